""""Out" is a verdict only when something is said to be out: "flights are out" bans flying, "flying out of Cleveland"
is how the trip leaves (it once banned flights: a rule nobody asked for)."""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing.query import read_text

TRIP = "3 days from Cleveland to Denver, March 10-12 2022, 2 people, $2,000. "


@pytest.mark.parametrize("words, rule", [
    ("We are flying out of Cleveland.", None),
    ("we are driving out to Denver", None),
    ("Flights are out.", "no flight"),
    ("Flying is out of the question.", "no flight"),
    ("Flights aren't out, we just prefer to drive.", None),
    ("Self-driving is out.", "no self-driving"),
])
def test_out_bans_a_mode_only_as_a_verdict(sandbox, words, rule):
    assert read_text(TRIP + words, sandbox).local_constraint.transportation == rule


@pytest.mark.parametrize("words, rule", [
    # "n't" typed without its apostrophe negates as "don't" does: "we dont want to drive ourselves" once read as
    # driving insisted on, so flights were banned (the opposite of the wish)
    ("we dont want to drive ourselves", "no self-driving"),
    ("we don't want to drive ourselves", "no self-driving"),
    ("we dont want to fly", "no flight"),
    ("we wont be driving", "no self-driving"),
    ("we'll drive ourselves", "no flight"),  # a decision to drive, as the vocabulary reads it
])
def test_a_not_with_or_without_its_apostrophe_negates(sandbox, words, rule):
    assert read_text(TRIP + words, sandbox).local_constraint.transportation == rule


@pytest.mark.parametrize("words", ["we cant bring our dog", "we can't bring our dog", "we arent bringing the dog"])
def test_a_pet_not_brought_is_no_house_rule(sandbox, words):
    assert read_text(TRIP + words, sandbox).local_constraint.house_rule is None
