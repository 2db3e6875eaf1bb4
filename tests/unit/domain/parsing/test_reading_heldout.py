"""A held-out corpus of wishes, written before the reader's patterns were read (issue 38, part 5: reading that generalises).

``tests/unit/domain/parsing/test_reading_corpus.py`` was written alongside the reader, which was fitted to it. This corpus was written
afterwards by someone who had read docs/vocabulary*.md but not the patterns, as different travellers write: terse,
chatty, typos, British spellings, numbers in words, several wishes in one sentence, negations, hedges and questions.
It is scored as that corpus is (read right / named / wrongly read / false alarm, printed with ``-s``); a miss is fixed
in the reader by a general rule, never by a listed sentence, and the misses still left are listed below.
"""

from __future__ import annotations

from tests.support.reading_scoring import BASE, TEXAS, score, window

RED_EYE = window(depart_from="05:00", depart_until="20:59", arrive_until="23:59")

# (wish, the local constraints it sets) or (wish, "named: <words the naming holds>"); on the Orlando trip of BASE
CORPUS: list[tuple[str, dict | str]] = [
    # the stays' rating
    ("hotels 4 stars+ only", {"min_stay_rating": 4.0}),
    ("Nothing under four stars for the hotel, please.", {"min_stay_rating": 4.0}),
    ("we'd prefer a place rated three or above", {"min_stay_rating": 3.0}),
    ("accomodation must be rated atleast 4", {"min_stay_rating": 4.0}),
    ("Could the hotel be at least a 4-star one?", {"min_stay_rating": 4.0}),
    ("Only five-star stays.", {"min_stay_rating": 5.0}),
    ("The accommodation should have a review rating of at least 4 out of 5.", {"min_stay_rating": 4.0}),
    ("four-star hotel or better please", {"min_stay_rating": 4.0}),
    ("Is it possible to stay somewhere rated 4 or higher?", {"min_stay_rating": 4.0}),
    ("hotels rated four or above", {"min_stay_rating": 4.0}),
    # the stays' price per night, per room and per person
    ("two hundred bucks a night max for the room", {"max_night_price": 200.0}),
    ("$150 per night tops", {"max_night_price": 150.0}),
    ("no more than a hundred and twenty dollars per night", {"max_night_price": 120.0}),
    ("Lodging under 300/night please", {"max_night_price": 300.0}),
    ("I don't want to pay over $175 a night for the hotel.", {"max_night_price": 175.0}),
    ("Hotel: max 250 dollars/night.", {"max_night_price": 250.0}),
    ("no more than seventy dollars a night each", {"max_night_price_per_person": 70.0}),
    ("$80 per person per night max for lodging", {"max_night_price_per_person": 80.0}),
    ("Accommodation should be under 50 bucks per head per night.", {"max_night_price_per_person": 50.0}),
    # several house rules, and the room type
    ("We're bringing our cat and we both smoke.", {"house_rule": "pets", "more_house_rules": ["smoking"]}),
    ("We'll be throwing a small party one night and friends will visit us.",
     {"house_rule": "parties", "more_house_rules": ["visitors"]}),
    ("Smoking allowed, please.", {"house_rule": "smoking"}),
    ("our dog is coming with us", {"house_rule": "pets"}),
    ("The place must allow visitors, and smoking.", {"house_rule": "visitors", "more_house_rules": ["smoking"]}),
    ("We're travelling with our toddler and our puppy.", {"house_rule": "children under 10", "more_house_rules": ["pets"]}),
    ("pet friendly place pls", {"house_rule": "pets"}),
    ("Our kids are travelling with us, so the accommodation must allow children.", {"house_rule": "children under 10"}),
    ("We want the whole place to ourselves.", {"room_type": "entire room"}),
    ("no shared rooms", {"room_type": "not shared room"}),
    ("We'd like a private room.", {"room_type": "private room"}),
    ("Could we get an entire apartment?", {"room_type": "entire room"}),
    # the meals' average cost per person
    ("meals shouldn't cost more than forty dollars a person", {"max_meal_cost": 40.0}),
    ("Food: nothing above $25 per person per meal.", {"max_meal_cost": 25.0}),
    ("we're students so cheap restaurants, under 15 dollars a head", {"max_meal_cost": 15.0}),
    ("Restaurants averaging no more than thirty-five dollars per person.", {"max_meal_cost": 35.0}),
    ("Could we keep each meal under $30 per person?", {"max_meal_cost": 30.0}),
    ("meals no more than twenty bucks a person", {"max_meal_cost": 20.0}),
    # cuisines wanted: TravelPlanner's seven, then the data's other eight
    ("We love Mexican food.", {"cuisine": ["Mexican"]}),
    ("would be great to try some indian and chinese", {"cuisine": ["Indian", "Chinese"]}),
    ("Mediterranean food at least once, please", {"cuisine": ["Mediterranean"]}),
    ("We're big fans of French cuisine", {"cuisine": ["French"]}),
    ("Some American and Italian meals would be nice.", {"cuisine": ["American", "Italian"]}),
    ("Our favourite cuisine is Italian, we'd love to have some.", {"cuisine": ["Italian"]}),
    # corrected twice: named at stop 58's first commit; since its review a hedge a reader reads is kept as the rule
    # with a warning saying so (never in silence)
    ("Maybe some Mexican food?", {"cuisine": ["Mexican"]}),
    ("We'd love seafood while we're there!", {"more_cuisines": ["Seafood"]}),
    ("can we get bbq at some point", {"more_cuisines": ["BBQ"]}),
    ("pizza one night for sure", {"more_cuisines": ["Pizza"]}),
    ("we'd like a cafe for breakfast one morning", {"more_cuisines": ["Cafe"]}),
    ("A bakery for breakfast one day would be nice.", {"more_cuisines": ["Bakery"]}),
    ("Must have desserts!", {"more_cuisines": ["Desserts"]}),
    ("we want a place that serves tea", {"more_cuisines": ["Tea"]}),
    ("fast food once, the kids' treat", {"more_cuisines": ["Fast Food"], "house_rule": "children under 10"}),
    # cuisines avoided, all fifteen
    ("We don't eat Mexican.", {"avoid_cuisines": ["Mexican"]}),
    ("no seafood - allergies", {"avoid_cuisines": ["Seafood"]}),
    ("Please avoid Indian restaurants.", {"avoid_cuisines": ["Indian"]}),
    ("no French places please", {"avoid_cuisines": ["French"]}),
    ("Can we avoid pizza and BBQ?", {"avoid_cuisines": ["Pizza", "BBQ"]}),
    ("no bakeries or cafes", {"avoid_cuisines": ["Bakery", "Cafe"]}),
    ("We're not into desserts.", {"avoid_cuisines": ["Desserts"]}),
    ("no tea houses", {"avoid_cuisines": ["Tea"]}),
    ("avoid american food", {"avoid_cuisines": ["American"]}),
    ("I can't stand Italian food.", {"avoid_cuisines": ["Italian"]}),
    ("No Fast Food!!", {"avoid_cuisines": ["Fast Food"]}),
    ("Not a big fan of Chinese, so skip it", {"avoid_cuisines": ["Chinese"]}),
    ("please no mediterranean", {"avoid_cuisines": ["Mediterranean"]}),
    ("no fast food, no chinese, no pizza", {"avoid_cuisines": ["Fast Food", "Chinese", "Pizza"]}),
    ("We love Italian but hate seafood.", {"cuisine": ["Italian"], "avoid_cuisines": ["Seafood"]}),
    ("Mexican yes, fast food no.", {"cuisine": ["Mexican"], "avoid_cuisines": ["Fast Food"]}),
    ("We don't mind seafood but no Chinese.", {"avoid_cuisines": ["Chinese"]}),
    # named restaurants
    ("We'd like to have dinner at Chaayos.", {"eat_at": ["Chaayos"]}),
    ("gotta try Vaango! while we're there", {"eat_at": ["Vaango!"]}),
    ("Please book us a meal at Lawn Bistro", {"eat_at": ["Lawn Bistro"]}),
    ("Lunch at Reena Restaurant and dinner at Pure Bliss one day.", {"eat_at": ["Reena Restaurant", "Pure Bliss"]}),
    ("eat at Wai Yu Mun Ching", {"eat_at": ["Wai Yu Mun Ching"]}),
    ("no Domino's Pizza", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("We don't want to eat at Fun Bytes.", {"avoid_restaurants": ["Fun Bytes"]}),
    ("avoid spice hut please, bad reviews", {"avoid_restaurants": ["Spice Hut"]}),
    ("Crust N Cakes is a must.", {"eat_at": ["Crust N Cakes"]}),
    # sights to see
    ("Gatorland's a must.", {"must_see": ["Gatorland"]}),
    ("SeaWorld Orlando is a must, and so is the Orlando Science Center.",
     {"must_see": ["SeaWorld Orlando", "Orlando Science Center"]}),
    ("Gatorland is a must and so is SeaWorld Orlando", {"must_see": ["Gatorland", "SeaWorld Orlando"]}),
    # a sight's name less its city's is that sight, in its city (was asked "did you mean" before the second held-out set)
    ("We have to see the Crayola Experience.", {"must_see": ["Crayola Experience Orlando"]}),
    ("Universal Studios Florida, definitely.", {"must_see": ["Universal Studios Florida"]}),
    ("can we fit in the wheel at icon park?", {"must_see": ["The Wheel at ICON Park"]}),
    ("Would love to visit Ripley's Believe It or Not!", {"must_see": ["Ripley's Believe It or Not!"]}),
    ("Please include the SEA LIFE aquarium", {"must_see": ["SEA LIFE Orlando Aquarium"]}),
    ("I'd like to ride The Simpsons Ride", {"must_see": ["The Simpsons Ride"]}),
    ("Seuss Landing for sure", {"must_see": ["Seuss Landing"]}),
    # corrected twice: named at stop 58's first commit; since its review a hedge a reader reads is kept as the rule, warned
    ("If possible, we'd like to see Harry P Leu Gardens.", {"must_see": ["Harry P Leu Gardens"]}),
    ("Gatorlnd is a must", {"must_see": ["Gatorland"]}),  # a small typo is matched (docs/vocabulary-meals-sights.md)
    # sights to avoid
    ("We're not bothered about Madame Tussauds Orlando, skip it.", {"avoid_sights": ["Madame Tussauds Orlando"]}),
    ("Let's not do Fun Spot America Theme Parks.", {"avoid_sights": ["Fun Spot America Theme Parks"]}),
    ("Skip WonderWorks Orlando and the Orlando Starflyer", {"avoid_sights": ["WonderWorks Orlando", "Orlando Starflyer"]}),
    ("Can we avoid Gatorland?", {"avoid_sights": ["Gatorland"]}),
    # the pace
    ("no more than 2 sights per day", {"pace": {"most": 2, "least": None, "days": None}}),
    ("nothing too hectic please, one attraction a day is plenty", {"pace": {"most": 1, "least": None, "days": None}}),
    ("a leisurely pace", {"pace": {"most": 1, "least": None, "days": None}}),
    ("We want to see as much as possible - at least three attractions a day!",
     {"pace": {"most": None, "least": 3, "days": None}}),
    ("max 2 attractions daily", {"pace": {"most": 2, "least": None, "days": None}}),
    ("Not too busy please.", {"pace": {"most": 1, "least": None, "days": None}}),
    ("just one sight on day 2", {"pace": {"most": 1, "least": None, "days": (2,)}}),  # "just", "only": at most
    # flight times
    ("We don't want any flight leaving before 9 in the morning.", {"flight_times": [window(depart_from="09:00")]}),
    ("no red eyes pls", {"flight_times": [RED_EYE]}),
    ("I hate early flights.", {"flight_times": [window(depart_from="08:00")]}),
    ("The flight home should leave after 3pm.", {"flight_times": [window(leg="return", depart_from="15:00")]}),
    ("We need to arrive in Orlando by 2pm on the first day.", {"flight_times": [window(leg=1, arrive_until="14:00")]}),
    ("Outbound flight departing after 10:30am please", {"flight_times": [window(leg="outbound", depart_from="10:30")]}),
    ("land no later than 6 pm on the way back", {"flight_times": [window(leg="return", arrive_until="18:00")]}),
    ("No flights after 8pm.", {"flight_times": [window(depart_until="20:00")]}),
    ("return flight departing no earlier than 4pm", {"flight_times": [window(leg="return", depart_from="16:00")]}),
    ("No flights before 8 o'clock in the morning please, we're knackered.", {"flight_times": [window(depart_from="08:00")]}),
    ("ideally nothing before 8am", {"flight_times": [window(depart_from="08:00")]}),
    ("don't book a flight that leaves after 9 at night", {"flight_times": [window(depart_until="21:00")]}),
    # driving hours and flight duration
    ("no more than three hours behind the wheel", {"max_driving_hours": 3.0}),
    ("I don't want to drive more than 4 hrs per day", {"max_driving_hours": 4.0}),
    ("driving: max 5 hours a day", {"max_driving_hours": 5.0}),
    ("we can handle up to six hours of driving each day", {"max_driving_hours": 6.0}),
    ("No more than 2 and a half hours driving a day please.", {"max_driving_hours": 2.5}),
    ("I'm the only one with a licence, so max 4 hours driving per day.", {"max_driving_hours": 4.0}),
    ("No flights longer than two hours.", {"max_flight_hours": 2.0}),
    ("flights of 3 hrs max", {"max_flight_hours": 3.0}),
    ("Nothing over four hours in the air please.", {"max_flight_hours": 4.0}),
    ("max flight time 3 hours", {"max_flight_hours": 3.0}),
    # the bans
    ("We don't fly.", {"transportation": "no flight"}),
    ("No driving please, we'd rather fly.", {"transportation": "no self-driving"}),
    ("we're scared of flying so we'll drive", {"transportation": "no flight"}),
    ("Can we avoid flying?", {"transportation": "no flight"}),
    ("flights only", {"transportation": "no self-driving"}),
    ("we want to avoid driving", {"transportation": "no self-driving"}),
    # several wishes in one sentence
    ("We want to see Gatorland and eat at Chaayos, no seafood, and nothing over $200 a night.",
     {"must_see": ["Gatorland"], "eat_at": ["Chaayos"], "avoid_cuisines": ["Seafood"], "max_night_price": 200.0}),
    ("4 star hotel, no flights before 9am, and at most 2 sights a day",
     {"min_stay_rating": 4.0, "flight_times": [window(depart_from="09:00")], "pace": {"most": 2, "least": None, "days": None}}),
    ("Cheap eats under $20 a head and the Orlando Science Center please",
     {"max_meal_cost": 20.0, "must_see": ["Orlando Science Center"]}),
    ("We're bringing the dog, we don't want to drive more than 5 hours a day, and we'd love some BBQ.",
     {"house_rule": "pets", "max_driving_hours": 5.0, "more_cuisines": ["BBQ"]}),
    ("Hotel rated 3+, under $150/night, entire place.",
     {"min_stay_rating": 3.0, "max_night_price": 150.0, "room_type": "entire room"}),
    ("no more than $50 per person for meals and hotels under 180 a night", {"max_meal_cost": 50.0, "max_night_price": 180.0}),
    ("Not necessarily a 5-star hotel, but at least 4.", {"min_stay_rating": 4.0}),
    # negations and shrugs that ask for nothing
    ("We aren't picky about food.", {}),
    ("No preference on cuisine.", {}),
    ("We don't need a private room.", {}),
    ("We're not bringing our dog this time.", {}),
    ("We don't smoke.", {}),
    ("We don't have kids.", {}),
    ("Fast food is fine by us.", {}),
    # what the data cannot say: named, never dropped
    ("a hotel with a pool would be amazing", "named: amenities"),
    ("My husband uses a wheelchair so the room must be accessible.", "named: accessibility"),
    ("We need a room with an ocean view.", "named: ocean view"),
    ("I'm vegetarian.", "named: diet"),
    ("free parking is essential", "named: amenities"),
    ("close to downtown please", "named: locations"),
    ("gluten-free options for my daughter", "named: diet"),
    ("We need a hotel near Universal.", "named: locations"),
    ("a gym in the hotel", "named: amenities"),
    ("breakfast included please", "named: amenities"),
    ("A quiet hotel, please.", "named: quiet"),
    ("somewhere with a kitchen", "named: kitchen"),
    ("We want vegan restaurants.", "named: vegan"),
    ("Thai food would be great", "named: Thai"),
    ("No sushi.", "named: sushi"),
    ("we'd like to go by train", "named: train"),
    ("Can we travel by bus?", "named: bus"),
    ("Kid friendly restaurants please", "named: children"),
    ("no theme parks", "named: theme parks"),
    # talk that asks for nothing
    ("This is for our anniversary!", {}),
    ("We're so excited, first time in Florida!", {}),
    ("Thanks so much in advance :)", {}),
    ("My wife has always wanted to go.", {}),
    ("We're celebrating my 40th birthday.", {}),
    ("Let me know if you need anything else.", {}),
    ("We've heard great things about Orlando.", {}),
    ("Honestly any plan is fine", {}),
    ("It's our honeymoon.", {}),
    ("Looking forward to it!", {}),
]

# (wish, the local constraints it sets) on the two-city trip of Texas
TEXAS_CORPUS: list[tuple[str, dict | str]] = [
    ("We'd like Austin to be one of the cities.", {"visit_cities": ["Austin"]}),
    ("Let's skip Houston.", {"avoid_cities": ["Houston"]}),
    ("San Antonio's a must, and please avoid Dallas.", {"visit_cities": ["San Antonio"], "avoid_cities": ["Dallas"]}),
    ("not El Paso, it's too far", {"avoid_cities": ["El Paso"]}),
    ("austin and san antonio please", {"visit_cities": ["Austin", "San Antonio"]}),
    ("Can we avoid Laredo and Midland?", {"avoid_cities": ["Laredo", "Midland"]}),
    ("Houston is a must and so is Austin.", {"visit_cities": ["Houston", "Austin"]}),
    ("definitely not dallas", {"avoid_cities": ["Dallas"]}),
]

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: list[str] = [
    # empty since the second held-out set (test_reading_heldout_second.py): the seven left by the first were fixed by rules
]


def test_the_held_out_corpus_reads_as_written(sandbox):
    tally = score(((BASE, CORPUS), (TEXAS, TEXAS_CORPUS)), sandbox)
    missed = sorted(tally["wrongly read"] + tally["false alarm"])
    assert len(CORPUS) + len(TEXAS_CORPUS) >= 150 and missed == sorted(KNOWN_GAPS)
