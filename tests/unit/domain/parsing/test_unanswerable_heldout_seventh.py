"""A seventh held-out set of wishes the data cannot answer (issue 38, item 3: "no wish dropped in silence"), as people
write them: terse, chatty, with typos, hidden inside a longer sentence, several in one sentence, and mixed with a wish
the data does answer; each appended to a valid request (the ninth talk set's bases: Detroit -> Nashville, Milwaukee ->
New York, Houston -> San Antonio). Written before any fix, in words the six earlier sets (``test_unanswerable_heldout*.
py``) did not use, over every kind the sandbox cannot say: amenities, accessibility, diets and allergies, views,
parking, where in a city and neighbourhoods, loyalty programs, hotel and airline brands, seat classes, baggage,
layovers, the weather, events and games, opening hours, tickets and reservations, kid and pet amenities beyond the
house rules, noise, safety, cleanliness, reviews' text, photos, a room's features, and transport the data lacks
(trains, buses, ferries, rental cars, rideshares).

- **WISHES**: each must be named in ``not_kept`` (or refused) with one of its cause words, never silent and never read
  as a constraint (``test_unanswerable_heldout_fourth.closed_outcome``: named / refused pass; unnamed, misread, silent
  fail). ``ALSO_READ`` lists what a wish also says that the data answers ("no flights, and a hotel with a gym": the
  ban is read, the gym named): it MUST be read (``test_what_the_data_answers_beside_a_wish_is_read``), where
  ``TOLERATED`` lists what a wish may be read as saying (children or a pet coming along).
- **SEVERAL**: two or three unanswerable wishes in one sentence: EVERY one must be named.
- **CONTROLS**: plain talk, some of it near the words of a wish ("We don't need parking at all."),
  that asks for nothing and must stay quiet (``test_talk_heldout_second.outcome``: quiet passes; false alarm, misread
  fail).

``python tests/unit/domain/parsing/test_unanswerable_heldout_seventh.py`` prints the tallies. Written by helper UNANS7
and scored on HEAD (8e35087) before any fix: the figures above ``KNOWN_GAPS``.
"""

from __future__ import annotations

import sys
from collections import Counter

import pytest

from himap_travel.domain.parsing import QueryParseError
from tests.support.reading_once import parse_once
from tests.unit.domain.parsing import test_talk_heldout as talk_first
from tests.unit.domain.parsing import test_talk_heldout_ninth as talk_ninth
from tests.unit.domain.parsing import test_talk_heldout_second as talk_second
from tests.unit.domain.parsing import test_talk_heldout_third as talk_third
from tests.unit.domain.parsing import test_unanswerable_heldout as first
from tests.unit.domain.parsing import test_unanswerable_heldout_fifth as fifth
from tests.unit.domain.parsing import test_unanswerable_heldout_fourth as fourth
from tests.unit.domain.parsing import test_unanswerable_heldout_second as second
from tests.unit.domain.parsing import test_unanswerable_heldout_sixth as sixth
from tests.unit.domain.parsing import test_unanswerable_heldout_third as third
from tests.unit.domain.parsing.test_talk_heldout_ninth import BASES
from tests.unit.domain.parsing.test_talk_heldout_second import outcome as talk_outcome
from tests.unit.domain.parsing.test_talk_heldout_second import said_text

# Wishes no field of the data answers, each with the words one of which its naming must hold.
WISHES: list[tuple[str, tuple[str, ...]]] = [
    # amenities
    ("hotel needs a heated pool", ("pool",)), ("a fitness center, i work out every day", ("fitness",)),
    ("complimentary breakfast plz", ("breakfast",)), ("somewhere with laundry, we're there a while", ("laundry",)),
    ("a coffee maker in the room is a must for me", ("coffee maker",)),
    ("the room should have a microwave", ("microwave",)), ("a hotel bar would be nice", ("bar",)),
    ("we need an iron and ironing board for the wedding clothes", ("iron",)),
    ("a business center to print boarding passes", ("business center",)),
    ("hotel with a steam room", ("steam room",)), ("a place w/ a fireplace, so cozy", ("fireplace",)),
    ("a hotel with a concierge who can help us", ("concierge",)), ("valet at the hotel please", ("valet",)),
    ("shuttle from the airport to the hotel", ("shuttle",)), ("good water pressure in the shower lol", ("shower", "pressure")),
    # accessibility
    ("my husband is in a wheelchair", ("wheelchair",)), ("ada compliant room please", ("ada",)),
    ("grab bars in the bathroom for my grandpa", ("grab bar",)), ("my mom walks with a cane, no long walks", ("cane", "walk")),
    ("a hotel with an elevator, i have bad knees", ("elevator",)),
    ("my son is autistic so somewhere calm and not crowded", ("autistic", "crowded", "calm")),
    ("braille signs in the hotel for my dad", ("braille",)), ("a shower chair in the room please", ("shower chair",)),
    ("accesible restaurants, my wife uses a scooter", ("accesible", "accessible", "scooter")),
    # diets and allergies
    ("i'm vegetarian", ("vegetarian",)), ("my daughter is allergic to tree nuts", ("nut", "allerg")),
    ("dairy free options for me", ("dairy",)), ("halal restaurants only", ("halal",)),
    ("shellfish allergy in our group, be careful", ("shellfish", "allergy")),
    ("paleo friendly meals", ("paleo",)), ("egg allergy here", ("egg", "allergy")),
    ("we keep kosher", ("kosher",)), ("no msg in the food please", ("msg",)),
    ("low carb places, i'm on a diet", ("low carb", "carb", "diet")), ("soy free for my husband", ("soy",)),
    ("my kid is a super picky eater, chicken nuggets only lol", ("picky", "nugget", "chicken")),
    ("gluten-free bakery for my wife", ("gluten",)), ("vegan restarants plz", ("vegan",)),
    ("whole30 compliant food", ("whole30",)), ("no alcohol served, we don't drink", ("alcohol",)),
    # views
    ("a room overlooking the river", ("overlooking", "river")), ("view of the skyline at night", ("view", "skyline")),
    ("a room with a nice view pls", ("view",)), ("garden view room", ("garden", "view")),
    ("we'd love to see the city lights from our window", ("window", "city lights", "lights")),
    ("a high floor with a view", ("high floor", "view", "floor")),
    # parking
    ("we need parking for our truck", ("parking",)), ("free parking at the hotel!!", ("parking",)),
    ("a garage for the car overnight", ("garage",)), ("somewhere with street parking at least", ("parking",)),
    ("parking for an rv", ("parking", "rv")),
    # where in the city and neighbourhoods
    ("near broadway in nashville", ("broadway", "near")), ("in midtown please", ("midtown",)),
    ("a hotel in manhattan, not brooklyn", ("manhattan", "brooklyn")), ("close to the riverwalk hotels", ("close to", "riverwalk")),
    ("within walking distance of the stadium", ("walking distance", "stadium")),
    ("in a quiet residential area", ("residential", "quiet")), ("near the train station", ("train station", "station")),
    ("on the beach", ("beach",)), ("not too far from the airport", ("airport",)), ("in the heart of the city", ("heart",)),
    ("near times square", ("times square", "near")), ("east side of town if possible", ("east side", "side of town")),
    ("somewhere central", ("central",)), ("near a grocery store", ("grocery",)),
    ("a hotel close to the hospital, my dad has appointments", ("hospital",)),
    # loyalty programs
    ("i want to earn my IHG points", ("ihg", "points")), ("we have AAdvantage miles to burn", ("aadvantage", "miles")),
    ("book with my Bonvoy account", ("bonvoy",)), ("use my amex points for the flights", ("amex", "points")),
    ("we're Platinum with Hilton, use that", ("hilton", "platinum")),
    # hotel and airline brands
    ("only Delta flights please", ("delta",)), ("no Spirit airlines, ever", ("spirit",)),
    ("a Hampton Inn, they're reliable", ("hampton",)), ("JetBlue if possible", ("jetblue",)),
    ("American Airlines because of my status", ("american airlines",)), ("a Westin please", ("westin",)),
    ("no budget airlines like frontier", ("frontier", "budget airline")), ("a Sheraton or a Doubletree", ("sheraton", "doubletree")),
    ("Embassy Suites for the free breakfast", ("embassy suites", "breakfast")), ("fly alaska airlines", ("alaska",)),
    # seat classes
    ("first class for the flight out", ("first class",)), ("window seats for both of us", ("window seat", "seat")),
    ("aisle seat for me, i get up a lot", ("aisle",)), ("comfort plus seats", ("comfort plus",)),
    ("bulkhead seats for the baby", ("bulkhead",)), ("seats in the front of the plane", ("seat", "front")),
    ("upgrade us to business if it's cheap", ("business", "upgrade")),
    # baggage
    ("we have two big suitcases each", ("suitcase",)), ("a free checked bag for each of us", ("checked bag", "bag")),
    ("bringing golf clubs, need to check them", ("golf clubs", "golf")), ("i'm bringing my bike on the plane", ("bike",)),
    ("extra baggage allowance please", ("baggage",)), ("my cello needs its own seat", ("cello", "seat")),
    # layovers
    ("no layovers please", ("layover",)), ("nonstop flights only", ("nonstop",)), ("direct flights pls", ("direct",)),
    ("a layover no longer than an hour", ("layover",)), ("no connections through chicago", ("connection",)),
    ("no red eye with a stopover", ("stopover",)),
    # the weather
    ("hoping for sunshine, plan it for the sunny days", ("sunny", "sunshine")),
    ("avoid days with thunderstorms", ("thunderstorm", "storm")), ("it must be warm enough to swim", ("warm", "swim")),
    ("pick the less humid days", ("humid",)), ("if it rains move the outdoor stuff indoors", ("rain", "indoor", "outdoor")),
    ("nothing outside if it's below 50 degrees", ("degrees", "outside")),
    # events, concerts and games
    ("tickets to the Opry", ("opry", "ticket")), ("a Knicks game!!", ("knicks", "game")),
    ("a Spurs game one night", ("spurs", "game")), ("see a concert at the Ryman", ("concert", "ryman")),
    ("live music every night", ("live music", "music")), ("a rodeo if one is on", ("rodeo",)),
    ("a Broadway musical", ("broadway", "musical")), ("the St Patrick's day parade", ("parade",)),
    ("a drag brunch on sunday", ("drag brunch", "brunch")), ("a stand up comedy show", ("comedy",)),
    ("catch a minor league baseball game", ("baseball", "game")), ("the rodeo and livestock show", ("rodeo",)),
    ("a trivia night at a pub", ("trivia",)), ("a pasta cooking class together", ("cooking class", "class")),
    # opening hours
    ("places open on sunday, we're there sunday", ("sunday", "open")),
    ("restaurants that serve breakfast all day", ("all day", "breakfast")),
    ("attractions open after 6pm", ("open", "6pm")), ("a bar that's open till 2am", ("2am", "open")),
    ("check the museum hours for us", ("hours",)),
    # tickets and reservations
    ("book the restaurant reservations for us", ("reservation",)), ("get us tickets for the museum ahead of time", ("ticket",)),
    ("reserve a table at 7 for dinner on day 1", ("reserve", "table")), ("skip the line passes", ("skip the line", "line")),
    ("a citypass for the attractions", ("citypass", "pass")), ("book a guided tour of the city", ("guided tour", "tour")),
    ("we need a dinner reservation for 8 people", ("reservation",)),
    # kid and pet amenities beyond the house rules
    ("a crib in the room for the baby", ("crib",)), ("high chairs at the restaurants", ("high chair",)),
    ("a babysitter one night", ("babysitter",)), ("kid friendly restaurants please", ("kid friendly", "kid")),
    ("a splash pad or water park for the kids", ("splash pad", "water park")),
    ("a dog bed and bowls at the rental", ("dog bed", "bowl")), ("a dog walker while we sightsee", ("dog walker", "walker")),
    ("restaurants with a patio where dogs are ok", ("patio", "dog")), ("a petting zoo for the little ones", ("petting zoo",)),
    ("a kids pool and a game room", ("kids pool", "game room")),
    # noise
    ("a quiet hotel, no party crowd", ("quiet", "party crowd")), ("away from bars and nightlife noise", ("noise", "nightlife")),
    ("a room not next to the elevator", ("elevator",)), ("a top floor room, no one stomping above us", ("top floor", "floor")),
    ("earplugs won't cut it, it has to be silent at night", ("silent",)),
    # safety
    ("a safe area please, we'll walk at night", ("safe",)), ("a hotel with good security", ("security",)),
    ("somewhere with a safe in the room", ("safe",)), ("avoid sketchy neighborhoods", ("sketchy", "neighborhood")),
    ("a well-lit area, we're two women", ("well-lit", "lit")),
    # cleanliness
    ("it needs to be spotless, i'm a germaphobe", ("spotless", "germaphobe", "clean")),
    ("a clean hotel, no bed bugs", ("clean", "bed bug")), ("somewhere that gets cleaned daily", ("cleaned", "clean")),
    ("hypoallergenic bedding, I have allergies", ("hypoallergenic", "allergies")),
    ("a smoke-free hotel that doesn't smell", ("smell",)),
    # reviews' text and photos
    ("places with good reviews on yelp", ("yelp", "reviews")), ("hotels that reviewers say are clean", ("review",)),
    ("check tripadvisor for us", ("tripadvisor",)), ("show me photos of the rooms", ("photo",)),
    ("pictures of the restaurants please", ("picture",)), ("somewhere instagrammable", ("instagram",)),
    ("a hotel that people rave about online", ("rave", "online")),
    # a room's features
    ("a room with two bathrooms", ("bathroom",)), ("a suite with a separate living room", ("suite", "living room")),
    ("blackout curtains please", ("blackout", "curtain")), ("a memory foam mattress", ("mattress",)),
    ("a room with a desk and fast internet", ("desk", "internet")), ("a room with a tv and netflix", ("tv", "netflix")),
    ("connecting rooms for us and my parents", ("connecting",)), ("a bunk bed for the boys", ("bunk",)),
    ("a sofa bed for our son", ("sofa bed",)), ("a room with its own jacuzzi tub", ("jacuzzi",)),
    # transport the data lacks
    ("we'd like to take the amtrak", ("amtrak",)), ("greyhound bus there and back", ("greyhound", "bus")),
    ("a ferry to the island", ("ferry",)), ("rent a car at the airport", ("rent", "car")),
    ("uber everywhere in the city", ("uber",)), ("lyft from the airport", ("lyft",)),
    ("the subway around town", ("subway",)), ("rent bikes to get around", ("bike",)),
    ("a scooter rental for the day", ("scooter",)), ("a limo to the restaurant", ("limo",)),
    ("we'll take the megabus", ("megabus", "bus")), ("a water taxi tour", ("water taxi", "boat")),
    ("train between the cities", ("train",)), ("a hop on hop off bus", ("hop on", "bus")),
    # hidden inside a longer sentence
    ("We're really looking forward to it and since my husband has a bad back we'd need a firm mattress.", ("mattress",)),
    ("Honestly the dream would be waking up and having coffee on a balcony.", ("balcony",)),
    ("so my daughter is celiac, which means everything has to be gluten free, sorry!", ("gluten", "celiac")),
    ("My mom is 80 and uses a walker, so anywhere we go should have ramps.", ("ramp", "walker")),
    ("it'd be great if the place had a washer and dryer since we're coming from another trip", ("washer", "dryer")),
    ("Thanks! Also if you could find a hotel near the convention center that'd be ideal.", ("convention center",)),
    # typos
    ("a hotle with a jacuzi", ("jacuzi", "jacuzzi")), ("free wifii please", ("wifii", "wifi")),
    ("pet frendly restaurants", ("frendly", "restaurant")), ("vegan optoins", ("vegan",)),
    ("a room with a veiw", ("veiw", "view")), ("parkign included", ("parkign", "parking")),
    ("an elevater please", ("elevater", "elevator")), ("gluton free food", ("gluton", "gluten")),
    # mixed with a wish the data answers (what it also reads: ``ALSO_READ``)
    ("no flights, and a hotel with a gym", ("gym",)),
    ("an entire home with a hot tub", ("hot tub",)),
    ("we're bringing our dog, so a fenced backyard please", ("backyard", "fenced")),
    ("Italian food and a table by the window", ("window", "table")),
    ("private room, with a view if possible", ("view",)),
    ("restaurants rated 4 or up with outdoor patios", ("patio",)),
    ("no driving, we'll use the subway", ("subway",)),
    ("Chinese food, somewhere with dim sum carts", ("dim sum",)),
    ("a stay rated 4+ with free parking", ("parking",)),
    ("under $150 a night, and with a pool", ("pool",)),
    ("meals under $30 each, vegetarian please", ("vegetarian",)),
    ("we smoke so a place that allows it, with a balcony", ("balcony",)),
    ("no seafood, and my son has a peanut allergy", ("peanut", "allergy")),
    ("Mexican food one night, with live mariachi", ("mariachi",)),
    ("no flights before 9am, and aisle seats", ("aisle",)),
    ("not a shared room, and a quiet floor", ("quiet", "floor")),
    ("some bbq, at a place with a kids menu", ("kids menu", "menu")),
]

# Two or three wishes the data cannot answer in one sentence: every group of cause words must be named.
SEVERAL: list[tuple[str, tuple[tuple[str, ...], ...]]] = [
    ("a gym, a pool and free breakfast", (("gym",), ("pool",), ("breakfast",))),
    ("direct flights and an aisle seat", (("direct",), ("aisle",))),
    ("wheelchair access and an accessible bathroom", (("wheelchair",), ("bathroom",))),
    ("vegan food and no nuts, my daughter is allergic", (("vegan",), ("nut", "allergic"))),
    ("a Hilton near the stadium", (("hilton",), ("stadium",))),
    ("free parking and a quiet room pls", (("parking",), ("quiet",))),
    ("tickets to a Predators game and dinner reservations after", (("predators", "ticket", "game"), ("reservation",))),
    ("a crib and a high chair for the baby", (("crib",), ("high chair",))),
    ("a room with a view and a balcony", (("view",), ("balcony",))),
    ("Delta only, and first class", (("delta",), ("first class",))),
    ("safe area, clean hotel, good reviews", (("safe",), ("clean",), ("review",))),
    ("we need a rental car and a hotel with parking", (("rental car", "car"), ("parking",))),
    ("no layovers and no checked bag fees", (("layover",), ("bag",))),
    ("a rooftop bar and live music nearby", (("rooftop",), ("live music", "music"))),
    ("sunny weather and a beach day", (("sunny", "weather"), ("beach",))),
    ("gluten free and dairy free restaurants", (("gluten",), ("dairy",))),
    ("a kitchenette and a washer in the unit", (("kitchenette",), ("washer",))),
    ("an early check in and a late check out", (("check in",), ("check out",))),
    ("Marriott points and a suite upgrade", (("marriott", "points"), ("suite", "upgrade"))),
    ("downtown, walkable, near good coffee", (("downtown",), ("walkable",), ("coffee",))),
    ("an uber from the airport and the train home", (("uber",), ("train",))),
    ("a pet friendly hotel with a dog park and a grooming service", (("dog park",), ("grooming",))),
    ("noise-free room, blackout shades and a king bed", (("noise",), ("blackout",), ("king",))),
    ("photos of the hotel and its reviews please", (("photo",), ("review",))),
    ("a hotel with good wifi and a printer", (("wifi",), ("printer",))),
]

# What a wish also says that the data answers: it must be read beside the part named.
ALSO_READ: dict[str, dict[str, object]] = {
    "no flights, and a hotel with a gym": {"transportation": "no flight"},
    "an entire home with a hot tub": {"room_type": "entire room"},
    "we're bringing our dog, so a fenced backyard please": {"house_rule": "pets"},
    "Italian food and a table by the window": {"cuisine": ["Italian"]},
    "private room, with a view if possible": {"room_type": "private room"},
    "restaurants rated 4 or up with outdoor patios": {"min_rating": 4.0},
    "no driving, we'll use the subway": {"transportation": "no self-driving"},
    "Chinese food, somewhere with dim sum carts": {"cuisine": ["Chinese"]},
    "a stay rated 4+ with free parking": {"min_stay_rating": 4.0},
    "under $150 a night, and with a pool": {"max_night_price": 150.0},
    "meals under $30 each, vegetarian please": {"max_meal_cost": 30.0},
    "we smoke so a place that allows it, with a balcony": {"house_rule": "smoking"},
    "no seafood, and my son has a peanut allergy": {"avoid_cuisines": ["Seafood"]},
    "Mexican food one night, with live mariachi": {"cuisine": ["Mexican"], "meal_wishes": [  # (one night: a dinner)
        {"meal": "dinner", "cuisine": "Mexican", "restaurant": None}]},
    "no flights before 9am, and aisle seats": {"flight_times": [
        {"leg": "every", "depart_from": "09:00", "depart_until": None, "arrive_from": None, "arrive_until": None}]},
    "not a shared room, and a quiet floor": {"room_type": "not shared room"},
    "some bbq, at a place with a kids menu": {"more_cuisines": ["BBQ"]},
    # (corrected after scoring: "no red eye" and "smoke-free" are wishes the data answers, read rightly beside the part
    # named; the expectations had taken the sentences for one wish each)
    "no red eye with a stopover": {"flight_times": [
        {"leg": "every", "depart_from": "05:00", "depart_until": "20:59", "arrive_from": None, "arrive_until": "23:59"}]},
    "a smoke-free hotel that doesn't smell": {"stay_forbids": ["smoking"]},
}

# What a wish may also be read as saying: children or a pet coming along (a careful planner may keep a stay that allows
# them), read or not.
TOLERATED: dict[str, dict[str, object]] = {
    "some bbq, at a place with a kids menu": {"more_cuisines": ["BBQ"], "house_rule": "children under 10"},
    "bulkhead seats for the baby": {"house_rule": "children under 10"},
    "a crib in the room for the baby": {"house_rule": "children under 10"},
    "high chairs at the restaurants": {"house_rule": "children under 10"},
    "a babysitter one night": {"house_rule": "children under 10"},
    "kid friendly restaurants please": {"house_rule": "children under 10"},
    "a splash pad or water park for the kids": {"house_rule": "children under 10"},
    "a petting zoo for the little ones": {"house_rule": "children under 10"},
    "a kids pool and a game room": {"house_rule": "children under 10"},
    "a bunk bed for the boys": {"house_rule": "children under 10"},
    "a dog bed and bowls at the rental": {"house_rule": "pets"},
    "a dog walker while we sightsee": {"house_rule": "pets"},
    "restaurants with a patio where dogs are ok": {"house_rule": "pets"},
    "my kid is a super picky eater, chicken nuggets only lol": {"house_rule": "children under 10"},
    "a crib and a high chair for the baby": {"house_rule": "children under 10"},
    "a pet friendly hotel with a dog park and a grooming service": {"house_rule": "pets"},
    "pet frendly restaurants": {"house_rule": "pets"},
    # (corrected after scoring: a bakery, coffee nearby and flying are asked beside what is named, read or not)
    "gluten-free bakery for my wife": {"more_cuisines": ["Bakery"]},
    "downtown, walkable, near good coffee": {"more_cuisines": ["Cafe"]},
    "only Delta flights please": {"transportation": "no self-driving"},
}
_BESIDE = {text: {**ALSO_READ.get(text, {}), **TOLERATED.get(text, {})} for text in {*ALSO_READ, *TOLERATED}}

# Plain talk that asks for nothing, some of it near a wish's words: it must stay quiet.
CONTROLS: list[str] = [
    "We don't need parking at all.", "We're not fussy about views.", "The weather is whatever it is.",
    "We aren't big concert people.", "We don't care about hotel brands at all.", "I have no allergies, eat anything.",
    "We travel light, just backpacks.", "Reviews online are all fake anyway lol.", "We're not into sports.",
    "Neither of us needs anything special.", "We'll take our own photos haha.", "No preference on the neighbourhood.",
    "My wife used to work for an airline, funny enough.", "We went to a game there once, years ago.",
    "Safety first, as my mom always says lol.", "I'm a clean freak at home, but on vacation I relax.",
    "We're pretty flexible about everything.", "Honestly, surprise us.", "We slept through a thunderstorm once, ha.",
    "Thanks, this is really helpful!", "Hope you have a good one.", "We're excited to see what you come up with.",
    "It's our first time in the South.", "My parents honeymooned there in the 70s.",
    "I've heard the food scene is great.", "We're easy to please.", "My husband will eat anything, truly.",
    "We love a good adventure.", "The dog is staying home with my sister.", "It's been a long winter here.",
    "We don't mind a bit of walking.", "Good hotels or bad, we just sleep there.",
]


def _mark(text: str):
    return [pytest.mark.xfail(reason=KNOWN_GAPS[text], strict=True)] if text in KNOWN_GAPS else []


def several_outcome(text: str, groups: tuple[tuple[str, ...], ...], base: str, sandbox) -> tuple[str, object]:
    """("named" | the first failing outcome, what was said): every group of cause words must be named or refused."""
    for group in groups:
        kind, detail = fourth.closed_outcome(text, group, sandbox, base, _BESIDE)
        if kind not in PASS:
            return kind, (group, detail)
    return "named", None


def beside_outcome(text: str, base: str, sandbox) -> tuple[str, object]:
    """("read" | "refused" | "unread", what was read): what ``ALSO_READ`` says the wish also asks is read."""
    try:
        request = parse_once(base + text, sandbox)
    except QueryParseError as error:
        return "refused", error.problems or error.missing
    read = request.spec.local_constraint.model_dump()
    wanted = ALSO_READ[text]
    return ("read", None) if all(read[k] == v for k, v in wanted.items()) else ("unread", {k: read[k] for k in wanted})


# Scored on HEAD (8e35087) before any fix (with the expectations corrected after scoring, marked above): wishes 195
# named or refused / 13 silent / 8 misread / 3 unnamed; beside 17 of 17 read; several 21 named / 3 unnamed / 1 misread;
# controls 24 quiet / 7 false alarms / 1 misread. Silent: grab bars, braille signs, soy free, a picky eater, no alcohol
# served, "upgrade us to business", a splash pad, a petting zoo, a well-lit area, what reviewers say, the subway beside
# "no driving", dim sum carts, live mariachi; misread: "not too far from the airport" (no flights), "a minor league
# game" (children), a smoke-free hotel's smell, a cooking class (Italian), coffee on a balcony (a cafe); unnamed:
# "comfort plus seats" (only 'seats'), a firm mattress beside a bad back, a dinner reservation for 8 (travellers). Of
# the 195, 93 were named only by the net ("no reader understood ..."), a reason that does not fit. After the fixes
# (``unanswerable``: reviews and photos, noise, cleanliness and getting around a town as kinds of their own; cabins and
# upgrades, live music of any kind, a team's game, outings for children, safety by its look, a mattress, a stay's
# services, dim sum carts, loyalty programmes by name, things carried on the plane, airlines by name, a place's hours;
# ``cannot_say``: what makes a place usable, the accessible thing named, anything said free of, allergies, a part of
# the town, weather by its kind, a view from the window, bookings of tickets and tours, and the waivers "we have no
# allergies", "we aren't big concert people", "safety first", "..., we don't care"; ``words.KIDS``: no minor league;
# ``transportation._QUALIFIED_BEFORE``: far from the airport; ``cuisine._NOT_A_MEAL``: a cooking class): wishes 217 /
# 0 silent / 1 misread / 1 unnamed, 4 named only by the net; beside 19 / 19; several 23 / 2; controls 31 / 1, the 5
# left below.
KNOWN_GAPS: dict[str, str] = {
    "we need a dinner reservation for 8 people": "people: a table's party is read as a count of travellers (a question "
                                                 "naming the numbers, never the reservation)",
    "Honestly the dream would be waking up and having coffee on a balcony.": "cuisine: 'having coffee' read as a cafe "
                                                                             "wanted (the balcony is named)",
    "safe area, clean hotel, good reviews": "a question ('good reviews' gives no number) is raised alone: the wishes "
                                            "named beside it are not said with it",
    "downtown, walkable, near good coffee": "'near good coffee' read as a cafe wanted: where in the town it is dropped",
    "Good hotels or bad, we just sleep there.": "a concession ('good hotels or bad') named as a quality wished, and 'we "
                                                "just sleep there' not understood",
}
PASS = {"named", "refused"}


def _wish_base(text: str) -> str:
    return BASES[[t for t, _ in WISHES].index(text) % len(BASES)]


@pytest.mark.parametrize(("text", "cause", "base"), fourth.closed_cases(WISHES, [], [], BASES, _mark))
def test_a_wish_the_data_cannot_answer_is_named(text, cause, base, sandbox):
    kind, detail = fourth.closed_outcome(text, cause, sandbox, base, _BESIDE)
    assert kind in PASS, (kind, detail)


@pytest.mark.parametrize("text", [pytest.param(text, id=f"beside-{i}", marks=_mark(f"beside: {text}"))
                                  for i, text in enumerate(ALSO_READ)])
def test_what_the_data_answers_beside_a_wish_is_read(text, sandbox):
    assert beside_outcome(text, _wish_base(text), sandbox) == ("read", None)


@pytest.mark.parametrize(("text", "groups", "base"), [
    pytest.param(text, groups, BASES[i % len(BASES)], id=f"several-{i}", marks=_mark(text))
    for i, (text, groups) in enumerate(SEVERAL)])
def test_every_wish_of_several_in_one_sentence_is_named(text, groups, base, sandbox):
    assert several_outcome(text, groups, base, sandbox) == ("named", None)


@pytest.mark.parametrize(("text", "base"), [pytest.param(text, BASES[i % len(BASES)], id=f"control-{i}",
                                                         marks=_mark(text)) for i, text in enumerate(CONTROLS)])
def test_plain_talk_stays_quiet(text, base, sandbox):
    assert talk_outcome(text, base, sandbox) == ("quiet", None)


def test_the_set_is_large_distinct_and_new():
    texts = [t for t, _ in WISHES] + [t for t, _ in SEVERAL] + CONTROLS
    earlier = {t.lower() for module in (first, second, third, fourth, fifth, sixth)
               for name in ("WISHES", "CUISINES", "REQUESTS", "SEVERAL") for t, *_ in getattr(module, name, [])}
    earlier |= {t.lower() for module in (fifth, sixth) for t in getattr(module, "CONTROLS", [])}
    assert len(WISHES) + len(SEVERAL) >= 200 and len(CONTROLS) >= 30 and len(set(texts)) == len(texts)
    talk = {said_text(t).lower() for module in (talk_first, talk_second, talk_third, talk_ninth) for t in module.TALK}
    assert not [t for t in texts if t.lower() in earlier | talk]
    assert set(ALSO_READ) | set(TOLERATED) <= {t for t, _ in WISHES} | {t for t, _ in SEVERAL}


def _tally(box) -> dict[str, dict[str, int]]:
    tallies: dict[str, dict[str, int]] = {"wishes": {}, "beside": {}, "several": {}, "controls": {}}
    checks = [("wishes", text, lambda t, b, c=cause: fourth.closed_outcome(t, c, box, b, _BESIDE), PASS)
              for text, cause in WISHES]
    checks += [("several", text, lambda t, b, g=groups: several_outcome(t, g, b, box), {"named"})
               for text, groups in SEVERAL]
    checks += [("controls", text, lambda t, b: talk_outcome(t, b, box), {"quiet"}) for text in CONTROLS]
    counters: dict[str, Counter[str]] = {name: Counter() for name in tallies}
    seen: Counter[str] = Counter()
    for name, text, scorer, good in checks:
        base = BASES[seen[name] % len(BASES)]
        seen[name] += 1
        kind, detail = scorer(text, base)
        counters[name][kind] += 1
        if kind not in good:
            print(f"[{name}] {kind}: {text!r} -> {detail}", file=sys.stderr)
    for text in ALSO_READ:
        kind, detail = beside_outcome(text, _wish_base(text), box)
        counters["beside"][kind] += 1
        if kind != "read":
            print(f"[beside] {kind}: {text!r} -> {detail}", file=sys.stderr)
    return {name: dict(found) for name, found in counters.items()}


if __name__ == "__main__":
    from himap_travel.domain.sandbox.index import load_sandbox

    print(_tally(load_sandbox()))
