"""A sight of the plan dropped by a partial name (issue 39): "drop the aquarium", "remove the garden", "we don't care
about the park, take it out" on a plan that visits one sight of that kind. Read alone, "the aquarium" is no wish the
trip holds (a take-back finds nothing) and no sight's name (the data has several aquariums), so it was refused.

When the word after the cue names exactly one of the sights the plan visits, the phrase is written as avoiding that
sight by its full name ("skip South Carolina Aquarium"), which the trip parser reads as a sight to avoid, and the trip
is re-planned without it. A word that names several of the plan's sights, or none, leaves the message as it is (the
reader asks which, or says the data has none).

A sight kept out, put back by a partial name ("put the zoo back", "actually keep the zoo", "the zoo is back on" after
"take the zoo off"), is named likewise: the word names one sight the trip avoids, so it is written as that sight's full
name (``sight_put_back``), which the reader reads as asked for again (or only allowed again: ``ban_lifted``); read alone,
"the zoo" named nothing and the message was not understood.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.markdown import venue_name
from himap_travel.nodes.chat.route import day_city
from himap_travel.state.trip import DATA_CUISINES

_DROP = lazy_compile(r"\b(?:drop|skip|remove|take\s+out|leave\s+out|cut\s+out|ditch|bin|scrap|lose|cut|get\s+rid\s+of"
                     r"|do\s*n[o']?t\s+care\s+about"
                     r"|not\s+interested\s+in|no\s+need\s+for|no)\s+(?:the\s+|that\s+)?(?P<noun>[a-z]{3,})\b(?:\s+visit)?",
                     re.IGNORECASE)
# ... or the sight between the verb and its particle ("take the zoo off", "take seaworld out", "leave the aquarium out")
_TAKE_OFF = lazy_compile(r"\b(?:take|leave|cut)\s+(?:the\s+|that\s+)?(?P<noun>[a-z]{3,}(?:\s+[a-z]{3,}){0,2})\s+(?:out|off)\b"
                        r"(?:\s+of\s+(?:it|the\s+plan|the\s+list|there))?"
                        # ... or given a miss, in British English ("give louis park a miss")
                        r"|\bgive\s+(?:the\s+|that\s+)?(?P<missed>[a-z]{3,}(?:\s+[a-z]{3,}){0,3}?)\s+a\s+miss\b", re.IGNORECASE)

# Words of a meal, a stay, a stay's house rule, a cuisine or a way of travel: a take-back of those is no sight's ("no
# partys" asks stays that forbid parties, never to skip the Boston Tea Party Ships & Museum)
_NOT_A_SIGHT = lazy_compile(rf"\b(?:food|restaurants?|meals?|dinners?|lunch(?:es)?|breakfasts?|cuisines?|hotels?|stays?|rooms?"
                            r"|part(?:y|ys|ies)|smok\w*|pets?|visitors?"
                            rf"|flights?|drive|driving|taxis?|budget|{'|'.join(c.lower() for c in DATA_CUISINES)})\b", re.IGNORECASE)
_NEXT_WORD = lazy_compile(r"\s+([A-Za-z]+)")
_WORDS_AFTER = lazy_compile(r"(?:\s+[A-Za-z]+){0,4}")  # the words that may go on a sight's name, up to a mark
_PLAIN = frozenset("the and our that this those these any".split())


def _stem(word: str) -> str:
    return word.lower().removesuffix("s")


def planned_sights(plan: list[dict[str, Any]]) -> list[str]:
    """The distinct sights the plan visits, in order."""
    entries = (s for day in plan for s in str(day.get("attraction") or "").split(";"))
    return list(dict.fromkeys(venue_name(s) for s in entries if s.strip() not in ("", "-")))


def sight_dropped(text: str, plan: list[dict[str, Any]] | None) -> str:
    """``text`` with "drop the <word>" written as "skip <the one planned sight the word names>"; else as it is."""
    sights = planned_sights(plan or [])
    cities = {w.lower() for day in plan or [] for w in re.findall(r"[A-Za-z]+", str(day.get("current_city") or ""))}
    visited = _visited(plan or [])
    for m in [*_DROP.finditer(text), *_TAKE_OFF.finditer(text)]:
        noun = m["noun"] or m.groupdict()["missed"]
        if noun.lower() in visited and len(visited) > 1:  # "drop atlanta" on a tour of two cities: skip that one
            return text[:m.start()] + f"skip {visited[noun.lower()]}" + text[m.end():]
        if noun.lower() in cities or set(noun.lower().split()) <= cities:  # "scrap Wichita": the city, never a
            # sight named after it
            continue
        if m.group(0)[:3].lower() == "no " and _NOT_A_SIGHT.fullmatch(noun):
            continue  # "no partys", "no smoking": a rule of the stays, no sight's word ("skip the party" is the sight's)
        named = _named_by(noun, sights)
        if len(named) > 1:  # "mill" of "mill ruins park": the words after it tell those apart
            after = _WORDS_AFTER.match(text, m.end())
            named = _named_by(noun + (after.group(0) if after else ""), named)
        if len(named) == 1 and _goes_on(text, m.end(), named[0]):  # "no harry potter stuff": no Harry P Leu Gardens
            continue
        if len(named) == 1 or (named and noun.lower().endswith("s")):  # "skip the museums": each of them
            end = _name_end(text, m.end(), named[0]) if len(named) == 1 else m.end()
            return text[:m.start()] + f"skip {' and '.join(named)}" + text[end:]
    return text


def _name_end(text: str, end: int, sight: str) -> int:
    """Where the sight's name said from one of its words ends: "leave out the belle isle aquarium" names Belle Isle
    Aquarium by "belle", and "isle aquarium" after it is the rest of that name, never left behind as other words."""
    own = {_stem(w) for w in re.findall(r"[a-z]+", sight.lower())}
    word = _NEXT_WORD.match(text, end)
    while word is not None and _stem(word.group(1)) in own:
        end = word.end()
        word = _NEXT_WORD.match(text, end)
    return end


# Words that may follow a sight's word without naming more of it ("drop the aquarium and add chinese", "skip the zoo on
# day 2", "no zoo please")
_GOES_ON_FREELY = frozenset("""
and or but nor for too please pls plz thanks thx either anymore any more today tomorrow then instead after all this that
on in at of from to with we us our it its is was one day days visit trip again now though stuff things thing
""".split())


def _goes_on(text: str, end: int, sight: str) -> bool:
    """Whether the word right after the one that named ``sight`` goes on to a name of its own: one that is neither of
    the sight's own words nor a word that may follow any name ("no harry potter stuff" says Harry Potter, which Harry P
    Leu Gardens is not: the reader, which knows every sight of the trip's cities, reads it)."""
    word = _NEXT_WORD.match(text, end)
    if word is None:
        return False
    said = word.group(1).lower()
    return said not in _GOES_ON_FREELY and _stem(said) not in {_stem(w) for w in re.findall(r"[a-z]+", sight.lower())}


def _visited(plan: list[dict[str, Any]]) -> dict[str, str]:
    """The cities the plan stays in (a day's city, or where a travel day ends, the way home aside), by their lower-case
    name: a one-word name only, as ``_DROP`` reads one word."""
    ends = [day_city(day) for day in plan[:-1]]
    return {c.lower(): c for c in dict.fromkeys(ends) if c and " " not in c}


def planned_sights_named(words: str, plan: list[dict[str, Any]]) -> list[str]:
    """The plan's sights ``words`` name best (``_named_by``): "dinosaur park is on what day" names Dinosaur Park."""
    return _named_by(words, planned_sights(plan))


def _named_by(words: str, sights: list[str]) -> list[str]:
    """The sights ``words`` (stop words aside) name best: those sharing the most of the words with their name, plural
    or not ("mill ruins park" is Mill Ruins Park, never Mill City Museum too; "the museums" each museum)."""
    said = {_stem(w) for w in re.findall(r"[a-z]{3,}", words.lower()) if w not in _PLAIN}
    shared = {s: len(said & {_stem(w) for w in re.findall(r"[a-z]+", s.lower())}) for s in sights}
    most = max(shared.values(), default=0)
    return [s for s in sights if most and shared[s] == most]


def not_planned(missing: list[str], plan: list[dict[str, Any]] | None) -> str:
    """A take-back that found nothing, said of a plan: that the plan visits none of ``missing`` either (its sights
    named), or the plan's sights it may mean, to name one ("drop the garden" on a plan with two gardens); "" without a
    plan."""
    sights = planned_sights(plan or [])
    if not plan or any(_NOT_A_SIGHT.search(m) for m in missing):
        return ""
    named = [s for m in missing for s in _named_by(m, sights)]
    if named:
        return f" Your plan visits {' and '.join(named)}: which one should I skip?"
    return (f" Your plan doesn't visit {' or '.join(repr(m) for m in missing)} either"
            + (f" (its sights: {', '.join(sights)})." if sights else "."))


# Words that put something back ("put the zoo back", "keep the zoo", "the zoo after all", "the zoo again")
_PUT_BACK = lazy_compile(r"\b(?:back|keep|after\s+all|again)\b", re.IGNORECASE)
_THE_WORD = lazy_compile(r"\b(?:the|that)\s+(?P<noun>[a-z]{3,})\b", re.IGNORECASE)


def sight_put_back(text: str, trip: dict[str, Any] | None) -> str:
    """``text`` with "the <word>" written as the one sight the trip avoids that the word names, when the message puts
    something back; else as it is (a word naming several avoided sights, or none, is left to the reader)."""
    avoided = list(((trip or {}).get("local_constraint") or {}).get("avoid sights") or [])
    if not avoided or not _PUT_BACK.search(text):
        return text
    for m in _THE_WORD.finditer(text):
        named = _named_by(m["noun"], avoided)
        if len(named) == 1 and not _NOT_A_SIGHT.fullmatch(m["noun"]) and named[0].lower() not in text.lower():
            return text[:m.start()] + named[0] + text[_name_end(text, m.end(), named[0]):]
    return text
