"""Time against input size for the evaluator and the request parser: linear, or not.

    .venv/bin/python benchmarks/linear_time.py [--budget 10]

Each series times one function on inputs of growing size:

* ``evaluate_plan`` on a plan whose every field (current_city and the six
  entries, on each day) holds one long text: letters without a comma, or
  "from" and a run of spaces (1 KB .. 1 MB, x4), in both modes;
* ``evaluate_file`` (what ``app.py evaluate`` runs) on a plans file of one
  very long line, its breakfast without a comma (256 KB .. 64 MB, x4);
* ``parse_request`` on the benchmark query followed by a run of digits or of
  words, up to the parser's cap of 20,000 characters (x2).

For each size it prints the seconds and the microseconds per 1,000
characters; for each series, the ratio of time/size at the largest size over
the smallest. A linear series keeps that ratio near 1 (below 1 where a fixed
cost weighs on the smallest size); a quadratic one multiplies it by the
growth of the sizes (x1,024 from 1 KB to 1 MB).

Every measurement runs in a forked child (cold memos, the sandbox already
loaded) and is stopped at ``--budget`` seconds: it then reads "> budget" and
its series stops growing, since larger sizes would take longer still. Small
sizes take the best of three runs.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from himap_travel.domain.evaluation import evaluate_file, evaluate_plan
from himap_travel.domain.evaluation.parsing import DAY_KEYS
from himap_travel.domain.parsing import QueryParseError, parse_request
from himap_travel.domain.sandbox.index import load_sandbox
from himap_travel.domain.sandbox.queries import load_queries

KB = 1024
QUERY = ("Please plan a 3-day trip for 2 people from Washington to Myrtle Beach from March 13th to March 15th, 2022, "
         "with a budget of $1,400.")
PARSER_CAP = 20_000
REPEAT_BELOW_S = 0.2  # a run shorter than this is repeated (best of three)


@dataclass
class Series:
    name: str
    sizes: list[int]
    make: Callable[[int], Callable[[], object]]  # size -> the work to time
    times: list[tuple[int, float | None]] = field(default_factory=list)  # None: over the budget


def timed(work: Callable[[], object], budget: float) -> float | None:
    """Seconds that ``work()`` takes in a forked child; None when it runs past ``budget``."""
    context = multiprocessing.get_context("fork")
    receiver, sender = context.Pipe(duplex=False)
    child = context.Process(target=_run_and_send, args=(work, sender), daemon=True)
    child.start()
    sender.close()
    elapsed = receiver.recv() if receiver.poll(budget) else None
    child.kill()
    child.join()
    return elapsed


def _run_and_send(work: Callable[[], object], sender) -> None:
    start = time.perf_counter()
    with contextlib.suppress(QueryParseError):  # a refused request is an answer too: its time counts
        work()
    sender.send(time.perf_counter() - start)


def measure(series: Series, budget: float) -> None:
    for size in series.sizes:
        work = series.make(size)
        best = timed(work, budget)
        if best is not None and best < REPEAT_BELOW_S:
            again = [timed(work, budget) for _ in range(2)]
            best = min([best, *[t for t in again if t is not None]])
        series.times.append((size, best))
        if best is None:
            break


# --- the inputs -------------------------------------------------------------------------------


def letters(size: int) -> str:
    return "a" * size


def from_and_spaces(size: int) -> str:
    return "from" + " " * max(size - 5, 1) + "x"


def plan_of(text: str, days: int) -> list[dict]:
    keys = ("current_city", *DAY_KEYS)
    return [{"days": day, **{key: text for key in keys}} for day in range(1, days + 1)]


def evaluator_series(spec, sandbox, mode: str, kind: Callable[[int], str], label: str) -> Series:
    def make(size: int) -> Callable[[], object]:
        plan = plan_of(kind(size), spec.days)
        return lambda: evaluate_plan(spec, plan, sandbox, mode)

    return Series(f"evaluate_plan, {mode}, {label}", [KB * 4 ** k for k in range(6)], make)


def file_series(row, sandbox, folder: Path) -> Series:
    def make(size: int) -> Callable[[], object]:
        day = {"days": 1, "current_city": "Washington", "transportation": "-", "breakfast": letters(size),
               "lunch": "-", "dinner": "-", "attraction": "-", "accommodation": "-"}
        path = folder / "long-line.jsonl"
        path.write_text(json.dumps({"idx": 1, "query": row.spec.query, "plan": [day]}) + "\n", encoding="utf-8")
        return lambda: evaluate_file(path, [row], "official", sandbox)

    return Series("evaluate_file, one long line", [256 * KB * 4 ** k for k in range(5)], make)


def parser_series(sandbox, filler: str, label: str) -> Series:
    def make(size: int) -> Callable[[], object]:
        room = size - len(QUERY) - 1
        text = f"{QUERY} {(filler * (room // len(filler) + 1))[:room]}"
        return lambda: parse_request(text, sandbox)

    sizes = [PARSER_CAP // 2 ** k for k in range(4, -1, -1)]  # 1,250 .. 20,000
    return Series(f"parse_request, query + {label}", sizes, make)


# --- the table --------------------------------------------------------------------------------


def print_series(series: Series, budget: float) -> None:
    print(f"\n{series.name}")
    print(f"  {'characters':>12}  {'seconds':>10}  {'µs per 1k chars':>16}")
    for size, seconds in series.times:
        if seconds is None:
            print(f"  {size:>12,}  {'> ' + format(budget, 'g'):>10}  {'(stopped)':>16}")
        else:
            print(f"  {size:>12,}  {seconds:>10.4f}  {1e9 * seconds / size:>16.2f}")
    measured = [(size, seconds) for size, seconds in series.times if seconds is not None]
    if len(measured) < 2:
        print("  time/size ratio: not enough sizes within the budget")
        return
    over = " (and the next size ran past the budget)" if series.times[-1][1] is None else ""
    print(f"  time/size, largest over smallest: {_ratio(measured[0], measured[-1])}{over}")
    print(f"  time/size, last step:             {_ratio(measured[-2], measured[-1])}")


def _ratio(first: tuple[int, float], last: tuple[int, float]) -> str:
    """(time/size at ``last``) / (time/size at ``first``), and what linear and quadratic would give."""
    (small, t_small), (large, t_large) = first, last
    ratio = (t_large / large) / (t_small / small)
    return f"{ratio:.2f} ({small:,} -> {large:,} characters; linear ≈ 1, quadratic ≈ {large / small:,.0f})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--budget", type=float, default=10.0, help="seconds one measurement may take (default 10)")
    args = parser.parse_args()
    sandbox = load_sandbox()
    row = load_queries("train")[0]
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        all_series = [
            evaluator_series(row.spec, sandbox, "official", letters, "fields without commas"),
            evaluator_series(row.spec, sandbox, "strict", letters, "fields without commas"),
            evaluator_series(row.spec, sandbox, "official", from_and_spaces, 'fields "from" + spaces'),
            evaluator_series(row.spec, sandbox, "strict", from_and_spaces, 'fields "from" + spaces'),
            file_series(row, sandbox, Path(folder)),
            parser_series(sandbox, "1", "a run of digits"),
            parser_series(sandbox, "lorem ipsum ", "words"),
        ]
        for series in all_series:
            measure(series, args.budget)
            print_series(series, args.budget)
    print(f"\n{time.perf_counter() - started:.1f} s in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
