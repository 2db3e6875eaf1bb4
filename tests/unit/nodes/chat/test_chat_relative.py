"""Changes by an amount in a chat edit (nodes/chat/relative.py): computed on the trip, said with what they were, and
refused with why when the trip they leave cannot be planned; and what a clause taking a wish back leaves standing."""

from __future__ import annotations

import pytest

from himap_travel.nodes.chat.take_back import held_wishes, taken_back
from himap_travel.nodes.chat.understanding import understand_message

TRIP = {
    "org": "Grand Forks", "dest": "Minneapolis", "days": 3, "visiting_city_number": 1,
    "date": ["2022-03-17", "2022-03-18", "2022-03-19"], "people_number": 3, "budget": 3000.0,
    "local_constraint": {"house rule": "pets", "cuisine": None, "room type": None, "transportation": None},
}


@pytest.mark.parametrize("message, field, value, said", [
    ("add a day", "days", 4, "4 days now (was 3)"),
    ("can we stay one more day?", "days", 4, "4 days now (was 3)"),
    ("make it 2 days longer", "days", 5, "5 days now (was 3)"),
    ("a day shorter please", "days", 2, "2 days now (was 3)"),
    ("extend the trip by a week", "days", 10, "10 days now (was 3)"),
    ("2 more friends are joining", "people_number", 5, "5 people now (was 3)"),
    ("one less person", "people_number", 2, "2 people now (was 3)"),
    ("a friend dropped out", "people_number", 2, "2 people now (was 3)"),
    ("add $500 to the budget", "budget", 3500, "a budget of $3,500 now (was $3,000)"),
    ("$300 less", "budget", 2700, "a budget of $2,700 now (was $3,000)"),
    ("cut the budget by 10%", "budget", 2700, "a budget of $2,700 now (was $3,000)"),
    ("budget +$500", "budget", 3500, "a budget of $3,500 now (was $3,000)"),
    ("add $50 per day for food", "budget", 3150, "add $50 per day: a budget of $3,150 now (was $3,000)"),  # the trip's 3 days
    ("$100 more each", "budget", 3300, "a budget of $3,300 now (was $3,000)"),  # its 3 travellers
    ("add 2 people and $400", "budget", 3400, "a budget of $3,400 now (was $3,000)"),  # the dollars, not the 2
    ("add 2 people and $400", "people_number", 5, "5 people now (was 3)"),
    ("+1 person", "people_number", 4, "4 people now (was 3)"),
    ("my husband can't come anymore", "people_number", 2, "2 people now (was 3)"),  # one person named by who they are
    ("my brother isn't coming", "people_number", 2, "2 people now (was 3)"),
    ("our friend is joining too", "people_number", 4, "4 people now (was 3)"),
    ("one of the kids stays with grandma", "people_number", 2, "2 people now (was 3)"),
    ("add a couple of days", "days", 5, "5 days now (was 3)"),  # a couple is two, not the "a"
    ("one day less", "days", 2, "2 days now (was 3)"),
    ("can we drop a day", "days", 2, "2 days now (was 3)"),
    ("we'd like an extra night", "days", 4, "4 days now (was 3)"),
])
def test_a_change_by_an_amount_is_computed_on_the_trip(message, field, value, said, sandbox):
    result = understand_message(message, sandbox, TRIP)
    assert not result.problems, result.problems
    assert result.draft[field] == value
    assert any(said in note for note in result.notes), result.notes
    if field == "days":  # the start kept, the end moved
        assert result.draft["date"][0] == "2022-03-17" and len(result.draft["date"]) == value


@pytest.mark.parametrize("message", [
    "can we add a day trip to the aquarium?",  # an outing, no longer trip
    "I'd like to add a nice dinner on one of the days",
    "another day at the beach would be nice instead of the museum",  # a swap
    "we have 2 more days off work but let's keep it at 3 days",
    "the extra night is fine",
])
def test_days_said_of_something_else_change_no_length(message, sandbox):
    """The amount must name the days added or taken ("add a day"): days said of an outing, a meal or time off are no
    change of the trip's length (each of these made the trip longer when any "add ... days" within 30 characters did)."""
    result = understand_message(message, sandbox, TRIP)
    assert result.draft.get("days") in (None, 3) and result.draft.get("date") in (None, TRIP["date"])
    assert not any("days now" in note for note in result.notes), result.notes


@pytest.mark.parametrize("message", ["add kid-friendly restaurants", "the kids left their toys at home",
                                     "my friend left me a review of the hotel"])
def test_travellers_said_of_something_else_change_no_count_and_ask_nothing(message, sandbox):
    """"kid-friendly" is no kid added, and "left" their toys no one leaving (each asked for the total before)."""
    result = understand_message(message, sandbox, TRIP)
    assert result.draft.get("people_number") in (None, 3)
    assert not any("number of travellers" in problem for problem in result.problems), result.problems


@pytest.mark.parametrize("message, why", [
    ("two days shorter", "a trip of 1 day is not one I can plan"),  # the planner needs a night in each city
    ("make it 1 day", "the nearest I can plan is 2 days"),
    ("3 fewer people", "a trip needs at least 1"),
    ("cut the budget by $3,000", "a budget must be more than $0"),
    ("friends are joining", "say the total number of travellers"),  # no amount: asked
    ("my sister and her kid are joining", "say the total number of travellers"),  # two named: asked, never one counted
])
def test_a_change_leaving_no_plannable_trip_is_refused_with_why(message, why, sandbox):
    result = understand_message(message, sandbox, TRIP)
    assert any(why in problem for problem in result.problems), result.problems


def test_a_wish_stated_again_in_the_same_message_is_kept():
    held = held_wishes(TRIP)
    assert taken_back("the cat stays home but the dog comes", held).dropped == []
    assert [(h.key, h.item) for h in taken_back("the cat stays home", held).dropped] == [("house rule", "pets")]
    for message in ("my neighbour will watch the dog", "the dog can't come after all", "the dog isn't coming"):
        assert [(h.key, h.item) for h in taken_back(message, held).dropped] == [("house rule", "pets")], message


def test_a_second_house_rule_is_added_and_taken_back_by_its_words(sandbox):
    kids = {**TRIP, "local_constraint": {**TRIP["local_constraint"], "house rule": "children under 10"}}
    added = understand_message("oh we're also bringing the dog", sandbox, kids)
    rules = added.draft["local_constraint"]
    assert (rules["house rule"], rules["more house rules"]) == ("children under 10", ["pets"]) and not added.unread
    back = understand_message("never mind the dog", sandbox, {**kids, "local_constraint": rules})
    assert back.draft["local_constraint"]["house rule"] == "children under 10"
    assert not back.draft["local_constraint"].get("more house rules")


def test_part_of_a_group_left_behind_keeps_the_rule_for_the_rest(sandbox):
    result = understand_message("one of the dogs stays with my sister but the other one comes", sandbox, TRIP)
    assert result.draft["local_constraint"]["house rule"] == "pets" and result.draft["people_number"] == 3
    assert not result.unread and not result.problems


def test_a_count_said_only_in_a_take_back_changes_no_one(sandbox):
    result = understand_message("the dog stays with my mom", sandbox, TRIP)
    assert result.draft["people_number"] == 3 and result.draft["local_constraint"]["house rule"] is None
