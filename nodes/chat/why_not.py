"""Why no plan exists, in plain words, and what would work instead: each offer checked before it is made.

The planner's verdict on an impossible trip is terse; the exact solver's certificate
(``planning.solver.certificate``) says why: the budget (the cheapest plan's cost), the wishes whose removal
lets a plan exist, or the trip's shape (no flight, drive or taxi between the cities on those dates). This
module asks the solver for it and for offers that work: the budget the cheapest plan needs, the trip without
the one wish that blocks it, the nearest dates (same length) with a way there. An offer is made only when the
solver plans it within the budget.
"""

from __future__ import annotations

from datetime import date as Date
from datetime import timedelta
from typing import Any

from himap_travel.domain.parsing.coverage import coverage_warnings
from himap_travel.nodes.chat.markdown import iso_in_words
from himap_travel.planning.solver.solve import solve_trip
from himap_travel.state.trip import TripSpec

_SECONDS = 5.0  # each solver call (a small trip is decided in well under a second)
_SHIFTS = (1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6, 7, -7)  # the nearest other dates first


def why_no_plan(spec: TripSpec, sandbox: Any) -> tuple[str, list[str]]:
    """The reason no plan exists and the offers that work (each planned by the solver within the budget)."""
    result = solve_trip(spec, sandbox, time_limit=_SECONDS)
    certificate = result.certificate
    if result.status == "plan":  # the solver finds one the planner did not: offer it plainly
        return "the planner found none, but one exists", ["ask me again and I will plan it with the exact search"]
    if certificate is None:
        return "I could not decide in time whether any plan exists", []
    reason = iso_in_words(certificate.message)
    if certificate.kinds == ["budget"] and certificate.cheapest_cost is not None:
        return reason, [f"a budget of ${certificate.cheapest_cost:,.0f} (the cheapest plan that keeps your rules)"]
    if certificate.kinds != ["structure"]:
        return reason, [f"the same trip without the {rule.replace('_', ' ')} wish" for rule in certificate.kinds
                        if _plans(_without(spec, rule), sandbox)]
    return reason, _other_dates(spec, sandbox)


def _plans(spec: TripSpec, sandbox: Any) -> bool:
    return solve_trip(spec, sandbox, time_limit=_SECONDS).status == "plan"


def _without(spec: TripSpec, rule: str) -> TripSpec:
    return spec.model_copy(update={"local_constraint": spec.local_constraint.model_copy(update={rule: None})})


def _other_dates(spec: TripSpec, sandbox: Any) -> list[str]:
    """The nearest dates of the same length, within the data's coverage, on which a plan exists within the budget."""
    start = Date.fromisoformat(spec.date[0])
    for shift in _SHIFTS:
        dates = [(start + timedelta(days=shift + i)).isoformat() for i in range(spec.days)]
        if coverage_warnings(dates, sandbox):
            continue
        if _plans(spec.model_copy(update={"date": dates}), sandbox):
            first, last = Date.fromisoformat(dates[0]), Date.fromisoformat(dates[-1])
            return [f"the same trip on {first:%B} {first.day} to {last:%B} {last.day}, {last.year}, the nearest dates with a way there"]
    return []
