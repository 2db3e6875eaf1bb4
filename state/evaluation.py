"""One mode's evaluation of a plan: the 13 constraints, scored official or strict.

An ``Evaluation`` is not a verdict: it is the evaluator's report for one
mode. The checker reads the two modes' reports and gives the one verdict
(``state.plan.Verdict``). It lives with the other state types because the
graph keeps both reports beside the verdict (``Candidate``, ``PlanResult``):
the checker scores each candidate once and the run, the CLI, the chat and
the benchmarks reuse them.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

COMMONSENSE_KEYS = (
    "within_sandbox",
    "within_current_city",
    "reasonable_city_route",
    "diverse_restaurants",
    "diverse_attractions",
    "minimum_nights",
    "non_conflicting_transportation",
    "complete_information",
)
HARD_KEYS = ("budget", "room_rule", "cuisine", "room_type", "transportation")


class Evaluation(BaseModel):
    """The 13 constraints on one plan in one mode, and why the failing ones fail."""

    commonsense: dict[str, bool | None]
    hard: dict[str, bool | None] | None = Field(
        description="None when not evaluated (complete_information or within_sandbox failed): then all count as failed"
    )
    final_pass: bool
    total_cost: float | None = None
    failures: list[str] = Field(default_factory=list)
    reasons: dict[str, list[str]] = Field(default_factory=dict, description="failures grouped by check")

    @property
    def commonsense_pass(self) -> bool:
        return all(value is not False for value in self.commonsense.values())

    @property
    def hard_pass(self) -> bool:
        return self.hard is not None and all(value is not False for value in self.hard.values())

    def failed_checks(self) -> list[str]:
        """Names of the checks that failed (hard ones all listed when hard was not evaluated)."""
        failed = [key for key, value in self.commonsense.items() if value is False]
        if self.hard is None:
            return failed + list(HARD_KEYS)
        return failed + [key for key, value in self.hard.items() if value is False]
