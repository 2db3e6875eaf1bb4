"""The one way the sandbox database is opened for reading: read-only, after rolling back a hot journal.

A process killed while it wrote the database in place (``importer._restamp`` records the sources' new times)
leaves ``sandbox.sqlite-journal`` beside it: a *hot* journal, which SQLite rolls back on the next open that may
write. A read-only connection may not, so every query it makes fails with "attempt to write a readonly database"
(``SQLITE_READONLY_ROLLBACK``), and every process sharing that cache failed until someone deleted it. Here such an
open rolls the journal back once with a read-write connection, exactly as any SQLite writer would, then reads on
read-only. Where the folder cannot be written the error names the journal and what to do.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from himap_travel.domain.sandbox.paths import DataDirError


class HotJournalError(DataDirError):
    """The database has a hot journal (a writer was killed) that cannot be rolled back here: its folder is read-only."""


def read_only(db_path: Path, check_same_thread: bool = True) -> sqlite3.Connection:
    """A read-only connection to ``db_path`` (``check_same_thread`` as ``sqlite3.connect``'s), a hot journal rolled back
    first."""
    uri = f"{Path(db_path).resolve().as_uri()}?mode=ro"
    connection = sqlite3.connect(uri, uri=True, check_same_thread=check_same_thread)
    try:
        connection.execute("SELECT 1 FROM sqlite_master LIMIT 1").fetchall()  # the first read: where a hot journal shows
    except sqlite3.OperationalError as error:
        connection.close()
        if error.sqlite_errorcode != sqlite3.SQLITE_READONLY_ROLLBACK:
            raise
        roll_back(Path(db_path))
        connection = sqlite3.connect(uri, uri=True, check_same_thread=check_same_thread)
    return connection


def roll_back(db_path: Path) -> None:
    """Roll back the hot journal beside ``db_path`` by opening it read-write and reading (SQLite's own recovery)."""
    try:
        writer = sqlite3.connect(db_path)
        try:
            writer.execute("SELECT 1 FROM sqlite_master LIMIT 1").fetchall()
        finally:
            writer.close()
    except sqlite3.Error as error:
        journal = db_path.with_name(f"{db_path.name}-journal")
        raise HotJournalError(f"{db_path}: a process was killed while it wrote this database, and its journal {journal} "
                              f"cannot be rolled back here ({error}); delete both files, or run once where the folder "
                              "can be written, and the database is rebuilt or repaired") from error


def remove_journal(db_path: Path) -> None:
    """Remove a journal left beside ``db_path`` before a new database takes its name: the journal is the old file's,
    and rolled back into the new one it would write the old pages over it."""
    db_path.with_name(f"{db_path.name}-journal").unlink(missing_ok=True)
