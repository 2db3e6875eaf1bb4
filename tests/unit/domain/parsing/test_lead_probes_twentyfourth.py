"""The lead's reading probes of stop 69 (issue 38), each a rule of its own: a bounded count of nights is no trip length
("we want to stay in sf at least 2 nights" was refused: "the day counts contradict each other: 5 days, 3 days") but a
city's nights, named as not kept; "nothing too touristy" was dropped in silence (read as talk), and is named."""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing.query import read_text
from himap_travel.domain.parsing.trip_length import read_stated_days

CALIFORNIA = "5 days from Seattle to 2 cities in California, March 10-14 2022, 2 people, budget 5000. "


@pytest.mark.parametrize("said", ["we want to stay in sf at least 2 nights", "no more than 2 nights in LA",
                                  "at least 3 nights in san diego please", "max 2 days in los angeles"])
def test_a_bounded_count_of_nights_is_no_length_and_is_named(sandbox, said):
    reading = read_text(CALIFORNIA + said, sandbox)
    assert reading.problems == [] and reading.days == 5
    assert [u for u in reading.unread if "one city's nights" in u.reason], reading.unread


def test_an_exact_length_still_reads():
    assert read_stated_days("from Seattle to San Francisco for 3 nights", []) == 4
    assert read_stated_days("stay at least 3 nights", []) is None


@pytest.mark.parametrize("said", ["nothing too touristy", "not super touristy pls", "no tourist traps"])
def test_touristy_wished_away_is_named(sandbox, said):
    reading = read_text(CALIFORNIA + said, sandbox)
    assert [u.wish for u in reading.unread] and "no kind" in reading.unread[0].reason


def test_touristy_said_as_the_reason_a_sight_is_avoided_is_no_wish_of_its_own(sandbox):
    reading = read_text(CALIFORNIA + "skip the golden gate bridge, too touristy", sandbox)
    assert reading.unread == [] and reading.local_constraint.avoid_sights == ["Golden Gate Bridge"]


AMOUNT_FIRST = "3 days Newark to Savannah march 3-5 2022, 2400 budget, "


@pytest.mark.parametrize(("said", "people"), [("we are 3", 3), ("3 of us", 3), ("3 and our dog", 3), ("2 people", 2)])
def test_a_budget_said_with_its_amount_before_it_takes_no_number_after_it(sandbox, said, people):
    """"2400 budget, we are 3" read a budget of $3 (the first number after the word "budget"), in silence."""
    reading = read_text(AMOUNT_FIRST + said, sandbox)
    assert (reading.budget, reading.people_number, reading.problems) == (2400.0, people, [])


@pytest.mark.parametrize(("said", "people"), [("4 and a dog", 4), ("2 + the cat", 2), ("3 w/ our pup", 3)])
def test_a_bare_number_said_with_an_animal_is_the_people(sandbox, said, people):
    """"4 and a dog": the 4 was dropped without a word (the pets read, the party left as it was)."""
    reading = read_text("3 days Newark to Savannah march 3-5 2022, budget 2400, " + said, sandbox)
    assert (reading.people_number, reading.local_constraint.house_rule) == (people, "pets")
