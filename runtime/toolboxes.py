"""The tools each role may use, assembled for one run (search tools are built once per sandbox)."""

from __future__ import annotations

from functools import lru_cache

from langchain_core.tools import BaseTool

from runtime.resources import resources_of
from runtime.settings import PlannerSettings
from sandbox.index import Sandbox
from state.plan import DayTask
from state.sigma import Sigma
from tools.coordinator_tools import build_coordinator_tools
from tools.day_tools import build_day_tools
from tools.search_tools import build_search_tools
from tools.toolbox import ToolBox

COORDINATOR_ONLY = ("information_extractor", "distribute_task", "city_search")


@lru_cache(maxsize=4)
def _shared_tools(sandbox: Sandbox) -> tuple[BaseTool, ...]:
    return (*build_search_tools(sandbox), *build_coordinator_tools(sandbox))


def _toolbox(settings: PlannerSettings, tools: list[BaseTool], key: str, max_calls: int | None = None) -> ToolBox:
    return ToolBox(
        tools,
        cache=resources_of(settings).cache,
        max_calls=max_calls,
        latency=settings.tool_latency,
        decision_latency=settings.decision_latency,
        latency_seed=settings.latency_seed,
        latency_key=key,
        parallel_calls=settings.parallel_calls,
    )


def coordinator_toolbox(settings: PlannerSettings, key: str) -> ToolBox:
    """Coordinator: extraction, city search, the day executor's searches (to price routes), distribute_task."""
    return _toolbox(settings, list(_shared_tools(resources_of(settings).sandbox)), key)


def executor_toolbox(settings: PlannerSettings, task: DayTask, sigma: Sigma, key: str) -> ToolBox:
    """Day executor: the searches, cost_enquiry and finish (bound to its day and Σ snapshot), capped."""
    sandbox = resources_of(settings).sandbox
    searches = [t for t in _shared_tools(sandbox) if t.name not in COORDINATOR_ONLY]
    return _toolbox(settings, [*searches, *build_day_tools(sandbox, task, sigma)], key, max_calls=settings.tool_cap)
