"""The evaluator's result types (pydantic, so that tools and graph nodes can return them as is)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from himap_travel.state.days import Meal

# Re-exported (``X as X``: for type checkers too): the evaluator's result.
from himap_travel.state.evaluation import COMMONSENSE_KEYS as COMMONSENSE_KEYS
from himap_travel.state.evaluation import HARD_KEYS as HARD_KEYS
from himap_travel.state.evaluation import Evaluation as Evaluation

CostKind = Literal["flight", "self-driving", "taxi", "transport", Meal, "accommodation"]


class CostItem(BaseModel):
    kind: CostKind
    name: str = Field(description="the entry as written in the plan")
    cost: float
    note: str | None = Field(default=None, description="why the item costs nothing, when it does")


class DayCost(BaseModel):
    """One day's cost by the budget check's rules, item by item."""

    items: list[CostItem] = Field(default_factory=list)
    total: float = 0.0
