"""The checks a plan failed that concern the traveller, and whether the plan shown is the cheapest that keeps the rules
(its budget alone failed): one home for the reply's verdict and the answer to "what budget would work" (issue 39)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def traveller_failures(verdict: Mapping[str, Any], trip: Mapping[str, Any]) -> list[str]:
    """The failed checks that concern the traveller: on a one-city trip the official scorer's route check always
    fails (it wants the destination to be a state), which is the benchmark's matter, not a reason to give a user."""
    failed = list(verdict.get("failed") or [])
    return [name for name in failed if not (name == "reasonable_city_route" and (trip.get("visiting_city_number") or 1) == 1)]


def cheapest_over_budget(verdict: Mapping[str, Any] | None, trip: Mapping[str, Any], spent: float | None) -> bool:
    """Whether the plan shown fails the budget only and no plan meets the request: it is then the solver's cheapest
    (``nodes.finalize``), so its cost is the least budget that works."""
    return (verdict is not None and verdict.get("status") == "unsat" and traveller_failures(verdict, trip) == ["budget"]
            and spent is not None and spent > float(trip["budget"]))
