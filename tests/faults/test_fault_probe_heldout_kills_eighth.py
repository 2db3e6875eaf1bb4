"""An eighth held-out set of faults of a run itself (the companion of ``test_fault_probe_heldout_kills.py`` and its
second to seventh sets: other faults, other commands, other moments).

* the reader of the output gone (``... | head -1``: the pipe closed, EPIPE on the next write), which no earlier set
  did, under ``plan --json``, ``evaluate --report`` and ``bench compare``: no traceback, and what the command was
  asked to keep (the thread's checkpoints, the report file) kept whole;
* a run suspended (Ctrl-Z, SIGSTOP) while a second run takes the same thread: the second is refused naming the thread
  (the first is alive, only stopped), and the first, resumed (SIGCONT), ends as the undisturbed run;
* Ctrl-\\ (SIGQUIT, which no earlier set sent: it ends a process at once) under ``bench run``: every stored result
  kept, the rerun plans only the rest;
* Ctrl-C under ``evaluate --report`` and ``data`` (never probed with it): no traceback, no half report or half data
  folder taken as whole, and the same command again ends well;
* the terminal closed (SIGHUP) under ``flex run`` (sent before only to ``bench run``, ``plan`` and a chat turn).

Each fault needs a real process; what comes after runs in this process where the same assertion holds.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

from tests.faults.test_fault_probe_heldout_inputs_second import FLEX
from tests.faults.test_fault_probe_heldout_kills import SLOW, _intact, _leftovers, _queries, _start, _stored
from tests.faults.test_fault_probe_heldout_kills_fifth import _cut_at, _from_the_store
from tests.faults.test_fault_probe_heldout_kills_sixth import ROW, _interrupted, _plan_of
from tests.support.faultkit import DATA_DIR, REPO, checkpoints, cli_env, run_in_process
from tests.support.waiting import wait_until

REPORT = REPO / "results" / "quality" / "train" / "solver-best" / "report.json"


def _with_a_closed_reader(*args: str, cwd: Path, env: dict[str, str] | None = None) -> tuple[int, str]:
    """``app.py ARGS`` with its standard output a pipe whose reader is gone before the first byte is read (as
    ``... | head -c 0`` leaves it): its exit code and its standard error."""
    read, write = os.pipe()
    os.close(read)  # no reader: the first write fails with EPIPE (SIGPIPE is ignored in Python)
    try:
        child = subprocess.Popen([sys.executable, str(REPO / "app.py"), *args], cwd=str(cwd), env=env or cli_env(),
                                 stdout=write, stderr=subprocess.PIPE, text=True)
    finally:
        os.close(write)
    _, err = child.communicate(timeout=600)
    return child.returncode, err


def _no_traceback(err: str) -> None:
    assert "Traceback" not in err and "Exception ignored" not in err, err[-3000:]


# --- the reader of the output gone (EPIPE) ---------------------------------------------------------------------------


def test_plan_json_to_a_closed_pipe_keeps_the_thread_and_says_no_traceback(tmp_path):
    db = tmp_path / "threads.sqlite"
    code, err = _with_a_closed_reader(*ROW, "--db", str(db), "--thread", "piped", cwd=tmp_path)
    _no_traceback(err)
    assert code != 0, "the plan was never shown: the run must not say it succeeded"
    assert _intact(db) and checkpoints(db, "piped") >= 1
    again = run_in_process(*ROW, "--db", str(db), "--thread", "piped", cwd=tmp_path)
    calm = run_in_process(*ROW, cwd=tmp_path)
    assert again.code == 0 and _plan_of(again.stdout) == _plan_of(calm.stdout), str(again)


def test_evaluate_to_a_closed_pipe_writes_its_whole_report(tmp_path):
    report = tmp_path / "report.json"
    code, err = _with_a_closed_reader("evaluate", "--gold", "train", "--report", str(report), cwd=tmp_path)
    _no_traceback(err)
    assert report.exists(), "the scores computed were lost with the console"
    assert len(json.loads(report.read_text(encoding="utf-8"))["plans"]) == 45
    assert _leftovers(tmp_path) == []


def test_bench_compare_to_a_closed_pipe_writes_its_out_file_and_says_no_traceback(tmp_path):
    out = tmp_path / "compare.md"
    code, err = _with_a_closed_reader("bench", "compare", str(REPORT), str(REPORT), "--out", str(out), cwd=tmp_path)
    _no_traceback(err)
    assert out.exists() and out.read_text(encoding="utf-8").strip(), "the comparison asked to be kept was lost"


# --- suspended (Ctrl-Z) while a second run takes the same thread -----------------------------------------------------


def test_a_suspended_plan_keeps_its_thread_from_a_second_run_and_ends_as_the_undisturbed_one(tmp_path):
    db = tmp_path / "threads.sqlite"
    row = (*ROW, "--db", str(db))
    calm = run_in_process(*row, "--thread", "calm", cwd=tmp_path)
    assert calm.code == 0, str(calm)
    child = _start(*row, "--thread", "t", cwd=tmp_path, env=cli_env(HIMAP_TOOL_LATENCY=SLOW))
    wait_until(lambda: child.poll() is not None or checkpoints(db, "t") >= 3, 300, "3 checkpoints of the run")
    assert child.poll() is None, "the run ended before it could be suspended"
    child.send_signal(signal.SIGSTOP)
    try:
        second = run_in_process(*row, "--thread", "t", cwd=tmp_path)
        assert second.code == 2 and "t" in second.words and "Traceback" not in second.output, str(second)
    finally:
        child.send_signal(signal.SIGCONT)
    out, err = child.communicate(timeout=600)
    _no_traceback(err)
    assert child.returncode == 0 and _plan_of(out) == _plan_of(calm.stdout)
    assert _intact(db)


# --- Ctrl-\ (SIGQUIT) ------------------------------------------------------------------------------------------------


def test_bench_run_quit_by_ctrl_backslash_keeps_its_results_and_replays_only_the_rest(tmp_path):
    out = tmp_path / "out"
    args = ("bench", "run", "--split", str(_queries(tmp_path / "q.csv", 3)), "--tool-latency", SLOW,
            "--decision-latency", SLOW, "--out", str(out))
    _interrupted(_start(*args, cwd=tmp_path), lambda: _stored(out / "results.sqlite") >= 1, "a stored result",
                 signal.SIGQUIT)
    done = _stored(out / "results.sqlite")
    assert _intact(out / "results.sqlite") and done >= 1
    resumed = run_in_process(*args, cwd=tmp_path)
    assert resumed.code == 0 and _from_the_store(resumed.words) >= done, str(resumed)
    assert len((out / "submission.jsonl").read_text(encoding="utf-8").splitlines()) == 3
    assert _leftovers(out) == []


# --- Ctrl-C under evaluate and data ----------------------------------------------------------------------------------


def test_evaluate_stopped_by_ctrl_c_while_scoring_leaves_no_half_report_and_no_traceback(tmp_path):
    report = tmp_path / "report.json"
    args = ("evaluate", "--gold", "train", "--report", str(report))
    err = _cut_at(_start(*args, cwd=tmp_path), 1.2, signal.SIGINT, "the scoring")
    _no_traceback(err)
    if report.exists():
        assert len(json.loads(report.read_text(encoding="utf-8"))["plans"]) == 45, "a half report was left"
    again = run_in_process(*args, cwd=tmp_path)
    assert again.code == 0, str(again)
    assert len(json.loads(report.read_text(encoding="utf-8"))["plans"]) == 45
    assert _leftovers(tmp_path) == []


def test_data_stopped_by_ctrl_c_leaves_no_half_folder_read_as_whole_and_lays_it_out_again(tmp_path):
    source = tmp_path / "source"
    shutil.copytree(DATA_DIR, source, symlinks=True)  # a laid-out copy: ``--from`` takes one (docs/data.md)
    out = tmp_path / "laid"
    args = ("data", "--from", str(source), "--out", str(out))
    child = _start(*args, cwd=tmp_path)
    err = _interrupted(child, lambda: any(p.name not in {"source"} for p in tmp_path.iterdir()), "the run's first file")
    _no_traceback(err)
    if out.exists():  # left by the cut run: read as a data folder, it is whole or refused, never half-read
        used = run_in_process("plan", "--split", "validation_dev", "--row", "0", "--data", str(out), cwd=tmp_path)
        assert used.code in (0, 2) and "Traceback" not in used.output, str(used)
    # on a loaded machine the Ctrl-C can land after the folder was put in place (seen twice under load, stop 65): it is
    # whole (checked above), and laying it out again asks for --force
    again = run_in_process(*args, *(("--force",) if out.exists() else ()), cwd=tmp_path)
    assert again.code == 0 and "Traceback" not in again.output, str(again)
    assert all((out / name).is_dir() for name in ("travelplanner", "flextravelbench")), sorted(out.iterdir())
    assert _leftovers(tmp_path) == []


# --- the terminal closed (SIGHUP) under flex run ---------------------------------------------------------------------


def test_flex_run_cut_by_a_closed_terminal_keeps_its_instances_and_resumes_whole(tmp_path):
    out = tmp_path / "out"
    instances = tmp_path / "flex.json"
    instances.write_text(json.dumps(json.loads(FLEX.read_text(encoding="utf-8"))[:3]), encoding="utf-8")
    args = ("flex", "run", "--instances", str(instances), "--out", str(out))
    env = cli_env(HIMAP_TOOL_LATENCY=SLOW, HIMAP_DECISION_LATENCY=SLOW)
    err = _interrupted(_start(*args, cwd=tmp_path, env=env), lambda: _stored(out / "results.sqlite") >= 1
                       or _flex_stored(out / "results.sqlite") >= 1, "a stored instance", signal.SIGHUP)
    _no_traceback(err)
    assert _intact(out / "results.sqlite")
    resumed = run_in_process(*args, cwd=tmp_path)
    assert resumed.code in (0, 1) and "Traceback" not in resumed.output, str(resumed)
    assert (out / "report.json").exists() and _leftovers(out) == []


def _flex_stored(db: Path) -> int:
    """Rows in a flex results store, read without writing (0 before it has a table)."""
    if not db.exists():
        return 0
    try:
        with closing(sqlite3.connect(f"{db.as_uri()}?mode=ro", uri=True)) as conn:
            tables = [row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")]
            return sum(conn.execute(f'SELECT count(*) FROM "{table}"').fetchone()[0] for table in tables)
    except sqlite3.Error:
        return 0
