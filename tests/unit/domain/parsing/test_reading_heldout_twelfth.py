"""A twelfth held-out corpus of wishes, written and scored before any fix made for it (issue 38: every wish the data
can answer is read, every one it cannot is named, never dropped in silence).

Written after the eleventh set was fixed against, on trips of the public splits no earlier wish set used (Fayetteville
from Houston for a family of four, Pensacola from Kansas City alone, Louisville from New Orleans for a couple, three
cities of Utah from Houston, three of Georgia from Greensboro for three with cuisines asked, three of North Carolina
from Indianapolis alone in a private room), each in the plain shape of the earlier sets' bases with what a traveller
adds to it, with wishes said as other travellers say them: terse and chatty, typos ("resturants", "mexcian",
"accomodation", "fligts"), several wishes in one sentence, numbers in words ("ten to fifteen bucks", "two and a half
hours"), corrections ("actually make it 25"), hedges ("ideally"), negations and refusals ("not a fan of", "anything
but", "X yes, Y no"), talk about the party ("me, my husband and our 7yo and 4yo", "just the two of us, no kids, no
pets"), names holding a cuisine's, a city's or a state's word ("Smoke N Oven", "The Great Indian Pub", "Chicago Pizza",
"Moonie's Texas Barbecue", "Jamie's Italian"), all fifteen cuisines of the data wanted or avoided, what the data cannot
say (amenities, diets, views, locations, accessibility, rentals, events, places it lacks) and talk that asks for
nothing. Scored as the other corpora are (read right / named / wrongly read / false alarm, printed with ``-s``; the
wishes dropped in silence, read as nothing and named nowhere, are printed apart).

HEAD figures (7233454, before any fix for this set), of 266 wishes: read right 200, named 33, wrongly read 32, false
alarm 1 (as first scored, before the one expectation and the one naming's words corrected below: 199, 32, 34, 1);
dropped in silence 9 ("ZipQuest looks like fun", "pensacola beach day", "meals ten to fifteen bucks", "tickets
to a louisville cardinals game", "we're driving our truck up", "my husband has a bad hip, nothing strenuous",
"everywhere but decatur", "my cousin will come over while we're in atlanta", "a brewery crawl in asheville"). The
misses still left are listed in KNOWN_GAPS, each to stay listed until a general rule reads it. After the fixes made
for it (stop 59): read right 217, named 40, wrongly read 9, false alarm 0, none dropped in silence.
"""

from __future__ import annotations

from tests.support.reading_once import parse_once
from tests.support.reading_scoring import dropped, pace, score, window, with_own

RED_EYE = window(depart_from="05:00", depart_until="20:59", arrive_until="23:59")

# Request texts: trips of train and validation_dev in the plain shape of the earlier sets' bases, with what a traveller
# adds.
FAYETTEVILLE = ("Plan a 3-day trip from Houston to Fayetteville for 4 people, March 20 to 22, 2022, with a budget of "
                "$2,500. ")
PENSACOLA = ("Plan a 3-day trip from Kansas City to Pensacola for 1 person, March 27 to 29, 2022, with a budget of "
             "$900. ")
LOUISVILLE = ("Plan a 3-day trip from New Orleans to Louisville for 2 people, March 12 to 14, 2022, with a budget of "
              "$1,900. ")
UTAH = ("Plan a 7-day trip from Houston to 3 cities in Utah for 2 people, March 23 to 29, 2022, with a budget of "
        "$7,700. ")
GEORGIA = ("Plan a 7-day trip from Greensboro to 3 cities in Georgia for 3 people, March 10 to 16, 2022, with a budget "
           "of $4,000. We'd like Mexican and Italian food. ")
CAROLINA = ("Plan a 7-day trip from Indianapolis to 3 cities in North Carolina for 1 person, March 7 to 13, 2022, with "
            "a budget of $6,500. I'd like a private room. ")
# What each request asks by itself, kept beside every wish appended to it.
GEORGIA_OWN = {"cuisine": ["Mexican", "Italian"]}
CAROLINA_OWN = {"room_type": "private room"}

FAYETTEVILLE_MUSEUMS = ["The Fayetteville Area Transportation and Local History Museum", "Museum of the Cape Fear",
                        "Airborne & Special Operations Museum Foundation", "Fascinate-U Children's Museum"]
GEORGIA_GHOST_TOURS = ["Hearse Ghost Tours", "#1 Ghost Tour"]

# (wish, the local constraints it adds to the request's own) or (wish, "named: <words the naming holds>")
FAYETTEVILLE_CORPUS: list[tuple[str, dict | str]] = [
    ("the airborne museum, my husband was 82nd airborne",
     {"must_see": ["Airborne & Special Operations Museum Foundation"]}),
    ("cape fear botanical garden + the rose garden", {"must_see": ["Cape Fear Botanical Garden",
                                                                  "Fayetteville Rose Garden"]}),
    ("ZipQuest looks like fun", {"must_see": ["ZipQuest - Waterfall & Treetop Adventure"]}),
    ("fascinate-u childrens museum for our 4 year old", {"must_see": ["Fascinate-U Children's Museum"],
                                                         "house_rule": "children under 10"}),
    ("no museums pls, boring", {"avoid_sights": FAYETTEVILLE_MUSEUMS}),
    ("not the poe house", {"avoid_sights": ["1897 Poe House"]}),
    ("downtown fayetteville tours sounds neat", {"must_see": ["Downtown Fayetteville Tours"]}),
    ("a tour of fort bragg", "named: fort bragg"),
    ("a day at the beach", "named: beach"),
    ("mexican and american food", {"cuisine": ["Mexican", "American"]}),
    ("no indian food pls", {"avoid_cuisines": ["Indian"]}),
    ("we all love pizza and dessert", {"more_cuisines": ["Pizza", "Desserts"]}),
    ("dinner at Eat Street one night", {"eat_at": ["Eat Street"]}),
    ("Smoke N Oven looks good", {"eat_at": ["Smoke N Oven"]}),
    ("avoid subway, we eat it at home all the time", {"avoid_restaurants": ["Subway"]}),
    ("not The Great Indian Pub", {"avoid_restaurants": ["The Great Indian Pub"]}),
    ("meals under twenty dollars a person", {"max_meal_cost": 20.0}),
    ("food for the 4 of us no more than 80 a meal", {"max_meal_cost": 20.0}),
    ("resturants with 4 stars n up", {"min_rating": 4.0}),
    ("a 3 star place to stay at least", {"min_stay_rating": 3.0}),
    ("nothing over $200/night", {"max_night_price": 200.0}),
    ("an entire house, we need the space", {"room_type": "entire room"}),
    ("me, my husband and our 7yo and 4yo", {"house_rule": "children under 10"}),
    ("my mom might pop over one evening", {"house_rule": "visitors"}),
    ("no flying, we'll take the minivan", {"transportation": "no flight"}),
    ("max five hours driving per day", {"max_driving_hours": 5.0}),
    ("if we fly, nothing before 8:30am", {"flight_times": [window(depart_from="08:30")]}),
    ("we wanna land in fayetteville before 3pm", {"flight_times": [window(leg="outbound", arrive_until="15:00")]}),
    ("no fligts longer than two hrs", {"max_flight_hours": 2.0}),
    ("just one or two things a day", pace(most=2, least=1)),
    ("day 2 can be busy", pace(least=2, days=(2,))),
    ("the poe house, mexican food and nothing over 150 a night",
     {"must_see": ["1897 Poe House"], "cuisine": ["Mexican"], "max_night_price": 150.0}),
    ("meals under 30, actually make it 25", {"max_meal_cost": 25.0}),
    ("a hotel with an indoor pool", "named: amenities"),
    ("cribs for the little one", "named: crib"),
    ("my daughter can't have dairy", "named: diet"),
    ("restaurants with high chairs", "named: high chairs"),
    ("somewhere near fort bragg", "named: locations"),
    ("my husband is stationed at bragg", {}),
    ("we haven't seen my sister in two years", {}),
    ("yall are lifesavers", {}),
    ("it's our first family trip", {}),
    ("we drive a honda odyssey", {}),
]

PENSACOLA_CORPUS: list[tuple[str, dict | str]] = [
    ("fort pickens for sure", {"must_see": ["Fort Pickens"]}),
    ("the lighthouse and maritime museum", {"must_see": ["Pensacola Lighthouse & Maritime Museum"]}),
    ("historic pensacola village + seville square", {"must_see": ["Historic Pensacola Village", "Seville Square"]}),
    ("graffiti bridge for pics", {"must_see": ["The Graffiti Bridge"]}),
    ("skip the childrens museum, im 30", {"avoid_sights": ["Pensacola Children's Museum"]}),
    ("no splash city", {"avoid_sights": ["Splash City Adventures"]}),
    ("the naval aviation museum!!", "named: naval aviation"),
    ("watch a blue angels practice", "named: blue angels"),
    ("pensacola beach day", "named: beach"),
    ("lots of seafood obviously", {"more_cuisines": ["Seafood"]}),
    ("bbq + tea", {"more_cuisines": ["BBQ", "Tea"]}),
    ("french or mediterranean for dinner", {"cuisine": ["French", "Mediterranean"]}),
    ("no fast food, no pizza", {"avoid_cuisines": ["Fast Food", "Pizza"]}),
    ("i'm not a fan of chinese", {"avoid_cuisines": ["Chinese"]}),
    ("Frog Hollow Tavern for a burger", {"eat_at": ["Frog Hollow Tavern"]}),
    ("i wanna try bailey's bar-b-que", {"eat_at": ["Bailey's Bar-B-Que"]}),
    ("not Chicago Pizza lol", {"avoid_restaurants": ["Chicago Pizza"]}),
    ("Gaga Manjero sounds fun", {"eat_at": ["Gaga Manjero"]}),
    ("meals ten to fifteen bucks", {"max_meal_cost": 15.0}),
    ("cheap eats, nothing over $12 a meal", {"max_meal_cost": 12.0}),
    ("ideally restaurants rated 4.5 or higher", {"min_rating": 4.5}),
    ("a place rated four or more to sleep", {"min_stay_rating": 4.0}),
    ("under a hundred a night for the room", {"max_night_price": 100.0}),
    # corrected after scoring: a negated "shared" takes in the private room said with it, the benchmark's own labelling
    # ("not shared room", domain/constraints/room_type.py), which a private room meets
    ("a private room, not shared", {"room_type": "not shared room"}),
    ("i'm bringing my cat", {"house_rule": "pets"}),
    ("i smoke, sorry", {"house_rule": "smoking"}),
    ("a non smoking room please", {"stay_forbids": ["smoking"]}),
    ("fly only, no driving", {"transportation": "no self-driving"}),
    ("depart kc after 10 am", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("be back in kansas city by 9pm on the 29th", {"flight_times": [window(leg="return", arrive_until="21:00")]}),
    ("no redeye", {"flight_times": [RED_EYE]}),
    ("flights no more than 3 hours", {"max_flight_hours": 3.0}),
    ("2 sights a day, no more", pace(most=2)),
    ("a lazy last day", pace(most=1, days=(3,))),
    ("fort pickens, seafood and a room under 90/night",
     {"must_see": ["Fort Pickens"], "more_cuisines": ["Seafood"], "max_night_price": 90.0}),
    ("a beachfront room", "named: looks out on"),
    ("wifi for work", "named: amenities"),
    ("i'm pescatarian", "named: diet"),
    ("a kayak rental", "named: rental"),
    ("solo trip to clear my head", {}),
    ("my ex loved this town lol", {}),
    ("work has been insane", {}),
    ("ok thats it", {}),
    ("i've never seen the gulf", {}),
]

LOUISVILLE_CORPUS: list[tuple[str, dict | str]] = [
    ("churchill downs and the derby museum", {"must_see": ["Churchill Downs", "Kentucky Derby Museum"]}),
    ("the slugger museum, my bf plays softball", {"must_see": ["Louisville Slugger Museum & Factory"]}),
    ("muhammad ali center is a must", {"must_see": ["Muhammad Ali Center"]}),
    ("the mega cavern sounds wild", {"must_see": ["Louisville Mega Cavern"]}),
    ("waverly hills, we love haunted stuff", {"must_see": ["The Waverly Hills Sanatorium"]}),
    ("skip the zoo", {"avoid_sights": ["Louisville Zoo"]}),
    ("not the speed art museum", {"avoid_sights": ["Speed Art Museum"]}),
    ("a bourbon distillery tour", "named: bourbon"),
    ("a hot brown at the brown hotel", "named: brown hotel"),
    ("italian + mexican", {"cuisine": ["Italian", "Mexican"]}),
    ("we don't do seafood or bbq", {"avoid_cuisines": ["Seafood", "BBQ"]}),
    ("coffee shops and a bakery", {"more_cuisines": ["Cafe", "Bakery"]}),
    ("anything but american food", {"avoid_cuisines": ["American"]}),
    ("Licorish Bistro for our anniversary", {"eat_at": ["Licorish Bistro"]}),
    ("fish streat one night", {"eat_at": ["Fish Streat"]}),
    ("no mcdonalds", {"avoid_restaurants": ["McDonald's"]}),
    ("skip Buffalo Wild Wings", {"avoid_restaurants": ["Buffalo Wild Wings"]}),
    ("meals around thirty each", {"max_meal_cost": 30.0}),
    ("max 100 a meal for the two of us", {"max_meal_cost": 50.0}),
    ("food places rated 3.5+", {"min_rating": 3.5}),
    ("accomodation with a rating of 5", {"min_stay_rating": 5.0}),
    ("keep the room under $175 a night", {"max_night_price": 175.0}),
    ("like 80 bucks each a night tops", {"max_night_price_per_person": 80.0}),
    ("just the two of us, no kids, no pets", {}),
    ("we'd like a place that allows parties, it's his 30th", {"house_rule": "parties"}),
    ("a place where we can have friends over", {"house_rule": "visitors"}),
    ("no pet friendly places pls, my bf is allergic", {"stay_forbids": ["pets"]}),
    ("we'll fly, not drive", {"transportation": "no self-driving"}),
    ("no driving more than 6 hrs in one day", {"max_driving_hours": 6.0}),
    ("leave new orleans after lunch", {"flight_times": [window(leg="outbound", depart_from="12:00")]}),
    ("the flight home has to land before 6pm", {"flight_times": [window(leg="return", arrive_until="18:00")]}),
    ("no early flights", {"flight_times": [window(depart_from="08:00")]}),
    ("at least 2 attractions per day", pace(least=2)),
    ("take it easy on day 1", pace(most=1, days=(1,))),
    ("churchill downs, no seafood, and rooms under 150 a night",
     {"must_see": ["Churchill Downs"], "avoid_cuisines": ["Seafood"], "max_night_price": 150.0}),
    ("a jacuzzi suite", "named: amenities"),
    ("close to the bars on bardstown road", "named: locations"),
    ("he's vegetarian", "named: diet"),
    ("tickets to a louisville cardinals game", "named: cardinals"),
    ("it's our 5 year anniversary", {}),
    ("my bf is from kentucky", {}),
    ("we're total foodies lol", {}),
    ("we'll bring our own snacks", {}),
    ("can't wait!!!", {}),
]

UTAH_CORPUS: list[tuple[str, dict | str]] = [
    ("moab for sure", {"visit_cities": ["Moab"]}),
    ("salt lake city and provo", {"visit_cities": ["Salt Lake City", "Provo"]}),
    ("not vernal, too far", {"avoid_cities": ["Vernal"]}),
    ("skip ogden and cedar city", {"avoid_cities": ["Ogden", "Cedar City"]}),
    ("arches national park is the main reason", {"must_see": ["Arches National Park"]}),
    ("dead horse point + corona arch", {"must_see": ["Dead Horse Point State Park", "Corona Arch"]}),
    ("temple square and the natural history museum", {"must_see": ["Temple Square",
                                                                   "Natural History Museum of Utah"]}),
    ("cedar breaks", {"must_see": ["Cedar Breaks National Monument"]}),
    ("the leonardo + clark planetarium", {"must_see": ["The Leonardo", "Clark Planetarium"]}),
    ("no water parks", {"avoid_sights": ["Seven Peaks Water Park Provo"]}),
    ("zion national park", "named: zion"),
    ("bryce canyon!!", "named: bryce"),
    ("skiing at snowbird", "named: snowbird"),
    ("some chinese and indian food", {"cuisine": ["Chinese", "Indian"]}),
    ("no mexcian, we get plenty at home", {"avoid_cuisines": ["Mexican"]}),
    ("pizza one night, and fast food is fine on the road", {"more_cuisines": ["Pizza"]}),
    ("desserts!", {"more_cuisines": ["Desserts"]}),
    ("Jamie's Italian in ogden", {"eat_at": ["Jamie's Italian"]}),
    ("we want to eat at Mainland China", {"eat_at": ["Mainland China"]}),
    ("no KFC or Pizza Hut", {"avoid_restaurants": ["KFC", "Pizza Hut"]}),
    ("meals max 40 per person", {"max_meal_cost": 40.0}),
    ("restaurants rated four or better", {"min_rating": 4.0}),
    ("4+ star lodging", {"min_stay_rating": 4.0}),
    ("rooms 100-160/night", {"max_night_price": 160.0}),
    ("not more than 90 a head per night", {"max_night_price_per_person": 90.0}),
    ("entire home pls", {"room_type": "entire room"}),
    ("we're bringing the dog, she's a good girl", {"house_rule": "pets"}),
    ("we're driving our truck up", {"transportation": "no flight"}),
    ("no more than 5 hours of driving in a day", {"max_driving_hours": 5.0}),
    ("max 3.5 hrs driving", {"max_driving_hours": 3.5}),
    ("if we fly out of houston, after 9am please", {"flight_times": [window(leg="outbound", depart_from="09:00")]}),
    ("no flights landing after 10pm", {"flight_times": [window(arrive_until="22:00")]}),
    ("three sights a day at most", pace(most=3)),
    ("the first 2 days easy", pace(most=1, days=(1, 2))),
    ("at least 2 sights on the last day", pace(least=2, days=(7,))),
    ("arches, moab, and max 4 hrs a day driving",
     {"visit_cities": ["Moab"], "must_see": ["Arches National Park"], "max_driving_hours": 4.0}),
    ("a cabin with a fireplace", "named: amenities"),
    ("red rock views from the room", "named: looks out on"),
    ("we need a 4x4 rental", "named: rental"),
    ("my husband has a bad hip, nothing strenuous", "named: accessibility"),
    ("we're retired so no rush", {}),
    ("honeymoon round two!", {}),
    ("we've never been out west", {}),
    ("hubby's been planning this for ages", {}),
    ("go coogs", {}),
]

GEORGIA_CORPUS = with_own(GEORGIA_OWN, [
    ("savannah has to be one of the 3", {"visit_cities": ["Savannah"]}),
    ("augusta + atlanta", {"visit_cities": ["Augusta", "Atlanta"]}),
    ("no valdosta", {"avoid_cities": ["Valdosta"]}),
    ("everywhere but decatur", {"avoid_cities": ["Decatur"]}),
    ("savannah yes, atlanta no", {"visit_cities": ["Savannah"], "avoid_cities": ["Atlanta"]}),
    ("the augusta riverwalk and the morris museum", {"must_see": ["Augusta Riverwalk", "Morris Museum of Art"]}),
    ("the waffle house museum lmao", {"must_see": ["Waffle House Museum"]}),
    ("woodrow wilson's boyhood home", {"must_see": ["The Boyhood Home of President Woodrow Wilson"]}),
    ("wild adventures theme park", {"must_see": ["Wild Adventures"]}),
    ("skip the ghost tours, my mom scares easy", {"avoid_sights": GEORGIA_GHOST_TOURS}),
    ("not the lego discovery center", {"avoid_sights": ["LEGO Discovery Center Atlanta"]}),
    ("stone mountain", "named: stone mountain"),
    # corrected after scoring (the words only): the naming quotes the clause with the city capitalised ("golf at Augusta
    # national"), so its words are matched by "golf"; named at HEAD as first written
    ("golf at augusta national", "named: golf"),
    ("tybee island", "named: tybee"),
    ("also some chinese", {"cuisine": ["Mexican", "Italian", "Chinese"]}),
    ("bbq in savannah", {"more_cuisines": ["BBQ"]}),
    ("no mediterranean or french", {"avoid_cuisines": ["Mediterranean", "French"]}),
    ("tea and desserts, my mom loves both", {"more_cuisines": ["Tea", "Desserts"]}),
    ("Country's Barbecue for dinner one night", {"eat_at": ["Country's Barbecue"]}),
    ("Fish Tales Lakeside Grille in augusta", {"eat_at": ["Fish Tales Lakeside Grille"]}),
    ("avoid Starbucks", {"avoid_restaurants": ["Starbucks"]}),
    ("skip El Pistolero", {"avoid_restaurants": ["El Pistolero"]}),
    ("meals no more than 25 pp", {"max_meal_cost": 25.0}),
    ("$90 max per meal for the 3 of us", {"max_meal_cost": 30.0}),
    ("restaurants 3 stars and up", {"min_rating": 3.0}),
    ("only stays rated 5", {"min_stay_rating": 5.0}),
    ("max 130 per nite", {"max_night_price": 130.0}),
    ("hotels under 150, no wait, 120 a night", {"max_night_price": 120.0}),
    ("$40 each per night", {"max_night_price_per_person": 40.0}),
    ("we're 3 adults so no shared room", {"room_type": "not shared room"}),
    ("my cousin will come over while we're in atlanta", {"house_rule": "visitors"}),
    ("and my mom's little dog", {"house_rule": "pets"}),
    ("no smoking places, mom has asthma", {"stay_forbids": ["smoking"]}),
    ("no flights, we're road tripping", {"transportation": "no flight"}),
    ("4 hrs max behind the wheel per day", {"max_driving_hours": 4.0}),
    ("2 things per day", pace(most=2, least=2)),
    ("slow pace on the last two days", pace(most=1, days=(6, 7))),
    ("savannah, no french food, rooms under 120 a night",
     {"visit_cities": ["Savannah"], "avoid_cuisines": ["French"], "max_night_price": 120.0}),
    ("a hotel with a rooftop bar", "named: amenities"),
    ("mom needs a walker", "named: accessibility"),
    ("gluten free options", "named: diet"),
    ("girls trip with my mom and aunt!!", {}),
    ("my mom's turning 60", {}),
    ("we love old southern towns", {}),
    ("y'all are the best", {}),
])

CAROLINA_CORPUS = with_own(CAROLINA_OWN, [
    ("asheville is a must", {"visit_cities": ["Asheville"]}),
    ("wilmington and charlotte", {"visit_cities": ["Wilmington", "Charlotte"]}),
    ("skip greensboro", {"avoid_cities": ["Greensboro"]}),
    ("not raleigh or new bern", {"avoid_cities": ["Raleigh", "New Bern"]}),
    ("the biltmore!!", {"must_see": ["Biltmore"]}),
    ("battleship north carolina", {"must_see": ["Battleship North Carolina"]}),
    ("discovery place science in charlotte", {"must_see": ["Discovery Place Science"]}),
    ("the pinball museum in asheville", {"must_see": ["Asheville Pinball Museum"]}),
    ("museum of the bizarre lol", {"must_see": ["Museum of the Bizarre"]}),
    ("airlie gardens, i love azaleas", {"must_see": ["Airlie Gardens"]}),
    ("skip the ghost tour", {"avoid_sights": ["Asheville Ghost Tours: Oldest & Original"]}),
    ("the outer banks", "named: outer banks"),
    ("the wright brothers memorial", "named: wright brothers"),
    ("a brewery crawl in asheville", "named: brewery"),
    ("french food and some indian", {"cuisine": ["French", "Indian"]}),
    ("no chinese or american", {"avoid_cuisines": ["Chinese", "American"]}),
    ("carolina bbq!!", {"more_cuisines": ["BBQ"]}),
    ("no bakeries or cafes", {"avoid_cuisines": ["Bakery", "Cafe"]}),
    ("Moonie's Texas Barbecue in wilmington", {"eat_at": ["Moonie's Texas Barbecue"]}),
    ("i'd like to try Shogun Japanese Steak House", {"eat_at": ["Shogun Japanese Steak House"]}),
    ("not Burger King", {"avoid_restaurants": ["Burger King"]}),
    ("Waterfront Seafood Market in new bern", {"eat_at": ["Waterfront Seafood Market"]}),
    ("meals below 35 dollars", {"max_meal_cost": 35.0}),
    ("per meal max fifteen", {"max_meal_cost": 15.0}),
    ("resturants at least 3.8", {"min_rating": 3.8}),
    ("rating 4 or above for the rooms", {"min_stay_rating": 4.0}),
    ("rooms no pricier than 110 a night", {"max_night_price": 110.0}),
    ("i'll have my service dog", {"house_rule": "pets"}),
    ("a smoke free room", {"stay_forbids": ["smoking"]}),
    ("friends might visit me in charlotte", {"house_rule": "visitors"}),
    ("no driving, i'll fly between cities", {"transportation": "no self-driving"}),
    ("flights leaving indy no earlier than 7am", {"flight_times": [window(leg="outbound", depart_from="07:00")]}),
    ("back in indy by 8pm", {"flight_times": [window(leg="return", arrive_until="20:00")]}),
    ("no flights after 7pm", {"flight_times": [window(depart_until="19:00")]}),
    ("no flight over two and a half hours", {"max_flight_hours": 2.5}),
    ("no more than one sight per day", pace(most=1)),
    ("day 4 packed", pace(least=2, days=(4,))),
    ("the biltmore, carolina bbq and rooms rated 4+",
     {"must_see": ["Biltmore"], "more_cuisines": ["BBQ"], "min_stay_rating": 4.0}),
    ("a mountain view cabin", "named: looks out on"),
    ("a gym in the hotel", "named: amenities"),
    ("i eat halal only", "named: halal"),
    ("tickets to a hornets game", "named: hornets"),
    ("first solo trip at 50!", {}),
    ("i teach 3rd grade so spring break yay", {}),
    ("my daughter goes to college in chapel hill", {}),
])

CORPORA = ((FAYETTEVILLE, FAYETTEVILLE_CORPUS), (PENSACOLA, PENSACOLA_CORPUS), (LOUISVILLE, LOUISVILLE_CORPUS),
           (UTAH, UTAH_CORPUS), (GEORGIA, GEORGIA_CORPUS), (CAROLINA, CAROLINA_CORPUS))

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: list[str] = [
    # (read since stop 61, WISH14: a correction of an amount inside one wish, "meals under 30, actually make it 25",
    # "hotels under 150, no wait, 120 a night": domain/parsing/wish_corrections.py)
    # named, not read: an amount in words with no unit after a bound ("per meal max fifteen"): a bare number word is no
    # price unless a unit of money or a price's unit follows it
    "per meal max fifteen",
    # ("depart kc after 10 am" read since the twenty-second set's fix, WISH22: a city's two-letter initials that are no
    # English word, no state's code and no airport's are read in lower case too; "la" is a word and stays unread)
    # ("fish streat one night", a restaurant in lower case with "one night" after it, read since stop 64, WISH17)
    # ("if we fly out of houston, after 9am please" read since stop 59: a comma may part the flight's words from its bound)
    # named, not read: a sight said by one word of its name in lower case and the plural ("arches" for Arches National
    # Park: a single word in short needs "the" before it), which leaves the list of cities unread too ("moab")
    "arches, moab, and max 4 hrs a day driving",
    # refused, not read: a kind of park in the plural ("no water parks"): refused on purpose, as a park's name need not
    # say its kind (a water park not called so would be kept), though here the one of the trip's cities says it
    "no water parks",
    # named, not read: a kind the data's names carry in the plural that is no sight kind of the readers ("ghost tours":
    # Hearse Ghost Tours, #1 Ghost Tour)
    "skip the ghost tours, my mom scares easy",
]
# Of them, the wishes read as nothing and named nowhere (dropped in silence): none may be.
KNOWN_SILENT: list[str] = []


def test_the_twelfth_held_out_corpus_reads_as_written(sandbox):
    tally = score(CORPORA, sandbox)
    missed = sorted(tally["wrongly read"] + tally["false alarm"])
    assert sum(len(v) for v in tally.values()) >= 250 and missed == sorted(KNOWN_GAPS)


def test_no_wish_of_the_twelfth_corpus_is_dropped_in_silence(sandbox):
    assert sorted(dropped(CORPORA, sandbox)) == sorted(KNOWN_SILENT)


# Said beside the rules this set's fixes added, what still asks for nothing (or is still refused): the fixes read no
# more than is said. (wish, its base, the local constraints, "refused", or "named").
BESIDE_THE_FIXES: list[tuple[str, str, dict | str]] = [
    ("we split the bill, thirty each", LOUISVILLE, {}),  # an amount in words before "each" with no meal or night near
    ("louisville for sure", LOUISVILLE, {}),  # the destination said again, alone
    ("Pensacola here I come!", PENSACOLA, {}),
    ("we are driving out to moab", UTAH, {}),  # a trip told, no own vehicle: no ban of flights
    ("Sushi for dinner?", PENSACOLA, "refused"),  # a dish asked for with no name before it: still refused
    ("pizza is fine for lunch but no chinese", UTAH, {"avoid_cuisines": ["Chinese"]}),  # a permission, then a ban
    ("4 star lodging and the star noodle dragon", UTAH, {"min_stay_rating": 4.0, "must_see": ["Star Noodle Dragon"]}),
]


def test_the_rules_of_the_twelfth_set_read_no_more_than_is_said(sandbox):
    from himap_travel.domain.parsing import QueryParseError

    def reading(base: str, wish: str) -> dict | str:
        try:
            request = parse_once(base + wish, sandbox)
        except QueryParseError:
            return "refused"
        if request.not_kept:
            return "named"
        return {k: v for k, v in request.spec.local_constraint.model_dump().items() if v is not None}

    assert [(wish, reading(base, wish)) for wish, base, _ in BESIDE_THE_FIXES] == [
        (wish, expected) for wish, _, expected in BESIDE_THE_FIXES]
