"""The lead's fourteenth probe (issue 38, stop 61, helper LEADD), written BEFORE any fix, with the reading a careful
human wants, in five classes of reading defects:

1. silent partial drops (fail closed): a cuisine of a list the data lacks ("italian one night, cajun the next"), a
   rating said of "everything" (both the stays and the restaurants), a meal skipped (the vocabulary has no rule: named),
   a quality with no number ("a decent hotel": named, never dropped);
2. one wish the data cannot check never refuses the whole request ("we only eat halal", "no taxis"): it is named as
   not kept and the rest is planned; chains the data has by name are avoided ("no subway or burger king");
3. a decimal rating ("a 4.5 rating or higher") is read for stays and restaurants alike;
4. totals ("food under 300 total", "at least 5 attractions total"): named with a precise reason, never "no reader
   understood";
5. a trip flown one way and driven the other ("fly there drive back"): named with a precise reason.

Each wish is appended to a valid request. Outcomes are scored per class (right, of), printed with ``-s``. HEAD
(pristine copy, 0dcb814) and the tree after the fixes: ``HEAD_FIGURES`` / ``NOW_FIGURES``.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import QueryParseError
from tests.support.leftover_scoring import local
from tests.support.reading_once import parse_once

TAIL = "March 10 to 12, 2022, with a budget of $3,000. "
NOLA = "Plan a 3-day trip from Houston to New Orleans from March 10th to March 12th, 2022, for 2 people with a budget of $2000. "
ORL = "Plan a 3-day trip from Washington to Orlando for 2 people, " + TAIL
SF = "Plan a 3-day trip from Seattle to San Francisco for 2 people, " + TAIL
DEN = "Plan a 3-day trip from Dallas to Denver for 2 people, " + TAIL
CHS = "Plan a 3-day trip from Atlanta to Charleston for 2 people, " + TAIL

UNCLEAR = "no reader understood"  # the vague reason: a precise one is wanted for classes 4 and 5


def want(read: dict | None = None, *named: str, loose: bool = False, precise: bool = False) -> dict:
    """An expected outcome: the local constraints ``read`` (beside the base's own), the words each naming must hold
    (every one named, nothing else named unless ``loose``), ``precise``: no naming says only that no reader understood."""
    return {"read": read or {}, "named": list(named), "loose": loose, "precise": precise}


BOTH_4 = {"min_stay_rating": 4.0, "min_rating": 4.0}
CLASSES: dict[str, list[tuple[str, str, dict]]] = {
    "silent drops": [
        (NOLA, "italian one night, cajun the next", want({"cuisine": ["Italian"], "meal_wishes": [  # (one night: a dinner)
            {"meal": "dinner", "cuisine": "Italian", "restaurant": None}]}, "cajun")),
        (SF, "mexican, thai & chinese food pls", want({"cuisine": ["Chinese", "Mexican"]}, "thai")),
        # corrected after the HEAD score: BBQ and Pizza are no TravelPlanner cuisine, so they are our more_cuisines
        (DEN, "we want bbq then korean then pizza", want({"more_cuisines": ["BBQ", "Pizza"]}, "korean")),
        (ORL, "everything should be rated 4 stars or more", want(BOTH_4)),
        (SF, "only 4+ rated places for everything we book", want(BOTH_4)),
        (DEN, "all of it rated at least 4 pls", want(BOTH_4)),
        (ORL, "we dont do breakfast", want({}, "breakfast")),
        (SF, "skip lunch every day, we'll snack", want({}, "lunch")),
        (DEN, "as cheap as we can but a decent hotel", want({}, "decent", loose=True)),
        (CHS, "food doesn't matter, just want a nice place to sleep", want({}, "nice place", loose=True)),
    ],
    "refusals": [
        (ORL, "we only eat kosher", want({}, "kosher")),
        (SF, "strictly halal food for us pls", want({}, "halal")),
        (DEN, "we keep kosher and love italian", want({"cuisine": ["Italian"]}, "kosher")),
        (DEN, "we'll rent a car, so no taxis", want({}, "taxis", loose=True)),
        (CHS, "no cabs please, we'd rather drive", want({}, "cabs", loose=True)),
        (ORL, "no chains like subway or burger king", want({"avoid_restaurants": ["Burger King", "Subway"]}, loose=True)),
        (SF, "pls no mcdonalds", want({"avoid_restaurants": ["McDonald's"]}, loose=True)),
        (NOLA, "halal only, and dinner rated 4+", want({"min_rating": 4.0}, "halal")),
    ],
    "decimal ratings": [
        # corrected after the first fix: a stay's decimal minimum is kept as said (the held-out sets read "a hotel rated
        # 3.5 or more" as 3.5; a stay rated 5 meets 4.5), never rounded up
        (ORL, "a hotel with a 4.5 rating or higher", want({"min_stay_rating": 4.5})),
        (SF, "restaurants with a 4.5 rating or better", want({"min_rating": 4.5})),
        (DEN, "hotel needs a 3.5 rating minimum", want({"min_stay_rating": 3.5})),
        (CHS, "only eat somewhere with a 4.2 rating or above", want({"min_rating": 4.2})),
        (NOLA, "hotels rated 4.5 and up", want({"min_stay_rating": 4.5})),
        (ORL, "looking for a hotel w/ at least a 3.5 rating", want({"min_stay_rating": 3.5})),
        (SF, "food places with ratings of 4.5 or higher", want({"min_rating": 4.5})),
    ],
    "totals": [
        (NOLA, "keep total food spending below $250", want({}, "250", precise=True)),
        (ORL, "no more than 400 on meals for the whole trip", want({}, "400", precise=True)),
        (SF, "want to hit at least 6 attractions overall", want({}, "6", precise=True)),
        (DEN, "see 8 sights total over the trip", want({}, "8", precise=True)),
        (CHS, "cap dining at 200 bucks total", want({}, "200", precise=True)),
        (ORL, "at least 4 attractions in total pls", want({}, "4", precise=True)),
    ],
    "mixed legs": [
        (ORL, "fly down, drive home", want({}, "drive", precise=True)),
        (SF, "drive there and fly back", want({}, "fly", precise=True)),
        (CHS, "we'll drive down but fly home", want({}, "fly", precise=True)),
        (NOLA, "fly in, drive out", want({}, "drive", precise=True)),
        (ORL, "outbound by plane, return by car", want({}, "car", precise=True)),
        (DEN, "flying out there and driving back", want({}, "driving", precise=True)),
    ],
}


def miss(base: str, wish: str, expected: dict, sandbox) -> str | None:
    """Why ``base + wish`` is not read as ``expected`` (None when it is)."""
    try:
        request = parse_once(base + wish, sandbox)
    except QueryParseError as error:
        return f"refused: {(error.problems or error.missing)}"
    own = local(parse_once(base, sandbox))
    got = local(request)
    if got != {**own, **expected["read"]}:
        return f"read {got}"
    names = [str(item).lower() for item in request.not_kept]
    if any(not any(word in n for n in names) for word in expected["named"]):
        return f"not named: {request.not_kept}"
    if names and not expected["named"] and not expected["loose"]:
        return f"named: {request.not_kept}"
    if expected["precise"] and any(UNCLEAR in n for n in names):
        return f"vague: {request.not_kept}"
    return None


# HEAD (0dcb814) per class: (right, of), measured before any fix.
# The current tree before LEADD's fixes (WISH14, REQ13, WISHLEFT in) scored the same.
HEAD_FIGURES: dict[str, tuple[int, int]] = {
    "silent drops": (2, 10), "refusals": (2, 8), "decimal ratings": (3, 7), "totals": (0, 6), "mixed legs": (0, 6),
}
NOW_FIGURES: dict[str, tuple[int, int]] = {
    "silent drops": (10, 10), "refusals": (8, 8), "decimal ratings": (7, 7), "totals": (6, 6), "mixed legs": (6, 6),
}  # (stop 61 after LEADD's fixes: 9/10, 4/8, 7/7, 5/6, 6/6)

# Misses measured and left visible: each must stay listed until a general rule reads it. (Stop 62, LEFT38 closed the
# last six: "mexican, thai & chinese food pls", the taxis and cabs, the chains by name, "cap dining at 200 bucks total";
# test_reading_leftovers_fifteenth.py.)
KNOWN_GAPS: dict[str, list[str]] = {}


@pytest.mark.parametrize("kind", list(CLASSES))
def test_the_fourteenth_probe_reads_as_a_careful_human_would(kind, sandbox):
    outcomes = {wish: miss(base, wish, expected, sandbox) for base, wish, expected in CLASSES[kind]}
    missed = sorted(wish for wish, why in outcomes.items() if why is not None)
    print(kind, len(outcomes) - len(missed), "of", len(outcomes), {w: outcomes[w] for w in missed})
    assert missed == sorted(KNOWN_GAPS.get(kind, [])), {w: outcomes[w] for w in missed}


# The budget said to be soft: the plan keeps it as a limit, so the words are named, never dropped (stop 61, lead; they
# were silent). Left: "..., but it's a flexible budget" said in the budget's own clause is still quiet.
@pytest.mark.parametrize("wish", [
    "budget is flexible if it's worth it", "our budget's kinda flexible tbh", "we can stretch the budget a bit if needed",
    "the budget isn't set in stone, it's a soft budget",
])
def test_a_soft_budget_is_named_as_a_limit_kept(wish, sandbox):
    request = parse_once(NOLA + wish, sandbox)
    assert [u for u in request.not_kept if "keeps the budget as a limit" in u.reason], request.not_kept


def test_a_must_see_said_non_negotiable_is_no_soft_budget(sandbox):
    request = parse_once(ORL + "Gatorland is non-negotiable, and the budget is firm.", sandbox)
    assert not [u for u in request.not_kept if "keeps the budget as a limit" in u.reason], request.not_kept
