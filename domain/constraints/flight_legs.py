"""The flights a time window binds: one day's, the outbound, the return, or every flight.

From the words nearest the window ("on the way back", "on day 2", "the return flight"), from a trip's end left or
reached ("depart Sacramento after 10am": the outbound), or a route said before the bound ("the flight from Panama City
shouldn't leave before 9"). Split from ``flight_times``: one job, shared by every reader of a window.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache

from himap_travel.domain.constraints import city_matching, flight_dates
from himap_travel.domain.constraints.flight_time_said import FLIGHT_WORD, HOME_BY, JOINED, NOT_FLOWN, ON_A_DATE, SENTENCE_END
from himap_travel.domain.text.lazy_regex import lazy_compile

_ORDINALS = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5, "5th": 5,
             "sixth": 6, "6th": 6, "seventh": 7, "7th": 7, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
             "six": 6, "seven": 7}
_DAY_SCOPE = lazy_compile(r"\b(?:on\s+)?(?:the\s+)?(?P<ord>first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|"
                          r"seventh|7th|opening|last|final)\s+day\b|\bday\s+(?P<num>\d{1,2}|one|two|three|four|five|six|seven)\b",
                          re.IGNORECASE)
_RETURN_SCOPE = lazy_compile(r"\breturn(?:ing)?\s+(?:flight|leg|trip)"
                             r"|\b(?:way|trip|flights?|flying|fly|leg|red[- ]?eyes?|(?<=the\s)one)\s+(?:back|home)\b"
                             r"|\bhome(?:ward)?\s+(?:flight|leg)"
                             r"|\bcom(?:e|es|ing)\s+(?:back|home)|\bgo(?:ing)?\s+home|\bhead(?:s|ing)?\s+(?:back|home)"
                             r"|\breturn(?:s|ing)?(?=\s+in\s+the\b)"
                             # "return" said before its flight's verb or bound ("outbound after 10am, return landing by
                             # 8pm", "return: leave after 3pm")
                             r"|\breturn\b(?=\s*[:\u2013\u2014-]?\s*(?:land|arriv|depart|leav|tak|by\b|before\b|after\b"
                             r"|no\s+(?:earlier|later)\b|not\s+(?:before|after)\b))"
                             r"|\b(?:get|getting|be)\s+(?:us\s+)?(?:home|back)"
                             rf"|(?<!leave\s)(?<!leaving\s)(?<!left\s)(?<!from\s)\b(?:back|home)\s+(?:(?:in|at|to)\s+[\w\s']{{1,30}}?)?{ON_A_DATE}by\s"
                             rf"|(?<!leave\s)(?<!leaving\s)(?<!left\s)(?<!from\s){NOT_FLOWN}\b(?:back|home)\s+"
                             rf"(?:(?:in|at|to)\s+[\w\s']{{1,30}}?)?{HOME_BY}"
                             r"|\b(?:last|final)\s+flight|\b(?:on\s+)?(?:the|our)\s+return\b|\bflights?\s+(?:back\s+)?home\b"
                             r"|\b(?:land(?:s|ing)?|arriv(?:e|es|ing))\s+(?:back\s+)?home\b", re.IGNORECASE)  # "land back home"
_OUTBOUND_SCOPE = lazy_compile(r"\boutbound|\boutgoing\s+flight|\b(?:way|trip|flight|flying|fly|leg|(?<=the\s)one)\s+(?:there|out)\b"
                               # ... a note's heading ("flights: out after 10am"; never "flights out of vegas")
                               r"|\bflights?(?:\s*[:\u2013\u2014-])?\s+(?:there|out)\b(?!\s+of\b)"
                               # ... or "out" alone opening its clause ("out after 6pm, back by noon")
                               r"|(?:(?<=^)|(?<=[,.;:!?])|(?<=[,.;:!?]\s)|(?<=\bactually\s)|(?<=\band\s)|(?<=\bbut\s)|(?<=\bso\s))(?<!\bin\sand\s)out\b(?=\s+(?:(?:on\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\s+)?"
                               r"(?:before|after|by|no\s+(?:earlier|later))\b)"
                               r"|\bgoing\s+(?:there|out)\b|\b(?:get(?:s|ting)?|be)\s+(?:us\s+)?there\b"
                               r"|\b(?:first|initial)\s+flight|\bflight\s+(?:there|out)\b|\bon\s+the\s+way\s+(?:in|up|over)\b"
                               # flying toward the trip ("we'll be flying down", "flying up we'd like to land by 6pm"),
                               # never a flight's length or price ("no flight over 4 hours", "flying over $300")
                               r"|\b(?:fly|flying|flight)\s+(?:down|up|over)\b(?!\s*(?:\$|\d|an?\b|one\b|two\b|three\b|four\b"
                               r"|five\b|six\b|seven\b|eight\b|nine\b|ten\b|half\b|budget\b))",
                               re.IGNORECASE)


# Flying "out" said with the trip's last day in its sentence leaves the destination: the return ("we fly out early on
# the last day"), never the outbound it is alone ("fly out in the morning")
_OUT_OF_TOWN = lazy_compile(r"\b(?:fly|flying|flight)\s+out\b(?!\s+(?:of|from)\b)", re.IGNORECASE)


def _out_at_the_end(text: str, start: int, end: int) -> bool:
    """Whether a time said of flying "out" (``_OUT_OF_TOWN``) has the trip's last day in its sentence."""
    left = max((m.end() for m in SENTENCE_END.finditer(text, max(0, start - 80), start)), default=max(0, start - 80))
    right = next((m.start() for m in SENTENCE_END.finditer(text, end, min(len(text), end + 80))), min(len(text), end + 80))
    if not _OUT_OF_TOWN.search(text, max(left, start - 30), min(right, end + 30)):
        return False
    # ... the last day by its number too ("nothing on the last day" is read as "on day 3" of a 3-day trip)
    last = flight_dates.last_trip_day()
    return any((m.group("ord") or "").lower() in ("last", "final")
               or last is not None and _ORDINALS.get(word := (m.group("num") or "").lower(), word) in (last, str(last))
               for m in _DAY_SCOPE.finditer(text, left, right))


def scope_near(text: str, start: int, end: int) -> str | int:
    """The flights a window binds, from the words of its sentence nearest to it: a day, the outbound, the return, or
    every ("no flights before 9am on the way there, and the return flight should leave after 2pm": one each)."""
    left = max((m.end() for m in SENTENCE_END.finditer(text, max(0, start - 80), start)), default=max(0, start - 80))
    right = next((m.start() for m in SENTENCE_END.finditer(text, end, min(len(text), end + 80))), min(len(text), end + 80))
    # a clause joined before or after by "and" / "plus" / "but" is another wish's: "see SeaWorld on the 2nd day and
    # avoid any flights that land after 9pm" binds every flight (the day is the sight's)
    left = max((j.end() for j in JOINED.finditer(text, left, start)), default=left)
    right = next((j.start() for j in JOINED.finditer(text, end, right)), right)
    found: list[tuple[int, str | int, bool]] = []  # (how far, the flights, said after the window)
    for m in _DAY_SCOPE.finditer(text, left, right):
        word = (m.group("ord") or m.group("num")).lower()
        day = "return" if word in ("last", "final") else 1 if word == "opening" else _ORDINALS.get(word) or int(word)
        found.append((_apart(text, m, start, end), day, m.start() >= end))
    found += [(_apart(text, m, start, end), "return", m.start() >= end) for m in _RETURN_SCOPE.finditer(text, left, right)]
    found += [(_apart(text, m, start, end), "outbound", m.start() >= end)
              for m in _OUTBOUND_SCOPE.finditer(text, left, right)]
    if not found:
        return "every"
    distance, leg, after = min(found, key=lambda item: item[0])
    if leg == "outbound" and _out_at_the_end(text, start, end):
        return "return"  # "we fly out after 3pm on the last day": flying out of the trip's city, at its end
    if distance >= _ACROSS_A_COMMA and after and _OWN_FLIGHTS.search(_comma_part(text, start, end)):
        # the flights' words in a later part of a list, the window's own part naming its flights: "no flights before
        # 9am, on the way back nothing after 8pm" (the 9am is every flight's; "on the way there, no flights before
        # 9am" stays the outbound's)
        return "every"
    return leg


# The trip's ends as the request names them ("from Sacramento", "heading to Atlanta"): a window said of leaving or
# reaching one of them binds one flight ("depart Sacramento after 10am" is the outbound's).
# A word of a place's name: a dot only in a short form ("St. Louis"), never a sentence's end ("... to Baltimore. The")
# (never a month after the name: "Seattle to San Francisco March 16-18" names San Francisco)
_PLACE_WORD = (r"(?!(?:January|February|March|April|May|June|July|August|September|October|November|December"
               r"|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b)(?:(?:St|Ste|Ft|Mt)\.|[A-Z][\w'-]*)")
_END_NAMED = lazy_compile(r"\b(?P<side>from|out\s+of|(?:starting|beginning|originating|commencing)\s+(?:in|at)|to|towards|into)"
                          rf"\s+(?P<name>{_PLACE_WORD}(?:\s+{_PLACE_WORD}){{0,3}})")
LEAVING = lazy_compile(r"leav|depart|tak|head", re.IGNORECASE)
_AT_A_PLACE = lazy_compile(rf"(?:(?:from|in|into|at|out\s+of)\s+)?(?P<name>{_PLACE_WORD}(?:\s+{_PLACE_WORD}){{0,3}})\s*$")


@lru_cache(maxsize=16)
def _trip_ends(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """(the names said after "from", those said after "to"): one pass over the text."""
    ends: dict[str, set[str]] = {"from": set(), "to": set()}
    for m in _END_NAMED.finditer(text):
        back = _BACK_BEFORE.search(text, max(0, m.start() - 12), m.start())  # "home to Seattle": the origin
        ends["to" if m.group("side") in ("to", "towards", "into") and not back else "from"].add(
            city_matching.place_key(m.group("name")))
    route = _ROUTE_PAIR.search(text)  # "Dallas to Houston march 8-10": the origin said with no "from"
    if route is not None and not ends["from"]:
        ends["from"].add(city_matching.place_key(route.group("origin")))
    return frozenset(ends["from"]), frozenset(ends["to"])


# The ends of the trip a chat message edits, which the message need not name ("we want to leave dallas after noon")
_KNOWN_ENDS: ContextVar[tuple[frozenset[str], frozenset[str]]] = ContextVar("flight_ends", default=(frozenset(), frozenset()))


@contextmanager
def trip_ends_known(origin: str | None, dest: str | None) -> Iterator[None]:
    """Within it, a window said of leaving or reaching ``origin`` or ``dest`` binds its one flight, though the text
    read names neither as the trip's end (a chat message read beside the trip it edits: ``parsing.query``)."""
    token = _KNOWN_ENDS.set((frozenset({city_matching.place_key(origin)} if origin else ()),
                             frozenset({city_matching.place_key(dest)} if dest else ())))
    try:
        yield
    finally:
        _KNOWN_ENDS.reset(token)


def _ends(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """(the trip's origins, its destinations): those the text names, and those of the trip a message edits."""
    said, known = _trip_ends(text), _KNOWN_ENDS.get()
    return said[0] | known[0], said[1] | known[1]


# "back to X", "home to X": X is where the trip started; a request's opening route "X to Y" ("Dallas to Houston, march
# 8-10"; "X -> Y") names the origin with no "from"
_BACK_BEFORE = lazy_compile(r"\b(?:back|home)\s+$", re.IGNORECASE)
_ROUTE_PAIR = lazy_compile(rf"^\W*(?P<origin>{_PLACE_WORD}(?:\s+{_PLACE_WORD}){{0,3}})\s*(?:\bto\b|->|→|–)\s*{_PLACE_WORD}")


def _leg_by_place(text: str, m: re.Match[str]) -> str | None:
    """The flight a window said of a place binds: leaving the origin or reaching the destination is the outbound,
    leaving the destination or reaching the origin the return ("depart Sacramento after 10am", "land in Denver by 6pm");
    None when the place is neither end, or no place is said."""
    verb = m.groupdict().get("verb")
    inner = m.group("inner") or ""
    place = _AT_A_PLACE.search(inner)
    if not verb:
        return None
    origins, destinations = _ends(text)
    if place is not None:
        name = city_matching.place_key(place.group("name"))
    else:  # ... in lower case ("leave dc after 9am", "leave st louis after 10am"): only words that are a trip's end
        name = next((key for key in _lower_ends(inner) if key in origins | destinations), "")
    leaving = bool(LEAVING.match(verb))
    if name in origins and name not in destinations:
        return "outbound" if leaving else "return"
    if name in destinations and name not in origins:
        return "return" if leaving else "outbound"
    return None


_LOWER_WORDS = lazy_compile(r"[a-z][\w.'-]*", re.IGNORECASE)
_PLACE_PREPOSITION = frozenset({"from", "in", "into", "at", "out", "of"})


def _lower_ends(inner: str) -> list[str]:
    """The keys of the last one to three words of ``inner`` (a preposition before them aside), longest first: a trip's
    end said in lower case is one of them ("dc", "st louis"); compared with the ends only, a plain word is none."""
    words = _LOWER_WORDS.findall(inner)
    return [city_matching.place_key(" ".join(words[-size:])) for size in (3, 2, 1)
            if len(words) >= size and words[-size].lower() not in _PLACE_PREPOSITION]


def _distance(m: re.Match[str], start: int, end: int) -> int:
    """How far a match lies from the span start-end (0 inside or overlapping it)."""
    return max(0, m.start() - end, start - m.end())


# A comma between a window and a flight's words puts them in different parts of a list: "flying out after 10am, flying
# back before 6pm" binds 10am to the outbound though "flying back" is as near. Longer than any clause the scope spans.
_ACROSS_A_COMMA = 1000


_OWN_FLIGHTS = lazy_compile(rf"\b{FLIGHT_WORD}\b", re.IGNORECASE)


def _comma_part(text: str, start: int, end: int) -> str:
    """The part of the list a window stands in: from the comma before it to the comma after it (bounded)."""
    left = text.rfind(",", max(0, start - 80), start) + 1 or max(0, start - 80)
    right = text.find(",", end, min(len(text), end + 80))
    return text[left:right if right >= 0 else min(len(text), end + 80)]


def _apart(text: str, m: re.Match[str], start: int, end: int) -> int:
    """How far the flight's words ``m`` lie from a window at start-end, a comma between them counting as far apart."""
    between = text[m.end():start] if m.end() <= start else text[end:m.start()]
    return _distance(m, start, end) + (_ACROSS_A_COMMA if _LIST_MARK.search(between) else 0)


_LIST_MARK = lazy_compile(r",|\s/\s")  # "out after 10am / back before 6pm": a slash parts a list as a comma does


def leg_of(text: str, m: re.Match[str]) -> str | int:
    """The flight a time statement binds: a day said around it ("on the first day"), else the place it is said of (its
    own words: "leave Washington after 9am and fly back before 6pm" binds one flight each), else the words around it
    ("the return flight"), else every one."""
    scope = scope_near(text, m.start(), m.end())
    return scope if isinstance(scope, int) else _leg_by_place(text, m) or _leg_by_route(text, m) or scope


# A flight said by where it flies from or to, right before its bound ("the flight from Panama City shouldn't leave
# before 9", "flights into Denver must land by noon")
_ROUTE = rf"{FLIGHT_WORD}\s+(?P<side>from|out\s+of|to|into)\s+(?P<name>(?-i:{_PLACE_WORD}(?:\s+{_PLACE_WORD}){{0,3}}))"
_ROUTE_SAID = lazy_compile(rf"\b{_ROUTE}(?:[^\w.;!?,]+[\w']+){{0,4}}[^\w.;!?,]*$", re.IGNORECASE)
_ROUTE_OPENING = lazy_compile(_ROUTE, re.IGNORECASE)


def _leg_by_route(text: str, m: re.Match[str]) -> str | None:
    """The flight a bound binds when its flight is said by the trip's end it leaves or reaches (in the statement, or
    in a few words right before it, no comma between): from the origin or to the destination is the outbound, from the
    destination or to the origin the return ("flights from Panama City after 8am", "the flight from Panama City
    shouldn't leave before 9")."""
    said = _ROUTE_OPENING.match(text, m.start(), m.end()) or _ROUTE_SAID.search(text, max(0, m.start() - 80), m.start())
    if said is None:
        return None
    origins, destinations = _ends(text)
    name, leaving = city_matching.place_key(said.group("name")), said.group("side").lower() in ("from", "out of")
    if name in origins and name not in destinations:
        return "outbound" if leaving else "return"
    if name in destinations and name not in origins:
        return "return" if leaving else "outbound"
    return None


def home_apart(text: str, timed: re.Match[str], daytime: re.Match[str]) -> bool:
    """Whether a clock time of leaving and a time of day of the way home are said apart ("leave after noon and fly
    back in the evening"): the clock time leaves, the time of day is the return's, and "and" / a comma parts them."""
    verb = (timed.groupdict().get("verb") or "").lower()
    return bool(LEAVING.match(verb)) and daytime_leg(text, daytime, False) == "return" and bool(
        JOINED.search(text, min(timed.end(), daytime.end()), max(timed.start(), daytime.start()) + 1)
        or "," in text[min(timed.end(), daytime.end()):max(timed.start(), daytime.start())])


def daytime_leg(text: str, m: re.Match[str], arriving: bool) -> str | int:
    """The flights a time of day binds (``_daytime``)."""
    left = max((c.end() for c in re.finditer(r",", text[max(0, m.start() - 80):m.start()])), default=0)
    comma = text.find(",", m.end())
    scope = scope_near(text[:comma if comma >= 0 else len(text)], max(0, m.start() - 80) + left if left else m.start(), m.end())
    if scope == "outbound" and _out_at_the_end(text, m.start(), m.end()):
        return "return"
    if scope != "every":
        return scope
    origins, destinations = _ends(text)
    said = (m.group("inner") or "").split()
    words = {city_matching.place_key(" ".join(said[i:j])) for i in range(len(said)) for j in range(i + 1, min(i + 3, len(said)) + 1)}
    leaving = not arriving
    if words & origins:
        return "outbound" if leaving else "return"
    if words & destinations:
        return "return" if leaving else "outbound"
    return "outbound" if arriving and m.group("verb") else "every"
