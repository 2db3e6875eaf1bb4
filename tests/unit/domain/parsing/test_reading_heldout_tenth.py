"""A tenth held-out corpus of wishes, written and scored before any fix made for it (issue 38: every wish the data can
answer is read, every one it cannot is named, never dropped in silence).

Written after the ninth set was fixed against, on trips of the public splits to places no earlier wish set used
(Savannah from Newark, Norfolk from Fort Lauderdale, Chattanooga from Atlanta, Reno from New York, Milwaukee from Fort
Lauderdale, Charlotte from Fort Wayne, each in the plain shape of the earlier sets' bases with what a traveller adds to
it, and three cities of Oregon from Oakland, its request text verbatim from train), with wishes said as other travellers
say them: terse and chatty, typos ("Fort Norfok", "Levine Musuem"), several wishes in one sentence, numbers in words
("sixty five a person per night tops", "four point five"), negations without the apostrophe ("shouldnt", "we dont"),
conditional preferences ("we'll drive if it's cheaper", "if we fly, nothing before 8"), wishes tied to a day ("on day 2
we want to see the Mercer-Williams House"), caps per person a night ("we're splitting it so $80 each a night max"),
flight windows on one leg ("no flights before 9 on the way back"), kinds of sights ruled out in the plural ("no
lighthouses", "skip the parks"), a sight's name with the data's curly apostrophe ("not ray's splash planet"), what the
data cannot say (amenities, accessibility, diets, views, parking, locations, stops) and talk that asks for nothing.
Scored as the other corpora are (read right / named / wrongly read / false alarm, printed with ``-s``; the wishes
dropped in silence, read as nothing and named nowhere, are printed apart); the misses still left are listed below, each
to stay listed until a general rule reads it.
"""

from __future__ import annotations

from tests.support.reading_scoring import dropped, every_meal, pace, score, window, with_own

RED_EYE = window(depart_from="05:00", depart_until="20:59", arrive_until="23:59")

# Request texts: trips of train and validation_dev in the plain shape of the earlier sets' bases, with what a traveller
# adds; Oregon's verbatim from train.
SAVANNAH = "Plan a 3-day trip from Newark to Savannah for 2 people, March 3 to 5, 2022, with a budget of $2,400. "
NORFOLK = ("Plan a 3-day trip from Fort Lauderdale to Norfolk for 2 people, March 16 to 18, 2022, with a budget of $2,300. "
           "We'd like a private room. ")
CHATTANOOGA = ("Plan a 3-day trip from Atlanta to Chattanooga for 5 people, March 7 to 9, 2022, with a budget of $3,600. We "
               "have kids under 10. ")
RENO = ("Plan a 3-day trip from New York to Reno for 4 people, March 14 to 16, 2022, with a budget of $11,300. We'd like "
        "Mexican and Indian food. ")
MILWAUKEE = "Plan a 3-day trip from Fort Lauderdale to Milwaukee for 2 people, March 8 to 10, 2022, with a budget of $2,200. "
CHARLOTTE = ("Plan a 3-day trip from Fort Wayne to Charlotte for 3 people, March 8 to 10, 2022, with a budget of $2,900. "
             "We'll be bringing our dog. ")
OREGON = ("Could you help craft a week-long travel plan for 2 people? We'll be departing from Oakland and aim to visit 3 "
          "different cities in Oregon from March 12th to March 18th, 2022, with a total budget of $4,500. As for meals, we "
          "have a preference for Italian and Mediterranean cuisines. ")
# What each request asks by itself, kept beside every wish appended to it.
NORFOLK_OWN = {"room_type": "private room"}
CHATTANOOGA_OWN = {"house_rule": "children under 10"}
RENO_OWN = {"cuisine": ["Mexican", "Indian"]}
CHARLOTTE_OWN = {"house_rule": "pets"}
OREGON_OWN = {"cuisine": ["Italian", "Mediterranean"]}

# (wish, the local constraints it adds to the request's own) or (wish, "named: <words the naming holds>")
SAVANNAH_CORPUS: list[tuple[str, dict | str]] = [
    ("forsyth park and the waterfront, obvs", {"must_see": ["Forsyth Park", "Savannah's Waterfront"]}),
    ("we gotta do a ghost tour", "named: Ghost Tour"),
    ("the prohibition museum sounds fun", {"must_see": ["American Prohibition Museum"]}),
    ("wormsloe, heard the oak avenue is gorgeous", {"must_see": ["Wormsloe State Historic Site"]}),
    ("the mercer williams house museum", {"must_see": ["Mercer-Williams House Museum"]}),
    # (named "given day" until stop 91: a sight on a day is kept, ``sight_days``)
    ("on day 2 we want to see the Mercer-Williams House", {"must_see": ["Mercer-Williams House Museum"],
                                                           "sight_days": [{"sight": "Mercer-Williams House Museum", "day": 2}]}),
    ("skip old fort jackson, my husband hates forts", {"avoid_sights": ["Old Fort Jackson"]}),
    ("no childrens museum, no kids on this one", {"avoid_sights": ["Savannah Children's Museum"]}),
    ("tybee island beach day", "named: tybee"),
    ("a riverboat cruise", "named: riverboat"),
    ("seafood pls, and some bbq", {"more_cuisines": ["Seafood", "BBQ"]}),
    ("no pizza, we get enough at home", {"avoid_cuisines": ["Pizza"]}),
    ("no pizza, meals under 30 a head, and forsyth park",
     {"avoid_cuisines": ["Pizza"], "max_meal_cost": 30.0, "must_see": ["Forsyth Park"]}),
    ("Pizza Day for lunch one day lol", {"eat_at": ["Pizza Day"]}),
    ("we're not going to Federal Delicatessen", {"avoid_restaurants": ["Federal Delicatessen"]}),
    ("brown house cafe for brunch", {"eat_at": ["Brown House Cafe"]}),
    ("meals under thirty a person", {"max_meal_cost": 30.0}),
    ("dinner no more than $45 pp", {"max_meal_cost": 45.0}),
    ("places to eat rated 4+", {"min_rating": 4.0}),
    ("a 4 star inn at least", {"min_stay_rating": 4.0}),
    ("hotel under one hundred fifty a night", {"max_night_price": 150.0}),
    ("we're splitting it so $80 each a night max", {"max_night_price_per_person": 80.0}),
    ("no flights before 9 on the way back", {"flight_times": [window(leg="return", depart_from="09:00")]}),
    ("need to land in savannah by 3pm", {"flight_times": [window(leg="outbound", arrive_until="15:00")]}),
    ("no red eye pls", {"flight_times": [RED_EYE]}),
    ("flights under 2.5 hrs", {"max_flight_hours": 2.5}),
    ("we dont want to drive, its like 12 hours", {"transportation": "no self-driving"}),
    ("two sights a day max", pace(most=2)),
    ("on the last day just one thing, we fly out", pace(most=1, days=(3,))),
    ("a room with a clawfoot tub", "named: amenities"),
    ("near river street", "named: locations"),
    ("my wife is pescatarian", "named: diet"),
    ("i use a cane so not too much walking pls", "named: accessibility"),
    ("can't wait, first trip since covid!", {}),
]

NORFOLK_CORPUS = with_own(NORFOLK_OWN, [
    ("nauticus + the botanical garden", {"must_see": ["Nauticus", "Norfolk Botanical Garden"]}),
    ("the chrysler museum, huge glass art fans", {"must_see": ["Chrysler Museum of Art"]}),
    ("MacArthur Memorial for my grandpa, he served", {"must_see": ["MacArthur Memorial"]}),
    ("we'd like to see the Hermitage Musuem", {"must_see": ["Hermitage Museum and Gardens"]}),
    ("the naval museum", {"must_see": ["Hampton Roads Naval Museum"]}),
    ("Fort Norfok is a must", {"must_see": ["Fort Norfolk"]}),
    ("we'd love to see the Norfolk Aquarium", "named: Norfolk Aquarium"),
    ("skip the beaches, its march", {"avoid_sights": ["Ocean View Beach Park", "Community Beach Park",
                                                      "East Beach - Public Beach Access Dolphin Run",
                                                      "Sarah Constant Beach Park"]}),
    ("no neon district", {"avoid_sights": ["Neon District"]}),
    ("wishing tree? nah", {"avoid_sights": ["Wishing Tree"]}),
    ("a dolphin watching boat", "named: dolphin"),
    ("day trip to colonial williamsburg", "named: williamsburg"),
    # corrected after scoring: a cuisine is kept at one meal at least, so "every night" is named as not kept
    ("seafood every night, we're coastal people", {"more_cuisines": ["Seafood"],  # stop 77: read at every such meal (was named)
                                                   "meal_wishes": every_meal("Seafood", "dinner")}),
    ("no fast food and no bbq", {"avoid_cuisines": ["Fast Food", "BBQ"]}),
    ("italian one night", {"cuisine": ["Italian"]}),
    ("Amber for dinner", {"eat_at": ["Amber"]}),
    ("not Red Chilli, spicy gives me heartburn", {"avoid_restaurants": ["Red Chilli"]}),
    ("we'd love to try China Leaf", {"eat_at": ["China Leaf"]}),
    ("keep food around 25/person", {"max_meal_cost": 25.0}),
    ("no restaurant over forty bucks a head", {"max_meal_cost": 40.0}),
    ("only resturants rated 3.5 or above", {"min_rating": 3.5}),
    ("hotel w/ at least 3 stars", {"min_stay_rating": 3.0}),
    ("room's gotta be under 175/nt", {"max_night_price": 175.0}),
    ("no more than sixty per person per night", {"max_night_price_per_person": 60.0}),
    ("hotel rated 4+ under 150 a night and no flights before 9am",
     {"min_stay_rating": 4.0, "max_night_price": 150.0, "flight_times": [window(depart_from="09:00")]}),
    ("we're bringing our cat", {"house_rule": "pets"}),
    ("and our friends might stop by the room", {"house_rule": "visitors"}),
    ("no flights before 10am on the way up", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("flight home has to leave after 1pm", {"flight_times": [window(leg="return", depart_from="13:00")]}),
    ("nothing longer than two hours in the air", {"max_flight_hours": 2.0}),
    ("flying only, not driving 12 hrs", {"transportation": "no self-driving"}),
    ("max 1 attraction on day one, we land late", pace(most=1, days=(1,))),
    ("a hotel with a pool for my son", "named: amenities"),
    ("waterfront view if possible", "named: looks out on"),
    ("we need free parking", "named: amenities"),
    ("go navy!", {}),
])

CHATTANOOGA_CORPUS = with_own(CHATTANOOGA_OWN, [
    ("rock city AND ruby falls, the kids are obsessed", {"must_see": ["Rock City Gardens", "Ruby Falls"]}),
    ("tennessee aquarium for sure", {"must_see": ["Tennessee Aquarium"]}),
    ("the incline railway up lookout mtn", {"must_see": ["Lookout Mountain Incline Railway"]}),
    ("creative discovery museum on day 2", {"must_see": ["Creative Discovery Museum"],  # (named until stop 91)
                                            "sight_days": [{"sight": "Creative Discovery Museum", "day": 2}]}),
    ("walk the walnut st bridge", {"must_see": ["Walnut Street Bridge"]}),
    ("the zoo", {"must_see": ["The Chattanooga Zoo at Warner Park"]}),
    ("skip the ghost tours, too scary for the little ones", {"avoid_sights": ["Chattanooga Ghost Tours Inc"]}),
    ("no museums, the kids get bored", {"avoid_sights": ["Creative Discovery Museum", "Hunter Museum of American Art",
                                                         "Bessie Smith Cultural Center and Chattanooga African American "
                                                         "Museum"]}),
    ("the choo choo hotel thing", "named: choo choo"),
    ("the southern belle riverboat", "named: belle"),
    ("pizza for the kids one night, and desserts", {"more_cuisines": ["Pizza", "Desserts"]}),
    ("none of us eat mexican", {"avoid_cuisines": ["Mexican"]}),
    ("chinese and american food", {"cuisine": ["Chinese", "American"]}),
    ("Subway for a quick lunch", {"eat_at": ["Subway"]}),
    ("not Domino's, we get it every friday", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("the kids want P.F. Chang's", {"eat_at": ["P.F. Chang's"]}),
    ("meals cap $20 a person, 5 of us add up fast", {"max_meal_cost": 20.0}),
    ("seafood + bbq, nothing pricier than 25 pp", {"more_cuisines": ["Seafood", "BBQ"], "max_meal_cost": 25.0}),
    ("restaurants w/ rating 4 or higher", {"min_rating": 4.0}),
    ("stays rated four and up", {"min_stay_rating": 4.0}),
    ("under $300/night since we need a big place", {"max_night_price": 300.0}),
    ("like $50 a head per night for the house", {"max_night_price_per_person": 50.0}),
    ("plus grandma's little dog", {"more_house_rules": ["pets"]}),
    ("and we might have friends over one evening", {"more_house_rules": ["visitors"]}),
    ("we'll drive, it's 2 hours", {"transportation": "no flight"}),
    ("max 3 hours of driving a day", {"max_driving_hours": 3.0}),
    ("no more than two sights per day, small kids", pace(most=2)),
    ("day 3 at least 2 things before we head home", pace(least=2, days=(3,))),
    ("a crib in the room", "named: amenities"),
    ("stroller friendly places", "named: accessibility"),
    ("my daughter has celiac", "named: diet"),
    ("a kids menu at dinner", "named: children"),
    ("roll tide!", {}),
])

RENO_CORPUS = with_own(RENO_OWN, [
    ("national automobile museum, my dad's a car guy", {"must_see": ["National Automobile Museum"]}),
    ("the reno arch for pics", {"must_see": ["Reno Arch"]}),
    ("animal ark + the planetarium", {"must_see": ["Animal Ark", "Fleischmann Planetarium"]}),
    ("nevada museum of art", {"must_see": ["Nevada Museum of Art"]}),
    ("the truckee river walk", {"must_see": ["Raymond L Smith Truckee River Walk"]}),
    ("we want to see the Nevada Art Museum", "named: did you mean"),
    ("lake tahoe day trip!!", "named: tahoe"),
    ("a show at a casino", "named: casino"),
    ("no dragon lights, saw it last year", {"avoid_sights": ["Dragon Lights Reno"]}),
    ("skip the parks, too cold", {"avoid_sights": ["Rancho San Rafael Regional Park", "Idlewild Park",
                                                   "The Sensory Garden At Idlewild Park", "Dorostkar Park",
                                                   "Bartley Ranch Regional Park"]}),
    ("italian too", {"cuisine": ["Mexican", "Indian", "Italian"]}),
    ("we don't eat seafood or bbq", {"avoid_cuisines": ["Seafood", "BBQ"]}),
    ("a bakery for breakfast", {"more_cuisines": ["Bakery"]}),
    ("Top Burger one night", {"eat_at": ["Top Burger"]}),
    ("not mcdonalds lol", {"avoid_restaurants": ["McDonald's"]}),
    ("Cafe Cook for dinner", {"eat_at": ["Cafe Cook"]}),
    ("per person per meal 35 max", {"max_meal_cost": 35.0}),
    ("food shouldnt be more than 50 bucks per head", {"max_meal_cost": 50.0}),
    ("restaurants rated four point five or better", {"min_rating": 4.5}),
    ("hotel 3 stars min", {"min_stay_rating": 3.0}),
    # corrected after scoring: "for the whole place" says the party rents all of it, an entire home
    ("no more than $400 a night for the whole place", {"max_night_price": 400.0, "room_type": "entire room"}),
    ("each of us pays max 90 per nite for the room", {"max_night_price_per_person": 90.0}),
    ("two of us smoke, need a smoking-friendly place", {"house_rule": "smoking"}),
    ("fly out of nyc after 9am", {"flight_times": [window(leg="outbound", depart_from="09:00")]}),
    ("land back home before 11pm", {"flight_times": [window(leg="return", arrive_until="23:00")]}),
    ("no overnight or early flights", {"flight_times": [window(depart_from="08:00", depart_until="20:59",
                                                               arrive_until="23:59")]}),
    ("i cant do early flights", {"flight_times": [window(depart_from="08:00")]}),
    ("no flight over 6 hrs", {"max_flight_hours": 6.0}),
    ("two sights a day tops and nothing after 8pm flying home",
     {**pace(most=2), "flight_times": [window(leg="return", depart_until="20:00")]}),
    ("three sights daily at least", pace(least=3)),
    ("day 1 light, we'll be jetlagged", pace(most=1, days=(1,))),
    ("we need a hotel w/ a gym", "named: amenities"),
    ("a room with a view of the mountains", "named: looks out on"),
    ("close to the casinos", "named: locations"),
    ("we're kosher", "named: diet"),
    ("vegas is next year lol", {}),
])

MILWAUKEE_CORPUS: list[tuple[str, dict | str]] = [
    ("harley davidson museum, hubby's dream", {"must_see": ["Harley-Davidson Museum"]}),
    ("the art museum and the public museum", {"must_see": ["Milwaukee Art Museum", "Milwaukee Public Museum"]}),
    ("the domes!", {"must_see": ["Mitchell Park Domes"]}),
    ("discovery world", {"must_see": ["Discovery World"]}),
    ("pabst mansion, we're beer people", {"must_see": ["Pabst Mansion"]}),
    # (named "given day" until stop 92: a kind of sight opening its clause with its day is that sight on that day)
    ("the zoo on day 2", {"must_see": ["Milwaukee County Zoo"], "sight_days": [{"sight": "Milwaukee County Zoo", "day": 2}]}),
    ("the riverwalk", "named: Riverwalk"),
    ("no lighthouses, seen enough", {"avoid_sights": ["North Point Lighthouse", "Milwaukee Pierhead Lighthouse"]}),
    ("skip the jewish museum", {"avoid_sights": ["Jewish Museum Milwaukee"]}),
    ("a brewery tour!!", "named: brewery"),
    ("a brewers game", "named: brewers"),
    ("cheese curds every day", "named: curds"),
    ("some french food and a bit of mediterranean", {"cuisine": ["French", "Mediterranean"]}),
    ("no chinese food, dont like it", {"avoid_cuisines": ["Chinese"]}),
    ("tea and dessert places", {"more_cuisines": ["Tea", "Desserts"]}),
    ("The Pack King one night", {"eat_at": ["The Pack King"]}),
    ("steer clear of subway", {"avoid_restaurants": ["Subway"]}),
    # corrected after scoring: one letter off a six-letter name is a near miss, asked back ("did you mean"), as the docs say
    ("we'd like to eat at Berkos", "named: did you mean"),
    ("meals between 15 and 25 each", {"max_meal_cost": 25.0}),
    ("under 20 dollars a plate", {"max_meal_cost": 20.0}),
    ("eat at places rated 4 or more and keep it under twenty five a person", {"min_rating": 4.0, "max_meal_cost": 25.0}),
    ("restaurants 4 stars and up", {"min_rating": 4.0}),
    ("nothing under a 3 star hotel", {"min_stay_rating": 3.0}),
    ("max 130 a night", {"max_night_price": 130.0}),
    ("sixty five a person per night tops", {"max_night_price_per_person": 65.0}),
    ("both of us smoke", {"house_rule": "smoking"}),
    ("no flights leaving before 7:30", {"flight_times": [window(depart_from="07:30")]}),
    ("arrive milwaukee by 6 pm", {"flight_times": [window(leg="outbound", arrive_until="18:00")]}),
    ("the flight back shouldnt land after 10 pm", {"flight_times": [window(leg="return", arrive_until="22:00")]}),
    ("direct flights only", "named: stops"),
    ("no flight longer than 4 hrs", {"max_flight_hours": 4.0}),
    ("we don't want to drive, 22 hours is insane", {"transportation": "no self-driving"}),
    ("at most 3 sights a day", pace(most=3)),
    ("take it slow on the last day", pace(most=1, days=(3,))),
    ("a place with a hot tub", "named: amenities"),
    ("walking distance to the lake", "named: locations"),
    ("hope the lake isn't frozen", {}),
]

CHARLOTTE_CORPUS = with_own(CHARLOTTE_OWN, [
    ("nascar hall of fame, non negotiable", {"must_see": ["NASCAR Hall of Fame"]}),
    ("discovery place for the science nerd in me", {"must_see": ["Discovery Place Science"]}),
    ("the mint museum", {"must_see": ["The Mint Museum"]}),
    ("billy graham library for my mom", {"must_see": ["Billy Graham Library"]}),
    ("we wanna go to the Bechtler", {"must_see": ["Bechtler Museum of Modern Art"]}),
    ("see the Levine Musuem of the New South", {"must_see": ["Levine Museum of the New South"]}),
    ("freedom park w/ the dog", {"must_see": ["Freedom Park"]}),
    ("skip the mural house", {"avoid_sights": ["The Mural House"]}),
    ("no water parks, it's march", "named: water parks"),
    ("not ray's splash planet", {"avoid_sights": ["Ray’s Splash Planet"]}),
    ("the whitewater center!!", "named: whitewater"),
    ("a panthers game", "named: panthers"),
    ("bbq, it's the carolinas", {"more_cuisines": ["BBQ"]}),
    ("indian and mexican food", {"cuisine": ["Indian", "Mexican"]}),
    ("no dessert places, we're cutting sugar", {"avoid_cuisines": ["Desserts"]}),
    ("Hong Kong Express for lunch", {"eat_at": ["Hong Kong Express"]}),
    ("avoid Chicken Inn", {"avoid_restaurants": ["Chicken Inn"]}),
    ("no Subway pls", {"avoid_restaurants": ["Subway"]}),
    ("meals under 25 per person", {"max_meal_cost": 25.0}),
    ("a meal shouldn't top 40 dollars pp", {"max_meal_cost": 40.0}),
    ("restaurant rating 4.2+", {"min_rating": 4.2}),
    ("hotel min 4 stars", {"min_stay_rating": 4.0}),
    ("$200 per night max for the room", {"max_night_price": 200.0}),
    ("no more than 70 per person nightly", {"max_night_price_per_person": 70.0}),
    ("my son smokes", {"more_house_rules": ["smoking"]}),
    # corrected after scoring: a way of travel wished on a condition is said as not kept, never shown as kept (issue 38)
    ("we'll drive if it's cheaper", "named: condition"),
    ("drive 5 hrs max per day", {"max_driving_hours": 5.0}),
    ("Max 4 hrs driving daily, and the NASCAR hall", {"max_driving_hours": 4.0, "must_see": ["NASCAR Hall of Fame"]}),
    ("if we fly, nothing before 8", {"flight_times": [window(depart_from="08:00")]}),
    ("no early flight on the way home", {"flight_times": [window(leg="return", depart_from="08:00")]}),
    ("2 hours flying max", {"max_flight_hours": 2.0}),
    ("at least two things every day", pace(least=2)),
    ("on day 2 only one sight, we're meeting friends", pace(most=1, days=(2,))),
    ("pet fee under 50 please", "named: fee"),
    ("a fenced yard for the dog", "named: amenities"),
    ("my mom uses a walker", "named: accessibility"),
    ("we're huge dale jr fans lol", {}),
])

OREGON_CORPUS = with_own(OREGON_OWN, [
    ("portland has to be one of them", {"visit_cities": ["Portland"]}),
    ("bend + eugene", {"visit_cities": ["Bend", "Eugene"]}),
    ("medford pls, my aunt lives there", {"visit_cities": ["Medford"]}),
    ("skip north bend", {"avoid_cities": ["North Bend"]}),
    ("not portland, too rainy", {"avoid_cities": ["Portland"]}),
    ("we want bend but not eugene", {"visit_cities": ["Bend"], "avoid_cities": ["Eugene"]}),
    ("portland and bend, skip medford", {"visit_cities": ["Portland", "Bend"], "avoid_cities": ["Medford"]}),
    # a sight or a restaurant said with its city: the wish for it alone (the sight or the meal takes the trip there)
    ("the japanese garden in portland", {"must_see": ["Portland Japanese Garden"]}),
    ("powell's books!!", "named: powell"),
    ("crater lake!!", {"must_see": ["Crater Lake National Park Trust"]}),
    ("OMSI and the rose test garden", {"must_see": ["OMSI", "International Rose Test Garden"]}),
    ("cascades raptor center in eugene", {"must_see": ["Cascades Raptor Center"]}),
    ("skip the shanghai tunnels", {"avoid_sights": ["Haunted Underground Shanghai Tunnels Tour"]}),
    ("multnomah falls", "named: multnomah"),
    ("voodoo doughnut obviously", "named: voodoo"),
    ("seafood on the coast", {"more_cuisines": ["Seafood"]}),
    ("no fast food", {"avoid_cuisines": ["Fast Food"]}),
    ("Bella Italia in portland", {"eat_at": ["Bella Italia"]}),
    ("not KFC", {"avoid_restaurants": ["KFC"]}),
    ("The Crab Shack one night", {"eat_at": ["The Crab Shack"]}),
    ("meals 30 or less per person", {"max_meal_cost": 30.0}),
    ("dining spots w/ at least a 4.0", {"min_rating": 4.0}),
    ("airbnbs rated 4+", {"min_stay_rating": 4.0}),
    ("lodging under 120/night", {"max_night_price": 120.0}),
    ("our cap is 55 pp a night", {"max_night_price_per_person": 55.0}),
    ("we're bringing the dog and our friends will visit", {"house_rule": "pets", "more_house_rules": ["visitors"]}),
    ("no driving more than 4 hours in one day", {"max_driving_hours": 4.0}),
    ("we'll fly down from oakland, no road trip", {"transportation": "no self-driving"}),
    ("flight out of oakland after 10", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("no flights that land after 9pm", {"flight_times": [window(arrive_until="21:00")]}),
    ("flights 2 hrs max", {"max_flight_hours": 2.0}),
    ("one sight a day is enough", pace(most=1)),
    ("the first two days at least 3 sights", pace(least=3, days=(1, 2))),
    ("a cabin with a fireplace", "named: amenities"),
    ("ocean view in north bend", "named: looks out on"),
    ("we're vegan", "named: diet"),
    ("i've never seen the pacific!", {}),
])

CORPORA = ((SAVANNAH, SAVANNAH_CORPUS), (NORFOLK, NORFOLK_CORPUS), (CHATTANOOGA, CHATTANOOGA_CORPUS), (RENO, RENO_CORPUS),
           (MILWAUKEE, MILWAUKEE_CORPUS), (CHARLOTTE, CHARLOTTE_CORPUS), (OREGON, OREGON_CORPUS))

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: list[str] = [
    # named, not read: a kind of outing the trip has several of ("a ghost tour": Hearse Ghost Tours or #1 Ghost Tour),
    # or a name two sights share ("the riverwalk"), named as not understood instead of asked which ("wormsloe, heard the
    # oak avenue is gorgeous", one word of a name in lower case opening the clause, read since stop 61, WISH14: no
    # English word) (a cheer with no plural, "go navy!", "roll tide!",
    # is talk since stop 58: domain/parsing/clause_form.is_cheer; "skip the shanghai tunnels", a sight's name in part and
    # lower case after a ruling-out word, read since stop 60: domain/constraints/must_see.ruled_out_lower_names)
    "we gotta do a ghost tour",
    "the riverwalk",
    # ("the kids want P.F. Chang's", a name with dotted initials, read since stop 61, WISH14: a period after an initial
    # joins a name; "Pizza Day for lunch one day lol", read since stop 64, WISH17: a laugh closing a meal's "one day"
    # says some day of the trip, domain/parsing/trip_length.py)
]
# Of them, the wishes read as nothing and named nowhere (dropped in silence): none may be.
KNOWN_SILENT: list[str] = []


def test_the_tenth_held_out_corpus_reads_as_written(sandbox):
    tally = score(CORPORA, sandbox)
    missed = sorted(tally["wrongly read"] + tally["false alarm"])
    assert sum(len(v) for v in tally.values()) >= 200 and missed == sorted(KNOWN_GAPS)


def test_no_wish_of_the_tenth_corpus_is_dropped_in_silence(sandbox):
    assert sorted(dropped(CORPORA, sandbox)) == sorted(KNOWN_SILENT)
