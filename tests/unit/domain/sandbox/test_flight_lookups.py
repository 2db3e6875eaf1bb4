"""Flights looked up in SQLite (issue 25): a large generated table imports by streaming and answers every
lookup as the in-memory index did; an interrupted import leaves a usable database; threads asking for the
search index together build it once."""

from __future__ import annotations

import csv
import os
import signal
import subprocess
import sys
import threading
from collections import defaultdict
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from himap_travel.domain.sandbox import importer
from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.domain.sandbox.paths import data_dir
from himap_travel.tools import search_index as search_index_module
from tests.support.benchmark_scripts import load_benchmark
from tests.support.waiting import wait_until

OFFICIAL_FLIGHTS = load_benchmark("official_flights")  # benchmarks/official_flights.py: not an installed module
COLUMNS, generate = OFFICIAL_FLIGHTS.COLUMNS, OFFICIAL_FLIGHTS.generate
ROWS = 200_000  # a few hundred thousand: the streaming path at a size where holding it whole would show


@pytest.fixture(scope="module")
def big(tmp_path_factory) -> tuple[Path, Path]:
    """A generated data folder of ROWS flights (the real ones kept) and its imported database."""
    folder = tmp_path_factory.mktemp("big")
    generate(data_dir(), folder / "data", rows=ROWS, seed=7)
    db = importer.ensure_database(folder / "data", folder / "cache" / "sandbox.sqlite")
    return folder / "data", db


@pytest.fixture(scope="module")
def memory(big) -> dict:
    """The in-memory index the lookups replace, built here the way it was: complete rows, source order."""
    by_number, by_route, dates = defaultdict(list), defaultdict(list), defaultdict(set)
    with (big[0] / "travelplanner/database/flights/flights.csv").open(newline="") as handle:
        for cells in csv.reader(handle):
            if cells[1] == "Flight Number":
                continue
            if "" in cells:
                continue  # incomplete: the official tools drop it
            row = dict(zip(COLUMNS, cells[1:], strict=True))
            key = (row["OriginCityName"], row["DestCityName"], row["FlightDate"])
            by_number[row["Flight Number"]].append(row)
            by_route[key].append(row)
            dates[key[:2]].add(key[2])
    return {"number": by_number, "route": by_route, "dates": dates}


@pytest.fixture(scope="module")
def sandbox(big) -> Sandbox:
    return Sandbox(big[1])


@pytest.fixture(scope="module")
def route_keys(sandbox, memory) -> st.SearchStrategy:
    """Real routes, generated ones and city pairs on dates the table may lack. Made once: hypothesis hashes and scans
    a ``sampled_from`` list of ~10^5 keys each time one is made, which in each of 300 examples took over a minute."""
    routes = sorted(memory["route"])
    real = [key for key in routes if not memory["route"][key][0]["Flight Number"].startswith("F9")]
    cities = sorted(sandbox.flight_table.cities)
    return st.sampled_from(real) | st.sampled_from(routes) | st.tuples(
        st.sampled_from(cities), st.sampled_from(cities), st.sampled_from(["2022-03-01", "2022-03-17", "2022-04-01"]))


def shown(flight) -> tuple:
    """A flight as the CSV shows it (numbers as the file writes them)."""
    return (flight.flight_number, flight.dep_time, flight.arr_time, flight.elapsed, flight.flight_date,
            flight.origin, flight.destination, float(flight.price), float(flight.distance))


def expected(rows: list[dict]) -> list[tuple]:
    return [(r["Flight Number"], r["DepTime"], r["ArrTime"], r["ActualElapsedTime"], r["FlightDate"], r["OriginCityName"],
             r["DestCityName"], float(r["Price"]), float(r["Distance"])) for r in rows]


def test_the_import_kept_every_row_and_the_summaries(sandbox, memory):
    assert sandbox.row_counts["flights"] == ROWS
    days = sorted({key[2] for key in memory["route"]})
    assert sandbox.flight_dates() == (days[0], days[-1])
    assert set(sandbox.flight_table.cities) == {city for key in memory["route"] for city in key[:2]}


KEYS = st.data()


@settings(max_examples=300, deadline=None)
@given(KEYS)
def test_lookups_answer_as_the_in_memory_index(sandbox, memory, route_keys, data):
    """Random real and synthetic routes, dates and numbers, and ones the table lacks."""
    route = data.draw(route_keys)
    assert [shown(f) for f in sandbox.flights(*route)] == expected(memory["route"].get(route, []))
    assert sandbox.flight_table.route_dates(*route[:2]) == tuple(sorted(memory["dates"].get(route[:2], ())))
    rows = memory["route"].get(route) or [{"Flight Number": data.draw(st.text("F0123456789", min_size=2, max_size=9))}]
    number = data.draw(st.sampled_from(rows))["Flight Number"]
    assert [shown(f) for f in sandbox.flights_by_number.get(number, ())] == expected(memory["number"].get(number, []))


def test_a_repeated_lookup_is_served_from_the_cache(sandbox, monkeypatch):
    sandbox.flights("Memphis", "Minneapolis", "2022-03-01")
    calls = []
    monkeypatch.setattr(sandbox.flight_table, "_query", lambda *a: calls.append(a) or [])
    assert sandbox.flights("Memphis", "Minneapolis", "2022-03-01")
    assert calls == []


def test_threads_each_get_their_own_connection(sandbox):
    """sqlite3 connections may not cross threads: eight threads looking up at once all get answers."""
    found, errors = [], []

    def look() -> None:
        try:
            found.append(len(sandbox.flight_table.numbered("F3836157")))
        except Exception as error:  # noqa: BLE001 - the test reports it
            errors.append(error)

    threads = [threading.Thread(target=look) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == [] and found == [1] * 8


# --- an interrupted import ------------------------------------------------------------------------

IMPORT = """
import sys
from himap_travel.domain.sandbox import importer
importer.ensure_database(sys.argv[1], sys.argv[2])
"""


def test_a_killed_import_leaves_the_old_database_and_the_next_one_cleans_up(big, tmp_path):
    data, old = big
    target = tmp_path / "sandbox.sqlite"
    target.write_bytes(old.read_bytes())
    before = target.read_bytes()
    # a changed source makes the database stale: the rebuild starts, and is killed mid-way
    copy = tmp_path / "data"
    subprocess.run(["cp", "-rL", str(data), str(copy)], check=True)
    with (copy / "travelplanner/database/flights/flights.csv").open("a") as handle:
        handle.write(f"{ROWS},F1,100,10:00,11:00,1 hours 0 minutes,2022-03-02,Memphis,Chicago,500.0\n")
    child = subprocess.Popen([sys.executable, "-c", IMPORT, str(copy), str(target)])
    wait_until(lambda: list(tmp_path.glob("sandbox.sqlite.*.partial")) or child.poll() is not None, 60, "the rebuild's file")
    os.kill(child.pid, signal.SIGKILL)
    assert child.wait() == -signal.SIGKILL, "killed mid-import, not finished"
    assert list(tmp_path.glob("sandbox.sqlite.*.partial")), "the killed build left its temporary file"
    assert target.read_bytes() == before, "the old database is untouched"
    assert Sandbox(target).flights("Memphis", "Minneapolis", "2022-03-01"), "and usable"
    importer.ensure_database(copy, target)  # the next process builds the new one and removes the dead one's file
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("sandbox.sqlite")) == ["sandbox.sqlite"]
    assert [f.flight_number for f in Sandbox(target).flights("Memphis", "Chicago", "2022-03-02")][-1:] == ["F1"]


# --- the search index, built once ------------------------------------------------------------------


def test_threads_asking_together_build_the_search_index_once(big, monkeypatch):
    fresh = Sandbox(big[1])
    built, asked = [], set()
    original, looked_up = search_index_module.SearchIndex.__init__, search_index_module._INDEXES.get

    def look_up(sandbox):
        asked.add(threading.get_ident())
        return looked_up(sandbox)

    def build_once_all_asked(self, sandbox):
        built.append(sandbox)
        # every thread has found no index and asks for a build while the first builds: waited for, not slept
        wait_until(lambda: len(asked) == 6, 10, "six threads asking")
        original(self, sandbox)

    monkeypatch.setattr(search_index_module._INDEXES, "get", look_up)
    monkeypatch.setattr(search_index_module.SearchIndex, "__init__", build_once_all_asked)
    results = []
    threads = [threading.Thread(target=lambda: results.append(search_index_module.search_index(fresh))) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(built) == 1 and len({id(r) for r in results}) == 1 and len(results) == 6


# --- a sandbox that cannot answer is an error, never "nothing found" -------------------------------


def test_a_database_gone_mid_run_stops_the_search_naming_the_file(big, tmp_path):
    from himap_travel.domain.sandbox.flights import SandboxUnavailable
    from himap_travel.tools.searches import search

    copy = tmp_path / "sandbox.sqlite"
    copy.write_bytes(big[1].read_bytes())
    sandbox = Sandbox(copy)
    copy.unlink()  # deleted after the load, before the first flight lookup
    with pytest.raises(SandboxUnavailable, match=str(copy)):
        search(sandbox, "flight_search", {"origin": "Memphis", "destination": "Minneapolis", "date": "2022-03-01"})


def test_the_solver_proves_nothing_from_a_search_that_failed(monkeypatch):
    """A search that failed inside (a bug) must stop the solver, not read as "no flights" and prove the trip
    impossible: here every flight search fails for a trip that the solver plans when they answer."""
    from himap_travel.domain.sandbox.index import load_sandbox
    from himap_travel.domain.sandbox.queries import load_queries
    from himap_travel.planning.solver import facts, solve_trip
    from himap_travel.tools.search_results import FlightSearchResult, ToolError

    sandbox = load_sandbox()
    spec = load_queries("validation_dev")[0].spec
    answered = solve_trip(spec, sandbox)
    real = facts.search

    def failing(sandbox, name, args):
        if name == "flight_search":
            return FlightSearchResult(error=ToolError(code="internal_error", message="internal error: boom"))
        return real(sandbox, name, args)

    monkeypatch.setattr(facts, "search", failing)
    with pytest.raises(facts.SearchFailed, match="boom"):
        solve_trip(spec, sandbox)
    assert answered.status == "plan"
