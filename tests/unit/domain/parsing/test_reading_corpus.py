"""A corpus of wishes written as travellers write them, each with the reading it must give (issue 38, part 5).

Each sentence is appended to a valid request and read, and scored by tests/support/reading_scoring.py (read right, named,
wrongly read, false alarm). The figures are printed (``-s``) and none may be wrongly read or a false alarm. Every benchmark query
text reads no constraint of ours and claims no budget words (part 4: the benchmark reads as before).

The corpus covers the kinds built so far (the stays' rating and price, with TravelPlanner's kinds and the restaurant
rating around them); the kinds not yet built are listed in docs/vocabulary.md.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import parse_request
from himap_travel.domain.parsing.query import claimed_spans
from himap_travel.domain.sandbox.queries import load_queries
from himap_travel.state.trip import OUR_FIELDS
from tests.support.reading_scoring import BASE, score, window

OURS = OUR_FIELDS

# (wish, the local constraints it sets) or (wish, "named: <cause>")
CORPUS: list[tuple[str, dict | str]] = [
    # the stays' rating
    ("We only want places rated 4 stars or more.", {"min_stay_rating": 4.0}),
    ("only 4 star hotels pls", {"min_stay_rating": 4.0}),
    ("Hotels rated 4 or higher, please!", {"min_stay_rating": 4.0}),
    ("We'd like a hotel rated at least 3.", {"min_stay_rating": 3.0}),
    ("no lodging rated below 3 please", {"min_stay_rating": 3.0}),
    ("Accommodations with a rating of 5 only.", {"min_stay_rating": 5.0}),
    ("Hotels rated above 3.", {"min_stay_rating": 4.0}),
    ("a 5-star hotel would be lovely", {"min_stay_rating": 5.0}),
    ("Our stays should be rated 4+.", {"min_stay_rating": 4.0}),
    ("We want 4 stars or better for the rooms.", {"min_stay_rating": 4.0}),
    ("A 5-star hotel and 4-star restaurants.", {"min_stay_rating": 5.0, "min_rating": 4.0}),
    ("Restaurants rated 4.5 or higher and hotels rated 4 or higher.", {"min_rating": 4.5, "min_stay_rating": 4.0}),
    ("A highly rated hotel.", "named: gives no minimum rating"),
    ("We want top rated hotels.", "named: gives no minimum rating"),
    ("Hotels rated at most 3.", "named: maximum rating"),
    ("hotels rated 4 or higher, or hotels rated 5 stars", "named: two different minimum stay ratings"),
    ("Hotels rated 8/10 or better.", "named: run from 1 to 5"),
    # (was "Everything rated 4+." named: since stop 61 "everything" rated is both minimums, the lead's fourteenth probe)
    ("Everything rated 4+.", {"min_rating": 4.0, "min_stay_rating": 4.0}),
    ("Rated 4+ only.", "named: say what must be rated"),
    # the stays' price per night
    ("Nothing over $150 a night for the room.", {"max_night_price": 150.0}),
    ("rooms under $120 per night", {"max_night_price": 120.0}),
    ("A hotel for at most $200/night.", {"max_night_price": 200.0}),
    ("Keep the lodging below $300 a night.", {"max_night_price": 300.0}),
    ("We can't pay more than $250 a night for a room.", {"max_night_price": 250.0}),
    ("No more than $180 per night for accommodation please", {"max_night_price": 180.0}),
    ("max $400 a night", {"max_night_price": 400.0}),
    ("A place to stay up to $90 a night.", {"max_night_price": 90.0}),
    ("Rooms that cost under $1,000 a night.", {"max_night_price": 1000.0}),
    ("Hotels cheaper than 200 dollars a night, rated 4 stars or more.", {"max_night_price": 200.0, "min_stay_rating": 4.0}),
    ("No more than $60 per person a night.", {"max_night_price_per_person": 60.0}),
    ("under $50 a night per person", {"max_night_price_per_person": 50.0}),
    # the meals' cost per person, and the stays' price per person (domain/constraints/meal_cost.py, night_price_per_person.py)
    ("Keep meals under $50 per person.", {"max_meal_cost": 50.0}),
    ("no restaurant over $30 a head", {"max_meal_cost": 30.0}),
    ("cheap eats, nothing above 25 bucks per meal", {"max_meal_cost": 25.0}),
    ("We're on a budget so meals under 20 dollars each please", {"max_meal_cost": 20.0}),
    ("max $15 a meal", {"max_meal_cost": 15.0}),
    ("Restaurants should cost no more than $40 per person.", {"max_meal_cost": 40.0}),
    ("no more than $35 per person for food", {"max_meal_cost": 35.0}),
    ("Dining under $60 per person, and no fast food.", {"max_meal_cost": 60.0, "avoid_cuisines": ["Fast Food"]}),
    ("We love Italian food but nothing over $45 a plate.", {"cuisine": ["Italian"], "max_meal_cost": 45.0}),
    ("meals averaging under $25 a person", {"max_meal_cost": 25.0}),
    ("Meals under $20 per person, and no restaurant over $30 a head.", "named: two different maximum meal costs"),
    ("A budget of $40 per meal.", "named: several budget amounts"),  # a budget, read as today (the request has one)
    # corrected (request set six): food's money is no second budget of the trip (it was refused as "several budget
    # amounts", which blamed the budget); it is named as a wish that cannot be checked
    ("Our food budget is $100 a day.", "named: food budget"),
    ("food under $60 a day", "named: food over a day or the trip cannot be checked"),
    ("at most $80 a night each for the hotel", {"max_night_price_per_person": 80.0}),
    ("Rooms under $200 a night, and no more than $90 per person a night.", {"max_night_price": 200.0, "max_night_price_per_person": 90.0}),
    ("we can't pay more than $70 per person per night", {"max_night_price_per_person": 70.0}),
    # named restaurants (domain/constraints/eat_at.py, avoid_restaurants.py), matched within the trip's cities
    ("We want to eat at Turquoise Villa.", {"eat_at": ["Turquoise Villa"]}),
    ("my daughter wants to try Pizza Hut!!", {"eat_at": ["Pizza Hut"]}),
    ("Can we have dinner at the Tandoori Times one night?", {"eat_at": ["The Tandoori Times"]}),
    ("Not Domino's Pizza again.", {"avoid_restaurants": ["Domino's Pizza"]}),
    ("We don't want to eat at Pizza Hut or Dips.", {"avoid_restaurants": ["Pizza Hut", "Dips"]}),
    ("Lunch at Spice Hut, and no fast food.", {"eat_at": ["Spice Hut"], "avoid_cuisines": ["Fast Food"]}),
    ("We'd like to eat at Turquoise Valley.", "named: did you mean 'Turquoise Villa'"),
    ("We want to eat at Cafe Coffee Day.", "named: not in Orlando (the trip's cities)"),
    ("We will eat at Orlando's best seafood places.", {"more_cuisines": ["Seafood"]}),
    ("dinner at turquoise villa one night", {"eat_at": ["Turquoise Villa"]}),  # lower case, as the data spells it
    ("lunch at turqoise vila", "named: no reader understood"),  # lower case and a typo: named, never dropped
    ("avoid Pizza Hut", {"avoid_restaurants": ["Pizza Hut"]}),  # a restaurant, no sight: the data decides
    ("skip Dips and the Orlando Science Center", {"avoid_restaurants": ["Dips"], "avoid_sights": ["Orlando Science Center"]}),
    ("we'd like to try dips one day", {"eat_at": ["Dips"]}),
    ("Rooms under $100 a night, or under $150 a night.", "named: two different maximum prices per night"),
    # TravelPlanner's kinds around them
    ("We travel with our dog.", {"house_rule": "pets"}),
    ("We need a private room, and nothing over $200 a night.", {"room_type": "private room", "max_night_price": 200.0}),
    ("No flights please, and hotels rated 4 or more.", {"transportation": "no flight", "min_stay_rating": 4.0}),
    ("We'd love Chinese food and a 4-star hotel.", {"cuisine": ["Chinese"], "min_stay_rating": 4.0}),
    ("Entire home only, at most $500 per night.", {"room_type": "entire room", "max_night_price": 500.0}),
    ("We only eat at restaurants rated 4 or higher.", {"min_rating": 4.0}),
    ("Smoking must be allowed where we stay, rated 3 stars or more.", {"house_rule": "smoking", "min_stay_rating": 3.0}),
    ("We want Thai food.", "named: no restaurant in the sandbox serves Thai"),
    ("No Italian food for us.", {"avoid_cuisines": ["Italian"]}),
    ("We'll go by train.", "named: cannot be planned"),
    ("Our kids and our dog are coming.", {"house_rule": "children under 10", "more_house_rules": ["pets"]}),
    # talk that asks for nothing
    # cuisines: TravelPlanner's seven wanted, the data's other eight wanted, any of the fifteen avoided
    ("No Chinese food, please.", {"avoid_cuisines": ["Chinese"]}),
    ("Avoid fast food places.", {"avoid_cuisines": ["Fast Food"]}),
    ("no fast-food joints pls", {"avoid_cuisines": ["Fast Food"]}),
    ("We'd love some seafood.", {"more_cuisines": ["Seafood"]}),
    ("BBQ and pizza would make the kids happy", {"more_cuisines": ["BBQ", "Pizza"], "house_rule": "children under 10"}),
    ("We want to eat barbecue at least once.", {"more_cuisines": ["BBQ"]}),
    ("my wife is allergic to seafood", {"avoid_cuisines": ["Seafood"]}),
    ("No Chinese or Mexican food.", {"avoid_cuisines": ["Chinese", "Mexican"]}),
    ("no chinese food or mexican food thx", {"avoid_cuisines": ["Chinese", "Mexican"]}),
    ("We love Mexican but not Italian food.", {"cuisine": ["Mexican"], "avoid_cuisines": ["Italian"]}),
    ("Anything but Chinese food.", {"avoid_cuisines": ["Chinese"]}),
    ("We don't eat pizza.", {"avoid_cuisines": ["Pizza"]}),
    ("Italian food and a bakery for breakfast.", {"cuisine": ["Italian"], "more_cuisines": ["Bakery"]}),
    ("A cafe for breakfast and desserts after dinner!", {"more_cuisines": ["Cafe", "Desserts"]}),
    ("We're not fans of fast food; Indian and French would be great.", {"avoid_cuisines": ["Fast Food"], "cuisine": ["Indian", "French"]}),
    ("Please skip the BBQ places.", {"avoid_cuisines": ["BBQ"]}),
    ("I'd like to try a tea house.", {"more_cuisines": ["Tea"]}),
    ("Keep us away from fast food, we want seafood and American.", {"avoid_cuisines": ["Fast Food"], "more_cuisines": ["Seafood"],
                                                                    "cuisine": ["American"]}),
    ("No pizza and no fast food.", {"avoid_cuisines": ["Pizza", "Fast Food"]}),
    ("Seafood, but no fast food.", {"more_cuisines": ["Seafood"], "avoid_cuisines": ["Fast Food"]}),
    ("We want Chinese food, but no Chinese food.", "named: both asked for and ruled out"),
    ("We want Korean food.", "named: no restaurant in the sandbox serves Korean"),
    # flight times, flight durations and driving hours (never read as a ban of the mode)
    ("No flights leaving before 8am.", {"flight_times": [window(depart_from="08:00")]}),
    ("no red-eye flights pls", {"flight_times": [window(depart_from="05:00", depart_until="20:59", arrive_until="23:59")]}),
    ("We need to land before noon on the first day.", {"flight_times": [window(leg=1, arrive_until="12:00")]}),
    ("Only flights, and nothing departing before 10am.",
     {"transportation": "no self-driving", "flight_times": [window(depart_from="10:00")]}),
    ("Our flight should arrive by 3pm.", {"flight_times": [window(arrive_until="15:00")]}),
    ("no early morning flights, we have kids", {"flight_times": [window(depart_from="08:00")], "house_rule": "children under 10"}),
    ("Nothing that takes off after 9 pm.", {"flight_times": [window(depart_until="21:00")]}),
    ("The return flight should leave after 2pm.", {"flight_times": [window(leg="return", depart_from="14:00")]}),
    ("on the way back we want to be home by 6:30 pm", {"flight_times": [window(leg="return", arrive_until="18:30")]}),
    ("Outbound flight departing between 9am and 5pm.",
     {"flight_times": [window(leg="outbound", depart_from="09:00", depart_until="17:00")]}),
    ("we don't want to leave before 8am and no landing after 11pm", {"flight_times": [window(depart_from="08:00", arrive_until="23:00")]}),
    ("No flights before 9am on the way there, and the return flight should leave after 2pm.",
     {"flight_times": [window(leg="outbound", depart_from="09:00"), window(leg="return", depart_from="14:00")]}),
    ("We don't mind early flights.", {}),
    ("No flights before 8.", {"flight_times": [window(depart_from="08:00")]}),  # a bare hour as the earliest: the morning's
    ("No flights after 8.", "named: say am or pm"),  # the latest: either half of the day
    ("We'd love a red-eye.", "named: only ruling red-eye"),
    ("our flight around 10am please", "named: never at one exact time"),
    ("No more than 4 hours of driving per day.", {"max_driving_hours": 4.0}),
    ("We don't want to drive more than five hours a day.", {"max_driving_hours": 5.0}),
    ("max 3 hours behind the wheel each day", {"max_driving_hours": 3.0}),
    ("limit the driving to 6 hours a day", {"max_driving_hours": 6.0}),
    ("at most two and a half hours of driving daily", {"max_driving_hours": 2.5}),
    ("we love 4 hours of driving", "named: only a maximum of driving hours"),
    ("a drive of 4 hours or so is ok", "named: a driving limit not understood"),
    ("No flights longer than 3 hours.", {"max_flight_hours": 3.0}),
    ("nothing over 5 hours in the air", {"max_flight_hours": 5.0}),
    ("flights under 2 hours 30 minutes only", {"max_flight_hours": 2.5}),
    ("no flights over 90 minutes", {"max_flight_hours": 1.5}),
    ("we can't fly more than 2 hours, my ears hurt", {"max_flight_hours": 2.0}),
    ("Flights over 2 hours.", "named: only a maximum flight duration"),
    ("Flights must leave after 9 in the morning.", {"flight_times": [window(depart_from="09:00")]}),
    ("Avoid overnight flights.", {"flight_times": [window(depart_from="05:00", depart_until="20:59", arrive_until="23:59")]}),
    ("I can only drive 3 hours a day.", {"max_driving_hours": 3.0}),
    # (read since stop 90: the distance table gives each drive's km; named before as a cap in miles not kept)
    ("No more than 300 miles of driving a day.", {"max_driving_km": 482.8}),
    ("300 miles of driving a day.", "named: only a maximum of driving distance"),
    ("Max flight time 4 hours.", {"max_flight_hours": 4.0}),
    ("Keep flights to 2.5 hours or less.", {"max_flight_hours": 2.5}),
    # (stop 61, WISHLEFT: named while the cap after a comma was not read; "under 2 hours" of flights is a maximum)
    ("Short flights only, under 2 hours.", {"max_flight_hours": 2.0}),
    ("No flights before 9am and none longer than 3 hours, and at most 4 hours of driving a day.",
     {"flight_times": [window(depart_from="09:00")], "max_driving_hours": 4.0, "max_flight_hours": 3.0}),
    ("No flights please.", {"transportation": "no flight"}),
    ("We'd rather not fly.", {"transportation": "no flight"}),
    ("We're so excited!", {}),
    ("It's for our anniversary.", {}),
    ("Thanks a lot in advance :)", {}),
    ("This is our first time in Florida.", {}),
    ("Looking forward to a relaxing getaway.", {}),
    ("My friend stayed 2 nights there last year.", {}),
    ("The trip is a 30th birthday present.", {}),
    ("We are flexible about most things.", {}),
    ("Please make it memorable.", {}),
    ("We love the beach and the sun.", {}),
    ("Can you make a nice itinerary?", {}),
    ("We have been saving up for this.", {}),
    # --- part 3: no wish dropped in silence (domain/parsing/unread.py), and more travellers' phrasings ---
    # part 3: what the data cannot say, named with the reason
    ("We'd like a hotel with a pool.", "named: the data has no amenities"),
    ("hotel w/ pool pls", "named: the data has no amenities"),
    ("Is there a place with a hot tub? We really want one.", "named: the data has no amenities"),
    ("We need free parking since we're driving.", "named: the data has no amenities"),
    ("Must have wifi, I work remotely.", "named: the data has no amenities"),
    ("A room with a kitchenette would help us save money.", "named: the data has no amenities"),
    ("We'd love a balcony.", "named: the data has no amenities"),
    ("breakfast included if possible", "named: the data has no amenities"),
    ("The hotel should have a gym.", "named: the data has no amenities"),
    ("A king size bed, please.", "named: the data has no amenities"),
    ("We need a crib for the baby.", "named: the data has no amenities"),
    ("Air conditioning is a must.", "named: the data has no amenities"),
    ("An ocean view would be perfect.", "named: looks out on"),
    ("We want a room with a view of the lake.", "named: looks out on"),
    ("beachfront hotel pls", "named: looks out on"),
    ("My wife uses a wheelchair.", "named: accessibility"),
    ("We need a wheelchair accessible room.", "named: accessibility"),
    ("My dad has limited mobility, so no stairs please.", "named: accessibility"),
    ("Everything should be accessible for a disabled traveller.", "named: accessibility"),
    ("I'm vegetarian.", "named: no diet labels"),
    ("im vegan", "named: no diet labels"),
    ("My son has a peanut allergy.", "named: no diet labels"),
    ("We keep kosher.", "named: no diet labels"),
    # (was named by a refusal, "no restaurant in the sandbox serves Halal": since stop 61 a diet is named as not kept
    # with the diets' reason and the rest planned, LEADD)
    ("Halal restaurants only, please.", "named: the restaurants have no diet labels, so 'Halal'"),
    ("gluten free options please, my wife is celiac", "named: no diet labels"),
    ("Plant-based meals would be great.", "named: no diet labels"),
    ("Somewhere near the airport, please.", "named: no locations inside a city"),
    ("We want to stay downtown.", "named: no locations inside a city"),
    ("within walking distance to the beach", "named: no locations inside a city"),
    ("A hotel close to the main attractions.", "named: no locations inside a city"),
    ("Restaurants near the hotel, please.", "named: no locations inside a city"),
    ("We'd like a centrally located hotel.", "named: no locations inside a city"),
    ("Kid-friendly restaurants, please.", "named: no labels for children"),
    ("We need family friendly restaurants.", "named: no labels for children"),
    ("Restaurants with a kids' menu.", "named: no labels for children"),
    ("No Thai food, please.", "named: the data has no Thai label"),
    ("We can't stand Japanese food.", "named: the data has no Japanese label"),
    ("avoid sushi places", "named: the data has no Sushi label"),
    ("We need a quiet hotel.", "named: no noise levels"),  # named for noise since stop 73 (UNANS7)
    # the next three named with the kind the data lacks since parsing/unanswerable.py (issue 38); were "no reader understood"
    ("We want a romantic restaurant for our last night.", "named: no descriptions of a place's style"),
    ("Please book us tickets to a basketball game.", "named: no events"),
    ("We would like a guided tour of the city.", "named: no reader understood"),
    ("I'd love to see the Orlando Science Center.", {"must_see": ["Orlando Science Center"]}),
    ("We need a rental car with a GPS.", "named: no rental companies"),
    ("The hotel must have a 24-hour front desk.", "named: the data has no amenities"),
    ("we want a pet-friendly hotel with a pool", "named: the data has no amenities"),
    ("No Chinese food please, and we would like a spa.", "named: the data has no amenities"),
    ("Our dog is coming, and we need wifi.", "named: the data has no amenities"),
    ("We're vegetarian and want Italian food.", "named: no diet labels"),
    # talk that asks for nothing, and waived wishes
    ("We don't need parking.", {}),
    ("A pool is not important.", {}),
    ("We have no specific preferences.", {}),
    ("We would like a nice trip.", {}),
    ("Can't wait!!", {}),
    ("thx in advance", {}),
    ("This is a surprise for my wife's birthday.", {}),
    ("We're celebrating our graduation.", {}),
    ("We're honeymooners!", {}),
    ("Anything is fine really.", {}),
    ("We don't mind where we stay.", {}),
    ("It would be our first vacation in years.", {}),
    ("Hope you can help.", {}),
    ("We don't care about the food.", {}),
    # house rules, several at once
    ("Our kids and our dog come along.", {"house_rule": "children under 10", "more_house_rules": ["pets"]}),
    ("my husband smokes and we're bringing the cat", {"house_rule": "smoking", "more_house_rules": ["pets"]}),
    ("We'll have friends over and throw a party.", {"house_rule": "visitors", "more_house_rules": ["parties"]}),
    ("travelling w/ kids + dog", {"house_rule": "children under 10", "more_house_rules": ["pets"]}),
    ("The place must allow pets, smoking and parties.", {"house_rule": "pets", "more_house_rules": ["smoking", "parties"]}),
    ("We have a puppy.", {"house_rule": "pets"}),
    ("pet friendly only!!", {"house_rule": "pets"}),
    # stop 58: a stay forbidding a house rule is a kind now (stay_forbids); before, a warning said it could not be asked
    ("No smoking or pets, please.", {"stay_forbids": ["smoking", "pets"]}),
    # terse, typos, numbers in words
    ("no flights", {"transportation": "no flight"}),
    ("no self driving pls", {"transportation": "no self-driving"}),
    ("entire home pls", {"room_type": "entire room"}),
    ("privte room ok", {}),
    ("hotels rated four or higher", {"min_stay_rating": 4.0}),
    ("restaurants rated at least four", {"min_rating": 4.0}),
    ("under one hundred fifty dollars a night", {"max_night_price": 150.0}),
    ("chinese + mexican food", {"cuisine": ["Chinese", "Mexican"]}),
    ("we luv italian food", {"cuisine": ["Italian"]}),
    ("no fast food no bbq", {"avoid_cuisines": ["Fast Food", "BBQ"]}),
    ("some pizza & desserts would be fun", {"more_cuisines": ["Pizza", "Desserts"]}),
    ("Not a shared room.", {"room_type": "not shared room"}),
    ("We want a private room and Indian food, and no flights.",
     {"room_type": "private room", "cuisine": ["Indian"], "transportation": "no flight"}),
    ("We'd like French and Mediterranean cuisine, hotels rated 3+, and no smoking or parties.",  # stays forbidding both
     {"cuisine": ["French", "Mediterranean"], "min_stay_rating": 3.0, "stay_forbids": ["smoking", "parties"]}),
    ("Pets allowed, entire home, Mexican food, and max $300 a night.",
     {"house_rule": "pets", "room_type": "entire room", "cuisine": ["Mexican"], "max_night_price": 300.0}),
    ("We prefer not to drive.", {"transportation": "no self-driving"}),
    ("I hate flying.", {"transportation": "no flight"}),
    # corrected (stop 62, LEFT38): a room type only accepted asks for nothing and is named no more ("We're fine with
    # shared rooms", "Shared rooms are fine." read so already: one policy for every acceptance, docs/vocabulary.md)
    ("A shared room is fine.", {}),
    ("We'd love to try some American food.", {"cuisine": ["American"]}),
    ("cafe for breakfast would be nice", {"more_cuisines": ["Cafe"]}),
    ("Tea houses are my favourite.", {"more_cuisines": ["Tea"]}),
    ("we are not into seafood", {"avoid_cuisines": ["Seafood"]}),
    ("Anything but American food, please.", {"avoid_cuisines": ["American"]}),
    ("Visitors must be allowed.", {"house_rule": "visitors"}),
    ("We need to be able to smoke.", {"house_rule": "smoking"}),
    ("Our two children are under ten.", "named: children are mentioned"),
    ("Restaurants rated 4.5 or more only.", {"min_rating": 4.5}),
    ("Nothing over $200 per night.", {"max_night_price": 200.0}),
    ("Hotels under 100 bucks a night.", {"max_night_price": 100.0}),
    ("We want to go by bus.", "named: cannot be planned"),
    ("Only taxis, please.", {"transportation": "no flight, no self-driving"}),
    # several wishes in one sentence, numbers in words, typos, negations
    ("We don't want to fly, and hotels rated 4 stars or more.", {"transportation": "no flight", "min_stay_rating": 4.0}),
    ("two of us smoke", {"house_rule": "smoking"}),
    ("Restaurants rated three or higher only.", {"min_rating": 3.0}),
    ("We want five star hotels.", {"min_stay_rating": 5.0}),
    ("no mexican, no chinese", {"avoid_cuisines": ["Mexican", "Chinese"]}),
    ("Would love some indian and some bakery stuff", {"cuisine": ["Indian"], "more_cuisines": ["Bakery"]}),
    ("we need an entire apartment becuase we have kids", {"room_type": "entire room", "house_rule": "children under 10"}),
    ("no parties, we just want to sleep", {"stay_forbids": ["parties"]}),  # stop 58: stay_forbids, as above
    ("my grandma needs an elevator", "named: the data has no amenities"),
    ("Could the hotel have a swimming pool for the kids?", "named: the data has no amenities"),
    ("pls no steakhouses", "named: no Steakhouses label"),
    ("We'd like to stay near the beach and eat seafood.", "named: no locations inside a city"),
    ("Our budget is tight, so cheap places.", {}),
    ("I'm lactose intolerant.", "named: no diet labels"),
    # sights by name, a pace, cities (the trip is one city: Orlando)
    ("We must visit SeaWorld Orlando and the Harry P Leu Gardens.", {"must_see": ["SeaWorld Orlando", "Harry P Leu Gardens"]}),
    ("Can we check out Universal Studios Florida and Madame Tussauds Orlando?",
     {"must_see": ["Universal Studios Florida", "Madame Tussauds Orlando"]}),
    ("Must see: the Orlando Science Center", {"must_see": ["Orlando Science Center"]}),
    ("Please include Gatorland.", {"must_see": ["Gatorland"]}),
    ("we have to visit Seaworld Orlnado!!", {"must_see": ["SeaWorld Orlando"]}),  # a small typo: read, with a warning
    ("We want to visit the Orlando Sceince Centre", {"must_see": ["Orlando Science Center"]}),
    ("We want to see Harry Potter Forbidden Journey", "named: did you mean"),
    ("I'd love to see the Denver Zoo.", "named: 'Denver Zoo' is in Denver"),
    ("We don't want to see Gatorland.", {"avoid_sights": ["Gatorland"]}),
    ("Skip SeaWorld Orlando, we've been there.", {"avoid_sights": ["SeaWorld Orlando"]}),
    ("We're not interested in Madame Tussauds Orlando or WonderWorks Orlando.",
     {"avoid_sights": ["Madame Tussauds Orlando", "WonderWorks Orlando"]}),
    ("at most one sight a day", {"pace": {"most": 1, "least": None, "days": None}}),
    ("No more than two attractions per day please.", {"pace": {"most": 2, "least": None, "days": None}}),
    ("We want a relaxed pace.", {"pace": {"most": 1, "least": None, "days": None}}),
    ("we'd like to take it easy", {"pace": {"most": 1, "least": None, "days": None}}),
    ("At least 3 sights a day, we love sightseeing!", {"pace": {"most": None, "least": 3, "days": None}}),
    ("two attractions per day would be perfect", {"pace": {"most": 2, "least": 2, "days": None}}),
    ("at least two sights on day 2", {"pace": {"most": None, "least": 2, "days": (2,)}}),
    ("only one museum a day", {"pace": {"most": 1, "least": None, "days": None}}),
    ("A packed schedule please!", {"pace": {"most": None, "least": 2, "days": None}}),
    ("No sightseeing on day 2.", "named: needs a sight"),
    ("zero attractions a day", "named: needs a sight"),
    ("At most one sight a day and at least three sights a day.", "named: contradict each other"),
    ("We'd love to see Miami too.", "named: several city destinations"),  # a one-city trip
    ("Please skip Tampa.", {"avoid_cities": ["Tampa"]}),
    ("the kids really want to go to gatorland", {"house_rule": "children under 10", "must_see": ["Gatorland"]}),
    # sights named in lower case, or with no cue word before them (helper G); the trip is Washington to Orlando
    ("we wanna see gatorland", {"must_see": ["Gatorland"]}),
    ("id love to visit seaworld orlando and gatorland", {"must_see": ["SeaWorld Orlando", "Gatorland"]}),
    ("pls skip wonderworks orlando", {"avoid_sights": ["WonderWorks Orlando"]}),
    ("Gatorland is a must!", {"must_see": ["Gatorland"]}),
    ("seaworld orlando is non-negotiable", {"must_see": ["SeaWorld Orlando"]}),
    ("SeaWorld Orlando and the Harry P Leu Gardens are a must.", {"must_see": ["SeaWorld Orlando", "Harry P Leu Gardens"]}),
    ("we can't miss madame tussauds orlando", {"must_see": ["Madame Tussauds Orlando"]}),
    ("the aquarium is a must for us", {"must_see": ["SEA LIFE Orlando Aquarium"]}),
    ("the zoo is non-negotiable", "named: the data has no zoo"),
    ("Kennedy Space Center is a must.", "named: no attraction called 'Kennedy Space Center'"),
    ("Disney is a must", "named: no reader understood"),
    ("Wifi is a must.", "named: no amenities"),
    ("Location is essential.", {}),
    # a named place the data decides is a restaurant, though a sight's words ask for it
    ("must visit Pizza Hut", {"eat_at": ["Pizza Hut"]}),
    ("we have to go to turquoise villa once", {"eat_at": ["Turquoise Villa"]}),
    ("Visit Gatorland and Dips, please.", {"must_see": ["Gatorland"], "eat_at": ["Dips"]}),
    # a time bound with no flight word: the flights' departures
    ("nothing before 10am", {"flight_times": [window(depart_from="10:00")]}),
    ("Nothing before 9:30 am please, we like to sleep in.", {"flight_times": [window(depart_from="09:30")]}),
    ("nothing after 8pm on the way back", {"flight_times": [window(leg="return", depart_until="20:00")]}),
]
# Known gaps, measured and left visible: a wish read wrongly or dropped (each must stay listed until fixed).
KNOWN_GAPS: list[str] = []


def test_the_corpus_reads_as_written(sandbox):
    tally = score(((BASE, CORPUS),), sandbox)
    assert len(CORPUS) >= 200 and tally["wrongly read"] == KNOWN_GAPS and tally["false alarm"] == []
    assert len(tally["read right"]) + len(tally["named"]) + len(KNOWN_GAPS) == len(CORPUS)


BENCHMARK = [(split, row) for split in ("train", "validation_dev") for row in load_queries(split)]


def test_the_benchmark_texts_read_nothing_of_ours(sandbox):
    """Part 4: no benchmark query sets one of our constraints, nor holds words the budget reader now skips."""
    flagged = []
    for split, row in BENCHMARK:
        local = parse_request(row.spec.query, sandbox, people="smallest").spec.local_constraint
        if any(getattr(local, key) is not None for key in OURS) or claimed_spans(row.spec.query):
            flagged.append(f"{split} {row.position}")
    assert len(BENCHMARK) == 110 and flagged == []


@pytest.mark.parametrize("text", ["Nothing over $150 a night for the room.", "A budget of $2,500; rooms under $120 a night."])
def test_a_nightly_price_is_claimed_and_never_a_budget(text):
    assert claimed_spans(text)
