"""The flight-time probe (issue 38, helper FLIGHT38): wishes about flight times said as travellers say them, each
kind written out in new sentences on trips of the data (March 2022) BEFORE any fix for it, with the reading a careful
human wants.

The kinds: (a) being home or back by a time, on a date or on the last day, is the return's arrival; (b) getting to
the destination by a time is the outbound's arrival (a first day said as such is day 1's, the same flight); (c) two
bounds with a bare hour ("no flights before 7 or after 10pm") are one window, the bare hour read by the module's rule
for the morning; (d) a meal-named time is read where the docs define it (lunch: 12:00), else named with the reason;
(e) a clause holding a time of day no reader reads is named, even beside a date or a place that is read.

Scored as the other corpora (read right / named / wrongly read / false alarm, printed with ``-s``) per kind.
HEAD figures (pristine 8d555ec) in ``HEAD_FIGURES``, measured before any fix: of the 44 wishes 11 / 5 / 28 / 0, 8
of them dropped in silence ("any flight is ok as long as we're home by 10pm on the 17th", "get to nashville by noon on
the 12th", "by suppertime", "after brunch", four times of day beside a read date), "get there before 2pm" read for
every flight, "no flights before breakfast" read as no flights; controls 5 of 6. Now: 30 / 14 / 0 / 0, none
silent; controls 6 of 6. "in seattle we want the flight home at dusk" is named for its time, but the must-see
reader also takes "the flight" for The Museum of Flight (outside this probe's kinds: reported, not counted).
"""

from __future__ import annotations

import pytest

from tests.support.reading_scoring import BASE, score, window

NASHVILLE = "Plan a 3-day trip from Chicago to Nashville for 2 people, March 12 to 14, 2022, with a budget of $2,200. "
PHOENIX = "Plan a 3-day trip from Los Angeles to Phoenix for 4 people, March 20 to 22, 2022, with a budget of $3,000. "
SEATTLE = "Plan a 3-day trip from San Francisco to Seattle for 2 people, March 5 to 7, 2022, with a budget of $2,600. "
BOSTON = "Plan a 3-day trip from Philadelphia to Boston for 6 people, March 25 to 27, 2022, with a budget of $6,000. "


def home_by(until: str) -> dict:
    """The return's arrival by ``until``."""
    return {"flight_times": [window("return", arrive_until=until)]}


def there_by(until: str, leg: str | int = "outbound") -> dict:
    """The outbound's arrival (or the first day's flight's) by ``until``."""
    return {"flight_times": [window(leg, arrive_until=until)]}


# (a) being home or back by a time is the return's arrival
HOME_BY = (
    (NASHVILLE, [
        ("we have to be home by 8pm on the 14th, work the next morning", home_by("20:00")),
        ("pls make sure we're back in chicago by 7pm the 14th", home_by("19:00")),
        ("any flights are ok as long as we are home before 11 pm on the last day", home_by("23:00")),
    ]),
    (PHOENIX, [
        ("home before 10pm on march 22 please", home_by("22:00")),
        ("we need to be home no later than 9:30pm", home_by("21:30")),
    ]),
    (SEATTLE, [
        ("need to be back home by 6pm on the last day", home_by("18:00")),
        ("we gotta be home before 10pm", home_by("22:00")),
    ]),
    (BOSTON, [
        ("whatever flights, as long as we get home before 11pm on day 3", home_by("23:00")),
        ("any flight works if we are home by 5pm on march 27", home_by("17:00")),
    ]),
    (BASE, [
        ("Back home by 8pm on the 17th, thats all we ask", home_by("20:00")),
        ("any flight is ok as long as we're home by 10pm on the 17th", home_by("22:00")),
        ("flight times dont matter much, just get us back by 9 pm on the last day", home_by("21:00")),
    ]),
)

# (b) getting to the destination by a time is the outbound's arrival
THERE_BY = (
    (NASHVILLE, [
        ("we need to get to nashville by noon on the 12th", there_by("12:00")),
        ("we must get there before 2pm, theres a show", there_by("14:00")),
    ]),
    (PHOENIX, [
        ("gotta be in phoenix by 3pm on march 20", there_by("15:00")),
        ("we want to be there by 1pm", there_by("13:00")),
    ]),
    (SEATTLE, [
        ("need to reach Seattle before 4pm, dinner reservation", there_by("16:00")),
        ("we should be in seattle no later than 6pm on the first day", there_by("18:00", 1)),
    ]),
    (BOSTON, [
        ("flights are fine as long as we get to boston by 11am", there_by("11:00")),
        ("has to get us there by 5 pm the 25th", there_by("17:00")),
    ]),
)

# (c) two bounds, one a bare hour: one window, the bare hour read by the module's rule for the morning
TWO_BOUNDS = (
    (NASHVILLE, [
        ("no flights before 8 or after 9pm", {"flight_times": [window(depart_from="08:00", depart_until="21:00")]}),
        ("nothing leaving before 9 or after 8pm pls", {"flight_times": [window(depart_from="09:00", depart_until="20:00")]}),
    ]),
    (PHOENIX, [
        ("we don't want to fly before 7, or after 10pm",
         {"flight_times": [window(depart_from="07:00", depart_until="22:00")]}),
        ("no departures earlier than 6 or later than 9pm",
         {"flight_times": [window(depart_from="06:00", depart_until="21:00")]}),
    ]),
    (SEATTLE, [
        ("no flights before 10 and none after 7pm", {"flight_times": [window(depart_from="10:00", depart_until="19:00")]}),
        # the bare hour is the latest departure here: both halves of the day are meant (named, never guessed)
        ("no flights before 7am or after 10", "named: could be morning or evening"),
    ]),
    (BOSTON, [
        ("flights not before 8 or after 11pm", {"flight_times": [window(depart_from="08:00", depart_until="23:00")]}),
        ("no flight leaving before 9 nor after 6pm", {"flight_times": [window(depart_from="09:00", depart_until="18:00")]}),
    ]),
)

# (d) a meal-named time: read where the docs define it (lunch is 12:00), else named with the reason
# changed in stop 63 (LEFT16, issue 38's leftovers): the docs now give every meal its hours (docs/vocabulary.md:
# breakfast 07:00-09:00, brunch 10:00-12:00, dinner and supper 18:00-20:00; before a meal its start, after it its end),
# read with a warning saying the hours used; the four rows below were named ("is no clock time") before
MEAL_TIMES = (
    (NASHVILLE, [
        ("we want to be home by dinner time on the last day", home_by("18:00")),
        ("back before lunch on the last day", home_by("12:00")),
    ]),
    (PHOENIX, [
        ("land in phoenix by lunchtime please", there_by("12:00")),
        ("no flights before breakfast", {"flight_times": [window(depart_from="07:00")]}),
    ]),
    (SEATTLE, [
        ("get us home by suppertime on the 7th", home_by("18:00")),
        ("we'd like to get there before dinner", there_by("18:00")),
    ]),
    (BOSTON, [
        ("flight home after brunch on march 27", {"flight_times": [window("return", depart_from="12:00")]}),
        ("nothing leaving before lunch on the first day", {"flight_times": [window(1, depart_from="12:00")]}),
    ]),
)

# (e) a clause with a time of day no reader reads is named, even beside a date or a place that is read
UNREAD_TIMES = (
    (NASHVILLE, [
        ("we want the flight on the 12th to be around midday", "named: midday"),
        ("on march 14 a flight at sunset would be lovely", "named: sunset"),
    ]),
    (PHOENIX, [
        ("we'd love to fly out of los angeles at noon on the 20th", "named: noon"),
        ("flying back on march 22 around 6 in the evening", "named: evening"),
    ]),
    (SEATTLE, [
        ("the 5th, we'd like a flight in the early afternoon", "named: afternoon"),
        ("in seattle we want the flight home at dusk", "named: dusk"),
    ]),
    (BOSTON, [
        ("the flight to boston should be at midday on the 25th", "named: midday"),
        ("on day 3 we want to fly back at night", "named: at night"),
    ]),
)

# Controls: readings the fixes must leave as they were (no false alarm, nothing shut)
CONTROLS = (
    (NASHVILLE, [
        ("no flights before 7am or after 9pm", {"flight_times": [window(depart_from="07:00", depart_until="21:00")]}),
        ("we need to land before noon on the first day", {"flight_times": [window(1, arrive_until="12:00")]}),
        ("no early flights", {"flight_times": [window(depart_from="08:00")]}),
    ]),
    (SEATTLE, [
        ("be home by 7pm", home_by("19:00")),
        # corrected after scoring: Seafood is no TravelPlanner cuisine, so it is the wider list's (more_cuisines)
        ("seafood for dinner at least once", {"more_cuisines": ["Seafood"]}),
        ("no flights before 9", {"flight_times": [window(depart_from="09:00")]}),
    ]),
)

KINDS = {"home by": HOME_BY, "there by": THERE_BY, "two bounds": TWO_BOUNDS, "meal times": MEAL_TIMES,
         "unread times": UNREAD_TIMES, "controls": CONTROLS}

# HEAD (8d555ec) per kind: read right / named / wrongly read / false alarm, measured before any fix.
HEAD_FIGURES: dict[str, tuple[int, int, int, int]] = {
    "home by": (9, 0, 3, 0), "there by": (0, 0, 8, 0), "two bounds": (0, 0, 8, 0), "meal times": (2, 2, 4, 0),
    "unread times": (0, 3, 5, 0), "controls": (5, 0, 1, 0),
}

# Misses measured and left visible: each must stay listed until a general rule reads it (why beside each).
KNOWN_GAPS: dict[str, list[str]] = {}  # none left: each kind reads as written


@pytest.mark.parametrize("kind", list(KINDS))
def test_the_flight_time_probe_reads_as_written(kind, sandbox):
    tally = score(KINDS[kind], sandbox)
    missed = sorted(tally["wrongly read"] + tally["false alarm"])
    assert sum(len(v) for v in tally.values()) >= 5 and missed == sorted(KNOWN_GAPS.get(kind, [])), missed
