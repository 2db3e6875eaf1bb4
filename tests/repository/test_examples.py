"""Every script in examples/ runs from the repository root, exits 0 and prints what it shows.

(That they write under ``runs/`` only is checked the docs' way: tests/repository/test_docs.py runs blocks in a scratch copy.)"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SCRIPTS = sorted(p for p in (REPO / "examples").iterdir() if p.suffix in {".py", ".sh"})


def test_every_example_is_listed_in_the_examples_readme():
    readme = (REPO / "examples" / "README.md").read_text(encoding="utf-8")
    assert SCRIPTS and all(f"]({script.name})" in readme for script in SCRIPTS)


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.name)
def test_an_example_runs(script, tmp_path):
    from himap_travel.domain.sandbox.paths import data_dir

    env = {**os.environ, "HIMAP_DATA_DIR": str(data_dir(None)),
           "HIMAP_CACHE_DIR": os.environ.get("HIMAP_CACHE_DIR", str(tmp_path / "cache"))}
    command = [sys.executable, str(script)] if script.suffix == ".py" else ["bash", str(script)]
    done = subprocess.run(command, cwd=REPO, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"{script.name} exited {done.returncode}:\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}"
    assert (done.stdout + done.stderr).strip(), f"{script.name} printed nothing"
