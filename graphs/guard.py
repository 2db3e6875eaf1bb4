"""What a compiled graph checks before a run starts, for Python callers and the LangGraph server alike.

Things LangGraph lets through without a word, each refused here with a
message that names the cause:

* **An input the graph would read otherwise than meant.** A dict input is
  mapped onto the input schema's keys and the rest is dropped (a misspelt
  key, or a setting put in the input, would be ignored), and no type is
  checked. ``CheckedInputGraph`` runs the graph's own check
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

A refused input or context fails the run with the typed error (over HTTP:
the run's ``__error__`` carries its class and message).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.graph.state import CompiledStateGraph
from langgraph.types import Command
from langgraph_sdk.runtime import ServerRuntime

from runtime.settings import validated_settings

InputCheck = Callable[[Any, dict], Any]  # (the new input, the thread's values) -> the input to run, or a raised error


class CheckedInputGraph(CompiledStateGraph):
    """A compiled graph that runs ``check_input`` on each new input (``invoke`` and ``ainvoke`` stream through these)."""

    def __init__(self, *, check_input: InputCheck, **attributes: Any) -> None:
        super().__init__(**attributes)
        self.check_input = check_input

    @classmethod
    def of(cls, compiled: CompiledStateGraph, check_input: InputCheck) -> CheckedInputGraph:
        """``compiled`` with the check (built from its attributes, as ``Pregel.copy`` builds a copy)."""
        attributes = {k: v for k, v in vars(compiled).items() if k != "__orig_class__"}
        return cls(check_input=check_input, **attributes)

    def stream(self, input: Any, config: Any = None, **kwargs: Any):
        if _is_new(input):
            input = self.check_input(input, self.get_state(config).values if self._threaded(config) else {})
        return super().stream(input, config, **kwargs)

    async def astream(self, input: Any, config: Any = None, **kwargs: Any):
        if _is_new(input):
            held = (await self.aget_state(config)).values if self._threaded(config) else {}
            input = self.check_input(input, held)
        async for chunk in super().astream(input, config, **kwargs):
            yield chunk

    def _threaded(self, config: Any) -> bool:
        """A run on a thread of this graph's own checkpointer (not one inherited from a graph that runs it in a node)."""
        thread = ((config or {}).get("configurable") or {}).get("thread_id")
        return isinstance(self.checkpointer, BaseCheckpointSaver) and thread is not None


def _is_new(input: Any) -> bool:
    """A new input to check; not a resumed thread (None) nor a ``Command``."""
    if input is None or isinstance(input, Command):
        return False
    return not (isinstance(input, (list, tuple)) and any(isinstance(item, Command) for item in input))


def served(graph: CompiledStateGraph) -> Callable[[ServerRuntime], CompiledStateGraph]:
    """The graph factory ``langgraph.json`` names for ``graph``: the run's context is checked as the CLI checks it."""

    def factory(runtime: ServerRuntime) -> CompiledStateGraph:
        execution = runtime.execution_runtime  # None when the server only reads the graph (its schemas, a thread's state)
        if execution is not None:
            validated_settings(execution.context)
        return graph

    factory.__doc__ = f"The served {graph.get_name()} graph (its run context checked first)."
    return factory
