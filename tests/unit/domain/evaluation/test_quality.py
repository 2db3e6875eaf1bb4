"""The quality score (domain/evaluation/quality.py), part by part, on hand-made plans.

Each plan is written here from rows read out of the sandbox, and the expected
value of each part is worked out here from those rows, so a test fails when a
part is computed wrong, not only when it changes.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.evaluation import quality as q
from himap_travel.domain.evaluation.quality import QualityError, duration_minutes, plan_quality


def flight_entry(f) -> str:
    return (f"Flight Number: {f.flight_number}, from {f.origin} to {f.destination}, "
            f"Departure Time: {f.dep_time}, Arrival Time: {f.arr_time}")


def flights(sandbox):
    return [f for found in sandbox.flights_by_number.values() for f in found]


def a_flight(sandbox, test):
    return next(f for f in flights(sandbox) if test(f) and f.origin != f.destination)


def day(city, transportation="-", breakfast="-", lunch="-", dinner="-", attraction="-", accommodation="-", number=1):
    return {"days": number, "current_city": city, "transportation": transportation, "breakfast": breakfast,
            "attraction": attraction, "lunch": lunch, "dinner": dinner, "accommodation": accommodation}


@pytest.fixture(scope="module")
def venues(sandbox):
    """A daytime flight and the first rated venues of its destination."""
    flight = a_flight(sandbox, lambda f: f.dep_time >= "07:00" and f.arr_time <= "18:00"
                      and len(sandbox.restaurants_in(f.destination)) >= 4 and sandbox.accommodations_in(f.destination)
                      and len(sandbox.attractions_in(f.destination)) >= 2)
    city = flight.destination
    return {"flight": flight, "city": city, "restaurants": sandbox.restaurants_in(city)[:4],
            "stay": sandbox.accommodations_in(city)[0], "sights": sandbox.attractions_in(city)[:2]}


def entry(row) -> str:
    return f"{row.name}, {row.city}"


def full_day(v, number=2, meals=3, sights=1):
    r = v["restaurants"]
    names = [entry(row) for row in r[:meals]] + ["-"] * (3 - meals)
    return day(v["city"], breakfast=names[0], lunch=names[1], dinner=names[2], number=number,
               attraction="".join(f"{entry(s)};" for s in v["sights"][:sights]) or "-", accommodation=entry(v["stay"]))


def test_restaurant_and_lodging_ratings_are_the_means_of_the_rows(sandbox, venues):
    plan = [full_day(venues, 1), full_day(venues, 2, meals=2)]
    got = plan_quality(plan, 2, sandbox)
    ratings = [r.rating for r in venues["restaurants"][:3]] + [r.rating for r in venues["restaurants"][:2]]
    assert got.mean_restaurant_rating == pytest.approx(sum(ratings) / 5, abs=1e-4)
    assert got.mean_lodging_rating == pytest.approx(venues["stay"].review_rate)
    assert got.meals_served == 5


def test_meals_served_share_counts_what_the_day_leaves_time_for(sandbox, venues):
    f = venues["flight"]  # arrives by 18:00: dinner (and a sight) fit the departure day
    arrive = day(f"from {f.origin} to {f.destination}", transportation=flight_entry(f), accommodation=entry(venues["stay"]))
    got = plan_quality([arrive, full_day(venues, 2)], 2, sandbox, [f.flight_date, None])
    assert got.meal_opportunities == 3 + 1
    assert got.meals_served_share == pytest.approx(3 / 4)
    with_dinner = dict(arrive, dinner=entry(venues["restaurants"][3]))
    assert plan_quality([with_dinner, full_day(venues, 2)], 2, sandbox, [f.flight_date, None]).meals_served_share == 1.0


def test_a_late_arrival_leaves_no_dinner_to_miss_and_counts_as_late(sandbox):
    f = a_flight(sandbox, lambda f: f.arr_time > "23:00")
    got = plan_quality([day(f"from {f.origin} to {f.destination}", transportation=flight_entry(f))], 1, sandbox,
                       [f.flight_date])
    assert (got.late_arrivals, got.early_departures, got.meal_opportunities) == (1, 0, 0)
    assert got.meals_served_share is None
    assert got.points == q.LATE_ARRIVAL


def test_an_early_departure_is_counted_and_costs_points(sandbox):
    f = a_flight(sandbox, lambda f: f.dep_time < "07:00" and f.arr_time <= "23:00")
    got = plan_quality([day(f"from {f.origin} to {f.destination}", transportation=flight_entry(f))], 1, sandbox,
                       [f.flight_date])
    assert (got.early_departures, got.late_arrivals) == (1, 0)
    assert got.points == q.EARLY_DEPARTURE


def test_driving_hours_come_from_the_distance_row(sandbox, venues):
    f = venues["flight"]
    row = sandbox.distance(f.origin, f.destination)
    assert row is not None and row.duration
    drive = day(f"from {f.origin} to {f.destination}", transportation=f"Self-driving, from {f.origin} to {f.destination}")
    got = plan_quality([drive], 1, sandbox)
    assert got.driving_hours == pytest.approx(duration_minutes(row.duration) / 60, abs=1e-3)
    assert got.points == round(q.SELF_DRIVING_PER_HOUR * duration_minutes(row.duration) / 60)
    taxi = dict(drive, transportation=f"Taxi, from {f.origin} to {f.destination}")
    assert plan_quality([taxi], 1, sandbox).driving_hours == 0.0  # a passenger does not drive


def test_sights_per_day_counts_known_attractions(sandbox, venues):
    plan = [full_day(venues, 1, sights=2), full_day(venues, 2, sights=0)]
    plan[1]["attraction"] = "Nowhere Museum, Atlantis;"
    got = plan_quality(plan, 2, sandbox)
    assert (got.sights, got.sights_per_day) == (2, 1.0)
    only_known = plan_quality([full_day(venues, 1, sights=1), plan[1]], 2, sandbox)
    assert got.points == only_known.points  # a second sight the same day is reported, not credited


def test_the_score_is_the_documented_weighted_sum_per_day(sandbox, venues):
    plan = [full_day(venues, 1), full_day(venues, 2)]
    got = plan_quality(plan, 2, sandbox)
    meals = sum(q.MEAL_SERVED + round(q.RESTAURANT_RATING_PER_STAR * r.rating) for r in venues["restaurants"][:3]) * 2
    nights = round(q.LODGING_RATING_PER_STAR * venues["stay"].review_rate) * 2
    expected = meals + nights + 2 * q.SIGHT_SEEN
    assert got.points == expected
    assert got.score == pytest.approx(expected / q.UNIT / 2, abs=1e-4)


def test_only_the_counted_days_are_scored(sandbox, venues):
    plan = [full_day(venues, 1), full_day(venues, 2)]
    assert plan_quality(plan, 1, sandbox).meals_served == 3


def test_unknown_entries_earn_nothing(sandbox):
    plan = [day("Atlantis", breakfast="Nowhere, Atlantis", accommodation="Nowhere Inn, Atlantis")]
    got = plan_quality(plan, 1, sandbox)
    assert (got.meals_served, got.mean_restaurant_rating, got.mean_lodging_rating, got.points) == (0, None, None, 0)


@pytest.mark.parametrize("plan,days", [("not a plan", 1), ([1, 2], 2), ([{"days": 1}], 0)])
def test_what_is_no_plan_is_a_typed_error(sandbox, plan, days):
    with pytest.raises(QualityError):
        plan_quality(plan, days, sandbox)


@pytest.mark.parametrize("text,minutes", [("5 hours 3 mins", 303), ("1 day 2 hours", 1560), ("45 mins", 45), (None, 0)])
def test_durations_read_in_minutes(text, minutes):
    assert duration_minutes(text) == minutes
