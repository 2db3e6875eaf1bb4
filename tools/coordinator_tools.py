"""The coordinator's own tools: ``information_extractor`` and ``distribute_task``.

``information_extractor`` parses a TravelPlanner-style request with rules
(the expert's extractor; an LLM coordinator may instead fill the same
``TripSpec`` by structured output). ``distribute_task`` validates a proposed
allocation (every day covered once, budget hints within the total) and
records it as the coordinator's decision.
"""

from __future__ import annotations

from typing import Any

from langchain_core.tools import BaseTool, StructuredTool
from pydantic import BaseModel, Field, ValidationError

from himap_travel.domain.parsing import parse_query
from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.state.plan import Allocation
from himap_travel.state.trip import TripSpec, TripSpecError


class ExtractArgs(BaseModel):
    query: str = Field(description="the traveller's request, verbatim")


class ExtractResult(BaseModel):
    """``information_extractor``'s artifact: the request as a ``TripSpec`` (its one shape), or why none was read."""

    spec: TripSpec | None = None
    error: str | None = None
    missing: list[str] = Field(default_factory=list)


class DistributeArgs(BaseModel):
    allocation: dict[str, Any] = Field(description="route, transport, one task per day with its budget hint")


class DistributeResult(BaseModel):
    allocation: Allocation | None = None
    error: str | None = None


def check_allocation(allocation: Allocation, budget: float | None = None) -> list[str]:
    """What makes an allocation unusable: missing or repeated days, hints over the budget."""
    problems = []
    days = [task.day for task in allocation.tasks]
    if sorted(days) != list(range(1, len(days) + 1)):
        problems.append(f"tasks must cover days 1..{len(days)} once each, got {days}")
    total = budget if budget is not None else (allocation.tasks[0].budget_total if allocation.tasks else 0.0)
    hints = sum(task.budget_hint for task in allocation.tasks)
    if allocation.deficit == 0 and hints > total + 1e-6:
        problems.append(f"budget hints sum to {hints:,.2f}, over the total {total:,.2f}")
    return problems


def build_coordinator_tools(sandbox: Sandbox) -> list[BaseTool]:
    def information_extractor(query: str) -> tuple[str, ExtractResult]:
        try:
            spec = parse_query(query, sandbox)
        except TripSpecError as error:
            missing = list(getattr(error, "missing", []) or [])
            return f"Error: {error}", ExtractResult(error=str(error), missing=missing)
        return spec.model_dump_json(exclude={"query"}), ExtractResult(spec=spec)

    def distribute_task(allocation: dict[str, Any]) -> tuple[str, DistributeResult]:
        try:
            parsed = Allocation.model_validate(allocation)
        except ValidationError as error:
            return f"Error: malformed allocation: {error}", DistributeResult(error=str(error))
        problems = check_allocation(parsed)
        if problems:
            return "Error: " + "; ".join(problems), DistributeResult(error="; ".join(problems))
        lines = [f"day {t.day} ({t.role}) {t.current_city}: hint {t.budget_hint:,.0f}" for t in parsed.tasks]
        return "\n".join(["OK: " + parsed.rationale, *lines]), DistributeResult(allocation=parsed)

    return [
        StructuredTool.from_function(
            information_extractor,
            name="information_extractor",
            description="Parse the request into origin, destination, dates, days, cities to visit, people, budget and constraints.",
            args_schema=ExtractArgs,
            response_format="content_and_artifact",
        ),
        StructuredTool.from_function(
            distribute_task,
            name="distribute_task",
            description="Submit the plan's decomposition: route, transport mode, and one task (role, city, budget hint) per day.",
            args_schema=DistributeArgs,
            response_format="content_and_artifact",
        ),
    ]
