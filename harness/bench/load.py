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
"""

from __future__ import annotations

import asyncio
import json
import time
import uuid
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from himap_travel.domain.sandbox.queries import load_queries
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.tools.latency import SimulatedLatency

EDIT = "We'd like entire rooms, please."
METRIC_KEYS = ("conversations", "turns", "turn_p50_s", "turn_p99_s", "first_event_p50_s", "single_turn_p50_s",
               "throughput_turns_per_s", "errors", "lost_turns")


@dataclass
class LoadConfig:
    conversations: list[int] = field(default_factory=lambda: [1, 8, 32, 64])
    turns: int = 3
    split: str = "validation_dev"
    db: str | None = None  # a SQLite file or a PostgreSQL URL (embedded); None with --server
    server: str | None = None
    tool_latency: SimulatedLatency | None = None
    decision_latency: SimulatedLatency | None = None


@dataclass
class Turn:
    seconds: float
    first_event: float | None
    error: str | None = None


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


def metrics(crowd: int, turns: list[Turn], lost: int, seconds: float, single: list[Turn]) -> dict[str, Any]:
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
    }


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


async def finish_conversation(app: Any, config: LoadConfig, number: int, settings: PlannerSettings, thread: str) -> dict:
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
            return state.values
        await app.ainvoke({"messages": [("user", said[sent])]}, config_, context=settings)


async def finish_all(config: LoadConfig, crowd: int, prefix: str) -> list[dict]:
    """``finish_conversation`` for ``crowd`` conversations at once, on threads ``PREFIX-0``, ``PREFIX-1``, ..."""
    from himap_travel.graphs.chat import build_chat_graph
    from himap_travel.state.chat_state import ChatState
    from himap_travel.state.checkpointing import open_async_checkpointer

    settings = PlannerSettings(tool_latency=config.tool_latency, decision_latency=config.decision_latency)
    async with open_async_checkpointer(config.db or ":memory:", ChatState) as saver:
        app = build_chat_graph(saver)
        return await asyncio.gather(*(finish_conversation(app, config, i, settings, f"{prefix}-{i}") for i in range(crowd)))


async def run_embedded(config: LoadConfig, crowd: int, alone: bool = False) -> tuple[list[list[Turn]], int, float]:
    from himap_travel.graphs.chat import build_chat_graph
    from himap_travel.state.chat_state import ChatState
    from himap_travel.state.checkpointing import open_async_checkpointer

    settings = PlannerSettings(tool_latency=config.tool_latency, decision_latency=config.decision_latency)
    async with open_async_checkpointer(config.db or ":memory:", ChatState) as saver:
        app = build_chat_graph(saver)
        started = time.perf_counter()
        results = await _together_or_alone([embedded_conversation(app, config, i, settings) for i in range(crowd)], alone)
        seconds = time.perf_counter() - started
    return [turns for turns, _ in results], sum(lost for _, lost in results), seconds


async def _together_or_alone(conversations: list, alone: bool) -> list:
    """All at once, or one after the other (each alone: the baseline)."""
    if not alone:
        return await asyncio.gather(*conversations)
    return [await conversation for conversation in conversations]


# --- a running server ------------------------------------------------------------------------


async def server_conversation(client: Any, config: LoadConfig, number: int, context: dict) -> tuple[list[Turn], int]:
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
    play = run_server if config.server else run_embedded
    out.mkdir(parents=True, exist_ok=True)
    progress(f"the baseline: {max(config.conversations)} conversations, one at a time ...")
    alone, _, _ = asyncio.run(play(config, max(config.conversations), alone=True))
    rows = []
    for crowd in config.conversations:
        progress(f"{crowd} conversations of {config.turns} turns at once ...")
        turns, lost, seconds = asyncio.run(play(config, crowd))
        single = [t for conversation in alone[:crowd] for t in conversation]  # the same turns, each conversation alone
        rows.append(metrics(crowd, [t for conversation in turns for t in conversation], lost, seconds, single))
        _write(out, config, rows)
    return {"metrics": rows[-1], "by_conversations": rows}


def _write(out: Path, config: LoadConfig, rows: list[dict[str, Any]]) -> None:
    where = f"server {config.server}" if config.server else f"embedded, checkpoints in {_shown(config.db)}"
    report = {"title": f"chat load: {where}", "turns_per_conversation": config.turns,
              "tool_latency": _latency(config.tool_latency), "decision_latency": _latency(config.decision_latency),
              "metrics": rows[-1], "by_conversations": rows}
    (out / "report.json").write_text(json.dumps(report, indent=2) + "\n")
    lines = [f"# {report['title']}", "", f"{config.turns} turns per conversation; simulated tool latency "
             f"{report['tool_latency']}, decision latency {report['decision_latency']}.", "",
             "| " + " | ".join(METRIC_KEYS) + " |", "|" + " --- |" * len(METRIC_KEYS)]
    lines += ["| " + " | ".join(_cell(row[key]) for key in METRIC_KEYS) + " |" for row in rows]
    (out / "report.md").write_text("\n".join(lines) + "\n")
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
    from himap_travel.state.postgres import masked

    return masked(db) if db else "memory"


def _latency(value: SimulatedLatency | None) -> str:
    return "off" if value is None else f"{value.low_ms:g}-{value.high_ms:g} ms"


def shown_seconds(value: float | None) -> str:
    """A latency as a person reads it: two decimals and its unit ("0.03 s"), "-" when there is none."""
    return "-" if value is None else f"{value:.2f} s"


def _cell(value: Any) -> str:
    return "-" if value is None else f"{value:.3f}" if isinstance(value, float) else str(value)
