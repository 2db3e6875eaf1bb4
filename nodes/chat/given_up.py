"""What a re-plan gave up to get where it is: the reply says it, not only the new cost.

"Make it cheaper" used to answer "$578.00, $2,248.00 less" and keep quiet that the stays were rated 1.0 and
days 1 and 3 had no meals. Both plans are measured with the same yardstick (``evaluation.quality``) and each
part that got worse is named: meals skipped, lower-rated stays or restaurants, fewer sights, other cities, a
longer drive.
"""

from __future__ import annotations

from typing import Any

from himap_travel.domain.evaluation.quality import QualityError, trip_quality
from himap_travel.state.days import MEALS
from himap_travel.state.trip import TripSpec


def given_up(before: list[dict[str, Any]] | None, after: list[dict[str, Any]] | None, trip: dict[str, Any], sandbox: Any,
             trip_before: dict[str, Any] | None = None) -> list[str]:
    """Each part of the trip that ``after`` is worse at than ``before``, in words (empty: nothing was given up).

    ``trip_before``: the request ``before`` was planned for. Where the user changed where the trip goes, other cities
    are what they asked for, never something given up ("forget San Francisco, let's do Los Angeles")."""
    if not before or not after:
        return []
    spec = TripSpec.model_validate(trip)
    try:
        was, now = trip_quality(spec, before, sandbox), trip_quality(spec, after, sandbox)
    except QualityError:
        return []
    lines = []
    if now.meals_served < was.meals_served:
        skipped = [str(d.get("days")) for d in after if all(str(d.get(m) or "-").strip() == "-" for m in MEALS)]
        where = f" (no meals at all on day {', '.join(skipped)})" if skipped else ""
        fewer = was.meals_served - now.meals_served
        lines.append(f"{fewer} fewer meal{'s' if fewer > 1 else ''}: {now.meals_served} instead of {was.meals_served}{where}")
    lines += _lower(was.mean_lodging_rating, now.mean_lodging_rating, "stays")
    lines += _lower(was.mean_restaurant_rating, now.mean_restaurant_rating, "restaurants")
    if now.sights < was.sights:
        lines.append(f"fewer sights: {now.sights} instead of {was.sights}")
    cities_before, cities_after = _cities(before), _cities(after)
    if cities_after != cities_before and _where(trip) == _where(trip_before or trip):
        lines.append(f"other cities: {', '.join(cities_after)} instead of {', '.join(cities_before)}")
    if round(now.driving_hours, 1) > round(was.driving_hours, 1):  # "19.7 hours at the wheel", as said
        than = f"instead of {was.driving_hours:.1f}" if was.driving_hours >= 0.05 else "where the plan before had no drive"
        lines.append(f"a longer drive: {now.driving_hours:.1f} hours {than}")
    return lines


def _lower(was: float | None, now: float | None, what: str) -> list[str]:
    """A lower average said as the reply rounds it: one that reads the same once rounded ("4.2 instead of 4.2") is
    nothing the traveller can see, so it is no give-up."""
    if was is None or now is None or round(now, 1) >= round(was, 1):
        return []
    return [f"lower-rated {what}: {now:.1f} on average instead of {was:.1f}"]


def _where(trip: dict[str, Any]) -> tuple[Any, ...]:
    """What a request says of the cities it goes to: its destination, how many cities, and the cities to see or avoid."""
    rules = trip.get("local_constraint") or {}
    return trip.get("dest"), trip.get("visiting_city_number"), rules.get("visit cities"), rules.get("avoid cities")


def _cities(plan: list[dict[str, Any]]) -> list[str]:
    """The cities the plan sleeps in, in order."""
    cities = [str(d.get("accommodation") or "-").rsplit(",", 1)[-1].strip() for d in plan]
    return list(dict.fromkeys(c for c in cities if c and c != "-"))
