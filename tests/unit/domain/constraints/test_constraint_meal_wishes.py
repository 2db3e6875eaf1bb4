"""Wishes tied to a meal of the day: "a Mexican dinner", "italian for lunch", "Pizza Hut for dinner" (``meal_wishes``).

Before this constraint such a wish was read as its cuisine or restaurant at any meal, and a plan eating Mexican food at
lunch was called valid for "a Mexican dinner": the meal was dropped in silence. End to end on the Orlando trip of the
other constraint tests: read (text and LLM form), planned (expert and solver, both objectives; the solver's optimum
checked by brute force with every assignment of the restaurants to the meals enumerated), proved impossible with a
certificate naming the wish, checked (strict and official), shown on the command line and edited in the chat.
"""

from __future__ import annotations

import itertools
import json

import pytest
from typer.testing import CliRunner

from himap_travel import app as cli_app
from himap_travel.domain.constraints import named
from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.evaluation.lookup import venue_index
from himap_travel.domain.parsing import parse_request
from himap_travel.planning.solver.fixed import solve_fixed_days
from himap_travel.planning.solver.model import Solution, TripModel
from himap_travel.planning.solver.render import render
from himap_travel.state.days import MEALS
from himap_travel.state.trip import MealWish
from tests.support.constraint_trips import BASE, OFFICIAL, chat_session, orlando_spec, plan_result
from tests.unit.planning.solver.test_solver_best import NO_RUSH, plan_scores, small_facts, small_facts_serving


def _wishes(*said: tuple[str, str]) -> list[MealWish]:
    """("dinner", "Mexican") or ("lunch", "restaurant: Dips") as meal wishes."""
    return [MealWish(meal=meal, restaurant=wish.removeprefix("restaurant: ")) if wish.startswith("restaurant: ")
            else MealWish(meal=meal, cuisine=wish) for meal, wish in said]


def _read(text: str, sandbox) -> list[tuple[str, str]] | None:
    wishes = parse_request(BASE + text, sandbox).spec.local_constraint.meal_wishes
    return None if wishes is None else [(w.meal, w.wish) for w in wishes]


# --- reading ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, wishes", [
    ("We want a mexican dinner one night.", [("dinner", "Mexican")]),
    ("italian for lunch and seafood for dinner please", [("lunch", "Italian"), ("dinner", "Seafood")]),
    ("dinner at a nice mexican place, and breakfast at a cafe", [("dinner", "Mexican"), ("breakfast", "Cafe")]),
    ("dinner at a seafood place, lunch at a bakery, cafe breakfast",  # each its own meal, though listed with commas
     [("dinner", "Seafood"), ("lunch", "Bakery"), ("breakfast", "Cafe")]),
    ("We'd like italian and chinese for dinner", [("dinner", "Italian"), ("dinner", "Chinese")]),  # a list shares it
    ("supper: BBQ!", [("dinner", "BBQ")]),
    ("seafood for lunch and dinner", [("lunch", "Seafood"), ("dinner", "Seafood")]),  # two meals said together
    ("lunch and dinner at a seafood place", [("dinner", "Seafood"), ("lunch", "Seafood")]),
    ("We want Pizza Hut for dinner.", [("dinner", "restaurant: Pizza Hut")]),
    ("for dinner, we'd love some seafood", [("dinner", "Seafood")]),  # the meal said first, a few words between
    ("lunch somewhere italian", [("lunch", "Italian")]),
    ("dinner should be mexican at least once", [("dinner", "Mexican")]),
    ("one night we want bbq for dinner", [("dinner", "BBQ")]),  # "one night" is the wish's, not the trip's length
    ("we want Dips for lunch and dinner at Pizza Hut, also some bbq",
     [("lunch", "restaurant: Dips"), ("dinner", "restaurant: Pizza Hut")]),
    ("mexican for brunch", [("breakfast", "Mexican")]),  # brunch is read as breakfast, said so (since stop 96)
    # no meal wish: a choice, a cuisine ruled out, a cuisine said alone
    ("dinner at a mexican or italian place", None),
    ("no mexican for dinner", None),
    ("We love Mexican food.", None),
])
def test_the_parser_reads_them(sandbox, text, wishes):
    assert _read(text, sandbox) == wishes


def test_the_wish_also_asks_for_its_cuisine_or_restaurant(sandbox):
    """The benchmark's own fields read as before: a Mexican dinner asks for Mexican food, Pizza Hut for dinner to eat
    there; the meal is what this constraint adds."""
    local = parse_request(BASE + "a mexican dinner, and Pizza Hut for lunch", sandbox).spec.local_constraint
    assert (local.cuisine, local.eat_at) == (["Mexican"], ["Pizza Hut"])


def test_a_restaurant_the_trip_lacks_is_named_once_by_the_restaurants_to_eat_at(sandbox):
    request = parse_request(BASE + "dinner at Turquoise Villa and lunch at Dips", sandbox)
    assert _read("dinner at Turquoise Villa and lunch at Dips", sandbox) == [
        ("dinner", "restaurant: Turquoise Villa"), ("lunch", "restaurant: Dips")]
    assert request.spec.local_constraint.eat_at == ["Turquoise Villa", "Dips"]


def test_a_forms_meal_wish_at_a_restaurant_the_trip_lacks_is_a_problem_said_once(sandbox):
    """The LLM form may hold a meal wish with no restaurant to eat at beside it: a restaurant the trip's cities lack is
    named (never dropped in silence), and a text's, which the restaurants to eat at name already, once."""
    from himap_travel.domain.constraints.base import TripPlaces
    from himap_travel.state.trip import LocalConstraint

    where, problems = TripPlaces.of("Washington", "Orlando", 1, sandbox), []
    local = LocalConstraint(meal_wishes=[{"meal": "dinner", "restaurant": "Nowhere Diner"}, {"meal": "lunch", "restaurant": "dips"}])
    assert where.resolved(local, [], problems).meal_wishes == [MealWish(meal="lunch", restaurant="Dips")]
    assert len(problems) == 1 and "'Nowhere Diner'" in problems[0]
    text_problems = parse_problems(BASE + "dinner at Nowhere Diner", sandbox)
    assert len([p for p in text_problems if "Nowhere Diner" in p]) == 1


def parse_problems(text: str, sandbox) -> list[str]:
    from himap_travel.domain.parsing import QueryParseError

    try:
        parse_request(text, sandbox)
    except QueryParseError as error:
        return error.problems
    return []


def test_a_meal_wish_spells_the_datas_cuisine_and_names_one_wish():
    assert MealWish(meal="dinner", cuisine="fast food").cuisine == "Fast Food"
    with pytest.raises(ValueError, match="not both or neither"):
        MealWish(meal="dinner", cuisine="Mexican", restaurant="Dips")
    with pytest.raises(ValueError):
        MealWish(meal="dinner", cuisine="Thai")
    with pytest.raises(ValueError):
        MealWish(meal="brunch", cuisine="Cafe")  # type: ignore[arg-type]


# --- planning ----------------------------------------------------------------------------------------------------------

RULES = [
    _wishes(("dinner", "Mexican")),
    _wishes(("lunch", "Italian"), ("dinner", "Seafood"), ("breakfast", "Cafe")),
    _wishes(("dinner", "Mexican"), ("dinner", "Pizza"), ("lunch", "BBQ")),
    _wishes(("lunch", "restaurant: Dips"), ("dinner", "restaurant: Pizza Hut")),
]


def _meals_served(sandbox, plan) -> list[tuple[str, str, str]]:
    """(meal, restaurant name, its cuisines) of each meal the plan eats."""
    index = venue_index(sandbox)
    rows = [(meal, index.first("restaurant", day[meal], True)) for day in plan for meal in MEALS
            if day.get(meal) not in (None, "", "-")]
    return [(meal, row.name, row.cuisines) for meal, row in rows]


def _kept(wishes: list[MealWish], served: list[tuple[str, str, str]]) -> bool:
    return all(any(meal == w.meal and (name == w.restaurant if w.restaurant else w.cuisine in cuisines)
                   for meal, name, cuisines in served) for w in wishes)


@pytest.mark.parametrize("policy", ["expert", "solver"])
@pytest.mark.parametrize("objective", ["cheapest", "best"])
@pytest.mark.parametrize("wishes", RULES, ids=lambda wishes: "+".join(w.said() for w in wishes))
def test_the_planners_keep_them(sandbox, policy, objective, wishes):
    spec = orlando_spec(meal_wishes=wishes)
    result = plan_result(spec, sandbox, policy, objective)
    assert result.verdict.status == "valid"
    assert _kept(wishes, _meals_served(sandbox, result.plan))
    for mode in ("official", "strict"):
        verdict = evaluate_plan(spec, result.plan, sandbox, mode)
        assert verdict.final_pass and verdict.hard["meal_wishes"] is True


def _small_facts(spec, sandbox):
    """A few options of each kind (``small_facts``), with a restaurant serving each meal wish among them."""
    return small_facts_serving(spec, sandbox, [w.wish for w in spec.local_constraint.meal_wishes or ()])


def _assignable(eaten, meals: list[str], wishes: list[MealWish]) -> bool:
    """Whether some assignment of the restaurants ``eaten`` to the meal slots ``meals`` meets every wish."""
    return any(all(any(meal == w.meal and w.wish in r.cuisines for r, meal in zip(order, meals, strict=True)) for w in wishes)
               for order in itertools.permutations(eaten))


@pytest.mark.parametrize("wishes", RULES[:3], ids=lambda wishes: "+".join(w.said() for w in wishes))
def test_the_solvers_optimum_is_the_brute_force_one_under_both_objectives(sandbox, wishes):
    """On a few options (those serving each wish among them), the model's optimum is the enumeration's, which keeps
    only plans whose restaurants can be written at the wished meals (every assignment to the slots tried)."""
    spec = orlando_spec(meal_wishes=wishes).model_copy(update={"budget": 1_000_000.0})
    facts, city = _small_facts(spec, sandbox)
    scores = list(plan_scores(facts, city, spec, lambda eaten, meals: _assignable(eaten, meals, wishes)))
    cheapest = TripModel(facts).solve(NO_RUSH)
    best = TripModel(facts, objective="best").solve(NO_RUSH)
    assert cheapest.status == "optimal" and cheapest.solution.cost == min(cost for _points, cost in scores)
    assert best.status == "optimal" and (best.solution.quality, -best.solution.cost) == max((p, -c) for p, c in scores)
    for solution in (cheapest.solution, best.solution):  # written at their meals
        plan = render(spec, solution, facts.open_sights())
        served = [(meal, m.option.name, ", ".join(m.cuisines)) for day in plan for meal in MEALS
                  for m in solution.meals[city] if day.get(meal) == m.option.plan_entry]
        assert _kept(wishes, served)


def test_the_rendering_writes_a_kept_restaurant_at_its_meal(sandbox):
    """The solver's choice of restaurants alone would write the cheapest first at breakfast; one kept for dinner goes
    to a dinner, the others fill the rest in order."""
    spec = orlando_spec(meal_wishes=_wishes(("dinner", "Mexican")))
    facts, city = _small_facts(spec.model_copy(update={"budget": 1_000_000.0}), sandbox)
    solution = TripModel(facts).solve(NO_RUSH).solution
    assert solution is not None and solution.kept_for
    (where, kept), = solution.kept_for.items()
    assert where[1] == "dinner"
    plan = render(spec, solution, facts.open_sights())
    assert any(day["dinner"] == kept[0] for day in plan)
    written = [day[meal] for day in plan for meal in MEALS if day[meal] != "-"]
    assert sorted(written) == sorted(m.option.plan_entry for m in solution.meals[city])  # every chosen one, once


def test_a_solution_without_kept_restaurants_renders_as_before(sandbox):
    spec = orlando_spec()
    facts, city = small_facts(spec.model_copy(update={"budget": 1_000_000.0}), sandbox, restaurants=5)
    solution = TripModel(facts).solve(NO_RUSH).solution
    assert isinstance(solution, Solution) and solution.kept_for == {}
    full_day = render(spec, solution, facts.open_sights())[1]
    cheapest = [m.option.plan_entry for m in solution.meals[city]]
    assert [full_day[meal] for meal in MEALS] == cheapest[:3]


def test_more_wishes_of_one_meal_than_the_trip_has_such_meals_are_proved_impossible(sandbox):
    """A 3-day trip has two dinners (the first evening's and the full day's): three restaurants for dinner cannot all
    be had; the certificate names the meal wishes (the restaurants alone, at any meal, can)."""
    wishes = _wishes(("dinner", "restaurant: Pizza Hut"), ("dinner", "restaurant: Dips"), ("dinner", "restaurant: Domino's Pizza"))
    result = plan_result(orlando_spec(budget=5000, meal_wishes=wishes), sandbox)
    assert result.verdict.status == "unsat"
    certificate = result.verdict.certificate
    assert certificate is not None and certificate.kinds == ["meal_wishes"]
    assert "no plan of this trip can have Pizza Hut for dinner and Dips for dinner" in certificate.message
    assert plan_result(orlando_spec(budget=5000, eat_at=["Pizza Hut", "Dips", "Domino's Pizza"]), sandbox).verdict.status == "valid"


def test_one_restaurant_at_two_meals_is_proved_impossible_and_says_why(sandbox):
    """TravelPlanner's plans never eat at a restaurant twice: "Dips for lunch and dinner" cannot be kept, and the
    certificate says so."""
    wishes = _wishes(("lunch", "restaurant: Dips"), ("dinner", "restaurant: Dips"))
    result = plan_result(orlando_spec(budget=5000, meal_wishes=wishes), sandbox)
    assert result.verdict.status == "unsat"
    assert "a trip eats at a restaurant once, and Dips is asked at two meals" in result.verdict.certificate.message


def test_a_repair_fills_a_freed_meal_to_meet_the_wish_at_its_meal(sandbox):
    """The fixed-days model (a repair changes as few days as it can): day 2's Mexican restaurant moved to breakfast and
    its dinner freed, the free dinner must serve Mexican food again (a cuisine served at some meal is not enough), and
    every other field stays as it was."""
    wishes = _wishes(("dinner", "Mexican"))
    spec = orlando_spec(meal_wishes=wishes)
    plan = [dict(day) for day in plan_result(spec, sandbox, "solver").plan]
    plan[1]["breakfast"], plan[1]["dinner"] = plan[1]["dinner"], plan[1]["breakfast"]
    assert not _kept(wishes, _meals_served(sandbox, plan))
    found = solve_fixed_days(spec, plan, [2], sandbox, kept_fields={2: {f for f in plan[1] if f != "dinner"}})
    assert found.status == "plan" and [found.plan[0], found.plan[2]] == [plan[0], plan[2]]
    assert {k: v for k, v in found.plan[1].items() if k != "dinner"} == {k: v for k, v in plan[1].items() if k != "dinner"}
    assert evaluate_plan(spec, found.plan, sandbox, "strict").hard["meal_wishes"] is True


# --- the evaluator ----------------------------------------------------------------------------------------------------

def test_the_evaluator_fails_a_plan_that_breaks_them_and_keeps_travelplanners_verdicts(sandbox):
    plan = plan_result(orlando_spec(), sandbox, "solver").plan
    served = _meals_served(sandbox, plan)
    meal, name, _cuisines = served[0]
    other = next(m for m in MEALS if m != meal and not any(s[0] == m and s[1] == name for s in served))
    for mode in ("official", "strict"):
        plain = evaluate_plan(orlando_spec(), plan, sandbox, mode)
        assert "meal_wishes" not in plain.hard
        met = evaluate_plan(orlando_spec(meal_wishes=_wishes((meal, f"restaurant: {name}"))), plan, sandbox, mode)
        assert met.hard["meal_wishes"] is True
        broken = evaluate_plan(orlando_spec(meal_wishes=_wishes((other, f"restaurant: {name}"))), plan, sandbox, mode)
        assert broken.hard["meal_wishes"] is False and not broken.final_pass
        assert any(f"no {other} of the plan is at {name}" in r for r in broken.reasons["meal_wishes"])
        assert {k: broken.hard[k] for k in OFFICIAL} == {k: plain.hard[k] for k in OFFICIAL}


# --- how it shows and is edited ------------------------------------------------------------------------------------------

def test_the_command_line_plans_and_shows_them(sandbox):
    runner = CliRunner()
    query = BASE + "italian for lunch and a seafood dinner, please"
    out = runner.invoke(cli_app.cli, ["plan", query, "--json"])
    line = json.loads(out.stdout.strip().splitlines()[-1])
    assert out.exit_code == 0 and line["verdict"]["status"] == "valid" and line["not_kept"] == []
    assert _kept(_wishes(("lunch", "Italian"), ("dinner", "Seafood")), _meals_served(sandbox, line["plan"]))
    shown = runner.invoke(cli_app.cli, ["plan", query])
    assert shown.exit_code == 0 and "Italian for lunch, Seafood for dinner" in " ".join(shown.output.split())


def test_the_chat_adds_them_and_keeps_them_through_another_edit():
    say = chat_session("meal-wishes")
    assert say(BASE)["verdict"]["status"] == "valid"
    out = say("can we do a mexican dinner one night?")
    assert out["trip"]["local_constraint"]["meal wishes"] == [{"meal": "dinner", "cuisine": "Mexican", "restaurant": None}]
    assert out["verdict"]["status"] == "valid"
    out = say("and we want a private room")
    assert out["trip"]["local_constraint"]["meal wishes"] == [{"meal": "dinner", "cuisine": "Mexican", "restaurant": None}]
    out = say("an italian lunch too")  # adds up
    assert [w["cuisine"] for w in out["trip"]["local_constraint"]["meal wishes"]] == ["Mexican", "Italian"]
    out = say("actually forget the mexican food")  # the meal wish goes with its cuisine, the other stays
    assert out["trip"]["local_constraint"]["meal wishes"] == [{"meal": "lunch", "cuisine": "Italian", "restaurant": None}]
    assert out["trip"]["local_constraint"]["cuisine"] == ["Italian"]


def test_flextravelbench_sentences_read_back(sandbox):
    constraint = named("meal_wishes")
    for wishes in (_wishes(("dinner", "Mexican")), _wishes(("lunch", "Italian"), ("dinner", "restaurant: Pizza Hut"))):
        assert constraint.value(parse_request(BASE + constraint.flex_sentence(wishes), sandbox).spec) == wishes


# --- the expert's day tasks ---------------------------------------------------------------------------------------------

def test_the_expert_places_the_wished_restaurant_at_its_meal_and_keeps_it_there():
    """The route's meals fill a city's slots in order, breakfast first; a restaurant meeting a meal wish goes to a slot
    of its meal (the other restaurants fill the rest, in order), and its slot says no other meal can serve the wish."""
    from types import SimpleNamespace

    from himap_travel.planning.policies.expert.day_tasks import _assign_meals, _wished_at
    from himap_travel.tools.search_results import RestaurantOption

    def option(name: str, cuisines: list[str]) -> RestaurantOption:
        return RestaurantOption(name=name, city="Orlando", cuisines=cuisines, average_cost=10.0, rating=4.0)

    cafe, mexican, other = option("Cafe One", ["Cafe"]), option("Casa", ["Mexican"]), option("Plain", ["Tea"])
    skeleton = [{"day": 2, "meal_slots": [("breakfast", "Orlando", True), ("lunch", "Orlando", True), ("dinner", "Orlando", True)]}]
    route = SimpleNamespace(meals={"Orlando": (mexican, cafe, other)})
    wishes = _wishes(("dinner", "Mexican"))
    assert {s: m.name for s, m in _assign_meals(skeleton, route)[2].items()} == {  # type: ignore[arg-type]
        "breakfast": "Casa", "lunch": "Cafe One", "dinner": "Plain"}  # no wish: in order, as before
    placed = _assign_meals(skeleton, route, wishes)[2]  # type: ignore[arg-type]
    assert {s: m.name for s, m in placed.items()} == {"dinner": "Casa", "breakfast": "Cafe One", "lunch": "Plain"}
    spec = orlando_spec(meal_wishes=wishes)
    assert _wished_at(placed["dinner"], spec, "dinner") and not _wished_at(placed["dinner"], spec, "lunch")


def test_a_model_planning_the_day_is_told_the_meal_a_wish_is_at():
    from himap_travel.planning.policies.llm.prompts import day_executor_system
    from himap_travel.state.plan import DayTask, MealSlot
    from himap_travel.state.sigma import Sigma

    def slot(meal: str, cuisine: str | None, at_this_meal: bool) -> MealSlot:
        return MealSlot(slot=meal, city="Orlando", cuisine=cuisine, at_this_meal=at_this_meal)

    task = DayTask(day=2, date="2022-03-16", role="stay", city="Orlando", people=2, budget_total=2500, budget_hint=800,
                   meals=[slot("breakfast", "Cafe", False), slot("lunch", "restaurant: Dips", True), slot("dinner", "Mexican", True)])
    said = day_executor_system(task, Sigma(), set())
    assert ("Asked at a given meal (no other meal of the day counts for it): lunch at Dips; dinner at a restaurant "
            "serving Mexican.") in said
    plain = task.model_copy(update={"meals": [slot("breakfast", "Cafe", False)]})
    assert "Asked at a given meal" not in day_executor_system(plain, Sigma(), set())
