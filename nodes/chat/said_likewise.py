"""An elliptical follow-up is the change before it, said of another part (issue 39): "and the lunch too" after "change
the dinner on day 2 to something else", "same for day 3" after "change the dinner on day 2", "and day 2's" after
"replace day 3's dinner". Read alone it names no change, so it was not understood.

A short message that says it adds to what came before ("and ...", "same for ...", "... too", "... as well") and names a
meal or a day is the user's previous message, a change of a part of the plan, with that meal or day put in place of the
one it named; the result is read as any message. So is one that names a sight after a message that wished for one ("and
the lighthouse too" after "we have to see presque isle park"): the wish for a sight, said of that one; after a sight
skipped ("skip the zoo"), that one skipped too (``sight_likewise``). Anything else stays as it is.
"""

from __future__ import annotations

import re
from typing import Any

from langchain_core.messages import HumanMessage

from himap_travel.domain.constraints import avoid_cuisines, avoid_sights, cuisine
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.chat_input import message_text
from himap_travel.nodes.chat.sight_wished import sight_said, sights_named
from himap_travel.nodes.chat.swap import MEAL
from himap_travel.state.trip import CUISINES

_LIKEWISE = lazy_compile(r"^\W*(?:and|also|plus|oh\s+and|same\s+(?:for|with|goes\s+for))\b|\b(?:too|as\s+well|also)\W*$",
                         re.IGNORECASE)
_DAY = lazy_compile(r"\bday\s*(\d{1,2})\b", re.IGNORECASE)
_CHANGES = lazy_compile(r"\b(?:change|swap|switch|replace|different|another|other|new|something\s+else)\b", re.IGNORECASE)
_MOST_WORDS = 6


def _previous(messages: list[Any]) -> str | None:
    said = [m for m in messages if isinstance(m, HumanMessage)]
    return message_text(said[-2]) if len(said) >= 2 else None


_ADDING = lazy_compile(r"^\W*(?:and|also|plus|oh\s+and)\b|\b(?:too|as\s+well|also)\W*$", re.IGNORECASE)


def _sight_wish_before(messages: list[Any], sandbox: Any) -> str | None:
    """How the messages before the last spoke of a sight, the nearest first, past the short ones that only added to it
    ("and the lighthouse too", then "and the history center as well"): "see" when one wished for a sight, "skip" when
    one kept a sight out ("skip the zoo": ``avoid_sights.read``), None when neither."""
    said = [message_text(m) for m in messages if isinstance(m, HumanMessage)][:-1]
    for text in reversed(said):
        if sight_said(text, sandbox) is not None:
            return "see"
        if avoid_sights.read(text, (), [], []):
            return "skip"
        if not _LIKEWISE.search(text) or len(text.split()) > _MOST_WORDS:
            return None
    return None


def sight_likewise(text: str, messages: list[Any], sandbox: Any = None) -> str:
    """``text`` as the wish for the sight it names when the messages before spoke of a sight and this one only adds
    another: "and the lighthouse too" after "we have to see presque isle park" wishes for it, after "skip the zoo" keeps
    it out too; else as it is. What is left once the adding words are gone must be words of a sight's name in the data
    (``sights_named``: "and skip the walking tours" names none, it is an avoidance) and a sight's words as
    ``sight_said`` takes them (never food, a stay, a person or a city: "and italian too")."""
    if not _LIKEWISE.search(text) or len(text.split()) > _MOST_WORDS:
        return text
    before = _sight_wish_before(messages, sandbox)
    if before is None:
        return text
    rest = _ADDING.sub("", _ADDING.sub("", text)).strip(" ,.!?")
    wish = f"we also want to see {rest}"
    named = bool(rest) and sandbox is not None and bool(sights_named(rest, sandbox))  # never "skip the walking tours"
    kept = named and not MEAL.search(rest) and not _DAY.search(rest) and sight_said(wish, sandbox)
    return text if not kept else wish if before == "see" else f"also skip {rest}"


# A cuisine added to the one the message before ruled out or allowed ("no seafood", then "and fast food too"; "chinese
# is ok", then "and seafood too"): read alone, "fast food too" asked for fast food
_CUISINE_ALONE = lazy_compile(rf"^(?:(?:the|some|any)\s+)?(?P<cuisine>{cuisine.A_CUISINE.pattern})(?:\s+(?:food|places?|joints?))?$",
                              re.IGNORECASE)
_ALLOWED = lazy_compile(rf"\b(?:{cuisine.A_CUISINE.pattern})(?:\s+(?:food|places?))?\s+(?:is|are|['’]s)\s+(?:totally\s+|also\s+)?"
                        r"(?:ok|okay|fine|alright)\b|\b(?:fine|ok|okay)\s+with\s+", re.IGNORECASE)


def cuisine_likewise(text: str, messages: list[Any]) -> str:
    """``text`` as the previous message's word on a cuisine said of the one it adds ("and fast food too" after "no
    seafood": "no fast food"; "and seafood too" after "chinese is ok": "seafood is ok"); else as it is."""
    before = _previous(messages)
    if before is None or not _ADDING.search(text) or len(text.split()) > _MOST_WORDS:
        return text
    alone = _CUISINE_ALONE.match(_ADDING.sub("", _ADDING.sub("", text)).strip(" ,.!?"))
    if alone is None or not cuisine.A_CUISINE.search(before):
        return text
    said = alone.group("cuisine")
    if _ALLOWED.search(before):
        return f"{said} is ok too"
    ruled_out = avoid_cuisines.read(before, (), [], [])
    return f"no {said} either" if ruled_out and not cuisine.wanted(before, [], CUISINES) else text


def likewise(text: str, messages: list[Any] | None, sandbox: Any = None) -> str:
    """``text`` as the previous change said of the meal or day it names (the module's note), as the previous wish
    for a sight said of another (``sight_likewise``), or as the previous word on a cuisine (``cuisine_likewise``); else
    as it is."""
    text = cuisine_likewise(sight_likewise(text, messages or [], sandbox), messages or [])
    before = _previous(messages or [])
    if before is None or not _LIKEWISE.search(text) or len(text.split()) > _MOST_WORDS or not _CHANGES.search(before):
        return text
    meal, day = MEAL.search(text), _DAY.search(text)
    if (meal is None and day is None) or (meal is not None and not MEAL.search(before)) \
            or (day is not None and not _DAY.search(before)):
        return text
    said = MEAL.sub(meal.group(1).lower(), before, count=1) if meal is not None else before
    return _DAY.sub(f"day {day.group(1)}", said, count=1) if day is not None else said
