"""The expert coordinator's optimisation: which cities, in which order, by which mode, where to sleep.

Pure functions over what the coordinator learned from the search tools
(no tool calls here), so the decision is easy to test and to reason about:
routes are ranked by an estimated trip cost that counts transport, the
cheapest eligible stay for the nights actually spent in each city, and the
cheapest distinct meals that cover the requested cuisines. The lowest cost
leaves the most slack, which the executors then spend on better meals.
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from himap_travel.domain.constraints import city_order
from himap_travel.planning.policies.allocation import leg_days, split_nights, stay_days
from himap_travel.planning.policies.expert.party import meal_cost, nightly_cost, serves
from himap_travel.state.days import MEALS
from himap_travel.state.trip import CityPlace
from himap_travel.tools.search_results import AccommodationOption, RestaurantOption

TRAVEL_FAMILIES = ("self-driving", "flight", "taxi")
FAMILY_MODES = {"self-driving": ("self-driving",), "flight": ("flight", "taxi"), "taxi": ("taxi",)}


@dataclass(frozen=True)
class CityData:
    """What the searches offer in one candidate city: the search options themselves, filtered for the request."""

    city: str
    stays: tuple[AccommodationOption, ...]  # eligible listings, cheapest night first
    meals: tuple[RestaurantOption, ...]  # eligible restaurants, cheapest first
    attractions: tuple[str, ...]

    def cheapest_stay(self, nights: int) -> AccommodationOption | None:
        return next((s for s in self.stays if s.minimum_nights <= nights), None)


@dataclass(frozen=True)
class LegChoice:
    """One move of a route, priced: the coordinator knows a leg only as a cost per mode (``LegPrices``).

    It holds no flight or drive: the day's executor searches and books the actual one.
    """

    origin: str
    destination: str
    mode: str
    cost: float


@dataclass(frozen=True)
class RouteChoice:
    cities: tuple[str, ...]
    nights: tuple[int, ...]
    stays: tuple[AccommodationOption, ...]
    legs: tuple[LegChoice, ...]
    meals: dict[str, tuple[RestaurantOption, ...]] = field(hash=False)
    stay_cost: float
    meal_cost: float
    transport_cost: float

    @property
    def total(self) -> float:
        return self.stay_cost + self.meal_cost + self.transport_cost

    @property
    def family(self) -> str:
        return transport_family(leg.mode for leg in self.legs)


def transport_family(modes: Iterable[str]) -> str:
    """How a route's transport is named: "self-driving", or its modes joined ("flight", "flight+taxi", "taxi")."""
    found = set(modes)
    return "self-driving" if "self-driving" in found else "+".join(sorted(found))


def plan_meals(
    cities: Sequence[CityData], slots: Sequence[int], cuisines: Sequence[str], people: int,
    serving: Callable[[RestaurantOption, str], bool] = serves, every: Mapping[str, Sequence[str]] | None = None,
) -> tuple[float, dict[str, tuple[RestaurantOption, ...]]] | None:
    """Cheapest distinct meals for the required slots that cover every requested cuisine.

    Greedy: the cheapest meals per city (first, for a meal asked at every such meal, ``every``: "Italian every
    night", the cheapest serving it for each full day: ``_every_meal``), then each uncovered cuisine takes the
    cheapest restaurant serving it, replacing the dearest replaceable meal of
    its city or, where the city has no free slot, as an extra meal (a travel
    day has room for one). None when the cities cannot supply the meals.
    Costs are the party's (``people``). ``serving``: ``party.serves``, or a memo of it (``RouteSpace``'s).
    """
    chosen: dict[str, list[RestaurantOption]] = {}
    held: list[RestaurantOption] = []  # those kept for a meal asked at every such meal: never replaced
    for data, need in zip(cities, slots, strict=True):
        kept = _every_meal(data, need // len(MEALS), every or {}, serving)
        if len(data.meals) < need or kept is None:
            return None
        held += kept
        chosen[data.city] = [*kept, *[m for m in data.meals if m not in kept][: need - len(kept)]]
    for cuisine in cuisines:
        if any(serving(m, cuisine) for meals in chosen.values() for m in meals):
            continue
        best: tuple[float, RestaurantOption, RestaurantOption | None] | None = None
        for data in cities:
            in_use = {m.name for m in chosen[data.city]}
            offer = next((m for m in data.meals if serving(m, cuisine) and m.name not in in_use), None)
            if offer is None:
                continue
            victim = _replaceable([m for m in chosen[data.city] if m not in held], cuisines, keep=cuisine, people=people,
                                  serving=serving)
            delta = meal_cost(offer, people) - (meal_cost(victim, people) if victim else 0.0)
            if best is None or delta < best[0]:
                best = (delta, offer, victim)
        if best is None:
            return None
        _, offer, victim = best
        meals = chosen[offer.city]
        if victim is not None:
            meals.remove(victim)
        meals.append(offer)
    total = sum(meal_cost(m, people) for meals in chosen.values() for m in meals)
    return total, {city: tuple(meals) for city, meals in chosen.items()}


def _every_meal(data: CityData, days: int, every: Mapping[str, Sequence[str]],
                serving: Callable[[RestaurantOption, str], bool]) -> list[RestaurantOption] | None:
    """For each meal asked at every such meal, the city's ``days`` cheapest restaurants serving every cuisine asked of
    it, none for two meals (None: the city has too few)."""
    kept: list[RestaurantOption] = []
    for cuisines in every.values():
        fit = [m for m in data.meals if m not in kept and all(serving(m, c) for c in cuisines)][:days]
        if len(fit) < days:
            return None
        kept += fit
    return kept


def _replaceable(meals: list[RestaurantOption], cuisines: Sequence[str], keep: str, people: int,
                 serving: Callable[[RestaurantOption, str], bool] = serves) -> RestaurantOption | None:
    """The dearest meal whose removal loses no requested cuisine (other than ``keep``)."""
    for meal in sorted(meals, key=lambda m: -meal_cost(m, people)):
        others = [m for m in meals if m is not meal]
        lost = [c for c in cuisines if c != keep and serving(meal, c) and not any(serving(o, c) for o in others)]
        if not lost:
            return meal
    return None


LegPrices = Callable[[str, str, int], dict[str, float]]  # (origin, destination, day) -> {mode: cost}
Leg = tuple[str, str, int]  # (origin, destination, day)
KnownPrices = Callable[[str, str, int], "dict[str, float] | None"]  # None: not looked up yet


class LegLookahead(Protocol):
    """Lets ``rank_routes`` look up together every leg it is certain to price next (one batch of searches)."""

    def known(self, origin: str, destination: str, day: int) -> dict[str, float] | None:
        """The leg's prices when already looked up (what ``rank_routes``' ``leg_prices`` answers for it), else None."""
        ...

    def fetch(self, legs: Sequence[Leg]) -> None:
        """Look these legs up (together)."""
        ...


Unpriced = tuple[float, tuple[CityData, ...], tuple[AccommodationOption, ...], float, dict[str, Any]]
"""A route before transport: (stays + meals cost, cities, stays, stay cost, meals by city)."""
TransportOptions = list[tuple[float, str, tuple[LegChoice, ...]]]
"""A route's complete transport, one per family that completes it (``_walk_legs``): (cost, family, legs)."""


class RouteSpace:
    """The routes over one set of candidate cities with their stays and meals, before transport, cheapest first.

    They do not depend on the transport families or on how many routes are kept, so the coordinator's several
    rankings of one request (the cheapest, the ``best`` objective's wider lists, by family) share one list per
    shape (``unpriced``) and one meal plan per set of cities and days, instead of enumerating every permutation and
    planning its meals again each time (issue 44: about a third of a chat turn's ranking).
    """

    def __init__(self, candidates: Sequence[CityData], cuisines: Sequence[str], people: int,
                 every: Mapping[str, Sequence[str]] | None = None) -> None:
        self.candidates = tuple(candidates)
        self.cuisines = tuple(cuisines)
        self.people = people
        self.every = every or {}  # ``LocalConstraint.every_meal``: meals asked to serve a cuisine every time
        self._by_city = {c.city: c for c in self.candidates}
        self._meals: dict[tuple[tuple[str, int], ...], tuple[float, dict[str, tuple[RestaurantOption, ...]]] | None] = {}
        self._unpriced: dict[tuple[Any, ...], list[Unpriced]] = {}
        self._serves: dict[tuple[int, str], bool] = {}  # by the option's id: the candidates hold every option it sees

    def serves(self, option: RestaurantOption, cuisine: str) -> bool:
        """``party.serves``, memoised: the meal plans of one request ask it of the same restaurants again and again."""
        key = (id(option), cuisine)
        found = self._serves.get(key)
        if found is None:
            found = self._serves[key] = serves(option, cuisine)
        return found

    def unpriced(self, nights: tuple[int, ...], ends: tuple[set[str], set[str]] | None,
                 near: tuple[tuple[str, ...], int] | None, required: frozenset[str],
                 order: tuple[CityPlace, ...] = ()) -> list[Unpriced]:
        """The routes of ``len(nights)`` cities (``rank_routes``' filters), by stays and meals cost, then cities."""
        key = (nights, ends and (frozenset(ends[0]), frozenset(ends[1])), near, required, order)
        if key not in self._unpriced:
            self._unpriced[key] = self._enumerate(nights, ends, near, required, order)
        return self._unpriced[key]

    def _enumerate(self, nights: tuple[int, ...], ends: tuple[set[str], set[str]] | None,
                   near: tuple[tuple[str, ...], int] | None, required: frozenset[str],
                   order: tuple[CityPlace, ...]) -> list[Unpriced]:
        at = self._positions(nights)
        partial: list[Unpriced] = []
        for route in itertools.permutations(self.candidates, len(nights)):
            if ends and (route[0].city not in ends[0] or route[-1].city not in ends[1]):
                continue
            if near and moved_cities(near[0], tuple(c.city for c in route)) > near[1]:
                continue
            if required and not required <= {c.city for c in route}:
                continue
            if order and not city_order.keeps(order, [c.city for c in route]):
                continue
            found = [here[c.city] for here, c in zip(at, route, strict=True) if c.city in here]
            if len(found) < len(route):  # a city without a stay for its nights
                continue
            stays = tuple(stay for stay, _, _ in found)
            stay_cost = sum(cost for _, cost, _ in found)
            meal = self._meals_for(tuple(sorted(days for _, _, days in found)))
            if meal is None:
                continue
            partial.append((stay_cost + meal[0], route, stays, stay_cost, meal[1]))
        partial.sort(key=lambda item: (item[0], [c.city for c in item[1]]))
        return partial

    def _positions(self, nights: tuple[int, ...]) -> list[dict[str, tuple[AccommodationOption, float, tuple[str, int]]]]:
        """For each position of a route: each city that has a stay for its nights there, with that stay, what the
        nights cost and the city's (city, full days) for its meals; worked out once per shape, not once per route."""
        at: list[dict[str, tuple[AccommodationOption, float, tuple[str, int]]]] = []
        for n, days in zip(nights, stay_days(nights), strict=True):
            here: dict[str, tuple[AccommodationOption, float, tuple[str, int]]] = {}
            for c in self.candidates:
                stay = c.cheapest_stay(n)
                if stay is not None:
                    here[c.city] = (stay, nightly_cost(stay) * n, (c.city, days))
            at.append(here)
        return at

    def _meals_for(self, key: tuple[tuple[str, int], ...]) -> tuple[float, dict[str, tuple[RestaurantOption, ...]]] | None:
        if key not in self._meals:
            self._meals[key] = plan_meals([self._by_city[c] for c, _ in key], [3 * s for _, s in key], self.cuisines,
                                          self.people, self.serves, self.every)
        return self._meals[key]


def rank_routes(
    origin: str,
    candidates: Sequence[CityData],
    count: int,
    days: int,
    cuisines: Sequence[str],
    people: int,
    leg_prices: LegPrices,
    families: Sequence[str],
    keep: int = 3,
    ends: tuple[set[str], set[str]] | None = None,
    lookahead: LegLookahead | None = None,
    near: tuple[tuple[str, ...], int] | None = None,
    required: frozenset[str] = frozenset(),
    nights: tuple[int, ...] | None = None,
    space: RouteSpace | None = None,
    order: tuple[CityPlace, ...] = (),
) -> list[RouteChoice]:
    """The ``keep`` cheapest feasible routes for a party of ``people``, cheapest first (branch and bound on the estimate).

    Stays and meals are known for every candidate city, so routes are visited
    in order of that partial cost, and transport (the expensive look-ups) is
    priced only while a route can still beat the ``keep``-th best. ``ends``
    (cities reachable on the first day, cities that reach home on the last)
    skips routes that cannot start or end. With a ``lookahead``, the legs the
    search is certain to price next are looked up together (one batch of
    searches) instead of one by one; the ranking and the legs looked up are
    the same. ``near`` = (a route, n): only routes that differ from it in at
    most n positions (a repair changes as little of the route as it can).
    ``required``: cities every route holds (cities to visit, a named sight's). ``nights``: how every route spreads
    its nights (``allocation.nights_keeping``; by default evenly). ``space``: the routes before transport, shared by
    the rankings of one request over the same ``candidates``, ``cuisines`` and ``people`` (else built for this one).
    ``order``: the order of the cities asked (``city_order``), which every route keeps.
    """
    nights = nights or split_nights(days, count)
    move_days = leg_days(nights)
    if space is None:
        space = RouteSpace(candidates, cuisines, people)
    elif (space.candidates, space.cuisines, space.people) != (tuple(candidates), tuple(cuisines), people):
        raise ValueError("rank_routes: the route space was built for other candidates, cuisines or party")
    partial = space.unpriced(nights, ends, near, required, order)

    best: list[RouteChoice] = []
    for index, entry in enumerate(partial):
        if len(best) >= keep and entry[0] >= best[-1].total:
            break
        if lookahead is not None:  # its last walk of this route, every leg known, is the walk leg_prices would make
            choice = _priced(entry, nights, _look_ahead(partial[index:], best, keep, origin, nights, move_days, families, lookahead))
        else:
            choice = _route_choice(entry, origin, nights, move_days, leg_prices, families)
        if choice is None:
            continue
        bisect.insort(best, choice, key=_rank)  # where a stable sort of the list would put it
        del best[keep:]
    return best


def _rank(route: RouteChoice) -> tuple[float, tuple[str, ...]]:
    """How ``rank_routes`` orders its routes: cheapest first, then by cities."""
    return route.total, route.cities


def moved_cities(before: Sequence[str], after: Sequence[str]) -> int:
    """How many positions of a route hold another city."""
    return sum(a != b for a, b in itertools.zip_longest(before, after))


def _route_choice(entry: tuple[Any, ...], origin: str, nights: tuple[int, ...], move_days: tuple[int, ...],
                  leg_prices: LegPrices, families: Sequence[str]) -> RouteChoice | None:
    """A route of ``rank_routes``' list, with its cheapest consistent transport (None: no transport fits)."""
    return _priced(entry, nights, _walk_legs(_stops(origin, entry), move_days, leg_prices, families)[0])


def _stops(origin: str, entry: tuple[Any, ...]) -> list[str]:
    """A route's stops, from home back home."""
    return [origin, *(c.city for c in entry[1]), origin]


def _priced(entry: tuple[Any, ...], nights: tuple[int, ...], options: TransportOptions) -> RouteChoice | None:
    """A route of ``rank_routes``' list with the cheapest of its complete transport ``options`` (``_walk_legs``; None
    when there is none): each route is walked once when priced, not again to build its choice (issue 44)."""
    if not options:
        return None
    legs = min(options)[2]
    base, route, stays, stay_cost, meals = entry
    return RouteChoice(
        cities=tuple(c.city for c in route),
        nights=nights,
        stays=stays,
        legs=legs,
        meals=meals,
        stay_cost=stay_cost,
        meal_cost=base - stay_cost,
        transport_cost=sum(leg.cost for leg in legs),
    )


def _look_ahead(entries: Sequence[tuple[Any, ...]], best: list[RouteChoice], keep: int, origin: str, nights: tuple[int, ...],
                move_days: tuple[int, ...], families: Sequence[str], lookahead: LegLookahead) -> TransportOptions:
    """Before pricing ``entries[0]``, fetch in batches every leg the search is certain to look up next; returns
    ``entries[0]``'s complete transport options (``_walk_legs``), once all its legs are known.

    Certain means: whatever the unknown prices turn out to be. A route is
    certainly priced when even the most pessimistic outcome of the routes
    before it (each one feasible at its lowest possible total) leaves it under
    the bound; in a route, each family's walk certainly reaches its first
    unknown leg. So the batch holds no speculative search, and the search
    looks up exactly the legs it would one by one.
    """
    stops = _stops(origin, entries[0])
    while True:
        options, pending = _walk_legs(stops, move_days, lookahead.known, families)
        if not pending:
            return options
        lookahead.fetch(_certain_legs(entries, best, keep, origin, nights, move_days, families, lookahead.known))


def _certain_legs(entries: Sequence[tuple[Any, ...]], best: list[RouteChoice], keep: int, origin: str, nights: tuple[int, ...],
                  move_days: tuple[int, ...], families: Sequence[str], known: KnownPrices) -> list[Leg]:
    """The unknown legs the search will look up whatever they cost (``entries[0]`` is certainly priced)."""
    totals = sorted(r.total for r in best)  # known totals, and the lowest possible total of each undecided route
    needed: dict[Leg, None] = {}
    for entry in entries:
        if len(totals) >= keep and entry[0] >= totals[keep - 1]:
            break  # this route might not be priced
        options, pending = _walk_legs(_stops(origin, entry), move_days, known, families)
        if not pending:  # decided: its exact total, as the search will compute it
            choice = _priced(entry, nights, options)
            if choice is not None:
                bisect.insort(totals, choice.total)
            continue
        needed.update((leg, None) for _, leg in pending)
        floors = [cost for cost, _, _ in options] + [cost for cost, _ in pending if cost is not None]
        if floors:  # else it cannot be feasible: it adds no total
            bisect.insort(totals, entry[0] + min(floors) - 1e-6)  # below any total it can reach (costs are >= 0)
    return list(needed)


def _walk_legs(stops: list[str], move_days: tuple[int, ...], prices: KnownPrices, families: Sequence[str]
               ) -> tuple[TransportOptions, list[tuple[float | None, Leg]]]:
    """Each family's cheapest mode per leg, walked in order until a leg lacks the family's modes.

    Returns the complete options (cost, family, legs). A family whose walk
    reaches a leg ``prices`` does not know yet (None) stops there: it is
    returned as pending, with that leg and the least it can cost (its known
    legs, later ones included; None when a later known leg lacks its modes,
    so it cannot complete).
    """
    options: TransportOptions = []
    pending: list[tuple[float | None, Leg]] = []
    moves = list(zip(itertools.pairwise(stops), move_days, strict=True))
    for family in families:
        legs: list[tuple[str, str, str, float]] = []  # a LegChoice's fields: built only for a walk that completes
        floor: float | None = 0.0
        unknown: Leg | None = None
        modes = FAMILY_MODES[family]
        for (a, b), day in moves:
            prices_ab = prices(a, b, day)
            if prices_ab is None:
                unknown = unknown or (a, b, day)
                continue
            priced = [(prices_ab[m], m) for m in modes if m in prices_ab]
            if not priced:  # the family fails here (an unknown leg before this one is still looked up)
                floor = None
                break
            cost, mode = min(priced)
            assert floor is not None  # None only on the way out of this walk (break above)
            floor += cost
            if unknown is None:
                legs.append((a, b, mode, cost))
        if unknown is not None:
            pending.append((floor, unknown))
        elif floor is not None:
            options.append((sum(leg[3] for leg in legs), family, tuple(LegChoice(*leg) for leg in legs)))
    return options, pending

