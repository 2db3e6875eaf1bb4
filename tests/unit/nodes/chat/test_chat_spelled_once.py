"""A chat turn spells its message once (issue 39): the edit's reading and the chat's check for what no reader kept
("plan without it?") both read the message spelt (``domain.parsing.spelling.spelled``), and the second reads the
spelling the first made, with the same trip's places, instead of spelling it again."""

from __future__ import annotations

from collections import Counter

import pytest
from langchain_core.messages import HumanMessage

from himap_travel.domain.parsing import spelling
from himap_travel.nodes.chat.understand import understand
from tests.support.intent_scoring import STATE


@pytest.mark.parametrize("message", ["make it 3 peple and add a day", "no flihgts pls, we drive",
                                     "budget 2500 and a pet friendly place", "Savannah is fine, but 4 of us now"])
def test_an_edit_is_spelt_once(message, monkeypatch):
    spelt: Counter[str] = Counter()
    quieter = spelling._quieter

    def counted(text, names):
        spelt[text] += 1
        return quieter(text, names)

    monkeypatch.setattr(spelling, "_quieter", counted)
    monkeypatch.setattr(spelling, "_SPELT", {}, raising=False)  # nothing spelt before this test
    update = understand({**STATE, "messages": [HumanMessage(message)]}, None)  # type: ignore[arg-type]
    assert update.get("draft") and not update.get("problems"), update
    assert spelt and max(spelt.values()) == 1, spelt
