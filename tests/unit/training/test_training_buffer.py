"""The role-balancing buffer: each step's prompts come from one role, the roles take turns, a queue refills."""

from __future__ import annotations

from himap_travel.training.buffer import RoleBuffer


def test_roles_take_turns_one_role_per_step():
    roles = ["coordinator", "stay", "stay", "return"]
    order = RoleBuffer(roles, seed=3).order(steps=5, prompts_per_step=1)
    assert [roles[i] for i in order] == ["coordinator", "stay", "return", "coordinator", "stay"]
    assert {order[1], order[4]} == {1, 2}  # FIFO: the second stay prompt before the first comes again


def test_a_block_is_filled_from_its_role_queue_refilling_it():
    roles = ["a", "a", "b"]
    order = RoleBuffer(roles, seed=0).order(steps=2, prompts_per_step=3)
    first, second = order[:3], order[3:]
    assert set(first) == {0, 1} and first[2] == first[0]  # two rows, then the queue starts over
    assert second == [2, 2, 2]


def test_the_order_is_reproducible_with_the_seed():
    roles = ["x"] * 6 + ["y"] * 6
    assert RoleBuffer(roles, seed=7).order(4, 2) == RoleBuffer(roles, seed=7).order(4, 2)
