"""The delivered plan is stored once in a thread's state (issue 43): in ``plan``; ``result`` holds the rest.

``result`` is a ``Delivery`` (the verdict, both evaluations, route, transport, cost per day) with no plan field, so a
checkpoint serializes the plan once; ``result_of`` joins the two into the ``PlanResult`` scripts read. Checked on a
real run's checkpointed state, on a repair's, and on the serializer's bytes.
"""

from __future__ import annotations

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.execution.serialization import make_serializer
from himap_travel.graphs.planner import compile_planner
from himap_travel.planning.monitor.ledger import delivered_state
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import Delivery, PlannerState, PlanResult, result_of


@pytest.fixture(scope="module")
def planned(sandbox, train_queries):
    """A train request planned on a checkpointed thread, and the thread's stored values."""
    saver = InMemorySaver(serde=make_serializer(PlannerState))
    planner, config = compile_planner(saver), {"configurable": {"thread_id": "once"}}
    out = planner.invoke({"spec": train_queries[0].spec}, config, context=provide(PlannerSettings(), sandbox=sandbox))
    return out, planner.get_state(config).values, saver


def test_the_stored_result_holds_no_plan_and_joins_with_the_plan_whole(planned):
    out, stored, _ = planned
    assert type(stored["result"]) is Delivery and "plan" not in stored["result"].model_dump()
    assert stored["plan"] and stored["plan"] == out["plan"]
    whole = result_of(stored)
    assert isinstance(whole, PlanResult) and whole.plan == stored["plan"]
    assert whole.delivery() == stored["result"] and whole.verdict == stored["verdict"]


def test_a_checkpoint_serializes_the_plan_once(planned):
    """The plan, as the serializer writes it, appears once in the last checkpoint's bytes (a result holding it whole
    would write it a second time, as its own bytes show)."""
    _, stored, saver = planned
    checkpoint = saver.get({"configurable": {"thread_id": "once", "checkpoint_ns": ""}})
    plan_bytes = saver.serde.dumps_typed(stored["plan"])[1]
    written = b"".join(saver.serde.dumps_typed(value)[1] for value in checkpoint["channel_values"].values())
    assert written.count(plan_bytes) == 1
    assert saver.serde.dumps_typed(result_of(stored))[1].count(plan_bytes) == 1  # what a whole result would add


def test_a_repaired_trips_start_stores_the_plan_once(sandbox, planned):
    """The repair graph's start (``delivered_state``: the served repair and the chat's repairs) follows the same rule."""
    out, _, _ = planned
    start = delivered_state(out["spec"], out["plan"], sandbox)
    assert type(start["result"]) is Delivery and result_of(start).plan == out["plan"]


def test_a_result_without_its_plan_is_an_error_never_a_plan_with_no_days(planned):
    _, stored, _ = planned
    assert result_of({}) is None and result_of({"result": None, "plan": None}) is None
    with pytest.raises(LookupError, match="no plan"):
        result_of({"result": stored["result"]})
    with pytest.raises(TypeError, match="not a Delivery"):  # e.g. its fields as a dict: never read as a result
        result_of({"result": stored["result"].model_dump(), "plan": stored["plan"]})
    whole = result_of(stored)
    assert result_of({"result": whole}) is whole  # a result stored whole (an older thread) is read as it is


def test_a_result_stored_whole_by_an_earlier_version_still_reads_back_whole(planned):
    """Threads checkpointed before this change hold a whole ``PlanResult`` in ``result``: no annotation names it any
    more, yet the serializer's allow-list keeps it (``STORED_BEFORE``), so it loads as itself, not as a dict."""
    _, stored, _ = planned
    serde = make_serializer(PlannerState)
    whole = result_of(stored)
    loaded = serde.loads_typed(serde.dumps_typed(whole))
    assert type(loaded) is PlanResult and loaded == whole
    assert result_of({"result": loaded, "plan": stored["plan"]}) is loaded
