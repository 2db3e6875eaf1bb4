"""Fault probes of the three graphs in Python: what a careless or hostile caller hands ``invoke``, refused with the cause.

Each case was let through before (a turn answered as if nothing was said, a
budget of ``"1400"`` or ``true`` coerced, a ``world`` of the wrong shape a
raw ``TypeError``, ``Command(update=...)`` writing state unchecked, a resume
of the wrong shape read as no answer, an unknown ``llm`` setting dropped) or
told the user something false (a "valid" verdict whose explanation said every
check passed while the official evaluation failed one).
"""

from __future__ import annotations

import re

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END
from langgraph.types import Command

from himap_travel.graphs.chat import build_chat_graph
from himap_travel.graphs.planner import graph
from himap_travel.nodes.extract import GraphInputError
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings, SettingsError
from himap_travel.state.evaluation import Evaluation
from himap_travel.state.plan import Verdict

SPEC = {"org": "Washington", "dest": "Myrtle Beach", "days": 3, "visiting_city_number": 1,
        "date": ["2022-03-13", "2022-03-14", "2022-03-15"], "people_number": 2, "budget": 1400}
TRIP = "3 days from Washington to Myrtle Beach, March 13-15 2022, 2 people, $1,400"
NO_PEOPLE = "3 days from Washington to Myrtle Beach, March 13-15 2022, $1,400"


@pytest.fixture
def settings(sandbox):
    return provide(PlannerSettings(), sandbox=sandbox)


def chat_thread(settings, *turns):
    """A chat graph with a thread that has had ``turns``."""
    saver = InMemorySaver()
    chat, thread = build_chat_graph(saver), {"configurable": {"thread_id": "probe"}}
    for turn in turns:
        chat.invoke({"messages": [("user", turn)]}, thread, context=settings)
    return chat, thread, saver


# --- the planner ---------------------------------------------------------------------------


@pytest.mark.parametrize("given, message", [
    ({"spec": {**SPEC, "budget": "1400"}}, "spec cannot be planned: budget: "),
    ({"spec": {**SPEC, "budget": True}}, "spec cannot be planned: budget: "),
    ({"spec": {**SPEC, "days": 3.0}}, "spec cannot be planned: days: "),
    ({"spec": SPEC, "world": "flight gone"}, "world must be the list a repair delivered, got str"),
    ({"spec": SPEC, "world": [1]}, "world: "),
])
def test_a_planner_input_of_the_wrong_type_is_refused_not_coerced(settings, given, message):
    with pytest.raises(GraphInputError, match=re.escape(message)):
        graph.invoke(given, context=settings)


@pytest.mark.parametrize("command", [Command(update={"query": TRIP}), Command(goto="finalize")])
def test_a_command_that_would_write_state_unchecked_is_refused(settings, command):
    with pytest.raises(GraphInputError, match=r"Command\(update=\.\.\.\)/goto would write the state unchecked"):
        graph.invoke(command, context=settings)


def test_a_resume_without_a_thread_is_a_typed_error(settings):
    with pytest.raises(GraphInputError, match="answers a question a thread is waiting on"):
        graph.invoke(Command(resume="x"), context=settings)


# --- the run context -----------------------------------------------------------------------


@pytest.mark.parametrize("context, message", [
    ({"llm": {"bogus": 1}}, r"unknown llm setting\(s\) bogus; allowed: base_url, model"),
    ({"llm": {"temperature": "hot", "api_key": "SECRET"}}, r"setting llm.temperature: Input should be a valid number$"),
    ({"llm": {"temperature": 5}}, r"setting llm.temperature: Input should be less than or equal to 2"),
    ({"concurrency": 2, "executors": 3}, r"give executors or its old name concurrency, not both"),
])
def test_a_context_that_would_be_dropped_or_guessed_is_refused(context, message):
    with pytest.raises(SettingsError, match=message) as raised:
        graph.invoke({"spec": SPEC}, context=context)
    assert "SECRET" not in str(raised.value)  # an api_key given with a bad value is not echoed


def test_llm_settings_left_unset_by_a_cli_are_accepted():
    assert PlannerSettings(llm={"base_url": None, "model": "m"}).llm == {"base_url": None, "model": "m"}


# --- the chat: new messages ----------------------------------------------------------------


@pytest.mark.parametrize("given, message", [
    ({"messages": []}, "no user message in this turn"),
    ({"messages": ""}, "the user message has no text"),
    ({"messages": [{"role": "assistant", "content": TRIP}]}, "no user message in this turn"),
    ({"messages": [{"role": "system", "content": TRIP}]}, "no user message in this turn"),
    ({"messages": [{"role": "user", "content": "   "}]}, "the user message has no text"),
    ({"messages": [{"role": "user", "content": [{"type": "image_url", "image_url": {"url": "x"}}]}]}, "has no text"),
    ({"messages": [("user", TRIP), ("user", "make it $1,200")]}, "2 user messages in one turn"),
    ({"messages": [("user", TRIP), ("assistant", "ok"), ("user", "make it $1,200")]}, "2 user messages in one turn"),
    ({"messages": [{"role": "user", "content": TRIP, "bogus": 1}]}, "unknown message key(s) bogus; allowed: "),
    ({"messages": [{"role": "user", "content": "a" * 30_000}]}, "30,000 characters long; at most 20,000"),
])
def test_a_chat_turn_without_exactly_one_readable_user_message_is_refused(settings, given, message):
    chat, thread, saver = chat_thread(settings)
    with pytest.raises(GraphInputError, match=re.escape(message)):
        chat.invoke(given, thread, context=settings)
    assert list(saver.list(thread)) == []


def test_an_assistant_message_on_a_thread_does_not_replay_the_last_user_turn(settings):
    chat, thread, _ = chat_thread(settings, TRIP)
    before = chat.get_state(thread).config
    with pytest.raises(GraphInputError, match="no user message in this turn"):
        chat.invoke({"messages": [("assistant", "anything")]}, thread, context=settings)
    assert chat.get_state(thread).config == before


def test_agent_chat_ui_messages_are_still_read(settings):
    chat, thread, _ = chat_thread(settings)
    message = {"type": "human", "id": "m1", "content": [{"type": "text", "text": TRIP}]}
    assert chat.invoke({"messages": [message]}, thread, context=settings)["verdict"]["status"] == "valid"


# --- the chat: answers to its question -----------------------------------------------------


@pytest.mark.parametrize("resume, message", [
    (None, "cannot read an answer from NoneType"),
    (True, "cannot read an answer from bool"),
    ({"answr": "4"}, "no answer in the key(s) answr"),
    ({"decisions": 5}, "decisions must be a list of decision objects"),
])
def test_a_resume_of_the_wrong_shape_is_refused_and_the_question_stays_open(settings, resume, message):
    chat, thread, _ = chat_thread(settings, NO_PEOPLE)
    with pytest.raises(GraphInputError, match=re.escape(message)):
        chat.invoke(Command(resume=resume), thread, context=settings)
    assert chat.get_state(thread).interrupts  # still waiting for the answer
    assert chat.invoke(Command(resume={"answer": "4"}), thread, context=settings)["trip"]["people_number"] == 4


def test_a_reject_decision_cancels_the_question(settings):
    """Agent Chat UI's reject used to ask the same question again: it ends the question (issue 26)."""
    chat, thread, _ = chat_thread(settings, NO_PEOPLE)
    out = chat.invoke(Command(resume={"decisions": [{"type": "reject"}]}), thread, context=settings)
    state = chat.get_state(thread)
    assert not state.interrupts and not state.values["missing"] and state.values["draft"] is None
    assert out["messages"][-1].content.startswith("Okay, I've dropped that question.")


def test_only_a_bare_goto_end_on_a_waiting_chat_is_taken_as_resolve(settings):
    """Agent Chat UI's "Mark as resolved" (``Command(goto=END)``) cancels the chat's question; any other goto, or a
    goto END on a thread that waits for nothing, is still refused (it would move the run unchecked)."""
    chat, thread, _ = chat_thread(settings, NO_PEOPLE)
    with pytest.raises(GraphInputError, match="would write the state unchecked"):
        chat.invoke(Command(goto="reply"), thread, context=settings)
    chat.invoke(Command(goto=END), thread, context=settings)
    assert not chat.get_state(thread).interrupts
    with pytest.raises(GraphInputError, match="would write the state unchecked"):
        chat.invoke(Command(goto=END), thread, context=settings)


def test_a_resume_on_a_thread_that_waits_for_nothing_is_refused(settings):
    chat, thread, _ = chat_thread(settings, TRIP)
    with pytest.raises(GraphInputError, match="waiting for no answer"):
        chat.invoke(Command(resume="4 people"), thread, context=settings)
    with pytest.raises(GraphInputError, match="would write the state unchecked"):
        chat.invoke(Command(update={"verdict": {"status": "valid"}}), thread, context=settings)


# --- the chat's verdict --------------------------------------------------------------------


def test_a_valid_verdict_that_fails_the_official_rule_does_not_claim_all_checks_pass():
    official = Evaluation(commonsense={"is_valid_city_route": False}, hard={}, final_pass=False)
    strict = Evaluation(commonsense={"is_valid_city_route": True}, hard={}, final_pass=True)
    valid = Verdict(status="valid", official_pass=False, strict_pass=True)
    verdict = valid.for_chat(official, strict)
    assert "All 13 constraints pass" not in verdict["explanation"]
    assert "is_valid_city_route" in verdict["explanation"] and "official mode only" in verdict["explanation"]
    assert "All 13 constraints pass" in Verdict(status="valid", official_pass=True, strict_pass=True).for_chat()["explanation"]


@pytest.mark.parametrize("amount, cause", [("50%", "say how the price changes by 50%"), ("abc", "a price change needs REF=AMOUNT")])
def test_a_disruption_object_is_checked_as_its_text_is(amount, cause):
    """A ``Disruption`` given as an object was taken as it was: "50%" halved a price that the text form refuses."""
    from himap_travel.nodes.extract import GraphInputError
    from himap_travel.nodes.receive_trip import disruption_of
    from himap_travel.planning.monitor.disruptions import Disruption

    with pytest.raises(GraphInputError, match=cause):
        disruption_of(Disruption(kind="price", target="day1.flight", amount=amount))
    assert disruption_of(Disruption(kind="price", target="day1.flight", amount="+50%")).amount == "+50%"
