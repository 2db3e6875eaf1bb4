"""The expert keeps the wishes the exact solver keeps, and the solver proves nothing the expert can plan (issue 38).

``benchmarks/expert_wishes.py`` found them: a pace asking sights of a day the even spread of nights travels on ("at
least two sights on day 3" of a 5-day, 2-city trip); more named sights than a city's days are usually dealt (the
expert ran out of slots; the solver let a full day hold one named sight only, and "proved" such a trip impossible);
a wish that makes every route of the even spread too dear ("an entire room" on a 7-day trip), where the solver
spends fewer nights in a dear city; a wish that leaves a city just enough restaurants for its full day, which the
travel days' optional meals took first.
"""

from __future__ import annotations

import pytest

from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.evaluation.parsing import attractions
from himap_travel.graphs.planner import compile_planner
from himap_travel.planning.policies.allocation import nights_keeping, route_tasks, spreads
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import result_of
from himap_travel.state.trip import LocalConstraint, Pace, TripSpec

ORLANDO = ["SeaWorld Orlando", "The Wheel at ICON Park", "Madame Tussauds Orlando", "Harry P Leu Gardens", "Gatorland"]


def _plan(spec: TripSpec, sandbox, policy: str):
    """One planner alone: the expert without the solver's fallback, or the solver."""
    settings = PlannerSettings(policy=policy, solver_fallback=False)
    return result_of(compile_planner().invoke({"spec": spec}, context=provide(settings, sandbox=sandbox)))


def _sights(day: dict) -> list[str]:
    return [] if day["attraction"] == "-" else [e.rsplit(",", 1)[0] for e in attractions(day["attraction"], True)]


def _with(spec: TripSpec, **rules) -> TripSpec:
    local = LocalConstraint.model_validate({**spec.local_constraint.model_dump(), **rules})
    return spec.model_copy(update={"local_constraint": local})


@pytest.mark.parametrize("days, cities, full, nights", [
    (5, 2, (), (2, 2)),  # no day asked: the even spread, as always
    (5, 2, (2,), (2, 2)),  # day 2 is spent in a city already
    (5, 2, (3,), (3, 1)),  # the even spread travels on day 3
    (7, 3, (3,), (3, 2, 1)),
    (7, 3, (3, 5), (3, 2, 1)),
    (3, 1, (3,), (2,)),  # the last day always travels: nothing keeps it, the even spread stays (the checker names it)
])
def test_the_nights_keep_the_days_a_pace_asks_sights_of(days, cities, full, nights):
    assert nights_keeping(days, cities, full) == nights


def test_every_policy_s_route_spends_a_pace_s_day_in_a_city(validation_queries):
    """The LLM coordinator's and the flat ablation's day tasks (``route_tasks``) spread the nights the same way."""
    query = validation_queries[1].spec
    plain = route_tasks(query, ["A", "B"], "self-driving", "")
    paced = route_tasks(_with(query, pace=Pace(least=2, days=(3,))), ["A", "B"], "self-driving", "")
    assert [t.role for t in plain.tasks] == ["departure", "stay", "transit", "stay", "return"]
    assert [t.role for t in paced.tasks] == ["departure", "stay", "stay", "transit", "return"]


def test_the_expert_spends_a_pace_s_day_in_a_city_on_a_multi_city_trip(sandbox, validation_queries):
    """"At least two sights on day 3" of a 5-day, 2-city trip: the even spread (2, 2) travels on day 3; the expert's
    route spends 3 nights in its first city instead (it delivered an invalid plan before)."""
    query = validation_queries[1].spec
    assert (query.days, query.visiting_city_number) == (5, 2)
    spec = _with(query, pace=Pace(least=2, days=(3,)))
    result = _plan(spec, sandbox, "expert")
    assert result.verdict.status == "valid", result.verdict.failures
    day3 = result.plan[2]
    assert not day3["current_city"].startswith("from ") and len(_sights(day3)) >= 2
    assert evaluate_plan(spec, result.plan, sandbox, "strict").final_pass


def _orlando(**rules) -> TripSpec:
    return TripSpec(org="Washington", dest="Orlando", days=3, visiting_city_number=1,
                    date=["2022-03-15", "2022-03-16", "2022-03-17"], people_number=2, budget=2500,
                    local_constraint=LocalConstraint(**rules))


@pytest.mark.parametrize("policy", ["expert", "solver"])
def test_more_named_sights_than_a_city_s_days_are_dealt_crowd_its_full_day(sandbox, policy):
    """Five sights to see on a 3-day trip: more than one a day. The expert dealt them two to the full day and one to
    each travel day (it lost one); the solver let a full day hold one and certified the trip impossible."""
    spec = _orlando(must_see=ORLANDO)
    result = _plan(spec, sandbox, policy)
    assert result.verdict.status == "valid", result.verdict.failures
    seen = [name for day in result.plan for name in _sights(day)]
    assert set(ORLANDO) <= set(seen) and len(seen) == len(set(seen))
    for mode in ("official", "strict"):
        verdict = evaluate_plan(spec, result.plan, sandbox, mode)
        assert verdict.final_pass and verdict.hard["must_see"] is True


@pytest.mark.parametrize("policy", ["expert", "solver"])
def test_a_pace_s_most_still_caps_the_named_sights(sandbox, policy):
    """At most two sights a day holds the five named sights to four places at most (two, and one per travel day): no
    plan keeps both, and neither planner delivers one as valid."""
    spec = _orlando(must_see=ORLANDO, pace=Pace(most=2))
    result = _plan(spec, sandbox, policy)
    assert result.verdict.status != "valid"
    if policy == "solver":
        assert result.verdict.status == "unsat" and result.verdict.certificate is not None


def test_the_spreads_of_nights_are_every_composition_keeping_the_asked_days():
    assert spreads(5, 2) == [(1, 3), (2, 2), (3, 1)]
    assert spreads(5, 2, (3,)) == [(1, 3), (3, 1)]
    assert len(spreads(7, 3)) == 10 and spreads(3, 1) == [(2,)]


def test_when_no_even_route_fits_the_budget_the_expert_tries_other_spreads(sandbox, validation_queries):
    """An entire room on validation_dev's 7-day, 3-city trip #3: every route of 2 nights a city costs more than the
    $2,400 budget (the expert delivered an invalid plan); with fewer nights in the dearest city one fits, as the
    solver's does."""
    query = validation_queries[3].spec
    spec = _with(query, room_type="entire room")
    result = _plan(spec, sandbox, "expert")
    assert result.verdict.status == "valid", result.verdict.failures
    assert evaluate_plan(spec, result.plan, sandbox, "strict").final_pass
    stays = [day["current_city"] for day in result.plan if not day["current_city"].startswith("from ")]
    assert sorted(stays.count(city) for city in set(stays)) != [1, 1, 1]  # not the even spread: a city has 0 or 2 full days


def test_a_city_with_just_enough_restaurants_keeps_them_for_its_full_day(sandbox, validation_queries):
    """Restaurants rated 4 or more: Charlottesville has three, the three meals of its full day. The travel days'
    optional dinner and breakfast there took two of them first, and the full day had no dinner left."""
    spec = _with(validation_queries[1].spec, min_rating=4.0)
    result = _plan(spec, sandbox, "expert")
    assert result.verdict.status == "valid", result.verdict.failures
    assert evaluate_plan(spec, result.plan, sandbox, "strict").final_pass


@pytest.mark.parametrize("policy", ["expert", "solver"])
def test_a_travel_day_asked_without_sights_has_none(sandbox, policy):
    """"Nothing planned on day 1, and the last day free": both travel days hold no sight (the expert dealt one to each
    travel day, the solver opened a travel day's sight window), the full day still holds the named sights (a most of
    other days never caps it), and both scorers pass the plan."""
    spec = _orlando(pace=Pace(most=0, days=(1, 3)), must_see=ORLANDO[:3])
    result = _plan(spec, sandbox, policy)
    assert result.verdict.status == "valid", result.verdict.failures
    assert [len(_sights(day)) for day in result.plan] == [0, 3, 0]
    for mode in ("official", "strict"):
        verdict = evaluate_plan(spec, result.plan, sandbox, mode)
        assert verdict.final_pass and verdict.hard["pace"] is True and verdict.hard["must_see"] is True
