"""Chat probes of stop 90 (issue 39): "no harry potter stuff" on a plan visiting Harry P Leu Gardens kept that garden
out (its first word said) and planned Harry Potter and the Forbidden Journey in its place; "italian for dinner just one
night" after "italian for dinner every night" cut the trip to one night; "not every night, just once" and "make the
room private" were not understood."""

from __future__ import annotations

from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.graphs.chat import build_chat_graph
from tests.support.chat_checks import local_rules, said_in_new_thread

_ORLANDO = "Plan a 3-day trip from Washington to Orlando for 2 people, March 10 to 12, 2022, with a budget of $2,500."
_EVERY_DINNER = "can we do italian for dinner every night"


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


def _sights(state: dict[str, Any]) -> str:
    return " ".join(str(day.get("attraction") or "") for day in state["plan"])


def test_words_of_several_sights_ruled_out_are_never_the_plans_other_sight(app: Any) -> None:
    before, _said = said_in_new_thread(app, _ORLANDO)
    assert "Harry P Leu Gardens" in _sights(before)  # the plan's sight sharing the first word
    after, said = said_in_new_thread(app, _ORLANDO, "actually no harry potter stuff")
    avoided = local_rules(after).get("avoid sights") or []
    assert "Harry P Leu Gardens" not in avoided and len([a for a in avoided if "Harry Potter" in a]) == 3
    assert "Harry Potter" not in _sights(after) and "each attraction whose name holds it" in said


@pytest.mark.parametrize("message", ["not every night, just once", "nah scrap that, just once is enough",
                                     "actually italian for dinner just one night"])
def test_a_cuisine_at_every_dinner_made_once_keeps_the_trip(app: Any, message: str) -> None:
    after, said = said_in_new_thread(app, _ORLANDO, _EVERY_DINNER, message)
    assert after["trip"]["date"] == ["2022-03-10", "2022-03-11", "2022-03-12"]
    assert local_rules(after)["meal wishes"] == [{"meal": "dinner", "cuisine": "Italian", "restaurant": None}]
    assert "Italian for every dinner → Italian for dinner" in said


def test_just_once_with_no_every_wish_is_not_rewritten(app: Any) -> None:
    after, _said = said_in_new_thread(app, _ORLANDO, "just once is enough")
    assert not local_rules(after).get("meal wishes")


def test_make_the_room_private_is_the_room_type(app: Any) -> None:
    after, said = said_in_new_thread(app, _ORLANDO, "make the room private")
    assert local_rules(after)["room type"] == "private room" and "room type: private room" in said


@pytest.mark.parametrize(("message", "named"), [("add a day at disney world", "disney world"),
                                                ("one more day at the beach please", "the beach")])
def test_a_day_added_for_a_place_the_data_lacks_names_it(app: Any, message: str, named: str) -> None:
    """The day was added and the place dropped in silence ("add a day at disney world": four days, no word of it)."""
    _after, said = said_in_new_thread(app, _ORLANDO, message)
    assert f"'we want to see {named}" in said and "plan without it" in said


def test_a_day_added_for_a_sight_of_the_data_asks_to_see_it(app: Any) -> None:
    after, _said = said_in_new_thread(app, _ORLANDO, "add a day for gatorland")
    assert len(after["trip"]["date"]) == 4 and local_rules(after)["must see"] == ["Gatorland"]


@pytest.mark.parametrize("message", ["and add a day at the end", "add a day at the start", "add a day for the kids"])
def test_a_day_added_where_in_the_trip_or_for_whom_is_no_place(message: str) -> None:
    from himap_travel.nodes.chat.day_purpose import purpose_said
    assert purpose_said(message) == message
