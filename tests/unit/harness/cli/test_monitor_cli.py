"""``app.py replan`` and ``app.py bench disrupt`` as a user runs them (the real sandbox, a SQLite thread)."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from himap_travel.app import cli
from himap_travel.harness.bench.disrupt_case import DisruptCase
from himap_travel.harness.bench.disrupt_report import group_metrics, markdown

ROW = 50  # validation_dev: 5 days, flights on days 1, 3 and 5 (see test_monitor_repair.py)
runner = CliRunner()


@pytest.fixture(scope="module")
def trip_db(tmp_path_factory):
    db = tmp_path_factory.mktemp("replan") / "trips.sqlite"
    result = runner.invoke(cli, ["plan", "--split", "validation_dev", "--row", str(ROW), "--thread", "trip", "--db", str(db), "--json"])
    assert result.exit_code == 0, result.output
    return db


def replan(db, *args):
    return runner.invoke(cli, ["replan", "--thread", "trip", "--db", str(db), *args])


def test_replan_json_names_the_disruption_the_changed_days_and_a_valid_plan(trip_db, tmp_path):
    png = tmp_path / "deps.png"
    result = replan(trip_db, "--disrupt", "attraction:day2.1", "--json", "--deps-png", str(png))
    assert result.exit_code == 0, result.output
    line = json.loads(result.stdout.strip().splitlines()[-1])
    report = line["repair"]
    assert report["disruption"] == "attraction:day2.1" and report["status"] == "valid" == line["verdict"]["status"]
    assert report["affected_days"] == [2] and set(report["changed_days"]) <= {2}
    assert len(line["plan"]) == 5 and png.stat().st_size > 0


def test_replan_shows_the_graph_what_changed_and_sigmas_log(trip_db):
    result = replan(trip_db, "--disrupt", "restaurant:day4.lunch", "--show-deps")
    assert result.exit_code == 0, result.output
    assert "stay:" in result.stdout and "spans" in result.stdout  # the dependency graph
    assert "What changed" in result.stdout and "release day 4" in result.stdout and "recommit day 4" in result.stdout


def test_a_narrow_terminal_folds_the_tables_cells_and_cuts_none(trip_db):
    """A cell that may not wrap is cut to "…" by rich (issue 42 saw cut cells): on a 60-column terminal every cell
    of the tables still shows whole, folded over lines."""
    result = runner.invoke(cli, ["replan", "--thread", "trip", "--db", str(trip_db), "--disrupt", "restaurant:day3.dinner"],
                           env={"COLUMNS": "60"})
    assert result.exit_code == 0, result.output
    assert "What changed" in result.stdout and "…" not in result.stdout


def test_a_bad_disruption_or_thread_exits_2_and_leaves_the_trip_alone(trip_db):
    bad = replan(trip_db, "--disrupt", "restaurant:day2")
    assert bad.exit_code == 2 and "say which meal" in bad.output
    missing = runner.invoke(cli, ["replan", "--thread", "nobody", "--db", str(trip_db), "--disrupt", "flight:day1"])
    assert missing.exit_code == 2 and "holds no trip" in " ".join(missing.output.split())
    fine = replan(trip_db, "--disrupt", "attraction:day4.1", "--json")
    assert fine.exit_code == 0, fine.output


def test_no_repair_exits_5_with_the_reason(tmp_path):
    db = tmp_path / "trips.sqlite"
    planned = runner.invoke(cli, ["plan", "--split", "validation_dev", "--row", "0", "--thread", "t", "--db", str(db), "--json"])
    assert planned.exit_code == 0
    result = runner.invoke(cli, ["replan", "--thread", "t", "--db", str(db), "--disrupt", "flight:day1", "--json"])
    assert result.exit_code == 5
    report = json.loads(result.stdout.strip().splitlines()[-1])["repair"]
    assert report["status"] == "unsat" and report["certificate"]["message"] in report["explanation"]


def test_bench_disrupt_writes_the_reports_with_the_issues_keys(tmp_path):
    out = tmp_path / "disrupt"
    result = runner.invoke(cli, ["bench", "disrupt", "--split", "validation_dev", "--limit", "1", "--out", str(out)])
    assert result.exit_code == 0, result.output
    report = json.loads((out / "report.json").read_text())
    keys = {"repair_rate", "repairable", "mean_days_changed", "mean_affected_days", "mean_repair_seconds", "mean_full_replan_seconds"}
    assert keys <= set(report["metrics"])
    cases = [json.loads(line) for line in (out / "cases.jsonl").read_text().splitlines()]
    assert report["metrics"]["cases"] == len(cases) and report["metrics"]["repairable"] == sum(c["repairable"] for c in cases)
    assert (out / "report.md").exists() and (out / "disrupt_days_changed.png").stat().st_size > 0
    again = runner.invoke(cli, ["bench", "disrupt", "--split", "validation_dev", "--limit", "1", "--out", str(out)])
    assert again.exit_code == 0 and len((out / "cases.jsonl").read_text().splitlines()) == len(cases)  # resumed: nothing re-run


def test_plan_shows_the_dependency_graph_it_would_repair_from(tmp_path):
    png = tmp_path / "plan-deps.png"
    result = runner.invoke(cli, ["plan", "--split", "validation_dev", "--row", str(ROW), "--show-deps", "--deps-png", str(png)])
    assert result.exit_code == 0, result.output
    said = result.output
    assert "dependency graph" in said and "leg:1" in said and "gates → meal:" in said and "spans → day:2" in said
    assert "locks → mode_lock" in said and png.stat().st_size > 0


def test_the_report_counts_the_repairs_that_changed_a_day_outside_their_affected_set():
    def case(affected, changed, status="valid"):
        return DisruptCase(idx=1, days=3, disruption="flight:day1", kind="flight", repairable=True, repair_status=status,
                           affected_days=affected, changed_days=changed, repair_seconds=0.01, full_seconds=0.05)

    metrics = group_metrics([case([1], [1, 3]), case([1, 2, 3], [1, 2]), case([2], [2]), case([1], [2], status="unsat")])
    assert metrics["changed_beyond_affected"] == 1  # fewer days than affected is no excess; an unrepaired case is not counted
    assert (metrics["mean_days_changed"], metrics["mean_affected_days"]) == (round(5 / 3, 4), round(5 / 3, 4))
    assert "repairs that changed a day outside their affected set: 1" in markdown({**_report(metrics), "metrics": metrics})


def _report(metrics: dict) -> dict:
    return {"title": "t", "command": None, "by_kind": {"flight": metrics}, "by_days": {"3": metrics}, "by_level": {"days": metrics}}


def test_a_repair_counts_only_when_the_element_is_gone_and_a_plan_exists():
    def case(repairable, status, gone):
        return DisruptCase(idx=1, days=3, disruption="flight:day1", kind="flight", repairable=repairable, repair_status=status,
                           element_gone=gone, repair_seconds=0.01, full_seconds=0.05)

    metrics = group_metrics([case(True, "valid", True), case(True, "valid", False), case(False, "valid", True),
                             case(False, "unsat", True)])
    assert (metrics["repairable"], metrics["repair_rate"]) == (2, 0.5)  # a plan that keeps the cancelled flight is no repair
    assert metrics["repaired_with_element_kept"] == 1 and metrics["valid_but_unrepairable"] == 1


def test_bench_disrupt_resumes_exactly_after_a_kill_mid_query(tmp_path):
    """A query cut off half-way (its cases partly written, the last line torn) runs again whole: no case twice."""
    from himap_travel.harness.bench.disrupt import resume

    cases, done = tmp_path / "cases.jsonl", tmp_path / "queries_done.txt"
    whole = [DisruptCase(idx=idx, days=3, disruption=f"flight:day{n}", kind="flight").model_dump_json() for idx, n in
             ((1, 1), (1, 3), (2, 1))]
    cases.write_text("\n".join(whole) + "\n" + whole[2][:17])  # query 2 was being disrupted: one case, then a torn line
    done.write_text("1\n2")  # "2" was being written when the run was killed: not done
    assert resume(cases, done) == {"1"}
    assert cases.read_text().splitlines() == whole[:2]
    assert resume(cases, done) == {"1"} and cases.read_text().splitlines() == whole[:2]  # idempotent


def test_bench_disrupt_repairs_solver_planned_trips_and_keeps_one_run_per_folder(tmp_path):
    """Trips the exact solver planned: every repair called valid has the element gone; another policy is another folder."""
    out = tmp_path / "disrupt-solver"
    args = ["bench", "disrupt", "--split", "validation_dev", "--limit", "1", "--out", str(out)]
    result = runner.invoke(cli, [*args, "--policy", "solver"])
    assert result.exit_code == 0, result.output
    report = json.loads((out / "report.json").read_text())
    assert report["policy"] == "solver" and report["metrics"]["cases"] > 0
    assert report["metrics"]["repaired_with_element_kept"] == 0 == report["metrics"]["valid_but_unrepairable"]
    other = runner.invoke(cli, args)  # the expert's run would be mixed into the solver's cases
    assert other.exit_code == 2 and "holds the disruption run" in " ".join(other.output.split())


@pytest.fixture(scope="module")
def cheapest_trip(tmp_path_factory):
    """Row 50's cheapest plan on thread ``trip``, planned once: each test repairs its own copy (``planned_db``)."""
    db = tmp_path_factory.mktemp("cheapest") / "trips.sqlite"
    assert runner.invoke(cli, ["plan", "--split", "validation_dev", "--row", str(ROW), "--thread", "trip", "--db", str(db),
                               "--objective", "cheapest", "--json"]).exit_code == 0  # the cheapest plan flies on days 1, 3 and 5
    return db


@pytest.fixture
def planned_db(cheapest_trip, tmp_path):
    """A copy of the planned trip's checkpoint file (SQLite's backup: whole, whatever the journal holds)."""
    import sqlite3

    db = tmp_path / "trips.sqlite"
    with sqlite3.connect(cheapest_trip) as source, sqlite3.connect(db) as copy:
        source.backup(copy)
    return db


def test_two_disruptions_are_both_applied(planned_db):
    """Issue 40: the second --disrupt replaced the first (the cancelled flight stayed booked, "valid")."""
    db = planned_db
    result = replan(db, "--disrupt", "restaurant:day2.lunch", "--disrupt", "attraction:day4.1", "--json")
    assert result.exit_code == 0, result.output
    lines = [json.loads(line) for line in result.stdout.strip().splitlines()]
    assert [line["repair"]["disruption"] for line in lines] == ["restaurant:day2.lunch", "attraction:day4.1"]
    first, last = lines[0]["repair"]["changes"], lines[-1]
    lunch_before = next(c["before"] for c in first if c["field"] == "lunch")
    assert all(day["lunch"] != lunch_before for day in last["plan"])  # the first disruption holds in the final plan
    assert last["verdict"]["status"] == "valid"


def test_the_same_disruption_twice_says_the_element_is_gone(planned_db):
    db = planned_db
    assert replan(db, "--disrupt", "restaurant:day2.lunch", "--json").exit_code == 0
    again = replan(db, "--disrupt", "restaurant:day2.lunch", "--json")
    said = " ".join(again.output.split())
    assert again.exit_code == 2 and "repaired on thread trip already" in said and "no longer books it" in said
    twice = replan(db, "--disrupt", "attraction:day4.1", "--disrupt", "attraction:day4.1")
    assert twice.exit_code == 2 and "given twice" in " ".join(twice.output.split())


def test_a_huge_target_is_refused_at_once_naming_the_flag(trip_db):
    """Issue 40: lodging:TARGET grew faster than its length (100,000 characters: over a minute, in rich's highlighter)."""
    import time

    started = time.perf_counter()
    result = replan(trip_db, "--disrupt", "lodging:" + "a" * 100_000 + ", New York")
    assert result.exit_code == 2 and "--disrupt" in result.output and "100,018 characters" in " ".join(result.output.split())
    assert time.perf_counter() - started < 5
    assert len(result.output) < 2_000  # the target is not echoed back


def test_today_outside_the_trip_or_in_the_past_is_refused(planned_db):
    db = planned_db
    late = replan(db, "--disrupt", "flight:day3", "--today", "9")
    assert late.exit_code == 2 and "the trip has days 1 to 5" in " ".join(late.output.split())
    past = replan(db, "--disrupt", "day:1", "--today", "3")
    assert past.exit_code == 2 and "already lived" in " ".join(past.output.split())


def test_replan_today_keeps_the_lived_days(planned_db):
    db = planned_db
    before = json.loads(runner.invoke(cli, ["replan", "--thread", "trip", "--db", str(db), "--disrupt", "attraction:day4.1",
                                            "--json"]).stdout.strip().splitlines()[-1])["plan"]
    result = replan(db, "--disrupt", "flight:day3", "--today", "3", "--json")
    assert result.exit_code == 0, result.output
    line = json.loads(result.stdout.strip().splitlines()[-1])
    assert line["repair"]["today"] == 3 and line["repair"]["lived_days"] == [1, 2]
    assert line["plan"][:2] == before[:2] and 3 in line["repair"]["changed_days"]


def test_the_report_counts_lived_days_changed_and_widening_with_and_without_proof():
    def case(**fields):
        given = {"repairable": True, "full_status": "valid", **fields}
        return DisruptCase(idx=1, days=3, disruption="flight:day2", kind="flight", repair_status="valid",
                           repair_seconds=0.01, full_seconds=0.05, **given)

    metrics = group_metrics([case(changed_lived=["day 1's lunch is lived and would change"]), case(widened_days=[3], widened_proof=True),
                             case(widened_days=[1]), case(), case(repairable=False, full_status="error")])
    assert (metrics["changed_lived_days"], metrics["widened_with_proof"], metrics["widened_without_proof"]) == (1, 1, 1)
    assert metrics["valid_but_unrepairable"] == 0 and metrics["full_replan_no_answer"] == 1  # no answer in time proves nothing
    said = markdown({**_report(metrics), "metrics": metrics})
    assert "changed a lived day (or what was past on the current day): **1**" in said and "without: **1**" in said


def test_what_changed_wraps_a_long_cell_and_cuts_nothing():
    """Issue 42: the table of what changed cut cells; each cell wraps inside its column, every word printed."""
    from rich.console import Console

    from himap_travel.harness.cli.replan import show_repair
    from himap_travel.planning.monitor.state import DayChange, RepairReport

    before = "Flight Number: F3791094, from Washington to Buffalo, Departure Time: 10:24, Arrival Time: 11:53"
    after = "Taxi, from Buffalo to Syracuse, duration: 2 hours 19 mins, distance: 245 km, cost: 490"
    report = RepairReport(disruption="flight:day1", reason="flight F3791094 (day 1) is unavailable", status="valid",
                          level="days", affected_days=[1], released_days=[1], changed_days=[1],
                          changes=[DayChange(day=1, field="transportation", before=before, after=after)])
    out = Console(width=60, record=True)
    show_repair(out, {}, report, show_deps=False)
    rows = [line.split("│")[3:5] for line in out.export_text().splitlines() if line.startswith("│")]
    assert len(rows) > 2  # wrapped over several lines
    assert [" ".join(" ".join(row[i] for row in rows).split()) for i in (0, 1)] == [before, after]
