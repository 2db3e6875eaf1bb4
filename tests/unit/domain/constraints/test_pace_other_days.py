"""Several paces, each of its own days ("max 1 sight on day 1 and max 3 on day 2", "busy day 2, relaxed day 3", "2
sights a day, but only 1 on day 1"): ``Pace.other_days``. Before, one pace held one rule: two were refused as "several
paces", and a day's feel beside a number of another day was dropped in silence ("day 1 just one thing, day 2 packed"
planned day 2 as any other day)."""

from __future__ import annotations

from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.domain.constraints import pace as pace_rule
from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.evaluation.parsing import attractions
from himap_travel.domain.parsing import parse_request
from himap_travel.graphs.chat import build_chat_graph
from himap_travel.graphs.planner import compile_planner
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import result_of
from himap_travel.state.trip import DayPace, LocalConstraint, Pace, TripSpec
from tests.support.chat_checks import local_rules, said_in_thread
from tests.support.reading_scoring import BASE

FIVE = "Plan a 5-day trip from Washington to Orlando for 2 people, March 10 to 14, 2022, with a budget of $5,000. "


def _day(*days: int, **bounds: Any) -> dict[str, Any]:
    return {"days": days, "most": None, "least": None, **bounds}


def _pace(**rule: Any) -> dict[str, Any]:
    return {"most": None, "least": None, "days": None, **rule}


@pytest.mark.parametrize(("base", "text", "expected"), [
    (BASE, "max 1 sight on day 1 and max 3 on day 2", _pace(most=1, days=(1,), other_days=(_day(2, most=3),))),
    (BASE, "busy day 2, relaxed day 3", _pace(least=2, days=(2,), other_days=(_day(3, most=1),))),
    (BASE, "day 1 just one thing, day 2 packed", _pace(most=1, days=(1,), other_days=(_day(2, least=2),))),
    (BASE, "2 sights a day, but only 1 on day 1", _pace(most=2, least=2, other_days=(_day(1, most=1),))),
    (BASE, "two sights a day tops, one on the travel days", _pace(most=2, other_days=(_day(1, 3, most=1),))),
    (BASE, "lazy last day, at least 2 sights a day", _pace(least=2, other_days=(_day(3, most=1),))),
    (BASE, "max 2 sights a day, at least 2 on day 2, nothing on day 3",
     _pace(most=2, free_days=(3,), other_days=(_day(2, least=2),))),
    (FIVE, "Max 1 sight on day 2, at least 3 on day 3, and only one on day 4.",
     _pace(most=1, days=(2, 4), other_days=(_day(3, least=3),))),
])
def test_paces_of_different_days_are_one_pace(sandbox, base: str, text: str, expected: dict) -> None:
    request = parse_request(base + text, sandbox)
    assert request.spec.local_constraint.model_dump()["pace"] == expected and not request.not_kept


def test_each_day_takes_its_rule_and_the_pace_s_own_where_it_agrees() -> None:
    rule = Pace(most=3, least=2, other_days=(DayPace(days=(1,), most=1), DayPace(days=(4,), least=3)))
    assert [pace_rule.most_on(rule, d) for d in (1, 2, 3, 4)] == [1, 3, 3, 3]  # day 4: the pace's most agrees with 3
    assert [pace_rule.least_on(rule, d) for d in (1, 2, 3, 4)] == [None, 2, 2, 3]  # day 1: a least of 2 contradicts 1
    assert [pace_rule.sights_on_full_day(rule, d) for d in (1, 2, 3, 4)] == [1, 2, 2, 3]
    assert pace_rule.full_days_asked(rule) == (4,) and pace_rule.asks_least(Pace(most=1, other_days=(DayPace(days=(2,), least=2),)))
    assert pace_rule.describe(Pace(most=1, days=(1,), other_days=(DayPace(days=(2,), most=3),))) == \
        "at most 1 sight on day 1; at most 3 sights on day 2"
    assert "other_days" not in Pace(most=1).model_dump()
    for bad in ({"most": 1, "days": (2,), "other_days": ({"days": (2,), "most": 3},)},  # its own day twice
                {"most": 1, "other_days": ({"days": (2,), "most": 3}, {"days": (2,), "least": 1})}):
        with pytest.raises(ValueError, match="one rule"):
            Pace(**bad)


def _orlando(rule: Pace) -> TripSpec:
    return TripSpec(org="Washington", dest="Orlando", days=5, visiting_city_number=1,
                    date=[f"2022-03-{d}" for d in range(10, 15)], people_number=2, budget=5000,
                    local_constraint=LocalConstraint(pace=rule))


@pytest.mark.parametrize("policy", ["expert", "solver"])
def test_both_planners_keep_each_days_rule(sandbox, policy: str) -> None:
    spec = _orlando(Pace(most=1, days=(2, 4), other_days=(DayPace(days=(3,), least=3),)))
    settings = PlannerSettings(policy=policy, solver_fallback=False)
    result = result_of(compile_planner().invoke({"spec": spec}, context=provide(settings, sandbox=sandbox)))
    assert result.verdict.status == "valid", result.verdict.failures
    counts = [0 if day["attraction"] == "-" else len(attractions(day["attraction"], True)) for day in result.plan]
    assert counts[1] <= 1 and counts[2] >= 3 and counts[3] <= 1
    broken = [dict(day) for day in result.plan]
    broken[1]["attraction"] = result.plan[2]["attraction"]  # day 2 with day 3's sights: more than 1
    assert evaluate_plan(spec, broken, sandbox, "strict").hard["pace"] is False
    assert evaluate_plan(_orlando(Pace(least=1, days=(2,))), broken, sandbox, "strict").hard["pace"] is True


def test_the_chat_reads_a_rule_of_each_day() -> None:
    app = build_chat_graph(InMemorySaver())
    after, said = said_in_thread(app, "other-days", "5 days washington to orlando march 10-14 2022, 2 of us, 5000 budget",
                                 "max 1 sight on day 2 and at least 3 on day 3")
    assert local_rules(after)["pace"] == _pace(most=1, days=[2], other_days=[_day(3, least=3) | {"days": [3]}])
    assert "at most 1 sight on day 2; at least 3 sights on day 3" in said
    assert len(attractions(after["plan"][2]["attraction"], True)) >= 3


@pytest.mark.parametrize(("held", "said", "kept"), [
    (Pace(least=3, days=(3,)), Pace(most=1, days=(4,)), Pace(least=3, days=(3,), other_days=(DayPace(days=(4,), most=1),))),
    (Pace(least=3, days=(3,), other_days=(DayPace(days=(4,), most=1),)), Pace(most=2, least=2, days=(4,)),
     Pace(least=3, days=(3,), other_days=(DayPace(days=(4,), most=2, least=2),))),  # the day said anew: the edit's
    (Pace(most=1, days=(1,), other_days=(DayPace(days=(2,), most=3),)), Pace(most=2),  # every day's rule beside them
     Pace(most=2, other_days=(DayPace(days=(1,), most=1), DayPace(days=(2,), most=3)))),
    (Pace(most=2, least=2), Pace(most=1, days=(1,)), Pace(most=2, least=2, other_days=(DayPace(days=(1,), most=1),))),
])
def test_an_edited_pace_keeps_the_other_days_rules(held: Pace, said: Pace, kept: Pace) -> None:
    """"at least 3 sights on day 3", then "and just one on day 4", replaced day 3's rule with day 4's."""
    assert pace_rule.kept_beside(held, said) == kept


def test_the_chat_adds_a_days_count_said_with_its_sights_left_unsaid() -> None:
    app = build_chat_graph(InMemorySaver())
    after, said = said_in_thread(app, "elided-day", "5 days washington to orlando march 10-14 2022, 2 of us, 5000 budget",
                                 "at least 3 sights on day 3", "and just one on day 4")
    assert local_rules(after)["pace"] == _pace(least=3, days=[3], other_days=[{"days": [4], "most": 1, "least": None}])
    assert "at least 3 sights on day 3; at most 1 sight on day 4" in said


@pytest.mark.parametrize(("text", "pace", "written"), [
    ("and just one on day 4", {"most": 2}, "and just one sight on day 4"),
    ("actually 2 on day 4 is fine", {"most": 2}, "actually 2 sights on day 4 is fine"),
    ("and just one on day 4", None, "and just one on day 4"),  # no pace held: no count of sights
    ("one dinner on day 4", {"most": 2}, "one dinner on day 4"),  # a count of something said
])
def test_a_count_of_days_is_of_the_held_paces_sights(text: str, pace: dict | None, written: str) -> None:
    from himap_travel.nodes.chat.pace_days import sights_named
    assert sights_named(text, {"local_constraint": {"pace": pace}}) == written


@pytest.mark.parametrize(("text", "expected", "said"), [
    ("one sight on day 1, two on day 2", _pace(most=1, days=(1,), other_days=(_day(2, most=2, least=2),)), "'one sight on day 1'"),
    ("one sight on the last day", _pace(most=1, days=(3,)), "'one sight on day 3'"),
    ("2 sights a day, 1 on day 1", _pace(most=2, least=2, other_days=(_day(1, most=1),)), "'1 on day 1'"),
])
def test_an_exact_count_on_a_travel_day_is_kept_as_a_most_and_said(sandbox, text: str, expected: dict, said: str) -> None:
    """"one sight on day 1" asked day 1 to be spent in a city (a least there), which no trip's first day is: the plan
    holding one sight on day 1 was said to break it ("No plan can meet this request")."""
    request = parse_request(BASE + text, sandbox)
    assert request.spec.local_constraint.model_dump()["pace"] == expected and not request.not_kept
    assert any(w.startswith(f"{said}: ") and "kept as at most 1 sight there" in w for w in request.warnings)


def test_a_least_on_a_travel_day_stays_a_least(sandbox) -> None:
    """"at least 2 sights on day 1" asks what no first day holds: kept, for the planners to prove it (a certificate)."""
    request = parse_request(BASE + "at least 2 sights on day 1", sandbox)
    assert request.spec.local_constraint.model_dump()["pace"] == _pace(least=2, days=(1,))


def test_a_days_rule_the_rule_of_every_day_says_is_that_rule() -> None:
    """"a relaxed pace", "but day 3 can be busy", then "actually day 3 relaxed too": at most 1 a day, said once."""
    busy = Pace(most=1, other_days=(DayPace(days=(3,), least=2),))
    assert pace_rule.kept_beside(busy, Pace(most=1, days=(3,))) == Pace(most=1)
    assert pace_rule.kept_beside(Pace(most=1, except_days=(3,)), Pace(most=1, days=(3,))) != Pace(most=1, except_days=(3,))


def test_the_solver_counts_a_least_of_another_day_in_the_citys_sights(sandbox) -> None:
    """The solver's full days held one sight each unless the pace's own rule had a least: a least said of another day
    ("at most 1 on day 1, at least 10 on day 2") was left out of the count, so a city too small for it was not proved
    impossible. Said either way, it is: the same certificate."""
    def verdict(rule: Pace) -> Any:
        spec = TripSpec(org="Minneapolis", dest="Hibbing", days=3, visiting_city_number=1,  # Hibbing: 7 sights
                        date=["2022-03-16", "2022-03-17", "2022-03-18"], people_number=1, budget=5000,
                        local_constraint=LocalConstraint(pace=rule))
        settings = PlannerSettings(policy="solver")
        return result_of(compile_planner().invoke({"spec": spec}, context=provide(settings, sandbox=sandbox))).verdict

    own, other = verdict(Pace(least=10, days=(2,))), verdict(Pace(most=1, days=(1,), other_days=(DayPace(days=(2,), least=10),)))
    assert own.status == other.status == "unsat"
    assert own.certificate is not None and other.certificate is not None and other.certificate.kinds == own.certificate.kinds
