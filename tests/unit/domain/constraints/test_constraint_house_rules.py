"""Several house rules at once (issue 38, kind (b)): "our 2 kids and our dog" is children under 10 and pets, and
one stay must allow both. TravelPlanner's ``house_rule`` keeps the first (its official check unchanged); the others
are ``more_house_rules``: read, searched, planned (expert and solver, both objectives), certified, checked (strict and
official: TravelPlanner's verdicts unchanged) and shown. The benchmark's rows keep their single house rule.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.constraints import house_rule, more_house_rules, named
from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.parsing import parse_request
from himap_travel.domain.sandbox.queries import load_queries
from himap_travel.nodes.chat.markdown import trip_lines
from himap_travel.state.trip import LocalConstraint
from himap_travel.tools.search_args import accommodation_search_args
from himap_travel.tools.searches import search
from tests.support.constraint_trips import BASE, OFFICIAL, orlando_spec, plan_result
from tests.unit.domain.constraints.test_constraint_stays import _stays

BASE4 = BASE.replace("for 2 people", "for 4 people")
KIDS_AND_DOG = {"house_rule": "children under 10", "more_house_rules": ["pets"]}


@pytest.mark.parametrize("text, first, more", [
    ("Our 2 kids and our dog are coming.", "children under 10", ["pets"]),
    ("my wife and I, our two kids and our dog", "children under 10", ["pets"]),
    ("We need a place that allows smoking or pets.", "smoking", ["pets"]),
    ("We're bringing the dog, we smoke, and we'd like to have friends over.", "pets", ["smoking", "visitors"]),
    ("Pet-friendly, please.", "pets", None),
    ("we're bringing the pup", "pets", None),  # a pet by its everyday names (was named as not kept)
    ("the doggo comes too, and the kitty", "pets", None),
    ("Our 2 grandkids and the dog come along.", "children under 10", ["pets"]),  # grandchildren are children too
    ("Smoking allowed please, since the grandkids moved away.", "smoking", None),  # children who do not travel: no rule
])
def test_the_parser_reads_several_rules_first_mentioned_first(sandbox, text, first, more):
    local = parse_request(BASE4 + text, sandbox).spec.local_constraint
    assert (local.house_rule, local.more_house_rules) == (first, more)


def test_the_benchmark_rows_keep_their_single_house_rule(sandbox):
    for split in ("train", "validation_dev"):
        for row in load_queries(split):
            read = parse_request(row.spec.query, sandbox, people="smallest").spec.local_constraint
            assert read.more_house_rules is None and read.house_rule == row.spec.local_constraint.house_rule


def test_a_row_and_the_llm_form_hold_them():
    local = LocalConstraint.model_validate({"house rule": "pets", "more house rules": ["smoking", "smoking"]})
    assert local.more_house_rules == ["smoking"] and local.as_row()["more house rules"] == ["smoking"]
    assert "more house rules" not in LocalConstraint(house_rule="pets").as_row()
    with pytest.raises(ValueError):
        LocalConstraint.model_validate({"more house rules": ["jacuzzi"]})


def test_the_search_keeps_listings_allowing_every_rule(sandbox):
    args = accommodation_search_args("Orlando", 2, LocalConstraint(**KIDS_AND_DOG), 500)
    assert args["house_rule"] == "children under 10" and args["also_allow"] == ["pets"]
    kept = search(sandbox, "accommodation_search", args).options
    every = search(sandbox, "accommodation_search", {"city": "Orlando", "limit": 500}).options
    assert kept and {o.name for o in kept} == {o.name for o in every if not {"No pets", "No children under 10"} & set(o.house_rules)}


@pytest.mark.parametrize("policy", ["expert", "solver"])
@pytest.mark.parametrize("objective", ["cheapest", "best"])
def test_the_planners_keep_both(sandbox, policy, objective):
    spec = orlando_spec(**KIDS_AND_DOG).model_copy(update={"budget": 10_000.0})
    result = plan_result(spec, sandbox, policy, objective)
    assert result.verdict.status == "valid"
    assert all(more_house_rules.allows(row, ["children under 10", "pets"]) for row in _stays(sandbox, result.plan))
    for mode in ("official", "strict"):
        verdict = evaluate_plan(spec, result.plan, sandbox, mode)
        assert verdict.final_pass and verdict.hard["more_house_rules"] is True


def test_no_stay_allowing_them_all_is_proved_impossible_with_a_certificate(sandbox):
    spec = orlando_spec(house_rule="pets", more_house_rules=["children under 10", "parties", "smoking", "visitors"])
    result = plan_result(spec, sandbox, "solver")
    assert result.verdict.status == "unsat" and "more_house_rules" in result.verdict.certificate.kinds
    assert "allows" in result.verdict.certificate.message


def test_the_evaluator_fails_a_stay_that_forbids_one_and_keeps_travelplanners_verdicts(sandbox):
    spec = orlando_spec(house_rule="children under 10")
    plan = plan_result(spec, sandbox, "solver").plan
    stays = _stays(sandbox, plan)
    assert any(not house_rule.allows(row, "pets") for row in stays)  # the cheapest stay forbids pets
    for mode in ("official", "strict"):
        plain = evaluate_plan(spec, plan, sandbox, mode)
        verdict = evaluate_plan(orlando_spec(**KIDS_AND_DOG), plan, sandbox, mode)
        assert verdict.hard["more_house_rules"] is False and not verdict.final_pass
        assert any("'No pets'" in r for r in verdict.reasons["more_house_rules"])
        assert {k: verdict.hard[k] for k in OFFICIAL} == {k: plain.hard[k] for k in OFFICIAL}


def test_the_command_line_shows_them_and_flextravelbench_reads_back(sandbox):
    assert trip_lines(orlando_spec(**KIDS_AND_DOG).as_row())[1] == "constraints: house rule: children under 10; also allows: pets"
    constraint = named("more_house_rules")
    text = "Our kids come along. " + constraint.flex_sentence(["pets"])
    assert constraint.value(parse_request(BASE + text, sandbox).spec) == ["pets"]
