"""The run scope of a compiled graph: each run has an id, a context, and its own per-run objects for as long as it runs.

The per-run objects (``planning.runtime.resources.run_objects``: the search
cache, the executor gate) are found by the run's id, which LangGraph hands
every node (``Runtime.execution_info.run_id``) only when the run's config
names one. ``RunScopedGraph`` names one when the caller did not (the
LangGraph server names its own; a graph run inside a node gets its own,
LangGraph drops the outer run's id from a node's config), gives a run
without a context fresh default settings, and wraps the run's stream in
``run_scope``: the run's objects are kept from their first use until its
stream ends (finished, failed, interrupted or closed), then dropped. Nothing
is stored on the graph or on the context. A graph given a ``check_input``
(``graphs.guard``) checks each new input against the thread's state first.
A run on a thread of the graph's own checkpointer holds that thread while it
runs: a second run on it meanwhile, in this process, is refused (``_claim``),
and a ``thread_id`` that names no thread (None, "", a dict) is refused.
A caller that streams subgraphs gets a nested graph's updates, messages and
custom events but not its values (``_nested_values``). A resume (``None`` as
input) of a thread with nothing left to run re-runs the turn the thread holds
unanswered, where the graph names one (``turn_to_rerun``: the chat's last user
message without a reply), instead of ending at once with the turn lost.

This class is the project's one seam into LangGraph's internals, pinned and
tested (``tests/unit/graphs/test_langgraph_seam.py``; docs/langgraph-seam.md says why no
documented mechanism does it): it overrides ``stream``/``astream``, is built
from a compiled graph's attributes as ``Pregel.copy`` builds a copy, and
takes the graph's checkpoint allow-list in its constructor, which
``Pregel.__init__`` does not, so ``copy``/``with_config`` (and the server's
copy) keep it.
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any, Self

from langchain_core.utils.uuid import uuid7
from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.errors import EmptyInputError
from langgraph.graph.state import CompiledStateGraph

from himap_travel.graphs import run_pools
from himap_travel.graphs.guard import InputCheck, ResumeCheck, checked_input
from himap_travel.nodes.extract import GraphInputError
from himap_travel.planning.runtime.resources import run_scope
from himap_travel.planning.runtime.settings import PlannerSettings, validated_settings

# The longest name a thread may have, wherever it is given (a config's thread_id, the CLI's --thread:
# ``execution.claims.check_thread_name``): one rule for a thread's name.
MAX_THREAD_NAME = 256

run_pools.install()  # a sync run's thread pool reused by the next run (graphs/run_pools.py, issue 44)

class RunScopedGraph(CompiledStateGraph[Any, PlannerSettings, Any, Any]):
    """A compiled graph whose runs each get an id, a context and a scope, and whose new inputs are checked first
    (``invoke``/``ainvoke`` stream through these)."""

    def __init__(self, *, check_input: InputCheck | None = None, check_resume: ResumeCheck | None = None,
                 _serde_allowlist: set[tuple[str, ...]] | None = None, **attributes: Any) -> None:
        super().__init__(**attributes)
        self.check_input = check_input
        self.check_resume = check_resume
        self._serde_allowlist = _serde_allowlist  # Pregel's constructor drops it: ``copy`` passes it back here

    @classmethod
    def of(cls, compiled: CompiledStateGraph[Any, PlannerSettings, Any, Any], check_input: InputCheck | None = None,
           check_resume: ResumeCheck | None = None) -> Self:
        """``compiled`` as this class (built from its attributes, as ``Pregel.copy`` builds a copy), with the checks."""
        attributes = {k: v for k, v in vars(compiled).items() if k != "__orig_class__"}
        return cls(**{**attributes, "check_input": check_input, "check_resume": check_resume})

    def turn_to_rerun(self, values: Any) -> Any:
        """The input that re-runs the turn a thread with nothing left to run holds unanswered, or None (this graph
        holds no turns; the chat graph names its last user message without a reply)."""
        return None

    def stream(self, input: Any, config: Any = None, **kwargs: Any) -> Iterator[Any]:
        claim = _claim(self.checkpointer, self._thread(config))
        try:
            if input is None and claim is not None and _resumes_the_head(config):
                input = self._unanswered(self.get_state(config))
            elif input is not None and self.check_input is not None:
                state = self.get_state(config) if claim is not None else None
                input = checked_input(input, state, self.check_input, self.check_resume)
            config, kwargs = _scoped(config, kwargs)
            nested, chunks = _nested_values(kwargs, self.stream_mode), super().stream(input, config, **kwargs)
        except BaseException:
            _release(claim)
            raise
        chunks = _named_no_input(chunks) if input is None and self.checkpointer in (None, False) else chunks
        held = _within(str(config["run_id"]), (chunk for chunk in chunks if not nested(chunk)), claim)
        if claim is not None:  # a stream never started runs no ``finally``: the thread is let go when it is dropped
            weakref.finalize(held, _release, claim)
        return held

    async def astream(self, input: Any, config: Any = None, **kwargs: Any) -> AsyncIterator[Any]:
        claim = _claim(self.checkpointer, self._thread(config))
        try:
            if input is None and claim is not None and _resumes_the_head(config):
                input = self._unanswered(await self.aget_state(config))
            elif input is not None and self.check_input is not None:
                state = (await self.aget_state(config)) if claim is not None else None
                input = checked_input(input, state, self.check_input, self.check_resume)
            config, kwargs = _scoped(config, kwargs)
            nested, chunks = _nested_values(kwargs, self.stream_mode), super().astream(input, config, **kwargs)
            if input is None and self.checkpointer in (None, False):
                chunks = _anamed_no_input(chunks)
            async for chunk in _awithin(str(config["run_id"]), chunks):
                if not nested(chunk):
                    yield chunk
        finally:
            _release(claim)

    def _unanswered(self, state: Any) -> Any:
        """What a resume of a thread in ``state`` runs: its unanswered turn again when nothing is left to run (a run
        killed after LangGraph checkpointed the user's message but before a node was due left no task: the resume
        ended at once and the turn was lost in silence), else None (LangGraph resumes what is due).

        The re-run input is the thread's own message, not a caller's: it is not checked as one (its id is the held
        message's, so it replaces that message in place and is not said twice). Once the turn is answered, a resume
        finds its reply last and runs nothing: the re-run happens once."""
        if state.next or state.interrupts or state.tasks:  # ``tasks`` alone: a step's writes saved, its checkpoint
            return None  # not: LangGraph applies them and goes on
        if not state.values:  # LangGraph's EmptyInputError ("Received no input for __start__") said nothing of why
            raise GraphInputError(_NOTHING_TO_RESUME)
        return self.turn_to_rerun(state.values)

    def _thread(self, config: Any) -> str | None:
        """The run's thread on this graph's own checkpointer (not one inherited from a graph that runs it in a node),
        as text; None when the run has none. A ``thread_id`` that names no thread is refused: LangGraph ran
        ``None`` or ``""`` without a word and checkpointed nothing, and a dict as a thread nobody can name again."""
        configurable = (config or {}).get("configurable") or {}
        if not isinstance(self.checkpointer, BaseCheckpointSaver) or "thread_id" not in configurable:
            return None  # no thread_id at all: LangGraph's own ValueError names it
        thread = configurable["thread_id"]
        if isinstance(thread, bool) or not isinstance(thread, (str, int)) or not str(thread).strip():
            raise GraphInputError(f"config thread_id must name the thread, a non-empty string (or a whole number), "
                                  f"got {type(thread).__name__} {str(thread)[:100]!r}")
        _check_thread_text(str(thread))
        return f"{str(thread)}\x00{configurable.get('checkpoint_ns') or ''}"


def _check_thread_text(thread: str) -> None:
    """A thread id another store or a later call could not name again is refused: a control character (PostgreSQL
    stores no NUL in text; a line end splits a log line) or more characters than the command line's ``--thread``
    takes (``MAX_THREAD_NAME``): one rule for a thread's name wherever it is given."""
    if not thread.isprintable():
        raise GraphInputError(f"config thread_id {thread[:100]!r} holds a control character: give a printable name")
    if len(thread) > MAX_THREAD_NAME:
        raise GraphInputError(f"config thread_id is {len(thread):,} characters long; give one of at most {MAX_THREAD_NAME}")


def _resumes_the_head(config: Any) -> bool:
    """Whether a run of ``config`` resumes the thread's latest checkpoint (not one it names: that replays history)."""
    return not ((config or {}).get("configurable") or {}).get("checkpoint_id")


_NOTHING_TO_RESUME = ("the input is None, which resumes a thread, and this thread holds no run to resume (nothing was "
                      "checkpointed on it): send an input to start it")
_NO_INPUT = ("the input must be an object, got None (no input resumes a thread, and this graph has no checkpointer): "
             "give {\"query\": TEXT} or {\"spec\": {...}}")


def _named_no_input(chunks: Iterator[Any]) -> Iterator[Any]:
    """``None`` as input resumes a thread; a graph without a checkpointer of its own has none, and LangGraph's
    ``EmptyInputError`` ("Received no input for __start__") would not say what to give: it is named here.

    LangGraph's documented error is caught rather than the run's checkpointer looked up beforehand: a graph run inside
    another graph's node may be lent that graph's checkpointer, and LangGraph says so only through a private config
    key. Such a run resumes (or fails) as LangGraph decides; only its ``EmptyInputError`` is named.
    """
    try:
        yield from chunks
    except EmptyInputError:
        raise GraphInputError(_NO_INPUT) from None


async def _anamed_no_input(chunks: AsyncIterator[Any]) -> AsyncIterator[Any]:
    """``_named_no_input`` for ``astream``."""
    try:
        async for chunk in chunks:
            yield chunk
    except EmptyInputError:
        raise GraphInputError(_NO_INPUT) from None


_RUNNING: set[tuple[int, str]] = set()  # (checkpointer, thread) of the runs in flight in this process
_RUNNING_LOCK = threading.Lock()


def _claim(checkpointer: Any, thread: str | None) -> tuple[int, str] | None:
    """The thread taken for one run, or a ``GraphInputError`` while another run of this process holds it.

    Two runs on one thread at once both read it as it was before either wrote: two requests were both planned
    into it (its state the last writer's, each caller told its own answer), or one answer was resumed twice.
    The LangGraph server queues a thread's runs itself (``multitask_strategy``); the command line claims a
    thread across processes (``execution.claims``); this holds an app's own threads and workers to one run.
    """
    if thread is None:
        return None
    key = (id(checkpointer), thread)
    with _RUNNING_LOCK:
        if key in _RUNNING:
            name = thread.split("\x00")[0]
            raise GraphInputError(f"thread {name!r} is in the middle of another run: a thread takes one run at a "
                                  "time; send this once that run has ended")
        _RUNNING.add(key)
    return key


def _release(claim: tuple[int, str] | None) -> None:
    """Let the thread go (again: a stream's ``finally`` and its finalizer may both call this)."""
    if claim is not None:
        with _RUNNING_LOCK:
            _RUNNING.discard(claim)


def _scoped(config: Any, kwargs: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The run's config with a run id (the caller's, else a new one) and a step limit (the caller's, else
    ``step_limit``), and its arguments with a context."""
    config = dict(config or {})
    config["run_id"] = config.get("run_id") or uuid7()
    if kwargs.get("context") is None:
        kwargs = {**kwargs, "context": PlannerSettings()}
    if "recursion_limit" not in config:
        config["recursion_limit"] = step_limit(validated_settings(kwargs["context"]))
    return config, kwargs


def _nested_values(kwargs: dict[str, Any], default_mode: Any) -> Callable[[Any], bool]:
    """Which chunks of a stream with these arguments are the values of a graph run inside a node (the planner in
    the chat's ``plan_trip``, the repair graph in ``repair_trip``): they are not passed on.

    With ``subgraphs=True`` LangGraph streams each nested graph's state beside the graph's own, under its namespace.
    The LangGraph SDK's ``useStream``, which Agent Chat UI runs with ``streamSubgraphs: true``, takes every values
    event for the thread's state (it sets apart only its subagents' ``tools:`` namespaces), so while a trip was
    planned it showed the planner's state, which has no messages: the conversation vanished until the reply came.
    A chunk's shape follows the arguments as LangGraph's ``_output`` writes it; where it carries no mode (several
    modes given as a tuple, not a list) nothing is dropped.
    """
    if not kwargs.get("subgraphs"):
        return lambda chunk: False
    if kwargs.get("version") == "v2":  # {"type": mode, "ns": namespace, "data": ...}
        return lambda part: part["type"] == "values" and bool(part["ns"])
    modes = kwargs.get("stream_mode") or default_mode
    if isinstance(modes, list):  # (namespace, mode, payload)
        return lambda chunk: chunk[1] == "values" and bool(chunk[0])
    only_values = modes == "values" or (not isinstance(modes, str) and list(modes) == ["values"])
    return lambda chunk: only_values and bool(chunk[0])  # (namespace, payload)


def step_limit(settings: PlannerSettings) -> int:
    """The supersteps a run of these settings may take: more than its loops can use, so only a graph that never
    stops is cut short.

    LangGraph's default (25) is less than a run may need: three bargaining iterations, each with its executor
    waves (the first, the re-sends of refused days, the repairs of faulty ones), a join after each wave, the
    checker and the bargain, then the solver, took 29 steps for a 7-day trip (a chat edit that failed with
    ``GraphRecursionError``). Each loop is bounded by a setting, so this bound is too.
    """
    waves = 1 + settings.max_resends + settings.max_repairs  # executor waves of one iteration, each followed by a join
    iteration = 1 + 2 * waves + (1 + settings.max_repairs) + 1  # coordinator, waves and joins, checks, bargain
    return 2 * (settings.max_iterations * iteration + 8)  # twice: extract, escalate, solve, finalize and a margin


def _within(run_id: str, chunks: Iterator[Any], claim: tuple[int, str] | None = None) -> Iterator[Any]:
    """``chunks``, run inside run ``run_id``'s scope (entered on the first chunk asked for: a stream never read holds
    nothing); the thread's claim is let go when the stream ends."""
    try:
        with run_scope(run_id):
            yield from chunks
    finally:
        _release(claim)


async def _awithin(run_id: str, chunks: AsyncIterator[Any]) -> AsyncIterator[Any]:
    with run_scope(run_id):
        async for chunk in chunks:
            yield chunk
