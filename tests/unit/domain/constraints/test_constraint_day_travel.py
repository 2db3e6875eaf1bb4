"""A maximum of travel hours per day, flights and drives together (issue 38, transport; stop 61).

End to end on the issue's own request (Washington to Orlando, 2 people, $2,500): its cheapest plan self-drives 12 h 15
min out and 12 h 10 min back, its flights last 2 h 16 min or longer. Read, searched (both the flight and the drive
searches, the tighter cap kept beside a flight's or a drive's own), planned (expert and solver, both objectives),
proved impossible with a certificate naming it, checked (strict and official: TravelPlanner's verdicts unchanged, the
extension reported beside) and shown. It bans no mode.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.constraints import day_travel, driving_hours, flight_hours, named
from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.evaluation.context import Context
from himap_travel.domain.evaluation.lookup import venue_index
from himap_travel.domain.evaluation.query import to_query
from himap_travel.domain.parsing import QueryParseError, parse_request
from himap_travel.nodes.chat.markdown import trip_lines
from himap_travel.planning.solver.model import TripModel
from himap_travel.state.trip import LocalConstraint
from himap_travel.tools import search_args
from tests.support.constraint_trips import BASE, OFFICIAL, orlando_spec, plan_result
from tests.unit.domain.constraints.test_constraint_flight_times import flights
from tests.unit.planning.solver.test_solver_best import NO_RUSH, plan_scores, small_facts


def _modes(plan) -> list[str]:
    return [unit["transportation"].split(",")[0] for unit in plan if unit.get("transportation") not in (None, "", "-")]


@pytest.mark.parametrize("text, hours", [
    ("No more than 6 hours of travel per day.", 6.0),
    ("We can't do more than five hours of travelling in a day.", 5.0),
    ("Keep our travel to 4 hrs a day.", 4.0),
    ("travel time should be under 7 hours a day", 7.0),
])
def test_the_parser_reads_it_and_bans_no_mode(sandbox, text, hours):
    local = parse_request(BASE + text, sandbox).spec.local_constraint
    assert (local.max_travel_hours, local.max_driving_hours, local.max_flight_hours, local.transportation) == (
        hours, None, None, None)


def test_a_limit_beside_a_driving_one_is_each_its_own(sandbox):
    local = parse_request(BASE + "No more than 5 hours of driving a day, and at most 8 hours of travel a day.",
                          sandbox).spec.local_constraint
    assert (local.max_driving_hours, local.max_travel_hours) == (5.0, 8.0)


@pytest.mark.parametrize("text", [
    "I am 80 and travelling with my daughter, we will drive but no more than 4 hours a day.",
    "We're traveling as a family and will drive, but not more than 4 hours a day.",
])
def test_hours_said_after_a_way_are_that_ways_limit(sandbox, text):
    local = parse_request(BASE + text, sandbox).spec.local_constraint
    assert (local.max_driving_hours, local.max_travel_hours) == (4.0, None)


@pytest.mark.parametrize("text, cause", [
    ("We love 5 hours of travel a day.", "a limit of travel time not understood"),
    ("We want more than 5 hours of travel a day.", "only a maximum of travel hours"),
    ("At most 4 hours of travel a day, and no more than 6 hours of travel per day.", "two different limits"),
])
def test_a_limit_it_cannot_keep_is_named(sandbox, text, cause):
    with pytest.raises(QueryParseError, match=cause):
        parse_request(BASE + text, sandbox)


def test_without_a_day_it_is_read_per_day_and_says_so(sandbox):
    request = parse_request(BASE + "No more than 6 hours of travel.", sandbox)
    assert request.spec.local_constraint.max_travel_hours == 6.0
    assert any("read per day" in w for w in request.warnings)


def test_both_searches_keep_it_and_the_tighter_cap_wins():
    local = LocalConstraint(max_travel_hours=5.0)
    assert search_args.distance_search_args(local, "A", "B", 2)["max_hours"] == 5.0
    assert search_args.flight_search_args(local, "A", "B", "2022-03-15", 1, True, False)["max_hours"] == 5.0
    both = LocalConstraint(max_travel_hours=5.0, max_flight_hours=3.0, max_driving_hours=6.0)
    assert search_args.flight_search_args(both, "A", "B", "2022-03-15", 1, True, False)["max_hours"] == 3.0
    assert search_args.distance_search_args(both, "A", "B", 2)["max_hours"] == 5.0
    with pytest.raises(ValueError):
        LocalConstraint.model_validate({"max travel hours": 25})


@pytest.mark.parametrize("policy", ["expert", "solver"])
@pytest.mark.parametrize("objective", ["cheapest", "best"])
def test_the_planners_keep_them(sandbox, policy, objective):
    """At 12 hours every drive (12 h 10 min or more) is too long: the plan flies, each flight within the limit; at 2 h 20
    min only the shorter flights are kept."""
    for hours in (12.0, 2 + 20 / 60):
        spec = orlando_spec(max_travel_hours=hours).model_copy(update={"budget": 5000.0})
        result = plan_result(spec, sandbox, policy, objective)
        assert result.verdict.status == "valid"
        assert not {"Self-driving", "Taxi"} & set(_modes(result.plan))
        flown = flights(sandbox, result.plan)
        assert flown and all(flight_hours.allows(row, hours) for _day, row in flown)
        for mode in ("official", "strict"):
            verdict = evaluate_plan(spec, result.plan, sandbox, mode)
            assert verdict.final_pass and verdict.hard["max_travel_hours"] is True


@pytest.mark.parametrize("hours", [12.0, 2 + 20 / 60])
def test_the_solvers_optimum_is_the_brute_force_one_under_both_objectives(sandbox, hours):
    """Facts gathered with the limit hold only legs that keep it; on them, the model's optimum is the enumeration's."""
    spec = orlando_spec(max_travel_hours=hours).model_copy(update={"budget": 1_000_000.0})
    facts, city = small_facts(spec, sandbox)
    legs = [leg for options in facts.legs.values() for leg in options]
    assert legs
    for leg in legs:
        assert (driving_hours if leg.day is None else flight_hours).allows(leg.option, hours)
    scores = list(plan_scores(facts, city, spec))
    cheapest = TripModel(facts).solve(NO_RUSH)
    best = TripModel(facts, objective="best").solve(NO_RUSH)
    assert cheapest.status == "optimal" and cheapest.solution.cost == min(cost for _points, cost in scores)
    assert best.status == "optimal" and (best.solution.quality, -best.solution.cost) == max((p, -c) for p, c in scores)


@pytest.mark.parametrize("objective", ["cheapest", "best"])
def test_an_unreachable_limit_is_proved_impossible_with_a_certificate(sandbox, objective):
    result = plan_result(orlando_spec(max_travel_hours=1.5), sandbox, "expert", objective)
    assert result.verdict.status == "unsat"
    certificate = result.verdict.certificate
    assert certificate is not None and "max_travel_hours" in certificate.kinds
    assert "with at most 1 hour 30 minutes of travel a day, no transport links Washington and Orlando" in certificate.message


def test_the_evaluator_fails_a_day_that_travels_too_long_and_keeps_travelplanners_verdicts(sandbox):
    drives = plan_result(orlando_spec(), sandbox, "solver").plan  # self-drives 12 h 15 min, then 12 h 10 min
    flies = plan_result(orlando_spec(transportation="no self-driving"), sandbox, "solver").plan
    for mode in ("official", "strict"):
        for plan, rules, limit, reason in (
            (drives, {}, 12.0, "day 1 travels 12 h 15 min, over 12 hours"),
            (flies, {"transportation": "no self-driving"}, 2.0, "over 2 hours"),
        ):
            plain = evaluate_plan(orlando_spec(**rules), plan, sandbox, mode)
            assert "max_travel_hours" not in plain.hard
            verdict = evaluate_plan(orlando_spec(**rules, max_travel_hours=limit), plan, sandbox, mode)
            assert verdict.hard["max_travel_hours"] is False and not verdict.final_pass
            assert any(reason in r for r in verdict.reasons["max_travel_hours"])
            assert {k: verdict.hard[k] for k in OFFICIAL} == {k: plain.hard[k] for k in OFFICIAL}


def test_a_day_sums_its_legs_and_fails_closed(sandbox):
    plan = [dict(day) for day in plan_result(orlando_spec(), sandbox, "solver").plan]
    two_legs = f"{plan[0]['transportation']}; Taxi, from Orlando to Washington, duration: 12 hours 10 mins, distance: 1,361 km, cost: 1361"
    for strict in (False, True):
        query = to_query(orlando_spec(max_travel_hours=20))
        ctx = Context(query, [{**plan[0], "transportation": two_legs}], venue_index(sandbox), strict)
        assert day_travel.day_minutes(ctx, two_legs, 1) == 12 * 60 + 15 + 12 * 60 + 10
        assert any("day 1 travels 24 h 25 min, over 20 hours" in r for r in day_travel.check(ctx))
        unknown = [{**plan[0], "transportation": "Flight Number: F0000000, from Washington to Orlando, Departure Time: 08:00"}]
        ctx = Context(query, unknown, venue_index(sandbox), strict)
        assert any("gives no time" in r for r in day_travel.check(ctx))


def test_it_shows_and_reads_back(sandbox):
    assert trip_lines(orlando_spec(max_travel_hours=6).as_row())[1] == "constraints: at most 6 hours of travel a day"
    for value in (6.0, 4.5):
        sentence = named("max_travel_hours").flex_sentence(value)
        assert parse_request(BASE + sentence, sandbox).spec.local_constraint.max_travel_hours == value, sentence
