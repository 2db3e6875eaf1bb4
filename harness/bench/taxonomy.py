"""Why plans fail: each failing query sorted into categories from its verdict's failing checks and reasons.

A query may fall in several categories (a plan can both overflow the budget
and repeat a restaurant). The categories follow the paper's failure analysis:
budget overflow, duplicates, route, minimum nights, missing cities, ...
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from himap_travel.domain.constraints import REGISTRY
from himap_travel.domain.text.lazy_regex import lazy_compile

CATEGORIES: dict[str, str] = {
    "error": "run error (exception, model server down)",
    "undelivered": "no plan delivered",
    "budget_overflow": "budget overflow",
    "duplicates": "repeated restaurant or attraction",
    "route": "unreasonable city route",
    "minimum_nights": "stay shorter than the minimum nights",
    "missing_cities": "wrong number of cities visited",
    "missing_days": "days missing from the plan",
    "incomplete": "missing fields (meal, attraction, lodging, transport)",
    "sandbox": "entity not in the sandbox (hallucinated)",
    "current_city": "activity outside the day's city",
    "transport_conflict": "conflicting transportation modes",
    "room_rule": "house rule violated",
    "room_type": "wrong room type",
    "cuisine": "requested cuisine missing",
    "transport_rule": "forbidden transport mode used",
} | {c.report_key: f"{c.label} not met" for c in REGISTRY if not c.official}  # ours: named by the registry

_CHECK_CATEGORY = {
    "within_sandbox": "sandbox",
    "within_current_city": "current_city",
    "reasonable_city_route": "route",
    "diverse_restaurants": "duplicates",
    "diverse_attractions": "duplicates",
    "minimum_nights": "minimum_nights",
    "non_conflicting_transportation": "transport_conflict",
    "budget": "budget_overflow",
    "room_rule": "room_rule",
    "room_type": "room_type",
    "cuisine": "cuisine",
    "transportation": "transport_rule",
} | {c.report_key: c.report_key for c in REGISTRY if not c.official}
_CITIES = lazy_compile(r"visits \d+ cities|leaves from .* not from the origin")
_DAYS = lazy_compile(r"day\(s\) filled in, the trip has")


def failure_categories(
    delivered: bool,
    commonsense: Mapping[str, bool | None],
    hard: Mapping[str, bool | None] | None,
    failures: Sequence[str] = (),
    error: str | None = None,
) -> list[str]:
    """The categories one query's result falls in (empty when it passes)."""
    if not delivered:
        return ["error" if error else "undelivered"]
    found: list[str] = []
    for key, value in {**commonsense, **(hard or {})}.items():
        if value is False and key in _CHECK_CATEGORY:
            found.append(_CHECK_CATEGORY[key])
    if commonsense.get("complete_information") is False:
        found.append(_completeness_category(failures))
    return [category for category in CATEGORIES if category in found]  # known order, no repeats


def _completeness_category(failures: Sequence[str]) -> str:
    if any(_DAYS.search(reason) for reason in failures):
        return "missing_days"
    if any(_CITIES.search(reason) for reason in failures):
        return "missing_cities"
    return "incomplete"
