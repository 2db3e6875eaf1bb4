"""The chat's own words quoted back at it ('"how many people" - three', '> How many people are travelling?\\n3',
're "The whole trip costs" - what is that per person?'): the quote is what the chat said, so only the rest is read.

Read with the quote, the message was the chat's words and the person's run together: '"how many people" - three' was
read as no answer to "How many people are travelling?", and '"no mediterranean" - I meant no french' as a question.
Only a quote that opens the message (after "re", "you said", "you wrote") or a line opened by ">" is taken, and only
when the chat's last reply holds its words: a quote of anything else ('"Old Faithful" is a must') is the person's own.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.chat_input import last_reply_text

# A quote opening the message, with what may lead into it ("re:", "you said", "you wrote") and the mark after it
_OPENING_QUOTE = lazy_compile(
    r"^\s*(?:(?:re|you\s+(?:said|wrote|say)|quote)\s*:?\s*)?[\"“'‘](?P<quoted>[^\"”’\n]{2,120})[\"”’]\s*(?:[-–—:,.]+\s*)?",
    re.IGNORECASE)
_QUOTED_LINE = lazy_compile(r"^\s*>\s*(?P<quoted>[^\n]{2,200})(?:\n|$)")


def _flat(text: str) -> str:
    return " ".join(re.sub(r"[*\\]", "", text).lower().split())


def without_quote(text: str, state: Any) -> str:
    """``text`` without the chat's own words it opens by quoting (see the module's note); ``text`` as it was when it
    quotes nothing the chat's last reply said, or is nothing but the quote."""
    said = _flat(last_reply_text(state.get("messages")))
    found = _OPENING_QUOTE.match(text) or _QUOTED_LINE.match(text)
    if found is None or not said or _flat(found.group("quoted")).strip(" .?!") not in said:
        return text
    rest = text[found.end():].strip()
    return rest or text


__all__ = ["without_quote"]
