"""A price change reported during the trip (issue 39, ``nodes/chat/price_said.py``): read as the monitor's ``price``
disruption against the plan's own bookings, never as a new budget ("the hotel raised its price to 300 a night" set the
budget to $600), and never read from a request, a hypothetical, a time or a distance."""

from __future__ import annotations

import pytest

from himap_travel.nodes.chat.undated import said_disruptions
from tests.support.disruption_scoring import PLAN, TRIP

DATES = TRIP["date"]


def _read(message: str) -> tuple[list[str], str | None] | None:
    return said_disruptions(message, PLAN, False, DATES, people=2)


@pytest.mark.parametrize(("message", "read"), [
    ("the hotel just raised its price to 300 a night", "price:day1.lodging=300"),
    ("our flight home now costs $400 each", "price:day3.flight=400"),
    ("the flight home is now 800 for both of us", "price:day3.flight=400"),  # per person, as the monitor takes it
    ("airbnb is charging 900 total now for the stay", "price:day1.lodging=450"),  # per night of its two
    ("dinner on day 1 went up 20%", "price:day1.dinner=+20%"),
    ("the hotel went up by $50 a night", "price:day1.lodging=+50"),
    ("Joe's Diner doubled its prices", "price:Joe's Diner, Savannah=x2"),
    ("joes diner is now 30 a head", "price:Joe's Diner, Savannah=30"),
    ("the outbound fare jumped to $650", "price:day1.flight=650"),
    ("F2 price increased by 10 percent", "price:F2=+10%"),
    ("hotel prices dropped by 15%", "price:day1.lodging=-15%"),
])
def test_a_price_change_reported_is_the_monitors_price_disruption(message, read):
    assert _read(message) == ([read], None)


@pytest.mark.parametrize("message", [
    "make the hotel cheaper, 120 a night",  # a wish, not a report
    "if the hotel raised its price to 300 would we be ok?",
    "what if the hotel raises its price?",
    "our budget is now 3000",
    "the budget went up to $3000",
    "the hotel is now 2 blocks from the beach",
    "we went up 20 floors to the observation deck",
    "can we find a hotel for 300 a night",
])
def test_a_wish_a_hypothetical_a_budget_or_a_distance_is_no_price_change(message):
    assert _read(message) is None


def test_a_time_said_after_now_is_a_delay_never_a_price():
    assert _read("the flight home is now leaving at 9pm") == (["delay:day3@21:00"], None)


def test_a_flights_price_with_no_flight_told_is_asked_naming_each_and_changes_nothing():
    gone, asked = _read("flights went up, ours is now $520 each") or ([], None)
    assert gone == [] and asked is not None and asked.startswith("Which flight's price changed?") and "day 1, day 3" in asked
