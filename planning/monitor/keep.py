"""Keep what a repair need not change: the old plan's days put back wherever the plan stays valid.

The exact solver knows nothing of the plan the disruption hit, and a new
route makes the coordinator re-plan every day whose place in it moved: both
change more days than the disruption forces. Putting the old days back, a
day at a time (then two and three consecutive days, for a stay that spans
them), and keeping each that leaves the plan passing both evaluations in
the disrupted world, leaves only the days that had to change.
"""

from __future__ import annotations

from typing import Any

from himap_travel.domain.evaluation.judge import judge_plan, plan_day_costs, plan_reward
from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.state.graph_state import Candidate
from himap_travel.state.trip import TripSpec

WINDOWS = (1, 2, 3)  # consecutive old days put back together (a stay spans up to three nights here)


def keep_old_days(spec: TripSpec, before: list[dict[str, Any]], plan: list[dict[str, Any]], sandbox: Sandbox) -> list[dict[str, Any]]:
    """``plan`` with as many of ``before``'s days put back as keep it valid (``plan`` itself when none can be)."""
    kept = list(plan)
    for size in WINDOWS:
        for start in range(len(kept) - size + 1):
            window = range(start, start + size)
            if start + size > len(before) or any(kept[i] == before[i] for i in window):
                continue
            trial = [before[i] if i in window else day for i, day in enumerate(kept)]
            if judge_plan(spec, trial, sandbox)[0].status == "valid":
                kept = trial
    return kept


def kept_candidate(candidate: Candidate, spec: TripSpec, before: list[dict[str, Any]], sandbox: Sandbox) -> Candidate:
    """The candidate with the old days put back (scored again), or the candidate itself when none can be."""
    if candidate.verdict.status != "valid":
        return candidate
    plan = keep_old_days(spec, before, candidate.plan, sandbox)
    if plan == candidate.plan:
        return candidate
    verdict, official, strict = judge_plan(spec, plan, sandbox)
    return candidate.model_copy(update={
        "plan": plan, "verdict": verdict, "official": official, "strict": strict,
        "reward": plan_reward(verdict, strict, spec.budget),
        "day_costs": plan_day_costs(spec, plan, sandbox),
    })
