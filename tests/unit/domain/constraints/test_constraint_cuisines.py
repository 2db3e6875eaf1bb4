"""The cuisines beyond TravelPlanner's seven (issue 38, kind (a)): the data's other eight wanted (``more_cuisines``),
and any of the fifteen avoided (``avoid_cuisines``).

End to end on the issue's own request (Washington to Orlando, 2 people, $2,500), whose cheapest plan eats at a Fast
Food restaurant and at no Cafe: read (text and LLM form), searched, planned (expert and solver; the solver's optimum
checked by brute force under both objectives), proved impossible with a certificate naming the constraint, checked
(strict and official: TravelPlanner's verdicts unchanged, the extension reported beside), shown and edited in the chat.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from himap_travel.domain.constraints import avoid_cuisines, cuisine, named
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


def _meal_rows(sandbox, plan) -> list:
    index = venue_index(sandbox)
    return [index.first("restaurant", day[m], True) for day in plan for m in MEALS if day.get(m) not in (None, "", "-")]


# --- reading ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, wanted, more, avoided", [
    ("No Chinese food, please.", None, None, ["Chinese"]),
    ("Avoid fast food places.", None, None, ["Fast Food"]),
    ("We'd love seafood and a barbecue, but nothing from fast-food joints.", None, ["Seafood", "BBQ"], ["Fast Food"]),
    ("No Chinese or Mexican food; Italian is great.", ["Italian"], None, ["Chinese", "Mexican"]),
    ("We want to try Chinese, American and Mexican cuisines.", ["Chinese", "American", "Mexican"], None, None),
])
def test_the_parser_reads_wanted_and_avoided_cuisines(sandbox, text, wanted, more, avoided):
    local = parse_request(BASE + text, sandbox).spec.local_constraint
    assert (local.cuisine, local.more_cuisines, local.avoid_cuisines) == (wanted, more, avoided)


def test_a_chats_take_back_is_no_ban_and_a_cuisine_both_wanted_and_avoided_is_refused(sandbox):
    assert cuisine.mentions("no more Italian", []) == [cuisine.Mention("Italian", avoided=True, taken_back=True)]
    assert avoid_cuisines.read("no more Italian", [], [], []) is None
    with pytest.raises(QueryParseError, match="both asked for and ruled out"):
        parse_request(BASE + "We want Chinese food, but no Chinese food.", sandbox)


def test_a_row_and_the_llm_form_spell_them_as_the_data_does():
    local = LocalConstraint.model_validate({"more cuisines": ["seafood", "bbq"], "avoid cuisines": ["fast food"]})
    assert (local.more_cuisines, local.avoid_cuisines) == (["Seafood", "BBQ"], ["Fast Food"])
    assert local.wanted_cuisines == ["Seafood", "BBQ"]
    assert local.as_row()["avoid cuisines"] == ["Fast Food"]
    for bad in ({"more cuisines": ["Chinese"]}, {"avoid cuisines": ["Thai"]}, {"cuisine": ["Seafood"]}):
        with pytest.raises(ValueError, match="unknown cuisine"):
            LocalConstraint.model_validate(bad)  # TravelPlanner's seven stay the official field's, the eight ours


# --- searches, planners, certificate ------------------------------------------------------------------------------------

def test_the_restaurant_search_drops_avoided_cuisines(sandbox):
    every = search(sandbox, "restaurant_search", {"city": "Orlando", "limit": 500}).options
    kept = search(sandbox, "restaurant_search", {"city": "Orlando", "limit": 500, "avoid_cuisines": ["Fast Food", "Tea"]}).options
    assert kept and len(kept) < len(every)
    assert {o.name for o in kept} == {o.name for o in every if not {"Fast Food", "Tea"} & set(o.cuisines)}


def test_the_rules_bind_the_cheapest_plan(sandbox):
    """Without them the cheapest plan eats Fast Food and at no Cafe."""
    served = [cuisine.served(row) for row in _meal_rows(sandbox, plan_result(orlando_spec(), sandbox, "solver").plan)]
    assert any("Fast Food" in s for s in served) and not any("Cafe" in s for s in served)


@pytest.mark.parametrize("policy", ["expert", "solver"])
@pytest.mark.parametrize("objective", ["cheapest", "best"])
def test_the_planners_keep_them(sandbox, policy, objective):
    spec = orlando_spec(more_cuisines=["Cafe"], avoid_cuisines=["Fast Food"], cuisine=["Chinese"])
    result = plan_result(spec, sandbox, policy, objective)
    assert result.verdict.status == "valid"
    served = [cuisine.served(row) for row in _meal_rows(sandbox, result.plan)]
    assert not any("Fast Food" in s for s in served)
    assert any("Cafe" in s for s in served) and any("Chinese" in s for s in served)
    for mode in ("official", "strict"):
        verdict = evaluate_plan(spec, result.plan, sandbox, mode)
        assert verdict.final_pass and verdict.hard["more_cuisines"] is True and verdict.hard["avoid_cuisines"] is True


@pytest.mark.parametrize("rules", [{"avoid_cuisines": ["Fast Food"]}, {"more_cuisines": ["Cafe"]},
                                   {"more_cuisines": ["Bakery", "Tea"], "avoid_cuisines": ["Seafood"]}])
def test_the_solvers_optimum_is_the_brute_force_one_under_both_objectives(sandbox, rules):
    """Facts gathered with the rules hold only restaurants that keep the ban; the optimum serves the wanted ones."""
    spec = orlando_spec(**rules).model_copy(update={"budget": 1_000_000.0})
    facts, city = small_facts(spec, sandbox, restaurants=7)
    avoided = spec.local_constraint.avoid_cuisines or []
    assert all(avoid_cuisines.allows(meal.option, avoided) for meal in facts.meals[city])
    scores = list(plan_scores(facts, city, spec))
    assert scores
    cheapest = TripModel(facts).solve(NO_RUSH)
    best = TripModel(facts, objective="best").solve(NO_RUSH)
    assert cheapest.status == "optimal" and cheapest.solution.cost == min(cost for _points, cost in scores)
    assert best.status == "optimal" and (best.solution.quality, -best.solution.cost) == max((p, -c) for p, c in scores)


def test_an_unreachable_ban_is_proved_impossible_with_a_certificate(sandbox):
    """Two of Orlando's thirty restaurants serve none of Tea, BBQ, Seafood and Cafe: too few for three days' meals."""
    result = plan_result(orlando_spec(avoid_cuisines=["Tea", "BBQ", "Seafood", "Cafe"]), sandbox)
    assert result.verdict.status == "unsat"
    certificate = result.verdict.certificate
    assert certificate.kinds == ["avoid_cuisines"]
    assert "too few restaurants in Orlando serve none of Tea, BBQ, Seafood, Cafe" in certificate.message


def test_a_wanted_cuisine_that_is_also_banned_is_named_by_the_certificate(sandbox):
    result = plan_result(orlando_spec(more_cuisines=["Tea"], avoid_cuisines=["Tea"]), sandbox, "solver")
    assert result.verdict.status == "unsat"
    assert set(result.verdict.certificate.kinds) == {"more_cuisines", "avoid_cuisines"}
    assert "no restaurant in Orlando serves Tea" in result.verdict.certificate.message


# --- the evaluator ----------------------------------------------------------------------------------------------------

def test_the_evaluator_fails_a_meal_that_breaks_them_and_keeps_travelplanners_verdicts(sandbox):
    plan = plan_result(orlando_spec(), sandbox, "solver").plan  # eats Fast Food, at no Cafe
    for mode in ("official", "strict"):
        plain = evaluate_plan(orlando_spec(), plan, sandbox, mode)
        assert "more_cuisines" not in plain.hard and "avoid_cuisines" not in plain.hard
        for rules, key, reason in (({"avoid_cuisines": ["Fast Food"]}, "avoid_cuisines", "serves Fast Food"),
                                   ({"more_cuisines": ["Cafe"]}, "more_cuisines", "serves Cafe")):
            verdict = evaluate_plan(orlando_spec(**rules), plan, sandbox, mode)
            assert verdict.hard[key] is False and not verdict.final_pass
            assert any(reason in r for r in verdict.reasons[key])
            assert {k: verdict.hard[k] for k in OFFICIAL} == {k: plain.hard[k] for k in OFFICIAL}  # TravelPlanner's unchanged


def test_the_ban_reads_cuisines_exactly_and_fails_closed():
    assert avoid_cuisines.allows(SimpleNamespace(cuisines="Tea, Cafe"), ["Tea"]) is False
    assert avoid_cuisines.allows(SimpleNamespace(cuisines=["Cafe", "Desserts"]), ["Tea"]) is True
    assert avoid_cuisines.allows(SimpleNamespace(cuisines="Fast Food"), ["Fast Food"]) is False


# --- how it shows and is edited ------------------------------------------------------------------------------------------

def test_the_command_line_and_the_chat_show_them():
    trip = orlando_spec(more_cuisines=["Seafood"], avoid_cuisines=["Fast Food", "Chinese"]).as_row()
    assert trip_lines(trip)[1] == "constraints: also serve: Seafood; no Fast Food, Chinese food"


def test_the_chat_adds_them():
    say = chat_session("cuisines")

    assert say(BASE)["verdict"]["status"] == "valid"
    out = say("No fast food, please.")
    assert out["trip"]["local_constraint"]["avoid cuisines"] == ["Fast Food"] and out["verdict"]["status"] == "valid"
    out = say("And we'd like a cafe at some point.")
    assert out["trip"]["local_constraint"]["more cuisines"] == ["Cafe"]
    assert out["trip"]["local_constraint"]["avoid cuisines"] == ["Fast Food"]


def test_flextravelbench_sentences_read_back(sandbox):
    for key, value in (("more_cuisines", ["Seafood", "Pizza"]), ("avoid_cuisines", ["Fast Food", "Chinese"])):
        constraint = named(key)
        assert constraint.value(parse_request(BASE + constraint.flex_sentence(value), sandbox).spec) == value
