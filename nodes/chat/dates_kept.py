"""A length asked with the dates kept ("can you make it 10 days but keep the same dates"): the two cannot both hold,
so nothing changes and the reply says why, with what would work (new dates, or the length the dates give).

Before, the length was applied and the dates moved with it, the "keep the same dates" dropped in silence (issue 39:
every part of a message is applied or named).
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.markdown import date_range
from himap_travel.nodes.chat.reading_turn import Turn

# The dates said to stay ("keep the same dates", "same dates", "don't change the dates", "without moving the dates")
_DATES_KEPT = lazy_compile(r"\b(?:keep(?:ing)?\s+(?:the\s+|our\s+)?(?:same\s+)?dates|(?:the\s+)?same\s+dates"
                           r"|(?:don'?t|do\s+not|without)\s+(?:change|changing|move|moving)\s+(?:the\s+|our\s+)?dates)\b",
                           re.IGNORECASE)
# A length asked ("make it 10 days", "10 days long", "for 5 nights")
_LENGTH = lazy_compile(r"\b(\d{1,2})\s*(days?|nights?)\b", re.IGNORECASE)


def dates_kept(turn: Turn) -> dict[str, Any] | None:
    """The answer to a length asked with the dates kept, when the dates give another length; None otherwise."""
    dates = (turn.state.get("trip") or {}).get("date") or []
    length = _LENGTH.search(turn.text) if turn.editing and dates else None
    if length is None or not _DATES_KEPT.search(turn.text):
        return None
    asked = int(length.group(1)) + (1 if length.group(2).lower().startswith("night") else 0)
    if asked == len(dates):
        return None
    said = re.sub(r"\s+", " ", length.group(0))
    return {"answer": f"{said} and the same dates cannot both be: {date_range(dates)} are {len(dates)} days. Nothing "
                      f"changed: say the new dates for {said}, or keep the {len(dates)} days of these dates.",
            "problems": []}
