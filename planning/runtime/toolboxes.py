"""The tools each role may use, assembled for one run (search tools are built once per sandbox)."""

from __future__ import annotations

from functools import lru_cache

from langchain_core.tools import BaseTool

from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.domain.sandbox.world import world_in, world_key
from himap_travel.planning.runtime.resources import resources_of, run_objects
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.plan import DayTask
from himap_travel.state.sigma import Sigma
from himap_travel.tools.coordinator_tools import build_coordinator_tools
from himap_travel.tools.day_tools import build_day_tools
from himap_travel.tools.search_tools import build_search_tools
from himap_travel.tools.toolbox import ToolBox

COORDINATOR_ONLY = ("information_extractor", "distribute_task", "city_search")


@lru_cache(maxsize=16)
def _shared_tools(sandbox: Sandbox) -> tuple[BaseTool, ...]:
    return (*build_search_tools(sandbox), *build_coordinator_tools(sandbox))


def _toolbox(settings: PlannerSettings, tools: list[BaseTool], key: str, sandbox: Sandbox, max_calls: int | None = None) -> ToolBox:
    return ToolBox(
        tools,
        cache=run_objects(settings).cache.scoped(world_key(sandbox)),
        max_calls=max_calls,
        latency=settings.tool_latency,
        decision_latency=settings.decision_latency,
        latency_seed=settings.latency_seed,
        latency_key=key,
        parallel_calls=settings.parallel_calls,
    )


def coordinator_toolbox(settings: PlannerSettings, key: str, sandbox: Sandbox | None = None) -> ToolBox:
    """Coordinator: extraction, city search, the day executor's searches (to price routes), distribute_task.

    ``sandbox``: the world the run plans in (``runtime.resources.run_sandbox``); default the run's sandbox as loaded.
    """
    sandbox = sandbox or resources_of(settings).sandbox
    return _toolbox(settings, list(_shared_tools(sandbox)), key, sandbox)


def executor_toolbox(settings: PlannerSettings, task: DayTask, sigma: Sigma, key: str, sandbox: Sandbox | None = None) -> ToolBox:
    """Day executor: the searches, cost_enquiry and finish (bound to its day and Σ snapshot), capped, in ``sandbox``'s world.

    An executor plans one date, so it plans in that date's view of the world
    (``World.on``): what a disruption closed on that date is not offered at all.
    """
    sandbox = world_in(sandbox or resources_of(settings).sandbox).on(task.date)
    searches = [t for t in _shared_tools(sandbox) if t.name not in COORDINATOR_ONLY]
    return _toolbox(settings, [*searches, *build_day_tools(sandbox, task, sigma)], key, sandbox, max_calls=settings.tool_cap)
