"""What "undo" brings back: the thread's trip and plan as they were before a turn changed them."""

from __future__ import annotations

from typing import Any

# The keys that together are "the trip and its plan" (what a reply and a question about the plan read).
SNAPSHOT_KEYS = ("trip", "plan", "verdict", "spent", "day_costs", "world", "objective", "focus", "quality", "planned_without")


def snapshot(state: Any) -> dict | None:
    """The thread's current trip and plan (None when there is no trip yet: nothing to go back to)."""
    if not state.get("trip"):
        return None
    return {key: state.get(key) for key in SNAPSHOT_KEYS}
