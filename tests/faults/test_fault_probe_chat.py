"""A chat edit that changes the trip by an amount is asked about, never read as the new value (issue 23).

"Increase the budget by $500" set the budget to $500, "extend the trip by 2
days" made it a 2-day trip, "add 3 people" a trip for 3, and "two more
friends are joining" kept the plan as it was, saying it still met the
request. The number in such a message is the change, not the value: the chat
says so and asks for the new value, and the trip stays as it was.
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


@pytest.mark.parametrize("message, asks", [
    ("Increase the budget by $500.", "say the new total budget (it is $1,400 now)"),
    ("Add $500 to the budget.", "say the new total budget"),
    ("We have $300 more.", "say the new total budget"),
    ("Cut the budget by 20%.", "say the new total budget"),
    ("Extend the trip by 2 days.", "say the new dates or length (the trip is 3 days now"),
    ("Add a day.", "say the new dates or length"),
    ("Make it 2 days longer.", "say the new dates or length"),
    ("Add 3 people.", "say the total number of travellers (the trip is for 2 now)"),
    ("Two more friends are joining.", "say the total number of travellers"),
    ("A friend dropped out.", "say the total number of travellers"),
])
def test_a_change_by_an_amount_is_asked_about_and_the_trip_stays(chat, message, asks):
    state = _after(chat, message)
    trip = state["trip"]
    assert (trip["budget"], trip["days"], trip["people_number"]) == (1400, 3, 2)
    assert asks in state["messages"][-1].content.replace("\\$", "$")  # the reply escapes its dollar signs


@pytest.mark.parametrize("message, field, value", [
    ("Make the budget $2,000.", "budget", 2000),
    ("Raise the budget to $2,000.", "budget", 2000),
    ("Make it a 5-day trip.", "days", 5),
    ("We are 4 people now.", "people_number", 4),
    ("Friends are joining: we will be 4 people in total.", "people_number", 4),
])
def test_a_new_value_is_taken(chat, message, field, value):
    assert _after(chat, message)["trip"][field] == value
