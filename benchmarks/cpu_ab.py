"""Two trees' CPU per planning turn on the same requests, measured interleaved (issue 44).

    .venv/bin/python benchmarks/cpu_ab.py BEFORE_PARENT AFTER_PARENT [--split validation_dev] [--requests 30]
                                          [--rounds 3] [--paths "chat turn,plan"] [--out report.json]

Each ``*_PARENT`` is the folder holding a copy of the package as ``himap_travel`` (``PYTHONPATH`` of that tree). One
worker process per tree plans the split's first ``--requests`` request texts the way ``profile_turn.py`` does (a chat
turn on a new thread of the chat graph, a ``plan`` run of the planner graph, both checkpointed in SQLite, no simulated
latency). After a warm-up pass, each request is run by both workers in turn, ``--rounds`` times, which worker goes
first alternating by request and by round, so that another job's load falls on both alike; each request's least CPU
seconds (``time.process_time`` of its worker: all threads) is kept. Each round runs every request once, so a request is
read again only after the others (no per-text memo holds it). Reports the median, p90 and mean per path for both trees,
the median of the per-request ratios (after / before) and the ratio of the sums. A request a path does not plan (a chat
turn that asks how many people travel) is left out of that path.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import IO, Any

HERE = Path(__file__).resolve()
TREES = ("before", "after")


def worker(split: str) -> None:
    """Plan the texts asked for on stdin ("path<TAB>index"), one line of "cpu seconds<TAB>planned" each."""
    sys.path.insert(0, str(HERE.parent))
    import profile_turn

    from himap_travel.domain.sandbox.queries import load_queries

    texts = [row.spec.query for row in load_queries(split) if row.spec.query]
    runs = profile_turn.runners(texts, Path(tempfile.mkdtemp()))
    print("ready", flush=True)
    for line in sys.stdin:
        path, index = line.rstrip("\n").split("\t")
        started = time.process_time()
        out = runs[path](texts[int(index)])
        print(f"{time.process_time() - started:.6f}\t{int(profile_turn._planned(out))}", flush=True)


class _Worker:
    def __init__(self, parent: str, split: str) -> None:
        env = dict(os.environ, PYTHONPATH=parent)
        self.process = subprocess.Popen([sys.executable, str(HERE), "--worker", split], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, text=True, env=env, cwd=Path(parent) / "himap_travel")
        self._stdin: IO[str] = self.process.stdin  # type: ignore[assignment]
        self._stdout: IO[str] = self.process.stdout  # type: ignore[assignment]
        if self._stdout.readline().strip() != "ready":
            raise RuntimeError(f"the worker of {parent} did not start")

    def run(self, path: str, index: int) -> tuple[float, bool]:
        self._stdin.write(f"{path}\t{index}\n")
        self._stdin.flush()
        cpu, planned = self._stdout.readline().split("\t")
        return float(cpu), planned.strip() == "1"

    def close(self) -> None:
        self._stdin.close()
        self.process.wait()


def _p90(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(0.9 * (len(ordered) - 1))))]


def measure(parents: dict[str, str], split: str, requests: int, rounds: int, paths: list[str]) -> dict[str, Any]:
    """Each path's least CPU per request for both trees, and what they compare to."""
    workers = {name: _Worker(parent, split) for name, parent in parents.items()}
    try:
        planned = {(path, i): all([workers[name].run(path, i)[1] for name in TREES])  # warm-up
                   for i in range(requests) for path in paths}
        least: dict[tuple[str, str], dict[int, float]] = {(path, name): {} for path in paths for name in TREES}
        started = time.time()
        for round_ in range(rounds):
            for i in range(requests):
                order = TREES if (round_ + i) % 2 == 0 else TREES[::-1]
                for path in paths:
                    if planned[(path, i)]:
                        for name in order:
                            cpu = workers[name].run(path, i)[0]
                            least[(path, name)][i] = min(least[(path, name)].get(i, cpu), cpu)
    finally:
        for each in workers.values():
            each.close()
    report: dict[str, Any] = {"split": split, "requests": requests, "rounds": rounds, "trees": parents,
                              "load_average": os.getloadavg(), "seconds": round(time.time() - started), "paths": {}}
    for path in paths:
        before, after = least[(path, "before")], least[(path, "after")]
        ratios = [after[i] / before[i] for i in sorted(before)]
        report["paths"][path] = {
            "n": len(before), **{f"{stat}_{name}_ms": round(1000 * fn(list(values.values())), 2)
                                 for stat, fn in (("median", statistics.median), ("p90", _p90),
                                                  ("mean", statistics.fmean))
                                 for name, values in (("before", before), ("after", after))},
            "median_ratio": round(statistics.median(ratios), 3),
            "ratio_of_sums": round(sum(after.values()) / sum(before.values()), 3)}
    return report


def main() -> None:
    if len(sys.argv) == 3 and sys.argv[1] == "--worker":
        worker(sys.argv[2])
        return
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("--split", default="validation_dev")
    parser.add_argument("--requests", type=int, default=30, help="the split's first N request texts (1-1000)")
    parser.add_argument("--rounds", type=int, default=3, help="runs of each request per tree; the least is kept (1-20)")
    parser.add_argument("--paths", default="chat turn,plan", help="comma list of: chat turn, plan")
    parser.add_argument("--out", type=Path, help="write the report (JSON) here too")
    args = parser.parse_args()
    paths = [path.strip() for path in args.paths.split(",")]
    if not 1 <= args.requests <= 1000 or not 1 <= args.rounds <= 20:
        parser.error("--requests must be between 1 and 1000, --rounds between 1 and 20")
    if not set(paths) <= {"chat turn", "plan"}:
        parser.error("--paths: chat turn, plan")
    report = measure({"before": args.before, "after": args.after}, args.split, args.requests, args.rounds, paths)
    text = json.dumps(report, indent=2)
    if args.out:
        args.out.write_text(text + "\n", encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
