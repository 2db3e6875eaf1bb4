"""The run settings as LangGraph's context: a schema with descriptions, env fallback, clear errors."""

from __future__ import annotations

import pytest

from himap_travel.graphs.planner import compile_planner
from himap_travel.planning.runtime.resources import provide, resources_of, run_objects, settings_of
from himap_travel.planning.runtime.settings import PlannerSettings, SettingsError

GRAPH = compile_planner()


def test_every_setting_is_in_the_context_schema_with_a_description():
    schema = GRAPH.get_context_jsonschema()
    names = set(PlannerSettings.__dataclass_fields__)
    assert set(schema["properties"]) == names
    assert all(schema["properties"][name].get("description") for name in names)


def test_input_and_output_schemas_show_what_a_user_gives_and_gets():
    assert set(GRAPH.get_input_jsonschema()["properties"]) == {"query", "spec", "world"}
    output = set(GRAPH.get_output_jsonschema()["properties"])
    assert {"spec", "plan", "verdict", "status", "sigma_summary"} <= output
    assert not output & {"traces", "outcomes", "candidates", "sigma"}


def test_an_unknown_setting_names_the_allowed_ones():
    with pytest.raises(SettingsError, match=r"unknown setting\(s\) concurency; allowed: policy, executors"):
        PlannerSettings(concurency=3)


def test_a_context_given_as_json_is_validated():
    class Runtime:
        context = {"executors": 5, "policy": "expert"}

    assert settings_of(Runtime()).executors == 5
    with pytest.raises(SettingsError, match="unknown policy 'gpt'"):
        PlannerSettings(policy="gpt")
    with pytest.raises(SettingsError, match="executors must be at least 1"):
        PlannerSettings(executors=0)


def test_the_environment_fills_what_is_not_given(monkeypatch):
    monkeypatch.setenv("HIMAP_EXECUTORS", "7")
    monkeypatch.setenv("HIMAP_MONITORING", "false")
    assert PlannerSettings().executors == 7 and PlannerSettings().monitoring is False
    assert PlannerSettings(executors=2).executors == 2  # a value given wins
    monkeypatch.setenv("HIMAP_MAX_ITERATIONS", "three")
    with pytest.raises(SettingsError, match="HIMAP_MAX_ITERATIONS"):
        PlannerSettings()


def test_the_old_name_concurrency_still_sets_executors():
    assert PlannerSettings(concurrency=4).executors == 4


def test_given_objects_survive_an_ablation_and_per_run_ones_are_never_the_settings(sandbox):
    first, second = provide(PlannerSettings(executors=3), sandbox=sandbox), provide(PlannerSettings(), sandbox=sandbox)
    assert resources_of(first).sandbox is sandbox and resources_of(first).policy is resources_of(second).policy  # shared
    assert run_objects(first).cache is not run_objects(second).cache  # outside a run: each call its own (see test_run_context)
    ablated = first.with_ablation("sequential")
    assert ablated.executors == 1 and resources_of(ablated).sandbox is sandbox
    assert first.executors == 3 and run_objects(ablated).gate is not run_objects(first).gate
    with pytest.raises(SettingsError, match="unknown ablation"):
        first.with_ablation("no-checker")


def test_an_empty_variable_counts_as_unset(monkeypatch):
    monkeypatch.setenv("HIMAP_POLICY", "")
    monkeypatch.setenv("HIMAP_MONITORING", "")
    assert PlannerSettings().policy == "expert" and PlannerSettings().monitoring is True


def test_a_choice_an_ablation_or_the_solver_policy_would_never_use_is_listed_and_a_default_is_taken():
    """``unused_choices``: what a run would drop in silence (the CLI refuses it); the default cannot be told from none."""
    assert [name for name, _ in PlannerSettings(executors=5).unused_choices("sequential")] == ["executors"]
    assert PlannerSettings(executors=3).unused_choices("sequential") == []  # the default: taken
    assert PlannerSettings(executors=1).unused_choices("sequential") == []  # what the ablation sets: nothing dropped
    assert [name for name, _ in PlannerSettings(policy="solver", tool_cap=5).unused_choices()] == ["tool_cap"]
    assert [name for name, _ in PlannerSettings(policy="solver").unused_choices("no-coordinator")] == ["ablation"]
    focused = PlannerSettings(objective="cheapest", quality_focus="hotels")
    assert [name for name, _ in focused.unused_choices()] == ["quality_focus"]
    assert PlannerSettings(objective="best", quality_focus="hotels").unused_choices() == []
    assert PlannerSettings(policy="solver", solver_time_limit=30).unused_choices() == []  # the solver reads its limit

