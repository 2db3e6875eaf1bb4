"""A thirty-second held-out corpus of wishes, written and scored before any fix made for it (issue 38: every wish the
data can answer is read, every one it cannot is named, never dropped in silence, and a legitimate text never refused).

Written by helper WISH32 after the thirty-first set was fixed against, before any of the reader's code was read for it,
on eight trips between cities of the sandbox that no earlier reading set pairs: Cody from Hagerstown for two, Sitka from
Presque Isle for four with children, Fairbanks from Valparaiso for one, two cities of Wyoming from Hattiesburg for two
who do not fly, two cities of Michigan from Jamestown for three with a cat, Ketchikan from Concord for two in a private
room, three cities of Texas from Pasco for two in a place of their own, and Hilo from Arcata for two who smoke, each in
the plain shape of the earlier sets' bases. New this time: negations closed by "at all", "whatsoever", "either",
"tbh", "honestly" ("not into museums at all", "no seafood whatsoever", "no pizza either"), "we're done with" a thing,
comparisons of price ("the cheaper the better", "cheaper is better", "the less we spend the better"), changes of mind
inside a sentence ("4 stars, well 3 is fine", "under $100 a night, ok $120 if needed", "mexican... actually no,
italian"), a currency corrected ("700 quid.. i mean dollars", "20 euros, sorry, dollars, a meal"), a soft wish for a
cuisine the data lacks ("thai food would be nice", "vietnamese if they have it"), voices of a travel agent ("client
requests", "pax"), of non-native writers ("we are wishing to see", "please not so much walking", "is possible hotel
with 4 star?"), of older people ("at our age", "my hips"), of students ("we're broke"), and reasons after every kind of
wish; what the data cannot say (amenities, views, diets, accessibility, events, locations) and talk that asks nothing.
Whole requests are written in one go (``WHOLE``). Scored with the earlier sets' helpers
(tests/support/reading_scoring.py, tests/support/leftover_scoring.py, tests/support/wish_sets.py);
``python -m tests.unit.domain.parsing.test_reading_heldout_thirtysecond`` prints the figures.

HEAD figures (the pristine copy, before any fix for this set), of 281 wishes, as first written: read right 202, named
33, wrongly read 46, false alarm 0, dropped in silence 7 ("not into museums at all", "the cheaper the better for food",
"the less we spend on food the better", "chicken nuggets for the 6 year old", "a lanai to smoke on", "a shared room is
fine, i'm broke", "a private room is ok"); budget texts 16 of 16; mixed 7 of 8 ("a bear viewing trip" dropped); soft 7
of 8 ("a gold panning thing maybe" dropped); reasons 7 of 8; whole requests 5 of 8 (the Hilo request refused whole for
"thai food would be nice"). Twelve expectations were corrected after scoring (marked below, each by the docs or an
earlier set's reading): as finally written, HEAD reads right 209, named 37, wrongly read 35, false alarm 0, dropped in
silence 5. Worst on HEAD: "no museums whatsoever" named as not understood and "not into museums at all" dropped;
"french food not really" and "my son is done with fast food" asked for the food; "mexican... actually no, italian" read
both; "restaurants 4 stars, well 3.5 is fine" and "stays rated 4.5, well 4 is fine" read the first rating; "$40 max per
person for dinner", "20 euros, sorry, dollars, a meal" and "700 quid.. i mean dollars" refused the whole request; a
request with "thai food would be nice" refused whole.

After the fixes made for it (helper WISH32): read right 217, named 40, wrongly read 24, false alarm 0 (``KNOWN_GAPS``,
each with why), dropped in silence 1 ("chicken nuggets for the 6 year old", ``KNOWN_SILENT``); budget texts 16 of 16;
mixed 8 of 8; soft 8 of 8; reasons 7 of 8; whole requests 6 of 8. Causes fixed: a kind of sight ruled out closed by "at
all", "whatsoever", "either", "tbh", "honestly" (``avoid_sights._KIND``); the cheapest said as a comparison, "the
cheaper the better", "cheaper is better", "the less we spend the better", "the lower the price the better"
(``caveats._CHEAPEST``); a cuisine the data lacks wished softly ("would be nice", "if they have it", a hedge) is named
and the rest planned, never the whole request refused (``cuisine.softly_lacking``, ``query._unknown_cuisines``,
``caveats``); a currency taken back for dollars as it is written is dollars (``other_currencies.dollars_said_after`` in
``parsing.text.normalize``); "done with" a thing is an aversion of sights and cuisines (``negation.DONE_WITH``); "not
really" closing a thing's clause is its verdict (``negation.NOT_THIS_TRIP``); a cuisine corrected by the next ("actually
no,", "sorry, i mean") is taken back (``cuisine._CORRECTED_TO``); a lower rating said acceptable right after a minimum
is the minimum (``ratings._SETTLED_FOR``); a meal's price with "max" before "per person" and the meal
(``meal_cost._CAP``); a lanai or veranda is an amenity (``cannot_say``); bear, whale or wildlife viewing and gold
panning are outings the attractions have no kind for (``unanswerable``). Every official query text of train and
validation_dev reads as before (110 official texts, 0 flagged).
"""

from __future__ import annotations

from tests.support.leftover_scoring import missed_of, want
from tests.support.reading_scoring import order, pace, window, with_own
from tests.support.wish_sets import WishSet, wish_set

RED_EYE = {"depart_from": "05:00", "depart_until": "20:59", "arrive_until": "23:59"}
MORNING = {"depart_from": "05:00", "depart_until": "11:59"}
AFTERNOON = {"depart_from": "12:00", "depart_until": "17:59"}


def meal(kind: str, cuisine: str | None = None, restaurant: str | None = None) -> dict:
    """A wish of a cuisine or a restaurant at one meal as a reading dumps it (``meal_wishes``)."""
    return {"meal_wishes": [{"meal": kind, "cuisine": cuisine, "restaurant": restaurant}]}


# Request texts: trips between cities of the sandbox no earlier reading set pairs, in the plain shape of their bases.
CODY = "Plan a 3-day trip from Hagerstown to Cody for 2 people, March 12 to 14, 2022, with a budget of $2,300. "
SITKA = ("Plan a 3-day trip from Presque Isle to Sitka for 4 people, March 19 to 21, 2022, with a budget of $4,800. "
         "The kids are 6 and 9. ")
FAIRBANKS = ("Plan a 3-day trip from Valparaiso to Fairbanks for 1 person, March 5 to 7, 2022, with a budget of "
             "$1,600. ")
WYOMING = ("Plan a 5-day trip from Hattiesburg to 2 cities in Wyoming for 2 people, March 14 to 18, 2022, with a budget "
           "of $3,600. Neither of us flies. ")
MICHIGAN = ("Plan a 5-day trip from Jamestown to 2 cities in Michigan for 3 people, March 22 to 26, 2022, with a budget "
            "of $4,000. Our cat travels with us. ")
KETCHIKAN = ("Plan a 3-day trip from Concord to Ketchikan for 2 people, March 8 to 10, 2022, with a budget of $2,600. "
             "We'd like a private room. ")
TEXAS = ("Plan a 7-day trip from Pasco to 3 cities in Texas for 2 people, March 1 to 7, 2022, with a budget of $5,200. "
         "We want an entire home. ")
HILO = "Plan a 3-day trip from Arcata to Hilo for 2 people, March 26 to 28, 2022, with a budget of $2,400. We both smoke. "
# What each request asks by itself, kept beside every wish appended to it.
KIDS_OWN = {"house_rule": "children under 10"}
NO_FLIGHT_OWN = {"transportation": "no flight"}
PET_OWN = {"house_rule": "pets"}
PRIVATE_OWN = {"room_type": "private room"}
ENTIRE_OWN = {"room_type": "entire room"}
SMOKER_OWN = {"house_rule": "smoking"}
CODY_MUSEUMS = ["Cody Firearms Museum", "Cody Dug Up Gun Museum", "Cody Heritage Museum"]
FAIRBANKS_MUSEUMS = ["Fountainhead Antique Auto Museum", "Museum of the North", "Fairbanks Ice Museum",
                     "Pioneer Air Museum", "Fairbanks Children's Museum", "Fairbanks Community Museum", "Pioneer Museum"]

# (wish, the local constraints it adds to the request's own) or (wish, "named: <words the naming holds>")
CODY_CORPUS = [
    ("buffalo bill center of the west, that's the big one", {"must_see": ["Buffalo Bill Center of the West"]}),
    ("old trail town pls", {"must_see": ["Old Trail Town"]}),
    ("the night rodeo!! my husband has talked about it for years", {"must_see": ["Cody Night Rodeo"]}),
    ("buffalo bill dam, if it's open", {"must_see": ["Buffalo Bill Dam & Visitor Center"]}),
    ("the firearms museum is a must for my dad", {"must_see": ["Cody Firearms Museum"]}),
    ("we'd love the trolley tour", {"must_see": ["Cody Trolley Tours"]}),
    ("the veterans memorial park, my father served", {"must_see": ["State of Wyoming Veterans Memorial Park"]}),
    ("not into museums at all", {"avoid_sights": CODY_MUSEUMS}),
    ("the wild west spectacular looks tacky, skip it", {"avoid_sights": ["Wild West Spectacular"]}),
    ("no dug up gun museum, guns aren't our thing", {"avoid_sights": ["Cody Dug Up Gun Museum"]}),
    ("a day trip into yellowstone", "named: yellowstone"),
    ("old town cafe for breakfast one morning",
     {"eat_at": ["Old Town Cafe"], **meal("breakfast", restaurant="Old Town Cafe")}),
    ("mainland china? no thank you", {"avoid_restaurants": ["Mainland China"]}),
    ("mexican... actually no, italian", {"cuisine": ["Italian"]}),
    ("no seafood whatsoever, we're in the mountains", {"avoid_cuisines": ["Seafood"]}),
    ("bbq would be nice", {"more_cuisines": ["BBQ"]}),
    ("thai food would be nice", "named: thai"),
    ("the cheaper the better for food", "named: cheap"),
    ("meals no more than thirty dollars each", {"max_meal_cost": 30.0}),
    ("restaurants 4 stars, well 3.5 is fine", {"min_rating": 3.5}),
    ("hotel rated at least four", {"min_stay_rating": 4.0}),
    ("under $100 a night, ok $120 if needed", {"max_night_price": 120.0}),
    ("no flights before 9 in the morning, we're retired, no rush", {"flight_times": [window(depart_from="09:00")]}),
    ("fly back in the afternoon", {"flight_times": [window(leg="return", **AFTERNOON)]}),
    ("no flight over five hours, my back", {"max_flight_hours": 5.0}),
    ("two sights a day is plenty at our age", pace(most=2)),
    ("an entire cabin for us two", {"room_type": "entire room"}),
    ("no smoking in the room please", {"stay_forbids": ["smoking"]}),
    ("a fireplace would be lovely", "named: fireplace"),
    ("a view of the mountains", "named: view"),
    ("my wife uses a walker so not too many stairs", "named: walker"),
    ("cody, old trail town and bbq", {"must_see": ["Old Trail Town"], "more_cuisines": ["BBQ"]}),
    ("our 40th anniversary!", {}),
    ("we've been watching westerns all winter to get ready", {}),
]

SITKA_CORPUS = with_own(KIDS_OWN, [
    ("fortress of the bear, the kids are obsessed with bears", {"must_see": ["Fortress of the Bear"]}),
    ("sitka national historical park", {"must_see": ["Sitka National Historical Park"]}),
    ("the science center w/ the touch tanks", {"must_see": ["Sitka Sound Science Center"]}),
    ("russian bishops house", {"must_see": ["Russian Bishop's House"]}),
    ("sheldon jackson museum if we have time", {"must_see": ["Sheldon Jackson Museum"]}),
    ("castle hill (baranof castle)", {"must_see": ["Baranof Castle State Historic Site"]}),
    ("st michael's cathedral", {"must_see": ["St. Michael the Archangel Orthodox Cathedral"]}),
    ("the whale statue for a photo", {"must_see": ["Sitka Whale Statue"]}),
    ("herring cove trail is too long for the little one, no", {"avoid_sights": ["Herring Cove Trail"]}),
    ("we're done with museums after last trip, so no historical society museum",
     {"avoid_sights": ["Sitka Historical Society & Museum"]}),
    ("whale watching boat", "named: whale watching"),
    ("pizza hut for the kids one night", {"eat_at": ["Pizza Hut Delivery"]}),
    ("burger joint is a no, the kids had burgers all week", {"avoid_restaurants": ["Burger Joint"]}),
    ("pizza and desserts, they're kids", {"more_cuisines": ["Pizza", "Desserts"]}),
    ("american or italian food", {"cuisine": ["American", "Italian"]}),
    ("no indian, too spicy for them", {"avoid_cuisines": ["Indian"]}),
    ("no fast food either", {"avoid_cuisines": ["Fast Food"]}),
    ("chicken nuggets for the 6 year old", "named: nuggets"),
    ("meals under twenty five a head", {"max_meal_cost": 25.0}),
    ("restaurants rated 4 or up", {"min_rating": 4.0}),
    ("a stay with at least 3 stars", {"min_stay_rating": 3.0}),
    ("nothing above $250 a night", {"max_night_price": 250.0}),
    ("leave presque isle after 10, the kids need sleep", {"flight_times": [window(leg="outbound",
                                                                                   depart_from="10:00")]}),
    ("home before 7pm on the last day", {"flight_times": [window(leg="return", arrive_until="19:00")]}),
    ("no red eye flights with kids", {"flight_times": [window(**RED_EYE)]}),
    ("one or two sights a day, kids get tired", pace(most=2, least=1)),
    ("an entire house so the kids can run around", {"room_type": "entire room"}),
    ("no parties, no smoking", {"stay_forbids": ["parties", "smoking"]}),
    ("grandma might come by one evening", {"more_house_rules": ["visitors"]}),
    ("a crib for the baby", "named: crib"),
    ("a pool for the kids", "named: pool"),
    ("the fortress of the bear, the science center and pizza",
     {"must_see": ["Fortress of the Bear", "Sitka Sound Science Center"], "more_cuisines": ["Pizza"]}),
    ("first time in alaska for the kids!", {}),
    ("we homeschool so this counts as a field trip lol", {}),
])

FAIRBANKS_CORPUS = [
    ("museum of the north", {"must_see": ["Museum of the North"]}),
    ("the ice museum, obviously", {"must_see": ["Fairbanks Ice Museum"]}),
    ("pioneer park for a wander", {"must_see": ["Pioneer Park"]}),
    ("the antique auto museum (fountainhead)", {"must_see": ["Fountainhead Antique Auto Museum"]}),
    ("creamer's field, i'm a bird person", {"must_see": ["Friends of Creamers Field at Creamer's Field Migratory "
                                                        "Waterfowl Refuge"]}),
    ("the pipeline viewing point", {"must_see": ["Alyeska Pipeline / Viewing Point"]}),
    ("moose antler arch, for the photo", {"must_see": ["Moose Antler Arch"]}),
    ("i am wishing to see the denali mural", {"must_see": ["Denali Mural"]}),
    ("no childrens museum, i'm 34", {"avoid_sights": ["Fairbanks Children's Museum"]}),
    ("fun-time park is not really my thing", {"avoid_sights": ["Fun-Time Park"]}),
    ("no museums whatsoever", {"avoid_sights": FAIRBANKS_MUSEUMS}),
    ("the northern lights, hopefully", "named: northern lights"),
    ("dog sledding!!!", "named: sled"),
    ("domino's pizza once, i'm a creature of habit", {"eat_at": ["Domino's Pizza"]}),
    ("not dunkin donuts", {"avoid_restaurants": ["Dunkin' Donuts"]}),
    ("chinese or mexican", {"cuisine": ["Chinese", "Mexican"]}),
    ("french food not really", {"avoid_cuisines": ["French"]}),
    ("no pizza either, had enough at uni", {"avoid_cuisines": ["Pizza"]}),
    ("a cafe for the mornings", {"more_cuisines": ["Cafe"]}),
    ("vietnamese if they have it", "named: vietnamese"),
    ("i'm a student so food under 12 bucks", {"max_meal_cost": 12.0}),
    ("restaurants rated three and a half or more", {"min_rating": 3.5}),
    ("accommodation rated 4+ if possible", {"min_stay_rating": 4.0}),
    ("a room for max 80 a night", {"max_night_price": 80.0}),
    ("700 quid.. i mean dollars, for the room in total", "named: total"),
    ("fly out of valparaiso in the morning", {"flight_times": [window(leg="outbound", **MORNING)]}),
    ("land in fairbanks before dark, say 6pm", {"flight_times": [window(leg="outbound", arrive_until="18:00")]}),
    ("flights 6h max", {"max_flight_hours": 6.0}),
    # corrected after scoring: "as many sights as possible" said of every day gives no number, so it is named
    # (``caveats._MANY_SIGHTS``, as the earlier sets' "loads of sights"); first written as at least three
    ("as many sights as possible every day", "named: no number"),
    # corrected after scoring: a room allowed asks nothing (as above); first written as the room
    ("a shared room is fine, i'm broke", {}),
    ("no smoking places, i'm asthmatic", {"stay_forbids": ["smoking"]}),
    ("wifi that actually works, i have to study", "named: wifi"),
    ("i'm vegan", "named: vegan"),
    ("the ice museum, pioneer park and chinese",
     {"must_see": ["Fairbanks Ice Museum", "Pioneer Park"], "cuisine": ["Chinese"]}),
    ("spring break baby", {}),
    ("first solo trip, bit nervous tbh", {}),
]

WYOMING_CORPUS = with_own(NO_FLIGHT_OWN, [
    ("laramie and cheyenne", {"visit_cities": ["Laramie", "Cheyenne"]}),
    ("rock springs if it fits", {"visit_cities": ["Rock Springs"]}),
    # corrected after scoring: Casper is no city of the sandbox, so it is named; first written as a city avoided
    ("not casper, we've been", "named: casper"),
    ("chyenne", {"visit_cities": ["Cheyenne"]}),
    ("cheyenne first then laramie", {"city_order": [{"city": "Cheyenne", "stop": 1, "before": None},
                                                    {"city": "Cheyenne", "stop": None, "before": "Laramie"}]}),
    ("laramie last", order("Laramie", -1)),
    ("the territorial prison in laramie", {"must_see": ["Wyoming Territorial Prison State Historic Site"]}),
    ("big boy steam engine, my husband loves trains", {"must_see": ["Big Boy Steam Engine 4004"]}),
    ("the frontier days museum", {"must_see": ["Cheyenne Frontier Days Old West Museum"]}),
    ("the state capitol", {"must_see": ["Wyoming State Capitol"]}),
    ("the botanic gardens in cheyenne", {"must_see": ["Cheyenne Botanic Gardens"]}),
    ("the geological museum, dinosaurs!", {"must_see": ["Geological Museum"]}),
    ("no herbarium, sounds dull", {"avoid_sights": ["Rocky Mountain Herbarium"]}),
    ("the trolley in cheyenne - nah", {"avoid_sights": ["Cheyenne Street Railway Trolley"]}),
    ("famous dave's for ribs", {"eat_at": ["Famous Dave's Barbecue"]}),
    ("tgi friday's is not happening", {"avoid_restaurants": ["TGI Friday's"]}),
    # corrected after scoring: a cuisine "every day" is named with its reason, the cuisine read (a cuisine is kept at one
    # meal at least: docs/vocabulary.md); first written as the cuisine alone
    ("mexican food every day if we can lol", "named: every day"),
    ("no chinese or indian food", {"avoid_cuisines": ["Chinese", "Indian"]}),
    ("bbq and bakeries", {"more_cuisines": ["BBQ", "Bakery"]}),
    ("cheaper is better for meals", "named: cheap"),
    ("steak, it's cattle country", "named: steak"),
    ("$40 max per person for dinner", {"max_meal_cost": 40.0}),
    ("restaurants 3 stars and up", {"min_rating": 3.0}),
    ("places to sleep rated 3.5 or better", {"min_stay_rating": 3.5}),
    ("no more than $60 per person a night", {"max_night_price_per_person": 60.0}),
    ("no more than six hours behind the wheel a day", {"max_driving_hours": 6.0}),
    ("driving, max 5 hrs/day, my hips", {"max_driving_hours": 5.0}),
    ("not too much on the road in one day, 8 hours tops", {"max_driving_hours": 8.0}),
    ("a slow pace please", pace(most=1)),
    # corrected after scoring: a room allowed asks nothing (the thirty-first set's "a shared room is ok if it's
    # cheaper"); first written as the room
    ("a private room is ok", {}),
    # corrected after scoring: the request asks no house rule of its own, so the pets are its one house rule; first
    # written as a further rule
    ("pets welcome, we might bring the dog after all", {"house_rule": "pets"}),
    ("no kids in the place", {"stay_forbids": ["children under 10"]}),
    ("an electric car charger", "named: charger"),
    ("a hot spring soak", "named: hot spring"),
    ("cheyenne, the big boy steam engine and bbq",
     {"visit_cities": ["Cheyenne"], "must_see": ["Big Boy Steam Engine 4004"], "more_cuisines": ["BBQ"]}),
    ("we drive everywhere, always have", {}),
])

MICHIGAN_CORPUS = with_own(PET_OWN, [
    ("grand rapids + traverse city", {"visit_cities": ["Grand Rapids", "Traverse City"]}),
    ("detroit? we'll pass", {"avoid_cities": ["Detroit"]}),
    ("trav city", {"visit_cities": ["Traverse City"]}),
    ("grand rapids first", order("Grand Rapids", 1)),
    ("the ford presidential museum", {"must_see": ["The Gerald R. Ford Presidential Museum"]}),
    ("frederik meijer gardens, heard it's gorgeous", {"must_see": ["Frederik Meijer Gardens & Sculpture Park"]}),
    ("john ball zoo", {"must_see": ["John Ball Zoo"]}),
    ("mission point lighthouse", {"must_see": ["Mission Point Lighthouse"]}),
    ("the worlds largest cherry pie pan lol", {"must_see": ["World's Largest Cherry Pie Pan"]}),
    ("the hippie tree, my daughter insists", {"must_see": ["Hippie Tree"]}),
    ("meyer may house (frank lloyd wright)", {"must_see": ["Meyer May House"]}),
    ("no escape rooms, the ruse one included", {"avoid_sights": ["The Ruse Escape Rooms"]}),
    ("great wolf lodge water park is a no", {"avoid_sights": ["Great Wolf Lodge Water Park | Traverse City"]}),
    ("pirates cove adventure park, not for teens", {"avoid_sights": ["Pirate's Cove Adventure Park"]}),
    ("a cherry orchard tour", "named: orchard"),
    ("exotic thai restaurant one evening", {"eat_at": ["Exotic Thai Restaurant"]}),
    ("arigato sushi - no thx", {"avoid_restaurants": ["Arigato Sushi"]}),
    ("mediterranean or french", {"cuisine": ["Mediterranean", "French"]}),
    ("my son is done with fast food", {"avoid_cuisines": ["Fast Food"]}),
    ("seafood and tea rooms", {"more_cuisines": ["Seafood", "Tea"]}),
    ("korean bbq would be amazing", "named: korean"),
    ("the less we spend on food the better", "named: spend"),
    ("$25 a plate at most", {"max_meal_cost": 25.0}),
    ("4.0+ restaurants only", {"min_rating": 4.0}),
    ("lodging rated 4, or 3 if it's cheap", {"min_stay_rating": 3.0}),
    ("$150/nt max", {"max_night_price": 150.0}),
    ("no flights leaving before 7 am", {"flight_times": [window(depart_from="07:00")]}),
    ("the flight back should arrive by 9 pm", {"flight_times": [window(leg="return", arrive_until="21:00")]}),
    ("three hour flights max", {"max_flight_hours": 3.0}),
    ("max 3 things per day", pace(most=3)),
    ("an entire place for the 3 of us and the cat", {"room_type": "entire room"}),
    ("no smoking at all please, the cat has asthma too", {"stay_forbids": ["smoking"]}),
    ("a litter box area", "named: litter"),
    ("lake view if poss", "named: view"),
    ("traverse city, the cherry pie pan and seafood",
     {"visit_cities": ["Traverse City"], "must_see": ["World's Largest Cherry Pie Pan"], "more_cuisines": ["Seafood"]}),
    ("the cat is named pickles", {}),
])

KETCHIKAN_CORPUS = with_own(PRIVATE_OWN, [
    ("totem heritage center", {"must_see": ["Totem Heritage Center"]}),
    ("creek street", {"must_see": ["Creek Street in Ketchikan"]}),
    ("the lumberjack show, it's cheesy but we want it", {"must_see": ["Great Alaskan Lumberjack Show"]}),
    ("totem bight state park", {"must_see": ["Totem Bight State Historical Park"]}),
    ("the discovery center for southeast alaska", {"must_see": ["Southeast Alaska Discovery Center"]}),
    ("the tongass museum", {"must_see": ["Tongass Historical Museum"]}),
    ("the duck tour, kitsch is fine", {"must_see": ["Ketchikan Duck Tour"]}),
    ("potlatch totem park", {"must_see": ["Potlatch Totem Park and Museum"]}),
    ("the helicopter thing - no way, I'm scared of heights", {"avoid_sights": ["Ketchikan Helicopter"]}),
    ("no hovercraft tour", {"avoid_sights": ["Hovercraft Eco Adventure & Wildlife Viewing"]}),
    ("misty fjords by floatplane", "named: misty fjords"),
    ("captain bills for fish", {"eat_at": ["Captain Bill$ Deliverz"]}),
    ("the mandarin chinese place, not keen", {"avoid_restaurants": ["Mandarin Chinese Restaurant"]}),
    ("seafood seafood and more seafood", {"more_cuisines": ["Seafood"]}),
    ("salmon every day", "named: salmon"),
    ("chinese, but no italian", {"cuisine": ["Chinese"], "avoid_cuisines": ["Italian"]}),
    ("no mexican tbh", {"avoid_cuisines": ["Mexican"]}),
    ("meals around 35 dollars max", {"max_meal_cost": 35.0}),
    ("20 euros, sorry, dollars, a meal", {"max_meal_cost": 20.0}),
    ("is possible restaurant with good rating, 4 or more?", {"min_rating": 4.0}),
    ("is possible hotel with 4 star?", {"min_stay_rating": 4.0}),
    ("$90 each per night tops", {"max_night_price_per_person": 90.0}),
    ("not over 200 for the night", {"max_night_price": 200.0}),
    ("depart concord after 8am", {"flight_times": [window(leg="outbound", depart_from="08:00")]}),
    ("arrive ketchikan before 3 pm", {"flight_times": [window(leg="outbound", arrive_until="15:00")]}),
    ("please not so much walking, 2 places a day", pace(most=2)),
    ("a relaxed last day", pace(most=1, days=(3,))),
    ("no pets please, allergic", {"stay_forbids": ["pets"]}),
    ("no smoking tbh", {"stay_forbids": ["smoking"]}),
    ("a room with a harbour view", "named: view"),
    ("an elevator, my knees are shot", "named: elevator"),
    ("kosher meals", "named: kosher"),
    ("creek street, totem bight and seafood",
     {"must_see": ["Creek Street in Ketchikan", "Totem Bight State Historical Park"], "more_cuisines": ["Seafood"]}),
    ("it's a cruise we missed, long story", {}),
])

TEXAS_CORPUS = with_own(ENTIRE_OWN, [
    ("san antonio, el paso and corpus christi", {"visit_cities": ["San Antonio", "El Paso", "Corpus Christi"]}),
    ("no houston, too big", {"avoid_cities": ["Houston"]}),
    ("dallas and austin are out", {"avoid_cities": ["Dallas", "Austin"]}),
    ("corpus cristi", {"visit_cities": ["Corpus Christi"]}),
    ("el paso before san antonio", order("El Paso", before="San Antonio")),
    # corrected after scoring: the beach is a kind of sight, named, the order read; first written as the order alone
    ("finish in corpus christi at the beach", "named: beach"),
    ("the alamo, obviously", {"must_see": ["The Alamo"]}),
    # corrected after scoring: San Angelo, a city of Texas too, has a sight called River Walk exactly; first written
    # as San Antonio's
    ("the river walk", {"must_see": ["River Walk"]}),
    ("uss lexington, grandpa was navy", {"must_see": ["USS Lexington"]}),
    ("the selena museum!! 💜", {"must_see": ["Selena Museum"]}),
    ("texas state aquarium", {"must_see": ["Texas State Aquarium"]}),
    ("franklin mountains state park", {"must_see": ["Franklin Mountains State Park"]}),
    ("the border patrol museum", {"must_see": ["National Border Patrol Museum"]}),
    ("no seaworld, we don't do animal shows", {"avoid_sights": ["SeaWorld San Antonio"]}),
    ("six flags fiesta texas? nope, too old for coasters", {"avoid_sights": ["Six Flags Fiesta Texas"]}),
    ("ripley's and the mirror maze are skips",
     {"avoid_sights": ["Ripley's Believe It or Not!", "The Amazing Mirror Maze"]}),
    ("a spurs game", "named: spurs"),
    ("martin's bbq in san antonio", {"eat_at": ["Martin's BBQ"]}),
    ("not burger queen", {"avoid_restaurants": ["Burger Queen Drive In"]}),
    ("mexican mexican mexican", {"cuisine": ["Mexican"]}),
    # corrected after scoring: Tex-Mex is Mexican food (words.DISHES_OF reads dishes so); first written as named
    ("tex-mex!!", {"cuisine": ["Mexican"]}),
    ("bbq in texas, duh", {"more_cuisines": ["BBQ"]}),
    ("we're not really into mediterranean", {"avoid_cuisines": ["Mediterranean"]}),
    ("meals under fifteen bucks each, we're saving for the trip", {"max_meal_cost": 15.0}),
    ("food places rated 4.2 and above", {"min_rating": 4.2}),
    ("the house rated at least 4", {"min_stay_rating": 4.0}),
    ("under 130 a night", {"max_night_price": 130.0}),
    ("no flights before 10am, hate early starts", {"flight_times": [window(depart_from="10:00")]}),
    ("the return flight in the morning", {"flight_times": [window(leg="return", **MORNING)]}),
    ("max 7 hours driving a day", {"max_driving_hours": 7.0}),
    ("total travel max 9 hours a day", {"max_travel_hours": 9.0}),
    ("at least two things every day", pace(least=2)),
    ("no parties or smoking allowed", {"stay_forbids": ["parties", "smoking"]}),
    ("parking for the rental", "named: parking"),
    ("a kitchen so we can cook", "named: kitchen"),
    ("san antonio, the alamo and mexican",
     {"visit_cities": ["San Antonio"], "must_see": ["The Alamo"], "cuisine": ["Mexican"]}),
    ("a big birthday for me, 60!", {}),
])

HILO_CORPUS = with_own(SMOKER_OWN, [
    ("rainbow falls", {"must_see": ["Rainbow Falls"]}),
    ("the tsunami museum", {"must_see": ["Pacific Tsunami Museum"]}),
    ("imiloa astronomy center, my wife loves stars", {"must_see": ["Imiloa Astronomy Center"]}),
    ("liliuokalani gardens", {"must_see": ["Liliʻuokalani Gardens"]}),
    ("coconut island for a swim", {"must_see": ["Moku Ola / Coconut Island"]}),
    ("boiling pots", {"must_see": ["Boiling Pots"]}),
    ("the rainforest zoo", {"must_see": ["Panaewa Rainforest Zoo and Gardens"]}),
    ("the lyman museum, we like history", {"must_see": ["Lyman Museum"]}),
    ("no beach parks, we burn", "named: beach"),
    ("not the out-lau island tours", {"avoid_sights": ["Out-Lau Island Tours"]}),
    ("volcanoes national park", "named: volcano"),
    ("bob roe's pizza one night", {"eat_at": ["Bob Roe's Pizza"]}),
    # corrected after scoring: dim sum is Chinese as curry is Indian (words.DISHES_OF); first written as the restaurant
    # alone
    ("yum yum cha for dim sum", {"eat_at": ["Yum Yum Cha"], "cuisine": ["Chinese"]}),
    ("pasta la vista, no thx", {"avoid_restaurants": ["Pasta La Vista"]}),
    ("poke bowls", "named: poke"),
    ("italian or american please", {"cuisine": ["Italian", "American"]}),
    ("no french food honestly", {"avoid_cuisines": ["French"]}),
    ("seafood and desserts", {"more_cuisines": ["Seafood", "Desserts"]}),
    ("indian food for dinner one night", {"cuisine": ["Indian"], **meal("dinner", "Indian")}),
    ("no bakery stuff, we're cutting sugar", {"avoid_cuisines": ["Bakery"]}),
    ("meals max $45 pp", {"max_meal_cost": 45.0}),
    ("a 3.0 minimum for restaurants", {"min_rating": 3.0}),
    ("stays rated 4.5, well 4 is fine", {"min_stay_rating": 4.0}),
    ("$180 a night max for the room", {"max_night_price": 180.0}),
    ("leave arcata in the afternoon", {"flight_times": [window(leg="outbound", **AFTERNOON)]}),
    ("no overnight flights", {"flight_times": [window(**RED_EYE)]}),
    ("flight time under 7 hrs", {"max_flight_hours": 7.0}),
    # corrected after scoring: a number of things a day said flat is exactly that (the thirty-first set's "one thing a
    # day"); first written as a most
    ("two things a day, it's a holiday", pace(most=2, least=2)),
    ("entire place please", {"room_type": "entire room"}),
    ("no kids around, we need quiet", {"stay_forbids": ["children under 10"]}),
    ("a lanai to smoke on", "named: lanai"),
    ("an ocean view for sure", "named: view"),
    ("rainbow falls, the tsunami museum and seafood",
     {"must_see": ["Rainbow Falls", "Pacific Tsunami Museum"], "more_cuisines": ["Seafood"]}),
    ("aloha! so excited", {}),
])

CORPORA = ((CODY, CODY_CORPUS), (SITKA, SITKA_CORPUS), (FAIRBANKS, FAIRBANKS_CORPUS), (WYOMING, WYOMING_CORPUS),
           (MICHIGAN, MICHIGAN_CORPUS), (KETCHIKAN, KETCHIKAN_CORPUS), (TEXAS, TEXAS_CORPUS), (HILO, HILO_CORPUS))

# Wishes that read one part and name the other, checked whole: (base, wish, expected outcome).
MIXED: list[tuple[str, str, dict]] = [
    (CODY, "old trail town and horseback riding", want({"must_see": ["Old Trail Town"]}, "horse")),
    (SITKA, "fortress of the bear plus a glacier cruise",
     want({**KIDS_OWN, "must_see": ["Fortress of the Bear"]}, "glacier")),
    (FAIRBANKS, "pioneer park and the hot springs", want({"must_see": ["Pioneer Park"]}, "hot spring")),
    (WYOMING, "the state capitol and a bison ranch",
     want({**NO_FLIGHT_OWN, "must_see": ["Wyoming State Capitol"]}, "bison")),
    (MICHIGAN, "john ball zoo and a wine tasting", want({**PET_OWN, "must_see": ["John Ball Zoo"]}, "wine")),
    (KETCHIKAN, "creek street and a bear viewing trip",
     want({**PRIVATE_OWN, "must_see": ["Creek Street in Ketchikan"]}, "bear")),
    (TEXAS, "the alamo and a rodeo", want({**ENTIRE_OWN, "must_see": ["The Alamo"]}, "rodeo")),
    (HILO, "rainbow falls and a luau", want({**SMOKER_OWN, "must_see": ["Rainbow Falls"]}, "luau")),
]

# A kind of sight said in passing (wanted or not): never refused, never read as a rule, named as a wish the plan
# cannot promise.
SOFT: list[tuple[str, str, dict]] = [
    (CODY, "some cowboy stuff would be fun", want(None, "cowboy")),
    (SITKA, "tide pools if the weather's ok", want(KIDS_OWN, "tide pool")),
    (FAIRBANKS, "a gold panning thing maybe", want(None, "gold")),
    (WYOMING, "a ghost town or two", want(NO_FLIGHT_OWN, "ghost town")),
    (MICHIGAN, "not big on sculpture parks", want(PET_OWN, "sculpture")),
    (KETCHIKAN, "a rainforest walk", want(PRIVATE_OWN, "rainforest")),
    (TEXAS, "some missions if there's time", want(ENTIRE_OWN, "mission")),
    (HILO, "a black sand beach", want(SMOKER_OWN, "beach")),
]

# Wishes named for a reason: (base, wish, the request's own reading, the wish's word, the reason's word). The naming
# (or a refusal, the house's way for a mode asked for) must hold both, never "no reader understood", and nothing may be
# read from the wish.
MODES = "modes"  # the reason's word: the sandbox's modes between cities
REASONS: list[tuple[str, str, dict, str, str]] = [
    (CODY, "we'd rather take the train", {}, "train", MODES),
    (SITKA, "my daughter has a nut allergy", KIDS_OWN, "nut", "diet"),
    (FAIRBANKS, "i'm deaf, so captioned tours", {}, "deaf", "accessibility"),
    (WYOMING, "we'd ride motorcycles between the cities", NO_FLIGHT_OWN, "motorcycle", MODES),
    (MICHIGAN, "my husband is diabetic", PET_OWN, "diabetic", "diet"),
    (KETCHIKAN, "we'll take the ferry from bellingham", PRIVATE_OWN, "ferry", MODES),
    (TEXAS, "my partner uses a wheelchair", ENTIRE_OWN, "wheelchair", "accessibility"),
    (HILO, "we only eat kosher", SMOKER_OWN, "kosher", "diet"),
]

# Budgets said in other forms beside the wishes: (request text, the budget it must read, or "refused").
CO_NO_BUDGET = "Plan a 3-day trip from Hagerstown to Cody for 2 people, March 12 to 14, 2022"
SI_NO_BUDGET = "Plan a 3-day trip from Presque Isle to Sitka for 4 people, March 19 to 21, 2022"
FA_NO_BUDGET = "Plan a 3-day trip from Valparaiso to Fairbanks for 1 person, March 5 to 7, 2022"
WY_NO_BUDGET = "Plan a 5-day trip from Hattiesburg to 2 cities in Wyoming for 2 people, March 14 to 18, 2022"
MI_NO_BUDGET = "Plan a 5-day trip from Jamestown to 2 cities in Michigan for 3 people, March 22 to 26, 2022"
KE_NO_BUDGET = "Plan a 3-day trip from Concord to Ketchikan for 2 people, March 8 to 10, 2022"
TX_NO_BUDGET = "Plan a 7-day trip from Pasco to 3 cities in Texas for 2 people, March 1 to 7, 2022"
HI_NO_BUDGET = "Plan a 3-day trip from Arcata to Hilo for 2 people, March 26 to 28, 2022"
BUDGETS: list[tuple[str, float | str]] = [
    (CO_NO_BUDGET + ". twenty-three hundred dollars", 2300.0),
    (CO_NO_BUDGET + ", $1150 per head", 2300.0),
    (SI_NO_BUDGET + ". we can spend 4.8k", 4800.0),
    (SI_NO_BUDGET + ". $1,200 a person", 4800.0),
    (FA_NO_BUDGET + ". 1600 max", 1600.0),
    (FA_NO_BUDGET + ". about sixteen hundred bucks", 1600.0),
    (WY_NO_BUDGET + ". budget ~3600", 3600.0),
    (WY_NO_BUDGET + ". 1.8k each", 3600.0),
    (MI_NO_BUDGET + ". four thousand dollars", 4000.0),
    (MI_NO_BUDGET + ". $4k in all", 4000.0),
    (KE_NO_BUDGET + ". 2,600 USD", 2600.0),
    (KE_NO_BUDGET + ". thirteen hundred per person", 2600.0),
    (TX_NO_BUDGET + ". $5.2k budget", 5200.0),
    (TX_NO_BUDGET + ". five thousand two hundred dollars", 5200.0),
    (HI_NO_BUDGET + ". 2400 bucks", 2400.0),
    (HI_NO_BUDGET + ". $1.2k pp", 2400.0),
]


def _dates(month: int, first: int, last: int, year: int = 2022, last_month: int | None = None) -> list[str]:
    """The ISO dates from ``first`` of ``month`` to ``last`` (of ``last_month`` when it runs into the next)."""
    from datetime import date, timedelta

    start, end = date(year, month, first), date(year, last_month or month, last)
    return [(start + timedelta(days=n)).isoformat() for n in range((end - start).days + 1)]


def trip(org: str, dest: str, people: int, budget: float, dates: list[str]) -> dict:
    """The trip's fields a whole request must read as."""
    return {"org": org, "dest": dest, "people_number": people, "budget": budget, "days": len(dates), "date": dates}


# Whole requests written in one go, several wishes each: (text, expected outcome).
WHOLE: list[tuple[str, dict]] = [
    ("hagerstown to cody march 12-14 2022, 2 ppl, $2300. old trail town + the night rodeo, no seafood whatsoever, "
     "hotel 4 stars or more",
     want({"must_see": ["Old Trail Town", "Cody Night Rodeo"], "avoid_cuisines": ["Seafood"], "min_stay_rating": 4.0},
          spec=trip("Hagerstown", "Cody", 2, 2300.0, _dates(3, 12, 14)))),
    ("Client requests: Presque Isle -> Sitka, 19-21 Mar 2022, 4 pax (2 children under 10), budget 4800 USD. Must see "
     "Fortress of the Bear. No flights before 9am. Entire home.",
     want({**KIDS_OWN, "must_see": ["Fortress of the Bear"], "flight_times": [window(depart_from="09:00")],
           "room_type": "entire room"}, spec=trip("Presque Isle", "Sitka", 4, 4800.0, _dates(3, 19, 21)))),
    ("valparaiso to fairbanks, just me, march 5 to 7 2022, 1600 dollars. ice museum for sure, not into museums "
     "otherwise, food under $15",
     want({"must_see": ["Fairbanks Ice Museum"], "max_meal_cost": 15.0},
          "otherwise", spec=trip("Valparaiso", "Fairbanks", 1, 1600.0, _dates(3, 5, 7)))),
    ("We are two retired teachers from Hattiesburg, want to see 2 cities in Wyoming 14-18 March 2022, budget $3,600, "
     "we drive only, max 6 hours a day driving, cheyenne included",
     # (corrected after scoring: "we drive only" is TravelPlanner's "no flight"; first written as "self driving")
     want({"transportation": "no flight", "max_driving_hours": 6.0, "visit_cities": ["Cheyenne"]},
          spec=trip("Hattiesburg", "Wyoming", 2, 3600.0, _dates(3, 14, 18)))),
    ("jamestown -> 2 michigan cities, 22-26 march 2022, 3 of us + the cat, $4000. grand rapids yes, detroit no. "
     "mexican or italian food, nothing over $30 a meal",
     want({**PET_OWN, "visit_cities": ["Grand Rapids"], "avoid_cities": ["Detroit"], "cuisine": ["Mexican", "Italian"],
           "max_meal_cost": 30.0}, spec=trip("Jamestown", "Michigan", 3, 4000.0, _dates(3, 22, 26)))),
    ("Concord to Ketchikan Mar 8-10 2022 for two, $2,600, private room under $150 a night, creek street and the "
     "totem heritage center, seafood",
     want({"room_type": "private room", "max_night_price": 150.0,
           "must_see": ["Creek Street in Ketchikan", "Totem Heritage Center"], "more_cuisines": ["Seafood"]},
          spec=trip("Concord", "Ketchikan", 2, 2600.0, _dates(3, 8, 10)))),
    ("pasco to 3 texas cities, march 1-7 2022, 2 people, 5200 budget. the alamo, no six flags, bbq, restaurants "
     "rated 4+, no more than 2 sights a day",
     want({"must_see": ["The Alamo"], "avoid_sights": ["Six Flags Fiesta Texas"], "more_cuisines": ["BBQ"],
           "min_rating": 4.0, **pace(most=2)}, spec=trip("Pasco", "Texas", 2, 5200.0, _dates(3, 1, 7)))),
    ("arcata->hilo 26-28 march 2022, me and my wife, 2.4k, we smoke, rainbow falls & the tsunami museum, "
     "thai food would be nice, no red-eyes",
     want({**SMOKER_OWN, "must_see": ["Rainbow Falls", "Pacific Tsunami Museum"], "flight_times": [window(**RED_EYE)]},
          "thai", spec=trip("Arcata", "Hilo", 2, 2400.0, _dates(3, 26, 28)))),
]

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: list[str] = [
    # refused as a second budget: a cap a night, then a higher one allowed "if needed" after "ok", is no price the
    # night-price reader takes back (a rating's "well 3 is fine" is: ``ratings._SETTLED_FOR``)
    "under $100 a night, ok $120 if needed",
    # read as the higher: a lower rating allowed on a condition ("or 3 if it's cheap") has no reader; it would be named
    "lodging rated 4, or 3 if it's cheap",
    # refused as a second budget: a currency taken back is read as dollars now, but the amount then stands apart from its
    # meal ("$20, a meal") or is a total for the room, which no constraint holds and the budget reader refuses
    "20 euros, sorry, dollars, a meal",
    "700 quid.. i mean dollars, for the room in total",
    # named, not read: "w/" between a sight's short name and what is done there; "territorial prison" of a longer name
    # (two inner words); "liliuokalani" without its okina; "trav city" as a short form of a city
    "the science center w/ the touch tanks",
    "the territorial prison in laramie",
    "liliuokalani gardens",
    "trav city",
    # the cuisine read, not the restaurant: a chain said by the first words of its listing's name ("pizza hut" of Pizza
    # Hut Delivery; "captain bills" of Captain Bill$ Deliverz); a restaurant said by its cuisine's word and "place"
    "pizza hut for the kids one night",
    "captain bills for fish",
    "the mandarin chinese place, not keen",
    # refused: a restaurant whose name is a dish ("burger joint") ruled out beside the dish said as the reason
    "burger joint is a no, the kids had burgers all week",
    # read as a must-see in a city avoided: a sight said by its kind and city with "- nah" after the city
    "the trolley in cheyenne - nah",
    # read as wanted: "we'll pass" after a city and a question mark (a sight's and a cuisine's "? pass" are verdicts)
    "detroit? we'll pass",
    # named, not read: a driving cap said "on the road" behind "not too much", a night's price "not over" a bare
    # number "for the night", a pace of "places" behind a reason, a rating said "a 3.0 minimum for", a house rule
    # "no kids around"
    "not too much on the road in one day, 8 hours tops",
    "not over 200 for the night",
    "please not so much walking, 2 places a day",
    "a 3.0 minimum for restaurants",
    "no kids around, we need quiet",
    # dropped in silence (``KNOWN_SILENT``)
    "chicken nuggets for the 6 year old",
    # named, not read: a sight's kind said "tour" ("no hovercraft tour") is no kind the sights are ruled out by
    "no hovercraft tour",
    # the sight read, the reason after it ("too old for coasters") named as not understood
    "six flags fiesta texas? nope, too old for coasters",
    # the second sight read as wanted: "are skips" after two names is a verdict of the last one only
    "ripley's and the mirror maze are skips",
]
# Of them, the wishes read as nothing and named nowhere (dropped in silence): none may be.
# (a child's dish said for one of the party: "for the 6 year old" is read as the children the request has, and "chicken
# nuggets", a dish, is no food word the lacking cuisines know; made a dish, "chicken nuggets only" after a picky eater
# would refuse a request the seventh unanswerable rules name)
KNOWN_SILENT: list[str] = ["chicken nuggets for the 6 year old"]
# Budget texts read otherwise than expected.
KNOWN_BUDGET_GAPS: list[str] = []
# Mixed, soft and reasoned wishes not read as expected.
KNOWN_MIXED_GAPS: list[str] = []
KNOWN_SOFT_GAPS: list[str] = []
# "so captioned tours" after the accessibility named is named again as not understood, beside the reason
KNOWN_REASON_GAPS: list[str] = ["i'm deaf, so captioned tours"]
# Whole requests not read as expected.
KNOWN_WHOLE_GAPS: list[str] = [
    # "not into museums otherwise" after a museum wanted is dropped in silence inside a whole request (said alone, the
    # kind is ruled out): a kind ruled out but for a sight wanted has no reader
    "valparaiso to fairbanks, just me, march 5 to 7 2022, 1600 dollars. ice museum for sure, not into museums "
    "otherwise, food under $15",
    # "cheyenne included" at the end of a whole request is not read as a city to visit
    "We are two retired teachers from Hattiesburg, want to see 2 cities in Wyoming 14-18 March 2022, budget $3,600, "
    "we drive only, max 6 hours a day driving, cheyenne included",
]


(test_the_corpus_reads_as_written, test_no_wish_is_dropped_in_silence, test_the_budget_forms_read_as_written,
 test_mixed_wishes_read_one_part_and_name_the_other, test_a_kind_of_sight_said_in_passing_is_named_never_refused,
 test_a_wish_named_for_a_reason_gives_the_reason) = wish_set(WishSet(
    CORPORA, 217, KNOWN_GAPS, BUDGETS, MIXED, SOFT, REASONS, known_silent=KNOWN_SILENT,
    known_budget_gaps=KNOWN_BUDGET_GAPS, known_mixed_gaps=KNOWN_MIXED_GAPS, known_soft_gaps=KNOWN_SOFT_GAPS,
    known_reason_gaps=KNOWN_REASON_GAPS, least_wishes=280))


def test_a_whole_request_written_in_one_go_reads_its_trip(sandbox) -> None:
    assert missed_of([("", text, expected) for text, expected in WHOLE], sandbox) == sorted(KNOWN_WHOLE_GAPS)


def main() -> None:
    """Print the set's figures and misses (how HEAD and each fix are scored)."""
    from himap_travel.domain.sandbox.index import load_sandbox
    from tests.support.leftover_scoring import miss, reason_miss
    from tests.support.reading_scoring import budget_read, dropped, score

    box = load_sandbox()
    tally = score(CORPORA, box)
    for kind in ("wrongly read", "false alarm"):
        print(kind, tally[kind])
    dropped(CORPORA, box)
    print("budget misses:", [text for text, want_ in BUDGETS if budget_read(text, box) != want_])
    for name, items in (("mixed", MIXED), ("soft", SOFT)):
        print(name, "misses:", missed_of(list(items), box))
    print("whole misses:", {text: miss("", text, expected, box) for text, expected in WHOLE
                            if miss("", text, expected, box)})
    print("reason misses:", {item[1]: reason_miss(*item, box) for item in REASONS if reason_miss(*item, box)})


if __name__ == "__main__":
    main()
