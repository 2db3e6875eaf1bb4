"""checker: the evaluator's 13 constraints on the assembled plan (ATLAS's checker).

``valid`` when both the official and the strict evaluation pass; ``unsat``
when a day reported infeasible or the allocation could not fit the budget
(bargaining may help); ``invalid`` otherwise, with the days at fault.
"""

from __future__ import annotations

from langgraph.runtime import Runtime

from himap_travel.domain.evaluation import Evaluation
from himap_travel.domain.evaluation.judge import judge_plan, plan_reward
from himap_travel.domain.evaluation.quality import objective_quality
from himap_travel.planning.runtime.resources import run_sandbox, settings_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import Candidate, PlannerState, latest_outcomes
from himap_travel.state.plan import DayPlan, Verdict


def assemble(state: PlannerState) -> tuple[list[dict], dict[int, float]]:
    """The iteration's plan in the submission format (a day with no outcome stays empty)."""
    spec = state["spec"]
    latest = latest_outcomes(state)
    tasks = {t.day: t for t in state["allocation"].tasks} if state.get("allocation") else {}
    plan = []
    for day in range(1, spec.days + 1):
        if day in latest:
            plan.append(latest[day].plan.to_submission())
        else:
            city = tasks[day].current_city if day in tasks else spec.org
            plan.append(DayPlan(day=day, current_city=city).to_submission())
    return plan, {day: outcome.cost for day, outcome in latest.items()}


def judge(state: PlannerState, plan: list[dict], settings: PlannerSettings) -> tuple[Verdict, Evaluation, Evaluation]:
    """The verdict of the iteration's plan, and the official and strict evaluations it rests on."""
    infeasible = [o.infeasible for o in latest_outcomes(state).values() if o.infeasible]
    allocation = state.get("allocation")
    return judge_plan(state["spec"], plan, run_sandbox(settings, state.get("world")), infeasible, allocation.deficit if allocation else 0.0)


def checker(state: PlannerState, runtime: Runtime[PlannerSettings]) -> dict:
    settings = settings_of(runtime)
    plan, day_costs = assemble(state)
    verdict, official, strict = judge(state, plan, settings)
    reward = plan_reward(verdict, strict, state["spec"].budget)
    allocation = state.get("allocation")
    route, transport = (allocation.route, allocation.transport) if allocation else ([], "")
    candidate = Candidate(iteration=state["iteration"], plan=plan, verdict=verdict, official=official, strict=strict,
                          reward=reward, day_costs=day_costs, route=route, transport=transport,
                          quality=objective_quality(settings.planned_objective, state["spec"], plan,
                                                    run_sandbox(settings, state.get("world"))))
    update: dict = {"verdict": verdict, "candidates": [candidate], "pending": []}
    repairs = state.get("repairs", 0)
    if verdict.status == "invalid" and verdict.fault_days and repairs < settings.max_repairs:
        update.update(pending=verdict.fault_days, repairs=repairs + 1)
    return update
