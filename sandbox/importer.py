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

from sandbox.paths import cache_dir, database_files

SCHEMA_VERSION = "1"
MISSING = ""  # the source files mark a missing field with an empty cell


class ImportError_(ValueError):
    """A source file does not have the columns the sandbox needs."""


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


def _csv_rows(table: str, path: Path) -> Iterator[dict[str, object]]:
    """Rows of one CSV as table fields; ``complete`` is False when any field is missing."""
    columns = COLUMNS[table]
    with path.open(newline="", encoding="utf-8") as handle:
        reader = csv.reader(handle)
        header = next(reader, None) or []
        missing = [c for c in columns if c not in header]
        if missing:
            raise ImportError_(f"{path}: missing column(s) {missing}; found {header}")
        positions = {header.index(c): spec for c, spec in columns.items()}
        for number, cells in enumerate(reader):
            if not cells:
                continue
            record: dict[str, object] = {"row": number}
            for position, (field, convert) in positions.items():
                cell = cells[position] if position < len(cells) else MISSING
                try:
                    record[field] = convert(cell)
                except ValueError as error:
                    raise ImportError_(f"{path}: row {number + 2}: {error}") from error
            if table != "distance":
                # Pandas' dropna() in the official code looks at every column, the index too.
                record["complete"] = all(cell != MISSING for cell in cells[: len(header)])
            yield record


def _city_rows(path: Path) -> Iterator[dict[str, object]]:
    seen: set[str] = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        if "\t" not in line:
            continue
        city, state = (part.strip() for part in line.split("\t", 1))
        if city and city not in seen:
            seen.add(city)
            yield {"name": city, "state": state}


def build_database(db_path: Path, files: dict[str, Path], stamp: str) -> None:
    """Create the SQLite file from scratch (into a temporary file, then renamed)."""
    from sqlalchemy import insert
    from sqlmodel import SQLModel, create_engine

    from sandbox import tables

    models = {
        model.__tablename__: model
        for model in (tables.Flight, tables.Distance, tables.Accommodation, tables.Restaurant, tables.Attraction)
    }
    partial = db_path.with_name(f"{db_path.name}.{os.getpid()}.partial")
    partial.unlink(missing_ok=True)
    engine = create_engine(f"sqlite:///{partial}")
    SQLModel.metadata.create_all(engine)
    with engine.begin() as connection:
        connection.execute(insert(tables.City), list(_city_rows(files["cities"])))
        for table, source in SOURCES.items():
            rows = list(_csv_rows(table, files[source]))
            if rows:
                connection.execute(insert(models[table]), rows)
        connection.execute(insert(tables.SourceFingerprint), [{"key": "sources", "value": stamp}])
    engine.dispose()
    partial.replace(db_path)


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
    """The path of an up-to-date sandbox database, importing the CSV files if needed."""
    files = database_files(data)
    target = Path(db_path) if db_path else cache_dir() / "sandbox.sqlite"
    target.parent.mkdir(parents=True, exist_ok=True)
    stamp = fingerprint(files)
    if target.exists() and stored_fingerprint(target) == stamp:
        return target
    build_database(target, files, stamp)
    return target
