"""The names a user picks from, defined once: policies, ablations and objectives (no imports, so the CLI starts fast)."""

from __future__ import annotations

from typing import Literal, get_args

PolicyName = Literal["expert", "llm", "solver"]
AblationName = Literal["no-sigma", "no-coordinator", "no-bargaining", "sequential", "no-solver"]
# What a policy optimizes among the plans that keep every rule: the trip's quality
# ("best", domain.evaluation.quality) or its cost ("cheapest", the benchmark's behaviour).
ObjectiveName = Literal["best", "cheapest"]
POLICIES: tuple[str, ...] = get_args(PolicyName)
ABLATIONS: tuple[str, ...] = get_args(AblationName)
OBJECTIVES: tuple[str, ...] = get_args(ObjectiveName)


def ablation_unused(policy: str, ablation: str | None) -> str | None:
    """Why ``ablation`` would change nothing under ``policy``, or None: an ablation takes a part out of the hierarchy
    (or its solver fallback), and the solver policy runs no hierarchy, so that its run would be reported as an
    ablation it is not."""
    if ablation is not None and policy == "solver":
        return f"'{ablation}' takes a part out of the hierarchy, which the solver policy does not run"
    return None
