"""Export round-trips a bench run: each row replays in its environment to the recorded decision and rewards."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("datasets")

from himap_travel.harness.bench.config import BenchConfig
from himap_travel.harness.bench.pipeline import run_bench
from himap_travel.training.environments import CoordinatorEnvironment, DayEnvironment, ParsedCall
from himap_travel.training.export import ExportError, RoleRow, export, load_rows
from himap_travel.training.rewards import role_objective


@pytest.fixture(scope="module")
def exported(tmp_path_factory, sandbox):
    """The expert's bench run of the first train query (3 days), exported."""
    folder = tmp_path_factory.mktemp("export")
    run_bench(BenchConfig(split="train", policy="expert", limit=1, out=folder / "run"), sandbox=sandbox, fresh=True)
    rows = export([folder / "run"], folder / "dataset", sandbox)
    return folder, rows


def test_a_bench_run_keeps_every_role_invocation_with_what_it_was_given(exported):
    folder, _ = exported
    line = json.loads((folder / "run" / "roles.jsonl").read_text().splitlines()[0])
    roles = [trace["role"] for trace in line["traces"]]
    assert roles.count("coordinator") == 1 and roles.count("executor") == 3
    executor = next(t for t in line["traces"] if t["role"] == "executor")
    assert set(executor["context"]) == {"task", "sigma", "avoid", "note"}


def test_the_dataset_has_one_row_per_role_invocation_in_both_formats(exported):
    from datasets import load_from_disk

    folder, rows = exported
    assert [row.role for row in rows] == ["coordinator", "departure", "stay", "return"]
    dataset = load_from_disk(str(folder / "dataset"))
    assert len(dataset) == 4 and set(RoleRow.model_fields) == set(dataset.column_names)
    assert load_rows(folder / "dataset") == rows
    assert {row.split for row in rows} == {"train"} and {row.position for row in rows} == {0}
    assert len({row.id for row in rows}) == 4


def test_completions_are_openai_tool_call_turns(exported):
    _, rows = exported
    for row in rows:
        assert [m["role"] for m in row.prompt] == ["system", "user"]
        roles = [m["role"] for m in row.completion]
        assert roles == ["assistant", "tool"] * (len(roles) // 2)
        for call_message, result in zip(row.completion[::2], row.completion[1::2], strict=True):
            call = call_message["tool_calls"][0]
            assert result["tool_call_id"] == call["id"] and isinstance(json.loads(call["function"]["arguments"]), dict)
    assert json.loads(rows[0].completion[-2]["tool_calls"][0]["function"]["arguments"]).keys() == {"visiting_cities", "transportation"}


def test_an_executor_row_replays_in_its_environment_to_the_same_day_and_reward(exported, sandbox):
    _, rows = exported
    for row in rows[1:]:
        environment = DayEnvironment(sandbox)
        assert environment.reset(row.model_dump()) == row.prompt
        for call_message, result in zip(row.completion[::2], row.completion[1::2], strict=True):
            function = call_message["tool_calls"][0]["function"]
            observation = environment.step([ParsedCall(function["name"], json.loads(function["arguments"]))])[0]
            assert result["content"].startswith(observation[:200])
        assert environment.done
        outcome = environment.outcome()
        assert outcome["accepted"] and outcome == json.loads(row.outcome)
        assert role_objective(outcome) == pytest.approx(row.objective)
        assert row.official_pass and outcome["valid"]


def test_the_coordinator_row_replays_to_an_accepted_route(exported, sandbox):
    _, rows = exported
    row = rows[0]
    environment = CoordinatorEnvironment(sandbox)
    assert environment.reset(row.model_dump()) == row.prompt
    decision = row.completion[-2]["tool_calls"][0]["function"]
    assert environment.step([ParsedCall("distribute_task", json.loads(decision["arguments"]))])[0].startswith("OK: tasks created")
    outcome = environment.outcome()
    assert outcome["allocated"] and outcome["valid"]  # the expert's days on the expert's route pass
    assert row.reward_extract == 1.0 and row.n_iter == 1


def test_a_folder_without_role_traces_is_refused(tmp_path, sandbox):
    with pytest.raises(ExportError, match="roles.jsonl"):
        export([tmp_path], tmp_path / "out", sandbox)
