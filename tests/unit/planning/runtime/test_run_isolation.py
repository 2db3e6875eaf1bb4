"""One run cannot change another: a repair's disrupted world lives in its own state, never in a shared object.

Runs given no context get fresh default settings, which choose the same
shared sandbox; a repair among them must leave every later run's world as
it was.
"""

from __future__ import annotations

from himap_travel.execution.checkpointers import memory_checkpointer
from himap_travel.graphs.planner import compile_planner
from himap_travel.graphs.repair import compile_repair
from himap_travel.planning.monitor.deps import build_deps, elements_of
from himap_travel.planning.monitor.disruptions import parse_disruption
from himap_travel.planning.monitor.state import RepairState
from himap_travel.planning.runtime.resources import resources_of, settings_of

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


def test_a_run_plans_in_the_sandbox_it_found_first(monkeypatch, validation_queries):
    """The sandbox is looked up once per run (``resources._sandbox_of_run``): every node of the run sees the same
    one, even if the data files are replaced half-way, and the freshness check is not paid per node."""
    from himap_travel.planning.runtime import resources

    looked_up = []
    real = resources.load_sandbox
    monkeypatch.setattr(resources, "load_sandbox", lambda data_dir=None: looked_up.append(data_dir) or real(data_dir))
    planner = compile_planner()
    out = planner.invoke({"spec": validation_queries[0].spec})
    assert out["status"] == "valid"
    assert looked_up == [None]
    planner.invoke({"spec": validation_queries[1].spec})
    assert looked_up == [None, None]  # the next run looks again: a data folder changed since is seen
