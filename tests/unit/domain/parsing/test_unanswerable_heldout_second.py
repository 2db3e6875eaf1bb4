"""A second held-out set of wishes the data cannot answer (issue 38, item 3), written before any fix.

The sandbox knows a stay's price, room type, house rules, rating and city; a restaurant's cuisines, average cost and
rating; an attraction's name and city; a flight's times, price and duration; a drive's time and cost. Each wish below
asks something else (amenities, accessibility, views, diets, noise, neighbourhoods, distances to things, events, weather,
loyalty programmes, seats, luggage, car rental, tours, guides, opening hours, kids' menus, dress codes...), in words the
first set (``test_unanswerable_heldout.py``) did not use. Appended to a valid request (the second talk set's bases),
each must be **named** in ``not_kept`` with a reason, never silent and never read as another constraint.

Outcomes: **named** (as wanted), **silent** (planned with nothing named), **misread** (a constraint read from it, named
or not), **refused** (a question asked: not silent, but the wish should be named so that the traveller can plan
without it). ``python tests/unit/domain/parsing/test_unanswerable_heldout_second.py`` prints the tally.

Scored before any fix, of the 103: HEAD (8d555ec) and the live tree of stop 58 alike 94 named / 2 silent / 4 misread /
3 refused. Silent: "a wedding dress on board", "a play area for the kids"; misread: "book on American" (a cuisine),
"careful with the bakeries", "a neighbourhood with cafes", "sugar free desserts"; refused: opening hours read as a
flight's time, "raw vegan". After the fixes (``unanswerable``: hours, things on board, play areas; ``misread.LOOKS_READ``):
101 / 0 / 1 / 1 (``KNOWN_GAPS``).
"""

from __future__ import annotations

import pytest

from tests.support.reading_scoring import tally_unanswerable, unanswerable_outcome
from tests.unit.domain.parsing.test_talk_heldout_second import BASES

WISHES: list[str] = [
    # amenities
    "the hotel needs a sauna", "we'd love a fireplace in the room", "a place with a full kitchen so we can cook",
    "we need a crib in the room for the baby", "somewhere with a laundry room pls", "a hotel with an ev charger",
    "must have a heated pool!!", "a room with two bathrooms would be ideal", "we want a balcony with a hammock",
    "need an ironing board, I have a wedding to go to",
    # accessibility
    "my partner is deaf so the staff should know sign language", "step-free access everywhere please",
    "we need a ramp at the entrance, wheelchair user here", "my mum has dementia so somewhere calm and easy to navigate",
    "handicap parking near the door is a must", "I use a mobility scooter so wide doorways please",
    "my son has autism, a sensory friendly place please", "a shower seat in the bathroom pls",
    # views
    "a room facing the harbor please", "we'd like to see the bay from the bed", "garden view room if possible",
    "we want a top floor room with a view", "a view of the golden gate would be amazing",
    # diets
    "my partner is diabetic so sugar free desserts somewhere", "we only eat organic", "raw vegan places only please",
    "I can't have any soy", "my wife is on a low sodium diet", "egg allergy here so careful with the bakeries",
    "paleo friendly restaurants", "my kid is allergic to tree nuts", "no msg please",
    # noise
    "a room away from the bar, we need our sleep", "nowhere near a nightclub", "soundproof walls would be ideal",
    "no construction noise, we had that last time", "a peaceful hotel, no screaming kids",
    # neighbourhoods
    "we want to stay downtown", "somewhere in the arts district", "a hotel in the historic district",
    "not near the highway please", "in a trendy neighbourhood with cafes", "somewhere in a quiet residential area",
    # distances to things
    "a hotel within a mile of the aquarium", "walking distance to the waterfront please", "close to a pharmacy",
    "near a church so we can go to mass on sunday", "less than 10 minutes from the train station",
    "close to a gym, I work out every morning", "near a dog park", "near the cruise terminal",
    # events
    "we want to see a basketball game while we're there", "any concerts on the saturday night?",
    "we'd love to catch a broadway-style show", "please find a food festival that weekend",
    "we want to go to a comedy club", "is there a car show in town? my husband loves those",
    # weather
    "only plan the beach day if it's sunny", "make sure it won't snow", "pick the day with the best weather for the hike",
    "if it's windy skip the boat stuff",
    # loyalty programmes
    "I want to use my Hyatt points", "we're Bonvoy platinum so marriott only", "book on American so I get AAdvantage miles",
    "we have a JetBlue credit to use up", "I'd like to earn Alaska miles on this",
    # seats
    "seats together for the two of us please", "a bulkhead seat for my partner", "I get airsick so seats over the wing",
    "business class for the flight there", "no seats near the bathroom on the plane",
    # luggage
    "we travel with two huge checked bags each", "we're bringing a surfboard", "a stroller and a car seat are coming",
    "we're only bringing backpacks", "we'll be carrying a wedding dress on board",
    # car rental
    "we'd like to rent a jeep", "a rental with a bike rack please", "Avis is our go to for rentals",
    "a rental car with a car seat for the baby", "a pickup truck rental please",
    # tours and guides
    "book us on a walking tour", "we'd love a food tour one afternoon", "a private guide for the museums please",
    "a whale watching tour if possible", "a ghost tour at night would be fun", "a wine tasting tour please",
    "we want a local guide who knows the history",
    # opening hours
    "only restaurants open past 11pm, we eat late", "a breakfast place that opens early, like 6am",
    "the museums need to be open on the days we go", "somewhere open on sunday for brunch",
    "a 24 hour diner for late night snacks",
    # kids' menus, dress codes and the rest
    "restaurants with a kids menu please", "no fancy dress code restaurants, we're packing light",
    "a restaurant where jeans are ok", "somewhere with high chairs for the little one",
    "a fancy dinner with a dress code, we want to dress up", "restaurants with outdoor seating please",
    "a restaurant with live music", "somewhere with a play area for the kids", "a rooftop bar one night",
    "a restaurant that takes reservations online",
]

# A constraint the data has that a wish also says, read rightly beside the wish named.
ALSO_READ: dict[str, dict[str, str]] = {
    "we need a crib in the room for the baby": {"house_rule": "children under 10"},
    "a stroller and a car seat are coming": {"house_rule": "children under 10"},
    "a rental car with a car seat for the baby": {"house_rule": "children under 10"},
    "restaurants with a kids menu please": {"house_rule": "children under 10"},
    "somewhere with high chairs for the little one": {"house_rule": "children under 10"},
    "somewhere with a play area for the kids": {"house_rule": "children under 10"},
    "my kid is allergic to tree nuts": {"house_rule": "children under 10"},
    "my son has autism, a sensory friendly place please": {"house_rule": "children under 10"},
    "near a dog park": {"house_rule": "pets"},
}


def outcome(text: str, base: str, sandbox) -> tuple[str, object]:
    """("named" | "silent" | "misread" | "refused", what was named, read or asked): the shared scorer with this set's
    ``ALSO_READ``."""
    return unanswerable_outcome(text, base, sandbox, ALSO_READ)


# Wishes this set found that are still not named, each with why (the tests fail when misses change either way).
KNOWN_GAPS: dict[str, str] = {
    "my partner is diabetic so sugar free desserts somewhere": "cuisine: Desserts read beside the diet named (arguably "
                                                               "right: a dessert place is asked, sugar-free cannot be)",
    # ("raw vegan places only please" named since stop 61: a diet no longer refuses the whole request, LEADD)
}


def _case(index: int, text: str):
    marks = [pytest.mark.xfail(reason=KNOWN_GAPS[text], strict=True)] if text in KNOWN_GAPS else []
    return pytest.param(text, BASES[index % len(BASES)], id=f"wish-{index}", marks=marks)


@pytest.mark.parametrize(("text", "base"), [_case(i, t) for i, t in enumerate(WISHES)])
def test_a_wish_the_data_cannot_answer_is_named(text, base, sandbox):
    assert outcome(text, base, sandbox) == ("named", None)


def test_the_set_is_large_and_distinct():
    assert len(WISHES) >= 100 and len(set(WISHES)) == len(WISHES)


if __name__ == "__main__":
    print(tally_unanswerable(WISHES, BASES, ALSO_READ))
