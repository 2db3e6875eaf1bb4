"""coordinator: the strategic decision (``distribute_task``), and Σ reset or rolled back for the iteration."""

from __future__ import annotations

from langgraph.runtime import Runtime

from runtime.settings import PlannerContext, context_of
from nodes.flat import flat_allocation
from runtime.toolboxes import coordinator_toolbox
from state.graph_state import PlannerState, RoleTrace
from state.plan import PlanningError
from state.sigma import Checkpoint, Reset, Rollback


def coordinator(state: PlannerState, runtime: Runtime[PlannerContext]) -> dict:
    ctx = context_of(runtime)
    spec = state["spec"]
    iteration = state.get("iteration", 0) + 1
    feedback = list(state.get("feedback") or [])
    tools = coordinator_toolbox(ctx, f"coordinator:{iteration}")
    if iteration == 1:
        sigma_ops = [Reset(budget_total=spec.budget, days=spec.days, monitoring=ctx.monitoring), Checkpoint()]
    else:
        sigma_ops = [Rollback(), Checkpoint()]
    try:
        if ctx.coordinator:
            allocation = ctx.get_policy().allocate(spec, feedback, tools)
        else:
            allocation = flat_allocation(spec, tools)
    except PlanningError as error:  # no route at all: finalize reports it honestly
        trace = RoleTrace(role="coordinator", iteration=iteration, tool_calls=tools.trace, decision=f"error: {error}")
        return {"iteration": iteration, "error": f"no plan possible: {error}", "sigma": sigma_ops, "traces": [trace], "allocation": None}
    trace = RoleTrace(
        role="coordinator",
        iteration=iteration,
        observation="\n".join(f.model_dump_json() for f in feedback),
        tool_calls=tools.trace,
        decision=allocation.rationale,
    )
    return {
        "iteration": iteration,
        "max_iterations": ctx.max_iterations if ctx.bargaining else 1,
        "allocation": allocation,
        "sigma": sigma_ops,
        "resends": 0,
        "repairs": 0,
        "traces": [trace],
    }
