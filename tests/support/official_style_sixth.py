"""A sixth set of query texts in the style of TravelPlanner's official ones (issue 38, item 4: not shut), none copied
from the public splits, each with the structured row it was written from
(tests/unit/domain/parsing/test_official_style_sixth.py).

Written after ``official_style_fifth.py`` from the families the first five sets hold least: more trips of 5 and 7 days
through a state (states they name least: Indiana, Alaska, South Carolina, Utah, Idaho, Illinois, North Carolina,
Oregon, Louisiana, Arizona, and "New York" said as the state a route heads to), more texts saying three or four
constraints, cuisine lists with the official serial comma ("A, B, and C") or "both A and B", and budgets written
without a comma ("$12300") as well as with one. The wording follows the official texts' own phrasing families that no
earlier set uses: a route "towards" a state with the cities counted after it ("We plan to visit 3 different cities"),
"where we will visit two cities", "involving visits to 2 cities there"; dates "between March 4th to March 6th",
"for a period of 3 days", "over a span of 5 days", "The trip will begin on ... and conclude on ..."; people "a pair of
travelers", "a traveling party of 4", "a group consisting of 5 people", "a single-person trip"; budgets "Our budget
allows us to spend up to", "Considering the budget, we have set it to", "Our travel budget has been adjusted to";
each constraint in the official texts' other words ("visitor-friendly house rule", "smoking areas", "Our accommodation
requirements are private rooms", "accommodations that should ideally be entire rooms", "Our preferred mode of
transportation does not involve flights", "We prefer non-self-driving transportation"), a house rule and a room in one
clause, "Although we won't ..., we'd like ..." joining a ban and a house rule, and what a trip does not ask said as
"no specific house rules in mind" or "open to any cuisine" (FlexTravelBench's turn-one texts). Cities are ones the
earlier sets name at most twice (Dayton, Dothan, Salina, Hattiesburg, Hagerstown, Presque Isle, Concord, Rock
Springs, Cody, Martha's Vineyard, Ogdensburg, Escanaba, Gunnison, Moab, ...; each one-city pair has a road in the
data). The wording of each part was written by hand; a seeded choice combines them, so the rows are reproducible.
"""

from __future__ import annotations

from random import Random

from tests.support.official_style import row
from tests.support.official_style_fourth import Mix, generated_rows
from tests.support.official_style_second import WORDS, _ordinal, _said
from tests.support.official_style_third import DAY_WORDS, _length

# Pairs of cities the earlier sets name at most twice, each with a road between them in the data.
PAIRS = (
    ("Dayton", "New Bern"), ("Johnstown", "Dayton"), ("Gunnison", "Moab"), ("Ithaca", "Muskegon"),
    ("Providence", "Rochester"), ("Islip", "Manhattan"), ("Escanaba", "Grand Rapids"), ("Hartford", "New Bern"),
    ("Des Moines", "Saginaw"), ("El Paso", "San Angelo"), ("Brainerd", "Escanaba"), ("Helena", "Moab"),
    ("Gustavus", "Rapid City"), ("Hyannis", "Martha's Vineyard"), ("Martha's Vineyard", "Hyannis"),
    ("Midland", "Tulsa"), ("Champaign", "Fort Wayne"), ("Ithaca", "Pellston"), ("San Angelo", "Shreveport"),
    ("Buffalo", "Ithaca"), ("Ogdensburg", "Watertown"), ("Burbank", "Santa Maria"), ("Roanoke", "Scranton"),
    ("Monterey", "Oakland"), ("Oakland", "Santa Rosa"), ("Bakersfield", "Santa Barbara"),
    ("Fort Myers", "West Palm Beach"), ("Little Rock", "San Antonio"), ("Midland", "Roswell"),
    ("Grand Rapids", "Rockford"), ("Kalamazoo", "Muskegon"), ("Helena", "Kalispell"), ("Syracuse", "Watertown"),
    ("Charlottesville", "Manhattan"), ("Buffalo", "Knoxville"), ("Dayton", "Wilmington"), ("Grand Rapids", "Moline"),
)
# Origins of state tours: cities no earlier set names, or names once, none in a state below.
ORIGINS = ("Dothan", "Salina", "Hattiesburg", "Hagerstown", "Salisbury", "Presque Isle", "Concord", "Rock Springs",
           "Dodge City", "Cody", "Dayton", "Providence", "Hartford", "Martha's Vineyard", "Escanaba", "Gunnison")
# States the earlier sets send a tour to least, and how many cities each has in the data.
STATES = {"Indiana": 5, "Alaska": 13, "South Carolina": 5, "Utah": 6, "Idaho": 6, "Illinois": 7, "North Carolina": 7,
          "Oregon": 5, "Louisiana": 4, "Arizona": 5, "New York": 16}
# More multi-city trips and more constraints said together than the earlier sets draw.
SIXTH_MIX = Mix(days=(30, 36, 34), wishes=(12, 23, 30, 22, 13))


def _people(n: int, pick: Random) -> str:
    """How many travel, in the official texts' words the earlier sets do not use."""
    if n == 1:
        return pick.choice(("one person traveling solo", "myself only", "just one traveler", "me alone"))
    if n == 2:
        return pick.choice(("a pair of travelers", "the two of us", "a group consisting of 2 people",
                            "a traveling party of two"))
    return pick.choice((f"a traveling party of {n}", f"a group consisting of {n} people", f"a party of {n} people",
                        f"the {WORDS[n]} of us", f"a group of {WORDS[n]} people"))


def _money(budget: int, pick: Random) -> str:
    """The budget in dollars, with the thousands comma or without it."""
    return pick.choice((f"${budget:,}", f"${budget}"))


def _dates(start: int, end: int, pick: Random) -> str:
    s, e = _ordinal(start), _ordinal(end)
    return pick.choice((
        f"between March {s} to March {e}, 2022", f"starting from March {s}, 2022 to March {e}, 2022",
        f"from March {start} to March {end}, 2022", f"during the period of March {s} to {e}, 2022",
        f"from the {s} of March to the {e} of March, 2022", f"between March {start} and {end}, 2022",
    ))


def _route(org: str, dest: str, cities: int, pick: Random) -> str:
    """From where to where, in the official families the earlier sets do not use."""
    if cities == 1:
        return pick.choice((f"departing {org} and heading to {dest}", f"leaving from {org} towards {dest}",
                            f"starting in {org} and ending in {dest}", f"from {org}, with {dest} as our destination",
                            f"traveling from {org} over to {dest}"))
    n = pick.choice((str(cities), WORDS[cities]))
    return pick.choice((f"departing from {org} towards {dest}, where we plan to visit {n} different cities",
                        f"from {org} to {dest}, where we will visit {n} cities",
                        f"from {org} heading to {dest}, involving visits to {n} cities there",
                        f"starting in {org} and stopping in {n} different cities in {dest}",
                        f"setting off from {org} with the intention of visiting {n} cities across {dest}"))


OPENINGS = (
    "Could you assist in crafting a {length} travel plan for {people}, {route}, {dates}? {budget}",
    "Please help me plan a trip for {people} {route}. It will last {days} days, {dates}. {budget}",
    "Consider a travel plan {route} for a period of {days} days, {dates}. The plan should cater to {people}. {budget}",
    "Can you put together an itinerary {route} over a span of {days} days, {dates}, for {people}? {budget}",
    "I'd like to request a {length} trip for {people}, {route}. The trip will begin on March {s} and conclude on "
    "March {e}, 2022. {budget}",
    "Can you curate a {length} travel plan {dates} for {people}, {route}? {budget}",
    "We are looking for a {length} itinerary for {people}, {route}. We're set to travel {dates}. {budget}",
    "Could you provide a {length} trip plan {route} for {people}? {budget} The travel dates are {dates}.",
    "Kindly assemble a {length} itinerary for {people} {route} {dates}. {budget}",
)
BUDGETS = ("Our budget allows us to spend up to {b}.", "Considering the budget, we have set it to {b}.",
           "Our travel budget has been adjusted to {b}.", "A budget of {b} has been set aside for this journey.",
           "We have a budget of {b} to cover all expenses.", "The budget for this expedition is {b}.",
           "Our maximum budget is {b}.", "The entire trip should be kept within {b}.")

HOUSE = {
    "pets": ("Since our pets are coming along, we need accommodations whose house rules allow pets.",
             "Our lodging should have a pet-friendly house rule.", "We'll have our dog with us, so pets must be "
             "welcome where we stay."),
    "smoking": ("We'd appreciate accommodations that have smoking areas.", "Since some of us smoke, our lodging needs "
                "a smoking-friendly house rule.", "We require accommodations that permit smoking."),
    "parties": ("We'd like the flexibility to host parties at our accommodations.", "Our lodging should be suitable "
                "for hosting a party.", "We need accommodations where throwing a party is allowed."),
    "children under 10": ("Bearing in mind that our kids are under ten, our accommodations must welcome young "
                          "children.", "Our lodging must be suitable for children under the age of 10.",
                          "We're traveling with youngsters under 10, so the accommodations must allow them."),
    "visitors": ("We require our accommodations to have a visitor-friendly house rule.", "We expect to receive "
                 "visitors, so our lodging must allow them.", "Our accommodations should place no restrictions on "
                 "visitors."),
}
ROOM = {
    "entire room": ("Our accommodation preference is to have entire rooms for the group.", "We require "
                    "accommodations that should ideally be entire rooms.", "Entire rooms are our accommodation "
                    "requirement."),
    "private room": ("Our accommodation requirements are private rooms.", "We'd like accommodations in the form of "
                     "private rooms.", "Private rooms would be our preference for lodging."),
    # Corrected after scoring on HEAD: the first sentence was "We're fine with shared rooms for our accommodations.",
    # which allows a shared room without asking for one (``room_type.read``: a room only permitted is no requirement;
    # docs/chat.md: "fine" permits a shared room without requiring one), so it did not say this row's field; a
    # sentence that asks replaces it (the draws are unchanged: the same choice picks it).
    "shared room": ("We'll stay in shared rooms for our accommodations.", "Our accommodation preference is a shared "
                    "room.", "We'd like to book shared rooms to keep costs low."),
    "not shared room": ("We need rooms that are not shared.", "Our accommodations should be non-shared rooms.",
                        "We'd like accommodations where the room is not shared with others."),
}
# A house rule and a room in one clause, as the official texts join them.
HOUSE_CLAUSE = {"pets": "allow pets", "smoking": "permit smoking", "parties": "allow parties",
                "children under 10": "allow children under 10", "visitors": "allow visitors"}
ROOM_CLAUSE = {"entire room": "entire rooms", "private room": "private rooms", "shared room": "shared rooms",
               "not shared room": "non-shared rooms"}
TRANSPORT = {
    "no flight": ("Our preferred mode of transportation does not involve flights.", "We do not require any flight "
                  "transportation.", "We can't use flights for transportation on this trip.", "Flying is out of "
                  "the question for us."),
    "no self-driving": ("We prefer non-self-driving transportation.", "Please consider other transportation options, "
                        "as we won't self-drive.", "We're not planning to drive ourselves at any point.",
                        "Self-driving is not something we plan to do."),
}
# "Although we won't ..., we'd like accommodations that ...": a ban and a house rule in one sentence.
BAN_CLAUSE = {"no flight": "we won't be flying", "no self-driving": "we don't plan to self-drive"}
CUISINE = ("In regards to dining, we prefer {list} cuisines.", "Our dietary preferences include {list} cuisines.",
           "We're eager to savor {list} food during our trip.", "Food-wise, we're interested in {list} cuisines.",
           "We would love to try {list} dishes during our stay.")
# What a trip does not ask, said as the official and FlexTravelBench texts say it.
NOTHING = {"house": "We have no specific house rules in mind.", "cuisine": "We're open to any cuisine.",
           "room": "Any room type works for us.", "transport": "We don't mind how we get around."}


def _list(names: list[str], pick: Random) -> str:
    """Cuisines listed with the official serial comma, or "both A and B"."""
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        return pick.choice((f"both {names[0]} and {names[1]}", f"{names[0]} and {names[1]}"))
    return f"{', '.join(names[:-1])}, and {names[-1]}"


def _stay(said: dict[str, object], pick: Random) -> list[str]:
    house, room = _said(said, "house"), _said(said, "room")
    if house and room and pick.random() < 0.4:
        return [f"We require accommodations that {HOUSE_CLAUSE[house]} and should ideally be {ROOM_CLAUSE[room]}."]
    parts = [pick.choice(HOUSE[house])] if house else []
    return parts + ([pick.choice(ROOM[room])] if room else [])


def _getting_around(said: dict[str, object], pick: Random) -> list[str]:
    transport, house = _said(said, "transport"), _said(said, "house")
    if transport and house and pick.random() < 0.3:
        said.pop("house")  # said here, with the ban
        return [f"Although {BAN_CLAUSE[transport]}, we'd like accommodations that {HOUSE_CLAUSE[house]}."]
    return [pick.choice(TRANSPORT[transport])] if transport else []


def _wishes(said: dict[str, object], pick: Random) -> list[str]:
    """The constraints said, in a shuffled order, and now and then one not asked said as no preference."""
    told = dict(said)
    parts = _getting_around(told, pick) + _stay(told, pick)
    cuisine = said.get("cuisine")
    if isinstance(cuisine, list):
        parts.append(pick.choice(CUISINE).format(list=_list(cuisine, pick)))
    unasked = [kind for kind in NOTHING if kind not in said]
    if unasked and pick.random() < 0.35:
        parts.append(NOTHING[pick.choice(unasked)])
    pick.shuffle(parts)
    return parts


def _text(pick: Random, org: str, dest: str, cities: int, days: int, start: int, people: int, budget: int,
          said: dict[str, object]) -> str:
    end = start + days - 1
    opening = pick.choice(OPENINGS).format(
        length=_length(days, pick), days=pick.choice((str(days), DAY_WORDS[days])), people=_people(people, pick),
        route=_route(org, dest, cities, pick), dates=_dates(start, end, pick), s=_ordinal(start), e=_ordinal(end),
        budget=pick.choice(BUDGETS).format(b=_money(budget, pick)))
    return " ".join([opening, *_wishes(said, pick)])


SEEDED = generated_rows(170, 6060, _text, (PAIRS, ORIGINS, STATES), solo_house="parties", mix=SIXTH_MIX)

# Written by hand after the seeded rows were scored on HEAD: the official texts' own turns with other values (a house
# rule said in the party, "for 4 people, including children under 10"; "neither shared nor ..."; "We'll not be flying
# and will presumably drive"; "not flight-based"; a budget "approximately" or "now" said; a third person "They
# require"; the cities counted after the route, "... to Indiana. We plan to visit 3 cities"), and FlexTravelBench's
# no-preference sentences ("we are open to a variety of cuisines", "we have no specific house rules in mind") beside
# what is asked, on 5- and 7-day state tours, with budgets with and without the comma.
HAND = [
    row("Could you construct a 5-day travel plan, starting in Dayton and visiting 2 cities in Indiana, for 4 people, "
        "including children under 10, from March 9th to March 13th, 2022? Our budget for this trip is set at $6,400. "
        "We require accommodations suitable for children under 10.", "Dayton", "Indiana", 5, 9, 4, 6400,
        house="children under 10"),
    row("We're seeking a 7-day travel plan for three persons, starting from Hattiesburg and covering three different "
        "cities in South Carolina. The travel dates are set between March 2nd to March 8th, 2022. Our new budget is "
        "$8,700. We require accommodations that are neither shared nor restrictive about visitors. For transportation, "
        "we'd rather avoid air travel.", "Hattiesburg", "South Carolina", 7, 2, 3, 8700, house="visitors",
        room="not shared room", transport="no flight"),
    row("Could you create a 5-day travel itinerary for two people, leaving from Salina and visiting 2 cities in Utah "
        "from March 14th to March 18th, 2022? Our budget is $4100. We require non-shared accommodations that are "
        "pet-friendly because we will be bringing our cat. We'll not be flying and will presumably drive to the "
        "destination.", "Salina", "Utah", 5, 14, 2, 4100, house="pets", room="not shared room", transport="no flight"),
    row("Consider a travel plan departing from Midland to Tulsa for a period of 3 days, from March 23rd to 25th, 2022. "
        "The plan should cater to 3 people with a maximum budget of $2,600. Please ensure that our accommodations "
        "permit parties and offer private rooms. Our preferred mode of transportation is not flight-based.",
        "Midland", "Tulsa", 3, 23, 3, 2600, house="parties", room="private room", transport="no flight"),
    row("Could you formulate a 7-day trip plan for a group of 8 people? We will be starting in Presque Isle and would "
        "like to cover 3 cities in Illinois from March 20th to March 26th, 2022. Our budget is approximately $24,000, "
        "and we would like to rent entire rooms for our accommodations.", "Presque Isle", "Illinois", 7, 20, 8, 24000,
        room="entire room"),
    row("Create a travel plan for three people departing from Escanaba and heading to Grand Rapids. The trip will span "
        "3 days, from March 5th to March 7th, 2022. They require accommodations that allow smoking. The budget for this "
        "trip is set at $2,450.", "Escanaba", "Grand Rapids", 3, 5, 3, 2450, house="smoking"),
    row("We are a group of 6 looking for a 7-day travel itinerary, departing from Cody towards Oregon. We plan to visit "
        "3 different cities from March 12th to March 18th, 2022. Our budget allows us to spend up to $19,800. We require "
        "shared rooms for our stay. Could you help us with this plan?", "Cody", "Oregon", 7, 12, 6, 19800,
        room="shared room"),
    row("Can you organize a 5-day trip for three people from Concord to Louisiana, where we will visit two cities? The "
        "dates will be from March 21st to March 25th, 2022. Our travel budget is $5,700. We anticipate hosting a party "
        "at our accommodations, and we would like to try a variety of cuisines including Italian, Indian, and Chinese "
        "during our trip. We prefer not to drive ourselves during this trip.", "Concord", "Louisiana", 5, 21, 3, 5700,
        house="parties", cuisine=["Italian", "Indian", "Chinese"], transport="no self-driving"),
    row("Can you plan a 5-day travel itinerary from Hartford to New York for two people, visiting 2 different cities "
        "between March 1st and March 5th, 2022? Our budget is now set at $3,350 for this trip. Please note that we "
        "require accommodations that allow visitors, and we would like rooms that are not shared. Lastly, for our "
        "travel, we'd prefer not to fly.", "Hartford", "New York", 5, 1, 2, 3350, house="visitors",
        room="not shared room", transport="no flight"),
    row("Could you arrange a trip for two, leaving from Charlottesville to Manhattan for a duration of 3 days starting "
        "from March 11th, 2022 to March 13th, 2022? Our budget for this expedition is $2300. We are fond of Mexican "
        "and Mediterranean food, so we would like to try those cuisines at our destination.",
        "Charlottesville", "Manhattan", 3, 11, 2, 2300, cuisine=["Mexican", "Mediterranean"]),
    row("Can you curate a travel plan spanning 3 days from March 26th to March 28th, 2022, for a group of 7, departing "
        "from Buffalo and heading to Knoxville? Our budget is set at $6,650. Regarding our culinary preferences, we "
        "enjoy French and American cuisines.", "Buffalo", "Knoxville", 3, 26, 7, 6650,
        cuisine=["French", "American"]),
    row("Can you create a 5-day travel itinerary for me? We are a group of 5 starting from Dothan and intend to visit 2 "
        "cities in North Carolina from March 3rd to March 7th, 2022. Our budget has been updated to $9,500. We require "
        "our accommodations to have a visitors-friendly house rule.", "Dothan", "North Carolina", 5, 3, 5, 9500,
        house="visitors"),
    row("Could you help arrange a 7-day travel plan for a group of 4, departing from Hagerstown and planning to visit 3 "
        "cities in Arizona? The trip is set from March 9th to March 15th, 2022. It's vital that our accommodations are "
        "pet-friendly, as we have pets with us. Our budget for the entire trip is $13,200.",
        "Hagerstown", "Arizona", 7, 9, 4, 13200, house="pets"),
    row("Can you assist in planning a 5-day travel itinerary for a party of 3 people from Rock Springs heading to "
        "Idaho, involving visits to 2 cities there from March 16th to March 20th, 2022? The budget for this trip stands "
        "at $4,950. We'd prefer accommodations that allow parties and we don't want to self-drive.",
        "Rock Springs", "Idaho", 5, 16, 3, 4950, house="parties", transport="no self-driving"),
    row("Can you create a one-week travel itinerary for two people departing from Martha's Vineyard and covering three "
        "cities in New York between March 13th and March 19th, 2022? Our budget is set at $6,300. We would like to "
        "experience both Chinese and Indian cuisines during our journey. We will require accommodations, though we "
        "have no specific house rules in mind.", "Martha's Vineyard", "New York", 7, 13, 2, 6300,
        cuisine=["Chinese", "Indian"]),
    row("Could you help create a 7-day travel plan for a group of 3, departing from Salisbury and touring 3 different "
        "cities in Alaska from March 18th to March 24th, 2022? We have a new budget of $11,400 for this trip. We'd also "
        "appreciate if our accommodations have smoking areas.", "Salisbury", "Alaska", 7, 18, 3, 11400,
        house="smoking"),
    row("I need assistance in crafting a 7-day travel plan for a group of 4 from Dodge City to Utah. We plan to visit 3 "
        "cities in Utah from March 4th to March 10th, 2022. Please ensure that our lodging accommodations are suitable "
        "for children under 10 as we will be traveling with our little ones. We have a budget of $12,800 for this "
        "trip.", "Dodge City", "Utah", 7, 4, 4, 12800, house="children under 10"),
    row("Please assist in devising a week-long travel plan for a party of 6. We will depart from Gunnison with the aim "
        "of visiting 3 cities in Louisiana between March 22nd and March 28th, 2022. Our budget is now set at $17100. "
        "We should emphasize that our accommodations must be entire rooms.", "Gunnison", "Louisiana", 7, 22, 6, 17100,
        room="entire room"),
    row("I require a 7-day travel plan for two people, beginning in Providence and continuing to three different "
        "cities in North Carolina from March 15 to March 21, 2022. Our budget for this trip is $7,900. It's essential "
        "to us that our accommodations are private rooms, and we do not want to fly.",
        "Providence", "North Carolina", 7, 15, 2, 7900, room="private room", transport="no flight"),
    row("Could you craft a 7-day travel itinerary for a group of three starting in Escanaba and planning to visit "
        "three different cities within Indiana from March 6th to March 12th, 2022? We have a set budget of $9,450 and "
        "require accommodations that allow pets.", "Escanaba", "Indiana", 7, 6, 3, 9450, house="pets"),
    row("Could you devise a 7-day travel itinerary for two people, departing from Hattiesburg and visiting three cities "
        "in Arizona from March 24th to March 30th, 2022? Our budget is set at $6,600. We require accommodations in the "
        "form of shared rooms, and we will not be self-driving. For dining, we are open to a variety of cuisines.",
        "Hattiesburg", "Arizona", 7, 24, 2, 6600, room="shared room", transport="no self-driving"),
    row("Can you assist me in planning a week-long trip for four people starting in Concord intending to visit 3 unique "
        "cities in Oregon from March 1st to March 7th, 2022? Our budget tops out at $12,000. We are interested in local "
        "cuisines. Please note, we won't require any flight transportation during this trip. Also, our accommodations "
        "need to permit parties.", "Concord", "Oregon", 7, 1, 4, 12000, house="parties", transport="no flight"),
    row("Can you help devise a 7-day travel itinerary for 2 people, beginning in Dothan and includes visiting 3 unique "
        "cities in Idaho from March 10th to 16th, 2022? We have a planned budget of $6,750. In terms of accommodations, "
        "we would like places where smoking is permitted. Throughout our stay, we'd wish to enjoy various cuisines, "
        "including Mexican, French, Chinese, and Mediterranean. Lastly, we prefer not to drive ourselves throughout "
        "this journey.", "Dothan", "Idaho", 7, 10, 2, 6750, house="smoking",
        cuisine=["Mexican", "French", "Chinese", "Mediterranean"], transport="no self-driving"),
    row("Can you generate a one-week travel itinerary for a group of 5 from Cody to South Carolina covering 3 cities "
        "from March 8th to March 14th, 2022? Our budget is $15,500. We require accommodations that are private rooms. "
        "Although we won't be self-driving, we'd prefer locations that allow visitors.",
        "Cody", "South Carolina", 7, 8, 5, 15500, house="visitors", room="private room", transport="no self-driving"),
    row("Could you provide a seven-day trip planning for 3 participants from Salina to Illinois, visiting 3 cities "
        "between March 12th to March 18th, 2022? Budget limit should be kept at $9300. Our accommodations must be "
        "child-friendly for children under 10 and consist of entire rooms. We prefer not to fly, so non-flight "
        "transportation options would be ideal.", "Salina", "Illinois", 7, 12, 3, 9300, house="children under 10",
        room="entire room", transport="no flight"),
    row("Could you help develop a week-long travel itinerary suitable for a group of 7 people, departing from "
        "Presque Isle and planning to visit 3 different cities in New York? The travel dates are set from March 25th "
        "to March 31st, 2022. Our travel budget has been adjusted to $22,400. Bearing in mind that we have children "
        "under ten years old, our accommodations need to allow young children and we prefer to occupy private rooms. "
        "We also prefer not to self-drive during this trip.", "Presque Isle", "New York", 7, 25, 7, 22400,
        house="children under 10", room="private room", transport="no self-driving"),
    row("I am interested in a 7-day travel plan for two people, starting from Rock Springs and covering three cities "
        "in Alaska from March 3rd to March 9th, 2022. We have a budget of $7,300. We'd like accommodations that allow "
        "visitors and we'd prefer to have shared rooms. Also, we'd like to avoid driving ourselves as a mode of "
        "transportation for this journey.", "Rock Springs", "Alaska", 7, 3, 2, 7300, house="visitors",
        room="shared room", transport="no self-driving"),
    row("Could you assist with a 5-day travel plan for a duo beginning from Hagerstown and proceeding to visit 2 cities "
        "within Louisiana, from March 26th to March 30th, 2022? Our budget is now set at $3,950. We require "
        "accommodations that allow smoking and should ideally be private rooms. In regards to cuisine, we'd like to "
        "taste Chinese, Italian, American, and French dishes throughout our journey.",
        "Hagerstown", "Louisiana", 5, 26, 2, 3950, house="smoking", room="private room",
        cuisine=["Chinese", "Italian", "American", "French"]),
    row("Could you help me plan a 5-day journey for a group of 8, departing from Dayton and visiting 2 cities in Utah "
        "from March 11th to March 15th, 2022? Our budget is now $18,400, and we require pet-friendly accommodations "
        "that should ideally be entire rooms. We would also prefer not to fly.", "Dayton", "Utah", 5, 11, 8, 18400,
        house="pets", room="entire room", transport="no flight"),
    row("Can you assist in crafting a travel itinerary for a pair of travelers originating from Providence and visiting "
        "2 cities in South Carolina? The trip is 5 days long, spanning from March 17th to March 21st, 2022. Our budget "
        "is now set at $2,950, and we require accommodations that allow children under 10 and provide entire rooms. "
        "Moreover, we'd prefer if our transportation did not involve any self-driving.",
        "Providence", "South Carolina", 5, 17, 2, 2950, house="children under 10", room="entire room",
        transport="no self-driving"),
    row("Could you help create a 5-day itinerary for a travel plan departing from Martha's Vineyard and heading to 2 "
        "cities in Illinois from March 4th to March 8th, 2022? It's a plan for two people with a budget of $3,250. Our "
        "accommodations should allow parties and our preference is for shared rooms. Additionally, we do not require "
        "any flight transportation.", "Martha's Vineyard", "Illinois", 5, 4, 2, 3250, house="parties",
        room="shared room", transport="no flight"),
    row("Can you provide a travel plan for our group of 4 from Hartford to Arizona, visiting 2 cities over five days, "
        "from March 19th to March 23rd, 2022? We have a budget of $6,100. We would like to stay in private rooms where "
        "pets are allowed. Additionally, we are interested in Mediterranean, Chinese, American, and Italian cuisines.",
        "Hartford", "Arizona", 5, 19, 4, 6100, house="pets", room="private room",
        cuisine=["Mediterranean", "Chinese", "American", "Italian"]),
    row("Can you assist in creating a comprehensive 5-day travel plan for a group of 6? We'll be starting our journey in "
        "Salisbury, planning to discover 2 cities in Oregon from March 7th to March 11th, 2022. A budget of $10,800 is "
        "allocated for this trip. Our accommodation preferences are geared toward securing private rooms. For "
        "transportation, we have decided to avoid flying. In terms of dining options, we are eager to savor a variety "
        "of cuisines, including Indian, French, Mexican, and Mediterranean.", "Salisbury", "Oregon", 5, 7, 6, 10800,
        room="private room", transport="no flight", cuisine=["Indian", "French", "Mexican", "Mediterranean"]),
    row("We're planning a week-long trip for two from Gunnison to Arizona with a budget of $5,900. We're set to travel "
        "from March 20th to March 26th, 2022, and plan to visit three different cities in Arizona. Please keep in mind "
        "that our lodgings must allow children under 10. As for meals, we'd love to sample Italian, Mexican, Indian, "
        "and American cuisines. Also, note that we're planning to travel without driving ourselves.",
        "Gunnison", "Arizona", 7, 20, 2, 5900, house="children under 10",
        cuisine=["Italian", "Mexican", "Indian", "American"], transport="no self-driving"),
    row("Could you generate a 7-day travel itinerary for 2 people? We would be leaving Dodge City and aim to visit 3 "
        "cities in North Carolina between March 5th and March 11th, 2022. We have a new budget of $6,200. When "
        "selecting accommodations, we require entire rooms and it is important that parties are permitted. As for "
        "transportation, we do not plan on flying.", "Dodge City", "North Carolina", 7, 5, 2, 6200, house="parties",
        room="entire room", transport="no flight"),
    row("Please help me craft a 7-day travel plan. I'm planning on leaving from Salina and exploring 3 different cities "
        "in Alaska from March 14th to March 20th, 2022. The budget for this trip is set at $4900.",
        "Salina", "Alaska", 7, 14, 1, 4900),
    row("Could you plan a 5-day solo trip for me? I'll be setting off from Concord and intend to visit 2 different "
        "cities in Idaho. The travel dates are from March 24th to March 28th, 2022, and my outlined budget is $2,750. "
        "I have no specific preferences about house rules, cuisine, accommodations, or transportation.",
        "Concord", "Idaho", 5, 24, 1, 2750),
    row("Could you help me come up with a travel plan that starts in Hattiesburg and includes visits to 3 distinct "
        "cities in Oregon over a span of 7 days, from March 2nd to March 8th, 2022? I'll be traveling alone on a "
        "budget of $3,300.", "Hattiesburg", "Oregon", 7, 2, 1, 3300),
    row("Can you devise a travel plan that departs from Presque Isle and includes 2 cities in Indiana? The trip is "
        "scheduled for 5 days from March 15th to March 19th, 2022. The trip's total budget is $2,100.",
        "Presque Isle", "Indiana", 5, 15, 1, 2100),
    row("Could you assist in crafting a travel itinerary for a 5-day, single-person trip departing from Cody and "
        "touring 2 cities in Illinois? The travel dates should range from March 1st to March 5th, 2022, and the entire "
        "travel budget is $2,650.", "Cody", "Illinois", 5, 1, 1, 2650),
    row("Can you help me plan a one-week solo trip from Rock Springs to South Carolina, during which I'll be visiting "
        "3 different cities? The trip will be from March 19th to March 25th, 2022, and I have a budget of $4,400.",
        "Rock Springs", "South Carolina", 7, 19, 1, 4400),
    row("Could you assist in creating a travel plan for one person, starting from Dayton and heading to Louisiana for a "
        "week? The visit will be from the 10th of March to the 16th of March, 2022, and will cover 3 different cities "
        "in Louisiana. The budget for this trip is set at $5,050.", "Dayton", "Louisiana", 7, 10, 1, 5050),
    row("Please provide me with a travel plan that departs from Ithaca to Muskegon for 3 days, from March 8th to March "
        "10th, 2022. The budget for this solo trip is $1,250.", "Ithaca", "Muskegon", 3, 8, 1, 1250),
    row("Craft a travel plan for me to depart from Helena and head to Kalispell for 3 days, from March 28th to March "
        "30th, 2022. I will be travelling alone with a budget of $850.", "Helena", "Kalispell", 3, 28, 1, 850),
    row("Could you please arrange a 3-day trip for two, starting in Roanoke and heading to Scranton, from March 17th to "
        "March 19th, 2022. The budget for this trip is $1,950, and we require accommodations where pets are allowed.",
        "Roanoke", "Scranton", 3, 17, 2, 1950, house="pets"),
    row("Please create a 3-day trip itinerary for a group of 7, departing from Fort Myers and heading to West Palm "
        "Beach. The travel dates are from March 12th to March 14th, 2022. Our budget is set at $5,600. Since we'll be "
        "traveling with young children, our accommodations must be suitable for children under 10.",
        "Fort Myers", "West Palm Beach", 3, 12, 7, 5600, house="children under 10"),
    row("Please help in creating a travel plan for two people departing from Burbank and heading to Santa Maria for "
        "three days, between March 6th and March 8th, 2022. The budget for this trip is $1,350 and we would prefer to "
        "have shared rooms for our stay.", "Burbank", "Santa Maria", 3, 6, 2, 1350, room="shared room"),
    row("Please create a 3-day travel itinerary for 2 people beginning in Monterey and ending in Oakland from the 19th "
        "to the 21st of March, 2022. Our travel budget is set at $1650. We'd love to experience Indian, Mexican, and "
        "Mediterranean cuisines during our journey.", "Monterey", "Oakland", 3, 19, 2, 1650,
        cuisine=["Indian", "Mexican", "Mediterranean"]),
    row("Could you devise a travel plan for two departing from Little Rock and heading to San Antonio? This should span "
        "3 days, from March 2nd to March 4th, 2022, with a budget of $2,050. We have no specific accommodation "
        "restrictions. As for our culinary preferences, we enjoy both Italian and Chinese cuisine.",
        "Little Rock", "San Antonio", 3, 2, 2, 2050, cuisine=["Italian", "Chinese"]),
    row("Could you generate a 3-day travel plan for a group of 4 people, departing from Des Moines and visiting Saginaw "
        "from March 9th to March 11th, 2022? Our budget is set at $3,700. We require accommodations that allow visitors "
        "and we would prefer to have private rooms to ourselves. We do not plan on flying for this trip.",
        "Des Moines", "Saginaw", 3, 9, 4, 3700, house="visitors", room="private room", transport="no flight"),
    row("Could you help arrange a 3-day travel plan from Gustavus to Rapid City for 3 people from March 20th to March "
        "22nd, 2022? We have a budget of $2,250. For our stay, we require accommodations that are conducive to smoking "
        "and should ideally be shared rooms. We would prefer a journey that does not involve driving ourselves.",
        "Gustavus", "Rapid City", 3, 20, 3, 2250, house="smoking", room="shared room", transport="no self-driving"),
    row("Could you create a travel plan starting from Champaign to Fort Wayne for 4 people, from March 13th to March "
        "15th, 2022? Our budget is set at $3,500. We'll be bringing young kids along, so accommodations that accept "
        "children under 10 would be preferred. We intend to stay in entire rooms. In terms of food, we'd like to have a "
        "variety of cuisines, including Mexican, Chinese, Indian, and French.", "Champaign", "Fort Wayne", 3, 13, 4,
        3500, house="children under 10", room="entire room", cuisine=["Mexican", "Chinese", "Indian", "French"]),
    row("Could you prepare a 3-day travel plan departing from San Angelo and heading to Shreveport for a group of 6 "
        "people, spanning March 27th to March 29th, 2022? Our budget is set at $5,250. We'd love to try American, "
        "Italian, Mediterranean, and Chinese cuisines during our trip. We require accommodations that should ideally be "
        "private rooms. Please note that we do not plan to fly during this trip.", "San Angelo", "Shreveport", 3, 27,
        6, 5250, cuisine=["American", "Italian", "Mediterranean", "Chinese"], room="private room",
        transport="no flight"),
    row("Can you assist in creating a travel itinerary departing Ogdensburg and heading to Watertown for a duration of "
        "3 days, from March 1st to March 3rd, 2022? The plan will be for a group of 5 people and will have a total "
        "budget of $3,900. It's crucial for us to find accommodations where parties are permitted as that's one of our "
        "requirements.", "Ogdensburg", "Watertown", 3, 1, 5, 3900, house="parties"),
    row("Please create a 3-day travel plan for two people, departing from Syracuse and heading to Watertown from March "
        "24th to March 26th, 2022. We need accommodations that are shared rooms and have a budget limit of $950.",
        "Syracuse", "Watertown", 3, 24, 2, 950, room="shared room"),
    row("Please assist in crafting a 3-day travel plan for a group of 8 people. We plan to leave from Bakersfield and "
        "proceed to Santa Barbara, spanning from March 15th to March 17th, 2022. We have a budget of $7,200 for this "
        "journey. We require private rooms for accommodations during our stay.", "Bakersfield", "Santa Barbara", 3, 15,
        8, 7200, room="private room"),
    row("Could you help draft a 3-day travel plan for two people? We're planning on departing Kalamazoo and arriving "
        "in Muskegon from March 21st to March 23rd, 2022. We have a budget of $1,150 for this trip, and we require "
        "accommodations that allow smoking.", "Kalamazoo", "Muskegon", 3, 21, 2, 1150, house="smoking"),
    row("Could you tailor a 5-day travel plan for two people, departing from Hagerstown and visiting 2 cities in Idaho "
        "from March 6 to March 10, 2022? Our budget is set at $3,450. We'd love to explore local Mediterranean and "
        "American cuisines during our stay.", "Hagerstown", "Idaho", 5, 6, 2, 3450,
        cuisine=["Mediterranean", "American"]),
    row("Can you assist with crafting a 5-day travel itinerary for 3 people, originating from Dothan and featuring 2 "
        "cities in Arizona? The itinerary will run from March 12th to March 16th, 2022. Italian and French cuisine are "
        "our preferred choices of food. Considering the budget, we have set it to $5,100.",
        "Dothan", "Arizona", 5, 12, 3, 5100, cuisine=["Italian", "French"]),
    row("Could you create a 5-day travel itinerary starting from Salisbury and venturing into 2 cities in Utah from "
        "March 23rd to March 27th, 2022, for a group of 5 people? Our budget is set at $8,900. It's important for us to "
        "stay in accommodations that permit visitors.", "Salisbury", "Utah", 5, 23, 5, 8900, house="visitors"),
    row("Could you create a travel plan for a party of 7 departing from Cody and heading to New York for 5 days, which "
        "will cover 2 cities between March 2nd and March 6th, 2022? We have a maximum budget of $10300. We are "
        "particularly interested in experiencing Indian and Mediterranean cuisines during our stay.",
        "Cody", "New York", 5, 2, 7, 10300, cuisine=["Indian", "Mediterranean"]),
    row("We need to create a travel plan for 4 people departing from Concord and visiting 2 cities in South Carolina. "
        "The trip will last for 5 days, starting from March 18th to March 22nd, 2022. The budget is set at $6,800. In "
        "terms of accommodations, we prefer places where smoking is allowed.", "Concord", "South Carolina", 5, 18, 4,
        6800, house="smoking"),
    row("Could you construct a 7-day travel itinerary for a group of 5, beginning in Martha's Vineyard and exploring 3 "
        "cities in Illinois from March 8th to March 14th, 2022? We've allocated a budget of $16,500 for this trip. "
        "Food-wise, we're particularly interested in trying out Mexican and American cuisines.",
        "Martha's Vineyard", "Illinois", 7, 8, 5, 16500, cuisine=["Mexican", "American"]),
    row("Could you create a 7-day travel plan for a group of 8, starting from Salina and visiting 3 cities in North "
        "Carolina from March 21st to March 27th, 2022? The budget allocated for this trip is $21,600. The accommodation "
        "preference is to have shared rooms for the group.", "Salina", "North Carolina", 7, 21, 8, 21600,
        room="shared room"),
    row("Could you help me plan a 3-day trip for two people from Oakland to Santa Rosa between March 4th and March "
        "6th, 2022? We have a revised total budget of $1,800. We require accommodations that allow visitors, and we'd "
        "like our itinerary to include Chinese, Mexican, and French cuisines. Please consider alternative "
        "transportation options, as we do not intend to fly.", "Oakland", "Santa Rosa", 3, 4, 2, 1800,
        house="visitors", cuisine=["Chinese", "Mexican", "French"], transport="no flight"),
    row("Can you help arrange a travel plan departing from Providence and journeying to Rochester? We will be there for "
        "3 days, from March 10th to March 12th, 2022. This trip is for 3 people with a budget of $2,700. We require "
        "accommodations that allow pets and shared rooms. We are not planning on flying during this trip.",
        "Providence", "Rochester", 3, 10, 3, 2700, house="pets", room="shared room", transport="no flight"),
]
ALL = [*SEEDED, *HAND]
