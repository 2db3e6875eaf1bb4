"""A third held-out set of disruptions said during the trip (issue 39), scored by what ``understand`` does with each on
the three-day plan of ``tests.support.disruption_scoring`` (day 1: flight F1 15:20, Tennessee Aquarium, dinner at Dhaba
On Wheels, night at Private Oasis; day 2: breakfast at Joe's Diner, Telfair Museum and Forsyth Park, lunch at Olde Pink
House, night at Private Oasis; day 3: flight F2 09:02 home; the days are March 3-5 2022).

Written by helper INTENT4 before any rule was changed for it, and scored on the code as it was then (the figures above
``KNOWN_MISSES``): cancelled and delayed flights said in capitals, with typos and with their cause (blizzard, strike,
thunderstorms), stays overbooked, flooded or lost, restaurants and sights closed, full or sold out, a road to a sight
closed, days lost to weather or a strike, two disruptions in one message, and near misses that are no disruption (a
question, a wish, the traveller's own change, "closed-minded", "closed-in", "full after that dinner", good news).

How a closure is meant follows ``test_chat_disruption_heldout_second.py``: closed on a day said is closed on that
day's date only; closed for good or with no day said is closed on every date; "full"/"sold out" is that day's date; a
stay lost is the listing lost for the trip (``lodging:dayN`` or its name). A sight whose only road is closed on a day
cannot be visited that day: it is read as closed on that date.
"""

from __future__ import annotations

from itertools import product

from tests.support.disruption_scoring import AQUARIUM, D1, D2, DHABA, JOE, MUSEUM, OASIS, PARK, PINK, Group, misses
from tests.unit.nodes.chat import test_chat_disruption_heldout as first
from tests.unit.nodes.chat import test_chat_disruption_heldout_second as second


def _both(one: tuple[str, ...], other: tuple[str, ...]) -> tuple[str, ...]:
    """Every reading of two disruptions said in one message, the first said first."""
    return tuple(f"{a} + {b}" for a, b in product(one, other))


_NIGHT1, _NIGHT2 = ("lodging:day1", OASIS), ("lodging:day2", OASIS)
_JOE2, _PINK2 = (JOE + D2, "restaurant:day2.breakfast" + D2), (PINK + D2, "restaurant:day2.lunch" + D2)
_DHABA1 = (DHABA + D1, "restaurant:day1.dinner" + D1)
_AQUARIUM1, _MUSEUM2 = (AQUARIUM + D1, "attraction:day1" + D1), (MUSEUM + D2, "attraction:day2" + D2)
_PARK2 = (PARK + D2, "attraction:day2.2" + D2)

FLIGHTS: Group = [
    ("Our flight got cancelled on day 1!!", ("flight:day1",)),
    ("day 3 flight - CANCELLED", ("flight:day3",)),
    ("F2 has been cancelled", ("flight:F2", "flight:day3")),
    ("the airline canceled F1 this morning", ("flight:F1", "flight:day1")),
    ("flight home is cancelled, what now?", ("flight:day3",)),
    ("our flight to savannah was cancelled", ("flight:day1",)),
    ("the 3:20pm flight on day 1 is cancelled", ("flight:day1",)),
    ("flght cancelled on day 3", ("flight:day3",)),
    ("no flight for us on day 1, the airline scrapped it", ("flight:day1",)),
    ("blizzard in Newark, our flight out is cancelled", ("flight:day1",)),
    ("thunderstorms cancelled our return flight", ("flight:day3",)),
    ("outbound flight axed", ("flight:day1",)),
    ("we got bumped off our flight on day 1", ("flight:day1",)),
    ("ugh our flight just got cancelled", ("ask",)),
    ("FLIGHT CANCELLED DAY 3", ("flight:day3",)),
    ("baggage handlers strike - our flight home on day 3 won't go", ("flight:day3",)),
]
DELAYS: Group = [
    ("day 1 flight delayed to 6pm", ("delay:day1@18:00",)),
    ("our flight home is delayed 2 hours", ("delay:day3@11:02",)),
    ("F1 pushed back to 20:30", ("delay:F1@20:30", "delay:day1@20:30")),
    ("flight on day 3 delayed by 45 min", ("delay:day3@09:47",)),
    ("the outbound flight now leaves at 7:15pm", ("delay:day1@19:15",)),
    ("day 3 flight is running late, leaves 11am now", ("delay:day3@11:00",)),
    ("fog delay, day 1 flight departs 22:00", ("delay:day1@22:00",)),
    ("flight's delayed ugh", ("ask",)),
    ("the return flight has been delayed until 1pm", ("delay:day3@13:00",)),
    ("day one flight delayed an hour and a half", ("delay:day1@16:50",)),
]
STAYS: Group = [
    ("the hotel overbooked and gave away our room for night 1", _NIGHT1),
    ("Private Oasis cancelled on us", _NIGHT1),
    ("hotel for night 2 is full, they can't take us", _NIGHT2),
    ("the airbnb host just canceled", _NIGHT1),
    ("our booking at Private Oasis was cancelled for night 2", _NIGHT2),
    ("hotel flooded, no room for us on night 1", _NIGHT1),
    ("the hotel says there's no record of our booking", _NIGHT1),
    ("the place we're staying is closed due to a fire", _NIGHT1),
    ("overbooked hotel on night 1 :(", _NIGHT1),
    ("staff strike at the hotel, it's closed on night 2", _NIGHT2),
]
RESTAURANTS: Group = [
    ("Joe's Diner is closed on day 2", _JOE2),
    ("Dhaba On Wheels closed for good", (DHABA,)),
    ("the dinner place on day 1 is shut for a private party", _DHABA1),
    ("Olde Pink House is fully booked on day 2", _PINK2),
    ("no tables at Joe's Diner on day 2", _JOE2),
    ("breakfast spot on day 2 is closed", _JOE2),
    ("Olde Pink House went out of business", (PINK,)),
    ("Dhaba On Wheels is closed due to a power outage", (DHABA,)),
    ("the lunch restaurant on day 2 shut down", (PINK, "restaurant:day2.lunch")),
    ("Joe's Diner staff are on strike, it's closed on day 2", _JOE2),
    ("we're on day 1 and Dhaba On Wheels is closed tonight", _DHABA1),
]
SIGHTS: Group = [
    ("the Telfair Museum is closed on day 2", _MUSEUM2),
    ("Forsyth Park shut due to flooding on day 2", _PARK2),
    ("the aquarium closed permanently", (AQUARIUM,)),
    ("Tennessee Aquarium is sold out on day 1", _AQUARIUM1),
    ("museum staff on strike on day 2, it's shut", _MUSEUM2),
    ("the park is closed because of the storm on day 2", _PARK2),
    ("Telfair Museum closed for renovation", (MUSEUM,)),
    ("the road to Forsyth Park is closed on day 2", _PARK2),
    ("the day 1 sight is shut", _AQUARIUM1),
    ("the aquarium is closed for the day, we're on day 1", _AQUARIUM1),
]
DAYS: Group = [
    ("we lose day 2 to a hurricane", ("day:2",)),
    ("a snowstorm wipes out day 2 completely", ("day:2",)),
    ("day 2 is a write-off because of the storm", ("day:2",)),
]
TWO: Group = [
    ("our day 1 flight is cancelled, and the aquarium is closed too", _both(("flight:day1",), (AQUARIUM, "attraction:day1"))),
    ("flight home delayed to 11:30 and the hotel lost our booking for night 2", _both(("delay:day3@11:30",), _NIGHT2)),
    ("Strike! Day 3 flight cancelled. Olde Pink House closed too.", (f"flight:day3 + {PINK}",)),
    ("the museum is shut for good and Dhaba On Wheels closed down", (f"{MUSEUM} + {DHABA}",)),
    ("Joe's Diner is closed on day 2 and the Telfair Museum is sold out on day 2", _both(_JOE2, _MUSEUM2)),
]
NEAR_MISSES: Group = [(message, (None,)) for message in [
    "we don't want flights", "the museum sounds closed-minded lol", "is our flight on day 3 delayed?", "what if there's a strike?",
    "can we cancel the hotel and stay with friends on night 2?", "we'd rather skip Joe's Diner", "Forsyth Park closes at 10pm, right?",
    "the hotel is close to Forsyth Park, nice", "I'm full after that dinner lol", "weather looks great for day 2!",
    "no rain expected, so the park is fine", "the aquarium was packed but fun", "cancel the museum visit on day 2, we're tired",
    "we want a later flight home", "the flight was smooth, landed early", "is Olde Pink House closed on Mondays?",
    "book a hotel that won't overbook us lol", "can we drive instead of flying?", "Joe's Diner is open on day 2, great",
    "we won't need dinner on day 1, we're eating at a friend's", "don't book the aquarium, it's closed-in and stuffy",
    "the storm missed us, all good", "thank god the flight wasn't cancelled", "what time does the museum close?",
    "full refund if the hotel cancels?", "the day 1 flight is on time", "no strikes on our dates, right?"]]

GROUPS: list[tuple[str, Group]] = [("flights", FLIGHTS), ("delays", DELAYS), ("stays", STAYS), ("restaurants", RESTAURANTS),
                                   ("sights", SIGHTS), ("days", DAYS), ("two", TWO), ("near misses", NEAR_MISSES)]
CASES = [case for _name, group in GROUPS for case in group]

# Scored on HEAD (the lead's pristine copy) before any rule was changed for it: 83 of 92 right (flights 13/3, delays 8/2,
# stays 9/1, restaurants 11/0, sights 10/0, days 2/1, two 4/1, near misses 26/1). The causes: a typo of "flight"
# ("flght"), a flight that "won't go", a delay said beside the new departure ("fog delay, ... departs 22:00"), "an hour
# and a half" read as an hour, "no record of our booking", a day "wiped out", the flight to the destination named by its
# city, the first of two disruptions dropped in silence when it named no day ("flight home delayed to 11:30 and the hotel
# lost our booking for night 2"), and "closed-minded" read as closed. After the fixes: 92 of 92.
KNOWN_MISSES: dict[str, str] = {}


def test_no_sentence_of_the_earlier_sets_is_reused():
    earlier = {message.lower() for message, _accepted in first.CASES + second.CASES}
    assert not [message for message, _accepted in CASES if message.lower() in earlier]


def test_the_third_held_out_disruptions_are_read_as_the_repair_needs():
    assert len(CASES) - len(NEAR_MISSES) >= 60 and len(NEAR_MISSES) >= 25
    wrong = set(misses(GROUPS))
    assert wrong == set(KNOWN_MISSES), \
        f"unexpected misses: {sorted(wrong - set(KNOWN_MISSES))}; now right: {sorted(set(KNOWN_MISSES) - wrong)}"


if __name__ == "__main__":
    misses(GROUPS)
