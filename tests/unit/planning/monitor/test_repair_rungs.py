"""Every rung of the repair ladder delivers a plan that no longer holds what the disruption took away.

Each rung is forced in turn (the day executors fail, the coordinator finds no
route, the trip was planned by the solver in the first place), and the
delivered plan is checked by rules, not read off the repair's own report:
it books nothing the disrupted world lacks, and it passes the evaluator in
both modes in that world, or the answer is an honest unsat.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.sandbox.world import world_of
from himap_travel.execution.checkpointers import memory_checkpointer
from himap_travel.graphs.planner import compile_planner
from himap_travel.graphs.replan import replan_state
from himap_travel.nodes.deliver_repair import _fail_closed
from himap_travel.planning.monitor.deps import build_deps, elements_of
from himap_travel.planning.monitor.disruptions import stale_bookings
from himap_travel.planning.monitor.state import RepairState
from himap_travel.planning.policies.expert import ExpertPolicy
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.evaluation import Evaluation
from himap_travel.state.graph_state import PlanResult
from himap_travel.state.plan import DayOutcome, Infeasibility, PlanningError, Verdict
from himap_travel.state.world import Element, RowChange

ROW = 50  # validation_dev: 5 days, 2 cities, flights on days 1, 3 and 5, two stays of two nights


class DaysFail(ExpertPolicy):
    """Day executors that cannot re-plan a day the monitor released, until the coordinator changed the route."""

    escalated = False

    def allocate(self, spec, feedback, tools):
        self.escalated = self.escalated or any(f.keep_route for f in feedback)
        return super().allocate(spec, feedback, tools)

    def plan_day(self, task, sigma, avoid, tools, iteration, attempt, note=""):
        if "run-time monitor" in (note or "") and not self.escalated:
            return DayOutcome.of(task, iteration, attempt, 0, infeasible=Infeasibility(day=task.day, violation_type="availability",
                                                                                     reason="forced by the test"))
        return super().plan_day(task, sigma, avoid, tools, iteration, attempt, note=note)


class NoRoute(DaysFail):
    """...and a coordinator that finds no route for a repair: only the exact solver is left."""

    def allocate(self, spec, feedback, tools):
        if any(f.keep_route for f in feedback):
            raise PlanningError("forced by the test")
        return super().allocate(spec, feedback, tools)


def _planned(sandbox, spec, policy_name: str = "expert", policy=None) -> dict:
    app = compile_planner(memory_checkpointer(RepairState))
    config = {"configurable": {"thread_id": "trip"}}
    app.invoke({"spec": spec}, config, context=provide(PlannerSettings(policy=policy_name), sandbox=sandbox, policy=policy))
    return app.get_state(config).values


def _assert_gone_and_valid_in_the_world(sandbox, after: dict) -> None:
    world = world_of(sandbox, after["world"])
    assert stale_bookings(after["plan"], after["world"]) == []
    removed = [c.element for c in after["world"] if c.removed]
    assert removed and not {e.name for e in removed} & {n.element.name for n in elements_of(build_deps(after["plan"]))}
    for mode in ("official", "strict"):
        assert evaluate_plan(after["spec"], after["plan"], world, mode=mode).final_pass, mode


# The exact rung comes before the coordinator: it re-plans the affected days with every other day fixed, so the days
# the executors could not repair are repaired there (the coordinator only after its proof that they cannot be).
@pytest.mark.parametrize("policy, level", [(ExpertPolicy, "days"), (DaysFail, "solver"), (NoRoute, "solver")])
@pytest.mark.parametrize("text", ["lodging:day1", "flight:day3"])
def test_each_rung_delivers_a_plan_without_the_disrupted_element(sandbox, validation_queries, policy, level, text):
    values = _planned(sandbox, validation_queries[ROW].spec)
    after = replan_state(values, text, provide(PlannerSettings(), sandbox=sandbox, policy=policy()))
    report = after["repair"]
    assert report.level == level, report.explanation
    assert report.status == "valid", report.explanation
    assert set(report.changed_days) <= set(report.affected_days) or (report.widened and report.widened.why), report.explanation
    _assert_gone_and_valid_in_the_world(sandbox, after)


@pytest.mark.parametrize("text", ["lodging:day1", "flight:day1", "meal"])
def test_a_plan_the_solver_delivered_is_repaired_in_the_disrupted_world(sandbox, validation_queries, text):
    """The solver's own plan carries an iteration the planner's counter never reached: it must not count as the repair."""
    values = _planned(sandbox, validation_queries[ROW].spec, policy_name="solver")
    assert values["result"].planner == "solver"
    if text == "meal":  # the first meal the solver's plan books
        _, day, slot = elements_of(build_deps(values["plan"]), "meal")[0].id.split(":")
        text = f"restaurant:day{day}.{slot}"
    after = replan_state(values, text, provide(PlannerSettings(policy="solver"), sandbox=sandbox))
    report = after["repair"]
    assert not [n for n in after["verdict"].notes + after["verdict"].failures if "unknown day" in n]  # Σ holds the trip
    if text.startswith("restaurant"):  # a meal is repaired on its day: Σ holds the solver's plan, so the days rung works
        assert (report.level, report.changed_days) == ("days", [int(text.split("day")[1].split(".")[0])])
    if report.status == "valid":
        assert report.changed_days, "a valid repair of a used element changes some day"
        _assert_gone_and_valid_in_the_world(sandbox, after)
    else:  # no repair exists: said with the solver's proof
        assert report.status == "unsat" and report.certificate is not None


def test_a_solver_plan_with_no_repair_is_unsat_not_the_old_plan(sandbox, validation_queries):
    """The issue's probe: validation_dev row 0 planned by the solver, its only lodging lost (no other fits the budget)."""
    values = _planned(sandbox, validation_queries[0].spec, policy_name="solver")
    after = replan_state(values, "lodging:day1", provide(PlannerSettings(policy="solver"), sandbox=sandbox))
    assert after["repair"].status == "unsat" and after["repair"].certificate is not None
    assert after["verdict"].status == "unsat"


def _verdict(status: str) -> Verdict:
    return Verdict(status=status, official_pass=status == "valid", strict_pass=status == "valid")


def test_a_delivered_plan_that_keeps_a_removed_element_is_never_valid():
    """The last guard of deliver_repair, whatever rung made the plan: a plan of another world is downgraded."""
    plan = [{"days": 1, "current_city": "A", "transportation": "-", "breakfast": "Cafe X, A", "attraction": "-", "lunch": "-",
             "dinner": "-", "accommodation": "-"}]
    unchecked = Evaluation(commonsense={}, hard={}, final_pass=True)
    result = PlanResult(plan=plan, verdict=_verdict("valid"), official=unchecked, strict=unchecked, iteration=1, iterations=1)
    update = {"plan": plan, "verdict": _verdict("valid"), "status": "valid", "result": result}
    closed = RowChange(element=Element(kind="restaurant", name="Cafe X", city="A"), removed=True)
    guarded = _fail_closed(update, [closed])
    assert guarded["status"] == guarded["verdict"].status == guarded["result"].verdict.status == "invalid"
    assert "which is unavailable" in guarded["verdict"].failures[0]
    assert _fail_closed(update, [closed.model_copy(update={"element": Element(kind="restaurant", name="Cafe Y", city="A")})]) is update


def test_a_delayed_flight_is_shown_with_its_new_times():
    plan = [{"days": 1, "current_city": "from A to B",
             "transportation": "Flight Number: F1, from A to B, Departure Time: 07:00, Arrival Time: 09:00"}]
    delayed = RowChange(element=Element(kind="flight", name="F1"), dep_time="10:00", arr_time="12:00")
    assert "old times" in stale_bookings(plan, [delayed])[0]
    plan[0]["transportation"] = plan[0]["transportation"].replace("07:00", "10:00").replace("09:00", "12:00")
    assert stale_bookings(plan, [delayed]) == []
