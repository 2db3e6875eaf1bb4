"""An eighth held-out corpus of wishes, written and scored before any fix made for it (issue 38: every wish the data can answer).

Written after the seventh set was fixed against, on trips to places no earlier wish set used (Charleston, Phoenix,
Chicago, two cities of Louisiana, Minneapolis without flights, two cities of Massachusetts; each request text verbatim
from the public splits but Chicago's, whose flights from Atlanta run on its dates), with wishes said as other
travellers say them: terse and chatty, typos, slang, several wishes in a sentence, negations, hedges, money in odd
shapes ("under a tenner", "≤ $40 a head", "45$ per person", "fifty bucks a head for dinner", "not a penny over"),
sights said in part, misspelt or in lower case ("drayton hal", "mill city musuem", "the walker"), places the data has
no row for ("Fort Sumter", "grand canyon day trip", "sedona for a day"), amenities the data cannot say, paces on days
("a slow day 1", "the first two days packed", "a slow last day"), flight windows, driving caps, cuisines of both
lists, restaurants by name (a meal after the name: "Mama Loca for dessert", "Tony's for pizza"; a state's name inside
one: "Texas Roadhouse"), and talk that asks for nothing. Scored as the other corpora are (read right / named /
wrongly read / false alarm, printed with ``-s``); the misses still left are listed below, each to stay listed until a
general rule reads it.
Measured when written (167 wishes): on HEAD 103 / 18 / 46 / 0, on the working tree of then (the seventh set's fixes)
106 / 18 / 43 / 0, of which 23 misses dropped a wish (or part of one) in silence (dishes, outings and places in lower
case, paces on days, "Tashan", "fenway tour!", ", not hyannis") and 4 added one unasked ("Desserts" after "Mama Loca
for dessert", children from "that's for kids", "Cafe" from "cafe du monde", a sight from "the vineyard"). After the
general rules it led to (money with its sign after it, "≤", "not a penny over", "pp per meal", "a tenner"; "> 3h";
"≥" and meal words in a rating; a region's dishes; tours, ferries, trails, day trips and places said by their kind in
lower case named; "walkable to"; a slow or packed day, "the first two days", "a slow last day"; what a restaurant is
said to serve; "that's for kids"; ", not X" and "so not X" rule out; "back in X by 9pm", "home by 9pm"; an item after
"and" in a list of names; a part of a name before "tour"; a word of a trip city's name is no sight): 130 / 30 / 7 / 0,
with 3 silent.
"""

from __future__ import annotations

from tests.support.reading_scoring import pace, score, window, with_own

# Request texts: verbatim from the public splits (validation_dev: Charleston, Massachusetts; train: Phoenix,
# Louisiana, Minneapolis); Chicago's is written in the plain shape of the earlier sets' bases.
CHARLESTON = ("Can you please generate a 3-day travel plan for 2 people departing from New York and traveling to Charleston from "
              "March 19th to March 21st, 2022? Our budget is set at $1,600. We require accommodations that allow smoking and "
              "should not be shared rooms. We have a preference for French, Mediterranean, Mexican, and Chinese cuisines during "
              "our trip. ")
PHOENIX = ("Could you create a travel plan starting from Provo to Phoenix for 2 people, from March 24th to March 26th, 2022? Our "
           "budget is set at $1,400. We'll be bringing our pets along, so accommodations with pet-friendly house rules would be "
           "preferred. We intend to stay in private rooms. In terms of food, we'd like to have a variety of cuisines, including "
           "Indian, American, French, and Italian. ")
CHICAGO = "Plan a 3-day trip from Atlanta to Chicago for 3 people, March 24 to 26, 2022, with a budget of $3,200. "
LOUISIANA = ("Could you help create a 5-day travel itinerary for a group of 4, starting from New York and visiting 2 cities in "
             "Louisiana from March 15th to March 19th, 2022? We have a budget of $12,300. Please note that we require "
             "accommodations where smoking is permissible. ")
MINNEAPOLIS = ("Could you help arrange a 3-day travel plan from Grand Forks to Minneapolis for 2 people from March 17th to March "
               "19th, 2022? We have a budget of $1,300. For our stay, we require accommodations that are conducive to hosting "
               "parties and should ideally be entire rooms. We would prefer a journey that does not involve flying. ")
MASSACHUSETTS = ("Can you provide a travel plan for our group of 3 from Myrtle Beach to Massachusetts, visiting 2 cities over five "
                 "days, from March 12th to March 16th, 2022? We have a budget of $3,800. We would like to stay in entire rooms where "
                 "smoking is allowed. Additionally, we are interested in Indian, Mexican, American, and Mediterranean cuisines. ")
# What each request asks by itself, kept beside every wish appended to it.
CHARLESTON_OWN = {"house_rule": "smoking", "cuisine": ["French", "Mediterranean", "Mexican", "Chinese"],
                  "room_type": "not shared room"}
PHOENIX_OWN = {"house_rule": "pets", "cuisine": ["Indian", "American", "French", "Italian"], "room_type": "private room"}
LOUISIANA_OWN = {"house_rule": "smoking"}
MINNEAPOLIS_OWN = {"house_rule": "parties", "room_type": "entire room", "transportation": "no flight"}
MASSACHUSETTS_OWN = {"house_rule": "smoking", "cuisine": ["Indian", "Mexican", "American", "Mediterranean"],
                     "room_type": "entire room"}


# (wish, the local constraints it adds to the request's own) or (wish, "named: <words the naming holds>")
CHARLESTON_CORPUS = with_own(CHARLESTON_OWN, [
    ("rainbow row pics obviously", {"must_see": ["Rainbow Row"]}),
    # corrected after scoring: the sights in the order the readers list them (a set: the order means nothing)
    ("the aquarium + magnolia plantation", {"must_see": ["Magnolia Plantation and Gardens", "South Carolina Aquarium"]}),
    ("boone hall", {"must_see": ["Boone Hall Plantation & Gardens"]}),
    ("middleton place and drayton hal", {"must_see": ["Middleton Place", "Drayton Hall"]}),
    ("the old slave mart museum, it matters to us", {"must_see": ["Old Slave Mart Museum"]}),
    ("no pirate tours pls, too corny", {"avoid_sights": ["Charleston Pirate Tours"]}),
    ("Fort Sumter boat!!", "named: Fort Sumter"),
    ("shrimp n grits every day", "named: grits"),
    ("some seafood, it's the coast", {"more_cuisines": ["Seafood"]}),
    ("no fast food thx", {"avoid_cuisines": ["Fast Food"]}),
    ("Tashan one night, heard it's great", {"eat_at": ["Tashan"]}),
    ("avoid Burger King", {"avoid_restaurants": ["Burger King"]}),
    ("no more than fifty bucks a head for dinner", {"max_meal_cost": 50.0}),
    ("meals ≤ $25/person", {"max_meal_cost": 25.0}),
    ("restaurants 4+ only", {"min_rating": 4.0}),
    ("a 4 star stay min", {"min_stay_rating": 4.0}),
    ("hotel under 150$ a night", {"max_night_price": 150.0}),
    ("flights out of NYC after 8am", {"flight_times": [window(leg="outbound", depart_from="08:00")]}),
    ("back in new york by 9pm on the 21st", {"flight_times": [window(leg="return", arrive_until="21:00")]}),
    ("no flight over 2.5 hrs", {"max_flight_hours": 2.5}),
    ("2 sights a day tops", pace(most=2)),
    ("a slow day 1, we land midday", pace(most=1, days=(1,))),
    ("a balcony would be nice", "named: amenities"),
    ("walkable to king street", "named: locations"),
    ("my gf is pescatarian", "named: diet"),
    ("anniversary trip 🥂", {}),
    ("thx in advance!", {}),
])

PHOENIX_CORPUS = with_own(PHOENIX_OWN, [
    ("desert botanical garden is non negotiable", {"must_see": ["Desert Botanical Garden"]}),
    ("heard museum and the musical instrument museum", {"must_see": ["Heard Museum", "Musical Instrument Museum"]}),
    ("butterfly wonderland for my wife", {"must_see": ["Butterfly Wonderland"]}),
    # corrected at stop 59 (LEFT38, a decision of issue 38): the sight is still read, and its time of day, which no
    # plan keeps, is named (it was dropped in silence)
    ("hole in the rock at sunset", "named: sunset"),
    ("skip the zoo", {"avoid_sights": ["Phoenix Zoo"]}),
    ("no amusement parks, so not enchanted island", {"avoid_sights": ["Enchanted Island Amusement Park"]}),
    ("papago park hike", {"must_see": ["Papago Park"]}),
    ("the hall of flames fire museum", {"must_see": ["Hall of Flame Fire Museum"]}),
    ("Camelback Mountain hike!!", "named: Camelback"),
    ("grand canyon day trip", "named: grand canyon"),
    ("sedona for a day", "named: sedona"),
    ("mexican food too", {"cuisine": ["Indian", "American", "French", "Italian", "Mexican"]}),
    ("pizza one night", {"more_cuisines": ["Pizza"]}),
    ("no BBQ, hubby's cutting red meat", {"avoid_cuisines": ["BBQ"]}),
    ("Mama Loca for dessert one night", {"eat_at": ["Mama Loca"]}),
    ("not Subway, we eat that at home", {"avoid_restaurants": ["Subway"]}),
    ("dinner spots rated 3.5 or better", {"min_rating": 3.5}),
    ("meals no more than fifty bucks a head", {"max_meal_cost": 50.0}),
    ("under $120/nite", {"max_night_price": 120.0}),
    ("$60 a person per night tops", {"max_night_price_per_person": 60.0}),
    ("airbnb rated 4+", {"min_stay_rating": 4.0}),
    ("leave provo after lunch, like 1pm", {"flight_times": [window(leg="outbound", depart_from="13:00")]}),
    ("no flights that land after 10 at night", {"flight_times": [window(arrive_until="22:00")]}),
    ("flights under 2 hours each", {"max_flight_hours": 2.0}),
    ("won't drive more than 2 hrs in a day", {"max_driving_hours": 2.0}),
    ("the first two days packed", pace(least=2, days=(1, 2))),
    ("a pool!! it's phoenix", "named: amenities"),
    ("near old town scottsdale", "named: locations"),
    ("a spring training game", "named: spring training"),
    ("first trip with the pups", {}),
])

CHICAGO_CORPUS: list[tuple[str, dict | str]] = [
    ("navy pier + the bean", {"must_see": ["Navy Pier", "Cloud Gate"]}),
    ("shedd aquarium", {"must_see": ["Shedd Aquarium"]}),
    ("skydeck chicago, we wanna stand on the glass", {"must_see": ["Skydeck Chicago"]}),
    ("field museum and museum of science & industry", {"must_see": ["Field Museum", "Museum of Science and Industry, Chicago"]}),
    ("wrigley field tour", {"must_see": ["Wrigley Field"]}),
    ("a Cubs game", "named: Cubs"),
    ("no museum of ice cream, that's for kids", {"avoid_sights": ["MUSEUM OF ICE CREAM"]}),
    ("lincoln park zoo is free so yes", {"must_see": ["Lincoln Park Zoo"]}),
    ("the art institute", "named: art institute"),
    ("architecture boat tour on the river", "named: boat tour"),
    ("deep dish pizza obviously", {"more_cuisines": ["Pizza"]}),
    ("chinese n mexican food pls", {"cuisine": ["Chinese", "Mexican"]}),
    ("no seafood, allergic", {"avoid_cuisines": ["Seafood"]}),
    ("we'd like to try the Black Pearl", {"eat_at": ["The Black Pearl"]}),
    ("anywhere but Pizza Hut", {"avoid_restaurants": ["Pizza Hut"]}),
    ("no more than 30 bucks pp per meal", {"max_meal_cost": 30.0}),
    ("food under a tenner where possible", {"max_meal_cost": 10.0}),
    ("restaurants rated four or above", {"min_rating": 4.0}),
    ("$200 a night max for a room for 3", {"max_night_price": 200.0}),
    ("entire place, we're 3 guys", {"room_type": "entire room"}),
    ("depart ATL after 7 am", {"flight_times": [window(leg="outbound", depart_from="07:00")]}),
    ("flight home leaves chicago after 5pm", {"flight_times": [window(leg="return", depart_from="17:00")]}),
    ("3-4 sights a day", pace(most=4, least=3)),
    ("a slow last day pls", pace(most=1, days=(3,))),
    ("near the loop", "named: locations"),
    ("hotel with a gym + free breakfast", "named: amenities"),
    ("one of us is vegetarian", "named: diet"),
    ("first time in chicago!!", {}),
]

LOUISIANA_CORPUS = with_own(LOUISIANA_OWN, [
    ("new orleans for sure", {"visit_cities": ["New Orleans"]}),
    ("nola + baton rouge", {"visit_cities": ["New Orleans", "Baton Rouge"]}),
    ("not shreveport", {"avoid_cities": ["Shreveport"]}),
    ("skip lake charles, we've been", {"avoid_cities": ["Lake Charles"]}),
    ("the WWII museum", {"must_see": ["The National WWII Museum"]}),
    ("st louis cathedral & jackson square", {"must_see": ["St. Louis Cathedral", "Jackson Square"]}),
    ("mardi gras world!!", {"must_see": ["Mardi Gras World"]}),
    ("the voodoo museum", {"must_see": ["New Orleans Historic Voodoo Museum"]}),
    ("steamboat natchez cruise", {"must_see": ["Steamboat NATCHEZ - Official Site"]}),
    ("a swamp tour", "named: swamp"),
    ("Bourbon Street at night", "named: Bourbon Street"),
    ("beignets at cafe du monde", "named: du monde"),
    ("cajun food every day", "named: cajun"),
    ("seafood & bbq", {"more_cuisines": ["Seafood", "BBQ"]}),
    ("no indian food", {"avoid_cuisines": ["Indian"]}),
    ("Mineority By Saby sounds fun", {"eat_at": ["Mineority By Saby"]}),
    ("avoid Subway", {"avoid_restaurants": ["Subway"]}),
    ("≤ $40 a head for meals", {"max_meal_cost": 40.0}),
    ("rooms ≤ $250/night", {"max_night_price": 250.0}),
    ("3 stars min for the stay", {"min_stay_rating": 3.0}),
    ("hotels under 90 per person per night", {"max_night_price_per_person": 90.0}),
    ("leave nyc no earlier than 10am", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("the flight back to new york has to land before 11pm",
     {"flight_times": [window(leg="return", arrive_until="23:00")]}),
    ("max 4 hours of driving a day", {"max_driving_hours": 4.0}),
    ("a relaxed pace, we're here for the food", pace(most=1)),
    ("a room with a river view", "named: looks out on"),
    ("laissez les bons temps rouler 🎷", {}),
])

MINNEAPOLIS_CORPUS = with_own(MINNEAPOLIS_OWN, [
    ("mall of america obviously", {"must_see": ["Mall of America®"]}),
    ("minnehaha falls + the sculpture garden", {"must_see": ["Minnehaha Falls", "Minneapolis Sculpture Garden"]}),
    ("spoonbridge and cherry!!", "named: spoonbridge"),
    ("the walker", {"must_see": ["Walker Art Center"]}),
    ("mill city musuem", {"must_see": ["Mill City Museum"]}),
    ("skip the weisman", {"avoid_sights": ["Weisman Art Museum"]}),
    ("the foshay observation deck", {"must_see": ["Foshay Museum and Observation Deck"]}),
    ("a Twins game", "named: Twins"),
    ("paisley park, huge prince fan", "named: paisley park"),
    ("driving 5 hours max per day", {"max_driving_hours": 5.0}),
    ("tea and desserts", {"more_cuisines": ["Tea", "Desserts"]}),
    ("italian at least once", {"cuisine": ["Italian"]}),
    ("no mexican and def no chinese", {"avoid_cuisines": ["Mexican", "Chinese"]}),
    ("Tony's for pizza", {"eat_at": ["Tony's"]}),
    ("not Texas Roadhouse", {"avoid_restaurants": ["Texas Roadhouse"]}),
    ("Dinner under 35 dollars a person", {"max_meal_cost": 35.0}),
    ("cheap eats, nothing above $20", {"max_meal_cost": 20.0}),
    ("restaurants w/ a rating ≥ 3.5", {"min_rating": 3.5}),
    ("the house needs 4 stars +", {"min_stay_rating": 4.0}),
    ("under $180 a night for the whole place", {"max_night_price": 180.0}),
    ("we're throwing a bday party saturday night", {}),
    ("2 things a day max", pace(most=2)),
    ("just 1 sight on day 3, we drive home", pace(most=1, days=(3,))),
    ("a hot tub", "named: amenities"),
    ("close to the river", "named: locations"),
    ("it's gonna be cold lol", {}),
])

MASSACHUSETTS_CORPUS = with_own(MASSACHUSETTS_OWN, [
    ("boston has to be one of them", {"visit_cities": ["Boston"]}),
    ("boston & nantucket", {"visit_cities": ["Boston", "Nantucket"]}),
    ("martha's vineyard, not hyannis", {"visit_cities": ["Martha's Vineyard"], "avoid_cities": ["Hyannis"]}),
    ("fenway tour!", {"must_see": ["Fenway Park"]}),
    ("the freedom trail", "named: freedom trail"),
    ("the tea party ships", {"must_see": ["Boston Tea Party Ships & Museum"]}),
    ("paul revere house + bunker hill", {"must_see": ["The Paul Revere House", "Bunker Hill Monument"]}),
    ("museum of fine arts", {"must_see": ["Museum of Fine Arts, Boston"]}),
    ("whaling museum on nantucket", {"must_see": ["Whaling Museum"]}),
    ("skip the childrens museum", {"avoid_sights": ["Boston Children's Museum"]}),
    ("harvard campus walk", "named: harvard"),
    ("a whale watching trip", "named: whale"),
    ("clam chowder!!", "named: chowder"),
    # corrected in stop 57: a cuisine is served at one meal at least, so a count above one is named, never kept weaker
    # in silence (domain/parsing/caveats.py; as "seafood every night" in the sixth set)
    ("seafood at least twice", "named: never counted"),
    ("no fast food or pizza", {"avoid_cuisines": ["Fast Food", "Pizza"]}),
    ("french food once", {"cuisine": ["Indian", "Mexican", "American", "Mediterranean", "French"]}),
    ("Yellow Dog Eats on the vineyard", {"eat_at": ["Yellow Dog Eats"]}),
    ("no Domino's", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("45$ per person per meal max", {"max_meal_cost": 45.0}),
    ("no restaurant below 3 stars", {"min_rating": 3.0}),
    ("a 3 star house or better", {"min_stay_rating": 3.0}),
    ("not a penny over $300/night", {"max_night_price": 300.0}),
    ("depart myrtle beach after 9am", {"flight_times": [window(leg="outbound", depart_from="09:00")]}),
    ("fly home no later than 6pm", {"flight_times": [window(leg="return", depart_until="18:00")]}),
    ("no flights > 3h", {"max_flight_hours": 3.0}),
    ("ferry to nantucket", "named: ferry"),
    ("2-3 attractions per day", pace(most=3, least=2)),
    ("a slow last day", pace(most=1, days=(5,))),
    ("wicked excited", {}),
])

CORPORA = ((CHARLESTON, CHARLESTON_CORPUS), (PHOENIX, PHOENIX_CORPUS), (CHICAGO, CHICAGO_CORPUS),
           (LOUISIANA, LOUISIANA_CORPUS), (MINNEAPOLIS, MINNEAPOLIS_CORPUS), (MASSACHUSETTS, MASSACHUSETTS_CORPUS))

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: list[str] = [
    # named, not read: a sight's nickname ("the bean" for Cloud Gate; was dropped in silence, named since the ninth
    # set's net for bare things)
    "navy pier + the bean",
    # ("no amusement parks, so not enchanted island" read since stop 60: a sight of the trip said in part and lower
    # case after a ruling-out word is read, domain/constraints/must_see.ruled_out_lower_names; "no pirate tours pls, too
    # corny" closed by the tenth set's rules: a name in lower case may end before "pls", "lol", "obvs")
]
# Closed by the ninth set's rules (helper WISH9): "Tashan one night, heard it's great" (a restaurant's one word opening
# its sentence, read when what follows says it is one), "spoonbridge and cherry!!" (a bare thing, named), "leave provo
# after lunch, like 1pm" (a time of day said again as a clock time), "beignets at cafe du monde" (the dish refused with
# the place it is asked at named).


def test_the_eighth_held_out_corpus_reads_as_written(sandbox):
    tally = score(CORPORA, sandbox)
    missed = sorted(tally["wrongly read"] + tally["false alarm"])
    assert sum(len(v) for v in tally.values()) >= 150 and missed == sorted(KNOWN_GAPS)
