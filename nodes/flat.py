"""The "w/o Coordinator" ablation: a flat split with no route planning.

The first cities ``city_search`` lists, the first allowed mode, and equal
budget shares per day; executors choose their own lodging and meals.
"""

from __future__ import annotations

from itertools import pairwise

from nodes.policies.expert.day_tasks import meal_slots
from nodes.policies.expert.route_planner import leg_days, split_nights
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
    moves = dict(zip(leg_days(nights), pairwise(stops)))
    share = spec.budget / spec.days
    tasks, here, stay = [], spec.org, -1
    for day in range(1, spec.days + 1):
        leg = None
        if day in moves:
            origin, here = moves[day]
            leg, stay = Leg(origin=origin, destination=here, mode=mode), stay + 1
        last = day == spec.days
        role = "stay" if leg is None else "departure" if day == 1 else "return" if last else "transit"
        tasks.append(
            DayTask(
                day=day,
                date=spec.date[day - 1],
                role=role,
                city=here,
                leg=leg,
                people=spec.people_number,
                budget_total=spec.budget,
                budget_hint=share,
                nights_in_stay=0 if last else nights[stay],
                meals=[MealSlot(slot=s, city=c, required=r) for s, c, r in meal_slots(role, leg, here)],
                attraction_city=leg.origin if role == "return" else here,
                attractions_required=role == "stay",
                constraints=spec.local_constraint,
            )
        )
    return Allocation(route=cities, transport=mode, tasks=tasks, estimated_cost=spec.budget, rationale="flat split (no coordinator)")
