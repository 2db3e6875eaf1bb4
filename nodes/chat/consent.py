"""A consent to what the chat offered ("ok do that", "book that one", "yes go with it", "sure"): the change the last
reply offered, applied; with nothing offered, said so (issue 39: never a change the person did not see offered, never
"I didn't understand" for a plain yes).

The chat offers a change when it answers one wondered about ("what if we had 500 more?", "hypothetically, could we do 4
people?": ``hypothetical``) or prices a cheaper stay or flight ("cheaper hotel?": ``cheaper_priced``); the reply says
nothing changed yet. The consent is then read as the change said outright (``offered_order``): the question before it,
its marks of wondering taken off ("could we do 4 people"), an amount wondered as the budget it makes, a cheaper stay or
flight as asked outright ("cheaper hotel in the first city pls", "take the cheapest flight on day 3"), each read by
the chat's own steps.
"""

from __future__ import annotations

import re
from typing import Any

from langchain_core.messages import BaseMessage

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.cheaper_priced import OFFER, asked_outright, cheaper_asked, priced_day
from himap_travel.nodes.chat.reading_turn import Turn
from himap_travel.state.chat_state import ChatState

_YES = r"(?:ok(?:ay)?|k|yes|yeah|yep|yup|sure|great|perfect|alright|cool|fine|nice|awesome)"
_DO = (r"(?:(?:let'?s\s+|pls\s+|please\s+)?(?:do|book|take|switch\s+to|go\s+with|go\s+for|use)\s+(?:that|it|this|them)"
       r"(?:\s+one)?|go\s+ahead|yes\s+please|please\s+do|do\s+it|sounds\s+good|why\s+not)")
CONSENT = lazy_compile(rf"^\W*(?:{_YES}\W+)*(?:{_DO}|{_YES})(?:\W+(?:then|please|pls|thanks|thx))*\W*$", re.IGNORECASE)
# A consent that names an act on something offered ("do that"): with nothing offered it is answered; a bare "ok", "go
# with this one" or "go ahead" accepts the plan as it is (thanks, talk), "book it" asks for a booking (out of scope)
_ACTS = lazy_compile(r"\b(?:do|switch\s+to)\s+(?:that|it)\b(?!\s+one\b)", re.IGNORECASE)
# What a reply that offers a change says (the wondered answers' lead, the priced answers' offer; a cheaper part priced
# is taken up whatever it found: "book it" after "none cheaper" is answered by the change's own reason)
_OFFERED = ("I haven't changed anything", OFFER)
# An amount wondered ("what if we had 500 more?", "what if we had $300 less"), or a budget wondered ("what if it was only
# 1500", "hmm what if the budget was 1200", "what if just 1500", "what if we only had 1000": that amount, never applied)
AMOUNT = lazy_compile(r"^\W*(?:(?:and|so|but|hmm+|well|ok(?:ay)?)\W+)*what\s+if\s+(?:(?:we|i)\s+(?:only\s+|just\s+)?had\s+"
                      r"(?P<extra>an?\s+(?:extra|additional)\s+)?|(?:it|the\s+budget|our\s+budget|the\s+total)\s+(?:was|were|is)"
                      r"\s+(?:only\s+|just\s+)?|(?:only|just)\s+)\$?"
                      r"(?P<amount>\d[\d,]*)(?![\d,]*\s*(?:(?:more|extra|less|fewer|additional)\s+)?(?:days?|nights?|weeks?|people"
                      r"|persons?|ppl|of\s+us|adults?|kids?|guests?|stars?|cities|am|pm|a\.m|p\.m|o'?clock|:|st\b|nd\b|rd\b|th\b))"
                      r"\s*(?:dollars|bucks|usd)?\s*(?P<way>more|extra|less|fewer)?\b", re.IGNORECASE)
# A yes said with thanks and no act ("ok thanks", "great, thank you"): thanks for the answer, never the offer taken up
_THANKS_ONLY = lazy_compile(rf"^\W*(?:{_YES}\W+)*(?:thanks?(?:\s+(?:you|u))?|thank\s+(?:you|u)|thx|ty|cheers)\W*$", re.IGNORECASE)
# ... and a comparison asked of the change ("what if we went to Tampa instead, would it be cheaper?"): the change alone
_COMPARED = lazy_compile(r"[\s,;–—-]*(?:would|will|is)\s+(?:it|that|this)\s+be\s+(?:(?:a\s+lot|much|way|any)\s+)?"
                         r"(?:cheaper|pricier|faster|quicker|(?:more|less)\s+expensive)\W*$"
                         r"|(?<=instead)[\s,;?!–—-]+(?:any\s+)?(?:cheaper|pricier)\s*\?\s*$", re.IGNORECASE)
_WONDER_MARKS = lazy_compile(
    r"\b(?:hypothetically|theoretically|in\s+theory|just\s+(?:curious|asking|wondering)|out\s+of\s+curiosity|curious)"
    r"\s*[,:]?\s*|^\W*(?:could|can|would)\s+(?:we|i|you)\s+|^\W*how\s+much\s+(?:more\s+|less\s+)?would\s+"
    r"|\s+(?:be|cost)\s*$|\?", re.IGNORECASE)


def _before(state: ChatState) -> tuple[str, str] | None:
    """The message before this one and the reply to it, if the thread has both."""
    messages: list[BaseMessage] = list(state.get("messages") or [])
    if len(messages) < 3 or messages[-2].type != "ai" or messages[-3].type != "human":
        return None
    return str(messages[-3].content), str(messages[-2].content)


def offered_order(text: str, state: ChatState) -> str:
    """``text``, or, when it consents to a change the last reply offered, that change said outright."""
    before = _before(state) if state.get("plan") and CONSENT.match(text) and not _THANKS_ONLY.match(text) else None
    priced = before is not None and cheaper_asked(before[0]) is not None and "**Day 1**" not in before[1]
    if before is None or not (priced or any(mark in before[1] for mark in _OFFERED)):
        return text
    asked, trip = before[0], state.get("trip") or {}
    amount = AMOUNT.match(asked)
    if amount is not None and trip.get("budget"):
        return f"budget ${wondered_budget(amount, trip['budget'])}"
    part = cheaper_asked(asked)
    if part == "stay":
        return asked_outright(asked)
    if part == "flight":
        return f"take the cheapest flight on day {priced_day(asked, list(state.get('plan') or []))}"
    if part == "meal":  # a cheaper meal priced offers nothing to take up ("book it" is then a booking asked)
        return text
    order = _COMPARED.sub("", asked)
    while (plain := _WONDER_MARKS.sub(" ", order).strip(" ,.")) != order:  # each mark, leading ones in turn
        order = plain
    return order or text


def wondered_budget(amount: re.Match[str], budget: float) -> int:
    """The budget an amount wondered makes ("500 more" on $2,000: 2,500; "had 1500", with no way said: 1,500)."""
    value = int(amount.group("amount").replace(",", ""))
    way = (amount.group("way") or "").lower()
    if way in ("less", "fewer"):
        return int(budget - value)
    return int(budget + value if way or amount.group("extra") else value)


def nothing_offered(turn: Turn) -> dict[str, Any] | None:
    """A step before the trip parser (``understand._BEFORE_PARSING``): a consent naming an act ("ok do that") when the
    last reply offered nothing; answered so, nothing changed (with no valid plan, the budget a "no plan" reply
    offered is ``said_before``'s)."""
    if not turn.editing or not turn.valid or not CONSENT.match(turn.text) or not _ACTS.search(turn.text):
        return None
    return {"answer": "I hadn't offered a change, so there is nothing to go ahead with and nothing changed. Tell me "
                      "what to change (\"a later flight out\", \"cheaper hotel\", \"add a day\") and I'll do it.",
            "problems": []}


def amount_wondered(turn: Turn) -> dict[str, Any] | None:
    """A step before the trip parser: "what if we had 500 more?" answered with the budget it makes, nothing changed
    (an offer "ok do that" takes up)."""
    amount = AMOUNT.match(turn.text) if turn.editing and turn.plan else None
    budget = (turn.state.get("trip") or {}).get("budget")
    if amount is None or not budget:
        return None
    new = wondered_budget(amount, budget)
    return {"answer": f"I haven't changed anything: your budget is ${budget:,.0f}, and that would make it ${new:,}. "
                      f"Say \"ok do that\" and I'll plan with ${new:,} (\"undo\" then brings this plan back).",
            "problems": []}
