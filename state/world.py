"""What a disruption changes in the world, as records: an element of the sandbox and what happens to its rows.

The graph state keeps a thread's changes (``world``) as these records; ``tools.unavailable``
makes the sandbox view a run plans in from them.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

ElementKind = Literal["flight", "accommodation", "restaurant", "attraction"]
# The row field each kind's price lives in (per person for flights and meals, per night for a listing).
PRICE_FIELD: dict[str, str] = {"flight": "price", "accommodation": "price", "restaurant": "average_cost"}


class Element(BaseModel):
    """One bookable thing of the sandbox: a flight (by number) or a venue (by name and city)."""

    model_config = ConfigDict(frozen=True)
    kind: ElementKind
    name: str = Field(description="flight number, or the venue's name as the plan writes it")
    city: str = Field(default="", description="the venue's city (empty for a flight)")

    @property
    def label(self) -> str:
        return f"{self.kind} {self.name}" + (f", {self.city}" if self.city else "")


class RowChange(BaseModel):
    """What happens to an element's rows: removed, or given a new price or new flight times."""

    model_config = ConfigDict(frozen=True)
    element: Element
    removed: bool = False
    price: float | None = Field(default=None, ge=0, description="the new price (the row's own unit)")
    dep_time: str | None = None
    arr_time: str | None = None

    def apply(self, row: Any) -> Any | None:
        """The row after the change, or None when it is gone."""
        if self.removed:
            return None
        updates: dict[str, Any] = {}
        if self.price is not None:
            updates[PRICE_FIELD[self.element.kind]] = self.price
        if self.dep_time is not None:
            updates.update(dep_time=self.dep_time, arr_time=self.arr_time)
        return dataclasses.replace(row, **updates) if updates else row
