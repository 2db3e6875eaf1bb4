"""A pure run context: settings are frozen data; shared objects come from caches, per-run ones are made per run.

Nothing is ever set on the settings object: the sandbox and the policy are
resolved from the settings that choose them (the same objects for every run
that chooses them), the search cache and the executor gate belong to one run
(found by its run id) and are dropped when it ends, and what a caller hands
over with ``provide`` is a declared field of a new settings object.
"""

from __future__ import annotations

import asyncio
import copy
from collections import defaultdict
from dataclasses import FrozenInstanceError

import pytest

import himap_travel.nodes.day_executor as day_executor_module
import himap_travel.planning.runtime.resources as resources
import himap_travel.planning.runtime.toolboxes as toolboxes
from himap_travel.graphs.planner import compile_planner
from himap_travel.planning.policies.expert import ExpertPolicy
from himap_travel.planning.runtime.resources import (
    ProvidedSettings,
    current_run_id,
    provide,
    resources_of,
    run_objects,
    runs_holding_objects,
    settings_of,
)
from himap_travel.planning.runtime.settings import PlannerSettings

ROW = 0  # a 3-day trip: several day executors share the run's gate and cache
APP = compile_planner()


class Seen:
    """What the planner's nodes got, run by run: the settings, the shared objects and the per-run ones."""

    def __init__(self) -> None:
        self.runs: dict[str | None, dict[str, list]] = defaultdict(lambda: defaultdict(list))

    def wrap(self, function):
        def recorded(settings):
            found = function(settings)
            run = self.runs[current_run_id()]
            run["settings"].append(settings)
            for name, value in vars(found).items():
                run[name].append(value)
            return found

        return recorded

    def one(self, run: str, name: str):
        """The one object of kind ``name`` run ``run`` used (fails when it used several)."""
        found = {id(value): value for value in self.runs[run][name]}
        assert len(found) == 1, f"run {run} used {len(found)} objects for {name}"
        return next(iter(found.values()))


@pytest.fixture
def seen(monkeypatch) -> Seen:
    """Every ``resources_of``/``run_objects`` a node's work calls, recorded by run."""
    recorder = Seen()
    monkeypatch.setattr(resources, "resources_of", recorder.wrap(resources.resources_of))  # run_sandbox's
    monkeypatch.setattr(day_executor_module, "resources_of", recorder.wrap(day_executor_module.resources_of))
    monkeypatch.setattr(day_executor_module, "run_objects", recorder.wrap(day_executor_module.run_objects))
    monkeypatch.setattr(toolboxes, "run_objects", recorder.wrap(toolboxes.run_objects))
    return recorder


def _plan(spec, context=None) -> dict:
    out = APP.invoke({"spec": spec}, context=context)
    assert out["status"] == "valid"
    return out


def test_settings_are_frozen_and_a_changed_copy_is_a_new_object():
    settings = PlannerSettings(executors=4)
    with pytest.raises(FrozenInstanceError):
        settings.executors = 1
    with pytest.raises(FrozenInstanceError):
        settings.resources = object()  # no undeclared attribute either
    ablated = settings.with_ablation("sequential")
    assert ablated is not settings and ablated.executors == 1 and settings.executors == 4
    with pytest.raises(FrozenInstanceError):
        provide(settings).given = {}


def test_two_runs_with_equal_settings_share_the_sandbox_and_policy_but_not_the_cache_or_gate(seen, train_queries):
    settings = PlannerSettings()
    spec = train_queries[ROW].spec
    _plan(spec, settings)
    _plan(spec, settings)  # the very same settings object: a run is not known by its settings
    _plan(spec, PlannerSettings())  # equal settings, another object
    runs = [run for run in seen.runs if run is not None]
    assert len(runs) == 3 and None not in seen.runs  # every node's call was inside its run
    for name in ("sandbox", "policy"):
        assert len({id(seen.one(run, name)) for run in runs}) == 1, f"the runs do not share the {name}"
    for name in ("cache", "gate"):
        assert len({id(seen.one(run, name)) for run in runs}) == 3, f"two runs share a {name}"
    assert runs_holding_objects() == 0  # each run's objects were dropped when it ended


def test_async_runs_are_scoped_too(seen, train_queries):
    settings = PlannerSettings()

    async def both() -> list[dict]:
        spec = train_queries[ROW].spec
        return list(await asyncio.gather(APP.ainvoke({"spec": spec}, context=settings), APP.ainvoke({"spec": spec}, context=settings)))

    assert [out["status"] for out in asyncio.run(both())] == ["valid", "valid"]
    runs = list(seen.runs)
    assert len(runs) == 2 and None not in runs
    assert seen.one(runs[0], "cache") is not seen.one(runs[1], "cache") and seen.one(runs[0], "gate") is not seen.one(runs[1], "gate")
    assert runs_holding_objects() == 0


def test_nothing_is_set_on_the_settings_by_a_run(train_queries, sandbox):
    for settings in (PlannerSettings(), provide(PlannerSettings(), sandbox=sandbox)):
        before, given = dict(vars(settings)), dict(resources.given_objects(settings))
        _plan(train_queries[ROW].spec, settings)
        assert vars(settings) == before and dict(resources.given_objects(settings)) == given


def test_provide_hands_the_given_sandbox_and_policy_to_the_run(seen, train_queries, sandbox):
    class CountingPolicy(ExpertPolicy):
        days = 0

        def plan_day(self, *args, **kwargs):
            CountingPolicy.days += 1
            return super().plan_day(*args, **kwargs)

    own_sandbox, policy, settings = copy.copy(sandbox), CountingPolicy(), PlannerSettings(executors=2)
    provided = provide(settings, sandbox=own_sandbox, policy=policy)
    assert isinstance(provided, ProvidedSettings) and provided is not settings and "given" not in vars(settings)
    assert provided.values() == settings.values()
    _plan(train_queries[ROW].spec, provided.with_ablation("no-sigma"))  # a copy keeps what was given
    (run,) = seen.runs
    assert seen.one(run, "sandbox") is own_sandbox and seen.one(run, "policy") is policy
    assert CountingPolicy.days >= train_queries[ROW].spec.days
    assert resources_of(settings).sandbox is not own_sandbox  # the settings passed in are left as they were


def test_provide_keeps_what_was_given_before_and_a_given_cache_is_used_by_every_run(seen, train_queries, sandbox):
    cache = resources.SharedCache()
    settings = provide(provide(PlannerSettings(), sandbox=sandbox), cache=cache)
    assert settings.given == {"sandbox": sandbox, "cache": cache}
    _plan(train_queries[ROW].spec, settings)
    _plan(train_queries[ROW].spec, settings)
    runs = list(seen.runs)
    assert len(runs) == 2 and all(seen.one(run, "cache") is cache for run in runs)
    assert seen.one(runs[0], "gate") is not seen.one(runs[1], "gate")  # the gate is still the run's own


def test_a_run_without_a_context_gets_fresh_default_settings(seen, train_queries):
    _plan(train_queries[ROW].spec)
    _plan(train_queries[ROW].spec)
    first, second = (seen.one(run, "settings") for run in seen.runs)  # one settings object per run
    assert first is not second and first == second == PlannerSettings()
    assert settings_of(None) is not settings_of(None)


def test_a_stream_left_unread_or_closed_keeps_no_per_run_objects(train_queries):
    unread = APP.stream({"spec": train_queries[ROW].spec}, context=PlannerSettings())
    assert runs_holding_objects() == 0
    stream = APP.stream({"spec": train_queries[ROW].spec}, context=PlannerSettings(), stream_mode="updates")
    for update in stream:
        if "day_executor" in update:  # the run has made its objects
            assert runs_holding_objects() == 1
            break
    stream.close()
    assert runs_holding_objects() == 0
    del unread


def test_outside_a_run_each_call_gets_its_own_per_run_objects():
    settings = PlannerSettings()
    assert current_run_id() is None
    assert run_objects(settings).cache is not run_objects(settings).cache
    assert resources_of(settings).sandbox is resources_of(PlannerSettings()).sandbox  # shared: chosen by data_dir
