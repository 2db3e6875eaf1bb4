"""Chat probes of stop 97 (issues 38 and 39): a wish said not to be a must yet wished, and a day that closes the wish
before the food.

* "entire home is not a must but would be nice" was taken as a take-back of a wish the trip did not hold ("I couldn't
  find 'entire home' among your wishes"): it asks for the room softly, as the request reader reads it;
* "seaworld on day 2 and italian food please" held the italian on day 2: the day is the sight's, the food the trip's.
"""

from __future__ import annotations

from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.graphs.chat import build_chat_graph
from tests.support.chat_checks import local_rules, said_in_new_thread

START = "Plan a 3-day trip from Washington to Orlando for 2 people, March 15 to 17, 2022, with a budget of $2,500."


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


def test_a_room_not_a_must_but_nice_is_asked_for(app) -> None:
    after, said = said_in_new_thread(app, START, "entire home is not a must but would be nice")
    assert local_rules(after).get("room type") == "entire room"
    assert "nothing to take back" not in said


def test_a_room_not_a_must_any_more_is_taken_back(app) -> None:
    after, _said = said_in_new_thread(app, START, "we want an entire home", "the entire home is not a must anymore")
    assert local_rules(after).get("room type") is None


def test_a_day_said_of_a_sight_is_not_the_foods(app) -> None:
    after, _said = said_in_new_thread(app, START, "seaworld on day 2 and italian food please")
    rules = local_rules(after)
    assert rules.get("sight days") == [{"sight": "SeaWorld Orlando", "day": 2}]
    assert rules.get("cuisine") == ["Italian"] and not rules.get("meal days")
