""""How much more is that now?", "how much extra is that?" after a change: the difference from the plan before the last
change, and the total now (issue 39: the reply gave the total only, so the person could not tell what the change cost).

The plan before the last change is ``previous`` (what "undo" brings back); with none, the message is no such question
here and the total is answered as ever.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.money import money
from himap_travel.nodes.chat.reading_turn import Turn

# The difference asked ("how much more is that now", "how much extra is it", "how much more does that cost", "how much
# cheaper did that get", "what's the difference in price"), never another plan wondered ("how much more would 3 days be")
_DIFFERENCE = lazy_compile(
    r"^\W*(?:(?:so|and|ok(?:ay)?|hmm+|wait|btw)\W+)*(?:how\s+much\s+(?:more|extra|less|cheaper|pricier|higher|lower)"
    r"(?:\s+(?:money|\$))?\s+(?:is|does|did|was|has)\s+(?:it|that|this)(?:\s+(?:now|cost|come\s+to|make\s+it|gotten|got"
    r"|get|become|added))*"
    r"|what'?s\s+the\s+difference(?:\s+in\s+(?:price|cost))?(?:\s+now)?|how\s+much\s+did\s+(?:it|that|this)\s+add)\W*$",
    re.IGNORECASE)


def difference_asked(turn: Turn) -> dict[str, Any] | None:
    """A step before the trip parser (``understand._BEFORE_PARSING``): the cost of the last change asked, answered from
    the plan before it and the plan now; nothing changed."""
    state = turn.state
    before = state.get("previous") or {}
    now, was = state.get("spent"), before.get("spent")
    if not turn.editing or now is None or was is None or not _DIFFERENCE.match(turn.text):
        return None
    gap = now - was
    way = "more" if gap > 0 else "less"
    budget = (state.get("trip") or {}).get("budget")
    of_budget = f" of the {money(budget, cents=False)} budget" if budget else ""
    said = (f"that is {money(abs(gap))} {way} than before the last change ({money(was)})" if abs(gap) >= 0.005
            else f"the same as before the last change ({money(was)})")
    return {"answer": f"The whole trip costs {money(now)}{of_budget} now: {said}. Nothing changed.", "problems": []}
