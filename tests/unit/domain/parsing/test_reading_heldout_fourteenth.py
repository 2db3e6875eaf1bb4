"""A fourteenth held-out corpus of wishes, written and scored before any fix made for it (issue 38: every wish the data
can answer is read, every one it cannot is named, never dropped in silence).

Written after the thirteenth set was fixed against, on six trips no earlier wish set used as its base (Detroit from
Los Angeles for a couple, Miami from Boston for a family of four with two young kids, Las Vegas from Seattle alone,
New Orleans from Pittsburgh for three in an entire home, two cities of Minnesota from Memphis for four in private
rooms, three cities of Montana from Salt Lake City for two with cuisines asked), each in the plain shape of the
earlier sets' bases with what a traveller adds to it, said as other travellers say them: rated stays and restaurants,
nightly caps (per room and per person, in words too), meal caps for the party, flight times with the leg said by a
city's short name ("flight out of LA", "leave nola"), sights said loosely (initials, numbers in a name, a name's
words out of order, names holding a city's name: "historic fort wayne", "st louis cathedral"), restaurants whose
names hold a state's name ("Texas Roadhouse"), every cuisine of the data, paces, room types, house rules needed and
forbidden, bans of a mode, corrections in the middle of a wish ("no flights before 8, actually make that 9"),
hedges, negations, several wishes in one sentence, typos and numbers in words, what the data cannot say, and talk
that asks for nothing. Scored as the other corpora are (read right / named / wrongly read / false alarm, printed with
``-s``; the wishes dropped in silence are printed apart). Budget forms are scored apart on the budget they leave
(``BUDGETS``).

HEAD figures (0dcb814, before any fix for this set), of 256 wishes, as first scored: read right 175, named 39, wrongly
read 39, false alarm 3; dropped in silence 9 ("eating out no more than sixty for the two of us per meal", "dinner for
the four of us under 120", "grandpa might visit us one evening", "a chill pace, the kids still nap", "we're driving up
from memphis", "snowmobiling!", "west yellowstone if we can", "actually scratch the mediterranean, just american",
"we're doing it as a road trip"; and "motown, indian food, under 150 a night" read without its sight); budget texts 7
of 8 ("budget 2000, wait no, 1800" read as 2000). Four expectations were corrected after scoring, each marked below
(HEAD with them: 177, 41, 36, 2). After the fixes made for it (stop 61): read right 206, named 45, wrongly read 4,
false alarm 1, one dropped in silence; budget texts 8 of 8. The misses left are listed in KNOWN_GAPS, each to stay
listed until a general rule reads it.
"""

from __future__ import annotations

from tests.support.reading_scoring import budget_read, dropped, pace, score, window, with_own

RED_EYE = window(depart_from="05:00", depart_until="20:59", arrive_until="23:59")

# Request texts: trips of the data in the plain shape of the earlier sets' bases.
DETROIT = "Plan a 3-day trip from Los Angeles to Detroit for 2 people, March 18 to 20, 2022, with a budget of $2,000. "
MIAMI = ("Plan a 3-day trip from Boston to Miami for 4 people, March 10 to 12, 2022, with a budget of $4,500. We're "
         "bringing our two young kids. ")
VEGAS = "Plan a 3-day trip from Seattle to Las Vegas for 1 person, March 4 to 6, 2022, with a budget of $1,800. "
NOLA = ("Plan a 3-day trip from Pittsburgh to New Orleans for 3 people, March 24 to 26, 2022, with a budget of $3,000. "
        "We'd like an entire home. ")
MINNESOTA = ("Plan a 5-day trip from Memphis to 2 cities in Minnesota for 4 people, March 1 to 5, 2022, with a budget "
             "of $13,800. We'd like private rooms. ")
MONTANA = ("Plan a 7-day trip from Salt Lake City to 3 cities in Montana for 2 people, March 16 to 22, 2022, with a "
           "budget of $7,200. We love American and Mediterranean food. ")
# What each request asks by itself, kept beside every wish appended to it.
MIAMI_OWN = {"house_rule": "children under 10"}
NOLA_OWN = {"room_type": "entire room"}
MINNESOTA_OWN = {"room_type": "private room"}
MONTANA_OWN = {"cuisine": ["American", "Mediterranean"]}

# (wish, the local constraints it adds to the request's own) or (wish, "named: <words the naming holds>")
DETROIT_CORPUS: list[tuple[str, dict | str]] = [
    ("motown museum is a must, my wife grew up on that music", {"must_see": ["Motown Museum"]}),
    ("the DIA for sure", {"must_see": ["Detroit Institute of Arts"]}),
    ("henry ford museum, we're car people", {"must_see": ["Henry Ford Museum of American Innovation"]}),
    ("skip the zoo, not our thing", {"avoid_sights": ["Detroit Zoo"]}),
    ("we'd love to walk the riverwalk", {"must_see": ["Detroit Riverwalk"]}),
    ("belle isle aquarium and historic fort wayne", {"must_see": ["Belle Isle Aquarium", "Historic Fort Wayne"]}),
    ("the detroit institute of arts and the charles wright museum",
     {"must_see": ["Detroit Institute of Arts", "Charles H. Wright Museum of African American History"]}),
    ("no segway tours lol", {"avoid_sights": ["Detroit Segway Tours & Rides"]}),
    ("the ford piquette plant", {"must_see": ["Ford Piquette Avenue Plant Museum"]}),
    ("a red wings game", "named: red wings"),
    ("greektown casino", "named: greektown"),
    ("eastern market on saturday morning", "named: eastern market"),
    ("coney dogs!!", "named: coney"),
    ("some indian food and a bakery stop", {"cuisine": ["Indian"], "more_cuisines": ["Bakery"]}),
    ("nothing mexican, my stomach can't handle it", {"avoid_cuisines": ["Mexican"]}),
    ("no bbq or fast food for us", {"avoid_cuisines": ["BBQ", "Fast Food"]}),
    ("dinner at Zabardast Indian Kitchen one night", {"eat_at": ["Zabardast Indian Kitchen"]}),
    ("not the dosa king", {"avoid_restaurants": ["The Dosa King"]}),
    ("meals 25 bucks a head tops", {"max_meal_cost": 25.0}),
    ("eating out no more than sixty for the two of us per meal", {"max_meal_cost": 30.0}),
    ("restaurants with at least a 4 rating", {"min_rating": 4.0}),
    ("hotel's gotta be 3 stars or better", {"min_stay_rating": 3.0}),
    ("max $175/night", {"max_night_price": 175.0}),
    ("a whole apartment to ourselves", {"room_type": "entire room"}),
    # corrected after scoring: a room type only permitted is named as not understood, the project's reading of it
    # (test_reading_corpus.py: "A shared room is fine." is "named: no reader understood"); first written as asking nothing
    # ... and back to asking nothing (stop 62, LEFT38): one policy for every acceptance of a room type, none named
    ("a shared room is fine honestly, we're cheap", {}),
    ("we both smoke so the place has to allow it", {"house_rule": "smoking"}),
    ("smoke free place to sleep pls", {"stay_forbids": ["smoking"]}),
    ("we'll fly both ways, no road trip", {"transportation": "no self-driving"}),
    ("flight out of LA after 10 am", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("the flight back shouldn't leave before noon", {"flight_times": [window(leg="return", depart_from="12:00")]}),
    ("nothing that lands after 10pm", {"flight_times": [window(arrive_until="22:00")]}),
    ("no flights over 5 hrs", {"max_flight_hours": 5.0}),
    ("no flights before 8, actually make that 9", {"flight_times": [window(depart_from="09:00")]}),
    ("2 things a day max, we're old", pace(most=2)),
    ("day one should be light, we land tired", pace(most=1, days=(1,))),
    ("motown, indian food, under 150 a night",
     {"must_see": ["Motown Museum"], "cuisine": ["Indian"], "max_night_price": 150.0}),
    ("a hotel with a gym", "named: amenities"),
    ("near downtown", "named: locations"),
    ("my husband is diabetic", "named: diabetic"),
    ("celebrating 30 years married!", {}),
    ("first time in the motor city", {}),
    ("go lions", {}),
    ("honestly anything works food-wise", {}),
]

MIAMI_CORPUS = with_own(MIAMI_OWN, [
    ("the seaquarium for the kids", {"must_see": ["Miami Seaquarium"]}),
    ("jungle island!!", {"must_see": ["Jungle Island"]}),
    ("frost science museum", {"must_see": ["Phillip & Patricia Frost Museum of Science"]}),
    ("the childrens museum is a must", {"must_see": ["Miami Children's Museum"]}),
    ("vizcaya, my mom loves gardens", {"must_see": ["Vizcaya Museum & Gardens"]}),
    ("wynwood walls for the murals", {"must_see": ["Wynwood Walls"]}),
    ("no art museums, the kids get bored", {"avoid_sights": ["Pérez Art Museum Miami"]}),
    ("skip little havana", {"avoid_sights": ["Little Havana Visitor Center"]}),
    ("the observation wheel", {"must_see": ["Skyviews Miami Observation Wheel"]}),
    ("south beach!!!", "named: south beach"),
    ("an everglades airboat tour", "named: everglades"),
    ("a dolphin swim", "named: dolphin"),
    ("cuban food every day", "named: cuban"),
    ("seafood obviously, we're in miami", {"more_cuisines": ["Seafood"]}),
    ("pizza for the kids one night and ice cream after", {"more_cuisines": ["Pizza", "Desserts"]}),
    ("no chinese or indian please", {"avoid_cuisines": ["Chinese", "Indian"]}),
    ("we'd like to try Shorts Burger and Shine", {"eat_at": ["Shorts Burger and Shine"]}),
    ("Papouli's Mediterranean Cafe & Market for lunch", {"eat_at": ["Papouli's Mediterranean Cafe & Market"]}),
    ("no baskin robbins, the kids will beg", {"avoid_restaurants": ["Baskin Robbins"]}),
    ("meals around $20 a person, the kids eat less anyway", {"max_meal_cost": 20.0}),
    ("dinner for the four of us under 120", {"max_meal_cost": 30.0}),
    ("restaurants 3.5 stars and above", {"min_rating": 3.5}),
    ("a hotel rated at least four", {"min_stay_rating": 4.0}),
    ("$300 a night max for the room", {"max_night_price": 300.0}),
    ("no more than 75 per head a night for lodging", {"max_night_price_per_person": 75.0}),
    ("an entire house, not just a private room", {"room_type": "entire room"}),
    ("the kids are 4 and 7", {}),
    ("grandpa might visit us one evening", {"more_house_rules": ["visitors"]}),
    ("no pets at the place, my son is allergic", {"stay_forbids": ["pets"]}),
    ("flights only, we're not driving 20 hours with kids", {"transportation": "no self-driving"}),
    ("depart boston after 9am", {"flight_times": [window(leg="outbound", depart_from="09:00")]}),
    ("land back in boston before 8pm", {"flight_times": [window(leg="return", arrive_until="20:00")]}),
    ("no red eye flights with little ones", {"flight_times": [RED_EYE]}),
    ("nothing that leaves before 7", {"flight_times": [window(depart_from="07:00")]}),
    ("2-3 attractions a day", pace(most=3, least=2)),
    ("a chill pace, the kids still nap", pace(most=1)),
    ("jungle island, seafood, and rooms under 250/night",
     {"must_see": ["Jungle Island"], "more_cuisines": ["Seafood"], "max_night_price": 250.0}),
    ("a pool for the kids", "named: amenities"),
    ("near the beach", "named: locations"),
    ("a crib in the room", "named: amenities"),
    ("the kids have never seen the ocean", {}),
    ("spring break!!", {}),
    ("we're a family of four from boston", {}),
])

VEGAS_CORPUS: list[tuple[str, dict | str]] = [
    ("the mob museum is a must", {"must_see": ["The Mob Museum"]}),
    ("fremont street", {"must_see": ["Fremont Street Experience"]}),
    ("the high roller and the big shot", {"must_see": ["High Roller", "Big Shot"]}),
    ("area 15 looks wild", {"must_see": ["AREA15"]}),
    ("the welcome to fabulous las vegas sign, cliche but whatever",
     {"must_see": ["Welcome to Fabulous Las Vegas Sign"]}),
    ("the haunted museum, i'm into creepy stuff", {"must_see": ["Zak Bagans' The Haunted Museum"]}),
    ("the eiffel tower deck", {"must_see": ["Eiffel Tower Viewing Deck"]}),
    ("would be nice to see the neon museum", {"must_see": ["The Neon Museum Las Vegas"]}),
    ("skip madame tussauds", {"avoid_sights": ["Madame Tussauds Las Vegas"]}),
    ("slotzilla? hard pass", {"avoid_sights": ["SlotZilla Zipline Las Vegas"]}),
    ("the shark reef aquarium", {"must_see": ["Shark Reef Aquarium at Mandalay Bay"]}),
    ("the hoover dam", "named: hoover"),
    ("a cirque du soleil show", "named: cirque"),
    ("the bellagio fountains", "named: bellagio"),
    ("a grand canyon helicopter tour", "named: grand canyon"),
    ("the neon museum at night", "named: night"),
    ("vegan food, i'm vegan", "named: vegan"),
    ("Ethos Vegan Kitchen for sure", {"eat_at": ["Ethos Vegan Kitchen"]}),
    ("a buffet at least once", "named: buffet"),
    ("no fast food this time", {"avoid_cuisines": ["Fast Food"]}),
    ("coffee shops for breakfast", {"more_cuisines": ["Cafe"]}),
    ("mexican and some bbq", {"cuisine": ["Mexican"], "more_cuisines": ["BBQ"]}),
    ("not subway", {"avoid_restaurants": ["Subway"]}),
    ("Johnny Rockets once", {"eat_at": ["Johnny Rockets"]}),
    ("meals under twenty bucks", {"max_meal_cost": 20.0}),
    ("food places rated three point five or more", {"min_rating": 3.5}),
    ("a 4 star hotel", {"min_stay_rating": 4.0}),
    ("no more than 90 a night, vegas hotels are cheap", {"max_night_price": 90.0}),
    ("a private room, i don't need a whole place", {"room_type": "private room"}),
    ("i smoke, sorry", {"house_rule": "smoking"}),
    ("a place where i can have friends over", {"house_rule": "visitors"}),
    ("no flights leaving seattle before 9am", {"flight_times": [window(leg="outbound", depart_from="09:00")]}),
    ("flight home after 5pm so i get the full day", {"flight_times": [window(leg="return", depart_from="17:00")]}),
    ("no flights longer than two and a half hours", {"max_flight_hours": 2.5}),
    ("i'm not driving, no car", {"transportation": "no self-driving"}),
    ("no early morning flights", {"flight_times": [window(depart_from="08:00")]}),
    ("nothing before 10 in the morning", {"flight_times": [window(depart_from="10:00")]}),
    ("3 sights a day at least", pace(least=3)),
    ("mob museum, mexican food, 100 a night max",
     {"must_see": ["The Mob Museum"], "cuisine": ["Mexican"], "max_night_price": 100.0}),
    ("a room with a view of the strip", "named: looks out on"),
    ("solo trip, first time in vegas", {}),
    ("no gambling plans, just sightseeing", {}),
    ("ok thats it, thank you!", {}),
]

NOLA_CORPUS = with_own(NOLA_OWN, [
    ("the ww2 museum is non negotiable", {"must_see": ["The National WWII Museum"]}),
    ("mardi gras world", {"must_see": ["Mardi Gras World"]}),
    ("jackson square and st louis cathedral", {"must_see": ["Jackson Square", "St. Louis Cathedral"]}),
    ("the voodoo museum!!", {"must_see": ["New Orleans Historic Voodoo Museum"]}),
    ("the steamboat natchez", {"must_see": ["Steamboat NATCHEZ - Official Site"]}),
    ("audubon zoo but not the aquarium", {"must_see": ["Audubon Zoo"], "avoid_sights": ["Audubon Aquarium"]}),
    ("the aquarium please", {"must_see": ["Audubon Aquarium"]}),
    ("the city park", {"must_see": ["New Orleans City Park"]}),
    ("no cemetery tours, too spooky for my mom", "named: cemetery"),
    ("bourbon street at night", "named: bourbon"),
    ("a swamp tour", "named: swamp"),
    ("cafe du monde for coffee", "named: du monde"),
    ("cajun and creole food", "named: cajun"),
    ("seafood, lots of it", {"more_cuisines": ["Seafood"]}),
    ("no pizza, we can get that at home", {"avoid_cuisines": ["Pizza"]}),
    ("french food one night, it's new orleans after all", {"cuisine": ["French"]}),
    ("Jimmy's Pancake House for breakfast", {"eat_at": ["Jimmy's Pancake House"]}),
    ("we'd rather skip Shenanigan's Irish Pub", {"avoid_restaurants": ["Shenanigan's Irish Pub"]}),
    ("the fish house looks good", {"eat_at": ["The Fish House"]}),
    ("meals no more than 40 pp", {"max_meal_cost": 40.0}),
    ("restaurants rated 4 or above only", {"min_rating": 4.0}),
    ("places to stay rated 3+", {"min_stay_rating": 3.0}),
    ("under two fifty a night", {"max_night_price": 250.0}),
    ("max $100 per person per night", {"max_night_price_per_person": 100.0}),
    # corrected after scoring to the benchmark's "not shared room" (a negated "shared" takes in the entire home of the
    # request); first written as the entire home alone, which the nineteenth set's fix restores: the benchmark's
    # labelling holds in one sentence ("neither shared ... and should be private rooms"), and a room said in a sentence
    # apart is the room asked (docs/vocabulary.md), never widened to a private room
    ("no shared rooms obviously", {}),
    ("my sister's bringing her service dog", {"house_rule": "pets"}),
    ("we might have a little party one night", {"house_rule": "parties"}),
    ("no smoking in the house please", {"stay_forbids": ["smoking"]}),
    ("we'll drive down, no flying", {"transportation": "no flight"}),
    ("driving max 7 hours per day", {"max_driving_hours": 7.0}),
    ("if we fly, nothing before 8am", {"flight_times": [window(depart_from="08:00")]}),
    ("get to new orleans by 2pm", {"flight_times": [window(leg="outbound", arrive_until="14:00")]}),
    ("leave nola after 4pm on the last day", {"flight_times": [window(leg="return", depart_from="16:00")]}),
    ("no more than one sight a day, we're slow walkers", pace(most=1)),
    ("packed itinerary please, we only have 3 days", pace(least=2)),
    ("mardi gras world, seafood and under 300 a night",
     {"must_see": ["Mardi Gras World"], "more_cuisines": ["Seafood"], "max_night_price": 300.0}),
    ("a house with a courtyard", "named: courtyard"),
    ("walking distance to frenchmen street", "named: locations"),
    ("my dad uses a walker", "named: accessibility"),
    ("a jazz brunch on sunday", "named: jazz"),
    ("we've wanted to go for ages", {}),
    ("it's my mom's 70th birthday", {}),
    ("who dat", {}),
])

MINNESOTA_CORPUS = with_own(MINNESOTA_OWN, [
    ("minneapolis has to be one of them", {"visit_cities": ["Minneapolis"]}),
    ("duluth and minneapolis", {"visit_cities": ["Duluth", "Minneapolis"]}),
    ("not international falls, too cold", {"avoid_cities": ["International Falls"]}),
    ("anywhere but gustavus", {"avoid_cities": ["Gustavus"]}),
    ("minneapolis for sure... actually make that duluth", {"visit_cities": ["Duluth"]}),
    ("mall of america for the teens", {"must_see": ["Mall of America®"]}),
    ("minnehaha falls", {"must_see": ["Minnehaha Falls"]}),
    ("the sculpture garden with the giant spoon", {"must_see": ["Minneapolis Sculpture Garden"]}),
    ("aerial lift bridge in duluth", {"must_see": ["Aerial Lift Bridge"]}),
    ("the great lakes aquarim", {"must_see": ["Great Lakes Aquarium"]}),
    ("skip the walker art center", {"avoid_sights": ["Walker Art Center"]}),
    ("the mill city musuem", {"must_see": ["Mill City Museum"]}),
    ("ice fishing on a lake", "named: ice fishing"),
    ("a twins game", "named: twins"),
    ("walleye!!", "named: walleye"),
    ("chinese food one night", {"cuisine": ["Chinese"]}),
    ("no seafood, we're landlocked lol", {"avoid_cuisines": ["Seafood"]}),
    ("bakeries and tea rooms", {"more_cuisines": ["Bakery", "Tea"]}),
    ("Tony's in minneapolis for pizza", {"eat_at": ["Tony's"]}),
    ("not Texas Roadhouse", {"avoid_restaurants": ["Texas Roadhouse"]}),
    ("meals under $35 each", {"max_meal_cost": 35.0}),
    ("resturants rated 4.0+", {"min_rating": 4.0}),
    ("rooms rated 4 and above", {"min_stay_rating": 4.0}),
    ("$200 a night cap", {"max_night_price": 200.0}),
    ("no more than fifty each per night", {"max_night_price_per_person": 50.0}),
    ("the kids are teenagers", {}),
    ("our 2 dogs are coming", {"house_rule": "pets"}),
    ("no parties allowed at the rental, we like quiet", {"stay_forbids": ["parties"]}),
    ("we're driving up from memphis", {"transportation": "no flight"}),
    ("no more than 8 hours in the car per day", {"max_driving_hours": 8.0}),
    ("if flying, leave memphis after 11am", {"flight_times": [window(leg="outbound", depart_from="11:00")]}),
    ("back in memphis by 9pm", {"flight_times": [window(leg="return", arrive_until="21:00")]}),
    ("at most 2 sights per day", pace(most=2)),
    ("a busy day 2", pace(least=2, days=(2,))),
    ("duluth, chinese food and max 6 hrs driving a day",
     {"visit_cities": ["Duluth"], "cuisine": ["Chinese"], "max_driving_hours": 6.0}),
    ("a hot tub would be nice", "named: amenities"),
    ("snowmobiling!", "named: snowmobiling"),
    ("a cabin on a lake", "named: lake"),
    ("preferably a 4 star place", {"min_stay_rating": 4.0}),
    ("we've never seen real snow", {}),
    # corrected after scoring: kids of no age said are read as children under 10 (docs/requests.md: the house rule is
    # set for a child not said to be 10 or over), which fails closed: a stay that allows children
    ("spring break for the kids", {"house_rule": "children under 10"}),
    ("uff da", {}),
])

MONTANA_CORPUS = with_own(MONTANA_OWN, [
    ("bozeman is a must", {"visit_cities": ["Bozeman"]}),
    ("missoula, helena and great falls", {"visit_cities": ["Missoula", "Helena", "Great Falls"]}),
    ("no billings", {"avoid_cities": ["Billings"]}),
    ("west yellowstone if we can", {"visit_cities": ["West Yellowstone"]}),
    ("old faithful!!!", {"must_see": ["Old Faithful"]}),
    ("the museum of the rockies, dinosaurs", {"must_see": ["Museum of the Rockies"]}),
    ("grizzly & wolf discovery center", {"must_see": ["Grizzly & Wolf Discovery Center"]}),
    ("the c.m. russell museum in great falls", {"must_see": ["C. M. Russell Museum"]}),
    ("zoomontana", {"must_see": ["ZooMontana"]}),
    ("conrad mansion", {"must_see": ["Conrad Mansion Museum"]}),
    ("skip reeder's alley", {"avoid_sights": ["Reeder's Alley"]}),
    ("glacier national park", "named: glacier"),
    ("a rodeo", "named: rodeo"),
    ("a hot springs soak", "named: hot springs"),
    ("also italian", {"cuisine": ["American", "Mediterranean", "Italian"]}),
    ("actually scratch the mediterranean, just american", {"cuisine": ["American"]}),
    ("no chinese, no fast food", {"avoid_cuisines": ["Chinese", "Fast Food"]}),
    # corrected after scoring (the words only): the wish is refused naming the dish the data has no label for, "burgers"
    ("bison burgers", "named: burgers"),
    ("a good steakhouse", "named: steakhouse"),
    ("McGuire's Irish Pub & Brewery in bozeman", {"eat_at": ["McGuire's Irish Pub & Brewery"]}),
    ("avoid McDonald's", {"avoid_restaurants": ["McDonald's"]}),
    ("meals 30 or under per person", {"max_meal_cost": 30.0}),
    ("food joints with a rating of 4 or more", {"min_rating": 4.0}),
    ("lodging rated 3 or higher", {"min_stay_rating": 3.0}),
    ("under 140 per night", {"max_night_price": 140.0}),
    ("entire place please", {"room_type": "entire room"}),
    ("my dog rides shotgun", {"house_rule": "pets"}),
    ("adults only, no kids around", {"stay_forbids": ["children under 10"]}),
    ("we're doing it as a road trip", {"transportation": "no flight"}),
    ("drive 5 hours a day, tops", {"max_driving_hours": 5.0}),
    ("no flights landing after 11pm", {"flight_times": [window(arrive_until="23:00")]}),
    ("flights under 3 hours", {"max_flight_hours": 3.0}),
    ("relaxed pace", pace(most=1)),
    ("at least 2 sights on each full day", pace(least=2)),
    ("bozeman, italian and nothing over 5 hrs of driving a day",
     {"visit_cities": ["Bozeman"], "cuisine": ["American", "Mediterranean", "Italian"], "max_driving_hours": 5.0}),
    ("old faithful and the grizzly center, plus rooms rated 4+",
     {"must_see": ["Old Faithful", "Grizzly & Wolf Discovery Center"], "min_stay_rating": 4.0}),
    ("a cabin with a wood stove", "named: amenities"),
    ("mountain views from the room", "named: looks out on"),
    ("horseback riding", "named: horseback"),
    ("we're retired teachers", {}),
    ("big sky country baby", {}),
    ("ideally no flights before 9am", {"flight_times": [window(depart_from="09:00")]}),
])

CORPORA = ((DETROIT, DETROIT_CORPUS), (MIAMI, MIAMI_CORPUS), (VEGAS, VEGAS_CORPUS), (NOLA, NOLA_CORPUS),
           (MINNESOTA, MINNESOTA_CORPUS), (MONTANA, MONTANA_CORPUS))

# Budgets said in other forms beside the wishes: (request text, the budget it must read, or "refused").
NO_BUDGET = "Plan a 3-day trip from Seattle to Las Vegas for 1 person, March 4 to 6, 2022. "
BUDGETS: list[tuple[str, float | str]] = [
    (NO_BUDGET + "budget 2.5k all in", 2500.0),
    (NO_BUDGET + "i can spend about 1800 bucks total", 1800.0),
    (NO_BUDGET + "budget's 1800 usd", 1800.0),
    (NO_BUDGET + "eighteen hundred dollars for everything", 1800.0),
    (NO_BUDGET + "my budget is $1.8k", 1800.0),
    (NO_BUDGET + "budget: 1,800, no repeating restaurants", 1800.0),
    (NO_BUDGET + "budget 2000, wait no, 1800", 1800.0),
    (VEGAS + "the $1,800 includes flights", 1800.0),
]

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: list[str] = [
    # read as a cafe wished, the name not named: a restaurant the data lacks, in lower case, holding a cuisine's word
    # ("cafe du monde"): the cuisine reader takes "cafe", and no reader marks the rest as a name
    "cafe du monde for coffee",
    # ("the fish house looks good" was named, not read; read since the twenty-seventh set: how a name sounds after it
    # says it is one, ``said_alone_stands._SAID_SO_LOWER``)
    # dropped in silence: the trip told by car ("we're driving up from memphis") is no decision to drive, as "we are
    # driving out to Denver" is none (domain/constraints/transportation.py, test_negation_words.py): no rule, and no
    # naming either
    "we're driving up from memphis",
    # named, not talk: what the party will not do that no plan holds anyway ("no gambling plans, just sightseeing")
    "no gambling plans, just sightseeing",
]
# Of them, the wishes read as nothing and named nowhere (dropped in silence): none may be.
KNOWN_SILENT: list[str] = ["we're driving up from memphis"]
# Budget texts read otherwise than expected.
KNOWN_BUDGET_GAPS: list[str] = []


def test_the_fourteenth_held_out_corpus_reads_as_written(sandbox):
    tally = score(CORPORA, sandbox)
    missed = sorted(tally["wrongly read"] + tally["false alarm"])
    assert sum(len(v) for v in tally.values()) >= 250 and missed == sorted(KNOWN_GAPS)


def test_no_wish_of_the_fourteenth_corpus_is_dropped_in_silence(sandbox):
    assert sorted(dropped(CORPORA, sandbox)) == sorted(KNOWN_SILENT)


def test_the_fourteenth_budget_forms_read_as_written(sandbox):
    missed = sorted(text for text, expected in BUDGETS if budget_read(text, sandbox) != expected)
    assert missed == sorted(KNOWN_BUDGET_GAPS)
