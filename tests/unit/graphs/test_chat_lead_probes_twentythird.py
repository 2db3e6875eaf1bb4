"""The lead's twenty-third chat probe (issue 39, stop 81): conversations played by hand, each defect found fixed at
its cause and tested here on other words than the probe's (the reading's side is in
tests/unit/domain/parsing/test_lead_probes_eightyfirst.py).

- "add a third person" said while "plan without 'at least 1 museum'?" was open was applied ("3 people now (was 2)")
  and then asked about as a wish nobody understood: a change by an amount the chat made while a question is open is
  read, no wish of its own (``request_merge.merge``).
- "no seafood pls" answered "Added: no Seafood food": a cuisine whose name ends in "food" is said once
  (``avoid_cuisines`` describe).
- "swap Houston for San Antonio" on a plan without Houston answered "couldn't find 'swap Houston'" and said nothing of
  San Antonio: the verb is no part of the name, and what the swap would have put in is said as not added
  (``take_back``, ``not_applied._not_swapped_in``).
- "how much is the hotel in lubbock per night?" answered the whole trip's stays: a city of the plan named is the
  days spent there (``answers._days_in_city``).
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


_TEXAS = "5 days from Denver to Texas, 2 cities, march 20-24 2022, 2 people, 3000 budget"


def _cities_of(after: dict) -> list[str]:
    return list(dict.fromkeys(str(day.get("current_city") or "").rsplit(" to ", 1)[-1] for day in after["plan"]))


def test_a_swap_of_a_city_the_plan_lacks_names_both_sides(app: Any) -> None:
    first, _said = _chat(app, _TEXAS)
    missing = next(city for city in ("Houston", "Dallas", "El Paso", "Austin") if city not in _cities_of(first))
    _after, said = _chat(app, _TEXAS, f"swap {missing} for Corpus Christi")
    assert f"'swap {missing}'" not in said and f"'{missing}'" in said
    assert "didn't add 'Corpus Christi'" in said, said


def test_a_stays_question_naming_a_city_of_the_plan_answers_for_that_city(app: Any) -> None:
    first, _said = _chat(app, _TEXAS)
    city = _cities_of(first)[-2]  # the second city of the tour (the last day ends at home)
    _after, said = _chat(app, _TEXAS, f"how much is the hotel in {city.lower()} per night?")
    assert f"Stays in {city} cost" in said, said
