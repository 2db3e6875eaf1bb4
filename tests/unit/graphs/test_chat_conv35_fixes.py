"""The readers the thirty-fifth held-out conversation set (tests/unit/graphs/test_chat_heldout_thirtyfifth.py, helper
CONV35) changed, each on other words than the set's and on words that only look like them (fail closed: nothing
changed in silence; not shut: what is legitimate still read)."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.domain.parsing import parse_request, read_text
from himap_travel.domain.parsing.people import read_people
from himap_travel.graphs.chat import build_chat_graph
from himap_travel.nodes.chat.intent import classify
from himap_travel.nodes.chat.quoted_reply import without_quote
from himap_travel.nodes.chat.said_before import rule_number
from himap_travel.nodes.chat.sight_wished import sight_said
from himap_travel.nodes.chat.word_fixed import corrected_change
from tests.support.chat_checks import days_of, local_rules, said_in_thread

_threads = itertools.count()
_ROUTE = "Houston to Wichita, March 19-21 2022, 2 people, $1,500"


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


def _chat(app: Any, *messages: str) -> tuple[dict, str]:
    """The state and the reply after the messages, said in one new thread."""
    return said_in_thread(app, f"conv35-fixes-{next(_threads)}", *messages)


# A number after "day" or "night" says which one, never a rule's new limit ("lunch day 2" after "4 stars min"); a bare
# number that relaxes a rule still sets it.
@pytest.mark.parametrize(("text", "read"), [
    ("k. lunch on day 2?", None), ("and breakfast night 3", None), ("nah 3 is ok", ("min stay rating", 3.0)),
])
def test_a_day_number_is_no_limit(text: str, read: tuple[str, float] | None) -> None:
    state = {"trip": {"local_constraint": {"min stay rating": 4.0}}}
    found = rule_number(text, state)  # type: ignore[arg-type]
    assert (found[:2] if found else None) == read


def test_a_question_of_a_day_keeps_the_rating(app: Any) -> None:
    after, _said = _chat(app, _ROUTE, "4 star hotels at least", "k. lunch on day 2?")
    assert local_rules(after).get("min stay rating") == 4


# A starred word or amount puts right the message before; when that message made the last change, its change is read
# again from the trip before it: the wish replaced, never added beside the first.
def test_a_starred_amount_replaces_the_cap(app: Any) -> None:
    after, said = _chat(app, _ROUTE, "no more than $80 a night", "*$180")
    assert (local_rules(after).get("max night price"), after["trip"]["budget"]) == (180, 1500)
    assert "as you put it right" in said


def test_a_starred_cuisine_replaces_the_one_before(app: Any) -> None:
    after, _said = _chat(app, _ROUTE, "american food please", "*mexican")
    assert local_rules(after).get("cuisine") == ["Mexican"]


def test_a_wish_said_again_as_meant_replaces_it(app: Any) -> None:
    after, _said = _chat(app, _ROUTE, "no chinese food", "oops I meant no indian food")
    assert local_rules(after).get("avoid cuisines") == ["Indian"]


def test_a_correction_after_no_change_undoes_nothing() -> None:
    messages = [HumanMessage(_ROUTE), AIMessage("Day 1 ..."), HumanMessage("italian food"), AIMessage("..."),
                HumanMessage("*indian")]
    changed = {"messages": messages, "previous": {"trip": {}}, "edit": True, "notes": ["cuisine: none → Italian"]}
    assert corrected_change("*indian", changed) == "indian food"
    assert corrected_change("*indian", {**changed, "edit": False}) is None  # the last turn changed nothing
    assert corrected_change("I meant it", changed) is None  # one word is a word put right, and "it" is near none


# The chat's own words quoted back are left out, the rest read; a quote of anything else is the person's own.
@pytest.mark.parametrize(("text", "read"), [
    ('"how many people" - four of us', "four of us"), ("> How many people are travelling?\n5", "5"),
    ('you said "travelling": 2', "2"), ('"Pike Place" is a must', '"Pike Place" is a must'),
])
def test_the_chats_words_quoted_back(text: str, read: str) -> None:
    state = {"messages": [AIMessage("So far: from Houston. How many people are travelling?"), HumanMessage(text)]}
    assert without_quote(text, state) == read


def _unread(sandbox: Any, text: str) -> list[str]:
    return [str(wish) for wish in parse_request(text, sandbox).not_kept]


# Slang, a sure answer, a person named by a title and the wish to go somewhere ask nothing; a wish beside them is read.
@pytest.mark.parametrize("text", [
    f"{_ROUTE}, lowkey no smoking fr", f"{_ROUTE}, and that's my final answer",
    "My boss, Dr. Nguyen, wants to go from Houston to Wichita, March 19-21 2022, 1 person, $1,500",
    f"we'd like to go somewhere in March and were thinking {_ROUTE}",
])
def test_talk_that_asks_nothing(sandbox: Any, text: str) -> None:
    assert _unread(sandbox, text) == []


def test_a_wish_beside_a_titled_name_is_kept(sandbox: Any) -> None:
    local = read_text(f"for Ms. Ortiz, pets allowed, {_ROUTE}", sandbox).local_constraint
    assert local.house_rule == "pets"


@pytest.mark.parametrize(("text", "count"), [
    ("Dr. and Mrs. Patel and their three kids, Houston to Wichita", 5), ("Mr & Mrs Lee, Houston to Wichita", 2),
])
def test_a_couple_named_by_titles_is_two(text: str, count: int) -> None:
    assert read_people(text, []).count == count


def test_a_hedged_amount_to_spend_is_the_budget(sandbox: Any) -> None:
    assert read_text("Houston to Wichita, March 19-21 2022, 2 people, we can spend perhaps 1800", sandbox).budget == 1800


# Stops counted a day are sights; stops alone are a route's.
@pytest.mark.parametrize(("wish", "pace"), [("at most three stops per day", {"most": 3}), ("2 stops", None)])
def test_stops_a_day_are_a_pace(sandbox: Any, wish: str, pace: dict | None) -> None:
    held = read_text(f"{_ROUTE}, {wish}", sandbox).local_constraint.pace
    assert (held.model_dump(exclude_none=True, exclude_defaults=True) if held else None) == pace


@pytest.mark.parametrize(("text", "preference"), [
    ("can you book them someplace fancier", "hotels"), ("ok that is a lot, back to the cheaper one", "cheapest"),
    ("put the kids somewhere else", None),
])
def test_somewhere_nicer_and_back_to_cheap(text: str, preference: str | None) -> None:
    reading = classify(text)
    assert (reading.preference if reading else None) == preference


def test_a_part_of_the_change_kept_is_not_taken_back(app: Any) -> None:
    after, _said = _chat(app, _ROUTE, "add a day and make it $1,800", "forget the extra day but keep the money")
    assert (after["trip"]["date"], after["trip"]["budget"]) == (days_of(19, 21), 1800)


@pytest.mark.parametrize(("text", "sight"), [
    ("they'd love the zoo added", "the zoo"), ("we'd like it added", None),
])
def test_a_sight_wished_included(text: str, sight: str | None) -> None:
    assert sight_said(text) == sight
