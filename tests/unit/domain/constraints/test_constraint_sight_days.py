"""A named sight on a given day (``sight_days``, domain/constraints/sight_days.py): "we want to see SeaWorld on day 2"
was refused as "a sight or restaurant asked for is planned on some day of the trip, not on a given day", "gatorland day
2 pls" dropped its day in silence, and the chat answered "move gatorland to day 3" with "no wish can pin one to a day"."""

from __future__ import annotations

import pytest

from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.evaluation.parsing import attractions
from himap_travel.domain.parsing import QueryParseError, parse_request
from himap_travel.graphs.planner import compile_planner
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import result_of
from himap_travel.state.trip import LocalConstraint, Pace, SightDay, TripSpec
from tests.support.constraint_trips import BASE, OFFICIAL, chat_session, orlando_spec
from tests.unit.planning.solver.test_solver_best import plan_scores, small_facts, solved_as_enumerated

SEAWORLD, GATORLAND = "SeaWorld Orlando", "Gatorland"
CALIFORNIA = ("Plan a 5-day trip from Washington to California visiting 2 cities for 2 people, March 14 to 18, 2022, with "
              "a budget of $6,000. ")


def _days(plan) -> list[list[str]]:
    """Each day's sight names (strict reading)."""
    return [[entry.rsplit(",", 1)[0] for entry in attractions(day["attraction"], True)] if day["attraction"] != "-" else []
            for day in plan]


def _wishes(*pairs: tuple[str, int]) -> list[SightDay]:
    return [SightDay(sight=sight, day=day) for sight, day in pairs]


# --- reading ---------------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, days", [
    ("we want to see seaworld on day 2", [(SEAWORLD, 2)]),
    ("on day 2 we want to see seaworld", [(SEAWORLD, 2)]),  # the day opening its clause
    ("see SeaWorld and Gatorland on day 2", [(SEAWORLD, 2), (GATORLAND, 2)]),  # a list takes the day together
    ("we must see gatorland day 2 and seaworld day 3", [(GATORLAND, 2), (SEAWORLD, 3)]),  # bare days, each its own
    ("see SeaWorld on day 2, and Gatorland on day 3", [(SEAWORLD, 2), (GATORLAND, 3)]),
    ("we must visit Gatorland on the last day", [(GATORLAND, 3)]),  # the last day, by the trip's length
    ("the kids want seaworld on the second day pls", [(SEAWORLD, 2)]),
    ("gatorland day 2 pls", [(GATORLAND, 2)]),  # said alone, its day bare (its day was dropped in silence)
    ("move gatorland to day 3", [(GATORLAND, 3)]),
])
def test_the_parser_reads_them(sandbox, text: str, days: list[tuple[str, int]]) -> None:
    request = parse_request(BASE + text, sandbox)
    local = request.spec.local_constraint
    assert sorted(local.sight_days or [], key=lambda w: w.sight) == sorted(_wishes(*days), key=lambda w: w.sight)
    assert set(local.must_see or ()) == {sight for sight, _ in days}  # each is a sight to see too
    assert not request.not_kept, request.not_kept


@pytest.mark.parametrize("text", [
    "on day 1 we land late, so we must see gatorland",  # the day is the flight's: the sight is seen some day
    "max 1 sight on day 2 and we must see seaworld",  # the pace's day
])
def test_a_day_said_of_something_else_binds_no_sight(sandbox, text: str) -> None:
    assert parse_request(BASE + text, sandbox).spec.local_constraint.sight_days is None


def test_a_day_the_trip_lacks_is_refused_naming_it(sandbox) -> None:
    with pytest.raises(QueryParseError) as error:
        parse_request(BASE + "we must visit Gatorland on day 5", sandbox)
    assert any("the trip has 3 days, so there is no day 5" in p for p in error.value.problems), error.value.problems


@pytest.mark.parametrize("text", [
    "seaworld doesnt have to be included",  # was a sight to see (said alone, the negation unread)
    "we dont have to see seaworld",  # was a sight to see (the cue read, its need denied)
    "gatorland is optional",
])
def test_a_sight_said_optional_is_neither_asked_nor_ruled_out(sandbox, text: str) -> None:
    local = parse_request(BASE + text, sandbox).spec.local_constraint
    assert local.must_see is None and local.avoid_sights is None and local.sight_days is None


def test_one_sight_on_two_days_is_refused() -> None:
    with pytest.raises(ValueError, match="cannot be on day 2 and on day 3"):
        LocalConstraint(sight_days=_wishes((SEAWORLD, 2), (SEAWORLD, 3)))


# --- the planners ----------------------------------------------------------------------------------------------------

def _spec(*pairs: tuple[str, int], **rules) -> TripSpec:
    return orlando_spec(must_see=[sight for sight, _ in pairs], sight_days=_wishes(*pairs), **rules)


@pytest.mark.parametrize("policy", ["expert", "solver"])
@pytest.mark.parametrize("objective", ["cheapest", "best"])
def test_the_planners_keep_them(sandbox, policy: str, objective: str) -> None:
    spec = _spec((SEAWORLD, 2), (GATORLAND, 3))
    settings = PlannerSettings(policy=policy, objective=objective, solver_fallback=False)
    result = result_of(compile_planner().invoke({"spec": spec}, context=provide(settings, sandbox=sandbox)))
    assert result.verdict.status == "valid", result.verdict.failures
    days = _days(result.plan)
    assert SEAWORLD in days[1] and GATORLAND in days[2] and SEAWORLD not in days[0] + days[2]


@pytest.mark.parametrize("day", [2, 4, 5])
def test_the_solver_routes_a_tour_so_the_sight_is_on_its_day(sandbox, day: int) -> None:
    """On a tour of two cities, day 2 is a travel day only on some routes: the solver picks one whose day holds the sight
    (a full day, or the move into its city that day), under both objectives."""
    spec = parse_request(CALIFORNIA + f"We must see the Golden Gate Bridge on day {day}.", sandbox).spec
    assert spec.local_constraint.sight_days == _wishes(("Golden Gate Bridge", day))
    for objective in ("cheapest", "best"):
        settings = PlannerSettings(policy="solver", objective=objective)
        result = result_of(compile_planner().invoke({"spec": spec}, context=provide(settings, sandbox=sandbox)))
        assert result.verdict.status == "valid", result.verdict.failures
        assert "Golden Gate Bridge" in _days(result.plan)[day - 1]


@pytest.mark.parametrize("pairs", [((SEAWORLD, 2),), ((GATORLAND, 3), (SEAWORLD, 2))])
def test_the_solvers_optimum_is_the_brute_force_one_under_both_objectives(sandbox, pairs) -> None:
    """A sight pinned to a day costs nothing and takes a sight slot there: the enumeration over the same facts (which
    places the named sights anywhere) is the optimum, and the solved plan pins each to its day."""
    spec = _spec(*pairs).model_copy(update={"budget": 1_000_000.0})
    facts, city = small_facts(spec, sandbox)
    scores = list(plan_scores(facts, city, spec))
    assert scores
    for outcome in solved_as_enumerated(facts, scores).values():
        pinned = {entry: at for (at, _slot), entries in outcome.solution.pinned.items() for entry in entries}
        assert pinned == {f"{sight}, {city}": day for sight, day in pairs}


def test_a_day_no_plan_can_give_is_proved_impossible(sandbox) -> None:
    """Two sights on day 1 under at most one sight a day: both planners end with a certificate naming the days."""
    spec = _spec((SEAWORLD, 1), (GATORLAND, 1), pace=Pace(most=1))
    for policy in ("expert", "solver"):
        result = result_of(compile_planner().invoke({"spec": spec}, context=provide(PlannerSettings(policy=policy), sandbox=sandbox)))
        certificate = result.verdict.certificate
        assert result.verdict.status == "unsat" and certificate is not None and "sight_days" in certificate.kinds
        assert "Gatorland on day 1, SeaWorld Orlando on day 1" in certificate.message or \
            "SeaWorld Orlando on day 1, Gatorland on day 1" in certificate.message


# --- the evaluator ---------------------------------------------------------------------------------------------------

def test_the_evaluator_fails_a_plan_that_breaks_them_and_keeps_travelplanners_verdicts(sandbox) -> None:
    settings = PlannerSettings(policy="solver")
    kept_spec = _spec((SEAWORLD, 2))
    plan = result_of(compile_planner().invoke({"spec": kept_spec}, context=provide(settings, sandbox=sandbox))).plan
    moved_spec = _spec((SEAWORLD, 3))  # the same plan, the sight asked on another day
    for mode in ("official", "strict"):
        kept, broken = evaluate_plan(kept_spec, plan, sandbox, mode), evaluate_plan(moved_spec, plan, sandbox, mode)
        assert kept.hard["sight_days"] is True and broken.hard["sight_days"] is False
        assert {k: kept.hard[k] for k in OFFICIAL} == {k: broken.hard[k] for k in OFFICIAL}
        assert any("not among the sights of day 3" in r for r in broken.reasons["sight_days"]), broken.reasons


# --- the chat --------------------------------------------------------------------------------------------------------

def _rules(state) -> dict:
    return state["trip"]["local_constraint"]


def test_the_chat_sets_moves_and_takes_back_a_sights_day() -> None:
    say = chat_session("sight-days")
    say(BASE)
    asked = _rules(say("we want to see seaworld on day 2"))
    assert asked["sight days"] == [{"sight": SEAWORLD, "day": 2}] and asked["must see"] == [SEAWORLD]
    moved = _rules(say("move seaworld to day 3"))  # was "no wish can pin one to a day"
    assert moved["sight days"] == [{"sight": SEAWORLD, "day": 3}]
    any_day = _rules(say("seaworld doesnt have to be on day 3"))  # the day taken back, the sight kept
    assert not any_day.get("sight days") and any_day["must see"] == [SEAWORLD]


def test_the_chat_drops_a_sights_day_with_the_sight() -> None:
    say = chat_session("sight-days-gone")
    say(BASE)
    say("we want to see seaworld on day 2")
    gone = _rules(say("never mind seaworld"))  # was asked which of the two wishes to drop
    assert not gone.get("must see") and not gone.get("sight days")
