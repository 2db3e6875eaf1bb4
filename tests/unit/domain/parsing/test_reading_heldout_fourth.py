"""A fourth held-out corpus of wishes, written and scored before any fix made for it (issue 38: every wish the data can answer).

Written after the third set was fixed against, on request texts of the public splits as they stand (a solo trip to
Denver, two people to Nashville who want no shared room, a group of eight with young children to Baltimore, a solo week
through three cities of Colorado, five days in two cities of California), with the names of those cities' sights and
restaurants said loosely, and wishes written as travellers write them: terse or chatty, typos, numbers in words,
amounts per night, per person and per meal, ratings, all fifteen cuisines of the data, paces, flight times of the
outbound and the return, driving limits, house rules and companions, room types, what the data cannot say (named),
and talk that asks for nothing. Scored as the other corpora are (read right / named / wrongly read / false alarm,
printed with ``-s``); the misses still left are listed below, each to stay listed until a general rule reads it.
Measured when written, on the reader of then: 107 / 20 / 35 / 1 (4 misses dropped in silence); after the general rules
it led to (misspelt cuisines, a name pointed back to, a name said in short, a pace as a range or with its days first,
a flight bound said of the trip's origin or destination, "rather drive than fly", "X yes, Y no", a meal's price with
no bound, a sight ruled out by its kind or a plural kind, a sight opening a clause in lower case): 122 / 20 / 20 / 1,
3 misses dropped in silence (the others named). After the rules written for the fifth set: 135 / 21 / 7 / 0; after
those written for the sixth: 136 / 21 / 6 / 0; after those written for the seventh: 137 / 21 / 5 / 0; after those
written for the nineteenth (a room said in a sentence apart from "not shared rooms" is the room asked): 139 / 21 / 3 / 0.
"""

from __future__ import annotations

from tests.support.reading_scoring import pace, score, window

# Request texts of the public splits, verbatim (train: Denver, Baltimore, Colorado; validation_dev: Nashville, California).
DENVER = ("Please provide me with a travel plan that departs from Las Vegas to Denver for 3 days, from March 12th to March 14th, "
          "2022. The budget for this solo trip is $1,600. ")
NASHVILLE = ("Please create a 3-day travel plan for two people, departing from Panama City and heading to Nashville from March 23rd "
             "to March 25th, 2022. We need accommodations that are not shared rooms and have a budget limit of $2,900. ")
BALTIMORE = ("Please create a 3-day trip itinerary for a group of 8, departing from Asheville and heading to Baltimore. The travel "
             "dates are from March 20th to March 22nd, 2022. Our budget is set at $6,500. Since we'll be traveling with young "
             "children, our accommodations must be suitable for children under 10. ")
COLORADO = ("Can you help me plan a one-week solo trip from Oklahoma City to Colorado, during which I'll be visiting 3 different "
            "cities? The trip will be from March 1st to March 7th, 2022, and I have a budget of $3,000. ")
CALIFORNIA = ("Can you create a 5-day travel plan for me starting in Sun Valley and visiting 2 cities in California from March "
              "22nd to March 26th, 2022? My budget for this trip is $2,600. ")
NOT_SHARED = {"room_type": "not shared room"}  # what the Nashville request asks by itself
KIDS = {"house_rule": "children under 10"}  # ... and the Baltimore one
RED_EYE = window(depart_from="05:00", depart_until="20:59", arrive_until="23:59")


# (wish, the local constraints it sets) or (wish, "named: <words the naming holds>"), on the solo trip to Denver
DENVER_CORPUS: list[tuple[str, dict | str]] = [
    # stays: rating and the price of a night
    ("4 star hotel minimum", {"min_stay_rating": 4.0}),
    ("the place I stay should be rated three or higher", {"min_stay_rating": 3.0}),
    ("accomodations under $90/nite", {"max_night_price": 90.0}),
    ("lodging max 120 a night", {"max_night_price": 120.0}),
    ("I don't want to pay more than a hundred bucks a night for a room", {"max_night_price": 100.0}),
    ("hotel budget: $75 per night", {"max_night_price": 75.0}),
    # meals
    ("meals ~$15 each", {"max_meal_cost": 15.0}),
    ("I'd like to keep each meal below 30 dollars", {"max_meal_cost": 30.0}),
    ("restaraunts rated 4+", {"min_rating": 4.0}),
    ("only eat at places with a rating above 3.5", {"min_rating": 3.5}),
    # cuisines
    ("I love BBQ", {"more_cuisines": ["BBQ"]}),
    ("a good barbecue place at least once", {"more_cuisines": ["BBQ"]}),
    ("I'd like some mexcan food", {"cuisine": ["Mexican"]}),
    ("pizza one night and chinese another", {"cuisine": ["Chinese"], "more_cuisines": ["Pizza"]}),
    ("a tea house would be cool", {"more_cuisines": ["Tea"]}),
    ("no fast-food joints", {"avoid_cuisines": ["Fast Food"]}),
    ("I'm not a fan of Mediterranean", {"avoid_cuisines": ["Mediterranean"]}),
    ("mediteranean food please", {"cuisine": ["Mediterranean"]}),
    # restaurants by name
    ("I want to eat at Kebab Gali", {"eat_at": ["Kebab Gali"]}),
    ("Cafe Diva for breakfast one morning", {"eat_at": ["Cafe Diva"]}),
    ("Kloof Street House looks great, can we have dinner there?", {"eat_at": ["Kloof Street House"]}),
    ("please don't send me to Tasty Fare", {"avoid_restaurants": ["Tasty Fare"]}),
    # sights, named loosely
    ("I have to see the Denver Zoo", {"must_see": ["Denver Zoo"]}),
    ("Meow Wolf is a must", {"must_see": ["Meow Wolf Denver | Convergence Station"]}),
    ("the big blue bear!!", {"must_see": ["Big Blue Bear"]}),
    ("Want to visit the Denver Art Musuem", {"must_see": ["Denver Art Museum"]}),
    ("the botanic gardens and the nature & science museum",
     {"must_see": ["Denver Botanic Gardens", "Denver Museum of Nature & Science"]}),
    ("the Wings Over the Rockies museum, I'm an aviation nerd", {"must_see": ["Wings Over the Rockies Air & Space Museum"]}),
    ("skip Elitch Gardens", {"avoid_sights": ["Elitch Gardens"]}),
    ("not interested in the selfie museum", {"avoid_sights": ["Denver Selfie Museum"]}),
    ("Red Rocks Amphitheatre is a must", "named: Red Rocks"),
    # pace
    ("2 attractions a day max", pace(most=2)),
    ("at least three sights per day", pace(least=3)),
    ("I want a relaxed pace", pace(most=1)),
    ("between 2 and 3 attractions a day", pace(most=3, least=2)),
    # flights
    ("leave Las Vegas after 11am", {"flight_times": [window(leg="outbound", depart_from="11:00")]}),
    ("fly back after 4pm", {"flight_times": [window(leg="return", depart_from="16:00")]}),
    ("no flihgts before 7am", {"flight_times": [window(depart_from="07:00")]}),
    ("return flight should depart before noon", {"flight_times": [window(leg="return", depart_until="12:00")]}),
    ("I'd like to land in Denver before 6pm on day one", {"flight_times": [window(leg=1, arrive_until="18:00")]}),
    ("flights under 3 hours", {"max_flight_hours": 3.0}),
    ("no flights over two and a half hours", {"max_flight_hours": 2.5}),
    ("I don't fly", {"transportation": "no flight"}),
    ("i can drive but no more than 6 hrs a day", {"max_driving_hours": 6.0}),
    # house rules and room
    ("I'm a smoker", {"house_rule": "smoking"}),
    ("I'll have my cat with me", {"house_rule": "pets"}),
    ("a few friends might visit me at the place", {"house_rule": "visitors"}),
    ("I want a whole apartment, not a room", {"room_type": "entire room"}),
    ("a private room is what I need", {"room_type": "private room"}),
    ("shared rooms are ok, I'm on a budget, I'd actually prefer a shared room", {"room_type": "shared room"}),
    # several in one sentence
    ("no flights before 9, hotel 4 stars or better and under $150 a night",
     {"flight_times": [window(depart_from="09:00")], "min_stay_rating": 4.0, "max_night_price": 150.0}),
    ("see the zoo and the art museum, eat BBQ, no fast food",
     {"must_see": ["Denver Zoo", "Denver Art Museum"], "more_cuisines": ["BBQ"], "avoid_cuisines": ["Fast Food"]}),
    ("one sight a day, meals under 20 bucks, private room", {**pace(most=1), "max_meal_cost": 20.0, "room_type": "private room"}),
    # what the data cannot say
    ("a hotel with free wifi", "named: amenities"),
    ("I have a nut allergy", "named: diet"),
    ("I'd love a mountain view", "named: looks out on"),
    ("somewhere close to downtown", "named: locations"),
    ("Japanese food one night", "named: Japanese"),
    ("I want to go horseback riding", "named: horseback riding"),
    ("a quiet neighborhood please", "named: quiet neighborhood"),
    ("I'm halal", "named: diet"),
    # talk
    ("First time in Colorado!", {}),
    ("My sister recommended Denver to me.", {}),
    ("No special requests otherwise.", {}),
    ("Any cuisine is fine by me", {}),
    ("Can't wait!", {}),
    ("I'm flexible with the flight times.", {}),
]

# on the trip of two to Nashville (not shared rooms asked by the request itself)
NASHVILLE_CORPUS: list[tuple[str, dict | str]] = [
    ("we have to see the Grand Ole Opry", {**NOT_SHARED, "must_see": ["Grand Ole Opry"]}),
    ("Johnny Cash museum and the Country Music Hall of Fame",
     {**NOT_SHARED, "must_see": ["Johnny Cash Museum", "Country Music Hall of Fame and Museum"]}),
    ("the Grand Old Opry please", {**NOT_SHARED, "must_see": ["Grand Ole Opry"]}),
    ("a show at the Ryman", {**NOT_SHARED, "must_see": ["Ryman Auditorium"]}),
    ("we'd like to see the Parthenon", {**NOT_SHARED, "must_see": ["The Parthenon"]}),
    ("honky tonk highway for sure", {**NOT_SHARED, "must_see": ["Honky Tonk Highway"]}),
    ("the Hermitage", {**NOT_SHARED, "must_see": ["Andrew Jackson’s Hermitage"]}),
    ("no zoo", {**NOT_SHARED, "avoid_sights": ["Nashville Zoo at Grassmere"]}),
    ("we'll skip the NashTrash tour", {**NOT_SHARED, "avoid_sights": ["NashTrash Tours"]}),
    ("dinner at Oh! Calcutta", {**NOT_SHARED, "eat_at": ["Oh! Calcutta"]}),
    ("we'd love to try Chicago Pizza", {**NOT_SHARED, "eat_at": ["Chicago Pizza"]}),
    ("lunch at Kargo one day", {**NOT_SHARED, "eat_at": ["Kargo"]}),
    ("avoid Bablu Fast Food", {**NOT_SHARED, "avoid_restaurants": ["Bablu Fast Food"]}),
    ("seafood and desserts", {**NOT_SHARED, "more_cuisines": ["Seafood", "Desserts"]}),
    ("some french and italian food would be great", {**NOT_SHARED, "cuisine": ["French", "Italian"]}),
    ("my wife hates Indian food", {**NOT_SHARED, "avoid_cuisines": ["Indian"]}),
    ("no bakeries or cafes", {**NOT_SHARED, "avoid_cuisines": ["Bakery", "Cafe"]}),
    ("we'd like a private room", {"room_type": "private room"}),
    ("an entire place to ourselves", {"room_type": "entire room"}),
    ("we're bringing our two dogs", {**NOT_SHARED, "house_rule": "pets"}),
    ("we're both smokers and we want to have a little party", {**NOT_SHARED, "house_rule": "smoking", "more_house_rules": ["parties"]}),
    ("$60 pp per night max", {**NOT_SHARED, "max_night_price_per_person": 60.0}),
    ("room under 140 dollars a night", {**NOT_SHARED, "max_night_price": 140.0}),
    ("we don't want to spend more than $35 a head on meals", {**NOT_SHARED, "max_meal_cost": 35.0}),
    ("meals under twenty-five dollars per person", {**NOT_SHARED, "max_meal_cost": 25.0}),
    ("hotel rating 4.5 or higher", {**NOT_SHARED, "min_stay_rating": 4.5}),
    ("good restaurants only - 4 stars and up", {**NOT_SHARED, "min_rating": 4.0}),
    ("outbound no earlier than 7am", {**NOT_SHARED, "flight_times": [window(leg="outbound", depart_from="07:00")]}),
    ("on the way back we need to land before 9pm", {**NOT_SHARED, "flight_times": [window(leg="return", arrive_until="21:00")]}),
    ("no red-eye flights please", {**NOT_SHARED, "flight_times": [RED_EYE]}),
    ("just two sights a day", {**NOT_SHARED, **pace(most=2)}),
    ("on day 2 we want at least 3 sights", {**NOT_SHARED, **pace(least=3, days=(2,))}),
    ("hot tub would be nice", "named: hot tub"),
    ("my husband is in a wheelchair", "named: accessibility"),
    ("we want live music every night", "named: live music"),
    ("vegetarian options", "named: diet"),
    ("something within walking distance of Broadway", "named: locations"),
]

# on the trip of a group of eight with young children to Baltimore (children under 10 asked by the request itself)
BALTIMORE_CORPUS: list[tuple[str, dict | str]] = [
    ("the kids want to see the aquarium", {**KIDS, "must_see": ["National Aquarium"]}),
    ("Fort McHenry and the B&O railroad museum", {**KIDS, "must_see": ["Fort McHenry National Monument and Historic Shrine",
                                                                       "B&O Railroad Museum"]}),
    ("port discovery for the little ones", {**KIDS, "must_see": ["Port Discovery Children's Museum"]}),
    ("a ballgame at Camden Yards", {**KIDS, "must_see": ["Oriole Park at Camden Yards"]}),
    ("the maryland science center is a must", {**KIDS, "must_see": ["Maryland Science Center"]}),
    ("skip the art museums", {**KIDS, "avoid_sights": ["The Walters Art Museum", "American Visionary Art Museum",
                                                       "Baltimore Museum of Art"]}),
    ("we're also bringing the family dog", {**KIDS, "more_house_rules": ["pets"]}),
    ("grandpa smokes, so smoking has to be allowed", {**KIDS, "more_house_rules": ["smoking"]}),
    ("we need entire homes", {**KIDS, "room_type": "entire room"}),
    ("pizza for the kids and seafood for the adults", {**KIDS, "more_cuisines": ["Pizza", "Seafood"]}),
    ("we would like to eat at Mr. Dunderbak's Biergarten", {**KIDS, "eat_at": ["Mr. Dunderbak's Biergarten and Marketplatz"]}),
    ("we love the look of The Thai Bowl", {**KIDS, "eat_at": ["The Thai Bowl"]}),
    ("no Chinese or Mexican", {**KIDS, "avoid_cuisines": ["Chinese", "Mexican"]}),
    ("american food mostly", {**KIDS, "cuisine": ["American"]}),
    ("meals at most $20 a person", {**KIDS, "max_meal_cost": 20.0}),
    ("places to stay under $300 a night", {**KIDS, "max_night_price": 300.0}),
    ("max forty dollars per person per night for lodging", {**KIDS, "max_night_price_per_person": 40.0}),
    ("one activity a day with the kids", {**KIDS, **pace(most=1)}),
    ("no flights before 10 am with the kids", {**KIDS, "flight_times": [window(depart_from="10:00")]}),
    ("we'd rather drive than fly", {**KIDS, "transportation": "no flight"}),
    ("at most 4 hours of driving per day", {**KIDS, "max_driving_hours": 4.0}),
    ("we need a crib for the baby", "named: amenities"),
    ("kid-friendly restaurants", "named: children"),
    ("a hotel with an indoor pool for the kids", "named: amenities"),
]

# on the solo week through three cities of Colorado
COLORADO_CORPUS: list[tuple[str, dict | str]] = [
    ("Denver and Colorado Springs for sure", {"visit_cities": ["Denver", "Colorado Springs"]}),
    ("I want to go to Durango", {"visit_cities": ["Durango"]}),
    ("skip Alamosa", {"avoid_cities": ["Alamosa"]}),
    ("not Grand Junction or Gunnison", {"avoid_cities": ["Grand Junction", "Gunnison"]}),
    ("Denver yes, Durango no", {"visit_cities": ["Denver"], "avoid_cities": ["Durango"]}),
    ("no more than 3 hrs behind the wheel per day", {"max_driving_hours": 3.0}),
    ("max five hours of driving each day", {"max_driving_hours": 5.0}),
    ("I'd rather not fly", {"transportation": "no flight"}),
    ("no early flights", {"flight_times": [window(depart_from="08:00")]}),
    ("my last flight home has to leave after 1pm", {"flight_times": [window(leg="return", depart_from="13:00")]}),
    ("hotels 3.5 stars and above", {"min_stay_rating": 3.5}),
    ("keep the stays under $100 per night", {"max_night_price": 100.0}),
    ("cheap food, under $15 per meal", {"max_meal_cost": 15.0}),
    ("I want to see the Denver Zoo", {"must_see": ["Denver Zoo"]}),
    ("at most two sights a day", pace(most=2)),
    ("a packed itinerary please", pace(least=2)),
    ("some Italian and some BBQ", {"cuisine": ["Italian"], "more_cuisines": ["BBQ"]}),
    ("skiing in Aspen", "named: Aspen"),
    ("I need EV charging", "named: amenities"),
    ("I've always wanted to see the Rockies.", {}),
    ("Traveling alone this time.", {}),
]

# on five days in two cities of California
CALIFORNIA_CORPUS: list[tuple[str, dict | str]] = [
    ("San Francisco and San Diego please", {"visit_cities": ["San Francisco", "San Diego"]}),
    ("LA has to be one of them", {"visit_cities": ["Los Angeles"]}),
    ("not Bakersfield", {"avoid_cities": ["Bakersfield"]}),
    ("avoid fresno and stockton", {"avoid_cities": ["Fresno", "Stockton"]}),
    ("max 4 hours driving a day", {"max_driving_hours": 4.0}),
    ("no flights that leave before 8:30am", {"flight_times": [window(depart_from="08:30")]}),
    ("flights of 2 hours or less", {"max_flight_hours": 2.0}),
    ("hotel under $130/night, rated 4+", {"max_night_price": 130.0, "min_stay_rating": 4.0}),
    ("mexican food and tacos", {"cuisine": ["Mexican"]}),
    ("no desserts places, no tea places", {"avoid_cuisines": ["Desserts", "Tea"]}),
    ("a bakery for breakfast", {"more_cuisines": ["Bakery"]}),
    ("ocean view please", "named: looks out on"),
    ("a beach day", "named: beach day"),
    ("Thinking about moving to California one day.", {}),
]

# Misses measured and left visible: each must stay listed until a general rule reads it. None is read wrong in silence
# except where said; most are named unread (the plan is refused or lists them as not kept).
KNOWN_GAPS: list[str] = [
    # read by rules written for the fifth set (test_reading_heldout_fifth.py): sights and restaurants said with no cue
    # ("the Hermitage", "a show at the Ryman", "port discovery for the little ones", "the big blue bear!!"), "skip the
    # NashTrash tour" (the data decides its kind), "Mr. Dunderbak's" (no sentence ends at "Mr."), "Chicago Pizza", "a
    # beach day" (named), "I've always wanted to see the Rockies." (talk)
    # "LA has to be one of them" is read by a rule written for the sixth set (a city's short name as a wish)
    # "the nature & science museum" (the data's words reordered: "Museum of Nature & Science") is read by a rule written
    # for the seventh set (test_reading_heldout_seventh.py: a name's kind said last)
    # read by the project's conventions, not as written here: a rating "above 3.5" is 3.6 or more (ratings have one
    # decimal); "one sight a day" is exactly one; "not shared rooms" in the request takes in a private or entire room
    # asked for beside it in its sentence (the benchmark's labelling; said in a sentence apart, "we'd like a private
    # room" and "an entire place to ourselves" read since the nineteenth set's fix)
    "only eat at places with a rating above 3.5",
    "one sight a day, meals under 20 bucks, private room",
    "one activity a day with the kids",
]


def test_the_fourth_held_out_corpus_reads_as_written(sandbox):
    tally = score(((DENVER, DENVER_CORPUS), (NASHVILLE, NASHVILLE_CORPUS), (BALTIMORE, BALTIMORE_CORPUS),
                   (COLORADO, COLORADO_CORPUS), (CALIFORNIA, CALIFORNIA_CORPUS)), sandbox)
    missed = sorted(tally["wrongly read"] + tally["false alarm"])
    assert sum(len(v) for v in tally.values()) >= 130 and missed == sorted(KNOWN_GAPS)
