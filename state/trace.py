"""What a role did: its tool calls and its decision (the training data's unit).

Traces are not kept in the checkpointed state (they were 80% of it): each node sends its
trace out of the run on LangGraph's custom stream, as ``{TRACE_EVENT: RoleTrace}``, and the
state counts them (``role_calls``). ``execution.run.run_plan`` collects them for the bench's
``traces.jsonl``/``roles.jsonl``; ``langgraph dev`` and Studio show them in the custom stream.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

TRACE_EVENT = "role_trace"  # the key of a trace in the custom stream
STEP = "step"  # and of the graph step it comes from


def in_run_order(events: list[dict[str, Any]]) -> list[RoleTrace]:
    """The traces of custom-stream events in the order the run made them: by step, then by day (a step's executors end in any order)."""
    ordered = sorted(events, key=lambda event: (event.get(STEP) or 0, event[TRACE_EVENT].day or 0))
    return [event[TRACE_EVENT] for event in ordered]


class ToolCallRecord(BaseModel):
    """One tool call as the trace keeps it (also the training data's observation)."""

    model_config = ConfigDict(frozen=True)

    name: str
    args: dict[str, Any]
    observation: str
    ok: bool = True
    cached: bool = False
    elapsed_ms: float = 0.0


class RoleTrace(BaseModel):
    """One role's episode: what it saw, the tools it called, what it decided (training data)."""

    model_config = ConfigDict(frozen=True)

    role: str  # "extractor", "coordinator", "executor"
    iteration: int
    day: int | None = None
    attempt: int = 1
    observation: str = ""
    tool_calls: list[ToolCallRecord] = Field(default_factory=list)
    decision: str = ""
    context: dict[str, Any] = Field(
        default_factory=dict,
        description="what the role was given, to replay it (training/export.py): an executor's task, Σ snapshot, "
        "avoided venues and note; the coordinator's request and bargaining feedback",
    )
    started: float = Field(default=0.0, description="wall-clock (epoch seconds) when the role began")
    ended: float = Field(default=0.0, description="wall-clock (epoch seconds) when it decided")
