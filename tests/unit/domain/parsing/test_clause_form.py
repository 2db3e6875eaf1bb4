"""The form of a clause (``domain.parsing.clause_form``, issue 38): a statement, the trip itself wanted, a set phrase or
a cry asks for nothing, whatever wish words it holds; a request's mark (a present modal, a ban, a question) keeps it a
request. And the kinds the data has no column for (``domain.parsing.unanswerable``) are named with their reason."""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import parse_request
from himap_travel.domain.parsing.clause_form import asks_nothing, is_cry, is_statement, wants_the_trip

TALK = frozenset({"lol", "yes", "thanks", "go", "lets", "heck", "wait", "cant"})


@pytest.mark.parametrize("clause", [
    "We visited once years ago and always wanted to go back", "I've only ever been there for work",
    "my boss finally approved my PTO lol", "It's been on our list for years", "It'll be warmer than here at least lol",
    "We've been binge watching travel shows all winter", "lol we met at a concert there",
])
def test_a_narrative_or_a_description_is_a_statement(clause):
    assert is_statement(clause)


@pytest.mark.parametrize("clause", [
    "We visited once and want to go back to the zoo", "It's been hard, please no shared rooms",
    "we stayed in a hostel last time and don't want that again", "it is a must to see the aquarium",
    "we need a quiet room", "Is there a shuttle?", "the hotel must have a pool", "we'd love a balcony",
    "the last hotel was so loud, never again", "we stayed downtown last time so this time somewhere else",
])
def test_a_request_s_mark_keeps_a_clause_a_request(clause):
    assert not is_statement(clause)


PLAIN = frozenset("i we we're just want need to a for and would be nice the".split())


@pytest.mark.parametrize(("clause", "trip"), [
    ("I need to get out of town", True), ("we just want to get away for a bit and reconnect", True),
    ("We're finally taking that trip", True), ("we need a break", True), ("Would be nice to finally relax", True),
    ("we need a car", False), ("we want to get a rental", False), ("taking the ferry", False),
    ("we need a break, somewhere with hot springs", False),  # a word more is a wish of its own
    ("we want to relax 2 days by the lake", False),
])
def test_the_trip_itself_wanted(clause, trip):
    assert wants_the_trip(clause, PLAIN) is trip


def test_what_should_have_been_is_a_statement():
    assert is_statement("We should have done this years ago")
    assert not is_statement("We should have a pool")


@pytest.mark.parametrize(("clause", "cry"), [
    ("yesss", True), ("lets gooo", True), ("thnks", True), ("heck yes", True), ("cant wait", True),
    ("ski", False), ("skis", False), ("tips around 20%", False), ("yes but no pool", False), ("quiet", False),
])
def test_a_cry_is_talk_stretched_or_misspelt(clause, cry):
    assert is_cry(clause, TALK) is cry


def test_a_set_phrase_asks_nothing():
    assert asks_nothing("Honestly I have no idea what I'm doing haha", TALK)
    assert asks_nothing("Long story short, our plans fell through", TALK)
    assert not asks_nothing("no hotels with shared rooms", TALK)


BASE = "Plan a 3-day trip from Washington to Orlando for 2 people, March 15 to 17, 2022, with a budget of $2,500. "


@pytest.mark.parametrize(("text", "reason"), [
    ("aisle seats for both of us", "no seats or cabins"), ("we'll bring golf clubs", "no baggage"),
    ("I want to use my Hilton points", "no loyalty programmes"), ("an SUV rental please", "no rental companies"),
    ("somewhere charming", "style or atmosphere"), ("room service is a must", "no services of a stay"),
    ("get us a tour guide", "services of people"), ("is there a jazz festival that weekend?", "no events"),
    ("email the itinerary to me", "sends, books and files nothing"),
])
def test_a_kind_the_data_lacks_is_named_with_its_reason(text, reason, sandbox):
    named = [str(wish) for wish in parse_request(BASE + text, sandbox).not_kept]
    assert len(named) == 1 and reason in named[0], named


@pytest.mark.parametrize("text", [
    "We met at a concert there years ago.", "We won a little money in the office pool.",
    "My sister went to a festival there and loved it.", "It's a romantic getaway for us.",
])
def test_a_kind_the_data_lacks_told_in_a_story_is_talk(text, sandbox):
    assert parse_request(BASE + text, sandbox).not_kept == []


@pytest.mark.parametrize(("text", "named"), [
    ("we want to stay in the French Quarter", "French Quarter"),  # no French cuisine asked
    ("we don't want to drive downtown", "drive downtown"),  # no ban of driving between cities
])
def test_words_a_reader_would_misread_are_named_not_read(text, named, sandbox):
    request = parse_request(BASE + text, sandbox)
    local = request.spec.local_constraint
    assert local.cuisine is None and local.transportation is None
    assert any(named.lower() in wish.wish.lower() for wish in request.not_kept), request.not_kept
