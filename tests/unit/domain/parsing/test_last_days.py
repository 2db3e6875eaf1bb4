"""Days counted from the trip's end ("the last day") read as the day numbers they are (domain/parsing/last_days.py)."""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing.last_days import last_days_written
from himap_travel.domain.parsing.query import read_text
from himap_travel.state.trip import Pace

FIVE_DAYS = ("Plan a 5-day trip from Washington to Orlando for 2 people, March 15 to 19, 2022, with a budget of $4,000. ")


@pytest.mark.parametrize(("said", "days", "written"), [
    ("one sight on the last day", 3, "one sight on " + "day 3".rjust(len("the last day"))),
    ("relax our final 2 days", 5, "relax " + "days 4 and 5".rjust(len("our final 2 days"))),
    ("the very last three days, slowly", 7, "days 5, 6 and 7".rjust(len("the very last three days")) + ", slowly"),
    ("the last day", 12, "day 12".rjust(len("the last day"))),
    ("the last day", None, "the last day"),  # no length: left as said
    ("the last 4 days", 3, "the last 4 days"),  # more days than the trip has
    ("the last days", 3, "the last days"),  # no count
    ("our last 3 days", 12, "our last 3 days"),  # "days 10, 11 and 12" does not fit in its place: left (then named)
    ("land by noon on the last day", 3, "land by noon on the last day"),  # a flight's: the return leg, read there
])
def test_the_last_days_are_written_as_numbers_of_the_same_length(said, days, written):
    assert last_days_written(said, days) == written
    assert len(last_days_written(said, days)) == len(said)


@pytest.mark.parametrize(("wish", "pace"), [
    ("No more than one sight on the last day.", Pace(most=1, days=(5,))),
    ("At least 2 attractions on the last two days, please.", Pace(least=2, days=(4, 5))),
])
def test_a_pace_on_the_last_days_is_read_on_the_trips_last_days(wish, pace, sandbox):
    reading = read_text(FIVE_DAYS + wish, sandbox)
    assert reading.local_constraint.pace == pace and not reading.unread and not reading.problems


def test_arriving_home_on_the_last_day_stays_the_return_flight(sandbox):
    windows = read_text(FIVE_DAYS + "We must be home by 8pm on the last day.", sandbox).local_constraint.flight_times
    assert [(w.leg, w.arrive_until) for w in windows or []] == [("return", "20:00")]
