"""The readers the thirty-sixth held-out conversation set (tests/unit/graphs/test_chat_heldout_thirtysixth.py, helper
CONV36) changed, each on other words than the set's and on words that only look like them (fail closed: nothing
changed in silence; not shut: what is legitimate still read)."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.domain.constraints.visit_cities import named_cities
from himap_travel.graphs.chat import build_chat_graph
from himap_travel.nodes.chat.joke_taken_back import without_joke
from himap_travel.nodes.chat.preference_waits import edit_beside
from himap_travel.nodes.chat.relative import RELATIVE_DAYS
from himap_travel.nodes.chat.rule_merge import _ONLY_CUISINE
from himap_travel.nodes.chat.take_back import held_wishes, taken_back
from himap_travel.nodes.chat.wishes import WISHES
from himap_travel.state.chat_state import MessageReading
from tests.support.chat_checks import local_rules, said_in_thread

_threads = itertools.count()
_ROUTE = "Houston to Wichita, March 19-21 2022, 2 people, $1,500"


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


def _chat(app: Any, *messages: str) -> tuple[dict, str]:
    """The state and the reply after the messages, said in one new thread."""
    return said_in_thread(app, f"conv36-fixes-{next(_threads)}", *messages)


# A joke taken back in the same message: only what comes after the words taking it back is read; words that insist
# ("not kidding"), or nothing on one side of them, leave the message as it is.
@pytest.mark.parametrize(("text", "read"), [
    ("could we go to reno instead? just joking, keep it as is", "keep it as is"),
    ("add 6 people lmao j/k, we stay at 2", "we stay at 2"),
    ("fly first class haha only joking. drive is fine", "drive is fine"),
    ("I'm not kidding, make it cheaper", "I'm not kidding, make it cheaper"),
    ("no kidding, we need a pool", "no kidding, we need a pool"),
    ("make it 10 days jk", "make it 10 days jk"),
    ("lol jk", "lol jk"),
])
def test_a_joke_taken_back_is_left_out(text: str, read: str) -> None:
    assert without_joke(text) == read


def test_a_joke_destination_taken_back_keeps_the_trip(app: Any) -> None:
    after, said = _chat(app, _ROUTE, "what about tulsa or dallas instead? only joking, keep wichita")
    assert after["trip"]["dest"] == "Wichita" and "several" not in said and "didn't understand" not in said


# A list of cities said again after the words that correct a value is the cities wished for; a sentence saying more of
# them ("are too far") is no list.
@pytest.mark.parametrize(("text", "cities"), [
    ("oops, i meant savannah and augusta", ["savannah", "augusta"]),
    ("no wait, augusta and savannah", ["augusta", "savannah"]),
    ("sorry, savannah and augusta are too far", []),
])
def test_a_city_list_said_again_is_the_wish(text: str, cities: list[str]) -> None:
    places = [(text.index(city), text.index(city) + len(city)) for city in ("savannah", "augusta")]
    assert [name.lower() for name in named_cities(text, places)] == cities


# A preference said while a trip's question is open: the edit beside it is read on that trip, the wish kept for its
# plan; a preference alone, or one said while "plan without it?" is open, leaves nothing to read.
@pytest.mark.parametrize(("text", "missing", "rest"), [
    ("cheapest possible, and one more day please", ["people_number"], "one more day please"),
    ("nicer hotels please", ["budget"], None),
    ("make it cheaper and add a night", [WISHES], None),
])
def test_the_edit_beside_a_waiting_preference(text: str, missing: list[str], rest: str | None) -> None:
    assert edit_beside(MessageReading(kind="preference", preference="cheapest"), text, missing, True) == rest


def test_a_preference_waits_for_the_plan_with_its_edit(app: Any) -> None:
    after, said = _chat(app, "Tulsa to Wichita, March 19-21 2022, $1,500", "cheapest possible, and one more day please")
    assert after["draft"]["days"] == 4 and after["objective"] == "cheapest" and "lowest cost" in said
    after, _said = _chat(app, "Tulsa to Wichita, March 19-21 2022, $1,500", "cheapest possible, and one more day please", "2")
    assert after["trip"]["days"] == 4 and after["plan"] is not None or after.get("no_plan")


def test_a_change_by_an_amount_is_no_failed_answer(app: Any) -> None:
    after, said = _chat(app, "Tulsa to Wichita, March 19-21 2022, 2 people", "add two nights")
    assert after["draft"]["days"] == 5 and "I couldn't use" not in said
    after, said = _chat(app, "Tulsa to Wichita, March 19-21 2022, 2 people", "add two nights", "$1,500")
    assert after["trip"]["days"] == 5 and "Shall I plan without" not in said


# A cuisine named after "actually" or "on second thought" replaces the ones before; one said to be added, or put back,
# does not.
@pytest.mark.parametrize(("text", "only"), [
    ("on second thought, thai", True), ("hmm actually korean pls", True), ("actually, thai too", False),
    ("actually we also want thai", False), ("actually add thai back", False),
])
def test_a_cuisine_put_right_replaces_the_others(text: str, only: bool) -> None:
    assert bool(_ONLY_CUISINE.search(text)) is only


# A subject of the stay taken back whole ("the stay preferences") drops every rule of the stay, never who travels
# (the house rule) nor another kind; the subject's word alone ("forget the hotel") names no rule.
@pytest.mark.parametrize(("text", "dropped"), [
    ("forget the stay preferences", {"max night price", "room type"}),
    ("scrap the room requirements pls", {"max night price", "room type"}),
    ("forget the hotel", set()),
])
def test_a_stay_subject_taken_back_whole(text: str, dropped: set[str]) -> None:
    held = held_wishes({"budget": 1500, "local_constraint": {"max night price": 150, "room type": "entire room",
                                                             "house rule": "children under 10", "cuisine": ["Thai"]}})
    assert {h.key for h in taken_back(text, held).dropped} == dropped


def test_the_stay_rules_dropped_in_a_chat(app: Any) -> None:
    after, _said = _chat(app, _ROUTE, "entire place and 3 stars at least", "ditch the hotel preferences")
    rules = local_rules(after)
    assert not rules.get("room type") and not rules.get("min stay rating")


# A route said again with a correcting word that keeps one end of the trip corrects it (its party and budget kept); a
# whole new route is a new trip.
def test_a_route_corrected_at_its_origin_keeps_the_trip(app: Any) -> None:
    after, _said = _chat(app, _ROUTE, "sorry, actually dallas to wichita")
    assert (after["trip"]["org"], after["trip"]["people_number"], after["trip"]["budget"]) == ("Dallas", 2, 1500)


def test_a_new_route_is_a_new_trip(app: Any) -> None:
    after, _said = _chat(app, _ROUTE, "Dallas to Tulsa, March 5-7 2022, 3 people, $900")
    assert (after["trip"]["org"], after["trip"]["people_number"]) == ("Dallas", 3)


# The trip ended earlier or later by an amount ("finish a day early") changes its length; an end of something else
# ("the party ends at 9") does not.
@pytest.mark.parametrize(("text", "read"), [
    ("we have to wrap up a day early", True), ("can it end two days later", True), ("the party ends at 9", False),
])
def test_an_end_moved_by_an_amount(text: str, read: bool) -> None:
    assert bool(RELATIVE_DAYS.search(text)) is read


def test_a_trip_finished_a_day_early(app: Any) -> None:
    after, _said = _chat(app, _ROUTE, "sorry, we need to finish a day early")
    assert after["trip"]["days"] == 2
