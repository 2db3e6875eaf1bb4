"""The measurement scripts live in ``benchmarks/``, outside the installed package, and everything that names one names a
script that is there (issue 43: they shipped inside ``harness`` before)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
BENCHMARKS = REPO / "benchmarks"
NAMED = re.compile(r"benchmarks/([a-z_]+)\.py")


def test_the_benchmarks_are_scripts_not_an_installed_package():
    listed = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]
    assert not any("benchmarks" in name or name.endswith(".speed") for name in listed)
    assert not (BENCHMARKS / "__init__.py").exists(), "benchmarks/ is a folder of scripts, not a package to ship"
    assert not (REPO / "harness" / "bench" / "speed").exists()
    assert len(list(BENCHMARKS.glob("*.py"))) >= 10


def test_every_named_benchmark_exists():
    """The Makefile, the docs, the results' READMEs, the code and the scripts' own usage lines name scripts that exist."""
    texts = [REPO / "Makefile", REPO / "README.md", *(REPO / "docs").glob("*.md"), *(REPO / "results").rglob("*.md"),
             *BENCHMARKS.glob("*.py"), *(REPO / "graphs").glob("*.py")]
    named = {(path.relative_to(REPO), name) for path in texts for name in NAMED.findall(path.read_text(encoding="utf-8"))}
    assert {name for _, name in named} >= {"evaluator", "tools", "solver"}  # make bench and the docs name some
    missing = sorted(f"{path}: benchmarks/{name}.py" for path, name in named if not (BENCHMARKS / f"{name}.py").is_file())
    assert missing == []


def test_make_bench_runs_scripts_of_the_folder():
    makefile = (REPO / "Makefile").read_text()
    recipe = makefile.split("\nbench:", 1)[1].split("\n\n", 1)[0]
    scripts = re.findall(r"\$\(PY\) (\S+\.py)", recipe)
    assert scripts and all(script.startswith("benchmarks/") and (REPO / script).is_file() for script in scripts)
    assert "bench-%:" in makefile and "benchmarks/$*.py" in makefile
