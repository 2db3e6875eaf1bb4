"""A writer killed mid-write leaves a hot journal beside the shared sandbox database (``domain/sandbox/connection.py``).

Seen once on a shared cache: every process then failed in ``index._read_tables`` with "attempt to write a readonly
database" until the cache was deleted, since a read-only connection may not roll a hot journal back. The journal
here is made the way it happened: a real process writing the database in place is killed with SIGKILL mid-write.
"""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import himap_travel.domain.sandbox.connection as connection
import himap_travel.domain.sandbox.index as index
from himap_travel.domain.sandbox import importer
from himap_travel.domain.sandbox.connection import HotJournalError, read_only
from himap_travel.domain.sandbox.flights import FlightTable
from himap_travel.domain.sandbox.paths import DataDirError

# A writer that changes every stay's price with a one-page cache (so changed pages reach the file before any
# commit) and is killed before it commits: the journal beside the file is hot and the file itself torn.
KILLED_WRITER = textwrap.dedent("""
    import os, signal, sqlite3, sys
    db = sqlite3.connect(sys.argv[1], isolation_level=None)
    db.execute("PRAGMA cache_size = 1")
    db.execute("BEGIN")
    db.execute("UPDATE accommodation SET price = price + 1000000")
    db.execute("UPDATE meta SET value = 'torn' WHERE key = 'stats'")
    os.kill(os.getpid(), signal.SIGKILL)
""")


def _journal(db: Path) -> Path:
    return db.with_name(f"{db.name}-journal")


def _prices(db: Path) -> list[float]:
    with sqlite3.connect(db) as reader:
        return [row[0] for row in reader.execute('SELECT price FROM accommodation ORDER BY "row"')]


@pytest.fixture
def hot(tmp_path, sandbox) -> tuple[Path, list[float]]:
    """A private copy of the sandbox database with a hot journal from a killed writer, and its prices before."""
    db = tmp_path / "sandbox.sqlite"
    shutil.copy2(sandbox.db_path, db)
    before = _prices(db)
    killed = subprocess.run([sys.executable, "-c", KILLED_WRITER, str(db)], check=False)
    assert killed.returncode == -signal.SIGKILL and _journal(db).stat().st_size > 0
    with pytest.raises(sqlite3.OperationalError) as plain:  # what every process met before the fix
        sqlite3.connect(f"{db.as_uri()}?mode=ro", uri=True).execute("SELECT count(*) FROM meta").fetchall()
    assert plain.value.sqlite_errorcode == sqlite3.SQLITE_READONLY_ROLLBACK
    return db, before


def test_a_read_only_open_rolls_a_hot_journal_back_and_reads_the_file_as_it_was(hot):
    db, before = hot
    reader = read_only(db)
    try:
        stats = reader.execute("SELECT value FROM meta WHERE key = 'stats'").fetchone()[0]
        prices = [row[0] for row in reader.execute('SELECT price FROM accommodation ORDER BY "row"')]
    finally:
        reader.close()
    assert stats != "torn" and prices == before  # the killed writer's changes undone, none read half-made
    assert not _journal(db).exists()
    with pytest.raises(sqlite3.OperationalError, match="readonly"):  # still a read-only connection
        read_only(db).execute("DELETE FROM meta")


def test_the_sandbox_loads_and_its_database_is_current_after_a_killed_writer(hot, monkeypatch, sandbox):
    db, before = hot
    monkeypatch.setattr(index, "_LOADED", {})
    loaded = index.Sandbox(db)
    assert loaded.row_counts == sandbox.row_counts
    assert sorted(a.price for a in loaded.accommodations_in("Orlando")) == sorted(
        a.price for a in sandbox.accommodations_in("Orlando"))
    assert importer.read_meta(db)["stats"] != "torn" and _prices(db) == before


def test_flight_lookups_read_past_a_hot_journal(hot, sandbox):
    """Flights stay in SQLite, read lazily on each thread's own read-only connection: the first reader here."""
    db, _ = hot
    org, dest, date = _a_flight(sandbox)
    table = FlightTable(db, importer.read_meta(sandbox.db_path))  # the meta of the same data, read from the original
    found = table.on_route(org, dest, date)
    assert found and [f.flight_number for f in found] == [f.flight_number for f in sandbox.flights(org, dest, date)]
    assert not _journal(db).exists()


def _a_flight(sandbox) -> tuple[str, str, str]:
    with sqlite3.connect(sandbox.db_path) as reader:
        return reader.execute("SELECT origin, destination, flight_date FROM flight LIMIT 1").fetchone()


def test_a_hot_journal_that_cannot_be_rolled_back_names_the_journal(hot, monkeypatch):
    db, _ = hot
    opened = sqlite3.connect

    def read_only_folder(target, *args, **kwargs):
        if not kwargs.get("uri"):  # a read-write open: the folder refuses it
            raise sqlite3.OperationalError("attempt to write a readonly database")
        return opened(target, *args, **kwargs)

    monkeypatch.setattr(connection.sqlite3, "connect", read_only_folder)
    with pytest.raises(HotJournalError, match=rf"{db.name}-journal cannot be rolled back here") as refused:
        read_only(db)
    assert isinstance(refused.value, DataDirError) and _journal(db).exists()


def test_a_new_database_never_keeps_the_old_one_s_journal(tmp_path):
    """A rebuild takes the old file's name: a journal left beside it is the old file's and goes with it (rolled back
    into the new file it would write the old pages over it)."""
    target = tmp_path / "sandbox.sqlite"
    files = importer.database_files()
    importer.build_database(target, files, "stamp")
    _journal(target).write_bytes(b"\xd9\xd5\x05\xf9\x20\xa1\x63\xd7" + os.urandom(4088))  # a journal's header, old pages
    importer.build_database(target, files, "stamp")
    assert not _journal(target).exists() and importer.read_meta(target)["sources"] == "stamp"
