"""The solver as a test oracle: wherever a plan exists, the default graph must deliver a valid one.

Every train and validation_dev query runs through the default graph (the
hierarchy, with the solver as its fallback) and through the solver alone.
Both directions are checked: a plan the solver finds means the graph's plan
must be valid in both modes; a valid plan from the graph means the solver
must not call the request infeasible (it would be wrong).
"""

from __future__ import annotations

import pytest

from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.planning.solver import solve_trip


@pytest.mark.parametrize("split", ["train", "validation_dev"])
def test_the_default_graph_delivers_wherever_the_solver_finds_a_plan(split, planner, sandbox, train_queries, validation_queries):
    rows = train_queries if split == "train" else validation_queries
    misses, wrong_unsat = [], []
    for row in rows:
        exact = solve_trip(row.spec, sandbox, time_limit=120.0)  # the answer matters here, not the speed
        assert exact.status != "unknown", f"{split} #{row.position}: no answer within the time limit"
        out = planner.invoke({"spec": row.spec}, context=provide(PlannerSettings(), sandbox=sandbox))
        verdict = out["verdict"]
        valid = verdict is not None and verdict.official_pass and verdict.strict_pass
        if exact.status == "plan" and not valid:
            misses.append((row.position, verdict.failures[:3] if verdict else out.get("error")))
        if exact.status == "unsat" and valid:
            wrong_unsat.append((row.position, exact.certificate.message))
    assert misses == [], f"{split}: the graph missed plans the solver found"
    assert wrong_unsat == [], f"{split}: the solver called feasible requests infeasible"
