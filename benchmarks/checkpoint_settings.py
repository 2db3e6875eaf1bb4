"""What the thread store's settings cost a planning turn: LangGraph's durability and SQLite's ``synchronous`` (issue 44).

    .venv/bin/python benchmarks/checkpoint_settings.py [--split validation_dev] [--requests 30] [--repeats 3]
                                                       [--out runs/checkpoint-settings]

The same runs as ``profile_turn.py`` (each of the split's first ``--requests`` request texts as the first message of
a new chat thread, and as a ``plan`` run on a new thread; CPU, no simulated latency), each on a SQLite checkpoint file
opened as the project opens one (``execution.checkpointers.open_checkpointer``: LangGraph's ``SqliteSaver``, which
puts the file in WAL mode, with our serializer), under each setting:

* ``durability`` of the run: ``"sync"`` (each step's checkpoint written before the next step starts), ``"async"``
  (written while the next step runs), ``"exit"`` (written once, when the run ends, is interrupted or fails);
* SQLite's ``synchronous``: ``FULL`` (Python's default: the WAL is flushed to disk at every commit) or ``NORMAL``
  (flushed when the WAL is copied into the database);
* and, as the floor, LangGraph's ``InMemorySaver``.

A ``plan`` run is "sync" and a chat turn "async" (``TODAY``; a chat cannot run "sync", see there).

A busy machine's other jobs only add CPU, and they come and go: so the settings are interleaved. Each round runs
every request once under every setting (the settings' order rotated per request), ``--repeats`` rounds. It reports
per setting and path the CPU seconds per run (``time.process_time``, every thread of the process; the least of the
rounds per request), median, p90 and mean; the spread (the median of each round on its own, least and most); the
median of the per-request ratios to the settings before 29 November 2026
(``REFERENCE``: SQLite's ``synchronous`` FULL); and the wall seconds (median of the least), since
flushing to disk is mostly waiting, not CPU. The figures go to ``OUT/report.json`` and ``OUT/report.md``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from profile_turn import _planned, summary


@dataclass(frozen=True)
class Setting:
    name: str
    durability: str  # LangGraph's Durability: "sync", "async" or "exit"
    synchronous: str | None  # SQLite's PRAGMA synchronous; None: LangGraph's InMemorySaver


SETTINGS = (
    Setting("sync, FULL", "sync", "FULL"),
    Setting("async, FULL", "async", "FULL"),
    Setting("exit, FULL", "exit", "FULL"),
    Setting("sync, NORMAL", "sync", "NORMAL"),
    Setting("async, NORMAL", "async", "NORMAL"),
    Setting("exit, NORMAL", "exit", "NORMAL"),
    Setting("async, in memory", "async", None),
)
# The durability each path runs with: ``app.py plan`` passes ``execution.run.DURABILITY`` ("sync"); a chat is invoked
# without one, so LangGraph's default ("async"). A chat cannot run "sync": its planner is a subgraph without a
# checkpointer of its own, and LangGraph 1.2.22 then waits on a checkpoint that subgraph never writes (the turn
# fails inside ``plan_trip`` with ``AttributeError: _put_checkpoint_fut``). The ratios are to SQLite's default
# (FULL), what the store was opened with until 29 November 2026; since then it is NORMAL (``execution.sqlite.PRAGMAS``).
REFERENCE = {"chat turn": "async, FULL", "plan": "sync, FULL"}
TODAY = {"chat turn": "async, NORMAL", "plan": "sync, NORMAL"}
PATHS = {"chat turn": tuple(s for s in SETTINGS if s.durability != "sync"), "plan": SETTINGS}


@contextmanager
def saver(setting: Setting, file: Path, *roots: Any) -> Iterator[Any]:
    """The checkpointer of ``setting``, as the project opens one, with its ``synchronous`` set."""
    from himap_travel.execution.checkpointers import memory_checkpointer, open_checkpointer

    if setting.synchronous is None:
        yield memory_checkpointer(*roots)
        return
    with open_checkpointer(file, *roots) as opened:
        opened.setup()  # WAL mode, as the first run would set it
        opened.conn.execute(f"PRAGMA synchronous = {setting.synchronous}")
        yield opened


def runners(folder: Path, stack: ExitStack) -> dict[tuple[str, str], Callable[[str], Any]]:
    """(setting, path) → a callable planning one request text on a new thread."""
    from himap_travel.domain.sandbox.index import load_sandbox
    from himap_travel.graphs.chat import build_chat_graph
    from himap_travel.graphs.planner import compile_planner
    from himap_travel.planning.runtime.resources import provide
    from himap_travel.planning.runtime.settings import PlannerSettings
    from himap_travel.state.chat_state import ChatState
    from himap_travel.state.graph_state import PlannerState

    settings = provide(PlannerSettings(), sandbox=load_sandbox())

    def thread() -> dict:
        return {"configurable": {"thread_id": uuid.uuid4().hex}}

    found: dict[tuple[str, str], Callable[[str], Any]] = {}
    for number, setting in enumerate(PATHS["chat turn"]):
        chat = build_chat_graph(stack.enter_context(saver(setting, folder / f"chat-{number}.sqlite", ChatState)))
        found[setting.name, "chat turn"] = lambda text, chat=chat, setting=setting: chat.invoke(
            {"messages": [("user", text)]}, thread(), context=settings, durability=setting.durability)
    for number, setting in enumerate(PATHS["plan"]):
        planner = compile_planner(checkpointer=stack.enter_context(saver(setting, folder / f"plan-{number}.sqlite", PlannerState)))
        found[setting.name, "plan"] = lambda text, planner=planner, setting=setting: planner.invoke(
            {"query": text}, thread(), context=settings, durability=setting.durability)
    return found


def measure(texts: list[str], repeats: int) -> dict[str, Any]:
    paths = ("chat turn", "plan")
    with tempfile.TemporaryDirectory() as folder, ExitStack() as stack:
        run = runners(Path(folder), stack)
        planned = {path: [text for text in texts if _planned(run[REFERENCE[path], path](text))] for path in paths}
        for path in paths:  # warm up every saver
            for setting in PATHS[path]:
                run[setting.name, path](planned[path][0])
        cpu: dict[tuple[str, str, int], list[float]] = {}
        wall: dict[tuple[str, str, int], list[float]] = {}
        for _ in range(repeats):
            for path in paths:
                for index, text in enumerate(planned[path]):
                    shift = index % len(PATHS[path])
                    for setting in PATHS[path][shift:] + PATHS[path][:shift]:
                        started, started_wall = time.process_time(), time.perf_counter()
                        run[setting.name, path](text)
                        cpu.setdefault((setting.name, path, index), []).append(time.process_time() - started)
                        wall.setdefault((setting.name, path, index), []).append(time.perf_counter() - started_wall)
    report: dict[str, Any] = {"requests": len(texts), "repeats": repeats, "planned": {p: len(planned[p]) for p in paths}, "rows": []}
    for path in paths:
        count = len(planned[path])
        base = [min(cpu[REFERENCE[path], path, i]) for i in range(count)]
        for setting in PATHS[path]:
            least = [min(cpu[setting.name, path, i]) for i in range(count)]
            rounds = [statistics.median(cpu[setting.name, path, i][r] for i in range(count)) for r in range(repeats)]
            report["rows"].append({
                "setting": setting.name + _mark(setting.name, path), "path": path, **summary(least),
                "round_medians_s": [round(value, 4) for value in rounds],
                "ratio_to_reference_median": round(statistics.median(a / b for a, b in zip(least, base, strict=True)), 3),
                "sum_ratio_to_reference": round(sum(least) / sum(base), 3),
                "wall_median_s": round(statistics.median(min(wall[setting.name, path, i]) for i in range(count)), 4),
            })
    return report


def _mark(name: str, path: str) -> str:
    return " (today)" if name == TODAY[path] else " (before)" if name == REFERENCE[path] else ""


def markdown(report: dict[str, Any], command: str) -> str:
    lines = ["# What the thread store's settings cost a planning turn", "", f"`{command}`", "",
             f"{report['requests']} request texts of `{report['split']}`; runs that planned: {report['planned']}. "
             f"CPU seconds per run (all threads), the least of {report['repeats']} interleaved rounds per request.", "",
             "| path | setting | median | p90 | mean | round medians | per-request ratio to before (median) | Σ ratio to before "
             "| wall median |",
             "| --- | --- | ---: | ---: | ---: | --- | ---: | ---: | ---: |"]
    for row in report["rows"]:
        rounds = ", ".join(f"{value:.3f}" for value in row["round_medians_s"])
        lines.append(f"| {row['path']} | {row['setting']} | {row['median_s']:.4f} s | {row['p90_s']:.4f} s | {row['mean_s']:.4f} s "
                     f"| {rounds} | {row['ratio_to_reference_median']:.3f} | {row['sum_ratio_to_reference']:.3f} "
                     f"| {row['wall_median_s']:.4f} s |")
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--split", default="validation_dev")
    parser.add_argument("--requests", type=int, default=30, help="the split's first N request texts (1-1000)")
    parser.add_argument("--repeats", type=int, default=3, help="interleaved rounds; the least per request is kept (1-20)")
    parser.add_argument("--out", type=Path, default=Path("runs/checkpoint-settings"))
    args = parser.parse_args()
    if not 1 <= args.requests <= 1000 or not 1 <= args.repeats <= 20:
        parser.error("--requests must be between 1 and 1000, --repeats between 1 and 20")
    from himap_travel.domain.sandbox.queries import load_queries

    texts = [row.spec.query for row in load_queries(args.split) if row.spec.query][: args.requests]
    report = {"split": args.split, **measure(texts, args.repeats)}
    args.out.mkdir(parents=True, exist_ok=True)
    command = f"python {' '.join(sys.argv)}"
    (args.out / "report.json").write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    (args.out / "report.md").write_text(markdown(report, command), encoding="utf-8")
    print(markdown(report, command))


if __name__ == "__main__":
    main()
