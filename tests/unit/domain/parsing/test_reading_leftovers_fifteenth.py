"""Stop 61's leftovers of issue 38 (stop 62, helper LEFT38), each a CLASS probed with phrasings of our own, written
BEFORE any fix with the reading a careful human wants:

taxis: a taxi ban ("no taxis", "no cabs", "no ubers", in every negation form the transport reader sees) is no rule a
    trip can keep: named as not kept, the rest of the request read (never the whole request refused); all three modes
    ruled out still refuses (no way is left);
chains: restaurant chains by name, in lower case or short ("no dominos", "pls no mcdonalds", "no chains like subway or
    burger king"), avoided wherever they are (a chain the trip's cities lack is avoided trivially, never refused);
cuisines: a list of cuisines joined by commas, "&" or "and", some the data has: those read, the others named;
meal totals: a cap on what the meals cost over the whole trip is named precisely (the amount said), never read as a
    second budget nor refused;
soft budget: a budget said flexible in its own clause is named (the budget kept as a limit);
spelling: short misspellings of the readers' words ("fliy", "pupy", "undr", "privte");
rooms: an acceptance of a room type ("fine with", "fine staying in", "happy to stay in", "don't mind") asks for no room
    type and names nothing; a wish for one ("we want", "we'd like to stay in", "we'd prefer") is the requirement;
either sights: "X or Y" between sights: the one the trip's city has is read when the other is not in the data (the
    other named); two the data has are named as a choice the plan cannot keep; never silent, never a refusal.

Each item is (base, wish, expected) (``want``): ``read`` the local constraints the whole request must read as (lists
compared sorted), ``named`` words each of which some not-kept wish holds (else nothing may be named, unless ``loose``),
``spec`` the trip's fields, ``refused`` words the refusal's problems hold, ``precise``: no naming says only that no
reader understood. Scored per class (read right, of); HEAD (534bd85, pristine copy) measured before any fix:
``HEAD_FIGURES``.
"""

from __future__ import annotations

import pytest

from tests.support.leftover_scoring import check_class, print_classes, want

TAIL = "March 15 to 17, 2022, with a budget of $2,500. "
ORL = "Plan a 3-day trip from Washington to Orlando for 2 people, " + TAIL
SEA = "Plan a 3-day trip from Denver to Seattle for 2 people, " + TAIL
CHS = "Plan a 3-day trip from Atlanta to Charleston for 2 people, " + TAIL
SF = "Plan a 3-day trip from Seattle to San Francisco for 2 people, " + TAIL
DEN = "Plan a 3-day trip from Dallas to Denver for 2 people, " + TAIL
CHI = "Plan a 3-day trip from Houston to Chicago for 2 people, " + TAIL
NOLA = "Plan a 3-day trip from Houston to New Orleans from March 10th to March 12th, 2022, for 2 people with a budget of $2000. "
ORL_NB = "Plan a 3-day trip from Washington to Orlando for 2 people, March 15 to 17, 2022. "
SEA_NB = "Plan a 3-day trip from Denver to Seattle for 2 people, March 15 to 17, 2022. "
CHS_NB = "Plan a 3-day trip from Atlanta to Charleston for 2 people, March 15 to 17, 2022. "
DEN_NB = "Plan a 3-day trip from Dallas to Denver for 2 people, March 15 to 17, 2022. "
SF_NB = "Plan a 3-day trip from Seattle to San Francisco for 2 people, March 15 to 17, 2022. "

SOFT = "keeps the budget as a limit"


CLASSES: dict[str, list[tuple[str, str, dict]]] = {
    "taxis": [
        (ORL, "no taxis", want({}, "taxi")),
        (CHS, "No cabs please.", want({}, "cab")),
        (SEA, "pls no ubers", want({}, "uber")),
        (DEN, "we don't want to take taxis anywhere", want({}, "taxi")),
        (ORL, "No flights and no taxis.", want({"transportation": "no flight"}, "taxi")),
        (SF, "no uber or lyft, we're not fans", want({}, "uber")),
        (CHS, "avoid cabs if possible", want({}, "cab")),
        (SEA, "no flying, and no cabs either", want({"transportation": "no flight"}, "cab")),
        (NOLA, "We never take taxis.", want({}, "taxi")),
        (DEN, "no rideshares pls", want({}, "rideshare")),
        (ORL, "no taxis, and hotels rated 4 or more", want({"min_stay_rating": 4.0}, "taxi")),
        (ORL, "No flights, no self-driving, no taxis.", want(refused="no way between the cities")),
    ],
    "chains": [
        (ORL, "no chains like subway or burger king", want({"avoid_restaurants": ["Burger King", "Subway"]}, loose=True)),
        (SF, "pls no mcdonalds", want({"avoid_restaurants": ["McDonald's"]}, loose=True)),
        (ORL, "no dominos", want({"avoid_restaurants": ["Domino's Pizza"]})),
        (DEN, "please, no dominos or pizza hut", want({"avoid_restaurants": ["Domino's Pizza", "Pizza Hut"]})),
        (CHI, "we don't want to eat at subway or starbucks", want({"avoid_restaurants": ["Starbucks", "Subway"]})),
        (CHS, "no mcdonald's, no burger king, we want real food",
         want({"avoid_restaurants": ["Burger King", "McDonald's"]}, loose=True)),
        (SEA, "no kfc please", want({"avoid_restaurants": ["KFC"]}, loose=True)),
        (CHI, "avoid starbucks", want({"avoid_restaurants": ["Starbucks"]})),
        (CHS, "no dunkin donuts pls", want({"avoid_restaurants": ["Dunkin' Donuts"]})),
    ],
    "cuisines": [
        (SF, "mexican, thai & chinese food", want({"cuisine": ["Chinese", "Mexican"]}, "thai")),
        (ORL, "we love italian, korean and french food", want({"cuisine": ["French", "Italian"]}, "korean")),
        (SEA, "thai & indian please", want({"cuisine": ["Indian"]}, "thai")),
        (CHS, "Mexican, Japanese, and Chinese restaurants", want({"cuisine": ["Chinese", "Mexican"]}, "japanese")),
        (DEN, "we want vietnamese, greek & american food", want({"cuisine": ["American"]}, "vietnamese", "greek")),
        (NOLA, "cajun and seafood", want({"more_cuisines": ["Seafood"]}, "cajun")),
        (ORL, "italian,thai,mexican pls", want({"cuisine": ["Italian", "Mexican"]}, "thai")),
        (SF, "some chinese and thai and indian food", want({"cuisine": ["Chinese", "Indian"]}, "thai")),
        # corrected after the HEAD score: a list of none the data has is refused as one cuisine the data lacks is (the
        # cuisine reader's rule, which the chat reads back: cuisine.NONE_SERVES), naming them; nothing of it can be kept
        (SEA, "korean & thai food", want(refused="korean, thai")),
    ],
    "meal totals": [
        (ORL, "cap dining at 200 bucks total", want({}, "200", precise=True)),
        (SEA, "no more than $300 on food for the whole trip", want({}, "300", precise=True)),
        (CHS, "meals shouldn't cost more than 250 dollars altogether", want({}, "250", precise=True)),
        (DEN, "keep restaurant spending under $400 total", want({}, "400", precise=True)),
        (SF, "food budget of $350 for the whole trip", want({}, "350", precise=True)),
        (NOLA, "we want to spend at most 150 on food overall", want({}, "150", precise=True)),
        (ORL, "dining: max $500 in total", want({}, "500", precise=True)),
        (SEA, "total food cost under 300 please", want({}, "300", precise=True)),
        (CHS, "cap our eating out at $250 for the trip", want({}, "250", precise=True)),
    ],
    "soft budget": [
        (ORL_NB, "Our budget is $2,500, but it's a flexible budget.", want({}, SOFT, spec={"budget": 2500})),
        (SEA_NB, "budget $3000 but it's flexible", want({}, SOFT, spec={"budget": 3000})),
        (CHS_NB, "We have $2,000 to spend, though that's flexible.", want({}, SOFT, spec={"budget": 2000})),
        (DEN_NB, "budget: 2500 (flexible)", want({}, SOFT, spec={"budget": 2500})),
        (SF_NB, "a budget of around $3,000, somewhat flexible", want({}, SOFT, spec={"budget": 3000})),
        (ORL_NB, "we can spend $2,500 but we're flexible on that", want({}, SOFT, spec={"budget": 2500})),
        ("Plan a 3-day trip from Washington to Orlando for 2 people, March 15 to 17, 2022, with a flexible budget of "
         "$2,500.", "", want({}, SOFT, spec={"budget": 2500})),
        (CHS_NB, "Budget is 2000, can go a little over if needed", want({}, SOFT, spec={"budget": 2000})),
        (SEA_NB, "Budget is $3,000 and it's firm.", want({}, spec={"budget": 3000})),
    ],
    "spelling": [
        (ORL, "we dont want to fliy", want({"transportation": "no flight"})),
        (ORL, "bringing our pupy", want({"house_rule": "pets"})),
        (ORL, "a hotel undr $150 a night", want({"max_night_price": 150.0})),
        (SEA, "no flihgts please", want({"transportation": "no flight"})),
        (CHS, "we'd like a privte room", want({"room_type": "private room"})),
        (DEN, "restaraunts rated at least 4", want({"min_rating": 4.0})),
        (SF, "our pupy and kitten come along", want({"house_rule": "pets"})),
        (NOLA, "we want chineese food", want({"cuisine": ["Chinese"]})),
        (SEA, "rooms undr 200 a night", want({"max_night_price": 200.0})),
    ],
    # corrected after the HEAD score, on deciding the policy: the official-style sets (tests/support/official_style*.py,
    # test_official*.py must keep reading) read a stay said in a room ("we're happy to stay in shared rooms", "We're fine
    # staying in a shared room.", "We're happy to book a shared room.") as the room asked, as the benchmark says a room
    # ("we intend to stay in private rooms"); so one policy keeps them: a room type only accepted ("fine with", "ok
    # with", "is fine", "don't mind") asks nothing and names nothing, a stay or booking said in it is the rule. The
    # three rows below were first written as asking nothing.
    "rooms": [
        (ORL, "we're fine with shared rooms", want({})),
        (ORL, "we're fine staying in a shared room", want({"room_type": "shared room"})),
        (SEA, "happy to stay in a shared room to save money", want({"room_type": "shared room"})),
        (CHS, "we don't mind sharing a room with others", want({})),
        (DEN, "ok with a shared room", want({})),
        (SF, "shared rooms are totally fine with us", want({})),
        (NOLA, "we'd be ok booking a shared room", want({"room_type": "shared room"})),
        (SEA, "we don't mind staying in a shared room", want({})),
        (CHS, "a shared room is fine", want({})),
        (DEN, "We're fine with a private room.", want({})),
        (ORL, "we want a shared room", want({"room_type": "shared room"})),
        (SEA, "we'd like to stay in shared rooms", want({"room_type": "shared room"})),
        (CHS, "shared rooms only please", want({"room_type": "shared room"})),
        (SF, "we'd prefer shared rooms", want({"room_type": "shared room"})),
    ],
    # corrected after the HEAD score, before this class's fix: a choice met by a sight the data has is the wish kept (one
    # of the choice visited), so the sight the data lacks is said in a warning, not named as a wish not kept; two the
    # data has are both planned (more than asked, never less), said in a warning; none the data has is refused as one
    # sight asked that the data lacks is (the must-see reader's rule), naming it. The two rows read on HEAD (the second
    # name is no cue's: named as an unknown place) keep their first form.
    "either sights": [
        (ORL, "We want to see Epcot or Gatorland", want({"must_see": ["Gatorland"]}, warn="epcot")),
        (ORL, "either gatorland or epcot", want({"must_see": ["Gatorland"]}, warn="epcot")),
        (SEA, "the Space Needle or Mount Rainier", want({"must_see": ["Space Needle"]}, "rainier")),
        (DEN, "we'd like to visit the Denver Zoo or Red Rocks", want({"must_see": ["Denver Zoo"]}, warn="red rocks")),
        (SF, "Alcatraz or Muir Woods would be great", want({"must_see": ["Alcatraz Island"]}, "muir")),
        (CHS, "must see Rainbow Row or Fort Sumter", want({"must_see": ["Rainbow Row"]}, warn="fort sumter")),
        (ORL, "SeaWorld or Gatorland, either is fine", want({"must_see": ["Gatorland", "SeaWorld Orlando"]},
                                                           warn="choice")),
        (CHI, "we want to visit Navy Pier or Wrigley Field", want({"must_see": ["Navy Pier", "Wrigley Field"]},
                                                                 warn="choice")),
        (ORL, "we must see Epcot or Animal Kingdom", want(refused="epcot")),
    ],
}


# HEAD (534bd85, pristine copy) per class: (read right, of), measured before any fix, with the corrections marked above
# (first score, before them: taxis 1/12, chains 3/9, cuisines 2/9, meal totals 3/9, soft budget 2/9, spelling 5/9, rooms
# 7/12, either sights 2/9). After the fixes: every class whole but "either sights" 8/9.
HEAD_FIGURES: dict[str, tuple[int, int]] = {
    "taxis": (1, 12), "chains": (3, 9), "cuisines": (2, 9), "meal totals": (3, 9), "soft budget": (2, 9),
    "spelling": (5, 9), "rooms": (10, 14), "either sights": (3, 9),
}

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: dict[str, list[str]] = {
    # (stop 63, LEFT16: "either gatorland or epcot" is read: a name stands after "either" and after "or" beside a name
    # read, and the other of the choice, no sight of the trip's cities, is said; taken off this list)
}


@pytest.mark.parametrize("kind", list(CLASSES))
def test_a_fifteenth_leftover_class_reads_as_a_careful_human_would(kind, sandbox):
    check_class(kind, CLASSES[kind], KNOWN_GAPS.get(kind, []), sandbox)


if __name__ == "__main__":
    print_classes(CLASSES)
