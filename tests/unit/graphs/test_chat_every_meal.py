"""A cuisine at every meal of a kind in the chat (issue 38, ``MealWish.every``): "Italian every night" is kept as every
dinner Italian, stays through a later turn that asks one meal of another cuisine, and is replaced or eased to one meal
in the user's words. Each conversation on the Orlando trip of the constraint tests."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.domain.evaluation.lookup import venue_index
from himap_travel.graphs.chat import build_chat_graph
from tests.support.chat_checks import every_meal_kept, local_rules, said_in_thread
from tests.support.constraint_trips import BASE

_threads = itertools.count()
EVERY_ITALIAN_DINNER = [{"meal": "dinner", "cuisine": "Italian", "restaurant": None, "every": True}]


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


def _chat(app: Any, *messages: str) -> tuple[dict, str]:
    """The state and the reply after the messages, said in one new thread."""
    return said_in_thread(app, f"every-meal-{next(_threads)}", *messages)


def test_italian_every_night_is_every_dinner_and_each_dinner_serves_it(app: Any, sandbox: Any) -> None:
    after, said = _chat(app, BASE, "Italian every night please")
    assert local_rules(after)["meal wishes"] == EVERY_ITALIAN_DINNER and every_meal_kept("Italian", "dinner")({}, after, said)
    index = venue_index(sandbox)
    dinners = [index.first("restaurant", day["dinner"], True) for day in after["plan"] if day.get("dinner") not in (None, "", "-")]
    assert dinners and all(row is not None and "Italian" in row.cuisines for row in dinners)


def test_a_dinner_of_another_cuisine_on_one_day_keeps_the_rule_and_says_why_not(app: Any) -> None:
    """No restaurant in Orlando serves pizza and Italian both that the plan does not already eat at: day 2's dinner
    stays Italian, the rule is not dropped in silence for the one meal, and the refusal names it."""
    thread = f"every-meal-{next(_threads)}"
    before, _ = said_in_thread(app, thread, BASE, "Italian every night please")
    after, said = said_in_thread(app, thread, "actually pizza for dinner on day 2")
    assert local_rules(after)["meal wishes"] == EVERY_ITALIAN_DINNER
    assert "couldn't" in said and "day 2's dinner: your rule Italian for every dinner" in said and after["plan"] == before["plan"]


@pytest.mark.parametrize(("later", "wishes"), [
    ("make it mexican every night instead", [{"meal": "dinner", "cuisine": "Mexican", "restaurant": None, "every": True}]),
    ("actually just one italian dinner is enough", [{"meal": "dinner", "cuisine": "Italian", "restaurant": None}]),
])
def test_a_later_turn_replaces_it_or_eases_it_to_one_dinner(app: Any, later: str, wishes: list[dict]) -> None:
    after, _said = _chat(app, BASE, "Italian every night please", later)
    assert local_rules(after)["meal wishes"] == wishes
