"""Repairs end to end on the real sandbox: every disruption kind, the unrepairable case, resuming after a kill.

What a repair must do is checked by rules, not read off its own report: the
disrupted element is not in the plan any more, the plan passes the
evaluator in both modes *in the disrupted world*, the days the monitor did
not release are the days of the old plan, and Σ's log shows each released
day released and then committed again, Σ holding the repaired plan.
"""

from __future__ import annotations

import pytest
from conftest import invoke_with_traces

from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.sandbox.world import world_of
from himap_travel.execution.checkpointers import memory_checkpointer
from himap_travel.execution.replan import replan
from himap_travel.graphs.planner import compile_planner
from himap_travel.graphs.repair import compile_repair
from himap_travel.graphs.replan import as_disruption, replan_state
from himap_travel.planning.monitor.deps import build_deps, elements_of
from himap_travel.planning.monitor.disruptions import DisruptionError, same_element
from himap_travel.planning.monitor.ledger import adopt_plan
from himap_travel.planning.monitor.state import RepairState
from himap_travel.planning.policies.expert import ExpertPolicy
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.planning.solver import solve_trip

ROW = 50  # validation_dev: 5 days, 2 cities, a flight on days 1, 3 and 5, two stays of two nights
UNREPAIRABLE = (0, "flight:day1")  # the only flight there on that day, and no drive: no plan exists


def planned(sandbox, spec, policy=None) -> dict:
    app = compile_planner(memory_checkpointer(RepairState))
    config = {"configurable": {"thread_id": "trip"}}
    app.invoke({"spec": spec}, config, context=provide(PlannerSettings(), sandbox=sandbox, policy=policy))
    return app.get_state(config).values


@pytest.fixture(scope="module")
def trip(sandbox, validation_queries):
    values = planned(sandbox, validation_queries[ROW].spec)
    assert values["status"] == "valid"
    return values


def repair(sandbox, values, text):
    return replan_state(values, text, provide(PlannerSettings(), sandbox=sandbox))


def repair_traces(sandbox, values, text) -> list:
    """The roles' traces of a repair (sent on the custom stream, not kept in the state)."""
    state = {**values, "disruption": as_disruption(text)}
    return invoke_with_traces(compile_repair(None), state, context=provide(PlannerSettings(), sandbox=sandbox))["traces"]


def assert_repaired(sandbox, before: dict, after: dict) -> None:
    report, plan, spec = after["repair"], after["plan"], after["spec"]
    world = world_of(sandbox, after["world"])
    for mode in ("official", "strict"):
        verdict = evaluate_plan(spec, plan, world, mode=mode)
        assert verdict.final_pass, (mode, verdict.failures)
    gone = [c.element for c in after["impact"].changes if c.removed]
    used = [n.element for n in elements_of(build_deps(plan))]
    assert not [g for g in gone for u in used if same_element(g, u)], "the disrupted element is still in the plan"
    untouched = [d for d in range(1, spec.days + 1) if d not in report.released_days]
    assert [plan[d - 1] for d in untouched] == [before["plan"][d - 1] for d in untouched]
    assert set(report.changed_days) <= set(report.released_days)
    events = [(e.kind, e.day) for e in after["sigma"].events[len(before["sigma"].events):]]
    for day in report.released_days:
        assert ("release", day) in events and ("recommit", day) in events[events.index(("release", day)):]
    assert after["sigma"].released == ()
    assert adopt_plan(after["sigma"], plan, spec.people_number, world) == []  # Σ holds exactly the repaired plan


def _departure(plan: list[dict], day: int) -> str:
    return plan[day - 1]["transportation"].split("Departure Time: ")[1][:5]


@pytest.mark.parametrize("text", ["flight:day1", "lodging:day1", "restaurant:day2.lunch", "attraction:day2.1", "day:2",
                                  "price:day3.lodging=x20"])
def test_each_disruption_kind_is_repaired_on_the_affected_days_only(sandbox, trip, text):
    after = repair(sandbox, trip, text)
    assert after["repair"].status == "valid", after["repair"].explanation
    assert after["repair"].level in ("days", "coordinator", "solver")
    assert after["repair"].released_days, "something had to be re-planned"
    assert_repaired(sandbox, trip, after)


def test_the_repair_keeps_to_the_affected_set_when_that_is_enough(sandbox, trip):
    after = repair(sandbox, trip, "lodging:day1")
    graph = build_deps(trip["plan"])
    stay = next(n for n in elements_of(graph, "stay") if 1 in n.days)
    assert after["repair"].level == "days"
    assert after["repair"].affected_days == list(stay.days) == after["repair"].released_days


def test_a_delay_is_repaired_or_stands(sandbox, trip):
    hour, minute = map(int, _departure(trip["plan"], 3).split(":"))
    later = f"{min(hour + 1, 23):02d}:{minute:02d}"
    after = repair(sandbox, trip, f"delay:day3@{later}")
    assert after["repair"].status == "valid"
    assert_repaired(sandbox, trip, after)


def test_a_price_rise_within_the_budget_changes_no_day_but_reprices_sigma(sandbox, trip):
    after = repair(sandbox, trip, "price:day1.lodging=+1%")
    report = after["repair"]
    assert (report.status, report.level, report.changed_days) == ("valid", "none", [])
    assert after["plan"] == trip["plan"]
    graph = build_deps(trip["plan"])
    nights = next(n for n in elements_of(graph, "stay") if 1 in n.days).days
    assert report.released_days == list(nights)
    world = world_of(sandbox, after["world"])
    assert after["sigma"].budget_used > trip["sigma"].budget_used
    assert_repaired(sandbox, trip, after)
    assert adopt_plan(after["sigma"], after["plan"], trip["spec"].people_number, world) == []


def test_an_element_the_plan_does_not_use_changes_nothing(sandbox, trip):
    used = {n.element.name for n in elements_of(build_deps(trip["plan"]), "meal")}
    unused = next(r for r in sandbox.restaurants_in("Reno") if r.name not in used)
    after = repair(sandbox, trip, f"restaurant:{unused.name}, Reno")
    assert (after["repair"].level, after["repair"].changed_days, after["plan"]) == ("none", [], trip["plan"])
    assert [c.element.name for c in after["world"]] == [unused.name]


@pytest.mark.parametrize("text, named", [
    ("restaurant:Nowhere Cafe, Reno", "restaurant Nowhere Cafe, Reno is not in the sandbox"),
    ("flight:F0000000", "flight F0000000 is not in the sandbox"),
    ("lodging:Hilton, Paris", "accommodation Hilton, Paris is not in the sandbox"),
    ("price:day1.lodging=-100000", "a new price must be above $0"),
    ("price:day1.lodging=x0", "a new price must be above $0"),
    ("price:day1.lodging=-100%", "a new price must be above $0"),
])
def test_a_disruption_of_what_does_not_exist_is_refused_and_changes_no_world(sandbox, trip, text, named):
    after = repair(sandbox, trip, text)
    assert after["repair"] is None and named in after["error"], after.get("error")
    assert not after.get("world") and after["plan"] == trip["plan"]
    if "not in the sandbox" in named:  # the refusal names what the plan does use instead
        assert "the plan uses" in after["error"]


def test_a_disruption_with_no_repair_is_unsat_with_the_solvers_reason(sandbox, validation_queries):
    row, text = UNREPAIRABLE
    values = planned(sandbox, validation_queries[row].spec)
    after = repair(sandbox, values, text)
    report = after["repair"]
    world = world_of(sandbox, after["world"])
    assert solve_trip(values["spec"], world, 10.0).status == "unsat"  # the oracle: no plan exists in that world
    assert report.status == "unsat" and after["verdict"].status == "unsat"
    assert report.certificate is not None and report.certificate.message in report.explanation
    assert "no repair exists" in report.explanation


def test_the_repair_graph_is_compiled_once_and_copied_only_for_a_checkpointer():
    assert compile_repair() is compile_repair()  # replan_state's path: no copy per repair
    saver = memory_checkpointer(RepairState)
    kept = compile_repair(saver)
    assert kept.checkpointer is saver and compile_repair().checkpointer is False  # False: never the caller's checkpointer


def test_a_replan_resumes_after_a_kill_without_replanning_finished_days(tmp_path, sandbox, validation_queries):
    calls: list[int] = []

    class Crashing(ExpertPolicy):
        crash = False

        def plan_day(self, task, *args, **kwargs):
            calls.append(task.day)
            if self.crash and task.day == 2:
                raise RuntimeError("simulated kill")
            return super().plan_day(task, *args, **kwargs)

    policy = Crashing()
    db = tmp_path / "trip.sqlite"
    from himap_travel.execution.run import run_plan

    settings = lambda: provide(PlannerSettings(executors=3), sandbox=sandbox, policy=policy)  # noqa: E731
    first = run_plan({"spec": validation_queries[ROW].spec}, settings(), thread="t", db=db)
    assert first.result.verdict.status == "valid"
    policy.crash, calls[:] = True, []
    with pytest.raises(RuntimeError, match="simulated kill"):
        replan("lodging:day1", settings(), thread="t", db=db)
    assert sorted(calls) == [1, 2]
    policy.crash, calls[:] = False, []
    outcome = replan("lodging:day1", settings(), thread="t", db=db)
    assert outcome.resumed and calls == [2]  # day 1 finished before the kill: not planned again
    values = outcome.values
    assert values["repair"].status == "valid" and values["repair"].released_days == [1, 2]
    assert [(e.kind, e.day) for e in values["sigma"].events] == [("release", 1), ("release", 2), ("recommit", 1), ("recommit", 2)]
    with pytest.raises(DisruptionError, match="repaired on thread t already"):  # the element is gone: said, not run again
        replan("lodging:day1", settings(), thread="t", db=db)
    assert calls == [2]


def test_a_second_disruption_plans_in_the_world_the_first_left(tmp_path, sandbox, validation_queries):
    from himap_travel.execution.run import run_plan

    db = tmp_path / "trip.sqlite"
    run_plan({"spec": validation_queries[ROW].spec}, provide(PlannerSettings(), sandbox=sandbox), thread="t", db=db)
    first = replan("restaurant:day2.lunch", provide(PlannerSettings(), sandbox=sandbox), thread="t", db=db).values
    second = replan("restaurant:day4.lunch", provide(PlannerSettings(), sandbox=sandbox), thread="t", db=db).values
    assert len(second["world"]) == 2
    gone = [c.element for c in second["world"]]
    used = [n.element for n in elements_of(build_deps(second["plan"]))]
    assert not [g for g in gone for u in used if same_element(g, u)]
    assert second["plan"][1] == first["plan"][1]  # day 2's repair stands


def test_a_city_that_lost_every_fitting_listing_is_replaced_and_only_its_visit_changes(sandbox, validation_queries):
    """No listing left in the first city fits the stay and the budget left: the route must change. The monitor
    goes straight to the exact rung, which proves that the stay's nights cannot be re-planned with every other
    day kept; only then the coordinator re-plans the city's visit (its nights and the leg out), moving that one
    city only (``keep_route``), and the report says the repair widened, and why."""
    before = planned(sandbox, validation_queries[46].spec)  # 5 days: Tallahassee (days 1-2), Tampa (3-4)
    after = repair(sandbox, before, "lodging:day1")
    report = after["repair"]
    assert report.level == "coordinator" and report.status == "valid"
    assert report.affected_days == [1, 2] and set(report.changed_days) <= {1, 2, 3}
    assert report.widened is not None and report.widened.days == [3] and "days 1, 2 cannot be re-planned" in report.widened.why
    assert_repaired(sandbox, before, after)
    old, new = before["result"].route, after["result"].route
    assert new[1:] == old[1:] and new[0] != old[0]  # one city moved
    monitor = next(t for t in repair_traces(sandbox, before, "lodging:day1") if t.role == "monitor")
    assert "the exact solver decides" in monitor.decision


def test_a_last_city_replaced_keeps_the_days_before_it(sandbox, validation_queries):
    before = planned(sandbox, validation_queries[3].spec)  # 7 days, 3 cities
    after = repair(sandbox, before, "lodging:day5")
    report = after["repair"]
    assert report.level == "coordinator" and set(report.changed_days) <= {5, 6, 7}
    assert after["plan"][:4] == before["plan"][:4]
    assert after["result"].route[:2] == before["result"].route[:2]
    assert_repaired(sandbox, before, after)


@pytest.mark.parametrize("row, text, day", [(40, "restaurant:day2.breakfast", 2), (36, "flight:day1", 1)])
def test_a_repair_that_must_spend_more_stays_within_the_affected_day(sandbox, validation_queries, row, text, day):
    """Row 40 lost its only Indian restaurant: the dearer Indian one also serves the Mexican that dinner was kept
    for, so dinner may be the cheapest anywhere, and the day fits the budget. Row 36 lost its flight: the
    cheapest other one lands at 23:07, so the day takes the cheapest that still leaves room for its sight and dinner."""
    before = planned(sandbox, validation_queries[row].spec)
    after = repair(sandbox, before, text)
    report = after["repair"]
    assert (report.level, report.status) == ("days", "valid")
    assert report.changed_days == report.affected_days == report.released_days == [day]
    assert_repaired(sandbox, before, after)


def test_a_read_back_flight_day_carries_its_planned_times(sandbox, trip):
    after = repair(sandbox, trip, "attraction:day2.1")
    legs = {t.day: t.leg for t in after["allocation"].tasks if t.leg}
    assert legs and all(leg.mode == "flight" for leg in legs.values())
    for day, leg in legs.items():
        text = trip["plan"][day - 1]["transportation"]
        assert leg.planned_times == (text.split("Departure Time: ")[1][:5], text.split("Arrival Time: ")[1][:5])


def test_the_solvers_repair_keeps_every_old_day_that_still_fits(sandbox, validation_queries, monkeypatch):
    """With executors that take the cheapest flight whatever room it leaves (as before ``planned_times``), day 1
    is not repaired by the executors: the exact rung re-plans day 1 with every other day kept, and days 2 and 3
    stay as they were (the whole-trip solver, then putting old days back, changed day 3 too)."""
    before = planned(sandbox, validation_queries[36].spec)
    monkeypatch.setattr("himap_travel.planning.policies.expert.executor._keeps_room", lambda task, times: True)
    after = repair(sandbox, before, "flight:day1")
    report = after["repair"]
    assert report.level == "solver" and report.status == "valid"
    assert report.changed_days == [1] and report.widened is None
    world = world_of(sandbox, after["world"])
    for mode in ("official", "strict"):
        assert evaluate_plan(after["spec"], after["plan"], world, mode=mode).final_pass
    assert after["plan"][1] == before["plan"][1]


def test_a_replan_takes_the_threads_claim_and_a_busy_thread_is_refused(tmp_path, sandbox, validation_queries):
    """While a plan of the thread runs (its claim held), a repair of it is refused, and nothing is written."""
    import sqlite3

    from himap_travel.execution.claims import claim_thread
    from himap_travel.execution.errors import ThreadBusy
    from himap_travel.execution.run import request_key, run_plan

    db = tmp_path / "trip.sqlite"
    spec = validation_queries[ROW].spec
    run_plan({"spec": spec}, provide(PlannerSettings(), sandbox=sandbox), thread="t", db=db)
    with claim_thread(sqlite3.connect(db), "t", request=request_key({"spec": spec})):  # a plan of it running here
        size = db.stat().st_size, db.stat().st_mtime_ns
        with pytest.raises(ThreadBusy, match="being planned by process"):
            replan("attraction:day2", provide(PlannerSettings(), sandbox=sandbox), thread="t", db=db)
        assert (db.stat().st_size, db.stat().st_mtime_ns) == size
    after = replan("attraction:day2", provide(PlannerSettings(), sandbox=sandbox), thread="t", db=db)
    assert after.values["repair"].status == "valid"
    row = sqlite3.connect(db).execute("SELECT state FROM himap_threads WHERE thread_id = 't'").fetchone()
    assert row == ("finished",)
