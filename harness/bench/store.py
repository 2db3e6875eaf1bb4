"""The results store: one SQLite row per (run key, query position), written as each query finishes.

A killed run loses at most the queries in flight; running the same command
again plans only the positions its run key does not have yet. A file that is
not a SQLite database, or a SQLite database of something else, is refused
with a clear ``StoreError`` (it is never written to).
"""

from __future__ import annotations

import threading
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Generic, Self, TypeVar

from sqlalchemy import UniqueConstraint, inspect
from sqlalchemy.exc import DatabaseError, OperationalError, SQLAlchemyError
from sqlmodel import Field, Session, SQLModel, col, create_engine, delete, select

from himap_travel.execution.sqlite import in_memory, url_scheme
from himap_travel.harness.bench.models import QueryResult
from himap_travel.harness.outputs import file_size_limit_note

STORE_KIND = "himap-bench-results"
SCHEMA_VERSION = 1
_SQLITE_HEADER = b"SQLite format 3\x00"
META_TABLE, RESULT_TABLE = "bench_meta", "bench_result"


class StoreError(RuntimeError):
    """The results file cannot be used (corrupted, or not a benchmark results store)."""


class StoreMeta(SQLModel, table=True):
    __tablename__ = META_TABLE

    key: str = Field(primary_key=True)
    value: str


class ResultRow(SQLModel, table=True):
    __tablename__ = RESULT_TABLE
    __table_args__ = (UniqueConstraint("run_key", "position"),)

    id: int | None = Field(default=None, primary_key=True)
    run_key: str = Field(index=True)
    position: int
    level: str | None = None
    days: int | None = None
    delivered: bool = False
    official_pass: bool = False
    strict_pass: bool = False
    seconds: float = 0.0
    iterations_used: int = 0
    error: str | None = None
    payload: str  # the full QueryResult as JSON (plan, verdict summaries, timings, trace summary)
    finished_at: str


# The two tables by name (SQLModel does not declare the ``__table__`` it sets on a table class).
_TABLES = [SQLModel.metadata.tables[name] for name in (META_TABLE, RESULT_TABLE)]
# The columns copied from a QueryResult (the rest of it is in ``payload``), for queries over the store.
SUMMARY_COLUMNS = ("run_key", "position", "level", "days", "delivered", "official_pass", "strict_pass", "seconds",
                   "iterations_used", "error")


ResultT = TypeVar("ResultT", bound=QueryResult)  # the result a store's rows hold


class TypedResultStore(Generic[ResultT]):
    """Results in one SQLite file (thread-safe: the runner's workers save as they finish), read back as ``model``.

    The bench keeps ``QueryResult`` (``ResultStore``); the flex replay keeps its subclass (``flex.replay.FlexStore``)
    in the same tables."""

    model: type[ResultT]  # each store names the result its rows' payloads are read back as

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        _check_file(self.path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise StoreError(f"cannot create the folder of the results store {self.path}: {error.strerror or error}") from error
        self._engine = create_engine(f"sqlite:///{self.path}", connect_args={"check_same_thread": False})
        self._lock = threading.Lock()
        with self._guard("open"):
            self._prepare()

    def _prepare(self) -> None:
        tables = set(inspect(self._engine).get_table_names())
        ours = {table.name for table in _TABLES}
        if tables and META_TABLE not in tables:
            raise StoreError(
                f"{self.path} is a SQLite database of something else (tables: {', '.join(sorted(tables))}), "
                "not a benchmark results store; give another --db or --out"
            )
        SQLModel.metadata.create_all(self._engine, tables=_TABLES)
        with Session(self._engine) as session:
            meta = {row.key: row.value for row in session.exec(select(StoreMeta))}
            if not meta:
                session.add(StoreMeta(key="kind", value=STORE_KIND))
                session.add(StoreMeta(key="schema_version", value=str(SCHEMA_VERSION)))
                session.commit()
            elif meta.get("kind") != STORE_KIND or meta.get("schema_version") != str(SCHEMA_VERSION):
                raise StoreError(
                    f"{self.path} is not a benchmark results store of this version "
                    f"(kind={meta.get('kind')!r}, schema_version={meta.get('schema_version')!r}, "
                    f"expected {STORE_KIND!r} v{SCHEMA_VERSION}); tables: {', '.join(sorted(tables | ours))}"
                )

    def _guard(self, action: str) -> _Guard:
        return _Guard(self.path, action)

    def save(self, result: ResultT) -> None:
        """Write (or replace) one query's result, committed at once."""
        summary = {name: getattr(result, name) for name in SUMMARY_COLUMNS}
        row = ResultRow(**summary, payload=result.model_dump_json(), finished_at=datetime.now(UTC).isoformat(timespec="seconds"))
        with self._lock, self._guard("write"), Session(self._engine) as session:
            session.exec(delete(ResultRow).where(col(ResultRow.run_key) == result.run_key, col(ResultRow.position) == result.position))
            session.add(row)
            session.commit()

    def positions(self, run_key: str) -> set[int]:
        """The positions already finished under this run key."""
        with self._guard("read"), Session(self._engine) as session:
            return set(session.exec(select(ResultRow.position).where(col(ResultRow.run_key) == run_key)))

    def load(self, run_key: str) -> list[ResultT]:
        """The run key's results in position order."""
        with self._guard("read"), Session(self._engine) as session:
            rows = session.exec(select(ResultRow).where(col(ResultRow.run_key) == run_key).order_by(col(ResultRow.position)))
            return [self.model.model_validate_json(row.payload) for row in rows]

    def run_keys(self) -> list[str]:
        with self._guard("read"), Session(self._engine) as session:
            return sorted(set(session.exec(select(ResultRow.run_key))))

    def forget(self, run_key: str) -> int:
        """Delete a run key's results (a fresh start); returns how many rows went."""
        with self._lock, self._guard("write"), Session(self._engine) as session:
            count = len(list(session.exec(select(ResultRow.id).where(col(ResultRow.run_key) == run_key))))
            session.exec(delete(ResultRow).where(col(ResultRow.run_key) == run_key))
            session.commit()
            return count

    def close(self) -> None:
        self._engine.dispose()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


class ResultStore(TypedResultStore[QueryResult]):
    """Benchmark results in one SQLite file."""

    model = QueryResult


# SQLite's words for a write the disk refused (full, or past the process's file size limit): the file is whole
_WRITE_FAILURES = {"disk i/o error", "database or disk is full"}


class _Guard:
    """Turns the database driver's errors into a ``StoreError`` naming the file."""

    def __init__(self, path: Path, action: str) -> None:
        self.path, self.action = path, action

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, traceback: TracebackType | None) -> None:
        """Never swallows an error: the driver's come back as a ``StoreError``, any other as it was."""
        if isinstance(error, StoreError) or error is None:
            return
        if isinstance(error, OperationalError) and str(error.orig).lower() in _WRITE_FAILURES:
            raise StoreError(f"cannot {self.action} the results store {self.path} ({error.orig}{file_size_limit_note()}): the "
                             "results stored before are kept; free some space and run the same command again, which "
                             "plans only what is missing") from error
        if isinstance(error, DatabaseError):
            raise StoreError(f"cannot {self.action} the results store {self.path}: the file is corrupted or not a "
                             f"SQLite database ({error.orig or error}); move it away or give another --db") from error
        if isinstance(error, SQLAlchemyError):
            raise StoreError(f"cannot {self.action} the results store {self.path}: {error}") from error


def check_store_path(path: str | Path, flag: str = "--db") -> None:
    """Refuse a results store that is not a file: SQLite's ``:memory:`` (the results would end with the process and
    the next run would plan everything again) or a URL (a path folds ``postgresql://u@h/db`` into a file
    ``postgresql:/u@h/db`` under the working folder). Threads, not results, go to PostgreSQL (``plan --db``)."""
    text = str(path)
    if text.strip() == "-":  # the usual name of stdin: never a store of that name made in the working folder
        raise StoreError(f"{flag} -: stdin cannot hold the results; give a file path for the results store")
    if in_memory(text):
        raise StoreError(f"{flag} {text}: an in-memory database ends with the process, so no result would be kept; "
                         "give a file path for the results store")
    scheme = url_scheme(text)
    if scheme:
        raise StoreError(f"{flag} {text}: the results store is a SQLite file, not a {scheme} URL; give a file path "
                         "(plan, replan and the chat keep their threads in PostgreSQL; results are kept in a file)")
    target = Path(text)
    if target.exists() and not target.is_file() and not target.is_dir():  # a folder is named as one when opened
        raise StoreError(f"{flag} {text} is not a regular file (a device, pipe or socket: SQLite's writes to it fail "
                         "as a 'disk I/O error'); give a file path for the results store")


def _check_file(path: Path) -> None:
    """Refuse at once a file that is not SQLite (before the driver would treat it as a database)."""
    check_store_path(path)
    if path.is_dir():
        raise StoreError(f"the results store {path} is a directory, not a file")
    if not path.exists() or path.stat().st_size == 0:
        return
    with path.open("rb") as handle:
        header = handle.read(len(_SQLITE_HEADER))
    if header != _SQLITE_HEADER:
        raise StoreError(f"{path} is not a SQLite database (corrupted, or another kind of file); "
                         "move it away or give another --db")
