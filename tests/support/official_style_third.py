"""A third set of query texts in the style of TravelPlanner's official ones (issue 38, item 4: no false alarms), none
copied from the public splits, each with the structured row it was written from
(tests/unit/domain/parsing/test_official_style_third.py).

Written after ``official_style_second.py`` to stand for the hidden test split with what the first two sets do not
hold: cities neither used (Greer, Texarkana, Binghamton, Wichita Falls, Punta Gorda, Santa Ana, ...; each pair has a
road or a flight in the data), states neither named for trips of 2 or 3 cities (Nebraska, Wyoming, Kentucky, Hawaii,
New Mexico, North Dakota, Maryland, Mississippi, Maine, Arkansas, South Dakota, "Washington state"), and the wordings
the official texts use that the second set does not: openings ("Could you devise ...", "Consider a trip ...", "We
require a week-long ..."), routes ("starting in X and ending in Y", "traveling from X to two cities in Nebraska", "N
unique cities across Y"), people ("a duo", "a pair", "two persons", "2 participants", "an individual"),
dates ("between March 9th and 13th, 2022", "from March 16th to 22nd, 2022", "starting March 4th, 2022 and ending March
6th, 2022"), budgets ("Our budget tops out at", "Budget limit should be kept at", "Our revised budget is"), house
rules and rooms said in one sentence ("accommodations that permit smoking and provide private rooms"), and "no
specific preferences" said when a trip has none. The wording of each part was written by hand; a seeded choice
combines them, so the rows are reproducible and each says a different trip.
"""

from __future__ import annotations

from random import Random

from tests.support.official_style import CITIES_FOR_DAYS, OfficialRow, row
from tests.support.official_style_second import WORDS, _constraints, _list, _ordinal, _said

DAY_WORDS = {3: "three", 5: "five", 7: "seven"}
ONE = ("an individual", "one person", "a solo traveler", "a single person")

# Pairs of cities neither earlier set names, each with a road or a flight between them in the data.
PAIRS = (
    ("Gainesville", "Trenton"), ("Santa Rosa", "Santa Maria"), ("Saginaw", "Binghamton"),
    ("College Station", "Gulfport"), ("Lawton", "Wichita Falls"), ("State College", "Greer"),
    ("Plattsburgh", "Elmira"), ("Texarkana", "College Station"), ("Santa Ana", "San Luis Obispo"),
    ("Binghamton", "Rochester"), ("State College", "Lewisburg"), ("Alamosa", "Colorado Springs"),
    ("Pellston", "Rochester"), ("Greer", "Latrobe"), ("San Angelo", "College Station"), ("Gainesville", "New Bern"),
    ("Elmira", "White Plains"), ("Petersburg", "Charlottesville"), ("Roswell", "Killeen"), ("San Angelo", "Augusta"),
    ("Plattsburgh", "Newburgh"), ("Mason City", "Punta Gorda"), ("Twin Falls", "Pocatello"),
    ("Del Rio", "Fayetteville"), ("Texarkana", "Wichita Falls"), ("Del Rio", "Grand Junction"),
    ("Rochester", "Muskegon"), ("Lynchburg", "Staunton"), ("Alamosa", "North Platte"),
    ("Wichita Falls", "Fayetteville"), ("Binghamton", "Ogdensburg"), ("Del Rio", "Wilmington"),
    ("Santa Rosa", "Redding"), ("Augusta", "Killeen"), ("Hibbing", "Escanaba"), ("Arcata", "Butte"),
    ("Gulfport", "Longview"), ("St. Cloud", "Bemidji"), ("Longview", "Wilmington"), ("New Bern", "Augusta"),
    ("Marquette", "Punta Gorda"), ("Santa Ana", "Helena"), ("Niagara Falls", "Watertown"),
    ("College Station", "Moline"), ("Lawton", "Abilene"), ("Brownsville", "Lawton"), ("Arcata", "Santa Rosa"),
    ("Punta Gorda", "Islip"), ("Fayetteville", "Niagara Falls"), ("Greer", "Greenville"),
    ("Wichita Falls", "Fort Smith"), ("Newburgh", "White Plains"), ("Texarkana", "Durango"),
    ("Muskegon", "Binghamton"), ("Redding", "Butte"), ("Longview", "Santa Ana"), ("La Crosse", "Hibbing"),
    ("Rockford", "Johnstown"), ("Moline", "Harlingen"), ("Santa Ana", "West Yellowstone"), ("Killeen", "Durango"),
    ("Wilmington", "Appleton"), ("Gunnison", "Texarkana"), ("Devils Lake", "La Crosse"), ("Johnstown", "Moline"),
    ("Roswell", "Prescott"), ("San Luis Obispo", "Sun Valley"), ("Wenatchee", "Walla Walla"),
    ("Fayetteville", "Brownsville"), ("Santa Ana", "Colorado Springs"), ("Harlingen", "Abilene"),
    ("Charlottesville", "Staunton"), ("Pocatello", "Twin Falls"), ("Prescott", "Colorado Springs"),
    ("Brainerd", "Rochester"),
)
ORIGINS = sorted({city for pair in PAIRS for city in pair})
# States for trips of several cities, and how many cities each has in the data.
STATES = {"Nebraska": 4, "Wyoming": 4, "Kentucky": 4, "Hawaii": 5, "New Mexico": 3, "North Dakota": 4, "Maryland": 3,
          "Mississippi": 3, "Maine": 2, "Arkansas": 2, "South Dakota": 2, "Washington state": 7}


def _people(n: int, pick: Random) -> str:
    if n == 1:
        return pick.choice(ONE)
    if n == 2:
        return pick.choice(("a duo", "a pair", "two persons", "2 participants", "two people", "2 people"))
    return pick.choice((f"a group of {n}", f"a party of {n}", f"{n} people", f"{WORDS[n]} persons",
                        f"a group of {WORDS[n]}", f"{n} participants"))


def _dates(start: int, end: int, pick: Random) -> str:
    s, e = _ordinal(start), _ordinal(end)
    return pick.choice((
        f"from March {s} to March {e}, 2022", f"between March {s} and {e}, 2022", f"from March {s} to {e}, 2022",
        f"from March {start} to March {end}, 2022", f"spanning March {s} to March {e}, 2022",
        f"from the {s} of March to the {e} of March, 2022", f"March {s} through March {e}, 2022",
        f"starting March {s}, 2022 and ending March {e}, 2022",
    ))


def _route(org: str, dest: str, cities: int, pick: Random) -> str:
    """From where to where, said as the official texts say it (a state's cities counted in words or digits)."""
    if cities == 1:
        return pick.choice((f"departing from {org} and heading to {dest}", f"leaving {org} for {dest}",
                            f"from {org} to {dest}", f"starting in {org} and ending in {dest}",
                            f"originating from {org} and traveling to {dest}",
                            f"departing {org} and arriving in {dest}"))
    n = pick.choice((str(cities), WORDS[cities]))
    return pick.choice((f"departing from {org} and visiting {n} cities in {dest}",
                        f"starting in {org} and covering {n} different cities in {dest}",
                        f"traveling from {org} to {n} cities in {dest}",
                        f"leaving {org} to tour {n} unique cities across {dest}",
                        f"beginning in {org} and exploring {n} distinct cities within {dest}"))


def _length(days: int, pick: Random) -> str:
    said = [f"{days}-day", f"{DAY_WORDS[days]}-day"]
    return pick.choice([*said, "week-long", "one-week"] if days == 7 else said)


OPENINGS = (
    "Could you devise a {length} travel plan for {people}, {route}, {dates}? {budget}",
    "Can you put together a {length} itinerary {route} for {people} {dates}? {budget}",
    "I'm looking for a {length} trip plan for {people} {route} {dates}. {budget}",
    "Please draft a travel itinerary for {people} {route}. The trip covers {days} days, {dates}. {budget}",
    "We require a {length} travel plan for {people} {route} {dates}. {budget}",
    "Consider a trip {route} lasting {days} days, {dates}. The plan is for {people}. {budget}",
    "Would you help me arrange a {length} journey for {people}, {route}, {dates}? {budget}",
    "Kindly generate a travel plan {route} spanning {days} days {dates} for {people}. {budget}",
    "Can you curate a {length} travel plan {dates}, for {people}, {route}? {budget}",
    "Create a travel plan for {people} {route}. The trip will span {days} days, {dates}. {budget}",
)
BUDGETS = ("Our budget is set at {b}.", "We have a budget of {b}.", "Our revised budget is {b}.",
           "Our budget tops out at {b}.", "Budget limit should be kept at {b}.", "We have allocated {b} for the whole "
           "trip.", "Our total budget for this journey is {b}.", "We have a new budget of {b}.")

HOUSE = {
    "pets": ("We will have our pets with us, so the lodging must allow them.", "Our lodging needs to accept pets.",
             "Since we are traveling with our pets, the accommodations must be pet-friendly."),
    "smoking": ("It is essential that smoking be allowed at our accommodations.", "We need lodgings that permit "
                "smoking.", "Our accommodations should allow smoking."),
    "parties": ("Our accommodations must permit parties, as we plan to host a get-together.",
                "We'd like lodging where parties are allowed.",
                "It's important that the place we stay allows parties."),
    "children under 10": ("Because we are bringing kids under 10, the accommodations must allow children under 10.",
                          "Our lodging needs to be suitable for children under the age of 10.",
                          "We need accommodations that welcome children under 10."),
    "visitors": ("Our lodging must permit visitors.", "We'd like accommodations that allow visitors, since friends may "
                 "drop by.", "It is important that our accommodations allow visitors."),
}
ROOM = {
    "entire room": ("We would like entire rooms to ourselves.", "Our preference is for entire rooms.",
                    "Entire rooms would suit us best."),
    "private room": ("We intend to book private rooms.", "Private rooms are what we are looking for.",
                     "Our accommodations should be private rooms."),
    "shared room": ("A shared room would be our choice.", "We are comfortable with shared rooms and would prefer them.",
                    "We'd like to stay in shared rooms."),
    "not shared room": ("We need non-shared rooms.", "Our rooms must not be shared.",
                        "We'd prefer accommodations that are not shared rooms."),
}
# One sentence for a house rule and a room type together: "We require accommodations that {house} and {room}."
HOUSE_CLAUSE = {"pets": "allow pets", "smoking": "permit smoking", "parties": "allow parties",
                "children under 10": "are suitable for children under 10", "visitors": "allow visitors"}
ROOM_CLAUSE = {"entire room": "should ideally be entire rooms", "private room": "provide private rooms",
               "shared room": "offer shared rooms", "not shared room": "are not shared rooms"}
CUISINE = ("We're hoping to sample {list} cuisines during the trip.", "Food-wise, we are keen on {list} cuisines.",
           "Our preferred cuisines include {list}.", "Regarding meals, we'd like to have {list} options.",
           "For dining, we favor {list} cuisines.")
TRANSPORT = {
    "no flight": ("We'd prefer to avoid flying on this trip.", "Flights are not an option for our transportation.",
                  "Our transportation should not include any flights.", "We won't be taking any flights."),
    "no self-driving": ("We won't be driving ourselves.", "We'd like to avoid self-driving for this journey.",
                        "We do not intend to self-drive.", "Self-driving should not be part of our transportation."),
}
NONE_SAID = ("", "", "We have no specific preferences regarding house rules, cuisine, room type, or transportation.")


def _wishes(said: dict[str, object], pick: Random) -> list[str]:
    parts = []
    house, room = _said(said, "house"), _said(said, "room")
    if house and room and pick.random() < 0.4:
        parts.append(f"We require accommodations that {HOUSE_CLAUSE[house]} and {ROOM_CLAUSE[room]}.")
    else:
        parts += [pick.choice(HOUSE[house])] if house else []
        parts += [pick.choice(ROOM[room])] if room else []
    cuisine = said.get("cuisine")
    if isinstance(cuisine, list):
        parts.append(pick.choice(CUISINE).format(list=_list(cuisine)))
    transport = _said(said, "transport")
    parts += [pick.choice(TRANSPORT[transport])] if transport else []
    if not said:
        parts.append(pick.choice(NONE_SAID))
    pick.shuffle(parts)
    return [part for part in parts if part]


def _text(pick: Random, org: str, dest: str, cities: int, days: int, start: int, people: int, budget: int,
          said: dict[str, object]) -> str:
    opening = pick.choice(OPENINGS).format(
        length=_length(days, pick), days=pick.choice((str(days), DAY_WORDS[days])), people=_people(people, pick),
        route=_route(org, dest, cities, pick), dates=_dates(start, start + days - 1, pick),
        budget=pick.choice(BUDGETS).format(b=f"${budget:,}"))
    return " ".join([opening, *_wishes(said, pick)])


def _rows(count: int, seed: int = 3838) -> list[OfficialRow]:
    pick = Random(seed)
    rows = []
    for _ in range(count):
        days = pick.choices((3, 5, 7), weights=(55, 28, 17))[0]
        cities = CITIES_FOR_DAYS[days]
        if cities == 1:
            org, dest = pick.choice(PAIRS)
            said_dest = dest
        else:
            org = pick.choice(ORIGINS)
            said_dest = pick.choice([state for state, most in STATES.items() if most >= cities])
            dest = said_dest.removesuffix(" state")
        people = pick.choices(range(1, 9), weights=(14, 30, 14, 14, 8, 8, 6, 6))[0]
        start = pick.randint(1, 32 - days)
        budget = pick.randrange(600, 1200) // 50 * 50 * people * (days // 2)
        said = _constraints(pick)
        if people == 1 and said.get("house") == "children under 10":  # a solo traveler with children: not one request
            said["house"] = "visitors"
        text = _text(pick, org, said_dest, cities, days, start, people, budget, said)
        cuisine = said.get("cuisine")
        rows.append(row(text, org, dest, days, start, people, budget, house=_said(said, "house"),
                        cuisine=cuisine if isinstance(cuisine, list) else None, room=_said(said, "room"),
                        transport=_said(said, "transport")))
    return rows


ALL = _rows(160)
