"""Shared fixtures: the real sandbox (imported once per test session) and the benchmark splits."""

from __future__ import annotations

import pytest

from graphs.planner import compile_planner
from runtime.settings import PlannerContext
from sandbox.queries import load_queries
from sandbox.index import Sandbox, load_sandbox


@pytest.fixture(scope="session")
def sandbox() -> Sandbox:
    return load_sandbox()


@pytest.fixture(scope="session")
def train_queries():
    return load_queries("train")


@pytest.fixture(scope="session")
def validation_queries():
    return load_queries("validation_dev")


@pytest.fixture(scope="session")
def expert_plans(sandbox, train_queries):
    """The expert's plan and route for a 3-day and a 5-day/2-city train query (what the script replays)."""
    planner = compile_planner()
    chosen = {}
    for row in train_queries:
        key = (row.spec.days, row.spec.visiting_city_number)
        if key in ((3, 1), (5, 2)) and key not in chosen:
            out = planner.invoke({"spec": row.spec}, context=PlannerContext(sandbox=sandbox))
            chosen[key] = (row.spec, out["result"])
    return chosen
