"""The arguments of the travel search tools (paper, Table 9).

Six searches over the in-memory sandbox: ``city_search``, ``flight_search``,
``distance_search``, ``restaurant_search``, ``attraction_search`` and
``accommodation_search``. Each has a pydantic argument model (``*Args``)
whose field descriptions a model reads. The models accept the spellings a
model tends to write (aliases, 'self_driving', 'Entire home/apt') and forbid
unknown arguments, so a mistake is reported rather than ignored;
``describe_validation_error`` turns what is still wrong into one sentence
with the tool's usage.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from typing import Any, ClassVar, Literal

from pydantic import (
    AliasChoices,
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from himap_travel.domain.constraints import LOCAL, flight_times
from himap_travel.domain.constraints.base import HardConstraint
from himap_travel.state.trip import HouseRule, LocalConstraint, RoomType

CITY_SEARCH = "city_search"
FLIGHT_SEARCH = "flight_search"
DISTANCE_SEARCH = "distance_search"
RESTAURANT_SEARCH = "restaurant_search"
ATTRACTION_SEARCH = "attraction_search"
ACCOMMODATION_SEARCH = "accommodation_search"
SEARCH_TOOL_NAMES = (
    CITY_SEARCH,
    FLIGHT_SEARCH,
    DISTANCE_SEARCH,
    RESTAURANT_SEARCH,
    ATTRACTION_SEARCH,
    ACCOMMODATION_SEARCH,
)

# What a model reads about each tool (the argument models below describe the arguments).
TOOL_DESCRIPTIONS: dict[str, str] = {
    CITY_SEARCH: "List the cities of a state in the travel database, alphabetically. Takes a state name, not a city.",
    FLIGHT_SEARCH: "Find flights from one city to another on a date (YYYY-MM-DD), cheapest first: flight number, "
    "price per person, departure and arrival times, duration.",
    DISTANCE_SEARCH: "Driving duration and distance between two cities, with the cost of self-driving "
    "(int(0.05 x km) per car, one car per 5 people) and of taxi (int(km) per taxi, one taxi per 4 people).",
    RESTAURANT_SEARCH: "List the restaurants of a city, cheapest first: name, cuisines, average cost per person, "
    "rating. Optional filters: cuisine, max_cost.",
    ATTRACTION_SEARCH: "List the attractions of a city, alphabetically, with their addresses.",
    ACCOMMODATION_SEARCH: "List the accommodations of a city, cheapest first: price per night, room type, minimum "
    "nights, maximum occupancy, house rules, rating. Give people to see rooms needed and the nightly total "
    "for the group. Optional filters: room_type, house_rule, nights, max_price, single_unit.",
}

DEFAULT_LIMIT = 20
MAX_LIMIT = 1000

HouseRuleFilter = HouseRule  # the query vocabulary (state.trip)
RoomTypeFilter = RoomType
DriveMode = Literal["self-driving", "taxi"]


def _squash(value: object) -> object:
    """Lower-case, '_'/'-' as spaces, single spaces (for the enum-like arguments)."""
    if isinstance(value, str):
        return " ".join(value.replace("_", " ").replace("-", " ").lower().split())
    return value


def _unalias(value: object, aliases: Mapping[str, str | None]) -> object:
    """An enum-like argument squashed and, where a model used another word for it, replaced by the schema's."""
    value = _squash(value)
    return aliases.get(value, value) if isinstance(value, str) else value


_MODE_ALIASES = {"self driving": "self-driving", "selfdriving": "self-driving", "driving": "self-driving",
                 "drive": "self-driving", "car": "self-driving", "cab": "taxi", "both": None, "all": None, "": None}
_ROOM_TYPE_ALIASES = {"entire home/apt": "entire room", "entire home": "entire room", "entire apt": "entire room",
                      "entire home/ apt": "entire room", "not shared": "not shared room", "": None}
_HOUSE_RULE_ALIASES = {"children": "children under 10", "kids": "children under 10", "party": "parties",
                       "pet": "pets", "visitor": "visitors", "": None}
_FROM = AliasChoices("origin", "depart_city", "org")
_TO = AliasChoices("destination", "dest_city", "dest")
_HH_MM = r"^([01]\d|2[0-3]):[0-5]\d$"  # a 24-hour clock time


def _place(description: str, aliases: AliasChoices | None = None) -> Any:
    """A city or state argument: every place name has the same length bounds."""
    if aliases is None:
        return Field(min_length=1, max_length=200, description=description)
    return Field(min_length=1, max_length=200, validation_alias=aliases, description=description)


def _also_keep(venue: str) -> Any:
    """The ``also_keep`` argument of a search of ``venue`` rows: more of the trip's rules, by their registry key."""
    return Field(default=None, description=f"More of the trip's rules that every kept {venue} must meet, by their name "
                                           "in the constraint registry, e.g. {'min_rating': 4} (rules no other argument names).")


def _registered_filters(value: dict[str, Any] | None, venue: str) -> dict[str, Any] | None:
    """``also_keep``'s keys each name a registered constraint that filters ``venue`` rows (another is refused)."""
    for key in value or {}:
        if not any(c.key == key and c.venue == venue for c in LOCAL):
            raise ValueError(f"{key!r} is no rule of the registry that filters {venue} rows "
                             f"(known: {', '.join(c.key for c in LOCAL if c.venue == venue)})")
    return value or None


class SearchArgs(BaseModel):
    """Common configuration: unknown arguments are reported, not ignored."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, str_strip_whitespace=True, frozen=True)

    usage: ClassVar[str] = ""


class CitySearchArgs(SearchArgs):
    """Arguments of city_search."""

    usage: ClassVar[str] = "city_search(state: str)"

    state: str = _place("A state (not a city), e.g. 'Illinois'. Returns the sandbox's cities in that state.")


class FlightSearchArgs(SearchArgs):
    """Arguments of flight_search."""

    usage: ClassVar[str] = ("flight_search(origin: str, destination: str, date: str 'YYYY-MM-DD', limit: int | None = None, "
                            "depart_from: 'HH:MM' | None = None, depart_until: 'HH:MM' | None = None, arrive_from: 'HH:MM' | None = None, "
                            "arrive_until: 'HH:MM' | None = None, max_hours: float | None = None)")

    origin: str = _place("Departure city, e.g. 'St. Petersburg' ('City(State)' is accepted).", _FROM)
    destination: str = _place("Arrival city, e.g. 'Rockford'.", _TO)
    date: str = Field(min_length=1, max_length=100, description="Departure date as YYYY-MM-DD, e.g. '2022-03-16'.")
    limit: int | None = Field(default=None, ge=1, le=MAX_LIMIT, description="Show at most this many flights (default: all).")
    # The trip's flight time windows and maximum flight duration for this leg (flight_times, flight_hours): each bound included.
    depart_from: str | None = Field(default=None, pattern=_HH_MM, description="Keep flights departing at or after HH:MM.")
    depart_until: str | None = Field(default=None, pattern=_HH_MM, description="Keep flights departing at or before HH:MM.")
    arrive_from: str | None = Field(default=None, pattern=_HH_MM, description="Keep flights arriving at or after HH:MM.")
    arrive_until: str | None = Field(default=None, pattern=_HH_MM, description="Keep flights arriving at or before HH:MM the same day.")
    max_hours: float | None = Field(default=None, gt=0, le=24, description="Keep flights lasting at most this many hours.")


class DistanceSearchArgs(SearchArgs):
    """Arguments of distance_search."""

    usage: ClassVar[str] = (
        "distance_search(origin: str, destination: str, mode: 'self-driving' | 'taxi' | None = None, people: int = 1, "
        "max_hours: float | None = None, max_km: float | None = None)"
    )

    origin: str = _place("Departure city.", _FROM)
    destination: str = _place("Arrival city.", _TO)
    mode: DriveMode | None = Field(
        default=None,
        description="'self-driving' (int(0.05 x km) per car, one car per 5 people) or 'taxi' "
        "(int(km) per taxi, one taxi per 4 people); omit for both.",
    )
    people: int = Field(default=1, ge=1, le=100, description="Number of travellers (sets the number of cars or taxis).")
    max_hours: float | None = Field(default=None, gt=0, le=24, description="Keep the drive only when it lasts at most this many hours.")
    max_km: float | None = Field(default=None, gt=0, le=5000, description="Keep the drive only when it is at most this many km long.")

    @field_validator("mode", mode="before")
    @classmethod
    def _mode(cls, value: object) -> object:
        return _unalias(value, _MODE_ALIASES)


class RestaurantSearchArgs(SearchArgs):
    """Arguments of restaurant_search."""

    usage: ClassVar[str] = (
        "restaurant_search(city: str, cuisine: str | list[str] | None = None, max_cost: float | None = None, "
        "min_rating: float | None = None, avoid_cuisines: list[str] | None = None, avoid_restaurants: list[str] | None = None, "
        "also_keep: dict[str, Any] | None = None, limit: int = 20)"
    )

    city: str = _place("The city, e.g. 'Rockford'.")
    cuisine: str | list[str] | None = Field(
        default=None,
        description="Keep restaurants serving this cuisine (or any of these), e.g. 'Chinese' or ['Indian', 'Mexican'].",
    )
    max_cost: float | None = Field(default=None, ge=0, description="Keep restaurants whose average cost per person is at most this.")
    min_rating: float | None = Field(default=None, gt=0, le=5, description="Keep restaurants rated at least this (0-5), e.g. 4.")
    avoid_cuisines: list[str] | None = Field(
        default=None, max_length=15, description="Drop restaurants serving any of these cuisines, e.g. ['Fast Food', 'Chinese']."
    )
    avoid_restaurants: list[str] | None = Field(
        default=None, max_length=20, description="Drop restaurants with any of these names, e.g. [\"Domino's Pizza\"]."
    )
    also_keep: dict[str, Any] | None = _also_keep("restaurant")
    limit: int = Field(default=DEFAULT_LIMIT, ge=1, le=MAX_LIMIT, description="Show at most this many restaurants (cheapest first).")

    @field_validator("also_keep")
    @classmethod
    def _also_keep(cls, value: dict[str, Any] | None) -> dict[str, Any] | None:
        return _registered_filters(value, "restaurant")

    @field_validator("cuisine", mode="before")
    @classmethod
    def _cuisine(cls, value: object) -> object:
        if isinstance(value, str):
            value = [part for part in value.split(",")]
        if isinstance(value, list):
            value = [v.strip() if isinstance(v, str) else v for v in value if not (isinstance(v, str) and not v.strip())]
            return value or None
        return value

    @property
    def cuisines(self) -> list[str]:
        """The requested cuisines as a list (empty: no cuisine filter)."""
        if self.cuisine is None:
            return []
        return [self.cuisine] if isinstance(self.cuisine, str) else list(self.cuisine)


class AttractionSearchArgs(SearchArgs):
    """Arguments of attraction_search."""

    usage: ClassVar[str] = "attraction_search(city: str, limit: int = 20)"

    city: str = _place("The city, e.g. 'Rockford'.")
    limit: int = Field(default=DEFAULT_LIMIT, ge=1, le=MAX_LIMIT, description="Show at most this many attractions (alphabetical).")


class AccommodationSearchArgs(SearchArgs):
    """Arguments of accommodation_search."""

    usage: ClassVar[str] = (
        "accommodation_search(city: str, people: int | None = None, room_type: 'entire room' | 'private room' | "
        "'shared room' | 'not shared room' | None = None, house_rule: 'smoking' | 'parties' | 'children under 10' | "
        "'visitors' | 'pets' | None = None, also_allow: list[house rule] | None = None, nights: int | None = None, "
        "max_price: float | None = None, max_price_per_person: float | None = None, "
        "min_rating: float | None = None, also_keep: dict[str, Any] | None = None, single_unit: bool = False, "
        "sort_by: 'price' | 'nightly_total' = 'price', limit: int = 20)"
    )

    city: str = _place("The city, e.g. 'Rockford'.")
    people: int | None = Field(
        default=None,
        ge=1,
        le=100,
        description="Group size: adds the rooms needed (ceil(people / maximum occupancy)) and the nightly total for the group.",
    )
    room_type: RoomTypeFilter | None = Field(
        default=None,
        description="'entire room' (Entire home/apt), 'private room', 'shared room', or 'not shared room' (anything but shared).",
    )
    house_rule: HouseRuleFilter | None = Field(
        default=None,
        description="Keep listings that allow this: 'smoking', 'parties', 'children under 10', 'visitors' or 'pets' "
        "(drops listings whose rules say 'No <rule>').",
    )
    also_allow: list[HouseRuleFilter] | None = Field(
        default=None, max_length=4, description="More house rules every kept listing must also allow (several at once: kids and a dog)."
    )
    nights: int | None = Field(
        default=None, ge=1, le=366, description="Nights you will stay: keeps listings whose minimum nights is at most this."
    )
    max_price: float | None = Field(default=None, ge=0, description="Keep listings whose price per night is at most this.")
    max_price_per_person: float | None = Field(
        default=None, gt=0,
        description="Keep listings costing each of the people at most this a night (price × units needed ÷ people; needs people).",
    )
    min_rating: float | None = Field(default=None, ge=1, le=5, description="Keep listings whose review rate is at least this (1-5).")
    single_unit: bool = Field(
        default=False, description="Keep only listings where one unit hosts the whole group (maximum occupancy >= people)."
    )
    sort_by: Literal["price", "nightly_total"] = Field(
        default="price", description="'price' (per night, per unit) or 'nightly_total' (for the whole group; needs people)."
    )
    also_keep: dict[str, Any] | None = _also_keep("accommodation")
    limit: int = Field(default=DEFAULT_LIMIT, ge=1, le=MAX_LIMIT, description="Show at most this many listings.")

    @field_validator("also_keep")
    @classmethod
    def _also_keep(cls, value: dict[str, Any] | None) -> dict[str, Any] | None:
        return _registered_filters(value, "accommodation")

    @field_validator("room_type", mode="before")
    @classmethod
    def _room_type(cls, value: object) -> object:
        return _unalias(value, _ROOM_TYPE_ALIASES)

    @field_validator("house_rule", mode="before")
    @classmethod
    def _house_rule(cls, value: object) -> object:
        return _unalias(value, _HOUSE_RULE_ALIASES)

    @field_validator("also_allow", mode="before")
    @classmethod
    def _also_allow(cls, value: object) -> object:
        return [_unalias(rule, _HOUSE_RULE_ALIASES) for rule in value] if isinstance(value, list) else value

    @model_validator(mode="after")
    def _needs_people(self) -> AccommodationSearchArgs:
        if self.people is None and (self.single_unit or self.sort_by == "nightly_total" or self.max_price_per_person is not None):
            raise ValueError("single_unit, max_price_per_person and sort_by='nightly_total' need people (the group size)")
        return self


# --- validation errors as text ------------------------------------------------------------


def _short(value: object, width: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= width else text[: width - 3] + "..."


def describe_validation_error(tool_name: str, args_model: type[BaseModel], error: ValidationError) -> str:
    """A validation error as one clear sentence for a model, with the tool's usage."""
    problems: list[str] = []
    for item in error.errors(include_url=False):
        location = ".".join(str(part) for part in item.get("loc", ()))
        kind = item.get("type", "")
        if kind == "missing":
            problems.append(f"missing required argument '{location}'")
        elif kind == "extra_forbidden":
            problems.append(f"unexpected argument '{location}'")
        elif kind in {"model_type", "model_attributes_type", "dict_type"}:
            problems.append(f"arguments must be named (an object), got {_short(item.get('input'))}")
        else:
            message = str(item.get("msg", "invalid value")).removeprefix("Value error, ")
            prefix = f"{location}: " if location else ""
            suffix = f" (got {_short(item.get('input'))})" if location else ""
            problems.append(f"{prefix}{message}{suffix}")
    usage = getattr(args_model, "usage", None) or f"{tool_name}({', '.join(args_model.model_fields)})"
    return f"Invalid arguments for {tool_name}: {'; '.join(problems) or 'invalid input'}. Usage: {usage}"


@functools.cache
def _keepers(tool: str, venue: str | None) -> tuple[tuple[HardConstraint, ...], tuple[HardConstraint, ...]]:
    """The registry's constraints a search of ``tool`` keeps by an argument, and those of ``venue`` it keeps through
    ``also_keep``, each in the registry's order: worked out once per tool, not for every search the planners build
    (the expert builds thousands a trip, and reading each of the registry's constraints' values was a fifth of a
    planning turn's CPU: issue 44)."""
    by_argument = tuple(c for c in LOCAL if any(hook[0] == tool for hook in c.search_hooks()))
    by_key = tuple(c for c in LOCAL if c.search is None and venue is not None and c.venue == venue)
    return by_argument, by_key


def _kept(tool: str, local: LocalConstraint, venue: str | None = None) -> dict[str, Any]:
    """The arguments of ``tool`` that keep the request's constraints (each module's ``search`` hook), in the registry's
    order; with ``venue``, the set filters of that table naming no argument go in ``also_keep`` by their key. Two
    constraints kept by one argument are two caps of it (a flight's own hours and a day's travel hours: ``max_hours``):
    the tighter one is kept."""
    by_argument, by_key = _keepers(tool, venue)
    args: dict[str, Any] = {}
    for constraint in by_argument:
        if (value := constraint.local_value(local)) is not None:
            argument = next(hook[1] for hook in constraint.search_hooks() if hook[0] == tool)
            value = list(value) if isinstance(value, list) else value
            args[argument] = min(args[argument], value) if argument in args else value
    others = {constraint.key: value for constraint in by_key if (value := constraint.local_value(local)) is not None}
    return {**args, "also_keep": others} if others else args


def accommodation_search_args(city: str, people: int, local: LocalConstraint, limit: int, **more: Any) -> dict[str, Any]:
    """accommodation_search's arguments for a trip's city: every stay rule of the trip is kept by the search itself
    (room type, house rules, minimum stay rating, maximum price per night ...); ``more``: other filters (nights)."""
    args: dict[str, Any] = dict(city=city, people=people, room_type=local.room_type, house_rule=local.house_rule, limit=limit, **more)
    return {**args, **_kept(ACCOMMODATION_SEARCH, local, "accommodation")}


def restaurant_search_args(city: str, local: LocalConstraint, limit: int) -> dict[str, Any]:
    """restaurant_search's arguments for a trip's city: every restaurant rule of the trip (minimum rating, cuisines and
    restaurants to avoid, the most a meal may cost) is kept by the search itself (when set)."""
    return {**dict(city=city, limit=limit), **_kept(RESTAURANT_SEARCH, local, "restaurant")}


def flight_search_args(local: LocalConstraint, origin: str, destination: str, date: str, day: int, outbound: bool,
                       back: bool) -> dict[str, Any]:
    """flight_search's arguments for a leg flown on trip day ``day`` (``outbound``: it leaves the trip's origin; ``back``:
    it returns there): the trip's flight time windows that apply to it (merged: ``flight_times.leg_bounds``, the one
    constraint whose arguments depend on the leg) and its other flight rules are kept by the search itself (when set)."""
    args: dict[str, Any] = dict(origin=origin, destination=destination, date=date)
    args.update(flight_times.leg_bounds(local.flight_times or (), day, outbound, back))
    return {**args, **_kept(FLIGHT_SEARCH, local)}


def distance_search_args(local: LocalConstraint, origin: str, destination: str, people: int) -> dict[str, Any]:
    """distance_search's arguments for a leg: the trip's driving rules (the most hours of driving a day) are kept by the
    search (when set; each move is made on its own day, so a drive fits when it alone fits)."""
    return {**dict(origin=origin, destination=destination, people=people), **_kept(DISTANCE_SEARCH, local)}
