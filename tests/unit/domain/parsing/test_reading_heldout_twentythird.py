"""A twenty-third held-out corpus of wishes, written and scored before any fix made for it (issue 38: every wish the
data can answer is read, every one it cannot is named, never dropped in silence, and a legitimate text never refused).

Written by helper WISH after the twenty-second set was fixed against, on seven trips of the public splits (two cities
of Texas from Lake Charles for a couple throwing a party, two cities of New York from Washington for seven in an entire
home who will not drive, three cities of California from St. Louis for two, three cities of Georgia from Greensboro for
three who smoke, two cities of Louisiana from New York for four, two cities of Florida from Richmond for seven in entire
homes with visitors, three cities of Illinois from Minneapolis for two; all but California's new as a base of a wish
set), each in the plain shape of the earlier sets' bases with what a traveller adds to it, said as travellers say them:
terse and chatty, typos ("austn", "rochster", "batton rouge", "restaraunts"), abbreviations and lower-case names ("la",
"sf", "nyc", "atl", "nola", "chi-town", "dc", "msp", "sd", "ft lauderdale", "times sq", "the 6th floor museum"), several
wishes in one sentence ("dallas n austin", "skip syracuse & binghamton"); rated stays and restaurants, nightly caps per
house and per person ("<$200 a night"), meal caps, cuisines the data has and lacks (cajun, cuban, korean, thai, "deep
dish"), sights and restaurants named loosely ("world of coke", "the fish house in nola", "the highline", "the river walk
in san antonio", "amici pizza", "wasabi sushi in peoria", "dominos, no thx") and ones the data lacks ("franklin bbq",
"cafe du monde", "the met museum"), flight windows ("leave st louis after 10am", "no red-eye flights ever", "no flights
b4 7am", "arrive chicago by noon"), flight and driving hours, paces, room types ("a room of our own is fine for us"),
parties ("2 adults + a 4 yr old", "it's 3 adults + a baby"), house rules forbidden, modes the data lacks (Amtrak, the
Coast Starlight, Brightline, Greyhound); what the data cannot say (amenities, events, health) and near misses that name
a city, a sight's word, a child or a baby and ask for nothing ("i love new york lol", "we went to st louis last year",
"spring break 2022 baby!", "universal studios, the kid in me"). 129 wishes of the first draft were found word for word
in earlier tests and were written again in other words before the HEAD figures below; none of the set's 349 texts is
in an earlier test. Scored as the twenty-second set is, with the same helpers (tests/support/reading_scoring.py,
tests/support/leftover_scoring.py, tests/support/wish_sets.py).

HEAD figures (5a628d5, the pristine copy, before any fix for this set), of 326 wishes, as first written: read right 245,
named 43, wrongly read 38, false alarm 0, dropped in silence 3; budget texts 14 of 14; mixed 9 of 9; soft 7 of 7;
reasons 5 of 7. As finally written (the 129 repeated wishes said anew, five expectations corrected after scoring, each
marked below): read right 235, named 42, wrongly read 49, false alarm 0, dropped in silence 3 ("dallas n austin", "skip
syracuse & binghamton", "dominos, no thx"); budget texts 14 of 14; mixed 9 of 9; soft 7 of 7; reasons 5 of 7 (the Coast
Starlight and Brightline trains named as not understood, not for the modes). Worst on HEAD besides the silent three:
"<$200 a night" read as a second budget and refused, "wasabi sushi in peoria" refused for the sushi in the restaurant's
name, "spring break 2022 baby!" refused as 2022 children, "atl for sure" read as the sight Tiny Doors ATL, "the river
walk in san antonio" read as San Angelo's River Walk, "leave dc/st louis after ..." read as every flight's.

After the fixes made for it (helper WISH, with the other helpers' changes of the stop in the tree): read right 265,
named 42, wrongly read 19 (``KNOWN_GAPS``, each with why), false alarm 0, none dropped in silence; budget texts 14 of
14; mixed 9 of 9; soft 7 of 7; reasons 7 of 7. Causes fixed: a bound's sign touching its amount ("<$200", night price
and meal cost); a restaurant of the trip said by its key words holds no cuisine to refuse ("wasabi sushi"); a year is no
count of children; "&" and "n" join places in lists; asides ("obv", "def") and "would be cool" beside listed cities; a
trip's end in lower case or without its dot is the end a flight leaves ("leave dc", "leave st louis"); the data's "The"
opening a restaurant's name said with it ("the fish house"); a sight said with its city after it is that city's ("the
river walk in san antonio"); a long name less one word ("the strong museum of play", "amici pizza"), a two-word name run
together ("the highline"), short forms ("sq", "6th"), "a ... tour"; ATL read everywhere as CITY_ALIASES says; "niagara"
for Niagara Falls; lower-case initials as an item of a list of places ("la, sf and san diego"); "deep dish" is pizza;
"b4" before a time; a city's first word one slip off ("batton rouge"); a mode's line named between ("the coast
starlight train", "the brightline train from ..."); the owner's word of a chain said without its apostrophe ("dominos,
no thx"); "the kid in me" brings no child.
Stop 77 (issue 38): a cuisine said at every meal of a kind is kept at every such meal (docs/vocabulary-meals-sights.md),
so "seafood for dinner every night" (seafood at every dinner; "tex mex every single day" names no meal and is still
named) now reads so, where the set expected the "every" named as not kept (each marked below).
"""

from __future__ import annotations

from tests.support.leftover_scoring import want
from tests.support.reading_scoring import every_meal, pace, window, with_own
from tests.support.wish_sets import WishSet, wish_set

RED_EYE = window(depart_from="05:00", depart_until="20:59", arrive_until="23:59")

# Request texts: trips of the public splits in the plain shape of the earlier sets' bases.
TEXAS = ("Plan a 5-day trip from Lake Charles to 2 cities in Texas for 2 people, March 4 to 8, 2022, with a budget of "
         "$4,600. We're throwing a party, so the place has to allow parties. ")
NEW_YORK = ("Plan a 5-day trip from Washington to 2 cities in New York for 7 people, March 23 to 27, 2022, with a budget "
            "of $9,100. We need an entire home, and we won't drive. ")
CALIFORNIA = ("Plan a 7-day trip from St. Louis to 3 cities in California for 2 people, March 17 to 23, 2022, with a "
              "budget of $9,500. ")
GEORGIA = ("Plan a 7-day trip from Greensboro to 3 cities in Georgia for 3 people, March 10 to 16, 2022, with a budget of "
           "$4,000. We all smoke. ")
LOUISIANA = ("Plan a 5-day trip from New York to 2 cities in Louisiana for 4 people, March 15 to 19, 2022, with a budget "
             "of $12,300. ")
FLORIDA = ("Plan a 5-day trip from Richmond to 2 cities in Florida for 7 people, March 9 to 13, 2022, with a budget of "
           "$8,500. We'd like entire homes, and friends may visit us there. ")
ILLINOIS = ("Plan a 7-day trip from Minneapolis to 3 cities in Illinois for 2 people, March 8 to 14, 2022, with a budget "
            "of $8,100. ")
# What each request asks by itself, kept beside every wish appended to it.
TEXAS_OWN = {"house_rule": "parties"}
NEW_YORK_OWN = {"room_type": "entire room", "transportation": "no self-driving"}
GEORGIA_OWN = {"house_rule": "smoking"}
FLORIDA_OWN = {"house_rule": "visitors", "room_type": "entire room"}

# (wish, the local constraints it adds to the request's own) or (wish, "named: <words the naming holds>")
TEXAS_CORPUS = with_own(TEXAS_OWN, [
    ("austin and houston", {"visit_cities": ["Austin", "Houston"]}),
    ("san antonio has to be one of the 2", {"visit_cities": ["San Antonio"]}),
    ("anywhere but el paso", {"avoid_cities": ["El Paso"]}),
    ("skip lubbock + amarillo, too far", {"avoid_cities": ["Lubbock", "Amarillo"]}),
    ("dallas n austin", {"visit_cities": ["Dallas", "Austin"]}),
    ("austn for sure", {"visit_cities": ["Austin"]}),
    ("the texas capitol bldg in austin", {"must_see": ["Texas Capitol"]}),
    ("the bat observatory", {"must_see": ["Statesman Bat Observation Center"]}),
    ("space center in houston!!", {"must_see": ["Space Center Houston"]}),
    ("the 6th floor museum", {"must_see": ["The Sixth Floor Museum at Dealey Plaza"]}),
    ("reunion tower and dallas arboretum", {"must_see": ["Reunion Tower", "The Dallas Arboretum and Botanical Garden"]}),
    ("the alamo obvs", {"must_see": ["The Alamo"]}),
    ("the river walk in san antonio", {"must_see": ["San Antonio River Walk"]}),
    ("cathedral of junk, looks wild", {"must_see": ["Cathedral of Junk"]}),
    ("the perot museum", {"must_see": ["Perot Museum of Nature and Science"]}),
    ("no six flags pls", {"avoid_sights": ["Six Flags Fiesta Texas"]}),
    ("not the dallas zoo", {"avoid_sights": ["Dallas Zoo"]}),
    ("franklin bbq", "named: franklin"),
    ("a longhorns game", "named: longhorns"),
    ("the stockyards", "named: stockyards"),
    ("chilis one night", {"eat_at": ["Chili's"]}),
    ("martins bbq in san antonio", {"eat_at": ["Martin's BBQ"]}),
    ("the blue door cafe", {"eat_at": ["The Blue Door Cafe"]}),
    ("coconuts fish cafe one night", {"eat_at": ["Coconuts Fish Cafe"]}),
    ("not subway again", {"avoid_restaurants": ["Subway"]}),
    ("bbq, bbq, bbq", {"more_cuisines": ["BBQ"]}),
    ("tex-mex!!", {"cuisine": ["Mexican"]}),
    ("indian food is a no", {"avoid_cuisines": ["Indian"]}),
    ("kolaches every morning", "named: kolache"),
    ("meals < $30 pp", {"max_meal_cost": 30.0}),
    ("restaraunts 4 and up", {"min_rating": 4.0}),
    ("4 star+ rentals", {"min_stay_rating": 4.0}),
    ("under 250/night", {"max_night_price": 250.0}),
    ("leave lake charles after 10am", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("no red-eye flights ever", {"flight_times": [RED_EYE]}),
    ("land back by 8pm", {"flight_times": [window(leg="return", arrive_until="20:00")]}),
    ("max 4 hrs driving a day", {"max_driving_hours": 4.0}),
    ("chill pace, 2 things a day max", pace(most=2)),
    # corrected after scoring: a room type only accepted asks for nothing (the eighteenth and twentieth sets' "private room
    # is fine", docs/requests.md); first written as "not shared room"
    ("a room of our own is fine for us", {}),
    ("hot tub pls", "named: hot tub"),
    ("austin, bbq and max 250 a night",
     {"visit_cities": ["Austin"], "more_cuisines": ["BBQ"], "max_night_price": 250.0}),
    ("yall ready", {}),
    ("we went to houston last year", {}),
])

NEW_YORK_CORPUS = with_own(NEW_YORK_OWN, [
    ("nyc and buffalo", {"visit_cities": ["New York", "Buffalo"]}),
    ("nyc has to be one", {"visit_cities": ["New York"]}),
    ("niagara falls for sure", {"visit_cities": ["Niagara Falls"]}),
    ("albany no", {"avoid_cities": ["Albany"]}),
    ("skip syracuse & binghamton", {"avoid_cities": ["Syracuse", "Binghamton"]}),
    ("rochster pls", {"visit_cities": ["Rochester"]}),
    ("the met museum", "named: met"),
    ("top of the rock view", {"must_see": ["Top of The Rock"]}),
    ("statue of liberty + brooklyn bridge", {"must_see": ["Statue of Liberty", "Brooklyn Bridge"]}),
    ("9/11 memorial pls", {"must_see": ["9/11 Memorial & Museum"]}),
    ("central park obviously", {"must_see": ["Central Park"]}),
    ("the highline", {"must_see": ["The High Line"]}),
    ("the empire state bldg", {"must_see": ["Empire State Building"]}),
    ("cave of the winds at niagara", {"must_see": ["Cave of the Winds"]}),
    ("maid of the mist boat", "named: maid of the mist"),
    ("the strong museum of play in rochester", {"must_see": ["The Strong National Museum of Play"]}),
    ("buffalo zoo", {"must_see": ["The Buffalo Zoo"]}),
    ("skip times sq, too crowded", {"avoid_sights": ["Times Square"]}),
    ("skip the museum of ice cream", {"avoid_sights": ["MUSEUM OF ICE CREAM"]}),
    ("a broadway musical one night", "named: broadway"),
    ("a bills game", "named: bills"),
    ("seasons 52 for dinner", {"eat_at": ["Seasons 52 Fresh Grill"]}),
    ("tibbys new orleans kitchen in buffalo", {"eat_at": ["Tibby's New Orleans Kitchen"]}),
    ("tony romas at the falls", {"eat_at": ["Tony Roma's"]}),
    ("dominos, no thx", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("ny pizza!!", {"more_cuisines": ["Pizza"]}),
    ("buffalo wings in buffalo", "named: wings"),
    ("bagels", "named: bagel"),
    ("italian + chinese", {"cuisine": ["Italian", "Chinese"]}),
    ("no seafood at all", {"avoid_cuisines": ["Seafood"]}),
    ("meals 20 bucks or less each", {"max_meal_cost": 20.0}),
    ("restaurants rated 4.5 plus", {"min_rating": 4.5}),
    ("airbnbs rated at least 4", {"min_stay_rating": 4.0}),
    ("max $1200 a night for the house", {"max_night_price": 1200.0}),
    ("under 150 pp per night", {"max_night_price_per_person": 150.0}),
    ("leave dc after 9am", {"flight_times": [window(leg="outbound", depart_from="09:00")]}),
    ("home by 10pm on the 27th", {"flight_times": [window(leg="return", arrive_until="22:00")]}),
    ("no flights b4 7am", {"flight_times": [window(depart_from="07:00")]}),
    ("no more than 3 hrs of flying", {"max_flight_hours": 3.0}),
    ("3 sights a day, tops", pace(most=3)),
    ("grandma's coming so an elevator pls", "named: elevator"),
    ("a washer/dryer", "named: washer"),
    ("nyc, top of the rock and no seafood",
     {"visit_cities": ["New York"], "must_see": ["Top of The Rock"], "avoid_cuisines": ["Seafood"]}),
    ("i love new york lol", {}),
    ("we're a big group, 7 of us", {}),
])

CALIFORNIA_CORPUS = [
    ("la, sf and san diego", {"visit_cities": ["Los Angeles", "San Francisco", "San Diego"]}),
    ("def sf", {"visit_cities": ["San Francisco"]}),
    ("la for sure", {"visit_cities": ["Los Angeles"]}),
    ("not sacramento", {"avoid_cities": ["Sacramento"]}),
    ("no fresno or stockton", {"avoid_cities": ["Fresno", "Stockton"]}),
    ("san fran + monterey", {"visit_cities": ["San Francisco", "Monterey"]}),
    ("palm springs would be cool", {"visit_cities": ["Palm Springs"]}),
    ("the hollywood sign", {"must_see": ["Hollywood Sign"]}),
    ("griffith observatory pls", {"must_see": ["Griffith Observatory"]}),
    ("the getty center", {"must_see": ["The Getty"]}),
    ("universal studios, the kid in me", {"must_see": ["Universal Studios Hollywood"]}),
    ("the walk of fame", {"must_see": ["Hollywood Walk of Fame"]}),
    ("coit tower!", {"must_see": ["Coit Tower"]}),
    ("the exploratorium", {"must_see": ["Exploratorium"]}),
    ("japanese tea garden in golden gate park", {"must_see": ["Japanese Tea Garden"]}),
    ("sf moma", {"must_see": ["San Francisco Museum of Modern Art"]}),
    ("lacma for my art nerd wife", {"must_see": ["Los Angeles County Museum of Art"]}),
    ("the zoo in san diego", {"must_see": ["San Diego Zoo"]}),
    ("old town san diego", {"must_see": ["Old Town San Diego"]}),
    ("no guinness world records museum", {"avoid_sights": ["Guinness World Records Museum"]}),
    ("not seaworld", {"avoid_sights": ["SeaWorld San Diego"]}),
    ("in n out burger at least once", "named: in-n-out"),
    ("yosemite", "named: yosemite"),
    ("napa wine tasting", "named: napa"),
    # corrected after scoring: the city said beside the restaurant is one to visit, which a meal there needs anyway; first
    # written as the restaurant alone
    ("tokyo sushi, sf", {"eat_at": ["Tokyo Sushi"], "visit_cities": ["San Francisco"]}),
    ("harrys bar", {"eat_at": ["Harry's Bar + Cafe"]}),
    ("hangout by 1861", {"eat_at": ["The Hangout by 1861"]}),
    ("dragon way in sd", {"eat_at": ["Dragon Way"]}),
    ("burger king? nope", {"avoid_restaurants": ["Burger King"]}),
    ("no baskin robbins pls", {"avoid_restaurants": ["Baskin Robbins"]}),
    ("mexican food in san diego", {"cuisine": ["Mexican"]}),
    ("seafood, lots", {"more_cuisines": ["Seafood"]}),
    ("chinese n american", {"cuisine": ["Chinese", "American"]}),
    ("no fast-food", {"avoid_cuisines": ["Fast Food"]}),
    ("korean food", "named: korean"),
    ("meals around $40 max", {"max_meal_cost": 40.0}),
    ("restaurants 4+ stars", {"min_rating": 4.0}),
    ("hotels 4.5 stars or better", {"min_stay_rating": 4.5}),
    ("nothing over $300/nt", {"max_night_price": 300.0}),
    ("leave st louis after 10am", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("no red eye home", {"flight_times": [window(leg="return", depart_from="05:00", depart_until="20:59",
                                                 arrive_until="23:59")]}),
    ("arrive in la before 3pm", {"flight_times": [window(leg="outbound", arrive_until="15:00")]}),
    ("flights under 4 hrs", {"max_flight_hours": 4.0}),
    ("we'll rent a car, but no more than 5 hours driving a day", {"max_driving_hours": 5.0}),
    ("2 to 3 sights per day", pace(most=3, least=2)),
    ("a room w/ an ocean view", "named: ocean view"),
    ("the hollywood sign, mexican food, under $300 a night",
     {"must_see": ["Hollywood Sign"], "cuisine": ["Mexican"], "max_night_price": 300.0}),
    ("we got engaged in sf!", {}),
    ("anything but boring lol", {}),
]

GEORGIA_CORPUS = with_own(GEORGIA_OWN, [
    ("atlanta savannah augusta", {"visit_cities": ["Atlanta", "Savannah", "Augusta"]}),
    ("atl for sure", {"visit_cities": ["Atlanta"]}),
    ("valdosta no thanks", {"avoid_cities": ["Valdosta"]}),
    ("savanah please", {"visit_cities": ["Savannah"]}),
    ("skip decatur", {"avoid_cities": ["Decatur"]}),
    ("world of coke!!", {"must_see": ["World of Coca-Cola"]}),
    ("the ga aquarium", {"must_see": ["Georgia Aquarium"]}),
    ("the mlk national historical park", {"must_see": ["Martin Luther King, Jr. National Historical Park"]}),
    ("piedmont park + the botanical garden", {"must_see": ["Piedmont Park", "Atlanta Botanical Garden"]}),
    ("the fox theater", {"must_see": ["Fox Theatre"]}),
    ("forsyth park in savannah", {"must_see": ["Forsyth Park"]}),
    ("bonaventure cemetery", "named: bonaventure"),
    ("the prohibition museum", {"must_see": ["American Prohibition Museum"]}),
    ("wormsloe", {"must_see": ["Wormsloe State Historic Site"]}),
    ("the augusta riverwalk", {"must_see": ["Augusta Riverwalk"]}),
    ("not zoo atlanta", {"avoid_sights": ["Zoo Atlanta"]}),
    ("no selfie museum", {"avoid_sights": ["Original Selfie Museum | Atlanta"]}),
    ("the masters", "named: masters"),
    ("stone mountain park", "named: stone mountain"),
    ("braves game if theyre home", "named: braves"),
    ("arriba mexican grill", {"eat_at": ["Arriba - Mexican Grill & Tequileria"]}),
    ("el pistolero one night", {"eat_at": ["El Pistolero"]}),
    ("countrys barbecue in savannah", {"eat_at": ["Country's Barbecue"]}),
    ("the mad teapot", {"eat_at": ["The Mad Teapot/The Wishing Chair"]}),
    ("not pizza central", {"avoid_restaurants": ["Pizza Central"]}),
    ("southern bbq", {"more_cuisines": ["BBQ"]}),
    ("peach cobbler!!", "named: cobbler"),
    ("chicken n waffles", "named: waffles"),
    ("mediterranean or french", {"cuisine": ["Mediterranean", "French"]}),
    ("no desserts, we're cutting sugar", {"avoid_cuisines": ["Desserts"]}),
    ("meals under $15 pp", {"max_meal_cost": 15.0}),
    ("restaurants at least 3.5", {"min_rating": 3.5}),
    ("stays 4+ only", {"min_stay_rating": 4.0}),
    ("cap the room at 120 a night", {"max_night_price": 120.0}),
    ("$50 pp per night max", {"max_night_price_per_person": 50.0}),
    ("a room of our own pls", {"room_type": "private room"}),
    ("no flying, we'll drive down", {"transportation": "no flight"}),
    ("under 5 hours in the car each day", {"max_driving_hours": 5.0}),
    # corrected after scoring: a number of sights a day said flat is that many (the earlier sets' "one sight a day, it's a
    # beach trip"); first written as at most one
    ("1 sight a day on the first and last day", pace(most=1, days=(1, 7))),  # travel days: a most (stop 90)
    ("2 adults + a 4 yr old", {"more_house_rules": ["children under 10"]}),
    ("a balcony for smoking", "named: balcony"),
    ("world of coke, bbq, 120/night max",
     {"must_see": ["World of Coca-Cola"], "more_cuisines": ["BBQ"], "max_night_price": 120.0}),
    ("go dawgs", {}),
    ("we drove through augusta once", {}),
])

LOUISIANA_CORPUS = [
    ("nola + baton rouge pls", {"visit_cities": ["New Orleans", "Baton Rouge"]}),
    ("new orleans obv", {"visit_cities": ["New Orleans"]}),
    ("shreveport is a no", {"avoid_cities": ["Shreveport"]}),
    ("no lake charles", {"avoid_cities": ["Lake Charles"]}),
    ("batton rouge", {"visit_cities": ["Baton Rouge"]}),
    ("the fish house in nola", {"eat_at": ["The Fish House"]}),
    ("jimmy's pancake house one morning", {"eat_at": ["Jimmy's Pancake House"]}),
    ("shenanigans pub", {"eat_at": ["Shenanigan's Irish Pub"]}),
    ("amici pizza", {"eat_at": ["Amici Gourmet Pizza"]}),
    ("jimmy jacks rib shack in br", {"eat_at": ["Jimmy Jack's Rib Shack"]}),
    ("cafe du monde beignets", "named: cafe du monde"),
    ("commanders palace", "named: commander"),
    ("no green chick chop", {"avoid_restaurants": ["Green Chick Chop"]}),
    ("the ww2 museum", {"must_see": ["The National WWII Museum"]}),
    ("jackson sq", {"must_see": ["Jackson Square"]}),
    # corrected after scoring: children said to come ask for a stay that allows them (the twenty-second set's "meow wolf,
    # the kids are obsessed"); first written as the sight alone
    ("mardi gras world for the kids", {"must_see": ["Mardi Gras World"], "house_rule": "children under 10"}),
    ("the voodoo museum lol", {"must_see": ["New Orleans Historic Voodoo Museum"]}),
    ("the st louis cathedral", {"must_see": ["St. Louis Cathedral"]}),
    ("audubon zoo and aquarium", {"must_see": ["Audubon Zoo", "Audubon Aquarium"]}),
    ("steamboat natchez", {"must_see": ["Steamboat NATCHEZ - Official Site"]}),
    ("city park in nola", {"must_see": ["New Orleans City Park"]}),
    ("the uss kidd museum ship", {"must_see": ["USS KIDD Veterans Museum"]}),
    ("old state capitol in baton rouge", {"must_see": ["Louisiana's Old State Capitol"]}),
    ("mike the tiger at lsu", {"must_see": ["Mike the Tiger's Habitat"]}),
    ("skip storyland", {"avoid_sights": ["Storyland"]}),
    ("not the skeleton house", {"avoid_sights": ["The Skeleton House"]}),
    ("bourbon st at night", "named: bourbon"),
    ("frenchmen street for jazz", "named: frenchmen"),
    ("cajun food!!", "named: cajun"),
    ("gumbo and crawfish", "named: gumbo"),
    ("seafood seafood and more seafood", {"more_cuisines": ["Seafood"]}),
    ("desserts & coffee", {"more_cuisines": ["Desserts", "Cafe"]}),
    ("no mexican or chinese", {"avoid_cuisines": ["Mexican", "Chinese"]}),
    ("meals under 35pp", {"max_meal_cost": 35.0}),
    ("restaurants 4 stars min", {"min_rating": 4.0}),
    ("stays rated 3.5 and up", {"min_stay_rating": 3.5}),
    ("no more than $500 a night", {"max_night_price": 500.0}),
    ("an entire place for the 4 of us", {"room_type": "entire room"}),
    ("leave nyc after 10am", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("flight back in the afternoon", {"flight_times": [window(leg="return", depart_from="12:00", depart_until="17:59")]}),
    ("it's 3 adults + a baby", {"house_rule": "children under 10"}),
    ("no pets in the house, allergies", {"stay_forbids": ["pets"]}),
    ("no more than 2 things a day, its vacation", pace(most=2)),
    ("a courtyard with a fountain", "named: courtyard"),
    ("the fish house, seafood and under $500/night",
     {"eat_at": ["The Fish House"], "more_cuisines": ["Seafood"], "max_night_price": 500.0}),
    ("laissez les bons temps rouler!!", {}),
    ("we went to st louis last year", {}),
]

FLORIDA_CORPUS = with_own(FLORIDA_OWN, [
    ("orlando + miami", {"visit_cities": ["Orlando", "Miami"]}),
    ("key west has to be one", {"visit_cities": ["Key West"]}),
    ("no jacksonville", {"avoid_cities": ["Jacksonville"]}),
    ("not tallahassee or gainesville", {"avoid_cities": ["Tallahassee", "Gainesville"]}),
    ("ft lauderdale pls", {"visit_cities": ["Fort Lauderdale"]}),
    ("tampa for sure", {"visit_cities": ["Tampa"]}),
    ("diagon alley!!", {"must_see": ["The Wizarding World of Harry Potter - Diagon Alley"]}),
    ("gatorland!!", {"must_see": ["Gatorland"]}),
    ("seaworld in orlando", {"must_see": ["SeaWorld Orlando"]}),
    ("the hemingway house", {"must_see": ["The Hemingway Home and Museum"]}),
    ("southernmost point", {"must_see": ["Southernmost Point of the Continental U.S.A."]}),
    ("the wynwood walls", {"must_see": ["Wynwood Walls"]}),
    ("vizcaya gardens", {"must_see": ["Vizcaya Museum & Gardens"]}),
    ("busch gardens in tampa", {"must_see": ["Busch Gardens Tampa Bay"]}),
    ("the florida aquarium in tampa", {"must_see": ["The Florida Aquarium"]}),
    ("no madame tussauds", {"avoid_sights": ["Madame Tussauds Orlando"]}),
    ("not the seaquarium", {"avoid_sights": ["Miami Seaquarium"]}),
    ("disney world, obviously", "named: disney"),
    ("the everglades", "named: everglades"),
    ("the kennedy space center for my son", "named: kennedy"),
    ("a heat game", "named: heat"),
    ("fuji japanese steak house one night", {"eat_at": ["Fuji Japanese Steakhouse"]}),
    ("papoulis in miami", {"eat_at": ["Papouli's Mediterranean Cafe & Market"]}),
    ("shorts burger & shine", {"eat_at": ["Shorts Burger and Shine"]}),
    ("peg leg pete's in tampa", {"eat_at": ["Peg Leg Pete's"]}),
    ("the grub house in key west", {"eat_at": ["The Grub House"]}),
    ("skip pizza hut", {"avoid_restaurants": ["Pizza Hut"]}),
    ("real cuban food", "named: cuban"),
    ("key lime pie", "named: key lime"),
    ("seafood n bbq", {"more_cuisines": ["Seafood", "BBQ"]}),
    ("some american & italian", {"cuisine": ["American", "Italian"]}),
    ("no fast food for the kids", {"avoid_cuisines": ["Fast Food"], "more_house_rules": ["children under 10"]}),
    ("meals max $25 a head", {"max_meal_cost": 25.0}),
    ("restaurants 4.0+", {"min_rating": 4.0}),
    ("houses rated 4.5 or higher", {"min_stay_rating": 4.5}),
    ("up to 900 a night", {"max_night_price": 900.0}),
    ("$130/person/night max", {"max_night_price_per_person": 130.0}),
    ("leave richmond after 8am", {"flight_times": [window(leg="outbound", depart_from="08:00")]}),
    ("return flight after 2pm", {"flight_times": [window(leg="return", depart_from="14:00")]}),
    ("no red eye flights pls", {"flight_times": [RED_EYE]}),
    ("driving no more than 3 hours a day", {"max_driving_hours": 3.0}),
    ("3 or 4 things a day", pace(most=4, least=3)),
    ("a pool for the house", "named: pool"),
    ("no smoking houses", {"stay_forbids": ["smoking"]}),
    ("gatorland, seafood and up to 900 a night",
     {"must_see": ["Gatorland"], "more_cuisines": ["Seafood"], "max_night_price": 900.0}),
    ("spring break 2022 baby!", {}),
    ("we're from virginia", {}),
])

ILLINOIS_CORPUS = [
    ("chicago, peoria and rockford", {"visit_cities": ["Chicago", "Peoria", "Rockford"]}),
    ("chi-town for sure", {"visit_cities": ["Chicago"]}),
    ("not moline", {"avoid_cities": ["Moline"]}),
    ("skip belleville and champaign", {"avoid_cities": ["Belleville", "Champaign"]}),
    ("bloomington has to be one", {"visit_cities": ["Bloomington"]}),
    ("peoira", {"visit_cities": ["Peoria"]}),
    ("the bean!!", {"must_see": ["Cloud Gate"]}),
    ("the skydeck at willis", {"must_see": ["Skydeck Chicago"]}),
    ("navy pier for sure", {"must_see": ["Navy Pier"]}),
    ("shedd aquarium + field museum", {"must_see": ["Shedd Aquarium", "Field Museum"]}),
    ("the lincoln park zoo", {"must_see": ["Lincoln Park Zoo"]}),
    ("a wrigley field tour", {"must_see": ["Wrigley Field"]}),
    ("the art institute of chi", "named: art institute"),
    ("museum of science and industry", {"must_see": ["Museum of Science and Industry, Chicago"]}),
    ("the caterpillar visitors center in peoria", {"must_see": ["Caterpillar Visitors Center"]}),
    ("the anderson japanese gardens", {"must_see": ["Anderson Japanese Gardens"]}),
    ("the peoria zoo", {"must_see": ["Peoria Zoo"]}),
    ("not buckingham fountain", {"avoid_sights": ["Buckingham Fountain"]}),
    ("no 360 chicago", {"avoid_sights": ["360 CHICAGO"]}),
    ("cubs game at wrigley", "named: cubs"),
    ("the architecture boat tour", "named: boat"),
    ("deep dish", {"more_cuisines": ["Pizza"]}),
    ("chicago dogs", "named: dogs"),
    ("the black pearl for dinner", {"eat_at": ["The Black Pearl"]}),
    ("fio cookhouse", {"eat_at": ["FIO Cookhouse and Bar"]}),
    ("wasabi sushi in peoria", {"eat_at": ["Wasabi Sushi and Thai"]}),
    ("applebees once", {"eat_at": ["Applebee's"]}),
    ("the hog spot", {"eat_at": ["The Hog Spot"]}),
    ("coco bambu in rockford", {"eat_at": ["Coco Bambu"]}),
    ("not starbucks", {"avoid_restaurants": ["Starbucks"]}),
    ("no dunkin donuts, we hate it", {"avoid_restaurants": ["Dunkin' Donuts"]}),
    ("indian & mediterranean", {"cuisine": ["Indian", "Mediterranean"]}),
    ("tea shops", {"more_cuisines": ["Tea"]}),
    ("bbq is a no", {"avoid_cuisines": ["BBQ"]}),
    ("thai food!!", "named: thai"),
    ("meals under twenty five dollars", {"max_meal_cost": 25.0}),
    ("4.5 star restaurants", {"min_rating": 4.5}),
    ("stays 3 stars and up", {"min_stay_rating": 3.0}),
    ("<$200 a night", {"max_night_price": 200.0}),
    ("leave msp after 11am", {"flight_times": [window(leg="outbound", depart_from="11:00")]}),
    ("arrive chicago by noon", {"flight_times": [window(leg="outbound", arrive_until="12:00")]}),
    ("home before 9pm", {"flight_times": [window(leg="return", arrive_until="21:00")]}),
    ("no early flights pls", {"flight_times": [window(depart_from="08:00")]}),
    ("flights 2hrs max", {"max_flight_hours": 2.0}),
    ("at most 4 hours of driving a day", {"max_driving_hours": 4.0}),
    # corrected after scoring: "is plenty" bounds it from above only; first written as exactly one
    ("1 sight a day is plenty", pace(most=1)),
    ("a room of our own please", {"room_type": "private room"}),
    ("a jacuzzi", "named: jacuzzi"),
    ("navy pier, deep dish and <$200 a night",
     {"must_see": ["Navy Pier"], "more_cuisines": ["Pizza"], "max_night_price": 200.0}),
    ("go cubbies", {}),
    ("my wife grew up in peoria", {}),
]

CORPORA = ((TEXAS, TEXAS_CORPUS), (NEW_YORK, NEW_YORK_CORPUS), (CALIFORNIA, CALIFORNIA_CORPUS),
           (GEORGIA, GEORGIA_CORPUS), (LOUISIANA, LOUISIANA_CORPUS), (FLORIDA, FLORIDA_CORPUS),
           (ILLINOIS, ILLINOIS_CORPUS))

# Wishes that read one part and name the other, checked whole: (base, wish, expected outcome).
MIXED: list[tuple[str, str, dict]] = [
    (NEW_YORK, "the statue of liberty and a ferry ride",
     want({**NEW_YORK_OWN, "must_see": ["Statue of Liberty"]}, "ferry")),
    (LOUISIANA, "mardi gras world and a jazz brunch", want({"must_see": ["Mardi Gras World"]}, "jazz")),
    (CALIFORNIA, "the getty and a day at the beach", want({"must_see": ["The Getty"]}, "beach")),
    (GEORGIA, "centennial olympic park for the fireworks",
     want({**GEORGIA_OWN, "must_see": ["Centennial Olympic Park"]}, "fireworks")),
    # stop 77: read at every such meal (was named)
    (FLORIDA, "seafood for dinner every night",
     want({**FLORIDA_OWN, "more_cuisines": ["Seafood"], "meal_wishes": every_meal("Seafood", "dinner")})),
    (ILLINOIS, "wrigley field for a cubs game", want({"must_see": ["Wrigley Field"]}, "cubs")),
    (TEXAS, "tex mex every single day", want({**TEXAS_OWN, "cuisine": ["Mexican"]}, "one meal")),
    (FLORIDA, "key west aquarium and snorkeling",
     want({**FLORIDA_OWN, "must_see": ["Key West Aquarium"]}, "snorkel")),
    (NEW_YORK, "the top of the rock at sunset", want({**NEW_YORK_OWN, "must_see": ["Top of The Rock"]}, "time")),
]

# A kind of sight said in passing: never refused, never read as a rule, named as a wish the plan cannot promise.
SOFT: list[tuple[str, str, dict]] = [
    (GEORGIA, "a ghost tour in savannah would be fun", want(GEORGIA_OWN, "ghost")),
    (LOUISIANA, "maybe a swamp tour", want(None, "swamp")),
    (FLORIDA, "some beach days", want(FLORIDA_OWN, "beach")),
    (TEXAS, "a honky tonk one night", want(TEXAS_OWN, "honky")),
    (ILLINOIS, "a comedy club", want(None, "comedy")),
    (CALIFORNIA, "a vineyard or two", want(None, "vineyard")),
    (NEW_YORK, "some shopping on 5th ave", want(NEW_YORK_OWN, "shopping")),
]

# Wishes named for a reason: (base, wish, the request's own reading, the wish's word, the reason's word). The naming
# (or a refusal, the house's way for a mode asked for) must hold both, never "no reader understood", and nothing may be
# read from the wish.
MODES = "modes"  # the reason's word: the sandbox's modes between cities
REASONS: list[tuple[str, str, dict, str, str]] = [
    (CALIFORNIA, "we'd love to take the coast starlight train", {}, "train", MODES),
    (NEW_YORK, "greyhound between cities works for us", NEW_YORK_OWN, "greyhound", MODES),
    (FLORIDA, "the brightline train from miami to orlando", FLORIDA_OWN, "train", MODES),
    (LOUISIANA, "we'd take the amtrak down", {}, "amtrak", MODES),
    (GEORGIA, "my dad walks with a walker", GEORGIA_OWN, "walker", "accessibility"),
    (TEXAS, "i'm pregnant so nothing too strenuous", TEXAS_OWN, "pregnan", "health"),
    (ILLINOIS, "my wife is in a wheelchair", {}, "wheelchair", "accessibility"),
]

# Budgets said in other forms beside the wishes: (request text, the budget it must read, or "refused").
TX_NO_BUDGET = "Plan a 5-day trip from Lake Charles to 2 cities in Texas for 2 people, March 4 to 8, 2022"
NY_NO_BUDGET = "Plan a 5-day trip from Washington to 2 cities in New York for 7 people, March 23 to 27, 2022"
CA_NO_BUDGET = "Plan a 7-day trip from St. Louis to 3 cities in California for 2 people, March 17 to 23, 2022"
GA_NO_BUDGET = "Plan a 7-day trip from Greensboro to 3 cities in Georgia for 3 people, March 10 to 16, 2022"
LA_NO_BUDGET = "Plan a 5-day trip from New York to 2 cities in Louisiana for 4 people, March 15 to 19, 2022"
FL_NO_BUDGET = "Plan a 5-day trip from Richmond to 2 cities in Florida for 7 people, March 9 to 13, 2022"
IL_NO_BUDGET = "Plan a 7-day trip from Minneapolis to 3 cities in Illinois for 2 people, March 8 to 14, 2022"
BUDGETS: list[tuple[str, float | str]] = [
    (TX_NO_BUDGET + ". 4.6k budget", 4600.0),
    (NY_NO_BUDGET + ", $1,300 a head", 9100.0),
    (CA_NO_BUDGET + ". we have ~9.5k", 9500.0),
    (GA_NO_BUDGET + ". budget 4 grand", 4000.0),
    (LA_NO_BUDGET + ". twelve thousand three hundred dollars", 12300.0),
    (FL_NO_BUDGET + ", budget of $8.5K total", 8500.0),
    (IL_NO_BUDGET + ". $8100 max", 8100.0),
    (TX_NO_BUDGET + ". 2300 each", 4600.0),
    (NY_NO_BUDGET + ". budget is nine thousand one hundred", 9100.0),
    (CA_NO_BUDGET + ", 9500usd", 9500.0),
    (GA_NO_BUDGET + ". we can spend up to $4000, not a penny more", 4000.0),
    (LA_NO_BUDGET + " with $3,075 per person", 12300.0),
    (FL_NO_BUDGET + ". budget: 8,500$", 8500.0),
    (IL_NO_BUDGET + ". around 8.1k", 8100.0),
]

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: list[str] = [
    # named as not understood: a sight by a nickname or a stem of its words ("the bat observatory" for the Statesman Bat
    # Observation Center, "world of coke" for the World of Coca-Cola, "the bean" for Cloud Gate, "sf moma" for the San
    # Francisco Museum of Modern Art): no name matching reaches them, and a table of nicknames would be one per sight
    "the bat observatory", "world of coke!!", "the bean!!", "sf moma",
    # read as BBQ, "franklin" named nowhere: a restaurant the data lacks said by a common word before a cuisine's (as the
    # eighteenth set's "franklin bbq, we'll wait in line"); "texas bbq", "memphis bbq" are styles said the same way
    "franklin bbq",
    # the bbq and the cap read, "world of coke" neither read nor named: beside items read, a list's item is named only
    # when it ends on a kind of place (``parsing.list_parts.comma_places_unread``), and this sight's nickname does not
    "world of coke, bbq, 120/night max",
    # the sight read, and "view" named as what a stay looks out on: the view is the sight's own
    "top of the rock view",
    # named: "the falls" is Niagara Falls by a word the place reader lacks (the restaurant in its city, "tony romas in
    # niagara falls", is read)
    "tony romas at the falls",
    # ("la for sure", named here before: read since stop 85, "la" in lower case before "for sure", "first" or "last",
    # or after a word wishing or ruling out a city, is Los Angeles: ``route_codes.lower_initials_cued``)
    # ("the zoo in san diego", named, reads since the twenty-fourth set's fix: a sight that is its city's name and its
    # kind, said by the kind with the city after it, ``said_in_city``)
    # refused for the burger, not named for the chain: a restaurant the data lacks is named by the dish said with it
    "in n out burger at least once",
    # read as every flight's: a window said of arriving in one city of a state's tour binds the flight into that city,
    # which no leg (outbound, return, a day) names; read stricter, over every flight
    "arrive in la before 3pm", "arrive chicago by noon",
    # read as every flight's: an airport's code in lower case ("msp") is no place where no route joins it (most codes
    # are words in lower case: "sea", "den")
    "leave msp after 11am",
    # read as the Cafe cuisine and the beignets named: a restaurant the data lacks, named with a cuisine's word in it
    "cafe du monde beignets",
    # the zoo read, "aquarium" named: two sights sharing their first word said once ("audubon zoo and aquarium")
    "audubon zoo and aquarium",
    # the sight read, the place after "at" named: "lsu" (a campus) and "willis" (the Willis Tower, said short) are no
    # cities of the trip, and the names' net names them
    "mike the tiger at lsu", "the skydeck at willis",
    # the restaurant read, its words named too: "steak house" said in two words where the data writes "Steakhouse"
    "fuji japanese steak house one night",
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
    CORPORA, 265, KNOWN_GAPS, BUDGETS, MIXED, SOFT, REASONS, known_silent=KNOWN_SILENT,
    known_budget_gaps=KNOWN_BUDGET_GAPS, known_mixed_gaps=KNOWN_MIXED_GAPS, known_soft_gaps=KNOWN_SOFT_GAPS,
    known_reason_gaps=KNOWN_REASON_GAPS, least_wishes=326))
