"""House rules the stay must forbid (issue 38): "a smoke-free room", "no pets, I'm allergic", "adults only".

The data's house rules name what a listing forbids, so the wish can be checked: read (a negated rule said of the
stay; said of the travellers it asks nothing), searched, planned (expert and solver, both objectives), certified when
no stay forbids them all, checked (strict and official: TravelPlanner's verdicts unchanged) and shown.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.constraints import named, stay_forbids
from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.parsing import parse_request
from himap_travel.domain.sandbox.queries import load_queries
from himap_travel.nodes.chat.markdown import trip_lines
from himap_travel.tools.searches import search
from tests.support.constraint_trips import BASE, OFFICIAL, orlando_spec, plan_result
from tests.unit.domain.constraints.test_constraint_stays import _stays


@pytest.mark.parametrize("text, forbidden", [
    ("No smoking rooms please.", ["smoking"]),
    ("a smoke free place, my lungs are bad", ["smoking"]),
    ("somewhere quiet, no parties allowed there", ["parties"]),
    ("I'm allergic to dogs and cats so no pet friendly places", ["pets"]),
    ("my husband is allergic to cats", ["pets"]),  # the data forbids pets as a whole: a place without cats too
    ("an adults-only hotel, it's our honeymoon", ["children under 10"]),
    ("kid-free place pls", ["children under 10"]),
    ("The host must not allow visitors.", ["visitors"]),
    ("no smoking and no pets!!", ["smoking", "pets"]),
    ("it's a family trip, so no party houses", ["parties"]),  # a stay named for parties, ruled out
    ("No party hotels or hostels.", ["parties"]),
    ("we have no pets", None),  # said of the travellers: nothing asked, nothing named
    ("nobody in our group smokes", None),
    ("we're non-smokers", None),
    ("none of us smoke, and we have no kids", None),
])
def test_the_parser_reads_rules_the_stay_forbids(sandbox, text, forbidden):
    request = parse_request(BASE + text, sandbox)
    local = request.spec.local_constraint
    assert local.stay_forbids == forbidden
    assert local.house_rule is None and request.not_kept == [] and request.warnings == []


def test_a_rule_needed_and_forbidden_is_a_problem_and_one_animal_is_named(sandbox):
    with pytest.raises(ValueError, match="both asked for and ruled out"):
        parse_request(BASE + "We're bringing our dog. No pets allowed, please.", sandbox)
    request = parse_request(BASE + "we have a dog but no cats please", sandbox)
    assert request.spec.local_constraint.house_rule == "pets" and request.spec.local_constraint.stay_forbids is None
    assert any("without cats cannot be asked for" in w for w in request.warnings)
    mixed = parse_request(BASE + "We'll bring the dog, but no smoking please.", sandbox).spec.local_constraint
    assert (mixed.house_rule, mixed.stay_forbids) == ("pets", ["smoking"])


@pytest.mark.parametrize("text, rule", [
    # a prohibition in a relative clause the negation opens is a permission: the stay must allow it
    ("we have a dog, so no place that bans pets obviously", "pets"),
    ("nothing that prohibits parties", "parties"),
])
def test_a_place_that_does_not_ban_it_is_a_permission(sandbox, text, rule):
    local = parse_request(BASE + text, sandbox).spec.local_constraint
    assert (local.house_rule, local.stay_forbids) == (rule, None)


def test_a_rule_said_not_to_be_needed_asks_nothing(sandbox):
    """FlexTravelBench's turn text "without the need for accommodations where parties are allowed": neither allowed nor
    forbidden (the new kind read it as a stay forbidding parties, and the replay's first turn went unread)."""
    text = ("Could you create a 3-day travel itinerary for a party of 2, from Jacksonville to Washington between March 3rd "
            "and March 5th, 2022, with a budget of $1,500 and without the need for accommodations where parties are allowed?")
    local = parse_request(text, sandbox).spec.local_constraint
    assert (local.house_rule, local.stay_forbids) == (None, None)


def test_the_benchmark_rows_forbid_nothing(sandbox):
    for split in ("train", "validation_dev"):
        for row in load_queries(split):
            assert parse_request(row.spec.query, sandbox, people="smallest").spec.local_constraint.stay_forbids is None


def test_the_search_keeps_listings_forbidding_every_rule(sandbox):
    args = {"city": "Orlando", "limit": 500, "also_keep": {"stay_forbids": ["smoking", "pets"]}}
    kept = search(sandbox, "accommodation_search", args).options
    every = search(sandbox, "accommodation_search", {"city": "Orlando", "limit": 500}).options
    assert kept and {o.name for o in kept} == {o.name for o in every if {"No smoking", "No pets"} <= set(o.house_rules)}


@pytest.mark.parametrize("policy", ["expert", "solver"])
@pytest.mark.parametrize("objective", ["cheapest", "best"])
def test_the_planners_keep_them(sandbox, policy, objective):
    spec = orlando_spec(stay_forbids=["smoking", "pets"]).model_copy(update={"budget": 10_000.0})
    result = plan_result(spec, sandbox, policy, objective)
    assert result.verdict.status == "valid"
    assert all(stay_forbids.allows(row, ["smoking", "pets"]) for row in _stays(sandbox, result.plan))
    for mode in ("official", "strict"):
        verdict = evaluate_plan(spec, result.plan, sandbox, mode)
        assert verdict.final_pass and verdict.hard["stay_forbids"] is True


def test_no_stay_forbidding_them_all_is_proved_impossible_with_a_certificate(sandbox):
    spec = orlando_spec(stay_forbids=["smoking", "pets", "parties", "visitors"])  # no Orlando listing forbids all four
    result = plan_result(spec, sandbox, "solver")
    assert result.verdict.status == "unsat" and "stay_forbids" in result.verdict.certificate.kinds
    assert "forbids smoking and pets and parties and visitors" in result.verdict.certificate.message


def test_the_evaluator_fails_a_stay_that_allows_one_and_keeps_travelplanners_verdicts(sandbox):
    spec = orlando_spec()
    plan = plan_result(spec, sandbox, "solver").plan
    stays = _stays(sandbox, plan)
    rule = next(rule for rule in ("smoking", "pets", "parties", "visitors") if not any(
        stay_forbids.allows(row, [rule]) for row in stays))  # a rule no stay of the cheapest plan forbids
    for mode in ("official", "strict"):
        plain = evaluate_plan(spec, plan, sandbox, mode)
        verdict = evaluate_plan(orlando_spec(stay_forbids=[rule]), plan, sandbox, mode)
        assert verdict.hard["stay_forbids"] is False and not verdict.final_pass
        assert any(f"does not forbid {rule}" in r for r in verdict.reasons["stay_forbids"])
        assert {k: verdict.hard[k] for k in OFFICIAL} == {k: plain.hard[k] for k in OFFICIAL}


def test_the_command_line_shows_them_and_flextravelbench_reads_back(sandbox):
    assert trip_lines(orlando_spec(stay_forbids=["smoking"]).as_row())[1] == "constraints: stays that forbid smoking"
    constraint = named("stay_forbids")
    assert constraint.value(parse_request(BASE + constraint.flex_sentence(["parties"]), sandbox).spec) == ["parties"]
