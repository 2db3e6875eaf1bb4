"""Measure the exact solver: time per query by trip length, and what it answered (plan / unsat / unknown).

    .venv/bin/python benchmarks/solver.py [--splits validation_dev train] [--time-limit 10] [--objective best] [--out FILE]
        [--rules '{"max driving hours": 6}']

``--rules`` adds local constraints (a row's dict form, e.g. the time wishes of issue 38) to every query: the time
with them, beside the time without.

The per-query rows and the summary go to FILE (default
``runs/speed/solver/solve_times.json``, outside what git tracks); the
committed figures are regenerated only when asked by name:
``--out results/solver/solve_times.json``.

Time per query is the wall-clock of ``solve_trip`` (sandbox already loaded):
gathering the facts through the searches, building and solving the CP-SAT
model, and writing the plan; beside it the process's CPU time for the same call
(user + system: a busy shared machine stretches the wall-clock, not the CPU). Every plan is scored by the evaluator in both
modes, so the pass rate printed is measured, not assumed. ``--objective best``
times the best plan (issue 30: median ≤ 1 s, max ≤ 10 s); "proven" then counts
plans proven of the highest quality, not the cheapest.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections import defaultdict
from pathlib import Path

from rich.console import Console
from rich.table import Table

from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.sandbox.index import load_sandbox
from himap_travel.domain.sandbox.queries import load_queries
from himap_travel.planning.solver import DEFAULT_TIME_LIMIT, solve_trip
from himap_travel.state.trip import LocalConstraint, TripSpec

DEFAULT_OUT = Path("runs/speed/solver/solve_times.json")  # ignored by git: results/ changes only when --out names it


def measure(split: str, time_limit: float, sandbox, objective: str = "cheapest", rules: dict | None = None) -> list[dict]:
    rows = []
    for row in load_queries(split):
        spec = with_rules(row.spec, rules or {})
        started, cpu_started = time.perf_counter(), time.process_time()
        found = solve_trip(spec, sandbox, time_limit, objective)
        seconds, cpu = time.perf_counter() - started, time.process_time() - cpu_started
        passed = found.status == "plan" and all(
            evaluate_plan(spec, found.plan, sandbox, mode=mode).final_pass for mode in ("official", "strict"))
        rows.append({"split": split, "position": row.position, "days": row.spec.days, "status": found.status,
                     "optimal": found.optimal, "passed": passed, "seconds": round(seconds, 4), "cpu_s": round(cpu, 4),
                     "searches": found.searches})
    return rows


def with_rules(spec: TripSpec, rules: dict) -> TripSpec:
    """The query with ``rules`` (a row's dict form) added to its local constraints (a rule it sets is replaced)."""
    if not rules:
        return spec
    local = LocalConstraint.model_validate({**spec.local_constraint.as_row(), **rules})
    return spec.model_copy(update={"local_constraint": local})


def summary(rows: list[dict]) -> dict[str, dict]:
    by_days: dict[str, list[dict]] = defaultdict(list)
    for row in rows:
        by_days[str(row["days"])].append(row)
        by_days["all"].append(row)
    table = {}
    for days, group in by_days.items():
        times, cpu = sorted(r["seconds"] for r in group), sorted(r["cpu_s"] for r in group)
        table[days] = {
            "queries": len(group),
            "median_s": round(statistics.median(times), 3),
            "p90_s": round(times[int(0.9 * (len(times) - 1))], 3),
            "max_s": round(times[-1], 3),
            "median_cpu_s": round(statistics.median(cpu), 3),
            "max_cpu_s": round(cpu[-1], 3),
            "plans": sum(r["status"] == "plan" for r in group),
            "proven_cheapest": sum(r["optimal"] for r in group),
            "unsat": sum(r["status"] == "unsat" for r in group),
            "unknown": sum(r["status"] == "unknown" for r in group),
            "pass_both_modes": sum(r["passed"] for r in group),
        }
    return table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--splits", nargs="+", default=["validation_dev", "train"])
    parser.add_argument("--time-limit", type=float, default=DEFAULT_TIME_LIMIT, help="seconds per solve")
    parser.add_argument("--objective", choices=["cheapest", "best"], default="cheapest", help="what the solver optimizes")
    parser.add_argument("--out", "--json", dest="out", type=Path, default=DEFAULT_OUT,
                        help=f"write the per-query rows and the summary here (default {DEFAULT_OUT}; --json is the old name)")
    parser.add_argument("--rules", type=json.loads, default=None,
                        help="local constraints added to every query, a row's dict form, e.g. '{\"max driving hours\": 6}'")
    args = parser.parse_args()
    sandbox, console = load_sandbox(), Console(width=120)
    report = {}
    for split in args.splits:
        rows = measure(split, args.time_limit, sandbox, args.objective, args.rules)
        report[split] = {"summary": summary(rows), "rows": rows, "rules": args.rules}
        table = Table(title=f"exact solver, {args.objective}, on {split} (time limit {args.time_limit:g} s per solve)")
        columns = ["days", "queries", "median_s", "p90_s", "max_s", "median_cpu_s", "max_cpu_s", "plans", "proven_cheapest", "unsat",
                   "unknown", "pass_both_modes"]
        headers = ["days", "n", "median s", "p90 s", "max s", "median CPU s", "max CPU s", "plans", "proven", "unsat", "unknown", "pass"]
        for header in headers:
            table.add_column(header, justify="right")
        for days, stats in sorted(report[split]["summary"].items(), key=lambda item: (item[0] == "all", item[0])):
            table.add_row(days, *(str(stats[c]) for c in columns[1:]))
        console.print(table)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    console.print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
