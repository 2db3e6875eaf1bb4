"""A twentieth held-out corpus of wishes, written and scored before any fix made for it (issue 38: every wish the data
can answer is read, every one it cannot is named, never dropped in silence, and a legitimate text never refused).

Written after the nineteenth set was fixed against, on six trips of the public splits no earlier wish set used as its
base (Pensacola from Houston for a couple who smoke and drive, Minneapolis from Grand Forks for a couple who throw a
party and want no shared room, two cities of California from Sun Valley alone, two cities of Texas from Manhattan for
three who will not drive, two cities of Louisiana from New York for four with visitors, three cities of Michigan from
Sault Ste. Marie for five in an entire home with children), each in the plain shape of the earlier sets' bases with
what a traveller adds to it, said as other travellers say them: terse and chatty, typos, slang ("nola", "san fran",
"the wwii museum"), hedges, corrections ("no wait"), several wishes in one sentence, negations; rated stays and
restaurants, nightly caps per room and per person, meal caps, cuisines the data has and lacks, named restaurants and
sights (lower case, misspelt, said by part of their name), paces, flight windows, driving, flight and travel hours,
modes the data lacks (Amtrak, Greyhound, trains, buses), cities to include and avoid, house rules needed and forbidden,
room types; what the data cannot say (amenities, diets, events, places it lacks, health reasons) and talk that asks for
nothing. Scored as the nineteenth set is, with the same helpers (tests/support/reading_scoring.py,
tests/support/leftover_scoring.py).

HEAD figures (a900d60, before any fix for this set), of 277 wishes, as first scored: read right 217, named 43, wrongly
read 17, false alarm 0; dropped in silence 3 ("private room is fine", "big bend", "nightly max $180", the last one also
reading $180 as the trip's budget in place of its $3,900). Six expectations were corrected after scoring, each marked
below; HEAD with them, of 277: read right 220, named 43, wrongly read 14, false alarm 0, dropped in silence 2 ("big
bend", "nightly max $180"); budget texts 12 of 12; mixed 6 of 9 ("the riverwalk with a boat ride" read as San Angelo's
Concho Riverwalk, "the henry ford with the factory tour" read Lansing's Love Your Selfie Factory too, "the lighthouse
with a climb to the top" named whole, the lighthouse dropped); soft 4 of 6 ("hit the beach at some point" silent, "a park
where the kids can run around" its park not named); reasons 6 of 7 ("i have bad asthma" silent). Worst on HEAD besides
the silent two: "no more than 5 hrs at the wheel per day" refused as a transport that contradicts itself, "montery pls"
spelt "money pls", "detriot" not read as Detroit, "the riverwalk" read as the Concho Riverwalk, "palm springs for the
desert" its city not read. After the fixes made for it (helper WISH20, with the other helpers' changes of the stop in the
tree): read right 226, named 45, wrongly read 6, false alarm 0, none dropped in silence; budget texts 12 of 12; mixed 9
of 9; soft 6 of 6; reasons 7 of 7. After the twenty-second set's fixes (helper WISH22: "the tar pits"): read right
227. The misses left are listed in KNOWN_GAPS, each to stay listed until a general rule reads it.
"""

from __future__ import annotations

from tests.support.leftover_scoring import want
from tests.support.reading_scoring import every_meal, pace, window, with_own
from tests.support.wish_sets import WishSet, wish_set

RED_EYE = {"depart_from": "05:00", "depart_until": "20:59", "arrive_until": "23:59"}

# Request texts: trips of the public splits in the plain shape of the earlier sets' bases.
PENSACOLA = ("Plan a 3-day trip from Houston to Pensacola for 2 people, March 12 to 14, 2022, with a budget of $1,100. "
             "We smoke, and we'll drive there ourselves. ")
MINNEAPOLIS = ("Plan a 3-day trip from Grand Forks to Minneapolis for 2 people, March 17 to 19, 2022, with a budget of "
               "$1,300. No shared rooms, and we're throwing a small party. ")
CALIFORNIA = ("Plan a 5-day trip from Sun Valley to 2 cities in California for 1 person, March 22 to 26, 2022, with a "
              "budget of $2,600. ")
TEXAS_TRIP = ("Plan a 5-day trip from Manhattan to 2 cities in Texas for 3 people, March 14 to 18, 2022, with a budget "
              "of $3,900. We'd rather not drive. ")
LOUISIANA = ("Plan a 5-day trip from New York to 2 cities in Louisiana for 4 people, March 15 to 19, 2022, with a budget "
             "of $12,300. Friends may visit us where we stay. ")
MICHIGAN = ("Plan a 7-day trip from Sault Ste. Marie to 3 cities in Michigan for 5 people, March 15 to 21, 2022, with a "
            "budget of $12,700. We'd like an entire home, we have two kids under 10. ")
# What each request asks by itself, kept beside every wish appended to it.
PENSACOLA_OWN = {"house_rule": "smoking", "transportation": "no flight"}
MINNEAPOLIS_OWN = {"house_rule": "parties", "room_type": "not shared room"}
TEXAS_OWN = {"transportation": "no self-driving"}
LOUISIANA_OWN = {"house_rule": "visitors"}
MICHIGAN_OWN = {"house_rule": "children under 10", "room_type": "entire room"}

# (wish, the local constraints it adds to the request's own) or (wish, "named: <words the naming holds>")
PENSACOLA_CORPUS = with_own(PENSACOLA_OWN, [
    ("historic pensacola village for sure", {"must_see": ["Historic Pensacola Village"]}),
    ("the lighthouse", {"must_see": ["Pensacola Lighthouse & Maritime Museum"]}),
    ("fort pickens!!", {"must_see": ["Fort Pickens"]}),
    ("pensacola musuem of art", {"must_see": ["Pensacola Museum of Art"]}),
    ("the graffiti bridge, my daughter wants pics", {"must_see": ["The Graffiti Bridge"]}),
    ("seville square and palafox street", {"must_see": ["Seville Square", "Palafox Street Downtown Pensacola"]}),
    ("aviation discovery park", {"must_see": ["Pensacola Aviation Discovery Park"]}),
    ("skip the childrens museum", {"avoid_sights": ["Pensacola Children's Museum"]}),
    ("no splash city, not our thing", {"avoid_sights": ["Splash City Adventures"]}),
    ("the naval aviation museum", "named: naval"),
    ("a blue angels practice", "named: blue angels"),
    ("gaga manjero one night", {"eat_at": ["Gaga Manjero"]}),
    ("frog hollow tavern", {"eat_at": ["Frog Hollow Tavern"]}),
    ("dinner at blue point grill", {"eat_at": ["Blue Point Grill"]}),
    ("ekim burgers for lunch", {"eat_at": ["Ekim Burgers"]}),
    ("no chicago pizza", {"avoid_restaurants": ["Chicago Pizza"]}),
    ("seafood seafood seafood, we're on the gulf", {"more_cuisines": ["Seafood"]}),
    ("some bbq and desserts", {"more_cuisines": ["BBQ", "Desserts"]}),
    ("no fast food pls", {"avoid_cuisines": ["Fast Food"]}),
    ("italian or french", {"cuisine": ["Italian", "French"]}),
    ("cajun food", "named: cajun"),
    ("fresh oysters", "named: oyster"),
    ("meals under $30 pp", {"max_meal_cost": 30.0}),
    ("restaurants 4 star +", {"min_rating": 4.0}),
    ("a 3.5 star place to stay at least", {"min_stay_rating": 3.5}),
    ("under 120 a night, no wait, 140", {"max_night_price": 140.0}),
    ("75 per person a night max", {"max_night_price_per_person": 75.0}),
    # corrected after scoring: a room type accepted alone asks for none (docs: "shared rooms are fine"; the eighteenth
    # set's "private room is fine" alike); first written as a private room
    ("private room is fine", {}),
    ("we have a small dog too", {"more_house_rules": ["pets"]}),
    ("an adults only place pls", {"stay_forbids": ["children under 10"]}),
    ("no more than 5 hrs at the wheel per day", {"max_driving_hours": 5.0}),
    ("max 8 hours of travel a day", {"max_travel_hours": 8.0}),
    ("chill pace, 1-2 things a day", pace(most=2, least=1)),
    ("max 3 sights on day 2", pace(most=3, days=(2,))),
    ("a hotel with a pool", "named: pool"),
    ("i'm pescatarian", "named: pescatarian"),
    ("a place with fast wifi", "named: wifi"),
    ("fort pickens, seafood and 4 star stays",
     {"must_see": ["Fort Pickens"], "more_cuisines": ["Seafood"], "min_stay_rating": 4.0}),
    ("first time on the gulf coast", {}),
    ("we got engaged here lol", {}),
    ("my wife's idea, honestly", {}),
])

MINNEAPOLIS_CORPUS = with_own(MINNEAPOLIS_OWN, [
    ("sculpture garden!!", {"must_see": ["Minneapolis Sculpture Garden"]}),
    ("the institute of art", {"must_see": ["Minneapolis Institute of Art"]}),
    ("mill city museum", {"must_see": ["Mill City Museum"]}),
    ("minnehaha falls even if it's frozen", {"must_see": ["Minnehaha Falls"]}),
    ("mall of america obviously", {"must_see": ["Mall of America®"]}),
    ("walker art center + weisman", {"must_see": ["Walker Art Center", "Weisman Art Museum"]}),
    ("the swedish institute", {"must_see": ["American Swedish Institute"]}),
    ("foshay tower observation deck", {"must_see": ["Foshay Museum and Observation Deck"]}),
    ("not the water tower", {"avoid_sights": ["Prospect Park Water Tower"]}),
    ("skip gold medal park", {"avoid_sights": ["Gold Medal Park"]}),
    ("stone arch bridge at night", "named: stone arch"),
    ("a twins game", "named: twins"),
    ("paisley park", "named: paisley"),
    ("dinner at tony's", {"eat_at": ["Tony's"]}),
    ("agent jacks bar one night", {"eat_at": ["Agent Jack's Bar"]}),
    ("monkeypod kitchen", {"eat_at": ["Monkeypod Kitchen by Merriman"]}),
    ("court avenue brewing", {"eat_at": ["Court Avenue Brewing Company"]}),
    ("no texas roadhouse", {"avoid_restaurants": ["Texas Roadhouse"]}),
    ("puri bakers for breakfast", {"eat_at": ["Puri Bakers"]}),
    ("mexican and chinese", {"cuisine": ["Mexican", "Chinese"]}),
    ("no seafood", {"avoid_cuisines": ["Seafood"]}),
    ("a bakery + a cafe", {"more_cuisines": ["Bakery", "Cafe"]}),
    ("a juicy lucy", "named: juicy lucy"),
    ("somali food", "named: somali"),
    ("food under 40 a person", {"max_meal_cost": 40.0}),
    ("restaurants 3.5 or higher", {"min_rating": 3.5}),
    ("stay rated 4+", {"min_stay_rating": 4.0}),
    ("$200/night max", {"max_night_price": 200.0}),
    ("entire apt pls", {"room_type": "entire room"}),
    ("we'll have a few people over", {"more_house_rules": ["visitors"]}),
    ("pets ok place, bringing the pup", {"more_house_rules": ["pets"]}),
    ("no smoking in the unit", {"stay_forbids": ["smoking"]}),
    ("fly out of grand forks after 7am", {"flight_times": [window(leg="outbound", depart_from="07:00")]}),
    ("flight home lands by 10pm", {"flight_times": [window(leg="return", arrive_until="22:00")]}),
    ("flights no longer than 2 hrs", {"max_flight_hours": 2.0}),
    ("we'll drive, it's only 5 hrs", {"transportation": "no flight"}),
    ("3 things a day max", pace(most=3)),
    ("a hotel w/ a hot tub", "named: hot tub"),
    ("i'm lactose intolerant", "named: lactose"),
    ("mill city museum, mexican food, under 200 a night",
     {"must_see": ["Mill City Museum"], "cuisine": ["Mexican"], "max_night_price": 200.0}),
    ("uff da", {}),
    ("it'll be freezing lol", {}),
    ("it's our anniversary", {}),
])

CALIFORNIA_CORPUS: list[tuple[str, dict | str]] = [
    ("san diego and san francisco", {"visit_cities": ["San Diego", "San Francisco"]}),
    ("los angeles has to be one", {"visit_cities": ["Los Angeles"]}),
    ("not fresno", {"avoid_cities": ["Fresno"]}),
    ("skip bakersfield and stockton", {"avoid_cities": ["Bakersfield", "Stockton"]}),
    ("palm springs for the desert", {"visit_cities": ["Palm Springs"]}),
    ("montery pls", {"visit_cities": ["Monterey"]}),
    ("golden gate bridge", {"must_see": ["Golden Gate Bridge"]}),
    ("alcatraz!", {"must_see": ["Alcatraz Island"]}),
    ("the getty", {"must_see": ["The Getty"]}),
    ("griffith observatory at some point", {"must_see": ["Griffith Observatory"]}),
    ("balboa park + the uss midway", {"must_see": ["Balboa Park", "USS Midway Museum"]}),
    ("the aerial tramway in palm springs", {"must_see": ["Palm Springs Aerial Tramway"]}),
    ("cannery row", {"must_see": ["Cannery Row"]}),
    ("the tar pits", {"must_see": ["La Brea Tar Pits and Museum"]}),
    ("skip the hollywood wax museum", {"avoid_sights": ["Hollywood Wax Museum"]}),
    ("no seaworld", {"avoid_sights": ["SeaWorld San Diego"]}),
    ("disneyland", "named: disneyland"),
    ("yosemite if there's time", "named: yosemite"),
    ("a drive down big sur", "named: big sur"),
    ("bonne bouche in sf", {"eat_at": ["Bonne Bouche"]}),
    ("palmshore for dinner", {"eat_at": ["Palmshore"]}),
    ("burgrill one night", {"eat_at": ["Burgrill"]}),
    ("meraki", {"eat_at": ["Meraki"]}),
    ("no burger king", {"avoid_restaurants": ["Burger King"]}),
    ("in-n-out", "named: in-n-out"),
    ("mexican food obviously", {"cuisine": ["Mexican"]}),
    ("some chinese and italian", {"cuisine": ["Chinese", "Italian"]}),
    ("no bbq", {"avoid_cuisines": ["BBQ"]}),
    ("seafood by the water", {"more_cuisines": ["Seafood"]}),
    ("korean bbq", "named: korean"),
    # corrected after scoring: a dish of one cuisine of the data alone is read as it (docs/vocabulary.md: "dim sum" is
    # Chinese); first written as named
    ("dim sum in chinatown", {"cuisine": ["Chinese"]}),
    ("meals ≤ $25", {"max_meal_cost": 25.0}),
    ("4 star restaurants only", {"min_rating": 4.0}),
    ("a stay with 4.5+ rating", {"min_stay_rating": 4.5}),
    ("hostel vibes, under 80 a night", {"max_night_price": 80.0}),
    ("a private room", {"room_type": "private room"}),
    ("a place that allows smoking", {"house_rule": "smoking"}),
    ("no pets in the place, i'm allergic", {"stay_forbids": ["pets"]}),
    ("leave sun valley after 10am", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("back home by 6pm on the 26th", {"flight_times": [window(leg="return", arrive_until="18:00")]}),
    ("flights under 3 hours", {"max_flight_hours": 3.0}),
    ("max 7 hrs driving per day", {"max_driving_hours": 7.0}),
    ("pack it in, at least 3 sights a day", pace(least=3)),
    ("2 sights max on the last day", pace(most=2, days=(5,))),
    ("a hotel with free breakfast", "named: breakfast"),
    ("surf lessons", "named: surf"),
    ("i'm vegetarian", "named: vegetarian"),
    ("golden gate bridge, mexican food and under 80 a night",
     {"must_see": ["Golden Gate Bridge"], "cuisine": ["Mexican"], "max_night_price": 80.0}),
    ("solo trip, my first one!", {}),
    ("i'm a teacher on spring break", {}),
]

TEXAS_CORPUS = with_own(TEXAS_OWN, [
    ("san antonio and el paso", {"visit_cities": ["San Antonio", "El Paso"]}),
    ("dallas for sure", {"visit_cities": ["Dallas"]}),
    ("not houston", {"avoid_cities": ["Houston"]}),
    ("skip austin and waco", {"avoid_cities": ["Austin", "Waco"]}),
    ("corpus christi has to be on it", {"visit_cities": ["Corpus Christi"]}),
    ("the alamo!!", {"must_see": ["The Alamo"]}),
    # corrected after scoring: Texas has two sights called so (San Angelo's Concho Riverwalk, the San Antonio River
    # Walk), so the short name is the data's to decide and it cannot (the nineteenth set's "the battleship"): named;
    # first written as San Antonio's
    ("the riverwalk", "named: riverwalk"),
    ("the missions", {"must_see": ["San Antonio Missions National Historical Park"]}),
    ("natural bridge caverns", {"must_see": ["Natural Bridge Caverns"]}),
    ("sixth floor museum", {"must_see": ["The Sixth Floor Museum at Dealey Plaza"]}),
    ("reunion tower + the dallas arboretum",
     {"must_see": ["Reunion Tower", "The Dallas Arboretum and Botanical Garden"]}),
    # corrected after scoring: children said of the party are read as a stay that allows them (the eleventh set's "the
    # kids are 6 and 8"); first written as the sight alone
    ("the perot museum for the kids",
     {"must_see": ["Perot Museum of Nature and Science"], "house_rule": "children under 10"}),
    ("uss lexington", {"must_see": ["USS Lexington"]}),
    ("the selena museum", {"must_see": ["Selena Museum"]}),
    ("skip six flags", {"avoid_sights": ["Six Flags Fiesta Texas"]}),
    ("not the giant eyeball lol", {"avoid_sights": ["Giant Eyeball"]}),
    ("a spurs game", "named: spurs"),
    ("big bend", "named: big bend"),
    ("martins bbq", {"eat_at": ["Martin's BBQ"]}),
    ("cafe le rue", {"eat_at": ["Cafe Le Rue @ The Landings"]}),
    ("the boozy cow one night", {"eat_at": ["The Boozy Cow"]}),
    ("coconuts fish cafe in dallas", {"eat_at": ["Coconuts Fish Cafe"]}),
    ("no mcdonalds", {"avoid_restaurants": ["McDonald's"]}),
    ("bbq bbq bbq", {"more_cuisines": ["BBQ"]}),
    ("mexican and american", {"cuisine": ["Mexican", "American"]}),
    ("no indian or chinese", {"avoid_cuisines": ["Indian", "Chinese"]}),
    ("brisket", "named: brisket"),
    ("kolaches for breakfast", "named: kolache"),
    ("meals under 20 bucks a head", {"max_meal_cost": 20.0}),
    ("restaurants w/ 4.5+", {"min_rating": 4.5}),
    ("places to stay 3 stars or better", {"min_stay_rating": 3.0}),
    ("nightly max $180", {"max_night_price": 180.0}),
    ("60/person/night", {"max_night_price_per_person": 60.0}),
    ("entire home for the 3 of us", {"room_type": "entire room"}),
    ("a party-friendly place", {"house_rule": "parties"}),
    ("kids under 10 allowed, my niece is 8", {"house_rule": "children under 10"}),
    ("fly out of manhattan after noon", {"flight_times": [window(leg="outbound", depart_from="12:00")]}),
    ("land home by 9pm", {"flight_times": [window(leg="return", arrive_until="21:00")]}),
    ("flights 4 hrs max", {"max_flight_hours": 4.0}),
    ("no red eye flights", {"flight_times": [window(**RED_EYE)]}),
    ("no more than 10 hours travel per day", {"max_travel_hours": 10.0}),
    ("2-3 sights per day", pace(most=3, least=2)),
    ("no more than 1 sight on day 1", pace(most=1, days=(1,))),
    ("a hotel w/ a gym", "named: gym"),
    ("my son uses a wheelchair", "named: wheelchair"),
    ("the alamo, bbq, and under 180 a night",
     {"must_see": ["The Alamo"], "more_cuisines": ["BBQ"], "max_night_price": 180.0}),
    ("everything's bigger in texas haha", {}),
    ("my brother lives in dallas", {}),
])

LOUISIANA_CORPUS = with_own(LOUISIANA_OWN, [
    ("new orleans and baton rouge", {"visit_cities": ["New Orleans", "Baton Rouge"]}),
    ("nola for sure", {"visit_cities": ["New Orleans"]}),
    ("not shreveport", {"avoid_cities": ["Shreveport"]}),
    ("skip lake charles", {"avoid_cities": ["Lake Charles"]}),
    ("the wwii museum", {"must_see": ["The National WWII Museum"]}),
    ("jackson square + st louis cathedral", {"must_see": ["Jackson Square", "St. Louis Cathedral"]}),
    ("mardi gras world", {"must_see": ["Mardi Gras World"]}),
    ("the voodoo museum", {"must_see": ["New Orleans Historic Voodoo Museum"]}),
    ("audubon zoo", {"must_see": ["Audubon Zoo"]}),
    ("the cabildo and the presbytere", {"must_see": ["The Cabildo", "The Presbytère"]}),
    ("uss kidd", {"must_see": ["USS KIDD Veterans Museum"]}),
    ("the old state capitol", {"must_see": ["Louisiana's Old State Capitol"]}),
    ("mike the tiger", {"must_see": ["Mike the Tiger's Habitat"]}),
    ("skip the audubon aquarium", {"avoid_sights": ["Audubon Aquarium"]}),
    ("no steamboat natchez", {"avoid_sights": ["Steamboat NATCHEZ - Official Site"]}),
    ("bourbon street at night", "named: bourbon"),
    ("a swamp tour", "named: swamp"),
    ("preservation hall", "named: preservation hall"),
    ("beignets at cafe du monde", "named: du monde"),
    ("the fish house", {"eat_at": ["The Fish House"]}),
    ("jimmys pancake house for breakfast", {"eat_at": ["Jimmy's Pancake House"]}),
    ("shenanigans irish pub", {"eat_at": ["Shenanigan's Irish Pub"]}),
    ("hunter's pub in baton rouge", {"eat_at": ["Hunter's Pub"]}),
    ("no subway", {"avoid_restaurants": ["Subway"]}),
    ("cajun and creole", "named: cajun"),
    ("gumbo!!", "named: gumbo"),
    ("seafood + bbq", {"more_cuisines": ["Seafood", "BBQ"]}),
    ("french food, it's new orleans", {"cuisine": ["French"]}),
    ("no mexican", {"avoid_cuisines": ["Mexican"]}),
    ("meals under 60 per person", {"max_meal_cost": 60.0}),
    ("restaurants rated 4 or better", {"min_rating": 4.0}),
    ("4 star places to stay", {"min_stay_rating": 4.0}),
    ("no more than $400 a night", {"max_night_price": 400.0}),
    ("100 pp per night", {"max_night_price_per_person": 100.0}),
    ("entire home for the 4 of us", {"room_type": "entire room"}),
    ("pet friendly please", {"more_house_rules": ["pets"]}),
    ("no smoking", {"stay_forbids": ["smoking"]}),
    ("fly out of nyc after 8am", {"flight_times": [window(leg="outbound", depart_from="08:00")]}),
    ("home by 11pm on the 19th", {"flight_times": [window(leg="return", arrive_until="23:00")]}),
    ("no flights over 3 hrs", {"max_flight_hours": 3.0}),
    ("at most 2 sights a day", pace(most=2)),
    ("a hotel with a balcony", "named: balcony"),
    ("my wife is diabetic", "named: diabet"),
    ("the wwii museum, seafood and 4 star places to stay",
     {"must_see": ["The National WWII Museum"], "more_cuisines": ["Seafood"], "min_stay_rating": 4.0}),
    ("laissez les bons temps rouler!", {}),
    ("my grandma was from baton rouge", {}),
])

MICHIGAN_CORPUS = with_own(MICHIGAN_OWN, [
    ("detroit and grand rapids", {"visit_cities": ["Detroit", "Grand Rapids"]}),
    ("traverse city has to be one", {"visit_cities": ["Traverse City"]}),
    ("not marquette", {"avoid_cities": ["Marquette"]}),
    ("skip lansing + kalamazoo", {"avoid_cities": ["Lansing", "Kalamazoo"]}),
    ("detriot", {"visit_cities": ["Detroit"]}),
    ("the henry ford museum", {"must_see": ["Henry Ford Museum of American Innovation"]}),
    ("motown museum", {"must_see": ["Motown Museum"]}),
    ("detroit zoo w/ the kids", {"must_see": ["Detroit Zoo"]}),
    ("belle isle aquarium", {"must_see": ["Belle Isle Aquarium"]}),
    ("michigan science center", {"must_see": ["Michigan Science Center"]}),
    ("the detroit institute of arts", {"must_see": ["Detroit Institute of Arts"]}),
    ("frederik meijer gardens", {"must_see": ["Frederik Meijer Gardens & Sculpture Park"]}),
    ("john ball zoo", {"must_see": ["John Ball Zoo"]}),
    ("the ford presidential museum", {"must_see": ["The Gerald R. Ford Presidential Museum"]}),
    ("worlds largest cherry pie pan lol", {"must_see": ["World's Largest Cherry Pie Pan"]}),
    ("skip the escape rooms", {"avoid_sights": ["The Ruse Escape Rooms"]}),
    ("no segway tour", {"avoid_sights": ["Detroit Segway Tours & Rides"]}),
    ("mackinac island", "named: mackinac"),
    ("sleeping bear dunes", "named: sleeping bear"),
    ("a red wings game", "named: red wings"),
    ("famous dave's", {"eat_at": ["Famous Dave's"]}),
    ("dragonfly one night", {"eat_at": ["Dragonfly"]}),
    ("a dong restaurant", {"eat_at": ["A Dong Restaurant"]}),
    ("zabardast indian kitchen", {"eat_at": ["Zabardast Indian Kitchen"]}),
    ("no pizza hut", {"avoid_restaurants": ["Pizza Hut"]}),
    ("pizza + fast food for the kids", {"more_cuisines": ["Pizza", "Fast Food"]}),
    ("italian and american", {"cuisine": ["Italian", "American"]}),
    ("no indian", {"avoid_cuisines": ["Indian"]}),
    ("coney dogs in detroit", "named: coney"),
    ("pasties up north", "named: pastie"),
    ("meals max $15 each", {"max_meal_cost": 15.0}),
    ("restaurants at least 3.5 stars", {"min_rating": 3.5}),
    ("only 4+ star rentals", {"min_stay_rating": 4.0}),
    ("$300 a night max for the house", {"max_night_price": 300.0}),
    ("60 per person per night", {"max_night_price_per_person": 60.0}),
    ("a pet friendly house, the dog comes", {"more_house_rules": ["pets"]}),
    ("no smoking house pls", {"stay_forbids": ["smoking"]}),
    ("fly out of sault ste marie after 9am", {"flight_times": [window(leg="outbound", depart_from="09:00")]}),
    ("home by 8pm on the 21st", {"flight_times": [window(leg="return", arrive_until="20:00")]}),
    ("we're driving, no planes", {"transportation": "no flight"}),
    ("max 5 hours in the car per day, kids", {"max_driving_hours": 5.0}),
    ("max 2 sights a day, the kids get cranky", pace(most=2)),
    ("3 sights on day 4 at most", pace(most=3, days=(4,))),
    ("a crib for the baby", "named: crib"),
    ("a hotel with an indoor pool", "named: pool"),
    ("my daughter has celiac", "named: celiac"),
    ("motown museum, pizza and under 300 a night",
     {"must_see": ["Motown Museum"], "more_cuisines": ["Pizza"], "max_night_price": 300.0}),
    ("pure michigan baby", {}),
    ("the kids are 6 and 9", {}),
])

CORPORA = ((PENSACOLA, PENSACOLA_CORPUS), (MINNEAPOLIS, MINNEAPOLIS_CORPUS), (CALIFORNIA, CALIFORNIA_CORPUS),
           (TEXAS_TRIP, TEXAS_CORPUS), (LOUISIANA, LOUISIANA_CORPUS), (MICHIGAN, MICHIGAN_CORPUS))

# Wishes that read one part and name another, checked whole: (base, wish, expected outcome).
MIXED: list[tuple[str, str, dict]] = [
    (PENSACOLA, "fort pickens at sunset", want({**PENSACOLA_OWN, "must_see": ["Fort Pickens"]}, "time")),
    (TEXAS_TRIP, "bbq every day", want({**TEXAS_OWN, "more_cuisines": ["BBQ"]}, "one meal")),
    (LOUISIANA, "seafood every night", want({**LOUISIANA_OWN, "more_cuisines": ["Seafood"],  # stop 77: read at every such meal (was named)
                                             "meal_wishes": every_meal("Seafood", "dinner")})),
    (CALIFORNIA, "alcatraz with a guided tour", want({"must_see": ["Alcatraz Island"]}, "guide")),
    # corrected after scoring: "the riverwalk" is two sights of Texas (see the corpus): both parts named
    (TEXAS_TRIP, "the riverwalk with a boat ride", want(TEXAS_OWN, "riverwalk", "boat")),
    (LOUISIANA, "mardi gras world with a king cake tasting",
     want({**LOUISIANA_OWN, "must_see": ["Mardi Gras World"]}, "king cake")),
    (MICHIGAN, "the henry ford with the factory tour",
     want({**MICHIGAN_OWN, "must_see": ["Henry Ford Museum of American Innovation"]}, "factory")),
    (PENSACOLA, "the lighthouse with a climb to the top",
     want({**PENSACOLA_OWN, "must_see": ["Pensacola Lighthouse & Maritime Museum"]}, "climb")),
    (MINNEAPOLIS, "mall of america with the nickelodeon rides",
     want({**MINNEAPOLIS_OWN, "must_see": ["Mall of America®"]}, "nickelodeon")),
]

# A kind of sight said in passing: never refused, never read as a rule, named as a wish the plan cannot promise.
SOFT: list[tuple[str, str, dict]] = [
    (PENSACOLA, "we'll probably hit the beach at some point", want(PENSACOLA_OWN, "beach")),
    (MINNEAPOLIS, "maybe a walk around a lake", want(MINNEAPOLIS_OWN, "lake")),
    (CALIFORNIA, "a museum or two would be nice", want(None, "museum")),
    # corrected after scoring: the kids are read as a stay that allows children (see the corpus); first written without
    (TEXAS_TRIP, "a park where the kids can run around",
     want({**TEXAS_OWN, "house_rule": "children under 10"}, "park")),
    (LOUISIANA, "some live music one night", want(LOUISIANA_OWN, "music")),
    (MICHIGAN, "a waterfall if there's one nearby", want(MICHIGAN_OWN, "waterfall")),
]

# Wishes named for a reason: (base, wish, the request's own reading, the wish's word, the reason's word). The naming
# (or a refusal, the house's way for a mode asked for) must hold both, never "no reader understood", and nothing may be
# read from the wish.
MODES = "modes"  # the reason's word: the sandbox's modes between cities
REASONS: list[tuple[str, str, dict, str, str]] = [
    (CALIFORNIA, "amtrak down the coast", {}, "amtrak", MODES),
    (TEXAS_TRIP, "greyhound between the cities is ok", TEXAS_OWN, "greyhound", MODES),
    (LOUISIANA, "we might take the train down from new york", LOUISIANA_OWN, "train", MODES),
    (MICHIGAN, "a bus between cities works", MICHIGAN_OWN, "bus", MODES),
    (PENSACOLA, "i get seasick easily", PENSACOLA_OWN, "seasick", "health"),
    (MINNEAPOLIS, "my husband gets carsick on long rides", MINNEAPOLIS_OWN, "carsick", "health"),
    (CALIFORNIA, "i have bad asthma", {}, "asthma", "health"),
]

# Budgets said in other forms beside the wishes: (request text, the budget it must read, or "refused").
PNS_NO_BUDGET = "Plan a 3-day trip from Houston to Pensacola for 2 people, March 12 to 14, 2022"
MSP_NO_BUDGET = "Plan a 3-day trip from Grand Forks to Minneapolis for 2 people, March 17 to 19, 2022"
CA_NO_BUDGET = "Plan a 5-day trip from Sun Valley to 2 cities in California for 1 person, March 22 to 26, 2022"
TX_NO_BUDGET = "Plan a 5-day trip from Manhattan to 2 cities in Texas for 3 people, March 14 to 18, 2022"
LA_NO_BUDGET = "Plan a 5-day trip from New York to 2 cities in Louisiana for 4 people, March 15 to 19, 2022"
MI_NO_BUDGET = "Plan a 7-day trip from Sault Ste. Marie to 3 cities in Michigan for 5 people, March 15 to 21, 2022"
BUDGETS: list[tuple[str, float | str]] = [
    (PNS_NO_BUDGET + ", 1100 tops", 1100.0),
    (MSP_NO_BUDGET + ". budget's around 1.3k", 1300.0),
    (CA_NO_BUDGET + ". $2,600 all in", 2600.0),
    (TX_NO_BUDGET + ". $1,300 each", 3900.0),
    (LA_NO_BUDGET + ". twelve thousand three hundred dollars", 12300.0),
    (MI_NO_BUDGET + ". budget 12700 (everything)", 12700.0),
    (PNS_NO_BUDGET + " on a budget of eleven hundred bucks", 1100.0),
    (MSP_NO_BUDGET + ", we can spend up to $1,300", 1300.0),
    (CA_NO_BUDGET + ". 2.5k budget, no wait, 2.6k", 2600.0),
    (TX_NO_BUDGET + ". we've got 3900 total", 3900.0),
    (LA_NO_BUDGET + ", budget: USD 12,300", 12300.0),
    (MI_NO_BUDGET + ". 12.7k max", 12700.0),
]

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: list[str] = [
    # named, not read: a name's first word and last words with a kind of place between them that the name lacks
    # ("foshay tower observation deck" for Foshay Museum and Observation Deck): read as another place ("Red Rocks
    # amphitheater" is no Red Rock Canyon), so no name matching reaches it
    "foshay tower observation deck",
    # ("the tar pits" reads since the twenty-second set's fix: a name that is a thing "and" its kind of place, La Brea
    # Tar Pits and Museum, is said by the thing's last words too)
    # named, not read: "missions" is the word of a trip city's name (Mission, Texas), no part of a sight
    "the missions",
    # ("the fish house", a restaurant's whole name in lower case made of words of food and places to eat only, reads
    # since the twenty-third set's fix: the data's name opens on "The", said with it)
    # named as not understood: a state's slogan said as talk ("pure michigan") is no talk a rule knows
    "pure michigan baby",
    # named whole, the city not read: a city said with what it is visited for ("for the desert") is read by no rule;
    # reading the city alone would drop the reason in silence where it is a wish of its own ("dallas for the cowboys
    # game"), so the clause stays named until the reason is named beside the city read
    "palm springs for the desert",
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
    CORPORA, 227, KNOWN_GAPS, BUDGETS, MIXED, SOFT, REASONS, known_silent=KNOWN_SILENT,
    known_budget_gaps=KNOWN_BUDGET_GAPS, known_mixed_gaps=KNOWN_MIXED_GAPS, known_soft_gaps=KNOWN_SOFT_GAPS,
    known_reason_gaps=KNOWN_REASON_GAPS))
