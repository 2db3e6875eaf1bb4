"""A fifth set of query texts in the style of TravelPlanner's official ones (issue 38, item 4: no false alarms), none
copied from the public splits, each with the structured row it was written from
(tests/unit/domain/parsing/test_official_style_fifth.py).

Written after ``official_style_fourth.py`` to stand for the hidden test split with what the first four sets do not
hold: cities none of them names (Atlantic City, Beaumont, Bismarck, Erie, Flagstaff, Hancock, Iron Mountain, Lake
Charles, Laramie, Lewiston, Lihue, Kahului, Manchester, Mission, Montgomery, Myrtle Beach, Pasco, Walla Walla,
Wenatchee, St. Cloud, Ponce, San Juan, ...; each pair has a road in the data, and some are also words: "Mission",
"Erie", "Manchester"), states none of them names for trips of 2 or 3 cities (Kansas, Oklahoma) and earlier states said
as "the state of X", and other wordings: openings ("Can you help construct ...", "Assist me in creating ...",
"Formulate a ..."), routes ("journeying from X to Y", "with departure from X and arrival in Y", "touring N cities in
the state of X, starting from Y"), people ("three adults", "our group of 5", "myself and a friend", "me and two
friends", "5 travellers"), dates as a list ("on March 4, 5 and 6, 2022"), as a range with the month once ("March 4th
to 6th, 2022", "March 4–6, 2022"), budgets ("with a budget of $X", "a $X budget", "We can spend up to $X", "The trip
budget should not exceed $X", "Budget: $X"), and each official constraint in words the earlier sets do not use, alone,
or a house rule and a room type in one clause ("private rooms where pets are allowed"), or a transportation and a
cuisine in one sentence. The wording of each part was written by hand; a seeded choice combines them, so the rows are
reproducible and each says a different trip.
"""

from __future__ import annotations

from random import Random

from tests.support.official_style import OfficialRow, row
from tests.support.official_style_fourth import generated_rows
from tests.support.official_style_second import WORDS, _list, _ordinal, _said
from tests.support.official_style_third import DAY_WORDS, _length

# Pairs of cities no earlier official-style set names, each with a road between them in the data.
PAIRS = (
    ("Atlantic City", "Newark"), ("Trenton", "Atlantic City"), ("Beaumont", "Abilene"), ("Sarasota", "Beaumont"),
    ("Bismarck", "Grand Forks"), ("Dallas", "Bismarck"), ("Erie", "Harrisburg"), ("State College", "Erie"),
    ("Flagstaff", "Albuquerque"), ("Yuma", "Flagstaff"), ("Hancock", "Green Bay"), ("Iron Mountain", "Traverse City"),
    ("Lihue", "Kona"), ("Kahului", "Lihue"), ("Seattle", "Ketchikan"), ("Lake Charles", "Corpus Christi"),
    ("Orlando", "Lake Charles"), ("Laramie", "Denver"), ("Denver", "Laramie"), ("Lewiston", "Boise"),
    ("Pocatello", "Lewiston"), ("Manchester", "Baltimore"), ("Philadelphia", "Manchester"), ("Mission", "Abilene"),
    ("Sioux Falls", "Mission"), ("Montgomery", "Waco"), ("Lubbock", "Montgomery"), ("Myrtle Beach", "Hilton Head"),
    ("Charleston", "Myrtle Beach"), ("Pasco", "Yakima"), ("Seattle", "Walla Walla"), ("Wenatchee", "Sun Valley"),
    ("New York", "Ponce"), ("San Juan", "Charlotte Amalie"), ("St. Cloud", "Bemidji"), ("Billings", "St. Cloud"),
    ("Clarksburg", "Chicago"), ("Birmingham", "Tampa"), ("Walla Walla", "Pasco"), ("Lake Charles", "Nashville"),
)
ORIGINS = ("Atlantic City", "Beaumont", "Bismarck", "Erie", "Flagstaff", "Hancock", "Lake Charles", "Laramie",
           "Lewiston", "Mission", "Montgomery", "Myrtle Beach", "Pasco", "St. Cloud", "Wenatchee", "Walla Walla")
# States for trips of several cities, as said, and how many cities each has in the data: two new ones, and earlier
# ones said as "the state of X".
STATES = {"Kansas": 3, "Oklahoma": 3, "the state of Georgia": 5, "the state of Tennessee": 5, "the state of Iowa": 6,
          "the state of Montana": 7, "the state of Ohio": 6}

ONE = ("a single adult", "myself alone", "one adult", "a solo adventurer")


def _people(n: int, pick: Random) -> str:
    """How many travel, in words the earlier sets do not use (a friend or two counted beside the writer)."""
    if n == 1:
        return pick.choice(ONE)
    if n == 2:
        return pick.choice(("myself and a friend", "two adults", "my partner and me", "2 adults", "two friends"))
    if n == 3:
        return pick.choice(("me and two friends", "three adults", "our group of 3", "3 travellers"))
    return pick.choice((f"{n} adults", f"{WORDS[n]} adults", f"our group of {n}", f"{n} travellers",
                        f"a group of {WORDS[n]} friends", f"{WORDS[n]} colleagues"))


def _dates(start: int, end: int, pick: Random) -> str:
    """The dates: a range with the month said once, or every day listed (a trip of 3 or 5 days)."""
    s, e = _ordinal(start), _ordinal(end)
    ranges = [f"March {s} to {e}, 2022", f"March {start}\u2013{end}, 2022", f"from March {start} to {end}, 2022",
              f"over March {s}-{e}, 2022", f"for the dates March {s} to March {e} in 2022",
              f"set for March {s} to March {e}, 2022"]
    days = list(range(start, end + 1))
    if len(days) <= 5:
        listed = ", ".join(str(day) for day in days[:-1])
        ranges += [f"on March {listed} and {days[-1]}, 2022", f"on the dates March {listed} and {days[-1]}, 2022"]
    return pick.choice(ranges)


def _route(org: str, dest: str, cities: int, pick: Random) -> str:
    """From where to where, in words the earlier sets do not use."""
    if cities == 1:
        return pick.choice((f"journeying from {org} to {dest}", f"with departure from {org} and arrival in {dest}",
                            f"out of {org} with {dest} as our destination", f"that begins in {org} and heads to {dest}",
                            f"from {org}, destined for {dest}", f"departing from {org} and heading to {dest}"))
    n = pick.choice((str(cities), WORDS[cities]))
    return pick.choice((f"touring {n} cities in {dest}, starting from {org}", f"from {org} covering {n} cities in {dest}",
                        f"leaving from {org} to explore {n} cities within {dest}",
                        f"that departs from {org} and takes in {n} different cities in {dest}",
                        f"from {org} to {dest}, visiting {n} cities there"))


OPENINGS = (
    "Can you help construct a {length} travel plan for {people} {route}, {dates}? {budget}",
    "Assist me in creating a {length} itinerary {route} for {people}, {dates}. {budget}",
    "Formulate a {length} trip {route} for {people}, {dates}, with a budget of {b}.",
    "Please develop a travel plan for {people} {route}. It spans {days} days, {dates}. {budget}",
    "I require a {length} itinerary for {people}, {route}, {dates}. {budget}",
    "We're hoping to take a {length} trip {route}, {dates}. The trip is for {people}. {budget}",
    "Could you generate a {length} travel itinerary for {people} {route} {dates} with a budget of {b}?",
    "Draft a {length} plan {route} for {people}, {dates}. {budget}",
    "Our group would like a {length} itinerary {route} {dates}, for {people}, with a {b} budget.",
    "Please outline a trip {route} for {people}, lasting {days} days, {dates}. {budget}",
)
BUDGETS = ("We can spend up to {b}.", "The trip budget should not exceed {b}.", "Budget: {b}.",
           "The allotted budget is {b}.", "Our funds for the trip are limited to {b}.", "Please keep it within a "
           "budget of {b}.", "Total spending should stay under {b}.", "We'd like to keep costs to {b} at most.")

HOUSE = {
    "pets": ("Our pet will accompany us, so the lodging must accept pets.", "We need accommodations that welcome pets.",
             "Pets must be allowed where we stay."),
    "smoking": ("A place to stay that allows smoking is needed.", "We'd like lodging where smoking is allowed.",
                "Smoking must be permitted at the accommodations."),
    "parties": ("We'd like to host a party at our accommodations, so parties must be allowed.",
                "Our lodging should permit parties.", "We need a place where parties are allowed."),
    "children under 10": ("We have kids under 10, so the lodging must allow children under 10.",
                          "Children under 10 will be with us, so please choose accommodations that allow them.",
                          "The accommodations need to allow children under 10."),
    "visitors": ("Friends may come by, so the lodging must allow visitors.", "Visitors should be permitted at the "
                 "accommodations.", "We need lodging where visitors are welcome."),
}
ROOM = {
    "entire room": ("We'd prefer to book an entire room.", "Please find us an entire room.",
                    "Our accommodations should be entire rooms."),
    "private room": ("We require private rooms.", "A private room would suit us.", "Please book private rooms."),
    "shared room": ("We're fine staying in a shared room.", "We'd like to stay in shared rooms.",
                    "Shared rooms are our choice of accommodation."),
    "not shared room": ("We don't want shared rooms.", "The room should not be a shared one.",
                        "Please make sure the room isn't shared."),
}
# A house rule and a room type in one clause: "We need {room} where {house} are allowed."
ROOM_NOUN = {"entire room": "entire rooms", "private room": "private rooms", "shared room": "shared rooms",
             "not shared room": "rooms that are not shared"}
HOUSE_NOUN = {"pets": "pets", "smoking": "smoking", "parties": "parties", "children under 10": "children under 10",
              "visitors": "visitors"}
CUISINE = ("We're keen on {list} cuisine.", "We'd like our meals to include {list} food.",
           "{list} cuisines are what we're after.", "We hope to sample {list} dishes during the trip.",
           "Regarding food, we prefer {list}.")
TRANSPORT = {
    "no flight": ("We'd like to avoid flying.", "No flights, please.", "We do not wish to travel by air.",
                  "Flights should not be part of the plan."),
    "no self-driving": ("We won't be doing any self-driving.", "Self-driving should be avoided.",
                        "Please don't plan for us to drive ourselves.", "We prefer not to self-drive."),
}
# A transportation and the cuisines in one sentence.
TRANSPORT_CLAUSE = {"no flight": "we'd rather not fly", "no self-driving": "we'd rather not drive ourselves"}
CLOSERS = ("", "", "", "Thank you for your help.", "Looking forward to the itinerary.")


def _stay(said: dict[str, object], pick: Random) -> list[str]:
    house, room = _said(said, "house"), _said(said, "room")
    if house and room and pick.random() < 0.4:
        verb = "is" if house == "smoking" else "are"
        return [f"We need {ROOM_NOUN[room]} where {HOUSE_NOUN[house]} {verb} allowed."]
    parts = [pick.choice(HOUSE[house])] if house else []
    return parts + ([pick.choice(ROOM[room])] if room else [])


def _wishes(said: dict[str, object], pick: Random) -> list[str]:
    """The constraints said, in a shuffled order, from this set's own words."""
    parts = _stay(said, pick)
    cuisine, transport = said.get("cuisine"), _said(said, "transport")
    if isinstance(cuisine, list) and transport and pick.random() < 0.5:
        parts.append(f"For getting around, {TRANSPORT_CLAUSE[transport]}, and for meals we'd like {_list(cuisine)} "
                     "cuisine.")
    else:
        parts += [pick.choice(CUISINE).format(list=_list(cuisine))] if isinstance(cuisine, list) else []
        parts += [pick.choice(TRANSPORT[transport])] if transport else []
    pick.shuffle(parts)
    return parts


def _text(pick: Random, org: str, dest: str, cities: int, days: int, start: int, people: int, budget: int,
          said: dict[str, object]) -> str:
    b = f"${budget:,}"
    opening = pick.choice(OPENINGS).format(
        length=_length(days, pick), days=pick.choice((str(days), DAY_WORDS[days])), people=_people(people, pick),
        route=_route(org, dest, cities, pick), dates=_dates(start, start + days - 1, pick), b=b,
        budget=pick.choice(BUDGETS).format(b=b))
    return " ".join(part for part in [opening, *_wishes(said, pick), pick.choice(CLOSERS)] if part)


def _rows(count: int, seed: int = 5050) -> list[OfficialRow]:
    return generated_rows(count, seed, _text, (PAIRS, ORIGINS, STATES), solo_house="visitors")



SEEDED = _rows(160)

# Written by hand after the seeded rows (and scored on HEAD with them): the ways annotators vary a text that a template
# does not reach: the dates as a start and a length or as a going and a coming back, the people counted from the
# writer ("me and my three friends", "my wife and two kids"), a third person ("They have a budget of"), a question as
# the whole request, two constraints in one clause, "no specific requirements", dollars in words.
HAND = [
    row("We are a party of 3 planning a 3-day trip from Lewiston to Boise from March 9th to March 11th, 2022, and our "
        "budget is $2,100. We'd like to have accommodations that permit smoking and are entire rooms.",
        "Lewiston", "Boise", 3, 9, 3, 2100, house="smoking", room="entire room"),
    row("Can you help construct a travel plan that begins in Mission and includes 2 different cities in Oklahoma? The "
        "trip lasts 5 days, from March 12th to March 16th, 2022, with a total budget of $3,800 for 2 people.",
        "Mission", "Oklahoma", 5, 12, 2, 3800),
    row("Please plan a trip for four from Pasco to Yakima. We'll go on March 20th and return on March 22nd, 2022. Our "
        "budget is $3,000 and we need pet-friendly accommodations.", "Pasco", "Yakima", 3, 20, 4, 3000, house="pets"),
    row("I'd like a travel plan for my partner and me, leaving Erie on March 3rd, 2022 and returning on March 5th, "
        "2022, with Harrisburg as the destination. Budget is $1,450.", "Erie", "Harrisburg", 3, 3, 2, 1450),
    row("My family of five is heading from Flagstaff to Albuquerque for 3 days (March 14-16, 2022) with a budget of "
        "$3,900. We'd love to try some American and Mexican food, and we'd rather not drive ourselves.",
        "Flagstaff", "Albuquerque", 3, 14, 5, 3900, cuisine=["American", "Mexican"], transport="no self-driving"),
    row("Design a trip for 2 people from Atlantic City to Newark, March 27 to March 29, 2022; we can spend $1,250 in "
        "total. Our accommodations should be private rooms and allow visitors.",
        "Atlantic City", "Newark", 3, 27, 2, 1250, house="visitors", room="private room"),
    row("We're three friends hoping to visit 2 cities in Kansas over 5 days, from March 2nd to 6th, 2022, starting "
        "from Lake Charles. We have $4,200 for the trip and don't want to take any flights.",
        "Lake Charles", "Kansas", 5, 2, 3, 4200, transport="no flight"),
    row("Plan a 7-day journey through three Oklahoma cities starting from Beaumont, March 21 to 27, 2022, for a solo "
        "traveler on a $3,100 budget.", "Beaumont", "Oklahoma", 7, 21, 1, 3100),
    row("Could you arrange a 3-day itinerary for a group of six going from Billings to St. Cloud between March 8 and "
        "March 10, 2022? Our budget is capped at $5,400. We need accommodations that are suitable for kids under ten.",
        "Billings", "St. Cloud", 3, 8, 6, 5400, house="children under 10"),
    row("I'm traveling alone from Birmingham to Tampa and need a 3-day plan for March 17th-19th, 2022. I'd like to "
        "keep my spending within $1,700. Please avoid shared rooms.",
        "Birmingham", "Tampa", 3, 17, 1, 1700, room="not shared room"),
    row("Help me create a 5-day plan for 4 people from Wenatchee that visits two cities in the state of Montana between "
        "March 11th and March 15th, 2022. The budget is $6,000. We'd prefer Chinese, Indian and Mediterranean food, and "
        "our accommodations must allow parties.", "Wenatchee", "Montana", 5, 11, 4, 6000,
        cuisine=["Chinese", "Indian", "Mediterranean"], house="parties"),
    row("Please generate a travel plan for two people who are traveling from Montgomery to Waco. The trip is for 3 "
        "days, starting March 4th, 2022, and the budget is $1,600.", "Montgomery", "Waco", 3, 4, 2, 1600),
    row("Our team of 5 needs a week-long itinerary from Laramie covering 3 cities in Iowa from March 13th to the 19th, "
        "2022, with a budget of $10,500. We prefer to stay in shared rooms and we will not be flying.",
        "Laramie", "Iowa", 7, 13, 5, 10500, room="shared room", transport="no flight"),
    row("A family of 3 wants to go from Kahului to Lihue for three days, March 1st through 3rd, 2022. They have a "
        "budget of $2,300 and want accommodations that allow children under 10.",
        "Kahului", "Lihue", 3, 1, 3, 2300, house="children under 10"),
    row("I'm looking for a 3 day trip itinerary from Sarasota to Beaumont for 2 people from March 23rd, 2022 to March "
        "25th, 2022 with a budget of $1,350. No self-driving please.",
        "Sarasota", "Beaumont", 3, 23, 2, 1350, transport="no self-driving"),
    row("Could you put together a 5-day plan for a couple traveling from Hancock to Kansas, where they'd like to see 2 "
        "cities, between March 18th and March 22nd, 2022? They've set their budget at $2,750 and prefer Italian "
        "cuisine.", "Hancock", "Kansas", 5, 18, 2, 2750, cuisine=["Italian"]),
    row("Please help us plan a 3-day trip from Charleston to Myrtle Beach from March 9th to March 11th, 2022 for 7 "
        "people. We have a budget of $6,300. We are looking for accommodation that is an entire room and allows pets.",
        "Charleston", "Myrtle Beach", 3, 9, 7, 6300, house="pets", room="entire room"),
    row("Seven-day trip for one: start in Bismarck, visit 3 cities in Texas, March 5th to March 11th, 2022, budget "
        "$4,000. Prefer not to fly.", "Bismarck", "Texas", 7, 5, 1, 4000, transport="no flight"),
    row("I want to travel from Walla Walla to Pasco with 2 friends for 3 days from March 15th to March 17th, 2022. Our "
        "budget is $2,250.", "Walla Walla", "Pasco", 3, 15, 3, 2250),
    row("We're a group of eight planning a 3-day trip from New York to Ponce, from March 28th to March 30th, 2022, with "
        "a budget of $9,600. We need accommodations that allow smoking, and we'd like to try French food.",
        "New York", "Ponce", 3, 28, 8, 9600, house="smoking", cuisine=["French"]),
    row("Could you design a 5-day travel itinerary for a solo traveler from Myrtle Beach to the state of Georgia, "
        "visiting 2 cities there, from March 7th to March 11th, 2022? The budget is $2,400. I would like accommodations "
        "that allow visitors, and I'm interested in Mediterranean and American cuisines.", "Myrtle Beach", "Georgia",
        5, 7, 1, 2400, house="visitors", cuisine=["Mediterranean", "American"]),
    row("Please create a plan for a trip from San Juan to Charlotte Amalie for 2 people lasting 3 days from March 19th "
        "to March 21st, 2022. Our budget for this trip is $2,050, and we need a room that isn't shared.",
        "San Juan", "Charlotte Amalie", 3, 19, 2, 2050, room="not shared room"),
    row("Create an itinerary from Clarksburg to Chicago for four persons, over three days from March 24th to March "
        "26th, 2022, budgeted at $3,600. We will not self-drive and we'd like to eat Indian food.",
        "Clarksburg", "Chicago", 3, 24, 4, 3600, transport="no self-driving", cuisine=["Indian"]),
    row("Can you make a 7-day travel plan for 2 starting at Pasco and touring 3 cities in Ohio from March 2 to March 8, "
        "2022? We have a budget of $5,300 and require private rooms that allow pets.",
        "Pasco", "Ohio", 7, 2, 2, 5300, house="pets", room="private room"),
    row("I am planning a 3-day trip for myself from Iron Mountain to Traverse City, March 10th to March 12th, 2022. My "
        "maximum budget is $950. I'd like to stay somewhere that allows parties.",
        "Iron Mountain", "Traverse City", 3, 10, 1, 950, house="parties"),
    row("Can you help plan a trip from St. Cloud to Bemidji for three people over 3 days, from March 29th to March "
        "31st, 2022? We plan on a budget of $2,400. We'd like Chinese food and entire rooms.",
        "St. Cloud", "Bemidji", 3, 29, 3, 2400, cuisine=["Chinese"], room="entire room"),
    row("We're a couple from Lake Charles who want to spend 3 days in Corpus Christi, March 16-18, 2022. Our budget is "
        "$1,900. Flying is out of the question.", "Lake Charles", "Corpus Christi", 3, 16, 2, 1900,
        transport="no flight"),
    row("Kindly plan a 5-day trip for a group of four from Erie, visiting two cities in Oklahoma from March 24th to "
        "March 28th, 2022. We'll be spending no more than $5,600. Smoking should be allowed in our accommodations, and "
        "we want to avoid flights.", "Erie", "Oklahoma", 5, 24, 4, 5600, house="smoking", transport="no flight"),
    row("Please arrange a 3-day trip from Philadelphia to Manchester for 2 adults, March 6th to 8th, 2022, with a "
        "budget of $3,000. We'd like private rooms, and we'd love to explore Italian and French cuisine.",
        "Philadelphia", "Manchester", 3, 6, 2, 3000, room="private room", cuisine=["Italian", "French"]),
    row("We need a 3-day travel plan from Yuma to Flagstaff for a party of 5 on March 12th, 13th and 14th, 2022. Our "
        "total budget is $4,250. Our accommodations need to allow children under 10.",
        "Yuma", "Flagstaff", 3, 12, 5, 4250, house="children under 10"),
    row("Could you organize a one-week trip for six people from Montgomery through 3 cities in the state of Tennessee, "
        "from March 14th to March 20th, 2022, with a budget of $15,000? We want shared rooms and Mexican cuisine.",
        "Montgomery", "Tennessee", 7, 14, 6, 15000, room="shared room", cuisine=["Mexican"]),
    row("Plan a trip for one person from Dallas to Bismarck, lasting three days from March 2nd to March 4th, 2022; the "
        "budget is $1,100 and I will not be driving myself.", "Dallas", "Bismarck", 3, 2, 1, 1100,
        transport="no self-driving"),
    row("I'd like to take my wife and two kids from Orlando to Lake Charles for 3 days, from March 25th to March 27th, "
        "2022. Our budget is $3,200. Our accommodation should allow children under 10.",
        "Orlando", "Lake Charles", 3, 25, 4, 3200, house="children under 10"),
    row("Could you plan a 5-day trip starting in Atlantic City and visiting 2 cities in the state of Iowa for 3 people, "
        "from March 8th to March 12th, 2022? Our budget stands at $4,650. We'd like accommodations that permit visitors "
        "and are not shared rooms.", "Atlantic City", "Iowa", 5, 8, 3, 4650, house="visitors", room="not shared room"),
    row("Can you plan a 3-day trip for two from Seattle to Walla Walla from March 13th to March 15th, 2022? The budget "
        "for the trip is $1,700. We don't have any specific requirements.", "Seattle", "Walla Walla", 3, 13, 2, 1700),
    row("Please create an itinerary for a 3-day trip from Mission to Abilene for three travelers, taking place March "
        "4th to March 6th, 2022. We have a budget of $2,700. Please ensure that the accommodations allow pets and that "
        "we are not self-driving.", "Mission", "Abilene", 3, 4, 3, 2700, house="pets", transport="no self-driving"),
    row("For a 7-day trip from Flagstaff to 3 cities in Kansas from March 22nd to March 28th, 2022, for a group of 4, "
        "what would an itinerary look like with a budget of $8,800?", "Flagstaff", "Kansas", 7, 22, 4, 8800),
    row("Could you help me with a 3-day trip from Lihue to Kona for one person from March 20th to March 22nd, 2022, "
        "keeping the total cost under $1,400? I prefer Mediterranean cuisine and an entire room.",
        "Lihue", "Kona", 3, 20, 1, 1400, cuisine=["Mediterranean"], room="entire room"),
    row("I'm organizing a trip for 2 from Denver to Laramie spanning 3 days, March 1st to March 3rd, 2022, with a "
        "budget of $1,150. We'd like to dine at Chinese and American restaurants and we need a place where smoking is "
        "allowed.", "Denver", "Laramie", 3, 1, 2, 1150, cuisine=["Chinese", "American"], house="smoking"),
    row("Provide a 5-day itinerary for 2 people departing from Lewiston, visiting 2 cities in Montana, from March 15th "
        "to March 19th, 2022, with a budget of $3,350. We'd like to stay in a shared room.",
        "Lewiston", "Montana", 5, 15, 2, 3350, room="shared room"),
    row("I would like a 3-day travel plan from Pocatello to Lewiston from March 26th to March 28th, 2022 for me and my "
        "three friends, on a budget of $3,400.", "Pocatello", "Lewiston", 3, 26, 4, 3400),
    row("Design a 3-day trip for 6 people departing from Trenton to Atlantic City from March 3rd to 5th, 2022, with a "
        "budget of $5,100. We want entire rooms where parties are permitted.",
        "Trenton", "Atlantic City", 3, 3, 6, 5100, house="parties", room="entire room"),
    row("Help us plan a 5-day getaway for 2 people from Beaumont, seeing 2 cities in Kansas, from March 9 through March "
        "13, 2022. We have a $2,900 budget and would like Mexican cuisine, and we'd rather not take any flights.",
        "Beaumont", "Kansas", 5, 9, 2, 2900, cuisine=["Mexican"], transport="no flight"),
    row("Could you prepare a 3-day travel plan from Manchester to Baltimore for 4 people, March 18th to March 20th, "
        "2022? The budget is $4,000. Please make sure the accommodations accept pets and are private rooms.",
        "Manchester", "Baltimore", 3, 18, 4, 4000, house="pets", room="private room"),
    row("Please plan a 7-day trip for a group of three from Hancock to 3 cities in Oklahoma, between March 10th and "
        "March 16th, 2022. The trip budget is $7,350. The accommodations should allow visitors.",
        "Hancock", "Oklahoma", 7, 10, 3, 7350, house="visitors"),
    row("We'd like a 3-day trip for 4 from Hancock to Green Bay on March 5th through March 7th, 2022, with a budget of "
        "$2,800. We plan to bring our pets, and we'd like to try Italian and Mexican cuisines.",
        "Hancock", "Green Bay", 3, 5, 4, 2800, house="pets", cuisine=["Italian", "Mexican"]),
    row("Please put together a 5-day itinerary for 5 people starting from Laramie and exploring 2 cities in the state "
        "of Ohio, from March 27th to March 31st, 2022. Our budget is $8,250. We need non-shared rooms and we won't be "
        "self-driving.", "Laramie", "Ohio", 5, 27, 5, 8250, room="not shared room", transport="no self-driving"),
    row("Can you draw up a 3-day plan for a couple going from Kahului to Lihue, March 11th to March 13th, 2022? Our "
        "budget is $2,600, and we'd like a shared room.", "Kahului", "Lihue", 3, 11, 2, 2600, room="shared room"),
    row("I'd like to organize a trip for 2 people from Montgomery to Georgia, covering 2 cities over 5 days from March "
        "1st to March 5th, 2022, with a budget of $3,050 and accommodations that allow smoking.",
        "Montgomery", "Georgia", 5, 1, 2, 3050, house="smoking"),
    row("Plan a 3-day trip for three people from Pasco to Yakima, March 7th to March 9th, 2022. Budget is $2,550. We "
        "need a place that lets us have visitors, and we want to eat Chinese, Italian and Indian food.",
        "Pasco", "Yakima", 3, 7, 3, 2550, house="visitors", cuisine=["Chinese", "Italian", "Indian"]),
    row("Please plan a 3-day trip from Seattle to Ketchikan for 2 people from 14 March to 16 March 2022 with a budget "
        "of 2400 dollars.", "Seattle", "Ketchikan", 3, 14, 2, 2400),
    row("Can you help me plan a trip from Orlando to Lake Charles for 3 days, from March 14 to March 16 of 2022, for 2 "
        "people with a budget of $2,000? We prefer private rooms.", "Orlando", "Lake Charles", 3, 14, 2, 2000,
        room="private room"),
    row("We'd like a 3-day trip for 4 from Denver to Laramie, leaving on March 19th, 2022 and returning March 21st, "
        "2022, with a budget of $3,100. Entire rooms only.", "Denver", "Laramie", 3, 19, 4, 3100, room="entire room"),
    row("Organize a 5-day trip from St. Cloud visiting 2 cities in Iowa for 2 people, March 20th to March 24th, 2022; "
        "budget $3,250; we need accommodations that allow children under 10 and we don't want any flights.",
        "St. Cloud", "Iowa", 5, 20, 2, 3250, house="children under 10", transport="no flight"),
]

# A second batch by hand, written after the first was scored: each official constraint in the plainest paraphrases
# an annotator reaches for when the template's words are avoided ("our own room, not a shared one", "the whole place to
# ourselves", "behind the wheel", "travel by plane", "have guests over", "our furry friend"), dates said as a beginning
# and an end or abbreviated ("Mar. 10"), the party as "There are 4 of us", and a round trip said as one.
HAND_SECOND = [
    row("Please help us plan a trip from Pasco to Yakima for two, lasting 3 days from March 2nd to March 4th, 2022. We "
        "want to keep the budget under $1,500. We'd like our own room, not a shared one.",
        "Pasco", "Yakima", 3, 2, 2, 1500, room="not shared room"),
    row("Could you plan a 3-day trip from Erie to Harrisburg for 4 people from March 21st to March 23rd, 2022, with a "
        "budget of $3,600? We want the whole place to ourselves.", "Erie", "Harrisburg", 3, 21, 4, 3600,
        room="entire room"),
    row("I need an itinerary for a 3-day trip from Beaumont to Abilene, March 11th to March 13th, 2022, for 3 people. "
        "Our budget is $2,700. We'll be staying in an entire home.", "Beaumont", "Abilene", 3, 11, 3, 2700,
        room="entire room"),
    row("Please plan a 3-day trip for two from Laramie to Denver, from March 17th to March 19th, 2022, with a budget of "
        "$1,800. The accommodation must be a private room.", "Laramie", "Denver", 3, 17, 2, 1800, room="private room"),
    row("Plan a 3-day trip from Bismarck to Grand Forks for 2 people from March 6th to March 8th, 2022 with a budget of "
        "$1,300. Smoking needs to be permitted in our lodging.", "Bismarck", "Grand Forks", 3, 6, 2, 1300,
        house="smoking"),
    row("We are 3 people going from Myrtle Beach to Hilton Head for 3 days, March 14th to 16th, 2022, with a budget of "
        "$2,400. We need to be able to have guests over at our accommodation.",
        "Myrtle Beach", "Hilton Head", 3, 14, 3, 2400, house="visitors"),
    row("Can you plan a 3-day trip for a family of 4 from Sioux Falls to Mission from March 25th to March 27th, 2022? "
        "Our budget is $3,300. Our little ones are under ten, so the place must accept children.",
        "Sioux Falls", "Mission", 3, 25, 4, 3300, house="children under 10"),
    row("Please create a 3-day plan from Lubbock to Montgomery for 2 people, March 9th to March 11th, 2022, with a "
        "budget of $1,900. Our furry friend is coming along, so pets must be allowed.",
        "Lubbock", "Montgomery", 3, 9, 2, 1900, house="pets"),
    row("We'd like a 3-day trip from Trenton to Atlantic City for 6 people from March 18th to March 20th, 2022 with a "
        "budget of $4,800. We'll host a small party during our stay, so it must be allowed.",
        "Trenton", "Atlantic City", 3, 18, 6, 4800, house="parties"),
    row("Plan a 3-day journey from Wenatchee to Sun Valley for 2 people, from March 4th to March 6th, 2022. The budget "
        "is $2,100. We do not want to travel by plane.", "Wenatchee", "Sun Valley", 3, 4, 2, 2100,
        transport="no flight"),
    row("Could you organize a 3-day trip from Hancock to Green Bay for three people from March 12th to March 14th, "
        "2022? We have $2,250 to spend. We'd rather not be behind the wheel.", "Hancock", "Green Bay", 3, 12, 3, 2250,
        transport="no self-driving"),
    row("I'd like a 3-day plan from Yuma to Flagstaff for 2 people, March 27th to March 29th, 2022, with a budget of "
        "$1,600. Driving is not something we want to do.", "Yuma", "Flagstaff", 3, 27, 2, 1600,
        transport="no self-driving"),
    row("Please arrange a 3-day trip from Denver to Laramie for 2 people, March 22nd to March 24th, 2022, with a budget "
        "of $1,700. We'll be relying on taxis and flights rather than driving ourselves.",
        "Denver", "Laramie", 3, 22, 2, 1700, transport="no self-driving"),
    row("Plan a 3-day trip from Lake Charles to Corpus Christi for 5 people from March 1st to March 3rd, 2022 with a "
        "budget of $4,000. The cuisines we are interested in are Indian and Mediterranean.",
        "Lake Charles", "Corpus Christi", 3, 1, 5, 4000, cuisine=["Indian", "Mediterranean"]),
    row("Could you create a 3-day itinerary from Seattle to Walla Walla for two people, March 8th to March 10th, 2022, "
        "with a budget of $1,650? We have a strong preference for Chinese cuisine.",
        "Seattle", "Walla Walla", 3, 8, 2, 1650, cuisine=["Chinese"]),
    row("Please plan a 3-day trip from Orlando to Lake Charles for 4 people from March 19th to March 21st, 2022, with a "
        "budget of $3,200. We plan to try Italian, French, and Mexican restaurants.",
        "Orlando", "Lake Charles", 3, 19, 4, 3200, cuisine=["Italian", "French", "Mexican"]),
    row("We are planning a trip from Atlantic City to Newark for 2 people. Our trip begins on March 10th, 2022 and ends "
        "on March 12th, 2022. We have a budget of $1,400.", "Atlantic City", "Newark", 3, 10, 2, 1400),
    row("Please plan a trip from State College to Erie for one person. The travel dates are 15th to 17th March 2022, "
        "and the budget is $900.", "State College", "Erie", 3, 15, 1, 900),
    row("Could you help plan a 3-day trip from Philadelphia to Manchester for 2 people? The trip should take place from "
        "Mar. 10 to Mar. 12, 2022, and our budget is $3,500.", "Philadelphia", "Manchester", 3, 10, 2, 3500),
    row("Plan a 3-day trip from Lewiston to Boise from March 3rd to March 5th, 2022. There are 4 of us, and we have "
        "allotted a budget of $3,000.", "Lewiston", "Boise", 3, 3, 4, 3000),
    row("We're a team of three planning a 3-day trip from St. Cloud to Bemidji from March 23rd to March 25th, 2022. "
        "The budget is not to exceed $2,100.", "St. Cloud", "Bemidji", 3, 23, 3, 2100),
    row("The trip is for a family of 6 traveling from Charleston to Myrtle Beach for 3 days, March 5th to March 7th, "
        "2022. We can't exceed $4,200.", "Charleston", "Myrtle Beach", 3, 5, 6, 4200),
    row("This trip will include 2 travelers going from Kahului to Lihue for 3 days from March 16th to March 18th, 2022, "
        "with a budget cap of $2,000.", "Kahului", "Lihue", 3, 16, 2, 2000),
    row("We'd like to visit 3 different cities in Texas, starting from Bismarck, on a 7-day trip from March 8th to "
        "March 14th, 2022. We are 2 people with a budget of $5,200.", "Bismarck", "Texas", 7, 8, 2, 5200),
    row("Plan a 7-day tour of Georgia (3 cities) departing from Erie, from March 15th to March 21st, 2022, for 4 "
        "people, with a budget of $9,000.", "Erie", "Georgia", 7, 15, 4, 9000),
    row("Please design a 5-day trip for 3 people exploring two cities in the state of Florida, departing from "
        "Montgomery, from March 20th to March 24th, 2022. Our budget is $4,500.",
        "Montgomery", "Florida", 5, 20, 3, 4500),
    row("Please plan a round trip from Erie to Harrisburg for 2 people, 3 days from March 28th to March 30th, 2022, "
        "with a budget of $1,500.", "Erie", "Harrisburg", 3, 28, 2, 1500),
    row("Can you plan a 5-day trip from Flagstaff to 2 cities in Oklahoma for a party of 2 from March 3rd to March "
        "7th, 2022? Our budget is $3,100. We'd like to have our own private room and we'd prefer not to fly.",
        "Flagstaff", "Oklahoma", 5, 3, 2, 3100, room="private room", transport="no flight"),
    row("Plan a 3-day trip from Seattle to Ketchikan for a family of 4 from March 9th to March 11th, 2022. Our budget "
        "is $2,900. We are bringing our two kids, who are both under 10, so the lodging should be suitable for them.",
        "Seattle", "Ketchikan", 3, 9, 4, 2900, house="children under 10"),
]
ALL = [*SEEDED, *HAND, *HAND_SECOND]
