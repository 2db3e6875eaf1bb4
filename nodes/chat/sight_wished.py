"""A sight wished for that the trip's readers found nowhere ("we want to see the bellagio", "disney is a must", "can we
see hollywood"): named, with the data's reason, never the reply for a message not understood.

The trip parser reads a sight by its name in the data (``domain/constraints/name_matching.py``); a sight said by a
part of its name, in lower case, or one the data lacks, reads as nothing. Here the words wished for are looked up in
every city's sights (each word a whole word of the name): the sights of that name and the cities they are in, so the
reply says which city has it (not this trip's), or that no city's sight has that name, and what the trip's city has.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from himap_travel.domain.constraints import cuisine
from himap_travel.domain.text import negation
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.replacing import is_data_place
from himap_travel.nodes.chat.route import day_city
from himap_travel.state.trip import DATA_CUISINES

_CUE = lazy_compile(
    r"\b(?:(?:we|i)(?:['’]d|\s+would)?\s+(?:really\s+|also\s+|still\s+)?(?:want|wanna|like|love|need|have|gotta"
    r"|must|hope|plan)\s+(?:to\s+)?(?:see|visit|check\s+out|go\s+to|tour)"
    r"|(?:can|could)\s+(?:we|i)\s+(?:also\s+)?(?:see|visit|check\s+out|go\s+to|tour)|must[\s-]see|take\s+(?:us|me)\s+to)"
    r"\s+(?P<sight>[^,.;!?]+)"
    r"|^\W*(?P<first>[^,.;!?]+?)\s+(?:is|are)\s+(?:an?\s+)?(?:must|must[\s-]see|non[\s-]negotiable"
    # ... or the reason for the trip ("Mount Rushmore is the whole reason we're going")
    r"|(?:the\s+)?(?:whole|main|only|entire|real)\s+(?:reason|point)\s+(?:(?:we|i)['’]?(?:re|m|\s+are|\s+am)\s+going|(?:for|of)\s+"
    r"(?:the|this|our|my)\s+trip))\b"
    # a place added to the plan ("add powell's books", "include the tower of the americas")
    r"|^\W*(?:(?:pls|please|plz|ok|can\s+(?:we|you|u)|could\s+(?:we|you|u))\s+)*(?:add|include)\s+(?P<added>(?:(?!\s+and\s)[^,.;!?])+)"
    # ... or wished to be in it, by the travellers or those the trip is for ("They would also like the Louisville Slugger
    # Museum included", "we'd like the zoo added")
    r"|\b(?:we|i|they|he|she)(?:['’]d|\s+would)?\s+(?:really\s+|also\s+)?(?:like|want|love)\s+"
    r"(?P<included>(?:(?!\s+and\s)[^,.;!?]){1,80}?)\s+(?:included|added|in\s+(?:there|the\s+plan|the\s+trip))\b",
    re.IGNORECASE)
_AFTER = lazy_compile(r"\s+(?:at\s+night|tonight|too|also|please|pls|plz|tho|though|while\s+we'?re\s+there|on\s+day\s+\d+"
                      r"|instead|rather|after\s+all"  # ("we want to go to tampa instead": the place alone)
                      r"|if\s+(?:we\s+)?can|for\s+sure|lol|haha)\b.*$", re.IGNORECASE)
_NOT_BEFORE = lazy_compile(rf"(?:{negation.NOT}|\bno)(?:\s+(?:please|pls|ever|really))?\s+$", re.IGNORECASE)
_SMALL = frozenset({"the", "a", "an", "some", "of", "at", "in", "and", "&"})
_MOST_LISTED = 3


# Words that make the thing wished for no sight: food, a stay, a way of travelling, a time ("see the doctor"), a number
_NO_SIGHT = lazy_compile(r"\b(?:food|eat\w*|restaurants?|dinner|lunch|breakfast|meals?|cuisine|hotels?|stays?|room|flights?"
                         r"|drive|car|budget|days?|nights?|people|friends|family|doctor|\d+"
                       # someone added to the party ("add my mom"), or more of something ("add another", "add more")
                       r"|my|our|mom|mum|dad|wife|husband|son|daughter|kids?|children|grand\w*|sister|brother|friend"
                       r"|another|more|one|it|that|this|them)\b|\$", re.IGNORECASE)


def sight_said(text: str, sandbox: Any = None) -> str | None:
    """The words of the sight the message wishes for ("the bellagio fountains"), or None when it wishes for none (a
    city or state of the data, a cuisine, food or a stay is no sight)."""
    m = _CUE.search(text)
    if m is None or _NOT_BEFORE.search(text, max(0, m.start() - 24), m.start()):
        return None  # ("don't take us to seaworld": ruled out, the readers' to read)
    said = _AFTER.sub("", (m.group("sight") or m.group("first") or m.group("added") or m.group("included") or "").strip()).strip()
    words = _words(said)
    if not words or _NO_SIGHT.search(said) or _a_cuisine(said, words):
        return None
    return None if sandbox is not None and is_data_place(" ".join(words), sandbox) else said


def _a_cuisine(said: str, words: list[str]) -> bool:
    """Whether the thing wished for is food: a cuisine of the data however spelt ("add bbq", "add tacos": the cuisine
    reader's spellings, ``cuisine.mentions``), never a sight the data lacks."""
    return any(w.title() in DATA_CUISINES for w in words) or bool(cuisine.mentions(said, []))


def _words(said: str) -> list[str]:
    return [w for w in re.findall(r"[a-z0-9']+", said.lower()) if w not in _SMALL]


def trip_cities(trip: Mapping[str, Any], plan: list[dict[str, Any]] | None, sandbox: Any) -> list[str]:
    """The cities the trip visits: its plan's, else its destination (a state's cities for a state)."""
    planned = [day_city(d) for d in plan or []]
    cities = [c for c in dict.fromkeys(planned) if c and c != trip.get("org")]
    dest = str(trip.get("dest") or "")
    return cities or list(sandbox.cities_in_state(dest)) or ([dest] if dest else [])


def sights_named(said: str, sandbox: Any) -> list[tuple[str, str]]:
    """(name, city) of every sight of the data whose name holds each word said, as whole words."""
    wanted = set(_words(said))
    found = []
    for city in getattr(sandbox, "cities", {}) or {}:
        for row in sandbox.attractions_in(city):
            if row.name and wanted <= set(re.findall(r"[a-z0-9']+", row.name.lower())):
                found.append((row.name, city))
    return found


def sight_answer(text: str, trip: Mapping[str, Any] | None, plan: list[dict[str, Any]] | None, sandbox: Any) -> str | None:
    """The reply to a sight wished for that nothing read: where the data has it, or that it has none of that name."""
    said = sight_said(text, sandbox) if trip else None
    return None if said is None or trip is None else _why_not(said, trip, plan, sandbox, "so nothing changed")


def _why_not(said: str, trip: Mapping[str, Any], plan: list[dict[str, Any]] | None, sandbox: Any, after: str) -> str:
    """Why the sight ``said`` is not on the trip, ``after`` said of what that did: the trip's own sight of that name to say
    in full, the other cities that have it, or none in the data (with some of the trip's city's sights)."""
    cities = trip_cities(trip, plan, sandbox)
    found = sights_named(said, sandbox)
    here = [(name, city) for name, city in found if city in cities]
    where = " and ".join(cities) or "the trip's cities"
    musts = set((trip.get("local_constraint") or {}).get("must see") or [])
    held = [name for name, _city in here if name in musts]
    if held:  # said again in other words ("the UFO museum obviously" after "we have to see the international ufo museum")
        return f"{held[0]} is already a must-see on this trip, so nothing changed."
    if here:
        name, city = here[0]
        return (f"Did you mean {name} in {city}? I didn't add {said!r}, {after}: say \"we want to see {name}\" and I'll "
                "make it a must on this trip.")
    if found:
        listed = "; ".join(f"{name} in {city}" for name, city in found[:_MOST_LISTED])
        more = f" (and {len(found) - _MOST_LISTED} more)" if len(found) > _MOST_LISTED else ""
        which = "the only sight of that name in my data is" if len(found) == 1 else "the sights of that name in my data are"
        return f"I can't add {said!r} to this trip: {which} {listed}{more}, not in {where}, {after}."
    some = [row.name for city in cities[:1] for row in sandbox.attractions_in(city)][:_MOST_LISTED]
    offer = f" Sights in {cities[0]} include {', '.join(some)}." if some else ""
    return f"I can't add {said!r}: my data has no sight of that name in any city, {after}.{offer}"


def sight_left_out(text: str, draft: Mapping[str, Any] | None, trip: Mapping[str, Any] | None,
                   plan: list[dict[str, Any]] | None, sandbox: Any, unread: Sequence[str] = ()) -> str | None:
    """A note for a sight wished for in a message read as another change ("disney world is a must for the kids": the
    children read, the sight not): the sight's reason (``sight_answer``), unless the reading holds a sight it names or
    already names it among the wishes it could not read (``unread``)."""
    said = sight_said(text, sandbox) if trip else None
    if said is None or trip is None or any(set(_words(said)) & set(_words(wish)) for wish in unread):
        return None
    held = ((draft or {}).get("local_constraint") or {}).get("must see") or []
    if any(set(_words(said)) & set(_words(name)) for name in held):
        return None
    return _why_not(said, trip, plan, sandbox, "so it is not on the plan")
