"""A second held-out set of disruptions said during the trip (issue 39), scored by what ``understand`` does with each on
the three-day plan of ``tests.support.disruption_scoring`` (day 1: flight F1 15:20, Tennessee Aquarium, dinner at Dhaba
On Wheels, night at Private Oasis; day 2: breakfast at Joe's Diner, Telfair Museum and Forsyth Park, lunch at Olde Pink
House, night at Private Oasis; day 3: flight F2 09:02 home; the days are March 3-5 2022).

Written by helper INTENT (third round) before any rule was changed for it, and scored on the code as it was then (the
figures above ``KNOWN_MISSES``): strikes, weather, delays said by how late or to when, sold-out and full places, two
disruptions in one message (both repaired, in the order said), a day said in its own sentence ("Day 3. Flight
cancelled."), and near misses (questions, the traveller's own acts, wishes, "full" and "closed" in other senses).

How a closure is meant (one rule, kept throughout):
- a restaurant or sight closed *on a day said* ("closed on day 1", "shut today" on day 2, "closed for the day") is
  closed on that day's date only (``@2022-03-03``), never on every date;
- a place closed for good ("permanently", "for good", "shut down", "out of business") or with no day said is closed on
  every date;
- a restaurant "full" ("no tables", "fully booked", "booked out") or a sight "sold out" is no table / no ticket at the
  time it is booked, never closed for the trip: that day's date (the day said, or else the one day the plan books it);
- a stay gone (overbooked, full, cancelled) is the listing lost for the trip (``lodging:dayN`` or its name): a stay
  spans nights, and one kept for some nights and lost for others is no booking a traveller can use.
A message may be read more than one right way (by the place's name, or as the plan's booking on the day said).
"""

from __future__ import annotations

from tests.support.disruption_scoring import AQUARIUM, D1, D2, DHABA, JOE, MUSEUM, OASIS, PARK, PINK, Group, misses
from tests.unit.nodes.chat import test_chat_disruption_heldout as first

FLIGHTS: Group = [
    ("Day 3. Flight cancelled.", ("flight:day3",)),
    ("Day 1 - flight cancelled", ("flight:day1",)),
    # the plan flies on days 1 and 3 only: the day said is kept, and the repair says day 2 books no flight
    ("Day 2. Flight cancelled.", ("flight:day2",)),
    ("our 9am flight on day 3 is cancelled", ("flight:day3",)),
    ("the return flight got canceled due to weather", ("flight:day3",)),
    ("flight F2 cancelled", ("flight:F2", "flight:day3")),
    ("they just cancelled F1!", ("flight:F1", "flight:day1")),
    ("storm grounded all flights on day 1", ("flight:day1",)),
    ("our flight out was cancelled because of a strike", ("flight:day1",)),
    ("air traffic control strike, our day 3 flight is off", ("flight:day3",)),
    ("we missed the flight on day 1", ("flight:day1",)),
    ("Flight's been cancelled for the 3rd day", ("flight:day3",)),
    ("our outbound plane got cancelled", ("flight:day1",)),
    ("day three flight canceled", ("flight:day3",)),
    ("snowstorm - the day 1 flight is not happening", ("flight:day1",)),
    ("pilots are on strike, no flight for us on day 3", ("flight:day3",)),
]
DELAYS: Group = [
    ("our flight on day 1 is delayed by 2 hours", ("delay:day1@17:20",)),
    ("day 3 flight delayed 3 hrs", ("delay:day3@12:02",)),
    ("flight home pushed to 2pm", ("delay:day3@14:00",)),
    ("the day 1 flight now departs 8:45pm", ("delay:day1@20:45",)),
    ("F1 delayed until 19:00", ("delay:F1@19:00", "delay:day1@19:00")),
    ("flight on day 3 running 90 minutes late", ("delay:day3@10:32",)),
    ("our flight got delayed", ("ask",)),
    ("due to fog the day 1 flight leaves at 21:10 instead", ("delay:day1@21:10",)),
    ("day 1 flight delayed till 7.30pm", ("delay:day1@19:30",)),
    ("the outbound flight is running an hour late", ("delay:day1@16:20",)),
]
STAYS: Group = [
    ("the hotel for night 2 cancelled on us", ("lodging:day2", OASIS)),
    ("Private Oasis is overbooked for night 1", ("lodging:day1", OASIS)),
    ("our airbnb host cancelled last minute", ("lodging:day1", OASIS)),
    ("flooding at the hotel, it's closed on night 2", ("lodging:day2", OASIS)),
    ("power cut at the hotel, they closed it", ("lodging:day1", OASIS)),
    ("the hotel lost our reservation for night 1", ("lodging:day1", OASIS)),
    ("no vacancy at the hotel for night 2", ("lodging:day2", OASIS)),
    ("the room for night 1 isn't available anymore", ("lodging:day1", OASIS)),
]
RESTAURANTS: Group = [
    ("Joe's Diner is full on day 2", (JOE + D2, "restaurant:day2.breakfast" + D2)),
    ("Olde Pink House has no tables for us on day 2", (PINK + D2, "restaurant:day2.lunch" + D2)),
    ("dinner on day 1: Dhaba On Wheels is fully booked", (DHABA + D1, "restaurant:day1.dinner" + D1)),
    ("Dhaba On Wheels shut on day 1", (DHABA + D1, "restaurant:day1.dinner" + D1)),
    ("the lunch restaurant on day 2 is closed for the day", (PINK + D2, "restaurant:day2.lunch" + D2)),
    ("Joe's Diner has shut down for good", (JOE,)),
    ("Olde Pink House closed permanently", (PINK,)),
    ("dinner place day 1 is full, no reservations left", (DHABA + D1, "restaurant:day1.dinner" + D1)),
    ("Olde Pink House is full", (PINK + D2, "restaurant:day2.lunch" + D2)),
    ("the restaurant for lunch on day 2 is booked out", (PINK + D2, "restaurant:day2.lunch" + D2)),
    ("we're on day 2 and Joe's Diner is closed today", (JOE + D2, "restaurant:day2.breakfast" + D2)),
    ("Dhaba On Wheels is closed due to a kitchen fire", (DHABA,)),
]
SIGHTS: Group = [
    ("the aquarium is closed on day 1 for a private event", (AQUARIUM + D1, "attraction:day1" + D1)),
    ("Telfair Museum is closed today, we're on day 2", (MUSEUM + D2, "attraction:day2" + D2)),
    ("Forsyth Park is closed for good", (PARK,)),
    ("the museum is shut on day 2 because of a strike", (MUSEUM + D2, "attraction:day2" + D2)),
    ("Forsyth park closed day 2 due to storm damage", (PARK + D2, "attraction:day2.2" + D2)),
    ("the aquarium tickets are sold out for day 1", (AQUARIUM + D1, "attraction:day1" + D1)),
    ("the Telfair Museum is sold out on day 2", (MUSEUM + D2, "attraction:day2" + D2)),
    ("heavy rain on day 2 so the park is closed", (PARK + D2, "attraction:day2.2" + D2)),
    ("the museum has closed indefinitely", (MUSEUM,)),
    ("Tennessee Aquarium shut due to a strike", (AQUARIUM,)),
]
DAYS: Group = [
    ("hurricane warning, we're losing day 2", ("day:2",)),
    ("we lose the whole of day 2 to the strike", ("day:2",)),
    ("Day 2 is a washout, everything's closed", ("day:2",)),
]
TWO: Group = [
    ("our day 1 flight is cancelled and the hotel for night 1 is overbooked", ("flight:day1 + lodging:day1", f"flight:day1 + {OASIS}")),
    ("Flight on day 3 cancelled. Also Joe's Diner closed.", (f"flight:day3 + {JOE}",)),
    ("day 1 flight delayed to 20:00, and Dhaba On Wheels is full", (f"delay:day1@20:00 + {DHABA}{D1}",
                                                                     f"delay:day1@20:00 + restaurant:day1.dinner{D1}")),
    ("the museum on day 2 is closed and Olde Pink House shut down", (f"{MUSEUM}{D2} + {PINK}", f"attraction:day2{D2} + {PINK}")),
    ("Joe's Diner is closed, and so is Forsyth Park", (f"{JOE} + {PARK}",)),
]
NEAR_MISSES: Group = [(message, (None,)) for message in [
    "is Joe's Diner full on day 2?", "will our flight be delayed?", "what happens if the hotel cancels?",
    "we cancelled our dinner reservation on day 1", "we want to skip the museum on day 2", "I'd like a later flight on day 1",
    "hope the flight isn't cancelled", "full board at the hotel please", "we'll be full after lunch on day 2 lol",
    "make sure the hotel is not overbooked", "the park is close to the hotel, right?", "can we close out the trip with dinner at Joe's",
    "a restaurant that's open late on day 1", "delay the flight on day 1 to 19:00 please", "cancel our dinner at Dhaba On Wheels",
    "is the aquarium sold out on day 1?", "what if day 2 gets rained out?", "the flight on day 1 is fine",
    "we don't want a full day at the museum", "no delays please, book reliable flights", "Joe's Diner was full of locals, loved it",
    "the hotel bar closes at 11pm", "are there strikes planned for day 3?"]]

GROUPS: list[tuple[str, Group]] = [("flights", FLIGHTS), ("delays", DELAYS), ("stays", STAYS), ("restaurants", RESTAURANTS),
                                   ("sights", SIGHTS), ("days", DAYS), ("two", TWO), ("near misses", NEAR_MISSES)]
CASES = [case for _name, group in GROUPS for case in group]

# Scored on HEAD (ad1e6cb) before any rule was changed for it: 49 of 87 right (flights 11/5, delays 6/4, stays 5/3,
# restaurants 3/9, sights 3/7, days 1/2, two 0/5, near misses 20/3). The causes: a closure said on a day closed the place
# on every date, and "full"/"sold out" closed it for the trip; only the first of two disruptions was read (the second
# dropped in silence); a day said in its own sentence ("Day 3. Flight cancelled.") was lost; words for gone the reader
# lacked ("grounded", "is off", "not happening", "no tables", "booked out", "lost our reservation", "no vacancy at",
# "isn't available anymore"), delays said "pushed to 2pm", "delayed 3 hrs", "leaves at 21:10 instead", "7.30pm"; a day
# lost said "the whole of day 2", "a washout"; and near misses read as reports ("full board", "full after lunch", the
# traveller's "delay the flight ... please"). After the fixes: 87 of 87.
KNOWN_MISSES: dict[str, str] = {}


def test_no_sentence_of_the_first_set_is_reused():
    earlier = {message.lower() for message, _accepted in first.CASES}
    assert not [message for message, _accepted in CASES if message.lower() in earlier]


def test_the_second_held_out_disruptions_are_read_as_the_repair_needs():
    assert len(CASES) - len(NEAR_MISSES) >= 60 and len(NEAR_MISSES) >= 20
    wrong = set(misses(GROUPS))
    assert wrong == set(KNOWN_MISSES), \
        f"unexpected misses: {sorted(wrong - set(KNOWN_MISSES))}; now right: {sorted(set(KNOWN_MISSES) - wrong)}"


if __name__ == "__main__":
    misses(GROUPS)
