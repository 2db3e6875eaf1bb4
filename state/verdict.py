"""The evaluator's verdict on one plan: the 13 constraints, in one mode (official or strict).

It lives with the other state types because the graph keeps it: the checker
scores each candidate once and the run, the CLI and the benchmarks reuse it.
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


class PlanVerdict(BaseModel):
    """The 13 constraints on one plan, and why the failing ones fail."""

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
