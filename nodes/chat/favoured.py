"""A quality said with no number in a message ("the nicest hotels", "good restaurants please", "best hotel you can
find"): planned as the preference it is, and said so.

No rule holds such a wish (the data has ratings, and the words give none), so ``app.py plan`` names it as not read
(``UnreadWish.favours``). In the chat it is no question: asking "plan without it?" about a hotel wished nice
made the traveller answer what the chat can do anyway, and a superlative ("the best hotel you can find") was planned
in silence. The plan is made for the best trip within the budget with that part counted twice, as "nicer hotels" said
after a plan does (``plan_trip.for_preference``), and the reply says what came of it ("stays rated 4.3 on average")
and that no rating was required (``reply._quality_line``). The draft carries the part (``FAVOURED``) through a
question asked before planning ("how many people?").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from himap_travel.domain.parsing.unread_wish import UnreadWish

FAVOURED = "favoured"  # the draft's key: what a message asked favoured ("hotels", "restaurants", "overall", "cheapest")


def favoured_apart(wishes: list[UnreadWish]) -> tuple[str | None, list[UnreadWish]]:
    """What the wishes ask a plan to favour (stays and meals both: "overall"; the lowest cost over any quality, as a
    later "make it cheaper" replaces "nicer hotels"), and the wishes left to ask about."""
    parts = {wish.favours for wish in wishes if wish.favours is not None}
    if not parts:
        return None, wishes
    part = "cheapest" if "cheapest" in parts else parts.pop() if len(parts) == 1 else "overall"
    return part, [w for w in wishes if w.favours is None]


def favoured_now(state: Mapping[str, Any]) -> dict[str, Any]:
    """The preference the draft's favoured part plans with (the state's keys a preference sets), or nothing: none
    asked, or a preference said this turn ("make it cheaper") rules."""
    part = (state.get("draft") or {}).get(FAVOURED)
    if not part or state.get("preference"):
        return {}
    if part == "cheapest":
        return {"preference": part, "objective": "cheapest", "focus": None, "favoured": part}
    return {"preference": part, "objective": "best", "focus": None if part == "overall" else part, "favoured": part}
