"""Fault probe: ``HIMAP_LLM`` (the LLM policy's settings as a JSON object, docs/settings.md) is read by every command.

Before: ``plan``, ``bench run`` and ``flex run`` always passed their own ``llm`` setting (the ``--base-url`` and
``--model`` flags, ``{}`` when neither was given), and a setting given replaced its variable whole: ``HIMAP_LLM`` was
never read by them. ``HIMAP_LLM='{"base_url": ...}'`` sent ``--policy llm`` to the default server in silence, and a
value that is no JSON object (refused by ``PlannerSettings()``) planned with exit 0. Now the keys given are laid over
the variable's, as ``HIMAP_LLM_<FIELD>`` variables already are (``LLMSettings.from_env``).
"""

from __future__ import annotations

import pytest

from himap_travel.planning.runtime.settings import PlannerSettings, SettingsError
from tests.support.faultkit import assert_refused, cli_env, run_in_process

ELSEWHERE = "http://127.0.0.1:9/v1"  # the discard port: nothing listens there
REQUEST = "a 3-day trip from Seattle to Denver for 2 people from March 3 to March 5, 2022 with a budget of $3000"


def test_the_keys_given_are_laid_over_the_variables(monkeypatch):
    monkeypatch.setenv("HIMAP_LLM", f'{{"base_url": "{ELSEWHERE}", "model": "from-the-variable"}}')
    assert PlannerSettings(llm={"model": "given"}).llm == {"base_url": ELSEWHERE, "model": "given"}
    assert PlannerSettings(llm={}).llm == {"base_url": ELSEWHERE, "model": "from-the-variable"}


def test_a_variable_that_is_no_object_is_refused_even_with_keys_given(monkeypatch):
    monkeypatch.setenv("HIMAP_LLM", "[1, 2]")
    with pytest.raises(SettingsError, match="HIMAP_LLM='\\[1, 2\\]' is not a JSON object"):
        PlannerSettings(llm={"model": "given"})


def test_plan_sends_the_llm_policy_to_the_server_the_variable_names():
    result = run_in_process("plan", REQUEST, "--policy", "llm", env=cli_env(HIMAP_LLM=f'{{"base_url": "{ELSEWHERE}"}}'))
    assert_refused(result, "no model server answers at " + ELSEWHERE, code=3)


def test_plan_refuses_a_variable_that_is_no_object():
    assert_refused(run_in_process("plan", REQUEST, env=cli_env(HIMAP_LLM="[1, 2]")), "HIMAP_LLM", "not a JSON object")
