"""Σ's monitor release (``ReleaseDays``): what it frees, what it logs, and the re-commit that closes it."""

from __future__ import annotations

import pytest

from himap_travel.state.sigma import Booking, Checkpoint, CommitDay, ReleaseDays, Reset, Rollback
from himap_travel.state.sigma_reducer import check, reduce_sigma


def run(*ops, start=None):
    sigma = start
    for op in ops:
        sigma = reduce_sigma(sigma, op)
    return sigma


def meal(name: str, cost: float = 10.0) -> Booking:
    return Booking(kind="restaurant", name=name, city="Reno", cost=cost)


@pytest.fixture
def booked():
    """A 3-day trip with each day holding one restaurant: day d costs 100·d."""
    return run(Reset(budget_total=1000.0, days=3), *(CommitDay(day=d, bookings=(meal(f"Cafe {d}"),), cost=100.0 * d) for d in (1, 2, 3)))


def test_release_drops_exactly_the_released_days_and_their_spend(booked):
    after = run(ReleaseDays(days=(1, 3), reason="closed"), start=booked)
    assert sorted(after.days) == [2]
    assert after.budget_used == booked.budget_used - 100.0 - 300.0
    assert after.released == (1, 3)


def test_a_released_venue_can_be_booked_again_by_another_day(booked):
    taken = run(CommitDay(day=2, bookings=(meal("Cafe 1"),), cost=50.0), start=booked)
    assert taken.rejections[-1].code == "DUPLICATE_VENUE"  # day 1 still holds it
    freed = run(ReleaseDays(days=(1,), reason="x"), CommitDay(day=2, bookings=(meal("Cafe 1"),), cost=50.0), start=booked)
    assert freed.days[2].bookings[0].name == "Cafe 1" and len(freed.rejections) == len(booked.rejections)


def test_the_log_records_each_release_with_its_reason_then_the_recommit(booked):
    after = run(ReleaseDays(days=(2, 1), reason="the flight is cancelled"), CommitDay(day=1, cost=42.0), start=booked)
    kinds = [(e.kind, e.day) for e in after.events]
    assert kinds == [("release", 1), ("release", 2), ("recommit", 1)]
    assert all(e.reason == "the flight is cancelled" for e in after.events if e.kind == "release")
    assert after.events[-1].cost == 42.0
    assert after.released == (2,)  # day 2 is still waiting for its re-commit


def test_an_ordinary_commit_of_a_day_never_released_logs_nothing(booked):
    after = run(CommitDay(day=2, cost=5.0), start=booked)
    assert after.events == () and after.released == ()


def test_a_refused_recommit_leaves_the_day_released_and_logs_no_recommit(booked):
    released = run(ReleaseDays(days=(1,), reason="x"), start=booked)
    refused = run(CommitDay(day=1, cost=10_000.0), start=released)
    assert refused.rejections[-1].code == "BUDGET_EXCEEDED"
    assert refused.released == (1,) and [e.kind for e in refused.events] == ["release"]


def test_releasing_an_unknown_day_is_refused_and_changes_nothing(booked):
    after = run(ReleaseDays(days=(1, 9), reason="x"), start=booked)
    assert after.rejections[-1].code == "INVALID_OP" and "unknown day 9" in after.rejections[-1].message
    assert after.days == booked.days and after.events == ()
    assert check(booked, ReleaseDays(days=(2,), reason="x")) is None


def test_rollback_keeps_the_log_and_forgets_releases_of_restored_days(booked):
    after = run(Checkpoint(), ReleaseDays(days=(3,), reason="x"), Rollback(), start=booked)
    assert sorted(after.days) == [1, 2, 3] and after.released == ()
    assert [e.kind for e in after.events] == ["release"]


def test_release_ops_survive_a_dump_and_reload(booked):
    after = run({"op": "release_days", "days": [2], "reason": "closed"}, start=booked)
    assert after.released == (2,)
    reread = reduce_sigma(None, after.model_dump())
    assert reread.events == after.events and reread.released == (2,)


def test_the_budget_left_after_lived_days_is_the_budget_minus_what_sigma_records_them_costing(booked):
    """Day 3 of the trip: days 1 and 2 are lived (100 + 200 spent); 700 is left for the days to come."""
    assert booked.spent_on([1, 2]) == 300.0 and booked.left_after([1, 2]) == 700.0
    assert booked.left_after([]) == booked.budget_total  # before the trip nothing is spent
    assert booked.spent_on([1, 1, 9]) == 100.0  # a day counts once; a day Σ does not hold spent nothing


def test_a_lived_day_is_never_released_so_its_money_is_neither_spent_twice_nor_freed(booked):
    """What a repair during the trip does in Σ: it releases only days not lived, so Σ's record of the lived ones stands."""
    from himap_travel.planning.monitor.lived import spent_before

    repaired = run(ReleaseDays(days=(3,), reason="the flight is cancelled"), CommitDay(day=3, cost=250.0), start=booked)
    assert spent_before(repaired, 3) == {1: 100.0, 2: 200.0} == spent_before(booked, 3)
    assert repaired.left_after([1, 2]) - repaired.spent_on([3]) == 1000.0 - 300.0 - 250.0
