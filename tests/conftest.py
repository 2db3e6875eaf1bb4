"""Shared fixtures: the real sandbox (imported once per test session) and the benchmark splits."""

from __future__ import annotations

import os

# One OpenMP thread per process: ``make test`` runs two workers on CI's two cores, and every torch or vLLM process they
# start (the GRPO smoke runs, the model server) otherwise starts one thread per core. Oversubscribed, those threads
# wait on each other: the GRPO smoke run beside one busy core took 93 s of wall and 109 s of CPU with the default
# threads, 66 s and 65 s with one (2026-11-28). Set before torch is imported; a value from outside is kept.
os.environ.setdefault("OMP_NUM_THREADS", "1")

import pytest

from himap_travel.domain.sandbox.index import Sandbox, load_sandbox
from himap_travel.domain.sandbox.queries import load_queries
from himap_travel.graphs.planner import compile_planner
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import PlannerState
from himap_travel.state.trace import TRACE_EVENT, in_run_order


def invoke_with_traces(app, inputs, config=None, **options) -> dict:
    """``app.invoke``, with the traces of the custom stream under ``traces`` in the returned state."""
    values, events = None, []
    for mode, chunk in app.stream(inputs, config, stream_mode=["values", "custom"], **options):
        if mode == "values":
            values = chunk
        elif TRACE_EVENT in chunk:
            events.append(chunk)
    return {**(values or {}), "traces": in_run_order(events)}


class WholeStatePlanner:
    """The compiled planner, answering with the whole state: tests look at what the output schema hides."""

    def __init__(self) -> None:
        self.app = compile_planner()

    def invoke(self, inputs, config=None, *, context=None):
        """The final state, with ``traces``: the roles' traces the run sent on the custom stream (they are not state)."""
        return invoke_with_traces(self.app, inputs, config, context=context, output_keys=list(PlannerState.__annotations__))

    def stream(self, inputs, config=None, **options):
        return self.app.stream(inputs, config, **options)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The files that hold a test marked ``integration`` (real servers, real training: minutes each) first, then the
    longest of the others (``LONGEST_FIRST``), each file's tests in their order. Under ``-n 2 --dist loadfile`` a file is
    one unit of work: started first, the long files leave the many short ones to keep both workers busy to the end,
    instead of one long file running alone last."""
    long_files = {item.path for item in items if item.get_closest_marker("integration")}
    items.sort(key=lambda item: (item.path not in long_files, _rank(item.path.name)))  # stable: each file's order kept


# The longest files, longest first (a full run on 2 cores, 2026-11-29, one OpenMP thread per process and the vLLM
# server unbound: the vLLM server's start, plan and extraction 217 s, the two multi-process runs 191 s, the GRPO smoke
# run and its resume 75 s, the LoRA run 29 s; the same files took 800, 364, 886 and 314 s in stop 48's run with the
# threads oversubscribed; since then accelerate's multi-process run starts from torchrun's warm start: a third less
# CPU for it). Started first on the two workers, they end near each other; a file not listed keeps its place after them.
LONGEST_FIRST = ("test_vllm_integration.py", "test_training_multiprocess.py", "test_training_grpo.py",
                 "test_training_grpo_lora.py",
                 # then, after the other integration files, the longest of the rest, longest first: the docs' runnable
                 # blocks (114 s of CPU, 2026-11-29), then by their tests of 10 s or more in a full run on 2 cores
                 # (2026-11-29: 59, 46, 41, 40, 39, 37, 35, 31, 27 and 19 s). In path order those of tests/unit/ came
                 # among the last units, where one could run alone while the other worker idled.
                 "test_docs.py", "test_fault_probe_harness.py", "test_fault_probe_repair.py", "test_fault_matrix_files.py",
                 "test_examples.py", "test_fault_matrix_threads.py", "test_load_faults.py", "test_solver_oracle.py",
                 "test_flex_data.py", "test_parser_faults.py", "test_flex_outputs.py")


def _rank(name: str) -> int:
    return LONGEST_FIRST.index(name) if name in LONGEST_FIRST else len(LONGEST_FIRST)


@pytest.fixture(scope="session")
def planner() -> WholeStatePlanner:
    return WholeStatePlanner()


@pytest.fixture(scope="session")
def sandbox() -> Sandbox:
    return load_sandbox()


@pytest.fixture(scope="session")
def train_queries():
    return load_queries("train")


@pytest.fixture(scope="session")
def validation_queries():
    return load_queries("validation_dev")


@pytest.fixture(scope="session")
def expert_plans(sandbox, train_queries):
    """The expert's plan and route for a 3-day and a 5-day/2-city train query (what the script replays)."""
    planner = compile_planner()
    chosen = {}
    for row in train_queries:
        key = (row.spec.days, row.spec.visiting_city_number)
        if key in ((3, 1), (5, 2)) and key not in chosen:
            out = planner.invoke({"spec": row.spec}, context=provide(PlannerSettings(), sandbox=sandbox))
            chosen[key] = (row.spec, out["result"])
    return chosen
