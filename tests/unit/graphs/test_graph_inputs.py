"""The graphs' inputs and run context, checked in Python as over HTTP: a typed error that names the cause, before the run.

``{"query": 5}`` was an ``AttributeError`` deep in ``extract``; a misspelt
input key was dropped without a word; ``"executors": "many"`` was a raw
``TypeError``. The served repair graph takes a trip and its plan as JSON with
the disruption as text or as an object (both were an ``AttributeError``).
"""

from __future__ import annotations

import json
import re
from types import SimpleNamespace

import pytest

from himap_travel.execution.checkpointers import memory_checkpointer
from himap_travel.graphs.planner import compile_planner, graph, serve
from himap_travel.graphs.repair import compile_repair, compile_served_repair, repair_graph
from himap_travel.nodes.extract import GraphInputError
from himap_travel.planning.monitor.deps import build_deps, elements_of
from himap_travel.planning.monitor.disruptions import same_element
from himap_travel.planning.monitor.state import RepairInput, RepairOutput, RepairState
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings, SettingsError, validated_settings
from himap_travel.state.world import RowChange

ROW = 50  # validation_dev: 5 days, 2 cities, a flight on day 1 that can be replaced (tests/unit/planning/monitor/test_monitor_repair.py)
QUERY = ("Please plan a 3-day trip for 2 people from Washington to Myrtle Beach from March 13th to March 15th, 2022, "
         "with a budget of $1,400.")
SPEC = {"org": "Washington", "dest": "Myrtle Beach", "days": 3, "visiting_city_number": 1,
        "date": ["2022-03-13", "2022-03-14", "2022-03-15"], "people_number": 2, "budget": 1400}


@pytest.fixture
def settings(sandbox):
    return provide(PlannerSettings(), sandbox=sandbox)


@pytest.fixture(scope="module")
def delivered(sandbox, validation_queries):
    """A trip and the expert's plan for it, as JSON (what a planning run over HTTP delivers)."""
    spec = validation_queries[ROW].spec
    out = graph.invoke({"spec": spec}, context=provide(PlannerSettings(), sandbox=sandbox))
    assert out["status"] == "valid"
    return json.loads(spec.model_dump_json()), out["plan"]


# --- the planner's input -------------------------------------------------------------------


@pytest.mark.parametrize("given, message", [
    ({"query": 5}, r"query must be the request text \(a string\), got int 5"),
    ({"query": QUERY, "spec": SPEC}, r"both a query and a spec were given: .*not both"),
    ({}, r"nothing to plan: give 'query' .* or 'spec'"),
    ({"query": None, "spec": None}, r"nothing to plan"),
    ({"qeury": QUERY}, r"unknown input key\(s\) qeury; allowed: query, spec"),
    ({"query": QUERY, "executors": 2}, r"unknown input key\(s\) executors"),
    ({"spec": {**SPEC, "days": "three"}}, r"spec cannot be planned: days: Input should be a valid integer"),
    ({"spec": {**SPEC, "colour": "red"}}, r"spec cannot be planned: colour: Extra inputs are not permitted"),
    ({"spec": "Washington to Myrtle Beach"}, r"spec must be an object of the TripSpec fields, got str"),
    ([QUERY], r"the planner's input .* must be an object, got list"),
])
def test_an_input_the_planner_would_misread_is_a_typed_error(settings, given, message):
    with pytest.raises(GraphInputError, match=message):
        graph.invoke(given, context=settings)


def test_the_checked_inputs_still_plan(settings):
    assert graph.invoke({"spec": SPEC}, context=settings)["status"] == "valid"
    assert graph.invoke({"query": QUERY}, context=settings)["status"] == "valid"
    assert "empty" in graph.invoke({"query": "  "}, context=settings)["error"]  # text that cannot be planned: the run says so


def test_a_thread_that_holds_a_request_is_not_handed_another(settings):
    app = compile_planner(memory_checkpointer(RepairState))
    config = {"configurable": {"thread_id": "trip"}}
    assert app.invoke({"spec": SPEC}, config, context=settings)["status"] == "valid"
    before = app.get_state(config)
    with pytest.raises(GraphInputError, match=r"this thread already holds a request \(a structured request\)"):
        app.invoke({"query": QUERY}, config, context=settings)
    assert app.get_state(config).config == before.config  # nothing was written
    assert app.invoke(None, config, context=settings)["status"] == "valid"  # resuming (no input) is not a new request


# --- the run context -----------------------------------------------------------------------


@pytest.mark.parametrize("context, message", [
    ({"bogus": 1}, r"unknown setting\(s\) bogus; allowed: policy, executors"),
    ({"executors": "many"}, r"setting executors: Input should be a valid integer \(got 'many'\)"),
    ({"executors": True}, r"setting executors: Input should be a valid integer"),
    ({"max_iterations": -1}, r"max_iterations must be at least 1 \(got -1\)"),
    ({"max_resends": -1}, r"max_resends must be at least 0"),
    ({"solver_time_limit": 0}, r"solver_time_limit must be more than 0"),
    ({"monitoring": "yes"}, r"setting monitoring: Input should be a valid boolean"),
    ({"policy": "gpt"}, r"unknown policy 'gpt'; choose one of expert, llm, solver"),
    ({"tool_latency": {"low_ms": "x"}}, r"setting tool_latency.low_ms"),
    ({"llm": ["gpt"]}, r"setting llm: Input should be a valid dictionary"),
])
def test_a_context_that_cannot_be_used_is_a_settings_error_naming_the_field(context, message):
    with pytest.raises(SettingsError, match=message):
        graph.invoke({"query": QUERY}, context=context)
    with pytest.raises(SettingsError, match=message):
        validated_settings(context)


def test_a_context_of_the_right_types_is_taken_as_given():
    settings = validated_settings({"executors": 2, "retry_interval": 1, "tool_latency": {"low_ms": 1, "high_ms": 2}})
    assert settings.executors == 2 and settings.retry_interval == 1.0
    assert settings.tool_latency.high_ms == 2
    assert validated_settings(None).policy == "expert"
    assert validated_settings(settings) is settings
    with pytest.raises(SettingsError, match="the run context must be an object of settings, got list"):
        validated_settings(["executors"])


def test_the_served_graph_checks_the_context_the_server_would_filter():
    """``langgraph dev`` drops unknown context keys before a run; the factory it calls sees them as given."""
    running = SimpleNamespace(execution_runtime=SimpleNamespace(context={"executors": 2, "bogus": 1}))
    with pytest.raises(SettingsError, match=r"unknown setting\(s\) bogus"):
        serve(running)
    assert serve(SimpleNamespace(execution_runtime=SimpleNamespace(context={"executors": 2}))) is graph
    assert serve(SimpleNamespace(execution_runtime=None)) is graph  # the server only reads the graph (its schemas)


# --- the served repair graph ---------------------------------------------------------------


def test_the_repair_graph_shows_its_own_input_and_output():
    assert set(repair_graph.get_input_jsonschema()["properties"]) == set(RepairInput.__annotations__) == {
        "trip", "plan", "disruption", "world", "today"}
    assert set(repair_graph.get_output_jsonschema()["properties"]) == set(RepairOutput.__annotations__)
    assert set(repair_graph.get_context_jsonschema()["properties"]) == set(PlannerSettings.__dataclass_fields__)
    assert {"sigma", "spec", "result"} <= set(compile_repair().get_input_jsonschema()["properties"])  # the internal one: the whole state


@pytest.mark.parametrize("disruption", ["flight:day1", {"kind": "flight", "target": "day1"}])
def test_the_repair_graph_repairs_a_plan_given_as_json(settings, delivered, disruption):
    trip, plan = delivered
    out = repair_graph.invoke({"trip": trip, "plan": plan, "disruption": disruption}, context=settings)
    report = out["repair"]
    assert report.disruption == "flight:day1" and report.status == "valid" and out["status"] == "valid"
    assert 1 in report.changed_days
    (change,) = out["world"]
    assert change.removed and change.element.kind == "flight"
    assert not any(same_element(change.element, node.element) for node in elements_of(build_deps(out["plan"])))
    assert set(out) <= set(RepairOutput.__annotations__)


def test_a_thread_of_the_repair_graph_repairs_its_trip_again_in_the_world_left(settings, delivered):
    trip, plan = delivered
    app = compile_served_repair().copy(update={"checkpointer": memory_checkpointer(RepairState)})
    config = {"configurable": {"thread_id": "trip"}}
    first = app.invoke({"trip": trip, "plan": plan, "disruption": "flight:day1"}, config, context=settings)
    second = app.invoke({"disruption": {"kind": "lodging", "target": "day2"}}, config, context=settings)
    assert second["repair"].disruption == "lodging:day2" and second["repair"].status == "valid"
    assert [c.element.kind for c in second["world"]] == ["flight", "accommodation"]
    assert second["plan"][0]["transportation"] == first["plan"][0]["transportation"]  # day 1 as the first repair left it
    with pytest.raises(GraphInputError, match="this thread already holds a trip"):
        app.invoke({"trip": trip, "plan": plan, "disruption": "flight:day1"}, config, context=settings)


def test_earlier_disruptions_given_as_world_stay_in_force(settings, delivered):
    trip, plan = delivered
    first = repair_graph.invoke({"trip": trip, "plan": plan, "disruption": "flight:day1"}, context=settings)
    world = [change.model_dump(mode="json") for change in first["world"]]
    out = repair_graph.invoke({"trip": trip, "plan": first["plan"], "disruption": "lodging:day2", "world": world}, context=settings)
    assert out["repair"].status == "valid"
    assert out["world"][0] == RowChange.model_validate(world[0]) and len(out["world"]) == 2


@pytest.mark.parametrize("change, message", [
    ({"disruption": "flight"}, r"disruption: 'flight': expected KIND:TARGET"),
    ({"disruption": {"kind": "flight"}}, r"disruption: target: Field required"),
    ({"disruption": {"kind": "flight", "target": "day1", "when": "now"}}, r"disruption: when: Extra inputs are not permitted"),
    ({"disruption": 7}, r"disruption must be KIND:TARGET text or an object"),
    ({"disruption": None}, r"no disruption given"),
    ({"disruption": "flight:day9"}, r"disruption flight:day9: .*no day 9"),
    ({"plan": None}, r"give 'trip' and 'plan' together"),
    ({"trip": None, "plan": None}, r"no trip to repair: give 'trip' and 'plan'"),
    ({"trip": {"org": "Washington"}}, r"trip cannot be planned: dest: Field required"),
    ({"plan": "day 1: fly"}, r"plan must be a list of day objects"),
    ({"plan": []}, r"plan has 0 day\(s\) but the trip has 5"),
    ({"world": "flight gone"}, r"world must be the list a repair delivered"),
    ({"deps": {}}, r"unknown input key\(s\) deps; allowed: trip, plan, disruption, world"),
])
def test_a_repair_input_that_cannot_be_used_is_a_typed_error(settings, delivered, change, message):
    trip, plan = delivered
    given = {"trip": trip, "plan": plan, "disruption": "flight:day1", **change}
    with pytest.raises(GraphInputError, match=message):
        repair_graph.invoke(given, context=settings)


def test_a_plan_day_that_is_not_the_submission_format_is_named(settings, delivered):
    trip, plan = delivered
    broken = [dict(day) for day in plan]
    broken[1]["lunch"] = 5
    with pytest.raises(GraphInputError, match=r"plan day 2: lunch: Input should be a valid string"):
        repair_graph.invoke({"trip": trip, "plan": broken, "disruption": "flight:day1"}, context=settings)
    broken[1] = {**plan[1], "days": 3}
    with pytest.raises(GraphInputError, match=r"plan day 2 says days=3"):
        repair_graph.invoke({"trip": trip, "plan": broken, "disruption": "flight:day1"}, context=settings)


@pytest.mark.parametrize("given, message", [
    ({"messages": 5}, "messages: Unsupported message type"),
    ({"message": "hi"}, "unknown input key(s) message; allowed: messages"),
    ({}, "no message given"),
    ({"messages": [{"role": "user", "content": 7}]}, "messages: 2 validation errors"),
    ({"messages": [], "trip": {"org": "Washington"}}, "unknown input key(s) trip"),
    ("plan me a trip", "must be an object"),
])
def test_a_chat_input_that_cannot_be_read_is_refused_and_writes_nothing(given, message):
    from langgraph.checkpoint.memory import InMemorySaver

    from himap_travel.graphs.chat import build_chat_graph

    saver = InMemorySaver()
    chat, thread = build_chat_graph(saver), {"configurable": {"thread_id": "chat"}}
    with pytest.raises(GraphInputError, match=re.escape(message)):
        chat.invoke(given, thread)
    assert list(saver.list(thread)) == []  # refused before the turn: nothing of it in the thread
