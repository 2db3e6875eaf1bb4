"""The lead's sixth probe (issue 38, stop 58, helper MISC38): nine kinds of wish the lead found misread on HEAD 8d555ec,
written out in new sentences on trips of the data (March 2022) BEFORE any fix, with the reading a careful human wants.

The kinds: (a) a self-correction inside one request ("we'll be 3 actually"): the later value, with a warning naming
the change, never a contradiction; (b) a budget said per person apart from its amount ("the budget is per person
btw"): budget x people, said in the readings; (c) a second, lower total beside the budget in the budget's own clause:
the lower read as the budget with a warning, or named; (d) a way of travel on a condition ("only drive if flights are
over 300"): named, never a ban; (e) a nightly price per person said with "each" before "per night": the per-person
price, never a people count; (f) a cuisine wanted at one meal every day ("breakfast at a cafe every morning"): the
every-day part named; (g) avoiding a place the trip's cities do not have: kept trivially (the plan cannot contain it)
with a warning naming it, where a near miss keeps its "did you mean"; (h) a preference with an acceptable fallback
("private room is fine but an entire home would be better"): the preference named, nothing made a hard rule; (i) one
unknown cuisine beside known ones ("skip bbq and steakhouses"): the known kept, the unknown named.

Scored as the other corpora (read right / named / wrongly read / false alarm, printed with ``-s``), with a request's
budget, people and warnings checked too (``_outcome``). HEAD (pristine copy, 8d555ec), measured before any fix:
``HEAD_FIGURES``: of the 58 wishes, 3 read right, 11 named, 44 wrongly read (silent: the two budget corrections said
with a bare number, every per-person budget, three second totals, three every-day cuisines; four corrections got the
right value with a warning that does not say it, counted wrong here; inverse or stricter: an entire home made a hard
rule, flights banned on a condition, "no sushi or seafood" wanting Seafood; refused: the places the data lacks, "for under
100 each per night", "skip bbq and steakhouses"). Now (the rules below): 23 read right, 31 named, 4 wrongly read
(``KNOWN_GAPS``, each refused or named, none silent); controls 7 of 7 on both.
Expectations corrected after scoring are marked where they stand, with why.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.parsing import QueryParseError
from tests.support.reading_once import parse_once
from tests.support.reading_scoring import OUTCOMES, every_meal

NASHVILLE = "Plan a 3-day trip from Chicago to Nashville for 2 people, March 12 to 14, 2022, with a budget of $2,200. "
SEATTLE = "Plan a 3-day trip from San Francisco to Seattle for 2 people, March 5 to 7, 2022, with a budget of $2,600. "
PHOENIX = "Plan a 3-day trip from Los Angeles to Phoenix for 4 people, March 20 to 22, 2022, with a budget of $3,000. "
DENVER = "Plan a 4-day trip from Dallas to Denver for 3 people, March 4 to 7, 2022, budget $4,000. "
SF = "We're going from Seattle to San Francisco for 3 days, March 10-12 2022, 2 people, budget 3000. "

# (a) the later value of a self-correction, with a warning naming it
CORRECTIONS = (
    (NASHVILLE, [
        ("Actually we'll be 3, my mom decided to join us.", {"people": 3, "budget": 2200, "warning": "3 travellers"}),
        ("oh wait, make the budget 2500 instead", {"people": 2, "budget": 2500, "warning": "$2,500"}),
    ]),
    (SEATTLE, [
        ("correction: there will be four of us, not two", {"people": 4, "budget": 2600, "warning": "4 travellers"}),
        ("Budget 2600, actually make it 3000.", {"people": 2, "budget": 3000, "warning": "$3,000"}),
    ]),
    (PHOENIX, [
        ("sorry, it's 5 people now, my cousin is coming too", {"people": 5, "budget": 3000, "warning": "5 travellers"}),
        ("scratch that budget, we can do $3,500", {"people": 4, "budget": 3500, "warning": "$3,500"}),
    ]),
    (DENVER, [
        ("update: one person dropped out so just 2 of us", {"people": 2, "budget": 4000, "warning": "2 travellers"}),
        ("I meant $4,500 not $4,000", {"people": 3, "budget": 4500, "warning": "$4,500"}),
    ]),
)

# (b) a budget said per person apart from its amount: budget x people, said
PER_PERSON_APART = (
    (NASHVILLE, [
        ("the budget is per person btw", {"people": 2, "budget": 4400, "warning": "$4,400"}),
        ("that's $2,200 each", {"people": 2, "budget": 4400, "warning": "$4,400"}),
    ]),
    (SEATTLE, [
        ("oh and the budget is for each of us", {"people": 2, "budget": 5200, "warning": "$5,200"}),
        ("Budget is per head.", {"people": 2, "budget": 5200, "warning": "$5,200"}),
    ]),
    (PHOENIX, [
        ("the 3000 is per person, not total", {"people": 4, "budget": 12000, "warning": "$12,000"}),
    ]),
    (DENVER, [
        ("just to be clear that budget is per person", {"people": 3, "budget": 12000, "warning": "$12,000"}),
    ]),
)


def _lower(amount: int, words: str) -> tuple[dict, dict]:
    """A second, lower total: read as the budget with a warning, or named."""
    return {"budget": amount, "warning": f"${amount:,}"}, {"named": words}


# (c) a second, lower total beside the budget
LOWER_TOTAL = (
    (NASHVILLE, [
        ("total spend must stay under 2000 even though budget is 2200", _lower(2000, "under 2000")),
        ("but we really don't want to spend more than $1,900 all in", _lower(1900, "1,900")),
    ]),
    (SEATTLE, [
        ("we'd rather keep the whole thing below $2,300 though", _lower(2300, "2,300")),
        ("hard cap of 2400 total please, the 2600 budget is the absolute max", _lower(2400, "2400")),
    ]),
    (PHOENIX, [
        ("Spending must not exceed 2,800 overall, budget or not.", _lower(2800, "2,800")),
    ]),
    (DENVER, [
        ("the real limit is 3500 total, the budget of 4000 includes a cushion", _lower(3500, "3500")),
    ]),
)

# (d) a way of travel on a condition: named, never a ban
ON_A_CONDITION = (
    (NASHVILLE, [
        ("only want to drive if flights are over 300", {"named": "over 300", "local": {}}),
        ("if airfare goes over 350 we'll just drive", {"named": "over 350", "local": {}}),
    ]),
    (SEATTLE, [
        ("we'll take a taxi only when the flight costs more than $250", {"named": "more than $250", "local": {}}),
    ]),
    (PHOENIX, [
        ("no flying unless tickets are under $150 each", {"named": "unless tickets are under"}),
    ]),
    (DENVER, [
        ("drive only if the plane tickets are too expensive", {"named": "too expensive", "local": {}}),
        ("no flights if they're more than 300 bucks", {"named": "more than 300"}),
    ]),
    (SF, [
        ("we'd rather not fly if the fares are above 200 dollars", {"named": "above 200", "local": {}}),
    ]),
)

# (e) a nightly price per person with "each" before "per night"
EACH_PER_NIGHT = (
    (NASHVILLE, [
        ("hotel for under 100 each per night", {"local": {"max_night_price_per_person": 100.0}}),
        ("nothing above $110 each per night for the hotel", {"local": {"max_night_price_per_person": 110.0}}),
    ]),
    (SEATTLE, [
        ("a place for no more than 90 each per night", {"local": {"max_night_price_per_person": 90.0}}),
        ("Looking for a room for under 85 each per nite", {"local": {"max_night_price_per_person": 85.0}}),
    ]),
    (PHOENIX, [
        ("lodging at most $60 each per night", {"local": {"max_night_price_per_person": 60.0}}),
    ]),
    (SF, [
        ("accommodation under 75 dollars each per night", {"local": {"max_night_price_per_person": 75.0}}),
    ]),
)

# (f) a cuisine at one meal every day: kept at every such meal since stop 77 (``meal_wishes``, ``every``; before, the
# every-day part was named); with no meal said ("every day"), or after a meal, it is still named
EVERY_DAY_MEAL = (
    (NASHVILLE, [
        ("Breakfast at a cafe every morning please", {"local": {"more_cuisines": ["Cafe"],
                                                                "meal_wishes": every_meal("Cafe", "breakfast")}}),
        ("bbq for lunch daily", {"local": {"more_cuisines": ["BBQ"],
                                           "meal_wishes": every_meal("BBQ", "lunch")}}),
    ]),
    (SEATTLE, [
        ("we want seafood for dinner each day", {"local": {"more_cuisines": ["Seafood"], "meal_wishes": every_meal("Seafood", "dinner")}}),
        ("coffee at a cafe every day", {"named": "every day"}),
    ]),
    (DENVER, [
        ("dessert after every dinner", {"named": "every dinner"}),
    ]),
    (SF, [
        ("a bakery breakfast each morning", {"local": {"more_cuisines": ["Bakery"], "meal_wishes": every_meal("Bakery", "breakfast")}}),
    ]),
)

# (g) avoiding a place the trip's cities do not have: kept trivially, with a warning naming it
NO_SUCH_PLACE = (
    (SF, [
        ("please skip Lombard Street, heard it's packed", {"warning": "Lombard Street"}),
    ]),
    (DENVER, [
        ("Can we avoid Red Rocks? my knees", {"warning": "Red Rocks"}),
        ("no Coors Field for us, we hate baseball", {"warning": "Coors Field"}),
    ]),
    (PHOENIX, [
        ("we want to avoid Camelback Mountain", {"warning": "Camelback Mountain"}),
    ]),
    (NASHVILLE, [
        ("stay away from the Wildhorse Saloon, too touristy", {"warning": "Wildhorse Saloon"}),
    ]),
    (SEATTLE, [
        ("please skip the Starbucks Reserve Roastery", {"warning": "Starbucks Reserve Roastery"}),
        # corrected after scoring (a decision, docs/vocabulary-meals-sights.md): a place the data has in another city is
        # refused saying where it is (the origin's restaurants can be in a plan; the request may have the wrong city)
        ("skip Alcatraz", {"named": "is in San Francisco"}),
    ]),
)

# (h) a preference with an acceptable fallback: the preference named, nothing made a hard rule
ROOM_FREE = ({"named": "would be better", "local": {}}, {"named": "would be better", "local": {"room_type": "not shared room"}})
PREFERENCE_WITH_FALLBACK = (
    (NASHVILLE, [
        ("private room is fine but an entire home would be better", ROOM_FREE),
    ]),
    (SEATTLE, [
        ("a private room works, though we'd prefer the whole apartment", (
            {"named": "prefer the whole apartment", "local": {}},
            {"named": "prefer the whole apartment", "local": {"room_type": "not shared room"}})),
    ]),
    (PHOENIX, [
        ("shared rooms are ok but private would be nicer", ({"named": "would be nicer", "local": {}},)),
    ]),
    (DENVER, [
        ("entire home ideally, a private room is acceptable too", (
            {"named": "ideally", "local": {}}, {"named": "ideally", "local": {"room_type": "not shared room"}})),
    ]),
    (SF, [
        ("we'd like an entire place if possible but a private room is ok", (
            {"named": "if possible", "local": {}}, {"named": "if possible", "local": {"room_type": "not shared room"}})),
        ("non-smoking would be better, but smoking is fine", ({"named": "would be better", "local": {}},)),
    ]),
)

# (i) one unknown cuisine beside known ones: the known kept, the unknown named
UNKNOWN_BESIDE_KNOWN = (
    (NASHVILLE, [
        ("skip bbq and steakhouses", {"named": "steakhouses", "local": {"avoid_cuisines": ["BBQ"]}}),
        # corrected after scoring: a cuisine ASKED FOR that the data lacks is refused naming it (the documented rule, fail
        # closed: a plan without it lacks what was asked); only a ruled-out one is kept trivially and named
        ("we'd like french and ethiopian restaurants", {"named": "ethiopian"}),
    ]),
    (SEATTLE, [
        ("no sushi or seafood please", {"named": "sushi", "local": {"avoid_cuisines": ["Seafood"]}}),
        ("nothing vietnamese or chinese", {"named": "vietnamese", "local": {"avoid_cuisines": ["Chinese"]}}),
    ]),
    (PHOENIX, [
        ("we want mexican and thai food", {"named": "thai"}),  # corrected as the one above
    ]),
    (DENVER, [
        ("avoid fast food and diners", {"named": "diners", "local": {"avoid_cuisines": ["Fast Food"]}}),
    ]),
)

# Controls: readings the fixes must leave as they were
CONTROLS = (
    (NASHVILLE, [
        ("skip bbq", {"local": {"avoid_cuisines": ["BBQ"]}}),
        # corrected after scoring on HEAD: "the budget is $1,100 per person" (a second statement, consistent) was a
        # control here; HEAD refuses it as several budgets, which is none of this probe's kinds: taken out
        ("no bbq, no steakhouses either", {"named": "steakhouses", "local": {"avoid_cuisines": ["BBQ"]}}),
        ("hotel for under $100 per person per night", {"local": {"max_night_price_per_person": 100.0}}),
    ]),
    (SEATTLE, [
        ("skip the Space Needle", {"local": {"avoid_sights": ["Space Needle"]}}),
        # corrected after scoring on HEAD: "we'd prefer not to fly" was a control named as a preference; HEAD bans
        # flights, which is kind (h) said of a way of travel: left to the issue (not one of the lead's nine kinds)
        ("no flights", {"local": {"transportation": "no flight"}}),
    ]),
    (DENVER, [
        # a near miss keeps its reading of the data's place, said (corrected after scoring: HEAD reads it with a warning,
        # which is what the "did you mean" rule does for one close spelling)
        ("avoid the Denver Zooo", {"local": {"avoid_sights": ["Denver Zoo"]}, "warning": "as 'Denver Zoo'"}),
        ("entire home please", {"local": {"room_type": "entire room"}}),
    ]),
)

KINDS = {"a corrections": CORRECTIONS, "b per person apart": PER_PERSON_APART, "c lower total": LOWER_TOTAL,
         "d on a condition": ON_A_CONDITION, "e each per night": EACH_PER_NIGHT, "f every day meal": EVERY_DAY_MEAL,
         "g no such place": NO_SUCH_PLACE, "h preference with fallback": PREFERENCE_WITH_FALLBACK,
         "i unknown beside known": UNKNOWN_BESIDE_KNOWN, "controls": CONTROLS}


def _one(text: str, expected: dict, sandbox) -> str:
    """The outcome of ``text`` against one acceptable reading: ``local`` (exact, {} unless given), ``people`` and
    ``budget`` (when given), ``warning`` (words of a warning or a reading), or ``named`` (words of a wish named as
    not kept, or of a refusal, with ``local`` checked only when given)."""
    try:
        request = parse_once(text, sandbox)
    except QueryParseError as error:
        named = expected.get("named")
        said = [*error.problems, *(s for v in error.suggestions.values() for s in v)]
        # a refusal naming the wish, unless constraints must be read beside it (a refusal reads none)
        return "named" if named and not expected.get("local") and any(named in p for p in said) else "wrongly read"
    local = {k: v for k, v in request.spec.local_constraint.model_dump().items() if v is not None}
    if "named" in expected:
        named = any(expected["named"] in f"{w.wish} {w.reason}" for w in request.not_kept)
        return "named" if named and local == expected.get("local", local) else "wrongly read"
    said = " | ".join([*request.warnings, *request.readings])
    right = (not request.not_kept and local == expected.get("local", {})
             and all(getattr(request.spec, f) == expected[k] for k, f in (("people", "people_number"),
                                                                           ("budget", "budget")) if k in expected)
             and expected.get("warning", "") in said)
    return "read right" if right else "wrongly read"


def _outcome(text: str, expected, sandbox, base: str) -> str:
    """The best outcome among the acceptable readings (one dict, or a tuple of them)."""
    found = [_one(base + text, e, sandbox) for e in (expected if isinstance(expected, tuple) else (expected,))]
    return next((o for o in ("read right", "named") if o in found), "wrongly read")


def score(corpora, sandbox) -> dict[str, list[str]]:
    tally: dict[str, list[str]] = {name: [] for name in OUTCOMES}
    for base, corpus in corpora:
        for text, expected in corpus:
            tally[_outcome(text, expected, sandbox, base)].append(text)
    print({k: len(v) for k, v in tally.items()})
    return tally


# HEAD (8d555ec) per kind: read right / named / wrongly read / false alarm, measured before any fix.
HEAD_FIGURES: dict[str, tuple[int, int, int, int]] = {
    "a corrections": (0, 0, 8, 0), "b per person apart": (0, 0, 6, 0), "c lower total": (0, 3, 3, 0),
    "d on a condition": (0, 3, 4, 0), "e each per night": (3, 0, 3, 0), "f every day meal": (0, 3, 3, 0),
    "g no such place": (0, 0, 7, 0), "h preference with fallback": (0, 0, 6, 0), "i unknown beside known": (0, 2, 4, 0),
    "controls": (6, 1, 0, 0),
}

# Misses measured and left visible: each must stay listed until a general rule reads it (with why).
KNOWN_GAPS: dict[str, list[str]] = {
    # "one person dropped out" is read as a count of 1 beside "2 of us": refused as counts that contradict (fail closed)
    # ("I meant $4,500 not $4,000" passes since stop 59, LEFT38: the amount "not" takes back is no amount of its clause)
    "a corrections": ["update: one person dropped out so just 2 of us"],
    # "$250" said of the flight's cost is read as a second budget: refused as several budgets (fail closed, wrong reason)
    "d on a condition": ["we'll take a taxi only when the flight costs more than $250"],
    # "Red Rocks" is matched, said in short, to Red Rock Canyon Open Space in Colorado Springs: refused naming where it
    # is (fail closed), where the wish is the Red Rocks amphitheatre the data does not have
    "g no such place": ["Can we avoid Red Rocks? my knees"],
}


@pytest.mark.parametrize("kind", list(KINDS))
def test_the_sixth_lead_probe_reads_as_written(kind, sandbox):
    tally = score(KINDS[kind], sandbox)
    missed = sorted(tally["wrongly read"] + tally["false alarm"])
    assert sum(len(v) for v in tally.values()) >= 5 and missed == sorted(KNOWN_GAPS.get(kind, [])), missed


# --- the rules, one by one ---------------------------------------------------------------------------------------


def _read(text: str, sandbox, base: str = NASHVILLE):
    return parse_once(base + text, sandbox)


def test_a_budget_corrected_is_the_later_one_with_its_value_said(sandbox):
    request = _read("oh wait, make the budget 2500 instead", sandbox)
    assert request.spec.budget == 2500 and any("$2,500" in w and "corrects" in w for w in request.warnings)


def test_a_second_budget_without_a_correction_is_refused_never_dropped(sandbox):
    with pytest.raises(QueryParseError) as error:
        _read("our budget is 2500 for real", sandbox)
    assert any("several budget amounts" in p for p in error.value.problems)


def test_a_value_taken_back_by_not_is_no_value_after_a_correction(sandbox):
    request = _read("correction: there will be three of us, not two", sandbox)
    assert request.spec.people_number == 3 and any("3 travellers" in w for w in request.warnings)


def test_the_budget_said_per_person_apart_is_multiplied_out_and_said(sandbox):
    request = _read("the budget is per person btw", sandbox)
    assert request.spec.budget == 4400 and any("$4,400" in r for r in request.readings)


def test_an_amount_said_each_that_is_not_the_budget_leaves_the_budget_a_total(sandbox):
    from himap_travel.domain.parsing.money import _per_person_apart

    assert _per_person_apart("budget $2,200. the tours are, it's 50 each", 2200.0) is None
    assert _per_person_apart("budget $2,200, that's $2,200 each", 2200.0) == "person"


def test_a_second_lower_total_in_the_budget_clause_is_named(sandbox):
    from himap_travel.domain.parsing.caveats import _caveat

    assert _caveat("total spend must stay under 2000 even", 2200.0) is not None
    assert _caveat("hard cap of 2400 total please, the 2600 budget is the absolute max", 2600.0) is not None
    assert _caveat("stay under $100 a night", 2200.0) is None  # a price of a night, no total


def test_a_mode_asked_on_a_condition_is_no_rule_and_is_named(sandbox):
    from himap_travel.domain.constraints import transportation

    assert transportation.read("we only want to drive if flights are over 300", [], [], []) is None
    assert transportation.read("we'll just drive", [], [], []) == "no flight"
    request = _read("only want to drive if flights are over 300", sandbox)
    assert request.spec.local_constraint.transportation is None and request.not_kept


def test_each_per_night_is_a_price_never_a_count_of_travellers(sandbox):
    request = _read("hotel for under 100 each per night", sandbox)
    assert request.spec.people_number == 2 and request.spec.local_constraint.max_night_price_per_person == 100


def test_a_cuisine_every_day_with_no_meal_names_the_every_day_part(sandbox):
    assert any("daily" in w.wish for w in _read("bbq daily", sandbox).not_kept)


def test_a_list_takes_its_first_items_polarity_whether_the_data_labels_it_or_not():
    from himap_travel.domain.constraints import cuisine

    said = cuisine.mentions("no sushi or seafood please", [])
    assert [(m.name, m.avoided) for m in said] == [("Seafood", True)]
    assert [name for *_, name in cuisine.unlabelled_cuisines("skip bbq and steakhouses", [])] == ["Steakhouses"]
    assert [name for *_, name in cuisine.unlabelled_cuisines("nothing vietnamese or chinese", [])] == ["Vietnamese"]


def test_a_place_the_data_has_nowhere_is_kept_out_already_and_said(sandbox):
    request = _read("please skip the Wildhorse Saloon", sandbox)
    assert not request.spec.local_constraint.avoid_sights and any("Wildhorse Saloon" in w for w in request.warnings)
    with pytest.raises(QueryParseError) as error:  # in the data, elsewhere: where it is is said (the request may be wrong)
        _read("skip Alcatraz", sandbox, SEATTLE)
    assert any("is in San Francisco" in p for p in error.value.problems)
    with pytest.raises(QueryParseError):  # wanted, it is refused as before
        _read("we must see the Wildhorse Saloon", sandbox)


def test_a_preference_and_its_fallback_are_no_rule_and_the_benchmarks_ideal_is():
    from himap_travel.domain.parsing.caveats import preference_spans

    text = "private room is fine but an entire home would be better."
    assert preference_spans(text) and all(text[s:e].strip() for s, e in preference_spans(text))
    assert preference_spans("Entire rooms for accommodations would be ideal.") == []
