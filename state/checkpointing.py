"""Checkpointers that know our state types, the checks that keep a ``--db`` ours, and the claim on a thread.

LangGraph stores pydantic values in checkpoints as (module, class, fields)
and rebuilds them on load. Its default serializer rebuilds *any* class but
logs "Deserializing unregistered type ..." for each one it was not told
about (and strict mode, ``LANGGRAPH_STRICT_MSGPACK=true``, refuses them and
hands back plain dicts). So our checkpointers use a ``JsonPlusSerializer``
with an explicit ``allowed_msgpack_modules`` list: Σ's types always, plus the
types reachable from whatever the caller passes (the graph's state schema,
extra models), found by walking their annotations. Types not on the list are
refused and come back as dicts, which ``reduce_sigma`` still accepts.

``--db`` is a SQLite file (the embedded default) or a PostgreSQL URL
(``state.postgres``: the same claims, for many processes and hosts).

A checkpoint file is ours only if it is a writable SQLite file holding
LangGraph's ``checkpoints``/``writes`` tables and our ``himap_threads`` and
nothing else. ``check_checkpoint_file`` refuses anything else (a URL, a
folder, a device, someone else's database, an old schema, a read-only file)
before a byte is written: it looks read-only, and ``sqlite_checkpointer``
calls it first.

A thread belongs to one request and one set of deciding settings, and to one
process at a time. ``claim_thread(conn, thread, request=..., settings=...)``
holds it for a ``with`` block: in one ``BEGIN IMMEDIATE`` transaction of the
checkpoint file itself it reads the thread's row in ``himap_threads`` and
either refuses (``ThreadRefused``: another request, other settings;
``ThreadBusy``: a live process holds it) or writes itself in as the holder
(pid, host, process start time). Two processes that race for a thread are
serialized by SQLite's write lock, so exactly one takes it, and the loser
has written nothing. A holder that died (its pid gone on this host, or
reused by a later process) is taken over: that run resumes from the
thread's checkpoints. On leaving the block the thread is marked "finished"
or "failed" (resumable) and the holder cleared. A repair claims with
``request=None`` ("whatever the thread holds") and ``purpose="repairing"``.
A thread planned before the claims existed has checkpoints but no row: the
first claim records it (the caller still checks the request against the
checkpointed state, and a refused run leaves the claim as it found it).

Usage (graphs/run.py)::

    with open_checkpointer(db, RepairState) as saver, \
            claim_thread(saver.conn, thread, request=key, label=query, settings=deciding) as claim:
        ...  # compile, stream; claim.fail() when the run stops half-way but can resume
"""

from __future__ import annotations

import dataclasses
import enum
import json
import os
import re
import socket
import sqlite3
import time
import typing
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer
from langgraph.checkpoint.sqlite import SqliteSaver
from pydantic import BaseModel
from typing_extensions import is_typeddict  # also knows typing_extensions.TypedDict

from himap_travel.state.sigma import SIGMA_TYPES

TypeKey = tuple[str, str]


def checkpoint_allowlist(*roots: Any) -> set[TypeKey]:
    """(module, name) of every model, dataclass and enum reachable from ``roots``.

    ``roots`` may be classes or annotations (a TypedDict state schema,
    ``Annotated[Sigma, reduce_sigma]``, ``list[DayTask] | None``, ...).
    Σ's own types are always included.
    """
    found: set[TypeKey] = set()
    seen: dict[int, Any] = {}
    for root in (*SIGMA_TYPES, *roots):
        _collect(root, found, seen)
    return found


def make_serializer(*roots: Any) -> JsonPlusSerializer:
    """A serializer that rebuilds exactly the registered types, without warnings."""
    return JsonPlusSerializer(allowed_msgpack_modules=sorted(checkpoint_allowlist(*roots)))


def memory_checkpointer(*roots: Any) -> InMemorySaver:
    """An in-memory checkpointer (tests, notebooks) with our types registered."""
    return InMemorySaver(serde=make_serializer(*roots))


@contextmanager
def open_checkpointer(db: str | Path, *roots: Any, existing: bool = False) -> Iterator[Any]:
    """The checkpointer ``db`` names, for the ``with`` block: a SQLite file (the default) or a PostgreSQL URL.

    ``saver.conn`` is what ``claim_thread`` takes. See ``sqlite_checkpointer`` and ``state.postgres``.
    """
    if is_postgres_url(db):
        from himap_travel.state.postgres import postgres_checkpointer

        with postgres_checkpointer(str(db), make_serializer(*roots), existing=existing) as saver:
            yield saver
        return
    with sqlite_checkpointer(db, *roots, existing=existing) as saver:
        yield saver


@asynccontextmanager
async def open_async_checkpointer(db: str | Path, *roots: Any, existing: bool = False) -> AsyncIterator[Any]:
    """``open_checkpointer`` for async graphs (``ainvoke``, ``astream``: an embedded chat): an ``AsyncSqliteSaver``
    on a checked SQLite file, or an ``AsyncPostgresSaver`` on a PostgreSQL URL."""
    if is_postgres_url(db):
        from himap_travel.state.postgres import async_postgres_checkpointer

        async with async_postgres_checkpointer(str(db), make_serializer(*roots), existing=existing) as saver:
            yield saver
        return
    import aiosqlite
    from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver

    check_sqlite_file(db, existing=existing)
    if str(db) != ":memory:":
        Path(db).parent.mkdir(parents=True, exist_ok=True)
    async with aiosqlite.connect(str(db), timeout=BUSY_SECONDS) as conn:
        yield AsyncSqliteSaver(conn, serde=make_serializer(*roots))


def is_postgres_url(db: object) -> bool:
    return isinstance(db, str) and bool(_POSTGRES.match(db))


@contextmanager
def sqlite_checkpointer(path: str | Path, *roots: Any, existing: bool = False) -> Iterator[SqliteSaver]:
    """A SQLite checkpointer for the lifetime of the ``with`` block.

    ``path`` is a file or ":memory:". It is checked first (``check_checkpoint_file``:
    nothing is created or changed when it is refused); a new file is created
    with its folder, unless ``existing`` (a run that needs a thread already
    there, such as a repair). The connection allows use from LangGraph's
    worker threads (the saver serializes access with its own lock) and is
    closed on exit.
    """
    check_sqlite_file(path, existing=existing)
    if str(path) != ":memory:":
        Path(path).parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(str(path), check_same_thread=False, timeout=BUSY_SECONDS)
    try:
        yield SqliteSaver(conn, serde=make_serializer(*roots))
    finally:
        conn.close()


class CheckpointFileError(ValueError):
    """A checkpoint file the project cannot use as its own: not a SQLite file of ours, damaged, read-only, missing."""


# --- checking a --db before anything touches it -----------------------------------

BUSY_SECONDS = 30.0  # how long a write waits for another process's write transaction
LANGGRAPH_COLUMNS = {  # what LangGraph's SqliteSaver reads (``writes.task_path`` it adds itself)
    "checkpoints": {"thread_id", "checkpoint_ns", "checkpoint_id", "parent_checkpoint_id", "type", "checkpoint", "metadata"},
    "writes": {"thread_id", "checkpoint_ns", "checkpoint_id", "task_id", "idx", "channel", "type", "value"},
}
_URL = re.compile(r"^([A-Za-z][A-Za-z0-9+.-]+):/")  # postgresql://..., also as pathlib folds it (postgresql:/...)
_POSTGRES = re.compile(r"^postgres(?:ql)?://", re.IGNORECASE)


def check_checkpoint_file(path: str | Path, *, existing: bool = False) -> None:
    """Refuse a ``--db`` the project cannot open as its own checkpoint file, without creating or changing anything.

    Refused: an empty value, SQLite's ``:memory:`` (nothing would outlive the process), a URL (other than
    PostgreSQL's), a folder,
    a device or other non-regular file, a path under a file, a folder or file
    that is not writable (a run's checkpoints could not be saved), a SQLite
    file that holds other tables than LangGraph's checkpoints and the thread
    claims (someone else's database), a checkpoint schema without the
    columns LangGraph reads, a damaged file; with ``existing``, also a
    missing file or one with no checkpoints (no thread can be there).
    """
    if is_postgres_url(path):
        _check_postgres_url(str(path))
        return
    if in_memory(path):
        raise CheckpointFileError(f"--db {path} is SQLite's in-memory database: it ends with the process, so the thread "
                                  "would be stored nowhere (a replan or a resume would find no trip); give a file path, "
                                  "e.g. runs/checkpoints.sqlite, or a postgresql:// URL")
    check_sqlite_file(path, existing=existing)


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
    url = _URL.match(text)
    if url:
        raise CheckpointFileError(_unsupported_url(text, url.group(1)))
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


def _check_postgres_url(text: str) -> None:
    """A PostgreSQL URL whose form is wrong is refused here; one that cannot be reached, when it is opened."""
    from psycopg.conninfo import conninfo_to_dict

    from himap_travel.state.postgres import masked

    try:
        conninfo_to_dict(text)
    except Exception as error:  # noqa: BLE001 - psycopg's ProgrammingError and friends: the URL's form
        raise CheckpointFileError(f"--db {masked(text)} is not a PostgreSQL URL psycopg can read ({error})") from error


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


# --- claiming a thread -------------------------------------------------------------

CLAIMS_TABLE = "himap_threads"
CLAIM_COLUMNS = {"thread_id", "request", "label", "settings", "state", "pid", "host", "started", "updated"}
_CLAIMS_SCHEMA = f"""
CREATE TABLE IF NOT EXISTS {CLAIMS_TABLE} (
    thread_id TEXT PRIMARY KEY,
    request TEXT,     -- the request's key; NULL: not known (a thread planned before the claims)
    label TEXT,       -- the request as a person reads it, for messages
    settings TEXT,    -- JSON of the settings that decide the answer; NULL: not known
    state TEXT NOT NULL,                   -- planning, repairing (held); finished, failed (resumable)
    pid INTEGER, host TEXT, started TEXT,  -- the holding process while held (started: its start time)
    updated DOUBLE PRECISION NOT NULL
)"""
HELD = ("planning", "repairing")


class ThreadRefused(ValueError):
    """A thread this run cannot use: it holds another request, or was planned with other settings."""


class ThreadBusy(ThreadRefused):
    """A thread that a live process is planning or repairing right now."""


MAX_THREAD_NAME = 256


def check_thread_name(thread: str | None) -> None:
    """Refuse a ``--thread`` that names no thread, or another than it seems: empty, padded, unprintable, overlong.

    "" would be planned as the default thread ("run") and "trip " is another
    thread than "trip": either way a later command would not find the trip.
    """
    if thread is None:
        return
    if not thread.strip():
        raise ThreadRefused("--thread is empty; give the thread a name, e.g. --thread trip1")
    if thread != thread.strip() or not thread.isprintable():
        raise ThreadRefused(f"--thread {thread!r}: a thread name has no leading or trailing spaces and no control characters")
    if len(thread) > MAX_THREAD_NAME:
        raise ThreadRefused(f"--thread is {len(thread):,} characters long; give a name of at most {MAX_THREAD_NAME}")


@dataclasses.dataclass
class ThreadClaim:
    """This run's hold on a thread. ``fail()`` records that the run stopped half-way and can be resumed."""

    thread: str
    previous: dict[str, Any] | None  # the thread's claim before this run took it (None: it had none)
    written: int  # the thread's checkpoint rows when taken: the same at the end means the run wrote nothing
    outcome: str = "finished"

    @property
    def taken_over(self) -> bool:
        """The previous holder died while holding the thread: this run carries on from its checkpoints."""
        return bool(self.previous and self.previous["state"] in HELD)

    def fail(self) -> None:
        self.outcome = "failed"


@contextmanager
def claim_thread(conn: Any, thread: str, *, request: str | None = None, label: str | None = None,
                 settings: dict[str, Any] | None = None, sandbox: dict[str, str] | None = None,
                 purpose: str = "planning") -> Iterator[ThreadClaim]:
    """Hold ``thread`` for the ``with`` block, or refuse before anything of the run is written.

    ``conn`` is the checkpointer's connection (``saver.conn``: SQLite or PostgreSQL). ``request`` is a key of
    what is asked (None: whatever the thread holds, as for a repair), ``settings`` what decides the answer
    (None: not compared), ``sandbox`` the data the run reads (``{"stamp": its fingerprint, "data": its folder}``;
    recorded with the settings, compared with what the thread recorded: a thread resumed or repaired against other
    data would deliver a plan booking what that data does not have), ``purpose`` "planning" or "repairing". Raises
    ``ThreadRefused`` (another request, other data, other settings), ``ThreadBusy`` (a live holder) or
    ``CheckpointFileError`` (the store cannot be written).
    On exit the thread is "finished", or "failed" (``fail()``, or an exception after the run wrote
    checkpoints); a run that raised before writing anything leaves the claim as it found it.
    """
    store = claims_of(conn)
    claim = _take(store, thread, request, label, settings, sandbox, purpose)
    try:
        yield claim
    except BaseException:
        try:
            _release(store, claim, failed=True)
        except Exception:  # noqa: BLE001 - the run's own error is the one to report; a dead holder's claim is taken over later
            pass
        raise
    _release(store, claim, failed=False)


def claims_of(conn: Any) -> Any:
    """The claim queries for a checkpointer's connection: SQLite's, or PostgreSQL's (``state.postgres``)."""
    if isinstance(conn, sqlite3.Connection):
        return SqliteClaims(conn)
    from himap_travel.state.postgres import PostgresClaims

    return PostgresClaims(conn)


_UPSERT = (f"INSERT INTO {CLAIMS_TABLE} (thread_id, request, label, settings, state, pid, host, started, updated) "
           "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (thread_id) DO UPDATE SET request = excluded.request, "
           "label = excluded.label, settings = excluded.settings, state = excluded.state, pid = excluded.pid, "
           "host = excluded.host, started = excluded.started, updated = excluded.updated")


def _take(store: Any, thread: str, request: str | None, label: str | None,
          settings: dict[str, Any] | None, sandbox: dict[str, str] | None, purpose: str) -> ThreadClaim:
    recorded = None if settings is None else {**settings, **({SANDBOX_KEY: sandbox} if sandbox else {})}
    wanted = None if recorded is None else json.dumps(recorded, sort_keys=True, default=str)
    with store.transaction():
        store.execute(_CLAIMS_SCHEMA)
        row = _claim_row(store, thread)
        if row is not None:
            _check_claimable(row, thread, request, wanted, store.name, sandbox)
        claim = ThreadClaim(thread, row, _rows_written(store, thread))
        known = row if row is not None and row["request"] is not None else {"request": request, "label": label}
        holder = _this_process()
        store.execute(_UPSERT, (thread, known["request"], known["label"], (row or {}).get("settings") or wanted, purpose,
                                *holder, time.time()))
    return claim


def _check_claimable(row: dict[str, Any], thread: str, request: str | None, settings: str | None, file: str,
                     sandbox: dict[str, str] | None = None) -> None:
    """Another request, other data, other settings, or a live holder: refused, in that order (the most telling
    reason first)."""
    if request is not None and row["request"] is not None and row["request"] != request:
        raise ThreadRefused(f"thread {thread} in {file} holds another request ({row['label'] or row['request']!r}); "
                            "give a new --thread for this one")
    _check_same_sandbox(_held_sandbox(row["settings"]), sandbox, thread, file)
    if settings is not None and row["settings"] is not None and _deciding(row["settings"]) != _deciding(settings):
        raise ThreadRefused(f"thread {thread} in {file} was planned with {_difference(row['settings'], settings)}; "
                            "its result does not answer this command: give another --thread, or the thread's own settings")
    if row["state"] in HELD and _alive(row):
        verb = "planned" if row["state"] == "planning" else "repaired"
        where = "" if row["host"] == socket.gethostname() else f" on {row['host']}"
        raise ThreadBusy(f"thread {thread} in {file} is being {verb} by process {row['pid']}{where}; "
                         "wait for it to finish or use another --thread")


SANDBOX_KEY = "sandbox"  # in a claim's settings: the data the thread was planned on (absent: planned before it was recorded)


def _deciding(settings: str) -> Any:
    """A claim's recorded settings without the data's mark (compared on its own, by ``_check_same_sandbox``)."""
    try:
        held = json.loads(settings)
    except ValueError:
        return settings  # unreadable: compared as it is (``claimed_settings`` names the file)
    return {key: value for key, value in held.items() if key != SANDBOX_KEY} if isinstance(held, dict) else held


def _held_sandbox(settings: str | None) -> dict[str, str] | None:
    try:
        held = json.loads(settings) if settings else None
    except ValueError:
        return None
    mark = held.get(SANDBOX_KEY) if isinstance(held, dict) else None
    return mark if isinstance(mark, dict) and mark.get("stamp") else None


def _check_same_sandbox(held: dict[str, str] | None, wanted: dict[str, str] | None, thread: str, file: str) -> None:
    """The data a thread was planned on, and this run's: both known and different is refused, naming both.

    A thread recorded before the mark existed (or a run that cannot name its data) is not compared: it resumes.
    """
    if held is None or wanted is None or held["stamp"] == wanted.get("stamp"):
        return
    raise ThreadRefused(f"thread {thread} in {file} was planned on the data in {held.get('data') or 'another folder'} "
                        f"(sandbox {held['stamp'][:12]}), and this run reads the data in {wanted.get('data') or 'another folder'} "
                        f"(sandbox {str(wanted.get('stamp'))[:12]}): its plan may book what this data does not have. Give "
                        "the --data it was planned with, or plan the trip again on a new --thread")


def check_claimed_sandbox(conn: Any, thread: str, sandbox: dict[str, str] | None) -> None:
    """``ThreadRefused`` when ``thread`` was planned on other data than ``sandbox``; read-only (a repair asks before it
    looks at the plan with this data)."""
    store = claims_of(conn)
    row = _claim_row(store, thread) if CLAIMS_TABLE in store.tables() else None
    if row is not None:
        _check_same_sandbox(_held_sandbox(row["settings"]), sandbox, thread, store.name)


def claimed_settings(conn: Any, thread: str) -> dict[str, Any] | None:
    """The deciding settings ``thread`` was planned with (its claim's), or None when not recorded; nothing is written.

    A repair decides as the thread's plan did: a thread planned with
    ``--policy solver`` or an ablation is repaired with the same settings.
    """
    store = claims_of(conn)
    row = _claim_row(store, thread) if CLAIMS_TABLE in store.tables() else None
    if row is None or not row["settings"]:
        return None
    try:
        held = json.loads(row["settings"])
    except ValueError as error:
        raise CheckpointFileError(f"the claim of thread {thread} in {store.name} holds unreadable settings ({error}); "
                                  "move the file away, or give another --db") from error
    return held if isinstance(held, dict) else None


def _difference(held: str, wanted: str) -> str:
    """'policy expert (this run: solver), ...': the settings that differ, as the thread has them."""
    old, new = _deciding(held), _deciding(wanted)
    return ", ".join(f"{key} {old.get(key)} (this run: {new.get(key)})" for key in sorted(set(old) | set(new))
                     if old.get(key) != new.get(key))


def _release(store: Any, claim: ThreadClaim, failed: bool) -> None:
    """Let go of the thread: finished or failed, or, when a refused run wrote nothing, as it was before."""
    with store.transaction():
        row = _claim_row(store, claim.thread)
        if row is None or row["pid"] != os.getpid():
            return  # not ours (cannot happen while we live; kept safe all the same)
        if failed and _rows_written(store, claim.thread) == claim.written:
            _restore(store, claim)
        else:
            store.execute(f"UPDATE {CLAIMS_TABLE} SET state = ?, pid = NULL, host = NULL, started = NULL, updated = ? "
                          "WHERE thread_id = ?", ("failed" if failed else claim.outcome, time.time(), claim.thread))


def _restore(store: Any, claim: ThreadClaim) -> None:
    if claim.previous is None:
        store.execute(f"DELETE FROM {CLAIMS_TABLE} WHERE thread_id = ?", (claim.thread,))
        return
    store.execute(_UPSERT, tuple(claim.previous[c] for c in
                                 ("thread_id", "request", "label", "settings", "state", "pid", "host", "started", "updated")))


def _claim_row(store: Any, thread: str) -> dict[str, Any] | None:
    rows = store.execute(f"SELECT * FROM {CLAIMS_TABLE} WHERE thread_id = ?", (thread,))
    return rows[0] if rows else None


def _rows_written(store: Any, thread: str) -> int:
    """The thread's checkpoints and pending writes (0 before LangGraph made its tables)."""
    tables = store.tables()
    return sum(store.execute(f"SELECT count(*) AS n FROM {table} WHERE thread_id = ?", (thread,))[0]["n"]
               for table in store.counted if table in tables)


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

    def execute(self, sql: str, parameters: tuple = ()) -> list[dict[str, Any]]:
        cursor = self.conn.execute(sql, parameters)
        if cursor.description is None:
            return []
        names = [d[0] for d in cursor.description]
        return [dict(zip(names, row)) for row in cursor.fetchall()]

    def tables(self) -> set[str]:
        return {row[0] for row in self.conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}


def _this_process() -> tuple[int, str, str | None]:
    """(pid, host, start time): the start time tells our process from a later one given the same pid."""
    facts = _process_facts(os.getpid())
    return os.getpid(), socket.gethostname(), facts[1] if facts else None


def _alive(row: dict[str, Any]) -> bool:
    """Whether the claim's holder still runs. A process on another host cannot be asked: it is taken to run."""
    if row["pid"] is None:
        return False
    if row["host"] != socket.gethostname():
        return True
    facts = _process_facts(row["pid"])
    if facts is None:  # no /proc: ask the kernel
        try:
            os.kill(row["pid"], 0)
        except ProcessLookupError:
            return False
        except PermissionError:
            pass
        return True
    state, started = facts
    return state not in ("Z", "X") and (row["started"] is None or started == row["started"])


def _process_facts(pid: int) -> tuple[str, str] | None:
    """(state letter, start time in clock ticks) of ``pid`` from /proc; ("X", "") if it is gone; None without /proc."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return ("X", "") if Path("/proc/self/stat").exists() else None
    except OSError:
        return None
    fields = text[text.rindex(")") + 2:].split()  # the command name may hold spaces: count from after it
    return fields[0], fields[19]


# --- walking annotations ------------------------------------------------------------


def _collect(tp: Any, found: set[TypeKey], seen: dict[int, Any]) -> None:
    """Add the registrable classes in annotation ``tp`` to ``found``.

    ``seen`` maps id → object and so keeps every visited object alive: an id
    cannot be reused by a later annotation while the walk runs.
    """
    if id(tp) in seen or tp is None or tp is Any:
        return
    seen[id(tp)] = tp
    for arg in typing.get_args(tp):  # list[X], X | None, Annotated[X, f], Literal[...]
        _collect(arg, found, seen)
    if not isinstance(tp, type):
        return
    if issubclass(tp, BaseModel):
        found.add(_key(tp))
        for field in tp.model_fields.values():
            _collect(field.annotation, found, seen)
    elif dataclasses.is_dataclass(tp):
        found.add(_key(tp))
        _collect_hints(tp, found, seen)
    elif issubclass(tp, enum.Enum):
        found.add(_key(tp))
    elif is_typeddict(tp):
        _collect_hints(tp, found, seen)


def _collect_hints(tp: type, found: set[TypeKey], seen: dict[int, Any]) -> None:
    try:
        hints = typing.get_type_hints(tp, include_extras=True)
    except Exception:  # unresolvable forward refs: use what is already evaluated
        hints = getattr(tp, "__annotations__", {})
    for hint in hints.values():
        _collect(hint, found, seen)


def _key(tp: type) -> TypeKey:
    return (tp.__module__, tp.__name__)
