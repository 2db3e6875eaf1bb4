"""Settings from the environment are read exactly or refused, as flags are (issue 23).

A yes/no variable with another word ("maybe") was read as on; ``plan`` gave
its own defaults over ``HIMAP_POLICY``/``HIMAP_EXECUTORS`` and so never saw
a bad value there; ``--concurrency 0`` fell back to the default of 3.
"""

from __future__ import annotations

import pytest

from himap_travel.planning.runtime.settings import PlannerSettings, SettingsError
from tests.support.faultkit import QUERY, assert_clean_exit, assert_refused, cli_env, run_cli, run_in_process


@pytest.mark.parametrize("word, on", [("off", False), ("No", False), ("0", False), ("yes", True), ("TRUE", True), ("1", True)])
def test_a_yes_no_variable_reads_its_words(monkeypatch, word, on):
    monkeypatch.setenv("HIMAP_SOLVER_FALLBACK", word)
    assert PlannerSettings().solver_fallback is on


@pytest.mark.parametrize("word", ["maybe", "2", "enabled"])
def test_a_yes_no_variable_with_another_word_is_refused(monkeypatch, word):
    monkeypatch.setenv("HIMAP_SOLVER_FALLBACK", word)
    with pytest.raises(SettingsError, match=f"HIMAP_SOLVER_FALLBACK='{word}' is not a yes/no value"):
        PlannerSettings()


@pytest.mark.parametrize("run, variable, value, cause", [  # one real process; the other variables in this one
    (run_cli, "HIMAP_POLICY", "bogus", "unknown policy 'bogus'"),
    (run_in_process, "HIMAP_EXECUTORS", "0", "executors must be at least 1"),
    (run_in_process, "HIMAP_MAX_ITERATIONS", "1e3", "HIMAP_MAX_ITERATIONS"),
    (run_in_process, "HIMAP_SOLVER_FALLBACK", "maybe", "not a yes/no value"),
])
def test_plan_refuses_a_bad_setting_in_the_environment(run, variable, value, cause):
    assert_refused(run("plan", QUERY, env=cli_env(**{variable: value}), timeout=120), cause)


def test_plan_takes_the_policy_from_the_environment():
    result = run_cli("plan", QUERY, "--json", env=cli_env(HIMAP_POLICY="solver"), timeout=120)
    assert_clean_exit(result, 0)
    nodes = result.stderr.split()
    assert "solve" in nodes and "coordinator" not in nodes, result.stderr  # the solver planned, not the hierarchy


def test_concurrency_zero_is_refused_not_the_default():
    assert_refused(run_cli("plan", QUERY, "--concurrency", "0", timeout=120), "executors must be at least 1")


def test_the_json_line_of_a_benchmark_row_carries_its_position():
    """``--row 3`` is the split's fourth query: its submission line is idx 4 (it was always 1)."""
    import json

    result = run_in_process("plan", "--split", "validation_dev", "--row", "3", "--json", timeout=120)
    assert_clean_exit(result, 0)
    assert json.loads(result.stdout.strip().splitlines()[-1])["idx"] == 4


# --- issue 37 and 40: every setting's variable is read or refused, within bounds -----------------------------------

@pytest.mark.parametrize("variable, value, cause", [
    ("HIMAP_TOOL_LATENCY", "fast", "HIMAP_TOOL_LATENCY: cannot read latency 'fast'"),
    ("HIMAP_DECISION_LATENCY", "slow", "HIMAP_DECISION_LATENCY: cannot read latency 'slow'"),
    ("HIMAP_DECISION_LATENCY", "1-999999999", "at most 60000 ms per call"),
    ("HIMAP_LLM", "{not json", "HIMAP_LLM='{not json' is not JSON"),
    ("HIMAP_LLM", "[1, 2]", "HIMAP_LLM='[1, 2]' is not a JSON object"),
    ("HIMAP_LLM", '{"modle": "x"}', "unknown llm setting(s) modle"),
    ("HIMAP_SOLVER_TIME_LIMIT", "inf", "solver_time_limit must be a finite number"),
    ("HIMAP_SOLVER_TIME_LIMIT", "nan", "solver_time_limit must be a finite number"),
    ("HIMAP_SOLVER_TIME_LIMIT", "1e9", "solver_time_limit must be at most 3600"),
    ("HIMAP_RETRY_INTERVAL", "1e9", "retry_interval must be at most 600"),
    ("HIMAP_EXECUTORS", "100000", "executors must be at most 30"),
    ("HIMAP_MAX_ITERATIONS", "1000", "max_iterations must be at most 10"),
    ("HIMAP_TOOL_CAP", "99999999", "tool_cap must be at most 100"),
])
def test_a_variable_of_any_type_is_read_or_refused_naming_it(monkeypatch, variable, value, cause):
    monkeypatch.setenv(variable, value)
    with pytest.raises(SettingsError) as refused:
        PlannerSettings()
    assert cause in str(refused.value)


@pytest.mark.parametrize("variable, value, name, expected", [
    ("HIMAP_TOOL_LATENCY", "50-200", "tool_latency", (50.0, 200.0)),
    ("HIMAP_DECISION_LATENCY", "1000-2000", "decision_latency", (1000.0, 2000.0)),
    ("HIMAP_TOOL_LATENCY", "off", "tool_latency", None),
    ("HIMAP_LLM", '{"model": "qwen", "temperature": 0.5}', "llm", {"model": "qwen", "temperature": 0.5}),
])
def test_a_variable_that_is_not_a_scalar_is_read(monkeypatch, variable, value, name, expected):
    monkeypatch.setenv(variable, value)
    got = getattr(PlannerSettings(), name)
    assert (got if not hasattr(got, "low_ms") else (got.low_ms, got.high_ms)) == expected


@pytest.mark.parametrize("context, cause", [
    ({"solver_time_limit": 1e12}, "solver_time_limit must be at most 3600"),
    ({"solver_time_limit": float("inf")}, "finite number"),
    ({"executors": 10**9}, "executors must be at most 30"),
    ({"parallel_calls": 10**6}, "parallel_calls must be at most 64"),
    ({"latency_seed": 10**100}, "latency_seed must be at most"),
])
def test_a_run_context_over_http_is_bounded(context, cause):
    """The server's context (``validated_settings``) is checked as a Python caller's: no unbounded value runs."""
    from himap_travel.planning.runtime.settings import validated_settings

    with pytest.raises(SettingsError, match=cause):
        validated_settings(context)


def test_plan_refuses_an_unreadable_latency_variable_instead_of_ignoring_it():
    assert_refused(run_in_process("plan", QUERY, env=cli_env(HIMAP_TOOL_LATENCY="fast"), timeout=120), "HIMAP_TOOL_LATENCY")
