"""Repair a planner state in hand after a disruption (``replan_state``): the repair graph on an in-memory copy.

The entry for callers that hold a planner state rather than a thread — the
chat graph ("my flight on day 1 was cancelled" → ``replan_state(state,
"flight:day1", settings)``): it runs the repair graph and returns the
repaired state. A trip's checkpointed thread is repaired by
``execution.replan.replan`` (the command line's ``replan``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from langchain_core.runnables import RunnableConfig

from himap_travel.graphs.repair import compile_repair
from himap_travel.graphs.retry import model_retry
from himap_travel.nodes.receive_trip import disruption_of
from himap_travel.planning.monitor.disruptions import Disruption
from himap_travel.planning.runtime.settings import PlannerSettings


def as_disruption(value: Disruption | Mapping[str, Any] | str) -> Disruption:
    """A disruption as ``KIND:TARGET`` text, an object of its fields, or a ``Disruption`` (a ``GraphInputError`` names what is wrong)."""
    return disruption_of(value)


def replan_state(state: Mapping[str, Any], disruption: Disruption | str, settings: PlannerSettings,
                 today: int | None = None) -> dict[str, Any]:
    """The repaired state of a planner state in hand (``spec``, ``plan``, ``result``, ``sigma``); nothing is checkpointed.

    ``today``: the trip's current day (``--today``): the days before it are lived and never change.
    No checkpointer at all: a trip's state holds Σ's whole log, and writing it
    at each step would cost more than the repair.
    """
    app = compile_repair(None, model_retry(settings.model_attempts, settings.retry_interval))
    config: RunnableConfig = {"max_concurrency": max(settings.executors, 4) + 2}
    repaired: dict[str, Any] = app.invoke({**state, "disruption": as_disruption(disruption), "today": today}, config, context=settings)
    return repaired
