"""Stories of an earlier trip, asides and one who is not coming ask for nothing (issue 38, items 3-4); what is said in
the present beside them is still a wish (fail closed). Sentences here are in neither held-out talk set."""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import parse_request
from himap_travel.domain.parsing.clause_form import asks_nothing, is_aside, told_of_the_past

BASE = "Plan a 3-day trip from Kalamazoo to Indianapolis for 2 people, March 10 to 12, 2022, with a budget of $2,400. "


@pytest.mark.parametrize("sentence", [
    "the hotel last summer had a rooftop terrace and a sauna", "we ate Chinese food every night on our last trip",
    "back in 2015 we rented a convertible", "my parents took us to the theater when we were kids",
])
def test_a_story_of_the_past_is_told(sentence):
    assert told_of_the_past(sentence)


@pytest.mark.parametrize("sentence", [
    "my wife broke her ankle last year so she uses a cane", "last time we had a sauna and we want one again",
    "the hotel last summer had a terrace, please find one like it", "we drove last time but no driving now",
])
def test_the_present_or_a_request_beside_a_story_keeps_it_a_wish(sentence):
    assert not told_of_the_past(sentence)


@pytest.mark.parametrize(("clause", "aside"), [
    ("Bear with us, we're new to planning", True), ("I know I'm asking a lot haha", True),
    ("can you believe it's our 30th", True), ("bear with me, we need a hotel with a pool", False),
    ("I'm asking a lot but no flights please", False),
])
def test_an_aside_asks_nothing_only_with_no_request_beside_it(clause, aside):
    assert is_aside(clause) is aside
    assert asks_nothing(clause, frozenset()) is aside


@pytest.mark.parametrize("said", [
    "Last summer the hotel had a sauna and we used it every day.", "We rented a convertible back in 2015, so fun.",
    "my brother is vegan lol but he's not coming", "My mom always wants a quiet room, but she isn't joining us.",
])
def test_a_story_or_one_not_coming_is_not_named(said, sandbox):
    request = parse_request(BASE + said, sandbox)
    assert request.not_kept == []
    assert request.spec.local_constraint == parse_request(BASE, sandbox).spec.local_constraint


@pytest.mark.parametrize("said", [
    "my brother is vegan and he's coming", "my wife broke her ankle last year so she needs an elevator",
    "a diner that stays open until 2am", "we'll be bringing a cello on board", "a hotel with a playground",
])
def test_a_wish_beside_such_talk_is_still_named(said, sandbox):
    assert parse_request(BASE + said, sandbox).not_kept


@pytest.mark.parametrize(("said", "cuisine"), [
    ("we'll fly American Airlines", None), ("careful with the seafood places, I'm allergic", None),
    ("we want American food one night", "American"),
])
def test_an_airline_or_a_caution_is_no_cuisine_asked(said, cuisine, sandbox):
    local = parse_request(BASE + said, sandbox).spec.local_constraint
    asked = [*(local.cuisine or []), *(local.more_cuisines or [])]
    assert asked == ([cuisine] if cuisine else [])


@pytest.mark.parametrize(("clause", "aside"), [
    ("shh don't tell my sister we're going", True), ("tell my boss I'm sick lol", True),
    ("don't tell my wife but we need a hotel with a spa", False),
])
def test_a_word_to_someone_else_is_an_aside(clause, aside):
    assert is_aside(clause) is aside
