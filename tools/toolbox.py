"""How a policy calls tools: one call path for every policy, with a trace, a cache and a cap.

Every decision of the expert policy and of an LLM policy goes through
``ToolBox.call``, so both leave the same trace shape (tool name, arguments,
observation). The cache is ATLAS's multi-round cache: the sandbox does not
change during a run, so a repeated search is answered from memory (and says
so in the trace). A simulated latency (seeded) lets benchmarks measure the
gain of parallel executors on a CPU.
"""

from __future__ import annotations

import json
import threading
import time
import uuid
from collections.abc import Iterable
from typing import Any

from langchain_core.messages import ToolMessage
from langchain_core.tools import BaseTool, ToolException
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from state.trace import ToolCallRecord
from tools.latency import Delay, SimulatedLatency
from tools.travel_tools import describe_validation_error


class ToolCapReached(RuntimeError):
    """The role used all the tool calls it is allowed (15 per day executor in the paper)."""


class SharedCache:
    """A thread-safe result cache shared by every role of one run."""

    def __init__(self) -> None:
        self._items: dict[str, tuple[str, Any, bool]] = {}
        self._lock = threading.Lock()

    def get(self, key: str) -> tuple[str, Any, bool] | None:
        with self._lock:
            return self._items.get(key)

    def put(self, key: str, value: tuple[str, Any, bool]) -> None:
        with self._lock:
            self._items[key] = value


class ToolBox:
    """The tools one role may call, with its own trace and call cap."""

    def __init__(
        self,
        tools: Iterable[BaseTool],
        *,
        cache: SharedCache | None = None,
        max_calls: int | None = None,
        latency: SimulatedLatency | None = None,
        decision_latency: SimulatedLatency | None = None,
        latency_seed: int = 0,
        latency_key: str = "",
    ) -> None:
        self.tools = {tool.name: tool for tool in tools}
        self.cache = cache
        self.max_calls = max_calls
        self.trace: list[ToolCallRecord] = []
        self._tool_delay = Delay(latency, f"{latency_seed}:{latency_key}")
        self._decision_delay = Delay(decision_latency, f"decide:{latency_seed}:{latency_key}")  # the policy "thinking"

    def add(self, tool: BaseTool) -> None:
        """Give the role a tool of its own (replacing one of the same name), e.g. a policy's own interface."""
        self.tools[tool.name] = tool

    @property
    def calls_left(self) -> int | None:
        return None if self.max_calls is None else self.max_calls - len(self.trace)

    def call(self, name: str, /, **args: Any) -> Any:
        """Call a tool; returns its structured result (the model reads the text in the trace)."""
        self._check_cap()
        self._decision_delay.sleep()
        started = time.perf_counter()
        key = f"{name}:{json.dumps(args, sort_keys=True, default=str)}"
        hit = self.cache.get(key) if self.cache else None
        cached = hit is not None
        if hit is None:
            hit = self._invoke(name, args)
            self._tool_delay.sleep()
            if self.cache and hit[2]:
                self.cache.put(key, hit)
        observation, artifact, ok = hit
        elapsed = (time.perf_counter() - started) * 1000
        record = ToolCallRecord(name=name, args=args, observation=observation, ok=ok, cached=cached, elapsed_ms=elapsed)
        self.trace.append(record)
        return artifact

    def reject(self, name: str, args: dict[str, Any], observation: str) -> None:
        """Record a turn that reached no tool (unparsable arguments, no call at all): it uses up a call."""
        self._check_cap()
        self.trace.append(ToolCallRecord(name=name, args=args, observation=observation, ok=False))

    @property
    def last_observation(self) -> str:
        return self.trace[-1].observation if self.trace else ""

    def _check_cap(self) -> None:
        if self.max_calls is not None and len(self.trace) >= self.max_calls:
            raise ToolCapReached(f"tool-call cap of {self.max_calls} reached")

    def _invoke(self, name: str, args: dict[str, Any]) -> tuple[str, Any, bool]:
        tool = self.tools.get(name)
        if tool is None:
            known = ", ".join(sorted(self.tools))
            return f"Error: unknown tool '{name}'. Available tools: {known}.", None, False
        try:
            message = tool.invoke({"type": "tool_call", "name": name, "args": args, "id": uuid.uuid4().hex})
        except ValidationError as error:  # bad arguments are the caller's mistake: say which, and go on
            return "Error: " + describe_validation_error(name, tool.args_schema, error), None, False
        except (ToolException, TypeError, ValueError) as error:
            return f"Error: {name} failed: {error}", None, False
        if isinstance(message, ToolMessage):
            ok = message.status != "error" and not _is_error(message.artifact)
            return str(message.content), message.artifact, ok
        return str(message), None, True


def _is_error(artifact: Any) -> bool:
    return getattr(artifact, "error", None) is not None
