"""What crosses the benchmark's boundaries: one query's result (runner → store → report)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from himap_travel.state.trace import RoleTrace


class RoleCalls(BaseModel):
    """Tool calls of one role over the whole run (every iteration and attempt)."""

    invocations: int = 0  # how many times the role decided (executors: days × attempts)
    tool_calls: int = 0
    cached: int = 0
    seconds: float = 0.0  # summed time inside the role's decisions


class QueryResult(BaseModel):
    """One query's outcome as the benchmark keeps it (one row of the results store)."""

    run_key: str
    position: int  # 0-based position in the split (the official pairing)
    asked: str = ""  # what was planned (``runner.asked_of``): a stored result asked otherwise is planned again ("": not recorded)
    query: str = ""
    level: str | None = None
    days: int | None = None
    plan: list[dict[str, Any]] | None = None  # the delivered plan in the submission format (None: undelivered)
    official_pass: bool = False
    strict_pass: bool = False
    failed_checks_official: list[str] = Field(default_factory=list)
    failed_checks_strict: list[str] = Field(default_factory=list)
    status: str | None = None  # the checker's verdict on the delivered plan (valid / invalid / unsat)
    iterations_used: int = 0  # bargaining iterations run
    delivered_iteration: int | None = None  # the iteration whose plan was delivered
    seconds: float = 0.0  # wall-clock of the whole query (plan and score)
    day_phase_seconds: float | None = None  # wall-clock of the day-planning phase (summed over iterations)
    roles: dict[str, RoleCalls] = Field(default_factory=dict)
    error: str | None = None
    assumptions: list[str] = Field(default_factory=list)  # what reading the text assumed (--from-text: a people count)
    not_kept: list[str] = Field(default_factory=list)  # wishes of the text no reader keeps, planned without (--from-text)
    role_traces: list[RoleTrace] = Field(default_factory=list)  # every role invocation, for training/export.py

    @property
    def delivered(self) -> bool:
        return isinstance(self.plan, list) and len(self.plan) > 0

    @property
    def failed(self) -> bool:
        """The run ended in an error before any verdict (an exception, a model server down): planned again on resume."""
        return self.error is not None and self.status is None and not self.delivered

    def trace_line(self) -> dict[str, Any]:
        """The per-query line of ``traces.jsonl``."""
        return {
            "position": self.position,
            "idx": self.position + 1,
            "level": self.level,
            "days": self.days,
            "delivered": self.delivered,
            "official_pass": self.official_pass,
            "strict_pass": self.strict_pass,
            "status": self.status,
            "seconds": round(self.seconds, 4),
            "day_phase_seconds": None if self.day_phase_seconds is None else round(self.day_phase_seconds, 4),
            "iterations_used": self.iterations_used,
            "delivered_iteration": self.delivered_iteration,
            "tool_calls": {role: calls.tool_calls for role, calls in self.roles.items()},
            "roles": {role: calls.model_dump() for role, calls in self.roles.items()},
            "failed_checks_strict": self.failed_checks_strict,
            "assumptions": self.assumptions,
            "not_kept": self.not_kept,
            "error": self.error,
        }

    def roles_line(self) -> dict[str, Any]:
        """The per-query line of ``roles.jsonl``: the delivered plan, its verdict, and every role's full trace."""
        return {
            "run_key": self.run_key,
            "position": self.position,
            "query": self.query,
            "plan": self.plan,
            "status": self.status,
            "official_pass": self.official_pass,
            "strict_pass": self.strict_pass,
            "traces": [trace.model_dump(mode="json") for trace in self.role_traces],
        }
