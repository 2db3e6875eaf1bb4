"""The readers and answers the thirty-second held-out conversation set (tests/unit/graphs/test_chat_heldout_thirtysecond.py,
helper CONV32) changed, each on other words than the set's (one conversation per test) and on words that only look
like them."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.domain.constraints import avoid_sights, flight_times
from himap_travel.domain.constraints import pace as pace_rule
from himap_travel.domain.parsing.people import read_people
from himap_travel.domain.parsing.wish_clauses import clauses_of
from himap_travel.graphs.chat import build_chat_graph
from himap_travel.nodes.chat.intent_questions import plan_question
from himap_travel.nodes.chat.wishes import consent
from tests.support.chat_checks import local_rules, said_in_thread

_threads = itertools.count()


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


def _chat(app: Any, *messages: str) -> tuple[dict, str]:
    """The state and the reply after the messages, said in one new thread."""
    return said_in_thread(app, f"conv32-fixes-{next(_threads)}", *messages)


_OPEN = "Longview to Baton Rouge, March 9-11 2022, 2 people, $1,300"


@pytest.mark.parametrize(("text", "bye"), [
    ("brill, ta-ra then", True), ("ok, catch you later", True), ("nice one, laters", True),
    ("ok that'll do", False), ("we're all set here", False), ("ace!", False), ("that's me sorted", False),
])
def test_a_sign_off_in_words_of_its_own_is_thanked_or_said_goodbye(app: Any, text: str, bye: bool) -> None:
    after, said = _chat(app, _OPEN, text)
    assert ("Goodbye" in said) if bye else said.startswith("You're welcome")
    assert "didn't understand" not in said


@pytest.mark.parametrize(("text", "yes"), [
    ("no problem, leave that out", "yes"), ("yeah fine, skip that part", "yes"), ("ok go on without them", "yes"),
    ("no, skip the museum", None), ("no problem with the dog", None), ("skip the spa", None),
])
def test_leaving_a_wish_out_in_its_own_words_is_a_yes(text: str, yes: str | None) -> None:
    assert consent(text) == yes


def test_a_wish_refused_in_an_edit_is_left_out_when_told_so(app: Any) -> None:
    after, said = _chat(app, _OPEN, "we need a hotel with a rooftop pool", "no worries, leave that bit out")
    assert "already leaves out" in said and not after.get("missing") and after.get("plan")


def test_a_wish_asked_about_in_an_opening_is_planned_without_when_told_so(app: Any) -> None:
    after, said = _chat(app, "Killeen to Shreveport, March 15-17 2022, 2 people, $1,100, a hotel with a rooftop pool",
                        "sure, go on without that then")
    assert not after.get("missing") and after.get("plan") and "**Day 1**" in said


def test_a_cap_said_as_a_verb_before_the_night_caps_each_night(app: Any) -> None:
    after, said = _chat(app, _OPEN, "limit every night to $140")
    assert local_rules(after).get("max night price") == 140 and after["trip"]["budget"] == 1300


def test_a_direction_before_to_keeps_the_route(app: Any) -> None:
    after, said = _chat(app, "Shreveport over to Killeen, March 5-7 2022, 2 of us, $1,000")
    assert (after["trip"]["org"], after["trip"]["dest"]) == ("Shreveport", "Killeen")


def test_noise_said_as_the_reason_of_a_party_rule_is_no_wish_of_its_own(app: Any) -> None:
    after, said = _chat(app, _OPEN, "my husband can't bear noise, so no parties at the place")
    assert local_rules(after).get("stay forbids") == ["parties"] and not after.get("missing")
    after, said = _chat(app, _OPEN, "no nightlife noise please")
    assert "noise" in said and "stay forbids" not in local_rules(after)


@pytest.mark.parametrize(("text", "topic"), [
    ("our hotel, where's that", "stays"), ("room?", "stays"), ("the hotel, how many stars is it", "hotel"),
    ("what's the total for the lot", "total"), ("oooh where are we staying", "stays"),
])
def test_a_stay_or_a_total_asked_in_few_words_is_a_question(text: str, topic: str) -> None:
    asked = plan_question(text)
    assert asked is not None and asked.topic == topic


def test_a_redo_after_a_hesitation_is_a_redo(app: Any) -> None:
    after, said = _chat(app, _OPEN, "restaurants rated 4 or better", "undo", "um, redo that")
    assert local_rules(after).get("min rating") == 4


def test_an_exact_pace_said_again_with_a_new_count_is_that_count(app: Any) -> None:
    after, said = _chat(app, _OPEN, "take it easy, one sight a day", "ok we can do two a day")
    pace = local_rules(after).get("pace") or {}
    assert (pace.get("most"), pace.get("least")) == (2, 2)


@pytest.mark.parametrize(("text", "count"), [
    ("the gang (me and my three cousins) want to go", 4), ("the family (me, my wife and our son) is going", 3),
    ("the kids (4 and 7) and me", 3),
])
def test_a_group_whose_members_a_parenthesis_lists_is_that_list(text: str, count: int) -> None:
    problems: list[str] = []
    assert read_people(text, problems).count == count and not problems


@pytest.mark.parametrize(("text", "clock"), [
    ("no flights before seven in the morning", "07:00"), ("only flights after two in the afternoon", "14:00"),
])
def test_an_hour_in_words_with_its_part_of_the_day_is_a_flight_time(app: Any, text: str, clock: str) -> None:
    after, said = _chat(app, "Lubbock to Oklahoma City, March 20-22 2022, 2 people, $1,500", text)
    windows = local_rules(after).get("flight times") or []
    assert any(w.get("depart_from") == clock for w in windows) and local_rules(after).get("transportation") is None


def test_the_rest_said_to_stay_as_it_is_asks_nothing_beside_the_change(app: Any) -> None:
    after, said = _chat(app, _OPEN, "no smoking, and mexican food", "forget the mexican and leave everything else")
    assert not after.get("missing") and not local_rules(after).get("cuisine")
    assert local_rules(after).get("stay forbids") == ["smoking"]
    after, said = _chat(app, _OPEN, "keep the rest of the day free on day 2")
    assert "keep the rest of the day free" not in str(local_rules(after))


@pytest.mark.parametrize(("text", "kinds"), [
    ("we're not museum people", ["the museums"]), ("i'm not a zoo person tbh", ["the zoos"]),
    ("honestly we are not beach fans", ["the beaches"]), ("not theme park types at all", ["the theme parks"]),
    ("we're museum people through and through", []), ("not a big museum, a small one", []),
    ("we're not big museum people", []), ("not really a zoo person", []),  # a taste said softly: talk
])
def test_a_kind_of_sight_ruled_out_by_who_the_party_is_not_is_every_sight_of_it(text: str, kinds: list[str]) -> None:
    assert [kind for _at, kind in avoid_sights.kinds_ruled_out(text)] == kinds


def test_a_kind_of_sight_the_party_is_not_into_is_avoided_in_the_chat(app: Any) -> None:
    after, said = _chat(app, _OPEN, "my wife and i are not museum folks")
    avoided = local_rules(after).get("avoid sights") or []
    assert avoided and all("museum" in name.lower() for name in avoided) and "didn't understand" not in said


def test_the_old_value_judged_beside_the_new_one_sets_the_new_one(app: Any) -> None:
    after, said = _chat(app, _OPEN, "max 1 hour of driving a day", "make it three hours, one's way too little")
    assert local_rules(after).get("max driving hours") == 3 and "didn't understand" not in said
    after, said = _chat(app, _OPEN, "max 1 hour of driving a day", "make it three hours, five's way too much")
    assert local_rules(after).get("max driving hours") == 1  # five is no value held: not a remark on it


@pytest.mark.parametrize(("text", "least"), [
    ("cram it all in, as many as we can", 2), ("we want to see as much as possible", 2), ("squeeze lots in", 2),
    ("we want to save as much as possible", None), ("pack it in the car", None),
])
def test_days_filled_as_much_as_possible_are_a_busy_pace(text: str, least: int | None) -> None:
    pace = pace_rule.read(text, [], [], [])
    assert (pace.least if pace is not None else None) == least


def test_more_sights_wished_with_as_much_as_possible_opens_a_slow_pace(app: Any) -> None:
    after, said = _chat(app, _OPEN, "slow pace for us", "ok pack it all in, as much as we can")
    pace = local_rules(after).get("pace") or {}
    assert (pace.get("most"), pace.get("least")) == (None, 2) and not after.get("missing")


def test_a_flight_bound_after_but_not_is_a_window_and_a_drive_hour_is_named() -> None:
    problems: list[str] = []
    windows = flight_times.read("we'd love to fly, but not before 10am", [], [], problems)
    assert windows is not None and windows[0].depart_from == "10:00" and not problems
    assert flight_times.read("fine to drive, but not before 9am", [], [], problems) is None
    assert problems and "not before 9am" in problems[0]


@pytest.mark.parametrize(("text", "clauses"), [
    ("my husband and i are not zoo people", 1), ("our kids and we both love pizza", 1),
    ("the dog and i need a pet friendly place", 1), ("seafood and i want pizza too", 2),
    ("a cheap hotel and we want the zoo", 2), ("my wife, and i want the zoo", 2),
])
def test_one_of_the_party_before_and_i_is_the_clause_s_subject(text: str, clauses: int) -> None:
    assert len(clauses_of(text)) == clauses
