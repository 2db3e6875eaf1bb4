"""Whether a sight is in the plan, asked yes or no ("is forsyth park in there?", "are we seeing the zoo?", "do we go to
the savannah history museum?"): answered from the plan (issue 39, the lead's probe of stop 78).

The first two were answered with the whole trip and no yes or no; the third was read as a sight wished for, and the
plan was changed to see it: a rule the user never asked for, added from a question. Here such a question names a
sight of the trip's cities by its whole name, or a kind of sight ("the zoo"), and is answered with the day it is on,
or that the plan does not visit it (with how to ask for it), and nothing changes. A request phrased as a question
("can we see the zoo?", "could we add forsyth park?") is a wish, read as one elsewhere.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from himap_travel.domain.constraints.sight_kinds import SIGHT_KIND
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.city_scope import plan_cities
from himap_travel.nodes.chat.markdown import venue_name
from himap_travel.state.chat_state import ChatState

# A yes-or-no question of the plan's contents: an auxiliary first, then (within the question) being in the plan or
# going to see something
_WHETHER = lazy_compile(
    r"^\W*(?:(?:and|so|also|wait|oh|hmm+|ok(?:ay)?|btw|quick\s+q(?:uestion)?|just\s+checking|sorry)\W+)*"
    r"(?:is|are|do|does|did|will|am|r)\s+(?!(?:we|i|you|u)\s+(?:have|need|got)\s+to\b)", re.IGNORECASE)
_IN_PLAN = lazy_compile(
    r"\b(?:in\s+(?:there|it|the\s+(?:plan|itinerary|trip|schedule))|on\s+(?:the\s+|our\s+)?(?:plan|itinerary|list|schedule)"
    r"|included|includ(?:e|es|ing)|see(?:ing)?|visit(?:ing)?|go(?:ing)?\s+to|get(?:ting)?\s+to|stop(?:ping)?\s+at"
    r"|hit(?:ting)?|check(?:ing)?\s+out|part\s+of)\b", re.IGNORECASE)
_KIND = lazy_compile(rf"\b(?:the|a|an|any)\s+(?P<kind>{SIGHT_KIND})s?\b", re.IGNORECASE)
# ... or asked with no word of the plan ("are there any museums", "r there any zoos?", "any museums?", "is there a zoo"):
# the plan's, and the data's there
_ANY_KIND = lazy_compile(rf"^\W*(?:(?:and|so|also|oh|hmm+|ok(?:ay)?)\W+)*(?:(?:are|r|is)\s+there\s+)?(?:any|a|an)\s+{SIGHT_KIND}s?"
                         r"(?:\s+(?:there|nearby|around|in\s+(?:town|the\s+city|[a-z]+)))?\W*$", re.IGNORECASE)
_STOP = frozenset("the a an of and at in on to st saint".split())


def answer(text: str, state: ChatState, sandbox: Any) -> str | None:
    """The answer to a yes-or-no question whether the plan visits a sight, or None when the message asks none."""
    plan = state.get("plan") or []
    if not plan or not (_WHETHER.match(text) and _IN_PLAN.search(text) or _ANY_KIND.match(text)):
        return None
    days = _days_of_sights(plan)
    cities = _cities(state)
    named = _named(text, [*days, *(a.name for c in cities for a in sandbox.attractions_in(c) if a.name)], cities)
    if named:
        return " ".join(_said(name, days.get(name)) for name in named) + " Nothing changed."
    word = _kind_said(text)
    if word is None:
        return None
    hits = [f"{name} is on day {', '.join(map(str, on))}" for name, on in days.items() if word in name.lower()]
    if hits:
        return "Yes: " + "; ".join(hits) + ". Nothing changed."
    return f"No: your plan has no {word}.{_of_kind_there(word, cities, sandbox, 3, 'it')} Nothing changed."


def kind_offered(text: str, state: ChatState, sandbox: Any) -> str:
    """The data's sights of the kind a message asks for with no name ("we want to see a museum"), in the plan's cities,
    with how to ask for one, or that they have none; "" when the message names no kind."""
    word = _kind_said(text)
    return "" if word is None else _of_kind_there(word, _cities(state), sandbox, 5, "one")


def _kind_said(text: str) -> str | None:
    """The kind of sight the message names ("museum" in "any museums?"), in lower case; None when it names none."""
    kind = _KIND.search(text)
    return None if kind is None else re.sub(r"\s+", " ", kind.group("kind").lower())


def _cities(state: ChatState) -> list[str]:
    """The plan's cities, or the trip's destination where the plan names none."""
    return plan_cities(state.get("plan") or []) or [str((state.get("trip") or {}).get("dest") or "")]


def _of_kind_there(word: str, cities: list[str], sandbox: Any, shown: int, which: str) -> str:
    """The data's sights of kind ``word`` in ``cities`` (the first ``shown`` named) and how to ask for ``which`` ("it",
    the first; "one" of them), or that the data has none there."""
    there = [a.name for c in cities for a in sandbox.attractions_in(c) if a.name and word in a.name.lower()]
    if not there:
        return f" My data has no {word} in {', '.join(cities)}."
    more = f" and {len(there) - shown} more" if len(there) > shown else ""
    return f" My data has {', '.join(there[:shown])}{more} there: say \"we must see {there[0]}\" to add {which}."


def _days_of_sights(plan: list[dict[str, Any]]) -> dict[str, list[int]]:
    """Each sight the plan visits, with the days (1-based) it is on."""
    days: dict[str, list[int]] = {}
    for n, entry in enumerate(plan, 1):
        for said in str(entry.get("attraction") or "").split(";"):
            name = venue_name(said)
            if name and name != "-":
                days.setdefault(name, []).append(n)
    return days


def _named(text: str, sights: list[str], cities: Sequence[str] = ()) -> list[str]:
    """The sights ``text`` names by every word of their names, less the trip city's ("is seaworld on the plan?" names
    SeaWorld Orlando), two words said as one too ("sea world"; the longest name only where one holds another)."""
    words = _words(text)
    said = {*words, *(a + b for a, b in zip(words, words[1:], strict=False))}
    city_words = {w for city in cities for w in _words(city)}
    whole = [s for s in dict.fromkeys(sights) if (own := _own_words(s, city_words)) and own <= said]
    return [s for s in whole if not any(s != other and set(_words(s)) < set(_words(other)) for other in whole)]


def _own_words(name: str, city_words: set[str]) -> set[str]:
    """The words of a sight's name, less its city's where others are left ("SeaWorld Orlando": seaworld)."""
    own = set(_words(name))
    return own - city_words or own


def _words(text: str) -> list[str]:
    return [w.removesuffix("s") for w in re.findall(r"[a-z0-9]+", text.lower()) if w not in _STOP]


def _said(name: str, days: list[int] | None) -> str:
    if days:
        return f"Yes: {name} is on day {', '.join(map(str, days))}."
    return f"No: {name} is not in your plan (say \"we must see {name}\" and I'll add it)."


def planned_days(said: str, plan: list[dict[str, Any]]) -> tuple[str, list[int]] | None:
    """The one sight of the plan ``said`` names by its words, with its days (None when it names none, or several)."""
    days = _days_of_sights(plan)
    named = _named(said, list(days), plan_cities(plan))
    return (named[0], days[named[0]]) if len(named) == 1 else None


# Other sights asked of the trip's cities ("what sights are there besides these", "what else is there to see", "any
# other attractions?"): the data's, those the plan does not visit
_OTHERS_ASKED = lazy_compile(r"\b(?:besides|other\s+than|apart\s+from|except(?:\s+for)?|beyond)\s+(?:these|those|them|the\s+ones"
                             r"|what)\b|\b(?:other|else|more|different)\s+(?:sights|attractions|things\s+to\s+(?:see|do)"
                             r"|places\s+to\s+(?:see|visit|go))\b|\bwhat\s+else\s+(?:is\s+there|can\s+we\s+(?:see|do)|to\s+(?:see|do)"
                             r"|is\s+(?:there\s+)?to\s+(?:see|do))\b", re.IGNORECASE)
_MOST_OTHERS = 6


def others_answer(asked: str, plan: list[dict[str, Any]], sandbox: Any) -> str | None:
    """The data's sights of the plan's cities the plan does not visit, when ``asked`` asks for other sights (None
    else), with how to ask for one; nothing changes."""
    if not _OTHERS_ASKED.search(asked):
        return None
    cities = plan_cities(plan)
    seen = set(_days_of_sights(plan))
    others = [a.name for city in cities for a in sandbox.attractions_in(city) if a.name and a.name not in seen]
    where = " and ".join(cities) or "the trip's cities"
    if not others:
        return f"My data has no other sights in {where}: your plan visits every one. Nothing changed."
    more = f" (and {len(others) - _MOST_OTHERS} more)" if len(others) > _MOST_OTHERS else ""
    return (f"Other sights in {where} that your plan does not visit: {', '.join(others[:_MOST_OTHERS])}{more}. To add one, "
            f"say \"we want to see\" and its name. Nothing changed.")


__all__ = ["answer", "others_answer", "planned_days"]
