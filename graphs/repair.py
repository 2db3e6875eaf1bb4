"""The repair graph: the run-time monitor, then the planner's own nodes on the released days only.

monitor → Send × released day_executor → join ⇄ (re-send refused days)
(or monitor → escalate at once, when a city lost every listing that fits)
→ checker ⇄ (re-plan faulty days) → deliver_repair, or, when the repair
is not valid, one rung up: escalate (the coordinator: the route must change)
→ day_executor … → checker → solve (the exact solver: a plan, or the proof
that no repair exists) → deliver_repair.

It runs on the trip's own thread (its state extends the planner's), so the
repair is checkpointed like any run and resumes after a kill.
"""

from __future__ import annotations

from functools import lru_cache

from langgraph.graph import END, START, StateGraph
from langgraph.types import RetryPolicy

from graphs.retry import model_retry
from monitor.state import RepairState
from nodes.checker import checker
from nodes.day_executor import day_executor
from nodes.deliver_repair import deliver_repair
from nodes.escalate import escalate
from nodes.join import join
from nodes.monitor import monitor
from nodes.repair_routing import after_repair_check, dispatch_released
from nodes.routing import after_join
from nodes.solve import solve
from runtime.settings import PlannerSettings
from state.graph_state import ExecutorInput


def build_repair_graph(retry: RetryPolicy | None = None) -> StateGraph:
    retry = retry or model_retry()
    graph = StateGraph(RepairState, context_schema=PlannerSettings)
    graph.add_node("monitor", monitor)
    graph.add_node("escalate", escalate, retry_policy=retry)
    graph.add_node("day_executor", day_executor, input_schema=ExecutorInput, retry_policy=retry)
    graph.add_node("join", join, defer=True)
    graph.add_node("checker", checker)
    graph.add_node("solve", solve)
    graph.add_node("deliver_repair", deliver_repair)

    graph.add_edge(START, "monitor")
    graph.add_conditional_edges("monitor", dispatch_released, ["day_executor", "checker", "escalate", "solve", "deliver_repair", END])
    graph.add_conditional_edges("escalate", dispatch_released, ["day_executor", "checker", "solve", "deliver_repair"])
    graph.add_edge("day_executor", "join")
    graph.add_conditional_edges("join", after_join, ["day_executor", "checker"])
    graph.add_conditional_edges("checker", after_repair_check, ["deliver_repair", "escalate", "solve", "day_executor"])
    graph.add_edge("solve", "deliver_repair")
    graph.add_edge("deliver_repair", END)
    return graph


def compile_repair(checkpointer=None, retry: RetryPolicy | None = None):
    """The compiled repair graph. Compiling takes longer than a repair, so it is done once per retry policy.

    Without a checkpointer the cached graph itself is returned: copying it costs a tenth of a day's repair.
    """
    compiled = _compiled(retry)
    return compiled if checkpointer is None else compiled.copy(update={"checkpointer": checkpointer})


@lru_cache(maxsize=8)
def _compiled(retry: RetryPolicy | None):
    return build_repair_graph(retry).compile(name="himap-travel-repair")


repair_graph = compile_repair()
