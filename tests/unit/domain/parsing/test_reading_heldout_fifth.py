"""A fifth held-out corpus of wishes, written and scored before any fix made for it (issue 38: every wish the data can answer).

Written after the fourth set was fixed against, on request texts of the public splits as they stand (two people with
children to Philadelphia who want private rooms and no self-driving, two smokers to Houston with four cuisines and no
self-driving, a solo trip through two cities of Pennsylvania, two people through two cities of New York who like
Mexican and Indian food, four people through three cities of Michigan in private rooms), with sights and restaurants
said as people say them (in lower case, in short, with slang, initials and emoji), several wishes in a sentence,
numbers in words, typos, every kind of the vocabulary, what the data cannot say (named) and talk that asks for
nothing. Scored as the other corpora are (read right / named / wrongly read / false alarm, printed with ``-s``); the
misses still left are listed below, each to stay listed until a general rule reads it.
Measured when written, on the reader of then: 100 / 23 / 60 / 0 (many sights and restaurants said with no cue dropped in
silence); after the general rules it led to (a sight or restaurant of the trip's cities named alone, the data deciding:
``domain.constraints.said_alone``; initials and middle words of a name; a sentence listing cities; "not going to", "is a
no-go"; "4.5+", "4★ and up"; "N a day minimum", "on any day"; "nobody likes"; outings the data has no row for, named;
"can't do stairs"; "$40 max per meal", "food budget: 20 per person per meal"): 141 / 26 / 16 / 0; after the rules
written for the sixth set (test_reading_heldout_sixth.py): 151 / 26 / 6 / 0; after those written for the seventh
(test_reading_heldout_seventh.py): 154 / 26 / 3 / 0.
"""

from __future__ import annotations

from tests.support.reading_scoring import pace, score, window, with_own

# Request texts of the public splits, verbatim (validation_dev: Philadelphia, Houston, New York; train: Pennsylvania, Michigan).
PHILADELPHIA = ("Can you help arrange a travel plan departing from Cincinnati and journeying to Philadelphia? We will be there for 3 "
                "days, from March 7th to March 9th, 2022. This trip is for 2 people with a budget of $2,000. We require "
                "accommodations that allow children under 10 and private rooms. We are not planning on self-driving during this "
                "trip. ")
HOUSTON = ("Could you help me plan a 3-day trip for two people from Santa Ana to Houston between March 21st and March 23rd, 2022? "
           "We have a revised total budget of $3,000. We require accommodations that allow smoking, and we'd like our itinerary "
           "to include American, Italian, Mediterranean, and Mexican cuisines. Please consider alternative transportation "
           "options, as we do not intend to self-drive. ")
PENNSYLVANIA = ("Can you devise a travel plan that departs from Memphis and includes 2 cities in Pennsylvania? The trip is scheduled "
                "for 5 days from March 22nd to March 26th, 2022. The trip's total budget is $1,400. ")
NEW_YORK = ("Can you assist with crafting a 5-day travel itinerary for 2 people, originating from Denver and featuring 2 cities in "
            "New York? The itinerary will run from March 18th to March 22nd, 2022. Mexican and Indian cuisine are our preferred "
            "choices of food. Considering the budget, we have set it to $6,300. ")
MICHIGAN = ("We're organizing a week-long trip for 4 people, starting in Louisville and stopping in three different cities in "
            "Michigan. The trip will begin on March 8th and conclude on March 14th, 2022. Our budget is now $19,400, and we "
            "require private rooms for accommodations. ")
# What each request asks by itself, kept beside every wish appended to it.
PHILLY_OWN = {"house_rule": "children under 10", "room_type": "private room", "transportation": "no self-driving"}
HOUSTON_OWN = {"house_rule": "smoking", "cuisine": ["American", "Italian", "Mediterranean", "Mexican"], "transportation": "no self-driving"}
NEW_YORK_OWN = {"cuisine": ["Mexican", "Indian"]}
MICHIGAN_OWN = {"room_type": "private room"}
RED_EYE = window(depart_from="05:00", depart_until="20:59", arrive_until="23:59")


# (wish, the local constraints it adds to the request's own) or (wish, "named: <words the naming holds>")
PHILADELPHIA_CORPUS = with_own(PHILLY_OWN, [
    ("hotel needs at least 4 stars", {"min_stay_rating": 4.0}),
    ("we'd want the accomodation rated three or more", {"min_stay_rating": 3.0}),
    ("nothing pricier than $120 a night", {"max_night_price": 120.0}),
    ("$55/person/night max", {"max_night_price_per_person": 55.0}),
    ("food under 25 bucks a head", {"max_meal_cost": 25.0}),
    ("every restuarant should be rated at least 4.0", {"min_rating": 4.0}),
    ("we love seafood 🦞", {"more_cuisines": ["Seafood"]}),
    ("a bakery stop for the kids one morning", {"more_cuisines": ["Bakery"]}),
    ("no pizza, we have it at home all the time", {"avoid_cuisines": ["Pizza"]}),
    ("want to eat at Hong Kong Cafe", {"eat_at": ["Hong Kong Cafe"]}),
    ("Marukame Udon for lunch", {"eat_at": ["Marukame Udon"]}),
    ("not Subway pls", {"avoid_restaurants": ["Subway"]}),
    ("the Liberty Bell obviously", {"must_see": ["Liberty Bell"]}),
    ("kids would LOVE the please touch museum", {"must_see": ["Please Touch Museum"]}),
    ("franklin institute + the zoo", {"must_see": ["The Franklin Institute", "Philadelphia Zoo"]}),
    ("a photo with the Rocky statue", {"must_see": ["Rocky Statue"]}),
    ("eastern state penitentiary sounds too scary for the kids, skip it", {"avoid_sights": ["Eastern State Penitentiary"]}),
    ("Betsy Ross House and Elfreth's Alley", {"must_see": ["Betsy Ross House", "Elfreth's Alley Museum"]}),
    ("max 2 things a day, the kids get tired", pace(most=2)),
    ("no more than three attractions on day 2", pace(most=3, days=(2,))),
    ("only flights that leave after 9 in the morning", {"flight_times": [window(depart_from="09:00")]}),
    ("our flight back must land before 8pm", {"flight_times": [window(leg="return", arrive_until="20:00")]}),
    ("no flight longer than 2 hrs", {"max_flight_hours": 2.0}),
    ("red eyes are a no go", {"flight_times": [RED_EYE]}),
    ("we're bringing grandma's cat", {"more_house_rules": ["pets"]}),
    ("my husband smokes", {"more_house_rules": ["smoking"]}),
    ("rating 4+, under $130 a night, and no pizza places",
     {"min_stay_rating": 4.0, "max_night_price": 130.0, "avoid_cuisines": ["Pizza"]}),
    ("a crib and a high chair would help", "named: amenities"),
    ("stroller accessible please", "named: accessibility"),
    ("my son has celiac so gluten free food", "named: diet"),
    ("close to Old City", "named: locations"),
    ("no Thai places", "named: Thai"),
    ("Our first family vacation!", {}),
    ("The kids are 4 and 7.", {}),
    ("We're pretty easygoing.", {}),
    ("Thanks so much in advance 🙏", {}),
])

HOUSTON_CORPUS = with_own(HOUSTON_OWN, [
    ("space center houston is the whole reason for the trip", {"must_see": ["Space Center Houston"]}),
    ("the museum of natural science and the downtown aquarium",
     {"must_see": ["Houston Museum of Natural Science", "Downtown Aquarium"]}),
    ("Beer Can House sounds hilarious, we want to go", {"must_see": ["Beer Can House"]}),
    ("skip the zoo and the children's museum", {"avoid_sights": ["Houston Zoo", "Children's Museum Houston"]}),
    ("hermann park for a picnic", {"must_see": ["Hermann Park"]}),
    ("we'd like to visit the Holocaust museum", {"must_see": ["Holocaust Museum Houston"]}),
    ("eat at Pebble Street once", {"eat_at": ["Pebble Street"]}),
    ("Matchbox for dinner one night", {"eat_at": ["Matchbox"]}),
    ("avoid Subway and KSG", {"avoid_restaurants": ["Subway", "KSG"]}),
    ("bbq for sure, it's texas", {"more_cuisines": ["BBQ"]}),
    ("also some desserts", {"more_cuisines": ["Desserts"]}),
    ("no seafood, my wife is allergic", {"avoid_cuisines": ["Seafood"]}),
    ("not a fan of cafes", {"avoid_cuisines": ["Cafe"]}),
    ("$40 max per meal per person", {"max_meal_cost": 40.0}),
    ("hotel under 200/night", {"max_night_price": 200.0}),
    ("five star stays only", {"min_stay_rating": 5.0}),
    ("restaurants 4.5+", {"min_rating": 4.5}),
    ("return flight not before 3pm", {"flight_times": [window(leg="return", depart_from="15:00")]}),
    ("flights no longer than three hours", {"max_flight_hours": 3.0}),
    ("we want to land in houston by noon", {"flight_times": [window(leg="outbound", arrive_until="12:00")]}),
    ("nothing departing after 9pm", {"flight_times": [window(depart_until="21:00")]}),
    ("we might have a couple friends over one evening", {"more_house_rules": ["visitors"]}),
    ("throwing a small party on saturday night 🎉", {"more_house_rules": ["parties"]}),
    ("we need an entire apartment", {"room_type": "entire room"}),
    ("only 1-2 sights a day", pace(most=2, least=1)),
    ("no more than 2 sights on the last day", pace(most=2, days=(3,))),
    ("flights after 8am, meals under $35, and the space center",
     {"flight_times": [window(depart_from="08:00")], "max_meal_cost": 35.0, "must_see": ["Space Center Houston"]}),
    ("hotel with a rooftop pool", "named: amenities"),
    ("a hotel near the Galleria", "named: locations"),
    ("we keep kosher", "named: diet"),
    ("my mom can't do stairs", "named: accessibility"),
    ("we want to catch an Astros game", "named: Astros"),
    ("Celebrating our 10th anniversary 💕", {}),
    ("we've never been to texas before", {}),
    ("We're big foodies.", {}),
    ("thx", {}),
])

PENNSYLVANIA_CORPUS: list[tuple[str, dict | str]] = [
    ("pittsburgh and philly", {"visit_cities": ["Pittsburgh", "Philadelphia"]}),
    ("I'd like one of the cities to be Erie", {"visit_cities": ["Erie"]}),
    ("anywhere but Scranton", {"avoid_cities": ["Scranton"]}),
    ("no Johnstown or Latrobe", {"avoid_cities": ["Johnstown", "Latrobe"]}),
    ("State College yes please (go Nittany Lions)", {"visit_cities": ["State College"]}),
    ("andy warhol museum 100%", {"must_see": ["The Andy Warhol Museum"]}),
    ("Randyland and the mattress factory", {"must_see": ["Randyland", "Mattress Factory"]}),
    ("kennywood? no thanks", {"avoid_sights": ["Kennywood"]}),
    ("I want to see the Cathedral of Learning, my dad studied there", {"must_see": ["Cathedral of Learning"]}),
    ("the national aviary isn't for me, skip", {"avoid_sights": ["National Aviary"]}),
    ("I hate long drives — max 5 hrs/day", {"max_driving_hours": 5.0}),
    ("no more than two hours in the car per day", {"max_driving_hours": 2.0}),
    ("i don't want to drive at all", {"transportation": "no self-driving"}),
    ("no planes", {"transportation": "no flight"}),
    ("leave memphis after 1 pm", {"flight_times": [window(leg="outbound", depart_from="13:00")]}),
    ("flights under 2.5 hrs", {"max_flight_hours": 2.5}),
    ("cheap rooms are fine but 3 stars at least", {"min_stay_rating": 3.0}),
    ("$70 a nite max", {"max_night_price": 70.0}),
    ("I'll need a whole place to myself, I work remotely", {"room_type": "entire room"}),
    ("cheap eats, $10-15 a meal", {"max_meal_cost": 15.0}),
    ("italian and chinese food", {"cuisine": ["Italian", "Chinese"]}),
    ("coffee shops for breakfast", {"more_cuisines": ["Cafe"]}),
    ("i don't eat mexican", {"avoid_cuisines": ["Mexican"]}),
    ("Beijing Cafe one night", {"eat_at": ["Beijing Cafe"]}),
    ("not Burger Factory", {"avoid_restaurants": ["Burger Factory"]}),
    ("3 sights a day minimum", pace(least=3)),
    ("pittsburgh for sure, no flights, max 4 hrs driving a day",
     {"visit_cities": ["Pittsburgh"], "transportation": "no flight", "max_driving_hours": 4.0}),
    ("eat at Primanti Bros", "named: Primanti"),
    ("a place with a washer and dryer", "named: amenities"),
    ("I'm vegan", "named: diet"),
    ("gotta see a Steelers game", "named: Steelers"),
    ("solo trip, first one since college", {}),
    ("I'm a teacher on spring break.", {}),
    ("open to suggestions!", {}),
]

NEW_YORK_CORPUS = with_own(NEW_YORK_OWN, [
    ("NYC has to be one of the two", {"visit_cities": ["New York"]}),
    ("Buffalo and Niagara Falls", {"visit_cities": ["Buffalo", "Niagara Falls"]}),
    ("skip albany", {"avoid_cities": ["Albany"]}),
    ("not rochester or syracuse", {"avoid_cities": ["Rochester", "Syracuse"]}),
    ("statue of liberty and empire state building", {"must_see": ["Statue of Liberty", "Empire State Building"]}),
    # corrected at stop 59 (LEFT38, a decision of issue 38): the sight is still read, and its time of day, which no
    # plan keeps, is named (it was dropped in silence)
    ("Top of the Rock at sunset", "named: sunset"),
    ("we'd like to pay our respects at the 9/11 memorial", {"must_see": ["9/11 Memorial & Museum"]}),
    ("a walk in Central Park 🌳", {"must_see": ["Central Park"]}),
    ("we're not going to times square, too crowded", {"avoid_sights": ["Times Square"]}),
    ("museum of ice cream lol my gf insists", {"must_see": ["MUSEUM OF ICE CREAM"]}),
    ("we have to see the Buffalo zoo", {"must_see": ["The Buffalo Zoo"]}),
    ("Cave of the Winds and the Maid of the Mist", "named: Maid of the Mist"),
    ("some pizza too", {"more_cuisines": ["Pizza"]}),
    ("no bbq", {"avoid_cuisines": ["BBQ"]}),
    ("meals 20-30 bucks", {"max_meal_cost": 30.0}),
    ("restaurants rated at least 4.2", {"min_rating": 4.2}),
    ("Tony Roma's for ribs", {"eat_at": ["Tony Roma's"]}),
    ("eat at Seasons 52", {"eat_at": ["Seasons 52 Fresh Grill"]}),
    ("hotels 4★ and up", {"min_stay_rating": 4.0}),
    ("under 250 a night", {"max_night_price": 250.0}),
    ("100 pp per night", {"max_night_price_per_person": 100.0}),
    ("private room, we're a couple", {"room_type": "private room"}),
    ("we have a small dog", {"house_rule": "pets"}),
    ("no flights before 7:30 a.m.", {"flight_times": [window(depart_from="07:30")]}),
    ("our flight home should get in before 10 pm", {"flight_times": [window(leg="return", arrive_until="22:00")]}),
    ("no more than 3 hours of driving a day between the cities", {"max_driving_hours": 3.0}),
    ("at least 2 attractions each day", pace(least=2)),
    ("at most four sights on any day", pace(most=4)),
    ("two sights a day max and hotel under 200 a night, also no fast food",
     {**pace(most=2), "max_night_price": 200.0, "avoid_cuisines": ["Fast Food"]}),
    ("Broadway show!!", "named: Broadway"),
    ("a hotel with a gym", "named: amenities"),
    ("my boyfriend is lactose intolerant", "named: diet"),
    ("a room with a view of the falls", "named: looks out on"),
    ("wheelchair-accessible hotel", "named: accessibility"),
    ("We're celebrating my birthday 🎂", {}),
    ("NY has been on our list forever", {}),
    ("pls & thank u", {}),
])

MICHIGAN_CORPUS = with_own(MICHIGAN_OWN, [
    ("detroit + grand rapids", {"visit_cities": ["Detroit", "Grand Rapids"]}),
    ("we want Traverse City for the cherries", {"visit_cities": ["Traverse City"]}),
    ("avoid Saginaw", {"avoid_cities": ["Saginaw"]}),
    ("Lansing is a no-go", {"avoid_cities": ["Lansing"]}),
    ("Motown museum is a must", {"must_see": ["Motown Museum"]}),
    ("the henry ford museum", {"must_see": ["Henry Ford Museum of American Innovation"]}),
    ("detroit institute of arts and the riverwalk", {"must_see": ["Detroit Institute of Arts", "Detroit Riverwalk"]}),
    ("we want to see Meijer Gardens", {"must_see": ["Frederik Meijer Gardens & Sculpture Park"]}),
    ("the Ford presidential museum for my dad", {"must_see": ["The Gerald R. Ford Presidential Museum"]}),
    ("skip the escape rooms", {"avoid_sights": ["The Ruse Escape Rooms"]}),
    ("we'd like to walk through MLK park", {"must_see": ["Martin Luther King Park"]}),
    ("Sleeping Bear Dunes is a must", "named: Sleeping Bear"),
    ("dinner at the Dosa King", {"eat_at": ["The Dosa King"]}),
    ("Taksim for lunch one day", {"eat_at": ["Taksim"]}),
    ("no Domino's, we want local food", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("french food once or twice", {"cuisine": ["French"]}),
    ("a tea room would be nice for my mom", {"more_cuisines": ["Tea"]}),
    ("nobody in our group likes indian or chinese", {"avoid_cuisines": ["Indian", "Chinese"]}),
    ("food budget: 20 per person per meal", {"max_meal_cost": 20.0}),
    ("every stay 3 stars min", {"min_stay_rating": 3.0}),
    ("hotels between 100 and 180 a night", {"max_night_price": 180.0}),
    ("$45 a person a night is our limit", {"max_night_price_per_person": 45.0}),
    ("two of us smoke", {"house_rule": "smoking"}),
    ("we'll have visitors at the place some evenings", {"house_rule": "visitors"}),
    ("we'll drive, no flying", {"transportation": "no flight"}),
    ("max 3.5 hours driving per day", {"max_driving_hours": 3.5}),
    ("no driving more than four hours in one day", {"max_driving_hours": 4.0}),
    ("leave louisville after 9am", {"flight_times": [window(leg="outbound", depart_from="09:00")]}),
    ("no flights that land after 11pm", {"flight_times": [window(arrive_until="23:00")]}),
    ("two or three things to do each day", pace(most=3, least=2)),
    ("take it easy on day 1, one sight max", pace(most=1, days=(1,))),
    ("detroit yes, lansing no, and cheap food under $15 a meal",
     {"visit_cities": ["Detroit"], "avoid_cities": ["Lansing"], "max_meal_cost": 15.0}),
    ("a lake view cabin", "named: looks out on"),
    ("EV chargers at the hotels", "named: amenities"),
    ("gluten-free options for my daughter", "named: diet"),
    ("my dad uses a walker", "named: accessibility"),
    ("a fishing trip on one of the lakes", "named: fishing"),
    ("Road trip with the in-laws 😅", {}),
    ("we did the west coast last year", {}),
    ("We're open to any cuisine.", {}),
])

CORPORA = ((PHILADELPHIA, PHILADELPHIA_CORPUS), (HOUSTON, HOUSTON_CORPUS), (PENNSYLVANIA, PENNSYLVANIA_CORPUS),
           (NEW_YORK, NEW_YORK_CORPUS), (MICHIGAN, MICHIGAN_CORPUS))

# Misses measured and left visible: each must stay listed until a general rule reads it; none drops a word in silence.
KNOWN_GAPS: list[str] = [
    # "the children's museum" after a sight ruled out by its kind: read as children travelling by the people reader
    # (a count of the party is refused); "franklin institute + the zoo" is read by a rule written for the seventh set
    # (a sight by its kind as an item of a list of wishes)
    "skip the zoo and the children's museum",
    # a state's postal code ("NY") is no city's short name: named unread, though the clause is talk
    "NY has been on our list forever",
    # "100 pp per night" and "$45 a person a night is our limit" are read by a rule written for the seventh set: an
    # amount per person and night opening its clause is what a bed may cost each (a trip's budget is the party's)
    # read by rules written for the sixth set (test_reading_heldout_sixth.py): a city's short name as a wish ("philly",
    # "NYC" on a trip through New York state); a money range's end as the cap ("$10-15 a meal", "20-30 bucks", "between
    # 100 and 180 a night"); a cheer asks nothing ("go Nittany Lions"); a cap after a dash ("I hate long drives — max 5
    # hrs/day"); an allowance with a number after "but" ("cheap rooms are fine but 3 stars at least"); a flight bound
    # said of the origin in lower case ("leave louisville after 9am"); and "two of us smoke" by the people reader's rule
]


def test_the_fifth_held_out_corpus_reads_as_written(sandbox):
    tally = score(CORPORA, sandbox)
    missed = sorted(tally["wrongly read"] + tally["false alarm"])
    assert sum(len(v) for v in tally.values()) >= 150 and missed == sorted(KNOWN_GAPS)
