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

from himap_travel.domain.constraints import named
from himap_travel.domain.parsing.coverage import coverage_warnings
from himap_travel.nodes.chat.markdown import iso_in_words
from himap_travel.state.plan import Certificate
from himap_travel.state.trip import TripSpec

_SECONDS = 5.0  # each solver call (a small trip is decided in well under a second)
# the nearest other dates first, as far as a month either way (the data's flights cover one month): a pair flown on one
# weekend only is offered that weekend; dates with no way out or back are skipped before the solver is asked
_SHIFTS = tuple(shift for days in range(1, 31) for shift in (days, -days))


def why_no_plan(spec: TripSpec, sandbox: Any) -> tuple[str, list[str]]:
    """The reason no plan exists and the offers that work (each planned by the solver within the budget)."""
    # imported here, not at the top: the solver loads OR-Tools (and pandas, numpy, pyarrow with it), about a second of
    # CPU that every process building the chat graph would pay although only a turn with no plan asks why
    from himap_travel.planning.solver.solve import solve_trip

    result = solve_trip(spec, sandbox, time_limit=_SECONDS)
    if result.status == "plan":  # the solver finds one the planner did not: offer it plainly
        return "the planner found none, but one exists", ["ask me again and I will plan it with the exact search"]
    if result.certificate is None:
        return "I could not decide in time whether any plan exists", []
    return explained(spec, sandbox, result.certificate)


def explained(spec: TripSpec, sandbox: Any, certificate: Certificate) -> tuple[str, list[str]]:
    """A certificate's reason in plain words and the offers that work (each planned by the solver within the budget).

    Apart from ``why_no_plan`` so that a run whose verdict already carries the proof (``plan``'s exit 5) says why and
    what would work without proving it again."""
    reason = iso_in_words(certificate.message)
    if certificate.kinds == ["budget"] and certificate.cheapest_cost is not None:
        return reason, [f"a budget of ${certificate.cheapest_cost:,.0f} (the cheapest plan that keeps your rules)"]
    if certificate.kinds != ["structure"]:
        return reason, [f"the same trip without {_rule_words(spec, rule)}" for rule in certificate.kinds
                        if _plans(_without(spec, rule), sandbox)]
    empty = _nothing_in(spec, sandbox)
    if empty is not None:  # no date and no budget can help: said plainly, no search for other dates
        return empty, []
    dates = _other_dates(spec, sandbox)
    never = _never_a_way(spec, sandbox) if not dates else None
    return (f"{reason}; {never}" if never else reason), dates


# What each part of a stay the data lists, and why a plan needs it (a night's stay, meals, a sight each day there).
_PARTS = (("accommodations_in", "places to stay", "a place to stay for the nights"),
          ("restaurants_in", "restaurants", "meals there"), ("attractions_in", "sights", "a sight to visit"))


def _nothing_in(spec: TripSpec, sandbox: Any) -> str | None:
    """For a one-city trip to a city the data lists no stays, restaurants or sights in at all, that said plainly (the
    certificate names what the city lacks for this request, never that the data lists none there at all);
    None for other trips, or when the city has each part (then a rule or the nights rule them out)."""
    if spec.visiting_city_number != 1 or not all(hasattr(sandbox, part) for part, _, _ in _PARTS):
        return None
    missing = [(what, need) for part, what, need in _PARTS if not getattr(sandbox, part)(spec.dest)]
    if not missing:
        return None
    whats = " or ".join(what for what, _ in missing)
    needs = " and ".join(need for _, need in missing)
    return (f"my data lists no {whats} in {spec.dest}, and a plan there needs {needs}, so no dates or budget can make "
            f"one: only another city can work")


def _rule_words(spec: TripSpec, rule: str) -> str:
    """A rule of the request as the traveller reads it: "the minimum stay rating (stays rated 4+)", never the
    constraint's key ("the min stay rating wish")."""
    try:
        constraint = named(rule)
    except KeyError:
        return f"the {rule.replace('_', ' ')} rule"
    value = constraint.value(spec)
    return f"the {constraint.label} ({constraint.describe(value)})" if value else f"the {constraint.label}"


def _plans(spec: TripSpec, sandbox: Any) -> bool:
    from himap_travel.planning.solver.solve import solve_trip  # lazily, as in why_no_plan

    return solve_trip(spec, sandbox, time_limit=_SECONDS).status == "plan"


def _without(spec: TripSpec, rule: str) -> TripSpec:
    return spec.model_copy(update={"local_constraint": spec.local_constraint.model_copy(update={rule: None})})


def _way_there(spec: TripSpec, dates: list[str], sandbox: Any) -> bool:
    """Whether a one-city trip has a way out on its first date and back on its last (a flight that day, or a road a
    drive or a taxi can take): the cheap test that spares the solver the dates with none. Other trips are left to the
    solver."""
    if spec.visiting_city_number != 1 or not hasattr(sandbox, "flights") or not hasattr(sandbox, "distance"):
        return True
    return _way(spec.org, spec.dest, dates[0], sandbox) and _way(spec.dest, spec.org, dates[-1], sandbox)


def _way(origin: str, destination: str, day: str, sandbox: Any) -> bool:
    """A flight on the day, or a road a drive or a taxi can take."""
    road = sandbox.distance(origin, destination)
    return bool(sandbox.flights(origin, destination, day)) or (road is not None and road.usable)


def _never_a_way(spec: TripSpec, sandbox: Any) -> str | None:
    """For a one-city trip with no way there or back on any date the data covers: that said, so the person tries
    another city rather than other dates; None otherwise (or when the sandbox cannot tell)."""
    span = sandbox.flight_dates() if hasattr(sandbox, "flight_dates") else None
    if span is None or spec.visiting_city_number != 1 or not hasattr(sandbox, "flights"):
        return None
    first, last = Date.fromisoformat(span[0]), Date.fromisoformat(span[1])
    days = [(first + timedelta(days=d)).isoformat() for d in range((last - first).days + 1)]
    if any(_way(spec.org, spec.dest, d, sandbox) for d in days) and any(_way(spec.dest, spec.org, d, sandbox) for d in days):
        return None
    return (f"there is no flight or road between {spec.org} and {spec.dest} on any date my data covers ({first:%B} "
            f"{first.day} to {last:%B} {last.day}, {last.year}), so only another city can work")


def _other_dates(spec: TripSpec, sandbox: Any) -> list[str]:
    """The nearest dates of the same length, within the data's coverage, on which a plan exists within the budget."""
    start = Date.fromisoformat(spec.date[0])
    for shift in _SHIFTS:
        dates = [(start + timedelta(days=shift + i)).isoformat() for i in range(spec.days)]
        if coverage_warnings(dates, sandbox) or not _way_there(spec, dates, sandbox):
            continue
        if _plans(spec.model_copy(update={"date": dates}), sandbox):
            first, last = Date.fromisoformat(dates[0]), Date.fromisoformat(dates[-1])
            return [f"the same trip on {first:%B} {first.day} to {last:%B} {last.day}, {last.year}, the nearest dates with a way there"]
    return []
