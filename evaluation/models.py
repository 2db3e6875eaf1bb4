"""The evaluator's result types (pydantic, so that tools and graph nodes can return them as is)."""

from __future__ import annotations

from typing import Literal

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

CostKind = Literal["flight", "self-driving", "taxi", "transport", "breakfast", "lunch", "dinner", "accommodation"]


class CostItem(BaseModel):
    kind: CostKind
    name: str = Field(description="the entry as written in the plan")
    cost: float
    note: str | None = Field(default=None, description="why the item costs nothing, when it does")


class DayCost(BaseModel):
    """One day's cost by the budget check's rules, item by item."""

    items: list[CostItem] = Field(default_factory=list)
    total: float = 0.0


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
