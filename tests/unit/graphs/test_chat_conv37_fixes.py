"""The readers the thirty-seventh held-out conversation set (tests/unit/graphs/test_chat_heldout_thirtyseventh.py,
helper CONV37) changed, each on other words than the set's and on words that only look like them (fail closed: nothing
changed in silence; not shut: what is legitimate still read)."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.graphs.chat import build_chat_graph
from himap_travel.nodes.chat.hypothetical import NO_PLAN_ANSWER, answer
from himap_travel.nodes.chat.not_applied import _AS_IS
from tests.support.chat_checks import said_in_thread

_threads = itertools.count()
_NO_PLAN = "Boston to Manhattan, March 19-21 2022, 2 people, $1,500"  # the data lists no sights in Manhattan: no plan


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


def _chat(app: Any, *messages: str) -> tuple[dict, str]:
    """The state and the reply after the messages, said in one new thread."""
    return said_in_thread(app, f"conv37-fixes-{next(_threads)}", *messages)


# A change only wondered about on a trip no plan meets yet is answered (``hypothetical.NO_PLAN_ANSWER``), never applied;
# asked outright it is applied as ever.
@pytest.mark.parametrize(("text", "said"), [
    ("would the trip cost less with 3 people?", NO_PLAN_ANSWER),
    ("out of curiosity, could we do 4 days?", NO_PLAN_ANSWER),
    ("make it 3 people", None),
    ("how much is day 1?", None),
])
def test_a_change_wondered_on_a_trip_with_no_plan(text: str, said: str | None) -> None:
    assert answer(text, has_plan=False, planless=True) == said
    assert answer(text, has_plan=False) is None  # a preference wondered with no plan is left to its own step


def test_a_trip_with_no_plan_keeps_its_dates_when_asked_what_if(app: Any) -> None:
    state, said = _chat(app, _NO_PLAN, "hypothetically, what if we went 2 days later?")
    assert state["trip"]["date"] == ["2022-03-19", "2022-03-20", "2022-03-21"] and "haven't changed" in said
    state, _said = _chat(app, _NO_PLAN, "move it 2 days later")
    assert state["trip"]["date"] == ["2022-03-21", "2022-03-22", "2022-03-23"]


# "just asking/wondering/curious" before a line that asks for no change is a filler of that line (``not_applied._AS_IS``)
@pytest.mark.parametrize(("text", "kept"), [
    ("just wondering, keep everything the same", True),
    ("i was just asking, leave it as is", True),
    ("ok just curious, no changes", True),
    ("just curious, make it cheaper", False),
    ("just wondering if it could be cheaper", False),
])
def test_wondering_before_keeping_as_is(text: str, kept: bool) -> None:
    assert bool(_AS_IS.match(text)) is kept


# Thanks said beside words that restate what the trip holds is thanked first (``not_applied.nothing_read``); the same
# words without thanks are answered as before.
def test_thanks_beside_what_the_trip_holds(app: Any) -> None:
    opening = "Tulsa to Wichita, March 19-21 2022, 2 adults and 2 kids, $1,800"
    _state, said = _chat(app, opening, "cheers, the children can't wait")
    assert said.startswith("You're welcome!")
    _state, said = _chat(app, opening, "we're bringing the kids")
    assert not said.startswith("You're welcome")
