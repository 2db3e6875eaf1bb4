"""A cuisine at every meal of a kind: "Italian every night", "a cafe every morning", "only seafood" (``meal_wishes``
with ``every``).

Before stop 77 the "every" was named and not kept (a cuisine asked is served at one meal at least), so a request for
seafood every night planned one seafood dinner and said the rest could not be kept. Now every such meal of the trip
serves the cuisine, and a day spent in one city has that meal. End to end on the Orlando trip of the other constraint
tests: read (text and LLM form), planned (expert and solver, both objectives; the solver's optimum checked by brute
force, every assignment of the restaurants to the meal slots enumerated), proved impossible with a certificate that
counts the restaurants serving it, checked (strict and official), repaired, shown on the command line, and edited in
the chat. What the reader cannot place stays named: a cuisine every day with no meal, several cuisines at every dinner.
"""

from __future__ import annotations

import itertools
import json

import pytest
from pydantic import ValidationError
from typer.testing import CliRunner

from himap_travel import app as cli_app
from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.evaluation.lookup import venue_index
from himap_travel.domain.parsing import parse_request
from himap_travel.planning.policies.expert.day_tasks import _assign_meals
from himap_travel.planning.policies.expert.route_planner import CityData, RouteChoice, plan_meals
from himap_travel.planning.policies.expert.upgrade import Upgrader
from himap_travel.planning.solver.fixed import solve_fixed_days
from himap_travel.planning.solver.model import TripModel
from himap_travel.planning.solver.render import render
from himap_travel.state.days import MEALS
from himap_travel.state.trip import LocalConstraint, MealWish
from himap_travel.tools.search_index import search_index
from tests.support.constraint_trips import BASE, OFFICIAL, chat_session, orlando_spec, plan_result
from tests.unit.domain.constraints.test_constraint_meal_wishes import _small_facts
from tests.unit.planning.solver.test_solver_best import NO_RUSH, plan_scores


def every(cuisine: str, *meals: str) -> list[MealWish]:
    """``cuisine`` at every one of ``meals`` (all three when none is named)."""
    return [MealWish(meal=meal, cuisine=cuisine, every=True) for meal in meals or MEALS]


def _read(text: str, sandbox) -> tuple[list[tuple[str, str, bool]] | None, list[str]]:
    """The meal wishes read as (meal, cuisine, every), and the wishes named as not kept."""
    request = parse_request(BASE + text, sandbox)
    wishes = request.spec.local_constraint.meal_wishes
    return (None if wishes is None else [(w.meal, w.wish, w.every) for w in wishes]), [u.wish for u in request.not_kept]


# --- reading ---------------------------------------------------------------------------------------------------------

ALL = [("breakfast", "Seafood", True), ("lunch", "Seafood", True), ("dinner", "Seafood", True)]


@pytest.mark.parametrize("text, wishes", [
    ("Italian every night please", [("dinner", "Italian", True)]),
    ("we want italian for dinner every night", [("dinner", "Italian", True)]),
    ("dinner every night should be italian", [("dinner", "Italian", True)]),
    ("a bakery every morning", [("breakfast", "Bakery", True)]),
    ("breakfast every day at a cafe", [("breakfast", "Cafe", True)]),  # the meal said: "every day" is each of them
    ("bbq for lunch daily", [("lunch", "BBQ", True)]),
    ("seafood each evening", [("dinner", "Seafood", True)]),
    ("pizza nightly lol", [("dinner", "Pizza", True)]),
    ("we only eat seafood", ALL),
    ("seafood only", ALL),
    ("nothing but seafood, we're on the coast", ALL),
    ("seafood for all our meals", ALL),
    ("only seafood for dinner", [("dinner", "Seafood", True)]),  # "only" with a meal: that meal's
    ("nothing but pizza for dinner", [("dinner", "Pizza", True)]),
    # one meal every time, another once: each its own
    ("mexican for lunch, italian every night", [("lunch", "Mexican", False), ("dinner", "Italian", True)]),
    ("a cafe every morning and bbq for dinner", [("breakfast", "Cafe", True), ("dinner", "BBQ", False)]),
    # "once" and "every": the one every such meal keeps is one wish
    ("a mexican dinner one night, actually mexican every night", [("dinner", "Mexican", True)]),
    # no "every" of this wish: another meal's, or "only" said of something else
    ("italian for lunch and bbq every night", [("lunch", "Italian", False), ("dinner", "BBQ", True)]),
    ("only 2 of us, we want a mexican dinner", [("dinner", "Mexican", False)]),
    ("not only italian, we want a mexican dinner too", [("dinner", "Mexican", False)]),
    # each "every" is the nearest cuisine's, and one of a meal list is each meal's
    ("italian every night and a cafe each morning, please", [("dinner", "Italian", True), ("breakfast", "Cafe", True)]),
    ("every night italian and each morning a cafe", [("dinner", "Italian", True), ("breakfast", "Cafe", True)]),
    ("italian for dinner and bbq every night", [("dinner", "Italian", False), ("dinner", "BBQ", True)]),
    ("italian for breakfast, lunch and dinner every day", [(meal, "Italian", True) for meal in MEALS]),
    # a clause after a comma wishing the cuisine again by a pronoun goes on with it (CONV32)
    ("She adores mexican, honestly we could eat it every single dinner", [("dinner", "Mexican", True)]),
    ("we love seafood, would happily have it each night", [("dinner", "Seafood", True)]),
])
def test_the_parser_reads_them(sandbox, text, wishes):
    read, named = _read(text, sandbox)
    assert read == wishes and named == []


@pytest.mark.parametrize("text", [
    "we want italian food, we walk every night",  # another clause's "every": neither read nor named
    "we walk every night, we want italian",
    "after dinner every night we walk, we want italian",  # done after the meal, not at it
    "we only have a small budget, we want italian",  # another clause's "only"
    "mexican for lunch, we eat that every day at home",  # a habit told, by a pronoun: no wish
])
def test_an_every_said_of_something_else_asks_nothing_of_the_food(sandbox, text):
    read, named = _read(text, sandbox)
    assert not any(every for _meal, _wish, every in read or ()) and named == []


@pytest.mark.parametrize("text", [
    "we love seafood and eat every meal out",  # another verb's "every" (eating out is named as not understood)
    "italian one night", "pizza for dinner on day 2", "not only italian, we want a mexican dinner",
])
def test_one_meal_or_another_verbs_every_is_never_every(sandbox, text):
    read, _named = _read(text, sandbox)
    assert not any(every for _meal, _wish, every in read or ())


@pytest.mark.parametrize("text, named", [
    ("italian daily", "italian daily"),  # no meal said: which meal is not known
    ("Italian and mexican every night", "Italian and mexican every night"),  # every dinner both? not what is meant
    ("mexican or italian every night", "mexican or italian every night"),  # a choice
    ("dessert after every dinner", "dessert after every dinner"),  # after the dinner, not at it
])
def test_what_the_reader_cannot_place_is_named_with_what_to_say(sandbox, text, named):
    read, unread = _read(text, sandbox)
    assert not any(every for _meal, _wish, every in read or ()) and unread == [named]
    request = parse_request(BASE + text, sandbox)
    assert "say which meal, one cuisine each" in request.not_kept[0].reason


def test_the_form_reads_every_and_a_restaurant_cannot_be_every_meal():
    local = LocalConstraint.model_validate({"meal wishes": [{"meal": "dinner", "cuisine": "italian", "every": True}]})
    assert local.meal_wishes == every("Italian", "dinner") and local.every_meal == {"dinner": ("Italian",)}
    with pytest.raises(ValidationError, match="eats at a restaurant once"):
        MealWish(meal="dinner", restaurant="Pizza Hut", every=True)
    # a wish for one meal beside the same cuisine at every such meal is kept once (the every one keeps it)
    both = LocalConstraint(meal_wishes=[MealWish(meal="dinner", cuisine="Italian"), *every("Italian", "dinner")])
    assert both.meal_wishes == every("Italian", "dinner")
    # the row's dict form says "every" only when set, so a one-meal wish's row is as before
    assert MealWish(meal="dinner", cuisine="Italian").model_dump() == {"meal": "dinner", "cuisine": "Italian", "restaurant": None}


# --- planning --------------------------------------------------------------------------------------------------------

RULES = [
    every("Italian", "dinner"),
    [*every("Cafe", "breakfast"), MealWish(meal="dinner", cuisine="Mexican")],
    every("Seafood"),
]


def _each_meal_kept(wishes: list[MealWish], plan, sandbox) -> bool:
    """Every meal of each wish's kind the plan has serves its cuisine, and the full day (day 2) has that meal."""
    index = venue_index(sandbox)
    for wish in (w for w in wishes if w.every):
        rows = [index.first("restaurant", day[wish.meal], True) for day in plan if day.get(wish.meal) not in (None, "", "-")]
        if plan[1].get(wish.meal) in (None, "", "-") or not all(row is not None and wish.cuisine in row.cuisines for row in rows):
            return False
    return True


@pytest.mark.parametrize("policy", ["expert", "solver"])
@pytest.mark.parametrize("objective", ["cheapest", "best"])
@pytest.mark.parametrize("wishes", RULES, ids=lambda wishes: "+".join(w.said() for w in wishes))
def test_the_planners_keep_them(sandbox, policy, objective, wishes):
    spec = orlando_spec(budget=4000, meal_wishes=wishes)
    result = plan_result(spec, sandbox, policy, objective)
    assert result.verdict.status == "valid"
    assert _each_meal_kept(wishes, result.plan, sandbox)
    for mode in ("official", "strict"):
        verdict = evaluate_plan(spec, result.plan, sandbox, mode)
        assert verdict.final_pass and verdict.hard["meal_wishes"] is True


FIVE_DAYS = "Plan a 5-day trip from Washington to Orlando for 2 people, March 15 to 19, 2022, with a budget of $5,000. "


@pytest.mark.parametrize("policy", ["expert", "solver"])
def test_a_five_day_trip_has_the_cuisine_at_every_meal_of_its_kind(sandbox, policy):
    """Read from the words and planned: each of the three full days' dinners Italian, its breakfast at a cafe, and any
    such meal of a travel day too (Orlando has enough restaurants serving each, one a meal)."""
    request = parse_request(FIVE_DAYS + "Italian every night, only a cafe for breakfast.", sandbox)
    wishes = request.spec.local_constraint.meal_wishes
    assert wishes == [*every("Italian", "dinner"), *every("Cafe", "breakfast")] and request.not_kept == []
    result = plan_result(request.spec, sandbox, policy)
    assert result.verdict.status == "valid"
    index = venue_index(sandbox)
    for wish in wishes:
        eaten = {day["days"]: index.first("restaurant", day[wish.meal], True) for day in result.plan
                 if day.get(wish.meal) not in (None, "", "-")}
        assert {2, 3, 4} <= set(eaten) and all(row is not None and wish.cuisine in row.cuisines for row in eaten.values())


def _every_assignable(eaten, meals: list[str], wishes: list[MealWish]) -> bool:
    """Whether some assignment of the restaurants ``eaten`` to the slots ``meals`` serves each wish: at every slot of
    its meal when it asks every such meal, else at one."""
    def kept(order) -> bool:
        at = list(zip(order, meals, strict=True))
        return all(all(w.wish in r.cuisines for r, meal in at if meal == w.meal) if w.every
                   else any(meal == w.meal and w.wish in r.cuisines for r, meal in at) for w in wishes)
    return any(kept(order) for order in itertools.permutations(eaten))


@pytest.mark.parametrize("wishes", RULES[:2], ids=lambda wishes: "+".join(w.said() for w in wishes))
def test_the_solvers_optimum_is_the_brute_force_one_under_both_objectives(sandbox, wishes):
    """On a few options (with restaurants serving each wish among them), the model's optimum is the enumeration's,
    which keeps only plans whose restaurants can be written so that every meal of a wish's kind serves it."""
    spec = orlando_spec(meal_wishes=wishes).model_copy(update={"budget": 1_000_000.0})
    facts, city = _small_facts(spec, sandbox)
    full = [m for m in facts.meals[city]]
    for wish in (w for w in wishes if w.every):  # two restaurants serving it: the full day's meal and a travel day's
        facts.meals[city].extend(m for m in _small_facts(spec, sandbox)[0].meals[city] if wish.wish in m.cuisines and m not in full)
    scores = list(plan_scores(facts, city, spec, lambda eaten, meals: _every_assignable(eaten, meals, wishes)))
    assert scores, "the small facts admit a plan"
    cheapest = TripModel(facts).solve(NO_RUSH)
    best = TripModel(facts, objective="best").solve(NO_RUSH)
    assert cheapest.status == "optimal" and cheapest.solution.cost == min(cost for _points, cost in scores)
    assert best.status == "optimal" and (best.solution.quality, -best.solution.cost) == max((p, -c) for p, c in scores)
    for solution in (cheapest.solution, best.solution):  # written so that every meal of the kind serves it
        assert _each_meal_kept(wishes, render(spec, solution, facts.open_sights()), sandbox)


def test_too_few_restaurants_serving_it_is_proved_impossible_and_counted(sandbox):
    """Orlando has one restaurant serving American food: a 3-day trip has two dinners there (the full day's, and the
    first evening's when the flight leaves room), so the full day's dinner and the first evening's cannot both be
    American; that is a plan still (one dinner American, the first evening's none). Every meal on a 5-day trip is not."""
    spec = orlando_spec(budget=5000, meal_wishes=every("American"))
    result = plan_result(spec, sandbox, "solver")
    assert result.verdict.status == "unsat"
    certificate = result.verdict.certificate
    assert certificate is not None and certificate.kinds == ["meal_wishes"]
    assert "American for every breakfast" in certificate.message
    assert "American food is served by 1 restaurant in Orlando" in certificate.message


def test_the_command_line_refuses_with_the_count_and_exit_5():
    """Breakfast and dinner American every day: the full day's two meals need two restaurants serving it, and Orlando
    has one, so there is no plan, and the refusal says how many serve it."""
    out = CliRunner().invoke(cli_app.cli, ["plan", BASE + "american food for breakfast and dinner every day", "--json"])
    line = json.loads(out.stdout.strip().splitlines()[-1])
    assert out.exit_code == 5 and line["verdict"]["status"] == "unsat" and line["not_kept"] == []
    message = line["verdict"]["certificate"]["message"]
    assert "American for every breakfast and American for every dinner" in message
    assert "American food is served by 1 restaurant in Orlando" in message


def test_a_repair_fills_a_freed_dinner_with_the_cuisine(sandbox):
    """The fixed-days model: day 2's dinner freed, the free dinner must serve the cuisine again (another meal of the
    plan serving it is not enough), every other field as it was."""
    wishes = every("Italian", "dinner")
    spec = orlando_spec(budget=4000, meal_wishes=wishes)
    plan = [dict(day) for day in plan_result(spec, sandbox, "solver").plan]
    index = venue_index(sandbox)
    plain = next(r for r in index.sandbox.restaurants_in("Orlando") if "Italian" not in r.cuisines)
    plan[1]["dinner"] = f"{plain.name}, Orlando"
    assert not _each_meal_kept(wishes, plan, sandbox)
    found = solve_fixed_days(spec, plan, [2], sandbox, kept_fields={2: {f for f in plan[1] if f != "dinner"}})
    assert found.status == "plan" and [found.plan[0], found.plan[2]] == [plan[0], plan[2]]
    assert _each_meal_kept(wishes, found.plan, sandbox)
    assert evaluate_plan(spec, found.plan, sandbox, "strict").hard["meal_wishes"] is True


# --- the evaluator ----------------------------------------------------------------------------------------------------

def test_the_evaluator_fails_a_meal_of_the_kind_that_does_not_serve_it_or_a_full_day_without_it(sandbox):
    """A dinner not serving it is named by its day; a full day with no dinner fails before any wish is weighed
    (``complete_information``), so ``meal_wishes``' own "day 2 has no dinner" is for a check run on its own."""
    wishes = every("Italian", "dinner")
    plan = [dict(day) for day in plan_result(orlando_spec(budget=4000, meal_wishes=wishes), sandbox, "solver").plan]
    index = venue_index(sandbox)
    plain = next(r for r in index.sandbox.restaurants_in("Orlando") if "Italian" not in r.cuisines)
    for mode in ("official", "strict"):
        spec = orlando_spec(budget=4000, meal_wishes=wishes)
        assert evaluate_plan(spec, plan, sandbox, mode).hard["meal_wishes"] is True
        once = orlando_spec(budget=4000, meal_wishes=[MealWish(meal="dinner", cuisine="Italian")])
        broken = [dict(day) for day in plan]
        broken[1]["dinner"] = f"{plain.name}, Orlando"
        if plan[0].get("dinner") not in (None, "", "-"):  # another dinner still Italian: once is kept, every is not
            assert evaluate_plan(once, broken, sandbox, mode).hard["meal_wishes"] is True
        verdict = evaluate_plan(spec, broken, sandbox, mode)
        assert verdict.hard["meal_wishes"] is False and not verdict.final_pass
        assert any(f"day 2's dinner ({plain.name}, Orlando) does not serve Italian food" in r for r in verdict.reasons["meal_wishes"])
        plain_verdict = evaluate_plan(orlando_spec(budget=4000), broken, sandbox, mode)
        assert {k: verdict.hard[k] for k in OFFICIAL} == {k: plain_verdict.hard[k] for k in OFFICIAL}  # TravelPlanner's own
        assert "meal_wishes" not in plain_verdict.hard
        skipped = [dict(day) for day in plan]  # a full day without the meal: incomplete, as it is with no wish
        skipped[1]["dinner"] = "-"
        verdict = evaluate_plan(spec, skipped, sandbox, mode)
        assert not verdict.final_pass and any("meal missing" in r for r in verdict.reasons["complete_information"])


# --- the expert's parts --------------------------------------------------------------------------------------------------

def _options(sandbox, city: str = "Orlando"):
    """The city's restaurants as the searches offer them to the expert, cheapest first."""
    return search_index(sandbox).restaurants(sandbox, city)[0]


def test_the_route_planner_keeps_a_restaurant_serving_it_for_each_full_day(sandbox):
    meals = _options(sandbox)
    city = CityData(city="Orlando", stays=(), meals=meals, attractions=())
    _total, chosen = plan_meals([city], [9], ["Italian"], 2, every={"dinner": ("Italian",)})
    italian = [m for m in chosen["Orlando"] if "Italian" in m.cuisines]
    assert len(chosen["Orlando"]) == 9 and len(italian) >= 3  # three full days, three Italian dinners
    assert plan_meals([city], [9], ["American"], 2, every={"dinner": ("American",)}) is None  # one serves it


def test_the_expert_places_them_at_every_slot_of_the_meal_and_the_upgrade_keeps_them(sandbox):
    meals = _options(sandbox)
    stays = tuple(s for s in search_index(sandbox).accommodations(sandbox, "Orlando")[0] if s.minimum_nights <= 2)
    city = CityData(city="Orlando", stays=stays, meals=meals, attractions=())
    _total, chosen = plan_meals([city], [6], ["Italian"], 2, every={"dinner": ("Italian",)})
    route = RouteChoice(cities=("Orlando",), nights=(2,), legs=(), stays=stays[:1], transport_cost=0.0, stay_cost=0.0,
                        meal_cost=0.0, meals=chosen)
    skeleton = [{"day": day, "meal_slots": [(meal, "Orlando", True) for meal in MEALS]} for day in (2, 3)]
    skeleton.insert(0, {"day": 1, "meal_slots": [("dinner", "Orlando", False)]})
    assigned = _assign_meals(skeleton, route, every("Italian", "dinner"), {"dinner": ("Italian",)})
    assert all("Italian" in assigned[day]["dinner"].cuisines for day in (2, 3))
    assert "dinner" not in assigned[1] or "Italian" in assigned[1]["dinner"].cuisines  # a slot left is the executor's
    upgraded = Upgrader({"Orlando": city}, 100_000.0, ["Italian"], 2, every={"dinner": ("Italian",)})(route)
    assert sum("Italian" in m.cuisines for m in upgraded.meals["Orlando"]) >= 2


# --- how it shows and is edited ------------------------------------------------------------------------------------------

def test_the_command_line_plans_and_shows_them(sandbox):
    runner = CliRunner()
    query = BASE + "italian every night and a cafe each morning, please"
    out = runner.invoke(cli_app.cli, ["plan", query, "--json"])
    line = json.loads(out.stdout.strip().splitlines()[-1])
    assert out.exit_code == 0 and line["verdict"]["status"] == "valid" and line["not_kept"] == []
    assert _each_meal_kept([*every("Italian", "dinner"), *every("Cafe", "breakfast")], line["plan"], sandbox)
    shown = runner.invoke(cli_app.cli, ["plan", query])
    assert shown.exit_code == 0 and "Italian for every dinner, Cafe for every breakfast" in " ".join(shown.output.split())


def test_the_chat_adds_it_and_takes_it_back_with_its_cuisine():
    say = chat_session("meal-wishes-every")
    assert say(BASE)["verdict"]["status"] == "valid"
    out = say("we'd like italian every night")
    assert out["trip"]["local_constraint"]["meal wishes"] == [{"meal": "dinner", "cuisine": "Italian", "restaurant": None,
                                                               "every": True}]
    assert out["verdict"]["status"] == "valid"
    out = say("and a private room please")  # another wish leaves it as it is
    assert out["trip"]["local_constraint"]["meal wishes"][0]["every"] is True
    out = say("actually forget the italian food")
    assert not out["trip"]["local_constraint"].get("meal wishes")
