"""A tenth held-out set of faults of a run itself (the companion of ``test_fault_probe_heldout_kills.py`` and its
second to ninth sets: other faults, other commands, other moments).

* ``bench disrupt`` killed outright between two queries (no set killed it): the same command resumes, replays only
  the queries not done, and ends with the undisturbed run's cases;
* a thread store held locked by another program (an open write transaction) under ``plan --thread``: refused in
  bounded time naming the store and the lock, nothing lost, and once the lock is gone the same command plans;
* a thread store on a read-only file system under ``replan``: refused naming the store, the trip kept;
* a thread store whose header page was zeroed (what a crash while copying leaves) and a good store beside a garbage
  write-ahead log: the first refused naming the store, the second (SQLite drops a log whose checksums fail) resumes
  to the undisturbed plan;
* a disk full before ``export``, ``evaluate --report`` and ``bench compare --out`` begin (a small tmpfs filled to its
  last byte, skipped where mounting is not allowed, as the ninth set does): the cause and the path named with exit 2,
  no file half written taken as whole, and once space is freed the same command ends well.

Each expected outcome was decided before the set was run.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
from pathlib import Path

import pytest

from tests.faults.test_fault_probe_heldout_kills import _intact, _leftovers, _queries, _start
from tests.faults.test_fault_probe_heldout_kills_ninth import (
    _bench_runs,
    _fill,
    _no_traceback,
    _said_full,
    _small_disk,
    _whole_dataset,
)
from tests.faults.test_fault_probe_heldout_kills_sixth import ROW, _plan_of
from tests.support.faultkit import checkpoints, cli_env, run_in_process
from tests.support.waiting import wait_until

REPORT = Path(__file__).resolve().parents[2] / "results" / "quality" / "train" / "solver-best" / "report.json"


def _lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines() if path.exists() else []


def _cases(out: Path) -> set[tuple[object, ...]]:
    """A disrupt run's cases, without their timings."""
    return {(c["idx"], c["disruption"], c["repair_status"], c["full_status"])
            for c in map(json.loads, _lines(out / "cases.jsonl"))}


# --- bench disrupt killed outright ----------------------------------------------------------------------------------


def test_bench_disrupt_killed_outright_resumes_to_the_undisturbed_cases(tmp_path):
    queries = _queries(tmp_path / "q.csv", 2)
    calm_out, out = tmp_path / "calm", tmp_path / "cut"
    calm = run_in_process("bench", "disrupt", "--split", str(queries), "--out", str(calm_out), cwd=tmp_path)
    assert calm.code == 0, str(calm)
    args = ("bench", "disrupt", "--split", str(queries), "--out", str(out))
    child = _start(*args, cwd=tmp_path)
    wait_until(lambda: child.poll() is not None or len(_lines(out / "queries_done.txt")) >= 1, 300, "a query done")
    assert child.poll() is None, "the run ended before it could be killed"
    child.kill()
    child.communicate(timeout=60)
    done = _lines(out / "queries_done.txt")
    resumed = run_in_process(*args, cwd=tmp_path)
    assert resumed.code == 0 and "Traceback" not in resumed.output, str(resumed)
    after = _lines(out / "queries_done.txt")
    assert after[: len(done)] == done and len(after) == len(set(after)) == 2, after
    assert _cases(out) == _cases(calm_out) and _leftovers(out) == []


# --- a store locked, on a read-only file system, its header zeroed, a garbage log beside it ------------------------


def _planned(tmp_path: Path, db: Path, thread: str = "calm") -> object:
    done = run_in_process(*ROW, "--db", str(db), "--thread", thread, cwd=tmp_path)
    assert done.code == 0, str(done)
    return _plan_of(done.stdout)


def test_a_store_locked_by_another_program_is_refused_in_bounded_time_and_plans_once_unlocked(tmp_path):
    db = tmp_path / "threads.sqlite"
    calm = _planned(tmp_path, db)
    before = checkpoints(db, "calm")
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        # Two seconds of SQLite's busy wait, not thirty (HIMAP_STORE_BUSY_SECONDS): the refusal is the same.
        child = _start(*ROW, "--db", str(db), "--thread", "other", cwd=tmp_path,
                       env=cli_env(HIMAP_STORE_BUSY_SECONDS="2"))
        try:
            _, err = child.communicate(timeout=90)
        except subprocess.TimeoutExpired:
            child.kill()
            child.communicate()
            pytest.fail("a locked store made the run wait for more than 90 s")
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    _no_traceback(err)
    said = " ".join(err.split())
    assert child.returncode == 2 and str(db) in said and "locked" in said.lower(), said[-2000:]
    assert _intact(db) and checkpoints(db, "calm") == before
    again = run_in_process(*ROW, "--db", str(db), "--thread", "other", cwd=tmp_path)
    assert again.code == 0 and _plan_of(again.stdout) == calm, str(again)


def test_replan_on_a_store_on_a_read_only_file_system_is_refused_naming_it_and_keeps_the_trip(tmp_path):
    source = tmp_path / "threads.sqlite"
    _planned(tmp_path, source, "trip")
    with _small_disk(tmp_path / "disk") as disk:
        db = disk / "threads.sqlite"
        db.write_bytes(source.read_bytes())
        remounted = subprocess.run(["mount", "-o", "remount,ro", str(disk)], capture_output=True, text=True)
        if remounted.returncode != 0:
            pytest.skip(f"the tmpfs cannot be made read-only here: {remounted.stderr.strip()}")
        before = db.read_bytes()
        result = run_in_process("replan", "--thread", "trip", "--db", str(db), "--disrupt", "lodging:day2",
                                cwd=tmp_path)
        assert result.code == 2 and "Traceback" not in result.output, str(result)
        assert str(db) in result.words and "read-only" in result.words.lower(), str(result)
        assert db.read_bytes() == before


def test_a_store_whose_header_page_is_zeroed_is_refused_naming_it(tmp_path):
    db = tmp_path / "threads.sqlite"
    _planned(tmp_path, db, "trip")
    with db.open("r+b") as handle:
        handle.write(b"\0" * 100)
    result = run_in_process(*ROW, "--db", str(db), "--thread", "trip", cwd=tmp_path)
    assert result.code == 2 and "Traceback" not in result.output, str(result)
    assert str(db) in result.words, str(result)


def test_a_garbage_write_ahead_log_beside_a_good_store_is_dropped_and_the_thread_resumes(tmp_path):
    db = tmp_path / "threads.sqlite"
    calm = _planned(tmp_path, db, "trip")
    Path(f"{db}-wal").write_bytes(os.urandom(8192))
    result = run_in_process(*ROW, "--db", str(db), "--thread", "trip", cwd=tmp_path)
    assert result.code == 0 and "Traceback" not in result.output, str(result)
    assert _plan_of(result.stdout) == calm and _intact(db)


# --- a disk full before export, evaluate --report, bench compare --out ----------------------------------------------


def test_export_to_a_full_disk_is_named_and_exports_whole_once_space_is_freed(tmp_path):
    runs = _bench_runs(tmp_path)
    with _small_disk(tmp_path / "disk") as disk:
        filler = _fill(disk)
        out = disk / "dataset"
        args = ("export", "--runs", str(runs), "--out", str(out))
        full = run_in_process(*args, cwd=tmp_path)
        assert full.code == 2 and "Traceback" not in full.output, str(full)
        _said_full(full.output, out)
        assert not _whole_dataset(out)
        filler.unlink()
        again = run_in_process(*args, cwd=tmp_path)
        assert again.code == 0 and _whole_dataset(out) and _leftovers(disk) == [], str(again)


def test_evaluate_report_to_a_full_disk_is_named_and_leaves_no_half_report(tmp_path):
    plans = tmp_path / "plans.jsonl"
    plans.write_text(json.dumps({"idx": 1, "plan": []}) + "\n", encoding="utf-8")
    with _small_disk(tmp_path / "disk", size_kib=256) as disk:
        filler = _fill(disk)
        report = disk / "report.json"
        args = ("evaluate", str(plans), "--queries", "validation_dev", "--report", str(report))
        full = run_in_process(*args, cwd=tmp_path)
        assert full.code == 2 and "Traceback" not in full.output, str(full)
        _said_full(full.output, report)
        assert not report.exists() and [p.name for p in disk.iterdir()] == ["filler"]
        filler.unlink()
        again = run_in_process(*args, cwd=tmp_path)
        assert again.code == 0 and json.loads(report.read_text(encoding="utf-8")), str(again)


def test_bench_compare_out_to_a_full_disk_is_named_and_leaves_no_half_table(tmp_path):
    with _small_disk(tmp_path / "disk", size_kib=256) as disk:
        filler = _fill(disk)
        table = disk / "compare.md"
        args = ("bench", "compare", str(REPORT), str(REPORT), "--out", str(table))
        full = run_in_process(*args, cwd=tmp_path)
        assert full.code == 2 and "Traceback" not in full.output, str(full)
        _said_full(full.output, table)
        assert not table.exists() and [p.name for p in disk.iterdir()] == ["filler"]
        filler.unlink()
        again = run_in_process(*args, cwd=tmp_path)
        assert again.code == 0 and table.read_text(encoding="utf-8").strip(), str(again)


def test_the_set_is_large_enough():
    tests = [name for name in globals() if name.startswith("test_") and name != "test_the_set_is_large_enough"]
    assert len(tests) >= 8 and os.path.basename(__file__).endswith("_tenth.py") and signal.SIGKILL
