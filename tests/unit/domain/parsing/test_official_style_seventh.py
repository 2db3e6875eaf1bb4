"""A seventh set of official-style query texts (tests/support/official_style_seventh.py) reads exactly its rows, with
nothing flagged (issue 38, item 4: "no false alarms on the benchmark"; a legitimate benchmark text is never refused):
cities and states the six earlier sets name least, and the official texts' phrasing families with other values and in
other orders, none of which the earlier sets use. Outcomes: **right**, **wrong field**, **false alarm**
(``test_official_style_texts.outcome``; a warning, which refuses and asks nothing, is counted apart, as **warned**, in
the tally). ``python tests/unit/domain/parsing/test_official_style_seventh.py`` prints the tally.

Written by helper OFF7UN6 (172 seeded with seed 7070 through the shared ``official_style_fourth.generated_rows``, 63 by
hand), all written before scoring on HEAD (534bd85): the figures are above ``KNOWN_MISSES``. A warning fails a text
too here: an official text is read with none.
"""

from __future__ import annotations

import pytest

from tests.support.official_style import OfficialRow
from tests.support.official_style_seventh import ALL
from tests.support.reading_once import parse_once
from tests.unit.domain.parsing.test_official_style_texts import assert_new_and_complete, outcome, print_tally

# Scored on HEAD (534bd85) before any fix: 209 right / 1 wrong field / 25 false alarms / 0 warned (the working tree of
# the session, before these fixes, the same). The false alarms: a closing request for the plan itself said after the
# trip, "Could you draw up an itinerary?" (23 seeded texts), "Could you help me put together an itinerary?", "Could
# you put an itinerary together for us?", named as unread wishes (``clause_talk._PLAN_MADE``: a phrasal verb of making
# the plan, and the verbs "craft", "devise", "draft", "prepare", "generate"... now plain words of asking for a plan);
# the wrong field: "neither shared nor subject to restrictions on smoking" read no house rule, the smoking dropped in
# silence (``negation._prohibited_before``: "subject to" between "nor" and the prohibition it negates). Now 235 / 0 / 0.
# The misses left, each with why (the tests fail when misses change either way).
KNOWN_MISSES: dict[str, str] = {}


def _case(index: int, row: OfficialRow):
    reason = next((why for words, why in KNOWN_MISSES.items() if words in row.query), None)
    marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
    return pytest.param(row, id=f"seventh-{index}", marks=marks)


@pytest.mark.parametrize("row", [_case(i, row) for i, row in enumerate(ALL)])
def test_a_seventh_official_style_text_reads_its_row_with_nothing_flagged(row, sandbox):
    assert outcome(row, sandbox) == ("right", {}), row.query
    assert parse_once(row.query, sandbox, people="smallest").warnings == [], row.query


def test_the_seventh_set_is_new_and_holds_every_official_value():
    """New texts, none in an earlier set; every official value said; as many state tours as one-city trips."""
    from tests.support.official_style import ALL as FIRST
    from tests.support.official_style_fifth import ALL as FIFTH
    from tests.support.official_style_fourth import ALL as FOURTH
    from tests.support.official_style_second import ALL as SECOND
    from tests.support.official_style_sixth import ALL as SIXTH
    from tests.support.official_style_third import ALL as THIRD

    earlier = [*FIRST, *SECOND, *THIRD, *FOURTH, *FIFTH, *SIXTH]
    assert_new_and_complete(ALL, earlier, least=230)


if __name__ == "__main__":
    print_tally(ALL)
