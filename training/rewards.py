"""Rewards, as plain functions (TRL style), from the paper's hierarchical decomposition (§4.5, A.2).

R_global = 1[valid] + α Σ_c s(c) − β max(0, B_used − B_total) / B_total
J_coord  = 0.8 R_global + 0.2 R_extract − 0.1 N_iter
J_exec   = 0.7 R_global + 0.3 R_local + 0.15 1[early detect]

The paper leaves α and β open; we score the 13 constraints at α = 1/26 each
(so all of them together weigh half a valid plan) and the overspend relative
to the budget at β = 1. The planner's finalize node uses R_global to choose
the best iteration, and the GRPO trainer uses the role objectives.
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


def coordinator_reward(r_global: float, r_extract: float, iterations: int) -> float:
    return 0.8 * r_global + 0.2 * r_extract - 0.1 * iterations


def executor_reward(r_global: float, r_local: float, early_detect: bool) -> float:
    return 0.7 * r_global + 0.3 * r_local + 0.15 * float(early_detect)


def early_detect(violations: int, tool_calls: int) -> bool:
    """The fail-fast bonus: a violation detected within the first five tool calls."""
    return violations > 0 and tool_calls < 5
