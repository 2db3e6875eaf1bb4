"""The expert coordinator: gathers facts through the search tools, then ranks routes.

It acts through the same tools as an LLM coordinator (``city_search``, the
day executor's searches for candidate cities and legs, and finally
``distribute_task``), so its trace is a demonstration an LLM can learn from.
Searches that do not depend on each other go out together, as one decision
holding several tool calls (``ToolBox.call_many``): the three searches of every
candidate city, the first and last legs of every candidate, and the legs the
route search is certain to price next. Bargaining feedback excludes what
failed before (a route, a leg's mode), and the next-cheapest route is tried.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from himap_travel.domain.constraints import avoid_sights, city_order
from himap_travel.domain.constraints.name_keys import normal
from himap_travel.domain.evaluation.quality import move_points
from himap_travel.planning.policies.allocation import route_nights, route_spreads, state_cities
from himap_travel.planning.policies.expert.day_tasks import build_tasks
from himap_travel.planning.policies.expert.party import flight_cost, nightly_cost
from himap_travel.planning.policies.expert.route_planner import (
    FAMILY_MODES,
    CityData,
    Leg,
    RouteChoice,
    RouteSpace,
    rank_routes,
)
from himap_travel.planning.policies.expert.upgrade import Upgrader, optional_meals_reserve, route_points
from himap_travel.state.plan import Allocation, Feedback, PlanningError, writable
from himap_travel.state.travel_times import duration_minutes
from himap_travel.state.trip import ROOM_TYPE_LISTINGS, TripSpec, banned_modes
from himap_travel.tools.search_args import (
    accommodation_search_args,
    distance_search_args,
    flight_search_args,
    restaurant_search_args,
)
from himap_travel.tools.toolbox import ToolBox

MAX_CANDIDATE_CITIES = 12  # besides every city a trip can start or end in


class NoRouteError(PlanningError):
    """No route satisfies the hard structure of the request (cities, stays, transport)."""


def transport_families(spec: TripSpec) -> tuple[str, ...]:
    """Mode families the request allows: all self-driving, or flights with taxis, or taxis only.

    A family is allowed when the rule bans none of its modes; taxis alone are
    only listed when flights (which fall back to taxis) are banned.
    """
    banned = banned_modes(spec.local_constraint.transportation)
    allowed = [family for family in ("self-driving", "flight", "taxi") if not banned & set(FAMILY_MODES[family])]
    if "flight" in allowed and "taxi" in allowed:
        allowed.remove("taxi")
    return tuple(allowed)


def required_cities(spec: TripSpec, candidates: Sequence[CityData]) -> frozenset[str]:
    """The cities a route must hold: those asked for (``visit_cities``) or ordered (``city_order``), and each named
    sight's (``must_see``), when one candidate city has it."""
    required = {*(spec.local_constraint.visit_cities or ()), *city_order.cities(spec.local_constraint.city_order or ())}
    for name in spec.local_constraint.must_see or ():
        holders = [c.city for c in candidates if any(normal(a) == normal(name) for a in c.attractions)]
        if len(holders) == 1:
            required.add(holders[0])
    return frozenset(required)


class ExpertCoordinator:
    """Strategic level of the expert policy."""

    def allocate(self, spec: TripSpec, feedback: list[Feedback], tools: ToolBox, objective: str = "cheapest") -> Allocation:
        """The cheapest route bargaining has not ruled out; under ``objective="best"`` the route of most points that fits
        first (``_best_first``), its stays and planned meals upgraded within the budget (``upgrade``)."""
        avoided = set(spec.local_constraint.avoid_cities or ())
        candidates = [c for c in self._candidate_cities(spec, tools) if c.stays and c.meals and c.attractions and c.city not in avoided]
        required = required_cities(spec, candidates)
        if len(candidates) < spec.visiting_city_number:
            raise NoRouteError(
                f"only {len(candidates)} usable cities for {spec.dest} "
                f"(need {spec.visiting_city_number} with lodging, restaurants and attractions)"
            )
        leg_prices = _LegPricer(spec, tools)
        leg_prices.fetch([(spec.org, c.city, 1) for c in candidates] + [(c.city, spec.org, spec.days) for c in candidates])
        first = {c.city for c in candidates if leg_prices(spec.org, c.city, 1)}
        last = {c.city for c in candidates if leg_prices(c.city, spec.org, spec.days)}
        cheapest = {c.city for c in candidates[:MAX_CANDIDATE_CITIES]}
        candidates = [c for c in candidates if c.city in first | last | cheapest | required]
        space = RouteSpace(candidates, spec.local_constraint.wanted_cuisines, spec.people_number,
                           spec.local_constraint.every_meal)  # shared by every ranking

        def ranked(near: tuple[tuple[str, ...], int] | None = None, families: tuple[str, ...] = transport_families(spec),
                   keep: int = 4, nights: tuple[int, ...] | None = None) -> list[RouteChoice]:
            return rank_routes(spec.org, candidates, spec.visiting_city_number, spec.days, spec.local_constraint.wanted_cuisines,
                               spec.people_number, leg_prices, families, keep=keep, ends=(first, last),
                               lookahead=leg_prices, near=near, required=required, nights=nights or route_nights(spec),
                               space=space, order=tuple(spec.local_constraint.city_order or ()))

        by_city = {c.city: c for c in candidates}
        upgrade = Upgrader(by_city, spec.budget, spec.local_constraint.wanted_cuisines, spec.people_number,
                           every=spec.local_constraint.every_meal)  # objective "best"
        repair = feedback[-1] if feedback and feedback[-1].keep_route else None
        routes, fresh = nearest_routes(ranked, repair) if repair else ([], [])
        if not fresh:
            routes = ranked()
            if not routes or routes[0].total > spec.budget:
                routes = any_spread(ranked, spec, routes)
            if objective == "best":
                routes = _best_first(routes, ranked, spec, upgrade, leg_prices.driving_minutes)
            tried = {tuple(f.route) for f in feedback}
            fresh = [r for r in routes if r.cities not in tried]
        if not routes:
            raise NoRouteError(f"no route from {spec.org} to {spec.dest} has transport, lodging and meals for the request")
        choice = fresh[0] if fresh else routes[0]
        if objective == "best":
            choice = upgrade(choice)
        allocation = build_tasks(spec, choice, by_city, alternatives=len(fresh) - 1, objective=objective)
        tools.call("distribute_task", allocation=allocation.model_dump(mode="json"))
        return allocation

    def _candidate_cities(self, spec: TripSpec, tools: ToolBox) -> list[CityData]:
        if spec.visiting_city_number == 1:
            (single,) = self._cities_data(spec, [spec.dest], tools)
            if single.stays or single.meals:
                return [single]
        data = self._cities_data(spec, state_cities(spec, tools), tools)
        # Cheapest stays first: the middle of a route is drawn from the first few of these.
        nights = max(route_nights(spec))
        data.sort(key=lambda c: (_stay_floor(c, nights), c.city))
        return data

    def _cities_data(self, spec: TripSpec, cities: Sequence[str], tools: ToolBox) -> list[CityData]:
        """Lodging, restaurants and sights of every city, searched together (one decision)."""
        local = spec.local_constraint
        calls: list[tuple[str, dict[str, Any]]] = []
        for city in cities:
            calls += [
                ("accommodation_search", accommodation_search_args(city, spec.people_number, local, limit=200)),
                ("restaurant_search", restaurant_search_args(city, local, limit=500)),
                ("attraction_search", dict(city=city, limit=200)),
            ]
        found = tools.call_many(calls)
        return [self._city_data(spec, city, *found[3 * i : 3 * i + 3]) for i, city in enumerate(cities)]

    def _city_data(self, spec: TripSpec, city: str, lodging: Any, food: Any, sights: Any) -> CityData:
        """The city's search options a plan can use: listings of the room type asked for, distinct restaurants, sights."""
        room_type = spec.local_constraint.room_type
        stays = [
            o for o in getattr(lodging, "options", [])
            if writable(o.name) and (not room_type or o.room_type in ROOM_TYPE_LISTINGS[room_type])
        ]
        meals, seen = [], set()
        for o in getattr(food, "options", []):
            if writable(o.name) and o.name not in seen:
                seen.add(o.name)
                meals.append(o)
        avoided = spec.local_constraint.avoid_sights or ()
        attractions = tuple(o.name for o in getattr(sights, "options", [])
                            if writable(o.name, sight=True) and avoid_sights.allows(o.name, avoided))
        return CityData(city, tuple(sorted(stays, key=lambda s: (nightly_cost(s), s.name))), tuple(meals), attractions)


def any_spread(ranked: Callable[..., list[RouteChoice]], spec: TripSpec, routes: list[RouteChoice]) -> list[RouteChoice]:
    """When no route of the usual spread of nights fits the budget (or none exists): the cheapest routes over every
    spread (fewer nights in a dear city), as the exact solver weighs them; the usual ones first at equal cost."""
    usual = route_nights(spec)
    found = routes + [r for nights in route_spreads(spec) if nights != usual for r in ranked(nights=nights)]
    return sorted(found, key=lambda r: (r.total, r.nights != usual))[: max(len(routes), 4)]


BEST_ROUTES = 12  # best objective: the cheapest routes whose upgraded stays are compared


def _best_first(routes: list[RouteChoice], ranked: Callable[..., list[RouteChoice]], spec: TripSpec,
                upgrade: Upgrader, driving_minutes: Callable[[str, str], float]) -> list[RouteChoice]:
    """Best objective: the routes that fit the budget with the travel days' optional meals, those of most points first
    (their stays and planned meals upgraded within the budget, ``upgraded_route``, less the hours at the wheel); then
    the cheapest as before (bargaining moves on to them when these fail)."""
    families = transport_families(spec)
    wide = ranked(keep=BEST_ROUTES)
    calm = tuple(f for f in families if f != "self-driving")
    if calm and calm != families:
        wide += [r for r in ranked(families=calm, keep=BEST_ROUTES) if r not in wide]
    fitting = [r for r in wide if r.total + optional_meals_reserve(r) <= spec.budget]

    def points(route: RouteChoice) -> float:
        return route_points(upgrade(route)) + sum(move_points(leg.mode, None, None, driving_minutes(leg.origin, leg.destination))
                                                  for leg in route.legs)

    ordered = sorted(fitting, key=lambda r: (-points(r), r.total, r.cities))
    return ordered + [r for r in routes if r not in ordered]


def nearest_routes(ranked: Callable[..., list[RouteChoice]], repair: Feedback) -> tuple[list[RouteChoice], list[RouteChoice]]:
    """A repair's routes: those that move the fewest cities of the failed route, other than that route as it was.

    First the same cities by another mode, then one city replaced, then two, ...: the days of the
    cities kept are kept as planned, so the fewer cities move, the fewer days change. Returns the
    routes ranked at the first distance that has one, and those that differ from the failed route.
    """
    old = tuple(repair.route)
    for moved in range(len(old) + 1):
        routes = ranked((old, moved))
        fresh = [r for r in routes if (r.cities, r.family) != (old, repair.transport)]
        if fresh:
            return routes, fresh
    return [], []


def _stay_floor(city: CityData, nights: int) -> float:
    stay = city.cheapest_stay(nights)
    return nightly_cost(stay) * nights if stay else float("inf")


class _LegPricer:
    """Prices inter-city moves by each allowed mode on their dates, through the tools (memoised).

    ``fetch`` looks several legs up in one decision (a flight search, when
    flights are allowed, and a distance search per leg); it is also the
    ``LegLookahead`` the route search uses to batch the legs it is certain to
    price next.
    """

    def __init__(self, spec: TripSpec, tools: ToolBox) -> None:
        self.spec = spec
        self.tools = tools
        self.families = transport_families(spec)
        self._prices: dict[Leg, dict[str, float]] = {}
        self._driving: dict[tuple[str, str], float] = {}

    def __call__(self, origin: str, destination: str, day: int) -> dict[str, float]:
        if (origin, destination, day) not in self._prices:
            self.fetch([(origin, destination, day)])
        return self._prices[(origin, destination, day)]

    def known(self, origin: str, destination: str, day: int) -> dict[str, float] | None:
        return self._prices.get((origin, destination, day))

    def fetch(self, legs: Sequence[Leg]) -> None:
        fresh = [leg for leg in dict.fromkeys(legs) if leg not in self._prices]
        flights = "flight" in self.families
        local = self.spec.local_constraint
        calls: list[tuple[str, dict[str, Any]]] = []
        for origin, destination, day in fresh:
            if flights:
                calls.append(("flight_search", flight_search_args(local, origin, destination, self.spec.date[day - 1], day,
                                                                  outbound=origin == self.spec.org, back=destination == self.spec.org)))
            calls.append(("distance_search", distance_search_args(local, origin, destination, self.spec.people_number)))
        found = iter(self.tools.call_many(calls))
        for leg in fresh:
            self._prices[leg] = self._read(next(found) if flights else None, next(found), leg)

    def driving_minutes(self, origin: str, destination: str) -> float:
        """Minutes at the wheel of a self-drive from ``origin`` to ``destination`` that was priced (0 if none was)."""
        return self._driving.get((origin, destination), 0.0)

    def _read(self, flights: Any, drive: Any, leg: Leg) -> dict[str, float]:
        prices: dict[str, float] = {}
        options = getattr(flights, "options", [])
        if options:
            prices["flight"] = flight_cost(options[0], self.spec.people_number)
        for option in getattr(drive, "options", []):
            if option.mode == "taxi" or "self-driving" in self.families:
                prices[option.mode] = option.total_cost
            if option.mode == "self-driving":
                self._driving[leg[:2]] = duration_minutes(option.duration)
        return prices


__all__ = ["ExpertCoordinator", "NoRouteError", "RouteChoice", "transport_families"]
