"""A chat message read in the trip it edits (``read_text(..., trip=...)``): a sight said by its kind or its name is
matched within that trip's cities, as a request naming its destination would be."""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import read_text

CHATTANOOGA = ("Atlanta", "Chattanooga", 1)


@pytest.mark.parametrize(("text", "key", "expected"), [
    ("hmm actually skip the aquarium", "avoid_sights", ["Tennessee Aquarium"]),
    ("we'd love to see the zoo too", "must_see", ["The Chattanooga Zoo at Warner Park"]),
])
def test_a_kind_is_the_one_sight_of_that_kind_in_the_trip_edited(sandbox, text, key, expected):
    reading = read_text(text, sandbox, trip=CHATTANOOGA)
    assert getattr(reading.local_constraint, key) == expected and reading.problems == []
    alone = read_text(text, sandbox)  # no trip: no city to look in, so the kind is asked about, never guessed
    assert getattr(alone.local_constraint, key) is None and alone.problems


def test_a_sight_of_another_city_is_named_with_where_the_data_has_it(sandbox):
    reading = read_text("add the Georgia Aquarium", sandbox, trip=CHATTANOOGA)
    assert reading.local_constraint.must_see is None
    assert any("Atlanta" in p and "Chattanooga" in p for p in reading.problems)


def test_a_message_naming_its_own_destination_is_read_in_it(sandbox):
    reading = read_text("let's do Atlanta instead and see the aquarium", sandbox, trip=CHATTANOOGA)
    assert reading.dest == "Atlanta" and reading.local_constraint.must_see == ["Georgia Aquarium"]
