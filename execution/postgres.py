"""Threads in PostgreSQL: ``--db postgresql://...`` (or ``HIMAP_DB``), for many processes and hosts on one store.

SQLite stays the embedded default (``execution.sqlite``). With a
PostgreSQL URL the checkpoints go through ``langgraph-checkpoint-postgres``
(its tables: ``checkpoints``, ``checkpoint_blobs``, ``checkpoint_writes``,
``checkpoint_migrations``) and the thread claims through our ``himap_threads``
table in the same database, with the same rules as in a SQLite file: one
request and one set of deciding settings per thread, one live process at a
time, a dead holder taken over. SQLite serializes two processes' claims with
its write lock; here a transaction-scoped advisory lock does (every claim of
every process takes the same one), so exactly one of two racing processes
takes a thread and the loser writes nothing.

Nothing is created before the server answers: a URL that cannot be reached,
or a database whose ``checkpoints`` table is someone else's, is a
``CheckpointFileError`` naming the URL (its password masked), never a
traceback and never a local file named like the URL.
"""

from __future__ import annotations

import re
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.urls import masked
from himap_travel.execution.errors import CheckpointFileError

ADVISORY_KEY = 0x48494D4150  # "HIMAP": every claim transaction of every process takes this lock
SETUP_KEY = ADVISORY_KEY + 1  # held while LangGraph's tables are made
SETUP_POLL_SECONDS = 0.05
CONNECT_SECONDS = 10
# What LangGraph's Postgres saver reads in its tables: a table of that name without them is someone else's.
LANGGRAPH_COLUMNS = {
    "checkpoints": {"thread_id", "checkpoint_ns", "checkpoint_id", "parent_checkpoint_id", "checkpoint", "metadata"},
    "checkpoint_writes": {"thread_id", "checkpoint_ns", "checkpoint_id", "task_id", "idx", "channel", "blob"},
}
COUNTED = ("checkpoints", "checkpoint_blobs", "checkpoint_writes")  # a thread's rows: the same count at the end, nothing written
_POSTGRES = lazy_compile(r"^postgres(?:ql)?://", re.IGNORECASE)


def is_postgres_url(db: object) -> bool:
    return isinstance(db, str) and bool(_POSTGRES.match(db))


def _error(url: str, problem: str) -> CheckpointFileError:
    return CheckpointFileError(f"--db {masked(url)}: {problem}")


def check_postgres_url(text: str) -> None:
    """A PostgreSQL URL whose form is wrong is refused here; one that cannot be reached, when it is opened."""
    from psycopg.conninfo import conninfo_to_dict

    try:
        conninfo_to_dict(text)
    except Exception as error:  # noqa: BLE001 - psycopg's ProgrammingError and friends: the URL's form
        raise CheckpointFileError(f"--db {masked(text)} is not a PostgreSQL URL psycopg can read ({error})") from error


@contextmanager
def postgres_checkpointer(url: str, serde: Any, *, existing: bool = False) -> Iterator[Any]:
    """A ``PostgresSaver`` on ``url`` for the ``with`` block, its tables made (once, under the claims' lock).

    ``existing``: the database must already hold checkpoints (a repair). A driver error anywhere in the block
    (the server gone mid-run, a dropped connection) is a ``CheckpointFileError`` naming the URL.
    """
    import psycopg
    from langgraph.checkpoint.postgres import PostgresSaver
    from psycopg.rows import dict_row

    try:
        conn = psycopg.connect(url, autocommit=True, prepare_threshold=0, row_factory=dict_row, connect_timeout=CONNECT_SECONDS)
    except psycopg.Error as error:
        raise _error(url, f"cannot connect to PostgreSQL ({str(error).strip()}); check the URL and that the server runs") from error
    try:
        _check_ours(conn, url, existing)
        saver = PostgresSaver(conn, serde=serde)
        _set_up(conn, saver)
        yield saver
    except psycopg.Error as error:
        raise _error(url, f"PostgreSQL failed ({str(error).strip()}); the thread can be resumed once it answers") from error
    finally:
        conn.close()


@asynccontextmanager
async def async_postgres_checkpointer(url: str, serde: Any, *, existing: bool = False) -> AsyncIterator[Any]:
    """An ``AsyncPostgresSaver`` on ``url`` (a chat served with ``ainvoke``/``astream``): the same checks and setup as
    ``postgres_checkpointer`` (made on a short synchronous connection first), then an async connection."""
    import psycopg
    from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver
    from psycopg.rows import dict_row

    with postgres_checkpointer(url, serde, existing=existing):
        pass
    try:
        conn = await psycopg.AsyncConnection.connect(url, autocommit=True, prepare_threshold=0, row_factory=dict_row,
                                                     connect_timeout=CONNECT_SECONDS)
    except psycopg.Error as error:
        raise _error(url, f"cannot connect to PostgreSQL ({str(error).strip()}); check the URL and that the server runs") from error
    try:
        yield AsyncPostgresSaver(conn, serde=serde)
    except psycopg.Error as error:
        raise _error(url, f"PostgreSQL failed ({str(error).strip()}); the thread can be resumed once it answers") from error
    finally:
        await conn.close()


def _set_up(conn: Any, saver: Any) -> None:
    """Make LangGraph's tables once, however many processes start together.

    A process finds them made (the usual case) and does nothing. Otherwise one
    process at a time runs the migrations, under an advisory lock that the others
    *try* in a loop rather than wait for: a migration creates an index
    concurrently, which waits for every open transaction, and a process blocked
    waiting for the lock would be one (PostgreSQL reports that as a deadlock).
    """
    while not _migrated(conn, len(saver.MIGRATIONS)):
        if conn.execute("SELECT pg_try_advisory_lock(%s) AS got", (SETUP_KEY,)).fetchone()["got"]:
            try:
                saver.setup()
            finally:
                conn.execute("SELECT pg_advisory_unlock(%s)", (SETUP_KEY,))
            return
        time.sleep(SETUP_POLL_SECONDS)


def _migrated(conn: Any, migrations: int) -> bool:
    if "checkpoint_migrations" not in _tables(conn):
        return False
    found = conn.execute("SELECT max(v) AS v FROM checkpoint_migrations").fetchone()["v"]
    return found is not None and found >= migrations - 1


def _check_ours(conn: Any, url: str, existing: bool) -> None:
    tables = _tables(conn)
    for table, needed in LANGGRAPH_COLUMNS.items():
        missing = sorted(needed - tables[table]) if table in tables else []
        if missing:
            raise _error(url, f"the table {table} is not LangGraph's (it lacks {', '.join(missing)}); "
                              "it was left as it is: give another database")
    if existing and "checkpoints" not in tables:
        raise _error(url, "the database holds no checkpoints, so no thread can be in it; give the --db the trip was planned with")


def _tables(conn: Any) -> dict[str, set[str]]:
    rows = conn.execute("SELECT table_name, column_name FROM information_schema.columns "
                        "WHERE table_schema = current_schema()").fetchall()
    found: dict[str, set[str]] = {}
    for row in rows:
        found.setdefault(row["table_name"], set()).add(row["column_name"])
    return found


class PostgresClaims:
    """The claim table's queries on a PostgreSQL connection (``claims.claim_thread`` drives them)."""

    counted = COUNTED

    def __init__(self, conn: Any) -> None:
        self.conn = conn
        info = conn.info
        self.name = f"postgresql://{info.user}@{info.host}:{info.port}/{info.dbname}"  # no password

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """One transaction, serialized with every other claim by the advisory lock."""
        with self.conn.transaction():
            self.conn.execute("SELECT pg_advisory_xact_lock(%s)", (ADVISORY_KEY,))
            yield

    def execute(self, sql: str, parameters: tuple[Any, ...] = ()) -> list[dict[str, Any]]:
        cursor = self.conn.execute(sql.replace("?", "%s"), parameters)
        return list(cursor.fetchall()) if cursor.description else []

    def tables(self) -> set[str]:
        return set(_tables(self.conn))
