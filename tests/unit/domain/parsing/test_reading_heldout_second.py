"""A second held-out corpus of wishes, written before its readings were measured (issue 38: every wish the data can answer).

``test_reading_heldout.py`` was measured and then fixed against; this one is new, written from docs/vocabulary*.md and
the registry's kinds alone (ratings, nightly caps, meal costs, flight times, sights, cuisines, restaurants, pace, house
rules, room types, transport, driving and flight hours, cities), as people write: terse, chatty, typos ("cant",
"pls", "w/"), lower case names, several wishes in one sentence, bare names before "please", talk that asks nothing.
It is scored as the other corpora are (read right / named / wrongly read / false alarm, printed with ``-s``); the
misses still left are listed below, each to stay listed until a general rule reads it.
"""

from __future__ import annotations

from tests.support.reading_scoring import BASE, TEXAS, score, window

# (wish, the local constraints it sets) or (wish, "named: <words the naming holds>"); on the Orlando trip of BASE
CORPUS: list[tuple[str, dict | str]] = [
    # ratings
    ("hotel needs 4+ stars", {"min_stay_rating": 4.0}),
    ("We'd want a hotel rated 3.5 or more.", {"min_stay_rating": 3.5}),
    ("restaurants rated at least 3 pls", {"min_rating": 3.0}),
    ("Just make sure the food places are rated four or higher", {"min_rating": 4.0}),
    ("A 3 star hotel is fine but not lower", {"min_stay_rating": 3.0}),
    # nightly caps
    ("cant spend more than 120 a night on the hotel", {"max_night_price": 120.0}),
    ("keep the room under a hundred dollars per night", {"max_night_price": 100.0}),
    ("Our limit for lodging is $90/night.", {"max_night_price": 90.0}),
    ("max $60 a night per person for the room", {"max_night_price_per_person": 60.0}),
    ("hotel budget: 180 per night max", {"max_night_price": 180.0}),
    # meal costs
    ("each meal under 25 bucks pp", {"max_meal_cost": 25.0}),
    ("Nothing fancy for dinner, no more than $35 per person.", {"max_meal_cost": 35.0}),
    ("keep food cheap - max 15 dollars per person per meal", {"max_meal_cost": 15.0}),
    # flight times
    ("no flights before 7am plz", {"flight_times": [window(depart_from="07:00")]}),
    ("I'd like to land in Orlando before noon on day one.", {"flight_times": [window(leg=1, arrive_until="12:00")]}),
    ("Return flight should depart after 5 pm", {"flight_times": [window(leg="return", depart_from="17:00")]}),
    ("Don't want to fly late at night, nothing leaving after 10pm", {"flight_times": [window(depart_until="22:00")]}),
    ("we'd prefer the flight out leaves after 9:30 am", {"flight_times": [window(leg="outbound", depart_from="09:30")]}),
    ("No red-eye flights, please.",
     {"flight_times": [window(depart_from="05:00", depart_until="20:59", arrive_until="23:59")]}),
    ("Arrive home by 8pm on the last day", {"flight_times": [window(leg="return", arrive_until="20:00")]}),
    # sights to see
    ("we have to see Gatorland", {"must_see": ["Gatorland"]}),
    ("I'd love to check out the Harry Potter and the Forbidden Journey ride", {"must_see": ["Harry Potter and the Forbidden Journey"]}),
    ("We really want to go to WonderWorks Orlando!!", {"must_see": ["WonderWorks Orlando"]}),
    ("seaworld orlando and gatorland are musts", {"must_see": ["SeaWorld Orlando", "Gatorland"]}),
    ("Magical Midway Arcade & SlingShot please", {"must_see": ["Magical Midway Arcade & SlingShot"]}),
    ("Don't let us miss Universal Orlando Resort.", {"must_see": ["Universal Orlando Resort"]}),
    ("must-see: Orlando Starflyer", {"must_see": ["Orlando Starflyer"]}),
    ("The Science Center is a must", {"must_see": ["Orlando Science Center"]}),
    # sights to avoid
    ("Not interested in Madame Tussauds Orlando.", {"avoid_sights": ["Madame Tussauds Orlando"]}),
    ("skip the crayola experience orlando", {"avoid_sights": ["Crayola Experience Orlando"]}),
    ("please don't put Fun Spot America Theme Parks on the itinerary", {"avoid_sights": ["Fun Spot America Theme Parks"]}),
    # cuisines wanted and avoided
    ("would love some authentic mexican food", {"cuisine": ["Mexican"]}),
    ("We're craving chinese and seafood", {"cuisine": ["Chinese"], "more_cuisines": ["Seafood"]}),
    ("At least one Italian dinner please", {"cuisine": ["Italian"]}),
    ("we'd like to have bbq and pizza at least once", {"more_cuisines": ["BBQ", "Pizza"]}),
    ("No indian or mexican food please", {"avoid_cuisines": ["Indian", "Mexican"]}),
    ("allergic to seafood!", {"avoid_cuisines": ["Seafood"]}),
    ("My partner hates french food", {"avoid_cuisines": ["French"]}),
    ("Fast food's a no-go.", {"avoid_cuisines": ["Fast Food"]}),
    ("Keep us away from BBQ places", {"avoid_cuisines": ["BBQ"]}),
    # named restaurants
    ("dinner at Turquoise Villa one night", {"eat_at": ["Turquoise Villa"]}),
    ("we must eat at Pizza Hut", {"eat_at": ["Pizza Hut"]}),
    ("steer clear of Spice Hut", {"avoid_restaurants": ["Spice Hut"]}),
    ("Please not Dips, we went last time", {"avoid_restaurants": ["Dips"]}),
    ("No Pizza Hut.", {"avoid_restaurants": ["Pizza Hut"]}),
    # the pace
    ("2 attractions a day max", {"pace": {"most": 2, "least": None, "days": None}}),
    ("we like to take it slow", {"pace": {"most": 1, "least": None, "days": None}}),
    ("Pack in at least 4 sights each day", {"pace": {"most": None, "least": 4, "days": None}}),
    ("only 1 attraction per day please", {"pace": {"most": 1, "least": None, "days": None}}),
    # house rules
    ("travelling w/ our two dogs", {"house_rule": "pets"}),
    ("we need a smoking room", {"house_rule": "smoking"}),
    ("kids under 10 must be allowed", {"house_rule": "children under 10"}),
    ("having a few guests over at the place one evening", {"house_rule": "visitors"}),
    ("Birthday party in the rental, so parties must be allowed", {"house_rule": "parties"}),
    # room types
    ("private room only", {"room_type": "private room"}),
    ("we want an entire home", {"room_type": "entire room"}),
    ("Don't put us in a shared room.", {"room_type": "not shared room"}),
    # transport, driving and flight hours
    ("no planes", {"transportation": "no flight"}),
    ("we'll fly, no road trips", {"transportation": "no self-driving"}),
    ("Rather not drive, flying is easier", {"transportation": "no self-driving"}),
    ("max 3 hrs of driving per day", {"max_driving_hours": 3.0}),
    ("flights shorter than 3 hours please", {"max_flight_hours": 3.0}),
    # several wishes in one sentence
    ("4-star hotel under $200/night, no seafood and we must see SeaWorld Orlando",
     {"min_stay_rating": 4.0, "max_night_price": 200.0, "avoid_cuisines": ["Seafood"], "must_see": ["SeaWorld Orlando"]}),
    ("We're bringing the cat, need an entire place, and want to eat at Chaayos.",
     {"house_rule": "pets", "room_type": "entire room", "eat_at": ["Chaayos"]}),
    ("no early flights, at most 2 attractions per day, italian food",
     {"flight_times": [window(depart_from="08:00")], "pace": {"most": 2, "least": None, "days": None}, "cuisine": ["Italian"]}),
    ("meals under $30 a head plus Gatorland please", {"max_meal_cost": 30.0, "must_see": ["Gatorland"]}),
    ("hotel rated 4 and up and the Orlando Starflyer please", {"min_stay_rating": 4.0, "must_see": ["Orlando Starflyer"]}),
    ("we smoke and we want Pizza Hut for dinner one night", {"house_rule": "smoking", "eat_at": ["Pizza Hut"]}),
    ("No more than $150 a night, and visitors must be allowed", {"max_night_price": 150.0, "house_rule": "visitors"}),
    # what the data cannot say: named, never dropped
    ("hotel with free wifi please", "named: amenities"),
    ("somewhere walkable to restaurants", "named: locations"),
    ("need a crib for the baby", "named: amenities"),
    ("we want halal food", "named: diet"),
    ("a room with a balcony", "named: amenities"),
    ("Can we take the train from DC?", "named: train"),
    ("Sushi for dinner?", "named: sushi"),
    ("near the beach please", "named: locations"),
    ("a hotel with a view of the lake", "named: looks out on"),
    ("we want the hotel to be quiet", "named: quiet"),
    # talk that asks for nothing
    ("first trip together since the kids moved out", {}),
    ("We can't wait!!", {}),
    ("Any cuisine is fine with us.", {}),
    ("We're pretty flexible on flights.", {}),
    ("Not fussed about the hotel rating.", {}),
]

# (wish, the local constraints it sets) on the two-city trip of Texas
TEXAS_CORPUS: list[tuple[str, dict | str]] = [
    ("we want to stop in waco", {"visit_cities": ["Waco"]}),
    ("Dallas and Houston please", {"visit_cities": ["Dallas", "Houston"]}),
    ("No Lubbock.", {"avoid_cities": ["Lubbock"]}),
    ("we'd rather skip el paso and amarillo", {"avoid_cities": ["El Paso", "Amarillo"]}),
    ("Austin is a must for us", {"visit_cities": ["Austin"]}),
]

# Misses measured and left visible: each must stay listed until a general rule reads it.
# The six measured first are read now: an amount per night or per person said of the stay or a meal, "and the" inside
# a sight's name, a diet, a dish, children said not to travel.
KNOWN_GAPS: list[str] = []


def test_the_second_held_out_corpus_reads_as_written(sandbox):
    tally = score(((BASE, CORPUS), (TEXAS, TEXAS_CORPUS)), sandbox)
    missed = sorted(tally["wrongly read"] + tally["false alarm"])
    assert len(CORPUS) + len(TEXAS_CORPUS) >= 60 and missed == sorted(KNOWN_GAPS)
