"""A no to a higher budget, said when no plan fits the one the trip has ("no we can't go higher", "nah, keep the
budget", "that's our max"): the budget stays and the reply says so, with what could still make a plan fit (issue 39:
explain every no; declining what the chat offered is no message it failed to understand).

Only on a trip whose budget no plan meets (the last reply offered a budget, or the plan shown costs more than the
budget): elsewhere such words are read as ever ("keep the budget, and add a night" is an edit of the rest).
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.state.chat_state import ChatState

_KEEP_BUDGET = lazy_compile(
    r"^\W*(?:(?:no|nope|nah|sorry|ugh|hmm+|ok|okay|well|unfortunately|sadly)\W+)*(?:"
    r"(?:we|i)\s+(?:really\s+)?(?:can['’]?t|cannot|can\s+not|won['’]?t|don['’]?t\s+want\s+to|are\s+not|['’]re\s+not)\s+"
    r"(?:go(?:ing)?|spend(?:ing)?|pay(?:ing)?|afford)\s+(?:any\s+)?(?:higher|more|over|above|that(?:\s+much)?)"
    r"|keep\s+(?:the|our|my)\s+budget(?:\s+(?:as\s+(?:is|it\s+is)|where\s+it\s+is|the\s+same))?"
    r"|(?:the\s+|our\s+|my\s+)?budget\s+(?:stays|is\s+(?:fixed|firm|final)|can['’]?t\s+go\s+(?:up|higher))"
    r"|(?:that['’]?s|this\s+is|it['’]?s)\s+(?:our|my)\s+(?:max|maximum|limit|budget|ceiling)"
    r"|(?:not|no)\s+(?:raising|going\s+(?:higher|over|above))(?:\s+(?:it|the\s+budget))?"
    r"|no\s+more\s+money)\b[^?]*$", re.IGNORECASE)


def _over(state: ChatState) -> bool:
    """Whether no plan meets the trip's budget: an offer made, or the plan shown costs more than the budget."""
    budget, spent = (state.get("trip") or {}).get("budget"), state.get("spent")
    offered = bool((state.get("no_plan") or {}).get("offers"))
    return offered or (budget is not None and spent is not None and spent > budget)


def budget_kept(text: str, state: ChatState) -> dict[str, Any] | None:
    """The answer to a no to a higher budget (the module's note), nothing changed; None when the message is no such
    no, or the trip's budget is met."""
    budget = (state.get("trip") or {}).get("budget")
    if budget is None or not _over(state) or not _KEEP_BUDGET.match(text):
        return None
    spent = state.get("spent")
    cheapest = f" (the cheapest I found costs ${spent:,.2f})" if spent is not None and spent > budget else ""
    said = (f"Okay, I kept your budget of ${budget:,.0f}. No plan fits it as the trip is now{cheapest}: fewer people, "
            "fewer days, other dates or fewer rules might; tell me what you'd like to change.")
    return {"answer": said, "problems": []}


__all__ = ["budget_kept"]
