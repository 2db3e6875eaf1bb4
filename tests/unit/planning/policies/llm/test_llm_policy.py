"""The LLM policy through the real ChatOpenAI client against a scripted server (httpx.MockTransport).

The script plays a competent model: the coordinator names the expert's
route, each day executor searches, prices and submits the expert's day. Fault
scripts add malformed calls, hallucinated venues, duplicates and endless
searching, and check what the graph makes of them.
"""

from __future__ import annotations

import json

import pytest

from himap_travel.execution.run import run_plan
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.trip import TripSpecError
from tests.support.scripted_server import (
    ScriptedServer,
    calls,
    competent,
    day_fields,
    passes,
    role_of,
    tool_messages,
    transport_mode,
    turn_of,
)


def run(server, sandbox, spec, **settings):
    ctx_settings = {k: settings.pop(k) for k in list(settings) if k in PlannerSettings.__dataclass_fields__}
    policy = server.policy(sandbox, **settings)
    ctx = provide(PlannerSettings(retry_interval=0.01, **ctx_settings), sandbox=sandbox, policy=policy)
    return run_plan({"spec": spec}, ctx)


@pytest.mark.parametrize("key", [(3, 1), (5, 2)])
def test_tool_calls_lead_to_a_valid_plan(expert_plans, sandbox, key):
    spec, expert = expert_plans[key]
    server = ScriptedServer(competent(expert))
    outcome = run(server, sandbox, spec)
    assert outcome.failure is None and outcome.error is None
    assert outcome.result.plan == expert.plan
    assert passes(spec, outcome.result.plan, sandbox)
    assert len(server.bodies("coordinator")) == 1
    assert all(len(server.bodies("day", d)) == 3 for d in range(1, spec.days + 1))


def test_requests_carry_the_sampling_settings_and_tools(expert_plans, sandbox):
    spec, expert = expert_plans[(3, 1)]
    server = ScriptedServer(competent(expert))
    run(server, sandbox, spec)
    for body in server.requests:
        assert body["temperature"] == 0.7 and body["top_p"] == 0.9
        assert body["tool_choice"] == "required"
        assert body["chat_template_kwargs"] == {"enable_thinking": False}
    day_tools = {t["function"]["name"] for t in server.bodies("day", 1)[0]["tools"]}
    assert {"flight_search", "restaurant_search", "cost_enquiry", "finish", "report_infeasible"} <= day_tools
    assert "distribute_task" not in day_tools
    route_tool = next(t for t in server.bodies("coordinator")[0]["tools"] if t["function"]["name"] == "distribute_task")
    cities = route_tool["function"]["parameters"]["properties"]["visiting_cities"]
    assert expert.route[0] in cities["items"]["enum"] and cities["minItems"] == cities["maxItems"] == 1


def test_day_prompts_carry_the_day_role_budget_and_rules(expert_plans, sandbox):
    spec, expert = expert_plans[(5, 2)]
    server = ScriptedServer(competent(expert))
    run(server, sandbox, spec)
    first = server.bodies("day", 1)[0]["messages"][0]["content"]
    assert "DEPARTURE" in first and f"${spec.budget:,.0f}" in first and "Minimum nights" in first
    assert "at most 2" in first  # 4 nights over 2 cities: 2 each
    last = server.bodies("day", spec.days)[0]["messages"][0]["content"]
    assert "RETURN" in last and "Minimum nights" not in last
    assert "Transport mode lock" in last


def test_malformed_unknown_and_wordless_replies_get_error_observations(expert_plans, sandbox):
    spec, expert = expert_plans[(3, 1)]
    faults = [
        calls(("finish", "{not json")),  # unparsable arguments
        calls(("book_hotel", {"city": "X"})),  # a tool that does not exist
        calls(("cost_enquiry", {"breakfast": "x"})),  # missing current_city
        {"content": "I think I should look for restaurants first."},  # no call at all
    ]

    def day_script(body, day, fields):
        if day != 2:
            return None
        turn = turn_of(body)
        return faults[turn] if turn < len(faults) else calls(("finish", fields))

    server = ScriptedServer(competent(expert, day_script))
    outcome = run(server, sandbox, spec)
    assert passes(spec, outcome.result.plan, sandbox)
    last = server.bodies("day", 2)[-1]
    errors = [m for m in tool_messages(last) if m.startswith("Error")]
    assert len(errors) == 3  # one per faulty call, in order: unparsable arguments, unknown tool, bad arguments
    assert "finish" in errors[0] and "unknown tool 'book_hotel'" in errors[1] and "current_city" in errors[2]
    assert any(m["role"] == "user" and "no tool call" in m["content"] for m in last["messages"])


def test_hallucinated_venue_is_rejected_by_the_tool(expert_plans, sandbox):
    spec, expert = expert_plans[(3, 1)]

    def day_script(body, day, fields):
        if day != 2:
            return None
        fake = {**fields, "lunch": f"Golden Unicorn Bistro, {expert.route[0]}"}
        return calls(("finish", fake)) if turn_of(body) == 0 else calls(("finish", fields))

    server = ScriptedServer(competent(expert, day_script))
    outcome = run(server, sandbox, spec)
    assert passes(spec, outcome.result.plan, sandbox)
    observations = tool_messages(server.bodies("day", 2)[-1])
    assert observations[0].startswith("REJECTED UNKNOWN_ENTRY") and "Golden Unicorn Bistro" in observations[0]


def test_duplicate_venue_is_refused_by_sigma_and_the_day_replanned(expert_plans, sandbox):
    spec, expert = expert_plans[(3, 1)]
    day1 = day_fields(expert.plan[0])
    assert day1["dinner"] != "-"

    def day_script(body, day, fields):
        if day != 2:
            return None
        if "planned again" in body["messages"][1]["content"]:
            return calls(("finish", fields))
        return calls(("finish", {**fields, "lunch": day1["dinner"]}))  # day 1's dinner again

    server = ScriptedServer(competent(expert, day_script))
    outcome = run(server, sandbox, spec)
    assert passes(spec, outcome.result.plan, sandbox)
    replans = [b for b in server.bodies("day", 2) if "planned again" in b["messages"][1]["content"]]
    assert replans and "DUPLICATE" in replans[0]["messages"][1]["content"]


def test_cap_exhaustion_becomes_a_typed_infeasibility_that_reaches_bargaining(expert_plans, sandbox, planner):
    spec, expert = expert_plans[(3, 1)]

    def day_script(body, day, fields):
        if day == 2:
            return calls(("restaurant_search", {"city": expert.route[0]}))  # never finishes
        return None

    server = ScriptedServer(competent(expert, day_script))
    policy = server.policy(sandbox)
    ctx = provide(PlannerSettings(max_iterations=2, tool_cap=5, retry_interval=0.01), sandbox=sandbox, policy=policy)
    out = planner.invoke({"spec": spec}, context=ctx)
    reports = [r for f in out["feedback"] for r in f.infeasible]
    assert reports and reports[0].day == 2 and reports[0].violation_type == "time" and reports[0].status == "infeasible"
    assert "5 tool calls" in reports[0].reason
    assert all(len(b["messages"]) <= 2 + 2 * 5 for b in server.bodies("day", 2))  # the cap bounds each episode
    closing = [b for b in server.bodies("day", 2) if isinstance(b["tool_choice"], dict)]
    assert closing and all(b["tool_choice"]["function"]["name"] == "finish" for b in closing)  # the last call must commit
    second = server.bodies("coordinator")[-1]["messages"][0]["content"]
    assert second.startswith("BARGAINING") and "day 2 TIME" in second
    # the scripted coordinator answers with the same allocation: bargaining ends instead of repeating the round
    assert out["iteration"] == 1 and "would repeat iteration 1's allocation" in out["stalled"]


def test_report_infeasible_carries_the_deficit(expert_plans, sandbox, planner):
    spec, expert = expert_plans[(3, 1)]

    def day_script(body, day, fields):
        if day == 1:
            report = {"violation_type": "budget", "reason": "lodging too dear", "cheapest_cost": spec.budget + 250}
            return calls(("report_infeasible", report))
        return None

    server = ScriptedServer(competent(expert, day_script))
    ctx = provide(PlannerSettings(max_iterations=1, solver_fallback=False), sandbox=sandbox, policy=server.policy(sandbox))
    out = planner.invoke({"spec": spec}, context=ctx)  # (without the solver, which would plan the trip instead)
    day1 = next(o for o in out["outcomes"] if o.day == 1)
    assert day1.infeasible.violation_type == "budget" and day1.infeasible.deficit == pytest.approx(250)
    assert out["verdict"].status == "invalid"  # a day's report is no proof (unsat needs the solver's certificate)


def test_extractor_uses_structured_output_and_checks_places(sandbox):
    form = {
        "org": "st. petersburg", "dest": "Rockford", "days": 3, "visiting_city_number": 1,
        "date": ["2022-03-16", "2022-03-17", "2022-03-18"], "people_number": 1, "budget": 1700,
        "house_rule": None, "cuisine": None, "room_type": None, "transportation": None,
    }
    server = ScriptedServer(lambda body: {"content": json.dumps(form)})
    policy = server.policy(sandbox)
    spec = policy.extract("Plan a trip from St. Petersburg to Rockford ...", tools=None)
    assert spec.org == "St. Petersburg" and spec.dest == "Rockford" and spec.budget == 1700
    assert server.requests[0]["response_format"]["type"] == "json_schema"

    server.script = lambda body: {"content": json.dumps({**form, "dest": "Rockfort City"})}
    with pytest.raises(TripSpecError, match="unknown destination 'Rockfort City'"):
        policy.extract("...", tools=None)
    server.script = lambda body: {"content": json.dumps({**form, "days": 4})}
    with pytest.raises(TripSpecError, match="4 days but 3 dates"):
        policy.extract("...", tools=None)
    server.script = lambda body: {"content": "{\"org\": "}
    with pytest.raises(TripSpecError, match="not a valid trip form"):
        policy.extract("...", tools=None)
    server.script = lambda body: {"content": "{\"org\": \"St. Pete", "finish_reason": "length"}
    with pytest.raises(TripSpecError, match="cut off at 1024 tokens"):
        policy.extract("...", tools=None)


def test_coordinator_rejects_cities_it_may_not_visit(expert_plans, sandbox):
    spec, expert = expert_plans[(5, 2)]
    wrong = [expert.route[0], "Atlantis"]

    def script(body):
        role, _ = role_of(body)
        if role == "coordinator" and turn_of(body) == 0:
            return calls(("distribute_task", {"visiting_cities": wrong, "transportation": transport_mode(expert.plan)}))
        return competent(expert)(body)

    server = ScriptedServer(script)
    outcome = run(server, sandbox, spec)
    assert passes(spec, outcome.result.plan, sandbox)
    observation = tool_messages(server.bodies("coordinator")[-1])[0]
    assert "'Atlantis' is not a city you may visit" in observation


def test_a_model_reading_that_disagrees_with_the_text_is_never_planned(sandbox, planner):
    """The extract node checks the model's form against the rules' reading: a misread budget ends the run."""
    query = ("Please help me plan a trip from St. Petersburg to Rockford spanning 3 days from March 16th to March 18th, "
             "2022. The travel should be planned for a single person with a budget of $1,700.")
    form = {
        "org": "St. Petersburg", "dest": "Rockford", "days": 3, "visiting_city_number": 1,
        "date": ["2022-03-16", "2022-03-17", "2022-03-18"], "people_number": 1, "budget": 7100,
        "house_rule": None, "cuisine": None, "room_type": None, "transportation": None,
    }
    server = ScriptedServer(lambda body: {"content": json.dumps(form)})
    ctx = provide(PlannerSettings(policy="llm"), sandbox=sandbox, policy=server.policy(sandbox))
    out = planner.invoke({"query": query}, context=ctx)
    assert out["status"] == "error" and "budget: the text says 1700.0, the model read 7100" in out["error"]
    assert not out.get("plan")


@pytest.mark.parametrize("key", ["sk-local\nX-Injected: yes", "sk-local\t", "sk\r\n"])
def test_an_api_key_with_a_control_character_is_refused_naming_the_variable_never_the_key(monkeypatch, key):
    """A key from ``$(cat key.txt)`` keeps its line end: as an HTTP header it would end the header and start another,
    refused by the client only at the first request, mid-run. Refused at once, naming the variable; the key (a secret)
    is never printed."""
    from himap_travel.planning.policies.llm.settings import LLMSettings

    monkeypatch.setenv("HIMAP_LLM_API_KEY", key)
    with pytest.raises(ValueError, match="HIMAP_LLM_API_KEY") as caught:
        LLMSettings.from_env()
    assert "sk" not in str(caught.value)
    monkeypatch.setenv("HIMAP_LLM_API_KEY", "sk-local")
    assert LLMSettings.from_env().api_key == "sk-local"


@pytest.mark.parametrize(("variable", "value"), [("HIMAP_LLM_TIMEOUT", "1e400"), ("HIMAP_LLM_TIMEOUT", "inf"),
                                                  ("HIMAP_LLM_TEMPERATURE", "nan")])
def test_a_number_that_is_not_finite_is_refused_naming_the_variable(monkeypatch, variable, value):
    """A timeout of ``1e400`` (Python's inf) passed "above 0" and would wait on a stalled server for ever."""
    from himap_travel.planning.policies.llm.settings import LLMSettings

    monkeypatch.setenv(variable, value)
    with pytest.raises(ValueError, match=f"{variable}: .*finite"):
        LLMSettings.from_env()


def test_a_password_in_the_model_servers_url_is_never_printed():
    """``--base-url http://me:secret@host/v1`` (a proxy's credentials): the server-down message and the client's
    errors name the server with the password hidden, as a store's URL is (``domain.text.urls.masked``)."""
    import httpx
    import openai

    from himap_travel.harness.cli.plan import model_server_down
    from himap_travel.planning.policies.errors import ModelServerUnavailable
    from himap_travel.planning.policies.llm.errors import server_errors

    url = "http://me:hunter2@127.0.0.1:9/v1"
    said = model_server_down({"base_url": url})
    assert said is not None and "hunter2" not in said and "me:***@127.0.0.1:9" in said
    with pytest.raises(ModelServerUnavailable) as caught, server_errors(url):
        raise openai.APIConnectionError(request=httpx.Request("GET", url))
    assert "hunter2" not in str(caught.value)
