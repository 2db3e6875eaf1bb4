"""The planner's parts, timed without a profiler: CPU milliseconds per plan of each part of a `plan` run.

    .venv/bin/python benchmarks/planner_parts.py [--split validation_dev] [--requests 30]

``profile_turn.py`` adds up self time by phase under ``cProfile``, which slows every Python call alike and so
inflates the parts made of many small calls (the route search, the searches' wrappers) against those made of few.
This script runs the planner graph (no checkpointer) on the split's first ``--requests`` rows as structured fields,
once to warm up and once timed, with a thread-CPU timer around each part below (a part's time includes the parts it
calls: ``ToolBox.call_many`` holds ``SearchFunction.__call__``; the coordinator's ``allocate`` holds its searches and
``RouteSpace._enumerate``). Executors run on worker threads: each thread's own CPU time is counted
(``time.thread_time``). Issue 44: what is left to cut after the ninth and tenth steps.
"""

from __future__ import annotations

import argparse
import functools
import importlib
import time
from collections import defaultdict
from collections.abc import Callable
from typing import Any

PARTS: tuple[tuple[str, str, str], ...] = (  # (module, class or "" for a function of the module, name)
    ("nodes.extract", "", "extract"),
    ("planning.policies.expert.coordinator", "ExpertCoordinator", "allocate"),
    ("planning.policies.expert.coordinator", "ExpertCoordinator", "_cities_data"),
    ("planning.policies.expert.coordinator", "_LegPricer", "fetch"),
    ("planning.policies.expert.route_planner", "RouteSpace", "_enumerate"),
    ("planning.policies.expert.route_planner", "RouteSpace", "_meals_for"),
    ("planning.policies.expert.executor", "ExpertExecutor", "plan_day"),
    ("tools.toolbox", "ToolBox", "call_many"),
    ("tools.searches", "SearchFunction", "__call__"),
    ("nodes.checker", "", "judge_plan"),
)


def timed(parts: dict[str, float], name: str, function: Callable[..., Any]) -> Callable[..., Any]:
    """``function``, adding the CPU time of the calling thread it takes to ``parts[name]``."""

    @functools.wraps(function)
    def call(*args: Any, **kwargs: Any) -> Any:
        started = time.thread_time()
        try:
            return function(*args, **kwargs)
        finally:
            parts[name] += time.thread_time() - started

    return call


def instrument(parts: dict[str, float]) -> None:
    """Wrap every part of ``PARTS`` where it is looked up (a module's own name for a function it imported)."""
    for module_name, owner_name, name in PARTS:
        module = importlib.import_module(f"himap_travel.{module_name}")
        owner = getattr(module, owner_name) if owner_name else module
        setattr(owner, name, timed(parts, f"{owner_name}.{name}" if owner_name else name, getattr(owner, name)))


def measure(split: str, requests: int) -> tuple[float, dict[str, float]]:
    """(CPU ms per plan of the whole process, ms per plan of each part), over the split's first ``requests`` rows."""
    parts: dict[str, float] = defaultdict(float)
    instrument(parts)
    from himap_travel.domain.sandbox.index import load_sandbox
    from himap_travel.domain.sandbox.queries import load_queries
    from himap_travel.graphs.planner import compile_planner
    from himap_travel.planning.runtime.resources import provide
    from himap_travel.planning.runtime.settings import PlannerSettings

    planner = compile_planner()
    settings = provide(PlannerSettings(), sandbox=load_sandbox())
    specs = [row.spec for row in load_queries(split)][:requests]
    for spec in specs:  # warm up
        planner.invoke({"spec": spec}, context=settings)
    parts.clear()
    started = time.process_time()
    for spec in specs:
        planner.invoke({"spec": spec}, context=settings)
    whole = time.process_time() - started
    return 1000 * whole / len(specs), {name: 1000 * value / len(specs) for name, value in parts.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--split", default="validation_dev")
    parser.add_argument("--requests", type=int, default=30, help="the split's first N rows (1-1000)")
    args = parser.parse_args()
    if not 1 <= args.requests <= 1000:
        parser.error("--requests must be between 1 and 1000")
    whole, parts = measure(args.split, args.requests)
    print(f"plan from the fields, {args.split}, {args.requests} rows: {whole:.1f} CPU ms per plan (all threads)")
    for name, value in sorted(parts.items(), key=lambda item: -item[1]):
        print(f"  {name:35s} {value:6.2f} ms per plan")


if __name__ == "__main__":
    main()
