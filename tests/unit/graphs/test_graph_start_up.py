"""Building the graphs does not load the exact solver: OR-Tools brings pandas, numpy and pyarrow with it, about a second
of CPU, which every process that plans, repairs or chats would pay at start-up although most runs never call the
solver (``nodes/solve.py``, ``nodes/repair_solve.py`` and ``nodes/chat/why_not.py`` import it where they call it;
results/ci/README.md has the figures)."""

from __future__ import annotations

import subprocess
import sys

HEAVY = ("ortools", "pandas", "numpy", "pyarrow")


def test_the_graphs_and_the_plan_command_load_without_the_solver():
    code = ("import sys\n"
            "import himap_travel.app, himap_travel.harness.cli.plan, himap_travel.execution.run\n"
            "import himap_travel.graphs.planner, himap_travel.graphs.repair, himap_travel.graphs.chat\n"
            f"print(sorted({{m.split('.')[0] for m in sys.modules}} & set({HEAVY!r})))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().splitlines()[-1] == "[]"

