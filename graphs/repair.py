"""The repair graph: the run-time monitor, then the planner's own nodes on the released days only.

monitor → Send × released day_executor → join ⇄ (re-send refused days)
(or monitor → repair_solve at once, when a city lost every listing that fits)
→ checker ⇄ (re-plan faulty days of the affected set) → deliver_repair, or,
when the repair is not valid, one rung up: repair_solve (the exact solver on
the affected days, every other day fixed: a plan, or the proof that none
exists) → on that proof only, escalate (the coordinator: the route must
change) → day_executor … → checker → repair_solve widened (the whole trip,
or during the trip every day not lived: a plan, or the proof that no repair
exists) → deliver_repair.

It runs on the trip's own thread (its state extends the planner's), so the
repair is checkpointed like any run and resumes after a kill.

Two graphs share these nodes; only the entry differs. ``build_repair_graph``
takes the whole state (``graphs.replan`` runs it on a trip's thread, or on a
planner state in hand). The served one, ``repair_graph`` (langgraph.json's
``himap_travel_repair``), takes JSON (``RepairInput``: a delivered trip, its
plan, a disruption, the world earlier disruptions left) and starts with
``receive_trip``, which rebuilds the state a repair starts from; it answers
with ``RepairOutput`` (the repaired plan, its verdict, the repair report).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from langgraph.graph import END, START, StateGraph
from langgraph.types import Checkpointer, RetryPolicy

from himap_travel.graphs.guard import served
from himap_travel.graphs.retry import model_retry
from himap_travel.graphs.scope import RunScopedGraph
from himap_travel.nodes.checker import checker
from himap_travel.nodes.day_executor import day_executor
from himap_travel.nodes.deliver_repair import deliver_repair
from himap_travel.nodes.escalate import escalate
from himap_travel.nodes.join import join
from himap_travel.nodes.monitor import monitor
from himap_travel.nodes.receive_trip import check_repair_input, receive_trip
from himap_travel.nodes.repair_routing import after_repair_check, dispatch_released
from himap_travel.nodes.repair_solve import after_repair_solve, repair_solve
from himap_travel.nodes.routing import after_join
from himap_travel.planning.monitor.state import RepairInput, RepairOutput, RepairState
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import ExecutorInput


def build_repair_graph(retry: RetryPolicy | None = None) -> StateGraph[RepairState, PlannerSettings, RepairState, RepairState]:
    """The repair graph on a planner's state (a trip's thread, or a state in hand): its input is the whole state."""
    graph = StateGraph(RepairState, context_schema=PlannerSettings)
    _add_repair(graph, retry)
    graph.add_edge(START, "monitor")
    return graph


def build_served_repair_graph(
        retry: RetryPolicy | None = None) -> StateGraph[RepairState, PlannerSettings, RepairInput, RepairOutput]:
    """The repair graph on a trip given as JSON: ``receive_trip`` rebuilds the state, then the same nodes repair it."""
    graph = StateGraph(RepairState, context_schema=PlannerSettings, input_schema=RepairInput, output_schema=RepairOutput)
    graph.add_node("receive_trip", receive_trip)
    _add_repair(graph, retry)
    graph.add_edge(START, "receive_trip")
    graph.add_edge("receive_trip", "monitor")
    return graph


def _add_repair(graph: StateGraph[RepairState, PlannerSettings, Any, Any], retry: RetryPolicy | None) -> None:
    """The monitor and the ladder after it, from ``monitor`` to END."""
    retry = retry or model_retry()
    graph.add_node("monitor", monitor)
    graph.add_node("escalate", escalate, retry_policy=retry)
    graph.add_node("day_executor", day_executor, input_schema=ExecutorInput, retry_policy=retry)
    graph.add_node("join", join, defer=True)
    graph.add_node("checker", checker)
    graph.add_node("repair_solve", repair_solve)
    graph.add_node("deliver_repair", deliver_repair)

    graph.add_conditional_edges("monitor", dispatch_released,
                                ["day_executor", "checker", "escalate", "repair_solve", "deliver_repair", END])
    graph.add_conditional_edges("escalate", dispatch_released, ["day_executor", "checker", "repair_solve", "deliver_repair"])
    graph.add_edge("day_executor", "join")
    graph.add_conditional_edges("join", after_join, ["day_executor", "checker"])
    graph.add_conditional_edges("checker", after_repair_check, ["deliver_repair", "escalate", "repair_solve", "day_executor"])
    graph.add_conditional_edges("repair_solve", after_repair_solve, ["escalate", "deliver_repair"])
    graph.add_edge("deliver_repair", END)


def compile_repair(checkpointer: Checkpointer = None, retry: RetryPolicy | None = None) -> RunScopedGraph:
    """The compiled repair graph. Compiling takes longer than a repair, so it is done once per retry policy.

    Without a checkpointer the cached graph itself is returned: copying it costs a tenth of a day's repair.
    It is compiled with ``checkpointer=False``: run inside another graph's node (the chat's ``repair_trip``), a
    graph would otherwise inherit that graph's checkpointer and write its own checkpoints into the chat's thread.
    """
    compiled = _compiled(retry)
    return compiled if checkpointer is None else compiled.copy(update={"checkpointer": checkpointer})


@lru_cache(maxsize=8)
def _compiled(retry: RetryPolicy | None) -> RunScopedGraph:
    return RunScopedGraph.of(build_repair_graph(retry).compile(checkpointer=False, name="himap-travel-repair"))


def compile_served_repair(retry: RetryPolicy | None = None) -> RunScopedGraph:
    """The served repair graph; its input is checked before the run starts (``nodes.receive_trip.check_repair_input``).

    No checkpointer of its own: the LangGraph server brings one (a thread then holds the trip between repairs).
    """
    compiled = build_served_repair_graph(retry).compile(checkpointer=False, name="himap-travel-repair")
    return RunScopedGraph.of(compiled, check_repair_input)


repair_graph = compile_served_repair()  # the repair graph on JSON: trip, plan, disruption (`himap_travel_repair`)
serve = served(repair_graph)  # what langgraph.json names: the graph, its run context checked first
