"""A change by an amount said as the correction of the change just made ("1 more person and $300 more", then "no wait,
$500 more"; "make it a night shorter and start a day earlier", then "hmm no keep 3 days, just start a day earlier"):
the amount counts from the trip before the change it corrects, never from the corrected one (issue 39: people change
their minds mid-conversation; "$500 more" after "$300 more" meant $500 more than the budget before, not $800).

A message is such a correction when it opens with a word taking back what was just said ("no", "wait", "sorry",
"oops", "I meant", "make that") and changes by an amount a field the last change changed too: the budget, the party,
or the dates and length. Only those fields are read from the trip before (``corrected_base``); what else the last
change did stays ("1 more person" is kept when only the money is corrected).
"""

from __future__ import annotations

import re
from typing import Any, cast

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.date_edits import SHIFT
from himap_travel.nodes.chat.relative import RELATIVE_DAYS, RELATIVE_PEOPLE, changes_budget
from himap_travel.state.chat_state import ChatState

# A message opening by taking back what was just said ("no wait", "sorry, i meant", "oops", "hmm no", "make that")
_CORRECTING = lazy_compile(
    r"^\W*(?:(?:hmm+|ugh|ah|oh|ok|okay|actually|sorry|sry|oops|whoops|wait|no|nope|nah|i\s+mean[t]?|scratch\s+that"
    r"|make\s+(?:that|it))\b[\s,.!-]*)*"
    r"(?:no|nope|nah|wait|sorry|sry|oops|whoops|i\s+mean[t]?|scratch\s+that|make\s+that)\b", re.IGNORECASE)


def _said(text: str) -> list[str]:
    """The trip fields ``text`` changes by an amount: the budget, the party, the dates and length."""
    people = RELATIVE_PEOPLE.search(text) is not None
    dates = RELATIVE_DAYS.search(text) is not None or SHIFT.search(text) is not None
    return [*(["budget"] if changes_budget(text) else []), *(["people_number"] if people else []),
            *(["date", "days"] if dates else [])]


def corrected_base(text: str, state: ChatState) -> ChatState | None:
    """The state to read a correcting change by an amount on: the trip with the fields the message changes as they
    were before the last change; None when the message is no such correction, or the last change left those fields
    alone (then the amount counts from the trip as it is)."""
    trip, previous = state.get("trip") or {}, state.get("previous") or {}
    before = previous.get("trip") or {}
    if not trip or not before or state.get("restored") or not _CORRECTING.match(text):
        return None
    back: dict[str, Any] = {f: before.get(f) for f in _said(text) if before.get(f) != trip.get(f)}
    if not back:
        return None
    return cast(ChatState, {**state, "trip": {**trip, **back}})


__all__ = ["corrected_base"]
