"""The order of a tour's cities (``city_order``): "start in Austin", "end in Houston", "Austin before Houston".

Reading as people write it (terse, chatty, typos) and the words that only look like an order ("first time in
Austin", "we land in Dallas first thing", "Houston before noon"); the refusals, each with its reason; the check; the
planners (the expert and the solver, both objectives) on a real three-city tour of Texas; the solver's optimum against
the routes it allows; the certificate; the evaluator in both modes; the command line.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import re
import time

import pytest
from typer.testing import CliRunner

from himap_travel import app
from himap_travel.domain.constraints import city_order, named
from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.parsing import QueryParseError, parse_request
from himap_travel.planning.solver.facts import gather
from himap_travel.planning.solver.model import TripModel, possible_leg_days
from himap_travel.state.trip import CityPlace, LocalConstraint, TripSpec
from tests.support.constraint_trips import OFFICIAL, chat_session, plan_result
from tests.unit.planning.solver.test_solver_best import NO_RUSH

BASE = "Plan a 5-day trip from Washington to Texas for 2 people, March 15 to 19, 2022, with a budget of $6,500. "
THREE = "Plan a 7-day trip from Washington to 3 cities in Texas for 2 people, March 15 to 21, 2022, with a budget of $9,000. "


def _spec(cities: int = 2, **rules) -> TripSpec:
    days = 5 if cities == 2 else 7
    return TripSpec(org="Washington", dest="Texas", days=days, visiting_city_number=cities,
                    date=[f"2022-03-{d}" for d in range(15, 15 + days)], people_number=2, budget=6500 if cities == 2 else 9000,
                    local_constraint=LocalConstraint(**rules))


def _route(plan, origin: str = "Washington") -> list[str]:
    """The plan's cities in order, the origin left out."""
    cities = [c for day in plan for c in day["current_city"].removeprefix("from ").split(" to ")]
    return [c for c in dict.fromkeys(cities) if c != origin]


def _rule(city: str, stop: int | None = None, before: str | None = None) -> CityPlace:
    return CityPlace(city=city, stop=stop, before=before)


# --- reading ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, rules", [
    ("Start in Austin.", [_rule("Austin", 1)]),
    ("end in Houston pls", [_rule("Houston", -1)]),
    ("Austin before Houston", [_rule("Austin", before="Houston")]),
    ("houston after austin please", [_rule("Austin", before="Houston")]),
    ("the last stop should be san antonio", [_rule("San Antonio", -1)]),
    ("we'd like to finish in houston if possible!!", [_rule("Houston", -1)]),
    ("ok so we were thinking we'd kick things off in dallas and wrap up in houston", [_rule("Dallas", 1), _rule("Houston", -1)]),
    ("We'd like San Antonio as the last stop.", [_rule("San Antonio", -1)]),
    ("save houston for last", [_rule("Houston", -1)]),
    ("dallas -> houston", [_rule("Dallas", before="Houston")]),
    ("austin at the very end", [_rule("Austin", -1)]),
    ("begining in austin would be great", [_rule("Austin", 1)]),  # typos
    ("wanna end in houston lol", [_rule("Houston", -1)]),
    ("the first stop shoud be austin", [_rule("Austin", 1)]),
    ("first stop: Austin", [_rule("Austin", 1)]),
    ("first city austin please", [_rule("Austin", 1)]),
    ("ok. last stop houston", [_rule("Houston", -1)]),
    ("and the last one houston", [_rule("Houston", -1)]),
])
def test_the_parser_reads_an_order(sandbox, text, rules):
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.city_order == rules
    assert not request.not_kept, request.not_kept


@pytest.mark.parametrize("text, rules", [
    ("do dallas first then austin", [_rule("Dallas", 1), _rule("Dallas", before="Austin")]),
    ("the second stop should be Dallas, and end in Houston", [_rule("Dallas", 2), _rule("Houston", -1)]),
    ("make the 2nd city austin", [_rule("Austin", 2)]),
])
def test_a_three_city_tour_reads_its_middle_and_its_sequence(sandbox, text, rules):
    assert parse_request(THREE + text, sandbox).spec.local_constraint.city_order == rules


def test_a_start_beside_a_route_said_x_to_y_is_the_first_stop_never_the_origin(sandbox):
    request = parse_request("austin to florida, 7 days, 3 cities, march 10 2022, 2 people, 6000, start in orlando and "
                            "end in miami", sandbox)
    assert (request.spec.org, request.spec.dest) == ("Austin", "Florida")
    assert request.spec.local_constraint.city_order == [_rule("Orlando", 1), _rule("Miami", -1)]


@pytest.mark.parametrize("text", [
    "It's our first time in Austin, we want to see it.",
    "We land in Dallas first thing.",
    "Houston before noon would be ideal.",
    "We start in the morning.",
    "At the end of the day we want good food.",
    "We'd love to end the day with Italian food.",
    "Start in Washington.",  # the origin: the trip starts there anyway
    "We want to see Austin and Houston.",
    "austin at the end of the day is fine",
    "The last city Austin was great last time.",
    "No need to start in Austin, and we don't have to end in Houston either.",
])
def test_words_that_only_look_like_an_order_are_not_one(sandbox, text):
    assert parse_request(BASE + text, sandbox).spec.local_constraint.city_order is None


@pytest.mark.parametrize("text, cause", [
    ("Start in Orlando.", "Orlando is not a city of Texas"),
    ("Start in Austin and end in Austin.", "Austin cannot be both the first and the last stop"),
    ("Start in Austin, and start in Dallas too.", "Austin and Dallas cannot both be the first stop"),
    ("Austin before Houston, and Houston before Austin.", "no order of 2 cities keeps"),
    ("The fourth stop should be Dallas.", "the trip visits 2 cities, so it has no fourth stop"),
    ("Start in Austin, then Dallas, and end in Houston.", "are 3 cities, but the trip visits 2"),
])
def test_an_order_that_cannot_hold_is_refused_naming_it(sandbox, text, cause):
    with pytest.raises(QueryParseError, match=cause):
        parse_request(BASE + text, sandbox)


def test_a_one_city_trip_has_no_order_of_cities(sandbox):
    one = "Plan a 3-day trip from Washington to Orlando for 2 people, March 15 to 17, 2022, with a budget of $2,500. "
    with pytest.raises(QueryParseError, match="several city destinations: Orlando, Miami"):
        parse_request(one + "End in Miami.", sandbox)
    assert parse_request(one + "End in Orlando.", sandbox).spec.local_constraint.city_order is None  # the trip itself


def test_a_long_text_reads_in_linear_time(sandbox):
    for text in ("a " * 9500, "day 2 " * 3000, "start in " * 2000, "Austin before " * 1500):
        began = time.perf_counter()
        city_order.read(text, [(m.start(), m.end()) for m in re.finditer("Austin", text)], [], [])
        assert time.perf_counter() - began < 1.0


def test_the_llm_form_states_it_and_is_matched_to_the_data(sandbox):
    from tests.support.scripted_server import ScriptedServer

    form = {"org": "Washington", "dest": "Texas", "days": 5, "visiting_city_number": 2,
            "date": [f"2022-03-{d}" for d in range(15, 20)], "people_number": 2, "budget": 6500,
            "city_order": [{"city": "austin", "stop": -1}]}
    spec = ScriptedServer(lambda body: {"content": json.dumps(form)}).policy(sandbox).extract(BASE, tools=None)
    assert spec.local_constraint.city_order == [_rule("Austin", -1)]


# --- the rule itself -------------------------------------------------------------------------------------------------

def test_keeps_reads_stops_from_both_ends_and_precedences():
    route = ["Dallas", "Austin", "Houston"]
    assert city_order.keeps([_rule("Dallas", 1), _rule("Houston", -1), _rule("Austin", 2), _rule("Austin", -2)], route)
    assert city_order.keeps([_rule("Dallas", before="Houston")], route)
    assert not city_order.keeps([_rule("Houston", before="Dallas")], route)
    assert not city_order.keeps([_rule("Waco", 1)], route)  # an ordered city is a city to visit
    assert not city_order.keeps([_rule("Austin", before="Waco")], route)
    assert city_order.why_not([_rule("Dallas", 1), _rule("Dallas", before="Austin")], 3) is None
    assert "no order" in str(city_order.why_not([_rule("A", before="B"), _rule("B", before="C"), _rule("C", before="A")], 3))


def test_a_rule_needs_a_stop_or_a_city_after_it():
    for bad in ({"city": "Austin"}, {"city": "Austin", "stop": 1, "before": "Dallas"}, {"city": "Austin", "stop": 0},
                {"city": "Austin", "before": "Austin"}):
        with pytest.raises(ValueError):
            CityPlace.model_validate(bad)


# --- the planners ----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("policy", ["expert", "solver"])
@pytest.mark.parametrize("objective", ["cheapest", "best"])
def test_the_planners_keep_it(sandbox, policy, objective):
    """A three-city tour of Texas whose free route starts in some city ends there when asked "end in" it."""
    free = _route(plan_result(_spec(3), sandbox, policy, objective).plan)
    assert len(free) == 3
    spec = parse_request(THREE + f"End in {free[0]}.", sandbox).spec
    assert spec.local_constraint.city_order == [_rule(free[0], -1)]
    result = plan_result(spec, sandbox, policy, objective)
    assert result.verdict.status == "valid"
    route = _route(result.plan)
    assert len(route) == 3 and route[-1] == free[0]
    for mode in ("official", "strict"):
        verdict = evaluate_plan(spec, result.plan, sandbox, mode)
        assert verdict.final_pass and verdict.hard["city_order"] is True


CANDIDATES = ["Austin", "San Angelo", "Abilene"]


@pytest.fixture(scope="module")
def three_cities(sandbox):
    """A two-city trip's best-plan facts cut down to three candidate cities (the budget out of the way)."""
    facts = gather(_spec().model_copy(update={"budget": 1_000_000.0}), sandbox, possible_leg_days(5, 2), "best")
    assert set(CANDIDATES) <= set(facts.cities)
    return dataclasses.replace(facts, cities=list(CANDIDATES))


def _optimum(facts, rules: list[CityPlace], objective: str):
    spec = facts.spec.model_copy(update={"local_constraint": LocalConstraint(city_order=rules)})
    outcome = TripModel(dataclasses.replace(facts, spec=spec), objective=objective).solve(NO_RUSH)
    assert outcome.status in ("optimal", "infeasible")
    if outcome.solution is None:
        return None
    return outcome.solution.cost if objective == "cheapest" else (outcome.solution.quality, -outcome.solution.cost)


@pytest.mark.parametrize("objective", ["cheapest", "best"])
@pytest.mark.parametrize("rules", [[_rule("Austin", 1)], [_rule("Abilene", -1)], [_rule("San Angelo", before="Austin")]],
                         ids=city_order.describe)
def test_the_solvers_optimum_is_the_best_of_the_routes_it_allows(three_cities, objective, rules):
    """The optimum under the order is the best of the optima of each route (an ordered pair of candidates, both stops
    pinned) the order allows."""
    allowed = [pair for pair in itertools.permutations(CANDIDATES, 2) if city_order.keeps(rules, pair)]
    optima = [o for o in (_optimum(three_cities, [_rule(pair[0], 1), _rule(pair[1], 2)], objective) for pair in allowed)
              if o is not None]
    assert optima
    assert _optimum(three_cities, rules, objective) == (min(optima) if objective == "cheapest" else max(optima))


def test_an_order_no_route_keeps_is_proved_impossible(sandbox):
    """An order no route keeps (as a form or a row may state it, past the reader's refusal) ends with no plan, the
    certificate naming it."""
    rules = [_rule("Austin", 1), _rule("Houston", before="Austin")]
    for policy in ("expert", "solver"):
        result = plan_result(_spec(**{"city_order": rules}), sandbox, policy)
        assert result.verdict.status == "unsat" and not result.plan
        certificate = result.verdict.certificate
        assert certificate is not None and certificate.kinds == ["city_order"], certificate
        assert "no order of 2 cities keeps Austin first, Houston before Austin" in certificate.message


# --- the evaluator -------------------------------------------------------------------------------------------------------

def test_the_evaluator_fails_a_route_that_breaks_it_and_keeps_travelplanners_verdicts(sandbox):
    plan = plan_result(_spec(), sandbox).plan
    first, second = _route(plan)
    elsewhere = next(c for c in ("Austin", "Laredo", "Waco") if c not in (first, second))
    for mode in ("official", "strict"):
        plain = evaluate_plan(_spec(), plan, sandbox, mode)
        assert "city_order" not in plain.hard  # reported only for a request that sets it
        kept = evaluate_plan(_spec(city_order=[_rule(first, 1), _rule(first, before=second)]), plan, sandbox, mode)
        assert kept.hard["city_order"] is True
        for rules in ([_rule(second, 1)], [_rule(second, before=first)], [_rule(elsewhere, -1)]):
            verdict = evaluate_plan(_spec(city_order=rules), plan, sandbox, mode)
            assert verdict.hard["city_order"] is False and not verdict.final_pass
            assert any(city_order.describe(rules) in r and f"{first} → {second}" in r for r in verdict.reasons["city_order"])
            assert {k: verdict.hard[k] for k in OFFICIAL} == {k: plain.hard[k] for k in OFFICIAL}


# --- how it shows ----------------------------------------------------------------------------------------------------------

def test_the_command_line_shows_and_keeps_it():
    runner = CliRunner()
    out = runner.invoke(app.cli, ["plan", BASE + "Start in Austin and end in Houston.", "--json"])
    assert out.exit_code == 0, out.output
    line = json.loads(out.stdout.strip().splitlines()[-1])
    assert line["verdict"]["status"] == "valid" and _route(line["plan"]) == ["Austin", "Houston"]
    refused = runner.invoke(app.cli, ["plan", BASE + "Start in Austin and end in Austin."])
    assert refused.exit_code == 2 and "Austin cannot be both the first and the last stop" in " ".join(refused.output.split())


def test_the_chat_sets_and_turns_the_order():
    """"swap the order" turns the route around; "make the first stop X" puts X first (or no plan, with its reason)."""
    say = chat_session("city-order")
    before = _route(say("south bend to illinois 5 days 2 cities march 2 2022 2 ppl 3000")["plan"], "South Bend")
    assert len(before) == 2
    out = say("swap the order")
    assert _route(out["plan"], "South Bend") == before[::-1] and out["verdict"]["status"] == "valid"
    assert "Your rules:" in out["messages"][-1].content and f"{before[1]} first" in out["messages"][-1].content
    out = say("ok, start in chicago and end in rockford")
    assert out["trip"]["dest"] == "Illinois" and _route(out["plan"], "South Bend") == ["Chicago", "Rockford"]


def test_a_chat_edit_counts_the_last_stop_of_a_tour_of_known_length(sandbox):
    """On a tour of three, "the last stop" is the third: it replaces the third stop's city, never holds two cities at
    one stop (a first stop said after it is kept beside it)."""
    from himap_travel.nodes.chat.understanding import understand_message
    trip = {"org": "Tulsa", "dest": "Texas", "days": 7, "visiting_city_number": 3, "people_number": 2, "budget": 5000,
            "date": [f"2022-03-{day}" for day in range(10, 17)],
            "local_constraint": {"city order": [{"city": "Austin", "stop": 3}]}}
    rules = understand_message("make the last stop houston", sandbox, trip).draft["local_constraint"]["city order"]
    assert [(r["city"], r["stop"]) for r in rules] == [("Houston", -1)]
    rules = understand_message("start in dallas", sandbox, trip).draft["local_constraint"]["city order"]
    assert [(r["city"], r["stop"]) for r in rules] == [("Austin", 3), ("Dallas", 1)]


def test_flextravelbench_sentences_read_back(sandbox):
    for rules in ([_rule("Austin", 1)], [_rule("Houston", -1), _rule("Dallas", before="Houston")]):
        constraint = named("city_order")
        sentence = constraint.flex_sentence(rules)
        assert parse_request(BASE + sentence, sandbox).spec.local_constraint.city_order == rules, sentence
