"""The coordinator's decision turned into day tasks: one home for every policy (expert, LLM, flat ablation).

A route (the cities in order) and a transport mode fix the shape of the trip:
how the D − 1 nights spread over the cities, which days travel and which
stay, the meal slots a day has, and each day's budget hint (the day's known
costs plus a share of what the budget leaves, weighted by the day's role:
the paper's departure 0.7, stay 1.0, return 0.5 priors). The candidate
cities of a request are found here too, through the ``city_search`` tool.
"""

from __future__ import annotations

import itertools
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import cast

from himap_travel.domain.constraints import pace
from himap_travel.state.days import (  # noqa: F401 - the travel-day windows are re-exported: their home is state.days
    EARLY_DEPARTURE,
    FIRST_SIGHTS_DEPARTURE,
    LAST_SIGHTS,
    LATE_ARRIVAL,
    MEALS,
    TRAVEL_WINDOWS,
    DayRole,
    Meal,
    day_role,
    day_windows,
)
from himap_travel.state.plan import Allocation, DayTask, Leg, MealSlot, PlanningError
from himap_travel.state.trip import TRANSPORT_MODES, TransportMode, TripSpec, banned_modes
from himap_travel.tools.toolbox import ToolBox

ROLE_WEIGHT = {"departure": 0.7, "transit": 0.7, "stay": 1.0, "return": 0.5}


def candidate_cities(spec: TripSpec, tools: ToolBox) -> list[str]:
    """The cities a route may visit: the destination city, or the destination state's cities."""
    return [spec.dest] if spec.visiting_city_number == 1 else state_cities(spec, tools)


def state_cities(spec: TripSpec, tools: ToolBox) -> list[str]:
    """The cities ``city_search`` lists for the destination, the origin left out."""
    found = tools.call("city_search", state=spec.dest)
    return [c.name for c in getattr(found, "options", []) if c.name != spec.org]


def split_nights(days: int, cities: int) -> tuple[int, ...]:
    """Spread the D − 1 nights over the cities, earlier cities taking any remainder."""
    nights = days - 1
    if cities < 1 or nights < cities:
        raise ValueError(f"{days} days cannot visit {cities} cities (each city needs a night)")
    base, extra = divmod(nights, cities)
    return tuple(base + 1 if i < extra else base for i in range(cities))


def spreads(days: int, cities: int, full: Collection[int] = ()) -> list[tuple[int, ...]]:
    """Every way to spread the D − 1 nights over the cities (a night each at least) whose moves miss the days in
    ``full``."""
    every = [tuple(b - a for a, b in itertools.pairwise((0, *cuts, days - 1)))
             for cuts in itertools.combinations(range(1, days - 1), cities - 1)]
    return [s for s in every if not set(full) & set(leg_days(s))]


def nights_keeping(days: int, cities: int, full: Collection[int] = ()) -> tuple[int, ...]:
    """How a route spreads its nights: ``split_nights``' even spread, unless a move then falls on a day that must be
    spent in a city (``full``: the days a pace asks sights of, ``pace.full_days_asked``). Then the most even spread
    whose moves miss those days (earlier cities taking any remainder), or the even one when none does: the wish cannot
    be kept, the checker names it and the solver proves it."""
    even = split_nights(days, cities)
    if not set(full) & set(leg_days(even)):
        return even
    keeping = spreads(days, cities, full)
    return min(keeping, key=lambda s: (max(s) - min(s), [-n for n in s])) if keeping else even


def route_nights(spec: TripSpec, cities: int | None = None) -> tuple[int, ...]:
    """How every policy's routes spread the nights over ``cities`` (the trip's number): evenly, unless a pace asks
    sights of a day the even spread travels on ("at least two sights on day 3")."""
    return nights_keeping(spec.days, cities or spec.visiting_city_number, pace.full_days_asked(spec.local_constraint.pace))


def route_spreads(spec: TripSpec) -> list[tuple[int, ...]]:
    """Every spread of the trip's nights over its cities that keeps the days a pace asks sights of in a city."""
    return spreads(spec.days, spec.visiting_city_number, pace.full_days_asked(spec.local_constraint.pace))


def stay_days(nights: tuple[int, ...]) -> tuple[int, ...]:
    """Full days in each city (neither arrival nor departure): each needs three meals."""
    return tuple(n - 1 for n in nights)


def leg_days(nights: tuple[int, ...]) -> tuple[int, ...]:
    """The day index (1-based) of each inter-city move: into city 1, between cities, home."""
    days = [1]
    for n in nights:
        days.append(days[-1] + n)
    return tuple(days)


@dataclass(frozen=True)
class DaySlot:
    """Where one day of a route stands: its role, the city it ends in, its move, its stay."""

    day: int
    role: DayRole
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
        layout.append(DaySlot(day, day_role(day - 1, days - 1, travels=move is not None), here, move, None if last else stay))
    return layout


def meal_slots(role: str, leg: Leg | None, city: str) -> list[tuple[Meal, str, bool]]:
    """(slot, city, required): stay days need all three meals; travel days get optional meals away from home."""
    if role == "stay":
        return [(meal, city, True) for meal in MEALS]
    if role == "departure":
        return [("dinner", city, False)]
    assert leg is not None, f"a {role} day travels: it has its leg"
    if role == "transit":
        return [("breakfast", leg.origin, False), ("dinner", city, False)]
    return [("breakfast", leg.origin, False), ("lunch", leg.origin, False)]


def budget_hints(budget: float, roles: Mapping[int, str], known: Mapping[int, float], planned: float) -> dict[int, float]:
    """Each day's known costs plus its role-weighted share of the slack (``budget − planned``, never below 0)."""
    weights = {day: ROLE_WEIGHT[role] for day, role in roles.items()}
    total = sum(weights.values())
    slack = max(budget - planned, 0.0)
    return {day: round(known.get(day, 0.0) + slack * weight / total, 2) for day, weight in weights.items()}


def route_tasks(spec: TripSpec, cities: Sequence[str], mode: TransportMode, rationale: str) -> Allocation:
    """The allocation for visiting ``cities`` in order from ``spec.org`` and back by ``mode``, nothing pre-chosen.

    The LLM coordinator and the flat ablation decide only the route and the
    mode; the executors choose lodging, meals and sights themselves.
    """
    nights = route_nights(spec, len(cities))
    stops = [spec.org, *cities, spec.org]
    layout = day_layout(spec.org, cities, nights, spec.days)
    hints = budget_hints(spec.budget, {slot.day: slot.role for slot in layout}, {}, planned=0.0)
    tasks = []
    for slot in layout:
        leg = Leg(origin=stops[slot.move], destination=stops[slot.move + 1], mode=mode) if slot.move is not None else None
        tasks.append(
            DayTask(
                day=slot.day,
                date=spec.date[slot.day - 1],
                role=slot.role,
                city=slot.city,
                leg=leg,
                people=spec.people_number,
                budget_total=spec.budget,
                budget_hint=hints[slot.day],
                nights_in_stay=nights[slot.stay] if slot.stay is not None else 0,
                meals=[MealSlot(slot=s, city=c, required=r) for s, c, r in meal_slots(slot.role, leg, slot.city)],
                attraction_city=cast(Leg, leg).origin if slot.role == "return" else slot.city,  # a return day has its leg
                attractions_required=slot.role == "stay",
                constraints=spec.local_constraint,
            )
        )
    return Allocation(route=list(cities), transport=mode, tasks=tasks, estimated_cost=spec.budget, rationale=rationale)


def flat_allocation(spec: TripSpec, tools: ToolBox) -> Allocation:
    """The "w/o Coordinator" ablation: the first cities listed, the first allowed mode, role-weighted shares."""
    cities = candidate_cities(spec, tools)[: spec.visiting_city_number]
    if len(cities) < spec.visiting_city_number:
        raise PlanningError(f"{spec.dest} has fewer than {spec.visiting_city_number} cities to visit")
    banned = banned_modes(spec.local_constraint.transportation)
    mode = next(m for m in TRANSPORT_MODES if m not in banned)
    return route_tasks(spec, cities, mode, rationale="flat split (no coordinator)")
