"""Rewards, as plain functions (TRL style), from the paper's hierarchical decomposition (§4.5, A.2).

R_global = 1[valid] + α Σ_c s(c) − β max(0, B_used − B_total) / B_total

R_global itself (with α and β) is ``domain.evaluation.judge.global_reward``: the checker
ranks candidates by it at run time, so it lives below the nodes; the rest is training's.

The role objectives (Appendix A.2) are sums of weighted components:

    J_coord = 0.8 R_global + 0.2 R_extract − 0.1 N_iter
    J_exec  = 0.7 R_global + 0.3 R_local  + 0.15 1[early]

Each component is its own TRL reward function (``completions`` and the
dataset/rollout columns in, one float per completion out) and the weights go
to ``GRPOConfig.reward_weights`` (``ROLE_REWARD_WEIGHTS``), so TRL logs every
component (``rewards/<name>/mean`` in ``trainer_state.json``). A component
returns ``None`` for completions of the other role: TRL then leaves it out
of that completion's weighted sum, so each role is scored by its own J.
The rollouts (``training.rollout``) and the export (``training.export``) put
an ``outcome`` dict per completion; the functions read only that.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from himap_travel.domain.evaluation.judge import global_reward

# Appendix A.2
LAMBDA_GLOBAL, LAMBDA_EXTRACT, LAMBDA_ITER = 0.8, 0.2, 0.1
GAMMA_GLOBAL, GAMMA_LOCAL, GAMMA_EARLY = 0.7, 0.3, 0.15
EARLY_TOOL_LIMIT = 5  # the bonus needs the violation found with fewer than 5 tool calls
EXCESSIVE_ERRORS = 3  # more error observations than this count as a violation

COORDINATOR = "coordinator"


def local_reward(accepted: bool, filled: int, required: int) -> float:
    """R_local of one day: half for Σ accepting the day's commit, half for the share of its required entries filled.

    The paper does not define R_local; this is what a day executor controls alone: a commit Σ takes
    (in the sandbox, within the shared budget, no duplicate venue, the mode lock kept) and a complete day.
    """
    share = min(filled, required) / required if required > 0 else 1.0
    return 0.5 * float(accepted) + 0.5 * share


def early_detect(violations: int, tool_calls: int) -> float:
    """1[early]: a violation was found (and reported) with fewer than 5 tool calls (A.2)."""
    return float(violations > 0 and tool_calls < EARLY_TOOL_LIMIT)


def violations_of(rejections: int, errors: int, reported_infeasible: bool) -> int:
    """|V|: Σ's rejections, excessive errors (more than 3), and a failure the executor reported."""
    return rejections + int(errors > EXCESSIVE_ERRORS) + int(reported_infeasible)


# --- TRL reward functions: one per component, each for one role --------------------------


# A completion is whatever TRL hands over (text, or a conversational list of messages): the functions only count them.
Completions = Sequence[object]
Score = Callable[[Mapping[str, Any]], float]


def _outcomes(kwargs: Mapping[str, Any], count: int) -> Sequence[Mapping[str, Any]]:
    outcomes: Sequence[Mapping[str, Any]] | None = kwargs.get("outcome")
    if outcomes is None or len(outcomes) != count:
        raise ValueError("reward functions need an 'outcome' column, one dict per completion (training.rollout)")
    return outcomes


def _for_role(completions: Completions, kwargs: Mapping[str, Any], coordinator: bool, score: Score) -> list[float | None]:
    return [
        float(score(outcome)) if (outcome.get("role") == COORDINATOR) == coordinator else None
        for outcome in _outcomes(kwargs, len(completions))
    ]


def _plan_global(outcome: Mapping[str, Any]) -> float:
    return global_reward(bool(outcome.get("valid")), outcome.get("checks") or {}, outcome.get("cost"), float(outcome.get("budget") or 0.0))


def coordinator_global(completions: Completions, **kwargs: Any) -> list[float | None]:
    """R_global of the trip planned from the coordinator's allocation (weight λ_global = 0.8)."""
    return _for_role(completions, kwargs, True, _plan_global)


def coordinator_extract(completions: Completions, **kwargs: Any) -> list[float | None]:
    """R_extract: 1 when ``distribute_task`` accepted the route (λ_extract = 0.2).

    Accepted means the request's cities, count and mode rule were read right.
    """
    return _for_role(completions, kwargs, True, lambda o: float(bool(o.get("allocated"))))


def coordinator_iterations(completions: Completions, **kwargs: Any) -> list[float | None]:
    """−N_iter: allocations the coordinator had to make (a rejected ``distribute_task`` is a re-plan) (λ_iter = 0.1)."""
    return _for_role(completions, kwargs, True, lambda o: -float(o.get("iterations") or 0))


def executor_global(completions: Completions, **kwargs: Any) -> list[float | None]:
    """R_global of the trip with this day as the executor planned it, the other days as recorded (γ_global = 0.7)."""
    return _for_role(completions, kwargs, False, _plan_global)


def executor_local(completions: Completions, **kwargs: Any) -> list[float | None]:
    """R_local of the day (γ_local = 0.3)."""
    return _for_role(
        completions, kwargs, False,
        lambda o: local_reward(bool(o.get("accepted")), int(o.get("filled") or 0), int(o.get("required") or 0)),
    )


def executor_early(completions: Completions, **kwargs: Any) -> list[float | None]:
    """1[early] (γ_early = 0.15)."""
    return _for_role(
        completions, kwargs, False, lambda o: early_detect(int(o.get("violations") or 0), int(o.get("tool_calls") or 0))
    )


ROLE_REWARD_FUNCS = (coordinator_global, coordinator_extract, coordinator_iterations, executor_global, executor_local, executor_early)
ROLE_REWARD_WEIGHTS = (LAMBDA_GLOBAL, LAMBDA_EXTRACT, LAMBDA_ITER, GAMMA_GLOBAL, GAMMA_LOCAL, GAMMA_EARLY)


def role_objective(outcome: Mapping[str, Any]) -> float:
    """J_coord or J_exec of one completion: the weighted sum TRL forms from the functions above."""
    total = 0.0
    for function, weight in zip(ROLE_REWARD_FUNCS, ROLE_REWARD_WEIGHTS, strict=True):
        value = function([None], outcome=[outcome])[0]
        total += 0.0 if value is None else weight * value
    return total
