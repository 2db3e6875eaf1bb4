"""solve: the exact solver plans the whole trip, or proves that no plan exists.

It runs once: as the whole planner under ``--policy solver`` (the flat
comparison row), or as the fallback when bargaining ends without a valid
plan (ATLAS's checker and search advisor, made exact). A plan it finds is a
candidate like any iteration's, marked as the solver's; a proof of
infeasibility becomes the certificate finalize attaches to the verdict.
"""

from __future__ import annotations

import time
from typing import Any

from langgraph.runtime import Runtime

from himap_travel.domain.evaluation.judge import judge_plan, plan_day_costs, plan_reward
from himap_travel.domain.evaluation.quality import objective_quality
from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.nodes.traces import emit
from himap_travel.planning.runtime.resources import run_sandbox, settings_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import Candidate, PlannerState, trip_of
from himap_travel.state.trace import RoleTrace
from himap_travel.state.trip import TripSpec


def solve(state: PlannerState, runtime: Runtime[PlannerSettings]) -> dict[str, Any]:
    # imported here, not at the top: the solver loads OR-Tools (and with it pandas, numpy, pyarrow), about a second of
    # CPU that every process building the planner graph would pay although most runs never call the solver
    from himap_travel.planning.solver import solve_trip

    settings = settings_of(runtime)
    spec = trip_of(state)
    sandbox = run_sandbox(settings, state.get("world"))  # the world the trip is planned in (a repair's: disrupted)
    iteration = state.get("iteration", 0) + 1  # its candidate comes after the hierarchy's (not a bargaining iteration)
    started = time.time()
    found = solve_trip(spec, sandbox, settings.solver_time_limit, settings.planned_objective, settings.quality_focus)
    summary = f"{found.status} in {found.seconds:.2f} s ({found.searches} searches)"
    if found.status == "plan" and settings.planned_objective == "best":
        summary += f", quality {'proven best' if found.optimal else 'not proven best'}"
    update: dict[str, Any] = {"solved": True}
    if found.plan is not None:  # a plan, or the budget certificate's cheapest plan (over the budget, every other rule kept)
        candidate = solver_candidate(spec, found.plan, sandbox, iteration, settings, found.route, found.transport)
        update.update(candidates=[candidate], error=None)  # a plan: an earlier "no route" is no longer the answer
    if found.status == "plan":
        summary += f": {' → '.join([spec.org, *found.route, spec.org])} by {found.transport}, cost {found.cost:,.2f}"
    elif found.status == "unsat":
        assert found.certificate is not None, "the solver's unsat answer carries its proof"
        summary += f": {found.certificate.message}"
        update["certificate"] = found.certificate
    else:
        summary += f": no answer within the {settings.solver_time_limit:g} s limit"
        if not state.get("candidates"):  # nothing else to deliver: say why
            update["error"] = f"no plan: the exact solver found no answer within its {settings.solver_time_limit:g} s limit"
    trace = RoleTrace(role="solver", iteration=iteration, observation=spec.model_dump_json(), decision=summary,
                      started=started, ended=time.time())
    update.update(emit(runtime, trace))
    return update


def solver_candidate(spec: TripSpec, plan: list[dict[str, Any]], sandbox: Sandbox, iteration: int, settings: PlannerSettings,
                     route: list[str], transport: str) -> Candidate:
    """A plan the exact solver wrote, judged and scored as every candidate is."""
    verdict, official, strict = judge_plan(spec, plan, sandbox)
    return Candidate(iteration=iteration, plan=plan, verdict=verdict, official=official, strict=strict,
                     reward=plan_reward(verdict, strict, spec.budget), day_costs=plan_day_costs(spec, plan, sandbox),
                     route=route, transport=transport, planner="solver",
                     quality=objective_quality(settings.planned_objective, spec, plan, sandbox))
