"""How the chat's nodes run under ``ainvoke``/``astream`` (an async server) and under ``invoke`` alike.

LangGraph runs a plain function node of an async run in the event loop's default thread pool (six threads
on a 2-CPU machine). Seven planning turns then held every thread, and a turn that only asked a question
waited behind them (4.7 s, ``benchmarks/chat_concurrency.py``). So each chat node is given both
ways to run (a ``RunnableLambda`` with a sync and an async function):

* ``on_loop``: the nodes that only compute (the question's text, the reply) run on the event loop itself in
  an async run: microseconds of work, never a wait for a thread;
* ``off_loop(node, READING)``: the nodes that read a message (the sandbox's files, the LLM policy's model)
  block, so they run in a pool of their own (``langgraph dev`` refuses blocking calls on its loop), which
  planning never fills;
* ``off_loop(node, PLANNING)``: the planning and repair nodes run in another pool, so they never take the
  threads other work needs, and more of them run at once than the default pool allows.

The node functions keep their LangGraph signature (``state, runtime[, config]``): the runtime and the
config are LangGraph's own for the run (``get_runtime``), passed as LangGraph would.
"""

from __future__ import annotations

import asyncio
import contextvars
import inspect
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from langchain_core.runnables import RunnableConfig, RunnableLambda
from langgraph.runtime import get_runtime

READING = ThreadPoolExecutor(max_workers=16, thread_name_prefix="himap-chat-reading")  # messages read at once
PLANNING = ThreadPoolExecutor(max_workers=32, thread_name_prefix="himap-chat-planning")  # turns planned at once (mostly waiting on a model)


def _caller(node: Callable[..., dict[str, Any]]) -> Callable[[Any, RunnableConfig], dict[str, Any]]:
    """``node`` called with the run's runtime and config, as far as its signature takes them."""
    takes = inspect.signature(node).parameters

    def call(state: Any, config: RunnableConfig) -> dict[str, Any]:
        extra: dict[str, Any] = {}
        if "runtime" in takes:
            extra["runtime"] = get_runtime()
        if "config" in takes:
            extra["config"] = config
        return node(state, **extra)

    return call


def on_loop(node: Callable[..., dict[str, Any]]) -> RunnableLambda[Any, dict[str, Any]]:
    """A light node: run where it is called (the caller's thread, or the event loop of an async run)."""
    call = _caller(node)

    async def acall(state: Any, config: RunnableConfig) -> dict[str, Any]:
        return call(state, config)

    return RunnableLambda(call, afunc=acall, name=node.__name__)


def off_loop(node: Callable[..., dict[str, Any]], pool: ThreadPoolExecutor) -> RunnableLambda[Any, dict[str, Any]]:
    """A node that blocks: in an async run, in ``pool`` (the run's context goes with it: its config, its runtime,
    ``interrupt``)."""
    call = _caller(node)

    async def acall(state: Any, config: RunnableConfig) -> dict[str, Any]:
        context = contextvars.copy_context()
        return await asyncio.get_running_loop().run_in_executor(pool, context.run, call, state, config)

    return RunnableLambda(call, afunc=acall, name=getattr(node, "__name__", "node"))
