"""How a chat message changes the request (nodes/chat/understanding.py): new trips, edits, answers."""

from __future__ import annotations

import pytest

from himap_travel.nodes.chat.understanding import understand_message

TRIP = {
    "org": "Washington", "dest": "Myrtle Beach", "days": 3, "visiting_city_number": 1,
    "date": ["2022-03-13", "2022-03-14", "2022-03-15"], "people_number": 2, "budget": 1400.0,
    "local_constraint": {"house rule": None, "cuisine": ["Italian", "Chinese"], "room type": None, "transportation": "no flight"},
}


def edit(text, sandbox, trip=TRIP):
    result = understand_message(text, sandbox, trip)
    assert result.edit and not result.problems and not result.missing, result
    return result


def test_an_edit_changes_only_what_it_states_and_lists_it(sandbox):
    result = edit("Can you make it $1,200 and find a place that allows pets?", sandbox)
    draft = result.draft
    assert draft["budget"] == 1200 and draft["local_constraint"]["house rule"] == "pets"
    assert {k: v for k, v in draft.items() if k not in ("budget", "local_constraint")} == {
        k: v for k, v in TRIP.items() if k not in ("budget", "local_constraint")}
    assert result.notes == ["budget: $1,400 → $1,200", "house rule: none → pets"]


@pytest.mark.parametrize("text,cuisines", [
    ("Also Mexican food please.", ["Italian", "Chinese", "Mexican"]),
    ("Only Mexican food, please.", ["Mexican"]),
    ("No more Italian.", ["Chinese"]),
    ("Drop Chinese and add French.", ["Italian", "French"]),
])
def test_cuisines_are_added_replaced_or_dropped(text, cuisines, sandbox):
    assert edit(text, sandbox).draft["local_constraint"]["cuisine"] == cuisines


def test_rules_are_replaced_or_taken_back(sandbox):
    with_pets = {**TRIP, "local_constraint": {**TRIP["local_constraint"], "house rule": "pets"}}
    assert edit("We no longer need pets.", sandbox, with_pets).draft["local_constraint"]["house rule"] is None
    smoking = edit("Actually we need a place where smoking is allowed.", sandbox, with_pets)
    assert smoking.draft["local_constraint"]["house rule"] == "smoking"
    with_smoking = {**TRIP, "local_constraint": {**TRIP["local_constraint"], "house rule": "smoking"}}
    assert edit("actually we'll bring the dog, not smoke", sandbox, with_smoking).draft["local_constraint"]["house rule"] == "pets"
    assert edit("Pets instead, please.", sandbox, with_smoking).draft["local_constraint"]["house rule"] == "pets"
    assert edit("We can fly after all.", sandbox).draft["local_constraint"]["transportation"] is None
    assert edit("We'd like an entire home.", sandbox).draft["local_constraint"]["room type"] == "entire room"


@pytest.mark.parametrize("text", ["the kids love pizza, can we have Italian food?", "my sister smokes a lot, ha",
                                  "actually the kids love pizza, Italian food please"])
def test_a_house_rule_named_in_passing_keeps_the_one_asked_for(text, sandbox):
    """Said stays said: a rule named in passing never replaces the one the user asked for, and the reply says so."""
    with_pets = {**TRIP, "local_constraint": {**TRIP["local_constraint"], "house rule": "pets"}}
    result = edit(text, sandbox, with_pets)
    assert result.draft["local_constraint"]["house rule"] == "pets"
    assert any(note.startswith("I kept your house rule (pets)") for note in result.notes)


@pytest.mark.parametrize("text,rule", [
    ("And no self-driving either.", "no flight, no self-driving"),  # bans add up (it replaced the first: flights came back)
    ("No self-driving please.", "no flight, no self-driving"),
    ("No self-driving instead.", "no self-driving"),
    ("We can fly now, but no self-driving.", "no self-driving"),
    ("No flights.", "no flight"),
])
def test_a_new_transport_ban_is_added_to_the_trips(text, rule, sandbox):
    assert edit(text, sandbox).draft["local_constraint"]["transportation"] == rule


def test_dates_and_length(sandbox):
    longer = edit("Make it 5 days.", sandbox).draft
    assert longer["days"] == 5 and longer["date"] == ["2022-03-13", "2022-03-14", "2022-03-15", "2022-03-16", "2022-03-17"]
    moved = edit("Let's start on March 20th, 2022 instead.", sandbox).draft
    assert moved["date"] == ["2022-03-20", "2022-03-21", "2022-03-22"]
    both = edit("Change the dates to March 1st to March 5th, 2022.", sandbox).draft
    assert both["days"] == 5 and both["date"][0] == "2022-03-01"


def test_destination_and_cities(sandbox):
    state = edit("Let's go to Texas instead, 3 cities, for 7 days.", sandbox).draft
    assert (state["dest"], state["visiting_city_number"], state["days"]) == ("Texas", 3, 7)
    result = understand_message("Can we see 2 cities?", sandbox, TRIP)
    assert result.problems and "is a city, not a state" in result.problems[0]


def test_people_and_budget_per_person(sandbox):
    draft = edit("We are 3 now, and the budget is $600 per person.", sandbox).draft
    assert draft["people_number"] == 3 and draft["budget"] == 1800


def test_a_whole_route_is_a_new_trip(sandbox):
    result = understand_message("Plan a trip from Seattle to Denver, March 20-22 2022, $2,000", sandbox, TRIP)
    assert not result.edit and result.missing == ["people_number"]
    assert result.draft["local_constraint"]["cuisine"] is None  # nothing carried over


def test_a_new_trip_asks_for_what_it_lacks(sandbox):
    result = understand_message("I'd like to visit Denver", sandbox, None)
    assert result.missing == ["org", "date", "people_number", "budget"]


@pytest.mark.parametrize("pending,answer,field,value", [
    (["people_number"], "4", "people_number", 4),
    (["people_number"], "just me", "people_number", 1),
    (["people_number"], "two adults and a dog", "people_number", 2),
    (["budget"], "2000", "budget", 2000),
    (["budget"], "about $1,800", "budget", 1800),
    (["org"], "Seattle", "org", "Seattle"),
    (["org", "budget"], "Seattle", "org", "Seattle"),
    (["date"], "March 20 to 22, 2022", "date", ["2022-03-20", "2022-03-21", "2022-03-22"]),
    (["people_number"], "ok 2 then", "people_number", 2),  # the words around a short answer say nothing of it
    (["budget"], "fine, 1500 please", "budget", 1500),
])
def test_short_answers_fill_the_field_asked_for(pending, answer, field, value, sandbox):
    draft = {k: v for k, v in TRIP.items() if k not in pending}
    result = understand_message(answer, sandbox, None, draft, pending)
    assert result.draft[field] == value and field not in result.missing and not result.problems
    assert result.draft["dest"] == "Myrtle Beach"


def test_a_bad_answer_is_asked_again_with_the_reason(sandbox):
    draft = {k: v for k, v in TRIP.items() if k != "people_number"}
    result = understand_message("0 people", sandbox, None, draft, ["people_number"])
    assert not result.problems and result.missing == ["people_number"]
    assert result.notes == ["I couldn't use \"0 people\": the number of travellers must be at least 1 (read '0 people')"]


@pytest.mark.parametrize("text,field,reason", [
    ("Plan a trip for 2 from Seattle to Seattle, March 5-7 2022, $2,000", "dest", "the same (Seattle)"),
    ("Plan a trip for 2 from Seattle to Gotham City, March 5-7 2022, $2,000", "dest", "Gotham City"),
    ("Plan a trip for 2 (a group of 5) from Seattle to Denver, March 5-7 2022, $2,000", "people_number", "contradict"),
    ("Plan a trip for 2 from Seattle to Denver, March 5-7 2022, 2000 euros", "budget", "euros"),
    ("Plan a 3-day trip for 2 from Seattle to Denver, March 5-9 2022, $2,000", "date", "3 days stated"),
])
def test_a_new_request_with_a_bad_essential_asks_for_it(text, field, reason, sandbox):
    result = understand_message(text, sandbox, None)
    assert not result.problems and result.missing == [field]
    assert any(reason in note for note in result.notes)


def test_an_edit_that_cannot_be_used_is_refused_and_the_trip_kept(sandbox):
    result = understand_message("Make the budget 3000 euros", sandbox, TRIP)
    assert result.edit and result.problems and "euros" in result.problems[0]


def test_dates_outside_the_sandbox_are_noted_for_new_trips_and_edits(sandbox):
    result = understand_message("Plan a trip for 2 from Seattle to Denver, June 5-7 2023, $2,000", sandbox, None)
    assert any("2022-03-01 to 2022-03-31" in note for note in result.notes)
    moved = edit("Let's go on June 5th, 2023 instead.", sandbox)
    assert moved.draft["date"][0] == "2023-06-05" and any("outside what the sandbox covers" in note for note in moved.notes)
    assert not any("sandbox" in note for note in edit("Make it $1,500.", sandbox).notes)


@pytest.mark.parametrize("key,value,shown", [
    ("max flight hours", 3.0, "3"),  # a limit as it was said, not "3.0"
    ("min rating", 3.5, "3.5"),
    ("budget", 1400.0, "$1,400"),
    ("cuisine", ["Italian", "Chinese"], "Italian, Chinese"),
    ("max night price", None, "none"),
])
def test_an_edit_line_shows_each_value_as_a_user_reads_it(key, value, shown):
    from himap_travel.nodes.chat.change_lines import show

    assert show(key, value) == shown


@pytest.mark.parametrize("text,field,value", [
    ("and it's $2,400 not $1,800", "budget", 2400),
    ("and 3 people instead of 2", "people_number", 3),
    ("make it 4 days rather than 3", "days", 4),
])
def test_a_value_corrected_in_words_is_the_new_one_only(text, field, value, sandbox):
    """"$2,400 not $1,800": the value after "not" is the one replaced, never a second budget (or a count of days)."""
    result = edit(text, sandbox)
    assert result.draft[field] == value and result.draft["people_number"] == (value if field == "people_number" else 2)
