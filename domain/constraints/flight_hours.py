"""A maximum flight duration: "no flights longer than 3 hours".

A flight's duration is the flights table's elapsed time (ActualElapsedTime, "2 hours 13 minutes"). Not one of
TravelPlanner's five: a verdict reports it (``max_flight_hours``) only for a request that sets it. Every flight of the
plan lasts at most the maximum; a flight the table does not have, or without an elapsed time, fails (fail closed).
It bans no mode: short flights are kept, and drives are untouched.

How a request states it (``read``): a number of hours with a cap ("under", "at most", "no more than", "max", or a
negated "longer than" / "over": "no flights longer than 3 hours", "nothing over 5 hours in the air") and a flight
word ("flight", "flights", "flying", "in the air", "flight time"). Only a maximum can be kept: "flights over 2 hours"
is a problem.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.constraints import day_travel
from himap_travel.domain.constraints import driving_hours as _driving_hours
from himap_travel.domain.constraints import flight_times as _flight_times
from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans
from himap_travel.domain.text import hours as hours_text
from himap_travel.domain.text import negation
from himap_travel.domain.text.hours import BOUND, HOURS, PERMITTED_IF, hours_of, hours_words, in_order, unread_hours, upper_bound
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.memo import per_text
from himap_travel.state.travel_times import duration_minutes

_FLYING = (r"(?:flights?|flying|fly|flight\s+(?:time|duration|length)|in\s+the\s+air|air\s*time"
           r"|(?:on|in)\s+(?:(?:a|an|the)\s+)?(?:air)?planes?)")  # ("more than 3 hours in a plane", "on planes")
_AFTER_CAP = r"(?:\s+(?P<after>max(?:imum)?|at\s+(?:the\s+)?most|tops))?"
_PATTERNS = (
    # "no flights longer than 3 hours", "flight time under 4 hours", "flights should be at most 2.5 hours", "only short
    # flights, under 2 hours", "short flights only, under 2 hours" (a comma before the cap; hours of driving after it
    # are the driving limit's: "no flights, max 4 hrs driving a day", "no flying and no more than 6 hours behind the
    # wheel": the driving words are ``driving_hours``'s)
    # (never across a word of driving: "I don't fly, rather not drive more than 3h/day" caps the drive)
    lazy_compile(rf"\b{_FLYING},?\s+(?:(?!(?:driv\w*|road|wheel|car)\b)[\w']+,?\s+){{0,3}}?{BOUND}\s+(?:of\s+)?{HOURS}"
                 rf"(?!\s+(?:of\s+)?{_driving_hours.DRIVING})", re.IGNORECASE),
    # "flights are fine if they're less than 2 hrs", "flying is ok as long as it's under 3 hours" (a permission on a length)
    lazy_compile(rf"\b{_FLYING}\s+{PERMITTED_IF}\s+(?:[\w']+\s+){{0,3}}?{BOUND}\s+(?:of\s+)?{HOURS}"
                 rf"(?!\s+(?:of\s+)?{_driving_hours.DRIVING})", re.IGNORECASE),
    # "nothing over 5 hours in the air", "at most 3 hours of flying", "nothing longer than a 3.5 hr flight"
    lazy_compile(rf"\b{BOUND}\s+(?:of\s+|an?\s+)?{HOURS}\s+(?:of\s+|long\s+)?{_FLYING}\b", re.IGNORECASE),
    # "max flight time 4 hours", "maximum flight duration: 3 hours"
    lazy_compile(rf"\b(?P<bound>max(?:imum)?)\s+{_FLYING}\s*(?:of\s+|is\s+|:\s*|-\s*)?{HOURS}", re.IGNORECASE),
    # "keep flights to 2.5 hours or less", "short flights only, two hours max" (a few words and a comma between, as above,
    # none a negation; never the hours of a drive: "no flights, 4 hours max of driving")
    lazy_compile(rf"\b{_FLYING},?\s+(?:(?!(?:driv\w*|road|wheel|car|no|not|nothing|none|never)\b)[\w']+,?\s+){{0,3}}?"
                 rf"(?:to\s+|of\s+|at\s+)?{HOURS}\s+"
                 rf"(?P<bound>or\s+less|or\s+under|max(?:imum)?|at\s+(?:the\s+)?most|tops)(?!\s+(?:of\s+)?{_driving_hours.DRIVING})",
                 re.IGNORECASE),
    # "cap flights at four hours", "keep the flights to 3 hours" (a verb of capping said of the flights: ``hours.CAPS``)
    lazy_compile(rf"\b(?P<bound>(?:cap|keep|limit)\s+(?:the\s+|our\s+|my\s+|all\s+)?{_FLYING}\s+(?:at|to))\s+{HOURS}",
                 re.IGNORECASE),
    # "3-hour flights max", "flights of 3 hours at most"
    lazy_compile(rf"\b{HOURS}\s+(?:long\s+)?(?:flights?|(?:of\s+)?flying|in\s+the\s+air){_AFTER_CAP}", re.IGNORECASE),
)
# "no flights before 9am and none longer than 3 hours": "none" stands for the flights the sentence named before it
_NONE = lazy_compile(rf"\b(?:none|nothing)\s+(?:[\w']+\s+){{0,2}}?{BOUND}\s+(?:of\s+)?{HOURS}", re.IGNORECASE)
_FLIGHT_BEFORE = lazy_compile(r"\bfl(?:y|ying|ights?)\b[^.;!?]*$", re.IGNORECASE)
# ... and so does "each" after a bound ("flight out after 9am, flight back before 5pm, and under 3 hrs each"): each flight
# the sentence named, with no word of driving between
_EACH = lazy_compile(rf"\b{BOUND}\s+(?:of\s+)?{HOURS}\s+(?:each|apiece)\b", re.IGNORECASE)
_DRIVING_BETWEEN = lazy_compile(r"\b(?:driv\w*|road|wheel|car)\b", re.IGNORECASE)


# Every statement and named duration holds one of these words: a text without any is not scanned.
_MENTIONED = lazy_compile(r"fl(?:y|i|ew|own)|air|plane", re.IGNORECASE)


@per_text
def _statements(text: str) -> list[re.Match[str]]:
    if not _MENTIONED.search(text):
        return []
    found = [m for pattern in _PATTERNS for m in pattern.finditer(text)]
    found += [m for m in _NONE.finditer(text) if _FLIGHT_BEFORE.search(text, max(0, m.start() - 80), m.start())]
    found += [m for m in _EACH.finditer(text) if (said := _FLIGHT_BEFORE.search(text, max(0, m.start() - 80), m.start()))
              and not _DRIVING_BETWEEN.search(text, said.start(), m.start())]
    return in_order(found)


def claims(text: str) -> list[tuple[int, int]]:
    """The spans of its statements: no mode is banned in them ("no flights longer than 3 hours" bans no flight)."""
    return [(m.start(), m.end()) for m in _statements(text)]


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> float | None:
    """The most hours one flight may last, else None; a duration that is no maximum is a problem."""
    if not _MENTIONED.search(text):
        return None
    found: list[float] = []
    statements = _statements(text)
    claimed = [m.span() for m in statements] + _flight_times.claims(text) + _driving_hours.claims(text) + day_travel.claims(text)
    for said in unread_hours(text, r"fl(?:y|ying|ights?)|plane|in\s+the\s+air", claimed):
        problems.append(f"{said!r}: a flight duration not understood; say e.g. 'no flights longer than 3 hours'")
        return None
    for m in statements:
        said = " ".join(m.group(0).split())  # as said, a day's padding (``last_days``) closed up
        hours = hours_of(m)
        bound = m.groupdict().get("bound")
        inner = text[m.start():m.start("bound")] if bound else ""
        flipped = bool(re.search(rf"\b(?:no|none|nothing)\b|{negation.NOT}\b", inner, re.IGNORECASE))
        negated = negation.negated(text, m.start(), m.end(), window=6) != flipped
        if hours is None or hours <= 0 or hours > 24:
            problems.append(f"{said!r}: a flight duration is a number of hours between 0 and 24")
            return None
        if not (upper_bound(bound, negated) or m.groupdict().get("after") or hours_text.over_is_too_much(text, m) and not negated):
            problems.append(f"{said!r}: only a maximum flight duration can be kept, e.g. 'no flights longer than 3 hours'")
            return None
        if ranged := hours_text.range_said(m, said):
            warnings.append(ranged)
        found.append(hours)
    if len(set(found)) > 1:
        problems.append(f"two different flight durations ({', '.join(f'{hours_words(v)}' for v in dict.fromkeys(found))}): give one")
        return None
    return found[0] if found else None


def allows(flight: Any, maximum: float) -> bool:
    """Whether a flight (a search's option: ``duration``; a table row: ``elapsed``) lasts at most ``maximum`` hours."""
    elapsed = getattr(flight, "elapsed", None) or getattr(flight, "duration", None)
    minutes = duration_minutes(elapsed)
    return 0 < minutes <= maximum * 60 + 1e-9


def check(ctx: CheckContext) -> Reasons:
    maximum = ctx.query.max_flight_hours
    for number, unit in enumerate(ctx.units, 1):
        text = unit.get("transportation")
        if not ctx.filled(text) or ctx.mode_of(text) != "flight":
            continue
        _transport, row = ctx.flight(text, number)
        if row is None:
            yield f"max flight hours: day {number}: the flights table has no flight '{text}', so its duration cannot be checked"
        elif not allows(row, maximum):
            yield (f"max flight hours: day {number}: flight {row.flight_number} takes {row.elapsed or 'an unknown time'}, over "
                   f"{hours_words(maximum)}")


def unmet(facts: SolverFacts) -> str:
    spec = facts.spec
    maximum = spec.local_constraint.max_flight_hours
    return (f"no flight of at most {hours_words(maximum)} links {spec.org} and {spec.dest} on these dates, "
            "and no other transport fits the trip")


CONSTRAINT = HardConstraint(
    key="max_flight_hours", report_key="max_flight_hours", row_key="max flight hours", label="maximum flight duration",
    official=False, check=check, describe=lambda hours: f"flights of at most {hours_words(hours)}",
    flex_sentence=lambda hours: f"No flights longer than {hours_words(hours)}, please.",
    instruction=lambda hours: f"every flight must last at most {hours_words(hours)} (the flights table's elapsed time)",
    unmet=unmet, read=read, claims=claims,
    mention=r"flight\s+(?:duration|length)|the\s+(?:max(?:imum)?\s+)?flight\s+(?:time\s+|hours\s+)?(?:limit|cap)",
    form_description="the most hours one flight may last, if asked",
    search=("flight_search", "max_hours"),
    prompt="the most hours one flight may last",
)
