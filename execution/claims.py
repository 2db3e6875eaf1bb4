"""The claim on a thread: one request, one set of deciding settings, and one process at a time.

A thread belongs to one request and one set of deciding settings, and to one
process at a time. ``claim_thread(conn, thread, request=..., settings=...)``
holds it for a ``with`` block: in one ``BEGIN IMMEDIATE`` transaction of the
checkpoint file itself it reads the thread's row in ``himap_threads`` and
either refuses (``ThreadRefused``: another request, other settings;
``ThreadBusy``: a live process holds it) or writes itself in as the holder
(pid, host, process start time). Two processes that race for a thread are
serialized by SQLite's write lock (PostgreSQL's advisory lock:
``postgres.PostgresClaims``), so exactly one takes it, and the loser
has written nothing. A holder that died (its pid gone on this host, or
reused by a later process) is taken over: that run resumes from the
thread's checkpoints. On leaving the block the thread is marked "finished"
or "failed" (resumable) and the holder cleared. A repair claims with
``request=None`` ("whatever the thread holds") and ``purpose="repairing"``.
A thread planned before the claims existed has checkpoints but no row: the
first claim records it (the caller still checks the request against the
checkpointed state, and a refused run leaves the claim as it found it).

Usage (``execution.run``)::

    with open_checkpointer(db, RepairState) as saver, \
            claim_thread(saver.conn, thread, request=key, label=query, settings=deciding) as claim:
        ...  # compile, stream; claim.fail() when the run stops half-way but can resume
"""

from __future__ import annotations

import dataclasses
import json
import os
import socket
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

from himap_travel.execution.errors import CheckpointFileError, ThreadBusy, ThreadRefused
from himap_travel.execution.postgres import PostgresClaims
from himap_travel.execution.schema import CLAIMS_SCHEMA, CLAIMS_TABLE
from himap_travel.execution.sqlite import SqliteClaims
from himap_travel.graphs.scope import MAX_THREAD_NAME

HELD = ("planning", "repairing")



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
        # the run's own error is the one to report; a dead holder's claim is taken over later
        with suppress(Exception):
            _release(store, claim, failed=True)
        raise
    _release(store, claim, failed=False)


def claims_of(conn: Any) -> Any:
    """The claim queries for a checkpointer's connection: SQLite's, or PostgreSQL's (``execution.postgres``)."""
    if isinstance(conn, sqlite3.Connection):
        return SqliteClaims(conn)
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
        store.execute(CLAIMS_SCHEMA)
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
