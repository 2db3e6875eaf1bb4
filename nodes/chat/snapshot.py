"""What "undo" brings back: the thread's trip and plan as they were before a turn changed them, and the versions
before that one (``earlier``), so "undo the last two changes" or "the version before we added the dog" can come back."""

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


# How many versions a thread keeps to go back to (``previous`` and the ``earlier`` ones before it): each holds a plan,
# and a thread's checkpoint holds them all, so the oldest go past this many (docs/chat.md says so).
KEPT_VERSIONS = 20

# A snapshot taken before a new trip replaced the thread's trip is marked so: "undo" brings that trip back, but it is
# no version of the new one ("undo the last two changes" never reaches into the trip before).
ANOTHER_TRIP = "another_trip"


def kept_versions(state: Any, before: dict[str, Any] | None, *, new_trip: bool = False) -> dict[str, Any]:
    """The thread's versions once a turn replaces the current one, ``before`` (its ``snapshot``) becoming ``previous``
    and the one it was joining ``earlier`` (oldest first, the last ``KEPT_VERSIONS`` in all); ``new_trip``: the turn
    plans another trip (``ANOTHER_TRIP``). A version the repair of a disruption replaced, and every one before it,
    cannot come back (each may book what the disruption took)."""
    if before is None or before.get(REPAIRED):
        return {"previous": before, "earlier": []}
    if new_trip:
        return {"previous": {**before, ANOTHER_TRIP: True}, "earlier": []}
    older = [*(state.get("earlier") or [])]
    previous = state.get("previous")
    if previous and not previous.get(REPAIRED) and not previous.get(ANOTHER_TRIP):
        older.append(previous)
    return {"previous": before, "earlier": older[-(KEPT_VERSIONS - 1):]}


def versions(state: Any) -> list[dict[str, Any]]:
    """The versions a thread can go back to, oldest first (the one before the last change last)."""
    previous = state.get("previous")
    return [*(state.get("earlier") or []), *([previous] if previous and not previous.get(REPAIRED) else [])]


def version_of(kept: dict[str, Any]) -> dict[str, Any]:
    """A kept version's trip and plan as the thread's state holds them (its marks left out)."""
    return {key: value for key, value in kept.items() if key not in (REPAIRED, ANOTHER_TRIP)}
