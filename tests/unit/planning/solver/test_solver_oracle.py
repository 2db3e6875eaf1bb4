"""The solver as a test oracle: wherever a plan exists, the default graph must deliver a valid one.

Queries of train and validation_dev run through the default graph (the hierarchy, with the solver as its fallback)
and through the solver alone. Both directions are checked: a plan the solver finds means the graph's plan must be
valid in both modes; a valid plan from the graph means the solver must not call the request infeasible (it would be
wrong).

Not every query: the fewest that hold every kind of case of the split (``case_kinds``: each length and level, each
party size, each house rule, room type and transportation rule, a cuisine): 23 of the 110 (this file: 36 s of CPU
with all 110, 12 s with these; 2026-11-30). Every query of both splits has a plan (results/solver/solve_times.json: no
unsat, no unknown).
"""

from __future__ import annotations

import pytest

from himap_travel.domain.sandbox.queries import QueryRow
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.planning.solver import solve_trip


def case_kinds(row: QueryRow) -> set[tuple]:
    """What makes a query a case of its own kind for the solver and the graph: its length and level, its party's size
    (rooms' capacities), and each local constraint it carries, by value."""
    spec, local = row.spec, row.spec.local_constraint
    kinds: set[tuple] = {("length and level", spec.days, spec.level), ("people", spec.people_number)}
    kinds |= {(name, str(getattr(local, name))) for name in ("house_rule", "room_type", "transportation") if getattr(local, name)}
    return kinds | ({("cuisine",)} if local.cuisine else set())


def every_kind_once(rows: list[QueryRow]) -> list[QueryRow]:
    """A few rows that together hold every kind of case the split holds: greedily, the row adding the most kinds not yet
    held (the first such row on a tie, so the choice is the same every run)."""
    left, chosen = set().union(*map(case_kinds, rows)), []
    while left:
        best = max(rows, key=lambda row: len(case_kinds(row) & left))
        chosen.append(best)
        left -= case_kinds(best)
    return sorted(chosen, key=lambda row: row.position)


def test_the_chosen_queries_hold_every_kind_of_case(train_queries):
    chosen = every_kind_once(train_queries)
    assert set().union(*map(case_kinds, chosen)) == set().union(*map(case_kinds, train_queries))
    assert len(chosen) < len(train_queries) / 2 and chosen == every_kind_once(train_queries)


@pytest.mark.parametrize("split", ["train", "validation_dev"])
def test_the_default_graph_delivers_wherever_the_solver_finds_a_plan(split, planner, sandbox, train_queries, validation_queries):
    rows = every_kind_once(train_queries if split == "train" else validation_queries)
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
