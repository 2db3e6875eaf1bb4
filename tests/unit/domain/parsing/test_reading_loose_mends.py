"""Readings mended at stop 71 (issue 38), each at its cause: a place right after the word for the trip before "from"
its origin is the destination ("3 day trip denver from dallas": the destination was lost); a cuisine the data lacks
said with when it is eaten is asked as food and named ("vietnamese one night" was read by no reader); events asked
loosely are named as what the data cannot say ("anything going on in detroit, like events": read as the destination
restated, the events dropped)."""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import read_text


@pytest.mark.parametrize(("text", "org", "dest"), [
    ("3 day trip denver from dallas, march 10-12 2022, 2 people, 1500", "Dallas", "Denver"),
    ("plan a road trip austin from houston", "Houston", "Austin"),
    ("denver from dallas 3 days", "Dallas", "Denver"),
])
def test_a_place_after_the_trip_word_before_from_is_the_destination(sandbox, text, org, dest):
    reading = read_text(text, sandbox)
    assert (reading.org, reading.dest) == (org, dest)


@pytest.mark.parametrize("text", ["vietnamese one night", "korean at least once", "thai some evening"])
def test_a_lacking_cuisine_said_with_when_it_is_eaten_is_refused_as_food(sandbox, text):
    reading = read_text(text, sandbox, trip=("Nashville", "Detroit", 1))
    assert any("serves" in p and text.split()[0] in p for p in reading.problems)


@pytest.mark.parametrize("text", ["anything going on in detroit, like events", "whats happening in detroit that weekend"])
def test_events_asked_loosely_are_named(sandbox, text):
    reading = read_text(text, sandbox, trip=("Nashville", "Detroit", 1))
    assert any("no events" in w.reason for w in reading.unread)


def test_a_question_of_the_plan_is_no_event(sandbox):
    reading = read_text("whats on day 2", sandbox, trip=("Nashville", "Detroit", 1))
    assert not any("no events" in w.reason for w in reading.unread)

