"""Σ's operations one at a time: each invariant, each rejection code, each input shape."""

from __future__ import annotations

import math

import pytest
from pydantic import ValidationError

from himap_travel.state.sigma import Booking, Checkpoint, CommitDay, ReleaseDay, Reset, Rollback, Sigma
from himap_travel.state.sigma_checks import violations
from himap_travel.state.sigma_reducer import check, reduce_sigma

CITY = "Rockford"


def restaurant(name: str, cost: float = 0.0, city: str = CITY) -> Booking:
    return Booking(kind="restaurant", name=name, city=city, cost=cost)


def attraction(name: str, city: str = CITY) -> Booking:
    return Booking(kind="attraction", name=name, city=city)


def hotel(name: str, cost: float = 0.0) -> Booking:
    return Booking(kind="accommodation", name=name, city=CITY, cost=cost)


def commit(day: int, cost: float, *bookings: Booking, modes: tuple = ()) -> CommitDay:
    return CommitDay(day=day, bookings=list(bookings), cost=cost, modes=list(modes))


def trip(budget: float = 1000.0, days: int = 3, **kw) -> Sigma:
    return reduce_sigma(None, Reset(budget_total=budget, days=days, **kw))


def apply(sigma: Sigma, *ops) -> Sigma:
    for op in ops:
        sigma = reduce_sigma(sigma, op)
    return sigma


def without_log(sigma: Sigma) -> dict:
    return sigma.model_dump(exclude={"rejections"})


# --- construction -------------------------------------------------------------------


def test_empty_sigma_has_defaults():
    sigma = Sigma()
    assert (sigma.budget_total, sigma.budget_used, sigma.day_count) == (0.0, 0.0, 0)
    assert sigma.days == {} and sigma.mode_lock == () and sigma.venues() == {}
    assert sigma.checkpoints == () and sigma.rejections == ()
    assert sigma.monitoring is True and sigma.remaining == 0.0


def test_sigma_is_immutable():
    sigma = trip()
    with pytest.raises(ValidationError):
        sigma.budget_total = 5.0  # type: ignore[misc]


def test_reset_starts_a_fresh_trip():
    sigma = apply(trip(), commit(1, 100, restaurant("A")), Checkpoint(), commit(9, 1))
    fresh = reduce_sigma(sigma, Reset(budget_total=50, days=2))
    assert fresh == Sigma(budget_total=50, day_count=2)


# --- commits and the budget ---------------------------------------------------------------


def test_commit_books_the_day():
    sigma = apply(
        trip(),
        commit(1, 300, restaurant("Coco Bambu", 40), hotel("Inn", 200), modes=("flight",)),
    )
    assert sigma.rejections == ()
    assert sigma.budget_used == 300 and sigma.remaining == 700
    assert sigma.mode_lock == ("flight",)
    assert sigma.venues() == {"restaurant: coco bambu, rockford": 1}
    assert sigma.days[1].bookings[0].name == "Coco Bambu"


def test_budget_exceeded_reports_the_deficit_and_keeps_bookings():
    sigma = apply(trip(budget=500), commit(1, 300))
    after = reduce_sigma(sigma, commit(2, 250))
    (rejection,) = after.rejections
    assert rejection.code == "BUDGET_EXCEEDED" and rejection.day == 2
    assert rejection.deficit == pytest.approx(50)
    assert rejection.enforced
    assert without_log(after) == without_log(sigma)


def test_exact_fit_with_float_sums_is_accepted():
    sigma = apply(trip(budget=0.3), commit(1, 0.1), commit(2, 0.2))
    assert 0.1 + 0.2 > 0.3  # the float trap this guards against
    assert sigma.rejections == () and set(sigma.days) == {1, 2}
    over = reduce_sigma(sigma, commit(3, 0.001))
    assert over.rejections[-1].code == "BUDGET_EXCEEDED"


def test_recommit_replaces_the_day_atomically():
    sigma = apply(trip(budget=500), commit(1, 400, restaurant("A")), commit(2, 100, restaurant("B")))
    # Day 1 re-planned: its old cost and venue no longer count against it.
    sigma = reduce_sigma(sigma, commit(1, 350, restaurant("C")))
    assert sigma.rejections == () and sigma.budget_used == 450
    assert "restaurant: a, rockford" not in sigma.venues()
    # A failing re-commit leaves the previous commit of that day in force.
    failed = reduce_sigma(sigma, commit(1, 450, restaurant("D")))
    assert failed.rejections[-1].code == "BUDGET_EXCEEDED"
    assert failed.days[1].bookings[0].name == "C"


def test_release_frees_budget_venues_and_modes():
    sigma = apply(trip(), commit(1, 600, restaurant("A"), modes=("self-driving",)))
    sigma = reduce_sigma(sigma, ReleaseDay(day=1))
    assert sigma.days == {} and sigma.budget_used == 0 and sigma.mode_lock == ()
    sigma = reduce_sigma(sigma, commit(2, 900, restaurant("A"), modes=("flight",)))
    assert sigma.rejections == ()


def test_release_of_an_uncommitted_day_is_a_no_op():
    sigma = trip()
    assert reduce_sigma(sigma, ReleaseDay(day=2)) == sigma


# --- duplicate venues ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "variant",
    ["coco bambu", "COCO-BAMBU", "Coco  Bambu, Rockford", " Coco Bambu! ", "Coco Bambu, Rockford(Illinois)"],
)
def test_duplicate_restaurant_variants_are_rejected(variant):
    sigma = apply(trip(), commit(1, 10, restaurant("Coco Bambu")))
    after = reduce_sigma(sigma, commit(3, 10, restaurant(variant)))
    (rejection,) = after.rejections
    assert rejection.code == "DUPLICATE_VENUE"
    assert (rejection.day, rejection.venue, rejection.holder_day) == (3, variant, 1)
    assert 3 not in after.days


def test_duplicate_inside_one_day_names_that_day():
    sigma = trip()
    after = reduce_sigma(sigma, commit(2, 10, restaurant("Le Bistro"), restaurant("le bistro")))
    (rejection,) = after.rejections
    assert rejection.code == "DUPLICATE_VENUE" and rejection.holder_day == 2
    assert after.days == {}


def test_attraction_duplicates_are_rejected():
    sigma = apply(trip(), commit(1, 0, attraction("Anderson Japanese Gardens")))
    after = reduce_sigma(sigma, commit(2, 0, attraction("anderson japanese gardens")))
    assert after.rejections[-1].code == "DUPLICATE_VENUE"


def test_what_is_not_a_duplicate():
    sigma = apply(
        trip(),
        commit(1, 10, restaurant("Olive Garden"), hotel("Cozy Inn"), attraction("Olive Garden")),
        commit(2, 10, restaurant("Olive Garden", city="Chicago"), hotel("Cozy Inn")),
        commit(3, 10, restaurant("Olive Garden Cafe"), hotel("Cozy Inn")),
    )
    assert sigma.rejections == ()
    assert len(sigma.venues()) == 4


def test_venue_threshold_is_configurable():
    long_name = "Aggarwal Sweet Centre"
    near = "Aggarwal Sweets Centre"  # a different shop in the real database
    strict = apply(trip(), commit(1, 0, restaurant(long_name)), commit(2, 0, restaurant(near)))
    assert strict.rejections == ()
    loose = apply(
        trip(venue_threshold=0.9), commit(1, 0, restaurant(long_name)), commit(2, 0, restaurant(near))
    )
    assert loose.rejections[-1].code == "DUPLICATE_VENUE"


# --- transport modes ---------------------------------------------------------------------------


def test_self_driving_after_flight_is_a_mode_conflict():
    sigma = apply(trip(), commit(1, 10, modes=("flight",)))
    after = reduce_sigma(sigma, commit(3, 10, modes=("self-driving",)))
    (rejection,) = after.rejections
    assert rejection.code == "MODE_CONFLICT" and rejection.locked_mode == "flight"
    assert after.mode_lock == ("flight",)


def test_taxi_after_self_driving_is_a_mode_conflict():
    sigma = apply(trip(), commit(1, 10, modes=("self-driving",)))
    after = reduce_sigma(sigma, commit(2, 10, modes=("taxi",)))
    assert after.rejections[-1].code == "MODE_CONFLICT"
    assert after.rejections[-1].locked_mode == "self-driving"


def test_flight_and_taxi_go_together():
    sigma = apply(trip(), commit(1, 10, modes=("flight", "taxi")), commit(3, 10, modes=("taxi",)))
    assert sigma.rejections == () and sigma.mode_lock == ("flight", "taxi")


def test_a_day_mixing_self_driving_and_flight_is_rejected():
    after = reduce_sigma(trip(), commit(1, 10, modes=("self-driving", "flight")))
    assert after.rejections[-1].code == "MODE_CONFLICT"
    assert after.rejections[-1].locked_mode is None
    assert after.days == {}


# --- checkpoints ---------------------------------------------------------------------------------


def test_rollback_restores_the_latest_checkpoint():
    base = apply(trip(), commit(1, 100, restaurant("A")))
    sigma = apply(base, Checkpoint(), commit(2, 200, restaurant("B")), ReleaseDay(day=1))
    sigma = apply(sigma, commit(3, 9999))  # rejected: only the log changes
    restored = reduce_sigma(sigma, Rollback())
    assert without_log(restored) == without_log(base)
    assert restored.rejections == sigma.rejections  # the log is history: kept


def test_nested_checkpoints_unwind_in_order():
    s0 = trip()
    s1 = apply(s0, Checkpoint(), commit(1, 10))
    s2 = apply(s1, Checkpoint(), commit(2, 20))
    assert reduce_sigma(s2, Rollback()) == s1
    assert apply(s2, Rollback(), Rollback()) == s0


def test_rollback_without_checkpoint_is_invalid():
    sigma = trip()
    after = reduce_sigma(sigma, Rollback())
    assert after.rejections[-1].code == "INVALID_OP" and after.rejections[-1].day is None
    assert without_log(after) == without_log(sigma)


# --- bad operations become rejections ------------------------------------------------------


@pytest.mark.parametrize(
    "op",
    [
        CommitDay(day=4, cost=1),  # unknown day (trip has 3)
        CommitDay(day=0, cost=1),
        CommitDay(day=1, cost=-5),
        CommitDay(day=1, cost=math.nan),
        CommitDay(day=1, cost=math.inf),
        CommitDay(day=1, cost=5, bookings=[restaurant("A", cost=-1)]),
        CommitDay(day=1, cost=5, bookings=[restaurant("   ")]),
        CommitDay(day=1, cost=5, bookings=[restaurant("A", city="")]),
        ReleaseDay(day=7),
        Reset(budget_total=-1, days=2),
        Reset(budget_total=100, days=0),
        Reset(budget_total=100, days=2, venue_threshold=1.5),
        {"op": "commit_day", "day": "one", "cost": 1},
        {"op": "commit_day", "day": 1, "cost": 1, "modes": ["boat"]},
        {"op": "teleport"},
        42,
        "commit everything",
        object(),
    ],
)
def test_bad_ops_become_invalid_op_rejections(op):
    sigma = apply(trip(), commit(1, 10, restaurant("A")))
    after = reduce_sigma(sigma, op)
    assert [r.code for r in after.rejections] == ["INVALID_OP"]
    assert after.rejections[0].enforced
    assert without_log(after) == without_log(sigma)
    assert check(sigma, op).code == "INVALID_OP"


def test_unreadable_current_state_is_replaced_and_logged():
    after = reduce_sigma({"days": {"1": {"day": 2}}}, None)
    assert after.days == {} and after.rejections[-1].code == "INVALID_OP"


# --- input shapes -------------------------------------------------------------------------------


def test_dicts_from_checkpointers_are_accepted():
    sigma = apply(trip(), commit(1, 10, restaurant("A"), modes=("flight",)))
    op = commit(2, 20, restaurant("B"))
    from_dicts = reduce_sigma(sigma.model_dump(), op.model_dump())
    assert from_dicts == reduce_sigma(sigma, op)
    json_like = sigma.model_dump(mode="json")  # string day keys, lists
    assert reduce_sigma(None, json_like) == sigma


def test_a_whole_sigma_replaces_the_state():
    other = apply(trip(budget=42), commit(2, 1))
    assert reduce_sigma(trip(), other) is other
    assert reduce_sigma(trip(), other.model_dump()) == other


def test_a_list_of_ops_applies_in_order_and_none_changes_nothing():
    ops = [Reset(budget_total=100, days=2), commit(1, 60), commit(2, 60), commit(2, 40)]
    sigma = reduce_sigma(None, ops)
    assert sigma.budget_used == 100
    assert [r.code for r in sigma.rejections] == ["BUDGET_EXCEEDED"]
    assert reduce_sigma(sigma, None) is sigma
    assert reduce_sigma(sigma, []) is sigma


def test_a_bad_item_in_a_list_does_not_stop_the_rest():
    sigma = reduce_sigma(trip(), [commit(1, 10), {"op": "nope"}, commit(2, 10)])
    assert set(sigma.days) == {1, 2}
    assert [r.code for r in sigma.rejections] == ["INVALID_OP"]


# --- check ---------------------------------------------------------------------------------------


def test_check_validates_without_changing_anything():
    sigma = apply(trip(budget=100), commit(1, 80, restaurant("A")))
    before = sigma.model_dump()
    assert check(sigma, commit(2, 20, restaurant("B"))) is None
    rejection = check(sigma, commit(2, 30, restaurant("a")))
    assert rejection.code == "DUPLICATE_VENUE"  # the first of its violations
    assert [r.code for r in violations(sigma, commit(2, 30, restaurant("a")))] == [
        "DUPLICATE_VENUE",
        "BUDGET_EXCEEDED",
    ]
    assert sigma.model_dump() == before
    assert check(sigma.model_dump(), commit(2, 30).model_dump()).code == "BUDGET_EXCEEDED"


def test_all_violations_of_a_commit_are_logged_in_a_fixed_order():
    sigma = apply(trip(budget=100), commit(1, 80, restaurant("A"), attraction("Zoo"), modes=("flight",)))
    after = reduce_sigma(
        sigma, commit(2, 50, restaurant("A"), attraction("zoo"), modes=("self-driving",))
    )
    assert [r.code for r in after.rejections] == [
        "MODE_CONFLICT",
        "DUPLICATE_VENUE",
        "DUPLICATE_VENUE",
        "BUDGET_EXCEEDED",
    ]
    assert after.last_rejection_for(2).code == "BUDGET_EXCEEDED"
    assert after.last_rejection_for(1) is None
    assert after.rejections_since(3) == after.rejections[3:]


# --- the ablation: monitoring off ------------------------------------------------------------------


def test_monitoring_off_lets_commits_through_and_only_records():
    sigma = apply(
        trip(budget=100, monitoring=False),
        commit(1, 80, restaurant("A"), modes=("flight",)),
        commit(2, 50, restaurant("a"), modes=("self-driving",)),
    )
    assert set(sigma.days) == {1, 2}
    assert sigma.budget_used == 130 and sigma.remaining == -30
    assert [(r.code, r.enforced) for r in sigma.rejections] == [
        ("MODE_CONFLICT", False),
        ("DUPLICATE_VENUE", False),
        ("BUDGET_EXCEEDED", False),
    ]
    assert check(sigma, commit(3, 1)).enforced is False


def test_monitoring_off_still_refuses_malformed_ops():
    sigma = trip(monitoring=False)
    after = reduce_sigma(sigma, commit(9, 10))
    assert after.days == {} and after.rejections[-1].enforced
