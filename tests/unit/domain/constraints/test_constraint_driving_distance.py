"""A maximum of driving distance a day (``max_driving_km``, domain/constraints/driving_distance.py): "no more than 300
miles of driving a day" was refused ("a driving limit in miles or km cannot be kept"), though the distance table gives
each drive's km beside its duration."""

from __future__ import annotations

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.domain.constraints import driving_distance
from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.evaluation.context import Context
from himap_travel.domain.evaluation.lookup import venue_index
from himap_travel.domain.evaluation.query import to_query
from himap_travel.domain.parsing import parse_request
from himap_travel.domain.parsing.query import QueryParseError
from himap_travel.graphs.chat import build_chat_graph
from himap_travel.graphs.planner import compile_planner
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import result_of
from himap_travel.state.trip import LocalConstraint, TripSpec
from himap_travel.tools.search_args import DistanceSearchArgs
from himap_travel.tools.searches import search_distance
from tests.support.chat_checks import local_rules, said_in_thread
from tests.support.reading_scoring import BASE

SACRAMENTO = "Plan a 3-day trip from Sacramento to San Francisco for 2 people, March 10 to 12, 2022, with a budget of $2,500. "


@pytest.mark.parametrize(("text", "km", "per_day"), [
    ("no more than 300 miles of driving a day", 482.8, True),
    ("we don't want to drive more than 250 miles", 402.3, False),  # a negated "more than", per day said in a warning
    ("max 400 km per day driving", 400.0, True),
    ("drive at most 500 km a day", 500.0, True),
    ("300 miles of driving a day max", 482.8, True),
])
def test_a_distance_capped_is_read_in_km(sandbox, text: str, km: float, per_day: bool) -> None:
    request = parse_request(BASE + text, sandbox)
    local = request.spec.local_constraint
    assert local.max_driving_km == km and local.transportation is None and not request.not_kept  # no ban of driving
    assert any("read per day" in w for w in request.warnings) != per_day
    assert any(f"read as {km:g} km" in w for w in request.warnings) == ("mi" in text)


@pytest.mark.parametrize(("text", "named"), [
    ("300 miles of driving a day", "only a maximum"),  # no cap
    ("no more than 300 miles of driving a day, and max 400 km of driving", "two different driving distances"),
])
def test_a_distance_no_rule_keeps_is_refused_naming_it(sandbox, text: str, named: str) -> None:
    with pytest.raises(QueryParseError) as error:
        parse_request(BASE + text, sandbox)
    assert any(named in p for p in error.value.problems), error.value.problems


def test_the_hours_cap_reads_as_before(sandbox) -> None:
    local = parse_request(BASE + "no more than 4 hours of driving per day", sandbox).spec.local_constraint
    assert local.max_driving_hours == 4.0 and local.max_driving_km is None


def _spec(km: float) -> TripSpec:
    return TripSpec(org="Sacramento", dest="San Francisco", days=3, visiting_city_number=1,
                    date=["2022-03-10", "2022-03-11", "2022-03-12"], people_number=2, budget=2500,
                    local_constraint=LocalConstraint(max_driving_km=km))


def test_the_search_keeps_only_drives_short_enough(sandbox) -> None:
    row = sandbox.distance("Sacramento", "San Francisco")
    assert row is not None and row.km is not None
    kept = search_distance(sandbox, DistanceSearchArgs(origin="Sacramento", destination="San Francisco", people=2, max_km=row.km))
    dropped = search_distance(sandbox, DistanceSearchArgs(origin="Sacramento", destination="San Francisco", people=2,
                                                          max_km=row.km - 1))
    assert kept.options and not dropped.options and "km of driving a day allowed" in (dropped.message or "")
    assert driving_distance.allows(row, row.km) and not driving_distance.allows(row, row.km - 1)


@pytest.mark.parametrize("policy", ["expert", "solver"])
def test_both_planners_keep_the_cap_or_prove_it_cannot_be(sandbox, policy: str) -> None:
    km = sandbox.distance("Sacramento", "San Francisco").km
    settings = PlannerSettings(policy=policy, solver_fallback=False)
    kept = result_of(compile_planner().invoke({"spec": _spec(km + 1)}, context=provide(settings, sandbox=sandbox)))
    assert kept.verdict.status == "valid", kept.verdict.failures
    assert evaluate_plan(_spec(km + 1), kept.plan, sandbox, "strict").hard["max_driving_km"] is True
    assert evaluate_plan(_spec(km - 1), kept.plan, sandbox, "strict").hard["max_driving_km"] is False  # the same plan, a tighter cap
    impossible = result_of(compile_planner().invoke({"spec": _spec(50)}, context=provide(PlannerSettings(policy=policy),
                                                                                           sandbox=sandbox)))
    certificate = impossible.verdict.certificate
    assert impossible.verdict.status == "unsat" and certificate is not None and certificate.kinds == ["max_driving_km"]
    assert "with at most 50 km of driving a day" in certificate.message


def test_a_leg_with_no_distance_fails_closed(sandbox) -> None:
    """A drive between cities the distance table gives no km for breaks the cap: it cannot be checked."""
    settings = PlannerSettings(policy="expert", solver_fallback=False)
    plan = [dict(day) for day in result_of(compile_planner().invoke({"spec": _spec(400)}, context=provide(settings, sandbox=sandbox))).plan]
    plan[0]["transportation"] = "Taxi, from Sacramento to Honolulu, duration: 1 hour, distance: 1 km, cost: 1"
    assert sandbox.distance("Sacramento", "Honolulu").km is None
    context = Context(to_query(_spec(400)), plan, venue_index(sandbox), True)
    assert [r for r in driving_distance.check(context) if "gives no distance" in r] and context.drive_km("-") == 0


def test_the_chat_reads_a_distance_cap_and_says_it() -> None:
    app = build_chat_graph(InMemorySaver())
    after, said = said_in_thread(app, "driving-km", SACRAMENTO, "no more than 100 miles of driving a day")
    assert local_rules(after)["max driving km"] == 160.9 and "at most 160.9 km of driving a day" in said


def test_the_chat_takes_a_new_distance_said_alone() -> None:
    """"actually make that 50 miles" after a cap in miles: the value, in km (was "I couldn't tell what 50 counts")."""
    app = build_chat_graph(InMemorySaver())
    after, said = said_in_thread(app, "driving-km-again", SACRAMENTO, "we don't want to drive more than 100 miles a day",
                                 "actually make that 50 miles")
    assert local_rules(after)["max driving km"] == 80.5
    assert "at most 160.9 km of driving a day → at most 80.5 km of driving a day" in said


def test_the_evaluator_fails_a_day_driving_too_far_and_keeps_travelplanners_verdicts(sandbox) -> None:
    """The same plan under a cap it breaks fails ``max_driving_km`` in both modes, and TravelPlanner's verdicts stay."""
    km = sandbox.distance("Sacramento", "San Francisco").km
    plan = result_of(compile_planner().invoke({"spec": _spec(km + 1)}, context=provide(PlannerSettings(policy="solver"),
                                                                                         sandbox=sandbox))).plan
    for mode in ("official", "strict"):
        kept, broken = (evaluate_plan(_spec(cap), plan, sandbox, mode) for cap in (km + 1, km - 1))
        assert kept.hard["max_driving_km"] is True and broken.hard["max_driving_km"] is False
        assert {k: v for k, v in kept.hard.items() if k != "max_driving_km"} == {
            k: v for k, v in broken.hard.items() if k != "max_driving_km"}
        assert any(f"over {km - 1:g} km" in r for r in broken.reasons.get("max_driving_km", [])), broken.reasons
