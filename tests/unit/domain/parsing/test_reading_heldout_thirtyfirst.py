"""A thirty-first held-out corpus of wishes, written and scored before any fix made for it (issue 38: every wish the
data can answer is read, every one it cannot is named, never dropped in silence, and a legitimate text never refused).

Written by helper WISH31 after the thirtieth set was fixed against, before any of the reader's code was read for it,
on eight trips between cities of the sandbox that no earlier reading set names: two cities of Kansas from Clarksburg
for two, two cities of Nebraska from Salisbury for three of whom two smoke, two cities of North Dakota from Paducah for
one, Roswell from Lawton for two in a private room, Atlantic City from Fort Smith for two who will not fly, Santa Rosa
from Dothan for four with children, Hilton Head from Bristol for two with a terrier, and Sioux Falls from Newport News
for two in a place of their own, each in the plain shape of the earlier sets' bases. New this time: lines pasted from
notes ("- avoid: dodge city", "pace: slow", "cuisine: mexican, italian", "rating (stays): 3+", "flights: 5 hrs max"),
slashes and parentheses ("4* / no smoking", "subway / burger king: no thanks", "boot hill museum (dodge city)"), emoji
("falls park 👍", "no red eyes ✈️"), ALL CAPS ("END IN DODGE CITY", "NO FAST FOOD, WE'RE ON HOLIDAY"), British words
("a whole flat", "the riverside discovery centre", "nothing dearer than $35 a plate", "not a penny more", "ace", "fab"),
wishes on a condition ("if possible", "unless it's a great place", "no mexican unless there's nothing else"),
comparatives ("nothing pricier than $120/night", "eateries rated no lower than 3.5", "keep meals cheaper than $18"),
double negatives ("can't not see the coronado cross", "never say no to bbq", "fast food isn't something we'd ever not
avoid"), wishes spread over two sentences ("Grand Island. Not for us.", "Salina. We have to go there.", "Indian food.
None, thanks."), an at sign for "at", "lunchtime", a verdict "not at my age" or "not so much", "is for kids, skip",
"not my cup of tea", "to close out the trip", "is plenty", a city "near" a sight, restaurants said by their owner's name
and what is had there ("guido's for a slice", "dinner at gibson's"), and every kind of the vocabulary as before, what
the data cannot say (amenities, accessibility, views, diets, events, locations) and talk that asks nothing. Whole
requests are written in one go (``WHOLE``: "for 2 march 10 2022", "1.5k", "two grand total", "$1,800 all in", "mar 30 -
apr 1", "Fri Mar 18 - Sun Mar 20", "15th-17th march"), their trip's fields checked. 17 wishes of the first draft were
found word for word in earlier tests and were written again in other words before the HEAD figures below. Scored with
the earlier sets' helpers (tests/support/reading_scoring.py, tests/support/leftover_scoring.py,
tests/support/wish_sets.py); ``python -m tests.unit.domain.parsing.test_reading_heldout_thirtyfirst`` prints the
figures.

HEAD figures (the pristine copy, before any fix for this set), of 311 wishes, as first written: read right 224, named
31, wrongly read 56, false alarm 0, dropped in silence 4 ("grand forks would be ace", "day 2: as many sights as we can",
"a fenced garden for the dog", "our son might visit us there"); budget texts 14 of 16 ("two point two grand" read as
$2,000, "twenty-one hundred all told" missing); mixed 7 of 8; soft 6 of 8 ("a petting farm for the little one" and "a
dog-friendly beach" dropped); reasons 8 of 8; whole requests 8 of 8. Ten expectations were corrected after scoring
(marked below, each by the docs or an earlier set's reading): as finally written, HEAD reads right 228, named 36,
wrongly read 47, false alarm 0, dropped in silence 4. Worst on HEAD: "two point two grand" read as a budget of $2,000;
"avoid: fast food" (a note's line; the set's "- avoid: dodge city" named) asked for fast food; "Grand Island. Not for
us.", "harrah's casino. Definitely not.", "Splashers of the South Seas. Not at my age." and "French food. Not this
time." read as wanted; "we wouldn't say no to seafood" (beside the set's "never say no to bbq") ruled seafood out;
"storybook land is for kids, skip" brought children; "a quiet street please" refused as a missing sight called Quiet
Street; "day 1: two sights minimum" read as exactly two.

After the fixes made for it (helper WISH31): read right 259, named 38, wrongly read 14, false alarm 0 (``KNOWN_GAPS``,
each with why), dropped in silence 0; budget texts 16 of 16; mixed 8 of 8; soft 8 of 8; reasons 8 of 8; whole requests
8 of 8. Causes fixed: a verdict said as a sentence of its own after a short sentence of a thing alone is that thing's, a
note's label of a wish loses its colon, an at sign between words is "at" (``parsing.text``); "none", "not so much", "not
at my age" and "not my cup of tea" are verdicts, a "not for us" / "not this time" after a comma rules a cuisine out, a
refusal refused ("never say no to") wants (``negation``); "no to bbq" is no cooking (``misread.LOOKS_READ``); words of
praise are one list, "ace", "brilliant", "fab" among them (``words.PRAISE``: ``must_see``, ``visit_cities``); a grown
son or daughter calling and one of the family "had over" are visitors, a thing "is for kids" brings none
(``house_rule``); a day's pace with its least after the number, a day "as many sights as we can", "keep it to" and a
note's "pace: slow" (``pace``); "lunchtime" is lunch, and a restaurant said alone gets the meal said with it
(``meal_wishes``); a dish had at a restaurant after its lower-case name, "- skip" as its verdict, "dinner at <owner's>"
(``said_alone_stands``); "to close out the trip" (``city_order``); a venue "rated no lower than" (``ratings``); a limit
"is plenty" (``hours.AFTER_CAP``); "two point two grand", "all told" (``numbers``, ``bare_budget``, ``budget_prices``,
``date_years``); stargazing, a petting farm, a pet-friendly sight (``unanswerable``) and a fenced garden
(``cannot_say``) named; one of the party said "near" is no location (``cannot_say``); a kind said with "a" before
"please" is no sight's name (``must_see``); a sight's city said "near" it is where it is (``unread_names``). Every
official query text of train and validation_dev reads as before (110 official texts, 0 flagged).
"""

from __future__ import annotations

from tests.support.leftover_scoring import missed_of, want
from tests.support.reading_scoring import order, pace, window, with_own
from tests.support.wish_sets import WishSet, wish_set

RED_EYE = {"depart_from": "05:00", "depart_until": "20:59", "arrive_until": "23:59"}
AFTERNOON = {"depart_from": "12:00", "depart_until": "17:59"}
MORNING = {"depart_from": "05:00", "depart_until": "11:59"}


def meal(kind: str, cuisine: str | None = None, restaurant: str | None = None) -> dict:
    """A wish of a cuisine or a restaurant at one meal as a reading dumps it (``meal_wishes``)."""
    return {"meal_wishes": [{"meal": kind, "cuisine": cuisine, "restaurant": restaurant}]}


# Request texts: trips between cities of the sandbox no earlier reading set names, in the plain shape of their bases.
KANSAS = ("Plan a 5-day trip from Clarksburg to 2 cities in Kansas for 2 people, March 7 to 11, 2022, with a budget of "
          "$3,400. ")
NEBRASKA = ("Plan a 5-day trip from Salisbury to 2 cities in Nebraska for 3 people, March 21 to 25, 2022, with a budget "
            "of $4,200. Two of us smoke. ")
NORTH_DAKOTA = ("Plan a 5-day trip from Paducah to 2 cities in North Dakota for 1 person, March 3 to 7, 2022, with a "
                "budget of $2,900. ")
ROSWELL = ("Plan a 3-day trip from Lawton to Roswell for 2 people, March 18 to 20, 2022, with a budget of $1,700. "
           "A private room is enough for us. ")
ATLANTIC_CITY = ("Plan a 3-day trip from Fort Smith to Atlantic City for 2 people, March 24 to 26, 2022, with a budget "
                 "of $2,200. We won't fly. ")
SANTA_ROSA = ("Plan a 3-day trip from Dothan to Santa Rosa for 4 people, March 9 to 11, 2022, with a budget of $4,400. "
              "Our two kids are 4 and 7. ")
HILTON_HEAD = ("Plan a 3-day trip from Bristol to Hilton Head for 2 people, March 28 to 30, 2022, with a budget of "
               "$2,100. Our terrier comes too. ")
SIOUX_FALLS = ("Plan a 3-day trip from Newport News to Sioux Falls for 2 people, March 15 to 17, 2022, with a budget of "
               "$1,900. We'd like the whole place to ourselves. ")
# What each request asks by itself, kept beside every wish appended to it.
SMOKER_OWN = {"house_rule": "smoking"}
PRIVATE_OWN = {"room_type": "private room"}
NO_FLIGHT_OWN = {"transportation": "no flight"}
KIDS_OWN = {"house_rule": "children under 10"}
DOG_OWN = {"house_rule": "pets"}
ENTIRE_OWN = {"room_type": "entire room"}

# (wish, the local constraints it adds to the request's own) or (wish, "named: <words the naming holds>")
KANSAS_CORPUS = [
    ("wichita + dodge city", {"visit_cities": ["Wichita", "Dodge City"]}),
    ("Salina. We have to go there.", {"visit_cities": ["Salina"]}),
    ("- avoid: dodge city", {"avoid_cities": ["Dodge City"]}),
    ("wichta", {"visit_cities": ["Wichita"]}),
    ("salina should come before wichita, if possible", order("Salina", before="Wichita")),
    ("END IN DODGE CITY", order("Dodge City", -1)),
    # corrected after scoring: a sight at a time of day is named for its hour (docs/vocabulary-refused.md), the sight
    # read; first written as the sight alone
    ("the keeper of the plains lit up at night 🌙", "named: time of day"),
    ("boot hill museum (dodge city)", {"must_see": ["Boot Hill Museum"]}),
    ("old cowtown, yeehaw", {"must_see": ["Old Cowtown Museum"]}),
    ("exploration place for the science nerd in me", {"must_see": ["Exploration Place"]}),
    ("the frank lloyd wright house", {"must_see": ["Frank Lloyd Wright's Allen House"]}),
    ("the aviation museum in wichita", {"must_see": ["Kansas Aviation Museum"]}),
    ("the rolling hills zoo near salina", {"must_see": ["Rolling Hills Zoo"]}),
    ("steampunk village? nah", {"avoid_sights": ["Steampunk Village"]}),
    ("all star adventures is a hard no for us", {"avoid_sights": ["All Star Adventures"]}),
    ("can't not see the coronado cross", {"must_see": ["Coronado Cross"]}),
    ("a rodeo if one's on that week", "named: rodeo"),
    ("guido's for a slice", {"eat_at": ["Guido's Original New York Style Pizza"]}),
    ("lunch @ the flying saucer cafe",
     {"eat_at": ["The Flying Saucer Cafe"], **meal("lunch", restaurant="The Flying Saucer Cafe")}),
    ("subway / burger king: no thanks", {"avoid_restaurants": ["Subway", "Burger King"]}),
    ("cuisine: mexican, italian", {"cuisine": ["Mexican", "Italian"]}),
    ("we don't do french or mediterranean", {"avoid_cuisines": ["French", "Mediterranean"]}),
    ("never say no to bbq 🍖", {"more_cuisines": ["BBQ"]}),
    ("a korean place for bibimbap", "named: korean"),
    ("nothing dearer than $35 a plate", {"max_meal_cost": 35.0}),
    ("restaurants: 4+ only", {"min_rating": 4.0}),
    ("stay rating ≥ 3", {"min_stay_rating": 3.0}),
    ("nothing pricier than $120/night", {"max_night_price": 120.0}),
    ("fly out of clarksburg after 9am, not before", {"flight_times": [window(leg="outbound", depart_from="09:00")]}),
    ("the return flight ought to land before 6 pm", {"flight_times": [window(leg="return", arrive_until="18:00")]}),
    ("FLIGHTS UNDER 4 HOURS", {"max_flight_hours": 4.0}),
    ("3 hrs behind the wheel per day, max", {"max_driving_hours": 3.0}),
    ("pace: slow", pace(most=1)),
    # corrected after scoring to "not shared room", then back by the lead in stop 80 to the entire home as first written:
    # an entire home beside a negated "shared" is the entire home (room_type._narrowed, docs/vocabulary.md)
    ("a whole flat, no sharing", {"room_type": "entire room"}),
    ("no smoking / no parties", {"stay_forbids": ["smoking", "parties"]}),
    ("a hot tub would be lush", "named: tub"),
    ("somewhere walkable to the old town", "named: walkable"),
    ("wichita, old cowtown and bbq",
     {"visit_cities": ["Wichita"], "must_see": ["Old Cowtown Museum"], "more_cuisines": ["BBQ"]}),
    ("we just retired 🎉", {}),
    ("honestly, whatever works for you", {}),
]

NEBRASKA_CORPUS = with_own(SMOKER_OWN, [
    ("omaha & north platte", {"visit_cities": ["Omaha", "North Platte"]}),
    ("scottsbluff, if it's on the way", {"visit_cities": ["Scottsbluff"]}),
    ("Grand Island. Not for us.", {"avoid_cities": ["Grand Island"]}),
    ("omaha/scottsbluff are out", {"avoid_cities": ["Omaha", "Scottsbluff"]}),
    ("grand islnd", {"visit_cities": ["Grand Island"]}),
    ("OMAHA FIRST", order("Omaha", 1)),
    ("north platte to close out the trip", order("North Platte", -1)),
    ("the golden spike tower, trains!!", {"must_see": ["Golden Spike Tower"]}),
    ("scotts bluff national monument", {"must_see": ["Scotts Bluff National Monument"]}),
    ("the stuhr museum in grand island", {"must_see": ["Stuhr Museum"]}),
    ("the riverside discovery centre", {"must_see": ["Riverside Discovery Center"]}),
    ("legacy of the plains", {"must_see": ["Legacy of the Plains Museum"]}),
    ("the cody park railroad museum", {"must_see": ["Cody Park Railroad Museum"]}),
    ("fort cody trading post, kitschy but fun", {"must_see": ["Fort Cody Trading Post"]}),
    ("the henry doorly zoo 🦍", {"must_see": ["Omaha's Henry Doorly Zoo and Aquarium"]}),
    ("island oasis water park - skip it, too cold in march", {"avoid_sights": ["Island Oasis Water Park"]}),
    ("planet bounce, no thank you", {"avoid_sights": ["Planet Bounce Family Fun Center"]}),
    ("a husker game", "named: husker"),
    ("thai pepper for dinner one night", {"eat_at": ["Thai Pepper"], **meal("dinner", restaurant="Thai Pepper")}),
    ("ab's absolute barbecues in north platte, once", {"eat_at": ["AB's - Absolute Barbecues"]}),
    ("mcdonald's / burger king = no", {"avoid_restaurants": ["McDonald's", "Burger King"]}),
    ("american or chinese food", {"cuisine": ["American", "Chinese"]}),
    ("Indian food. None, thanks.", {"avoid_cuisines": ["Indian"]}),
    ("pizza & desserts 🍕🍰", {"more_cuisines": ["Pizza", "Desserts"]}),
    ("bakeries, not so much", {"avoid_cuisines": ["Bakery"]}),
    ("runza! it's a nebraska thing", "named: runza"),
    ("keep meals cheaper than $18 a person", {"max_meal_cost": 18.0}),
    ("eateries rated no lower than 3.5", {"min_rating": 3.5}),
    ("places to stay: 4 stars min", {"min_stay_rating": 4.0}),
    ("$70 per person per night, not a penny more", {"max_night_price_per_person": 70.0}),
    ("depart salisbury in the afternoon", {"flight_times": [window(leg="outbound", **AFTERNOON)]}),
    ("no red eyes ✈️", {"flight_times": [window(**RED_EYE)]}),
    ("flights: 5 hrs max", {"max_flight_hours": 5.0}),
    ("two sights daily at most", pace(most=2)),
    ("private rooms for each of us", {"room_type": "private room"}),
    ("a room overlooking the platte", "named: overlooking"),
    ("wheelchair access, my mother uses a chair", "named: wheelchair"),
    ("we're all vegetarian", "named: vegetarian"),
    ("north platte, the golden spike tower and bbq",
     {"visit_cities": ["North Platte"], "must_see": ["Golden Spike Tower"], "more_cuisines": ["BBQ"]}),
    ("it's grandpa's 80th!", {}),
])

NORTH_DAKOTA_CORPUS = [
    ("minot and williston", {"visit_cities": ["Minot", "Williston"]}),
    ("grand forks would be ace", {"visit_cities": ["Grand Forks"]}),
    ("bismarck's a pass", {"avoid_cities": ["Bismarck"]}),
    ("NOT WILLISTON", {"avoid_cities": ["Williston"]}),
    # corrected after scoring: "first" is the stop and "then minot" the order after it, both said; first written as
    # the order alone
    ("grand forks first, then minot", {"city_order": [{"city": "Grand Forks", "stop": 1, "before": None},
                                                      {"city": "Grand Forks", "stop": None, "before": "Minot"}]}),
    ("minot as the final city", order("Minot", -1)),
    ("the scandinavian heritage park, my gran was norwegian", {"must_see": ["Scandinavian Heritage Park"]}),
    ("the dakota territory air museum", {"must_see": ["Dakota Territory Air Museum"]}),
    ("roosevelt park zoo 🐧", {"must_see": ["Roosevelt Park Zoo"]}),
    ("fort union trading post", {"must_see": ["Fort Union Trading Post National Historic Site"]}),
    ("fort buford", {"must_see": ["Fort Buford State Historic Site"]}),
    ("the north dakota museum of art", {"must_see": ["North Dakota Museum of Art"]}),
    ("the railroad museum in minot", {"must_see": ["Railroad Museum of Minot"]}),
    ("Splashers of the South Seas. Not at my age.", {"avoid_sights": ["Splashers of the South Seas"]}),
    ("no lucy's amusement park, rides make me sick", {"avoid_sights": ["Lucy's Amusement Park"]}),
    ("the northern lights if they're out", "named: northern lights"),
    ("fong's pizza, heard good things", {"eat_at": ["Fong's Pizza"]}),
    ("dinner at rhinehart's oyster bar",
     {"eat_at": ["Rhinehart's Oyster Bar"], **meal("dinner", restaurant="Rhinehart's Oyster Bar")}),
    ("KFC - never", {"avoid_restaurants": ["KFC"]}),
    ("italian or french if there is any", {"cuisine": ["Italian", "French"]}),
    ("mexican for lunch once", {"cuisine": ["Mexican"], **meal("lunch", "Mexican")}),
    ("no chinese, no american", {"avoid_cuisines": ["Chinese", "American"]}),
    ("seafood & cafés", {"more_cuisines": ["Seafood", "Cafe"]}),
    ("tea houses are not my cup of tea", {"avoid_cuisines": ["Tea"]}),
    ("scandinavian food, lefse!", "named: scandinavian"),
    ("meals around twenty quid... er, dollars, max", {"max_meal_cost": 20.0}),
    ("restaurants rated four and up", {"min_rating": 4.0}),
    ("rating (stays): 3+", {"min_stay_rating": 3.0}),
    ("nothing over $95 a night", {"max_night_price": 95.0}),
    ("leave paducah in the morning", {"flight_times": [window(leg="outbound", **MORNING)]}),
    ("fly home after 1pm", {"flight_times": [window(leg="return", depart_from="13:00")]}),
    ("no overnight flights, i can't sleep on planes", {"flight_times": [window(**RED_EYE)]}),
    ("no flight longer than three hours", {"max_flight_hours": 3.0}),
    ("at most 7 hours of travelling a day", {"max_travel_hours": 7.0}),
    ("at least 3 sights every day, i'm here to explore", pace(least=3)),
    # corrected after scoring: a kind of stay ruled out ("no dorms") is named, the room read (docs/vocabulary-refused.md);
    # first written as the room alone
    ("a private room's fine, no dorms", "named: dorms"),
    ("a smoke-free place, asthma", {"stay_forbids": ["smoking"]}),
    ("a heated garage for the car", "named: garage"),
    ("minot, the scandinavian heritage park and seafood",
     {"visit_cities": ["Minot"], "must_see": ["Scandinavian Heritage Park"], "more_cuisines": ["Seafood"]}),
    ("solo trip no. 3 this year", {}),
]

ROSWELL_CORPUS = with_own(PRIVATE_OWN, [
    ("the ufo museum 👽👽", {"must_see": ["International UFO Museum and Research Center and Gift Shop"]}),
    ("spaceport roswell", {"must_see": ["Spaceport Roswell"]}),
    ("the goddard planetarium", {"must_see": ["Robert H Goddard Planetarium"]}),
    ("the roswell museum, if there's time", {"must_see": ["Roswell Museum"]}),
    ("spring river zoo for a stroll", {"must_see": ["Spring River Zoo"]}),
    ("the anderson museum of contemporary art", {"must_see": ["The Anderson Museum of Contemporary Art"]}),
    ("bottomless lakes state park, we like a swim", {"must_see": ["Bottomless Lakes State Park"]}),
    ("walker aviation museum", {"must_see": ["Walker Aviation Museum"]}),
    ("the miniatures museum", {"must_see": ["Miniatures And Curious Collections Museum"]}),
    ("the bird sanctuary", {"must_see": ["J Kenneth Smith Bird Sanctuary and Nature Center"]}),
    ("alien zone looks cheesy, skip", {"avoid_sights": ["Alien Zone"]}),
    ("not bricktown alien attack", {"avoid_sights": ["BrickTown: Alien Attack"]}),
    ("the ufo festival", "named: festival"),
    ("nanking for chinese", {"eat_at": ["Nanking"]}),
    ("breakfast at the pastry palace",
     {"eat_at": ["Pastry Palace"], **meal("breakfast", restaurant="Pastry Palace")}),
    ("Starbucks. We get enough of it at home.", {"avoid_restaurants": ["Starbucks"]}),
    ("MEXICAN FOOD PLEASE!!", {"cuisine": ["Mexican"]}),
    ("indian or mediterranean, either", {"cuisine": ["Indian", "Mediterranean"]}),
    ("fast food isn't something we'd ever not avoid", {"avoid_cuisines": ["Fast Food"]}),
    ("chinese is fine, just no pizza", {"avoid_cuisines": ["Pizza"]}),
    ("bakery treats 🥐", {"more_cuisines": ["Bakery"]}),
    ("green chile everything, new mexico style", "named: chile"),
    ("meals: under $22 pp", {"max_meal_cost": 22.0}),
    ("nowhere to eat under 3.8 stars", {"min_rating": 3.8}),
    ("a stay of 4* or above", {"min_stay_rating": 4.0}),
    ("under $60 a night each", {"max_night_price_per_person": 60.0}),
    # corrected after scoring: a rule with an exception is named, as no constraint keeps the exception
    # (docs/vocabulary-refused.md); first written as the cap alone
    ("$110/night max unless it's a great place", "named: exception"),
    ("get to roswell by noon", {"flight_times": [window(leg="outbound", arrive_until="12:00")]}),
    ("the flight back in the evening", {"flight_times": [window(leg="return", depart_from="18:00",
                                                                 depart_until="23:59")]}),
    ("no flights before 8, we're not morning people", {"flight_times": [window(depart_from="08:00")]}),
    ("nothing over a 4 hr flight", {"max_flight_hours": 4.0}),
    ("two sights a day, max. maybe three on day 2", pace(most=2)),
    ("a relaxed first day", pace(most=1, days=(1,))),
    ("no kids in the building, if possible", {"stay_forbids": ["children under 10"]}),
    ("a place where a friend can pop by", {"house_rule": "visitors"}),
    ("a pool would be fab", "named: pool"),
    ("ground floor, bad knees", "named: ground floor"),
    ("the ufo museum, spaceport roswell and mexican",
     {"must_see": ["International UFO Museum and Research Center and Gift Shop", "Spaceport Roswell"],
      "cuisine": ["Mexican"]}),
    ("the x-files made me do it", {}),
])

ATLANTIC_CITY_CORPUS = with_own(NO_FLIGHT_OWN, [
    ("the steel pier", {"must_see": ["Steel Pier"]}),
    ("a walk on the boardwalk", {"must_see": ["Atlantic City Boardwalk"]}),
    ("absecon lighthouse, climb to the top", {"must_see": ["Absecon Lighthouse"]}),
    ("lucy the elephant!!! 🐘", {"must_see": ["Lucy the Elephant"]}),
    ("the aquarium on the pier", {"must_see": ["Atlantic City Aquarium"]}),
    ("the historical museum", {"must_see": ["Atlantic City Historical Museum"]}),
    ("the korean war memorial, my grandad served", {"must_see": ["New Jersey Korean War Memorial"]}),
    ("the civil rights garden", {"must_see": ["Civil Rights Garden"]}),
    ("harrah's casino. Definitely not.", {"avoid_sights": ["Harrah s Casino"]}),
    ("storybook land is for kids, skip", {"avoid_sights": ["Storybook Land"]}),
    ("no central pier arcade", {"avoid_sights": ["Central Pier Arcade"]}),
    ("a show at the borgata", "named: borgata"),
    ("the hard rock cafe for the burgers", {"eat_at": ["Hard Rock Cafe"]}),
    ("dinner at gibson's", {"eat_at": ["Gibson's Gourmet Burgers & Ribs"],
                            **meal("dinner", restaurant="Gibson's Gourmet Burgers & Ribs")}),
    ("burma burma, not keen", {"avoid_restaurants": ["Burma Burma"]}),
    ("seafood seafood seafood 🦞", {"more_cuisines": ["Seafood"]}),
    ("italian and french", {"cuisine": ["Italian", "French"]}),
    # corrected after scoring: a rule with an exception is named (as above); first written as the rule alone
    ("no mexican unless there's nothing else", "named: exception"),
    ("NO FAST FOOD, WE'RE ON HOLIDAY", {"avoid_cuisines": ["Fast Food"]}),
    ("a bbq joint at some point", {"more_cuisines": ["BBQ"]}),
    ("saltwater taffy", "named: taffy"),
    ("dinner no more than 40 bucks a head", {"max_meal_cost": 40.0}),
    ("restaurants with 4.5 stars at least", {"min_rating": 4.5}),
    ("hotel rating: 3 or better", {"min_stay_rating": 3.0}),
    ("cap the room at $140 a night", {"max_night_price": 140.0}),
    ("no more than 9 hours of driving a day", {"max_driving_hours": 9.0}),
    # corrected after scoring: hours "on the road" are driving's (docs/vocabulary.md, "hours on the motorway");
    # first written as travel hours
    ("9 hrs a day on the road is plenty", {"max_driving_hours": 9.0}),
    ("a laid-back pace", pace(most=1)),
    ("day 2: as many sights as we can", pace(least=2, days=(2,))),
    # corrected after scoring to "not shared room", then back in stop 80 (as "a whole flat, no sharing" above)
    ("the whole place, no shared rooms", {"room_type": "entire room"}),
    ("a shared room is ok if it's cheaper", {}),
    ("we're allowed to smoke, right? we both do", {"house_rule": "smoking"}),
    ("no pets in the unit please, allergies", {"stay_forbids": ["pets"]}),
    ("an ocean-facing balcony", "named: balcony"),
    ("valet parking for the truck", "named: parking"),
    ("the boardwalk, lucy the elephant and seafood",
     {"must_see": ["Atlantic City Boardwalk", "Lucy the Elephant"], "more_cuisines": ["Seafood"]}),
    ("we met in atlantic city 20 years ago", {}),
    ("our anniversary trip ❤️", {}),
])

SANTA_ROSA_CORPUS = with_own(KIDS_OWN, [
    ("the schulz museum, the kids love snoopy", {"must_see": ["Charles M. Schulz Museum and Research Center"]}),
    ("safari west!!", {"must_see": ["Safari West"]}),
    ("the childrens museum of sonoma county", {"must_see": ["Children's Museum of Sonoma County"]}),
    ("luther burbank's gardens", {"must_see": ["Luther Burbank Home & Gardens"]}),
    ("the pacific coast air museum", {"must_see": ["Pacific Coast Air Museum"]}),
    ("snoopy's home ice, the kids want to skate", {"must_see": ["Snoopy's Home Ice"]}),
    ("howarth park, there's a playground", {"must_see": ["Howarth Park"]}),
    ("railroad square", {"must_see": ["Railroad Square Historic District"]}),
    ("the museum of sonoma county", {"must_see": ["Museum of Sonoma County"]}),
    ("the california indian museum", {"must_see": ["California Indian Museum & Cultural Center"]}),
    ("annadel state park is too much hiking for little legs, no",
     {"avoid_sights": ["Trione-Annadel State Park"]}),
    ("the junior college museum? meh, pass", {"avoid_sights": ["Santa Rosa Junior College Multicultural Museum"]}),
    ("a winery for mom and dad", "named: winery"),
    ("jerry's pizza for the kids", {"eat_at": ["Jerry's Pizza"]}),
    ("lunch at the american joint",
     {"eat_at": ["The American Joint"], **meal("lunch", restaurant="The American Joint")}),
    ("not subway again, please", {"avoid_restaurants": ["Subway"]}),
    ("longhorn steakhouse is a no", {"avoid_restaurants": ["Longhorn Steakhouse"]}),
    ("kid food: pizza, desserts", {"more_cuisines": ["Pizza", "Desserts"]}),
    ("american or italian", {"cuisine": ["American", "Italian"]}),
    ("nothing indian, the kids won't touch it", {"avoid_cuisines": ["Indian"]}),
    ("no seafood - allergic", {"avoid_cuisines": ["Seafood"]}),
    ("a chinese dinner", {"cuisine": ["Chinese"], **meal("dinner", "Chinese")}),
    ("sushi for the grown-ups", "named: sushi"),
    ("under $15 a meal each", {"max_meal_cost": 15.0}),
    ("3.5 stars or higher for food", {"min_rating": 3.5}),
    # corrected after scoring: cleanliness is named (the stays have a rating only, as the unanswerable sets name it),
    # the rating read; first written as the rating alone
    ("a stay rated 4 or more (we have kids, it needs to be clean)", "named: clean"),
    ("up to $200 a night for the room", {"max_night_price": 200.0}),
    ("$50 per person per night is the most we'd pay", {"max_night_price_per_person": 50.0}),
    ("depart dothan after 10, kids sleep late", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("be home by 8pm for bedtime", {"flight_times": [window(leg="return", arrive_until="20:00")]}),
    ("no red-eye, the kids turn into gremlins", {"flight_times": [window(**RED_EYE)]}),
    ("flights of 5 hours or less", {"max_flight_hours": 5.0}),
    # corrected after scoring: "one thing a day" said flat is exactly one (the twenty-eighth set reads "lazy pace, one
    # thing a day" so); first written as a most alone
    ("one thing a day, they're little", pace(most=1, least=1)),
    ("an entire home for the four of us", {"room_type": "entire room"}),
    ("no smoking anywhere near the kids", {"stay_forbids": ["smoking"]}),
    ("our labrador is tagging along as well", {"more_house_rules": ["pets"]}),
    ("a high chair and a cot", "named: cot"),
    ("safari west, the schulz museum and pizza",
     {"must_see": ["Safari West", "Charles M. Schulz Museum and Research Center"], "more_cuisines": ["Pizza"]}),
    ("peanuts fans, all four of us", {}),
])

HILTON_HEAD_CORPUS = with_own(DOG_OWN, [
    ("harbour town lighthouse", {"must_see": ["Harbour Town Lighthouse"]}),
    ("the coastal discovery museum", {"must_see": ["Coastal Discovery Museum"]}),
    ("coligny beach for the pup", {"must_see": ["Coligny Beach Park"]}),
    ("sea pines forest preserve", {"must_see": ["Sea Pines Forest Preserve"]}),
    ("the gullah museum", {"must_see": ["Gullah Museum of Hilton Head Island"]}),
    ("the stoney baynard ruins", {"must_see": ["Stoney Baynard Ruins"]}),
    ("mitchelville freedom park", {"must_see": ["Historic Mitchelville Freedom Park"]}),
    ("fish haul beach", {"must_see": ["Fish Haul Beach Park"]}),
    ("no pirates of hilton head, not our vibe", {"avoid_sights": ["Pirates of Hilton Head"]}),
    ("the sandbox children's museum - we don't have kids", {"avoid_sights": ["The Sandbox Children's Museum"]}),
    ("golf at harbour town links", "named: golf"),
    ("a dolphin tour", "named: dolphin"),
    # (the curry read as Indian too since stop 80, as "for tacos" is Mexican: words.DISHES_OF)
    ("tikka town for curry", {"eat_at": ["Tikka Town"], "cuisine": ["Indian"]}),
    ("breakfast at royal bakery", {"eat_at": ["Royal Bakery"], **meal("breakfast", restaurant="Royal Bakery")}),
    ("taste of china, no", {"avoid_restaurants": ["Taste Of China"]}),
    ("low country cooking", "named: low country"),
    ("mediterranean or american", {"cuisine": ["Mediterranean", "American"]}),
    ("French food. Not this time.", {"avoid_cuisines": ["French"]}),
    ("seafood, of course, we're on the coast", {"more_cuisines": ["Seafood"]}),
    ("cafe + desserts", {"more_cuisines": ["Cafe", "Desserts"]}),
    ("no bbq, not a fan of smoked stuff", {"avoid_cuisines": ["BBQ"]}),
    ("meal cap $30/head", {"max_meal_cost": 30.0}),
    ("restaurants 4.0+ if possible", {"min_rating": 4.0}),
    ("4* / no smoking", {"min_stay_rating": 4.0, "stay_forbids": ["smoking"]}),
    ("the room: $160 a night, tops", {"max_night_price": 160.0}),
    ("$75 pp per night max", {"max_night_price_per_person": 75.0}),
    ("leave bristol no earlier than 7:30am", {"flight_times": [window(leg="outbound", depart_from="07:30")]}),
    ("the flight home after lunch", {"flight_times": [window(leg="return", depart_from="12:00")]}),
    ("no flights after 10pm", {"flight_times": [window(depart_until="22:00")]}),
    ("max 2.5 hours in the air", {"max_flight_hours": 2.5}),
    ("2 sights a day tops, it's a beach trip", pace(most=2)),
    ("a place all to ourselves, not a room", {"room_type": "entire room"}),
    ("no parties in the house, we'd like quiet", {"stay_forbids": ["parties"]}),
    ("we may have my brother over one evening", {"more_house_rules": ["visitors"]}),
    ("beachfront, ideally", "named: beachfront"),
    ("a fenced garden for the dog", "named: fenced"),
    ("harbour town lighthouse, coligny beach and seafood",
     {"must_see": ["Harbour Town Lighthouse", "Coligny Beach Park"], "more_cuisines": ["Seafood"]}),
    ("the terrier is called biscuit", {}),
])

SIOUX_FALLS_CORPUS = with_own(ENTIRE_OWN, [
    ("falls park 👍", {"must_see": ["Falls Park"]}),
    ("the great plains zoo", {"must_see": ["Great Plains Zoo"]}),
    ("the butterfly house", {"must_see": ["Butterfly House & Aquarium"]}),
    ("pettigrew home and museum", {"must_see": ["Pettigrew Home & Museum"]}),
    ("old courthouse museum", {"must_see": ["Old Courthouse Museum"]}),
    ("the statue of david, the replica", {"must_see": ["Statue of David"]}),
    ("the japanese gardens", {"must_see": ["Japanese Gardens"]}),
    ("the murals downtown", {"must_see": ["Sioux Falls Murals"]}),
    ("no sky zone, we're too old for trampolines", {"avoid_sights": ["Sky Zone Trampoline Park"]}),
    ("Wild Water West. Closed in March anyway, so no.", {"avoid_sights":
                                                         ["Wild Water West Waterpark and Flamingo Falls Campground"]}),
    ("the catfish bay show? nope", {"avoid_sights": ["Catfish Bay Greatest Show On H2O!"]}),
    ("mount rushmore on the way", "named: rushmore"),
    ("big jud's for a massive burger", {"eat_at": ["Big Jud's"]}),
    ("dinner at isabella one night", {"eat_at": ["Isabella"], **meal("dinner", restaurant="Isabella")}),
    ("the little diner - skip", {"avoid_restaurants": ["The Little Diner"]}),
    ("italian, mexican, or american", {"cuisine": ["Italian", "Mexican", "American"]}),
    ("mediterranean isn't for us", {"avoid_cuisines": ["Mediterranean"]}),
    ("bbq & pizza, obviously", {"more_cuisines": ["BBQ", "Pizza"]}),
    ("no tea places, coffee only", {"avoid_cuisines": ["Tea"]}),
    ("german food, schnitzel", "named: german"),
    ("chinese at lunchtime one day", {"cuisine": ["Chinese"], **meal("lunch", "Chinese")}),
    ("no meal over $28 per person", {"max_meal_cost": 28.0}),
    ("restaurants rated at least three", {"min_rating": 3.0}),
    ("the house must be rated 4.5+", {"min_stay_rating": 4.5}),
    ("a house under 180 bucks a night", {"max_night_price": 180.0}),
    ("less than 7 hours of driving daily", {"max_driving_hours": 7.0}),
    ("a max of 11 hours travelling per day", {"max_travel_hours": 11.0}),
    ("keep it to one sight a day", pace(most=1)),
    ("day 1: two sights minimum", pace(least=2, days=(1,))),
    ("no smoking, no pets, no parties", {"stay_forbids": ["smoking", "pets", "parties"]}),
    ("our son might visit us there", {"house_rule": "visitors"}),
    ("a washer/dryer in the unit", "named: washer"),
    ("close to downtown", "named: downtown"),
    ("a quiet street please", "named: quiet"),
    ("falls park, the zoo and bbq",
     {"must_see": ["Falls Park", "Great Plains Zoo"], "more_cuisines": ["BBQ"]}),
    ("we've never been to the dakotas", {}),
    ("road trip!!! 🚗", {}),
])

CORPORA = ((KANSAS, KANSAS_CORPUS), (NEBRASKA, NEBRASKA_CORPUS), (NORTH_DAKOTA, NORTH_DAKOTA_CORPUS),
           (ROSWELL, ROSWELL_CORPUS), (ATLANTIC_CITY, ATLANTIC_CITY_CORPUS), (SANTA_ROSA, SANTA_ROSA_CORPUS),
           (HILTON_HEAD, HILTON_HEAD_CORPUS), (SIOUX_FALLS, SIOUX_FALLS_CORPUS))

# Wishes that read one part and name the other, checked whole: (base, wish, expected outcome).
MIXED: list[tuple[str, str, dict]] = [
    (KANSAS, "boot hill museum and a cattle drive", want({"must_see": ["Boot Hill Museum"]}, "cattle drive")),
    (NEBRASKA, "the golden spike tower plus a sandhill crane tour",
     want({**SMOKER_OWN, "must_see": ["Golden Spike Tower"]}, "crane")),
    (NORTH_DAKOTA, "roosevelt park zoo and some ice fishing", want({"must_see": ["Roosevelt Park Zoo"]}, "fishing")),
    (ROSWELL, "the ufo museum and stargazing at night",
     want({**PRIVATE_OWN, "must_see": ["International UFO Museum and Research Center and Gift Shop"]}, "stargazing")),
    (ATLANTIC_CITY, "steel pier and a helicopter ride",
     want({**NO_FLIGHT_OWN, "must_see": ["Steel Pier"]}, "helicopter")),
    (SANTA_ROSA, "safari west and a hot air balloon", want({**KIDS_OWN, "must_see": ["Safari West"]}, "balloon")),
    (HILTON_HEAD, "harbour town lighthouse and a kayak tour",
     want({**DOG_OWN, "must_see": ["Harbour Town Lighthouse"]}, "kayak")),
    (SIOUX_FALLS, "falls park and a brewery crawl", want({**ENTIRE_OWN, "must_see": ["Falls Park"]}, "brewer")),
]

# A kind of sight said in passing (wanted or not): never refused, never read as a rule, named as a wish the plan
# cannot promise.
SOFT: list[tuple[str, str, dict]] = [
    (KANSAS, "a wheat field or two on the drive", want(None, "wheat")),
    (NEBRASKA, "some old forts if we can", want(SMOKER_OWN, "fort")),
    (NORTH_DAKOTA, "a bit of prairie", want(None, "prairie")),
    (ROSWELL, "we're not big on art galleries", want(PRIVATE_OWN, "galler")),
    (ATLANTIC_CITY, "an antique shop or two", want(NO_FLIGHT_OWN, "antique")),
    (SANTA_ROSA, "a petting farm for the little one", want(KIDS_OWN, "petting")),
    (HILTON_HEAD, "a dog-friendly beach", want(DOG_OWN, "beach")),
    (SIOUX_FALLS, "a bike trail maybe", want(ENTIRE_OWN, "bike")),
]

# Wishes named for a reason: (base, wish, the request's own reading, the wish's word, the reason's word). The naming
# (or a refusal, the house's way for a mode asked for) must hold both, never "no reader understood", and nothing may be
# read from the wish.
MODES = "modes"  # the reason's word: the sandbox's modes between cities
REASONS: list[tuple[str, str, dict, str, str]] = [
    (KANSAS, "we'd take amtrak between the two", {}, "amtrak", MODES),
    (NEBRASKA, "my brother is coeliac", SMOKER_OWN, "coeliac", "diet"),
    (NORTH_DAKOTA, "i use a mobility scooter", {}, "scooter", "accessibility"),
    (ROSWELL, "halal food only for us", PRIVATE_OWN, "halal", "diet"),
    (ATLANTIC_CITY, "we'll take the greyhound", NO_FLIGHT_OWN, "greyhound", MODES),
    (SANTA_ROSA, "our youngest is in a wheelchair", KIDS_OWN, "wheelchair", "accessibility"),
    (HILTON_HEAD, "i'm gluten-free", DOG_OWN, "gluten", "diet"),
    (SIOUX_FALLS, "we'd go by coach", ENTIRE_OWN, "coach", MODES),
]

# Budgets said in other forms beside the wishes: (request text, the budget it must read, or "refused").
KS_NO_BUDGET = "Plan a 5-day trip from Clarksburg to 2 cities in Kansas for 2 people, March 7 to 11, 2022"
NE_NO_BUDGET = "Plan a 5-day trip from Salisbury to 2 cities in Nebraska for 3 people, March 21 to 25, 2022"
ND_NO_BUDGET = "Plan a 5-day trip from Paducah to 2 cities in North Dakota for 1 person, March 3 to 7, 2022"
NM_NO_BUDGET = "Plan a 3-day trip from Lawton to Roswell for 2 people, March 18 to 20, 2022"
NJ_NO_BUDGET = "Plan a 3-day trip from Fort Smith to Atlantic City for 2 people, March 24 to 26, 2022"
CA_NO_BUDGET = "Plan a 3-day trip from Dothan to Santa Rosa for 4 people, March 9 to 11, 2022"
SC_NO_BUDGET = "Plan a 3-day trip from Bristol to Hilton Head for 2 people, March 28 to 30, 2022"
SD_NO_BUDGET = "Plan a 3-day trip from Newport News to Sioux Falls for 2 people, March 15 to 17, 2022"
BUDGETS: list[tuple[str, float | str]] = [
    (KS_NO_BUDGET + ". budget: 3.4k", 3400.0),
    (KS_NO_BUDGET + " (budget $1,700 pp)", 3400.0),
    (NE_NO_BUDGET + ". $4,200 all in", 4200.0),
    (NE_NO_BUDGET + ". fourteen hundred dollars each", 4200.0),
    (ND_NO_BUDGET + ". 2.9k tops", 2900.0),
    (ND_NO_BUDGET + ". USD 2,900", 2900.0),
    (NM_NO_BUDGET + ". seventeen hundred bucks between us", 1700.0),
    (NM_NO_BUDGET + " - 850 each", 1700.0),
    (NJ_NO_BUDGET + ". two point two grand", 2200.0),
    (NJ_NO_BUDGET + ". $2.2K", 2200.0),
    (CA_NO_BUDGET + ". BUDGET: $4,400", 4400.0),
    (CA_NO_BUDGET + ". $1,100 per person", 4400.0),
    (SC_NO_BUDGET + ". 2100 usd max", 2100.0),
    (SC_NO_BUDGET + ". twenty-one hundred all told", 2100.0),
    (SD_NO_BUDGET + ". nineteen hundred", 1900.0),
    (SD_NO_BUDGET + ". ~$1.9k", 1900.0),
]


def _dates(month: int, first: int, last: int, year: int = 2022, last_month: int | None = None) -> list[str]:
    """The ISO dates from ``first`` of ``month`` to ``last`` (of ``last_month`` when it runs into the next)."""
    from datetime import date, timedelta

    start, end = date(year, month, first), date(year, last_month or month, last)
    return [(start + timedelta(days=n)).isoformat() for n in range((end - start).days + 1)]


def trip(org: str, dest: str, people: int, budget: float, dates: list[str]) -> dict:
    """The trip's fields a whole request must read as."""
    return {"org": org, "dest": dest, "people_number": people, "budget": budget, "days": len(dates), "date": dates}


# Whole requests written in one go, in shapes no base uses: (text, expected outcome).
WHOLE: list[tuple[str, dict]] = [
    ("clarksburg to wichita for 2 march 10 2022, 3 days, 1.5k",
     want(spec=trip("Clarksburg", "Wichita", 2, 1500.0, _dates(3, 10, 12)))),
    ("Me + my sister, Lawton -> Roswell, Fri Mar 18 - Sun Mar 20 2022, two grand total",
     want(spec=trip("Lawton", "Roswell", 2, 2000.0, _dates(3, 18, 20)))),
    ("Salisbury to Omaha mar 30 - apr 1, 2022, 3 of us, $1,800 all in",
     want(spec=trip("Salisbury", "Omaha", 3, 1800.0, _dates(3, 30, 1, last_month=4)))),
    ("From Paducah to Minot, 3 days starting Monday March 14 2022, just me, $1,200",
     want(spec=trip("Paducah", "Minot", 1, 1200.0, _dates(3, 14, 16)))),
    ("Fort Smith -> Atlantic City, 3/24-3/26/2022, party of 2, budget 2.2k",
     want(spec=trip("Fort Smith", "Atlantic City", 2, 2200.0, _dates(3, 24, 26)))),
    ("dothan to santa rosa march 9-11 2022, we're 4 (kids 5 and 8), 4400 bucks",
     want(KIDS_OWN, spec=trip("Dothan", "Santa Rosa", 4, 4400.0, _dates(3, 9, 11)))),
    ("Bristol to Hilton Head, Mon 28 Mar to Wed 30 Mar 2022, for two, $2,100 tops",
     want(spec=trip("Bristol", "Hilton Head", 2, 2100.0, _dates(3, 28, 30)))),
    ("newport news to sioux falls, 15th-17th march 2022, two people, budget: 1900",
     want(spec=trip("Newport News", "Sioux Falls", 2, 1900.0, _dates(3, 15, 17)))),
]

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: list[str] = [
    # named, not read: restaurants listed with a slash or "and", then one verdict after a colon, a comma or "=", are no
    # list of names the restaurant reader rules out (sights and cities are: "the stuhr museum and ... : no")
    "subway / burger king: no thanks",
    "mcdonald's / burger king = no",
    # (read since the thirty-second wish set: a currency taken back for dollars is dollars,
    # ``other_currencies.dollars_said_after``)
    # named: a label with its venue in brackets before its colon is no rating's words
    "rating (stays): 3+",
    # named: two words from inside a sight's name after "the" ("bird sanctuary" of J Kenneth Smith Bird Sanctuary and
    # Nature Center) are read only as one word is, or in full
    "the bird sanctuary",
    # read as the cuisine: a restaurant's one-word lower-case name English knows ("nanking") is no name before "for"
    # and a cuisine
    "nanking for chinese",
    # named: a name, then a sentence of why that rules it out with no verdict's word ("we get enough of it at home")
    "Starbucks. We get enough of it at home.",
    # the pace read, "maybe three on day 2" named with the reason of a place on a day: a hedged pace of one day after
    # a pace of every day has no reader
    "two sights a day, max. maybe three on day 2",
    # named: a title in lower case with a hyphen ("the x-files") is taken for a name no reader knows, not talk
    "the x-files made me do it",
    # named: "on the pier" after a kind of sight makes the words no short name of the one aquarium
    "the aquarium on the pier",
    # the sight read, "downtown" named as a place inside a city (the data has no locations): arguably right, kept
    # listed as the set first expected the sight alone
    "the murals downtown",
    # read as wanted: a sentence of why before the verdict ("Closed in March anyway, so no.") is no verdict alone
    "Wild Water West. Closed in March anyway, so no.",
    # refused: a dish the data lacks after a lower-case owner's name and an adjective ("for a massive burger") is still
    # asked as food (the restaurant is read; "for the burgers" is not asked)
    "big jud's for a massive burger",
    # "coffee only" after "no tea places," takes the list's "no": coffee (Cafe) is ruled out with tea
    "no tea places, coffee only",
]
# Of them, the wishes read as nothing and named nowhere (dropped in silence): none may be.
KNOWN_SILENT: list[str] = []
# Budget texts read otherwise than expected.
KNOWN_BUDGET_GAPS: list[str] = []
# Mixed, soft and reasoned wishes not read as expected.
KNOWN_MIXED_GAPS: list[str] = []
KNOWN_SOFT_GAPS: list[str] = []
KNOWN_REASON_GAPS: list[str] = []
# Whole requests not read as expected.
KNOWN_WHOLE_GAPS: list[str] = []


(test_the_corpus_reads_as_written, test_no_wish_is_dropped_in_silence, test_the_budget_forms_read_as_written,
 test_mixed_wishes_read_one_part_and_name_the_other, test_a_kind_of_sight_said_in_passing_is_named_never_refused,
 test_a_wish_named_for_a_reason_gives_the_reason) = wish_set(WishSet(
    CORPORA, 259, KNOWN_GAPS, BUDGETS, MIXED, SOFT, REASONS, known_silent=KNOWN_SILENT,
    known_budget_gaps=KNOWN_BUDGET_GAPS, known_mixed_gaps=KNOWN_MIXED_GAPS, known_soft_gaps=KNOWN_SOFT_GAPS,
    known_reason_gaps=KNOWN_REASON_GAPS, least_wishes=300))


def test_a_whole_request_written_in_one_go_reads_its_trip(sandbox) -> None:
    assert missed_of([("", text, expected) for text, expected in WHOLE], sandbox) == sorted(KNOWN_WHOLE_GAPS)


def main() -> None:
    """Print the set's figures and misses (how HEAD and each fix are scored)."""
    from himap_travel.domain.sandbox.index import load_sandbox
    from tests.support.leftover_scoring import miss
    from tests.support.reading_scoring import budget_read, dropped, score

    box = load_sandbox()
    tally = score(CORPORA, box)
    for kind in ("wrongly read", "false alarm"):
        print(kind, tally[kind])
    dropped(CORPORA, box)
    print("budget misses:", [text for text, want_ in BUDGETS if budget_read(text, box) != want_])
    for name, items in (("mixed", MIXED), ("soft", SOFT)):
        print(name, "misses:", missed_of(list(items), box))
    print("whole misses:", {text: miss("", text, expected, box) for text, expected in WHOLE
                            if miss("", text, expected, box)})
    from tests.support.leftover_scoring import reason_miss
    print("reason misses:", {item[1]: reason_miss(*item, box) for item in REASONS if reason_miss(*item, box)})


if __name__ == "__main__":
    main()
