"""The lead's probe of nine kinds of wish still misread after the ninth held-out set (issue 38), each kind written out
in new sentences on several trips BEFORE any fix for it (helper WISHPROBE), with the reading a careful human wants.

The kinds: (1) a day said of a sight beside a flight clause (the day is the sight's, not the flight's; a must-see has no
day, so the day is named); (2) a rating said with eating words is a restaurant rating, "at least once" is named;
(3) a part of a clause after "and" no reader used (named, never dropped); (4) "fine with X" / "X is fine" / "we don't
mind X" allow, they ask for nothing; (5) a time of day said of a flight, of landing or leaving (a window, hours in
docs/vocabulary-stays-transport.md); (6) a pace said of some days; (7) a driving cap after "but"; (8) a nightly price
with no "$" (read) or a vague amount (named, never a number); (9) a wish to drive (no flight; "we don't mind driving"
asks nothing).

Scored as the other corpora (read right / named / wrongly read / false alarm, printed with ``-s``), 43 wishes written
first (5 more added after the first fixes, marked), plus the 5 day-scope texts (one more added after; flight window
and naming checked apart) and 1 allowance beside a diet:
HEAD (pristine copy): 11 / 4 / 28 / 0, day scope 0 of 5, allowance 0 of 1; 27 of the 28 misses named nothing, 9 of them
read nothing either (silent: "we'll drive", "we land in the morning, leave late on the last day", "morning flight on
day 1", "we don't mind driving but not more than 5 hrs a day", ...).
Now: 34 / 9 / 0 / 0 of the 43, day scope 5 of 5, allowance 1 of 1 (KNOWN_GAPS empty); with the later probes 39 / 9 / 0 / 0
and day scope 6 of 6.
"""

from __future__ import annotations

from himap_travel.domain.parsing import QueryParseError
from tests.support.reading_once import parse_once
from tests.support.reading_scoring import BASE, pace, score, window, with_own
from tests.unit.domain.parsing.test_reading_heldout_ninth import (
    ANCHORAGE,
    INDY,
    MONTEREY,
    MONTEREY_OWN,
    PROVIDENCE,
    PROVIDENCE_OWN,
    RED_EYE,
)

# (1) the day is the sight's: the flight window binds every flight; the sight's day is named (a must-see has no day)
DAY_SCOPE = [
    (BASE, "We'd like to see SeaWorld on the 2nd day and avoid any flights that land after 9pm.", "on the 2nd day",
     window(arrive_until="21:00")),
    (INDY, "newfields on day 2 pls, and no flights leaving before 8am", "on day 2", window(depart_from="08:00")),
    (ANCHORAGE, "the anchorage museum on the third day, and nothing landing after 10pm", "on the third day",
     window(arrive_until="22:00")),
    (MONTEREY, "cannery row on day 1 and flights must leave after 9am", "on day 1", window(depart_from="09:00")),
    (PROVIDENCE, "risd museum on the first day, plus no flights arriving after 11pm", "on the first day",
     window(arrive_until="23:00")),
    # written after the first fixes, as a probe of the rule's reach (passed as written)
    (BASE, "harry p leu gardens on day 2 and no landing after 10pm", "on day 2", window(arrive_until="22:00")),
]

# (2) .. (9): (base, [(wish, expected)])
CORPORA = (
    (BASE, [
        ("gotta eat at least once at a place rated 4.5+", "named: at least once"),                          # (2)
        ("the hotel should be under 200/night total and pls no hostels", "named: hostels"),                  # (3)
        ("we land in the morning, leave late on the last day",                                              # (5)
         {"flight_times": [window(leg="outbound", arrive_from="05:00", arrive_until="11:59"),
                           window(leg="return", depart_from="21:00")]}),
        ("morning flight on day 1", {"flight_times": [window(leg=1, depart_from="05:00", depart_until="11:59")]}),
        ("at most 2 sights a day on days 1 and 2", pace(most=2, days=(1, 2))),                             # (6)
        ("we don't mind driving but not more than 5 hrs a day", {"max_driving_hours": 5.0}),               # (7)
        ("hotel 200 a night", {"max_night_price": 200.0}),                                                 # (8)
        ("a few hundred dollars a night", "named: few hundred"),
        ("ok then lets drive", {"transportation": "no flight"}),                                          # (9)
        ("we don't mind driving", {}),
        # written after the first fixes, as probes of each rule's reach (the first two failed, then were fixed)
        ("driving's ok but max 3 hrs a day", {"max_driving_hours": 3.0}),
        ("2 sights a day max on day 2 and day 3", pace(most=2, days=(2, 3))),
        ("evening flight back pls", {"flight_times": [window(leg="return", depart_from="18:00", depart_until="23:59")]}),
        ("no morning flights", {"flight_times": [window(depart_from="12:00")]}),
        ("seafood is fine by me", {}),
    ]),
    (INDY, [
        ("only dine at spots rated 4 or higher", {"min_rating": 4.0}),
        ("hotel under 150 a night, and no motels please", "named: motels"),
        ("mexican is fine too", {}),
        ("afternoon flights only", {"flight_times": [window(depart_from="12:00", depart_until="17:59")]}),
        ("at least 3 things a day on day 2", pace(least=3, days=(2,))),
        ("happy to drive, but no more than 3 hours a day", {"max_driving_hours": 3.0}),
        ("room 90 per night max", {"max_night_price": 90.0}),
        ("we'll drive", {"transportation": "no flight"}),
    ]),
    (ANCHORAGE, [
        ("food places rated 3.5 and up pls", {"min_rating": 3.5}),
        ("at least one meal somewhere rated 4.5+", "named: at least one"),
        ("max $180/night and no hostels", "named: hostels"),
        ("we don't mind seafood", {}),
        ("fly out of seattle in the morning",
         {"flight_times": [window(leg="outbound", depart_from="05:00", depart_until="11:59")]}),
        ("no more than one attraction per day on day 1 and day 5", pace(most=1, days=(1, 5))),
        ("driving is fine but nothing over 6 hrs per day", {"max_driving_hours": 6.0}),
        ("lodging 250/night tops", {"max_night_price": 250.0}),
        ("driving there ourselves", {"transportation": "no flight"}),
    ]),
    (MONTEREY, with_own(MONTEREY_OWN, [
        ("grab a bite only where it's rated 4.2+", {"min_rating": 4.2}),
        ("rooms under $250 a night, and no airbnbs", "named: airbnbs"),
        ("fine with chinese food too", {}),
        ("flight home in the evening pls",
         {"flight_times": [window(leg="return", depart_from="18:00", depart_until="23:59")]}),
        ("max 2 sights per day for the first two days", pace(most=2, days=(1, 2))),
        ("road trip is ok but max 4 hours of driving daily", {"max_driving_hours": 4.0}),
        ("a couple hundred a night for the hotel", "named: couple hundred"),
        ("we're gonna take our own car", {"transportation": "no flight"}),
    ])),
    (PROVIDENCE, with_own(PROVIDENCE_OWN, [
        ("meals at places rated at least 4", {"min_rating": 4.0}),
        ("stay rated 4+, and no dorms", "named: dorms"),
        ("indian is fine, whatever", {}),
        ("we'd rather not fly at night", {"flight_times": [RED_EYE]}),
        ("at least 2 sights a day on days 2 and 3", pace(least=2, days=(2, 3))),
        ("we can drive but keep it under 2 hours a day", {"max_driving_hours": 2.0}),
        ("hotel budget 180 nightly", {"max_night_price": 180.0}),
        ("planning to drive up in my car", {"transportation": "no flight"}),
    ])),
)

# (4) an allowance beside a wish the data cannot say: the allowed cuisine is no cuisine wanted
ALLOWED = [(BASE, "we're vegan-ish but fine with seafood", "Seafood", "named: vegan")]

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: list[str] = [
]


def test_the_lead_probe_reads_as_written(sandbox):
    tally = score(CORPORA, sandbox)
    missed = sorted(tally["wrongly read"] + tally["false alarm"])
    assert sum(len(v) for v in tally.values()) >= 40 and missed == sorted(KNOWN_GAPS)


def _read(base: str, text: str, sandbox):
    """The request read from ``base + text`` (a refusal is a failure here: these wishes are all keepable or named)."""
    try:
        return parse_once(base + text, sandbox)
    except QueryParseError as error:  # pragma: no cover - reported by the assertion
        raise AssertionError(f"{text!r} refused: {error.problems}") from error


_DAY_NUMBER = {"on the 2nd day": 2, "on day 2": 2, "on the third day": 3, "on day 1": 1, "on the first day": 1}


def test_a_day_said_of_a_sight_is_not_the_flights_and_is_the_sights(sandbox):
    """The day is the sight's, never the flights': named as "not on a given day" until stop 91, read since
    (``sight_days``)."""
    for base, text, day, expected in DAY_SCOPE:
        request = _read(base, text, sandbox)
        windows = [w.model_dump() for w in request.spec.local_constraint.flight_times or []]
        assert windows == [expected], text
        days = [wish.day for wish in request.spec.local_constraint.sight_days or ()]
        assert days == [_DAY_NUMBER[day]] and not request.not_kept, (text, days, request.not_kept)


def test_an_allowed_cuisine_is_no_wish(sandbox):
    for base, text, cuisine, named in ALLOWED:
        request = _read(base, text, sandbox)
        local = request.spec.local_constraint
        assert cuisine not in (local.cuisine or []) + (local.more_cuisines or []), text
        assert any(named.removeprefix("named: ") in str(w) for w in request.not_kept), (text, request.not_kept)
