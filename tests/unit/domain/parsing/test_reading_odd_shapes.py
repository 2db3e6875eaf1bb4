"""Wishes in the shapes the eighth held-out set found unread (issue 38), each beside a near sentence that must read as
before: money with its sign after it or "≤", a pace said of days, what a restaurant is said to serve, being home by a
time, a place ruled out after a comma, a dish or an outing the data has no row for (named, never dropped)."""

from __future__ import annotations

import pytest

from tests.support.reading_scoring import outcome, pace, window

CHICAGO = "Plan a 3-day trip from Atlanta to Chicago for 3 people, March 24 to 26, 2022, with a budget of $3,200. "
MASSACHUSETTS = ("Plan a 5-day trip from Myrtle Beach to 2 cities in Massachusetts for 3 people, March 12 to 16, 2022, with a "
                 "budget of $3,800. ")


@pytest.mark.parametrize(("wish", "expected"), [
    ("hotel under 150$ a night", {"max_night_price": 150.0}),
    ("rooms ≤ $250/night", {"max_night_price": 250.0}),
    ("not a penny over $300/night", {"max_night_price": 300.0}),
    ("meals <= $25 per person", {"max_meal_cost": 25.0}),
    ("no more than 30 bucks pp per meal", {"max_meal_cost": 30.0}),
    ("45$ per person per meal max", {"max_meal_cost": 45.0}),
    ("eats under a fiver", {"max_meal_cost": 5.0}),
    ("no flights > 3h", {"max_flight_hours": 3.0}),
    ("restaurants w/ a rating ≥ 4", {"min_rating": 4.0}),
    ("lunch places rated 3.5 or better", {"min_rating": 3.5}),
    ("a slow day 2", pace(most=1, days=(2,))),
    ("day 3 should be chill", pace(most=1, days=(3,))),
    ("the first two days packed", pace(least=2, days=(1, 2))),
    ("a slow last day", pace(most=1, days=(3,))),
    ("not too busy on day 1", pace(most=1, days=(1,))),
    ("not too busy pls", pace(most=1)),  # the whole trip, as before
    # two paces, each of its days: kept (refused as "several paces" before stop 90, never one dropped)
    ("a relaxed pace, but a packed day 2", pace(most=1, other_days=({"days": (2,), "most": None, "least": 2},))),
    ("Pizza Hut for pizza one night", {"eat_at": ["Pizza Hut"]}),
    ("Whomely for dessert", {"eat_at": ["Whomely"]}),
    ("Chicago for pizza and seafood", {"more_cuisines": ["Pizza", "Seafood"]}),  # a city is no restaurant
    ("home by 9pm on the 26th", {"flight_times": [window(leg="return", arrive_until="21:00")]}),
    ("back in atlanta by 10pm", {"flight_times": [window(leg="return", arrive_until="22:00")]}),
    ("we leave home by 8am", {"flight_times": [window(depart_until="08:00")]}),  # leaving home: no return
    ("fly back after 4pm", {"flight_times": [window(leg="return", depart_from="16:00")]}),
    ("no museum of ice cream, it's more for kids", {"avoid_sights": ["MUSEUM OF ICE CREAM"]}),
    ("field museum and museum of science & industry", {"must_see": ["Field Museum", "Museum of Science and Industry, Chicago"]}),
    ("gumbo every night", "named: gumbo"),
    ("a segway tour", "named: segway tour"),
    ("the art institute", "named: art institute"),
    # a city of another state; named in the words as typed (stop 59: a naming quotes the user, not the capitalised
    # form its reader took, which read "named: Milwaukee")
    ("milwaukee for an afternoon", "named: milwaukee"),
    ("We love the beach and the sun.", {}),  # talk: no place said by its kind
])
def test_odd_shapes_read_on_a_chicago_trip(wish, expected, sandbox):
    assert outcome(wish, expected, sandbox, CHICAGO) in ("read right", "named")


@pytest.mark.parametrize(("wish", "expected"), [
    ("boston, not hyannis", {"visit_cities": ["Boston"], "avoid_cities": ["Hyannis"]}),
    ("fenway tour!", {"must_see": ["Fenway Park"]}),
    ("Yellow Dog Eats on the vineyard", {"eat_at": ["Yellow Dog Eats"]}),  # the vineyard is Martha's Vineyard, no sight
])
def test_odd_shapes_read_on_a_trip_of_massachusetts(wish, expected, sandbox):
    assert outcome(wish, expected, sandbox, MASSACHUSETTS) in ("read right", "named")
