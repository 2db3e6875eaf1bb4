"""The exact solver under ``objective="best"``: the highest-quality plan within the budget, checked by brute force.

Small hand-built cases: a real 3-day, one-city request whose options are cut
down to a few flights or drives, stays and restaurants, so that every plan can
be enumerated here. The enumeration scores plans with the quality module's
own point functions and the evaluator's costs (as the facts carry them), and
knows nothing of the model: the solver's optimum must equal the best plan
found by trying them all, at budgets that bind and budgets that do not.
"""

from __future__ import annotations

import dataclasses
import itertools

import pytest

from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.evaluation.quality import FOCUS_FACTOR, SIGHT_SEEN, trip_quality
from himap_travel.planning.solver import solve_trip
from himap_travel.planning.solver.facts import CENTS, gather, with_focus
from himap_travel.planning.solver.model import TripModel, possible_leg_days
from himap_travel.planning.solver.render import render
from himap_travel.state.days import MEALS

NO_RUSH = 120.0


def small_facts(spec, sandbox, legs=3, stays=3, restaurants=6):
    """The request's best-plan facts, cut down to a few options of each kind (varied in price and points)."""
    facts = gather(spec, sandbox, possible_leg_days(spec.days, 1), "best")
    city = facts.cities[0]
    for key in list(facts.legs):
        facts.legs[key] = _spread(facts.legs[key], legs, lambda o: o.cost)
    facts.stays[city] = _spread([s for s in facts.stays[city] if s.minimum_nights <= spec.days - 1], stays, lambda s: s.nightly)
    facts.meals[city] = _spread(facts.meals[city], restaurants, lambda m: m.cost)
    return facts, city


def small_facts_serving(spec, sandbox, wishes, restaurants=5):
    """``small_facts`` with a restaurant serving each of ``wishes`` (``wanted_cuisines`` items) among the meals."""
    facts, city = small_facts(spec, sandbox, restaurants=restaurants)
    full = gather(spec, sandbox, possible_leg_days(spec.days, 1), "best").meals[city]
    for wish in wishes:
        if not any(wish in m.cuisines for m in facts.meals[city]):
            facts.meals[city].append(next(m for m in full if wish in m.cuisines))
    return facts, city


def _spread(options, n, price):
    """``n`` options from the cheapest to the dearest (so that the budget can bind)."""
    ranked = sorted(options, key=price)
    if len(ranked) <= n:
        return ranked
    return [ranked[round(i * (len(ranked) - 1) / (n - 1))] for i in range(n)]


def plan_scores(facts, city, spec, assignable=None):
    """(quality points, cost in cents) of every plan of a one-city trip, by enumeration (the budget not applied).

    ``assignable(eaten, meals)``: whether the restaurants ``eaten`` can be written at the plan's meal slots ``meals``
    (the full day's three, then the travel days' chosen ones) as its wishes ask; None: in any order."""
    outbound, back = facts.legs[(spec.org, city)], facts.legs[(city, spec.org)]
    sights = len(facts.sights[city])
    for go, come in itertools.product(outbound, back):
        if go.day not in (None, 1) or come.day not in (None, spec.days):
            continue
        if (go.option.mode == "self-driving") != (come.option.mode == "self-driving"):
            continue  # self-driving mixes with nothing
        slots = [("go", s) for s in sorted(go.windows) if s in ("dinner", "sight")]
        slots += [("back", s) for s in sorted(come.windows) if s in ("breakfast", "lunch", "sight")]
        for stay in facts.stays[city]:
            for chosen in _subsets(slots):
                if not chosen:
                    continue  # a 3-day trip needs one travel-day field filled to be complete enough
                seen = 1 + sum(1 for _, s in chosen if s == "sight")
                if seen > sights:
                    continue
                served = [*MEALS, *(s for _, s in chosen if s in MEALS)]  # the full day's meals, then the travel days'
                meals = len(served)
                fixed = go.cost + come.cost + stay.nightly * (spec.days - 1)
                sight = SIGHT_SEEN * (FOCUS_FACTOR if facts.focus == "sights" else 1)
                points = go.points + come.points + stay.points * (spec.days - 1) + sight * seen
                for eaten in itertools.combinations(facts.meals[city], meals):
                    if all(any(c in m.cuisines for m in eaten) for c in spec.local_constraint.wanted_cuisines) and (  # each served
                            assignable is None or assignable(eaten, served)):
                        yield points + sum(m.points for m in eaten), fixed + sum(m.cost for m in eaten)


def brute_force_best(facts, city, spec):
    """(quality points, cost in cents) of the best plan by enumeration; None when no plan fits the budget."""
    budget = round(spec.budget * CENTS)
    found = max(((points, -cost) for points, cost in plan_scores(facts, city, spec) if cost <= budget), default=None)
    return None if found is None else (found[0], -found[1])


def solved_as_enumerated(facts, scores):
    """The model's cheapest and best outcomes on ``facts``, each checked optimal and equal to the enumeration's
    ``scores`` (the cheapest cost; the best quality, then its cost): {objective: outcome}."""
    outcomes = {objective: TripModel(facts, objective=objective).solve(NO_RUSH) for objective in ("cheapest", "best")}
    assert all(outcome.status == "optimal" for outcome in outcomes.values())
    assert outcomes["cheapest"].solution.cost == min(cost for _points, cost in scores)
    best = outcomes["best"].solution
    assert (best.quality, -best.cost) == max((p, -c) for p, c in scores)
    return outcomes


def _subsets(items):
    return [c for n in range(len(items) + 1) for c in itertools.combinations(items, n)]


def one_city_specs(sandbox, train_queries, validation_queries, count=2):
    """3-day one-city requests with a choice to make: two ways or more each way, and two stays or more."""
    rows = [r.spec for r in [*validation_queries, *train_queries]
            if r.spec.days == 3 and r.spec.visiting_city_number == 1 and not r.spec.local_constraint.cuisine]
    chosen = []
    for spec in rows:
        facts, city = small_facts(spec.model_copy(update={"budget": 1_000_000.0}), sandbox)
        if min(len(facts.legs[(spec.org, city)]), len(facts.legs[(city, spec.org)]), len(facts.stays[city])) >= 2:
            chosen.append(spec)
        if len(chosen) == count:
            return chosen
    raise AssertionError("no request with choices to make")


@pytest.mark.parametrize("case", [0, 1])
@pytest.mark.parametrize("budget_share", [0.0, 0.35, 0.7, 1.0])
def test_the_best_plan_is_the_brute_force_optimum(case, budget_share, sandbox, train_queries, validation_queries):
    spec = one_city_specs(sandbox, train_queries, validation_queries)[case]
    roomy = spec.model_copy(update={"budget": 1_000_000.0})
    facts, city = small_facts(roomy, sandbox)
    cheapest = TripModel(facts).solve(NO_RUSH).solution
    dearest = TripModel(facts, objective="best").solve(NO_RUSH).solution
    assert cheapest is not None and dearest is not None
    budget = cheapest.total + budget_share * (dearest.total - cheapest.total)  # from the cheapest plan's cost up
    spec = roomy.model_copy(update={"budget": round(budget, 2)})
    facts.spec = spec
    outcome = TripModel(facts, objective="best").solve(NO_RUSH)
    assert outcome.status == "optimal"
    expected = brute_force_best(facts, city, spec)
    assert expected is not None
    assert (outcome.solution.quality, outcome.solution.cost) == expected
    plan = render(spec, outcome.solution, facts.open_sights())
    assert trip_quality(spec, plan, sandbox).points == outcome.solution.quality  # the model's points are the score's
    for mode in ("official", "strict"):
        verdict = evaluate_plan(spec, plan, sandbox, mode=mode)
        assert verdict.final_pass, (mode, verdict.failures)
        assert verdict.total_cost == pytest.approx(outcome.solution.total)


@pytest.mark.parametrize("focus", ["hotels", "restaurants", "sights", "humane_hours"])
def test_a_focus_counts_its_part_twice_and_the_plan_is_the_brute_force_optimum(focus, sandbox, train_queries, validation_queries):
    """``quality_focus`` ("nicer hotels" in the chat): the solver maximizes the quality with that part counted twice."""
    spec = one_city_specs(sandbox, train_queries, validation_queries)[0]
    roomy = spec.model_copy(update={"budget": 1_000_000.0})
    facts, city = small_facts(roomy, sandbox)
    cheapest = TripModel(facts).solve(NO_RUSH).solution
    dearest = TripModel(facts, objective="best").solve(NO_RUSH).solution
    spec = roomy.model_copy(update={"budget": round(cheapest.total + 0.5 * (dearest.total - cheapest.total), 2)})
    plain = TripModel(dataclasses.replace(facts, spec=spec), objective="best").solve(NO_RUSH).solution
    focused = with_focus(dataclasses.replace(facts, spec=spec), focus)
    outcome = TripModel(focused, objective="best").solve(NO_RUSH)
    assert outcome.status == "optimal" and (outcome.solution.quality, outcome.solution.cost) == brute_force_best(focused, city, spec)
    parts = {"hotels": "mean_lodging_rating", "restaurants": "mean_restaurant_rating", "sights": "sights",
             "humane_hours": "early_departures"}
    before = trip_quality(spec, render(spec, plain, facts.open_sights()), sandbox).model_dump()[parts[focus]]
    after = trip_quality(spec, render(spec, outcome.solution, facts.open_sights()), sandbox).model_dump()[parts[focus]]
    assert after <= before if focus == "humane_hours" else after >= before  # the favoured part never gets worse


def test_best_keeps_the_budget_and_beats_cheapest_on_quality(sandbox, validation_queries):
    for row in [r for r in validation_queries if r.spec.days == 5][:2]:
        cheapest = solve_trip(row.spec, sandbox, NO_RUSH)
        best = solve_trip(row.spec, sandbox, NO_RUSH, "best")
        assert (best.status, best.optimal, best.objective) == ("plan", True, "best")
        assert best.cost <= row.spec.budget
        for mode in ("official", "strict"):
            assert evaluate_plan(row.spec, best.plan, sandbox, mode=mode).final_pass
        assert trip_quality(row.spec, best.plan, sandbox).points == best.quality
        assert best.quality >= trip_quality(row.spec, cheapest.plan, sandbox).points


def test_best_over_budget_still_gives_the_cheapest_plan_certificate(sandbox, validation_queries):
    spec = next(r.spec for r in validation_queries if r.spec.days == 7).model_copy(update={"budget": 100.0})
    cheapest = solve_trip(spec, sandbox)
    best = solve_trip(spec, sandbox, objective="best")
    assert best.status == "unsat" and best.certificate.kinds == ["budget"]
    assert best.certificate == cheapest.certificate
