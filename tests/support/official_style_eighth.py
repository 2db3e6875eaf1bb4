"""An eighth set of query texts in the style of TravelPlanner's official ones (issue 38, item 4: no false alarms on the
benchmark), none copied from the public splits, each with the structured row it was written from
(tests/unit/domain/parsing/test_official_style_eighth.py).

Written after ``official_style_seventh.py`` from what the seven earlier sets hold least: cities they never or hardly
name (Melbourne, Fairbanks, Juneau, Sitka, Kodiak, Johnstown, Niagara Falls, Iron Mountain, Jackson, Daytona Beach,
Clarksburg, Cedar Rapids, Brainerd, Stockton, North Platte, Honolulu, Albany, Mason City, West Yellowstone, Waterloo,
...), states they send a tour to least (South Dakota, Arkansas, Nevada, Maine, Nebraska, Hawaii, Michigan, Wyoming,
Colorado, New Mexico, Alabama, Alaska, Washington said as "Washington state"), and wordings of the official families
no earlier set holds: openings ("Kindly prepare ...", "I am in need of ...", "Could you kindly sketch ...", "Our group
is hoping for ...", "Is it possible for you to ..."), routes ("embarking from X for Y", "beginning our journey in X
and concluding in Y", "from X, with the itinerary covering N cities in Y", "heading out of X to tour N cities
throughout Y"), people ("a party of 2 people", "a group comprising 4 people", "four adults", "a solo adventurer"),
dates ("over the period of March 4th to March 6th, 2022", "for the dates March 4th - March 6th, 2022", "from Mar 4th
to Mar 6th, 2022"), budgets ("The spending limit for this trip is", "We have allocated", "Our overall budget stands
at"), and each official constraint said in other words ("accommodations must be welcoming to pets", "we'd like to
steer clear of flights", "rooms that we don't have to share", "lodging that lets us host visitors"). The wording of
each part was written by hand; a seeded choice combines them, so the rows are reproducible.
"""

from __future__ import annotations

from random import Random

from tests.support.official_style import row
from tests.support.official_style_fourth import Mix, generated_rows
from tests.support.official_style_second import WORDS, _ordinal, _said
from tests.support.official_style_seventh import _money
from tests.support.official_style_third import DAY_WORDS, _length

# Pairs of cities the earlier sets name at most twice (or never), each a trip one could make.
PAIRS = (
    ("Melbourne", "Daytona Beach"), ("Daytona Beach", "Melbourne"), ("Fairbanks", "Anchorage"),
    ("Juneau", "Sitka"), ("Anchorage", "Kodiak"), ("Johnstown", "Clarksburg"), ("Niagara Falls", "Albany"),
    ("Iron Mountain", "Escanaba"), ("Jackson", "Hattiesburg"), ("Clarksburg", "Johnstown"),
    ("Cedar Rapids", "Waterloo"), ("Brainerd", "Duluth"), ("Stockton", "Fresno"), ("North Platte", "Grand Island"),
    ("Honolulu", "Kona"), ("Albany", "Ithaca"), ("Mason City", "Waterloo"), ("West Yellowstone", "Bozeman"),
    ("Waterloo", "Mason City"), ("Asheville", "Fayetteville"), ("Fayetteville", "Asheville"),
    ("Kodiak", "Anchorage"), ("Sitka", "Juneau"), ("Escanaba", "Iron Mountain"), ("Hattiesburg", "Jackson"),
    ("Grand Island", "North Platte"), ("Kona", "Honolulu"), ("Ithaca", "Niagara Falls"), ("Bozeman", "West Yellowstone"),
    ("Duluth", "Brainerd"), ("Fresno", "Stockton"), ("Melbourne", "Fairbanks"),
)
# Origins of state tours: cities the earlier sets name at most twice.
ORIGINS = ("Melbourne", "Fairbanks", "Juneau", "Johnstown", "Niagara Falls", "Iron Mountain", "Jackson",
           "Daytona Beach", "Clarksburg", "Cedar Rapids", "Brainerd", "Stockton", "North Platte", "Honolulu",
           "Albany", "Mason City", "West Yellowstone", "Waterloo", "Asheville", "Fayetteville")
# States the earlier sets send a tour to least, and how many cities each has in the data.
STATES = {"South Dakota": 2, "Arkansas": 2, "Nevada": 2, "Maine": 2, "Nebraska": 4, "Hawaii": 5, "Michigan": 12,
          "Wyoming": 4, "Colorado": 6, "New Mexico": 3, "Alabama": 3, "Alaska": 13, "Washington state": 7}
# Many multi-city trips and often several constraints together.
EIGHTH_MIX = Mix(days=(38, 34, 28), wishes=(14, 24, 28, 22, 12))


def _people(n: int, pick: Random) -> str:
    """How many travel, in official words the earlier sets do not use."""
    if n == 1:
        return pick.choice(("a solo adventurer", "one adult", "a single adult", "just myself"))
    if n == 2:
        return pick.choice(("a party of 2 people", "two adults", "a group comprising 2 people", "2 adults"))
    return pick.choice((f"{WORDS[n]} adults", f"a group comprising {n} people", f"a party of {n} people",
                        f"{n} adults", f"our group of {WORDS[n]}"))


def _dates(start: int, end: int, pick: Random) -> str:
    s, e = _ordinal(start), _ordinal(end)
    return pick.choice((
        f"over the period of March {s} to March {e}, 2022", f"for the dates March {s} - March {e}, 2022",
        f"from Mar {s} to Mar {e}, 2022", f"beginning March {s} and finishing March {e}, 2022",
        f"from March {start}, 2022 to March {end}, 2022", f"during the dates of March {s} to {e}, 2022",
        f"in the window of March {s} to March {e}, 2022",
    ))


def _route(org: str, dest: str, cities: int, pick: Random) -> str:
    """From where to where, in official families the earlier sets do not use."""
    if cities == 1:
        return pick.choice((f"embarking from {org} for {dest}", f"beginning our journey in {org} and concluding in "
                            f"{dest}", f"travelling from {org} to {dest}", f"out of {org} and into {dest}",
                            f"that takes us from {org} to {dest}"))
    n = pick.choice((str(cities), WORDS[cities]))
    return pick.choice((f"from {org}, with the itinerary covering {n} cities in {dest}",
                        f"heading out of {org} to tour {n} cities throughout {dest}",
                        f"departing from {org} to see {n} different cities in {dest}",
                        f"from {org} to {dest}, where we'd like to visit {n} cities",
                        f"setting off from {org} and exploring {n} cities in {dest}"))


OPENINGS = (
    "Kindly prepare a {length} travel plan for {people}, {route}, {dates}. {budget}",
    "I am in need of a {length} itinerary for {people} {route}, {dates}. {budget}",
    "Could you kindly sketch a {length} trip {route} for {people} {dates}? {budget}",
    "Our group is hoping for a {length} travel plan {route}. We are {people}, traveling {dates}. {budget}",
    "Is it possible for you to create a {length} itinerary for {people} {route} {dates}? {budget}",
    "Please put together a travel plan for {people} {route}. The trip runs {days} days, {dates}. {budget}",
    "Could you assist me in building a {length} plan for {people}, {route}, {dates}? {budget}",
    "I would appreciate it if you could arrange a {length} trip for {people} {route}, {dates}. {budget}",
    "Can you propose a {length} itinerary {route} for {people}? We travel {dates}. {budget}",
    "Make a {length} travel plan for {people} {route} {dates}. {budget}",
)
BUDGETS = ("The spending limit for this trip is {b}.", "We have allocated {b} for this trip.",
           "Our overall budget stands at {b}.", "The budget we have in mind is {b}.", "We can spend up to {b}.",
           "Our total budget is {b}.", "The budget is fixed at {b}.", "Our budget for the trip comes to {b}.")

HOUSE = {
    "pets": ("Our accommodations must be welcoming to pets.", "We will bring our pet, so the lodging must allow pets.",
             "Please book places that permit pets."),
    "smoking": ("We need lodgings where smoking is permitted.", "The accommodations should allow smoking.",
                "Smoking should be allowed at the places we stay."),
    "parties": ("We'd like lodging where parties are allowed.", "Our accommodations should permit parties.",
                "We want to host a party, so parties must be allowed where we stay."),
    "children under 10": ("We're traveling with children under 10, so the lodging must allow them.",
                          "Accommodations must be suitable for children under 10.",
                          "Our lodging should welcome children under 10."),
    "visitors": ("We need lodging that lets us host visitors.", "Visitors should be allowed at our accommodations.",
                 "Our accommodations must permit visitors."),
}
ROOM = {
    "entire room": ("We'd like entire rooms.", "Entire rooms are our preference for accommodations.",
                    "We need to book entire rooms."),
    "private room": ("We prefer private rooms.", "Our accommodations should be private rooms.",
                     "Please find private rooms for us."),
    "shared room": ("We are fine with shared rooms and would like them.", "Shared rooms would be our preference.",
                    "Please book shared rooms for us."),
    "not shared room": ("We want rooms that we don't have to share.", "Our accommodations should not be shared "
                        "rooms.", "Please make sure the rooms are not shared."),
}
TRANSPORT = {
    "no flight": ("We'd like to steer clear of flights.", "Flights should not be part of the plan.",
                  "We prefer not to travel by air."),
    "no self-driving": ("We do not want to drive ourselves.", "Self-driving should not be part of the plan.",
                        "We prefer not to self-drive."),
}
CUISINE = ("We'd like to enjoy {list} cuisines.", "Cuisine-wise, we're interested in {list}.",
           "We hope to eat {list} food during the trip.", "For dining, {list} cuisines would be great.")


def _list(names: list[str], pick: Random) -> str:
    if len(names) == 1:
        return names[0]
    return pick.choice((f"{', '.join(names[:-1])} and {names[-1]}", f"{', '.join(names[:-1])}, and {names[-1]}"
                        if len(names) > 2 else f"both {names[0]} and {names[1]}"))


def _wishes(said: dict[str, object], pick: Random) -> list[str]:
    """One sentence per constraint said, shuffled."""
    parts = [pick.choice(table[value]) for kind, table in (("house", HOUSE), ("room", ROOM), ("transport", TRANSPORT))
             if (value := _said(said, kind))]
    cuisine = said.get("cuisine")
    if isinstance(cuisine, list):
        parts.append(pick.choice(CUISINE).format(list=_list(cuisine, pick)))
    pick.shuffle(parts)
    return parts


def _text(pick: Random, org: str, dest: str, cities: int, days: int, start: int, people: int, budget: int,
          said: dict[str, object]) -> str:
    opening = pick.choice(OPENINGS).format(
        length=_length(days, pick), days=pick.choice((str(days), DAY_WORDS[days])), people=_people(people, pick),
        route=_route(org, dest, cities, pick), dates=_dates(start, start + days - 1, pick),
        budget=pick.choice(BUDGETS).format(b=_money(budget, pick)))
    return " ".join([opening, *_wishes(said, pick)])


SEEDED = [
    item.model_copy(update={"dest": item.dest.removesuffix(" state")})
    for item in generated_rows(155, 8080, _text, (PAIRS, ORIGINS, STATES), solo_house="pets", mix=EIGHTH_MIX)
]

# Written by hand before scoring: the official texts' turns with other values, in other orders (constraints before the
# route, the budget in the middle, "They" for the party, a state's cities said after the dates), each official
# constraint in its official words.
HAND = [
    row("Could you create a 3-day itinerary for a duo traveling from Johnstown to Clarksburg from March 8th to March "
        "10th, 2022? Our budget is $1,250.", "Johnstown", "Clarksburg", 3, 8, 2, 1250),
    row("Please plan a trip for one person from Melbourne to Daytona Beach for 3 days, March 23rd to March 25th, "
        "2022, with a budget of $700.", "Melbourne", "Daytona Beach", 3, 23, 1, 700),
    row("I need a 5-day travel plan for a group of 4 departing from Fairbanks and visiting 2 cities in Alaska from "
        "March 9th to March 13th, 2022. The budget is $8,200. We require accommodations that allow pets.",
        "Fairbanks", "Alaska", 5, 9, 4, 8200, house="pets"),
    row("Can you help plan a 7-day trip for 3 people starting in Niagara Falls and visiting 3 cities in Michigan from "
        "March 14th to March 20th, 2022? Our budget is $9,300. We prefer entire rooms and would like to try Italian "
        "and Chinese cuisines.", "Niagara Falls", "Michigan", 7, 14, 3, 9300, room="entire room",
        cuisine=["Italian", "Chinese"]),
    row("Please create a 3-day travel plan for 2 people from Jackson to Hattiesburg from March 27th to March 29th, "
        "2022. The budget for this trip is $1,150. We do not want to take any flights.", "Jackson", "Hattiesburg", 3,
        27, 2, 1150, transport="no flight"),
    row("We're a group of 5 planning a 3-day trip from Cedar Rapids to Waterloo, March 1st to March 3rd, 2022. Our "
        "budget is $3,400. We need accommodations suitable for children under 10 and we'd like to have entire rooms.",
        "Cedar Rapids", "Waterloo", 3, 1, 5, 3400, house="children under 10", room="entire room"),
    row("Could you arrange a 5-day journey for a single traveler from Iron Mountain to Wisconsin, visiting 2 cities "
        "from March 16th to March 20th, 2022? The budget is $2,350.", "Iron Mountain", "Wisconsin", 5, 16, 1, 2350),
    row("Design a 3-day travel plan from Brainerd to Duluth for 2 people, March 4th to March 6th, 2022, with a budget "
        "of $1,000. We'd like our accommodations to allow smoking and be private rooms.", "Brainerd", "Duluth", 3, 4,
        2, 1000, house="smoking", room="private room"),
    row("Please help me plan a 7-day trip for a family of 4 from Stockton to Colorado, visiting 3 cities from March "
        "2nd to March 8th, 2022, with a budget of $10,400.", "Stockton", "Colorado", 7, 2, 4, 10400),
    row("Can you create a 3-day itinerary for 6 people from North Platte to Grand Island from March 11th to March "
        "13th, 2022? Our budget is $3,900. We require accommodations that allow parties and we won't be flying.",
        "North Platte", "Grand Island", 3, 11, 6, 3900, house="parties", transport="no flight"),
    row("I'd like to plan a 3-day trip for 2 people from Honolulu to Kona from March 18th to March 20th, 2022. Our "
        "budget is $1,900. We prefer Mediterranean and Mexican cuisines.", "Honolulu", "Kona", 3, 18, 2, 1900,
        cuisine=["Mediterranean", "Mexican"]),
    row("Could you provide a 5-day travel plan for a group of 3 starting in Albany and visiting 2 cities in Maine from "
        "March 22nd to March 26th, 2022? Our budget is $4,300. We require accommodations that are not shared rooms.",
        "Albany", "Maine", 5, 22, 3, 4300, room="not shared room"),
    row("Please plan a 3-day trip from Mason City to Waterloo for a single person from March 5th to March 7th, 2022. "
        "The budget is $650.", "Mason City", "Waterloo", 3, 5, 1, 650),
    row("Could you devise a 7-day itinerary for 2 people from West Yellowstone to Wyoming, covering 3 cities from "
        "March 10th to March 16th, 2022? Our budget is $5,600. We prefer not to self-drive.", "West Yellowstone",
        "Wyoming", 7, 10, 2, 5600, transport="no self-driving"),
    row("Can you put together a 5-day trip for 8 people from Asheville to South Dakota, visiting 2 cities between "
        "March 12th and March 16th, 2022? The budget is $15,800. We need accommodations that allow visitors.",
        "Asheville", "South Dakota", 5, 12, 8, 15800, house="visitors"),
    row("Help me plan a 3-day trip from Fayetteville to Asheville for 3 people from March 24th to March 26th, 2022. "
        "Our budget is $2,000. We'd like shared rooms and Indian food.", "Fayetteville", "Asheville", 3, 24, 3, 2000,
        room="shared room", cuisine=["Indian"]),
    row("We require accommodations that allow pets. Could you plan a 3-day trip for 2 people from Kodiak to "
        "Anchorage from March 19th to March 21st, 2022, with a budget of $1,800?", "Kodiak", "Anchorage", 3, 19, 2,
        1800, house="pets"),
    row("With a total budget of $4,950, please create a 5-day itinerary for a group of 3 from Juneau to Alaska, "
        "visiting 2 cities from March 3rd to March 7th, 2022. We prefer French and American cuisines.", "Juneau",
        "Alaska", 5, 3, 3, 4950, cuisine=["French", "American"]),
    row("Could you design a 3-day trip for a group of 4 from Sitka to Juneau from March 28th to March 30th, 2022? "
        "Our budget is $2,600. We'd like private rooms, and we won't be self-driving.", "Sitka", "Juneau", 3, 28, 4,
        2600, room="private room", transport="no self-driving"),
    row("Please plan a 7-day trip for 2 people from Daytona Beach through 3 cities in Colorado from March 20th to "
        "March 26th, 2022. The budget is $6,700. Our accommodations must permit children under 10.", "Daytona Beach",
        "Colorado", 7, 20, 2, 6700, house="children under 10"),
    row("I need a 5-day travel plan for one person from Clarksburg to Arkansas, covering 2 cities from March 6th to "
        "March 10th, 2022. My budget is $2,100. I prefer not to fly.", "Clarksburg", "Arkansas", 5, 6, 1, 2100,
        transport="no flight"),
    row("Can you help me create a 5-day trip for 2 people from Waterloo to Nebraska, visiting 2 cities from March "
        "15th to March 19th, 2022? We have $3,100 to spend. We'd like entire rooms where smoking is allowed.",
        "Waterloo", "Nebraska", 5, 15, 2, 3100, room="entire room", house="smoking"),
    row("Could you plan a 7-day trip for a group of 6 from Honolulu to Hawaii covering 3 cities from March 8th to "
        "March 14th, 2022? Our budget is $19,200. We'd love Chinese, Mexican, Italian and American food.", "Honolulu",
        "Hawaii", 7, 8, 6, 19200, cuisine=["Chinese", "Mexican", "Italian", "American"]),
    row("Please create a 5-day itinerary for 2 people from Melbourne to New Mexico, visiting 2 cities from March "
        "25th to March 29th, 2022. Our budget is $3,450. We prefer shared rooms and do not wish to self-drive.",
        "Melbourne", "New Mexico", 5, 25, 2, 3450, room="shared room", transport="no self-driving"),
    row("Could you arrange a 3-day trip for a group of 7 from Escanaba to Iron Mountain, from March 13th to March "
        "15th, 2022? The budget is $4,600. We need accommodations that allow visitors and are entire rooms.",
        "Escanaba", "Iron Mountain", 3, 13, 7, 4600, house="visitors", room="entire room"),
    row("Help plan a 7-day trip for 4 people from Fayetteville to Alabama, visiting 3 cities from March 17th to March "
        "23rd, 2022. We have a budget of $11,600. We would like to avoid flying and we'd like Mediterranean food.",
        "Fayetteville", "Alabama", 7, 17, 4, 11600, transport="no flight", cuisine=["Mediterranean"]),
    row("Could you devise a 3-day travel plan for 2 people departing from Ithaca and going to Niagara Falls from "
        "March 2nd to March 4th, 2022? Our budget is $1,350. It's essential that our accommodations allow pets.",
        "Ithaca", "Niagara Falls", 3, 2, 2, 1350, house="pets"),
    row("Please plan a 5-day trip for a group of 5 from Johnstown to Michigan, visiting 2 cities from March 21st to "
        "March 25th, 2022. Our budget is $9,900. We'd prefer private rooms where parties are allowed, and we'd like "
        "to eat Indian and French food.", "Johnstown", "Michigan", 5, 21, 5, 9900, room="private room",
        house="parties", cuisine=["Indian", "French"]),
    row("Can you help me with a 3-day trip for one person from Grand Island to North Platte from March 26th to March "
        "28th, 2022? The budget is $850.", "Grand Island", "North Platte", 3, 26, 1, 850),
    row("Could you create a 7-day travel itinerary for a group of 3 from Jackson through 3 cities in Michigan, from "
        "March 1st to March 7th, 2022? Our budget is $8,900. We require non-shared rooms and would like to try Mexican "
        "and Chinese cuisines. We will not be flying.", "Jackson", "Michigan", 7, 1, 3, 8900, room="not shared room",
        cuisine=["Mexican", "Chinese"], transport="no flight"),
    row("Please help me plan a 3-day trip from Bozeman to West Yellowstone for 2 people, March 11th to March 13th, "
        "2022. Our budget is $1,200. We require accommodations that permit smoking.", "Bozeman", "West Yellowstone",
        3, 11, 2, 1200, house="smoking"),
    row("Can you plan a 5-day itinerary for 2 people from Mason City to Washington state, visiting 2 cities from "
        "March 4th to March 8th, 2022? Our budget is $3,700. We prefer entire rooms and American cuisine.",
        "Mason City", "Washington", 5, 4, 2, 3700, room="entire room", cuisine=["American"]),
    row("Could you plan a 3-day trip for a group of 8 from Fresno to Stockton from March 22nd to March 24th, 2022? "
        "We have a budget of $5,200. We are traveling with kids, so our accommodations must allow children under 10.",
        "Fresno", "Stockton", 3, 22, 8, 5200, house="children under 10"),
    row("Please design a 5-day trip for a group of 4 from Brainerd to Nevada, visiting 2 cities from March 9th to "
        "March 13th, 2022. The budget is $7,400. We need accommodations where parties are allowed, and we'd like "
        "to avoid self-driving.", "Brainerd", "Nevada", 5, 9, 4, 7400, house="parties", transport="no self-driving"),
    row("Can you create a 3-day plan for 3 people from Hattiesburg to Jackson from March 16th to March 18th, 2022? "
        "Our budget is $1,650. We'd like our meals to include Italian, French, and Mediterranean cuisines.",
        "Hattiesburg", "Jackson", 3, 16, 3, 1650, cuisine=["Italian", "French", "Mediterranean"]),
    row("I'm looking for a 7-day travel plan for one person from Albany to Colorado, covering 3 cities from March "
        "23rd to March 29th, 2022. My budget is $3,900. I would prefer private rooms.", "Albany", "Colorado", 7, 23,
        1, 3900, room="private room"),
    row("Could you plan a 5-day trip for 6 people from North Platte to Wyoming, visiting 2 cities from March 2nd to "
        "March 6th, 2022? Our budget is $11,200. We require accommodations that allow pets and are entire rooms. "
        "We'd also like to avoid flying.", "North Platte", "Wyoming", 5, 2, 6, 11200, house="pets",
        room="entire room", transport="no flight"),
    row("Please plan a 3-day trip for a group of 4 from Anchorage to Fairbanks from March 25th to March 27th, 2022. "
        "Our budget is $3,100. We'd like shared rooms that allow visitors.", "Anchorage", "Fairbanks", 3, 25, 4, 3100,
        room="shared room", house="visitors"),
    row("Can you put together a 5-day itinerary for 2 people from Cedar Rapids to Arkansas, visiting 2 cities from "
        "March 18th to March 22nd, 2022? The budget is $2,900. We prefer Chinese and Indian cuisines and would not "
        "like to self-drive.", "Cedar Rapids", "Arkansas", 5, 18, 2, 2900, cuisine=["Chinese", "Indian"],
        transport="no self-driving"),
    row("Could you help me plan a 3-day trip for 5 people from Albany to Ithaca from March 6th to March 8th, 2022? We "
        "have a budget of $3,300. Our accommodations need to permit children under 10 and provide private rooms.",
        "Albany", "Ithaca", 3, 6, 5, 3300, house="children under 10", room="private room"),
    row("Please create a 7-day trip for a group of 7 from Niagara Falls to Alaska, visiting 3 cities from March 12th "
        "to March 18th, 2022. The budget is $24,500. We'd like to try American and Mexican food, and we need "
        "accommodations that allow smoking.", "Niagara Falls", "Alaska", 7, 12, 7, 24500,
        cuisine=["American", "Mexican"], house="smoking"),
    row("Could you plan a 3-day trip for 2 people from Daytona Beach to Melbourne from March 29th to March 31st, "
        "2022? Our budget is $1,050. We require non-shared rooms and we won't be taking flights.", "Daytona Beach",
        "Melbourne", 3, 29, 2, 1050, room="not shared room", transport="no flight"),
    row("I need a 5-day trip for 3 people from Stockton to Maine, visiting 2 cities from March 10th to March 14th, "
        "2022. Our budget is $5,250. We'd like accommodations where visitors are welcome.", "Stockton", "Maine", 5,
        10, 3, 5250, house="visitors"),
    row("Could you make a 3-day plan for 2 people from Waterloo to Cedar Rapids from March 20th to March 22nd, 2022? "
        "Our budget is $900. We'd like to dine on French food.", "Waterloo", "Cedar Rapids", 3, 20, 2, 900,
        cuisine=["French"]),
    row("Please plan a 7-day journey for a group of 5 from Clarksburg to Nebraska, covering 3 cities from March 5th "
        "to March 11th, 2022. The budget is $14,700. We need entire rooms and would prefer not to fly. We'd enjoy "
        "Italian, Indian, and Chinese cuisines.", "Clarksburg", "Nebraska", 7, 5, 5, 14700, room="entire room",
        transport="no flight", cuisine=["Italian", "Indian", "Chinese"]),
]
ALL = [*SEEDED, *HAND]
