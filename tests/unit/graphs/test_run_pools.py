"""A sync graph run's thread pool is reused by the next run (``graphs/run_pools.py``, issue 44), with nothing else
changed: the same results, a pool never shared by two runs at once, a failed run's pool not reused, a forked child
starting with none."""

from __future__ import annotations

import multiprocessing
import operator
import threading
from typing import Annotated

import pytest
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.graph import END, START, StateGraph
from langgraph.types import Send
from typing_extensions import TypedDict

from himap_travel.graphs import run_pools
from himap_travel.graphs.scope import RunScopedGraph  # installs the seam, as every graph of the project does


class _State(TypedDict):
    items: list[int]
    done: Annotated[list[int], operator.add]


def _graph(seen: list[threading.Thread]):
    """A fan-out graph: its parallel tasks and its checkpoint writes run on the run's pool."""

    def square(state: dict) -> dict:
        seen.append(threading.current_thread())
        return {"done": [state["item"] ** 2]}

    builder = StateGraph(_State)
    builder.add_node("square", square)
    builder.add_conditional_edges(START, lambda state: [Send("square", {"item": i}) for i in state["items"]])
    builder.add_edge("square", END)
    return builder.compile(checkpointer=InMemorySaver())


def _runs(count: int) -> tuple[list[list[int]], int]:
    """``count`` runs on new threads of one graph: each run's result, and how many pools' threads ran their tasks
    (a pool's threads are named ``ThreadPoolExecutor-<pool>_<thread>``)."""
    seen: list[threading.Thread] = []
    graph = _graph(seen)
    results = []
    for run in range(count):
        out = graph.invoke({"items": [1, 2, 3, 4, 5, 6]}, {"configurable": {"thread_id": f"t{run}"}})
        results.append(sorted(out["done"]))
    pools = {thread.name.rsplit("_", 1)[0] for thread in seen if thread is not threading.main_thread()}
    return results, len(pools)


@pytest.fixture
def langgraph_pools():
    """LangGraph's own pool per run for the test's length, then the project's again."""
    run_pools.uninstall()
    try:
        yield
    finally:
        run_pools.install()


def test_the_seam_is_installed_by_the_graphs():
    assert RunScopedGraph is not None and run_pools.installed()


def test_runs_reuse_the_threads_of_the_runs_before():
    """Ten runs of a fan-out graph, one after another: their tasks run on one pool's threads, not a new pool's."""
    results, pools = _runs(10)
    assert results == [[1, 4, 9, 16, 25, 36]] * 10
    assert pools == 1


def test_langgraph_alone_starts_new_threads_every_run(langgraph_pools):
    """What the seam changes: without it, each run's tasks run on a new pool's threads (same results)."""
    results, pools = _runs(10)
    assert results == [[1, 4, 9, 16, 25, 36]] * 10
    assert pools == 10


def test_a_pool_serves_one_run_at_a_time():
    """A run inside a run (the planner inside the chat's ``plan_trip``) gets a pool of its own, never its caller's."""
    with run_pools.run_pool({}) as outer, run_pools.run_pool({}) as inner:
        assert outer is not inner
    with run_pools.run_pool({}) as again:
        assert again in (outer, inner)  # given back idle, then taken again
    with run_pools.run_pool({"max_concurrency": 3}) as sized:
        assert sized not in (outer, inner) and sized._max_workers == 3  # the size LangGraph would give it


def test_a_failed_run_gives_its_pool_up():
    with pytest.raises(RuntimeError), run_pools.run_pool({}) as pool:
        raise RuntimeError("the run failed")
    assert pool._shutdown and all(pool not in idle for idle in run_pools._idle.values())


def test_at_most_kept_idle_pools(monkeypatch):
    monkeypatch.setattr(run_pools, "KEPT", run_pools.idle_pools() + 1)
    with run_pools.run_pool({"max_concurrency": 7}) as first, run_pools.run_pool({"max_concurrency": 7}) as second:
        pass
    assert run_pools.idle_pools() == run_pools.KEPT
    assert second._shutdown != first._shutdown  # the first given back is kept, the second shut down


def _run_in_child() -> None:
    _runs(2)


def test_a_forked_child_runs_graphs():
    """A child forked after runs gave pools back does not take them (their threads stay in the parent): without
    ``run_pools._forget_in_child`` its first run waits forever on a worker that does not exist."""
    _runs(2)
    assert run_pools.idle_pools() >= 1
    child = multiprocessing.get_context("fork").Process(target=_run_in_child)
    child.start()
    child.join(60)
    if child.is_alive():
        child.kill()
    assert child.exitcode == 0
