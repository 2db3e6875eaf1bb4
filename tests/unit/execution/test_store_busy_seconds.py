"""How long a write waits for a SQLite store another process holds (``HIMAP_STORE_BUSY_SECONDS``): 30 s unset, the
value set, a bad value refused naming the variable before anything is made (execution/sqlite.py ``busy_seconds``)."""

from __future__ import annotations

import sqlite3
import time

import pytest

from himap_travel.execution.errors import CheckpointFileError
from himap_travel.execution.sqlite import BUSY_SECONDS, busy_seconds, sqlite_checkpointer
from tests.support.faultkit import cli_env, run_in_process


def test_unset_or_empty_it_is_thirty_seconds(monkeypatch):
    monkeypatch.delenv("HIMAP_STORE_BUSY_SECONDS", raising=False)
    assert busy_seconds() == BUSY_SECONDS == 30.0
    monkeypatch.setenv("HIMAP_STORE_BUSY_SECONDS", "")
    assert busy_seconds() == 30.0


@pytest.mark.parametrize(("value", "seconds"), [("2", 2.0), ("0.5", 0.5), (" 7 ", 7.0), ("3600", 3600.0)])
def test_a_plain_number_of_seconds_is_read(monkeypatch, value, seconds):
    monkeypatch.setenv("HIMAP_STORE_BUSY_SECONDS", value)
    assert busy_seconds() == seconds


@pytest.mark.parametrize("value", ["0", "-1", "nan", "inf", "1_0", "３", "two", "3601", "1e9"])
def test_a_bad_value_is_refused_naming_the_variable(monkeypatch, value):
    monkeypatch.setenv("HIMAP_STORE_BUSY_SECONDS", value)
    with pytest.raises(CheckpointFileError, match="HIMAP_STORE_BUSY_SECONDS"):
        busy_seconds()


def test_a_bad_value_makes_no_store_and_no_folder(monkeypatch, tmp_path):
    monkeypatch.setenv("HIMAP_STORE_BUSY_SECONDS", "-3")
    db = tmp_path / "new" / "threads.sqlite"
    with pytest.raises(CheckpointFileError), sqlite_checkpointer(db):
        pass
    assert not (tmp_path / "new").exists()


def test_the_wait_on_a_locked_store_is_the_one_set(monkeypatch, tmp_path):
    db = tmp_path / "threads.sqlite"
    with sqlite_checkpointer(db) as saver:
        saver.setup()
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    monkeypatch.setenv("HIMAP_STORE_BUSY_SECONDS", "0.3")
    started = time.monotonic()
    try:
        with pytest.raises(sqlite3.OperationalError, match="locked"), sqlite_checkpointer(db) as saver:
            saver.conn.execute("INSERT INTO checkpoints (thread_id, checkpoint_ns, checkpoint_id) VALUES ('t', '', 'c')")
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert time.monotonic() - started < 10  # 0.3 s of waiting, not 30


def test_the_command_line_refuses_it_with_exit_2(tmp_path):
    env_db = tmp_path / "threads.sqlite"
    done = run_in_process("plan", "Please plan a 3-day trip for 2 people from Washington to Myrtle Beach from March 13th "
                          "to March 15th, 2022, with a budget of $1,400.", "--db", str(env_db), "--thread", "t",
                          cwd=tmp_path, env=cli_env(HIMAP_STORE_BUSY_SECONDS="forever"))
    assert done.code == 2 and "HIMAP_STORE_BUSY_SECONDS" in done.stderr, str(done)
    assert not env_db.exists()
