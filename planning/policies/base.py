"""The one interface every policy implements: extract, allocate (coordinator), plan a day (executor).

A policy decides; it acts only through the ``ToolBox`` it is given, so the
expert policy and an LLM policy leave traces of the same shape.
"""

from __future__ import annotations

from typing import Protocol

from himap_travel.state.plan import Allocation, DayOutcome, DayTask, Feedback
from himap_travel.state.sigma import Sigma
from himap_travel.state.trip import TripSpec
from himap_travel.tools.toolbox import ToolBox


class Policy(Protocol):
    name: str

    def extract(self, query: str, tools: ToolBox) -> TripSpec:
        """The request as a ``TripSpec``; raises ``TripSpecError`` naming what is missing."""

    def allocate(self, spec: TripSpec, feedback: list[Feedback], tools: ToolBox) -> Allocation:
        """The coordinator's decision (``distribute_task``), revised by bargaining feedback."""

    def plan_day(
        self, task: DayTask, sigma: Sigma, avoid: set[str], tools: ToolBox, iteration: int, attempt: int, note: str = ""
    ) -> DayOutcome:
        """One day from its task and a Σ snapshot, ending with ``finish`` or an infeasibility.

        ``note`` says why the day is planned again (Σ's rejection, the checker's findings).
        """


def allocate_for(policy: Policy, objective: str, spec: TripSpec, feedback: list[Feedback], tools: ToolBox) -> Allocation:
    """The policy's allocation for a run's objective.

    A policy that plans for quality says so (``plans_for_quality``) and takes
    the objective; any other plans as it always does (the objective then
    still ranks the candidates, in finalize, and steers the exact solver).
    """
    if objective != "cheapest" and getattr(policy, "plans_for_quality", False):
        return policy.allocate(spec, feedback, tools, objective=objective)  # type: ignore[call-arg]
    return policy.allocate(spec, feedback, tools)
