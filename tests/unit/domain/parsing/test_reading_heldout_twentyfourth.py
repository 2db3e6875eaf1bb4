"""A twenty-fourth held-out corpus of wishes, written and scored before any fix made for it (issue 38: every wish the
data can answer is read, every one it cannot is named, never dropped in silence, and a legitimate text never refused).

Written by helper WISH24 after the twenty-third set was fixed against, on seven trips of the public splits no earlier
wish set used as a base (three cities of Michigan from Marquette for five with children, three cities of Colorado from
Indianapolis for five with pets in an entire home, two cities of Pennsylvania from Nashville for six in an entire home,
two cities of Montana from Santa Ana for one, two cities of Florida from Cleveland for six with pets in an entire home
who will not drive, three cities of Texas from Monterey for four, two cities of New York from Asheville for two), each
in the plain shape of the earlier sets' bases with what a traveller adds to it, said as travellers say them: terse and
chatty, typos ("kalamazo", "denvr", "harrisburgh", "bozman", "key wset", "san antonoi", "bufallo"), abbreviations and
lower-case names ("pgh", "philly", "co springs", "corpus", "nyc", "cheyenne mtn zoo", "eastern state pen", "the mutter
museum", "dominos", "mcguires", "qds"), several wishes in one sentence ("denver plus colorado springs", "skip scranton &
johnstown", "potter park zoo + impression 5"); rated stays and restaurants, nightly caps per house and per person
("$80 per person a night max", "125 pp a night max"), meal caps, cuisines the data has and lacks (pasties, green chile,
cheesesteaks, pierogies, huckleberry, cuban sandwiches, brisket, ramen, a garbage plate), sights and restaurants named
loosely ("the ford museum in grand rapids", "seven falls in co springs", "zoo tampa", "the butterfly conservatory in
key west", "the missions in san antonio", "raglan road pub in colorado springs", "famous daves bbq in traverse city")
and ones the data lacks ("sleeping bear dunes", "red rocks amphitheatre", "hersheypark", "epcot", "magnolia market",
"the guggenheim"), the order of a tour's cities ("start in grand rapids", "end in philly", "houston last"), flight
windows ("leave marquette after 9am", "fly home in the evening pls", "only morning flights", "no flights that land
after 11pm please", "leave asheville after 10"), flight and driving hours ("max 4 hrs/day driving", "2 hrs a day
driving max"), paces, room types, parties ("4 adults and 2 toddlers", "just me and my dog", "me and my husband plus our
baby"), house rules allowed and forbidden, modes the data lacks (Amtrak, a Megabus, a Greyhound, an RV); what the data
cannot say (a crib, a fenced yard, a fireplace, wifi, a screened porch, a hotel gym, late check-out) and near misses
that name a city, a team or a song and ask for nothing ("go blue lol", "rocky mountain high!", "my grandma is from
scranton", "we're huge harry potter nerds"). 90 wishes of the first draft were found word for word in earlier tests and
were written again in other words before the HEAD figures below; none of the set's texts is in an earlier test (the
soft wishes' single words "lighthouse", "museum", "beach" and the cities of the order rules apart). Scored as the
twenty-third set is, with the same helpers (tests/support/reading_scoring.py, tests/support/leftover_scoring.py,
tests/support/wish_sets.py).

HEAD figures (da2b6f0, the pristine copy, before any fix for this set), of 328 wishes, as first written: read right
274, named 32, wrongly read 22, false alarm 0, dropped in silence 2; budget texts 14 of 14; mixed 8 of 9; soft 7 of 7;
reasons 4 of 7. As finally written (three expectations corrected after scoring, each marked below): read right 276,
named 33, wrongly read 19, false alarm 0, dropped in silence 2 ("denver plus colorado springs", "dominos is a hard
pass"); budget texts 14 of 14; mixed 8 of 9; soft 7 of 7; reasons 4 of 7 ("an rv would be fun for the kids" dropped in
silence, "grandpa needs a mobility scooter" named without its scooter, "i have a bad heart" named for accessibility).
Worst on HEAD besides the silent two: "pizza hut never" read as pizza wanted; "co springs for sure" refused as a sight
the data lacks; "max 4 hrs/day driving" and "2 hrs a day driving max" refused as driving limits not understood.

After the fixes made for it (helper WISH24, with the other helpers' changes of the stop in the tree): read right 289,
named 33, wrongly read 6 (``KNOWN_GAPS``, each with why), false alarm 0, none dropped in silence; budget texts 14 of
14; mixed 8 of 9; soft 7 of 7; reasons 6 of 7. Causes fixed: a restaurant's name in lower case with its verdict after
it ("dominos is a hard pass": ``said_alone_stands._SAID_SO_LOWER``); "plus" joins a list of the trip's cities
(``visit_cities._JOINING``); a driving limit with "/day" or "a day" between its hours and the driving
(``driving_hours._A_DAY_OF``); a home on wheels (an RV, a motorhome, a camper van) is a mode the data lacks, named for
the modes (``transportation.LACKING_MODE_SAID``, ``_MISSING_MODE``); a sight's name running two capitalised words
together is said apart ("zoo tampa" for ZooTampa at Lowry Park: ``said_alone_keys._camel_apart``); a sight or a
restaurant said by some of its name's words with its city after it, that city's one name holding them in order, opening
or closing it, or its kind alone where the name is its city's and its kind (``said_in_city``, new: "the ford museum in
grand rapids", "the missions in san antonio", "raglan road pub in colorado springs", and the twenty-third set's "the zoo
in san diego"); "a ... boat trip" of a sight said in short (``said_alone_stands.TOURED``); a mobility scooter named
whole (``parsing.cannot_say``); "CO Springs", "Colo Springs" and "Corpus" as short names of Colorado Springs and Corpus
Christi (``text.city_names.CITY_ALIASES``). The seventeenth set's "dominos is a no" reads since.
Stop 77 (issue 38): a cuisine said at every meal of a kind is kept at every such meal (docs/vocabulary-meals-sights.md),
so "mexican food at every meal" (Mexican at every breakfast, lunch and dinner) now reads so, where the set expected the
"every" named as not kept (each marked below).
"""

from __future__ import annotations

from tests.support.leftover_scoring import want
from tests.support.reading_scoring import every_meal, order, pace, window, with_own
from tests.support.wish_sets import WishSet, wish_set

RED_EYE = window(depart_from="05:00", depart_until="20:59", arrive_until="23:59")

# Request texts: trips of the public splits in the plain shape of the earlier sets' bases.
MICHIGAN = ("Plan a 7-day trip from Marquette to 3 cities in Michigan for 5 people, March 6 to 12, 2022, with a budget "
            "of $14,600. We're bringing children under 10. ")
COLORADO = ("Plan a 7-day trip from Indianapolis to 3 cities in Colorado for 5 people, March 11 to 17, 2022, with a "
            "budget of $15,100. We're bringing pets, and we'd like an entire home. ")
PENNSYLVANIA = ("Plan a 5-day trip from Nashville to 2 cities in Pennsylvania for 6 people, March 12 to 16, 2022, with a "
                "budget of $15,100. We want an entire home. ")
MONTANA = ("Plan a 5-day trip from Santa Ana to 2 cities in Montana for 1 person, March 6 to 10, 2022, with a budget of "
           "$3,600. ")
FLORIDA = ("Plan a 5-day trip from Cleveland to 2 cities in Florida for 6 people, March 2 to 6, 2022, with a budget of "
           "$13,900. We're bringing pets, we need an entire home, and we won't drive ourselves. ")
TEXAS = ("Plan a 7-day trip from Monterey to 3 cities in Texas for 4 people, March 9 to 15, 2022, with a budget of "
         "$15,600. ")
NEW_YORK = ("Plan a 5-day trip from Asheville to 2 cities in New York for 2 people, March 13 to 17, 2022, with a budget "
            "of $4,700. ")
# What each request asks by itself, kept beside every wish appended to it.
MICHIGAN_OWN = {"house_rule": "children under 10"}
COLORADO_OWN = {"house_rule": "pets", "room_type": "entire room"}
PENNSYLVANIA_OWN = {"room_type": "entire room"}
FLORIDA_OWN = {"house_rule": "pets", "room_type": "entire room", "transportation": "no self-driving"}

# (wish, the local constraints it adds to the request's own) or (wish, "named: <words the naming holds>")
MICHIGAN_CORPUS = with_own(MICHIGAN_OWN, [
    ("grand rapids + detroit", {"visit_cities": ["Grand Rapids", "Detroit"]}),
    ("traverse city is a must", {"visit_cities": ["Traverse City"]}),
    ("not detroit, sorry", {"avoid_cities": ["Detroit"]}),
    ("skip saginaw n lansing", {"avoid_cities": ["Saginaw", "Lansing"]}),
    ("kalamazo pls", {"visit_cities": ["Kalamazoo"]}),
    ("start in grand rapids", order("Grand Rapids", 1)),
    ("john ball zoo for the kids", {"must_see": ["John Ball Zoo"]}),
    ("meijer gardens pls", {"must_see": ["Frederik Meijer Gardens & Sculpture Park"]}),
    ("the ford museum in grand rapids", {"must_see": ["The Gerald R. Ford Presidential Museum"]}),
    ("the motown museum!!", {"must_see": ["Motown Museum"]}),
    ("detroit institute of arts is a must", {"must_see": ["Detroit Institute of Arts"]}),
    ("the air zoo museum in kalamazoo", {"must_see": ["Air Zoo Aerospace & Science Museum"]}),
    ("uss silversides sub in muskegon", {"must_see": ["USS Silversides Submarine Museum"]}),
    ("michigans adventure", {"must_see": ["Michigan's Adventure"]}),
    ("potter park zoo + impression 5", {"must_see": ["Potter Park Zoo", "Impression 5 Science Center"]}),
    ("the worlds largest cherry pie pan lol", {"must_see": ["World's Largest Cherry Pie Pan"]}),
    ("no detroit zoo", {"avoid_sights": ["Detroit Zoo"]}),
    ("skip the selfie factory", {"avoid_sights": ["Love Your Selfie Factory"]}),
    ("the sleeping bear dunes hike", "named: sleeping bear"),
    ("catch a tigers game", "named: tigers"),
    ("famous daves bbq in traverse city", {"eat_at": ["Famous Dave's"]}),
    ("the grand marlin one night", {"eat_at": ["The Grand Marlin"]}),
    ("hueys on the river", {"eat_at": ["Huey's On The River"]}),
    ("no mcdonalds pls", {"avoid_restaurants": ["McDonald's"]}),
    ("skip taco bell", {"avoid_restaurants": ["Taco Bell"]}),
    ("chinese or mexican", {"cuisine": ["Chinese", "Mexican"]}),
    ("indian food, no", {"avoid_cuisines": ["Indian"]}),
    ("bakeries for breakfast", {"more_cuisines": ["Bakery"]}),
    ("pasties in the UP", "named: pasties"),
    ("meals under $20 a person pls", {"max_meal_cost": 20.0}),
    ("places to eat rated 4+ only", {"min_rating": 4.0}),
    ("stays 4 stars or better", {"min_stay_rating": 4.0}),
    ("no more than $400/night", {"max_night_price": 400.0}),
    ("$80 per person a night max", {"max_night_price_per_person": 80.0}),
    ("leave marquette after 9am", {"flight_times": [window(leg="outbound", depart_from="09:00")]}),
    ("no red-eyes plz", {"flight_times": [RED_EYE]}),
    ("flight home after 1pm", {"flight_times": [window(leg="return", depart_from="13:00")]}),
    ("max 3 hrs behind the wheel per day", {"max_driving_hours": 3.0}),
    ("two sights a day at most, the kids get tired", pace(most=2)),
    ("we want the whole house to ourselves", {"room_type": "entire room"}),
    ("plus our cat", {"more_house_rules": ["pets"]}),
    ("need a crib in the rental", "named: crib"),
    ("grand rapids, pizza and under $400 a night",
     {"visit_cities": ["Grand Rapids"], "more_cuisines": ["Pizza"], "max_night_price": 400.0}),
    ("go blue lol", {}),
    ("the kids are 4, 6 and 9", {}),
])

COLORADO_CORPUS = with_own(COLORADO_OWN, [
    ("denver plus colorado springs", {"visit_cities": ["Denver", "Colorado Springs"]}),
    ("durango has to be one", {"visit_cities": ["Durango"]}),
    ("no alamosa thx", {"avoid_cities": ["Alamosa"]}),
    ("skip gunnison and grand junction", {"avoid_cities": ["Gunnison", "Grand Junction"]}),
    ("co springs for sure", {"visit_cities": ["Colorado Springs"]}),
    ("denvr, def", {"visit_cities": ["Denver"]}),
    ("denver first", order("Denver", 1)),
    ("garden of the gods at least once", {"must_see": ["Garden of the Gods"]}),
    ("the cheyenne mtn zoo", {"must_see": ["Cheyenne Mountain Zoo"]}),
    ("the denver art museum", {"must_see": ["Denver Art Museum"]}),
    # corrected after scoring: the data's name is "Meow Wolf Denver | Convergence Station" (one row); first written as
    # its first part
    ("meow wolf!!", {"must_see": ["Meow Wolf Denver | Convergence Station"]}),
    ("molly brown's house", {"must_see": ["Molly Brown House Museum"]}),
    ("ride the narrow gauge railroad in durango", {"must_see": ["Durango & Silverton Narrow Gauge Railroad"]}),
    ("seven falls in co springs", {"must_see": ["The Broadmoor Seven Falls"]}),
    ("manitou cliff dwellings + balanced rock", {"must_see": ["Manitou Cliff Dwellings", "Balanced Rock"]}),
    ("black canyon of the gunnison np", {"must_see": ["Black Canyon of the Gunnison National Park"]}),
    ("the big blue bear statue", {"must_see": ["Big Blue Bear"]}),
    ("elitch gardens, no", {"avoid_sights": ["Elitch Gardens"]}),
    ("not the selfie museum in denver", {"avoid_sights": ["Denver Selfie Museum"]}),
    ("red rocks amphitheatre", "named: red rocks"),
    ("pikes peak summit", "named: pikes"),
    ("raglan road pub in colorado springs", {"eat_at": ["Raglan Road Irish Pub and Restaurant"]}),
    ("sushi masa in co springs", {"eat_at": ["Sushi Masa"]}),
    ("the urban socialite for dinner", {"eat_at": ["The Urban Socialite"]}),
    ("dominos is a hard pass", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("mexican + italian", {"cuisine": ["Mexican", "Italian"]}),
    ("no seafood, landlocked lol", {"avoid_cuisines": ["Seafood"]}),
    ("bbq pls", {"more_cuisines": ["BBQ"]}),
    ("green chile w/ everything", "named: chile"),
    ("meals $35 or less per person", {"max_meal_cost": 35.0}),
    ("restaurant ratings 4.5+", {"min_rating": 4.5}),
    ("stays 4.5 and up", {"min_stay_rating": 4.5}),
    ("under $600 a night", {"max_night_price": 600.0}),
    ("max 120 per person per night", {"max_night_price_per_person": 120.0}),
    ("leave indianapolis after 10am", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("fly home in the evening pls", {"flight_times": [window(leg="return", depart_from="18:00", depart_until="23:59")]}),
    ("no flights leaving before 7am for us", {"flight_times": [window(depart_from="07:00")]}),
    ("flights no longer than 3 hrs", {"max_flight_hours": 3.0}),
    ("max 5 hrs of driving per day, the dogs get restless", {"max_driving_hours": 5.0}),
    ("one or two sights a day, not more", pace(most=2, least=1)),
    ("and 2 kids under 10", {"more_house_rules": ["children under 10"]}),
    ("no smoking homes pls", {"stay_forbids": ["smoking"]}),
    ("a fenced yard for the dogs", "named: yard"),
    ("garden of the gods, mexican, max $600/night",
     {"must_see": ["Garden of the Gods"], "cuisine": ["Mexican"], "max_night_price": 600.0}),
    ("rocky mountain high!", {}),
    ("our dogs are huskies", {}),
])

PENNSYLVANIA_CORPUS = with_own(PENNSYLVANIA_OWN, [
    ("philly and pittsburgh", {"visit_cities": ["Philadelphia", "Pittsburgh"]}),
    ("pgh for sure", {"visit_cities": ["Pittsburgh"]}),
    ("no erie", {"avoid_cities": ["Erie"]}),
    ("skip scranton & johnstown", {"avoid_cities": ["Scranton", "Johnstown"]}),
    ("state college has to be one", {"visit_cities": ["State College"]}),
    ("harrisburgh", {"visit_cities": ["Harrisburg"]}),
    ("end in philly", order("Philadelphia", -1)),
    ("liberty bell, obviously", {"must_see": ["Liberty Bell"]}),
    ("the rocky statue!!", {"must_see": ["Rocky Statue"]}),
    ("eastern state pen, spooky", {"must_see": ["Eastern State Penitentiary"]}),
    ("the barnes foundation for the art", {"must_see": ["Barnes Foundation"]}),
    ("andy warhol museum in pgh", {"must_see": ["The Andy Warhol Museum"]}),
    ("phipps conservatory + the national aviary", {"must_see": ["Phipps Conservatory and Botanical Gardens",
                                                               "National Aviary"]}),
    ("randyland!!", {"must_see": ["Randyland"]}),
    ("the franklin institute, a must", {"must_see": ["The Franklin Institute"]}),
    ("the mutter museum, so weird", {"must_see": ["The Mütter Museum at The College of Physicians of Philadelphia"]}),
    # corrected after scoring: children said to come ask for a stay that allows them, as the twenty-third set's "mardi
    # gras world for the kids"; first written as the sight alone
    ("kennywood for the big kids", {"must_see": ["Kennywood"], "house_rule": "children under 10"}),
    ("the betsy ross house", {"must_see": ["Betsy Ross House"]}),
    ("skip the magic gardens", {"avoid_sights": ["Philadelphia's Magic Gardens"]}),
    ("not the cathedral of learning", {"avoid_sights": ["Cathedral of Learning"]}),
    ("hersheypark", "named: hershey"),
    ("a steelers game if there's one", "named: steelers"),
    ("lunch at reading terminal market", "named: reading terminal"),
    ("burger factory in pgh", {"eat_at": ["Burger Factory"]}),
    ("beijing cafe once", {"eat_at": ["Beijing Cafe"]}),
    ("hong kong cafe in philly", {"eat_at": ["Hong Kong Cafe"]}),
    ("skip costa coffee", {"avoid_restaurants": ["Costa Coffee"]}),
    ("cheesesteaks!!", "named: cheesesteak"),
    ("pierogies", "named: pierogi"),
    ("french & italian", {"cuisine": ["French", "Italian"]}),
    ("bakery stops", {"more_cuisines": ["Bakery"]}),
    ("no fast food whatsoever", {"avoid_cuisines": ["Fast Food"]}),
    ("meals under 40/person", {"max_meal_cost": 40.0}),
    ("only restaurants with 4 stars or more pls", {"min_rating": 4.0}),
    ("homes rated 4+", {"min_stay_rating": 4.0}),
    ("no more than 1000 per night", {"max_night_price": 1000.0}),
    ("$150 per head per night tops", {"max_night_price_per_person": 150.0}),
    ("leave nashville after 11am", {"flight_times": [window(leg="outbound", depart_from="11:00")]}),
    ("land back in nashville by 10pm", {"flight_times": [window(leg="return", arrive_until="22:00")]}),
    ("no overnight flights at all", {"flight_times": [RED_EYE]}),
    ("we can drive but 6 hrs max a day", {"max_driving_hours": 6.0}),
    ("3 things daily max", pace(most=3)),
    ("2 of us are kids, 5 and 7", {"house_rule": "children under 10"}),
    ("we're bringing our golden retriever", {"house_rule": "pets"}),
    ("a place where we can throw a small party", {"house_rule": "parties"}),
    ("a fireplace", "named: fireplace"),
    ("philly, the liberty bell and no fast food",
     {"visit_cities": ["Philadelphia"], "must_see": ["Liberty Bell"], "avoid_cuisines": ["Fast Food"]}),
    ("go birds lol", {}),
    ("my grandma is from scranton", {}),
])

MONTANA_CORPUS = [
    ("bozeman + missoula", {"visit_cities": ["Bozeman", "Missoula"]}),
    ("kalispell for sure", {"visit_cities": ["Kalispell"]}),
    ("not billings", {"avoid_cities": ["Billings"]}),
    ("skip helena and great falls", {"avoid_cities": ["Helena", "Great Falls"]}),
    ("west yellowstone has to be one", {"visit_cities": ["West Yellowstone"]}),
    ("bozman", {"visit_cities": ["Bozeman"]}),
    ("start in bozeman", order("Bozeman", 1)),
    ("old faithful!!", {"must_see": ["Old Faithful"]}),
    ("the museum of the rockies", {"must_see": ["Museum of the Rockies"]}),
    ("grizzly and wolf discovery center", {"must_see": ["Grizzly & Wolf Discovery Center"]}),
    ("the conrad mansion", {"must_see": ["Conrad Mansion Museum"]}),
    ("zoomontana in billings", {"must_see": ["ZooMontana"]}),
    ("giant springs in great falls", {"must_see": ["Giant Springs State Park"]}),
    ("the c m russell museum", {"must_see": ["C. M. Russell Museum"]}),
    ("a gates of the mountains boat trip", {"must_see": ["Gates of the Mountains"]}),
    ("pictograph cave", {"must_see": ["Pictograph Cave State Park"]}),
    ("morning glory pool + gibbon falls", {"must_see": ["Morning Glory Pool", "Gibbon Falls"]}),
    ("not the giant screen theatre", {"avoid_sights": ["Yellowstone Giant Screen Theatre"]}),
    ("skip splash montana", {"avoid_sights": ["Splash Montana"]}),
    ("a day at glacier national park", "named: glacier"),
    ("big sky resort", "named: big sky"),
    ("mcguires irish pub in bozeman", {"eat_at": ["McGuire's Irish Pub & Brewery"]}),
    ("oh buoy one night", {"eat_at": ["Oh Buoy"]}),
    ("cafe lota in missoula", {"eat_at": ["Cafe Lota"]}),
    ("holy smoke in billings", {"eat_at": ["Holy Smoke"]}),
    ("not the manhattan fish market pls", {"avoid_restaurants": ["The Manhattan FISH MARKET"]}),
    ("mexican or american food", {"cuisine": ["Mexican", "American"]}),
    ("chinese food no thanks", {"avoid_cuisines": ["Chinese"]}),
    ("cafes in the mornings", {"more_cuisines": ["Cafe"]}),
    ("huckleberry everything", "named: huckleberry"),
    ("meals < $25", {"max_meal_cost": 25.0}),
    ("restaurants 4.0 or higher", {"min_rating": 4.0}),
    ("stays rated 4 or up", {"min_stay_rating": 4.0}),
    ("under $180 a night", {"max_night_price": 180.0}),
    ("leave santa ana after 8am", {"flight_times": [window(leg="outbound", depart_from="08:00")]}),
    ("back home by 11pm", {"flight_times": [window(leg="return", arrive_until="23:00")]}),
    ("only morning flights", {"flight_times": [window(depart_from="05:00", depart_until="11:59")]}),
    ("no flight over 4 hours long", {"max_flight_hours": 4.0}),
    ("i'll rent a car, max 4 hrs/day driving", {"max_driving_hours": 4.0}),
    ("at least 2 sights a day, i want to see it all", pace(least=2)),
    ("my own room, not shared", {"room_type": "not shared room"}),
    ("just me and my dog", {"house_rule": "pets"}),
    ("wifi for remote work", "named: wifi"),
    ("bozeman, old faithful, under 180/night",
     {"visit_cities": ["Bozeman"], "must_see": ["Old Faithful"], "max_night_price": 180.0}),
    ("first solo trip ever!!", {}),
    ("i've always wanted to see montana", {}),
]

FLORIDA_CORPUS = with_own(FLORIDA_OWN, [
    ("orlando and tampa", {"visit_cities": ["Orlando", "Tampa"]}),
    ("miami has to be one", {"visit_cities": ["Miami"]}),
    ("no pensacola", {"avoid_cities": ["Pensacola"]}),
    ("skip jacksonville + tallahassee", {"avoid_cities": ["Jacksonville", "Tallahassee"]}),
    ("fort myers for sure", {"visit_cities": ["Fort Myers"]}),
    ("key wset", {"visit_cities": ["Key West"]}),
    ("finish in miami", order("Miami", -1)),
    ("the edison ford estates", {"must_see": ["Edison & Ford Winter Estates"]}),
    ("hogsmeade!!", {"must_see": ["The Wizarding World of Harry Potter - Hogsmeade"]}),
    ("crayola experience in orlando", {"must_see": ["Crayola Experience Orlando"]}),
    ("zoo tampa", {"must_see": ["ZooTampa at Lowry Park"]}),
    ("the truman little white house", {"must_see": ["Truman Little White House"]}),
    ("jungle island in miami", {"must_see": ["Jungle Island"]}),
    ("the ybor city museum", {"must_see": ["Ybor City Museum State Park"]}),
    ("manatee park in fort myers", {"must_see": ["Manatee Park"]}),
    ("the butterfly conservatory in key west", {"must_see": ["The Key West Butterfly and Nature Conservatory"]}),
    ("no ripleys", {"avoid_sights": ["Ripley's Believe It or Not!"]}),
    ("skip the wonderworks", {"avoid_sights": ["WonderWorks Orlando"]}),
    ("epcot pls", "named: epcot"),
    ("lightning game at amalie", "named: lightning"),
    ("clearwater beach", "named: clearwater"),
    ("abs absolute barbecues in miami", {"eat_at": ["AB's Absolute Barbecues"]}),
    ("butterburrs in tampa", {"eat_at": ["Butterburrs"]}),
    ("cafetorium one night", {"eat_at": ["Cafetorium"]}),
    ("pizza hut never", {"avoid_restaurants": ["Pizza Hut"]}),
    ("a cuban sandwich in tampa", "named: cuban"),
    ("seafood + desserts", {"more_cuisines": ["Seafood", "Desserts"]}),
    ("italian, mexican or chinese", {"cuisine": ["Italian", "Mexican", "Chinese"]}),
    ("no bbq places", {"avoid_cuisines": ["BBQ"]}),
    ("meals under $45 each", {"max_meal_cost": 45.0}),
    ("restaurants rated 3.5+ pls", {"min_rating": 3.5}),
    ("rentals 4 stars up", {"min_stay_rating": 4.0}),
    ("$1,100 a night max", {"max_night_price": 1100.0}),
    ("under 200 per person nightly", {"max_night_price_per_person": 200.0}),
    ("leave cleveland after 7am", {"flight_times": [window(leg="outbound", depart_from="07:00")]}),
    ("return flight in the morning", {"flight_times": [window(leg="return", depart_from="05:00",
                                                              depart_until="11:59")]}),
    ("no flights that land after 11pm please", {"flight_times": [window(arrive_until="23:00")]}),
    ("keep flights under 3 hours", {"max_flight_hours": 3.0}),
    ("4 sights max per day, we like to move", pace(most=4)),
    ("4 adults and 2 toddlers", {"more_house_rules": ["children under 10"]}),
    ("we'll have guests over one night", {"more_house_rules": ["visitors"]}),
    ("a screened porch", "named: porch"),
    ("tampa, zoo tampa and seafood",
     {"visit_cities": ["Tampa"], "must_see": ["ZooTampa at Lowry Park"], "more_cuisines": ["Seafood"]}),
    ("we're huge harry potter nerds", {}),
    ("escaping the ohio winter!", {}),
])

TEXAS_CORPUS = [
    ("houston, san antonio and corpus christi", {"visit_cities": ["Houston", "San Antonio", "Corpus Christi"]}),
    ("waco has to be one", {"visit_cities": ["Waco"]}),
    ("no el paso pls", {"avoid_cities": ["El Paso"]}),
    ("skip laredo and brownsville", {"avoid_cities": ["Laredo", "Brownsville"]}),
    ("corpus for sure", {"visit_cities": ["Corpus Christi"]}),
    ("san antonoi", {"visit_cities": ["San Antonio"]}),
    ("houston last", order("Houston", -1)),
    ("the uss lexington", {"must_see": ["USS Lexington"]}),
    ("the selena museum in corpus", {"must_see": ["Selena Museum"]}),
    ("texas state aquarium", {"must_see": ["Texas State Aquarium"]}),
    ("dr pepper museum in waco", {"must_see": ["Dr Pepper Museum"]}),
    ("the waco mammoth site", {"must_see": ["Waco Mammoth National Monument"]}),
    ("cameron park zoo", {"must_see": ["Cameron Park Zoo"]}),
    ("the texas ranger museum", {"must_see": ["Texas Ranger Hall of Fame & Museum"]}),
    ("the missions in san antonio", {"must_see": ["San Antonio Missions National Historical Park"]}),
    ("natural bridge caverns!!", {"must_see": ["Natural Bridge Caverns"]}),
    ("the houston museum of natural science", {"must_see": ["Houston Museum of Natural Science"]}),
    ("the beer can house, weird", {"must_see": ["Beer Can House"]}),
    ("skip seaworld san antonio", {"avoid_sights": ["SeaWorld San Antonio"]}),
    ("not the houston zoo", {"avoid_sights": ["Houston Zoo"]}),
    ("magnolia market", "named: magnolia"),
    ("spurs game at the frost bank center", "named: spurs"),
    ("the boozy cow for dinner", {"eat_at": ["The Boozy Cow"]}),
    ("cafe le rue in san antonio", {"eat_at": ["Cafe Le Rue @ The Landings"]}),
    ("roseleaf bar cafe", {"eat_at": ["Roseleaf Bar Cafe"]}),
    ("pebble street in houston", {"eat_at": ["Pebble Street"]}),
    ("subway is a hard no", {"avoid_restaurants": ["Subway"]}),
    ("mexican & indian", {"cuisine": ["Mexican", "Indian"]}),
    ("no french", {"avoid_cuisines": ["French"]}),
    ("bbq & seafood pls", {"more_cuisines": ["BBQ", "Seafood"]}),
    ("brisket brisket brisket", "named: brisket"),
    ("meals no more than $30 pp", {"max_meal_cost": 30.0}),
    ("restaurants rated 4.2 or higher only", {"min_rating": 4.2}),
    ("hotels 3.5 stars minimum", {"min_stay_rating": 3.5}),
    ("$350/night cap", {"max_night_price": 350.0}),
    ("100 per person per night", {"max_night_price_per_person": 100.0}),
    ("leave monterey after noon", {"flight_times": [window(leg="outbound", depart_from="12:00")]}),
    ("want to be home by 7pm", {"flight_times": [window(leg="return", arrive_until="19:00")]}),
    ("no flights before 9am, we sleep in", {"flight_times": [window(depart_from="09:00")]}),
    ("4 hr flights max", {"max_flight_hours": 4.0}),
    ("driving max 3 hrs per day", {"max_driving_hours": 3.0}),
    ("2 to 4 things a day", pace(most=4, least=2)),
    ("we have a 3-year-old", {"house_rule": "children under 10"}),
    ("no pets at the rentals, allergies", {"stay_forbids": ["pets"]}),
    ("private rooms are ok but nothing shared", {"room_type": "not shared room"}),
    ("a hotel gym", "named: gym"),
    ("corpus christi, the uss lexington and seafood",
     {"visit_cities": ["Corpus Christi"], "must_see": ["USS Lexington"], "more_cuisines": ["Seafood"]}),
    ("first time in texas y'all", {}),
    ("we're from the california coast", {}),
]

NEW_YORK_CORPUS = [
    ("nyc + rochester", {"visit_cities": ["New York", "Rochester"]}),
    ("buffalo has to be one", {"visit_cities": ["Buffalo"]}),
    ("no albany thx", {"avoid_cities": ["Albany"]}),
    ("skip islip and white plains", {"avoid_cities": ["Islip", "White Plains"]}),
    ("bufallo", {"visit_cities": ["Buffalo"]}),
    ("start in buffalo", order("Buffalo", 1)),
    ("the george eastman museum", {"must_see": ["George Eastman Museum"]}),
    ("seneca park zoo", {"must_see": ["Seneca Park Zoo"]}),
    ("the one world observatory", {"must_see": ["One World Observatory"]}),
    ("summit one vanderbilt!!", {"must_see": ["SUMMIT One Vanderbilt"]}),
    ("tenement museum pls", {"must_see": ["Tenement Museum"]}),
    ("radio city", {"must_see": ["Radio City Music Hall"]}),
    ("canalside in buffalo", {"must_see": ["Canalside"]}),
    ("the buffalo naval park", {"must_see": ["Buffalo Naval Park"]}),
    ("frank lloyd wrights martin house", {"must_see": ["Frank Lloyd Wright's Martin House"]}),
    ("the susan b anthony house", {"must_see": ["Susan B. Anthony Museum & House"]}),
    ("high falls in rochester", {"must_see": ["High Falls"]}),
    ("skip the flatiron", {"avoid_sights": ["Flatiron Building"]}),
    ("not the buffalo zoo", {"avoid_sights": ["The Buffalo Zoo"]}),
    ("a knicks game", "named: knicks"),
    ("the guggenheim", "named: guggenheim"),
    ("big fish eatery in buffalo", {"eat_at": ["Big Fish Eatery"]}),
    ("the zuree urban kitchen", {"eat_at": ["The Zuree Urban Kitchen"]}),
    ("qds restaurant in nyc", {"eat_at": ["QD's Restaurant"]}),
    ("no dominos at all", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("chinese & american", {"cuisine": ["Chinese", "American"]}),
    ("mexican food nope", {"avoid_cuisines": ["Mexican"]}),
    ("pizza, obviously", {"more_cuisines": ["Pizza"]}),
    ("a garbage plate in rochester", "named: garbage plate"),
    ("a good ramen spot", "named: ramen"),
    ("meals under $50 pp", {"max_meal_cost": 50.0}),
    ("restaurants 4.3+", {"min_rating": 4.3}),
    ("hotels 4 stars and up only", {"min_stay_rating": 4.0}),
    ("below $250 a night", {"max_night_price": 250.0}),
    ("125 pp a night max", {"max_night_price_per_person": 125.0}),
    ("leave asheville after 10", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("afternoon flight home pls", {"flight_times": [window(leg="return", depart_from="12:00", depart_until="17:59")]}),
    ("no red eyes thx", {"flight_times": [RED_EYE]}),
    ("no flights over 2.5 hours long", {"max_flight_hours": 2.5}),
    ("2 hrs a day driving max", {"max_driving_hours": 2.0}),
    ("a slow pace, 1-2 sights a day", pace(most=2, least=1)),
    # corrected after scoring: a party counted with its baby against the stated count is asked, by design (the
    # nineteenth and twenty-second request sets' "2 ppl + baby": the baby may be among the 2); first written as read
    ("me and my husband plus our baby", "named: contradict"),
    ("both of us smoke so smoking allowed", {"house_rule": "smoking"}),
    ("a private room for me pls", {"room_type": "private room"}),
    ("late check-out", "named: check"),
    ("nyc, the tenement museum and pizza",
     {"visit_cities": ["New York"], "must_see": ["Tenement Museum"], "more_cuisines": ["Pizza"]}),
    ("new york new york!", {}),
    ("we're so excited for the trip", {}),
]

CORPORA = ((MICHIGAN, MICHIGAN_CORPUS), (COLORADO, COLORADO_CORPUS), (PENNSYLVANIA, PENNSYLVANIA_CORPUS),
           (MONTANA, MONTANA_CORPUS), (FLORIDA, FLORIDA_CORPUS), (TEXAS, TEXAS_CORPUS), (NEW_YORK, NEW_YORK_CORPUS))

# Wishes that read one part and name the other, checked whole: (base, wish, expected outcome).
MIXED: list[tuple[str, str, dict]] = [
    (COLORADO, "garden of the gods and a hot air balloon ride",
     want({**COLORADO_OWN, "must_see": ["Garden of the Gods"]}, "balloon")),
    (PENNSYLVANIA, "the liberty bell and a cheesesteak",
     want({**PENNSYLVANIA_OWN, "must_see": ["Liberty Bell"]}, "cheesesteak")),
    (MONTANA, "old faithful and some fly fishing", want({"must_see": ["Old Faithful"]}, "fishing")),
    (TEXAS, "the alamo and a mariachi show", want({"must_see": ["The Alamo"]}, "mariachi")),
    (NEW_YORK, "the george eastman museum and a broadway show",
     want({"must_see": ["George Eastman Museum"]}, "broadway")),
    (MICHIGAN, "the motown museum and a pistons game", want({**MICHIGAN_OWN, "must_see": ["Motown Museum"]}, "pistons")),
    (FLORIDA, "seaworld orlando and swimming with dolphins",
     want({**FLORIDA_OWN, "must_see": ["SeaWorld Orlando"]}, "dolphin")),
    # stop 77: read at every such meal (was named)
    (TEXAS, "mexican food at every meal", want({"cuisine": ["Mexican"], "meal_wishes": every_meal("Mexican")})),
    (MONTANA, "the museum of the rockies right at opening", want({"must_see": ["Museum of the Rockies"]}, "time")),
]

# A kind of sight said in passing: never refused, never read as a rule, named as a wish the plan cannot promise.
SOFT: list[tuple[str, str, dict]] = [
    (MICHIGAN, "a lighthouse or two would be nice", want(MICHIGAN_OWN, "lighthouse")),
    (COLORADO, "maybe some hiking", want(COLORADO_OWN, "hiking")),
    (PENNSYLVANIA, "a few good museums", want(PENNSYLVANIA_OWN, "museum")),
    (MONTANA, "hot springs if possible", want(None, "hot spring")),
    (FLORIDA, "some time at the beach", want(FLORIDA_OWN, "beach")),
    (TEXAS, "a brewery tour maybe", want(None, "brewer")),
    (NEW_YORK, "a little wine tasting", want(None, "wine")),
]

# Wishes named for a reason: (base, wish, the request's own reading, the wish's word, the reason's word). The naming
# (or a refusal, the house's way for a mode asked for) must hold both, never "no reader understood", and nothing may be
# read from the wish.
MODES = "modes"  # the reason's word: the sandbox's modes between cities
REASONS: list[tuple[str, str, dict, str, str]] = [
    (PENNSYLVANIA, "we'd ride amtrak between the two cities", PENNSYLVANIA_OWN, "amtrak", MODES),
    (NEW_YORK, "a megabus is fine for us", {}, "megabus", MODES),
    (TEXAS, "we'd take a greyhound between cities", {}, "greyhound", MODES),
    (MICHIGAN, "an rv would be fun for the kids", MICHIGAN_OWN, "rv", MODES),
    (COLORADO, "my son uses a wheelchair btw", COLORADO_OWN, "wheelchair", "accessibility"),
    (MONTANA, "i have a bad heart so nothing strenuous", {}, "heart", "health"),
    (FLORIDA, "grandpa needs a mobility scooter", FLORIDA_OWN, "scooter", "accessibility"),
]

# Budgets said in other forms beside the wishes: (request text, the budget it must read, or "refused").
MI_NO_BUDGET = "Plan a 7-day trip from Marquette to 3 cities in Michigan for 5 people, March 6 to 12, 2022"
CO_NO_BUDGET = "Plan a 7-day trip from Indianapolis to 3 cities in Colorado for 5 people, March 11 to 17, 2022"
PA_NO_BUDGET = "Plan a 5-day trip from Nashville to 2 cities in Pennsylvania for 6 people, March 12 to 16, 2022"
MT_NO_BUDGET = "Plan a 5-day trip from Santa Ana to 2 cities in Montana for 1 person, March 6 to 10, 2022"
FL_NO_BUDGET = "Plan a 5-day trip from Cleveland to 2 cities in Florida for 6 people, March 2 to 6, 2022"
TX_NO_BUDGET = "Plan a 7-day trip from Monterey to 3 cities in Texas for 4 people, March 9 to 15, 2022"
NY_NO_BUDGET = "Plan a 5-day trip from Asheville to 2 cities in New York for 2 people, March 13 to 17, 2022"
BUDGETS: list[tuple[str, float | str]] = [
    (MI_NO_BUDGET + ". 14.6k all in", 14600.0),
    (CO_NO_BUDGET + ", $3,020 per person", 15100.0),
    (PA_NO_BUDGET + ". budget ~15.1k", 15100.0),
    (MT_NO_BUDGET + ". 3.6 grand", 3600.0),
    (FL_NO_BUDGET + ". thirteen thousand nine hundred dollars total", 13900.0),
    (TX_NO_BUDGET + ", budget $15.6K", 15600.0),
    (NY_NO_BUDGET + ". $4700 tops", 4700.0),
    (MI_NO_BUDGET + ". we can do $14600", 14600.0),
    (CO_NO_BUDGET + ". budget: 15100 usd", 15100.0),
    (PA_NO_BUDGET + ". 15,100 bucks for all of us", 15100.0),
    (MT_NO_BUDGET + ", spending cap $3,600", 3600.0),
    (FL_NO_BUDGET + ". we have 13,900$", 13900.0),
    (TX_NO_BUDGET + ". 3900 a person", 15600.0),
    (NY_NO_BUDGET + ". budget is forty-seven hundred", 4700.0),
]

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: list[str] = [
    # read as BBQ, the restaurant named nowhere: a restaurant of the trip said with a cuisine it serves after its name
    # (the twenty-third set's "franklin bbq" is one the data lacks); the cuisine's reader takes the word, and a name in
    # lower case stands only where what follows says it is one (``said_alone_stands._SAID_SO_LOWER``)
    "famous daves bbq in traverse city",
    # named as not understood: a line of a song said as a cheer asks for nothing, but no reader knows it is talk
    "rocky mountain high!",
    # ("pizza hut never" reads since helper WISH25: a lower-case name of food words said whole with its verdict is the
    # restaurant, ``said_alone_stands._VERDICT_AFTER``; "pizza hut one night" stays pizza, by design)
    # named: "site" is no word of Waco Mammoth National Monument; a sight by a word its name lacks is a nickname
    "the waco mammoth site",
    # named: "subway" in lower case is the train as often as the chain; its verdict after it rules out neither
    "subway is a hard no",
    # named: two slips off Buffalo ("bufallo"); one slip is read, two would read too many plain words as cities
    "bufallo",
]
# Of them, the wishes read as nothing and named nowhere (dropped in silence): none may be.
KNOWN_SILENT: list[str] = []
# Budget texts read otherwise than expected.
KNOWN_BUDGET_GAPS: list[str] = []
# Mixed, soft and reasoned wishes not read as expected.
# the sight read, "opening" named as not understood where "at a time of day" was expected: a sight's own hours ("right
# at opening") are no time of day the caveats know, and the leftover word is named before them
KNOWN_MIXED_GAPS: list[str] = ["the museum of the rockies right at opening"]
KNOWN_SOFT_GAPS: list[str] = []
# named for accessibility ("nothing strenuous"), not health: "heart" is kept out of the health words, its one-letter
# slips being names the keywords' spelling would correct (``parsing.unanswerable``)
KNOWN_REASON_GAPS: list[str] = ["i have a bad heart so nothing strenuous"]


(test_the_corpus_reads_as_written, test_no_wish_is_dropped_in_silence, test_the_budget_forms_read_as_written,
 test_mixed_wishes_read_one_part_and_name_the_other, test_a_kind_of_sight_said_in_passing_is_named_never_refused,
 test_a_wish_named_for_a_reason_gives_the_reason) = wish_set(WishSet(
    CORPORA, 289, KNOWN_GAPS, BUDGETS, MIXED, SOFT, REASONS, known_silent=KNOWN_SILENT,
    known_budget_gaps=KNOWN_BUDGET_GAPS, known_mixed_gaps=KNOWN_MIXED_GAPS, known_soft_gaps=KNOWN_SOFT_GAPS,
    known_reason_gaps=KNOWN_REASON_GAPS, least_wishes=328))
