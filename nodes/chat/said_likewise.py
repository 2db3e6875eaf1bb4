"""An elliptical follow-up is the change before it, said of another part (issue 39): "and the lunch too" after "change
the dinner on day 2 to something else", "same for day 3" after "change the dinner on day 2", "and day 2's" after
"replace day 3's dinner". Read alone it names no change, so it was not understood.

A short message that says it adds to what came before ("and ...", "same for ...", "... too", "... as well") and names a
meal or a day is the user's previous message, a change of a part of the plan, with that meal or day put in place of the
one it named; the result is read as any message. Anything else stays as it is.
"""

from __future__ import annotations

import re
from typing import Any

from langchain_core.messages import HumanMessage

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.chat_input import message_text
from himap_travel.nodes.chat.swap import MEAL

_LIKEWISE = lazy_compile(r"^\W*(?:and|also|plus|oh\s+and|same\s+(?:for|with|goes\s+for))\b|\b(?:too|as\s+well|also)\W*$",
                         re.IGNORECASE)
_DAY = lazy_compile(r"\bday\s*(\d{1,2})\b", re.IGNORECASE)
_CHANGES = lazy_compile(r"\b(?:change|swap|switch|replace|different|another|other|new|something\s+else)\b", re.IGNORECASE)
_MOST_WORDS = 6


def _previous(messages: list[Any]) -> str | None:
    said = [m for m in messages if isinstance(m, HumanMessage)]
    return message_text(said[-2]) if len(said) >= 2 else None


def likewise(text: str, messages: list[Any] | None) -> str:
    """``text`` as the previous change said of the meal or day it names (the module's note); else as it is."""
    before = _previous(messages or [])
    if before is None or not _LIKEWISE.search(text) or len(text.split()) > _MOST_WORDS or not _CHANGES.search(before):
        return text
    meal, day = MEAL.search(text), _DAY.search(text)
    if (meal is None and day is None) or (meal is not None and not MEAL.search(before)) \
            or (day is not None and not _DAY.search(before)):
        return text
    said = MEAL.sub(meal.group(1).lower(), before, count=1) if meal is not None else before
    return _DAY.sub(f"day {day.group(1)}", said, count=1) if day is not None else said
