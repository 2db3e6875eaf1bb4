"""How many times a planning turn reads its text: each ``read_text`` of a turn, by caller, and the readings repeated.

    .venv/bin/python benchmarks/reading_repeats.py [--split validation_dev] [--requests 30]
        [--conversations tests.unit.graphs.test_chat_heldout_nineteenth,tests.unit.graphs.test_chat_heldout_eighteenth]
        [--digest FILE]

Run from a tree's root (``PYTHONPATH=<copy's parent> HIMAP_DATA_DIR=...``): the conversation sets are imported from its
``tests``. Three kinds of turn, on the CPU, no simulated latency: the split's first ``--requests`` request texts as the
first message of a new chat thread (``chat turn``, what ``cpu_ab.py`` measures) and as a ``plan`` run (both as
``profile_turn.py`` runs them, checkpointed in SQLite), and every turn of the ``--conversations`` held-out sets played in
order (``conversation turn``, in memory, as the sets' tests play them). Every reading (``parsing.query._read``, what
``read_text`` and ``parse_request`` run) is recorded with its arguments (the text, the year, the trip it edits,
``wishes``), its caller and its thread CPU.

Per kind of turn it prints the turns' CPU (``time.process_time``: all threads), the readings a turn makes (how many turns
made 0, 1, 2, ...), the readings repeated within a turn (the same arguments: what a memo of readings could save) and
those of a text read before in the turn with other arguments (another trip, ``wishes``: a reading that differs, so
not a repeat), and the readings' CPU by caller, as a share of the turns'. ``--digest FILE``: one JSON line per turn (the
reply and the thread's trip, draft, plan and notes, keys sorted) and its SHA-256, so that two trees' turns are shown
byte-equal (``cmp``). Issue 44: reading is about a third of a chat turn's CPU; this says how much of it is reading again.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import itertools
import json
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import profile_turn  # noqa: E402  (a sibling script: its runners)

SETS = "tests.unit.graphs.test_chat_heldout_nineteenth,tests.unit.graphs.test_chat_heldout_eighteenth"
_QUERY = "/domain/parsing/query.py"


class Readings:
    """Every reading made while installed: (arguments, caller, thread CPU seconds)."""

    def __init__(self) -> None:
        from himap_travel.domain.parsing import query

        self.made: list[tuple[tuple[Any, ...], str, float]] = []
        read = query._read

        def recorded(raw: Any, sandbox: Any, default_year: int, trip: Any = None, wishes: bool = True) -> Any:
            caller = sys._getframe(1)
            while caller.f_back is not None and caller.f_code.co_filename.endswith(_QUERY):  # read_text, parse_request
                caller = caller.f_back
            where = f"{caller.f_code.co_filename.split('himap_travel/')[-1]}:{caller.f_code.co_name}"
            started = time.thread_time()
            try:
                return read(raw, sandbox, default_year, trip, wishes)
            finally:
                self.made.append(((raw, default_year, trip, wishes, id(sandbox)), where, time.thread_time() - started))

        query._read = recorded


def tally(turns: list[tuple[float, list[tuple[tuple[Any, ...], str, float]]]]) -> dict[str, Any]:
    """The figures of one kind of turn: each turn's CPU and its readings."""
    per_turn, repeats, other_args, by_caller = Counter[int](), [0, 0.0], [0, 0.0], Counter[str]()
    for _cpu, made in turns:
        per_turn[len(made)] += 1
        seen: set[tuple[Any, ...]] = set()
        texts: set[str] = set()
        for key, caller, cpu in made:
            by_caller[caller] += cpu
            if key in seen:
                repeats[0], repeats[1] = repeats[0] + 1, repeats[1] + cpu
            elif key[0] in texts:
                other_args[0], other_args[1] = other_args[0] + 1, other_args[1] + cpu
            seen.add(key)
            texts.add(key[0])
    total = sum(cpu for cpu, _made in turns)
    reading = sum(by_caller.values())
    return {
        "turns": len(turns), "turn_cpu_s": round(total, 3), "readings": sum(len(made) for _cpu, made in turns),
        "turns_by_readings": dict(sorted(per_turn.items())), "reading_cpu_s": round(reading, 3),
        "reading_share": round(reading / total, 3) if total else 0.0,
        "repeated": {"readings": repeats[0], "cpu_s": round(repeats[1], 3), "share": round(repeats[1] / total, 4) if total else 0.0},
        "same_text_other_arguments": {"readings": other_args[0], "cpu_s": round(other_args[1], 3)},
        "cpu_s_by_caller": {caller: round(cpu, 3) for caller, cpu in by_caller.most_common()},
    }


def played(run: Callable[[Any], Any], inputs: list[Any], readings: Readings,
           seen: Callable[[Any, Any], Any]) -> tuple[list[tuple[float, list[Any]]], list[Any]]:
    """Each input run as one turn: its CPU, its readings, and what ``seen`` keeps of its result for the digest."""
    turns, kept = [], []
    for each in inputs:
        readings.made = []
        started = time.process_time()
        out = run(each)
        turns.append((time.process_time() - started, readings.made))
        kept.append(seen(each, out))
    return turns, kept


def conversation_turns(modules: list[str]) -> tuple[Callable[[Any], Any], list[Any]]:
    """A runner playing the sets' conversations in order, one message a call, and the (thread, message) inputs."""
    from langgraph.checkpoint.memory import InMemorySaver

    from himap_travel.graphs.chat import build_chat_graph

    sys.path.insert(0, str(profile_turn.ROOT))  # the tree's own tests
    app, inputs, threads = build_chat_graph(InMemorySaver()), [], itertools.count()
    for name in modules:
        for _category, turns in importlib.import_module(name).CONVERSATIONS:
            thread = f"{name.rsplit('_', 1)[-1]}-{next(threads)}"
            inputs += [(thread, message) for message, _checks in turns]

    def run(turn: tuple[str, str]) -> Any:
        config = {"configurable": {"thread_id": turn[0]}}
        app.invoke({"messages": [{"role": "user", "content": turn[1]}]}, config)
        return app.get_state(config).values

    return run, inputs


def outcome(given: Any, state: Any) -> dict[str, Any]:
    """What a turn's digest keeps: the reply and what the thread holds after it."""
    messages = state.get("messages") or []
    return {"given": given, "reply": messages[-1].content if messages else None,
            **{key: state.get(key) for key in ("trip", "draft", "missing", "plan", "notes", "status", "error")}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--split", default="validation_dev")
    parser.add_argument("--requests", type=int, default=30, help="the split's first N request texts (0: none)")
    parser.add_argument("--conversations", default=SETS, help="comma list of held-out set modules ('': none)")
    parser.add_argument("--digest", type=Path, help="write each turn's outcome here (JSON lines) and print its SHA-256")
    args = parser.parse_args()
    from himap_travel.domain.sandbox.queries import load_queries

    texts = [row.spec.query for row in load_queries(args.split) if row.spec.query][:args.requests]
    runs = profile_turn.runners(texts, Path(tempfile.mkdtemp()))
    for text in texts[:3]:  # warm-up: the data's views built before anything is counted
        for run in runs.values():
            run(text)
    readings, report, kept = Readings(), {}, []
    for path, run in runs.items():
        turns, outcomes = played(run, texts, readings, outcome)
        report[path], kept = tally(turns), [*kept, *({"path": path, **o} for o in outcomes)]
    modules = [name.strip() for name in args.conversations.split(",") if name.strip()]
    if modules:
        run, inputs = conversation_turns(modules)
        turns, outcomes = played(run, inputs, readings, outcome)
        report["conversation turn"], kept = tally(turns), [*kept, *({"path": "conversation turn", **o} for o in outcomes)]
    print(json.dumps(report, indent=2))
    if args.digest:
        lines = "".join(json.dumps(o, sort_keys=True, default=str) + "\n" for o in kept)
        args.digest.write_text(lines, encoding="utf-8")
        print(f"digest {args.digest}: {len(kept)} turns, SHA-256 {hashlib.sha256(lines.encode()).hexdigest()}")


if __name__ == "__main__":
    main()
