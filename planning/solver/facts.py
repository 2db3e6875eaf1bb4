"""What the solver may choose from: every city, leg, stay, meal and sight of a request, from the sandbox searches.

The facts come from the same search functions the agents' tools run (so no
reference information, only the sandbox). Each option is priced and checked
as the evaluator will price and check its plan entry, in both modes (the
first matching row, official and strict), and taken at the dearer of the two:
a plan built from these options passes both modes by construction.

Options that can never be in an optimal plan are dropped up front, which
keeps the model small without losing a solution. For the cheapest plan: per
leg, the cheapest flight for each set of meal and sightseeing windows it
leaves open; per city, the cheapest stay for each minimum-nights value; per
city and per set of requested cuisines served, the cheapest restaurants, as
many as the trip can eat there. For the best plan (``objective="best"``) an
option is dropped only when another is at least as cheap and at least as good
(its quality points, ``domain.evaluation.quality``), for restaurants when as
many others as the trip can eat there are.

The facts are read in the world the sandbox shows (``domain.sandbox.world``):
what a disruption closed on every date is not offered, and a venue closed on
some dates only is kept with the trip's days it is closed on (``closed``), as
the evaluator reads the entry in either mode. Such an option competes only
with options closed on the same days, so the pruning still loses nothing.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from himap_travel.domain.constraints import LOCAL, avoid_sights
from himap_travel.domain.constraints.name_keys import normal
from himap_travel.domain.evaluation import costs
from himap_travel.domain.evaluation.lookup import VenueKind, venue_index
from himap_travel.domain.evaluation.parsing import name_city
from himap_travel.domain.evaluation.quality import (
    FOCUS_FACTOR,
    MEAL_SERVED,
    meal_points,
    move_points,
    night_points,
)
from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.domain.sandbox.world import world_in
from himap_travel.planning.runtime.names import ObjectiveName
from himap_travel.state.chat_state import QualityPart
from himap_travel.state.days import day_role, day_windows
from himap_travel.state.plan import writable
from himap_travel.state.travel_times import duration_minutes
from himap_travel.state.trip import TripSpec, banned_modes, meal_serves
from himap_travel.state.venues import canonical_city, canonical_venue
from himap_travel.tools.search_args import (
    MAX_LIMIT,
    accommodation_search_args,
    distance_search_args,
    flight_search_args,
    restaurant_search_args,
)
from himap_travel.tools.search_results import AccommodationOption, DriveOption, FlightOption, RestaurantOption
from himap_travel.tools.searches import search

CENTS = 100  # the model counts money in integer cents


# The model's view of a search option: the option itself (its name, city, times... are read from it) and the
# numbers the model derives from it once, as the evaluator reads its entry in both modes.


@dataclass(frozen=True)
class PricedLeg:
    """One way to make one move: a flight on a date, or a drive (any date); its ends are the option's."""

    option: FlightOption | DriveOption
    cost: int  # cents, for the whole party
    day: int | None = None  # a flight's day of the trip; None for a drive
    windows: frozenset[str] = frozenset()  # the travel-day slots the timing leaves open
    points: int = 0  # quality points: the humane-time and driving penalties (0 or negative)


@dataclass(frozen=True)
class PricedStay:
    """A listing, priced for the party; its minimum nights are the strictest the evaluator reads."""

    option: AccommodationOption
    nightly: int  # cents, all rooms the party needs
    minimum_nights: int  # may exceed the option's: the evaluator's rows are read in both modes
    points: int = 0  # quality points of one night (its rating)


@dataclass(frozen=True)
class PricedMeal:
    """A restaurant, priced for the party, with the requested cuisines the evaluator finds it serving."""

    option: RestaurantOption
    cost: int  # cents, the whole party
    cuisines: frozenset[str]  # the requested cuisines it serves (in both modes)
    points: int = 0  # quality points of one meal there (served, and its rating)


def stay_rank(stay: PricedStay) -> tuple[Any, ...]:
    """Which of two stays the solver prefers: the cheaper night, then the better rated, then by name."""
    return stay.nightly, -stay.option.review_rate, stay.option.plan_entry


def meal_rank(meal: PricedMeal) -> tuple[Any, ...]:
    """Which of two restaurants the solver prefers: the cheaper meal, then the better rated, then by name."""
    return meal.cost, -meal.option.rating, meal.option.plan_entry


@dataclass
class TripFacts:
    """Everything the model needs, gathered once per request."""

    spec: TripSpec
    cities: list[str]  # candidate cities to visit (not the origin)
    legs: dict[tuple[str, str], list[PricedLeg]] = field(default_factory=dict)  # by (origin, destination)
    stays: dict[str, list[PricedStay]] = field(default_factory=dict)
    meals: dict[str, list[PricedMeal]] = field(default_factory=dict)
    sights: dict[str, list[str]] = field(default_factory=dict)  # entries, in the sandbox's order
    searches: int = 0  # how many searches gathering took
    unusable: list[str] = field(default_factory=list)  # candidate cities lacking lodging, restaurants or sights
    closed: dict[tuple[str, str], frozenset[int]] = field(default_factory=dict)  # (kind, entry) → days it is closed on
    focus: QualityPart | None = None  # the favoured part of the quality (best only): its points are counted twice

    def closed_days(self, kind: VenueKind, entry: str) -> frozenset[int]:
        """The trip's days a disruption closed this venue on (none for nearly every venue)."""
        return self.closed.get((kind, entry), frozenset())

    def sight_names(self, city: str) -> list[str]:
        """The names of a city's sights (its entries without the city)."""
        return [sight_name(entry) for entry in self.sights.get(city, ())]

    def must_see_entries(self) -> dict[str, list[tuple[str, str]]]:
        """Each sight the request must see -> (city, entry) of every candidate city that has it (``must_see``)."""
        return {name: self.entries_of_sight(name) for name in self.spec.local_constraint.must_see or ()}

    def entries_of_sight(self, name: str) -> list[tuple[str, str]]:
        """(city, entry) of every candidate city's sight called ``name``."""
        return [(city, entry) for city in self.cities for entry in self.sights.get(city, ())
                if normal(sight_name(entry)) == normal(name)]

    def open_sights(self) -> dict[str, list[str]]:
        """Each city's sights that are open on every day of the trip (any day may take one)."""
        return {city: [s for s in found if not self.closed_days("attraction", s)] for city, found in self.sights.items()}

    @property
    def allowed_modes(self) -> tuple[str, ...]:
        banned = banned_modes(self.spec.local_constraint.transportation)
        return tuple(m for m in ("flight", "taxi", "self-driving") if m not in banned)


def sight_name(entry: str) -> str:
    """A sight entry's name ("SeaWorld Orlando, Orlando" -> "SeaWorld Orlando")."""
    return name_city(entry)[0]


# The searches' answers by (search, its arguments), shared by the gathers of one request (its own and its certificate's):
# lifting a rule changes some searches' arguments, so each lifted gather runs only those (the sandbox does not change
# meanwhile).
SearchCache = dict[tuple[str, str], tuple[Any, ...]]


def _a_state_only(dest: str, sandbox: Sandbox) -> bool:
    """Whether ``dest`` is a state and no city of the data: a trip to one city of it ("make it 1 city" of a tour of
    Tennessee) stays in one of its cities, as the expert's route does, never in a city named Tennessee."""
    return dest not in sandbox.cities and bool(sandbox.cities_in_state(dest))


class _Searcher:
    """The sandbox searches, counted; each answered once per ``cache`` and none begun past ``deadline``."""

    def __init__(self, sandbox: Sandbox, deadline: float | None = None, cache: SearchCache | None = None) -> None:
        self.sandbox = sandbox
        self.count = 0
        self.deadline = deadline
        self.cache = cache

    def __call__(self, name: str, **args: Any) -> list[Any]:
        """The options found. A search that failed (a bug: ``internal_error``) is raised, never read as "none":
        the solver would prove a trip impossible from options it never saw."""
        if self.deadline is not None and time.perf_counter() > self.deadline:
            raise OutOfTime(f"the time limit ran out while gathering the facts ({name})")
        self.count += 1
        cache = self.cache
        key = (name, _frozen(args)) if cache is not None else None
        if cache is not None and key is not None and key in cache:
            return list(cache[key])
        found = search(self.sandbox, name, args)
        error = getattr(found, "error", None)
        if error is not None and error.code == "internal_error":
            raise SearchFailed(f"{name} {args} failed: {error.message}")
        options = list(getattr(found, "options", None) or [])
        if cache is not None and key is not None:
            cache[key] = tuple(options)
        return options


def _frozen(args: dict[str, Any]) -> str:
    """A search's arguments as a cache key (any value, lists included; 1 and 1.0 kept apart)."""
    return repr(sorted(args.items()))


class OutOfTime(RuntimeError):
    """The deadline passed before the facts were gathered: nothing may be proved or claimed from part of them."""


class SearchFailed(RuntimeError):
    """A search the solver needs could not be answered: no proof and no plan can rest on it."""


def gather(spec: TripSpec, sandbox: Sandbox, leg_days: dict[int, set[int]], objective: ObjectiveName = "cheapest",
           focus: QualityPart | None = None, deadline: float | None = None, cache: SearchCache | None = None) -> TripFacts:
    """The facts of a request; ``leg_days`` maps each move (0 = leaving home) to the days it can happen on.

    ``objective``: which options may be dropped as never optimal (the cheapest plan's, or the best plan's);
    ``focus``: under "best", the part of the quality counted twice (``with_focus``); ``deadline`` (a
    ``time.perf_counter()`` value): past it ``OutOfTime`` is raised; ``cache``: searches already answered.
    """
    best = objective == "best"
    find = _Searcher(sandbox, deadline, cache)
    cities = [spec.dest] if spec.visiting_city_number == 1 and not _a_state_only(spec.dest, sandbox) else [
        c.name for c in find("city_search", state=spec.dest) if c.name != spec.org
    ]
    cities = [c for c in cities if c not in (spec.local_constraint.avoid_cities or ())]  # avoid_cities: never on the route
    facts = TripFacts(spec=spec, cities=cities)
    closed = _Closures(spec, sandbox, facts.closed)
    for city in cities:
        facts.stays[city] = _stays(spec, sandbox, find("accommodation_search", **accommodation_search_args(
            city, spec.people_number, spec.local_constraint, MAX_LIMIT)), closed, best)
        facts.meals[city] = _meals(spec, sandbox, find("restaurant_search", **restaurant_search_args(
            city, spec.local_constraint, MAX_LIMIT)), closed, best)
        facts.sights[city] = _sights(find("attraction_search", city=city, limit=MAX_LIMIT), closed,
                                     spec.local_constraint.avoid_sights)
    usable = [c for c in cities if facts.stays[c] and facts.meals[c] and facts.sights[c]]
    facts.unusable = [c for c in cities if c not in usable]
    facts.cities = usable
    last = max(leg_days)
    for move, days in leg_days.items():
        starts = [spec.org] if move == 0 else usable
        ends = [spec.org] if move == last else usable
        for a in starts:
            for b in ends:
                if a != b:
                    facts.legs.setdefault((a, b), [])
                    facts.legs[(a, b)] += _leg_options(spec, sandbox, find, a, b, days, move, last, facts, best)
    facts.searches = find.count
    return with_focus(facts, focus) if best and focus else facts


def with_focus(facts: TripFacts, focus: QualityPart) -> TripFacts:
    """The facts with the favoured part's points counted ``FOCUS_FACTOR`` times: the stays' ratings, the meals' ratings
    (a meal served is worth the same), the flights' humane-time penalties, or the sights (``TripModel``).

    Scaled after gathering: a positive factor on one part keeps every order the gathering pruned by.
    """
    facts.focus = focus
    if focus == "hotels":
        facts.stays = {c: [replace(s, points=s.points * FOCUS_FACTOR) for s in stays] for c, stays in facts.stays.items()}
    elif focus == "restaurants":
        facts.meals = {c: [replace(m, points=MEAL_SERVED + (m.points - MEAL_SERVED) * FOCUS_FACTOR) for m in meals]
                       for c, meals in facts.meals.items()}
    elif focus == "humane_hours":
        facts.legs = {k: [replace(leg, points=leg.points * FOCUS_FACTOR) if leg.day is not None else leg for leg in legs]
                      for k, legs in facts.legs.items()}
    return facts


class _Closures:
    """The trip's days each venue is closed on, as the evaluator reads its entry in either mode, noted in ``found``."""

    def __init__(self, spec: TripSpec, sandbox: Sandbox, found: dict[tuple[str, str], frozenset[int]]) -> None:
        self.index, self.dates, self.found = venue_index(sandbox), spec.date, found
        self.any = bool(world_in(sandbox).dated_closures())

    def __call__(self, kind: VenueKind, entry: str) -> frozenset[int]:
        if not self.any:
            return frozenset()
        days = frozenset(day for day, date in enumerate(self.dates, 1)
                         if any(self.index.closure(kind, entry, strict, date) for strict in (False, True)))
        if days:
            self.found[kind, entry] = days
        return days


# --- legs -------------------------------------------------------------------------------------


def _leg_options(spec: TripSpec, sandbox: Sandbox, find: _Searcher, a: str, b: str, days: set[int], move: int,
                 last: int, facts: TripFacts, best: bool = False) -> list[PricedLeg]:
    """The useful ways to go from a to b on any of ``days`` (drives once, they do not depend on the date)."""
    allowed = facts.allowed_modes
    role = day_role(move, last)
    every_window = frozenset(day_windows(role, None, None))
    known = {(o.option.mode, o.day) for o in facts.legs.get((a, b), [])}
    legs: list[PricedLeg] = []
    if ("taxi" in allowed or "self-driving" in allowed) and not any(m != "flight" for m, _ in known):
        # a drive too long is not offered
        for drive in find("distance_search", **distance_search_args(spec.local_constraint, a, b, spec.people_number)):
            if drive.mode in allowed:
                points = move_points(drive.mode, None, None, duration_minutes(drive.duration))
                legs.append(PricedLeg(drive, _cents(drive.total_cost), None, every_window, points))
    if "flight" in allowed:
        for day in sorted(days):
            if ("flight", day) in known:
                continue
            flights = find("flight_search", **flight_search_args(  # only flights keeping the trip's times
                spec.local_constraint, a, b, spec.date[day - 1], day, outbound=a == spec.org, back=b == spec.org))
            legs += _useful_flights(spec, sandbox, flights, day, role, best)
    return legs


def _useful_flights(spec: TripSpec, sandbox: Sandbox, flights: Sequence[FlightOption], day: int, role: str,
                    best: bool = False) -> list[PricedLeg]:
    """The cheapest flight for each set of open windows (and, for the best plan, quality points), dominated ones dropped."""
    index = venue_index(sandbox)
    cheapest: dict[tuple[frozenset[str], int], PricedLeg] = {}
    for f in flights:
        official = index.flights(f.flight_number)
        strict = index.flight_on_route(f.flight_number, f.origin, f.destination, spec.date[day - 1])
        prices = [row.price for row in (official[:1] + ((strict,) if strict else ())) if row.price is not None]
        if not prices:
            continue
        cost = _cents(costs.flight_cost(max(prices), spec.people_number))
        windows = frozenset(day_windows(role, f.dep_time, f.arr_time))
        leg = PricedLeg(f, cost, day, windows, move_points("flight", f.dep_time, f.arr_time, 0))
        key = (windows, leg.points if best else 0)
        if key not in cheapest or cost < cheapest[key].cost:
            cheapest[key] = leg
    kept = list(cheapest.values())
    return [o for o in kept if not any(p is not o and p.cost <= o.cost and p.windows >= o.windows
                                       and (not best or p.points >= o.points) for p in kept)]


# --- stays, meals, sights ---------------------------------------------------------------------------


def _stays(spec: TripSpec, sandbox: Sandbox, listings: Iterable[AccommodationOption], closed: _Closures,
           best_plan: bool = False) -> list[PricedStay]:
    """Eligible stays as the evaluator sees them; per minimum-nights value (and nights closed), the cheapest.

    For the best plan: every stay no other beats (as cheap, as good, as few minimum nights, closed on no more nights).
    """
    index = venue_index(sandbox)
    best: dict[tuple[int, frozenset[int]], PricedStay] = {}
    every: list[tuple[frozenset[int], PricedStay]] = []
    for listing in listings:
        entry = listing.plan_entry
        rows = [index.first("accommodation", entry, strict) for strict in (False, True)]
        if not writable(listing.name) or any(row is None for row in rows):
            continue
        if not all(allowed(spec, "accommodation", row) for row in rows):
            continue
        nightly = max(costs.accommodation_cost(r.price, r.maximum_occupancy, spec.people_number) for r in rows)
        official_rows = index.entry_rows("accommodation", entry, False)
        minimums = [rows[1].minimum_nights] + ([official_rows[0].minimum_nights] if len(official_rows) == 1 else [])
        stay = PricedStay(listing, _cents(nightly), int(max(minimums)), night_points(rows[1].review_rate or 0))
        key = (stay.minimum_nights, closed("accommodation", entry))
        every.append((key[1], stay))
        held = best.get(key)
        if held is None or stay_rank(stay) < stay_rank(held):
            best[key] = stay
    if best_plan:
        ranked = sorted(every, key=lambda item: stay_rank(item[1]))
        return [s for i, (shut, s) in enumerate(ranked)
                if not any(_beats((o.nightly, -o.points, o.minimum_nights), (s.nightly, -s.points, s.minimum_nights), j < i)
                           and other <= shut for j, (other, o) in enumerate(ranked) if j != i)]
    kept = sorted(best.items(), key=lambda item: (item[0][0], item[1].nightly))
    return [s for (_, shut), s in kept
            if not any(o.minimum_nights <= s.minimum_nights and o.nightly < s.nightly and other <= shut for (_, other), o in kept)]


def allowed(spec: TripSpec, venue: str, row: Any) -> bool:
    """Whether a row may serve this request: every set constraint that filters this table allows it (the registry's filters)."""
    return all(c.admits(row, c.value(spec), spec.people_number) for c in LOCAL if c.venue == venue and c.value(spec) is not None)


def _meals(spec: TripSpec, sandbox: Sandbox, restaurants: Iterable[RestaurantOption], closed: _Closures,
           best_plan: bool = False) -> list[PricedMeal]:
    """Distinct restaurants, priced and classed by requested cuisine (and days closed) as the evaluator reads them.

    Per class (the set of requested cuisines served), only the cheapest few
    are kept: no trip eats more meals in one city than ``3 × days``. For the
    best plan, a restaurant is dropped only when that many others of its class
    beat it (as cheap and as good): one of them is always free to take its place.
    """
    index = venue_index(sandbox)
    wanted = spec.local_constraint.wanted_cuisines
    room = 3 * spec.days
    seen: set[str] = set()
    classes: dict[tuple[frozenset[str], frozenset[int]], list[PricedMeal]] = {}
    for option in restaurants:
        entry = option.plan_entry
        key = f"{canonical_venue(option.name, option.city)}|{canonical_city(option.city)}"
        rows = [index.first("restaurant", entry, strict) for strict in (False, True)]
        if key in seen or not writable(option.name) or any(row is None for row in rows):
            continue
        if not all(allowed(spec, "restaurant", row) for row in rows):  # as the evaluator reads it, in both modes
            continue
        seen.add(key)
        served = frozenset(c for c in wanted if all(meal_serves(row.name, row.cuisines, c) for row in rows))  # eat_at too
        cost = max(costs.meal_cost(row.average_cost, spec.people_number) for row in rows)
        meal = PricedMeal(option, _cents(cost), served, meal_points(rows[1].rating or 0))
        classes.setdefault((served, closed("restaurant", entry)), []).append(meal)
    if best_plan:  # a city of n nights eats at most 3n meals there (3 a full day, 3 on its arrival and departure days)
        most = 3 * (spec.days - spec.visiting_city_number)
        kept = [m for group in classes.values() for m in _unbeaten(sorted(group, key=meal_rank), most)]
    else:
        kept = [m for group in classes.values() for m in sorted(group, key=meal_rank)[:room]]
    return sorted(kept, key=meal_rank)


def _unbeaten(ranked: list[PricedMeal], room: int) -> list[PricedMeal]:
    """The restaurants (in rank order) fewer than ``room`` others beat: as cheap and as good (ties: the earlier)."""
    return [m for i, m in enumerate(ranked)
            if sum(_beats((o.cost, -o.points), (m.cost, -m.points), j < i) for j, o in enumerate(ranked) if j != i) < room]


def _beats(one: tuple[Any, ...], other: tuple[Any, ...], earlier: bool) -> bool:
    """Whether ``one`` is at least as good as ``other`` in every (smaller-is-better) term, and better in one or earlier."""
    return all(a <= b for a, b in zip(one, other, strict=True)) and (one != other or earlier)


def _sights(attractions: Iterable[Any], closed: _Closures, avoided: Sequence[str] | None = None) -> list[str]:
    """Attraction entries that fit the ';'-separated attraction field (their closed days noted), none to be avoided."""
    entries = list(dict.fromkeys(a.plan_entry for a in attractions
                                 if writable(a.name, sight=True) and avoid_sights.allows(a.name, avoided or ())))
    for entry in entries:
        closed("attraction", entry)
    return entries


def _cents(value: float) -> int:
    return int(round(value * CENTS))
