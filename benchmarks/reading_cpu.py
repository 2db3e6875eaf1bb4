"""CPU of reading a request alone, per text: what the readers cost in a turn, without the planning around them.

    .venv/bin/python benchmarks/reading_cpu.py [--split validation_dev] [--requests 100] [--repeats 5]

``profile_turn.py`` adds up self time by phase; a regular expression's time is a built-in's there, not the reading's.
This script times the readers themselves on the split's first ``--requests`` request texts: ``parse_request`` (what
``plan`` reads) and the chat's ``understand_message`` on a new thread (what a chat turn reads), each the least of
``--repeats`` runs (``time.process_time``: other jobs on the machine only ever add; the memos then hold the text), and
its first read (memos holding only the texts before it, as a new message finds them). It prints the median, p90 and
sum per reader. Run it on two trees at the same time (``PYTHONPATH=<copy>``) to compare them.
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial

from himap_travel.domain.parsing import QueryParseError, parse_request
from himap_travel.domain.sandbox.index import load_sandbox
from himap_travel.domain.sandbox.queries import load_queries
from himap_travel.nodes.chat.understanding import understand_message


def least_cpu(work: Callable[[], object], repeats: int) -> float:
    spent = []
    for _ in range(repeats):
        started = time.process_time()
        with contextlib.suppress(QueryParseError):
            work()
        spent.append(time.process_time() - started)
    return min(spent)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--split", default="validation_dev")
    parser.add_argument("--requests", type=int, default=100)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    sandbox = load_sandbox()
    texts = [row.spec.query for row in load_queries(args.split) if row.spec.query][: args.requests]
    readers: dict[str, Callable[[str], object]] = {
        "parse_request": lambda text: parse_request(text, sandbox),
        "understand_message": lambda text: understand_message(text, sandbox, None),
    }
    print(f"{len(texts)} texts of {args.split}, least of {args.repeats} runs each (CPU ms)")
    print(f"{'reader':<34} {'median':>8} {'p90':>8} {'sum':>9}")
    for name, read in readers.items():
        first = [least_cpu(partial(read, text), 1) for text in texts]
        least = [least_cpu(partial(read, text), args.repeats) for text in texts]
        for label, times in ((f"{name}, first read", first), (f"{name}, least of {args.repeats}", least)):
            print(f"{label:<34} {_row(times)}")
    return 0


def _row(times: list[float]) -> str:
    ordered = sorted(times)
    p90 = ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))]
    return f"{1e3 * statistics.median(ordered):>8.2f} {1e3 * p90:>8.2f} {1e3 * sum(ordered):>9.1f}"


if __name__ == "__main__":
    sys.exit(main())
