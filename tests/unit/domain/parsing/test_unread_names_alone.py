"""Places said alone that the data has no row for, and lower-case items of a list after a name: named, never dropped
(domain/parsing/unread.py; found by tests/unit/domain/parsing/test_reading_heldout_seventh.py)."""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import parse_request
from tests.support.reading_scoring import BASE


def _named(text: str, sandbox) -> list[str]:
    return [w.wish for w in parse_request(BASE + text, sandbox).not_kept]


@pytest.mark.parametrize(("text", "named"), [
    ("Disney World!!", "Disney World"),  # a name and nothing else: a place to see the data has no row for
    ("the Kennedy Space Center", "the Kennedy Space Center"),
    ("Gatorland and ellis island", "ellis island"),  # the last item of a list after a name read
    ("near union station", "near union station"),  # a place in town in lower case
    ("a stroller-friendly hotel", "a stroller"),  # what the data cannot say
])
def test_a_place_said_alone_is_named(text, named, sandbox):
    assert named in _named(text, sandbox)


@pytest.mark.parametrize("text", ["Cheers!", "Thanks!!", "Gatorland and more", "Orlando!!", "wish us luck lol",
                                  "Gatorland, obviously"])
def test_talk_and_what_a_reader_takes_are_not_named(text, sandbox):
    assert _named(text, sandbox) == []
