"""One place reads the environment (issue 43): ``domain/environment/`` declares every variable the code reads (name,
meaning, default) and is the only module of the package that reads ``os.environ``; every ``HIMAP_`` name the code and
the docs use is declared; docs/settings.md lists the declaration.

``.venv/bin/python tests/unit/domain/environment/test_environment.py --write`` regenerates the docs' table.
"""

from __future__ import annotations

import ast
import re
import sys
from dataclasses import fields
from pathlib import Path

import pytest

import himap_travel.domain.environment as environment
from himap_travel.planning.policies.llm.settings import LLMSettings
from himap_travel.planning.runtime.settings import PlannerSettings, SettingsError

REPO = Path(__file__).resolve().parents[4]
PAGE = REPO / "docs" / "settings.md"
HOME = REPO / "domain" / "environment" / "__init__.py"
# The package's modules; training/ reads its launchers' own variables (accelerate's), the training owner's to move.
LAYERS = ("state", "domain", "tools", "planning", "nodes", "graphs", "execution", "harness")
NAME = re.compile(r"\b(?:HIMAP_[A-Z0-9_]*[A-Z0-9]|XDG_CACHE_HOME|MPLCONFIGDIR)\b")


def package_files() -> list[Path]:
    return [REPO / "app.py", *(path for layer in LAYERS for path in (REPO / layer).rglob("*.py"))]


def environment_reads(text: str, where: str) -> list[str]:
    """Where a module reads a variable itself: ``os.environ.get``, ``os.getenv``, ``os.environ[...]`` read, ``in
    os.environ``. Passing the whole environment on (``dict(os.environ)``, ``{**os.environ}``) and setting one is no read."""
    found = []
    for node in ast.walk(ast.parse(text)):
        source = ast.unparse(node) if isinstance(node, (ast.Call, ast.Subscript, ast.Compare)) else ""
        call = isinstance(node, ast.Call) and re.match(r"(os\.)?(environ\.get|getenv)\(", source)
        item = isinstance(node, ast.Subscript) and isinstance(node.ctx, ast.Load) and re.match(r"(os\.)?environ\[", source)
        member = isinstance(node, ast.Compare) and re.search(r"\bin (os\.)?environ\b", source)
        if call or item or member:
            found.append(f"{where}:{node.lineno}: {source}")
    return found


def family_names() -> set[str]:
    """The variables of the two families: one per run setting, one per LLM setting."""
    return ({environment.SETTING_PREFIX + spec.name.upper() for spec in fields(PlannerSettings)}
            | {environment.LLM_PREFIX + name.upper() for name in LLMSettings.model_fields})


def test_only_the_environment_module_reads_the_environment():
    reads = [read for path in package_files() if path != HOME
             for read in environment_reads(path.read_text(encoding="utf-8"), str(path.relative_to(REPO)))]
    assert reads == [], "read these through himap_travel.domain.environment:\n" + "\n".join(reads)


def test_the_scan_sees_every_kind_of_read():
    probe = ("import os\nfrom os import environ\na = os.environ.get('HIMAP_X')\nb = environ['Y']\nc = 'Z' in os.environ\n"
             "d = os.getenv('Q')\nos.environ['W'] = '1'\ne = dict(os.environ)\nf = {**os.environ}\n")
    found = [line.split(": ", 1)[1] for line in environment_reads(probe, "probe.py")]
    assert found == ["os.environ.get('HIMAP_X')", "environ['Y']", "'Z' in os.environ", "os.getenv('Q')"]


def test_every_variable_the_code_and_the_docs_name_is_declared():
    named = {}
    texts = [*package_files(), REPO / "README.md", *(REPO / "docs").glob("*.md")]
    for path in texts:
        for name in NAME.findall(path.read_text(encoding="utf-8")):
            named.setdefault(name, str(path.relative_to(REPO)))
    known = set(environment.DECLARED) | family_names()
    unknown = sorted(f"{name} ({where})" for name, where in named.items() if name not in known)
    assert unknown == [], "declare these in domain/environment/ (or fix the name):\n" + "\n".join(unknown)
    assert {"HIMAP_DATA_DIR", "HIMAP_DB", "HIMAP_EXECUTORS", "HIMAP_LLM_BASE_URL"} <= set(named)


def test_docs_list_the_declaration():
    text = PAGE.read_text(encoding="utf-8")
    block = text.split("<!-- environment:begin -->\n", 1)[1].split("<!-- environment:end -->", 1)[0]
    assert block == environment.table(), "regenerate: .venv/bin/python tests/unit/domain/environment/test_environment.py --write"


def test_an_undeclared_name_is_refused_and_empty_is_unset(monkeypatch):
    with pytest.raises(KeyError, match="HIMAP_DATADIR"):
        environment.read("HIMAP_DATADIR")
    monkeypatch.setenv("HIMAP_DB", "")
    assert environment.read("HIMAP_DB") is None
    monkeypatch.setenv("HIMAP_DB", "runs/x.sqlite")
    assert environment.read("HIMAP_DB") == "runs/x.sqlite"


def test_the_settings_read_their_variables_through_it(monkeypatch):
    monkeypatch.setenv("HIMAP_TOOL_CAP", "9")
    monkeypatch.setenv("HIMAP_LLM_MODEL", "m1")
    assert PlannerSettings().tool_cap == 9 and LLMSettings.from_env().model == "m1"
    monkeypatch.setenv("HIMAP_SOLVER_FALLBACK", "maybe")
    with pytest.raises(SettingsError, match="HIMAP_SOLVER_FALLBACK"):
        PlannerSettings()


def test_himap_db_is_read_when_no_db_is_given(monkeypatch):
    from himap_travel.harness.cli.options import DEFAULT_DB, checkpoint_store

    monkeypatch.delenv("HIMAP_DB", raising=False)
    assert checkpoint_store(None) == DEFAULT_DB and checkpoint_store(None, "other.sqlite") == "other.sqlite"
    monkeypatch.setenv("HIMAP_DB", "postgresql://h/db")
    assert checkpoint_store(None) == "postgresql://h/db" and checkpoint_store("a.sqlite") == "a.sqlite"
    assert DEFAULT_DB in environment.DECLARED["HIMAP_DB"].default


if __name__ == "__main__":
    if sys.argv[1:] == ["--write"]:
        head, rest = PAGE.read_text(encoding="utf-8").split("<!-- environment:begin -->\n", 1)
        PAGE.write_text(head + "<!-- environment:begin -->\n" + environment.table() + "<!-- environment:end -->"
                        + rest.split("<!-- environment:end -->", 1)[1], encoding="utf-8")
        print(f"wrote the environment table of {PAGE}")
    else:
        print(__doc__)
