"""Codes that are places only where a route puts them: an airport's code in capitals after a route's word or before
its link ("from JFK", "SEA to MCO"), a code or a city's initials in lower case joined to another place ("sea->den",
"la -> sf"), a state's postal code on a route ("Harrisburg to TX"). Elsewhere such codes are words or parts of names.
"""

from __future__ import annotations

import re

from himap_travel.domain.parsing.gazetteer import CODES
from himap_travel.domain.text.city_names import CITY_ALIASES, US_STATE_CODES, WORDLIKE_STATE_CODES
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.spans import SpanSet

# An airport's code is a place only where a route puts it ("from JFK", "SEA to MCO", "ORD->DEN", "flying into MIA"):
# elsewhere it is more often part of a name ("the JFK Memorial", "the MIA exhibit"), and read as a city it would
# refuse the request for a destination never asked for.
_ROUTE_CUE_BEFORE = lazy_compile(r"(?:\b(?:from|to|into|out\s+of|via|leaving|departing|fly|flying|land|landing|at)|->|=>|>|→|-)\s*$",
                                 re.IGNORECASE)
_ROUTE_LINK_AFTER = lazy_compile(r"\s*(?:\bto\b|->|=>|>|→|-(?!\d))", re.IGNORECASE)  # "GPT-4", "ISP-2" are no routes


# A code that is also a weekday's short name ("SAT") before a date is that weekday ("THU March 3 to SAT March 5")
_WEEKDAY_CODE_DATE = lazy_compile(r"(?i:sat|sun|mon|tue|wed|thu|fri)\s*,?\s*(?:\d|(?i:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"
                                  r"|(?i:the\s+\d))")


def on_a_route(text: str, match: re.Match[str]) -> bool:
    """Whether the code ``match`` stands where a route puts a place: after a route's word, or before its link (never a
    weekday's short name before a date: "to SAT March 5")."""
    if _WEEKDAY_CODE_DATE.match(text, match.start()):
        return False
    return bool(_ROUTE_CUE_BEFORE.search(text, max(0, match.start() - 16), match.start()) or _ROUTE_LINK_AFTER.match(text, match.end()))


# A code in lower case ("sea->den", "jfk to mco", "bos-nyc"), or a city's two-letter initials ("la -> sf", "nyc to
# dc"), is a place only where a route's link joins it to another place, a code or a known name: on its own "sea",
# "den" and "la" are words, but nobody writes "den to sea" meaning them.
_LOWER_CODE = lazy_compile(r"(?<![\w'])[a-z]{2,3}(?![\w'])")
_INITIALS = frozenset(s for spellings in CITY_ALIASES.values() for s in spellings if re.fullmatch(r"[A-Z]{2}", s))
_LINK_AFTER = lazy_compile(r"\s*(?:->|=>|>|→|-|\bto\b)\s*(?:the\s+)?", re.IGNORECASE)  # "bos to the windy city"
_LINK_BEFORE = lazy_compile(r"\s*(?:->|=>|>|→|-|\bto\b)\s*$", re.IGNORECASE)
# ... and ends the name: a word after it other than a route's or a date's makes it part of another ("to sea world").
# ("sf starting march 10th", "la leaving the 3rd": the trip's start said after it)
_CODE_ENDS = lazy_compile(r"\s*(?:$|[^\sA-Za-z]|(?:to|for|on|in|from|and|with|via|then|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec"
                          r"|starting|beginning|leaving|departing|returning|next|this)"
                          r"[a-z]*\b)", re.IGNORECASE)


def lower_codes_on_a_route(text: str, named: list[tuple[int, int]]) -> list[re.Match[str]]:
    """The codes written in lower case that a route's link joins to another place (``named``: the places found, as
    (start, end)), or to another such code."""
    taken = SpanSet(named)  # a code is a word: it overlaps a name only where the name holds its start
    codes = [m for m in _LOWER_CODE.finditer(text)
             if m.group(0).upper() in CODES | _INITIALS and _CODE_ENDS.match(text, m.end()) and m.start() not in taken]
    starts = {start for start, _end in named} | {m.start() for m in codes}
    ends = {end for _start, end in named} | {m.end() for m in codes}
    kept = []
    for code in codes:
        after = _LINK_AFTER.match(text, code.end())
        before = _LINK_BEFORE.search(text, max(0, code.start() - 8), code.start())
        # ... or opens a request of items ("atl / 3 cities in florida / ..."): its first item is where the trip starts
        opens = not text[:code.start()].strip() and _ITEM_AFTER.match(text, code.end())
        # ... or a city's initials after "from", a place found elsewhere ("a weekend in vegas from la, march 11-13")
        origin = (code.group(0).upper() in _INITIALS and bool(named) and _FROM_BEFORE.search(text, max(0, code.start() - 8), code.start())
                  and _ORIGIN_ENDS.match(text, code.end()))
        if (after is not None and after.end() in starts) or (before is not None and before.start() in ends) or opens or origin:
            kept.append(code)
    return kept


_ITEM_AFTER = lazy_compile(r"\s*[/|\n]")
_FROM_BEFORE = lazy_compile(r"\bfrom\s+$", re.IGNORECASE)
_ORIGIN_ENDS = lazy_compile(r"\s*(?:$|[,;.!?)]|\b(?:on|in|for|starting|leaving|departing|march|mar|and|with|\d))", re.IGNORECASE)


# A city's two-letter initials in lower case are a place too as an item of a list of places ("la, sf and san diego",
# "san diego, san francisco and la"): a list's mark joins them to a place found, and they end their item. Read only
# as the city itself: ``named`` are the places found, (start, end).
# ("sf then la", "san diego, then la": the order of a trip's cities is a list too)
_LIST_MARK_AFTER = lazy_compile(r"\s*(?:,|&|\+|/|\b(?:and|n|or|then)\b)\s*(?:(?:and|n|or|then)\s+)?", re.IGNORECASE)
_LIST_MARK_BEFORE = lazy_compile(r"(?:,|&|\+|/|(?:,\s*)?\b(?:and|n|or|(?:first\s*,?\s*)?then))\s*$", re.IGNORECASE)
_ITEM_ENDS = lazy_compile(r"\s*(?:$|[,;.!?&+/)]|\b(?:and|n|or|then|please|pls|plz)\b)", re.IGNORECASE)
# (a list opens after the words that ask for cities too: "the cities are la and sf", "we want to see la and sf")
_ITEM_OPENS = lazy_compile(r"(?:^|[,;.!?(&+/:]|\b(?:and|n|or|then|are|be|see|visit|hit))\s*$",
                           re.IGNORECASE)  # "oo la la, san diego": no item


def lower_initials_listed(text: str, named: list[tuple[int, int]]) -> list[re.Match[str]]:
    """The city initials written in lower case that stand as an item of a list beside a place of ``named``."""
    taken = SpanSet(named)
    starts = {start for start, _end in named}
    ends = {end for _start, end in named}
    kept = []
    for m in _LOWER_CODE.finditer(text):
        if (m.group(0).upper() not in _INITIALS or m.start() in taken or not _ITEM_ENDS.match(text, m.end())
                or not _ITEM_OPENS.search(text, max(0, m.start() - 8), m.start())):
            continue
        after = _LIST_MARK_AFTER.match(text, m.end())
        before = _LIST_MARK_BEFORE.search(text, max(0, m.start() - 16), m.start())
        if (after is not None and after.end() in starts) or (before is not None and text[:before.start()].rstrip() and
                                                             len(text[:before.start()].rstrip()) in ends):
            kept.append(m)
    return kept

# A word that wishes a city, or rules it out, right before it ("skip la", "not la, too much traffic", "we want la"):
# its initials in lower case are the city there, as in a list
_CUED_BEFORE = lazy_compile(r"\b(?:not|no|skip|skipping|avoid|avoiding|except|visit|visiting|see|want|wanna|hit|love"
                            r"|(?:fly|flying|fly\s+home|flying\s+home)\s+(?:into|to|from|out\s+of))\s+$",
                            re.IGNORECASE)


def lower_initials_cued(text: str, named: list[tuple[int, int]]) -> list[re.Match[str]]:
    """The city initials written in lower case right after a word wishing or ruling out a city (``_CUED_BEFORE``),
    ending their item ("skip la", "not la, too much traffic"), or before such a word (``_CUED_AFTER``: "la first"),
    outside the places found (``named``)."""
    taken = SpanSet(named)
    return [m for m in _LOWER_CODE.finditer(text)
            if m.group(0).upper() in _INITIALS and m.start() not in taken
            and (_ITEM_ENDS.match(text, m.end()) and _CUED_BEFORE.search(text, max(0, m.start() - 12), m.start())
                 or _CUED_AFTER.match(text, m.end()))]


# ... or right after it, closing its clause ("la first", "sf last pls", "sf is a must")
_CUED_AFTER = lazy_compile(r"\s+(?:first|last|is\s+a\s+must|for\s+sure)\b(?:\s+(?:please|pls|plz))?\s*(?:[.,;!?]|$)",
                           re.IGNORECASE)


# A state's postal code in capitals is a place where a route puts it ("Harrisburg to TX", "FL -> GA"); not those that
# are words or a city's short name too (``WORDLIKE_STATE_CODES``).
_STATE_CODE = lazy_compile(r"(?<![\w'])[A-Z]{2}(?![\w'])")
# Every code in capitals that may stand for a place: a run of them is a route written in codes ("SC -> PA", "JFK ->
# MIA"), never a shouted clause (``spelling``).
PLACE_CODES = CODES | _INITIALS | (frozenset(US_STATE_CODES) - WORDLIKE_STATE_CODES)


# ... or where a tour of a state's cities puts it, in any case ("3 cities in tx", "2 cities in FL")
_CODE_WORD = lazy_compile(r"[A-Za-z]{2}")
_TOUR_CODE = lazy_compile(r"\bcities\s+(?:in|of|across|around|within)\s+(?P<code>[A-Za-z]{2})(?![\w'])", re.IGNORECASE)


def state_codes_on_a_route(text: str, named: list[tuple[int, int]]) -> list[tuple[re.Match[str], str]]:
    """(the code, its state) for each state's code on a route or after a tour's cities, outside the places found
    (``named``)."""
    taken = SpanSet(named)  # a code is a word: it overlaps a name only where the name holds its start
    on_route = [m for m in _STATE_CODE.finditer(text) if on_a_route(text, m)]
    toured = [m for t in _TOUR_CODE.finditer(text) if (m := _CODE_WORD.match(text, t.start("code"))) is not None]
    found = {m.start(): m for m in [*on_route, *toured]}
    return [(m, US_STATE_CODES[m.group(0).upper()]) for _at, m in sorted(found.items())
            if m.group(0).upper() in US_STATE_CODES and m.group(0).upper() not in WORDLIKE_STATE_CODES and m.start() not in taken]
