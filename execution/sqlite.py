"""A SQLite ``--db`` (the embedded default): the checks that keep it ours, its checkpointer, its claim queries.

A checkpoint file is ours only if it is a writable SQLite file holding
LangGraph's ``checkpoints``/``writes`` tables and our ``himap_threads`` and
nothing else. ``check_sqlite_file`` refuses anything else (a URL, a folder, a
device, someone else's database, an old schema, a read-only file) before a
byte is written: it looks read-only, and ``sqlite_checkpointer`` calls it
first.
"""

from __future__ import annotations

import os
import sqlite3
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from langgraph.checkpoint.sqlite import SqliteSaver

from himap_travel.domain import environment
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.execution.errors import CheckpointFileError
from himap_travel.execution.postgres import is_postgres_url
from himap_travel.execution.schema import CLAIM_COLUMNS, CLAIMS_TABLE, LANGGRAPH_COLUMNS
from himap_travel.execution.serialization import make_serializer

BUSY_SECONDS = 30.0  # how long a write waits for another process's write transaction, unless HIMAP_STORE_BUSY_SECONDS
# How a thread store's connection is opened (sync and async alike; issue 44). WAL: LangGraph's savers put the file in
# WAL mode on their first use anyway; set at open, the claims written before that are journalled alike. synchronous
# NORMAL: a commit goes into the WAL but is flushed to disk only when the WAL is copied into the database, not at
# every commit (FULL, SQLite's default). A killed process loses nothing it committed (the writes are the operating
# system's by then), so a run or turn killed at any moment resumes as it did under FULL; an operating-system crash or
# power cut may roll back the last commits, leaving the file whole at an earlier step of the thread, from which a run
# resumes and a turn is resumed or sent again. Measured (benchmarks/checkpoint_settings.py, results/profile/README.md,
# 29 November 2026): a `plan` run's CPU -9% to -13%, its wall time -31% to -42%; a chat turn's CPU -1% to -6%.
# Switching a file into WAL takes its lock without waiting (SQLite calls no busy handler there), so two processes
# opening one new file at once would see "database is locked": each pragma is tried again, BUSY_PAUSE apart, for as
# long as a write waits (busy_seconds).
PRAGMAS = ("PRAGMA journal_mode = WAL", "PRAGMA synchronous = NORMAL")
BUSY_PAUSE = 0.01
WAL_HEADER_BYTES = 32  # a write-ahead log this long holds no frame (no page, no commit)
_URL = lazy_compile(r"^([A-Za-z][A-Za-z0-9+.-]+):/")  # postgresql://..., also as pathlib folds it (postgresql:/...)


@contextmanager
def sqlite_checkpointer(path: str | Path, *roots: Any, existing: bool = False) -> Iterator[SqliteSaver]:
    """A SQLite checkpointer for the lifetime of the ``with`` block.

    ``path`` is a file or ":memory:". It is checked first (``check_sqlite_file``:
    nothing is created or changed when it is refused); a new file is created
    with its folder, unless ``existing`` (a run that needs a thread already
    there, such as a repair). The connection is set up by ``PRAGMAS`` (WAL,
    ``synchronous = NORMAL``), allows use from LangGraph's worker threads (the
    saver serializes access with its own lock) and is closed on exit.
    """
    timeout = busy_seconds()  # a bad HIMAP_STORE_BUSY_SECONDS is refused before anything is made
    check_sqlite_file(path, existing=existing)
    created = make_file(path)
    conn = sqlite3.connect(str(path), check_same_thread=False, timeout=timeout)
    try:
        set_up(conn, timeout)
        yield SqliteSaver(conn, serde=make_serializer(*roots))
    except (sqlite3.Error, OSError) as error:  # a write refused (a disk full from the start): no empty file is left behind
        conn.close()
        if created and write_failed(error):
            forget_if_empty(Path(path))
        raise
    finally:
        conn.close()


def make_file(path: str | Path) -> bool:
    """Create the empty checkpoint file ``path`` (and its folders) unless it exists; whether this process made it.

    Made with ``O_EXCL``: of two processes opening one new file at once, one
    alone made it, so only that one may remove it again (``forget_if_empty``).
    SQLite takes an empty file as a new database.
    """
    if in_memory(path):
        return False
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    try:
        os.close(os.open(str(path), os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644))
    except FileExistsError:
        return False
    return True


def busy(error: BaseException) -> bool:
    """Whether ``error`` is SQLite's "database is locked": another connection holds the lock this one needs."""
    code = getattr(error, "sqlite_errorcode", None)
    return isinstance(error, sqlite3.OperationalError) and code is not None and code & 0xFF in (sqlite3.SQLITE_BUSY,
                                                                                                  sqlite3.SQLITE_LOCKED)


def set_up(conn: sqlite3.Connection, timeout: float) -> None:
    """Run ``PRAGMAS`` on a new connection, each tried again while the file is locked, for ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    for pragma in PRAGMAS:
        while True:
            try:
                conn.execute(pragma)
                break
            except sqlite3.OperationalError as error:
                if not wait_again(error, deadline):
                    raise
            time.sleep(BUSY_PAUSE)


def wait_again(error: BaseException, deadline: float) -> bool:
    """Whether a step that failed with ``error`` is tried again: the file was locked and ``deadline`` is not past."""
    return busy(error) and time.monotonic() < deadline


def write_failed(error: BaseException) -> bool:
    """Whether ``error`` is a write the disk refused (full, a file size limit, an I/O error), not a lock or a refusal:
    only then may a file this run made and wrote nothing into be removed (another process may be opening it)."""
    if isinstance(error, OSError):
        return True
    cause = str(error).lower()
    return getattr(error, "sqlite_errorcode", None) == sqlite3.SQLITE_FULL or cause in ("database or disk is full",
                                                                                        "disk i/o error")


def busy_seconds() -> float:
    """How long a write waits for another process's write transaction before SQLite gives up (the run is then refused
    as locked): ``HIMAP_STORE_BUSY_SECONDS``, else ``BUSY_SECONDS``. Read at each open, so a server or a test sets it
    without a new process; a value that is not a plain number of seconds above 0 is refused naming the variable."""
    value = environment.read("HIMAP_STORE_BUSY_SECONDS")
    if value is None:
        return BUSY_SECONDS
    if not environment.plain_number(value) or not 0 < float(value) <= _BUSY_MOST:
        raise CheckpointFileError(f"HIMAP_STORE_BUSY_SECONDS={value!r}: give a number of seconds above 0 and at most "
                                  f"{_BUSY_MOST:.0f} (unset: {BUSY_SECONDS:.0f})")
    return float(value)


_BUSY_MOST = 3600.0  # an hour: a longer wait is a store held by a program that will not let go


def store_failure(db: str | Path, error: sqlite3.Error) -> str:
    """The refusal of a checkpoint file that SQLite could not read or write during a run. A full disk (or a file size
    limit) is said as such: the file is whole (a run created and wrote nothing into it is not left behind), so the
    way on is to free space and run the same command again, not to move the file away."""
    if write_failed(error):
        import resource

        soft = resource.getrlimit(resource.RLIMIT_FSIZE)[0]
        limit = "" if soft == resource.RLIM_INFINITY else f"; this process may write files of at most {soft:,} bytes (ulimit -f)"
        kept = ("what was checkpointed is kept in it" if Path(str(db)).exists()
                else "the file was not left behind, as nothing could be written into it")
        return (f"the checkpoint file {db} could not be written ({error}: the disk is full, or a write failed"
                f"{limit}); {kept}: free some space and run the same command again")
    return f"the checkpoint file {db} could not be read or written ({error}); move it away, or give another --db"


def forget_if_empty(file: Path) -> bool:
    """Remove a checkpoint file this run created that holds nothing (a disk full from the start: SQLite made the file,
    then could write no page, in it or in its log), with its ``-wal`` and ``-shm``; whether it was removed. A file or a
    log holding any page is kept: it may hold a checkpoint."""
    wal, shm = Path(f"{file}-wal"), Path(f"{file}-shm")
    try:
        if file.stat().st_size > 0 or (wal.exists() and wal.stat().st_size > WAL_HEADER_BYTES):
            return False
        for part in (wal, shm, file):
            part.unlink(missing_ok=True)
    except OSError:
        return False
    return True


def in_memory(db: object) -> bool:
    """Whether ``db`` names SQLite's in-memory database, which ends with the process (code may use it; a --db may not)."""
    return str(db).strip() == ":memory:"


def url_scheme(db: object) -> str | None:
    """The scheme of a ``db`` that is a URL (``postgresql``, also as a path folds it: ``postgresql:/host``), else None."""
    found = _URL.match(str(db))
    return found.group(1) if found else None


def check_sqlite_file(path: str | Path, *, existing: bool = False) -> None:
    """``check_checkpoint_file`` for a SQLite file: every URL is refused (a SQLite file named like one is never made)."""
    text = str(path)
    if text == ":memory:":
        return
    if not text.strip():
        raise CheckpointFileError("--db is empty; give the path of a SQLite checkpoint file")
    if text.strip() == "-":  # the usual name of stdin: never a store of that name made in the working folder
        raise CheckpointFileError("--db -: stdin cannot hold checkpoints; give the path of a SQLite checkpoint file, "
                                  "e.g. runs/checkpoints.sqlite")
    url = _URL.match(text)
    if url:
        raise CheckpointFileError(_unsupported_url(text, url.group(1)))
    if text[:5].lower() == "file:":  # SQLite's URI form: "file:t.sqlite?mode=memory" opened a database no file keeps
        raise CheckpointFileError(f"--db {text}: SQLite URIs (file:...) are not supported; give the path of a SQLite "
                                  "checkpoint file, e.g. runs/checkpoints.sqlite")
    file = Path(text)
    if file.is_dir():
        raise CheckpointFileError(f"--db {text} is a folder; give the path of a SQLite checkpoint file in it")
    if file.exists():
        if not file.is_file():
            raise CheckpointFileError(f"--db {text} is not a regular file (a device, pipe or socket); give a SQLite checkpoint file")
        _check_writable(file, text)
        _check_ours(file, text, existing)
    elif existing:
        raise CheckpointFileError(f"the checkpoint file {text} does not exist, so no thread can be in it; "
                                  "give the --db the trip was planned with")
    else:
        _check_creatable(file, text)


def _unsupported_url(text: str, scheme: str) -> str:
    if is_postgres_url(text):
        return f"--db {text}: a PostgreSQL URL is not supported by a SQLite checkpointer (open it with open_checkpointer)"
    if scheme.lower() in ("postgres", "postgresql"):  # postgresql:/host (one slash, as a path folds it): not a URL
        return (f"--db {text}: not a PostgreSQL URL (postgresql://user@host:port/database; a path folds '//' into '/'), "
                "and URLs are not supported as a SQLite checkpoint file")
    return (f"--db {text}: {scheme}:// URLs are not supported; give the path of a SQLite checkpoint file "
            "or a postgresql:// URL")


def _check_writable(file: Path, text: str) -> None:
    folder = file.parent
    if not os.access(file, os.W_OK):
        raise CheckpointFileError(f"the checkpoint file {text} is read-only; a run could not be saved there: give a writable --db")
    if not os.access(folder, os.W_OK | os.X_OK):  # SQLite writes its journal (-wal, -shm) beside the file
        raise CheckpointFileError(f"the folder {folder} of the checkpoint file {text} is read-only (SQLite writes its journal "
                                  "there); give a --db in a writable folder")


def _check_creatable(file: Path, text: str) -> None:
    """A new file's nearest existing ancestor must be a writable folder (the missing folders are created later)."""
    ancestor = file.parent
    while not ancestor.exists() and ancestor != ancestor.parent:
        ancestor = ancestor.parent
    if not ancestor.is_dir():
        raise CheckpointFileError(f"--db {text} is under {ancestor}, which is a file, not a folder")
    if not os.access(ancestor, os.W_OK | os.X_OK):
        raise CheckpointFileError(f"cannot create the checkpoint file {text}: the folder {ancestor} is read-only")
    try:  # tried for real: as root the permission bits say little, and a folder like /proc refuses every new file
        with tempfile.TemporaryFile(dir=ancestor):
            pass
    except OSError as error:
        raise CheckpointFileError(f"cannot create the checkpoint file {text} in {ancestor} "
                                  f"({error.strerror or error}); give a --db in a writable folder") from None


def _check_ours(file: Path, text: str, existing: bool) -> None:
    """Look at an existing file read-only: a readable SQLite database with our tables only, in the schema we read."""
    if file.stat().st_size == 0:
        tables: dict[str, set[str]] = {}
    else:
        tables = _tables(file, text)
    foreign = sorted(name for name in tables if name not in (*LANGGRAPH_COLUMNS, CLAIMS_TABLE) and not name.startswith("sqlite_"))
    if foreign:
        raise CheckpointFileError(f"{text} is not a HiMAP checkpoint file (it holds other tables: {', '.join(foreign)}); "
                                  "it was left as it is: give another --db")
    for table, needed in (*LANGGRAPH_COLUMNS.items(), (CLAIMS_TABLE, CLAIM_COLUMNS)):
        missing = sorted(needed - tables[table]) if table in tables else []
        if missing:
            raise CheckpointFileError(f"the checkpoint file {text} has an old or unknown schema (table {table} lacks "
                                      f"{', '.join(missing)}); move it away, or give another --db")
    if existing and "checkpoints" not in tables:
        raise CheckpointFileError(f"the checkpoint file {text} holds no checkpoints, so no thread can be in it; "
                                  "give the --db the trip was planned with")


def _tables(file: Path, text: str) -> dict[str, set[str]]:
    """Table → column names, read without writing a byte (and a quick integrity check)."""
    problem: sqlite3.DatabaseError | None = None
    for mode in _read_only_modes(file):
        if mode == "mode=ro" and problem is not None and not Path(f"{file}-wal").exists():
            break  # no writer started: the file itself is damaged, and a mode=ro open would create -wal and -shm beside it
        try:
            return _read_tables(f"{file.resolve().as_uri()}?{mode}")
        except sqlite3.DatabaseError as error:
            problem = error
    raise CheckpointFileError(
        f"the checkpoint file {text} is damaged or not a SQLite database ({problem}); move it away, or give another --db"
    ) from problem


def _read_tables(uri: str) -> dict[str, set[str]]:
    conn = sqlite3.connect(uri, uri=True)
    try:
        found = conn.execute("PRAGMA quick_check").fetchone()
        if found and found[0] != "ok":
            raise sqlite3.DatabaseError(found[0])
        names = [row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        return {name: {row[1] for row in conn.execute(f"PRAGMA table_info({_quoted(name)})")} for name in names}
    finally:
        conn.close()


def _read_only_modes(file: Path) -> tuple[str, ...]:
    """How to open ``file`` without writing: ``mode=ro``, first ``immutable=1`` for a WAL database with no ``-wal``.

    A read-only open of a WAL database creates ``-wal`` and ``-shm`` beside
    it; with no ``-wal`` file all of the database is in the file, and
    ``immutable`` reads it as it is. (Should a writer start in between, the
    ``mode=ro`` retry reads it properly.)
    """
    with file.open("rb") as stream:
        header = stream.read(20)
    in_wal_mode = header.startswith(b"SQLite format 3\0") and header[18:19] == b"\x02"
    return ("immutable=1", "mode=ro") if in_wal_mode and not Path(f"{file}-wal").exists() else ("mode=ro",)


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


class SqliteClaims:
    """The claim table's queries on a SQLite checkpoint file."""

    counted = tuple(LANGGRAPH_COLUMNS)

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn
        self.name = next((row[2] for row in conn.execute("PRAGMA database_list") if row[1] == "main"), "") or ":memory:"

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """``BEGIN IMMEDIATE``: the write lock first, so that two processes' check-then-write cannot interleave."""
        try:
            self.conn.execute("BEGIN IMMEDIATE")
            try:
                yield
            except BaseException:
                self.conn.rollback()
                raise
            self.conn.commit()
        except sqlite3.OperationalError as error:
            raise CheckpointFileError(f"the checkpoint file {self.name} cannot be written ({error}); "
                                      "give a writable --db") from error

    def execute(self, sql: str, parameters: tuple[Any, ...] = ()) -> list[dict[str, Any]]:
        cursor = self.conn.execute(sql, parameters)
        if cursor.description is None:
            return []
        names = [d[0] for d in cursor.description]
        return [dict(zip(names, row, strict=True)) for row in cursor.fetchall()]

    def tables(self) -> set[str]:
        return {row[0] for row in self.conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
