"""The benchmark's only hook into a run: a policy wrapper that times each role's decisions.

``graphs.run.run_plan`` is used as is. The wrapper stands in for the policy
(``PlannerContext.policy`` accepts a policy object): it forwards every call
unchanged, and records, per role, how many decisions and tool calls were made
(from the ``ToolBox`` handed to the policy), and when each day executor
started and finished. The day-planning phase of an iteration is measured
from the first executor's start to the last executor's end (re-sends and
repairs of that iteration included); the phase of a run is the sum over its
iterations.

Not seen: the flat allocation of the no-coordinator ablation calls no policy,
so its coordinator tool calls are not counted.
"""

from __future__ import annotations

import inspect
import threading
import time
from typing import Any

from bench.models import RoleCalls
from tools.toolbox import ToolBox

ROLES = {"extract": "extractor", "allocate": "coordinator", "plan_day": "executor"}


class PolicyRecorder:
    """Wraps a policy; forwards every call and records what each role did."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.name = getattr(inner, "name", type(inner).__name__)
        self._lock = threading.Lock()
        self.roles: dict[str, RoleCalls] = {}
        self._spans: dict[int, list[float]] = {}  # iteration -> [first start, last end]

    def __getattr__(self, attribute: str) -> Any:
        if attribute.startswith("__") or attribute == "inner":  # copy/pickle probe before __init__ ran
            raise AttributeError(attribute)
        target = getattr(self.inner, attribute)
        if attribute not in ROLES or not callable(target):
            return target
        return lambda *args, **kwargs: self._timed(attribute, target, args, kwargs)

    def _timed(self, method: str, target: Any, args: tuple, kwargs: dict) -> Any:
        arguments = _arguments(target, args, kwargs)
        tools = next((value for value in arguments.values() if isinstance(value, ToolBox)), None)
        started = time.perf_counter()
        try:
            return target(*args, **kwargs)
        finally:
            ended = time.perf_counter()
            self._record(ROLES[method], tools, ended - started)
            if method == "plan_day":
                self._span(int(arguments.get("iteration") or 1), started, ended)

    def _record(self, role: str, tools: ToolBox | None, seconds: float) -> None:
        trace = tools.trace if tools is not None else []
        with self._lock:
            calls = self.roles.setdefault(role, RoleCalls())
            calls.invocations += 1
            calls.tool_calls += len(trace)
            calls.cached += sum(1 for record in trace if record.cached)
            calls.seconds += seconds

    def _span(self, iteration: int, started: float, ended: float) -> None:
        with self._lock:
            span = self._spans.setdefault(iteration, [started, ended])
            span[0], span[1] = min(span[0], started), max(span[1], ended)

    def day_phase_seconds(self) -> float | None:
        """Wall-clock of the day-planning phase, summed over iterations (None: no day was planned)."""
        with self._lock:
            if not self._spans:
                return None
            return sum(end - start for start, end in self._spans.values())

    def summary(self) -> dict[str, RoleCalls]:
        with self._lock:
            return {role: calls.model_copy() for role, calls in self.roles.items()}


def _arguments(target: Any, args: tuple, kwargs: dict) -> dict[str, Any]:
    """The call's arguments by parameter name (positional ones too), whatever the signature."""
    try:
        return dict(inspect.signature(target).bind_partial(*args, **kwargs).arguments)
    except (TypeError, ValueError):
        return {**{str(i): value for i, value in enumerate(args)}, **kwargs}
