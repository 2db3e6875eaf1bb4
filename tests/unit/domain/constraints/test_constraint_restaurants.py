"""Named restaurants to eat at or to avoid: "we want to eat at Turquoise Villa", "not Domino's Pizza again".

End to end on the issue's own request (Washington to Orlando, 2 people, $2,500), whose cheapest plan eats at
Domino's Pizza and never at Turquoise Villa ($55 a person): read (text and LLM form), matched to the data within the
trip's cities ("did you mean", another city's restaurant named), searched, planned (expert and solver; the solver's
optimum checked by brute force under both objectives), proved impossible with a certificate naming the wish, checked
(strict and official), shown on the command line and edited in the chat.
"""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from himap_travel import app as cli_app
from himap_travel.domain.constraints import named
from himap_travel.domain.constraints.base import TripPlaces
from himap_travel.domain.constraints.restaurant_names import decided
from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.evaluation.lookup import venue_index
from himap_travel.domain.parsing import QueryParseError, parse_request
from himap_travel.domain.parsing.trip_length import read_stated_days
from himap_travel.nodes.chat.markdown import trip_lines
from himap_travel.planning.solver.facts import gather
from himap_travel.planning.solver.model import TripModel, possible_leg_days
from himap_travel.state.days import MEALS
from himap_travel.state.trip import RESTAURANT_WISH
from himap_travel.tools.searches import search
from tests.support.constraint_trips import BASE, OFFICIAL, chat_session, orlando_spec, plan_result
from tests.unit.planning.solver.test_solver_best import NO_RUSH, plan_scores, small_facts


def _eaten(sandbox, plan) -> list[str]:
    entries = [day[m] for day in plan for m in MEALS if day.get(m) not in (None, "", "-")]
    return [venue_index(sandbox).first("restaurant", entry, True).name for entry in entries]


# --- reading ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, eat, avoid", [
    ("We want to eat at Turquoise Villa.", ["Turquoise Villa"], None),
    ("We'd love to try Turquoise Villa and Pizza Hut.", ["Turquoise Villa", "Pizza Hut"], None),  # no Pizza cuisine read
    ("I'd like to dine at the Tandoori Times", ["The Tandoori Times"], None),
    ("dinner at turquoise villa and Dips", ["Turquoise Villa", "Dips"], None),  # lower case: as the data spells it
    ("We want to have dinner at Turquoise Villa and lunch at Dips.", ["Turquoise Villa", "Dips"], None),
    ("Not Domino's Pizza again.", None, ["Domino's Pizza"]),
    ("We don't want to eat at Pizza Hut or Dips.", None, ["Pizza Hut", "Dips"]),
    ("We will eat at Orlando's best seafood places.", None, None),  # a city's possessive is no restaurant
])
def test_the_parser_reads_named_restaurants(sandbox, text, eat, avoid):
    try:
        local = parse_request(BASE + text, sandbox).spec.local_constraint
    except QueryParseError:
        pytest.fail(f"refused: {text}")
    assert (local.eat_at, local.avoid_restaurants) == (eat, avoid)
    if eat or avoid:
        assert local.more_cuisines is None and local.avoid_cuisines is None  # "Pizza Hut" asks for no cuisine


def test_a_small_typo_is_read_and_said(sandbox):
    request = parse_request(BASE + "We want to eat at Turqoise Vila.", sandbox)
    assert request.spec.local_constraint.eat_at == ["Turquoise Villa"]
    assert any("read 'Turqoise Vila' as 'Turquoise Villa'" in w for w in request.warnings)


@pytest.mark.parametrize("text, eat, avoid", [
    ("dinner at turquoise villa", ["Turquoise Villa"], None),  # lower case: read when the data spells it so
    ("lunch at dips and pizza hut, please", ["Dips", "Pizza Hut"], None),
    ("we don't want to eat at pizza hut", None, ["Pizza Hut"]),
    ("avoid Pizza Hut", None, ["Pizza Hut"]),  # a restaurant of Orlando, no attraction: the data decides
    ("skip Dips", None, ["Dips"]),
    ("avoid pizza hut", None, ["Pizza Hut"]),
    # lower case and one letter short: the typo reader (domain/parsing/spelling.py) leaves a name of the data to the
    # names' matcher, which finds the trip's own restaurant (named as not kept before this stop)
    ("dinner at turquoise vila", ["Turquoise Villa"], None),
])
def test_a_name_is_read_as_the_data_spells_it(sandbox, text, eat, avoid):
    local = parse_request(BASE + text, sandbox).spec.local_constraint
    assert (local.eat_at, local.avoid_restaurants, local.avoid_sights, local.avoid_cuisines) == (eat, avoid, None, None)


def test_a_ruled_out_attraction_stays_a_sight(sandbox):
    local = parse_request(BASE + "skip the Orlando Science Center", sandbox).spec.local_constraint
    assert (local.avoid_sights, local.avoid_restaurants) == (["Orlando Science Center"], None)


@pytest.mark.parametrize("text", ["lunch at the beach", "try home cooking"])
def test_a_meal_wish_no_reader_keeps_is_named(sandbox, text):
    request = parse_request(BASE + text, sandbox)  # no wish word: the meal's cue makes the clause a wish
    assert request.spec.local_constraint.eat_at is None and [w.wish for w in request.not_kept] == [text]


class _Row:
    def __init__(self, name: str) -> None:
        self.name = name


class _TwoTables:
    """A sandbox whose one city has a sight and a restaurant of the same name."""
    cities = {"Springfield": None}

    def attractions_in(self, city):
        return (_Row("Blue Moon"), _Row("City Park"))

    def restaurants_in(self, city):
        return (_Row("Blue Moon"), _Row("Dips"))


def test_a_name_both_tables_have_is_avoided_as_both_and_said():
    where = TripPlaces.of("Shelbyville", "Springfield", 1, _TwoTables())
    warnings: list[str] = []
    assert decided(["Blue Moon", "City Park"], ["Blue Moon", "City Park"], where, "restaurant", warnings) == ["Blue Moon"]
    assert decided(["Blue Moon", "Dips"], ["Blue Moon", "Dips"], where, "sight", []) == ["Blue Moon"]
    assert decided(["City Park"], None, where, "restaurant", []) == ["City Park"]  # a restaurant cue's name: kept (then named)
    assert len(warnings) == 1 and "both an attraction and a restaurant" in warnings[0]


@pytest.mark.parametrize("text, days", [
    ("Can we have dinner at the Tandoori Times one night?", None),  # "one night": some night of the trip, no length
    ("We'd like to try Dips one day, please.", None),
    ("Let's eat at Pizza Hut one night and Dips another.", None),
    ("Plan a trip to Orlando and stay one night.", 2),  # a stay's length: still read
    ("We will be in Orlando for one night.", 2),
    ("Just one day in Orlando, please.", 1),
    ("A trip of 1 night.", 2),
])
def test_one_night_is_an_occasion_only_after_a_wish_of_its_own(text, days):
    problems: list[str] = []
    assert (read_stated_days(text, problems), problems) == (days, [])


def test_dinner_one_night_is_read_with_the_trips_own_length(sandbox):
    request = parse_request(BASE + "Can we have dinner at the Tandoori Times one night?", sandbox)
    assert request.spec.days == 3 and request.spec.local_constraint.eat_at == ["The Tandoori Times"]


@pytest.mark.parametrize("text, cause", [
    ("We want to eat at Turquoise Valley.", "did you mean 'Turquoise Villa'"),
    ("We want to eat at Cafe Coffee Day.", "'Cafe Coffee Day' is in "),  # the data has it, in other cities only
    ("We'd love to eat at Joe's Stone Crab.", "the data has no restaurant called \"Joe's Stone Crab\" in Orlando"),
    ("Dinner at Pizza Hut, but no dinner at Pizza Hut.", "both wished for and ruled out"),
])
def test_a_restaurant_the_trip_cannot_eat_at_is_refused_naming_it(sandbox, text, cause):
    with pytest.raises(QueryParseError) as raised:
        parse_request(BASE + text, sandbox)
    assert any(cause in p for p in raised.value.problems), raised.value.problems


def test_the_llm_form_is_matched_to_the_data(sandbox):
    from tests.support.scripted_server import ScriptedServer

    form = {"org": "Washington", "dest": "Orlando", "days": 3, "visiting_city_number": 1,
            "date": ["2022-03-15", "2022-03-16", "2022-03-17"], "people_number": 2, "budget": 2500,
            "eat_at": ["turquoise villa"], "avoid_restaurants": ["Dominos Pizza"]}
    server = ScriptedServer(lambda body: {"content": json.dumps(form)})
    spec = server.policy(sandbox).extract(BASE, tools=None)
    assert (spec.local_constraint.eat_at, spec.local_constraint.avoid_restaurants) == (["Turquoise Villa"], ["Domino's Pizza"])
    row = spec.local_constraint.as_row()
    assert row["eat at"] == ["Turquoise Villa"] and row["avoid restaurants"] == ["Domino's Pizza"]
    assert spec.local_constraint.wanted_cuisines == [RESTAURANT_WISH + "Turquoise Villa"]


# --- searches, planners, certificate ------------------------------------------------------------------------------------

def test_the_restaurant_search_drops_the_avoided(sandbox):
    every = search(sandbox, "restaurant_search", {"city": "Orlando", "limit": 500}).options
    kept = search(sandbox, "restaurant_search", {"city": "Orlando", "limit": 500, "avoid_restaurants": ["Domino's Pizza"]}).options
    assert {o.name for o in every} - {o.name for o in kept} == {"Domino's Pizza"}


RULES = [{"eat_at": ["Turquoise Villa"]}, {"avoid_restaurants": ["Domino's Pizza"]},
         {"eat_at": ["Turquoise Villa", "Pizza Hut"], "avoid_restaurants": ["Domino's Pizza", "Fun Bytes"]}]


def test_the_rules_bind_the_cheapest_plan(sandbox):
    eaten = _eaten(sandbox, plan_result(orlando_spec(), sandbox, "solver").plan)
    assert "Domino's Pizza" in eaten and "Turquoise Villa" not in eaten


@pytest.mark.parametrize("policy", ["expert", "solver"])
@pytest.mark.parametrize("objective", ["cheapest", "best"])
@pytest.mark.parametrize("rules", RULES)
def test_the_planners_keep_them(sandbox, policy, objective, rules):
    spec = orlando_spec(**rules)
    result = plan_result(spec, sandbox, policy, objective)
    assert result.verdict.status == "valid"
    eaten = _eaten(sandbox, result.plan)
    assert all(name in eaten for name in rules.get("eat_at", ()))
    assert not set(eaten) & set(rules.get("avoid_restaurants", ()))
    for mode in ("official", "strict"):
        verdict = evaluate_plan(spec, result.plan, sandbox, mode)
        assert verdict.final_pass and all(verdict.hard[named(key).report_key] is True for key in rules)


@pytest.mark.parametrize("rules", RULES)
def test_the_solvers_optimum_is_the_brute_force_one_under_both_objectives(sandbox, rules):
    """On a few options (the named restaurant among them), the model's optimum is the enumeration's, which keeps
    only plans eating at each named restaurant (``plan_scores`` covers every ``wanted_cuisines`` wish)."""
    spec = orlando_spec(**rules).model_copy(update={"budget": 1_000_000.0})
    facts, city = small_facts(spec, sandbox)
    full = gather(spec, sandbox, possible_leg_days(spec.days, 1), "best").meals[city]
    for name in rules.get("eat_at", ()):
        if not any(m.option.name == name for m in facts.meals[city]):
            facts.meals[city].append(next(m for m in full if m.option.name == name))
    assert not {m.option.name for m in facts.meals[city]} & set(rules.get("avoid_restaurants", ()))
    scores = list(plan_scores(facts, city, spec))
    cheapest = TripModel(facts).solve(NO_RUSH)
    best = TripModel(facts, objective="best").solve(NO_RUSH)
    assert cheapest.status == "optimal" and cheapest.solution.cost == min(cost for _points, cost in scores)
    assert best.status == "optimal" and (best.solution.quality, -best.solution.cost) == max((p, -c) for p, c in scores)
    for solution in (cheapest.solution, best.solution):
        eaten = {m.option.name for m in solution.meals[city]}
        assert set(rules.get("eat_at", ())) <= eaten


@pytest.mark.parametrize("rules, kind, words", [
    ({"eat_at": ["Turquoise Villa"], "max_meal_cost": 40}, ["eat_at", "max_meal_cost"],
     "no plan of this trip can eat at 'Turquoise Villa'"),
    ({"eat_at": ["Turquoise Villa"], "avoid_cuisines": ["Bakery"]}, ["eat_at", "avoid_cuisines"],
     "no plan of this trip can eat at 'Turquoise Villa'"),
])
def test_an_unreachable_restaurant_is_proved_impossible_with_a_certificate(sandbox, rules, kind, words):
    """Turquoise Villa costs $55 a person and is a bakery (among others): a meal cap of $40, or no Bakery food, rules
    it out; the certificate names both wishes (lifting either lets a plan exist)."""
    result = plan_result(orlando_spec(**rules), sandbox)
    assert result.verdict.status == "unsat"
    certificate = result.verdict.certificate
    assert certificate is not None and sorted(certificate.kinds) == sorted(kind) and words in certificate.message


# --- the evaluator ----------------------------------------------------------------------------------------------------

def test_the_evaluator_fails_a_plan_that_breaks_them_and_keeps_travelplanners_verdicts(sandbox):
    plan = plan_result(orlando_spec(), sandbox, "solver").plan  # eats at Domino's Pizza, never at Turquoise Villa
    for mode in ("official", "strict"):
        plain = evaluate_plan(orlando_spec(), plan, sandbox, mode)
        assert "eat_at" not in plain.hard and "avoid_restaurants" not in plain.hard
        for rules, key, reason in (
            ({"eat_at": ["Turquoise Villa"]}, "eat_at", "no meal of the plan is at 'Turquoise Villa'"),
            ({"avoid_restaurants": ["Domino's Pizza"]}, "avoid_restaurants", "'Domino's Pizza, Orlando' is ruled out"),
        ):
            verdict = evaluate_plan(orlando_spec(**rules), plan, sandbox, mode)
            assert verdict.hard[key] is False and not verdict.final_pass
            assert any(reason in r for r in verdict.reasons[key])
            assert {k: verdict.hard[k] for k in OFFICIAL} == {k: plain.hard[k] for k in OFFICIAL}


# --- how it shows and is edited ------------------------------------------------------------------------------------------

def test_the_command_line_shows_them(sandbox):
    trip = orlando_spec(eat_at=["Turquoise Villa"], avoid_restaurants=["Domino's Pizza"]).as_row()
    assert trip_lines(trip)[1] == "constraints: eat at Turquoise Villa; not at Domino's Pizza"
    runner = CliRunner()
    query = BASE + "We want to eat at Turquoise Villa, and not Domino's Pizza again."
    out = runner.invoke(cli_app.cli, ["plan", query, "--json"])
    line = json.loads(out.stdout.strip().splitlines()[-1])
    assert out.exit_code == 0 and line["verdict"]["status"] == "valid" and line["not_kept"] == []
    eaten = _eaten(sandbox, line["plan"])
    assert "Turquoise Villa" in eaten and "Domino's Pizza" not in eaten
    shown = runner.invoke(cli_app.cli, ["plan", query])
    assert shown.exit_code == 0 and "eat at Turquoise Villa" in " ".join(shown.output.split())
    refused = runner.invoke(cli_app.cli, ["plan", BASE + "We want to eat at Turquoise Valley."])
    assert refused.exit_code == 2 and "did you mean 'Turquoise Villa'" in " ".join(refused.output.split())


def test_the_chat_adds_them():
    say = chat_session("restaurants")

    assert say(BASE)["verdict"]["status"] == "valid"
    out = say("We'd love to eat at Turquoise Villa.")
    assert out["trip"]["local_constraint"]["eat at"] == ["Turquoise Villa"] and out["verdict"]["status"] == "valid"
    out = say("And not Domino's Pizza again.")
    assert out["trip"]["local_constraint"]["avoid restaurants"] == ["Domino's Pizza"]
    assert out["trip"]["local_constraint"]["eat at"] == ["Turquoise Villa"]


def test_flextravelbench_sentences_read_back(sandbox):
    for key, value in (("eat_at", ["Turquoise Villa", "Pizza Hut"]), ("avoid_restaurants", ["Domino's Pizza"])):
        constraint = named(key)
        assert constraint.value(parse_request(BASE + constraint.flex_sentence(value), sandbox).spec) == value


# --- a trip of several cities ---------------------------------------------------------------------------------------

TEXAS = "Plan a 5-day trip from Washington to Texas for 2 people, March 15 to 19, 2022, with a budget of $6,500. "


def test_a_multi_city_trip_reads_a_restaurant_of_any_of_its_cities(sandbox):
    local = parse_request(TEXAS + "We'd love dinner at the Kasbah.", sandbox).spec.local_constraint
    assert local.eat_at == ["The Kasbah"]  # Austin's: a city of Texas the trip may stay in


@pytest.mark.parametrize("policy", ["expert", "solver"])
@pytest.mark.parametrize("objective", ["cheapest", "best"])
def test_a_multi_city_trip_goes_where_the_named_restaurant_is(sandbox, policy, objective):
    """The Kasbah is only in Austin, off the cheapest route: the planners route through Austin and eat there."""
    from tests.unit.domain.constraints.test_constraint_cities import _route
    from tests.unit.domain.constraints.test_constraint_cities import _spec as texas_spec

    plain = plan_result(texas_spec(), sandbox, "solver").plan
    assert "Austin" not in _route(plain) and "The Kasbah" not in _eaten(sandbox, plain)
    spec = texas_spec(eat_at=["The Kasbah"])
    assert evaluate_plan(spec, plain, sandbox, "strict").hard["eat_at"] is False  # the evaluator sees it unkept
    result = plan_result(spec, sandbox, policy, objective)
    assert result.verdict.status == "valid"
    assert "Austin" in _route(result.plan) and "The Kasbah" in _eaten(sandbox, result.plan)
    for mode in ("official", "strict"):
        verdict = evaluate_plan(spec, result.plan, sandbox, mode)
        assert verdict.final_pass and verdict.hard["eat_at"] is True
