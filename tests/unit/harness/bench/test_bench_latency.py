"""The latency-scaling experiment on two short queries with tiny simulated latencies (no timing assertions)."""

from __future__ import annotations

import json

import pytest

from himap_travel.harness.bench.config import BenchConfigError
from himap_travel.harness.bench.latency import PER_DAY, SEQUENTIAL, LatencyConfig, pick_queries, run_latency
from himap_travel.tools.latency import SimulatedLatency


def test_latency_rows_have_measured_seconds_and_speedups(tmp_path):
    config = LatencyConfig(split="train", lengths=(3,), limit=2, tool_latency=SimulatedLatency(low_ms=1, high_ms=2),
                           decision_latency=SimulatedLatency(low_ms=1, high_ms=2), out=tmp_path)
    report, folder = run_latency(config)
    settings = config.settings
    assert settings == ("sequential", "P=3", "P=D")
    assert len(report.runs) == 2 * len(settings)
    assert {(r.position, r.setting) for r in report.runs} == {(p, s) for p in {r.position for r in report.runs} for s in settings}
    assert all(r.seconds > 0 and r.day_phase_seconds and r.day_phase_seconds > 0 for r in report.runs)
    assert {r.executors for r in report.runs if r.setting == SEQUENTIAL} == {1}
    assert {r.executors for r in report.runs if r.setting == PER_DAY} == {3}
    (row,) = report.rows
    assert row.days == 3 and row.queries == 2
    for setting in settings:
        figures = row.settings[setting]
        assert figures.mean_seconds > 0 and figures.speedup > 0 and figures.day_phase_speedup > 0
    assert row.settings[SEQUENTIAL].speedup == pytest.approx(1.0)
    for name in ("latency.md", "latency.json", "latency_runs.jsonl", "latency_scaling.png"):
        assert (folder / name).stat().st_size > 0
    assert json.loads((folder / "latency.json").read_text())["rows"][0]["days"] == 3


def test_a_trip_length_the_split_lacks_is_a_clear_error(train_queries):
    with pytest.raises(BenchConfigError, match="no 9-day query"):
        pick_queries(train_queries, (3, 9), 1)
    assert [r.spec.days for r in pick_queries(train_queries, (3, 5), 2)] == [3, 3, 5, 5]
