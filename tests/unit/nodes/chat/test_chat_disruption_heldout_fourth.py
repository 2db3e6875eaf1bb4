"""A fourth held-out set of disruptions said during the trip (issue 39), scored by what ``understand`` does with each on
the three-day plan of ``tests.support.disruption_scoring`` (day 1: flight F1 15:20, Tennessee Aquarium, dinner at Dhaba
On Wheels, night at Private Oasis; day 2: breakfast at Joe's Diner, Telfair Museum and Forsyth Park, lunch at Olde Pink
House, night at Private Oasis; day 3: flight F2 09:02 home; the days are March 3-5 2022).

Written by helper INTENTS5 before any rule was changed for it, and scored on the code as it was then (the figures above
``KNOWN_MISSES``): flights cancelled, grounded, missed or no longer running, said with their cause (storm, strike,
hurricane) and with typos; delays said to a time, by an amount, or as a new departure; stays cancelled, overbooked,
double-booked or closed; restaurants and sights closed, shut down, "not open", sold out or fully booked; days lost,
wiped out or rained out; two disruptions in one message; and near misses that report nothing (a question, a wish, the
traveller's own change, "full" and "close" in other senses, good news, a part of the hotel closed but not the stay).

How a closure is meant follows ``test_chat_disruption_heldout_second.py``: closed on a day said is closed on that day's
date only; closed for good or with no day said is closed on every date; "full"/"sold out" is that day's date; a stay
lost is the listing lost for the trip (``lodging:dayN`` or its name).
"""

from __future__ import annotations

from itertools import product

from tests.support.disruption_scoring import AQUARIUM, D1, D2, DHABA, JOE, MUSEUM, OASIS, PARK, PINK, Group, misses
from tests.unit.nodes.chat import test_chat_disruption_heldout as first
from tests.unit.nodes.chat import test_chat_disruption_heldout_second as second
from tests.unit.nodes.chat import test_chat_disruption_heldout_third as third


def _both(one: tuple[str, ...], other: tuple[str, ...]) -> tuple[str, ...]:
    """Every reading of two disruptions said in one message, the first said first."""
    return tuple(f"{a} + {b}" for a, b in product(one, other))


_NIGHT1, _NIGHT2 = ("lodging:day1", OASIS), ("lodging:day2", OASIS)
_JOE2, _PINK2 = (JOE + D2, "restaurant:day2.breakfast" + D2), (PINK + D2, "restaurant:day2.lunch" + D2)
_DHABA1 = (DHABA + D1, "restaurant:day1.dinner" + D1)
_AQUARIUM1, _MUSEUM2 = (AQUARIUM + D1, "attraction:day1" + D1), (MUSEUM + D2, "attraction:day2" + D2)
_PARK2 = (PARK + D2, "attraction:day2.2" + D2)
_F1, _F2 = ("flight:F1", "flight:day1"), ("flight:F2", "flight:day3")

FLIGHTS: Group = [
    ("flight on day 1 cancelled due to the storm", ("flight:day1",)),
    ("the airline just cancelled our day 3 flight", ("flight:day3",)),
    ("F1 cancelled!!", _F1),
    ("our return flight got canceled", ("flight:day3",)),
    ("the flight out of Newark is cancelled", ("flight:day1",)),
    ("flight home on day three is cancelled", ("flight:day3",)),
    ("pilots strike, no flights on day 1", ("flight:day1",)),
    ("the hurricane grounded our day 3 flight", ("flight:day3",)),
    ("our flight was cancelled", ("ask",)),
    ("cancelled flight on day 1, ugh", ("flight:day1",)),
    ("DAY 1 FLIGHT IS CANCELED", ("flight:day1",)),
    ("fligt canceled day 3", ("flight:day3",)),
    ("our flight on the first day was cancelled by the airline", ("flight:day1",)),
    ("we missed our flight on day 1", ("flight:day1",)),
    ("storm in Savannah, the flight back is cancelled", ("flight:day3",)),
    ("the flight on day 3 isn't running anymore", ("flight:day3",)),
    ("air traffic control strike, F2 won't fly", _F2),
    ("the outbound flight has been scrapped", ("flight:day1",)),
    ("our flight home was cancelled because of the hurricane", ("flight:day3",)),
]
DELAYS: Group = [
    ("F1 delayed to 5pm", ("delay:F1@17:00", "delay:day1@17:00")),
    ("day 3 flight delayed by 2 hours", ("delay:day3@11:02",)),
    ("our flight home is now leaving at 1:30pm", ("delay:day3@13:30",)),
    ("the day 1 flight is delayed 90 minutes", ("delay:day1@16:50",)),
    ("flight on day 1 delayed until 19:45", ("delay:day1@19:45",)),
    ("delay on our return flight, new departure 12:15", ("delay:day3@12:15",)),
    ("outbound flight delayed half an hour", ("delay:day1@15:50",)),
    ("our flight just got delayed", ("ask",)),
    ("storm delay: day 3 flight now departs at 2pm", ("delay:day3@14:00",)),
    ("day one flight running 3 hours late", ("delay:day1@18:20",)),
    ("the flight home is delayed till 10:30", ("delay:day3@10:30",)),
    ("flight on day 1 pushed back an hour", ("delay:day1@16:20",)),
]
STAYS: Group = [
    ("Private Oasis cancelled our reservation on us", _NIGHT1),
    ("hotel's overbooked for night 2", _NIGHT2),
    ("the hotel lost our reservation for the second night", _NIGHT2),
    ("no rooms left at the hotel on night 1", _NIGHT1),
    ("our airbnb got cancelled for night 2", _NIGHT2),
    ("the hotel has a burst pipe and is closed on night 1", _NIGHT1),
    ("host cancelled the booking last minute", (*_NIGHT1, "ask")),
    ("double-booked at the hotel on night 2", _NIGHT2),
    ("hotel is closed for fumigation on night 2", _NIGHT2),
    ("we've been kicked out of the hotel for night 2", _NIGHT2),
    ("the hotel cancelled on us for the first night", _NIGHT1),
    ("HOTEL OVERBOOKED NIGHT 1", _NIGHT1),
]
RESTAURANTS: Group = [
    ("Joe's Diner closed for good", (JOE,)),
    ("Olde Pink House is closed on day 2", _PINK2),
    ("Dhaba On Wheels shut down", (DHABA,)),
    ("lunch place on day 2 is booked out", _PINK2),
    ("the restaurant for dinner on day 1 is closed", _DHABA1),
    ("Joe's Diner has no tables on day 2", _JOE2),
    ("breakfast on day 2 is off, Joe's Diner is closed", _JOE2),
    ("Olde Pink House closed due to a kitchen fire", (PINK,)),
    ("health inspectors shut Dhaba On Wheels", (DHABA,)),
    ("Dhaba On Wheels is closed on day 1 for a holiday", _DHABA1),
    ("Joe's Diner is not open on day 2", _JOE2),
    ("Olde Pink House cancelled our reservation for day 2", _PINK2),
    ("Joe's Diner closed permanently", (JOE,)),
]
SIGHTS: Group = [
    ("the aquarium is closed on day 1", _AQUARIUM1),
    ("Telfair Museum shut for good", (MUSEUM,)),
    ("Forsyth Park is closed on day 2 for an event", _PARK2),
    ("the museum is sold out on day 2", _MUSEUM2),
    ("the Tennessee Aquarium closed due to a power cut", (AQUARIUM,)),
    ("the park's closed because of flooding", (PARK,)),
    ("Telfair Museum closed on the second day", _MUSEUM2),
    ("the aquarium is closed for repairs", (AQUARIUM,)),
    ("tickets for the aquarium on day 1 are sold out", _AQUARIUM1),
    ("forsyth park shut on day 2 due to a storm", _PARK2),
    ("the museum is not open on day 2", _MUSEUM2),
    ("strike at the Telfair Museum, closed on day 2", _MUSEUM2),
]
DAYS: Group = [
    ("we lost day 2 to the storm", ("day:2",)),
    ("day 2 is gone, we're stuck at the airport", ("day:2",)),
    ("the storm wiped out day 2", ("day:2",)),
    ("we'll miss day 2 completely, family emergency", ("day:2",)),
    ("general strike, day 2 is a washout", ("day:2",)),
    ("we're losing the whole of day 2 to a snowstorm", ("day:2",)),
    ("day 2 got rained out", ("day:2",)),
    ("a blizzard means we lose the second day", ("day:2",)),
]
TWO: Group = [
    ("F1 is cancelled and the hotel lost our booking for night 1", _both(_F1, _NIGHT1)),
    ("the aquarium is closed on day 1 and so is Dhaba On Wheels", _both(_AQUARIUM1, _DHABA1)),
    ("day 3 flight delayed to 12:30 and Joe's Diner is closed for good", (f"delay:day3@12:30 + {JOE}",)),
    ("strike: museum closed on day 2, Olde Pink House closed on day 2 too", _both(_MUSEUM2, _PINK2)),
    ("our return flight is cancelled and Forsyth Park is shut on day 2", _both(("flight:day3",), _PARK2)),
    ("hotel overbooked on night 2. also the museum is closed on day 2", _both(_NIGHT2, _MUSEUM2)),
]
NEAR_MISSES: Group = [(message, (None,)) for message in [
    "is the aquarium closed on day 1?", "what happens if our flight is cancelled?", "cancel the aquarium, we'd rather sleep in",
    "we cancelled dinner at Dhaba On Wheels ourselves", "the museum is close to the hotel, right?",
    "the park was full of dogs, so cute", "a full day at the museum sounds great", "our flight was on time, phew",
    "the flight wasn't cancelled after all", "can we delay the trip by a day?", "please push our flight home to a later time",
    "I want a hotel that won't cancel on us", "what time does Joe's Diner close?", "is there a storm coming on day 2?",
    "let's skip the park on day 2", "the museum closes at 5pm on day 2, so go early", "no strike news, all flights running",
    "the hotel upgraded our room for free!", "flight times look fine", "make sure the restaurants aren't closed on day 2",
    "the park reopened on day 2, yay", "no flights, we'll drive instead", "is Forsyth Park sold out on day 2?",
    "could the storm close the aquarium?", "the hotel bar is closed but our room is fine", "we want to cancel the trip",
    "will the flight home be delayed?", "the day 2 lunch was so good we're full"]]

GROUPS: list[tuple[str, Group]] = [("flights", FLIGHTS), ("delays", DELAYS), ("stays", STAYS), ("restaurants", RESTAURANTS),
                                   ("sights", SIGHTS), ("days", DAYS), ("two", TWO), ("near misses", NEAR_MISSES)]
CASES = [case for _name, group in GROUPS for case in group]

# Scored on HEAD (the lead's pristine copy, 700f209) before any rule was changed for it: 96 of 110 right (flights 17/2,
# delays 10/2, stays 9/3, restaurants 11/2, sights 11/1, days 7/1, two 5/1, near misses 26/2). The causes: a flight
# "isn't running anymore" and "no flights" for a strike said with it; a delay said as "now leaving at" or "new departure";
# a sentence cut at "and" ("the hotel has a burst pipe and is closed on night 1") answered as the question "is closed on
# night 1"; a stay's host, "kicked out"; "not open on day 2"; a day that "got rained out"; "and so is Dhaba On Wheels"
# closed on every date, not on day 1 as said before; "the hotel bar is closed but our room is fine" read as the stay
# lost (the stay and the closure in two clauses); "we're full" read as a restaurant full. After the fixes: 109 of 110.
# (The one left then, "breakfast on day 2 is off, Joe's Diner is closed", read as two closures of one booking, is right
# since stop 58: ``undated._one_each`` keeps one disruption per booking the plan holds. 110 of 110.)
KNOWN_MISSES: dict[str, str] = {}


def test_no_sentence_of_the_earlier_sets_is_reused():
    earlier = {message.lower() for message, _accepted in first.CASES + second.CASES + third.CASES}
    assert not [message for message, _accepted in CASES if message.lower() in earlier]


def test_the_fourth_held_out_disruptions_are_read_as_the_repair_needs():
    assert len(CASES) - len(NEAR_MISSES) >= 80 and len(NEAR_MISSES) >= 25
    wrong = set(misses(GROUPS))
    assert wrong == set(KNOWN_MISSES), \
        f"unexpected misses: {sorted(wrong - set(KNOWN_MISSES))}; now right: {sorted(set(KNOWN_MISSES) - wrong)}"


if __name__ == "__main__":
    misses(GROUPS)
