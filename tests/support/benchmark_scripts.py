"""The measurement scripts of ``benchmarks/``, loaded by path for the tests that call their functions.

``benchmarks/`` is no package and is not installed (``pyproject.toml``): its scripts run as
``.venv/bin/python benchmarks/NAME.py`` (``make bench-NAME``), with their own folder first on ``sys.path``, so one
script imports another by its bare name (``official_size`` imports ``official_flights``). A test loads them the same
way.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def load_benchmark(name: str) -> ModuleType:
    """``benchmarks/<name>.py`` as a module (loaded once; the folder on ``sys.path`` for its sibling imports)."""
    key = f"benchmarks_{name}"  # not the bare name: a script called tools or solver shadows nothing
    if key in sys.modules:
        return sys.modules[key]
    if str(BENCHMARKS) not in sys.path:
        sys.path.append(str(BENCHMARKS))  # appended: a script's name never shadows an installed module
    spec = importlib.util.spec_from_file_location(key, BENCHMARKS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[key] = module
    spec.loader.exec_module(module)
    return module
