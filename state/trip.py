"""The typed boundary objects of a planning run: the trip request and the day tasks.

Field names follow the TravelPlanner query rows (``org``, ``dest``,
``people_number`` ...), so a benchmark row converts to a ``TripSpec`` as is.
"""

from __future__ import annotations

from datetime import date as Date
from datetime import timedelta
from typing import Iterable, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

HouseRule = Literal["smoking", "parties", "children under 10", "visitors", "pets"]
RoomType = Literal["shared room", "not shared room", "private room", "entire room"]
# TravelPlanner's two transportation rules, and both at once ("no flights and no self-driving": taxis only).
TransportRule = Literal["no flight", "no self-driving", "no flight, no self-driving"]
TransportMode = Literal["flight", "self-driving", "taxi"]  # inter-city modes; self-driving never mixes with the others
TRANSPORT_MODES: tuple[str, ...] = get_args(TransportMode)
_BANNED_BY_RULE: dict[str, frozenset[str]] = {
    "no flight": frozenset({"flight"}),
    "no self-driving": frozenset({"self-driving"}),
    "no flight, no self-driving": frozenset({"flight", "self-driving"}),
}
# The listing types (the data's "room type" column) each requested room type accepts.
ROOM_TYPE_LISTINGS: dict[str, tuple[str, ...]] = {
    "entire room": ("Entire home/apt",),
    "private room": ("Private room",),
    "shared room": ("Shared room",),
    "not shared room": ("Entire home/apt", "Private room"),
}
Level = Literal["easy", "medium", "hard"]

# The bounds of a request, for parsed and structured input alike. The benchmark's trips (train and
# validation) are 3-7 days for 1-8 people in up to 3 cities, with budgets up to $23,800; the caps leave room
# around that and refuse what no one plans (a 400-digit budget is infinite as a float: it must be refused,
# never compared with).
MAX_DAYS = 30
MAX_PEOPLE = 20
MAX_CITIES = 10
MAX_BUDGET = 10_000_000.0  # dollars, the whole trip


class TripSpecError(ValueError):
    """A trip request that cannot be planned as given (names what is wrong)."""


def banned_modes(rule: str | None) -> frozenset[str]:
    """The inter-city modes a transportation rule bans (empty for no rule).

    The one reading of the rule every part of the project uses (evaluator,
    coordinators, solver): "no flight" bans flights, "no self-driving" bans
    driving, and both at once leave taxis only.
    """
    if rule is None:
        return frozenset()
    try:
        return _BANNED_BY_RULE[rule]
    except KeyError:
        raise TripSpecError(f"unknown transportation rule {rule!r} (known: {', '.join(_BANNED_BY_RULE)})") from None


def transport_rule(banned: Iterable[str]) -> str | None:
    """The transportation rule that bans exactly the modes ``banned`` (None when nothing is banned)."""
    wanted = frozenset(banned)
    if not wanted:
        return None
    for rule, modes in _BANNED_BY_RULE.items():
        if modes == wanted:
            return rule
    raise TripSpecError(f"no transportation rule bans exactly {', '.join(sorted(wanted))}")


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
    days: int = Field(ge=1, le=MAX_DAYS)
    visiting_city_number: int = Field(ge=1, le=MAX_CITIES)
    date: list[str] = Field(description="ISO dates, one per day")
    people_number: int = Field(ge=1, le=MAX_PEOPLE)
    budget: float = Field(gt=0, le=MAX_BUDGET, allow_inf_nan=False, description="dollars for the whole trip")
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
