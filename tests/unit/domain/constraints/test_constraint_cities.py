"""Cities a multi-city trip must visit or avoid (``visit_cities``, ``avoid_cities``): issue 38's cities, end to end.

Reading (text and the LLM form), the expert and the solver under both objectives, the solver's optimum against the
enumeration of the routes' city pairs, the certificate, the evaluator in both modes, a chat edit, the command line.
Without them, every planner's route of this Texas trip goes through Longview and none through Austin.
"""

from __future__ import annotations

import dataclasses
import itertools
import json

import pytest
from typer.testing import CliRunner

from himap_travel import app
from himap_travel.domain.constraints import named
from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.parsing import QueryParseError, parse_request
from himap_travel.nodes.chat.markdown import trip_lines
from himap_travel.planning.solver.facts import gather
from himap_travel.planning.solver.model import TripModel, possible_leg_days
from himap_travel.state.trip import LocalConstraint, TripSpec, TripSpecError
from tests.support.constraint_trips import OFFICIAL, chat_session, plan_result
from tests.unit.planning.solver.test_solver_best import NO_RUSH

BASE = "Plan a 5-day trip from Washington to Texas for 2 people, March 15 to 19, 2022, with a budget of $6,500. "


def _spec(**rules) -> TripSpec:
    return TripSpec(org="Washington", dest="Texas", days=5, visiting_city_number=2, date=[f"2022-03-{d}" for d in range(15, 20)],
                    people_number=2, budget=6500, local_constraint=LocalConstraint(**rules))


def _route(plan) -> set[str]:
    return {city for day in plan for city in day["current_city"].removeprefix("from ").split(" to ")} - {"Washington"}


# --- reading ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, visit, avoid", [
    ("We want to see Austin.", ["Austin"], None),
    ("We'd love to visit Austin and Houston.", ["Austin", "Houston"], None),
    ("Skip Dallas.", None, ["Dallas"]),
    ("visit Austin but not Dallas", ["Austin"], ["Dallas"]),
    ("Avoid San Antonio please, and we must visit Houston.", ["Houston"], ["San Antonio"]),
    ("I don't want to go to Dallas.", None, ["Dallas"]),
    ("We want to explore Texas.", None, None),  # the destination itself asks for nothing more
])
def test_the_parser_reads_them(sandbox, text, visit, avoid):
    request = parse_request(BASE + text, sandbox)
    assert (request.spec.local_constraint.visit_cities, request.spec.local_constraint.avoid_cities) == (visit, avoid)
    assert request.spec.dest == "Texas" and request.spec.visiting_city_number == 2 and not request.not_kept


@pytest.mark.parametrize("text, cause", [
    ("We'd love to visit Orlando.", "Orlando is not a city of Texas"),
    ("We want to see Austin, Dallas and Houston.", "3 cities, but the trip visits 2"),
])
def test_a_city_wish_that_cannot_be_kept_is_refused_naming_it(sandbox, text, cause):
    with pytest.raises(QueryParseError, match=cause):
        parse_request(BASE + text, sandbox)


def test_a_one_city_trip_cannot_visit_another_city(sandbox):
    one = "Plan a 3-day trip from Washington to Orlando for 2 people, March 15 to 17, 2022, with a budget of $2,500. "
    with pytest.raises(QueryParseError, match="several city destinations"):
        parse_request(one + "We'd love to see Miami too.", sandbox)
    assert parse_request(one + "Please skip Tampa.", sandbox).spec.local_constraint.avoid_cities == ["Tampa"]


def test_the_llm_form_states_them_and_is_matched_to_the_data(sandbox):
    from tests.support.scripted_server import ScriptedServer

    form = {"org": "Washington", "dest": "Texas", "days": 5, "visiting_city_number": 2,
            "date": [f"2022-03-{d}" for d in range(15, 20)], "people_number": 2, "budget": 6500,
            "visit_cities": ["austin"], "avoid_cities": ["Dallas"]}
    spec = ScriptedServer(lambda body: {"content": json.dumps(form)}).policy(sandbox).extract(BASE, tools=None)
    assert (spec.local_constraint.visit_cities, spec.local_constraint.avoid_cities) == (["Austin"], ["Dallas"])
    elsewhere = ScriptedServer(lambda body: {"content": json.dumps({**form, "visit_cities": ["Orlando"]})})
    with pytest.raises(TripSpecError, match="Orlando is not a city of Texas"):
        elsewhere.policy(sandbox).extract(BASE, tools=None)


# --- the planners ----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("policy", ["expert", "solver"])
@pytest.mark.parametrize("objective", ["cheapest", "best"])
def test_the_planners_keep_them(sandbox, policy, objective):
    free = _route(plan_result(_spec(), sandbox, policy, objective).plan)
    assert "Longview" in free and "Austin" not in free  # so both rules bind
    spec = _spec(visit_cities=["Austin"], avoid_cities=["Longview"])
    result = plan_result(spec, sandbox, policy, objective)
    assert result.verdict.status == "valid"
    route = _route(result.plan)
    assert "Austin" in route and "Longview" not in route
    for mode in ("official", "strict"):
        verdict = evaluate_plan(spec, result.plan, sandbox, mode)
        assert verdict.final_pass and verdict.hard["visit_cities"] is True and verdict.hard["avoid_cities"] is True


CANDIDATES = ["Austin", "San Angelo", "Abilene", "Longview"]


@pytest.fixture(scope="module")
def four_cities(sandbox):
    """The trip's best-plan facts cut down to four candidate cities (the budget out of the way)."""
    spec = _spec().model_copy(update={"budget": 1_000_000.0})
    facts = gather(spec, sandbox, possible_leg_days(5, 2), "best")
    assert set(CANDIDATES) <= set(facts.cities)
    return dataclasses.replace(facts, cities=list(CANDIDATES))


def _optimum(facts, objective: str):
    outcome = TripModel(facts, objective=objective).solve(NO_RUSH)
    assert outcome.status in ("optimal", "infeasible")
    if outcome.solution is None:
        return None
    return outcome.solution.cost if objective == "cheapest" else (outcome.solution.quality, -outcome.solution.cost)


@pytest.mark.parametrize("objective", ["cheapest", "best"])
@pytest.mark.parametrize("rules", [{"visit_cities": ["Austin"]}, {"avoid_cities": ["Longview"]},
                                   {"visit_cities": ["Abilene"], "avoid_cities": ["Austin"]}])
def test_the_solvers_optimum_is_the_best_city_pairs(four_cities, objective, rules):
    """The optimum with the rules is the best of the optima of every pair of candidate cities the rules allow."""
    local = LocalConstraint(**rules)
    allowed = [pair for pair in itertools.combinations(CANDIDATES, 2)
               if set(local.visit_cities or ()) <= set(pair) and not set(local.avoid_cities or ()) & set(pair)]
    optima = [o for o in (_optimum(dataclasses.replace(four_cities, cities=list(pair)), objective) for pair in allowed) if o is not None]
    spec = four_cities.spec.model_copy(update={"local_constraint": local})
    kept = [c for c in CANDIDATES if c not in (local.avoid_cities or ())]  # gathering drops the avoided (facts.gather)
    expected = min(optima) if objective == "cheapest" else max(optima)
    assert _optimum(dataclasses.replace(four_cities, spec=spec, cities=kept), objective) == expected


def test_gathering_drops_the_avoided_cities(sandbox):
    facts = gather(_spec(avoid_cities=["Longview", "Dallas"]), sandbox, possible_leg_days(5, 2))
    assert not {"Longview", "Dallas"} & set(facts.cities) and "Austin" in facts.cities


# --- certificates ------------------------------------------------------------------------------------------------------

ALL_BUT_WICHITA_FALLS = ["Abilene", "Amarillo", "Austin", "Beaumont", "Brownsville", "College Station", "Corpus Christi", "Dallas",
                         "Del Rio", "El Paso", "Harlingen", "Houston", "Killeen", "Laredo", "Longview", "Lubbock", "Midland", "Mission",
                         "San Angelo", "San Antonio", "Texarkana", "Waco"]


@pytest.mark.parametrize("rules, words", [
    ({"visit_cities": ["Austin", "Houston", "Dallas"]}, "3 cities to visit (Austin, Houston, Dallas), but the trip visits 2"),
    ({"avoid_cities": ALL_BUT_WICHITA_FALLS}, "too few for a route of 2"),
])
def test_a_city_wish_no_plan_keeps_is_proved_impossible(sandbox, rules, words):
    kind = next(iter(rules))
    for policy in ("expert", "solver"):
        result = plan_result(_spec(**rules), sandbox, policy)
        assert result.verdict.status == "unsat"
        certificate = result.verdict.certificate
        assert certificate is not None and certificate.kinds == [kind] and words in certificate.message


# --- the evaluator -------------------------------------------------------------------------------------------------------

def test_the_evaluator_fails_a_route_that_breaks_them_and_keeps_travelplanners_verdicts(sandbox):
    plan = plan_result(_spec(), sandbox).plan
    route = sorted(_route(plan))
    for mode in ("official", "strict"):
        plain = evaluate_plan(_spec(), plan, sandbox, mode)
        assert not {"visit_cities", "avoid_cities"} & set(plain.hard)
        for rules, key, reason in (({"visit_cities": ["Austin"]}, "visit_cities", "never goes to Austin"),
                                   ({"avoid_cities": [route[0]]}, "avoid_cities", f"is in {route[0]}")):
            verdict = evaluate_plan(_spec(**rules), plan, sandbox, mode)
            assert verdict.hard[key] is False and not verdict.final_pass
            assert any(reason in r for r in verdict.reasons[key])
            assert {k: verdict.hard[k] for k in OFFICIAL} == {k: plain.hard[k] for k in OFFICIAL}


# --- how they show and are edited ------------------------------------------------------------------------------------------

def test_the_command_line_shows_and_keeps_them():
    runner = CliRunner()
    out = runner.invoke(app.cli, ["plan", BASE + "We want to see Austin and skip Longview.", "--json"])
    assert out.exit_code == 0, out.output
    line = json.loads(out.stdout.strip().splitlines()[-1])
    assert line["verdict"]["status"] == "valid" and "Austin" in _route(line["plan"]) and "Longview" not in _route(line["plan"])
    assert trip_lines(_spec(visit_cities=["Austin"], avoid_cities=["Longview"]).as_row())[1] == "constraints: visit Austin; not Longview"
    refused = runner.invoke(app.cli, ["plan", BASE + "We'd love to visit Orlando."])
    assert refused.exit_code == 2 and "Orlando is not a city of Texas" in " ".join(refused.output.split())
    skipped = ", ".join(ALL_BUT_WICHITA_FALLS[:-1]) + " and " + ALL_BUT_WICHITA_FALLS[-1]
    impossible = runner.invoke(app.cli, ["plan", "--policy", "solver", BASE + f"Please skip {skipped}."])
    assert impossible.exit_code == 5 and "too few for a route of 2" in " ".join(impossible.output.split())


def test_the_chat_adds_and_drops_them():
    say = chat_session("cities")

    assert say(BASE)["verdict"]["status"] == "valid"
    out = say("Please skip Longview.")
    assert out["trip"]["local_constraint"]["avoid cities"] == ["Longview"] and out["verdict"]["status"] == "valid"
    assert "Longview" not in _route(out["plan"])
    out = say("We want to see Austin.")
    assert out["trip"]["local_constraint"]["visit cities"] == ["Austin"] and "Austin" in _route(out["plan"])
    assert out["trip"]["local_constraint"]["avoid cities"] == ["Longview"]  # one wish never touches another


def test_flextravelbench_sentences_read_back(sandbox):
    for rules in ({"visit_cities": ["Austin"]}, {"avoid_cities": ["Dallas", "Houston"]}):
        constraint = named(next(iter(rules)))
        sentence = constraint.flex_sentence(constraint.value(_spec(**rules)))
        assert constraint.value(parse_request(BASE + sentence, sandbox).spec) == constraint.value(_spec(**rules))
