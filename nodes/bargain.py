"""bargain: the executors' typed feedback and the checker's verdict go back to the coordinator."""

from __future__ import annotations

from typing import Any

from himap_travel.state.graph_state import PlannerState, latest_outcomes
from himap_travel.state.plan import Feedback


def bargain(state: PlannerState) -> dict[str, Any]:
    allocation = state.get("allocation")
    feedback = Feedback(
        iteration=state["iteration"],
        infeasible=[o.infeasible for o in latest_outcomes(state).values() if o.infeasible],
        verdict=state.get("verdict"),
        route=allocation.route if allocation else [],
        transport=allocation.transport if allocation else "",
    )
    return {"feedback": [feedback]}
