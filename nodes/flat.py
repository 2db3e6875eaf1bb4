"""The "w/o Coordinator" ablation: a flat split with no route planning.

The first cities ``city_search`` lists, the first allowed mode, and budget
shares by day role; executors choose their own lodging and meals.
"""

from __future__ import annotations

from nodes.route_tasks import route_tasks
from state.plan import Allocation, PlanningError
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
    return route_tasks(spec, cities, mode, rationale="flat split (no coordinator)")
