"""Many conversations at once: ``python app.py bench load``.

N conversations of K turns each run at the same time against the embedded
async chat graph with a real checkpointer (``--db``: a SQLite file or a
PostgreSQL URL), or against a running LangGraph server (``--server URL``,
through ``langgraph-sdk``). The planner's simulated latencies
(``tool_latency``, ``decision_latency``) stand in for a model's. Before the
crowds, the same conversations are played one at a time in the same run, so
``single_turn_p50_s`` (the same turns, each conversation alone) is measured on
the same machine at the same moment.

Conversation i sends the i-th request of the split (round robin), an edit,
the next request, and so on. A turn is lost when its reply is missing from the
thread afterwards; an error is a turn that raised.

``--processes N`` (embedded, PostgreSQL) serves the conversations from N
worker processes sharing the thread store, as a machine with N cores would
(``docs/production.md``): turn t of conversation i is played by process
(i + t) mod N, so a conversation's turns land on different processes, and
nothing may be lost between them. The workers start (and load the sandbox)
before any turn is timed.
"""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import os
import threading
import time
import uuid
from collections.abc import Coroutine
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import pairwise
from pathlib import Path
from typing import Any, TypeVar

from himap_travel.domain.sandbox.queries import load_queries
from himap_travel.harness.outputs import write_whole
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.tools.latency import SimulatedLatency

T = TypeVar("T")  # what one conversation returns

EDIT = "We'd like entire rooms, please."
METRIC_KEYS = ("conversations", "turns", "turn_p50_s", "turn_p99_s", "first_event_p50_s", "single_turn_p50_s",
               "throughput_turns_per_s", "errors", "lost_turns", "turns_moved")


@dataclass
class LoadConfig:
    conversations: list[int] = field(default_factory=lambda: [1, 8, 32, 64])
    turns: int = 3
    split: str = "validation_dev"
    db: str | None = None  # a SQLite file or a PostgreSQL URL (embedded); None with --server
    server: str | None = None
    tool_latency: SimulatedLatency | None = None
    decision_latency: SimulatedLatency | None = None
    processes: int = 1  # embedded: worker processes sharing the thread store (more than 1 needs PostgreSQL)


@dataclass
class Turn:
    seconds: float
    first_event: float | None
    error: str | None = None
    process: int = field(default_factory=os.getpid)  # the process that played it


def messages(config: LoadConfig, conversation: int) -> list[str]:
    """The user's messages of conversation ``conversation``: requests of the split (round robin from its own), an
    edit after each. Every turn plans (an edit the plan already meets keeps it, which is fast: both kinds count)."""
    requests = _requests(config.split)
    return [EDIT if turn % 2 else requests[(conversation + turn // 2) % len(requests)] for turn in range(config.turns)]


@lru_cache(maxsize=4)
def _requests(split: str) -> tuple[str, ...]:
    """The split's request texts, read once (a split's CSV takes ~15 ms: not in every conversation's coroutine)."""
    return tuple(row.spec.query or "" for row in load_queries(split))


def percentile(values: list[float], share: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def metrics(crowd: int, turns: list[Turn], lost: int, seconds: float, single: list[Turn], moved: int = 0) -> dict[str, Any]:
    done = [t for t in turns if t.error is None]
    firsts = [t.first_event for t in done if t.first_event is not None]
    return {
        "conversations": crowd,
        "turns": len(turns),
        "turn_p50_s": percentile([t.seconds for t in done], 0.5),
        "turn_p99_s": percentile([t.seconds for t in done], 0.99),
        "first_event_p50_s": percentile(firsts, 0.5),
        "single_turn_p50_s": percentile([t.seconds for t in single if t.error is None], 0.5),
        "throughput_turns_per_s": len(done) / seconds if seconds else None,
        "errors": len(turns) - len(done),
        "lost_turns": lost,
        "turns_moved": moved,
    }


def moved_turns(conversations: list[list[Turn]]) -> int:
    """The turns played by another process than their conversation's turn before (``--processes``)."""
    return sum(1 for turns in conversations for before, turn in pairwise(turns) if turn.process != before.process)


async def timed(events: Any) -> Turn:
    """One turn: the stream of its events read to the end, timed (and its first event); an error is counted, not raised."""
    started = time.perf_counter()
    first: float | None = None
    try:
        async for _ in events:
            if first is None:
                first = time.perf_counter() - started
    except Exception as error:  # noqa: BLE001 - counted and reported, the other conversations go on
        return Turn(time.perf_counter() - started, first, f"{type(error).__name__}: {error}")
    return Turn(time.perf_counter() - started, first)


# --- the embedded chat graph -------------------------------------------------------------------


async def embedded_conversation(app: Any, config: LoadConfig, number: int, settings: PlannerSettings) -> tuple[list[Turn], int]:
    thread = {"configurable": {"thread_id": f"load-{uuid.uuid4().hex[:10]}"}}
    turns: list[Turn] = []
    for text in messages(config, number):
        turns.append(await timed(app.astream({"messages": [("user", text)]}, thread, context=settings, stream_mode="updates")))
    state = await app.aget_state(thread)
    replies = sum(1 for m in state.values.get("messages", []) if getattr(m, "type", "") == "ai")
    return turns, max(0, sum(1 for t in turns if t.error is None) - replies)


async def finish_conversation(app: Any, config: LoadConfig, number: int, settings: PlannerSettings, thread: str) -> dict[str, Any]:
    """Drive conversation ``number`` on ``thread`` to its end from wherever the thread stands, and return its state.

    What was done is read from the thread, not remembered: a turn cut off mid-way (its message checkpointed, its
    reply not) is resumed where it stopped, a finished turn is never sent again. So a process killed at any moment
    and started again ends as an undisturbed run would, with no turn lost or applied twice.
    """
    config_ = {"configurable": {"thread_id": thread}}
    said = messages(config, number)
    while True:
        state = await app.aget_state(config_)
        # A task without an interrupt is a step cut off mid-way: carry on from the last checkpoint. (``next`` alone
        # is not enough: a step whose writes were saved but not its checkpoint shows ``next`` empty, and a new
        # message on it would drop those writes, the turn's reply with them.) A question asked is a turn done.
        if any(not task.interrupts for task in state.tasks):
            await app.ainvoke(None, config_, context=settings)
            continue
        sent = sum(1 for m in state.values.get("messages", []) if getattr(m, "type", "") == "human")
        if sent >= len(said):
            values: dict[str, Any] = state.values  # the chat graph's state (``app`` is typed Any, as everywhere here)
            return values
        await app.ainvoke({"messages": [("user", said[sent])]}, config_, context=settings)


async def finish_all(config: LoadConfig, crowd: int, prefix: str) -> list[dict[str, Any]]:
    """``finish_conversation`` for ``crowd`` conversations at once, on threads ``PREFIX-0``, ``PREFIX-1``, ..."""
    from himap_travel.execution.checkpointers import open_async_checkpointer
    from himap_travel.graphs.chat import build_chat_graph
    from himap_travel.state.chat_state import ChatState

    settings = PlannerSettings(tool_latency=config.tool_latency, decision_latency=config.decision_latency)
    async with open_async_checkpointer(config.db or ":memory:", ChatState) as saver:
        app = build_chat_graph(saver)
        return await asyncio.gather(*(finish_conversation(app, config, i, settings, f"{prefix}-{i}") for i in range(crowd)))


async def run_embedded(config: LoadConfig, crowd: int, alone: bool = False) -> tuple[list[list[Turn]], int, float]:
    from himap_travel.execution.checkpointers import open_async_checkpointer
    from himap_travel.graphs.chat import build_chat_graph
    from himap_travel.state.chat_state import ChatState

    settings = PlannerSettings(tool_latency=config.tool_latency, decision_latency=config.decision_latency)
    async with open_async_checkpointer(config.db or ":memory:", ChatState) as saver:
        app = build_chat_graph(saver)
        started = time.perf_counter()
        results = await _together_or_alone([embedded_conversation(app, config, i, settings) for i in range(crowd)], alone)
        seconds = time.perf_counter() - started
    return [turns for turns, _ in results], sum(lost for _, lost in results), seconds


async def _together_or_alone(conversations: list[Coroutine[Any, Any, T]], alone: bool) -> list[T]:
    """All at once, or one after the other (each alone: the baseline)."""
    if not alone:
        return await asyncio.gather(*conversations)
    return [await conversation for conversation in conversations]


# --- several worker processes sharing the thread store ----------------------------------------------


class ProcessesError(ValueError):
    """``--processes`` that cannot run as asked (several processes need a thread store they can share)."""


def check_processes(processes: int, db: str | None, server: str | None) -> None:
    """Refuse what several processes cannot share: a server (it runs its own workers), a SQLite file or memory."""
    if processes < 1:
        raise ProcessesError(f"--processes {processes}: give at least 1")
    if processes > 1 and server:
        raise ProcessesError("--processes applies to the embedded graph: a LangGraph server runs its own workers")
    if processes > 1 and not (db or "").startswith(("postgresql://", "postgres://")):
        raise ProcessesError(f"--processes {processes} needs a postgresql:// --db: the processes share the thread store, "
                             "and a SQLite file or memory is one process's")


MOST_CONVERSATIONS = 1_000  # at once: each plays its turns alone first, so a typo's 10**8 ran without end


class LoadOptionError(ValueError):
    """``--conversations`` or ``--server`` that no run can use (names the option and why)."""


def check_crowds(crowds: list[int]) -> None:
    """Each crowd is played one conversation at a time first, then all at once: a bound keeps a run finite."""
    if max(crowds) > MOST_CONVERSATIONS:
        raise LoadOptionError(f"--conversations {max(crowds):,}: at most {MOST_CONVERSATIONS:,} conversations at once")


def check_server(url: str) -> None:
    """An http(s) URL at which a server answers, checked once before any output is made (any HTTP answer counts:
    only a refused or silent connection is no server), so that a wrong ``--server`` is named, not a traceback."""
    import httpx

    from himap_travel.domain.text.urls import http_url_problem

    if problem := http_url_problem(url, example="http://127.0.0.1:2024"):
        raise LoadOptionError(f"--server {problem}: give the LangGraph server's URL")
    try:
        httpx.get(f"{url.rstrip('/')}/ok", timeout=5)
    except httpx.HTTPError as error:
        raise LoadOptionError(f"--server {url}: no server answers ({type(error).__name__}); start one (`langgraph dev`, "
                              "docs/server.md) or leave --server out to load the embedded graph") from None


def _worker(config: LoadConfig, inbox: Any, outbox: Any, number: int) -> None:
    """One worker process: the chat graph on the shared store, playing the turns it is sent, many at once."""
    asyncio.run(_serve(config, inbox, outbox, number))


async def _serve(config: LoadConfig, inbox: Any, outbox: Any, number: int) -> None:
    from himap_travel.execution.checkpointers import open_async_checkpointer
    from himap_travel.graphs.chat import build_chat_graph
    from himap_travel.state.chat_state import ChatState

    settings = PlannerSettings(tool_latency=config.tool_latency, decision_latency=config.decision_latency)
    loop = asyncio.get_running_loop()
    async with open_async_checkpointer(config.db or ":memory:", ChatState) as saver:
        app = build_chat_graph(saver)
        _requests(config.split)  # read before the first timed turn
        outbox.put(("ready", number, None))
        playing: set[asyncio.Task[None]] = set()

        async def play(job: int, thread: str, text: str) -> None:
            config_ = {"configurable": {"thread_id": thread}}
            turn = await timed(app.astream({"messages": [("user", text)]}, config_, context=settings, stream_mode="updates"))
            outbox.put(("turn", job, turn))

        while (message := await loop.run_in_executor(None, inbox.get)) is not None:
            task = asyncio.ensure_future(play(*message))
            playing.add(task)
            task.add_done_callback(playing.discard)
        await asyncio.gather(*playing)


WORKER_TIMEOUT_S = 600.0  # a turn no worker answers in this time is counted as an error


class WorkerProcesses:
    """N worker processes (spawned: no thread or connection of this one is inherited) and the turns sent to them."""

    def __init__(self, config: LoadConfig) -> None:
        context = multiprocessing.get_context("spawn")
        self.config, self.outbox = config, context.Queue()
        self.inboxes = [context.Queue() for _ in range(config.processes)]
        self.processes = [context.Process(target=_worker, args=(config, inbox, self.outbox, n), daemon=True)
                          for n, inbox in enumerate(self.inboxes)]
        self.waiting: dict[int, tuple[asyncio.AbstractEventLoop, asyncio.Future[Turn]]] = {}
        self.jobs = 0

    def __enter__(self) -> WorkerProcesses:
        asyncio.run(self._store())
        for process in self.processes:
            process.start()
        for _ in self.processes:  # every worker has its graph and sandbox before anything is timed
            kind, _number, _ = self.outbox.get(timeout=600)
            if kind != "ready":
                raise RuntimeError(f"a load worker did not start: {kind}")
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        return self

    async def _store(self) -> None:
        """Make the store's tables once, here, so that N processes never create them at the same moment."""
        from himap_travel.execution.checkpointers import open_async_checkpointer
        from himap_travel.state.chat_state import ChatState

        async with open_async_checkpointer(self.config.db or ":memory:", ChatState):
            pass

    def __exit__(self, *_: Any) -> None:
        for inbox in self.inboxes:
            inbox.put(None)
        for process in self.processes:
            process.join(timeout=60)
            if process.is_alive():
                process.kill()
        self.outbox.put(("stop", -1, None))
        self.reader.join(timeout=10)

    def _read(self) -> None:
        while True:
            kind, job, turn = self.outbox.get()
            if kind == "stop":
                return
            loop, future = self.waiting.pop(job)
            loop.call_soon_threadsafe(future.set_result, turn)

    async def turn(self, process: int, thread: str, text: str) -> Turn:
        """Turn ``text`` on ``thread``, played by worker ``process``."""
        self.jobs += 1
        future = asyncio.get_running_loop().create_future()
        self.waiting[self.jobs] = (asyncio.get_running_loop(), future)
        self.inboxes[process].put((self.jobs, thread, text))
        try:
            return await asyncio.wait_for(future, timeout=WORKER_TIMEOUT_S)
        except TimeoutError:  # a worker that died answers nothing: an error, and the run goes on
            return Turn(WORKER_TIMEOUT_S, None, f"TimeoutError: worker {process} gave no answer in {WORKER_TIMEOUT_S} s")

    async def play(self, _config: LoadConfig, crowd: int, alone: bool = False) -> tuple[list[list[Turn]], int, float]:
        """As ``run_embedded``, the turns played by the workers: turn t of conversation i by process (i + t) mod N."""
        from himap_travel.execution.checkpointers import open_async_checkpointer
        from himap_travel.graphs.chat import build_chat_graph
        from himap_travel.state.chat_state import ChatState

        async with open_async_checkpointer(self.config.db or ":memory:", ChatState) as saver:
            reader = build_chat_graph(saver)  # reads each thread afterwards (lost turns); plans nothing

            async def conversation(number: int) -> tuple[list[Turn], int]:
                thread = f"load-{uuid.uuid4().hex[:10]}"
                turns = [await self.turn((number + t) % len(self.processes), thread, text)
                         for t, text in enumerate(messages(self.config, number))]
                state = await reader.aget_state({"configurable": {"thread_id": thread}})
                replies = sum(1 for m in state.values.get("messages", []) if getattr(m, "type", "") == "ai")
                return turns, max(0, sum(1 for t in turns if t.error is None) - replies)

            started = time.perf_counter()
            results = await _together_or_alone([conversation(i) for i in range(crowd)], alone)
            seconds = time.perf_counter() - started
        return [turns for turns, _ in results], sum(lost for _, lost in results), seconds


# --- a running server ------------------------------------------------------------------------


async def server_conversation(client: Any, config: LoadConfig, number: int, context: dict[str, Any]) -> tuple[list[Turn], int]:
    thread = (await client.threads.create())["thread_id"]
    turns: list[Turn] = []
    for text in messages(config, number):
        turns.append(await timed(client.runs.stream(thread, "himap_travel_chat", context=context, stream_mode="updates",
                                                    input={"messages": [{"role": "user", "content": text}]})))
    state = await client.threads.get_state(thread)
    replies = sum(1 for m in (state.get("values") or {}).get("messages", []) if m.get("type") == "ai")
    return turns, max(0, sum(1 for t in turns if t.error is None) - replies)


async def run_server(config: LoadConfig, crowd: int, alone: bool = False) -> tuple[list[list[Turn]], int, float]:
    from langgraph_sdk import get_client

    client = get_client(url=config.server)
    context = {name: value.model_dump() for name, value in (("tool_latency", config.tool_latency),
                                                             ("decision_latency", config.decision_latency)) if value}
    started = time.perf_counter()
    results = await _together_or_alone([server_conversation(client, config, i, context) for i in range(crowd)], alone)
    return [turns for turns, _ in results], sum(lost for _, lost in results), time.perf_counter() - started


# --- the benchmark -------------------------------------------------------------------------------


def run_load(config: LoadConfig, out: Path, progress: Any = print) -> dict[str, Any]:
    """Every crowd size in turn (after one conversation alone); writes report.json, report.md and the PNG."""
    check_processes(config.processes, config.db, config.server)
    if config.processes > 1:
        with WorkerProcesses(config) as workers:
            return _crowds(config, out, progress, workers.play)
    return _crowds(config, out, progress, run_server if config.server else run_embedded)


def _crowds(config: LoadConfig, out: Path, progress: Any, play: Any) -> dict[str, Any]:
    out.mkdir(parents=True, exist_ok=True)
    progress(f"the baseline: {max(config.conversations)} conversations, one at a time ...")
    alone, _, _ = asyncio.run(play(config, max(config.conversations), alone=True))
    rows = []
    for crowd in config.conversations:
        progress(f"{crowd} conversations of {config.turns} turns at once ...")
        turns, lost, seconds = asyncio.run(play(config, crowd))
        single = [t for conversation in alone[:crowd] for t in conversation]  # the same turns, each conversation alone
        rows.append(metrics(crowd, [t for conversation in turns for t in conversation], lost, seconds, single, moved_turns(turns)))
        _write(out, config, rows)
    return {"metrics": rows[-1], "by_conversations": rows}


def _write(out: Path, config: LoadConfig, rows: list[dict[str, Any]]) -> None:
    where = f"server {config.server}" if config.server else f"embedded, checkpoints in {_shown(config.db)}"
    if config.processes > 1:
        where += f", {config.processes} processes"
    report: dict[str, Any] = {"title": f"chat load: {where}", "turns_per_conversation": config.turns, "crowds": config.conversations,
              "processes": config.processes, "tool_latency": _latency(config.tool_latency),
              "decision_latency": _latency(config.decision_latency), "cpus": os.cpu_count(),
              "load_average": [round(value, 2) for value in os.getloadavg()], "metrics": rows[-1], "by_conversations": rows}
    write_whole(out / "report.json", json.dumps(report, indent=2) + "\n")
    lines = [f"# {report['title']}", "", f"{config.turns} turns per conversation; crowds {config.conversations}; "
             f"{config.processes} process(es); simulated tool latency {report['tool_latency']}, decision latency "
             f"{report['decision_latency']}; {report['cpus']} CPUs, load average {report['load_average']} at the end.", "",
             "| " + " | ".join(METRIC_KEYS) + " |", "|" + " --- |" * len(METRIC_KEYS)]
    lines += ["| " + " | ".join(_cell(row[key]) for key in METRIC_KEYS) + " |" for row in rows]
    write_whole(out / "report.md", "\n".join(lines) + "\n")
    _plot(out / "latency_by_conversations.png", rows, report["title"])


def _plot(path: Path, rows: list[dict[str, Any]], title: str) -> None:
    from himap_travel.domain.figures import plt, save_figure

    figure, axis = plt.subplots(figsize=(6, 4))
    crowd = [row["conversations"] for row in rows]
    for key, label in (("turn_p50_s", "median turn"), ("turn_p99_s", "p99 turn"), ("single_turn_p50_s", "one conversation alone")):
        axis.plot(crowd, [row[key] for row in rows], marker="o", label=label)
    axis.set_xscale("log", base=2)
    axis.set_xlabel("conversations at once")
    axis.set_ylabel("seconds per turn")
    axis.set_title(title, fontsize=9)
    axis.legend()
    save_figure(figure, path)


def _shown(db: str | None) -> str:
    from himap_travel.domain.text.urls import masked

    return masked(db) if db else "memory"


def _latency(value: SimulatedLatency | None) -> str:
    return "off" if value is None else f"{value.low_ms:g}-{value.high_ms:g} ms"


def shown_seconds(value: float | None) -> str:
    """A latency as a person reads it: two decimals and its unit ("0.03 s"), "-" when there is none."""
    return "-" if value is None else f"{value:.2f} s"


def _cell(value: Any) -> str:
    return "-" if value is None else f"{value:.3f}" if isinstance(value, float) else str(value)
