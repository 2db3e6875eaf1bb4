"""Friends said to call on the party where it stays are visitors, never travellers (``party_left_out._CALLERS``):
"might have a couple friends stop by" is no party of two; the party said beside them still counts."""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing.people import read_people


@pytest.mark.parametrize(("text", "count"), [
    ("might have a couple friends stop by", None),
    ("2 friends might come over one evening", None),
    ("a couple of friends might visit us", None),
    ("me and 2 friends, and a couple friends might stop by", 3),
    ("me and my 2 friends will come visit minneapolis", 3),  # they travel: no call on the party
])
def test_callers_are_not_counted(text, count):
    assert read_people(text, []).count == count
