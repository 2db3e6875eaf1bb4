"""What a message that changes nothing says the trip already holds (``restated.already_said``): the reply answers
"Your trip already has ..., so nothing changed" with these words, and must never claim a value the trip does not hold."""

from __future__ import annotations

import pytest

from himap_travel.nodes.chat.restated import already_said

TRIP = {
    "org": "Washington", "dest": "Myrtle Beach", "days": 3, "visiting_city_number": 1,
    "date": ["2022-03-13", "2022-03-14", "2022-03-15"], "people_number": 2, "budget": 1400.0,
    "local_constraint": {"house rule": "pets", "cuisine": ["Italian", "Chinese"], "room type": "entire room",
                         "transportation": "no flight", "min rating": 4.0},
}
SOLO = {**TRIP, "days": 1, "date": ["2022-03-13"], "people_number": 1, "budget": 700.0, "local_constraint": None}


@pytest.mark.parametrize("text,said", [
    ("from Washington", ["the origin Washington"]),
    ("to Myrtle Beach", ["the destination Myrtle Beach"]),
    ("March 13-15 2022", ["the dates March 13 to March 15, 2022"]),  # the dates alone: their length is not said again
    ("3 days", ["3 days"]),
    ("2 people", ["2 people"]),
    ("budget $1,400", ["a budget of $1,400"]),
    ("entire rooms, please", ["room type: entire room"]),
    ("we bring pets", ["house rule: pets"]),
    ("no flights", ["transport: no flight"]),
    ("restaurants rated 4 or more", ["restaurants rated 4+"]),
    ("Italian food please", ["cuisines: Italian"]),  # a list rule: each cuisine named is held
    ("Chinese and Italian", ["cuisines: Chinese, Italian"]),
    ("entire rooms for 2 people with a budget of $1,400", ["2 people", "a budget of $1,400", "room type: entire room"]),
])
def test_each_value_the_trip_holds_is_said_in_words(text, said, sandbox):
    assert already_said(text, sandbox, TRIP) == said


@pytest.mark.parametrize("text,said", [("1 person", ["1 person"]), ("just me", ["1 person"]), ("1 day", ["1 day"]),
                                       ("$700", ["a budget of $700"])])
def test_one_person_and_one_day_are_said_in_the_singular(text, said, sandbox):
    assert already_said(text, sandbox, SOLO) == said


@pytest.mark.parametrize("text", [
    "from Boston", "to Orlando", "March 20-22 2022", "4 days", "5 people", "budget $2,000",
    "$700 per person",  # 700 a person is not the trip's 1,400 in all (a per-person budget is never compared)
    "a private room, please", "we need a place where smoking is allowed", "no self-driving", "restaurants rated 3 or more",
    "Italian and Mexican food",  # Mexican is not held: the list is not
    "qwerty uiop", "   ",  # nothing read; a blank message is not read at all
])
def test_a_value_the_trip_does_not_hold_is_never_said(text, sandbox):
    assert already_said(text, sandbox, TRIP) == []


def test_a_rule_is_compared_whole_not_letter_by_letter(sandbox):
    """"shared room" is spelt with letters of "not shared room", but it is another room type."""
    trip = {**TRIP, "local_constraint": {"room type": "not shared room"}}
    assert already_said("we want a shared room", sandbox, trip) == []
    assert already_said("no shared rooms", sandbox, trip) == ["room type: not shared room"]


def test_a_trip_with_no_rules_or_no_trip_holds_nothing_said(sandbox):
    assert already_said("entire rooms, please", sandbox, SOLO) == []
    assert already_said("entire rooms, please", sandbox, {**SOLO, "local_constraint": {"room type": None}}) == []
    assert already_said("2 people", sandbox, None) == []


def test_a_per_person_budget_is_never_said_as_the_trips_total(sandbox):
    """$700 a person for 2 is $1,400 in all: a trip of $700 in all does not hold it."""
    assert already_said("$700 per person", sandbox, {**TRIP, "budget": 700.0}) == []


def test_a_rule_of_several_parts_is_compared_by_its_words(sandbox):
    """Flight windows are models in the reading and JSON objects in the trip: compared as words, never as set items."""
    window = {"leg": "every", "depart_from": "10:00", "depart_until": None, "arrive_from": None, "arrive_until": None}
    trip = {**TRIP, "local_constraint": {"flight times": [window]}}
    assert already_said("no flights before 10am", sandbox, trip) == ["flights departing 10:00 or later"]
    assert already_said("no flights before 9am", sandbox, trip) == []
