"""Fault probes of the JSON files commands read besides plans files: reports, FlexTravelBench instances, bench run
traces and a disruption run's record.

Before: JSON nested deeper than Python's recursion limit (``[[[[...]]]]``, a few hundred kilobytes) ended
``bench compare``, ``flex run`` and ``export`` in a ``RecursionError`` traceback (exit 1): ``json.loads`` raises it,
not a ``ValueError``, so the readers' ``except`` clauses let it through. And ``bench disrupt`` resuming into a folder
whose ``run.json`` was damaged (a run killed while writing it) ended in a ``JSONDecodeError`` traceback.
Now each is exit 2 naming the file and the cause, and nothing is written.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.faultkit import assert_refused, run_in_process

DEEP = "[" * 100_000 + "]" * 100_000  # far past the recursion limit, 200 kB


@pytest.fixture
def deep(tmp_path) -> Path:
    path = tmp_path / "deep.json"
    path.write_text(DEEP + "\n")
    return path


def test_bench_compare_names_a_report_nested_too_deeply(deep):
    assert_refused(run_in_process("bench", "compare", str(deep), str(deep)), str(deep), "nested too deeply")


def test_flex_run_names_instances_nested_too_deeply(tmp_path, deep):
    result = run_in_process("flex", "run", "--instances", str(deep), "--out", str(tmp_path / "out"))
    assert_refused(result, str(deep), "nested too deeply")
    assert not (tmp_path / "out").exists()


def test_export_names_a_trace_line_nested_too_deeply(tmp_path):
    runs = tmp_path / "roles.jsonl"
    runs.write_text(DEEP + "\n")
    result = run_in_process("export", "--runs", str(runs), "--out", str(tmp_path / "dataset"))
    assert_refused(result, str(runs), "line 1", "nested too deeply")
    assert not (tmp_path / "dataset").exists()


@pytest.mark.parametrize("damaged", ['{"split": "train", "pol', DEEP, "\x00\x01", '["a list"]'])
def test_bench_disrupt_names_a_damaged_run_record_and_keeps_it(tmp_path, damaged):
    out = tmp_path / "out"
    out.mkdir()
    (out / "run.json").write_text(damaged)
    result = run_in_process("bench", "disrupt", "--limit", "1", "--out", str(out))
    assert_refused(result, str(out / "run.json"), "--fresh")
    assert (out / "run.json").read_text() == damaged  # kept for the user to look at: nothing was disrupted into it
    assert sorted(path.name for path in out.iterdir()) == ["run.json"]
