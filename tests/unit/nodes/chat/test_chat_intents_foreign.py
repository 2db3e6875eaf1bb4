"""A message in another language (issue 39): said plainly that the chat reads English, and what was understood before it
kept: an answer typed into the question's card in Spanish is never half-read as English; the question is asked again
with the reason and what the trip holds so far, and the next answer in English is used."""

from __future__ import annotations

import itertools

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command

from himap_travel.graphs.chat import build_chat_graph
from himap_travel.nodes.chat.language import foreign_language

REQUEST = "3 days from Washington to Myrtle Beach, March 13-15 2022, $1,400"  # no count of people: asked
_threads = itertools.count()


@pytest.fixture(scope="module")
def app():
    return build_chat_graph(InMemorySaver())


def _card(answer: str) -> dict:
    """Agent Chat UI's answer typed into the question card (an "edit" decision)."""
    return {"decisions": [{"type": "edit", "edited_action": {"name": "answer", "args": {"answer": answer}}}]}


@pytest.mark.parametrize("said", ["somos dos personas", "Wir sind zwei Personen", "nous sommes deux"])
def test_an_answer_in_another_language_is_asked_again_keeping_the_trip(app, said):
    config = {"configurable": {"thread_id": f"foreign-{next(_threads)}"}}
    out = app.invoke({"messages": [{"role": "user", "content": REQUEST}]}, config)
    assert out["__interrupt__"][0].value["missing"] == ["people_number"]
    out = app.invoke(Command(resume=_card(said)), config)
    payload = out["__interrupt__"][0].value
    assert payload["missing"] == ["people_number"] and payload["trip"]["org"] == "Washington"  # what was understood, kept
    assert "I read English only" in payload["question"] and "Washington" in payload["question"]  # and said
    out = app.invoke(Command(resume=_card("2 people")), config)
    state = app.get_state(config).values
    assert not out.get("__interrupt__") and state.get("plan") and state["trip"]["people_number"] == 2
    assert [m.content for m in out["messages"] if m.type == "human"] == [REQUEST, said, "2 people"]  # only what was typed


@pytest.mark.parametrize("text", ["demasiado caro", "zu teuer", "Quand partons-nous ?", "¿Hay vuelos más temprano?",
                                  "Gibt es einen früheren Flug?"])
def test_short_messages_in_another_language_are_named(text):
    assert foreign_language(text) is not None


@pytest.mark.parametrize("text", ["y tho", "Miami Sept 3-5", "better hotel", "a la carte dinner please", "ok la",
                                  "can we go to San Jose", "cheaper pls", "scrap it"])
def test_english_is_never_taken_for_another_language(text):
    assert foreign_language(text) is None
