"""`langgraph dev` serves the compiled graph named in langgraph.json; a plan runs through its HTTP API."""

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
    finally:
        server.terminate()
        server.wait(timeout=30)
