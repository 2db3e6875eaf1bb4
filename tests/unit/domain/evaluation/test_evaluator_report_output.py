"""print_metrics keeps stdout for the table (problem lines go to stderr); the report counts its problems."""

from __future__ import annotations

import io
import json

from rich.console import Console

from himap_travel.domain.evaluation import evaluate_file, print_metrics
from himap_travel.domain.evaluation.report import EvaluationReport
from himap_travel.domain.sandbox.queries import load_gold_plans, load_queries

METRIC_KEYS = {"delivery_rate", "commonsense_micro", "commonsense_macro", "hard_micro", "hard_macro", "final_pass_rate"}
PLAN_KEYS = {"idx", "commonsense", "hard", "final_pass"}


def _submission(tmp_path) -> tuple:
    """Three train queries; line 1 is the gold plan, line 2 bad JSON, line 3 blank, nothing for query 3."""
    queries = load_queries("train")[:3]
    gold = load_gold_plans("train")
    lines = [json.dumps({"idx": 1, "query": "", "plan": gold[0]}), '{"idx": 2, "plan": [', ""]
    path = tmp_path / "plans.jsonl"
    path.write_text("\n".join(lines) + "\n" + json.dumps({"idx": 9, "query": "", "plan": gold[2]}) + "\n",
                    encoding="utf-8")
    return path, queries


def test_problem_lines_go_to_stderr_and_the_table_to_stdout(tmp_path, sandbox, capsys):
    path, queries = _submission(tmp_path)
    report = evaluate_file(path, queries, "official", sandbox)
    assert sorted(report.problems) == ["line 2: not valid JSON (Expecting value at column 21)", "line 3: blank line skipped"]
    print_metrics(report, Console(width=140, force_terminal=False))
    out, err = capsys.readouterr()
    assert "TravelPlanner evaluation" in out and "final pass" in out
    assert "problem" not in out and "not valid JSON" not in out
    assert err.count("problem:") == 2
    assert "line 2: not valid JSON" in err and "line 3: blank line skipped" in err


def test_explicit_consoles_receive_table_and_problems_separately(tmp_path, sandbox):
    path, queries = _submission(tmp_path)
    report = evaluate_file(path, queries, "official", sandbox)
    out, err = io.StringIO(), io.StringIO()
    print_metrics(report, Console(file=out, width=140), Console(file=err, width=140))
    assert "official mode" in out.getvalue() and "problem" not in out.getvalue()
    assert err.getvalue().count("problem:") == report.problem_count == 2


def test_no_problems_prints_nothing_on_stderr(tmp_path, sandbox, capsys):
    gold = load_gold_plans("train")
    path = tmp_path / "clean.jsonl"
    path.write_text(json.dumps({"idx": 1, "query": "", "plan": gold[0]}) + "\n", encoding="utf-8")
    report = evaluate_file(path, load_queries("train")[:1], "official", sandbox)
    print_metrics(report, Console(width=140))
    out, err = capsys.readouterr()
    assert "TravelPlanner evaluation" in out and err == ""
    assert report.problem_count == 0 and report.to_json()["problem_count"] == 0


def test_report_json_has_problem_count_and_unchanged_metrics_and_plans(tmp_path, sandbox):
    path, queries = _submission(tmp_path)
    report = evaluate_file(path, queries, "strict", sandbox)
    target = tmp_path / "report.json"
    report.save(target)
    data = json.loads(target.read_text())
    assert isinstance(data["problem_count"], int) and data["problem_count"] == len(data["problems"]) == 2
    keys = list(data)
    assert keys.index("problem_count") == keys.index("problems") + 1  # next to the list
    # The public keys keep exactly their shape.
    assert set(data["metrics"]) == METRIC_KEYS
    assert all(set(plan) == PLAN_KEYS for plan in data["plans"]) and len(data["plans"]) == 3
    # A report read back from its JSON is the same report.
    again = EvaluationReport.model_validate(data)
    assert again.problem_count == 2 and again.to_json() == data


def test_problem_count_follows_the_problems_list(tmp_path, sandbox):
    path, queries = _submission(tmp_path)
    report = evaluate_file(path, queries, "official", sandbox)
    report.problems.append("a note added afterwards")
    assert report.to_json()["problem_count"] == 3
    rebuilt = EvaluationReport.model_validate({**report.to_json(), "problem_count": 0})
    assert rebuilt.problem_count == 3  # always derived from the list
