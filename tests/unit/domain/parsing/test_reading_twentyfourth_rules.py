"""The general rules the twenty-fourth held-out wish set (test_reading_heldout_twentyfourth.py) found missing, each
shown on sentences that set does not hold (issue 38: every wish the data can answer is read, every one it cannot is
named, none dropped in silence).
"""

from __future__ import annotations

import pytest

from tests.support.reading_scoring import BASE, TEXAS, outcome

HELENA = "Plan a 3-day trip from Seattle to Helena for 2 people, March 10 to 12, 2022, with a budget of $2,000. "
COLORADO = ("Plan a 5-day trip from Dallas to 2 cities in Colorado for 2 people, March 10 to 14, 2022, with a budget of "
            "$4,000. ")

CASES: list[tuple[str, str, dict | str]] = [
    # a sight said by some of its name's words, its city after it: that city's one name holding them, in order, opening
    # or closing it (``said_in_city``)
    (TEXAS, "the bush center in dallas", {"must_see": ["George W. Bush Presidential Center"]}),
    (TEXAS, "we'd skip the bush center in dallas", {"avoid_sights": ["George W. Bush Presidential Center"]}),
    # ... or by its kind alone where the name is its city's and its kind
    (TEXAS, "the zoo in austin", {"must_see": ["Austin Zoo"]}),
    (TEXAS, "the aquarium in austin please", {"must_see": ["Austin Aquarium"]}),
    # ... never a kind or a meal said of a city
    (TEXAS, "seafood in houston", {"more_cuisines": ["Seafood"]}),
    # a name's two words run together in the data, said apart
    (BASE, "sea world please", {"must_see": ["SeaWorld Orlando"]}),
    # a restaurant's name in lower case with its verdict after it
    (BASE, "dominos is off the table", {"avoid_restaurants": ["Domino's Pizza"]}),
    # "plus" joins a list of the trip's cities as "and" does
    (TEXAS, "dallas plus houston", {"visit_cities": ["Dallas", "Houston"]}),
    # a driving limit with "/day" or "a day" between the hours and the driving
    (BASE, "3 hrs/day driving max", {"max_driving_hours": 3.0}),
    (BASE, "at most 5 hrs/day driving", {"max_driving_hours": 5.0}),
    (BASE, "4 hours a day driving, tops", {"max_driving_hours": 4.0}),
    # a home on wheels is a mode the data lacks (named for the modes), an RV park a kind of stay
    (BASE, "renting a motorhome would be fun", "named: modes"),
    (BASE, "a night at an rv park", "named: room type"),
    # a boat trip of a sight said in short
    (HELENA, "a gates of the mountains boat ride", {"must_see": ["Gates of the Mountains"]}),
    # a city's short names: the state's code before "Springs", a city's first word alone where locals say it so
    (COLORADO, "colo springs and denver", {"visit_cities": ["Colorado Springs", "Denver"]}),
    (TEXAS, "corpus and houston", {"visit_cities": ["Corpus Christi", "Houston"]}),
    # a mobility scooter is named whole, for accessibility
    (BASE, "my mom rides a mobility scooter", "named: mobility scooter"),
]


@pytest.mark.parametrize("base, text, expected", CASES)
def test_a_rule_of_the_twentyfourth_set_reads_a_sentence_it_does_not_hold(base, text, expected, sandbox):
    assert outcome(text, expected, sandbox, base) in ("read right", "named")
