"""The general rules the thirty-sixth held-out wish set (test_reading_heldout_thirtysixth.py) found missing, each
shown on sentences that set does not hold, with the guards each rule keeps (issue 38: every wish the data can answer is
read, every one it cannot is named, none dropped in silence, and a legitimate text never refused).
"""

from __future__ import annotations

import pytest

from tests.support.reading_scoring import BASE, outcome

KEY_WEST = ("Plan a 3-day trip from Gainesville to Key West for 2 people, March 10 to 12, 2022, with a budget of "
            "$2,600. ")
CHICAGO = "Plan a 3-day trip from Erie to Chicago for 4 people, March 4 to 6, 2022, with a budget of $1,600. "
SAN_ANTONIO = ("Plan a 3-day trip from Shreveport to San Antonio for 3 people, March 11 to 13, 2022, with a budget of "
               "$2,000. ")
ATLANTA = "Plan a 3-day trip from Cincinnati to Atlanta for 1 person, March 25 to 27, 2022, with a budget of $1,300. "
TENNESSEE = ("Plan a 7-day trip from Philadelphia to 3 cities in Tennessee for 2 people, March 16 to 22, 2022, with a "
             "budget of $5,200. ")
VISITORS = {"house_rule": "visitors"}

CASES: list[tuple[str, str, dict | str]] = [
    # guests said as mates or pals: their night is no length of the trip (``words.GUESTS``, ``trip_length``), and they
    # call on the party (``house_rule``); the request was refused for "3 days, 2 days"
    (CHICAGO, "my mates might come over one night", VISITORS),
    (CHICAGO, "a few pals will drop by", VISITORS),
    (BASE, "we'll have a couple of pals over one night", VISITORS),
    # an occasion given as the reason of the wish before it leaves the wish to be judged alone (``clause_talk``):
    # named, never dropped in silence as talk
    (CHICAGO, "a karaoke night, it's her 30th", "named: karaoke"),
    (BASE, "a rave, for his birthday", "named: rave"),
    # ... the occasion alone, or read beside a wish, is talk as before
    (BASE, "we just got married, it's our honeymoon", {}),
    (CHICAGO, "pizza one night, it's jake's 21st", {"more_cuisines": ["Pizza"]}),
    # a body said before its state is a wish of access (``cannot_say``), and "a lot of walking" as "too much walking"
    (SAN_ANTONIO, "his ankles are sore so not a lot of walking", "named: accessibility"),
    (BASE, "her hips are weak", "named: accessibility"),
    # an "-ies" plural of an English word is no keyword with letters added (``spelling._plural_of_english``)
    (TENNESSEE, "we love the smokies", "named: smokies"),
    (BASE, "no smokign", {"stay_forbids": ["smoking"]}),
    # a wish said as what would please, in British words (``clause_form.WOULD_BE``)
    (KEY_WEST, "a boat trip would be brilliant", "named: boat trip"),
    # a flight cap said a few words after the flights, its bound last (``flight_hours``)
    (TENNESSEE, "flights short please, 3 hrs max", {"max_flight_hours": 3.0}),
    # ... never across a negation, nor of a drive
    (TENNESSEE, "flights, nothing crazy, 3 hours max", "named: nothing crazy"),
    (BASE, "no flights, 4 hours max driving", {"transportation": "no flight", "max_driving_hours": 4.0}),
    # "driving" alone as its sentence, or before a reason, is the way chosen (``transportation._driving_alone``)
    (ATLANTA, "Driving. Cheaper for me.", {"transportation": "no flight"}),
    (ATLANTA, "driving, as i hate airports", {"transportation": "no flight"}),
    # ... never one of a choice, nor asked
    (ATLANTA, "driving, flying, either is fine", {}),
    (ATLANTA, "driving? flying? dunno", {}),
    # a meal said with a hyphened word before it (``restaurant_names.FOR_A_MEAL``, ``meal_wishes._FOR_MEAL``)
    (ATLANTA, "saffron for a late-night dinner", {"eat_at": ["Saffron"]}),
    # a correction's cue as its own part is no wish (``clause_form._SET_PHRASE``)
    (KEY_WEST, "no pets, no wait, no parties", {"stay_forbids": ["pets", "parties"]}),
    # work said as why the traveller is there is talk (``bare_things._TALK_WORDS``)
    (ATLANTA, "here for work", {}),
    (ATLANTA, "down for work, then a free weekend", {}),
    # the place a reason says the trip is in is told, no wish (``unread_names._HOME_BEFORE``)
    (SAN_ANTONIO, "tex mex for sure, this is Texas", {"cuisine": ["Mexican"]}),
    # "romantic" judging the wish before it is no style asked (``unanswerable``)
    (KEY_WEST, "a seafood dinner, how romantic", {"more_cuisines": ["Seafood"]}),
    (KEY_WEST, "a romantic restaurant", "named: style"),
    # the cheapest of a stay or a meal with its cap in the same part: the cap's words (``caveats._cheapest_capped``)
    (CHICAGO, "the cheapest hotels under $90 a night", {"max_night_price": 90.0}),
    (CHICAGO, "cheapest meals under 15 each", {"max_meal_cost": 15.0}),
    # ... the cheapest said apart from the cap is still named
    (CHICAGO, "as cheap as possible, under 100 a night", "named: cheapest"),
    # flying an airline told as a habit is who the traveller is (``unanswerable``)
    (ATLANTA, "we fly delta all the time so skip the delta museum", {"avoid_sights": ["Delta Flight Museum"]}),
    (ATLANTA, "we fly delta", "named: airlines"),
    # a kind of sight said with when it is seen: the sight read, the time named (``said_alone._ITEM_AFTER``)
    (KEY_WEST, "the lighthouse in the evening", "named: time of day"),
    # a name opening with its city's said without it, by its first and last words (``said_alone_keys._parts_less_city``)
    (KEY_WEST, "butterfly conservatory pls", {"must_see": ["The Key West Butterfly and Nature Conservatory"]}),
    # a typo'd name as the next item of a list after a name read (``said_alone_typos.misspelt_at``)
    (CHICAGO, "millennium park and shed aquarium", {"must_see": ["Millennium Park", "Shedd Aquarium"]}),
    # the greyhound bus named whole, with the modes' reason (``transportation``)
    (KEY_WEST, "can we take the greyhound bus instead", "named: greyhound bus"),
]


@pytest.mark.parametrize("base, text, expected", CASES)
def test_a_rule_of_the_thirty_sixth_set_reads_a_sentence_it_does_not_hold(base, text, expected, sandbox):
    assert outcome(text, expected, sandbox, base) == ("named" if isinstance(expected, str) else "read right")
