"""The general rules the eleventh held-out wish set (test_reading_heldout_eleventh.py) found missing, each shown on
sentences that set does not hold (issue 38: every wish the data can answer is read, every one it cannot is named,
none dropped in silence).
"""

from __future__ import annotations

import pytest

from tests.support.reading_scoring import BASE, TEXAS, every_meal, outcome, pace, window

BOZEMAN = "Plan a 3-day trip from Denver to Bozeman for 8 people, March 17 to 19, 2022, with a budget of $7,000. "
OHIO = ("Plan a 7-day trip from Minneapolis to 3 cities in Ohio for 2 people, March 17 to 23, 2022, with a budget of "
        "$5,100. ")

CASES: list[tuple[str, str, dict | str]] = [
    # a view with a name between its kind and "views", a place of the data among its words: named, never dropped
    (BASE, "we'd love lake eola views", "named: looks out on"),
    (BASE, "views of lake eola please", "named: looks out on"),
    # restaurants for pets: the restaurants have no such label (named; the cafe asked for is still read)
    (BASE, "pet friendly cafes please", "named: labels for pets"),
    # equipment to rent, with the party's count after it: named, where the count made it look read
    (BASE, "bike rentals for the two of us", "named: bike rentals"),
    # a thing ruled out before what was read in its clause is named, never taken for an aside
    (BASE, "not the big ferris thing, just Gatorland", "named: ferris"),
    # a plain plural noun in lower case is no sight whose name holds its singular
    (BOZEMAN, "the science center, the dinosaurs too", {"must_see": ["Montana Science Center"]}),
    # a cheer for a team named by an animal brings no pet
    (BASE, "go dogs!", {}),
    # a friend over is a visitor
    (BASE, "my cousin might have a friend over", {"house_rule": "visitors"}),
    # a cuisine asked of every morning's meal: kept at every breakfast since stop 77 (before, the "every" was named)
    (BASE, "a bakery for breakfast every morning", {"more_cuisines": ["Bakery"], "meal_wishes": every_meal("Bakery", "breakfast")}),
    # two bounds of the same flights joined by "or"
    (BASE, "no flights before 8am or after 10pm",
     {"flight_times": [window(depart_from="08:00", depart_until="22:00")]}),
    # "<" before an amount is a bound (a heart "<3" is none)
    (BASE, "keep meals < $30 per person", {"max_meal_cost": 30.0}),
    (BASE, "no dinner over 40", {"max_meal_cost": 40.0}),
    # a cabin or a house is a stay's word for its rating too
    (BASE, "cabins rated 4 or more", {"min_stay_rating": 4.0}),
    # a year before the trip's in a clause about the past is no date of the trip
    (BASE, "we honeymooned in orlando in 2010", {}),
    # a closing "no more" caps the driving hours; an amount after "ok with" is no permission masked in silence
    (BASE, "i'm ok with 5 hours of driving a day, no more", {"max_driving_hours": 5.0}),
    (BASE, "i'm ok with 5 hours of driving a day", "named: only a maximum of driving hours"),
    # a sight read in other words, then its city: the city is where it is, no wish left unread
    (OHIO, "we'd love the air force museum in dayton", {"must_see": ["National Museum of the US Air Force"]}),
    # the days of a pace before a colon
    (BASE, "day 1: at most one sight", pace(most=1, days=(1,))),
    # a rating after "with", its bound after it
    (BASE, "restaurants with a 4.5 or higher", {"min_rating": 4.5}),
    (BASE, "hotels w/ 4+", {"min_stay_rating": 4.0}),
    # where one of the party lives or comes from is talk
    (BASE, "we're from michigan so snow is fine", {}),
    # what the travellers pack or do for themselves is talk
    (BASE, "pack warm layers lol", {}),
    (BASE, "gonna take tons of photos", {}),
    # a nightly rate named, then its bound
    (BASE, "nightly rate under 200", {"max_night_price": 200.0}),
    # a kind in the plural narrowed by a word before it: every sight of the trip's cities holding both
    # ... and one no name of the data says is named, never taken as none there ("Children's Museum Houston" says no kids)
    (TEXAS, "skip the kids museums", "named: name them"),
    (TEXAS, "skip the history museums", {"avoid_sights": ["Bullock Texas State History Museum",
                                                          "Corpus Christi Museum of Science and History",
                                                          "Museum of Regional History",
                                                          "Museum of North Texas History"]}),
]


@pytest.mark.parametrize(("base", "text", "expected"), CASES, ids=[text for _, text, _ in CASES])
def test_a_rule_of_the_eleventh_set_reads_a_sentence_it_does_not_hold(base, text, expected, sandbox):
    assert outcome(text, expected, sandbox, base) in ("read right", "named")
