"""checker: the evaluator's 13 constraints on the assembled plan (ATLAS's checker).

``valid`` when both the official and the strict evaluation pass; ``unsat``
when a day reported infeasible or the allocation could not fit the budget
(bargaining may help); ``invalid`` otherwise, with the days at fault.
"""

from __future__ import annotations

import re

from langgraph.runtime import Runtime

from evaluation import PlanVerdict, evaluate_plan
from runtime.resources import run_sandbox, settings_of
from runtime.settings import PlannerSettings
from sandbox.index import Sandbox
from state.graph_state import Candidate, PlannerState, latest_outcomes
from state.plan import DayPlan, Infeasibility, Verdict
from state.trip import TripSpec
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
    """The verdict of the iteration's plan, and the official and strict evaluations it rests on."""
    infeasible = [o.infeasible for o in latest_outcomes(state).values() if o.infeasible]
    allocation = state.get("allocation")
    return judge_plan(state["spec"], plan, run_sandbox(settings, state.get("world")), infeasible, allocation.deficit if allocation else 0.0)


def judge_plan(spec: TripSpec, plan: list[dict], sandbox: Sandbox, infeasible: list[Infeasibility] = (),
               known_deficit: float = 0.0) -> tuple[Verdict, PlanVerdict, PlanVerdict]:
    """valid: both modes pass (official: see ``_official_ok``); unsat: a day was infeasible or over budget; else invalid."""
    official = evaluate_plan(spec, plan, sandbox, mode="official")
    strict = evaluate_plan(spec, plan, sandbox, mode="strict")
    failures = list(dict.fromkeys([*strict.failures, *official.failures]))
    reports = [f"day {i.day} infeasible ({i.violation_type}): {i.reason}" for i in infeasible]
    deficit = max(known_deficit, (strict.total_cost or 0.0) - spec.budget, 0.0)
    notes: list[str] = []
    if _official_ok(spec, official, sandbox) and strict.final_pass:  # valid: what else was said is a note, not a failure
        status, deficit = "valid", 0.0
        notes = [f"official mode only (its state rule for trips of more than 3 days): {f}" for f in failures] + reports
        failures, reports = [], []
    elif infeasible or deficit > 0:
        status = "unsat"
    else:
        status = "invalid"
    return Verdict(
        status=status,
        official_pass=official.final_pass,
        strict_pass=strict.final_pass,
        fault_days=sorted({int(m) for f in failures for m in _DAY.findall(f) if 1 <= int(m) <= spec.days}),
        failures=failures + reports,
        notes=notes,
        total_cost=strict.total_cost,
        deficit=round(deficit, 2),
    ), official, strict


def _official_ok(spec: TripSpec, official: PlanVerdict, sandbox: Sandbox) -> bool:
    """The official verdict, but a city the user gave as the destination is judged as given.

    The benchmark's rule that a trip of more than 3 days goes to a state fails
    every plan of "5 days in San Francisco"; strict mode judges the route
    against the destination given, and so does the checker (the official
    verdict itself is still reported as it is).
    """
    if official.final_pass:
        return True
    city_trip = spec.days > 3 and spec.dest in sandbox.cities and spec.dest not in sandbox.states
    return city_trip and official.failed_checks() == ["reasonable_city_route"]


def plan_reward(verdict: Verdict, strict: PlanVerdict, budget: float) -> float:
    """R_global of a judged plan (the paper's reward; candidates are ranked by it)."""
    checks = {**strict.commonsense, **(strict.hard or {})}
    return global_reward(verdict.status == "valid", checks, verdict.total_cost, budget)


def checker(state: PlannerState, runtime: Runtime[PlannerSettings]) -> dict:
    settings = settings_of(runtime)
    plan, day_costs = assemble(state)
    verdict, official, strict = judge(state, plan, settings)
    reward = plan_reward(verdict, strict, state["spec"].budget)
    allocation = state.get("allocation")
    route, transport = (allocation.route, allocation.transport) if allocation else ([], "")
    candidate = Candidate(iteration=state["iteration"], plan=plan, verdict=verdict, official=official, strict=strict,
                          reward=reward, day_costs=day_costs, route=route, transport=transport)
    update: dict = {"verdict": verdict, "candidates": [candidate], "pending": []}
    repairs = state.get("repairs", 0)
    if verdict.status == "invalid" and verdict.fault_days and repairs < settings.max_repairs:
        update.update(pending=verdict.fault_days, repairs=repairs + 1)
    return update
