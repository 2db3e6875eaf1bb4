"""A fourth set of query texts in the style of TravelPlanner's official ones (issue 38, item 4: no false alarms), none
copied from the public splits, each with the structured row it was written from
(tests/unit/domain/parsing/test_official_style_fourth.py).

Written after ``official_style_third.py`` to stand for the hidden test split with what the first three sets do not
hold: cities none of them names (Minot, Williston, Kona, Hilo, Paducah, Owensboro, Hyannis, Nantucket, Cedar City,
Vernal, Kalispell, Great Falls, Everett, Valdosta, Belleville, ...; each pair has a road or a flight in the data),
states none of them names for trips of 2 or 3 cities (England, Massachusetts, Missouri, Alabama, New Jersey, Nevada),
and other wordings the official texts could use: openings ("I am seeking assistance in planning ...", "Could you map
out a journey ...", "Would it be possible to plan ..."), routes ("setting out from X bound for Y", "with X as the
starting point and Y as the destination", "from X, taking in two cities in Missouri", "with stops in 3 cities
in"), people ("a couple", "two travelers", "a lone traveler", "a family of 4", "a team of 5"), dates ("March 4-6,
2022", "commencing on March 4th and concluding on March 6th, 2022", "from 4th March to 6th March 2022", "which starts
on ... and wraps up on ..."), budgets ("Our spending cap is", "We've earmarked $X for this trip", "The whole trip must
cost no more than"), and each official constraint said in words the earlier sets do not use ("pet-friendly lodging is
a must", "a non-shared room is required", "air travel is not an option for us", "driving ourselves is not an
option"). The wording of each part was written by hand; a seeded choice combines them, so the rows are reproducible
and each says a different trip.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from random import Random
from typing import NamedTuple

from tests.support.official_style import CITIES_FOR_DAYS, OfficialRow, row
from tests.support.official_style_second import WORDS, _constraints, _list, _ordinal, _said
from tests.support.official_style_third import DAY_WORDS, _length

# A row written from its parts: (pick, org, dest, cities, days, start, people, budget, the constraints said)
TextOf = Callable[[Random, str, str, int, int, int, int, int, dict[str, object]], str]

# Pairs of cities no earlier official-style set names, each with a road or a flight between them in the data.
PAIRS = (
    ("Grand Forks", "Minot"), ("Williston", "Grand Forks"), ("Nantucket", "Hyannis"), ("Hyannis", "Nantucket"),
    ("Fort Leonard Wood", "Branson"), ("Sault Ste. Marie", "Alpena"), ("Champaign", "Belleville"),
    ("Cedar City", "Vernal"), ("Hilo", "Kona"), ("Kona", "Hilo"), ("Minot", "International Falls"),
    ("Bristol", "St. Petersburg"), ("Champaign", "Bloomington"), ("Paducah", "Owensboro"), ("Owensboro", "Paducah"),
    ("Fort Dodge", "Dubuque"), ("Dubuque", "Fort Dodge"), ("Kalispell", "Great Falls"), ("Great Falls", "Everett"),
    ("Scottsbluff", "Grand Island"), ("Grand Island", "Scottsbluff"), ("Jamestown", "Newport News"),
    ("Decatur", "Valdosta"), ("Valdosta", "Bloomington"), ("Everett", "North Bend"), ("Belleville", "Valparaiso"),
    ("Valparaiso", "Belleville"), ("Cape Girardeau", "Branson"), ("Mosinee", "Eau Claire"),
    ("Rhinelander", "Eau Claire"), ("Alpena", "Sault Ste. Marie"), ("Minot", "Williston"),
    ("Bloomington", "Panama City"), ("Branson", "Cape Girardeau"), ("Newport News", "Jamestown"),
    ("Vernal", "Cedar City"), ("Stockton", "Kalispell"), ("Gustavus", "International Falls"),
)
ORIGINS = sorted({city for pair in PAIRS for city in pair})
# States for trips of several cities no earlier official-style set names, and how many cities each has in the data.
STATES = {"England": 4, "Massachusetts": 4, "Missouri": 5, "Alabama": 3, "New Jersey": 3, "Nevada": 2}

ONE = ("a lone traveler", "just one person", "a single individual", "one traveler only")


def _people(n: int, pick: Random) -> str:
    if n == 1:
        return pick.choice(ONE)
    if n == 2:
        return pick.choice(("a couple", "two travelers", "two individuals", "2 travelers", "a party of two"))
    return pick.choice((f"{n} travelers", f"a party of {WORDS[n]}", f"{WORDS[n]} individuals", f"a team of {n}",
                        f"a family of {n}", f"{WORDS[n]} travelers"))


def _dates(start: int, end: int, pick: Random) -> str:
    s, e = _ordinal(start), _ordinal(end)
    return pick.choice((
        f"March {start}-{end}, 2022", f"from March {s}, 2022 to March {e}, 2022",
        f"running from March {s} until March {e}, 2022", f"commencing on March {s} and concluding on March {e}, 2022",
        f"from {s} March to {e} March 2022", f"during March {s}-{e}, 2022",
        f"which starts on March {s} and wraps up on March {e}, 2022", f"on March {s} through {e}, 2022",
    ))


def _route(org: str, dest: str, cities: int, pick: Random) -> str:
    """From where to where, in words the earlier sets do not use (a state's cities counted in words or digits)."""
    if cities == 1:
        return pick.choice((f"setting out from {org} bound for {dest}", f"with {org} as the starting point and {dest} "
                            "as the destination", f"traveling out of {org} to {dest}", f"going from {org} to {dest}",
                            f"that begins in {org} and takes us to {dest}"))
    n = pick.choice((str(cities), WORDS[cities]))
    return pick.choice((f"setting out from {org} to see {n} cities in {dest}", f"from {org}, taking in {n} cities in "
                        f"{dest}", f"originating in {org} and passing through {n} cities of {dest}",
                        f"starting at {org} and visiting {n} separate cities in {dest}",
                        f"from {org} with stops in {n} cities in {dest}"))


OPENINGS = (
    "I am seeking assistance in planning a {length} trip for {people}, {route}, {dates}. {budget}",
    "Help us organize a {length} excursion for {people} {route} {dates}. {budget}",
    "Could you outline a {length} travel schedule {route} for {people}, {dates}? {budget}",
    "Please construct a {length} travel itinerary for {people} {route}, {dates}. {budget}",
    "Could you map out a journey {route} for {people}? It should last {days} days, {dates}. {budget}",
    "I'd appreciate a {length} travel plan for {people} {route} {dates}. {budget}",
    "Would it be possible to plan a {length} trip {route} for {people}, {dates}? {budget}",
    "Design a {length} getaway for {people}, {route}, {dates}. {budget}",
    "We need an itinerary {route} for {people}. The journey lasts {days} days, {dates}. {budget}",
    "Put together a {length} plan for {people} {route}; we travel {dates}. {budget}",
)
BUDGETS = ("The maximum we can spend is {b}.", "We intend to spend no more than {b}.",
           "The whole trip must cost no more than {b}.", "Our spending cap is {b}.", "Our budget amounts to {b}.",
           "We've earmarked {b} for this trip.", "The budget for the excursion is {b}.",
           "We have {b} available for the trip.")

HOUSE = {
    "pets": ("We're bringing our dog, so pet-friendly lodging is a must.", "Accommodations must be pet-friendly.",
             "Please ensure our lodging welcomes pets."),
    "smoking": ("Some of us smoke, so the lodging has to allow smoking.", "Please find places where smoking is "
                "permitted.", "Our stay must be at a smoking-allowed property."),
    "parties": ("We're planning a celebration, so our accommodations should allow parties.",
                "We need a place to stay that is fine with parties.", "The lodging must allow us to throw a party."),
    "children under 10": ("We're bringing young children under 10, so the lodging should welcome them.",
                          "Our accommodations must be child-friendly for kids under 10.",
                          "The place we stay has to accept children under 10."),
    "visitors": ("The accommodations should be open to visitors.", "Visitors must be allowed where we stay.",
                 "Please make sure our lodging lets us have visitors."),
}
ROOM = {
    "entire room": ("We want to book an entire room.", "An entire room is necessary for us.",
                    "We'd like to have an entire room to ourselves."),
    "private room": ("We'd like a private room.", "Private rooms only, please.", "A private room is what we need."),
    "shared room": ("We'd like shared room accommodations.", "A shared room works best for us.",
                    "We're happy to book a shared room."),
    "not shared room": ("We would not like to share a room.", "A non-shared room is required.",
                        "Please avoid shared rooms."),
}
CUISINE = ("We would enjoy trying {list} dishes.", "We'd like to dine on {list} food.",
           "We'd love to explore {list} cuisines while there.", "In terms of food, {list} cuisines appeal to us.")
TRANSPORT = {
    "no flight": ("We would rather not fly.", "Air travel is not an option for us.", "We'll be avoiding air travel.",
                  "Please leave flights out of the plan."),
    "no self-driving": ("We don't want to drive.", "Driving ourselves is not an option.",
                        "Please exclude self-driving.", "We cannot drive ourselves."),
}
CLOSERS = ("", "", "", "Thanks in advance.", "We look forward to your plan.")


def _wishes(said: dict[str, object], pick: Random) -> list[str]:
    """One sentence per constraint said, in a shuffled order, from this set's own words."""
    parts = [pick.choice(table[value]) for kind, table in (("house", HOUSE), ("room", ROOM), ("transport", TRANSPORT))
             if (value := _said(said, kind))]
    cuisine = said.get("cuisine")
    if isinstance(cuisine, list):
        parts.append(pick.choice(CUISINE).format(list=_list(cuisine)))
    pick.shuffle(parts)
    return parts


def _text(pick: Random, org: str, dest: str, cities: int, days: int, start: int, people: int, budget: int,
          said: dict[str, object]) -> str:
    opening = pick.choice(OPENINGS).format(
        length=_length(days, pick), days=pick.choice((str(days), DAY_WORDS[days])), people=_people(people, pick),
        route=_route(org, dest, cities, pick), dates=_dates(start, start + days - 1, pick),
        budget=pick.choice(BUDGETS).format(b=f"${budget:,}"))
    return " ".join(part for part in [opening, *_wishes(said, pick), pick.choice(CLOSERS)] if part)


class Mix(NamedTuple):
    """How often a drawn row is 3, 5 or 7 days long, and says 0 to 4 of the official constraints (the fourth and
    fifth sets draw with these defaults; the sixth draws more multi-city trips and more constraints together)."""

    days: tuple[int, int, int] = (55, 28, 17)
    wishes: tuple[int, int, int, int, int] = (20, 40, 25, 10, 5)


EARLIER_MIX = Mix()


def generated_rows(count: int, seed: int, text: TextOf, places: tuple[Sequence[tuple[str, str]], Sequence[str], dict[str, int]],
                   solo_house: str, mix: Mix = EARLIER_MIX) -> list[OfficialRow]:
    """``count`` rows drawn from ``seed``: a length and its cities, a route from ``places`` (the one-city pairs, the
    origins of state tours, each state with the most cities it has), a party, dates, a budget and the five
    constraints, written by ``text``, in the proportions of ``mix``. A solo traveller is never given children
    (``solo_house`` instead). The fifth and sixth sets draw their rows the same way from their own places and
    templates."""
    pairs, origins, states = places
    pick = Random(seed)
    rows = []
    for _ in range(count):
        days = pick.choices((3, 5, 7), weights=mix.days)[0]
        cities = CITIES_FOR_DAYS[days]
        if cities == 1:
            org, said_dest = pick.choice(pairs)
        else:
            org = pick.choice(origins)
            said_dest = pick.choice([state for state, most in states.items() if most >= cities])
        people = pick.choices(range(1, 9), weights=(14, 30, 14, 14, 8, 8, 6, 6))[0]
        start = pick.randint(1, 32 - days)
        budget = pick.randrange(600, 1200) // 50 * 50 * people * (days // 2)
        said = _constraints(pick, mix.wishes)
        if people == 1 and said.get("house") == "children under 10":  # a solo traveler with children: not one request
            said["house"] = solo_house
        written = text(pick, org, said_dest, cities, days, start, people, budget, said)
        cuisine = said.get("cuisine")
        rows.append(row(written, org, said_dest.removeprefix("the state of "), days, start, people, budget,
                        house=_said(said, "house"), cuisine=cuisine if isinstance(cuisine, list) else None,
                        room=_said(said, "room"), transport=_said(said, "transport")))
    return rows


def _rows(count: int, seed: int = 4040) -> list[OfficialRow]:
    return generated_rows(count, seed, _text, (PAIRS, ORIGINS, STATES), solo_house="smoking")


ALL = _rows(160)
