"""checker: the evaluator's 13 constraints on the assembled plan (ATLAS's checker).

``valid`` when both the official and the strict evaluation pass; ``unsat``
when a day reported infeasible or the allocation could not fit the budget
(bargaining may help); ``invalid`` otherwise, with the days at fault.
"""

from __future__ import annotations

import re

from langgraph.runtime import Runtime

from evaluation import PlanVerdict, evaluate_plan
from runtime.resources import resources_of, settings_of
from runtime.settings import PlannerSettings
from state.graph_state import Candidate, PlannerState, latest_outcomes
from state.plan import DayPlan, Verdict
from training.rewards import global_reward

_DAY = re.compile(r"\bday (\d+)\b", re.IGNORECASE)


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


def judge(state: PlannerState, plan: list[dict], settings: PlannerSettings) -> tuple[Verdict, PlanVerdict, PlanVerdict]:
    """The verdict, and the official and strict evaluations it rests on."""
    spec = state["spec"]
    official = evaluate_plan(spec, plan, resources_of(settings).sandbox, mode="official")
    strict = evaluate_plan(spec, plan, resources_of(settings).sandbox, mode="strict")
    failures = list(dict.fromkeys([*strict.failures, *official.failures]))
    infeasible = [o for o in latest_outcomes(state).values() if o.infeasible]
    deficit = max(state["allocation"].deficit if state.get("allocation") else 0.0, (strict.total_cost or 0.0) - spec.budget, 0.0)
    if official.final_pass and strict.final_pass:
        status = "valid"
    elif infeasible or deficit > 0:
        status = "unsat"
    else:
        status = "invalid"
    return Verdict(
        status=status,
        official_pass=official.final_pass,
        strict_pass=strict.final_pass,
        fault_days=sorted({int(m) for f in failures for m in _DAY.findall(f) if 1 <= int(m) <= spec.days}),
        failures=failures + [f"day {o.day} infeasible ({o.infeasible.violation_type}): {o.infeasible.reason}" for o in infeasible],
        total_cost=strict.total_cost,
        deficit=round(deficit, 2),
    ), official, strict


def checker(state: PlannerState, runtime: Runtime[PlannerSettings]) -> dict:
    settings = settings_of(runtime)
    plan, day_costs = assemble(state)
    verdict, official, strict = judge(state, plan, settings)
    checks = {**strict.commonsense, **(strict.hard or {})}
    reward = global_reward(verdict.status == "valid", checks, verdict.total_cost, state["spec"].budget)
    allocation = state.get("allocation")
    route, transport = (allocation.route, allocation.transport) if allocation else ([], "")
    candidate = Candidate(iteration=state["iteration"], plan=plan, verdict=verdict, official=official, strict=strict,
                          reward=reward, day_costs=day_costs, route=route, transport=transport)
    update: dict = {"verdict": verdict, "candidates": [candidate], "pending": []}
    repairs = state.get("repairs", 0)
    if verdict.status == "invalid" and verdict.fault_days and repairs < settings.max_repairs:
        update.update(pending=verdict.fault_days, repairs=repairs + 1)
    return update
