"""A flight window swapped by the time of day alone ("no wait, mornings are better", "make that afternoon instead"),
said to a trip that holds a flight window: the message names no flight, so the trip parser reads nothing in it, but the
window said before is what it replaces. Read as "<part of day> flights" (the parser's own windows, docs/vocabulary-
stays-transport.md); "earliest flight possible" is no window the data can keep exactly (the earliest flight of a day
is not known before the plan picks the day's flights), so it is read as morning flights and said so.
"""

from __future__ import annotations

import re

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.state.chat_state import ChatState

_PART = lazy_compile(r"\b(?:(?P<part>morning|afternoon|evening)s?|(?P<earliest>earliest|first)\s+(?:flights?|one)"
                     r"(?:\s+(?:out|possible|available|there|we\s+can\s+get))?|(?P<asap>as\s+early\s+as\s+possible))\b",
                     re.IGNORECASE)
# What else the clause may say: a preference's words, never a thing of its own ("morning at the museum": a sight)
_FILLER = frozenset(
    "no nah ugh yeah yea yes um uh sorry wait hmm hm actually ok okay oh so then is are would be better best prefer "
    "preferred rather much way instead "
    "make that it those them for us me we i we'd i'd id wed please pls plz works work fine good great the a on our "
    "departures departure times leave leaving go going let's lets do take possible one can could should switch change "
    "to in".split())
_WORD = lazy_compile(r"[a-z']+")
_CLAUSE = lazy_compile(r"[,;.!?]+|\s-\s|\bbut\b", re.IGNORECASE)
EARLIEST_NOTE = ("I read 'earliest' as morning flights (leaving 05:00–11:59): the very earliest flight is no rule "
                 "I can keep exactly; say 'flights before 8am' for an earlier window")


def window_meant(text: str, state: ChatState) -> tuple[str, str | None] | None:
    """The message as the window it means ("morning flights") and a note when the reading is looser than the words
    (``EARLIEST_NOTE``); None when the trip holds no flight window or the message says more than a time of day."""
    rules = (state.get("trip") or {}).get("local_constraint") or {}
    if not rules.get("flight times"):
        return None
    said = [m for m in (_PART.search(c) for c in _CLAUSE.split(text)) if m is not None]
    rest = _WORD.findall(_PART.sub(" ", text.lower()))
    if len(said) != 1 or any(word not in _FILLER for word in rest):
        return None
    part = said[0].group("part")
    return (f"{part.lower()} flights", None) if part else ("morning flights", EARLIEST_NOTE)
