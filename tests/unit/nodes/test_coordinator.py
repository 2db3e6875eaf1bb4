"""The coordinator's Σ operations: iteration 1 starts a fresh Σ; a later (bargaining) iteration
rolls Σ back to the empty checkpoint and pushes a new one, so iteration 2 never sees
iteration 1's commits (their budget, venues or transport modes).

The ops the node writes are applied with the real reducer, as the graph does.
"""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from himap_travel.nodes.coordinator import coordinator
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.plan import Allocation, Feedback, PlanningError
from himap_travel.state.sigma import Booking, Checkpoint, CommitDay, Reset, Rollback, Sigma
from himap_travel.state.sigma_reducer import reduce_sigma
from himap_travel.state.trace import TRACE_EVENT


class StubPolicy:
    """A coordinator policy that records what it was told and answers a fixed allocation."""

    def __init__(self, error: str | None = None) -> None:
        self.error, self.calls = error, []

    def allocate(self, spec, feedback, tools):
        self.calls.append(list(feedback))
        if self.error:
            raise PlanningError(self.error)
        return Allocation(route=[spec.dest], transport="flight", tasks=[], estimated_cost=spec.budget,
                          rationale="stub route")


@pytest.fixture()
def spec(train_queries):
    return train_queries[0].spec  # 3 days, budget 1700


def run(spec, state: dict, sandbox, policy=None, **settings):
    policy = policy or StubPolicy()
    context = provide(PlannerSettings(**settings), sandbox=sandbox, policy=policy)
    sent: list[dict] = []
    update = coordinator({"spec": spec, **state}, SimpleNamespace(context=context, stream_writer=sent.append))
    return {**update, "traces": [event[TRACE_EVENT] for event in sent]}, policy  # the traces it sent, beside its update


def apply(sigma, ops) -> Sigma:
    return reduce_sigma(sigma, ops)


def flown_iteration(spec) -> Sigma:
    """Σ after iteration 1: every day committed, by flight, spending most of the budget, one refusal logged."""
    sigma = apply(None, [Reset(budget_total=spec.budget, days=spec.days), Checkpoint()])
    for day in range(1, spec.days + 1):
        bookings = [Booking(kind="restaurant", name=f"Diner {day}", city=spec.dest, cost=50.0),
                    Booking(kind="attraction", name=f"Museum {day}", city=spec.dest)]
        sigma = apply(sigma, CommitDay(day=day, bookings=bookings, cost=500.0, modes=["flight"] if day in (1, spec.days) else []))
    sigma = apply(sigma, CommitDay(day=2, cost=spec.budget * 10))  # refused: over budget
    assert sorted(sigma.days) == list(range(1, spec.days + 1)) and len(sigma.rejections) == 1
    return sigma


def test_iteration_one_resets_sigma_for_the_trip(spec, sandbox):
    update, policy = run(spec, {}, sandbox)
    assert update["sigma"] == [Reset(budget_total=spec.budget, days=spec.days, monitoring=True), Checkpoint()]
    assert update["iteration"] == 1 and update["rejections_seen"] == 0
    assert update["resends"] == 0 and update["repairs"] == 0
    assert update["max_iterations"] == 3
    assert update["allocation"].rationale == "stub route"
    assert policy.calls == [[]]
    [trace] = update["traces"]
    assert trace.role == "coordinator" and trace.iteration == 1 and trace.decision == "stub route"


def test_iteration_one_starts_from_nothing_even_after_an_earlier_run(spec, sandbox):
    leftover = flown_iteration(spec.model_copy(update={"budget": 99_999.0}))
    update, _ = run(spec, {"sigma": leftover}, sandbox)
    sigma = apply(leftover, update["sigma"])
    assert sigma.days == {} and sigma.budget_used == 0 and sigma.rejections == ()
    assert sigma.budget_total == spec.budget and sigma.day_count == spec.days
    assert len(sigma.checkpoints) == 1 and sigma.checkpoints[0].days == {}


def test_monitoring_setting_reaches_the_reset(spec, sandbox):
    update, _ = run(spec, {}, sandbox, monitoring=False)
    assert update["sigma"][0] == Reset(budget_total=spec.budget, days=spec.days, monitoring=False)


@pytest.mark.parametrize("settings, expected", [({}, 3), ({"max_iterations": 5}, 5), ({"bargaining": False}, 1),
                                                 ({"bargaining": False, "max_iterations": 4}, 1)])
def test_max_iterations_come_from_the_settings(spec, sandbox, settings, expected):
    update, _ = run(spec, {}, sandbox, **settings)
    assert update["max_iterations"] == expected


def test_iteration_two_rolls_back_and_checkpoints(spec, sandbox):
    sigma = flown_iteration(spec)
    feedback = [Feedback(iteration=1, route=[spec.dest], transport="flight")]
    update, policy = run(spec, {"iteration": 1, "sigma": sigma, "feedback": feedback, "resends": 2, "repairs": 1}, sandbox)
    assert update["sigma"] == [Rollback(), Checkpoint()]
    assert update["iteration"] == 2
    assert update["rejections_seen"] == len(sigma.rejections) == 1  # the rollback keeps the log
    assert update["resends"] == 0 and update["repairs"] == 0
    assert policy.calls == [feedback]
    assert update["traces"][0].iteration == 2
    assert update["traces"][0].observation == feedback[0].model_dump_json()


def test_iteration_two_sees_none_of_iteration_ones_commits(spec, sandbox):
    sigma = flown_iteration(spec)
    update, _ = run(spec, {"iteration": 1, "sigma": sigma}, sandbox)
    after = apply(sigma, update["sigma"])
    assert after.days == {} and after.budget_used == 0 and after.mode_lock == () and after.committed_venues == {}
    assert after.budget_total == spec.budget and after.day_count == spec.days
    assert after.rejections == sigma.rejections and len(after.checkpoints) == 1
    # switching from flights to self-driving, re-using iteration 1's venues, spending the whole budget: all accepted
    drive = CommitDay(day=1, cost=spec.budget, modes=["self-driving"],
                      bookings=[Booking(kind="restaurant", name="Diner 1", city=spec.dest, cost=50.0)])
    committed = apply(after, drive)
    assert committed.rejections == sigma.rejections, committed.rejections[len(sigma.rejections):]
    assert committed.days == {1: drive.as_day_commit()}


def test_every_later_iteration_starts_from_the_empty_checkpoint(spec, sandbox):
    sigma = flown_iteration(spec)
    for iteration in (1, 2, 3):
        update, _ = run(spec, {"iteration": iteration, "sigma": sigma}, sandbox)
        sigma = apply(sigma, update["sigma"])
        assert sigma.days == {} and len(sigma.checkpoints) == 1
        sigma = apply(sigma, CommitDay(day=1, cost=100.0 * iteration, modes=["self-driving" if iteration % 2 else "flight"]))
        assert sorted(sigma.days) == [1], sigma.rejections[-1]


def test_no_route_at_all_is_reported_with_sigma_still_set_up(spec, sandbox):
    update, _ = run(spec, {}, sandbox, policy=StubPolicy(error="no flight or road"))
    assert update["error"] == "no plan possible: no flight or road"
    assert update["allocation"] is None and update["iteration"] == 1
    assert update["sigma"] == [Reset(budget_total=spec.budget, days=spec.days, monitoring=True), Checkpoint()]
    assert update["traces"][0].decision == "error: no flight or road"
    sigma = flown_iteration(spec)
    update, _ = run(spec, {"iteration": 2, "sigma": sigma}, sandbox, policy=StubPolicy(error="nothing"))
    assert update["iteration"] == 3 and update["sigma"] == [Rollback(), Checkpoint()]


def test_a_tried_allocation_is_kept_as_a_digest_and_a_repeat_still_stalls(train_queries, sandbox):
    """Issue 43: ``allocations_tried`` holds a digest per iteration, not the day tasks' JSON a second time."""
    spec = train_queries[0].spec
    first, _ = run(spec, {}, sandbox, coordinator=False)  # the flat allocation: day tasks with their venues
    [key] = first["allocations_tried"]
    assert re.fullmatch(r"[0-9a-f]{64}", key) and len(key) < len(first["allocation"].model_dump_json(include={"tasks"}))
    state = {"iteration": 1, "sigma": apply(None, first["sigma"]), "allocations_tried": [key]}
    again, _ = run(spec, state, sandbox, coordinator=False)
    assert "iteration 2 would repeat iteration 1's allocation" in again["stalled"] and "allocation" not in again
    written_before = first["allocation"].model_dump_json(include={"route", "transport", "tasks"})  # a thread of then
    again, _ = run(spec, {**state, "allocations_tried": [written_before]}, sandbox, coordinator=False)
    assert "iteration 2 would repeat iteration 1's allocation" in again["stalled"]


def test_without_the_coordinator_the_policy_is_not_asked(spec, sandbox):
    update, policy = run(spec, {}, sandbox, coordinator=False)
    assert policy.calls == []
    assert update["allocation"] is not None and update["allocation"].rationale.startswith("flat")
    assert [task.day for task in update["allocation"].tasks] == list(range(1, spec.days + 1))


class SearchingPolicy(StubPolicy):
    """Searches the destination's cities before deciding (or failing)."""

    def allocate(self, spec, feedback, tools):
        tools.call("city_search", state="Texas")
        return super().allocate(spec, feedback, tools)


@pytest.mark.parametrize("error", [None, "no route"])
def test_the_coordinators_trace_keeps_its_tool_calls_and_timing(spec, sandbox, error):
    update, _ = run(spec, {}, sandbox, policy=SearchingPolicy(error=error))
    [trace] = update["traces"]
    assert trace.role == "coordinator" and trace.iteration == 1
    assert [call.name for call in trace.tool_calls] == ["city_search"]
    assert 0 < trace.started <= trace.ended


def test_the_trace_shows_every_feedback_message_one_a_line(spec, sandbox):
    feedback = [Feedback(iteration=1, transport="flight"), Feedback(iteration=2, transport="self-driving")]
    update, policy = run(spec, {"iteration": 2, "sigma": flown_iteration(spec), "feedback": feedback}, sandbox)
    assert update["traces"][0].observation.split("\n") == [f.model_dump_json() for f in feedback]
    assert policy.calls == [feedback]


def test_without_the_coordinator_a_multi_city_trip_is_still_split(train_queries, sandbox):
    spec = next(row.spec for row in train_queries if row.spec.visiting_city_number == 2)
    update, policy = run(spec, {}, sandbox, coordinator=False)
    assert policy.calls == []
    allocation = update["allocation"]
    assert len(allocation.route) == 2 and spec.org not in allocation.route
    assert [task.day for task in allocation.tasks] == list(range(1, spec.days + 1))
