"""Replay FlexTravelBench instances through the chat graph, turn by turn, as a chat user would.

Each instance gets its own thread of ``graphs.chat`` (``build_chat_graph``
with an in-memory checkpointer, the thread deleted when the instance ends).
Turn 1 sends the query text; each later turn sends the message ``turns.py``
builds. A clarifying question (the chat asks for a budget or a people count
that turn 1 withholds) is answered through the interrupt, as Agent Chat UI
would (``Command(resume=...)``).

After every turn the chat's ``trip`` is compared with the constraints
accumulated so far (the instance's structured fields). When they differ (the
rules misread the text, or do not understand a phrasing) the replay falls back:
it writes the accumulated request into the thread with LangGraph's public
``update_state`` as the ``understand`` node would have (``draft``, ``edit``),
and lets the graph carry on from there (``plan_trip`` → ``reply``). The turn is
recorded as ``understood: false`` with what differed, so the report counts
how often the chat's own reading was enough. Either way the plan is the chat
graph's: kept when the previous plan still passes the edited request, else
re-planned.

Results go to the bench results store (``bench.store.ResultStore``, one row
per instance under a key naming the file, policy and history), as each
instance finishes: a killed run replays only the instances it lacks.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from langchain_core.messages import HumanMessage
from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command
from pydantic import BaseModel, Field
from rich.console import Console
from rich.progress import Progress

from himap_travel.domain.sandbox.index import Sandbox, load_sandbox
from himap_travel.harness.bench.models import QueryResult
from himap_travel.harness.bench.runner import progress_bar, run_pool
from himap_travel.harness.bench.store import TypedResultStore
from himap_travel.harness.flex.data import FlexInstance
from himap_travel.harness.flex.scoring import TurnScore, final_pass, turn_score
from himap_travel.harness.flex.turns import History, answer, stand_ins, turn_message
from himap_travel.nodes.chat.reply import turn_summary
from himap_travel.planning.runtime.resources import named_policy, provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.chat_state import ChatState, handoffs_cleared
from himap_travel.state.trip import TRIP_FIELDS

MAX_QUESTIONS = 3  # answers per turn before the replay stops answering and falls back


class TurnRecord(BaseModel):
    """One turn as the user sent it and as the chat answered it, with its scores."""

    turn: int
    added: dict[str, Any] | None = None  # the constraint this turn reveals, FlexTravelBench's form
    message: str
    answers: list[str] = Field(default_factory=list)  # the user's answers to the chat's questions
    understood: bool = True  # the chat's trip matched the accumulated constraints without the fallback
    mismatch: dict[str, list[Any]] = Field(default_factory=dict)  # field: [the chat's reading, the constraints]
    kept: bool = False  # the chat kept the previous plan (it still passed the edited request)
    changed_days: list[int] | None = None
    trip: dict[str, Any] | None = None
    plan: list[dict[str, Any]] | None = None
    verdict: dict[str, Any] | None = None  # the chat's own verdict
    score: TurnScore | None = None  # FlexTravelBench's hard score, official checks
    score_strict: TurnScore | None = None
    days_line: str = ""  # the reply's sentence on what the turn did to the plan (kept, the days changed: ``turn_summary``)
    seconds: float = 0.0


class FlexResult(QueryResult):
    """One instance's replay: the bench result of its last turn, plus every turn."""

    file: str = ""
    idx: int | None = None
    removed: str = ""
    ordering: str = ""
    history: str = "full"
    final_row: dict[str, Any] | None = None  # the accumulated constraints of the last turn (a TravelPlanner row)
    turns: list[TurnRecord] = Field(default_factory=list)


class FlexStore(TypedResultStore[FlexResult]):
    """The bench results store, read back as ``FlexResult`` (its rows keep every turn in the payload)."""

    model = FlexResult


@dataclass(frozen=True)
class ReplayConfig:
    policy: str = "expert"
    history: History = "full"
    concurrency: int = 1  # instances replayed at once
    executors: int = 3  # P within each plan
    llm: tuple[tuple[str, Any], ...] = ()  # --policy llm settings
    data: str | None = None
    objective: str = "cheapest"  # the benchmark's default: figures comparable with earlier runs

    def run_key(self, file: str) -> str:
        model = dict(self.llm).get("model")
        policy = self.policy + (f"[{model}]" if self.policy == "llm" and model else "")
        objective = f"|objective={self.objective}" if self.objective != "cheapest" else ""  # cheapest keys as before
        return f"flex|{file}|{policy}|history={self.history}{objective}"


class Replayer:
    """The chat graph, the sandbox and the policy, shared by every instance of a run (threads are per instance)."""

    def __init__(self, config: ReplayConfig, sandbox: Sandbox | None = None) -> None:
        from himap_travel.graphs.chat import (
            build_chat_graph,  # the chat graph pulls in the planner: imported when a replay starts
        )

        self.config = config
        self.sandbox = sandbox or load_sandbox(config.data)
        self.policy = named_policy(config.policy, tuple(sorted(config.llm)), self.sandbox)
        self.checkpointer = InMemorySaver()
        self.chat = build_chat_graph(self.checkpointer, objective=None)  # the run context's objective: the benchmark's

    def settings(self) -> PlannerSettings:
        """Fresh settings per instance (its own search cache and executor gate; the shared sandbox and policy)."""
        settings = PlannerSettings(policy=self.config.policy, objective=self.config.objective, executors=self.config.executors,
                                   llm=dict(self.config.llm), data_dir=self.config.data)
        return provide(settings, sandbox=self.sandbox, policy=self.policy)

    def replay(self, instance: FlexInstance, run_key: str = "") -> FlexResult:
        """Every turn of one instance on a new thread; never raises (an error is recorded, the run goes on)."""
        thread = f"flex:{instance.key}:{self.config.history}"
        config: RunnableConfig = {"configurable": {"thread_id": thread}}
        settings = self.settings()
        base = FlexResult(run_key=run_key, position=instance.position, query=instance.query, level=instance.level,
                          days=instance.days, file=instance.file, idx=instance.idx, removed=instance.removed,
                          ordering=instance.ordering, history=self.config.history, final_row=instance.row_at(instance.turns))
        started = time.perf_counter()
        turns: list[TurnRecord] = []
        try:
            for turn in range(1, instance.turns + 1):
                turns.append(self._turn(instance, turn, config, settings))
        except Exception as error:  # noqa: BLE001 - one instance's failure must not end the run
            return self._finish(base, turns, time.perf_counter() - started, f"{type(error).__name__}: {error}")
        finally:
            self.checkpointer.delete_thread(thread)
        return self._finish(base, turns, time.perf_counter() - started)

    def _turn(self, instance: FlexInstance, turn: int, config: RunnableConfig, settings: PlannerSettings) -> TurnRecord:
        started = time.perf_counter()
        row = instance.row_at(turn)
        message = turn_message(instance, turn, self.config.history)
        self.chat.invoke({"messages": [HumanMessage(message)]}, config, context=settings)
        answers: list[str] = []
        state = self.chat.get_state(config)
        while state.interrupts and len(answers) < MAX_QUESTIONS:
            answers.append(answer(list(state.interrupts[0].value.get("missing") or []), row))
            self.chat.invoke(Command(resume=answers[-1]), config, context=settings)
            state = self.chat.get_state(config)
        expected = trip_fields(stand_ins(row))
        mismatch = differences(state.values.get("trip"), expected)
        understood = not (state.interrupts or state.values.get("problems") or mismatch)
        if not understood:
            self._fall_back(config, settings, expected, edit=turn > 1 and self.config.history == "full")
            state = self.chat.get_state(config)
        values = cast(ChatState, state.values)  # LangGraph's snapshot types them as a dict: the chat graph's state
        plan = values.get("plan")
        added = instance.added_at(turn)
        return TurnRecord(
            turn=turn, added=added.as_dict() if added is not None else None, message=message, answers=answers,
            understood=understood, mismatch=mismatch, kept=bool(values.get("kept")), changed_days=values.get("changed_days"),
            trip=values.get("trip"), plan=plan, verdict=values.get("verdict"),
            score=turn_score(row, plan, self.sandbox, "official"), score_strict=turn_score(row, plan, self.sandbox, "strict"),
            days_line=turn_summary(values, len(plan or [])) or "",
            seconds=time.perf_counter() - started,
        )

    def _fall_back(self, config: RunnableConfig, settings: PlannerSettings, expected: dict[str, Any], edit: bool) -> None:
        """The accumulated request written into the thread as ``understand`` would, then the graph carries on."""
        note = "the replay gave the accumulated constraints (the message was not read as intended)"
        update = {"draft": expected, "missing": [], "problems": [], "notes": [note], "edit": edit, **handoffs_cleared()}
        self.chat.update_state(config, update, as_node="understand")
        self.chat.invoke(None, config, context=settings)

    def _finish(self, base: FlexResult, turns: list[TurnRecord], seconds: float, error: str | None = None) -> FlexResult:
        """The result: the last turn's plan judged by the full evaluation (an instance that failed part-way delivers nothing)."""
        plan = turns[-1].plan if error is None and turns else None
        update: dict[str, Any] = {"turns": turns, "seconds": seconds, "error": error, "plan": plan or None}
        if error is None and base.final_row is not None:
            official, failed_official = final_pass(base.final_row, plan, self.sandbox, "official")
            strict, failed_strict = final_pass(base.final_row, plan, self.sandbox, "strict")
            update.update(official_pass=official, strict_pass=strict, failed_checks_official=failed_official,
                          failed_checks_strict=failed_strict, status=(turns[-1].verdict or {}).get("status"))
        return base.model_copy(update=update)


def trip_fields(row: dict[str, Any]) -> dict[str, Any]:
    """The chat's ``trip`` form of a query row (only the TravelPlanner fields)."""
    trip = {name: row.get(name) for name in TRIP_FIELDS}
    trip["local_constraint"] = dict(trip["local_constraint"] or {})
    if trip["budget"] is not None:
        trip["budget"] = float(trip["budget"])
    return trip


def differences(trip: dict[str, Any] | None, expected: dict[str, Any]) -> dict[str, list[Any]]:
    """Field by field, where the chat's trip differs from the accumulated constraints (cuisines as sets)."""
    trip = trip or {}
    found: dict[str, list[Any]] = {}
    for name in TRIP_FIELDS:
        if name == "local_constraint":
            mine, theirs = trip.get(name) or {}, expected[name] or {}
            for key in sorted(set(mine) | set(theirs)):
                a, b = mine.get(key), theirs.get(key)
                if (sorted(a) if isinstance(a, list) else a) != (sorted(b) if isinstance(b, list) else b):
                    found[key] = [a, b]
        elif _plain(trip.get(name)) != _plain(expected[name]):
            found[name] = [trip.get(name), expected[name]]
    return found


def _plain(value: Any) -> Any:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else value


OnResult = Callable[[FlexResult], None]


def replay_all(
    instances: Sequence[FlexInstance],
    config: ReplayConfig,
    store: FlexStore,
    progress: Progress | None = None,
    on_result: OnResult | None = None,
    replayer: Replayer | None = None,
) -> list[FlexResult]:
    """Replay the instances the store lacks, ``concurrency`` at a time, saving each as it ends; all results in input order.

    An instance stored with an error (a model server that was down) counts as missing: running again retries it.
    """
    done = {key: {r.position for r in store.load(key) if not r.error} for key in {config.run_key(i.file) for i in instances}}
    todo = [i for i in instances if i.position not in done[config.run_key(i.file)]]
    if progress is not None:
        progress.console.print(f"{len(todo)} of {len(instances)} instances to replay ({len(instances) - len(todo)} from the store)")
    task = progress.add_task(f"flex {config.policy}, history {config.history}", total=len(instances),
                             completed=len(instances) - len(todo)) if progress else None
    if todo:
        replayer = replayer or Replayer(config)
        run_pool(todo, lambda instance: replayer.replay(instance, config.run_key(instance.file)), config.concurrency,
                 store.save, progress, task, on_result, "flex")
    stored = {key: {r.position: r for r in store.load(key)} for key in done}
    return [stored[config.run_key(i.file)][i.position] for i in instances]


def run_replay(instances: Sequence[FlexInstance], config: ReplayConfig, db: Path, fresh: bool = False,
               console: Console | None = None, on_result: OnResult | None = None) -> list[FlexResult]:
    """Open the store (``fresh`` forgets this setting's stored results first), replay with a progress bar."""
    with FlexStore(db) as store, progress_bar(console) as progress:
        if fresh:
            for key in {config.run_key(i.file) for i in instances}:
                store.forget(key)
        return replay_all(instances, config, store, progress, on_result)
