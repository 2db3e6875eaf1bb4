"""A sixth set of official-style query texts (tests/support/official_style_sixth.py) reads exactly its rows, with
nothing flagged (issue 38, item 4; "not shut": a legitimate benchmark text is never refused): more 5- and 7-day state
tours, more constraints said together, cuisine lists with the serial comma, budgets with and without the comma, and the
official texts' own phrasing families with other values, none of which the first five sets use. Outcomes: **right**,
**wrong field**, **false alarm** (``test_official_style_texts.outcome``); ``python
tests/unit/domain/parsing/test_official_style_sixth.py`` prints the tally.

Written by helper OFF6 in two batches (170 seeded, 66 by hand), each scored on HEAD (0dcb814) before any fix: 236
texts, 220 right / 6 wrong field / 10 false alarms: "Any room type works for us" named unread (9; ``clause_talk._TALK``
now takes "any room type works"), "plan to visit three different cities in Arizona" named unread (1; the trip's own
state said again was taken for where a thing is, ``bare_things._parts_unread``), and "We're fine with shared rooms" read
as no room rule (6: a permission, as documented; the generator's sentence did not say the row's field and was
replaced, marked in the generator). The working tree before the fixes read the same 236 the same way (no regression
from the session's edits). Now 236 / 0 / 0.
"""

from __future__ import annotations

import sys
from collections import Counter

import pytest

from tests.support.official_style import OfficialRow
from tests.support.official_style_sixth import ALL
from tests.unit.domain.parsing.test_official_style_texts import outcome

# The misses left, each with why (the tests fail when misses change either way).
KNOWN_MISSES: dict[str, str] = {}


def _case(index: int, row: OfficialRow):
    reason = next((why for words, why in KNOWN_MISSES.items() if words in row.query), None)
    marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
    return pytest.param(row, id=f"sixth-{index}", marks=marks)


@pytest.mark.parametrize("row", [_case(i, row) for i, row in enumerate(ALL)])
def test_a_sixth_official_style_text_reads_its_row_with_nothing_flagged(row, sandbox):
    assert outcome(row, sandbox) == ("right", {}), row.query


def test_the_sixth_set_is_new_and_weighted_to_what_the_earlier_sets_hold_least():
    """New texts; more multi-city trips and more constraints together than the earlier sets; every official value."""
    from tests.support.official_style import ALL as FIRST
    from tests.support.official_style_fifth import ALL as FIFTH
    from tests.support.official_style_fourth import ALL as FOURTH
    from tests.support.official_style_second import ALL as SECOND
    from tests.support.official_style_third import ALL as THIRD

    earlier = [*FIRST, *SECOND, *THIRD, *FOURTH, *FIFTH]
    assert len(ALL) >= 200 and len({row.query for row in ALL}) == len(ALL)
    assert not {row.query for row in ALL} & {row.query for row in earlier}
    said = Counter(str(value) for row in ALL for value in row.local_constraint.values() if isinstance(value, str))
    for value in ("pets", "smoking", "parties", "children under 10", "visitors", "entire room", "private room",
                  "shared room", "not shared room", "no flight", "no self-driving"):
        assert said[value] >= 5, value
    assert {row.days for row in ALL} == {3, 5, 7} and {row.people_number for row in ALL} >= set(range(1, 9))

    def share(rows: list[OfficialRow], holds) -> float:
        return sum(1 for row in rows if holds(row)) / len(rows)

    def multi_city(row: OfficialRow) -> bool:
        return row.visiting_city_number > 1

    def three_or_more(row: OfficialRow) -> bool:
        return sum(value is not None for value in row.local_constraint.values()) >= 3

    assert share(ALL, multi_city) > share(earlier, multi_city) + 0.15
    assert share(ALL, three_or_more) > share(earlier, three_or_more) + 0.1
    assert any("," not in row.query.split("$")[1].split()[0].rstrip(".?,") for row in ALL if row.budget >= 1000)


if __name__ == "__main__":
    from himap_travel.domain.sandbox.index import load_sandbox

    box = load_sandbox()
    tally: Counter[str] = Counter()
    for index, item in enumerate(ALL):
        kind, detail = outcome(item, box)
        tally[kind] += 1
        if kind != "right":
            print(f"[{index}] {kind}: {detail}\n    {item.query}", file=sys.stderr)
    print(dict(tally))
