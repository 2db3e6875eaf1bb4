"""How fast the evaluator scores plans: the 45 train gold plans, and day_cost.

    .venv/bin/python benchmarks/evaluator.py [--repeats 7]

The target is 100x faster than 0.12 s per plan, i.e. at most 1.2 ms per plan.
"Cold" clears the parse and look-up memos first (the first plans of a run);
"warm" is the best of the repeats once they are filled (a long run, or the
checker re-scoring a plan being repaired). Sandbox loading is not timed.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from himap_travel.domain.evaluation import day_cost, evaluate_plan, lookup, parsing
from himap_travel.domain.sandbox.index import load_sandbox
from himap_travel.domain.sandbox.queries import load_gold_plans, load_queries

TARGET_MS = 1.2


def clear_memos(sandbox) -> None:
    for name in dir(parsing):
        function = getattr(parsing, name)
        if hasattr(function, "cache_clear"):
            function.cache_clear()
    lookup._INDEXES.pop(sandbox, None)


def score_all(specs, plans, sandbox, mode: str) -> float:
    start = time.perf_counter()
    for spec, plan in zip(specs, plans, strict=True):
        evaluate_plan(spec, plan, sandbox, mode)
    return time.perf_counter() - start


def bench_plans(specs, plans, sandbox, mode: str, repeats: int) -> tuple[float, float]:
    """(cold seconds, best warm seconds) to score every plan once."""
    clear_memos(sandbox)
    cold = score_all(specs, plans, sandbox, mode)
    warm = min(score_all(specs, plans, sandbox, mode) for _ in range(repeats))
    return cold, warm


def bench_day_cost(specs, plans, sandbox, mode: str, rounds: int) -> float:
    """Median latency of one day_cost call, in microseconds, over all gold days."""
    days = [(day, spec.people_number) for spec, plan in zip(specs, plans, strict=True) for day in plan[: spec.days]]
    samples = []
    for _ in range(rounds):
        for day, people in days:
            start = time.perf_counter()
            day_cost(day, people, sandbox, mode)
            samples.append(time.perf_counter() - start)
    return statistics.median(samples) * 1e6


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=7)
    args = parser.parse_args()
    sandbox = load_sandbox()
    specs = [row.spec for row in load_queries("train")]
    plans = load_gold_plans("train")
    n = len(plans)
    print(f"{n} train gold plans, best of {args.repeats} warm repeats")
    worst = 0.0
    for mode in ("official", "strict"):
        cold, warm = bench_plans(specs, plans, sandbox, mode, args.repeats)
        worst = max(worst, 1000 * cold / n)
        print(f"  {mode:8s}  cold {1000 * cold:7.2f} ms total, {1000 * cold / n:.3f} ms/plan   "
              f"warm {1000 * warm:7.2f} ms total, {1000 * warm / n:.3f} ms/plan   "
              f"({120 / (1000 * warm / n):,.0f}x faster than 0.12 s/plan)")
    for mode in ("official", "strict"):
        print(f"  day_cost ({mode}) median {bench_day_cost(specs, plans, sandbox, mode, 20):.1f} µs")
    verdict = "met" if worst <= TARGET_MS else "NOT met"
    print(f"target ≤ {TARGET_MS} ms/plan: {verdict} (worst cold figure {worst:.3f} ms/plan)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
