"""Two processes opening one new SQLite store at the same moment (CI, stop 76: both ``plan --thread same`` runs exit 2).

Switching a new file into WAL takes its lock without SQLite's busy handler, so one opener got "database is locked";
it then removed the file it believed it had made, under the other, whose next write was "disk I/O error". Now each
pragma waits for the lock (``execution.sqlite.set_up``), only the process that made the file (``make_file``,
``O_EXCL``) may remove it, and only after a write the disk refused (``write_failed``).
"""

from __future__ import annotations

import asyncio
import multiprocessing
import sqlite3
import time
from pathlib import Path

from himap_travel.execution.checkpointers import open_async_checkpointer
from himap_travel.execution.claims import claim_thread
from himap_travel.execution.sqlite import make_file, sqlite_checkpointer, write_failed

ROUNDS = 12


def _open_and_claim(db: str, start: object, told: object, use_async: bool) -> None:
    start.wait()  # type: ignore[attr-defined]
    try:
        if use_async:
            asyncio.run(_open_async(db))
        else:
            with sqlite_checkpointer(db) as saver, claim_thread(saver.conn, "same", request="r", settings={}):
                time.sleep(0.05)
        told.put("claimed")  # type: ignore[attr-defined]
    except Exception as error:  # noqa: BLE001 - what the other process met is the result
        told.put(f"{type(error).__name__}: {error}")  # type: ignore[attr-defined]


async def _open_async(db: str) -> None:
    async with open_async_checkpointer(db) as saver:
        await saver.conn.execute("CREATE TABLE IF NOT EXISTS probe (n INTEGER)")
        await saver.conn.execute("INSERT INTO probe VALUES (1)")
        await saver.conn.commit()


def _rounds(tmp_path: Path, use_async: bool) -> list[tuple[str, str]]:
    context = multiprocessing.get_context("fork")
    outcomes = []
    for round_ in range(ROUNDS):
        db = str(tmp_path / f"threads-{round_}.sqlite")
        start, told = context.Barrier(2), context.Queue()
        workers = [context.Process(target=_open_and_claim, args=(db, start, told, use_async)) for _ in range(2)]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join(60)
        outcomes.append(tuple(sorted((told.get(timeout=5), told.get(timeout=5)))))
        assert Path(db).exists(), f"round {round_}: the store was removed under a process using it: {outcomes[-1]}"
    return outcomes


def test_one_claims_the_thread_and_the_other_is_told_it_is_busy_every_time(tmp_path):
    for outcome in _rounds(tmp_path, use_async=False):
        assert "claimed" in outcome, outcome
        refused = next(told for told in outcome if told != "claimed")
        assert refused.startswith("ThreadBusy: thread same"), refused


def test_an_async_store_opened_by_two_processes_at_once_serves_both(tmp_path):
    assert set(_rounds(tmp_path, use_async=True)) == {("claimed", "claimed")}


def test_only_the_process_that_made_the_file_is_told_so(tmp_path):
    db = tmp_path / "new" / "threads.sqlite"
    assert make_file(db) is True and db.stat().st_size == 0
    assert make_file(db) is False
    assert make_file(":memory:") is False


def test_a_locked_store_is_no_failed_write_and_a_full_disk_is(tmp_path):
    db = tmp_path / "threads.sqlite"
    holder = sqlite3.connect(db)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        locked = sqlite3.connect(db, timeout=0)
        try:
            locked.execute("CREATE TABLE t (n INTEGER)")
        except sqlite3.OperationalError as error:
            assert not write_failed(error), error
        else:
            raise AssertionError("the store was not locked")
        finally:
            locked.close()
    finally:
        holder.rollback()
        holder.close()
    assert write_failed(sqlite3.OperationalError("database or disk is full"))
    assert write_failed(OSError(28, "No space left on device"))
