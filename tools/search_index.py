"""The per-sandbox index behind the travel search tools.

The sandbox never changes, so everything a search needs is built on first use
and kept: the sandbox's spelling of every city and state (with close matches
for a misspelt one), the dates each route flies, and per city the typed
options, sorted. Sorting follows the paper: flights, restaurants and
accommodations cheapest first, attractions and cities alphabetically. Group
prices use ``evaluation.costs``, the evaluator's own formulas.

Data notes (see the data README). Only complete rows are offered, as the
official scorer drops the others. A restaurant or accommodation whose name is
contained in the name of an *earlier* listing of the same city (exact
duplicates included) is not offered: the official scorer resolves such a name
to the earlier listing and would price it from that row, so offering it would
misstate its cost. Attractions are deduplicated by exact name.
"""

from __future__ import annotations

import copy
import math
import re
import threading
import weakref
from collections.abc import (
    Callable,
    Container,
    Iterable,
    Mapping,
    MutableMapping,
    Sequence,
)
from typing import Any, TypeVar

from pydantic import BaseModel
from rapidfuzz import fuzz, process, utils

from himap_travel.domain.evaluation import costs
from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.tools.search_results import (
    AccommodationOption,
    AttractionOption,
    CityOption,
    DriveOption,
    FlightOption,
    RestaurantOption,
    ToolError,
)

K = TypeVar("K")
V = TypeVar("V")
T = TypeVar("T")
O = TypeVar("O", bound=BaseModel)  # an option model

_PARENTHESIZED = lazy_compile(r"^(.*?)\s*\(([^()]*)\)\s*$")


def _canon(text: str) -> str:
    """Case, punctuation and spacing removed: 'St Petersburg' and 'st. petersburg' agree."""
    return " ".join(re.sub(r"[^0-9a-z]+", " ", text.casefold()).split())


def _lookup(text: str, names: Container[str], keys: Mapping[str, str]) -> str | None:
    """``text`` if it is one of ``names``, else the name it spells with other case, punctuation or spacing."""
    if text in names:
        return text
    return keys.get(_canon(text))


def _shadowed(rows: Iterable[Any]) -> list[bool]:
    """For each row (in source order): is its name contained in an earlier row's name?"""
    flags: list[bool] = []
    seen: list[str] = []
    for row in rows:
        flags.append(any(row.name in earlier for earlier in seen))
        seen.append(row.name)
    return flags


def _repeated(rows: Iterable[Any]) -> list[bool]:
    """For each row (in source order): has an earlier row the very same name?"""
    flags: list[bool] = []
    seen: set[str] = set()
    for row in rows:
        flags.append(row.name in seen)
        seen.add(row.name)
    return flags


def _offered(
    rows: Sequence[Any], hidden: Iterable[bool], option: Callable[[Any], T], order: Callable[[T], Any]
) -> tuple[tuple[T, ...], int]:
    """The rows not hidden, as options sorted by ``order``, and how many rows were left out."""
    options = sorted((option(row) for row, hide in zip(rows, hidden, strict=True) if not hide), key=order)
    return tuple(options), len(rows) - len(options)


class _Layer(dict[Any, Any]):
    """A derived index's store: its own entries first, then its base index's, except for the keys that differ in its view.

    Only ``get`` falls through (``_kept`` reads with it); what the derived
    index builds stays here, so the base never holds a view's options.
    """

    def __init__(self, base: Mapping[Any, Any], differs: Callable[[Any], bool]) -> None:
        super().__init__()
        self.base, self.differs = base, differs

    def get(self, key: Any, default: Any = None) -> Any:
        if key in self:
            return self[key]
        return default if self.differs(key) else self.base.get(key, default)


def _kept(store: MutableMapping[K, V], key: K, build: Callable[[], V]) -> V:
    """``store[key]``, built on first use: the sandbox never changes, so nothing kept goes stale."""
    value = store.get(key)
    if value is None:
        value = store[key] = build()
    return value


# --- one table row as an option -----------------------------------------------------------


def _from_row(model: type[O], row: Any, **computed: Any) -> O:
    """An option filled from the sandbox row's fields of the same name; ``computed`` for the others."""
    fields = {name: getattr(row, name) for name in model.model_fields if name not in computed and hasattr(row, name)}
    return model(**fields, **computed)


def _split(text: str, separator: str) -> list[str]:
    return [part.strip() for part in text.split(separator) if part.strip()]


def _flight_option(f: Any) -> FlightOption:
    return _from_row(FlightOption, f, duration=f.elapsed, date=f.flight_date)


def _restaurant_option(r: Any) -> RestaurantOption:
    return _from_row(RestaurantOption, r, cuisines=_split(r.cuisines, ","))


def _attraction_option(a: Any) -> AttractionOption:
    return _from_row(AttractionOption, a)


def _accommodation_option(r: Any) -> AccommodationOption:
    return _from_row(AccommodationOption, r, minimum_nights=int(r.minimum_nights), maximum_occupancy=int(r.maximum_occupancy),
                     house_rules=_split(r.house_rules, "&"))


class SearchIndex:
    """Sorted, typed options per city, built on first use and kept (the sandbox never changes)."""

    def __init__(self, sandbox: Sandbox) -> None:
        names: set[str] = set(sandbox.cities)
        # Some table rows name cities outside the city list (e.g. Bellingham): they are still searchable.
        for attribute in ("_restaurants", "_attractions", "_all_accommodations"):
            names.update(getattr(sandbox, attribute, None) or {})
        for pair in getattr(sandbox, "_distances", None) or {}:
            names.update(pair)
        names.update(sandbox.flight_table.cities)  # stored at import: no scan of the flights
        self.route_dates: Callable[[str, str], tuple[str, ...]] = sandbox.flight_table.route_dates
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
        self._drives: dict[tuple[str, str, int], tuple[DriveOption, DriveOption]] = {}

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
            hit = _lookup(candidate.strip(), self.city_set, self.city_keys)
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
        hit = _lookup(text, sandbox.states, self.state_keys)
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

    # --- options (built on first use, then kept)

    def cities(self, sandbox: Sandbox, state: str) -> tuple[CityOption, ...]:
        """The state's cities, alphabetically."""

        def build() -> tuple[CityOption, ...]:
            names = sorted(sandbox.cities_in_state(state), key=lambda c: (c.casefold(), c))
            return tuple(CityOption(name=name, state=state) for name in names)

        return _kept(self._cities, state, build)

    def flights(self, sandbox: Sandbox, origin: str, destination: str, day: str) -> tuple[FlightOption, ...]:
        """The day's flights on a route, cheapest first (ties: departure time, flight number)."""

        def build() -> tuple[FlightOption, ...]:
            options = map(_flight_option, sandbox.flights(origin, destination, day))
            return tuple(sorted(options, key=lambda o: (o.price, o.dep_time, o.flight_number)))

        return _kept(self._flights, (origin, destination, day), build)

    def restaurants(self, sandbox: Sandbox, city: str) -> tuple[tuple[RestaurantOption, ...], int]:
        """The city's restaurants (see the data notes), cheapest first, and how many rows were left out."""

        def build() -> tuple[tuple[RestaurantOption, ...], int]:
            rows = sandbox.restaurants_in(city)
            return _offered(
                rows, _shadowed(rows), _restaurant_option, lambda o: (o.average_cost, -o.rating, o.name.casefold(), o.name)
            )

        return _kept(self._restaurants, city, build)

    def attractions(self, sandbox: Sandbox, city: str) -> tuple[tuple[AttractionOption, ...], int]:
        """The city's attractions, one per name, alphabetically, and how many repeated rows were left out."""

        def build() -> tuple[tuple[AttractionOption, ...], int]:
            rows = sandbox.attractions_in(city)
            return _offered(rows, _repeated(rows), _attraction_option, lambda o: (o.name.casefold(), o.name))

        return _kept(self._attractions, city, build)

    def accommodations(self, sandbox: Sandbox, city: str) -> tuple[tuple[AccommodationOption, ...], int]:
        """The city's listings (see the data notes; none without a maximum occupancy), cheapest first, and how many were left out."""

        def build() -> tuple[tuple[AccommodationOption, ...], int]:
            rows = sandbox.accommodations_in(city)
            hidden = [
                shadowed or not (row.maximum_occupancy and row.maximum_occupancy > 0)
                for row, shadowed in zip(rows, _shadowed(rows), strict=True)
            ]
            return _offered(
                rows, hidden, _accommodation_option, lambda o: (o.price, -o.review_rate, o.name.casefold(), o.name)
            )

        return _kept(self._accommodations, city, build)

    def group_accommodations(self, sandbox: Sandbox, city: str, people: int) -> tuple[AccommodationOption, ...]:
        """The city's listings (same order) with the rooms and the nightly total for a group."""

        def build() -> tuple[AccommodationOption, ...]:
            return tuple(
                option.with_updates(
                    rooms_needed=costs.rooms_needed(option.maximum_occupancy, people),
                    nightly_total=costs.accommodation_cost(option.price, option.maximum_occupancy, people),
                )
                for option in self.accommodations(sandbox, city)[0]
            )

        return _kept(self._group_accommodations, (city, people), build)


    def drives(self, sandbox: Sandbox, origin: str, destination: str, people: int) -> tuple[DriveOption, DriveOption]:
        """Self-driving and taxi for ``people`` on a pair whose distance row is usable (the caller checks it), priced
        by the evaluator's formulas.

        Kept per pair and party: a chat turn's route ranking asks about two hundred leg searches, most of them
        drives, and building the two options each time was a twentieth of the turn (issue 44, results/profile). A
        world's view (``derived_index``) shares this store with its base: a view changes venues and flights, never
        the distance matrix.
        """

        def build() -> tuple[DriveOption, DriveOption]:
            row = sandbox.distance(origin, destination)
            if row is None or row.km is None:
                raise ValueError(f"no usable distance row from {origin} to {destination}")
            km, fields = row.km, {"origin": origin, "destination": destination, "duration": row.duration,
                                  "distance": row.distance, "distance_km": row.km, "people": people}
            return (DriveOption(mode="self-driving", vehicles=math.ceil(people / 5), cost_per_vehicle=costs.self_driving_cost(km, 1),
                                total_cost=costs.self_driving_cost(km, people), **fields),
                    DriveOption(mode="taxi", vehicles=math.ceil(people / 4), cost_per_vehicle=costs.taxi_cost(km, 1),
                                total_cost=costs.taxi_cost(km, people), **fields))

        return _kept(self._drives, (origin, destination, people), build)


_INDEXES: weakref.WeakKeyDictionary[Sandbox, SearchIndex] = weakref.WeakKeyDictionary()
_BUILDING = threading.RLock()  # threads asking together for a new index wait for one build, not each their own


def search_index(sandbox: Sandbox) -> SearchIndex:
    """The sandbox's index, built once (keyed weakly, so it goes when the sandbox goes).

    A world's view (``domain.sandbox.world``: it names its ``base`` and what it
    ``touched``) gets an index derived from its base's, not one built afresh.
    """
    found = _INDEXES.get(sandbox)
    if found is not None:
        return found
    with _BUILDING:
        return _kept(_INDEXES, sandbox, lambda: _new_index(sandbox))


def _new_index(sandbox: Sandbox) -> SearchIndex:
    base = getattr(sandbox, "base", None)
    if base is None:
        return SearchIndex(sandbox)
    # A view's own attributes beside ``base`` (``domain.sandbox.world``), which a Sandbox does not declare.
    return derived_index(base, vars(sandbox)["touched"], vars(sandbox)["routes"])


def _city_in(cities: set[str]) -> Callable[[tuple[str, ...]], bool]:
    """Whether a (city, ...) key is of one of ``cities``."""
    return lambda key: key[0] in cities


def derived_index(base: Sandbox, touched: Mapping[str, Iterable[str]], routes: Iterable[tuple[str, str, str]]) -> SearchIndex:
    """The index of a view that differs from ``base`` only in some cities' venues and some flight routes.

    ``touched`` names, per table ("restaurants", "attractions", "accommodations"), the cities whose rows differ.
    A run-time repair has milliseconds, and copying the base's stores (the
    options built so far) would cost more as they grow.
    The names and route dates are shared with the base's index, and its stores
    are read through (``_Layer``) for every other city, table and route; the
    touched ones are built again, from the view's rows, on first use.
    """
    index = copy.copy(search_index(base))
    flown = set(routes)
    index._flights = _Layer(index._flights, flown.__contains__)
    for table, cities in touched.items():
        gone = set(cities)
        setattr(index, f"_{table}", _Layer(getattr(index, f"_{table}"), gone.__contains__))
        if table == "accommodations":
            index._group_accommodations = _Layer(index._group_accommodations, _city_in(gone))
    return index
