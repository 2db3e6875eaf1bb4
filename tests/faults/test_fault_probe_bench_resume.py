"""A ``bench run`` resumed from its store answers each row with a plan made for that row's request.

The store's results were found by setting and position only: a queries file edited between two runs (a budget
changed), or another ``HIMAP_MAX_ITERATIONS`` in the environment, had the second run report the plans of the first as
its own ("0 queries planned now, 3 from the store"). A result records what it answers (``QueryResult.asked``); one
asked otherwise is planned again, and a result stored before that was recorded still resumes.
"""

from __future__ import annotations

import csv

from himap_travel.harness.bench.config import BenchConfig
from himap_travel.harness.bench.pipeline import run_bench
from himap_travel.harness.bench.store import ResultStore
from tests.support.faultkit import DATA_DIR


def _queries(path, budgets: dict[int, str]) -> str:
    """validation_dev's first three rows, the budgets of some rows replaced."""
    with (DATA_DIR / "travelplanner" / "queries" / "validation_dev.csv").open(newline="", encoding="utf-8") as handle:
        header, *rows = list(csv.reader(handle))[:4]
    at = header.index("budget")
    rows = [[*row[:at], budgets.get(number, row[at]), *row[at + 1:]] for number, row in enumerate(rows)]
    with path.open("w", newline="", encoding="utf-8") as handle:
        csv.writer(handle).writerows([header, *rows])
    return str(path)


def _planned(config: BenchConfig, sandbox) -> list[int]:
    planned: list[int] = []
    run_bench(config, on_result=lambda result: planned.append(result.position), sandbox=sandbox)
    return sorted(planned)


def test_a_row_edited_between_runs_is_planned_again_and_the_others_resume(tmp_path, sandbox, monkeypatch):
    monkeypatch.delenv("HIMAP_MAX_ITERATIONS", raising=False)
    config = BenchConfig(split=_queries(tmp_path / "q.csv", {}), out=tmp_path / "out")
    assert _planned(config, sandbox) == [0, 1, 2]
    assert _planned(config, sandbox) == []  # nothing changed: all from the store
    _queries(tmp_path / "q.csv", {1: "99000"})
    assert _planned(config, sandbox) == [1]  # was: [] (the $1,000 plan reported for the $99,000 request)
    with ResultStore(config.db_path) as store:
        assert [r.asked for r in store.load(config.run_key(0))][1] != ""
    monkeypatch.setenv("HIMAP_MAX_ITERATIONS", "1")  # a setting that decides the plans, read from the environment
    assert _planned(config, sandbox) == [0, 1, 2]


def test_results_stored_before_the_request_was_recorded_still_resume(tmp_path, sandbox):
    config = BenchConfig(split=_queries(tmp_path / "q.csv", {}), out=tmp_path / "out")
    run_bench(config, sandbox=sandbox)
    with ResultStore(config.db_path) as store:
        for result in store.load(config.run_key(0)):
            store.save(result.model_copy(update={"asked": ""}))  # as an older store holds them
    assert _planned(config, sandbox) == []
