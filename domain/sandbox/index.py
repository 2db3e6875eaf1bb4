"""The sandbox as the tools and the evaluator ask it: small tables in memory, flights in SQLite.

The small tables (restaurants, lodging, sights, distances: tens of thousands
of rows) are indexed in memory by what is asked, so a lookup is a dictionary
hit. The flights (3.8 million rows in the official sandbox) stay in SQLite and
are looked up by route and date or by number (``sandbox.flights``), with a
bounded cache. Rows keep their source order: where the official code takes
"the first matching row", so do we.

Building the index from SQLite takes a while, so ``load_sandbox`` keeps the
built index in a pickle beside the SQLite file (``sandbox.sqlite.index.pickle``)
and loads that instead while it is current: while the SQLite file has the same
size, mtime and inode (the importer replaces it whole when the sources change:
a new inode), and ``FORMAT_VERSION``, the record layouts and the bytecode that
builds the index are unchanged. A stale, truncated or unreadable cache file is
rebuilt, never an error. The cache is written to a temporary file and renamed,
so a crash leaves the old file or the new one, never half of one. The tables
are read with the standard ``sqlite3``.
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import io
import logging
import os
import pickle
import threading
from collections import defaultdict
from collections.abc import Mapping
from pathlib import Path
from types import CodeType
from typing import Any

from himap_travel.domain.sandbox.connection import read_only
from himap_travel.domain.sandbox.flights import FlightsByNumber, FlightsByRoute, FlightTable
from himap_travel.domain.sandbox.importer import ensure_database
from himap_travel.domain.sandbox.records import (
    RECORD_LAYOUT,
    Accommodation,
    Attraction,
    Distance,
    Flight,
    Restaurant,
    fields_of,
    is_flag,
)

__all__ = ["Accommodation", "Attraction", "Distance", "Flight", "Restaurant", "Sandbox", "load_sandbox"]

logger = logging.getLogger(__name__)

# Bump when the cached index must be rebuilt for a reason the cache key does not see by itself
# (it sees the record fields and the bytecode of the code that builds the index).
FORMAT_VERSION = 2
CACHE_MAGIC = b"himap-sandbox-index\n"


TABLES = (Distance, Accommodation, Restaurant, Attraction)  # read whole into memory; flights stay in SQLite


def _read_tables(db_path: Path) -> tuple[list[tuple[str, str]], dict[str, list[Any]], dict[str, str]]:
    """The city rows, each small table's rows as records in source order, and the import's ``meta``
    (the standard ``sqlite3``: no ORM). Booleans, stored as 0/1, come back as bool."""
    connection = read_only(Path(db_path))
    try:
        cities = connection.execute("SELECT name, state FROM city").fetchall()
        meta = dict(connection.execute("SELECT key, value FROM meta").fetchall())
        tables: dict[str, list[Any]] = {}
        for record in TABLES:
            table, fields = record.table, [f.name for f in fields_of(record)]
            flags = [i for i, field in enumerate(fields_of(record)) if is_flag(field)]
            cursor = connection.execute(f'SELECT {", ".join(fields)} FROM {table} ORDER BY "row"')
            if flags:
                rows = []
                for values in cursor:
                    values = list(values)
                    for i in flags:
                        values[i] = bool(values[i])
                    rows.append(record(*values))
            else:
                rows = [record(*values) for values in cursor]
            tables[table] = rows
    finally:
        connection.close()
    return cities, tables, meta


def _by_city(rows: list[Any], complete_only: bool) -> dict[str, tuple[Any, ...]]:
    grouped: dict[str, list[Any]] = defaultdict(list)
    for row in rows:
        if row.complete or not complete_only:
            grouped[row.city].append(row)
    return {city: tuple(items) for city, items in grouped.items()}


class Sandbox:
    """Read-only, indexed view of the TravelPlanner database."""

    def __init__(self, db_path: Path) -> None:
        self.db_path = Path(db_path)
        cities, tables, meta = _read_tables(self.db_path)
        # The sources' SHA-256 (the importer's stamp): which data this is, wherever it lies. A thread records it, so
        # that it is never resumed or repaired against other data (execution.claims.claim_thread).
        self.stamp: str | None = meta.get("sources")
        self.cities: dict[str, str] = dict(cities)
        distances = tables["distance"]
        accommodations = tables["accommodation"]
        restaurants = tables["restaurant"]
        attractions = tables["attraction"]

        self.states: dict[str, tuple[str, ...]] = {}
        for city, state in sorted(self.cities.items()):
            self.states[state] = self.states.get(state, ()) + (city,)

        self.flight_table = FlightTable(self.db_path, meta)
        self.flights_by_number: Mapping[str, tuple[Flight, ...]] = FlightsByNumber(self.flight_table)
        self._flights_by_route: Mapping[tuple[str, str, str | None], tuple[Flight, ...]] = FlightsByRoute(self.flight_table)

        self._distances: dict[tuple[str, str], Distance] = {}
        for row in distances:
            self._distances.setdefault((row.origin, row.destination), row)

        self._restaurants = _by_city(restaurants, complete_only=True)
        self._attractions = _by_city(attractions, complete_only=True)
        self._accommodations = _by_city(accommodations, complete_only=True)
        self._all_accommodations: Mapping[str, tuple[Any, ...]] = _by_city(accommodations, complete_only=False)
        self.row_counts = {
            "cities": len(cities),
            "flights": self.flight_table.rows,
            "distances": len(distances),
            "accommodations": len(accommodations),
            "restaurants": len(restaurants),
            "attractions": len(attractions),
        }

    def relocate(self, db_path: Path) -> None:
        """Read the flights from ``db_path`` (a cached index names the file it was built from)."""
        self.db_path = self.flight_table.db_path = Path(db_path)

    # --- lookups -------------------------------------------------------------------------

    def state_of(self, city: str) -> str | None:
        return self.cities.get(city)

    def cities_in_state(self, state: str) -> tuple[str, ...]:
        return self.states.get(state, ())

    def flights(self, origin: str, destination: str, date: str) -> list[Flight]:
        """Complete flights on a route and date, in source order."""
        return list(self._flights_by_route.get((origin, destination, date), ()))

    def flight_dates(self) -> tuple[str, str] | None:
        """The first and last date of the complete flights (ISO), or None when none is dated."""
        table = self.flight_table
        return (table.first_date, table.last_date) if table.first_date and table.last_date else None

    def distance(self, origin: str, destination: str) -> Distance | None:
        """The first distance row for the pair (the official lookup), usable or not."""
        return self._distances.get((origin, destination))

    def restaurants_in(self, city: str) -> tuple[Restaurant, ...]:
        return self._restaurants.get(city, ())

    def attractions_in(self, city: str) -> tuple[Attraction, ...]:
        return self._attractions.get(city, ())

    def accommodations_in(self, city: str, include_incomplete: bool = False) -> tuple[Accommodation, ...]:
        source = self._all_accommodations if include_incomplete else self._accommodations
        return source.get(city, ())


# --- loading, through the cache file ---------------------------------------------------------

_LOADED: dict[tuple[Any, ...], Sandbox] = {}  # this process's sandboxes, by cache key
_LOCK = threading.Lock()  # one load at a time: threads asking together share one sandbox


def _code_digest(code: CodeType, digest: Any) -> None:  # a hashlib hash
    """Feed a function's bytecode, names and constants (nested functions included) to ``digest``;
    line numbers are left out, so only a change of what the code does counts."""
    digest.update(code.co_code)
    digest.update(repr((code.co_names, code.co_varnames)).encode())
    for const in code.co_consts:
        if isinstance(const, CodeType):
            _code_digest(const, digest)
        else:
            digest.update(_stable_repr(const).encode())


def _stable_repr(const: object) -> str:
    """``repr``, but the same in every process: a frozenset's order follows the string hash seed."""
    if isinstance(const, frozenset):
        return "frozenset(" + repr(sorted(_stable_repr(item) for item in const)) + ")"
    if isinstance(const, tuple):
        return "(" + ",".join(_stable_repr(item) for item in const) + ")"
    return repr(const)


def _build_digest() -> str:
    digest = hashlib.sha256()
    for function in (_read_tables, _by_city, Sandbox.__init__):
        _code_digest(function.__code__, digest)
    return digest.hexdigest()[:16]


BUILD_DIGEST = _build_digest()  # an edit to the index-building code makes old cache files stale


def cache_file(db_path: str | Path) -> Path:
    """Where the built index of ``db_path`` is kept."""
    db_path = Path(db_path)
    return db_path.with_name(f"{db_path.name}.index.pickle")


def cache_key(db_path: Path) -> tuple[Any, ...] | None:
    """What a cache file must have been built from to be current; None when there is no database yet."""
    try:
        st = db_path.stat()
    except OSError:
        return None
    return (FORMAT_VERSION, RECORD_LAYOUT, BUILD_DIGEST, st.st_size, st.st_mtime_ns, st.st_ino)


def read_cache(path: Path, key: tuple[Any, ...]) -> Sandbox | None:
    """The sandbox in ``path`` if the file is whole and was built for ``key``; otherwise None."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as error:
        logger.debug("sandbox cache %s unreadable (%s); rebuilding", path, error)
        return None
    if not data.startswith(CACHE_MAGIC):
        logger.debug("sandbox cache %s is not a sandbox index; rebuilding", path)
        return None
    stream = io.BytesIO(data)
    stream.seek(len(CACHE_MAGIC))
    collecting = gc.isenabled()
    gc.disable()  # ~40k new objects, none of them garbage: spare the collector's passes
    try:
        found = pickle.Unpickler(stream).load()  # two pickles, two memos: one unpickler each
        if found != key:
            logger.debug("sandbox cache %s is stale; rebuilding", path)
            return None
        sandbox = pickle.Unpickler(stream).load()
    except Exception as error:  # truncated, corrupted, or from an incompatible version
        logger.debug("sandbox cache %s is damaged (%s: %s); rebuilding", path, type(error).__name__, error)
        return None
    finally:
        if collecting:
            gc.enable()
    if not isinstance(sandbox, Sandbox) or stream.read(1):
        logger.debug("sandbox cache %s holds something else; rebuilding", path)
        return None
    return sandbox


def write_cache(path: Path, key: tuple[Any, ...], sandbox: Sandbox) -> bool:
    """Write the cache file atomically (a temporary file, then renamed); False, logged, if that fails."""
    partial = path.with_name(f"{path.name}.{os.getpid()}-{os.urandom(4).hex()}.partial")
    try:
        with open(partial, "xb") as stream:
            stream.write(CACHE_MAGIC)
            pickle.dump(key, stream, protocol=pickle.HIGHEST_PROTOCOL)
            pickle.dump(sandbox, stream, protocol=pickle.HIGHEST_PROTOCOL)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(partial, path)
    except BaseException as error:
        with contextlib.suppress(OSError):
            os.unlink(partial)
        if not isinstance(error, Exception):
            raise  # KeyboardInterrupt and the like: the partial file is gone, go on stopping
        logger.debug("sandbox cache %s not written: %s", path, error)
        return False
    return True


def load_sandbox(data: str | Path | None = None, db_path: str | Path | None = None) -> Sandbox:
    """The shared sandbox for a data folder: from this process's memo, else the cache file,
    else built from SQLite (imported from the CSV files first if needed) and the cache written."""
    with _LOCK:
        return _load(data, db_path)


def _load(data: str | Path | None, db_path: str | Path | None) -> Sandbox:
    target = ensure_database(data, db_path)  # cheap when current: the sources' sizes and times are compared
    key = cache_key(target)
    if key is not None:
        if (str(target), key) in _LOADED:
            return _LOADED[(str(target), key)]
        sandbox = read_cache(cache_file(target), key)
        if sandbox is not None:
            sandbox.relocate(target)
            return _remember(target, key, sandbox)
    sandbox = Sandbox(target)
    if key is not None:
        write_cache(cache_file(target), key, sandbox)
    return _remember(target, key, sandbox)


def _remember(target: Path, key: tuple[Any, ...] | None, sandbox: Sandbox) -> Sandbox:
    if len(_LOADED) >= 4:
        _LOADED.pop(next(iter(_LOADED)))
    _LOADED[(str(target), key)] = sandbox
    # The sandbox's ~70k objects live as long as the process and hold no cycles. Moved (with all
    # else alive now) to the collector's permanent generation, they are not re-traversed by every
    # full collection of the run and by the collections at interpreter exit (measured: ~0.1-0.2 s
    # saved per process). Refcounting still frees them if they are dropped.
    gc.freeze()
    return sandbox
