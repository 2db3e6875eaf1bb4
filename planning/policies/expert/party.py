"""What a search option costs the whole party, and which cuisines it serves: one home for the expert's readings.

The coordinator estimates routes and the executors book days from the same
tool options (``RestaurantOption``, ``AccommodationOption``, ``FlightOption``);
these functions derive the party's numbers from an option's own fields, so
both levels price an option alike and no planner copies a restaurant's,
lodging's or flight's fields into a record of its own. The formulas are the
evaluator's (``domain.evaluation.costs``).
"""

from __future__ import annotations

from himap_travel.domain.evaluation import costs
from himap_travel.state.trip import meal_serves
from himap_travel.tools.search_results import AccommodationOption, FlightOption, RestaurantOption


def meal_cost(option: RestaurantOption, people: int) -> float:
    """One meal for the whole party (the option's average cost is per person)."""
    return costs.meal_cost(option.average_cost, people)


def nightly_cost(option: AccommodationOption) -> float:
    """One night for the whole party: the search's nightly total (every unit the party needs), else one unit's price.

    The total is there when the search was given the party's size, as the expert's searches are.
    """
    return option.nightly_total or option.price


def flight_cost(option: FlightOption, people: int) -> float:
    """The flight for the whole party (the option's price is per person)."""
    return costs.flight_cost(option.price, people)


def serves(option: RestaurantOption, cuisine: str) -> bool:
    """Whether the restaurant serves ``cuisine``, read as the evaluator reads a row: within its cuisines' text; or,
    for a restaurant to eat at (``LocalConstraint.wanted_cuisines``), whether it is that restaurant."""
    return meal_serves(option.name, ", ".join(option.cuisines), cuisine)
