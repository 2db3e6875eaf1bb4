"""What a disruption changes in the world, as records: an element of the sandbox and what happens to its rows.

The graph state keeps a thread's changes (``world``) as these records;
``domain.sandbox.world.World`` is the one model made from them that every
consumer asks (the searches, ``finish``, the evaluator, the solver).

A removal may name ``dates`` (ISO): the element is unavailable on those
dates only (a restaurant closed on the 14th is open on the 15th). Without
dates a change holds on every date, as before. A dated price or time change
is refused: no consumer prices a venue per date, so it could not be kept.
"""

from __future__ import annotations

import dataclasses
from datetime import date
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

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
    # Left out of the record when empty, so a thread with no dated change keeps the records it always had.
    dates: tuple[str, ...] = Field(default=(), exclude_if=lambda dates: not dates,
                                   description="ISO dates it holds on (a removal only); empty: every date")

    @field_validator("dates")
    @classmethod
    def _iso_dates(cls, dates: tuple[str, ...]) -> tuple[str, ...]:
        """Real calendar dates, sorted and once each (the same closure is the same record, whatever the order)."""
        for text in dates:
            if not is_iso_date(text):
                raise ValueError(f"{text!r} is not a date (YYYY-MM-DD)")
        return tuple(sorted(set(dates)))

    @model_validator(mode="after")
    def _dated_removal_only(self) -> RowChange:
        if self.dates and not self.removed:
            raise ValueError("only a removal can hold on some dates (a price or time change holds on every date)")
        return self

    def holds_on(self, day: str | None) -> bool:
        """Whether the change holds on ``day`` (an undated change holds on every date; an unknown date: fail closed)."""
        return not self.dates or day is None or day in self.dates

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


def is_iso_date(text: str) -> bool:
    """``YYYY-MM-DD`` in ASCII digits, and a day of the calendar (2022-02-30 is not)."""
    if len(text) != 10 or not text.isascii() or text[4] != "-" or text[7] != "-":
        return False
    try:
        date.fromisoformat(text)
    except ValueError:
        return False
    return True
