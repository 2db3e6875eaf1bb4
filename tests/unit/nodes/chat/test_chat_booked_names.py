"""The readers the sixth disruption set changed (issue 39), each on its own: a booking named by one word of its name
(``booked_names``), a part of a venue that is not the venue, a date of the trip said by its day of the month, a time
said in words, the plan's flights counted ("flight 2"), and news of the plan never taken for an aside told."""

from __future__ import annotations

import pytest

from himap_travel.nodes.chat.booked_names import bookings, named_in, said_names
from himap_travel.nodes.chat.price_said import reports_price
from himap_travel.nodes.chat.story_aside import without_stories
from himap_travel.nodes.chat.undated import _dates_as_days, said_disruptions
from himap_travel.planning.monitor.phrases import one_form, read_disruption, reports
from tests.support.disruption_scoring import PLAN, TRIP

DATES = TRIP["date"]  # March 3 to 5, 2022


@pytest.mark.parametrize(("text", "named"), [
    ("telfair closed permanently??", "attraction:Telfair Museum, Savannah"),
    ("joe's closed for good", "restaurant:Joe's Diner, Savannah"),
    ("joes is shut", "restaurant:Joe's Diner, Savannah"),
    ("the oasis lost our booking", "lodging:Private Oasis, Savannah"),
    ("forsyth is fenced off", "attraction:Forsyth Park, Savannah"),
    ("the pink house is full", "restaurant:Olde Pink House, Savannah"),
    # a frequent English word, a word of the city, a kind (read by its day: ``undated``) or a short one names nothing
    ("the private beach is closed", None),
    ("the house is closed", None),
    ("savannah is flooded", None),
    ("the aquarium is shut", None),
    ("olde town is closed", None),
    # a part of the venue is not it
    ("the museum's gift shop is closed", None),
    ("telfair museum's cafe is shut", None),
    ("the oasis pool is closed", None),
])
def test_a_booking_is_named_by_one_word_of_its_name_only_where_it_names_nothing_else(text, named):
    assert named_in(text, bookings(PLAN)) == named


def test_a_word_two_bookings_share_names_neither():
    plan = [{**PLAN[0], "dinner": "Telfair Grill, Savannah"}, *PLAN[1:]]
    assert "telfair" not in said_names("Telfair Museum", bookings(plan))
    assert "telfair" in said_names("Telfair Museum", bookings(PLAN))


@pytest.mark.parametrize(("text", "said"), [
    ("our flight on the 3rd was cancelled", "our flight on day 1 was cancelled"),
    ("march 4th museum closed", "on day 2 museum closed"),
    ("mar 5 flight cancelled", "on day 3 flight cancelled"),
    ("the 2nd one", "the 2nd one"),  # a place in a list, never a date
    ("the 3rd day", "the 3rd day"),
    ("on the 9th", "on the 9th"),  # no day of the trip
    ("april 4th", "april 4th"),  # another month
])
def test_a_date_of_the_trip_said_by_its_day_of_the_month_is_that_day(text, said):
    assert _dates_as_days(text, DATES) == said


@pytest.mark.parametrize(("text", "form"), [
    ("now at half past six pm", "now at 18:30"),
    ("delayed to quarter to eight pm", "delayed to 19:45"),
    ("delayed to 7 tonight", "delayed to 19:00 tonight"),
    ("now at 9 this morning", "now at 09:00 this morning"),
    ("a table for 2 tonight", "a table for 2 tonight"),  # a count, never a time
])
def test_a_time_said_in_words_is_put_in_figures(text, form):
    assert one_form(text) == form


@pytest.mark.parametrize(("text", "gone"), [
    ("flight 1 cancelled", ["flight:day1"]),
    ("flight #2 is cancelled", ["flight:day3"]),
    ("they pulled our flight out of savannah", ["flight:day3"]),
    ("the flight out is delayed to 7 tonight", ["delay:day1@19:00"]),
    ("our return got moved to 12:45", ["delay:day3@12:45"]),
    ("flight to savannah running 3 hours behind", ["delay:day1@18:20"]),
    ("Olde Pink House can't seat us on day 2", ["restaurant:Olde Pink House, Savannah@2022-03-04"]),
    ("joe's diner closed on day 2, and the museum too on day 2",
     ["restaurant:Joe's Diner, Savannah@2022-03-04", "attraction:Telfair Museum, Savannah@2022-03-04"]),
])
def test_reports_said_loosely_are_read_against_the_plan(text, gone):
    assert said_disruptions(text, PLAN, dates=DATES) == (gone, None)


@pytest.mark.parametrize("text", ["flight 3 cancelled", "flight 2 hours late"])
def test_a_flight_counted_past_the_plan_or_a_count_of_hours_is_asked_back(text):
    gone, asked = said_disruptions(text, PLAN, dates=DATES) or ([], None)
    assert gone == [] and asked is not None


@pytest.mark.parametrize(("text", "day"), [
    ("day 2 is cancelled for us, food poisoning", "day:2"),
    ("nothing is happening on day 2, my wife broke her ankle", "day:2"),
    ("the rental has no power, can't sleep there night 1", "lodging:day1"),
    ("lost our room for night two", "lodging:day2"),
])
def test_a_loss_said_by_what_it_does_is_read(text, day):
    found = read_disruption(text)
    assert found is not None and found.text == day


@pytest.mark.parametrize("text", [
    "the flight was only 20 min late, no big deal",  # over
    "we can't stay in a hotel with stairs",  # a wish, no stay of the plan
    "we pulled over for gas",
])
def test_what_reports_nothing_is_not_read_as_a_loss(text):
    assert not reports(text) or read_disruption(text) is None


@pytest.mark.parametrize(("text", "kept"), [
    ("the lunch place on day 2 is closed for a wedding", True),  # an occasion as the cause of a loss: news
    ("our stay went up 25%", True),  # a price of the plan changed: news
    ("our return got moved to 12:45", True),
    ("we have a wedding in miami in may", False),  # an occasion told
    ("we went up 20 floors in the elevator", False),  # no price
])
def test_news_of_the_plan_is_never_an_aside(text, kept):
    assert (without_stories(text) == text) is kept


@pytest.mark.parametrize(("text", "price"), [
    ("they want 80 more per night at the oasis", True),
    ("oasis is now 250/night", True),
    ("we went up 20 floors", False),
    ("they want 2 more days", False),
])
def test_a_price_change_is_said_with_an_amount_of_money(text, price):
    assert reports_price(text) is price
