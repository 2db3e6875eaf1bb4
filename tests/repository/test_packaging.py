"""The wheel: one import root (``himap_travel``) with its data files, importable beside a user's own modules."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    leftovers = [REPO / "build", REPO / "himap_travel.egg-info"]
    existed = {path for path in leftovers if path.exists()}
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(out), str(REPO)],
                          capture_output=True, text=True, timeout=300)
    for path in set(leftovers) - existed:  # setuptools builds in the checkout (git-ignored); leave it as it was
        shutil.rmtree(path, ignore_errors=True)
    assert done.returncode == 0, done.stderr[-3000:]
    (path,) = out.glob("himap_travel-*.whl")
    return path


def test_wheel_has_one_top_level_name_and_its_data(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    tops = {name.split("/")[0] for name in names}
    assert {top for top in tops if not top.endswith(".dist-info")} == {"himap_travel"}
    assert "himap_travel/harness/serving/templates/tool_chat.jinja" in names
    assert {"himap_travel/py.typed", "himap_travel/harness/data/validation_dev_rows.txt",
            "himap_travel/harness/data/reference.sha256"} <= set(names)  # typed package; the data command's row list and hashes
    configs = {name for name in names if name.startswith("himap_travel/training/configs/")}
    assert {Path(name).name for name in configs} == {p.name for p in (REPO / "training" / "configs").glob("*.yaml")}
    assert not any(name.startswith("himap_travel/tests/") for name in names)
    entry_points = zipfile.ZipFile(wheel).read(next(n for n in names if n.endswith("entry_points.txt"))).decode()
    assert "himap-travel = himap_travel.app:cli" in entry_points


def test_imports_beside_the_users_own_modules(wheel, tmp_path):
    """A folder with its own tools.py, state.py, graphs.py and nodes.py (each fails when imported) imports the chat graph."""
    for name in ("tools", "state", "graphs", "nodes"):
        (tmp_path / f"{name}.py").write_text(f"raise ImportError('the user\\'s own {name}.py was imported')\n")
    script = ("import himap_travel; from himap_travel.graphs.chat import build_chat_graph; "
              "print(himap_travel.__file__); build_chat_graph()")
    done = subprocess.run([sys.executable, "-c", script], cwd=tmp_path, capture_output=True, text=True, timeout=120,
                          env={"PYTHONPATH": str(wheel), "PATH": "/usr/bin:/bin", "HIMAP_CACHE_DIR": str(tmp_path / "cache")})
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().startswith(str(wheel)), done.stdout  # the wheel's package, not the checkout
