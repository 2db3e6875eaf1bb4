"""The stays' constraints beyond TravelPlanner's: a minimum stay rating and a maximum price per night (per room).

End to end on the issue's own request (Washington to Orlando, 2 people, $2,500), where the cheapest stay for two
nights is rated 3 at $705 a night: read (text and LLM form), searched, planned (expert and solver; the solver's
optimum checked by brute force under both objectives), proved impossible with a certificate naming the constraint,
checked (strict and official: TravelPlanner's verdicts unchanged, the extension reported beside), shown and edited in
the chat.
"""

from __future__ import annotations

import json

import pytest

from himap_travel.domain.constraints import named, night_price, stay_rating
from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.evaluation.lookup import venue_index
from himap_travel.domain.parsing import QueryParseError, parse_request
from himap_travel.nodes.chat.markdown import trip_lines
from himap_travel.planning.solver.model import TripModel
from himap_travel.state.trip import LocalConstraint
from himap_travel.tools.searches import search
from tests.support.constraint_trips import BASE, OFFICIAL, chat_session, orlando_spec, plan_result
from tests.unit.planning.solver.test_solver_best import NO_RUSH, plan_scores, small_facts


def _stays(sandbox, plan) -> list:
    entries = [day["accommodation"] for day in plan if day.get("accommodation") not in (None, "", "-")]
    return [venue_index(sandbox).first("accommodation", entry, True) for entry in entries]


# --- reading ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, rating, price", [
    ("We only want places rated 4 stars or more.", 4.0, None),
    ("Only 4-star hotels, please.", 4.0, None),
    ("no lodging rated below 3", 3.0, None),
    ("Hotels rated above 3.", 4.0, None),  # review rates are whole numbers: above 3 is 4
    ("Nothing over $150 a night for the room.", None, 150.0),
    ("rooms under $120 per night", None, 120.0),
    ("A hotel for at most $200/night, rated 4 or higher.", 4.0, 200.0),
    ("A 5-star hotel and 4-star restaurants.", 5.0, None),  # the nearest venue word decides: restaurants apart
    ("a budget hotel, max $80/night", None, 80.0),  # "budget" of a stay says cheap: no second budget (was refused)
    ("something budget-friendly for the room, $80/night max", None, 80.0),
    ("We're so excited about this trip!", None, None),
])
def test_the_parser_reads_the_stay_rules(sandbox, text, rating, price):
    request = parse_request(BASE + text, sandbox)
    local = request.spec.local_constraint
    assert (local.min_stay_rating, local.max_night_price) == (rating, price)
    assert request.spec.budget == 2500  # a nightly price is never read as a budget per day


@pytest.mark.parametrize("text, cause", [
    ("A highly rated hotel.", "gives no minimum rating"),
    ("Hotels rated at most 3.", "maximum rating"),
    ("Hotels rated 4 or higher, and hotels rated 5 stars.", "two different minimum stay ratings"),
    ("Rooms under $100 a night, or under $150 a night.", "two different maximum prices per night"),
])
def test_a_stay_rule_no_plan_could_be_checked_against_is_refused(sandbox, text, cause):
    with pytest.raises(QueryParseError, match=cause):
        parse_request(BASE + text, sandbox)


def test_the_budget_per_night_stays_the_budget_readers(sandbox):
    """"a budget of $200 per night" is a budget (another reader's), never a price cap of the stays."""
    with pytest.raises(QueryParseError, match="budget"):
        parse_request(BASE + "A budget of $200 per night.", sandbox)


def test_the_llm_form_and_a_row_state_them(sandbox):
    from tests.support.scripted_server import ScriptedServer

    form = {"org": "Washington", "dest": "Orlando", "days": 3, "visiting_city_number": 1,
            "date": ["2022-03-15", "2022-03-16", "2022-03-17"], "people_number": 2, "budget": 2500,
            "min_stay_rating": 4, "max_night_price": 900}
    server = ScriptedServer(lambda body: {"content": json.dumps(form)})
    spec = server.policy(sandbox).extract(BASE, tools=None)
    assert (spec.local_constraint.min_stay_rating, spec.local_constraint.max_night_price) == (4, 900)
    row = spec.local_constraint.as_row()
    assert row["min stay rating"] == 4 and row["max night price"] == 900
    assert set(LocalConstraint().as_row()) == {"house rule", "cuisine", "room type", "transportation"}
    for bad in ({"min stay rating": 0}, {"min stay rating": 6}, {"max night price": -5}, {"max night price": float("inf")}):
        with pytest.raises(ValueError):
            LocalConstraint.model_validate(bad)


# --- searches, planners, certificate ------------------------------------------------------------------------------------

def test_the_accommodation_search_keeps_them(sandbox):
    every = search(sandbox, "accommodation_search", {"city": "Orlando", "limit": 500}).options
    kept = search(sandbox, "accommodation_search", {"city": "Orlando", "limit": 500, "min_rating": 4, "max_price": 900}).options
    assert kept and len(kept) < len(every)
    assert {o.name for o in kept} == {o.name for o in every if o.review_rate >= 4 and o.price <= 900}


@pytest.mark.parametrize("policy", ["expert", "solver"])
@pytest.mark.parametrize("objective", ["cheapest", "best"])
@pytest.mark.parametrize("rules", [{"min_stay_rating": 4}, {"max_night_price": 800}])
def test_the_planners_keep_them(sandbox, policy, objective, rules):
    spec = orlando_spec(**rules)
    result = plan_result(spec, sandbox, policy, objective)
    assert result.verdict.status == "valid"
    stays = _stays(sandbox, result.plan)
    assert stays
    constraint = named(next(iter(rules)))
    assert all(constraint.allows(row, constraint.value(spec)) for row in stays)
    for mode in ("official", "strict"):
        verdict = evaluate_plan(spec, result.plan, sandbox, mode)
        assert verdict.final_pass and verdict.hard[constraint.report_key] is True


@pytest.mark.parametrize("rules", [{"min_stay_rating": 4}, {"max_night_price": 800}, {"min_stay_rating": 3, "max_night_price": 900}])
def test_the_solvers_optimum_is_the_brute_force_one_under_both_objectives(sandbox, rules):
    """Facts gathered with the rules hold only stays that keep them; on them, the model's optimum is the enumeration's."""
    spec = orlando_spec(**rules).model_copy(update={"budget": 1_000_000.0})
    facts, city = small_facts(spec, sandbox)
    assert facts.stays[city]
    for constraint in map(named, rules):
        assert all(constraint.allows(stay.option, constraint.value(spec)) for stay in facts.stays[city])
    scores = list(plan_scores(facts, city, spec))
    cheapest = TripModel(facts).solve(NO_RUSH)
    best = TripModel(facts, objective="best").solve(NO_RUSH)
    assert cheapest.status == "optimal" and cheapest.solution.cost == min(cost for _points, cost in scores)
    assert best.status == "optimal" and (best.solution.quality, -best.solution.cost) == max((p, -c) for p, c in scores)


def test_the_rules_bind_the_cheapest_plan(sandbox):
    """Without them the cheapest plan sleeps in the $705 listing rated 3; with them it cannot."""
    free = plan_result(orlando_spec(), sandbox, "solver")
    (row, *_rest) = _stays(sandbox, free.plan)
    assert (row.review_rate, row.price) == (3, 705)
    for rules in ({"min_stay_rating": 4}, {"max_night_price": 700}):
        constraint = named(next(iter(rules)))
        assert not constraint.allows(row, constraint.value(orlando_spec(**rules)))


@pytest.mark.parametrize("rules, kind, words", [
    ({"min_stay_rating": 5}, "min_stay_rating", "no lodging rated 5 or higher in Orlando fits this trip"),
    ({"max_night_price": 700}, "max_night_price", "no lodging in Orlando at $700 a night or less (per room) fits this trip"),
])
def test_an_unreachable_stay_rule_is_proved_impossible_with_a_certificate(sandbox, rules, kind, words):
    result = plan_result(orlando_spec(**rules), sandbox)
    assert result.verdict.status == "unsat"
    certificate = result.verdict.certificate
    assert certificate is not None and certificate.kinds == [kind] and words in certificate.message


# --- the evaluator ----------------------------------------------------------------------------------------------------

def test_the_evaluator_fails_a_stay_that_breaks_them_and_keeps_travelplanners_verdicts(sandbox):
    plan = plan_result(orlando_spec(), sandbox, "solver").plan  # sleeps in the $705 listing rated 3
    for mode in ("official", "strict"):
        plain = evaluate_plan(orlando_spec(), plan, sandbox, mode)
        assert "min_stay_rating" not in plain.hard and "max_night_price" not in plain.hard
        for rules, key, reason in (({"min_stay_rating": 4}, "min_stay_rating", "is rated 3, below 4"),
                                   ({"max_night_price": 700}, "max_night_price", "is $705 a night, over $700")):
            verdict = evaluate_plan(orlando_spec(**rules), plan, sandbox, mode)
            assert verdict.hard[key] is False and not verdict.final_pass
            assert any(reason in r for r in verdict.reasons[key])
            assert {k: verdict.hard[k] for k in OFFICIAL} == {k: plain.hard[k] for k in OFFICIAL}  # TravelPlanner's unchanged


def test_the_checks_fail_closed_on_a_row_without_the_number():
    from types import SimpleNamespace

    assert stay_rating.allows(SimpleNamespace(review_rate=None), 1) is False
    assert night_price.allows(SimpleNamespace(price=None), 1000) is False
    assert night_price.allows(SimpleNamespace(price=150.0), 150) is True  # the maximum itself is allowed


# --- how it shows and is edited ------------------------------------------------------------------------------------------

def test_the_command_line_and_the_chat_show_them():
    trip = orlando_spec(min_stay_rating=4, max_night_price=150).as_row()
    assert trip_lines(trip)[1] == "constraints: stays rated 4+; stays at most $150 a night per room"


def test_the_chat_adds_and_drops_them():
    say = chat_session("stays")

    assert say(BASE)["verdict"]["status"] == "valid"
    out = say("Only hotels rated 4 stars or more.")
    assert out["trip"]["local_constraint"]["min stay rating"] == 4 and out["verdict"]["status"] == "valid"
    out = say("And nothing over $900 a night for the room.")
    assert out["trip"]["local_constraint"]["max night price"] == 900 and out["trip"]["budget"] == 2500
    out = say("We only eat at restaurants rated 3.5 or higher.")
    assert out["trip"]["local_constraint"]["min rating"] == 3.5
    out = say("Forget the hotel rating.")
    assert out["trip"]["local_constraint"].get("min stay rating") is None
    assert out["trip"]["local_constraint"]["max night price"] == 900
    assert out["trip"]["local_constraint"]["min rating"] == 3.5  # the restaurants' rating is another constraint


def test_flextravelbench_sentences_read_back(sandbox):
    for rules in ({"min_stay_rating": 4.0}, {"max_night_price": 150.0}):
        constraint = named(next(iter(rules)))
        sentence = constraint.flex_sentence(constraint.value(orlando_spec(**rules)))
        assert constraint.value(parse_request(BASE + sentence, sandbox).spec) == constraint.value(orlando_spec(**rules))

