"""A disruption during the trip (``today``): what is lived never changes, at any rung; widening carries its proof.

Checked on the plans themselves (``lived_changes`` compares the delivered
plan with the one the disruption hit), not read off the repair's report.
"""

from __future__ import annotations

import pytest

from himap_travel.graphs.replan import replan_state
from himap_travel.planning.monitor.disruptions import stale_bookings
from himap_travel.planning.monitor.lived import from_today, lived_changes, past_fields
from himap_travel.planning.policies.expert import ExpertPolicy
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.planning.solver.fixed import solve_fixed_days
from himap_travel.state.world import Element, RowChange
from tests.unit.planning.monitor.test_repair_rungs import DaysFail, NoRoute, _assert_gone_and_valid_in_the_world, _planned

ROW = 50  # validation_dev: 5 days, Buffalo (nights 1-2) then New York (nights 3-4), flights on days 1, 3 and 5


@pytest.fixture(scope="module")
def trip(sandbox, validation_queries):
    values = _planned(sandbox, validation_queries[ROW].spec)
    assert values["status"] == "valid"
    return values


def _repair(sandbox, values, text, today, policy=None):
    return replan_state(values, text, provide(PlannerSettings(), sandbox=sandbox, policy=policy), today=today)


@pytest.mark.parametrize("policy", [ExpertPolicy, DaysFail, NoRoute])
@pytest.mark.parametrize("text, today", [("flight:day3", 3), ("restaurant:day4.lunch", 4), ("lodging:day3", 4),
                                         ("lodging:day1", 2), ("day:4", 4)])
def test_a_repair_never_changes_a_lived_day_at_any_rung(sandbox, trip, policy, text, today):
    after = _repair(sandbox, trip, text, today, policy())
    report, plan = after["repair"], after["plan"]
    assert report.lived_days == list(range(1, today))
    if plan:  # whatever the verdict, the lived days and the past of today are the plan's as they were
        assert lived_changes(trip["plan"], plan, today, report.past) == []
        assert plan[: today - 1] == trip["plan"][: today - 1]
    if report.status == "valid":
        _assert_gone_and_valid_in_the_world(sandbox, after)
        assert not set(report.changed_days) & set(report.lived_days)
    else:  # nothing fits without touching lived days: unsat, and the certificate says what is lived and what no longer fits
        assert report.status == "unsat" and "lived" in report.certificate.message, report.explanation


def test_nothing_fits_without_the_lived_days_is_unsat_with_what_was_spent(sandbox, trip):
    """Night 1 was slept in a listing that allows no fewer than 2 nights; it cancels night 2: no plan keeps night 1."""
    after = _repair(sandbox, trip, "lodging:day1", 2)
    report = after["repair"]
    spent = trip["sigma"].spent_on([1])
    assert report.status == "unsat" == after["verdict"].status
    assert "day 1 is lived" in report.certificate.message and f"(it cost ${spent:,.2f}:" in report.certificate.message
    assert "Σ" not in report.certificate.message  # a traveller reads it in the chat's reply: amounts as the chat writes them
    assert "minimum-nights" in report.certificate.message


def test_a_delay_on_day_n_keeps_what_came_before_the_new_time(sandbox, trip):
    """The day-3 flight leaves Buffalo late: the day's entries in Buffalo (before departure) stay; New York's are re-planned."""
    before = trip["plan"][2]
    after = _repair(sandbox, trip, "delay:day3@20:00", 3)
    report, day = after["repair"], after["plan"][2]
    assert report.status == "valid" and report.past, report.explanation
    assert all("Buffalo" in str(before[f]) for f in report.past)  # what the day held where it left from
    assert all(day[f] == before[f] for f in report.past)
    assert "Departure Time: 20:00" in day["transportation"]
    assert stale_bookings(after["plan"], after["world"], after["spec"].date) == []


def test_past_fields_follow_the_day_order_and_the_flight():
    day = {"current_city": "from A to B", "transportation": "Flight Number: F1, from A to B, Departure Time: 12:00, Arrival Time: 14:00",
           "breakfast": "X, A", "attraction": "S, A;", "lunch": "Y, B", "dinner": "Z, B", "accommodation": "H, B"}
    assert past_fields(day, {"transportation"}) == ["breakfast", "attraction"]  # before departure: what is in A
    assert past_fields(day, {"dinner"}) == ["transportation", "breakfast", "attraction", "lunch"]
    assert past_fields(day, {"accommodation"}) == ["transportation", "breakfast", "attraction", "lunch", "dinner"]
    assert past_fields(day, {"transportation", "breakfast", "attraction", "lunch", "dinner", "accommodation"}) == []  # a lost day


def test_a_removal_during_the_trip_holds_from_today_on():
    gone = RowChange(element=Element(kind="accommodation", name="H", city="B"), removed=True)
    dates = ["2022-03-01", "2022-03-02", "2022-03-03"]
    assert from_today([gone], dates, 2)[0].dates == ("2022-03-02", "2022-03-03")
    assert from_today([gone], dates, None) == (gone,)


def test_a_widened_repair_carries_its_proof(sandbox, trip):
    """Before the trip, New York's lost listing has no replacement for nights 3-4: the exact rung proves it, then widens."""
    after = _repair(sandbox, trip, "lodging:day3", None)
    report = after["repair"]
    assert report.status == "valid", report.explanation
    beyond = sorted(set(report.changed_days) - set(report.affected_days))
    assert beyond and report.widened is not None and report.widened.days == beyond
    assert "no listing left in New York" in report.widened.why and "widened" in report.explanation


def test_the_fixed_days_solver_keeps_every_other_day_and_prices_lived_days_as_spent(sandbox, trip):
    spec, plan = trip["spec"], trip["plan"]
    found = solve_fixed_days(spec, plan, [4], sandbox)
    assert found.status == "plan" and [d for d in range(5) if found.plan[d] != plan[d]] in ([], [3])
    spent = {1: spec.budget, 2: 0.0}  # Σ says day 1 spent the whole budget: nothing is left for day 4
    broke = solve_fixed_days(spec, plan, [4], sandbox, fixed_costs=spent)
    assert broke.status == "unsat" and broke.certificate.kinds == ["budget"]
    assert "$0.00 of the" in broke.certificate.message or "$-" in broke.certificate.message


def test_the_chat_reads_where_the_trip_stands():
    from himap_travel.planning.monitor.phrases import read_disruption, read_today

    assert read_today("We're on day 3 of the trip") == 3 and read_today("my flight on day 1 was cancelled") is None
    assert read_disruption("we're on day 3 and my flight today was cancelled").text == "flight:day3"
    assert read_disruption("It's day 2. The hotel cancelled tonight, fully booked").text == "lodging:day2"
    assert read_disruption("today is day 4: lunch today is closed").text == "restaurant:day4.lunch"


def test_a_chat_disruption_during_the_trip_keeps_the_lived_days():
    from langgraph.checkpoint.memory import InMemorySaver

    from himap_travel.graphs.chat import build_chat_graph

    chat, thread = build_chat_graph(InMemorySaver()), {"configurable": {"thread_id": "lived"}}
    first = chat.invoke({"messages": [("user", "3 days from Washington to Myrtle Beach, March 13-15 2022, 2 people, $1,400")]}, thread)
    assert first.get("plan"), first["messages"][-1].content
    after = chat.invoke({"messages": [("user", "We're on day 2 and the place for dinner today is closed")]}, thread)
    assert after["plan"] and after["plan"][0] == first["plan"][0], after["messages"][-1].content  # day 1 is lived
    assert after["plan"][1]["dinner"] != first["plan"][1]["dinner"]
    assert after["plan"][1]["breakfast"] == first["plan"][1]["breakfast"]  # past on day 2


def test_a_lived_stay_cut_below_its_minimum_is_unsat_in_the_chat_too():
    from langgraph.checkpoint.memory import InMemorySaver

    from himap_travel.graphs.chat import build_chat_graph

    chat, thread = build_chat_graph(InMemorySaver()), {"configurable": {"thread_id": "cut"}}
    chat.invoke({"messages": [("user", "3 days from Washington to Myrtle Beach, March 13-15 2022, 2 people, $1,400")]}, thread)
    after = chat.invoke({"messages": [("user", "We're on day 2 and our hotel tonight was cancelled")]}, thread)
    said = after["messages"][-1].content
    assert after["plan"] is None and "day 1 is lived" in said and "minimum-nights" in said


def test_the_served_repair_graph_takes_today(sandbox, trip):
    from himap_travel.graphs.repair import repair_graph
    from himap_travel.nodes.extract import GraphInputError

    given = {"trip": trip["spec"].model_dump(mode="json"), "plan": trip["plan"], "disruption": "flight:day3"}
    out = repair_graph.invoke({**given, "today": 3}, context=provide(PlannerSettings(), sandbox=sandbox))
    assert out["repair"].lived_days == [1, 2] and out["plan"][:2] == trip["plan"][:2]
    with pytest.raises(GraphInputError, match="today must be a day of the trip"):
        repair_graph.invoke({**given, "today": 6}, context=provide(PlannerSettings(), sandbox=sandbox))
