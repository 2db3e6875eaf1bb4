"""A twenty-first held-out corpus of wishes, written and scored before any fix made for it (issue 38: every wish the
data can answer is read, every one it cannot is named, never dropped in silence, and a legitimate text never refused).

Written after the twentieth set was fixed against, on six trips of the public splits no earlier wish set used as its
base (Baltimore from Asheville for eight with children, two cities of New York from Denver for a couple, three cities of
Illinois from Peoria for three who will not fly, three cities of Florida from Rockford for eight in entire homes, two
cities of North Carolina from Boston for four with visitors who will not drive, Stockton from Las Vegas alone for a
smoker), each in the plain shape of the earlier sets' bases with what a traveller adds to it, said as other travellers
say them: terse and chatty, typos, slang ("the big apple", "vegas"), hedges, corrections ("no wait", "actually"),
several wishes in one sentence, negations; rated stays and restaurants, nightly caps per room and per person, meal caps,
cuisines the data has and lacks, named restaurants and sights (lower case, misspelt, said by part of their name), paces,
flight windows, driving, flight and travel hours, modes the data lacks (Amtrak, Greyhound, trains, buses, ferries),
cities to include and avoid, house rules needed and forbidden, room types; what the data cannot say (amenities, diets,
events, places it lacks, health reasons) and talk that asks for nothing. Scored as the twentieth set is, with the same
helpers (tests/support/reading_scoring.py, tests/support/leftover_scoring.py).

HEAD figures (ff0dcd9, before any fix for this set), of 288 wishes, as first scored: read right 232, named 44, wrongly
read 12, false alarm 0, none dropped in silence; three legitimate texts refused ("sushi family", "shorts burger and
shine", "fuji japanese steak house": a restaurant of the trip's cities said by its whole name, refused for the cuisine
word inside it). Three expectations were corrected after scoring, each marked below; HEAD with them, of 288: read right
233, named 44, wrongly read 11, false alarm 0, none dropped in silence; budget texts 12 of 12; mixed 7 of 9 ("navy pier
with the ferris wheel", "universal studios with express passes": the outing dropped in silence); soft 4 of 6 ("we'll
definitely hit the beach", "a playground for the kids somewhere": silent); reasons 5 of 7 ("amtrak between the cities"
read as Moline's Visit Quad Cities visitor center, "a ferry to key west" named as not understood). Worst on HEAD besides
the refusals and the silent four: "walk to italy for dinner" read and also named as a location, "vince's pizzeria" read
as Pizza, "i'd rather drive, max 9 hours" refused as a driving limit not understood. After the fixes made for it (helper
WISH21, with the other helpers' changes of the stop in the tree): read right 243, named 44, wrongly read 1, false alarm
0, none dropped in silence; budget texts 12 of 12; mixed 9 of 9; soft 6 of 6; reasons 7 of 7. After the twenty-second
set's fixes (helper WISH22: "dinner at dunderbaks one night"): read right 244, wrongly read 0.
"""

from __future__ import annotations

from tests.support.leftover_scoring import want
from tests.support.reading_scoring import every_meal, pace, window, with_own
from tests.support.wish_sets import WishSet, wish_set

RED_EYE = {"depart_from": "05:00", "depart_until": "20:59", "arrive_until": "23:59"}

# Request texts: trips of the public splits in the plain shape of the earlier sets' bases.
BALTIMORE = ("Plan a 3-day trip from Asheville to Baltimore for 8 people, March 20 to 22, 2022, with a budget of $6,500. "
             "We're bringing kids under 10. ")
NEW_YORK = ("Plan a 5-day trip from Denver to 2 cities in New York for 2 people, March 18 to 22, 2022, with a budget of "
            "$6,300. ")
ILLINOIS = ("Plan a 7-day trip from Peoria to 3 cities in Illinois for 3 people, March 13 to 19, 2022, with a budget of "
            "$8,400. We'll drive, no flying. ")
FLORIDA = ("Plan a 7-day trip from Rockford to 3 cities in Florida for 8 people, March 8 to 14, 2022, with a budget of "
           "$17,000. We'd like entire homes. ")
CAROLINA = ("Plan a 5-day trip from Boston to 2 cities in North Carolina for 4 people, March 2 to 6, 2022, with a budget "
            "of $8,800. Friends may visit us where we stay, and we won't drive. ")
STOCKTON = ("Plan a 3-day trip from Las Vegas to Stockton for 1 person, March 3 to 5, 2022, with a budget of $1,400. "
            "I smoke. ")
# What each request asks by itself, kept beside every wish appended to it.
BALTIMORE_OWN = {"house_rule": "children under 10"}
ILLINOIS_OWN = {"transportation": "no flight"}
FLORIDA_OWN = {"room_type": "entire room"}
CAROLINA_OWN = {"house_rule": "visitors", "transportation": "no self-driving"}
STOCKTON_OWN = {"house_rule": "smoking"}

# (wish, the local constraints it adds to the request's own) or (wish, "named: <words the naming holds>")
BALTIMORE_CORPUS = with_own(BALTIMORE_OWN, [
    ("the national aquarium for sure", {"must_see": ["National Aquarium"]}),
    ("fort mchenry!!", {"must_see": ["Fort McHenry National Monument and Historic Shrine"]}),
    ("the walters art musuem", {"must_see": ["The Walters Art Museum"]}),
    ("b&o railroad museum, the boys love trains", {"must_see": ["B&O Railroad Museum"]}),
    ("maryland science center + port discovery",
     {"must_see": ["Maryland Science Center", "Port Discovery Children's Museum"]}),
    ("the maryland zoo", {"must_see": ["The Maryland Zoo in Baltimore"]}),
    ("camden yards", {"must_see": ["Oriole Park at Camden Yards"]}),
    ("fells point at some point", {"must_see": ["Fell's Point"]}),
    ("american visionary art museum", {"must_see": ["American Visionary Art Museum"]}),
    ("top of the world observation level", {"must_see": ["Top of the World Observation Level"]}),
    ("skip the basilica", {"avoid_sights": ["The Baltimore Basilica"]}),
    ("no museum of industry, boring", {"avoid_sights": ["Baltimore Museum of Industry"]}),
    ("the edgar allan poe house", "named: poe"),
    ("an orioles game", "named: orioles"),
    ("dinner at dunderbaks one night", {"eat_at": ["Mr. Dunderbak's Biergarten and Marketplatz"]}),
    ("three dots and a dash", {"eat_at": ["Three Dots & A Dash"]}),
    ("the manhattan fish market", {"eat_at": ["The Manhattan Fish Market"]}),
    ("amalfi for the last dinner", {"eat_at": ["Amalfi"]}),
    ("no dominos", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("seafood, we're in baltimore", {"more_cuisines": ["Seafood"]}),
    ("pizza and desserts for the kids", {"more_cuisines": ["Pizza", "Desserts"]}),
    ("no fast food", {"avoid_cuisines": ["Fast Food"]}),
    ("american + italian", {"cuisine": ["American", "Italian"]}),
    ("crab cakes!!", "named: crab"),
    ("thai food one night", "named: thai"),
    ("meals under $20 a head", {"max_meal_cost": 20.0}),
    ("restaurants rated 4+", {"min_rating": 4.0}),
    ("a 4 star place to stay", {"min_stay_rating": 4.0}),
    ("no more than 500 a night", {"max_night_price": 500.0}),
    ("$70 per person per night max", {"max_night_price_per_person": 70.0}),
    ("an entire house for all 8 of us", {"room_type": "entire room"}),
    ("we're bringing our dog", {"more_house_rules": ["pets"]}),
    ("no smoking places please", {"stay_forbids": ["smoking"]}),
    ("fly out of asheville after 9am", {"flight_times": [window(leg="outbound", depart_from="09:00")]}),
    ("back in asheville by 7pm on the 22nd", {"flight_times": [window(leg="return", arrive_until="19:00")]}),
    ("max 6 hours of driving a day", {"max_driving_hours": 6.0}),
    ("2 sights a day max, little legs", pace(most=2)),
    ("a hotel with a pool for the kids", "named: pool"),
    ("a high chair for the baby", "named: high chair"),
    ("my nephew has a peanut allergy", "named: peanut"),
    ("the national aquarium, seafood and 4 star stays",
     {"must_see": ["National Aquarium"], "more_cuisines": ["Seafood"], "min_stay_rating": 4.0}),
    ("it's a family reunion!", {}),
    ("the cousins haven't met in years", {}),
    ("hon", {}),
])

NEW_YORK_CORPUS: list[tuple[str, dict | str]] = [
    ("nyc and niagara falls", {"visit_cities": ["New York", "Niagara Falls"]}),
    ("rochester has to be one", {"visit_cities": ["Rochester"]}),
    ("not albany", {"avoid_cities": ["Albany"]}),
    ("skip syracuse and binghamton", {"avoid_cities": ["Syracuse", "Binghamton"]}),
    ("bufalo pls", {"visit_cities": ["Buffalo"]}),
    ("the big apple for sure", {"visit_cities": ["New York"]}),
    ("statue of liberty", {"must_see": ["Statue of Liberty"]}),
    ("the empire state building!", {"must_see": ["Empire State Building"]}),
    ("central park + the high line", {"must_see": ["Central Park", "The High Line"]}),
    ("the 9/11 memorial", {"must_see": ["9/11 Memorial & Museum"]}),
    ("top of the rock", {"must_see": ["Top of The Rock"]}),
    ("cave of the winds", {"must_see": ["Cave of the Winds"]}),
    ("the strong museum of play", {"must_see": ["The Strong National Museum of Play"]}),
    ("george eastman museum", {"must_see": ["George Eastman Museum"]}),
    ("the buffalo zoo", {"must_see": ["The Buffalo Zoo"]}),
    ("skip times square, too crowded", {"avoid_sights": ["Times Square"]}),
    ("no museum of ice cream", {"avoid_sights": ["MUSEUM OF ICE CREAM"]}),
    ("the met", "named: met"),
    ("a broadway show", "named: broadway"),
    ("maid of the mist", "named: maid of the mist"),
    ("seasons 52 one night", {"eat_at": ["Seasons 52 Fresh Grill"]}),
    ("tibbys new orleans kitchen", {"eat_at": ["Tibby's New Orleans Kitchen"]}),
    ("tony romas", {"eat_at": ["Tony Roma's"]}),
    ("the fishermans wharf in rochester", {"eat_at": ["The Fisherman's Wharf"]}),
    ("no taco bell", {"avoid_restaurants": ["Taco Bell"]}),
    ("no sbarro", {"avoid_restaurants": ["Sbarro"]}),
    ("a real ny slice", "named: slice"),
    ("some indian and mexican", {"cuisine": ["Indian", "Mexican"]}),
    ("a bakery and a cafe", {"more_cuisines": ["Bakery", "Cafe"]}),
    ("no seafood", {"avoid_cuisines": ["Seafood"]}),
    ("buffalo wings in buffalo lol", "named: wings"),
    ("kosher food", "named: kosher"),
    ("meals under 35 pp", {"max_meal_cost": 35.0}),
    ("only 4.5 star restaurants", {"min_rating": 4.5}),
    ("stays 3.5 stars or better", {"min_stay_rating": 3.5}),
    ("under $250 a night", {"max_night_price": 250.0}),
    ("a private room is enough", {"room_type": "private room"}),
    ("no shared rooms", {"room_type": "not shared room"}),
    ("a place that lets us have people over", {"house_rule": "visitors"}),
    ("fly out of denver after 8am", {"flight_times": [window(leg="outbound", depart_from="08:00")]}),
    ("land back in denver by 9pm", {"flight_times": [window(leg="return", arrive_until="21:00")]}),
    ("no red-eyes", {"flight_times": [window(**RED_EYE)]}),
    ("flights under 5 hrs", {"max_flight_hours": 5.0}),
    ("3 sights a day tops", pace(most=3)),
    ("at least 2 things a day", pace(least=2)),
    ("a hotel with a gym", "named: gym"),
    ("i'm vegan", "named: vegan"),
    ("central park, indian food and under 250 a night",
     {"must_see": ["Central Park"], "cuisine": ["Indian"], "max_night_price": 250.0}),
    ("our first trip east!", {}),
    ("my husband's birthday is the 20th", {}),
]

ILLINOIS_CORPUS = with_own(ILLINOIS_OWN, [
    ("chicago, moline and rockford", {"visit_cities": ["Chicago", "Moline", "Rockford"]}),
    ("chicago has to be one obviously", {"visit_cities": ["Chicago"]}),
    ("not belleville", {"avoid_cities": ["Belleville"]}),
    ("skip champaign and bloomington", {"avoid_cities": ["Champaign", "Bloomington"]}),
    ("chicgo for sure", {"visit_cities": ["Chicago"]}),
    ("navy pier", {"must_see": ["Navy Pier"]}),
    ("shedd aquarium + the field museum", {"must_see": ["Shedd Aquarium", "Field Museum"]}),
    ("the bean", "named: bean"),
    ("skydeck chicago", {"must_see": ["Skydeck Chicago"]}),
    ("lincoln park zoo", {"must_see": ["Lincoln Park Zoo"]}),
    ("the museum of science and industry", {"must_see": ["Museum of Science and Industry, Chicago"]}),
    ("buckingham fountain", {"must_see": ["Buckingham Fountain"]}),
    ("john deere pavilion in moline", {"must_see": ["John Deere Pavilion"]}),
    ("anderson japanese gardens", {"must_see": ["Anderson Japanese Gardens"]}),
    ("the burpee museum", {"must_see": ["Burpee Museum of Natural History"]}),
    ("rock island arsenal museum", {"must_see": ["Rock Island Arsenal Museum"]}),
    ("skip the childrens museum", {"avoid_sights": ["Chicago Children's Museum"]}),
    ("not wrigley field, we're sox fans", {"avoid_sights": ["Wrigley Field"]}),
    ("the art institute", "named: art institute"),
    ("a cubs game", "named: cubs"),
    ("an architecture boat tour", "named: boat"),
    ("the black pearl one night", {"eat_at": ["The Black Pearl"]}),
    ("lovecrumbs bakery in moline", {"eat_at": ["Lovecrumbs Bakery"]}),
    ("fuji japanese steak house", {"eat_at": ["Fuji Japanese Steak House"]}),
    ("coco bambu", {"eat_at": ["Coco Bambu"]}),
    ("walk to italy for dinner", {"eat_at": ["Walk To Italy"]}),
    ("no starbucks", {"avoid_restaurants": ["Starbucks"]}),
    ("no pizza hut", {"avoid_restaurants": ["Pizza Hut"]}),
    ("deep dish pizza", {"more_cuisines": ["Pizza"]}),
    ("chinese and mediterranean", {"cuisine": ["Chinese", "Mediterranean"]}),
    ("no bbq", {"avoid_cuisines": ["BBQ"]}),
    ("a chicago dog", "named: chicago dog"),
    ("polish food", "named: polish"),
    ("meals max $25 each", {"max_meal_cost": 25.0}),
    ("restaurants 3.5+", {"min_rating": 3.5}),
    ("places to stay rated 4 or better", {"min_stay_rating": 4.0}),
    ("nothing over $200 a night", {"max_night_price": 200.0}),
    ("60 per person a night", {"max_night_price_per_person": 60.0}),
    ("an entire place", {"room_type": "entire room"}),
    ("a pet friendly place, the cat comes", {"house_rule": "pets"}),
    ("no smoking", {"stay_forbids": ["smoking"]}),
    ("no more than 4 hours driving per day", {"max_driving_hours": 4.0}),
    ("under 6 hrs of travel a day", {"max_travel_hours": 6.0}),
    ("2-3 sights a day", pace(most=3, least=2)),
    ("just 1 sight on the last day", pace(most=1, days=(7,))),
    ("free parking at the hotel", "named: parking"),
    ("my dad uses a walker", "named: walker"),
    ("navy pier, chinese food and under 200 a night",
     {"must_see": ["Navy Pier"], "cuisine": ["Chinese"], "max_night_price": 200.0}),
    ("road trip!!", {}),
    ("my sister lives in chicago", {}),
])

FLORIDA_CORPUS = with_own(FLORIDA_OWN, [
    ("miami, orlando and key west", {"visit_cities": ["Miami", "Orlando", "Key West"]}),
    ("tampa has to be one", {"visit_cities": ["Tampa"]}),
    ("not jacksonville", {"avoid_cities": ["Jacksonville"]}),
    ("skip tallahassee and gainesville", {"avoid_cities": ["Tallahassee", "Gainesville"]}),
    ("orlndo pls", {"visit_cities": ["Orlando"]}),
    ("vizcaya", {"must_see": ["Vizcaya Museum & Gardens"]}),
    ("wynwood walls!", {"must_see": ["Wynwood Walls"]}),
    ("universal studios", {"must_see": ["Universal Studios Florida"]}),
    ("busch gardens", {"must_see": ["Busch Gardens Tampa Bay"]}),
    ("the hemingway home", {"must_see": ["The Hemingway Home and Museum"]}),
    ("the southernmost point", {"must_see": ["Southernmost Point of the Continental U.S.A."]}),
    ("gatorland + the florida aquarium", {"must_see": ["Gatorland", "The Florida Aquarium"]}),
    ("zootampa", {"must_see": ["ZooTampa at Lowry Park"]}),
    ("edison ford winter estates", {"must_see": ["Edison & Ford Winter Estates"]}),
    ("seaworld", {"must_see": ["SeaWorld Orlando"]}),
    ("skip ripleys", {"avoid_sights": ["Ripley's Believe It or Not!"]}),
    ("no seaquarium", {"avoid_sights": ["Miami Seaquarium"]}),
    ("disney world", "named: disney"),
    ("kennedy space center", "named: kennedy"),
    ("an airboat ride in the everglades", "named: everglades"),
    ("peg leg petes", {"eat_at": ["Peg Leg Pete's"]}),
    ("the tin cow one night", {"eat_at": ["The Tin Cow"]}),
    ("papoulis mediterranean cafe", {"eat_at": ["Papouli's Mediterranean Cafe & Market"]}),
    ("shorts burger and shine", {"eat_at": ["Shorts Burger and Shine"]}),
    ("fat lulus", {"eat_at": ["Fat Lulu's"]}),
    ("no mcdonalds", {"avoid_restaurants": ["McDonald's"]}),
    ("seafood every chance we get", {"more_cuisines": ["Seafood"]}),
    ("mexican + american", {"cuisine": ["Mexican", "American"]}),
    ("no indian food", {"avoid_cuisines": ["Indian"]}),
    ("cuban food in miami", "named: cuban"),
    ("stone crabs", "named: crab"),
    ("meals under $15 per person, there's 8 of us", {"max_meal_cost": 15.0}),
    ("restaurants at least 4 stars", {"min_rating": 4.0}),
    ("4.5+ rated rentals", {"min_stay_rating": 4.5}),
    ("$600 a night max per house", {"max_night_price": 600.0}),
    ("75 pp per night", {"max_night_price_per_person": 75.0}),
    ("a party ok place, it's a bachelorette", {"house_rule": "parties"}),
    ("kids allowed, my niece is 7", {"house_rule": "children under 10"}),
    ("no pets, allergies", {"stay_forbids": ["pets"]}),
    ("fly out of rockford after 10am", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("home by 11pm on the 14th", {"flight_times": [window(leg="return", arrive_until="23:00")]}),
    ("no flights leaving before 7am", {"flight_times": [window(depart_from="07:00")]}),
    ("no flight over 4 hours", {"max_flight_hours": 4.0}),
    ("max 5 hrs driving a day", {"max_driving_hours": 5.0}),
    # corrected after scoring: "one sight a day" is exactly one (the eleventh set's "1 sight a day"); first written as at
    # most one
    ("one sight a day, it's a beach trip", pace(most=1, least=1)),
    ("a house with a hot tub", "named: hot tub"),
    ("beachfront please", "named: beach"),
    ("my mom is in a wheelchair", "named: wheelchair"),
    ("vizcaya, seafood and under $600 a night",
     {"must_see": ["Vizcaya Museum & Gardens"], "more_cuisines": ["Seafood"], "max_night_price": 600.0}),
    ("spring break baby", {}),
    ("it's my best friend's bachelorette", {}),
])

CAROLINA_CORPUS = with_own(CAROLINA_OWN, [
    ("charlotte and asheville", {"visit_cities": ["Charlotte", "Asheville"]}),
    ("wilmington for sure", {"visit_cities": ["Wilmington"]}),
    ("not fayetteville", {"avoid_cities": ["Fayetteville"]}),
    ("skip raleigh and greensboro", {"avoid_cities": ["Raleigh", "Greensboro"]}),
    ("ashville pls", {"visit_cities": ["Asheville"]}),
    ("the biltmore estate", {"must_see": ["Biltmore"]}),
    ("nascar hall of fame!!", {"must_see": ["NASCAR Hall of Fame"]}),
    ("battleship north carolina", {"must_see": ["Battleship North Carolina"]}),
    ("airlie gardens", {"must_see": ["Airlie Gardens"]}),
    ("the river arts district", {"must_see": ["River Arts District"]}),
    ("discovery place science + the billy graham library",
     {"must_see": ["Discovery Place Science", "Billy Graham Library"]}),
    ("the nc arboretum", {"must_see": ["The North Carolina Arboretum"]}),
    ("museum of the bizarre lol", {"must_see": ["Museum of the Bizarre"]}),
    ("the one tree hill bridge", {"must_see": ["One Tree Hill: The Bridge"]}),
    ("skip the pinball museum", {"avoid_sights": ["Asheville Pinball Museum"]}),
    ("no ghost tours", {"avoid_sights": ["Asheville Ghost Tours: Oldest & Original"]}),
    ("the outer banks", "named: outer banks"),
    ("wrightsville beach", "named: wrightsville"),
    ("a hornets game", "named: hornets"),
    ("moonies texas barbecue", {"eat_at": ["Moonie's Texas Barbecue"]}),
    ("taco bus one night", {"eat_at": ["Taco Bus"]}),
    ("bandit burrito", {"eat_at": ["Bandit Burrito"]}),
    ("olive tree cafe in charlotte", {"eat_at": ["Olive Tree Cafe"]}),
    ("vince's pizzeria", {"eat_at": ["Vince's Restaurant & Pizzeria"]}),
    ("no burger king", {"avoid_restaurants": ["Burger King"]}),
    ("no dunkin donuts", {"avoid_restaurants": ["Dunkin' Donuts"]}),
    ("bbq, it's the carolinas", {"more_cuisines": ["BBQ"]}),
    ("french and indian", {"cuisine": ["French", "Indian"]}),
    ("no pizza", {"avoid_cuisines": ["Pizza"]}),
    ("hushpuppies", "named: hushpupp"),
    ("soul food", "named: soul"),
    ("meals under 40 per person", {"max_meal_cost": 40.0}),
    ("restaurants 4 and up", {"min_rating": 4.0}),
    ("a stay rated 3 stars or more", {"min_stay_rating": 3.0}),
    ("max $350 per night", {"max_night_price": 350.0}),
    ("90 a person a night", {"max_night_price_per_person": 90.0}),
    ("entire home for the 4 of us", {"room_type": "entire room"}),
    ("a dog friendly place", {"more_house_rules": ["pets"]}),
    ("no smoking in the place", {"stay_forbids": ["smoking"]}),
    ("fly out of boston after 9am", {"flight_times": [window(leg="outbound", depart_from="09:00")]}),
    ("home by 10pm on the 6th", {"flight_times": [window(leg="return", arrive_until="22:00")]}),
    ("flights 3 hrs max", {"max_flight_hours": 3.0}),
    ("no more than 8 hours of travel a day", {"max_travel_hours": 8.0}),
    ("1-2 sights a day", pace(most=2, least=1)),
    ("no more than 2 sights on day 3", pace(most=2, days=(3,))),
    ("a place with a washer", "named: washer"),
    ("my husband is gluten free", "named: gluten"),
    ("the biltmore estate, bbq and under $350 a night",
     {"must_see": ["Biltmore"], "more_cuisines": ["BBQ"], "max_night_price": 350.0}),
    ("y'all we are so ready", {}),
    ("we went to college in chapel hill", {}),
])

STOCKTON_CORPUS = with_own(STOCKTON_OWN, [
    ("the haggin museum", {"must_see": ["Haggin Museum"]}),
    ("stockton water tower", {"must_see": ["Stockton Water Tower"]}),
    ("the miracle mile", {"must_see": ["Miracle Mile"]}),
    ("wat dhammararam temple", {"must_see": ["Wat Dhammararam Buddhist Temple"]}),
    ("stockton field aviation museum", {"must_see": ["Stockton Field Aviation Museum"]}),
    ("the filipino american museum", {"must_see": ["Filipino American National Historical Society Museum"]}),
    ("buckley cove park + louis park", {"must_see": ["Buckley Cove Park", "Louis Park"]}),
    ("the mexican heritage center", {"must_see": ["Mexican Heritage Center & Gallery"]}),
    ("skip the childrens museum", {"avoid_sights": ["Children's Museum, Stockton"]}),
    ("not the arena", {"avoid_sights": ["Stockton Arena"]}),
    ("a ports game", "named: ports"),
    ("yosemite day trip", "named: yosemite"),
    ("biaggis for dinner", {"eat_at": ["Biaggi's Ristorante Italiano"]}),
    ("sushi family", {"eat_at": ["Sushi Family"]}),
    ("konetto pizza", {"eat_at": ["Konetto Pizza"]}),
    ("dimsum and co", {"eat_at": ["Dimsum & Co."]}),
    ("high street kitchen", {"eat_at": ["High Street Kitchen & Bar"]}),
    ("no subway", {"avoid_restaurants": ["Subway"]}),
    ("italian food", {"cuisine": ["Italian"]}),
    ("cafe and tea", {"more_cuisines": ["Cafe", "Tea"]}),
    ("no chinese", {"avoid_cuisines": ["Chinese"]}),
    ("filipino food", "named: filipino"),
    ("sushi", "named: sushi"),
    ("meals under 25", {"max_meal_cost": 25.0}),
    ("restaurants rated 4.0+", {"min_rating": 4.0}),
    ("a stay 4 stars or better", {"min_stay_rating": 4.0}),
    ("under 100 a night, actually 90", {"max_night_price": 90.0}),
    ("a private room", {"room_type": "private room"}),
    ("shared rooms are fine", {}),
    ("a place where i can have a few friends over", {"more_house_rules": ["visitors"]}),
    ("leave vegas after 10am", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("land in stockton before 3pm", {"flight_times": [window(leg="outbound", arrive_until="15:00")]}),
    ("back in las vegas by 8pm", {"flight_times": [window(leg="return", arrive_until="20:00")]}),
    ("flights 2 hrs max", {"max_flight_hours": 2.0}),
    # corrected after scoring: a wish to drive alone bans no flight (domain.constraints.transportation: "we'd prefer to
    # drive" stayed no rule); the limit is read. First written with flights banned, as it reads again since stop 77 (a
    # way wished for closing its clause is held: ``transportation._wished``, inside a limit's words ``_wished_in_times``)
    ("i'd rather drive, max 9 hours", {"max_driving_hours": 9.0, "transportation": "no flight"}),
    ("no flying", {"transportation": "no flight"}),
    ("max 4 sights a day", pace(most=4)),
    ("2 sights on day 1 at most", pace(most=2, days=(1,))),
    ("a hotel with room service", "named: room service"),
    ("i'm keto", "named: keto"),
    ("haggin museum, italian food, under 90 a night",
     {"must_see": ["Haggin Museum"], "cuisine": ["Italian"], "max_night_price": 90.0}),
    ("work trip, sort of", {}),
    ("never been to stockton lol", {}),
])

CORPORA = ((BALTIMORE, BALTIMORE_CORPUS), (NEW_YORK, NEW_YORK_CORPUS), (ILLINOIS, ILLINOIS_CORPUS),
           (FLORIDA, FLORIDA_CORPUS), (CAROLINA, CAROLINA_CORPUS), (STOCKTON, STOCKTON_CORPUS))

# Wishes that read one part and name another, checked whole: (base, wish, expected outcome).
MIXED: list[tuple[str, str, dict]] = [
    (BALTIMORE, "fort mchenry at sunset", want({**BALTIMORE_OWN,
                                                "must_see": ["Fort McHenry National Monument and Historic Shrine"]},
                                               "time")),
    (CAROLINA, "bbq every day", want({**CAROLINA_OWN, "more_cuisines": ["BBQ"]}, "one meal")),
    (FLORIDA, "seafood every night", want({**FLORIDA_OWN, "more_cuisines": ["Seafood"],  # stop 77: read at every such meal (was named)
                                         "meal_wishes": every_meal("Seafood", "dinner")})),
    (NEW_YORK, "the statue of liberty with a ferry ride", want({"must_see": ["Statue of Liberty"]}, "ferry")),
    (ILLINOIS, "navy pier with the ferris wheel",
     want({**ILLINOIS_OWN, "must_see": ["Navy Pier"]}, "ferris")),
    (CAROLINA, "the biltmore with the wine tasting",
     want({**CAROLINA_OWN, "must_see": ["Biltmore"]}, "wine")),
    (FLORIDA, "universal studios with express passes",
     want({**FLORIDA_OWN, "must_see": ["Universal Studios Florida"]}, "express")),
    (STOCKTON, "the haggin museum with a guided tour", want({**STOCKTON_OWN, "must_see": ["Haggin Museum"]}, "guide")),
    (BALTIMORE, "the national aquarium with the dolphin show",
     want({**BALTIMORE_OWN, "must_see": ["National Aquarium"]}, "dolphin")),
]

# A kind of sight said in passing: never refused, never read as a rule, named as a wish the plan cannot promise.
SOFT: list[tuple[str, str, dict]] = [
    (FLORIDA, "we'll definitely hit the beach", want(FLORIDA_OWN, "beach")),
    (NEW_YORK, "maybe a museum or two", want(None, "museum")),
    (ILLINOIS, "a brewery would be fun", want(ILLINOIS_OWN, "brewery")),
    (CAROLINA, "a hike in the mountains if we can", want(CAROLINA_OWN, "hike")),
    (BALTIMORE, "a playground for the kids somewhere", want(BALTIMORE_OWN, "playground")),
    (STOCKTON, "some live music one night", want(STOCKTON_OWN, "music")),
]

# Wishes named for a reason: (base, wish, the request's own reading, the wish's word, the reason's word). The naming
# (or a refusal, the house's way for a mode asked for) must hold both, never "no reader understood", and nothing may be
# read from the wish.
MODES = "modes"  # the reason's word: the sandbox's modes between cities
REASONS: list[tuple[str, str, dict, str, str]] = [
    (ILLINOIS, "amtrak between the cities", ILLINOIS_OWN, "amtrak", MODES),
    (CAROLINA, "greyhound is fine for us", CAROLINA_OWN, "greyhound", MODES),
    (NEW_YORK, "we'd take the train from nyc up to buffalo", {}, "train", MODES),
    (FLORIDA, "a ferry to key west", FLORIDA_OWN, "ferry", MODES),
    (STOCKTON, "i get airsick easily", STOCKTON_OWN, "airsick", "health"),
    (BALTIMORE, "my son gets carsick on long drives", BALTIMORE_OWN, "carsick", "health"),
    # corrected after scoring: a bad back is named as what the data cannot say of accessibility, a reason as good as
    # health; first written with "health"
    (NEW_YORK, "i have a bad back", {}, "back", "accessibility"),
]

# Budgets said in other forms beside the wishes: (request text, the budget it must read, or "refused").
BAL_NO_BUDGET = "Plan a 3-day trip from Asheville to Baltimore for 8 people, March 20 to 22, 2022"
NY_NO_BUDGET = "Plan a 5-day trip from Denver to 2 cities in New York for 2 people, March 18 to 22, 2022"
IL_NO_BUDGET = "Plan a 7-day trip from Peoria to 3 cities in Illinois for 3 people, March 13 to 19, 2022"
FL_NO_BUDGET = "Plan a 7-day trip from Rockford to 3 cities in Florida for 8 people, March 8 to 14, 2022"
NC_NO_BUDGET = "Plan a 5-day trip from Boston to 2 cities in North Carolina for 4 people, March 2 to 6, 2022"
SCK_NO_BUDGET = "Plan a 3-day trip from Las Vegas to Stockton for 1 person, March 3 to 5, 2022"
BUDGETS: list[tuple[str, float | str]] = [
    (BAL_NO_BUDGET + ", 6500 tops", 6500.0),
    (NY_NO_BUDGET + ". budget's about 6.3k", 6300.0),
    (IL_NO_BUDGET + ". $8,400 all in", 8400.0),
    (FL_NO_BUDGET + ". $2,125 each", 17000.0),
    (NC_NO_BUDGET + ". eight thousand eight hundred dollars", 8800.0),
    (SCK_NO_BUDGET + ". budget 1400 (everything)", 1400.0),
    (BAL_NO_BUDGET + " on a budget of sixty-five hundred bucks", 6500.0),
    (NY_NO_BUDGET + ", we can spend up to $6,300", 6300.0),
    (IL_NO_BUDGET + ". 8k budget, no wait, 8.4k", 8400.0),
    (FL_NO_BUDGET + ". we've got 17000 total", 17000.0),
    (NC_NO_BUDGET + ", budget: USD 8,800", 8800.0),
    (SCK_NO_BUDGET + ". 1.4k max", 1400.0),
]

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: list[str] = [
    # ("dinner at dunderbaks one night" reads since the twenty-second set's fix: a name opening on a title and its
    # owner's possessive, Mr. Dunderbak's Biergarten and Marketplatz, is said by the owner's word after a cue)
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
    CORPORA, 244, KNOWN_GAPS, BUDGETS, MIXED, SOFT, REASONS, known_silent=KNOWN_SILENT,
    known_budget_gaps=KNOWN_BUDGET_GAPS, known_mixed_gaps=KNOWN_MIXED_GAPS, known_soft_gaps=KNOWN_SOFT_GAPS,
    known_reason_gaps=KNOWN_REASON_GAPS))
