"""The general rules the thirty-fourth held-out wish set (test_reading_heldout_thirtyfourth.py) found missing, each
shown on sentences that set does not hold, with the guards each rule keeps (issue 38: every wish the data can answer is
read, every one it cannot is named, none dropped in silence, and a legitimate text never refused).
"""

from __future__ import annotations

import pytest

from tests.support.leftover_scoring import miss, want
from tests.support.reading_scoring import BASE, outcome

SOLO = "Plan a 3-day trip from Jacksonville to Fort Myers for 1 person, March 4 to 6, 2022, with a budget of $1,200. "
DOGS = "Plan a 3-day trip from Reno to Monterey for 2 people, March 25 to 27, 2022, with a budget of $2,200. "

CASES: list[tuple[str, str, dict | str]] = [
    # a guest sleeping where one traveller alone stays is a visitor (``house_rule``: "with me", "at my place", "plus one")
    (SOLO, "my buddy may crash with me for a night", {"house_rule": "visitors"}),
    (SOLO, "my sister might stay at my place one night", {"house_rule": "visitors"}),
    (SOLO, "a plus-one could sleep over", {"house_rule": "visitors"}),
    # children the party is to send word to stay home (``words.KIDS_AWAY``): no rule of children
    (BASE, "the kids asked me to facetime them every night", {}),
    (BASE, "seaworld, our grandchildren want us to send them videos", {"must_see": ["SeaWorld Orlando"]}),
    # ... never children said to come ("the grandkids are coming")
    (BASE, "the grandkids are coming with us", {"house_rule": "children under 10"}),
    # photos the travellers send home are no wish of reviews' photos (``unanswerable``); photos asked of the planner are
    (BASE, "i'll send pics to my mom from the parks", {}),
    (BASE, "send me photos of the hotels", "named: photos"),
    # a room type said to work is only accepted (``room_type._PERMISSION_AFTER``), never the room asked for
    (BASE, "private rooms would work for us", {}),
    (BASE, "an entire place works too", {}),
    (BASE, "we want a private room", {"room_type": "private room"}),
    (BASE, "a shared room would work best for us", {"room_type": "shared room"}),
    # a sight said in short and ruled out is read with a word of emphasis after it: the run of words ruled out ends
    # where the name does (``must_see.ruled_out_lower_names``)
    (DOGS, "skip mirror maze tbh", {"avoid_sights": ["Monterey Mirror Maze"]}),
    (DOGS, "not the sea lions honestly", {"avoid_sights": ["Monterey Sea Lions"]}),
    (SOLO, "skip winter estates lol", {"avoid_sights": ["Edison & Ford Winter Estates"]}),
    # ... while a kind of outing no sight's name holds stays named
    (SOLO, "no petting zoo tbh", "named: petting zoo"),
]

# An outing said with a hedge after it, or on a condition or with a companion a reader reads, is named, never dropped
# beside what was read (``bare_things``: ``_HEDGED_END``, ``_head_stop``).
NAMED_BESIDE: list[tuple[str, str, dict]] = [
    (DOGS, "some bowling maybe", want(None, "bowling")),
    (DOGS, "ice skating perhaps", want(None, "skating")),
    (DOGS, "a beach walk with our dog", want({"house_rule": "pets"}, "beach walk")),
    (DOGS, "a bike ride if the dog can keep up", want({"house_rule": "pets"}, "bike ride")),
    (BASE, "a picnic if the kids are up for it", want({"house_rule": "children under 10"}, "picnic")),
    # ... never a wish a reader reads before its condition ("no flights if possible") nor a wedding or an evening
    (BASE, "seafood with the kids", want({"house_rule": "children under 10", "more_cuisines": ["Seafood"]})),
    (BASE, "a wedding maybe", want(None)),
]


@pytest.mark.parametrize("base, text, expected", CASES)
def test_a_rule_of_the_thirty_fourth_set_reads_a_sentence_it_does_not_hold(base, text, expected, sandbox):
    assert outcome(text, expected, sandbox, base) == ("named" if isinstance(expected, str) else "read right")


@pytest.mark.parametrize("base, text, expected", NAMED_BESIDE)
def test_an_outing_hedged_or_on_a_condition_read_is_named(base, text, expected, sandbox):
    assert miss(base, text, expected, sandbox) is None
