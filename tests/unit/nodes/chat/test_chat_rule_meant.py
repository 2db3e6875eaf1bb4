"""A rule named by reference after a question about it (``nodes/chat/rule_meant.py``, issue 39): "is there a rating
rule?" then "ok lose that one too" drops the stay rating, "do we have a smoking rule" then "drop it" the smoking rule;
a question that names no rule of its own, or a message that says more than the drop, is left as it was (after a
question naming none, "drop that one" is asked back)."""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.messages import AIMessage, HumanMessage
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.graphs.chat import build_chat_graph
from himap_travel.nodes.chat.rule_meant import rule_meant
from tests.support.chat_checks import turn

_RULES = "Your rules: stays rated 4+; stays that forbid smoking. Nothing changed; tell me a rule to change, add or drop."


def _after(question: str, text: str) -> dict[str, Any]:
    return {"messages": [HumanMessage("plan a trip"), AIMessage("(the plan)"), HumanMessage(question), AIMessage(_RULES),
                         HumanMessage(text)]}


@pytest.mark.parametrize(("question", "text", "read"), [
    ("is there a rating rule?", "ok lose that one too", "ok lose the rating rule too"),
    ("do we have a smoking rule", "drop it pls", "drop the smoking rule pls"),
    ("what's the meal limit?", "yeah that can go", "drop the meal limit"),
    ("is there a cap on the hotel?", "get rid of that", "get rid of the cap on the hotel"),
    # no rule of its own asked about: the reference names nothing, left as said
    ("what rules do we have?", "drop that one", "drop that one"),
    # more than the drop said: not a reference to the rule alone
    ("is there a rating rule?", "drop that one and add a day", "drop that one and add a day"),
])
def test_a_reference_after_a_rule_question_is_that_rule(question, text, read):
    assert rule_meant(text, _after(question, text)) == read


def test_a_reference_after_another_question_is_left_as_said():
    state = _after("how much is day 2?", "drop it")
    assert rule_meant("drop it", state) == "drop it"


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


@pytest.mark.parametrize(("question", "drop", "gone", "kept"), [
    ("is there a rating rule?", "ok lose that one too", "min stay rating", "stay forbids"),
    ("do we have a smoking rule", "drop it", "stay forbids", "min stay rating"),
])
def test_the_rule_asked_about_is_dropped_and_the_others_kept(app, question, drop, gone, kept):
    config = {"configurable": {"thread_id": f"rule-meant-{gone}"}}
    turn(app, config, "plan 3 days from Washington to Orlando for 2 people, March 15 to 17 2022, budget $2500, hotels "
                      "rated 4 or better, no smoking")
    turn(app, config, question)
    after, _said = turn(app, config, drop)
    rules = after["trip"]["local_constraint"]
    assert not rules.get(gone) and rules.get(kept)


def test_a_reference_after_a_question_naming_no_rule_asks_which(app):
    config = {"configurable": {"thread_id": "rule-meant-unnamed"}}
    before, _said = turn(app, config, "plan 3 days from Washington to Orlando for 2 people, March 15 to 17 2022, budget "
                                      "$2500, hotels rated 4 or better, no smoking")
    turn(app, config, "what rules do we have?")
    after, said = turn(app, config, "drop that one")
    assert said.startswith("Which rule shall I drop?") and "stays rated 4+" in said and "forbid smoking" in said
    assert after["trip"]["local_constraint"] == before["trip"]["local_constraint"]


def test_after_a_question_naming_no_rule_the_trips_one_rule_is_the_one_meant():
    state = {**_after("what rules do we have?", "drop that one"), "trip": {"local_constraint": {"min stay rating": 4.0}}}
    assert rule_meant("drop that one", state) == "drop stays rated 4+"
    several = {**state, "trip": {"local_constraint": {"min stay rating": 4.0, "stay forbids": ["smoking"]}}}
    assert rule_meant("drop that one", several) == "drop that one"  # which of two: asked back (rule_unnamed)
