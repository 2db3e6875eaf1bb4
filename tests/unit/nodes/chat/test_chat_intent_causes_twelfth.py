"""The causes the twelfth intent set and the eighth talk set found (issue 39), each checked on messages of its own, not
the sets' (tests/unit/nodes/chat/test_chat_intents_heldout_twelfth.py, test_talk_heldout_eighth.py): a budget said
with its amount then its way, a shift of "it all", a rating complained of as too low, a time after "this", a cancel's
reason, preference and help wordings, a question after a chatty lead, asides and wonders that change nothing.
"""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage

from himap_travel.nodes.chat.hypothetical import wondered
from himap_travel.nodes.chat.intent import classify
from himap_travel.nodes.chat.story_aside import without_stories
from himap_travel.nodes.chat.understand import understand
from tests.support.intent_scoring import STATE


def _update(text: str) -> dict:
    return understand({**STATE, "messages": [HumanMessage(text)]}, None)  # type: ignore[arg-type]


@pytest.mark.parametrize(("text", "budget"), [("can the budget be 10% smaller", 1620.0), ("budget $200 higher", 2000.0)])
def test_a_budget_said_with_its_amount_then_its_way_changes_by_it(text, budget):
    assert (_update(text).get("draft") or {}).get("budget") == budget  # of the $1,800 it is


def test_it_all_pushed_back_moves_the_dates_and_keeps_the_length():
    draft = _update("shift it all back two days").get("draft") or {}
    assert draft.get("date") == ["2022-03-05", "2022-03-06"]


def test_a_rating_complained_of_as_too_low_is_no_floor():
    update = _update("nicer place to stay, 3 stars isn't enough")
    assert update.get("preference") == "hotels"
    assert "min stay rating" not in ((update.get("draft") or {}).get("local_constraint") or {})


@pytest.mark.parametrize("text", ["cancel it, my husband said no", "cancel the trip. cash is tight this year"])
def test_a_cancel_with_its_reason_cancels(text):
    reading = classify(text)
    assert reading is not None and reading.kind == "cancel"


@pytest.mark.parametrize(("text", "kind", "preference"), [
    ("let's do this trip on the cheap", "preference", "cheapest"), ("cooler attractions pls", "preference", "sights"),
    ("could we be flying back later in the day", "preference", "humane_hours"),
    ("what are our options", "help", None), ("what can we ask about", "help", None),
    ("see you soon", "small_talk", None), ("un-do it pls", "undo", None)])
def test_the_intents_other_wordings(text, kind, preference):
    reading = classify(text)
    assert reading is not None and (reading.kind, reading.preference) == (kind, preference)


def test_the_budgets_cash_left_is_asked_not_out_of_scope():
    reading = classify("how much cash is still left in the budget")
    assert reading is not None and reading.kind == "question"


@pytest.mark.parametrize("text", ["random but where are we staying", "i forgot, what time do we land",
                                  "sorry to bug u, what's the total"])
def test_a_question_after_a_chatty_lead_is_asked(text):
    reading = classify(text)
    assert reading is not None and reading.kind == "question"


@pytest.mark.parametrize("text", ["my daughter turns 9 in april", "our cat is 3 years old", "my mom's from denver",
                                  "my sister thinks we're in miami", "we have 300 in vouchers somewhere",
                                  "i have two weeks off in june", "my first plane ride ever was to orlando",
                                  "so relieved we're not driving for days", "7am is nothing for us"])
def test_an_aside_is_left_out_of_what_the_trip_parser_reads(text):
    assert without_stories(text) == ""


@pytest.mark.parametrize("text", ["my daughter turns 9, so add a kid", "knock a day off the trip",
                                  "we have two days off the trip to spare"])
def test_an_aside_asking_something_is_read(text):
    assert without_stories(text) != ""


@pytest.mark.parametrize("text", ["wondering if 3 days would be nicer", "out of interest, would a train be cheaper?",
                                  "if we had a bigger budget would it get us a nicer hotel",
                                  "a train would've been cheaper i bet"])
def test_a_change_only_wondered_about_is_no_change(text):
    assert wondered(text)


def test_another_stay_asked_as_staying_somewhere_else_swaps_it():
    assert _update("could we sleep somewhere else on the trip").get("disruption") == "lodging:day1"
