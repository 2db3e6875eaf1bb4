"""The one seam into LangGraph's internals (``graphs/scope.py``: ``RunScopedGraph``), pinned and tested.

What it relies on, each checked here so that a LangGraph release that changes it fails this file rather than
a run: a compiled graph rebuilt from its attributes (``Pregel.copy``'s own way) is the same graph; ``copy`` and
``with_config`` (which the LangGraph server calls to give a served graph its checkpointer) carry the checks and
the checkpoint allow-list; ``invoke``/``ainvoke`` go through the overridden ``stream``/``astream``; a caller streaming
subgraphs gets a nested graph's updates but not its values, in every chunk shape; the installed
LangGraph is the minor version the seam was checked on. Why no documented mechanism does it: docs/langgraph-seam.md.
"""

from __future__ import annotations

import asyncio
import tomllib
from importlib.metadata import version
from pathlib import Path

import pytest
from langgraph.graph import StateGraph
from packaging.requirements import Requirement
from typing_extensions import TypedDict

from himap_travel.graphs.chat import chat_graph
from himap_travel.graphs.planner import graph as planner_graph
from himap_travel.graphs.repair import repair_graph
from himap_travel.graphs.scope import RunScopedGraph
from himap_travel.nodes.extract import GraphInputError

ROOT = Path(__file__).resolve().parents[3]
SERVED = {"planner": planner_graph, "chat": chat_graph, "repair": repair_graph}


def test_the_installed_langgraph_is_the_pinned_minor_version():
    """The seam was checked on this minor version; ``pyproject.toml`` allows no other until this file passes on it."""
    listed = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    langgraph = next(Requirement(r) for r in listed if Requirement(r).name == "langgraph")
    assert langgraph.specifier.contains(version("langgraph"))
    assert not langgraph.specifier.contains("1.3.0")  # the next minor release is refused until checked


@pytest.mark.parametrize("name", sorted(SERVED))
def test_a_graph_rebuilt_from_its_attributes_is_the_same_graph(name):
    """``RunScopedGraph.of`` builds from ``vars(compiled)`` as ``Pregel.copy`` does: every attribute comes through."""
    compiled = SERVED[name].builder.compile()
    made = RunScopedGraph.of(compiled)
    for key, value in vars(compiled).items():
        if key != "__orig_class__":
            assert getattr(made, key) == value, key
    assert set(vars(made)) - set(vars(compiled)) == {"check_input", "check_resume"}


@pytest.mark.parametrize("name", sorted(SERVED))
def test_copy_and_with_config_keep_the_checks_and_the_allowlist(name):
    """The server copies a served graph to give it its checkpointer: a copy that lost the input check would let any
    input through, and one that lost the allow-list would read our types back as dicts under strict msgpack."""
    graph = SERVED[name]
    allowlist = {("himap_travel.state.trip", "TripSpec")}
    scoped = RunScopedGraph.of(graph.builder.compile(), graph.check_input, graph.check_resume)
    scoped._serde_allowlist = allowlist
    for made in (scoped.copy({"checkpointer": None}), scoped.with_config({"tags": ["x"]})):
        assert type(made) is RunScopedGraph
        assert made._serde_allowlist == allowlist
        assert (made.check_input, made.check_resume) == (graph.check_input, graph.check_resume)


def test_invoke_and_ainvoke_run_through_the_checked_stream():
    """A bad input is refused by the overridden ``stream``/``astream`` before a node runs, both ways."""
    assert planner_graph.check_input is not None
    with pytest.raises(GraphInputError):
        planner_graph.invoke({"qurey": "misspelt"})
    with pytest.raises(GraphInputError):
        asyncio.run(planner_graph.ainvoke({"qurey": "misspelt"}))


class _Count(TypedDict):
    n: int


def _graph_running_a_graph() -> RunScopedGraph:
    """A graph whose node runs another graph, as the chat's ``plan_trip`` runs the planner (namespace ``outer_node:``)."""
    inner = StateGraph(_Count)
    inner.add_node("inner_node", lambda state: {"n": state["n"] + 1})
    inner.set_entry_point("inner_node")
    compiled_inner = inner.compile()
    outer = StateGraph(_Count)
    outer.add_node("outer_node", lambda state: {"n": compiled_inner.invoke({"n": state["n"]})["n"]})
    outer.set_entry_point("outer_node")
    return RunScopedGraph.of(outer.compile())


@pytest.mark.parametrize("shape", ["list", "values", "updates", "v2", "async"])
def test_a_nested_graphs_values_are_not_streamed_its_updates_are(shape):
    """Agent Chat UI (``useStream`` with ``streamSubgraphs``) took the planner's values for the thread's, and the
    conversation vanished while a trip was planned: with ``subgraphs=True`` a nested graph's values are dropped in
    each shape LangGraph writes a chunk in, and its updates still come (docs/chat-serving.md documents them)."""
    graph, start = _graph_running_a_graph(), {"n": 0}
    if shape == "list":
        seen = [(ns, mode) for ns, mode, _ in graph.stream(start, stream_mode=["updates", "values"], subgraphs=True)]
    elif shape == "async":
        async def collect() -> list:
            return [(ns, mode) async for ns, mode, _ in graph.astream(start, stream_mode=["updates", "values"], subgraphs=True)]
        seen = asyncio.run(collect())
    elif shape == "v2":
        seen = [(p["ns"], p["type"]) for p in graph.stream(start, stream_mode=["updates", "values"], subgraphs=True, version="v2")]
    else:  # one mode: (namespace, payload)
        seen = [(ns, shape) for ns, _ in graph.stream(start, stream_mode=shape, subgraphs=True)]
    nested = {mode for ns, mode in seen if ns}
    assert "values" not in nested
    assert ((), "values") in seen or shape == "updates"  # the graph's own values still come
    if shape != "values":
        assert nested == {"updates"}  # the nested graph's steps are still seen


@pytest.mark.parametrize("name", sorted(SERVED))
def test_no_input_without_a_checkpointer_is_named_from_langgraphs_documented_error(name):
    """``None`` resumes a thread; a graph with no checkpointer has none. LangGraph raises its documented
    ``EmptyInputError`` ("Received no input for __start__"), which the seam names as what to give, in both APIs."""
    graph = SERVED[name]
    with pytest.raises(GraphInputError, match="no input resumes a thread, and this graph has no checkpointer"):
        graph.invoke(None)
    with pytest.raises(GraphInputError, match="no input resumes a thread, and this graph has no checkpointer"):
        asyncio.run(graph.ainvoke(None))


def test_the_seam_reads_no_private_langgraph_constant():
    """A graph lent a checkpointer by its caller is told only through LangGraph's private config key
    (``__pregel_checkpointer``): the seam does not read it (nor any other private module), so a release that moves
    it cannot change what the seam refuses."""
    source = (ROOT / "graphs" / "scope.py").read_text(encoding="utf-8")
    assert "langgraph.constants" not in source and "langgraph._internal" not in source
    assert "CONFIG_KEY_" not in source
