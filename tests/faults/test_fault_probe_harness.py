"""Fault probes of the benchmark, FlexTravelBench and training command lines: real subprocesses (tests/support/faultkit.py).

Each case exited 0 having done nothing useful, or ended in a traceback,
before: a JSON file given as ``--split`` (a run of 0 queries), a file that is
not text (a ``UnicodeDecodeError``), ``--concurrency 0`` (silently the
default), ``--policy llm`` with no server (every query failed, exit 0, and
the failures were kept as finished, so the same command run again never
retried them), ``bench disrupt --limit 0``, an empty FlexTravelBench file (a
traceback after outputs were written), and a training config value of the
wrong type (argparse's usage, without the file).
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from himap_travel.harness.bench.models import QueryResult
from tests.support.faultkit import REPO, CliResult, FileSnapshot, assert_refused, cli_env, real_first, run_cli, run_in_process

NO_SERVER = "http://127.0.0.1:9/v1"  # the discard port: nothing listens there


@pytest.fixture
def junk(tmp_path) -> dict[str, Path]:
    """Files a careless user points a command at."""
    files = {"json": tmp_path / "wrong.json", "binary": tmp_path / "binary.csv", "empty_list": tmp_path / "empty.json"}
    files["json"].write_text('{"a": 1}\n')
    files["binary"].write_bytes(bytes(range(128, 256)) * 3)
    files["empty_list"].write_text("[]\n")
    return files


def refused_without_outputs(tmp_path: Path, *args: str, causes: tuple[str, ...], code: int = 2,
                            run: Callable[..., CliResult] = run_cli) -> CliResult:
    """Run ``args`` (with ``--out tmp_path/out``): refused with ``code`` naming ``causes``; nothing written anywhere.
    Each command's first refusal below is a real process (``run_cli``), its others run in this one.

    It runs in a folder of its own, watched whole: a default output (``runs/...``) lands there, relative to where the
    command runs. The repository's ``runs/`` is shared with the tests running beside this one (the browser test's
    screenshots, bench load's store), so a watch on it failed whenever one of them wrote there meanwhile."""
    work = tmp_path / "work"
    work.mkdir()
    watched = FileSnapshot(tmp_path)
    result = run(*args, "--out", str(tmp_path / "out"), cwd=work)
    assert_refused(result, *causes, code=code)
    assert not (tmp_path / "out").exists(), str(result)
    assert watched.changes() == [], watched.changes()
    return result


SPLITS_OF_NO_QUERIES = [("json", ("no query rows", "wrong.json", "queries CSV")), ("binary", ("not a text file", "binary.csv"))]


@pytest.mark.parametrize("kind, causes", SPLITS_OF_NO_QUERIES)
def test_bench_run_refuses_a_split_that_holds_no_queries(tmp_path, junk, kind, causes):
    refused_without_outputs(tmp_path, "bench", "run", "--split", str(junk[kind]), causes=causes,
                            run=real_first((kind, causes), SPLITS_OF_NO_QUERIES))


def test_bench_run_refuses_zero_queries_at_once_by_its_old_name(tmp_path):
    refused_without_outputs(tmp_path, "bench", "run", "--concurrency", "0", "--limit", "1",
                            causes=("--queries-at-once must be at least 1",), run=run_in_process)


def test_bench_disrupt_refuses_a_limit_of_nothing(tmp_path):
    refused_without_outputs(tmp_path, "bench", "disrupt", "--limit", "0", causes=("--limit must be at least 1",))


def test_bench_compare_names_a_report_that_is_not_text(tmp_path, junk):
    result = run_cli("bench", "compare", str(junk["binary"]), str(junk["binary"]))
    assert_refused(result, "binary.csv", "cannot be read as a JSON report")


FLEX_DATA_NOT_REPLAYED = [("binary", ("binary.csv", "cannot read it as JSON")), ("empty_list", ("empty.json", "holds no instances"))]


@pytest.mark.parametrize("kind, causes", FLEX_DATA_NOT_REPLAYED)
def test_flex_run_refuses_data_it_cannot_replay_before_writing(tmp_path, junk, kind, causes):
    refused_without_outputs(tmp_path, "flex", "run", "--data", str(junk[kind]), causes=causes,
                            run=real_first((kind, causes), FLEX_DATA_NOT_REPLAYED))


def test_bench_run_with_no_model_server_fails_and_retries_the_failures_next_time(tmp_path):
    out = tmp_path / "out"
    args = ("bench", "run", "--policy", "llm", "--base-url", NO_SERVER, "--limit", "1", "--out", str(out))
    env = cli_env(HIMAP_MODEL_ATTEMPTS="1", HIMAP_RETRY_INTERVAL="0")
    first = run_cli(*args, env=env)
    assert_refused(first, "every query failed", "unreachable", code=3)
    again = run_cli(*args, env=env)
    assert_refused(again, "every query failed", code=3)
    assert "1 queries planned now, 0 from the store" in again.words  # the stored failure was planned again


def test_a_failed_result_is_told_from_an_undelivered_verdict():
    crashed = QueryResult(run_key="k", position=0, query="q", error="ModelServerUnavailable: down")
    unsat = QueryResult(run_key="k", position=0, query="q", status="unsat", error="no transport")
    assert crashed.failed and not unsat.failed


@pytest.mark.parametrize("script", ["sft.py", "grpo.py"])
def test_a_config_value_of_the_wrong_type_names_the_file(tmp_path, script):
    config = tmp_path / "typo.yaml"
    config.write_text("learning_rate: fast\n")
    done = subprocess.run([sys.executable, str(REPO / "training" / script), "--config", str(config)], cwd=str(REPO),
                          env=cli_env(), capture_output=True, text=True, timeout=600)
    result = CliResult((script,), done.returncode, done.stdout, done.stderr)
    assert_refused(result, f"config file {config}", "learning_rate", "invalid float value: 'fast'")
    assert "usage:" not in result.output


NOT_RUNS_FILES = [
    (b"\x89PNG\r\n\x1a\n\xff\xfe\xd7", "cannot be read as a roles.jsonl"),
    (b"[1, 2]\n", "line 1 is not a role-trace line"),
    (b'{"query": 5, "traces": "x"}\n', "line 1 is not a role-trace line"),
]


@pytest.mark.parametrize("content, cause", NOT_RUNS_FILES)
def test_export_names_a_runs_file_that_is_not_one(tmp_path, content, cause):
    runs = tmp_path / "roles.jsonl"
    runs.write_bytes(content)
    run = real_first((content, cause), NOT_RUNS_FILES)  # the first a real process, the others in this one
    result = run("export", "--runs", str(runs), "--out", str(tmp_path / "dataset"))
    assert_refused(result, cause, str(runs))
    assert not (tmp_path / "dataset").exists()
