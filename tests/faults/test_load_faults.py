"""Faults under load (issue 27): sixteen conversations in flight on PostgreSQL, the process killed with SIGKILL
mid-turn and started again; every conversation ends as an undisturbed run does, no turn lost or applied twice.
The same on a SQLite file, the embedded default, as ``execution.sqlite.PRAGMAS`` opens it (WAL, ``synchronous =
NORMAL``: a commit is not flushed to disk, which a killed process must not notice)."""

from __future__ import annotations

import asyncio
import os
import signal
import sqlite3
from contextlib import closing
from pathlib import Path

import psycopg
import pytest

from himap_travel.harness.bench.load import LoadConfig, finish_all
from tests.support import warm_process
from tests.support.faultkit import cli_env
from tests.support.postgres_server import postgres_server, postgres_url  # noqa: F401 - fixtures
from tests.support.waiting import wait_until

CROWD, TURNS = 16, 3
RUN = f"""
import asyncio, sys
from himap_travel.harness.bench.load import LoadConfig, finish_all
from himap_travel.tools.latency import SimulatedLatency
slow = SimulatedLatency(low_ms=20, high_ms=40)
asyncio.run(finish_all(LoadConfig(turns={TURNS}, db=sys.argv[1], tool_latency=slow, decision_latency=slow), {CROWD}, "c"))
"""


def seen(values: dict) -> dict:
    """What a person sees of a conversation: every message in order, the trip, the plan and the verdict."""
    return {"messages": [(m.type, m.content) for m in values.get("messages", [])], "trip": values.get("trip"),
            "plan": values.get("plan"), "verdict": values.get("verdict")}


def checkpoints(db: str) -> int:
    """The checkpoints in the store so far (read only: the SQLite file is the killed process's to create)."""
    try:
        if db.startswith("postgresql://"):
            with psycopg.connect(db) as conn:
                return conn.execute("SELECT count(*) FROM checkpoints").fetchone()[0]
        if not Path(db).exists():
            return 0
        with closing(sqlite3.connect(f"{Path(db).as_uri()}?mode=ro", uri=True)) as conn:
            return conn.execute("SELECT count(*) FROM checkpoints").fetchone()[0]
    except (psycopg.Error, sqlite3.Error):  # the tables are not made yet
        return 0


@pytest.fixture(scope="module")
def calm(tmp_path_factory) -> list:
    """The conversations run undisturbed: the same for both stores, so run once."""
    db = tmp_path_factory.mktemp("calm") / "calm.sqlite"
    return asyncio.run(finish_all(LoadConfig(turns=TURNS, db=str(db)), CROWD, "c"))


@pytest.mark.parametrize("store", ["postgresql", "sqlite"])
def test_a_process_killed_mid_turn_resumes_every_conversation_as_if_undisturbed(store, request, tmp_path, calm):
    db = request.getfixturevalue("postgres_url") if store == "postgresql" else str(tmp_path / "threads.sqlite")
    child = warm_process.start(["-c", RUN, db], cwd=Path.cwd(), env=cli_env())
    wait_until(lambda: child.poll() is not None or checkpoints(db) >= CROWD * TURNS * 2, 180, "the run's checkpoints")
    assert child.poll() is None, "the run ended before it could be killed: " + (child.stderr.read() or "")[-2000:]
    os.kill(child.pid, signal.SIGKILL)
    child.wait()
    resumed = asyncio.run(finish_all(LoadConfig(turns=TURNS, db=db), CROWD, "c"))
    for number, (before, after) in enumerate(zip(calm, resumed, strict=True)):
        assert seen(after) == seen(before), f"conversation {number}"
        kinds = [kind for kind, _ in seen(after)["messages"]]
        assert kinds.count("human") == TURNS and kinds.count("ai") == TURNS, f"conversation {number}: {kinds}"
