"""A seventeenth held-out corpus of wishes, written and scored before any fix made for it (issue 38: every wish the data
can answer is read, every one it cannot is named, never dropped in silence).

Written after the sixteenth set was fixed against, on six trips of the public splits no earlier wish set used as its
base (Minneapolis from Asheville for three, Los Angeles from Eugene for a couple with a cat, three cities of Colorado
from Santa Ana for a couple, three cities of Illinois from Eau Claire for three in an entire home, Nashville from
Panama City for a couple, two cities of Massachusetts from Myrtle Beach for three with a four-year-old), each in the
plain shape of the earlier sets' bases with what a traveller adds to it, said as other travellers say them: terse and
chatty, typos, slang, hedges ("if possible", "ideally", "if theres time"), negations, corrections ("no wait, 140"),
several wishes in one sentence; rated stays and restaurants, nightly caps per room and per person, meal caps, cuisines
the data has and lacks, named restaurants said with their city ("texas roadhouse in minneapolis one night"), sights by
name (misspelt sometimes) and by their kind ("we wanna go up the observatory"), a sight said with an outing the data
lacks ("the big blue bear with a hot air balloon ride"), paces, flight windows, driving, flight and travel hours,
cities to include and avoid, house rules needed and forbidden, room types, bans of a mode; what the data cannot say
(amenities, diets, events, places it lacks); and talk that asks for nothing. Scored as the other corpora are (read
right / named / wrongly read / false alarm, printed with ``-s``; the wishes dropped in silence are printed apart).
Budget forms are scored apart on the budget they leave (``BUDGETS``), and the wishes that read one part and name
another are checked whole apart (``MIXED``, tests/support/leftover_scoring.py).

HEAD figures (9aafb2d, before any fix for this set), of 277 wishes, as first scored: read right 193, named 46, wrongly
read 38, false alarm 0; dropped in silence 1 ("altitude sickness is a worry for my wife"); budget texts 9 of 10 ("...
2022 2900 at most" refused as a year); wishes read in part and named in part 1 of 5 (the "with a ..." part dropped).
Eight expectations were corrected after scoring, each marked below, and four budget texts added (a year then an
amount in the years' range, an amount then a mode); HEAD with them: read right 194, named 52, wrongly read 31, false
alarm 0, 1 dropped in silence, budget texts 10 of 14, mixed 1 of 5. Worst on HEAD: "texas roadhouse in minneapolis
one night" and "rhinehart's oyster bar" named as not understood (a restaurant in lower case said alone), "sushi masa in
colorado springs one night" refused for sushi, "Chicago Pizza one night lol" and "dinner at tony's one nite" refused
as a 2-day trip, "yellow dog eats one night" read as a pet, "cap lodging at 160 a night, no wait, 140" kept 160, "a
private room, no wait, the entire place" refused as two room types, "nowhere rated under 3.5 for food" refused as a
maximum rating, "we wanna go up the observatory" not read, "…2022, 2000 tops" refused as a year. After the fixes
made for it (stop 64, with the other helpers' changes of the stop in the tree): read right 211, named 58, wrongly
read 8, false alarm 0, none dropped in silence; budget texts 14 of 14; mixed 5 of 5. The misses left are listed in
KNOWN_GAPS, each to stay listed until a general rule reads it.
"""

from __future__ import annotations

from tests.support.leftover_scoring import miss, want
from tests.support.reading_scoring import budget_read, dropped, pace, score, window, with_own

RED_EYE = {"depart_from": "05:00", "depart_until": "20:59", "arrive_until": "23:59"}

# Request texts: trips of the public splits in the plain shape of the earlier sets' bases.
MINNEAPOLIS = ("Plan a 3-day trip from Asheville to Minneapolis for 3 people, March 7 to 9, 2022, with a budget of "
               "$2,300. ")
LOS_ANGELES = ("Plan a 3-day trip from Eugene to Los Angeles for 2 people, March 14 to 16, 2022, with a budget of "
               "$1,700. We're bringing our cat. ")
COLORADO = ("Plan a 7-day trip from Santa Ana to 3 cities in Colorado for 2 people, March 1 to 7, 2022, with a budget "
            "of $7,700. ")
ILLINOIS = ("Plan a 7-day trip from Eau Claire to 3 cities in Illinois for 3 people, March 20 to 26, 2022, with a "
            "budget of $10,600. We want an entire home. ")
NASHVILLE = ("Plan a 3-day trip from Panama City to Nashville for 2 people, March 23 to 25, 2022, with a budget of "
             "$2,900. ")
MASSACHUSETTS = ("Plan a 5-day trip from Myrtle Beach to 2 cities in Massachusetts for 3 people, March 12 to 16, 2022, "
                 "with a budget of $3,800. We're bringing our 4-year-old. ")
# What each request asks by itself, kept beside every wish appended to it.
LOS_ANGELES_OWN = {"house_rule": "pets"}
ILLINOIS_OWN = {"room_type": "entire room"}
MASSACHUSETTS_OWN = {"house_rule": "children under 10"}

# (wish, the local constraints it adds to the request's own) or (wish, "named: <words the naming holds>")
MINNEAPOLIS_CORPUS: list[tuple[str, dict | str]] = [
    ("texas roadhouse in minneapolis one night", {"eat_at": ["Texas Roadhouse"]}),
    # (its day dropped in silence until stop 95: a meal on a given day, ``meal_days``)
    ("dinner at texas roadhouse on the 8th", {"eat_at": ["Texas Roadhouse"], "meal_days": [
        {"day": 2, "meal": "dinner", "cuisine": None, "restaurant": "Texas Roadhouse"}]}),
    ("dinner at tony's one nite", {"eat_at": ["Tony's"]}),
    ("Agent Jack's Bar for drinks + dinner", {"eat_at": ["Agent Jack's Bar"]}),
    ("not troll tavern, the reviews are awful", {"avoid_restaurants": ["Troll Tavern"]}),
    ("minnehaha falls is a must", {"must_see": ["Minnehaha Falls"]}),
    ("the mill city musuem and the walker", {"must_see": ["Mill City Museum", "Walker Art Center"]}),
    ("we wanna go up the observation deck", {"must_see": ["Foshay Museum and Observation Deck"]}),
    ("mall of america obviously lol", {"must_see": ["Mall of America®"]}),
    ("the sculpture garden if theres time", {"must_see": ["Minneapolis Sculpture Garden"]}),
    ("skip the american swedish institute", {"avoid_sights": ["American Swedish Institute"]}),
    ("a twins game", "named: twins"),
    ("the guthrie theater", "named: guthrie"),
    ("paisley park, huge prince fan", "named: paisley park"),
    ("the stone arch bridge at sunset", "named: stone arch bridge"),
    ("bbq one night and pizza another", {"more_cuisines": ["BBQ", "Pizza"]}),
    ("no indian food pls", {"avoid_cuisines": ["Indian"]}),
    ("we like chinese and french", {"cuisine": ["Chinese", "French"]}),
    ("somewhere w good desserts", {"more_cuisines": ["Desserts"]}),
    ("we're not into fast food", {"avoid_cuisines": ["Fast Food"]}),
    ("thai food would be great", "named: thai"),
    ("restaurants 4 stars+", {"min_rating": 4.0}),
    ("food under $40 a head", {"max_meal_cost": 40.0}),
    ("hotel rated 3 or better", {"min_stay_rating": 3.0}),
    ("under 200 a night for lodging", {"max_night_price": 200.0}),
    ("$70 pp per night max", {"max_night_price_per_person": 70.0}),
    ("we need a place that allows our 2 dogs", {"house_rule": "pets"}),
    ("entire apt please", {"room_type": "entire room"}),
    ("no shared rooms", {"room_type": "not shared room"}),
    ("no smoking places, my son has asthma", {"stay_forbids": ["smoking"]}),
    ("no flying, i hate planes", {"transportation": "no flight"}),
    ("no flights before 9am", {"flight_times": [window(depart_from="09:00")]}),
    ("red eyes are a no", {"flight_times": [window(**RED_EYE)]}),
    ("land by 3pm on the first day", {"flight_times": [window(leg=1, arrive_until="15:00")]}),
    ("max 2 sights a day", pace(most=2)),
    ("chill pace, we're old lol", pace(most=1)),
    ("no more than 5 hours in the car per day", {"max_driving_hours": 5.0}),
    ("flights under 3 hrs", {"max_flight_hours": 3.0}),
    ("my mom uses a walker", "named: walker"),
    ("a hotel w/ a pool for the kids", "named: pool"),
    ("near the light rail", "named: light rail"),
    ("gluten free options", "named: gluten"),
    ("tony's, mall of america, and nothing over 150/night",
     {"eat_at": ["Tony's"], "must_see": ["Mall of America®"], "max_night_price": 150.0}),
    ("we're coming for my cousin's wedding!", {}),
    ("first time in the twin cities, so excited", {}),
    ("thx in advance", {}),
]

LOS_ANGELES_CORPUS = with_own(LOS_ANGELES_OWN, [
    ("we wanna go up the observatory", {"must_see": ["Griffith Observatory"]}),
    # corrected after scoring: the sight is read and its hour named (the plan keeps a sight on a day, never its hour:
    # docs/vocabulary-meals-sights.md); first written as the sight alone
    ("griffith observatory at night if possible", "named: time of day"),
    ("the hollywood sign and the walk of fame", {"must_see": ["Hollywood Sign", "Hollywood Walk of Fame"]}),
    ("la brea tar pits!!", {"must_see": ["La Brea Tar Pits and Museum"]}),
    ("the getty, ideally", {"must_see": ["The Getty"]}),
    ("santa monica peir", {"must_see": ["Santa Monica Pier"]}),
    ("paramount studio tour if theres time", {"must_see": ["Paramount Pictures Studio Tour"]}),
    ("the zoo", {"must_see": ["Old Los Angeles Zoo"]}),
    ("skip universal studios, too pricey", {"avoid_sights": ["Universal Studios Hollywood"]}),
    ("no wax museums", {"avoid_sights": ["Hollywood Wax Museum"]}),
    ("disneyland day!", "named: disneyland"),
    ("venice beach boardwalk", "named: venice"),
    ("a dodgers game", "named: dodgers"),
    # corrected after scoring: a cuisine is kept at one meal at least, so "every day" is named beside it; first
    # written as the cuisine alone
    ("mexican food every day pls", "named: every"),
    # corrected after scoring: "by the beach" is a place inside a city the data cannot check, named beside the
    # cuisine read; first written as the cuisine alone
    ("some seafood by the beach", "named: by the beach"),
    ("no bakeries or cafes, we want real meals", {"avoid_cuisines": ["Bakery", "Cafe"]}),
    ("korean bbq in koreatown", "named: korean"),
    ("sushi at least once", "named: sushi"),
    ("dominos is a no", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("Palmshore for lunch one day", {"eat_at": ["Palmshore"]}),
    ("we'd like to try Onokabe", {"eat_at": ["Onokabe"]}),
    ("cheap eats, 25 bucks a person tops", {"max_meal_cost": 25.0}),
    ("nowhere rated under 3.5 for food", {"min_rating": 3.5}),
    ("a 4 star rental at least", {"min_stay_rating": 4.0}),
    ("room under $180/nt", {"max_night_price": 180.0}),
    ("no more than 90 each per night", {"max_night_price_per_person": 90.0}),
    ("a private room is plenty", {"room_type": "private room"}),
    ("a private room, no wait, the entire place", {"room_type": "entire room"}),
    ("non smoking room pls", {"stay_forbids": ["smoking"]}),
    ("we're fine driving, no planes", {"transportation": "no flight"}),
    ("flight back after 5pm", {"flight_times": [window(leg="return", depart_from="17:00")]}),
    ("nothing landing after 10 pm", {"flight_times": [window(arrive_until="22:00")]}),
    ("no early flights", {"flight_times": [window(depart_from="08:00")]}),
    # corrected after scoring: "1 attraction per day" is both a most and a least (docs: "two sights a day" is
    # both); first written as a most only
    ("1 attraction per day, we're slow", pace(most=1, least=1)),
    ("at least 3 sights on day 2", pace(least=3, days=(2,))),
    ("max 4 hrs of driving a day", {"max_driving_hours": 4.0}),
    ("an ocean view room", "named: ocean view"),
    ("a place with a hot tub", "named: hot tub"),
    ("my husband is vegan", "named: vegan"),
    ("valet parking", "named: parking"),
    ("the griffith observatory with a telescope show", "named: telescope"),
    ("the observatory and the tar pits, no fast food, hotel 4+ stars",
     {"must_see": ["Griffith Observatory", "La Brea Tar Pits and Museum"], "avoid_cuisines": ["Fast Food"],
      "min_stay_rating": 4.0}),
    ("a cat-friendly place obviously", {}),
    ("the cat's name is mochi", {}),
    ("we met in LA so this is special", {}),
    ("it's our honeymoon!!", {}),
])

COLORADO_CORPUS: list[tuple[str, dict | str]] = [
    ("must see the big blue bear with a hot air balloon ride", "named: balloon"),
    ("the big blue bear", {"must_see": ["Big Blue Bear"]}),
    ("denver, colorado springs and durango", {"visit_cities": ["Denver", "Colorado Springs", "Durango"]}),
    ("garden of the gods for sure", {"must_see": ["Garden of the Gods"]}),
    ("we wanna go up the observatory in gunnison", {"must_see": ["Gunnison Valley Observatory"]}),
    ("ride the narrow gauge railroad", {"must_see": ["Durango & Silverton Narrow Gauge Railroad"]}),
    ("meow wolf!!!", {"must_see": ["Meow Wolf Denver | Convergence Station"]}),
    ("cave of the winds if possible", {"must_see": ["Cave of the Winds Mountain Park"]}),
    ("black canyon of the gunnison", {"must_see": ["Black Canyon of the Gunnison National Park"]}),
    ("pinkerton hot springs", {"must_see": ["Pinkerton Hot Springs"]}),
    ("not the denver selfie museum lol", {"avoid_sights": ["Denver Selfie Museum"]}),
    ("no alamosa", {"avoid_cities": ["Alamosa"]}),
    ("avoid grand junction, too far", {"avoid_cities": ["Grand Junction"]}),
    ("rocky mountain national park", "named: rocky mountain"),
    # corrected after scoring: named for the concert (the data has no events); first written with "red rocks"
    ("a concert at red rocks", "named: concert"),
    ("skiing in vail", "named: vail"),
    ("pikes peak cog railway", "named: pikes peak"),
    ("a brewery tour", "named: brewery"),
    ("mexican & italian", {"cuisine": ["Mexican", "Italian"]}),
    ("bbq at least once", {"more_cuisines": ["BBQ"]}),
    ("nothing french", {"avoid_cuisines": ["French"]}),
    ("no chinese or fast food", {"avoid_cuisines": ["Chinese", "Fast Food"]}),
    ("Kloof Street House in denver", {"eat_at": ["Kloof Street House"]}),
    ("sushi masa in colorado springs one night", {"eat_at": ["Sushi Masa"]}),
    ("no burger king", {"avoid_restaurants": ["Burger King"]}),
    ("Pizza Hut, never again", {"avoid_restaurants": ["Pizza Hut"]}),
    ("meals no more than 45 per person", {"max_meal_cost": 45.0}),
    ("4.0+ restaurants", {"min_rating": 4.0}),
    ("hotels 3 stars and up", {"min_stay_rating": 3.0}),
    ("lodging under $130/night", {"max_night_price": 130.0}),
    ("entire home, no shared stuff", {"room_type": "entire room"}),
    ("we're gonna have a party one night", {"house_rule": "parties"}),
    ("my partner smokes", {"house_rule": "smoking"}),
    ("driving only, no flights", {"transportation": "no flight"}),
    ("if we fly, nothing departing before 10am", {"flight_times": [window(depart_from="10:00")]}),
    ("arrive by 6pm on day 1", {"flight_times": [window(leg=1, arrive_until="18:00")]}),
    ("no more than 3 hours driving per day", {"max_driving_hours": 3.0}),
    ("max 8 hrs travel a day", {"max_travel_hours": 8.0}),
    ("no flights over 2.5 hours", {"max_flight_hours": 2.5}),
    ("at most 2 sights a day", pace(most=2)),
    ("3 or more sights a day", pace(least=3)),
    ("altitude sickness is a worry for my wife", "named: altitude"),
    ("a cabin with a fireplace", "named: fireplace"),
    ("a dispensary tour lol", "named: dispensary"),
    ("we're from socal so snow is a novelty", {}),
    ("can't wait!!!", {}),
    ("my wife's birthday is on the 4th", {}),
]

ILLINOIS_CORPUS = with_own(ILLINOIS_OWN, [
    ("chicago has to be one", {"visit_cities": ["Chicago"]}),
    ("chicago peoria and rockford", {"visit_cities": ["Chicago", "Peoria", "Rockford"]}),
    ("not champaign", {"avoid_cities": ["Champaign"]}),
    ("skip bloomington and belleville", {"avoid_cities": ["Bloomington", "Belleville"]}),
    ("the bean", "named: bean"),
    ("cloud gate and navy pier", {"must_see": ["Cloud Gate", "Navy Pier"]}),
    ("the shedd aquarium and field museum", {"must_see": ["Shedd Aquarium", "Field Museum"]}),
    ("the skydeck", {"must_see": ["Skydeck Chicago"]}),
    # corrected after scoring: kids with no age are children under 10 (the documented house rule); first
    # written without it
    ("the aquarium for the kids", {"house_rule": "children under 10", "must_see": ["Shedd Aquarium"]}),
    ("the arboretum in rockford", {"must_see": ["Klehm Arboretum & Botanic Garden"]}),
    ("peoria zoo", {"must_see": ["Peoria Zoo"]}),
    ("the caterpillar visitors center", {"must_see": ["Caterpillar Visitors Center"]}),
    ("anderson japanese gardens in rockford", {"must_see": ["Anderson Japanese Gardens"]}),
    ("frank lloyd wrights laurent house", {"must_see": ["Frank Lloyd Wright's Laurent House"]}),
    ("no museum of ice cream, it's a tourist trap", {"avoid_sights": ["MUSEUM OF ICE CREAM"]}),
    ("wrigley field tour", {"must_see": ["Wrigley Field"]}),
    ("navy pier with a boat cruise", "named: boat"),
    ("the art institute of chicago", "named: art institute"),
    ("deep dish pizza in chicago", {"more_cuisines": ["Pizza"]}),
    ("chinese food one night, italian another", {"cuisine": ["Chinese", "Italian"]}),
    ("american food", {"cuisine": ["American"]}),
    # corrected after scoring: the allergy is named as a diet the data has no label for, the cuisine avoided
    # beside it; first written as the cuisine alone
    ("no seafood, shellfish allergy", "named: diet"),
    ("a tea place for my mom", {"more_cuisines": ["Tea"]}),
    ("Baduzzi in peoria, my friend raves about it", {"eat_at": ["Baduzzi"]}),
    ("coco bambu in rockford for dinner", {"eat_at": ["Coco Bambu"]}),
    ("not starbucks, we can do that at home", {"avoid_restaurants": ["Starbucks"]}),
    ("never applebee's", {"avoid_restaurants": ["Applebee's"]}),
    ("dinner under $60 each", {"max_meal_cost": 60.0}),
    ("restaurants rated 3.8 or above", {"min_rating": 3.8}),
    ("four star stays", {"min_stay_rating": 4.0}),
    ("max $250 a night", {"max_night_price": 250.0}),
    ("no more than 100 per head per night", {"max_night_price_per_person": 100.0}),
    ("kids are 4 and 7", {"house_rule": "children under 10"}),
    ("we might have friends over in chicago", {"house_rule": "visitors"}),
    ("no pets at the place, my son's allergic", {"stay_forbids": ["pets"]}),
    ("no self driving, we'll fly", {"transportation": "no self-driving"}),
    ("no driving more than 4 hours a day", {"max_driving_hours": 4.0}),
    ("outbound flight after 10am", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("no redeye home", {"flight_times": [window(leg="return", **RED_EYE)]}),
    ("max three attractions a day", pace(most=3)),
    ("at least 2 things a day", pace(least=2)),
    # corrected after scoring: named once for accessibility, which covers the walking; first written with "walking"
    ("my dad has a bad hip so not much walking", "named: accessibility"),
    ("a rooftop bar", "named: rooftop"),
    ("a blues club one night", "named: blues"),
    ("halal food", "named: halal"),
    ("wifi is a must, I'm working", "named: wifi"),
    ("go cubs go", {}),
    ("my sister lives in chicago", {}),
    ("we've never been to the midwest", {}),
])

NASHVILLE_CORPUS: list[tuple[str, dict | str]] = [
    ("the grand ole opry is a must", {"must_see": ["Grand Ole Opry"]}),
    ("the opry", {"must_see": ["Grand Ole Opry"]}),
    ("johnny cash museum + the ryman", {"must_see": ["Johnny Cash Museum", "Ryman Auditorium"]}),
    ("country music hall of fame", {"must_see": ["Country Music Hall of Fame and Museum"]}),
    ("the parthenon", {"must_see": ["The Parthenon"]}),
    ("honky tonk hwy", {"must_see": ["Honky Tonk Highway"]}),
    ("the hermitage, andrew jackson's place", {"must_see": ["Andrew Jackson’s Hermitage"]}),
    ("patsy cline musuem", {"must_see": ["Patsy Cline Museum"]}),
    ("skip nashville shores", {"avoid_sights": ["Nashville Shores"]}),
    ("not the nashtrash tour", {"avoid_sights": ["NashTrash Tours"]}),
    ("dollywood", "named: dollywood"),
    ("a titans game", "named: titans"),
    ("hot chicken at prince's", "named: prince"),
    ("southern comfort food", "named: southern"),
    ("the parthenon with a guided tour", "named: guided"),
    ("bbq and more bbq", {"more_cuisines": ["BBQ"]}),
    ("american, mexican", {"cuisine": ["American", "Mexican"]}),
    ("no mediterranean", {"avoid_cuisines": ["Mediterranean"]}),
    ("Chicago Pizza one night lol", {"eat_at": ["Chicago Pizza"]}),
    ("lunch at chicago pizza in nashville", {"eat_at": ["Chicago Pizza"]}),
    ("Oh! Calcutta for dinner", {"eat_at": ["Oh! Calcutta"]}),
    ("kargo and twigly", {"eat_at": ["Kargo", "Twigly"]}),
    ("avoid the toddy shop", {"avoid_restaurants": ["The Toddy Shop"]}),
    ("meals ~30 per person max", {"max_meal_cost": 30.0}),
    ("food spots rated 4 and up", {"min_rating": 4.0}),
    ("3 star hotel minimum", {"min_stay_rating": 3.0}),
    ("$120 a night tops", {"max_night_price": 120.0}),
    ("shared room is fine", {}),
    ("private room pls", {"room_type": "private room"}),
    ("no smoking rooms", {"stay_forbids": ["smoking"]}),
    ("we smoke, so somewhere that allows it", {"house_rule": "smoking"}),
    ("no car, we're flying", {"transportation": "no self-driving"}),
    ("back home by 8pm", {"flight_times": [window(leg="return", arrive_until="20:00")]}),
    ("morning flight out", {"flight_times": [window(leg="outbound", depart_from="05:00", depart_until="11:59")]}),
    ("no flights over 2 hours", {"max_flight_hours": 2.0}),
    ("no more than 6 hrs of travel in a day", {"max_travel_hours": 6.0}),
    ("slow pace, 1-2 things a day", pace(most=2, least=1)),
    ("no more than 2 sights on the last day", pace(most=2, days=(3,))),
    ("a hotel near broadway", "named: broadway"),
    ("live music every night", "named: live music"),
    ("line dancing lessons", "named: line dancing"),
    ("my wife is pregnant", "named: pregnant"),
    ("grand ole opry, bbq and under 150/night",
     {"must_see": ["Grand Ole Opry"], "more_cuisines": ["BBQ"], "max_night_price": 150.0}),
    ("yeehaw", {}),
    ("it's a bachelorette weekend!", {}),
    ("we went to memphis last year", {}),
]

MASSACHUSETTS_CORPUS = with_own(MASSACHUSETTS_OWN, [
    ("boston and nantucket", {"visit_cities": ["Boston", "Nantucket"]}),
    ("martha's vineyard pls", {"visit_cities": ["Martha's Vineyard"]}),
    ("not hyannis", {"avoid_cities": ["Hyannis"]}),
    ("fenway park tour", {"must_see": ["Fenway Park"]}),
    ("the new england aquarium for the little one", {"must_see": ["New England Aquarium"]}),
    ("boston tea party ships", {"must_see": ["Boston Tea Party Ships & Museum"]}),
    ("the whaling museum on nantucket", {"must_see": ["Whaling Museum"]}),
    ("jaws bridge!! my husband loves jaws", {"must_see": ["Jaws Bridge"]}),
    ("the paul revere house and bunker hill", {"must_see": ["The Paul Revere House", "Bunker Hill Monument"]}),
    ("the aquinnah cliffs", {"must_see": ["Aquinnah Cliffs Overlook"]}),
    ("skip the boston stone, it's just a rock", {"avoid_sights": ["The Boston Stone"]}),
    ("the freedom trail", "named: freedom trail"),
    ("harvard campus tour", "named: harvard"),
    ("whale watching", "named: whale"),
    ("a red sox game", "named: red sox"),
    ("fenway park with a tour guide", "named: guide"),
    ("seafood seafood seafood", {"more_cuisines": ["Seafood"]}),
    ("italian food one night", {"cuisine": ["Italian"]}),
    ("no indian or chinese", {"avoid_cuisines": ["Indian", "Chinese"]}),
    ("a bakery for breakfast", {"more_cuisines": ["Bakery"]}),
    ("desserts and tea", {"more_cuisines": ["Desserts", "Tea"]}),
    ("The Cheesecake Factory in hyannis", {"eat_at": ["The Cheesecake Factory"]}),
    ("rhinehart's oyster bar", {"eat_at": ["Rhinehart's Oyster Bar"]}),
    ("not dominos", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("yellow dog eats one night", {"eat_at": ["Yellow Dog Eats"]}),
    ("max 35 a person for meals", {"max_meal_cost": 35.0}),
    ("restaurants rated at least 3", {"min_rating": 3.0}),
    ("places to stay rated 4 or more", {"min_stay_rating": 4.0}),
    ("cap lodging at 160 a night, no wait, 140", {"max_night_price": 140.0}),
    ("$50 per person per night", {"max_night_price_per_person": 50.0}),
    ("an entire house", {"room_type": "entire room"}),
    ("no flying, we'll drive up", {"transportation": "no flight"}),
    ("no flights landing after 9pm", {"flight_times": [window(arrive_until="21:00")]}),
    ("no more than 5 hrs driving a day, the kid gets cranky", {"max_driving_hours": 5.0}),
    ("just one thing a day, we have a toddler", pace(most=1)),
    ("a crib in the room", "named: crib"),
    ("kid-friendly restaurants", "named: kid-friendly"),
    ("the ferry to nantucket", "named: ferry"),
    ("a beach house with an ocean view", "named: ocean view"),
    ("whaling musem, seafood, and a 4 star hotel",
     {"must_see": ["Whaling Museum"], "more_cuisines": ["Seafood"], "min_stay_rating": 4.0}),
    ("go sox", {}),
    ("my grandma grew up in boston", {}),
    ("so excited to show our kid the ocean", {}),
])

CORPORA = ((MINNEAPOLIS, MINNEAPOLIS_CORPUS), (LOS_ANGELES, LOS_ANGELES_CORPUS), (COLORADO, COLORADO_CORPUS),
           (ILLINOIS, ILLINOIS_CORPUS), (NASHVILLE, NASHVILLE_CORPUS), (MASSACHUSETTS, MASSACHUSETTS_CORPUS))

# Wishes that read one part and name another, checked whole: (base, wish, expected outcome).
MIXED: list[tuple[str, str, dict]] = [
    (COLORADO, "must see the big blue bear with a hot air balloon ride",
     want({"must_see": ["Big Blue Bear"]}, "balloon")),
    (LOS_ANGELES, "the griffith observatory with a telescope show",
     want({**LOS_ANGELES_OWN, "must_see": ["Griffith Observatory"]}, "telescope")),
    (ILLINOIS, "navy pier with a boat cruise", want({**ILLINOIS_OWN, "must_see": ["Navy Pier"]}, "boat")),
    (NASHVILLE, "the parthenon with a guided tour", want({"must_see": ["The Parthenon"]}, "guided")),
    (MASSACHUSETTS, "fenway park with a tour guide",
     want({**MASSACHUSETTS_OWN, "must_see": ["Fenway Park"]}, "guide")),
]

# Budgets said in other forms beside the wishes: (request text, the budget it must read, or "refused").
MPLS_NO_BUDGET = "Plan a 3-day trip from Asheville to Minneapolis for 3 people, March 7 to 9, 2022"
LA_NO_BUDGET = "Plan a 3-day trip from Eugene to Los Angeles for 2 people, March 14 to 16, 2022"
NASH_NO_BUDGET = "Plan a 3-day trip from Panama City to Nashville for 2 people, March 23 to 25, 2022"
CO_NO_BUDGET = "Plan a 7-day trip from Santa Ana to 3 cities in Colorado for 2 people, March 1 to 7, 2022"
BUDGETS: list[tuple[str, float | str]] = [
    (MPLS_NO_BUDGET + ", 2300 tops", 2300.0),
    (LA_NO_BUDGET + ", 1700 max", 1700.0),
    (NASH_NO_BUDGET + " 2900 at most", 2900.0),
    (CO_NO_BUDGET + ". 7700 -- flying", 7700.0),
    (NASH_NO_BUDGET + ". 2900 - driving", 2900.0),
    (LA_NO_BUDGET + ". budget: two grand", 2000.0),
    (LA_NO_BUDGET + ". $1,000 each", 2000.0),
    (MPLS_NO_BUDGET + ". $2,300 all-in for the three of us", 2300.0),
    (CO_NO_BUDGET + ". we can do 7.7k", 7700.0),
    (CO_NO_BUDGET + ", budget 7700", 7700.0),
    (LA_NO_BUDGET + ", 2000 tops", 2000.0),
    (NASH_NO_BUDGET + ", 2050 at most", 2050.0),
    (LA_NO_BUDGET + ". 1700 -- flying", 1700.0),
    (MPLS_NO_BUDGET + ", 2000 - driving", 2000.0),
]

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: list[str] = [
    # ("entire home, no shared stuff", read as "not shared room", reads since stop 80: the entire home, room_type._narrowed)
    # ("paramount studio tour if theres time", named, reads since the twenty-third set's fix: a long name less one word
    # inside it, ``said_alone_keys``)
    # ("dominos is a no", named, reads since the twenty-fourth set's fix: a restaurant's name in lower case with its
    # verdict after it, ``said_alone_stands.stands_as_name``)
    # the observatory read, "the tar pits" named: two words from inside a name that end on no kind of place
    # (said_alone_keys._inner reads one word of five letters or two ending on a kind)
    "the observatory and the tar pits, no fast food, hotel 4+ stars",
    # named, not read: a kind followed by "in <city>" is no kind read after a cue (must_see._KIND_AFTER_CUE leaves "the
    # museum of ..." to the names), and the city is named by the names' net
    "we wanna go up the observatory in gunnison",
    # the visitors read, "chicago" named: as in the sixteenth set, a city of the trip after "in" closing a clause read
    # for visitors may be a wish to go; named rather than guessed
    "we might have friends over in chicago",
    # ("the opry" left this list at stop 85: a short word English never writes, after "the", is the name, WISH35)
    # named, not read: restaurants of one word in lower case ("kargo", "twigly") are read after a cue only; one owner's
    # ("tony's", "applebee's") is read where a name stands
    "kargo and twigly",
]
# Of them, the wishes read as nothing and named nowhere (dropped in silence): none may be.
KNOWN_SILENT: list[str] = []
# Budget texts read otherwise than expected.
KNOWN_BUDGET_GAPS: list[str] = []
# Mixed wishes not read whole.
KNOWN_MIXED_GAPS: list[str] = []


def test_the_seventeenth_held_out_corpus_reads_as_written(sandbox):
    tally = score(CORPORA, sandbox)
    missed = sorted(tally["wrongly read"] + tally["false alarm"])
    assert sum(len(v) for v in tally.values()) >= 277 and len(tally["read right"]) >= 211 and missed == sorted(KNOWN_GAPS)


def test_no_wish_of_the_seventeenth_corpus_is_dropped_in_silence(sandbox):
    assert sorted(dropped(CORPORA, sandbox)) == sorted(KNOWN_SILENT)


def test_the_seventeenth_budget_forms_read_as_written(sandbox):
    missed = sorted(text for text, expected in BUDGETS if budget_read(text, sandbox) != expected)
    assert missed == sorted(KNOWN_BUDGET_GAPS)


def test_the_seventeenth_mixed_wishes_read_one_part_and_name_the_other(sandbox):
    missed = sorted(wish for base, wish, expected in MIXED if miss(base, wish, expected, sandbox) is not None)
    assert missed == sorted(KNOWN_MIXED_GAPS)
