"""`langgraph dev` serves the graphs named in langgraph.json: a plan, and a chat conversation on one thread, run through its HTTP API."""

from __future__ import annotations

import pytest

from himap_travel.state.graph_state import PlannerInput
from tests.support.langgraph_dev import get, langgraph_dev, needs_cli, post, schemas


@pytest.mark.integration
@needs_cli
def test_langgraph_dev_plans_a_trip(tmp_path):
    """Served as in production: strict msgpack, so the server's checkpointer rebuilds only the types it was told of
    (issue 27): reading a planner thread back must rebuild every one of ours, never refuse one."""
    log = tmp_path / "server.log"
    with langgraph_dev(log, env={"LANGGRAPH_STRICT_MSGPACK": "true"}) as base:
        query = ("Please plan a 3-day trip for 2 people from Washington to Myrtle Beach from March 13th to March 15th, 2022, "
                 "with a budget of $1,400.")
        thread = post(f"{base}/threads", {})["thread_id"]
        values = post(f"{base}/threads/{thread}/runs/wait", {"assistant_id": "himap_travel", "input": {"query": query}})
        assert values["result"]["verdict"]["status"] == "valid"
        again = post(f"{base}/threads/{thread}/runs/wait", {"assistant_id": "himap_travel", "input": {"query": query + " Cheaper."}})
        assert again["__error__"]["error"] == "GraphInputError"  # the guard read the thread's checkpoint: it holds a request
        assert len(values["plan"]) == 3 and "plan" not in values["result"]  # the plan is stored once
        assert values["sigma_summary"]["used"] <= 1400
        assert "traces" not in values and "outcomes" not in values  # the output schema keeps internals out

        shown = schemas(base, "himap_travel")
        assert {"executors", "policy", "max_iterations"} <= set(shown["context_schema"]["properties"])
        assert set(shown["input_schema"]["properties"]) == set(PlannerInput.__annotations__)

        spec = {"org": "Washington", "dest": "Myrtle Beach", "days": 3, "visiting_city_number": 1,
                "date": ["2022-03-13", "2022-03-14", "2022-03-15"], "people_number": 2, "budget": 1400}
        values = post(f"{base}/runs/wait", {"assistant_id": "himap_travel", "input": {"spec": spec}, "context": {"executors": 3}})
        assert values["status"] == "valid" and len(values["plan"]) == 3

        _chat_over_http(base)
    logged = log.read_text()
    assert "Blocked deserialization" not in logged and "unregistered type" not in logged


def _chat_over_http(base: str) -> None:
    """The chat graph (graph id ``himap_travel_chat``): issue 13's three-turn conversation on one thread."""
    thread = post(f"{base}/threads", {})["thread_id"]
    wait = f"{base}/threads/{thread}/runs/wait"

    def say(text: str) -> dict:
        return post(wait, {"assistant_id": "himap_travel_chat", "input": {"messages": [{"role": "user", "content": text}]}})

    values = say("Plan a 3-day trip for 2 from Washington to Myrtle Beach, March 13–15 2022, budget $1,400")
    assert values["verdict"]["status"] == "valid" and len(values["plan"]) == 3
    assert values["trip"]["budget"] == 1400 and values["messages"][-1]["type"] == "ai"

    values = say("Can you make it $1,200 and find a place that allows pets?")
    assert values["trip"]["budget"] == 1200 and values["trip"]["local_constraint"]["house rule"] == "pets"
    assert values["verdict"]["status"] == "valid"
    assert r"budget: \$1,400 → \$1,200" in values["messages"][-1]["content"]

    values = say("Plan a 3-day trip from Seattle to Denver, March 20-22 2022, budget $2,500")
    state = get(f"{base}/threads/{thread}/state")
    (task,) = [t for t in state["tasks"] if t["interrupts"]]
    assert task["interrupts"][0]["value"]["missing"] == ["people_number"]
    assert values["messages"][-1]["content"] == task["interrupts"][0]["value"]["question"]

    values = post(wait, {"assistant_id": "himap_travel_chat", "command": {"resume": "3"}})
    assert values["trip"]["people_number"] == 3 and values["verdict"]["status"] == "valid"
    assert [m["type"] for m in values["messages"]] == ["human", "ai"] * 4

    shown = schemas(base, "himap_travel_chat")
    assert set(shown["input_schema"]["properties"]) == {"messages"}
    assert {"messages", "trip", "plan", "verdict"} == set(shown["output_schema"]["properties"])
