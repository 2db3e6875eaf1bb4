"""A held-out set of disruptions said during the trip as travellers write them (issue 39), scored by what ``understand``
does with each on a thread holding a three-day plan (``tests.support.disruption_scoring``): the disruption handed to
the repair (``KIND:TARGET``, as ``planning/monitor/disruptions.py`` reads it), the reply asking which one ("ask"), or
nothing of the kind (None).

Written by helper DISRUPT before any rule was changed for it, and scored on the code as it was then (the figures above
``KNOWN_MISSES``). A message may be read more than one right way (a restaurant named is closed by its name, or as the
meal it is booked for on the day said): each case lists every reading it accepts. The near misses at the end are no
disruption: a question ("is the hotel full?"), the traveller's own edit ("cancel the flights"), "close to" the beach.
"""

from __future__ import annotations

from tests.support.disruption_scoring import AQUARIUM, D1, D2, DHABA, JOE, MUSEUM, OASIS, PARK, PINK, Group, misses

# (message, the readings it accepts)
FLIGHTS: list[tuple[str, tuple[str | None, ...]]] = [
    ("our day 3 flight was cancelled!!!", ("flight:day3",)),
    ("day 1 flight got cancelled", ("flight:day1",)),
    ("the flight on day 3 has been canceled", ("flight:day3",)),
    ("Airline just cancelled our flight on day 3", ("flight:day3",)),
    ("they canceled the day 1 flight", ("flight:day1",)),
    ("our flight for day 3 is scrapped", ("flight:day3",)),
    ("flight on day 1 was called off", ("flight:day1",)),
    ("the day-3 flight home is cancelled", ("flight:day3",)),
    ("Our return flight (day 3) got axed", ("flight:day3",)),
    ("day 1: flight cancelled", ("flight:day1",)),
    ("bad news, the airline cancelled our plane on day 1", ("flight:day1",)),
    ("the first day's flight is cancelled", ("flight:day1",)),
    ("the flight on the third day was cancelled", ("flight:day3",)),
    ("our flight home got cancelled", ("flight:day3",)),
    ("the outbound flight was canceled", ("flight:day1",)),
    ("they cancelled our flight", ("ask",)),
    ("flight cancelled :(", ("ask",)),
    ("our return flight has been scrapped", ("flight:day3",)),
    ("United cancelled the flight there", ("flight:day1",)),
]
DELAYS: list[tuple[str, tuple[str | None, ...]]] = [
    ("the flight on day 1 is delayed to 19:30", ("delay:day1@19:30",)),
    ("day 3 flight delayed until 10:45", ("delay:day3@10:45",)),
    ("our flight on day 1 got pushed back to 20:15", ("delay:day1@20:15",)),
    ("flight day 3 now leaves at 11:00", ("delay:day3@11:00",)),
    ("the day 1 flight is delayed, it leaves at 18:40 now", ("delay:day1@18:40",)),
    ("our flight on day 3 is delayed to 9pm", ("delay:day3@21:00",)),
    ("our flight home is delayed until 10:00", ("delay:day3@10:00",)),
    ("the flight on day 1 was moved to 21:05", ("delay:day1@21:05",)),
]
STAYS: list[tuple[str, tuple[str | None, ...]]] = [
    ("the hotel for night 1 is overbooked", ("lodging:day1", OASIS)),
    ("our night 2 hotel is overbooked", ("lodging:day2", OASIS)),
    ("the hotel is overbooked", ("lodging:day1", OASIS)),
    ("Private Oasis cancelled our reservation", ("lodging:day1", OASIS)),
    ("the airbnb on night 2 double-booked us", ("lodging:day2", OASIS)),
    ("we got bumped from the hotel on night 1", ("lodging:day1", OASIS)),
    ("hotel on night 2 has no room for us", ("lodging:day2", OASIS)),
    ("our accommodation for the 2nd night fell through", ("lodging:day2", OASIS)),
    ("the place we're staying on night 1 closed for repairs", ("lodging:day1", OASIS)),
    ("the host cancelled our airbnb", ("lodging:day1", OASIS)),
    ("our room for night 1 is no longer available", ("lodging:day1", OASIS)),
    ("hotel's full on night 2", ("lodging:day2", OASIS)),
    ("the hotel is sold out for night 1", ("lodging:day1", OASIS)),
    ("our booking at the hotel got cancelled", ("lodging:day1", OASIS)),
    ("the day 2 hotel is fully booked", ("lodging:day2", OASIS)),
]
# Widened in the third round (helper INTENT, issue 39): a restaurant or sight said closed on a day is closed on that
# day's date only (``@2022-03-03``), never on every date, so each such case also accepts its dated reading; the readings
# it accepted before stay accepted (they were what the chat could say then, not wrong).
RESTAURANTS: list[tuple[str, tuple[str | None, ...]]] = [
    ("Joe's Diner closed", (JOE,)),
    ("Dhaba On Wheels is closed on day 1", (DHABA, "restaurant:day1.dinner", DHABA + D1, "restaurant:day1.dinner" + D1)),
    ("the restaurant on day 1 is shut", ("restaurant:day1.dinner", DHABA, "restaurant:day1.dinner" + D1)),
    ("Olde Pink House is shut today", (PINK,)),
    ("dinner on day 1 is closed", ("restaurant:day1.dinner", "restaurant:day1.dinner" + D1)),
    ("the lunch place on day 2 is closed", ("restaurant:day2.lunch", PINK, "restaurant:day2.lunch" + D2)),
    ("day 2 lunch spot shut down", ("restaurant:day2.lunch", PINK)),
    ("Joe's Diner is closed today", (JOE,)),
    ("the breakfast place on day 2 went out of business", ("restaurant:day2.breakfast", JOE)),
    ("our dinner restaurant for day 1 is closed for a private event", ("restaurant:day1.dinner", DHABA,
                                                                      "restaurant:day1.dinner" + D1)),
    ("dhaba on wheels is permanently closed", (DHABA,)),
    ("the restaurant we booked for day 1 closed down", ("restaurant:day1.dinner", DHABA)),
    ("the restaurant is closed", ("ask",)),
    ("we're on day 2 and the lunch place today is shut", ("restaurant:day2.lunch", PINK, "restaurant:day2.lunch" + D2)),
    ("the olde pink house has closed", (PINK,)),
]
SIGHTS: list[tuple[str, tuple[str | None, ...]]] = [
    ("the museum on day 2 is closed", ("attraction:day2", MUSEUM, MUSEUM + D2)),
    ("Tennessee Aquarium is closed today", (AQUARIUM, "attraction:day1")),
    ("the aquarium is shut", (AQUARIUM, "attraction:day1")),
    ("Telfair Museum is closed for renovations", (MUSEUM,)),
    ("day 1 sight is closed", ("attraction:day1", AQUARIUM, "attraction:day1" + D1)),
    ("Forsyth Park is closed on day 2", (PARK, "attraction:day2.2", PARK + D2)),
    ("the tour on day 2 got cancelled", ("attraction:day2", "attraction:day2" + D2)),
    ("the museum is closed", (MUSEUM, "attraction:day2")),
    ("the park on day 2 is closed", (PARK, "attraction:day2.2", PARK + D2)),
    ("the day 1 aquarium is shut for maintenance", (AQUARIUM, "attraction:day1", AQUARIUM + D1)),
]
DAYS: list[tuple[str, tuple[str | None, ...]]] = [
    ("we lost day 2 because of the storm", ("day:2",)),
    ("we'll miss day 2 entirely", ("day:2",)),
]
NEAR_MISSES: list[tuple[str, tuple[str | None, ...]]] = [
    (message, (None,)) for message in [
        "is the hotel full?", "is the flight on day 1 cancelled?", "will the museum be closed on day 2?",
        "is Joe's Diner open on day 2?", "what if our flight is cancelled?", "we cancelled the museum",
        "cancel the flights, we'll drive", "close to the beach please", "the hotel should be close to downtown",
        "a hotel close to the museum", "make it cheaper", "skip the aquarium", "we want a full day at the aquarium",
        "Joe's Diner looks great", "no flights please", "cancel the aquarium", "cancel day 2", "is the restaurant closed on day 1?"]]

CASES = FLIGHTS + DELAYS + STAYS + RESTAURANTS + SIGHTS + DAYS + NEAR_MISSES

# Scored before any fix: 29 of 87 right on the code before the chat read undated disruptions (by group, right/wrong:
# flights 5/14, delays 1/7, stays 3/12, restaurants 5/10, sights 2/8, days 2/0, near misses 17/1), 35 of 87 with it;
# the causes: a day said before the thing ("our day 3 flight"), an ordinal day ("the third day"), words for gone the
# reader lacked ("overbooked", "scrapped", "called off", "sold out", "fell through"), a delay said otherwise than
# "delayed to HH:MM" ("pushed back to", "now leaves at", "9pm"), a place named rather than its kind ("Joe's Diner
# closed"), a sight or restaurant said by its kind with no meal ("the park on day 2", "the restaurant on day 1"), and a
# question read as a report ("is the flight on day 1 cancelled?"). After the fixes: 87 of 87. Now that it drove fixes
# it is no longer held out: a next round needs a new set.
KNOWN_MISSES: dict[str, str] = {}


GROUPS: list[tuple[str, Group]] = [("flights", FLIGHTS), ("delays", DELAYS), ("stays", STAYS), ("restaurants", RESTAURANTS),
                                   ("sights", SIGHTS), ("days", DAYS), ("near misses", NEAR_MISSES)]


def test_disruptions_said_in_the_travellers_words_are_read_as_the_repair_needs():
    assert len(CASES) - len(NEAR_MISSES) >= 60
    wrong = set(misses(GROUPS))
    assert wrong == set(KNOWN_MISSES), \
        f"unexpected misses: {sorted(wrong - set(KNOWN_MISSES))}; now right: {sorted(set(KNOWN_MISSES) - wrong)}"


if __name__ == "__main__":
    misses(GROUPS)
