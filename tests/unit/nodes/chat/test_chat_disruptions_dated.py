"""How a disruption said in the chat is dated and counted (``nodes/chat/undated.said_disruptions``, issue 39): a closure
on a day said is that date's only, a full place that of its booking, one closed for good or with no day every date's;
without the trip's dates nothing is dated (fail closed: the plan never keeps what may be closed); two said in one
message are both read, in the order said, and an unclear one asks before anything is repaired."""

from __future__ import annotations

import pytest

from himap_travel.nodes.chat.undated import said_disruptions
from tests.support.chat_trips import PLAN, TRIP

DATES = TRIP["date"]  # March 3 and 4 2022
DHABA = "restaurant:Dhaba On Wheels, Savannah"
TWICE = [PLAN[0], {**PLAN[1], "lunch": "Dhaba On Wheels, Savannah"}]  # Dhaba booked on both days


@pytest.mark.parametrize(("message", "plan", "dates", "read"), [
    ("Dhaba On Wheels shut on day 1", PLAN, DATES, f"{DHABA}@2022-03-03"),  # a day said: that date only
    ("Dhaba On Wheels shut on day 1", PLAN, [], DHABA),  # no dates known: every date
    ("Dhaba On Wheels closed permanently", PLAN, DATES, DHABA),  # for good
    ("Dhaba On Wheels shut down on day 1", PLAN, DATES, DHABA),  # for good, whatever day it was found
    ("Dhaba On Wheels is closed", PLAN, DATES, DHABA),  # no day said
    ("Dhaba On Wheels is full", PLAN, DATES, f"{DHABA}@2022-03-03"),  # full: the one day it is booked
    ("Dhaba On Wheels is full", TWICE, DATES, DHABA),  # booked on two days: which is not known, so every date
    ("the aquarium tickets are sold out for day 1", PLAN, DATES, "attraction:Tennessee Aquarium, Savannah@2022-03-03"),
    ("the hotel for night 1 is full", PLAN, DATES, "lodging:day1"),  # a stay is lost for the trip
])
def test_a_closure_is_dated_as_it_is_said(message, plan, dates, read):
    assert said_disruptions(message, plan, dates=dates) == ([read], None)


def test_two_disruptions_are_read_in_the_order_said():
    assert said_disruptions("Dhaba On Wheels is closed, and our day 2 flight got cancelled", PLAN, dates=DATES) == (
        [DHABA, "flight:day2"], None)
    assert said_disruptions("Day 2. Flight cancelled.", PLAN, dates=DATES) == (["flight:day2"], None)


def test_an_unclear_one_asks_before_anything_is_repaired():
    two_places = [PLAN[0], {**PLAN[1], "lunch": "Olde Pink House, Savannah"}]
    gone, asked = said_disruptions("our day 2 flight got cancelled and the restaurant is closed", two_places, dates=DATES)
    assert gone == [] and asked is not None and asked.startswith("Which restaurant")
