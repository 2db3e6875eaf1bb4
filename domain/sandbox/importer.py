"""Import the sandbox CSV files into one SQLite file, once per version of the sources.

The database is rebuilt only when the source files change (their SHA-256 is
stored in the database). The importer reads the layout of
``../shared/data/travelplanner/database`` and also accepts the official
flights file, whose first column is an unnamed index.

Checking that the database is current needs only the standard library
(``hashlib``, ``sqlite3``); SQLModel and SQLAlchemy are imported by
``build_database`` alone, so a process whose sandbox is already imported never
pays for them.
"""

from __future__ import annotations

import csv
import hashlib
import os
from collections.abc import Callable, Iterator
from pathlib import Path

from himap_travel.domain.sandbox.paths import DataDirError, cache_dir, cache_dir_error, database_files

SCHEMA_VERSION = "1"
MISSING = ""  # the source files mark a missing field with an empty cell


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


# Table (its SQL name, see sandbox/tables.py) -> source column -> (table field, converter).
# Columns not named here are ignored.
COLUMNS: dict[str, dict[str, tuple[str, Callable[[str], object]]]] = {
    "flight": {
        "Flight Number": ("flight_number", _text),
        "Price": ("price", _number),
        "DepTime": ("dep_time", _text),
        "ArrTime": ("arr_time", _text),
        "ActualElapsedTime": ("elapsed", _text),
        "FlightDate": ("flight_date", _text),
        "OriginCityName": ("origin", _text),
        "DestCityName": ("destination", _text),
        "Distance": ("distance", _number),
    },
    "distance": {
        "origin": ("origin", _text),
        "destination": ("destination", _text),
        "duration": ("duration", _text),
        "distance": ("distance", _text),
        "cost": ("cost", _text),
    },
    "accommodation": {
        "NAME": ("name", _text),
        "room type": ("room_type", _text),
        "price": ("price", _number),
        "minimum nights": ("minimum_nights", _number),
        "review rate number": ("review_rate", _number),
        "house_rules": ("house_rules", _text),
        "maximum occupancy": ("maximum_occupancy", _number),
        "city": ("city", _text),
    },
    "restaurant": {
        "Name": ("name", _text),
        "City": ("city", _text),
        "Cuisines": ("cuisines", _text),
        "Average Cost": ("average_cost", _number),
        "Aggregate Rating": ("rating", _number),
    },
    "attraction": {
        "Name": ("name", _text),
        "Latitude": ("latitude", _number),
        "Longitude": ("longitude", _number),
        "Address": ("address", _text),
        "Phone": ("phone", _text),
        "Website": ("website", _text),
        "City": ("city", _text),
    },
}

SOURCES = {
    "flight": "flights",
    "distance": "distances",
    "accommodation": "accommodations",
    "restaurant": "restaurants",
    "attraction": "attractions",
}


def fingerprint(files: dict[str, Path]) -> str:
    digest = hashlib.sha256(SCHEMA_VERSION.encode())
    for name in sorted(files):
        digest.update(name.encode())
        digest.update(files[name].read_bytes())
    return digest.hexdigest()


def _csv_rows(table: str, path: Path, required: frozenset[str] = frozenset()) -> Iterator[dict[str, object]]:
    """Rows of one CSV as table fields; ``complete`` is False when any field is missing.

    Every line must have as many fields as the header and give the ``required`` fields, and the file must end
    with a line break: a file cut short (a copy that stopped mid-line) is refused with its line, never imported
    with a row that lost its last fields.
    """
    columns = COLUMNS[table]
    with path.open(newline="", encoding="utf-8") as handle:
        reader = csv.reader(handle)
        header = next(reader, None) or []
        missing = [c for c in columns if c not in header]
        if missing:
            raise SourceFileError(f"{path}: missing column(s) {missing}; found {header}")
        positions = {header.index(c): spec for c, spec in columns.items()}
        for number, cells in enumerate(reader):
            if not cells:
                continue
            line = reader.line_num
            if len(cells) != len(header):
                raise SourceFileError(f"{path}: line {line} has {len(cells)} fields where the header has {len(header)}: "
                                      "the file is truncated or damaged; restore it from the TravelPlanner data")
            record: dict[str, object] = {"row": number}
            for position, (field, convert) in positions.items():
                try:
                    record[field] = convert(cells[position])
                except ValueError as error:
                    raise SourceFileError(f"{path}: line {line}: {error}") from error
            empty = [header[p] for p, (field, _) in positions.items() if field in required and record[field] is None]
            if empty:
                raise SourceFileError(f"{path}: line {line}: no value for {', '.join(empty)}, which every row needs")
            if table != "distance":
                # Pandas' dropna() in the official code looks at every column, the index too.
                record["complete"] = all(cell != MISSING for cell in cells[: len(header)])
            yield record
    _check_ends_with_newline(path)


def _check_ends_with_newline(path: Path) -> None:
    """A CSV written whole ends with a line break; one cut short mid-line does not."""
    with path.open("rb") as handle:
        handle.seek(0, os.SEEK_END)
        if handle.tell() == 0:
            return
        handle.seek(-1, os.SEEK_END)
        if handle.read(1) not in (b"\n", b"\r"):
            lines = path.read_bytes().count(b"\n") + 1
            raise SourceFileError(f"{path}: line {lines} ends without a line break: the file is truncated; "
                                  "restore it from the TravelPlanner data")


def _city_rows(path: Path) -> Iterator[dict[str, object]]:
    seen: set[str] = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        if "\t" not in line:
            continue
        city, state = (part.strip() for part in line.split("\t", 1))
        if city and city not in seen:
            seen.add(city)
            yield {"name": city, "state": state}


def required_fields(model: type) -> frozenset[str]:
    """The fields a row of ``model`` cannot lack (the database refuses NULL there)."""
    return frozenset(name for name, info in model.model_fields.items() if info.is_required() and name != "row")


def build_database(db_path: Path, files: dict[str, Path], stamp: str) -> None:
    """Create the SQLite file from scratch, into a temporary file renamed at the end: a damaged source file
    (``SourceFileError``) or any other failure leaves the old database, if any, and no temporary file."""
    from sqlalchemy import insert
    from sqlmodel import SQLModel, create_engine

    from himap_travel.domain.sandbox import tables

    models = {
        model.__tablename__: model
        for model in (tables.Flight, tables.Distance, tables.Accommodation, tables.Restaurant, tables.Attraction)
    }
    partial = db_path.with_name(f"{db_path.name}.{os.getpid()}.partial")
    partial.unlink(missing_ok=True)
    engine = create_engine(f"sqlite:///{partial}")
    try:
        SQLModel.metadata.create_all(engine)
        with engine.begin() as connection:
            connection.execute(insert(tables.City), list(_city_rows(files["cities"])))
            for table, source in SOURCES.items():
                rows = list(_csv_rows(table, files[source], required_fields(models[table])))
                if rows:
                    connection.execute(insert(models[table]), rows)
            connection.execute(insert(tables.SourceFingerprint), [{"key": "sources", "value": stamp}])
        engine.dispose()
        partial.replace(db_path)
    except BaseException:
        engine.dispose()
        partial.unlink(missing_ok=True)
        raise


def stored_fingerprint(db_path: Path) -> str | None:
    """The source hash a database file was built from; None for an old, broken or foreign file."""
    import sqlite3

    try:
        connection = sqlite3.connect(f"{db_path.resolve().as_uri()}?mode=ro", uri=True)
        try:
            found = connection.execute("SELECT value FROM sourcefingerprint WHERE key = 'sources'").fetchone()
        finally:
            connection.close()
    except (sqlite3.Error, OSError):  # an old or broken file: rebuild it
        return None
    return found[0] if found else None


def ensure_database(data: str | Path | None = None, db_path: str | Path | None = None) -> Path:
    """The path of an up-to-date sandbox database, importing the CSV files if needed.

    A current database is only read, so a read-only cache folder that holds one works; one that must be
    (re)built there and cannot be written is a ``CacheDirError`` naming ``HIMAP_CACHE_DIR`` and the folder.
    """
    files = database_files(data)
    target = Path(db_path) if db_path else cache_dir() / "sandbox.sqlite"
    target.parent.mkdir(parents=True, exist_ok=True)
    stamp = fingerprint(files)
    if target.exists() and stored_fingerprint(target) == stamp:
        return target
    _check_writable(target.parent, named_by_env=db_path is None)
    build_database(target, files, stamp)
    return target


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
