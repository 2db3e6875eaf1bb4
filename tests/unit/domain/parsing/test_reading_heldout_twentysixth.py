"""A twenty-sixth held-out corpus of wishes, written and scored before any fix made for it (issue 38: every wish the
data can answer is read, every one it cannot is named, never dropped in silence, and a legitimate text never refused).

Written by helper WISH26 after the twenty-fifth set was fixed against, before any of the reader's code was read for it,
on seven trips of the public splits no earlier wish set used as a base (three cities of Texas from Gulfport for one,
three cities of New York from Greensboro for two in an entire home, two cities of Michigan from Milwaukee for two
throwing a party in a private room who will not fly, two cities of Texas from Durango for two, two cities of Texas from
Pittsburgh for seven with children, three cities of Texas from Harrisburg for two, Washington from Jacksonville for two
throwing a party), each in the plain shape of the earlier sets' bases with what a traveller adds to it, said as
travellers say them: terse and chatty, typos ("san antoino", "corpus christie", "niagra falls", "muskegan", "lubock",
"housotn", "dalls"), short names and nicknames ("kzoo", "san antone", "the big apple", "nyc", "dc"), lists with "+",
"&", commas and "or", numbers in words ("one twenty a night", "under one fifty a night", "flights under two and a half
hours", "no more than six hours at the wheel"), verdicts said after the thing ("seafood no thx", "giant eyeball? pass",
"detroit's out this time", "kfc is off the table", "pizza hut, nope", "$175 a night, not a penny more"), hedges and
permissions ("abilene i guess", "fast food is ok i guess", "cheap food is fine by me", "budget motels are totally fine
with us"); every kind of the vocabulary: stay ratings, nightly caps per room and per person, house rules wanted and
forbidden several at once ("a no-smoking, no-pets apartment", "smoke-free and party-free place", "pets and smoking
allowed", "we both vape", "we'll have family visiting in dallas"), meal caps ("food budget 30/person/meal"), cuisines of
all fifteen wanted and avoided, misspelt or said by a dish ("sea food", "bar-b-q!", "pizza + deserts", "bubble tea",
"no boba places", "pizza and ice cream places", "coffee shops"), restaurants and sights named loosely with their city
after them, in brackets or in a list ("lunch at martin's bbq (san antonio)", "los aztecas, biryani point and no fast
food", "potter park zoo, lansing") and near misses and names the data lacks ("the magnolia silos", "the maid of the
mist", "sleeping bear dunes", "palo duro canyon", "the lincoln memorial": the data's Washington holds Seattle's sights),
paces on given days ("last day lazy pls", "just 1 thing on day 2", "day 2 packed"), flight windows per leg and per day
("not too late on any flight, nothing after 9pm", "no red eye on the way home", "fly back after 5pm on the 5th", "every
flight between 8am and 6pm"), flight, driving and travel hours ("travel days capped at 9 hours"), the cities to visit,
avoid and order ("houston should come first", "austin in the middle", "none of longview, texarkana or beaumont");
what the data cannot check (a gym, an elevator, a doorman, wifi, parking, a king bed, a balcony, loyalty points and
chains the data lacks, weather, cherry blossoms, a rooftop bar, the metro, diets, autism, a cane, knee surgery) and talk
that asks nothing ("remember the alamo lol", "we got engaged at rockefeller center!", "my husband is a big buddy holly
fan", "grandma's 80th, whole family's coming"), and vague quality and price wishes in new words ("somewhere decent to
sleep", "somewhere really nice, it's our honeymoon", "fancy hotels only", "a classy place to stay", "good food is a
priority", "affordable places to eat", "cheap and cheerful food"). 60 wishes of the first draft were found word for
word (or as an earlier test's opening words) in earlier tests and were written again in other words before the HEAD
figures below. Scored with the earlier sets' helpers (tests/support/reading_scoring.py, tests/support/leftover_scoring.py,
tests/support/wish_sets.py).

HEAD figures (a9f7f9e, the pristine copy, before any fix for this set), of 355 wishes, as first written: read right 253,
named 54, wrongly read 46, false alarm 2, dropped in silence 9 ("somewhere really nice, it's our honeymoon", "detroit's
out this time", "kfc is off the table", "we both vape", "stay out of houston", "abilene i guess", "restaurants good for
little kids", "we'll have family visiting in dallas", "just 1 thing on day 2"); budget texts 13 of 14 ("16.1 grand
total" read as $16,100.000000000002); mixed 6 of 9 ("zilker park and kayaking" and "los aztecas and a jazz club" dropped
their second part, "cadillac ranch and a steakhouse dinner" refused); soft 5 of 7 ("a mission or two", "a water park for
the kids" dropped in silence); reasons 6 of 7 ("i'm recovering from knee surgery" dropped in silence). As finally
written (two expectations corrected after scoring, each marked below): read right 254, named 54, wrongly read 45, false
alarm 2, the rest as above. Worst on HEAD: "not too late on any flight, nothing after 9pm" banned flying (no flight);
"seafood no thx" read as Seafood wanted; "giant eyeball? pass" read as a sight to see; "los aztecas, biryani point and no
fast food" read Biryani Point as Indian food wanted; "lunch at martin's bbq (san antonio)" read as BBQ wanted; "fast food
is ok i guess" read as Fast Food wanted; "$175 a night, not a penny more" refused as a second budget; "a room for under
one fifty a night" refused as a bound on the travellers; "burger king is off the table" refused as a cuisine "burger".

After the fixes made for it (helper WISH26): read right 283, named 56, wrongly read 15, false alarm 1 (``KNOWN_GAPS``,
each with why), none dropped in silence by the set's measure (but "deserts" dropped inside "pizza + deserts", a known
gap); budget texts 14 of 14; mixed 8 of 9; soft 7 of 7; reasons 7 of 7. Causes fixed: a late flight ruled out with no
kind of flight said is a window, never a ban of flying (``flight_time_said.BARE_LATE``,
``flight_window_readers._late_ruled_out``: "not too late on any flight", "nothing too late"); a short "no" or "pass"
after a thing rules it out (``negation.SHORT_NO``, ``negation.SHORT_PASS``, ``said_alone._RULED_OUT``,
``said_alone_stands._VERDICT``); any verdict after a name ("off the table", "a no-go"), run onto it ("detroit's out")
or for this trip ("this time") rules it out (``avoid_sights.SAID_NO``), and a chain so ruled out is one wherever the
trip goes (``restaurant_names.RULED_OUT_AFTER``, ``_named_not_worded``: "kfc is off the table" where the trip's cities
have no KFC; "burger king is off the table" no cuisine; "subway", a plain word, stays named); "none of", "stay out of"
and "no big cities like" rule places out (``avoid_sights.AVOID_CUE``); a restaurant's lower-case name in a list joined
by "and", holding a word English rarely says, is the restaurant (``said_alone_stands._JOINED_BEFORE``,
``_JOINED_AFTER``), and one after a cue with its city in brackets (``names_capitalised._AFTER_NAME``); "1 thing" counts
sights (``pace._SIGHTS``); a city said unsure or sounding good is wished (``visit_cities._JOINING``: "abilene i guess",
"wichita falls sounds fun"), one that "has to happen" too (``must_see.MUST_AFTER``), and Kalamazoo is "kzoo"
(``city_names``); a stop said with a verb of its place (``city_order._BARE_END``: "houston should come first"); the
host's "have family visiting" is visitors, vaping is smoking, for and against, and a stay free of parties forbids them
(``house_rule``); an amount in thousands is exact (``money_amounts``: Decimal); a nightly price capped by "not a penny
more" (``night_price._PRICE_THEN_BOUND``); a price said as people say them after "for under" is no count of travellers
(``people_refused._BOUNDED_PEOPLE``); travel days capped (``day_travel``); the last day said bare opening its clause
(``last_days._LAST_DAYS``); boba is tea (``cuisine._SPELLINGS``); a meal's budget per person per meal with no colon
(``meal_cost._CAP``); restaurants for little children, "somewhere really nice" and an operation on a knee are named
(``cannot_say``), the body's state told as what happened too ("i just had knee surgery": ``cannot_say._lasting``),
outings on the water too (``unanswerable``: kayaking, paddleboarding), and missions, water parks and waterfalls said
loosely (``cannot_say``); a cheap thing allowed asks nothing (``cannot_say._ALLOWED_AFTER``, ``unread._allows_only``,
``misread.PERMISSION``'s "i guess"; never one said of a place asked, "a restaurant where jeans are ok"); a birthday
said by its age after whose it is is talk (``clause_talk._TALK``: "grandma's 80th", the issue's "my mom's 60th"). Every
official query text of train and validation_dev reads as before.
Stop 77 (issue 38): a cuisine said at every meal of a kind is kept at every such meal (docs/vocabulary-meals-sights.md),
so "breakfast tacos every single morning" (Mexican, as tacos are, with their warning, at every breakfast; it was named
for the "every", which held "taco") now reads so, where the set expected the "every" named as not kept (each marked
below).
"""

from __future__ import annotations

from tests.support.leftover_scoring import want
from tests.support.reading_scoring import every_meal, order, pace, window, with_own
from tests.support.wish_sets import WishSet, wish_set

RED_EYE = {"depart_from": "05:00", "depart_until": "20:59", "arrive_until": "23:59"}
MORNING = {"depart_from": "05:00", "depart_until": "11:59"}
AFTERNOON = {"depart_from": "12:00", "depart_until": "17:59"}

# Request texts: trips of the public splits in the plain shape of the earlier sets' bases.
GULF = ("Plan a 7-day trip from Gulfport to 3 cities in Texas for 1 person, March 24 to 30, 2022, with a budget of "
        "$4,200. ")
NEW_YORK = ("Plan a 7-day trip from Greensboro to 3 cities in New York for 2 people, March 20 to 26, 2022, with a "
            "budget of $3,800. We want an entire home. ")
MICHIGAN = ("Plan a 5-day trip from Milwaukee to 2 cities in Michigan for 2 people, March 21 to 25, 2022, with a "
            "budget of $1,700. We're throwing a party, so the place must allow parties; we want a private room and we "
            "won't fly. ")
DURANGO = ("Plan a 5-day trip from Durango to 2 cities in Texas for 2 people, March 27 to 31, 2022, with a budget of "
           "$2,300. ")
PITTSBURGH = ("Plan a 5-day trip from Pittsburgh to 2 cities in Texas for 7 people, March 5 to 9, 2022, with a budget "
              "of $16,100. We're bringing children under 10. ")
HARRISBURG = ("Plan a 7-day trip from Harrisburg to 3 cities in Texas for 2 people, March 8 to 14, 2022, with a budget "
              "of $4,100. ")
CAPITAL = ("Plan a 3-day trip from Jacksonville to Washington for 2 people, March 3 to 5, 2022, with a budget of "
           "$1,000. Parties must be allowed where we stay. ")
# What each request asks by itself, kept beside every wish appended to it.
NEW_YORK_OWN = {"room_type": "entire room"}
MICHIGAN_OWN = {"house_rule": "parties", "room_type": "private room", "transportation": "no flight"}
KIDS_OWN = {"house_rule": "children under 10"}
CAPITAL_OWN = {"house_rule": "parties"}

# (wish, the local constraints it adds to the request's own) or (wish, "named: <words the naming holds>")
GULF_CORPUS = [
    ("san antonio, austin + corpus christi", {"visit_cities": ["San Antonio", "Austin", "Corpus Christi"]}),
    ("gotta include waco", {"visit_cities": ["Waco"]}),
    ("anywhere but laredo", {"avoid_cities": ["Laredo"]}),
    ("no brownsville, no del rio", {"avoid_cities": ["Brownsville", "Del Rio"]}),
    ("san antoino for sure", {"visit_cities": ["San Antonio"]}),
    ("corpus christie", {"visit_cities": ["Corpus Christi"]}),
    ("end in austin", order("Austin", -1)),
    ("waco then austin", order("Waco", before="Austin")),
    ("the alamo, obviously", {"must_see": ["The Alamo"]}),
    ("walk the riverwalk in san antonio", {"must_see": ["San Antonio River Walk"]}),
    ("uss lexington in corpus christi", {"must_see": ["USS Lexington"]}),
    ("the texas state aquarium", {"must_see": ["Texas State Aquarium"]}),
    ("dr pepper museum!!", {"must_see": ["Dr Pepper Museum"]}),
    ("the texas ranger museum in waco", {"must_see": ["Texas Ranger Hall of Fame & Museum"]}),
    ("the selena museum in corpus, im a huge fan", {"must_see": ["Selena Museum"]}),
    ("blanton art museum", {"must_see": ["Blanton Museum of Art"]}),
    ("seaworld can be skipped", {"avoid_sights": ["SeaWorld San Antonio"]}),
    ("ripleys believe it or not = no", {"avoid_sights": ["Ripley's Believe It or Not!"]}),
    ("the magnolia silos in waco", "named: magnolia"),
    ("catch the spurs at home", "named: spurs"),
    ("lunch at martin's bbq (san antonio)", {"eat_at": ["Martin's BBQ"]}),
    ("the boozy cow for one dinner", {"eat_at": ["The Boozy Cow"]}),
    ("first gear cafe (waco)", {"eat_at": ["First Gear Cafe"]}),
    ("mcdonald's, not once", {"avoid_restaurants": ["McDonald's"]}),
    ("mexican food mostly", {"cuisine": ["Mexican"]}),
    ("i dont eat sea food", {"avoid_cuisines": ["Seafood"]}),
    ("some good bbq and a bakery or two", {"more_cuisines": ["BBQ", "Bakery"]}),
    # stop 77: read at every such meal (was named)
    ("breakfast tacos every single morning", {"cuisine": ["Mexican"], "meal_wishes": every_meal("Mexican", "breakfast")}),
    ("food under 12 bucks a meal", {"max_meal_cost": 12.0}),
    ("eat only at places rated 4.2+", {"min_rating": 4.2}),
    ("lodging rated at least three", {"min_stay_rating": 3.0}),
    ("one twenty a night max for the room", {"max_night_price": 120.0}),
    ("fly out of gulfport after 9", {"flight_times": [window(leg="outbound", depart_from="09:00")]}),
    ("home to gulfport by 7pm", {"flight_times": [window(leg="return", arrive_until="19:00")]}),
    ("no redeyes, i need my sleep", {"flight_times": [window(**RED_EYE)]}),
    ("nothing over 3 hours in the air", {"max_flight_hours": 3.0}),
    ("if i drive, no more than five hrs behind the wheel daily", {"max_driving_hours": 5.0}),
    ("travel days capped at 9 hours", {"max_travel_hours": 9.0}),
    ("two to three sights each day", pace(most=3, least=2)),
    ("last day lazy pls", pace(most=1, days=(7,))),
    ("a private room is all i need", {"room_type": "private room"}),
    ("i'm a smoker fyi", {"house_rule": "smoking"}),
    ("no pets where i stay pls, allergies", {"stay_forbids": ["pets"]}),
    ("i need a gym at the hotel", "named: gym"),
    ("i need gluten free options", "named: gluten"),
    ("close to the airport if possible", "named: airport"),
    ("san antonio, the alamo and bbq",
     {"visit_cities": ["San Antonio"], "must_see": ["The Alamo"], "more_cuisines": ["BBQ"]}),
    ("first solo trip since retiring", {}),
    ("remember the alamo lol", {}),
    ("somewhere decent to sleep", "named: decent"),
    ("cheap food is fine by me", {}),
]

NEW_YORK_CORPUS = with_own(NEW_YORK_OWN, [
    ("nyc + buffalo + niagara falls", {"visit_cities": ["New York", "Buffalo", "Niagara Falls"]}),
    ("rochester is a must-do", {"visit_cities": ["Rochester"]}),
    ("no islip", {"avoid_cities": ["Islip"]}),
    ("leave out plattsburgh and ogdensburg", {"avoid_cities": ["Plattsburgh", "Ogdensburg"]}),
    ("syracuse def", {"visit_cities": ["Syracuse"]}),
    ("niagra falls!!", {"visit_cities": ["Niagara Falls"]}),
    ("the big apple last", order("New York", -1)),
    ("start in albany", order("Albany", 1)),
    ("statue of liberty + empire state bldg", {"must_see": ["Statue of Liberty", "Empire State Building"]}),
    ("walk the high line", {"must_see": ["The High Line"]}),
    ("pay respects at the 9/11 memorial", {"must_see": ["9/11 Memorial & Museum"]}),
    ("the museum of play in rochester", {"must_see": ["The Strong National Museum of Play"]}),
    ("the maid of the mist", "named: maid of the mist"),
    ("cave of the winds at the falls", {"must_see": ["Cave of the Winds"]}),
    ("buffalo zoo for sure", {"must_see": ["The Buffalo Zoo"]}),
    ("the martin house by frank lloyd wright", {"must_see": ["Frank Lloyd Wright's Martin House"]}),
    ("george eastman museum pls", {"must_see": ["George Eastman Museum"]}),
    ("the erie canal museum in syracuse", {"must_see": ["Erie Canal Museum"]}),
    ("times square is a hard pass", {"avoid_sights": ["Times Square"]}),
    ("not the museum of ice cream", {"avoid_sights": ["MUSEUM OF ICE CREAM"]}),
    ("tickets to a broadway musical", "named: broadway"),
    ("a morning at the met museum", "named: met"),
    ("sir john bakery cafe one morning", {"eat_at": ["Sir John Bakery Cafe"]}),
    ("the chimney bar-be-que in buffalo", {"eat_at": ["The Chimney Bar-Be-Que"]}),
    ("tibbys in buffalo for cajun", {"eat_at": ["Tibby's New Orleans Kitchen"]}),
    ("dunkin donuts never", {"avoid_restaurants": ["Dunkin' Donuts"]}),
    ("chinese, indian, french or american", {"cuisine": ["Chinese", "Indian", "French", "American"]}),
    ("no mexican please", {"avoid_cuisines": ["Mexican"]}),
    ("pizza + deserts", {"more_cuisines": ["Pizza", "Desserts"]}),
    ("real wings in buffalo", "named: wing"),
    ("meals $35 or less each", {"max_meal_cost": 35.0}),
    ("restaurants at 4 stars+", {"min_rating": 4.0}),
    ("airbnbs rated 4.5+", {"min_stay_rating": 4.5}),
    ("cap the rental at 400/nt", {"max_night_price": 400.0}),
    ("max 150 each per night", {"max_night_price_per_person": 150.0}),
    ("we fly out of greensboro after lunch", {"flight_times": [window(leg="outbound", depart_from="12:00")]}),
    ("flight back should touch down before 11pm", {"flight_times": [window(leg="return", arrive_until="23:00")]}),
    ("no super early flights", {"flight_times": [window(depart_from="08:00")]}),
    ("flights under two and a half hours", {"max_flight_hours": 2.5}),
    ("no more than six hours at the wheel a day", {"max_driving_hours": 6.0}),
    ("no more than 3 things on any day", pace(most=3)),
    ("day 1 should be light, just one sight", pace(most=1, days=(1,))),
    ("my brother may crash with us one night", {"house_rule": "visitors"}),
    ("and our cat, she travels well", {"house_rule": "pets"}),
    ("a no-smoking, no-pets apartment", {"stay_forbids": ["smoking", "pets"]}),
    ("an elevator building, my knees are bad", "named: elevator"),
    ("a doorman building", "named: doorman"),
    ("buffalo, the buffalo zoo and bbq",
     {"visit_cities": ["Buffalo"], "must_see": ["The Buffalo Zoo"], "more_cuisines": ["BBQ"]}),
    ("we got engaged at rockefeller center!", {}),
    ("my grandparents came through ellis island", {}),
    ("somewhere really nice, it's our honeymoon", "named: nice"),
])

MICHIGAN_CORPUS = with_own(MICHIGAN_OWN, [
    ("grand rapids and lansing", {"visit_cities": ["Grand Rapids", "Lansing"]}),
    ("kzoo for sure", {"visit_cities": ["Kalamazoo"]}),
    ("detroit's out this time", {"avoid_cities": ["Detroit"]}),
    ("no escanaba or iron mountain, too far north", {"avoid_cities": ["Escanaba", "Iron Mountain"]}),
    ("muskegan", {"visit_cities": ["Muskegon"]}),
    ("traverse city has to happen", {"visit_cities": ["Traverse City"]}),
    ("lansing 2nd", order("Lansing", 2)),
    ("kalamazoo, then grand rapids", order("Kalamazoo", before="Grand Rapids")),
    ("the gerald ford museum", {"must_see": ["The Gerald R. Ford Presidential Museum"]}),
    ("meijer gardens for the sculptures", {"must_see": ["Frederik Meijer Gardens & Sculpture Park"]}),
    ("the john ball zoo in gr", {"must_see": ["John Ball Zoo"]}),
    ("impression 5 in lansing", {"must_see": ["Impression 5 Science Center"]}),
    ("air zoo (kalamazoo)", {"must_see": ["Air Zoo Aerospace & Science Museum"]}),
    ("potter park zoo, lansing", {"must_see": ["Potter Park Zoo"]}),
    ("tour the silversides submarine", {"must_see": ["USS Silversides Submarine Museum"]}),
    ("motown museum pls!!", {"must_see": ["Motown Museum"]}),
    ("ruse escape rooms, no", {"avoid_sights": ["The Ruse Escape Rooms"]}),
    ("no love your selfie factory", {"avoid_sights": ["Love Your Selfie Factory"]}),
    ("the sleeping bear dunes pls", "named: sleeping bear"),
    ("tigers baseball", "named: tigers"),
    ("hueys on the river in lansing", {"eat_at": ["Huey's On The River"]}),
    ("giulios greek and italian", {"eat_at": ["Giulios Greek & Italian Restaurant"]}),
    ("dukes pastry shop in muskegon", {"eat_at": ["Duke's Pastry Shop"]}),
    ("kfc is off the table", {"avoid_restaurants": ["KFC"]}),
    ("italian or mediterranean, either", {"cuisine": ["Italian", "Mediterranean"]}),
    ("we hate indian food", {"avoid_cuisines": ["Indian"]}),
    ("bubble tea and a cafe or two", {"more_cuisines": ["Tea", "Cafe"]}),
    ("fast food is ok i guess", {}),
    ("a real yooper pasty", "named: pasty"),
    ("cheap meals, like 10-15 a person", {"max_meal_cost": 15.0}),
    ("restaurants 3.5 stars or more", {"min_rating": 3.5}),
    ("places to stay rated 4 or up", {"min_stay_rating": 4.0}),
    ("under $90 a night", {"max_night_price": 90.0}),
    ("45 pp per night tops", {"max_night_price_per_person": 45.0}),
    ("we'll drive but 3 hrs a day max", {"max_driving_hours": 3.0}),
    ("no more than 5 hours of travelling a day", {"max_travel_hours": 5.0}),
    ("if we take a cab, keep it under 2 hours a day", {"max_driving_hours": 2.0}),
    ("at least two attractions each day", pace(least=2)),
    ("max one sight on day 3 (hangover day lol)", pace(most=1, days=(3,))),
    ("a couple friends will stop by", {"more_house_rules": ["visitors"]}),
    ("we both vape", {"more_house_rules": ["smoking"]}),
    ("no kids in the building please", {"stay_forbids": ["children under 10"]}),
    ("a place with a hot tub and a fire pit", "named: hot tub"),
    ("free parking for our car", "named: parking"),
    ("somewhere with wifi, i have to work", "named: wifi"),
    ("lansing, potter park zoo and chinese",
     {"visit_cities": ["Lansing"], "must_see": ["Potter Park Zoo"], "cuisine": ["Chinese"]}),
    ("it's my buddy's bachelor party", {}),
    ("we're big craft beer nerds", {}),
    ("good food is a priority", "named: good food"),
    ("budget motels are totally fine with us", {}),
])

DURANGO_CORPUS = [
    ("el paso + lubbock", {"visit_cities": ["El Paso", "Lubbock"]}),
    ("amarillo has to be one", {"visit_cities": ["Amarillo"]}),
    ("stay out of houston", {"avoid_cities": ["Houston"]}),
    ("no big cities like dallas or houston", {"avoid_cities": ["Dallas", "Houston"]}),
    ("lubock", {"visit_cities": ["Lubbock"]}),
    ("abilene i guess", {"visit_cities": ["Abilene"]}),
    ("do el paso first", order("El Paso", 1)),
    ("san angelo at the end", order("San Angelo", -1)),
    ("cadillac ranch to spray paint a car", {"must_see": ["Cadillac Ranch"]}),
    ("the american windmill museum", {"must_see": ["American Windmill Museum"]}),
    ("prairie dog town in lubbock", {"must_see": ["Prairie Dog Town"]}),
    ("franklin mountains state park", {"must_see": ["Franklin Mountains State Park"]}),
    ("the border patrol museum", {"must_see": ["National Border Patrol Museum"]}),
    ("the quarter horse hall of fame", {"must_see": ["American Quarter Horse Hall of Fame & Museum"]}),
    ("frontier texas in abilene", {"must_see": ["Frontier Texas!"]}),
    ("fort concho", {"must_see": ["Fort Concho National Historic Landmark"]}),
    ("not the wonderland amusement park", {"avoid_sights": ["Wonderland Amusement Park"]}),
    ("skip the abilene zoo", {"avoid_sights": ["Abilene Zoo"]}),
    ("palo duro canyon", "named: palo duro"),
    ("white sands", "named: white sands"),
    ("the big buddha grill in el paso", {"eat_at": ["The Big Buddha Grill"]}),
    ("grand barbeque buffet", {"eat_at": ["Grand Barbeque Buffet Restaurant"]}),
    ("komachi in amarillo", {"eat_at": ["Komachi"]}),
    ("no burger king and no kfc", {"avoid_restaurants": ["Burger King", "KFC"]}),
    ("chinese and indian", {"cuisine": ["Chinese", "Indian"]}),
    ("nothing french, nothing italian", {"avoid_cuisines": ["French", "Italian"]}),
    ("bar-b-q!", {"more_cuisines": ["BBQ"]}),
    ("seafood no thx", {"avoid_cuisines": ["Seafood"]}),
    ("hatch green chile everything", "named: chile"),
    ("meals twenty bucks or under", {"max_meal_cost": 20.0}),
    ("4.6+ restaurants", {"min_rating": 4.6}),
    ("stays 2 stars min", {"min_stay_rating": 2.0}),
    ("a room for under one fifty a night", {"max_night_price": 150.0}),
    ("we'll split the room, $60 each a night max", {"max_night_price_per_person": 60.0}),
    ("leave durango in the morning", {"flight_times": [window(leg="outbound", **MORNING)]}),
    ("fly home after 2pm", {"flight_times": [window(leg="return", depart_from="14:00")]}),
    ("no flights landing after 11:30pm", {"flight_times": [window(arrive_until="23:30")]}),
    ("no flight over 90 minutes", {"max_flight_hours": 1.5}),
    ("driving max 7 hours a day", {"max_driving_hours": 7.0}),
    ("4 sights a day minimum", pace(least=4)),
    ("take it easy on the last two days", pace(most=1, days=(4, 5))),
    # corrected after scoring to the benchmark's "not shared room" (room_type's labelling), then back in stop 80 to the
    # entire room as first written: the benchmark says "not shared" beside a private room only (room_type._narrowed)
    ("an entire apartment, not a shared room", {"room_type": "entire room"}),
    ("my wife smokes", {"house_rule": "smoking"}),
    ("a place that allows pets and visitors", {"house_rule": "pets", "more_house_rules": ["visitors"]}),
    ("a hotel with a pool and a gym", "named: pool"),
    ("im diabetic so low sugar meals", "named: diabetic"),
    ("el paso, the el paso zoo and mexican",
     {"visit_cities": ["El Paso"], "must_see": ["El Paso Zoo and Botanical Gardens"], "cuisine": ["Mexican"]}),
    ("we just retired!", {}),
    ("my husband is a big buddy holly fan", {}),
    ("fancy hotels only", "named: fancy"),
]

PITTSBURGH_CORPUS = with_own(KIDS_OWN, [
    ("houston & san antonio", {"visit_cities": ["Houston", "San Antonio"]}),
    ("dallas is non-negotiable", {"visit_cities": ["Dallas"]}),
    ("avoid el paso", {"avoid_cities": ["El Paso"]}),
    ("not amarillo, not lubbock", {"avoid_cities": ["Amarillo", "Lubbock"]}),
    ("housotn", {"visit_cities": ["Houston"]}),
    ("san antone, yall", {"visit_cities": ["San Antonio"]}),
    ("houston should come first", order("Houston", 1)),
    ("finish in dallas", order("Dallas", -1)),
    ("the childrens museum houston", {"must_see": ["Children's Museum Houston"]}),
    ("houston zoo + downtown aquarium", {"must_see": ["Houston Zoo", "Downtown Aquarium"]}),
    ("houston's natural science museum", {"must_see": ["Houston Museum of Natural Science"]}),
    ("legoland discovery center in san antonio", {"must_see": ["LEGOLAND Discovery Center San Antonio"]}),
    ("morgans wonderland", {"must_see": ["Morgan's Wonderland"]}),
    ("doseum for the little ones", {"must_see": ["The DoSeum"]}),
    ("natural bridge caverns tour", {"must_see": ["Natural Bridge Caverns"]}),
    ("six flags fiesta texas!!", {"must_see": ["Six Flags Fiesta Texas"]}),
    ("skip the beer can house", {"avoid_sights": ["Beer Can House"]}),
    ("no sisters grimm ghost tour", {"avoid_sights": ["Sisters Grimm Ghost Tours & Oddities Parlor"]}),
    ("schlitterbahn waterpark", "named: schlitterbahn"),
    ("an astros game", "named: astros"),
    ("taj cafe in houston", {"eat_at": ["Taj Cafe"]}),
    ("hurry curry express", {"eat_at": ["Hurry Curry Express"]}),
    ("burger queen drive-in, the kids will love it", {"eat_at": ["Burger Queen Drive In"]}),
    ("no starbucks runs", {"avoid_restaurants": ["Starbucks"]}),
    ("american food, kids are picky", {"cuisine": ["American"]}),
    ("no mediterranean or french, kids won't touch it", {"avoid_cuisines": ["Mediterranean", "French"]}),
    ("pizza and ice cream places", {"more_cuisines": ["Pizza", "Desserts"]}),
    ("no fast food joints, period", {"avoid_cuisines": ["Fast Food"]}),
    ("restaurants good for little kids", "named: kid"),
    ("meals 25 max a head", {"max_meal_cost": 25.0}),
    ("eateries 3+ stars", {"min_rating": 3.0}),
    ("rentals with 4+ ratings", {"min_stay_rating": 4.0}),
    ("up to $800 a night", {"max_night_price": 800.0}),
    ("no more than 120 per person per nite", {"max_night_price_per_person": 120.0}),
    ("out of pittsburgh after 10am", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("kids need to be home by 8pm on the 9th", {"flight_times": [window(leg="return", arrive_until="20:00")]}),
    ("no flights before 9am at all", {"flight_times": [window(depart_from="09:00")]}),
    ("max four hour flights", {"max_flight_hours": 4.0}),
    ("the kids can't do more than 3 hours of driving a day", {"max_driving_hours": 3.0}),
    ("2 things a day, the kids get tired", pace(most=2, least=2)),
    ("day 2 packed", pace(least=2, days=(2,))),
    ("an entire house for the 7 of us", {"room_type": "entire room"}),
    ("the in-laws' poodle too", {"more_house_rules": ["pets"]}),
    ("smoke-free and party-free place", {"stay_forbids": ["smoking", "parties"]}),
    ("cribs for the twins", "named: crib"),
    ("my son is autistic so quiet places please", "named: quiet"),
    ("a minivan rental", "named: minivan"),
    ("san antonio, the doseum and pizza",
     {"visit_cities": ["San Antonio"], "must_see": ["The DoSeum"], "more_cuisines": ["Pizza"]}),
    ("first time flying for the kids!", {}),
    ("grandma's 80th, whole family's coming", {}),
    ("affordable places to eat", "named: affordable"),
])

HARRISBURG_CORPUS = [
    ("dallas, waco and austin", {"visit_cities": ["Dallas", "Waco", "Austin"]}),
    ("must include corpus christi", {"visit_cities": ["Corpus Christi"]}),
    ("pass on killeen", {"avoid_cities": ["Killeen"]}),
    ("none of longview, texarkana or beaumont", {"avoid_cities": ["Longview", "Texarkana", "Beaumont"]}),
    ("dalls", {"visit_cities": ["Dallas"]}),
    ("wichita falls sounds fun", {"visit_cities": ["Wichita Falls"]}),
    ("austin in the middle", order("Austin", 2)),
    ("dallas should be our last city", order("Dallas", -1)),
    ("stand in dealey plaza", {"must_see": ["Dealey Plaza"]}),
    ("the arboretum in dallas", {"must_see": ["The Dallas Arboretum and Botanical Garden"]}),
    ("the bush presidential center", {"must_see": ["George W. Bush Presidential Center"]}),
    ("the texas capitol building", {"must_see": ["Texas Capitol"]}),
    ("zilker park", {"must_see": ["Zilker Metropolitan Park"]}),
    ("the bullock museum", {"must_see": ["Bullock Texas State History Museum"]}),
    ("waco mammoth site", {"must_see": ["Waco Mammoth National Monument"]}),
    ("the cameron park zoo in waco", {"must_see": ["Cameron Park Zoo"]}),
    ("the umlauf sculpture garden", {"must_see": ["Umlauf Sculpture Garden & Museum"]}),
    ("giant eyeball? pass", {"avoid_sights": ["Giant Eyeball"]}),
    ("skip the texas selfie museum", {"avoid_sights": ["Texas Selfie Museum"]}),
    ("sixth street bars", "named: sixth street"),
    ("a cowboys game at att stadium", "named: cowboys"),
    ("firefly india in dallas", {"eat_at": ["Firefly India"]}),
    ("yo tibet", {"eat_at": ["Yo Tibet"]}),
    ("mr lobo in waco", {"eat_at": ["Mr. Lobo"]}),
    ("chin pokli (austin)", {"eat_at": ["Chin Pokli"]}),
    ("pizza hut, nope", {"avoid_restaurants": ["Pizza Hut"]}),
    ("italian + french", {"cuisine": ["Italian", "French"]}),
    ("zero chinese food", {"avoid_cuisines": ["Chinese"]}),
    ("coffee shops and bakeries", {"more_cuisines": ["Cafe", "Bakery"]}),
    ("no boba places", {"avoid_cuisines": ["Tea"]}),
    ("brisket at least once", "named: brisket"),
    ("food budget 30/person/meal", {"max_meal_cost": 30.0}),
    ("eat where it's rated 4+", {"min_rating": 4.0}),
    ("hotels 3.5 and up", {"min_stay_rating": 3.5}),
    ("$175 a night, not a penny more", {"max_night_price": 175.0}),
    ("80 per head per night max", {"max_night_price_per_person": 80.0}),
    ("leave harrisburg no earlier than 7:30", {"flight_times": [window(leg="outbound", depart_from="07:30")]}),
    ("flight home in the afternoon", {"flight_times": [window(leg="return", **AFTERNOON)]}),
    # corrected after scoring: two statements of the same flights make one window, the stricter bound kept ("not too
    # late" departs by 20:59); first written as 9pm alone
    ("not too late on any flight, nothing after 9pm", {"flight_times": [window(depart_until="20:59")]}),
    ("non-stop flights only", "named: stop"),
    ("no flight longer than 3h", {"max_flight_hours": 3.0}),
    ("no more than 6 hours driving on any day", {"max_driving_hours": 6.0}),
    ("three sights a day max", pace(most=3)),
    ("first day slow", pace(most=1, days=(1,))),
    ("private room or entire place, no shared", {"room_type": "not shared room"}),
    ("we'll have family visiting in dallas", {"house_rule": "visitors"}),
    ("king bed, not two queens", "named: king"),
    ("balcony would be great", "named: balcony"),
    ("hilton honors points", "named: hilton"),
    ("austin, the texas capitol and italian",
     {"visit_cities": ["Austin"], "must_see": ["Texas Capitol"], "cuisine": ["Italian"]}),
    ("never been this far south", {}),
    ("a really good hotel for once", "named: good"),
]

CAPITAL_CORPUS = with_own(CAPITAL_OWN, [
    ("the lincoln memorial", "named: lincoln"),
    ("the smithsonian air and space museum", "named: smithsonian"),
    ("tour the white house", "named: white house"),
    ("the national mall at night", "named: mall"),
    ("dinner at los aztecas", {"eat_at": ["Los Aztecas"]}),
    ("hemingway's island grill one night", {"eat_at": ["Hemingway's Island Grill"]}),
    ("the hangar for drinks", {"eat_at": ["The Hangar"]}),
    ("manna java world cafe for coffee", {"eat_at": ["Manna Java World Cafe"]}),
    ("biryani point!", {"eat_at": ["Biryani Point"]}),
    ("baskin robbins is a no", {"avoid_restaurants": ["Baskin Robbins"]}),
    ("cafe coffee day, not", {"avoid_restaurants": ["Cafe Coffee Day"]}),
    ("mexican or mediterranean", {"cuisine": ["Mexican", "Mediterranean"]}),
    ("no american food, we want something different", {"avoid_cuisines": ["American"]}),
    ("dessert spots!", {"more_cuisines": ["Desserts"]}),
    ("tea shops, not coffee shops", {"more_cuisines": ["Tea"], "avoid_cuisines": ["Cafe"]}),
    ("no bbq or seafood", {"avoid_cuisines": ["BBQ", "Seafood"]}),
    ("mumbo sauce wings", "named: mumbo"),
    ("halal food only for us", "named: halal"),
    ("meals max $22 a person", {"max_meal_cost": 22.0}),
    ("eateries no lower than 3.7", {"min_rating": 3.7}),
    ("the airbnb must be rated at least 4", {"min_stay_rating": 4.0}),
    ("under $300 per night for the place", {"max_night_price": 300.0}),
    ("$100 per person a night, max", {"max_night_price_per_person": 100.0}),
    ("leave jacksonville before noon", {"flight_times": [window(leg="outbound", depart_until="12:00")]}),
    ("land in dc by 3pm", {"flight_times": [window(leg="outbound", arrive_until="15:00")]}),
    ("fly back after 5pm on the 5th", {"flight_times": [window(leg="return", depart_from="17:00")]}),
    ("the flight home shouldn't be too late, before 8pm", {"flight_times": [window(leg="return", depart_until="20:00")]}),
    ("no red eye on the way home", {"flight_times": [window(leg="return", **RED_EYE)]}),
    ("every flight between 8am and 6pm", {"flight_times": [window(depart_from="08:00", depart_until="18:00")]}),
    ("2 hr flights max", {"max_flight_hours": 2.0}),
    ("only flights, no driving", {"transportation": "no self-driving"}),
    ("just 1 thing on day 2", pace(most=1, days=(2,))),
    ("we want a busy schedule", pace(least=2)),
    ("a whole condo to ourselves", {"room_type": "entire room"}),
    ("and people coming over", {"more_house_rules": ["visitors"]}),
    ("plus my buddy's dog", {"more_house_rules": ["pets"]}),
    ("no kids at the place, it's a party", {"stay_forbids": ["children under 10"]}),
    ("pets and smoking allowed", {"more_house_rules": ["pets", "smoking"]}),
    ("walking distance to the metro", "named: metro"),
    ("for the cherry blossoms", "named: cherry blossom"),
    ("warm weather please", "named: weather"),
    ("a rooftop bar one evening", "named: rooftop"),
    ("near the capitol", "named: capitol"),
    ("marriott bonvoy only", "named: marriott"),
    ("los aztecas, biryani point and no fast food",
     {"eat_at": ["Los Aztecas", "Biryani Point"], "avoid_cuisines": ["Fast Food"]}),
    ("it's my best friend's 30th", {}),
    ("we love history", {}),
    ("first time in the capital!", {}),
    ("cheap and cheerful food", "named: cheap"),
    ("a classy place to stay", "named: classy"),
])

CORPORA = ((GULF, GULF_CORPUS), (NEW_YORK, NEW_YORK_CORPUS), (MICHIGAN, MICHIGAN_CORPUS), (DURANGO, DURANGO_CORPUS),
           (PITTSBURGH, PITTSBURGH_CORPUS), (HARRISBURG, HARRISBURG_CORPUS), (CAPITAL, CAPITAL_CORPUS))

# Wishes that read one part and name the other, checked whole: (base, wish, expected outcome).
MIXED: list[tuple[str, str, dict]] = [
    (GULF, "the alamo plus a mariachi band", want({"must_see": ["The Alamo"]}, "mariachi")),
    (NEW_YORK, "the high line and a yankees game", want({**NEW_YORK_OWN, "must_see": ["The High Line"]}, "yankees")),
    (MICHIGAN, "john ball zoo and a pool at the hotel", want({**MICHIGAN_OWN, "must_see": ["John Ball Zoo"]}, "pool")),
    (DURANGO, "cadillac ranch and a steakhouse dinner", want({"must_see": ["Cadillac Ranch"]}, "steak")),
    (PITTSBURGH, "the houston zoo and a splash pad", want({**KIDS_OWN, "must_see": ["Houston Zoo"]}, "splash")),
    (HARRISBURG, "zilker park and kayaking", want({"must_see": ["Zilker Metropolitan Park"]}, "kayak")),
    (CAPITAL, "los aztecas and a jazz club", want({**CAPITAL_OWN, "eat_at": ["Los Aztecas"]}, "jazz")),
    # stop 77: read at every such meal (was named)
    (GULF, "mexican food for every lunch", want({"cuisine": ["Mexican"], "meal_wishes": every_meal("Mexican", "lunch")})),
    (HARRISBURG, "reunion tower at sunset", want({"must_see": ["Reunion Tower"]}, "time")),
]

# A kind of sight said in passing: never refused, never read as a rule, named as a wish the plan cannot promise.
SOFT: list[tuple[str, str, dict]] = [
    (GULF, "a mission or two", want(None, "mission")),
    (NEW_YORK, "a couple of waterfalls", want(NEW_YORK_OWN, "waterfall")),
    (MICHIGAN, "a brewery maybe", want(MICHIGAN_OWN, "brewer")),
    (DURANGO, "some hiking if there's time", want(None, "hik")),
    (PITTSBURGH, "a water park for the kids", want(KIDS_OWN, "water park")),
    (HARRISBURG, "a few live music spots", want(None, "music")),
    (CAPITAL, "a couple of monuments", want(CAPITAL_OWN, "monument")),
]

# Wishes named for a reason: (base, wish, the request's own reading, the wish's word, the reason's word). The naming
# (or a refusal, the house's way for a mode asked for) must hold both, never "no reader understood", and nothing may be
# read from the wish.
MODES = "modes"  # the reason's word: the sandbox's modes between cities
REASONS: list[tuple[str, str, dict, str, str]] = [
    (GULF, "i'd rather take the greyhound between cities", {}, "greyhound", MODES),
    (NEW_YORK, "amtrak from nyc to buffalo", NEW_YORK_OWN, "amtrak", MODES),
    (MICHIGAN, "we'll take the megabus", MICHIGAN_OWN, "megabus", MODES),
    (DURANGO, "my husband is hard of hearing", {}, "hearing", "accessibility"),
    (PITTSBURGH, "one of the kids has a peanut allergy", KIDS_OWN, "peanut", "diet"),
    (HARRISBURG, "my wife uses a cane", {}, "cane", "accessibility"),
    (CAPITAL, "i'm recovering from knee surgery", CAPITAL_OWN, "knee", "accessibility"),
]

# Budgets said in other forms beside the wishes: (request text, the budget it must read, or "refused").
GULF_NO_BUDGET = "Plan a 7-day trip from Gulfport to 3 cities in Texas for 1 person, March 24 to 30, 2022"
NY_NO_BUDGET = "Plan a 7-day trip from Greensboro to 3 cities in New York for 2 people, March 20 to 26, 2022"
MI_NO_BUDGET = "Plan a 5-day trip from Milwaukee to 2 cities in Michigan for 2 people, March 21 to 25, 2022"
DU_NO_BUDGET = "Plan a 5-day trip from Durango to 2 cities in Texas for 2 people, March 27 to 31, 2022"
PI_NO_BUDGET = "Plan a 5-day trip from Pittsburgh to 2 cities in Texas for 7 people, March 5 to 9, 2022"
HA_NO_BUDGET = "Plan a 7-day trip from Harrisburg to 3 cities in Texas for 2 people, March 8 to 14, 2022"
DC_NO_BUDGET = "Plan a 3-day trip from Jacksonville to Washington for 2 people, March 3 to 5, 2022"
BUDGETS: list[tuple[str, float | str]] = [
    (GULF_NO_BUDGET + ". 4.2k all in", 4200.0),
    (NY_NO_BUDGET + ", $1,900 each", 3800.0),
    (MI_NO_BUDGET + ". seventeen hundred dollars", 1700.0),
    (DU_NO_BUDGET + ". budget: 2300", 2300.0),
    (PI_NO_BUDGET + ". 16.1 grand total", 16100.0),
    (HA_NO_BUDGET + ". $4100 tops", 4100.0),
    (DC_NO_BUDGET + ". one thousand bucks", 1000.0),
    (GULF_NO_BUDGET + ", budget is 4,200 usd", 4200.0),
    (NY_NO_BUDGET + ". we can spend up to $3,800", 3800.0),
    (MI_NO_BUDGET + ". 1.7K", 1700.0),
    (DU_NO_BUDGET + ". $1,150 per person", 2300.0),
    (PI_NO_BUDGET + ". 16,100 dollars", 16100.0),
    (HA_NO_BUDGET + ". max spend 4100", 4100.0),
    (DC_NO_BUDGET + ". 500 each", 1000.0),
]

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: list[str] = [
    # named: "christie" is a word (a name) of its own, so no typo of Corpus Christi's "christi" is guessed
    "corpus christie",
    # named: "riverwalk" run together is no word of "San Antonio River Walk" (a sight's words run together are not
    # split, as a city's are)
    "walk the riverwalk in san antonio",
    # read with Waco also as a city to visit: the city said beside a sight is read as a wish of its own (harmless: the
    # plan goes there for the sight anyway; "potter park zoo, lansing" is read since the twenty-seventh set: the name's
    # own city after a comma is where it is, ``query._PLACE_AFTER_COMMA``; "kalamazoo, then grand rapids" reads since
    # the thirtieth set: ", then <city>" is the order alone, ``visit_cities._ORDER_AFTER``)
    "the texas ranger museum in waco",
    # false alarm: a slogan naming a sight ("remember the alamo") is read as a wish to see it; no slogan list is kept
    "remember the alamo lol",
    # the cave read, "the falls" (Niagara Falls said short, no word of a city's name) named as not understood
    "cave of the winds at the falls",
    # "deserts" dropped while pizza is read: the misspelling is a word of its own (the desert), which only food words
    # beside it could tell; no rule reads it so (a landscape "and deserts" would be read as food)
    "pizza + deserts",
    # named: the sight said by a word of its own ("submarine") and without its "USS": no near miss that far
    "tour the silversides submarine",
    # named: a driving limit said on a condition of a mode, its subject "it": no rule holds a condition
    "if we take a cab, keep it under 2 hours a day",
    # named: "runs" after the chain's name is no verdict or place; the whole clause is named, never guessed
    "no starbucks runs",
    # refused: leaving the origin said "out of X" with no verb of flying or leaving
    "out of pittsburgh after 10am",
    # named: a middle stop needs the trip's count of cities, which the order reader does not hold
    "austin in the middle",
    # named: "stand in" is read as a part of the name said before the sight
    "stand in dealey plaza",
    # refused: "shouldn't be too late" is vague (named, by design: tests/unit/domain/parsing/test_reading_probe_lead_
    # seventh.py), and the clock time after it is not read as its bound
    "the flight home shouldn't be too late, before 8pm",
    # named: "site" for "National Monument": a word of a kind of place the data's name lacks is another place
    "waco mammoth site",
]
# Of them, the wishes read as nothing and named nowhere (dropped in silence): none may be.
KNOWN_SILENT: list[str] = []
# Budget texts read otherwise than expected.
KNOWN_BUDGET_GAPS: list[str] = []
# Mixed, soft and reasoned wishes not read as expected.
# refused (exit 2), by design: a kind of food no restaurant is labelled for ("steakhouse") is refused naming the data's
# cuisines, so the sight beside it is not read either
KNOWN_MIXED_GAPS: list[str] = ["cadillac ranch and a steakhouse dinner"]
KNOWN_SOFT_GAPS: list[str] = []
KNOWN_REASON_GAPS: list[str] = []


(test_the_corpus_reads_as_written, test_no_wish_is_dropped_in_silence, test_the_budget_forms_read_as_written,
 test_mixed_wishes_read_one_part_and_name_the_other, test_a_kind_of_sight_said_in_passing_is_named_never_refused,
 test_a_wish_named_for_a_reason_gives_the_reason) = wish_set(WishSet(
    CORPORA, 283, KNOWN_GAPS, BUDGETS, MIXED, SOFT, REASONS, known_silent=KNOWN_SILENT,
    known_budget_gaps=KNOWN_BUDGET_GAPS, known_mixed_gaps=KNOWN_MIXED_GAPS, known_soft_gaps=KNOWN_SOFT_GAPS,
    known_reason_gaps=KNOWN_REASON_GAPS, least_wishes=340))
