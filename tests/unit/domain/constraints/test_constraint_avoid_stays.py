"""Stays to avoid (issue 39): "not that hotel", "anywhere but the Fresh Budget Room", a rule kept by every re-plan.

Read (a capitalised name after a wish not to stay there), searched, planned (expert and solver, both objectives, the
stay the plan picked before ruled out), certified when no stay is left (``test_constraint_kinds``), checked (strict
and official: TravelPlanner's verdicts unchanged) and shown.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.constraints import avoid_stays, named
from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.parsing import parse_request
from himap_travel.nodes.chat.markdown import trip_lines
from tests.support.constraint_trips import BASE, OFFICIAL, orlando_spec, plan_result
from tests.unit.domain.constraints.test_constraint_stays import _stays


@pytest.mark.parametrize("text, avoided", [
    ("We won't stay at Large Sunny Park Slope Apartment.", ["Large Sunny Park Slope Apartment"]),
    ("we don't want to stay at the Riverside Drive Apartment again", ["Riverside Drive Apartment"]),
    ("We'd never stay at Trendy Williamsburg Apartment.", ["Trendy Williamsburg Apartment"]),
    ("We'd like to stay at a nice place.", None),
])
def test_the_parser_reads_stays_to_avoid(sandbox, text, avoided):
    assert parse_request(BASE + text, sandbox).spec.local_constraint.avoid_stays == avoided


def test_a_name_is_compared_without_case_or_punctuation():
    class Row:
        name = "*Fresh Budget Room"
    assert not avoid_stays.allows(Row(), ["fresh budget room"]) and avoid_stays.allows(Row(), ["Fresh Room"])


@pytest.mark.parametrize("policy", ["expert", "solver"])
@pytest.mark.parametrize("objective", ["cheapest", "best"])
def test_the_planners_keep_them(sandbox, policy, objective):
    """The stays the plan picks without the rule, ruled out: the plan picks others, and passes."""
    spec = orlando_spec(budget=10_000.0)
    picked = sorted({row.name for row in _stays(sandbox, plan_result(spec, sandbox, policy, objective).plan)})
    ruled = orlando_spec(budget=10_000.0, avoid_stays=picked)
    result = plan_result(ruled, sandbox, policy, objective)
    assert result.verdict.status == "valid"
    assert not {row.name for row in _stays(sandbox, result.plan)} & set(picked)
    for mode in ("official", "strict"):
        verdict = evaluate_plan(ruled, result.plan, sandbox, mode)
        assert verdict.final_pass and verdict.hard["avoid_stays"] is True


def test_the_evaluator_fails_a_stay_ruled_out_and_keeps_travelplanners_verdicts(sandbox):
    spec = orlando_spec()
    plan = plan_result(spec, sandbox, "solver").plan
    name = _stays(sandbox, plan)[0].name
    for mode in ("official", "strict"):
        plain = evaluate_plan(spec, plan, sandbox, mode)
        verdict = evaluate_plan(orlando_spec(avoid_stays=[name.upper()]), plan, sandbox, mode)
        assert verdict.hard["avoid_stays"] is False and not verdict.final_pass
        assert any("is ruled out" in r for r in verdict.reasons["avoid_stays"])
        assert {k: verdict.hard[k] for k in OFFICIAL} == {k: plain.hard[k] for k in OFFICIAL}


def test_the_command_line_shows_them_and_flextravelbench_reads_back(sandbox):
    shown = trip_lines(orlando_spec(avoid_stays=["Cozy Cottage"]).as_row())[1]
    assert shown == "constraints: not staying at Cozy Cottage"
    constraint = named("avoid_stays")
    assert constraint.value(parse_request(BASE + constraint.flex_sentence(["Cozy Cottage"]), sandbox).spec) == [
        "Cozy Cottage"]
