"""The results store: round trip, resuming a killed run, and refusing files that are not a results store."""

from __future__ import annotations

import sqlite3

import pytest

from himap_travel.harness.bench.config import BenchConfig
from himap_travel.harness.bench.models import QueryResult, RoleCalls
from himap_travel.harness.bench.pipeline import run_bench
from himap_travel.harness.bench.report import BenchReport
from himap_travel.harness.bench.store import ResultStore, StoreError


class Killed(RuntimeError):
    """Stands in for a kill in the middle of a run."""


def without_timing(report: BenchReport | dict) -> dict:
    """The report minus what a rerun measures differently (wall-clock) or names differently (paths)."""
    data = report.model_dump(mode="json") if isinstance(report, BenchReport) else dict(report)
    for key in ("timing", "command", "plots"):
        data.pop(key, None)
    data["config"] = {k: v for k, v in data.get("config", {}).items() if k not in ("out", "db", "queries_at_once")}
    return data



def _result(key: str, position: int, **fields) -> QueryResult:
    return QueryResult(run_key=key, position=position, query=f"q{position}", level="easy", days=3, **fields)


def test_round_trip_keeps_every_field(tmp_path):
    plan = [{"days": 1, "current_city": "from A to B", "transportation": "-"}]
    saved = _result("k", 4, plan=plan, official_pass=True, failed_checks_strict=["budget"], iterations_used=2,
                    delivered_iteration=2, seconds=1.5, day_phase_seconds=0.25,
                    roles={"executor": RoleCalls(invocations=3, tool_calls=12, cached=2, seconds=0.1)})
    with ResultStore(tmp_path / "r.sqlite") as store:
        store.save(saved)
        store.save(_result("other", 4))
    with ResultStore(tmp_path / "r.sqlite") as store:  # reopened: the rows were committed
        assert store.load("k") == [saved]
        assert store.positions("k") == {4}
        assert store.run_keys() == ["k", "other"]
        store.save(saved.model_copy(update={"seconds": 9.0}))  # saving again replaces
        assert [r.seconds for r in store.load("k")] == [9.0]
        assert store.forget("k") == 1
        assert store.positions("k") == set()


def test_killed_run_resumes_and_ends_like_an_uninterrupted_run(tmp_path, sandbox, train_queries):
    config = BenchConfig(split="train", limit=5, queries_at_once=1, out=tmp_path / "resumed")
    seen: list[int] = []

    def kill_after_two(result: QueryResult) -> None:
        seen.append(result.position)
        if len(seen) == 2:
            raise Killed("killed")

    with pytest.raises(Killed):
        run_bench(config, on_result=kill_after_two, sandbox=sandbox)
    with ResultStore(config.db_path) as store:
        finished = store.positions(config.run_key(0))
    assert finished == set(seen)  # what finished before the kill was kept

    planned: list[int] = []
    resumed = run_bench(config, on_result=lambda r: planned.append(r.position), sandbox=sandbox)
    assert sorted(planned) == sorted(set(range(5)) - finished)  # only the rest was planned
    assert resumed.planned == 3

    straight = run_bench(BenchConfig(split="train", limit=5, queries_at_once=2, out=tmp_path / "straight"), sandbox=sandbox)
    assert without_timing(resumed.report) == without_timing(straight.report)
    assert (resumed.out / "submission.jsonl").read_text() == (straight.out / "submission.jsonl").read_text()


def test_a_file_that_is_not_sqlite_is_refused(tmp_path):
    path = tmp_path / "results.sqlite"
    path.write_text("not a database at all\n")
    with pytest.raises(StoreError, match="not a SQLite database"):
        ResultStore(path)
    assert path.read_text() == "not a database at all\n"  # left untouched


def test_a_corrupted_store_is_refused(tmp_path):
    path = tmp_path / "results.sqlite"
    with ResultStore(path) as store:
        store.save(_result("k", 0))
    data = bytearray(path.read_bytes())
    data[100:] = b"\xab" * (len(data) - 100)  # keep the header, ruin the pages
    path.write_bytes(bytes(data))
    with pytest.raises(StoreError, match="corrupted"):
        ResultStore(path).positions("k")


def test_another_sqlite_database_is_refused(tmp_path):
    path = tmp_path / "other.sqlite"
    with sqlite3.connect(path) as connection:
        connection.execute("create table flights (number text)")
    with pytest.raises(StoreError, match="something else"):
        ResultStore(path)
