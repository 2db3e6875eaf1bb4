"""The claim on a thread and the checks that keep a checkpoint file ours, on real SQLite files.

``claim_thread`` holds a thread for one run (one request, one set of deciding
settings, one live process); ``check_checkpoint_file`` refuses a ``--db``
that is not ours without changing a byte of it.
"""

from __future__ import annotations

import json
import os
import socket
import sqlite3
import threading
from pathlib import Path

import pytest

from himap_travel.execution.checkpointers import check_checkpoint_file
from himap_travel.execution.claims import claim_thread
from himap_travel.execution.errors import CheckpointFileError, ThreadBusy, ThreadRefused
from himap_travel.execution.run import ablation_of, deciding_settings, request_key, run_plan, with_deciding_settings
from himap_travel.execution.schema import CLAIMS_TABLE
from himap_travel.execution.sqlite import sqlite_checkpointer
from himap_travel.planning.runtime.names import ABLATIONS
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.trip import TripSpec
from tests.support.faultkit import ended_pid

SETTINGS = {"policy": "expert", "ablation": "none", "max_iterations": 3, "tool_cap": 15}
SPEC = TripSpec(org="Washington", dest="Myrtle Beach", days=3, visiting_city_number=1,
                date=["2022-03-13", "2022-03-14", "2022-03-15"], people_number=2, budget=1400, query="a trip to Myrtle Beach")


def connect(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(str(path), timeout=30)


def claim_row(path: Path, thread: str = "t") -> dict | None:
    with connect(path) as conn:
        cursor = conn.execute(f"SELECT * FROM {CLAIMS_TABLE} WHERE thread_id = ?", (thread,))
        found = cursor.fetchone()
        return None if found is None else dict(zip([d[0] for d in cursor.description], found, strict=True))


def write_claim(path: Path, thread: str = "t", request: str | None = "trip A", settings: dict | None = None,
                state: str = "planning", pid: int | None = None, host: str | None = None, started: str | None = None) -> None:
    """A claim row as another process would have left it (created with the table through a claim first)."""
    conn = connect(path)
    with claim_thread(conn, "setup"):
        pass
    conn.execute(f"INSERT OR REPLACE INTO {CLAIMS_TABLE} VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)",
                 (thread, request, request, json.dumps(settings or SETTINGS, sort_keys=True), state, pid,
                  host or socket.gethostname(), started))
    conn.commit()
    conn.close()


# --- the claim ----------------------------------------------------------------------------


def test_the_first_run_claims_the_thread_and_leaves_it_finished(tmp_path):
    db = tmp_path / "c.sqlite"
    conn = connect(db)
    with claim_thread(conn, "t", request="trip A", label="a trip", settings=SETTINGS) as claim:
        held = claim_row(db)
        assert held["state"] == "planning" and held["pid"] == os.getpid() and held["request"] == "trip A"
        assert json.loads(held["settings"]) == SETTINGS and not claim.taken_over
    done = claim_row(db)
    assert done["state"] == "finished" and done["pid"] is None and done["label"] == "a trip"


def test_another_request_is_refused_naming_what_the_thread_holds(tmp_path):
    db = tmp_path / "c.sqlite"
    with claim_thread(connect(db), "t", request="trip A", label="the trip to Myrtle Beach", settings=SETTINGS):
        pass
    before = claim_row(db)
    with (
        pytest.raises(ThreadRefused, match="holds another request.*the trip to Myrtle Beach"),
        claim_thread(connect(db), "t", request="trip B", settings=SETTINGS),
    ):
        pytest.fail("the run must not start")
    assert claim_row(db) == before


def test_the_same_request_while_its_holder_runs_is_refused(tmp_path):
    db = tmp_path / "c.sqlite"
    with (
        claim_thread(connect(db), "t", request="trip A", settings=SETTINGS),  # this live process holds it
        pytest.raises(ThreadBusy, match=f"being planned by process {os.getpid()}"),
        claim_thread(connect(db), "t", request="trip A", settings=SETTINGS),
    ):
        pytest.fail("the run must not start")
    assert claim_row(db)["state"] == "finished"


def test_a_repair_holds_the_thread_too(tmp_path):
    db = tmp_path / "c.sqlite"
    with claim_thread(connect(db), "t", request="trip A", settings=SETTINGS):
        pass
    with claim_thread(connect(db), "t", purpose="repairing"):  # request None: whatever the thread holds
        assert claim_row(db)["state"] == "repairing" and claim_row(db)["request"] == "trip A"
        with (
            pytest.raises(ThreadBusy, match="being repaired by process"),
            claim_thread(connect(db), "t", request="trip A", settings=SETTINGS),
        ):
            pass
    assert claim_row(db)["state"] == "finished"


@pytest.mark.parametrize("who", ["ended", "pid reused by a later process"])
def test_a_holder_that_died_is_taken_over(tmp_path, who):
    db = tmp_path / "c.sqlite"
    if who == "ended":
        write_claim(db, pid=ended_pid())
    else:  # our pid, but with another start time: the process that held it is gone
        write_claim(db, pid=os.getpid(), started="1")
    with claim_thread(connect(db), "t", request="trip A", settings=SETTINGS) as claim:
        assert claim.taken_over and claim_row(db)["pid"] == os.getpid()
    assert claim_row(db)["state"] == "finished"


def test_a_holder_on_another_host_is_taken_to_run(tmp_path):
    db = tmp_path / "c.sqlite"
    write_claim(db, pid=ended_pid(), host="elsewhere")
    with pytest.raises(ThreadBusy, match="on elsewhere"), claim_thread(connect(db), "t", request="trip A", settings=SETTINGS):
        pass


@pytest.mark.parametrize("change,named", [({"policy": "solver"}, "policy expert (this run: solver)"),
                                          ({"ablation": "no-sigma"}, "ablation none (this run: no-sigma)"),
                                          ({"model": "other"}, "model None (this run: other)")])
def test_other_deciding_settings_are_refused_naming_them(tmp_path, change, named):
    db = tmp_path / "c.sqlite"
    with claim_thread(connect(db), "t", request="trip A", settings=SETTINGS):
        pass
    with (
        pytest.raises(ThreadRefused, match=named.replace("(", r"\(").replace(")", r"\)")),
        claim_thread(connect(db), "t", request="trip A", settings={**SETTINGS, **change}),
    ):
        pass
    assert json.loads(claim_row(db)["settings"]) == SETTINGS


def test_a_run_that_fails_half_way_is_marked_resumable(tmp_path):
    db = tmp_path / "c.sqlite"
    with claim_thread(connect(db), "t", request="trip A", settings=SETTINGS) as claim:
        claim.fail()
    assert claim_row(db)["state"] == "failed"
    with claim_thread(connect(db), "t", request="trip A", settings=SETTINGS) as claim:  # the same command resumes it
        assert claim.previous["state"] == "failed" and not claim.taken_over
    assert claim_row(db)["state"] == "finished"


def test_a_run_that_raised_before_writing_leaves_the_claim_as_it_found_it(tmp_path):
    db = tmp_path / "c.sqlite"
    with pytest.raises(RuntimeError), claim_thread(connect(db), "t", request="trip A", settings=SETTINGS):
        raise RuntimeError("refused later, e.g. by the checkpointed state")
    assert claim_row(db) is None  # a new thread stays free for another request
    with claim_thread(connect(db), "t", request="trip B", settings=SETTINGS):
        pass
    assert claim_row(db)["request"] == "trip B"


def test_a_run_that_raised_after_writing_checkpoints_is_marked_failed(tmp_path):
    db = tmp_path / "c.sqlite"
    with sqlite_checkpointer(db) as saver:
        saver.setup()
        with pytest.raises(KeyboardInterrupt), claim_thread(saver.conn, "t", request="trip A", settings=SETTINGS):
            saver.conn.execute("INSERT INTO checkpoints (thread_id, checkpoint_id) VALUES ('t', '1')")
            saver.conn.commit()
            raise KeyboardInterrupt
    assert claim_row(db)["state"] == "failed" and claim_row(db)["pid"] is None


def test_a_thread_from_before_the_claims_is_recorded_by_its_next_run(tmp_path):
    db = tmp_path / "c.sqlite"
    write_claim(db, request=None)  # as a repair leaves a thread planned before the claims: request not known
    conn = connect(db)
    conn.execute(f"UPDATE {CLAIMS_TABLE} SET settings = NULL, state = 'finished', pid = NULL")
    conn.commit()
    with claim_thread(connect(db), "t", request="trip A", label="A", settings=SETTINGS):
        pass
    assert claim_row(db)["request"] == "trip A" and json.loads(claim_row(db)["settings"]) == SETTINGS


def test_two_claims_at_once_one_wins(tmp_path):
    """Threads of one process, each with its own connection, start together: one holds the thread, the other is refused."""
    db = tmp_path / "c.sqlite"
    connect(db).close()

    def run(request, thread, start, refused, results):
        conn = connect(db)
        start.wait()
        try:
            with claim_thread(conn, thread, request=request, settings=SETTINGS):
                results[request] = "won"
                refused.wait(timeout=10)  # hold it until the other has tried (both winning: each waits, then fails)
        except ThreadRefused as error:
            results[request] = type(error).__name__
            refused.set()

    for round_ in range(8):
        thread = f"t{round_}"
        start, refused, results = threading.Barrier(2), threading.Event(), {}
        workers = [threading.Thread(target=run, args=(r, thread, start, refused, results)) for r in ("trip A", "trip B")]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join()
        assert sorted(results.values()) == ["ThreadRefused", "won"], results
        winner = next(r for r, outcome in results.items() if outcome == "won")
        assert claim_row(db, thread)["request"] == winner


def test_a_read_only_file_is_refused_when_claimed(tmp_path):
    db = tmp_path / "c.sqlite"
    with claim_thread(connect(db), "t", request="trip A", settings=SETTINGS):
        pass
    ro = sqlite3.connect(f"{db.as_uri()}?mode=ro", uri=True)
    with pytest.raises(CheckpointFileError, match=f"{db}.*cannot be written"), claim_thread(ro, "u", request="trip B", settings=SETTINGS):
        pass


# --- what decides a thread's answer ---------------------------------------------------------------


def test_the_ablation_is_read_back_from_the_settings():
    assert ablation_of(PlannerSettings()) == "none"
    for name in ABLATIONS:
        assert ablation_of(PlannerSettings().with_ablation(name)) == name


def test_the_executors_do_not_decide_the_answer_but_the_policy_and_model_do():
    assert deciding_settings(PlannerSettings(executors=1)) == deciding_settings(PlannerSettings(executors=7))
    assert deciding_settings(PlannerSettings(policy="solver"))["policy"] == "solver"
    assert deciding_settings(PlannerSettings(policy="llm", llm={"model": "m1"}))["model"] == "m1"


def test_the_objective_decides_the_answer_and_a_repair_keeps_it():
    """A trip planned for the best quality (``plan``'s default) is repaired for it too, not for the lowest cost."""
    assert "objective" not in deciding_settings(PlannerSettings())  # the cheapest: recorded as before the objective
    assert "objective" not in deciding_settings(PlannerSettings(objective="cheapest"))
    best = deciding_settings(PlannerSettings(objective="best"))
    assert best == {**SETTINGS, "objective": "best"}
    assert with_deciding_settings(PlannerSettings(), best).planned_objective == "best"
    assert with_deciding_settings(PlannerSettings(objective="best"), SETTINGS).planned_objective == "cheapest"


def test_a_request_is_keyed_by_its_fields_not_its_wording():
    assert request_key({"spec": SPEC}) == request_key({"spec": SPEC.model_copy(update={"query": "other words"})})
    assert request_key({"spec": SPEC}) != request_key({"spec": SPEC.model_copy(update={"budget": 1500})})
    assert request_key({"query": " a trip "}) == request_key({"query": "a trip"})


# --- a checkpoint file that is not ours ----------------------------------------------------------


def files_in(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}


@pytest.mark.parametrize("journal", ["delete", "wal"])
def test_someone_elses_database_is_refused_and_left_byte_identical(tmp_path, journal):
    db = tmp_path / "results.sqlite"
    with sqlite3.connect(db) as conn:
        conn.execute(f"PRAGMA journal_mode={journal}")
        conn.execute("CREATE TABLE results (idx INTEGER, plan TEXT)")
        conn.execute("INSERT INTO results VALUES (1, 'x')")
    conn.close()
    before = files_in(tmp_path)
    with pytest.raises(CheckpointFileError, match=f"{db} is not a HiMAP checkpoint file.*results"), sqlite_checkpointer(db):
        pass
    with pytest.raises(CheckpointFileError, match="not a HiMAP checkpoint file"):
        check_checkpoint_file(db, existing=True)
    assert files_in(tmp_path) == before  # not a byte changed, no -wal/-shm left beside it


def test_our_own_file_passes_the_look_without_leaving_journal_files(tmp_path):
    db = tmp_path / "c.sqlite"
    with sqlite_checkpointer(db) as saver:
        saver.setup()
        with claim_thread(saver.conn, "t", request="trip A", settings=SETTINGS):
            pass
    before = files_in(tmp_path)
    check_checkpoint_file(db)
    check_checkpoint_file(db, existing=True)
    assert files_in(tmp_path) == before


@pytest.mark.parametrize("content", [b"\x00garbage" * 200, b"SQLite format 3\x00" + b"\x01" * 300])
def test_a_damaged_file_is_a_typed_error_naming_it(tmp_path, content):
    db = tmp_path / "broken.sqlite"
    db.write_bytes(content)
    with pytest.raises(CheckpointFileError, match=f"{db} is damaged or not a SQLite database"):
        check_checkpoint_file(db)
    assert db.read_bytes() == content


def test_an_old_schema_is_a_typed_error_naming_the_missing_columns(tmp_path):
    db = tmp_path / "old.sqlite"
    with sqlite3.connect(db) as conn:
        conn.execute("CREATE TABLE checkpoints (thread_id TEXT, checkpoint_id TEXT, checkpoint BLOB)")
    conn.close()
    with pytest.raises(CheckpointFileError, match=f"{db} has an old or unknown schema.*checkpoint_ns.*metadata"), sqlite_checkpointer(db):
        pass


def test_unreadable_rows_of_a_thread_are_a_typed_error_naming_the_file(tmp_path):
    db = tmp_path / "c.sqlite"
    with sqlite_checkpointer(db) as saver:
        saver.setup()
        saver.conn.execute("INSERT INTO checkpoints VALUES ('t', '', '1', NULL, 'msgpack', x'deadbeef00ff', x'80')")
        saver.conn.commit()
    with pytest.raises(CheckpointFileError, match=f"{db} holds a state of thread t that cannot be read"):
        run_plan({"spec": SPEC}, PlannerSettings(), thread="t", db=db)
    assert claim_row(db) is None  # the refused run left no claim behind


@pytest.mark.parametrize("url", ["postgresql://user@host/trips", "postgres://host/db", "sqlite:///runs/c.sqlite", "s3://bucket/c.sqlite"])
def test_a_url_is_refused_before_anything_is_created(tmp_path, monkeypatch, url):
    monkeypatch.chdir(tmp_path)
    for given in (url, Path(url)):  # as typed, and as pathlib folds it (postgresql:/user@host/trips)
        with pytest.raises(CheckpointFileError, match="not supported"), sqlite_checkpointer(given):
            pass
    assert list(tmp_path.iterdir()) == []


def test_an_unreachable_postgresql_is_a_typed_error_with_the_password_masked(tmp_path, monkeypatch):
    """Nothing listens on the port: the run is refused naming the URL (no password), and no file named like it is made."""
    from himap_travel.execution.checkpointers import open_checkpointer

    monkeypatch.chdir(tmp_path)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    url = f"postgresql://trips:s3cret@127.0.0.1:{port}/trips"
    check_checkpoint_file(url)  # its form is right
    with pytest.raises(CheckpointFileError, match="cannot connect to PostgreSQL") as error, open_checkpointer(url):
        pytest.fail("nothing to open")
    assert "s3cret" not in str(error.value) and "trips:***@" in str(error.value)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("case,message", [("folder", "is a folder"), ("device", "not a regular file"),
                                          ("under a file", "which is a file, not a folder"), ("empty", "--db is empty")])
def test_paths_that_are_not_a_file_are_refused(tmp_path, case, message):
    (tmp_path / "notes.txt").write_text("x")
    given = {"folder": str(tmp_path), "device": "/dev/null", "under a file": str(tmp_path / "notes.txt" / "c.sqlite"),
             "empty": ""}[case]
    with pytest.raises(CheckpointFileError, match=message), sqlite_checkpointer(given):
        pass
    assert not Path("/dev/null-journal").exists() and sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt"]


@pytest.mark.parametrize("empty_file", [False, True])
def test_a_repair_needs_a_file_that_is_there(tmp_path, empty_file):
    db = tmp_path / "c.sqlite"
    if empty_file:
        db.touch()
    with pytest.raises(CheckpointFileError, match=f"{db} (does not exist|holds no checkpoints)"), sqlite_checkpointer(db, existing=True):
        pass
    assert (db.exists(), db.exists() and db.stat().st_size) == (empty_file, 0 if empty_file else False)


def test_a_new_file_in_a_new_folder_is_created(tmp_path):
    db = tmp_path / "runs" / "deeper" / "c.sqlite"
    with sqlite_checkpointer(db) as saver, claim_thread(saver.conn, "t", request="trip A", settings=SETTINGS):
        pass
    assert db.is_file()


def test_a_read_only_file_or_folder_is_refused_before_planning(tmp_path, monkeypatch):
    db = tmp_path / "c.sqlite"
    with claim_thread(connect(db), "t", request="trip A", settings=SETTINGS):
        pass
    os.chmod(db, 0o444)
    if os.access(db, os.W_OK):  # root writes anyway: make the kernel's answer the one a user would get
        real_access = os.access
        monkeypatch.setattr(os, "access", lambda path, mode: False if Path(path) == db and mode & os.W_OK else real_access(path, mode))
    with pytest.raises(CheckpointFileError, match=f"{db} is read-only"):
        check_checkpoint_file(db)
    monkeypatch.setattr(os, "access", lambda path, mode: not (mode & os.W_OK))
    with pytest.raises(CheckpointFileError, match=f"folder {tmp_path} is read-only"):
        check_checkpoint_file(tmp_path / "new.sqlite")
