"""A maximum of driving hours per day and a maximum flight duration (issue 38, transport).

End to end on the issue's own request (Washington to Orlando, 2 people, $2,500): its cheapest plan self-drives 12 h 15
min out and 12 h 10 min back, and its cheapest flights last 2 h 16 min and 2 h 24 min. Read (text and LLM form),
searched, planned (expert and solver, both objectives; the solver's optimum checked by brute force), proved impossible
with a certificate naming the constraint, checked (strict and official: TravelPlanner's verdicts unchanged, the
extension reported beside), shown on the command line and edited in the chat. Neither bans a mode.
"""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from himap_travel import app as cli_app
from himap_travel.domain.constraints import driving_distance, driving_hours, flight_hours, named
from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.evaluation.context import Context
from himap_travel.domain.evaluation.lookup import venue_index
from himap_travel.domain.evaluation.query import to_query
from himap_travel.domain.parsing import QueryParseError, parse_request
from himap_travel.nodes.chat.markdown import trip_lines
from himap_travel.planning.solver.model import TripModel
from himap_travel.state.trip import LocalConstraint
from himap_travel.tools.searches import search
from tests.support.constraint_trips import BASE, OFFICIAL, chat_session, orlando_spec, plan_result
from tests.unit.domain.constraints.test_constraint_flight_times import NO_DRIVE, flights
from tests.unit.planning.solver.test_solver_best import NO_RUSH, plan_scores, small_facts


def _roomy(**rules):
    """The request with room in its budget (a rule that binds may cost more than $2,500)."""
    return orlando_spec(**rules).model_copy(update={"budget": 5000.0})


def _modes(plan) -> list[str]:
    return [unit["transportation"].split(",")[0] for unit in plan if unit.get("transportation") not in (None, "", "-")]


# --- reading ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, driving, flying, rule", [
    ("No more than 4 hours of driving per day.", 4.0, None, None),
    ("We don't want to drive more than five hours a day.", 5.0, None, None),
    ("max 3 hours behind the wheel each day", 3.0, None, None),
    ("Limit the driving to 6 hours a day.", 6.0, None, None),
    ("No flights longer than 3 hours.", None, 3.0, None),
    ("Nothing over 5 hours in the air.", None, 5.0, None),
    ("we don't want more than 3 hours in a plane", None, 3.0, None),  # (refused: "a flight duration not understood")
    ("max 4 hours on planes", None, 4.0, None),
    ("Flights under 2 hours 30 minutes, and no self-driving.", None, 2.5, "no self-driving"),
    ("No flights over 90 minutes, and at most 4 hours of driving a day.", 4.0, 1.5, None),
])
def test_the_parser_reads_them_and_bans_no_mode(sandbox, text, driving, flying, rule):
    local = parse_request(BASE + text, sandbox).spec.local_constraint
    assert (local.max_driving_hours, local.max_flight_hours, local.transportation) == (driving, flying, rule)


@pytest.mark.parametrize("text, cause", [
    ("We love 4 hours of driving.", "only a maximum of driving hours"),
    ("A drive of 4 hours or so is fine.", "a driving limit not understood"),
    ("No more than a few hours of driving.", "a number of hours"),
    ("Flights over 2 hours.", "only a maximum flight duration"),
    ("A flight of about 3 hours is ok.", "a flight duration not understood"),
    ("At most 4 hours of driving a day, and no more than 6 hours of driving a day.", "two different driving limits"),
])
def test_a_limit_it_cannot_keep_is_named(sandbox, text, cause):
    with pytest.raises(QueryParseError, match=cause):
        parse_request(BASE + text, sandbox)


def test_a_limit_without_a_day_is_read_per_day_and_says_so(sandbox):
    request = parse_request(BASE + "Drive no more than six hours.", sandbox)
    assert request.spec.local_constraint.max_driving_hours == 6.0
    assert any("read per day" in w for w in request.warnings)


def test_the_llm_form_and_a_row_state_them(sandbox):
    from tests.support.scripted_server import ScriptedServer

    form = {"org": "Washington", "dest": "Orlando", "days": 3, "visiting_city_number": 1,
            "date": ["2022-03-15", "2022-03-16", "2022-03-17"], "people_number": 2, "budget": 2500,
            "max_driving_hours": 6, "max_flight_hours": 2.5}
    server = ScriptedServer(lambda body: {"content": json.dumps(form)})
    spec = server.policy(sandbox).extract(BASE, tools=None)
    assert (spec.local_constraint.max_driving_hours, spec.local_constraint.max_flight_hours) == (6, 2.5)
    row = spec.local_constraint.as_row()
    assert row["max driving hours"] == 6 and row["max flight hours"] == 2.5
    for bad in ({"max driving hours": 0}, {"max driving hours": 25}, {"max flight hours": -1}, {"max flight hours": float("inf")}):
        with pytest.raises(ValueError):
            LocalConstraint.model_validate(bad)


# --- searches, planners, certificate ------------------------------------------------------------------------------------

def test_the_searches_keep_them(sandbox):
    drive = {"origin": "Washington", "destination": "Orlando", "people": 2}
    assert search(sandbox, "distance_search", {**drive, "max_hours": 13}).options
    too_long = search(sandbox, "distance_search", {**drive, "max_hours": 12})
    assert too_long.options == [] and too_long.error is None and "takes 12 hours 15 mins" in too_long.message
    args = {"origin": "Washington", "destination": "Orlando", "date": "2022-03-15"}
    every = search(sandbox, "flight_search", args).options
    kept = search(sandbox, "flight_search", {**args, "max_hours": 2.25}).options
    assert kept and len(kept) < len(every)
    assert {o.flight_number for o in kept} == {o.flight_number for o in every if flight_hours.allows(o, 2.25)}


def test_they_bind_the_cheapest_plan(sandbox):
    """Without them the cheapest plan self-drives (12 h 15 min) and flies, without driving, 2 h 16 min or longer."""
    assert _modes(plan_result(orlando_spec(), sandbox, "solver").plan) == ["Self-driving", "Self-driving"]
    flown = flights(sandbox, plan_result(orlando_spec(**NO_DRIVE), sandbox, "solver").plan)
    assert any(not flight_hours.allows(row, 2.25) for _day, row in flown)


@pytest.mark.parametrize("policy", ["expert", "solver"])
@pytest.mark.parametrize("objective", ["cheapest", "best"])
@pytest.mark.parametrize("rules", [{"max_driving_hours": 12}, {"max_driving_hours": 13}, {**NO_DRIVE, "max_flight_hours": 2.25}])
def test_the_planners_keep_them(sandbox, policy, objective, rules):
    spec = _roomy(**rules)
    result = plan_result(spec, sandbox, policy, objective)
    assert result.verdict.status == "valid"
    if "max_flight_hours" in rules:
        flown = flights(sandbox, result.plan)
        assert flown and all(flight_hours.allows(row, 2.25) for _day, row in flown)
    elif rules["max_driving_hours"] == 12:
        assert not {"Self-driving", "Taxi"} & set(_modes(result.plan))  # every drive is longer: it flies
    key = named(next(k for k in rules if k != "transportation")).report_key
    for mode in ("official", "strict"):
        verdict = evaluate_plan(spec, result.plan, sandbox, mode)
        assert verdict.final_pass and verdict.hard[key] is True


@pytest.mark.parametrize("rules", [{"max_driving_hours": 12}, {"max_driving_hours": 13}, {**NO_DRIVE, "max_flight_hours": 2.25},
                                   {"max_driving_km": 1362}, {"max_driving_km": 1400}])  # the drive out is 1,364 km
def test_the_solvers_optimum_is_the_brute_force_one_under_both_objectives(sandbox, rules):
    """Facts gathered with the limits hold only legs that keep them; on them, the model's optimum is the enumeration's."""
    spec = orlando_spec(**rules).model_copy(update={"budget": 1_000_000.0})
    facts, city = small_facts(spec, sandbox)
    legs = [leg for options in facts.legs.values() for leg in options]
    assert legs
    for leg in legs:
        if leg.day is None and "max_driving_hours" in rules:
            assert driving_hours.allows(leg.option, rules["max_driving_hours"])
        if leg.day is None and "max_driving_km" in rules:
            assert driving_distance.allows(leg.option, rules["max_driving_km"])
        if leg.day is not None and "max_flight_hours" in rules:
            assert flight_hours.allows(leg.option, rules["max_flight_hours"])
    scores = list(plan_scores(facts, city, spec))
    cheapest = TripModel(facts).solve(NO_RUSH)
    best = TripModel(facts, objective="best").solve(NO_RUSH)
    assert cheapest.status == "optimal" and cheapest.solution.cost == min(cost for _points, cost in scores)
    assert best.status == "optimal" and (best.solution.quality, -best.solution.cost) == max((p, -c) for p, c in scores)


@pytest.mark.parametrize("objective", ["cheapest", "best"])
@pytest.mark.parametrize("rules, kinds, words", [
    ({"transportation": "no flight", "max_driving_hours": 12}, {"transportation", "max_driving_hours"},
     "with at most 12 hours of driving a day, no transport links Washington and Orlando"),
    ({**NO_DRIVE, "max_flight_hours": 1.5, "max_driving_hours": 4}, {"max_flight_hours", "max_driving_hours"},
     "no flight of at most 1 hour 30 minutes links Washington and Orlando"),
])
def test_an_unreachable_limit_is_proved_impossible_with_a_certificate(sandbox, objective, rules, kinds, words):
    result = plan_result(orlando_spec(**rules), sandbox, "expert", objective)
    assert result.verdict.status == "unsat"
    certificate = result.verdict.certificate
    assert certificate is not None and set(certificate.kinds) == kinds and words in certificate.message


# --- the evaluator ----------------------------------------------------------------------------------------------------

def test_the_evaluator_fails_a_leg_that_breaks_them_and_keeps_travelplanners_verdicts(sandbox):
    drives = plan_result(orlando_spec(), sandbox, "solver").plan  # self-drives 12 h 15 min, then 12 h 10 min
    flies = plan_result(orlando_spec(**NO_DRIVE), sandbox, "solver").plan
    for mode in ("official", "strict"):
        for plan, rules, key, reason in (
            (drives, {"max_driving_hours": 12}, "max_driving_hours", "day 1 drives 12 h 15 min, over 12 hours"),
            (flies, {**NO_DRIVE, "max_flight_hours": 2.25}, "max_flight_hours", "over 2 hours 15 minutes"),
        ):
            plain = evaluate_plan(orlando_spec(**{k: v for k, v in rules.items() if k == "transportation"}), plan, sandbox, mode)
            assert key not in plain.hard
            verdict = evaluate_plan(orlando_spec(**rules), plan, sandbox, mode)
            assert verdict.hard[key] is False and not verdict.final_pass
            assert any(reason in r for r in verdict.reasons[key])
            assert {k: verdict.hard[k] for k in OFFICIAL} == {k: plain.hard[k] for k in OFFICIAL}  # TravelPlanner's unchanged


def test_a_days_driving_sums_its_legs_and_fails_closed(sandbox):
    plan = [dict(day) for day in plan_result(orlando_spec(), sandbox, "solver").plan]
    two_legs = f"{plan[0]['transportation']}; Taxi, from Orlando to Washington, duration: 12 hours 10 mins, distance: 1,361 km, cost: 1361"
    for strict in (False, True):
        ctx = Context(to_query(orlando_spec(max_driving_hours=13)), [{**plan[0], "transportation": two_legs}], venue_index(sandbox), strict)
        assert ctx.drive_minutes(two_legs) == 12 * 60 + 15 + 12 * 60 + 10
        assert any("day 1 drives 24 h 25 min, over 13 hours" in r for r in driving_hours.check(ctx))
        unknown = [{**plan[0], "transportation": "Self-driving, from Washington to Atlantis, duration: 1 hours, distance: 1 km, cost: 1"}]
        ctx = Context(to_query(orlando_spec(max_driving_hours=13)), unknown, venue_index(sandbox), strict)
        assert any("gives no duration" in r for r in driving_hours.check(ctx))


# --- how it shows and is edited ------------------------------------------------------------------------------------------

def test_the_command_line_shows_and_keeps_them(sandbox):
    trip = orlando_spec(max_driving_hours=4, max_flight_hours=2.5).as_row()
    assert trip_lines(trip)[1] == "constraints: at most 4 hours of driving a day; flights of at most 2 hours 30 minutes"
    runner = CliRunner()
    for wish, shown_words in (("No more than 12 hours of driving per day.", "at most 12 hours of driving a day"),
                              ("No self-driving, and no flights longer than 2 hours 20 minutes.", "flights of at most 2 hours 20 minutes")):
        out = runner.invoke(cli_app.cli, ["plan", BASE + wish, "--json"])
        line = json.loads(out.stdout.strip().splitlines()[-1])
        assert out.exit_code == 0 and line["verdict"]["status"] == "valid" and line["not_kept"] == []
        assert not {"Self-driving", "Taxi"} & set(_modes(line["plan"]))
        if "flights longer" in wish:
            assert all(flight_hours.allows(row, 2 + 20 / 60) for _day, row in flights(sandbox, line["plan"]))
        shown = runner.invoke(cli_app.cli, ["plan", BASE + wish])
        assert shown.exit_code == 0 and shown_words in " ".join(shown.output.split())
    unsat = runner.invoke(cli_app.cli, ["plan", BASE + "We won't fly, and no more than 4 hours of driving per day."])
    assert unsat.exit_code == 5 and "with at most 4 hours of driving a day" in " ".join(unsat.output.split())


def test_the_chat_adds_and_drops_them(sandbox):
    say = chat_session("travel-hours")

    assert say(BASE)["verdict"]["status"] == "valid"
    out = say("Actually, no more than 12 hours of driving per day.")
    assert out["trip"]["local_constraint"]["max driving hours"] == 12 and out["verdict"]["status"] == "valid"
    assert not {"Self-driving", "Taxi"} & set(_modes(out["plan"]))
    out = say("And no flights longer than 2 hours 20 minutes.")
    assert out["trip"]["local_constraint"]["max flight hours"] == pytest.approx(2 + 20 / 60)
    assert out["trip"]["local_constraint"]["max driving hours"] == 12
    out = say("Forget the driving limit.")
    assert out["trip"]["local_constraint"].get("max driving hours") is None
    assert out["trip"]["local_constraint"]["max flight hours"] == pytest.approx(2 + 20 / 60)


def test_flextravelbench_sentences_read_back(sandbox):
    for key, value in (("max_driving_hours", 4.0), ("max_driving_hours", 2.5),
                       ("max_flight_hours", 3.0), ("max_flight_hours", 2 + 20 / 60)):
        sentence = named(key).flex_sentence(value)
        assert getattr(parse_request(BASE + sentence, sandbox).spec.local_constraint, key) == pytest.approx(value), sentence
