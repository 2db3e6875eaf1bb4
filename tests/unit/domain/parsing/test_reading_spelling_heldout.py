"""A held-out corpus of wishes misspelt and shouted, written and scored before any fix made for it (issue 38 item 5:
reading that generalises).

People type fast: a keyword of a wish comes with a letter dropped, doubled or swapped ("fligths", "resturant",
"budjet"), spelt as it sounds ("nite", "flite", "cusine", "seperate"), or split ("sea food"); and some write a clause,
or the whole request, in capitals ("NO SHARED ROOMS!!!"). Each must read as the same wish spelt right and in lower
case would. The near misses must NOT be corrected: names of the data's restaurants, sights and cities that look like
typos of keywords ("Divya Hotal", "Privee'", "Marine Drivve", "Italiano"), and ordinary English words close to one
("fights", "desert", "pirate"). Scored as the other corpora are (``tests.support.reading_scoring``: read right / named
/ wrongly read / false alarm, printed with ``-s``; the wishes dropped in silence are printed apart); the misses still
left are listed below, each to stay listed until a general rule reads it.
"""

from __future__ import annotations

from himap_travel.domain.parsing.spelling import keywords, spelled
from tests.support.reading_scoring import BASE, TEXAS, dropped, pace, score, window, with_own

RED_EYE = window(depart_from="05:00", depart_until="20:59", arrive_until="23:59")


def _trip(origin: str, destination: str) -> str:
    """A plain request to ``destination`` (the near misses' names are matched within its city)."""
    return f"Plan a 3-day trip from {origin} to {destination} for 2 people, March 15 to 17, 2022, with a budget of $2,500. "


# (wish, the local constraints it adds to the request's own) or (wish, "named: <words the naming holds>")
TYPOS: list[tuple[str, dict | str]] = [
    # transportation
    ("no fligths", {"transportation": "no flight"}),
    ("no flihgts please", {"transportation": "no flight"}),
    ("no flites, we drive", {"transportation": "no flight"}),
    ("we dont want to fliy", {"transportation": "no flight"}),
    ("no flyng for us", {"transportation": "no flight"}),
    ("no airplaines, my wife is scared", {"transportation": "no flight"}),
    ("no fllights", {"transportation": "no flight"}),
    ("no self drivng", {"transportation": "no self-driving"}),
    ("no self-drivign please", {"transportation": "no self-driving"}),
    ("we wont be drivin ourselves", {"transportation": "no self-driving"}),
    ("no self driving and no flihgts", {"transportation": "no flight, no self-driving"}),
    # room type
    ("no shred rooms", {"room_type": "not shared room"}),
    ("no sharred room", {"room_type": "not shared room"}),
    ("a privte room", {"room_type": "private room"}),
    ("a pirvate room please", {"room_type": "private room"}),
    ("an entrie home", {"room_type": "entire room"}),
    ("the entire apartmnet", {"room_type": "entire room"}),
    ("a privat room for us", {"room_type": "private room"}),
    ("no shraed rooms", {"room_type": "not shared room"}),
    # house rules
    ("we bring our dgo", {"house_rule": "pets"}),
    ("travelling with our pupy", {"house_rule": "pets"}),
    # corrected after scoring: "two kids" in a party of 2 contradicts the count (refused, rightly); the kids alone
    ("the kdis are coming", {"house_rule": "children under 10"}),
    # corrected after scoring: as above, the count left out
    ("with our kidz", {"house_rule": "children under 10"}),
    ("my husband smokes so smokeing must be allowed", {"house_rule": "smoking"}),
    ("we want to throw a partty", {"house_rule": "parties"}),
    ("we'll have vistors over", {"house_rule": "visitors"}),
    ("my chidlren are 5 and 7", {"house_rule": "children under 10"}),
    ("bringing the cta", {"house_rule": "pets"}),
    # cuisines of TravelPlanner's seven
    ("mexcian food", {"cuisine": ["Mexican"]}),
    ("we love italain", {"cuisine": ["Italian"]}),
    ("chineese food one night", {"cuisine": ["Chinese"]}),
    ("some indain food", {"cuisine": ["Indian"]}),
    ("frech food please", {"cuisine": ["French"]}),
    # corrected after scoring: "american food is fine" spelt right reads nothing either (a wording gap, not a typo)
    ("amercian food please", {"cuisine": ["American"]}),
    ("mediteranean cusine", {"cuisine": ["Mediterranean"]}),
    ("italian and mexcan cuisnie", {"cuisine": ["Italian", "Mexican"]}),
    ("we'd like chinese and indian cusine", {"cuisine": ["Chinese", "Indian"]}),
    ("mexician please", {"cuisine": ["Mexican"]}),
    ("we want itallian food", {"cuisine": ["Italian"]}),
    # the other cuisines
    ("some sea food", {"more_cuisines": ["Seafood"]}),
    ("we love seafod", {"more_cuisines": ["Seafood"]}),
    ("bbq and piza", {"more_cuisines": ["BBQ", "Pizza"]}),
    ("a bakrey for breakfast", {"more_cuisines": ["Bakery"]}),
    ("some desserst after dinner", {"more_cuisines": ["Desserts"]}),
    ("some dessrts", {"more_cuisines": ["Desserts"]}),
    ("a nice caffe in the morning", {"more_cuisines": ["Cafe"]}),
    # corrected at stop 73: "X is ok" allows, it asks for nothing (the twenty-sixth wish set's "fast food is ok i guess")
    ("fast fod is ok", {}),
    # cuisines avoided
    ("no mexcian food", {"avoid_cuisines": ["Mexican"]}),
    ("no chineese", {"avoid_cuisines": ["Chinese"]}),
    ("avoid fast fod", {"avoid_cuisines": ["Fast Food"]}),
    ("no piza please", {"avoid_cuisines": ["Pizza"]}),
    ("no seafod, i'm allergic", {"avoid_cuisines": ["Seafood"]}),
    ("no indain food", {"avoid_cuisines": ["Indian"]}),
    ("no italain", {"avoid_cuisines": ["Italian"]}),
    ("avoid frnech places", {"avoid_cuisines": ["French"]}),
    # restaurant rating
    ("resturants rated at leat 4", {"min_rating": 4.0}),
    ("restaurants raated 4 or more", {"min_rating": 4.0}),
    ("restuarants with a ratign of at least 4.5", {"min_rating": 4.5}),
    ("only resturants rated 4+", {"min_rating": 4.0}),
    ("restaraunts rated 3.5 or higher", {"min_rating": 3.5}),
    ("resteraunts with at leats 4 stars", {"min_rating": 4.0}),
    ("restaurants ratted 4 at lest", {"min_rating": 4.0}),
    # stay rating
    ("hotle rated 4 stars or more", {"min_stay_rating": 4.0}),
    ("acomodation rated at least 4", {"min_stay_rating": 4.0}),
    ("accomodations rated 4 or more", {"min_stay_rating": 4.0}),
    ("a hotell with 4 starz at least", {"min_stay_rating": 4.0}),
    ("only places to stay rated 4 stras or more", {"min_stay_rating": 4.0}),
    # price per night
    ("nothing over $150 a nite for the room", {"max_night_price": 150.0}),
    ("no more then $150 a nigth for the room", {"max_night_price": 150.0}),
    ("hotle under $120 per nite", {"max_night_price": 120.0}),
    ("the room under $200 a nihgt", {"max_night_price": 200.0}),
    ("acomodation max $180 a night", {"max_night_price": 180.0}),
    ("no more than $60 per persn a night", {"max_night_price_per_person": 60.0}),
    ("$70 per peson per night max", {"max_night_price_per_person": 70.0}),
    # meal cost
    ("keep meels under $50 per person", {"max_meal_cost": 50.0}),
    ("meals undr $40 per person", {"max_meal_cost": 40.0}),
    ("no resturant over $30 a head", {"max_meal_cost": 30.0}),
    ("keep meals under $45 per persn", {"max_meal_cost": 45.0}),
    ("diner under $35 per person", {"max_meal_cost": 35.0}),
    ("meals no more then $25 per person", {"max_meal_cost": 25.0}),
    # named restaurants
    ("we want to eat at Turqoise Villa", {"eat_at": ["Turquoise Villa"]}),
    ("not Dominos Piza again", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("avoid Piza Hut", {"avoid_restaurants": ["Pizza Hut"]}),
    ("lunch at the Lounge Bakry", {"eat_at": ["Lounge Bakery"]}),
    # sights
    ("vist the gatorland", {"must_see": ["Gatorland"]}),
    ("we must vist SeaWorld Orlando", {"must_see": ["SeaWorld Orlando"]}),
    ("we want to see the Harry P Leu Gardnes", {"must_see": ["Harry P Leu Gardens"]}),
    ("the orlando sceince center", {"must_see": ["Orlando Science Center"]}),
    ("we dont want to see gatorlnad", {"avoid_sights": ["Gatorland"]}),
    ("skip madame tusauds", {"avoid_sights": ["Madame Tussauds Orlando"]}),
    ("no atractions more than two a day", pace(most=2)),
    ("at most one attracton a day", pace(most=1)),
    ("at least two attractoins a day", pace(least=2)),
    ("at most 2 sigths per day", pace(most=2)),
    # corrected after scoring: the vocabulary defines a relaxed pace as at most one sight a day (docs)
    ("a relaxd pace", pace(most=1)),
    ("no more than one attraciton each day", pace(most=1)),
    # flight times and durations
    ("no flihgts before 8am", {"flight_times": [window(depart_from="08:00")]}),
    ("no fligths leaving before 9am", {"flight_times": [window(depart_from="09:00")]}),
    ("no red-eye fligths", {"flight_times": [RED_EYE]}),
    ("no red eye flihgts please", {"flight_times": [RED_EYE]}),
    # corrected after scoring: "on the first day" is day 1's flight, as the earlier corpora read it (leg=1)
    ("we need to land befor noon on the first day", {"flight_times": [window(leg=1, arrive_until="12:00")]}),
    ("no fligths longer than 3 hours", {"max_flight_hours": 3.0}),
    ("no flights longer then 3 hours", {"max_flight_hours": 3.0}),
    ("flihgts under 2 hours", {"max_flight_hours": 2.0}),
    ("no flights longer than 3 huors", {"max_flight_hours": 3.0}),
    # driving hours
    ("no more then four hours drving a day", {"max_driving_hours": 4.0}),
    ("no more than 4 hours of drivng per day", {"max_driving_hours": 4.0}),
    ("no more than 5 hours of drivign per day", {"max_driving_hours": 5.0}),
    ("no more than 4 hrs of driveing a day", {"max_driving_hours": 4.0}),
    ("max 3 hours of driving per dya", {"max_driving_hours": 3.0}),
    ("at most 6 hours driving dialy", {"max_driving_hours": 6.0}),
    # budget stated again, misspelt (the request's own budget, said once more in other words)
    ("our budjet is $2,500 total", {}),
    ("the buget is tight", {}),
    # several wishes in one sentence
    ("no fligths, no mexcian food and resturants rated at leat 4",
     {"transportation": "no flight", "avoid_cuisines": ["Mexican"], "min_rating": 4.0}),
    # corrected after scoring: "no smoking" asks for no house rule (a rule is what the guests need allowed)
    # stop 58: "no smoking" asks the stays to forbid it (stay_forbids, a kind now; before, a warning only)
    ("a privte room, no smokeing, and italain food", {"room_type": "private room", "cuisine": ["Italian"], "stay_forbids": ["smoking"]}),
    ("seperate rooms please, and no sea food", "named: separate"),
    ("we have a dgo and want a privte room", {"house_rule": "pets", "room_type": "private room"}),
    ("hotle under $150 a nite and meels under $30 per person", {"max_night_price": 150.0, "max_meal_cost": 30.0}),
    ("vist gatorland, skip seaworld, no fligths",
     {"must_see": ["Gatorland"], "avoid_sights": ["SeaWorld Orlando"], "transportation": "no flight"}),
    ("at most one attracton a day and no chineese",
     {"avoid_cuisines": ["Chinese"], **pace(most=1)}),
    # what the data cannot say, misspelt: still named, never dropped
    ("a hotle with a pol", "named: amenities"),
    ("a hotel with a swiming pool", "named: amenities"),
    ("my wife uses a wheelchiar", "named: accessibility"),
    ("free parkign please", "named: parking"),
    ("i'm vegitarian", "named: vegetarian"),
    ("an ocaen view", "named: view"),
    ("kid freindly restaurants", "named: kid"),
]

# Shouting: the whole wish, or a clause of it, in capitals, read as the same words in lower case.
SHOUTED: list[tuple[str, dict | str]] = [
    ("NO SHARED ROOMS!!!", {"room_type": "not shared room"}),
    ("NO FLIGHTS", {"transportation": "no flight"}),
    ("NO FLIGHTS PLEASE!", {"transportation": "no flight"}),
    ("WE DON'T WANT TO FLY", {"transportation": "no flight"}),
    ("NO SELF-DRIVING", {"transportation": "no self-driving"}),
    ("A PRIVATE ROOM", {"room_type": "private room"}),
    ("AN ENTIRE HOME PLEASE", {"room_type": "entire room"}),
    ("WE'RE BRINGING OUR DOG", {"house_rule": "pets"}),
    ("WE HAVE KIDS UNDER 10", {"house_rule": "children under 10"}),
    ("SMOKING MUST BE ALLOWED", {"house_rule": "smoking"}),
    ("NO MEXICAN FOOD", {"avoid_cuisines": ["Mexican"]}),
    ("NO CHINESE FOOD, PLEASE", {"avoid_cuisines": ["Chinese"]}),
    ("WE LOVE ITALIAN", {"cuisine": ["Italian"]}),
    ("INDIAN AND FRENCH FOOD", {"cuisine": ["Indian", "French"]}),
    ("SOME SEAFOOD AND BBQ", {"more_cuisines": ["Seafood", "BBQ"]}),
    ("AVOID FAST FOOD PLACES", {"avoid_cuisines": ["Fast Food"]}),
    ("RESTAURANTS RATED 4 OR HIGHER", {"min_rating": 4.0}),
    ("ONLY PLACES RATED 4 STARS OR MORE", {"min_stay_rating": 4.0}),
    ("NOTHING OVER $150 A NIGHT FOR THE ROOM", {"max_night_price": 150.0}),
    ("KEEP MEALS UNDER $50 PER PERSON", {"max_meal_cost": 50.0}),
    ("WE MUST VISIT SEAWORLD ORLANDO", {"must_see": ["SeaWorld Orlando"]}),
    ("WE DON'T WANT TO SEE GATORLAND", {"avoid_sights": ["Gatorland"]}),
    ("SKIP THE WHEEL AT ICON PARK", {"avoid_sights": ["The Wheel at ICON Park"]}),
    ("WE WANT TO EAT AT TURQUOISE VILLA", {"eat_at": ["Turquoise Villa"]}),
    ("NOT DOMINO'S PIZZA AGAIN", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("AT MOST ONE SIGHT A DAY", pace(most=1)),
    ("NO FLIGHTS LEAVING BEFORE 8AM", {"flight_times": [window(depart_from="08:00")]}),
    ("NO RED-EYE FLIGHTS", {"flight_times": [RED_EYE]}),
    ("NO MORE THAN 4 HOURS OF DRIVING PER DAY", {"max_driving_hours": 4.0}),
    ("NO FLIGHTS LONGER THAN 3 HOURS", {"max_flight_hours": 3.0}),
    ("A HOTEL WITH A POOL", "named: amenities"),
    ("MY WIFE USES A WHEELCHAIR", "named: accessibility"),
    # a clause shouted among others
    # corrected after scoring: "no smoking" asks for no house rule (as above)
    ("a private room, and NO SMOKING", {"room_type": "private room", "stay_forbids": ["smoking"]}),  # stop 58, as above
    ("we love italian food but NO FAST FOOD", {"cuisine": ["Italian"], "avoid_cuisines": ["Fast Food"]}),
    ("Gatorland for sure. NO SHARED ROOMS.", {"must_see": ["Gatorland"], "room_type": "not shared room"}),
    ("meals under $40 per person, NO FLIGHTS!!", {"max_meal_cost": 40.0, "transportation": "no flight"}),
    ("we're bringing our dog. AND NO CHINESE FOOD", {"house_rule": "pets", "avoid_cuisines": ["Chinese"]}),
    ("Restaurants rated 4 or higher - NO EXCEPTIONS", {"min_rating": 4.0}),
    ("NO SHARED ROOMS and no mexican food", {"room_type": "not shared room", "avoid_cuisines": ["Mexican"]}),
    ("PLEASE NO FLIGHTS, we want to drive", {"transportation": "no flight"}),
    # shouted typos: both at once
    ("NO FLIGTHS", {"transportation": "no flight"}),
    ("NO MEXCIAN FOOD", {"avoid_cuisines": ["Mexican"]}),
]

# Near misses: names of the trip's city that look like typos of keywords, and ordinary English words near one: read as
# written, never corrected into a keyword. (request, wish, reading)
NEAR_MISSES: list[tuple[str, str, dict | str]] = [
    (_trip("Washington", "Boston"), "we want to eat at Divya Hotal", {"eat_at": ["Divya Hotal"]}),
    (_trip("Washington", "Boston"), "not Divya Hotal", {"avoid_restaurants": ["Divya Hotal"]}),
    (_trip("Chicago", "Madison"), "dinner at Privee'", {"eat_at": ["Privee'"]}),
    (_trip("Chicago", "Madison"), "we want to eat at Moet's Sizzlers", {"eat_at": ["Moet's Sizzlers"]}),
    (_trip("Atlanta", "Greenville"), "we want to eat at Italiano", {"eat_at": ["Italiano"]}),
    (_trip("Denver", "Bozeman"), "we want to eat at Green Vally Chiiness Food", {"eat_at": ["Green Vally Chiiness Food"]}),
    (_trip("Denver", "Bozeman"), "we'd like to eat at Italize", {"eat_at": ["Italize"]}),
    (_trip("Denver", "Bozeman"), "we want to see Peets Hill", {"must_see": ["Peets Hill/Burke Park"]}),
    (_trip("Chicago", "Marquette"), "lunch at Papa Mexicano", {"eat_at": ["Papa Mexicano"]}),
    (_trip("Chicago", "Marquette"), "not Aunty Chings Fast Food", {"avoid_restaurants": ["Aunty Chings Fast Food"]}),
    (_trip("Denver", "Austin"), "we want to see the Mexic-Arte Museum", {"must_see": ["Mexic-Arte Museum"]}),
    (_trip("Denver", "Austin"), "we want to eat at Test Restaruants for Medio", {"eat_at": ["Test Restaruants for Medio"]}),
    (_trip("Denver", "Phoenix"), "we want to eat at Penguin Bakers & Shakers", {"eat_at": ["Penguin Bakers & Shakers"]}),
    (_trip("Denver", "Phoenix"), "we must see the Desert Botanical Garden", {"must_see": ["Desert Botanical Garden"]}),
    (_trip("Denver", "Phoenix"), "skip the Phoenix Bat Cave", {"avoid_sights": ["Phoenix Bat Cave"]}),
    (_trip("Denver", "Dallas"), "we want to see the Frontiers of Flight Museum", {"must_see": ["Frontiers of Flight Museum"]}),
    (_trip("Denver", "Dallas"), "we want to eat at Firefly India", {"eat_at": ["Firefly India"]}),
    (_trip("Denver", "Dallas"), "we want to eat at Puri Bakers", {"eat_at": ["Puri Bakers"]}),
    (_trip("Atlanta", "Charleston"), "the Charleston Pirate Tours", {"must_see": ["Charleston Pirate Tours"]}),
    (_trip("New York", "Charlotte"), "the Discovery Place Science", {"must_see": ["Discovery Place Science"]}),
    (_trip("Chicago", "Detroit"), "we must visit the Henry Ford Museum", {"must_see": ["Henry Ford Museum of American Innovation"]}),
    (_trip("Chicago", "Indianapolis"), "we want to see the Indiana State Museum", {"must_see": ["Indiana State Museum"]}),
    (_trip("Denver", "Memphis"), "we want to eat at Champps Americana", {"eat_at": ["Champps Americana"]}),
    # cities whose names look like keywords or typos
    (TEXAS, "we want to see Austin", {"visit_cities": ["Austin"]}),
    (TEXAS, "skip Dallas", {"avoid_cities": ["Dallas"]}),
    # ordinary English words close to a keyword: no wish, or the wish they say
    (BASE, "no fights on this trip please, we need a rest", {}),
    (BASE, "we're so excited, it's our first time", {}),
    (BASE, "we will be a bit late on the first evening", {}),
    (BASE, "my wife is a great cook", {}),
    (BASE, "we rated our last trip five stars lol", {}),
    (BASE, "we like the heat", {}),
    (BASE, "we hope for nice weather", {}),
    (BASE, "it's our anniversary, so we're treating ourselves", {}),
    (BASE, "we are flying in from Washington", {}),
    (BASE, "the kids stay with grandma", {}),
    (BASE, "we'll be taking it easy", {}),
    (BASE, "we might grab a taxi at the airport", {}),
    (BASE, "we saw a fight last time we were there lol", {}),
    (BASE, "my husband is a pilot", {}),
    (BASE, "looking forward to the rides", {}),
    (BASE, "the right choices matter to us", {}),
    (BASE, "we're rating this trip a ten already", {}),
    (BASE, "we like to eat late", {}),
]

CORPORA = [(BASE, with_own({}, TYPOS)), (BASE, with_own({}, SHOUTED))] + [(base, [(w, r)]) for base, w, r in NEAR_MISSES]

# Misses left on purpose, each until a general rule reads it (corrected or named), with the reason.
KNOWN_GAPS: list[str] = [
    # English words, so never corrected: "shred", "caffe", "ratted", "lest", "diner"
    "no shred rooms",
    "a nice caffe in the morning",
    "restaurants ratted 4 at lest",
    "diner under $35 per person",
    # three letters: too short to correct safely ("dgo", "cta", "fod", "pol")
    "we bring our dgo",
    "bringing the cta",
    "avoid fast fod",
    "we have a dgo and want a privte room",
    "a hotle with a pol",
    # ("we dont want to fliy", "travelling with our pupy" and "vist gatorland, skip seaworld, no fligths" are read since
    # stop 62, LEFT38: a four-letter word English never writes, no plural, is corrected to the one keyword that near,
    # whatever stands beside it; "a trip to taos" stays: "taos" is written in English, a name)
    # ("with our kidz" is read since stop 58, LEFT38: the readers now say "our kids" together (children left home), so
    # the corrector has the pair it needs for a word of four letters)
    # ("no piza please" is read since stop 58: "piza" is corrected to the pizza of the cuisine readers)
    # ("meals undr $40 per person" is read since stop 61: a word corrected beside a word the readers pair it with)
    # three slips from any keyword ("resteraunts")
    "resteraunts with at leats 4 stars",
    # a typo the readers' own patterns accept in some wishes, so a keyword, never corrected ("resturant")
    "no resturant over $30 a head",
    # a typo of a name, not of a keyword: the sight matcher's (did-you-mean) to suggest
    "we dont want to see gatorlnad",
    # ("skip madame tusauds" is read since stop 59: a sight skipped in short is matched by its spelling)
    # spelt right, "no attractions more than two a day" is not understood either (a wording gap, named)
    "no atractions more than two a day",
    # near misses that are no typos: talk read as a wish at HEAD already (not spelling); "taking it easy" may be
    # a relaxed pace by the docs (vocabulary-meals-sights.md), kept here as written
    # ("we rated our last trip five stars lol" is quiet since stop 58: a story of a past trip is talk, TALK2)
    # ("we hope for nice weather" is talk since stop 62: hoping for weather, clause_talk)
    "we'll be taking it easy",
    # ("looking forward to the rides" is quiet since stop 58, WISH11: a plain plural in lower case is no sight's name)
    "the right choices matter to us",
    "we're rating this trip a ten already",
]
# read as nothing and named nowhere, at HEAD too: two English words ("ratted", "lest"); four letters without context
KNOWN_SILENT: list[str] = ["restaurants ratted 4 at lest"]  # ("travelling with our pupy": read since stop 62)


def test_the_spelling_corpus_is_large_enough():
    assert len(TYPOS) >= 120 and len(SHOUTED) >= 40 and len(NEAR_MISSES) >= 40


def test_the_spelling_held_out_corpus_reads_as_written(sandbox):
    tally = score(CORPORA, sandbox)
    # exact in every process (stop 60): the corrector's words no longer depend on what the process read before
    # (tests/unit/domain/parsing/test_spelling_deterministic.py)
    assert sorted(set(tally["wrongly read"] + tally["false alarm"])) == sorted(KNOWN_GAPS)


def test_no_wish_of_the_spelling_corpus_is_dropped_in_silence(sandbox):
    assert sorted(dropped(CORPORA, sandbox)) == sorted(KNOWN_SILENT)


def test_the_keywords_are_the_readers_own_words():
    assert {"flights", "restaurants", "least", "mexican", "driving", "shared"} <= keywords()


def test_a_place_misspelt_is_left_for_the_gazetteer_to_suggest(sandbox):
    assert spelled("Plan a trip from Chicagoo to Wichita Fals", sandbox) == "Plan a trip from Chicagoo to Wichita Fals"


def test_a_shouted_run_is_lower_case_with_its_places_as_the_sandbox_spells_them(sandbox):
    assert spelled("we love it. NO FLIGHTS TO SALT LAKE CITY, PLEASE! and BBQ", sandbox) == (
        "we love it. no flights to Salt Lake City, please! and BBQ")


def test_every_official_text_is_left_as_written(sandbox, train_queries, validation_queries):
    texts = [row.spec.query for row in [*train_queries, *validation_queries]]
    assert len(texts) > 100 and [t for t in texts if spelled(t, sandbox) != t] == []
