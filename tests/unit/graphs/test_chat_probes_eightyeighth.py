"""Chat probes of stop 88 (issue 39): "no wait, keep it as it was" after a change was not understood (an undo said as
the version before kept), "3 sights max a day" after a plan asked what the 3 counted (a bound word before "a day" was
read as a count of its own), "maybe seaworld if it fits" was named as not understood (a lower-case name after a hedge
stood nowhere a name stands), and a pace of every day but day 1 was refused as days left out."""

from __future__ import annotations

from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.graphs.chat import build_chat_graph
from tests.support.chat_checks import local_rules, said_in_new_thread

_ORLANDO = "3 days washington to orlando march 10-12 2022, 2 of us, 2500 budget"


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


@pytest.mark.parametrize("message", ["no wait, keep it as it was", "hmm leave things the way they were",
                                     "nah keep it like before"])
def test_the_version_before_kept_is_an_undo(app: Any, message: str) -> None:
    before, _said = said_in_new_thread(app, _ORLANDO)
    after, said = said_in_new_thread(app, _ORLANDO, "swap the italian place for something mexican", message)
    assert "before the last change" in said and after["plan"] == before["plan"]
    assert local_rules(after).get("cuisine") is None


def test_keeping_it_as_before_with_a_change_beside_is_that_change_never_an_undo(app: Any) -> None:
    before, _said = said_in_new_thread(app, _ORLANDO)
    after, said = said_in_new_thread(app, _ORLANDO, "keep it like before but cheaper")
    assert "before the last change" not in said and after["plan"] != before["plan"]


@pytest.mark.parametrize(("message", "rules"), [
    ("3 sights max a day", {"pace": {"most": 3, "least": None, "days": None}}),
    ("maybe seaworld if it fits", {"must see": ["SeaWorld Orlando"]}),
    ("max 2 sights a day except day 1", {"pace": {"most": 2, "least": None, "days": None, "except_days": [1]}}),
])
def test_a_wish_said_after_the_plan_is_kept(app: Any, message: str, rules: dict) -> None:
    after, said = said_in_new_thread(app, _ORLANDO, message)
    assert {key: local_rules(after).get(key) for key in rules} == rules, said
    assert "nothing changed" not in said and after["plan"]
