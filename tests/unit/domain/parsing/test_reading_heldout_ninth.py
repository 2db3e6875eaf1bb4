"""A ninth held-out corpus of wishes, written and scored before any fix made for it (issue 38: every wish the data can
answer is read, every one it cannot is named, never dropped in silence).

Written after the eighth set was fixed against, on trips to places no earlier wish set used (Indianapolis from
Kalamazoo, Santa Fe from Amarillo, Providence from New York, Monterey from San Francisco, Anchorage from Seattle, each
in the plain shape of the earlier sets' bases with what a traveller adds to it, and three cities of Illinois from Eau
Claire, its request text verbatim from validation_dev), with wishes said as other travellers say them: terse and chatty, typos,
slang, nicknames, several wishes in a sentence, negations, numbers in words, the sights and restaurants of those cities
in lower case ("meow wolf obviously!!", "caterspoint for our anniversary dinner", "nando's for lunch"), a one-word
restaurant opening its sentence ("Truffles, heard it's the best"), places, dishes and outings the data has no row for
("17 mile drive", "waterfire if it's on", "italian beef at portillo's", "northern lights!!!"), money for one
activity ("my son's budget for the go-karts is $80"), a clock time beside a time of day ("before dark, say 5pm"), paces
on some days ("the last two days at least 2 sights each"), what the data cannot say (amenities, views, locations,
diets, booking, weather) and talk that asks for nothing ("go bears!!", "hope it snows!").
Scored as the other corpora are (read right / named / wrongly read / false alarm, printed with ``-s``); the misses still
left are listed below, each to stay listed until a general rule reads it.
"""

from __future__ import annotations

from tests.support.reading_scoring import every_meal, pace, score, window, with_own

RED_EYE = window(depart_from="05:00", depart_until="20:59", arrive_until="23:59")

# Request texts: the plain shape of the earlier sets' bases, with what a traveller adds; Illinois's verbatim from
# validation_dev.
INDY = "Plan a 3-day trip from Kalamazoo to Indianapolis for 2 people, March 10 to 12, 2022, with a budget of $2,400. "
SANTA_FE = ("Plan a 3-day trip from Amarillo to Santa Fe for 3 people, March 22 to 24, 2022, with a budget of $3,000. We need "
            "accommodations that allow pets. ")
PROVIDENCE = ("Plan a 3-day trip from New York to Providence for 4 people, March 5 to 7, 2022, with a budget of $4,000. We'd "
              "like Italian and Chinese food. ")
MONTEREY = ("Plan a 3-day trip from San Francisco to Monterey for 2 people, March 18 to 20, 2022, with a budget of $2,000. "
            "We want an entire room. ")
ANCHORAGE = "Plan a 5-day trip from Seattle to Anchorage for 2 people, March 8 to 12, 2022, with a budget of $5,000. "
ILLINOIS = ("Can you assist me in planning a week-long trip for three people starting in Eau Claire intending to visit 3 unique "
            "cities in Illinois from March 20th to March 26th, 2022? Our budget tops out at $10,600. We are interested in local "
            "American, Chinese, French, and Italian cuisines. Please note, we won't require any flight transportation during "
            "this trip. Also, our accommodations need to permit visitors. ")
# What each request asks by itself, kept beside every wish appended to it.
SANTA_FE_OWN = {"house_rule": "pets"}
PROVIDENCE_OWN = {"cuisine": ["Italian", "Chinese"]}
MONTEREY_OWN = {"room_type": "entire room"}
ILLINOIS_OWN = {"house_rule": "visitors", "cuisine": ["American", "Chinese", "French", "Italian"], "transportation": "no flight"}


# (wish, the local constraints it adds to the request's own) or (wish, "named: <words the naming holds>")
INDY_CORPUS: list[tuple[str, dict | str]] = [
    ("the speedway museum is a MUST for my dad", {"must_see": ["Indianapolis Motor Speedway Museum"]}),
    ("childrens museum + the zoo", {"must_see": ["The Children's Museum of Indianapolis", "Indianapolis Zoo"]}),
    ("newfields for sure", {"must_see": ["Newfields"]}),
    ("eiteljorg, my wife loves western art", {"must_see": ["Eiteljorg Museum"]}),
    ("the canal walk one morning", {"must_see": ["Central Canal"]}),
    ("no escape rooms, we did one last month", {"avoid_sights": ["The Escape Room Indianapolis"]}),
    ("skip the catacombs, creepy", {"avoid_sights": ["Catacombs"]}),
    ("a Pacers game if they're home", "named: Pacers"),
    ("St. Elmo shrimp cocktail!!", "named: Elmo"),
    ("my son's budget for the go-karts is $80", "named: go-karts"),
    ("bbq one night, pizza another", {"more_cuisines": ["BBQ", "Pizza"]}),
    ("mexican & indian pls", {"cuisine": ["Mexican", "Indian"]}),
    ("nothing too spicy for me", "named: spicy"),
    ("Aromas for breakfast one day", {"eat_at": ["Aromas"]}),
    ("no Dunkin, we get that every day", {"avoid_restaurants": ["Dunkin' Donuts"]}),
    ("food ≤ 30 bucks a person", {"max_meal_cost": 30.0}),
    ("lunch under 25 pls", {"max_meal_cost": 25.0}),
    ("eateries rated 4 and up", {"min_rating": 4.0}),
    ("hotel rated at least three stars", {"min_stay_rating": 3.0}),
    ("150 a night for the room, no more", {"max_night_price": 150.0}),
    ("the room shouldn't be more than 60 bucks per person nightly", {"max_night_price_per_person": 60.0}),
    ("our 6 yr old is coming", {"house_rule": "children under 10"}),
    ("drive's fine but cap it at 4 hrs a day", {"max_driving_hours": 4.0}),
    ("we're driving down, no planes", {"transportation": "no flight"}),
    ("flights capped at 90 min", {"max_flight_hours": 1.5}),
    ("no more than two things per day, we're old", pace(most=2)),
    ("pack day 2 full, at least four sights", pace(least=4, days=(2,))),
    ("kitchenette pls, we cook", "named: amenities"),
    ("a hotel near the speedway", "named: locations"),
    ("my husband is diabetic", "named: diet"),
    ("book it for us if you can", "named: book"),
    ("hoping it doesn't rain lol", {}),
    ("first road trip with the new car!", {}),
]

SANTA_FE_CORPUS = with_own(SANTA_FE_OWN, [
    ("meow wolf obviously!!", {"must_see": ["Meow Wolf Santa Fe"]}),
    ("georgia o'keeffe museum & the plaza", {"must_see": ["Georgia O'Keeffe Museum", "Santa Fe Plaza"]}),
    ("the oldest house", {"must_see": ["Oldest House Museum"]}),
    ("san miguel chapel plus the cathedral basilica",
     {"must_see": ["San Miguel Chapel", "The Cathedral Basilica of St. Francis of Assisi"]}),
    ("loretto chapel's staircase", "named: loretto"),
    ("not the capitol, boring", {"avoid_sights": ["New Mexico State Capitol"]}),
    ("no kids museum pls, teens", {"avoid_sights": ["Santa Fe Children's Museum"]}),
    ("ten thousand waves spa", "named: ten thousand waves"),
    ("a day trip to taos", "named: taos"),
    ("green chile everything", "named: chile"),
    ("mexican food, duh", {"cuisine": ["Mexican"]}),
    ("a bakery stop for biscochitos", {"more_cuisines": ["Bakery"]}),
    ("no chinese, no french", {"avoid_cuisines": ["Chinese", "French"]}),
    ("Krispy Kreme one morning", {"eat_at": ["Krispy Kreme"]}),
    ("we're not eating at Domino's on vacation", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("keep each meal at 35/pp or less", {"max_meal_cost": 35.0}),
    ("restaurants w/ at least 3.5 stars", {"min_rating": 3.5}),
    ("a casita rated 4 or better", {"min_stay_rating": 4.0}),
    ("hotel cap: one eighty a night", {"max_night_price": 180.0}),
    ("$70 per head per night max", {"max_night_price_per_person": 70.0}),
    ("we're also bringing my mom who smokes", {"more_house_rules": ["smoking"]}),
    ("road trip, so no flights", {"transportation": "no flight"}),
    ("five hours behind the wheel per day, tops", {"max_driving_hours": 5.0}),
    ("if we fly, nothing before 9am", {"flight_times": [window(depart_from="09:00")]}),
    ("no flight over two and a half hours", {"max_flight_hours": 2.5}),
    ("one sight a day is plenty", pace(most=1)),
    ("take it easy day one", pace(most=1, days=(1,))),
    ("adobe with a fireplace", "named: amenities"),
    ("mountain views would be dreamy", "named: looks out on"),
    ("close to the plaza", "named: locations"),
    ("we're all gluten-free", "named: diet"),
    ("hope it snows!", {}),
    ("the dog's name is Chili btw", {}),
])

PROVIDENCE_CORPUS = with_own(PROVIDENCE_OWN, [
    ("risd museum", {"must_see": ["RISD Museum"]}),
    ("roger williams park zoo + the carousel", {"must_see": ["Roger Williams Park Zoo", "Carousel Village"]}),
    ("the planetarium", {"must_see": ["Museum of Natural History and Planetarium"]}),
    ("little italy for dinner one night", {"must_see": ["Providence Little Italy"]}),
    ("waterfire if it's on", "named: waterfire"),
    ("federal hill for cannolis", "named: federal hill"),
    ("cat cafe w/ the rescue kitties", "named: cat cafe"),
    ("skip the john brown house", {"avoid_sights": ["The John Brown House Museum"]}),
    ("nobody wants the athenaeum", {"avoid_sights": ["The Providence Athenaeum"]}),
    ("brown univ campus tour", "named: campus tour"),
    ("pizza, and a bakery", {"more_cuisines": ["Pizza", "Bakery"]}),
    ("mexican too", {"cuisine": ["Italian", "Chinese", "Mexican"]}),
    ("none of us eat seafood", {"avoid_cuisines": ["Seafood"]}),
    ("Truffles, heard it's the best", {"eat_at": ["Truffles"]}),
    ("nando's for lunch", {"eat_at": ["Nando's"]}),
    ("steer away from Milko's", {"avoid_restaurants": ["Milko's"]}),
    ("meals ≤ forty a head", {"max_meal_cost": 40.0}),
    ("no place under 4.0 to eat", {"min_rating": 4.0}),
    ("accommodation rating 3 minimum", {"min_stay_rating": 3.0}),
    ("rooms can't go over $120 nightly", {"max_night_price": 120.0}),
    ("$55 pp/night at most", {"max_night_price_per_person": 55.0}),
    ("my sister's bringing her cat", {"house_rule": "pets"}),
    ("my BIL smokes cigars", {"house_rule": "smoking"}),
    ("no flying, it's like 3 hours by car", {"transportation": "no flight"}),
    ("driving limit 4h/day", {"max_driving_hours": 4.0}),
    ("return flight must land by 8pm", {"flight_times": [window(leg="return", arrive_until="20:00")]}),
    ("flights no longer than an hour", {"max_flight_hours": 1.0}),
    ("3 attractions per day minimum", pace(least=3)),
    ("day 3 just one thing, we drive back", pace(most=1, days=(3,))),
    ("need a spot to park the minivan", "named: minivan"),
    ("walking distance to thayer st", "named: locations"),
    ("one of the kids has a nut allergy", "named: diet"),
    ("please make the dinner reservations too", "named: reservations"),
    ("go friars 🏀", {}),
])

MONTEREY_CORPUS = with_own(MONTEREY_OWN, [
    ("the aquarium is the whole reason we're going", {"must_see": ["Monterey Bay Aquarium"]}),
    ("cannery row + fisherman's wharf", {"must_see": ["Cannery Row", "Old Fisherman's Wharf"]}),
    ("see the sea lions", {"must_see": ["Monterey Sea Lions"]}),
    # corrected at stop 61 (WISH14): a sight asked at a time of day is read and its time named (docs/vocabulary-refused.md:
    # "Space Needle at dusk", "sunset at PIER 39"); first written as the sight alone, which the time's naming missed only
    # because the name was said without its last word ("park")
    ("lovers point at sunset", "named: time of day"),
    ("the old jail", {"must_see": ["Old Monterey Jail"]}),
    ("17 mile drive", "named: 17 mile"),
    ("big sur day trip", "named: big sur"),
    ("the mirror maze sounds dumb, skip", {"avoid_sights": ["Monterey Mirror Maze"]}),
    ("no playgrounds, no kids with us", {"avoid_sights": ["Dennis The Menace Playground"]}),
    ("clam chowder in a bread bowl", "named: chowder"),
    # corrected by probe12 (the lead's second probe, kind 6): a cuisine is served at one meal at least, so
    # "every night" is not kept and is named (it was read as the cuisine alone, the "every night" dropped)
    # stop 77: read at every such meal (was named)
    ("seafood every night obvs", {"more_cuisines": ["Seafood"], "meal_wishes": every_meal("Seafood", "dinner")}),
    ("french or italian one night", {"cuisine": ["French", "Italian"]}),
    ("cut the fast food", {"avoid_cuisines": ["Fast Food"]}),
    ("tea houses are a no", {"avoid_cuisines": ["Tea"]}),
    ("Sumo Sushi once", {"eat_at": ["Sumo Sushi"]}),
    ("caterspoint for our anniversary dinner", {"eat_at": ["Caterspoint"]}),
    ("not baskin robbins", {"avoid_restaurants": ["Baskin Robbins"]}),
    ("twenty-five a person per meal, max", {"max_meal_cost": 25.0}),
    ("only places rated 4.5+ to eat", {"min_rating": 4.5}),
    ("a 5 star stay, it's our anniversary", {"min_stay_rating": 5.0}),
    ("we can swing 250 a night, not more", {"max_night_price": 250.0}),
    ("split two ways, no more than $100 a night each", {"max_night_price_per_person": 100.0}),
    ("we wanna throw a small party at the airbnb", {"house_rule": "parties"}),
    ("we don't want to fly, it's 2 hrs", {"transportation": "no flight"}),
    ("we'll take the train down", "named: train"),
    ("no more than two hrs in the car each day", {"max_driving_hours": 2.0}),
    ("max flight time 3h", {"max_flight_hours": 3.0}),
    ("lots of sights, 3 or more daily", pace(least=3)),
    ("only the aquarium on day 2, it takes all day", {"must_see": ["Monterey Bay Aquarium"], **pace(most=1, days=(2,))}),
    ("plan the beach day when it's sunny", "named: sunny"),
    ("oceanfront please", "named: looks out on"),
    ("need a king-size bed", "named: amenities"),
    ("wheelchair access for my dad", "named: accessibility"),
    ("we got engaged there lol", {}),
])

ANCHORAGE_CORPUS: list[tuple[str, dict | str]] = [
    ("northern lights!!!", "named: northern lights"),
    ("the native heritage center", {"must_see": ["Alaska Native Heritage Center"]}),
    ("anchorage museum and the aviation museum", {"must_see": ["Anchorage Museum", "Alaska Aviation Museum"]}),
    ("earthquake park + kincaid", {"must_see": ["Earthquake Park", "Kincaid Park"]}),
    ("beluga point on the drive", {"must_see": ["Beluga Point"]}),
    ("skip the botanical garden, it's march", {"avoid_sights": ["Alaska Botanical Garden"]}),
    ("dog sledding!!", "named: sledding"),
    ("glacier cruise", "named: glacier"),
    ("reindeer sausage from a cart", "named: reindeer"),
    ("seafood, esp king crab", {"more_cuisines": ["Seafood"]}),
    ("mostly american food", {"cuisine": ["American"]}),
    ("skip bbq joints", {"avoid_cuisines": ["BBQ"]}),
    ("Cafe Marigold one morning", {"eat_at": ["Cafe Marigold"]}),
    ("not the Cocktail House", {"avoid_restaurants": ["The Cocktail House"]}),
    ("$45/head max at restaurants", {"max_meal_cost": 45.0}),
    ("food spots rated at least 3.0", {"min_rating": 3.0}),
    ("lodge with 4 stars or more", {"min_stay_rating": 4.0}),
    ("we can't spend more than 200 per nite", {"max_night_price": 200.0}),
    ("lodging max 90 per person per night", {"max_night_price_per_person": 90.0}),
    ("my husband and I smoke, need a place that's ok with it", {"house_rule": "smoking"}),
    ("we're flying, i'm not driving 40 hours lol", {"transportation": "no self-driving"}),
    ("no redeyes, i can't sleep on planes", {"flight_times": [RED_EYE]}),
    ("no overnight flights", {"flight_times": [RED_EYE]}),
    ("outbound leaving seattle after 10 am", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("we wanna land in anchorage before dark, say 5pm", {"flight_times": [window(leg="outbound", arrive_until="17:00")]}),
    ("flight home should depart after noon", {"flight_times": [window(leg="return", depart_from="12:00")]}),
    ("nothing before 7 in the morning", {"flight_times": [window(depart_from="07:00")]}),
    ("no early flights home", {"flight_times": [window(leg="return", depart_from="08:00")]}),
    ("nothing more than 4 hrs in the air", {"max_flight_hours": 4.0}),
    ("each flight under 5 hours", {"max_flight_hours": 5.0}),
    # corrected after scoring: a bare count of sights a day is exactly that many (docs/vocabulary-meals-sights.md, pace.py)
    ("two things per day, it's cold", pace(most=2, least=2)),
    ("a slow first day, we land late", pace(most=1, days=(1,))),
    ("a hot tub to watch the aurora", "named: amenities"),
    ("can you reserve a rental car at the airport", "named: rental car"),
    ("hope it's not -20 lol", {}),
]

ILLINOIS_CORPUS = with_own(ILLINOIS_OWN, [
    ("peoria for sure", {"visit_cities": ["Peoria"]}),
    ("rockford + moline", {"visit_cities": ["Rockford", "Moline"]}),
    ("champaign, my nephew's at U of I", {"visit_cities": ["Champaign"]}),
    ("belleville has to be in there", {"visit_cities": ["Belleville"]}),
    ("bloomington's a must", {"visit_cities": ["Bloomington"]}),
    ("chicago at the end, please", {"visit_cities": ["Chicago"]}),
    ("not chicago, we've done it", {"avoid_cities": ["Chicago"]}),
    ("belleville, no way", {"avoid_cities": ["Belleville"]}),
    ("rather not do rockford", {"avoid_cities": ["Rockford"]}),
    ("bloomington's too far south, skip it", {"avoid_cities": ["Bloomington"]}),
    ("the john deere pavilion", {"must_see": ["John Deere Pavilion"]}),
    ("peoria riverfront museum + the zoo", {"must_see": ["Peoria Riverfront Museum", "Peoria Zoo"]}),
    ("anderson japanese gardens in rockford", {"must_see": ["Anderson Japanese Gardens"]}),
    ("the caterpillar visitors center, hubby drives a cat lol", {"must_see": ["Caterpillar Visitors Center"]}),
    ("wheels o' time museum", {"must_see": ["Wheels O' Time Museum"]}),
    ("skip the murals", {"avoid_sights": ["Old Brewery District Mural", "Hello Belleville Mural", "Belleville In Swing Mural"]}),
    ("skip the lincoln home", "named: lincoln home"),
    ("no haunted houses", "named: haunted"),
    ("route 66 drive", "named: route 66"),
    ("italian beef at portillo's", "named: portillo"),
    ("horseshoe sandwich in springfield", "named: horseshoe"),
    ("bbq & pizza", {"more_cuisines": ["BBQ", "Pizza"]}),
    ("indian food one night", {"cuisine": ["American", "Chinese", "French", "Italian", "Indian"]}),
    ("we don't do mexican", {"avoid_cuisines": ["Mexican"]}),
    ("Applebee's in peoria", {"eat_at": ["Applebee's"]}),
    ("no McDonald's", {"avoid_restaurants": ["McDonald's"]}),
    ("twenty bucks a plate or less", {"max_meal_cost": 20.0}),
    ("restaurants need 3.5+", {"min_rating": 3.5}),
    ("a 3-star place is fine, nothing lower", {"min_stay_rating": 3.0}),
    ("rooms 100-140 a night", {"max_night_price": 140.0}),
    ("$40 each per night tops", {"max_night_price_per_person": 40.0}),
    ("my brother-in-law's dog is coming too", {"more_house_rules": ["pets"]}),
    ("3 hrs max driving a day", {"max_driving_hours": 3.0}),
    ("a couple sights daily, no more", pace(most=2)),
    ("the last two days at least 2 sights each", pace(least=2, days=(6, 7))),
    ("a room facing the river", "named: facing the river"),
    ("go bears!!", {}),
])

CORPORA = ((INDY, INDY_CORPUS), (SANTA_FE, SANTA_FE_CORPUS), (PROVIDENCE, PROVIDENCE_CORPUS), (MONTEREY, MONTEREY_CORPUS),
           (ANCHORAGE, ANCHORAGE_CORPUS), (ILLINOIS, ILLINOIS_CORPUS))

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: list[str] = [
    # named, not read: a sight said in part or by a synonym in lower case ("childrens museum", "kids museum" for the
    # Children's Museum; "the plaza" for Santa Fe Plaza after "&"), a kind with a verb after it ("the aquarium is the
    # whole reason"), the one sight of a day said with "only" (read since stop 61, WISH14: "eiteljorg, my wife loves
    # western art", a word that is no English word opening its clause)
    "childrens museum + the zoo",
    "georgia o'keeffe museum & the plaza",
    "no kids museum pls, teens",
    "the aquarium is the whole reason we're going",
    "only the aquarium on day 2, it takes all day",
    # named, not read: a cap as "we can swing ... not more", a rating of "no place under 4.0 to eat", a city wished "at
    # the end", a city ruled out several words before "skip it" (read since stop 61, WISH14: "hotel cap: one eighty a
    # night", a price said as hundreds)
    "we can swing 250 a night, not more",
    "no place under 4.0 to eat",
    "chicago at the end, please",
    "bloomington's too far south, skip it",
    # refused, not read: a drive's length said as a fact ("it's like 3 hours by car"; a refusal to drive with its
    # length, "i'm not driving 40 hours", closed by the tenth set's rules), "little italy" read as
    # a restaurant of another city though the trip has the sight, "the zoo" of two cities of the state (asked which),
    # ("a couple sights daily, no more", "a couple" read as people, reads since the thirtieth set's fix: "a couple" with
    # no "of" is a pace's count, domain/constraints/pace.py)
    "no flying, it's like 3 hours by car",
    # ("Sumo Sushi once", refused for the dish in the name, read since the twenty-first set's fix: a restaurant of the
    # trip's cities spelled in full asks for no cuisine of its words)
    "little italy for dinner one night",
    "peoria riverfront museum + the zoo",
    "champaign, my nephew's at U of I",
    # wrongly read: "a cat" said of a machine read as a pet, a cat cafe read as the Cafe cuisine, a name said in short
    # matched to another sight ("skip the lincoln home" is named since stop 59: a sight skipped in short is read or
    # named as missing); "pack day 2 full, at least four sights" reads its count since stop 84 (a day's feel before its
    # count, ``pace._PACE_DAYS_FIRST``)
    "the caterpillar visitors center, hubby drives a cat lol",
    "cat cafe w/ the rescue kitties",
]


def test_the_ninth_held_out_corpus_reads_as_written(sandbox):
    tally = score(CORPORA, sandbox)
    missed = sorted(tally["wrongly read"] + tally["false alarm"])
    assert sum(len(v) for v in tally.values()) >= 160 and missed == sorted(KNOWN_GAPS)
