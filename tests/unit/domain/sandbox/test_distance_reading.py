"""A distance is read once, as a number: "1,364 km" keeps its thousands separator wherever it is read.

The chat once showed a 1,364 km drive as "about 12 h 15 min, 1": the plan's transportation entry was split at
every comma. The sandbox row (``records.kilometres``) and a plan's entry (``parsing.entry_details``) read the
distance with the same function.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.evaluation.parsing import entry_details
from himap_travel.domain.sandbox.records import Distance, kilometres
from himap_travel.nodes.chat.markdown import day_text, travel_words

LONG_DRIVE = "Self-driving, from Seattle to San Francisco, duration: 12 hours 15 mins, distance: 1,364 km, cost: 68"


@pytest.mark.parametrize("text, km", [("1,364 km", 1364.0), ("693 km", 693.0), ("12,345,678 km", 12345678.0),
                                      ("", None), (None, None), ("far km", None), ("2.5 km", 2.5)])
def test_kilometres_reads_the_distance_matrix_text(text, km):
    assert kilometres(text) == km


def test_a_sandbox_row_and_a_plan_entry_read_the_same_number():
    row = Distance(origin="Seattle", destination="San Francisco", duration="12 hours 15 mins", distance="1,364 km")
    assert row.km == entry_details(LONG_DRIVE).km == 1364.0


def test_an_entry_keeps_every_field_whole():
    details = entry_details(LONG_DRIVE)
    assert (details.duration, details.km) == ("12 hours 15 mins", 1364.0)
    flight = entry_details("Flight Number: F1, from A to B, Departure Time: 11:03, Arrival Time: 13:31")
    assert (flight.departure, flight.arrival, flight.km) == ("11:03", "13:31", None)


def test_the_chat_shows_a_long_drive_whole():
    assert travel_words(LONG_DRIVE) == "drive from Seattle to San Francisco (about 12 h 15 min, 1,364 km)"
    day = {"days": 1, "current_city": "from Seattle to San Francisco", "transportation": LONG_DRIVE}
    assert "1,364 km" in day_text(day, None, None) and "min, 1)" not in day_text(day, None, None)
