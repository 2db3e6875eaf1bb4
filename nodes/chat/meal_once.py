"""A wish for a cuisine at every meal of a kind made a wish for one ("italian for dinner every night", then "not every
night, just once" or "once is enough"; issue 39). Read alone, "just once" names no meal nor cuisine, so the message was
not understood and the every-dinner rule stayed.

When the trip holds exactly one such wish, the message is written as that wish said once ("Italian for dinner just one
night"), which the trip parser reads as a wish some one dinner keeps, in place of the one for every dinner.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.state.days import MEALS

# "just once", "only one night", "once is enough", "one time is plenty", "not every night": one meal, not each of them
_ONCE = lazy_compile(r"\b(?:(?:just|only)\s+(?:once|one\s+(?:night|time|day|evening|dinner|lunch|breakfast))"
                     r"|(?:once|one\s+(?:night|time|day|evening))\s+(?:is|would\s+be|will\s+be|'s)\s+(?:enough|fine|plenty|ok|okay|good)"
                     r"|not\s+(?:every|each)\s+(?:single\s+)?(?:night|day|time|evening|dinner|lunch|breakfast|meal))\b", re.IGNORECASE)
# Words of another wish in the message: left to the parser ("just once, and add a day")
_MORE = lazy_compile(r"\b(?:\d|add|make|day\s+\d|cheap\w*|budget|people|hotel|stay|flight|drive|sights?)\b", re.IGNORECASE)
_LONGEST = 12  # words: a longer message says more than this


def meal_once(text: str, trip: dict[str, Any] | None) -> str:
    """``text`` written as the trip's one every-meal wish said once, when it only asks that wish be kept once; else as
    it is."""
    wishes = [w for w in ((trip or {}).get("local_constraint") or {}).get("meal wishes") or ()
              if isinstance(w, dict) and w.get("every") and w.get("cuisine") and w.get("meal") in MEALS]
    if len(wishes) != 1 or len(text.split()) > _LONGEST or not _ONCE.search(text) or _MORE.search(text):
        return text
    wish = wishes[0]
    return f"{wish['cuisine']} for {wish['meal']} just one night"
