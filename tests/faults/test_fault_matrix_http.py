"""The fault matrix over HTTP: what a careless or hostile caller of `langgraph dev` sends, refused with the cause.

One real server for the module (``tests.langgraph_dev``). A refused run is
an error run whose ``__error__`` names the typed error and its message; no
Python ``AttributeError``/``TypeError`` text, no traceback, and a thread a
refused run was given is left as it was. The repair graph takes a trip and
its plan as JSON, with the disruption as text or as an object.
"""

from __future__ import annotations

import json

import pytest

from himap_travel.domain.sandbox.queries import load_queries
from himap_travel.planning.monitor.state import RepairInput, RepairOutput
from himap_travel.planning.runtime.settings import PlannerSettings
from tests.support.langgraph_dev import get, langgraph_dev, needs_cli, post, schemas

pytestmark = [pytest.mark.integration, needs_cli]

ROW = 50  # validation_dev: 5 days, 2 cities, a flight on day 1 that can be replaced (tests/unit/planning/monitor/test_monitor_repair.py)
QUERY = ("Please plan a 3-day trip for 2 people from Washington to Myrtle Beach from March 13th to March 15th, 2022, "
         "with a budget of $1,400.")
PYTHON_ERRORS = ("AttributeError", "TypeError", "KeyError", "Traceback")


@pytest.fixture(scope="module")
def base(tmp_path_factory):
    with langgraph_dev(tmp_path_factory.mktemp("langgraph_dev") / "server.log") as url:
        yield url


@pytest.fixture(scope="module")
def delivered(base):
    """A trip and its plan as a planning run over HTTP delivered them (JSON)."""
    spec = json.loads(load_queries("validation_dev")[ROW].spec.model_dump_json())
    out = post(f"{base}/runs/wait", {"assistant_id": "himap_travel", "input": {"spec": spec}})
    assert out["status"] == "valid", out
    return out["spec"], out["plan"]


def refused(base: str, body: dict, error: str, *fragments: str) -> str:
    """Run ``body`` on a new thread: the run fails with ``error`` naming each fragment; returns the message."""
    thread = post(f"{base}/threads", {})["thread_id"]
    out = post(f"{base}/threads/{thread}/runs/wait", body)
    assert "__error__" in out, out
    message = out["__error__"]["message"]
    assert out["__error__"]["error"] == error, out
    for fragment in fragments:
        assert fragment in message, message
    assert not any(name in json.dumps(out) for name in PYTHON_ERRORS), out
    (run,) = get(f"{base}/threads/{thread}/runs")
    assert run["status"] == "error"
    return message


def test_a_query_that_is_not_text_is_a_validation_error(base):
    refused(base, {"assistant_id": "himap_travel", "input": {"query": 5}}, "GraphInputError", "query must be the request text", "int 5")


def test_a_query_and_a_spec_together_are_refused(base, delivered):
    spec, _ = delivered
    refused(base, {"assistant_id": "himap_travel", "input": {"query": QUERY, "spec": spec}}, "GraphInputError", "not both")


@pytest.mark.parametrize("given, fragments", [
    ({}, ["nothing to plan", "'query'", "'spec'"]),
    ({"qeury": QUERY}, ["unknown input key(s) qeury", "allowed: query, spec"]),
    ({"query": QUERY, "policy": "solver"}, ["unknown input key(s) policy"]),
    ({"spec": {"org": "Washington", "dest": "Myrtle Beach", "days": "three"}}, ["spec cannot be planned", "days"]),
])
def test_an_input_the_planner_would_misread_is_refused(base, given, fragments):
    refused(base, {"assistant_id": "himap_travel", "input": given}, "GraphInputError", *fragments)


@pytest.mark.parametrize("given, fragments", [
    ({"messages": 5}, ["messages: Unsupported message type"]),
    ({"message": "hi"}, ["unknown input key(s) message", "allowed: messages"]),
])
def test_a_chat_turn_that_cannot_be_read_is_refused(base, given, fragments):
    refused(base, {"assistant_id": "himap_travel_chat", "input": given}, "GraphInputError", *fragments)


def test_an_unknown_context_key_names_the_allowed_ones(base):
    body = {"assistant_id": "himap_travel", "input": {"query": QUERY}, "context": {"executors": 2, "bogus": 1}}
    refused(base, body, "SettingsError", "unknown setting(s) bogus", "allowed: policy, executors")


@pytest.mark.parametrize("context, field", [({"executors": "many"}, "executors"), ({"max_iterations": -1}, "max_iterations"),
                                            ({"monitoring": "yes"}, "monitoring")])
def test_a_context_value_of_the_wrong_type_names_the_field(base, context, field):
    refused(base, {"assistant_id": "himap_travel", "input": {"query": QUERY}, "context": context}, "SettingsError", field)


def test_every_graph_checks_its_context(base, delivered):
    spec, plan = delivered
    chat = {"messages": [{"role": "user", "content": QUERY}]}
    refused(base, {"assistant_id": "himap_travel_chat", "input": chat, "context": {"bogus": 1}},
            "SettingsError", "unknown setting(s) bogus")
    repair = {"trip": spec, "plan": plan, "disruption": "flight:day1"}
    refused(base, {"assistant_id": "himap_travel_repair", "input": repair, "context": {"executors": 0}}, "SettingsError",
            "executors must be at least 1")


def test_studio_forms_list_every_setting_and_the_repair_input(base):
    for graph in ("himap_travel", "himap_travel_chat", "himap_travel_repair"):
        assert set(schemas(base, graph)["context_schema"]["properties"]) == set(PlannerSettings.__dataclass_fields__)
    shown = schemas(base, "himap_travel_repair")
    assert set(shown["input_schema"]["properties"]) == set(RepairInput.__annotations__)
    assert set(shown["output_schema"]["properties"]) == set(RepairOutput.__annotations__)


@pytest.mark.parametrize("disruption", ["flight:day1", {"kind": "flight", "target": "day1"}])
def test_the_repair_graph_repairs_a_plan_given_as_json(base, delivered, disruption):
    spec, plan = delivered
    out = post(f"{base}/runs/wait", {"assistant_id": "himap_travel_repair",
                                     "input": {"trip": spec, "plan": plan, "disruption": disruption}})
    report = out["repair"]
    assert report["disruption"] == "flight:day1" and report["status"] == "valid", out
    assert 1 in report["changed_days"] and out["plan"][0]["transportation"] != plan[0]["transportation"]
    assert out["status"] == "valid" and len(out["world"]) == 1
    assert not {"sigma", "traces", "candidates"} & set(out)  # the output schema keeps internals out


@pytest.mark.parametrize("disruption, fragments", [
    ("flight", ["expected KIND:TARGET"]),
    ({"kind": "flight"}, ["disruption: target"]),
    ({"kind": "meteor", "target": "day1"}, ["disruption: kind"]),
    ("flight:F0000000", ["F0000000", "the plan uses"]),
])
def test_a_disruption_that_cannot_be_read_or_applied_is_a_validation_error(base, delivered, disruption, fragments):
    spec, plan = delivered
    body = {"assistant_id": "himap_travel_repair", "input": {"trip": spec, "plan": plan, "disruption": disruption}}
    refused(base, body, "GraphInputError", *fragments)


def test_a_thread_holds_one_trip_and_a_refused_run_leaves_it_as_it_was(base, delivered):
    spec, plan = delivered
    thread = post(f"{base}/threads", {})["thread_id"]
    wait = f"{base}/threads/{thread}/runs/wait"
    first = post(wait, {"assistant_id": "himap_travel_repair", "input": {"trip": spec, "plan": plan, "disruption": "flight:day1"}})
    assert first["repair"]["status"] == "valid"
    again = post(wait, {"assistant_id": "himap_travel_repair", "input": {"trip": spec, "plan": plan, "disruption": "lodging:day2"}})
    assert "already holds a trip" in again["__error__"]["message"]
    assert get(f"{base}/threads/{thread}/state")["values"]["plan"] == first["plan"]  # the refused run wrote nothing
    second = post(wait, {"assistant_id": "himap_travel_repair", "input": {"disruption": "lodging:day2"}})
    assert second["repair"]["disruption"] == "lodging:day2" and len(second["world"]) == 2  # in the world the first left


def test_a_planner_thread_is_not_handed_a_second_request(base, delivered):
    spec, _ = delivered
    thread = post(f"{base}/threads", {})["thread_id"]
    wait = f"{base}/threads/{thread}/runs/wait"
    assert post(wait, {"assistant_id": "himap_travel", "input": {"spec": spec}})["status"] == "valid"
    again = post(wait, {"assistant_id": "himap_travel", "input": {"query": QUERY}})
    assert again["__error__"]["error"] == "GraphInputError" and "already holds a request" in again["__error__"]["message"]
    assert get(f"{base}/threads/{thread}/state")["values"].get("query") is None  # the refused query was not written
