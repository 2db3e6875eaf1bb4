"""A seventh held-out corpus of wishes, written and scored before any fix made for it (issue 38: every wish the data can answer).

Written after the sixth set was fixed against, on request texts the earlier sets used (two people to Nashville who want
no shared room, eight with young children to Baltimore, a solo trip to Denver, two people through two cities of Florida,
two people through two cities of New York who like Mexican and Indian food), with wishes said as other travellers say
them: terse and chatty, typos, slang ("a tenner", "y'all"), numbers in words, money in many shapes ("USD 140/night",
"45$", "100 pp per night", "$10-15", "≥"), hedges ("ideally"), several wishes in a sentence, negations, sights said in
part, misspelt or in lower case ("Patsy Cline musuem", "empire state bldg", "the hermitage"), places the data has no
row for said alone ("Dollywood!!", "pikes peak!!"), near misses that change a distinctive word, "the last day" in a
pace, what the data cannot say (named) and talk that asks for nothing. Scored as the other corpora are (read right /
named / wrongly read / false alarm, printed with ``-s``); the misses still left are listed below, each to stay listed
until a general rule reads it.
Measured when written, on the reader of then: 123 / 22 / 43 / 0 of 188 (12 misses dropped in silence: a sight's whole
name made of plain words, "national aquarium"; a misspelt or reordered name, "fort mchenery", "nature & science
museum"; a short part after "+", "ryman", "vizcaya"; a kind in a list, "the aquarium", "the lighthouse"; places the
data has no row for said alone, "Dollywood!!", "Everglades airboat ride!!", "pikes peak!!"; "ellis island" after a
name; locations in lower case; "a stroller-friendly hotel"). After the general rules it led to (a whole name of plain
words; a typo in one word of a name, short forms "mtn", "hwy"; a kind said last, "nature & science museum" for
"Museum of Nature & Science"; a short part after a list's separator or "the"; a kind as an item of a list, resolved
among the cities asked for; a name alone named as not in the data, and a near miss adding a kind of place; the last
item of a list after a name, named; a place in town in lower case, a beach hotel, a stroller; a flight said by the end
it leaves or reaches, "be home"; minutes in words; a cap after the driving hours; "3.5+ hotel", stars in their own
part; "/nt"; an amount per person and night opening its clause; "friends stop by"; "is a no for us", "nor", "the big
apple obviously"; a restaurant's name after "at" is no pet): 149 / 30 / 9 / 0. After the eighth set's rules (helper
WISH2: a pace on the last day, money shapes, what a restaurant serves, a lower-case place by its kind or for a day):
155 / 32 / 1 / 0.
"""

from __future__ import annotations

from tests.support.reading_scoring import every_meal, pace, score, window, with_own

# Request texts of the earlier sets (verbatim from the public splits: Nashville, Baltimore, Denver, New York; the
# two-city trip of Florida is the third set's).
NASHVILLE = ("Please create a 3-day travel plan for two people, departing from Panama City and heading to Nashville from March 23rd "
             "to March 25th, 2022. We need accommodations that are not shared rooms and have a budget limit of $2,900. ")
BALTIMORE = ("Please create a 3-day trip itinerary for a group of 8, departing from Asheville and heading to Baltimore. The travel "
             "dates are from March 20th to March 22nd, 2022. Our budget is set at $6,500. Since we'll be traveling with young "
             "children, our accommodations must be suitable for children under 10. ")
DENVER = ("Please provide me with a travel plan that departs from Las Vegas to Denver for 3 days, from March 12th to March 14th, "
          "2022. The budget for this solo trip is $1,600. ")
FLORIDA = "Plan a 5-day trip from Atlanta to 2 cities in Florida for 2 people, March 10 to 14, 2022, with a budget of $4,000. "
NEW_YORK = ("Can you assist with crafting a 5-day travel itinerary for 2 people, originating from Denver and featuring 2 cities in "
            "New York? The itinerary will run from March 18th to March 22nd, 2022. Mexican and Indian cuisine are our preferred "
            "choices of food. Considering the budget, we have set it to $6,300. ")
# What each request asks by itself, kept beside every wish appended to it.
NASHVILLE_OWN = {"room_type": "not shared room"}
BALTIMORE_OWN = {"house_rule": "children under 10"}
NEW_YORK_OWN = {"cuisine": ["Mexican", "Indian"]}


# (wish, the local constraints it adds to the request's own) or (wish, "named: <words the naming holds>")
NASHVILLE_CORPUS = with_own(NASHVILLE_OWN, [
    ("hotel 3.5 stars or more pls", {"min_stay_rating": 3.5}),
    ("nothing over a hundred and ten a night", {"max_night_price": 110.0}),
    ("100 pp per night max", {"max_night_price_per_person": 100.0}),
    ("USD 140/night is our ceiling for the room", {"max_night_price": 140.0}),
    ("eats under 20 bucks a plate", {"max_meal_cost": 20.0}),
    ("food spots w/ ratings of 4 and above", {"min_rating": 4.0}),
    ("hot chicken is a must lol", "named: hot chicken"),
    ("we're dying to try some BBQ", {"more_cuisines": ["BBQ"]}),
    ("please no fast-food joints", {"avoid_cuisines": ["Fast Food"]}),
    # corrected at stop 58 (WISH11): a cuisine asked of each morning's meal is served at one meal at least, so the "each"
    # is named as not kept, as "each dinner" is (docs/vocabulary-meals-sights.md)
    # stop 77: read at every such meal (was named)
    ("cafe for breakfast each morning", {"more_cuisines": ["Cafe"], "meal_wishes": every_meal("Cafe", "breakfast")}),
    ("we don't eat italian", {"avoid_cuisines": ["Italian"]}),
    ("Kitchen King for dinner one night", {"eat_at": ["Kitchen King"]}),
    ("definitely not Chicago Pizza", {"avoid_restaurants": ["Chicago Pizza"]}),
    ("johnny cash museum + ryman", {"must_see": ["Johnny Cash Museum", "Ryman Auditorium"]}),
    ("the grand ole opry, obviously", {"must_see": ["Grand Ole Opry"]}),
    ("country music hall of fame", {"must_see": ["Country Music Hall of Fame and Museum"]}),
    ("the parthenon!", {"must_see": ["The Parthenon"]}),
    ("skip the zoo, we're not zoo people", {"avoid_sights": ["Nashville Zoo at Grassmere"]}),
    ("honky tonk hwy on night one", {"must_see": ["Honky Tonk Highway"]}),
    ("Patsy Cline musuem", {"must_see": ["Patsy Cline Museum"]}),
    ("the hermitage", {"must_see": ["Andrew Jackson’s Hermitage"]}),
    ("Dollywood!!", "named: Dollywood"),
    ("two sights a day is plenty", pace(most=2)),
    ("nothing too packed on the last day, one stop max", pace(most=1, days=(3,))),
    ("flight from panama city shouldn't leave before 9", {"flight_times": [window(leg="outbound", depart_from="09:00")]}),
    ("we gotta be home by 7 pm on the 25th", {"flight_times": [window(leg="return", arrive_until="19:00")]}),
    ("no flights longer than ninety mins", {"max_flight_hours": 1.5}),
    ("if we drive, 5 hrs/day max", {"max_driving_hours": 5.0}),
    ("we're bringing our pug", {"house_rule": "pets"}),
    ("3.5+ hotel, under $150 a night, and the opry",
     {"min_stay_rating": 3.5, "max_night_price": 150.0, "must_see": ["Grand Ole Opry"]}),
    ("a hotel with a rooftop pool", "named: amenities"),
    ("walking distance to lower broadway", "named: locations"),
    ("my sister is vegan", "named: diet"),
    ("a Predators game", "named: Predators"),
    ("bachelorette weekend!!! 🤠", {}),
    ("y'all we are SO ready", {}),
])

BALTIMORE_CORPUS = with_own(BALTIMORE_OWN, [
    ("4 star or higher for the hotel", {"min_stay_rating": 4.0}),
    ("under $60 per person a night", {"max_night_price_per_person": 60.0}),
    ("max 350 a night, we need space for 8", {"max_night_price": 350.0}),
    ("keep meals at or under $18/pp", {"max_meal_cost": 18.0}),
    ("restaurants rated 3 and up", {"min_rating": 3.0}),
    ("the kids want pizza at least once", {"more_cuisines": ["Pizza"]}),
    # corrected by probe12 (the lead's second probe, kind 6): a cuisine is served at one meal at least, so
    # "every day" is not kept and is named (it was read as the cuisine alone, the "every day" dropped)
    ("crab!! seafood every day basically", "named: every day"),
    ("nothing spicy, so no indian or mexican", {"avoid_cuisines": ["Indian", "Mexican"]}),
    ("desserts & bakery stops", {"more_cuisines": ["Desserts", "Bakery"]}),
    ("avoid Domino's, the kids eat it every week", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("lunch at The Retriever", {"eat_at": ["The Retriever"]}),
    ("national aquarium is the #1 thing", {"must_see": ["National Aquarium"]}),
    ("fort mchenry + the science center",
     {"must_see": ["Fort McHenry National Monument and Historic Shrine", "Maryland Science Center"]}),
    ("port discovery, the little ones will love it", {"must_see": ["Port Discovery Children's Museum"]}),
    ("B&O railroad museum, my son loves trains", {"must_see": ["B&O Railroad Museum"]}),
    ("the maryland zoo", {"must_see": ["The Maryland Zoo in Baltimore"]}),
    ("fort mchenery", {"must_see": ["Fort McHenry National Monument and Historic Shrine"]}),
    ("the walters", {"must_see": ["The Walters Art Museum"]}),
    ("camden yards tour", {"must_see": ["Oriole Park at Camden Yards"]}),
    ("an Orioles game", "named: Orioles"),
    ("no fells point, too many bars for kids", {"avoid_sights": ["Fell's Point"]}),
    ("top of the world observation level", {"must_see": ["Top of the World Observation Level"]}),
    ("no more than 2 things a day w/ 6 kids", pace(most=2)),
    ("no more than four hours behind the wheel a day", {"max_driving_hours": 4.0}),
    ("flights only after 10 in the morning", {"flight_times": [window(depart_from="10:00")]}),
    ("must land in baltimore by 1pm", {"flight_times": [window(leg="outbound", arrive_until="13:00")]}),
    ("no flight longer than 2h", {"max_flight_hours": 2.0}),
    ("the grandparents smoke outside", {"more_house_rules": ["smoking"]}),
    ("we're also bringing 2 dogs", {"more_house_rules": ["pets"]}),
    ("one of the families might have friends stop by", {"more_house_rules": ["visitors"]}),
    ("an entire house for all 8 of us", {"room_type": "entire room"}),
    ("the aquarium, seafood, and nothing over $300 a night",
     {"must_see": ["National Aquarium"], "more_cuisines": ["Seafood"], "max_night_price": 300.0}),
    ("cribs for the babies", "named: amenities"),
    ("a stroller-friendly hotel", "named: stroller"),
    ("near the inner harbor", "named: locations"),
    ("nut allergy in the group", "named: diet"),
    ("the cousins haven't seen each other in years", {}),
    ("wish us luck lol", {}),
])

DENVER_CORPUS: list[tuple[str, dict | str]] = [
    ("just me, rated 4.5+ place to stay", {"min_stay_rating": 4.5}),
    ("eighty a night max for the room", {"max_night_price": 80.0}),
    ("meals $10-15", {"max_meal_cost": 15.0}),
    ("cheap eats, like under a tenner", {"max_meal_cost": 10.0}),
    ("restaurants with at least 4 stars", {"min_rating": 4.0}),
    ("i'm big on tea and bakeries", {"more_cuisines": ["Tea", "Bakery"]}),
    ("no american food, i can get that at home", {"avoid_cuisines": ["American"]}),
    ("chinese at least once", {"cuisine": ["Chinese"]}),
    ("Rain Tree grill sounds good, book it", {"eat_at": ["Rain Tree Grill"]}),
    ("not Domino's", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("Sweet Sensations for dessert", {"eat_at": ["Sweet Sensations"]}),
    ("meow wolf and the art museum", {"must_see": ["Meow Wolf Denver | Convergence Station", "Denver Art Museum"]}),
    ("big blue bear selfie", {"must_see": ["Big Blue Bear"]}),
    ("the molly brown house", {"must_see": ["Molly Brown House Museum"]}),
    ("skip elitch gardens, i hate rides", {"avoid_sights": ["Elitch Gardens"]}),
    ("nature & science museum", {"must_see": ["Denver Museum of Nature & Science"]}),
    ("Red Rocks concert", "named: Red Rocks"),
    ("Coors Field tour", "named: Coors Field"),
    ("pikes peak!!", "named: pikes peak"),
    ("the selfie museum is a hard no", {"avoid_sights": ["Denver Selfie Museum"]}),
    ("at most 3 attractions a day", pace(most=3)),
    ("I want a slow last day, max one sight", pace(most=1, days=(3,))),
    ("leaving vegas no earlier than 10:30", {"flight_times": [window(leg="outbound", depart_from="10:30")]}),
    ("no flights landing after 11pm", {"flight_times": [window(arrive_until="23:00")]}),
    ("the flight back should take off before noon", {"flight_times": [window(leg="return", depart_until="12:00")]}),
    ("flights 2 hrs max", {"max_flight_hours": 2.0}),
    ("i'd drive but no more than 3 hours a day", {"max_driving_hours": 3.0}),
    ("no self driving, no rental car", {"transportation": "no self-driving"}),
    ("i smoke so smoking has to be allowed", {"house_rule": "smoking"}),
    ("private room is fine, shared is not", {"room_type": "not shared room"}),
    ("whole apartment please", {"room_type": "entire room"}),
    ("$70/night max, 4 stars, no fast food",
     {"max_night_price": 70.0, "min_stay_rating": 4.0, "avoid_cuisines": ["Fast Food"]}),
    ("a hotel with free parking", "named: amenities"),
    ("close to union station", "named: locations"),
    ("gluten-free options needed", "named: diet"),
    ("a Broncos game", "named: Broncos"),
    ("first solo trip ever, a bit nervous haha", {}),
    ("ok that's about it", {}),
]

FLORIDA_CORPUS: list[tuple[str, dict | str]] = [
    ("key west has to be one of the two", {"visit_cities": ["Key West"]}),
    ("miami + tampa", {"visit_cities": ["Miami", "Tampa"]}),
    ("not jacksonville", {"avoid_cities": ["Jacksonville"]}),
    ("anywhere except pensacola and panama city", {"avoid_cities": ["Pensacola", "Panama City"]}),
    ("skip orlando this time, did that last year", {"avoid_cities": ["Orlando"]}),
    # corrected (helper WISH2): the naming quotes the place as the readers capitalise it ("St. Pete"); named is what was
    # expected, the words of the expectation were in lower case only
    ("st. pete for a day", "named: Pete"),
    ("the hemingway house w/ the six-toed cats", {"must_see": ["The Hemingway Home and Museum"]}),
    ("southernmost point pic!!", {"must_see": ["Southernmost Point of the Continental U.S.A."]}),
    # corrected after scoring: a kid who comes along is a child in the party, as "the kids' treat" is in the first set;
    # and the sights in the order the readers list them (a set: the order means nothing)
    ("busch gardens, my kid wants to ride Kumba",
     {"must_see": ["Kumba", "Busch Gardens Tampa Bay"], "house_rule": "children under 10"}),
    ("the florida aquarium", {"must_see": ["The Florida Aquarium"]}),
    ("no seaquarium please, not a fan of captive dolphins", {"avoid_sights": ["Miami Seaquarium"]}),
    ("wynwood walls + vizcaya", {"must_see": ["Wynwood Walls", "Vizcaya Museum & Gardens"]}),
    ("Everglades airboat ride!!", "named: Everglades"),
    ("Kennedy Space Center", "named: Kennedy Space Center"),
    ("cuban food for sure", "named: cuban"),
    ("seafood and more seafood", {"more_cuisines": ["Seafood"]}),
    ("no french, no mediterranean", {"avoid_cuisines": ["French", "Mediterranean"]}),
    ("eat at Baskin Robbins once lol", {"eat_at": ["Baskin Robbins"]}),
    ("we'll pass on McDonald's", {"avoid_restaurants": ["McDonald's"]}),
    ("food ≤ $25/person", {"max_meal_cost": 25.0}),
    ("dinner around thirty a head, lunch cheaper", {"max_meal_cost": 30.0}),
    ("a beach hotel", "named: beach"),
    ("hotels 4 stars & up, under $220/nt", {"min_stay_rating": 4.0, "max_night_price": 220.0}),
    ("$90 pp/night", {"max_night_price_per_person": 90.0}),
    ("rooms with a rating of at least 3", {"min_stay_rating": 3.0}),
    ("we'd love a private room, ideally", {"room_type": "private room"}),
    ("no driving more than 6 hours in one day", {"max_driving_hours": 6.0}),
    ("we'd rather not fly at all", {"transportation": "no flight"}),
    ("outbound from ATL after 11am", {"flight_times": [window(leg="outbound", depart_from="11:00")]}),
    ("red eyes are fine", {}),
    ("flight home must leave after 4pm", {"flight_times": [window(leg="return", depart_from="16:00")]}),
    ("3 sights max each day, it's a beach trip", pace(most=3)),
    ("at least 2 things to do per day", pace(least=2)),
    ("key west, no flights over 3 hrs, and the lighthouse",
     {"visit_cities": ["Key West"], "max_flight_hours": 3.0, "must_see": ["Key West Lighthouse"]}),
    ("snorkeling in the keys", "named: snorkel"),
    ("oceanfront room", "named: looks out on"),
    ("spring break babyyy", {}),
    ("we're retired so no rush", {}),
]

NEW_YORK_CORPUS = with_own(NEW_YORK_OWN, [
    ("NYC and niagara falls", {"visit_cities": ["New York", "Niagara Falls"]}),
    ("buffalo is a must, for the wings", {"visit_cities": ["Buffalo"]}),
    ("albany is a no for us", {"avoid_cities": ["Albany"]}),
    ("not elmira nor binghamton", {"avoid_cities": ["Elmira", "Binghamton"]}),
    ("the big apple obviously", {"visit_cities": ["New York"]}),
    ("Statue of liberty and ellis island", "named: ellis island"),
    # corrected at stop 61 (WISH14): a sight asked at a time of day is read and its time named (docs/vocabulary-refused.md:
    # "Space Needle at dusk", "Denver Zoo in the morning"); first written as the sight alone, which the time's naming
    # missed only because the name is said in short ("bldg")
    ("empire state bldg at night", "named: time of day"),
    ("the high line + central park", {"must_see": ["The High Line", "Central Park"]}),
    ("no times square, too crowded", {"avoid_sights": ["Times Square"]}),
    ("the 9/11 memorial", {"must_see": ["9/11 Memorial & Museum"]}),
    ("museum of ice cream for the gram", {"must_see": ["MUSEUM OF ICE CREAM"]}),
    ("the Met", "named: Met"),
    ("a broadway show", "named: broadway"),
    ("the strong museum", {"must_see": ["The Strong National Museum of Play"]}),
    ("no desserts places, watching sugar", {"avoid_cuisines": ["Desserts"]}),
    ("a slice of pizza at least once", {"more_cuisines": ["Pizza"]}),
    ("tea houses, a couple", {"more_cuisines": ["Tea"]}),
    ("nothing with BBQ", {"avoid_cuisines": ["BBQ"]}),
    ("eat at Sugar Rush", {"eat_at": ["Sugar Rush"]}),
    ("steer clear of Sbarro", {"avoid_restaurants": ["Sbarro"]}),
    ("meals no more than 45$ per person", {"max_meal_cost": 45.0}),
    ("max thirty-five per meal each", {"max_meal_cost": 35.0}),
    ("hotel ≥ 4 stars", {"min_stay_rating": 4.0}),
    ("$250/night cap on rooms", {"max_night_price": 250.0}),
    ("no more than 125 per person per night", {"max_night_price_per_person": 125.0}),
    ("restaurants w/ 4.2+ ratings", {"min_rating": 4.2}),
    ("leave denver after 9:45am", {"flight_times": [window(leg="outbound", depart_from="09:45")]}),
    ("last flight home lands before 10 pm", {"flight_times": [window(leg="return", arrive_until="22:00")]}),
    ("no flights over four and a half hours", {"max_flight_hours": 4.5}),
    ("we don't drive, neither of us has a license", {"transportation": "no self-driving"}),
    ("just one sight on day 1, we land late", pace(most=1, days=(1,))),
    ("3 to 4 attractions every day", pace(most=4, least=3)),
    ("no flights before 8, hotel under 200 a night, and the statue of liberty",
     {"flight_times": [window(depart_from="08:00")], "max_night_price": 200.0, "must_see": ["Statue of Liberty"]}),
    ("hotel w/ a gym", "named: amenities"),
    ("near central park", "named: locations"),
    ("halal options for my husband", "named: diet"),
    ("a Yankees game", "named: Yankees"),
    ("so hyped for this", {}),
])

CORPORA = ((NASHVILLE, NASHVILLE_CORPUS), (BALTIMORE, BALTIMORE_CORPUS), (DENVER, DENVER_CORPUS),
           (FLORIDA, FLORIDA_CORPUS), (NEW_YORK, NEW_YORK_CORPUS))

# Misses measured and left visible: each must stay listed until a general rule reads it. One is left, read with a word
# too many. Closed since by the eighth set's rules (helper
# WISH2): "the last day" in a pace ("a slow last day", "nothing too packed on day 3"), money in slang or with its sign
# after it or "≤" ("under a tenner", "45$", "≤ $25/person"), what a restaurant is said to serve ("Sweet Sensations for
# dessert" asks for no cuisine), and a lower-case place said by its kind or for a day ("pikes peak!!", "st. pete for a
# day", named). The last, "the hemingway house w/ the six-toed cats" (read as a pet travelling), closed by the ninth
# set's rules (helper WISH9): animals a place has, or an outing with them, are seen, not brought.
KNOWN_GAPS: list[str] = []


def test_the_seventh_held_out_corpus_reads_as_written(sandbox):
    tally = score(CORPORA, sandbox)
    missed = sorted(tally["wrongly read"] + tally["false alarm"])
    assert sum(len(v) for v in tally.values()) >= 170 and missed == sorted(KNOWN_GAPS)
