"""Measure the expert policy: final pass rate (official and strict, per level) and time per query.

    .venv/bin/python benchmarks/planner.py [--splits train validation_dev] [--repeats 3]

Time per query is the wall-clock of one graph run (sandbox already loaded),
best of ``--repeats`` runs, reported by trip length.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import defaultdict

from rich.console import Console
from rich.table import Table

from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.sandbox.index import load_sandbox
from himap_travel.domain.sandbox.queries import load_queries
from himap_travel.graphs.planner import compile_planner
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--splits", nargs="+", default=["train", "validation_dev"])
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    sandbox, planner, console = load_sandbox(), compile_planner(), Console()
    for split in args.splits:
        passes = defaultdict(lambda: [0, 0, 0, 0])  # level -> [n, delivered, official, strict]
        seconds = defaultdict(list)
        for row in load_queries(split):
            timings = []
            for _ in range(args.repeats):
                started = time.perf_counter()
                out = planner.invoke({"spec": row.spec}, context=provide(PlannerSettings(), sandbox=sandbox),
                                     config={"max_concurrency": 10})
                timings.append(time.perf_counter() - started)
            plan = out.get("plan") or []
            for level in (row.spec.level, "all"):
                tally = passes[level]
                tally[0] += 1
                tally[1] += bool(plan)
                tally[2] += evaluate_plan(row.spec, plan, sandbox, "official").final_pass
                tally[3] += evaluate_plan(row.spec, plan, sandbox, "strict").final_pass
            seconds[row.spec.days].append(min(timings))
        table = Table(title=f"expert policy on {split}")
        for column in ("level", "queries", "delivery", "final pass (official)", "final pass (strict)"):
            table.add_column(column)
        for level in ("easy", "medium", "hard", "all"):
            if level in passes:
                n, d, o, s = passes[level]
                table.add_row(level, str(n), f"{d / n:.1%}", f"{o / n:.1%}", f"{s / n:.1%}")
        console.print(table)
        timing = Table(title=f"time per query on {split} (best of {args.repeats})")
        for column in ("days", "queries", "median s", "max s"):
            timing.add_column(column)
        for days in sorted(seconds):
            values = seconds[days]
            timing.add_row(str(days), str(len(values)), f"{statistics.median(values):.3f}", f"{max(values):.3f}")
        console.print(timing)


if __name__ == "__main__":
    main()
