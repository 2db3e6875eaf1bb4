"""A bare "why?" ("why", "how come?", "but why not??") right after a reply that said no ("No plan can meet this
request: the cheapest plan ... costs $1,792.00, $792.00 over your $1,000 budget", the legs that could not fly; or a
wish refused, "I can't apply that: the data has no amenities, ...", "I couldn't do that:" with its reasons listed):
the cause that reply stated, said again as the answer.

It was answered with the trip's summary ("Here is your trip as it stands"), which names no cause: a no must be
explained when asked (issue 39), never met with what the traveller already saw.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.chat_input import last_reply_text
from himap_travel.nodes.chat.reading_turn import Turn

# ... or asked of the no itself ("why can't you do that", "why is there no plan", "how come it's over budget")
_WHY_NOT = (r"(?:why|how\s+come)\s+(?:(?:can['’]?t|cannot|couldn['’]?t|won['’]?t|didn['’]?t|doesn['’]?t|wouldn['’]?t)\s+"
            r"(?:you|u|it|we|i|that|this)(?:\s+(?:do|apply|keep|plan|make|add|find|change|work|be\s+done)"
            r"(?:\s+(?:that|this|it|one|a\s+plan|the\s+trip))?)?"
            r"|(?:is\s+there\s+|isn['’]?t\s+there\s+(?:a|any)\s+)?no\s+plan|(?:is\s+there|isn['’]?t\s+there)\s+no\s+trip"
            r"|(?:is\s+)?(?:that|it|this)\s+(?:not\s+possible|impossible|over(?:\s+(?:the\s+)?budget)?)"
            r"|(?:it['’]?s|its|that['’]?s)\s+(?:not\s+possible|impossible|over(?:\s+(?:the\s+)?budget)?))")
_BARE_WHY = lazy_compile(r"^\W*(?:(?:but|ok(?:ay)?|so|and|hmm+|wait|huh|um+|uh+|erm?)\W+)*"
                         rf"(?:why(?:\s+(?:not|so|is\s+that|that|tho|though|is\s+it|over))?|how\s+come|wh?y+|{_WHY_NOT})\W*$",
                         re.IGNORECASE)
_NO_PLAN = lazy_compile(r"\*\*No plan can meet this request:\*\*\s*(?P<why>[^\n]+)")
_LEG_LINE = lazy_compile(r"^- Day \d+: .+$", re.MULTILINE)
# A wish or a question refused with its cause after the colon (``not_applied``'s "I can't apply that:", "I can't tell
# you that:", ``reply``'s "I couldn't do that:" and its list), up to the line saying the trip is kept
_REFUSED = lazy_compile(r"^I\s+(?:can't|couldn't|cannot|could\s+not)\s+[^:\n]{1,40}:\s*(?P<why>.+?)\s*"
                        r"(?:Your\s+(?:current\s+)?trip\s+is\s+unchanged\.?\s*)?$", re.IGNORECASE | re.DOTALL)


def cause_of_last_no(text: str, state: Mapping[str, Any]) -> str | None:
    """The cause the last reply gave for its no, when the message is a bare "why?" (None otherwise, or when the last
    reply said no no)."""
    if not _BARE_WHY.match(text):
        return None
    said = last_reply_text(state.get("messages"))
    found = _NO_PLAN.search(said)
    if found is None:
        return _refusal_cause(said)
    why = found.group("why").replace(", shown below,", "").replace(" shown below", "").strip()
    legs = [line for line in _LEG_LINE.findall(said) if "no flight" in line or "taxi" in line or "drive" in line]
    lines = "\n".join(legs)
    return f"Because {why[0].lower()}{why[1:]}" + (f"\n\nHow the legs go and why:\n{lines}" if lines else "")


def _refusal_cause(said: str) -> str | None:
    """The cause a refusal stated ("the data has no amenities, so 'a hotel with a pool' cannot be checked"), its
    listed reasons joined, as the answer to "why?" (None when the reply refused nothing)."""
    found = _REFUSED.match(said.strip())
    if found is None:
        return None
    reasons = [line.strip().removeprefix("- ").strip() for line in found.group("why").splitlines() if line.strip()]
    why = "; ".join(reasons).rstrip(".")
    return f"Because {why[0].lower()}{why[1:]}." if why else None


def last_no_explained(turn: Turn) -> dict[str, Any] | None:
    """A step before the trip parser: "why is there no plan", "why can't you do that" right after a no, the cause that
    reply stated (the message read as a question about the plan showed the plan's days)."""
    cause = cause_of_last_no(turn.text, turn.state) if turn.state.get("trip") else None
    return {"answer": cause, "problems": []} if cause is not None else None


__all__ = ["cause_of_last_no", "last_no_explained"]
