""""never mind" said before a change with no mark between is the change (issue 39): "nvm make it 4 of us" after a
question was answered "I couldn't find 'make it 4 of us' among your wishes" (the ninth conversation set's (27, 2));
"nvm the aquarium" still takes the aquarium back (``nodes/chat/understand.py``, ``_NEVER_MIND_THEN``)."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage

from himap_travel.nodes.chat.understand import understand
from tests.support.intent_scoring import STATE


def _draft(message: str) -> dict:
    update = understand({**STATE, "messages": [HumanMessage(message)]}, None)  # type: ignore[arg-type]
    assert not update.get("problems") and not update.get("answer"), update
    return update.get("draft") or {}


@pytest.mark.parametrize(("message", "field", "value"), [
    ("nevermind make it 5 of us", "people_number", 5), ("never mind 3 people", "people_number", 3),
    ("nvm change the budget to 2200", "budget", 2200)])
def test_never_mind_then_a_change_is_the_change(message, field, value):
    assert _draft(message)[field] == value


def test_never_mind_a_wish_takes_it_back():
    assert not (_draft("never mind the aquarium")["local_constraint"] or {}).get("must see")


def test_a_take_back_naming_nothing_quotes_it_without_filler():
    """"ok forget alcatraz" on a trip that never held it: "couldn't find 'alcatraz'", never "'ok alcatraz'"."""
    from himap_travel.nodes.chat.take_back import taken_back
    assert taken_back("ok forget alcatraz", []).unmatched == ["alcatraz"]
    assert taken_back("so drop the pool pls", []).unmatched == ["the pool"]
