"""The typed boundary objects of a planning run: the trip request and the day tasks.

Field names follow the TravelPlanner query rows (``org``, ``dest``,
``people_number`` ...), so a benchmark row converts to a ``TripSpec`` as is.
"""

from __future__ import annotations

from datetime import date as Date
from datetime import timedelta
from typing import Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

HouseRule = Literal["smoking", "parties", "children under 10", "visitors", "pets"]
RoomType = Literal["shared room", "not shared room", "private room", "entire room"]
TransportRule = Literal["no flight", "no self-driving"]
TransportMode = Literal["flight", "self-driving", "taxi"]  # inter-city modes; self-driving never mixes with the others
TRANSPORT_MODES: tuple[str, ...] = get_args(TransportMode)
FORBIDDEN_MODE: dict[str, TransportMode] = {"no flight": "flight", "no self-driving": "self-driving"}  # rule → the mode it bans
# The listing types (the data's "room type" column) each requested room type accepts.
ROOM_TYPE_LISTINGS: dict[str, tuple[str, ...]] = {
    "entire room": ("Entire home/apt",),
    "private room": ("Private room",),
    "shared room": ("Shared room",),
    "not shared room": ("Entire home/apt", "Private room"),
}
Level = Literal["easy", "medium", "hard"]


class TripSpecError(ValueError):
    """A trip request that cannot be planned as given (names what is wrong)."""


class LocalConstraint(BaseModel):
    """The optional constraints of a query; None means not set (and so not checked)."""

    model_config = ConfigDict(frozen=True, populate_by_name=True)

    house_rule: HouseRule | None = Field(default=None, alias="house rule")
    cuisine: list[str] | None = None
    room_type: RoomType | None = Field(default=None, alias="room type")
    transportation: TransportRule | None = None

    def as_row(self) -> dict[str, object]:
        """The benchmark's dict form, e.g. ``{'house rule': None, 'cuisine': [...], ...}``."""
        return self.model_dump(by_alias=True)


class TripSpec(BaseModel):
    """A fully specified trip request."""

    model_config = ConfigDict(frozen=True)

    org: str
    dest: str = Field(description="a city (one-city trips) or a state (multi-city trips)")
    days: int = Field(ge=1, le=30)
    visiting_city_number: int = Field(ge=1, le=10)
    date: list[str] = Field(description="ISO dates, one per day")
    people_number: int = Field(ge=1, le=20)
    budget: float = Field(gt=0)
    local_constraint: LocalConstraint = Field(default_factory=LocalConstraint)
    query: str | None = None
    level: Level | None = None

    @field_validator("date")
    @classmethod
    def _iso_dates(cls, value: list[str]) -> list[str]:
        for item in value:
            try:
                Date.fromisoformat(item)
            except ValueError as error:
                raise ValueError(f"not an ISO date: {item!r}") from error
        return value

    @model_validator(mode="after")
    def _consistent_dates(self) -> "TripSpec":
        if len(self.date) != self.days:
            raise ValueError(f"{self.days} days but {len(self.date)} dates ({', '.join(self.date)})")
        parsed = [Date.fromisoformat(d) for d in self.date]
        for earlier, later in zip(parsed, parsed[1:]):
            if later - earlier != timedelta(days=1):
                raise ValueError(f"dates must be consecutive days, got {earlier} then {later}")
        return self

    def as_row(self) -> dict[str, object]:
        """The benchmark's query-row form, as the evaluator reads it."""
        row = self.model_dump(exclude={"local_constraint"})
        row["local_constraint"] = self.local_constraint.as_row()
        return row
