"""The travel search tools (paper, Table 9) as langchain-core tools.

Six searches over the in-memory sandbox: ``city_search``, ``flight_search``,
``distance_search``, ``restaurant_search``, ``attraction_search`` and
``accommodation_search``. Each has

- a pydantic argument model (``*Args``) whose field descriptions a model reads,
- a pure function ``search_*(sandbox, args)`` that does the work and never
  raises: a bad city, date or argument comes back as a result whose
  ``error`` says what is wrong (with close matches where that helps),
- a langchain-core tool, built by ``build_search_tools(sandbox)``, with
  ``response_format="content_and_artifact"``: the content is a compact text
  table for a model, the artifact the typed result for programs. Invalid
  arguments also come back as content and artifact (and a ``ToolMessage``
  with ``status="error"`` when invoked with a tool call), never as an
  exception.

Sorting follows the paper: flights, restaurants and accommodations cheapest
first, attractions and cities alphabetically. Costs use ``evaluation.costs``, the
evaluator's own formulas.

Data notes (see the data README). Only complete rows are offered, as the
official scorer drops the others. A restaurant or accommodation whose name is
contained in the name of an *earlier* listing of the same city (exact
duplicates included) is not offered: the official scorer resolves such a name
to the earlier listing and would price it from that row, so offering it would
misstate its cost. Attractions are deduplicated by exact name.
"""

from __future__ import annotations

import functools
import logging
import math
import re
import weakref
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping
from datetime import date as Date
from datetime import datetime
from typing import Any, ClassVar, Literal, TypeVar

from langchain_core.messages import ToolMessage
from langchain_core.tools import BaseTool, StructuredTool
from pydantic import AliasChoices, BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator
from rapidfuzz import fuzz, process, utils

from state.trip import HouseRule, RoomType
from evaluation import costs
from sandbox.index import Sandbox
from tools.search_results import (
    AccommodationOption,
    AccommodationSearchResult,
    AttractionOption,
    AttractionSearchResult,
    CityOption,
    CitySearchResult,
    DistanceSearchResult,
    DriveOption,
    FlightOption,
    FlightSearchResult,
    RestaurantOption,
    RestaurantSearchResult,
    SearchResult,
    ToolError,
    fmt_number,
)

log = logging.getLogger(__name__)

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

DEFAULT_LIMIT = 20
MAX_LIMIT = 1000

HouseRuleFilter = HouseRule  # the query vocabulary (state.trip)
RoomTypeFilter = RoomType
DriveMode = Literal["self-driving", "taxi"]

# The room types of the query vocabulary, as the data spells them.
ROOM_TYPE_DATA = {"entire room": "Entire home/apt", "private room": "Private room", "shared room": "Shared room"}


# --- argument models ----------------------------------------------------------------------


def _squash(value: object) -> object:
    """Lower-case, '_'/'-' as spaces, single spaces (for the enum-like arguments)."""
    if isinstance(value, str):
        return " ".join(value.replace("_", " ").replace("-", " ").lower().split())
    return value


class SearchArgs(BaseModel):
    """Common configuration: unknown arguments are reported, not ignored."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True, str_strip_whitespace=True, frozen=True)

    usage: ClassVar[str] = ""


class CitySearchArgs(SearchArgs):
    """Arguments of city_search."""

    usage: ClassVar[str] = "city_search(state: str)"

    state: str = Field(
        min_length=1,
        max_length=200,
        description="A state (not a city), e.g. 'Illinois'. Returns the sandbox's cities in that state.",
    )


class FlightSearchArgs(SearchArgs):
    """Arguments of flight_search."""

    usage: ClassVar[str] = "flight_search(origin: str, destination: str, date: str 'YYYY-MM-DD', limit: int | None = None)"

    origin: str = Field(
        min_length=1,
        max_length=200,
        validation_alias=AliasChoices("origin", "depart_city", "org"),
        description="Departure city, e.g. 'St. Petersburg' ('City(State)' is accepted).",
    )
    destination: str = Field(
        min_length=1,
        max_length=200,
        validation_alias=AliasChoices("destination", "dest_city", "dest"),
        description="Arrival city, e.g. 'Rockford'.",
    )
    date: str = Field(min_length=1, max_length=100, description="Departure date as YYYY-MM-DD, e.g. '2022-03-16'.")
    limit: int | None = Field(default=None, ge=1, le=MAX_LIMIT, description="Show at most this many flights (default: all).")


class DistanceSearchArgs(SearchArgs):
    """Arguments of distance_search."""

    usage: ClassVar[str] = (
        "distance_search(origin: str, destination: str, mode: 'self-driving' | 'taxi' | None = None, people: int = 1)"
    )

    origin: str = Field(
        min_length=1,
        max_length=200,
        validation_alias=AliasChoices("origin", "depart_city", "org"),
        description="Departure city.",
    )
    destination: str = Field(
        min_length=1,
        max_length=200,
        validation_alias=AliasChoices("destination", "dest_city", "dest"),
        description="Arrival city.",
    )
    mode: DriveMode | None = Field(
        default=None,
        description="'self-driving' (int(0.05 x km) per car, one car per 5 people) or 'taxi' "
        "(int(km) per taxi, one taxi per 4 people); omit for both.",
    )
    people: int = Field(default=1, ge=1, le=100, description="Number of travellers (sets the number of cars or taxis).")

    @field_validator("mode", mode="before")
    @classmethod
    def _mode(cls, value: object) -> object:
        value = _squash(value)
        aliases = {"self driving": "self-driving", "selfdriving": "self-driving", "driving": "self-driving",
                   "drive": "self-driving", "car": "self-driving", "cab": "taxi", "both": None, "all": None, "": None}
        return aliases.get(value, value) if isinstance(value, str) else value


class RestaurantSearchArgs(SearchArgs):
    """Arguments of restaurant_search."""

    usage: ClassVar[str] = (
        "restaurant_search(city: str, cuisine: str | list[str] | None = None, max_cost: float | None = None, limit: int = 20)"
    )

    city: str = Field(min_length=1, max_length=200, description="The city, e.g. 'Rockford'.")
    cuisine: str | list[str] | None = Field(
        default=None,
        description="Keep restaurants serving this cuisine (or any of these), e.g. 'Chinese' or ['Indian', 'Mexican'].",
    )
    max_cost: float | None = Field(default=None, ge=0, description="Keep restaurants whose average cost per person is at most this.")
    limit: int = Field(default=DEFAULT_LIMIT, ge=1, le=MAX_LIMIT, description="Show at most this many restaurants (cheapest first).")

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

    city: str = Field(min_length=1, max_length=200, description="The city, e.g. 'Rockford'.")
    limit: int = Field(default=DEFAULT_LIMIT, ge=1, le=MAX_LIMIT, description="Show at most this many attractions (alphabetical).")


class AccommodationSearchArgs(SearchArgs):
    """Arguments of accommodation_search."""

    usage: ClassVar[str] = (
        "accommodation_search(city: str, people: int | None = None, room_type: 'entire room' | 'private room' | "
        "'shared room' | 'not shared room' | None = None, house_rule: 'smoking' | 'parties' | 'children under 10' | "
        "'visitors' | 'pets' | None = None, nights: int | None = None, max_price: float | None = None, "
        "single_unit: bool = False, sort_by: 'price' | 'nightly_total' = 'price', limit: int = 20)"
    )

    city: str = Field(min_length=1, max_length=200, description="The city, e.g. 'Rockford'.")
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
    nights: int | None = Field(
        default=None, ge=1, le=366, description="Nights you will stay: keeps listings whose minimum nights is at most this."
    )
    max_price: float | None = Field(default=None, ge=0, description="Keep listings whose price per night is at most this.")
    single_unit: bool = Field(
        default=False, description="Keep only listings where one unit hosts the whole group (maximum occupancy >= people)."
    )
    sort_by: Literal["price", "nightly_total"] = Field(
        default="price", description="'price' (per night, per unit) or 'nightly_total' (for the whole group; needs people)."
    )
    limit: int = Field(default=DEFAULT_LIMIT, ge=1, le=MAX_LIMIT, description="Show at most this many listings.")

    @field_validator("room_type", mode="before")
    @classmethod
    def _room_type(cls, value: object) -> object:
        value = _squash(value)
        aliases = {"entire home/apt": "entire room", "entire home": "entire room", "entire apt": "entire room",
                   "entire home/ apt": "entire room", "not shared": "not shared room", "": None}
        return aliases.get(value, value) if isinstance(value, str) else value

    @field_validator("house_rule", mode="before")
    @classmethod
    def _house_rule(cls, value: object) -> object:
        value = _squash(value)
        aliases = {"children": "children under 10", "kids": "children under 10", "party": "parties",
                   "pet": "pets", "visitor": "visitors", "": None}
        return aliases.get(value, value) if isinstance(value, str) else value

    @model_validator(mode="after")
    def _needs_people(self) -> "AccommodationSearchArgs":
        if self.people is None and (self.single_unit or self.sort_by == "nightly_total"):
            raise ValueError("single_unit and sort_by='nightly_total' need people (the group size)")
        return self


# --- the per-sandbox index ----------------------------------------------------------------


def _canon(text: str) -> str:
    """Case, punctuation and spacing removed: 'St Petersburg' and 'st. petersburg' agree."""
    return " ".join(re.sub(r"[^0-9a-z]+", " ", text.casefold()).split())


_PARENTHESIZED = re.compile(r"^(.*?)\s*\(([^()]*)\)\s*$")


def _shadowed(rows: Iterable[Any]) -> list[bool]:
    """For each row (in source order): is its name contained in an earlier row's name?"""
    flags: list[bool] = []
    seen: list[str] = []
    for row in rows:
        flags.append(any(row.name in earlier for earlier in seen))
        seen.append(row.name)
    return flags


class _Index:
    """Sorted, typed options per city, built on first use and kept (the sandbox never changes)."""

    def __init__(self, sandbox: Sandbox) -> None:
        names: set[str] = set(sandbox.cities)
        # Some table rows name cities outside the city list (e.g. Bellingham): they are still searchable.
        for attribute in ("_restaurants", "_attractions", "_all_accommodations"):
            names.update(getattr(sandbox, attribute, None) or {})
        for pair in getattr(sandbox, "_distances", None) or {}:
            names.update(pair)
        self.route_dates: dict[tuple[str, str], list[str]] = defaultdict(list)
        for flights in sandbox.flights_by_number.values():
            for flight in flights:
                names.update((flight.origin, flight.destination))
                if flight.flight_date:
                    self.route_dates[(flight.origin, flight.destination)].append(flight.flight_date)
        for dates in self.route_dates.values():
            dates[:] = sorted(set(dates))
        self.city_names: tuple[str, ...] = tuple(sorted(names))
        self.city_set = frozenset(names)
        self.city_keys = self._keys(self.city_names)
        self.state_names: tuple[str, ...] = tuple(sorted(sandbox.states))
        self.state_keys = self._keys(self.state_names)
        self._flights: dict[tuple[str, str, str], tuple[FlightOption, ...]] = {}
        self._cities: dict[str, tuple[CityOption, ...]] = {}
        self._restaurants: dict[str, tuple[tuple[RestaurantOption, ...], int]] = {}
        self._attractions: dict[str, tuple[tuple[AttractionOption, ...], int]] = {}
        self._accommodations: dict[str, tuple[tuple[AccommodationOption, ...], int]] = {}
        self._group_accommodations: dict[tuple[str, int], tuple[AccommodationOption, ...]] = {}

    @staticmethod
    def _keys(names: Iterable[str]) -> dict[str, str]:
        keys: dict[str, str] = {}
        for name in names:
            keys.setdefault(_canon(name), name)
        return keys

    # --- names

    def suggest(self, text: str, choices: tuple[str, ...], limit: int = 3) -> list[str]:
        found = process.extract(text, choices, scorer=fuzz.WRatio, processor=utils.default_process, limit=8, score_cutoff=75)
        if not found:
            return []
        best = found[0][1]
        return [name for name, score, _ in found if score >= best - 10][:limit]

    def resolve_city(self, raw: str) -> str | ToolError:
        """The sandbox's spelling of a city ('Rockford(Illinois)', 'rockford' → 'Rockford'), or an error."""
        text = raw.strip()
        if text in self.city_set:
            return text
        candidates = [text]
        match = _PARENTHESIZED.match(text)
        if match and match.group(1):
            candidates.append(match.group(1))
        if "," in text:
            candidates.append(text.rsplit(",", 1)[0])  # "Rockford, IL"
        for candidate in candidates:
            candidate = candidate.strip()
            if candidate in self.city_set:
                return candidate
            hit = self.city_keys.get(_canon(candidate))
            if hit is not None:
                return hit
        suggestions = self.suggest(candidates[-1] if len(candidates) > 1 else text, self.city_names)
        if suggestions:
            message = f"Unknown city '{raw}'. Did you mean: {', '.join(suggestions)}?"
        else:
            message = (
                f"Unknown city '{raw}': no close match among the sandbox's {len(self.city_names)} cities "
                "(city_search lists the cities of a state)."
            )
        return ToolError(code="unknown_city", message=message, suggestions=suggestions)

    def resolve_state(self, sandbox: Sandbox, raw: str) -> str | ToolError:
        text = raw.strip()
        if text in sandbox.states:
            return text
        hit = self.state_keys.get(_canon(text))
        if hit is not None:
            return hit
        city = self.resolve_city(text)
        if isinstance(city, str) and sandbox.state_of(city):
            state = sandbox.state_of(city)
            return ToolError(
                code="not_a_state",
                message=f"'{raw}' is a city in {state}, not a state. Call city_search with '{state}' to list its cities.",
                suggestions=[state],
            )
        suggestions = self.suggest(text, self.state_names)
        if suggestions:
            message = f"Unknown state '{raw}'. Did you mean: {', '.join(suggestions)}?"
        else:
            message = f"Unknown state '{raw}': no close match among the sandbox's {len(self.state_names)} states."
        return ToolError(code="unknown_state", message=message, suggestions=suggestions)

    # --- options per city

    def cities(self, sandbox: Sandbox, state: str) -> tuple[CityOption, ...]:
        cached = self._cities.get(state)
        if cached is None:
            names = sorted(sandbox.cities_in_state(state), key=lambda c: (c.casefold(), c))
            cached = self._cities[state] = tuple(CityOption(name=name, state=state) for name in names)
        return cached

    def flights(self, sandbox: Sandbox, origin: str, destination: str, day: str) -> tuple[FlightOption, ...]:
        key = (origin, destination, day)
        cached = self._flights.get(key)
        if cached is None:
            options = [
                FlightOption(
                    flight_number=f.flight_number,
                    price=f.price,
                    dep_time=f.dep_time,
                    arr_time=f.arr_time,
                    duration=f.elapsed,
                    origin=f.origin,
                    destination=f.destination,
                    date=f.flight_date,
                    distance=f.distance,
                )
                for f in sandbox.flights(origin, destination, day)
            ]
            options.sort(key=lambda o: (o.price, o.dep_time, o.flight_number))
            cached = self._flights[key] = tuple(options)
        return cached

    def restaurants(self, sandbox: Sandbox, city: str) -> tuple[tuple[RestaurantOption, ...], int]:
        cached = self._restaurants.get(city)
        if cached is None:
            rows = sandbox.restaurants_in(city)
            flags = _shadowed(rows)
            options = [
                RestaurantOption(
                    name=r.name,
                    city=r.city,
                    cuisines=[c.strip() for c in r.cuisines.split(",") if c.strip()],
                    average_cost=r.average_cost,
                    rating=r.rating,
                )
                for r, hidden in zip(rows, flags)
                if not hidden
            ]
            options.sort(key=lambda o: (o.average_cost, -o.rating, o.name.casefold(), o.name))
            cached = self._restaurants[city] = (tuple(options), sum(flags))
        return cached

    def attractions(self, sandbox: Sandbox, city: str) -> tuple[tuple[AttractionOption, ...], int]:
        cached = self._attractions.get(city)
        if cached is None:
            seen: set[str] = set()
            options = []
            rows = sandbox.attractions_in(city)
            for a in rows:
                if a.name in seen:
                    continue
                seen.add(a.name)
                options.append(
                    AttractionOption(
                        name=a.name,
                        city=a.city,
                        address=a.address,
                        latitude=a.latitude,
                        longitude=a.longitude,
                        phone=a.phone,
                        website=a.website,
                    )
                )
            options.sort(key=lambda o: (o.name.casefold(), o.name))
            cached = self._attractions[city] = (tuple(options), len(rows) - len(options))
        return cached

    def accommodations(self, sandbox: Sandbox, city: str) -> tuple[tuple[AccommodationOption, ...], int]:
        cached = self._accommodations.get(city)
        if cached is None:
            rows = sandbox.accommodations_in(city)
            flags = _shadowed(rows)
            options = [
                AccommodationOption(
                    name=r.name,
                    city=r.city,
                    room_type=r.room_type,
                    price=r.price,
                    minimum_nights=int(r.minimum_nights),
                    maximum_occupancy=int(r.maximum_occupancy),
                    house_rules=[rule.strip() for rule in r.house_rules.split("&") if rule.strip()],
                    review_rate=r.review_rate,
                )
                for r, hidden in zip(rows, flags)
                if not hidden and r.maximum_occupancy and r.maximum_occupancy > 0
            ]
            options.sort(key=lambda o: (o.price, -o.review_rate, o.name.casefold(), o.name))
            cached = self._accommodations[city] = (tuple(options), len(rows) - len(options))
        return cached

    def group_accommodations(self, sandbox: Sandbox, city: str, people: int) -> tuple[AccommodationOption, ...]:
        """The city's listings (same order) with the rooms and the nightly total for a group."""
        key = (city, people)
        cached = self._group_accommodations.get(key)
        if cached is None:
            cached = self._group_accommodations[key] = tuple(
                option.with_updates(
                    rooms_needed=costs.rooms_needed(option.maximum_occupancy, people),
                    nightly_total=costs.accommodation_cost(option.price, option.maximum_occupancy, people),
                )
                for option in self.accommodations(sandbox, city)[0]
            )
        return cached


_INDEXES: "weakref.WeakKeyDictionary[Sandbox, _Index]" = weakref.WeakKeyDictionary()


def _index(sandbox: Sandbox) -> _Index:
    index = _INDEXES.get(sandbox)
    if index is None:
        index = _INDEXES[sandbox] = _Index(sandbox)
    return index


# --- argument handling shared by the functions and the tools ------------------------------


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


R = TypeVar("R", bound=SearchResult)
A = TypeVar("A", bound=SearchArgs)


def _invalid(result_type: type[R], args_model: type[SearchArgs], error: ValidationError, raw: object) -> R:
    message = describe_validation_error(result_type.model_fields["tool"].default, args_model, error)
    arguments = dict(raw) if isinstance(raw, Mapping) else {"input": raw}
    return result_type(arguments=arguments, error=ToolError(code="bad_argument", message=message))


def _search(result_type: type[R], args_model: type[A]) -> Callable[[Callable[[Sandbox, A], R]], Callable[..., R]]:
    """Make a search function total: validate the arguments, and turn any exception into an error result."""

    first_field = next(iter(args_model.model_fields))

    def decorate(work: Callable[[Sandbox, A], R]) -> Callable[..., R]:
        @functools.wraps(work)
        def search(sandbox: Sandbox, args: A | Mapping[str, Any] | str | None = None, /, **kwargs: Any) -> R:
            raw: object = args if args is not None else kwargs
            if kwargs and isinstance(args, Mapping):
                raw = {**args, **kwargs}
            if isinstance(raw, str):
                raw = {first_field: raw}
            if isinstance(raw, args_model):
                parsed = raw
            else:
                try:
                    parsed = args_model.model_validate(raw)
                except ValidationError as error:
                    return _invalid(result_type, args_model, error, raw)
            try:
                return work(sandbox, parsed)
            except Exception as error:  # a bug: report it as a result, never raise into the agent
                log.exception("%s failed on %r", result_type.model_fields["tool"].default, parsed)
                return result_type(
                    arguments=parsed.model_dump(),
                    error=ToolError(code="internal_error", message=f"internal error: {type(error).__name__}: {error}"),
                )

        search.args_model = args_model  # type: ignore[attr-defined]
        search.result_type = result_type  # type: ignore[attr-defined]
        return search

    return decorate


def _plural(count: int, word: str, plural: str | None = None) -> str:
    return f"{count} {word if count == 1 else (plural or word + 's')}"


# --- the searches -------------------------------------------------------------------------


@_search(CitySearchResult, CitySearchArgs)
def search_cities(sandbox: Sandbox, args: CitySearchArgs) -> CitySearchResult:
    """The cities of a state, alphabetically."""
    state = _index(sandbox).resolve_state(sandbox, args.state)
    if isinstance(state, ToolError):
        return CitySearchResult(arguments={"state": args.state}, error=state)
    options = list(_index(sandbox).cities(sandbox, state))
    return CitySearchResult(
        arguments={"state": state},
        state=state,
        total=len(options),
        options=options,
        message=f"{_plural(len(options), 'city', 'cities')} in {state}, alphabetically:",
    )


def _iso_date(raw: str) -> str | ToolError:
    text = raw.strip()
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", text):
        try:
            return Date.fromisoformat(text).isoformat()
        except ValueError:
            return ToolError(code="bad_date", message=f"Invalid date '{raw}': no such day. Use YYYY-MM-DD, e.g. 2022-03-16.")
    suggestions: list[str] = []
    cleaned = re.sub(r"(?<=\d)(st|nd|rd|th)\b", "", text, flags=re.IGNORECASE)
    for layout in ("%Y-%m-%d", "%m/%d/%Y", "%m-%d-%Y", "%Y/%m/%d", "%Y.%m.%d", "%Y%m%d", "%B %d, %Y", "%B %d %Y", "%b %d, %Y",
                   "%b %d %Y", "%d %B %Y", "%d %b %Y", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%d %H:%M:%S"):
        try:
            suggestions = [datetime.strptime(cleaned, layout).date().isoformat()]
            break
        except ValueError:
            continue
    hint = f" Did you mean: {suggestions[0]}?" if suggestions else ""
    return ToolError(
        code="bad_date",
        message=f"Malformed date '{raw}': expected YYYY-MM-DD, e.g. 2022-03-16.{hint}",
        suggestions=suggestions,
    )


def _resolve_pair(index: _Index, origin: str, destination: str) -> tuple[str, str] | ToolError:
    resolved = index.resolve_city(origin)
    if isinstance(resolved, ToolError):
        return resolved
    target = index.resolve_city(destination)
    if isinstance(target, ToolError):
        return target
    return resolved, target


@_search(FlightSearchResult, FlightSearchArgs)
def search_flights(sandbox: Sandbox, args: FlightSearchArgs) -> FlightSearchResult:
    """Flights on a route and date, cheapest first (ties: departure time, flight number)."""
    index = _index(sandbox)
    arguments = args.model_dump(exclude_none=True)
    pair = _resolve_pair(index, args.origin, args.destination)
    if isinstance(pair, ToolError):
        return FlightSearchResult(arguments=arguments, error=pair)
    origin, destination = pair
    day = _iso_date(args.date)
    if isinstance(day, ToolError):
        return FlightSearchResult(arguments=arguments, error=day)
    arguments.update(origin=origin, destination=destination, date=day)
    if origin == destination:
        return FlightSearchResult(
            arguments=arguments,
            error=ToolError(code="bad_argument", message=f"Origin and destination are both {origin}: there is no flight to take."),
        )
    options = index.flights(sandbox, origin, destination, day)
    if not options:
        dates = index.route_dates.get((origin, destination), [])
        if dates:
            shown = ", ".join(dates[:10]) + (" ..." if len(dates) > 10 else "")
            message = f"No flights from {origin} to {destination} on {day}. This route has flights on: {shown}."
        else:
            message = f"No flights from {origin} to {destination} on {day} (nor on any other date in the sandbox)."
        return FlightSearchResult(arguments=arguments, message=message, available_dates=list(dates))
    shown_options = list(options[: args.limit] if args.limit else options)
    return FlightSearchResult(
        arguments=arguments,
        total=len(options),
        options=shown_options,
        message=f"{_plural(len(options), 'flight')} from {origin} to {destination} on {day}, cheapest first (price per person):",
    )


@_search(DistanceSearchResult, DistanceSearchArgs)
def search_distance(sandbox: Sandbox, args: DistanceSearchArgs) -> DistanceSearchResult:
    """Driving duration and distance for a pair, with self-driving and taxi costs (the evaluator's formulas)."""
    index = _index(sandbox)
    arguments = args.model_dump(exclude_none=True)
    pair = _resolve_pair(index, args.origin, args.destination)
    if isinstance(pair, ToolError):
        return DistanceSearchResult(arguments=arguments, error=pair)
    origin, destination = pair
    arguments.update(origin=origin, destination=destination)
    row = sandbox.distance(origin, destination)
    if row is None or not row.usable or row.km is None:
        if row is None:
            why = "the distance matrix has no row for this pair"
        elif not row.duration or not row.distance:
            why = "the distance matrix gives no duration or distance for this pair"
        else:
            why = f"the drive takes {row.duration}, more than a day, which the evaluator does not accept"
        return DistanceSearchResult(
            arguments=arguments,
            error=ToolError(
                code="no_route",
                message=f"No drivable route from {origin} to {destination}: {why}. Self-driving and taxi are "
                "not possible on this leg; try flight_search.",
            ),
        )
    km = row.km
    modes: tuple[DriveMode, ...] = (args.mode,) if args.mode else ("self-driving", "taxi")
    options = []
    for mode in modes:
        if mode == "self-driving":
            per_vehicle, total, vehicles = costs.self_driving_cost(km, 1), costs.self_driving_cost(km, args.people), math.ceil(args.people / 5)
        else:
            per_vehicle, total, vehicles = costs.taxi_cost(km, 1), costs.taxi_cost(km, args.people), math.ceil(args.people / 4)
        options.append(
            DriveOption(
                mode=mode,
                origin=origin,
                destination=destination,
                duration=row.duration,
                distance=row.distance,
                distance_km=km,
                people=args.people,
                vehicles=vehicles,
                cost_per_vehicle=per_vehicle,
                total_cost=total,
            )
        )
    return DistanceSearchResult(
        arguments=arguments,
        total=len(options),
        options=options,
        message=f"Driving from {origin} to {destination}: {row.duration}, {row.distance}. "
        f"Costs for {_plural(args.people, 'person', 'people')}:",
    )


def _filters_text(pairs: Iterable[tuple[str, object]]) -> str:
    shown = [f"{name}={value}" for name, value in pairs if value not in (None, False)]
    return ", ".join(shown)


@_search(RestaurantSearchResult, RestaurantSearchArgs)
def search_restaurants(sandbox: Sandbox, args: RestaurantSearchArgs) -> RestaurantSearchResult:
    """Restaurants of a city, cheapest first (ties: rating, highest first, then name)."""
    index = _index(sandbox)
    arguments = args.model_dump(exclude_none=True)
    city = index.resolve_city(args.city)
    if isinstance(city, ToolError):
        return RestaurantSearchResult(arguments=arguments, error=city)
    arguments["city"] = city
    everything, _hidden = index.restaurants(sandbox, city)
    matches: Iterable[RestaurantOption] = everything
    if args.cuisines:
        wanted = [c.casefold() for c in args.cuisines]
        matches = [o for o in matches if any(w in ", ".join(o.cuisines).casefold() for w in wanted)]
    if args.max_cost is not None:
        matches = [o for o in matches if o.average_cost <= args.max_cost]
    matches = list(matches)
    filters = _filters_text((("cuisine", " or ".join(args.cuisines) or None), ("max_cost", fmt_number(args.max_cost) if args.max_cost is not None else None)))
    if not matches:
        if not everything:
            message = f"No restaurants in {city} in the sandbox."
        else:
            message = f"No restaurants in {city} match {filters} ({_plural(len(everything), 'restaurant')} without filters)."
        return RestaurantSearchResult(arguments=arguments, message=message)
    shown = matches[: args.limit]
    what = f" matching {filters}" if filters else ""
    head = f"{len(shown)} of {len(matches)}" if len(shown) < len(matches) else f"{len(matches)}"
    return RestaurantSearchResult(
        arguments=arguments,
        total=len(matches),
        options=shown,
        message=f"{head} {'restaurant' if len(matches) == 1 else 'restaurants'} in {city}{what}, cheapest first "
        "(average cost per person):",
    )


@_search(AttractionSearchResult, AttractionSearchArgs)
def search_attractions(sandbox: Sandbox, args: AttractionSearchArgs) -> AttractionSearchResult:
    """Attractions of a city, alphabetically."""
    index = _index(sandbox)
    arguments = args.model_dump(exclude_none=True)
    city = index.resolve_city(args.city)
    if isinstance(city, ToolError):
        return AttractionSearchResult(arguments=arguments, error=city)
    arguments["city"] = city
    everything, _duplicates = index.attractions(sandbox, city)
    if not everything:
        return AttractionSearchResult(arguments=arguments, message=f"No attractions in {city} in the sandbox.")
    shown = list(everything[: args.limit])
    head = f"{len(shown)} of {len(everything)}" if len(shown) < len(everything) else f"{len(everything)}"
    return AttractionSearchResult(
        arguments=arguments,
        total=len(everything),
        options=shown,
        message=f"{head} {'attraction' if len(everything) == 1 else 'attractions'} in {city}, alphabetically:",
    )


@_search(AccommodationSearchResult, AccommodationSearchArgs)
def search_accommodations(sandbox: Sandbox, args: AccommodationSearchArgs) -> AccommodationSearchResult:
    """Accommodations of a city, cheapest first (ties: review rate, highest first, then name)."""
    index = _index(sandbox)
    arguments = args.model_dump(exclude_none=True)
    city = index.resolve_city(args.city)
    if isinstance(city, ToolError):
        return AccommodationSearchResult(arguments=arguments, error=city)
    arguments["city"] = city
    everything, _hidden = index.accommodations(sandbox, city)
    people = args.people
    matches: list[AccommodationOption] = list(
        everything if people is None else index.group_accommodations(sandbox, city, people)
    )
    if args.room_type == "not shared room":
        matches = [o for o in matches if o.room_type != ROOM_TYPE_DATA["shared room"]]
    elif args.room_type is not None:
        matches = [o for o in matches if o.room_type == ROOM_TYPE_DATA[args.room_type]]
    if args.house_rule is not None:
        forbidden = f"No {args.house_rule}"
        matches = [o for o in matches if forbidden not in o.house_rules]
    if args.nights is not None:
        matches = [o for o in matches if o.minimum_nights <= args.nights]
    if args.max_price is not None:
        matches = [o for o in matches if o.price <= args.max_price]
    if people is not None:
        if args.single_unit:
            matches = [o for o in matches if o.maximum_occupancy >= people]
        if args.sort_by == "nightly_total":
            matches.sort(key=lambda o: (o.nightly_total, o.price, -o.review_rate, o.name.casefold(), o.name))
    filters = _filters_text(
        (
            ("room_type", args.room_type),
            ("house_rule", args.house_rule),
            ("nights", args.nights),
            ("max_price", fmt_number(args.max_price) if args.max_price is not None else None),
            ("single_unit for", people if args.single_unit else None),
        )
    )
    if not matches:
        if not everything:
            message = f"No accommodations in {city} in the sandbox."
        else:
            message = f"No accommodations in {city} match {filters} ({_plural(len(everything), 'listing')} without filters)."
        return AccommodationSearchResult(arguments=arguments, people=people, message=message)
    shown = matches[: args.limit]
    head = f"{len(shown)} of {len(matches)}" if len(shown) < len(matches) else f"{len(matches)}"
    what = f" matching {filters}" if filters else ""
    order = "lowest nightly total first" if args.sort_by == "nightly_total" else "cheapest first (price per night per unit)"
    return AccommodationSearchResult(
        arguments=arguments,
        people=people,
        total=len(matches),
        options=shown,
        message=f"{head} {'accommodation' if len(matches) == 1 else 'accommodations'} in {city}{what}, {order}:",
    )


SEARCH_FUNCTIONS: dict[str, Callable[..., SearchResult]] = {
    CITY_SEARCH: search_cities,
    FLIGHT_SEARCH: search_flights,
    DISTANCE_SEARCH: search_distance,
    RESTAURANT_SEARCH: search_restaurants,
    ATTRACTION_SEARCH: search_attractions,
    ACCOMMODATION_SEARCH: search_accommodations,
}

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


def search(sandbox: Sandbox, name: str, args: Mapping[str, Any] | BaseModel | str | None = None, /, **kwargs: Any) -> SearchResult:
    """Run a search tool by name (no LangChain), e.g. ``search(sb, "flight_search", origin=..., ...)``."""
    function = SEARCH_FUNCTIONS.get(name)
    if function is None:
        known = ", ".join(SEARCH_TOOL_NAMES)
        raise KeyError(f"unknown search tool {name!r}; known: {known}")
    return function(sandbox, args, **kwargs)


# --- langchain-core tools -----------------------------------------------------------------

_INPUT = "__tool_input__"


class SearchTool(StructuredTool):
    """A ``StructuredTool`` whose argument errors come back as a result (text and artifact), not an exception.

    The search function validates the raw arguments itself (against the same
    ``args_schema`` the model is shown), so an invalid call returns the typed
    error result as artifact and its message as content. Called with a tool
    call, the tool returns a ``ToolMessage`` whose ``status`` is ``"error"``
    whenever the result has an error.

    The overrides below skip per-call introspection that langchain-core does
    for injected arguments and for a ``config`` parameter; these tools have
    neither, and the introspection costs more than the search itself.
    """

    def _to_args_and_kwargs(self, tool_input: Any, tool_call_id: str | None) -> tuple[tuple, dict]:
        return (), {_INPUT: tool_input}

    def _filter_injected_args(self, tool_input: dict[str, Any]) -> dict[str, Any]:
        return tool_input

    def _run(self, *args, **kwargs):  # noqa: ANN002, ANN003 - unannotated on purpose (inspected on every call)
        return self.func(kwargs.get(_INPUT))

    async def _arun(self, *args, **kwargs):  # noqa: ANN002, ANN003
        return self.func(kwargs.get(_INPUT))

    @staticmethod
    def _mark(output: Any) -> Any:
        if isinstance(output, ToolMessage) and getattr(output.artifact, "error", None) is not None:
            output.status = "error"
        return output

    def run(self, *args: Any, **kwargs: Any) -> Any:
        return self._mark(super().run(*args, **kwargs))

    async def arun(self, *args: Any, **kwargs: Any) -> Any:
        return self._mark(await super().arun(*args, **kwargs))


def _tool_function(sandbox: Sandbox, function: Callable[..., SearchResult]) -> Callable[[Any], tuple[str, SearchResult]]:
    def call(tool_input: Any) -> tuple[str, SearchResult]:
        if tool_input is None:
            tool_input = {}
        result = function(sandbox, tool_input)
        return result.render(), result

    return call


def build_search_tools(sandbox: Sandbox | None = None, names: Iterable[str] | None = None) -> list[BaseTool]:
    """The six search tools over a sandbox (the shared default one when not given), in Table 9's order."""
    if sandbox is None:
        from sandbox.index import load_sandbox

        sandbox = load_sandbox()
    wanted = list(names) if names is not None else list(SEARCH_TOOL_NAMES)
    unknown = [n for n in wanted if n not in SEARCH_FUNCTIONS]
    if unknown:
        raise KeyError(f"unknown search tool(s): {', '.join(unknown)}; known: {', '.join(SEARCH_TOOL_NAMES)}")
    _index(sandbox)  # build the name index now rather than on the first call
    tools: list[BaseTool] = []
    for name in wanted:
        function = SEARCH_FUNCTIONS[name]
        args_model = function.args_model  # type: ignore[attr-defined]

        def on_invalid(error: ValidationError, _name: str = name, _model: type[SearchArgs] = args_model) -> str:
            return "Error: " + describe_validation_error(_name, _model, error)

        tools.append(
            SearchTool(
                name=name,
                description=TOOL_DESCRIPTIONS[name],
                args_schema=args_model,
                func=_tool_function(sandbox, function),
                response_format="content_and_artifact",
                handle_validation_error=on_invalid,
            )
        )
    return tools


def tool_by_name(tools: Iterable[BaseTool]) -> dict[str, BaseTool]:
    """The tools keyed by name."""
    return {tool.name: tool for tool in tools}
