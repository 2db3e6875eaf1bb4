"""A sixth held-out corpus of wishes, written and scored before any fix made for it (issue 38: every wish the data can answer).

Written after the fifth set was fixed against, on request texts of the public splits not used by the earlier sets
(two people to Atlanta who will hold a party, two people to Los Angeles who want an entire place, two people through
three cities of California who like American and Chinese food, seven people with pets through two cities of Colorado,
one person to Stockton with no wish of their own), with wishes said as different people say them (terse, chatty, typos,
emoji, numbers in words, lower case names, slang, several wishes in a sentence, negations), covering every kind of the
vocabulary, city nicknames and short forms, amounts said as a range, what the data cannot say (named) and talk that asks
for nothing. Scored as the other corpora are (read right / named / wrongly read / false alarm, printed with ``-s``); the
misses still left are listed below, each to stay listed until a general rule reads it.
Measured when written, on the reader of then: 112 / 19 / 46 / 1 of 178 (14 misses dropped in silence: sights said
with no cue or misspelt, a city's nickname, places the data has no row for; a city ruled out read as wanted, "durango, too
far"; several pieces of a list dropped: "LA", "lacma", "alcatraz"). After the general rules it led to (a city's short
name as a wish, ``city_matching.city_named``; "NYC" on a trip through New York state is the city; a flight bound said of
a trip's end by its short name or after "starting in", and "home flight" / "red-eye home" as the return; a money range's
end as the cap; "don't want X" rules X out; a cheer asks nothing; a cap after a dash; an allowance a limit follows;
one animal ruled out beside a pet; "N sights max per day", "on day two"; "N or higher ratings"; a restaurant's name
opening a sentence is no cuisine; a list after a cue goes on past an item no name spells; a place said of a name
read; part of a name after "for the" is a purpose; "near the X", bars at the hotel, tours named): 139 / 23 / 16 / 0.
After the rules written for the seventh set (test_reading_heldout_seventh.py): 144 / 26 / 8 / 0. After the eighth's
(test_reading_heldout_eighth.py): 146 / 27 / 5 / 0.
"""

from __future__ import annotations

from tests.support.reading_scoring import every_meal, pace, score, window, with_own

# Request texts of the public splits, verbatim (train: Atlanta, California, Stockton; validation_dev: Los Angeles, Colorado).
ATLANTA = ("Could you please arrange a 3-day trip for two, starting in Sacramento and heading to Atlanta, from March 14th to "
           "March 16th, 2022. The budget for this trip is $4,700, and we require accommodations where parties are allowed. ")
LOS_ANGELES = ("Create a travel plan for two people departing from Eugene and heading to Los Angeles. The trip will span 3 days, "
               "from March 14th to March 16th, 2022. They require accommodations that should ideally be entire rooms. The "
               "budget for this trip is set at $1,700. ")
CALIFORNIA = ("I need help crafting a 7-day travel plan for two individuals, departing from St. Louis and intending to visit 3 "
              "separate cities in California. The travel dates are from March 17th to March 23rd, 2022. We have a budget of "
              "$9,500 to cover all expenses. As for dining preferences, we are particularly fond of American and Chinese cuisines. ")
COLORADO = ("Could you help arrange a 5-day travel plan for a group of 7, departing from Omaha and planning to visit 2 cities in "
            "Colorado? The trip is set from March 14th to March 18th, 2022. It's vital that our accommodations are pet-friendly, "
            "as we have pets with us. Our budget for the entire trip is $23,400. ")
STOCKTON = ("Please design a travel plan departing from Las Vegas and heading to Stockton for 3 days, from March 3rd to March "
            "5th, 2022, for one person, with a budget of $1,400. ")
# What each request asks by itself, kept beside every wish appended to it.
ATLANTA_OWN = {"house_rule": "parties"}
LOS_ANGELES_OWN = {"room_type": "entire room"}
CALIFORNIA_OWN = {"cuisine": ["American", "Chinese"]}
COLORADO_OWN = {"house_rule": "pets"}


def no_red_eye(leg="every") -> dict:
    """The window "no red-eye" keeps (docs/vocabulary-stays-transport.md): departing 05:00-20:59, landing by 23:59."""
    return window(leg=leg, depart_from="05:00", depart_until="20:59", arrive_until="23:59")


# (wish, the local constraints it adds to the request's own) or (wish, "named: <words the naming holds>")
ATLANTA_CORPUS = with_own(ATLANTA_OWN, [
    ("hotel 4 stars or better pls", {"min_stay_rating": 4.0}),
    ("nothing above one hundred fifty dollars a night", {"max_night_price": 150.0}),
    ("$80 per person per night tops", {"max_night_price_per_person": 80.0}),
    ("we'd like to keep meals around $30 each, no more", {"max_meal_cost": 30.0}),
    ("only restaurants rated 4 or above", {"min_rating": 4.0}),
    ("we both love BBQ and seafood", {"more_cuisines": ["BBQ", "Seafood"]}),
    # corrected by probe12 (the lead's second probe, kind 6): a cuisine is served at one meal at least, so
    # "every night" is not kept and is named (it was read as the cuisine alone, the "every night" dropped)
    # stop 77: read at every such meal (was named)
    ("desserts every night 🍰", {"more_cuisines": ["Desserts"], "meal_wishes": every_meal("Desserts", "dinner")}),
    ("no fast food and no pizza please", {"avoid_cuisines": ["Fast Food", "Pizza"]}),
    ("mediterranean food at least once", {"cuisine": ["Mediterranean"]}),
    ("we're not into indian food", {"avoid_cuisines": ["Indian"]}),
    ("eat at Sam and Scrooge one night", {"eat_at": ["Sam and Scrooge"]}),
    ("steer clear of El Pistolero", {"avoid_restaurants": ["El Pistolero"]}),
    ("the georgia aquariam and world of coca cola", {"must_see": ["Georgia Aquarium", "World of Coca-Cola"]}),
    ("MLK national historical park for sure", {"must_see": ["Martin Luther King, Jr. National Historical Park"]}),
    ("skip Zoo Atlanta, we have a zoo at home", {"avoid_sights": ["Zoo Atlanta"]}),
    ("the high museum of art and piedmont park", {"must_see": ["High Museum of Art", "Piedmont Park"]}),
    ("not the Fox Theatre", {"avoid_sights": ["Fox Theatre"]}),
    ("Stone Mountain is a must", "named: Stone Mountain"),
    ("chill pace, 2 sights a day tops", pace(most=2)),
    ("at least three things on day two", pace(least=3, days=(2,))),
    ("no flights before 8 am", {"flight_times": [window(depart_from="08:00")]}),
    ("no red-eye home", {"flight_times": [no_red_eye("return")]}),
    ("we must land in ATL before 3pm", {"flight_times": [window(leg="outbound", arrive_until="15:00")]}),
    ("leave sacramento after 10am", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("no flight over five hours", {"max_flight_hours": 5.0}),
    ("we have a dog, no cats please", {"more_house_rules": ["pets"]}),
    ("my bf smokes tho", {"more_house_rules": ["smoking"]}),
    ("hotel under $200 a night, 4 stars, and the aquarium",
     {"max_night_price": 200.0, "min_stay_rating": 4.0, "must_see": ["Georgia Aquarium"]}),
    ("a rooftop bar at the hotel", "named: amenities"),
    ("somewhere near the beltline", "named: locations"),
    ("I'm pescatarian", "named: diet"),
    ("tickets to a Braves game", "named: Braves"),
    ("this is our honeymoon!!", {}),
    ("we're flexible on most things", {}),
    ("can't wait 😍", {}),
])

LOS_ANGELES_CORPUS = with_own(LOS_ANGELES_OWN, [
    # corrected at stop 59 (LEFT38, a decision of issue 38): the sight is still read, and its time of day, which no
    # plan keeps, is named (it was dropped in silence)
    ("griffith observatory at night", "named: at night"),
    ("hollywood sign and the walk of fame", {"must_see": ["Hollywood Sign", "Hollywood Walk of Fame"]}),
    ("Universal studios is a MUST", {"must_see": ["Universal Studios Hollywood"]}),
    ("the getty + lacma", {"must_see": ["The Getty", "Los Angeles County Museum of Art"]}),
    ("tar pits for the dino fans", {"must_see": ["La Brea Tar Pits and Museum"]}),
    ("skip the wax museum", {"avoid_sights": ["Hollywood Wax Museum"]}),
    ("no santa monica pier, been there", {"avoid_sights": ["Santa Monica Pier"]}),
    ("the Broad museum", {"must_see": ["The Broad"]}),
    ("Disneyland!!", "named: Disneyland"),
    ("eat at Choco Kraft", {"eat_at": ["Choco Kraft"]}),
    ("we don't want Domino's", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("mexican food, it's LA", {"cuisine": ["Mexican"]}),
    ("some tea places and a bakery", {"more_cuisines": ["Tea", "Bakery"]}),
    ("no chinese no indian", {"avoid_cuisines": ["Chinese", "Indian"]}),
    ("i'm allergic to seafood", {"avoid_cuisines": ["Seafood"]}),
    ("meals at $25 per person max", {"max_meal_cost": 25.0}),
    ("airbnb rated 3+", {"min_stay_rating": 3.0}),
    ("under 300 a night for the whole place", {"max_night_price": 300.0}),
    ("restaurants with 3.5 or higher ratings", {"min_rating": 3.5}),
    ("the flight there should leave after noon", {"flight_times": [window(leg="outbound", depart_from="12:00")]}),
    ("we wanna be back in eugene by 9pm", {"flight_times": [window(leg="return", arrive_until="21:00")]}),
    ("no flights longer than 2 hours 30 min", {"max_flight_hours": 2.5}),
    ("we'd rather not drive more than 3 hrs in a day", {"max_driving_hours": 3.0}),
    ("three sights per day max", pace(most=3)),
    ("no more than one sight on the last day, we fly out", pace(most=1, days=(3,))),
    ("we're bringing our cat", {"house_rule": "pets"}),
    ("entire place under 250/night, no seafood, and the getty",
     {"max_night_price": 250.0, "avoid_cuisines": ["Seafood"], "must_see": ["The Getty"]}),
    ("a pool would be nice", "named: amenities"),
    ("close to the beach", "named: locations"),
    ("my partner is vegetarian", "named: diet"),
    ("a Lakers game if possible", "named: Lakers"),
    ("first time in cali!", {}),
    ("we're both 30 and love food", {}),
    ("hehe ok that's all", {}),
])

CALIFORNIA_CORPUS = with_own(CALIFORNIA_OWN, [
    ("SF has to be one of them", {"visit_cities": ["San Francisco"]}),
    ("LA and san diego", {"visit_cities": ["Los Angeles", "San Diego"]}),
    ("skip fresno", {"avoid_cities": ["Fresno"]}),
    ("not bakersfield or stockton", {"avoid_cities": ["Bakersfield", "Stockton"]}),
    ("san fran yes, oakland no", {"visit_cities": ["San Francisco"], "avoid_cities": ["Oakland"]}),
    ("san diego for sure", {"visit_cities": ["San Diego"]}),
    ("golden gate bridge and alcatraz", {"must_see": ["Golden Gate Bridge", "Alcatraz Island"]}),
    ("the san diego zoo 🦁", {"must_see": ["San Diego Zoo"]}),
    ("uss midway", {"must_see": ["USS Midway Museum"]}),
    ("no seaworld, we don't support it", {"avoid_sights": ["SeaWorld San Diego"]}),
    ("pier 39 for the sea lions", {"must_see": ["PIER 39"]}),
    ("visit alcatras island", {"must_see": ["Alcatraz Island"]}),
    # corrected (helper WISH2): named as expected; the naming quotes the words as said, in lower case
    ("hearst castle", "named: hearst castle"),
    ("Yosemite!!!", "named: Yosemite"),
    ("no fast food, no pizza, no bbq", {"avoid_cuisines": ["Fast Food", "Pizza", "BBQ"]}),
    ("some desserts and cafes too", {"more_cuisines": ["Desserts", "Cafe"]}),
    ("we avoid mexican", {"avoid_cuisines": ["Mexican"]}),
    ("Burger King is a no", {"avoid_restaurants": ["Burger King"]}),
    ("eat at Harry's Bar + Cafe", {"eat_at": ["Harry's Bar + Cafe"]}),
    ("meals no more than forty dollars pp", {"max_meal_cost": 40.0}),
    ("rooms under 180/night", {"max_night_price": 180.0}),
    ("stays rated 4 and up", {"min_stay_rating": 4.0}),
    ("we need a private room", {"room_type": "private room"}),
    ("we'll drive between cities, no flights", {"transportation": "no flight"}),
    ("driving max 4 hrs per day", {"max_driving_hours": 4.0}),
    ("the flight out of STL after 8am", {"flight_times": [window(leg="outbound", depart_from="08:00")]}),
    ("return flight should leave before 6pm", {"flight_times": [window(leg="return", depart_until="18:00")]}),
    ("max two sights a day, we like to wander", pace(most=2)),
    ("at least 1 sight every day", pace(least=1)),
    ("SF and LA, no driving over 5 hours a day, and cheap food under $20",
     {"visit_cities": ["San Francisco", "Los Angeles"], "max_driving_hours": 5.0, "max_meal_cost": 20.0}),
    ("a wine tour in napa", "named: napa"),
    ("ocean view room", "named: looks out on"),
    ("my husband needs a wheelchair", "named: accessibility"),
    ("i'm on a keto diet", "named: diet"),
    ("our 25th anniversary trip", {}),
    ("we've heard great things about california", {}),
])

COLORADO_CORPUS = with_own(COLORADO_OWN, [
    ("denver + colorado springs", {"visit_cities": ["Denver", "Colorado Springs"]}),
    ("we don't want durango, too far", {"avoid_cities": ["Durango"]}),
    ("skip gunnison and alamosa", {"avoid_cities": ["Gunnison", "Alamosa"]}),
    ("the mile high city is a must", {"visit_cities": ["Denver"]}),
    ("garden of the gods hike", {"must_see": ["Garden of the Gods"]}),
    ("denver zoo and the botanic gardens", {"must_see": ["Denver Zoo", "Denver Botanic Gardens"]}),
    ("Meow Wolf!!!", {"must_see": ["Meow Wolf Denver | Convergence Station"]}),
    ("no cave of the winds, im claustrophobic", {"avoid_sights": ["Cave of the Winds Mountain Park"]}),
    ("cheyenne mtn zoo", {"must_see": ["Cheyenne Mountain Zoo"]}),
    ("Red Rocks amphitheater", "named: Red Rocks"),
    ("no indian food and no tea houses", {"avoid_cuisines": ["Indian", "Tea"]}),
    ("we like bbq and mexican", {"cuisine": ["Mexican"], "more_cuisines": ["BBQ"]}),
    ("american food mostly", {"cuisine": ["American"]}),
    ("thai food", "named: thai"),
    ("eat at Rain Tree Grill in denver", {"eat_at": ["Rain Tree Grill"]}),
    ("avoid domino's and pizza hut", {"avoid_restaurants": ["Domino's Pizza", "Pizza Hut"]}),
    ("$15 to $25 a meal", {"max_meal_cost": 25.0}),
    ("places with 4.0+ reviews for food", {"min_rating": 4.0}),
    ("house must be at least 3 stars", {"min_stay_rating": 3.0}),
    ("$40/person/night max", {"max_night_price_per_person": 40.0}),
    ("between 200 and 400 per night for the house", {"max_night_price": 400.0}),
    ("we have 2 dogs and a toddler", {"more_house_rules": ["children under 10"]}),
    ("entire home, there's 7 of us", {"room_type": "entire room"}),
    ("we're not renting a car", {"transportation": "no self-driving"}),
    ("no plane rides, one of us is scared of flying", {"transportation": "no flight"}),
    ("max 4 hours of driving daily", {"max_driving_hours": 4.0}),
    ("leave omaha after 7am", {"flight_times": [window(leg="outbound", depart_from="07:00")]}),
    ("flights land by 10pm", {"flight_times": [window(arrive_until="22:00")]}),
    ("no flights over 2 hours", {"max_flight_hours": 2.0}),
    ("2-3 attractions a day", pace(most=3, least=2)),
    ("no more than one sight on day one", pace(most=1, days=(1,))),
    ("denver yes, durango no, rated 4+ stays", {"visit_cities": ["Denver"], "avoid_cities": ["Durango"], "min_stay_rating": 4.0}),
    ("hot tub please", "named: amenities"),
    ("near the mountains", "named: locations"),
    ("ski passes for everyone", "named: ski"),
    ("big family reunion trip", {}),
    ("the dogs are very well behaved", {}),
])

STOCKTON_CORPUS: list[tuple[str, dict | str]] = [
    ("haggin museum", {"must_see": ["Haggin Museum"]}),
    ("the childrens museum isn't for me", {"avoid_sights": ["Children's Museum, Stockton"]}),
    ("stockton arena and the aviation museum", {"must_see": ["Stockton Arena", "Stockton Field Aviation Museum"]}),
    ("the buddhist temple", {"must_see": ["Wat Dhammararam Buddhist Temple"]}),
    ("miracle mile stroll", {"must_see": ["Miracle Mile"]}),
    ("skip the water tower", {"avoid_sights": ["Stockton Water Tower"]}),
    ("I want to see the Stockton Diamond railroad crossing", {"must_see": ["Stockton Diamond Railroad Crossing"]}),
    ("eat at Wok On Fire", {"eat_at": ["Wok On Fire"]}),
    ("no subway, i eat it every day", {"avoid_restaurants": ["Subway"]}),
    ("pizza and fast food are fine", {}),
    ("i want french food", {"cuisine": ["French"]}),
    ("no bakeries", {"avoid_cuisines": ["Bakery"]}),
    ("tea shop one afternoon", {"more_cuisines": ["Tea"]}),
    ("meals under ten bucks, i'm broke", {"max_meal_cost": 10.0}),
    ("hotel budget 90/night max", {"max_night_price": 90.0}),
    ("a 5 star hotel", {"min_stay_rating": 5.0}),
    ("private room pls", {"room_type": "private room"}),
    ("i smoke", {"house_rule": "smoking"}),
    ("having a few people over one night", {"house_rule": "visitors"}),
    ("leave vegas after 10am", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("home flight must arrive by 11 pm", {"flight_times": [window(leg="return", arrive_until="23:00")]}),
    ("no early flights", {"flight_times": [window(depart_from="08:00")]}),
    ("flights under 90 minutes", {"max_flight_hours": 1.5}),
    ("driving is ok but not more than 6 hrs a day", {"max_driving_hours": 6.0}),
    ("no taxis", "named: taxis"),
    ("4 sights max per day", pace(most=4)),
    ("at least two sights every day", pace(least=2)),
    ("no fast food, under $12 a meal, and the haggin museum",
     {"avoid_cuisines": ["Fast Food"], "max_meal_cost": 12.0, "must_see": ["Haggin Museum"]}),
    ("gym in the hotel", "named: amenities"),
    ("walking distance to downtown", "named: locations"),
    ("halal food only", "named: diet"),
    ("a Stockton Ports game", "named: Ports"),
    ("need fast wifi for work", "named: amenities"),
    ("just need a break tbh", {}),
    ("first time in stockton", {}),
    ("no idea what to expect lol", {}),
]

CORPORA = ((ATLANTA, ATLANTA_CORPUS), (LOS_ANGELES, LOS_ANGELES_CORPUS), (CALIFORNIA, CALIFORNIA_CORPUS),
           (COLORADO, COLORADO_CORPUS), (STOCKTON, STOCKTON_CORPUS))

# Misses measured and left visible: each must stay listed until a general rule reads it. One drops a wish in silence
# ("tar pits", a sight said by its middle words); the others are named, refused, or read in part.
KNOWN_GAPS: list[str] = [
    # read by rules written for the seventh set (test_reading_heldout_seventh.py): a misspelt sight ("aquariam", "mtn"),
    # a sight by its kind in a list ("and the aquarium"), a short part after "+" ("lacma"), a name that is all plain
    # words ("the childrens museum"), a name alone the data has no row for named ("Disneyland!!", "Yosemite!!!"), and a
    # near miss that adds a kind of place the data's name lacks named ("Red Rocks amphitheater")
    # read or named by rules written for the eighth set (test_reading_heldout_eighth.py, helper WISH2): an item after
    # "and" in a list of names stands where a name does ("golden gate bridge and alcatraz"); a place said in lower case
    # by its kind is named ("hearst castle")
    # ("tar pits for the dino fans" read since the twenty-second set's fix, WISH22: a name that is a thing "and" its
    # kind of place, La Brea Tar Pits and Museum, is said by the thing's last words too; "visit alcatras island" read
    # since stop 59: a lower-case name with a landmark's word after a cue is capitalised, its near spelling resolved)
    # (read since stop 59: a sight's first words in lower case right after "no" stand as its name, "no cave of the
    # winds, im claustrophobic")
    # a restaurant's name holding "+" is read up to it, and its last word "Cafe" read as a cuisine as well
    "eat at Harry's Bar + Cafe",
    # the request's reader (dates) counts "one night" as the trip's length: refused (helper REQ's area)
    "having a few people over one night",
]


def test_the_sixth_held_out_corpus_reads_as_written(sandbox):
    tally = score(CORPORA, sandbox)
    missed = sorted(tally["wrongly read"] + tally["false alarm"])
    assert sum(len(v) for v in tally.values()) >= 160 and missed == sorted(KNOWN_GAPS)
