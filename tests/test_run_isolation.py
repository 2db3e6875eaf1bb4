"""One run cannot change another: a repair's disrupted world lives in its own state, never in a shared object.

Runs given no context get fresh default settings, which choose the same
shared sandbox; a repair among them must leave every later run's world as
it was.
"""

from __future__ import annotations

from himap_travel.graphs.planner import compile_planner
from himap_travel.graphs.repair import compile_repair
from himap_travel.planning.monitor.deps import build_deps, elements_of
from himap_travel.planning.monitor.disruptions import parse_disruption
from himap_travel.planning.monitor.state import RepairState
from himap_travel.planning.runtime.resources import resources_of, settings_of
from himap_travel.state.checkpointing import memory_checkpointer

ROW = 50


def _plan_without_context(spec) -> dict:
    app = compile_planner(memory_checkpointer(RepairState))
    config = {"configurable": {"thread_id": "t"}}
    app.invoke({"spec": spec}, config)
    return app.get_state(config).values


def test_a_repair_without_a_context_leaves_the_next_runs_world_alone(validation_queries):
    spec = validation_queries[ROW].spec
    first = _plan_without_context(spec)
    meal = elements_of(build_deps(first["plan"]), "meal")[0]
    _, day, slot = meal.id.split(":")
    repaired = compile_repair().invoke({**first, "disruption": parse_disruption(f"restaurant:day{day}.{slot}")})
    assert repaired["repair"].status == "valid" and meal.element.name not in str(repaired["plan"])
    shared = resources_of(settings_of(None))
    assert not getattr(shared.sandbox, "changes", ())  # the default settings' sandbox is the undisrupted one
    again = _plan_without_context(spec)
    assert again["plan"] == first["plan"]  # the closed restaurant is open in every other run's world
