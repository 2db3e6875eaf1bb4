"""Regression cases for the fifth round's reading rules (issue 39; written with the fixes, not held out): a cancel said
with a reason that names a part of the trip or a traveller, the trip itself called cancelled, an earlier version called
"the first", a way back to a place (no undo), an undo asked politely, a flight's time complained of as the reason for a
later one (never when a bound is said), a cost complained of as the reason to switch how to travel, a predicate cut
off at "and" (no question); and for disruptions: not running, not late, a part of the hotel closed, a host, a day
rained out, no flights for a cause said, and a closure said again ("and so is ...") on the day said before."""

from __future__ import annotations

import pytest

from tests.support.disruption_scoring import AQUARIUM, D1, D2, DHABA, MUSEUM, OASIS, PINK, reading
from tests.support.intent_scoring import labels


@pytest.mark.parametrize(("text", "want"), [
    ("cancel it, the hotel doesn't work for us", "cancel"), ("please cancel, my dad is in hospital", "cancel"),
    ("the trip has been cancelled, sorry", "cancel"), ("call the plan off", "cancel"),
    ("the first itinerary was better", "undo"), ("back to the first plan pls", "undo"),
    ("the one with the nicer hotel was way better", "undo"), ("could you revert that?", "undo"),
    ("the 7am flight is way too early, something later?", "nicer:humane_hours"),
    ("make it cheaper, we'll drive", "cheaper"), ("love the itinerary", "thanks"), ("hey, what can you do for us", "help"),
    ("make the entire trip fancier", "nicer:overall")])
def test_the_fifth_rounds_intents_are_read(text, want, sandbox):
    assert labels(text, sandbox) == [want]


@pytest.mark.parametrize("text", [
    "cancel it, 3 people doesn't work", "cancel the hotel, my dad is sick", "my flight was cancelled",
    "the first day was better", "go back to Denver a day later", "the 6am flight is brutal, nothing before 9am",
    "let's fly, driving costs too much", "we'll drive, it's too expensive to fly"])
def test_near_misses_of_the_fifth_rounds_intents_get_none_of_them(text, sandbox):
    assert labels(text, sandbox)[0] not in ("cancel", "undo", "cheaper", "nicer:humane_hours")


@pytest.mark.parametrize(("text", "want"), [
    ("the flight is not running late, all good", (None,)), ("our flight isn't delayed", (None,)),
    ("the hotel gym is closed on night 1", (None,)), ("no flights on day 3", (None,)),
    ("the hotel is not open to pets", (None,)),
    ("our host cancelled for night 2", ("lodging:day2", OASIS)), ("we got turned away at the hotel on night 2", ("lodging:day2", OASIS)),
    ("day 2 has been rained out", ("day:2",)), ("hurricane, no flights on day 3", ("flight:day3",)),
    ("the day 3 flight is not operating", ("flight:day3",)),
    ("the flight home is now departing at 10:40", ("delay:day3@10:40",)),
    ("the museum is shut on day 2 and so is Olde Pink House", (f"{MUSEUM}{D2} + {PINK}{D2}", f"attraction:day2{D2} + {PINK}{D2}")),
    ("the aquarium closed for good, and so did Dhaba On Wheels", (f"{AQUARIUM} + {DHABA}",)),
    ("Dhaba On Wheels is not open tonight, we're on day 1", (f"{DHABA}{D1}", f"restaurant:day1.dinner{D1}")),
    ("the hotel has a leak and is closed on night 2", ("lodging:day2", OASIS))])
def test_the_fifth_rounds_disruption_words(text, want):
    assert reading(text) in want
