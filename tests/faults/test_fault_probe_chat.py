"""A chat edit that changes the trip by an amount is computed on the trip, never read as the new value (issue 23).

"Increase the budget by $500" set the budget to $500, "extend the trip by 2
days" made it a 2-day trip, "add 3 people" a trip for 3, and "two more
friends are joining" kept the plan as it was, saying it still met the
request. The number in such a message is the change, not the value: the chat
adds it to the trip's value (or takes it away) and says what it did, once ("people:
2 → 5 (add 3 people)"); a change naming no amount is asked about, and one leaving a trip
the planner cannot plan is refused with why, the trip staying as it was.
"""

from __future__ import annotations

import itertools

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.graphs.chat import build_chat_graph

FIRST = "Plan a 3-day trip for 2 people from Washington to Myrtle Beach from March 13th to March 15th, 2022, budget $1,400."
_threads = itertools.count()


@pytest.fixture(scope="module")
def chat():
    app = build_chat_graph(InMemorySaver())
    return app


def _after(chat, message: str) -> dict:
    config = {"configurable": {"thread_id": f"edit-{next(_threads)}"}}
    chat.invoke({"messages": [{"role": "user", "content": FIRST}]}, config)
    return chat.invoke({"messages": [{"role": "user", "content": message}]}, config)


@pytest.mark.parametrize("message, trip, says", [
    ("Increase the budget by $500.", (1900, 3, 2), "budget: $1,400 → $1,900 (Increase the budget by $500)"),
    ("Add $500 to the budget.", (1900, 3, 2), "budget: $1,400 → $1,900"),
    ("We have $300 more.", (1700, 3, 2), "budget: $1,400 → $1,700"),
    ("Cut the budget by 20%.", (1120, 3, 2), "budget: $1,400 → $1,120"),
    ("Extend the trip by 2 days.", (1400, 5, 2), "5 days)"),
    ("Add a day.", (1400, 4, 2), "4 days)"),
    ("Make it 2 days longer.", (1400, 5, 2), "5 days)"),
    ("Add 3 people.", (1400, 3, 5), "people: 2 → 5"),
    ("Two more friends are joining.", (1400, 3, 4), "people: 2 → 4"),
    ("A friend dropped out.", (1400, 3, 1), "people: 2 → 1"),
])
def test_a_change_by_an_amount_is_computed_on_the_trip_and_said(chat, message, trip, says):
    state = _after(chat, message)
    assert (state["trip"]["budget"], state["trip"]["days"], state["trip"]["people_number"]) == trip
    assert says in state["messages"][-1].content.replace("\\$", "$")  # the reply escapes its dollar signs


@pytest.mark.parametrize("message, says", [
    ("Friends are joining.", "say the total number of travellers (the trip is for 2 now)"),
    ("Two days shorter.", "a trip of 1 day is not one I can plan"),
    ("Three fewer people.", "a trip needs at least 1"),
    ("Cut the budget by $1,400.", "a budget must be more than $0"),
])
def test_a_change_naming_no_amount_or_leaving_no_trip_is_refused_and_the_trip_stays(chat, message, says):
    state = _after(chat, message)
    trip = state["trip"]
    assert (trip["budget"], trip["days"], trip["people_number"]) == (1400, 3, 2)
    assert says in state["messages"][-1].content.replace("\\$", "$")


@pytest.mark.parametrize("message, field, value", [
    ("Make the budget $2,000.", "budget", 2000),
    ("Raise the budget to $2,000.", "budget", 2000),
    ("Make it a 5-day trip.", "days", 5),
    ("We are 4 people now.", "people_number", 4),
    ("Friends are joining: we will be 4 people in total.", "people_number", 4),
])
def test_a_new_value_is_taken(chat, message, field, value):
    assert _after(chat, message)["trip"][field] == value
