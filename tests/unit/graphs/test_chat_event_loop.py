"""The chat's nodes that run on the event loop make no blocking call (graphs/concurrency.py): ``langgraph dev`` runs
every run under BlockBuster and fails a run that blocks its loop ("BlockingError: Blocking call to os.mkdir"), which
the browser test met once a reply node loaded the sandbox on a turn that planned nothing. Here the same detector (the
server's dependency) watches a conversation's turns run asynchronously: a request, a question cancelled, small talk,
a question about the plan, a change with a question said along."""

from __future__ import annotations

import asyncio
import uuid

import pytest
from blockbuster import BlockBuster
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command

from himap_travel.graphs.chat import build_chat_graph

TRIP = ("Please plan a 3-day trip for 2 people from Washington to Myrtle Beach from March 13th to March 15th, 2022, "
        "with a budget of $1,400.")
NO_PEOPLE = "plan a trip from Washington to Myrtle Beach from March 13th to March 15th, 2022 with a budget of $1,400"
TURNS = [NO_PEOPLE, Command(resume={"decisions": [{"type": "ignore"}]}), "thanks!", NO_PEOPLE, "never mind", TRIP,
         "what's the total?", "make it $1,500, and how much is day 2?", "thanks, bye"]


async def _conversation(app) -> list[str]:
    config = {"configurable": {"thread_id": str(uuid.uuid4())}}
    said = []
    for turn in TURNS:
        given = turn if isinstance(turn, Command) else {"messages": [{"role": "user", "content": turn}]}
        out = await app.ainvoke(given, config)
        said.append(str(out["messages"][-1].content))
    return said


@pytest.fixture
def watched():
    """BlockBuster on, as ``langgraph dev`` runs a graph: a blocking call on the event loop raises."""
    detector = BlockBuster(excluded_modules=[])
    detector.activate()
    try:
        yield detector
    finally:
        detector.deactivate()


def test_no_turn_blocks_the_event_loop(watched):
    app = build_chat_graph(InMemorySaver())  # a fresh graph: nothing loaded by an earlier test's run
    said = asyncio.run(_conversation(app))
    assert len(said) == len(TURNS) and all(said)
