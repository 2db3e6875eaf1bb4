"""Shared fixtures: the real sandbox (imported once per test session) and the benchmark splits."""

from __future__ import annotations

import os

# One OpenMP thread per process: ``make test`` runs two workers on CI's two cores, and every torch or vLLM process they
# start (the GRPO smoke runs, the model server) otherwise starts one thread per core. Oversubscribed, those threads
# wait on each other: the GRPO smoke run beside one busy core took 93 s of wall and 109 s of CPU with the default
# threads, 66 s and 65 s with one (2026-11-28). Set before torch is imported; a value from outside is kept.
os.environ.setdefault("OMP_NUM_THREADS", "1")

import pytest
from hypothesis import settings

from himap_travel.domain.sandbox.index import Sandbox, load_sandbox
from himap_travel.domain.sandbox.queries import load_queries
from himap_travel.graphs.planner import compile_planner
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import PlannerState, result_of
from himap_travel.state.trace import TRACE_EVENT, in_run_order

# On CI the property tests draw the same examples every run (``derandomize``): a landing never fails on an example no
# earlier run drew. Locally they explore afresh each run, and what they find becomes a test of its own (e.g.
# tests/unit/domain/parsing/test_trip_length_place_names.py, found by the random round trip).
settings.register_profile("ci", derandomize=True)
if os.environ.get("CI"):
    settings.load_profile("ci")


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
    """The longest files first (``LONGEST_FIRST``, in its order), then the other files that hold a test marked
    ``integration`` (real servers, real training), then the rest, each file's tests in their order. Under
    ``-n 3 --dist loadfile`` a file is one unit of work: started first, the long files leave the many short ones to keep
    both workers busy to the end, instead of one long file running alone last."""
    long_files = {item.path for item in items if item.get_closest_marker("integration")}
    items.sort(key=lambda item: (_rank(item.path.name), item.path not in long_files))  # stable: each file's order kept


# The longest files, longest first, by a full run on 2 cores (2026-11-29, one OpenMP thread per process, the machine
# shared with other work: figures about 1.7 times CI's), by the sum of their tests among the run's 120 slowest: the two
# multi-process training runs 126 s, the GRPO smoke run and its resume 103 s, the held-out kills 228 s, the PostgreSQL
# threads 214 s, the load runs 213 s. The vLLM server's file (its start, plan and extraction; 458 s with its set-up from
# a cold cache, 310 s of it the set-up) comes after those: `make test` prepares the server in the background from
# before ruff and mypy, and by then that set-up (about 190 s of downloads and conversion, little CPU) is done, where
# started first the file's worker waited for it while the other ran alone. Then the rest by their sums (202, 145, 127,
# 115 and 109 s; the docs' runnable blocks 114 s of CPU; the 3-turn build 111 s before it read each text once). In path
# order those of tests/unit/ came among the last units, where one could run alone while the other worker idled.
# Stop 68 (the kill sets and probes started warm, `tests/support/warm_process.py`): re-ranked by each file's wall in a
# full idle run (`benchmarks/suite_cpu.py`, 3,395 s of test wall over three workers, 1,184 s for the run): the training
# runs 126 and 100 s, kills fifth 73, seventh 72, inputs fifth 64, fourth 64, kills 62, fourth 62, sixth 61, the
# parser's cap 59, inputs eighth 58, then the vLLM file (174 s, its set-up prepared beside ruff and mypy), the docs 74 s.
# A file not listed keeps its place after them (the other integration files first).
# Stop 83: re-ranked by each file's wall in a full run (`benchmarks/suite_cpu.py`, 17,448 tests, the machine shared
# with helpers: walls about 1.3 times an idle run's): the sixteenth kill set (144 s), the twelfth (95 s) and the
# thirteenth (49 s) had come since and ran in path order, one of them often last; the vLLM file kept ninth (its server's
# set-up is prepared beside ruff and mypy), the docs' blocks twelfth.
LONGEST_FIRST = ("test_fault_probe_heldout_kills_sixteenth.py", "test_training_multiprocess.py",
                 "test_training_grpo.py", "test_fault_probe_heldout_kills_seventh.py",
                 "test_fault_probe_heldout_kills_twelfth.py", "test_fault_probe_heldout_kills_fifth.py",
                 "test_flex_data.py", "test_fault_probe_heldout_inputs_sixth.py", "test_vllm_integration.py",
                 "test_fault_probe_heldout_inputs_eighth.py", "test_fault_probe_heldout_kills_fourth.py",
                 "test_bench_load.py", "test_docs.py", "test_fault_probe_heldout_inputs_fifth.py",
                 "test_parser_faults.py", "test_fault_probe_heldout_kills_sixth.py",
                 "test_fault_probe_heldout_kills_eighth.py", "test_fault_probe_heldout_kills_thirteenth.py",
                 "test_fault_probe_heldout_inputs_second.py", "test_training_grpo_vllm_standin.py",
                 "test_chat_browser.py", "test_fault_probe_heldout_kills.py", "test_official_style_sixth.py",
                 "test_fault_probe_heldout_inputs_twelfth.py", "test_training_grpo_lora.py",
                 "test_fault_probe_heldout_inputs_fourth.py", "test_fault_probe_heldout_inputs_fourteenth.py",
                 "test_official_style_texts.py", "test_postgres_threads.py",
                 "test_fault_probe_heldout_kills_ninth.py", "test_official_style_seventh.py", "test_load_faults.py",
                 "test_fault_probe_heldout_inputs_third.py", "test_parser_extractor.py", "test_fault_matrix_http.py",
                 "test_fault_probe_heldout_kills_fourteenth.py", "test_fault_probe_heldout_inputs_fifteenth.py",
                 "test_fault_probe_heldout_kills_third.py", "test_fault_probe_heldout_inputs_thirteenth.py",
                 "test_fault_probe_heldout_inputs_sixteenth.py", "test_fault_matrix_threads.py",
                 "test_fault_probe_heldout_inputs_ninth.py")


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
            chosen[key] = (row.spec, result_of(out))
    return chosen
