"""Fault matrix, ``app.py evaluate``: the real command line in subprocesses (tests/support/faultkit.py).

A plans file that is binary, a directory, missing or empty; a report path that cannot be written (checked
before any work, so that the metrics are never computed and then lost) or that is a directory; queries that
are not a split or a CSV; and a plans file with a 50 MB field, which must end within the probe's time with
the plan's problem named. Each probe checks the exit code, that there is no traceback, that the message
names the cause, and that nothing was created or changed under the probe's folder.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from tests.support.faultkit import FileSnapshot, assert_clean_exit, assert_refused, run_cli

FIELD_BYTES = 50 * 1024 * 1024


@pytest.fixture
def plans(tmp_path) -> Path:
    """A valid one-line plans file (the plan is empty: an undelivered plan, still a plan line)."""
    path = tmp_path / "plans.jsonl"
    path.write_text(json.dumps({"idx": 1, "query": "", "plan": []}) + "\n", encoding="utf-8")
    return path


def refused_without_a_trace(tmp_path: Path, *args: str, causes: tuple[str, ...]) -> None:
    """``app.py evaluate ARGS`` exits 2 naming every cause, prints no table and leaves tmp_path as it was."""
    before = FileSnapshot(tmp_path)
    result = run_cli("evaluate", *args, timeout=120)
    assert_refused(result, "error:", *causes)
    assert "TravelPlanner evaluation" not in result.output, str(result)  # refused before any work
    assert before.changes() == [], before.changes()


def test_a_binary_plans_file_is_refused(tmp_path):
    path = tmp_path / "plans.jsonl"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)))
    refused_without_a_trace(tmp_path, str(path), causes=(str(path), "not a text file", "NUL byte"))


def test_a_directory_as_plans_file_is_refused(tmp_path):
    refused_without_a_trace(tmp_path, str(tmp_path), causes=(str(tmp_path), "is a directory"))


def test_a_missing_plans_file_is_refused(tmp_path):
    path = tmp_path / "missing.jsonl"
    refused_without_a_trace(tmp_path, str(path), causes=(str(path), "not found"))


def test_an_empty_plans_file_is_refused(tmp_path):
    path = tmp_path / "plans.jsonl"
    path.write_text("\n\n")
    refused_without_a_trace(tmp_path, str(path), causes=(str(path), "is empty"))


def test_a_report_in_a_folder_that_cannot_be_written_is_refused_before_evaluating(tmp_path, plans):
    """A read-only folder; where root can write there anyway, a path under a file (no folder at all)."""
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        if os.access(folder, os.W_OK):  # root
            (tmp_path / "afile").write_text("x\n")
            report, causes = tmp_path / "afile" / "r.json", ("afile", "is not a folder")
        else:
            report, causes = folder / "r.json", ("read-only", "no permission to write")
        refused_without_a_trace(tmp_path, str(plans), "--report", str(report), causes=("--report", *causes))
    finally:
        folder.chmod(0o700)


def test_a_report_path_that_is_a_directory_is_refused(tmp_path, plans):
    folder = tmp_path / "reports"
    folder.mkdir()
    refused_without_a_trace(tmp_path, str(plans), "--report", str(folder), causes=("--report", "is a directory"))


def test_queries_that_are_not_a_split_or_a_csv_are_refused(tmp_path, plans):
    queries = tmp_path / "queries.csv"
    queries.write_bytes(b"\xff\xfe\x00binary")
    refused_without_a_trace(tmp_path, str(plans), "--queries", str(queries), causes=(str(queries), "not a text file"))


def test_a_50_mb_field_ends_with_the_plans_problem_named(tmp_path):
    """The field makes the line longer than any plan line: the plan fails with that problem; the run ends."""
    path = tmp_path / "plans.jsonl"
    day = {"days": 1, "current_city": "from Washington to Myrtle Beach", "transportation": "-", "breakfast": "-",
           "lunch": "a" * FIELD_BYTES, "dinner": "-", "attraction": "-", "accommodation": "-"}
    path.write_text(json.dumps({"idx": 1, "query": "", "plan": [day]}) + "\n", encoding="utf-8")
    before = FileSnapshot(tmp_path)
    result = run_cli("evaluate", str(path), "--queries", "train", timeout=120)
    assert_clean_exit(result, 0)
    assert re.search(r"problem: line 1: 52,4\d\d,\d{3} characters, more than the 1,000,000 a plan line may have",
                     result.words), str(result)
    assert before.changes() == []


def test_plans_made_for_other_queries_are_refused_not_scored(tmp_path):
    """The validation_dev submission scored against train would pair each plan with a request it never answered."""
    from himap_travel.domain.sandbox.queries import load_queries

    rows = load_queries("validation_dev")
    plans = tmp_path / "plans.jsonl"
    plans.write_text("".join(json.dumps({"idx": i, "query": r.spec.query, "plan": []}) + "\n" for i, r in enumerate(rows, 1)),
                     encoding="utf-8")
    report = tmp_path / "r.json"
    before = FileSnapshot(tmp_path)
    result = run_cli("evaluate", str(plans), "--queries", "train", "--report", str(report), timeout=120)
    assert_refused(result, "line 1 answers another request than query 1", "give the --queries the plans were made for")
    assert before.changes() == [] and not report.exists()
    assert_clean_exit(run_cli("evaluate", str(plans), "--queries", "validation_dev", timeout=120), 0)


def test_queries_with_gold_is_refused_naming_both_flags(tmp_path):
    """``--gold`` scores a split's gold plans against that split's own rows: ``--queries`` beside it was silently ignored."""
    refused_without_a_trace(tmp_path, "--gold", "train", "--queries", "validation_dev",
                            causes=("--queries validation_dev", "--gold train"))
