"""The command line's flags for run settings are the settings' declaration (issue 43): every command's default for a
setting is the setting's (the objective: the command's own, ``ENTRY_OBJECTIVES``), its help the setting's description,
and the command line's generated copy of the declaration (``harness/cli/declared.py``) is the declaration.

``.venv/bin/python tests/unit/harness/cli/test_cli_options.py --write`` regenerates the copy after a setting changes.
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import MISSING, fields
from pathlib import Path
from types import SimpleNamespace

import pytest
import typer
from typer.testing import CliRunner

import himap_travel.app as app
from himap_travel.harness.cli import plan as cli_plan
from himap_travel.harness.cli.declared import SETTINGS
from himap_travel.harness.cli.options import declared_source
from himap_travel.planning.policies.llm.settings import LLMSettings
from himap_travel.planning.runtime.settings import ENTRY_OBJECTIVES, PlannerSettings, _read_variable

DECLARED = Path(__file__).resolve().parents[4] / "harness" / "cli" / "declared.py"
# A benchmark's simulated latency profile is that benchmark's definition (docs/benchmarks.md), not a run's default.
PROFILES = {("bench latency", "tool_latency"), ("bench latency", "decision_latency"),
            ("bench load", "tool_latency"), ("bench load", "decision_latency")}


def setting_defaults() -> dict:
    return {spec.name: spec.default_factory() if spec.default is MISSING else spec.default for spec in fields(PlannerSettings)}


def commands(group, prefix: str = ""):
    """Every command of the command line, by its path (``plan``, ``bench run``, ...); typer's own click, so by shape."""
    for name, command in group.commands.items():
        path = f"{prefix} {name}".strip()
        if hasattr(command, "commands"):
            yield from commands(command, path)
        else:
            yield path, command


def setting_flags() -> list:
    """(command, option) for each option that gives a run setting, or the model server's (in a command that plans with
    a --policy: ``serve small --model`` names a model folder to serve)."""
    root, flags = typer.main.get_command(app.cli), []
    for path, command in commands(root):
        names = {param.name for param in command.params}
        flags += [(path, param) for param in command.params if param.param_type_name == "option" and not param.hidden and (
            param.name in setting_defaults() or (param.name in ("base_url", "model") and "policy" in names))]
    return flags


def test_the_command_lines_copy_is_the_declaration():
    regenerate = "regenerate: .venv/bin/python tests/unit/harness/cli/test_cli_options.py --write"
    assert DECLARED.read_text(encoding="utf-8") == declared_source(), regenerate


def test_the_command_line_starts_without_the_settings_module():
    """Why the copy exists: the settings module imports pydantic and langgraph, which ``--help`` and ``evaluate`` skip."""
    code = ("import sys, himap_travel.app\n"
            "print(sorted({m.split('.')[0] for m in sys.modules} & {'pydantic', 'langgraph', 'langchain_core'}))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


def test_every_commands_default_for_a_setting_is_the_settings():
    defaults, checked = setting_defaults(), []
    for path, param in setting_flags():
        if (path, param.name) in PROFILES or param.name in ("base_url", "model"):
            continue
        expected = ENTRY_OBJECTIVES[path] if param.name == "objective" else defaults[param.name]
        if param.default is None and isinstance(param.show_default, str):  # left to the settings when not given
            shown = (_read_variable(param.name, param.show_default, defaults[param.name]) if param.name != "objective"
                     else param.show_default)
            assert shown == expected, f"{path} --{param.name}: shows {param.show_default!r}, the setting is {expected!r}"
        else:
            value = _read_variable(param.name, param.default, expected) if isinstance(param.default, str) else param.default
            assert value == expected, f"{path} --{param.name}: default {param.default!r}, the setting is {expected!r}"
        checked.append((path, param.name))
    assert {("plan", "objective"), ("bench run", "objective"), ("flex run", "objective"), ("plan", "executors"),
            ("replan", "executors"), ("plan", "tool_cap"), ("bench run", "tool_latency")} <= set(checked)


def test_every_commands_help_for_a_setting_is_its_description():
    checked = 0
    for path, param in setting_flags():
        if param.name in ("base_url", "model"):
            field = LLMSettings.model_fields[param.name]
            assert field.description in param.help and str(field.default) in param.help, f"{path} --{param.name}"
        elif param.name not in ("tool_latency", "decision_latency"):  # typed as LOW-HIGH text, in words of their own
            assert param.help.startswith(SETTINGS[param.name][1]), f"{path} --{param.name}: {param.help!r}"
        checked += 1
    assert checked >= 15


@pytest.fixture
def planned(monkeypatch):
    """``plan`` up to the run: the settings it would plan with (no data loaded, nothing planned)."""
    for name in [name for name in os.environ if name.startswith("HIMAP_")]:
        monkeypatch.delenv(name)
    seen = []

    def stop(inputs, settings, **_):
        seen.append(settings)
        raise ValueError("stopped before planning")

    monkeypatch.setattr(cli_plan, "resources_of", lambda settings: SimpleNamespace(sandbox=None))
    monkeypatch.setattr(cli_plan, "planner_input", lambda *args: {"spec": None})
    monkeypatch.setattr(cli_plan, "run_plan", stop)

    def run(*args: str):
        result = CliRunner().invoke(app.cli, ["plan", "--split", "train", "--row", "0", *args])
        assert result.exit_code == 2 and "stopped before planning" in result.output, result.output
        return seen.pop()

    return run


def test_plan_without_flags_plans_with_the_declared_defaults(planned):
    settings = planned()
    assert settings == PlannerSettings(objective=ENTRY_OBJECTIVES["plan"])
    assert settings.objective == "best" and settings.executors == 3 and settings.policy == "expert"


def test_a_flag_not_given_is_read_from_the_environment_by_the_settings(planned, monkeypatch):
    monkeypatch.setenv("HIMAP_EXECUTORS", "5")
    monkeypatch.setenv("HIMAP_OBJECTIVE", "cheapest")
    monkeypatch.setenv("HIMAP_TOOL_CAP", "7")
    settings = planned()
    assert (settings.executors, settings.objective, settings.tool_cap) == (5, "cheapest", 7)
    assert planned("-P", "2", "--objective", "best").executors == 2  # a flag beats the environment
    assert planned("-P", "2", "--objective", "best").objective == "best"


def test_a_variable_that_cannot_be_read_is_refused_naming_it(monkeypatch):
    monkeypatch.setenv("HIMAP_MAX_ITERATIONS", "three")
    result = CliRunner().invoke(app.cli, ["plan", "--split", "train", "--row", "0"])
    assert result.exit_code == 2 and "HIMAP_MAX_ITERATIONS" in result.output


@pytest.mark.parametrize("args", [
    ["plan", "--split", "train", "--row", "0", "--row", "1"],
    ["plan", "--split", "train", "--row=0", "--row", "1"],
    ["plan", "x", "-P", "2", "--executors", "4"],
    ["plan", "x", "-P2", "-P", "4"],
    ["serve", "small", "--eager", "--no-eager"],
    ["bench", "run", "--out", "a", "--out", "b"],
    ["flex", "run", "--instances", "f.json", "--instances", "./f.json"],  # one file, read twice
    ["export", "--runs", "runs", "--runs", "runs/", "--out", "d"],
])
def test_a_flag_given_twice_so_that_a_wish_is_lost_or_doubled_is_refused_naming_it(args):
    result = CliRunner().invoke(app.cli, args)
    assert result.exit_code == 2 and "given twice" in result.output, result.output


@pytest.mark.parametrize("args", [
    ["--split", "train", "--row", "0", "--row", "0"],  # the same value twice: nothing is dropped
    ["x", "--json", "--json"],
    ["--", "--row 1 --row 2"],  # after ``--``, a request's text
    ["x", "--deps-png", "a.png", "--deps-png", "./a.png"],  # one file by two spellings: nothing dropped
])
def test_a_flag_given_twice_with_one_value_or_words_after_the_options_end_are_taken(args):
    from typer.main import get_group

    from himap_travel.harness.cli.options import flag_given_twice

    assert flag_given_twice(get_group(app.cli), ["plan", *args]) is None


@pytest.mark.parametrize("args", [
    ["evaluate", "--gold", "train", "--report", "r.json/"],
    ["plan", "x", "--deps-png", "d.png/"],
    ["bench", "compare", "a.json", "b.json", "--out", "c.md/"],
    ["serve", "small", "--log", "vllm.log/"],
])
def test_an_output_file_named_with_a_trailing_slash_is_refused_naming_it(args, tmp_path, monkeypatch):
    """A trailing slash names a folder: ``Path`` dropped it, and the file was written under the name without it."""
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(app.cli, args)
    assert result.exit_code == 2 and "ends in a slash" in result.output and args[-1] in result.output, result.output
    assert list(tmp_path.iterdir()) == []


if __name__ == "__main__":
    if sys.argv[1:] == ["--write"]:
        DECLARED.write_text(declared_source(), encoding="utf-8")
        print(f"wrote {DECLARED}")
    else:
        print(__doc__)
