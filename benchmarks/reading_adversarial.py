"""CPU of every reader of a request or a chat message on adversarial texts of growing size: linear, or not.

    .venv/bin/python benchmarks/reading_adversarial.py [--budget 30] [--only UNIT ...] [--readers read_text ...]

``benchmarks/linear_time.py`` times ``parse_request`` on two fillers; this script feeds each reader the texts most
likely to make a regular expression backtrack or a per-clause loop go squared: long runs of one word, of digits, of
spaces, of punctuation, "and and and", "$1 $1 $1", "no no no", lower-case word lists, names with many apostrophes,
commas, and clauses of every kind of wish repeated, at the sizes ``cap/8, cap/4, cap/2, cap`` (the cap is
``MAX_QUERY_CHARS``: 2,500 .. 20,000 characters). The readers:

* ``read_text``: every field the text gives;
* ``parse_request``: the same, completed with the chat's people policy (``ask``);
* ``understand new`` / ``understand edit``: the chat's ``understand_message`` on a new thread and as an edit of a trip;
* ``classify``: the chat's intent reader.

Each measurement runs in a forked child (cold memos, the sandbox loaded before the fork) and counts that child's CPU
(``time.process_time``: on a shared machine other jobs add wall time, not CPU); it is stopped at ``--budget`` seconds
of wall time. A series is flagged ``SUPER-LINEAR`` when a doubling of the text more than ``2.6``-folds its CPU (at
least 0.05 s), and ``SLOW`` when the text at the cap takes more than 2 s. The table ends with the flagged series.
"""

from __future__ import annotations

import argparse
import contextlib
import multiprocessing
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

from himap_travel.domain.parsing import QueryParseError, parse_request
from himap_travel.domain.parsing.query import MAX_QUERY_CHARS, read_text
from himap_travel.domain.sandbox.index import load_sandbox
from himap_travel.nodes.chat.intent import classify
from himap_travel.nodes.chat.understanding import understand_message

QUERY = ("Please plan a 3-day trip for 2 people from Washington to Myrtle Beach from March 13th to March 15th, 2022, "
         "with a budget of $1,400. ")
TRIP = {"org": "Washington", "dest": "Myrtle Beach", "days": 3, "visiting_city_number": 1,
        "date": ["2022-03-13", "2022-03-14", "2022-03-15"], "people_number": 2, "budget": 1400.0,
        "local_constraint": {"house rule": None, "cuisine": None, "room type": None, "transportation": None}}
SIZES = [MAX_QUERY_CHARS // 8, MAX_QUERY_CHARS // 4, MAX_QUERY_CHARS // 2, MAX_QUERY_CHARS]
STEP_RATIO = 2.6  # CPU growth per doubling above which a series is flagged
NOISE_S = 0.05  # a step whose larger time is below this is not judged (fixed costs, the clock's grain)
CAP_SECONDS = 2.0


def _lower_words() -> str:
    rng = random.Random(44)
    return " ".join("".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rng.randint(2, 9)))
                    for _ in range(4000)) + " "


def _numbered(template: str) -> str:
    """``template`` repeated with a growing number in it: clauses that differ, so no memo of a clause's reading helps."""
    return "".join(template.format(i=i) for i in range(1, 4000))


# (name, the unit repeated, whether the benchmark query opens the text)
WISH_CLAUSES = [
    "no flights please, ", "we want to drive, ", "budget hotel under $120 a night, ", "a private room, ",
    "pet friendly place, ", "no smoking rooms, ", "we love Italian and Mexican food, ", "no Chinese food, ",
    "restaurants rated 4 or more, ", "a hotel rated at least 4 stars, ", "must see the aquarium, ",
    "avoid the Wonderworks, ", "eat at Pizza Hut one night, ", "not Pizza Hut again, ", "relaxed pace, two sights a day, ",
    "leave after 9am, ", "flights under 3 hours, ", "drive at most 4 hours a day, ", "meals under $20 each, ",
    "visit 2 cities, ", "avoid Chicago, ", "a hotel with a pool, ", "near the beach, ", "cheap rooms are fine, ",
    "parking $20 a day, ", "crab!! ", "go bears!! ", "navy pier + the bean, ", "my wife loves western art, ",
]
UNITS: list[tuple[str, str, bool]] = [
    ("very", "very ", False), ("digits", "1", False), ("spaces", " ", False), ("bangs", "!", False),
    ("dots", ".", False), ("punctuation mix", "?!.,;:-", False), ("and", "and ", False), ("$1", "$1 ", False),
    ("no", "no ", False), ("not", "not ", False), ("lower-case words", _lower_words(), False),
    ("capitalised words", "Very Grand Old Name ", False), ("apostrophes", "O'B'r'i'e'n's ", False),
    ("apostrophe name", "O'Brien's ", False), ("commas", ",", False), ("comma space", ", ", False),
    ("newlines", "\n", False), ("hyphens", "a-", False), ("1,", "1,", False), ("1.", "1.", False),
    ("Denver.", "Denver. ", False), ("Texas, and", "Texas, and ", False), ("No A,", "No A, ", False),
    ("room", "room ", False), ("why", "why ", False), ("hotel why", "hotel why ", False), ("where", "where ", False),
    ("dinner spots", "dinner spots ", False), ("how much", "how much ", False), ("swap", "swap ", False),
    ("forget", "forget ", False), ("instead of", "instead of ", False), ("not 3", "not 3 ", False),
    ("numbered wishes", _numbered("{i} more thing{i}, "), False),
    ("numbered names", _numbered("Zork{i} Plaza, "), False),
    ("numbered bare things", _numbered("clam chowder {i}!! "), False),
    ("numbered prices", _numbered("parking ${i} a day, "), False),
    ("very after query", "very ", True), ("and after query", "and ", True), ("$1 after query", "$1 ", True),
    ("commas after query", ",", True), ("no after query", "no ", True),
    *[(f"wish: {clause.strip(' ,')}", clause, True) for clause in WISH_CLAUSES],
]


def readers(sandbox: Any) -> dict[str, Callable[[str], object]]:
    return {
        "read_text": lambda text: read_text(text, sandbox),
        "parse_request": lambda text: parse_request(text, sandbox, people="ask"),
        "understand new": lambda text: understand_message(text, sandbox, None),
        "understand edit": lambda text: understand_message(text, sandbox, TRIP),
        "classify": classify,
    }


def text_of(unit: str, after_query: bool, size: int) -> str:
    head = QUERY if after_query else ""
    room = size - len(head)
    return head + (unit * (room // len(unit) + 1))[:room]


def cpu_of(work: Callable[[], object], budget: float) -> float | None:
    """The CPU seconds ``work()`` takes in a forked child; None when it runs past ``budget`` seconds of wall time."""
    context = multiprocessing.get_context("fork")
    receiver, sender = context.Pipe(duplex=False)
    child = context.Process(target=_run_and_send, args=(work, sender), daemon=True)
    child.start()
    sender.close()
    spent = receiver.recv() if receiver.poll(budget) else None
    child.kill()
    child.join()
    return spent


def _run_and_send(work: Callable[[], object], sender: Any) -> None:
    start = time.process_time()
    with contextlib.suppress(QueryParseError):  # a refused text is an answer too: its time counts
        work()
    sender.send(time.process_time() - start)


@dataclass
class Row:
    unit: str
    reader: str
    times: list[float | None]

    def flags(self) -> list[str]:
        found = []
        for small, large in zip(self.times, self.times[1:], strict=False):
            if small is not None and (large is None or (large >= NOISE_S and large / max(small, 1e-3) > STEP_RATIO)):
                found.append("SUPER-LINEAR")
                break
        last = self.times[-1] if len(self.times) == len(SIZES) else None
        if last is None or last > CAP_SECONDS:
            found.append("SLOW")
        return found


def measure(unit: str, after_query: bool, run: Callable[[str], object], budget: float) -> list[float | None]:
    times: list[float | None] = []
    for size in SIZES:
        text = text_of(unit, after_query, size)
        spent = cpu_of(partial(run, text), budget)
        times.append(spent)
        if spent is None:
            break
    return times


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--budget", type=float, default=30.0, help="wall seconds one measurement may take (default 30)")
    parser.add_argument("--only", nargs="*", help="the units to run (by name; default all)")
    parser.add_argument("--readers", nargs="*", help="the readers to run (default all)")
    args = parser.parse_args()
    sandbox = load_sandbox()
    chosen = {name: run for name, run in readers(sandbox).items() if not args.readers or name in args.readers}
    started = time.perf_counter()
    print(f"CPU seconds at {', '.join(f'{s:,}' for s in SIZES)} characters; growth per doubling; flags")
    rows = []
    for name, unit, after_query in UNITS:
        if args.only and name not in args.only:
            continue
        for reader, run in chosen.items():
            row = Row(name, reader, measure(unit, after_query, run, args.budget))
            rows.append(row)
            shown = "  ".join("   > budget" if t is None else f"{t:>10.3f}s" for t in row.times)
            steps = " ".join(f"x{b / max(a, 1e-3):.1f}" for a, b in zip(row.times, row.times[1:], strict=False)
                             if a is not None and b is not None)
            print(f"{name[:34]:<34} {reader:<16} {shown}  {steps:<18} {' '.join(row.flags())}", flush=True)
    flagged = [row for row in rows if row.flags()]
    print(f"\n{len(flagged)} flagged of {len(rows)} series; {time.perf_counter() - started:.0f} s in all")
    for row in flagged:
        print(f"  {row.unit} / {row.reader}: {' '.join(row.flags())} {row.times}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
