"""A third held-out corpus of wishes, written and scored before any fix made for it (issue 38: every wish the data can answer).

The first two held-out sets were measured and then fixed against; this one was written afterwards, from the
sandbox's own names (the attractions and restaurants of Orlando and Atlanta, the cities of Texas and Florida) and
the way different travellers write: terse and chatty, typos ("resturants", "nite"), numbers in words, amounts per
night, per person and per meal in many forms, names given loosely, several wishes in one sentence, negations, what
the data cannot say (amenities, diets, views, locations) and talk that asks for nothing. Scored as the other corpora
are (read right / named / wrongly read / false alarm, printed with ``-s``); the misses still left are listed below,
each to stay listed until a general rule reads it. Measured when written, on the reader of then: 97 / 11 / 37 / 1 (16
of the misses dropped in silence); after the general rules they led to: 127 / 13 / 6 / 0; after the fourth set's rules: 132 / 13 / 1 / 0.
"""

from __future__ import annotations

from tests.support.reading_scoring import BASE, TEXAS, score, window

RED_EYE = window(depart_from="05:00", depart_until="20:59", arrive_until="23:59")
# A one-city trip of the train split (Sacramento to Atlanta), and a two-city trip of Florida.
ATLANTA = "Plan a 3-day trip from Sacramento to Atlanta for 2 people, March 14 to 16, 2022, with a budget of $4,700. "
FLORIDA = "Plan a 5-day trip from Atlanta to 2 cities in Florida for 2 people, March 10 to 14, 2022, with a budget of $4,000. "

# (wish, the local constraints it sets) or (wish, "named: <words the naming holds>"); on the Orlando trip of BASE
CORPUS: list[tuple[str, dict | str]] = [
    # the stays' rating
    ("hotel should be at least 4 stars", {"min_stay_rating": 4.0}),
    ("nothing below 3 stars for the hotel", {"min_stay_rating": 3.0}),
    ("A hotel rated five stars would be amazing", {"min_stay_rating": 5.0}),
    ("accomodation w/ a rating of 4 or more", {"min_stay_rating": 4.0}),
    # the restaurants' rating
    ("only restaurants with a rating of 4+ please", {"min_rating": 4.0}),
    ("Restaurants should have at least a 3.5 rating.", {"min_rating": 3.5}),
    ("resturants rated 4 or more", {"min_rating": 4.0}),
    # the price of a night, per room and per person
    ("Accommodation budget is around $100 per night max", {"max_night_price": 100.0}),
    ("we can do 130/night for the hotel, no more", {"max_night_price": 130.0}),
    ("Hotel rate must be below one hundred fifty a night", {"max_night_price": 150.0}),
    ("room shouldn't go over $95 nightly", {"max_night_price": 95.0}),
    ("Our hotel allowance is $110 a night.", {"max_night_price": 110.0}),
    ("We don't want to spend more than $200 per night on accommodations.", {"max_night_price": 200.0}),
    ("hotle under 100 a nite", {"max_night_price": 100.0}),
    ("$45 pp per night for the stay", {"max_night_price_per_person": 45.0}),
    ("Looking for lodging that's under 70 bucks a night per person", {"max_night_price_per_person": 70.0}),
    ("max of 85 dollars a night each for lodging", {"max_night_price_per_person": 85.0}),
    # the meals' cost per person
    ("try to keep meals around $20 per person or less", {"max_meal_cost": 20.0}),
    ("Dinner shouldn't cost more than forty bucks per head", {"max_meal_cost": 40.0}),
    ("cheap eats only, like under $12 a person", {"max_meal_cost": 12.0}),
    ("food budget per person per meal: 30 dollars", {"max_meal_cost": 30.0}),
    ("restaurants no more than $25/person", {"max_meal_cost": 25.0}),
    ("We'd like to spend no more than fifty dollars per person at each restaurant.", {"max_meal_cost": 50.0}),
    ("Lunch is $18 per person tops.", {"max_meal_cost": 18.0}),
    # flight times
    ("no flights before 9am please", {"flight_times": [window(depart_from="09:00")]}),
    ("we don't want to leave before 10 in the morning", {"flight_times": [window(depart_from="10:00")]}),
    ("The flight home should leave after 3pm", {"flight_times": [window(leg="return", depart_from="15:00")]}),
    ("Need to arrive in Orlando by 2pm on the first day", {"flight_times": [window(leg=1, arrive_until="14:00")]}),
    ("no redeye", {"flight_times": [RED_EYE]}),
    ("nothing after 8pm for flights", {"flight_times": [window(depart_until="20:00")]}),
    ("we'd like to be back home before 9 pm on the last day", {"flight_times": [window(leg="return", arrive_until="21:00")]}),
    ("no early morning flights", {"flight_times": [window(depart_from="08:00")]}),
    ("Outbound flight after 11am pls", {"flight_times": [window(leg="outbound", depart_from="11:00")]}),
    ("avoid flights departing before 6:30am", {"flight_times": [window(depart_from="06:30")]}),
    # flight and driving hours, the modes
    ("no flight longer than 4 hours", {"max_flight_hours": 4.0}),
    ("Not more than 3.5 hours in the air please", {"max_flight_hours": 3.5}),
    ("I can't drive more than 2 hours a day", {"max_driving_hours": 2.0}),
    ("keep driving to under five hours per day", {"max_driving_hours": 5.0}),
    ("we're not flying", {"transportation": "no flight"}),
    ("No driving please, we'd rather fly", {"transportation": "no self-driving"}),
    ("I hate flying so let's drive", {"transportation": "no flight"}),
    ("my husband doesn't drive", {"transportation": "no self-driving"}),
    # sights to see, named as people name them
    ("gotta see the wizarding world of harry potter - diagon alley",
     {"must_see": ["The Wizarding World of Harry Potter - Diagon Alley"]}),
    ("Universal Studios Florida and SeaWorld Orlando are both on our list",
     {"must_see": ["Universal Studios Florida", "SeaWorld Orlando"]}),
    ("we'd like to visit the Harry P. Leu Gardens", {"must_see": ["Harry P Leu Gardens"]}),
    ("the wheel at icon park is a must", {"must_see": ["The Wheel at ICON Park"]}),
    ("Please include Ripley's Believe It or Not!", {"must_see": ["Ripley's Believe It or Not!"]}),
    ("i want to go to sea life aquarium", {"must_see": ["SEA LIFE Orlando Aquarium"]}),
    ("Add Seuss Landing to the plan", {"must_see": ["Seuss Landing"]}),
    ("we would love to spend time at the Orlando Science Center and Gatorland", {"must_see": ["Orlando Science Center", "Gatorland"]}),
    ("The Simpsons Ride, definitely", {"must_see": ["The Simpsons Ride"]}),
    # sights to avoid
    ("We'll pass on Gatorland.", {"avoid_sights": ["Gatorland"]}),
    ("we've been to Universal Orlando Resort already, so skip it", {"avoid_sights": ["Universal Orlando Resort"]}),
    ("Leave out WonderWorks Orlando", {"avoid_sights": ["WonderWorks Orlando"]}),
    ("no Madame Tussauds please", {"avoid_sights": ["Madame Tussauds Orlando"]}),
    # the pace
    ("no more than two sights per day", {"pace": {"most": 2, "least": None, "days": None}}),
    ("one attraction a day is plenty", {"pace": {"most": 1, "least": None, "days": None}}),
    ("We like a busy schedule", {"pace": {"most": None, "least": 2, "days": None}}),
    ("a leisurely pace please, we're not in a rush", {"pace": {"most": 1, "least": None, "days": None}}),
    ("three attractions every day", {"pace": {"most": 3, "least": 3, "days": None}}),
    ("at least 2 sights on day 2", {"pace": {"most": None, "least": 2, "days": (2,)}}),
    ("don't schedule more than 1 sight a day", {"pace": {"most": 1, "least": None, "days": None}}),
    # cuisines wanted and avoided
    ("mexican food at least once pls", {"cuisine": ["Mexican"]}),
    ("We'd love to try some good BBQ and seafood", {"more_cuisines": ["BBQ", "Seafood"]}),
    ("Indian, Mediterranean and French would all be nice", {"cuisine": ["Indian", "Mediterranean", "French"]}),
    ("coffee shop for breakfast would be nice", {"more_cuisines": ["Cafe"]}),
    ("something sweet - a dessert place once", {"more_cuisines": ["Desserts"]}),
    ("No fast food at all", {"avoid_cuisines": ["Fast Food"]}),
    ("my husband doesn't like Italian", {"avoid_cuisines": ["Italian"]}),
    ("anything except Chinese", {"avoid_cuisines": ["Chinese"]}),
    ("we don't do spicy indian food", {"avoid_cuisines": ["Indian"]}),
    ("Avoid pizza places and bakeries", {"avoid_cuisines": ["Pizza", "Bakery"]}),
    ("We're not big on seafood", {"avoid_cuisines": ["Seafood"]}),
    ("pls no seefood", {"avoid_cuisines": ["Seafood"]}),
    # restaurants by name
    ("I've heard good things about Chaayos, can we eat there?", {"eat_at": ["Chaayos"]}),
    ("Let's grab lunch at Domino's Pizza one day", {"eat_at": ["Domino's Pizza"]}),
    ("We'd like to try Lawn Bistro", {"eat_at": ["Lawn Bistro"]}),
    ("breakfast at Crust N Cakes", {"eat_at": ["Crust N Cakes"]}),
    ("not Fun Bytes please", {"avoid_restaurants": ["Fun Bytes"]}),
    ("please avoid Veg O Non", {"avoid_restaurants": ["Veg O Non"]}),
    # house rules and the room
    ("bringing our golden retriever", {"house_rule": "pets"}),
    ("I smoke, so the place needs to allow it", {"house_rule": "smoking"}),
    ("we have a 3 year old", {"house_rule": "children under 10"}),
    ("we plan to have a party at the house", {"house_rule": "parties"}),
    ("friends may drop by our place", {"house_rule": "visitors"}),
    ("pet-friendly and smoking allowed", {"house_rule": "pets", "more_house_rules": ["smoking"]}),
    ("We need the entire apartment to ourselves", {"room_type": "entire room"}),
    ("private rooms only please", {"room_type": "private room"}),
    ("no shared accommodation", {"room_type": "not shared room"}),
    # several wishes in one sentence
    ("no flights before 8am, hotel under $150 a night and we must see Gatorland",
     {"flight_times": [window(depart_from="08:00")], "max_night_price": 150.0, "must_see": ["Gatorland"]}),
    ("we both smoke, want Mexican food and a private room",
     {"house_rule": "smoking", "cuisine": ["Mexican"], "room_type": "private room"}),
    ("Hotel rated 4+, restaurants rated 4+", {"min_stay_rating": 4.0, "min_rating": 4.0}),
    ("max 2 sights a day and no driving more than 3 hours a day",
     {"pace": {"most": 2, "least": None, "days": None}, "max_driving_hours": 3.0}),
    ("cheap hotel (under $80/night) and cheap food (under $15 pp)", {"max_night_price": 80.0, "max_meal_cost": 15.0}),
    ("No red eyes and no Chinese food.", {"flight_times": [RED_EYE], "avoid_cuisines": ["Chinese"]}),
    # what the data cannot say: named, never dropped
    ("hotel with a hot tub", "named: hot tub"),
    ("we need free breakfast at the hotel", "named: amenities"),
    ("my mom uses a walker so no stairs", "named: walker"),
    ("gluten-free options please", "named: diet"),
    ("we're vegetarian and want to see SeaWorld Orlando", "named: diet"),
    ("kosher food for my dad", "named: diet"),
    ("ocean view room", "named: looks out on"),
    ("Thai food one night", "named: Thai"),
    ("vegan restaurants only", "named: vegan"),
    ("we'd like a pool", "named: amenities"),
    ("hotel near Universal Studios Florida", "named: locations"),
    ("a room with a king bed", "named: king bed"),
    ("can we do a boat tour?", "named: boat tour"),
    # talk that asks for nothing
    ("This is our honeymoon!", {}),
    ("thanks so much in advance", {}),
    ("We're celebrating my mom's 60th birthday.", {}),
    ("No particular preferences for food.", {}),
    ("we've never been to Florida before", {}),
    ("Happy to take any flight times.", {}),
    ("Looking forward to it :)", {}),
    ("our kids are grown up now so it's just the two of us", {}),
]

# (wish, the local constraints it sets) on the Atlanta trip
ATLANTA_CORPUS: list[tuple[str, dict | str]] = [
    ("we must visit the Georgia Aquarium", {"must_see": ["Georgia Aquarium"]}),
    ("world of coca cola please", {"must_see": ["World of Coca-Cola"]}),
    ("Skip Zoo Atlanta", {"avoid_sights": ["Zoo Atlanta"]}),
    ("The MLK national historical park is a must", {"must_see": ["Martin Luther King, Jr. National Historical Park"]}),
    ("Centennial Olympic Park and Piedmont Park for sure", {"must_see": ["Centennial Olympic Park", "Piedmont Park"]}),
    ("High Museum of Art and the Atlanta Botanical Garden are must-sees", {"must_see": ["High Museum of Art", "Atlanta Botanical Garden"]}),
    ("not interested in the Fox Theatre", {"avoid_sights": ["Fox Theatre"]}),
    ("Skip Underground Atlanta and Krog Street Tunnel", {"avoid_sights": ["Underground Atlanta", "Krog Street Tunnel"]}),
    ("Tiny Doors ATL sounds fun, add it", {"must_see": ["Tiny Doors ATL"]}),
    ("dinner at El Pistolero one night", {"eat_at": ["El Pistolero"]}),
    ("we'd love to eat at Sam and Scrooge", {"eat_at": ["Sam and Scrooge"]}),
    ("please don't book Bimbos", {"avoid_restaurants": ["Bimbos"]}),
    ("no more than $120 a night and at least 4 stars", {"max_night_price": 120.0, "min_stay_rating": 4.0}),
    ("Meals under $40 each person", {"max_meal_cost": 40.0}),
    ("i'd like mexican and american food", {"cuisine": ["Mexican", "American"]}),
    ("depart Sacramento after 10am", {"flight_times": [window(leg="outbound", depart_from="10:00")]}),
    ("return flight must land before 11pm", {"flight_times": [window(leg="return", arrive_until="23:00")]}),
    ("We're a family of two, no kids, no pets.", {}),
]

# (wish, the local constraints it sets) on the two-city trip of Texas, then the two-city trip of Florida
TEXAS_CORPUS: list[tuple[str, dict | str]] = [
    ("we want Austin and San Antonio", {"visit_cities": ["Austin", "San Antonio"]}),
    ("Houston's a must", {"visit_cities": ["Houston"]}),
    ("don't take us to Dallas", {"avoid_cities": ["Dallas"]}),
    ("anywhere except Laredo", {"avoid_cities": ["Laredo"]}),
    ("El Paso yes, Amarillo no", {"visit_cities": ["El Paso"], "avoid_cities": ["Amarillo"]}),
    ("We'd like to see Corpus Christi on this trip.", {"visit_cities": ["Corpus Christi"]}),
    ("no driving over 4 hours a day between cities", {"max_driving_hours": 4.0}),
]
FLORIDA_CORPUS: list[tuple[str, dict | str]] = [
    ("Miami and Key West please", {"visit_cities": ["Miami", "Key West"]}),
    ("avoid tampa", {"avoid_cities": ["Tampa"]}),
    ("Orlando has to be one of them", {"visit_cities": ["Orlando"]}),
    ("we'd rather not go to Jacksonville or Tallahassee", {"avoid_cities": ["Jacksonville", "Tallahassee"]}),
    ("must see Gatorland", {"must_see": ["Gatorland"]}),
]

# Misses measured and left visible: each must stay listed until a general rule reads it. Each is named (or bound more
# strictly), none read wrong in silence.
KNOWN_GAPS: list[str] = [
    # five more were read by general rules written for the fourth set (test_reading_heldout_fourth.py): a misspelt
    # cuisine, "eat there" / "add it" pointing back to a name, a flight bound said of the origin, "X yes, Y no"; and
    # "The MLK national historical park is a must" by one written for the fifth (initials standing for a name's words)
]


def test_the_third_held_out_corpus_reads_as_written(sandbox):
    tally = score(((BASE, CORPUS), (ATLANTA, ATLANTA_CORPUS), (TEXAS, TEXAS_CORPUS), (FLORIDA, FLORIDA_CORPUS)), sandbox)
    missed = sorted(tally["wrongly read"] + tally["false alarm"])
    assert len(CORPUS) + len(ATLANTA_CORPUS) + len(TEXAS_CORPUS) + len(FLORIDA_CORPUS) >= 120 and missed == sorted(KNOWN_GAPS)
