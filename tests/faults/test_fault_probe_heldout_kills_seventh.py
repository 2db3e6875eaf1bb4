"""A seventh held-out set of faults of a run itself (the companion of ``test_fault_probe_heldout_kills.py`` and its
second to sixth sets: other signals, other commands, other moments).

* the terminal closed (SIGHUP, which no earlier set sent) under ``bench run``, ``plan --thread --db`` and a chat turn
  on SQLite: no traceback, nothing stored lost, the same command (or a resume) ends as the undisturbed run;
* ``replan``, ``bench disrupt`` and ``bench latency`` stopped by Ctrl-C (SIGINT): no traceback, the trip planned before
  kept, the rerun says it resumes or writes its whole report, nothing half-written left;
* ``data`` killed outright while it lays the data out (never probed): no half folder the project would read as whole,
  and the same command again lays it all out;
* ``flex build-3turn`` and ``bench load`` stopped by SIGTERM: no half file, a whole store, and the rerun ends well.

Each fault needs a real process; what comes after runs in this process where the same assertion holds.
"""

from __future__ import annotations

import json
import shutil
import signal
from pathlib import Path

from tests.faults.test_fault_probe_heldout_kills import SLOW, _intact, _leftovers, _queries, _start, _stored
from tests.faults.test_fault_probe_heldout_kills_fifth import SLOW_ENV, TRIP, _chat, _from_the_store, _steps
from tests.faults.test_fault_probe_heldout_kills_second import _killed_when
from tests.faults.test_fault_probe_heldout_kills_sixth import ROW, _interrupted, _plan_of, _same_conversation
from tests.faults.test_fault_probe_heldout_kills_third import _done
from tests.support.faultkit import DATA_DIR, checkpoints, cli_env, run_in_process
from tests.support.waiting import wait_until

# --- the terminal closed (SIGHUP) -------------------------------------------------------------------------------------


def test_bench_run_cut_by_a_closed_terminal_keeps_its_results_and_replays_only_the_rest(tmp_path):
    out = tmp_path / "out"
    args = ("bench", "run", "--split", str(_queries(tmp_path / "q.csv", 3)), "--tool-latency", SLOW,
            "--decision-latency", SLOW, "--out", str(out))
    err = _interrupted(_start(*args, cwd=tmp_path), lambda: _stored(out / "results.sqlite") >= 1, "a stored result",
                       signal.SIGHUP)
    assert "Traceback" not in err, err[-3000:]
    done = _stored(out / "results.sqlite")
    assert _intact(out / "results.sqlite") and done >= 1
    resumed = run_in_process(*args, cwd=tmp_path)
    assert resumed.code == 0 and _from_the_store(resumed.words) >= done, str(resumed)
    assert len((out / "submission.jsonl").read_text(encoding="utf-8").splitlines()) == 3
    assert _leftovers(out) == []


def test_plan_on_a_db_cut_by_a_closed_terminal_resumes_to_the_undisturbed_plan(tmp_path):
    db = tmp_path / "threads.sqlite"
    row = (*ROW, "--db", str(db))
    calm = run_in_process(*row, "--thread", "calm", cwd=tmp_path)
    assert calm.code == 0, str(calm)
    # (the decisions slowed too: with tools alone slowed, a loaded machine saw the 3rd checkpoint so late that the run
    # had written its last one before the hangup, and there was nothing left to resume)
    child = _start(*row, "--thread", "cut", cwd=tmp_path, env=cli_env(**SLOW_ENV))
    err = _interrupted(child, lambda: checkpoints(db, "cut") >= 3, "3 checkpoints of the run", signal.SIGHUP)
    assert "Traceback" not in err, err[-3000:]
    assert _intact(db)
    resumed = run_in_process(*row, "--thread", "cut", cwd=tmp_path)
    assert resumed.code == 0 and "resuming thread cut" in resumed.words, str(resumed)
    assert _plan_of(resumed.stdout) == _plan_of(calm.stdout)


def test_a_chat_turn_cut_by_a_closed_terminal_resumes_to_the_undisturbed_one(tmp_path):
    db = tmp_path / "chat.sqlite"
    calm = _chat(db, "calm", "say", TRIP)
    child = _chat(db, "cut", "say", TRIP, slow=True, wait=False)
    err = _interrupted(child, lambda: _steps(db, "cut") >= 1, "the turn's first step", signal.SIGHUP)
    assert "Traceback" not in err, err[-3000:]
    assert _intact(db)
    _same_conversation(_chat(db, "cut", "resume"), calm)


# --- Ctrl-C (SIGINT) under replan, bench disrupt and bench latency -------------------------------------------------


def _planned_thread(tmp_path: Path, db: Path, thread: str) -> None:
    done = run_in_process("plan", "--split", "validation_dev", "--row", "0", "--json", "--db", str(db), "--thread",
                          thread, cwd=tmp_path)
    assert done.code == 0, str(done)


def test_replan_stopped_by_ctrl_c_keeps_the_trip_and_runs_again_as_the_undisturbed_one(tmp_path):
    db = tmp_path / "threads.sqlite"
    _planned_thread(tmp_path, db, "trip")
    _planned_thread(tmp_path, db, "calm")
    before = checkpoints(db, "trip")
    args = ("replan", "--thread", "trip", "--db", str(db), "--disrupt", "lodging:day2", "--json")
    child = _start(*args, cwd=tmp_path, env=cli_env(**SLOW_ENV))
    wait_until(lambda: child.poll() is not None or checkpoints(db, "trip") > before, 300, "a first checkpoint of the repair")
    assert child.poll() is None, "the repair ended before its first checkpoint was seen: nothing was probed"
    child.send_signal(signal.SIGINT)
    out, err = child.communicate(timeout=120)
    assert "Traceback" not in err, err[-3000:]
    assert _intact(db) and checkpoints(db, "trip") >= before, "the trip planned before was lost"
    calm = run_in_process("replan", "--thread", "calm", "--db", str(db), "--disrupt", "lodging:day2", "--json",
                          cwd=tmp_path)
    if child.returncode == 0:  # the repair's last steps (the solver's, not slowed) ended before the Ctrl-C landed
        assert json.loads(out.splitlines()[-1])["plan"] == json.loads(calm.stdout.splitlines()[-1])["plan"]
        return
    again = run_in_process(*args, cwd=tmp_path)
    assert again.code == calm.code and "Traceback" not in again.output, f"{again}\n{calm}"
    assert json.loads(again.stdout.splitlines()[-1])["plan"] == json.loads(calm.stdout.splitlines()[-1])["plan"]


def test_bench_disrupt_stopped_by_ctrl_c_resumes_saying_so(tmp_path):
    out = tmp_path / "out"
    args = ("bench", "disrupt", "--split", str(_queries(tmp_path / "q.csv", 2)), "--out", str(out))
    slow = cli_env(HIMAP_TOOL_LATENCY="40-40", HIMAP_DECISION_LATENCY="40-40")
    err = _interrupted(_start(*args, cwd=tmp_path, env=slow), lambda: _done(out) >= 1, "a first query's cases")
    assert "Traceback" not in err, err[-3000:]
    resumed = run_in_process(*args, cwd=tmp_path)
    assert resumed.code == 0 and "resuming the run" in resumed.words, str(resumed)
    assert _leftovers(out) == []


def test_bench_latency_stopped_by_ctrl_c_writes_its_whole_report_again(tmp_path):
    out = tmp_path / "out"
    args = ("bench", "latency", "--split", str(_queries(tmp_path / "q.csv", 2)), "--lengths", "3", "--out", str(out))
    err = _interrupted(_start(*args, cwd=tmp_path, env=cli_env(**SLOW_ENV)), lambda: out.exists() and any(out.iterdir()),
                       "the run's first file")
    assert "Traceback" not in err, err[-3000:]
    again = run_in_process(*args, cwd=tmp_path)
    assert again.code == 0 and "Traceback" not in again.output, str(again)
    assert _leftovers(out) == []
    reports = sorted(out.glob("*.json"))
    assert reports and all(json.loads(p.read_text(encoding="utf-8")) is not None for p in reports)


# --- data killed outright while it lays the data out ------------------------------------------------------------------


def test_data_killed_outright_leaves_no_half_folder_read_as_whole_and_lays_it_out_again(tmp_path):
    source = tmp_path / "source"
    shutil.copytree(DATA_DIR, source, symlinks=True)  # a laid-out copy: ``--from`` takes one (docs/data.md)
    out = tmp_path / "laid"
    args = ("data", "--from", str(source), "--out", str(out))
    child = _start(*args, cwd=tmp_path)
    _killed_when(child, lambda: any(p.name not in {"source"} for p in tmp_path.iterdir()), "the run's first file")
    if out.exists():  # left by the cut run: read as a data folder, it is whole or refused, never half-read
        used = run_in_process("plan", "--split", "validation_dev", "--row", "0", "--data", str(out), cwd=tmp_path)
        assert used.code in (0, 2) and "Traceback" not in used.output, str(used)
    again = run_in_process(*args, cwd=tmp_path)
    assert again.code == 0 and "Traceback" not in again.output, str(again)
    assert all((out / name).is_dir() for name in ("travelplanner", "flextravelbench")), sorted(out.iterdir())
    assert _leftovers(tmp_path) == []


# --- SIGTERM under flex build-3turn and bench load --------------------------------------------------------------------


def test_a_flex_build_stopped_by_sigterm_leaves_no_half_file_and_builds_again(tmp_path):
    from tests.faults.test_fault_probe_heldout_kills_fourth import assert_killed_build_left_no_half_file, staged_copies
    from tests.faults.test_fault_probe_heldout_kills_third import FLEX_SOURCE

    source = tmp_path / "source"
    shutil.copytree(FLEX_SOURCE, source)
    out = tmp_path / "built"
    args = ("flex", "build-3turn", "--source", str(source), "--out", str(out))
    err = _interrupted(_start(*args, cwd=tmp_path), lambda: out.exists(), "the output folder made", signal.SIGTERM)
    assert "Traceback" not in err, err[-3000:]
    assert_killed_build_left_no_half_file(out)
    again = run_in_process(*args, cwd=tmp_path)
    assert again.code == 0 and "Traceback" not in again.output, str(again)
    assert _leftovers(tmp_path) == [] and not staged_copies(out)


def test_bench_load_stopped_by_sigterm_leaves_a_whole_store_and_runs_again(tmp_path):
    from tests.faults.test_fault_probe_heldout_kills_fourth import _count

    db = tmp_path / "load.sqlite"
    args = ("bench", "load", "--turns", "2", "--conversations", "2", "--db", str(db), "--tool-latency", "100-100",
            "--decision-latency", "100-100", "--out", str(tmp_path / "out"))
    child = _start(*args, cwd=tmp_path)
    wait_until(lambda: child.poll() is not None or (db.exists() and _count(db, "SELECT count(*) FROM checkpoints") >= 3),
               300, "a first conversation's checkpoints")
    assert child.poll() is None, "the run ended before it could be stopped"
    child.send_signal(signal.SIGTERM)
    _, err = child.communicate(timeout=120)
    assert "Traceback" not in err, err[-3000:]
    assert _intact(db)
    again = run_in_process(*args, cwd=tmp_path)
    assert again.code == 0 and "Traceback" not in again.output, str(again)
    assert _intact(db) and _count(db, "SELECT count(DISTINCT thread_id) FROM checkpoints") >= 2
    assert _leftovers(tmp_path / "out") == []
