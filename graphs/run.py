"""Run the planning graph once: compile with a checkpointer, stream node progress, score the result.

With a thread id the run is checkpointed in SQLite: running the same thread
again resumes an interrupted run from its last completed step (finished days
are not planned again), or shows a finished run's result. A model server
that stays down past the retries ends the run with a recorded, resumable
``RunFailure`` instead of an exception.
"""

from __future__ import annotations

import time
from contextlib import nullcontext
from dataclasses import dataclass, field
from pathlib import Path

from rich.console import Console

from graphs.planner import compile_planner
from graphs.retry import model_retry
from monitor.state import RepairState
from nodes.policies.errors import ModelServerError
from runtime.settings import PlannerSettings
from state.checkpointing import memory_checkpointer, sqlite_checkpointer
from state.graph_state import PlannerInput, PlannerState, PlanResult
from state.trace import RoleTrace
from state.trip import TripSpec
from state.verdict import PlanVerdict


class RunRefused(ValueError):
    """A run that would silently do something else than asked (a thread that holds another request)."""


@dataclass
class RunFailure:
    """Why a run stopped before finishing; ``resumable`` when its checkpoint can carry on later."""

    kind: str  # the exception's type, e.g. "ModelServerUnavailable"
    message: str
    resumable: bool
    thread: str | None = None


@dataclass
class RunOutcome:
    spec: TripSpec | None
    result: PlanResult | None
    error: str | None
    official: PlanVerdict | None = None
    strict: PlanVerdict | None = None
    seconds: float = 0.0
    failure: RunFailure | None = None
    traces: list[RoleTrace] = field(default_factory=list)  # what each role did, with its timing


def run_plan(
    inputs: PlannerInput,
    settings: PlannerSettings,
    thread: str | None = None,
    db: Path | None = None,
    console: Console | None = None,
) -> RunOutcome:
    # RepairState: a trip's thread may hold a run-time monitor's repair (graphs/replan.py); its types load as themselves
    saver = sqlite_checkpointer(db, RepairState) if db else nullcontext(memory_checkpointer(PlannerState))
    started = time.perf_counter()
    failure = None
    with saver as checkpointer:
        app = compile_planner(checkpointer, model_retry(settings.model_attempts, settings.retry_interval))
        config = {"configurable": {"thread_id": thread or "run"}, "max_concurrency": max(settings.executors, 4) + 2}
        existing = app.get_state(config) if thread else None
        resuming = bool(existing and existing.values)
        if resuming:
            _check_same_request(thread, existing.values, inputs)
        if resuming and not existing.next:
            if console:
                console.print(f"[dim]thread {thread} already finished; showing its result[/]")
        else:
            if resuming and console:
                console.print(f"[dim]resuming thread {thread} at {', '.join(existing.next)}[/]")
            try:
                for update in app.stream(None if resuming else inputs, config, context=settings, stream_mode="updates"):
                    _progress(console, update, started)
            except ModelServerError as error:
                failure = RunFailure(type(error).__name__, str(error), resumable=db is not None and thread is not None, thread=thread)
        values = app.get_state(config).values
    spec, result = values.get("spec"), values.get("result")
    outcome = RunOutcome(spec=spec, result=result, error=values.get("error"), seconds=time.perf_counter() - started, failure=failure,
                         traces=list(values.get("traces") or []))
    if result is not None:  # the checker's evaluation of the delivered plan
        outcome.official, outcome.strict = result.official, result.strict
    return outcome


def _check_same_request(thread: str, saved: dict, inputs: PlannerInput) -> None:
    """A thread resumes or shows its own request only: another request on it is refused, never ignored."""
    if inputs.get("spec") is not None:
        same = _spec_key(inputs["spec"]) == _spec_key(saved.get("spec"))
        held = saved.get("query") or _spec_key(saved.get("spec"))
    else:
        same = (inputs.get("query") or "").strip() == (saved.get("query") or "").strip()
        held = saved.get("query") or "a structured request"
    if not same:
        raise RunRefused(f"thread {thread} already holds another request ({held!r}); give a new --thread for this one")


def _spec_key(spec: TripSpec | dict | None) -> str | None:
    if spec is None:
        return None
    return (TripSpec.model_validate(spec) if isinstance(spec, dict) else spec).model_dump_json(exclude={"query"})


def _progress(console: Console | None, update: dict, started: float) -> None:
    if console is None:
        return
    for node, value in update.items():
        detail = ""
        if node == "day_executor" and isinstance(value, dict):
            outcome = value.get("outcomes", [None])[0]
            if outcome is not None:
                state = "infeasible" if outcome.infeasible else f"{outcome.cost:,.0f}"
                detail = f" day {outcome.day} (attempt {outcome.attempt}): {state}"
        elif node == "coordinator" and isinstance(value, dict) and value.get("allocation"):
            detail = f" iteration {value['iteration']}: {value['allocation'].rationale}"
        elif node == "checker" and isinstance(value, dict) and value.get("verdict"):
            detail = f" {value['verdict'].status}"
        console.print(f"[dim]{time.perf_counter() - started:6.2f}s[/] {node}{detail}")
