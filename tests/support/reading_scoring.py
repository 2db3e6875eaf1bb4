"""How a corpus of wishes is scored: one home for tests/unit/domain/parsing/test_reading_corpus.py and the held-out sets
(tests/unit/domain/parsing/test_reading_heldout*.py).

Each wish is appended to a valid request and read; the outcome is one of: **read right** (the local constraints are
exactly the expected ones), **named** (a wish the planner cannot keep is refused, or listed as not kept, with the
expected words in its naming), **wrongly read** (another reading), **false alarm** (a wish asking for nothing, refused
or read as a constraint). A wish that asks for something is **dropped** (silent) when its request reads, with nothing
named, exactly as the request without it does.
"""

from __future__ import annotations

import re

from himap_travel.domain.parsing import QueryParseError
from tests.support.reading_once import parse_once

BASE = "Plan a 3-day trip from Washington to Orlando for 2 people, March 15 to 17, 2022, with a budget of $2,500. "
# A trip of two cities of Texas, for the wishes about which cities to visit.
TEXAS = "Plan a 5-day trip from Salt Lake City to 2 cities in Texas for 2 people, March 14 to 18, 2022, with a budget of $5,000. "
OUTCOMES = ("read right", "named", "wrongly read", "false alarm")


def window(leg="every", **bounds) -> dict:
    """A flight time window as a reading dumps it (state.travel_times.FlightWindow)."""
    return {"leg": leg, "depart_from": None, "depart_until": None, "arrive_from": None, "arrive_until": None, **bounds}


def pace(most=None, least=None, days=None, **more) -> dict:
    """A pace as a reading dumps it (state.trip.Pace): ``more`` its days left out or free, when it has some."""
    return {"pace": {"most": most, "least": least, "days": days, **more}}


def order(city: str, stop: int | None = None, before: str | None = None) -> dict:
    """A rule of the order of a tour's cities as a reading dumps it (state.trip.CityPlace)."""
    return {"city_order": [{"city": city, "stop": stop, "before": before}]}


def with_own(own: dict, corpus: list[tuple[str, dict | str]]) -> list[tuple[str, dict | str]]:
    """Each reading of ``corpus`` with what the request asks by itself beside it (a naming stays as it is)."""
    return [(text, expected if isinstance(expected, str) else {**own, **expected}) for text, expected in corpus]


# A set written before meal wishes were read (``meal_wishes``, stop 75) expects none: a meal wish read beside the cuisine
# or restaurant it refines, its meal said in the text, is left out of the comparison. Their own tests
# (tests/unit/domain/constraints/test_constraint_meal_wishes.py) and a set that expects them check them.
# (a meal said by its time of day counts since stop 96: "pizza one night" is a dinner, "brunch" a breakfast)
_MEAL_WORDS = {"breakfast": r"breakfast|brunch|\bone\s+morning", "lunch": r"lunch|\bone\s+afternoon",
               "dinner": r"dinner|supper|\bone\s+(?:night|evening)"}


def every_meal(cuisine: str, *meals: str) -> list[dict]:
    """An expected ``meal_wishes`` value: ``cuisine`` at every one of ``meals`` (all three when none is named): how
    "Italian every night" or "only seafood" reads since stop 77 (before, the "every" was named and not kept)."""
    return [{"meal": meal, "cuisine": cuisine, "restaurant": None, "every": True} for meal in meals or ("breakfast", "lunch", "dinner")]


def read_as(local: dict, expected: object, text: str) -> dict:
    """``local`` (a reading's set constraints) as an expectation written before meal wishes compares it."""
    wishes = local.get("meal_wishes")
    if not wishes or isinstance(expected, dict) and "meal_wishes" in expected:
        return local
    asked = {*(local.get("cuisine") or ()), *(local.get("more_cuisines") or ()), *(local.get("eat_at") or ())}
    if all((w["cuisine"] or w["restaurant"]) in asked and re.search(_MEAL_WORDS[w["meal"]], text, re.IGNORECASE)
           for w in wishes):
        return {k: v for k, v in local.items() if k != "meal_wishes"}
    return local


def outcome(text: str, expected: dict | str, sandbox, base: str = BASE) -> str:
    """The outcome of reading ``base + text`` against ``expected``: a dict of local constraints or "named: <words>"."""
    try:
        request = parse_once(base + text, sandbox)
    except QueryParseError as error:
        if isinstance(expected, str) and any(expected.removeprefix("named: ") in p for p in error.problems):
            return "named"
        return "false alarm" if expected == {} else "wrongly read"
    if request.not_kept:  # a wish no reader keeps, named with its reason (domain.parsing.unread)
        if isinstance(expected, str) and any(expected.removeprefix("named: ") in str(w) for w in request.not_kept):
            return "named"
        return "false alarm" if expected == {} else "wrongly read"
    got = read_as({k: v for k, v in request.spec.local_constraint.model_dump().items() if v is not None}, expected, text)
    if isinstance(expected, str):
        return "wrongly read"  # a wish that cannot be kept was read as something (or dropped)
    if got == expected:
        return "read right"
    return "false alarm" if expected == {} else "wrongly read"


def score(corpora, sandbox) -> dict[str, list[str]]:
    """The wishes of each (base request, [(wish, expected), ...]) pair sorted by outcome; the counts are printed (``-s``)."""
    tally: dict[str, list[str]] = {name: [] for name in OUTCOMES}
    for base, corpus in corpora:
        for text, expected in corpus:
            tally[outcome(text, expected, sandbox, base)].append(text)
    print({k: len(v) for k, v in tally.items()})
    return tally


def _constraints(text: str, sandbox) -> dict | None:
    """The local constraints ``text`` reads as, or None when it is refused or names a wish as not kept."""
    try:
        request = parse_once(text, sandbox)
    except QueryParseError:
        return None
    if request.not_kept:
        return None
    return {k: v for k, v in request.spec.local_constraint.model_dump().items() if v is not None}


def dropped(corpora, sandbox) -> list[str]:
    """The wishes that ask for something yet leave their request's reading as it is without them, naming nothing:
    dropped in silence, the worst miss (printed with ``-s``)."""
    quiet: list[str] = []
    for base, corpus in corpora:
        own = _constraints(base, sandbox)
        for text, expected in corpus:
            if expected != own and expected != {} and _constraints(base + text, sandbox) == own:
                quiet.append(text)
    print("dropped in silence:", len(quiet), quiet)
    return quiet


def unanswerable_outcome(text: str, base: str, sandbox, also_read: dict[str, dict] | None = None) -> tuple[str, object]:
    """How a wish the data cannot answer fares appended to ``base``: ("named" | "silent" | "misread" | "refused", what
    was named, read or asked). ``also_read``: per wish, a constraint the data has that the wish also says (read rightly
    beside the wish named). The unanswerable sets' one scorer (tests/unit/domain/parsing/test_unanswerable_heldout*.py)."""
    try:
        request = parse_once(base + text, sandbox)
    except QueryParseError as error:
        return "refused", error.problems or error.missing
    alone = parse_once(base, sandbox).spec.local_constraint.model_dump()
    also = (also_read or {}).get(text, {})
    read = {k: v for k, v in request.spec.local_constraint.model_dump().items() if v != alone[k] and also.get(k) != v}
    if read:
        return "misread", read
    return ("named", None) if request.not_kept else ("silent", None)


def tally_unanswerable(wishes: list[str], bases: list[str], also_read: dict[str, dict] | None = None) -> dict[str, int]:
    """Each wish's outcome on its base (by turn), the misses printed to stderr: a set file's ``__main__``."""
    import sys
    from collections import Counter

    from himap_travel.domain.sandbox.index import load_sandbox

    box = load_sandbox()
    tally: Counter[str] = Counter()
    for i, item in enumerate(wishes):
        kind, detail = unanswerable_outcome(item, bases[i % len(bases)], box, also_read)
        tally[kind] += 1
        if kind != "named":
            print(f"[{i}] {kind}: {item!r} -> {detail}", file=sys.stderr)
    return dict(tally)


def budget_read(text: str, sandbox: object) -> float | str:
    """The budget ``text`` reads as, or "refused" (a request naming a wish not kept counts as refused too): how the
    held-out sets' budget forms are scored."""
    try:
        request = parse_once(text, sandbox)
    except QueryParseError:
        return "refused"
    return "refused" if request.not_kept else float(request.spec.budget)
