"""monitor: MACI's run-time monitor — assess a disruption, release the affected days in Σ, hand them to the executors.

It builds the delivered plan's dependency graph, resolves the disruption
against it (what it hits, how the sandbox changes), and adds its changes to
the state's ``world`` (every later search, ``finish``, the checker and the
solver of the run plan in that world, ``domain.sandbox.world``; no shared
object changes). A closure on one date (``restaurant:'Name, City'@2022-03-14``)
hits only what the plan books on that date; a lost stay's replacement must be
open on every night of the stay. A plan that
still passes as it is (a price rise within the budget, an element the plan
does not use) stands:
no day is released, only the re-priced days are released and committed
again at their new cost. Otherwise the affected set — what the graph's hard
edges reach — is released in Σ and re-planned from tasks read back from the
delivered days; the unaffected days are carried into the repair iteration as
they are, never sent to an executor. A lost stay with no listing left in its
city that fits (the rules, and the budget left with the other days as they
are: the old stay's cost plus the slack) goes straight to the exact rung
(``route_lost``): re-planning the nights alone cannot work, and only its proof
lets the repair widen to the city's whole visit.

During the trip (``today``, ``monitor.lived``): the days before it are lived
(never released, never re-planned), a disruption that hits only them is
refused, a removal holds from today's date on, and the fields of today that
come before the disruption's moment are ``past`` (kept as they are).
"""

from __future__ import annotations

import time
from typing import Any

from langgraph.runtime import Runtime

from himap_travel.domain.evaluation import day_cost
from himap_travel.domain.evaluation.judge import judge_plan
from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.domain.sandbox.world import world_in
from himap_travel.nodes.traces import emit
from himap_travel.planning.monitor.deps import DepNode, affected_days, build_deps, view_of
from himap_travel.planning.monitor.disruptions import DisruptionError, resolve
from himap_travel.planning.monitor.ledger import adopt_plan, day_commit
from himap_travel.planning.monitor.lived import check_not_past, check_today, from_today, hit_fields, lived_days, past_fields
from himap_travel.planning.monitor.state import RepairState
from himap_travel.planning.monitor.tasks import plan_allocation, replacement_stay
from himap_travel.planning.runtime.resources import run_sandbox, settings_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import iteration_counters, trip_of
from himap_travel.state.plan import DayOutcome, DayPlan
from himap_travel.state.sigma import ReleaseDays, Reset, SigmaOp
from himap_travel.state.sigma_reducer import reduce_sigma
from himap_travel.state.trace import RoleTrace
from himap_travel.state.trip import TripSpec

# A price change leaves the plan's text true, so the plan may stand if it still passes. A delayed flight the plan
# books never stands as it is: the plan would show the old times (its day is re-planned around the new ones).
_SURVIVABLE = ("price",)


def stay_cost(stay: DepNode, plan: list[dict[str, Any]], spec: TripSpec, sandbox: Sandbox) -> float:
    """What a stay of the plan cost (its nights' accommodation, as the budget check prices them) before the disruption."""
    return sum(item.cost for day in stay.days for item in day_cost(plan[day - 1], spec.people_number, sandbox, "strict").items
               if item.kind == "accommodation")


def nights_of(stay: DepNode, spec: TripSpec, world: Sandbox) -> Sandbox:
    """The world on a stay's nights: a listing closed on one of them cannot replace the lost one."""
    return world_in(world).on(*(spec.date[day - 1] for day in stay.days if day <= len(spec.date)))


def monitor(state: RepairState, runtime: Runtime[PlannerSettings]) -> dict[str, Any]:
    settings = settings_of(runtime)
    started = time.time()
    spec, plan, sigma, result, disruption = trip_of(state), state["plan"], state["sigma"], state["result"], state["disruption"]
    assert plan is not None and result is not None and disruption is not None, "receive_trip hands over a delivered trip and a disruption"
    earlier = list(state.get("world") or [])
    before = run_sandbox(settings, earlier)
    graph = build_deps(plan, sigma, spec.budget)
    today = state.get("today")
    try:
        check_today(today, spec.days)
        impact = resolve(disruption, graph, before, spec.date)
        check_not_past([graph.nodes[n]["node"] for n in impact.hit], today, impact.disruption.text)
    except (DisruptionError, ValueError) as error:  # a disruption that does not fit the plan: said, and nothing changes
        return {"impact": None, "repair": None, "error": f"cannot apply {disruption.text}: {error}"}
    impact = impact.model_copy(update={"changes": from_today(impact.changes, spec.date, today)})
    world = run_sandbox(settings, [*earlier, *impact.changes])
    lived = lived_days(today)
    affected = [day for day in affected_days(graph, impact.hit) if day not in lived]
    stands = False
    if not impact.hit or impact.disruption.kind in _SURVIVABLE:
        verdict = judge_plan(spec, plan, world)[0]
        stands = verdict.status == "valid"
        affected = [] if stands else affected or [day for day in verdict.fault_days if day not in lived]
    repriced = sorted({day for node in impact.hit for day in graph.nodes[node]["node"].days}) if stands else []
    lost = [graph.nodes[node]["node"] for node in impact.hit if graph.nodes[node]["node"].kind == "stay"] if not stands else []
    slack = max(spec.budget - sum(result.spent_by_day.values()), 0.0)
    replacements = {stay.id: replacement_stay(spec, stay.element.city, len(stay.days), nights_of(stay, spec, world),
                                              slack + stay_cost(stay, plan, spec, before), settings.quality_focus)
                    for stay in lost}
    new_stays = {day: replacements[stay.id] for stay in lost for day in stay.days}
    # No listing left there fits the stay and the budget: re-planning the nights alone cannot work, so the exact
    # rung decides at once (it proves that the days cannot keep the route before the repair may widen).
    homeless = sorted({stay.element.city for stay in lost if replacements[stay.id] is None})
    past = past_fields(plan[today - 1], hit_fields((graph.nodes[n]["node"] for n in impact.hit), today)) if today in affected else []
    ops: list[SigmaOp] = []
    if sigma.day_count != spec.days:  # a plan the exact solver delivered: Σ never held this trip, so it starts here
        ops.append(Reset(budget_total=spec.budget, days=spec.days, monitoring=settings.monitoring))
        sigma = reduce_sigma(sigma, ops)
    ops += adopt_plan(sigma, plan, spec.people_number, before)
    released = affected or repriced
    if released:
        ops.append(ReleaseDays(days=tuple(released), reason=impact.reason))
    commits = [day_commit(day, plan[day - 1], spec.people_number, world) for day in repriced]
    ops += commits
    costs = {**result.spent_by_day, **{c.day: c.cost for c in commits}}
    allocation = plan_allocation(spec, plan, costs, before, result.route, result.transport, new_stays, settings.planned_objective)
    # past every earlier candidate (a plan the solver delivered carries an iteration the state's counter never reached)
    iteration = max([state.get("iteration", 0), *(c.iteration for c in state.get("candidates") or [])]) + 1
    kept = [DayOutcome(iteration=iteration, day=day, plan=DayPlan(day=day, **{k: v for k, v in plan[day - 1].items() if k != "days"}),
                       cost=costs.get(day, 0.0))
            for day in range(1, len(plan) + 1) if day not in affected]
    after = reduce_sigma(sigma, ops)
    decision = f"{impact.reason}: " + (f"re-plan days {', '.join(map(str, affected))}" if affected else "the plan stands")
    if homeless:
        decision += f" (no listing left in {', '.join(homeless)} fits the stay: the exact solver decides)"
    if lived:
        decision += f" (day {today} of the trip: days {', '.join(map(str, lived))} are lived" + (
            f"; on day {today}, {', '.join(past)} already past)" if past else ")")
    trace = RoleTrace(role="monitor", iteration=iteration, observation=impact.disruption.text, decision=decision,
                      started=started, ended=time.time())
    return {
        "impact": impact, "world": list(impact.changes), "deps": view_of(graph), "before": plan,
        "affected": affected, "released": released, "replanning": affected, "repair_from": iteration, "iteration": iteration,
        "max_iterations": iteration, "allocation": allocation, "sigma": ops, "outcomes": kept,
        **iteration_counters(len(after.rejections)), "solved": False, "certificate": None,
        "repair_level": "days" if affected else "none", "repair": None, "verdict": None, "error": None, **emit(runtime, trace),
        "route_lost": bool(homeless), "today": today, "lived": lived, "past": past, "widen_proof": None,
    }
