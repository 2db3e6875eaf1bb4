"""A sixteenth held-out corpus of wishes, written and scored before any fix made for it (issue 38: every wish the data
can answer is read, every one it cannot is named, never dropped in silence).

Written after the fifteenth set was fixed against, on six trips of the public splits no earlier wish set used as its
base (two cities of Michigan from Omaha for three in private rooms, three cities of Louisiana from Fort Lauderdale for
a couple with a toddler, two cities of Pennsylvania from Greer alone, two cities of New York from Fayetteville for a
group of eight who love Mexican food, two cities of Ohio from Newark for a couple, one of whom smokes, three cities of
Georgia from Chattanooga for a couple with a dog), each in the plain shape of the earlier sets' bases with what a
traveller adds to it, said as other travellers say them: terse and chatty, typos, slang and short names ("cincy",
"philly", "nyc", "w/", "pp"), numbers in words, hedges ("if possible", "if there's time"), negations, ranges, several
wishes in one sentence, "no X unless Y"; rated stays and restaurants, nightly caps per room and per person, meal caps
for the party, cuisines of all fifteen the data has (and some it lacks), named restaurants (names holding a city's or
a cuisine's word) and the lesser-known sights of the trip's cities, paces, flight windows and red-eyes, flight,
driving and travel hours, cities to include and avoid, house rules needed and forbidden, room types, bans of a mode,
party details; what the data cannot say (amenities, diets, views, places and outings it lacks); and talk that asks
for nothing. Scored as the other corpora are (read right / named / wrongly read / false alarm, printed with ``-s``;
the wishes dropped in silence are printed apart). Budget forms are scored apart on the budget they leave
(``BUDGETS``).

HEAD figures (c1c7649, before any fix for this set), of 296 wishes, as first scored: read right 230, named 40, wrongly
read 26, false alarm 0; dropped in silence 6 ("sleeping bear dunes!!", "my brother-in-law might swing by one night",
"if we fly out of fort lauderdale, not before 10", "peach picking", "our friends in atlanta might stop by", "we're
driving with the dog, obviously"; and "no fast food unless we're in a rush" read without its condition); budget texts
7 of 8 ("we've pooled 6900 between the 8 of us" refused). Worst on HEAD: "phipps conservatory, i love plants" also read
"I Love Johnstown Mural" as a sight to see; "$140 max per night" refused as a second budget; "no driving, flights only"
banned both modes; "Famous Dave's one night for ribs" refused as a 2-day trip. Three expectations were corrected after
scoring, each marked below (HEAD with them: 232, 41, 23, 0). After the fixes made for it (stop 63, with the other
helpers' changes of the stop in the tree): read right 248, named 43, wrongly read 5, false alarm 0, none dropped in
silence; budget texts 8 of 8. The misses left are listed in KNOWN_GAPS, each to stay listed until a general rule
reads it.
"""

from __future__ import annotations

from tests.support.reading_scoring import budget_read, dropped, pace, score, window, with_own

RED_EYE = window(depart_from="05:00", depart_until="20:59", arrive_until="23:59")

# Request texts: trips of the public splits in the plain shape of the earlier sets' bases.
MICHIGAN = ("Plan a 5-day trip from Omaha to 2 cities in Michigan for 3 people, March 19 to 23, 2022, with a budget of "
            "$7,500. We'd like private rooms. ")
LOUISIANA = ("Plan a 7-day trip from Fort Lauderdale to 3 cities in Louisiana for 2 people, March 8 to 14, 2022, "
             "with a budget of $4,400. We're bringing our toddler. ")
PENNSYLVANIA = ("Plan a 5-day trip from Greer to 2 cities in Pennsylvania for 1 person, March 5 to 9, 2022, with a "
                "budget of $3,400. ")
NEW_YORK = ("Plan a 5-day trip from Fayetteville to 2 cities in New York for 8 people, March 25 to 29, 2022, with a "
            "budget of $6,900. We love Mexican food. ")
OHIO = ("Plan a 5-day trip from Newark to 2 cities in Ohio for 2 people, March 23 to 27, 2022, with a budget of "
        "$4,400. My partner smokes. ")
GEORGIA = ("Plan a 7-day trip from Chattanooga to 3 cities in Georgia for 2 people, March 9 to 15, 2022, with a budget "
           "of $6,900. We're bringing our dog. ")
# What each request asks by itself, kept beside every wish appended to it.
MICHIGAN_OWN = {"room_type": "private room"}
LOUISIANA_OWN = {"house_rule": "children under 10"}
NEW_YORK_OWN = {"cuisine": ["Mexican"]}
OHIO_OWN = {"house_rule": "smoking"}
GEORGIA_OWN = {"house_rule": "pets"}

# (wish, the local constraints it adds to the request's own) or (wish, "named: <words the naming holds>")
MICHIGAN_CORPUS = with_own(MICHIGAN_OWN, [
    ("grand rapids and traverse city", {"visit_cities": ["Grand Rapids", "Traverse City"]}),
    ("traverse city has to be one of them, my mom grew up there", {"visit_cities": ["Traverse City"]}),
    ("not detroit this time", {"avoid_cities": ["Detroit"]}),
    ("skip saginaw and lansing", {"avoid_cities": ["Saginaw", "Lansing"]}),
    ("john ball zoo if there's time", {"must_see": ["John Ball Zoo"]}),
    ("the gerald ford presidential museum, my dad's a history buff",
     {"must_see": ["The Gerald R. Ford Presidential Museum"]}),
    ("the worlds largest cherry pie pan lmao", {"must_see": ["World's Largest Cherry Pie Pan"]}),
    ("impression 5 science center in lansing", {"must_see": ["Impression 5 Science Center"]}),
    ("the uss silversides submarine museum, my son's obsessed with subs",
     {"must_see": ["USS Silversides Submarine Museum"]}),
    ("the air zoo in kalamazoo", {"must_see": ["Air Zoo Aerospace & Science Museum"]}),
    ("mission point lighthouse and the hippie tree", {"must_see": ["Mission Point Lighthouse", "Hippie Tree"]}),
    ("not the ruse escape rooms", {"avoid_sights": ["The Ruse Escape Rooms"]}),
    # corrected after scoring: the attractions table spells this sight "Great Wolf Lodge Water Park | Traverse City"
    # (one name, checked in attractions.csv); first written without the part after the bar
    ("skip the great wolf lodge water park, too pricey",
     {"avoid_sights": ["Great Wolf Lodge Water Park | Traverse City"]}),
    ("we don't need to see the world's largest lug nut", {"avoid_sights": ["World's Largest Lug Nut"]}),
    ("a tigers game at comerica", "named: tigers"),
    ("mackinac island for the fudge", "named: mackinac"),
    ("sleeping bear dunes!!", "named: sleeping bear"),
    ("bbq and pizza", {"more_cuisines": ["BBQ", "Pizza"]}),
    ("some good chinese food", {"cuisine": ["Chinese"]}),
    ("no indian, no mediterranean", {"avoid_cuisines": ["Indian", "Mediterranean"]}),
    ("a bakery run one morning", {"more_cuisines": ["Bakery"]}),
    ("Famous Dave's one night for ribs", {"eat_at": ["Famous Dave's"]}),
    ("Hobing Korean Dessert Cafe, my daughter's obsessed", {"eat_at": ["Hobing Korean Dessert Cafe"]}),
    ("stay away from Frozen Pan", {"avoid_restaurants": ["Frozen Pan"]}),
    ("meals under twenty five a person", {"max_meal_cost": 25.0}),
    ("food no more than 35/pp", {"max_meal_cost": 35.0}),
    ("restaurants 4 stars and up", {"min_rating": 4.0}),
    ("hotels at least 3 stars", {"min_stay_rating": 3.0}),
    ("under 120 a night per room", {"max_night_price": 120.0}),
    ("max $50 a night each", {"max_night_price_per_person": 50.0}),
    ("my brother-in-law might swing by one night", {"house_rule": "visitors"}),
    ("no pets at the place, my son's allergic", {"stay_forbids": ["pets"]}),
    ("we're gonna drive, omaha's not that far", {"transportation": "no flight"}),
    ("max 5 hrs of driving a day", {"max_driving_hours": 5.0}),
    ("leave omaha after 9 am", {"flight_times": [window(leg="outbound", depart_from="09:00")]}),
    ("nothing landing after 10 pm", {"flight_times": [window(arrive_until="22:00")]}),
    ("no flights over 3 hours", {"max_flight_hours": 3.0}),
    ("no more than 8 hours of travel in a day", {"max_travel_hours": 8.0}),
    ("2 sights a day tops", pace(most=2)),
    ("grand rapids, chinese food, and hotels under 140 a night",
     {"visit_cities": ["Grand Rapids"], "cuisine": ["Chinese"], "max_night_price": 140.0}),
    ("a hotel with an indoor pool", "named: amenities"),
    ("my son uses a wheelchair", "named: accessibility"),
    ("vegan options please", "named: vegan"),
    ("first time in michigan!", {}),
    ("we're from nebraska, flat land lol", {}),
    ("my mom is 70 and still going strong", {}),
])

LOUISIANA_CORPUS = with_own(LOUISIANA_OWN, [
    ("new orleans obviously", {"visit_cities": ["New Orleans"]}),
    ("nola and baton rouge", {"visit_cities": ["New Orleans", "Baton Rouge"]}),
    ("skip lake charles", {"avoid_cities": ["Lake Charles"]}),
    ("anywhere but shreveport", {"avoid_cities": ["Shreveport"]}),
    ("knock knock children's museum in baton rouge", {"must_see": ["Knock Knock Children's Museum"]}),
    ("we have to see mike the tiger", {"must_see": ["Mike the Tiger's Habitat"]}),
    ("the baton rouge zoo for the little one", {"must_see": ["BREC's Baton Rouge Zoo"]}),
    ("the uss kidd", {"must_see": ["USS KIDD Veterans Museum"]}),
    ("sci-port in shreveport", {"must_see": ["Sci-Port Discovery Center"]}),
    ("longue vue house and gardens", {"must_see": ["Longue Vue House & Gardens"]}),
    ("storyland!! she loves fairy tales", {"must_see": ["Storyland"]}),
    ("no plantation, not our thing", {"avoid_sights": ["Magnolia Mound Plantation"]}),
    ("not the skeleton house, too spooky for her", {"avoid_sights": ["The Skeleton House"]}),
    ("skip the rural life museum", {"avoid_sights": ["Louisiana State University Rural Life Museum"]}),
    ("a swamp boat ride with gators", "named: swamp"),
    ("frenchmen street for live music", "named: frenchmen"),
    ("beignets at cafe beignet", "named: cafe beignet"),
    ("crawfish boil!!", "named: crawfish"),
    ("lots of seafood, we're in louisiana", {"more_cuisines": ["Seafood"]}),
    ("no fast food with the baby", {"avoid_cuisines": ["Fast Food"]}),
    ("desserts and coffee", {"more_cuisines": ["Desserts", "Cafe"]}),
    ("french food one night", {"cuisine": ["French"]}),
    ("no chinese or indian pls", {"avoid_cuisines": ["Chinese", "Indian"]}),
    ("Jimmy Jack's Rib Shack one night", {"eat_at": ["Jimmy Jack's Rib Shack"]}),
    ("we'd love to try Pizza Di Rocco", {"eat_at": ["Pizza Di Rocco"]}),
    ("please no subway", {"avoid_restaurants": ["Subway"]}),
    ("meals below 30 bucks a head", {"max_meal_cost": 30.0}),
    ("keep dinner under $60 for the two of us", {"max_meal_cost": 30.0}),
    ("restaurants with 4.0 or better", {"min_rating": 4.0}),
    ("rentals rated at least four stars", {"min_stay_rating": 4.0}),
    ("no more than one hundred fifty a night", {"max_night_price": 150.0}),
    ("an entire apartment so the baby can nap", {"room_type": "entire room"}),
    ("grandma might come by to see the baby in baton rouge", {"more_house_rules": ["visitors"]}),
    ("no parties at the rental, the baby sleeps at 7", {"stay_forbids": ["parties"]}),
    ("we're driving, car seat and all", {"transportation": "no flight"}),
    ("no more than four hours in the car a day", {"max_driving_hours": 4.0}),
    ("if we fly out of fort lauderdale, not before 10",
     {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("no red-eye home", {"flight_times": [window(leg="return", depart_from="05:00", depart_until="20:59",
                                                 arrive_until="23:59")]}),
    ("home by 8pm on the last day", {"flight_times": [window(leg="return", arrive_until="20:00")]}),
    ("max 2.5 hours flying", {"max_flight_hours": 2.5}),
    ("one sight a day, toddler pace", pace(most=1, least=1)),
    ("pack day 5 with sights", pace(least=2, days=(5,))),
    ("new orleans, seafood, and nothing over 200/night",
     {"visit_cities": ["New Orleans"], "more_cuisines": ["Seafood"], "max_night_price": 200.0}),
    ("a crib in the room", "named: amenities"),
    ("my husband's pescatarian", "named: pescatarian"),
    ("she's 2 and into everything lol", {}),
    ("we're from south florida so the heat's no problem", {}),
    # corrected after scoring: "a family of three" beside "for 2 people ... our toddler" says a count of travellers
    # other than the request's, which the people reader refuses (docs/requests.md: "a count that leaves out the
    # children it mentions"; whether the toddler is among the 2 is the traveller's to say); first written as talk
    ("our first trip as a family of three", "named: numbers of travellers"),
])

PENNSYLVANIA_CORPUS: list[tuple[str, dict | str]] = [
    ("philly + pittsburgh", {"visit_cities": ["Philadelphia", "Pittsburgh"]}),
    ("pittsburgh for sure", {"visit_cities": ["Pittsburgh"]}),
    ("don't bother with scranton", {"avoid_cities": ["Scranton"]}),
    ("no erie or johnstown", {"avoid_cities": ["Erie", "Johnstown"]}),
    ("phipps conservatory, i love plants", {"must_see": ["Phipps Conservatory and Botanical Gardens"]}),
    ("the national aviary", {"must_see": ["National Aviary"]}),
    ("the frick pittsburgh if i have time", {"must_see": ["The Frick Pittsburgh"]}),
    ("the heinz history center", {"must_see": ["Senator John Heinz History Center"]}),
    ("penn's cave in state college", {"must_see": ["Penn's Cave & Wildlife Park"]}),
    ("the state museum of pennsylvania and the civil war museum in harrisburg",
     {"must_see": ["The State Museum of Pennsylvania", "The National Civil War Museum"]}),
    ("the barnes foundation", {"must_see": ["Barnes Foundation"]}),
    ("elfreth's alley", {"must_see": ["Elfreth's Alley Museum"]}),
    ("not the rocky statue, too touristy", {"avoid_sights": ["Rocky Statue"]}),
    ("skip trundle manor", {"avoid_sights": ["Trundle Manor"]}),
    ("a steelers game", "named: steelers"),
    ("cheesesteak at pat's", "named: pat's"),
    ("hersheypark!!", "named: hersheypark"),
    ("gettysburg battlefield", "named: gettysburg"),
    ("italian and french food", {"cuisine": ["Italian", "French"]}),
    ("no chinese", {"avoid_cuisines": ["Chinese"]}),
    ("tea rooms, i'm a tea person", {"more_cuisines": ["Tea"]}),
    ("mexican at least once", {"cuisine": ["Mexican"]}),
    ("Marukame Udon, heard it's amazing", {"eat_at": ["Marukame Udon"]}),
    ("gotta try Burger Factory", {"eat_at": ["Burger Factory"]}),
    ("not Costa Coffee", {"avoid_restaurants": ["Costa Coffee"]}),
    ("cheap eats, $15 max per meal", {"max_meal_cost": 15.0}),
    ("each meal under forty bucks", {"max_meal_cost": 40.0}),
    ("only restaurants rated 4.5 or higher", {"min_rating": 4.5}),
    ("at least a 4 star hotel", {"min_stay_rating": 4.0}),
    ("hotel budget 110/night max", {"max_night_price": 110.0}),
    ("a private room is fine, just not shared", {"room_type": "not shared room"}),
    ("i smoke, so somewhere that allows it", {"house_rule": "smoking"}),
    ("adults-only places please", {"stay_forbids": ["children under 10"]}),
    ("flights only, i don't drive", {"transportation": "no self-driving"}),
    ("not flying, i'll take my car", {"transportation": "no flight"}),
    ("no driving unless it's under 3 hours", "named: unless"),
    ("fly out of greer after 7am", {"flight_times": [window(leg="outbound", depart_from="07:00")]}),
    ("an afternoon flight home", {"flight_times": [window(leg="return", depart_from="12:00",
                                                          depart_until="17:59")]}),
    ("no red eye flights, i need my sleep", {"flight_times": [RED_EYE]}),
    ("flights under 2 hrs", {"max_flight_hours": 2.0}),
    ("a busy schedule, i want to see it all", pace(least=2)),
    ("at most three things per day", pace(most=3)),
    ("a chill last day", pace(most=1, days=(5,))),
    ("pittsburgh, italian, and 4+ hotels",
     {"visit_cities": ["Pittsburgh"], "cuisine": ["Italian"], "min_stay_rating": 4.0}),
    ("a hotel with a gym", "named: amenities"),
    ("i use a cane, so no stairs", "named: stairs"),
    ("a room with a river view", "named: looks out on"),
    ("solo trip, just me and my camera", {}),
    ("nurse on vacation finally", {}),
    ("go birds!!", {}),
]

NEW_YORK_CORPUS = with_own(NEW_YORK_OWN, [
    ("nyc and niagara falls", {"visit_cities": ["New York", "Niagara Falls"]}),
    ("buffalo has to be one of them", {"visit_cities": ["Buffalo"]}),
    ("no albany", {"avoid_cities": ["Albany"]}),
    ("skip syracuse and rochester", {"avoid_cities": ["Syracuse", "Rochester"]}),
    ("one world observatory for the group photo", {"must_see": ["One World Observatory"]}),
    ("the tenement museum", {"must_see": ["Tenement Museum"]}),
    ("radio city music hall and rockefeller center",
     {"must_see": ["Radio City Music Hall", "Rockefeller Center"]}),
    ("journey behind the falls", {"must_see": ["Journey Behind the Falls"]}),
    ("the whirlpool aero car, looks wild", {"must_see": ["Whirlpool Aero Car"]}),
    ("frank lloyd wright's martin house in buffalo", {"must_see": ["Frank Lloyd Wright's Martin House"]}),
    ("buffalo naval park", {"must_see": ["Buffalo Naval Park"]}),
    ("skip the skywheel", {"avoid_sights": ["Niagara SkyWheel"]}),
    ("not bird kingdom, my sister hates birds", {"avoid_sights": ["Bird Kingdom"]}),
    ("tickets to hamilton", "named: hamilton"),
    ("a yankees game", "named: yankees"),
    ("maid of the mist", "named: maid of the mist"),
    ("wings at anchor bar", "named: anchor bar"),
    ("also chinese", {"cuisine": ["Mexican", "Chinese"]}),
    ("no italian, we're sick of pasta", {"avoid_cuisines": ["Italian"]}),
    ("pizza in nyc, duh", {"more_cuisines": ["Pizza"]}),
    ("bbq one night and seafood another", {"more_cuisines": ["BBQ", "Seafood"]}),
    ("Seasons 52 for a nice dinner", {"eat_at": ["Seasons 52 Fresh Grill"]}),
    ("we wanna hit Tibby's New Orleans Kitchen", {"eat_at": ["Tibby's New Orleans Kitchen"]}),
    ("avoid Baskin Robbins", {"avoid_restaurants": ["Baskin Robbins"]}),
    ("meals 20 bucks a person max", {"max_meal_cost": 20.0}),
    ("group dinners capped at 240 total for the 8 of us", {"max_meal_cost": 30.0}),
    ("restaurants rated three point five plus", {"min_rating": 3.5}),
    ("hotels rated 4+", {"min_stay_rating": 4.0}),
    ("nothing over 250 a night per room, we'll need a few", {"max_night_price": 250.0}),
    ("around 70 per person per night max", {"max_night_price_per_person": 70.0}),
    ("whole houses if possible", {"room_type": "entire room"}),
    ("two of the guys smoke", {"house_rule": "smoking"}),
    ("we might throw a bday party at the rental", {"house_rule": "parties"}),
    ("three of the 8 are little kids", {"house_rule": "children under 10"}),
    ("we're flying up, way too far to drive", {"transportation": "no self-driving"}),
    ("max 3 hrs driving a day", {"max_driving_hours": 3.0}),
    ("leave fayetteville after 8:30am", {"flight_times": [window(leg="outbound", depart_from="08:30")]}),
    ("be home by 11pm", {"flight_times": [window(leg="return", arrive_until="23:00")]}),
    ("no early morning flights", {"flight_times": [window(depart_from="08:00")]}),
    ("nothing longer than 4 hours in the air", {"max_flight_hours": 4.0}),
    ("two things a day max, big groups are slow", pace(most=2)),
    ("at least 3 sights on day 2", pace(least=3, days=(2,))),
    ("at most 10 hours of travel a day", {"max_travel_hours": 10.0}),
    ("nyc, pizza and rooms under 300 a night",
     {"visit_cities": ["New York"], "more_cuisines": ["Pizza"], "max_night_price": 300.0}),
    ("free breakfast at the hotel", "named: amenities"),
    ("one of us eats halal only", "named: halal"),
    ("a hotel near times square", "named: near"),
    ("family reunion, cousins from 3 states", {}),
    ("we're all from fayetteville lol", {}),
    ("this is gonna be epic", {}),
])

OHIO_CORPUS = with_own(OHIO_OWN, [
    ("cleveland and cincy", {"visit_cities": ["Cleveland", "Cincinnati"]}),
    ("columbus must be one", {"visit_cities": ["Columbus"]}),
    ("not toledo", {"avoid_cities": ["Toledo"]}),
    ("avoid akron and dayton", {"avoid_cities": ["Akron", "Dayton"]}),
    ("the packard museum in dayton", {"must_see": ["America's Packard Museum"]}),
    ("the wright cycle company shop", {"must_see": ["Wright Cycle Company Shop"]}),
    ("stan hywet hall", {"must_see": ["Stan Hywet Hall & Gardens"]}),
    ("the cleveland botanical garden", {"must_see": ["Cleveland Botanical Garden"]}),
    ("krohn conservatory and the cincinnati observatory",
     {"must_see": ["Krohn Conservatory", "Cincinnati Observatory"]}),
    ("the underground railroad freedom center", {"must_see": ["National Underground Railroad Freedom Center"]}),
    ("the toledo museum of art", {"must_see": ["Toledo Museum of Art"]}),
    ("no legoland, we're adults", {"avoid_sights": ["LEGOLAND Discovery Center Columbus"]}),
    ("we're not doing the cleveland aquarium", {"avoid_sights": ["Greater Cleveland Aquarium"]}),
    ("cedar point", "named: cedar point"),
    ("a browns game", "named: browns"),
    ("skyline chili", "named: skyline"),
    ("amish country day trip", "named: amish"),
    ("american food", {"cuisine": ["American"]}),
    ("no seafood, no mexican", {"avoid_cuisines": ["Seafood", "Mexican"]}),
    ("fast food is fine but no bbq", {"avoid_cuisines": ["BBQ"]}),
    ("a cafe for brunch one day", {"more_cuisines": ["Cafe"]}),
    ("Star Noodle one night", {"eat_at": ["Star Noodle"]}),
    ("The Irish House for a pint", {"eat_at": ["The Irish House"]}),
    ("no mcdonald's", {"avoid_restaurants": ["McDonald's"]}),
    ("no fast food unless we're in a rush", "named: unless"),
    ("meals $30 or under per person", {"max_meal_cost": 30.0}),
    ("dinner shouldn't go over 45 per head", {"max_meal_cost": 45.0}),
    ("restaurants rated 4 at minimum", {"min_rating": 4.0}),
    ("places rated 3 and up to sleep", {"min_stay_rating": 3.0}),
    ("$140 max per night", {"max_night_price": 140.0}),
    ("no more than sixty five each per night", {"max_night_price_per_person": 65.0}),
    ("a whole apartment", {"room_type": "entire room"}),
    ("we're bringing our cat too", {"more_house_rules": ["pets"]}),
    ("no kids at the hotel pls", {"stay_forbids": ["children under 10"]}),
    ("we'll drive up from newark", {"transportation": "no flight"}),
    ("no driving, flights only", {"transportation": "no self-driving"}),
    ("max six hrs driving per day", {"max_driving_hours": 6.0}),
    ("no flights before 9", {"flight_times": [window(depart_from="09:00")]}),
    ("fly back in the morning", {"flight_times": [window(leg="return", depart_from="05:00",
                                                         depart_until="11:59")]}),
    ("get there by 2pm", {"flight_times": [window(leg="outbound", arrive_until="14:00")]}),
    ("flights 2 hours max", {"max_flight_hours": 2.0}),
    ("laid back pace pls", pace(most=1)),
    ("day 2 should be packed", pace(least=2, days=(2,))),
    ("travel under 6 hrs a day", {"max_travel_hours": 6.0}),
    ("columbus, american food and hotels rated 4+",
     {"visit_cities": ["Columbus"], "cuisine": ["American"], "min_stay_rating": 4.0}),
    ("a hotel with free parking", "named: parking"),
    ("my wife's in a wheelchair", "named: accessibility"),
    ("my wife's lactose intolerant", "named: lactose"),
    ("go bucks!", {}),
    ("we're empty nesters now", {}),
    ("anniversary trip, 25 years!", {}),
])

GEORGIA_CORPUS = with_own(GEORGIA_OWN, [
    ("atlanta, savannah and augusta", {"visit_cities": ["Atlanta", "Savannah", "Augusta"]}),
    ("savannah please, it's my wife's dream", {"visit_cities": ["Savannah"]}),
    ("not valdosta", {"avoid_cities": ["Valdosta"]}),
    ("skip decatur, it's basically atlanta", {"avoid_cities": ["Decatur"]}),
    ("the delta flight museum", {"must_see": ["Delta Flight Museum"]}),
    # corrected after scoring: the attractions table spells this sight "Fernbank Museum | 3D Theater | Forest" (one
    # name, checked in attractions.csv); first written as "Fernbank Museum"
    ("the fernbank museum and piedmont park", {"must_see": ["Fernbank Museum | 3D Theater | Forest", "Piedmont Park"]}),
    ("the american prohibition museum in savannah", {"must_see": ["American Prohibition Museum"]}),
    ("phinizy swamp with the dog", {"must_see": ["Phinizy Swamp Nature Park"]}),
    ("the boyhood home of woodrow wilson", {"must_see": ["The Boyhood Home of President Woodrow Wilson"]}),
    ("the mercer williams house", {"must_see": ["Mercer-Williams House Museum"]}),
    ("the waffle house museum lol", {"must_see": ["Waffle House Museum"]}),
    ("skip the savannah underground", {"avoid_sights": ["The Savannah Underground"]}),
    ("no ghost tours, my wife scares easy", {"avoid_sights": ["Hearse Ghost Tours", "#1 Ghost Tour"]}),
    ("not the lego discovery center", {"avoid_sights": ["LEGO Discovery Center Atlanta"]}),
    ("a round of golf at augusta national", "named: augusta national"),
    ("stone mountain", "named: stone mountain"),
    ("a braves game", "named: braves"),
    ("peach picking", "named: peach"),
    ("soul food at least once", "named: soul food"),
    ("bbq!!", {"more_cuisines": ["BBQ"]}),
    ("seafood on the coast", {"more_cuisines": ["Seafood"]}),
    ("indian and mediterranean", {"cuisine": ["Indian", "Mediterranean"]}),
    ("nothing fried, so no fast food", {"avoid_cuisines": ["Fast Food"]}),
    ("Baba Au Rhum one night", {"eat_at": ["Baba Au Rhum"]}),
    ("Federal Delicatessen, heard good things", {"eat_at": ["Federal Delicatessen"]}),
    ("not Nando's", {"avoid_restaurants": ["Nando's"]}),
    ("meals under 35 pp", {"max_meal_cost": 35.0}),
    ("no meal above twenty dollars each", {"max_meal_cost": 20.0}),
    ("food places rated 3.5+", {"min_rating": 3.5}),
    ("stays rated four or higher", {"min_stay_rating": 4.0}),
    ("100 a night max for lodging", {"max_night_price": 100.0}),
    ("max 60 per person per night", {"max_night_price_per_person": 60.0}),
    ("an entire place, the dog needs space", {"room_type": "entire room"}),
    ("our friends in atlanta might stop by", {"more_house_rules": ["visitors"]}),
    ("no smoking at the rental, my wife's asthmatic", {"stay_forbids": ["smoking"]}),
    ("we're driving with the dog, obviously", {"transportation": "no flight"}),
    ("no more than 3.5 hours driving per day", {"max_driving_hours": 3.5}),
    ("if we fly, nothing before 8", {"flight_times": [window(depart_from="08:00")]}),
    ("fly home in the evening", {"flight_times": [window(leg="return", depart_from="18:00",
                                                         depart_until="23:59")]}),
    ("no flights landing after 11pm", {"flight_times": [window(arrive_until="23:00")]}),
    ("short flights only, under 90 minutes", {"max_flight_hours": 1.5}),
    ("1-2 sights a day", pace(most=2, least=1)),
    ("take it easy the first two days", pace(most=1, days=(1, 2))),
    ("max 7 hours of travel per day", {"max_travel_hours": 7.0}),
    ("savannah, seafood and stays under 180 a night",
     {"visit_cities": ["Savannah"], "more_cuisines": ["Seafood"], "max_night_price": 180.0}),
    ("a room with a fireplace", "named: amenities"),
    ("dog-friendly patios at the restaurants", "named: dog-friendly"),
    ("my wife is diabetic", "named: diabetic"),
    ("we're from tennessee, just across the border", {}),
    ("the dog's name is biscuit lol", {}),
    ("y'all are the best", {}),
])

CORPORA = ((MICHIGAN, MICHIGAN_CORPUS), (LOUISIANA, LOUISIANA_CORPUS), (PENNSYLVANIA, PENNSYLVANIA_CORPUS),
           (NEW_YORK, NEW_YORK_CORPUS), (OHIO, OHIO_CORPUS), (GEORGIA, GEORGIA_CORPUS))

# Budgets said in other forms beside the wishes: (request text, the budget it must read, or "refused").
NO_BUDGET = "Plan a 5-day trip from Greer to 2 cities in Pennsylvania for 1 person, March 5 to 9, 2022. "
GROUP_NO_BUDGET = "Plan a 5-day trip from Fayetteville to 2 cities in New York for 8 people, March 25 to 29, 2022. "
BUDGETS: list[tuple[str, float | str]] = [
    (NO_BUDGET + "budget's 3.4k", 3400.0),
    (NO_BUDGET + "i can spend up to $3,400 total", 3400.0),
    (NO_BUDGET + "three thousand four hundred bucks all in", 3400.0),
    (NO_BUDGET + "max spend 3400", 3400.0),
    (NO_BUDGET + "3,400 dollars is my ceiling", 3400.0),
    (GROUP_NO_BUDGET + "$850 per person", 6800.0),
    (GROUP_NO_BUDGET + "we've pooled 6900 between the 8 of us", 6900.0),
    (GROUP_NO_BUDGET + "budget of 7000, wait no 6900", 6900.0),
]

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: list[str] = [
    # named, not read: the trip's own city said after "in" closing a clause read for visitors ("... to see the baby in
    # baton rouge") is named by the names' net (domain/parsing/unread_names.py), whose "in <place>" exemption holds only
    # right after a name read; a city there may also be a wish to go, so it is named rather than guessed
    "grandma might come by to see the baby in baton rouge",
    # ("a steelers game" named as "a steers game" closed at integration: _KEPT_AWAY no longer adds "steers" to the
    # spelling reader's keywords)
    # read with restaurants rated 4+ too: "american food and hotels rated 4+" is taken as one rating said of both
    # venues joined by "and" (docs/vocabulary-stays-transport.md: "hotels and restaurants rated 4+"); after a comma
    # list ("columbus, ...") the "and" more likely joins the list's items, an ambiguity left to be decided for all lists
    "columbus, american food and hotels rated 4+",
    # the avoided city read, and "atlanta" named: a remark about a city of the trip ("it's basically atlanta") in a
    # clause a reader took is named by the names' net, which cannot tell a remark from a city wished for
    "skip decatur, it's basically atlanta",
    # named, not read: "ghost tours" is no kind of sight the readers know (sight_kinds.SIGHT_KIND), so the two sights
    # whose names hold it are not ruled out by the kind; named, never dropped
    "no ghost tours, my wife scares easy",
]
# Of them, the wishes read as nothing and named nowhere (dropped in silence): none may be.
KNOWN_SILENT: list[str] = []
# Budget texts read otherwise than expected.
KNOWN_BUDGET_GAPS: list[str] = []


def test_the_sixteenth_held_out_corpus_reads_as_written(sandbox):
    tally = score(CORPORA, sandbox)
    missed = sorted(tally["wrongly read"] + tally["false alarm"])
    assert sum(len(v) for v in tally.values()) >= 250 and missed == sorted(KNOWN_GAPS)


def test_no_wish_of_the_sixteenth_corpus_is_dropped_in_silence(sandbox):
    assert sorted(dropped(CORPORA, sandbox)) == sorted(KNOWN_SILENT)


def test_the_sixteenth_budget_forms_read_as_written(sandbox):
    missed = sorted(text for text, expected in BUDGETS if budget_read(text, sandbox) != expected)
    assert missed == sorted(KNOWN_BUDGET_GAPS)
