"""Import the sandbox CSV files into one SQLite file, once per version of the sources.

The tables are derived from the record types (``sandbox/records.py``: one
record per row kind) and filled by streaming: rows go from the CSV into SQLite
in one transaction, never held whole in memory, so the official 3.8-million-row
flights file imports in bounded memory. What the planner asks of the flights
table as a whole (how many rows, the dates and cities it covers) is stored in
the ``meta`` table at import, so no process scans it later.

The database is rebuilt only when the source files change. Its ``meta`` table
keeps the sources' SHA-256 and their sizes and modification times: while those
are unchanged nothing is hashed (hashing the official flights file takes half a
second). The importer reads the layout of ``../shared/data/travelplanner/database``
and also accepts the official flights file, whose first column is an unnamed
index. A build writes a temporary file renamed at the end, so a crash leaves the
old database or the new one, never half of one; a temporary file left by a
killed process is removed by the next build.

Only the standard library is used (``csv``, ``sqlite3``, ``hashlib``).
"""

from __future__ import annotations

import csv
import hashlib
import json
import os
import sqlite3
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from himap_travel.domain.sandbox.connection import read_only, remove_journal
from himap_travel.domain.sandbox.paths import DataDirError, cache_dir, cache_dir_error, database_files
from himap_travel.domain.sandbox.records import RECORDS, SOURCE_COLUMN, Flight, fields_of, is_flag, is_number, is_required

SCHEMA_VERSION = "2"  # bump when the tables change: every older database is rebuilt
MISSING = ""  # the source files mark a missing field with an empty cell
BATCH_ROWS = 50_000  # rows inserted per executemany call

# The indexes every lookup uses: flights by route and date, and by number (the official first-row rule);
# the small tables are read whole into memory by city, so they need none.
INDEXES = (
    "CREATE INDEX flight_route ON flight (origin, destination, flight_date)",
    "CREATE INDEX flight_number ON flight (flight_number)",
)


class SourceFileError(DataDirError, ValueError):
    """A source file is damaged (truncated, a row with too few fields, a value that is not a number, a required
    field empty) or lacks a column the sandbox needs: named with the file and its line."""


ImportError_ = SourceFileError  # the old name


def _text(value: str) -> str | None:
    return None if value == MISSING else value


def _number(value: str) -> float | None:
    if value == MISSING:
        return None
    return float(value.replace(",", ""))


def fingerprint(files: dict[str, Path]) -> str:
    """The SHA-256 of the source files (and of the schema: a new schema is a new database)."""
    digest = hashlib.sha256(SCHEMA_VERSION.encode())
    for name in sorted(files):
        digest.update(name.encode())
        with files[name].open("rb") as handle:
            for chunk in iter(lambda: handle.read(1 << 20), b""):
                digest.update(chunk)
    return digest.hexdigest()


def source_stats(files: dict[str, Path]) -> str:
    """The sources' paths, sizes and modification times: unchanged, they need no hashing."""
    return json.dumps({name: [str(path.resolve()), (st := path.stat()).st_size, st.st_mtime_ns, st.st_ino]
                       for name, path in sorted(files.items())})


# --- the tables, from the records ---------------------------------------------------------


def create_statements(record: type[Any]) -> str:
    """The ``CREATE TABLE`` of a record: ``row`` (the source order) and one column per field."""
    columns = ['"row" INTEGER PRIMARY KEY']
    for field in fields_of(record):
        kind = "INTEGER" if is_flag(field) else "REAL" if is_number(field) else "TEXT"
        columns.append(f"{field.name} {kind}{' NOT NULL' if is_required(field) else ''}")
    return f"CREATE TABLE {record.table} ({', '.join(columns)})"


def _csv_rows(record: type[Any], path: Path, summary: Callable[[list[Any]], None] | None = None) -> Iterator[tuple[Any, ...]]:
    """The rows of one CSV as table rows (``row``, then the record's fields), streamed.

    ``complete`` is False when any cell is missing (pandas' ``dropna()`` in the official code looks at every
    column, the index too). Every line must have as many fields as the header and give the record's required
    fields, and the file must end with a line break: a file cut short (a copy that stopped mid-line) is refused
    with its line, never imported with a row that lost its last fields.
    """
    fields = fields_of(record)
    with path.open(newline="", encoding="utf-8") as handle:
        reader = csv.reader(handle)
        header = next(reader, None) or []
        wanted = [f.metadata[SOURCE_COLUMN] for f in fields if f.metadata[SOURCE_COLUMN]]
        missing = [c for c in wanted if c not in header]
        if missing:
            raise SourceFileError(f"{path}: missing column(s) {missing}; found {header}")
        readers = [(header.index(f.metadata[SOURCE_COLUMN]), _number if is_number(f) else _text, f)
                   for f in fields if f.metadata[SOURCE_COLUMN]]
        required = [(position, f.metadata[SOURCE_COLUMN]) for position, _, f in readers if is_required(f)]
        flagged = any(is_flag(f) for f in fields)
        width = len(header)
        for number, cells in enumerate(reader):
            if not cells:
                continue
            if len(cells) != width:
                raise SourceFileError(f"{path}: line {reader.line_num} has {len(cells)} fields where the header has "
                                      f"{width}: the file is truncated or damaged; restore it from the TravelPlanner data")
            row: list[Any] = [number]
            try:
                for position, convert, _ in readers:
                    row.append(convert(cells[position]))
            except ValueError as error:
                raise SourceFileError(f"{path}: line {reader.line_num}: {error}") from error
            empty = [name for position, name in required if cells[position] == MISSING]
            if empty:
                raise SourceFileError(f"{path}: line {reader.line_num}: no value for {', '.join(empty)}, which every row needs")
            if flagged:
                row.append(MISSING not in cells)
            if summary is not None:
                summary(row)
            yield tuple(row)
    _check_ends_with_newline(path)


def _check_ends_with_newline(path: Path) -> None:
    """A CSV written whole ends with a line break; one cut short mid-line does not."""
    with path.open("rb") as handle:
        handle.seek(0, os.SEEK_END)
        if handle.tell() == 0:
            return
        handle.seek(-1, os.SEEK_END)
        if handle.read(1) not in (b"\n", b"\r"):
            raise SourceFileError(f"{path}: line {_count_lines(path)} ends without a line break: the file is truncated; "
                                  "restore it from the TravelPlanner data")


def _count_lines(path: Path) -> int:
    with path.open("rb") as handle:
        return sum(chunk.count(b"\n") for chunk in iter(lambda: handle.read(1 << 20), b"")) + 1


def _city_rows(path: Path) -> Iterator[tuple[str, str]]:
    seen: set[str] = set()
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            if "\t" not in line:
                continue
            city, state = (part.strip() for part in line.split("\t", 1))
            if city and city not in seen:
                seen.add(city)
                yield city, state


class FlightSummary:
    """What is asked of the flights table as a whole, gathered while it streams in (complete rows only,
    as the searches and the evaluator see them)."""

    def __init__(self) -> None:
        self.first: str | None = None
        self.last: str | None = None
        self.cities: set[str] = set()
        self._date = [f.name for f in fields_of(Flight)].index("flight_date") + 1
        self._origin = self._date + 1

    def __call__(self, row: list[Any]) -> None:
        if not row[-1]:
            return
        day = row[self._date]
        if day:
            if self.first is None or day < self.first:
                self.first = day
            if self.last is None or day > self.last:
                self.last = day
        self.cities.add(row[self._origin])
        self.cities.add(row[self._origin + 1])

    def meta(self) -> dict[str, str]:
        return {"flight_first_date": self.first or "", "flight_last_date": self.last or "",
                "flight_cities": json.dumps(sorted(self.cities))}


def build_database(db_path: Path, files: dict[str, Path], stamp: str) -> None:
    """Create the SQLite file from scratch, into a temporary file renamed at the end: a damaged source file
    (``SourceFileError``) or any other failure leaves the old database, if any, and no temporary file."""
    _remove_abandoned(db_path)
    partial = db_path.with_name(f"{db_path.name}.{os.getpid()}.partial")
    partial.unlink(missing_ok=True)
    try:
        connection = sqlite3.connect(partial, isolation_level=None)
        try:
            _fill(connection, files, stamp)
        finally:
            connection.close()
        with open(partial, "rb") as handle:  # written with synchronous=OFF: on disk before it is named
            os.fsync(handle.fileno())
        remove_journal(db_path)  # the old file's: never rolled back into the new one
        partial.replace(db_path)
    except BaseException:
        partial.unlink(missing_ok=True)
        raise


def _fill(connection: sqlite3.Connection, files: dict[str, Path], stamp: str) -> None:
    connection.execute("PRAGMA journal_mode = OFF")  # a temporary file: a failure discards it whole
    connection.execute("PRAGMA synchronous = OFF")
    connection.execute("BEGIN")
    connection.execute("CREATE TABLE city (name TEXT PRIMARY KEY, state TEXT NOT NULL)")
    connection.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    connection.executemany("INSERT INTO city VALUES (?, ?)", _city_rows(files["cities"]))
    flights = FlightSummary()
    counts: dict[str, int] = {}
    for record in RECORDS:
        connection.execute(create_statements(record))
        width = 1 + len(fields_of(record))
        rows = _csv_rows(record, files[record.source], flights if record is Flight else None)
        cursor = connection.executemany(f"INSERT INTO {record.table} VALUES ({', '.join('?' * width)})", rows)
        counts[record.table] = max(cursor.rowcount, 0)
    for statement in INDEXES:
        connection.execute(statement)
    meta = {"sources": stamp, "schema": SCHEMA_VERSION, "stats": source_stats(files), **flights.meta(),
            **{f"{table}_rows": str(count) for table, count in counts.items()}}
    connection.executemany("INSERT INTO meta VALUES (?, ?)", meta.items())
    connection.execute("COMMIT")
    connection.execute("ANALYZE")


def _remove_abandoned(db_path: Path) -> None:
    """Temporary files of builds whose process is gone (killed mid-import): nothing else removes them."""
    for partial in db_path.parent.glob(f"{db_path.name}.*.partial"):
        pid = partial.name[len(db_path.name) + 1: -len(".partial")]
        if pid.isdigit() and not _running(int(pid)):
            partial.unlink(missing_ok=True)


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # someone else's process: alive
    return True


def read_meta(db_path: Path) -> dict[str, str] | None:
    """The database's ``meta`` table; None for a missing, old, broken or foreign file."""
    try:
        connection = read_only(db_path)
        try:
            return dict(connection.execute("SELECT key, value FROM meta").fetchall())
        finally:
            connection.close()
    except (sqlite3.Error, OSError):  # an old or broken file: rebuild it
        return None


# The sources' sizes and times this process hashed and found current: (database, stats) -> the sources' SHA-256.
# A second data folder with the same content (a copy, a deployment's own) is hashed once per process and never
# restamps the database: restamped for each folder in turn, the database's time moved at every load, and every
# process's built index (keyed by that time, ``index.cache_key``) was rebuilt each time (seen in the test suite: a
# probe on a copy of the data made the other workers rebuild their index about once a second).
_VERIFIED: dict[tuple[str, str], str] = {}


def _stamped_for(recorded: str | None, files: dict[str, Path]) -> bool:
    """Whether the database's recorded times are of these very files (the same folder, touched), not another folder's."""
    try:
        paths = {name: entry[0] for name, entry in json.loads(recorded or "").items()}
    except (ValueError, TypeError, AttributeError, IndexError, KeyError):
        return True  # unreadable: restamp, as before
    return paths == {name: str(path.resolve()) for name, path in files.items()}


def ensure_database(data: str | Path | None = None, db_path: str | Path | None = None) -> Path:
    """The path of an up-to-date sandbox database, importing the CSV files if needed.

    The sources are hashed only when their sizes or modification times differ from the import's; a source
    touched but unchanged is then recorded as current. Another folder with the same content is hashed once per process
    and leaves the database as it is (``_VERIFIED``). A current database is only read, so a read-only cache
    folder that holds one works; one that must be (re)built there and cannot be written is a ``CacheDirError``
    naming ``HIMAP_CACHE_DIR`` and the folder.
    """
    files = database_files(data)
    target = Path(db_path) if db_path else cache_dir() / "sandbox.sqlite"
    target.parent.mkdir(parents=True, exist_ok=True)
    meta = (read_meta(target) if target.exists() else None) or {}
    current = meta.get("schema") == SCHEMA_VERSION
    stats = source_stats(files)
    if current and (meta.get("stats") == stats or _VERIFIED.get((str(target), stats)) == meta.get("sources")):
        return target
    stamp = fingerprint(files)
    if current and meta.get("sources") == stamp:
        if len(_VERIFIED) >= 64:
            _VERIFIED.clear()
        _VERIFIED[(str(target), stats)] = stamp
        if _stamped_for(meta.get("stats"), files):
            _restamp(target, files)
        return target
    _check_writable(target.parent, named_by_env=db_path is None)
    build_database(target, files, stamp)
    return target


def _restamp(db_path: Path, files: dict[str, Path]) -> None:
    """Record the sources' new times (same content), so the next process need not hash them; best effort."""
    try:
        connection = sqlite3.connect(db_path)
        try:
            with connection:
                connection.execute("UPDATE meta SET value = ? WHERE key = 'stats'", (source_stats(files),))
        finally:
            connection.close()
    except sqlite3.Error:
        pass  # a read-only database: the next process hashes again, nothing worse


def _check_writable(folder: Path, named_by_env: bool) -> None:
    """The folder the database is built in takes a new file (tried: as root, permission bits say little)."""
    import tempfile

    try:
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as error:
        problem = f"the sandbox database must be imported there, but the folder cannot be written ({error.strerror or error})"
        if named_by_env:
            raise cache_dir_error(folder, problem) from error
        raise DataDirError(f"{folder}: {problem}") from error
