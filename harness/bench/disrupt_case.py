"""One case of ``bench disrupt``: a disruption of one plan, its full re-plan and its repair side by side.

The record the run (``disrupt.py``) writes and the report (``disrupt_report.py``) reads: it lives apart from
both so that neither imports the other back.
"""

from __future__ import annotations

from pydantic import BaseModel, Field


class DisruptCase(BaseModel):
    """One disruption of one plan: the full re-plan and the repair, side by side."""

    idx: int
    days: int
    level: str | None = None
    disruption: str
    kind: str
    repairable: bool = False
    full_status: str = ""
    full_seconds: float = 0.0
    full_changed_days: list[int] = Field(default_factory=list)
    repair_status: str = ""
    repair_level: str = ""
    affected_days: list[int] = Field(default_factory=list)
    changed_days: list[int] = Field(default_factory=list)
    repair_seconds: float = 0.0
    element_gone: bool = True
    unaffected_identical: bool = True
    certified: bool = False
    error: str | None = None
    today: int | None = None  # --mid-trip: the trip's current day (the disrupted element's own day)
    changed_lived: list[str] = Field(default_factory=list)  # what the repaired plan changed of the lived days (must be none)
    widened_days: list[int] = Field(default_factory=list)  # days changed outside the affected set
    widened_proof: bool = False  # ... with the exact solver's proof that the affected days alone could not be repaired
