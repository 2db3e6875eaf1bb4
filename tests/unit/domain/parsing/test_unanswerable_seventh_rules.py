"""The general rules the seventh held-out unanswerable set (test_unanswerable_heldout_seventh.py) and the ninth talk set
(test_talk_heldout_ninth.py) found missing, each shown on sentences those sets do not hold (issue 38: every wish the
data cannot answer is named with a reason that fits, none dropped in silence, and talk that asks nothing stays quiet).
"""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import parse_request

TRIP = "Tulsa to Savannah, March 8-10, 2022, 2 people, $1,900. "


def _read(text: str, sandbox):
    return parse_request(TRIP + text, sandbox, people="benchmark")


def _local(text: str, sandbox) -> dict:
    alone = parse_request(TRIP, sandbox, people="benchmark").spec.local_constraint.model_dump()
    return {k: v for k, v in _read(text, sandbox).spec.local_constraint.model_dump().items() if v != alone[k]}


@pytest.mark.parametrize(("wish", "reason"), [
    # ``cannot_say``: what makes a place usable, anything said free of or left out of the food, an allergy said alone
    ("we need grab bars by the toilet", "accessibility"), ("a menu in braille for my aunt", "accessibility"),
    ("the hotel must have a ramp at the entrance", "accessibility"), ("an accessible shower please", "accessibility"),
    ("sesame-free food, please", "diet labels"), ("no alcohol at dinner, we're in recovery", "diet labels"),
    ("corn-free meals for my nephew", "diet labels"),
    # ... a part of the town, weather by its kind, a view from the window, bookings of things
    ("a hotel in uptown", "locations inside a city"), ("the west side of town ideally", "locations inside a city"),
    ("no humid days please", "weather"), ("we'd like to see the river from our window", "looks out on"),
    ("tickets for the symphony", "books nothing"), ("get us a city pass", "books nothing"),
    # ``unanswerable``: reviews' words and photos, noise, cleanliness, getting around a town, the new cabins and seats
    ("what do the reviewers say about the hotels?", "reviews"), ("send me pictures of the hotel", "reviews"),
    ("a soundproofed room", "noise"), ("a room on a high floor", "noise"),
    ("the bathroom must be spotless", "cleanliness"), ("no bed bugs please lol", "cleanliness"),
    ("we'll use the metro to get around", "inside a city"), ("cabs to the restaurants", "inside a city"),
    ("economy plus seats", "seats or cabins"), ("upgrade me to first if you can", "seats or cabins"),
    ("live blues at a bar one night", "events"), ("a Yankees game", "events"),
    ("mini golf with the guys", "kind of activity"), ("a well-lit street for walking at night", "safety"),
    ("a firm mattress", "beds"), ("a valet for our car", "services of a stay"),
    ("we have Rapid Rewards points", "loyalty"), ("I'm taking a guitar on the plane", "baggage"),
    ("JetBlue would be great", "airlines"), ("check the store hours", "opening hours"),
])
def test_a_wish_the_data_cannot_answer_is_named_with_its_reason(wish, reason, sandbox):
    named = " ".join(str(w) for w in _read(wish, sandbox).not_kept)
    assert reason in named, named


@pytest.mark.parametrize("talk", [
    # ``clause_form``: sign-offs, slang and a question to the planner about itself
    "bye for now, speak soon", "peace out!", "catch ya later", "are you a chatbot?", "who built you?",
    "sory about the long message", "hope that makes sense",
    # ``clause_talk``: a change of scenery, a first trip of the party, being easy to please, a sign-off alone
    "we just want a change of scenery", "our first vacation as a married couple", "we're easy to please honestly",
    "Cheerio", "that's everything I think",
    # ``cannot_say``'s waivers: denied, a taste denied, of one not coming, an idiom, what others do
    "luckily we have no allergies at all", "we're not big museum people", "my aunt is vegan, good thing she's not coming",
    "safety first!", "my brother always gets a hotel with a pool, we don't care",
])
def test_talk_stays_quiet(talk, sandbox):
    request = _read(talk, sandbox)
    assert request.not_kept == [] and _local(talk, sandbox) == {}


@pytest.mark.parametrize(("wish", "expected"), [
    # ``words.KIDS``: a minor league is a league, never children coming
    ("a minor league hockey game", {}),
    # ``transportation._QUALIFIED_BEFORE``: a stay far from the airport bans no flying
    ("somewhere close to the airport, no flights though", {"transportation": "no flight"}),
    ("a hotel far from the airport", {}),
    # ``cuisine._NOT_A_MEAL``: the word of a job or a class asks no meal
    ("my son is a pizza cook back home", {}), ("an italian cooking class and italian food one night", {
        "cuisine": ["Italian"], "meal_wishes": [{"meal": "dinner", "cuisine": "Italian", "restaurant": None}]}),
])
def test_a_word_of_a_wish_the_data_cannot_answer_reads_no_rule(wish, expected, sandbox):
    assert _local(wish, sandbox) == expected


def test_picky_eaters_said_as_the_reason_of_a_request_are_talk(sandbox):
    """"the kids are picky eaters, can we get some american food": the request after it is the wish (the tenth chat
    set); said alone with what they eat, a picky eater is named ("my kid is a super picky eater, chicken nuggets only")."""
    reason = _read("the kids are picky eaters, can we get some american food", sandbox)
    assert reason.spec.local_constraint.cuisine == ["American"] and reason.not_kept == []
    alone = _read("my kid is a super picky eater, chicken nuggets only lol", sandbox)
    assert any("picky" in w.wish for w in alone.not_kept)
