"""A question for the plan's most or least costly item ("what's the most expensive meal?", "the priciest thing in the
plan", "most expensive flight?") is answered with that item, its day and its price, never with the trip's total
(``nodes.chat.answers._extreme_item``); a day asked by its cost stays the day's answer."""

from __future__ import annotations

from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.graphs.chat import build_chat_graph
from tests.support.chat_checks import answered, says
from tests.support.chat_scoring import run_conversation

START = "3 days Seattle to San Francisco march 3-5 2022 for 2 with 2500"  # a drive there and back: no flight


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


@pytest.mark.parametrize(("question", "phrases"), [
    ("what's the most expensive meal", ("The most expensive is day", " at ")),
    ("whats the priciest thing in the plan", ("The most expensive is day",)),
    ("which meal is the cheapest?", ("The cheapest is day", " at ")),
    ("most expensive flight?", ("no flight", "The most expensive is day", "drive")),
    ("which day is most expensive", ("is the most expensive: $",)),
])
def test_an_item_asked_by_its_cost_is_named_with_its_price(app, question, phrases):
    results = run_conversation(app, "extreme", [(START, []), (question, [answered, says(*phrases)])])
    failed, said = results[-1]
    assert failed == [], said
    assert "the whole trip costs" not in said.lower(), said
