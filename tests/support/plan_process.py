"""A planning run in a process of its own (``execution.run.run_plan`` on a thread of a store), to be killed and resumed
(started warm: ``tests/support/warm_process.py``)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

from tests.support import warm_process
from tests.support.faultkit import cli_env

PLAN = """
import json, sys
from himap_travel.domain.sandbox.queries import load_queries
from himap_travel.execution.run import run_plan
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.tools.latency import SimulatedLatency

db, thread, row, slow = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4] == "slow"
latency = SimulatedLatency(low_ms=150, high_ms=150) if slow else None
outcome = run_plan({"spec": load_queries("validation_dev")[row].spec}, PlannerSettings(tool_latency=latency), thread=thread, db=db)
print(json.dumps({"plan": outcome.result.plan if outcome.result else None, "failure": str(outcome.failure or "")}))
"""


def plan(db: str, thread: str, row: int = 0, slow: bool = False, wait: bool = True,
         ) -> warm_process.WarmProcess | subprocess.Popen | dict:
    """Plan ``validation_dev`` row ``row`` on ``thread`` of ``db`` (a SQLite file or a PostgreSQL URL); ``slow``: each
    tool call and decision takes 150 ms, so that the run can be killed mid-way. Waited for: its plan and failure."""
    child = warm_process.start(["-c", PLAN, db, thread, str(row), "slow" if slow else "fast"], cwd=Path.cwd(), env=cli_env())
    if not wait:
        return child
    out, err = child.communicate(timeout=300)
    assert child.returncode == 0, err[-3000:]
    return json.loads(out.strip().splitlines()[-1])
