"""The report's figures against a small case computed by hand, and the failure taxonomy on mutated plans."""

from __future__ import annotations

import statistics

import pytest

from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.sandbox.queries import load_gold_plans
from himap_travel.harness.bench.markdown import write_markdown
from himap_travel.harness.bench.models import QueryResult
from himap_travel.harness.bench.outputs import write_seed_outputs
from himap_travel.harness.bench.report import build_report
from himap_travel.harness.bench.taxonomy import failure_categories


@pytest.fixture(scope="module")
def gold():
    return load_gold_plans("train")


def _seed_results(rows, plans, outcomes):
    """One QueryResult per row: (plan or None, iterations used, delivered iteration, error)."""
    return [
        QueryResult(run_key="k", position=row.position, query=row.spec.query, level=row.spec.level, days=row.spec.days,
                    plan=plan, iterations_used=used, delivered_iteration=delivered_from, error=error, seconds=0.5)
        for row, plan, (used, delivered_from, error) in zip(rows, plans, outcomes, strict=True)
    ]


@pytest.fixture()
def small_case(tmp_path, sandbox, train_queries, gold):
    rows = train_queries[:3]
    assert [row.spec.level for row in rows] == ["easy"] * 3  # budget is their only hard constraint
    seed0 = _seed_results(rows, [gold[0], gold[1], None], [(1, 1, None), (3, 2, None), (2, None, "boom")])
    seed1 = _seed_results(rows, gold[:3], [(1, 1, None)] * 3)
    seeds = [write_seed_outputs(tmp_path, 0, rows, seed0, sandbox), write_seed_outputs(tmp_path, 1, rows, seed1, sandbox)]
    return rows, build_report("small", {"policy": "expert"}, rows, seeds, ["k0", "k1"])


def test_table4_figures_are_the_mean_and_std_over_seeds(small_case):
    rows, report = small_case
    overall = report.headline("official")
    # seed 0: two gold plans (they pass every official check) and one undelivered; seed 1: three gold plans
    expected = {
        "delivery_rate": [2 / 3, 1.0],
        "commonsense_micro": [16 / 24, 1.0],
        "commonsense_macro": [2 / 3, 1.0],
        "hard_micro": [2 / 3, 1.0],  # H = 3: budget on each query
        "hard_macro": [2 / 3, 1.0],
        "final_pass_rate": [2 / 3, 1.0],
    }
    for key, values in expected.items():
        assert overall[key].values == pytest.approx(values)
        assert overall[key].mean == pytest.approx(5 / 6)
        assert overall[key].std == pytest.approx(statistics.stdev(values))
    groups = {row.group: row for row in report.metrics["official"]}
    assert groups["easy"].n == 3
    days = sorted(row.spec.days for row in rows)
    assert sum(groups[f"{d} days"].n for d in set(days)) == 3


def test_constraint_rates_failures_and_bargaining(small_case):
    _, report = small_case
    rates = {c.key: c for c in report.constraints}
    assert rates["budget"].applicable == 3
    assert rates["budget"].official.values == pytest.approx([2 / 3, 1.0])
    assert rates["room_rule"].applicable == 0 and rates["room_rule"].official.mean is None
    assert rates["minimum_nights"].official.mean == pytest.approx(5 / 6)
    failures = {f.category: f for f in report.failures}
    assert failures["error"].official.values == [1.0, 0.0]  # the undelivered query of seed 0 had an error
    assert failures["budget_overflow"].official.mean == 0
    rows = {r.iteration: r for r in report.bargaining.rows}
    assert set(rows) == {1, 2, 3}
    assert rows[1].used.values == [1.0, 3.0] and rows[3].used.values == [1.0, 0.0]
    assert rows[2].delivered_from.values == [1.0, 0.0] and rows[2].passed_official.values == [1.0, 0.0]
    assert rows[1].cumulative_official.values == pytest.approx([1 / 3, 1.0])
    assert rows[2].cumulative_official.values == pytest.approx([2 / 3, 1.0])
    assert report.bargaining.mean_iterations.values == pytest.approx([2.0, 1.0])
    assert [e.position for e in report.errors] == [2]
    text = write_markdown(report)
    assert "83.3 ± 23.6" in text  # 5/6 ± stdev(2/3, 1) in percent
    assert "| budget | hard | 3 | 83.3 ± 23.6 |" in text


def _mutated(plan, day, field, value):
    plan = [dict(unit) for unit in plan]
    plan[day][field] = value
    return plan


def _categories(spec, plan, sandbox, mode="official"):
    verdict = evaluate_plan(spec, plan, sandbox, mode)
    return failure_categories(bool(plan), verdict.commonsense, verdict.hard, verdict.failures)


def test_failure_taxonomy_on_mutated_plans(sandbox, train_queries, gold):
    spec = train_queries[0].spec
    plan = gold[0][: spec.days]
    assert _categories(spec, plan, sandbox) == []
    first = next(i for i, day in enumerate(plan) if day["dinner"] != "-")
    later = next(i for i, day in enumerate(plan) if i > first and day["lunch"] != "-")
    repeated = _mutated(plan, later, "lunch", plan[first]["dinner"])
    assert "duplicates" in _categories(spec, repeated, sandbox)
    assert "budget_overflow" in _categories(spec.model_copy(update={"budget": 10.0}), plan, sandbox)
    assert "missing_days" in _categories(spec, plan[:-1], sandbox)
    assert "missing_cities" in _categories(spec.model_copy(update={"visiting_city_number": 2}), plan, sandbox)
    lost = _mutated(plan, 0, "current_city", "from Nowhere to " + spec.dest)
    assert {"route", "missing_cities"} & set(_categories(spec, lost, sandbox))
    assert failure_categories(False, {}, None, [], error="ConnectionError: refused") == ["error"]
    assert failure_categories(False, {}, None, []) == ["undelivered"]
