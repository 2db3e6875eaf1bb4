"""A sixth held-out set of wishes the data cannot answer (issue 38, item 3: "no wish dropped in silence"), as people
write them: terse, chatty, with typos, hidden inside a longer sentence, several in one sentence, and mixed with a wish
the data does answer; each appended to a valid request (the third talk set's bases). Written before any fix, in words
the five earlier sets (``test_unanswerable_heldout*.py``) did not use, over kinds they hold least: amenities (a gym, a
sauna, air conditioning, a bathtub, an EV charger), diets and allergies (gluten, peanuts, keto, lactose, low sodium),
accessibility (a ramp, a roll-in shower, step-free access, a ground floor), views, the weather, events (a hockey game, a
festival, a comedy club), loyalty programs (Marriott points, SkyMiles, Hilton Honors), seat classes (business class,
premium economy, an exit row), car rental types (an SUV, a convertible, a minivan), visas, passports and insurance,
hotel chains (Holiday Inn, Four Seasons, Hyatt), neighbourhoods, opening hours, kids' clubs and childcare.

- **WISHES**: each must be named in ``not_kept`` (or refused) with one of its cause words, never silent and never read
  as a constraint (``test_unanswerable_heldout_fourth.closed_outcome``: named / refused pass; unnamed, misread, silent
  fail). ``ALSO_READ`` lists what a wish also says that the data answers ("no flights, and the hotel needs a pool":
  the ban is read, the pool named).
- **SEVERAL**: two or three unanswerable wishes in one sentence: EVERY one must be named.
- **CONTROLS**: plain talk, some of it near the words of a wish ("We already have our passports sorted."), that asks
  for nothing and must stay quiet (``test_talk_heldout_second.outcome``: quiet passes; false alarm, misread fail).

``python tests/unit/domain/parsing/test_unanswerable_heldout_sixth.py`` prints the tallies. Written by helper OFF7UN6 and
scored on HEAD (534bd85) before any fix: the figures above ``KNOWN_GAPS``.
"""

from __future__ import annotations

import sys
from collections import Counter

import pytest

from tests.unit.domain.parsing import test_talk_heldout as talk_first
from tests.unit.domain.parsing import test_talk_heldout_second as talk_second
from tests.unit.domain.parsing import test_talk_heldout_third as talk_third
from tests.unit.domain.parsing import test_unanswerable_heldout as first
from tests.unit.domain.parsing import test_unanswerable_heldout_fifth as fifth
from tests.unit.domain.parsing import test_unanswerable_heldout_fourth as fourth
from tests.unit.domain.parsing import test_unanswerable_heldout_second as second
from tests.unit.domain.parsing import test_unanswerable_heldout_third as third
from tests.unit.domain.parsing.test_talk_heldout_second import outcome as talk_outcome
from tests.unit.domain.parsing.test_talk_heldout_second import said_text
from tests.unit.domain.parsing.test_talk_heldout_third import BASES

# Wishes no field of the data answers, each with the words one of which its naming must hold.
WISHES: list[tuple[str, tuple[str, ...]]] = [
    # amenities, terse and chatty
    ("hotel w/ a pool pls", ("pool",)), ("does the hotel have a gym? I need one", ("gym",)),
    ("a hot breakfast buffet every morning would be amazing", ("breakfast",)),
    ("Must have air conditioning!!", ("air conditioning", "conditioning")),
    ("somewhere with a washing machine, we're packing light", ("washing machine",)),
    ("a room with two queen beds", ("queen", "bed")), ("king bed please, my husband is tall", ("king", "bed")),
    ("a kitchen so we can cook some meals ourselves", ("kitchen",)), ("the hotel shuld have a sauna", ("sauna",)),
    ("an infinity pool would be a dream lol", ("pool",)), ("a rooftop terrace for sunset drinks", ("rooftop", "terrace")),
    ("somewhere with a bathtub, not just a shower", ("bathtub",)),
    ("a soundproof room, i'm a light sleeper", ("soundproof",)),
    ("a 24-hour front desk, we check in late", ("front desk",)),
    ("an EV charger at the hotel for our Tesla", ("charger", "ev ")),
    ("a mini fridge in the room for my insulin", ("fridge", "insulin")),
    ("a hotel with a spa and massage services", ("spa", "massage")),
    ("early check-in please", ("check-in",)), ("late checkout on the last day", ("checkout",)),
    ("free cancellation on the hotel", ("cancellation",)), ("refundable bookings only", ("refundable",)),
    # diets and allergies
    ("i'm gluten free, celiac actually", ("gluten", "celiac")),
    ("my son has a severe peanut allergy", ("peanut", "allergy")), ("kosher meals only", ("kosher",)),
    ("we eat vegan, so plant-based places", ("vegan", "plant-based")),
    ("keto friendly restaurants if possible", ("keto",)),
    ("low sodium food for my dad, doctor's orders", ("sodium",)), ("pescatarian here", ("pescatarian",)),
    ("no pork please, we're muslim", ("pork", "muslim", "halal")),
    ("lactose intolerant so easy on the dairy", ("lactose", "dairy")),
    ("organic, farm to table restaurants", ("organic", "farm")),
    ("sugar-free options, my mom is diabetic", ("sugar", "diabetic")),
    ("restaurants w/ a kids menu", ("kids menu", "menu")),
    # accessibility
    ("wheelchair ramp at the hotel pls", ("wheelchair", "ramp")),
    ("my mom can't do stairs, ground floor room", ("stairs", "ground floor")),
    ("a roll-in shower, I'm a wheelchair user", ("roll-in", "wheelchair")),
    ("my dad is blind and has a guide dog", ("blind", "guide dog")),
    ("hearing impaired, so visual fire alarms in the room", ("hearing", "alarm")),
    ("step-free access everywhere please", ("step-free",)),
    ("accessible parking near the entrance", ("accessible", "parking")),
    # views
    ("a room with a lake view", ("lake", "view")), ("city skyline views from the room", ("skyline", "view")),
    ("i want to wake up to the ocean", ("ocean",)), ("a balcony facing the mountains", ("balcony", "mountain")),
    # the weather
    ("only go if it's sunny, no rainy days", ("sunny", "rain")),
    ("pick days when it's not too cold", ("cold", "weather")), ("avoid the snow please", ("snow",)),
    ("we want warm weather, 75 degrees or more", ("warm", "degrees", "weather")),
    ("schedule outdoor stuff when it's not raining", ("rain", "outdoor")),
    # events
    ("tickets to a hockey game", ("ticket", "hockey")),
    ("is there a food festival going on? we'd love to go", ("festival",)),
    ("a broadway-style show one night", ("show", "broadway")), ("catch a live jazz set somewhere", ("jazz",)),
    ("the farmers market on saturday morning", ("farmers market", "market")),
    ("any concerts that weekend? get us tickets", ("concert", "ticket")),
    ("a comedy club on our last night", ("comedy",)), ("a wine tasting event", ("wine", "tasting")),
    # loyalty programs
    ("we want to use our Marriott points", ("marriott", "points")),
    ("book with Delta so I get my SkyMiles", ("delta", "skymiles", "miles")),
    ("Hilton Honors gold member here, Hilton properties only", ("hilton",)),
    ("use my united miles for the flights", ("united", "miles")),
    ("I have a Southwest companion pass", ("southwest", "companion")),
    # seat classes
    ("business class both ways", ("business class",)),
    ("premium economy at least, my back hurts", ("premium economy", "economy")),
    ("exit row seats pls", ("exit row",)), ("we need to sit together on the plane", ("sit together", "seat")),
    ("no middle seats!!", ("middle seat",)), ("extra legroom seats for my tall husband", ("legroom",)),
    # car rental types
    ("rent an SUV, we have lots of luggage", ("suv",)), ("a convertible for the coastal drive", ("convertible",)),
    ("a minivan to fit everyone", ("minivan",)),
    ("an automatic transmission car, i can't drive stick", ("automatic", "stick", "transmission")),
    ("a 4x4 for the mountain roads", ("4x4",)), ("rent a hybrid to save on gas", ("hybrid",)),
    ("a car with a child seat", ("child seat", "seat")),
    # visas, passports, insurance, payment
    ("do I need a visa for this? please sort it", ("visa",)),
    ("include travel insurance in the plan", ("insurance",)),
    ("make sure my passport is ok for this trip", ("passport",)),
    ("add trip cancellation insurance", ("insurance", "cancellation")),
    ("we need covid tests before flying", ("covid", "test")),
    ("pay with Apple Pay everywhere", ("apple pay", "pay")), ("places that take credit cards", ("credit card",)),
    # hotel chains
    ("a Holiday Inn or similar", ("holiday inn",)), ("only stay at Four Seasons hotels", ("four seasons",)),
    ("the Ritz-Carlton if it's in budget", ("ritz",)), ("a Hyatt please, we like their beds", ("hyatt",)),
    ("no Motel 6 type places", ("motel",)), ("a Best Western near the highway", ("best western", "highway")),
    # neighbourhoods and where in town
    ("somewhere downtown", ("downtown",)), ("in a safe neighborhood", ("safe", "neighborhood")),
    ("close to the waterfront", ("waterfront",)), ("in the historic district", ("historic district", "district")),
    ("not near the highway, it's noisy", ("highway",)), ("walking distance to restaurants", ("walking",)),
    ("near the convention center", ("convention center",)), ("in the arts district", ("arts district", "district")),
    ("near a subway station", ("subway",)), ("close to the university campus", ("university", "campus")),
    # opening hours
    ("restaurants open late, we eat after 10pm", ("late", "10pm", "open")),
    ("museums that are open on mondays", ("monday", "open")),
    ("breakfast places that open early, like 6am", ("early", "open", "6am")),
    ("make sure the attractions aren't closed when we get there", ("closed", "open")),
    ("a 24 hour diner for midnight snacks", ("24 hour", "diner", "midnight")),
    # kids' clubs and childcare
    ("a kids club so we can get some adult time", ("kids club", "club")),
    ("a hotel with a playground", ("playground",)), ("childcare for our toddler one evening", ("childcare",)),
    ("a nanny service", ("nanny",)), ("a stroller friendly itinerary", ("stroller",)),
    # pets beyond the house rule, getting around, things to do
    ("a dog park near the hotel", ("dog park",)), ("pet sitter while we're at dinner", ("sitter",)),
    ("an airline that doesn't charge for checked bags", ("checked bag", "bag")), ("carry-on only, no baggage fees", ("baggage",)),
    ("airport transfer included", ("transfer",)), ("a private driver for the day", ("driver",)),
    ("a sunset cruise", ("cruise", "sunset")), ("scuba diving one day", ("scuba", "diving")),
    ("ziplining!!", ("zipline", "ziplining")), ("a ghost tour at night", ("ghost", "tour")),
    ("go horseback riding", ("horseback",)), ("a helicopter tour over the city", ("helicopter",)),
    ("skiing for two days", ("ski",)), ("escape room one night", ("escape room",)),
    # hidden inside a longer sentence
    ("We're so excited for this trip, and since my wife just had knee surgery we'll need a hotel with an elevator and "
     "as little walking as possible.", ("elevator", "walking")),
    ("we'd like our rooms next to each other if possible, thanks so much!", ("next to each other", "adjoining")),
    ("Honestly the main thing is that my husband gets his morning swim, so an indoor pool is a must.", ("pool",)),
    ("so yeah, my daughter is training for a marathon and needs a treadmill at the hotel", ("treadmill",)),
    ("It's my dad's 70th, so a restaurant that will do something special for his birthday", ("birthday", "special")),
    ("long story short we're light sleepers, so a room far from the ice machine", ("ice machine", "machine")),
    # typos
    ("a hotle with a swiming pool", ("pool", "swiming")), ("vegitarian food plz", ("vegitarian", "vegetarian")),
    ("wheelchiar acessible rooms", ("wheelchiar", "wheelchair", "acessible")),
    ("free parkng at the hotel", ("parkng", "parking")), ("air conditining is a must", ("conditining", "air")),
    ("glueten free restaurants", ("glueten", "gluten")),
    # mixed with a wish the data answers (what it also reads: ``ALSO_READ``)
    ("no flights, and the hotel needs a pool", ("pool",)),
    ("pet friendly place w/ a fenced yard for the dog", ("yard", "fenced")),
    ("Italian food one night, ideally somewhere with outdoor seating", ("outdoor seating", "seating")),
    ("entire apartment, with a washer", ("washer",)),
    ("we don't want to drive, so a chauffeur would be great", ("chauffeur",)),
    ("restaurants rated 4+ with vegan options", ("vegan",)),
    ("Mexican food and margaritas by the pool", ("pool", "margarita")),
    ("a place that allows parties, with a sound system", ("sound system",)),
    ("kids under 10 with us, so a hotel with a kids' pool", ("pool",)),
    ("private room please, and blackout blinds", ("blackout", "blind")),
]

# Two or three wishes the data cannot answer in one sentence: every group of cause words must be named.
SEVERAL: list[tuple[str, tuple[tuple[str, ...], ...]]] = [
    ("pool + hot tub + gym, the works", (("pool",), ("hot tub",), ("gym",))),
    ("we need a place with free parking and EV charging", (("parking",), ("charging", "ev "))),
    ("It's our honeymoon, so a room with a jacuzzi and a view would be perfect.", (("jacuzzi",), ("view",))),
    ("We'll be working remotely part of the time so fast wifi and a desk in the room are non negotiable.",
     (("wifi",), ("desk",))),
    ("business class seats and lounge access on the way there", (("business class",), ("lounge",))),
    ("a Marriott with a pool, near the beach", (("marriott",), ("pool",), ("beach",))),
    ("halal food and a prayer room if possible", (("halal",), ("prayer",))),
    ("an SUV rental and a hotel with free parking", (("suv",), ("parking",))),
    ("gluten free food, an elevator, and a quiet room", (("gluten",), ("elevator",), ("quiet",))),
    ("tickets to a baseball game and a sports bar to watch the rest", (("baseball", "ticket"), ("sports bar", "bar"))),
]

# What a wish also says that the data answers, read rightly beside the part named.
ALSO_READ: dict[str, dict[str, object]] = {
    "no flights, and the hotel needs a pool": {"transportation": "no flight"},
    "pet friendly place w/ a fenced yard for the dog": {"house_rule": "pets"},
    "Italian food one night, ideally somewhere with outdoor seating": {"cuisine": ["Italian"], "meal_wishes": [  # (a dinner)
        {"meal": "dinner", "cuisine": "Italian", "restaurant": None}]},
    "entire apartment, with a washer": {"room_type": "entire room"},
    "we don't want to drive, so a chauffeur would be great": {"transportation": "no self-driving"},
    "restaurants rated 4+ with vegan options": {"min_rating": 4.0},
    "Mexican food and margaritas by the pool": {"cuisine": ["Mexican"]},
    "a place that allows parties, with a sound system": {"house_rule": "parties"},
    "kids under 10 with us, so a hotel with a kids' pool": {"house_rule": "children under 10"},
    "private room please, and blackout blinds": {"room_type": "private room"},
    # children, pets and a guide dog said along the way: coming along, read or not
    "restaurants w/ a kids menu": {"house_rule": "children under 10"},
    "a kids club so we can get some adult time": {"house_rule": "children under 10"},
    "childcare for our toddler one evening": {"house_rule": "children under 10"},
    "a stroller friendly itinerary": {"house_rule": "children under 10"},
    "a car with a child seat": {"house_rule": "children under 10"},
    "a dog park near the hotel": {"house_rule": "pets"}, "pet sitter while we're at dinner": {"house_rule": "pets"},
    "my dad is blind and has a guide dog": {"house_rule": "pets"},
    # a car asked for is a ride, not a flight: reading no flights beside it would be wrong, so nothing is tolerated
}

# Plain talk that asks for nothing, some of it near a wish's words: it must stay quiet.
CONTROLS: list[str] = [
    "We are beyond excited for this one!", "Thanks for your help, you're a lifesaver.", "This is our first trip since the pandemic.",
    "We're celebrating our 10th anniversary.", "My wife found this trip idea on Instagram.",
    "Fingers crossed for good weather haha.", "We both work in healthcare so we really need this break.",
    "I've never been there before.", "Long week at work, can't wait.", "My husband is a big foodie.",
    "We'll figure out souvenirs ourselves.", "Just shout if you need more details.", "We just got engaged!",
    "It's been a rough year.", "Please and thank you :)", "I'm a travel nurse so I move around a lot.",
    "We usually travel in the summer, so this is new for us.", "We love trying new things.",
    "Hope this isn't too complicated!", "Our friends went last year and loved it.",
    "My partner is handling the packing.", "We already have our passports sorted.",
    "We already bought travel insurance, so no need for that.", "I used to work at a Marriott, funny enough.",
    "The weather doesn't matter to us.", "We don't care about views.", "Cheers, mate!", "sorry for the long message",
    "Really appreciate it.", "We're not picky about the hotel at all.",
]


def _mark(text: str):
    return [pytest.mark.xfail(reason=KNOWN_GAPS[text], strict=True)] if text in KNOWN_GAPS else []


def several_outcome(text: str, groups: tuple[tuple[str, ...], ...], base: str, sandbox) -> tuple[str, object]:
    """("named" | the first failing outcome, what was said): every group of cause words must be named or refused."""
    for group in groups:
        kind, detail = fourth.closed_outcome(text, group, sandbox, base, ALSO_READ)
        if kind not in PASS:
            return kind, (group, detail)
    return "named", None


# Scored on HEAD (534bd85) before any fix: wishes 132 named / 10 silent / 1 misread / 1 unnamed; several 6 named / 4
# unnamed (one wish of the sentence dropped); controls 25 quiet / 5 false alarms. Silent: low sodium, blindness and a
# guide dog, hearing and visual alarms, a car's child seat, childcare, horseback riding, "something special for his
# birthday" (a clause opening "It's my dad's 70th" taken for a statement), a room far from the ice machine,
# outdoor seating, a sound system; misread: "i can't drive stick" read as no self-driving; unnamed: "skiing for two
# days" refused as a second trip length. Several: a wish beside one named in the same clause was dropped ("a room with
# a jacuzzi and a view": the view). False alarms: weather hoped for, a reason then the trip itself ("We both work in
# healthcare so we really need this break"), "Just shout if you need more details", "We love trying new things",
# travel insurance bought already. After the fixes (``unanswerable``/``cannot_say`` kinds; ``list_parts.
# parts_beside_named``; ``bare_things``: a word of talk said of a stay, an outing "for two days"; ``clause_form``: a
# copula is no word of a story's subject, ", so a ..." asks, a reason then the trip, offers to tell more;
# ``transportation``: the car one can drive is no ban; ``cannot_say``: weather hoped for, what one has already;
# ``trip_length``: an activity's days are no trip length): 144 / 10 / 30.
KNOWN_GAPS: dict[str, str] = {}
PASS = {"named", "refused"}


@pytest.mark.parametrize(("text", "cause", "base"), fourth.closed_cases(WISHES, [], [], BASES, _mark))
def test_a_wish_the_data_cannot_answer_is_named(text, cause, base, sandbox):
    kind, detail = fourth.closed_outcome(text, cause, sandbox, base, ALSO_READ)
    assert kind in PASS, (kind, detail)


@pytest.mark.parametrize(("text", "groups", "base"), [
    pytest.param(text, groups, BASES[i % len(BASES)], id=f"several-{i}", marks=_mark(text))
    for i, (text, groups) in enumerate(SEVERAL)])
def test_every_wish_of_several_in_one_sentence_is_named(text, groups, base, sandbox):
    assert several_outcome(text, groups, base, sandbox) == ("named", None)


@pytest.mark.parametrize(("text", "base"), [pytest.param(text, BASES[i % len(BASES)], id=f"control-{i}",
                                                         marks=_mark(text)) for i, text in enumerate(CONTROLS)])
def test_plain_talk_stays_quiet(text, base, sandbox):
    assert talk_outcome(text, base, sandbox) == ("quiet", None)


def test_the_set_is_large_distinct_and_new():
    texts = [t for t, _ in WISHES] + [t for t, _ in SEVERAL] + CONTROLS
    earlier = {t.lower() for module in (first, second, third, fourth, fifth)
               for name in ("WISHES", "CUISINES", "REQUESTS") for t, *_ in getattr(module, name, [])}
    assert len(WISHES) + len(SEVERAL) >= 140 and len(CONTROLS) >= 30 and len(set(texts)) == len(texts)
    talk = {said_text(t).lower() for module in (talk_first, talk_second, talk_third) for t in module.TALK}
    assert not [t for t in texts if t.lower() in earlier | talk]
    assert set(ALSO_READ) <= {t for t, _ in WISHES}


def _tally(box) -> dict[str, dict[str, int]]:
    tallies: dict[str, dict[str, int]] = {"wishes": {}, "several": {}, "controls": {}}
    checks = [("wishes", text, lambda t, b, c=cause: fourth.closed_outcome(t, c, box, b, ALSO_READ), PASS)
              for text, cause in WISHES]
    checks += [("several", text, lambda t, b, g=groups: several_outcome(t, g, b, box), {"named"})
               for text, groups in SEVERAL]
    checks += [("controls", text, lambda t, b: talk_outcome(t, b, box), {"quiet"}) for text in CONTROLS]
    counters: dict[str, Counter[str]] = {name: Counter() for name in tallies}
    seen: Counter[str] = Counter()
    for name, text, scorer, good in checks:
        base = BASES[seen[name] % len(BASES)]
        seen[name] += 1
        kind, detail = scorer(text, base)
        counters[name][kind] += 1
        if kind not in good:
            print(f"[{name}] {kind}: {text!r} -> {detail}", file=sys.stderr)
    return {name: dict(found) for name, found in counters.items()}


if __name__ == "__main__":
    from himap_travel.domain.sandbox.index import load_sandbox

    print(_tally(load_sandbox()))
