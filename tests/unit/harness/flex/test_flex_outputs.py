"""The run's files: the final-turn submission scores the same through ``app.py evaluate``; resuming after a kill."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from himap_travel.domain.sandbox.paths import data_dir
from himap_travel.harness.flex.data import load_file
from himap_travel.harness.flex.replay import FlexStore, ReplayConfig, Replayer, replay_all
from himap_travel.harness.flex.report import QUERIES, SUBMISSION, write_outputs
from tests.support.faultkit import run_in_process
from tests.support.waiting import wait_until

REPO = Path(__file__).resolve().parents[4]
FLEX = data_dir() / "flextravelbench"
APP = [sys.executable, str(REPO / "app.py")]


def _evaluate(folder: Path, mode: str, *, in_process: bool = False) -> dict:
    """``app.py evaluate`` of the folder's files: a new process, or the same command in this one (``run_in_process``)."""
    report = folder / f"eval_{mode}.json"
    args = ["evaluate", str(folder / SUBMISSION), "--queries", str(folder / QUERIES), "--mode", mode, "--report", str(report)]
    if in_process:
        done = run_in_process(*args)
        assert done.code == 0, done.stderr[-2000:]
    else:
        subprocess.run([*APP, *args], check=True, capture_output=True, cwd=REPO)
    return json.loads(report.read_text())


def test_final_turn_files_score_the_same_through_app_evaluate(tmp_path, sandbox):
    instances = load_file(FLEX / "val_dataset_without_room_type_one.json")[:3] + load_file(FLEX / "3turn_global_local_dataset.json")[:2]
    with FlexStore(tmp_path / "r.sqlite") as store:
        results = replay_all(instances, ReplayConfig(), store, replayer=Replayer(ReplayConfig(), sandbox=sandbox))
    broken = results[1].plan[:-1] + [{**results[1].plan[-1], "accommodation": "Nowhere Inn, Nowhere"}]
    results[1] = results[1].model_copy(update={"plan": broken, "official_pass": False, "strict_pass": False})
    results[3] = results[3].model_copy(update={"plan": None, "official_pass": False, "strict_pass": False})
    report = write_outputs(results, tmp_path, "t", None, {}, sandbox=sandbox)
    for mode, key in (("official", "final_turn_pass_rate"), ("strict", "final_turn_pass_rate_strict")):
        scored = _evaluate(tmp_path, mode, in_process=mode == "strict")  # one process is enough: the modes differ, not it
        assert scored["metrics"]["final_pass_rate"] == report["metrics"][key] == pytest.approx(3 / 5)
        assert [p["final_pass"] for p in scored["plans"]] == [True, False, True, False, True]
        assert scored["metrics"]["delivery_rate"] == report["metrics"]["delivery_rate"] == pytest.approx(4 / 5)
    rows = (tmp_path / QUERIES).read_text().splitlines()
    assert len(rows) == 6 and "11300" not in rows[1]  # header + 5; the 3-turn rows carry the revealed budget
    assert "'house rule': 'children under 10'" in rows[4] and ",11300," in rows[4]
    assert (tmp_path / "pass_rate_by_turn.png").stat().st_size > 0 and "## By ordering (3-turn)" in (tmp_path / "report.md").read_text()


def _stored(db: Path) -> int:
    if not db.exists():
        return 0
    try:
        with sqlite3.connect(db) as connection:
            return connection.execute("select count(*) from bench_result").fetchone()[0]
    except sqlite3.Error:
        return 0


# Instances in the killed run: room for the kill after 3 are stored and for some to replay after it (it was 12; each
# instance is replayed here up to three times: the killed run, its resume and the uninterrupted comparison).
KILLED_RUN = 8


def test_a_killed_run_resumes_and_ends_like_an_uninterrupted_one(tmp_path, sandbox):
    out, data = tmp_path / "run", FLEX / "val_dataset_without_house_rule_one.json"
    command = [*APP, "flex", "run", "--data", str(data), "--limit", str(KILLED_RUN), "--out", str(out)]
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen(command, cwd=REPO, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_until(lambda: _stored(out / "results.sqlite") >= 3 or process.poll() is not None, 120, "3 instances stored")
    process.send_signal(signal.SIGKILL)
    process.wait()
    before = _stored(out / "results.sqlite")
    assert 3 <= before < KILLED_RUN, "the kill came too late to test resuming"
    again = subprocess.run(command, cwd=REPO, env=env, capture_output=True, text=True, check=True)
    said = f"{KILLED_RUN - before} of {KILLED_RUN} instances to replay ({before} from the store)"
    assert said in " ".join(again.stderr.split())
    with FlexStore(tmp_path / "whole.sqlite") as store:
        whole = replay_all(load_file(data)[:KILLED_RUN], ReplayConfig(), store, replayer=Replayer(ReplayConfig(), sandbox=sandbox))
    lines = [json.loads(line) for line in (out / SUBMISSION).read_text().splitlines()]
    assert [line["plan"] for line in lines] == [r.plan for r in whole]
    report = json.loads((out / "report.json").read_text())
    assert report["metrics"]["instances"] == KILLED_RUN and report["metrics"]["final_turn_pass_rate"] == 1.0


def test_an_instance_that_ended_in_an_error_is_replayed_on_resume(tmp_path, sandbox):
    instances = load_file(FLEX / "val_dataset_without_cuisine_one.json")[:2]
    replayer = Replayer(ReplayConfig(), sandbox=sandbox)
    with FlexStore(tmp_path / "r.sqlite") as store:
        first = replay_all(instances, ReplayConfig(), store, replayer=replayer)
        store.save(first[1].model_copy(update={"error": "ModelServerUnavailable: down", "plan": None}))
        seen = []
        again = replay_all(instances, ReplayConfig(), store, on_result=seen.append, replayer=replayer)
    assert [r.position for r in seen] == [1] and again[1].error is None and again[1].plan == first[1].plan


def test_executors_under_the_solver_policy_are_refused_before_the_output_folder_is_made(tmp_path):
    """The solver policy runs no day executors: ``-P 5`` would be dropped in silence (``unused_choices``)."""
    instances = data_dir() / "flextravelbench" / "val_dataset_without_budget_one.json"
    result = run_in_process("flex", "run", "--instances", str(instances), "--policy", "solver", "-P", "5", "--out",
                            str(tmp_path / "o"), cwd=tmp_path)
    assert result.code == 2 and "--executors" in result.words and "solver policy" in result.words, str(result)
    assert not (tmp_path / "o").exists()

