"""Whole-process start-up figures: each one the median of N fresh subprocesses (wall clock).

    .venv/bin/python benchmarks/startup.py [--runs 5] [--plans 637] [--query "..."]

Rows:
  * ``app.py --help``;
  * ``app.py evaluate PLANS --queries Q`` on a PLANS file of 637 lines, made in a temporary
    folder from the committed ``results/**/submission.jsonl`` (validation_dev plans, 65 per file,
    concatenated in path order), with a queries CSV that repeats the validation_dev rows in the
    same order (evaluate pairs plan lines and query rows by position); and once more with that CSV
    minus its ``reference_information`` column (most of its bytes, never read by evaluation);
  * ``app.py plan "<3-day query>"`` with a warm cache (one untimed run first);
  * the sandbox load alone (``import sandbox.index`` + ``load_sandbox()``) on a private copy of
    the SQLite file: cold (no cache file: built from SQLite, cache written) and from the cache file.
    For these the child also reports the ``load_sandbox()`` call itself, without interpreter start-up.

Every app command gets one untimed run first (warm disk and sandbox caches). Only figures are
printed, with the issue's goal beside them; the exit code is shown so a broken command is seen.
"""

from __future__ import annotations

import argparse
import csv
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]  # the repository (this is a script of the checkout)

from rich.console import Console
from rich.table import Table

QUERY = ("Please plan a 3-day trip for 2 people from Washington to Myrtle Beach from March 13th to March 15th, "
         "2022, with a budget of $1,400.")
PLAN_EXIT_CODES = (0, 4, 5)  # a valid plan, a plan delivered but invalid, unsat: all ran to the end

SANDBOX_CHILD = """
import sys, time
started = time.perf_counter()
from himap_travel.domain.sandbox.index import load_sandbox
imported = time.perf_counter()
sandbox = load_sandbox(db_path=sys.argv[1])
done = time.perf_counter()
heavy = any(m.split('.')[0] in ('sqlmodel', 'sqlalchemy') for m in sys.modules)
print(f"{imported - started} {done - imported} {int(heavy)} {len(sandbox.cities)}")
"""


@dataclass
class Figure:
    label: str
    goal: str = ""
    seconds: list[float] = field(default_factory=list)
    inner: list[float] = field(default_factory=list)  # the child's own load_sandbox() time, where reported
    codes: list[int] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    stderr: str = ""


def run(command: list[str], env: dict[str, str]) -> tuple[float, subprocess.CompletedProcess]:
    started = time.perf_counter()
    out = subprocess.run(command, cwd=REPO, env=env, capture_output=True, text=True)
    return time.perf_counter() - started, out


def measure(figure: Figure, command: list[str], env: dict[str, str], runs: int, warmup: bool = True,
            before_each=None) -> Figure:
    if warmup:
        run(command, env)
    for _ in range(runs):
        if before_each:
            before_each()
        seconds, out = run(command, env)
        figure.seconds.append(seconds)
        figure.codes.append(out.returncode)
        if out.returncode not in (0, *PLAN_EXIT_CODES) and not figure.stderr:
            figure.stderr = (out.stderr or out.stdout).strip()[-1500:]
        if command[1:3] == ["-c", SANDBOX_CHILD] and out.returncode == 0:
            _, load, heavy, _ = out.stdout.split()
            figure.inner.append(float(load))
            if heavy == "1" and "imports sqlmodel" not in figure.notes:
                figure.notes.append("imports sqlmodel")
    return figure


def submissions() -> list[Path]:
    return sorted(p for p in (REPO / "results").rglob("submission.jsonl") if p.is_file())


def make_evaluate_inputs(folder: Path, lines: int, data: Path) -> tuple[Path, Path, int]:
    """(plans file, queries CSV, number of submission files used) for ``lines`` plans."""
    split = data / "travelplanner" / "queries" / "validation_dev.csv"
    csv.field_size_limit(sys.maxsize)
    with split.open(newline="", encoding="utf-8") as handle:
        reader = csv.DictReader(handle)
        header, rows = reader.fieldnames, list(reader)
    plans: list[str] = []
    used = 0
    for path in submissions():
        chunk = [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        if len(chunk) != len(rows):
            continue  # not a whole validation_dev submission: the pairing would drift
        plans.extend(chunk)
        used += 1
        if len(plans) >= lines:
            break
    if len(plans) < lines:
        raise SystemExit(f"only {len(plans)} plan lines in results/**/submission.jsonl; {lines} wanted")
    plans = plans[:lines]  # verbatim: the idx values repeat, evaluate pairs by position
    plans_path, queries_path = folder / "plans.jsonl", folder / "queries.csv"
    plans_path.write_text("\n".join(plans) + "\n", encoding="utf-8")
    with queries_path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=header)
        writer.writeheader()
        writer.writerows(rows[i % len(rows)] for i in range(lines))
    return plans_path, queries_path, used


def slim_copy(queries: Path) -> Path:
    """The queries CSV without its bulky ``reference_information`` column (~26 KB a row), which
    evaluation never reads: the same figure without the cost of parsing that column."""
    slim = queries.with_name("queries-slim.csv")
    with queries.open(newline="", encoding="utf-8") as source, slim.open("w", newline="", encoding="utf-8") as target:
        reader = csv.DictReader(source)
        kept = [name for name in reader.fieldnames if name != "reference_information"]
        writer = csv.DictWriter(target, fieldnames=kept, extrasaction="ignore")
        writer.writeheader()
        writer.writerows(reader)
    return slim


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5, help="fresh subprocesses per figure (the median is shown)")
    parser.add_argument("--plans", type=int, default=637, help="plan lines in the evaluate file")
    parser.add_argument("--query", default=QUERY, help="the 3-day request for app.py plan")
    args = parser.parse_args()

    from himap_travel.domain.sandbox.importer import ensure_database
    from himap_travel.domain.sandbox.index import cache_file
    from himap_travel.domain.sandbox.paths import data_dir

    console = Console()
    python = sys.executable
    env = dict(os.environ)  # app.py imports the installed himap_travel
    data = data_dir()
    env.setdefault("HIMAP_DATA_DIR", str(data))
    app = str(REPO / "app.py")
    figures: list[Figure] = []
    cpu = os.cpu_count()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")

    with tempfile.TemporaryDirectory(prefix="startup-bench-") as tmp:
        folder = Path(tmp)
        plans, queries, used = make_evaluate_inputs(folder, args.plans, data)
        db_copy = folder / "sandbox.sqlite"
        shutil.copy2(ensure_database(data), db_copy)  # keeps the stored source hash: no re-import
        sandbox_child = [python, "-c", SANDBOX_CHILD, str(db_copy)]

        figures.append(measure(Figure("python -c pass (interpreter floor)"), [python, "-c", "pass"], env, args.runs))
        figures.append(measure(Figure("sandbox load, cold (SQLite → index, cache written)"), sandbox_child, env,
                               args.runs, warmup=False, before_each=lambda: cache_file(db_copy).unlink(missing_ok=True)))
        figures.append(measure(Figure("sandbox load, from the cache file"), sandbox_child, env, args.runs))
        figures.append(measure(Figure("app.py --help", "≤ 1 s"), [python, app, "--help"], env, args.runs))
        megabytes = queries.stat().st_size / 1e6
        figures.append(measure(Figure(f"app.py evaluate ({args.plans} plans from {used} submission files, "
                                      f"queries CSV {megabytes:.1f} MB)", "≤ 1.5 s"),
                               [python, app, "evaluate", str(plans), "--queries", str(queries)], env, args.runs))
        slim = slim_copy(queries)
        figures.append(measure(Figure(f"app.py evaluate, same, queries CSV without reference_information "
                                      f"({slim.stat().st_size / 1e6:.1f} MB)", "(≤ 1.5 s)"),
                               [python, app, "evaluate", str(plans), "--queries", str(slim)], env, args.runs))
        figures.append(measure(Figure("app.py plan (3-day query, warm cache)", "≤ 2 s"),
                               [python, app, "plan", args.query], env, args.runs))

    table = Table(title=f"whole-process start-up: median of {args.runs} fresh subprocesses "
                        f"({cpu} CPUs, load average {load:.2f} at start)")
    for column, justify in (("measure", "left"), ("median s", "right"), ("min s", "right"), ("max s", "right"),
                            ("load_sandbox() s", "right"), ("goal", "left"), ("exit codes", "left")):
        table.add_column(column, justify=justify)
    for figure in figures:
        inner = f"{statistics.median(figure.inner):.3f}" if figure.inner else ""
        codes = ",".join(sorted({str(c) for c in figure.codes}))
        if figure.notes:
            codes += " (" + "; ".join(figure.notes) + ")"
        table.add_row(figure.label, f"{statistics.median(figure.seconds):.3f}", f"{min(figure.seconds):.3f}",
                      f"{max(figure.seconds):.3f}", inner, figure.goal, codes)
    console.print(table)
    for figure in figures:
        if figure.stderr:
            console.print(f"[bold]{figure.label}[/] exited {sorted(set(figure.codes))}; the end of its output:")
            console.print(figure.stderr, markup=False, highlight=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
