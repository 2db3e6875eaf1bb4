"""Reading a request, timed by part without a profiler, and every reading dumped to compare two trees byte for byte.

    .venv/bin/python benchmarks/reading_parts.py time [--texts benchmark|all] [--repeats 3]
    .venv/bin/python benchmarks/reading_parts.py dump OUT.jsonl [--chat]
    .venv/bin/python benchmarks/reading_parts.py compare A.jsonl B.jsonl
    .venv/bin/python benchmarks/reading_parts.py fields [--texts benchmark|all]

Run from a tree's root (``PYTHONPATH=<copy's parent> HIMAP_DATA_DIR=...``): the held-out sets are imported from its
``tests``. The texts are every query text of the benchmark (TravelPlanner's train and validation_dev, FlexTravelBench's
datasets) and, with ``--texts all`` and for ``dump``, every string the held-out sets and reading corpora under
``tests/`` hold (sentences, requests, chat messages; their expectations too, which read as texts like any other).

``time`` wraps each phase of ``read_text`` where ``parsing.query`` looks it up (and ``complete``) with a thread-CPU
timer that counts a part's own time only (a part called inside another is that part's, not its caller's), so the parts
and "the rest of read_text" add up to the whole. The texts are read in ``--repeats`` whole passes (so that a text never
finds what its own earlier reading remembered); the least per text is kept (other jobs on the machine only ever
add). Issue 44: reading is the largest part of a `plan` from the fields (``extract``'s ``spec_warnings``) and of a
chat turn.

``fields`` checks the reading the agreement check takes (``read_text(..., wishes=False)``: no wish accounted for)
against the whole reading on every text: the same in all but ``unread``, which it leaves empty.

``dump`` writes one JSON line per text: the reading (``read_text``: fields, constraints, unread, warnings, problems),
the request ``complete`` makes of it (``not_kept``, warnings) or its error, and, with ``--chat``, the chat's
``understand_message`` of it as a new message and as an edit of a trip.
"""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import importlib
import json
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from pydantic import BaseModel
from pydantic_core import to_jsonable_python

ROOT = Path(__file__).resolve().parents[1]
# (module of himap_travel, name looked up there): the phases of ``parsing.query._read`` and ``complete``
PARTS: tuple[tuple[str, str], ...] = (
    ("domain.parsing.query", "normalize"),
    ("domain.parsing.query", "spelled"),
    ("domain.parsing.query", "read_stated_days"),
    ("domain.parsing.query", "read_stated_cities"),
    ("domain.parsing.query", "find_dates"),
    ("domain.parsing.query", "resolve_dates"),
    ("domain.parsing.query", "find_mentions"),
    ("domain.parsing.query", "sight_name_spans"),
    ("domain.parsing.query", "corrected"),
    ("domain.parsing.query", "assign_roles"),
    ("domain.parsing.query", "choose_origin"),
    ("domain.parsing.query", "choose_dest"),
    ("domain.parsing.query", "talked_of"),
    ("domain.parsing.query", "read_people"),
    ("domain.parsing.query", "read_budget"),
    ("domain.parsing.query", "claimed_spans"),
    ("domain.parsing.query", "spelled_amounts"),
    ("domain.parsing.query", "unknown_cuisines"),
    ("domain.parsing.query", "_names_of_the_trip"),
    ("domain.parsing.query", "last_days_written"),
    ("domain.parsing.query", "misread_spans"),
    ("domain.parsing.query", "_local"),
    ("domain.parsing.query", "said_alone"),
    ("domain.parsing.query", "taken_names"),
    ("domain.parsing.query", "cities_to_visit"),
    ("domain.parsing.query", "unread_wishes"),
    ("domain.parsing.query", "money_for_parts"),
    ("domain.parsing.query", "meal_cost_per_person"),
    ("domain.parsing.query", "caveats"),
    ("domain.parsing.query", "first_visits"),
    ("domain.parsing.query", "complete"),
)
# Where the held-out sets and reading corpora live (globs under tests/); their module-level strings are read.
TEXT_MODULES = (
    "unit/domain/parsing/test_*.py", "unit/graphs/test_chat_heldout*.py", "unit/nodes/chat/test_chat_*heldout*.py",
    "faults/*heldout*.py", "support/official_style*.py", "support/*scoring.py", "support/chat_trips.py",
)
_TRIP = {"org": "Dallas", "dest": "Texas", "days": 5, "visiting_city_number": 2, "date": None, "people_number": 2,
         "budget": 3000.0, "local_constraint": {}}


def benchmark_texts() -> list[str]:
    """Every query text of the benchmark's files in the data folder, in file order."""
    from himap_travel.domain.sandbox.paths import data_dir
    from himap_travel.domain.sandbox.queries import load_queries

    texts = [row.spec.query for split in ("train", "validation_dev") for row in load_queries(split) if row.spec.query]
    for path in sorted((Path(data_dir()) / "flextravelbench").glob("*.json")):
        texts += [row["query"] for row in json.loads(path.read_text()) if isinstance(row.get("query"), str)]
    return texts


def heldout_texts() -> list[str]:
    """Every string the held-out sets and corpora under ``tests/`` hold at module level (lists, dicts, rows), once."""
    sys.path.insert(0, str(ROOT))
    found: list[str] = []
    for pattern in TEXT_MODULES:
        for path in sorted((ROOT / "tests").glob(pattern)):
            name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            try:
                module = importlib.import_module(name)
            except Exception as error:  # a module that needs what a test run sets up: said, skipped
                print(f"skipped {name}: {type(error).__name__}: {error}", file=sys.stderr)
                continue
            for value in vars(module).values():
                found.extend(_strings(value, 0))
    return [text for text in dict.fromkeys(found) if 1 <= len(text) <= 20_000 and any(c.isalnum() for c in text)]


def _strings(value: Any, depth: int) -> Iterator[str]:
    if depth > 6:
        return
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from _strings(key, depth + 1)
            yield from _strings(item, depth + 1)
    elif isinstance(value, (set, frozenset)):  # in a set's order, which changes from run to run: sorted
        for item in sorted(value, key=repr):
            yield from _strings(item, depth + 1)
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _strings(item, depth + 1)
    elif isinstance(value, BaseModel):
        yield from _strings(dict(value), depth + 1)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        yield from _strings(vars(value), depth + 1)


def gathered(which: str) -> list[str]:
    texts = benchmark_texts() + (heldout_texts() if which == "all" else [])
    return list(dict.fromkeys(texts))


def readings(text: str, sandbox: Any, chat: bool) -> dict[str, Any]:
    """Everything reading ``text`` gives, as JSON values (an error as its record)."""
    from himap_travel.domain.parsing.query import QueryParseError, complete, read_text

    out: dict[str, Any] = {"text": text}
    try:
        reading = read_text(text, sandbox)
        out["reading"] = reading.model_dump(mode="json")
        try:
            out["request"] = complete(reading, text, "benchmark", sandbox).model_dump(mode="json")
        except QueryParseError as error:
            out["request"] = error.to_dict()
    except QueryParseError as error:
        out["reading"] = error.to_dict()
    try:
        out["in_trip"] = read_text(text, sandbox, trip=("Dallas", "Houston", 1)).model_dump(mode="json")
    except QueryParseError as error:
        out["in_trip"] = error.to_dict()
    if chat:
        from himap_travel.nodes.chat.understanding import understand_message

        out["chat_new"] = to_jsonable_python(dataclasses.asdict(understand_message(text, sandbox, None)))
        out["chat_edit"] = to_jsonable_python(dataclasses.asdict(understand_message(text, sandbox, dict(_TRIP))))
    return out


def dump(path: str, chat: bool) -> None:
    from himap_travel.domain.sandbox.index import load_sandbox

    sandbox = load_sandbox()
    texts = gathered("all")
    started = time.process_time()
    with open(path, "w", encoding="utf-8") as handle:
        for text in texts:
            handle.write(json.dumps(readings(text, sandbox, chat), sort_keys=True, ensure_ascii=True) + "\n")
    print(f"{len(texts)} texts dumped to {path} in {time.process_time() - started:.1f} CPU s")


def compare(first: str, second: str, partial: bool = False) -> int:
    """The texts whose readings differ between two dumps (0 when none); ``partial``: a dump cut short (the texts of one
    dump only are counted, not failed)."""
    a, b = (_by_text(Path(path).read_text().splitlines()) for path in (first, second))
    missing = sorted(set(a) ^ set(b))
    for text in missing[:5]:
        print(f"in one dump only: {text[:150]!r}")
    differ = [text for text in a if text in b and a[text] != b[text]]
    for text in differ[:20]:
        print(f"differs: {text[:150]!r}")
    print(f"{len(a)} and {len(b)} texts, {len(missing)} in one only, {len(differ)} readings differ")
    return 1 if differ or (missing and not partial) else 0


def _by_text(lines: list[str]) -> dict[str, str]:
    return {json.loads(line)["text"]: line for line in lines if line.endswith("}")}  # a dump cut short: its last line


def fields_only(which: str) -> int:
    """The texts whose reading without the wishes differs from the whole reading in anything but ``unread`` (0: none)."""
    from himap_travel.domain.parsing.query import QueryParseError, read_text
    from himap_travel.domain.sandbox.index import load_sandbox

    sandbox = load_sandbox()
    texts = gathered(which)
    differ = 0
    for text in texts:
        outcomes = []
        for wishes in (True, False):
            try:
                outcomes.append(read_text(text, sandbox, wishes=wishes).model_copy(update={"unread": []}).model_dump())
            except QueryParseError as error:
                outcomes.append(error.to_dict())
        if outcomes[0] != outcomes[1]:
            differ += 1
            print(f"differs: {text[:150]!r}")
    print(f"{len(texts)} texts ({which}): {differ} read otherwise without the wishes")
    return 1 if differ else 0


class _Timer:
    """Each wrapped part's own thread-CPU time (a wrapped part it calls is subtracted), summed by name."""

    def __init__(self) -> None:
        self.own: dict[str, float] = defaultdict(float)
        self._inner: list[float] = []

    def wrap(self, name: str, function: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            started = time.thread_time()
            self._inner.append(0.0)
            try:
                return function(*args, **kwargs)
            finally:
                spent = time.thread_time() - started
                self.own[name] += spent - self._inner.pop()
                if self._inner:
                    self._inner[-1] += spent

        return call


def timed(which: str, repeats: int) -> None:
    from himap_travel.domain.parsing import query
    from himap_travel.domain.sandbox.index import load_sandbox

    timer = _Timer()
    for module_name, name in PARTS:
        module = importlib.import_module(f"himap_travel.{module_name}")
        setattr(module, name, timer.wrap(name, getattr(module, name)))
    sandbox = load_sandbox()
    texts = gathered(which)
    whole: list[float] = []
    by_part: dict[str, float] = defaultdict(float)

    def once(text: str) -> tuple[float, dict[str, float]]:
        timer.own.clear()
        started = time.thread_time()
        with contextlib.suppress(query.QueryParseError):
            query.complete(query.read_text(text, sandbox), text, "benchmark", sandbox)
        return time.thread_time() - started, dict(timer.own)

    runs = [[once(text) for text in texts] for _ in range(repeats)]  # whole passes: no text finds its own memos
    for per_text in zip(*runs, strict=True):
        spent, parts = min(per_text, key=lambda run: run[0])
        whole.append(spent)
        for name, value in parts.items():
            by_part[name] += value
    ordered = sorted(whole)
    p90 = ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))]
    total = sum(whole)
    print(f"{len(texts)} texts ({which}), read_text + complete, least of {repeats} runs each: median "
          f"{1e3 * statistics.median(ordered):.2f} ms, p90 {1e3 * p90:.2f} ms, mean {1e3 * total / len(texts):.2f} ms")
    print("own CPU ms per text, by part:")
    rest = total - sum(by_part.values())
    for name, value in sorted([*by_part.items(), ("(the rest of read_text)", rest)], key=lambda item: -item[1]):
        print(f"  {name:28s} {1e3 * value / len(texts):7.3f}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    timing = commands.add_parser("time")
    timing.add_argument("--texts", choices=("benchmark", "all"), default="benchmark")
    timing.add_argument("--repeats", type=int, default=3)
    dumping = commands.add_parser("dump")
    dumping.add_argument("out")
    dumping.add_argument("--chat", action="store_true")
    fields = commands.add_parser("fields")
    fields.add_argument("--texts", choices=("benchmark", "all"), default="all")
    comparing = commands.add_parser("compare")
    comparing.add_argument("first")
    comparing.add_argument("second")
    comparing.add_argument("--partial", action="store_true", help="one dump was cut short: compare the texts of both")
    args = parser.parse_args()
    if args.command == "time":
        timed(args.texts, args.repeats)
    elif args.command == "dump":
        dump(args.out, args.chat)
    elif args.command == "fields":
        return fields_only(args.texts)
    else:
        return compare(args.first, args.second, args.partial)
    return 0


if __name__ == "__main__":
    sys.exit(main())
