"""A maximum of driving distance per day: "no more than 300 miles of driving a day", "max 400 km of driving per day".

The distance table gives each pair's distance (in km) beside its duration, so a cap in miles or km is kept as the
hours' cap is (``driving_hours``): each day's self-driving and taxi legs summed are at most the maximum; a leg whose
pair has no distance fails (fail closed). It bans no mode: a short enough drive is kept, and flights are untouched.
Miles are read as km (1 mile = 1.609344 km), said in a warning. Not one of TravelPlanner's: a verdict reports it
(``max_driving_km``) only for a request that sets it.

How a request states it (``read``): a distance with a cap before it ("no more than 300 miles of driving", "drive at
most 400 km a day", "we don't want to drive more than 250 miles") or after it ("300 miles of driving a day max").
Without "a day" it is still read per day (each move of a trip is made on its own day), said in a warning; a distance
with no cap ("300 miles of driving") or only a minimum is a problem.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans
from himap_travel.domain.constraints.driving_hours import DRIVING
from himap_travel.domain.text import negation
from himap_travel.domain.text.hours import AFTER_CAP, CAPS, EXCESS, PER_DAY_SAID, upper_bound
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.memo import per_text

KM_PER_MILE = 1.609344
_DISTANCE = r"(?P<amount>\d[\d,]{0,6}(?:\.\d+)?)\s*(?P<unit>miles?|mi|km|kms|kilometers?|kilometres?)\b"
_BOUND = rf"(?P<bound>{CAPS}|{EXCESS})"
_PATTERNS = (
    # "no more than 300 miles of driving a day", "max 400 km a day of driving", "under 250 mi driving"
    lazy_compile(rf"\b{_BOUND}\s+(?:of\s+)?{_DISTANCE}(?:\s+(?:a|per)\s+day)?\s+(?:of\s+)?{DRIVING}\b{PER_DAY_SAID}", re.IGNORECASE),
    # "drive no more than 300 miles a day", "we don't want to drive more than 250 miles", "driving: max 400 km"
    lazy_compile(rf"\b(?:driv(?:e|es|ing)|(?:taxi|cab)\s+rides?)\s*[:,\u2013\u2014-]?\s+(?:(?!(?:fl(?:y|ying|ights?)|planes?)\b)[\w']+\s+)"
                 rf"{{0,3}}?{_BOUND}\s+(?:of\s+)?{_DISTANCE}{PER_DAY_SAID}", re.IGNORECASE),
    # "300 miles of driving a day max", "400 km a day driving, tops"; with no cap, a problem
    lazy_compile(rf"(?<![\w.]){_DISTANCE}(?:\s+(?:a|per)\s+day)?\s+(?:of\s+)?{DRIVING}\b{PER_DAY_SAID}{AFTER_CAP}?", re.IGNORECASE),
)
_MENTIONED = lazy_compile(r"\d\s*(?:miles?|mi|km|kms|kilomet)", re.IGNORECASE)  # a text with no distance is never scanned
_PER_DAY = lazy_compile(r"\b(?:a|per|each|every|one|any)\s+(?:single\s+)?day\b|\bdaily\b|/\s*day\b", re.IGNORECASE)


@per_text
def _statements(text: str) -> list[re.Match[str]]:
    """Every statement of a driving distance, in order, overlapping ones dropped."""
    if not _MENTIONED.search(text):
        return []
    kept: list[re.Match[str]] = []
    for m in sorted((m for pattern in _PATTERNS for m in pattern.finditer(text)), key=lambda m: (m.start(), -m.end())):
        if not kept or m.start() >= kept[-1].end():
            kept.append(m)
    return kept


def claims(text: str) -> list[tuple[int, int]]:
    """The spans of its statements: no mode is banned in them ("no more than 300 miles of driving" bans no driving)."""
    return [m.span() for m in _statements(text)]


def km_of(m: re.Match[str]) -> float:
    """The distance a statement says, in km."""
    amount = float(m.group("amount").replace(",", ""))
    return amount * KM_PER_MILE if m.group("unit").lower().startswith("mi") else amount


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> float | None:
    """The most km of driving a day may hold, else None; a distance that is no maximum is a problem."""
    found: list[float] = []
    for m in _statements(text):
        said = " ".join(m.group(0).split())
        negated = negation.negated(text, m.start(), m.end(), window=6)
        if not (upper_bound(m.groupdict().get("bound"), negated) or m.groupdict().get("after")):
            problems.append(f"{said!r}: only a maximum of driving distance a day can be kept, e.g. 'no more than 300 "
                            "miles of driving a day'")
            return None
        km = round(km_of(m), 1)
        if not 0 < km <= 5000:
            problems.append(f"{said!r}: a driving distance a day is between 0 and 5,000 km")
            return None
        if m.group("unit").lower().startswith("mi"):
            warnings.append(f"{said!r}: read as {km:g} km (the distance table gives km)")
        if not _PER_DAY.search(said) and not _PER_DAY.search(text, m.end(), min(len(text), m.end() + 25)):
            warnings.append(f"{said!r} is read per day: each move of a trip is made on its own day")
        found.append(km)
    if len(set(found)) > 1:
        problems.append(f"two different driving distances ({', '.join(f'{km:g} km' for km in dict.fromkeys(found))}): give one")
        return None
    return found[0] if found else None


def allows(drive: Any, maximum: float) -> bool:
    """Whether one drive (a distance table's row, ``km``, or a distance search's option, ``distance_km``) fits in a
    day's limit."""
    km = getattr(drive, "km", None)
    km = getattr(drive, "distance_km", None) if km is None else km
    return km is not None and 0 < km <= maximum + 1e-9


def check(ctx: CheckContext) -> Reasons:
    maximum = ctx.query.max_driving_km
    for number, unit in enumerate(ctx.units, 1):
        text = unit.get("transportation")
        if not ctx.filled(text) or not isinstance(text, str):
            continue
        km = ctx.drive_km(text)
        if km is None:
            yield f"max driving km: day {number}: the distance table gives no distance for '{text}', so it cannot be checked"
        elif km > maximum + 1e-9:
            yield f"max driving km: day {number} drives {km:,.0f} km, over {maximum:g} km"


def unmet(facts: SolverFacts) -> str:
    spec = facts.spec
    return (f"with at most {spec.local_constraint.max_driving_km:g} km of driving a day, no transport links {spec.org} and "
            f"{spec.dest} on these dates (every drive is longer, and no flight fits)")


CONSTRAINT = HardConstraint(
    key="max_driving_km", report_key="max_driving_km", row_key="max driving km", label="maximum driving distance per day",
    official=False, check=check, describe=lambda km: f"at most {km:g} km of driving a day",
    flex_sentence=lambda km: f"No more than {km:g} km of driving per day, please.",
    instruction=lambda km: f"no day may hold more than {km:g} km of self-driving or taxi (the distance table's distance)",
    unmet=unmet, read=read, claims=claims,
    mention=r"driving\s+(?:distance|miles|km)\s*(?:limit|cap|rule)?|the\s+(?:driving\s+)?(?:miles|distance)\s+(?:limit|cap)",
    form_description="the most km of driving (self-driving or taxi) a day may hold, if asked (miles times 1.609344)",
    search=("distance_search", "max_km"),
    prompt="the most km of self-driving or taxi a day (300 miles is 482.8 km)",
)
