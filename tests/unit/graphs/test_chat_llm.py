"""The chat graph with the LLM policy: the message is read by structured output (the planner's extractor).

The model is a scripted OpenAI-compatible server; the planner underneath is
the expert one (its LLM runs are tested in test_llm_policy.py).
"""

from __future__ import annotations

import json

from langgraph.checkpoint.memory import InMemorySaver
from langgraph.types import Command

from himap_travel.graphs.chat import build_chat_graph
from himap_travel.graphs.planner import compile_planner
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from tests.support.scripted_server import ScriptedServer

FORM = {
    "org": "Washington", "dest": "Myrtle Beach", "days": 3, "visiting_city_number": 1,
    "date": ["2022-03-13", "2022-03-14", "2022-03-15"], "people_number": 2, "budget": 1400,
    "house_rule": None, "cuisine": None, "room_type": None, "transportation": None,
}


def reading_too(script):
    """``script`` for the extractor's calls; the message-reading calls (the classifier's prompt) answered as a request
    or an edit, as the model would for these messages."""
    def answer(body):
        if body["messages"][0]["content"].startswith("You read one message"):
            kind = "edit" if "There is a current plan" in body["messages"][-1]["content"] else "request"
            return {"content": json.dumps({"kind": kind})}
        return script(body)
    return answer


def extractions(server) -> list[dict]:
    """The extractor's requests (not the message readings)."""
    return [body for body in server.requests if not body["messages"][0]["content"].startswith("You read one message")]


class ExpertPlanner:
    """The planning graph run with the expert policy, whatever the chat's policy."""

    def __init__(self, sandbox):
        self.app, self.sandbox = compile_planner(checkpointer=False), sandbox

    def invoke(self, inputs, config=None, *, context=None):
        return self.app.invoke(inputs, config, context=provide(PlannerSettings(), sandbox=self.sandbox))


def test_the_llm_policy_reads_new_trips_and_edits_by_structured_output(sandbox):
    def script(body):
        prompt = body["messages"][-1]["content"]
        if "The current trip" in prompt:  # an edit: the model is given the current trip and the message
            assert "Washington → Myrtle Beach" in prompt and "make it $1,200" in prompt
            return {"content": json.dumps({**FORM, "budget": 1200, "house_rule": "pets"})}
        if "Seattle" in prompt:
            return {"content": json.dumps({**FORM, "org": "Seattle", "dest": "Denver", "people_number": 1, "budget": 2500,
                                           "date": ["2022-03-20", "2022-03-21", "2022-03-22"]})}
        return {"content": json.dumps(FORM)}

    server = ScriptedServer(reading_too(script))
    context = provide(PlannerSettings(policy="llm"), sandbox=sandbox, policy=server.policy(sandbox))
    app = build_chat_graph(InMemorySaver(), planner=ExpertPlanner(sandbox))
    config = {"configurable": {"thread_id": "llm-chat"}}

    def say(text):
        return app.invoke({"messages": [{"role": "user", "content": text}]}, config, context=context)

    out = say("Plan a 3-day trip for 2 from Washington to Myrtle Beach, March 13-15 2022, budget $1,400")
    assert out["trip"]["budget"] == 1400 and out["verdict"]["status"] == "valid"
    assert server.requests[-1]["response_format"]["type"] == "json_schema"

    out = say("Can you make it $1,200 and find a place that allows pets?")
    assert out["trip"]["budget"] == 1200 and out["trip"]["local_constraint"]["house rule"] == "pets"
    assert r"budget: \$1,400 → \$1,200" in out["messages"][-1].content

    # the model fills in 1 traveller, but the wording gives no count: the chat asks
    out = say("Plan a 3-day trip from Seattle to Denver, March 20-22 2022, budget $2,500")
    assert out["__interrupt__"][0].value["missing"] == ["people_number"]
    out = app.invoke(Command(resume="5"), config, context=context)
    assert out["trip"]["people_number"] == 5 and out["trip"]["org"] == "Seattle"
    assert len(extractions(server)) == 3  # one extraction per message; the answer is read by the rules
    assert len(server.requests) == 6  # and each message read by the model first (what it asks for)


def test_a_model_reading_that_disagrees_with_the_rules_is_not_planned(sandbox):
    """The model misreads an edit ($2,100 for "$1,200") or a new trip ($4,100 for "$1,400"): the rules' reading stands."""
    def script(body):
        prompt = body["messages"][-1]["content"]
        if "The current trip" in prompt:
            return {"content": json.dumps({**FORM, "budget": 2100})}
        return {"content": json.dumps({**FORM, "budget": 4100})}

    server = ScriptedServer(reading_too(script))
    context = provide(PlannerSettings(policy="llm"), sandbox=sandbox, policy=server.policy(sandbox))
    app = build_chat_graph(InMemorySaver(), planner=ExpertPlanner(sandbox))
    config = {"configurable": {"thread_id": "llm-chat-misread"}}

    def say(text):
        return app.invoke({"messages": [{"role": "user", "content": text}]}, config, context=context)

    out = say("Plan a 3-day trip for 2 from Washington to Myrtle Beach, March 13-15 2022, budget $1,400")
    assert out["trip"]["budget"] == 1400
    out = say("Make it $1,200 please.")
    assert out["trip"]["budget"] == 1200
    assert len(extractions(server)) == 2  # the model was asked each time, and overruled each time
