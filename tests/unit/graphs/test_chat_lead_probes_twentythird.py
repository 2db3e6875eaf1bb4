"""The lead's twenty-third chat probe (issue 39, stop 81): conversations played by hand, each defect found fixed at
its cause and tested here on other words than the probe's (the reading's side is in
tests/unit/domain/parsing/test_lead_probes_eightyfirst.py).

- "add a third person" said while "plan without 'at least 1 museum'?" was open was applied ("3 people now (was 2)")
  and then asked about as a wish nobody understood: a change by an amount the chat made while a question is open is
  read, no wish of its own (``request_merge.merge``).
- "no seafood pls" answered "Added: no Seafood food": a cuisine whose name ends in "food" is said once
  (``avoid_cuisines`` describe).
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.domain.constraints import avoid_cuisines
from himap_travel.graphs.chat import build_chat_graph
from tests.support.chat_checks import said_in_thread

_threads = itertools.count()
_ASKED = "3 days from Phoenix to San Diego, march 25-27 2022, 2 adults, budget 1800, at least 1 museum"


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


def _chat(app: Any, *messages: str) -> tuple[dict, str]:
    return said_in_thread(app, f"lead-probe-23-{next(_threads)}", *messages)


@pytest.mark.parametrize(("change", "people"), [("add a third person", 3), ("two more friends are joining", 4)])
def test_a_change_by_an_amount_while_a_question_is_open_is_read_not_asked_about(app: Any, change: str, people: int) -> None:
    _after, said = _chat(app, _ASKED, change)
    assert f"{people} people now (was 2)" in said, said
    assert f"plan for '{change}'" not in said, said
    assert "at least 1 museum" in said  # the open question is still asked


def test_the_change_is_planned_once_the_question_is_answered(app: Any) -> None:
    after, said = _chat(app, _ASKED, "add a third person", "yes")
    assert after["trip"]["people_number"] == 3
    assert "3 people" in said


@pytest.mark.parametrize(("names", "said"), [(["Seafood"], "no Seafood"), (["Fast Food"], "no Fast Food"),
                                              (["Chinese", "Seafood"], "no Chinese, Seafood"), (["BBQ"], "no BBQ food")])
def test_a_cuisine_ending_in_food_is_said_once(names: list[str], said: str) -> None:
    assert avoid_cuisines.CONSTRAINT.describe(names) == said
