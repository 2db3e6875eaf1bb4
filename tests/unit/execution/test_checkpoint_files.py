"""The checkpoint file checks and the thread claim, down to the words a user reads (written against mutation survivors).

Each refusal of ``check_checkpoint_file`` and ``claim_thread`` is checked for
its exact message (what is wrong, which file or thread, what to do), the
claim's row for what a run leaves behind (taken, finished, put back as it
was, settings kept by a repair), the holder checks for a dead, zombie,
live or remote process with and without ``/proc``, the read-only look at a
file (WAL files, hot journals, ``quick_check``), and the walk of annotations
that decides which types a checkpointer rebuilds.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
import os
import socket
import sqlite3
import subprocess
import sys
import typing
from pathlib import Path
from typing import Annotated, Any

import pytest
from pydantic import BaseModel
from typing_extensions import TypedDict

import himap_travel.execution.claims as claims
import himap_travel.execution.sqlite as sq
from himap_travel.execution.checkpointers import check_checkpoint_file, memory_checkpointer
from himap_travel.execution.claims import claim_thread, claimed_settings
from himap_travel.execution.errors import CheckpointFileError, ThreadBusy, ThreadRefused
from himap_travel.execution.schema import CLAIMS_TABLE
from himap_travel.execution.serialization import checkpoint_allowlist
from himap_travel.execution.sqlite import sqlite_checkpointer
from tests.support.faultkit import ended_pid
from tests.support.waiting import wait_until

SETTINGS = {"policy": "expert", "ablation": "none", "max_iterations": 3, "tool_cap": 15}
HOST = socket.gethostname()
LANGGRAPH_SCHEMA = (
    "CREATE TABLE checkpoints (thread_id TEXT, checkpoint_ns TEXT, checkpoint_id TEXT, parent_checkpoint_id TEXT,"
    " type TEXT, checkpoint BLOB, metadata BLOB)",
    "CREATE TABLE writes (thread_id TEXT, checkpoint_ns TEXT, checkpoint_id TEXT, task_id TEXT, idx INTEGER,"
    " channel TEXT, type TEXT, value BLOB)",
)


def connect(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(str(path), timeout=30)


def claim_row(path: Path, thread: str = "t") -> dict | None:
    conn = connect(path)
    try:
        cursor = conn.execute(f"SELECT * FROM {CLAIMS_TABLE} WHERE thread_id = ?", (thread,))
        found = cursor.fetchone()
        return None if found is None else dict(zip([d[0] for d in cursor.description], found, strict=True))
    finally:
        conn.close()


def write_claim(path: Path, thread: str = "t", request: str | None = "trip A", state: str = "planning",
                pid: int | None = None, host: str | None = HOST, started: str | None = None) -> None:
    """A claim row as another process would have left it."""
    conn = connect(path)
    with claim_thread(conn, "setup"):
        pass
    conn.execute(f"INSERT OR REPLACE INTO {CLAIMS_TABLE} VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)",
                 (thread, request, request, json.dumps(SETTINGS, sort_keys=True), state, pid, host, started))
    conn.commit()
    conn.close()


def own_stat(pid: int) -> tuple[str, str]:
    """(state, start time) of ``pid`` read independently of the module: the fields after the last ") "."""
    rest = Path(f"/proc/{pid}/stat").read_text().rsplit(") ", 1)[1].split(" ")
    return rest[0], rest[19]  # stat fields 3 and 22


def files_in(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir() if p.is_file()}


def refused(path, *, existing: bool = False) -> str:
    with pytest.raises(CheckpointFileError) as caught:
        check_checkpoint_file(path, existing=existing)
    return str(caught.value)


def deny_access(monkeypatch, folder: Path, bits: int) -> None:
    """os.access answers False for ``folder`` when asked for any of ``bits`` (the tests run as root)."""
    real = os.access
    monkeypatch.setattr(os, "access", lambda path, mode: False if Path(path) == folder and mode & bits else real(path, mode))


# --- the messages of check_checkpoint_file ------------------------------------------------------------------


@pytest.mark.parametrize("existing", [False, True])
def test_memory_is_refused_as_a_db_it_would_store_nothing(tmp_path, monkeypatch, existing):
    """A --db must outlive the process (issue 40): code may still open ':memory:' with sqlite_checkpointer."""
    monkeypatch.chdir(tmp_path)
    with pytest.raises(CheckpointFileError, match="--db :memory: is SQLite's in-memory database"):
        check_checkpoint_file(":memory:", existing=existing)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("given", ["", "   "])
def test_an_empty_db_is_refused_by_name(given):
    assert refused(given) == "--db is empty; give the path of a SQLite checkpoint file"


def test_an_upper_case_scheme_is_refused_as_libpq_reads_none():
    assert "not a PostgreSQL URL psycopg can read" in refused("POSTGRES://host/db")


@pytest.mark.parametrize("url", ["postgres://host/db", "postgresql://user@host/trips"])
def test_postgres_urls_pass_the_look_but_never_make_a_sqlite_file(url, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    check_checkpoint_file(url)  # a PostgreSQL URL: opened by open_checkpointer
    with pytest.raises(CheckpointFileError) as error:
        sq.check_sqlite_file(url)
    assert str(error.value) == (f"--db {url}: a PostgreSQL URL is not supported by a SQLite checkpointer "
                                "(open it with open_checkpointer)")
    assert list(tmp_path.iterdir()) == []


def test_a_postgres_url_folded_by_a_path_is_named_as_not_one():
    assert refused("postgresql:/user@host/trips") == (
        "--db postgresql:/user@host/trips: not a PostgreSQL URL (postgresql://user@host:port/database; a path folds "
        "'//' into '/'), and URLs are not supported as a SQLite checkpoint file")


def test_other_urls_name_their_scheme():
    url = "s3://bucket/c.sqlite"
    assert refused(url) == (f"--db {url}: s3:// URLs are not supported; give the path of a SQLite checkpoint file "
                            "or a postgresql:// URL")


def test_a_missing_file_for_a_repair_names_the_file_and_what_to_give(tmp_path):
    db = tmp_path / "gone.sqlite"
    assert refused(db, existing=True) == (f"the checkpoint file {db} does not exist, so no thread can be in it; "
                                          "give the --db the trip was planned with")
    assert list(tmp_path.iterdir()) == []


def test_a_path_under_a_file_names_the_file(tmp_path):
    (tmp_path / "notes.txt").write_text("x")
    db = tmp_path / "notes.txt" / "deeper" / "c.sqlite"
    assert refused(db) == f"--db {db} is under {tmp_path / 'notes.txt'}, which is a file, not a folder"


def test_a_new_file_in_a_read_only_folder_names_the_folder(tmp_path, monkeypatch):
    deny_access(monkeypatch, tmp_path, os.W_OK)
    db = tmp_path / "new" / "c.sqlite"
    assert refused(db) == f"cannot create the checkpoint file {db}: the folder {tmp_path} is read-only"


def test_a_read_only_file_names_itself(tmp_path, monkeypatch):
    db = tmp_path / "c.sqlite"
    with claim_thread(connect(db), "t", request="trip A"):
        pass
    deny_access(monkeypatch, db, os.W_OK)
    assert refused(db) == f"the checkpoint file {db} is read-only; a run could not be saved there: give a writable --db"


@pytest.mark.parametrize("bits", [os.W_OK, os.X_OK])
def test_a_file_in_a_folder_without_write_or_search_permission_is_refused(tmp_path, monkeypatch, bits):
    db = tmp_path / "c.sqlite"
    with claim_thread(connect(db), "t", request="trip A"):
        pass
    deny_access(monkeypatch, tmp_path, bits)
    assert refused(db) == (f"the folder {tmp_path} of the checkpoint file {db} is read-only (SQLite writes its journal "
                           "there); give a --db in a writable folder")


def test_someone_elses_tables_are_all_named(tmp_path):
    db = tmp_path / "theirs.sqlite"
    with sqlite3.connect(db) as conn:
        conn.execute("CREATE TABLE results (x)")
        conn.execute("CREATE TABLE accounts (y)")
        conn.execute('CREATE TABLE "we""ird" (z)')
    conn.close()
    before = files_in(tmp_path)
    assert refused(db) == (f'{db} is not a HiMAP checkpoint file (it holds other tables: accounts, results, we"ird); '
                           "it was left as it is: give another --db")
    assert files_in(tmp_path) == before


def test_table_names_are_quoted_as_sql_identifiers():
    assert sq._quoted('we"ird') == '"we""ird"'
    assert sq._quoted("plain") == '"plain"'


def test_sqlites_own_tables_are_not_someone_elses(tmp_path):
    """ANALYZE adds sqlite_stat1: still our file."""
    db = tmp_path / "c.sqlite"
    with sqlite_checkpointer(db) as saver:
        saver.setup()
        with claim_thread(saver.conn, "t", request="trip A"):
            pass
        saver.conn.execute("ANALYZE")
        saver.conn.commit()
        assert "sqlite_stat1" in {r[0] for r in saver.conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    check_checkpoint_file(db)
    check_checkpoint_file(db, existing=True)


def test_an_old_schema_names_every_missing_column(tmp_path):
    db = tmp_path / "old.sqlite"
    with sqlite3.connect(db) as conn:
        conn.execute("CREATE TABLE checkpoints (thread_id TEXT, checkpoint_id TEXT, checkpoint BLOB)")
    conn.close()
    assert refused(db) == (f"the checkpoint file {db} has an old or unknown schema (table checkpoints lacks "
                           "checkpoint_ns, metadata, parent_checkpoint_id, type); move it away, or give another --db")


def test_an_old_claims_table_names_its_missing_columns(tmp_path):
    db = tmp_path / "old.sqlite"
    with sqlite3.connect(db) as conn:
        conn.execute(f"CREATE TABLE {CLAIMS_TABLE} (thread_id TEXT PRIMARY KEY, request TEXT, label TEXT, settings TEXT,"
                     " state TEXT, pid INTEGER, host TEXT, updated REAL)")
    conn.close()
    assert refused(db) == (f"the checkpoint file {db} has an old or unknown schema (table {CLAIMS_TABLE} lacks "
                           "started); move it away, or give another --db")


def test_an_empty_file_is_a_new_one_but_holds_no_thread_for_a_repair(tmp_path):
    db = tmp_path / "c.sqlite"
    db.touch()
    check_checkpoint_file(db)
    assert refused(db, existing=True) == (f"the checkpoint file {db} holds no checkpoints, so no thread can be in it; "
                                          "give the --db the trip was planned with")
    assert db.stat().st_size == 0


def test_an_empty_file_another_run_is_creating_is_not_opened(tmp_path):
    """An empty file is new: the look does not open it, so a run holding it mid-creation does not make it 'damaged'."""
    db = tmp_path / "c.sqlite"
    db.touch()
    creating = sqlite3.connect(db, isolation_level=None)
    try:
        creating.execute("BEGIN EXCLUSIVE")
        assert db.stat().st_size == 0
        check_checkpoint_file(db)
    finally:
        creating.close()


def test_a_damaged_file_names_sqlites_own_words(tmp_path):
    db = tmp_path / "broken.sqlite"
    db.write_bytes(b"\x00garbage" * 200)
    assert refused(db) == (f"the checkpoint file {db} is damaged or not a SQLite database (file is not a database); "
                           "move it away, or give another --db")


def test_a_file_that_fails_quick_check_is_damaged_naming_what_sqlite_found(tmp_path):
    db = tmp_path / "c.sqlite"
    with sqlite3.connect(db) as conn:
        conn.execute(LANGGRAPH_SCHEMA[0])
        conn.executemany("INSERT INTO checkpoints VALUES (?, '', ?, NULL, 'x', ?, x'00')",
                         [(str(i), str(i), b"y" * 200) for i in range(200)])
        page = conn.execute("PRAGMA page_size").fetchone()[0]
    conn.close()
    data = bytearray(db.read_bytes())
    data[5 * page + 1:5 * page + 3] = b"\xff\xff"  # a leaf page's first free block points past the page
    db.write_bytes(bytes(data))
    look = sqlite3.connect(f"{db.as_uri()}?mode=ro", uri=True)
    found = look.execute("PRAGMA quick_check").fetchone()[0]
    assert look.execute("SELECT name FROM sqlite_master").fetchall() == [("checkpoints",)]  # the schema still reads
    look.close()
    assert found != "ok" and "corruption" in found
    assert refused(db) == (f"the checkpoint file {db} is damaged or not a SQLite database ({found}); "
                           "move it away, or give another --db")
    assert db.read_bytes() == bytes(data)


# --- looking at a file without writing a byte ---------------------------------------------------------------


def _wal_file(db: Path) -> None:
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA journal_mode=wal")
    for statement in LANGGRAPH_SCHEMA:
        conn.execute(statement)
    conn.commit()
    conn.close()  # the last connection checkpoints the WAL and removes -wal and -shm


def test_read_only_modes_follow_the_journal(tmp_path):
    wal = tmp_path / "wal.sqlite"
    _wal_file(wal)
    assert not Path(f"{wal}-wal").exists()
    assert sq._read_only_modes(wal) == ("immutable=1", "mode=ro")
    Path(f"{wal}-wal").write_bytes(b"")  # a writer has started: read it through SQLite's locks
    assert sq._read_only_modes(wal) == ("mode=ro",)

    rollback = tmp_path / "delete.sqlite"
    with sqlite3.connect(rollback) as conn:
        conn.execute(LANGGRAPH_SCHEMA[0])
    conn.close()
    assert sq._read_only_modes(rollback) == ("mode=ro",)

    not_sqlite = tmp_path / "junk.sqlite"
    not_sqlite.write_bytes(b"\x00" * 18 + b"\x02\x02" + b"\x00" * 100)  # WAL's version bytes, but no SQLite header
    assert sq._read_only_modes(not_sqlite) == ("mode=ro",)


def test_a_wal_file_is_checked_without_leaving_journal_files(tmp_path):
    db = tmp_path / "c.sqlite"
    _wal_file(db)
    before = files_in(tmp_path)
    check_checkpoint_file(db)
    check_checkpoint_file(db, existing=True)
    assert files_in(tmp_path) == before


def test_tables_still_in_the_wal_are_seen(tmp_path):
    """A writer holds the file open: what it wrote is in -wal only, and the look must see it there."""
    db = tmp_path / "c.sqlite"
    writer = sqlite3.connect(db)
    try:
        writer.execute("PRAGMA journal_mode=wal")
        writer.execute("PRAGMA wal_autocheckpoint=0")
        for statement in LANGGRAPH_SCHEMA:
            writer.execute(statement)
        writer.commit()
        writer.execute("CREATE TABLE results (x)")
        writer.commit()
        assert Path(f"{db}-wal").exists()
        assert refused(db) == (f"{db} is not a HiMAP checkpoint file (it holds other tables: results); "
                               "it was left as it is: give another --db")
    finally:
        writer.close()


def test_a_damaged_wal_file_is_refused_without_creating_journal_files(tmp_path):
    db = tmp_path / "c.sqlite"
    _wal_file(db)
    data = bytearray(db.read_bytes())
    assert data[18:20] == b"\x02\x02"
    data[100:] = b"\xa5" * (len(data) - 100)
    db.write_bytes(bytes(data))
    message = refused(db)
    assert message.startswith(f"the checkpoint file {db} is damaged or not a SQLite database (")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["c.sqlite"] and db.read_bytes() == bytes(data)


def test_a_crashed_writers_journal_is_not_rolled_back_by_the_look(tmp_path):
    """A hot journal would be rolled back by a writing open: the look refuses the file and leaves both as they are."""
    db = tmp_path / "c.sqlite"
    with sqlite3.connect(db) as conn:
        conn.execute(LANGGRAPH_SCHEMA[0])
    conn.close()
    subprocess.run([sys.executable, "-c", f"""
import os, sqlite3
conn = sqlite3.connect({str(db)!r}, isolation_level=None)
conn.execute("PRAGMA cache_size=1")
conn.execute("BEGIN")
conn.executemany("INSERT INTO checkpoints VALUES (?, '', ?, NULL, 'x', ?, x'00')", [(str(i), str(i), b'y' * 2000) for i in range(300)])
os._exit(0)
"""], check=True)
    journal = Path(f"{db}-journal")
    assert journal.exists()
    before = files_in(tmp_path)
    assert refused(db).startswith(f"the checkpoint file {db} is damaged or not a SQLite database (")
    assert files_in(tmp_path) == before


def test_a_store_is_opened_in_wal_mode_flushed_only_when_the_wal_is_copied(tmp_path):
    """``sq.PRAGMAS``, on the sync and the async opener alike, before anything is written (the claims come first):
    WAL, ``synchronous = NORMAL`` (1; SQLite's default FULL is 2). A killed run resuming under it:
    ``tests/faults/test_load_faults.py``."""
    import asyncio

    from himap_travel.execution.checkpointers import open_async_checkpointer, open_checkpointer

    asked = ("PRAGMA journal_mode", "PRAGMA synchronous")
    with open_checkpointer(tmp_path / "sync.sqlite") as saver:
        opened = [saver.conn.execute(pragma).fetchone()[0] for pragma in asked]

    async def opened_async() -> list:
        async with open_async_checkpointer(tmp_path / "async.sqlite") as saver:
            return [(await (await saver.conn.execute(pragma)).fetchone())[0] for pragma in asked]

    assert opened == asyncio.run(opened_async()) == ["wal", 1]


# --- the claim's messages and rows --------------------------------------------------------------------------


def test_another_request_is_refused_with_the_whole_message(tmp_path):
    db = tmp_path / "c.sqlite"
    with claim_thread(connect(db), "t", request="trip A", label="the trip to Myrtle Beach", settings=SETTINGS):
        pass
    with pytest.raises(ThreadRefused) as caught, claim_thread(connect(db), "t", request="trip B", settings=SETTINGS):
        pytest.fail("the run must not start")
    assert str(caught.value) == (f"thread t in {db} holds another request ('the trip to Myrtle Beach'); "
                                 "give a new --thread for this one")


def test_other_settings_are_refused_naming_only_those_that_differ(tmp_path):
    db = tmp_path / "c.sqlite"
    with claim_thread(connect(db), "t", request="trip A", settings=SETTINGS):
        pass
    with (
        pytest.raises(ThreadRefused) as caught,
        claim_thread(connect(db), "t", request="trip A", settings={**SETTINGS, "policy": "solver", "ablation": "no-sigma"}),
    ):
        pytest.fail("the run must not start")
    assert str(caught.value) == (f"thread t in {db} was planned with ablation none (this run: no-sigma), "
                                 "policy expert (this run: solver); its result does not answer this command: "
                                 "give another --thread, or the thread's own settings")


def test_a_live_holder_on_this_host_is_named_without_a_host(tmp_path):
    db = tmp_path / "c.sqlite"
    with (
        claim_thread(connect(db), "t", request="trip A", settings=SETTINGS),
        pytest.raises(ThreadBusy) as caught,
        claim_thread(connect(db), "t", request="trip A", settings=SETTINGS),
    ):
        pytest.fail("the run must not start")
    assert str(caught.value) == (f"thread t in {db} is being planned by process {os.getpid()}; "
                                 "wait for it to finish or use another --thread")


def test_a_holder_on_another_host_is_named_with_its_host(tmp_path):
    db = tmp_path / "c.sqlite"
    write_claim(db, state="repairing", pid=4242, host="elsewhere")
    with pytest.raises(ThreadBusy) as caught, claim_thread(connect(db), "t", request="trip A", settings=SETTINGS):
        pytest.fail("the run must not start")
    assert str(caught.value) == (f"thread t in {db} is being repaired by process 4242 on elsewhere; "
                                 "wait for it to finish or use another --thread")


def test_an_in_memory_file_is_named_memory():
    conn = sqlite3.connect(":memory:")
    assert sq.SqliteClaims(conn).name == ":memory:"
    with (
        claim_thread(conn, "t", request="trip A"),
        pytest.raises(ThreadBusy) as caught,
        claim_thread(conn, "t", request="trip A"),
    ):
        pytest.fail("the run must not start")
    assert str(caught.value).startswith(f"thread t in :memory: is being planned by process {os.getpid()};")


def test_the_claim_records_this_process_and_its_start_time(tmp_path):
    db = tmp_path / "c.sqlite"
    with claim_thread(connect(db), "t", request="trip A", label="a trip", settings=SETTINGS, purpose="planning"):
        held = claim_row(db)
    started = own_stat(os.getpid())[1]
    assert {k: held[k] for k in ("thread_id", "request", "label", "state", "pid", "host", "started")} == {
        "thread_id": "t", "request": "trip A", "label": "a trip", "state": "planning", "pid": os.getpid(),
        "host": HOST, "started": started}
    assert claims._this_process() == (os.getpid(), HOST, started)


def test_without_proc_the_claim_records_no_start_time(monkeypatch):
    monkeypatch.setattr(claims, "_process_facts", lambda pid: None)
    assert claims._this_process() == (os.getpid(), HOST, None)


def test_settings_that_json_cannot_write_are_recorded_as_text(tmp_path):
    db = tmp_path / "c.sqlite"
    settings = {"data": Path("/data/himap"), "policy": "expert"}
    with claim_thread(connect(db), "t", request="trip A", settings=settings):
        pass
    assert json.loads(claim_row(db)["settings"]) == {"data": "/data/himap", "policy": "expert"}
    with claim_thread(connect(db), "t", request="trip A", settings=settings):  # the same settings again: the same thread
        pass
    assert claim_row(db)["state"] == "finished"


def test_a_repair_keeps_the_threads_settings(tmp_path):
    db = tmp_path / "c.sqlite"
    with claim_thread(connect(db), "t", request="trip A", settings=SETTINGS):
        pass
    with claim_thread(connect(db), "t", purpose="repairing"):  # settings None: not compared, and not forgotten
        assert json.loads(claim_row(db)["settings"]) == SETTINGS
    conn = connect(db)
    assert claimed_settings(conn, "t") == SETTINGS
    conn.close()
    assert claim_row(db)["state"] == "finished"


def test_a_refused_run_puts_back_the_claim_it_took_over_exactly(tmp_path):
    db = tmp_path / "c.sqlite"
    with claim_thread(connect(db), "t", request="trip A", label="a trip", settings=SETTINGS):
        pass
    before = claim_row(db)
    assert before["state"] == "finished"
    with (
        pytest.raises(RuntimeError, match="refused by the checkpointed state"),
        claim_thread(connect(db), "t", request="trip A", settings=SETTINGS) as claim,
    ):
        assert claim.previous == before and claim_row(db)["state"] == "planning"
        raise RuntimeError("refused by the checkpointed state")
    assert claim_row(db) == before


def test_a_claim_removed_under_the_run_is_left_removed(tmp_path):
    db = tmp_path / "c.sqlite"
    with claim_thread(connect(db), "t", request="trip A"):
        other = connect(db)
        other.execute(f"DELETE FROM {CLAIMS_TABLE} WHERE thread_id = 't'")
        other.commit()
        other.close()
    assert claim_row(db) is None


def test_a_claim_another_process_holds_is_not_released_by_this_one(tmp_path):
    db = tmp_path / "c.sqlite"
    with claim_thread(connect(db), "t", request="trip A"):
        other = connect(db)
        other.execute(f"UPDATE {CLAIMS_TABLE} SET pid = 4242, host = 'elsewhere' WHERE thread_id = 't'")
        other.commit()
        other.close()
    row = claim_row(db)
    assert (row["state"], row["pid"], row["host"]) == ("planning", 4242, "elsewhere")


def test_a_claim_without_a_holder_process_is_taken_over(tmp_path):
    db = tmp_path / "c.sqlite"
    write_claim(db, pid=None, host=None)
    assert claims._alive(claim_row(db)) is False
    with claim_thread(connect(db), "t", request="trip A", settings=SETTINGS) as claim:
        assert claim.taken_over
    assert claim_row(db)["state"] == "finished"


# --- is the holder alive? -----------------------------------------------------------------------------------


def test_a_zombie_holder_is_dead(tmp_path):
    child = subprocess.Popen(["true"])
    try:
        os.waitid(os.P_PID, child.pid, os.WEXITED | os.WNOWAIT)  # waits for its end and leaves it unreaped: a zombie
        assert own_stat(child.pid)[0] == "Z"
        facts = claims._process_facts(child.pid)
        assert facts == ("Z", own_stat(child.pid)[1])
        assert claims._alive({"pid": child.pid, "host": HOST, "started": facts[1]}) is False
        db = tmp_path / "c.sqlite"
        write_claim(db, pid=child.pid, started=facts[1])
        with claim_thread(connect(db), "t", request="trip A", settings=SETTINGS) as claim:
            assert claim.taken_over
    finally:
        child.wait()


def test_process_facts_read_the_fields_after_the_command_name(tmp_path):
    """A command name may hold spaces and parentheses: state and start time are counted from the last ")"."""
    child = subprocess.Popen(["bash", "-c", 'printf "a) b (c) d" > /proc/$$/comm; echo ready; read line'],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline() == "ready\n"
        assert Path(f"/proc/{child.pid}/comm").read_text() == "a) b (c) d\n"
        wait_until(lambda: own_stat(child.pid)[0] == "S", 10, "the child waiting in read")
        assert claims._process_facts(child.pid) == ("S", own_stat(child.pid)[1])
    finally:
        child.communicate("\n")
    assert claims._process_facts(os.getpid()) == ("R", own_stat(os.getpid())[1])


def test_process_facts_of_an_ended_process_and_without_proc(tmp_path, monkeypatch):
    assert claims._process_facts(ended_pid()) == ("X", "")
    real = Path
    monkeypatch.setattr(claims, "Path", lambda text: real(f"{tmp_path}/no-proc{text}"))  # a system without /proc
    assert claims._process_facts(os.getpid()) is None


def test_without_proc_the_kernel_is_asked_without_signalling(monkeypatch):
    monkeypatch.setattr(claims, "_process_facts", lambda pid: None)
    assert claims._alive({"pid": ended_pid(), "host": HOST, "started": None}) is False
    child = subprocess.Popen(["sleep", "30"])
    try:
        assert claims._alive({"pid": child.pid, "host": HOST, "started": "123"}) is True
        with pytest.raises(subprocess.TimeoutExpired):  # asked with signal 0: the holder runs on
            child.wait(timeout=0.3)
    finally:
        child.kill()
        child.wait()

    def not_ours(pid, signal):
        raise PermissionError(pid)

    monkeypatch.setattr(os, "kill", not_ours)
    assert claims._alive({"pid": 1, "host": HOST, "started": None}) is True  # another user's process: it runs


def test_a_holder_is_alive_only_with_its_own_start_time():
    state, started = own_stat(os.getpid())
    assert claims._alive({"pid": os.getpid(), "host": HOST, "started": started}) is True
    assert claims._alive({"pid": os.getpid(), "host": HOST, "started": None}) is True
    assert claims._alive({"pid": os.getpid(), "host": HOST, "started": "1"}) is False
    assert claims._alive({"pid": ended_pid(), "host": "elsewhere", "started": None}) is True


# --- the types a checkpointer rebuilds ----------------------------------------------------------------------


class Colour(enum.Enum):
    RED = "red"


class Size(enum.Enum):
    BIG = "big"


@dataclasses.dataclass
class Parcel:
    colour: Colour
    sizes: list[Size]


class Node(BaseModel):
    name: str
    children: list[Node] = []
    parcel: Parcel | None = None


class Tagged(TypedDict):
    value: Annotated[int, Size]


class Stray(BaseModel):
    x: int = 1


def key(tp: type) -> tuple[str, str]:
    return (tp.__module__, tp.__name__)


def test_a_dataclass_and_the_enums_in_its_fields_are_registered():
    assert checkpoint_allowlist(Parcel) - checkpoint_allowlist() == {key(Parcel), key(Colour), key(Size)}


def test_an_enum_root_is_registered():
    assert checkpoint_allowlist(Colour) - checkpoint_allowlist() == {key(Colour)}
    assert checkpoint_allowlist(list[Colour] | None, Any, None) - checkpoint_allowlist() == {key(Colour)}


def test_a_recursive_model_is_walked_once():
    assert checkpoint_allowlist(Node) - checkpoint_allowlist() == {key(Node), key(Parcel), key(Colour), key(Size)}


def test_a_typeddicts_annotated_fields_are_walked_with_their_metadata():
    assert checkpoint_allowlist(Annotated[int, Size]) - checkpoint_allowlist() == {key(Size)}
    assert checkpoint_allowlist(Tagged) - checkpoint_allowlist() == {key(Size)}


def test_unresolvable_forward_references_fall_back_to_the_evaluated_annotations():
    partial = dataclasses.make_dataclass("Partial", [("colour", Colour), ("later", "NoSuchType")])
    with pytest.raises(NameError):
        typing.get_type_hints(partial)
    assert checkpoint_allowlist(partial) - checkpoint_allowlist() == {key(partial), key(Colour)}


SHADES = [enum.Enum(f"Shade{i}", {"A": "a"}, module=__name__) for i in range(40)]
BOXES = []
for _i, _shade in enumerate(SHADES):
    globals()[_shade.__name__] = _shade
    _box = dataclasses.make_dataclass(f"Box{_i}", [("items", f"list[Shade{_i}]")])  # evaluated afresh on every walk
    _box.__module__ = __name__
    globals()[_box.__name__] = _box
    BOXES.append(_box)


def test_annotations_evaluated_during_the_walk_are_each_walked():
    """``list[Shade<i>]`` is a new object on each evaluation; a freed one's id must not hide the next one."""
    assert checkpoint_allowlist(*BOXES) - checkpoint_allowlist() == {key(t) for t in (*BOXES, *SHADES)}


def test_the_memory_checkpointer_rebuilds_only_registered_types():
    registered = memory_checkpointer(Stray).serde
    assert registered.loads_typed(registered.dumps_typed(Stray(x=2))) == Stray(x=2)
    strict = memory_checkpointer().serde
    assert strict.loads_typed(strict.dumps_typed(Stray(x=2))) == {"x": 2}
