"""A new destination said in a chat's slang is the destination (issue 39): "hittin yuma from flagstaff" kept the origin
and lost the destination; "hitting up orlando", "let's do charleston", "make it Miami" were not understood
(``domain/parsing/place_roles.py``, ``_DEST_CUE``). Messages not in the sixth held-out set."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage

from himap_travel.nodes.chat.understand import understand
from tests.support.intent_scoring import STATE


@pytest.mark.parametrize(("message", "org", "dest"), [
    ("hittin tucson from phoenix", "Phoenix", "Tucson"), ("hitting up nashville instead", "Newark", "Nashville"),
    ("let's do Atlanta then", "Newark", "Atlanta"), ("ok make it Charlotte", "Newark", "Charlotte"),
    ("we're off to tampa instead", "Newark", "Tampa"), ("headin memphis from chicago", "Chicago", "Memphis")])
def test_a_destination_in_slang_is_read(message, org, dest):
    update = understand({**STATE, "messages": [HumanMessage(message)]}, None)  # type: ignore[arg-type]
    draft = update.get("draft") or {}
    assert not update.get("problems") and (draft.get("org"), draft.get("dest")) == (org, dest), update


@pytest.mark.parametrize("message", ["georgia on my mind lol", "never been in georgia before!",
                                     "georgia peaches here we come 🍑"])
def test_the_state_of_the_trips_city_said_in_passing_keeps_the_destination(message):
    update = understand({**STATE, "messages": [HumanMessage(message)]}, None)  # type: ignore[arg-type]
    assert (update.get("draft") or STATE["trip"]).get("dest") == "Savannah", update


def test_the_state_said_as_where_to_go_is_the_destination():
    update = understand({**STATE, "messages": [HumanMessage("make it georgia, 3 cities")]}, None)  # type: ignore[arg-type]
    assert (update.get("draft") or {}).get("dest") == "Georgia", update
