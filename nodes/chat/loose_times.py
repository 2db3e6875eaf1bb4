"""Flight times said loosely, put the way the flight-time reader (``domain/constraints/flight_times``) reads them
(issue 39): people hedge a time ("like after 11", "before like 4pm", "after 10 or so", "9ish"), give it as a floor
("11am at the earliest for the flight home": after 11am, each bound being included), name the leg after the bound
("after 10am for the return") or make the leg the subject ("the way back should be after 10", "can the return be after
lunchtime?"), say it with no clock at all ("not too early on the way back"), or name a flight by the end of the trip it
leaves ("leave savannah after 1pm on the last day", on a trip to Savannah: the return, never a new origin), or turn a
flight down by its time beside the bound they want ("no 7am flight pls, leave after 9": that bound), or change the
window the trip holds by a bound alone ("eh make it after 5pm instead": the flights'). Unread,
these were refused as "a time of day not understood", answered as a question, or worse: "no flights before 9ish"
banned flying. Each is rewritten to the plain form the reader already knows ("the return flight departing after
11am", "no early flights on the way back": the 08:00 floor of "no early flights", docs/vocabulary-stays-transport.md);
anything else is left as said.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile

_FLAGS = re.IGNORECASE
_CLOCK = r"(?:\d{1,2}(?::[0-5]\d)?(?:\s*(?:am|pm|a\.m\.|p\.m\.))?|noon|midday|midnight|lunch(?:time)?)"
_WHEN = r"(?:before|after|by|until|till|past|no\s+earlier\s+than|no\s+later\s+than)"
# A leg of the trip named as a thing ("the way back", "the flight home", "the return"), and what it is called plainly
_BACK = r"(?:way\s+(?:back|home)|return(?:\s+flight)?|flights?\s+(?:home|back)|(?:home|return)\s+flight|trip\s+home)"
_THERE = r"(?:way\s+there|outbound(?:\s+flight)?|flights?\s+(?:out|there)|trip\s+there)"
_LEG = rf"(?:the\s+|our\s+)?(?P<leg>{_BACK}|{_THERE})"
_HEDGE = r"(?:like|say|maybe|around|about|roughly|approx(?:imately)?|sometime|somewhere|ideally|preferably)"

# "9ish", "2pm-ish", "noon-ish", "after 10 or so": the time itself
_ISH = lazy_compile(r"(?<=\d)\s*-?\s*ish\b|(?<=am|pm)\s*-?\s*ish\b|(?<=noon)\s*-?\s*ish\b|(?<=\d)\s+or\s+so\b", _FLAGS)
# "before like 4pm", "after maybe 10": the hedge between the bound and its time
_HEDGE_AFTER_BOUND = lazy_compile(rf"\b(?P<when>{_WHEN})\s+(?:{_HEDGE}\s+)+(?={_CLOCK}\b)", _FLAGS)
# "maybe like after 10am": hedges before the bound
_HEDGES_BEFORE_BOUND = lazy_compile(rf"(?:\b{_HEDGE}\s+)+(?={_WHEN}\s+{_CLOCK}\b)", _FLAGS)
# "11am at the earliest": a floor (a ceiling: "at the latest")
_AT_THE_MOST = lazy_compile(rf"\b(?P<clock>{_CLOCK})\s+at\s+the\s+(?P<end>earliest|latest)\b", _FLAGS)
# "no earlier than 11am for the flight home", "after 10am for the return": the leg said after its bound
_LEG_AFTER = lazy_compile(rf"\b(?P<bound>{_WHEN}\s+{_CLOCK})\s+(?:for|on)\s+{_LEG}\b", _FLAGS)
# "the way back should be after 10", "can the return be after lunchtime": the leg as the subject of the bound
_LEG_IS = lazy_compile(rf"(?:\b(?:can|could)\s+)?{_LEG}\s+(?:(?:should|must|could|can|has\s+to|needs?\s+to|would|will)\s+)?"
                       rf"(?:be|leave|depart|go)\s+(?={_WHEN}\s+{_CLOCK}\b)", _FLAGS)
# "not too early (on the way back)": no clock time, the early flights ruled out (unless a meal is what is early)
_NOT_TOO_EARLY = lazy_compile(r"\b(?:not|nothing)\s+(?:too|so|super|very|crazy|insanely)\s+early\b(?:\s+(?:flights?|departures?)\b)?",
                              _FLAGS)
_MEAL = lazy_compile(r"\b(?:breakfast|brunch|lunch|dinner|supper|check[\s-]?in|wake|get\s+up)\b", _FLAGS)


# A flight named by its clock time, turned down or complained of ("no 7am flight pls", "not the 6:30am one", "that 6:30
# flight is brutal"), in a clause of its own with no bound; and the bound said bare in another ("leave after 9",
# "something after 10", "after 9 pls")
_CLAUSES = lazy_compile(r"\s*(?:[,;.!?]+|\s(?:but|so)\s)\s*", _FLAGS)
_NAMED_BY_TIME = lazy_compile(r"^(?!.*\b(?:before|after|by|until|till|past)\b)"
                              r"(?:.*\b(?:no|not|skip|avoid|hate)\s+(?:the\s+|that\s+|this\s+)?"
                              r"(?:\d{1,2}(?::[0-5]\d)?\s*(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}:[0-5]\d)\s*(?:flights?|one|departures?)?\b"
                              r"|.*(?:\d{1,2}(?::[0-5]\d)?\s*(?:am|pm)|\d{1,2}:[0-5]\d)\s*(?:am\s+|pm\s+)?(?:flights?|departures?)\b.*"
                              r"\b(?:brutal|insane|crazy|awful|terrible|too\s+early|too\s+late|rough|painful|no\s+way|ungodly|nuts))"
                              r".*$", _FLAGS)
_BARE_BOUND = lazy_compile(rf"^(?:(?:something|one|anything|a\s+flight|flights?)\s+|(?:leave|leaving|depart\w*|fly\w*)\s+)?"
                           rf"(?P<bound>(?:after|no\s+earlier\s+than)\s+{_CLOCK})(?:\s+(?:pls|please|plz|then|instead|thx))*$",
                           _FLAGS)


_TERSE = 120  # a clause that turns down a flight by its time is short: "that 6:30 flight is brutal"


def _time_turned_down(text: str) -> str:
    """``text`` with a flight named by its time and turned down, beside a bare bound ("no 7am flight pls, leave after
    9"), said as the bound alone ("leave after 9"): read apart, the named time was "a time of day not understood" and
    the bound beside it was lost. Anything else is left as said."""
    clauses = [c for c in _CLAUSES.split(text.strip()) if c]
    if len(clauses) != 2 or any(len(c) > _TERSE for c in clauses):  # (its patterns are tried on two short clauses only)
        return text
    named = [c for c in clauses if _NAMED_BY_TIME.match(c)]
    bounds = [m for c in clauses if (m := _BARE_BOUND.match(c)) is not None]
    if len(clauses) != 2 or len(named) != 1 or len(bounds) != 1:
        return text
    return f"leave {bounds[0]['bound']}"


def _plain_leg(leg: str) -> str:
    return "the outbound flight" if re.fullmatch(_THERE, leg, _FLAGS) else "the return flight"


def _ends_left(text: str, trip: Mapping[str, Any]) -> str:
    """``text`` with leaving one of the trip's ends at a time ("leave savannah after 1pm") said as that flight."""
    for end, leg in ((trip.get("dest"), "the return flight"),):  # (leaving the origin is read as the outbound already)
        if end:
            said = re.compile(rf"\b(?:leave|leaving|depart(?:ing)?|fly(?:ing)?\s+out\s+of|fly(?:ing)?\s+(?:home\s+)?from)\s+"
                              rf"{re.escape(str(end))}\s+(?={_WHEN}\s+{_CLOCK}\b)", _FLAGS)
            text = said.sub(f"{leg} departing ", text)
    return text


# A departure's floor said alone as the change of the window the trip holds ("eh make it after 5pm instead" after
# "flights between 10am and 2pm"): the flights' bound (with "instead", it replaces the window); a time said "by" or
# "before" is the held bound's new value ("no wait, by 8pm" after "land by 6pm": ``rule_value``)
_WINDOW_AGAIN = lazy_compile(rf"^\W*(?:(?:eh|hmm+|ok|okay|actually|no|nah|wait|so|oh|well)\W+)*"
                             rf"(?:(?:make|change)\s+(?:it|that|them|those)\s+(?:to\s+)?)?"
                             rf"(?P<bound>(?:after|no\s+earlier\s+than)\s+{_CLOCK})"
                             r"(?P<rest>(?:\s+(?:pls|please|plz|then|instead|thx))*)\W*$", _FLAGS)


def _window_again(text: str, trip: Mapping[str, Any]) -> str:
    """``text`` as the flights' bound when it says a bound alone on a trip that holds a flight window (the module's
    note), else as it is: alone, "after 5pm" names nothing it is the time of."""
    said = _WINDOW_AGAIN.match(text)
    held = ((trip.get("local_constraint") or {}).get("flight times")) if said else None
    return f"flights {said['bound']}{said['rest']}" if said and held else text


def loosely_timed(text: str, trip: Mapping[str, Any] | None = None) -> str:
    """``text`` with each loosely said flight time put plainly (the module's note), else ``text`` as it is; ``trip``:
    the trip the message is said on, whose ends name its flights."""
    said = _ends_left(_window_again(_time_turned_down(_ISH.sub("", text)), trip or {}), trip or {})
    said = _HEDGE_AFTER_BOUND.sub(lambda m: f"{m.group('when')} ", said)
    said = _HEDGES_BEFORE_BOUND.sub("", said)
    said = _AT_THE_MOST.sub(lambda m: f"{'after' if m.group('end').lower() == 'earliest' else 'by'} {m.group('clock')}", said)
    said = _LEG_AFTER.sub(lambda m: f"{_plain_leg(m.group('leg'))} departing {m.group('bound')}", said)
    said = _LEG_IS.sub(lambda m: f"{_plain_leg(m.group('leg'))} departing ", said)
    if not _MEAL.search(said):
        said = _NOT_TOO_EARLY.sub("no early flights", said)
    return said
