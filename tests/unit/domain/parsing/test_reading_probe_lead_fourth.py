"""The lead's fourth probe (issue 38, fail closed): the defect categories the lead found on HEAD, each written out in
new sentences on trips of other cities BEFORE any fix for it (helper LEFT38), with the reading a careful human wants.

The kinds: (a) a past experience that implies a wish ("the red-eye last time nearly killed us") reads the implied ban
or names it, never silent; (b) a rule with an exception keeps the exception exactly or names it, never the stricter
rule in silence; (c) a hedged or questioning wish is never a firm rule in silence: named as a preference that cannot
be guaranteed; (d) amounts: numbers in words with no currency word, upper bounds read as maximums; (e) children with
ages: the party size, and the children-under-10 house rule exactly when some child is under 10; (f) lower-case or
punctuated names of the data's sights and restaurants matched in the trip's cities; (g) cheers and set phrases stay
quiet; (h) people and places of the talk ("my sister lives in Denver") are no destination, house rule or person.

An expectation is a dict of local constraints (with ``people_number`` / ``budget``, the TripSpec's fields, when the
kind is about them), ``"named: <words>"``, ``{}`` for talk that asks nothing, or a tuple of readings any of which is
right (an implied or hedged wish may be read or named, never dropped). Scored as the other corpora (read right / named
/ wrongly read / false alarm, printed with ``-s``). HEAD (pristine copy, 8d555ec), the 93: 36 / 6 / 39 / 12
(``HEAD_FIGURES`` per kind; 35 / 5 / 41 / 12 before the three corrections marked below); now 61 / 27 / 3 / 2, the five
misses in ``KNOWN_GAPS`` (each named or asked, none silent).
"""

from __future__ import annotations

import pytest

from tests.support.reading_once import parse_once
from tests.support.reading_scoring import OUTCOMES, outcome, pace, window

TAMPA = "Plan a 3-day trip from Atlanta to Tampa for 2 people, March 8 to 10, 2022, with a budget of $2,400. "
LITTLE_ROCK = "Plan a 3-day trip from Dallas to Little Rock for 3 people, March 16 to 18, 2022, with a budget of $2,800. "
SEATTLE = "Plan a 3-day trip from Denver to Seattle for 2 people, March 22 to 24, 2022, with a budget of $2,500. "
NEW_ORLEANS = "Plan a 3-day trip from Detroit to New Orleans for 4 people, March 1 to 3, 2022, with a budget of $4,000. "
CHICAGO = "Plan a 3-day trip from Miami to Chicago for 2 people, March 11 to 13, 2022, with a budget of $2,600. "
HOUSTON = "Plan a 3-day trip from Phoenix to Houston for 2 people, March 18 to 20, 2022, with a budget of $2,200. "
HUNTSVILLE = "Plan a 3-day trip from Nashville to Huntsville for 2 people, March 4 to 6, 2022, with a budget of $1,800. "
ATLANTA = "Plan a 3-day trip from Boston to Atlanta for 2 people, March 26 to 28, 2022, with a budget of $2,700. "
DALLAS = "Plan a 3-day trip from Denver to Dallas for 2 people, March 7 to 9, 2022, with a budget of $2,300. "
# the same trips with no budget (amounts) or no party size (children)
TAMPA_NO_BUDGET = "Plan a 3-day trip from Atlanta to Tampa for 2 people, March 8 to 10, 2022. "
SEATTLE_NO_BUDGET = "Plan a 3-day trip from Denver to Seattle for 2 people, March 22 to 24, 2022. "
CHICAGO_NO_BUDGET = "Plan a 3-day trip from Miami to Chicago for 2 people, March 11 to 13, 2022. "
LITTLE_ROCK_NO_BUDGET = "Plan a 3-day trip from Dallas to Little Rock for 3 people, March 16 to 18, 2022. "
TAMPA_NO_PARTY = "Plan a 3-day trip from Atlanta to Tampa, March 8 to 10, 2022, with a budget of $3,400. "
HOUSTON_NO_PARTY = "Plan a 3-day trip from Phoenix to Houston, March 18 to 20, 2022, with a budget of $4,200. "
SEATTLE_NO_PARTY = "Plan a 3-day trip from Denver to Seattle, March 22 to 24, 2022, with a budget of $4,500. "

NO_EARLY = window(depart_from="08:00")
NO_RED_EYE = window(depart_from="05:00", depart_until="20:59", arrive_until="23:59")
KIDS = "children under 10"

# (a) a past experience that implies a wish: the ban read, or named; never silent
PAST_EXPERIENCE = (
    (TAMPA, [
        ("the drive down last spring was a nightmare", ({"transportation": "no self-driving"}, "named: drive")),
        ("the 2 star motel we got last time was gross", ({"min_stay_rating": 3.0}, "named: 2 star motel")),
        ("we went to Tampa years ago and loved it", {}),
    ]),
    (SEATTLE, [
        ("we took a 6am flight last time and were zombies all day", ({"flight_times": [NO_EARLY]}, "named: 6am")),
        ("we drove 10 hours straight last time, never doing that again", "named: 10 hours"),
    ]),
    (CHICAGO, [
        ("last time we flew overnight and it nearly killed us", ({"flight_times": [NO_RED_EYE]}, "named: overnight")),
        ("the pizza places we tried on our last visit were awful", ({"avoid_cuisines": ["Pizza"]}, "named: pizza")),
    ]),
    (LITTLE_ROCK, [
        ("our last airbnb was a shared room, never again", {"room_type": "not shared room"}),
        ("our last trip was amazing", {}),
    ]),
    (NEW_ORLEANS, [
        ("we had chinese every night on our last trip and got sick of it",
         ({"avoid_cuisines": ["Chinese"]}, "named: chinese")),
        ("last time we took cabs everywhere and it cost a fortune", "named: cabs"),
    ]),
    (HOUSTON, [
        ("flying was a disaster for us last year", ({"transportation": "no flight"}, "named: flying")),
    ]),
)

# (b) a rule with an exception: the exception kept exactly, or named; never the stricter rule in silence
EXCEPTIONS = (
    (SEATTLE, [
        # corrected after scoring: the pace reader refused a pace with days left out, naming it so ("with days left
        # out"), never widened to every day; since stop 88 it keeps every day but day 2 (``Pace.except_days``)
        ("at most one sight a day, except day 2 where we can do more",
         {"pace": {"most": 1, "least": None, "days": None, "except_days": (2,)}}),
        ("no seafood except at one dinner", "named: except"),
    ]),
    (TAMPA, [
        ("no flights, except flying back is fine", "named: except"),
        ("no driving, except a short drive is ok", "named: except"),
    ]),
    (CHICAGO, [
        ("no fast food except on the last day", "named: except"),
        ("restaurants rated 4+, except breakfast can be anywhere", "named: except"),
    ]),
    (HOUSTON, [
        ("no early flights except the one home", ({"flight_times": [window("outbound", depart_from="08:00")]},
                                                  "named: except")),
    ]),
    (NEW_ORLEANS, [
        ("no flights before 9am except on the first day", ({"flight_times": [window("return", depart_from="09:00")]},
                                                           "named: except")),
    ]),
    (LITTLE_ROCK, [
        ("two sights a day max, but on the last day just one", "named: last day"),
        ("no more than 1 sight a day apart from the second day", (pace(most=1, days=(1, 3)),
                                                                 "named: days left out")),  # corrected: as above
    ]),
)

# (c) a hedged or questioning wish: never a firm rule in silence. Corrected in stop 58's review: a hedge a reader reads
# as a rule is kept as the rule with a warning saying so (the rule kept meets the preference whenever a plan exists;
# naming it refused a wish the data can answer, exit 2); a hedge beside a negation is still named (it may read inside out)
HEDGED = (
    (TAMPA, [
        ("a pet-friendly place would be nice if possible, we might bring the dog", {"house_rule": "pets"}),
        ("not sure about seafood, maybe avoid it?", "named: seafood"),
    ]),
    (SEATTLE, [
        ("parties? maybe", {"house_rule": "parties"}),
        # corrected after scoring: the benchmark's own texts say "should ideally be entire rooms" for its firm rule, so
        # "ideally" read as the rule is right too
        ("an entire home ideally", ({"room_type": "entire room"}, "named: entire home")),
        ("can you make sure there are no flights?", {"transportation": "no flight"}),
    ]),
    (CHICAGO, [
        ("maybe italian one night?", {"cuisine": ["Italian"]}),
        ("possibly no early flights, we'll see", "named: early flights"),
    ]),
    (LITTLE_ROCK, [
        ("smoking allowed would be a bonus", {"house_rule": "smoking"}),
    ]),
    (HOUSTON, [
        ("a 4 star hotel if you can swing it", {"min_stay_rating": 4.0}),
        ("could we maybe skip flying if it's not too much hassle", "named: flying"),
    ]),
)

# (d) amounts: numbers in words without a currency word; upper bounds read as the maximum of what they name
AMOUNTS = (
    (TAMPA_NO_BUDGET, [
        ("we can spend twenty-two hundred total", {"budget": 2200.0}),
        ("keep it all under a grand total", {"budget": 1000.0}),
    ]),
    (SEATTLE_NO_BUDGET, [
        ("budget is thirty five hundred", {"budget": 3500.0}),
        ("we can do eighteen hundred for the whole thing", {"budget": 1800.0}),
    ]),
    (CHICAGO_NO_BUDGET, [
        ("we've got nineteen hundred to spend", {"budget": 1900.0}),
        ("two grand max", {"budget": 2000.0}),
    ]),
    (LITTLE_ROCK_NO_BUDGET, [
        ("budget: two thousand five hundred", {"budget": 2500.0}),
        ("thirty two hundred", {"budget": 3200.0}),  # an amount in words as an item of the request, as "3200" is
        ("nothing over $3,000", {"budget": 3000.0}),  # HEAD: refused as a minimum
    ]),
    (SEATTLE_NO_BUDGET, [
        ("two of us, twenty one hundred", {"budget": 2100.0}),
    ]),
    (HOUSTON, [
        ("nothing over $500 a night", {"max_night_price": 500.0}),
        ("no hotel above $180 a night", {"max_night_price": 180.0}),
        ("nothing above 40 per head for food", {"max_meal_cost": 40.0}),
        ("no place pricier than $90 a night", {"max_night_price": 90.0}),
    ]),
    (ATLANTA, [
        ("nothing over 300 for the hotel per night", {"max_night_price": 300.0}),
        ("no meal over twenty five dollars per person", {"max_meal_cost": 25.0}),
    ]),
)

# (e) children with ages: the party size; the children-under-10 house rule exactly when one is under 10
CHILDREN = (
    (TAMPA_NO_PARTY, [
        ("it's me, my husband and our two girls (4 and 12)", {"people_number": 4, "house_rule": KIDS}),
        ("2 adults and 3 kids (ages 11, 13, 15)", {"people_number": 5}),
        ("me and my 3 daughters, all teenagers", {"people_number": 4}),
        ("my wife, me and the twins, they're 7", {"people_number": 4, "house_rule": KIDS}),
    ]),
    (HOUSTON_NO_PARTY, [
        ("two parents plus kids aged 6 and 8", {"people_number": 4, "house_rule": KIDS}),
        ("family of five: two adults and kids 10, 12 and 3", {"people_number": 5, "house_rule": KIDS}),
        ("my son (9) and I", {"people_number": 2, "house_rule": KIDS}),
    ]),
    (SEATTLE_NO_PARTY, [
        ("grandma, grandpa and 2 grandkids aged 10 and 11", {"people_number": 4}),
        ("3 adults, 1 child (age 14)", {"people_number": 4}),
        ("us two and our 3 boys (all over 10)", {"people_number": 5}),
    ]),
)

# (f) lower-case or punctuated names of the data's sights and restaurants, matched in the trip's cities
NAMES = (
    (SEATTLE, [
        ("we have to see pike place market", {"must_see": ["Pike Place Market"]}),
        ("we don't want to go to the gum wall", {"avoid_sights": ["The Gum Wall"]}),
    ]),
    (CHICAGO, [
        ("must visit the shedd aquarium and navy pier", {"must_see": ["Shedd Aquarium", "Navy Pier"]}),
    ]),
    (NEW_ORLEANS, [
        ("we want to see st. louis cathedral", {"must_see": ["St. Louis Cathedral"]}),
        ("let's eat at Mr. Momo one night", {"eat_at": ["Mr. Momo"]}),
    ]),
    (HOUSTON, [
        ("must see the gerald d. hines waterwall park", {"must_see": ["Gerald D. Hines Waterwall Park"]}),
    ]),
    (LITTLE_ROCK, [
        ("we'd love to visit the William J. Clinton Library and Museum",
         {"must_see": ["William J. Clinton Library and Museum"]}),
        ("we must see the H.U. Lee International Gate and Garden", {"must_see": ["H.U. Lee International Gate and Garden"]}),
    ]),
    (TAMPA, [
        ("we must visit the henry b. plant museum", {"must_see": ["Henry B. Plant Museum"]}),
        ("skip D.A.A., we've heard bad things", {"avoid_restaurants": ["D.A.A."]}),
    ]),
    (HUNTSVILLE, [
        ("the U.S. Space & Rocket Center is a must", {"must_see": ["U.S. Space & Rocket Center"]}),
    ]),
    (ATLANTA, [
        ("we must see the martin luther king jr. national historical park",
         {"must_see": ["Martin Luther King, Jr. National Historical Park"]}),
    ]),
    (DALLAS, [
        ("we'd like to eat at R. Ahmad Food", {"eat_at": ["R. Ahmad Food"]}),
    ]),
)

# (g) cheers and set phrases: quiet talk, no false alarm
CHEERS = (
    (NEW_ORLEANS, [("geaux tigers!", {}), ("laissez les bons temps rouler", {})]),
    (LITTLE_ROCK, [("woo pig sooie!", {}), ("hogs win!", {})]),
    (SEATTLE, [("go hawks!", {}), ("woohoo!!", {})]),
    (HOUSTON, [("hook 'em horns", {}), ("yee-haw partner", {})]),
    (CHICAGO, [("go cubs go", {}), ("bear down!", {})]),
    (TAMPA, [("war eagle!", {}), ("fingers crossed!", {})]),
)

# (h) people and places of the talk: no destination, house rule or person read from them
TALK = (
    (TAMPA, [
        ("italian please, we had amazing pasta in Boston", {"cuisine": ["Italian"]}),
        # corrected (another helper's rule, same stop): "would be great" may be named as a preference; this kind checks
        # only that Kansas City, told of a past meal, is no destination
        ("bbq would be great, like the stuff we had in Kansas City", ({"more_cuisines": ["BBQ"]},
                                                                      "named: bbq would be great")),
    ]),
    (SEATTLE, [
        ("my daughter is staying with her aunt in Portland", {"people_number": 2}),
        ("my mom flew out of Phoenix last week and said it was fine", {}),
    ]),
    (CHICAGO, [
        ("my brother lives in Milwaukee", {}),
        ("we're leaving the baby with my parents", {"people_number": 2}),
    ]),
    (NEW_ORLEANS, [
        ("the dog stays home with the neighbors", {"people_number": 4}),
    ]),
    (HOUSTON, [
        ("our kids are staying with grandma in Austin", {"people_number": 2}),
        ("my sister in Dallas says hi", {}),
    ]),
    (LITTLE_ROCK, [
        ("we met in Memphis 20 years ago", {}),
    ]),
)

KINDS = {"past experience": PAST_EXPERIENCE, "exceptions": EXCEPTIONS, "hedged": HEDGED, "amounts": AMOUNTS,
         "children": CHILDREN, "names": NAMES, "cheers": CHEERS, "talk": TALK}

# HEAD (8d555ec) per kind: read right / named / wrongly read / false alarm, measured before any fix.
HEAD_FIGURES: dict[str, tuple[int, int, int, int]] = {
    "past experience": (3, 2, 7, 0), "exceptions": (0, 3, 7, 0), "hedged": (2, 1, 7, 0), "amounts": (11, 0, 5, 0),
    "children": (4, 0, 6, 0), "names": (12, 0, 1, 0), "cheers": (4, 0, 0, 8), "talk": (0, 0, 6, 4),
}

# Misses measured and left visible: each must stay listed until a general rule reads it.
KNOWN_GAPS: dict[str, list[str]] = {
    # the night price reader wants "per night" right after the amount ("nothing over 300 per night for the hotel" is
    # read); here the clause is named as not understood, never dropped
    "amounts": ["nothing over 300 for the hotel per night"],
    "children": [
        # (stop 62, CHAT16: "grandma, grandpa and 2 grandkids aged 10 and 11" left this list: parents listing their
        # children right after them are the party, companions._THEIR_KIDS, so 4 is read)
        # the party (5) and no house rule are read, but the note "(all over 10)" is named as not understood: no reader
        # claims an age note after "boys" (the house rule's own words are kids, children ...)
        "us two and our 3 boys (all over 10)",
    ],
    # cheers with no cheer's form ("go X", "X win", "'em", a whoop): named as not understood, never read as a wish (a rule
    # of short lower-case exclamations silenced "northern lights!!!", a thing asked: not kept)
    "cheers": ["bear down!", "war eagle!"],
}

SPEC_FIELDS = ("people_number", "budget")


def _one(text: str, expected: dict | str, sandbox, base: str) -> str:
    """The outcome of one reading; the TripSpec's own fields (party size, budget) checked beside the constraints."""
    if isinstance(expected, str):
        return outcome(text, expected, sandbox, base)
    fields = {k: v for k, v in expected.items() if k in SPEC_FIELDS}
    found = outcome(text, {k: v for k, v in expected.items() if k not in SPEC_FIELDS}, sandbox, base)
    if found != "read right" or not fields:  # a party size or budget asked for is a wish: never a false alarm
        return "wrongly read" if fields and found == "false alarm" else found
    spec = parse_once(base + text, sandbox).spec
    return "read right" if all(getattr(spec, k) == v for k, v in fields.items()) else "wrongly read"


def _outcome(text: str, expected, sandbox, base: str) -> str:
    """The best outcome among the readings that are right for ``text`` (one, or a tuple of them)."""
    found = [_one(text, e, sandbox, base) for e in (expected if isinstance(expected, tuple) else (expected,))]
    return min(found, key=OUTCOMES.index)


def tally_of(corpora, sandbox) -> dict[str, list[str]]:
    """The wishes of each (base, [(wish, expected), ...]) pair sorted by outcome; the counts are printed (``-s``)."""
    tally: dict[str, list[str]] = {name: [] for name in OUTCOMES}
    for base, corpus in corpora:
        for text, expected in corpus:
            tally[_outcome(text, expected, sandbox, base)].append(text)
    print({k: len(v) for k, v in tally.items()})
    return tally


@pytest.mark.parametrize("kind", list(KINDS))
def test_the_fourth_lead_probe_reads_as_written(kind, sandbox):
    tally = tally_of(KINDS[kind], sandbox)
    missed = sorted(tally["wrongly read"] + tally["false alarm"])
    assert sum(len(v) for v in tally.values()) >= 8 and missed == sorted(KNOWN_GAPS.get(kind, [])), missed


# --- the rules, each on sentences of its own ------------------------------------------------------------------------

@pytest.mark.parametrize(("clause", "why"), [
    ("a hotel with free cancellation would be a bonus, no smoking rooms if possible", "preference"),
    ("maybe no mexican?", "preference"),
    ("no self-driving except for the drive home", "exception"),
    ("restaurants with 4 stars or more apart from lunch", "exception"),
    ("the red-eye we took last year was horrible", "past trip"),
    ("the bbq joints on our previous trip were disgusting", "past trip"),
])
def test_a_wish_said_softly_with_an_exception_or_by_a_story_is_named(clause, why):
    from himap_travel.domain.parsing.soft_wishes import soft_wish
    assert why in (soft_wish(clause) or "").format(wish=clause)


@pytest.mark.parametrize(("said", "rule"), [
    ("we'd love chinese food if at all possible", {"cuisine": ["Chinese"]}),
    ("a pool would be a bonus, but a 3 star hotel if you can swing it", {"min_stay_rating": 3.0}),
    ("perhaps some pizza one night", {"more_cuisines": ["Pizza"], "meal_wishes": [  # (one night: a dinner, since stop 96)
        {"meal": "dinner", "cuisine": "Pizza", "restaurant": None}]}),
])
def test_a_hedge_a_reader_reads_is_kept_as_the_rule_and_said(said, rule, sandbox):
    """Stop 58's review: a hedged wish the data can answer is planned as its rule with a warning, never refused (exit 2)
    nor kept in silence; a hedge beside a negation stays named (``maybe no mexican?`` above)."""
    request = parse_once(TAMPA + said, sandbox)
    assert {k: v for k, v in request.spec.local_constraint.model_dump().items() if v is not None} == rule
    assert any("kept as a rule" in w for w in request.warnings)


@pytest.mark.parametrize("clause", [
    "no mexican food",  # a plain rule
    "maybe we'll finally relax",  # a hedge, no rule read
    "we loved the seafood on our last trip",  # a story, nothing judged bad
    "our last hotel had a shared room, never again",  # "never again" read by the room type's reader
    "no driving at all",
])
def test_a_plain_wish_or_talk_is_no_soft_wish(clause):
    from himap_travel.domain.parsing.soft_wishes import soft_wish
    assert soft_wish(clause) is None


def test_a_hedge_said_alone_joins_the_wish_before_it():
    from himap_travel.domain.parsing.soft_wishes import with_bare_hedges
    assert list(with_bare_hedges(["pets", "perhaps", "no flights"])) == ["pets, perhaps", "no flights"]
    assert list(with_bare_hedges(["maybe"])) == ["maybe"]


@pytest.mark.parametrize(("clause", "cheer"), [
    ("go pack go", True), ("roll tide roll", True), ("gig 'em aggies", True), ("woo hoo", True), ("huskies win!", True),
    ("northern lights!!!", False), ("go to the zoo", False), ("no flights!", False), ("ocean view", False),
    ("Fort Sumter!", False), ("we want a pool!", False),
])
def test_a_cheer_is_talk(clause, cheer):
    from himap_travel.domain.parsing.clause_form import is_cheer
    assert is_cheer(clause) is cheer


@pytest.mark.parametrize(("said", "dest"), [
    ("my aunt lives in Memphis, she says hi", "Chicago"),
    ("we ate the best tacos of our lives in San Antonio", "Chicago"),
    ("my husband and I want to fly from Miami to Chicago", "Chicago"),  # the party travels: no talk
])
def test_a_place_of_someone_else_or_of_a_past_meal_is_talk(said, dest, sandbox):
    base = "Plan a 3-day trip from Miami to Chicago for 2 people, March 11 to 13, 2022, with a budget of $2,600. "
    request = parse_once(base + said, sandbox)
    assert request.spec.dest == dest and not request.not_kept


@pytest.mark.parametrize(("said", "rule"), [
    ("our sons (3 and 14)", ("children under 10",)), ("the kids 12, 11 and 6", ("children under 10",)),
    ("the twins, they are 5", ("children under 10",)), ("our kids (both over 10)", None),
    ("2 kids, all older than 10", None), ("kids 11 and 13", None), ("the cat stays home with my mom", None),
    ("we're leaving the kids with grandpa", None),
])
def test_children_by_ages_and_those_left_home(said, rule):
    from himap_travel.domain.constraints.house_rule import asked_rules
    assert asked_rules(said)[0] == rule


@pytest.mark.parametrize(("said", "count"), [
    ("me and my husband plus kids aged 3 and 5", 4), ("the two of us and grandkids 9, 12 and 14", 5),
    ("we two and 2 friends", 4),
])
def test_a_party_counted_from_ages_and_from_us_two(said, count):
    from himap_travel.domain.parsing.people import read_people
    assert read_people(said, []).count == count


@pytest.mark.parametrize(("text", "breaks"), [
    ("we want the U.S. Space & Rocket Center", 0), ("eat at p.f. chang's please", 0), ("it's my wife and I. Then", 1),
    ("we land at 8 a.m. Then", 1), ("H.U. Lee gardens", 0),
])
def test_a_full_stop_after_initials_ends_no_clause(text, breaks):
    import re

    from himap_travel.domain.text.words import NOT_AFTER_ABBREVIATION
    assert len(re.findall(rf"{NOT_AFTER_ABBREVIATION}[.!?;]+(?=\s|$)", text)) == breaks


@pytest.mark.parametrize(("said", "expected"), [
    ("dinner at p.f. chang's one night", {"eat_at": ["P.F. Chang's"]}),
    ("please no P.F. Chang's", {"avoid_restaurants": ["P.F. Chang's"]}),
])
def test_a_name_with_initials_is_read_whole(said, expected, sandbox):
    base = "Plan a 3-day trip from Nashville to Chattanooga for 2 people, March 4 to 6, 2022, with a budget of $1,800. "
    assert _one(said, expected, sandbox, base) == "read right"


def test_a_budget_of_a_grand_in_words_is_read_and_nothing_named(sandbox):
    base = "Plan a 3-day trip from Atlanta to Tampa for 2 people, March 8 to 10, 2022. "
    request = parse_once(base + "we need to stay under a grand all in", sandbox)
    assert request.spec.budget == 1000.0 and not request.not_kept


@pytest.mark.parametrize(("said", "budget"), [
    ("Reno to Las Vegas, March 3-5, 2 people, nothing above $1,200.", 1200.0),  # a most, never a minimum
    ("Reno to Las Vegas, March 3-5, 2 people, eighteen hundred", 1800.0),  # words as an item, as "1800" is
    ("Buenos dias! Reno to Las Vegas, March 3-5, 2 people, $900, ciao", 900.0),  # greetings are talk
])
def test_a_budget_said_as_a_most_or_in_words_as_an_item(said, budget, sandbox):
    request = parse_once(said, sandbox)
    assert request.spec.budget == budget and not request.not_kept
