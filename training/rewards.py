"""Rewards, as plain functions (TRL style), from the paper's hierarchical decomposition (§4.5, A.2).

R_global = 1[valid] + α Σ_c s(c) − β max(0, B_used − B_total) / B_total

The paper leaves α and β open; we score the 13 constraints at α = 1/26 each
(so all of them together weigh half a valid plan) and the overspend relative
to the budget at β = 1. The checker scores each iteration's plan with it and
finalize delivers the best. (The role objectives J_coord and J_exec come with
the GRPO trainer.)
"""

from __future__ import annotations

from collections.abc import Mapping

ALPHA = 1 / 26
BETA = 1.0


def global_reward(valid: bool, checks: Mapping[str, bool | None], cost: float | None, budget: float) -> float:
    """R_global of one plan: validity, the share of passed constraints, minus relative overspend."""
    passed = sum(1 for value in checks.values() if value is not False)
    overspend = max(0.0, (cost or 0.0) - budget) / budget if budget > 0 else 0.0
    return float(valid) + ALPHA * passed - BETA * overspend
