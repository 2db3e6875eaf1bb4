"""Run the planning graph once: compile with a checkpointer, stream node progress, score the result.

With a thread id the run is checkpointed in SQLite: running the same thread
again resumes an interrupted run from its last completed step (finished days
are not planned again), or shows a finished run's result. A model server
that stays down past the retries ends the run with a recorded, resumable
``RunFailure`` instead of an exception.

Before anything is compiled the run claims its thread in the checkpoint file
(``execution.claims.claim_thread``): a thread that holds another request,
was planned with other deciding settings (policy, ablation, bargaining
bounds, model), or is being planned by a live process is refused
(``ThreadRefused``), and the refused run writes nothing to it.
"""

from __future__ import annotations

import sqlite3
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from rich.console import Console

from himap_travel.domain.sandbox.index import load_sandbox
from himap_travel.domain.sandbox.paths import DataDirError, data_dir
from himap_travel.execution.checkpointers import memory_checkpointer, open_checkpointer
from himap_travel.execution.claims import claim_thread
from himap_travel.execution.errors import CheckpointFileError, ThreadRefused
from himap_travel.execution.sqlite import store_failure
from himap_travel.graphs.planner import compile_planner
from himap_travel.graphs.retry import model_retry
from himap_travel.planning.monitor.state import RepairState
from himap_travel.planning.policies.errors import ModelServerError
from himap_travel.planning.runtime.names import ABLATIONS
from himap_travel.planning.runtime.resources import given_objects
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.evaluation import Evaluation
from himap_travel.state.graph_state import PlannerInput, PlannerState, PlanResult, result_of
from himap_travel.state.trace import TRACE_EVENT, RoleTrace, in_run_order
from himap_travel.state.trip import TripSpec


class RunRefused(ThreadRefused):
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
    official: Evaluation | None = None
    strict: Evaluation | None = None
    seconds: float = 0.0
    failure: RunFailure | None = None
    traces: list[RoleTrace] = field(default_factory=list)  # what each role did, with its timing


def run_plan(
    inputs: PlannerInput,
    settings: PlannerSettings,
    thread: str | None = None,
    db: Path | str | None = None,
    console: Console | None = None,
) -> RunOutcome:
    """Plan ``inputs``; with ``db``, on ``thread`` of that checkpoint file (resumable), holding the thread's claim."""
    started = time.perf_counter()
    traces: list[RoleTrace] = []
    if db is None:
        values, failure = _stream(memory_checkpointer(PlannerState), inputs, settings, thread, None, console, started, traces)
    else:
        values, failure = _run_on_thread(inputs, settings, thread or "run", db, console, started, traces)
    spec, result = values.get("spec"), result_of(values)
    outcome = RunOutcome(spec=spec, result=result, error=values.get("error"), seconds=time.perf_counter() - started, failure=failure,
                         traces=traces)
    if result is not None:  # the checker's evaluation of the delivered plan
        outcome.official, outcome.strict = result.official, result.strict
    return outcome


def _run_on_thread(inputs: PlannerInput, settings: PlannerSettings, thread: str, db: Path | str, console: Console | None,
                   started: float, traces: list[RoleTrace]) -> tuple[dict[str, Any], RunFailure | None]:
    """The run on a checkpointed thread: the file checked and the thread claimed before anything is compiled.

    A file that cannot be read or written, at any point of the run, is a
    ``CheckpointFileError`` naming it, never a traceback.
    """
    try:
        # RepairState: a trip's thread may hold a run-time monitor's repair (execution/replan.py); its types load as themselves
        with open_checkpointer(db, RepairState) as saver:
            _check_before_claim(thread, db, saver)
            with claim_thread(saver.conn, thread, request=request_key(inputs), label=request_label(inputs),
                              settings=deciding_settings(settings), sandbox=sandbox_mark(settings)) as claim:
                values, failure = _stream(saver, inputs, settings, thread, db, console, started, traces)
                if failure is not None:
                    claim.fail()
                return values, failure
    except sqlite3.Error as error:
        raise CheckpointFileError(store_failure(db, error)) from error


def _check_before_claim(thread: str, db: Path | str, saver: Any) -> None:
    """A half-done repair refused before the claim is taken, so that the refused run writes nothing at all.

    Only a hint: the check is made again under the claim, which also names a
    state that cannot be read.
    """
    if not Path(db).exists():
        return
    try:
        pending = unfinished_repair(saver, {"configurable": {"thread_id": thread}})
    except Exception:  # noqa: BLE001 - unreadable rows: reported under the claim, as for any run
        return
    if pending is not None:
        _check_no_repair_pending(thread, db, saver, {"configurable": {"thread_id": thread}})


def _stream(checkpointer: Any, inputs: PlannerInput, settings: PlannerSettings, thread: str | None, db: Path | str | None,
            console: Console | None, started: float, traces: list[RoleTrace]) -> tuple[dict[str, Any], RunFailure | None]:
    """Compile the planner and run it on ``thread``: resume it, show its finished result, or plan ``inputs``.

    The roles' traces come on the custom stream and go to ``traces`` (a resumed run's cover what ran in this process).
    """
    app = compile_planner(checkpointer, model_retry(settings.model_attempts, settings.retry_interval))
    config = {"configurable": {"thread_id": thread or "run"}, "max_concurrency": max(settings.executors, 4) + 2}
    existing = read_thread_state(app, config, db) if thread else None
    # a saved state without the request is no run to resume: the run stopped before its input was stored (the input's
    # checkpoint written, not its writes: a full disk, ulimit -f, a kill between the two), so it is planned from the start
    resuming = bool(existing and existing.values and (existing.values.get("spec") or existing.values.get("query")))
    # the nodes a resumed run starts at; a step whose writes were saved but not its checkpoint (a Ctrl-C, a kill between
    # the two) lists its tasks with no node due: it was taken for a finished run and showed no result
    waiting = (existing.next or tuple(task.name for task in existing.tasks)) if existing is not None else ()
    if resuming:
        assert thread is not None and existing is not None  # resuming: a saved state was read from the thread
        _check_same_request(thread, existing.values, inputs)
        _check_no_repair_pending(thread, db, checkpointer, config)
    failure, events = None, []
    if resuming and not waiting:
        if console:
            console.print(f"[dim]thread {thread} already finished; showing its result[/]")
    else:
        if resuming and console:
            console.print(f"[dim]resuming thread {thread} at {', '.join(waiting)}[/]")
        try:
            for mode, chunk in app.stream(None if resuming else inputs, config, context=settings, stream_mode=["updates", "custom"],
                                          durability=DURABILITY):
                if mode == "updates":
                    print_progress(console, chunk, started)
                elif isinstance(chunk, dict) and TRACE_EVENT in chunk:
                    events.append(chunk)
        except ModelServerError as error:
            failure = RunFailure(type(error).__name__, str(error), resumable=db is not None and thread is not None, thread=thread)
    traces.extend(in_run_order(events))
    return read_thread_state(app, config, db).values, failure


# Each step's checkpoint is written before the next step starts: a run killed at any moment (SIGKILL) leaves
# the thread at a step boundary that resumes as if it had not been killed ("async" may lose or reorder the last).
# Measured against the others (results/profile/README.md, sixth step): "async" saves no CPU; "exit" saves a quarter
# of a run's CPU but writes nothing until the run ends, so a killed run would start over (finished days planned again).
DURABILITY = "sync"


def unfinished_repair(checkpointer: Any, config: dict[str, Any]) -> Any | None:
    """The disruption a repair killed half-way left on the thread (a ``Disruption`` or its fields), or None.

    Read from the raw checkpoint, not from a graph's state: the planner's
    state has no ``disruption``, and a repair killed before its first step
    has it only in its pending input (the ``__start__`` channel).
    """
    saved = checkpointer.get_tuple(config)
    if saved is None:
        return None
    channels = saved.checkpoint.get("channel_values") or {}
    start = channels.get("__start__")
    written = {channel: value for _, channel, value in saved.pending_writes or ()}
    pending = (start.get("disruption") if isinstance(start, dict) else None) or written.get("disruption")
    if pending is None and channels.get("disruption") is not None and channels.get("repair") is None and not channels.get("error"):
        pending = channels["disruption"]  # the monitor ran; deliver_repair never did
    return pending


def disruption_text(value: Any) -> str:
    """A stored disruption as the ``--disrupt`` text that made it."""
    if isinstance(value, dict):
        from himap_travel.planning.monitor.disruptions import Disruption

        value = Disruption.model_validate(value)
    return getattr(value, "text", str(value))


def _check_no_repair_pending(thread: str, db: Path | str | None, checkpointer: Any, config: dict[str, Any]) -> None:
    """A thread a repair was killed on is finished by that repair: the planner would deliver its plan unchecked."""
    try:
        pending = unfinished_repair(checkpointer, config)
    except Exception as error:  # whatever the stored bytes make the loader raise, as in read_thread_state
        if db is None:
            raise
        raise _unreadable(db, thread, error) from error
    if pending is not None:
        where = f" --db {db}" if db else ""
        text = disruption_text(pending)
        raise RunRefused(f"thread {thread} is half-way through repairing {text}; finish it first: "
                         f"app.py replan --thread {thread}{where} --disrupt {text!r}")


def read_thread_state(app: Any, config: dict[str, Any], db: Path | str | None) -> Any:
    """The thread's state; one that cannot be read back from the file (damaged rows, an old layout) names the file."""
    try:
        return app.get_state(config)
    except Exception as error:  # whatever the stored bytes make the loader raise (sqlite3, msgpack, validation)
        if db is None:
            raise
        raise _unreadable(db, config["configurable"]["thread_id"], error) from error


def _unreadable(db: Path | str, thread: str, error: Exception) -> CheckpointFileError:
    return CheckpointFileError(f"the checkpoint file {db} holds a state of thread {thread} that cannot be read "
                               f"({type(error).__name__}: {error}); move the file away, or give another --db")


def request_key(inputs: PlannerInput) -> str:
    """What a thread is asked, for its claim: the trip's structured fields (its wording aside), or the text a model reads."""
    spec = inputs.get("spec")
    if spec is not None:
        return "spec:" + _spec_key(spec)
    return "query:" + (inputs.get("query") or "").strip()


def request_label(inputs: PlannerInput) -> str:
    """The request as a person reads it, for the messages that name what a thread holds."""
    given = inputs.get("spec")
    if given is None:
        return (inputs.get("query") or "").strip()
    spec = TripSpec.model_validate(given) if isinstance(given, dict) else given
    return spec.query or f"{spec.org} to {spec.dest}, {', '.join(spec.date)}"


def deciding_settings(settings: PlannerSettings) -> dict[str, Any]:
    """The settings that decide a thread's answer, recorded in its claim: the same thread with others is refused.

    (The executors P and the retry timings change how fast, not what: a
    thread may resume with another -P.) The objective is recorded when it is
    "best" only: a thread planned for the cheapest trip, as every thread
    before the objective existed, keeps the record it had.
    """
    chosen: dict[str, Any] = {"policy": settings.policy, "ablation": ablation_of(settings),
                              "max_iterations": settings.max_iterations, "tool_cap": settings.tool_cap}
    if settings.planned_objective != "cheapest":
        chosen["objective"] = settings.planned_objective
    if settings.policy == "llm":
        from himap_travel.planning.policies.llm.settings import LLMSettings

        chosen["model"] = LLMSettings.from_env(**settings.llm).model
    return chosen


def sandbox_mark(settings: PlannerSettings) -> dict[str, str] | None:
    """Which data a run reads, for its thread's claim: the sources' fingerprint and, for messages, the data folder.

    None when the sandbox has no fingerprint (one handed over in code): such a run is not compared.
    """
    sandbox = given_objects(settings).get("sandbox") or load_sandbox(settings.data_dir)
    stamp = getattr(sandbox, "stamp", None)
    if not stamp:
        return None
    try:
        folder = str(data_dir(settings.data_dir))
    except DataDirError:
        folder = str(settings.data_dir)
    return {"stamp": stamp, "data": folder}


def with_deciding_settings(settings: PlannerSettings, deciding: dict[str, Any] | None) -> PlannerSettings:
    """``settings`` with the deciding settings a thread recorded (``deciding_settings``): its repair decides as its plan did.

    Without them a thread planned with ``--ablation no-solver`` would be
    repaired by the solver, one planned with ``--policy llm`` by the rules,
    and a trip planned for the best quality (``plan``'s default) for the
    lowest cost.
    """
    if not deciding:
        return settings
    chosen = {key: deciding[key] for key in ("policy", "max_iterations", "tool_cap") if deciding.get(key) is not None}
    chosen["objective"] = deciding.get("objective", "cheapest")  # not recorded: planned for the cheapest
    llm = {**settings.llm, **({"model": deciding["model"]} if deciding.get("model") else {})}
    base = replace(settings, **chosen, llm=llm)  # of the same type: live objects given with ``settings`` carry over
    ablation = deciding.get("ablation")
    return base.with_ablation(None if ablation in (None, "none") else ablation)


def ablation_of(settings: PlannerSettings) -> str:
    """The ablation ``settings`` were made with, "none" for the full hierarchy: the first one that changes nothing."""
    values = settings.values()
    return next((name for name in ABLATIONS if settings.with_ablation(name).values() == values), "none")


def _check_same_request(thread: str, saved: dict[str, Any], inputs: PlannerInput) -> None:
    """A thread resumes or shows its own request only: another request on it is refused, never ignored."""
    spec = inputs.get("spec")
    if spec is not None:
        held_key = _spec_key(saved["spec"]) if saved.get("spec") is not None else None
        same = _spec_key(spec) == held_key
        held = saved.get("query") or held_key
    else:
        same = (inputs.get("query") or "").strip() == (saved.get("query") or "").strip()
        held = saved.get("query") or "a structured request"
    if not same:
        raise RunRefused(f"thread {thread} already holds another request ({held!r}); give a new --thread for this one")


def _spec_key(spec: TripSpec | dict[str, Any]) -> str:
    return (TripSpec.model_validate(spec) if isinstance(spec, dict) else spec).model_dump_json(exclude={"query"})


def print_progress(console: Console | None, update: dict[str, Any], started: float) -> None:
    """One line per node update, with the seconds since ``started`` (nothing without a console).

    A resumed run first replays the updates of the tasks that finished before it was cut (LangGraph marks them
    ``__metadata__: {"cached": True}``): they are said to be kept, not shown as planned now, and the mark is no node.
    """
    if console is None:
        return
    kept = " (kept from the checkpoint, not run again)" if (update.get("__metadata__") or {}).get("cached") else ""
    for node, value in update.items():
        if node.startswith("__"):
            continue
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
        console.print(f"[dim]{time.perf_counter() - started:6.2f}s[/] {node}{detail}{kept}")
