"""A model server that fails mid-run: bounded retries, a recorded failure, then a resume that finishes.

The run is checkpointed in SQLite; while the server is down for day 3, days
1 and 2 finish, and resuming the thread after the server is back plans only
day 3.
"""

from __future__ import annotations

import httpx
import pytest

from himap_travel.execution.run import run_plan
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from tests.support.scripted_server import ScriptedServer, competent, passes, role_of

FAULTS = {
    "connection refused": lambda request: httpx.ConnectError("connection refused", request=request),
    "HTTP 500": lambda request: httpx.Response(500, json={"error": {"message": "engine died"}}),
    "timeout": lambda request: httpx.ReadTimeout("read timed out", request=request),
}


class Outage:
    """Fails the requests of the chosen roles while ``down``."""

    def __init__(self, fault, affected) -> None:
        self.fault, self.affected, self.down = fault, affected, True

    def __call__(self, body):
        if self.down and self.affected(role_of(body)):
            return self.fault(httpx.Request("POST", "http://scripted.test/v1/chat/completions"))
        return None


def _ctx(server, sandbox, attempts=3):
    return provide(PlannerSettings(model_attempts=attempts, retry_interval=0.01), sandbox=sandbox, policy=server.policy(sandbox))


@pytest.mark.parametrize("fault", FAULTS)
def test_day_failing_mid_run_is_retried_recorded_and_resumed(expert_plans, sandbox, tmp_path, fault):
    spec, expert = expert_plans[(3, 1)]
    server = ScriptedServer(competent(expert))
    outage = Outage(FAULTS[fault], lambda role: role == ("day", 3))
    server.failure = outage
    ctx, db = _ctx(server, sandbox), tmp_path / "runs.sqlite"

    first = run_plan({"spec": spec}, ctx, thread="t1", db=db)
    assert first.result is None
    assert first.failure is not None and first.failure.kind == "ModelServerUnavailable" and first.failure.resumable
    assert len(server.bodies("day", 3)) == 3  # three attempts, each failing on its first request
    assert all(len(server.bodies("day", d)) == 3 for d in (1, 2))  # finished

    outage.down = False
    second = run_plan({"spec": spec}, ctx, thread="t1", db=db)
    assert second.failure is None and second.result is not None
    assert passes(spec, second.result.plan, sandbox)
    assert all(len(server.bodies("day", d)) == 3 for d in (1, 2))  # not planned again
    assert len(server.bodies("coordinator")) == 1
    assert len(server.bodies("day", 3)) == 3 + 3


def test_server_down_from_the_start_then_back(expert_plans, sandbox, tmp_path):
    spec, expert = expert_plans[(3, 1)]
    server = ScriptedServer(competent(expert))
    outage = Outage(FAULTS["connection refused"], lambda role: True)
    server.failure = outage
    ctx, db = _ctx(server, sandbox, attempts=2), tmp_path / "runs.sqlite"
    first = run_plan({"spec": spec}, ctx, thread="t", db=db)
    assert first.failure is not None and "unreachable" in first.failure.message
    assert len(server.requests) == 2
    outage.down = False
    second = run_plan({"spec": spec}, ctx, thread="t", db=db)
    assert second.result is not None and passes(spec, second.result.plan, sandbox)


def test_misconfigured_server_is_not_retried(expert_plans, sandbox):
    spec, expert = expert_plans[(3, 1)]
    server = ScriptedServer(competent(expert))
    server.failure = lambda body: httpx.Response(404, json={"error": {"message": "model 'scripted' does not exist"}})
    outcome = run_plan({"spec": spec}, _ctx(server, sandbox))
    assert outcome.failure.kind == "ModelServerMisconfigured" and "does not exist" in outcome.failure.message
    assert not outcome.failure.resumable  # no checkpoint file was given
    assert len(server.requests) == 1


def test_bad_request_ends_the_day_as_infeasible(expert_plans, sandbox):
    spec, expert = expert_plans[(3, 1)]
    server = ScriptedServer(competent(expert))
    server.failure = lambda body: (httpx.Response(400, json={"error": {"message": "context too long"}}) if role_of(body) == ("day", 2)
                                   else None)
    ctx = provide(PlannerSettings(max_iterations=1, solver_fallback=False), sandbox=sandbox, policy=server.policy(sandbox))
    outcome = run_plan({"spec": spec}, ctx)  # (the solver fallback would plan the trip instead: this is about the day)
    assert outcome.failure is None
    assert outcome.result.verdict.status == "invalid"  # no proof that no plan exists: not unsat
    assert any("day 2 infeasible" in f and "context too long" in f for f in outcome.result.verdict.failures)
