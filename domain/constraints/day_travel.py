"""A maximum of travel hours per day, whatever the way: "no more than 6 hours of travel per day".

A day's travel is the time of its moves between cities: a flight lasts its elapsed time in the flights table, a
self-driving or taxi leg its duration in the distance table; a day with several legs (';'-separated in its
transportation entry) sums them. Not one of TravelPlanner's five: a verdict reports it (``max_travel_hours``) only for a
request that sets it. Every day's travel is at most the maximum; a leg whose time the data does not give fails (fail
closed). It bans no mode: any flight or drive short enough is kept. The planners make each move on its own day, so the
searches keep it leg by leg (``flight_search`` and ``distance_search``'s ``max_hours``, the tighter of it and the
flight's or the driving's own limit when both are set).

How a request states it (``read``): a number of hours with a cap ("no more than", "at most", "under", "max", "keep
... to", or a negated "more than": "we don't want to spend more than 5 hours travelling in a day") and a travel word
that names no way ("travel", "travelling", "travel time", "in transit"). Without "a day" / "per day" it is still read
per day (a warning says so). Hours with no cap ("5 hours of travel") are a problem. A limit of one way ("4 hours of
driving", "flights under 3 hours") is that way's own constraint (``driving_hours``, ``flight_hours``).
"""

from __future__ import annotations

import re

from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans
from himap_travel.domain.text import negation
from himap_travel.domain.text.hours import (
    AFTER_CAP,
    BOUND,
    HOURS,
    PER_DAY_SAID,
    capped_before,
    hours_of,
    hours_words,
    in_order,
    unread_hours,
    upper_bound,
)
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.memo import per_text
from himap_travel.state.travel_times import duration_minutes

# ("eight hours of total travel per day max": the travel of all the day's ways)
_TRAVEL = r"(?:(?:(?:total|overall|combined)\s+)?travel(?:l?ing|s)?(?:\s+time)?|in\s+transit|transit)"
_PATTERNS = (
    # "no more than 6 hours of travel per day", "at most six hours in transit", "more than 5 hours travelling in a day"
    lazy_compile(rf"\b{BOUND}\s+(?:of\s+)?{HOURS}\s+(?:of\s+|(?:a|per)\s+day\s+(?:of\s+)?)?{_TRAVEL}\b", re.IGNORECASE),
    # "travel time under 7 hours per day", "travelling no more than 5 hours a day"
    lazy_compile(rf"\b{_TRAVEL}\s+(?:should\s+be\s+|of\s+|is\s+)?{BOUND}\s+(?:of\s+)?{HOURS}", re.IGNORECASE),
    # "keep the travel to 5 hours a day max", "limit our travel to 6 hours", "cap travel at 6 hrs"
    lazy_compile(rf"\b(?P<bound>(?:keep|limit|cap)\s+(?:the\s+|our\s+|my\s+)?(?:daily\s+)?{_TRAVEL}\s+(?:to|at))\s+{HOURS}",
                 re.IGNORECASE),
    # ... or said of the travel days ("travel days capped at 9 hours", "travel days no longer than 8 hours")
    lazy_compile(rf"\btravel\s+days?\s+(?:should\s+be\s+|are\s+|must\s+be\s+)?(?P<bound>(?:capped|limited|kept)\s+(?:at|to))\s+{HOURS}",
                 re.IGNORECASE),
    # "6 hours of travel a day max", "travel: 5 hrs/day tops", "eight hours of travel a day, no more", "five hours of
    # travel a day is our max" (the cap after the hours)
    # ("travel 5 hours a day tops": the travel word before the hours, none after them; "9 hrs total travel per day
    # tops": the travel word after them with no "of")
    lazy_compile(rf"\b(?:{_TRAVEL}\s*[:\u2013\u2014-]?\s+)?{HOURS}(?:\s+(?:of\s+)?{_TRAVEL})?{PER_DAY_SAID}{AFTER_CAP}",
                 re.IGNORECASE),
    # ... or before the travel ("max travel 8 hours a day", "maximum travel time: 9 hrs")
    lazy_compile(capped_before(_TRAVEL), re.IGNORECASE),
    # "10 hrs max of travel on any day" (the cap between the hours and the travel)
    lazy_compile(rf"\b{HOURS}\s+(?P<after>max(?:imum)?|tops|at\s+most)\s+(?:of\s+)?{_TRAVEL}\b", re.IGNORECASE),
)
_PER_DAY = lazy_compile(r"\b(?:a|per|each|every|one|any|in\s+a|in\s+one)\s+(?:single\s+)?day\b|\bdaily\b|/\s*day\b",
                        re.IGNORECASE)
_MENTIONED = lazy_compile(r"travel|transit", re.IGNORECASE)
# "4 hrs of travel max": the last pattern matches hours with no travel word too; such a match is kept only when it says
# travel itself
_SAYS_TRAVEL = lazy_compile(_TRAVEL, re.IGNORECASE)
# Hours said after a way's word in the same sentence: the driving or flight limit's (read or named by its own reader)
_OF_A_WAY = lazy_compile(rf"\b(?:driv\w*|fl(?:y|ying|ights?)|plane|car)\b[^.;!?]{{0,40}}?{HOURS}", re.IGNORECASE)


@per_text
def _statements(text: str) -> list[re.Match[str]]:
    """Every statement of a day's travel limit, in order, overlapping ones dropped."""
    if not _MENTIONED.search(text):
        return []
    return in_order(m for pattern in _PATTERNS for m in pattern.finditer(text) if _SAYS_TRAVEL.search(m.group(0)))


def claims(text: str) -> list[tuple[int, int]]:
    """The spans of its statements: they ban no mode and state no budget."""
    return [(m.start(), m.end()) for m in _statements(text)]


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> float | None:
    """The most hours of travel a day may hold, else None; a limit that is no maximum is a problem."""
    if not _MENTIONED.search(text):
        return None
    statements = _statements(text)
    # (travel said of now or of a limit: "traveling", "travel time", never "since we traveled", "travellers"); hours
    # after a way's word are that way's limit: "travelling with my daughter, we will drive but no more than 4 hours"
    claimed = claims(text) + [m.span() for m in _OF_A_WAY.finditer(text)]
    for said in unread_hours(text, r"travel(?:l?ing)?(?:\s+time)?\b|in\s+transit", claimed):
        problems.append(f"{said!r}: a limit of travel time not understood; say e.g. 'no more than 6 hours of travel per day'")
        return None
    found: list[float] = []
    for m in statements:
        said, hours = m.group(0).strip(), hours_of(m)
        negated = negation.negated(text, m.start(), m.end(), window=6)
        if hours is None or hours <= 0 or hours > 24:
            problems.append(f"{said!r}: a limit of travel time is a number of hours between 0 and 24")
            return None
        bound = m.groupdict().get("bound")
        if not (m.groupdict().get("after") or (bound and bound.lower().startswith(("keep", "limit", "cap")))
                or upper_bound(bound, negated)):
            problems.append(f"{said!r}: only a maximum of travel hours per day can be kept, e.g. "
                            "'no more than 6 hours of travel per day'")
            return None
        if not _PER_DAY.search(text, m.end(), min(len(text), m.end() + 25)) and not _PER_DAY.search(said):
            warnings.append(f"{said!r} is read per day: each move of a trip is made on its own day")
        found.append(hours)
    if len(set(found)) > 1:
        problems.append(f"two different limits of travel time ({', '.join(hours_words(v) for v in dict.fromkeys(found))}): "
                        "give one")
        return None
    return found[0] if found else None


def day_minutes(ctx: CheckContext, text: str, number: int) -> float | None:
    """Minutes of day ``number``'s moves (its ';'-separated legs summed): a flight by the flights table's elapsed time,
    a drive by the distance table; None when a leg's time is not in the data (it cannot be checked)."""
    total = 0.0
    for leg in text.split(";"):
        mode = ctx.mode_of(leg)
        if mode == "flight":
            _transport, row = ctx.flight(leg, number)
            minutes = duration_minutes(getattr(row, "elapsed", None))
        elif mode in ("self-driving", "taxi"):
            minutes = ctx.drive_minutes(leg) or 0.0
        else:
            return None
        if not minutes:
            return None
        total += minutes
    return total


def check(ctx: CheckContext) -> Reasons:
    maximum = ctx.query.max_travel_hours
    for number, unit in enumerate(ctx.units, 1):
        text = unit.get("transportation")
        if not ctx.filled(text) or not isinstance(text, str):
            continue
        minutes = day_minutes(ctx, text, number)
        if minutes is None:
            yield f"max travel hours: day {number}: the data gives no time for '{text}', so it cannot be checked"
        elif minutes > maximum * 60 + 1e-9:
            yield (f"max travel hours: day {number} travels {int(minutes // 60)} h {int(minutes % 60):02d} min, over "
                   f"{hours_words(maximum)}")


def unmet(facts: SolverFacts) -> str:
    spec = facts.spec
    maximum = spec.local_constraint.max_travel_hours
    return (f"with at most {hours_words(maximum)} of travel a day, no transport links {spec.org} and {spec.dest} on these "
            "dates (every flight and every drive is longer)")


CONSTRAINT = HardConstraint(
    key="max_travel_hours", report_key="max_travel_hours", row_key="max travel hours", label="maximum travel hours per day",
    official=False, check=check, describe=lambda hours: f"at most {hours_words(hours)} of travel a day",
    flex_sentence=lambda hours: f"No more than {hours_words(hours)} of travel per day, please.",
    instruction=lambda hours: (f"no day may hold more than {hours_words(hours)} of travel (flights by the flights table's "
                               "elapsed time, self-driving and taxi by the distance table's duration)"),
    unmet=unmet, read=read, claims=claims,
    mention=r"travel\s+(?:hours?\s+|time\s+)?(?:limit|cap|rule)|the\s+travel\s+(?:hours|time)",
    form_description="the most hours of travel (flights, self-driving and taxi together) a day may hold, if asked",
    search=("flight_search", "max_hours"), more_searches=(("distance_search", "max_hours"),),
    prompt="the most hours of travel (flights and drives together) a day",
)
