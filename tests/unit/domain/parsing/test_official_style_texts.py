"""Official-style query texts read exactly their structured fields, with nothing flagged (tests/support/official_style.py).

TravelPlanner's hidden test split has 1,000 texts written as the 225 public ones are, with more variety. A reading that
differs from the row plans another trip; a false alarm (a wish named unread, a problem, a missing field) refuses a
legitimate benchmark query. Each text is read as ``bench run --from-text`` reads it (``parse_request(...,
people="smallest")``) and as ``parse_query`` does, and must give the row's fields: org, dest, days,
visiting_city_number, the dates, people_number, budget and the four official local constraints, with no other
constraint set. The outcome of each is one of: **right**, **wrong field** (the fields that differ), **false alarm**
(refused or flagged); ``python tests/unit/domain/parsing/test_official_style_texts.py`` prints the tally.

Written in batches, each scored on HEAD before any fix: the first 234 (easy, medium, hard, varied) read right on HEAD;
the shapes, asides, places and lists written after them found the misses. All 319 on HEAD: 300 right / 2 wrong field /
17 false alarms (a clause of the parts every plan has, "please include transportation, meals, attractions, and
accommodations"; the budget said again, "please make sure to stay within the budget"; "any type of accommodation is
fine"; "entertain guests"; "make the most of our time there"; "our requirements are as follows:"; "a range of
cuisines:"; "entire-home accommodations"); after the fixes 318 / 1 / 0 (``KNOWN_MISSES``).
"""

from __future__ import annotations

import sys
from collections import Counter

import pytest

from himap_travel.domain.parsing import QueryParseError, parse_query, read_text
from tests.support.official_style import ALL, OfficialRow
from tests.support.reading_once import parse_once

OFFICIAL_KEYS = ("house rule", "cuisine", "room type", "transportation")
TRIP_FIELDS = ("org", "dest", "days", "visiting_city_number", "date", "people_number", "budget")


def fields_of(spec) -> dict[str, object]:
    """A spec's fields as an official row stores them; any other local constraint set is listed under ``other``."""
    local = spec.local_constraint.model_dump(by_alias=True)
    fields: dict[str, object] = {name: getattr(spec, name) for name in TRIP_FIELDS}
    fields.update({key: local.pop(key) for key in OFFICIAL_KEYS})
    fields["other"] = {key: value for key, value in local.items() if value is not None}
    return fields


def expected_of(row: OfficialRow) -> dict[str, object]:
    fields: dict[str, object] = {name: getattr(row, name) for name in TRIP_FIELDS}
    fields.update(row.local_constraint)
    fields["other"] = {}
    return fields


def outcome(row: OfficialRow, sandbox) -> tuple[str, dict[str, object]]:
    """("right" | "wrong field" | "false alarm", what differs or what was flagged)."""
    try:
        reading = read_text(row.query, sandbox)
        request = parse_once(row.query, sandbox, people="smallest")
        benchmark = parse_query(row.query, sandbox)
    except QueryParseError as error:
        return "false alarm", {"refused": error.problems or error.missing}
    # A warning is no flag: it refuses nothing and asks nothing ("its flights run to 2022-03-31", "I read 03/10/2022 as
    # March 10"); corrected after scoring, where the first tally counted three such texts as false alarms.
    flagged = {"unread": [str(w) for w in reading.unread], "not kept": [str(w) for w in request.not_kept],
               "problems": reading.problems, "missing": reading.missing}
    flagged = {name: found for name, found in flagged.items() if found}
    if flagged:
        return "false alarm", flagged
    want = expected_of(row)
    got, got_benchmark = fields_of(request.spec), fields_of(benchmark)
    wrong = {name: (got[name], value) for name, value in want.items() if got[name] != value}
    wrong.update({f"{name} (parse_query)": (got_benchmark[name], value) for name, value in want.items()
                  if got_benchmark[name] != value})
    return ("wrong field", wrong) if wrong else ("right", {})


# The misses left, each with why it stays one (a general reader for it is larger than this set's fixes).
KNOWN_MISSES = {
    "sorry, just pet-friendly": "a wish taken back in the same sentence ('X... sorry, just Y') is still read: no reader "
                                "knows a self-correction inside a clause (not the official style: GPT-4 never wrote one)",
}


def _case(index: int, row: OfficialRow):
    reason = next((why for words, why in KNOWN_MISSES.items() if words in row.query), None)
    marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
    return pytest.param(row, id=f"official-{index}", marks=marks)


@pytest.mark.parametrize("row", [_case(i, row) for i, row in enumerate(ALL)])
def test_an_official_style_text_reads_its_row_with_nothing_flagged(row, sandbox):
    kind, detail = outcome(row, sandbox)
    assert (kind, detail) == ("right", {}), row.query


def test_the_corpus_is_large_and_covers_every_official_constraint():
    """The set must stay large enough to stand for the hidden split, with each official value said somewhere."""
    assert len(ALL) >= 200 and len({row.query for row in ALL}) == len(ALL)
    said = Counter(str(value) for row in ALL for value in row.local_constraint.values() if isinstance(value, str))
    for value in ("pets", "smoking", "parties", "children under 10", "visitors", "entire room", "private room",
                  "shared room", "not shared room", "no flight", "no self-driving"):
        assert said[value] >= 3, value
    assert {row.days for row in ALL} == {3, 5, 7} and {row.people_number for row in ALL} >= set(range(1, 9))


def assert_new_and_complete(rows: list[OfficialRow], earlier: list[OfficialRow], least: int) -> None:
    """A later official-style set (the seventh on) holds at least ``least`` texts, none twice nor in ``earlier``, says
    every official value five times at least, all seven cuisines, every length and party size, and many state tours."""
    assert len(rows) >= least and len({row.query for row in rows}) == len(rows)
    assert not {row.query for row in rows} & {row.query for row in earlier}
    said = Counter(str(value) for row in rows for value in row.local_constraint.values() if isinstance(value, str))
    for value in ("pets", "smoking", "parties", "children under 10", "visitors", "entire room", "private room",
                  "shared room", "not shared room", "no flight", "no self-driving"):
        assert said[value] >= 5, value
    cuisines = Counter(name for row in rows if isinstance(said_list := row.local_constraint["cuisine"], list)
                       for name in said_list)
    assert len(cuisines) == 7 and min(cuisines.values()) >= 5
    assert {row.days for row in rows} == {3, 5, 7} and {row.people_number for row in rows} == set(range(1, 9))
    assert sum(row.visiting_city_number > 1 for row in rows) >= len(rows) / 2


def print_tally(rows: list[OfficialRow]) -> None:
    """A set's outcomes run as a script (warnings counted apart as "warned"), each one not right on stderr."""
    from himap_travel.domain.sandbox.index import load_sandbox

    box = load_sandbox()
    tally: Counter[str] = Counter()
    for index, item in enumerate(rows):
        kind, detail = outcome(item, box)
        if kind == "right" and (warnings := parse_once(item.query, box, people="smallest").warnings):
            kind, detail = "warned", {"warnings": warnings}
        tally[kind] += 1
        if kind != "right":
            print(f"[{index}] {kind}: {detail}\n    {item.query}", file=sys.stderr)
    print(dict(tally))


if __name__ == "__main__":  # the tally, as the report quotes it
    from himap_travel.domain.sandbox.index import load_sandbox

    box = load_sandbox()
    tally: Counter[str] = Counter()
    for index, item in enumerate(ALL):
        kind, detail = outcome(item, box)
        tally[kind] += 1
        if kind != "right":
            print(f"[{index}] {kind}: {detail}\n    {item.query}", file=sys.stderr)
    print(dict(tally))
