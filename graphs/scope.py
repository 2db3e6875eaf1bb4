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
is stored on the graph or on the context.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from typing import Any

from langchain_core.utils.uuid import uuid7
from langgraph.graph.state import CompiledStateGraph

from himap_travel.planning.runtime.resources import run_scope
from himap_travel.planning.runtime.settings import PlannerSettings, validated_settings


class RunScopedGraph(CompiledStateGraph):
    """A compiled graph whose runs each get an id, a context and a scope (``invoke``/``ainvoke`` stream through these)."""

    @classmethod
    def of(cls, compiled: CompiledStateGraph, **extra: Any) -> Any:
        """``compiled`` as this class (built from its attributes, as ``Pregel.copy`` builds a copy), with ``extra`` ones."""
        attributes = {k: v for k, v in vars(compiled).items() if k != "__orig_class__"}
        made = cls(**attributes, **extra)
        made._serde_allowlist = compiled._serde_allowlist  # the constructor drops it (see ``copy``)
        return made

    def copy(self, update: dict[str, Any] | None = None) -> Any:
        """A copy that keeps the graph's checkpoint allowlist.

        ``Pregel.copy`` drops it, and the LangGraph server gives a served graph its own checkpointer by copying
        the graph: under ``LANGGRAPH_STRICT_MSGPACK=true`` that checkpointer would then refuse every type of our
        state (a plan read back as plain dicts). With the list kept, the graph hands it to the server's
        checkpointer (``Pregel._resolve_checkpointer``).
        """
        made = super().copy(update)
        made._serde_allowlist = self._serde_allowlist
        return made

    def stream(self, input: Any, config: Any = None, **kwargs: Any) -> Iterator[Any]:
        config, kwargs = _scoped(config, kwargs)
        return _within(str(config["run_id"]), super().stream(input, config, **kwargs))

    def astream(self, input: Any, config: Any = None, **kwargs: Any) -> AsyncIterator[Any]:
        config, kwargs = _scoped(config, kwargs)
        return _awithin(str(config["run_id"]), super().astream(input, config, **kwargs))


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


def _within(run_id: str, chunks: Iterator[Any]) -> Iterator[Any]:
    """``chunks``, run inside run ``run_id``'s scope (entered on the first chunk asked for: a stream never read holds nothing)."""
    with run_scope(run_id):
        yield from chunks


async def _awithin(run_id: str, chunks: AsyncIterator[Any]) -> AsyncIterator[Any]:
    with run_scope(run_id):
        async for chunk in chunks:
            yield chunk
