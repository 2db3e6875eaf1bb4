"""The flights table, looked up in SQLite rather than held in memory.

The official sandbox has 3.8 million flights; a run asks for a few thousand
(a route on a date, a flight number, a route's dates). Each lookup is an
indexed query (tens of microseconds) and its answer is kept in a bounded
cache, so a process pays for what it asks, not for the table. Answers follow
the in-memory rules they replace: complete rows only, in source order (where
the official code takes "the first matching row", so do we).

What is asked of the table as a whole (its size, the dates and cities it
covers) was stored by the importer in the ``meta`` table.

SQLite connections may not cross threads or a ``fork``: each thread of each
process opens its own, read-only, on first use.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterator, Mapping
from pathlib import Path
from typing import Any, TypeVar

from himap_travel.domain.sandbox.connection import read_only
from himap_travel.domain.sandbox.paths import DataDirError
from himap_travel.domain.sandbox.records import Flight, fields_of

_T = TypeVar("_T")
CACHE_ENTRIES = 20_000  # answers kept per kind of lookup (a validation_dev run asks about 2,600)
_COLUMNS = ", ".join(f.name for f in fields_of(Flight))
_COMPLETE = "complete = 1"


class SandboxUnavailable(DataDirError):
    """The sandbox database cannot be read any more (deleted, replaced by a damaged file, a disk error).

    Never answered as "no flights": a planner that took it so would plan around
    flights that exist, or prove a trip impossible that is not. The run stops
    with this error, naming the file.
    """


class FlightTable:
    """Lookups into a sandbox database's ``flight`` table."""

    def __init__(self, db_path: str | Path, meta: Mapping[str, str]) -> None:
        self.db_path = Path(db_path)
        self.rows = int(meta.get("flight_rows", 0))
        self.first_date = meta.get("flight_first_date") or None
        self.last_date = meta.get("flight_last_date") or None
        self.cities: tuple[str, ...] = tuple(json.loads(meta.get("flight_cities", "[]")))
        self._start()

    def _start(self) -> None:
        self._local = threading.local()
        self._lock = threading.Lock()
        self._cache: OrderedDict[Hashable, Any] = OrderedDict()

    def __getstate__(self) -> dict[str, Any]:
        """Pickled without its connections and cache (see ``sandbox.index``'s cache file)."""
        return {key: value for key, value in self.__dict__.items() if key not in ("_local", "_lock", "_cache")}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._start()

    # --- lookups

    def on_route(self, origin: str, destination: str, date: str | None) -> tuple[Flight, ...]:
        """The complete flights from ``origin`` to ``destination`` on ``date``, in source order."""
        return self._cached(("route", origin, destination, date), lambda: self._flights(
            f"origin = ? AND destination = ? AND flight_date {'IS' if date is None else '='} ?", (origin, destination, date)))

    def numbered(self, number: str) -> tuple[Flight, ...]:
        """The complete flights with this number (any route, any date), in source order."""
        return self._cached(("number", number), lambda: self._flights("flight_number = ?", (number,)))

    def route_dates(self, origin: str, destination: str) -> tuple[str, ...]:
        """The dates a route has complete flights on, sorted."""
        return self._cached(("dates", origin, destination), lambda: tuple(
            day for (day,) in self._query(
                f"SELECT DISTINCT flight_date FROM flight WHERE origin = ? AND destination = ? AND {_COMPLETE} "
                "AND flight_date IS NOT NULL ORDER BY flight_date", (origin, destination))))

    def routes(self) -> Iterator[tuple[str, str, str | None]]:
        """Every (origin, destination, date) with a complete flight: a scan of the table (tests, tools)."""
        yield from self._query(f"SELECT DISTINCT origin, destination, flight_date FROM flight WHERE {_COMPLETE}", ())

    def numbers(self) -> Iterator[str]:
        """Every flight number with a complete flight: a scan of the table."""
        yield from (number for (number,) in self._query(f"SELECT DISTINCT flight_number FROM flight WHERE {_COMPLETE}", ()))

    # --- plumbing

    def _flights(self, where: str, parameters: tuple[Any, ...]) -> tuple[Flight, ...]:
        rows = self._query(f'SELECT {_COLUMNS} FROM flight WHERE {where} AND {_COMPLETE} ORDER BY "row"', parameters)
        return tuple(Flight(*(*row[:-1], bool(row[-1]))) for row in rows)


    def _query(self, sql: str, parameters: tuple[Any, ...]) -> list[tuple[Any, ...]]:
        try:
            return self._connection().execute(sql, parameters).fetchall()
        except sqlite3.Error as error:
            raise SandboxUnavailable(f"the sandbox database {self.db_path} cannot be read ({error}); it is rebuilt from "
                                     "the data folder by the next command (or delete it and run again)") from error

    def _connection(self) -> sqlite3.Connection:
        """This thread's connection, opened read-only on first use (and again in a forked child)."""
        found = getattr(self._local, "connection", None)
        if found is None or self._local.pid != os.getpid():
            found = read_only(self.db_path, check_same_thread=False)
            self._local.connection, self._local.pid = found, os.getpid()
        return found

    def _cached(self, key: Hashable, compute: Callable[[], _T]) -> _T:
        with self._lock:
            if key in self._cache:
                self._cache.move_to_end(key)
                cached: _T = self._cache[key]  # stored by compute() under this key
                return cached
        value = compute()
        with self._lock:
            self._cache[key] = value
            if len(self._cache) > CACHE_ENTRIES:
                self._cache.popitem(last=False)
        return value


class FlightsByNumber(Mapping[str, Any]):
    """``{flight number: its flights}``, read through ``FlightTable`` (a number with none is absent)."""

    def __init__(self, table: FlightTable) -> None:
        self.table = table

    def __getitem__(self, number: str) -> tuple[Flight, ...]:
        found = self.table.numbered(number) if isinstance(number, str) else ()
        if not found:
            raise KeyError(number)
        return found

    def __iter__(self) -> Iterator[str]:
        return self.table.numbers()

    def __len__(self) -> int:
        return sum(1 for _ in self.table.numbers())


class FlightsByRoute(Mapping[tuple[str, str, str | None], tuple[Flight, ...]]):

    """``{(origin, destination, date): its flights}``, read through ``FlightTable``."""

    def __init__(self, table: FlightTable) -> None:
        self.table = table

    def __getitem__(self, route: tuple[str, str, str | None]) -> tuple[Flight, ...]:
        found = self.table.on_route(*route) if isinstance(route, tuple) and len(route) == 3 else ()
        if not found:
            raise KeyError(route)
        return found

    def __iter__(self) -> Iterator[tuple[str, str, str | None]]:
        return self.table.routes()

    def __len__(self) -> int:
        return sum(1 for _ in self.table.routes())
