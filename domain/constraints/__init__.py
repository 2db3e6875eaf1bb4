"""The hard constraints, one module each, and the registry every consumer iterates (see ``base``).

Adding a constraint: its module (a ``CONSTRAINT`` with every hook, its reading rules and LLM form field
included), a line in ``REGISTRY``, its field in ``state.trip.LocalConstraint``, and its name in
``state.plan.CertificateKind`` (``state`` cannot import this package; a test keeps the two in step).
"""

from __future__ import annotations

from himap_travel.domain.constraints import (
    avoid_cities,
    avoid_cuisines,
    avoid_restaurants,
    avoid_sights,
    budget,
    cuisine,
    driving_hours,
    eat_at,
    flight_hours,
    flight_times,
    house_rule,
    meal_cost,
    min_rating,
    more_cuisines,
    more_house_rules,
    must_see,
    night_price,
    night_price_per_person,
    pace,
    room_type,
    stay_rating,
    transportation,
    visit_cities,
)
from himap_travel.domain.constraints.base import HardConstraint

# In the evaluator's report order (TravelPlanner's five first).
REGISTRY: tuple[HardConstraint, ...] = (
    budget.CONSTRAINT,
    house_rule.CONSTRAINT,
    cuisine.CONSTRAINT,
    room_type.CONSTRAINT,
    transportation.CONSTRAINT,
    min_rating.CONSTRAINT,
    stay_rating.CONSTRAINT,
    night_price.CONSTRAINT,
    more_cuisines.CONSTRAINT,
    avoid_cuisines.CONSTRAINT,
    more_house_rules.CONSTRAINT,
    meal_cost.CONSTRAINT,
    night_price_per_person.CONSTRAINT,
    eat_at.CONSTRAINT,
    avoid_restaurants.CONSTRAINT,
    flight_times.CONSTRAINT,
    driving_hours.CONSTRAINT,
    flight_hours.CONSTRAINT,
    must_see.CONSTRAINT,
    avoid_sights.CONSTRAINT,
    pace.CONSTRAINT,
    visit_cities.CONSTRAINT,
    avoid_cities.CONSTRAINT,
)
LOCAL: tuple[HardConstraint, ...] = tuple(c for c in REGISTRY if c.local)
# The local constraints that filter venues first (house rule, room type, rating), then those a whole route must meet
# (cuisines, transportation): the order a certificate lifts and names them in, and a model is told them in.
VENUE_FIRST: tuple[HardConstraint, ...] = tuple(sorted(LOCAL, key=lambda c: c.venue is None))
OFFICIAL_REPORT_KEYS: tuple[str, ...] = tuple(c.report_key for c in REGISTRY if c.official)


def named(name: str) -> HardConstraint:
    """The constraint any of whose spellings is ``name`` ("house rule", "house_rule", "room_rule")."""
    for constraint in REGISTRY:
        if name in constraint.spellings():
            return constraint
    raise KeyError(f"no hard constraint is called {name!r}")


__all__ = ["HardConstraint", "LOCAL", "OFFICIAL_REPORT_KEYS", "REGISTRY", "VENUE_FIRST", "named"]
