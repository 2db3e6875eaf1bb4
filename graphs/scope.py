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
from himap_travel.planning.runtime.settings import PlannerSettings


class RunScopedGraph(CompiledStateGraph):
    """A compiled graph whose runs each get an id, a context and a scope (``invoke``/``ainvoke`` stream through these)."""

    @classmethod
    def of(cls, compiled: CompiledStateGraph, **extra: Any) -> Any:
        """``compiled`` as this class (built from its attributes, as ``Pregel.copy`` builds a copy), with ``extra`` ones."""
        attributes = {k: v for k, v in vars(compiled).items() if k != "__orig_class__"}
        return cls(**attributes, **extra)

    def stream(self, input: Any, config: Any = None, **kwargs: Any) -> Iterator[Any]:
        config, kwargs = _scoped(config, kwargs)
        return _within(str(config["run_id"]), super().stream(input, config, **kwargs))

    def astream(self, input: Any, config: Any = None, **kwargs: Any) -> AsyncIterator[Any]:
        config, kwargs = _scoped(config, kwargs)
        return _awithin(str(config["run_id"]), super().astream(input, config, **kwargs))


def _scoped(config: Any, kwargs: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The run's config with a run id (the caller's, else a new one), and its arguments with a context."""
    config = dict(config or {})
    config["run_id"] = config.get("run_id") or uuid7()
    if kwargs.get("context") is None:
        kwargs = {**kwargs, "context": PlannerSettings()}
    return config, kwargs


def _within(run_id: str, chunks: Iterator[Any]) -> Iterator[Any]:
    """``chunks``, run inside run ``run_id``'s scope (entered on the first chunk asked for: a stream never read holds nothing)."""
    with run_scope(run_id):
        yield from chunks


async def _awithin(run_id: str, chunks: AsyncIterator[Any]) -> AsyncIterator[Any]:
    with run_scope(run_id):
        async for chunk in chunks:
            yield chunk
