"""Regression cases for the fourth round's reading rules (issue 39; written with the fixes, not held out): a cancel said
with its reason cancels, but never when another clause asks for something or the cancel points at what was just said;
held-down letters and swapped letters; a disruption's compound words and two disruptions where one names no day."""

from __future__ import annotations

import pytest

from tests.support.disruption_scoring import reading
from tests.support.intent_scoring import labels

CANCELS = ["cancel pls, change of plans", "cancel it please, something came up", "ok thanks, but cancel it"]
NOT_CANCELS = ["forget the zoo, we don't need it", "oh i meant the other museum, forget that", "nvm, it's fine",
               "never mind, we'll drive", "cancel the hotel, we'll stay with friends", "never mind, just me and my wife"]


@pytest.mark.parametrize("text", CANCELS)
def test_a_cancel_said_with_its_reason_cancels(text, sandbox):
    assert labels(text, sandbox) == ["cancel"]


@pytest.mark.parametrize("text", NOT_CANCELS)
def test_a_cancel_beside_a_wish_or_pointing_back_calls_nothing_off(text, sandbox):
    assert labels(text, sandbox) != ["cancel"]


@pytest.mark.parametrize(("text", "want"), [("cheaper pleaseee", "cheaper"), ("thanks sooo much", "thanks"),
                                            ("nooo go back", "undo"), ("cancellll", "cancel"), ("revret", "undo")])
def test_held_down_and_swapped_letters_are_read(text, want, sandbox):
    assert labels(text, sandbox) == [want]


@pytest.mark.parametrize(("text", "want"), [
    ("the park is closed-off for a concert on day 2", "attraction:Forsyth Park, Savannah@2022-03-04"),
    ("a closed-door meeting at the hotel", None), ("the restaurant looks full-on lol", None),
    ("flihgt on day 1 cancelled", "flight:day1"), ("return flight delayed half an hour", "delay:day3@09:32"),
    ("we won't go to the aquarium on day 1", None),
    # one of two with no day and two flights in the plan: which one is asked before either is repaired
    ("our flight is delayed by 2 hrs and the museum is closed on day 2", "ask")])
def test_disruption_words(text, want):
    assert reading(text) == want
