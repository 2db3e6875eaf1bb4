"""A maximum meal cost per person, and a maximum price per night per person.

End to end on the issue's own request (Washington to Orlando, 2 people, $2,500): the expert's plans eat at $51-$61
restaurants and the cheapest stay for two nights is $705 a night for a room of two ($352.50 each). Each wish is
read (text and LLM form), searched, planned (expert and solver; the solver's optimum checked by brute force under
both objectives), proved impossible with a certificate naming it, checked (strict and official: TravelPlanner's
verdicts unchanged, the extension reported beside), shown on the command line and edited in the chat.
"""

from __future__ import annotations

import itertools
import json
from types import SimpleNamespace

import pytest
from typer.testing import CliRunner

from himap_travel import app as cli_app
from himap_travel.domain.constraints import meal_cost, named, night_price_per_person
from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.evaluation.lookup import venue_index
from himap_travel.domain.parsing import QueryParseError, parse_request
from himap_travel.nodes.chat.markdown import trip_lines
from himap_travel.planning.solver.model import TripModel
from himap_travel.state.days import MEALS
from himap_travel.state.trip import LocalConstraint
from himap_travel.tools.searches import search
from tests.support.constraint_trips import BASE, OFFICIAL, chat_session, orlando_spec, plan_result
from tests.unit.planning.solver.test_solver_best import NO_RUSH, plan_scores, small_facts


def _rows(sandbox, plan, kind: str) -> list:
    fields = MEALS if kind == "restaurant" else ("accommodation",)
    entries = [day[f] for day in plan for f in fields if day.get(f) not in (None, "", "-")]
    return [venue_index(sandbox).first(kind, entry, True) for entry in entries]


# --- reading ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, meal, night", [
    ("Keep meals under $50 per person.", 50.0, None),
    ("no restaurant over $30 a head", 30.0, None),
    ("cheap eats, nothing above 25 bucks per meal", 25.0, None),
    ("No more than $30 per person for meals.", 30.0, None),
    ("Restaurants that cost no more than $40 each, please.", 40.0, None),
    ("Meals under $12.50 each.", 12.5, None),
    ("No more than $60 per person a night.", None, 60.0),
    ("At most $50 a night each for the hotel.", None, 50.0),
    ("Nothing over $150 a night for the room.", None, None),  # per room: max_night_price's
    ("We're so excited about this trip!", None, None),
])
def test_the_parser_reads_the_meal_cost_and_the_price_per_person(sandbox, text, meal, night):
    request = parse_request(BASE + text, sandbox)
    local = request.spec.local_constraint
    assert (local.max_meal_cost, local.max_night_price_per_person) == (meal, night)
    assert request.spec.budget == 2500  # neither amount is read as a budget


def test_an_average_is_kept_on_every_meal_and_said(sandbox):
    request = parse_request(BASE + "Meals averaging under $20 a person.", sandbox)
    assert request.spec.local_constraint.max_meal_cost == 20
    assert any("stricter than an average" in w for w in request.warnings)


@pytest.mark.parametrize("text, cause", [
    ("Meals under $20 per person, and no restaurant over $30 a head.", "two different maximum meal costs"),
    ("No more than $60 per person a night, or at most $80 per person a night.", "two different maximum prices per night per person"),
    ("A budget of $50 per meal.", "budget"),  # a budget per meal stays the budget reader's, refused there as today
    ("Food under $60 a day.", "food over a day or the trip cannot be checked"),  # no cap on a meal: named, never dropped
    ("Keep meals under $50 per person per day.", "food over a day or the trip cannot be checked"),
])
def test_what_no_plan_could_be_checked_against_is_refused(sandbox, text, cause):
    with pytest.raises(QueryParseError, match=cause):
        parse_request(BASE + text, sandbox)


def test_the_llm_form_and_a_row_state_them(sandbox):
    from tests.support.scripted_server import ScriptedServer

    form = {"org": "Washington", "dest": "Orlando", "days": 3, "visiting_city_number": 1,
            "date": ["2022-03-15", "2022-03-16", "2022-03-17"], "people_number": 2, "budget": 2500,
            "max_meal_cost": 35, "max_night_price_per_person": 400}
    server = ScriptedServer(lambda body: {"content": json.dumps(form)})
    spec = server.policy(sandbox).extract(BASE, tools=None)
    assert (spec.local_constraint.max_meal_cost, spec.local_constraint.max_night_price_per_person) == (35, 400)
    row = spec.local_constraint.as_row()
    assert row["max meal cost"] == 35 and row["max night price per person"] == 400
    assert "max meal cost" not in LocalConstraint().as_row()
    for bad in ({"max meal cost": 0}, {"max meal cost": float("nan")}, {"max night price per person": -1}):
        with pytest.raises(ValueError):
            LocalConstraint.model_validate(bad)


# --- the filters ------------------------------------------------------------------------------------------------------

def test_the_price_per_person_counts_the_units_the_party_needs():
    room = SimpleNamespace(price=150.0, maximum_occupancy=2)
    assert night_price_per_person.per_person(room, 2) == 75  # one unit for two
    assert night_price_per_person.per_person(room, 3) == 100  # two units for three
    assert night_price_per_person.allows(room, 75, 2) and not night_price_per_person.allows(room, 99, 3)
    assert night_price_per_person.allows(SimpleNamespace(price=None, maximum_occupancy=2), 1000, 2) is False
    assert meal_cost.allows(SimpleNamespace(average_cost=None), 100) is False
    assert meal_cost.allows(SimpleNamespace(average_cost=30.0), 30) is True  # the maximum itself is allowed


def test_the_searches_keep_them(sandbox):
    every = search(sandbox, "restaurant_search", {"city": "Orlando", "limit": 500}).options
    kept = search(sandbox, "restaurant_search", {"city": "Orlando", "limit": 500, "max_cost": 30}).options
    assert kept and {o.name for o in kept} == {o.name for o in every if o.average_cost <= 30} != {o.name for o in every}
    stays = search(sandbox, "accommodation_search", {"city": "Orlando", "people": 3, "limit": 500}).options
    cheap = search(sandbox, "accommodation_search", {"city": "Orlando", "people": 3, "limit": 500, "max_price_per_person": 300}).options
    assert cheap and {o.name for o in cheap} == {o.name for o in stays if o.nightly_total / 3 <= 300} != {o.name for o in stays}
    refused = search(sandbox, "accommodation_search", {"city": "Orlando", "max_price_per_person": 300})
    assert getattr(refused, "error", None) is not None and "need people" in refused.error.message


# --- planners and certificates ------------------------------------------------------------------------------------------

CASES = [  # (rules, people, budget, dest, table): each binds some plan of the request without it, and leaves one
    ({"max_meal_cost": 35}, 2, 2500, "Orlando", "restaurant"),
    # Dallas for two: the best plan sleeps at $262 each (rated 4); at most $200 each leaves the $174 one (rated 3)
    ({"max_night_price_per_person": 200}, 2, 5000, "Dallas", "accommodation"),
]


@pytest.mark.parametrize("policy", ["expert", "solver"])
@pytest.mark.parametrize("objective", ["cheapest", "best"])
@pytest.mark.parametrize("rules, people, budget, dest, table", CASES)
def test_the_planners_keep_them(sandbox, policy, objective, rules, people, budget, dest, table):
    spec = orlando_spec(people, budget, dest, **rules)
    result = plan_result(spec, sandbox, policy, objective)
    assert result.verdict.status == "valid"
    constraint = named(next(iter(rules)))
    rows = _rows(sandbox, result.plan, table)
    assert rows and all(constraint.admits(row, constraint.value(spec), people) for row in rows)
    for mode in ("official", "strict"):
        verdict = evaluate_plan(spec, result.plan, sandbox, mode)
        assert verdict.final_pass and verdict.hard[constraint.report_key] is True


@pytest.mark.parametrize("rules, people, budget, dest, table", CASES)
def test_the_rules_bind_the_plans_without_them(sandbox, rules, people, budget, dest, table):
    """Without the rule some planner's plan breaks it: the tests above test something."""
    constraint = named(next(iter(rules)))
    value = constraint.value(orlando_spec(people, budget, dest, **rules))
    broken = [row for policy, objective in itertools.product(("expert", "solver"), ("cheapest", "best"))
              for row in _rows(sandbox, plan_result(orlando_spec(people, budget, dest), sandbox, policy, objective).plan, table)
              if not constraint.admits(row, value, people)]
    assert broken


@pytest.mark.parametrize("rules, people, dest", [({"max_meal_cost": 35}, 2, "Orlando"), ({"max_meal_cost": 60}, 2, "Orlando"),
                                                 ({"max_night_price_per_person": 200}, 2, "Dallas"),
                                                 ({"max_night_price_per_person": 300}, 3, "Dallas")])
def test_the_solvers_optimum_is_the_brute_force_one_under_both_objectives(sandbox, rules, people, dest):
    """Facts gathered with the rule hold only venues that keep it; on them, the model's optimum is the enumeration's."""
    spec = orlando_spec(people, 1_000_000.0, dest, **rules)
    facts, city = small_facts(spec, sandbox)
    constraint = named(next(iter(rules)))
    venues = [m.option for m in facts.meals[city]] if constraint.venue == "restaurant" else [s.option for s in facts.stays[city]]
    assert venues and all(constraint.admits(v, constraint.value(spec), people) for v in venues)
    scores = list(plan_scores(facts, city, spec))
    cheapest = TripModel(facts).solve(NO_RUSH)
    best = TripModel(facts, objective="best").solve(NO_RUSH)
    assert cheapest.status == "optimal" and cheapest.solution.cost == min(cost for _points, cost in scores)
    assert best.status == "optimal" and (best.solution.quality, -best.solution.cost) == max((p, -c) for p, c in scores)


@pytest.mark.parametrize("rules, kind, words", [
    ({"max_meal_cost": 10}, "max_meal_cost", "too few restaurants in Orlando cost $10 a person or less"),
    ({"max_night_price_per_person": 300}, "max_night_price_per_person",
     "no lodging in Orlando at $300 a night or less per person (for 2) fits this trip"),
])
def test_an_unreachable_rule_is_proved_impossible_with_a_certificate(sandbox, rules, kind, words):
    result = plan_result(orlando_spec(**rules), sandbox)
    assert result.verdict.status == "unsat"
    certificate = result.verdict.certificate
    assert certificate is not None and certificate.kinds == [kind] and words in certificate.message


# --- the evaluator ----------------------------------------------------------------------------------------------------

def test_the_evaluator_fails_a_plan_that_breaks_them_and_keeps_travelplanners_verdicts(sandbox):
    plan = plan_result(orlando_spec(), sandbox, "expert").plan  # eats at Turquoise Villa ($55), sleeps at $705 for two
    for mode in ("official", "strict"):
        plain = evaluate_plan(orlando_spec(), plan, sandbox, mode)
        assert "max_meal_cost" not in plain.hard and "max_night_price_per_person" not in plain.hard
        for rules, key, reason in (({"max_meal_cost": 50}, "max_meal_cost", "'Turquoise Villa, Orlando' is $55 a person, over $50"),
                                   ({"max_night_price_per_person": 350}, "max_night_price_per_person",
                                    "is $352.50 a night per person, over $350")):
            verdict = evaluate_plan(orlando_spec(**rules), plan, sandbox, mode)
            assert verdict.hard[key] is False and not verdict.final_pass
            assert any(reason in r for r in verdict.reasons[key])
            assert {k: verdict.hard[k] for k in OFFICIAL} == {k: plain.hard[k] for k in OFFICIAL}  # TravelPlanner's unchanged


# --- how it shows and is edited ------------------------------------------------------------------------------------------

def test_the_command_line_shows_them(sandbox):
    trip = orlando_spec(max_meal_cost=35, max_night_price_per_person=400).as_row()
    assert trip_lines(trip)[1] == "constraints: meals at most $35 a person; stays at most $400 a night per person"
    runner = CliRunner()
    out = runner.invoke(cli_app.cli, ["plan", BASE + "Keep meals under $35 per person.", "--json"])
    line = json.loads(out.stdout.strip().splitlines()[-1])
    assert out.exit_code == 0 and line["verdict"]["status"] == "valid" and line["not_kept"] == []
    meals = _rows(sandbox, line["plan"], "restaurant")
    assert meals and all(row.average_cost <= 35 for row in meals)
    shown = runner.invoke(cli_app.cli, ["plan", BASE + "Keep meals under $35 per person."])
    assert shown.exit_code == 0 and "meals at most $35 a person" in " ".join(shown.output.split())
    unsat = runner.invoke(cli_app.cli, ["plan", BASE + "Nothing above $10 per meal."])
    assert unsat.exit_code == 5 and "cost $10 a person or less" in " ".join(unsat.output.split())


def test_the_chat_adds_and_drops_them():
    say = chat_session("meals")

    assert say(BASE)["verdict"]["status"] == "valid"
    out = say("Keep meals under $35 per person.")
    assert out["trip"]["local_constraint"]["max meal cost"] == 35 and out["verdict"]["status"] == "valid"
    assert out["trip"]["budget"] == 2500
    out = say("And no more than $400 per person a night.")
    assert out["trip"]["local_constraint"]["max night price per person"] == 400
    assert out["trip"]["local_constraint"]["max meal cost"] == 35
    out = say("Forget the meal cost.")
    assert out["trip"]["local_constraint"].get("max meal cost") is None
    assert out["trip"]["local_constraint"]["max night price per person"] == 400


def test_flextravelbench_sentences_read_back(sandbox):
    for rules in ({"max_meal_cost": 35.0}, {"max_night_price_per_person": 150.0}):
        constraint = named(next(iter(rules)))
        sentence = constraint.flex_sentence(constraint.value(orlando_spec(**rules)))
        assert constraint.value(parse_request(BASE + sentence, sandbox).spec) == constraint.value(orlando_spec(**rules))
