"""The general rules the thirty-fifth held-out wish set (test_reading_heldout_thirtyfifth.py) found missing, each
shown on sentences that set does not hold, with the guards each rule keeps (issue 38: every wish the data can answer is
read, every one it cannot is named, none dropped in silence, and a legitimate text never refused).
"""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing.text import normalize
from tests.support.reading_scoring import BASE, outcome, pace, window

TENNESSEE = ("Plan a 5-day trip from Myrtle Beach to 2 cities in Tennessee for 2 people, March 14 to 18, 2022, with a "
             "budget of $3,500. ")
JACKSONVILLE = ("Plan a 3-day trip from Greer to Jacksonville for 2 people, March 7 to 9, 2022, with a budget of "
                "$1,900. ")
RED_EYE = window(depart_from="05:00", depart_until="20:59", arrive_until="23:59")

CASES: list[tuple[str, str, dict | str]] = [
    # both legs driven insist on driving, as both legs flown insist on flying (``transportation._BOTH_LEGS_SAID``)
    (BASE, "we'll be driving both ways", {"transportation": "no flight"}),
    (BASE, "drive there and back, it's cheaper for us", {"transportation": "no flight"}),
    # ... asked, it is no wish; ruled out, it bans driving
    (BASE, "are we driving both ways?", {}),
    (BASE, "no driving both ways", {"transportation": "no self-driving"}),
    # a bare meal price closed by a comma or a stop is read, as one closing its text is (``meal_cost._BARE_AFTER_MEAL``)
    (BASE, "lunch under 20, and no seafood", {"max_meal_cost": 20.0, "avoid_cuisines": ["Seafood"]}),
    (BASE, "meals max 35. we love italian", {"max_meal_cost": 35.0, "cuisine": ["Italian"]}),
    # ... and about so much, "no more" (``meal_cost._CAP``)
    (BASE, "dinners about 40, no more", {"max_meal_cost": 40.0}),
    # ... never part of a longer number
    (BASE, "meals under 1,500 total", "named: whole trip"),
    # a numbered list written inside a line: its numbers end items, as a bullet does (``text._NUMBERED_INLINE``)
    (TENNESSEE, "1) memphis 2) no red eyes", {"visit_cities": ["Memphis"], "flight_times": [RED_EYE]}),
    (BASE, "our list: 1. no fast food 2. hotels rated 4+", {"avoid_cuisines": ["Fast Food"], "min_stay_rating": 4.0}),
    # an early or late flight ruled out keeps its clock time ruled out (``flight_window_readers.clock_wins``)
    (BASE, "no early flights (before 8am)", {"flight_times": [window(depart_from="08:00")]}),
    (BASE, "we don't do late flights, say after 9pm", {"flight_times": [window(depart_until="21:00")]}),
    # "none" before a bound negates it as "nothing" does (``negation.INNER_NEGATION``, ``flight_time_said.NOTHING``)
    (BASE, "flights: none before 8am, none after 10pm", {"flight_times": [window(depart_from="08:00", depart_until="22:00")]}),
    (BASE, "none before 9am please", {"flight_times": [window(depart_from="09:00")]}),
    # ... wanted, the clock time is the flights wanted, as before
    (BASE, "leave early, like before 9", {"flight_times": [window(depart_until="09:00")]}),
    # a price a head said "food wise" is the meals' (``meal_cost._OF_MEALS``), never a second budget
    (BASE, "$25 a head food-wise", {"max_meal_cost": 25.0}),
    (BASE, "under 30 pp dining wise", {"max_meal_cost": 30.0}),
    # a short word of a name after "the" that English never writes is the name (``said_alone_stands``)
    (TENNESSEE, "skip the opry, not our scene", {"avoid_sights": ["Grand Ole Opry"]}),
    # ... a short English word stays a word
    (BASE, "the ride", "named: ride"),
    # a cap's word before the driving or the travel (``hours.capped_before``)
    (BASE, "max driving 5 hrs a day", {"max_driving_hours": 5.0}),
    (TENNESSEE, "maximum travel time: 9 hrs", {"max_travel_hours": 9.0}),
    # who pays after a night and a comma (``night_price._PP_AFTER``)
    (BASE, "no more than $80 a night, per head", {"max_night_price_per_person": 80.0}),
    (BASE, "$90 max a night, each", {"max_night_price_per_person": 90.0}),
    # ... "each room" is the room's price
    (BASE, "under 150 a night, each room", {"max_night_price": 150.0}),
    # sites counted a day are sights (``pace._SIGHTS``)
    (BASE, "no more than three sites per day", pace(most=3)),
    # an animal of a place where animals are kept is seen, no pet (``house_rule._ANIMAL_OUTING``)
    (BASE, "a big cat sanctuary would be cool", "named: sanctuary"),
    (BASE, "the horse farm, the kids love horses", {"house_rule": "children under 10"}),
    # ... a pet said brought still is one
    (BASE, "we bring our cat", {"house_rule": "pets"}),
    # fish with a verdict said of it is seafood (``cuisine._SPELLINGS``)
    (BASE, "fish is a no for my husband", {"avoid_cuisines": ["Seafood"]}),
    (BASE, "fish is a must", {"more_cuisines": ["Seafood"]}),
    # a negation or an aversion before "anything (to do) with" a thing rules it out (``negation._NEGATED_ANYTHING``)
    (BASE, "please don't do anything with pizza, we had it all week", {"avoid_cuisines": ["Pizza"]}),
    (BASE, "could we avoid anything with seafood?", {"avoid_cuisines": ["Seafood"]}),
    # ... "anything with" liked wants it
    (BASE, "anything with bbq is great", {"more_cuisines": ["BBQ"]}),
    # a train by its line's name wished softly is named for the modes (``transportation._LINE_NAME``; the twenty-third
    # set's "we'd love to take the coast starlight train" had lost its reason before this set)
    (BASE, "we'd love to take the sunset limited train", "named: modes between cities"),
    # a restaurant's name in lower case before a dash between spaces, as before a comma (``said_alone_stands``)
    (JACKSONVILLE, "food scouts - twice if we can", {"eat_at": ["Food Scouts"]}),
    (JACKSONVILLE, "kingsley plantation - history buff here", {"must_see": ["Kingsley Plantation"]}),
]


@pytest.mark.parametrize("base, text, expected", CASES)
def test_a_rule_of_the_thirty_fifth_set_reads_a_sentence_it_does_not_hold(base, text, expected, sandbox):
    assert outcome(text, expected, sandbox, base) == ("named" if isinstance(expected, str) else "read right")


@pytest.mark.parametrize("text, seen", [
    ("1. nashville 2. no flights over 3 hrs", "nashville; no flights over 3 hrs"),
    ("Plan a trip. 1) pets ok 2) under $150 a night", "Plan a trip. pets ok; under $150 a night"),
    # no run counting up from 1, or numbers in brackets: left as written
    ("a table for 2. we want 3. things", "a table for 2. we want 3. things"),
    ("(1) a (2) b", "(1) a (2) b"),
])
def test_a_numbered_list_inside_a_line_ends_its_items(text, seen):
    assert normalize(text) == seen
