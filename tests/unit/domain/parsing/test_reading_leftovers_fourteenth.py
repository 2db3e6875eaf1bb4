"""Stop 61's leftovers of issue 38 (helper WISHLEFT), each a CLASS probed with phrasings of our own, written BEFORE any
fix with the reading a careful human wants:

travel: a cap on a day's travel, flights and drives together ("no more than 6 hours of travel per day"), and the
    caps of one kind said otherwise ("in a car more than 4 hrs at a stretch", "flights under 3 hours please");
either: "X or Y" where the data lacks X: Y is read, X named as not kept;
pace: quantity words of sights ("a couple of attractions a day max" is a pace; "tons of museums" is named);
amounts: a budget said in words ("a grand and a half", "2.5k", "fifteen hundred bucks"); a vague one is asked;
corrections: a length or count corrected in the same sentence ("for 4 people, no wait 5"): the correction wins, said;
fragments: an origin said alone, then the destination ("Atlanta. Going to Nashville.");
guests: a visitor for a night is no trip length: named, the trip's length kept;
sights: a common phrase ("at the wheel") is no sight's name;
spelling: short misspellings ("fliy", "pupy", "undr", "vist") of the readers' words;
mixed: a chain restaurant avoided ("no dominos"), two cuisines joined by "&", a misspelt sight, a kind of attraction
    skipped.

Each item is (base, wish, expected): ``local`` the local constraints the whole request must read as (the base's own
included), ``named`` words some not-kept wish holds (else nothing may be named), ``spec`` the trip's fields,
``warn`` words a warning holds, ``asked`` words the refusal's missing fields or problems hold (the request is not read).
Scored per class (read right, of); HEAD (0dcb814, pristine copy) measured before any fix: ``HEAD_FIGURES``.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import QueryParseError
from tests.support.reading_once import parse_once

TAIL = "March 15 to 17, 2022, with a budget of $2,500. "
ORL = "Plan a 3-day trip from Washington to Orlando for 2 people, " + TAIL
SEA = "Plan a 3-day trip from Denver to Seattle for 2 people, " + TAIL
CVL = "Plan a 3-day trip from Philadelphia to Charlottesville for 2 people, " + TAIL
CHS = "Plan a 3-day trip from Atlanta to Charleston for 2 people, " + TAIL
NOBUDGET = "Plan a 3-day trip from Washington to Orlando for 2 people, March 15 to 17, 2022. "


def pace(most=None, least=None, days=None) -> dict:
    return {"pace": {"most": most, "least": least, "days": days}}


CLASSES: dict[str, list[tuple[str, str, dict]]] = {
    "travel": [
        (ORL, "No more than 6 hours of travel per day.", {"local": {"max_travel_hours": 6.0}}),
        (ORL, "we don't want to spend more than 5 hours travelling in a day", {"local": {"max_travel_hours": 5.0}}),
        (ORL, "max 4 hrs of travel a day pls", {"local": {"max_travel_hours": 4.0}}),
        (SEA, "Travel time under 7 hours per day, please.", {"local": {"max_travel_hours": 7.0}}),
        (SEA, "at most six hours in transit each day", {"local": {"max_travel_hours": 6.0}}),
        (CHS, "keep the travel to 5 hours a day max", {"local": {"max_travel_hours": 5.0}}),
        (CHS, "I can't sit in a car more than 3 hours at a stretch.", {"local": {"max_driving_hours": 3.0}}),
        (SEA, "don't want to be in the car more than 4 hrs at a time", {"local": {"max_driving_hours": 4.0}}),
        (ORL, "only short flights, under 2 hours", {"local": {"max_flight_hours": 2.0}}),
        (SEA, "no flight over 4 hrs please", {"local": {"max_flight_hours": 4.0}}),
    ],
    "either": [
        (ORL, "We'd love Thai or Chinese food.", {"local": {"cuisine": ["Chinese"]}, "named": "thai"}),
        # (the choice's one cuisine the data has, at the meal said: a meal wish since stop 75)
        (ORL, "korean or italian for dinner would be great",
         {"local": {"cuisine": ["Italian"], "meal_wishes": [{"meal": "dinner", "cuisine": "Italian", "restaurant": None}]},
          "named": "korean"}),
        (SEA, "either vietnamese or mexican food at some point", {"local": {"cuisine": ["Mexican"]}, "named": "vietnamese"}),
        (CHS, "Ethiopian or Mediterranean, we're easy", {"local": {"cuisine": ["Mediterranean"]}, "named": "ethiopian"}),
        (CHS, "we want to try greek or french food", {"local": {"cuisine": ["French"]}, "named": "greek"}),
        (SEA, "some Japanese or Indian food would be nice", {"local": {"cuisine": ["Indian"]}, "named": "japanese"}),
    ],
    "pace": [
        (ORL, "a couple of attractions a day max", {"local": pace(most=2)}),
        # corrected before any fix: "one or two" says at least one too (the pace reader's range, as for "1-2 sights")
        (SEA, "one or two sights a day, tops", {"local": pace(most=2, least=1)}),
        (CHS, "just a sight or two each day", {"local": pace(most=2, least=1)}),
        (ORL, "at least a couple of attractions every day", {"local": pace(least=2)}),
        (SEA, "Lots of sightseeing every day!", {"named": "sightseeing"}),
        (CHS, "we want to see tons of museums", {"named": "museums"}),
        (ORL, "not too much walking around please", {"named": "walking"}),
        (SEA, "we like to pack in loads of sights", {"named": "sights"}),
    ],
    "amounts": [
        (NOBUDGET, "Our budget is a grand and a half.", {"spec": {"budget": 1500}}),
        (NOBUDGET, "we can spend one and a half grand", {"spec": {"budget": 1500}}),
        (NOBUDGET, "budget: fifteen hundred bucks", {"spec": {"budget": 1500}}),
        (NOBUDGET, "budget 2.5k", {"spec": {"budget": 2500}}),
        (NOBUDGET, "We have two thousand five hundred dollars to spend.", {"spec": {"budget": 2500}}),
        (NOBUDGET, "budget is three and a half grand", {"spec": {"budget": 3500}}),
        (NOBUDGET, "we've got twenty-five hundred to spend", {"spec": {"budget": 2500}}),
        (NOBUDGET, "budget is a couple grand", {"asked": "budget"}),
        (NOBUDGET, "we have a few grand", {"asked": "budget"}),
    ],
    "corrections": [
        ("Plan a trip from Washington to Orlando for 4 people, no wait 5, March 15 to 17, 2022, budget $2,500.", "",
         {"spec": {"people_number": 5}, "warn": "5"}),
        ("Plan a trip from Washington to Orlando for 3 people - sorry, 4 - March 15 to 17, 2022, budget $2,500.", "",
         {"spec": {"people_number": 4}, "warn": "4"}),
        ("Trip from Washington to Orlando, 3 nights... sorry, 3 days, starting March 15, 2022, 2 people, budget $2,500.", "",
         {"spec": {"days": 3}, "warn": "3 days"}),
        ("Plan a 5 day trip, actually make it 7, from Washington to Orlando starting March 15, 2022 for 2 people, "
         "budget $4,000.", "", {"spec": {"days": 7}, "warn": "7"}),
        ("2 people, I mean 3, going from Washington to Orlando March 15 to 17, 2022, budget $2,500.", "",
         {"spec": {"people_number": 3}, "warn": "3"}),
        ("Washington to Orlando for 5 days, no sorry 3 days, starting March 15, 2022, 2 people, budget $2,500.", "",
         {"spec": {"days": 3}, "warn": "3 days"}),
    ],
    "fragments": [
        ("Atlanta. Going to Nashville, March 15 to 17, 2022, 2 people, budget $2,500.", "",
         {"spec": {"org": "Atlanta", "dest": "Nashville"}}),
        ("Denver. Headed to Seattle for 3 days, March 15 to 17, 2022, 2 people, $3,000 budget.", "",
         {"spec": {"org": "Denver", "dest": "Seattle"}}),
        ("Chicago here. Want to visit Miami March 15 to 17, 2022, 2 of us, budget $2,500.", "",
         {"spec": {"org": "Chicago", "dest": "Miami"}}),
        ("Dallas. Trip to Denver, March 15 to 17, 2022, for 2, budget 2500.", "",
         {"spec": {"org": "Dallas", "dest": "Denver"}}),
        ("Boston. We're going to Orlando March 15-17, 2022, 2 people, $2,500.", "",
         {"spec": {"org": "Boston", "dest": "Orlando"}}),
        # added after the first HEAD score (the five above all read on HEAD; the twelfth requests set's miss has the
        # origin's sentence after another), scored on HEAD before any fix
        ("Hi! Denver. Headed to Seattle for 3 days, March 15 to 17, 2022, 2 people, $3,000 budget.", "",
         {"spec": {"org": "Denver", "dest": "Seattle"}}),
        ("Quick one. Chicago. We want to go to Miami March 15 to 17, 2022, 2 of us, budget $2,500.", "",
         {"spec": {"org": "Chicago", "dest": "Miami"}}),
        ("Planning a getaway. Dallas. Destination: Denver. March 15 to 17, 2022. 2 people. $2500.", "",
         {"spec": {"org": "Dallas", "dest": "Denver"}}),
    ],
    "guests": [  # corrected before any fix: the vocabulary has a house rule for guests (TravelPlanner's "visitors"), so a
        # guest staying over reads as that rule (the brief allows it) rather than being named
        (ORL, "We might have a friend over one night.", {"local": {"house_rule": "visitors"}, "spec": {"days": 3}}),
        (ORL, "a friend may stay with us for a night", {"local": {"house_rule": "visitors"}, "spec": {"days": 3}}),
        (SEA, "my cousin might crash with us for 2 nights", {"local": {"house_rule": "visitors"}, "spec": {"days": 3}}),
        (CHS, "we'd like to have guests over one evening", {"local": {"house_rule": "visitors"}, "spec": {"days": 3}}),
        (SEA, "need space for a visitor one night", {"local": {"house_rule": "visitors"}, "spec": {"days": 3}}),
    ],
    "sights": [
        (SEA, "I hate being at the wheel for long.", {}),
        # corrected after the sight fix: the transport reader's documented convention ("we'd rather not be behind the
        # wheel" is self-driving ruled out, docs/vocabulary-stays-transport.md) reads this as no self-driving
        (ORL, "my wife doesn't like to be at the wheel", {"local": {"transportation": "no self-driving"}}),
        (SEA, "we're going to the market at the end of the day", {}),
        (SEA, "The Seattle Great Wheel is a must.", {"local": {"must_see": ["The Seattle Great Wheel"]}}),
        (ORL, "we must ride the wheel at ICON park", {"local": {"must_see": ["The Wheel at ICON Park"]}}),
    ],
    "spelling": [
        (ORL, "we dont want to fliy", {"local": {"transportation": "no flight"}}),
        (ORL, "bringing our pupy", {"local": {"house_rule": "pets"}}),
        (ORL, "a hotel undr $150 a night", {"local": {"max_night_price": 150.0}}),
        (CVL, "we want to vist Monticello", {"local": {"must_see": ["Monticello"]}}),
        (ORL, "our litle pupy comes with us", {"local": {"house_rule": "pets"}}),
        (ORL, "no fliying please", {"local": {"transportation": "no flight"}}),
    ],
    "mixed": [
        (ORL, "no dominos", {"local": {"avoid_restaurants": ["Domino's Pizza"]}}),
        (SEA, "please no dominoes pizza", {"local": {"avoid_restaurants": ["Domino's Pizza"]}}),
        (ORL, "chinese & italian food please", {"local": {"cuisine": ["Chinese", "Italian"]}}),
        (SEA, "mexican & indian food would be great", {"local": {"cuisine": ["Mexican", "Indian"]}}),
        (CVL, "monticelo is a must", {"local": {"must_see": ["Monticello"]}}),
        (CVL, "we have to see montichello", {"local": {"must_see": ["Monticello"]}}),
        (CHS, "skip the ghost tour", {"named": "ghost tour"}),
        (CHS, "no ghost tours please, we scare easily", {"named": "ghost tour"}),
    ],
}


def reading_ok(base: str, wish: str, expected: dict, sandbox) -> bool:
    """Whether ``base + wish`` reads as ``expected`` (see the module docstring)."""
    try:
        request = parse_once(base + wish, sandbox)
    except QueryParseError as error:
        said = " ".join([*error.missing, *error.problems]).lower()
        return "asked" in expected and expected["asked"] in said
    if "asked" in expected:
        return False
    named = " ".join(str(w) for w in request.not_kept).lower()
    if ("named" in expected) != bool(request.not_kept) or expected.get("named", "") not in named:
        return False
    got = {k: v for k, v in request.spec.local_constraint.model_dump().items() if v is not None}
    if got != expected.get("local", {}):
        return False
    if any(getattr(request.spec, k) != v for k, v in expected.get("spec", {}).items()):
        return False
    return expected.get("warn", "") in " ".join(request.warnings).lower()


# HEAD (0dcb814) per class: (read right, of), measured before any fix.
HEAD_FIGURES: dict[str, tuple[int, int]] = {
    "travel": (1, 10), "either": (0, 6), "pace": (5, 8), "amounts": (8, 9), "corrections": (0, 6), "fragments": (5, 8),
    "guests": (2, 5), "sights": (3, 5), "spelling": (2, 6), "mixed": (6, 8),
}

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: dict[str, list[str]] = {
    # no sight now; but read as self-driving ruled out (the transport reader's "at the wheel" with "hate"), stronger
    # than "for long" asks (a long drive is no number of hours: it should be named)
    "sights": [SEA + "I hate being at the wheel for long."],
    # (spelling: "fliy", "pupy", "undr" closed at stop 62 by LEFT38: a four-letter word that is no English word is
    # corrected to the one keyword that near, spelling._in_context; "no dominos": a chain said by its owner's word,
    # restaurant_names._chains_in_short)
    # "dominoes pizza" misspelt reads as the cuisine Pizza ruled out
    "mixed": [SEA + "please no dominoes pizza"],
}


@pytest.mark.parametrize("kind", sorted(CLASSES))
def test_leftover_class_reads_as_a_human_would(kind, sandbox):
    items = CLASSES[kind]
    missed = sorted(base + wish for base, wish, expected in items if not reading_ok(base, wish, expected, sandbox))
    print(kind, len(items) - len(missed), "of", len(items))
    assert missed == sorted(KNOWN_GAPS.get(kind, [])), missed
