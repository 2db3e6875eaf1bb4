"""The expert coordinator's optimisation: which cities, in which order, by which mode, where to sleep.

Pure functions over what the coordinator learned from the search tools
(no tool calls here), so the decision is easy to test and to reason about:
routes are ranked by an estimated trip cost that counts transport, the
cheapest eligible stay for the nights actually spent in each city, and the
cheapest distinct meals that cover the requested cuisines. The lowest cost
leaves the most slack, which the executors then spend on better meals.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

TRAVEL_FAMILIES = ("self-driving", "flight", "taxi")


@dataclass(frozen=True)
class Stay:
    name: str
    city: str
    nightly_cost: float  # price × rooms needed for the party
    minimum_nights: float
    rating: float = 0.0


@dataclass(frozen=True)
class Meal:
    name: str
    city: str
    cost: float  # average cost × people
    cuisines: str
    rating: float = 0.0

    @property
    def entry(self) -> str:
        return f"{self.name}, {self.city}"


@dataclass(frozen=True)
class CityData:
    city: str
    stays: tuple[Stay, ...]  # eligible listings, cheapest first
    meals: tuple[Meal, ...]  # eligible restaurants, cheapest first
    attractions: tuple[str, ...]

    def cheapest_stay(self, nights: int) -> Stay | None:
        return next((s for s in self.stays if s.minimum_nights <= nights), None)


@dataclass(frozen=True)
class LegChoice:
    origin: str
    destination: str
    mode: str
    cost: float


@dataclass(frozen=True)
class RouteChoice:
    cities: tuple[str, ...]
    nights: tuple[int, ...]
    stays: tuple[Stay, ...]
    legs: tuple[LegChoice, ...]
    meals: dict[str, tuple[Meal, ...]] = field(hash=False)
    stay_cost: float
    meal_cost: float
    transport_cost: float

    @property
    def total(self) -> float:
        return self.stay_cost + self.meal_cost + self.transport_cost

    @property
    def family(self) -> str:
        modes = {leg.mode for leg in self.legs}
        return "self-driving" if "self-driving" in modes else "+".join(sorted(modes))


def split_nights(days: int, cities: int) -> tuple[int, ...]:
    """Spread the D − 1 nights over the cities, earlier cities taking any remainder."""
    nights = days - 1
    if cities < 1 or nights < cities:
        raise ValueError(f"{days} days cannot visit {cities} cities (each city needs a night)")
    base, extra = divmod(nights, cities)
    return tuple(base + 1 if i < extra else base for i in range(cities))


def stay_days(nights: tuple[int, ...]) -> tuple[int, ...]:
    """Full days in each city (neither arrival nor departure): each needs three meals."""
    return tuple(n - 1 for n in nights)


def leg_days(nights: tuple[int, ...]) -> tuple[int, ...]:
    """The day index (1-based) of each inter-city move: into city 1, between cities, home."""
    days = [1]
    for n in nights:
        days.append(days[-1] + n)
    return tuple(days)


def plan_meals(
    cities: Sequence[CityData], slots: Sequence[int], cuisines: Sequence[str]
) -> tuple[float, dict[str, tuple[Meal, ...]]] | None:
    """Cheapest distinct meals for the required slots that cover every requested cuisine.

    Greedy: the cheapest meals per city, then each uncovered cuisine takes the
    cheapest restaurant serving it, replacing the dearest replaceable meal of
    its city or, where the city has no free slot, as an extra meal (a travel
    day has room for one). None when the cities cannot supply the meals.
    """
    chosen: dict[str, list[Meal]] = {}
    for data, need in zip(cities, slots):
        if len(data.meals) < need:
            return None
        chosen[data.city] = list(data.meals[:need])
    for cuisine in cuisines:
        if any(cuisine in m.cuisines for meals in chosen.values() for m in meals):
            continue
        best: tuple[float, Meal, Meal | None] | None = None
        for data in cities:
            in_use = {m.name for m in chosen[data.city]}
            offer = next((m for m in data.meals if cuisine in m.cuisines and m.name not in in_use), None)
            if offer is None:
                continue
            victim = _replaceable(chosen[data.city], cuisines, keep=cuisine)
            delta = offer.cost - (victim.cost if victim else 0.0)
            if best is None or delta < best[0]:
                best = (delta, offer, victim)
        if best is None:
            return None
        _, offer, victim = best
        meals = chosen[offer.city]
        if victim is not None:
            meals.remove(victim)
        meals.append(offer)
    total = sum(m.cost for meals in chosen.values() for m in meals)
    return total, {city: tuple(meals) for city, meals in chosen.items()}


def _replaceable(meals: list[Meal], cuisines: Sequence[str], keep: str) -> Meal | None:
    """The dearest meal whose removal loses no requested cuisine (other than ``keep``)."""
    for meal in sorted(meals, key=lambda m: -m.cost):
        others = [m for m in meals if m is not meal]
        lost = [c for c in cuisines if c != keep and c in meal.cuisines and not any(c in o.cuisines for o in others)]
        if not lost:
            return meal
    return None


LegPrices = Callable[[str, str, int], dict[str, float]]  # (origin, destination, day) -> {mode: cost}


def rank_routes(
    origin: str,
    candidates: Sequence[CityData],
    count: int,
    days: int,
    cuisines: Sequence[str],
    leg_prices: LegPrices,
    families: Sequence[str],
    keep: int = 3,
    ends: tuple[set[str], set[str]] | None = None,
) -> list[RouteChoice]:
    """The ``keep`` cheapest feasible routes, cheapest first (branch and bound on the estimate).

    Stays and meals are known for every candidate city, so routes are visited
    in order of that partial cost, and transport (the expensive look-ups) is
    priced only while a route can still beat the ``keep``-th best. ``ends``
    (cities reachable on the first day, cities that reach home on the last)
    skips routes that cannot start or end.
    """
    nights = split_nights(days, count)
    full_days = stay_days(nights)
    move_days = leg_days(nights)

    @lru_cache(maxsize=None)
    def meals_for(key: tuple[tuple[str, int], ...]):
        by_name = {c.city: c for c in candidates}
        return plan_meals([by_name[c] for c, _ in key], [3 * s for _, s in key], cuisines)

    partial: list[tuple[float, tuple[CityData, ...], tuple[Stay, ...], float, dict]] = []
    for route in itertools.permutations(candidates, count):
        if ends and (route[0].city not in ends[0] or route[-1].city not in ends[1]):
            continue
        stays = tuple(c.cheapest_stay(n) for c, n in zip(route, nights))
        if any(s is None for s in stays):
            continue
        stay_cost = sum(s.nightly_cost * n for s, n in zip(stays, nights))
        meal = meals_for(tuple(sorted((c.city, s) for c, s in zip(route, full_days))))
        if meal is None:
            continue
        partial.append((stay_cost + meal[0], route, stays, stay_cost, meal[1]))
    partial.sort(key=lambda item: (item[0], [c.city for c in item[1]]))

    best: list[RouteChoice] = []
    for base, route, stays, stay_cost, meals in partial:
        if len(best) >= keep and base >= best[-1].total:
            break
        stops = [origin, *(c.city for c in route), origin]
        legs = _cheapest_legs(stops, move_days, leg_prices, families)
        if legs is None:
            continue
        choice = RouteChoice(
            cities=tuple(c.city for c in route),
            nights=nights,
            stays=stays,
            legs=legs,
            meals=meals,
            stay_cost=stay_cost,
            meal_cost=base - stay_cost,
            transport_cost=sum(leg.cost for leg in legs),
        )
        best.append(choice)
        best.sort(key=lambda r: (r.total, r.cities))
        del best[keep:]
    return best


def _cheapest_legs(
    stops: list[str], move_days: tuple[int, ...], leg_prices: LegPrices, families: Sequence[str]
) -> tuple[LegChoice, ...] | None:
    """The cheapest consistent transport: all self-driving, or flights and taxis mixed."""
    options = []
    for family in families:
        legs = []
        for (a, b), day in zip(itertools.pairwise(stops), move_days):
            prices = leg_prices(a, b, day)
            allowed = {"self-driving": ("self-driving",), "flight": ("flight", "taxi"), "taxi": ("taxi",)}[family]
            priced = [(prices[m], m) for m in allowed if m in prices]
            if not priced:
                break
            cost, mode = min(priced)
            legs.append(LegChoice(a, b, mode, cost))
        else:
            options.append((sum(leg.cost for leg in legs), family, tuple(legs)))
    return min(options)[2] if options else None


@dataclass(frozen=True)
class DaySlot:
    """Where one day of a route stands: its role, the city it ends in, its move, its stay."""

    day: int
    role: str  # departure, stay, transit, return
    city: str
    move: int | None  # index of the inter-city move made this day
    stay: int | None  # index of the city slept in after this day (None on the last day)


def day_layout(origin: str, cities: Sequence[str], nights: tuple[int, ...], days: int) -> list[DaySlot]:
    """The day-by-day shape of a route: travel on the move days, stays in between."""
    stops = [origin, *cities, origin]
    moves = {day: index for index, day in enumerate(leg_days(nights))}
    layout, here, stay = [], origin, -1
    for day in range(1, days + 1):
        move = moves.get(day)
        if move is not None:
            here, stay = stops[move + 1], stay + 1
        last = day == days
        role = "stay" if move is None else "departure" if day == 1 else "return" if last else "transit"
        layout.append(DaySlot(day, role, here, move, None if last else stay))
    return layout
