"""The tools each role may use, assembled for one run (search tools are built once per sandbox)."""

from __future__ import annotations

from functools import lru_cache

from langchain_core.tools import BaseTool

from runtime.settings import PlannerContext
from state.plan import DayTask
from state.sigma import Sigma
from tools.coordinator_tools import build_coordinator_tools
from tools.day_tools import build_day_tools
from sandbox.index import Sandbox
from tools.toolbox import ToolBox
from tools.travel_tools import build_search_tools


@lru_cache(maxsize=4)
def _shared_tools(sandbox: Sandbox) -> tuple[BaseTool, ...]:
    return (*build_search_tools(sandbox), *build_coordinator_tools(sandbox))


def coordinator_toolbox(ctx: PlannerContext, key: str) -> ToolBox:
    """Coordinator: extraction, city search, the day planner's searches (to price routes), distribute_task."""
    return ToolBox(
        _shared_tools(ctx.get_sandbox()),
        cache=ctx.cache,
        latency=ctx.tool_latency,
        decision_latency=ctx.decision_latency,
        latency_key=key,
    )


def executor_toolbox(ctx: PlannerContext, task: DayTask, sigma: Sigma, key: str) -> ToolBox:
    """Day planner: the searches, cost_enquiry and finish (bound to its day and Σ snapshot), capped."""
    sandbox = ctx.get_sandbox()
    searches = [t for t in _shared_tools(sandbox) if t.name not in ("information_extractor", "distribute_task", "city_search")]
    return ToolBox(
        [*searches, *build_day_tools(sandbox, task, sigma)],
        cache=ctx.cache,
        max_calls=ctx.executor_tool_cap,
        latency=ctx.tool_latency,
        decision_latency=ctx.decision_latency,
        latency_key=key,
    )
