"""A second held-out set of faults of a run itself (the companion of ``test_fault_probe_heldout_kills.py``, other
moments and other commands than its SIGTERMs and ``ulimit -f`` of ``bench run`` and ``evaluate``).

* SIGKILL (no handler runs, nothing is cleaned up) in the middle of ``bench run`` and of ``flex run``: no stored
  result is lost or damaged, the same command again replays only what was not finished and ends whole, with no
  staging folder left;
* a file size limit (``ulimit -f``) hit by the checkpoint store of ``plan --thread --db``, by ``flex run``'s outputs
  and by ``plan --deps-png``'s drawing: exit 2 naming the file and the limit, no traceback, no half-written file
  taken as whole, and what was computed is not lost (the store stays whole and the run resumes from it; the plan is
  printed before the drawing failed).

Each fault needs a real process (a signal, a limit of the process); what comes after (the resumed run, the calm run
it is compared with) runs in this process where the same assertion holds.
"""

from __future__ import annotations

import json
import signal
from pathlib import Path

from tests.faults.test_fault_probe_heldout_kills import SLOW, _intact, _leftovers, _planned_now, _queries, _run, _start, _stored
from tests.support.faultkit import DATA_DIR, checkpoints, cli_env, run_in_process
from tests.support.waiting import wait_until

FLEX = DATA_DIR / "flextravelbench" / "val_dataset_without_budget_one.json"


def _killed_when(child, condition, what: str) -> None:
    """SIGKILL the child as soon as ``condition()`` holds (it must still be running then)."""
    wait_until(lambda: child.poll() is not None or condition(), 300, what)
    assert child.poll() is None, f"the run ended before {what}: nothing was probed"
    child.send_signal(signal.SIGKILL)
    child.communicate(timeout=60)


def _killed_once_caught(start, condition, what: str, tries: int = 5) -> None:
    """SIGKILL a run started by ``start()`` as soon as ``condition()`` holds, starting it again when it ended first.

    For a moment in a run's last milliseconds (a folder made just before its files are written and the process
    exits): the poll may look only after the end on a loaded machine (CI, stop 93: ``flex build-3turn`` ended before
    its output folder was seen). Each try starts from what ``start`` sets up; failing ``tries`` times fails."""
    for _ in range(tries):
        child = start()
        wait_until(lambda run=child: run.poll() is not None or condition(), 300, what)
        if child.poll() is None:
            child.send_signal(signal.SIGKILL)
            child.communicate(timeout=60)
            return
        child.communicate(timeout=60)
    raise AssertionError(f"the run ended before {what} in each of {tries} tries: nothing was probed")


def test_bench_run_killed_outright_keeps_every_stored_result_and_resumes_whole(tmp_path):
    queries = _queries(tmp_path / "q.csv", 3)
    out = tmp_path / "out"
    args = ("bench", "run", "--split", str(queries), "--tool-latency", SLOW, "--decision-latency", SLOW,
            "--out", str(out))
    _killed_when(_start(*args, cwd=tmp_path), lambda: _stored(out / "results.sqlite") >= 1, "a first stored result")
    done = _stored(out / "results.sqlite")
    assert _intact(out / "results.sqlite") and done >= 1
    resumed = run_in_process(*args, cwd=tmp_path)
    assert resumed.code == 0 and "Traceback" not in resumed.output, str(resumed)
    assert _planned_now(resumed) <= 3 - done, str(resumed)
    assert _leftovers(out) == [], "a killed run's staging folder was left"
    calm = run_in_process("bench", "run", "--split", str(queries), "--out", str(tmp_path / "calm"), cwd=tmp_path)
    assert calm.code == 0, str(calm)
    assert (out / "submission.jsonl").read_text() == (tmp_path / "calm" / "submission.jsonl").read_text()


def test_flex_run_killed_outright_keeps_every_stored_instance_and_resumes_whole(tmp_path):
    out = tmp_path / "out"
    args = ("flex", "run", "--instances", str(FLEX), "--limit", "3", "--out", str(out))
    child = _start(*args, cwd=tmp_path, env=cli_env(HIMAP_TOOL_LATENCY=SLOW, HIMAP_DECISION_LATENCY=SLOW))
    _killed_when(child, lambda: _stored(out / "results.sqlite") >= 1, "a first stored instance")
    done = _stored(out / "results.sqlite")
    assert _intact(out / "results.sqlite") and done >= 1
    resumed = run_in_process(*args, cwd=tmp_path)
    assert resumed.code == 0 and "Traceback" not in resumed.output, str(resumed)
    assert f"({done} from the store)" in resumed.words, str(resumed)
    assert len((out / "final_turn_submission.jsonl").read_text().splitlines()) == 3
    assert _leftovers(out) == [], "a killed run's staging folder was left"


def test_a_file_size_limit_hit_by_the_checkpoint_store_is_named_and_the_thread_resumes(tmp_path):
    db = tmp_path / "threads.sqlite"
    row = ("plan", "--split", "validation_dev", "--row", "30", "--objective", "cheapest", "--json", "--db", str(db))
    limited = _run(*row, "--thread", "cut", cwd=tmp_path, file_limit=48 * 1024)  # a few checkpoints fit, not the run's
    assert limited.code == 2 and "Traceback" not in limited.output, str(limited)
    assert str(db) in limited.words and "ulimit -f" in limited.words, str(limited)
    assert _intact(db)
    kept = checkpoints(db, "cut")
    resumed = run_in_process(*row, "--thread", "cut", cwd=tmp_path)
    calm = run_in_process(*row, "--thread", "calm", cwd=tmp_path)
    assert resumed.code == 0 and calm.code == 0, f"{resumed}\n{calm}"
    assert json.loads(resumed.stdout.splitlines()[-1])["plan"] == json.loads(calm.stdout.splitlines()[-1])["plan"]
    assert checkpoints(db, "cut") >= kept, "a stored checkpoint was lost"


def test_a_file_size_limit_hit_by_flex_run_is_named_and_the_rerun_writes_whole_outputs(tmp_path):
    """The limit is passed by the store or by the plot, whichever grows past it first: either way it is named."""
    out = tmp_path / "out"
    args = ("flex", "run", "--instances", str(FLEX), "--limit", "2", "--out", str(out))
    limited = _run(*args, cwd=tmp_path, file_limit=20 * 1024)  # the outputs of 2 instances take some 30 kB each
    assert limited.code == 2 and "Traceback" not in limited.output, str(limited)
    assert "ulimit -f" in limited.words and str(out) in limited.words, str(limited)
    assert not (out / "report.json").exists() and _leftovers(out) == []
    kept = _stored(out / "results.sqlite")
    again = run_in_process(*args, cwd=tmp_path)
    assert again.code == 0, str(again)
    assert f"({kept} from the store)" in again.words, "the instances replayed before the limit were kept"
    assert len((out / "final_turn_submission.jsonl").read_text().splitlines()) == 2


def test_a_file_size_limit_hit_by_the_dependency_drawing_loses_not_the_plan(tmp_path: Path):
    png = tmp_path / "deps.png"
    limited = _run("plan", "--split", "validation_dev", "--row", "0", "--json", "--deps-png", str(png), cwd=tmp_path,
                   file_limit=4 * 1024)
    assert limited.code == 2 and "Traceback" not in limited.output, str(limited)
    assert str(png) in limited.words and "ulimit -f" in limited.words, str(limited)
    assert json.loads(limited.stdout.splitlines()[-1])["verdict"]["status"] == "valid", "the plan made was printed"
    assert not png.exists() and _leftovers(tmp_path) == [], "no half-drawn file"
