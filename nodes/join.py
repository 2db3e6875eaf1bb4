"""join: after every branch has written, find the days whose commits Σ refused (to send again).

Σ's reducer logs each refusal; join reads the refusals logged since it last
looked, for the days that sent a commit in this step.
"""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from himap_travel.planning.runtime.resources import settings_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import PlannerState, latest_outcomes


def refused_days(state: PlannerState) -> list[int]:
    """Days whose latest commit Σ refused (an enforced rejection logged since the last join)."""
    sigma = state["sigma"]
    committing = {day for day, outcome in latest_outcomes(state).items() if outcome.commit is not None}
    new = sigma.rejections_since(state.get("rejections_seen", 0))
    return sorted({r.day for r in new if r.enforced and r.day in committing})


def join(state: PlannerState, runtime: Runtime[PlannerSettings]) -> dict[str, Any]:
    settings = settings_of(runtime)
    refused = refused_days(state)
    update: dict[str, Any] = {"pending": [], "rejections_seen": len(state["sigma"].rejections)}
    resends = state.get("resends", 0)
    if refused and resends < settings.max_resends:
        update.update(pending=refused, resends=resends + 1)
    return update
