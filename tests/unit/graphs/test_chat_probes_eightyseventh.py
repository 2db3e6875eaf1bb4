"""Chat probes of stop 87 (issue 39): "nothing planned on the last day" said after the plan was not understood (the
chat's reading had no length to count the last day from), a length changed afterwards refused the trip (the old last
day was then spent in the city), a clock time said in passing refused the message, and a change made with its cost
asked after it ("make it $1,600, and would that be cheaper?") re-planned for the lowest cost, the change dropped."""

from __future__ import annotations

from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.graphs.chat import build_chat_graph
from tests.support.chat_checks import local_rules, said_in_new_thread, said_in_thread

_ORLANDO = "3 days washington to orlando march 10-12 2022, 2 of us, 2500 budget"


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


@pytest.mark.parametrize(("message", "days"), [("nothing planned on the last day pls", [3]),
                                                 ("keep the final day free, long drive home", [3]),
                                                 ("no sights on day 1, we get in late", [1])])
def test_a_travel_day_kept_free_after_the_plan_is_kept(app: Any, message: str, days: list[int]) -> None:
    after, said = said_in_new_thread(app, _ORLANDO, message)
    assert local_rules(after)["pace"] == {"most": 0, "least": None, "days": days}
    assert all(day["attraction"] == "-" for day in after["plan"] if day["days"] in days)
    assert f"no sights on day {days[0]}" in said and "plan without" not in said


def test_a_longer_trip_moves_the_free_last_day_and_undo_brings_it_back(app: Any) -> None:
    config = "empty-days-moved"
    after, said = said_in_thread(app, config, _ORLANDO, "nothing planned on the last day pls", "make it 4 days, march 10 to 13")
    assert after["trip"]["days"] == 4 and local_rules(after)["pace"]["days"] == [4]
    assert "day 3 → day 4" in said and after["plan"][3]["attraction"] == "-"
    after, _said = said_in_thread(app, config, "undo")
    assert after["trip"]["days"] == 3 and local_rules(after)["pace"]["days"] == [3]


def test_a_free_day_in_the_middle_is_refused_with_its_reason(app: Any) -> None:
    before, _said = said_in_new_thread(app, _ORLANDO)
    after, said = said_in_new_thread(app, _ORLANDO, "keep day 2 free")
    assert "only a travel day" in said and "Value error" not in said
    assert local_rules(after).get("pace") is None and after["plan"] == before["plan"]


@pytest.mark.parametrize(("message", "words"), [("dinner at 7pm each night pls", "sets an hour of no flight"),
                                                  ("we land at like 3pm", "never at one exact time")])
def test_a_clock_time_no_window_keeps_is_named_never_refused_as_not_understood(app: Any, message: str, words: str) -> None:
    after, said = said_in_new_thread(app, _ORLANDO, message)
    assert words in said and "not understood" not in said and after["plan"]


@pytest.mark.parametrize(("message", "field", "value"), [("make it $1,600, and would that be cheaper?", "budget", 1600.0),
                                                          ("make it 3 people, would it be more expensive?", "people_number", 3)])
def test_a_change_made_with_its_cost_asked_is_made(app: Any, message: str, field: str, value: Any) -> None:
    after, said = said_in_new_thread(app, _ORLANDO, message)
    assert after["trip"][field] == value and after["plan"]
    assert "lowest cost" not in said and "plan without" not in said
