"""The chat graph: a conversation around the planner - only which node follows which.

understand → (question → ask ⇄ until answered) → plan_trip (the planner as a
subgraph, or the previous plan kept) → reply. A reported disruption ("my
flight on day 1 was cancelled") goes understand → repair_trip (the run-time
monitor's repair graph) → reply. Problems and direct answers go straight to reply.
In an async run the nodes that only compute run on the event loop, reading a
message and planning each in a pool of their own (``graphs.concurrency``).
"""

from __future__ import annotations

from typing import Any

from langchain_core.messages import HumanMessage
from langgraph.graph import END, START, StateGraph
from langgraph.types import Checkpointer, RetryPolicy

from himap_travel.graphs.concurrency import PLANNING, READING, off_loop, on_loop
from himap_travel.graphs.guard import served
from himap_travel.graphs.planner import compile_planner
from himap_travel.graphs.replan import replan_state
from himap_travel.graphs.scope import RunScopedGraph
from himap_travel.nodes.chat.ask import ask, check_answer
from himap_travel.nodes.chat.chat_input import check_chat_input
from himap_travel.nodes.chat.plan_trip import make_plan_trip
from himap_travel.nodes.chat.question import question
from himap_travel.nodes.chat.repair_trip import make_repair_trip
from himap_travel.nodes.chat.reply import reply
from himap_travel.nodes.chat.routing import after_understanding
from himap_travel.nodes.chat.understand import understand
from himap_travel.planning.runtime.names import ObjectiveName
from himap_travel.planning.runtime.settings import ENTRY_OBJECTIVES, PlannerSettings
from himap_travel.state.chat_state import ChatInput, ChatOutput, ChatState


class ChatGraph(RunScopedGraph):
    """The chat's compiled graph: a resume of a thread that holds the user's last message unanswered answers it."""

    def turn_to_rerun(self, values: Any) -> Any:
        """The thread's last message when it is the user's (the turn never ran, or was cut before its reply was
        checkpointed and left nothing due), as the turn's input; None once a reply follows it."""
        messages = values.get("messages") if isinstance(values, dict) else None
        if messages and isinstance(messages[-1], HumanMessage):
            return {"messages": [messages[-1]]}
        return None


def build_chat_graph(checkpointer: Checkpointer = None, *, retry: RetryPolicy | None = None, planner: Any = None,
                     objective: ObjectiveName | None = ENTRY_OBJECTIVES["chat"]) -> ChatGraph:
    """The compiled chat graph; ``planner`` defaults to the planning graph (without checkpoints of its own).

    Interrupts need a checkpointer: scripts and tests pass one, the LangGraph server brings its own.
    ``objective``: what it plans for unless a thread asks otherwise ("best": the chat serves travellers); None
    follows the run context's ``objective`` (as ``flex run`` does, for the benchmark's "cheapest").
    """
    planner = planner or compile_planner(checkpointer=False, retry=retry)
    graph = StateGraph(ChatState, context_schema=PlannerSettings, input_schema=ChatInput, output_schema=ChatOutput)
    graph.add_node("understand", off_loop(understand, READING))
    graph.add_node("question", on_loop(question))
    graph.add_node("ask", off_loop(ask, READING))
    graph.add_node("plan_trip", off_loop(make_plan_trip(planner, objective), PLANNING))
    graph.add_node("repair_trip", off_loop(make_repair_trip(replan_state, objective), PLANNING))
    graph.add_node("reply", on_loop(reply))

    graph.add_edge(START, "understand")
    graph.add_conditional_edges("understand", after_understanding, ["reply", "question", "plan_trip", "repair_trip"])
    graph.add_edge("question", "ask")
    graph.add_conditional_edges("ask", after_understanding, ["reply", "question", "plan_trip", "repair_trip"])
    graph.add_edge("plan_trip", "reply")
    graph.add_edge("repair_trip", "reply")
    graph.add_edge("reply", END)
    return ChatGraph.of(graph.compile(checkpointer=checkpointer, name="himap-travel-chat"), check_chat_input, check_answer)


chat_graph = build_chat_graph()  # the chat graph (graph id "himap_travel_chat"); the server brings its own checkpointer
serve = served(chat_graph)  # what langgraph.json names: the graph, its run context checked first
