"""A twenty-ninth held-out corpus of wishes, written and scored before any fix made for it (issue 38: every wish the
data can answer is read, every one it cannot is named, never dropped in silence, and a legitimate text never refused).

Written by helper WISH29 after the twenty-eighth set was fixed against, before any of the reader's code was read for
it, on eight trips of the public splits used least by the earlier wish sets (six used by one set long ago: two cities
of Ohio from Newark for two in a place of their own, two cities of Michigan from Omaha for three in private rooms,
three cities of Illinois from Eau Claire for three with visitors who will not fly, two cities of Arizona from Grand
Junction for two, two cities of Idaho from San Jose for seven with children, two cities of Montana from Santa Ana for
one; one no reading set used, three cities of Texas from Gulfport for one; and two cities of Pennsylvania from Memphis
for one who smokes), each in the plain shape of the earlier sets' bases. New this time: British usage ("we'll give the
legoland discovery center a miss", "the arizona science centre", "no more than 3 hours on the motorway a day", "a whole
flat to myself", "a non-smoking flat", "tea rooms would be lovely", "my favourite state"), verdicts said for whom or
with a shrug ("toledo's a no from us", "houston's a no for me", "the phoenix zoo, meh, skip", "lewiston is too out of
the way, skip", "red eyes? absolutely not", "subway? never on a trip"), places left out loosely ("i'd leave yuma off",
"we're not doing detroit this time", "nowhere near champaign or bloomington"), allowed guests said with "be able to"
("our friends in cleveland should be able to visit us"), caps said after the count or the hours ("3 sights a day at
the most", "two sights a day and no more than that", "six hours of travel per day at the very most", "driving 5 hrs a
day, that's the max", "eight hours of total travel per day max", "pack each day, 4 sights minimum", "decent
restaurants, 3.8 minimum"), meal caps said with a verb or in words ("cap meals at ten dollars", "meals should be
twenty-five or under"), "no more than $90 per room per night", emphasis and reasons that ask nothing ("old faithful!!!
cant miss it", "no redeyes at my age", "no starbucks, we can make coffee"), things of a stay said by trade names ("a
pack n play for the baby", "a desk for my laptop"), outings on snow ("snowmobiling in yellowstone"), typos ("clevland",
"grand rapds", "chicaco", "tuscon", "idaho fals", "san angleo", "bozman", "pittsburg"), numbers in words, several wishes
in one sentence, and every kind of the vocabulary as before (cities to visit, avoid and order; sights and restaurants
wished and ruled out; cuisines wanted, avoided and at a meal; meal caps; restaurant and stay ratings; nightly caps per
room and per person; flight windows per leg, red-eyes, early flights, flight, driving and travel hours; paces; room
types; house rules needed and forbidden), what the data cannot say (amenities, accessibility, views, diets, events,
locations, weather) and talk that asks nothing. No wish ties a cuisine to "every" meal. 46 wishes of the first draft
were found word for word (or as an earlier test's opening words) in earlier tests and were written again in other
words before the HEAD figures below. The Illinois base was first written "We'd like friends to be able to visit us",
which HEAD names as not understood (so every Illinois wish scored wrong): the base was written again in a form HEAD
reads, and the form became a wish of its own ("our friends in cleveland should be able to visit us"). Scored with the
earlier sets' helpers (tests/support/reading_scoring.py, tests/support/leftover_scoring.py, tests/support/wish_sets.py).

HEAD figures (35e116a, the pristine copy, before any fix for this set), of 343 wishes, as first written: read right 279,
named 24, wrongly read 40, false alarm 0; budget texts 16 of 16; mixed 6 of 8; soft 8 of 8; reasons 8 of 8. Eight
expectations were corrected by the docs (each marked below: six before any fix, two while fixing): as finally
written, HEAD reads right 284, named 26, wrongly read 33, false alarm 0, dropped in silence 5 ("our friends in
cleveland should be able to visit us", "we're not doing detroit this time", "i'd leave yuma off", "snowmobiling in
yellowstone", "a desk for my laptop"); budget texts 16 of 16; mixed 7 of 8; soft 8 of 8; reasons 8 of 8.
Worst on HEAD: "we'll give the legoland discovery center a miss" and "the phoenix zoo, meh, skip" read the sight as
WANTED; "traverse city and a winery tour" read a winery of the data as a sight to see; "red eyes? absolutely not" was
refused as a red-eye wanted; "no more than $90 per room per night" refused as a second budget; "six hours of travel per
day at the very most", "eight hours of total travel per day max" and "driving 5 hrs a day, that's the max" refused;
"3 sights a day at the most" read as exactly three a day; "no starbucks, we can make coffee" asked for cafes.

After the fixes made for it (helper WISH29): read right 310, named 29, wrongly read 4, false alarm 0 (``KNOWN_GAPS``,
each with why), dropped in silence 0; budget texts 16 of 16; mixed 8 of 8; soft 8 of 8; reasons 8 of 8. Causes fixed:
a verdict after a name said for whom ("a no from us") or for the trip ("never on a trip") (``avoid_sights._FOR_NOW``);
a bare "never", "skip" or "pass" after a mark, a shrug before it ("meh, skip"), and a thing given "a miss"
(``avoid_sights.SAID_NO``, ``said_alone._RULED_OUT``; "give" before a name in lower case cues it: "give seaworld a
miss", "give gatorland a try": ``said_alone_stands._CUED``); "is too far/out of the way, skip" with no "it"; "not
doing / visiting / seeing X" and "leave X off" (``avoid_sights.AVOID_CUE``); "absolutely / definitely not" is a short
no (``negation.SHORT_NO``); "thx" / "ty" after a restaurant's lower-case name, "never on a trip" as its verdict
(``said_alone_stands._SAID_SO_LOWER``, ``_VERDICT``); "can't miss it" rules nothing out (``said_alone._RULED_OUT``)
and, with "at my age", is talk (``clause_talk._TALK``); a cap after a pace's count ("at the most", "and no more than
that") and every day said before the count ("pack each day, 4 sights minimum") (``pace._PACE``,
``pace._PACE_EVERY_DAY_FIRST``); the hours' cap "at the very most" and "that's the max" (``hours.AFTER_CAP``, now the
driving's cap after its hours too), "total travel" (``day_travel._TRAVEL``), the motorway or highway as driving
(``driving_hours.DRIVING``); a meal's price said as what the meals should be, or capped by a verb ("cap meals at")
(``meal_cost._CAP``), amount words before "or under" / "max" after a meal's or a stay's word (``numbers.spelled_amounts``);
"per room per night" (``night_price._NIGHT``); "should be able to visit us" (``house_rule``); "has gotta happen"
(``must_see.MUST_AFTER``); a pack n play, a cot and a desk are things of the stay (``cannot_say``); coffee the travellers
make is no cafe (``cuisine._SPELLINGS``); a name's British spelling on either side ("centre", "theatre", "harbour":
``said_alone_keys._BRITISH``); snowmobiling and other outings on snow or water are wish-like (``wish_clauses._OUTING``);
a rating with "minimum" after it, its venue before (``ratings``); a kind of place toured ("a winery tour") is no name
(``said_alone_stands.toured``). Every official query text of train and validation_dev reads as before (110 official
texts, 0 flagged).
"""

from __future__ import annotations

from tests.support.leftover_scoring import want
from tests.support.reading_scoring import order, pace, window, with_own
from tests.support.wish_sets import WishSet, wish_set

RED_EYE = {"depart_from": "05:00", "depart_until": "20:59", "arrive_until": "23:59"}
MORNING = {"depart_from": "05:00", "depart_until": "11:59"}
AFTERNOON = {"depart_from": "12:00", "depart_until": "17:59"}


def meal(kind: str, cuisine: str | None = None, restaurant: str | None = None) -> dict:
    """A wish of a cuisine or a restaurant at one meal as a reading dumps it (``meal_wishes``)."""
    return {"meal_wishes": [{"meal": kind, "cuisine": cuisine, "restaurant": restaurant}]}


# Request texts: trips of the public splits in the plain shape of the earlier sets' bases.
OHIO = ("Plan a 5-day trip from Newark to 2 cities in Ohio for 2 people, March 23 to 27, 2022, with a budget of $4,400. "
        "We'd like a place to ourselves. ")
MICHIGAN = ("Plan a 5-day trip from Omaha to 2 cities in Michigan for 3 people, March 19 to 23, 2022, with a budget of "
            "$7,500. Private rooms, please. ")
ILLINOIS = ("Plan a 7-day trip from Eau Claire to 3 cities in Illinois for 3 people, March 20 to 26, 2022, with a budget "
            "of $10,600. We'd like friends to visit us, and we won't fly. ")
ARIZONA = ("Plan a 5-day trip from Grand Junction to 2 cities in Arizona for 2 people, March 19 to 23, 2022, with a "
           "budget of $2,100. ")
IDAHO = ("Plan a 5-day trip from San Jose to 2 cities in Idaho for 7 people, March 1 to 5, 2022, with a budget of "
         "$13,900. We're bringing children under 10. ")
GULFPORT = ("Plan a 7-day trip from Gulfport to 3 cities in Texas for 1 person, March 24 to 30, 2022, with a budget of "
            "$4,200. ")
MONTANA = ("Plan a 5-day trip from Santa Ana to 2 cities in Montana for 1 person, March 6 to 10, 2022, with a budget of "
           "$3,600. ")
PENNSYLVANIA = ("Plan a 5-day trip from Memphis to 2 cities in Pennsylvania for 1 person, March 22 to 26, 2022, with a "
                "budget of $1,400. I smoke. ")
# What each request asks by itself, kept beside every wish appended to it.
OHIO_OWN = {"room_type": "entire room"}
MICHIGAN_OWN = {"room_type": "private room"}
ILLINOIS_OWN = {"house_rule": "visitors", "transportation": "no flight"}
KIDS_OWN = {"house_rule": "children under 10"}
SMOKER_OWN = {"house_rule": "smoking"}

# (wish, the local constraints it adds to the request's own) or (wish, "named: <words the naming holds>")
OHIO_CORPUS = with_own(OHIO_OWN, [
    ("cleveland + columbus pls", {"visit_cities": ["Cleveland", "Columbus"]}),
    ("def want dayton in the mix", {"visit_cities": ["Dayton"]}),
    ("toledo's a no from us", {"avoid_cities": ["Toledo"]}),
    ("skip akron and toledo both", {"avoid_cities": ["Akron", "Toledo"]}),
    ("clevland for sure", {"visit_cities": ["Cleveland"]}),
    # corrected after scoring: "first" puts Columbus at the first stop as well as before Cleveland; first written as
    # the order of the two alone
    ("columbus first, then cleveland", {"city_order": [*order("Columbus", 1)["city_order"],
                                                       *order("Columbus", before="Cleveland")["city_order"]]}),
    ("wrap up in cincinnati", order("Cincinnati", -1)),
    ("the rock and roll hall of fame, obviously", {"must_see": ["Rock & Roll Hall of Fame"]}),
    ("a christmas story house!! my dad's fav movie", {"must_see": ["A Christmas Story House"]}),
    ("the american sign museum looks rad", {"must_see": ["American Sign Museum"]}),
    ("that underground railroad freedom center in cincy", {"must_see": ["National Underground Railroad Freedom Center"]}),
    ("the wright cycle company shop in dayton", {"must_see": ["Wright Cycle Company Shop"]}),
    ("we'll give the legoland discovery center a miss", {"avoid_sights": ["LEGOLAND Discovery Center Columbus"]}),
    ("no zoombezi bay, it's march lol", {"avoid_sights": ["Zoombezi Bay"]}),
    ("catching a cavs game", "named: cavs"),
    ("carrabba's in akron", {"eat_at": ["Carrabba's Italian Grill"]}),
    ("star noodle in dayton looks good", {"eat_at": ["Star Noodle"]}),
    ("no mcdonald's ty", {"avoid_restaurants": ["McDonald's"]}),
    ("we're big on mexican & french", {"cuisine": ["Mexican", "French"]}),
    ("lunch somewhere italian one day", {"cuisine": ["Italian"], **meal("lunch", "Italian")}),
    ("no chinese pls, we had it all week", {"avoid_cuisines": ["Chinese"]}),
    # corrected after scoring: a count of a cuisine's meals is named (a cuisine is wanted at one meal at least, never
    # counted: docs/vocabulary-meals-sights.md), the cuisine read; first written as the cuisine alone
    ("gotta have bbq once or twice", "named: once or twice"),
    ("meals should be twenty-five or under", {"max_meal_cost": 25.0}),
    ("places to eat w/ 4 stars +", {"min_rating": 4.0}),
    ("our rental should have at least a 4 rating", {"min_stay_rating": 4.0}),
    ("rental under 300/night", {"max_night_price": 300.0}),
    ("flight out of newark no earlier than 10am", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("home flight landing by 9 pm", {"flight_times": [window(leg="return", arrive_until="21:00")]}),
    ("red eyes? absolutely not", {"flight_times": [window(**RED_EYE)]}),
    ("we cap the flights at 2 hrs each", {"max_flight_hours": 2.0}),
    ("we'd rather not drive more than 3 hrs on any one day", {"max_driving_hours": 3.0}),
    ("max 2 attractions per day, we like to linger", pace(most=2)),
    ("our dog comes w us", {"house_rule": "pets"}),
    ("a non smoking place pls", {"stay_forbids": ["smoking"]}),
    ("our friends in cleveland should be able to visit us", {"house_rule": "visitors"}),
    ("a hot tub on the deck would be heaven", "named: hot tub"),
    ("we're both vegetarian", "named: vegetarian"),
    ("columbus, cosi and italian",
     {"visit_cities": ["Columbus"], "must_see": ["Center of Science and Industry (COSI)"], "cuisine": ["Italian"]}),
    ("we met at ohio state way back", {}),
    ("anniversary number five!", {}),
])

MICHIGAN_CORPUS = with_own(MICHIGAN_OWN, [
    ("detroit + grand rapids, that's the plan", {"visit_cities": ["Detroit", "Grand Rapids"]}),
    ("traverse city has gotta happen", {"visit_cities": ["Traverse City"]}),
    ("we're not doing detroit this time", {"avoid_cities": ["Detroit"]}),
    ("no saginaw, no muskegon", {"avoid_cities": ["Saginaw", "Muskegon"]}),
    ("grand rapds", {"visit_cities": ["Grand Rapids"]}),
    ("lansing should be the first stop", order("Lansing", 1)),
    ("kalamazoo at the very end", order("Kalamazoo", -1)),
    ("the motown museum!!!", {"must_see": ["Motown Museum"]}),
    ("the henry ford museum, my son loves cars", {"must_see": ["Henry Ford Museum of American Innovation"]}),
    ("frederik meijer gardens pls", {"must_see": ["Frederik Meijer Gardens & Sculpture Park"]}),
    ("the world's largest cherry pie pan lmao", {"must_see": ["World's Largest Cherry Pie Pan"]}),
    ("air zoo in kalamazoo", {"must_see": ["Air Zoo Aerospace & Science Museum"]}),
    ("my boy wants the uss silversides submarine museum", {"must_see": ["USS Silversides Submarine Museum"]}),
    ("the gerald ford museum in grand rapids", {"must_see": ["The Gerald R. Ford Presidential Museum"]}),
    ("not the detroit zoo, too cold to walk around", {"avoid_sights": ["Detroit Zoo"]}),
    ("we'd rather skip the john ball zoo", {"avoid_sights": ["John Ball Zoo"]}),
    ("a pistons game", "named: pistons"),
    ("famous dave's in traverse city", {"eat_at": ["Famous Dave's"]}),
    ("huey's on the river for dinner one night",
     {"eat_at": ["Huey's On The River"], **meal("dinner", restaurant="Huey's On The River")}),
    ("taco bell is a hard no", {"avoid_restaurants": ["Taco Bell"]}),
    ("we like indian and american", {"cuisine": ["Indian", "American"]}),
    ("a chinese dinner one evening", {"cuisine": ["Chinese"], **meal("dinner", "Chinese")}),
    ("nothing mediterranean", {"avoid_cuisines": ["Mediterranean"]}),
    ("dessert spots, we have a sweet tooth", {"more_cuisines": ["Desserts"]}),
    ("pizza is a no for us", {"avoid_cuisines": ["Pizza"]}),
    ("keep each meal under 18 dollars a head", {"max_meal_cost": 18.0}),
    ("eat only where it's rated 4.3 or more", {"min_rating": 4.3}),
    ("the rooms need 3 stars minimum", {"min_stay_rating": 3.0}),
    ("no more than $90 per room per night", {"max_night_price": 90.0}),
    ("fly out of omaha in the afternoon", {"flight_times": [window(leg="outbound", **AFTERNOON)]}),
    ("the flight back should get in before dinner", {"flight_times": [window(leg="return", arrive_until="18:00")]}),
    ("no early flights, none of us are morning people", {"flight_times": [window(depart_from="08:00")]}),
    ("no flight longer than ninety minutes", {"max_flight_hours": 1.5}),
    ("no more than 4 hours in the car per day", {"max_driving_hours": 4.0}),
    ("one or two things a day is plenty", pace(most=2, least=1)),
    ("we'll bring our rabbit", {"house_rule": "pets"}),
    ("no parties in the building pls", {"stay_forbids": ["parties"]}),
    ("a washer and dryer", "named: washer"),
    ("my mom can't do stairs at all", "named: stairs"),
    ("detroit, the motown museum and mexican",
     {"visit_cities": ["Detroit"], "must_see": ["Motown Museum"], "cuisine": ["Mexican"]}),
    ("my grandparents were from michigan", {}),
    ("three generations on one trip, wish us luck", {}),
])

ILLINOIS_CORPUS = with_own(ILLINOIS_OWN, [
    ("chicago, peoria n rockford pls", {"visit_cities": ["Chicago", "Peoria", "Rockford"]}),
    ("moline would be nice", {"visit_cities": ["Moline"]}),
    ("belleville is a skip for us", {"avoid_cities": ["Belleville"]}),
    ("nowhere near champaign or bloomington", {"avoid_cities": ["Champaign", "Bloomington"]}),
    ("chicaco", {"visit_cities": ["Chicago"]}),
    ("chicago as the last stop", order("Chicago", -1)),
    ("rockford before peoria", order("Rockford", before="Peoria")),
    # corrected after scoring: kids said to come along ask for the children's rule ("spring break for the kids" reads
    # so in the fourteenth set); first written as the sight alone
    ("shedd aquarium is a must for the kids", {"must_see": ["Shedd Aquarium"], "more_house_rules": ["children under 10"]}),
    ("the field museum, dinosaurs!!", {"must_see": ["Field Museum"]}),
    # corrected after scoring: a wish hung on the weather is named ("weather permitting": docs/vocabulary-refused.md),
    # the sight read; first written as the sight alone
    ("the skydeck, if it's clear", "named: weather"),
    ("caterpillar visitors center in peoria", {"must_see": ["Caterpillar Visitors Center"]}),
    ("anderson japanese gardens in rockford, so pretty", {"must_see": ["Anderson Japanese Gardens"]}),
    ("the john deere pavilion, my dad's a farmer", {"must_see": ["John Deere Pavilion"]}),
    ("wheels o' time museum for grandpa", {"must_see": ["Wheels O' Time Museum"]}),
    ("navy pier is too touristy, pass", {"avoid_sights": ["Navy Pier"]}),
    ("leave out the museum of ice cream", {"avoid_sights": ["MUSEUM OF ICE CREAM"]}),
    ("wrigley field, huge cubs fan", {"must_see": ["Wrigley Field"]}),
    # corrected after scoring: a thing said to be fine allows it and asks for nothing ("fast food's fine", "a shared
    # room is fine": docs/vocabulary.md); first written as the restaurant wished
    ("applebee's in peoria is fine by us", {}),
    ("walk to italy in moline sounds cute", {"eat_at": ["Walk To Italy"]}),
    ("no starbucks, we can make coffee", {"avoid_restaurants": ["Starbucks"]}),
    ("french, italian, either", {"cuisine": ["French", "Italian"]}),
    ("a mexican lunch at some point", {"cuisine": ["Mexican"], **meal("lunch", "Mexican")}),
    ("no indian for grandma", {"avoid_cuisines": ["Indian"]}),
    ("seafood whenever possible", {"more_cuisines": ["Seafood"]}),
    ("tea houses r fun", {"more_cuisines": ["Tea"]}),
    ("food around thirty dollars a person max", {"max_meal_cost": 30.0}),
    ("rated 4 and up for restaurants", {"min_rating": 4.0}),
    ("only stay somewhere rated five", {"min_stay_rating": 5.0}),
    ("$250 a night tops", {"max_night_price": 250.0}),
    ("$80 each a night at most", {"max_night_price_per_person": 80.0}),
    ("no more than three and a half hours of driving a day", {"max_driving_hours": 3.5}),
    ("six hours of travel per day at the very most", {"max_travel_hours": 6.0}),
    ("three sights a day at least", pace(least=3)),
    ("take it easy on day one", pace(most=1, days=(1,))),
    ("we travel with two cats", {"more_house_rules": ["pets"]}),
    ("smoke free please, my son has asthma", {"stay_forbids": ["smoking"]}),
    ("an elevator in the building", "named: elevator"),
    ("a pack n play for the baby", "named: pack n play"),
    ("chicago, the field museum and pizza",
     {"visit_cities": ["Chicago"], "must_see": ["Field Museum"], "more_cuisines": ["Pizza"]}),
    ("my husband grew up in rockford", {}),
    ("spring break road trip!!", {}),
])

ARIZONA_CORPUS = [
    ("phoenix and tucson", {"visit_cities": ["Phoenix", "Tucson"]}),
    ("flagstaff for sure", {"visit_cities": ["Flagstaff"]}),
    ("i'd leave yuma off", {"avoid_cities": ["Yuma"]}),
    ("avoid prescott & yuma", {"avoid_cities": ["Prescott", "Yuma"]}),
    ("tuscon pls", {"visit_cities": ["Tucson"]}),
    ("begin in flagstaff", order("Flagstaff", 1)),
    ("phoenix last pls", order("Phoenix", -1)),
    ("the desert botanical garden", {"must_see": ["Desert Botanical Garden"]}),
    ("the musical instrument museum, i play guitar", {"must_see": ["Musical Instrument Museum"]}),
    ("lowell observatory at night", "named: night"),
    ("the arizona-sonora desert museum", {"must_see": ["Arizona-Sonora Desert Museum"]}),
    ("pima air and space museum, big plane nerd", {"must_see": ["Pima Air & Space Museum"]}),
    ("sabino canyon for a hike", {"must_see": ["Sabino Canyon Recreation Area"]}),
    ("the arizona science centre", {"must_see": ["Arizona Science Center"]}),
    ("the lava river cave, we're adventurous", {"must_see": ["Lava River Cave"]}),
    ("not old tucson, looks kitschy", {"avoid_sights": ["Old Tucson"]}),
    ("the phoenix zoo, meh, skip", {"avoid_sights": ["Phoenix Zoo"]}),
    ("a suns game", "named: suns"),
    ("a hot air balloon ride at sunrise", "named: balloon"),
    ("villa tevere in tucson", {"eat_at": ["Villa Tevere"]}),
    ("texas roadhouse in yuma lol", {"eat_at": ["Texas Roadhouse"]}),
    ("kfc? nope", {"avoid_restaurants": ["KFC"]}),
    ("mexican food as much as possible", {"cuisine": ["Mexican"]}),
    ("a french dinner once", {"cuisine": ["French"], **meal("dinner", "French")}),
    ("we can't do spicy indian", {"avoid_cuisines": ["Indian"]}),
    ("cafes for breakfast", {"more_cuisines": ["Cafe"], **meal("breakfast", "Cafe")}),
    ("no fast food, please and thank you", {"avoid_cuisines": ["Fast Food"]}),
    ("under fifteen bucks a meal", {"max_meal_cost": 15.0}),
    ("restaurants 4.1 or better", {"min_rating": 4.1}),
    ("a place to stay rated 3 or higher", {"min_stay_rating": 3.0}),
    ("like 70 a night at most", {"max_night_price": 70.0}),
    ("leave grand junction after 8 am", {"flight_times": [window(leg="outbound", depart_from="08:00")]}),
    # corrected after scoring: the 23rd is the trip's last day, so the date is the return's and the window is read;
    # first written as a window bound to a date, named
    ("be home by 6pm on the 23rd, ideally earlier", {"flight_times": [window(leg="return", arrive_until="18:00")]}),
    ("no late-night flights", {"flight_times": [window(**RED_EYE)]}),
    ("nothing over a 3 hour flight", {"max_flight_hours": 3.0}),
    ("driving 5 hrs a day, that's the max", {"max_driving_hours": 5.0}),
    ("two sights a day and no more than that", pace(most=2)),
    ("a shared room is ok with us", {}),
    ("our puppy is coming along", {"house_rule": "pets"}),
    ("somewhere adults only", {"stay_forbids": ["children under 10"]}),
    ("a pool, it's gonna be hot", "named: pool"),
    ("we're both lactose intolerant", "named: lactose"),
    ("tucson, sabino canyon and mexican",
     {"visit_cities": ["Tucson"], "must_see": ["Sabino Canyon Recreation Area"], "cuisine": ["Mexican"]}),
    ("we're both retired teachers", {}),
    ("first time seeing a cactus in real life", {}),
]

IDAHO_CORPUS = with_own(KIDS_OWN, [
    ("boise & idaho falls", {"visit_cities": ["Boise", "Idaho Falls"]}),
    ("pocatello if we can", {"visit_cities": ["Pocatello"]}),
    ("lewiston is too out of the way, skip", {"avoid_cities": ["Lewiston"]}),
    ("not twin falls or sun valley", {"avoid_cities": ["Twin Falls", "Sun Valley"]}),
    ("idaho fals", {"visit_cities": ["Idaho Falls"]}),
    ("boise first please", order("Boise", 1)),
    ("twin falls then boise", order("Twin Falls", before="Boise")),
    ("zoo boise for the little ones", {"must_see": ["Zoo Boise"]}),
    ("the old idaho penitentiary", {"must_see": ["Old Idaho Penitentiary Site"]}),
    ("discovery center of idaho", {"must_see": ["Discovery Center of Idaho"]}),
    ("the museum of clean in pocatello, weird but fun", {"must_see": ["Museum of Clean"]}),
    ("shoshone falls!!", {"must_see": ["Shoshone Falls Park"]}),
    ("the east idaho aquarium", {"must_see": ["East Idaho Aquarium"]}),
    ("the evel knievel jump site, my husband insists", {"must_see": ["Evel Knievel Snake River Canyon Jump Site"]}),
    ("the basque museum is not for kids, skip it", {"avoid_sights": ["Basque Museum and Cultural Center"]}),
    ("no ghost walk, the kids would have nightmares", {"avoid_sights": ["Ghost Walk Idaho Falls"]}),
    ("a broncos football game", "named: broncos"),
    ("tgi friday's in boise", {"eat_at": ["TGI Friday's"]}),
    ("california pizza kitchen, the kids love it", {"eat_at": ["California Pizza Kitchen"]}),
    ("domino's? not again", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("american and italian for the kids", {"cuisine": ["American", "Italian"]}),
    ("breakfast at a bakery one morning", {"more_cuisines": ["Bakery"], **meal("breakfast", "Bakery")}),
    ("no french food, the kids are picky", {"avoid_cuisines": ["French"]}),
    ("ice cream and desserts for the kids", {"more_cuisines": ["Desserts"]}),
    ("stay away from seafood, the kids won't touch it", {"avoid_cuisines": ["Seafood"]}),
    ("max 20 dollars per person per meal", {"max_meal_cost": 20.0}),
    ("eating places rated 3.5 or higher", {"min_rating": 3.5}),
    ("a home rated 4 stars or more", {"min_stay_rating": 4.0}),
    ("$400 a night max for a big place", {"max_night_price": 400.0}),
    ("around 60 a head a night", {"max_night_price_per_person": 60.0}),
    ("leave san jose before noon", {"flight_times": [window(leg="outbound", depart_until="12:00")]}),
    ("the flight home after 3pm", {"flight_times": [window(leg="return", depart_from="15:00")]}),
    ("no overnight flights with seven of us", {"flight_times": [window(**RED_EYE)]}),
    ("flights no longer than two hours", {"max_flight_hours": 2.0}),
    ("two hours in the car a day at most, toddlers", {"max_driving_hours": 2.0}),
    ("one sight a day with the toddlers", pace(most=1, least=1)),
    ("our golden retriever comes too", {"more_house_rules": ["pets"]}),
    ("no smoking at the house", {"stay_forbids": ["smoking"]}),
    ("need a high chair for the baby", "named: high chair"),
    ("a big backyard for the kids to run around", "named: backyard"),
    ("boise, zoo boise and american",
     {"visit_cities": ["Boise"], "must_see": ["Zoo Boise"], "cuisine": ["American"]}),
    ("it's a family reunion basically", {}),
    ("the twins just turned four", {}),
])

GULFPORT_CORPUS = [
    ("amarillo, san angelo, texarkana", {"visit_cities": ["Amarillo", "San Angelo", "Texarkana"]}),
    ("longview sounds nice", {"visit_cities": ["Longview"]}),
    ("houston's a no for me", {"avoid_cities": ["Houston"]}),
    ("no dallas, no austin, been to both", {"avoid_cities": ["Dallas", "Austin"]}),
    ("san angleo", {"visit_cities": ["San Angelo"]}),
    ("start with texarkana", order("Texarkana", 1)),
    ("amarillo as the final stop", order("Amarillo", -1)),
    ("fort concho in san angelo", {"must_see": ["Fort Concho National Historic Landmark"]}),
    ("miss hattie's bordello museum lol", {"must_see": ["Miss Hattie's Bordello Museum"]}),
    ("the ace of clubs house", {"must_see": ["Ace of Clubs House"]}),
    ("four states auto museum, i'm a car guy", {"must_see": ["Four States Auto Museum"]}),
    ("the texas air and space museum", {"must_see": ["Texas Air & Space Museum"]}),
    ("the longview arboretum", {"must_see": ["Longview Arboretum and Nature Center"]}),
    ("the amarillo zoo isn't my thing", {"avoid_sights": ["Amarillo Zoo"]}),
    ("skip the railway museum in san angelo", {"avoid_sights": ["Railway Museum of San Angelo"]}),
    ("catch a rodeo maybe", "named: rodeo"),
    ("delish bbq in amarillo", {"eat_at": ["Delish BBQ"]}),
    ("big city bread cafe for breakfast",
     {"eat_at": ["Big City Bread Cafe"], **meal("breakfast", restaurant="Big City Bread Cafe")}),
    ("subway? never on a trip", {"avoid_restaurants": ["Subway"]}),
    ("i love chinese", {"cuisine": ["Chinese"]}),
    ("some mexican food in texas, obviously", {"cuisine": ["Mexican"]}),
    ("no bakeries for me", {"avoid_cuisines": ["Bakery"]}),
    ("bbq for lunch one day", {"more_cuisines": ["BBQ"], **meal("lunch", "BBQ")}),
    ("i'm not a tea person", {"avoid_cuisines": ["Tea"]}),
    ("cap meals at ten dollars", {"max_meal_cost": 10.0}),
    ("restaurants with 3 stars or more", {"min_rating": 3.0}),
    ("hotels rated 2 or above is fine", {"min_stay_rating": 2.0}),
    ("sixty a night, max", {"max_night_price": 60.0}),
    ("leave gulfport in the morning", {"flight_times": [window(leg="outbound", **MORNING)]}),
    ("the return flight in the afternoon", {"flight_times": [window(leg="return", **AFTERNOON)]}),
    ("no red-eye, i can't sleep on planes", {"flight_times": [window(**RED_EYE)]}),
    ("flights under 3.5 hours", {"max_flight_hours": 3.5}),
    ("i can do six hours driving a day, not more", {"max_driving_hours": 6.0}),
    ("eight hours of total travel per day max", {"max_travel_hours": 8.0}),
    ("pack each day, 4 sights minimum", pace(least=4)),
    ("day 7 light, flying home", pace(most=1, days=(7,))),
    ("just a private room is all i need", {"room_type": "private room"}),
    ("somewhere that allows pets, i have a cat", {"house_rule": "pets"}),
    ("no kids at the hotel please", {"stay_forbids": ["children under 10"]}),
    ("strong wifi, i have to work a bit", "named: wifi"),
    ("i keep halal", "named: halal"),
    ("amarillo, cadillac ranch and bbq",
     {"visit_cities": ["Amarillo"], "must_see": ["Cadillac Ranch"], "more_cuisines": ["BBQ"]}),
    ("just retired, celebrating", {}),
    ("never been west of houston", {}),
]

MONTANA_CORPUS = [
    ("bozeman and missoula", {"visit_cities": ["Bozeman", "Missoula"]}),
    ("west yellowstone, duh", {"visit_cities": ["West Yellowstone"]}),
    ("not billings pls", {"avoid_cities": ["Billings"]}),
    ("skip great falls and helena", {"avoid_cities": ["Great Falls", "Helena"]}),
    ("bozman!!", {"visit_cities": ["Bozeman"]}),
    ("kalispell at the start", order("Kalispell", 1)),
    ("end in bozeman", order("Bozeman", -1)),
    ("old faithful!!! cant miss it", {"must_see": ["Old Faithful"]}),
    ("the museum of the rockies for the dino bones", {"must_see": ["Museum of the Rockies"]}),
    ("the grizzly and wolf discovery center", {"must_see": ["Grizzly & Wolf Discovery Center"]}),
    ("the c.m. russell museum, western art fan", {"must_see": ["C. M. Russell Museum"]}),
    ("pictograph cave state park looks neat", {"must_see": ["Pictograph Cave State Park"]}),
    ("the conrad mansion in kalispell", {"must_see": ["Conrad Mansion Museum"]}),
    ("the computer museum in bozeman, total nerd here", {"must_see": ["American Computer & Robotics Museum"]}),
    ("no zoomontana", {"avoid_sights": ["ZooMontana"]}),
    ("i'll pass on the moss mansion", {"avoid_sights": ["Moss Mansion Museum"]}),
    ("fly fishing on the madison", "named: fishing"),
    ("snowmobiling in yellowstone", "named: snowmobil"),
    ("mcguire's irish pub in bozeman", {"eat_at": ["McGuire's Irish Pub & Brewery"]}),
    ("holy smoke in billings for ribs", {"eat_at": ["Holy Smoke"]}),
    ("mcdonald's is off the table", {"avoid_restaurants": ["McDonald's"]}),
    ("mostly american food tbh", {"cuisine": ["American"]}),
    ("italian for dinner one night", {"cuisine": ["Italian"], **meal("dinner", "Italian")}),
    ("no mexican, had enough back home", {"avoid_cuisines": ["Mexican"]}),
    ("tea rooms would be lovely", {"more_cuisines": ["Tea"]}),
    ("pizza sometime", {"more_cuisines": ["Pizza"]}),
    ("meals capped at 22 each", {"max_meal_cost": 22.0}),
    ("eateries with four and a half stars", {"min_rating": 4.5}),
    ("i want a hotel rated 4", {"min_stay_rating": 4.0}),
    ("nothing pricier than $110 a night", {"max_night_price": 110.0}),
    ("leaving santa ana after 1pm", {"flight_times": [window(leg="outbound", depart_from="13:00")]}),
    ("land back in santa ana before 10 pm", {"flight_times": [window(leg="return", arrive_until="22:00")]}),
    ("no redeyes at my age", {"flight_times": [window(**RED_EYE)]}),
    ("flight time under four hours", {"max_flight_hours": 4.0}),
    ("no more than 3 hours on the motorway a day", {"max_driving_hours": 3.0}),
    ("a relaxed pace, one sight a day", pace(most=1, least=1)),
    ("day 3 packed with sights", pace(least=2, days=(3,))),
    ("a whole flat to myself", {"room_type": "entire room"}),
    ("my dog comes with me everywhere", {"house_rule": "pets"}),
    ("a non-smoking flat", {"stay_forbids": ["smoking"]}),
    ("a fireplace in the cabin", "named: fireplace"),
    ("a room with mountain views", "named: view"),
    ("bozeman, museum of the rockies and pizza",
     {"visit_cities": ["Bozeman"], "must_see": ["Museum of the Rockies"], "more_cuisines": ["Pizza"]}),
    ("my favourite state, honestly", {}),
    ("montana has been on my bucket list forever", {}),
]

PENNSYLVANIA_CORPUS = with_own(SMOKER_OWN, [
    ("philadelphia and pittsburgh", {"visit_cities": ["Philadelphia", "Pittsburgh"]}),
    ("erie please, i love the lake", {"visit_cities": ["Erie"]}),
    ("not scranton", {"avoid_cities": ["Scranton"]}),
    ("i'll skip harrisburg and johnstown", {"avoid_cities": ["Harrisburg", "Johnstown"]}),
    ("pittsburg, the steel city", {"visit_cities": ["Pittsburgh"]}),
    ("philly first", order("Philadelphia", 1)),
    ("pittsburgh at the end", order("Pittsburgh", -1)),
    ("the liberty bell, classic", {"must_see": ["Liberty Bell"]}),
    ("eastern state penitentiary sounds spooky, yes", {"must_see": ["Eastern State Penitentiary"]}),
    ("the rocky statue, gotta run the steps", {"must_see": ["Rocky Statue"]}),
    ("the andy warhol museum, love pop art", {"must_see": ["The Andy Warhol Museum"]}),
    ("randyland looks so colorful", {"must_see": ["Randyland"]}),
    ("presque isle state park in erie", {"must_see": ["Presque Isle State Park"]}),
    ("the civil war museum in harrisburg", {"must_see": ["The National Civil War Museum"]}),
    ("skip kennywood, not a rides person", {"avoid_sights": ["Kennywood"]}),
    ("the mutter museum sounds too creepy, no", {"avoid_sights": [
        "The Mütter Museum at The College of Physicians of Philadelphia"]}),
    ("catch a phillies game", "named: phillies"),
    ("red mesa cantina in philly", {"eat_at": ["Red Mesa Cantina"]}),
    ("lunch at marukame udon one day",
     {"eat_at": ["Marukame Udon"], **meal("lunch", restaurant="Marukame Udon")}),
    ("pizza hut no thanks", {"avoid_restaurants": ["Pizza Hut"]}),
    ("mediterranean or indian", {"cuisine": ["Mediterranean", "Indian"]}),
    ("a proper philly cheesesteak", "named: cheesesteak"),
    ("no american food, i want something different", {"avoid_cuisines": ["American"]}),
    ("cafés, lots of them", {"more_cuisines": ["Cafe"]}),
    ("no bbq, please, too heavy for me", {"avoid_cuisines": ["BBQ"]}),
    ("i want meals under 12 bucks", {"max_meal_cost": 12.0}),
    ("decent restaurants, 3.8 minimum", {"min_rating": 3.8}),
    ("hotel must be 3 stars or above", {"min_stay_rating": 3.0}),
    ("under fifty a night, i'm broke", {"max_night_price": 50.0}),
    ("out of memphis after 9am", {"flight_times": [window(leg="outbound", depart_from="09:00")]}),
    ("flight home must land by 8 pm", {"flight_times": [window(leg="return", arrive_until="20:00")]}),
    ("no flights that leave before 7 am", {"flight_times": [window(depart_from="07:00")]}),
    ("no flight over 2 and a half hours", {"max_flight_hours": 2.5}),
    ("driving shouldn't be more than 5 hours a day", {"max_driving_hours": 5.0}),
    ("7 hours of travel a day max", {"max_travel_hours": 7.0}),
    ("3 sights a day at the most, i need naps", pace(most=3)),
    # corrected after scoring: a private room with "shared" negated in one sentence is the benchmark's "not shared
    # room" (docs/vocabulary.md, room type); first written as a private room
    ("a private room, not a shared one", {"room_type": "not shared room"}),
    ("no pets in the unit, bad allergies", {"stay_forbids": ["pets"]}),
    ("a desk for my laptop", "named: desk"),
    ("somewhere downtown, walkable", "named: downtown"),
    ("philadelphia, the liberty bell and indian",
     {"visit_cities": ["Philadelphia"], "must_see": ["Liberty Bell"], "cuisine": ["Indian"]}),
    ("grad school starts in the fall so this is my last hurrah", {}),
    ("i've only ever seen pennsylvania from the highway", {}),
])

CORPORA = ((OHIO, OHIO_CORPUS), (MICHIGAN, MICHIGAN_CORPUS), (ILLINOIS, ILLINOIS_CORPUS), (ARIZONA, ARIZONA_CORPUS),
           (IDAHO, IDAHO_CORPUS), (GULFPORT, GULFPORT_CORPUS), (MONTANA, MONTANA_CORPUS),
           (PENNSYLVANIA, PENNSYLVANIA_CORPUS))

# Wishes that read one part and name the other, checked whole: (base, wish, expected outcome).
MIXED: list[tuple[str, str, dict]] = [
    (OHIO, "the rock and roll hall of fame and a concert", want({**OHIO_OWN, "must_see": ["Rock & Roll Hall of Fame"]},
                                                                 "concert")),
    (MICHIGAN, "traverse city and a winery tour", want({**MICHIGAN_OWN, "visit_cities": ["Traverse City"]}, "winery")),
    (ILLINOIS, "shedd aquarium and a river cruise",
     want({**ILLINOIS_OWN, "must_see": ["Shedd Aquarium"]}, "cruise")),
    (ARIZONA, "mexican food but nothing too spicy", want({"cuisine": ["Mexican"]}, "spic")),
    (IDAHO, "boise and a playground stop", want({**KIDS_OWN, "visit_cities": ["Boise"]}, "playground")),
    # corrected after scoring: a cuisine the data lacks in a request asking none it has is refused with the reason
    # (docs/vocabulary-refused.md, "Thai food"); first written as named beside the sight read
    (GULFPORT, "the cadillac ranch and a big steakhouse dinner", want(refused="steakhouse")),
    (MONTANA, "old faithful and a horseback ride", want({"must_see": ["Old Faithful"]}, "horse")),
    (PENNSYLVANIA, "the liberty bell, and i'm vegan", want({**SMOKER_OWN, "must_see": ["Liberty Bell"]}, "vegan")),
]

# A kind of sight said in passing: never refused, never read as a rule, named as a wish the plan cannot promise.
SOFT: list[tuple[str, str, dict]] = [
    (OHIO, "a covered bridge or two", want(OHIO_OWN, "bridge")),
    (MICHIGAN, "a lighthouse somewhere", want(MICHIGAN_OWN, "lighthouse")),
    (ILLINOIS, "some architecture walks", want(ILLINOIS_OWN, "architecture")),
    (ARIZONA, "a bit of stargazing", want(None, "stargaz")),
    (IDAHO, "a hot springs soak if there is one", want(KIDS_OWN, "hot spring")),
    (GULFPORT, "some honky tonks", want(None, "honky")),
    (MONTANA, "a scenic drive here and there", want(None, "scenic")),
    (PENNSYLVANIA, "a few dive bars", want(SMOKER_OWN, "bar")),
]

# Wishes named for a reason: (base, wish, the request's own reading, the wish's word, the reason's word). The naming
# (or a refusal, the house's way for a mode asked for) must hold both, never "no reader understood", and nothing may be
# read from the wish.
MODES = "modes"  # the reason's word: the sandbox's modes between cities
REASONS: list[tuple[str, str, dict, str, str]] = [
    (OHIO, "we'd go by bus between the cities", OHIO_OWN, "bus", MODES),
    (MICHIGAN, "my daughter is allergic to peanuts", MICHIGAN_OWN, "peanut", "diet"),
    (ILLINOIS, "grandpa's in a wheelchair", ILLINOIS_OWN, "wheelchair", "accessibility"),
    (ARIZONA, "amtrak between the two cities", {}, "amtrak", MODES),
    (IDAHO, "one of the kids is celiac", KIDS_OWN, "celiac", "diet"),
    (GULFPORT, "i use a walker", {}, "walker", "accessibility"),
    (MONTANA, "i'd take the train across", {}, "train", MODES),
    (PENNSYLVANIA, "i'm pescatarian fyi", SMOKER_OWN, "pescatarian", "diet"),
]

# Budgets said in other forms beside the wishes: (request text, the budget it must read, or "refused").
OH_NO_BUDGET = "Plan a 5-day trip from Newark to 2 cities in Ohio for 2 people, March 23 to 27, 2022"
MI_NO_BUDGET = "Plan a 5-day trip from Omaha to 2 cities in Michigan for 3 people, March 19 to 23, 2022"
IL_NO_BUDGET = "Plan a 7-day trip from Eau Claire to 3 cities in Illinois for 3 people, March 20 to 26, 2022"
AZ_NO_BUDGET = "Plan a 5-day trip from Grand Junction to 2 cities in Arizona for 2 people, March 19 to 23, 2022"
ID_NO_BUDGET = "Plan a 5-day trip from San Jose to 2 cities in Idaho for 7 people, March 1 to 5, 2022"
GU_NO_BUDGET = "Plan a 7-day trip from Gulfport to 3 cities in Texas for 1 person, March 24 to 30, 2022"
MT_NO_BUDGET = "Plan a 5-day trip from Santa Ana to 2 cities in Montana for 1 person, March 6 to 10, 2022"
PA_NO_BUDGET = "Plan a 5-day trip from Memphis to 2 cities in Pennsylvania for 1 person, March 22 to 26, 2022"
BUDGETS: list[tuple[str, float | str]] = [
    (OH_NO_BUDGET + ". forty-four hundred bucks", 4400.0),
    (OH_NO_BUDGET + ", $2,200 each", 4400.0),
    (MI_NO_BUDGET + ". we've got 7.5k", 7500.0),
    (MI_NO_BUDGET + ". $2500 per person", 7500.0),
    (IL_NO_BUDGET + ". budget ten thousand six hundred", 10600.0),
    (IL_NO_BUDGET + ". 10,600 usd total", 10600.0),
    (AZ_NO_BUDGET + ". two thousand one hundred for the two of us", 2100.0),
    (AZ_NO_BUDGET + ". $1050 pp", 2100.0),
    (ID_NO_BUDGET + ". $13.9k", 13900.0),
    (ID_NO_BUDGET + ". thirteen thousand nine hundred dollars", 13900.0),
    (GU_NO_BUDGET + ". i have $4200 to spend", 4200.0),
    (GU_NO_BUDGET + ". 4.2k budget", 4200.0),
    (MT_NO_BUDGET + ". spending cap 3600", 3600.0),
    (MT_NO_BUDGET + ". thirty-six hundred dollars", 3600.0),
    (PA_NO_BUDGET + ". budget is $1400", 1400.0),
    (PA_NO_BUDGET + ". fourteen hundred max", 1400.0),
]

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: list[str] = [
    # the sight not read: a single word that is only part of a sight's name ("cosi" of Center of Science and Industry
    # (COSI)) stands as a name in lower case after "the", opening its clause or after a name read, never after a city
    # in a list ("COSI" capitalised reads)
    "columbus, cosi and italian",
    # ("the gerald ford museum in grand rapids" is read since stop 86: a sight said with its city after it claims the
    # city's words, ``said_in_city.in_their_cities``)
    # named: "subway" in lower case is an English word (the metro), a restaurant only after a cue ("never subway", "no
    # subway for the kids"), never before its verdict
    "subway? never on a trip",
    # refused: "out of <the origin>" with no verb of leaving nor a flight word is no flight's statement ("flying out of
    # memphis after 9am" reads)
    "out of memphis after 9am",
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
    CORPORA, 310, KNOWN_GAPS, BUDGETS, MIXED, SOFT, REASONS, known_silent=KNOWN_SILENT,
    known_budget_gaps=KNOWN_BUDGET_GAPS, known_mixed_gaps=KNOWN_MIXED_GAPS, known_soft_gaps=KNOWN_SOFT_GAPS,
    known_reason_gaps=KNOWN_REASON_GAPS, least_wishes=340))
