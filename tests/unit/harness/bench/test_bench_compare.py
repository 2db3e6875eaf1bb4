"""Compare mode: two reports side by side, with B − A per figure."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from himap_travel.harness.bench.cli import bench_app
from himap_travel.harness.bench.compare import CompareError, compare_reports, flatten


def _report(final_pass: float, budget: float, seconds: float) -> dict:
    stat = lambda value: {"mean": value, "std": 0.0, "values": [value]}
    return {
        "title": "t",
        "config": {"policy": "expert"},
        "metrics": {"official": [{"group": "all", "kind": "overall", "n": 10,
                                  "metrics": {"final_pass_rate": stat(final_pass), "delivery_rate": stat(1.0)}}]},
        "constraints": [{"key": "budget", "kind": "hard", "applicable": 10, "official": stat(budget), "strict": stat(budget)}],
        "timing": [{"group": "3 days", "n": 4, "mean_seconds": stat(seconds), "median_seconds": seconds}],
    }


@pytest.fixture()
def two_reports(tmp_path):
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    a.write_text(json.dumps(_report(0.9, 0.95, 0.2)))
    b.write_text(json.dumps(_report(0.6, 0.95, 0.5)))
    return a, b


def test_deltas_are_b_minus_a(two_reports):
    comparison = compare_reports(*two_reports)
    final = comparison.row("metrics.official.all.final_pass_rate")
    assert (final.a, final.b) == (0.9, 0.6)
    assert final.delta == pytest.approx(-0.3)
    assert final.fraction
    assert comparison.row("timing.3 days.mean_seconds").delta == pytest.approx(0.3)
    assert not comparison.row("timing.3 days.mean_seconds").fraction
    changed = {row.name for row in comparison.changed()}
    assert "constraints.budget.official" not in changed  # equal on both sides
    assert {"metrics.official.all.final_pass_rate", "timing.3 days.median_seconds"} <= changed
    assert "config.policy" not in {row.name for row in comparison.rows}


def test_a_figure_present_on_one_side_only_has_no_delta(tmp_path, two_reports):
    a, _ = two_reports
    data = _report(0.9, 0.95, 0.2)
    data["constraints"].append({"key": "cuisine", "kind": "hard", "applicable": 3, "official": {"mean": 1.0, "std": 0.0},
                                "strict": {"mean": 1.0, "std": 0.0}})
    b = tmp_path / "b2.json"
    b.write_text(json.dumps(data))
    row = compare_reports(a, b).row("constraints.cuisine.official")
    assert row.a is None and row.b == 1.0 and row.delta is None


def test_flatten_names_list_items_by_their_key():
    flat = flatten({"failures": [{"category": "route", "official": {"mean": 2.0, "std": 1.0}}], "queries": 5})
    assert flat == {"failures.route.official": 2.0, "queries": 5.0}


def test_cli_compare_and_its_errors(tmp_path, two_reports):
    runner = CliRunner()
    out = tmp_path / "cmp.md"
    result = runner.invoke(bench_app, ["compare", str(two_reports[0]), str(two_reports[1]), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "| metrics.official.all.final_pass_rate | 90.0% | 60.0% | -30.0 pt |" in out.read_text()
    not_a_report = tmp_path / "x.json"
    not_a_report.write_text("[1, 2]")
    result = runner.invoke(bench_app, ["compare", str(two_reports[0]), str(not_a_report)])
    assert result.exit_code == 2 and "not a benchmark report" in result.output
    with pytest.raises(CompareError, match="not found"):
        compare_reports(two_reports[0], tmp_path / "missing.json")
