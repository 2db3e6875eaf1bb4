"""Going back to a version in between (issue 39): the chat keeps every version of the thread's request (the last
``KEPT_VERSIONS``), so "go back to the version before we added the dog" or "undo the last two changes" restore the one
asked for, with its plan, and a version none of them matches is said so (nothing changes).

Each conversation plays the real chat graph; the checks say what a careful person expects after the turn.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.graphs.chat import build_chat_graph
from tests.support.chat_checks import turn

_threads = itertools.count()
_START = "Toledo to Dayton march 10-12 2022, 2 people, $1,800"


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


def _play(app: Any, *messages: str) -> tuple[dict[str, Any], str]:
    """Every message in turn on a new thread: the state and the reply after the last."""
    config = {"configurable": {"thread_id": f"versions-{next(_threads)}"}}
    after, said = {}, ""
    for message in messages:
        after, said = turn(app, config, message)
    return after, said


def _rules(state: dict[str, Any]) -> dict[str, Any]:
    return (state.get("trip") or {}).get("local_constraint") or {}


def test_the_version_before_a_named_change_comes_back_with_the_changes_after_it(app):
    after, said = _play(app, _START, "we're bringing our dog", "make it 3 people", "budget 2500",
                        "go back to the version before we added the dog")
    trip = after["trip"]
    assert (trip["people_number"], trip["budget"], _rules(after).get("house rule")) == (2, 1800, None), said
    assert "went back" in said


def test_the_version_before_a_field_changed_comes_back(app):
    after, said = _play(app, _START, "make it 3 people", "budget 2500", "we're bringing our dog",
                        "go back to before we changed the budget")
    trip = after["trip"]
    assert (trip["people_number"], trip["budget"], _rules(after).get("house rule")) == (3, 1800, None), said


def test_undoing_the_last_two_changes_restores_the_version_two_back(app):
    after, said = _play(app, _START, "budget 2500", "make it 3 people", "we're bringing our dog", "undo the last two changes")
    trip = after["trip"]
    assert (trip["people_number"], trip["budget"], _rules(after).get("house rule")) == (2, 2500, None), said
    assert "went back" in said and "only" not in said.lower()


def test_an_in_between_version_comes_back_with_its_own_plan(app):
    middle, _ = _play(app, _START, "budget 2500")
    after, said = _play(app, _START, "budget 2500", "make it 3 people", "we're bringing our dog", "undo the last 2 changes")
    assert after["plan"] == middle["plan"] and after["spent"] == middle["spent"], said


def test_a_change_no_version_follows_is_said_and_nothing_changes(app):
    before, _ = _play(app, _START, "budget 2500", "make it 3 people")
    after, said = _play(app, _START, "budget 2500", "make it 3 people", "go back to the version before we added the cat")
    assert after["trip"] == before["trip"] and after["plan"] == before["plan"], said
    assert "none of" in said.lower() or "no earlier version" in said.lower(), said


def test_the_versions_kept_are_bounded():
    from himap_travel.nodes.chat.snapshot import KEPT_VERSIONS, kept_versions  # (here: the set's other tests run on HEAD)

    state: dict[str, Any] = {"trip": {"budget": 0}, "previous": None, "earlier": []}
    for budget in range(1, 40):  # each turn's version becomes the one before the next
        state = {**state, **kept_versions(state, {"trip": {"budget": state["trip"]["budget"]}}), "trip": {"budget": budget}}
    chain = [*state["earlier"], state["previous"]]
    assert len(chain) == KEPT_VERSIONS
    assert [v["trip"]["budget"] for v in chain] == list(range(39 - KEPT_VERSIONS, 39))
