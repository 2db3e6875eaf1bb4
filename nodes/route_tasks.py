"""A route and a transport mode turned into one ``DayTask`` per day, with nothing pre-chosen.

The flat ablation and the LLM coordinator both decide only which cities to
visit (in order) and how to travel; this builds the day roles, legs, stays,
meal slots and role-weighted budget hints from that decision. Executors
choose lodging, meals and sights themselves.
"""

from __future__ import annotations

from collections.abc import Sequence

from nodes.policies.expert.day_tasks import ROLE_WEIGHT, meal_slots
from nodes.policies.expert.route_planner import day_layout, split_nights
from state.plan import Allocation, DayTask, Leg, MealSlot, Mode
from state.trip import TripSpec


def route_tasks(spec: TripSpec, cities: Sequence[str], mode: Mode, rationale: str) -> Allocation:
    """The allocation for visiting ``cities`` in order from ``spec.org`` and back, by ``mode``."""
    nights = split_nights(spec.days, len(cities))
    stops = [spec.org, *cities, spec.org]
    layout = day_layout(spec.org, cities, nights, spec.days)
    weights = {slot.day: ROLE_WEIGHT[slot.role] for slot in layout}
    tasks = []
    for slot in layout:
        leg = None
        if slot.move is not None:
            leg = Leg(origin=stops[slot.move], destination=stops[slot.move + 1], mode=mode)
        tasks.append(
            DayTask(
                day=slot.day,
                date=spec.date[slot.day - 1],
                role=slot.role,
                city=slot.city,
                leg=leg,
                people=spec.people_number,
                budget_total=spec.budget,
                budget_hint=round(spec.budget * weights[slot.day] / sum(weights.values()), 2),
                nights_in_stay=nights[slot.stay] if slot.stay is not None else 0,
                meals=[MealSlot(slot=s, city=c, required=r) for s, c, r in meal_slots(slot.role, leg, slot.city)],
                attraction_city=leg.origin if slot.role == "return" else slot.city,
                attractions_required=slot.role == "stay",
                constraints=spec.local_constraint,
            )
        )
    return Allocation(route=list(cities), transport=mode, tasks=tasks, estimated_cost=spec.budget, rationale=rationale)
