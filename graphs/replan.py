"""Repair a trip after a disruption: on its checkpointed thread (``replan``), or on a state in hand (``replan_state``).

``replan`` runs the repair graph on the trip's own thread, so the thread
then holds the repaired plan (the next disruption starts from it, and from
the world all earlier disruptions left), and a repair killed half-way
resumes when the same command runs again. ``replan_state`` is the entry for
callers that hold a planner state rather than a thread — the chat graph
("my flight on day 1 was cancelled" → ``replan_state(state, "flight:day1",
settings)``): it runs the same graph on an in-memory copy and returns the
repaired state.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from contextlib import nullcontext
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console

from graphs.repair import compile_repair
from graphs.retry import model_retry
from graphs.run import RunFailure, RunRefused, _progress
from monitor.deps import build_deps
from monitor.disruptions import Disruption, parse_disruption, resolve
from monitor.state import RepairState
from nodes.policies.errors import ModelServerError
from runtime.settings import PlannerSettings
from sandbox.index import Sandbox, load_sandbox
from state.checkpointing import memory_checkpointer, sqlite_checkpointer
from tools.unavailable import changed_sandbox


@dataclass
class ReplanOutcome:
    """The thread's state after the repair, and how the run went."""

    values: dict[str, Any]
    seconds: float
    resumed: bool = False
    already: bool = False  # this disruption was repaired on the thread before: its result is shown
    failure: RunFailure | None = None


def as_disruption(value: Disruption | Mapping | str) -> Disruption:
    if isinstance(value, Disruption):
        return value
    return Disruption.model_validate(value) if isinstance(value, Mapping) else parse_disruption(value)


def replan(disruption: Disruption | str, settings: PlannerSettings, thread: str, db: Path | None = None,
           console: Console | None = None, checkpointer: Any = None) -> ReplanOutcome:
    """Repair the plan on ``thread`` (in ``db``, or in the given ``checkpointer``) after ``disruption``."""
    wanted = as_disruption(disruption)
    saver = sqlite_checkpointer(db, RepairState) if db else nullcontext(checkpointer or memory_checkpointer(RepairState))
    started = time.perf_counter()
    with saver as store:
        app = compile_repair(store, model_retry(settings.model_attempts, settings.retry_interval))
        config = {"configurable": {"thread_id": thread}, "max_concurrency": max(settings.executors, 4) + 2}
        snapshot = app.get_state(config)
        values = snapshot.values
        pending = as_disruption(values["disruption"]) if values.get("disruption") else None
        _check_repairable(thread, db, values, snapshot.next, pending, wanted)
        done = pending == wanted and values.get("repair") is not None and not snapshot.next
        resumed = bool(snapshot.next)
        failure = None
        if not done:
            world = _give_world(settings, values.get("world") or [])
            if not resumed:  # a disruption that does not fit the plan is refused before the thread is touched
                resolve(wanted, build_deps(values["plan"]), world)
            if console and resumed:
                console.print(f"[dim]resuming the repair of {wanted.text} on thread {thread} at {', '.join(snapshot.next)}[/]")
            try:
                for update in app.stream(None if resumed else {"disruption": wanted}, config, context=settings, stream_mode="updates"):
                    _progress(console, update, started)
            except ModelServerError as error:
                failure = RunFailure(type(error).__name__, str(error), resumable=db is not None, thread=thread)
        values = app.get_state(config).values
    return ReplanOutcome(values=values, seconds=time.perf_counter() - started, resumed=resumed, already=done, failure=failure)


def replan_state(state: Mapping[str, Any], disruption: Disruption | str, settings: PlannerSettings) -> dict[str, Any]:
    """The repaired state of a planner state in hand (``spec``, ``plan``, ``result``, ``sigma``); nothing is checkpointed.

    No checkpointer at all: a trip's state holds every trace of its run, and
    writing it at each step would cost more than the repair.
    """
    app = compile_repair(None, model_retry(settings.model_attempts, settings.retry_interval))
    _give_world(settings, list(state.get("world") or []))
    config = {"max_concurrency": max(settings.executors, 4) + 2}
    return app.invoke({**state, "disruption": as_disruption(disruption)}, config, context=settings)


def _check_repairable(thread: str, db: Path | None, values: dict, waiting: tuple, pending: Disruption | None,
                      wanted: Disruption) -> None:
    """A thread is repaired only when it holds a delivered plan; a half-done repair only by the same disruption."""
    where = f" in {db}" if db else ""
    if not values.get("spec"):
        raise RunRefused(f"thread {thread}{where} holds no trip; plan one first (app.py plan ... --thread {thread})")
    if waiting and pending is None:
        raise RunRefused(f"thread {thread} has not finished planning; run its app.py plan command again to finish it first")
    if waiting and pending != wanted:
        raise RunRefused(f"thread {thread} is half-way through repairing {pending.text}; run that replan again to finish it first")
    if not waiting and not values.get("plan"):
        raise RunRefused(f"thread {thread} delivered no plan to repair")


def _give_world(settings: PlannerSettings, world: list) -> Sandbox:
    """The run plans in the sandbox as the thread's disruptions left it (the monitor adds the new one)."""
    base = getattr(settings, "given", {}).get("sandbox") or load_sandbox(settings.data_dir)
    settings.given = {**getattr(settings, "given", {}), "sandbox": changed_sandbox(base, world)}
    return settings.given["sandbox"]
