"""The expert coordinator: gathers facts through the search tools, then ranks routes.

It acts through the same tools as an LLM coordinator (``city_search``, the
day-planner searches for candidate cities and legs, and finally
``distribute_task``), so its trace is a demonstration an LLM can learn from.
Bargaining feedback excludes what failed before (a route, a leg's mode), and
the next-cheapest route is tried.
"""

from __future__ import annotations

from functools import lru_cache

from nodes.policies.expert.day_tasks import build_tasks
from nodes.policies.expert.route_planner import CityData, Meal, RouteChoice, Stay, rank_routes, split_nights
from state.plan import Allocation, Feedback, PlanningError
from state.trip import TripSpec
from tools.toolbox import ToolBox

ROOM_TYPES = {
    "entire room": ("Entire home/apt",),
    "private room": ("Private room",),
    "shared room": ("Shared room",),
    "not shared room": ("Entire home/apt", "Private room"),
}
MAX_CANDIDATE_CITIES = 12  # besides every city a trip can start or end in


class NoRouteError(PlanningError):
    """No route satisfies the hard structure of the request (cities, stays, transport)."""


def transport_families(spec: TripSpec) -> tuple[str, ...]:
    """Mode families the request allows: all self-driving, or flights with taxis, or taxis only."""
    rule = spec.local_constraint.transportation
    if rule == "no flight":
        return ("self-driving", "taxi")
    if rule == "no self-driving":
        return ("flight",)
    return ("self-driving", "flight")


class ExpertCoordinator:
    """Strategic level of the expert policy."""

    def allocate(self, spec: TripSpec, feedback: list[Feedback], tools: ToolBox) -> Allocation:
        candidates = [c for c in self._candidate_cities(spec, tools) if c.stays and c.meals and c.attractions]
        if len(candidates) < spec.visiting_city_number:
            raise NoRouteError(
                f"only {len(candidates)} usable cities for {spec.dest} "
                f"(need {spec.visiting_city_number} with lodging, restaurants and attractions)"
            )
        leg_prices = _LegPricer(spec, tools)
        first = {c.city for c in candidates if leg_prices(spec.org, c.city, 1)}
        last = {c.city for c in candidates if leg_prices(c.city, spec.org, spec.days)}
        cheapest = {c.city for c in candidates[:MAX_CANDIDATE_CITIES]}
        candidates = [c for c in candidates if c.city in first | last | cheapest]
        routes = rank_routes(
            spec.org,
            candidates,
            spec.visiting_city_number,
            spec.days,
            spec.local_constraint.cuisine or [],
            leg_prices,
            transport_families(spec),
            keep=4,
            ends=(first, last),
        )
        tried = {tuple(f.route) for f in feedback}
        fresh = [r for r in routes if r.cities not in tried]
        if not routes:
            raise NoRouteError(f"no route from {spec.org} to {spec.dest} has transport, lodging and meals for the request")
        choice = fresh[0] if fresh else routes[0]
        allocation = build_tasks(spec, choice, {c.city: c for c in candidates}, alternatives=len(fresh) - 1)
        tools.call("distribute_task", allocation=allocation.model_dump(mode="json"))
        return allocation

    def _candidate_cities(self, spec: TripSpec, tools: ToolBox) -> list[CityData]:
        if spec.visiting_city_number == 1:
            single = self._city_data(spec, spec.dest, tools)
            if single.stays or single.meals:
                return [single]
        found = tools.call("city_search", state=spec.dest)
        names = [c.name for c in getattr(found, "options", []) if c.name != spec.org]
        data = [self._city_data(spec, name, tools) for name in names]
        # Cheapest stays first: the middle of a route is drawn from the first few of these.
        nights = max(split_nights(spec.days, spec.visiting_city_number))
        data.sort(key=lambda c: (_stay_floor(c, nights), c.city))
        return data

    def _city_data(self, spec: TripSpec, city: str, tools: ToolBox) -> CityData:
        local = spec.local_constraint
        people = spec.people_number
        lodging = tools.call(
            "accommodation_search", city=city, people=people, room_type=local.room_type, house_rule=local.house_rule, limit=200
        )
        stays = tuple(
            Stay(o.name, o.city, o.nightly_total or o.price, o.minimum_nights, o.review_rate)
            for o in getattr(lodging, "options", [])
            if writable(o.name) and (not local.room_type or o.room_type in ROOM_TYPES[local.room_type])
        )
        food = tools.call("restaurant_search", city=city, limit=500)
        meals, seen = [], set()
        for o in getattr(food, "options", []):
            if writable(o.name) and o.name not in seen:
                seen.add(o.name)
                meals.append(Meal(o.name, o.city, o.average_cost * people, ", ".join(o.cuisines), o.rating))
        sights = tools.call("attraction_search", city=city, limit=200)
        attractions = tuple(o.name for o in getattr(sights, "options", []) if writable(o.name))
        return CityData(city, tuple(sorted(stays, key=lambda s: (s.nightly_cost, s.name))), tuple(meals), attractions)


def writable(name: str) -> bool:
    """Names a plan can carry intact: a newline or ';' would break the "Name, City;" format."""
    return "\n" not in name and ";" not in name


def _stay_floor(city: CityData, nights: int) -> float:
    stay = city.cheapest_stay(nights)
    return stay.nightly_cost * nights if stay else float("inf")


class _LegPricer:
    """Prices an inter-city move by each allowed mode on its date, through the tools (memoised)."""

    def __init__(self, spec: TripSpec, tools: ToolBox) -> None:
        self.spec = spec
        self.tools = tools
        self.families = transport_families(spec)
        self._price = lru_cache(maxsize=None)(self._lookup)

    def __call__(self, origin: str, destination: str, day: int) -> dict[str, float]:
        return self._price(origin, destination, day)

    def _lookup(self, origin: str, destination: str, day: int) -> dict[str, float]:
        people = self.spec.people_number
        prices: dict[str, float] = {}
        if "flight" in self.families:
            flights = self.tools.call("flight_search", origin=origin, destination=destination, date=self.spec.date[day - 1])
            options = getattr(flights, "options", [])
            if options:
                prices["flight"] = options[0].price * people
        drive = self.tools.call("distance_search", origin=origin, destination=destination, people=people)
        for option in getattr(drive, "options", []):
            if option.mode == "taxi" or "self-driving" in self.families:
                prices[option.mode] = option.total_cost
        return prices


__all__ = ["ExpertCoordinator", "NoRouteError", "RouteChoice", "transport_families"]
