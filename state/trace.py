"""What a role did, as the graph keeps it: its tool calls and its decision (the training data's unit)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field


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
