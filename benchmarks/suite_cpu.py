"""Where the test suite's CPU goes: each test's own CPU and the CPU of the processes it started, by test and by file.

    # record (a pytest plugin: one JSON file per xdist worker in DIR, written when the worker ends)
    SUITE_CPU_DIR=DIR PYTHONPATH=benchmarks .venv/bin/python -m pytest -n 3 -p suite_cpu
    # summarize
    .venv/bin/python benchmarks/suite_cpu.py DIR [--top 40]

CI's wall is the suite's CPU over two cores (both about 95 % busy), so a cut of CI time is a cut of this CPU. A test's
"own" CPU is its process's user and system time over the test (fixtures it starts included: a module's first test pays
its module fixture); "children" is that of the processes it started and waited for (``RUSAGE_CHILDREN``: a server
killed and reaped counts, one still running does not), with the warm children it waited for
(``tests/support/warm_process.py``: forked by a server, they are not its own; the server's start, about 5 s per test
process, is not counted). Worker start-up and collection are outside every test.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import resource
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

_ROWS: list[tuple[str, float, float, float]] = []


def _cpu() -> tuple[float, float]:
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    warm = sys.modules.get("tests.support.warm_process")  # its children are its server's: it counts them
    return own.ru_utime + own.ru_stime, children.ru_utime + children.ru_stime + getattr(warm, "CHILDREN_CPU", 0.0)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    own, children = _cpu()
    started = time.monotonic()
    yield
    own_after, children_after = _cpu()
    _ROWS.append((item.nodeid, round(own_after - own, 3), round(children_after - children, 3),
                  round(time.monotonic() - started, 3)))


def pytest_sessionfinish(session: pytest.Session) -> None:
    folder = os.environ.get("SUITE_CPU_DIR")
    if folder and _ROWS:
        worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
        (Path(folder) / f"{worker}.json").write_text(json.dumps(_ROWS), encoding="utf-8")


def _rows(folder: Path) -> list[Any]:
    rows: list[Any] = []
    for path in sorted(folder.glob("*.json")):
        rows += json.loads(path.read_text(encoding="utf-8"))
    if not rows:
        raise SystemExit(f"no per-worker figures in {folder} (run the suite with -p suite_cpu and SUITE_CPU_DIR)")
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--top", type=int, default=40)
    args = parser.parse_args()
    rows = _rows(args.folder)
    own, children = sum(row[1] for row in rows), sum(row[2] for row in rows)
    print(f"{len(rows)} tests: {own + children:,.0f} s of CPU ({own:,.0f} own, {children:,.0f} in processes they started)")
    files: dict[str, list[float]] = collections.defaultdict(lambda: [0.0, 0.0, 0.0])
    for node, test_own, test_children, _ in rows:
        totals = files[node.split("::")[0]]
        totals[0] += test_own
        totals[1] += test_children
        totals[2] += 1
    print(f"\n{'CPU s':>8} {'own':>7} {'started':>8} {'tests':>6}  file")
    for name, (test_own, test_children, count) in sorted(files.items(), key=lambda kv: -(kv[1][0] + kv[1][1]))[:args.top]:
        print(f"{test_own + test_children:8.1f} {test_own:7.1f} {test_children:8.1f} {int(count):6d}  {name}")
    print(f"\n{'CPU s':>8} {'own':>7} {'started':>8}  test")
    for node, test_own, test_children, _ in sorted(rows, key=lambda row: -(row[1] + row[2]))[:args.top]:
        print(f"{test_own + test_children:8.1f} {test_own:7.1f} {test_children:8.1f}  {node[:140]}")


if __name__ == "__main__":
    main()
