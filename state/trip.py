"""The typed boundary objects of a planning run: the trip request and the day tasks.

Field names follow the TravelPlanner query rows (``org``, ``dest``,
``people_number`` ...), so a benchmark row converts to a ``TripSpec`` as is.
"""

from __future__ import annotations

import re
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
# The cuisines a request can ask for: TravelPlanner's seven (its queries and its scorer use no others).
CUISINES: tuple[str, ...] = ("American", "Chinese", "Italian", "Mexican", "Indian", "Mediterranean", "French")
_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")

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

    # An unknown key ("pets": "yes", "rating": 4) is refused, never dropped: a constraint nobody checks would let
    # any plan pass it.
    model_config = ConfigDict(frozen=True, populate_by_name=True, extra="forbid")

    house_rule: HouseRule | None = Field(default=None, alias="house rule")
    cuisine: list[str] | None = None
    room_type: RoomType | None = Field(default=None, alias="room type")
    transportation: TransportRule | None = None
    # Not one of TravelPlanner's (Flex-TravelPlanner's rating constraint): every restaurant rated at least this (0-5).
    min_rating: float | None = Field(default=None, alias="min rating", gt=0, le=5, allow_inf_nan=False)

    @field_validator("cuisine")
    @classmethod
    def _known_cuisines(cls, value: list[str] | None) -> list[str] | None:
        """Cuisines spelled as the scorer spells them, each once; an empty list is no constraint.

        "italian" would never match a restaurant's "Italian", and a repeated or
        unknown cuisine can never be served: each would make every plan fail.
        """
        if value is None:
            return None
        canonical = {c.lower(): c for c in CUISINES}
        unknown = [c for c in value if c.strip().lower() not in canonical]
        if unknown:
            raise ValueError(f"unknown cuisine(s) {', '.join(map(repr, unknown))}; a trip can ask for {', '.join(CUISINES)}")
        return list(dict.fromkeys(canonical[c.strip().lower()] for c in value)) or None

    def as_row(self) -> dict[str, object]:
        """The benchmark's dict form, e.g. ``{'house rule': None, 'cuisine': [...], ...}``.

        TravelPlanner's four keys always; a constraint of ours beyond them only when it is set.
        """
        row = self.model_dump(by_alias=True)
        if self.min_rating is None:
            del row["min rating"]
        return row


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

    @field_validator("days", "visiting_city_number", "people_number", "budget", mode="before")
    @classmethod
    def _not_a_bool(cls, value: object) -> object:
        """``true`` is no count and no amount (pydantic would read it as 1)."""
        if isinstance(value, bool):
            raise ValueError(f"must be a number, not {str(value).lower()}")
        return value

    @field_validator("org", "dest")
    @classmethod
    def _a_name(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("must name a place")
        return value.strip()

    @field_validator("date")
    @classmethod
    def _iso_dates(cls, value: list[str]) -> list[str]:
        """Dates as YYYY-MM-DD only: other forms Python reads ("20220313", "2022-W11-1") compare wrongly as text."""
        for item in value:
            try:
                if not _ISO_DAY.fullmatch(item):
                    raise ValueError(item)
                Date.fromisoformat(item)
            except ValueError as error:
                raise ValueError(f"not an ISO date (YYYY-MM-DD): {item!r}") from error
        return value

    @model_validator(mode="after")
    def _consistent_dates(self) -> "TripSpec":
        if len(self.date) != self.days:
            raise ValueError(f"{self.days} days but {len(self.date)} dates ({', '.join(self.date)})")
        parsed = [Date.fromisoformat(d) for d in self.date]
        for earlier, later in zip(parsed, parsed[1:]):
            if later - earlier != timedelta(days=1):
                raise ValueError(f"dates must be consecutive days, got {earlier} then {later}")
        if self.org == self.dest:
            raise ValueError(f"the origin and the destination are the same ({self.org})")
        return self

    def as_row(self) -> dict[str, object]:
        """The benchmark's query-row form, as the evaluator reads it."""
        row = self.model_dump(exclude={"local_constraint"})
        row["local_constraint"] = self.local_constraint.as_row()
        return row
