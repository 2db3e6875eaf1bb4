"""Small talk that is confusion ("what?", "wait what", "come again?"): explained, never thanked (it was answered
"You're welcome!"); thanks are still thanked (``answers.direct_answer``)."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage

from himap_travel.nodes.chat.answers import direct_answer
from himap_travel.state.chat_state import MessageReading
from tests.support.chat_trips import TRIP

SMALL_TALK = MessageReading(kind="small_talk")


def _answer(said: str, **state) -> str:
    return direct_answer(SMALL_TALK, {"trip": TRIP, "messages": [HumanMessage(said)], **state}, None)


@pytest.mark.parametrize("said", ["what?", "wait what", "huh??", "come again?", "sorry what", "WHAT"])
def test_confusion_is_explained_never_thanked(said: str) -> None:
    answer = _answer(said)
    assert answer.startswith("Sorry if that was unclear") and "welcome" not in answer and "day 2" in answer


@pytest.mark.parametrize("said", ["thanks!", "what a great plan", "whatever works", "cool"])
def test_thanks_and_other_small_talk_are_as_before(said: str) -> None:
    assert _answer(said).startswith("You're welcome!")


def test_with_a_question_open_the_question_follows_the_apology() -> None:
    assert _answer("what?", missing=["people_number"], draft={}) == "Sorry if that was unclear."
