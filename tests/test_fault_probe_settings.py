"""Settings from the environment are read exactly or refused, as flags are (issue 23).

A yes/no variable with another word ("maybe") was read as on; ``plan`` gave
its own defaults over ``HIMAP_POLICY``/``HIMAP_EXECUTORS`` and so never saw
a bad value there; ``--concurrency 0`` fell back to the default of 3.
"""

from __future__ import annotations

import pytest
from faultkit import QUERY, assert_clean_exit, assert_refused, cli_env, run_cli

from himap_travel.planning.runtime.settings import PlannerSettings, SettingsError


@pytest.mark.parametrize("word, on", [("off", False), ("No", False), ("0", False), ("yes", True), ("TRUE", True), ("1", True)])
def test_a_yes_no_variable_reads_its_words(monkeypatch, word, on):
    monkeypatch.setenv("HIMAP_SOLVER_FALLBACK", word)
    assert PlannerSettings().solver_fallback is on


@pytest.mark.parametrize("word", ["maybe", "2", "enabled"])
def test_a_yes_no_variable_with_another_word_is_refused(monkeypatch, word):
    monkeypatch.setenv("HIMAP_SOLVER_FALLBACK", word)
    with pytest.raises(SettingsError, match=f"HIMAP_SOLVER_FALLBACK='{word}' is not a yes/no value"):
        PlannerSettings()


@pytest.mark.parametrize("variable, value, cause", [
    ("HIMAP_POLICY", "bogus", "unknown policy 'bogus'"),
    ("HIMAP_EXECUTORS", "0", "executors must be at least 1"),
    ("HIMAP_MAX_ITERATIONS", "1e3", "HIMAP_MAX_ITERATIONS"),
    ("HIMAP_SOLVER_FALLBACK", "maybe", "not a yes/no value"),
])
def test_plan_refuses_a_bad_setting_in_the_environment(variable, value, cause):
    assert_refused(run_cli("plan", QUERY, env=cli_env(**{variable: value}), timeout=120), cause)


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

    result = run_cli("plan", "--split", "validation_dev", "--row", "3", "--json", timeout=120)
    assert_clean_exit(result, 0)
    assert json.loads(result.stdout.strip().splitlines()[-1])["idx"] == 4
