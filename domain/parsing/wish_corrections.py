"""A wish's value corrected in the same sentence: "no flights before 8, actually make that 9", "under 150 a night,
sorry, 120", "minneapolis for sure... actually make that duluth".

The value said last wins: the value said before the correction is replaced by the one after it, the correction's words
dropped, and a warning says how it was read (issue 38: a wish read with the value taken back would be kept against
what was asked). Two shapes are corrected: a number (a clock time, a price, a count of hours or sights) by the last
number of its sentence before the correction, and a place of the sandbox by the last place before it. Only a value
said alone after a correction word (a number with its unit: "hotels under 150, no wait, 120 a night"), ending its
clause, corrects: "no flights before 8, actually make it cheap" (no
value) is left as written, to the readers. The trip's counts ("for 4 people, no wait 5") are
``count_corrections``'s and its budget ("budget 1800, oops i mean 2000") the money reader's: a number right before a
word of people, days or nights, or said as money of the budget, is none of these, nor is a place of the route
("from Denver to Boston, no wait, Chicago": ``route_correction`` asks which it replaces).
"""

from __future__ import annotations

import re

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.state.trip import CUISINES

__all__ = ["corrected_values"]

_CORRECTING = (r"(?:(?:no\s+)?sorry|no\s+wait|wait,?\s+no|oops|(?:i|we)\s+mean[t]?|actually(?:\s+make\s+(?:it|that))?"
               r"|make\s+(?:it|that)|scratch\s+that)")
_NUMBER = r"\d{1,4}(?::\d\d|\.\d{1,2})?(?:\s*(?:am|pm|a\.m\.|p\.m\.))?"  # a rating's decimals too ("4.5, no wait, 4")
# "<gap> <correction words> <value>" ending its clause
_CORRECTION = lazy_compile(
    rf"(?P<gap>\s*(?:[,;:\u2013\u2014-]|\.{{2,3}}|\u2026)\s*)(?:{_CORRECTING}\s*[,:\u2013\u2014-]?\s*)+"
    rf"(?:(?P<new>{_NUMBER})(?P<unit>(?:\s+(?:a|an|per|each)\s+[a-z]+){{1,2}})?"
    # ... a number said to do ("4.5 stars, no wait, 4 is fine"): the same correction, the words of assent dropped (a
    # room said to be fine is a fallback allowed, the room reader's: "entire place, no wait, a private room is fine")
    r"(?:\s+(?:is|'s|’s|would\s+be|will\s+be)\s+(?:fine|ok|okay|good|enough))?"
    r"|(?P<place>[A-Za-z][A-Za-z.'’ -]{1,30}?))(?=\s*(?:[,.;!?)]|$))",
    re.IGNORECASE)
_NUMBER_RE = lazy_compile(rf"(?<![\w$.,:]){_NUMBER}(?![\w:]|[.,]\d)", re.IGNORECASE)
# a number of the trip's counts or of its budget: the counts' and the money reader's corrections
_COUNT_AFTER = lazy_compile(r"\s*-?\s*(?:people|persons?|travell?ers|adults|kids|children|days?|nights?|of\s+us)\b",
                            re.IGNORECASE)
_BUDGET_BEFORE = lazy_compile(r"(?:\$\s*|\b(?:budget|spend|total)\b[^.;!?]{0,20})$", re.IGNORECASE)
_SENTENCE = lazy_compile(r"[.!?](?:\s|$)")
_MONTH_BEFORE = lazy_compile(r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+$"
                             r"|\d\s*[-\u2013/]\s*$", re.IGNORECASE)  # (a date's day, a range's end: "march 11-13")
_YEAR = lazy_compile(r"(?:19|20)\d\d")
# a bare amount of a hundred or more with no cap before it ("1600 is too much, make it 1300") is the budget's shape:
# the money reader's correction; a cap's ("hotels under 150, no wait, 120 a night") is the wish's
_CAP_BEFORE = lazy_compile(r"\b(?:under|below|max(?:imum)?|less\s+than|up\s+to|at\s+most|cap(?:ped)?(?:\s+at)?|over|"
                           r"above|at\s+least|more\s+than|min(?:imum)?)\s+\$?\s*$", re.IGNORECASE)
# ... nor is one said with a wish's unit after it ("cap lodging at 160 a night, no wait, 140": a night's price)
_WISH_UNIT_AFTER = lazy_compile(r"\s*(?:/|a\s+|an\s+|per\s+|each\s+)\s*(?:night|nite|nt|person|head|pp|meal)\b"
                                r"|\s*(?:pp|pppn|pn)\b", re.IGNORECASE)
# A room type corrected by another ("a private room, no wait, the entire place"): the room said last is the one asked
_ROOM = lazy_compile(r"(?:\b(?:an?|the)\s+)?\b(?:entire|whole|private|shared)[\s-]+(?:rooms?|places?|homes?|houses?|apartments?"
                     r"|apts?|units?|flats?|condos?)\b", re.IGNORECASE)
# A cuisine corrected by another ("italian, wait no, make that chinese"), food's word after it or not
_A_CUISINE = lazy_compile(rf"\b(?:{'|'.join(CUISINES)})(?:\s+(?:food|cuisine|restaurants?))?\b", re.IGNORECASE)
# Words that say a cuisine is not wanted right before it ("hate chinese", "no italian", "can't stand thai")
_AVERSE_BEFORE = lazy_compile(r"\b(?:no|not|hates?|dislikes?|detests?|can'?t\s+stand|allergic\s+to|avoid|without|never"
                              r"|(?:don'?t|doesn'?t|do\s+not|does\s+not|won'?t)\s+(?:like|want|eat|do))\s+(?:\w+\s+)?$",
                              re.IGNORECASE)
_ROUTE_BEFORE = lazy_compile(r"\b(?:from|to)\s+$", re.IGNORECASE)
_UNKNOWN_DEST = lazy_compile(r"\b(?:to|->|=>)\s+([A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,2})$")  # a name right before the gap
_ROUTE_AFTER = lazy_compile(r"\s*(?:to|->|=>)\s", re.IGNORECASE)  # a route's origin ("Bemidji to Fargo... I mean Grand Forks")
_REACH = 80  # characters before the correction looked at for the value it corrects


def corrected_values(text: str, places: re.Pattern[str]) -> tuple[str, list[str]]:
    """The text with each corrected value of a wish read as corrected, and a warning per correction. ``places``: the
    sandbox's place names (``Gazetteer.pattern``)."""
    warnings: list[str] = []
    out, last = [], 0
    for m in _CORRECTION.finditer(text):
        if m.start() < last:
            continue
        old = _corrected(text, m, places)
        if old is None:
            continue
        new = m.group("new") or m.group("place")
        warnings.append(f"read {new!r} for {text[old[0]:old[1]]!r}, as corrected in {text[old[0]:m.end()].strip()!r}")
        out += [text[last:old[0]], new, text[old[1]:m.start()], m.group("unit") or ""]
        last = m.end()
    return ("".join(out) + text[last:], warnings) if warnings else (text, warnings)


def _corrected(text: str, m: re.Match[str], places: re.Pattern[str]) -> tuple[int, int] | None:
    """The span of the value the correction ``m`` takes back: the last of its shape before it in its sentence."""
    sentence = max((s.end() for s in _SENTENCE.finditer(text, max(0, m.start() - _REACH), m.start())),
                   default=max(0, m.start() - _REACH))
    new = m.group("new")
    if new is not None:
        if _COUNT_AFTER.match(text, m.end()):
            return None  # "for 4 people, no wait 5 people": the counts' correction
        said = [n for n in _NUMBER_RE.finditer(text, sentence, m.start())
                if not _COUNT_AFTER.match(text, n.end()) and not _BUDGET_BEFORE.search(text, sentence, n.start())
                and not _MONTH_BEFORE.search(text, sentence, n.start())  # a date's day: the dates' correction
                and not _YEAR.fullmatch(n.group(0)) and not _budget_shaped(text, n)]
    elif _ROOM.fullmatch(m.group("place").strip()):
        said = list(_ROOM.finditer(text, sentence, m.start()))
    elif _A_CUISINE.fullmatch(m.group("place").strip()):  # "italian, wait no, make that chinese"
        # (one said disliked is no value to correct: "the kids hate chinese, make it american" asks for American)
        said = [c for c in _A_CUISINE.finditer(text, sentence, m.start())
                if not _AVERSE_BEFORE.search(text, max(sentence, c.start() - 30), c.start())]
    elif places.fullmatch(m.group("place").strip()) and (unknown := _UNKNOWN_DEST.search(text, sentence, m.start())) \
            and not places.fullmatch(unknown.group(1)):
        return unknown.span(1)  # "Bemidji to Fargo... I mean Grand Forks": the name the data lacks is what is taken back
    elif places.fullmatch(m.group("place").strip()):
        # a place of the route ("from Denver to Boston, no wait, Chicago") is the route's correction: asked which
        said = [p for p in places.finditer(text, sentence, m.start()) if not _ROUTE_BEFORE.search(text, sentence, p.start())
                and not _ROUTE_AFTER.match(text, p.end())]
    else:
        return None
    return said[-1].span() if said else None


def _budget_shaped(text: str, number: re.Match[str]) -> bool:
    """Whether ``number`` is a bare amount of a hundred or more with no cap said before it: the budget's shape."""
    digits = number.group(0)
    return digits.isdigit() and int(digits) >= 100 and not _CAP_BEFORE.search(text, max(0, number.start() - 20),
                                                                               number.start()) \
        and not _WISH_UNIT_AFTER.match(text, number.end())
