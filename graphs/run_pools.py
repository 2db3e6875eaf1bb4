"""A graph run's thread pool reused by the next run, instead of a new pool (and new threads) for every run.

LangGraph runs a sync graph (``invoke``/``stream``) inside a ``BackgroundExecutor``, which opens a new thread pool
per run (``langchain_core``'s ``get_executor_for_config``) for the run's parallel tasks and its checkpoint writes,
starts its threads as the run submits work, and shuts it down (joining every thread) when the run ends. A chat turn
runs two graphs (the chat, and the planner inside ``plan_trip``) and started about six threads; a ``plan`` run about
three: 3% to 9% of their CPU went to starting, feeding and joining threads that live a few milliseconds (issue 44,
``results/profile``, fifteenth step). Threads also hold per-thread state that a new thread builds again (the flight
table's SQLite connection per thread, ``domain/sandbox/flights.py``).

``run_pool`` gives a run a pool of the same size LangGraph would build (``max_concurrency``), taken from the idle
pools a finished run gave back, and gives it back when the run ends. Each pool serves one run at a time, so a run
never shares its workers with another (a nested graph's run takes a pool of its own, as before: no run waits on
threads another run holds). ``BackgroundExecutor`` waits for every task it submitted before it lets the pool go, so a
pool given back is idle; a run that ends with an error gives its pool up (shut down, as LangGraph would) rather than
back, so nothing of a failed run can outlive it in a reused pool. At most ``KEPT`` idle pools are held; a pool given
back beyond that is shut down. A forked child drops the parent's pools (their threads do not exist in the child).

Only the sync loop is changed: an async run (``ainvoke``/``astream``, the LangGraph server) runs its tasks on the
event loop and its blocking calls in the loop's own reused pool. The seam is one module attribute of LangGraph's
(``langgraph.pregel._executor.get_executor_for_config``), set by ``install`` (``graphs.scope`` calls it on import),
pinned with the LangGraph version and tested in ``tests/unit/graphs/test_run_pools.py``; docs/langgraph-seam.md.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import Executor
from contextlib import AbstractContextManager, contextmanager
from typing import Any

from langchain_core.runnables.config import ContextThreadPoolExecutor, RunnableConfig

KEPT = 32  # idle pools held at most (a pool's threads are started only as its runs need them)

_idle: dict[int | None, list[ContextThreadPoolExecutor]] = {}  # by max_concurrency (None: the default size)
_lock = threading.Lock()


@contextmanager
def run_pool(config: RunnableConfig | None) -> Iterator[Executor]:
    """A pool for one run (LangGraph's ``get_executor_for_config``, reused): an idle one of its size, else a new one;
    given back idle when the run ends, shut down when it failed."""
    workers = (config or {}).get("max_concurrency")
    pool = _take(workers) or ContextThreadPoolExecutor(max_workers=workers)
    try:
        yield pool
    except BaseException:
        pool.shutdown(wait=False)  # as LangGraph's own pool: its threads end once their work is done
        raise
    _give_back(workers, pool)


def _take(workers: int | None) -> ContextThreadPoolExecutor | None:
    with _lock:
        pools = _idle.get(workers)
        return pools.pop() if pools else None


def _give_back(workers: int | None, pool: ContextThreadPoolExecutor) -> None:
    with _lock:
        pools = _idle.setdefault(workers, [])
        kept = sum(len(held) for held in _idle.values()) < KEPT
        if kept:
            pools.append(pool)
    if not kept:
        pool.shutdown(wait=False)


def idle_pools() -> int:
    """How many idle pools are held (for tests and diagnostics)."""
    with _lock:
        return sum(len(held) for held in _idle.values())


def _forget_in_child() -> None:
    """After ``fork``: the parent's pools have no threads here (a pool believing it has idle ones would never run a
    task), so the child starts with none."""
    global _lock
    _lock = threading.Lock()
    _idle.clear()


_SEAM = "get_executor_for_config"  # the name LangGraph's ``BackgroundExecutor`` looks its pool up by, in its module
_ORIGINAL: list[Callable[[RunnableConfig | None], AbstractContextManager[Executor]]] = []  # LangGraph's own, once read


def _loop_module() -> Any:
    from langgraph.pregel import _executor

    return _executor


def install() -> None:
    """Make LangGraph's sync loop take its pools from ``run_pool`` (idempotent)."""
    module = _loop_module()
    if not _ORIGINAL:
        _ORIGINAL.append(getattr(module, _SEAM))
        os.register_at_fork(after_in_child=_forget_in_child)
    setattr(module, _SEAM, run_pool)


def uninstall() -> None:
    """LangGraph's own pool per run again (tests compare both)."""
    if _ORIGINAL:
        setattr(_loop_module(), _SEAM, _ORIGINAL[0])


def installed() -> bool:
    return getattr(_loop_module(), _SEAM) is run_pool


__all__ = ["KEPT", "idle_pools", "install", "installed", "run_pool", "uninstall"]
