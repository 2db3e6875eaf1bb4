"""A day without one of its fields (no key at all), scored in both modes.

The verdicts are those of the official scorer's code, check by check:

- within_sandbox, within_current_city, diverse_restaurants, diverse_attractions
  read meals, attractions and accommodation with ``if key in unit and ...``:
  a missing key is skipped. within_current_city does the same for
  transportation; within_sandbox reads transportation directly (a crash,
  i.e. a failure).
- non_conflicting_transportation reads day 1's transportation directly and
  later days with ``'transportation' in unit`` (skipped when missing).
- minimum_nights returns False as soon as a day has no accommodation key.
- complete_information fails on any of the six keys missing, and the hard
  constraints are then not evaluated.

Strict mode additionally fails within_current_city (and, for transportation,
non_conflicting_transportation) on the day without the field.
"""

from __future__ import annotations

import copy

import pytest

from himap_travel.domain.evaluation import COMMONSENSE_KEYS, evaluate_plan
from himap_travel.domain.sandbox.queries import load_gold_plans

# Gold plan 0: St. Petersburg → Rockford, 3 days, passes all 13 checks in both modes.
POSITION = 0
FIELDS = ("breakfast", "lunch", "dinner", "attraction", "accommodation")


@pytest.fixture(scope="module")
def gold():
    return load_gold_plans("train")


@pytest.fixture(scope="module")
def row(train_queries):
    return train_queries[POSITION].spec.as_row()


def _expected(field: str, mode: str) -> dict[str, bool]:
    failing = {"complete_information"}
    if field in ("accommodation",):
        failing.add("minimum_nights")
    if field == "transportation":
        failing.add("within_sandbox")  # the official check reads unit['transportation'] directly
    if mode == "strict":
        failing.add("within_current_city")
        if field == "transportation":
            failing.add("non_conflicting_transportation")
    return {key: key not in failing for key in COMMONSENSE_KEYS}


def test_the_gold_plan_passes_everything(gold, row, sandbox):
    for mode in ("official", "strict"):
        assert evaluate_plan(row, gold[POSITION], sandbox, mode).final_pass, mode


@pytest.mark.parametrize("mode", ["official", "strict"])
@pytest.mark.parametrize("day", [1, 2, 3])
@pytest.mark.parametrize("field", FIELDS)
def test_a_day_without_a_field(field, day, mode, gold, row, sandbox):
    plan = copy.deepcopy(gold[POSITION])
    del plan[day - 1][field]
    verdict = evaluate_plan(row, plan, sandbox, mode)
    assert verdict.commonsense == _expected(field, mode), verdict.failures
    assert verdict.hard is None and verdict.final_pass is False
    assert f"day {day}: missing field(s) {field}" in verdict.reasons["complete_information"]
    if mode == "strict":
        assert f"day {day}: no {field} field" in verdict.reasons["within_current_city"]
    else:
        assert "within_current_city" not in verdict.reasons


@pytest.mark.parametrize("mode", ["official", "strict"])
def test_a_later_day_without_transportation(mode, gold, row, sandbox):
    plan = copy.deepcopy(gold[POSITION])
    del plan[1]["transportation"]  # day 2 (a stay day in Rockford)
    verdict = evaluate_plan(row, plan, sandbox, mode)
    assert verdict.commonsense == _expected("transportation", mode), verdict.failures
    assert verdict.hard is None


@pytest.mark.parametrize("mode", ["official", "strict"])
def test_skipping_a_missing_field_still_checks_the_others(mode, gold, row, sandbox):
    """Day 2 has no lunch; day 3's breakfast is in Chicago on a travel day Rockford → St. Petersburg."""
    plan = copy.deepcopy(gold[POSITION])
    del plan[1]["lunch"]
    plan[2]["breakfast"] = "Bro's Kitchenette, Chicago"
    verdict = evaluate_plan(row, plan, sandbox, mode)
    assert verdict.commonsense["within_current_city"] is False
    assert any("breakfast 'Bro's Kitchenette, Chicago'" in r for r in verdict.reasons["within_current_city"])


@pytest.mark.parametrize("mode", ["official", "strict"])
def test_a_repeat_is_still_found_across_a_missing_meal(mode, gold, row, sandbox):
    plan = copy.deepcopy(gold[POSITION])
    del plan[1]["breakfast"]
    plan[2]["lunch"] = plan[1]["dinner"]  # "Cafe Southall, Rockford" twice
    verdict = evaluate_plan(row, plan, sandbox, mode)
    assert verdict.commonsense["diverse_restaurants"] is False
    assert verdict.commonsense["within_sandbox"] is True
