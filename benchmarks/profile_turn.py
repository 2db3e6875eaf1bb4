"""Where a planning turn's CPU goes: a chat turn and a `plan` run, by phase.

    .venv/bin/python benchmarks/profile_turn.py [--split validation_dev] [--requests 20] [--repeats 3]
                                                [--out results/profile] [--before OLD/report.json]

For each of the split's first ``--requests`` request texts it runs, on the
CPU and with no simulated latency:

* **chat turn**: the request as the first message of a new thread of the chat
  graph, checkpointed in SQLite (what an embedded chatbot runs);
* **plan**: the planner graph on the request text, checkpointed in SQLite (what
  ``app.py plan --thread`` runs).

It reports the CPU seconds each took (``time.process_time``: all threads of
the process, so waiting is not counted; the least of ``--repeats`` runs of each
request, since on a shared machine other jobs only ever add), median and p90, and then profiles
the same runs with ``cProfile`` and adds up each function's own time by
phase: LangGraph's own work, checkpoint serialization, threads, pydantic,
reading the request, the coordinator, the executors and their tools, Σ, the
checker, evaluation, the solver, finalize, the chat's nodes. Self time is
what a function spends outside the functions it calls, so the phases add up
to the whole and nothing is counted twice. The figures go to
``OUT/report.json`` and ``OUT/report.md`` (issue 44: what to cut first). With
``--before`` (another run's ``report.json``, e.g. of an older tree on the same
requests), the report opens with both runs' CPU per run side by side.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import pstats
import sqlite3
import statistics
import tempfile
import threading
import time
import uuid
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

import himap_travel

ROOT = Path(himap_travel.__file__).parent  # as the code objects name their files (not resolved)

OURS = str(ROOT)
# (phase, path fragments): the first phase whose fragment is in a function's file wins (our folders first, as paths
# under the package's root, so that langchain_core/tools/ is not our tools/).
PHASES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("reading the request", tuple(OURS + f for f in ("/domain/parsing/", "/domain/constraints/", "/domain/text/",
                                                      "/nodes/extract", "/nodes/receive_trip"))),
    ("chat nodes", (OURS + "/nodes/chat/",)),
    ("coordinator", tuple(OURS + f for f in ("/nodes/coordinator", "/planning/policies/expert/coordinator",
                                              "/planning/policies/expert/route_planner", "/planning/policies/allocation",
                                              "/nodes/bargain"))),
    ("executors and tools", tuple(OURS + f for f in ("/nodes/day_executor", "/planning/policies/expert/", "/tools/",
                                                      "/nodes/join"))),
    ("sigma", (OURS + "/state/sigma", OURS + "/state/venues")),
    ("checker", (OURS + "/nodes/checker",)),
    ("evaluation", (OURS + "/domain/evaluation/",)),
    ("solver", (OURS + "/planning/solver/", OURS + "/nodes/solve", "ortools")),
    ("finalize", (OURS + "/nodes/finalize",)),
    ("sandbox", (OURS + "/domain/sandbox/", OURS + "/planning/runtime/")),
    ("checkpoint serialization", ("/langgraph/checkpoint/", "ormsgpack", "msgpack", "pickle", "sqlite3", "copyreg")),
    ("LangGraph's own work", ("/langgraph/", "/langchain_core/")),
    ("threads", ("threading.py", "/concurrent/futures/", "queue.py", "<built-in method _thread", "selectors.py")),
    ("pydantic", ("/pydantic/", "pydantic_core")),
    ("our other code", (OURS,)),
)


def phase_of(filename: str, function: str) -> str:
    """The phase of a profiled function, from its file (built-ins by name)."""
    where = filename if filename != "~" else function
    for phase, fragments in PHASES:
        if any(fragment in where for fragment in fragments):
            return phase
    return "other (standard library, built-ins)"


def top_functions(stats: pstats.Stats, count: int = 12) -> list[dict[str, Any]]:
    """The functions with the most self time, with their phase."""
    rows = sorted(stats.stats.items(), key=lambda item: -item[1][2])[:count]  # type: ignore[attr-defined]
    return [{"function": f"{Path(filename).name}:{line} {function}", "phase": phase_of(filename, function),
             "self_s": round(values[2], 4)} for (filename, line, function), values in rows]


def by_phase(stats: pstats.Stats) -> dict[str, float]:
    """Self seconds per phase, largest first."""
    totals: dict[str, float] = defaultdict(float)
    for (filename, _line, function), (_calls, _primitive, self_time, _cumulative, _callers) in stats.stats.items():  # type: ignore[attr-defined]
        totals[phase_of(filename, function)] += self_time
    return dict(sorted(totals.items(), key=lambda item: -item[1]))


def profiled(run: Callable[[], Any]) -> pstats.Stats:
    """``run()`` profiled in every thread it uses: LangGraph runs nodes on worker threads, which a profile of the
    calling thread alone would show as the caller waiting on a lock. Each thread started meanwhile gets a profile
    of its own (``threading.setprofile`` hooks it before it runs); their figures are added up."""
    profiles = [cProfile.Profile(time.thread_time)]  # each thread's CPU time: a thread waiting on a lock costs nothing

    def start_in_thread(*_: Any) -> None:
        profile = cProfile.Profile(time.thread_time)
        profiles.append(profile)
        profile.enable()  # replaces this hook in that thread

    threading.setprofile(start_in_thread)
    profiles[0].enable()
    try:
        run()
    finally:
        profiles[0].disable()
        threading.setprofile(None)  # type: ignore[arg-type]
    stats = pstats.Stats(profiles[0])
    for profile in profiles[1:]:
        stats.add(profile)
    return stats


def cpu_seconds(run: Callable[[], Any], repeats: int = 1) -> float:
    """The least CPU seconds of ``repeats`` runs (what the run costs; other jobs on the machine only add)."""
    spent = []
    for _ in range(repeats):
        started = time.process_time()
        run()
        spent.append(time.process_time() - started)
    return min(spent)


def summary(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {"median_s": round(statistics.median(ordered), 4),
            "p90_s": round(ordered[min(len(ordered) - 1, int(round(0.9 * (len(ordered) - 1))))], 4),
            "mean_s": round(statistics.fmean(ordered), 4), "n": len(ordered)}


def runners(texts: list[str], folder: Path) -> dict[str, Callable[[str], Any]]:
    """One callable per measured path, each planning one request text on a new thread."""
    from langgraph.checkpoint.sqlite import SqliteSaver

    from himap_travel.domain.sandbox.index import load_sandbox
    from himap_travel.graphs.chat import build_chat_graph
    from himap_travel.graphs.planner import compile_planner
    from himap_travel.planning.runtime.resources import provide
    from himap_travel.planning.runtime.settings import PlannerSettings

    sandbox = load_sandbox()
    saver = SqliteSaver(sqlite3.connect(folder / "threads.sqlite", check_same_thread=False))
    chat, planner = build_chat_graph(saver), compile_planner(checkpointer=saver)
    settings = provide(PlannerSettings(), sandbox=sandbox)

    def thread() -> dict:
        return {"configurable": {"thread_id": uuid.uuid4().hex}}

    return {
        "chat turn": lambda text: chat.invoke({"messages": [("user", text)]}, thread(), context=settings),
        "plan": lambda text: planner.invoke({"query": text}, thread(), context=settings),
    }


def measure(texts: list[str], repeats: int = 1) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as folder:
        paths = runners(texts, Path(folder))
        planned = {name: [text for text in texts if _planned(run(text))] for name, run in paths.items()}  # and warm up
        cpu = {name: summary([cpu_seconds(lambda t=text, run=run: run(t), repeats) for text in planned[name]])
               for name, run in paths.items()}
        phases, top = {}, {}
        for name, run in paths.items():
            stats = profiled(lambda run=run, name=name: [run(text) for text in planned[name]])
            seconds, top[name] = by_phase(stats), top_functions(stats)
            total = sum(seconds.values())
            phases[name] = {phase: {"seconds_per_run": round(value / len(planned[name]), 4), "share": round(value / total, 3)}
                            for phase, value in seconds.items()}
    skipped = {name: len(texts) - len(kept) for name, kept in planned.items()}
    return {"requests": len(texts), "repeats": repeats, "not_planning": skipped, "cpu_per_run": cpu, "phases": phases, "top_functions": top}


def _planned(output: Any) -> bool:
    """Whether a run planned (a chat turn that asks a question, say how many people, plans nothing: not measured)."""
    return bool(isinstance(output, dict) and output.get("plan"))


def markdown(report: dict[str, Any], command: str) -> str:
    lines = ["# Where a planning turn's CPU goes", "", f"`{command}`", "",
             f"{report['requests']} request texts of `{report['split']}`, CPU seconds per run (all threads), "
             "no simulated latency. Only runs that planned are measured (a chat turn that asks how many people "
             f"travel plans nothing): not planning, by path: {report['not_planning']}.", "",
             "| path | median | p90 | mean |", "| --- | ---: | ---: | ---: |"]
    for name, row in report["cpu_per_run"].items():
        lines.append(f"| {name} | {row['median_s']:.3f} s | {row['p90_s']:.3f} s | {row['mean_s']:.3f} s |")
    if report.get("before"):
        lines += ["", "Before and after, on the same requests (`--before`: "
                  f"{report['before']['file']}):", "",
                  "| path | median before | median after | change | p90 before | p90 after | change |",
                  "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
        for name, row in report["cpu_per_run"].items():
            old = report["before"]["cpu_per_run"].get(name)
            if old:
                lines.append(f"| {name} | {old['median_s']:.4f} s | {row['median_s']:.4f} s | {_change(old['median_s'], row['median_s'])} "
                             f"| {old['p90_s']:.4f} s | {row['p90_s']:.4f} s | {_change(old['p90_s'], row['p90_s'])} |")
    for name, phases in report["phases"].items():
        lines += ["", f"## {name}: self time by phase (cProfile of each thread's CPU time, which slows every call alike)", "",
                  "| phase | s per run | share |", "| --- | ---: | ---: |"]
        lines += [f"| {phase} | {row['seconds_per_run']:.4f} | {100 * row['share']:.1f}% |" for phase, row in phases.items()]
        lines += ["", f"The functions with the most self time ({name}, all runs):", "", "| function | phase | s |",
                  "| --- | --- | ---: |"]
        lines += [f"| `{row['function']}` | {row['phase']} | {row['self_s']:.4f} |" for row in report["top_functions"][name]]
    return "\n".join(lines) + "\n"


def _change(before: float, after: float) -> str:
    return f"{100 * (after - before) / before:+.0f}%" if before else "n/a"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--split", default="validation_dev")
    parser.add_argument("--requests", type=int, default=20, help="the split's first N request texts (1-1000)")
    parser.add_argument("--repeats", type=int, default=3, help="runs of each request timed; the least is kept (1-20)")
    parser.add_argument("--out", type=Path, default=Path("runs/profile"))
    parser.add_argument("--before", type=Path, help="an earlier run's report.json to compare with (same --split and --requests)")
    args = parser.parse_args()
    if not 1 <= args.requests <= 1000:
        parser.error("--requests must be between 1 and 1000")
    if not 1 <= args.repeats <= 20:
        parser.error("--repeats must be between 1 and 20")
    from himap_travel.domain.sandbox.queries import load_queries

    texts = [row.spec.query for row in load_queries(args.split) if row.spec.query][: args.requests]
    earlier = json.loads(args.before.read_text(encoding="utf-8")) if args.before else None
    if earlier and (earlier.get("split"), earlier.get("requests")) != (args.split, len(texts)):
        parser.error(f"--before measured {earlier.get('requests')} requests of {earlier.get('split')}: compare the same requests")
    report = {"split": args.split, **measure(texts, args.repeats)}
    if args.before and earlier:
        report["before"] = {"file": str(args.before), "cpu_per_run": earlier["cpu_per_run"]}
    args.out.mkdir(parents=True, exist_ok=True)
    command = (f"python benchmarks/profile_turn.py --split {args.split} --requests {args.requests} --repeats {args.repeats} "
               f"--out {args.out}" + (f" --before {args.before}" if args.before else ""))
    (args.out / "report.json").write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    (args.out / "report.md").write_text(markdown(report, command), encoding="utf-8")
    print(markdown(report, command))


if __name__ == "__main__":
    main()
