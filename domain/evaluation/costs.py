"""The evaluator's cost formula, item by item (one place, used by the scorer and by cost_enquiry)."""

from __future__ import annotations

import math


def flight_cost(price: float, people: int) -> float:
    return price * people


def self_driving_cost(km: float, people: int) -> float:
    """int(0.05 × km) per car, one car per five people."""
    return int(km * 0.05) * math.ceil(people / 5)


def taxi_cost(km: float, people: int) -> float:
    """int(km) per taxi, one taxi per four people."""
    return int(km) * math.ceil(people / 4)


def meal_cost(average_cost: float, people: int) -> float:
    return average_cost * people


def rooms_needed(maximum_occupancy: float, people: int) -> int:
    """Units of one listing that sleep everyone."""
    return math.ceil(people / maximum_occupancy)


def accommodation_cost(price: float, maximum_occupancy: float, people: int) -> float:
    """One night: enough rooms of that listing for everyone."""
    return price * rooms_needed(maximum_occupancy, people)
