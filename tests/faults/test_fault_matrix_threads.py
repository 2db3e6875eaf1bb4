"""Fault matrix, threads and checkpoint files: the real command line in subprocesses (tests/support/faultkit.py); of a
parametrized refusal the first case a real process, the others in this one (``real_first``).

Two processes racing for one thread, a thread reused with other settings,
every kind of ``--db`` the project cannot open as its own, and the options
that would plan something else than asked. Each probe checks the exit code,
that there is no traceback, that the message names the cause, and that no
file was created or changed that should not have been.
"""

from __future__ import annotations

import json
import os
import socket
import sqlite3
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from himap_travel.execution.claims import claim_thread
from himap_travel.execution.schema import CLAIMS_TABLE
from himap_travel.execution.serialization import make_serializer
from himap_travel.execution.sqlite import sqlite_checkpointer
from himap_travel.planning.monitor.state import RepairState
from tests.support.faultkit import (
    QUERY,
    FileSnapshot,
    assert_clean_exit,
    assert_refused,
    cli_env,
    read_only_folder,
    real_first,
    run_cli,
    run_in_process,
)

OTHER = QUERY.replace("$1,400", "$1,500")
ROW = ("--split", "validation_dev", "--row", "0")


def plan(*args: str, cwd: Path | None = None, env: dict[str, str] | None = None):
    return run_cli("plan", *args, cwd=cwd, env=env)


def planned_queries(db: Path, thread: str) -> tuple[set[str], int]:
    """The request texts in the thread's checkpoints, and how many runs started on it (input checkpoints)."""
    from langgraph.checkpoint.sqlite import SqliteSaver

    conn = sqlite3.connect(str(db))
    try:
        saver = SqliteSaver(conn, serde=make_serializer(RepairState))
        found = list(saver.list({"configurable": {"thread_id": thread}}))
    finally:
        conn.close()
    queries = {t.checkpoint["channel_values"]["spec"].query for t in found if t.checkpoint["channel_values"].get("spec")}
    return queries, sum(t.metadata.get("source") == "input" for t in found)


# --- two processes, one thread --------------------------------------------------------------------

READ_WAIT_HOOK = '''"""sitecustomize for tests/faults/test_fault_matrix_threads.py: after a run first reads its thread's state, it waits
until the other process of the race has read too, or has ended.

Two processes started together reach their thread within a fraction of a second of each other (seconds apart on a
loaded machine), and the window between reading a thread and writing its first checkpoint is short: waiting for the
other's read makes two runs that do not claim the thread first both take it for a new one (and both plan into it),
every time, not only when the timing happens to fall so. A run that claims its thread before reading it is not
affected: the loser never gets this far, and its end ends the wait.
"""
import atexit
import os
import time

from langgraph.pregel import Pregel

_read = Pregel.get_state
_RACE, _ME = os.environ["HIMAP_TEST_RACE_DIR"], str(os.getpid())


def _mark(event):
    open(os.path.join(_RACE, f"{event}-{_ME}"), "w").close()


def _read_then_wait(self, *args, **kwargs):
    snapshot = _read(self, *args, **kwargs)
    if not os.environ.get("HIMAP_TEST_WAITED"):
        os.environ["HIMAP_TEST_WAITED"] = "1"
        _mark("read")
        deadline = time.monotonic() + 60
        while not any(not name.endswith("-" + _ME) for name in os.listdir(_RACE)) and time.monotonic() < deadline:
            time.sleep(0.01)  # the other process's file is the event (nothing to block on across processes)
    return snapshot


atexit.register(_mark, "ended")
Pregel.get_state = _read_then_wait
'''


@pytest.fixture(scope="module")
def race_hooks(tmp_path_factory) -> Path:
    """A folder holding the read-then-wait hook as ``sitecustomize``, for PYTHONPATH."""
    hooks = tmp_path_factory.mktemp("hooks")
    (hooks / "sitecustomize.py").write_text(READ_WAIT_HOOK)
    return hooks


def race(hooks: Path, folder: Path, *asks: str) -> list:
    """``plan ASK --thread trip --db folder/race.sqlite --json`` for each ask at once, the hook making them meet."""
    (folder / "race").mkdir(parents=True)
    env = cli_env(PYTHONPATH=str(hooks), HIMAP_TEST_RACE_DIR=str(folder / "race"))
    db = str(folder / "race.sqlite")
    with ThreadPoolExecutor(len(asks)) as pool:
        return list(pool.map(lambda ask: plan(ask, "--thread", "trip", "--db", db, "--json", env=env), asks))


def test_two_processes_with_different_requests_on_one_thread_one_wins_with_its_own_plan(tmp_path, race_hooks):
    """Both orders: the loser is refused (exit 2) and nothing of its run is in the thread; the winner shows its own request.
    The hook makes the two runs meet every time, so a round per order shows what more rounds would (each costs two
    processes)."""
    for round_ in range(2):
        results = race(race_hooks, tmp_path / f"round{round_}", *((QUERY, OTHER) if round_ % 2 == 0 else (OTHER, QUERY)))
        assert sorted(r.code for r in results) == [0, 2], "\n".join(map(str, results))
        winner, loser = sorted(results, key=lambda r: r.code)
        asked = winner.args[1]
        assert json.loads(winner.stdout.strip().splitlines()[-1])["query"] == asked, str(winner)
        assert_refused(loser, "thread trip", "another request")
        queries, runs = planned_queries(tmp_path / f"round{round_}" / "race.sqlite", "trip")
        assert queries == {asked} and runs == 1


def test_two_processes_with_the_same_request_plan_it_once(tmp_path, race_hooks):
    results, db = race(race_hooks, tmp_path, QUERY, QUERY), tmp_path / "race.sqlite"
    assert sorted(r.code for r in results) in ([0, 0], [0, 2]), "\n".join(map(str, results))
    for result in results:
        if result.code == 2:
            assert_refused(result, "thread trip", "being planned by process")
        else:
            assert json.loads(result.stdout.strip().splitlines()[-1])["query"] == QUERY
    assert planned_queries(db, "trip") == ({QUERY}, 1)


def test_a_thread_whose_holder_runs_is_refused_and_one_whose_holder_died_is_taken_over(tmp_path):
    db = tmp_path / "held.sqlite"
    holder = subprocess.Popen(["sleep", "60"])
    try:
        _claim_as(db, holder.pid)
        busy = plan(*ROW, "--thread", "trip", "--db", str(db))
        assert_refused(busy, "thread trip", f"being planned by process {holder.pid}", "another --thread")
    finally:
        holder.kill()
        holder.wait()
    resumed = run_in_process("plan", *ROW, "--thread", "trip", "--db", str(db), "--json")  # its holder is gone: taken over
    assert_clean_exit(resumed, 0)


def _claim_as(db: Path, pid: int) -> None:
    """The claim a `plan --split validation_dev --row 0` process with ``pid`` holds while it runs."""
    from himap_travel.domain.sandbox.queries import load_queries
    from himap_travel.execution.run import deciding_settings, request_key, request_label
    from himap_travel.planning.runtime.settings import PlannerSettings

    inputs = {"spec": load_queries("validation_dev")[0].spec}
    with sqlite_checkpointer(db) as saver:
        with claim_thread(saver.conn, "trip", request=request_key(inputs), label=request_label(inputs),
                          settings=deciding_settings(PlannerSettings(objective="best"))):  # `plan`'s default objective
            pass
        saver.conn.execute(f"UPDATE {CLAIMS_TABLE} SET state = 'planning', pid = ?, host = ?, started = NULL",
                           (pid, socket.gethostname()))
        saver.conn.commit()


# --- a finished thread, another command ----------------------------------------------------------


@pytest.fixture(scope="module")
def finished(tmp_path_factory):
    db = tmp_path_factory.mktemp("finished") / "trips.sqlite"
    assert_clean_exit(plan(*ROW, "--thread", "trip", "--db", str(db), "--json"), 0)
    return db


OTHER_SETTINGS = [(("--policy", "solver"), "policy expert (this run: solver)"),
                  (("--ablation", "no-sigma"), "ablation none (this run: no-sigma)"),
                  (("--objective", "cheapest"), "objective best (this run: None)")]


@pytest.mark.parametrize("flags,named", OTHER_SETTINGS)
def test_a_finished_thread_with_another_policy_or_ablation_is_refused(finished, flags, named):
    snapshot = FileSnapshot(finished.parent)
    run = real_first((flags, named), OTHER_SETTINGS)
    result = run("plan", *ROW, "--thread", "trip", "--db", str(finished), *flags, "--json")
    assert_refused(result, "thread trip", "was planned with", named)
    assert result.stdout == ""  # the old result is not shown as the answer to this command
    assert snapshot.changes() == []


def test_a_finished_thread_shows_its_result_to_the_same_command(finished):
    # the fixture's plan was the real process; -P decides how fast, not what
    result = run_in_process("plan", *ROW, "--thread", "trip", "--db", str(finished), "-P", "1", "--json")
    assert_clean_exit(result, 0)
    assert "already finished" in result.stderr


# --- --db that is not ours -----------------------------------------------------------------------


def _foreign(folder: Path) -> Path:
    db = folder / "results.sqlite"
    with sqlite3.connect(db) as conn:
        conn.execute("PRAGMA journal_mode=wal")
        conn.execute("CREATE TABLE results (idx INTEGER, plan TEXT)")
        conn.execute("INSERT INTO results VALUES (1, '[]')")
    conn.close()
    return db


def _damaged_rows(folder: Path) -> Path:
    db = folder / "damaged.sqlite"
    with sqlite_checkpointer(db) as saver:
        saver.setup()
        saver.conn.execute("INSERT INTO checkpoints VALUES ('trip', '', '1', NULL, 'msgpack', x'deadbeef00ff', x'80')")
        saver.conn.commit()
    return db


def _old_schema(folder: Path) -> Path:
    db = folder / "old.sqlite"
    with sqlite3.connect(db) as conn:
        conn.execute("CREATE TABLE checkpoints (thread_id TEXT, checkpoint_id TEXT, checkpoint BLOB)")
    conn.close()
    return db


DB_CASES = {  # name: (the --db given in tmp_path, what the message names)
    "postgresql URL": (lambda d: "postgresql://user@127.0.0.1:1/trips",
                       ["postgresql://user@127.0.0.1:1/trips", "cannot connect to PostgreSQL"]),
    "postgres URL": (lambda d: "postgres://127.0.0.1:1/trips", ["postgres://127.0.0.1:1/trips", "cannot connect to PostgreSQL"]),
    "sqlite URL": (lambda d: "sqlite:///trips.sqlite", ["sqlite:///trips.sqlite", "not supported"]),
    "folder": (lambda d: str(d), ["is a folder"]),
    "under a file": (lambda d: str(d / "notes.txt" / "c.sqlite"), ["notes.txt", "which is a file"]),
    "device": (lambda d: "/dev/null", ["/dev/null", "not a regular file"]),
    "foreign database": (lambda d: str(_foreign(d)), ["results.sqlite", "not a HiMAP checkpoint file", "results"]),
    "old schema": (lambda d: str(_old_schema(d)), ["old.sqlite", "old or unknown schema", "metadata"]),
}


@pytest.mark.parametrize("case", list(DB_CASES))
def test_plan_refuses_a_db_it_cannot_open_as_its_own_and_touches_nothing(tmp_path, case):
    (tmp_path / "notes.txt").write_text("x")
    make, causes = DB_CASES[case]
    db = make(tmp_path)
    snapshot = FileSnapshot(tmp_path)
    result = real_first(case, list(DB_CASES))("plan", *ROW, "--thread", "trip", "--db", db, cwd=tmp_path)
    assert_refused(result, *causes)
    assert snapshot.changes() == []
    assert not (tmp_path / "postgresql:").exists() and not Path("/dev/null-journal").exists()


REPLAN_DB_CASES = ["foreign database", "postgresql URL", "device"]


@pytest.mark.parametrize("case", REPLAN_DB_CASES)
def test_replan_refuses_a_db_it_cannot_open_as_its_own_and_touches_nothing(tmp_path, case):
    make, causes = DB_CASES[case]
    db = make(tmp_path)
    snapshot = FileSnapshot(tmp_path)
    run = real_first(case, REPLAN_DB_CASES)
    assert_refused(run("replan", "--thread", "trip", "--db", db, "--disrupt", "flight:day1", cwd=tmp_path), *causes)
    assert snapshot.changes() == []


def test_replan_on_a_missing_db_is_refused_without_creating_it(tmp_path):
    db = tmp_path / "runs" / "missing.sqlite"
    result = run_cli("replan", "--thread", "trip", "--db", str(db), "--disrupt", "flight:day1")
    assert_refused(result, str(db), "does not exist")
    assert list(tmp_path.iterdir()) == []


def test_a_thread_with_unreadable_rows_is_a_typed_error_naming_the_file(tmp_path):
    db = _damaged_rows(tmp_path)
    result = plan(*ROW, "--thread", "trip", "--db", str(db))
    assert_refused(result, str(db), "cannot be read")


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes read-only files (tests/unit/execution/test_thread_claim.py checks this case)")
def test_a_read_only_db_is_refused_before_planning(tmp_path):
    with read_only_folder(tmp_path) as folder:
        result = plan(*ROW, "--thread", "trip", "--db", str(folder / "c.sqlite"))
    assert_refused(result, str(folder), "read-only")
    assert "verdict" not in result.output


# --- options that would plan something else than asked -------------------------------------------


MIXED_REQUESTS = [
    ((QUERY, *ROW), ["either a QUERY or --split with --row, not both"]),
    ((QUERY, "--row", "0"), ["either a QUERY or --split with --row, not both"]),
    (("--row", "3"), ["--row 3 needs --split"]),
    (("--split", "train"), ["--split train needs --row"]),
]


@pytest.mark.parametrize("args,causes", MIXED_REQUESTS)
def test_a_request_and_a_benchmark_row_are_not_mixed(args, causes):
    result = real_first((args, causes), MIXED_REQUESTS)("plan", *args)
    assert_refused(result, *causes)
    assert "verdict" not in result.output


DEPS_PNG_CASES = [
    ("plan", "missing/deps.png", "does not exist"), ("plan", "", "is a folder"),
    ("plan", "notes.txt/deps.png", "is a file, not a folder"), ("plan", "deps.jpg", "ending in .png"),
    ("replan", "missing/deps.png", "does not exist"), ("replan", "", "is a folder"),
]


@pytest.mark.parametrize("command,place,cause", DEPS_PNG_CASES)
def test_deps_png_that_cannot_be_written_is_refused_before_planning(tmp_path, command, place, cause):
    (tmp_path / "notes.txt").write_text("x")
    png = str(tmp_path / place) if place else str(tmp_path)
    snapshot = FileSnapshot(tmp_path)
    run = real_first((command, place, cause), DEPS_PNG_CASES)
    if command == "plan":
        result = run("plan", *ROW, "--deps-png", png)
    else:
        result = run("replan", "--thread", "trip", "--db", str(tmp_path / "c.sqlite"), "--disrupt", "flight:day1", "--deps-png", png)
    assert_refused(result, "--deps-png", cause)
    assert "coordinator" not in result.output  # refused before anything was planned
    assert snapshot.changes() == []
