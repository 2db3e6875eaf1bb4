"""``ToolBox.call_many``: one decision, several tool calls at once; the expert and the LLM agent use it."""

from __future__ import annotations

import json
import threading
import time

import pytest
from langchain_core.tools import StructuredTool, ToolException

import himap_travel.tools.toolbox as toolbox_module
from himap_travel.execution.run import run_plan
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.trace import ToolCallRecord
from himap_travel.tools.latency import SimulatedLatency
from himap_travel.tools.toolbox import CACHEABLE, SharedCache, ToolBox, ToolCapReached
from tests.support.scripted_server import ScriptedServer, calls, competent, passes, turn_of

FIXED_100MS = SimulatedLatency(low_ms=100, high_ms=100)


def _echo_tools(invoked: list[int] | None = None, pause: float = 0.0):
    """``echo(n)`` returns n (slower for small n, so a parallel batch finishes out of order); ``fail(n)`` is an error."""

    def echo(n: int) -> tuple[str, int]:
        if invoked is not None:
            invoked.append(n)
        time.sleep(pause / (n + 1))  # a slow tool, the behaviour under test: a parallel batch finishes out of order
        return f"echo {n}", n

    def fail(n: int) -> tuple[str, None]:
        if invoked is not None:
            invoked.append(-n)
        raise ToolException(f"{n} is not accepted")

    return [
        StructuredTool.from_function(echo, name="echo", description="echo n", response_format="content_and_artifact",
                                     metadata={CACHEABLE: True}),  # pure: a search stand-in
        StructuredTool.from_function(fail, name="fail", description="fail on n", response_format="content_and_artifact",
                                     metadata={CACHEABLE: True}),
    ]


def _batch(*numbers: int, name: str = "echo") -> list[tuple[str, dict]]:
    return [(name, {"n": n}) for n in numbers]


def _observations(trace: list[ToolCallRecord]) -> list[str]:
    return [record.observation for record in trace]


def test_results_and_trace_are_in_call_order():
    tools = ToolBox(_echo_tools(pause=0.05), parallel_calls=4)
    assert tools.call_many(_batch(0, 1, 2, 3, 4, 5)) == [0, 1, 2, 3, 4, 5]  # echo 0 finishes last
    assert _observations(tools.trace) == [f"echo {n}" for n in range(6)]
    assert tools.call("echo", n=9) == 9 and tools.trace[-1].args == {"n": 9}  # call is a batch of one
    assert tools.call_many([]) == [] and len(tools.trace) == 7


def test_parallel_calls_run_at_once_and_one_means_one_after_another(monkeypatch):
    """The most delays under way at once: several with ``parallel_calls=4``, one with 1. Counted, not timed: a busy
    machine stretched the four overlapping 100 ms delays of a batch to 0.78 s of wall time, past any bound on it."""
    real_sleep = time.sleep

    def most_at_once(parallel_calls: int) -> int:
        lock, running, peak = threading.Lock(), [0], [0]

        def counted(seconds: float) -> None:
            if seconds <= 0:
                return real_sleep(seconds)
            with lock:
                running[0] += 1
                peak[0] = max(peak[0], running[0])
            try:
                real_sleep(seconds)
            finally:
                with lock:
                    running[0] -= 1

        with monkeypatch.context() as patch:
            patch.setattr(toolbox_module.time, "sleep", counted)
            ToolBox(_echo_tools(), latency=FIXED_100MS, parallel_calls=parallel_calls).call_many(_batch(0, 1, 2, 3))
        return peak[0]

    assert most_at_once(4) > 1  # the four 100 ms delays overlap (4 at once on an idle machine)
    assert most_at_once(1) == 1  # one after another


def test_a_batch_is_one_decision():
    tools = ToolBox(_echo_tools(), decision_latency=FIXED_100MS, parallel_calls=4)
    started = time.perf_counter()
    tools.call_many(_batch(0, 1, 2, 3))
    assert time.perf_counter() - started < 0.3  # one 100 ms decision for the four calls, not four


def test_seeded_delays_belong_to_calls_not_to_the_thread_schedule(monkeypatch):
    """Each call sleeps the delay drawn for its place in the batch, whatever parallel_calls is."""
    current = threading.local()
    slept: dict[int, float] = {}
    real_sleep = time.sleep

    def echo(n: int) -> tuple[str, int]:
        current.n = n
        real_sleep(0.01 / (n + 1))  # a tool's own work (not its drawn delay): the threads' calls end out of order
        return f"echo {n}", n

    def fake_sleep(seconds: float) -> None:
        n = getattr(current, "n", None)
        if n is not None:  # a tool's delay (the decision's delay is slept by the caller, before any tool)
            slept[n] = seconds
            current.n = None

    monkeypatch.setattr(toolbox_module.time, "sleep", fake_sleep)
    tool = StructuredTool.from_function(echo, name="echo", description="echo n", response_format="content_and_artifact")
    seen = []
    for parallel_calls in (1, 8, 8):
        slept.clear()
        tools = ToolBox([tool], latency=SimulatedLatency(low_ms=50, high_ms=200), latency_seed=3, latency_key="k",
                        parallel_calls=parallel_calls)
        tools.call_many(_batch(*range(8)))
        seen.append(dict(slept))
    assert len(seen[0]) == 8 and len(set(seen[0].values())) == 8
    assert seen[0] == seen[1] == seen[2]


def test_the_cap_counts_every_call_of_a_batch():
    tools = ToolBox(_echo_tools(), max_calls=3)
    assert tools.call_many(_batch(1, 2)) == [1, 2]
    with pytest.raises(ToolCapReached):
        tools.call_many(_batch(3, 4))  # one fits: it runs and is traced, then the cap is reached
    assert _observations(tools.trace) == ["echo 1", "echo 2", "echo 3"] and tools.calls_left == 0
    with pytest.raises(ToolCapReached):
        tools.call_many(_batch(5))

    fresh = ToolBox(_echo_tools(), max_calls=2)
    with pytest.raises(ToolCapReached):
        fresh.call_many(_batch(1, 2, 3, 4))
    assert _observations(fresh.trace) == ["echo 1", "echo 2"]


def test_cache_hits_inside_a_batch_as_with_call():
    invoked: list[int] = []
    cache = SharedCache()
    tools = ToolBox(_echo_tools(invoked), cache=cache, latency=SimulatedLatency(low_ms=1, high_ms=2), parallel_calls=8)
    assert tools.call_many(_batch(1, 1, 2, 1)) == [1, 1, 2, 1]
    assert [r.cached for r in tools.trace] == [False, True, False, True]
    assert sorted(invoked) == [1, 2]  # each distinct call ran once

    other = ToolBox(_echo_tools(invoked), cache=cache, parallel_calls=8)  # another role of the same run
    other.call_many(_batch(2, 3))
    assert [r.cached for r in other.trace] == [True, False] and sorted(invoked) == [1, 2, 3]

    failing = ToolBox(_echo_tools(invoked), cache=cache, parallel_calls=8)
    failing.call_many(_batch(7, 7, name="fail"))  # errors are not cached: both run
    assert [(r.ok, r.cached) for r in failing.trace] == [(False, False), (False, False)] and invoked.count(-7) == 2


def test_bad_calls_in_a_batch_get_their_own_error_observation():
    tools = ToolBox(_echo_tools(), parallel_calls=4)
    results = tools.call_many([("echo", {"n": 1}), ("book_hotel", {"city": "X"}), ("echo", {"n": "many"}), ("echo", {"n": 2})])
    assert results[0] == 1 and results[3] == 2 and results[1] is None and results[2] is None
    assert [r.ok for r in tools.trace] == [True, False, False, True]
    assert "unknown tool 'book_hotel'" in tools.trace[1].observation and tools.trace[2].observation.startswith("Error")


def test_an_unexpected_error_is_raised_after_the_calls_before_it_are_traced():
    def boom(n: int) -> tuple[str, int]:
        raise RuntimeError("bug in a tool")

    broken = StructuredTool.from_function(boom, name="boom", description="raises", response_format="content_and_artifact")
    for parallel_calls in (1, 4):
        tools = ToolBox([*_echo_tools(), broken], parallel_calls=parallel_calls)
        with pytest.raises(RuntimeError, match="bug in a tool"):
            tools.call_many([("echo", {"n": 1}), ("boom", {"n": 2}), ("echo", {"n": 3})])
        assert _observations(tools.trace) == ["echo 1"]


def test_sequential_ablation_has_no_parallelism_at_all():
    settings = PlannerSettings().with_ablation("sequential")
    assert settings.executors == 1 and settings.parallel_calls == 1
    assert PlannerSettings().parallel_calls == 8
    with pytest.raises(ValueError, match="parallel_calls"):
        PlannerSettings(parallel_calls=0)


def _coordinator_calls(out) -> list[str]:
    return sorted(
        json.dumps([c.name, c.args, c.cached, c.ok], sort_keys=True, default=str)
        for trace in out["traces"] if trace.role == "coordinator" for c in trace.tool_calls
    )


def test_expert_plans_the_same_with_and_without_parallel_calls(planner, sandbox, train_queries):
    """Batched searches change the wall-clock, not the allocation, the day tasks, the plan or the calls made."""
    picked = [next(r for r in train_queries if (r.spec.days, r.spec.visiting_city_number) == key) for key in ((3, 1), (5, 2), (7, 3))]
    for row in picked:
        outs = {}
        for parallel_calls, executors in ((1, 1), (8, 3)):
            ctx = provide(PlannerSettings(parallel_calls=parallel_calls, executors=executors), sandbox=sandbox)
            outs[parallel_calls] = planner.invoke({"spec": row.spec}, context=ctx, config={"max_concurrency": 10})
        one, eight = outs[1], outs[8]
        assert one["allocation"].model_dump() == eight["allocation"].model_dump()
        assert one["plan"] == eight["plan"]
        assert _coordinator_calls(one) == _coordinator_calls(eight)


def test_llm_reply_with_two_calls_runs_both_in_order(expert_plans, sandbox):
    spec, expert = expert_plans[(3, 1)]
    city = expert.route[0]

    def day_script(body, day, fields):
        if day != 1:
            return None
        if turn_of(body) == 0:
            return calls(("restaurant_search", {"city": city}), ("attraction_search", {"city": city}))
        return calls(("finish", fields))

    server = ScriptedServer(competent(expert, day_script))
    policy = server.policy(sandbox)
    ctx = provide(PlannerSettings(retry_interval=0.01, tool_latency=SimulatedLatency(low_ms=1, high_ms=2)),
                  sandbox=sandbox, policy=policy)
    outcome = run_plan({"spec": spec}, ctx)
    assert outcome.result is not None and passes(spec, outcome.result.plan, sandbox)
    last = server.bodies("day", 1)[-1]["messages"]
    asked = next(m for m in last if m["role"] == "assistant" and m.get("tool_calls"))
    answered = [m for m in last if m["role"] == "tool"]
    assert [m["tool_call_id"] for m in answered] == [c["id"] for c in asked["tool_calls"]]  # the reply's order
    assert len(answered) == 2 and answered[0]["content"] != answered[1]["content"]
    day1 = next(t for t in outcome.traces if t.role == "executor" and t.day == 1)
    assert [c.name for c in day1.tool_calls] == ["restaurant_search", "attraction_search", "finish"]
    for message, record in zip(answered, day1.tool_calls[:-1], strict=True):  # finish, the last call, gets no answer
        assert record.observation.startswith(message["content"][:40])
