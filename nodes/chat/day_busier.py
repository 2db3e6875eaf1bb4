"""One day of the plan asked fuller or lighter than it is ("make day 2 busier", "add one more sight on day 2", "one less
thing on day 3"; issue 39). Read alone, "busier" gives no number: the message was not understood.

The plan says how many sights that day holds, so the wish is that count and one: the message is written as the pace of
that day ("at least 3 sights on day 2", "at most 1 sight on day 3"), which the trip parser reads as a pace kept beside
the one held (``pace.kept_beside``).
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.markdown import venue_name

_OPEN = r"^\W*(?:(?:ok(?:ay)?|so|actually|hmm+|and|also|pls|please|can\s+(?:we|you|u)|could\s+(?:we|you|u)|let'?s)\W+)*"
_CLOSE = r"(?:\W+(?:pls|please|plz|too|then|instead))*\W*$"
_ON_DAY = r"(?:on|to|for|from)\s+day\s+(?P<day>\d{1,2})"
_THING = r"(?:sights?|attractions?|things?|activit(?:y|ies)|stops?|places?)"
_MORE = lazy_compile(_OPEN + r"(?:(?:make|have)\s+day\s+(?P<day1>\d{1,2})\s+(?:a\s+(?:bit|little|lot)\s+|much\s+)?"
                     r"(?:busier|fuller|more\s+(?:packed|full|active))"
                     rf"|(?:add|squeeze\s+in|fit\s+in|put\s+in|throw\s+in|do)\s+(?:one|1|another|an?)\s+(?:more\s+|extra\s+)?{_THING}"
                     rf"\s+{_ON_DAY})" + _CLOSE, re.IGNORECASE)
_FEWER = lazy_compile(_OPEN + rf"(?:(?:one|1)\s+(?:less|fewer)|(?:drop|remove|cut|lose)\s+(?:one|1|a))\s+{_THING}\s+{_ON_DAY}"
                      + _CLOSE, re.IGNORECASE)


def _count(plan: list[dict[str, Any]], day: int) -> int:
    return len([part for part in str(plan[day - 1].get("attraction") or "").split(";") if venue_name(part) not in ("", "-")])


def day_busier(text: str, plan: list[dict[str, Any]] | None) -> str:
    """``text`` written as a pace of the day it makes fuller or lighter than the plan has it; else as it is."""
    more, fewer = _MORE.match(text), _FEWER.match(text)
    found = more or fewer
    if found is None or not plan:
        return text
    day = int(found.group("day1") or found.group("day")) if more else int(found.group("day"))
    if not 1 <= day <= len(plan):
        return text
    count = _count(plan, day)
    if more:
        return f"at least {count + 1} sights on day {day}"
    return f"at most {count - 1} sights on day {day}" if count > 1 else text
