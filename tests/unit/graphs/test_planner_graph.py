"""The planning graph with the expert policy, run for real on the sandbox."""

from __future__ import annotations

import sqlite3
import threading
import time
from contextlib import closing

import pytest

from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.execution.checkpointers import memory_checkpointer
from himap_travel.execution.run import run_plan
from himap_travel.graphs.planner import compile_planner
from himap_travel.planning.policies.expert import ExpertPolicy
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import PlannerState, result_of
from himap_travel.state.sigma import Sigma
from tests.support.waiting import wait_until


class ObservedPolicy(ExpertPolicy):
    """The expert, slowed a little, counting how many days are planned at the same time."""

    def __init__(self, pause: float) -> None:
        super().__init__()
        self.pause, self.active, self.peak, self.lock = pause, 0, 0, threading.Lock()

    def plan_day(self, *args, **kwargs):
        with self.lock:
            self.active += 1
            self.peak = max(self.peak, self.active)
        time.sleep(self.pause)  # the day's planning time, the behaviour under test: days planned at once overlap in it
        try:
            return super().plan_day(*args, **kwargs)
        finally:
            with self.lock:
                self.active -= 1


def _plan(planner, sandbox, spec, policy=None, **settings):
    settings = provide(PlannerSettings(**settings), sandbox=sandbox, policy=policy)
    return planner.invoke({"spec": spec}, context=settings, config={"max_concurrency": 10})


def test_plans_pass_official_and_strict_on_every_train_query(planner, sandbox, train_queries):
    # The expert planner is deterministic and passes every train query: no query may fail.
    failed = []
    for row in train_queries:
        out = _plan(planner, sandbox, row.spec)
        plan = out["plan"]
        if len(plan) != row.spec.days:  # delivery
            failed.append(f"train position {row.position}: {len(plan)} days delivered of {row.spec.days}")
            continue
        official = evaluate_plan(row.spec, plan, sandbox, "official")
        strict = evaluate_plan(row.spec, plan, sandbox, "strict")
        if not (official.final_pass and strict.final_pass):
            failed.append(
                f"train position {row.position} ({row.spec.org} → {row.spec.dest}, {row.spec.days} days): "
                f"official {'pass' if official.final_pass else 'FAIL'}, strict {'pass' if strict.final_pass else 'FAIL'}; "
                f"{'; '.join(list(dict.fromkeys([*strict.failures, *official.failures]))[:3])}"
            )
    assert not failed, f"{len(failed)} of {len(train_queries)} train queries failed:\n" + "\n".join(failed)


def test_same_query_same_plan(planner, sandbox, validation_queries):
    spec = validation_queries[-1].spec  # a 7-day, 3-city query
    first = _plan(planner, sandbox, spec)["plan"]
    for _ in range(2):
        assert _plan(planner, sandbox, spec)["plan"] == first


def test_sigma_ends_consistent_with_the_plan(planner, sandbox, validation_queries):
    spec = validation_queries[-1].spec
    out = _plan(planner, sandbox, spec)
    sigma = out["sigma"]
    assert sigma.budget_used <= spec.budget + 1e-6
    assert sorted(sigma.days) == list(range(1, spec.days + 1))
    assert abs(sigma.budget_used - out["result"].verdict.total_cost) < 1e-6


def test_executors_run_in_parallel_and_stream_node_by_node(planner, sandbox, validation_queries):
    spec = next(r.spec for r in validation_queries if r.spec.days == 7 and r.spec.visiting_city_number == 3)

    observed = ObservedPolicy(pause=0.05)  # long enough for the branches to overlap
    ctx = provide(PlannerSettings(executors=7), sandbox=sandbox, policy=observed)
    updates = planner.stream({"spec": spec}, context=ctx, stream_mode="updates", config={"max_concurrency": 10})
    nodes = [next(iter(update)) for update in updates]
    assert nodes[:2] == ["extract", "coordinator"]
    assert nodes.count("day_executor") >= 7 and nodes[-1] == "finalize"
    assert observed.peak >= 3  # several days planned at the same time


def test_concurrency_cap_is_respected(planner, sandbox, validation_queries):
    spec = next(r.spec for r in validation_queries if r.spec.days == 7)

    observed = ObservedPolicy(pause=0.03)
    _plan(planner, sandbox, spec, policy=observed, executors=2)
    assert observed.peak == 2


def test_budget_too_small_gives_an_honest_best_effort_plan(planner, sandbox, train_queries):
    spec = train_queries[0].spec.model_copy(update={"budget": 50.0})
    out = _plan(planner, sandbox, spec)
    result = result_of(out)
    assert len(result.plan) == spec.days  # still delivered
    assert result.verdict.status == "unsat"
    assert result.verdict.deficit > 0
    assert any("budget" in f.lower() for f in result.verdict.failures)
    # the coordinator's only answer to the deficit is the same allocation: bargaining stops at once, the solver proves why
    assert result.iterations == 1 and out["stalled"] and "repeat iteration 1's allocation" in out["stalled"]
    assert out["solved"] and result.verdict.certificate is not None
    assert [t.decision for t in out["traces"] if t.role == "coordinator"][-1].startswith("stop: iteration 2 would repeat")


def test_no_bargaining_ablation_stops_after_one_iteration(planner, sandbox, train_queries):
    spec = train_queries[0].spec.model_copy(update={"budget": 50.0})
    ctx = provide(PlannerSettings(), sandbox=sandbox).with_ablation("no-bargaining")
    out = planner.invoke({"spec": spec}, context=ctx)
    assert out["result"].iterations == 1


def test_no_sigma_ablation_lets_commits_through_and_records(planner, sandbox, train_queries):
    spec = train_queries[0].spec.model_copy(update={"budget": 50.0})
    ctx = provide(PlannerSettings(), sandbox=sandbox).with_ablation("no-sigma")
    out = planner.invoke({"spec": spec}, context=ctx)
    sigma = out["sigma"]
    assert sorted(sigma.days) == list(range(1, spec.days + 1))  # every day committed
    assert sigma.budget_used > spec.budget
    assert any(r.code == "BUDGET_EXCEEDED" and not r.enforced for r in sigma.rejections)


def test_no_coordinator_ablation_still_delivers(planner, sandbox, validation_queries):
    spec = validation_queries[-1].spec
    ctx = provide(PlannerSettings(), sandbox=sandbox).with_ablation("no-coordinator")
    out = planner.invoke({"spec": spec}, context=ctx, config={"max_concurrency": 10})
    assert len(out["plan"]) == spec.days
    assert out["allocation"].rationale.startswith("flat")


@pytest.mark.parametrize(
    "query, fragment",
    [
        ("", "empty"),
        ("Plan a 3-day trip from Atlantis to Rockford from March 16th to March 18th, 2022 for one person, budget $1,700.", "Atlantis"),
        ("Plan a trip from St. Petersburg to Rockford from March 18th to March 16th, 2022 for one person, budget $1,700.", "before"),
        ("Plan a 5-day trip from St. Petersburg to Rockford from March 16th to March 18th, 2022 for one person, budget $1,700.", "day"),
    ],
)
def test_bad_requests_get_a_clear_error(planner, sandbox, query, fragment):
    out = planner.invoke({"query": query}, context=provide(PlannerSettings(), sandbox=sandbox))
    assert out.get("result") is None
    assert fragment.lower() in out["error"].lower()


def test_text_query_is_planned(planner, sandbox):
    query = ("Please plan a 3-day trip for 2 people from Washington to Myrtle Beach from March 13th to March 15th, 2022, "
             "with a budget of $1,400.")
    out = planner.invoke({"query": query}, context=provide(PlannerSettings(), sandbox=sandbox))
    assert out["spec"].people_number == 2 and out["spec"].dest == "Myrtle Beach"
    assert out["result"].verdict.status == "valid"


def _saved_outcomes(db) -> int:
    """The day executors' outcomes the SQLite thread holds as pending writes (each finished day's, saved)."""
    with closing(sqlite3.connect(db)) as conn:
        try:
            return conn.execute("SELECT count(*) FROM writes WHERE channel = 'outcomes'").fetchone()[0]
        except sqlite3.OperationalError:  # the tables are not made yet
            return 0


def test_run_resumes_from_sqlite_checkpoint_without_replanning_finished_days(tmp_path, sandbox, validation_queries):
    """Day 7 crashes once the six other days are saved (waited for: a day finishing after the crash is not saved, as
    LangGraph stops the step, and would rightly be planned again); the resumed run plans day 7 alone."""
    spec = validation_queries[-1].spec
    calls: list[int] = []
    db = tmp_path / "c.sqlite"

    class Crashing(ExpertPolicy):
        crash = True

        def plan_day(self, task, *args, **kwargs):
            calls.append(task.day)
            if self.crash and task.day == 7:
                wait_until(lambda: _saved_outcomes(db) >= 6, 120, "the six other days' saved outcomes")
                raise RuntimeError("simulated crash")
            return super().plan_day(task, *args, **kwargs)

    policy = Crashing()
    ctx = provide(PlannerSettings(executors=7), sandbox=sandbox, policy=policy)
    with pytest.raises(RuntimeError):
        run_plan({"spec": spec}, ctx, thread="t1", db=db)
    policy.crash = False
    calls.clear()
    outcome = run_plan({"spec": spec}, ctx, thread="t1", db=db)
    assert outcome.result is not None and outcome.result.verdict.status == "valid"
    assert calls == [7]  # the six finished days were not planned again


def test_graph_state_checkpoints_without_unregistered_type_warnings(sandbox, train_queries, caplog):
    app = compile_planner(memory_checkpointer(PlannerState))
    config = {"configurable": {"thread_id": "w"}}
    with caplog.at_level("WARNING"):
        app.invoke({"spec": train_queries[0].spec}, config, context=provide(PlannerSettings(), sandbox=sandbox))
        history = list(app.get_state_history(config))
    assert len(history) > 5
    assert not [r for r in caplog.records if "unregistered" in r.getMessage().lower()]
    assert isinstance(history[0].values["sigma"], Sigma)  # rebuilt as our type, not a dict


def test_a_run_that_needs_every_bargaining_iteration_is_not_cut_short(sandbox):
    """A 7-day, 3-city trip in entire rooms took three iterations with re-sends and the solver: 29 steps, more than
    LangGraph's default limit of 25 (the chat's edit "We'd like entire rooms" failed with GraphRecursionError). A
    run given no limit gets one its settings' loops cannot reach (``graphs.scope.step_limit``). (The expert now plans
    that trip within the iterations: at once, with fewer nights in a dear city; and at $4,000 in entire rooms with
    restaurants rated 4 or more, sooner since its day hints add up to the budget at most. Here $3,000 is too little
    for every route the expert tries, over five rounds: 37 steps.)"""
    from himap_travel.graphs.scope import step_limit
    from himap_travel.state.trip import TripSpec

    spec = TripSpec(org="Greensboro", dest="Georgia", days=7, visiting_city_number=3, people_number=3, budget=3000,
                    date=[f"2022-03-{day}" for day in range(10, 17)],
                    local_constraint={"house rule": "smoking", "room type": "entire room", "min rating": 4.0})
    settings = PlannerSettings(objective="best", max_iterations=5)
    steps = []
    for chunk in compile_planner().stream({"spec": spec}, context=provide(settings, sandbox=sandbox), stream_mode="debug"):
        steps += [chunk["step"]] if chunk["type"] == "task" else []
    assert 25 < max(steps) < step_limit(settings)
    assert step_limit(PlannerSettings(max_iterations=5)) > step_limit(PlannerSettings())  # grows with the loops it bounds
