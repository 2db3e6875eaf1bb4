"""A twenty-seventh held-out corpus of wishes, written and scored before any fix made for it (issue 38: every wish the
data can answer is read, every one it cannot is named, never dropped in silence, and a legitimate text never refused).

Written by helper WISH27 after the twenty-sixth set was fixed against, before any of the reader's code was read for it,
on eight trips of the public splits no earlier wish set used as a base (two cities of Texas from Orlando for one, three
cities of Texas from Daytona Beach for one, three cities of Texas from Santa Ana for four with children, two cities of
Texas from Evansville for a parent and child in a private room who will not fly, three cities of Texas from Moline for
two in an entire home who will not fly, three cities of New York from Pittsburgh for two with visitors who will not fly,
three cities of Texas from Baton Rouge for six with children in an entire home and no self-driving, two cities of New
York from Boston for two throwing a party), each in the plain shape of the earlier sets' bases with what a traveller
adds to it. New this time: dislikes and needs said of ANOTHER person ("my wife doesn't want to go to el paso", "the
kids hate fish", "she's not a fan of mcdonald's", "he won't go near pizza hut", "the kids are sick of domino's", "my mom
doesn't like crowds", "she won't eat spicy food", "she doesn't drink so no bars", "he's not into gambling" (talk), "my
dad can't do long drives", "my husband is allergic to cats so no pets", "she has a cat allergy so a pet-free house", "my
toddler can't sit on a plane more than 3 hours"), wishes after a comma or "but", hedged or conditional ("brownsvile if
possible", "houston last, ideally", "under a hundred a night would be nice", "if i have to drive, four hours a day
tops"), asked as questions ("can we avoid red-eyes?", "is it possible to stay somewhere rated 4+?", "could albany be
first?", "can day 2 be a lighter day?"), numbers in words ("eight hours of travel a day, no more", "eateries rated three
point eight+", "we'll pay up to five hundred a night"), typos ("san antonioo", "amarrillo", "corpus cristi", "wacco",
"austn", "rochestor", "binghampton", "huston", "buffallo") and slang ("lubbock fr", "nyc fr fr", "sounds fire", "hard
no", "would slap", "or we riot", "it's gonna be so lit"); and every kind of the vocabulary as before: stay ratings,
nightly caps per room and per person, house rules wanted and forbidden, meal caps, all fifteen cuisines wanted and
avoided, restaurants and sights named loosely with their city after them ("the kasbah, austin", "khanna's hot pizza,
houston", "taqueria del sol (syracuse)") and near misses and names the data lacks ("the alamo drafthouse", "six flags
over texas", "the state fair of texas", "the kemah boardwalk", "ithaca falls", "moma", "coney island"), paces, flight
windows per leg, red-eyes, flight, driving and travel hours, the cities to visit, avoid and order, what the data cannot
check (a desk, a mattress, a washer, a fireplace, a high chair, a backyard, bathrooms, a booster seat, wifi-less rooms,
diets, accessibility, modes the sandbox lacks) and talk that asks nothing ("spring breakkk babyyy", "grandpa's a retired
pilot", "my college roommate lives in ithaca"), and vague quality and price wishes ("cheap eats would be ideal", "lowkey
broke so cheap stuff", "a bougie spot to stay", "a fancy place for the whole clan"). No wish ties a cuisine or a
restaurant to a meal (a meal-slot constraint is built apart). 31 wishes of the first draft were found word for word (or
as an earlier test's opening words) in earlier tests and were written again in other words before the HEAD figures
below. Scored with the earlier sets' helpers (tests/support/reading_scoring.py, tests/support/leftover_scoring.py,
tests/support/wish_sets.py).

HEAD figures (f69867b, the pristine copy, before any fix for this set), of 379 wishes, as first written: read right 282,
named 40, wrongly read 57, false alarm 0, dropped in silence 16 ("something nice but not crazy expensive", "lowkey broke
so cheap stuff", "the kids are sick of domino's", "the kids hate fish", "my mom doesn't like crowds", "somewhere the kids
will actually have fun", "she's not a fan of mcdonald's", "she won't eat spicy food", "can day 2 be a lighter day?",
"she doesn't drink so no bars", "he's not into gambling", "nice but not too pricey places to stay", "could albany be
first?", "could the first day be easy?", "the kids are too little for six flags", "friends from buffalo might crash");
budget texts 15 of 16 ("budget's five thousand five hundred" refused); mixed 5 of 9; soft 6 of 8; reasons 8 of 8. As
finally written (six expectations corrected, each marked below): read right 285, named 41, wrongly read 53, false alarm
0, dropped in silence 14 (the list above less "somewhere the kids will actually have fun" and "he's not into gambling",
talk), the rest as above.
Worst on HEAD: "my wife doesn't want to go to el paso" and "my daughter doesn't want to go to houston, too big" read the
city as one to VISIT; "he won't go near pizza hut" read Pizza wanted; "flying home, nothing before noon" read
as departing by noon; "she has a cat allergy so a pet-free house" refused, the cat read as a pet brought; "a place
where i can have a couple pals over" refused as a second count of travellers; "tandoori nights plz" and "coconuts fish
cafe sounds fire" read as Indian food and cafes wanted; "fast food's fine, we're broke" read Fast Food wanted; "eight
hours of travel a day, no more", "10 hrs max of travel on any day" and "five hours of travel a day is our max" refused;
"last day super chill" named as a day without sights.

After the fixes made for it (helper WISH27): read right 322, named 47, wrongly read 10, false alarm 0 (``KNOWN_GAPS``,
each with why), dropped in silence 1 ("the kids are too little for six flags"); budget texts 16 of 16; mixed 6 of 9;
soft 7 of 8; reasons 8 of 8. Causes fixed: a dislike said of one of the party ("doesn't want to go to", "not a fan of",
"sick of", "can't stand", "hates", "won't go near", "doesn't like") rules a place, sight or restaurant out
(``avoid_sights.AVOID_CUE``), never a location ("go near": ``cannot_say``); such a dislike or need no reader reads is a
wish, named, never a story told (``clause_form.AVERSION``, ``wish_clauses``; "doesn't drink" stays talk unless a ban
follows it: ``clause_talk``); fish said as food by itself is seafood (``cuisine._SPELLINGS``; never "fish tacos", "a
fish fry"); a restaurant's whole name in lower case closed by a request's word, what it is had for or how it sounds
("plz", "for a treat", "sounds fire", "over in") is the restaurant (``said_alone_stands._SAID_SO_LOWER``), one word
after "the" joined by "and" too (``said_alone_stands``), and the name's own city after a comma is where it is, no city
to visit (``query._PLACE_AFTER_COMMA``); a cap after the hours of travel ("no more", "is our max") or between them ("10
hrs max of travel") (``hours.AFTER_CAP``, one home with the driving's, ``day_travel``), the taxi's hours are driving
(``driving_hours``); "nothing" inside a flight's statement turns its bound (``negation.INNER_NEGATION``, one home with
the driving's); "fr", "for the family", "on the way" beside cities alone (``visit_cities._JOINING``); "nowhere near",
"good without" rule places out (``avoid_sights.AVOID_CUE``); a verdict after a question's mark ("mcdonalds? hard no",
"birmingham? no": ``avoid_sights.SAID_NO``, ``clause_talk._answers_its_question``); a day's pace asked as a question,
said strongly or as more so ("can day 2 be a lighter day?", "last day super chill", "day 5 recovery day":
``pace._PACE_ON_DAYS``); an order asked ("could albany be first?") or said with a verb of its place ("dallas has to be
before houston") (``city_order``); an animal before "allergy" is no pet brought (``house_rule._ALLERGY_AFTER``); guests
who "crash", or had over, are visitors (``house_rule``), never the party (``people._PAIR``); a permission's copula run
on ("fast food's fine": ``misread.PERMISSION``); "w" for "with" before a rating (``ratings``); a price said loosely
("not crazy expensive", "cheap stuff") is named (``caveats._CHEAPEST``); a budget in words after "budget's"
(``numbers._BUDGET_CUE_BEFORE``); a cuisine in the plural as the last item after a name read is the cuisine's
(``named_places.is_cuisine``, ``list_parts``); outings the attractions table has no row for ("a farm", "a pony ride", "a
honky tonk", "a dinosaur dig") are wish-like, named (``wish_clauses._OUTING``; beside a name said in lower case they are
still dropped: ``KNOWN_MIXED_GAPS``), and an item "for her" closing a list after a capitalised name read is named
(``list_parts._LAST_ITEM``); a grumble "no matter what" is talk (``clause_form``). Three gaps of earlier sets closed by
these rules and left their lists: "the fish house looks good" (fourteenth), "potter park zoo, lansing" (twenty-sixth),
"Birmingham? no, I'm in Atlanta - ..." (sixteenth request set). Since the twenty-eighth set's fixes (a trip city in the
possessive before a name is where the name is: ``said_alone_stands.stands_as_name``), "austin's bat observation center"
reads right too and left ``KNOWN_GAPS``: read right 323, wrongly read 9. Every official query text of
train and validation_dev reads as before (110 official texts, 0 flagged).
"""

from __future__ import annotations

from tests.support.leftover_scoring import want
from tests.support.reading_scoring import order, pace, window, with_own
from tests.support.wish_sets import WishSet, wish_set

RED_EYE = {"depart_from": "05:00", "depart_until": "20:59", "arrive_until": "23:59"}
MORNING = {"depart_from": "05:00", "depart_until": "11:59"}
AFTERNOON = {"depart_from": "12:00", "depart_until": "17:59"}

# Request texts: trips of the public splits in the plain shape of the earlier sets' bases.
ORLANDO = ("Plan a 5-day trip from Orlando to 2 cities in Texas for 1 person, March 10 to 14, 2022, with a budget of "
           "$3,100. ")
DAYTONA = ("Plan a 7-day trip from Daytona Beach to 3 cities in Texas for 1 person, March 18 to 24, 2022, with a budget "
           "of $3,600. ")
SANTA_ANA = ("Plan a 7-day trip from Santa Ana to 3 cities in Texas for 4 people, March 25 to 31, 2022, with a budget "
             "of $5,800. We're bringing children under 10. ")
EVANSVILLE = ("Plan a 5-day trip from Evansville to 2 cities in Texas for 2 people, March 17 to 21, 2022, with a budget "
              "of $2,800. We're bringing children under 10; we want a private room and we won't fly. ")
MOLINE = ("Plan a 7-day trip from Moline to 3 cities in Texas for 2 people, March 19 to 25, 2022, with a budget of "
          "$5,500. We want an entire home and we won't fly. ")
PITT_NY = ("Plan a 7-day trip from Pittsburgh to 3 cities in New York for 2 people, March 13 to 19, 2022, with a budget "
           "of $5,300. We'd like friends to visit us at the rental, and we won't fly. ")
BATON = ("Plan a 7-day trip from Baton Rouge to 3 cities in Texas for 6 people, March 17 to 23, 2022, with a budget of "
         "$14,600. We're bringing children under 10, we want an entire home, and no self-driving. ")
BOSTON = ("Plan a 5-day trip from Boston to 2 cities in New York for 2 people, March 7 to 11, 2022, with a budget of "
          "$2,700. We're throwing a party, so the place must allow parties; no shared rooms, and we won't fly. ")
# What each request asks by itself, kept beside every wish appended to it.
KIDS_OWN = {"house_rule": "children under 10"}
EVANSVILLE_OWN = {"house_rule": "children under 10", "room_type": "private room", "transportation": "no flight"}
MOLINE_OWN = {"room_type": "entire room", "transportation": "no flight"}
PITT_OWN = {"house_rule": "visitors", "transportation": "no flight"}
BATON_OWN = {"house_rule": "children under 10", "room_type": "entire room", "transportation": "no self-driving"}
BOSTON_OWN = {"house_rule": "parties", "room_type": "not shared room", "transportation": "no flight"}

# (wish, the local constraints it adds to the request's own) or (wish, "named: <words the naming holds>")
ORLANDO_CORPUS = [
    ("houston n austin pls", {"visit_cities": ["Houston", "Austin"]}),
    ("could we maybe hit el paso?", {"visit_cities": ["El Paso"]}),
    ("i'd rather not go to laredo", {"avoid_cities": ["Laredo"]}),
    ("is it possible to skip killeen and texarkana?", {"avoid_cities": ["Killeen", "Texarkana"]}),
    ("san antonioo", {"visit_cities": ["San Antonio"]}),
    ("brownsvile if possible", {"visit_cities": ["Brownsville"]}),
    ("can austin be the first stop?", order("Austin", 1)),
    ("houston last, ideally", order("Houston", -1)),
    ("austin's bat observation center", {"must_see": ["Statesman Bat Observation Center"]}),
    ("the museum of the weird sounds rad", {"must_see": ["Museum of the Weird"]}),
    ("cathedral of junk if there's time", {"must_see": ["Cathedral of Junk"]}),
    ("the holocaust museum in houston", {"must_see": ["Holocaust Museum Houston"]}),
    ("discovery green, maybe?", {"must_see": ["Discovery Green"]}),
    ("can we skip the haunted atx thing?", {"avoid_sights": ["Haunted ATX"]}),
    ("austin aquarium is a no from me", {"avoid_sights": ["Austin Aquarium"]}),
    ("the alamo drafthouse", "named: drafthouse"),
    ("catch a longhorns game", "named: longhorns"),
    ("the kasbah, austin", {"eat_at": ["The Kasbah"]}),
    ("tandoori nights plz", {"eat_at": ["Tandoori Nights"]}),
    ("matchbox in houston looks good", {"eat_at": ["Matchbox"]}),
    ("no subway, i eat that at home", {"avoid_restaurants": ["Subway"]}),
    ("not into chinese food tbh", {"avoid_cuisines": ["Chinese"]}),
    ("mexican, mexican, mexican", {"cuisine": ["Mexican"]}),
    ("i'm a sucker for desserts", {"more_cuisines": ["Desserts"]}),
    ("could we find some tea places?", {"more_cuisines": ["Tea"]}),
    ("no fast food if u can help it", {"avoid_cuisines": ["Fast Food"]}),
    ("food under twenty five bucks a plate", {"max_meal_cost": 25.0}),
    ("would prefer restaurants with 4 stars or better", {"min_rating": 4.0}),
    ("a place to crash thats rated 3 or more", {"min_stay_rating": 3.0}),
    ("under a hundred a night would be nice", {"max_night_price": 100.0}),
    ("can i leave orlando after 10am?", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("id like to be back in orlando by 9 pm", {"flight_times": [window(leg="return", arrive_until="21:00")]}),
    ("can we avoid red-eyes?", {"flight_times": [window(**RED_EYE)]}),
    ("no flights over three hrs pls", {"max_flight_hours": 3.0}),
    ("if i have to drive, four hours a day tops", {"max_driving_hours": 4.0}),
    ("eight hours of travel a day, no more", {"max_travel_hours": 8.0}),
    ("a chill trip, one sight a day is plenty", pace(most=1)),
    ("day 3 can be busy", pace(least=2, days=(3,))),
    ("i'd love a private room", {"room_type": "private room"}),
    ("i smoke, hope thats ok", {"house_rule": "smoking"}),
    ("pet-free place please, im allergic", {"stay_forbids": ["pets"]}),
    ("need a proper desk for zoom calls", "named: desk"),
    ("i'm vegan btw", "named: vegan"),
    ("my back is bad so a firm mattress", "named: mattress"),
    ("houston, hermann park and seafood",
     {"visit_cities": ["Houston"], "must_see": ["Hermann Park"], "more_cuisines": ["Seafood"]}),
    ("first time in texas, yeehaw", {}),
    ("just got a new job, celebrating", {}),
    # corrected after the fixes: the naming quotes the price said loosely, the part a rule would hold; first written
    # as "nice" (the quality part, "something nice", is said alone and named nowhere)
    ("something nice but not crazy expensive", "named: expensive"),
    ("cheap eats would be ideal", "named: cheap"),
]

DAYTONA_CORPUS = [
    ("dallas, houston, austin - the big 3", {"visit_cities": ["Dallas", "Houston", "Austin"]}),
    ("lubbock fr", {"visit_cities": ["Lubbock"]}),
    ("hard pass on beaumont", {"avoid_cities": ["Beaumont"]}),
    ("keep me out of midland", {"avoid_cities": ["Midland"]}),
    ("amarrillo", {"visit_cities": ["Amarillo"]}),
    ("corpus def", {"visit_cities": ["Corpus Christi"]}),
    ("dallas before austin pls", order("Dallas", before="Austin")),
    ("wrap up in san antonio", order("San Antonio", -1)),
    ("sixth floor museum pls", {"must_see": ["The Sixth Floor Museum at Dealey Plaza"]}),
    ("reunion tower obvs", {"must_see": ["Reunion Tower"]}),
    ("perot museum, heard its dope", {"must_see": ["Perot Museum of Nature and Science"]}),
    ("nasher sculpture center", {"must_see": ["Nasher Sculpture Center"]}),
    ("klyde warren park to chill", {"must_see": ["Klyde Warren Park"]}),
    ("the buddy holly center in lubbock", {"must_see": ["Buddy Holly Center"]}),
    ("the silent wings museum", {"must_see": ["Silent Wings Museum"]}),
    ("no dallas zoo, seen it", {"avoid_sights": ["Dallas Zoo"]}),
    ("the selfie museum? nah", {"avoid_sights": ["Texas Selfie Museum"]}),
    ("the state fair of texas", "named: state fair"),
    ("six flags over texas, the og one", "named: six flags over texas"),
    ("coconuts fish cafe sounds fire", {"eat_at": ["Coconuts Fish Cafe"]}),
    ("l'opera in dallas", {"eat_at": ["L'Opera"]}),
    ("the whippet, amarillo", {"eat_at": ["The Whippet"]}),
    ("mcdonalds? hard no", {"avoid_restaurants": ["McDonald's"]}),
    ("french or italian, whatever", {"cuisine": ["French", "Italian"]}),
    ("no mediterranean stuff", {"avoid_cuisines": ["Mediterranean"]}),
    ("bbq, bbq and more bbq", {"more_cuisines": ["BBQ"]}),
    ("no bakeries, i'm cutting carbs lol", {"avoid_cuisines": ["Bakery"]}),
    ("ramen spots", "named: ramen"),
    ("meals under thirty each", {"max_meal_cost": 30.0}),
    ("places to eat rated four point two or higher", {"min_rating": 4.2}),
    ("somewhere to sleep with at least 4 stars", {"min_stay_rating": 4.0}),
    ("max one fifty per night", {"max_night_price": 150.0}),
    ("leaving daytona in the morning", {"flight_times": [window(leg="outbound", **MORNING)]}),
    ("flying home, nothing before noon", {"flight_times": [window(leg="return", depart_from="12:00")]}),
    ("no overnight flights for me", {"flight_times": [window(**RED_EYE)]}),
    ("two hour flights max", {"max_flight_hours": 2.0}),
    ("no more than 5 hrs on the road per day", {"max_driving_hours": 5.0}),
    ("10 hrs max of travel on any day", {"max_travel_hours": 10.0}),
    ("3-4 sights daily", pace(most=4, least=3)),
    ("last day super chill", pace(most=1, days=(7,))),
    ("a whole place to myself", {"room_type": "entire room"}),
    ("a place where i can have a couple pals over", {"house_rule": "visitors"}),
    ("no smoking rooms only", {"stay_forbids": ["smoking"]}),
    ("a hostel vibe", "named: hostel"),
    ("somewhere with a washer", "named: washer"),
    ("dallas, reunion tower and bbq", {"visit_cities": ["Dallas"], "must_see": ["Reunion Tower"], "more_cuisines": ["BBQ"]}),
    ("spring breakkk babyyy", {}),
    ("lowkey broke so cheap stuff", "named: cheap"),
]

SANTA_ANA_CORPUS = with_own(KIDS_OWN, [
    ("houston, corpus and san antonio", {"visit_cities": ["Houston", "Corpus Christi", "San Antonio"]}),
    ("the kids really want to see austin", {"visit_cities": ["Austin"]}),
    ("my wife doesn't want to go to el paso", {"avoid_cities": ["El Paso"]}),
    ("we'd skip laredo and brownsville if we can", {"avoid_cities": ["Laredo", "Brownsville"]}),
    ("corpus cristi", {"visit_cities": ["Corpus Christi"]}),
    ("san antonio should be the first stop", order("San Antonio", 1)),
    ("corpus christi at the very end", order("Corpus Christi", -1)),
    ("the kids are obsessed with the texas state aquarium", {"must_see": ["Texas State Aquarium"]}),
    ("my son would love the uss lexington", {"must_see": ["USS Lexington"]}),
    ("the san antonio zoo for the little ones", {"must_see": ["San Antonio Zoo"]}),
    ("aquatica for sure", {"must_see": ["Aquatica San Antonio"]}),
    ("the mirror maze in san antonio", {"must_see": ["The Amazing Mirror Maze"]}),
    ("kiddie park!!", {"must_see": ["Kiddie Park"]}),
    ("the museum of science and history in corpus", {"must_see": ["Corpus Christi Museum of Science and History"]}),
    ("my wife hates heights, so no reunion tower", {"avoid_sights": ["Reunion Tower"]}),
    ("the kids get scared easily, skip ripley's", {"avoid_sights": ["Ripley's Believe It or Not!"]}),
    ("a dolphin show", "named: dolphin"),
    ("the kids want to see a real rodeo", "named: rodeo"),
    ("big jack's, the kids love it", {"eat_at": ["Big Jack's"]}),
    ("cream stone in san antonio", {"eat_at": ["Cream Stone"]}),
    ("the binge box cafe (corpus christi)", {"eat_at": ["The Binge Box Cafe"]}),
    ("the kids are sick of domino's", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("the kids hate fish", {"avoid_cuisines": ["Seafood"]}),
    ("my wife won't touch indian food", {"avoid_cuisines": ["Indian"]}),
    ("the kids love pizza more than anything", {"more_cuisines": ["Pizza"]}),
    ("my husband would love some chinese food", {"cuisine": ["Chinese"]}),
    ("ice cream shops for the kiddos", {"more_cuisines": ["Desserts"]}),
    ("nothing over 18 a person for food", {"max_meal_cost": 18.0}),
    ("restaurants need at least 3.5 stars", {"min_rating": 3.5}),
    ("is it possible to stay somewhere rated 4+?", {"min_stay_rating": 4.0}),
    ("no more than $250 a night, we're a family of four", {"max_night_price": 250.0}),
    ("60 a person per night max", {"max_night_price_per_person": 60.0}),
    ("the kids can't do early flights, nothing before 9", {"flight_times": [window(depart_from="09:00")]}),
    ("we need to land back home by six pm", {"flight_times": [window(leg="return", arrive_until="18:00")]}),
    ("the baby can't handle red eyes", {"flight_times": [window(**RED_EYE)]}),
    ("my toddler can't sit on a plane more than 3 hours", {"max_flight_hours": 3.0}),
    ("my dad can't do long drives", "named: drive"),
    ("two sights a day at most, the little one naps", pace(most=2)),
    ("day 1 light, we land tired", pace(most=1, days=(1,))),
    ("an entire home so the kids can spread out", {"room_type": "entire room"}),
    ("my husband is allergic to cats so no pets", {"stay_forbids": ["pets"]}),
    ("our dog's coming too", {"more_house_rules": ["pets"]}),
    ("a high chair for our baby", "named: high chair"),
    ("my mom doesn't like crowds", "named: crowd"),
    ("corpus christi, the texas state aquarium and bakeries",
     {"visit_cities": ["Corpus Christi"], "must_see": ["Texas State Aquarium"], "more_cuisines": ["Bakery"]}),
    ("my husband's been to texas for work a bunch", {}),
    # corrected after scoring: fun had by the party is the trip itself wanted (talk, docs/vocabulary-refused.md: "have
    # a good time"); first written as named
    ("somewhere the kids will actually have fun", {}),
])

EVANSVILLE_CORPUS = with_own(EVANSVILLE_OWN, [
    ("dallas and waco", {"visit_cities": ["Dallas", "Waco"]}),
    ("texarkana on the way maybe?", {"visit_cities": ["Texarkana"]}),
    ("my daughter doesn't want to go to houston, too big", {"avoid_cities": ["Houston"]}),
    ("no longview", {"avoid_cities": ["Longview"]}),
    ("wacco", {"visit_cities": ["Waco"]}),
    ("dallas 1st, waco 2nd", {"city_order": [{"city": "Dallas", "stop": 1, "before": None},
                                             {"city": "Waco", "stop": 2, "before": None}]}),
    ("the dallas world aquarium, she loves fish", {"must_see": ["The Dallas World Aquarium"]}),
    ("the mayborn museum in waco", {"must_see": ["Mayborn Museum Complex"]}),
    ("frontiers of flight museum, she loves planes", {"must_see": ["Frontiers of Flight Museum"]}),
    ("old city park would be cute", {"must_see": ["Old City Park"]}),
    ("the trinity forest adventure park", {"must_see": ["Trinity Forest Adventure Park"]}),
    ("texas sports hall of fame", {"must_see": ["Texas Sports Hall of Fame"]}),
    ("she gets creeped out by the giant eyeball so skip it", {"avoid_sights": ["Giant Eyeball"]}),
    ("we can skip the jfk memorial", {"avoid_sights": ["John F. Kennedy Memorial Plaza"]}),
    ("baylor's campus", "named: baylor"),
    ("kebab xpress in dallas", {"eat_at": ["Kebab Xpress"]}),
    ("haldirams", {"eat_at": ["Haldiram's"]}),
    ("blue house cafe, waco", {"eat_at": ["Blue House Cafe"]}),
    ("she's not a fan of mcdonald's", {"avoid_restaurants": ["McDonald's"]}),
    ("she likes american food best", {"cuisine": ["American"]}),
    ("she won't eat spicy food", "named: spic"),
    ("no mexican for her", {"avoid_cuisines": ["Mexican"]}),
    ("i need my coffee shop fix", {"more_cuisines": ["Cafe"]}),
    ("some tea spots for me", {"more_cuisines": ["Tea"]}),
    ("meals cheaper than 20 a head", {"max_meal_cost": 20.0}),
    ("restaurants no worse than 3 stars", {"min_rating": 3.0}),
    ("the room should be rated at least 3", {"min_stay_rating": 3.0}),
    ("a room under 90 bucks a nite", {"max_night_price": 90.0}),
    ("we split it so 45 each per night max", {"max_night_price_per_person": 45.0}),
    ("i can't drive more than 5 hours a day with her in the back", {"max_driving_hours": 5.0}),
    ("total travel time under 6 hours a day", {"max_travel_hours": 6.0}),
    ("she gets carsick", "named: carsick"),
    # corrected after scoring: one sight a day, said as a number, is both its most and its least (docs: "two sights a
    # day" is both); first written as a most only
    ("one thing a day, she's 6", pace(most=1, least=1)),
    ("can day 2 be a lighter day?", pace(most=1, days=(2,))),
    ("no smoking where we sleep, she has asthma", {"stay_forbids": ["smoking"]}),
    ("my sister might pop by in dallas", {"more_house_rules": ["visitors"]}),
    ("a party-free place please", {"stay_forbids": ["parties"]}),
    ("a pool for her to swim in", "named: pool"),
    ("a rental car with a booster seat", "named: booster"),
    ("dallas, the perot museum and pizza",
     {"visit_cities": ["Dallas"], "must_see": ["Perot Museum of Nature and Science"], "more_cuisines": ["Pizza"]}),
    ("it's just me and my girl this time", {}),
    ("her dad couldn't come", {}),
    ("good restaurants that won't break the bank", "named: good"),
])

MOLINE_CORPUS = with_own(MOLINE_OWN, [
    ("austin, houston and san antonio", {"visit_cities": ["Austin", "Houston", "San Antonio"]}),
    ("my wife's been begging to see dallas", {"visit_cities": ["Dallas"]}),
    ("he's not into big cities so no houston", {"avoid_cities": ["Houston"]}),
    ("we could skip amarillo, lubbock and abilene, too far west", {"avoid_cities": ["Amarillo", "Lubbock", "Abilene"]}),
    ("sanantonio", {"visit_cities": ["San Antonio"]}),
    ("austn pls", {"visit_cities": ["Austin"]}),
    ("save austin for last if that works", order("Austin", -1)),
    ("houston before san antonio", order("Houston", before="San Antonio")),
    ("the san antonio missions", {"must_see": ["San Antonio Missions National Historical Park"]}),
    ("the botanical garden in san antonio", {"must_see": ["San Antonio Botanical Garden"]}),
    ("briscoe western art museum, he loves cowboy art", {"must_see": ["Briscoe Western Art Museum"]}),
    ("the mexic-arte museum", {"must_see": ["Mexic-Arte Museum"]}),
    ("mckinney falls", {"must_see": ["McKinney Falls State Park"]}),
    ("the elisabet ney museum", {"must_see": ["Elisabet Ney Museum"]}),
    ("bayou bend", {"must_see": ["Bayou Bend Collection and Gardens, Museum of Fine Arts, Houston"]}),
    ("she's not into zoos so skip the austin zoo", {"avoid_sights": ["Austin Zoo"]}),
    ("seaworld isn't our thing", {"avoid_sights": ["SeaWorld San Antonio"]}),
    ("the pearl brewery", "named: pearl"),
    ("barton springs pool", "named: barton springs"),
    ("the blue door cafe in austin", {"eat_at": ["The Blue Door Cafe"]}),
    ("minerva's food & cocktails", {"eat_at": ["Minerva's Food & Cocktails"]}),
    ("cafe le rue!!", {"eat_at": ["Cafe Le Rue @ The Landings"]}),
    ("he won't go near pizza hut", {"avoid_restaurants": ["Pizza Hut"]}),
    ("she doesn't drink so no bars", "named: bar"),
    # corrected after the fixes: a taste said of one of the party, of a thing no plan holds, is who they are (talk, as
    # tests/unit/domain/parsing/test_unanswerable_heldout_seventh.py's "We're not into sports."); first written as named
    ("he's not into gambling", {}),
    ("indian, chinese or mexican, we're easy", {"cuisine": ["Indian", "Chinese", "Mexican"]}),
    ("my husband can't stand french food", {"avoid_cuisines": ["French"]}),
    ("she doesn't eat italian", {"avoid_cuisines": ["Italian"]}),
    ("she's got a sweet tooth, so bakeries", {"more_cuisines": ["Bakery"]}),
    ("no tea houses, he finds them boring", {"avoid_cuisines": ["Tea"]}),
    ("food forty per person max", {"max_meal_cost": 40.0}),
    ("eateries rated three point eight+", {"min_rating": 3.8}),
    ("the house has to be rated at least four", {"min_stay_rating": 4.0}),
    ("under three hundred a night for the whole house", {"max_night_price": 300.0}),
    ("my husband can't sit in the car more than 4 hours a day", {"max_driving_hours": 4.0}),
    ("no more than six hrs of travel daily", {"max_travel_hours": 6.0}),
    ("ideally two to three things a day", pace(most=3, least=2)),
    ("the last 2 days slow pls", pace(most=1, days=(6, 7))),
    ("she has a cat allergy so a pet-free house", {"stay_forbids": ["pets"]}),
    ("he smokes, so it has to allow smoking", {"house_rule": "smoking"}),
    ("a fireplace would be nice", "named: fireplace"),
    ("a dishwasher", "named: dishwasher"),
    ("austin, mckinney falls and bbq",
     {"visit_cities": ["Austin"], "must_see": ["McKinney Falls State Park"], "more_cuisines": ["BBQ"]}),
    ("it's our 25th anniversary", {}),
    ("he'll grumble about the drive no matter what", {}),
    # corrected after the fixes: as "not crazy expensive" above; first written as "nice"
    ("nice but not too pricey places to stay", "named: pricey"),
])

PITT_CORPUS = with_own(PITT_OWN, [
    ("nyc, albany and syracuse", {"visit_cities": ["New York", "Albany", "Syracuse"]}),
    ("can we include ithaca?", {"visit_cities": ["Ithaca"]}),
    ("could we not do watertown?", {"avoid_cities": ["Watertown"]}),
    ("my partner doesn't want plattsburgh or ogdensburg, too remote", {"avoid_cities": ["Plattsburgh", "Ogdensburg"]}),
    ("rochestor for sure", {"visit_cities": ["Rochester"]}),
    ("binghampton", {"visit_cities": ["Binghamton"]}),
    ("could albany be first?", order("Albany", 1)),
    ("nyc at the end would be nice", order("New York", -1)),
    ("top of the rock for sure", {"must_see": ["Top of The Rock"]}),
    ("can we see the tenement museum?", {"must_see": ["Tenement Museum"]}),
    ("one world observatory please", {"must_see": ["One World Observatory"]}),
    ("new york state museum in albany", {"must_see": ["New York State Museum"]}),
    ("the uss slater", {"must_see": ["USS SLATER"]}),
    ("the rose garden in syracuse", {"must_see": ["E.M. Mills Rose Garden"]}),
    ("rosamond gifford zoo", {"must_see": ["Rosamond Gifford Zoo"]}),
    ("the susan b. anthony house", {"must_see": ["Susan B. Anthony Museum & House"]}),
    ("seneca park zoo if there's time", {"must_see": ["Seneca Park Zoo"]}),
    ("times square, no thank you", {"avoid_sights": ["Times Square"]}),
    ("she's afraid of heights so not the empire state building", {"avoid_sights": ["Empire State Building"]}),
    ("the finger lakes wineries", "named: winer"),
    ("ithaca falls", "named: ithaca falls"),
    ("moma", "named: moma"),
    ("the fisherman's wharf in rochester", {"eat_at": ["The Fisherman's Wharf"]}),
    ("taqueria del sol (syracuse)", {"eat_at": ["Taqueria Del Sol"]}),
    ("mezzaluna", {"eat_at": ["Mezzaluna"]}),
    ("is there any way to avoid taco bell?", {"avoid_restaurants": ["Taco Bell"]}),
    ("my partner's vegetarian", "named: vegetarian"),
    ("mediterranean would be lovely", {"cuisine": ["Mediterranean"]}),
    ("no american food, he eats that every day", {"avoid_cuisines": ["American"]}),
    ("seafood if possible", {"more_cuisines": ["Seafood"]}),
    ("she doesn't like bbq", {"avoid_cuisines": ["BBQ"]}),
    ("no more than forty five a meal per person", {"max_meal_cost": 45.0}),
    ("only restaurants rated 4.3 and above", {"min_rating": 4.3}),
    ("can the places we stay be 4 stars or higher?", {"min_stay_rating": 4.0}),
    ("$200 a night is our ceiling", {"max_night_price": 200.0}),
    ("no more than a hundred each a night", {"max_night_price_per_person": 100.0}),
    ("he can't do more than three hours behind the wheel a day", {"max_driving_hours": 3.0}),
    ("five hours of travel a day is our max", {"max_travel_hours": 5.0}),
    ("not more than 2 attractions a day, we're slow walkers", pace(most=2)),
    ("could the first day be easy?", pace(most=1, days=(1,))),
    ("an entire apartment if possible", {"room_type": "entire room"}),
    ("no pets please, he's allergic to dogs", {"stay_forbids": ["pets"]}),
    ("a laundry machine", "named: laundry"),
    ("a quiet street, she's a light sleeper", "named: quiet"),
    ("albany, the new york state museum and chinese",
     {"visit_cities": ["Albany"], "must_see": ["New York State Museum"], "cuisine": ["Chinese"]}),
    ("my college roommate lives in ithaca", {}),
    ("we're both teachers on spring break", {}),
    ("good food matters most to us", "named: good food"),
])

BATON_CORPUS = with_own(BATON_OWN, [
    ("houston, dallas and austin for the family", {"visit_cities": ["Houston", "Dallas", "Austin"]}),
    ("grandma wants to see san antonio", {"visit_cities": ["San Antonio"]}),
    ("my in-laws don't want el paso", {"avoid_cities": ["El Paso"]}),
    ("nowhere near del rio or laredo", {"avoid_cities": ["Del Rio", "Laredo"]}),
    ("dalas", {"visit_cities": ["Dallas"]}),
    ("huston pls", {"visit_cities": ["Houston"]}),
    ("austin second", order("Austin", 2)),
    ("dallas has to be before houston", order("Dallas", before="Houston")),
    ("the museum of fine arts in houston", {"must_see": ["The Museum of Fine Arts, Houston"]}),
    ("grandpa's a nasa buff, space center houston", {"must_see": ["Space Center Houston"]}),
    ("the dallas museum of art", {"must_see": ["Dallas Museum of Art"]}),
    ("the austin nature & science center", {"must_see": ["Austin Nature & Science Center"]}),
    ("the pease park treehouse for the kids", {"must_see": ["Pease Park Treehouse"]}),
    ("hemisfair!", {"must_see": ["Hemisfair"]}),
    ("my mother-in-law thinks the museum of the weird is creepy, skip it", {"avoid_sights": ["Museum of the Weird"]}),
    ("the kids are too little for six flags", {"avoid_sights": ["Six Flags Fiesta Texas"]}),
    ("the houston livestock show", "named: livestock"),
    ("the kemah boardwalk", "named: kemah"),
    ("sheetla dhaba in houston", {"eat_at": ["Sheetla Dhaba"]}),
    ("khanna's hot pizza, houston", {"eat_at": ["Khanna's Hot Pizza"]}),
    ("belfrance luxury chocolates for a treat", {"eat_at": ["Belfrance Luxury Chocolates"]}),
    ("none of the chili's", {"avoid_restaurants": ["Chili's"]}),
    # corrected after scoring: "only" asks the cuisines of every meal, read and named (docs/vocabulary-refused.md: "only
    # american food for all meals"); first written as the cuisines alone
    ("the kids only like american and italian", "named: at every"),
    ("grandpa doesn't do mexican", {"avoid_cuisines": ["Mexican"]}),
    ("the grandkids want dessert places", {"more_cuisines": ["Desserts"]}),
    ("no fast food for the kids, ever", {"avoid_cuisines": ["Fast Food"]}),
    ("gotta have bbq at least once!", {"more_cuisines": ["BBQ"]}),
    ("meals under 15 each, we're feeding six", {"max_meal_cost": 15.0}),
    ("restaurants 4 and up please", {"min_rating": 4.0}),
    ("a house rated 3 or better", {"min_stay_rating": 3.0}),
    ("we'll pay up to five hundred a night for a big house", {"max_night_price": 500.0}),
    ("no more than $80 a person a night", {"max_night_price_per_person": 80.0}),
    ("grandpa can't fly before 10am", {"flight_times": [window(depart_from="10:00")]}),
    ("flying out of baton rouge in the afternoon", {"flight_times": [window(leg="outbound", **AFTERNOON)]}),
    ("the flight home has to land before 10 pm, kids have school",
     {"flight_times": [window(leg="return", arrive_until="22:00")]}),
    ("no red-eye flights with the little ones", {"flight_times": [window(**RED_EYE)]}),
    ("my dad's knees can't take flights over two hours", {"max_flight_hours": 2.0}),
    ("the taxi rides shouldn't be more than an hour a day", {"max_driving_hours": 1.0}),
    ("at most 2 sights a day, grandma tires easily", pace(most=2)),
    ("the kids want a packed day 3", pace(least=2, days=(3,))),
    ("my brother's family will visit us in austin", {"more_house_rules": ["visitors"]}),
    ("a non-smoking house, the baby", {"stay_forbids": ["smoking"]}),
    ("two bathrooms at least", "named: bathroom"),
    ("a backyard for the kids", "named: backyard"),
    ("dallas, the dallas museum of art and italian",
     {"visit_cities": ["Dallas"], "must_see": ["Dallas Museum of Art"], "cuisine": ["Italian"]}),
    ("three generations on one trip!", {}),
    ("grandpa's a retired pilot", {}),
    ("a fancy place for the whole clan", "named: fancy"),
])

BOSTON_CORPUS = with_own(BOSTON_OWN, [
    ("rochester & buffalo", {"visit_cities": ["Rochester", "Buffalo"]}),
    ("nyc fr fr", {"visit_cities": ["New York"]}),
    ("we're good without albany", {"avoid_cities": ["Albany"]}),
    ("no elmira, no binghamton", {"avoid_cities": ["Elmira", "Binghamton"]}),
    ("buffallo", {"visit_cities": ["Buffalo"]}),
    ("white plains maybe?", {"visit_cities": ["White Plains"]}),
    ("hit buffalo first", order("Buffalo", 1)),
    ("rochester after buffalo", order("Buffalo", before="Rochester")),
    ("the battery", {"must_see": ["The Battery"]}),
    ("central park obvs", {"must_see": ["Central Park"]}),
    ("summit one vanderbilt, the views tho", {"must_see": ["SUMMIT One Vanderbilt"]}),
    ("radio city, classic", {"must_see": ["Radio City Music Hall"]}),
    ("the flatiron", {"must_see": ["Flatiron Building"]}),
    ("canalside (buffalo)", {"must_see": ["Canalside"]}),
    ("the akg art museum", {"must_see": ["Buffalo AKG Art Museum"]}),
    ("the niagara skywheel", {"must_see": ["Niagara SkyWheel"]}),
    ("no museum of ice cream, thats for influencers", {"avoid_sights": ["MUSEUM OF ICE CREAM"]}),
    ("skip the tiffany clock", {"avoid_sights": ["Tiffany Street Clock"]}),
    ("a knicks game at msg", "named: knicks"),
    ("a drag show one night", "named: drag"),
    ("coney island", "named: coney island"),
    ("sugar rush in nyc", {"eat_at": ["Sugar Rush"]}),
    ("baltazar (new york)", {"eat_at": ["Baltazar"]}),
    ("big fish eatery over in buffalo", {"eat_at": ["Big Fish Eatery"]}),
    ("mainland china in buffalo", {"eat_at": ["Mainland China"]}),
    ("dominos is a no go", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("my gf doesn't eat pizza", {"avoid_cuisines": ["Pizza"]}),
    ("my bf hates cafes", {"avoid_cuisines": ["Cafe"]}),
    ("chinese + italian", {"cuisine": ["Chinese", "Italian"]}),
    ("french food would slap", {"cuisine": ["French"]}),
    ("he doesn't do desserts", {"avoid_cuisines": ["Desserts"]}),
    ("fast food's fine, we're broke", {}),
    ("food 25 max per person", {"max_meal_cost": 25.0}),
    ("restaurants w 3.9 or more", {"min_rating": 3.9}),
    ("airbnb rated 4+ or we riot", {"min_stay_rating": 4.0}),
    ("two hundred fifty a night max", {"max_night_price": 250.0}),
    ("$90 pp/night max", {"max_night_price_per_person": 90.0}),
    ("if we're driving, six hours max per day", {"max_driving_hours": 6.0}),
    ("travel time capped at 7 hrs a day", {"max_travel_hours": 7.0}),
    ("cram it, 4+ sights a day", pace(least=4)),
    ("day 5 recovery day lol", pace(most=1, days=(5,))),
    ("friends from buffalo might crash", {"more_house_rules": ["visitors"]}),
    ("my gf has a cat she's bringing", {"more_house_rules": ["pets"]}),
    ("adults only place pls", {"stay_forbids": ["children under 10"]}),
    ("a hot tub for the party", "named: hot tub"),
    ("rooftop access for the party", "named: rooftop"),
    ("buffalo, canalside and seafood", {"visit_cities": ["Buffalo"], "must_see": ["Canalside"], "more_cuisines": ["Seafood"]}),
    ("my bff's bachelorette!!", {}),
    ("it's gonna be so lit", {}),
    ("a bougie spot to stay", "named: bougie"),
])

CORPORA = ((ORLANDO, ORLANDO_CORPUS), (DAYTONA, DAYTONA_CORPUS), (SANTA_ANA, SANTA_ANA_CORPUS),
           (EVANSVILLE, EVANSVILLE_CORPUS), (MOLINE, MOLINE_CORPUS), (PITT_NY, PITT_CORPUS), (BATON, BATON_CORPUS),
           (BOSTON, BOSTON_CORPUS))

# Wishes that read one part and name the other, checked whole: (base, wish, expected outcome).
MIXED: list[tuple[str, str, dict]] = [
    (ORLANDO, "the kasbah and a rooftop bar", want({"eat_at": ["The Kasbah"]}, "rooftop")),
    (DAYTONA, "reunion tower and a honky tonk", want({"must_see": ["Reunion Tower"]}, "honky tonk")),
    (SANTA_ANA, "the san antonio zoo and a pony ride for the kids",
     want({**KIDS_OWN, "must_see": ["San Antonio Zoo"]}, "pony")),
    (EVANSVILLE, "the perot museum and a dinosaur dig for her",
     want({**EVANSVILLE_OWN, "must_see": ["Perot Museum of Nature and Science"]}, "dinosaur")),
    (MOLINE, "indian food but nothing spicy for him", want({**MOLINE_OWN, "cuisine": ["Indian"]}, "spic")),
    (PITT_NY, "the brooklyn bridge, ideally at sunrise", want({**PITT_OWN, "must_see": ["Brooklyn Bridge"]}, "time")),
    (PITT_NY, "syracuse, and she'd love a wine tasting", want({**PITT_OWN, "visit_cities": ["Syracuse"]}, "wine")),
    (BATON, "grandpa can't do spicy, so no mexican", want({**BATON_OWN, "avoid_cuisines": ["Mexican"]}, "spic")),
    (BOSTON, "central park and a carriage ride", want({**BOSTON_OWN, "must_see": ["Central Park"]}, "carriage")),
]

# A kind of sight said in passing: never refused, never read as a rule, named as a wish the plan cannot promise.
SOFT: list[tuple[str, str, dict]] = [
    (ORLANDO, "a state park or two", want(None, "state park")),
    (DAYTONA, "some street art if i stumble on it", want(None, "street art")),
    (SANTA_ANA, "a playground here and there for the kids", want(KIDS_OWN, "playground")),
    (EVANSVILLE, "a farm with animals for her", want(EVANSVILLE_OWN, "farm")),
    (MOLINE, "a winery or two", want(MOLINE_OWN, "winer")),
    (PITT_NY, "a lighthouse maybe", want(PITT_OWN, "lighthouse")),
    (BATON, "a beach day for the kids", want(BATON_OWN, "beach")),
    (BOSTON, "a couple of jazz bars", want(BOSTON_OWN, "jazz")),
]

# Wishes named for a reason: (base, wish, the request's own reading, the wish's word, the reason's word). The naming
# (or a refusal, the house's way for a mode asked for) must hold both, never "no reader understood", and nothing may be
# read from the wish.
MODES = "modes"  # the reason's word: the sandbox's modes between cities
REASONS: list[tuple[str, str, dict, str, str]] = [
    (ORLANDO, "i'd rather take amtrak between the cities", {}, "amtrak", MODES),
    (DAYTONA, "i'll take the bus between cities", {}, "bus", MODES),
    (SANTA_ANA, "my son's allergic to peanuts", KIDS_OWN, "peanut", "diet"),
    (EVANSVILLE, "she's lactose intolerant", EVANSVILLE_OWN, "lactose", "diet"),
    (MOLINE, "my wife walks with a walker", MOLINE_OWN, "walker", "accessibility"),
    (PITT_NY, "he's deaf, so visual alarms please", PITT_OWN, "deaf", "accessibility"),
    (BATON, "grandma needs a wheelchair accessible place", BATON_OWN, "wheelchair", "accessibility"),
    (BOSTON, "we'd take the train to buffalo", BOSTON_OWN, "train", MODES),
]

# Budgets said in other forms beside the wishes: (request text, the budget it must read, or "refused").
OR_NO_BUDGET = "Plan a 5-day trip from Orlando to 2 cities in Texas for 1 person, March 10 to 14, 2022"
DA_NO_BUDGET = "Plan a 7-day trip from Daytona Beach to 3 cities in Texas for 1 person, March 18 to 24, 2022"
SA_NO_BUDGET = "Plan a 7-day trip from Santa Ana to 3 cities in Texas for 4 people, March 25 to 31, 2022"
EV_NO_BUDGET = "Plan a 5-day trip from Evansville to 2 cities in Texas for 2 people, March 17 to 21, 2022"
MO_NO_BUDGET = "Plan a 7-day trip from Moline to 3 cities in Texas for 2 people, March 19 to 25, 2022"
PI_NO_BUDGET = "Plan a 7-day trip from Pittsburgh to 3 cities in New York for 2 people, March 13 to 19, 2022"
BR_NO_BUDGET = "Plan a 7-day trip from Baton Rouge to 3 cities in Texas for 6 people, March 17 to 23, 2022"
BO_NO_BUDGET = "Plan a 5-day trip from Boston to 2 cities in New York for 2 people, March 7 to 11, 2022"
BUDGETS: list[tuple[str, float | str]] = [
    (OR_NO_BUDGET + ". thirty-one hundred bucks total", 3100.0),
    (DA_NO_BUDGET + ", 3.6k budget", 3600.0),
    (SA_NO_BUDGET + ". we have $5800 to spend", 5800.0),
    (EV_NO_BUDGET + ". $1,400 per person", 2800.0),
    (MO_NO_BUDGET + ". budget's five thousand five hundred", 5500.0),
    (PI_NO_BUDGET + ". $2,650 each", 5300.0),
    (BR_NO_BUDGET + ". 14.6k total", 14600.0),
    (BO_NO_BUDGET + ". 2700 max", 2700.0),
    (OR_NO_BUDGET + ". budget around $3,100", 3100.0),
    (DA_NO_BUDGET + ". can spend 3600", 3600.0),
    (SA_NO_BUDGET + ". $1450 a person", 5800.0),
    (EV_NO_BUDGET + ". twenty eight hundred", 2800.0),
    (MO_NO_BUDGET + ". 5,500 usd", 5500.0),
    (PI_NO_BUDGET + ". total of 5300 dollars", 5300.0),
    (BR_NO_BUDGET + ". fourteen thousand six hundred dollars", 14600.0),
    (BO_NO_BUDGET + ". we've got 2.7 grand", 2700.0),
]

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: list[str] = [
    # read as The Alamo: a name said in short followed by a word of a kind of place the data's name lacks is another
    # place, but "drafthouse" (a cinema) is no kind the readers know
    "the alamo drafthouse",
    # only Dallas read: talk after a dash ("the big 3") makes the sentence more than a list of cities alone
    "dallas, houston, austin - the big 3",
    # read as Six Flags Fiesta Texas: "over" for "fiesta" is within a sight's near miss
    "six flags over texas, the og one",
    # Seafood read beside the sight: "she loves fish" is fish said as food by itself (since this set); beside an
    # aquarium it is the animals, which no rule tells
    "the dallas world aquarium, she loves fish",
    # named whole: "skip it" after a sight said in lower case mid-clause ("creeped out by the giant eyeball") is not
    # tied to it
    "she gets creeped out by the giant eyeball so skip it",
    # named: initials inside a name ("jfk" for John F. Kennedy) are read only for a run of three words or more
    "we can skip the jfk memorial",
    # silent: a reason said as a verdict ("too little for six flags") rules nothing out; no rule reads it
    "the kids are too little for six flags",
    # read with Buffalo also as a city to visit ("hit" is a verb of visiting): harmless, the order holds it anyway
    "hit buffalo first",
    # the restaurant read, "buffalo" named: the city after "over in" is not taken as where the name is
    "big fish eatery over in buffalo",
]
# Of them, the wishes read as nothing and named nowhere (dropped in silence): none may be.
KNOWN_SILENT: list[str] = ["the kids are too little for six flags"]
# Budget texts read otherwise than expected.
KNOWN_BUDGET_GAPS: list[str] = []
# Mixed, soft and reasoned wishes not read as expected.
KNOWN_MIXED_GAPS: list[str] = [
    # the sight read, the outing after "and" dropped: an item after a name said alone in lower case is not looked at
    # (``list_parts.items_unread`` looks after capitalised names only: lower-case values of other readers would be
    # named)
    "reunion tower and a honky tonk",
    "the perot museum and a dinosaur dig for her",
    # read "Spicy" as a restaurant to avoid (a name after "can't do", in none of the trip's cities, with a warning)
    "grandpa can't do spicy, so no mexican",
]
# silent: the clause's "kids" is read as the house rule the request asks, so the clause counts as read
KNOWN_SOFT_GAPS: list[str] = ["a beach day for the kids"]
KNOWN_REASON_GAPS: list[str] = []


(test_the_corpus_reads_as_written, test_no_wish_is_dropped_in_silence, test_the_budget_forms_read_as_written,
 test_mixed_wishes_read_one_part_and_name_the_other, test_a_kind_of_sight_said_in_passing_is_named_never_refused,
 test_a_wish_named_for_a_reason_gives_the_reason) = wish_set(WishSet(
    CORPORA, 323, KNOWN_GAPS, BUDGETS, MIXED, SOFT, REASONS, known_silent=KNOWN_SILENT,
    known_budget_gaps=KNOWN_BUDGET_GAPS, known_mixed_gaps=KNOWN_MIXED_GAPS, known_soft_gaps=KNOWN_SOFT_GAPS,
    known_reason_gaps=KNOWN_REASON_GAPS, least_wishes=340))
