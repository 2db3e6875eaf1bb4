"""The lead's nineteenth chat probes (issue 39, stop 74): what a reply says when a turn's re-plan finds no plan, and how
a name from the data is shown. Each was found by talking to the chat, and fails on the code before its fix.

* "can we get a nicer hotel, 4 stars at least" where no stay rated 4 fits the nights: the reply said "I re-planned
  ... giving the stays' ratings extra weight: stays rated 1.0 on average" above "No plan can meet this request",
  reporting the plan before's quality as this turn's (``plan_trip``: a turn with no plan holds no quality).
"""

from __future__ import annotations

import itertools

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.graphs.chat import build_chat_graph

_threads = itertools.count()
DENVER = "3 days Dallas to Denver march 10-12 2022, 2 people, budget 2000"


@pytest.fixture(scope="module")
def app():
    return build_chat_graph(InMemorySaver())


def _talk(app, *turns: str) -> tuple[dict, str]:
    config = {"configurable": {"thread_id": f"lead-nineteenth-{next(_threads)}"}}
    out: dict = {}
    for text in turns:
        out = app.invoke({"messages": [{"role": "user", "content": text}]}, config)
    return out, str(out["messages"][-1].content)


def test_a_wish_no_plan_can_keep_reports_no_quality_of_the_plan_before(app):
    out, said = _talk(app, DENVER, "can we get a nicer hotel, 4 stars at least")
    assert out["plan"] is None and out.get("quality") is None
    assert "No plan can meet this request:" in said and "no lodging rated 4 or higher in Denver" in said
    assert "on average" not in said and "I tried to re-plan for that, but no plan came out" in said
