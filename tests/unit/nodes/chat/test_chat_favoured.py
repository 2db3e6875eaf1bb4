"""A quality said with no number ("the nicest hotels", "good restaurants please"): named by the reader (``plan`` refuses it
without ``--allow-unread``), planned by the chat as the preference it is and said so (``nodes/chat/favoured.py``)."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command

from himap_travel.domain.parsing import read_text
from himap_travel.graphs.chat import build_chat_graph

REQUEST = "Plan a 3-day trip from Washington to Orlando for 2 people March 15-17 2022, budget $2,500"
_threads = itertools.count()


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


def _say(app: Any, text: str, config: dict | None = None) -> tuple[dict, dict]:
    config = config or {"configurable": {"thread_id": f"favoured-{next(_threads)}"}}
    return app.invoke({"messages": [{"role": "user", "content": text}]}, config), config


@pytest.mark.parametrize(("said", "part"), [
    ("nicest hotels please", "hotels"), ("the best hotel you can find", "hotels"), ("somewhere posh to stay", "hotels"),
    ("a really nice hotel", "hotels"), ("top-notch hotels", "hotels"), ("we want a decent room", "hotels"),
    ("good restaurants please", "restaurants"), ("the best food in town", "restaurants"), ("great places to eat", "restaurants"),
    ("as cheap as possible", "cheapest"), ("spend as little as we can", "cheapest"),
    # said other ways (each was dropped in silence): rated words, a stay said good in its own sentence, a splurge,
    # a stay's or the trip's price with no amount
    ("highly rated hotels", "hotels"), ("well reviewed places to stay", "hotels"), ("top rated restaurants", "restaurants"),
    ("the hotel should be really good", "hotels"), ("splurge on the hotel", "hotels"),
    ("cheap hotels please", "cheapest"), ("budget-friendly stays", "cheapest"), ("keep it cheap", "cheapest"),
    ("keep costs down", "cheapest"), ("cheap eats please", "cheapest"), ("affordable restaurants", "cheapest"),
])
def test_a_quality_said_with_no_number_is_named_with_the_part_it_favours(sandbox: Any, said: str, part: str) -> None:
    unread = read_text(f"{REQUEST}, {said}", sandbox).unread
    assert [w.favours for w in unread] == [part], unread


@pytest.mark.parametrize("said", ["good hotels rated 4 or more", "nice restaurants, rated 4.5+", "a hotel with a pool",
                                  "good restaurants too (4 and up)", "decent hotel, nothing under 3 stars",
                                  "cheap hotel (under $80/night)", "cheap rooms are fine but 3 stars at least",
                                  "no cheap motels please", "cheap meals, 20 tops", "cheap eats (under $15 pp)"])
def test_a_rating_of_that_part_read_beside_it_or_another_wish_favours_nothing(sandbox: Any, said: str) -> None:
    reading = read_text(f"{REQUEST}, {said}", sandbox)
    assert not any(w.favours for w in reading.unread)


def test_a_rating_of_the_other_part_leaves_it_named(sandbox: Any) -> None:
    """Only the part a rating is read for is that rule's words: the stays' rating says nothing of the restaurants."""
    reading = read_text(f"{REQUEST}, good restaurants, hotels rated 4+", sandbox)
    assert reading.local_constraint.min_stay_rating == 4 and [w.favours for w in reading.unread] == ["restaurants"]


def test_an_opening_s_nicest_hotels_plans_the_best_rated_stays_and_says_it_is_a_preference(app: Any) -> None:
    _, plain = _say(app, REQUEST)
    out, config = _say(app, f"{REQUEST}, nicest hotels please")
    said = out["messages"][-1].content
    assert out["plan"] and not out.get("__interrupt__")
    assert "giving the stays' ratings extra weight" in said and "a preference, not a rule" in said
    values, before = app.get_state(config).values, app.get_state(plain).values
    assert values["quality"]["mean_lodging_rating"] >= before["quality"]["mean_lodging_rating"]
    assert (values["objective"], values["focus"]) == ("best", "hotels")  # later turns keep the wish
    assert (before.get("objective"), before.get("focus")) == (None, None)


def test_the_wish_waits_through_a_question_for_a_missing_field(app: Any) -> None:
    out, config = _say(app, "Washington to Orlando March 15-17 2022, $2,500, any chance of a nice place to stay?")
    question = out["__interrupt__"][0].value
    assert question["missing"] == ["people_number"]  # asked what is missing, never "plan without it?"
    out = app.invoke(Command(resume="2"), config)
    assert out["plan"] and "giving the stays' ratings extra weight" in out["messages"][-1].content


@pytest.mark.parametrize(("said", "words"), [
    ("good restaurants please", "giving the restaurants' ratings extra weight"),
    ("nice hotels and great food", "by the ratings of its stays, restaurants and sights"),
])
def test_restaurants_or_both_parts(app: Any, said: str, words: str) -> None:
    out, _ = _say(app, f"{REQUEST}, {said}")
    assert out["plan"] and words in out["messages"][-1].content and "re-planned" not in out["messages"][-1].content


def test_another_wish_said_with_it_is_still_asked_about(app: Any) -> None:
    out, _ = _say(app, f"{REQUEST}, a nice hotel with a pool")
    asked = out["__interrupt__"][0].value
    assert asked["missing"] == ["wishes"] and "pool" in out["messages"][-1].content


def test_an_opening_s_as_cheap_as_possible_plans_the_cheapest_trip(app: Any, sandbox: Any) -> None:
    """It asked "plan without it?", quoting the whole request, then spent $2,496 of $2,500: now the cheapest plan."""
    _, plain = _say(app, REQUEST)
    out, config = _say(app, f"{REQUEST}, as cheap as possible")
    said = out["messages"][-1].content
    assert out["plan"] and not out.get("__interrupt__") and "I planned for the lowest cost that keeps your rules" in said
    values, before = app.get_state(config).values, app.get_state(plain).values
    assert values["spent"] < before["spent"] and values["objective"] == "cheapest"


def test_the_lowest_cost_outranks_a_quality_said_with_it(sandbox: Any) -> None:
    from himap_travel.nodes.chat.favoured import favoured_apart

    wishes = read_text(f"{REQUEST}, nice hotels but as cheap as possible, and a pool", sandbox).unread
    part, rest = favoured_apart(wishes)
    assert part == "cheapest" and [w.favours for w in rest] == [None] and "pool" in rest[0].wish


def test_a_request_no_plan_meets_says_why_and_nothing_of_the_wish(app: Any) -> None:
    """Chicago to Nashville has no flight or road in the data: "I tried to re-plan for that" was said of a first plan."""
    out, _ = _say(app, "me and my bf, chicago to nashville march 8-10 2022, 1500 total, somewhere nice to stay")
    said = out["messages"][-1].content
    assert not out["plan"] and "No plan can meet this request" in said and "re-plan" not in said


def test_the_cheapest_wish_is_named_by_its_own_words(sandbox: Any) -> None:
    """Named by the words that ask it, never by the whole request before it ("'Plan a 3-day trip ... keep it cheap'")."""
    unread = read_text(f"{REQUEST}, keep it cheap", sandbox).unread
    assert [(w.wish, w.favours) for w in unread] == [("keep it cheap", "cheapest")]


@pytest.mark.parametrize(("edit", "lead"), [(False, "I planned for the best trip"), (True, "I re-planned for the best trip")])
def test_a_wish_said_with_an_edit_re_plans_one_with_a_new_request_plans(edit: bool, lead: str) -> None:
    """Only a new request's first plan says "I planned" and that no rating was required; the same wish said with an
    edit ("and a nice hotel please") re-plans the plan shown, and says so with the cost it moved to."""
    from himap_travel.nodes.chat.reply import turn_summary

    said = turn_summary({"preference": "hotels", "favoured": "hotels", "edit": edit, "plan": [{}],
                         "quality_before": {"mean_lodging_rating": 3.0} if edit else None,
                         "quality": {"mean_lodging_rating": 4.0}, "spent": 900.0}, 1) or ""
    assert said.startswith(lead) and ("a preference, not a rule" in said) is not edit
