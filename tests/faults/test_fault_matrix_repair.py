"""The fault matrix, repairs: ``replan`` as a user (or a careless one) runs it, each probe a real process (the refusals
of a disruption that does not fit: the first, the others in this one).

A repair is judged in the disrupted world: a plan the solver delivered and a
disruption with no repair ends unsat (exit 5) with the solver's reason, never
"valid" with the disrupted lodging still booked; a disruption of something
that does not exist is refused (exit 2) naming what the plan does use, and
the thread's file is not touched.
"""

from __future__ import annotations

import json
import shutil

import pytest

from tests.support.faultkit import FileSnapshot, assert_clean_exit, assert_refused, real_first, run_cli, run_in_process


@pytest.fixture(scope="module")
def solver_trip(tmp_path_factory):
    """validation_dev row 0 planned by the exact solver on a thread (3 days, one stay: no other listing fits the budget)."""
    db = tmp_path_factory.mktemp("repair") / "trip.sqlite"
    assert_clean_exit(run_cli("plan", "--split", "validation_dev", "--row", "0", "--policy", "solver", "--thread", "s0",
                              "--db", str(db)), 0)
    return db


@pytest.fixture()
def trip_db(solver_trip, tmp_path):
    copy = tmp_path / "trip.sqlite"
    shutil.copy(solver_trip, copy)
    return copy


def test_a_repair_that_cannot_exist_is_unsat_not_the_old_plan(trip_db):
    result = run_cli("replan", "--thread", "s0", "--db", str(trip_db), "--disrupt", "lodging:day1", "--json")
    assert_clean_exit(result, 5)
    line = json.loads(result.stdout.strip().splitlines()[-1])
    assert line["repair"]["status"] == "unsat" and line["repair"]["certificate"]["message"]
    assert "no repair exists" in line["repair"]["explanation"]


UNFIT_DISRUPTIONS = [
    ("flight:F0000000", "flight F0000000 is not in the sandbox"),
    ("lodging:Hilton, Paris", "Hilton, Paris is not in the sandbox"),
    ("restaurant:Nowhere Cafe, Appleton", "Nowhere Cafe, Appleton is not in the sandbox"),
    ("price:day1.lodging=-500", "a new price must be above $0"),
    ("price:day1.lodging=x0", "a new price must be above $0"),
    ("price:day1.lodging=-100%", "a new price must be above $0"),
    ("x0", "expected KIND:TARGET"),
    ("day:9", "give a day of the plan"),
]


@pytest.mark.parametrize("disruption, cause", UNFIT_DISRUPTIONS)
def test_a_disruption_that_does_not_fit_is_refused_and_writes_nothing(trip_db, disruption, cause):
    before = FileSnapshot(trip_db.parent)
    run = real_first((disruption, cause), UNFIT_DISRUPTIONS)  # the first a real process, the others in this one
    result = run("replan", "--thread", "s0", "--db", str(trip_db), "--disrupt", disruption)
    assert_refused(result, cause)
    assert before.changes() == []
    if "not in the sandbox" in cause:
        assert "the plan uses" in result.words


def test_after_refusals_the_thread_still_repairs_in_its_own_world(trip_db):
    """In this process (``replan`` ran as a real one above): what is checked is the thread's store, not the process."""
    assert_refused(run_in_process("replan", "--thread", "s0", "--db", str(trip_db), "--disrupt", "flight:F0000000"),
                   "not in the sandbox")
    result = run_in_process("replan", "--thread", "s0", "--db", str(trip_db), "--disrupt", "attraction:day2", "--json")
    assert result.code in (0, 5), str(result)
    line = json.loads(result.stdout.strip().splitlines()[-1])
    closed = line["repair"]["reason"].removeprefix("attraction ").split(" (day")[0]  # "Name, City"
    sights = " ".join(day["attraction"] for day in line["plan"] or [])
    if line["repair"]["status"] == "valid":
        assert closed not in sights and line["repair"]["changed_days"] == [2]
    else:
        assert line["repair"]["status"] == "unsat" and line["repair"]["certificate"]
