"""The lead's tenth probe (issues 38/39, stop 59, helper FOLLOWB), written BEFORE any fix, with the reading a careful
human wants:

a. the party counted from people said with ages: "me, my wife, our 14 year old and our 9 year old" is four (two
   children, never merged into one), an age in brackets ("grandma (72)") is an age, never a count;
b. a sight wished for in lower case that the data lacks for the trip's city ("fort sumter is a must") is named as not
   kept, never dropped in silence nor "corrected" into another word; one the data has (in lower case, or under a
   slightly other spelling) is read as the data's name;
d. a return flight's window said as "a later flight home, after 3pm" is the return leg departing from 15:00.

Scored per kind (read right / named / wrongly read / false alarm, printed with ``-s``). HEAD (pristine copy, 7233454),
measured before any fix: ``HEAD_FIGURES``.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import QueryParseError
from tests.support.reading_once import parse_once
from tests.support.reading_scoring import score, window

TAIL = "March 10 to 12, 2022, with a budget of $3,000. "
CHS = "Plan a 3-day trip from Atlanta to Charleston, " + TAIL  # no party said: the wish says it
DEN = "We're going from Dallas to Denver for 3 days, March 10-12 2022, budget 3000. "
SF2 = "Plan a 3-day trip from Seattle to San Francisco for 2 people, " + TAIL
ORL2 = "Plan a 3-day trip from Washington to Orlando for 2 people, " + TAIL
CHS2 = "Plan a 3-day trip from Atlanta to Charleston for 2 people, " + TAIL
DEN2 = "Plan a 3-day trip from Dallas to Denver for 2 people, " + TAIL
KIDS = {"house_rule": "children under 10"}

PARTY = [  # (base, wish, people, the local constraints)
    (CHS, "It's me, my wife, our 14 year old and our 9 year old.", 4, KIDS),
    (CHS, "me + hubby + our 12 yo and 15 yo", 4, {}),
    (CHS, "Me and grandma (72).", 2, {}),
    (CHS, "its me, my mom (68) and my dad (70)", 3, {}),
    (DEN, "travelling: me, my husband, our 7-year-old and our 4-year-old", 4, KIDS),
    (DEN, "my sister and I plus her 11 year old and her 13 year old", 4, {}),
    (DEN, "Grandpa (81), grandma (79) and me.", 3, {}),
    (DEN, "me, my partner and our three kids aged 5, 8 and 12", 5, KIDS),
]
PARTY_CONTROLS = [
    (CHS, "It's me and my wife.", 2, {}),
    (CHS, "Four of us: two adults and two kids (ages 14 and 9).", 4, KIDS),
    (DEN, "for 3 people", 3, {}),
]

MISSING = "named: "
SIGHTS = (  # a sight the data lacks in the trip's city is named with its words; one it has is read by the data's name
    (CHS2, [
        ("fort sumter is a must", MISSING + "fort sumter"),
        ("we have to see the aquarium and fort sumter", MISSING + "fort sumter"),
    ]),
    (ORL2, [
        ("epcot is a must for the kids", MISSING + "epcot"),
        ("we can't miss magic kingdom", MISSING + "magic kingdom"),
    ]),
    (DEN2, [
        ("red rocks is non-negotiable", MISSING + "red rocks"),
        ("gotta see red rocks amphitheatre", MISSING + "red rocks"),
    ]),
    (SF2, [
        ("muir woods is a must", MISSING + "muir woods"),
        ("we must visit lombard street", MISSING + "lombard street"),
    ]),
)
SIGHT_CONTROLS = (  # lower-case sights the data has, some in another spelling
    (SF2, [
        ("alcatraz is a must", {"must_see": ["Alcatraz Island"]}),
        ("we wanna see coit tower", {"must_see": ["Coit Tower"]}),
    ]),
    (DEN2, [
        ("the denver museum of nature and science is a must", {"must_see": ["Denver Museum of Nature & Science"]}),
        ("molly brown house is a must", {"must_see": ["Molly Brown House Museum"]}),
    ]),
    (ORL2, [("gatorland is a must", {"must_see": ["Gatorland"]})]),
)

HOME_3PM = {"flight_times": [window("return", depart_from="15:00")]}
FLIGHTS = (
    (SF2, [
        ("a later flight home, after 3pm", HOME_3PM),
        ("we'd like a later flight home, after 3pm", HOME_3PM),
        ("pls book a late flight back, after 3 pm", HOME_3PM),
        ("flight home should be in the afternoon, after 3pm", HOME_3PM),
    ]),
    (DEN2, [
        ("a later flight back home - after 3pm if possible", HOME_3PM),
        ("return flight after 3pm pls", HOME_3PM),
        ("flying home late, after 3 in the afternoon", HOME_3PM),
    ]),
)
FLIGHT_CONTROLS = (
    (SF2, [
        ("the flight home must leave after 3pm", HOME_3PM),
        ("no flights before 8am", {"flight_times": [window(depart_from="08:00")]}),
    ]),
)


def named_with(error_or_wishes: list, words: str) -> bool:
    """Whether one naming holds ``words`` (case aside)."""
    return any(words.lower() in str(item).lower() for item in error_or_wishes)


def sight_outcome(base: str, wish: str, expected: dict | str, sandbox) -> str:
    """As ``reading_scoring.outcome``, the naming matched case aside (a lower-case wish is named as written)."""
    try:
        request = parse_once(base + wish, sandbox)
    except QueryParseError as error:
        ok = isinstance(expected, str) and named_with(error.problems, expected.removeprefix(MISSING))
        return "named" if ok else "wrongly read"
    if isinstance(expected, str):
        return "named" if named_with(request.not_kept, expected.removeprefix(MISSING)) else "wrongly read"
    got = {k: v for k, v in request.spec.local_constraint.model_dump().items() if v is not None}
    return "read right" if got == expected and not request.not_kept else "wrongly read"


def party_outcome(base: str, wish: str, people: int, rules: dict, sandbox) -> str:
    """"read right" when the party and the rules are the expected ones."""
    try:
        request = parse_once(base + wish, sandbox)
    except QueryParseError:
        return "wrongly read"
    got = {k: v for k, v in request.spec.local_constraint.model_dump().items() if v is not None}
    return "read right" if request.spec.people_number == people and got == rules else "wrongly read"


# HEAD (7233454) per kind: (right or named, of), measured before any fix.
HEAD_FIGURES: dict[str, tuple[int, int]] = {
    "party": (4, 8), "party controls": (3, 3), "sights": (4, 8), "sight controls": (4, 5),
    "flights": (1, 7), "flight controls": (2, 2),
}

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: dict[str, list[str]] = {
    # ("epcot is a must for the kids" named since stop 60: words with no English word before a wish to see them are
    # named even where another reader reads the clause; "red rocks is non-negotiable" names "Red Rocks" with the
    # nearest sight elsewhere)
    # the bound is said five words after the flight word (the reader takes at most three between): refused as a time
    # not understood, named, not read
    "flights": ["flight home should be in the afternoon, after 3pm"],
}


@pytest.mark.parametrize("kind", ["party", "party controls"])
def test_a_party_said_with_ages_is_counted(kind, sandbox):
    items = PARTY if kind == "party" else PARTY_CONTROLS
    missed = sorted(w for b, w, n, r in items if party_outcome(b, w, n, r, sandbox) != "read right")
    print(kind, len(items) - len(missed), "of", len(items))
    assert missed == sorted(KNOWN_GAPS.get(kind, [])), missed


@pytest.mark.parametrize("kind", ["sights", "sight controls"])
def test_a_lower_case_sight_is_read_or_named(kind, sandbox):
    corpora = SIGHTS if kind == "sights" else SIGHT_CONTROLS
    outcomes = [(w, sight_outcome(base, w, e, sandbox)) for base, items in corpora for w, e in items]
    missed = sorted(w for w, o in outcomes if o == "wrongly read")
    print(kind, len(outcomes) - len(missed), "of", len(outcomes))
    assert missed == sorted(KNOWN_GAPS.get(kind, [])), missed


@pytest.mark.parametrize("kind", ["flights", "flight controls"])
def test_a_later_flight_home_is_the_return_window(kind, sandbox):
    tally = score(FLIGHTS if kind == "flights" else FLIGHT_CONTROLS, sandbox)
    missed = sorted(tally["wrongly read"] + tally["false alarm"])
    assert sum(len(v) for v in tally.values()) >= 2 and missed == sorted(KNOWN_GAPS.get(kind, [])), missed
