"""The user's turn messages, per constraint kind, and what the chat graph's reading makes of them."""

from __future__ import annotations

import pytest

from himap_travel.domain.sandbox.paths import data_dir
from himap_travel.harness.flex.data import NewConstraint, load_file
from himap_travel.harness.flex.turns import NO_BUDGET, REVISE, answer, constraint_sentence, request_text, stand_ins, turn_message
from himap_travel.nodes.chat.understanding import understand_message

FLEX = data_dir() / "flextravelbench"

SENTENCES = [  # FlexTravelBench's generate_query wording, exactly
    ({"budget": 11300}, "My budget is 11300."),
    ({"people_number": 4}, "The total number of people traveling is 4."),
    ({"house rule": "children under 10"}, "The accommodation should allow for children under 10."),
    ({"house rule": "pets"}, "The accommodation should allow for pets."),
    ({"cuisine": ["Chinese", "Mexican"]}, "we're particularly interested in trying out Chinese, Mexican food."),
    ({"room type": "not shared room"}, "I need a not shared room."),
    ({"room type": "entire room"}, "I need a entire room."),
    ({"transportation": "no flight"}, "Transportation requirement: no flight."),
]


@pytest.mark.parametrize(("added", "sentence"), SENTENCES)
def test_the_sentence_of_each_constraint_kind(added, sentence):
    (kind, value), = added.items()
    assert constraint_sentence(NewConstraint(kind=kind, value=value)) == sentence


def test_turn_messages_full_and_rebuilt():
    budget = load_file(FLEX / "val_dataset_without_budget_one.json")[0]  # idx 60: New York → Reno, 4 people
    assert turn_message(budget, 1) == budget.query
    assert turn_message(budget, 2, "full") == REVISE + "My budget is 11300."
    rebuilt = turn_message(budget, 2, "rebuilt")
    assert rebuilt.startswith("Please plan a 3-day trip from New York to Reno, from March 14 to March 16, 2022, for 4 people.")
    assert "The accommodation should allow for children under 10." in rebuilt
    assert rebuilt.endswith("Now also satisfy this new condition: My budget is 11300.")
    assert "budget of" not in rebuilt.split("Those were")[0]  # no stand-in for a budget not yet given


def test_answers_use_the_row_or_the_stand_ins():
    people = load_file(FLEX / "val_dataset_without_people_number_one.json")[0]
    assert answer(["people_number"], people.row_at(1)) == "1 person"
    assert answer(["budget"], {"budget": None}) == f"${NO_BUDGET:,.0f}"
    assert answer(["budget", "people_number"], {"budget": 1600.0, "people_number": 2}) == "a budget of $1,600, 2 people"
    assert stand_ins(people.row_at(1))["people_number"] == 1 and stand_ins(people.row_at(2))["people_number"] == 4


def test_the_benchmarks_user_plans_without_a_vague_hint_and_states_the_rule_later():
    """Turn 1 hints at the withheld rule ("accommodations suitable for our group"); the chat asks whether to plan
    without it, and FlexTravelBench's user says yes (the rule comes in its own turn): an empty answer was an error."""
    assert answer(["wishes"], {"budget": 1600.0}) == "yes, plan without it"
    assert answer(["wishes", "people_number"], {"people_number": 2}) == "2 people"


def _edited(sandbox, trip: dict, message: str) -> dict:
    result = understand_message(message, sandbox, trip)
    assert not result.problems and not result.missing
    return result.draft


TRIP = {"org": "New York", "dest": "Reno", "days": 3, "visiting_city_number": 1,
        "date": ["2022-03-14", "2022-03-15", "2022-03-16"], "people_number": 4, "budget": NO_BUDGET,
        "local_constraint": {"house rule": None, "cuisine": None, "room type": None, "transportation": None}}


@pytest.mark.parametrize(("added", "field", "expected"), [
    ({"budget": 11300}, "budget", 11300.0),
    ({"house rule": "pets"}, "house rule", "pets"),
    ({"house rule": "children under 10"}, "house rule", "children under 10"),
    ({"house rule": "smoking"}, "house rule", "smoking"),
    ({"house rule": "parties"}, "house rule", "parties"),
    ({"house rule": "visitors"}, "house rule", "visitors"),
    ({"cuisine": ["Chinese", "Mexican"]}, "cuisine", ["Chinese", "Mexican"]),
    ({"room type": "not shared room"}, "room type", "not shared room"),
    ({"room type": "private room"}, "room type", "private room"),
    ({"room type": "entire room"}, "room type", "entire room"),
    ({"room type": "shared room"}, "room type", "shared room"),
])
def test_the_chat_reads_each_turn_message_as_the_constraint(sandbox, added, field, expected):
    (kind, value), = added.items()
    draft = _edited(sandbox, TRIP, REVISE + constraint_sentence(NewConstraint(kind=kind, value=value)))
    got = draft[field] if field == "budget" else draft["local_constraint"][field]
    assert got == expected
    others = {k: v for k, v in draft.items() if k not in ("budget", "local_constraint")}
    assert others == {k: v for k, v in TRIP.items() if k not in ("budget", "local_constraint")}


def test_the_chat_reads_the_people_number_sentence(sandbox):
    draft = _edited(sandbox, {**TRIP, "people_number": 1}, REVISE + "The total number of people traveling is 4.")
    assert draft["people_number"] == 4


def test_a_rebuilt_message_reads_as_the_whole_accumulated_request(sandbox):
    instance = load_file(FLEX / "val_dataset_without_cuisine_one.json")[0]  # idx 62, cuisine withheld
    result = understand_message(turn_message(instance, 2, "rebuilt"), sandbox, None)
    row = instance.row_at(2)
    assert not result.edit and not result.missing
    assert {k: result.draft[k] for k in ("org", "dest", "date", "people_number", "budget")} == \
        {k: row[k] for k in ("org", "dest", "date", "people_number", "budget")}
    assert sorted(result.draft["local_constraint"]["cuisine"]) == sorted(row["local_constraint"]["cuisine"])


def test_request_text_states_every_field(sandbox):
    row = {**TRIP, "budget": 2500.0, "local_constraint": {"house rule": "pets", "cuisine": ["Indian"], "room type": "entire room",
                                                           "transportation": "no flight"}}
    draft = understand_message(request_text(row), sandbox, None).draft
    assert draft["local_constraint"] == row["local_constraint"]
    assert (draft["budget"], draft["people_number"], draft["date"]) == (2500.0, 4, TRIP["date"])
