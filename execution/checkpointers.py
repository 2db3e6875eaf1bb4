"""The checkpointer a ``--db`` names: a SQLite file (the embedded default) or a PostgreSQL URL, and an in-memory one.

``check_checkpoint_file`` refuses a ``--db`` the project cannot use before anything is written;
``open_checkpointer`` (``open_async_checkpointer`` for async graphs) opens the store it names for a
``with`` block, with a serializer that rebuilds our state's types (``serialization``). ``saver.conn`` is
what ``claims.claim_thread`` takes.
"""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import Any

from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.execution.errors import CheckpointFileError
from himap_travel.execution.postgres import (
    async_postgres_checkpointer,
    check_postgres_url,
    is_postgres_url,
    postgres_checkpointer,
)
from himap_travel.execution.serialization import make_serializer
from himap_travel.execution.sqlite import (
    BUSY_PAUSE,
    PRAGMAS,
    busy_seconds,
    check_sqlite_file,
    forget_if_empty,
    in_memory,
    make_file,
    sqlite_checkpointer,
    wait_again,
    write_failed,
)


def memory_checkpointer(*roots: Any) -> InMemorySaver:
    """An in-memory checkpointer (tests, notebooks) with our types registered."""
    return InMemorySaver(serde=make_serializer(*roots))


@contextmanager
def open_checkpointer(db: str | Path, *roots: Any, existing: bool = False) -> Iterator[Any]:
    """The checkpointer ``db`` names, for the ``with`` block: a SQLite file (the default) or a PostgreSQL URL.

    ``saver.conn`` is what ``claim_thread`` takes. See ``sqlite_checkpointer`` and ``execution.postgres``.
    """
    if is_postgres_url(db):
        with postgres_checkpointer(str(db), make_serializer(*roots), existing=existing) as saver:
            yield saver
        return
    with sqlite_checkpointer(db, *roots, existing=existing) as saver:
        yield saver


@asynccontextmanager
async def open_async_checkpointer(db: str | Path, *roots: Any, existing: bool = False) -> AsyncIterator[Any]:
    """``open_checkpointer`` for async graphs (``ainvoke``, ``astream``: an embedded chat): an ``AsyncSqliteSaver``
    on a checked SQLite file (set up as ``execution.sqlite.PRAGMAS`` says), or an ``AsyncPostgresSaver`` on a PostgreSQL URL."""
    if is_postgres_url(db):
        async with async_postgres_checkpointer(str(db), make_serializer(*roots), existing=existing) as saver:
            yield saver
        return
    import aiosqlite
    from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver

    timeout = busy_seconds()  # a bad HIMAP_STORE_BUSY_SECONDS is refused before anything is made
    check_sqlite_file(db, existing=existing)
    created = make_file(db)
    try:
        async with aiosqlite.connect(str(db), timeout=timeout) as conn:
            await _set_up(conn, timeout)
            yield AsyncSqliteSaver(conn, serde=make_serializer(*roots))
    except (sqlite3.Error, OSError) as error:
        if created and write_failed(error):  # closed by now: a file the failed run made and wrote nothing into goes
            forget_if_empty(Path(db))
        raise


async def _set_up(conn: Any, timeout: float) -> None:
    """``execution.sqlite.set_up`` on an aiosqlite connection: ``PRAGMAS``, each tried again while the file is locked."""
    deadline = time.monotonic() + timeout
    for pragma in PRAGMAS:
        while True:
            try:
                await conn.execute(pragma)
                break
            except sqlite3.OperationalError as error:
                if not wait_again(error, deadline):
                    raise
            await asyncio.sleep(BUSY_PAUSE)


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
        check_postgres_url(str(path))
        return
    if in_memory(path):
        raise CheckpointFileError(f"--db {path} is SQLite's in-memory database: it ends with the process, so the thread "
                                  "would be stored nowhere (a replan or a resume would find no trip); give a file path, "
                                  "e.g. runs/checkpoints.sqlite, or a postgresql:// URL")
    check_sqlite_file(path, existing=existing)
