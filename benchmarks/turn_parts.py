"""A chat turn's or a `plan` run's parts, timed without a profiler: CPU milliseconds per run of each part.

    .venv/bin/python benchmarks/turn_parts.py [--path "chat turn"|plan] [--split validation_dev] [--requests 30]
                                              [--rounds 3]

``profile_turn.py`` adds up self time by phase under ``cProfile``, which slows every Python call alike and so
inflates the parts made of many small calls; ``planner_parts.py`` times the planner alone on the fields. This script
runs what ``profile_turn.py`` runs (the split's first ``--requests`` request texts, a chat turn on a new thread of the
chat graph or a ``plan`` run of the planner graph, both checkpointed in SQLite, no simulated latency) with a
thread-CPU timer around each part of ``PARTS`` (a part's time includes the parts it calls: the chat's
``plan_with_progress`` holds the coordinator's ``allocate_for``, which holds ``_best_first`` and ``rank_routes``, which
hold ``_LegPricer.fetch`` and its searches; the executors run on worker threads, each thread's own CPU counted). The
runs are made ``--rounds`` times after a warm-up pass; the round of least CPU in all is shown (other jobs on the machine
only ever add). What no part holds is LangGraph's own steps, the chat's glue and the threads. Issue 44: where a turn
goes, to cut it at its causes.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import planner_parts  # noqa: E402  (a sibling script: its part timer)
import profile_turn  # noqa: E402  (a sibling script: its runners)

PARTS: tuple[tuple[str, str, str], ...] = (  # (module of himap_travel, class or "" for a module's function, name)
    ("nodes.chat.understand", "", "understand"),
    ("nodes.chat.understanding", "", "read_text"),
    ("nodes.chat.plan_trip", "", "plan_with_progress"),
    ("nodes.extract", "", "extract"),
    ("nodes.coordinator", "", "allocate_for"),
    ("planning.policies.expert.coordinator", "", "_best_first"),
    ("planning.policies.expert.coordinator", "", "rank_routes"),
    ("planning.policies.expert.coordinator", "ExpertCoordinator", "_cities_data"),
    ("planning.policies.expert.coordinator", "_LegPricer", "fetch"),
    ("planning.policies.expert.upgrade", "Upgrader", "__call__"),
    ("planning.policies.expert.route_planner", "RouteSpace", "_enumerate"),
    ("planning.policies.expert.executor", "ExpertExecutor", "plan_day"),
    ("tools.toolbox", "ToolBox", "call_many"),
    ("tools.searches", "SearchFunction", "__call__"),
    ("nodes.checker", "", "judge_plan"),
)


def instrument(parts: dict[str, float]) -> list[str]:
    """Wrap each part where it is looked up, and SQLite's checkpoint writes; the parts this tree lacks, by name."""
    from langgraph.checkpoint.sqlite import SqliteSaver

    missing = []
    for module_name, owner_name, name in PARTS:
        owner: Any = importlib.import_module(f"himap_travel.{module_name}")
        owner = getattr(owner, owner_name) if owner_name else owner
        label = f"{owner_name}.{name}" if owner_name else name
        if not hasattr(owner, name):
            missing.append(f"{module_name}.{label}")
            continue
        setattr(owner, name, planner_parts.timed(parts, label, getattr(owner, name)))
    for name in ("put", "put_writes"):
        setattr(SqliteSaver, name, planner_parts.timed(parts, f"SqliteSaver.{name}", getattr(SqliteSaver, name)))
    return missing


def measure(path: str, split: str, requests: int, rounds: int) -> tuple[int, float, dict[str, float], list[str]]:
    """(runs that planned, CPU ms per run of the whole process, ms per run of each part, parts missing)."""
    from himap_travel.domain.sandbox.queries import load_queries

    parts: dict[str, float] = defaultdict(float)
    missing = instrument(parts)
    texts = [row.spec.query for row in load_queries(split) if row.spec.query][:requests]
    run = profile_turn.runners(texts, Path(tempfile.mkdtemp()))[path]
    planned = [text for text in texts if profile_turn._planned(run(text))]  # and warm up
    least: tuple[float, dict[str, float]] | None = None
    for _ in range(rounds):
        parts.clear()
        started = time.process_time()
        for text in planned:
            run(text)
        spent = time.process_time() - started
        if least is None or spent < least[0]:
            least = (spent, dict(parts))
    assert least is not None  # rounds >= 1
    count = max(1, len(planned))
    return len(planned), 1000 * least[0] / count, {name: 1000 * value / count for name, value in least[1].items()}, missing


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--path", choices=("chat turn", "plan"), default="chat turn")
    parser.add_argument("--split", default="validation_dev")
    parser.add_argument("--requests", type=int, default=30, help="the split's first N request texts (1-1000)")
    parser.add_argument("--rounds", type=int, default=3, help="timed passes over the requests; the least is shown (1-20)")
    args = parser.parse_args()
    if not 1 <= args.requests <= 1000 or not 1 <= args.rounds <= 20:
        parser.error("--requests must be between 1 and 1000, --rounds between 1 and 20")
    planned, whole, parts, missing = measure(args.path, args.split, args.requests, args.rounds)
    print(f"{args.path}, {args.split}, {planned} of {args.requests} requests planned: {whole:.1f} CPU ms per run "
          f"(all threads, least of {args.rounds} rounds)")
    for name, value in sorted(parts.items(), key=lambda item: -item[1]):
        print(f"  {name:35s} {value:6.2f} ms per run")
    for name in missing:
        print(f"  (not in this tree: {name})")


if __name__ == "__main__":
    main()
