"""A flight-time rule taken back in part: "forget the landing time", "drop the departure thing", "the return time
doesn't matter" (issue 39: a change to one wish never touches another). The flight-time rule holds windows, each of a
leg (every flight, the outbound, the return) with bounds on departure and arrival; a take-back naming a kind of bound
(landing, arrival; departure, leaving) or a leg removes only those bounds, and the windows left keep the rest (it
removed the whole rule: "forget the landing time" dropped the return's departure window too).
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile

# The legs a message names (the way back, the way there)
LEGS = {
    "return": lazy_compile(r"\b(?:return(?:ing)?|way\s+back|coming\s+back|home)\b", re.IGNORECASE),
    "outbound": lazy_compile(r"\b(?:outbound|way\s+there|going\s+out|there)\b", re.IGNORECASE),
}
_BOUNDS = {
    ("arrive_from", "arrive_until"): lazy_compile(r"\b(?:land(?:s|ing)?|arriv(?:e|es|al|als|ing))\b", re.IGNORECASE),
    ("depart_from", "depart_until"): lazy_compile(r"\b(?:depart(?:s|ure|ures|ing)?|leav(?:e|es|ing)|take\s*-?offs?)\b", re.IGNORECASE),
}


def bounds_left(windows: list[dict[str, Any]], text: str) -> list[dict[str, Any]] | None:
    """The windows kept when ``text`` takes back the bounds it names by kind or leg; None when it names neither (the
    whole rule goes) or nothing is left."""
    legs = [leg for leg, words in LEGS.items() if words.search(text)]
    kinds = [bound for bounds, words in _BOUNDS.items() if words.search(text) for bound in bounds]
    if not legs and not kinds:
        return None
    kept = []
    for window in windows or []:
        mine = not legs or window.get("leg") in legs
        left = {k: (None if mine and (not kinds or k in kinds) else v) for k, v in window.items() if k != "leg"}
        if any(left.values()):
            kept.append({"leg": window.get("leg"), **left})
    return kept or None


__all__ = ["LEGS", "bounds_left"]
