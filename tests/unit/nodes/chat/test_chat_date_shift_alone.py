"""A shift of the dates said alone, with no verb ("a day later pls", "ok two days earlier then"), moves the whole trip
(issue 39; ``nodes/chat/date_edits.py`` ``SHIFT``), as "leave a day later" did; a longer trip is no shift."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage

from himap_travel.nodes.chat.understand import understand
from tests.support.intent_scoring import STATE


def _draft(message: str) -> dict:
    update = understand({**STATE, "messages": [HumanMessage(message)]}, None)  # type: ignore[arg-type]
    assert not update.get("problems") and not update.get("answer"), update
    return update.get("draft") or {}


@pytest.mark.parametrize(("message", "dates"), [
    ("two days later then", ["2022-03-05", "2022-03-06"]), ("hmm one day earlier?", ["2022-03-02", "2022-03-03"]),
    ("how about a week later", ["2022-03-10", "2022-03-11"])])
def test_a_shift_said_alone_moves_the_trip(message, dates):
    assert _draft(message)["date"] == dates


def test_a_longer_trip_is_no_shift():
    assert _draft("one day longer please")["date"] == ["2022-03-03", "2022-03-04", "2022-03-05"]
