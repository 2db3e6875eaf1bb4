"""Two days of the plan swapped ("swap day 2 and day 3", "can we switch days 2 and 3?", "do day 3's stuff on day 2 and
vice versa"; issue 39). Read alone, the message named no wish: it was not understood.

The sights are what a day is planned around, and a sight can be asked on a given day (``sight_days``): the message is
written as each day's sights asked on the other day ("we want to see Gatorland on day 2, and SeaWorld Orlando on day
3"), which the trip parser reads as sights to see on those days. The planner then places them so (or proves no plan
can, and says why); meals and stays stay the planner's to choose.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.markdown import venue_name

_DAY = r"(?:day\s+)?(?P<{}>\d{{1,2}}|one|two|three|four|five|six|seven)"
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_SWAP = lazy_compile(r"^\W*(?:(?:ok(?:ay)?|so|actually|hmm+|and|can\s+(?:we|you|u)|could\s+(?:we|you|u)|pls|please|let'?s)\W+)*"
                     r"(?:swap|switch|flip|trade|exchange|reverse)\s+(?:the\s+)?(?:days?\s+)?"
                     + _DAY.format("one") + r"\s*(?:and|with|&|for|<->|/)\s*" + _DAY.format("other")
                     + r"(?:\s+around)?(?:\W+(?:pls|please|plz|instead|then))*\W*$", re.IGNORECASE)


def _day(said: str) -> int:
    return _NUMBERS.get(said.lower()) or int(said)


def _sights_of(plan: list[dict[str, Any]], day: int) -> list[str]:
    """The names of the sights the plan's ``day`` holds (none for a day it lacks)."""
    if not 1 <= day <= len(plan):
        return []
    return [name for part in str(plan[day - 1].get("attraction") or "").split(";")
            if (name := venue_name(part)) and name != "-"]


def days_swapped(text: str, plan: list[dict[str, Any]] | None) -> str:
    """``text`` written as each of the two days' sights asked on the other day, when it only swaps two days of a plan
    that holds sights on them; else as it is."""
    m = _SWAP.match(text)
    if m is None or not plan:
        return text
    one, other = _day(m.group("one")), _day(m.group("other"))
    moved = [(names, day) for names, day in ((_sights_of(plan, other), one), (_sights_of(plan, one), other)) if names]
    if one == other or not moved or not all(1 <= d <= len(plan) for d in (one, other)):
        return text
    return "we want to see " + ", and ".join(f"{' and '.join(names)} on day {day}" for names, day in moved)

