"""A ninth set of official-style query texts (tests/support/official_style_ninth.py) reads exactly its rows, with
nothing flagged and no warning (issue 38, item 4: "no false alarms on the benchmark"; a legitimate benchmark text is
never refused): cities and states the eight earlier sets name least, and official phrasing families none of them
uses. Outcomes: **right**, **wrong field**, **false alarm** (``test_official_style_texts.outcome``), and **warned**
(a warning, counted apart). ``python tests/unit/domain/parsing/test_official_style_ninth.py`` prints the tally.

Written by helper REQ16 (170 seeded with seed 9090 through the shared ``official_style_fourth.generated_rows``, 30 by
hand), all written before scoring on HEAD (9aafb2d): the figures are above ``KNOWN_MISSES``.
"""

from __future__ import annotations

import sys
from collections import Counter

import pytest

from himap_travel.domain.parsing import parse_request
from tests.support.official_style import OfficialRow
from tests.support.official_style_ninth import ALL
from tests.unit.domain.parsing.test_official_style_texts import outcome

# Scored on HEAD (9aafb2d) before any fix: see the module docstring. The misses left, each with why (the tests fail
# when misses change either way).
KNOWN_MISSES: dict[str, str] = {}


def _case(index: int, row: OfficialRow):
    reason = next((why for words, why in KNOWN_MISSES.items() if words in row.query), None)
    marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
    return pytest.param(row, id=f"ninth-{index}", marks=marks)


@pytest.mark.parametrize("row", [_case(i, row) for i, row in enumerate(ALL)])
def test_a_ninth_official_style_text_reads_its_row_with_nothing_flagged(row, sandbox):
    assert outcome(row, sandbox) == ("right", {}), row.query
    assert parse_request(row.query, sandbox, people="smallest").warnings == [], row.query


def test_the_ninth_set_is_new_and_holds_every_official_value():
    """New texts, none in an earlier set; every official value said; many state tours."""
    from tests.support.official_style import ALL as FIRST
    from tests.support.official_style_eighth import ALL as EIGHTH
    from tests.support.official_style_fifth import ALL as FIFTH
    from tests.support.official_style_fourth import ALL as FOURTH
    from tests.support.official_style_second import ALL as SECOND
    from tests.support.official_style_seventh import ALL as SEVENTH
    from tests.support.official_style_sixth import ALL as SIXTH
    from tests.support.official_style_third import ALL as THIRD

    earlier = [*FIRST, *SECOND, *THIRD, *FOURTH, *FIFTH, *SIXTH, *SEVENTH, *EIGHTH]
    assert len(ALL) >= 200 and len({row.query for row in ALL}) == len(ALL)
    assert not {row.query for row in ALL} & {row.query for row in earlier}
    said = Counter(str(value) for row in ALL for value in row.local_constraint.values() if isinstance(value, str))
    for value in ("pets", "smoking", "parties", "children under 10", "visitors", "entire room", "private room",
                  "shared room", "not shared room", "no flight", "no self-driving"):
        assert said[value] >= 5, value
    cuisines = Counter(name for row in ALL if isinstance(said_list := row.local_constraint["cuisine"], list)
                       for name in said_list)
    assert len(cuisines) == 7 and min(cuisines.values()) >= 5
    assert {row.days for row in ALL} == {3, 5, 7} and {row.people_number for row in ALL} == set(range(1, 9))
    assert sum(row.visiting_city_number > 1 for row in ALL) >= len(ALL) / 2


if __name__ == "__main__":
    from himap_travel.domain.sandbox.index import load_sandbox

    box = load_sandbox()
    tally: Counter[str] = Counter()
    for index, item in enumerate(ALL):
        kind, detail = outcome(item, box)
        if kind == "right" and (warnings := parse_request(item.query, box, people="smallest").warnings):
            kind, detail = "warned", {"warnings": warnings}
        tally[kind] += 1
        if kind != "right":
            print(f"[{index}] {kind}: {detail}\n    {item.query}", file=sys.stderr)
    print(dict(tally))
