"""``bench load`` (issue 27): conversations at once against the embedded async chat graph with a real
checkpointer; the report's keys, every turn answered, and a typed refusal of bad options."""

from __future__ import annotations

import json
import re
import subprocess
import sys

from himap_travel.harness.bench.load import METRIC_KEYS, LoadConfig, Turn, messages, metrics, moved_turns, percentile
from tests.support.faultkit import run_in_process
from tests.support.langgraph_dev import langgraph_dev, needs_cli
from tests.support.postgres_server import postgres_server, postgres_url  # noqa: F401 - fixtures


def load(tmp_path, *options: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "himap_travel.app", "bench", "load", *_load_args(tmp_path, *options)],
                          capture_output=True, text=True, timeout=600)


def _load_args(tmp_path, *options: str) -> list[str]:
    return ["--out", str(tmp_path / "out"), "--tool-latency", "off", "--decision-latency", "off", *options]


def refused(tmp_path, refusals: tuple[tuple[list[str], str], ...], *, first_in_a_process: bool = True) -> None:
    """Each ``(options, said)`` exits 2 naming ``said``, and nothing is written. The first runs as a process (its real exit
    code and stream) unless ``first_in_a_process`` is false (another test made that check); the others in this process
    (``run_in_process``): a refusal is the command's own logic, and a new process would spend seconds of imports before
    it reads its first option."""
    others = list(refusals)
    if first_in_a_process:
        (first, first_said), *others = refusals
        done = load(tmp_path, *first)
        assert done.returncode == 2 and first_said in done.stderr, (first, done.stderr[-500:])
    for options, said in others:
        result = run_in_process("bench", "load", *_load_args(tmp_path, *options))
        assert result.code == 2 and said in result.stderr, (options, result.stderr[-500:])
    assert not (tmp_path / "out").exists()


def test_a_small_load_answers_every_turn_and_writes_the_report(tmp_path):
    done = load(tmp_path, "--conversations", "1,3", "--turns", "2", "--db", str(tmp_path / "threads.sqlite"))
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads((tmp_path / "out" / "report.json").read_text())
    assert [row["conversations"] for row in report["by_conversations"]] == [1, 3]
    last = report["metrics"]
    assert set(last) == set(METRIC_KEYS)
    assert last["turns"] == 6 and last["errors"] == 0 and last["lost_turns"] == 0
    assert 0 < last["turn_p50_s"] <= last["turn_p99_s"] and last["single_turn_p50_s"] > 0
    assert (tmp_path / "out" / "latency_by_conversations.png").stat().st_size > 1000
    assert "| conversations |" in (tmp_path / "out" / "report.md").read_text()
    medians = re.findall(r"median turn (\S+) s, p99 (\S+) s, alone (\S+) s", done.stderr)
    assert len(medians) == 2 and all(re.fullmatch(r"\d+\.\d\d", value) for row in medians for value in row), done.stderr


def test_the_load_runs_on_postgresql(tmp_path, postgres_url):  # noqa: F811
    done = load(tmp_path, "--conversations", "2", "--turns", "2", "--db", postgres_url)
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads((tmp_path / "out" / "report.json").read_text())["metrics"]["errors"] == 0


def test_bad_options_are_refused_before_anything_runs(tmp_path):
    refused(tmp_path, ((["--conversations", "0,8"], "--conversations"), (["--conversations", "a"], "--conversations"),
                       (["--db", "s3://bucket/x"], "not supported"), (["--tool-latency", "9-1"], "latency")))


def test_each_conversation_alternates_requests_and_edits():
    said = messages(LoadConfig(turns=4), 0)
    assert said[1] == said[3] == "We'd like entire rooms, please." and said[0] != said[2]
    assert messages(LoadConfig(turns=1), 1)[0] == messages(LoadConfig(turns=3), 0)[2]  # round robin over the split


def test_metrics_count_errors_and_lost_turns_apart():
    turns = [Turn(1.0, 0.1), Turn(3.0, 0.2), Turn(9.0, None, "boom")]
    found = metrics(4, turns, lost=1, seconds=2.0, single=[Turn(0.5, 0.1)])
    assert found["errors"] == 1 and found["lost_turns"] == 1 and found["turns"] == 3
    assert found["turn_p50_s"] in (1.0, 3.0) and found["turn_p99_s"] == 3.0 and found["throughput_turns_per_s"] == 1.0
    assert percentile([], 0.5) is None


@needs_cli
def test_the_load_runs_against_a_langgraph_server(tmp_path):
    with langgraph_dev(tmp_path / "server.log") as base:
        done = load(tmp_path, "--conversations", "2", "--turns", "2", "--server", base)
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads((tmp_path / "out" / "report.json").read_text())
    assert report["metrics"]["errors"] == 0 and report["metrics"]["lost_turns"] == 0 and report["metrics"]["turns"] == 4


def test_several_processes_share_the_store_and_lose_no_turn(tmp_path, postgres_url):  # noqa: F811
    done = load(tmp_path, "--conversations", "3", "--turns", "3", "--processes", "2", "--db", postgres_url)
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads((tmp_path / "out" / "report.json").read_text())
    assert report["processes"] == 2 and report["crowds"] == [3] and report["turns_per_conversation"] == 3
    assert report["tool_latency"] == "off" and len(report["load_average"]) == 3 and report["cpus"] >= 1
    last = report["metrics"]
    assert last["turns"] == 9 and last["errors"] == 0 and last["lost_turns"] == 0
    assert last["turns_moved"] == 6  # every turn after a conversation's first was played by the other process
    assert "2 process(es)" in (tmp_path / "out" / "report.md").read_text()


def test_several_processes_need_a_store_they_can_share(tmp_path):
    refused(tmp_path, ((["--processes", "2", "--db", str(tmp_path / "threads.sqlite")], "needs a postgresql://"),
                       (["--processes", "0"], "at least 1"),
                       (["--processes", "2", "--server", "http://127.0.0.1:9"], "runs its own workers")),
            first_in_a_process=False)  # a refusal's real process: test_bad_options_are_refused_before_anything_runs


def test_a_turn_played_by_another_process_is_counted_as_moved():
    here, there = Turn(0.1, 0.01, process=1), Turn(0.1, 0.01, process=2)
    assert moved_turns([[here, there, there], [here]]) == 1
    assert metrics(1, [here], 0, 1.0, [here], moved=1)["turns_moved"] == 1
