"""Property-based tests of Σ: whatever the sequence of operations, the contract holds.

The invariants are checked here with independent code (plain pairwise
comparisons with ``same_venue``), not with the reducer's own helpers.
"""

from __future__ import annotations

import math

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from himap_travel.state.sigma import Booking, Checkpoint, CommitDay, ReleaseDay, Reset, Rollback, Sigma
from himap_travel.state.sigma_checks import violations
from himap_travel.state.sigma_reducer import check, reduce_sigma
from himap_travel.state.venues import DEFAULT_THRESHOLD, VenueMatcher

DAYS = 4
SETTINGS = settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)

# A small pool so that collisions (and their spelling variants) are frequent.
RESTAURANTS = ["Coco Bambu", "coco-bambu", "COCO BAMBU, Rockford", "Le Bistro", "Le Bistro Cafe", "Pizza Hut"]
ATTRACTIONS = ["City Zoo", "city zoo!", "Art Museum"]
CITIES = ["Rockford", "Chicago"]
COSTS = [0.0, 0.1, 0.2, 0.3, 25.5, 100.0, 250.0, 333.33, 600.0]

costs = st.sampled_from(COSTS)

def same_venue(a: str, b: str, threshold: float = DEFAULT_THRESHOLD, *, city: str | None = None) -> bool:
    """Whether raw names ``a`` and ``b`` (of the same city) denote one venue, by Σ's matcher."""
    return VenueMatcher(threshold).same(a, b, city)



def booking_of(kind: str, names: list[str], cities: list[str]):
    return st.builds(
        Booking,
        kind=st.just(kind),
        name=st.sampled_from(names),
        city=st.sampled_from(cities),
        cost=costs,
    )


bookings = st.one_of(
    booking_of("restaurant", RESTAURANTS, CITIES),
    booking_of("attraction", ATTRACTIONS, CITIES),
    booking_of("accommodation", ["Cozy Inn"], ["Rockford"]),
)
modes = st.lists(st.sampled_from(["flight", "self-driving", "taxi"]), max_size=2, unique=True)
valid_days = st.integers(1, DAYS)
commits = st.builds(
    CommitDay, day=valid_days, bookings=st.lists(bookings, max_size=3), cost=costs, modes=modes
)
bad_commits = st.builds(
    CommitDay,
    day=st.integers(-1, DAYS + 2),
    bookings=st.lists(bookings, max_size=2),
    cost=st.sampled_from([-1.0, math.nan, math.inf, 10.0]),
    modes=modes,
)
releases = st.builds(ReleaseDay, day=st.integers(0, DAYS + 1))
resets = st.builds(
    Reset, budget_total=st.sampled_from([0.0, 300.0, 1000.0, -5.0]), days=st.integers(0, DAYS)
)
garbage = st.sampled_from([None, 42, "x", {"op": "nope"}, {"op": "commit_day", "day": "x"}, {"days": 3}])

ledger_ops = st.one_of(commits, releases)  # ops that never touch the checkpoint stack
any_op = st.one_of(
    commits, commits, commits, bad_commits, releases,
    st.just(Checkpoint()), st.just(Rollback()), resets, garbage,
)


def start(budget: float = 1000.0, monitoring: bool = True) -> Sigma:
    return reduce_sigma(None, Reset(budget_total=budget, days=DAYS, monitoring=monitoring))


def run(sigma: Sigma, ops) -> Sigma:
    for op in ops:
        sigma = reduce_sigma(sigma, op)
    return sigma


def without_log(sigma: Sigma) -> dict:
    return sigma.model_dump(exclude={"rejections"})


def assert_invariants(sigma: Sigma) -> None:
    """I(Σ), written independently of the reducer."""
    assert sum(c.cost for c in sigma.days.values()) <= sigma.budget_total + 1e-6
    assert all(1 <= day <= sigma.day_count and c.day == day for day, c in sigma.days.items())
    held = [
        (day, b)
        for day, c in sigma.days.items()
        for b in c.bookings
        if b.kind in ("restaurant", "attraction")
    ]
    for i, (day_a, a) in enumerate(held):
        for day_b, b in held[i + 1 :]:
            same_place = a.kind == b.kind and a.city == b.city
            assert not (same_place and same_venue(a.name, b.name, city=a.city)), (day_a, a, day_b, b)
    in_force = {m for c in sigma.days.values() for m in c.modes}
    assert not ("self-driving" in in_force and in_force & {"flight", "taxi"})


@SETTINGS
@given(budget=st.sampled_from([0.3, 300.0, 1000.0]), ops=st.lists(any_op, max_size=25))
def test_invariants_hold_after_every_step(budget, ops):
    sigma = start(budget)
    for op in ops:
        sigma = reduce_sigma(sigma, op)
        assert isinstance(sigma, Sigma)
        assert_invariants(sigma)


@SETTINGS
@given(ops=st.lists(any_op, max_size=25))
def test_same_sequence_same_sigma(ops):
    first, second = run(start(), ops), run(start(), ops)
    assert first == second
    assert first.model_dump() == second.model_dump()
    # The same ops handed back as plain dicts (as a checkpointer might) agree too.
    as_dicts = [op.model_dump() if hasattr(op, "model_dump") else op for op in ops]
    assert run(reduce_sigma(None, start().model_dump()), as_dicts) == first


@st.composite
def balanced_ops(draw, depth: int = 0):
    """Commits and releases, possibly with nested checkpoint … rollback blocks."""
    ops = []
    for _ in range(draw(st.integers(0, 8))):
        if depth < 2 and draw(st.integers(0, 5)) == 0:
            ops += [Checkpoint(), *draw(balanced_ops(depth + 1)), Rollback()]
        else:
            ops.append(draw(ledger_ops))
    return ops


@SETTINGS
@given(
    prefix=st.lists(st.one_of(ledger_ops, st.just(Checkpoint())), max_size=6),
    middle=balanced_ops(),
    monitoring=st.booleans(),
)
def test_checkpoint_ops_rollback_restores_sigma(prefix, middle, monitoring):
    before = run(start(monitoring=monitoring), prefix)
    after = run(before, [Checkpoint(), *middle, Rollback()])
    assert without_log(after) == without_log(before)
    assert after.rejections[: len(before.rejections)] == before.rejections


@SETTINGS
@given(prefix=st.lists(any_op, max_size=12), op=any_op)
def test_rejected_op_changes_nothing_but_the_log(prefix, op):
    sigma = run(start(), prefix)
    after = reduce_sigma(sigma, op)
    found = check(sigma, op)
    added = after.rejections[len(sigma.rejections) :]
    assert after.rejections[: len(sigma.rejections)] == sigma.rejections or isinstance(op, Reset)
    if found is not None:
        assert found.enforced  # monitoring is on
        assert added and added[0] == found
        assert without_log(after) == without_log(sigma)
    elif isinstance(op, (CommitDay, ReleaseDay, Checkpoint, Rollback, Reset)):
        assert added == ()


@SETTINGS
@given(prefix=st.lists(any_op, max_size=12), op=st.one_of(commits, releases))
def test_accepted_ops_do_what_they_say(prefix, op):
    sigma = run(start(), prefix)
    after = reduce_sigma(sigma, op)
    if after.rejections != sigma.rejections:
        return  # refused: covered above
    others_before = {d: c for d, c in sigma.days.items() if d != op.day}
    others_after = {d: c for d, c in after.days.items() if d != op.day}
    assert others_after == others_before  # only the op's own day moves
    if isinstance(op, CommitDay):
        assert after.days[op.day] == op.as_day_commit()
        assert math.isclose(after.budget_used, sum(c.cost for c in after.days.values()), abs_tol=1e-9)
    else:
        assert op.day not in after.days
    assert after.checkpoints == sigma.checkpoints and after.budget_total == sigma.budget_total


@SETTINGS
@given(prefix=st.lists(commits, max_size=10), op=commits)
def test_monitoring_off_applies_every_valid_commit_and_records(prefix, op):
    sigma = run(start(budget=300.0, monitoring=False), prefix)
    would_reject = violations(sigma, op)
    after = reduce_sigma(sigma, op)
    assert after.days[op.day] == op.as_day_commit()
    assert after.rejections == (*sigma.rejections, *would_reject)
    assert all(not r.enforced for r in would_reject)
    # The same state with monitoring on applies the op exactly when nothing was recorded.
    watched = sigma.model_copy(update={"monitoring": True})
    applied = reduce_sigma(watched, op).rejections == watched.rejections
    assert applied == (not would_reject)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
    lambda children: st.lists(children, max_size=3)
    | st.dictionaries(st.sampled_from(["op", "day", "cost", "days", "bookings", "x"]), children, max_size=4),
    max_leaves=10,
)


@SETTINGS
@given(current=json_values, update=json_values)
def test_reducer_never_raises(current, update):
    result = reduce_sigma(current, update)
    assert isinstance(result, Sigma)
