"""A disruption said with what it costs the plan is one disruption (issue 39): "breakfast on day 2 is off, Joe's Diner
is closed", where Joe's Diner is day 2's breakfast, is one closure, never two repairs of one booking; two bookings said
gone are still two (``nodes/chat/undated.py``, ``_one_each``)."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage

from himap_travel.nodes.chat.understand import understand
from tests.support.intent_scoring import STATE


def _said(message: str) -> list[str]:
    update = understand({**STATE, "messages": [HumanMessage(message)]}, None)  # type: ignore[arg-type]
    return [d for d in [update.get("disruption"), *(update.get("disruptions_too") or [])] if d]


@pytest.mark.parametrize("message", [
    "the day 1 dinner is gone, Dhaba On Wheels shut its doors", "no aquarium on day 1 after all: the Tennessee Aquarium is closed",
    "the flight back on day 2 is off - F2 was cancelled", "F1 got cancelled, so our day 1 flight is gone",
    "we lost our room for night 1, Private Oasis cancelled on us"])
def test_a_booking_said_gone_twice_is_one_disruption(message):
    assert len(_said(message)) == 1, _said(message)


@pytest.mark.parametrize("message", ["F1 is cancelled and the aquarium is closed",
                                     "our day 1 flight got cancelled and F2 was cancelled too"])
def test_two_bookings_said_gone_are_two(message):
    assert len(_said(message)) == 2, _said(message)
