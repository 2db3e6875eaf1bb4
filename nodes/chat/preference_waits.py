"""A preference said while a question about a trip not planned yet is open ("make it cheaper and add a day" while the
chat asks how many people, "nicer hotels please" while it asks the budget): the wish waits for the plan, kept as the
thread's objective, and whatever else the message changes is applied to the trip being asked about.

Answered "I'll plan this trip as soon as I have your answer below; then you can ask for it cheaper", the wish was
dropped and so was the edit said with it (the day was never added, and the trip was planned for no lower cost; issue
39: every part of a message is applied, or the reply names the part it did not apply). A "plan without it?" question
is ``answered_first``'s (a preference waits with that answer there).
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.intent_preference_edit import without_preference
from himap_travel.nodes.chat.intent_preferences import AROUND_PREFERENCE
from himap_travel.nodes.chat.intent_words import MESSAGE_WORDS
from himap_travel.nodes.chat.wishes import WISHES
from himap_travel.state.chat_state import MessageReading

# How the wish waiting is said, by the preference it keeps (any other: the plan favours it)
_PLANNED_FOR = {"cheapest": "for the lowest cost", "overall": "for the best plan"}


def waiting_wish(preference: str | None) -> dict[str, Any]:
    """The thread's objective for a preference said before the trip is planned, kept for its first plan and later
    ones (as ``answered_first._preference`` keeps it on a planned trip)."""
    objective = "cheapest" if preference == "cheapest" else "best"
    return {"objective": objective, "focus": None if preference in ("cheapest", "overall") else preference}


def waiting_said(preference: str | None) -> str:
    """The line saying the wish waits for the plan."""
    how = _PLANNED_FOR.get(preference or "", f"favouring {preference}")
    return f"I'll plan this trip {how} as soon as I have your answer below"


def edit_beside(intent: MessageReading | None, text: str, missing: list[str] | None, pending: bool) -> str | None:
    """The rest of a preference said while a trip's question is open ("and add a day"), to be read as an edit of that
    trip; None when the message is no such preference, holds nothing else, or the question is "plan without it?"."""
    if not pending or intent is None or intent.kind != "preference" or WISHES in (missing or []):
        return None
    kept = [part for part in _PARTS.split(without_preference(text)) if _says_more(part)]
    return ", ".join(part.strip() for part in kept) or None


# The parts of what a preference leaves ("make it   and add a day": "make it", "add a day")
_PARTS = lazy_compile(r"\s*(?:[,;]|\b(?:and|also|plus|then)\b)\s*", re.IGNORECASE)


def _says_more(part: str) -> bool:
    """Whether a part left beside the preference says more than the words around one ("make it", "please": the
    preference's frame, which read as an answer would be refused)."""
    return any(word not in AROUND_PREFERENCE for word in MESSAGE_WORDS.findall(part.lower()))


__all__ = ["edit_beside", "waiting_said", "waiting_wish"]
