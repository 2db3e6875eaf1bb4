"""Fault probes of ``replan`` and of ``plan --thread``: what a careless or hostile user types, the first of each kind a
real process, the others in this one (``run_in_process``: the same command line, without seconds of imports each).

Each probe found the project failing open: a disruption read as another
number than the user sees, or as a change that changes nothing, written to
the thread; a refused command that created files beside the ``--db``; a
``--thread`` that named another thread than it seemed; a repair killed
half-way that ``plan`` then "finished" with the planner (delivering the old
plan, unchecked, as valid); a thread planned with an ablation repaired
without it. Each must now be refused (exit 2, the cause named, nothing
written) or run as the thread's own.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import textwrap

import pytest

from tests.support.faultkit import REPO, FileSnapshot, assert_clean_exit, assert_refused, cli_env, real_first, run_cli, run_in_process

# 5 days, two cities, flights (the cheapest plan's): every kind of disruption applies
ROW = ("--split", "validation_dev", "--row", "50", "--objective", "cheapest")


@pytest.fixture(scope="module")
def planned(tmp_path_factory):
    """validation_dev row 50 planned on thread t (valid)."""
    db = tmp_path_factory.mktemp("probe") / "trip.sqlite"
    assert_clean_exit(run_cli("plan", *ROW, "--thread", "t", "--db", str(db)), 0)
    return db


@pytest.fixture()
def trip_db(planned, tmp_path):
    copy = tmp_path / "trip.sqlite"
    shutil.copy(planned, copy)
    return copy


def replan(db, disruption: str, *extra: str, thread: str = "t", run=run_cli):
    return run("replan", "--thread", thread, "--db", str(db), "--disrupt", disruption, *extra)


MISREAD_DISRUPTIONS = [
    ("flight:day１", "name a venue"),  # a full-width digit: not the day the user sees
    ("day:３", "give a day of the plan"),
    ("delay:day1@１３:００", "a delay needs the new departure time"),
    ("price:day1.lodging=50%", "say how the price changes"),  # half of it, or up by half?
    ("price:day1.lodging=x2%", "a factor takes no %"),
    ("price:day1.lodging=+0%", "nothing changes"),
    ("price:day1.lodging=x1", "nothing changes"),
    ("price:day1.flight=-0", "nothing changes"),
    ("price:day1.lodging=999999999999999999999999", "at most $10,000,000"),
    ("price:day1.lodging=+9999999999%", "at most $10,000,000"),
    ("flight:day" + "9" * 5000, "longer than any the sandbox can name"),  # past Python's 4,300-digit limit: refused by length first
    ("day:" + "9" * 5000, "longer than any the sandbox can name"),
]


@pytest.mark.parametrize("disruption, cause", MISREAD_DISRUPTIONS)
def test_a_disruption_read_otherwise_than_written_is_refused_and_writes_nothing(trip_db, disruption, cause):
    before = FileSnapshot(trip_db.parent)
    result = replan(trip_db, disruption, run=real_first((disruption, cause), MISREAD_DISRUPTIONS))
    assert_refused(result, cause)
    assert "limit" not in result.words and before.changes() == []


def test_a_damaged_wal_file_is_refused_without_creating_its_journal(planned, tmp_path):
    damaged = tmp_path / "damaged.sqlite"
    damaged.write_bytes(planned.read_bytes()[:5000])  # a WAL database's header, then nothing
    before = FileSnapshot(tmp_path)
    assert_refused(replan(damaged, "flight:day1"), "damaged", str(damaged.name))
    assert_refused(run_in_process("plan", *ROW, "--thread", "t", "--db", str(damaged)), "damaged")
    assert before.changes() == []


BAD_THREADS = ["", " ", "t ", "a\tb", "x" * 300]


@pytest.mark.parametrize("thread", BAD_THREADS)
def test_a_thread_name_that_names_another_thread_is_refused(trip_db, thread):
    before = FileSnapshot(trip_db.parent)
    run = real_first(thread, BAD_THREADS)
    assert_refused(replan(trip_db, "flight:day1", thread=thread, run=run), "--thread")
    new_db = trip_db.parent / "new.sqlite"
    assert_refused(run("plan", *ROW, "--thread", thread, "--db", str(new_db)), "--thread")
    assert before.changes() == []


KILL_IN_MONITOR = textwrap.dedent("""
    import os, sys
    import himap_travel.nodes.monitor as monitor_node
    from himap_travel.execution.replan import replan
    from himap_travel.planning.runtime.settings import PlannerSettings

    def killed(*args, **kwargs):
        os._exit(137)  # as SIGKILL: no cleanup, the claim's holder is left dead

    monitor_node.resolve = killed  # the repair's first node dies half-way
    replan(sys.argv[2], PlannerSettings(), thread="t", db=sys.argv[1])
""")


def _kill_repair_half_way(db, disruption: str) -> None:
    script = KILL_IN_MONITOR.format(repo=str(REPO))
    done = subprocess.run([sys.executable, "-c", script, str(db), disruption], env=cli_env(), capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 137, done.stderr


def test_a_repair_killed_half_way_is_finished_by_replan_never_by_plan(trip_db):
    _kill_repair_half_way(trip_db, "day:3")
    before = _content(trip_db)
    refused = run_cli("plan", *ROW, "--thread", "t", "--db", str(trip_db))  # the real process; the rest in this one
    assert_refused(refused, "half-way through repairing day:3", "app.py replan")
    assert _content(trip_db) == before
    assert_refused(replan(trip_db, "flight:day1", run=run_in_process), "half-way through repairing day:3")
    resumed = replan(trip_db, "day:3", "--json", run=run_in_process)
    assert_clean_exit(resumed, 0)
    line = json.loads(resumed.stdout.strip().splitlines()[-1])
    assert line["repair"]["status"] == line["verdict"]["status"] == "valid"
    assert _stale(trip_db) == []
    assert_clean_exit(run_in_process("plan", *ROW, "--thread", "t", "--db", str(trip_db)), 0)  # finished: plan shows it


def _content(db) -> str:
    """The file's rows (a killed run's journal is folded in on any open, so the bytes may move while the rows do not)."""
    import sqlite3

    conn = sqlite3.connect(str(db))
    try:
        return "\n".join(conn.iterdump())
    finally:
        conn.close()


def _stale(db) -> list[str]:
    """What the thread's plan still books that its world took away (the evaluator's last word, re-run here)."""
    from himap_travel.execution.sqlite import sqlite_checkpointer
    from himap_travel.graphs.repair import compile_repair
    from himap_travel.planning.monitor.disruptions import stale_bookings
    from himap_travel.planning.monitor.state import RepairState

    with sqlite_checkpointer(db, RepairState, existing=True) as store:
        values = compile_repair(store).get_state({"configurable": {"thread_id": "t"}}).values
    return stale_bookings(values["plan"], values.get("world") or [])


ABLATIONS = [("no-solver", "solver_fallback", False), ("no-sigma", "monitoring", False), ("sequential", "executors", 1)]


@pytest.mark.parametrize("ablation, setting, held", ABLATIONS)
def test_a_thread_planned_with_an_ablation_is_repaired_with_it(tmp_path, monkeypatch, ablation, setting, held):
    import himap_travel.execution.replan as module
    from himap_travel.planning.runtime.settings import PlannerSettings

    db = tmp_path / "ablated.sqlite"
    plan = real_first((ablation, setting, held), ABLATIONS)
    assert_clean_exit(plan("plan", *ROW, "--ablation", ablation, "--thread", "t", "--db", str(db)), 0)
    used = []
    compiled = module._compiled_on
    monkeypatch.setattr(module, "_compiled_on", lambda store, thread, settings: used.append(settings) or compiled(store, thread, settings))
    monkeypatch.setenv("HIMAP_DATA_DIR", cli_env()["HIMAP_DATA_DIR"])
    outcome = module.replan("flight:day1", PlannerSettings(), thread="t", db=db)
    assert getattr(used[-1], setting) == held
    assert outcome.values["repair"].status == "valid"
