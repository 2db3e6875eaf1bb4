"""What "undo" brings back: the thread's trip and plan as they were before a turn changed them."""

from __future__ import annotations

from typing import Any

# The keys that together are "the trip and its plan" (what a reply and a question about the plan read).
# ``no_plan`` too: an undo back to a trip no plan meets says that trip's reason, not the one of the trip it leaves.
SNAPSHOT_KEYS = ("trip", "plan", "verdict", "spent", "day_costs", "world", "objective", "focus", "quality", "planned_without",
                 "no_plan")


# A turn that asks for a preference ("make it cheaper") sets the thread's standing wish before the plan is made; the
# draft carries the wish it replaces under this key, so "undo" brings back that one ("nicer hotels" asked earlier).
WISH_BEFORE = "wish_before"


def wish_before(state: Any) -> dict[str, Any]:
    """The thread's standing wish as it is now, for the draft of a turn that changes it (``WISH_BEFORE``)."""
    return {WISH_BEFORE: {"objective": state.get("objective"), "focus": state.get("focus")}}


# A snapshot taken before a disruption's repair is marked so: "what did you change?" compares the repaired plan with it,
# but "undo" does not bring it back (what the disruption took is gone: the hotel did cancel).
REPAIRED = "repaired"


def snapshot(state: Any, *, repaired: bool = False) -> dict[str, Any] | None:
    """The thread's trip and plan as they were before this turn (None when there is no trip yet: nothing to go back to);
    ``repaired``: this turn repairs a disruption (``REPAIRED``)."""
    if not state.get("trip"):
        return None
    kept = {key: state.get(key) for key in SNAPSHOT_KEYS} | ((state.get("draft") or {}).get(WISH_BEFORE) or {})
    return kept | ({REPAIRED: True} if repaired else {})
