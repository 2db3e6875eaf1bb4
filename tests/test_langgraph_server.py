"""`langgraph dev` serves both graphs named in langgraph.json: a plan, and a chat conversation on one thread, run through its HTTP API."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from tests.ports import free_port

ROOT = Path(__file__).resolve().parent.parent
CLI = Path(sys.executable).parent / "langgraph"


def _post(url: str, body: dict, timeout: float = 120) -> dict:
    request = urllib.request.Request(url, json.dumps(body).encode(), {"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=timeout) as response:
        return json.loads(response.read())


@pytest.mark.integration
@pytest.mark.skipif(not CLI.exists(), reason="langgraph-cli[inmem] (the dev extra) is not installed")
def test_langgraph_dev_plans_a_trip(tmp_path):
    port = free_port()
    env = {**os.environ, "LANGGRAPH_NO_BROWSER": "1"}
    server = subprocess.Popen(
        [str(CLI), "dev", "--no-browser", "--no-reload", "--port", str(port), "--host", "127.0.0.1"],
        cwd=ROOT, env=env, stdout=open(tmp_path / "server.log", "w"), stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 120
        while time.time() < deadline:
            try:
                urllib.request.urlopen(f"{base}/ok", timeout=2)
                break
            except OSError:
                assert server.poll() is None, (tmp_path / "server.log").read_text()[-3000:]
                time.sleep(1)
        else:
            pytest.fail("langgraph dev did not start: " + (tmp_path / "server.log").read_text()[-3000:])
        query = "Please plan a 3-day trip for 2 people from Washington to Myrtle Beach from March 13th to March 15th, 2022, with a budget of $1,400."
        values = _post(f"{base}/runs/wait", {"assistant_id": "himap_travel", "input": {"query": query}})
        assert values["result"]["verdict"]["status"] == "valid"
        assert len(values["result"]["plan"]) == 3
        assert values["sigma_summary"]["used"] <= 1400
        assert "traces" not in values and "outcomes" not in values  # the output schema keeps internals out

        assistant = _post(f"{base}/assistants/search", {"graph_id": "himap_travel"})[0]["assistant_id"]
        with urllib.request.urlopen(f"{base}/assistants/{assistant}/schemas", timeout=30) as response:
            schemas = json.loads(response.read())
        assert {"executors", "policy", "max_iterations"} <= set(schemas["context_schema"]["properties"])
        assert set(schemas["input_schema"]["properties"]) == {"query", "spec"}

        spec = {"org": "Washington", "dest": "Myrtle Beach", "days": 3, "visiting_city_number": 1,
                "date": ["2022-03-13", "2022-03-14", "2022-03-15"], "people_number": 2, "budget": 1400}
        values = _post(f"{base}/runs/wait", {"assistant_id": "himap_travel", "input": {"spec": spec}, "context": {"executors": 3}})
        assert values["status"] == "valid" and len(values["plan"]) == 3

        _chat_over_http(base)
    finally:
        server.terminate()
        server.wait(timeout=30)


def _chat_over_http(base: str) -> None:
    """The chat graph (graph id ``himap_travel_chat``): issue 13's three-turn conversation on one thread."""
    thread = _post(f"{base}/threads", {})["thread_id"]
    wait = f"{base}/threads/{thread}/runs/wait"

    def say(text: str) -> dict:
        return _post(wait, {"assistant_id": "himap_travel_chat", "input": {"messages": [{"role": "user", "content": text}]}})

    values = say("Plan a 3-day trip for 2 from Washington to Myrtle Beach, March 13–15 2022, budget $1,400")
    assert values["verdict"]["status"] == "valid" and len(values["plan"]) == 3
    assert values["trip"]["budget"] == 1400 and values["messages"][-1]["type"] == "ai"

    values = say("Can you make it $1,200 and find a place that allows pets?")
    assert values["trip"]["budget"] == 1200 and values["trip"]["local_constraint"]["house rule"] == "pets"
    assert values["verdict"]["status"] == "valid"
    assert "budget: $1,400 → $1,200" in values["messages"][-1]["content"]

    values = say("Plan a 3-day trip from Seattle to Denver, March 20-22 2022, budget $2,500")
    with urllib.request.urlopen(f"{base}/threads/{thread}/state", timeout=30) as response:
        state = json.loads(response.read())
    (task,) = [t for t in state["tasks"] if t["interrupts"]]
    assert task["interrupts"][0]["value"]["missing"] == ["people_number"]
    assert values["messages"][-1]["content"] == task["interrupts"][0]["value"]["question"]

    values = _post(wait, {"assistant_id": "himap_travel_chat", "command": {"resume": "3"}})
    assert values["trip"]["people_number"] == 3 and values["verdict"]["status"] == "valid"
    assert [m["type"] for m in values["messages"]] == ["human", "ai"] * 4

    assistant = _post(f"{base}/assistants/search", {"graph_id": "himap_travel_chat"})[0]["assistant_id"]
    with urllib.request.urlopen(f"{base}/assistants/{assistant}/schemas", timeout=30) as response:
        schemas = json.loads(response.read())
    assert set(schemas["input_schema"]["properties"]) == {"messages"}
    assert {"messages", "trip", "plan", "verdict"} == set(schemas["output_schema"]["properties"])
