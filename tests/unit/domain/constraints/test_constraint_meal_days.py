"""A cuisine or a restaurant on a given day (``meal_days``): read from the text and the LLM form, kept by the expert and
the solver (optimal by brute force under both objectives), certified impossible, judged by the evaluator beside
TravelPlanner's verdicts, and set, moved and taken back in the chat (issue 38: "italian on day 1, chinese on day 2" and
"pizza on the last night" were named as not kept until stop 95)."""

from __future__ import annotations

import itertools
import json

import pytest
from pydantic import ValidationError
from typer.testing import CliRunner

from himap_travel import app as cli_app
from himap_travel.domain.constraints import named
from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.parsing import QueryParseError, parse_request
from himap_travel.graphs.planner import compile_planner
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.planning.solver.fixed import solve_fixed_days
from himap_travel.planning.solver.model import TripModel
from himap_travel.planning.solver.render import render
from himap_travel.state.days import MEALS
from himap_travel.state.graph_state import result_of
from himap_travel.state.trip import REGISTERED, MealDay, TripSpec
from tests.support.constraint_trips import BASE, OFFICIAL, chat_session, orlando_spec
from tests.unit.planning.solver.test_solver_best import NO_RUSH, plan_scores, small_facts_serving

TEXAS = "Plan a 5-day trip from Salt Lake City to 2 cities in Texas for 2 people, March 14 to 18, 2022, with a budget of $5,000. "


def _day(day: int, food: str, meal: str | None = None) -> MealDay:
    return MealDay(day=day, meal=meal, cuisine=food)


# --- reading ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "wishes"), [
    ("italian on day 1, chinese on day 2", [_day(1, "Italian"), _day(2, "Chinese")]),
    ("pizza on the last night", [_day(2, "Pizza", "dinner")]),  # the last night away: the day before the last
    ("seafood the first night pls", [_day(1, "Seafood", "dinner")]),
    ("a mexican dinner on day 2", [_day(2, "Mexican", "dinner")]),
    ("italian for dinner on day 2", [_day(2, "Italian", "dinner")]),
    ("lunch at a cafe on day 3", [_day(3, "Cafe", "lunch")]),
    ("on day 2 we want italian", [_day(2, "Italian")]),
    ("dinner on day 2 should be mexican", [_day(2, "Mexican", "dinner")]),
    ("italian and mexican on day 2", [_day(2, "Italian"), _day(2, "Mexican")]),
    ("we want to see seaworld on day 2 and eat italian", [_day(2, "Italian")]),
    ("mexican food on day 2 and 3", [_day(2, "Mexican"), _day(3, "Mexican")]),  # a list of days: each
    ("italian on days 1, 2 and 3", [_day(1, "Italian"), _day(2, "Italian"), _day(3, "Italian")]),
    ("we'd like to try the seafood place on day 2", [_day(2, "Seafood")]),
    ("can we do bbq for lunch on the 16th", [_day(2, "BBQ", "lunch")]),  # a date of the trip
    ("day 1 dinner: seafood. day 2 lunch: mexican", [_day(1, "Seafood", "dinner"), _day(2, "Mexican", "lunch")]),
    ("we love seafood, can we have it the first night?", [_day(1, "Seafood", "dinner")]),  # the food said again
    ("we love italian, can we have that on day 2", [_day(2, "Italian")]),
    ("first night seafood, second night italian", [_day(1, "Seafood", "dinner"), _day(2, "Italian", "dinner")]),
    ("for day 3 lunch, pizza", [_day(3, "Pizza", "lunch")]),
    ("dinner day 2 italian pls", [_day(2, "Italian", "dinner")]),
    ("wednesday dinner: italian", [_day(2, "Italian", "dinner")]),  # the trip's one wednesday
    ("seafod for diner on the 1st night", [_day(1, "Seafood", "dinner")]),  # typos
    ("tues night: mexican. wed: seafood", [_day(1, "Mexican", "dinner"), _day(2, "Seafood")]),  # weekdays in short
])
def test_the_parser_reads_them(sandbox, text: str, wishes: list[MealDay]) -> None:
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.meal_days == wishes
    assert not [w for w in request.not_kept if "given day" in w.reason], request.not_kept
    assert set(w.wish for w in wishes) <= set(request.spec.local_constraint.wanted_cuisines)


def test_a_tours_nights_count_from_its_length(sandbox) -> None:
    local = parse_request(TEXAS + "tex-mex the first night and bbq the last night", sandbox).spec.local_constraint
    assert local.meal_days == [_day(1, "Mexican", "dinner"), _day(4, "BBQ", "dinner")]


def test_a_city_said_between_a_food_and_its_day_leaves_the_day(sandbox) -> None:
    """"bbq in houston on day 4" was named as not kept: the day is kept, the city the planners' to choose (as "bbq in
    houston" reads the cuisine alone)."""
    local = parse_request(TEXAS + "bbq in houston on day 4", sandbox).spec.local_constraint
    assert local.meal_days == [_day(4, "BBQ")]


def test_a_restaurant_on_a_day_is_read_in_the_datas_spelling(sandbox) -> None:
    local = parse_request(BASE + "dinner at pizza hut on day 2", sandbox).spec.local_constraint
    assert local.meal_days == [MealDay(day=2, meal="dinner", restaurant="Pizza Hut")]


@pytest.mark.parametrize(("text", "why"), [("italian on day 5", "the trip has 3 days, so there is no day 5"),
                                           ("pizza on friday", "the trip's dates hold no such day")])
def test_a_day_the_trip_lacks_is_refused_naming_it(sandbox, text: str, why: str) -> None:
    with pytest.raises(QueryParseError, match=why):
        parse_request(BASE + text, sandbox)


def test_a_day_listed_past_the_end_is_refused(sandbox) -> None:
    with pytest.raises(QueryParseError, match="no day 5"):
        parse_request(BASE + "mexican on day 2 and 5", sandbox)


@pytest.mark.parametrize(("text", "why"), [("no chinese on day 1", "not on a given day"),
                                           # (since stop 96 a meal left out on a day is named as a meal left out)
                                           ("skip lunch on day 2, we'll be at the park", "leaves a meal out")])
def test_a_day_of_a_food_ruled_out_or_a_meal_left_out_is_named(sandbox, text: str, why: str) -> None:
    request = parse_request(BASE + text, sandbox)
    assert not request.spec.local_constraint.meal_days
    assert [w for w in request.not_kept if why in w.reason], request.not_kept


def test_one_restaurant_on_two_days_is_refused() -> None:
    with pytest.raises(ValidationError, match="once"):
        orlando_spec(meal_days=[MealDay(day=1, restaurant="Pizza Hut"), MealDay(day=2, restaurant="Pizza Hut")])


def test_the_llm_form_takes_them() -> None:
    """The form's field is the registry line's value type: a cuisine in any case is the data's spelling; a cuisine the
    data lacks, both a cuisine and a restaurant, or a day past 30 are refused."""
    line = next(line for line in REGISTERED if line.key == "meal_days")
    assert line.row_key == named("meal_days").row_key == "meal days"
    assert MealDay.model_validate({"day": 2, "cuisine": "italian"}) == _day(2, "Italian")
    for wrong in ({"day": 2, "cuisine": "Thai"}, {"day": 2, "cuisine": "Italian", "restaurant": "Dips"}, {"day": 31, "cuisine": "Cafe"}):
        with pytest.raises(ValidationError):
            MealDay.model_validate(wrong)


# --- the planners ----------------------------------------------------------------------------------------------------

def _served(sandbox, plan, day: int, meals=MEALS) -> set[str]:
    """The cuisines (and names) of the restaurants of ``day``'s ``meals`` in the plan."""
    found: set[str] = set()
    for meal in meals:
        entry = plan[day - 1].get(meal) or "-"
        if entry != "-":
            name, city = entry.rsplit(", ", 1)
            row = next(r for r in sandbox.restaurants_in(city) if r.name == name)
            found |= {c.strip() for c in str(row.cuisines).split(",")} | {name}
    return found


@pytest.mark.parametrize("policy", ["expert", "solver"])
@pytest.mark.parametrize("objective", ["cheapest", "best"])
def test_the_planners_keep_them(sandbox, policy: str, objective: str) -> None:
    spec = orlando_spec(meal_days=[_day(1, "Italian"), _day(2, "Chinese"), _day(2, "Pizza", "dinner")])
    settings = PlannerSettings(policy=policy, objective=objective, solver_fallback=False)
    result = result_of(compile_planner().invoke({"spec": spec}, context=provide(settings, sandbox=sandbox)))
    assert result.verdict.status == "valid", result.verdict.failures
    assert "Italian" in _served(sandbox, result.plan, 1) and "Chinese" in _served(sandbox, result.plan, 2)
    assert "Pizza" in _served(sandbox, result.plan, 2, ("dinner",))


def test_the_solver_routes_a_tour_so_each_meal_is_on_its_day(sandbox) -> None:
    spec = parse_request(TEXAS + "bbq on the first night, a mexican lunch on day 4", sandbox).spec
    assert spec.local_constraint.meal_days == [_day(1, "BBQ", "dinner"), _day(4, "Mexican", "lunch")]
    for objective in ("cheapest", "best"):
        result = result_of(compile_planner().invoke({"spec": spec}, context=provide(
            PlannerSettings(policy="solver", objective=objective), sandbox=sandbox)))
        assert result.verdict.status == "valid", result.verdict.failures
        assert "BBQ" in _served(sandbox, result.plan, 1, ("dinner",)) and "Mexican" in _served(sandbox, result.plan, 4, ("lunch",))


def _small_facts(spec: TripSpec, sandbox):
    """A few options of each kind (``small_facts``), with a restaurant serving each wish among them."""
    return small_facts_serving(spec, sandbox, [w.wish for w in spec.local_constraint.meal_days or ()])


def _days_of(meals: list[str]) -> list[int]:
    """The day of each meal slot ``plan_scores`` lists: the full day's three (day 2), then a dinner on arriving (day 1)
    and a breakfast or lunch before flying home (day 3)."""
    return [2, 2, 2, *(1 if meal == "dinner" else 3 for meal in meals[3:])]


def _assignable(eaten, meals: list[str], wishes: list[MealDay]) -> bool:
    """Whether some assignment of the restaurants ``eaten`` to the meal slots ``meals`` meets every wish on its day."""
    days = _days_of(meals)
    return any(all(any(day == w.day and meal in ((w.meal,) if w.meal else MEALS) and w.wish in r.cuisines
                       for r, meal, day in zip(order, meals, days, strict=True)) for w in wishes)
               for order in itertools.permutations(eaten))


@pytest.mark.parametrize("wishes", [[_day(2, "Cafe")], [_day(1, "Mexican", "dinner")], [_day(3, "Cafe"), _day(2, "Mexican", "dinner")]],
                         ids=lambda wishes: "+".join(w.said() for w in wishes))
def test_the_solvers_optimum_is_the_brute_force_one_under_both_objectives(sandbox, wishes: list[MealDay]) -> None:
    """On a few options (those serving each wish among them), the model's optimum is the enumeration's, which keeps
    only plans whose restaurants can be written at their days' meals (every assignment to the slots tried); the
    rendered plan has each on its day."""
    spec = orlando_spec(meal_days=wishes).model_copy(update={"budget": 1_000_000.0})
    facts, city = _small_facts(spec, sandbox)
    scores = list(plan_scores(facts, city, spec, lambda eaten, meals: _assignable(eaten, meals, wishes)))
    assert scores
    cheapest = TripModel(facts).solve(NO_RUSH)
    best = TripModel(facts, objective="best").solve(NO_RUSH)
    assert cheapest.status == "optimal" and cheapest.solution.cost == min(cost for _points, cost in scores)
    assert best.status == "optimal" and (best.solution.quality, -best.solution.cost) == max((p, -c) for p, c in scores)
    for solution in (cheapest.solution, best.solution):
        plan = render(spec, solution, facts.open_sights())
        cuisines = {m.option.plan_entry: m.cuisines for m in solution.meals[city]}
        for wish in wishes:
            assert any(wish.wish in cuisines.get(plan[wish.day - 1].get(meal), ()) for meal in ((wish.meal,) if wish.meal else MEALS))


def test_a_meal_no_plan_can_give_is_proved_impossible(sandbox) -> None:
    """Breakfast on the day of the outbound flight: the trip leaves Washington in the morning and eats in Orlando
    after landing, so both planners end with a certificate naming the wish (exit 5 on the command line)."""
    spec = orlando_spec(meal_days=[_day(1, "Bakery", "breakfast")])
    for policy in ("expert", "solver"):
        result = result_of(compile_planner().invoke({"spec": spec}, context=provide(PlannerSettings(policy=policy), sandbox=sandbox)))
        certificate = result.verdict.certificate
        assert result.verdict.status == "unsat" and certificate is not None and "meal_days" in certificate.kinds
        assert "Bakery for breakfast on day 1" in certificate.message


def test_a_repair_keeps_them(sandbox) -> None:
    """Day 2's meals re-planned with its other fields kept: the meal asked that day is met again there."""
    spec = orlando_spec(meal_days=[_day(2, "Chinese", "dinner")])
    plan = [dict(day) for day in result_of(compile_planner().invoke({"spec": spec}, context=provide(
        PlannerSettings(policy="solver"), sandbox=sandbox))).plan]
    plan[1]["breakfast"], plan[1]["dinner"] = plan[1]["dinner"], plan[1]["breakfast"]
    assert evaluate_plan(spec, plan, sandbox, "strict").hard["meal_days"] is False
    found = solve_fixed_days(spec, plan, [2], sandbox, kept_fields={2: {f for f in plan[1] if f != "dinner"}})
    assert found.status == "plan" and [found.plan[0], found.plan[2]] == [plan[0], plan[2]]
    assert evaluate_plan(spec, found.plan, sandbox, "strict").hard["meal_days"] is True


def test_the_command_line_plans_and_shows_them(sandbox) -> None:
    runner = CliRunner()
    query = BASE + "italian on day 1 and a chinese lunch on day 2 please"
    out = runner.invoke(cli_app.cli, ["plan", query, "--json"])
    line = json.loads(out.stdout.strip().splitlines()[-1])
    assert out.exit_code == 0 and line["verdict"]["status"] == "valid" and line["not_kept"] == []
    assert "Italian" in _served(sandbox, line["plan"], 1) and "Chinese" in _served(sandbox, line["plan"], 2, ("lunch",))
    shown = runner.invoke(cli_app.cli, ["plan", query])
    assert shown.exit_code == 0 and "Italian on day 1, Chinese for lunch on day 2" in " ".join(shown.output.split())
    refused = runner.invoke(cli_app.cli, ["plan", BASE + "breakfast at a bakery on day 1"])
    assert refused.exit_code == 5 and "Bakery for breakfast on day 1" in " ".join(refused.output.split())


# --- the evaluator ---------------------------------------------------------------------------------------------------

def test_the_evaluator_fails_a_plan_that_breaks_them_and_keeps_travelplanners_verdicts(sandbox) -> None:
    kept_spec = orlando_spec(meal_days=[_day(2, "Chinese")])
    plan = result_of(compile_planner().invoke({"spec": kept_spec}, context=provide(PlannerSettings(policy="solver"),
                                                                                    sandbox=sandbox))).plan
    chinese_day = 2
    moved_spec = orlando_spec(meal_days=[_day(2, "Chinese", meal) for meal in MEALS
                                         if "Chinese" not in _served(sandbox, plan, chinese_day, (meal,))][:1])
    for mode in ("official", "strict"):
        kept, broken = evaluate_plan(kept_spec, plan, sandbox, mode), evaluate_plan(moved_spec, plan, sandbox, mode)
        assert kept.hard["meal_days"] is True and broken.hard["meal_days"] is False
        assert {k: kept.hard[k] for k in OFFICIAL} == {k: broken.hard[k] for k in OFFICIAL}
        assert any("of day 2 serves Chinese food" in r for r in broken.reasons["meal_days"]), broken.reasons
    unasked = evaluate_plan(orlando_spec(), plan, sandbox, "official")
    assert "meal_days" not in unasked.hard


# --- the chat --------------------------------------------------------------------------------------------------------

def _rules(state) -> dict:
    return state["trip"]["local_constraint"]


def test_the_chat_adds_replaces_and_takes_back_a_meal_on_a_day() -> None:
    say = chat_session("meal-days")
    say(BASE + "italian on day 2 and pizza on day 3")
    assert _rules(say("and a mexican dinner on day 2"))["meal days"] == [
        {"day": 2, "meal": None, "cuisine": "Italian", "restaurant": None},
        {"day": 3, "meal": None, "cuisine": "Pizza", "restaurant": None},
        {"day": 2, "meal": "dinner", "cuisine": "Mexican", "restaurant": None}]
    replaced = _rules(say("actually make dinner on day 2 chinese"))["meal days"]  # that dinner's wish gives way
    assert {"day": 2, "meal": "dinner", "cuisine": "Chinese", "restaurant": None} in replaced
    assert not [w for w in replaced if w["cuisine"] == "Mexican"]
    left = _rules(say("forget the italian"))  # that meal only; Italian never ruled out
    assert [w["cuisine"] for w in left["meal days"]] == ["Pizza", "Chinese"] and "Italian" not in (left.get("avoid cuisines") or [])


def test_the_chat_moves_a_meal_on_a_day_to_another_meal(sandbox) -> None:
    """"actually no, make that breakfast" after "lunch at a cafe on day 2" (not understood): the cafe at breakfast."""
    say = chat_session("meal-days-moved")
    say(BASE)
    say("lunch at a cafe on day 2")
    moved = say("actually no, make that breakfast")
    assert _rules(moved)["meal days"] == [{"day": 2, "meal": "breakfast", "cuisine": "Cafe", "restaurant": None}]
    assert "Cafe" in _served(sandbox, moved["plan"], 2, ("breakfast",))


def test_the_chat_moves_a_food_to_another_day() -> None:
    """"can the italian be on day 2 instead" after "italian the first night" answered day 2's dinner was Italian already
    and kept the rule on day 1."""
    say = chat_session("meal-days-other-day")
    say(BASE + "we'd love italian the first night")
    moved = say("actually can the italian be on day 2 instead")
    assert [(w["day"], w["cuisine"]) for w in _rules(moved)["meal days"]] == [(2, "Italian")]


def test_a_meal_swapped_in_the_chat_is_kept_as_a_rule(sandbox) -> None:
    """"can we have italian on day 2?" changes that day's meal in the plan and keeps it so, through a later re-plan."""
    say = chat_session("meal-days-swap")
    say(BASE)
    swapped = say("can we have italian on day 2?")
    assert _rules(swapped)["meal days"] == [{"day": 2, "meal": None, "cuisine": "Italian", "restaurant": None}]
    assert "Italian" in _served(sandbox, swapped["plan"], 2)
    after = say("make the budget 2400")
    assert _rules(after)["meal days"] == [{"day": 2, "meal": None, "cuisine": "Italian", "restaurant": None}]
    assert "Italian" in _served(sandbox, after["plan"], 2)


def test_a_weekday_is_read_anew_on_another_trip() -> None:
    """A reading is remembered per text and trip: "italian on friday" (or a sight on friday) said in two conversations
    whose trips start on a thursday and on a friday is day 2, then day 1 (the remembered answer was the first trip's)."""
    from himap_travel.domain.constraints import flight_dates, meal_days, sight_days

    for dates, day in ((["2022-03-10", "2022-03-11", "2022-03-12"], 2), (["2022-03-11", "2022-03-12", "2022-03-13"], 1)):
        with flight_dates.trip_days_known(dates, 1):
            assert meal_days.read("italian on friday", [], [], []) == [_day(day, "Italian")]
            assert [w.day for w in sight_days.read("we want to see SeaWorld on friday", [], [], []) or []] == [day]
