"""The "w/o Coordinator" ablation: a flat split with no route planning.

The first cities ``city_search`` lists, the first allowed mode, and equal
budget shares per day; executors choose their own lodging and meals.
"""

from __future__ import annotations

from nodes.policies.expert.day_tasks import meal_slots
from nodes.policies.expert.route_planner import day_layout, split_nights
from state.plan import Allocation, DayTask, Leg, MealSlot, PlanningError
from state.trip import TripSpec
from tools.toolbox import ToolBox


def flat_allocation(spec: TripSpec, tools: ToolBox) -> Allocation:
    cities = [spec.dest]
    if spec.visiting_city_number > 1:
        found = tools.call("city_search", state=spec.dest)
        cities = [c.name for c in getattr(found, "options", []) if c.name != spec.org][: spec.visiting_city_number]
    if len(cities) < spec.visiting_city_number:
        raise PlanningError(f"{spec.dest} has fewer than {spec.visiting_city_number} cities to visit")
    mode = "self-driving" if spec.local_constraint.transportation == "no flight" else "flight"
    nights = split_nights(spec.days, len(cities))
    stops = [spec.org, *cities, spec.org]
    tasks = []
    for slot in day_layout(spec.org, cities, nights, spec.days):
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
                budget_hint=spec.budget / spec.days,
                nights_in_stay=nights[slot.stay] if slot.stay is not None else 0,
                meals=[MealSlot(slot=s, city=c, required=r) for s, c, r in meal_slots(slot.role, leg, slot.city)],
                attraction_city=leg.origin if slot.role == "return" else slot.city,
                attractions_required=slot.role == "stay",
                constraints=spec.local_constraint,
            )
        )
    return Allocation(route=cities, transport=mode, tasks=tasks, estimated_cost=spec.budget, rationale="flat split (no coordinator)")
