"""Bad inputs to ``python app.py bench`` give clear errors (exit code 2), and a small run works end to end."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from himap_travel.harness.bench.cli import bench_app
from himap_travel.harness.bench.config import BenchConfig, BenchConfigError
from himap_travel.tools.latency import LatencyError, SimulatedLatency

runner = CliRunner()


def _run(*args: str):
    result = runner.invoke(bench_app, ["run", *args])
    result.text = " ".join(result.output.split())  # the console wraps long lines
    return result


def test_unknown_split(tmp_path):
    result = _run("--split", "no_such_split", "--out", str(tmp_path))
    assert result.exit_code == 2
    assert "queries file not found" in result.text and "train, validation_dev" in result.text


def test_unknown_ablation_and_policy(tmp_path):
    result = _run("--split", "train", "--ablation", "no-monitor", "--out", str(tmp_path))
    assert result.exit_code == 2 and "unknown ablation 'no-monitor'" in result.text
    result = _run("--split", "train", "--ablations", "no-sigma,bogus", "--out", str(tmp_path))
    assert result.exit_code == 2 and "bogus" in result.text
    result = _run("--split", "train", "--policy", "oracle", "--out", str(tmp_path))
    assert result.exit_code == 2 and "unknown policy 'oracle'" in result.text


def test_an_ablation_under_the_solver_policy_is_refused_before_anything_is_planned(tmp_path):
    """The solver policy runs no hierarchy: an ablation of it would change nothing and be reported as what it is not."""
    for flag, value in (("--ablation", "no-coordinator"), ("--ablations", "no-sigma")):
        result = _run("--split", "train", "--policy", "solver", flag, value, "--out", str(tmp_path / "o"))
        assert result.exit_code == 2 and "solver policy does not run" in result.text, result.text
        assert not (tmp_path / "o").exists()


def test_executors_an_ablation_sets_are_refused_but_an_ablation_table_compares_them():
    """``-P 5 --ablation sequential`` drops the 5 (the ablation plans one day at a time); ``--ablations all`` with
    ``-P 5`` is the comparison asked for (P = 5 against sequential), taken."""
    from himap_travel.harness.bench.cli import _check_choices

    with pytest.raises(BenchConfigError, match="--executors"):
        _check_choices("expert", 5, "sequential", None)
    with pytest.raises(BenchConfigError, match="--executors"):
        _check_choices("solver", 5, None, None)
    _check_choices("expert", 5, None, "all")
    _check_choices("expert", 3, "sequential", None)  # the default: nothing chosen to drop


def test_corrupted_store_file(tmp_path):
    db = tmp_path / "results.sqlite"
    db.write_bytes(b"\x00garbage" * 100)
    result = _run("--split", "train", "--limit", "1", "--out", str(tmp_path), "--db", str(db))
    assert result.exit_code == 2 and "not a SQLite database" in result.text


def test_bad_settings_are_named():
    with pytest.raises(LatencyError, match="LOW-HIGH"):
        SimulatedLatency.parse("fast")
    with pytest.raises(LatencyError, match="low <= high"):
        SimulatedLatency.parse("200-50")
    assert SimulatedLatency.parse("off") is None and SimulatedLatency.parse("50-200") == SimulatedLatency(low_ms=50, high_ms=200)
    with pytest.raises(BenchConfigError, match="--seeds"):
        BenchConfig(seeds=0)


def test_small_run_with_seeds_and_from_text(tmp_path):
    result = _run("--split", "train", "--limit", "3", "--seeds", "2", "--from-text", "--out", str(tmp_path),
                  "--tool-latency", "0-1")
    assert result.exit_code == 0, result.output
    report = json.loads((tmp_path / "report.json").read_text())
    assert report["seeds"] == 2 and report["queries"] == 3 and len(report["run_keys"]) == 2
    assert all("|text|" in key for key in report["run_keys"])
    assert (tmp_path / "seed-1" / "submission.jsonl").is_file()
    assert {"report.md", "report_official.json", "report_strict.json", "traces.jsonl", "pass_by_level.png",
            "latency_by_days.png"} <= {p.name for p in tmp_path.iterdir()}
    again = _run("--split", "train", "--limit", "3", "--seeds", "2", "--from-text", "--out", str(tmp_path),
                 "--tool-latency", "0-1")
    assert again.exit_code == 0 and "0 queries planned now, 6 from the store" in again.text
