"""The causes the tenth intents set and the sixth talk set found (issue 39), each tested on sentences of neither set:
a budget changed by a share said in words or by a factor, a pair of kin joining, a child's age said "yo", the last day
dropped (``nodes/chat/relative.py``); a restaurant banned, flights at dawn ruled out (the hard rule, never no flights),
driving said with "the car"; asides that carry a date, an amount, a city or a child (``nodes/chat/story_aside.py``)
and changes only wondered about (``nodes/chat/hypothetical.py``), which change nothing."""

from __future__ import annotations

import pytest

from himap_travel.nodes.chat import hypothetical
from himap_travel.nodes.chat.story_aside import without_stories
from himap_travel.nodes.chat.understanding import understand_message

TRIP = {
    "org": "Grand Forks", "dest": "Minneapolis", "days": 3, "visiting_city_number": 1,
    "date": ["2022-03-17", "2022-03-18", "2022-03-19"], "people_number": 3, "budget": 3000.0,
    "local_constraint": {"house rule": None, "cuisine": None, "room type": None, "transportation": None},
}


@pytest.mark.parametrize(("message", "field", "value"), [
    ("raise the budget by 15 percent", "budget", 3450), ("the budget down 500", "budget", 2500),
    ("budget up 10 pct", "budget", 3300), ("halve the budget", "budget", 1500), ("triple our budget", "budget", 9000),
    ("the in-laws are joining us", "people_number", 5), ("my grandparents can't come", "people_number", 1),
    ("my 7 yo is coming too", "people_number", 4), ("skip the final day", "days", 2),
    ("ok 5 of us then", "people_number", 5),  # a word of talk after the count: the party, never a part of it
])
def test_a_change_by_a_share_a_factor_or_a_pair_is_computed_on_the_trip(message, field, value, sandbox):
    result = understand_message(message, sandbox, TRIP)
    assert not result.problems, result.problems
    assert result.draft[field] == value


@pytest.mark.parametrize(("message", "rule", "value"), [
    ("ban federal delicatessen", "avoid restaurants", ["Federal Delicatessen"]),
    ("no dawn flights for us", "flight times", [{"leg": "every", "depart_from": "08:00", "depart_until": None,
                                                 "arrive_from": None, "arrive_until": None}]),
    ("we'll take the car", "transportation", "no flight"),
])
def test_a_ban_in_other_words_is_read_as_its_rule(message, rule, value, sandbox):
    trip = {**TRIP, "dest": "Savannah"}
    result = understand_message(message, sandbox, trip)
    assert result.draft["local_constraint"][rule] == value


@pytest.mark.parametrize("aside", [
    "our wedding anniversary is on the 19th", "my cousin lives in atlanta", "my brother paid 900 for his flights",
    "we spent 5k on the last trip lol", "the kids have an exam on the 21st", "our neighbours are feeding the dog",
    "my parents went to savannah years ago", "i used to work in miami",
])
def test_an_aside_is_left_out_of_what_the_trip_parser_reads(aside):
    assert without_stories(aside) == ""


@pytest.mark.parametrize("wish", [
    "my mom wants to come too", "we wanted 3 days", "it's our anniversary so we'd like a nice hotel",
    "our anniversary is on the 4th, can we stay till the 5th", "make it 4 people", "my parents are coming too",
])
def test_a_wish_beside_an_aside_is_still_read(wish):
    assert without_stories(wish).strip(" ,") != ""


@pytest.mark.parametrize("message", [
    "hypothetically, what about 5 people", "out of curiosity how much would 2 more days be",
    "would it cost a lot more in a nicer hotel?", "no changes, just wondering if we could fly later",
])
def test_a_change_only_wondered_about_changes_nothing(message):
    assert hypothetical.answer(message, has_plan=True) == hypothetical.ANSWER


@pytest.mark.parametrize("message", ["make it 5 people please", "let's do 2 more days", "what if we did 4 days instead"])
def test_a_change_asked_outright_is_no_hypothetical(message):
    assert hypothetical.answer(message, has_plan=True) is None
