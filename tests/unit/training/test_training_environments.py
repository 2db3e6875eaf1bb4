"""The day environment answers a model's mistakes as the LLM policy does, and ends on the cap."""

from __future__ import annotations

import pytest

pytest.importorskip("datasets")

from himap_travel.planning.policies.llm.agent import NO_CALL
from himap_travel.training.environments import DayEnvironment, ParsedCall
from himap_travel.training.export import export


@pytest.fixture(scope="module")
def day_row(tmp_path_factory, sandbox):
    from himap_travel.harness.bench.config import BenchConfig
    from himap_travel.harness.bench.pipeline import run_bench

    folder = tmp_path_factory.mktemp("env")
    run_bench(BenchConfig(split="train", policy="expert", limit=1, out=folder / "run"), sandbox=sandbox, fresh=True)
    return next(row for row in export([folder / "run"], folder / "dataset", sandbox) if row.role == "stay")


def test_mistakes_get_error_observations_and_count_against_the_cap(day_row, sandbox):
    environment = DayEnvironment(sandbox, tool_cap=3)
    environment.reset(day_row.model_dump())
    assert environment.step([]) == [NO_CALL]
    assert environment.step([ParsedCall("", {"raw": "{"}, "not JSON")])[0].startswith("Error: could not parse")
    assert not environment.done
    assert environment.step([ParsedCall("teleport", {})])[0].startswith("Error: unknown tool 'teleport'")
    assert environment.done  # the cap of 3 is spent
    outcome = environment.outcome()
    assert not outcome["accepted"] and outcome["tool_calls"] == 3 and outcome["filled"] == 0
    assert outcome["violations"] == 0  # three errors are not yet "excessive" (more than 3)


def test_report_infeasible_ends_the_day_early(day_row, sandbox):
    environment = DayEnvironment(sandbox)
    environment.reset(day_row.model_dump())
    text = environment.step([ParsedCall("report_infeasible", {"violation_type": "budget", "reason": "too dear"})])[0]
    assert text.startswith("INFEASIBLE day") and environment.done
    outcome = environment.outcome()
    assert outcome["violations"] == 1 and outcome["tool_calls"] == 1 and not outcome["valid"]
