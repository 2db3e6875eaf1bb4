"""The quality of a trip: how good it is to travel, beyond the 13 pass/fail constraints.

TravelPlanner's checks say whether a plan keeps the rules; a traveller also
cares how good the trip is. This module is the one home of that concept: each
part is measured from what the sandbox knows, reported on its own
(``Quality``), and combined into one score with the weights below. The exact
solver maximizes the same score under the 'best' objective (it prices its
choices with ``meal_points``, ``night_points`` and ``move_points``), so the
score of a plan it writes is the score it optimized (tests check both).

The combined score is a sum of points, one term per choice, divided by the
trip's days (so trips of any length compare). A sum, not a mean of means: it
is linear in the plan's choices, which is what lets an exact solver maximize
it, and it rewards serving a meal at all (a skipped meal earns nothing) as
well as serving a good one. The weights, in points:

=====================================  ======  =====================================
part                                   points  why
=====================================  ======  =====================================
a meal served                          1       a meal the day leaves time for is worth having
its restaurant's rating (0–5)          ×0.2    a 5.0 restaurant doubles a meal's worth
a night's stay rating (0–5)            ×0.4    a night is a day's longest stay anywhere
a sight seen (at most one a day)       1       as much as a meal; a list of sights is free to write, so
                                               a second one a day earns nothing (it is still reported)
a departure before 07:00               −2      worse than a meal missed: the traveller's night is cut
an arrival after 23:00                 −2      likewise
an hour of self-driving                −0.25   driving is time not spent at the destination
=====================================  ======  =====================================

Points are counted in hundredths (``UNIT``), integers, so the solver's
objective is exact; a rating has one decimal, so ``rating × 20`` hundredths is
an integer. An entry the sandbox does not know earns nothing (its rating is
unknown; the constraints fail such a plan anyway).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import BaseModel, Field

from himap_travel.domain.evaluation.lookup import VenueIndex, VenueKind, venue_index
from himap_travel.domain.evaluation.parsing import attractions, is_filled, strict_transport
from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.state.days import MEALS, day_role, day_windows
from himap_travel.state.travel_times import duration_minutes
from himap_travel.state.trip import TripSpec

UNIT = 100  # hundredths of a point: the integer unit the solver's objective counts in
MEAL_SERVED = 100
RESTAURANT_RATING_PER_STAR = 20  # × the rating (0–5): up to 100, as much again as the meal
LODGING_RATING_PER_STAR = 40  # per night × the rating (0–5): up to 200
SIGHT_SEEN = 100
CREDITED_SIGHTS_PER_DAY = 1  # sights cost nothing: past one a day, more would only reward a longer list
EARLY_DEPARTURE = -200
LATE_ARRIVAL = -200
SELF_DRIVING_PER_HOUR = -25
FOCUS_FACTOR = 2  # a favoured part ("nicer hotels": ``quality_focus``) counts this many times in what the solver maximizes
FIRST_HUMANE_DEPARTURE = "07:00"  # a departure before this is early
LAST_HUMANE_ARRIVAL = "23:00"  # an arrival after this is late


class QualityError(ValueError):
    """A plan that cannot be scored (not a list of day objects)."""


class Quality(BaseModel):
    """The quality of one plan: each part on its own, and the combined ``score`` (points per day)."""

    mean_restaurant_rating: float | None = Field(description="mean Aggregate Rating of the meals served (None: no meal)")
    mean_lodging_rating: float | None = Field(description="mean review rate number per night stayed (None: no night)")
    meals_served: int = Field(description="meals served that the sandbox knows")
    nights: int = Field(description="nights in a stay the sandbox knows")
    meal_opportunities: int = Field(description="meals the days leave time for: 3 a day without travel, on a travel "
                                                "day those its flight's times allow (a drive allows all), never fewer "
                                                "than served")
    meals_served_share: float | None = Field(description="meals_served / meal_opportunities (None: no opportunity)")
    sights: int = Field(description="attractions seen")
    sights_per_day: float = Field(description="attractions seen per day of the trip")
    early_departures: int = Field(description=f"flights leaving before {FIRST_HUMANE_DEPARTURE}")
    late_arrivals: int = Field(description=f"flights arriving after {LAST_HUMANE_ARRIVAL}")
    driving_hours: float = Field(description="hours of self-driving")
    days: int = Field(description="the days scored")
    points: int = Field(description=f"the weighted sum of the parts, in 1/{UNIT} points (the solver's objective)")
    score: float = Field(description=f"points per day: points / {UNIT} / days")


def meal_points(rating: float) -> int:
    """What serving one meal at a restaurant of this rating adds, in hundredths of a point."""
    return MEAL_SERVED + round(RESTAURANT_RATING_PER_STAR * rating)


def night_points(rating: float) -> int:
    """What one night in a stay of this rating adds, in hundredths of a point."""
    return round(LODGING_RATING_PER_STAR * rating)


def move_points(mode: str, departure: str | None, arrival: str | None, driving_minutes: float) -> int:
    """What one move costs in humane-time and driving penalties (0 or negative), in hundredths of a point."""
    points = 0
    if mode == "flight":
        points += EARLY_DEPARTURE if is_early(departure) else 0
        points += LATE_ARRIVAL if is_late(arrival) else 0
    elif mode == "self-driving":
        points += round(SELF_DRIVING_PER_HOUR * driving_minutes / 60)
    return points


def is_early(departure: str | None) -> bool:
    return departure is not None and departure < FIRST_HUMANE_DEPARTURE


def is_late(arrival: str | None) -> bool:
    return arrival is not None and arrival > LAST_HUMANE_ARRIVAL




def plan_quality(plan: Sequence[Mapping[str, Any]], days: int, sandbox: Sandbox, dates: Sequence[str | None] | None = None) -> Quality:
    """The quality of a plan's first ``days`` days (submission-format day dicts), as the sandbox knows its entries.

    Entries are read with the strict rule (exact names, a flight on its route
    and date), falling back to the official one, as the evaluator prices them.
    """
    if not isinstance(plan, Sequence) or isinstance(plan, str) or not all(isinstance(day, Mapping) for day in plan):
        raise QualityError("a plan to score is a list of day objects")
    if days < 1:
        raise QualityError(f"a plan to score has at least one day (got {days})")
    index = venue_index(sandbox)
    units = list(plan[:days])
    tally = _Tally()
    last_move = sum(1 for unit in units if _travels(unit)) - 1
    move = 0
    for number, unit in enumerate(units):
        date = dates[number] if dates is not None and number < len(dates) else None
        windows = None
        if _travels(unit):
            windows = _move(tally, index, str(unit["transportation"]), day_role(move, max(last_move, 0)), date)
            move += 1
        served = _meals(tally, index, unit)
        open_meals = 3 if windows is None else len(windows & set(MEALS))
        tally.opportunities += max(open_meals, served)
        _stay_and_sights(tally, index, unit)
    return tally.quality(len(units))


class _Tally:
    """The running counts of one plan's parts."""

    def __init__(self) -> None:
        self.restaurant_ratings: list[float] = []
        self.lodging_ratings: list[float] = []
        self.opportunities = self.sights = self.early = self.late = 0
        self.driving_minutes = 0.0
        self.points = 0

    def quality(self, days: int) -> Quality:
        served = len(self.restaurant_ratings)
        return Quality(
            mean_restaurant_rating=_mean(self.restaurant_ratings),
            mean_lodging_rating=_mean(self.lodging_ratings),
            meals_served=served,
            nights=len(self.lodging_ratings),
            meal_opportunities=self.opportunities,
            meals_served_share=served / self.opportunities if self.opportunities else None,
            sights=self.sights,
            sights_per_day=self.sights / days if days else 0.0,
            early_departures=self.early,
            late_arrivals=self.late,
            driving_hours=round(self.driving_minutes / 60, 3),
            days=days,
            points=self.points,
            score=round(self.points / UNIT / days, 4) if days else 0.0,
        )


def _mean(values: list[float]) -> float | None:
    return round(sum(values) / len(values), 4) if values else None


def _travels(unit: Mapping[str, Any]) -> bool:
    return is_filled(unit.get("transportation")) and isinstance(unit.get("transportation"), str)


def _row(index: VenueIndex, kind: VenueKind, entry: Any) -> Any:
    """The sandbox row of an entry: strict first (the exact venue), else the official first match."""
    if not is_filled(entry) or not isinstance(entry, str):
        return None
    return index.first(kind, entry, True) or index.first(kind, entry, False)


def _move(tally: _Tally, index: VenueIndex, text: str, role: str, date: str | None) -> set[str]:
    """Score one move; the travel-day slots its timing leaves open."""
    transport = strict_transport(text)
    departure = arrival = None
    minutes = 0.0
    if transport.mode == "flight":
        flight = index.flight_on_route(transport.number, transport.origin, transport.destination, date)
        flight = flight or next(iter(index.flights(transport.number)), None)
        if flight is not None:
            departure, arrival = flight.dep_time, flight.arr_time
            tally.early += is_early(departure)
            tally.late += is_late(arrival)
    elif transport.mode == "self-driving" and transport.origin and transport.destination:
        row = index.sandbox.distance(transport.origin, transport.destination)
        minutes = duration_minutes(row.duration if row is not None else None)
        tally.driving_minutes += minutes
    tally.points += move_points(transport.mode or "", departure, arrival, minutes)
    return day_windows(role, departure, arrival)


def _meals(tally: _Tally, index: VenueIndex, unit: Mapping[str, Any]) -> int:
    """Score a day's meals; how many the sandbox knows."""
    served = 0
    for meal in MEALS:
        row = _row(index, "restaurant", unit.get(meal))
        if row is not None and row.rating is not None:
            tally.restaurant_ratings.append(float(row.rating))
            tally.points += meal_points(float(row.rating))
            served += 1
    return served


def _stay_and_sights(tally: _Tally, index: VenueIndex, unit: Mapping[str, Any]) -> None:
    row = _row(index, "accommodation", unit.get("accommodation"))
    if row is not None and row.review_rate is not None:
        tally.lodging_ratings.append(float(row.review_rate))
        tally.points += night_points(float(row.review_rate))
    text = unit.get("attraction")
    if is_filled(text) and isinstance(text, str):
        seen = sum(1 for entry in attractions(text, True) if _row(index, "attraction", entry) is not None)
        tally.sights += seen
        tally.points += SIGHT_SEEN * min(seen, CREDITED_SIGHTS_PER_DAY)


class QualitySummary(BaseModel):
    """The quality of a set of plans (a report's ``quality``): the valid plans' parts, averaged.

    Only plans that pass every constraint are summarized: an invalid plan's
    quality is no trip anyone takes, and counting it would reward breaking a
    rule. Ratings and the meals share are pooled over all meals, nights and
    opportunities (a 7-day trip weighs more than a 3-day one, as its meals do).
    """

    plans: int = Field(description="valid plans summarized")
    mean_score: float | None = Field(description="mean combined score (points per day)")
    mean_restaurant_rating: float | None = None
    mean_lodging_rating: float | None = None
    meals_served_share: float | None = None
    sights_per_day: float | None = Field(default=None, description="mean over plans")
    budget_use: float | None = Field(default=None, description="mean of cost / budget over plans with a budget")
    mean_cost: float | None = None
    early_departures: int = 0
    late_arrivals: int = 0
    driving_hours: float | None = Field(default=None, description="mean per plan")


def summarize(scored: Sequence[tuple[Quality, float | None, float | None]]) -> QualitySummary:
    """The summary of valid plans given as (quality, total cost, budget)."""
    qualities = [quality for quality, _, _ in scored]
    if not qualities:
        return QualitySummary(plans=0, mean_score=None)
    meals = sum(qu.meals_served for qu in qualities)
    nights = sum(qu.nights for qu in qualities)
    opportunities = sum(qu.meal_opportunities for qu in qualities)
    costs = [cost for _, cost, _ in scored if cost is not None]
    uses = [cost / budget for _, cost, budget in scored if cost is not None and budget]
    return QualitySummary(
        plans=len(qualities),
        mean_score=_mean([qu.score for qu in qualities]),
        mean_restaurant_rating=round(sum((qu.mean_restaurant_rating or 0) * qu.meals_served for qu in qualities) / meals, 4)
        if meals else None,
        mean_lodging_rating=round(sum((qu.mean_lodging_rating or 0) * qu.nights for qu in qualities) / nights, 4)
        if nights else None,
        meals_served_share=round(meals / opportunities, 4) if opportunities else None,
        sights_per_day=_mean([qu.sights_per_day for qu in qualities]),
        budget_use=_mean(uses),
        mean_cost=_mean(costs),
        early_departures=sum(qu.early_departures for qu in qualities),
        late_arrivals=sum(qu.late_arrivals for qu in qualities),
        driving_hours=_mean([qu.driving_hours for qu in qualities]),
    )


def trip_quality(spec: TripSpec, plan: Sequence[Mapping[str, Any]], sandbox: Sandbox) -> Quality:
    """The quality of a plan for a request (its days and dates)."""
    return plan_quality(plan, spec.days, sandbox, spec.date)


def objective_quality(objective: str, spec: TripSpec, plan: Sequence[Mapping[str, Any]], sandbox: Sandbox) -> int | None:
    """A candidate plan's quality points when the objective is 'best' (they rank candidates); None otherwise.

    A plan too odd to score ranks as no better than any other (None): ranking never fails a run.
    """
    if objective != "best":
        return None
    try:
        return trip_quality(spec, plan, sandbox).points
    except QualityError:
        return None
