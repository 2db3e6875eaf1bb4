"""The judgement of a whole plan: its verdict (valid, unsat, invalid) and its reward R_global.

The checker node judges each iteration's plan with ``judge_plan``; the solver node, the
run-time monitor and the training environments judge theirs the same way, so the one
definition lives here, below all of them. ``global_reward`` is the paper's R_global
(§4.5): candidates are ranked by it at run time, and GRPO trains on it (``training.rewards``).

    R_global = 1[valid] + α Σ_c s(c) − β max(0, B_used − B_total) / B_total

The paper leaves α and β open; we score the 13 constraints at α = 1/26 each (so all of
them together weigh half a valid plan) and the overspend relative to the budget at β = 1.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from himap_travel.domain.evaluation.evaluate import evaluate_plan
from himap_travel.domain.evaluation.pricing import day_cost
from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.state.evaluation import Evaluation
from himap_travel.state.plan import Infeasibility, Verdict
from himap_travel.state.trip import TripSpec

ALPHA = 1 / 26
BETA = 1.0
_DAY = lazy_compile(r"\bday (\d+)\b", re.IGNORECASE)


def judge_plan(spec: TripSpec, plan: list[dict[str, Any]], sandbox: Sandbox, infeasible: Sequence[Infeasibility] = (),
               known_deficit: float = 0.0) -> tuple[Verdict, Evaluation, Evaluation]:
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


def _official_ok(spec: TripSpec, official: Evaluation, sandbox: Sandbox) -> bool:
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


def plan_reward(verdict: Verdict, strict: Evaluation, budget: float) -> float:
    """R_global of a judged plan (the paper's reward; candidates are ranked by it)."""
    checks = {**strict.commonsense, **(strict.hard or {})}
    return global_reward(verdict.status == "valid", checks, verdict.total_cost, budget)


def global_reward(valid: bool, checks: Mapping[str, bool | None], cost: float | None, budget: float) -> float:
    """R_global of one plan: validity, the share of passed constraints, minus relative overspend."""
    passed = sum(1 for value in checks.values() if value is not False)
    overspend = max(0.0, (cost or 0.0) - budget) / budget if budget > 0 else 0.0
    return float(valid) + ALPHA * passed - BETA * overspend


def plan_day_costs(spec: TripSpec, plan: list[dict[str, Any]], sandbox: Sandbox) -> dict[int, float]:
    """Each day's cost as the budget check prices it (strict), for Σ's summary."""
    return {number: day_cost(day, spec.people_number, sandbox, "strict", spec.date[number - 1]).total
            for number, day in enumerate(plan, 1)}
