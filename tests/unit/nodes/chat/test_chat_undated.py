"""Disruptions said with no day, and a stay the traveller asks to swap (issue 39): "our flight got cancelled" is the
plan's one flight, or the reply asks which day's (``nodes/chat/undated.py``); "swap the hotel on night 2" is repaired as
that night's stay gone but said as the traveller's own change (``monitor.phrases.asks_swap``, ``repair_trip.repair_note``)."""

from __future__ import annotations

import pytest

from himap_travel.nodes.chat.repair_trip import repair_note
from himap_travel.nodes.chat.undated import said_disruption, undated_disruption
from himap_travel.planning.monitor.phrases import asks_swap, gone_without_day
from himap_travel.planning.monitor.state import RepairReport
from tests.support.chat_trips import PLAN

DRIVEN_HOME = [PLAN[0], {**PLAN[1], "transportation": "Self-driving, from Savannah to Newark, Duration: 12 hours, Distance: 1,300 km"}]
NO_FLIGHT = [{**day, "transportation": "Taxi, from Newark to Savannah"} for day in PLAN]


@pytest.mark.parametrize(("message", "kind"), [
    ("our flight got cancelled", "flight"),
    ("ugh, the flight was cancelled!!", "flight"),
    ("the hotel cancelled our booking", "lodging"),
    ("the airbnb is fully booked", "lodging"),
    ("my flight on day 1 was cancelled", None),  # a day named: read_disruption's
    ("the hotel on night 1 is closed", None),
    ("no flights please", None),
    ("make it cheaper", None),
])
def test_a_flight_or_stay_gone_with_no_day_is_told_apart(message, kind):
    assert gone_without_day(message) == kind


def test_the_plans_one_flight_is_the_one_cancelled():
    assert undated_disruption("our flight got cancelled", DRIVEN_HOME) == ("flight:day1", None)


def test_with_several_flights_the_reply_asks_which_days_naming_each():
    gone, asked = undated_disruption("our flight got cancelled", PLAN)
    assert gone is None and asked is not None
    assert "Which day's flight" in asked and "day 1: fly F1" in asked and "day 2: fly F2" in asked


@pytest.mark.parametrize(("message", "day"), [("our flight home got cancelled", 2), ("the flight back was cancelled", 2),
                                              ("our outbound flight is cancelled", 1)])
def test_a_flight_named_by_its_leg_is_that_one(message, day):
    assert undated_disruption(message, PLAN) == (f"flight:day{day}", None)


def test_a_plan_with_no_flight_is_left_as_it_is_and_said_so():
    gone, said = undated_disruption("our flight got cancelled", NO_FLIGHT)
    assert gone is None and said is not None and "books no flight" in said and "nothing changed" in said


def test_the_plans_one_stay_is_the_one_cancelled():
    assert undated_disruption("the hotel cancelled our booking", PLAN) == ("lodging:day1", None)


def test_a_message_that_reports_nothing_undated_is_left_to_the_rest_of_the_chat():
    assert undated_disruption("what's the total?", PLAN) is None


@pytest.mark.parametrize(("message", "swap"), [
    ("swap the hotel on night 2", True),
    ("can you change the room for night 1?", True),
    ("the hotel on night 2 is fully booked", False),
    ("swap the American for Italian", False),
])
def test_a_swap_is_the_travellers_own_change(message, swap):
    assert asks_swap(message) is swap


def test_a_swap_is_said_as_asked_never_as_a_stay_gone_unavailable():
    report = RepairReport(disruption="lodging:day2", reason="accommodation Oasis, Savannah (days 1, 2) is unavailable",
                          status="valid", level="days", affected_days=[1, 2])
    swapped, gone = repair_note(report, "Oasis"), repair_note(report)
    assert swapped.startswith("you asked for another stay than Oasis: I re-planned days 1, 2") and "unavailable" not in swapped
    assert gone.startswith("accommodation Oasis, Savannah (days 1, 2) is unavailable: I re-planned days 1, 2")


def test_a_day_said_wins_over_asking_which_days_flight():
    """"our day 2 flight was cancelled!!!" with two flights in the plan: day 2's, never "Which day's flight?"."""
    assert said_disruption("our day 2 flight was cancelled!!!", PLAN) == ("flight:day2", None)
    assert said_disruption("the flight on the second day got scrapped", PLAN) == ("flight:day2", None)


@pytest.mark.parametrize(("message", "said"), [
    ("Dhaba On Wheels closed", "restaurant:Dhaba On Wheels, Savannah"),  # a place of the plan named
    ("the aquarium is shut", "attraction:Tennessee Aquarium, Savannah"),  # a sight by its kind: the plan's one
    ("the restaurant on day 1 is shut", "restaurant:day1.dinner"),  # the day's one meal out
    ("our flight home is delayed until 10pm", "delay:day2@22:00"),
])
def test_what_the_message_names_is_found_in_the_plan(message, said):
    assert said_disruption(message, PLAN) == (said, None)


@pytest.mark.parametrize("message", ["is Dhaba On Wheels closed on day 1?", "we cancelled the aquarium", "a hotel close to the aquarium",
                                     "what if the flight on day 1 is cancelled?", "Dhaba On Wheels was great"])
def test_a_question_the_travellers_own_doing_or_a_place_named_in_passing_is_no_disruption(message):
    assert said_disruption(message, PLAN) is None


def test_with_a_question_of_the_chat_open_only_a_disruption_with_its_day_is_read():
    assert said_disruption("Dhaba On Wheels closed", PLAN, pending=True) is None
    assert said_disruption("the flight on day 1 was cancelled", PLAN, pending=True) == ("flight:day1", None)


@pytest.mark.parametrize(("message", "said"), [
    ("our flight on day 1 is delayed by 90 minutes", ("delay:day1@16:50", None)),  # F1 leaves 15:20
    ("flight home running 3 hours late", ("delay:day2@09:02", None)),  # F2 leaves 06:02
    ("the day 1 flight is delayed by 10 hours", ("flight:day1", None)),  # past midnight: gone that day
    ("Flight F2 cancelled", ("flight:F2", None)),  # a flight of the plan by its number
])
def test_a_delay_by_an_amount_is_the_plans_departure_that_much_later(message, said):
    assert said_disruption(message, PLAN) == said


def test_a_delay_with_no_new_time_asks_when_it_leaves_and_changes_nothing():
    gone, asked = said_disruption("our day 2 flight got delayed", PLAN)
    assert gone is None and asked is not None and asked.startswith("When does the flight leave now?") and "day 2: fly F2" in asked
    assert "day 1" not in asked  # the day said, not every flight
    assert said_disruption("no flights late at night", PLAN) is None  # a wish, not a delay


# (the lead's probes beside the fifth held-out disruption set: each is a rule of its own, not a sentence of the set)
@pytest.mark.parametrize(("message", "read"), [
    ("F2 cxld", "flight:F2"),  # texting shorthand, two words in all: never carried over as a happening alone
    ("Cancelled. Our flight home.", "flight:day3"),
    ("cancelled!!! the flight to savannah", "flight:day1"),  # the happening said alone, then the thing
    ("the flight to savannah got scrubbed", "flight:day1"),
    ("our airbnb host bailed on us for night 2", "lodging:day2"),
    ("we bailed on the museum, too tired", None),  # the traveller's own doing
    ("the return flight now boards at 10:40", "delay:day3@10:40"),
    ("flight home bumped to 11am", "delay:day3@11:00"),  # a new time: never the flight cancelled
    ("the diner closed for good", "restaurant:Joe's Diner, Savannah"),  # a restaurant said by its kind
    ("any chance the park is closed on day 2?", None),
    ("wonder if the flight home will be late", None),
    # the current day said: "tomorrow", "tonight", "yesterday" from it, and it names no booking's day itself
    ("tomorrow's flight home got cancelled, we're on day 2", "flight:day3"),  # (day 2's flight was read)
    ("we're on day 1, the hotel cancelled tomorrow night", "lodging:day2"),
    ("we're on day 1 and tomorrow's breakfast place is closed", "restaurant:day2.breakfast@2022-03-04"),  # (dated day 1)
])
def test_disruptions_said_loosely_are_read_as_the_repair_needs(message, read):
    from tests.support.disruption_scoring import reading

    assert reading(message) == read


def test_a_sight_of_a_kind_the_day_said_lacks_closes_nothing_else_that_day():
    """"the museum is closed on day 2" where day 2 visits no museum: never that day's other sight closed (the plan's
    first sight of day 2 was re-planned away, and a museum put in); where the plan has one is said, and nothing changes."""
    gone, said = said_disruption("the aquarium is closed on day 2", [PLAN[0], {**PLAN[1], "attraction": "Forsyth Park, Savannah;"}])
    assert gone is None and said is not None
    assert "no aquarium on day 2" in said and "Tennessee Aquarium (day 1)" in said and "nothing changed" in said


def test_a_kind_the_plan_has_nowhere_is_said_so():
    gone, said = said_disruption("the zoo is shut", PLAN)
    assert gone is None and said == "Your plan has no zoo on any day, so that closure does not touch it: nothing changed."


@pytest.mark.parametrize(("answer", "day"), [
    ("2nd one", 2), ("the first flight", 1), ("the 6am one", 2), ("the one at 3:20pm", 1), ("the morning one", 2),
    ("the afternoon one", 1), ("the early one", 2), ("the late one", 1), ("the third one", None), ("the evening one", None),
])
def test_an_answer_picks_a_flight_by_its_place_or_its_departure(answer, day):
    """F1 leaves 15:20 on day 1, F2 06:02 on day 2: "our flight got cancelled" then the answer to "Which day's flight?"."""
    gone, asked = undated_disruption(f"our flight got cancelled: {answer}", PLAN)
    assert (gone, asked is None) == ((f"flight:day{day}", True) if day else (None, False))


@pytest.mark.parametrize(("answer", "named"), [
    ("dhaba", "restaurant:Dhaba On Wheels, Savannah"), ("dhaba on wheels pls", None),  # "pls" begins no word of it
    ("the dinner place", "restaurant:Dhaba On Wheels, Savannah"), ("tennessee aq", "attraction:Tennessee Aquarium, Savannah"),
    ("private oasis", "lodging:Private Oasis, Savannah"), ("the one", None), ("make it cheaper", None), ("on", None),
])
def test_a_short_answer_names_one_booking_by_the_words_of_its_name(answer, named):
    from himap_travel.nodes.chat.undated import booking_named

    assert booking_named(answer, PLAN) == named


def test_a_booking_named_in_answer_is_gone_as_the_message_asked_about_said():
    from himap_travel.nodes.chat.undated import answer_named

    dates = ["2022-03-03", "2022-03-04"]
    named = "restaurant:Dhaba On Wheels, Savannah"
    assert answer_named("the restaurant on day 1 is closed", named, PLAN, dates) == ([named + "@2022-03-03"], None)
    assert answer_named("the restaurant closed for good", named, PLAN, dates) == ([named], None)
    assert answer_named("which restaurant is best?", named, PLAN, dates) is None
