"""Repair a trip on its checkpointed thread after a disruption (``replan``, ``replan_all``).

``replan`` runs the repair graph on the trip's own thread, so the thread
then holds the repaired plan (the next disruption starts from it, and from
the world all earlier disruptions left), and a repair killed half-way
resumes when the same command runs again. A state in hand (the chat) is
repaired by ``graphs.replan.replan_state``.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console

from himap_travel.execution.checkpointers import memory_checkpointer, open_checkpointer
from himap_travel.execution.claims import check_claimed_sandbox, claim_thread, claimed_settings
from himap_travel.execution.errors import CheckpointFileError
from himap_travel.execution.run import (
    DURABILITY,
    RunFailure,
    RunRefused,
    print_progress,
    read_thread_state,
    sandbox_mark,
    unfinished_repair,
    with_deciding_settings,
)
from himap_travel.execution.sqlite import store_failure
from himap_travel.graphs.repair import compile_repair
from himap_travel.graphs.replan import as_disruption
from himap_travel.graphs.retry import model_retry
from himap_travel.planning.monitor.deps import build_deps
from himap_travel.planning.monitor.disruptions import Disruption, DisruptionError, resolve
from himap_travel.planning.monitor.lived import check_not_past, check_today
from himap_travel.planning.monitor.state import RepairState
from himap_travel.planning.policies.errors import ModelServerError
from himap_travel.planning.runtime.resources import run_sandbox
from himap_travel.planning.runtime.settings import PlannerSettings


@dataclass
class ReplanOutcome:
    """The thread's state after the repair, and how the run went."""

    values: dict[str, Any]
    seconds: float
    resumed: bool = False
    failure: RunFailure | None = None


def replan(disruption: Disruption | str, settings: PlannerSettings, thread: str, db: Path | str | None = None,
           console: Console | None = None, checkpointer: Any = None, today: int | None = None) -> ReplanOutcome:
    """Repair the plan on ``thread`` (in ``db``, or in the given ``checkpointer``) after ``disruption``.

    With ``db`` the file must already hold the thread (it is never created here), and the repair holds the
    thread's claim (``execution.claims.claim_thread``): a plan or another repair of it running in another
    process is refused. A disruption or thread that cannot be repaired is refused before the claim is taken,
    so a refused repair writes nothing at all. ``today``: the trip's current day (days before it are lived).
    """
    return replan_all([disruption], settings, thread, db, console, checkpointer, today)[-1]


def replan_all(disruptions: Sequence[Disruption | str], settings: PlannerSettings, thread: str, db: Path | str | None = None,
               console: Console | None = None, checkpointer: Any = None, today: int | None = None) -> list[ReplanOutcome]:
    """Repair ``thread`` after each disruption in turn (each on the plan the earlier left), stopping at one not repaired.

    All are checked before any is applied (one that cannot be, or the same one twice, is refused and nothing is
    written); a repair that does not end valid stops the run: the outcomes say which were applied.
    """
    wanted = [as_disruption(d) for d in disruptions]
    _once_each(wanted)
    started = time.perf_counter()
    if db is None:
        app, config = _compiled_on(checkpointer or memory_checkpointer(RepairState), thread, settings)
        return _repair_each(app, config, wanted, settings, None, console, started, today)
    try:
        with open_checkpointer(db, RepairState, existing=True) as store:
            settings = with_deciding_settings(settings, claimed_settings(store.conn, thread))
            mark = sandbox_mark(settings)
            check_claimed_sandbox(store.conn, thread, mark)  # before the plan is looked at with other data
            app, config = _compiled_on(store, thread, settings)
            for one in wanted:
                _checked(app, config, one, settings, db, today)  # refusals first: the file is not written
            with claim_thread(store.conn, thread, sandbox=mark, purpose="repairing") as claim:
                outcomes = _repair_each(app, config, wanted, settings, db, console, started, today)
                if outcomes[-1].failure is not None:
                    claim.fail()
                return outcomes
    except sqlite3.Error as error:
        raise CheckpointFileError(store_failure(db, error)) from error


def _once_each(wanted: list[Disruption]) -> None:
    repeated = [d.text for i, d in enumerate(wanted) if d in wanted[:i]]
    if repeated:
        raise DisruptionError(f"{repeated[0]} is given twice: each disruption happens once")


def _repair_each(app: Any, config: dict[str, Any], wanted: list[Disruption], settings: PlannerSettings, db: Path | str | None,
                 console: Console | None, started: float, today: int | None) -> list[ReplanOutcome]:
    outcomes = []
    for one in wanted:
        outcomes.append(_repair(app, config, one, settings, db, console, started, today))
        report = outcomes[-1].values.get("repair")
        if outcomes[-1].failure is not None or report is None or report.status != "valid":
            break
    return outcomes


def _compiled_on(store: Any, thread: str, settings: PlannerSettings) -> tuple[Any, dict[str, Any]]:
    app = compile_repair(store, model_retry(settings.model_attempts, settings.retry_interval))
    return app, {"configurable": {"thread_id": thread}, "max_concurrency": max(settings.executors, 4) + 2}


def _checked(app: Any, config: dict[str, Any], wanted: Disruption, settings: PlannerSettings, db: Path | str | None,
             today: int | None = None) -> Any:
    """The thread's state; what cannot be repaired on it is refused (a disruption repaired on it already: its element is gone)."""
    snapshot = read_thread_state(app, config, db)
    values = snapshot.values
    unfinished = unfinished_repair(app.checkpointer, config) if snapshot.next else None
    pending = as_disruption(unfinished) if unfinished is not None else None
    thread = config["configurable"]["thread_id"]
    _check_repairable(thread, db, values, snapshot.next, pending, wanted)
    last = as_disruption(values["disruption"]) if values.get("disruption") else None
    if last == wanted and values.get("repair") is not None and not snapshot.next:
        raise DisruptionError(f"{wanted.text} was repaired on thread {thread} already: {values['repair'].reason}, and the "
                              "repaired plan no longer books it; name what the plan books now to disrupt it (--show-deps)")
    if not snapshot.next:  # a disruption that does not fit the plan is refused before the thread is touched
        check_today(today, values["spec"].days)
        graph = build_deps(values["plan"])
        impact = resolve(wanted, graph, run_sandbox(settings, values.get("world")), values["spec"].date)
        check_not_past([graph.nodes[n]["node"] for n in impact.hit], today, wanted.text)
    return snapshot


def _repair(app: Any, config: dict[str, Any], wanted: Disruption, settings: PlannerSettings, db: Path | str | None,
            console: Console | None, started: float, today: int | None = None) -> ReplanOutcome:
    snapshot = _checked(app, config, wanted, settings, db, today)
    resumed = bool(snapshot.next)
    failure = None
    if console and resumed:
        where = config["configurable"]["thread_id"]
        console.print(f"[dim]resuming the repair of {wanted.text} on thread {where} at {', '.join(snapshot.next)}[/]")
    try:
        for update in app.stream(None if resumed else {"disruption": wanted, "today": today}, config, context=settings,
                                 stream_mode="updates", durability=DURABILITY):
            print_progress(console, update, started)
    except ModelServerError as error:
        failure = RunFailure(type(error).__name__, str(error), resumable=db is not None, thread=config["configurable"]["thread_id"])
    values = read_thread_state(app, config, db).values
    return ReplanOutcome(values=values, seconds=time.perf_counter() - started, resumed=resumed, failure=failure)


def _check_repairable(thread: str, db: Path | str | None, values: dict[str, Any], waiting: tuple[str, ...], pending: Disruption | None,
                      wanted: Disruption) -> None:
    """A thread is repaired only when it holds a delivered plan; a half-done repair only by the same disruption."""
    where = f" in {db}" if db else ""
    if not values.get("spec"):
        raise RunRefused(f"thread {thread}{where} holds no trip; plan one first (app.py plan ... --thread {thread})")
    if waiting and pending is None:
        raise RunRefused(f"thread {thread} has not finished planning; run its app.py plan command again to finish it first")
    if waiting and pending is not None and pending != wanted:  # pending is None was refused above
        raise RunRefused(f"thread {thread} is half-way through repairing {pending.text}; run that replan again to finish it first")
    if not waiting and not values.get("plan"):
        raise RunRefused(f"thread {thread} delivered no plan to repair")
