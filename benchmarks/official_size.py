"""Whole-process figures with the sandbox's 1,516 flights and with an official-size table of 3.8 million.

    .venv/bin/python benchmarks/official_size.py [--runs 3] [--rows 3827361] [--work .cache/official-size]

For each size: the first run (``plan`` of one query on an empty cache: the
import, the index build and the plan), a warm ``plan``, ``bench run`` of the 65
validation_dev queries (4 at once) with its pass rates, ``evaluate`` of those 65
plans, and the sizes of the SQLite file and the index cache. Each figure is the
minimum over ``--runs`` fresh processes (the first run: one), wall clock and
peak memory (the child's maximum resident set). The official-size data folder
is generated once under ``--work`` (``official_flights.py``: the real rows kept,
seeded synthetic flights on other routes); the small one is the data folder.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from official_flights import OFFICIAL_ROWS, generate
from rich.console import Console
from rich.table import Table

from himap_travel.domain.sandbox.paths import data_dir

QUERY = ("Please plan a 3-day trip for 2 people from Washington to Myrtle Beach from March 13th to March 15th, "
         "2022, with a budget of $1,400.")
PLAN_EXIT_CODES = (0, 4, 5)  # a valid plan, an invalid one delivered, unsat: all ran to the end


@dataclass
class Figure:
    label: str
    runs: list[tuple[float, int]] = field(default_factory=list)  # (seconds, peak KiB)

    def text(self) -> str:
        if not self.runs:
            return "-"
        seconds = min(s for s, _ in self.runs)
        peak = min(k for _, k in self.runs)
        return f"{seconds:.2f} s / {peak / 1024:.0f} MiB"


def timed(command: list[str], env: dict[str, str], accepted: tuple[int, ...] = (0,)) -> tuple[float, int]:
    """Run ``command``; its wall time and peak memory (KiB). A failure stops the benchmark, with its output."""
    started = time.perf_counter()
    child = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    output = child.stdout.read() if child.stdout else b""
    _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - started
    code = os.waitstatus_to_exitcode(status)
    if code not in accepted:
        raise SystemExit(f"{' '.join(command)} exited {code}:\n{output.decode(errors='replace')[-3000:]}")
    return seconds, usage.ru_maxrss


def measure_size(name: str, data: Path, work: Path, runs: int) -> dict[str, str]:
    cache = work / f"cache-{name}"
    shutil.rmtree(cache, ignore_errors=True)
    env = {**os.environ, "HIMAP_CACHE_DIR": str(cache), "HIMAP_DATA_DIR": str(data)}
    app = [sys.executable, "-m", "himap_travel.app"]
    plan = [*app, "plan", QUERY]
    first = Figure("first run")
    first.runs.append(timed(plan, env, PLAN_EXIT_CODES))
    warm = Figure("plan, warm")
    for _ in range(runs):
        warm.runs.append(timed(plan, env, PLAN_EXIT_CODES))
    out = work / f"bench-{name}"
    bench = Figure("bench run")
    for _ in range(runs):
        bench.runs.append(timed([*app, "bench", "run", "--split", "validation_dev", "-Q", "4", "--out", str(out), "--fresh"], env))
    report = json.loads((out / "report.json").read_text())
    evaluate = Figure("evaluate")
    for _ in range(runs):
        evaluate.runs.append(timed([*app, "evaluate", str(out / "submission.jsonl"), "--queries", "validation_dev"], env))
    database = cache / "sandbox.sqlite"
    index = cache / "sandbox.sqlite.index.pickle"
    return {
        "first run (import + index build + plan)": first.text(),
        "plan of one query, warm": warm.text(),
        f"evaluate of {report.get('queries', 65)} plans": evaluate.text(),
        "bench run of validation_dev (4 at once)": bench.text(),
        "pass rates (official final / strict final)": _rates(report),
        "SQLite file / index cache": f"{database.stat().st_size / 2**20:.1f} / {index.stat().st_size / 2**20:.1f} MiB",
    }


def _rates(report: dict) -> str:
    """The final pass rates over all queries, official and strict, as the report gives them."""
    rates = []
    for mode in ("official", "strict"):
        overall = next(group for group in report["metrics"][mode] if group["group"] == "all")
        rates.append(f"{overall['metrics']['final_pass_rate']['mean']:.1%}")
    return " / ".join(rates)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="fresh processes per figure (the minimum is shown)")
    parser.add_argument("--rows", type=int, default=OFFICIAL_ROWS, help="flights in the large table")
    parser.add_argument("--work", type=Path, default=Path(".cache/official-size"), help="where the large data and caches go")
    args = parser.parse_args()
    small = data_dir()
    large = args.work / f"data-{args.rows}"
    flights = large / "travelplanner/database/flights/flights.csv"
    if not flights.is_file():
        print(f"generating {args.rows:,} flights in {large} ...", flush=True)
        generate(small, large, args.rows)
    columns = {}
    for name, data in (("1,516 flights", small), (f"{args.rows:,} flights", large)):
        print(f"measuring with {name} ...", flush=True)
        columns[name] = measure_size(name.split()[0].replace(",", ""), data, args.work, args.runs)
    table = Table(title=f"whole process, minimum of {args.runs} runs (first run: one), wall / peak memory")
    table.add_column("figure")
    for name in columns:
        table.add_column(name, justify="right")
    for row in next(iter(columns.values())):
        table.add_row(row, *(column[row] for column in columns.values()))
    Console(width=160).print(table)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
