"""What the constraint tests share: the Orlando trip they plan, TravelPlanner's official checks, one planner run, and a
chat thread to talk to (each of the constraint test files had its own copy of these)."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.graphs.chat import build_chat_graph
from himap_travel.graphs.planner import compile_planner
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import result_of
from himap_travel.state.trip import LocalConstraint, TripSpec

# The request the chat tests start from, and orlando_spec's trip written as a person asks for it.
BASE = "Plan a 3-day trip from Washington to Orlando for 2 people, March 15 to 17, 2022, with a budget of $2,500. "
# TravelPlanner's own checks (the evaluator's report keys): a new kind of wish must leave their verdicts as they were.
OFFICIAL = ("budget", "room_rule", "cuisine", "room_type", "transportation")


def orlando_spec(people: int = 2, budget: float = 2500, dest: str = "Orlando", **rules: Any) -> TripSpec:
    """A 3-day trip from Washington (to Orlando unless ``dest`` says), with the local constraints ``rules``."""
    return TripSpec(org="Washington", dest=dest, days=3, visiting_city_number=1,
                    date=["2022-03-15", "2022-03-16", "2022-03-17"], people_number=people, budget=budget,
                    local_constraint=LocalConstraint(**rules))


def plan_result(spec: TripSpec, sandbox: Any, policy: str = "expert", objective: str = "cheapest") -> Any:
    """The default graph's ``PlanResult`` for ``spec`` with this policy and objective."""
    settings = PlannerSettings(policy=policy, objective=objective)
    return result_of(compile_planner().invoke({"spec": spec}, context=provide(settings, sandbox=sandbox)))


_threads = itertools.count()


def chat_session(name: str) -> Callable[[str], dict[str, Any]]:
    """``say(text)``: the chat graph's state after the user says ``text`` in a new thread of its own."""
    app = build_chat_graph(InMemorySaver())
    config = {"configurable": {"thread_id": f"{name}-{next(_threads)}"}}

    def say(text: str) -> dict[str, Any]:
        return app.invoke({"messages": [{"role": "user", "content": text}]}, config)

    return say
