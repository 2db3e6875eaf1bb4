""""What did you change?" (issue 39): answered from the thread's ``previous`` snapshot against its current trip and plan
(``nodes/chat/what_changed.py``), never from the last reply: the request's changes, the standing wish, the total, each
day that differs and what the new plan gave up; a change that kept the plan says so."""

from __future__ import annotations

import copy

from himap_travel.nodes.chat.answers import direct_answer
from himap_travel.nodes.chat.intent import classify
from himap_travel.nodes.chat.what_changed import what_changed
from tests.support.chat_trips import PLAN, TRIP


def _state(**current):
    """A thread after one change: ``previous`` is the trip and plan before it, ``current`` what the change made."""
    previous = {"trip": TRIP, "plan": PLAN, "spent": 1520.0, "objective": None, "focus": None, "world": []}
    return {"trip": TRIP, "plan": PLAN, "spent": 1520.0, "world": [], "previous": previous, **current}


def test_the_ways_people_ask_read_as_the_changes_question():
    for message in ("what did you change?", "so what changed", "whats different now", "diff?", "what did u do"):
        reading = classify(message)
        assert reading is not None and (reading.kind, reading.topic) == ("question", "changes"), message
    assert classify("change the dates to March 15-17") is None  # a change asked for is an edit


def test_an_edit_is_told_by_its_request_lines_the_total_and_the_days_that_differ(sandbox):
    trip = {**TRIP, "budget": 1400, "local_constraint": {"must see": None, "avoid sights": ["Tennessee Aquarium"]}}
    plan = copy.deepcopy(PLAN)
    plan[0]["attraction"] = "Forsyth Park, Savannah;"
    plan[0]["accommodation"] = "Bay Street Inn, Savannah"
    said = what_changed(_state(trip=trip, plan=plan, spent=1390.5), sandbox)
    assert "budget: $1,800 → $1,400" in said and "must see: Tennessee Aquarium → none" in said
    assert "The total went from $1,520.00 to $1,390.50 ($129.50 less)." in said
    assert "Day 1: sights added: Forsyth Park; sights dropped: Tennessee Aquarium; stay Private Oasis → Bay Street Inn" in said
    assert "Day 2" not in said  # the same as before


def test_a_change_that_kept_the_plan_says_so_and_a_standing_wish_is_named(sandbox):
    said = what_changed(_state(trip={**TRIP, "budget": 2500}, objective="cheapest"), sandbox)
    assert "budget: $1,800 → $2,500" in said and "planned for: the best trip overall → the lowest cost" in said
    assert "The total is $1,520.00, the same as before." in said and "Every day's plan is the same as before." in said


def test_make_it_nicer_is_named_as_make_it_cheaper_is(sandbox):
    """"make it nicer" (the "overall" preference: the best objective, no part favoured) is the change asked for."""
    said = what_changed(_state(objective="best", focus=None, spent=1610.0), sandbox)
    assert said.startswith("**What changed** (since before your last change):\n- planned for: the best trip overall → a nicer trip")
    assert "Your request itself is as it was" not in said


def test_with_nothing_before_it_says_nothing_changed_yet(sandbox):
    assert what_changed({"trip": TRIP, "plan": PLAN, "previous": None}, sandbox).startswith("Nothing has changed yet")
    assert what_changed({}, sandbox).startswith("There is no trip yet")
    no_plan_now = what_changed(_state(trip={**TRIP, "budget": 100}, plan=None, spent=None), sandbox)
    assert "budget: $1,800 → $100" in no_plan_now and "No plan meets the trip as it stands now" in no_plan_now


def test_the_question_reaches_the_answer_even_when_no_plan_meets_the_trip_now(sandbox):
    """The answers' "no plan to ask about" never hides what the last change did."""
    said = direct_answer(classify("what changed?"), _state(trip={**TRIP, "budget": 100}, plan=None, spent=None), sandbox)
    assert "budget: $1,800 → $100" in said


def test_asked_since_the_start_it_compares_the_oldest_version_kept(sandbox):
    """"what's changed since the start?" after two changes names both, not the last one alone."""
    first = {"trip": TRIP, "plan": PLAN, "spent": 1520.0, "objective": None, "focus": None, "world": []}
    middle = {**first, "trip": {**TRIP, "budget": 2500}}
    state = {**_state(trip={**TRIP, "budget": 2500, "people_number": 3}), "previous": middle, "earlier": [first]}
    last = what_changed(state, sandbox)
    assert "since before your last change" in last and "budget" not in last and "people: 2 → 3" in last
    every = what_changed(state, sandbox, since_start=True)
    assert every.startswith("**What changed** (since I first planned it):")
    assert "budget: $1,800 → $2,500" in every and "people: 2 → 3" in every


def test_a_question_of_every_change_is_told_from_one_of_the_last():
    from himap_travel.nodes.chat.what_changed import since_start_asked
    for asked in ("what's changed since the start?", "what have we changed so far", "how's it different from the "
                  "original plan", "show me all the changes", "what's different since we started"):
        assert since_start_asked(asked), asked
    for asked in ("what did you change?", "what changed in the last one", "whats different now"):
        assert not since_start_asked(asked), asked
