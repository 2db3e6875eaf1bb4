"""A nineteenth held-out corpus of wishes, written and scored before any fix made for it (issue 38: every wish the data
can answer is read, every one it cannot is named, never dropped in silence, and a legitimate text never refused).

Written after the eighteenth set was fixed against, on six trips of the public splits no earlier wish set used as its
base (Phoenix from Provo for a couple with a cat, Charleston from New York for a couple, Houston from Santa Ana for a
couple who will not drive, Atlanta from Daytona Beach for three with a child, three cities of Oregon from Oakland for a
couple, two cities of North Carolina from Chicago for a couple who want no shared room), each in the plain shape of the
earlier sets' bases with what a traveller adds to it, said as other travellers say them: terse and chatty, typos,
slang ("pdx", "nyc", "world of coke"), hedges, corrections ("no wait"), several wishes in one sentence, negations;
rated stays and restaurants, nightly caps per room and per person, meal caps, cuisines the data has and lacks, named
restaurants and sights (lower case, misspelt, said by part of their name), paces, flight windows tied to a date,
driving, flight and travel hours, modes the data lacks (Amtrak, trains, Greyhound, buses), cities to include and avoid,
house rules needed and forbidden, room types; what the data cannot say (amenities, diets, events, places it lacks,
health reasons) and talk that asks for nothing. Scored as the eighteenth set is, with the same helpers
(tests/support/reading_scoring.py, tests/support/leftover_scoring.py).

HEAD figures (06dbd4d, before any fix for this set), of 258 wishes, as first scored: read right 192, named 41, wrongly
read 25, false alarm 0; dropped in silence 4 ("driving the whole way", "brewery hopping in asheville", "entire home
please" beside the request's "No shared rooms please.", "my mom has a pacemaker"). Six expectations were corrected after
scoring, each marked below (three of them moved from the corpus to MIXED, which checks a reading and a naming at once);
HEAD with them, of 255: read right 194, named 42, wrongly read 19, false alarm 0, the same 4 dropped in silence; budget
texts 12 of 12; mixed 8 of 9 ("a tea ceremony" read as the cuisine Tea); soft 4 of 6 ("the beach one afternoon" and "a
park for the kids" silent); reasons 6 of 7 ("heat stroke" named as not understood). Worst on HEAD besides the silent
four: "fly out of santa ana after 9am" refused (a city of two words after "out of"), "lowcountry cooking" read as the
Children's Museum of the Lowcountry, "portland, the japanese garden, and italian food" naming Japanese food as lacking,
"omsi" named as a sight the data lacks (it has OMSI), "a drive on the blue ridge parkway" read as the Blue Ridge National
Heritage Area. After the fixes made for it (helper WISH19, with the other helpers' changes of the stop in the tree):
read right 205, named 46, wrongly read 4, false alarm 0, none dropped in silence; budget texts 12 of 12; mixed 9 of 9;
soft 6 of 6; reasons 7 of 7. After the twenty-second set's fixes (helper WISH22: "pizza central for the kids"), with
the other sets' fixes since: read right 207. The misses left are listed in KNOWN_GAPS, each to stay listed until a
general rule reads it.
Stop 77 (issue 38): a cuisine said at every meal of a kind is kept at every such meal (docs/vocabulary-meals-sights.md),
so "cafes every morning, we need coffee" (a cafe at every breakfast) now reads so, where the set expected the "every"
named as not kept (each marked below).
"""

from __future__ import annotations

from tests.support.leftover_scoring import want
from tests.support.reading_scoring import every_meal, pace, window, with_own
from tests.support.wish_sets import WishSet, wish_set

RED_EYE = {"depart_from": "05:00", "depart_until": "20:59", "arrive_until": "23:59"}

# Request texts: trips of the public splits in the plain shape of the earlier sets' bases.
PHOENIX = ("Plan a 3-day trip from Provo to Phoenix for 2 people, March 24 to 26, 2022, with a budget of $1,400. "
           "We're bringing our cat. ")
CHARLESTON = ("Plan a 3-day trip from New York to Charleston for 2 people, March 19 to 21, 2022, with a budget of "
              "$1,600. ")
HOUSTON = ("Plan a 3-day trip from Santa Ana to Houston for 2 people, March 21 to 23, 2022, with a budget of $3,000. "
           "We'd rather not drive ourselves. ")
ATLANTA = ("Plan a 3-day trip from Daytona Beach to Atlanta for 3 people, March 2 to 4, 2022, with a budget of $2,100. "
           "We have a child under 10. ")
OREGON = ("Plan a 7-day trip from Oakland to 3 cities in Oregon for 2 people, March 12 to 18, 2022, with a budget of "
          "$4,500. ")
CAROLINA = ("Plan a 5-day trip from Chicago to 2 cities in North Carolina for 2 people, March 5 to 9, 2022, with a "
            "budget of $3,600. No shared rooms please. ")
# What each request asks by itself, kept beside every wish appended to it.
PHOENIX_OWN = {"house_rule": "pets"}
HOUSTON_OWN = {"transportation": "no self-driving"}
ATLANTA_OWN = {"house_rule": "children under 10"}
CAROLINA_OWN = {"room_type": "not shared room"}

# (wish, the local constraints it adds to the request's own) or (wish, "named: <words the naming holds>")
PHOENIX_CORPUS = with_own(PHOENIX_OWN, [
    ("desert botanical garden for sure", {"must_see": ["Desert Botanical Garden"]}),
    ("the heard musuem", {"must_see": ["Heard Museum"]}),
    ("musical instrument museum, my husband plays guitar", {"must_see": ["Musical Instrument Museum"]}),
    ("papago park + the japanese friendship garden",
     {"must_see": ["Papago Park", "The Japanese Friendship Garden of Phoenix"]}),
    ("butterfly wonderland", {"must_see": ["Butterfly Wonderland"]}),
    ("hall of flame lol", {"must_see": ["Hall of Flame Fire Museum"]}),
    ("skip the zoo", {"avoid_sights": ["Phoenix Zoo"]}),
    ("not enchanted island, we don't have kids", {"avoid_sights": ["Enchanted Island Amusement Park"]}),
    ("the grand canyon day trip", "named: grand canyon"),
    ("sedona for the red rocks", "named: sedona"),
    ("a spring training game", "named: spring training"),
    ("camelback mountain hike", "named: camelback"),
    ("mama loca one night", {"eat_at": ["Mama Loca"]}),
    ("dinner at vero gusto", {"eat_at": ["Vero Gusto"]}),
    ("Mughal E Azam for lunch", {"eat_at": ["Mughal E Azam"]}),
    ("no dominos pls", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("mexican mexican mexican", {"cuisine": ["Mexican"]}),
    ("some italian and some indian", {"cuisine": ["Italian", "Indian"]}),
    ("no fast food", {"avoid_cuisines": ["Fast Food"]}),
    ("desserts + tea", {"more_cuisines": ["Desserts", "Tea"]}),
    ("sonoran hot dogs", "named: hot dog"),
    ("meals under $20 a head", {"max_meal_cost": 20.0}),
    ("restaurants 4 stars and up", {"min_rating": 4.0}),
    ("4.5 stars for food, no wait, 4 is fine", {"min_rating": 4.0}),
    ("a place to stay rated at least 4", {"min_stay_rating": 4.0}),
    ("max $110 a night", {"max_night_price": 110.0}),
    ("an entire place, the cat needs space", {"room_type": "entire room"}),
    ("a non-smoking place", {"stay_forbids": ["smoking"]}),
    ("we're flying, no road trip", {"transportation": "no self-driving"}),
    ("leave provo after 8am on the 24th", {"flight_times": [window(leg="outbound", depart_from="08:00")]}),
    ("flight home after 4pm on the 26th", {"flight_times": [window(leg="return", depart_from="16:00")]}),
    ("flights under 2 hours", {"max_flight_hours": 2.0}),
    ("no more than 6 hrs of travel a day", {"max_travel_hours": 6.0}),
    # corrected after scoring: "2 things a day" says how many each day, both bounds (the docs' pace); first written as
    # a most only
    ("2 things a day, it's hot there", pace(most=2, least=2)),
    ("a hotel with a pool", "named: pool"),
    ("halal food", "named: halal"),
    ("heard museum, mexican food and 4 star hotels",
     {"must_see": ["Heard Museum"], "cuisine": ["Mexican"], "min_stay_rating": 4.0}),
    ("first time in arizona!!", {}),
    ("the cat's name is mochi", {}),
    ("we love the desert", {}),
    ("my husband is turning 40", {}),
])

CHARLESTON_CORPUS: list[tuple[str, dict | str]] = [
    ("rainbow row!", {"must_see": ["Rainbow Row"]}),
    ("magnolia plantation", {"must_see": ["Magnolia Plantation and Gardens"]}),
    ("the sc aquarium", {"must_see": ["South Carolina Aquarium"]}),
    ("pineapple fountain and waterfront park", {"must_see": ["Pineapple Fountain", "Joe Riley Waterfront Park"]}),
    ("the city market", {"must_see": ["Charleston City Market"]}),
    ("boone hall", {"must_see": ["Boone Hall Plantation & Gardens"]}),
    ("drayton hall", {"must_see": ["Drayton Hall"]}),
    ("the old slave mart museum", {"must_see": ["Old Slave Mart Museum"]}),
    ("skip the pirate tour", {"avoid_sights": ["Charleston Pirate Tours"]}),
    ("not the childrens museum", {"avoid_sights": ["Children's Museum of the Lowcountry"]}),
    ("fort sumter", "named: sumter"),
    ("folly beach", "named: folly"),
    ("a spoleto show", "named: spoleto"),
    ("tashan one night", {"eat_at": ["Tashan"]}),
    ("dinner at the filling station", {"eat_at": ["Filling Station"]}),
    ("Henry's for brunch", {"eat_at": ["Henry's"]}),
    ("not burger king", {"avoid_restaurants": ["Burger King"]}),
    ("no dunkin", {"avoid_restaurants": ["Dunkin' Donuts"]}),
    ("shrimp and grits!!", "named: grits"),
    ("lowcountry cooking", "named: lowcountry"),
    ("french and mediterranean", {"cuisine": ["French", "Mediterranean"]}),
    ("no chinese food", {"avoid_cuisines": ["Chinese"]}),
    ("bbq once", {"more_cuisines": ["BBQ"]}),
    ("meals capped at 50 pp", {"max_meal_cost": 50.0}),
    ("only 4.5 star restaurants", {"min_rating": 4.5}),
    ("3.5 stars or better for the room", {"min_stay_rating": 3.5}),
    ("under 200 a night", {"max_night_price": 200.0}),
    ("100 per person per night max", {"max_night_price_per_person": 100.0}),
    ("private room pls", {"room_type": "private room"}),
    ("we smoke, so a smoking-friendly place", {"house_rule": "smoking"}),
    ("an adults-only place", {"stay_forbids": ["children under 10"]}),
    ("fly out of nyc after 10am on the 19th", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("land back in new york by 8pm", {"flight_times": [window(leg="return", arrive_until="20:00")]}),
    ("no flights over 2 hrs", {"max_flight_hours": 2.0}),
    ("max 1 sight on the last day", pace(most=1, days=(3,))),
    ("at least 2 sights a day", pace(least=2)),
    ("a horse carriage tour", "named: carriage"),
    ("a hotel with free parking", "named: parking"),
    ("i'm vegan", "named: vegan"),
    ("rainbow row, seafood and under 200/night",
     {"must_see": ["Rainbow Row"], "more_cuisines": ["Seafood"], "max_night_price": 200.0}),
    ("it's my birthday weekend", {}),
]

HOUSTON_CORPUS = with_own(HOUSTON_OWN, [
    ("space center houston is a must", {"must_see": ["Space Center Houston"]}),
    ("museum of natural science", {"must_see": ["Houston Museum of Natural Science"]}),
    ("the beer can house lol", {"must_see": ["Beer Can House"]}),
    ("downtown aquarium", {"must_see": ["Downtown Aquarium"]}),
    ("hermann park and discovery green", {"must_see": ["Hermann Park", "Discovery Green"]}),
    ("the water wall", {"must_see": ["Water Wall"]}),
    ("holocaust museum", {"must_see": ["Holocaust Museum Houston"]}),
    ("the museum of fine arts", {"must_see": ["The Museum of Fine Arts, Houston"]}),
    ("skip the houston zoo", {"avoid_sights": ["Houston Zoo"]}),
    ("no graffiti building", {"avoid_sights": ["Houston Legendary Graffiti Building"]}),
    ("a rockets game", "named: rockets"),
    ("the livestock show and rodeo", "named: rodeo"),
    ("the galleria for shopping", "named: galleria"),
    ("buc-ee's on the way", "named: buc-ee"),
    ("matchbox for dinner", {"eat_at": ["Matchbox"]}),
    ("jalapenos one night", {"eat_at": ["Jalapenos"]}),
    ("al arabian express", {"eat_at": ["Al Arabian Express"]}),
    ("taj cafe for lunch", {"eat_at": ["Taj Cafe"]}),
    ("no super bakery", {"avoid_restaurants": ["Super Bakery"]}),
    # corrected after scoring: "tex-mex" is a style of the data's Mexican food alone, read as Mexican with a warning
    # (docs/vocabulary.md; the eighteenth set's "tex mex every day" is named for "every"); first written as named
    ("tex-mex", {"cuisine": ["Mexican"]}),
    ("crawfish", "named: crawfish"),
    ("vietnamese food", "named: vietnamese"),
    ("bbq and seafood", {"more_cuisines": ["BBQ", "Seafood"]}),
    ("american food, nothing fancy", {"cuisine": ["American"]}),
    ("no indian", {"avoid_cuisines": ["Indian"]}),
    ("no pizza or fast food", {"avoid_cuisines": ["Pizza", "Fast Food"]}),
    ("keep meals under 25 bucks each", {"max_meal_cost": 25.0}),
    ("restaurants rated 4+ plz", {"min_rating": 4.0}),
    ("hotel with at least a 4.5 rating", {"min_stay_rating": 4.5}),
    ("no more than $180 per night", {"max_night_price": 180.0}),
    ("an entire apartment", {"room_type": "entire room"}),
    ("shared room is ok if it's cheap", {}),
    ("we might have a couple friends over", {"house_rule": "visitors"}),
    ("a place where we can have a party", {"house_rule": "parties"}),
    ("fly out of santa ana after 9am", {"flight_times": [window(leg="outbound", depart_from="09:00")]}),
    ("back by 10pm on the 23rd", {"flight_times": [window(leg="return", arrive_until="22:00")]}),
    ("no red-eyes", {"flight_times": [window(**RED_EYE)]}),
    ("the light rail everywhere", "named: rail"),
    ("1-2 sights per day", pace(most=2, least=1)),
    ("a hotel w/ a gym", "named: gym"),
    ("my husband has a nut allergy", "named: nut"),
    ("space center, bbq, and under 180 a night",
     {"must_see": ["Space Center Houston"], "more_cuisines": ["BBQ"], "max_night_price": 180.0}),
    ("houston we have a problem haha", {}),
    ("my sister lives out in katy", {}),
])

ATLANTA_CORPUS = with_own(ATLANTA_OWN, [
    ("georgia aquarium for the kids", {"must_see": ["Georgia Aquarium"]}),
    ("world of coke", {"must_see": ["World of Coca-Cola"]}),
    ("the coca cola museum", {"must_see": ["World of Coca-Cola"]}),
    ("mlk national historical park", {"must_see": ["Martin Luther King, Jr. National Historical Park"]}),
    ("the lego discovery center", {"must_see": ["LEGO Discovery Center Atlanta"]}),
    ("zoo atlanta", {"must_see": ["Zoo Atlanta"]}),
    ("centennial olympic park + skyview", {"must_see": ["Centennial Olympic Park", "SkyView Atlanta"]}),
    ("fernbank", {"must_see": ["Fernbank Museum | 3D Theater | Forest"]}),
    ("the botanical garden", {"must_see": ["Atlanta Botanical Garden"]}),
    ("not the selfie museum", {"avoid_sights": ["Original Selfie Museum | Atlanta"]}),
    ("skip underground atlanta", {"avoid_sights": ["Underground Atlanta"]}),
    ("stone mountain", "named: stone mountain"),
    ("a braves game", "named: braves"),
    ("six flags over georgia", "named: six flags"),
    ("baba au rhum for dessert", {"eat_at": ["Baba Au Rhum"]}),
    ("dinner at the krib", {"eat_at": ["The Krib"]}),
    ("saffron one night", {"eat_at": ["Saffron"]}),
    ("pizza central for the kids", {"eat_at": ["Pizza Central"]}),
    ("no radhe shyam", {"avoid_restaurants": ["Radhe Shyam"]}),
    ("chicken and waffles", "named: waffle"),
    ("soul food", "named: soul"),
    ("pizza and desserts, the kids are picky", {"more_cuisines": ["Pizza", "Desserts"]}),
    ("mexican and american", {"cuisine": ["Mexican", "American"]}),
    ("no indian food, the kids won't eat it", {"avoid_cuisines": ["Indian"]}),
    ("no seafood, my son's allergic", {"avoid_cuisines": ["Seafood"]}),
    ("meals 15 per person max", {"max_meal_cost": 15.0}),
    ("restaurants rated 3.5+", {"min_rating": 3.5}),
    ("a 4 star stay", {"min_stay_rating": 4.0}),
    ("$150 a night tops", {"max_night_price": 150.0}),
    ("50 a night per person", {"max_night_price_per_person": 50.0}),
    ("a whole house, there's 3 of us", {"room_type": "entire room"}),
    ("no shared rooms with a kid", {"room_type": "not shared room"}),
    ("a pet friendly place, we might bring the dog", {"more_house_rules": ["pets"]}),
    ("non smoking pls", {"stay_forbids": ["smoking"]}),
    ("we're driving up, no flying", {"transportation": "no flight"}),
    ("no more than 5 hours in the car a day", {"max_driving_hours": 5.0}),
    ("leave daytona after 9am on the 2nd", {"flight_times": [window(leg="outbound", depart_from="09:00")]}),
    ("2 sights a day max w/ the little one", pace(most=2)),
    ("a stroller friendly hotel", "named: stroller"),
    ("a hotel with a crib", "named: crib"),
    ("georgia aquarium, pizza and under 150 a night",
     {"must_see": ["Georgia Aquarium"], "more_cuisines": ["Pizza"], "max_night_price": 150.0}),
    ("y'all we're so excited", {}),
])

OREGON_CORPUS: list[tuple[str, dict | str]] = [
    ("portland and eugene", {"visit_cities": ["Portland", "Eugene"]}),
    ("bend has to be one of them", {"visit_cities": ["Bend"]}),
    ("pdx for sure", {"visit_cities": ["Portland"]}),
    ("not medford", {"avoid_cities": ["Medford"]}),
    ("skip north bend and medford", {"avoid_cities": ["North Bend", "Medford"]}),
    ("the japanese garden in portland", {"must_see": ["Portland Japanese Garden"]}),
    ("rose test garden", {"must_see": ["International Rose Test Garden"]}),
    ("pittock mansion", {"must_see": ["Pittock Mansion"]}),
    ("omsi", {"must_see": ["OMSI"]}),
    ("lan su chinese garden", {"must_see": ["Lan Su Chinese Garden"]}),
    ("the shanghai tunnels tour", {"must_see": ["Haunted Underground Shanghai Tunnels Tour"]}),
    ("cascades raptor center in eugene", {"must_see": ["Cascades Raptor Center"]}),
    ("the air and space museum", {"must_see": ["Oregon Air and Space Museum"]}),
    ("no oregon zoo", {"avoid_sights": ["Oregon Zoo"]}),
    ("multnomah falls", "named: multnomah"),
    ("powell's books", "named: powell"),
    ("a timbers game", "named: timbers"),
    ("big chill in portland", {"eat_at": ["Big Chill"]}),
    ("osaka one night", {"eat_at": ["Osaka"]}),
    ("nacho mamas", {"eat_at": ["Nacho Mamas Burritos"]}),
    ("upper crust in eugene", {"eat_at": ["Upper Crust"]}),
    ("the crab shack in bend", {"eat_at": ["The Crab Shack"]}),
    ("no kfc", {"avoid_restaurants": ["KFC"]}),
    ("food carts!", "named: food cart"),
    ("voodoo doughnut", "named: voodoo"),
    ("italian and mediterranean", {"cuisine": ["Italian", "Mediterranean"]}),
    ("no bbq", {"avoid_cuisines": ["BBQ"]}),
    ("meals under 45 a person", {"max_meal_cost": 45.0}),
    ("restaurants 4.2 and up", {"min_rating": 4.2}),
    ("airbnbs rated 4+", {"min_stay_rating": 4.0}),
    ("nothing over 140/night", {"max_night_price": 140.0}),
    ("a private room", {"room_type": "private room"}),
    ("no pets in the place, allergies", {"stay_forbids": ["pets"]}),
    ("driving the whole way", {"transportation": "no flight"}),
    ("max 4 hours of driving a day", {"max_driving_hours": 4.0}),
    ("fly out of oakland after 11am on the 12th", {"flight_times": [window(leg="outbound", depart_from="11:00")]}),
    ("home by 9pm on the 18th", {"flight_times": [window(leg="return", arrive_until="21:00")]}),
    ("take it slow, one sight a day max", pace(most=1)),
    ("a cabin with a hot tub", "named: hot tub"),
    ("gluten free options", "named: gluten"),
    ("portland, the japanese garden, and italian food",
     {"visit_cities": ["Portland"], "must_see": ["Portland Japanese Garden"], "cuisine": ["Italian"]}),
    ("we love rain, honestly", {}),
    ("my wife grew up in oregon", {}),
]

CAROLINA_CORPUS = with_own(CAROLINA_OWN, [
    ("asheville and wilmington", {"visit_cities": ["Asheville", "Wilmington"]}),
    ("charlotte has to be on it", {"visit_cities": ["Charlotte"]}),
    ("not fayetteville", {"avoid_cities": ["Fayetteville"]}),
    ("avoid raleigh + greensboro", {"avoid_cities": ["Raleigh", "Greensboro"]}),
    ("the biltmore!!", {"must_see": ["Biltmore"]}),
    ("nascar hall of fame", {"must_see": ["NASCAR Hall of Fame"]}),
    # corrected after scoring: Wilmington has two sights called so (Battleship North Carolina, Battleship Park), so the
    # short name is the data's to decide and it cannot: named; first written as the battleship's
    # corrected again in stop 85: one word a few sights' names open with is a choice of them, all planned (as "the
    # wizarding world" is since stop 84), with the warning saying so
    ("the battleship in wilmington", {"must_see": ["Battleship North Carolina", "Battleship Park"]}),
    ("the river arts district", {"must_see": ["River Arts District"]}),
    ("the mint museum uptown", {"must_see": ["Mint Museum Uptown"]}),
    ("the nc arboretum", {"must_see": ["The North Carolina Arboretum"]}),
    ("airlie gardens", {"must_see": ["Airlie Gardens"]}),
    ("discovery place science", {"must_see": ["Discovery Place Science"]}),
    ("skip the pinball museum", {"avoid_sights": ["Asheville Pinball Museum"]}),
    ("no ghost tours", {"avoid_sights": ["Asheville Ghost Tours: Oldest & Original"]}),
    ("a drive on the blue ridge parkway", "named: parkway"),
    ("the outer banks", "named: outer banks"),
    ("a hornets game", "named: hornets"),
    ("brewery hopping in asheville", "named: brewer"),
    ("taco bus in wilmington", {"eat_at": ["Taco Bus"]}),
    ("olive tree cafe", {"eat_at": ["Olive Tree Cafe"]}),
    ("legends barbeques for dinner", {"eat_at": ["Legends Barbeques"]}),
    ("glens bakehouse for breakfast", {"eat_at": ["Glen's Bakehouse"]}),
    ("no subway", {"avoid_restaurants": ["Subway"]}),
    ("carolina bbq", {"more_cuisines": ["BBQ"]}),
    ("hushpuppies", "named: hushpupp"),
    ("chinese and mexican", {"cuisine": ["Chinese", "Mexican"]}),
    ("a bakery one morning", {"more_cuisines": ["Bakery"]}),
    ("no french, too fancy", {"avoid_cuisines": ["French"]}),
    ("nothing over $30 a meal per person", {"max_meal_cost": 30.0}),
    ("places to eat with 4 stars+", {"min_rating": 4.0}),
    ("stays rated 3+", {"min_stay_rating": 3.0}),
    ("under $160 a night", {"max_night_price": 160.0}),
    ("entire home please", {"room_type": "entire room"}),
    ("a place that allows parties, it's a bachelorette", {"house_rule": "parties"}),
    ("no smoking rooms", {"stay_forbids": ["smoking"]}),
    ("no flights, my husband hates flying", {"transportation": "no flight"}),
    ("max 8 hrs driving per day", {"max_driving_hours": 8.0}),
    ("no more than 12 hours of travel in a day", {"max_travel_hours": 12.0}),
    ("at most 3 sights a day", pace(most=3)),
    ("a hotel with a hot breakfast", "named: breakfast"),
    ("my mom has a pacemaker", "named: pacemaker"),
    ("biltmore, bbq, and under 160 a night",
     {"must_see": ["Biltmore"], "more_cuisines": ["BBQ"], "max_night_price": 160.0}),
    ("go tar heels", {}),
    ("we're celebrating our retirement", {}),
])

CORPORA = ((PHOENIX, PHOENIX_CORPUS), (CHARLESTON, CHARLESTON_CORPUS), (HOUSTON, HOUSTON_CORPUS),
           (ATLANTA, ATLANTA_CORPUS), (OREGON, OREGON_CORPUS), (CAROLINA, CAROLINA_CORPUS))

# Wishes that read one part and name another, checked whole: (base, wish, expected outcome).
MIXED: list[tuple[str, str, dict]] = [
    # corrected after scoring (these three): first written in the corpus as read only; the sight is kept and its hour
    # named, the cuisine is kept at one meal and "every" named, as the house says of them
    (PHOENIX, "hole in the rock at sunset", want({**PHOENIX_OWN, "must_see": ["Hole in the Rock"]}, "time")),
    # stop 77: read at every such meal (was named)
    (CHARLESTON, "seafood every night", want({"more_cuisines": ["Seafood"], "meal_wishes": every_meal("Seafood", "dinner")})),
    # stop 77: read at every such meal (was named)
    (OREGON, "cafes every morning, we need coffee", want({"more_cuisines": ["Cafe"], "meal_wishes": every_meal("Cafe", "breakfast")})),
    (PHOENIX, "desert botanical garden with a guided tour",
     want({**PHOENIX_OWN, "must_see": ["Desert Botanical Garden"]}, "guide")),
    (CHARLESTON, "rainbow row with a carriage ride", want({"must_see": ["Rainbow Row"]}, "carriage")),
    (HOUSTON, "space center houston with the tram tour",
     want({**HOUSTON_OWN, "must_see": ["Space Center Houston"]}, "tram")),
    (ATLANTA, "georgia aquarium with the dolphin show", want({**ATLANTA_OWN, "must_see": ["Georgia Aquarium"]}, "dolphin")),
    (OREGON, "the japanese garden with a tea ceremony", want({"must_see": ["Portland Japanese Garden"]}, "ceremony")),
    (CAROLINA, "the biltmore with a wine tasting", want({**CAROLINA_OWN, "must_see": ["Biltmore"]}, "wine")),
]

# A kind of sight said in passing: never refused, never read as a rule, named as a wish the plan cannot promise.
SOFT: list[tuple[str, str, dict]] = [
    (CHARLESTON, "we'll probably hit the beach one afternoon", want(None, "beach")),
    (PHOENIX, "maybe a hike or two", want(PHOENIX_OWN, "hike")),
    (HOUSTON, "we'd like to see a museum or two", want(HOUSTON_OWN, "museum")),
    (ATLANTA, "a park for the kids to run around in", want(ATLANTA_OWN, "park")),
    (OREGON, "we'll check out a few gardens", want(None, "garden")),
    (CAROLINA, "we'd love to see a waterfall", want(CAROLINA_OWN, "waterfall")),
]

# Wishes named for a reason: (base, wish, the request's own reading, the wish's word, the reason's word). The naming
# (or a refusal, the house's way for a mode asked for) must hold both, never "no reader understood", and nothing may be
# read from the wish.
MODES = "modes"  # the reason's word: the sandbox's modes between cities
REASONS: list[tuple[str, str, dict, str, str]] = [
    (OREGON, "amtrak up the coast", {}, "amtrak", MODES),
    (CAROLINA, "we could take the train down from chicago", CAROLINA_OWN, "train", MODES),
    (PHOENIX, "a greyhound bus is ok", PHOENIX_OWN, "greyhound", MODES),
    (HOUSTON, "a coach bus between cities is fine", HOUSTON_OWN, "bus", MODES),
    (CHARLESTON, "i get seasick, so no boat tours", {}, "seasick", "health"),
    (OREGON, "my husband gets carsick", {}, "carsick", "health"),
    (PHOENIX, "my dad can't take the heat, he had heat stroke once", PHOENIX_OWN, "heat", "health"),
]

# Budgets said in other forms beside the wishes: (request text, the budget it must read, or "refused").
PHX_NO_BUDGET = "Plan a 3-day trip from Provo to Phoenix for 2 people, March 24 to 26, 2022"
CHS_NO_BUDGET = "Plan a 3-day trip from New York to Charleston for 2 people, March 19 to 21, 2022"
HOU_NO_BUDGET = "Plan a 3-day trip from Santa Ana to Houston for 2 people, March 21 to 23, 2022"
ATL_NO_BUDGET = "Plan a 3-day trip from Daytona Beach to Atlanta for 3 people, March 2 to 4, 2022"
ORE_NO_BUDGET = "Plan a 7-day trip from Oakland to 3 cities in Oregon for 2 people, March 12 to 18, 2022"
NC_NO_BUDGET = "Plan a 5-day trip from Chicago to 2 cities in North Carolina for 2 people, March 5 to 9, 2022"
BUDGETS: list[tuple[str, float | str]] = [
    (PHX_NO_BUDGET + ", 1400 max", 1400.0),
    (CHS_NO_BUDGET + ". budget's about 1.6k", 1600.0),
    (HOU_NO_BUDGET + ". $1,500 each", 3000.0),
    (ATL_NO_BUDGET + ". we've got $2100 total", 2100.0),
    (ORE_NO_BUDGET + ". forty-five hundred dollars", 4500.0),
    (NC_NO_BUDGET + ". budget 3600 (everything)", 3600.0),
    (PHX_NO_BUDGET + " on a budget of fourteen hundred bucks", 1400.0),
    (CHS_NO_BUDGET + ", no more than $1,600 all in", 1600.0),
    (HOU_NO_BUDGET + ". 3k budget, no wait, 3.2k", 3200.0),
    (ATL_NO_BUDGET + ". $700 per person", 2100.0),
    (ORE_NO_BUDGET + ", budget: USD 4,500", 4500.0),
    (NC_NO_BUDGET + ". we can spend up to 3,600", 3600.0),
]

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: list[str] = [
    # ("no dunkin", named here, reads since the twenty-first set's fix: a chain's first word with a letter dropped,
    # "Dunkin'", is said alone as a possessive one is, "dominos")
    # named, not read: a sight said by a nickname or its brand with another kind ("coke", "coca cola museum" for the
    # World of Coca-Cola): no name matching reaches it
    "world of coke",
    "the coca cola museum",
    # ("pizza central for the kids" read since the twenty-second set's fix, WISH22: a restaurant's whole name in lower
    # case may close its clause with who it is for, as with the meal it is for)
]
# Of them, the wishes read as nothing and named nowhere (dropped in silence): none may be.
KNOWN_SILENT: list[str] = []
# Budget texts read otherwise than expected.
KNOWN_BUDGET_GAPS: list[str] = []
# Mixed, soft and reasoned wishes not read as expected.
KNOWN_MIXED_GAPS: list[str] = []
KNOWN_SOFT_GAPS: list[str] = []
KNOWN_REASON_GAPS: list[str] = []


(test_the_corpus_reads_as_written, test_no_wish_is_dropped_in_silence, test_the_budget_forms_read_as_written,
 test_mixed_wishes_read_one_part_and_name_the_other, test_a_kind_of_sight_said_in_passing_is_named_never_refused,
 test_a_wish_named_for_a_reason_gives_the_reason) = wish_set(WishSet(
    CORPORA, 207, KNOWN_GAPS, BUDGETS, MIXED, SOFT, REASONS, known_silent=KNOWN_SILENT,
    known_budget_gaps=KNOWN_BUDGET_GAPS, known_mixed_gaps=KNOWN_MIXED_GAPS, known_soft_gaps=KNOWN_SOFT_GAPS,
    known_reason_gaps=KNOWN_REASON_GAPS))
