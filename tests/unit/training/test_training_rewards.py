"""The paper's rewards (Appendix A.2) as TRL reward functions, against hand-computed values."""

from __future__ import annotations

import pytest

from himap_travel.training.rewards import (
    ROLE_REWARD_FUNCS,
    ROLE_REWARD_WEIGHTS,
    coordinator_extract,
    coordinator_global,
    coordinator_iterations,
    early_detect,
    executor_early,
    executor_global,
    executor_local,
    global_reward,
    local_reward,
    role_objective,
    violations_of,
)

COORDINATOR = {"role": "coordinator", "valid": True, "checks": {"budget": True}, "cost": 100.0, "budget": 200.0,
               "allocated": True, "iterations": 2}
EXECUTOR = {"role": "stay", "valid": False, "checks": {"budget": False, "cuisine": True}, "cost": 300.0, "budget": 200.0,
            "accepted": True, "filled": 2, "required": 4, "violations": 1, "tool_calls": 3}


def test_global_reward_counts_validity_passed_checks_and_relative_overspend():
    assert global_reward(True, dict.fromkeys("abcdefghijklm", True), 900.0, 1000.0) == pytest.approx(1.5)
    # 2 of 3 checks count (None is not a failure); 200 over a 1,000 budget costs 0.2
    assert global_reward(False, {"a": True, "b": False, "c": None}, 1200.0, 1000.0) == pytest.approx(2 / 26 - 0.2)
    assert global_reward(False, {}, None, 0.0) == 0.0


def test_local_reward_halves_acceptance_and_completeness():
    assert local_reward(True, 3, 4) == pytest.approx(0.875)
    assert local_reward(False, 0, 4) == 0.0
    assert local_reward(True, 0, 0) == 1.0
    assert local_reward(True, 5, 4) == 1.0


def test_early_detection_needs_a_violation_within_four_tool_calls():
    assert early_detect(1, 4) == 1.0
    assert early_detect(1, 5) == 0.0
    assert early_detect(0, 2) == 0.0
    assert violations_of(rejections=1, errors=4, reported_infeasible=True) == 3
    assert violations_of(rejections=0, errors=3, reported_infeasible=False) == 0


def test_each_component_scores_its_own_role_and_leaves_the_other_out():
    outcomes = [COORDINATOR, EXECUTOR]
    completions = [None, None]
    assert coordinator_global(completions, outcome=outcomes) == [pytest.approx(1 + 1 / 26), None]
    assert coordinator_extract(completions, outcome=outcomes) == [1.0, None]
    assert coordinator_iterations(completions, outcome=outcomes) == [-2.0, None]
    assert executor_global(completions, outcome=outcomes) == [None, pytest.approx(1 / 26 - 0.5)]
    assert executor_local(completions, outcome=outcomes) == [None, pytest.approx(0.75)]
    assert executor_early(completions, outcome=outcomes) == [None, 1.0]


def test_role_objectives_use_the_appendix_weights():
    assert ROLE_REWARD_WEIGHTS == (0.8, 0.2, 0.1, 0.7, 0.3, 0.15)
    assert [f.__name__ for f in ROLE_REWARD_FUNCS][:3] == ["coordinator_global", "coordinator_extract", "coordinator_iterations"]
    # J_coord = 0.8 (1 + 1/26) + 0.2 * 1 - 0.1 * 2
    assert role_objective(COORDINATOR) == pytest.approx(0.8 * (1 + 1 / 26) + 0.2 - 0.2)
    # J_exec = 0.7 (1/26 - 0.5) + 0.3 * 0.75 + 0.15 * 1
    assert role_objective(EXECUTOR) == pytest.approx(0.7 * (1 / 26 - 0.5) + 0.225 + 0.15)


def test_a_batch_without_outcomes_is_refused():
    with pytest.raises(ValueError, match="outcome"):
        executor_local([None], prompts=["p"])


def test_missing_or_small_figures_are_read_as_the_paper_means_them():
    """No cost is no overspend; a budget under 1 still divides; a one-entry day is scored by its share."""
    from himap_travel.training.rewards import global_reward, local_reward

    assert global_reward(True, {}, None, 0.5) == 1.0
    assert global_reward(True, {}, 1.0, 0.5) == 0.0  # spent twice the budget: overspend 1
    assert local_reward(False, 0, 1) == 0.0 and local_reward(False, 1, 1) == 0.5


def test_an_outcome_missing_its_counts_scores_as_none_happened():
    from himap_travel.training.rewards import coordinator_iterations, executor_early, executor_global, executor_local

    bare = {"role": "stay"}
    assert executor_local([None], outcome=[bare]) == [0.5]  # nothing required: the whole (empty) share is filled
    assert executor_local([None], outcome=[{"role": "stay", "required": 2}]) == [0.0]  # none of two filled
    assert executor_early([None], outcome=[bare]) == [0.0]  # no violation: no bonus
    assert executor_early([None], outcome=[{"role": "stay", "violations": 1}]) == [1.0]  # found with no tool call
    assert executor_early([None], outcome=[{"role": "stay", "violations": 1, "tool_calls": 5}]) == [0.0]
    assert executor_global([None], outcome=[{"role": "stay", "valid": True, "cost": 10.0}]) == [1.0]  # no budget given: no overspend
    assert coordinator_iterations([None], outcome=[{"role": "coordinator"}]) == [-0.0]
