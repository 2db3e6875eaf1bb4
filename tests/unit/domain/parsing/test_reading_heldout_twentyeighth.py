"""A twenty-eighth held-out corpus of wishes, written and scored before any fix made for it (issue 38: every wish the
data can answer is read, every one it cannot is named, never dropped in silence, and a legitimate text never refused).

Written by helper WISH28 after the twenty-seventh set was fixed against, before any of the reader's code was read for it,
on eight trips of the public splits (every trip of the splits has served some earlier set: two are the ones no set used,
two cities of Texas from Baton Rouge for one and three cities of Texas from Minneapolis for two with children; six were
used once, long ago: two cities of Virginia from Washington for one, three cities of Colorado from Medford for one,
three cities of North Carolina from Indianapolis for one, two cities of Florida from Knoxville for two, three cities of
Georgia from Chattanooga for two with visitors, not in a shared room, who will not fly, three cities of Louisiana from
Fort Lauderdale for two with children in an entire home who will not fly), each in the plain shape of the earlier sets'
bases. New this time: the states' own sights and restaurants said loosely ("the world of coca-cola tour", "the mlk
historical park", "a day at colonial williamsburg", "hemingway's house", "ride the durango narrow gauge train",
"savannah's prohibition museum", "a stroll in forsyth park"), nicknames of cities ("nola", "dc", "indy"), a restaurant
whose name is a dish or a cuisine the data lacks ("jalapenos in houston", "kobe hibachi & sushi in tampa"), reasons after
a wish ("no indian food, too spicy for the kids", "no seafood thx"), verdicts in the passive or texted ("grand junction
can be skipped", "bakeries can be skipped", "valdosta is a skip", "fast food joints r a no", "domino's, not on
vacation", "never subway", "pizza hut is out of the question"), a cuisine at a meal ("a mexican dinner at least once", "breakfast
from a bakery once", "pizza for dinner one night", "the kids want pizza for lunch"), quality words beside a cuisine
("i want some good bbq in north carolina", "we both love a good cafe"), ages, kin and guesses that are talk ("our boys
are five and eight", "my sister lives in charlotte", "the drive down should be pretty"), limits said loosely ("three
hours behind the wheel in a day, max", "cap flights at four hours", "total travel 5 hours a day tops", "i get tired
after 4 hours of driving in a day"), typos ("lubbok", "san antnio", "charlottsville", "colorodo springs", "ashevile",
"miammi", "savannh", "neworleans"), numbers in words, hedges ("if possible", "ideally", "if u can", "if it works"),
several wishes in one sentence, and every kind of the vocabulary as before. No wish ties a cuisine to "every night",
"each morning", "daily", "all our meals" or "only" (how those read is being changed apart). About a hundred wishes of
the first draft were found word for word (or as an earlier test's opening words, in any case) in earlier tests and were
written again in other words before the HEAD figures below. Scored with the earlier sets' helpers
(tests/support/reading_scoring.py, tests/support/leftover_scoring.py, tests/support/wish_sets.py).

HEAD figures (c1baac1, the pristine copy, before any fix for this set), of 361 wishes, as first written: read right 290,
named 33, wrongly read 38, false alarm 0; three of the misses were slips of writing (a stale expectation after a
rewrite, two lists of cities in another order than said), corrected before any fix: read right 293, named 33, wrongly
read 35, false alarm 0, dropped in silence 6 ("grand junction can be skipped", "ride the durango narrow gauge train",
"touring the battleship down in wilmington", "hitting some breweries", "dark curtains so i can sleep in", "domino's, not
on vacation"); budget texts 16 of 16; mixed 6 of 8; soft 7 of 8; reasons 8 of 8.
Worst on HEAD: "bakeries can be skipped" and "fast food joints r a no" read the cuisine as WANTED; "the houston zoo, the
kids are animal crazy" read a pet brought; "a couple vineyards" refused the request (read as two travellers against
one); "three hours behind the wheel in a day, max", "cap flights at four hours", "total travel 5 hours a day tops" and
"i get tired after 4 hours of driving in a day" refused; "the drive down should be pretty" named as a wish.

After the fixes made for it (helper WISH28): read right 315, named 36, wrongly read 10, false alarm 0 (``KNOWN_GAPS``,
each with why), dropped in silence 0; budget texts 16 of 16; mixed 8 of 8; soft 8 of 8; reasons 8 of 8. One expectation
was corrected after scoring (marked below). Causes fixed: a verdict in the passive ("can be skipped", "should be
dropped") after a thing rules it out, as "a skip" / "a pass" after "is" does, and "r" is "are" before a verdict
(``negation.PASSIVE_REFUSAL``, ``negation.COPULA``, ``negation.REFUSAL``: one home for ``avoid_sights.SAID_NO``,
``restaurant_names.RULED_OUT_AFTER`` and the cuisines' ``negation.negated_after``); a "not" for the trip after a comma
("domino's, not on vacation": ``negation.NOT_THIS_TRIP``); a bare "never" opening a clause rules out what follows
(``avoid_sights.AVOID_CUE``); a restaurant's owner ("domino's") is the restaurant beside a sight's first word alone
(``said_alone_keys._index``: Miami's Domino Park had made the name no one's, the wish dropped); "a couple" before a
plural thing counts no one (``people._PAIR``); a taste for animals brings no pet (``house_rule._ANIMAL_TASTE``); "no
kids allowed" is said of the stay (``house_rule._of_the_stay``); the day a limit is per said "in a day" or "on any day"
(``hours.PER_DAY_SAID``, one home for ``driving_hours`` and ``day_travel``), the travel word before the hours
(``day_travel``), a verb of capping said of the thing ("cap flights at", "keep the drives to") and the hours after which
one tires (``hours.CAPS``, ``flight_hours``, ``driving_hours``); a meal's price with "no more" after it or "max for
meals" (``meal_cost``); the stays' rating said of "the place we stay" / "where we sleep" (``ratings``); a city wished
"on the list" / "in there" with no copula (``visit_cities._ONE_OF``), or said before "and" a thing that is no place
("denver and a ski day": ``visit_cities._FIRST_ITEM``); a sight after the time spent there or an outing there ("a day
at colonial williamsburg", "a stroll in forsyth park") or after its city in the possessive ("savannah's prohibition
museum") stands where a name does (``said_alone_stands.stands_as_name``; the city is where the name is:
``query._its_place_start``); initials with a word of the name left out ("the mlk historical park":
``said_alone_keys._initialled``); a name's city after "down in" / "over in" (``said_in_city._IN``); breweries,
distilleries, train rides and "ride / touring the ..." are wish-like (``wish_clauses._OUTING``), dark curtains a
stay's service (``unanswerable``); a guess that the journey will be nice is talk (``clause_talk._TALK``). One gap of an
earlier set closed by these rules and left its list: "austin's bat observation center" (twenty-seventh). Every official
query text of train and validation_dev reads as before (110 official texts, 0 flagged).
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
BATON_TX = ("Plan a 5-day trip from Baton Rouge to 2 cities in Texas for 1 person, March 1 to 5, 2022, with a budget of "
            "$2,300. ")
MINNEAPOLIS = ("Plan a 7-day trip from Minneapolis to 3 cities in Texas for 2 people, March 22 to 28, 2022, with a "
               "budget of $11,900. We're bringing children under 10. ")
VIRGINIA = ("Plan a 5-day trip from Washington to 2 cities in Virginia for 1 person, March 15 to 19, 2022, with a budget "
            "of $2,200. ")
MEDFORD = ("Plan a 7-day trip from Medford to 3 cities in Colorado for 1 person, March 23 to 29, 2022, with a budget of "
           "$2,400. ")
INDY = ("Plan a 7-day trip from Indianapolis to 3 cities in North Carolina for 1 person, March 7 to 13, 2022, with a "
        "budget of $6,500. ")
KNOXVILLE = ("Plan a 5-day trip from Knoxville to 2 cities in Florida for 2 people, March 20 to 24, 2022, with a budget "
             "of $3,900. ")
CHATTANOOGA = ("Plan a 7-day trip from Chattanooga to 3 cities in Georgia for 2 people, March 9 to 15, 2022, with a "
               "budget of $6,900. We'd like friends to visit us at the rental; no shared rooms, and we won't fly. ")
LAUDERDALE = ("Plan a 7-day trip from Fort Lauderdale to 3 cities in Louisiana for 2 people, March 8 to 14, 2022, with a "
              "budget of $4,400. We're bringing children under 10, we want an entire home, and we won't fly. ")
# What each request asks by itself, kept beside every wish appended to it.
KIDS_OWN = {"house_rule": "children under 10"}
CHATTANOOGA_OWN = {"house_rule": "visitors", "room_type": "not shared room", "transportation": "no flight"}
LAUDERDALE_OWN = {"house_rule": "children under 10", "room_type": "entire room", "transportation": "no flight"}

# (wish, the local constraints it adds to the request's own) or (wish, "named: <words the naming holds>")
BATON_TX_CORPUS = [
    ("waco and lubbock", {"visit_cities": ["Waco", "Lubbock"]}),
    ("el paso would be cool i guess", {"visit_cities": ["El Paso"]}),
    ("not corpus christi, been there twice", {"avoid_cities": ["Corpus Christi"]}),
    ("steer clear of laredo & mission pls", {"avoid_cities": ["Laredo", "Mission"]}),
    ("lubbok pls", {"visit_cities": ["Lubbock"]}),
    ("el paso before waco", order("El Paso", before="Waco")),
    ("finish in waco if it works", order("Waco", -1)),
    ("dr pepper museum!!!", {"must_see": ["Dr Pepper Museum"]}),
    ("the mammoth site in waco", {"must_see": ["Waco Mammoth National Monument"]}),
    ("the texas rangers museum in waco", {"must_see": ["Texas Ranger Hall of Fame & Museum"]}),
    ("franklin mountains state park for a hike", {"must_see": ["Franklin Mountains State Park"]}),
    ("the border patrol museum sounds interesting", {"must_see": ["National Border Patrol Museum"]}),
    ("prairie dog town lol", {"must_see": ["Prairie Dog Town"]}),
    ("skip the cameron park zoo", {"avoid_sights": ["Cameron Park Zoo"]}),
    ("the windmill museum is a hard pass", {"avoid_sights": ["American Windmill Museum"]}),
    ("catching an astros game", "named: astros"),
    ("the magnolia market silos", "named: magnolia"),
    ("los beto's in el paso", {"eat_at": ["Los Beto's"]}),
    ("paris 6 classique looks cute", {"eat_at": ["Paris 6 Classique"]}),
    ("never subway", {"avoid_restaurants": ["Subway"]}),
    ("chinese or indian, dont care which", {"cuisine": ["Chinese", "Indian"]}),
    ("a mexican dinner at least once", {"cuisine": ["Mexican"], **meal("dinner", "Mexican")}),
    ("no seafood thx", {"avoid_cuisines": ["Seafood"]}),
    ("some pizza at some point", {"more_cuisines": ["Pizza"]}),
    ("fast food joints r a no", {"avoid_cuisines": ["Fast Food"]}),
    ("meals around 20 bucks, no more", {"max_meal_cost": 20.0}),
    ("food spots with 4.5+ ratings", {"min_rating": 4.5}),
    ("a hotel rated at least three stars", {"min_stay_rating": 3.0}),
    ("nothing above eighty a night", {"max_night_price": 80.0}),
    ("don't want to leave baton rouge before 9", {"flight_times": [window(leg="outbound", depart_from="09:00")]}),
    ("back home by 8pm the last day, work the next morning", {"flight_times": [window(leg="return", arrive_until="20:00")]}),
    ("red eye flights are a dealbreaker", {"flight_times": [window(**RED_EYE)]}),
    ("nothing in the air more than two and a half hours", {"max_flight_hours": 2.5}),
    ("three hours behind the wheel in a day, max", {"max_driving_hours": 3.0}),
    ("a slow trip, no more than two sights a day", pace(most=2)),
    ("day 4 packed with stuff", pace(least=2, days=(4,))),
    ("a shared room is totally fine by me", {}),
    ("i smoke so a smoker-friendly place", {"house_rule": "smoking"}),
    ("pet-free lodging, i'm allergic to dogs", {"stay_forbids": ["pets"]}),
    ("need a hotel gym for my workouts", "named: gym"),
    ("gluten-free eating for me", "named: gluten"),
    ("waco, dr pepper museum and bbq",
     {"visit_cities": ["Waco"], "must_see": ["Dr Pepper Museum"], "more_cuisines": ["BBQ"]}),
    ("first solo trip, kinda nervous", {}),
    ("so pumped for this!!", {}),
    ("somewhere with a view", "named: view"),
]

MINNEAPOLIS_CORPUS = with_own(KIDS_OWN, [
    ("houston, san antonio & corpus christi", {"visit_cities": ["Houston", "San Antonio", "Corpus Christi"]}),
    ("we'd like amarillo on the list", {"visit_cities": ["Amarillo"]}),
    ("no el paso, too far", {"avoid_cities": ["El Paso"]}),
    ("avoid abilene and wichita falls if u can", {"avoid_cities": ["Abilene", "Wichita Falls"]}),
    ("san antnio", {"visit_cities": ["San Antonio"]}),
    ("houston as the first stop", order("Houston", 1)),
    ("end the trip in corpus", order("Corpus Christi", -1)),
    ("the downtown aquarium in houston", {"must_see": ["Downtown Aquarium"]}),
    ("the houston zoo, the kids are animal crazy", {"must_see": ["Houston Zoo"]}),
    ("natural science museum in houston", {"must_see": ["Houston Museum of Natural Science"]}),
    ("cadillac ranch obviously", {"must_see": ["Cadillac Ranch"]}),
    ("wonderland amusement park for the kids", {"must_see": ["Wonderland Amusement Park"]}),
    ("the gladys porter zoo", {"must_see": ["Gladys Porter Zoo"]}),
    ("texas sealife center", {"must_see": ["Texas Sealife Center"]}),
    ("the kids would be bored at the art museum of south texas, skip it",
     {"avoid_sights": ["The Art Museum of South Texas"]}),
    ("we'll pass on the selena museum", {"avoid_sights": ["Selena Museum"]}),
    ("a monster truck show", "named: monster truck"),
    ("jalapenos in houston", {"eat_at": ["Jalapenos"]}),
    ("pebble street, houston", {"eat_at": ["Pebble Street"]}),
    ("the kids can't stand chili's", {"avoid_restaurants": ["Chili's"]}),
    ("italian for lunch one day", {"cuisine": ["Italian"], **meal("lunch", "Italian")}),
    ("no indian food, too spicy for the kids", {"avoid_cuisines": ["Indian"]}),
    ("the kids would kill for desserts", {"more_cuisines": ["Desserts"]}),
    ("breakfast from a bakery once", {"more_cuisines": ["Bakery"], **meal("breakfast", "Bakery")}),
    ("no bbq, my husband's had enough", {"avoid_cuisines": ["BBQ"]}),
    ("under 25 bucks a head for meals", {"max_meal_cost": 25.0}),
    ("restaurants with at least four stars", {"min_rating": 4.0}),
    ("the place we stay needs a 4 or higher", {"min_stay_rating": 4.0}),
    ("max $200/night", {"max_night_price": 200.0}),
    ("no more than 70 per person per night", {"max_night_price_per_person": 70.0}),
    ("the flight out should leave after 9 am", {"flight_times": [window(leg="outbound", depart_from="09:00")]}),
    ("flight home landing before 7pm", {"flight_times": [window(leg="return", arrive_until="19:00")]}),
    ("no overnight flights with kids", {"flight_times": [window(**RED_EYE)]}),
    ("the kids can't sit in a car longer than three hours a day", {"max_driving_hours": 3.0}),
    ("no flights longer than 3 and a half hours", {"max_flight_hours": 3.5}),
    ("two sights a day max, nap time", pace(most=2)),
    ("first day easy please", pace(most=1, days=(1,))),
    ("our pup is coming", {"more_house_rules": ["pets"]}),
    ("no smoking in the rental, kids have asthma", {"stay_forbids": ["smoking"]}),
    ("a travel crib setup for our youngest", "named: crib"),
    ("a place with a pool the kids can use", "named: pool"),
    ("houston, the houston zoo and pizza",
     {"visit_cities": ["Houston"], "must_see": ["Houston Zoo"], "more_cuisines": ["Pizza"]}),
    ("our boys are five and eight", {}),
    ("first big family trip!", {}),
])

VIRGINIA_CORPUS = [
    ("richmond and norfolk", {"visit_cities": ["Richmond", "Norfolk"]}),
    ("charlottesville for sure", {"visit_cities": ["Charlottesville"]}),
    ("no roanoke please", {"avoid_cities": ["Roanoke"]}),
    ("i'd skip lynchburg and petersburg", {"avoid_cities": ["Lynchburg", "Petersburg"]}),
    ("charlottsville", {"visit_cities": ["Charlottesville"]}),
    ("richmond before norfolk, ideally", order("Richmond", before="Norfolk")),
    ("let's kick off in staunton", order("Staunton", 1)),
    ("monticello!!", {"must_see": ["Monticello"]}),
    ("the poe museum, i'm a huge poe nerd", {"must_see": ["The Poe Museum"]}),
    ("maymont if the weather's nice", {"must_see": ["Maymont"]}),
    ("the chrysler art museum in norfolk", {"must_see": ["Chrysler Museum of Art"]}),
    ("nauticus pls", {"must_see": ["Nauticus"]}),
    ("the mill mountain star", {"must_see": ["Mill Mountain Star"]}),
    ("the transportation museum in roanoke", {"must_see": ["Virginia Museum of Transportation, Inc."]}),
    ("the frontier culture museum in staunton", {"must_see": ["Frontier Culture Museum"]}),
    ("a day at colonial williamsburg", {"must_see": ["Colonial Williamsburg Visitor Center"]}),
    ("skip the state capitol, boring", {"avoid_sights": ["Virginia State Capitol"]}),
    ("not the holocaust museum, too heavy for this trip", {"avoid_sights": ["Virginia Holocaust Museum"]}),
    ("a uva basketball game", "named: basketball"),
    ("boa village in charlottesville", {"eat_at": ["Boa Village"]}),
    ("perch wine & coffee bar", {"eat_at": ["Perch Wine & Coffee Bar"]}),
    ("cafe coffee day? never", {"avoid_restaurants": ["Cafe Coffee Day"]}),
    ("i'm craving french food", {"cuisine": ["French"]}),
    ("mediterranean for dinner", {"cuisine": ["Mediterranean"], **meal("dinner", "Mediterranean")}),
    ("no american food, thanks", {"avoid_cuisines": ["American"]}),
    ("tea rooms!", {"more_cuisines": ["Tea"]}),
    ("i don't eat pizza", {"avoid_cuisines": ["Pizza"]}),
    ("keep each meal below fifteen dollars", {"max_meal_cost": 15.0}),
    ("restaurants 3.5 stars and up", {"min_rating": 3.5}),
    ("a place rated 5 stars", {"min_stay_rating": 5.0}),
    ("max 120 per night", {"max_night_price": 120.0}),
    ("leave dc in the afternoon", {"flight_times": [window(leg="outbound", **AFTERNOON)]}),
    ("nothing landing after 10pm", {"flight_times": [window(arrive_until="22:00")]}),
    ("redeyes are a no", {"flight_times": [window(**RED_EYE)]}),
    ("flights under 2 hours, no longer", {"max_flight_hours": 2.0}),
    ("driving no more than 2.5 hrs a day", {"max_driving_hours": 2.5}),
    ("total travel 5 hours a day tops", {"max_travel_hours": 5.0}),
    ("like 3 sights per day", pace(most=3, least=3)),
    ("a private room is what i want", {"room_type": "private room"}),
    ("somewhere i can bring my cat", {"house_rule": "pets"}),
    ("a quiet place, no parties", {"stay_forbids": ["parties"]}),
    ("an iron and ironing board", "named: iron"),
    ("i'm on keto", "named: keto"),
    ("richmond, maymont and indian food",
     {"visit_cities": ["Richmond"], "must_see": ["Maymont"], "cuisine": ["Indian"]}),
    ("spring break for grown ups lol", {}),
    ("history buff here", {}),
]

MEDFORD_CORPUS = [
    ("denver, durango and colorado springs", {"visit_cities": ["Denver", "Durango", "Colorado Springs"]}),
    ("gunnison pls", {"visit_cities": ["Gunnison"]}),
    ("grand junction can be skipped", {"avoid_cities": ["Grand Junction"]}),
    ("alamosa is a no", {"avoid_cities": ["Alamosa"]}),
    ("colorodo springs", {"visit_cities": ["Colorado Springs"]}),
    ("denver should come last", order("Denver", -1)),
    ("durango first if possible", order("Durango", 1)),
    ("garden of the gods is a must", {"must_see": ["Garden of the Gods"]}),
    ("the cave of the winds park", {"must_see": ["Cave of the Winds Mountain Park"]}),
    ("ride the durango narrow gauge train", {"must_see": ["Durango & Silverton Narrow Gauge Railroad"]}),
    ("meow wolf is a must!", {"must_see": ["Meow Wolf Denver | Convergence Station"]}),
    ("the black canyon national park", {"must_see": ["Black Canyon of the Gunnison National Park"]}),
    ("gotta see the big blue bear", {"must_see": ["Big Blue Bear"]}),
    ("molly brown's house museum", {"must_see": ["Molly Brown House Museum"]}),
    ("ghost town museum looks cheesy, skip", {"avoid_sights": ["Ghost Town Museum"]}),
    ("skip elitch gardens, not into rides", {"avoid_sights": ["Elitch Gardens"]}),
    ("driving up pikes peak", "named: pikes peak"),
    ("seeing a show at red rocks", "named: red rocks"),
    ("a ski day", "named: ski"),
    ("dinner at kloof street house one night", {"eat_at": ["Kloof Street House"], **meal("dinner", restaurant="Kloof Street House")}),
    ("underdoggs in colorado springs", {"eat_at": ["Underdoggs Sports Bar & Grill"]}),
    ("burger king, never again", {"avoid_restaurants": ["Burger King"]}),
    ("i'd love mexican and american food", {"cuisine": ["Mexican", "American"]}),
    ("chinese food for lunch", {"cuisine": ["Chinese"], **meal("lunch", "Chinese")}),
    ("no french, too rich for me", {"avoid_cuisines": ["French"]}),
    ("coffee shops, lots of them", {"more_cuisines": ["Cafe"]}),
    ("i hate bbq", {"avoid_cuisines": ["BBQ"]}),
    ("meals no more than 12 dollars each", {"max_meal_cost": 12.0}),
    ("eat at places rated 3 or above", {"min_rating": 3.0}),
    ("a stay with a rating of four or five", {"min_stay_rating": 4.0}),
    ("under seventy dollars per night", {"max_night_price": 70.0}),
    ("depart medford after 11 am", {"flight_times": [window(leg="outbound", depart_from="11:00")]}),
    ("be back in medford by 5pm", {"flight_times": [window(leg="return", arrive_until="17:00")]}),
    ("nothing departing earlier than 7am", {"flight_times": [window(depart_from="07:00")]}),
    ("cap flights at four hours", {"max_flight_hours": 4.0}),
    ("i get tired after 4 hours of driving in a day", {"max_driving_hours": 4.0}),
    ("9 hours of travel in a day is the limit", {"max_travel_hours": 9.0}),
    ("at least three sights a day, i want to see everything", pace(least=3)),
    ("the last day light", pace(most=1, days=(7,))),
    ("a whole cabin to myself", {"room_type": "entire room"}),
    ("no kids allowed where i stay", {"stay_forbids": ["children under 10"]}),
    ("a mountain view room", "named: view"),
    ("a sauna", "named: sauna"),
    ("denver, meow wolf and tea",
     {"visit_cities": ["Denver"], "must_see": ["Meow Wolf Denver | Convergence Station"], "more_cuisines": ["Tea"]}),
    ("my first time seeing snow", {}),
    ("i just turned 30", {}),
]

INDY_CORPUS = [
    ("charlotte, asheville, wilmington", {"visit_cities": ["Charlotte", "Asheville", "Wilmington"]}),
    ("i'd like fayetteville in there", {"visit_cities": ["Fayetteville"]}),
    ("no greensboro, i used to live there", {"avoid_cities": ["Greensboro"]}),
    ("avoid raleigh and new bern", {"avoid_cities": ["Raleigh", "New Bern"]}),
    ("ashevile", {"visit_cities": ["Asheville"]}),
    ("wilmington at the end", order("Wilmington", -1)),
    ("charlotte before asheville please", order("Charlotte", before="Asheville")),
    ("biltmore estate for sure", {"must_see": ["Biltmore"]}),
    ("nascar hall of fame, i'm a racing fan", {"must_see": ["NASCAR Hall of Fame"]}),
    ("asheville's pinball museum", {"must_see": ["Asheville Pinball Museum"]}),
    # corrected after scoring: "the battleship" in Wilmington is named, as the nineteenth set's "the battleship in
    # wilmington" is (a sight's first word said after "the" is the kind of thing, no name); first written as the sight
    ("touring the battleship down in wilmington", "named: battleship"),
    ("airlie gardens in the spring, gorgeous", {"must_see": ["Airlie Gardens"]}),
    ("the museum of the bizarre sounds fun", {"must_see": ["Museum of the Bizarre"]}),
    ("the billy graham library", {"must_see": ["Billy Graham Library"]}),
    ("no discovery place science, that's for kids", {"avoid_sights": ["Discovery Place Science"]}),
    ("i'll skip the ghost tours in asheville", {"avoid_sights": ["Asheville Ghost Tours: Oldest & Original"]}),
    ("hornets tickets", "named: hornets"),
    ("hitting some breweries", "named: brewer"),
    ("glen's bakehouse for breakfast",
     {"eat_at": ["Glen's Bakehouse"], **meal("breakfast", restaurant="Glen's Bakehouse")}),
    ("rose cafe, wilmington", {"eat_at": ["Rose Cafe"]}),
    ("pizza hut is out of the question", {"avoid_restaurants": ["Pizza Hut"]}),
    ("indian food, the spicier the better", {"cuisine": ["Indian"]}),
    ("italian would be great", {"cuisine": ["Italian"]}),
    ("nothing mexican for me thx", {"avoid_cuisines": ["Mexican"]}),
    ("i want some good bbq in north carolina", {"more_cuisines": ["BBQ"]}),
    ("bakeries can be skipped", {"avoid_cuisines": ["Bakery"]}),
    ("food under forty a head", {"max_meal_cost": 40.0}),
    ("restaurants must be rated 4.2+", {"min_rating": 4.2}),
    ("hotels rated 3+", {"min_stay_rating": 3.0}),
    ("up to $180 a night is ok", {"max_night_price": 180.0}),
    ("i need to leave indy after 2pm", {"flight_times": [window(leg="outbound", depart_from="14:00")]}),
    ("the flight home should leave in the morning", {"flight_times": [window(leg="return", **MORNING)]}),
    ("please no red-eye", {"flight_times": [window(**RED_EYE)]}),
    ("i'm fine with flying but no flight over 2 hrs", {"max_flight_hours": 2.0}),
    ("driving max five hours per day", {"max_driving_hours": 5.0}),
    ("up to 8 hours of travel per day", {"max_travel_hours": 8.0}),
    ("a sight or two each day", pace(most=2, least=1)),
    ("day 3 packed", pace(least=2, days=(3,))),
    ("i'd like the whole apartment to myself", {"room_type": "entire room"}),
    ("i'm bringing my dog rex", {"house_rule": "pets"}),
    ("smoke-free please", {"stay_forbids": ["smoking"]}),
    ("dark curtains so i can sleep in", "named: curtain"),
    ("breakfast included with the room", "named: breakfast"),
    ("asheville, the biltmore and desserts",
     {"visit_cities": ["Asheville"], "must_see": ["Biltmore"], "more_cuisines": ["Desserts"]}),
    ("work trip that turned into vacation", {}),
    ("my sister lives in charlotte", {}),
]

KNOXVILLE_CORPUS = [
    ("key west + miami", {"visit_cities": ["Key West", "Miami"]}),
    ("tampa, definitely", {"visit_cities": ["Tampa"]}),
    ("not orlando, too touristy", {"avoid_cities": ["Orlando"]}),
    ("no jacksonville or tallahassee", {"avoid_cities": ["Jacksonville", "Tallahassee"]}),
    ("miammi", {"visit_cities": ["Miami"]}),
    ("finish up in miami", order("Miami", -1)),
    ("tampa 1st", order("Tampa", 1)),
    ("busch gardens for the coasters", {"must_see": ["Busch Gardens Tampa Bay"]}),
    ("florida aquarium in tampa", {"must_see": ["The Florida Aquarium"]}),
    ("vizcaya mansion", {"must_see": ["Vizcaya Museum & Gardens"]}),
    ("wynwood walls for pics", {"must_see": ["Wynwood Walls"]}),
    ("a pic at the southernmost point buoy", {"must_see": ["Southernmost Point of the Continental U.S.A."]}),
    ("key west's butterfly conservatory", {"must_see": ["The Key West Butterfly and Nature Conservatory"]}),
    ("hemingway's house", {"must_see": ["The Hemingway Home and Museum"]}),
    ("the seaquarium? no thanks", {"avoid_sights": ["Miami Seaquarium"]}),
    ("we can skip jungle island", {"avoid_sights": ["Jungle Island"]}),
    ("a sunset sail", "named: sail"),
    ("some snorkeling off key west", "named: snorkel"),
    ("kobe hibachi & sushi in tampa", {"eat_at": ["Kobe Hibachi & Sushi"]}),
    ("peg leg pete's in tampa, heard it's good", {"eat_at": ["Peg Leg Pete's"]}),
    ("domino's, not on vacation", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("my husband wants chinese, i want italian", {"cuisine": ["Chinese", "Italian"]}),
    ("seafood for dinner!", {"more_cuisines": ["Seafood"], **meal("dinner", "Seafood")}),
    ("mexican is out", {"avoid_cuisines": ["Mexican"]}),
    ("we both love a good cafe", {"more_cuisines": ["Cafe"]}),
    ("no dessert shops, we're cutting sugar", {"avoid_cuisines": ["Desserts"]}),
    ("30 per person max for meals", {"max_meal_cost": 30.0}),
    ("restaurants at 4 stars or more", {"min_rating": 4.0}),
    ("hotels with 4 stars minimum", {"min_stay_rating": 4.0}),
    ("$150 a night max for the room", {"max_night_price": 150.0}),
    ("around 75 per person a night max", {"max_night_price_per_person": 75.0}),
    ("leaving knoxville in the morning", {"flight_times": [window(leg="outbound", **MORNING)]}),
    ("the return flight should land before 6 pm", {"flight_times": [window(leg="return", arrive_until="18:00")]}),
    ("no red-eyes please", {"flight_times": [window(**RED_EYE)]}),
    ("keep flights to 2 hours or less", {"max_flight_hours": 2.0}),
    ("we don't want to drive more than 6 hrs a day", {"max_driving_hours": 6.0}),
    ("lazy pace, one thing a day", pace(most=1, least=1)),
    ("day 2 can be packed", pace(least=2, days=(2,))),
    ("a private room, we don't need a whole house", {"room_type": "private room"}),
    ("we have a little dog", {"house_rule": "pets"}),
    ("a smoke-free room pls", {"stay_forbids": ["smoking"]}),
    ("a room facing the ocean", "named: ocean"),
    ("a balcony to watch the sunset", "named: balcony"),
    ("key west, the southernmost point and seafood",
     {"visit_cities": ["Key West"], "must_see": ["Southernmost Point of the Continental U.S.A."],
      "more_cuisines": ["Seafood"]}),
    ("our honeymoon finally!!", {}),
    ("we got married last week", {}),
]

CHATTANOOGA_CORPUS = with_own(CHATTANOOGA_OWN, [
    ("savannah, augusta, atlanta", {"visit_cities": ["Savannah", "Augusta", "Atlanta"]}),
    ("decatur please", {"visit_cities": ["Decatur"]}),
    ("valdosta is a skip", {"avoid_cities": ["Valdosta"]}),
    ("augusta? nah", {"avoid_cities": ["Augusta"]}),
    ("savannh pls", {"visit_cities": ["Savannah"]}),
    ("savannah last", order("Savannah", -1)),
    ("begin with atlanta", order("Atlanta", 1)),
    ("the georgia aquarium", {"must_see": ["Georgia Aquarium"]}),
    ("the world of coca-cola tour", {"must_see": ["World of Coca-Cola"]}),
    ("the mlk historical park", {"must_see": ["Martin Luther King, Jr. National Historical Park"]}),
    ("a stroll in forsyth park", {"must_see": ["Forsyth Park"]}),
    ("wormsloe historic site", {"must_see": ["Wormsloe State Historic Site"]}),
    ("savannah's prohibition museum", {"must_see": ["American Prohibition Museum"]}),
    ("the waffle house museum in decatur lol", {"must_see": ["Waffle House Museum"]}),
    ("zoo atlanta, not for us", {"avoid_sights": ["Zoo Atlanta"]}),
    ("the lego discovery center isn't for us", {"avoid_sights": ["LEGO Discovery Center Atlanta"]}),
    ("a hawks game", "named: hawks"),
    ("hiking stone mountain", "named: stone mountain"),
    ("federal delicatessen in savannah", {"eat_at": ["Federal Delicatessen"]}),
    ("the flying saucer cafe", {"eat_at": ["The Flying Saucer Cafe"]}),
    ("no mcdonald's on this trip", {"avoid_restaurants": ["McDonald's"]}),
    ("mediterranean and french please", {"cuisine": ["Mediterranean", "French"]}),
    ("pizza for dinner one night", {"more_cuisines": ["Pizza"], **meal("dinner", "Pizza")}),
    ("no chinese food at all", {"avoid_cuisines": ["Chinese"]}),
    ("some southern bbq", {"more_cuisines": ["BBQ"]}),
    ("no tea places", {"avoid_cuisines": ["Tea"]}),
    ("meals below 35 a head", {"max_meal_cost": 35.0}),
    ("restaurants rated three point five or above", {"min_rating": 3.5}),
    ("where we sleep should be rated 4 at least", {"min_stay_rating": 4.0}),
    ("cap the room at 140 a night", {"max_night_price": 140.0}),
    ("$65 pp per night max", {"max_night_price_per_person": 65.0}),
    ("no more than four hours of driving on any day", {"max_driving_hours": 4.0}),
    ("travel time under 7 hours a day", {"max_travel_hours": 7.0}),
    ("a couple of sights a day", pace(most=2, least=2)),
    ("day 1 chill, we drive in", pace(most=1, days=(1,))),
    ("we're bringing our beagle", {"more_house_rules": ["pets"]}),
    ("my husband is a smoker", {"more_house_rules": ["smoking"]}),
    ("no parties at the place, we need sleep", {"stay_forbids": ["parties"]}),
    ("we need a king size bed", "named: king"),
    ("free parking please", "named: parking"),
    ("ev charging for our car", "named: charg"),
    ("atlanta, the georgia aquarium and mexican",
     {"visit_cities": ["Atlanta"], "must_see": ["Georgia Aquarium"], "cuisine": ["Mexican"]}),
    ("it's our tenth anniversary", {}),
    ("the drive down should be pretty", {}),
    ("a romantic dinner spot", "named: romantic"),
])

LAUDERDALE_CORPUS = with_own(LAUDERDALE_OWN, [
    ("new orleans, baton rouge, shreveport", {"visit_cities": ["New Orleans", "Baton Rouge", "Shreveport"]}),
    ("nola is a must", {"visit_cities": ["New Orleans"]}),
    ("leave out lake charles", {"avoid_cities": ["Lake Charles"]}),
    ("shreveport is too far, skip it", {"avoid_cities": ["Shreveport"]}),
    ("neworleans", {"visit_cities": ["New Orleans"]}),
    ("new orleans last", order("New Orleans", -1)),
    ("shreveport before new orleans", order("Shreveport", before="New Orleans")),
    ("audubon zoo for the kids", {"must_see": ["Audubon Zoo"]}),
    ("the audubon aquarium", {"must_see": ["Audubon Aquarium"]}),
    ("mardi gras world pls", {"must_see": ["Mardi Gras World"]}),
    ("the ww2 museum in nola", {"must_see": ["The National WWII Museum"]}),
    ("storyland, the kids would love it", {"must_see": ["Storyland"]}),
    ("sci-port for the kiddos", {"must_see": ["Sci-Port Discovery Center"]}),
    ("the shreveport aquarium", {"must_see": ["Shreveport Aquarium"]}),
    ("the uss kidd museum in baton rouge", {"must_see": ["USS KIDD Veterans Museum"]}),
    ("skip jackson square, too crowded", {"avoid_sights": ["Jackson Square"]}),
    ("no jurassic empire, too scary", {"avoid_sights": ["Jurassic Empire"]}),
    ("an airboat swamp tour", "named: airboat"),
    ("a steamboat ride on the mississippi", "named: steamboat"),
    ("ribs at jimmy jack's", {"eat_at": ["Jimmy Jack's Rib Shack"]}),
    ("the fish house in new orleans", {"eat_at": ["The Fish House"]}),
    ("no subway for the kids", {"avoid_restaurants": ["Subway"]}),
    ("real cajun cooking", "named: cajun"),
    ("american food for the kids", {"cuisine": ["American"]}),
    ("no indian, the kids won't eat it", {"avoid_cuisines": ["Indian"]}),
    ("the kids want pizza for lunch", {"more_cuisines": ["Pizza"], **meal("lunch", "Pizza")}),
    ("please no fast food, we eat enough at home", {"avoid_cuisines": ["Fast Food"]}),
    ("under 20 dollars a person per meal", {"max_meal_cost": 20.0}),
    ("restaurants rated at least 3.8", {"min_rating": 3.8}),
    ("a house rated four or up", {"min_stay_rating": 4.0}),
    ("the house under 250 a night", {"max_night_price": 250.0}),
    ("no more than 5 hours driving per day, the kids get antsy", {"max_driving_hours": 5.0}),
    ("travel under 6 hrs per day", {"max_travel_hours": 6.0}),
    ("max of two sights a day", pace(most=2)),
    ("the last day easy, long drive home", pace(most=1, days=(7,))),
    ("we're bringing the family cat", {"more_house_rules": ["pets"]}),
    ("a no-smoking house", {"stay_forbids": ["smoking"]}),
    ("grandma might come over in new orleans", {"more_house_rules": ["visitors"]}),
    ("bunk beds for the kids", "named: bunk"),
    ("a full kitchen for the family", "named: kitchen"),
    ("new orleans, audubon zoo and desserts",
     {"visit_cities": ["New Orleans"], "must_see": ["Audubon Zoo"], "more_cuisines": ["Desserts"]}),
    ("the kids are on spring break", {}),
    ("we've never been to louisiana", {}),
])

CORPORA = ((BATON_TX, BATON_TX_CORPUS), (MINNEAPOLIS, MINNEAPOLIS_CORPUS), (VIRGINIA, VIRGINIA_CORPUS),
           (MEDFORD, MEDFORD_CORPUS), (INDY, INDY_CORPUS), (KNOXVILLE, KNOXVILLE_CORPUS),
           (CHATTANOOGA, CHATTANOOGA_CORPUS), (LAUDERDALE, LAUDERDALE_CORPUS))

# Wishes that read one part and name the other, checked whole: (base, wish, expected outcome).
MIXED: list[tuple[str, str, dict]] = [
    (BATON_TX, "the dr pepper museum and a wine tasting", want({"must_see": ["Dr Pepper Museum"]}, "wine")),
    (MINNEAPOLIS, "the houston zoo and a pool day", want({**KIDS_OWN, "must_see": ["Houston Zoo"]}, "pool")),
    (VIRGINIA, "monticello, and i'm vegan", want({"must_see": ["Monticello"]}, "vegan")),
    (MEDFORD, "denver and a ski day", want({"visit_cities": ["Denver"]}, "ski")),
    (INDY, "bbq but no pork", want({"more_cuisines": ["BBQ"]}, "pork")),
    (KNOXVILLE, "seafood and an ocean view room", want({"more_cuisines": ["Seafood"]}, "ocean")),
    (CHATTANOOGA, "savannah and a carriage tour", want({**CHATTANOOGA_OWN, "visit_cities": ["Savannah"]}, "carriage")),
    (LAUDERDALE, "mardi gras world and a swamp tour",
     want({**LAUDERDALE_OWN, "must_see": ["Mardi Gras World"]}, "swamp")),
]

# A kind of sight said in passing: never refused, never read as a rule, named as a wish the plan cannot promise.
SOFT: list[tuple[str, str, dict]] = [
    (BATON_TX, "some hiking if there's a trail", want(None, "hik")),
    (MINNEAPOLIS, "a splash pad somewhere for the kids", want(KIDS_OWN, "splash pad")),
    (VIRGINIA, "a couple vineyards", want(None, "vineyard")),
    (MEDFORD, "a hot spring here and there", want(None, "hot spring")),
    (INDY, "a waterfall hike", want(None, "waterfall")),
    (KNOXVILLE, "a little beach time", want(None, "beach")),
    (CHATTANOOGA, "a few antique shops", want(CHATTANOOGA_OWN, "antique")),
    (LAUDERDALE, "some live jazz", want(LAUDERDALE_OWN, "jazz")),
]

# Wishes named for a reason: (base, wish, the request's own reading, the wish's word, the reason's word). The naming
# (or a refusal, the house's way for a mode asked for) must hold both, never "no reader understood", and nothing may be
# read from the wish.
MODES = "modes"  # the reason's word: the sandbox's modes between cities
REASONS: list[tuple[str, str, dict, str, str]] = [
    (BATON_TX, "i'd take greyhound between cities", {}, "greyhound", MODES),
    (MINNEAPOLIS, "my son has a nut allergy", KIDS_OWN, "nut", "diet"),
    (VIRGINIA, "i walk with a cane", {}, "cane", "accessibility"),
    (MEDFORD, "i'd take the train between the cities", {}, "train", MODES),
    (INDY, "i'm a type 1 diabetic", {}, "diabetic", "diet"),
    (KNOXVILLE, "my wife uses a power wheelchair", {}, "wheelchair", "accessibility"),
    (CHATTANOOGA, "we'd rather take amtrak", CHATTANOOGA_OWN, "amtrak", MODES),
    (LAUDERDALE, "my daughter is celiac", LAUDERDALE_OWN, "celiac", "diet"),
]

# Budgets said in other forms beside the wishes: (request text, the budget it must read, or "refused").
BR_NO_BUDGET = "Plan a 5-day trip from Baton Rouge to 2 cities in Texas for 1 person, March 1 to 5, 2022"
MI_NO_BUDGET = "Plan a 7-day trip from Minneapolis to 3 cities in Texas for 2 people, March 22 to 28, 2022"
VA_NO_BUDGET = "Plan a 5-day trip from Washington to 2 cities in Virginia for 1 person, March 15 to 19, 2022"
ME_NO_BUDGET = "Plan a 7-day trip from Medford to 3 cities in Colorado for 1 person, March 23 to 29, 2022"
IN_NO_BUDGET = "Plan a 7-day trip from Indianapolis to 3 cities in North Carolina for 1 person, March 7 to 13, 2022"
KN_NO_BUDGET = "Plan a 5-day trip from Knoxville to 2 cities in Florida for 2 people, March 20 to 24, 2022"
CH_NO_BUDGET = "Plan a 7-day trip from Chattanooga to 3 cities in Georgia for 2 people, March 9 to 15, 2022"
FL_NO_BUDGET = "Plan a 7-day trip from Fort Lauderdale to 3 cities in Louisiana for 2 people, March 8 to 14, 2022"
BUDGETS: list[tuple[str, float | str]] = [
    (BR_NO_BUDGET + ". twenty three hundred dollars", 2300.0),
    (BR_NO_BUDGET + ", budget 2.3k", 2300.0),
    (MI_NO_BUDGET + ". $5950 per person", 11900.0),
    (MI_NO_BUDGET + ". eleven thousand nine hundred total", 11900.0),
    (VA_NO_BUDGET + ". i can spend up to 2200", 2200.0),
    (VA_NO_BUDGET + ". 2,200 bucks", 2200.0),
    (ME_NO_BUDGET + ". budget: $2400", 2400.0),
    (ME_NO_BUDGET + ". about twenty-four hundred", 2400.0),
    (IN_NO_BUDGET + ". 6.5k", 6500.0),
    (IN_NO_BUDGET + ". six thousand five hundred max", 6500.0),
    (KN_NO_BUDGET + ". $1,950 each", 3900.0),
    (KN_NO_BUDGET + ". 3900 total for both of us", 3900.0),
    (CH_NO_BUDGET + ". we have 6900 dollars", 6900.0),
    (CH_NO_BUDGET + ". budget of roughly $6.9k", 6900.0),
    (FL_NO_BUDGET + ". $2200 a person", 4400.0),
    (FL_NO_BUDGET + ". forty four hundred", 4400.0),
]

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: list[str] = [
    # named: a sight said with a kind word its name lacks ("site" for Waco Mammoth National Monument): the words said
    # must be the name's own
    "the mammoth site in waco",
    # Waco read as a city to visit too: the state's word "texas" opening the name holds a place of its own, so "in
    # waco" after the name is not taken as where the name is (harmless: the sight is in Waco)
    "the texas rangers museum in waco",
    # named: a restaurant's name with a figure inside it ("Paris 6 Classique") is not matched in lower case
    "paris 6 classique looks cute",
    # named: a name turned round with its state's word and "Inc." left out ("Virginia Museum of Transportation, Inc.")
    "the transportation museum in roanoke",
    # named: "train" for "railroad" and the name's words in another order (Durango & Silverton Narrow Gauge Railroad)
    "ride the durango narrow gauge train",
    # Asheville read as a city to visit too: a closing "please" makes the name before it wished (``must_see.MUST_AFTER``);
    # harmless, the order holds it anyway
    "charlotte before asheville please",
    # named: a kind word after a name said alone that the data's name lacks is a near miss (``another_kind``)
    "vizcaya mansion",
    # ("hemingway's house", a name's word in the possessive without "the", reads since the thirtieth set: a plural of
    # a word no English is the name's, ``said_alone_stands.plain_plural``)
    # named: "<a dish> at" is no eating cue, so a restaurant's first words in lower case do not stand as its name
    "ribs at jimmy jack's",
    # visitors read, the city they call in named: "come over in <city>" leaves the city unclaimed ("visit us in new
    # orleans" reads whole)
    "grandma might come over in new orleans",
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
    CORPORA, 315, KNOWN_GAPS, BUDGETS, MIXED, SOFT, REASONS, known_silent=KNOWN_SILENT,
    known_budget_gaps=KNOWN_BUDGET_GAPS, known_mixed_gaps=KNOWN_MIXED_GAPS, known_soft_gaps=KNOWN_SOFT_GAPS,
    known_reason_gaps=KNOWN_REASON_GAPS, least_wishes=340))
