"""The causes the thirteenth held-out intent set found (issue 39), each checked on messages of its own, none of the
set's (``test_chat_intents_heldout_thirteenth.py``): flight times said loosely (``loose_times``), a follow-up acting
on the question just answered (``answer_taken_up``), a ban never answered as the mode already flown
(``not_applied.mode_already``), and the whole trip made nicer in other words (``intent_preferences``).
"""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.messages import AIMessage, HumanMessage

from himap_travel.nodes.chat.answer_taken_up import taken_up
from himap_travel.nodes.chat.loose_times import loosely_timed
from himap_travel.nodes.chat.understand import understand
from tests.support.intent_scoring import STATE

TRIP = {"org": "Denver", "dest": "Austin"}


@pytest.mark.parametrize(("said", "plain"), [
    ("no flights before 8ish", "no flights before 8"),
    ("land by 6pm-ish", "land by 6pm"),
    ("leave after like 2pm", "leave after 2pm"),
    ("maybe around after noon for the way there", "the outbound flight departing after noon"),
    ("9am at the earliest on the way home", "the return flight departing after 9am"),
    ("the flight back has to be after 1pm", "the return flight departing after 1pm"),
    ("could the outbound be before 10am?", "the outbound flight departing before 10am?"),
    ("nothing too early for the flight out", "no early flights for the flight out"),
    ("depart austin after 4pm", "the return flight departing after 4pm"),
])
def test_a_loosely_said_time_is_said_plainly(said, plain):
    assert loosely_timed(said, TRIP) == plain


@pytest.mark.parametrize("said", ["dinner not too early pls", "3 days from denver to austin", "leave austin out of it",
                                  "we'll be there by the weekend"])
def test_what_is_no_loose_flight_time_is_left_as_said(said):
    assert loosely_timed(said, TRIP) == said


def _after(question: str, answer: str, text: str) -> dict[str, Any]:
    return {**STATE, "messages": [HumanMessage(question), AIMessage(answer), HumanMessage(text)]}


@pytest.mark.parametrize(("question", "answer", "text", "outright"), [
    ("any thai food on the trip?", 'Nothing changed. To make a cuisine a rule, say it as a wish ("we want thai at least '
     'once").', "sure add some", "we want thai at least once"),
    ("do we have to fly?", 'No rule of yours asks for it. Say "no flights" and I\'ll re-plan without it.', "go ahead",
     "no flights"),
    ("what time does the flight home leave?", "Day 2: fly F2, leaving 06:02", "ok change it to after 11am",
     "the return flight departing after 11am"),
    ("when do we fly out of newark", "Day 1: fly F1, leaving 15:20", "move it to 6pm pls",
     "the outbound flight departing after 6pm"),
    ("which hotel is it?", "Private Oasis", "find us something under 100 a night",
     "find a hotel under 100 a night"),
    ("what's the total?", "$1,520.00", "ok make that a bit cheaper", "make it cheaper"),
])
def test_a_follow_up_acts_on_the_question_just_answered(question, answer, text, outright):
    assert taken_up(text, _after(question, answer, text)) == outright


@pytest.mark.parametrize(("before", "text"), [
    ("make it 3 people", "ok do that"),  # the turn before asked no question: nothing to take up
    ("what's the total?", "put one in then"),  # the answer offered no wish
    ("where do we eat on day 1?", "make that 3pm"),  # no flight asked about
])
def test_nothing_is_taken_up_that_was_not_asked_or_offered(before, text):
    assert taken_up(text, _after(before, "Here you go.", text)) == text


def _update(text: str) -> dict[str, Any]:
    return understand({**STATE, "messages": [HumanMessage(text)]}, None)  # type: ignore[arg-type]


@pytest.mark.parametrize(("text", "rule"), [("planes are completely out of the question", "no flight"),
                                            ("zero flying for us", "no flight")])
def test_a_strong_ban_on_the_mode_flown_is_a_ban(text, rule):
    update = _update(text)
    assert not update.get("answer"), update.get("answer")
    assert (update["draft"]["local_constraint"] or {}).get("transportation") == rule


@pytest.mark.parametrize("text", ["could it feel a little more special", "upgrade it all round", "improve the trip pls"])
def test_the_whole_trip_made_nicer_in_other_words_is_the_overall_preference(text):
    assert _update(text).get("preference") == "overall"
