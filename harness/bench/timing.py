"""What each role did and how long the day-planning phase took, read from the graph's own traces.

Every role's trace carries its tool calls and when it started and decided
(``state.trace.RoleTrace``), so the benchmark needs no hook into the run: the
flat allocation of the no-coordinator ablation is counted like any other
coordinator. The day-planning phase of an iteration runs from the first day
executor's start to the last one's end (re-sends and repairs included); a
run's phase is the sum over its iterations.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from himap_travel.harness.bench.models import RoleCalls
from himap_travel.state.trace import RoleTrace


def role_calls(traces: Iterable[RoleTrace]) -> dict[str, RoleCalls]:
    roles: dict[str, RoleCalls] = {}
    for trace in traces:
        calls = roles.setdefault(trace.role, RoleCalls())
        calls.invocations += 1
        calls.tool_calls += len(trace.tool_calls)
        calls.cached += sum(1 for record in trace.tool_calls if record.cached)
        calls.seconds += max(trace.ended - trace.started, 0.0)
    return roles


def day_phase_seconds(traces: Iterable[RoleTrace]) -> float | None:
    """Wall-clock of the day-planning phase, summed over iterations (None: no day was planned)."""
    spans: dict[int, list[float]] = defaultdict(list)
    for trace in traces:
        if trace.role == "executor" and trace.ended:
            spans[trace.iteration] += [trace.started, trace.ended]
    if not spans:
        return None
    return sum(max(times) - min(times) for times in spans.values())
