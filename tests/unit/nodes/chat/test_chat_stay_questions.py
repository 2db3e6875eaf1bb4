"""Yes-or-no questions about the plan's stays, stops asked about by their place, and a stay said unwanted taken back
(issue 39; nodes/chat/stay_yes_no.py, stop_asked.py, stay_ban_lifted.py): each read against a plan of two cities,
without the graph."""

from __future__ import annotations

from typing import Any

import pytest

from himap_travel.nodes.chat.reading_turn import Turn
from himap_travel.nodes.chat.stay_ban_lifted import stay_ban_lifted
from himap_travel.nodes.chat.stay_yes_no import stay_asked
from himap_travel.nodes.chat.stop_asked import stop_asked
from himap_travel.planning.runtime.settings import PlannerSettings

# A plan with a stay of the data (rated 5.0, $188.00 a night for up to 2 guests)
_PLAN = [
    {"current_city": "from Washington to Orlando", "accommodation": "Rare Find: SUNNY, LARGE DUPLEX Chelsea 2BR 2BA, Orlando"},
    {"current_city": "Orlando", "accommodation": "Rare Find: SUNNY, LARGE DUPLEX Chelsea 2BR 2BA, Orlando"},
    {"current_city": "from Orlando to Washington", "accommodation": "-"},
]


def _turn(text: str, sandbox: Any, plan: list[dict] | None = None, **local: Any) -> Turn:
    trip = {"org": "Washington", "dest": "Orlando", "people_number": 2, "local_constraint": local}
    turn = Turn(text, {"trip": trip, "plan": plan or _PLAN, "messages": []}, PlannerSettings(), False, {}, None, False)
    turn.__dict__["sandbox"] = sandbox  # (the cached sandbox: the test's)
    return turn


@pytest.mark.parametrize("text, first", [
    ("is the hotel at least 4 stars?", "Yes"),
    ("is teh hotel atleast 5 stars", "Yes"),
    ("is it rated well, like 4+?", "Yes"),
    ("is the place under 200 a night?", "Yes"),
    ("are all the places under 50 a night", "No"),
    ("and is the orlando one under 150/night?", "No"),
])
def test_a_yes_or_no_question_is_answered_from_the_plan_with_its_figure(sandbox, text, first):
    answer = stay_asked(_turn(text, sandbox))
    assert answer is not None and answer["answer"].startswith(first)
    assert "5.0" in answer["answer"] or "$188.00" in answer["answer"]


@pytest.mark.parametrize("text", ["hotels rated 4 stars or more please", "make it under 100 a night",
                                  "is the hotel far from the center?", "what's the total"])
def test_a_wish_or_another_question_is_left_to_the_other_readers(sandbox, text):
    assert stay_asked(_turn(text, sandbox)) is None


_TWO = [
    {"current_city": "from Washington to Orlando", "accommodation": "Rare Find: SUNNY, LARGE DUPLEX Chelsea 2BR 2BA, Orlando"},
    {"current_city": "Orlando", "accommodation": "Rare Find: SUNNY, LARGE DUPLEX Chelsea 2BR 2BA, Orlando"},
    {"current_city": "from Orlando to Tampa", "accommodation": "Some stay, Tampa"},
    {"current_city": "Tampa", "accommodation": "Some stay, Tampa"},
    {"current_city": "from Tampa to Washington", "accommodation": "-"},
]


@pytest.mark.parametrize("text, said", [
    ("whats the last stop", "The last stop is Tampa: days 3–4, 2 nights."),
    ("and whats the first one", "The first stop is Orlando: days 1–2, 2 nights."),
    ("how many nights in the second city", "2 nights in Tampa, the second stop (days 3–4)."),
    ("what is the 3rd city", "This trip has 2 stops, so there is no 3rd one; nothing changed."),
])
def test_a_stop_asked_by_its_place_is_answered_from_the_route(sandbox, text, said):
    assert stop_asked(_turn(text, sandbox, _TWO)) == {"answer": said, "problems": []}


def test_a_stay_said_unwanted_is_allowed_again_when_named_and_accepted(sandbox):
    avoided = {"avoid stays": ["HARLEM CLEAN & COMFY SPACE"]}
    lifted = stay_ban_lifted(_turn("nvm, the harlem place is fine actually", sandbox, **avoided))
    assert lifted is not None and lifted["draft"]["local_constraint"]["avoid stays"] is None
    assert stay_ban_lifted(_turn("the harlem place is not fine", sandbox, **avoided)) is None
    assert stay_ban_lifted(_turn("the budget is fine", sandbox, **avoided)) is None
