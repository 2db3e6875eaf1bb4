"""checker: the evaluator's 13 constraints on the assembled plan (ATLAS's checker).

``valid`` when both the official and the strict evaluation pass; ``unsat``
when a day reported infeasible or the allocation could not fit the budget
(bargaining may help); ``invalid`` otherwise, with the days at fault.
"""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from himap_travel.domain.evaluation import Evaluation
from himap_travel.domain.evaluation.judge import judge_plan, plan_reward
from himap_travel.domain.evaluation.quality import objective_quality
from himap_travel.planning.runtime.resources import run_sandbox, settings_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import Candidate, PlannerState, latest_outcomes, trip_of
from himap_travel.state.plan import DayPlan, Verdict


def assemble(state: PlannerState) -> tuple[list[dict[str, Any]], dict[int, float]]:
    """The iteration's plan in the submission format (a day with no outcome stays empty)."""
    spec = trip_of(state)
    latest = latest_outcomes(state)
    allocation = state.get("allocation")
    tasks = {t.day: t for t in allocation.tasks} if allocation else {}
    plan = []
    for day in range(1, spec.days + 1):
        if day in latest:
            plan.append(latest[day].plan.to_submission())
        else:
            city = tasks[day].current_city if day in tasks else spec.org
            plan.append(DayPlan(day=day, current_city=city).to_submission())
    return plan, {day: outcome.cost for day, outcome in latest.items()}


def judge(state: PlannerState, plan: list[dict[str, Any]], settings: PlannerSettings) -> tuple[Verdict, Evaluation, Evaluation]:
    """The verdict of the iteration's plan, and the official and strict evaluations it rests on."""
    infeasible = [o.infeasible for o in latest_outcomes(state).values() if o.infeasible]
    allocation = state.get("allocation")
    sandbox = run_sandbox(settings, state.get("world"))
    return judge_plan(trip_of(state), plan, sandbox, infeasible, allocation.deficit if allocation else 0.0)


def checker(state: PlannerState, runtime: Runtime[PlannerSettings]) -> dict[str, Any]:
    settings = settings_of(runtime)
    plan, day_costs = assemble(state)
    verdict, official, strict = judge(state, plan, settings)
    reward = plan_reward(verdict, strict, trip_of(state).budget)
    allocation = state.get("allocation")
    route, transport = (allocation.route, allocation.transport) if allocation else ([], "")
    candidate = Candidate(iteration=state["iteration"], plan=plan, verdict=verdict, official=official, strict=strict,
                          reward=reward, day_costs=day_costs, route=route, transport=transport,
                          quality=objective_quality(settings.planned_objective, trip_of(state), plan,
                                                    run_sandbox(settings, state.get("world"))))
    update: dict[str, Any] = {"verdict": verdict, "candidates": [candidate], "pending": []}
    repairs = state.get("repairs", 0)
    if verdict.status == "invalid" and verdict.fault_days and repairs < settings.max_repairs:
        update.update(pending=verdict.fault_days, repairs=repairs + 1)
    return update
