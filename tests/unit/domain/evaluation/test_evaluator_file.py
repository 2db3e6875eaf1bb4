"""Scoring a submission file: malformed lines are reported and scored as failures; the run goes on."""

from __future__ import annotations

import csv
import json
from itertools import islice

import pytest
from rich.console import Console

from himap_travel.domain.evaluation import COMMONSENSE_KEYS, HARD_KEYS, evaluate_file, print_metrics
from himap_travel.domain.sandbox.paths import split_file
from himap_travel.domain.sandbox.queries import load_gold_plans

METRIC_KEYS = {"delivery_rate", "commonsense_micro", "commonsense_macro", "hard_micro", "hard_macro", "final_pass_rate"}


@pytest.fixture(scope="module")
def eight_queries_csv(tmp_path_factory):
    """The first 8 train queries (all easy, 3 and 5 days) as a queries CSV."""
    source = split_file("train")
    target = tmp_path_factory.mktemp("queries") / "first8.csv"
    with source.open(newline="", encoding="utf-8") as src, target.open("w", newline="", encoding="utf-8") as dst:
        reader = csv.DictReader(src)
        writer = csv.DictWriter(dst, fieldnames=reader.fieldnames)
        writer.writeheader()
        for row in islice(reader, 8):
            writer.writerow(row)
    return target


@pytest.fixture(scope="module")
def messy_file(tmp_path_factory):
    gold = load_gold_plans("train")
    lines = [
        json.dumps({"idx": 99, "query": "", "plan": gold[0]}),  # 1: fine (idx is just a label)
        '{"idx": 2, "query": "", "plan": [',  # 2: bad JSON
        "",  # 3: blank
        json.dumps({"idx": 3, "query": "", "plan": "day 1: fly"}),  # 4: plan not a list
        json.dumps({"idx": 4, "query": ""}),  # 5: no plan key
        json.dumps({"idx": 5, "query": "", "plan": [1, 2, 3]}),  # 6: days are not objects
        json.dumps({"idx": 6, "query": "", "plan": None}),  # 7: nothing delivered (not malformed)
    ]
    path = tmp_path_factory.mktemp("plans") / "messy.jsonl"
    path.write_text("\n".join(lines) + "\n\n", encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def report(messy_file, eight_queries_csv, sandbox):
    return evaluate_file(messy_file, eight_queries_csv, "official", sandbox)


def test_malformed_lines_are_reported_with_line_numbers(report):
    problems = "\n".join(report.problems)
    assert "line 2: not valid JSON" in problems
    assert "line 3: blank line skipped" in problems
    assert "line 4: plan is a str, not a list of day objects" in problems
    assert "line 5: missing key(s) plan" in problems
    assert "line 6: plan day 1 is a int, not an object" in problems
    assert "6 plan line(s) for 8 queries: queries 7-8 count as undelivered" in problems
    assert "line 7" not in problems  # an empty plan is undelivered, not malformed


def test_lines_pair_with_queries_by_position_and_fail(report):
    # The line's idx labels the result; unreadable or missing lines get their 1-based position.
    assert [plan.idx for plan in report.plans] == [99, 2, 3, 4, 5, 6, 7, 8]
    assert report.plans[0].final_pass is True
    for plan in report.plans[1:]:
        assert plan.final_pass is False and plan.hard is None
        assert set(plan.commonsense.values()) == {False}
    assert [d.delivered for d in report.details] == [True, False, False, False, True, False, False, False]
    assert [d.line for d in report.details] == [1, 2, 4, 5, 6, 7, None, None]


def test_metrics_of_the_messy_file(report):
    m = report.metrics
    assert m.delivery_rate == 2 / 8
    assert m.commonsense_micro == 8 / 64 and m.commonsense_macro == 1 / 8
    assert m.hard_micro == 1 / 8 and m.hard_macro == 1 / 8  # 8 easy queries: budget only
    assert m.final_pass_rate == 1 / 8
    assert report.counts == {"queries": 8, "commonsense_checks": 64, "hard_checks": 8, "plan_lines": 6}
    assert set(report.by_days) == {"3", "5"} and report.by_days["3"].n == 5


def test_report_json_shape(report, tmp_path):
    path = tmp_path / "report.json"
    report.save(path)
    data = json.loads(path.read_text())
    assert {"metrics", "plans"} <= set(data)
    assert set(data["metrics"]) == METRIC_KEYS
    assert all(0.0 <= value <= 1.0 for value in data["metrics"].values())
    first = data["plans"][0]
    assert set(first) == {"idx", "commonsense", "hard", "final_pass"}
    assert list(first["commonsense"]) == list(COMMONSENSE_KEYS) and list(first["hard"]) == list(HARD_KEYS)
    assert data["plans"][1]["hard"] is None


def test_print_metrics_renders_a_table(report):
    console = Console(record=True, width=120)
    print_metrics(report, console)
    text = console.export_text()
    assert "official mode" in text and "easy" in text and "3 days" in text and "12.5%" in text


def test_unknown_mode_is_rejected(messy_file, eight_queries_csv, sandbox):
    with pytest.raises(ValueError, match="unknown evaluation mode"):
        evaluate_file(messy_file, eight_queries_csv, "lenient", sandbox)
