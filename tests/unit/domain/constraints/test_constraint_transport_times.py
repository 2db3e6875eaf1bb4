"""Flight time windows and daily driving limits are never a ban of the mode (issue 38, transport).

"No flights leaving before 8am" was read as "no flights" (the trip then self-drove 12 hours, called valid), then
refused by name. The "no" belongs to the time, not to flying: the wish is read into its own constraint
(``flight_times``, ``max_driving_hours``, ``max_flight_hours``: tests/unit/domain/constraints/test_constraint_flight_times.py and
tests/unit/domain/constraints/test_constraint_travel_hours.py) and the mode stays allowed; a ban of the mode itself reads as before.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.constraints import transportation
from himap_travel.domain.parsing import parse_request
from himap_travel.state.travel_times import FlightWindow
from tests.support.constraint_trips import BASE


@pytest.mark.parametrize("wish, key, value, rule", [
    ("No flights leaving before 8am.", "flight_times", [FlightWindow(depart_from="08:00")], None),
    ("no red-eye flights", "flight_times", [FlightWindow(depart_from="05:00", depart_until="20:59", arrive_until="23:59")], None),
    ("Only flights, and nothing departing before 10am.", "flight_times", [FlightWindow(depart_from="10:00")], "no self-driving"),
    ("No more than 4 hours of driving per day.", "max_driving_hours", 4.0, None),
    ("No flights longer than 3 hours.", "max_flight_hours", 3.0, None),
    # the mode the time is about said after it: the time's words ("nothing ... flight" banned flights)
    ("Nothing before 9am flight-wise.", "flight_times", [FlightWindow(depart_from="09:00")], None),
    ("nothing leaving before 9am for the flights", "flight_times", [FlightWindow(depart_from="09:00")], None),
])
def test_a_time_wish_is_read_and_bans_no_mode(sandbox, wish, key, value, rule):
    local = parse_request(BASE + wish, sandbox).spec.local_constraint
    assert (getattr(local, key), local.transportation) == (value, rule)
    assert transportation.read(wish, [], [], []) == rule  # its words are claimed: no mode is banned in them


@pytest.mark.parametrize("wish, rule", [("No flights please.", "no flight"), ("We won't drive.", "no self-driving"),
                                        ("We leave on March 15 in the morning.", None)])
def test_a_ban_of_the_mode_itself_reads_as_before(sandbox, wish, rule):
    assert parse_request(BASE + wish, sandbox).spec.local_constraint.transportation == rule
