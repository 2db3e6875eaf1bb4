"""join: exactly the days whose latest commit Σ refused go again, while re-sends remain.

Rules (nodes/join.py): a refused day is one that sent a commit in the current
iteration and got an ENFORCED rejection logged after ``rejections_seen`` (what
the last join had read). An accepted day, a day whose refusal was already
handled, a day of another iteration or a refusal only logged (monitoring off)
is not sent again. Σ is built with the real reducer.
"""

from __future__ import annotations

from types import SimpleNamespace

from himap_travel.nodes.join import join, refused_days
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.plan import DayOutcome, DayPlan
from himap_travel.state.sigma import Booking, CommitDay, Reset
from himap_travel.state.sigma_reducer import reduce_sigma

CITY = "Austin"


def commit(day: int, cost: float = 10.0, restaurant: str | None = None) -> CommitDay:
    bookings = [Booking(kind="restaurant", name=restaurant, city=CITY, cost=cost)] if restaurant else []
    return CommitDay(day=day, bookings=bookings, cost=cost)


def outcome(op: CommitDay | None, day: int | None = None, iteration: int = 1, attempt: int = 1) -> DayOutcome:
    day = op.day if op is not None else day
    return DayOutcome(iteration=iteration, day=day, attempt=attempt, plan=DayPlan(day=day, current_city=CITY), commit=op)


def run(sigma, *ops):
    for op in ops:
        sigma = reduce_sigma(sigma, op)
    return sigma


def fresh(budget: float = 100.0, days: int = 4, monitoring: bool = True):
    return reduce_sigma(None, Reset(budget_total=budget, days=days, monitoring=monitoring))


def runtime(**settings):
    return SimpleNamespace(context=PlannerSettings(**settings))


def step_state(ops, *, seen=0, resends=0, iteration=1, sigma=None, extra_outcomes=()):
    """The state join sees after one step in which the days of ``ops`` committed."""
    sigma = run(sigma if sigma is not None else fresh(), *ops)
    return {
        "sigma": sigma,
        "iteration": iteration,
        "outcomes": [*extra_outcomes, *(outcome(op, iteration=iteration) for op in ops)],
        "rejections_seen": seen,
        "resends": resends,
    }


def test_every_refused_day_is_sent_again_and_no_accepted_one():
    ops = [commit(1, restaurant="Coco Bambu"), commit(2, restaurant="Coco Bambu"), commit(3, cost=95.0),
           commit(4, restaurant="coco-bambu")]
    state = step_state(ops)
    assert refused_days(state) == [2, 3, 4]  # 2 and 4: duplicates of day 1; 3: over the budget
    update = join(state, runtime())
    assert update == {"pending": [2, 3, 4], "rejections_seen": 3, "resends": 1}


def test_a_day_refused_twice_is_sent_once():
    ops = [commit(1, cost=60.0, restaurant="Coco Bambu"), commit(2, cost=60.0, restaurant="Coco Bambu")]
    state = step_state(ops)
    assert len(state["sigma"].rejections) == 2  # duplicate venue and budget
    assert join(state, runtime())["pending"] == [2]


def test_nothing_refused_goes_to_the_checker_and_marks_the_log_read():
    ops = [commit(1, restaurant="A"), commit(2, restaurant="B")]
    update = join(step_state(ops), runtime())
    assert update == {"pending": [], "rejections_seen": 0}


def _resent(first: dict, again) -> dict:
    """The state after day 2 is sent again with ``again``, the first join having read one refusal."""
    outcomes = [*first["outcomes"], outcome(again, attempt=2)]
    return {"sigma": run(first["sigma"], again), "iteration": 1, "outcomes": outcomes, "rejections_seen": 1, "resends": 1}


def test_refusals_read_by_an_earlier_join_are_not_sent_again():
    # step 1: day 2 lost "Coco Bambu" to day 1; join read that refusal (seen = 1)
    first = step_state([commit(1, restaurant="Coco Bambu"), commit(2, restaurant="Coco Bambu")])
    assert join(first, runtime())["rejections_seen"] == 1
    # step 2: day 2 re-sent with another restaurant and accepted
    state = _resent(first, commit(2, restaurant="Le Bistro"))
    assert refused_days(state) == []
    assert join(state, runtime()) == {"pending": [], "rejections_seen": 1}


def test_a_new_refusal_after_earlier_ones_is_found():
    first = step_state([commit(1, restaurant="Coco Bambu"), commit(2, restaurant="Coco Bambu")])
    state = _resent(first, commit(2, restaurant="COCO BAMBU"))  # the re-sent day repeats the mistake
    assert refused_days(state) == [2]
    assert join(state, runtime()) == {"pending": [2], "rejections_seen": 2, "resends": 2}


def test_only_days_that_committed_in_this_iteration_count():
    # iteration 2 after a rollback: the log keeps iteration 1's refusal of day 3
    sigma = run(fresh(), commit(1, restaurant="X"), commit(3, restaurant="X"))
    assert sigma.last_rejection_for(3) is not None
    state = step_state([commit(1), commit(2)], sigma=sigma, iteration=2,
                       extra_outcomes=[outcome(commit(3, restaurant="X"), iteration=1)])
    assert refused_days(state) == []
    # a day that reported infeasible (no commit) is not re-sent even if a rejection names it
    state = step_state([commit(1)], sigma=sigma, extra_outcomes=[outcome(None, day=3)])
    assert refused_days(state) == []


def test_logged_but_unenforced_rejections_are_not_refusals():
    ops = [commit(1, cost=80.0, restaurant="Coco Bambu"), commit(2, cost=80.0, restaurant="Coco Bambu")]
    state = step_state(ops, sigma=fresh(monitoring=False))
    assert state["sigma"].rejections and not any(r.enforced for r in state["sigma"].rejections)
    assert sorted(state["sigma"].days) == [1, 2]  # both committed
    assert join(state, runtime()) == {"pending": [], "rejections_seen": 2}


def test_resends_stop_at_the_cap():
    ops = [commit(1, restaurant="Coco Bambu"), commit(2, restaurant="Coco Bambu")]
    assert join(step_state(ops, resends=1), runtime(max_resends=2))["pending"] == [2]
    capped = join(step_state(ops, resends=2), runtime(max_resends=2))
    assert capped == {"pending": [], "rejections_seen": 1}
    assert join(step_state(ops), runtime(max_resends=0)) == {"pending": [], "rejections_seen": 1}


def test_defaults_read_the_whole_log_and_allow_resends():
    state = step_state([commit(1, restaurant="Coco Bambu"), commit(2, restaurant="Coco Bambu")])
    del state["rejections_seen"], state["resends"]
    assert join(state, runtime()) == {"pending": [2], "rejections_seen": 1, "resends": 1}
