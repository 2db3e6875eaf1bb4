"""Threads in a real PostgreSQL server (issue 27): the claim rules as in SQLite, plan and resume, a run killed
with SIGKILL and resumed, eight processes on eight threads, two processes on one thread (one refused)."""

from __future__ import annotations

import contextlib
import io
import json
import os
import signal
import socket
import subprocess
import sys
from unittest import mock

import psycopg
import pytest

from himap_travel.execution.checkpointers import open_checkpointer
from himap_travel.execution.claims import claim_thread
from himap_travel.execution.errors import ThreadBusy, ThreadRefused
from himap_travel.execution.schema import CLAIMS_TABLE
from tests.support.faultkit import cli_env, run_in_process
from tests.support.plan_process import plan
from tests.support.postgres_server import postgres_server, postgres_url  # noqa: F401 - fixtures
from tests.support.waiting import read_line, wait_until

SETTINGS = {"policy": "expert"}


def claim_row(url: str, thread: str) -> dict | None:
    with psycopg.connect(url) as conn:
        cursor = conn.execute(f"SELECT * FROM {CLAIMS_TABLE} WHERE thread_id = %s", (thread,))
        found = cursor.fetchone()
        return None if found is None else dict(zip([d.name for d in cursor.description], found, strict=True))


def checkpoints(url: str, thread: str) -> int:
    with psycopg.connect(url) as conn:
        return conn.execute("SELECT count(*) FROM checkpoints WHERE thread_id = %s", (thread,)).fetchone()[0]


# --- the claim's rules, as in a SQLite file -----------------------------------------------------


def test_the_claim_rules_hold_on_postgresql(postgres_url):  # noqa: F811
    with open_checkpointer(postgres_url) as saver:
        with claim_thread(saver.conn, "t", request="trip A", label="a trip", settings=SETTINGS):
            assert claim_row(postgres_url, "t")["state"] == "planning"
            with (
                open_checkpointer(postgres_url) as other,
                pytest.raises(ThreadBusy, match=f"process {os.getpid()}"),
                claim_thread(other.conn, "t", request="trip A", settings=SETTINGS),
            ):
                pytest.fail("the run must not start")
        assert claim_row(postgres_url, "t")["state"] == "finished"
        with (
            pytest.raises(ThreadRefused, match="holds another request.*a trip"),
            claim_thread(saver.conn, "t", request="trip B", settings=SETTINGS),
        ):
            pytest.fail("the run must not start")
        with (
            pytest.raises(ThreadRefused, match="planned with policy expert"),
            claim_thread(saver.conn, "t", request="trip A", settings={"policy": "solver"}),
        ):
            pytest.fail("the run must not start")
        with psycopg.connect(postgres_url, autocommit=True) as conn:  # a holder that died on this host
            conn.execute(f"UPDATE {CLAIMS_TABLE} SET state = 'planning', pid = 999999999, host = %s WHERE thread_id = 't'",
                         (socket.gethostname(),))
        with claim_thread(saver.conn, "t", request="trip A", settings=SETTINGS) as claim:
            assert claim.taken_over
    assert claim_row(postgres_url, "t")["state"] == "finished"


def test_a_run_that_raised_before_writing_leaves_no_claim(postgres_url):  # noqa: F811
    with (
        open_checkpointer(postgres_url) as saver,
        pytest.raises(RuntimeError),
        claim_thread(saver.conn, "t", request="trip A", settings=SETTINGS),
    ):
        raise RuntimeError("before anything was written")
    assert claim_row(postgres_url, "t") is None


# --- whole runs, in processes of their own -------------------------------------------------------
# A run whose process is not the point (a comparison, a thread to repair, the second of two runs) runs here
# (``plan_here``): each process pays seconds of imports before it plans.


def plan_here(url: str, thread: str, row: int = 0) -> dict:
    """What ``plan`` (tests/support/plan_process.py) prints, planned in this process."""
    from himap_travel.domain.sandbox.queries import load_queries
    from himap_travel.execution.run import run_plan
    from himap_travel.planning.runtime.settings import PlannerSettings

    outcome = run_plan({"spec": load_queries("validation_dev")[row].spec}, PlannerSettings(), thread=thread, db=url)
    return {"plan": outcome.result.plan if outcome.result else None, "failure": str(outcome.failure or "")}


def test_plan_then_the_same_command_shows_the_finished_thread(postgres_url):  # noqa: F811
    first = plan(postgres_url, "trip")
    written = checkpoints(postgres_url, "trip")
    again = plan_here(postgres_url, "trip")
    assert first["plan"] and again["plan"] == first["plan"] and not first["failure"]
    assert checkpoints(postgres_url, "trip") == written, "finished: shown, not planned again"
    assert claim_row(postgres_url, "trip")["state"] == "finished"


def test_a_run_killed_mid_way_resumes_and_ends_as_an_undisturbed_one(postgres_url):  # noqa: F811
    undisturbed = plan_here(postgres_url, "calm", row=30)
    child = plan(postgres_url, "killed", row=30, slow=True, wait=False)
    wait_until(lambda: child.poll() is not None or _safe_count(postgres_url, "killed") >= 3, 120, "3 checkpoints of the slow run")
    assert child.poll() is None, "the slow run ended before it could be killed"
    os.kill(child.pid, signal.SIGKILL)
    child.wait()
    assert claim_row(postgres_url, "killed")["state"] == "planning", "the dead holder's claim is still there"
    resumed = plan(postgres_url, "killed", row=30)
    assert resumed["plan"] == undisturbed["plan"]
    assert claim_row(postgres_url, "killed")["state"] == "finished"


def _safe_count(url: str, thread: str) -> int:
    try:
        return checkpoints(url, thread)
    except psycopg.Error:  # the tables are not made yet
        return 0


def test_eight_processes_on_eight_threads(postgres_url):  # noqa: F811
    children = [plan(postgres_url, f"t{i}", row=i, wait=False) for i in range(8)]
    for child in children:
        out, err = child.communicate(timeout=300)
        assert child.returncode == 0, err[-3000:]
        assert json.loads(out.strip().splitlines()[-1])["plan"]
    assert [claim_row(postgres_url, f"t{i}")["state"] for i in range(8)] == ["finished"] * 8


HOLD = """
import sys
from himap_travel.execution.checkpointers import open_checkpointer
from himap_travel.execution.claims import claim_thread
from himap_travel.execution.errors import ThreadRefused
with open_checkpointer(sys.argv[1]) as saver:
    try:
        with claim_thread(saver.conn, "shared", request=sys.argv[2], settings={"policy": "expert"}):
            print("won", flush=True)
            sys.stdin.read()  # held until the test closes stdin, once the other process has tried
    except ThreadRefused as error:
        print(type(error).__name__, flush=True)
"""


def test_two_processes_on_one_thread_one_is_refused(postgres_url):  # noqa: F811
    with open_checkpointer(postgres_url):
        pass  # the tables exist before the race
    children = [subprocess.Popen([sys.executable, "-c", HOLD, postgres_url, request], stdin=subprocess.PIPE,
                                 stdout=subprocess.PIPE, text=True) for request in ("trip A", "trip A")]
    outcomes = sorted(read_line(child, 60, "the claim's outcome").strip() for child in children)  # a winner holds it meanwhile
    for child in children:
        child.communicate(timeout=60)
    assert outcomes == ["ThreadBusy", "won"]


def test_a_planned_thread_is_repaired_in_postgresql(postgres_url):  # noqa: F811
    """``replan`` opens the same store (it must hold the thread) and repairs the day that lost its dinner."""
    from himap_travel.execution.replan import replan
    from himap_travel.planning.runtime.settings import PlannerSettings

    planned = plan_here(postgres_url, "trip")["plan"]
    dinner = next(day["dinner"] for day in planned if day.get("dinner") not in (None, "", "-"))
    outcome = replan(f"restaurant:{dinner}", PlannerSettings(), "trip", db=postgres_url)
    assert outcome.failure is None
    repaired = outcome.values["plan"]
    assert dinner not in [day.get("dinner") for day in repaired] and len(repaired) == len(planned)
    assert claim_row(postgres_url, "trip")["state"] == "finished"


def test_a_repair_of_an_empty_database_is_refused_naming_it(postgres_url):  # noqa: F811
    from himap_travel.execution.errors import CheckpointFileError
    from himap_travel.execution.replan import replan
    from himap_travel.planning.runtime.settings import PlannerSettings

    with pytest.raises(CheckpointFileError, match="holds no checkpoints"):
        replan("restaurant:Chopsticks, Buffalo", PlannerSettings(), "trip", db=postgres_url)


def test_the_command_line_takes_the_url_from_himap_db(postgres_url):  # noqa: F811
    """In this process (``run_in_process``): where the command reads the URL is its own logic."""
    done = run_in_process("plan", "--split", "validation_dev", "--row", "0", "--thread", "cli", "--json",
                          env=cli_env(HIMAP_DB=postgres_url))
    assert done.code == 0, done.stderr[-2000:]
    assert json.loads(done.stdout.strip().splitlines()[-1])["verdict"]["status"] == "valid"
    assert claim_row(postgres_url, "cli")["state"] == "finished"


# --- the chat: a question asked in one process, answered from another; async savers -------------------

CHAT = """
import json, sys
from langgraph.types import Command
from himap_travel.graphs.chat import build_chat_graph
from himap_travel.state.chat_state import ChatState
from himap_travel.execution.checkpointers import open_checkpointer

url, step = sys.argv[1], sys.argv[2]
config = {"configurable": {"thread_id": "chat"}}
with open_checkpointer(url, ChatState) as saver:
    app = build_chat_graph(saver)
    if step == "ask":
        out = app.invoke({"messages": [("user", "I want to go from Seattle to Denver for 3 days with $2,000")]}, config)
        print(json.dumps({"missing": out["__interrupt__"][0].value["missing"]}))
    else:
        out = app.invoke(Command(resume="March 20th to 22nd, 2022, just me"), config)
        print(json.dumps({"status": out["verdict"]["status"], "people": out["trip"]["people_number"]}))
"""


def chat_step(url: str, step: str, *, here: bool = False) -> dict:
    """The chat's step (``CHAT``) in a new process, or ``here``, in this one (what it prints, read back)."""
    if here:
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed), mock.patch.object(sys, "argv", ["chat", url, step]):
            exec(CHAT, {"__name__": "__chat__"})
        return json.loads(printed.getvalue().strip().splitlines()[-1])
    done = subprocess.run([sys.executable, "-c", CHAT, url, step], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_chat_question_asked_in_one_process_is_answered_from_another(postgres_url):  # noqa: F811
    """Asked in this process, answered from a new one: the question waits in the store, not in a process."""
    assert chat_step(postgres_url, "ask", here=True) == {"missing": ["date", "people_number"]}
    assert chat_step(postgres_url, "answer") == {"status": "valid", "people": 1}


def test_the_async_savers_serve_a_chat_with_ainvoke(postgres_url, tmp_path):  # noqa: F811
    import asyncio

    from himap_travel.execution.checkpointers import open_async_checkpointer
    from himap_travel.graphs.chat import build_chat_graph
    from himap_travel.state.chat_state import ChatState

    async def converse(db) -> list:
        config = {"configurable": {"thread_id": "async"}}
        async with open_async_checkpointer(db, ChatState) as saver:
            app = build_chat_graph(saver)
            out = await app.ainvoke({"messages": [("user", "I want to go from Seattle to Denver for 3 days with $2,000")]}, config)
            return out["__interrupt__"][0].value["missing"]

    for db in (postgres_url, tmp_path / "chat.sqlite"):
        assert asyncio.run(converse(db)) == ["date", "people_number"], db
