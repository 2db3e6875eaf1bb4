"""Chat probes of stop 96 (issues 38 and 39): a restaurant on a day said in lower case, and a day counted from no day
said in the message.

* "pizza hut on day 2 for lunch please" was taken by the meal swap as pizza food for day 2's lunch (then, once the
  swap gave way, named as a day no rule keeps): the restaurant is held on its day and meal;
* "the day after that, gatorland" kept Gatorland on no day in silence: the day it counts from is in another message,
  so the day is named with why.
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


def test_a_restaurant_on_a_day_in_lower_case_is_held_there(app) -> None:
    after, said = said_in_new_thread(app, START, "pizza hut on day 2 for lunch please")
    rules = local_rules(after)
    assert rules.get("meal days") == [{"day": 2, "meal": "lunch", "cuisine": None, "restaurant": "Pizza Hut"}]
    assert "lunch at Pizza Hut" in said and "not on a given day" not in said


def test_a_day_counted_from_another_message_is_named(app) -> None:
    after, said = said_in_new_thread(app, START, "gatorland on day 1", "the day after that, seaworld")
    assert "no day is said before it to count from" in said
    assert local_rules(after).get("sight days") == [{"sight": "Gatorland", "day": 1}]  # nothing planned past it yet


def test_a_meal_of_a_day_said_instead_keeps_the_other_days(app) -> None:
    after, _said = said_in_new_thread(app, START, "italian the first night and mexican the second",
                                      "actually the second night seafood instead")
    assert local_rules(after).get("meal days") == [  # (the italian of day 1 was dropped with the mexican)
        {"day": 1, "meal": "dinner", "cuisine": "Italian", "restaurant": None},
        {"day": 2, "meal": "dinner", "cuisine": "Seafood", "restaurant": None}]


def test_a_sight_moved_to_a_day_instead_keeps_the_other_sights_days(app) -> None:
    after, _said = said_in_new_thread(app, START, "gatorland on day 1 and seaworld on day 2", "seaworld on day 3 instead")
    assert local_rules(after).get("sight days") == [{"sight": "Gatorland", "day": 1}, {"sight": "SeaWorld Orlando", "day": 3}]


def test_a_return_bound_said_after_another_bound_is_a_window_of_its_own(app) -> None:
    after, _said = said_in_new_thread(app, START, "we'd prefer not to fly super early, nothing before 9am please",
                                      "and back by 6pm")
    windows = [{k: v for k, v in w.items() if v is not None} for w in local_rules(after).get("flight times") or []]
    assert windows == [{"leg": "every", "depart_from": "09:00"}, {"leg": "return", "arrive_until": "18:00"}]
    # (the 6pm was taken as the held window's new clock: every flight departing 18:00 or later, a 24-hour drive)


def test_a_wish_said_softly_then_not_a_must_is_asked_for_softly(app) -> None:
    after, said = said_in_new_thread(app, START, "gatorland would be fun, not a must")
    assert local_rules(after).get("must see") == ["Gatorland"] and "said as a preference" in said
    assert "nothing to take back" not in said  # (it was read as a take-back, then asked which sight to skip)


def test_a_wish_held_said_not_a_must_is_taken_back(app) -> None:
    after, _said = said_in_new_thread(app, START, "add gatorland", "gatorland is not a must")
    assert not local_rules(after).get("must see")
