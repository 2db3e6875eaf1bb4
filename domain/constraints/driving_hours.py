"""A maximum of driving hours per day: "no more than 4 hours of driving per day".

Driving is time in a car between cities: the self-driving and taxi legs, each as long as the distance table's
duration for its pair; a day with two such legs (';'-separated in its transportation entry) sums them. Not one of
TravelPlanner's five: a verdict reports it (``max_driving_hours``) only for a request that sets it. Every day's
driving is at most the maximum; a leg whose pair has no duration fails (fail closed). It bans no mode: a drive short
enough is kept, and flights are untouched.

How a request states it (``read``): a number of hours with a cap ("no more than", "at most", "under", "max", "limit
... to", or a negated "more than": "we don't want to drive more than 4 hours a day") and a driving word ("driving",
"drive", "behind the wheel", "on the road", "in the car"). Without "a day" / "per day" / "daily" it is still read per
day (a warning says so: each move of a trip is made on its own day). Hours with no cap ("4 hours of driving") or
only a minimum ("more than 3 hours of driving") are a problem.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.constraints import day_travel
from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans
from himap_travel.domain.text import negation
from himap_travel.domain.text.hours import (
    AFTER_CAP,
    BOUND,
    CAPS,
    HOURS,
    PER_DAY_SAID,
    capped_before,
    hours_of,
    hours_words,
    in_order,
    over_is_too_much,
    range_said,
    unread_hours,
    upper_bound,
)
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.memo import per_text
from himap_travel.state.travel_times import duration_minutes

# The words of time at the wheel (one home: ``flight_hours`` reads hours said of them as no flight's)
# ("on the motorway", British, "on the highway": the road is the driving's)
DRIVING = (r"(?:driving|drive|drives|(?:behind|at)\s+the\s+wheel|on\s+the\s+(?:road|motorway|highway|freeway|interstate)"
           r"|in\s+(?:the|a)\s+car|in\s+(?:a\s+)?taxis?|by\s+car)")
# Between the hours and the driving: "of", or the day they are per ("4 hrs a day of driving", "4 hrs/day driving")
_A_DAY_OF = r"(?:\s+of\s+|\s+(?:a|per)\s+day\s+(?:of\s+)?|\s*/\s*day\s+(?:of\s+)?|\s+)"
_PATTERNS = (
    # "no more than 4 hours of driving", "max 3 hours behind the wheel", "max 4 hrs a day driving", "max 4 hrs/day driving"
    lazy_compile(rf"\b{BOUND}\s+(?:of\s+)?{HOURS}{_A_DAY_OF}{DRIVING}\b", re.IGNORECASE),
    # "drive no more than 6 hours a day", "we don't want to drive more than 4 hours", "driving limited to 4 hours"
    # "long drives - max 5 hrs/day" (a dash or a colon before the cap)
    # "happy to drive, but no more than 3 hours a day" (a comma before "but", or before the cap: "i'd rather drive, max 9
    # hours") ("driving, and no flights longer than 2 hours" is the flights': no flight word between)
    # ... the taxi's time too ("the taxi rides shouldn't be more than an hour a day": a taxi's legs are driving)
    lazy_compile(rf"\b(?:driv(?:e|es|ing)|drives|(?:taxi|cab)\s+rides?)(?:'s)?\s*(?P<sep>[:\u2013\u2014]|\s-)?(?:,(?=\s+(?:but\b|(?:{CAPS})\s)))?\s+"
                 rf"(?:(?!(?:fl(?:y|ying|ights?)|planes?|air)\b)[\w']+\s+){{0,4}}?{BOUND}\s+(?:of\s+)?{HOURS}",
                 re.IGNORECASE),
    # "4 hours of driving max", "four hours of driving a day" (no cap: a problem), "2 hrs a day driving max"
    lazy_compile(rf"\b{HOURS}{_A_DAY_OF}{DRIVING}\b{PER_DAY_SAID}{AFTER_CAP}?",
                 re.IGNORECASE),
    # "I can only drive 3 hours a day"
    lazy_compile(rf"\b(?P<bound>only|just)\s+(?:drive|driving)\s+(?:for\s+)?(?:about\s+)?{HOURS}", re.IGNORECASE),
    # "if we drive, 5 hrs/day max", "driving: 4 hours a day tops" (the cap after the hours), "long days at the wheel,
    # seven hours a day at most"
    # ("keep drives short, like 2 hours max": a word and a comma between)
    lazy_compile(rf"\b(?:driv(?:e|es|ing)|(?:behind|at)\s+the\s+wheel)\s*(?P<sep>[,:\u2013\u2014]|\s-)?\s+(?:[\w']+,?\s+){{0,3}}?{HOURS}"
                 rf"{PER_DAY_SAID}{AFTER_CAP}",
                 re.IGNORECASE),
    # "3 hrs max driving a day" (the cap between the hours and the driving)
    lazy_compile(rf"\b{HOURS}\s+(?P<after>max(?:imum)?|tops|at\s+most)\s+(?:of\s+)?{DRIVING}\b", re.IGNORECASE),
    # "driving limit 4h/day", "drive cap: 5 hours" (a limit's name before the hours)
    lazy_compile(rf"\b{DRIVING}\s+(?P<after>limit|cap|max(?:imum)?)\s*[:=]?\s*(?:of\s+)?{HOURS}", re.IGNORECASE),
    # ... or before the driving ("max driving 6 hours", "maximum drive time: 5 hrs a day")
    lazy_compile(capped_before(DRIVING), re.IGNORECASE),
    # "drive's fine but cap it at 4 hrs a day" (a cap said of the driving before it in its sentence)
    lazy_compile(rf"\bdriv\w*[^.!?;]{{0,40}}?\b(?P<after>cap(?:ped)?|limit(?:ed)?)\s+(?:it|that|them)?\s*(?:at|to)\s+{HOURS}",
                 re.IGNORECASE),
    # "I can't sit in a car more than 3 hours at a stretch", "don't want to be in the car over 4 hrs" (a car's seat)
    lazy_compile(rf"\bin\s+(?:the|a)\s+car\s+(?:for\s+)?{BOUND}\s+(?:of\s+)?{HOURS}", re.IGNORECASE),
    # "limit the driving to 5 hours a day", "keep the drives to 3 hours", "cap driving at 4 hrs" (``hours.CAPS``)
    lazy_compile(rf"\b(?P<bound>(?:limit(?:ing)?|cap|keep)\s+(?:the\s+|our\s+|my\s+)?(?:daily\s+)?(?:driving|drive|drives)"
                 rf"\s+(?:to|at))\s+{HOURS}",
                 re.IGNORECASE),
)
# A drive refused with its length as the reason ("flying only, not driving 12 hrs", "i'm not driving 40 hours"): no
# limit, the refusal is the transportation reader's; its hours are claimed (never named as a limit not understood).
# (a daily driving distance, "no more than 300 miles of driving a day", is ``driving_distance``'s)
_REFUSED_LENGTH = lazy_compile(rf"(?:{negation.NOT}|\bno)\s+(?:be\s+)?driv(?:e|ing)\s+(?:for\s+)?"
                               rf"(?:(?:like|about|almost|nearly|around|another)\s+)?{HOURS}", re.IGNORECASE)
_DRIVING_WORDS = r"driv\w*|(?:behind|at)\s+the\s+wheel|road\s+trip"
_PER_DAY = lazy_compile(r"\b(?:a|per|each|every|one|any|in\s+a|in\s+one)\s+(?:single\s+)?day\b|\bdaily\b|/\s*day\b"
                        r"|\bat\s+a\s+(?:time|stretch)\b", re.IGNORECASE)


# Every statement and named limit holds one of these words: a text without any is not scanned (reading stays fast on
# long texts that say nothing of driving).
_MENTIONED = lazy_compile(r"driv|wheel|road|\bcars?\b|taxi|motorway|highway|freeway|interstate", re.IGNORECASE)


@per_text
def _statements(text: str) -> list[re.Match[str]]:
    """Every statement of a driving limit, in order, overlapping ones dropped."""
    if not _MENTIONED.search(text):
        return []
    return in_order(m for pattern in _PATTERNS for m in pattern.finditer(text))


@per_text
def claims(text: str) -> list[tuple[int, int]]:
    """The spans of its statements: no mode is banned in them ("no more than 4 hours of driving" bans no driving)."""
    if not _MENTIONED.search(text):
        return []
    return [(m.start(), m.end()) for m in _statements(text)] + _reasons(text)


# ... or complained of as too long ("4 hours is too much driving", "10 hours in the car is too much"): the reason for
# another way of travelling, no limit
_COMPLAINED_LENGTH = lazy_compile(rf"{HOURS}\s+(?:(?:of|in\s+the)\s+(?:driving|car)\s+)?(?:is|are|'s)\s+(?:way\s+|far\s+|just\s+)?"
                                  r"too\s+(?:much|long|far)", re.IGNORECASE)


def _reasons(text: str) -> list[tuple[int, int]]:
    """The hours of drives refused or complained of for their length (``_REFUSED_LENGTH``, ``_COMPLAINED_LENGTH``),
    or said beside flying instead (``flies_instead``): only the hours, the refusal's words being the transportation
    reader's."""
    told = [m.span("hours") for pattern in (_REFUSED_LENGTH, _COMPLAINED_LENGTH) for m in pattern.finditer(text)]
    return told + ([m.span() for m in _A_DRIVE.finditer(text)] if flies_instead(text) else [])


# Flying asked for ("ok fly again", "let's fly", "book flights instead", "can we fly?"), not ruled out ("no flights"):
# a drive's hours said beside it are the reason ("12 hours in a car is insane", "nobody wants 10 hrs in the car", "the 11
# hour drive would kill us"), no limit of driving (nothing would drive)
_FLY = lazy_compile(r"\b(?:fly|flying|flights?|plane|planes|airplane|by\s+air)\b", re.IGNORECASE)
_A_DRIVE = lazy_compile(rf"{HOURS}[\s-]*(?:(?:of|in\s+(?:the|a))\s+)?(?:{DRIVING}|car|road)?", re.IGNORECASE)


def flies_instead(text: str) -> bool:
    """Whether the text asks to fly (a flying word no negation rules out)."""
    return any(not negation.negated(text, m.start(), m.end(), window=4) for m in _FLY.finditer(text))


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> float | None:
    """The most hours of driving a day may hold, else None; a limit that is no maximum is a problem."""
    if not _MENTIONED.search(text):
        return None
    found: list[float] = []
    statements = _statements(text)
    # (a day's travel limit after a driving one, "... driving a day. At most 10 hours of travel a day", is its own)
    claimed = [m.span() for m in statements] + _reasons(text) + day_travel.claims(text)
    for said in unread_hours(text, _DRIVING_WORDS, claimed):
        problems.append(f"{said!r}: a driving limit not understood; say e.g. 'no more than 4 hours of driving per day'")
        return None
    for m in statements:
        said = " ".join(m.group(0).split())  # as said, a day's padding (``last_days``) closed up
        hours = hours_of(m)
        inner = m.group(0)[:m.start("bound") - m.start()] if m.groupdict().get("bound") else ""
        flipped = bool(negation.INNER_NEGATION.search(inner.split("driv", 1)[-1])) if inner else False
        # after a dash or a colon the cap is a statement of its own: "I hate long drives - max 5 hrs/day" is no "not max"
        negated = not m.groupdict().get("sep") and negation.negated(text, m.start(), m.end(), window=6) != flipped
        capped = (upper_bound(m.groupdict().get("bound"), negated) or bool(m.groupdict().get("after"))
                  or over_is_too_much(text, m) and not negated)
        if hours is None or hours <= 0 or hours > 24:
            problems.append(f"{said!r}: a driving limit is a number of hours between 0 and 24")
            return None
        if not capped and flies_instead(text):  # "let's fly, 12 hours in a car is insane": the reason to fly
            continue
        if not capped:
            problems.append(f"{said!r}: only a maximum of driving hours per day can be kept, e.g. "
                            "'no more than 4 hours of driving per day'")
            return None
        if not _PER_DAY.search(text, m.end(), min(len(text), m.end() + 25)) and not _PER_DAY.search(said):
            warnings.append(f"{said!r} is read per day: each move of a trip is made on its own day")
        if ranged := range_said(m, said):
            warnings.append(ranged)
        found.append(hours)
    if len(set(found)) > 1:
        problems.append(f"two different driving limits ({', '.join(f'{hours_words(v)}' for v in dict.fromkeys(found))}): give one")
        return None
    return found[0] if found else None


def allows(drive: Any, maximum: float) -> bool:
    """Whether one drive (a distance search's option, or anything with a ``duration``) fits in a day's limit."""
    minutes = duration_minutes(getattr(drive, "duration", None))
    return 0 < minutes <= maximum * 60 + 1e-9


def check(ctx: CheckContext) -> Reasons:
    maximum = ctx.query.max_driving_hours
    for number, unit in enumerate(ctx.units, 1):
        text = unit.get("transportation")
        if not ctx.filled(text) or not isinstance(text, str):
            continue
        minutes = ctx.drive_minutes(text)
        if minutes is None:
            yield f"max driving hours: day {number}: the distance table gives no duration for '{text}', so it cannot be checked"
        elif minutes > maximum * 60 + 1e-9:
            yield f"max driving hours: day {number} drives {_hours(minutes)}, over {hours_words(maximum)}"


def _hours(minutes: float) -> str:
    return f"{int(minutes // 60)} h {int(minutes % 60):02d} min"


def unmet(facts: SolverFacts) -> str:
    spec = facts.spec
    maximum = spec.local_constraint.max_driving_hours
    return (f"with at most {hours_words(maximum)} of driving a day, no transport links {spec.org} and {spec.dest} on these dates "
            "(every drive is longer, and no flight fits)")


CONSTRAINT = HardConstraint(
    key="max_driving_hours", report_key="max_driving_hours", row_key="max driving hours", label="maximum driving hours per day",
    official=False, check=check, describe=lambda hours: f"at most {hours_words(hours)} of driving a day",
    flex_sentence=lambda hours: f"No more than {hours_words(hours)} of driving per day, please.",
    instruction=lambda hours: f"no day may hold more than {hours_words(hours)} of self-driving or taxi (the distance table's duration)",
    unmet=unmet, read=read, claims=claims,
    mention=r"driving\s+(?:hours?\s+|time\s+)?(?:limit|cap|rule)|the\s+driving\s+(?:hours|time)|drive[\s-]time\s+(?:limit|cap)",
    form_description="the most hours of driving (self-driving or taxi) a day may hold, if asked",
    search=("distance_search", "max_hours"),
    prompt="the most hours of self-driving or taxi a day",
)
