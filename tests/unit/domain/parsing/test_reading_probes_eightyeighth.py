"""Probes of stop 88 (issue 38): wishes written as people write them, each a miss at stop 87's head. A sight's name in
lower case after a hedge ("maybe seaworld if it fits", "hopefully gatorland") stood nowhere a name stands and was named
as not understood; a bound word before "a day" ("3 sights max a day") was read as a count of its own and the pace went
unread; a pace's exception that names no day ("except the busy ones") was dropped in silence, the pace read on every
day; and "but not more" after a pace must stay its bound, never an exception."""

from __future__ import annotations

import pytest

from tests.support.reading_scoring import BASE, outcome, pace

CASES: list[tuple[str, dict | str]] = [
    # a name after a hedge opening its clause (``said_alone_stands._HEDGE_OPENING``)
    ("maybe seaworld if it fits", {"must_see": ["SeaWorld Orlando"]}),
    ("must see gatorland!! and maybe seaworld if it fits", {"must_see": ["Gatorland", "SeaWorld Orlando"]}),
    ("hopefully gatorland", {"must_see": ["Gatorland"]}),
    ("and possibly madame tussauds", {"must_see": ["Madame Tussauds Orlando"]}),
    ("ideally crayola experience", {"must_see": ["Crayola Experience Orlando"]}),
    ("maybe harry p leu gardens?", {"must_see": ["Harry P Leu Gardens"]}),
    ("maybe chicago next time", "named: no reader understood"),  # no sight: still named
    # a bound word before "a day" is no count (``pace._NO_COUNT_AFTER``)
    ("3 sights max a day", pace(most=3)),
    ("2 attractions tops a day pls", pace(most=2)),
    # an exception of a pace naming no day (``pace._EXCEPT_DAYS``): refused, never the pace of every day in silence
    ("at least 2 sights a day except the busy ones", "named: with days left out"),
    ("max 2 sights a day except when it rains", "named: with days left out"),
    ("max 2 sights a day but not more", pace(most=2)),  # "but not" bounds it here
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_a_probe_of_stop_88_reads_right(text, expected, sandbox):
    assert outcome(text, expected, sandbox, BASE) == ("named" if isinstance(expected, str) else "read right")
