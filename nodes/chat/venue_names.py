"""The names of a plan's own places (its stays, restaurants and sights), and a message read without them (issue 39):
a name's words are no wish ("nightly rate for sunny one bedroom?" asks the stay Sunny One Bedroom, never a number of
bedrooms; its "one" asks for no other one). Apart: the readers of questions, swaps and moves share it, and it imports
nothing of theirs.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.nodes.chat.booked_names import bookings
from himap_travel.nodes.chat.markdown import venue_name


def venue_names(plan: list[dict[str, Any]]) -> list[str]:
    """The names of the plan's stays, restaurants and sights (``booked_names.bookings``), in lower case, each once,
    longest first."""
    names = {venue_name(name).lower() for _kind, name, _day, _booked_as in bookings(plan)}
    return sorted((n for n in names if len(n) > 2), key=len, reverse=True)


def without_venue_names(text: str, plan: list[dict[str, Any]]) -> str:
    """``text`` with the names of the plan's stays, restaurants and sights said in it put as "it" (any case): what the
    message asks of them, read with no word of a name taken for a wish ("sunny one bedroom" is no number of bedrooms,
    and its "one" no other one asked for)."""
    for name in venue_names(plan):
        text = re.sub(rf"\b{re.escape(name)}\b", "it", text, flags=re.IGNORECASE)
    return text
