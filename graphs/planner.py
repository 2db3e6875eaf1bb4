"""The planning graph: only which node follows which.

extract → coordinator → Send × D day_executor → join ⇄ (re-send refused days)
→ checker ⇄ (re-plan faulty days) → bargain → coordinator (at most K_max
iterations) → [solve, when no valid plan came of it] → finalize.
Under ``--policy solver``: extract → solve → finalize.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from langgraph.graph import END, START, StateGraph
from langgraph.types import Checkpointer, RetryPolicy

from himap_travel.graphs.guard import served
from himap_travel.graphs.retry import model_retry
from himap_travel.graphs.scope import RunScopedGraph
from himap_travel.nodes.bargain import bargain
from himap_travel.nodes.checker import checker
from himap_travel.nodes.coordinator import coordinator
from himap_travel.nodes.day_executor import day_executor
from himap_travel.nodes.extract import check_planner_input, extract
from himap_travel.nodes.finalize import finalize
from himap_travel.nodes.join import join
from himap_travel.nodes.receive_trip import world_changes
from himap_travel.nodes.routing import after_checker, after_extract, after_join, dispatch_days
from himap_travel.nodes.solve import solve
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import ExecutorInput, PlannerInput, PlannerOutput, PlannerState


def build_graph(retry: RetryPolicy | None = None) -> StateGraph[PlannerState, PlannerSettings, PlannerInput, PlannerOutput]:
    """The graph; the nodes that ask a model retry a failing server by ``retry``."""
    retry = retry or model_retry()
    graph = StateGraph(PlannerState, context_schema=PlannerSettings, input_schema=PlannerInput, output_schema=PlannerOutput)
    graph.add_node("extract", extract, retry_policy=retry)
    graph.add_node("coordinator", coordinator, retry_policy=retry)
    graph.add_node("day_executor", day_executor, input_schema=ExecutorInput, retry_policy=retry)
    graph.add_node("join", join, defer=True)
    graph.add_node("checker", checker)
    graph.add_node("bargain", bargain)
    graph.add_node("solve", solve)
    graph.add_node("finalize", finalize)

    graph.add_edge(START, "extract")
    graph.add_conditional_edges("extract", after_extract, ["coordinator", "solve", END])
    graph.add_conditional_edges("coordinator", dispatch_days, ["day_executor", "solve", "finalize"])
    graph.add_edge("day_executor", "join")
    graph.add_conditional_edges("join", after_join, ["day_executor", "checker"])
    graph.add_conditional_edges("checker", after_checker, ["day_executor", "bargain", "solve", "finalize"])
    graph.add_edge("bargain", "coordinator")
    graph.add_edge("solve", "finalize")
    graph.add_edge("finalize", END)
    return graph


def compile_planner(checkpointer: Checkpointer = None, retry: RetryPolicy | None = None) -> RunScopedGraph:
    """The compiled graph; scripts pass a checkpointer, the LangGraph server brings its own.

    Every input is checked before the run starts (``nodes.extract.check_planner_input``): a key the input schema
    does not list, a query that is not text, a spec and a query together, a new request on a thread that holds
    one are refused with a ``GraphInputError``.
    """
    compiled = build_graph(retry).compile(checkpointer=checkpointer, name="himap-travel")
    return RunScopedGraph.of(compiled, _checked_input)


def _checked_input(raw: Any, held: Mapping[str, Any] | None = None) -> Any:
    """``check_planner_input``, and ``world`` read as the repair graph reads it (else a wrong shape is a raw
    ``TypeError`` in a node, or plans silently in a world the caller did not mean)."""
    checked = check_planner_input(raw, held)
    if isinstance(checked, Mapping) and checked.get("world") is not None:
        world_changes(checked["world"])
    return checked


graph = compile_planner()  # the compiled planner for Python callers (`app.graph`)
serve = served(graph)  # what langgraph.json names for `langgraph dev` / Studio: the graph, its run context checked first
