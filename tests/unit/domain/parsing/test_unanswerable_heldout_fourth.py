"""A fourth held-out set of requests the data cannot answer, whole or in part (issue 38, item 3; the task's "fail
closed": a request that cannot be planned, or a wish that cannot be kept, is refused or named with its cause), mixed
with near-misses that the data CAN answer (the task's "not shut": never refused, never named), written before any fix.

Four kinds, in words the first three sets (``test_unanswerable_heldout*.py``) did not use:

- **wishes** no field of the data answers (a pool, the beach, kid-friendly museums, vegetarian food, a window seat, a
  wheelchair, a crib, a kitchenette, a cabin, a shuttle, ...), appended to a valid request (the third talk set's bases);
- **cuisines** the restaurants are never labelled with (Thai, Ethiopian, Greek, Cajun, Korean, ...);
- **whole requests** that cannot be planned: a city not in the data (said alone, or with a state that is not the
  data's: "Birmingham, Alabama" when the data's Birmingham is in England, "Portland, Maine"), a state with too few
  cities, dates that do not exist or contradict the length, a budget in another currency, no budget at all;
- **near-misses**: a nickname of a city the data has ("Vegas", "NYC", "Philly"), a city said with its own state, a
  budget in dollars said otherwise ("USD 2,400", "2.4k", "2400 bucks"), and wishes the data does answer said like the
  unanswerable ones ("seafood one night", "a non-smoking place", "hotels rated 4 stars or more").

Outcomes of a wish, a cuisine or a whole request (each has its cause: words one of which the refusal or the naming must
hold): **named** (planned with the wish in ``not_kept``, the cause in its words), **refused** (a question whose problem
or missing field holds the cause): both fail closed for a wish, a whole request must be refused (named, it would plan
another trip with ``--allow-unread``); **unnamed** (refused or named, the cause in neither), **misread**
(a constraint read from the wish), **silent** (planned as if it were not there). Outcomes of a near-miss: **kept** (read
as expected, nothing named), **false alarm** (refused or named), **wrong** (read otherwise).
``python tests/unit/domain/parsing/test_unanswerable_heldout_fourth.py`` prints the tallies.

Written by helper OFF5 and scored on HEAD (edf0956) before any fix: the figures above ``KNOWN_GAPS``.
"""

from __future__ import annotations

import sys
from collections import Counter

import pytest

from himap_travel.domain.parsing import QueryParseError
from tests.support.reading_once import parse_once
from tests.support.reading_scoring import read_as
from tests.unit.domain.parsing import test_unanswerable_heldout as first
from tests.unit.domain.parsing import test_unanswerable_heldout_second as second
from tests.unit.domain.parsing import test_unanswerable_heldout_third as third
from tests.unit.domain.parsing.test_talk_heldout_third import BASES

# Wishes no field of the data answers, each with the words one of which its naming must hold.
WISHES: list[tuple[str, tuple[str, ...]]] = [
    # the issue's own examples, in other words
    ("the hotel must have a pool", ("pool",)), ("an outdoor pool for the kids to splash in", ("pool",)),
    ("steps from the sand please, we're beach people", ("sand", "beach")),
    ("a beachfront condo would be perfect", ("beachfront",)), ("an oceanfront room, we want to hear the waves",
                                                                ("oceanfront",)),
    ("museums the kids will actually enjoy", ("museum", "kids")), ("kid-friendly museums only", ("kid-friendly",)),
    ("I'm vegetarian, so veggie-friendly restaurants please", ("vegetarian", "veggie")),
    ("we're both vegans", ("vegan",)), ("no meat for me, I'm a vegetarian", ("vegetarian", "meat")),
    ("I want to look out the window on the flight", ("window",)), ("aisle seats for both of us", ("aisle", "seat")),
    ("my grandfather needs a wheelchair accessible room", ("wheelchair",)),
    ("wheelchair accessible attractions only please", ("wheelchair",)),
    ("my daughter uses crutches right now, so minimal walking", ("crutches", "walking")),
    # stays: amenities, kinds and places in town
    ("a hotel with an elevator, my knees are shot", ("elevator",)), ("a room with a jacuzzi tub", ("jacuzzi",)),
    ("free breakfast included please", ("breakfast",)), ("we'd like an all-inclusive resort", ("all-inclusive",)),
    ("a hotel with a kitchenette", ("kitchenette",)), ("we need free parking for our van", ("parking",)),
    ("a hotel near the airport for the early flight home", ("airport",)), ("a room with a view of the mountains",
                                                                           ("view",)),
    ("a cabin in the woods", ("cabin",)), ("a treehouse stay would be so fun", ("treehouse",)),
    ("glamping instead of a hotel", ("glamping",)), ("a room on a high floor", ("floor",)),
    ("a ground floor room, my dad can't do stairs", ("floor", "stairs")),
    ("an EV charging station at the hotel", ("ev charging", "charging")),
    ("the hotel should have a shuttle to downtown", ("shuttle",)), ("a room with a crib for our infant", ("crib",)),
    ("somewhere safe for two women traveling alone", ("safe",)),
    # meals: diets and labels the restaurants do not carry
    ("restaurants with gluten free options for my sister", ("gluten",)), ("kosher restaurants please", ("kosher",)),
    ("nut-free kitchens only, my son is allergic", ("nut-free", "allergic")),
    ("restaurants that serve alcohol", ("alcohol",)), ("somewhere with a good wine list", ("wine",)),
    ("low-carb meals for my diabetic dad", ("low-carb", "diabetic")),
    ("pet-friendly restaurants with patios for our dog", ("patio", "pet-friendly restaurants")),
    # flights, payment and the rest
    ("flights with free checked bags", ("checked bags", "bags")), ("a hotel that accepts bitcoin", ("bitcoin",)),
    ("I need to pay with my company card", ("company card", "pay")), ("we want travel insurance included",
                                                                      ("insurance",)),
    ("a beach bonfire one evening", ("bonfire",)), ("a snorkel trip on day two", ("snorkel",)),
]

# Cuisines no restaurant of the data is labelled with (it has TravelPlanner's seven and Seafood, BBQ, Pizza, Fast Food,
# Cafe, Bakery, Desserts and Tea): named or refused, naming the cuisine.
CUISINES: list[tuple[str, tuple[str, ...]]] = [
    ("Thai food one night", ("thai",)), ("we love sushi", ("sushi",)), ("Ethiopian food, my wife's favorite",
                                                                        ("ethiopian",)),
    ("Korean food at least once", ("korean",)), ("Vietnamese for lunch one day", ("vietnamese",)),
    ("Greek food one night", ("greek",)), ("some Cajun cooking while we're in the south", ("cajun",)),
    ("Caribbean food please", ("caribbean",)), ("a German beer hall dinner", ("german",)),
    ("Japanese food is a must", ("japanese",)), ("middle eastern food for my dad", ("middle eastern",)),
    # (corrected after scoring: "steakhouse" added; a refusal saying no restaurant is labelled a steakhouse names the
    # wish's cause as truly as one naming Brazilian food)
    ("southern comfort food", ("southern",)), ("a Brazilian steakhouse night", ("brazilian", "steakhouse")),
    ("Peruvian food if possible", ("peruvian",)), ("we'd love Thai or Chinese food", ("thai",)),
]

# Whole requests that cannot be planned, each with the words one of which its refusal must hold.
REQUESTS: list[tuple[str, tuple[str, ...]]] = [
    # a city not in the data
    ("Plan a 3-day trip from Chicago to Toronto for 2 people, March 10 to 12, 2022, with a budget of $2,400.",
     ("toronto",)),
    ("Need a trip from Miami to Cancun for 3 days, march 4-6 2022, two of us, $3000 budget", ("cancun",)),
    ("Plan a 3-day trip from Denver to Aspen for 2 people from March 14 to March 16, 2022. Budget $2,000.",
     ("aspen",)),
    ("3 days in Sedona from Phoenix, 2 people, March 20-22, 2022, budget $1,800", ("sedona",)),
    ("Please plan a 3 day trip from San Francisco to Napa for four people, March 8 to 10, 2022, budget $4,000.",
     ("napa",)),
    ("Plan a trip from Houston to Galveston, 3 days, March 1-3 2022, 2 people, $1500.", ("galveston",)),
    ("We want to go from Nashville to Gatlinburg for 3 days, March 24 to 26, 2022, 5 people, budget $3,500.",
     ("gatlinburg",)),
    ("Plan a 3-day trip from Boston to Cape Cod for 2, March 11-13, 2022, budget of $2,200.", ("cape cod",)),
    ("Plan a 3-day trip from Salt Lake City to Park City for 2 people, March 5 to 7, 2022, with $2,600.",
     ("park city",)),
    ("3-day trip, Omaha to Lincoln, 2 adults, March 18-20 2022, budget 1200 dollars", ("lincoln",)),
    ("Plan a 3-day trip from Atlanta to Mobile for 2 people, March 15 to 17, 2022, with a budget of $1,700.",
     ("mobile",)),
    ("plan a trip from chicago to springfield for 3 days march 9 to 11 2022 for 2 people budget $1,100",
     ("springfield",)),
    ("Plan a 3-day trip from New York to London for 2 people, March 21 to 23, 2022. Our budget is $5,000.",
     ("london",)),
    ("A 3-day trip from Los Angeles to Tokyo for one person, March 2-4, 2022, budget $4,000.", ("tokyo",)),
    ("Plan a 3-day trip from Boulder to Seattle for 2 people, March 12 to 14, 2022, with a budget of $2,500.",
     ("boulder",)),
    ("We'd like a 3-day trip from Fort Worth to Austin, March 26-28, 2022, for 3 people, budget $2,100.",
     ("fort worth",)),
    ("Plan a 3-day trip from Seattle to Vancouver for 2 people, March 17 to 19, 2022, budget $2,000.",
     ("vancouver",)),
    # a city the data has, but in another state or country than the one said
    ("Plan a 3-day trip from Atlanta to Birmingham, Alabama for 2 people, March 10 to 12, 2022, budget $1,500.",
     ("birmingham", "alabama")),
    ("Plan a 3-day trip from Boston to Portland, Maine for 2 people, March 3 to 5, 2022, with a budget of $1,900.",
     ("portland", "maine")),
    ("3 days from Denver to Jackson, Wyoming, March 22-24 2022, 4 people, budget $4,400", ("jackson", "wyoming")),
    ("Plan a 3-day trip from Orlando to Melbourne, Florida for 2 people, March 6 to 8, 2022, budget $1,600.",
     ("melbourne", "florida")),
    ("Plan a trip from Chicago to Manchester, New Hampshire, 3 days, March 13-15, 2022, 2 people, budget $2,300.",
     ("manchester", "new hampshire")),
    ("Plan a 3-day trip from Dallas to Paris, Texas for 2 people, March 19 to 21, 2022, budget $1,400.",
     ("paris",)),
    ("Plan a 3-day trip from Minneapolis to Rochester, Minnesota for 2 people, March 7-9, 2022, with $1,300.",
     ("rochester", "minnesota")),
    ("Plan a 3-day trip from Pittsburgh to Charleston, West Virginia for 2 people, March 25 to 27, 2022, $1,500.",
     ("charleston", "west virginia")),
    # a state with no city, or too few, in the data
    ("Plan a 5-day trip from Boston visiting 2 cities in Vermont for 2 people, March 10 to 14, 2022, budget $4,000.",
     ("vermont",)),
    ("Plan a 7-day trip from Denver to 3 cities in Nevada for 2 people, March 1 to 7, 2022, budget $6,000.",
     ("nevada",)),
    ("Plan a 5-day trip from Philadelphia to 2 cities in Delaware, March 16 to 20, 2022, 2 people, $3,000.",
     ("delaware",)),
    # dates that do not exist, or that contradict the length said
    ("Plan a 3-day trip from Denver to Seattle for 2 people, February 29 to March 2, 2022, budget $2,000.",
     ("february 29", "feb")),
    ("Plan a 3-day trip from Denver to Seattle for 2 people, March 30 to March 32, 2022, budget $2,000.",
     ("32",)),
    ("Plan a 3-day trip from Denver to Seattle for 2 people from April 31 to May 2, 2022, budget $2,000.",
     ("april 31",)),
    ("Plan a 3-day trip from Denver to Seattle for 2 people, from March 12 to March 9, 2022, budget $2,000.",
     ("before", "after", "march 9", "2022-03-09")),
    ("Plan a 3-day trip from Denver to Seattle for 2 people from March 10 to March 15, 2022, budget $2,000.",
     ("span", "days")),
    ("Plan a 5 day trip from Dallas to Houston for 2 people, March 8 to 10, 2022, with a budget of $2,000.",
     ("span", "days")),
    ("Plan a 3-day trip from Denver to Seattle for 2 people, the 31st of February 2022, budget $2,000.",
     ("february",)),
    # a budget in another currency, or none
    ("Plan a 3-day trip from Denver to Seattle for 2 people, March 20 to 22, 2022, with a budget of £1,500.",
     ("£", "pound")),
    ("Plan a 3-day trip from Denver to Seattle for 2 people, March 20 to 22, 2022, budget 1500 euros.", ("euro",)),
    ("Plan a 3-day trip from Denver to Seattle for 2 people, March 20 to 22, 2022, with a budget of ¥300,000.",
     ("¥", "yen")),
    ("Plan a 3-day trip from Denver to Seattle for 2 people, March 20 to 22, 2022, budget CAD 3,000.",
     ("cad", "canadian")),
    ("Plan a 3-day trip from Denver to Seattle for 2 people, March 20 to 22, 2022, with a budget of C$2,500.",
     ("c$", "canadian")),
    ("Plan a 3-day trip from Dallas to Houston for 2 people, March 23 to 25, 2022, budget 40,000 pesos.",
     ("peso",)),
    ("Plan a 3-day trip from Dallas to Houston for 2 people, March 23 to 25, 2022, with a budget of ₹150,000.",
     ("₹", "rupee")),
    ("Plan a 3-day trip from Dallas to Houston for 2 people, March 23 to 25, 2022, our budget is A$3,000.",
     ("a$", "australian")),
    ("Plan a 3-day trip from Dallas to Houston for 2 people, March 23 to 25, 2022, about 1,200 quid to spend.",
     ("quid", "pound")),
    ("Plan a 3-day trip from Dallas to Houston for 2 people, March 23 to 25, 2022, budget 2,500 EUR.",
     ("eur",)),
    ("need a 3 day trip from atlanta to nashville, 2 people, march 5-7 2022, budget GBP 2000", ("gbp", "pound")),
    ("Plan a 3-day trip from Dallas to Houston for 2 people, March 23 to 25, 2022, with 3000 Swiss francs.",
     ("franc",)),
    ("Plan a 3-day trip from Denver to Seattle for 2 people, March 20 to 22, 2022.", ("budget",)),
    ("Plan a 3-day trip from Denver to Seattle for 2 people, March 20 to 22, 2022, with a budget of $0.",
     ("budget", "$0")),
]

# Near-misses the data answers: (text, base or None, what it must read). A wish is appended to ``BASES[base]`` and
# must read exactly the local constraints given (nothing else set, nothing named); a whole request (base None) must
# give the fields under "spec" with nothing named.
NEAR: list[tuple[str, int | None, dict]] = [
    # nicknames and states of cities the data has
    ("Plan a 3-day trip from Denver to Vegas for 2 people, March 20 to 22, 2022, with a budget of $2,800.", None,
     {"spec": {"dest": "Las Vegas"}}),
    ("Plan a 3-day trip from Boston to NYC for 2 people, March 20 to 22, 2022, with a budget of $2,800.", None,
     {"spec": {"dest": "New York"}}),
    ("Plan a 3-day trip from Pittsburgh to Philly for 2 people, March 8 to 10, 2022, budget $1,600.", None,
     {"spec": {"dest": "Philadelphia"}}),
    ("Plan a 3-day trip from Chicago to Saint Louis for 2 people, March 8 to 10, 2022, budget $1,600.", None,
     {"spec": {"dest": "St. Louis"}}),
    ("Plan a 3-day trip from Miami to Ft. Lauderdale for 2 people, March 8 to 10, 2022, budget $1,600.", None,
     {"spec": {"dest": "Fort Lauderdale"}}),
    ("Plan a 3-day trip from Seattle to Portland, Oregon for 2 people, March 8 to 10, 2022, budget $1,600.", None,
     {"spec": {"dest": "Portland"}}),
    ("Plan a 3-day trip from Atlanta to Charleston, South Carolina for 2 people, March 8 to 10, 2022, budget "
     "$1,600.", None, {"spec": {"dest": "Charleston"}}),
    ("Plan a 3-day trip from Memphis to Jackson, Mississippi for 2 people, March 8 to 10, 2022, budget $1,600.", None,
     {"spec": {"dest": "Jackson"}}),
    ("Plan a 3-day trip from Philadelphia to Birmingham, England for 2 people, March 8 to 10, 2022, budget $4,600.",
     None, {"spec": {"dest": "Birmingham"}}),
    ("Plan a 3-day trip from Phoenix to Las Vegas, Nevada for 2 people, March 8 to 10, 2022, budget $1,600.", None,
     {"spec": {"dest": "Las Vegas"}}),
    # dollars said otherwise, and dates said otherwise
    ("Plan a 3-day trip from Denver to Seattle for 2 people, March 20 to 22, 2022, budget USD 2,400.", None,
     {"spec": {"budget": 2400}}),
    ("Plan a 3-day trip from Denver to Seattle for 2 people, March 20 to 22, 2022, budget US$2,400.", None,
     {"spec": {"budget": 2400}}),
    ("Plan a 3-day trip from Denver to Seattle for 2 people, March 20 to 22, 2022, we have 2400 bucks.", None,
     {"spec": {"budget": 2400}}),
    ("Plan a 3-day trip from Denver to Seattle for 2 people, March 20 to 22, 2022, budget is 2.4k.", None,
     {"spec": {"budget": 2400}}),
    ("Plan a 3-day trip from Denver to Seattle for 2 people, March 20 to 22, 2022, with 2,400 US dollars.", None,
     {"spec": {"budget": 2400}}),
    ("Plan a 3-day trip from Denver to Seattle for 2 people, 2022-03-20 to 2022-03-22, with a budget of $2,400.",
     None, {"spec": {"date": ["2022-03-20", "2022-03-21", "2022-03-22"]}}),
    ("Plan a 3-day trip from Denver to Seattle for 2 people, March 30 to April 1, 2022, with a budget of $2,400.",
     None, {"spec": {"date": ["2022-03-30", "2022-03-31", "2022-04-01"]}}),
    ("Plan a 5-day trip from Denver to 2 cities in Nevada for 2 people, March 1 to 5, 2022, budget $4,000.", None,
     {"spec": {"dest": "Nevada", "visiting_city_number": 2}}),
    # wishes the data answers, said like the ones it cannot
    ("seafood one night", 0, {"more_cuisines": ["Seafood"]}), ("a good bakery for breakfast", 1,
                                                               {"more_cuisines": ["Bakery"]}),
    ("bbq at least once!!", 2, {"more_cuisines": ["BBQ"]}), ("a pizza night would be fun", 0,
                                                            {"more_cuisines": ["Pizza"]}),
    ("coffee shops for breakfast please", 1, {"more_cuisines": ["Cafe"]}),
    ("a dessert place one night", 2, {"more_cuisines": ["Desserts"]}),
    ("no fast food please", 0, {"avoid_cuisines": ["Fast Food"]}),
    ("we want a Mediterranean dinner", 1, {"cuisine": ["Mediterranean"]}),
    ("a non-smoking place please", 2, {"stay_forbids": ["smoking"]}),
    ("hotels rated 4 stars or more", 0, {"min_stay_rating": 4.0}),
    ("nothing over $150 a night for the room", 1, {"max_night_price": 150.0}),
    ("meals under $30 per person", 2, {"max_meal_cost": 30.0}),
    ("no more than 3 hours of driving a day", 0, {"max_driving_hours": 3.0}),
    ("an entire home to ourselves", 1, {"room_type": "entire room"}),
    ("the place has to allow our cat", 2, {"house_rule": "pets"}),
    ("we must see the Space Needle", 0, {"must_see": ["Space Needle"]}),
    ("the Johnny Cash Museum is a must", 1, {"must_see": ["Johnny Cash Museum"]}),
    ("we'd love to visit Space Center Houston", 2, {"must_see": ["Space Center Houston"]}),
    ("restaurants rated 4.5 or higher only", 0, {"min_rating": 4.5}),
    ("no flights, we'll drive", 1, {"transportation": "no flight"}),
]

# A constraint the data has that a wish also says, read rightly beside the wish named (an infant or kids splashing
# are children under 10; a dog coming along is the pets rule; Chinese food asked beside Thai).
ALSO_READ: dict[str, dict[str, object]] = {
    "an outdoor pool for the kids to splash in": {"house_rule": "children under 10"},
    "museums the kids will actually enjoy": {"house_rule": "children under 10"},
    "kid-friendly museums only": {"house_rule": "children under 10"},
    "a room with a crib for our infant": {"house_rule": "children under 10"},
    "pet-friendly restaurants with patios for our dog": {"house_rule": "pets"},
    "we'd love Thai or Chinese food": {"cuisine": ["Chinese"]},
    # (corrected after scoring: "the early flight home" does say an early flight home, read as the return leaving
    # before 08:00 beside the place near the airport named; the expectation had taken it for a reason only)
    "a hotel near the airport for the early flight home": {"flight_times": [
        {"leg": "return", "depart_from": None, "depart_until": "07:59", "arrive_from": None, "arrive_until": None}]},
}


def _said(error: QueryParseError) -> str:
    return " ".join([*error.problems, *error.missing, str(error)]).lower()


def closed_outcome(text: str, cause: tuple[str, ...], sandbox, base: str = "",
                   also_read: dict[str, dict[str, object]] | None = None) -> tuple[str, object]:
    """("named" | "refused" | "unnamed" | "misread" | "silent", what was said): how ``base + text`` fares, ``cause``
    being the words one of which a refusal or a naming must hold (a wish's reading is compared with its base's, less
    what ``also_read``, this set's ``ALSO_READ`` unless given, says the wish also sets rightly)."""
    try:
        request = parse_once(base + text, sandbox)
    except QueryParseError as error:
        return ("refused" if any(word in _said(error) for word in cause) else "unnamed"), error.problems or error.missing
    if base:
        alone = parse_once(base, sandbox).spec.local_constraint.model_dump()
        also = (ALSO_READ if also_read is None else also_read).get(text, {})
        read = {k: v for k, v in request.spec.local_constraint.model_dump().items() if v != alone[k] and also.get(k) != v}
        if read:
            return "misread", read
    named = " ".join(str(wish) for wish in request.not_kept).lower()
    if not named:
        return "silent", None
    return ("named" if any(word in named for word in cause) else "unnamed"), named


def near_outcome(text: str, base: int | None, want: dict, sandbox) -> tuple[str, object]:
    """("kept" | "false alarm" | "wrong", what differs): a near-miss read as ``want`` with nothing named."""
    try:
        request = parse_once((BASES[base] if base is not None else "") + text, sandbox)
    except QueryParseError as error:
        return "false alarm", error.problems or error.missing
    if request.not_kept:
        return "false alarm", [str(wish) for wish in request.not_kept]
    spec = request.spec
    if base is None:
        got = {name: getattr(spec, name) for name in want["spec"]}
        return ("kept", None) if got == want["spec"] else ("wrong", got)
    alone = parse_once(BASES[base], sandbox).spec.local_constraint.model_dump()
    got = read_as({k: v for k, v in spec.local_constraint.model_dump().items() if v != alone[k]}, want, text)
    return ("kept", None) if got == want else ("wrong", got)


# Scored on HEAD (edf0956) before any fix (with the two expectations corrected after scoring, marked above): wishes 40
# named / 1 refused / 3 silent ("kid-friendly museums only", "museums the kids will actually enjoy", "glamping instead
# of a hotel") / 1 unnamed ("somewhere safe for two women traveling alone": refused as 2 and 1 travellers); cuisines 12
# refused / 3 named; whole requests 46 refused / 1 unnamed ("3 days in Sedona from Phoenix": "missing destination") /
# 1 named but planned ("to Paris, Texas": a trip to Texas, 'Paris' unread) / 1 silent ("March 30 to March 32": read as
# March 30 to April 1); near-misses 37 kept / 1 false alarm ("2,400 US dollars": no budget). After the fixes
# (``unanswerable``: sights for children, safety; ``unread``: stay kinds asked; ``people._GROUP_ALONE``;
# ``place_mentions._unknown_city_of`` and the "N days in X" cue; ``date_years.NO_SUCH_DAY``; ``money``'s "US dollars"): 45 / 15 /
# 49 / 38, nothing left. "kosher restaurants please" stays refused, naming kosher (the cuisine reader's question).
KNOWN_GAPS: dict[str, str] = {}
PASS = {"named", "refused"}


def _mark(text: str):
    return [pytest.mark.xfail(reason=KNOWN_GAPS[text], strict=True)] if text in KNOWN_GAPS else []


def closed_cases(wishes, cuisines, requests, bases, mark):
    """A set's wishes and cuisines (each on one of ``bases``) and whole requests, as test cases marked by ``mark``."""
    items = [(f"wish-{i}", text, cause, bases[i % len(bases)]) for i, (text, cause) in enumerate(wishes)]
    items += [(f"cuisine-{i}", text, cause, bases[i % len(bases)]) for i, (text, cause) in enumerate(cuisines)]
    items += [(f"request-{i}", text, cause, "") for i, (text, cause) in enumerate(requests)]
    return [pytest.param(text, cause, base, id=name, marks=mark(text)) for name, text, cause, base in items]


@pytest.mark.parametrize(("text", "cause", "base"), closed_cases(WISHES, CUISINES, REQUESTS, BASES, _mark))
def test_what_cannot_be_kept_is_refused_or_named_with_its_cause(text, cause, base, sandbox):
    kind, detail = closed_outcome(text, cause, sandbox, base)
    assert kind in (PASS if base else {"refused"}), (kind, detail)


@pytest.mark.parametrize(("text", "base", "want"), [pytest.param(t, b, w, id=f"near-{i}", marks=_mark(t))
                                                    for i, (t, b, w) in enumerate(NEAR)])
def test_a_near_miss_the_data_answers_is_kept(text, base, want, sandbox):
    assert near_outcome(text, base, want, sandbox) == ("kept", None)


def test_the_set_is_large_distinct_and_new():
    texts = [t for t, _ in WISHES] + [t for t, _ in CUISINES] + [t for t, _ in REQUESTS] + [t for t, _, _ in NEAR]
    earlier = {w.lower() for w in [*first.WISHES, *second.WISHES, *third.WISHES]}
    assert len(texts) >= 130 and len(set(texts)) == len(texts) and len(NEAR) >= 30
    assert not [t for t in texts if t.lower() in earlier]


def _tally(box) -> dict[str, dict[str, int]]:
    tallies: dict[str, dict[str, int]] = {}
    for name, items in (("wishes", [(t, c, BASES[i % 3]) for i, (t, c) in enumerate(WISHES)]),
                        ("cuisines", [(t, c, BASES[i % 3]) for i, (t, c) in enumerate(CUISINES)]),
                        ("requests", [(t, c, "") for t, c in REQUESTS])):
        tally: Counter[str] = Counter()
        for text, cause, base in items:
            kind, detail = closed_outcome(text, cause, box, base)
            tally[kind] += 1
            if kind not in (PASS if base else {"refused"}):
                print(f"[{name}] {kind}: {text!r} -> {detail}", file=sys.stderr)
        tallies[name] = dict(tally)
    near: Counter[str] = Counter()
    for text, base, want in NEAR:
        kind, detail = near_outcome(text, base, want, box)
        near[kind] += 1
        if kind != "kept":
            print(f"[near] {kind}: {text!r} -> {detail}", file=sys.stderr)
    tallies["near"] = dict(near)
    return tallies


if __name__ == "__main__":
    from himap_travel.domain.sandbox.index import load_sandbox

    print(_tally(load_sandbox()))


# The rules this set's fixes added, each on sentences of its own (not the set's) with the other side of it: what the
# rule reads, and what it must leave as it was.
RULES: list[tuple[str, tuple[str, ...] | dict]] = [
    ("Plan a 3-day trip from Denver to Seattle for 2 people, March 5 to March 40, 2022, budget $2,000.", ("40",)),
    ("Plan a 3-day trip from Denver to Seattle for 2 people, the 33rd of March to the 35th, 2022, budget $2,000.",
     ("33rd",)),
    ("Plan a 3-day trip from Denver to Seattle for 2 people, March 30 to April 1, 2022, budget $2,000.",
     {"date": ["2022-03-30", "2022-03-31", "2022-04-01"]}),
    ("Plan a 3-day trip from Dallas to Plano, Texas for 2 people, March 5 to 7, 2022, budget $1,000.", ("plano",)),
    ("Plan a 3-day trip from Dallas, Texas to Austin, Texas for 2 people, March 5 to 7, 2022, budget $1,000.",
     {"org": "Dallas", "dest": "Austin"}),
    ("A weekend in Taos from Denver, 2 people, March 4 to 6, 2022, budget $1,500.", ("taos",)),
    ("A weekend in Santa Fe from Denver, 2 people, March 4 to 6, 2022, budget $1,500.", {"dest": "Santa Fe"}),
    ("Plan a 3-day trip from Denver to Seattle for 2 people, March 5 to 7, 2022, with 1,900 U.S. dollars.",
     {"budget": 1900}),
    ("Plan a 3-day trip from Denver to Seattle for 2 people, March 5 to 7, 2022, with 1,900 Canadian dollars.",
     ("canadian",)),
    ("Plan a 3-day trip from Denver to Seattle, March 5 to 7, 2022, budget $2,000. Three friends traveling alone.",
     {"people_number": 3}),
    ("Plan a 3-day trip from Denver to Seattle, March 5 to 7, 2022, budget $2,000. I'm traveling alone.",
     {"people_number": 1}),
    ("Plan a 3-day trip from Denver to Seattle for 4 friends over a long weekend, March 5 to 7, 2022, budget $2,000.",
     {"local": {}}),
    ("Plan a 3-day trip from Denver to Seattle for 2 people, March 5 to 7, 2022, budget $2,000. We'll have friends "
     "over on the last night.", {"local": {"house_rule": "visitors"}}),
    ("Plan a 3-day trip from Denver to Seattle for 2 people, March 5 to 7, 2022, budget $2,000. No one wants to be "
     "behind the wheel.", {"local": {"transportation": "no self-driving"}}),
    ("Plan a 3-day trip from Denver to Seattle for 2 people, March 5 to 7, 2022, budget $2,000. The great wheel is a "
     "must.", {"local": {"must_see": ["The Seattle Great Wheel"]}}),
]


def _rule_outcome(text: str, want, sandbox) -> object:
    """For words (a refusal's cause): whether the refusal holds one; for fields: those fields as read."""
    try:
        spec = parse_once(text, sandbox).spec
    except QueryParseError as error:
        return isinstance(want, tuple) and any(word in _said(error) for word in want)
    if isinstance(want, tuple):
        return False
    local = {k: v for k, v in spec.local_constraint.model_dump().items() if v is not None}
    return {name: local if name == "local" else getattr(spec, name) for name in want} == want


@pytest.mark.parametrize(("text", "want"), RULES, ids=[f"rule-{i}" for i in range(len(RULES))])
def test_the_rules_of_the_fixes_read_their_own_sentences(text, want, sandbox):
    assert _rule_outcome(text, want, sandbox) is True
