"""What a compiled graph checks before a run starts, for Python callers and the LangGraph server alike.

Things LangGraph lets through without a word, each refused here with a
message that names the cause:

* **An input the graph would read otherwise than meant.** A dict input is
  mapped onto the input schema's keys and the rest is dropped (a misspelt
  key, or a setting put in the input, would be ignored), and no type is
  checked. ``checked_input`` runs the graph's own check
  (``check_input(input, held)``) on every new input before the run starts,
  so a refused input writes nothing to the thread. ``held`` is what the
  thread already holds (empty without a checkpointer or a thread): a thread
  that planned one request must not be handed another, whose answer would
  mix with the first.
* **Context keys the schema does not list, over HTTP.** ``langgraph dev``
  drops them from the context before the run sees it (``PlannerSettings``
  refuses them in Python). ``served(graph)`` is the graph factory
  ``langgraph.json`` names: the server hands a factory the run's context as
  the caller gave it, and this one checks it with
  ``runtime.settings.validated_settings``.

* **A ``Command`` that is not an answer.** A caller resumes a thread with
  ``Command(resume=...)``; ``update``/``goto`` from a caller would write any
  state key unchecked (a plan and a "valid" verdict of its own), so they are
  refused. A resume is refused when the thread waits for no answer (LangGraph
  would run nothing and return the old state as if answered), and its value
  is checked by the graph's ``check_resume`` when it has one. One ``goto`` is
  taken: ``Command(goto=END)`` alone on a thread that waits, Agent Chat UI's
  "Mark as resolved", is turned into the answer ``{"type": "resolve"}`` when
  the graph's ``check_resume`` takes it (the chat: the question is cancelled).

* **A resume keyed by interrupt ids the thread is not waiting on.** LangGraph
  resumes only the interrupts a ``{id: answer}`` map names; an id the thread
  does not hold was dropped without a word and the same question asked again,
  so such a resume is refused with the ids it waits on.
* **A client writing a thread's state over HTTP.** ``POST /threads/{id}/state``
  (and ``POST /threads`` with ``supersteps``) call ``aupdate_state``: any key,
  a plan and a "valid" verdict too, written as if a node had computed them,
  and the next run (a ``null`` input) delivers them as its answer. The served
  factory refuses that access (``threads.update``); a thread's state is
  written by its runs, whose inputs are checked. Python callers that own the
  graph keep ``update_state`` (``flex.replay`` writes a node's update so).
* **A ``data_dir`` that is no data folder, over HTTP.** It failed inside the
  run as ``DataDirError``/``OSError``, whose message the server hides ("An
  internal error occurred"); the factory checks it first and names the setting.

A refused input or context fails the run with the typed error (over HTTP:
the run's ``__error__`` carries its class and message).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from typing import Any

from langgraph.graph import END
from langgraph.graph.state import CompiledStateGraph
from langgraph.types import Command
from langgraph_sdk.runtime import ServerRuntime

from himap_travel.domain.sandbox.paths import database_files
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.extract import GraphInputError
from himap_travel.planning.runtime.settings import SettingsError, validated_settings

InputCheck = Callable[[Any, dict[str, Any]], Any]  # (the new input, the thread's values) -> the input to run, or a raised error
ResumeCheck = Callable[[Any], Any]  # (a resume value) -> None, or a raised error
_INTERRUPT_ID = lazy_compile(r"[0-9a-f]{32}")  # LangGraph's interrupt ids: a resume may map them to their answers


def checked_input(input: Any, state: Any, check_input: InputCheck, check_resume: ResumeCheck | None) -> Any:
    """The input to run: a new input through ``check_input``, a ``Command`` only as an answer the thread waits for.

    ``state`` is the thread's snapshot (None without a checkpointer or a thread); ``graphs.scope.RunScopedGraph``
    calls this before every run that has an input.
    """
    if isinstance(input, Command):
        commands = [input]
    else:
        commands = [i for i in input if isinstance(i, Command)] if isinstance(input, (list, tuple)) else []
    if not commands:
        return check_input(input, state.values if state is not None else {})
    if isinstance(input, Command) and _resolves(input) and state is not None and state.interrupts and _takes(check_resume, _RESOLVE):
        return Command(resume=_RESOLVE)  # Agent Chat UI's "Mark as resolved": the graph's question is cancelled
    for command in commands:
        _check_command(command, state, check_resume)
    return input


def _check_command(command: Command[Any], state: Any, check_resume: ResumeCheck | None) -> None:
    if command.update is not None or command.goto or command.graph is not None:
        raise GraphInputError("a run takes a new input, or Command(resume=ANSWER) to answer the thread's question; "
                              "Command(update=...)/goto would write the state unchecked (use a new input)")
    if state is None:
        raise GraphInputError("Command(resume=...) answers a question a thread is waiting on: give the thread "
                              "(config {\"configurable\": {\"thread_id\": ...}}, and a checkpointer)")
    if not state.interrupts:
        raise GraphInputError("this thread is waiting for no answer: send a new input instead of Command(resume=...)")
    keyed = _keyed_answers(command.resume)
    if keyed is not None:
        waiting = {interrupt.id for interrupt in state.interrupts}
        unknown = sorted(set(keyed) - waiting)
        if unknown:
            raise GraphInputError(f"resume names interrupt id(s) {', '.join(unknown)} this thread is not waiting on "
                                  f"(it waits on {', '.join(sorted(waiting))}): the answer would be dropped")
    if check_resume is not None:
        for value in _answers(command.resume):
            check_resume(value)


def _takes(check_resume: ResumeCheck | None, answer: Any) -> bool:
    """Whether the graph's ``check_resume`` accepts ``answer`` (a graph without one takes no decision shapes)."""
    if check_resume is None:
        return False
    try:
        check_resume(answer)
    except GraphInputError:
        return False
    return True


_RESOLVE = {"type": "resolve"}


def _resolves(command: Command[Any]) -> bool:
    """``Command(goto=END)`` alone: what Agent Chat UI sends for "Mark as resolved" on a question."""
    goto = command.goto if isinstance(command.goto, (list, tuple)) else [command.goto]
    return command.update is None and command.resume is None and command.graph is None and list(goto) == [END]


def _keyed_answers(resume: Any) -> Mapping[Any, Any] | None:
    """``resume`` when it maps interrupt ids to answers, else None (one answer)."""
    if isinstance(resume, Mapping) and resume and all(_INTERRUPT_ID.fullmatch(str(key)) for key in resume):
        return resume
    return None


def _answers(resume: Any) -> list[Any]:
    """The answers in a resume value: one, or one per interrupt when it maps interrupt ids to answers."""
    keyed = _keyed_answers(resume)
    return list(keyed.values()) if keyed is not None else [resume]


def served(graph: CompiledStateGraph[Any, Any, Any, Any]) -> Callable[[ServerRuntime[Any]], CompiledStateGraph[Any, Any, Any, Any]]:
    """The graph factory ``langgraph.json`` names for ``graph``: the run's context is checked as the CLI checks it."""

    def factory(runtime: ServerRuntime[Any]) -> CompiledStateGraph[Any, Any, Any, Any]:
        if getattr(runtime, "access_context", None) == "threads.update":  # the graph would write a client's values as a node's
            raise GraphInputError(_NO_UPDATE)
        execution = runtime.execution_runtime  # None when the server only reads the graph (its schemas, a thread's state)
        if execution is not None:
            _check_data_dir(validated_settings(execution.context))
        return graph

    factory.__doc__ = f"The served {graph.get_name()} graph (its run context checked first)."
    return factory


_NO_UPDATE = ("a thread's state is written by its runs only: a state update would write any key (a plan, a 'valid' "
              "verdict) as if a node had computed it; send a new input, or resume with {\"command\": {\"resume\": ...}}")


def _check_data_dir(settings: Any) -> None:
    """A ``data_dir`` setting that holds the sandbox database, or a ``SettingsError`` naming it.

    Inside the run it would fail as ``DataDirError``/``OSError`` (a path too long), which the server reports
    as "An internal error occurred": the caller would not learn which setting was wrong.
    """
    if getattr(settings, "data_dir", None) is None:
        return
    if not os.path.isabs(settings.data_dir):  # resolving it would ask for the server's working folder (a blocking call)
        raise SettingsError(f"setting data_dir: give an absolute path on the server (got {settings.data_dir[:300]!r})")
    try:
        database_files(settings.data_dir)
    except OSError as error:  # DataDirError is one
        raise SettingsError(f"setting data_dir: not a data folder ({str(error)[:300]})") from None
