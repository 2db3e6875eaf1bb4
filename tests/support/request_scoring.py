"""How a corpus of whole trip requests is scored: one home for tests/unit/domain/parsing/test_request_heldout.py and
tests/unit/domain/parsing/test_request_heldout_second.py.

Each request is read as ``plan`` reads it (``people="smallest"``) and scored on the five fields every trip needs
(origin, destination, dates, people, budget), with any wish named after it:

* **read right** - every field as expected, and no wish flagged that the text does not hold, or the request refused
  naming the reason it must be (``Ask``);
* **asked** - the reader refuses or asks for what the text says: safe, but a miss;
* **wrongly read** - another value, an assumed people count where the text gives one, a wish flagged that is not
  there, a real wish not named (fail closed), or a request read that must be refused. It is **silent** when the
  reading carries no warning either: the worst outcome, a wrong trip planned with nothing said.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

from himap_travel.domain.parsing import QueryParseError
from tests.support.reading_once import parse_once

OUTCOMES = ("read right", "asked", "wrongly read")


@dataclass(frozen=True)
class Trip:
    """What a request must read as; ``wishes`` are local constraints it must set (others are not compared), ``unread``
    words the naming of a wish no reader keeps must hold ("pool"), ``assumed`` that the text gives no people count."""

    text: str
    org: str
    dest: str
    start: str
    days: int
    people: int
    budget: float
    cities: int = 1
    wishes: dict[str, Any] = field(default_factory=dict)
    unread: str | None = None
    assumed: bool = False


@dataclass(frozen=True)
class Ask:
    """A request that must be refused (or asked about), its problem (or a missing field) holding ``words``."""

    text: str
    words: str


def trip_dates(start: str, days: int) -> list[str]:
    first = date.fromisoformat(start)
    return [(first + timedelta(days=i)).isoformat() for i in range(days)]


def outcome(case: Trip | Ask, sandbox) -> str:
    """How the reader does on one request: "read right", "asked" or "wrongly read" (the module docstring)."""
    try:
        request = parse_once(case.text, sandbox, people="smallest")
    except QueryParseError as error:
        if isinstance(case, Ask) and any(case.words in said for said in [*error.problems, *error.missing]):
            return "read right"
        return "asked"
    if isinstance(case, Ask):
        return "wrongly read"
    spec = request.spec
    got = (spec.org, spec.dest, spec.date, spec.people_number, spec.budget, spec.visiting_city_number)
    if got != (case.org, case.dest, trip_dates(case.start, case.days), case.people, case.budget, case.cities):
        return "wrongly read"
    if any("traveller" in said for said in request.assumptions) != case.assumed:
        return "wrongly read"
    read = spec.local_constraint.model_dump()
    if any(read.get(key) != value for key, value in case.wishes.items()):
        return "wrongly read"
    named = " ".join(str(wish) for wish in request.not_kept)
    if (case.unread is None and named) or (case.unread is not None and case.unread not in named):
        return "wrongly read"
    return "read right"


def silent(case: Trip | Ask, sandbox) -> bool:
    """Whether a request read wrongly would be planned with nothing said: no warning, no assumption, no wish named as
    not kept (``plan`` refuses those). Call it on wrong readings."""
    request = parse_once(case.text, sandbox, people="smallest")
    return not request.warnings and not request.assumptions and not request.not_kept


def tally(corpus: list[Trip | Ask], sandbox) -> dict[str, list[str]]:
    """The texts of ``corpus`` by outcome, printed (run the test with ``-s``)."""
    texts: dict[str, list[str]] = {name: [] for name in OUTCOMES}
    for case in corpus:
        texts[outcome(case, sandbox)].append(case.text)
    print({name: len(found) for name, found in texts.items()})
    for name in OUTCOMES[1:]:
        for text in texts[name]:
            print(f"  {name}: {text}")
    return texts


def check_heldout(corpus: list[Trip | Ask], known_gaps: list[str], sandbox, least: int = 120) -> None:
    """A held-out set's test: its size, no text twice, and exactly the listed gaps asked or read wrongly (a gap closed
    or a new miss both fail, so the list stays the set's true figure). The silently wrong are printed."""
    texts = tally(corpus, sandbox)
    by_text = {case.text: case for case in corpus}
    quiet = [text for text in texts["wrongly read"] if silent(by_text[text], sandbox)]
    print("silently wrong:", len(quiet))
    for text in quiet:
        print("  silent:", text)
    assert len(corpus) >= least and len(by_text) == len(corpus)
    assert sorted(texts["asked"] + texts["wrongly read"]) == sorted(known_gaps)


# What a rule must not read where it is not there: (text, reading), the reading (origin, destination, dates' first and
# last day, people, budget) or words the request is refused with (a problem or a missing field holds them).
NotThere = tuple[str, tuple[str, str, str, str, int, float] | str]


def check_not_there(cases: list[NotThere], sandbox) -> None:
    """Each text reads as its case says, or is refused with its words (never shut, never a guess)."""
    for text, reading in cases:
        try:
            request = parse_once(text, sandbox, people="smallest")
        except QueryParseError as error:
            assert isinstance(reading, str) and any(reading in said for said in [*error.problems, *error.missing]), text
            continue
        assert not isinstance(reading, str), text
        spec = request.spec
        assert (spec.org, spec.dest, spec.date[0], spec.date[-1], spec.people_number, spec.budget) == reading, text


def check_outside(text: str, sandbox) -> None:
    """A request on dates the sandbox's flights do not cover (March 2022 only) is read as written and says so, or is
    refused naming the dates: never planned in silence."""
    try:
        request = parse_once(text, sandbox, people="smallest")
    except QueryParseError as error:
        assert any("date" in said for said in [*error.problems, *error.missing]), text
        return
    assert any("outside what the sandbox covers" in said for said in request.warnings), text
