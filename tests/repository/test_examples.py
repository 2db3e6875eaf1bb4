"""Every script in examples/ runs from the repository root, exits 0 and prints what it shows.

The root is a linked copy of this one (``linked_copy``: what the scripts write under ``runs/`` stays in it) whose
``.venv/bin/python`` starts scripts warm (tests/support/warm_python.py): each script, and each ``python app.py`` line of
a shell script, is still a process of its own, without paying the command line's imports again (about 3.4 s of CPU
each, five times). (That they write under ``runs/`` only is checked the docs' way: tests/repository/test_docs.py runs
blocks in a scratch copy.)"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.warm_python import linked_copy, warm_venv

REPO = Path(__file__).resolve().parents[2]
SCRIPTS = sorted(p for p in (REPO / "examples").iterdir() if p.suffix in {".py", ".sh"})


def test_every_example_is_listed_in_the_examples_readme():
    readme = (REPO / "examples" / "README.md").read_text(encoding="utf-8")
    assert SCRIPTS and all(f"]({script.name})" in readme for script in SCRIPTS)


@pytest.fixture(scope="module")
def env(tmp_path_factory) -> dict[str, str]:
    from himap_travel.domain.sandbox.paths import data_dir

    return {**os.environ, "HIMAP_DATA_DIR": str(data_dir(None)),
            "HIMAP_CACHE_DIR": os.environ.get("HIMAP_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))}


@pytest.fixture(scope="module")
def root(tmp_path_factory, env) -> Iterator[Path]:
    folder = linked_copy(REPO, tmp_path_factory.mktemp("examples") / "repo")
    with warm_venv(folder, env, REPO / ".venv"):
        yield folder


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.name)
def test_an_example_runs(script, root, env):
    name = str(script.relative_to(REPO))
    command = [str(root / ".venv" / "bin" / "python"), name] if script.suffix == ".py" else ["bash", name]
    done = subprocess.run(command, cwd=root, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"{script.name} exited {done.returncode}:\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}"
    assert (done.stdout + done.stderr).strip(), f"{script.name} printed nothing"
