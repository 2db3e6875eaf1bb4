"""A thirteenth held-out corpus of wishes, written and scored before any fix made for it (issue 38: every wish the data
can answer is read, every one it cannot is named, never dropped in silence).

Written after the twelfth set was fixed against, on trips of the public splits no earlier wish set used as its base
(Orlando from Washington for a family of four, Denver from Las Vegas alone, Tampa from Akron for a couple,
Philadelphia from Cincinnati for a couple, two cities of Virginia from Washington alone in an entire home, three of
Colorado from Medford for two with cuisines asked), each in the plain shape of the earlier sets' bases with what a
traveller adds to it, said as other travellers say them: rated stays ("4 stars+", "rating above 3"), nightly caps
("no more than $120/nt"), flight times with the leg said by its city ("fly home from tampa after 3pm", "leave tampa by
9pm": a departure by), sights named loosely, misspelt or before their wish ("epcot is a must for the kids", "busch
gardens is non-negotiable"), all fifteen cuisines of the data, paces ("packed days", "max 2 attractions a day"), room
types, house rules, bans of a mode, wishes the commonsense rules keep already ("no repeating restaurants", a stay's
minimum nights), hedges, negations, several wishes in one sentence, typos and numbers in words, what the data cannot
say, and talk that asks for nothing. Scored as the other corpora are (read right / named / wrongly read / false
alarm, printed with ``-s``; the wishes dropped in silence are printed apart). Budget corrections ("budget 1800, oops
i mean 2000") change no local constraint, so they are scored apart on the budget they leave (``BUDGETS``).

HEAD figures (edf0956, before any fix for this set), of 254 wishes: read right 189, named 39, wrongly read 24, false
alarm 2 (as first scored, before the two readings corrected below, each marked: 187, 39, 26, 2; a third correction
changes a naming's words only); dropped in
silence 3 ("epcot is a must for the kids", "slow mornings please, the kids sleep in", "walking distance to old city");
budget texts 5 of 8 read right ("budget 1800, oops i mean 2000" refused as two budgets, "we can spend 1500...
actually make it 1700" naming the amount taken back, "no repeating restaurants, and we're bringing our dog" naming
the wish every plan keeps; that text was rewritten after scoring: as first written it named two children in a party
of two, rightly refused). After the fixes made for it (stop 60): read right 206, named 44, wrongly read 4, false
alarm 0, none dropped in silence; budget texts 8 of 8. The misses left are listed in KNOWN_GAPS, each to stay listed
until a general rule reads it.
"""

from __future__ import annotations

from tests.support.reading_once import parse_once
from tests.support.reading_scoring import budget_read, dropped, pace, score, window, with_own

RED_EYE = window(depart_from="05:00", depart_until="20:59", arrive_until="23:59")

# Request texts: trips of train and validation_dev in the plain shape of the earlier sets' bases.
ORLANDO = ("Plan a 3-day trip from Washington to Orlando for 4 people, March 15 to 17, 2022, with a budget of "
           "$3,500. We're a family with two kids under 10. ")
DENVER = "Plan a 3-day trip from Las Vegas to Denver for 1 person, March 12 to 14, 2022, with a budget of $1,600. "
TAMPA = "Plan a 3-day trip from Akron to Tampa for 2 people, March 28 to 30, 2022, with a budget of $2,500. "
PHILLY = ("Plan a 3-day trip from Cincinnati to Philadelphia for 2 people, March 7 to 9, 2022, with a budget of "
          "$2,000. ")
VIRGINIA = ("Plan a 5-day trip from Washington to 2 cities in Virginia for 1 person, March 15 to 19, 2022, with a "
            "budget of $2,200. I'd like an entire home. ")
COLORADO = ("Plan a 7-day trip from Medford to 3 cities in Colorado for 2 people, March 23 to 29, 2022, with a budget "
            "of $4,800. We'd like Italian and French food. ")
# What each request asks by itself, kept beside every wish appended to it.
ORLANDO_OWN = {"house_rule": "children under 10"}
VIRGINIA_OWN = {"room_type": "entire room"}
COLORADO_OWN = {"cuisine": ["Italian", "French"]}

HARRY_POTTER = ["The Wizarding World of Harry Potter - Diagon Alley", "The Wizarding World of Harry Potter - Hogsmeade",
                "Harry Potter and the Forbidden Journey"]

# (wish, the local constraints it adds to the request's own) or (wish, "named: <words the naming holds>")
ORLANDO_CORPUS = with_own(ORLANDO_OWN, [
    ("epcot is a must for the kids", "named: epcot"),
    ("magic kingdom!!!", "named: magic kingdom"),
    ("gatorland is non-negotiable", {"must_see": ["Gatorland"]}),
    ("seaworld and universal studios", {"must_see": ["SeaWorld Orlando", "Universal Studios Florida"]}),
    ("the crayola experience for our 6 yr old", {"must_see": ["Crayola Experience Orlando"]}),
    ("wonderworks looks cool", {"must_see": ["WonderWorks Orlando"]}),
    ("we have to ride the simpsons ride", {"must_see": ["The Simpsons Ride"]}),
    ("the leu gardens for my mom", {"must_see": ["Harry P Leu Gardens"]}),
    ("skip madame tussauds, creepy", {"avoid_sights": ["Madame Tussauds Orlando"]}),
    ("gatorlnd is a must", {"must_see": ["Gatorland"]}),
    ("no theme parks pls, too pricey", "named: theme parks"),
    ("kennedy space center day trip", "named: kennedy"),
    ("pizza and ice cream for the kids", {"more_cuisines": ["Pizza", "Desserts"]}),
    ("no indian food, the kids wont eat it", {"avoid_cuisines": ["Indian"]}),
    ("fast food is out", {"avoid_cuisines": ["Fast Food"]}),
    ("dinner at Fuji Japanese Steakhouse one night", {"eat_at": ["Fuji Japanese Steakhouse"]}),
    ("no dominos, we have that at home", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("no repeating restaurants", {}),
    ("a different restaurant every meal please", {}),
    ("meals under $15 a person", {"max_meal_cost": 15.0}),
    ("no more than a hundred bucks a meal for all four of us", {"max_meal_cost": 25.0}),
    ("4 stars+ for the hotel", {"min_stay_rating": 4.0}),
    ("well reviewed restaurants, 4 or better", {"min_rating": 4.0}),
    ("under 250 a night", {"max_night_price": 250.0}),
    ("an entire place, we're 4", {"room_type": "entire room"}),
    ("the kids are 5 and 8", {}),
    ("we're bringing grandma's little dog too", {"more_house_rules": ["pets"]}),
    ("no flights before 9am", {"flight_times": [window(depart_from="09:00")]}),
    ("fly home from orlando after 3pm", {"flight_times": [window(leg="return", depart_from="15:00")]}),
    ("leave orlando by 9pm on the last day", {"flight_times": [window(leg="return", depart_until="21:00")]}),
    ("no red-eyes with the kids", {"flight_times": [RED_EYE]}),
    ("max 2 attractions a day", pace(most=2)),
    ("slow mornings please, the kids sleep in", "named: mornings"),
    ("seaworld, no fast food, and under 200 a night",
     {"must_see": ["SeaWorld Orlando"], "avoid_cuisines": ["Fast Food"], "max_night_price": 200.0}),
    ("diagon alley for our harry potter fan", {"must_see": [HARRY_POTTER[0]]}),
    ("a hotel with a lazy river", "named: amenities"),
    ("a stroller friendly hotel", "named: accessibility"),
    ("kid-friendly restaurants", "named: kid-friendly"),
    ("the kids are SO excited", {}),
    ("first time in florida for them", {}),
    ("we'll need lots of sunscreen lol", {}),
    ("thank u!!", {}),
    ("budget meals, like ten bucks a person", {"max_meal_cost": 10.0}),
    ("the science center if it rains", "named: rains"),
])

DENVER_CORPUS: list[tuple[str, dict | str]] = [
    # corrected after scoring (the words only): the naming quotes the name as the reader capitalises it ("Red Rocks")
    ("red rocks is non-negotiable", "named: Red Rocks"),
    ("meow wolf for sure", {"must_see": ["Meow Wolf Denver | Convergence Station"]}),
    ("the denver art museum and clyfford still", {"must_see": ["Denver Art Museum", "Clyfford Still Museum"]}),
    ("the big blue bear lol", {"must_see": ["Big Blue Bear"]}),
    ("molly brown house is non negotiable", {"must_see": ["Molly Brown House Museum"]}),
    ("the botanic gardens", {"must_see": ["Denver Botanic Gardens"]}),
    ("wings over the rockies, i'm an aviation nerd", {"must_see": ["Wings Over the Rockies Air & Space Museum"]}),
    ("no zoo", {"avoid_sights": ["Denver Zoo"]}),
    ("skip elitch gardens", {"avoid_sights": ["Elitch Gardens"]}),
    ("coors field tour", "named: coors"),
    ("a day trip to boulder", "named: boulder"),
    ("some mexican food", {"cuisine": ["Mexican"]}),
    ("no chinese and no seafood", {"avoid_cuisines": ["Chinese", "Seafood"]}),
    ("cafes and bakeries, i love a good pastry", {"more_cuisines": ["Cafe", "Bakery"]}),
    ("Bake My Day for breakfast one day", {"eat_at": ["Bake My Day"]}),
    ("i'd like to eat at the fatty bao", {"eat_at": ["The Fatty Bao - Asian Gastro Bar"]}),
    ("not Kebab Gali", {"avoid_restaurants": ["Kebab Gali"]}),
    ("never the same restaurant twice", {}),
    ("cheap meals, 20 max", {"max_meal_cost": 20.0}),
    ("food places rated 4 and up", {"min_rating": 4.0}),
    ("rated 4 stars or more to sleep", {"min_stay_rating": 4.0}),
    ("no more than $120/nt", {"max_night_price": 120.0}),
    ("a private room is fine, just no shared rooms", {"room_type": "not shared room"}),
    ("i'll have my cat with me", {"house_rule": "pets"}),
    ("a non-smoking place", {"stay_forbids": ["smoking"]}),
    ("no flying, i'll drive from vegas", {"transportation": "no flight"}),
    ("no more than 6 hrs of driving a day", {"max_driving_hours": 6.0}),
    ("if i fly, depart after 10am", {"flight_times": [window(depart_from="10:00")]}),
    ("fly home from denver after 3pm", {"flight_times": [window(leg="return", depart_from="15:00")]}),
    ("land in denver before noon", {"flight_times": [window(leg="outbound", arrive_until="12:00")]}),
    ("packed days, i want to see it all", pace(least=2)),
    ("max three sights a day", pace(most=3)),
    ("meow wolf, mexican food and a room under 100 a nite",
     {"must_see": ["Meow Wolf Denver | Convergence Station"], "cuisine": ["Mexican"], "max_night_price": 100.0}),
    ("a hotel with a hot tub", "named: amenities"),
    ("near union station", "named: locations"),
    ("i'm vegan", "named: diet"),
    ("a broncos game", "named: broncos"),
    ("birthday trip for me!", {}),
    ("i've never seen the mountains", {}),
    ("work trip turned vacation lol", {}),
    ("cheers", {}),
    ("no flights landing after 9pm", {"flight_times": [window(arrive_until="21:00")]}),
    ("denver zoo in the morning", "named: morning"),
]

TAMPA_CORPUS: list[tuple[str, dict | str]] = [
    ("busch gardens is non-negotiable", {"must_see": ["Busch Gardens Tampa Bay"]}),
    ("the florida aquarium and zootampa", {"must_see": ["The Florida Aquarium", "ZooTampa at Lowry Park"]}),
    ("ybor city museum", {"must_see": ["Ybor City Museum State Park"]}),
    ("the henry b plant museum, my wife loves old hotels", {"must_see": ["Henry B. Plant Museum"]}),
    ("tampa theatre for a movie", {"must_see": ["Tampa Theatre"]}),
    ("ballast point park at sunset", "named: sunset"),
    ("no water parks, we burn easy", "named: water parks"),
    ("not the childrens museum", {"avoid_sights": ["Glazer Children's Museum"]}),
    ("clearwater beach day", "named: beach"),
    ("a lightning game", "named: lightning"),
    ("lots of seafood pls", {"more_cuisines": ["Seafood"]}),
    ("cuban food", "named: cuban"),
    ("no bbq and no fast food", {"avoid_cuisines": ["BBQ", "Fast Food"]}),
    ("some italian and american", {"cuisine": ["Italian", "American"]}),
    ("tea and dessert places", {"more_cuisines": ["Tea", "Desserts"]}),
    ("Peg Leg Pete's for dinner", {"eat_at": ["Peg Leg Pete's"]}),
    ("we'd like to try kobe hibachi & sushi", {"eat_at": ["Kobe Hibachi & Sushi"]}),
    ("not Baskin Robbins", {"avoid_restaurants": ["Baskin Robbins"]}),
    ("no repeated restaurants", {}),
    ("meals no more than $40 for the two of us", {"max_meal_cost": 20.0}),
    ("thirty dollars a head max for food", {"max_meal_cost": 30.0}),
    ("restaurants rated 4.2 or higher", {"min_rating": 4.2}),
    ("a well reviewed hotel, 4 stars at least", {"min_stay_rating": 4.0}),
    ("under 150 a night", {"max_night_price": 150.0}),
    ("like 70 each a night max", {"max_night_price_per_person": 70.0}),
    ("an entire apartment", {"room_type": "entire room"}),
    ("a place that lets us smoke", {"house_rule": "smoking"}),
    ("no pets at the place, i'm allergic", {"stay_forbids": ["pets"]}),
    ("we'll fly, no driving", {"transportation": "no self-driving"}),
    ("fly out of akron after 10am", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("fly home from tampa after 3pm", {"flight_times": [window(leg="return", depart_from="15:00")]}),
    ("leave tampa by 9pm", {"flight_times": [window(leg="return", depart_until="21:00")]}),
    ("back in akron by 11pm", {"flight_times": [window(leg="return", arrive_until="23:00")]}),
    ("no flights over 3 hours", {"max_flight_hours": 3.0}),
    ("one or two sights a day", pace(most=2, least=1)),
    ("busch gardens, seafood, and nothing over 180 a night",
     {"must_see": ["Busch Gardens Tampa Bay"], "more_cuisines": ["Seafood"], "max_night_price": 180.0}),
    ("a pool with a view of the bay", "named: amenities"),
    ("gluten free please", "named: diet"),
    ("a boat rental", "named: rental"),
    ("our 10th anniversary", {}),
    ("it's been a long winter in ohio", {}),
    ("we're so ready for sun", {}),
    ("kumba and falcon's fury, we're coaster people", {"must_see": ["Kumba", "Falcon's Fury"]}),
]

PHILLY_CORPUS: list[tuple[str, dict | str]] = [
    ("the liberty bell is non-negotiable", {"must_see": ["Liberty Bell"]}),
    ("the rocky statue, obviously", {"must_see": ["Rocky Statue"]}),
    ("the art museum steps", {"must_see": ["Philadelphia Museum of Art"]}),
    ("eastern state penitentary", {"must_see": ["Eastern State Penitentiary"]}),
    ("the franklin insitute", {"must_see": ["The Franklin Institute"]}),
    ("the mutter museum, we love weird stuff", {
        "must_see": ["The Mütter Museum at The College of Physicians of Philadelphia"]}),
    ("magic gardens + betsy ross house", {"must_see": ["Philadelphia's Magic Gardens", "Betsy Ross House"]}),
    ("skip the zoo", {"avoid_sights": ["Philadelphia Zoo"]}),
    ("no please touch museum, no kids here", {"avoid_sights": ["Please Touch Museum"]}),
    ("reading terminal market", "named: reading terminal"),
    ("a phillies game", "named: phillies"),
    ("a cheesesteak at pat's", "named: pat's"),
    ("mexican and chinese", {"cuisine": ["Mexican", "Chinese"]}),
    ("no french, too fancy", {"avoid_cuisines": ["French"]}),
    ("pizza one night", {"more_cuisines": ["Pizza"]}),
    ("no mediterranean or indian", {"avoid_cuisines": ["Mediterranean", "Indian"]}),
    ("Red Mesa Cantina one night", {"eat_at": ["Red Mesa Cantina"]}),
    ("we want to eat at the moon under water", {"eat_at": ["The Moon Under Water"]}),
    ("no subway pls", {"avoid_restaurants": ["Subway"]}),
    ("no repeating restaurants, and meals under 25 each", {"max_meal_cost": 25.0}),
    ("meals under twenty five each", {"max_meal_cost": 25.0}),
    ("resturants 4+", {"min_rating": 4.0}),
    ("hotel rating above 3", {"min_stay_rating": 4.0}),
    ("our cap is 160 a night", {"max_night_price": 160.0}),
    ("two hundred a night tops", {"max_night_price": 200.0}),
    ("a private room", {"room_type": "private room"}),
    ("my brother might come by one night", {"house_rule": "visitors"}),
    ("we might throw a small party", {"house_rule": "parties"}),
    ("no flights, we'll drive", {"transportation": "no flight"}),
    ("drive no more than 5 hours a day", {"max_driving_hours": 5.0}),
    ("fly home from philly by 6pm", {"flight_times": [window(leg="return", depart_until="18:00")]}),
    ("back in cincinnati by 10pm", {"flight_times": [window(leg="return", arrive_until="22:00")]}),
    ("no flights leaving before 7am", {"flight_times": [window(depart_from="07:00")]}),
    ("no redeye flights", {"flight_times": [RED_EYE]}),
    ("two sights a day max", pace(most=2)),
    ("the first day easy", pace(most=1, days=(1,))),
    ("the liberty bell, no french, and a room under 150 a night",
     {"must_see": ["Liberty Bell"], "avoid_cuisines": ["French"], "max_night_price": 150.0}),
    ("a place with parking", "named: amenities"),
    ("walking distance to old city", "named: locations"),
    ("i'm kosher", "named: diet"),
    ("we both grew up in ohio", {}),
    ("history buffs here", {}),
    ("go bengals", {}),
    ("four star hotels only", {"min_stay_rating": 4.0}),
]

VIRGINIA_CORPUS = with_own(VIRGINIA_OWN, [
    ("richmond is a must", {"visit_cities": ["Richmond"]}),
    ("charlottesville and norfolk", {"visit_cities": ["Charlottesville", "Norfolk"]}),
    ("no roanoke", {"avoid_cities": ["Roanoke"]}),
    ("monticello is non-negotiable", {"must_see": ["Monticello"]}),
    ("monticelo", {"must_see": ["Monticello"]}),
    ("maymont and the poe museum", {"must_see": ["Maymont", "The Poe Museum"]}),
    ("nauticus, i love ships", {"must_see": ["Nauticus"]}),
    ("the chrysler museum of art", {"must_see": ["Chrysler Museum of Art"]}),
    ("skip the ghost tour", {"avoid_sights": ["Haunts of Richmond - Shadows of Shockoe Tour"]}),
    # corrected after scoring: the data has "Colonial Williamsburg Visitor Center" in Jamestown, a city of Virginia, so
    # the sight is one of the trip's (first written as named, a place the data lacks)
    ("colonial williamsburg", {"must_see": ["Colonial Williamsburg Visitor Center"]}),
    ("virginia beach boardwalk", "named: virginia beach"),
    ("some american and indian", {"cuisine": ["American", "Indian"]}),
    ("no chinese food", {"avoid_cuisines": ["Chinese"]}),
    ("bbq once at least, it's virginia", {"more_cuisines": ["BBQ"]}),
    ("i'm not a seafood person", {"avoid_cuisines": ["Seafood"]}),
    ("Sugarcraft Patisserie in richmond", {"eat_at": ["Sugarcraft Patisserie"]}),
    ("no Domino's", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("meals under 20", {"max_meal_cost": 20.0}),
    ("resturants rated four or better", {"min_rating": 4.0}),
    ("4 star+ stays", {"min_stay_rating": 4.0}),
    ("no more than $130 a night", {"max_night_price": 130.0}),
    ("places that need 3+ nights minimum wont work", "named: minimum"),
    ("make sure the stays' minimum nights work with our dates", {}),
    ("bringing my dog", {"house_rule": "pets"}),
    ("a smoke-free home", {"stay_forbids": ["smoking"]}),
    ("i'll drive myself", {"transportation": "no flight"}),
    ("no taxis", "named: taxi"),
    ("max 3 hrs driving per day", {"max_driving_hours": 3.0}),
    ("nothing before 8am", {"flight_times": [window(depart_from="08:00")]}),
    # corrected after scoring: "N sights a day" is both bounds (docs/vocabulary-meals-sights.md), and at least one sight
    # a day is what every pace keeps anyway, so the two readings plan alike
    ("one sight a day, i'm slow", pace(most=1, least=1)),
    ("at least 3 sights on day 3", pace(least=3, days=(3,))),
    ("richmond, no chinese, and under 120 a night",
     {"visit_cities": ["Richmond"], "avoid_cuisines": ["Chinese"], "max_night_price": 120.0}),
    ("a home with a fireplace", "named: amenities"),
    ("near the university", "named: locations"),
    ("i'm vegetarian", "named: diet"),
    ("a civil war reenactment", "named: reenactment"),
    ("retired teacher, first trip alone", {}),
    ("my grandpa was from richmond", {}),
    ("i love history", {}),
    ("thx", {}),
])

COLORADO_CORPUS = with_own(COLORADO_OWN, [
    ("colorado springs is a must", {"visit_cities": ["Colorado Springs"]}),
    ("denver and durango", {"visit_cities": ["Denver", "Durango"]}),
    ("no grand junction", {"avoid_cities": ["Grand Junction"]}),
    ("garden of the gods is non-negotiable", {"must_see": ["Garden of the Gods"]}),
    ("the durango train ride", {"must_see": ["Durango train ride"]}),
    ("cheyenne mountain zoo + cave of the winds", {"must_see": ["Cheyenne Mountain Zoo",
                                                                "Cave of the Winds Mountain Park"]}),
    ("red rock canyon is a must", {"must_see": ["Red Rock Canyon Open Space"]}),
    ("pikes peak", "named: pikes peak"),
    ("skiing in vail", "named: vail"),
    ("also some mexican", {"cuisine": ["Italian", "French", "Mexican"]}),
    ("no fast food or pizza", {"avoid_cuisines": ["Fast Food", "Pizza"]}),
    ("bbq and desserts", {"more_cuisines": ["BBQ", "Desserts"]}),
    ("Sushi Masa in colorado springs", {"eat_at": ["Sushi Masa"]}),
    ("not Burger King", {"avoid_restaurants": ["Burger King"]}),
    ("no repeat restaurants pls", {}),
    ("meals no more than thirty dollars each", {"max_meal_cost": 30.0}),
    ("restaurants rated at least 3.5", {"min_rating": 3.5}),
    ("places to stay rated 4 or above", {"min_stay_rating": 4.0}),
    ("no more than $150 a night", {"max_night_price": 150.0}),
    ("an entire cabin", {"room_type": "entire room"}),
    ("no shared rooms", {"room_type": "not shared room"}),
    ("we're taking our dog", {"house_rule": "pets"}),
    ("no flights, we'll road trip", {"transportation": "no flight"}),
    ("no more than four hours of driving a day", {"max_driving_hours": 4.0}),
    ("no early flights", {"flight_times": [window(depart_from="08:00")]}),
    ("fly home after 3pm", {"flight_times": [window(leg="return", depart_from="15:00")]}),
    ("2-3 sights a day", pace(most=3, least=2)),
    ("a relaxed last day", pace(most=1, days=(7,))),
    ("durango, no pizza and max 5 hrs driving a day",
     {"visit_cities": ["Durango"], "avoid_cuisines": ["Pizza"], "max_driving_hours": 5.0}),
    ("garden of the gods and rooms rated 4+, ideally under 130 a night",
     {"must_see": ["Garden of the Gods"], "min_stay_rating": 4.0, "max_night_price": 130.0}),
    ("a cabin with a hot tub", "named: amenities"),
    ("mountain views", "named: looks out on"),
    ("gluten free", "named: diet"),
    ("a jeep rental", "named: rental"),
    ("we're from oregon", {}),
    ("second honeymoon", {}),
    ("we hike a lot", {}),
    ("so excited!!", {}),
    ("no chinese, no indian, no mexican", {"avoid_cuisines": ["Chinese", "Indian", "Mexican"]}),
    ("leave medford after 9am", {"flight_times": [window(leg="outbound", depart_from="09:00")]}),
])

CORPORA = ((ORLANDO, ORLANDO_CORPUS), (DENVER, DENVER_CORPUS), (TAMPA, TAMPA_CORPUS), (PHILLY, PHILLY_CORPUS),
           (VIRGINIA, VIRGINIA_CORPUS), (COLORADO, COLORADO_CORPUS))

# Budget corrections and totals said with the wishes: (request text, the budget it must read, or "refused").
NO_BUDGET = "Plan a 3-day trip from Akron to Tampa for 2 people, March 28 to 30, 2022. "
BUDGETS: list[tuple[str, float | str]] = [
    (NO_BUDGET + "budget 1800, oops i mean 2000", 2000.0),
    (NO_BUDGET + "budget is $1,800, sorry, I meant $2,000", 2000.0),
    (NO_BUDGET + "we can spend 1500... actually make it 1700", 1700.0),
    (NO_BUDGET + "budget of two thousand dollars", 2000.0),
    (NO_BUDGET + "budget 2k", 2000.0),
    (NO_BUDGET + "budget 1800 or 2000", "refused"),
    (TAMPA + "oops, the budget is $3,000 not $2,500", 3000.0),
    (TAMPA + "no repeating restaurants, and we're bringing our dog", 2500.0),
]

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: list[str] = [
    # ("no dominos, we have that at home": read since stop 62, LEFT38: a chain said by its owner's word,
    # restaurant_names._chains_in_short)
    # refused, not read: a restaurant named in lower case whose name holds a dish and a "&" ("kobe hibachi & sushi"):
    # the dish is refused as a cuisine the data lacks (query.py reads cuisines before it capitalises restaurants' names,
    # and a lower-case name with "&" is not capitalised); written "Kobe Hibachi & Sushi" it is read
    "we'd like to try kobe hibachi & sushi",
    # named, not read: a sight's name misspelt, alone and in lower case ("monticelo"): the gazetteer's "did you mean"
    # needs a cue or a capital
    "monticelo",
    # named, not read: a kind the data's name does not say ("ghost tour" for Haunts of Richmond - Shadows of Shockoe
    # Tour): the data has no kinds of sights
    "skip the ghost tour",
]
# Of them, the wishes read as nothing and named nowhere (dropped in silence): none may be.
KNOWN_SILENT: list[str] = []
# Budget texts read otherwise than expected.
KNOWN_BUDGET_GAPS: list[str] = []


def test_the_thirteenth_held_out_corpus_reads_as_written(sandbox):
    tally = score(CORPORA, sandbox)
    missed = sorted(tally["wrongly read"] + tally["false alarm"])
    assert sum(len(v) for v in tally.values()) >= 250 and missed == sorted(KNOWN_GAPS)


def test_no_wish_of_the_thirteenth_corpus_is_dropped_in_silence(sandbox):
    assert sorted(dropped(CORPORA, sandbox)) == sorted(KNOWN_SILENT)


def test_budget_corrections_of_the_thirteenth_set_leave_the_last_amount(sandbox):
    wrong = [text for text, expected in BUDGETS if budget_read(text, sandbox) != expected]
    print("budget misses:", wrong)
    assert sorted(wrong) == sorted(KNOWN_BUDGET_GAPS)


# The previous stop's leftover as a category, a leg said by a city's name of two words or three (the corpus's cities
# are one word each): written after the corpus was scored, so no held-out figure; on HEAD all but "fly home by 9pm"
# and "leave san francisco by 9pm" were refused as a time not understood. "fly home from X by 9pm" leaves X by then;
# "fly home by 9pm" is being home by then.
SAN_FRANCISCO = ("Plan a 3-day trip from Seattle to San Francisco for 2 people, March 15 to 17, 2022, with a budget of "
                 "$2,500. ")
SALT_LAKE = "Plan a 3-day trip from Denver to Salt Lake City for 2 people, March 15 to 17, 2022, with a budget of $2,500. "
LEGS_OF_LONGER_NAMES: list[tuple[str, str, dict]] = [
    (SAN_FRANCISCO, "fly home from san francisco after 3pm", window(leg="return", depart_from="15:00")),
    (SAN_FRANCISCO, "fly home from San Francisco by 9pm", window(leg="return", depart_until="21:00")),
    (SAN_FRANCISCO, "fly back from san francisco no earlier than 2pm", window(leg="return", depart_from="14:00")),
    (SAN_FRANCISCO, "fly home by 9pm", window(leg="return", arrive_until="21:00")),
    (SAN_FRANCISCO, "leave san francisco by 9pm", window(leg="return", depart_until="21:00")),
    (SALT_LAKE, "fly home from salt lake city after 3pm", window(leg="return", depart_from="15:00")),
    (SALT_LAKE, "fly home from salt lake city by 9pm", window(leg="return", depart_until="21:00")),
]


def test_a_leg_said_by_a_longer_city_name_is_that_leg(sandbox):

    def windows(text: str) -> list:
        return parse_once(text, sandbox).spec.local_constraint.model_dump()["flight_times"]

    assert [(wish, windows(base + wish)) for base, wish, _ in LEGS_OF_LONGER_NAMES] == [
        (wish, [expected]) for _, wish, expected in LEGS_OF_LONGER_NAMES]
