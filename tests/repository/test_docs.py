"""The README and docs/ stay true: their runnable commands run, and what they list is what the code has.

- Every fenced block whose info string is ``bash runnable`` (README.md, docs/*.md) runs, whole, with ``bash -e``
  in a scratch copy of the working tree (tracked and untracked-not-ignored files, committed there to a scratch git
  repository), beside a ``shared`` link to the data as a fresh clone has it, with its own cache and
  ``LANGGRAPH_CLI_NO_ANALYTICS=1``: it must exit 0 and leave ``git status`` of the copy clean (commands write
  under ``runs/`` only). Its ``python app.py`` commands start warm, forked from a server that imported the command
  line once (tests/support/warm_python.py), each with its own arguments, folder, environment and streams.
- The planner diagram (docs/architecture.md) is the compiled graph's ``draw_mermaid()``; the settings
  table (docs/settings.md) is generated from the context schema; the exit codes, ``--json`` verdict keys, evaluate
  report keys, renamed flags and commands listed in docs/ are the code's (the commands also in app.py's usage
  lines, the top-level ``--help``); every relative link resolves, in results/ too (links and images).

After changing the graph or the settings: ``.venv/bin/python tests/repository/test_docs.py --write`` regenerates them.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.warm_python import warm_venv

REPO = Path(__file__).resolve().parents[2]
PAGES = [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]
GRAPH_PAGES = [REPO / "docs" / "architecture.md"]  # the README draws the design by hand (mermaid)
SETTINGS_PAGE = REPO / "docs" / "settings.md"
OWNED_ELSEWHERE = {REPO / "docs" / "training.md"}  # written by the training docs' owner; a link to it may come first
RUNNABLE = re.compile(r"^```bash runnable\n(.*?)^```", re.M | re.S)


def _between(text: str, name: str) -> str:
    begin, end = f"<!-- {name}:begin -->\n", f"<!-- {name}:end -->"
    assert begin in text and end in text, f"markers of {name} missing"
    return text.split(begin, 1)[1].split(end, 1)[0]


def _replace_between(text: str, name: str, content: str) -> str:
    begin, end = f"<!-- {name}:begin -->\n", f"<!-- {name}:end -->"
    head, rest = text.split(begin, 1)
    return head + begin + content + end + rest.split(end, 1)[1]


def _checked(text: str, name: str) -> str:
    begin, end = f"<!-- check:{name} -->", "<!-- /check -->"
    assert begin in text, f"the block check:{name} is missing"
    return text.split(begin, 1)[1].split(end, 1)[0]


def _ticked(text: str) -> set[str]:
    return set(re.findall(r"`([^`]+)`", text))


# --- generated parts -----------------------------------------------------------------------------


def planner_mermaid() -> str:
    from himap_travel.graphs.planner import compile_planner

    return "```mermaid\n" + compile_planner().get_graph().draw_mermaid().strip() + "\n```\n"


def settings_table() -> str:
    from himap_travel.graphs.planner import compile_planner

    schema = compile_planner().get_context_jsonschema()
    rows = ["| setting | type | default | environment | description |", "| --- | --- | --- | --- | --- |"]
    for name, spec in schema["properties"].items():
        if "enum" in spec:
            kind = " \\| ".join(f"`{value}`" for value in spec["enum"])
        elif "anyOf" in spec:
            kinds = [option.get("type") or option["$ref"].rsplit("/", 1)[-1] for option in spec["anyOf"]]
            kind = " or ".join(kinds)
        else:
            kind = spec.get("type", "")
        bounds = [f"{sign} {spec[key]}" for key, sign in (("minimum", "≥"), ("exclusiveMinimum", ">"), ("maximum", "≤"))
                  if key in spec]
        if bounds:
            kind += " " + ", ".join(bounds)
        default = json.dumps(spec.get("default", {}), ensure_ascii=False)
        description = spec.get("description", "").replace("|", "\\|")
        rows.append(f"| `{name}` | {kind} | `{default}` | `HIMAP_{name.upper()}` | {description} |")
    return "\n".join(rows) + "\n"


def write_generated() -> None:
    for page in GRAPH_PAGES:
        page.write_text(_replace_between(page.read_text(encoding="utf-8"), "planner-graph", planner_mermaid()), encoding="utf-8")
    SETTINGS_PAGE.write_text(_replace_between(SETTINGS_PAGE.read_text(encoding="utf-8"), "settings", settings_table()), encoding="utf-8")


@pytest.mark.parametrize("page", GRAPH_PAGES, ids=lambda p: p.name)
def test_the_planner_diagram_is_the_compiled_graph(page):
    assert _between(page.read_text(encoding="utf-8"), "planner-graph") == planner_mermaid(), \
        "regenerate: .venv/bin/python tests/repository/test_docs.py --write"


def test_the_settings_table_is_the_context_schema():
    from himap_travel.planning.runtime.settings import PlannerSettings

    table = _between(SETTINGS_PAGE.read_text(encoding="utf-8"), "settings")
    assert table == settings_table(), "regenerate: .venv/bin/python tests/repository/test_docs.py --write"
    assert {"solver_fallback", "solver_time_limit"} <= set(PlannerSettings.__dataclass_fields__)


# --- lists checked against the code ------------------------------------------------------------------


def test_the_exit_codes_in_the_docs_are_the_codes():
    from himap_travel.harness.cli.plan import BAD_INPUT, EXIT_CODES, SERVER_DOWN

    table = _checked((REPO / "docs" / "exit-codes.md").read_text(encoding="utf-8"), "exit-codes")
    documented = {int(code) for code in re.findall(r"^\| (\d+) \|", table, re.M)}
    assert documented == {*EXIT_CODES.values(), BAD_INPUT, SERVER_DOWN}
    proven = next(line for line in table.splitlines() if line.startswith(f"| {EXIT_CODES['unsat']} |"))
    assert "certificate" in proven


def test_the_verdict_keys_in_the_docs_are_the_verdicts_fields():
    from himap_travel.state.plan import Verdict

    listed = _ticked(_checked((REPO / "docs" / "cli.md").read_text(encoding="utf-8"), "verdict-keys"))
    assert listed == set(Verdict.model_fields)


def test_the_evaluate_report_keys_in_the_docs_are_the_reports():
    from himap_travel.domain.evaluation.metrics import Metrics
    from himap_travel.domain.evaluation.report import EvaluationReport

    page = (REPO / "docs" / "evaluation.md").read_text(encoding="utf-8")
    assert _ticked(_checked(page, "evaluate-report-keys")) == set(EvaluationReport.model_fields)
    assert _ticked(_checked(page, "evaluate-metric-keys")) == set(Metrics.model_fields)


def test_the_replan_report_keys_in_the_docs_are_the_reports():
    from typing import get_args

    from himap_travel.planning.monitor.state import DayChange, RepairLevel, RepairReport

    listed = _ticked(_checked((REPO / "docs" / "monitor.md").read_text(encoding="utf-8"), "repair-keys"))
    assert listed == {*RepairReport.model_fields, *DayChange.model_fields, *get_args(RepairLevel)}


def test_the_renamed_flags_in_the_docs_are_the_codes():
    from himap_travel.harness.cli.deprecated import RENAMED

    table = _checked((REPO / "docs" / "cli.md").read_text(encoding="utf-8"), "renamed-flags")
    rows = {tuple(re.findall(r"`([^`]+)`", line)) for line in table.splitlines() if line.startswith("| `")}
    assert rows == {(command, old, new) for (command, old), new in RENAMED.items()}


def test_the_bench_help_counts_the_ablations_and_names_every_policy():
    from himap_travel.harness.bench import cli
    from himap_travel.planning.runtime.names import ABLATIONS, POLICIES

    assert f"full system + {len(ABLATIONS)} ablations" in cli.__doc__
    policy_help = _option_help(cli.run, "policy")
    assert all(name in policy_help for name in POLICIES)


def _option_help(command, name: str) -> str:
    import inspect
    from typing import get_type_hints

    default = inspect.signature(command).parameters[name].default
    if hasattr(default, "help"):  # an option made as the parameter's default (harness/cli/options.py: a run setting's)
        return default.help
    hint = get_type_hints(command, include_extras=True)[name]
    return next(meta.help for meta in hint.__metadata__ if hasattr(meta, "help"))


def _leaf_commands(group, prefix: str = "") -> set[str]:
    """Every command of the click tree, by its full name ("plan", "bench load"), hidden ones left out."""
    names = set()
    for name, command in group.commands.items():
        if getattr(command, "hidden", False):
            continue
        full = f"{prefix}{name}"
        names |= _leaf_commands(command, full + " ") if hasattr(command, "commands") else {full}  # typer's own click
    return names


def _usage_commands(doc: str) -> set[str]:
    """The commands app.py's usage lines name: ``python app.py bench run ... (also: latency, compare)``."""
    named = set()
    for line in doc.splitlines():
        found = re.match(r"\s*python app.py ([\w-]+)(?: ([a-z][\w-]*))?", line)
        if not found:
            continue
        group, sub = found.groups()
        named |= {group, f"{group} {sub}"}
        also = re.search(r"\(also: ([^)]*)\)", line)
        named |= {f"{group} {name.strip()}" for name in also.group(1).split(",")} if also else set()
    return named


def test_every_command_is_in_the_cli_page_and_the_top_level_help_and_back():
    import typer

    from himap_travel import app

    commands = _leaf_commands(typer.main.get_command(app.cli))
    listed = re.findall(r"^- `([^`]+)`", _checked((REPO / "docs" / "cli.md").read_text(encoding="utf-8"), "commands"), re.M)
    assert sorted(listed) == sorted(commands)
    assert commands - _usage_commands(app.__doc__) == set(), "commands missing from app.py's usage lines (the top-level --help)"


def test_flex_run_without_instances_names_the_data_folders_files(tmp_path):
    from typer.testing import CliRunner

    from himap_travel.app import cli

    done = CliRunner().invoke(cli, ["flex", "run"], env={"HIMAP_DATA_DIR": str(tmp_path)})
    assert done.exit_code == 2
    assert f"--instances {tmp_path / 'flextravelbench'}" in " ".join(done.output.split())


def test_every_link_and_image_in_results_resolves():
    broken = []
    for page in sorted((REPO / "results").rglob("*.md")):
        for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", page.read_text(encoding="utf-8")):
            if "://" not in target and not (page.parent / target).exists():
                broken.append(f"{page.relative_to(REPO)}: {target}")
    assert broken == []


def test_the_readme_is_short_and_every_relative_link_resolves():
    assert len((REPO / "README.md").read_bytes()) < 12_000
    broken = []
    for page in PAGES:
        for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", page.read_text(encoding="utf-8")):
            if "://" in target:
                continue
            path = (page.parent / target).resolve()
            if not path.exists() and path not in OWNED_ELSEWHERE:
                broken.append(f"{page.relative_to(REPO)}: {target}")
    assert broken == []


def test_the_docs_index_lists_every_page_and_the_readme_links_to_it():
    """docs/README.md is the one place that lists every page (the README, kept under 12 KB, links to it)."""
    index = (REPO / "docs" / "README.md").read_text(encoding="utf-8")
    listed = set(re.findall(r"\]\(([^)#\s]+\.md)", index))
    pages = {page.name for page in (REPO / "docs").glob("*.md")} - {"README.md"}
    assert sorted(pages - listed) == []
    assert "(docs/README.md)" in (REPO / "README.md").read_text(encoding="utf-8")


# --- runnable blocks -------------------------------------------------------------------------------------


def runnable_blocks() -> list[tuple[str, str]]:
    blocks = []
    for page in PAGES:
        for number, block in enumerate(RUNNABLE.findall(page.read_text(encoding="utf-8")), 1):
            blocks.append((f"{page.relative_to(REPO)}#{number}", block))
    return blocks


def _git(folder: Path, *args: str) -> str:
    return subprocess.run(["git", "-c", "user.name=docs", "-c", "user.email=docs@localhost", *args], cwd=folder,
                          capture_output=True, text=True, check=True).stdout


def _block_env(tmp_path_factory) -> dict[str, str]:
    """A block's environment: no ``HIMAP_`` setting from outside, its own cache, no analytics, no browser."""
    env = {key: value for key, value in os.environ.items() if not key.startswith("HIMAP_")}
    env.update(HIMAP_CACHE_DIR=str(tmp_path_factory.getbasetemp() / "docs-cache"), LANGGRAPH_CLI_NO_ANALYTICS="1",
               LANGGRAPH_NO_BROWSER="1", MPLBACKEND="Agg")
    return env


@pytest.fixture(scope="module")
def scratch(tmp_path_factory) -> Iterator[Path]:
    """The working tree as a fresh clone would have it (with this tree's uncommitted files), a ``shared`` link beside it,
    and a ``.venv`` whose ``app.py`` commands start warm (tests/support/warm_python.py: the blocks' 15 commands paid
    about 3.4 s of CPU of imports each)."""
    root = tmp_path_factory.mktemp("docs")
    copy = root / "repo"
    listed = _git(REPO, "ls-files", "-z", "--cached", "--others", "--exclude-standard").split("\0")
    for name in filter(None, listed):
        source = REPO / name
        if source.is_file():
            (copy / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, copy / name)
    from himap_travel.domain.sandbox.paths import data_dir

    (root / "shared").mkdir()
    (root / "shared" / "data").symlink_to(data_dir(None).resolve())  # the default ../shared/data, wherever the data is
    _git(copy, "init", "-q")
    _git(copy, "add", "-A")
    _git(copy, "commit", "-q", "-m", "scratch")
    with warm_venv(copy, _block_env(tmp_path_factory), REPO / ".venv"):
        yield copy


@pytest.mark.parametrize("where, block", runnable_blocks(), ids=[where for where, _ in runnable_blocks()])
def test_a_runnable_block_runs_and_leaves_the_repository_unchanged(scratch, tmp_path_factory, where, block):
    done = subprocess.run(["bash", "-e", "-c", block], cwd=scratch, env=_block_env(tmp_path_factory), capture_output=True, text=True,
                          timeout=180)
    assert done.returncode == 0, f"{where} exited {done.returncode}:\n{block}\n{done.stdout[-2000:]}\n{done.stderr[-4000:]}"
    assert _git(scratch, "status", "--porcelain") == "", f"{where} changed the repository"


if __name__ == "__main__":
    if sys.argv[1:] == ["--write"]:
        write_generated()
        print("wrote the planner diagram (docs/architecture.md) and the settings table (docs/settings.md)")
    else:
        print(__doc__)
