"""Issue 38's must-show, per kind of the registry: a test of each hook, and the tests the kinds' own files left out.

``HOOKS`` is the table: for every kind of ``state.trip.REGISTERED``, the test that shows each hook (reading the text,
the LLM form, the expert, the exact solver's optimum checked by brute force under both objectives, the certificate,
the strict evaluator, a chat edit, the command line's output). ``test_every_kind_has_a_test_of_every_hook`` fails when
a registered kind lacks one, or a test it names is gone. The tests of this file fill what the kinds' own files
(tests/unit/domain/constraints/test_constraint_*.py) and the older tests left out, one parametrised test per hook: the solver's optimum for
TravelPlanner's rules, the minimum restaurant rating and several house rules; a certificate for avoiding every
restaurant or every sight a city has; every kind as the chat reads it in an edit and as the command line shows it.
"""

from __future__ import annotations

import ast
import copy
from functools import cache
from pathlib import Path

import pytest
from typer.testing import CliRunner

from himap_travel import app
from himap_travel.domain.constraints import LOCAL, named
from himap_travel.graphs.planner import compile_planner
from himap_travel.nodes.chat.understanding import understand_message
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.planning.solver.model import TripModel
from himap_travel.state.graph_state import result_of
from himap_travel.state.trip import REGISTERED, LocalConstraint, TripSpec
from tests.unit.planning.solver.test_solver_best import NO_RUSH, plan_scores, small_facts

TESTS = Path(__file__).resolve().parents[3]  # tests/; HOOKS names a file by its basename (unique below it)
HOOK_NAMES = ("read text", "llm form", "expert", "solver", "certificate", "strict", "chat", "cli")
THIS = "test_constraint_kinds.py"
REGISTRY_READ = "test_constraint_registry.py::test_the_parser_reads_each_local_constraint_with_its_modules_rules"
REGISTRY_FORM = "test_constraint_registry.py::test_the_llm_forms_constraints_are_read_back_through_the_registry"
CHAT = f"{THIS}::test_the_chat_reads_every_kind_in_an_edit"
CLI = f"{THIS}::test_the_command_line_shows_every_kind"
SOLVER = f"{THIS}::test_the_solvers_optimum_is_the_brute_force_one_under_both_objectives"


def _hooks(read, expert, solver, certificate, strict, form=REGISTRY_FORM, chat=CHAT, cli=CLI) -> dict[str, str]:
    return dict(zip(HOOK_NAMES, (read, form, expert, solver, certificate, strict, chat, cli), strict=True))


def _kind_file(name: str) -> dict[str, str]:
    """The hooks a kind's own file shows under the names every such file uses (tests/unit/domain/constraints/test_constraint_<name>.py)."""
    file = f"test_constraint_{name}.py"
    return {"expert": f"{file}::test_the_planners_keep_them",
            "solver": f"{file}::test_the_solvers_optimum_is_the_brute_force_one_under_both_objectives"}


# kind -> hook -> "file::test". The kinds' own files first; the older tests for TravelPlanner's five.
HOOKS: dict[str, dict[str, str]] = {
    "budget": _hooks(
        "test_parser_extractor.py::test_benchmark_query_text_parses_to_its_row",
        "test_planner_graph.py::test_budget_too_small_gives_an_honest_best_effort_plan",
        "test_solver_best.py::test_the_best_plan_is_the_brute_force_optimum",  # budgets that bind; the cheapest plan's
        "test_solver.py::test_the_budget_certificate_is_the_cheapest_plan_exactly",  # cost is the certificate's, exactly
        "test_evaluator_rule_edges.py::test_budget_equal_to_the_cost_passes_and_one_cent_less_fails",
        form="test_llm_policy.py::test_extractor_uses_structured_output_and_checks_places",
        chat="test_chat_understanding.py::test_people_and_budget_per_person",
        cli="test_cli.py::test_a_valid_plan_exits_0_and_shows_what_was_understood"),
    "house_rule": _hooks(
        "test_parser_extractor.py::test_benchmark_query_text_parses_to_its_row",
        "test_planner_graph.py::test_plans_pass_official_and_strict_on_every_train_query", SOLVER,
        "test_solver.py::test_a_house_rule_no_fitting_listing_allows_is_named",
        "test_evaluator_verdict.py::test_strict_room_rules_judge_only_the_exact_listing"),
    "cuisine": _hooks(
        "test_constraint_cuisines.py::test_the_parser_reads_wanted_and_avoided_cuisines",
        "test_constraint_cuisines.py::test_the_planners_keep_them", SOLVER,
        "test_solver.py::test_a_cuisine_no_restaurant_serves_is_named",
        "test_evaluator_verdict.py::test_strict_mode_serves_a_cuisine_only_from_the_exact_restaurant"),
    "room_type": _hooks(
        "test_parser_extractor.py::test_benchmark_query_text_parses_to_its_row",
        "test_planner_graph.py::test_plans_pass_official_and_strict_on_every_train_query", SOLVER,
        "test_solver.py::test_a_room_type_the_city_does_not_have_is_named",
        "test_evaluator_rule_edges.py::test_the_other_room_types"),
    "transportation": _hooks(
        "test_constraint_transport_times.py::test_a_ban_of_the_mode_itself_reads_as_before",
        "test_constraint_travel_hours.py::test_the_planners_keep_them", SOLVER,
        "test_solver.py::test_no_flight_where_no_drive_exists_is_named",
        "test_parser_faults.py::test_the_evaluator_fails_a_flight_or_a_drive_under_the_combined_rule"),
    "min_rating": _hooks(
        "test_constraint_min_rating.py::test_the_parser_reads_a_minimum_rating",
        "test_constraint_min_rating.py::test_the_planners_keep_the_rating",
        SOLVER, "test_constraint_min_rating.py::test_an_unreachable_rating_is_proved_impossible_with_a_certificate",
        "test_constraint_min_rating.py::test_the_evaluator_fails_a_lower_rated_restaurant_in_both_modes"),
    **{kind: _hooks(
        "test_constraint_stays.py::test_the_parser_reads_the_stay_rules", **_kind_file("stays"),
        certificate="test_constraint_stays.py::test_an_unreachable_stay_rule_is_proved_impossible_with_a_certificate",
        strict="test_constraint_stays.py::test_the_evaluator_fails_a_stay_that_breaks_them_and_keeps_travelplanners_verdicts")
       for kind in ("min_stay_rating", "max_night_price")},
    **{kind: _hooks(
        "test_constraint_cuisines.py::test_the_parser_reads_wanted_and_avoided_cuisines", **_kind_file("cuisines"),
        certificate=certificate,
        strict="test_constraint_cuisines.py::test_the_evaluator_fails_a_meal_that_breaks_them_and_keeps_travelplanners_verdicts")
       for kind, certificate in (
           ("more_cuisines", "test_constraint_cuisines.py::test_a_wanted_cuisine_that_is_also_banned_is_named_by_the_certificate"),
           ("avoid_cuisines", "test_constraint_cuisines.py::test_an_unreachable_ban_is_proved_impossible_with_a_certificate"))},
    "more_house_rules": _hooks(
        "test_constraint_house_rules.py::test_the_parser_reads_several_rules_first_mentioned_first",
        "test_constraint_house_rules.py::test_the_planners_keep_both", SOLVER,
        "test_constraint_house_rules.py::test_no_stay_allowing_them_all_is_proved_impossible_with_a_certificate",
        "test_constraint_house_rules.py::test_the_evaluator_fails_a_stay_that_forbids_one_and_keeps_travelplanners_verdicts"),
    **{kind: _hooks(
        "test_constraint_meals.py::test_the_parser_reads_the_meal_cost_and_the_price_per_person", **_kind_file("meals"),
        certificate="test_constraint_meals.py::test_an_unreachable_rule_is_proved_impossible_with_a_certificate",
        strict="test_constraint_meals.py::test_the_evaluator_fails_a_plan_that_breaks_them_and_keeps_travelplanners_verdicts")
       for kind in ("max_meal_cost", "max_night_price_per_person")},
    **{kind: _hooks(
        "test_constraint_restaurants.py::test_the_parser_reads_named_restaurants", **_kind_file("restaurants"),
        certificate=certificate,
        strict="test_constraint_restaurants.py::test_the_evaluator_fails_a_plan_that_breaks_them_and_keeps_travelplanners_verdicts")
       for kind, certificate in (
           ("eat_at", "test_constraint_restaurants.py::test_an_unreachable_restaurant_is_proved_impossible_with_a_certificate"),
           ("avoid_restaurants", f"{THIS}::test_avoiding_everything_a_city_has_is_proved_impossible"))},
    "meal_wishes": _hooks(
        "test_constraint_meal_wishes.py::test_the_parser_reads_them", **_kind_file("meal_wishes"),
        certificate="test_constraint_meal_wishes.py::test_more_wishes_of_one_meal_than_the_trip_has_such_meals_are_proved_impossible",
        strict="test_constraint_meal_wishes.py::test_the_evaluator_fails_a_plan_that_breaks_them_and_keeps_travelplanners_verdicts"),
    **{kind: _hooks(
        "test_constraint_sights.py::test_the_parser_reads_them", "test_constraint_sights.py::test_the_planners_keep_them", solver,
        certificate,
        "test_constraint_sights.py::test_the_evaluator_fails_a_plan_that_breaks_them_and_keeps_travelplanners_verdicts")
       for kind, solver, certificate in (
           ("must_see", "test_constraint_sights.py::test_the_solvers_optimum_with_named_sights_is_the_enumerations",
            "test_constraint_sights.py::test_a_sight_wish_no_plan_keeps_is_proved_impossible"),
           ("avoid_sights", "test_constraint_sights.py::test_the_solvers_optimum_with_named_sights_is_the_enumerations",
            f"{THIS}::test_avoiding_everything_a_city_has_is_proved_impossible"),
           ("pace", "test_constraint_sights.py::test_the_solvers_optimum_under_a_pace_is_the_enumerations",
            "test_constraint_sights.py::test_a_sight_wish_no_plan_keeps_is_proved_impossible"))},
    **{kind: _hooks(
        "test_constraint_cities.py::test_the_parser_reads_them", "test_constraint_cities.py::test_the_planners_keep_them",
        "test_constraint_cities.py::test_the_solvers_optimum_is_the_best_city_pairs",
        "test_constraint_cities.py::test_a_city_wish_no_plan_keeps_is_proved_impossible",
        "test_constraint_cities.py::test_the_evaluator_fails_a_route_that_breaks_them_and_keeps_travelplanners_verdicts")
       for kind in ("visit_cities", "avoid_cities")},
    "city_order": _hooks(
        "test_city_order.py::test_the_parser_reads_an_order", "test_city_order.py::test_the_planners_keep_it",
        "test_city_order.py::test_the_solvers_optimum_is_the_best_of_the_routes_it_allows",
        "test_city_order.py::test_an_order_no_route_keeps_is_proved_impossible",
        "test_city_order.py::test_the_evaluator_fails_a_route_that_breaks_it_and_keeps_travelplanners_verdicts"),
    "flight_times": _hooks(
        "test_constraint_flight_times.py::test_the_parser_reads_windows_and_bans_no_mode", **_kind_file("flight_times"),
        certificate="test_constraint_flight_times.py::test_an_unreachable_window_is_proved_impossible_with_a_certificate",
        strict="test_constraint_flight_times.py::test_the_evaluator_fails_a_flight_that_breaks_them_and_keeps_travelplanners_verdicts"),
    **{kind: _hooks(
        "test_constraint_travel_hours.py::test_the_parser_reads_them_and_bans_no_mode", **_kind_file("travel_hours"),
        certificate="test_constraint_travel_hours.py::test_an_unreachable_limit_is_proved_impossible_with_a_certificate",
        strict="test_constraint_travel_hours.py::test_the_evaluator_fails_a_leg_that_breaks_them_and_keeps_travelplanners_verdicts")
       for kind in ("max_driving_hours", "max_flight_hours")},
    "sight_days": _hooks(
        "test_constraint_sight_days.py::test_the_parser_reads_them", **_kind_file("sight_days"),
        certificate="test_constraint_sight_days.py::test_a_day_no_plan_can_give_is_proved_impossible",
        strict="test_constraint_sight_days.py::test_the_evaluator_fails_a_plan_that_breaks_them_and_keeps_travelplanners_verdicts"),
    "meal_days": _hooks(
        "test_constraint_meal_days.py::test_the_parser_reads_them", **_kind_file("meal_days"),
        certificate="test_constraint_meal_days.py::test_a_meal_no_plan_can_give_is_proved_impossible",
        strict="test_constraint_meal_days.py::test_the_evaluator_fails_a_plan_that_breaks_them_and_keeps_travelplanners_verdicts",
        form="test_constraint_meal_days.py::test_the_llm_form_takes_them"),
    "max_driving_km": _hooks(
        "test_constraint_driving_distance.py::test_a_distance_capped_is_read_in_km",
        "test_constraint_driving_distance.py::test_both_planners_keep_the_cap_or_prove_it_cannot_be",
        "test_constraint_travel_hours.py::test_the_solvers_optimum_is_the_brute_force_one_under_both_objectives",
        "test_constraint_driving_distance.py::test_both_planners_keep_the_cap_or_prove_it_cannot_be",
        "test_constraint_driving_distance.py::test_the_evaluator_fails_a_day_driving_too_far_and_keeps_travelplanners_verdicts"),
    "max_travel_hours": _hooks(
        "test_constraint_day_travel.py::test_the_parser_reads_it_and_bans_no_mode", **_kind_file("day_travel"),
        certificate="test_constraint_day_travel.py::test_an_unreachable_limit_is_proved_impossible_with_a_certificate",
        strict="test_constraint_day_travel.py::test_the_evaluator_fails_a_day_that_travels_too_long_and_keeps_travelplanners_verdicts"),
    "stay_forbids": _hooks(
        "test_constraint_stay_forbids.py::test_the_parser_reads_rules_the_stay_forbids",
        "test_constraint_stay_forbids.py::test_the_planners_keep_them", SOLVER,
        "test_constraint_stay_forbids.py::test_no_stay_forbidding_them_all_is_proved_impossible_with_a_certificate",
        "test_constraint_stay_forbids.py::test_the_evaluator_fails_a_stay_that_allows_one_and_keeps_travelplanners_verdicts"),
    "avoid_stays": _hooks(
        "test_constraint_avoid_stays.py::test_the_parser_reads_stays_to_avoid",
        "test_constraint_avoid_stays.py::test_the_planners_keep_them", SOLVER,
        f"{THIS}::test_avoiding_everything_a_city_has_is_proved_impossible",
        "test_constraint_avoid_stays.py::test_the_evaluator_fails_a_stay_ruled_out_and_keeps_travelplanners_verdicts"),
}


@cache
def _tests_in(file: str) -> frozenset[str]:
    tree = ast.parse(next(TESTS.rglob(file)).read_text(encoding="utf-8"))
    return frozenset(node.name for node in tree.body if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"))


@pytest.mark.parametrize("kind", [line.key for line in REGISTERED])
def test_every_kind_has_a_test_of_every_hook(kind):
    assert kind in HOOKS, f"{kind}: add its row to HOOKS, naming the test of each hook"
    assert tuple(HOOKS[kind]) == HOOK_NAMES
    for hook, where in HOOKS[kind].items():
        file, test = where.split("::")
        assert test in _tests_in(file), f"{kind}, {hook}: tests/{file} has no {test}"
    assert set(HOOKS) == {line.key for line in REGISTERED}


# --- the exact solver: its optimum is the enumeration's, under both objectives ----------------------------------------

def _spec(budget: float = 2500, **rules) -> TripSpec:
    return TripSpec(org="Washington", dest="Orlando", days=3, visiting_city_number=1,
                    date=["2022-03-15", "2022-03-16", "2022-03-17"], people_number=2, budget=budget,
                    local_constraint=LocalConstraint(**rules))


@pytest.mark.parametrize("rules", [
    {"house_rule": "pets"}, {"room_type": "private room"}, {"room_type": "not shared room"}, {"cuisine": ["Italian"]},
    {"min_rating": 3}, {"house_rule": "children under 10", "more_house_rules": ["pets"]},
    {"transportation": "no flight"}, {"transportation": "no self-driving"}, {"stay_forbids": ["smoking"]},
    {"avoid_stays": ["Large sunny park slope apartment"]},
], ids=lambda rules: "+".join(f"{key}={value}" for key, value in rules.items()))
def test_the_solvers_optimum_is_the_brute_force_one_under_both_objectives(sandbox, rules):
    """The facts gathered with the rules hold only options that keep them (every stay and restaurant passes the venue
    filters, no leg takes a banned mode); on them the model's cheapest and best plans are the enumeration's."""
    spec = _spec(budget=1_000_000.0, **rules)
    facts, city = small_facts(spec, sandbox)
    assert facts.stays[city] and facts.meals[city]
    for constraint in (named(key) for key in rules):
        value = constraint.value(spec)
        if constraint.venue == "accommodation":
            assert all(constraint.admits(stay.option, value, spec.people_number) for stay in facts.stays[city])
        elif constraint.venue == "restaurant":
            assert all(constraint.admits(meal.option, value, spec.people_number) for meal in facts.meals[city])
    banned = {"no flight": {"flight"}, "no self-driving": {"self-driving"}}.get(rules.get("transportation"), set())
    assert all(leg.option.mode not in banned for legs in facts.legs.values() for leg in legs)
    scores = list(plan_scores(facts, city, spec))
    assert scores, "the case must leave plans to compare"
    cheapest = TripModel(facts).solve(NO_RUSH)
    best = TripModel(facts, objective="best").solve(NO_RUSH)
    assert cheapest.status == "optimal" and cheapest.solution.cost == min(cost for _points, cost in scores)
    assert best.status == "optimal" and (best.solution.quality, -best.solution.cost) == max((p, -c) for p, c in scores)


# --- the certificate: avoiding everything a city has --------------------------------------------------------------------

@pytest.mark.parametrize("kind, dest, table, words", [
    ("avoid_sights", "Orlando", "attractions_in", "without 'Crayola Experience Orlando'"),
    ("avoid_restaurants", "South Bend", "restaurants_in", "too few restaurants in South Bend are left without"),
    ("avoid_stays", "Orlando", "accommodations_in", "no other lodging in Orlando than"),
])
def test_avoiding_everything_a_city_has_is_proved_impossible(sandbox, kind, dest, table, words):
    """Orlando has 20 sights and South Bend 17 restaurants, within the 20 names either list holds: a plan avoiding
    them all cannot exist, and the certificate names the wish (exit 5 on the command line)."""
    avoided = sorted({row.name for row in getattr(sandbox, table)(dest) if row.name})
    assert len(avoided) <= 20
    spec = _spec(budget=5000, **{kind: avoided}).model_copy(update={"dest": dest})
    settings = PlannerSettings(policy="expert")
    result = result_of(compile_planner().invoke({"spec": spec}, context=provide(settings, sandbox=sandbox)))
    certificate = result.verdict.certificate
    assert result.verdict.status == "unsat" and certificate is not None
    assert certificate.kinds == [kind] and words in certificate.message


# --- every kind as the chat reads it in an edit, and as the command line shows it ----------------------------------------

ORLANDO = "Plan a 3-day trip from Washington to Orlando for 2 people, March 15 to 17, 2022, with a budget of {}. "
# The trips the wishes are said of: each group's wishes together still leave Orlando usable, so the command line plans
# (or proves impossible) and shows them; the cities' wishes need a multi-city trip.
STAYS, RULES, MEALS, REST = (ORLANDO.format(budget) for budget in ("$4,000", "$4,100", "$4,200", "$4,300"))
TEXAS = "Plan a 5-day trip from Washington to Texas for 2 people, March 13 to 17, 2022, with a budget of $5,000. "
# kind -> (the trip, a sentence stating it, the value it reads as: a row's dict form)
SAID: dict[str, tuple[str, str, object]] = {
    "budget": (STAYS, "Make it $3,000.", 3000.0),
    "house_rule": (STAYS, "Our kids come along.", "children under 10"),
    "cuisine": (MEALS, "We want Italian food.", ["Italian"]),
    "room_type": (STAYS, "We need a private room.", "private room"),
    "transportation": (REST, "We won't drive ourselves.", "no self-driving"),
    "min_rating": (REST, "Only restaurants rated 3 or higher.", 3.0),
    "min_stay_rating": (STAYS, "Hotels rated 3 stars or more.", 3.0),
    "max_night_price": (STAYS, "Nothing over $800 a night for the room.", 800.0),
    "more_cuisines": (MEALS, "Some seafood too.", ["Seafood"]),
    "avoid_cuisines": (MEALS, "No Mexican food, please.", ["Mexican"]),
    "more_house_rules": (RULES, "Smoking must be allowed, and parties too.", ["parties"]),
    "max_meal_cost": (MEALS, "Keep meals under $60 per person.", 60.0),
    "max_night_price_per_person": (RULES, "At most $400 a night per person.", 400.0),
    "eat_at": (MEALS, "We want to eat at Turquoise Villa.", ["Turquoise Villa"]),
    "avoid_restaurants": (MEALS, "Not Domino's Pizza again.", ["Domino's Pizza"]),
    "must_see": (REST, "We must visit SeaWorld Orlando.", ["SeaWorld Orlando"]),
    "avoid_sights": (REST, "We don't want to see Gatorland.", ["Gatorland"]),
    "pace": (REST, "At most two sights a day.", {"most": 2, "least": None, "days": None}),
    "visit_cities": (TEXAS, "We want to see Austin.", ["Austin"]),
    "avoid_cities": (TEXAS, "Skip Dallas.", ["Dallas"]),
    "city_order": (TEXAS, "End in Houston.", [{"city": "Houston", "stop": -1, "before": None}]),
    "flight_times": (REST, "No flights leaving before 8am.", [{"leg": "every", "depart_from": "08:00", "depart_until": None,
                                                              "arrive_from": None, "arrive_until": None}]),
    "max_driving_hours": (REST, "No more than 5 hours of driving per day.", 5.0),
    "max_driving_km": (REST, "No more than 900 miles of driving a day.", 1448.4),
    "max_flight_hours": (REST, "No flights longer than 3 hours.", 3.0),
    "max_travel_hours": (REST, "No more than 10 hours of travel per day.", 10.0),
    "stay_forbids": (MEALS, "A smoke-free room, please.", ["smoking"]),
    "avoid_stays": (RULES, "We won't stay at Trendy Williamsburg Apartment.", ["Trendy Williamsburg Apartment"]),
    "meal_wishes": (MEALS, "Italian food for dinner one night.", [{"meal": "dinner", "cuisine": "Italian", "restaurant": None}]),
    "sight_days": (REST, "We want to see SeaWorld Orlando on day 2.", [{"sight": "SeaWorld Orlando", "day": 2}]),
    "meal_days": (MEALS, "Italian food on day 2.", [{"day": 2, "meal": None, "cuisine": "Italian", "restaurant": None}]),
}
# What a kind's sentence also sets beside its own field: a meal wish asks for its cuisine (or restaurant) too.
ALSO_SET = {"meal_wishes": {"cuisine", "more cuisines", "eat at"}, "sight_days": {"must see"},
            "meal_days": {"cuisine", "more cuisines", "eat at"}}


def test_every_kind_has_a_sentence():
    assert set(SAID) == {line.key for line in REGISTERED}


_TRIPS: dict[str, dict] = {}


def _trip(text: str, sandbox) -> dict:
    """The chat's request for a trip's text (read once)."""
    if text not in _TRIPS:
        understood = understand_message(text, sandbox, None)
        assert understood.draft is not None and not understood.problems and not understood.missing, understood
        _TRIPS[text] = understood.draft
    return copy.deepcopy(_TRIPS[text])


def _as_request(kind: str, value: object) -> object:
    """A local constraint's value as a request holds it (``LocalConstraint``'s field)."""
    constraint = named(kind)
    return constraint.value(LocalConstraint.model_validate({constraint.row_key: value}))


@pytest.mark.parametrize("kind", list(SAID))
def test_the_chat_reads_every_kind_in_an_edit(kind, sandbox):
    """Said after the trip, each wish changes that one field of the draft and the chat says so."""
    trip_text, sentence, value = SAID[kind]
    trip = _trip(trip_text, sandbox)
    understood = understand_message(sentence, sandbox, trip)
    assert understood.edit and not understood.problems, understood
    constraint = named(kind)
    local = understood.draft["local_constraint"]
    if kind == "budget":
        assert understood.draft["budget"] == value
    else:  # compared as a request holds them (a pace, a flight window: models)
        assert _as_request(kind, local.get(constraint.row_key)) == _as_request(kind, value)
    changed = {key for key in {*local, *trip["local_constraint"]} if local.get(key) != trip["local_constraint"].get(key)}
    # "smoking ..., and parties too": the house rule, parties beside it
    assert changed <= {constraint.row_key, "house rule", *ALSO_SET.get(kind, ())}
    # the note names the rule by its name, or says the rule itself in the words "Your rules:" uses for it
    said = constraint.describe(local.get(constraint.row_key)) if local.get(constraint.row_key) not in (None, []) else None
    assert any(constraint.label in note or constraint.row_key in note or (said and said in note)
               for note in understood.notes), understood.notes


@pytest.fixture(scope="module")
def shown() -> dict[str, str]:
    """The command line's output for each trip with every wish of its group said at once: planned, valid."""
    runner = CliRunner()
    out = {}
    for trip in (STAYS, RULES, MEALS, REST, TEXAS):
        sentences = " ".join(sentence for kind, (trip_text, sentence, _) in SAID.items() if trip_text == trip and kind != "budget")
        result = runner.invoke(app.cli, ["plan", trip + sentences])
        assert result.exit_code == 0 and "verdict: valid" in " ".join(result.output.split()), result.output
        out[trip] = " ".join(result.output.split())
    return out


@pytest.mark.parametrize("kind", [c.key for c in LOCAL])
def test_the_command_line_shows_every_kind(kind, shown):
    trip_text, _sentence, value = SAID[kind]
    assert named(kind).describe(_as_request(kind, value)) in shown[trip_text]

