"""A pace of every day but some ("max 2 sights a day except day 1", "at least 3 things a day but not on day 2"):
``Pace.except_days``. Before, every such wish was refused ("with days left out: say the days it holds on"), though the
days it leaves out are said plainly; read as the complement of those days instead, a longer trip's new days would have
held no rule, so the days left out are kept as such.
"""

from __future__ import annotations

from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.domain.constraints import pace as pace_rule
from himap_travel.domain.evaluation import evaluate_plan
from himap_travel.domain.evaluation.parsing import attractions
from himap_travel.domain.parsing import parse_request
from himap_travel.domain.parsing.query import QueryParseError
from himap_travel.graphs.chat import build_chat_graph
from himap_travel.graphs.planner import compile_planner
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import result_of
from himap_travel.state.trip import LocalConstraint, Pace, TripSpec
from tests.support.chat_checks import local_rules, said_in_thread
from tests.support.reading_scoring import BASE

TOUR = "Plan a 5-day trip from Myrtle Beach to 2 cities in Tennessee for 2 people, March 10 to 14, 2022, with a budget of $4,000. "


def _pace(**rule: Any) -> dict[str, Any]:
    return {"most": None, "least": None, "days": None, **rule}


@pytest.mark.parametrize(("base", "text", "expected", "warned"), [
    # a most leaves its days free: exact on any route, and a longer trip's new days keep it
    (BASE, "max 2 sights a day except day 1", _pace(most=2, except_days=(1,)), None),
    (BASE, "no more than 1 attraction a day other than day 2", _pace(most=1, except_days=(2,)), None),
    (TOUR, "at most one sight a day except day 2 and day 3", _pace(most=1, except_days=(2, 3)), None),
    (TOUR, "2 attractions per day except the first", _pace(most=2, least=2, except_days=(1,)), None),
    # a least asks nothing of a travel day: the first and the last left out change nothing; a middle day is left out
    # on a tour too (which days travel is the route's)
    (BASE, "at least 2 sights a day except the last day", _pace(least=2), None),
    (TOUR, "at least 3 things a day but not on day 2", _pace(least=3, except_days=(2,)), None),
    (TOUR, "min 2 sights per day, excluding day 4", _pace(least=2, except_days=(4,)), None),
    # the last day left out of a most stays held, said: a length change moves the last day
    (BASE, "max 2 sights a day except the last day", _pace(most=2), "leaves out day 3, the last"),
    (TOUR, "3 sights a day, except the last", _pace(most=3, least=3), "leaves out day 5, the last"),
])
def test_a_pace_of_every_day_but_some_is_read(sandbox, base: str, text: str, expected: dict, warned: str | None) -> None:
    request = parse_request(base + text, sandbox)
    assert request.spec.local_constraint.model_dump()["pace"] == expected and not request.not_kept
    assert any(warned in w for w in request.warnings) if warned else not any("leaves out" in w for w in request.warnings)


def test_days_left_out_that_no_trip_day_is_are_refused_naming_them(sandbox) -> None:
    with pytest.raises(QueryParseError) as error:
        parse_request(BASE + "max 2 sights a day except day 5", sandbox)
    assert any("leaves out a day after the last of this 3-day trip" in p for p in error.value.problems)
    with pytest.raises(QueryParseError) as error:  # no day said: never guessed
        parse_request(BASE + "at least 2 sights a day except the busy ones", sandbox)
    assert any("with days left out" in p for p in error.value.problems)


def test_a_day_left_out_is_no_day_of_the_rule() -> None:
    rule = Pace(most=3, least=2, except_days=(2,))
    assert [pace_rule.most_on(rule, day) for day in (1, 2, 3)] == [3, None, 3]
    assert [pace_rule.sights_on_full_day(rule, day) for day in (1, 2, 3)] == [2, 1, 2]
    assert pace_rule.describe(Pace(most=2, except_days=(1, 4))) == "at most 2 sights a day except days 1, 4"
    with pytest.raises(ValueError, match="not both"):
        Pace(most=1, days=(1,), except_days=(2,))
    assert "except_days" not in Pace(most=1).model_dump() and Pace(most=1, except_days=(2,)).model_dump()["except_days"] == (2,)


_FOUR_SIGHTS = ["SeaWorld Orlando", "Gatorland", "Harry P Leu Gardens", "Madame Tussauds Orlando"]


def _orlando(rule: Pace) -> TripSpec:
    return TripSpec(org="Washington", dest="Orlando", days=3, visiting_city_number=1,
                    date=["2022-03-15", "2022-03-16", "2022-03-17"], people_number=2, budget=2500,
                    local_constraint=LocalConstraint(pace=rule, must_see=_FOUR_SIGHTS))


@pytest.mark.parametrize("policy", ["expert", "solver"])
def test_the_day_left_out_holds_what_the_other_days_may_not(sandbox, policy: str) -> None:
    """One sight a day but day 2, four sights to see: day 2 takes what the travel days cannot; the same plan under
    one sight on every day breaks the pace (the day left out is what let it pass)."""
    spec = _orlando(Pace(most=1, except_days=(2,)))
    settings = PlannerSettings(policy=policy, solver_fallback=False)
    result = result_of(compile_planner().invoke({"spec": spec}, context=provide(settings, sandbox=sandbox)))
    assert result.verdict.status == "valid", result.verdict.failures
    counts = [0 if day["attraction"] == "-" else len(attractions(day["attraction"], True)) for day in result.plan]
    assert counts[0] <= 1 and counts[2] <= 1 and counts[1] >= 2
    assert evaluate_plan(spec, result.plan, sandbox, "strict").hard["pace"] is True
    every_day = spec.model_copy(update={"local_constraint": LocalConstraint(pace=Pace(most=1), must_see=spec.local_constraint.must_see)})
    assert evaluate_plan(every_day, result.plan, sandbox, "strict").hard["pace"] is False


def test_a_longer_trip_keeps_the_rule_on_its_new_days() -> None:
    app = build_chat_graph(InMemorySaver())
    after, said = said_in_thread(app, "days-left-out", "3 days washington to orlando march 10-12 2022, 2 of us, 2500 budget",
                                 "max 2 sights a day except day 1", "make it 5 days, march 10 to 14")
    assert after["trip"]["days"] == 5 and local_rules(after)["pace"] == _pace(most=2, except_days=[1])
    assert "at most 2 sights a day except day 1" in said
    assert all(len(attractions(day["attraction"], True)) <= 2 for day in after["plan"][1:] if day["attraction"] != "-")
