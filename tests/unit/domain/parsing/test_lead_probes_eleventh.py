"""The lead's eleventh probe (issues 38/39, stop 60, helper LEADA): request wishes, written BEFORE any fix with the
reading a careful human wants, then scored on HEAD (edf0956; figures ``HEAD_FIGURES``, report /tmp/h15/reports/LEADA.md).

1. a read wish and an unread one joined by a bare "and" ("we want 3 museums and italian food"): the read part is read
   and the unread part is named, never dropped in silence;
2. "the same hotel every night": on a one-city trip every plan keeps it (one stay a city), so it asks nothing more and
   is never named; on a multi-city trip it cannot hold, so it is named with that reason;
3. a pace said "each full day", "every single day", "3+": at least N sights on each day spent in a city;
4. a part of the party said ("one of us", "two of us", "half of us") says nothing of the party's size;
7. an ISO date range ("2022-03-15..17") gives every date of the range;
10. a limit of travel hours a day ("no more than 6 hours of travel per day"): named (the data has no total of a day's
    travel), never dropped.

Each item: (base request, wish, expected local constraints, words each not-kept naming must hold). "read right": the
constraints are the expected ones, every expected naming is there and nothing else is named.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import QueryParseError
from tests.support.reading_once import parse_once
from tests.support.reading_scoring import pace

ORL = "Plan a 3-day trip from Washington to Orlando for 2 people, March 15 to 17, 2022, with a budget of $2,500. "
ORL4 = "We're 4 people going from Washington to Orlando for 3 days, March 15-17 2022, budget $4,000. "
DEN = "3 days dallas to denver march 10-12 2022, two of us, $3000. "
TEXAS = ("Plan a 5-day trip from Salt Lake City to 2 cities in Texas for 2 people, March 14 to 18, 2022, with a budget "
         "of $5,000. ")
NO_SMOKE = {"stay_forbids": ["smoking"]}

Item = tuple[str, str, dict, list[str]]

# 1. a read wish and an unread one joined by a bare "and"
BARE_AND: list[Item] = [
    (ORL, "we want 3 museums and italian food", {"cuisine": ["Italian"]}, ["museums"]),
    (ORL, "lots of sightseeing every day and no smoking rooms", NO_SMOKE, ["sightseeing"]),
    (ORL, "we'd like chinese food and a sunset cruise", {"cuisine": ["Chinese"]}, ["sunset cruise"]),
    (DEN, "want a hot air balloon ride and no flights pls", {"transportation": "no flight"}, ["hot air balloon"]),
    (DEN, "we'd love a brewery tour and mexican food", {"cuisine": ["Mexican"]}, ["brewery tour"]),
    (ORL, "hoping for live jazz and restaurants rated 4 or better", {"min_rating": 4.0}, ["live jazz"]),
    (DEN, "we want lots of shopping and a pet friendly place", {"house_rule": "pets"}, ["shopping"]),
    (ORL, "need a private room and a day at the spa", {"room_type": "private room"}, ["spa"]),
    (DEN, "we wanna catch a hockey game and no seafood", {"avoid_cuisines": ["Seafood"]}, ["hockey game"]),
    (ORL, "id like italian food and a gondola ride", {"cuisine": ["Italian"]}, ["gondola ride"]),
]
BARE_AND_CONTROLS: list[Item] = [
    (ORL, "we want italian and mexican food", {"cuisine": ["Italian", "Mexican"]}, []),
    (ORL, "no smoking and no parties please", {"stay_forbids": ["smoking", "parties"]}, []),
    (DEN, "we want mexican food and no flights", {"cuisine": ["Mexican"], "transportation": "no flight"}, []),
]

# 2. the same stay every night
SAME_STAY_ONE_CITY: list[Item] = [
    (ORL, "same hotel the whole time", {}, []),
    (ORL, "same place all nights", {}, []),
    (ORL, "one hotel for all nights please", {}, []),
    (ORL, "we'd like to stay put in one place", {}, []),
    (DEN, "dont want to switch hotels", {}, []),
    (DEN, "no hotel hopping pls", {}, []),
    (DEN, "keep us in the same airbnb every night", {}, []),
    (ORL, "just one hotel for the whole trip, we hate packing", {}, []),
]
SAME_STAY_CITIES: list[Item] = [
    (TEXAS, "same hotel every night", {}, ["same hotel"]),
    (TEXAS, "one hotel for the whole trip pls", {}, ["one hotel"]),
    (TEXAS, "we don't want to change hotels", {}, ["change hotels"]),
]

# 3. pace variants
LEAST3 = pace(least=3)
PACE: list[Item] = [
    (ORL, "at least 3 sights each full day", LEAST3, []),
    (ORL, "we want at least 3 sights each full day and dinner somewhere rated 4+", {**LEAST3, "min_rating": 4.0}, []),
    (ORL, "no less than 3 sights every full day", LEAST3, []),
    (DEN, "at least 3 attractions every single day", LEAST3, []),
    (DEN, "minimum of three sights on each full day", LEAST3, []),
    (ORL, "3 or more sights each day pls", LEAST3, []),
    (DEN, "at least 2 things to see every single day", pace(least=2), []),
    (ORL, "at least two attractions each full day we're there", pace(least=2), []),
]
PACE_CONTROLS: list[Item] = [
    (ORL, "at least 3 attractions per day", LEAST3, []),
    (DEN, "at most 2 sights a day", pace(most=2), []),
]

# 4. a part of the party (the request says 4 people; the part says nothing of the size)
PARTY: list[tuple[str, str, int, dict, list[str]]] = [
    (ORL4, "one of us is allergic to seafood so no seafood restaurants", 4, {"avoid_cuisines": ["Seafood"]}, []),
    (ORL4, "half of us dont fly so drive please", 4, {"transportation": "no flight"}, []),
    (ORL4, "two of us are vegan, the other two eat anything", 4, {}, ["vegan"]),
    (ORL4, "one of us uses a wheelchair", 4, {}, ["wheelchair"]),
    (ORL4, "a couple of us smoke so a place that allows smoking", 4, {"house_rule": "smoking"}, []),
    (ORL4, "some of us hate seafood, no seafood pls", 4, {"avoid_cuisines": ["Seafood"]}, []),
    (ORL4, "three of us love italian food", 4, {"cuisine": ["Italian"]}, []),
]

# 7. an ISO date range (said in place of the dates)
# (corrected after the first HEAD score: the base said "3-day", so a start date alone gave every date; the length is
# now left to the range itself, as the lead's probe had it)
ISO_BASE = "Plan a trip from Washington to Orlando for 2 people, {}, with a budget of $2,500."
MARCH_15_17 = ["2022-03-15", "2022-03-16", "2022-03-17"]
ISO = [
    "2022-03-15..17",
    "2022-03-15..2022-03-17",
    "2022-03-15 to 2022-03-17",
    "from 2022-03-15 through 2022-03-17",
    "dates 2022-03-15 - 2022-03-17",
    "2022-03-15 thru 17",
]

# 8. nights in each city (added after the first HEAD score, scored on HEAD before its fix): the planner sets each
# city's nights, so it is named, never read as the trip's length nor dropped
SLC = "Salt Lake City to 2 cities in Texas March 14-18 2022, 2 people, $5000, "
NIGHTS_EACH: list[Item] = [
    (TEXAS, "oh and at least 2 nights in each city if possible", {}, ["nights in each city"]),
    (SLC, "at least 2 nights in each city", {}, ["nights in each city"]),
    (TEXAS, "3 nights per city pls", {}, ["nights per city"]),
]

# 10. a limit of a day's travel hours (the data has no total of a day's travel): named
# (stop 61, WISHLEFT: the vocabulary now has the rule, domain/constraints/day_travel.py: read, no longer named)
TRAVEL_HOURS: list[Item] = [
    (DEN, "no more than 6 hours of travel per day", {"max_travel_hours": 6.0}, []),
    (DEN, "max 6 hrs of travelling a day", {"max_travel_hours": 6.0}, []),
    (ORL, "we can't do more than 5 hours of travel in one day", {"max_travel_hours": 5.0}, []),
]
TRAVEL_HOURS_CONTROLS: list[Item] = [
    (DEN, "no more than 6 hours of driving per day", {"max_driving_hours": 6.0}, []),
]

GROUPS: dict[str, list[Item]] = {
    "bare and": BARE_AND, "bare and controls": BARE_AND_CONTROLS, "same stay one city": SAME_STAY_ONE_CITY,
    "same stay cities": SAME_STAY_CITIES, "pace": PACE, "pace controls": PACE_CONTROLS,
    "travel hours": TRAVEL_HOURS, "travel hours controls": TRAVEL_HOURS_CONTROLS, "nights each": NIGHTS_EACH,
}


def outcome(base: str, wish: str, expected: dict, named: list[str], sandbox, people: int | None = None) -> str:
    """"read right" when the constraints (and the party) are the expected ones and the namings exactly the expected."""
    try:
        request = parse_once(base + wish, sandbox)
    except QueryParseError as error:
        return f"refused: {error.problems or error.missing}"
    got = {k: v for k, v in request.spec.local_constraint.model_dump().items() if v is not None}
    said = [str(w).lower() for w in request.not_kept]
    if people is not None and request.spec.people_number != people:
        return f"people {request.spec.people_number}"
    if got != expected:
        return f"read {got}"
    if not all(any(words in w for w in said) for words in named) or len(said) < len(named):
        return f"not named: {said}"
    if len(said) > len(named):
        return f"named more: {said}"
    return "read right"


# HEAD (edf0956) per group: (right, of), measured before any fix (the ISO group with its corrected base).
HEAD_FIGURES: dict[str, tuple[int, int]] = {
    "bare and": (4, 10), "bare and controls": (3, 3), "same stay one city": (2, 8), "same stay cities": (2, 3),
    "pace": (0, 8), "pace controls": (2, 2), "travel hours": (3, 3), "travel hours controls": (1, 1), "party": (5, 7),
    "iso": (4, 6), "nights each": (2, 3),
}

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: dict[str, list[str]] = {
    # ("lots of sightseeing every day and no smoking rooms" read since stop 61, WISHLEFT: many sights with no number
    # are named, parsing.caveats._MANY_SIGHTS)
    # the one stay is kept, but "we hate packing" (a reason, said as a statement of feeling) is named as not understood
    "same stay one city": ["just one hotel for the whole trip, we hate packing"],
}


@pytest.mark.parametrize("group", list(GROUPS))
def test_a_group_reads_as_wanted(group, sandbox):
    results = {wish: outcome(base, wish, expected, named, sandbox) for base, wish, expected, named in GROUPS[group]}
    missed = sorted(w for w, o in results.items() if o != "read right")
    print(group, len(results) - len(missed), "of", len(results), {w: results[w] for w in missed})
    assert missed == sorted(KNOWN_GAPS.get(group, [])), {w: results[w] for w in missed}


def test_a_part_of_the_party_leaves_its_size(sandbox):
    results = {wish: outcome(base, wish, expected, named, sandbox, people)
               for base, wish, people, expected, named in PARTY}
    missed = sorted(w for w, o in results.items() if o != "read right")
    print("party", len(results) - len(missed), "of", len(results), {w: results[w] for w in missed})
    assert missed == sorted(KNOWN_GAPS.get("party", [])), {w: results[w] for w in missed}


def test_an_iso_range_gives_every_date(sandbox):
    results = {}
    for dates in ISO:
        try:
            results[dates] = parse_once(ISO_BASE.format(dates), sandbox).spec.date
        except QueryParseError as error:
            results[dates] = error.problems or error.missing
    missed = sorted(d for d, got in results.items() if got != MARCH_15_17)
    print("iso", len(results) - len(missed), "of", len(results), {d: results[d] for d in missed})
    assert missed == sorted(KNOWN_GAPS.get("iso", [])), {d: results[d] for d in missed}
