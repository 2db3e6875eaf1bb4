"""Children said to join a planned trip are travellers more (issue 39): "we're bringing our kid too", "plus our son",
"our 3 kids are coming", "4 teenagers too" add as many people as they name (``nodes/chat/relative.py``); a thing of
theirs ("bring the kids' toys") adds no one. Messages not in the sixth held-out set."""

from __future__ import annotations

import pytest
from langchain_core.messages import HumanMessage

from himap_travel.nodes.chat.understand import understand
from tests.support.intent_scoring import STATE


def _people(message: str) -> tuple[int | None, list[str]]:
    update = understand({**STATE, "messages": [HumanMessage(message)]}, None)  # type: ignore[arg-type]
    return (update.get("draft") or {}).get("people_number"), update.get("problems") or []


@pytest.mark.parametrize(("message", "people"), [
    ("we're bringing our daughter too", 3), ("plus our baby", 3), ("our 3 kids are coming with us", 5),
    ("4 teenagers too", 6), ("bringing my nephew along", 3), ("we're bringing 2 toddlers", 4)])
def test_children_joining_are_counted(message, people):
    assert _people(message) == (people, []), _people(message)


def test_a_thing_of_the_childrens_adds_no_one():
    assert _people("bring the kids' tablets pls")[0] in (2, None)
