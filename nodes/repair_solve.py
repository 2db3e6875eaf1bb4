"""repair_solve: the repair ladder's exact rung — the affected days with every other day fixed, widened only on a proof.

First (the day executors could not repair the affected days): the exact
solver re-plans the affected days with every other day kept as it is
(``planning.solver.fixed``), the lived days and what is past on the current
day included. A plan: the repair changed only the affected days. A proof
that none exists (``unsat``): it becomes ``widen_proof``, and only then may
the repair touch other days — the coordinator changes the route, and after
it this rung again, widened: to the whole trip before the trip (the
whole-trip solver, ``nodes.solve``), or, during the trip, to every day not
yet lived. When even that is proven impossible, the answer is unsat with a
certificate saying what is lived, what it cost, and what no longer fits.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from langgraph.runtime import Runtime

from himap_travel.domain.text.money import money
from himap_travel.nodes.solve import solve, solver_candidate
from himap_travel.nodes.traces import emit
from himap_travel.planning.monitor.deps import build_deps, visit_days
from himap_travel.planning.monitor.ledger import route_of
from himap_travel.planning.monitor.lived import spent_before
from himap_travel.planning.monitor.state import RepairState, before_of, impact_of
from himap_travel.planning.runtime.resources import run_sandbox, settings_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import trip_of
from himap_travel.state.plan import Certificate
from himap_travel.state.trace import RoleTrace

if TYPE_CHECKING:
    from himap_travel.planning.solver.fixed import FixedResult


def repair_solve(state: RepairState, runtime: Runtime[PlannerSettings]) -> dict[str, Any]:
    widening = state.get("repair_level") not in ("none", "days")
    lived = state.get("lived") or []
    if widening and not lived and not state.get("past"):  # before the trip nothing is fixed: the whole-trip solver, as in planning
        return {**solve(state, runtime), "repair_level": "solver"}
    # imported here, not at the top: the fixed-days solver loads OR-Tools (and pandas, numpy, pyarrow with it), about a
    # second of CPU that every process building the repair graph would pay although only this rung calls it
    from himap_travel.planning.solver.fixed import solve_fixed_days

    settings = settings_of(runtime)
    spec, before, today = trip_of(state), before_of(state), state.get("today")
    free = [d for d in range(1, spec.days + 1) if d not in lived] if widening else list(state.get("affected") or [])
    spent = spent_before(state["sigma"], today)
    started = time.time()
    found = solve_fixed_days(spec, before, free, run_sandbox(settings, state.get("world")),
                             {today: state.get("past") or []} if today else None, spent, settings.solver_time_limit)
    # its candidate comes after every earlier one; the state's iteration stays (the coordinator's kept days are read by it)
    iteration = max([state.get("iteration", 0), *(c.iteration for c in state.get("candidates") or [])]) + 1
    update: dict[str, Any] = {}
    if found.status == "plan":
        assert found.plan is not None, "the solver's plan answer carries the plan"
        route, transport = route_of(spec, found.plan)
        update.update(candidates=[solver_candidate(spec, found.plan, run_sandbox(settings, state.get("world")), iteration, settings,
                                                   route, transport)], repair_level="solver", solved=True, error=None)
    elif found.status == "unsat" and not widening:  # proven: the coordinator may change the route, from the lost city's visit
        assert found.certificate is not None, "the solver's unsat answer carries its proof"
        update.update(widen_proof=found.certificate.message, replanning=_visits_lost(state) or free)
    elif found.status == "unsat":
        assert today is not None, "widening with lived days or a past part of today: the trip is under way"
        update.update(certificate=_lived_certificate(found, spec.budget, spent, today, spec.days), repair_level="solver", solved=True)
    else:
        update.update(repair_level="solver", solved=True)
    decision = {"plan": f"re-planned days {', '.join(map(str, free))}, every other day kept",
                "unsat": found.certificate.message if found.certificate else "", "unknown": "no answer in time"}[found.status]
    trace = RoleTrace(role="solver", iteration=iteration, observation=f"fixed days: all but {free}", decision=decision,
                      started=started, ended=time.time())
    return {**update, **emit(runtime, trace)}


def _visits_lost(state: RepairState) -> list[int]:
    """The affected days, and the whole visit of a city whose lost stay has no replacement (the route must change there)."""
    if not state.get("route_lost"):
        return []
    graph = build_deps(before_of(state))
    cities = {graph.nodes[n]["node"].element.city for n in impact_of(state).hit if graph.nodes[n]["node"].kind == "stay"}
    lived = set(state.get("lived") or [])
    return sorted(set(state.get("affected") or []).union(*(visit_days(before_of(state), c) for c in cities)) - lived)


def _lived_certificate(found: FixedResult, budget: float, spent: dict[int, float], today: int, days: int) -> Certificate:
    """The proof during the trip: what is lived and what it cost (Σ's record), and what no longer fits the days left."""
    assert found.certificate is not None, "the solver's unsat answer carries its proof"
    paid = sum(spent.values())
    lived = f"days 1–{today - 1} are lived (they cost" if today > 2 else "day 1 is lived (it cost"
    message = (f"{lived} {money(paid)}: {money(budget - paid)} of the {money(budget, False)} budget is left for "
               f"days {today}–{days}); on this route no plan of the days left fits: {found.certificate.message}")
    return found.certificate.model_copy(update={"message": message})


def after_repair_solve(state: RepairState, runtime: Runtime[PlannerSettings]) -> str:
    """A plan or a final answer → deliver_repair; the proof that the affected days alone cannot work → the coordinator."""
    if state.get("repair_level") in ("none", "days") and state.get("widen_proof"):
        return "escalate"
    return "deliver_repair"
