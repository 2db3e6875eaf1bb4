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

import sqlite3
import time
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console

from himap_travel.graphs.repair import compile_repair
from himap_travel.graphs.retry import model_retry
from himap_travel.graphs.run import (
    DURABILITY,
    RunFailure,
    RunRefused,
    _progress,
    read_thread_state,
    unfinished_repair,
    with_deciding_settings,
)
from himap_travel.nodes.receive_trip import disruption_of
from himap_travel.planning.monitor.deps import build_deps
from himap_travel.planning.monitor.disruptions import Disruption, resolve
from himap_travel.planning.monitor.state import RepairState
from himap_travel.planning.policies.errors import ModelServerError
from himap_travel.planning.runtime.resources import run_sandbox
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.checkpointing import (
    CheckpointFileError,
    claim_thread,
    claimed_settings,
    memory_checkpointer,
    open_checkpointer,
)


@dataclass
class ReplanOutcome:
    """The thread's state after the repair, and how the run went."""

    values: dict[str, Any]
    seconds: float
    resumed: bool = False
    already: bool = False  # this disruption was repaired on the thread before: its result is shown
    failure: RunFailure | None = None


def as_disruption(value: Disruption | Mapping | str) -> Disruption:
    """A disruption as ``KIND:TARGET`` text, an object of its fields, or a ``Disruption`` (a ``GraphInputError`` names what is wrong)."""
    return disruption_of(value)


def replan(disruption: Disruption | str, settings: PlannerSettings, thread: str, db: Path | str | None = None,
           console: Console | None = None, checkpointer: Any = None) -> ReplanOutcome:
    """Repair the plan on ``thread`` (in ``db``, or in the given ``checkpointer``) after ``disruption``.

    With ``db`` the file must already hold the thread (it is never created here), and the repair holds the
    thread's claim (``state.checkpointing.claim_thread``): a plan or another repair of it running in another
    process is refused. A disruption or thread that cannot be repaired is refused before the claim is taken,
    so a refused repair writes nothing at all.
    """
    wanted = as_disruption(disruption)
    started = time.perf_counter()
    if db is None:
        app, config = _compiled_on(checkpointer or memory_checkpointer(RepairState), thread, settings)
        return _repair(app, config, wanted, settings, None, console, started)
    try:
        with open_checkpointer(db, RepairState, existing=True) as store:
            settings = with_deciding_settings(settings, claimed_settings(store.conn, thread))
            app, config = _compiled_on(store, thread, settings)
            _checked(app, config, wanted, settings, db)  # refusals first: the file is not written
            with claim_thread(store.conn, thread, purpose="repairing") as claim:
                outcome = _repair(app, config, wanted, settings, db, console, started)
                if outcome.failure is not None:
                    claim.fail()
                return outcome
    except sqlite3.Error as error:
        raise CheckpointFileError(f"the checkpoint file {db} could not be read or written ({error}); "
                                  "move it away, or give another --db") from error


def _compiled_on(store: Any, thread: str, settings: PlannerSettings) -> tuple[Any, dict]:
    app = compile_repair(store, model_retry(settings.model_attempts, settings.retry_interval))
    return app, {"configurable": {"thread_id": thread}, "max_concurrency": max(settings.executors, 4) + 2}


def _checked(app: Any, config: dict, wanted: Disruption, settings: PlannerSettings, db: Path | str | None) -> tuple[Any, bool]:
    """The thread's state, and whether ``wanted`` is repaired on it already; what cannot be repaired is refused."""
    snapshot = read_thread_state(app, config, db)
    values = snapshot.values
    unfinished = unfinished_repair(app.checkpointer, config) if snapshot.next else None
    pending = as_disruption(unfinished) if unfinished is not None else None
    _check_repairable(config["configurable"]["thread_id"], db, values, snapshot.next, pending, wanted)
    last = as_disruption(values["disruption"]) if values.get("disruption") else None
    done = last == wanted and values.get("repair") is not None and not snapshot.next
    if not done and not snapshot.next:  # a disruption that does not fit the plan is refused before the thread is touched
        resolve(wanted, build_deps(values["plan"]), run_sandbox(settings, values.get("world")), values["spec"].date)
    return snapshot, done


def _repair(app: Any, config: dict, wanted: Disruption, settings: PlannerSettings, db: Path | str | None,
            console: Console | None, started: float) -> ReplanOutcome:
    snapshot, done = _checked(app, config, wanted, settings, db)
    resumed = bool(snapshot.next)
    failure = None
    if not done:
        if console and resumed:
            where = config["configurable"]["thread_id"]
            console.print(f"[dim]resuming the repair of {wanted.text} on thread {where} at {', '.join(snapshot.next)}[/]")
        try:
            for update in app.stream(None if resumed else {"disruption": wanted}, config, context=settings, stream_mode="updates",
                                     durability=DURABILITY):
                _progress(console, update, started)
        except ModelServerError as error:
            failure = RunFailure(type(error).__name__, str(error), resumable=db is not None, thread=config["configurable"]["thread_id"])
    values = read_thread_state(app, config, db).values
    return ReplanOutcome(values=values, seconds=time.perf_counter() - started, resumed=resumed, already=done, failure=failure)


def replan_state(state: Mapping[str, Any], disruption: Disruption | str, settings: PlannerSettings) -> dict[str, Any]:
    """The repaired state of a planner state in hand (``spec``, ``plan``, ``result``, ``sigma``); nothing is checkpointed.

    No checkpointer at all: a trip's state holds Σ's whole log, and writing it
    at each step would cost more than the repair.
    """
    app = compile_repair(None, model_retry(settings.model_attempts, settings.retry_interval))
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

