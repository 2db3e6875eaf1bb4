"""The six travel searches as plain functions (no LangChain).

Each ``search_*(sandbox, args)`` does the work of one tool and never raises: a
bad city, date or argument comes back as a result whose ``error`` says what
is wrong (with close matches where that helps). ``args`` may be the tool's
``*Args`` model, a mapping, keyword arguments, or a bare string for the first
argument. Costs use ``evaluation.costs``, the evaluator's own formulas.
"""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import date as Date
from datetime import datetime
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ValidationError

from himap_travel.domain.constraints import (
    LOCAL,
    driving_distance,
    driving_hours,
    flight_hours,
    named,
    night_price,
    night_price_per_person,
    stay_rating,
)
from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.domain.sandbox.paths import DataDirError
from himap_travel.state.travel_times import FlightWindow
from himap_travel.state.trip import ROOM_TYPE_LISTINGS
from himap_travel.tools.search_args import (
    ACCOMMODATION_SEARCH,
    ATTRACTION_SEARCH,
    CITY_SEARCH,
    DISTANCE_SEARCH,
    FLIGHT_SEARCH,
    RESTAURANT_SEARCH,
    SEARCH_TOOL_NAMES,
    AccommodationSearchArgs,
    AttractionSearchArgs,
    CitySearchArgs,
    DistanceSearchArgs,
    FlightSearchArgs,
    RestaurantSearchArgs,
    SearchArgs,
    describe_validation_error,
)
from himap_travel.tools.search_index import SearchIndex, search_index
from himap_travel.tools.search_results import (
    AccommodationOption,
    AccommodationSearchResult,
    AttractionSearchResult,
    CitySearchResult,
    DistanceSearchResult,
    FlightOption,
    FlightSearchResult,
    RestaurantOption,
    RestaurantSearchResult,
    SearchResult,
    ToolError,
    fmt_number,
)

log = logging.getLogger(__name__)

R = TypeVar("R", bound=SearchResult)
R_co = TypeVar("R_co", bound=SearchResult, covariant=True)
A = TypeVar("A", bound=SearchArgs)
T = TypeVar("T")
_CityArgs = RestaurantSearchArgs | AttractionSearchArgs | AccommodationSearchArgs


# --- making a search total ----------------------------------------------------------------


class _Refused(Exception):
    """An argument the sandbox cannot answer (unknown city or state, malformed date).

    Raised by ``_known`` so a search stops in one line; ``_search`` turns it
    into the tool's error result, with the arguments as given.
    """

    def __init__(self, error: ToolError) -> None:
        super().__init__(error.message)
        self.error = error


def _known(value: T | ToolError) -> T:
    """A resolved value, or stop the search with the error the resolver gave."""
    if isinstance(value, ToolError):
        raise _Refused(value)
    return value


def _invalid(result_type: type[R], args_model: type[SearchArgs], error: ValidationError, raw: object) -> R:
    message = describe_validation_error(result_type.model_fields["tool"].default, args_model, error)
    arguments = dict(raw) if isinstance(raw, Mapping) else {"input": raw}
    return result_type(arguments=arguments, error=ToolError(code="bad_argument", message=message))


class SearchFunction(Generic[A, R_co]):
    """A search made total (``_search``): it validates the raw arguments, and turns any exception into an error result.

    A class rather than a wrapped function so that the argument model and the
    result type it names (``build_search_tools`` shows the model as the tool's
    schema) are typed attributes.
    """

    def __init__(self, work: Callable[[Sandbox, A], R_co], result_type: type[R_co], args_model: type[A]) -> None:
        functools.update_wrapper(self, work)
        self.work, self.result_type, self.args_model = work, result_type, args_model
        self.first_field = next(iter(args_model.model_fields))

    def __call__(self, sandbox: Sandbox, args: A | Mapping[str, Any] | str | None = None, /, **kwargs: Any) -> R_co:
        result_type, args_model = self.result_type, self.args_model
        raw: object = args if args is not None else kwargs
        if kwargs and isinstance(args, Mapping):
            raw = {**args, **kwargs}
        if isinstance(raw, str):
            raw = {self.first_field: raw}
        if isinstance(raw, args_model):
            parsed = raw
        else:
            try:
                parsed = args_model.model_validate(raw)
            except ValidationError as error:
                return _invalid(result_type, args_model, error, raw)
        try:
            return self.work(sandbox, parsed)
        except _Refused as refused:
            return result_type(arguments=parsed.model_dump(exclude_none=True), error=refused.error)
        except DataDirError:
            raise  # the sandbox itself is gone or damaged: no answer at all, never "nothing found"
        except Exception as error:  # a bug: report it as a result, never raise into the agent
            log.exception("%s failed on %r", result_type.model_fields["tool"].default, parsed)
            return result_type(
                arguments=parsed.model_dump(),
                error=ToolError(code="internal_error", message=f"internal error: {type(error).__name__}: {error}"),
            )


def _search(result_type: type[R], args_model: type[A]) -> Callable[[Callable[[Sandbox, A], R]], SearchFunction[A, R]]:
    """Make a search function total (``SearchFunction``)."""

    def decorate(work: Callable[[Sandbox, A], R]) -> SearchFunction[A, R]:
        return SearchFunction(work, result_type, args_model)

    return decorate


# --- text and argument helpers ------------------------------------------------------------


def _plural(count: int, word: str, plural: str | None = None) -> str:
    return f"{count} {word if count == 1 else (plural or word + 's')}"


def _filters_text(pairs: Iterable[tuple[str, object]]) -> str:
    shown = [f"{name}={value}" for name, value in pairs if value not in (None, False)]
    return ", ".join(shown)


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


def _route(sandbox: Sandbox, args: FlightSearchArgs | DistanceSearchArgs) -> tuple[SearchIndex, str, str]:
    """The index and the sandbox's spelling of both ends (an unknown end refuses the search, origin first)."""
    index = search_index(sandbox)
    return index, _known(index.resolve_city(args.origin)), _known(index.resolve_city(args.destination))


def _in_city(sandbox: Sandbox, args: _CityArgs) -> tuple[SearchIndex, str, dict[str, Any]]:
    """The index, the sandbox's spelling of ``args.city`` and the arguments as understood (unknown city: refused)."""
    index = search_index(sandbox)
    city = _known(index.resolve_city(args.city))
    return index, city, {**args.model_dump(exclude_none=True), "city": city}


def _found(result_type: type[R], arguments: dict[str, Any], options: Sequence[Any], limit: int | None, message: str,
           **extra: Any) -> R:
    """A result showing the first ``limit`` options (all when None); ``total`` counts them all."""
    return result_type(arguments=arguments, total=len(options), options=list(options[:limit]), message=message, **extra)


def _city_listing(result_type: type[R], arguments: dict[str, Any], city: str, everything: Sequence[Any],
                  matches: Sequence[Any], limit: int, filters: str, *, noun: str, order: str, unit: str | None = None,
                  **extra: Any) -> R:
    """A per-city answer: the first ``limit`` matches with their count, or why there are none.

    ``everything`` is the city's whole list (to tell "none in the sandbox" from
    "none match the filters"); ``noun`` names an option, ``unit`` (default:
    ``noun``) counts the unfiltered list; ``extra`` are the result type's own fields.
    """
    if not matches:
        if not everything:
            message = f"No {noun}s in {city} in the sandbox."
        else:
            message = f"No {noun}s in {city} match {filters} ({_plural(len(everything), unit or noun)} without filters)."
        return result_type(arguments=arguments, message=message, **extra)
    shown = min(limit, len(matches))
    head = f"{shown} of {len(matches)}" if shown < len(matches) else f"{len(matches)}"
    what = f" matching {filters}" if filters else ""
    message = f"{head} {noun if len(matches) == 1 else noun + 's'} in {city}{what}, {order}:"
    return _found(result_type, arguments, matches, limit, message, **extra)


# --- the searches -------------------------------------------------------------------------


@_search(CitySearchResult, CitySearchArgs)
def search_cities(sandbox: Sandbox, args: CitySearchArgs) -> CitySearchResult:
    """The cities of a state, alphabetically."""
    index = search_index(sandbox)
    state = _known(index.resolve_state(sandbox, args.state))
    options = index.cities(sandbox, state)
    message = f"{_plural(len(options), 'city', 'cities')} in {state}, alphabetically:"
    return _found(CitySearchResult, {"state": state}, options, None, message, state=state)


@_search(FlightSearchResult, FlightSearchArgs)
def search_flights(sandbox: Sandbox, args: FlightSearchArgs) -> FlightSearchResult:
    """Flights on a route and date, cheapest first (ties: departure time, flight number)."""
    index, origin, destination = _route(sandbox, args)
    day = _known(_iso_date(args.date))
    arguments = {**args.model_dump(exclude_none=True), "origin": origin, "destination": destination, "date": day}
    if origin == destination:
        return FlightSearchResult(
            arguments=arguments,
            error=ToolError(code="bad_argument", message=f"Origin and destination are both {origin}: there is no flight to take."),
        )
    options = index.flights(sandbox, origin, destination, day)
    kept = _timed_flights(options, args)
    if options and not kept:
        message = (f"No flights from {origin} to {destination} on {day} match {_flight_filters(args)} "
                   f"({_plural(len(options), 'flight')} without them).")
        return FlightSearchResult(arguments=arguments, message=message)
    if not kept:
        dates = index.route_dates(origin, destination)
        if dates:
            shown = ", ".join(dates[:10]) + (" ..." if len(dates) > 10 else "")
            message = f"No flights from {origin} to {destination} on {day}. This route has flights on: {shown}."
        else:
            message = f"No flights from {origin} to {destination} on {day} (nor on any other date in the sandbox)."
        return FlightSearchResult(arguments=arguments, message=message, available_dates=list(dates))
    message = f"{_plural(len(kept), 'flight')} from {origin} to {destination} on {day}, cheapest first (price per person):"
    return _found(FlightSearchResult, arguments, kept, args.limit or None, message)


def _timed_flights(options: Sequence[FlightOption], args: FlightSearchArgs) -> list[FlightOption]:
    """The flights that keep the search's time bounds (``flight_times``) and maximum duration (``flight_hours``)."""
    bounds = {name: getattr(args, name) for name in ("depart_from", "depart_until", "arrive_from", "arrive_until")
              if getattr(args, name) is not None}
    window = FlightWindow(**bounds) if bounds else None
    return [o for o in options if (window is None or window.allows(o.dep_time, o.arr_time))
            and (args.max_hours is None or flight_hours.allows(o, args.max_hours))]


def _flight_filters(args: FlightSearchArgs) -> str:
    """The flight search's filters in words."""
    bounds = {name: getattr(args, name) for name in ("depart_from", "depart_until", "arrive_from", "arrive_until")
              if getattr(args, name) is not None}
    parts = [FlightWindow(**bounds).describe().removeprefix("flights ")] if bounds else []
    return " and ".join(parts + ([f"at most {args.max_hours:g} hours long"] if args.max_hours is not None else []))


@_search(DistanceSearchResult, DistanceSearchArgs)
def search_distance(sandbox: Sandbox, args: DistanceSearchArgs) -> DistanceSearchResult:
    """Driving duration and distance for a pair, with self-driving and taxi costs (the evaluator's formulas)."""
    index, origin, destination = _route(sandbox, args)
    arguments = {**args.model_dump(exclude_none=True), "origin": origin, "destination": destination}
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
    if args.max_hours is not None and not driving_hours.allows(row, args.max_hours):
        message = (f"The drive from {origin} to {destination} takes {row.duration}, more than the {args.max_hours:g} hours of "
                   "driving a day allowed: no self-driving or taxi on this leg.")
        return DistanceSearchResult(arguments=arguments, message=message)
    if args.max_km is not None and not driving_distance.allows(row, args.max_km):
        message = (f"The drive from {origin} to {destination} is {row.distance}, more than the {args.max_km:g} km of "
                   "driving a day allowed: no self-driving or taxi on this leg.")
        return DistanceSearchResult(arguments=arguments, message=message)
    options = [option for option in index.drives(sandbox, origin, destination, args.people) if not args.mode or option.mode == args.mode]
    message = (
        f"Driving from {origin} to {destination}: {row.duration}, {row.distance}. "
        f"Costs for {_plural(args.people, 'person', 'people')}:"
    )
    return _found(DistanceSearchResult, arguments, options, None, message)


# The registry's restaurant filters restaurant_search takes an argument for, found once: asking the arguments for one
# they lack (``max_meal_cost``) is a pydantic attribute miss, about 8 µs, once per search (issue 44).
_RESTAURANT_FILTERS = tuple(c for c in LOCAL if c.venue == "restaurant"
                            and (c.key in RestaurantSearchArgs.model_fields or hasattr(RestaurantSearchArgs, c.key)))


@_search(RestaurantSearchResult, RestaurantSearchArgs)
def search_restaurants(sandbox: Sandbox, args: RestaurantSearchArgs) -> RestaurantSearchResult:
    """Restaurants of a city, cheapest first (ties: rating, highest first, then name)."""
    index, city, arguments = _in_city(sandbox, args)
    everything, _hidden = index.restaurants(sandbox, city)
    matches: Iterable[RestaurantOption] = everything
    if args.cuisines:
        wanted = [c.casefold() for c in args.cuisines]
        matches = [o for o in matches if any(w in ", ".join(o.cuisines).casefold() for w in wanted)]
    if args.max_cost is not None:
        matches = [o for o in matches if o.average_cost <= args.max_cost]
    kept = [(c, value) for c in _RESTAURANT_FILTERS if (value := getattr(args, c.key)) is not None]
    for constraint, value in kept:  # the registry's restaurant filters the call asks for (minimum rating, cuisines avoided)
        matches = [o for o in matches if constraint.admits(o, value, 1)]  # none of them depends on the party
    matches = _also_kept(matches, args.also_keep, None)
    max_cost = fmt_number(args.max_cost) if args.max_cost is not None else None
    filters = _filters_text((("cuisine", " or ".join(args.cuisines) or None), ("max_cost", max_cost),
                             *((c.key, _filter_value(value)) for c, value in kept), *_also_kept_text(args.also_keep)))
    return _city_listing(RestaurantSearchResult, arguments, city, everything, list(matches), args.limit, filters,
                         noun="restaurant", order="cheapest first (average cost per person)")


def _also_kept(options: Iterable[Any], also_keep: dict[str, Any] | None, people: int | None) -> list[Any]:
    """The options every rule of ``also_keep`` (registry key -> the request's value) allows: the registry's filters of
    the constraints no search argument names."""
    options = list(options)
    for key, value in (also_keep or {}).items():
        constraint = named(key)
        options = [o for o in options if constraint.admits(o, value, people or 1)]
    return options


def _also_kept_text(also_keep: dict[str, Any] | None) -> tuple[tuple[str, str], ...]:
    return tuple((key, _filter_value(value)) for key, value in (also_keep or {}).items())


def _filter_value(value: Any) -> str:
    """A filter's value as a listing's header shows it: a number as the data writes it, a list joined."""
    return " / ".join(map(str, value)) if isinstance(value, list) else fmt_number(value)


@_search(AttractionSearchResult, AttractionSearchArgs)
def search_attractions(sandbox: Sandbox, args: AttractionSearchArgs) -> AttractionSearchResult:
    """Attractions of a city, alphabetically."""
    index, city, arguments = _in_city(sandbox, args)
    everything, _duplicates = index.attractions(sandbox, city)
    return _city_listing(AttractionSearchResult, arguments, city, everything, everything, args.limit, "",
                         noun="attraction", order="alphabetically")


@_search(AccommodationSearchResult, AccommodationSearchArgs)
def search_accommodations(sandbox: Sandbox, args: AccommodationSearchArgs) -> AccommodationSearchResult:
    """Accommodations of a city, cheapest first (ties: review rate, highest first, then name)."""
    index, city, arguments = _in_city(sandbox, args)
    everything, _hidden = index.accommodations(sandbox, city)
    people = args.people
    matches: list[AccommodationOption] = list(
        everything if people is None else index.group_accommodations(sandbox, city, people)
    )
    if args.room_type is not None:  # offered rows are complete: their room type is one of the three
        matches = [o for o in matches if o.room_type in ROOM_TYPE_LISTINGS[args.room_type]]
    for rule in [args.house_rule, *(args.also_allow or ())]:  # the trip's house rules (house_rule.allows)
        if rule is not None:
            matches = [o for o in matches if f"No {rule}" not in o.house_rules]
    if args.nights is not None:
        matches = [o for o in matches if o.minimum_nights <= args.nights]
    if args.max_price is not None:  # the trip's maximum price per night per room (night_price.allows)
        matches = [o for o in matches if night_price.allows(o, args.max_price)]
    if args.max_price_per_person is not None:  # the trip's maximum price per night per person (night_price_per_person.allows)
        assert people is not None  # the arguments' validator asks for people with it (AccommodationSearchArgs._needs_people)
        matches = [o for o in matches if night_price_per_person.allows(o, args.max_price_per_person, people)]
    if args.min_rating is not None:  # the trip's minimum stay rating (stay_rating.allows)
        matches = [o for o in matches if stay_rating.allows(o, args.min_rating)]
    matches = _also_kept(matches, args.also_keep, people)
    if people is not None:
        if args.single_unit:
            matches = [o for o in matches if o.maximum_occupancy >= people]
        if args.sort_by == "nightly_total":
            matches.sort(key=lambda o: (o.nightly_total, o.price, -o.review_rate, o.name.casefold(), o.name))
    filters = _filters_text(
        (
            ("room_type", args.room_type),
            ("house_rule", args.house_rule),
            ("also_allow", ", ".join(args.also_allow) if args.also_allow else None),
            ("nights", args.nights),
            ("max_price", fmt_number(args.max_price) if args.max_price is not None else None),
            ("max_price_per_person", fmt_number(args.max_price_per_person) if args.max_price_per_person is not None else None),
            ("min_rating", fmt_number(args.min_rating) if args.min_rating is not None else None),
            ("single_unit for", people if args.single_unit else None),
            *_also_kept_text(args.also_keep),
        )
    )
    order = "lowest nightly total first" if args.sort_by == "nightly_total" else "cheapest first (price per night per unit)"
    return _city_listing(AccommodationSearchResult, arguments, city, everything, matches, args.limit, filters,
                         noun="accommodation", order=order, unit="listing", people=people)


SEARCH_FUNCTIONS: dict[str, SearchFunction[Any, SearchResult]] = {
    CITY_SEARCH: search_cities,
    FLIGHT_SEARCH: search_flights,
    DISTANCE_SEARCH: search_distance,
    RESTAURANT_SEARCH: search_restaurants,
    ATTRACTION_SEARCH: search_attractions,
    ACCOMMODATION_SEARCH: search_accommodations,
}


def search(sandbox: Sandbox, name: str, args: Mapping[str, Any] | BaseModel | str | None = None, /, **kwargs: Any) -> SearchResult:
    """Run a search tool by name (no LangChain), e.g. ``search(sb, "flight_search", origin=..., ...)``."""
    function = SEARCH_FUNCTIONS.get(name)
    if function is None:
        known = ", ".join(SEARCH_TOOL_NAMES)
        raise KeyError(f"unknown search tool {name!r}; known: {known}")
    return function(sandbox, args, **kwargs)
