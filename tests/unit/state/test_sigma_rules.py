"""Σ's rules where the reducer tests left gaps (found by mutation testing, `make mutation`).

- A rollback restores ALL of the checkpoint's settings (budget, days, monitoring, venue threshold).
- Boundaries: a one-day trip is valid; the venue threshold lies in (0, 1]; a commit that spends the
  budget up to the float tolerance is accepted.
- A day that does not move (no modes) never conflicts with the locked mode.
- Venue identity knows the submission format ("Name, City(State)") and the city a name repeats.
- Every refusal says which day it concerns and why, also for ops the reducer cannot read, and the
  reducer never raises, whatever breaks inside it.
"""

from __future__ import annotations

import pytest

from himap_travel.state.sigma import Booking, Checkpoint, CommitDay, ReleaseDay, Reset, Rollback, Sigma
from himap_travel.state.sigma_checks import COST_TOLERANCE, violations
from himap_travel.state.sigma_reducer import check, reduce_sigma
from himap_travel.state.venues import DEFAULT_THRESHOLD

CITY = "Rockford"


def run(*ops, start=None) -> Sigma:
    sigma = start
    for op in ops:
        sigma = reduce_sigma(sigma, op)
    return sigma


def trip(budget: float = 1000.0, days: int = 3, **settings) -> Sigma:
    return run(Reset(budget_total=budget, days=days, **settings))


def restaurant(name: str, city: str = CITY, cost: float = 10.0) -> Booking:
    return Booking(kind="restaurant", name=name, city=city, cost=cost)


def last(sigma: Sigma):
    assert sigma.rejections, "expected a rejection"
    return sigma.rejections[-1]


# --- rollback restores the checkpoint's settings -------------------------------------------


def test_rollback_restores_every_setting_of_the_checkpoint():
    saved = trip(budget=500.0, days=4, monitoring=False, venue_threshold=0.7)
    assert saved.venue_threshold != DEFAULT_THRESHOLD
    inner = run(Checkpoint(), CommitDay(day=1, cost=5.0), start=saved)
    restored = run(Rollback(), start=inner)
    assert restored.budget_total == 500.0 and restored.day_count == 4
    assert restored.monitoring is False and restored.venue_threshold == 0.7
    assert restored.days == {} and restored.checkpoints == ()
    # the restored threshold is the one in force: "Flying Mangos" is the same venue at 0.7, not at 0.95
    held = run(CommitDay(day=1, bookings=[restaurant("Flying Mango")]), start=restored)
    assert last(run(CommitDay(day=2, bookings=[restaurant("Flying Mangos")]), start=held)).code == "DUPLICATE_VENUE"


def test_the_snapshot_holds_the_settings():
    sigma = trip(budget=321.0, days=5, venue_threshold=0.6)
    snapshot = sigma.snapshot()
    assert snapshot.model_dump() == {"budget_total": 321.0, "day_count": 5, "days": {}, "monitoring": True,
                                     "venue_threshold": 0.6}


# --- boundaries -----------------------------------------------------------------------------


def test_a_one_day_trip_is_a_trip():
    sigma = trip(days=1)
    assert sigma.rejections == () and sigma.day_count == 1
    assert run(CommitDay(day=1, cost=10.0), start=sigma).days.keys() == {1}


@pytest.mark.parametrize("threshold, accepted", [(1.0, True), (0.5, True), (0.0, False), (1.01, False), (-0.1, False)])
def test_the_venue_threshold_lies_in_zero_to_one(threshold, accepted):
    sigma = run(Reset(budget_total=10.0, days=2, venue_threshold=threshold))
    assert (sigma.rejections == ()) is accepted
    if not accepted:
        assert last(sigma).code == "INVALID_OP"
        assert last(sigma).message == f"venue_threshold must be in (0, 1], got {threshold!r}"


def test_spending_the_budget_up_to_the_tolerance_is_accepted():
    budget = 100.0
    edge = budget + COST_TOLERANCE
    sigma = run(CommitDay(day=1, cost=edge), start=trip(budget=budget))
    assert sigma.rejections == () and sigma.budget_used == edge
    over = run(CommitDay(day=1, cost=budget + 2 * COST_TOLERANCE), start=trip(budget=budget))
    assert last(over).code == "BUDGET_EXCEEDED"


# --- transport modes -------------------------------------------------------------------------


@pytest.mark.parametrize("locked", ["self-driving", "flight", "taxi"])
def test_a_day_that_does_not_move_never_conflicts(locked):
    sigma = run(CommitDay(day=1, cost=10.0, modes=[locked]), CommitDay(day=2, cost=10.0), start=trip())
    assert sigma.rejections == () and sorted(sigma.days) == [1, 2]


def test_a_day_mixing_modes_names_them_in_the_refusal():
    sigma = run(CommitDay(day=2, modes=["taxi", "self-driving"]), start=trip())
    rejection = last(sigma)
    assert rejection.code == "MODE_CONFLICT" and rejection.day == 2 and rejection.locked_mode is None
    assert rejection.message == "day 2 mixes modes that exclude each other: self-driving+taxi"


def test_a_conflict_with_the_lock_names_the_locked_modes():
    sigma = run(CommitDay(day=1, modes=["flight"]), CommitDay(day=3, modes=["taxi"]),
                CommitDay(day=2, modes=["self-driving"]), start=trip())
    rejection = last(sigma)
    assert rejection.locked_mode == "flight,taxi"
    assert rejection.message == "day 2 wants self-driving but the trip is locked to flight,taxi"


# --- venue identity ----------------------------------------------------------------------------


def test_committed_venues_drop_the_city_a_name_repeats():
    sigma = run(CommitDay(day=1, bookings=[restaurant("Coco Bambu, Rockford")]), start=trip())
    assert sigma.committed_venues == {"restaurant: coco bambu, rockford": 1}


def test_a_venue_held_in_the_submission_format_blocks_its_plain_name():
    held = run(CommitDay(day=1, bookings=[restaurant("Coco Bambu, Rockford(Illinois)")]), start=trip())
    sigma = run(CommitDay(day=2, bookings=[restaurant("Coco Bambu")]), start=held)
    rejection = last(sigma)
    assert rejection.code == "DUPLICATE_VENUE" and rejection.holder_day == 1 and rejection.venue == "Coco Bambu"


def test_a_name_that_runs_into_its_city_is_the_same_venue():
    held = run(CommitDay(day=1, bookings=[restaurant("Sea Side Cafe")]), start=trip())
    sigma = run(CommitDay(day=2, bookings=[restaurant("Seaside Cafe Rockford")]), start=held)
    assert last(sigma).code == "DUPLICATE_VENUE" and last(sigma).holder_day == 1


# --- every refusal names its day and its reason ---------------------------------------------


def test_an_unknown_day_is_refused_with_its_number():
    for op in (CommitDay(day=9, cost=1.0), ReleaseDay(day=0)):
        rejection = last(run(op, start=trip()))
        assert rejection.code == "INVALID_OP" and rejection.day == op.day
        assert rejection.message == f"unknown day {op.day}: the trip has days 1..3"
        assert check(trip(), op) == rejection


def test_a_rollback_without_checkpoint_says_so():
    rejection = last(run(Rollback(), start=trip()))
    assert rejection.code == "INVALID_OP" and rejection.day is None
    assert rejection.message == "rollback without a checkpoint"


def test_a_non_operation_is_named():
    [rejection] = violations(trip(), "book everything")
    assert rejection.code == "INVALID_OP" and rejection.message == "not a Σ operation: str"


def test_an_update_that_is_no_operation_is_logged_and_changes_nothing():
    sigma = run(CommitDay(day=1, cost=5.0), start=trip())
    after = run(42, start=sigma)
    assert after.days == sigma.days
    assert after.rejections[: len(sigma.rejections)] == sigma.rejections
    assert len(after.rejections) == len(sigma.rejections) + 1
    assert last(after).code == "INVALID_OP" and last(after).day is None
    assert last(after).message == "not a Σ update: int"


def test_an_unreadable_operation_names_its_day_and_the_bad_field():
    sigma = trip()
    after = run({"op": "commit_day", "day": 2, "cost": "cheap"}, start=sigma)
    rejection = last(after)
    assert rejection.code == "INVALID_OP" and rejection.day == 2
    assert rejection.message.startswith("unreadable update: commit_day.cost: Input should be a valid number")
    nested = last(run({"op": "commit_day", "day": 3, "bookings": [{"kind": "hotel", "name": "X", "city": CITY}]}, start=sigma))
    assert nested.day == 3
    assert nested.message.startswith("unreadable update: commit_day.bookings.0.kind: Input should be")


def test_an_operation_object_that_breaks_inside_the_reducer_is_refused_not_raised():
    broken = CommitDay.model_construct(day=2, cost=None, bookings=(), modes=())  # built without validation
    sigma = run(broken, start=trip())
    rejection = last(sigma)
    assert rejection.code == "INVALID_OP" and rejection.day == 2
    assert rejection.message == "unreadable update: TypeError: must be real number, not NoneType"
    assert sigma.days == {}


class _Silent:
    """A cost that fails without a message."""

    def __float__(self):
        raise ValueError()


def test_an_exception_without_a_message_still_gives_its_type():
    sigma = run(CommitDay.model_construct(day=1, cost=_Silent(), bookings=(), modes=()), start=trip())
    assert last(sigma).message == "unreadable update: ValueError: "


def test_the_day_of_an_unreadable_update_is_kept_only_when_it_is_a_day_number():
    assert last(run({"op": "commit_day", "day": "two", "cost": 1.0}, start=trip())).day is None
    assert last(run({"op": "nonsense", "day": 3}, start=trip())).day == 3
    broken = CommitDay.model_construct(day=3, cost="x", bookings=(), modes=())
    assert last(run(broken, start=trip())).day == 3


def test_an_unreadable_current_state_is_named():
    sigma = reduce_sigma(42, None)
    assert sigma.rejections[0].code == "INVALID_OP" and sigma.rejections[0].day is None
    assert sigma.rejections[0].message.startswith("could not read the current Σ: value: Input should be")
    bad_field = reduce_sigma({"budget_total": "lots"}, None)
    assert bad_field.rejections[0].message.startswith("could not read the current Σ: budget_total: Input should be")


def test_every_booking_of_a_day_is_checked_for_duplicates_not_only_those_before_a_hotel():
    held = run(CommitDay(day=1, bookings=[restaurant("Coco Bambu")]), start=trip())
    hotel = Booking(kind="accommodation", name="Cozy Inn", city=CITY, cost=50.0)
    sigma = run(CommitDay(day=2, bookings=[hotel, restaurant("Coco Bambu")]), start=held)
    rejection = last(sigma)
    assert rejection.code == "DUPLICATE_VENUE" and rejection.day == 2 and rejection.holder_day == 1
    assert rejection.message == "restaurant 'Coco Bambu' in Rockford is already booked on day 1 (as 'Coco Bambu')"


def test_an_operation_without_a_day_that_breaks_inside_the_reducer_is_refused_without_a_day():
    broken = Reset.model_construct(budget_total=None, days=2, monitoring=True, venue_threshold=0.95)
    sigma = run(broken, start=trip())
    assert last(sigma).code == "INVALID_OP" and last(sigma).day is None
    assert last(sigma).message.startswith("unreadable update: TypeError")
    assert sigma.budget_total == 1000.0
