"""The lead's twenty-fourth chat probe (issue 39, stop 83): conversations played by hand, each defect found fixed at
its cause and tested here on other words than the probe's.

- "can you swap the hotel for something cheaper" on a plan that already cost the least answered "This plan already
  is the cheapest" and still showed another plan at the same cost, listing "What this gave up: fewer sights": a
  re-plan for the lowest cost that finds nothing cheaper keeps the plan before (``plan_trip``; issue 39's 4: no
  re-plan for a wish the plan already meets).
- "no italian and add a museum on day 2" set "pace: 1 sight on day 2" (at most one sight, of any kind, that day): a
  kind of sight counted is no pace unless capped (``pace._kind_asked``); the wish is named instead.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.graphs.chat import build_chat_graph
from tests.support.chat_checks import local_rules, said_in_thread

_threads = itertools.count()
_AT_THE_FLOOR = "Denver to Chicago, march 5-7 2022, 2 of us, budget 1800"  # its plan already costs the least
_WITH_ROOM = "Amarillo to Dallas march 10-12 2022, 2 people, $1200"  # a cheaper plan exists


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


def _chat(app: Any, *messages: str) -> tuple[dict, str]:
    return said_in_thread(app, f"lead-probe-24-{next(_threads)}", *messages)


@pytest.mark.parametrize("cheaper", ["go cheaper please", "could it cost less?"])
def test_nothing_cheaper_keeps_the_plan_before(app: Any, cheaper: str) -> None:
    before, _ = _chat(app, _AT_THE_FLOOR)
    after, said = _chat(app, _AT_THE_FLOOR, cheaper)
    assert after["plan"] == before["plan"] and after["spent"] == before["spent"]
    assert "already is the cheapest" in said and "gave up" not in said


def test_a_cheaper_plan_found_is_still_taken(app: Any) -> None:
    before, _ = _chat(app, _WITH_ROOM)
    after, said = _chat(app, _WITH_ROOM, "go cheaper please")
    assert after["spent"] < before["spent"] and "less than before" in said


@pytest.mark.parametrize("said", ["also a museum on day 3", "put an art museum on day 2 pls"])
def test_a_kind_of_sight_on_a_day_sets_no_pace(app: Any, said: str) -> None:
    after, reply = _chat(app, _WITH_ROOM, said)
    assert local_rules(after).get("pace") is None, reply
