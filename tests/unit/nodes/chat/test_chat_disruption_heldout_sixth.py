"""A sixth held-out set of disruptions said during the trip (issue 39), scored by what ``understand`` does with each on
the three-day plan of ``tests.support.disruption_scoring`` (day 1: flight F1 15:20, Tennessee Aquarium, dinner at Dhaba
On Wheels, night at Private Oasis; day 2: breakfast at Joe's Diner, Telfair Museum and Forsyth Park, lunch at Olde Pink
House, night at Private Oasis; day 3: flight F2 09:02 home; the days are March 3-5 2022).

Written by the lead before any rule was changed for it, and for the first time with price changes beside the losses:
fares and nightly rates said as people text them ("oasis is now 250/night", "they want 80 more per night", "fare
home jumped to 390 pp"), losses said by what it does to the traveller ("we can't get on our flight home", "the museum
won't let us in on day 2", "our host just messaged, the place isn't available night 2"), times said loosely ("pushed
back 2 hrs", "leaving 90 minutes late", "now at half past six"), and near misses that say the same words and report
nothing (a wish for a cheaper stay, a question about a fare, a price said of the past).

Figures, right / wrong of 89 (64 reports, 25 near misses), on HEAD 5a628d5 before any rule was changed for it: 62 / 27
(flights 8/2, delays 6/4, stays 5/3, restaurants 4/4, sights 6/2, days 2/2, prices 6/6, two at once 2/2, near misses
23/2); after the fixes, 89 / 0. The causes: a booking named by one word of its name ("joe's", "telfair", "the oasis":
``booked_names``, the first or last word, no frequent English word, no word of the city or of a kind, no other
booking's) was not read, for a closure or a price; a part of a venue closed ("the museum's gift shop") was read as the
venue (``phrases.VENUE_PART``); times in words ("half past six pm", "to 7 tonight": ``phrases._clock_words``) and "now
at"; "running 3 hours behind"; "our return" and "fare home" as the flight home, "out of savannah" as the flight leaving
it; a date of the trip said by its day of the month ("on the 3rd": ``undated._dates_as_days``); losses said as what
they do ("can't seat us", "can't stay at the oasis", "fenced off", "booked solid", "lost our room", "pulled our
flight", "day 2 is cancelled", "nothing is happening on day 2"); "the museum too on day 2" as the closure said again; an
extra asked per night ("they want 80 more per night"); a flight said "only 20 min late" as flown; and two read as asides
told (``story_aside``): a closure for an occasion ("closed for a wedding") and a price or a departure moved said in the
past ("our stay went up 25%", "our return got moved to 12:45").

How each is meant follows the earlier sets (``test_chat_disruption_heldout_second.py``): closed on a day said is closed
on that day's date only, closed for good or with no day said is closed on every date, a stay lost is the listing lost
for the trip (``lodging:dayN`` or its name); a price change is ``price:REF=AMOUNT`` (per person for a flight or a meal,
per night for a stay: ``nodes/chat/price_said.py``).
"""

from __future__ import annotations

from tests.support.disruption_scoring import AQUARIUM, D1, D2, DHABA, JOE, MUSEUM, OASIS, PARK, PINK, Group, misses
from tests.unit.nodes.chat import test_chat_disruption_heldout as first
from tests.unit.nodes.chat import test_chat_disruption_heldout_fifth as fifth
from tests.unit.nodes.chat import test_chat_disruption_heldout_fourth as fourth
from tests.unit.nodes.chat import test_chat_disruption_heldout_second as second
from tests.unit.nodes.chat import test_chat_disruption_heldout_third as third

_NIGHT1, _NIGHT2 = ("lodging:day1", OASIS), ("lodging:day2", OASIS)
_ANY_NIGHT = (*_NIGHT1, *_NIGHT2, "ask")
_JOE2, _PINK2 = (JOE + D2, "restaurant:day2.breakfast" + D2), (PINK + D2, "restaurant:day2.lunch" + D2)
_DHABA1 = (DHABA + D1, "restaurant:day1.dinner" + D1)
_AQUARIUM1, _MUSEUM2 = (AQUARIUM + D1, "attraction:day1" + D1), (MUSEUM + D2, "attraction:day2" + D2)
_PARK2 = (PARK + D2, "attraction:day2.2" + D2)
_F1, _F2 = ("flight:F1", "flight:day1"), ("flight:F2", "flight:day3")


def _delay(flight: str, day: int, clock: str) -> tuple[str, str]:
    return (f"delay:{flight}@{clock}", f"delay:day{day}@{clock}")


def _stay_price(amount: str) -> tuple[str, ...]:
    """A stay's new price: the plan's one listing, by its night or its name."""
    return (f"price:day1.lodging={amount}", f"price:day2.lodging={amount}", f"price:Private Oasis, Savannah={amount}")


def _fare(flight: str, day: int, amount: str) -> tuple[str, str]:
    return (f"price:{flight}={amount}", f"price:day{day}.flight={amount}")


FLIGHTS: Group = [
    ("we can't get on our flight home, it's been cancelled", _F2),
    ("United just cancelled F1 on us", _F1),
    ("return flt canceled smh", _F2),
    ("the 9am flight home is not happening, cancelled", _F2),
    ("OUTBOUND FLIGHT CANCELLED", _F1),
    ("so the flight to savannah got scrapped", _F1),
    ("they pulled our flight out of savannah", _F2),
    ("our flight on the 3rd was cancelled", _F1),
    ("heads up, F2 has been cancelled", _F2),
    ("flight's cancelled. the one on day 1", _F1),
]
DELAYS: Group = [
    ("F1 pushed back 2 hrs", _delay("F1", 1, "17:20")),
    ("flight home is leaving 90 minutes late", _delay("F2", 3, "10:32")),
    ("day 1 flight now at half past six pm", _delay("F1", 1, "18:30")),
    ("our return got moved to 12:45", _delay("F2", 3, "12:45")),
    ("the flight out is delayed to 7 tonight", _delay("F1", 1, "19:00")),
    ("F2 delayed until 2pm", _delay("F2", 3, "14:00")),
    ("flight to savannah running 3 hours behind", _delay("F1", 1, "18:20")),
    ("delay on our flight home, new departure 11:30", _delay("F2", 3, "11:30")),
    ("our flight is delayed", ("ask",)),
    ("outbound delayed by 30 mins", _delay("F1", 1, "15:50")),
]
STAYS: Group = [
    ("our host just messaged, the place isn't available night 2", _NIGHT2),
    ("private oasis double booked us for the first night", _NIGHT1),
    ("the airbnb cancelled on us for night one", _NIGHT1),
    ("we can't stay at the oasis on night 2, pipe burst", _NIGHT2),
    ("our booking at private oasis got cancelled", (OASIS, *_ANY_NIGHT)),
    ("host cancelled the 2nd night last minute", _NIGHT2),
    ("the rental has no power, can't sleep there night 1", _NIGHT1),
    ("lost our room for night two", _NIGHT2),
]
RESTAURANTS: Group = [
    ("joe's diner is closed tomorrow morning, day 2", _JOE2),
    ("dhaba on wheels shut down permanently", (DHABA,)),
    ("Olde Pink House can't seat us on day 2", _PINK2),
    ("the lunch place on day 2 is closed for a wedding", _PINK2),
    ("day 1 dinner spot is closed tonight", _DHABA1),
    ("joe's closed for good apparently", (JOE,)),
    ("the pink house is booked solid day 2", _PINK2),
    ("the diner on day 2 is closed", _JOE2),
]
SIGHTS: Group = [
    ("the museum won't let us in on day 2, closed for a private event", _MUSEUM2),
    ("tennessee aquarium is closed today, day 1", _AQUARIUM1),
    ("forsyth park is fenced off on day 2", _PARK2),
    ("telfair closed permanently??", (MUSEUM,)),
    ("aquarium's shut for maintenance on day 1", _AQUARIUM1),
    ("the park's closed on day 2", _PARK2),
    ("Telfair Museum: closed day 2", _MUSEUM2),
    ("the aquarium has closed for the season", (AQUARIUM,)),
]
DAYS: Group = [
    ("day 2 is cancelled for us, food poisoning", ("day:2",)),
    ("we're losing all of day 2, car trouble", ("day:2",)),
    ("we'll be stuck at the hotel the whole 2nd day, tornado warning", ("day:2",)),
    ("nothing is happening on day 2, my wife broke her ankle", ("day:2",)),
]
PRICES: Group = [
    ("oasis is now 250/night", _stay_price("250")),
    ("the hotel charges 157 a night now", _stay_price("157")),
    ("private oasis raised the rate to 310 a night", _stay_price("310")),
    ("they want 80 more per night at the oasis", _stay_price("+80")),
    ("our stay went up 25%", _stay_price("+25%")),
    ("fare home jumped to 390 pp", _fare("F2", 3, "390")),
    ("F1 now costs $260 a person", _fare("F1", 1, "260")),
    ("the flight out went up by $75 each", _fare("F1", 1, "+75")),
    ("joe's diner raised its prices 10%", ("price:Joe's Diner, Savannah=+10%", "price:day2.breakfast=+10%")),
    ("olde pink house doubled its prices", ("price:Olde Pink House, Savannah=x2", "price:day2.lunch=x2")),
    ("dinner on day 1 now costs 45 each", ("price:day1.dinner=45", "price:Dhaba On Wheels, Savannah=45")),
    ("the return fare dropped to 150", _fare("F2", 3, "150")),
]
TWO: Group = [
    ("flight home cancelled and the aquarium is closed on day 1",
     tuple(f"{a} + {b}" for a in _F2 for b in _AQUARIUM1)),
    ("F1 delayed to 17:00 and dhaba on wheels is shut on day 1",
     tuple(f"{a} + {b}" for a in _delay("F1", 1, "17:00") for b in _DHABA1)),
    ("joe's diner closed on day 2, and the museum too on day 2",
     tuple(f"{a} + {b}" for a in _JOE2 for b in _MUSEUM2)),
    ("the oasis lost our booking for night 2 and forsyth park is closed on day 2",
     tuple(f"{a} + {b}" for a in _NIGHT2 for b in _PARK2)),
]
NEAR_MISSES: Group = [(message, (None,)) for message in [
    "can we find a hotel under 250 a night instead?", "how much is the flight home per person?",
    "the oasis was 150 a night when we booked, right?", "is there a cheaper flight home?", "what did the hotel cost?",
    "we'd rather leave later on day 3", "can we skip the museum on day 2, we're tired", "the aquarium was worth every penny",
    "don't book the pink house, we'd rather try something else", "does joe's open early enough on day 2?",
    "what if F1 is cancelled?", "make the trip cheaper", "the flight was only 20 min late, no big deal",
    "our host is lovely", "the park was closed last year when we came, haha", "the wifi at the oasis is down",
    "lunch on day 2 was pricey but great", "could you move dinner on day 1 earlier?", "any delays expected for F2?",
    "the museum's gift shop is closed but we saw everything", "is day 2 too packed?", "we want to add a day",
    "how late does forsyth park stay open?", "can we swap the aquarium for something outdoors?",
    "prices here are crazy lol"]]

GROUPS: list[tuple[str, Group]] = [("flights", FLIGHTS), ("delays", DELAYS), ("stays", STAYS), ("restaurants", RESTAURANTS),
                                   ("sights", SIGHTS), ("days", DAYS), ("prices", PRICES), ("two", TWO),
                                   ("near misses", NEAR_MISSES)]
CASES = [case for _name, group in GROUPS for case in group]

# Scored on HEAD (5a628d5) before any rule was changed for it: 62 right, 27 wrong (the module's note); now every one right.
KNOWN_MISSES: dict[str, str] = {}


def test_no_sentence_of_the_earlier_sets_is_reused():
    earlier = {message.lower() for message, _accepted in
               first.CASES + second.CASES + third.CASES + fourth.CASES + fifth.CASES}
    assert not [message for message, _accepted in CASES if message.lower() in earlier]


def test_the_sixth_held_out_disruptions_are_read_as_the_repair_needs():
    assert len(CASES) - len(NEAR_MISSES) >= 60 and len(NEAR_MISSES) >= 25
    wrong = set(misses(GROUPS))
    assert wrong == set(KNOWN_MISSES), \
        f"unexpected misses: {sorted(wrong - set(KNOWN_MISSES))}; now right: {sorted(set(KNOWN_MISSES) - wrong)}"


if __name__ == "__main__":
    misses(GROUPS)
