"""The trip's current day said once is kept for the conversation (issue 39): "we're on day 2 now" in one message, then
"the hotel just cancelled on us for tonight" is night 2's stay, and the repair keeps day 1 as lived; it was read as
before the trip and re-planned day 1 too (``undated.today_of``, ``phrases.with_today``)."""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.graphs.chat import build_chat_graph
from himap_travel.nodes.chat.undated import said_disruptions, today_of
from himap_travel.planning.monitor.phrases import with_today
from tests.support.chat_checks import turn
from tests.support.disruption_scoring import PLAN, TRIP


def _thread(*said: str) -> dict[str, Any]:
    messages: list[Any] = []
    for text in said:
        messages += [HumanMessage(text), AIMessage("(reply)")]
    return {"plan": PLAN, "messages": messages}


@pytest.mark.parametrize(("said", "today"), [
    (("plan it", "we're on day 2 now", "the aquarium was great"), 2),
    (("we're on day 1", "ok it's day 3 now"), 3),  # the last said wins
    (("plan it", "thanks"), None),  # never said: before the trip
    (("we're on day 9",), None),  # no day of the plan
])
def test_the_current_day_is_the_one_last_said(said, today):
    assert today_of(_thread(*said)) == today


def test_a_message_stating_no_day_takes_the_known_one():
    assert with_today("the hotel cancelled on us for tonight", known=2) == "the hotel cancelled on us for night 2"
    assert with_today("we're on day 3, the hotel cancelled tonight", known=2) == ", the hotel cancelled night 3"
    assert with_today("the hotel cancelled tonight") == "the hotel cancelled tonight"


def test_a_closure_today_is_dated_by_the_day_known():
    gone, _asked = said_disruptions("the aquarium is closed today", PLAN, dates=TRIP["date"], known_today=1) or ([], None)
    assert gone == ["attraction:Tennessee Aquarium, Savannah@2022-03-03"]


def test_a_stay_lost_tonight_after_the_day_was_said_keeps_the_days_lived():
    app = build_chat_graph(InMemorySaver())
    config = {"configurable": {"thread_id": "today-known"}}
    planned, _said = turn(app, config, "3 days from dallas to denver, 2 ppl, march 5 to 7 2022, budget 1800")
    turn(app, config, "we're on day 2 now, all good so far")
    after, said = turn(app, config, "the hotel just cancelled on us for tonight")
    assert "day 1 is lived" in said or after["plan"][0] == planned["plan"][0]
