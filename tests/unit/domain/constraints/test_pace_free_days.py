"""A pace beside days with no sights ("3 sights a day max, and nothing on the last day", "max 2 sights a day, day 3
free"): ``Pace.free_days``. Before, one pace held one rule: the empty day was named as not kept when a caveat caught its
words, and dropped in silence when none did ("day 3 free", "keep the last day empty" planned any sights on day 3)."""

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


@pytest.mark.parametrize(("base", "text", "expected"), [
    (BASE, "3 sights a day max, and nothing on the last day", _pace(most=3, free_days=(3,))),
    (BASE, "max 2 sights a day, day 3 free", _pace(most=2, free_days=(3,))),
    (BASE, "at most 2 attractions per day and keep the last day empty", _pace(most=2, free_days=(3,))),
    (BASE, "last day free pls, and no more than 2 attractions a day", _pace(most=2, free_days=(3,))),
    (BASE, "relaxed pace, nothing planned on day 1", _pace(most=1, free_days=(1,))),
    (BASE, "at least 2 sights on day 2, nothing on day 3", _pace(least=2, days=(2,), free_days=(3,))),
    (BASE, "2 sights a day except day 2, last day free", _pace(most=2, least=2, except_days=(2,), free_days=(3,))),
    (TOUR, "max 2 sights a day, nothing planned on day 5", _pace(most=2, free_days=(5,))),
    (TOUR, "min 2 sights a day; no sights on day 1 or day 5", _pace(least=2, free_days=(1, 5))),
    # a rule of no sights alone is as before: its days ("or" joins them: day 3 was dropped in silence)
    (BASE, "no sights on day 1 or day 3", _pace(most=0, days=(1, 3))),
    (BASE, "free last day", _pace(most=0, days=(3,))),
    (BASE, "empty last day pls", _pace(most=0, days=(3,))),  # was named as not understood
    (BASE, "easy last day", _pace(most=1, days=(3,))),  # its feel said bare, with no "an"
    (BASE, "free last day, max 2 sights a day", _pace(most=2, free_days=(3,))),
    # a count of every day right after days said empty, its sights left unsaid (named as not understood before)
    (BASE, "no sights on the last day pls, and max 2 a day otherwise", _pace(most=2, free_days=(3,))),
    (BASE, "no attractions on day 1, at most 3 a day after that", _pace(most=3, free_days=(1,))),
    (BASE, "nothing planned on day 1, then 2 a day", _pace(most=2, least=2, free_days=(1,))),
    (BASE, "keep the last day free, at least 2 per day otherwise", _pace(least=2, free_days=(3,))),
    # a travel day given its feel after it (dropped in silence beside a pace of every day), "no sightseeing" after a day
    (BASE, "arrival day should be empty, otherwise 2-3 sights a day", _pace(most=3, least=2, free_days=(1,))),
    (BASE, "first day: no sightseeing", _pace(most=0, days=(1,))),
    # a count after "day 1 and" is no day: "2 attractions" was read as day 2 (and "1 and 2" as a range)
    (BASE, "no plans on the arrival day and 2 attractions max daily", _pace(most=2, free_days=(1,))),
])
def test_a_pace_beside_free_days_is_one_pace(sandbox, base: str, text: str, expected: dict) -> None:
    request = parse_request(base + text, sandbox)
    assert request.spec.local_constraint.model_dump()["pace"] == expected and not request.not_kept


@pytest.mark.parametrize(("text", "named"), [
    ("at least 2 sights on day 3, nothing on day 3", "say which holds there"),  # one day, both ways
    ("max 2 sights a day, day 2 free", "only a travel day"),  # a day spent in a city needs a sight
    # a day's feel beside a count of every day is kept as that day's rule (test_pace_other_days.py); two rules of one
    # day are refused
    ("max 2 sights on day 2 and max 3 on day 2", "several paces"),
])
def test_a_free_day_no_plan_can_keep_is_refused_naming_it(sandbox, text: str, named: str) -> None:
    with pytest.raises(QueryParseError) as error:
        parse_request(BASE + text, sandbox)
    assert any(named in p for p in error.value.problems), error.value.problems


def test_an_empty_day_said_as_that_day_is_read_beside_the_other_days_count(sandbox) -> None:
    """"... on day 1 so nothing that day, and at least 2 things the other days": the count beside it was taken for the
    day's own pace, and the empty day dropped in silence; then the empty day was named as one no rule keeps.
    Since stop 97 "that day" is the day said before it (day 1, free) and the count is the other days'."""
    request = parse_request(BASE + "we're flying in late on day 1 so nothing that day, and at least 2 things the other days",
                            sandbox)
    pace = request.spec.local_constraint.pace
    assert pace is not None and (pace.least, pace.free_days) == (2, (1,)) and not request.not_kept


def test_a_free_day_holds_no_sight_and_none_of_the_rule() -> None:
    rule = Pace(most=3, least=2, free_days=(1, 3))
    assert [pace_rule.most_on(rule, day) for day in (1, 2, 3)] == [0, 3, 0]
    assert [pace_rule.sightless(rule, day) for day in (1, 2, 3)] == [True, False, True]
    assert [pace_rule.sights_on_full_day(rule, day) for day in (1, 2, 3)] == [1, 2, 1]
    assert pace_rule.describe(Pace(most=2, free_days=(3,))) == "at most 2 sights a day, and no sights on day 3"
    for bad in ({"most": 0, "days": (1,), "free_days": (3,)}, {"most": 2, "days": (3,), "free_days": (3,)},
                {"most": 2, "except_days": (3,), "free_days": (3,)}):
        with pytest.raises(ValueError, match="free days"):
            Pace(**bad)
    assert "free_days" not in Pace(most=1).model_dump() and Pace(most=1, free_days=(3,)).model_dump()["free_days"] == (3,)
    with pytest.raises(ValueError, match="only a travel day"):
        _orlando(Pace(most=2, free_days=(2,)))


def _orlando(rule: Pace) -> TripSpec:
    return TripSpec(org="Washington", dest="Orlando", days=3, visiting_city_number=1,
                    date=["2022-03-15", "2022-03-16", "2022-03-17"], people_number=2, budget=2500,
                    local_constraint=LocalConstraint(pace=rule))


@pytest.mark.parametrize("policy", ["expert", "solver"])
def test_the_free_day_has_no_sight_and_the_rule_holds_elsewhere(sandbox, policy: str) -> None:
    """Both planners keep a free first and last day; the same plan under a rule with no free day is checked the same
    but for those days, and a sight written on a free day breaks the pace."""
    spec = _orlando(Pace(most=2, free_days=(1, 3)))
    settings = PlannerSettings(policy=policy, solver_fallback=False)
    result = result_of(compile_planner().invoke({"spec": spec}, context=provide(settings, sandbox=sandbox)))
    assert result.verdict.status == "valid", result.verdict.failures
    counts = [0 if day["attraction"] == "-" else len(attractions(day["attraction"], True)) for day in result.plan]
    assert counts[0] == 0 and counts[2] == 0 and 1 <= counts[1] <= 2
    assert evaluate_plan(spec, result.plan, sandbox, "strict").hard["pace"] is True
    broken = [dict(day) for day in result.plan]
    broken[2]["attraction"] = result.plan[1]["attraction"].split(";")[0].strip() + ";"
    assert evaluate_plan(spec, broken, sandbox, "strict").hard["pace"] is False
    assert evaluate_plan(_orlando(Pace(most=2)), broken, sandbox, "strict").hard["pace"] is True


def test_a_longer_trip_keeps_its_last_day_free() -> None:
    app = build_chat_graph(InMemorySaver())
    after, said = said_in_thread(app, "free-days", "3 days washington to orlando march 10-12 2022, 2 of us, 2500 budget",
                                 "3 sights a day max, and nothing on the last day", "make it 4 days")
    assert after["trip"]["days"] == 4 and local_rules(after)["pace"] == _pace(most=3, free_days=[4])
    assert "no sights on the last day: day 3 → day 4" in said
    assert after["plan"][3]["attraction"] == "-" and after["plan"][2]["attraction"] != "-"


@pytest.mark.parametrize(("held", "said", "kept"), [
    (Pace(most=2), Pace(most=0, days=(3,)), Pace(most=2, free_days=(3,))),  # "and keep the last day free"
    (Pace(most=0, days=(3,)), Pace(most=2), Pace(most=2, free_days=(3,))),  # "max 2 sights a day" after it
    (Pace(most=2, free_days=(3,)), Pace(most=3), Pace(most=3, free_days=(3,))),  # "actually 3 is fine"
    (Pace(most=0, days=(1,)), Pace(most=0, days=(3,)), Pace(most=0, days=(1, 3))),  # empty days add up
    (Pace(most=0, days=(3,)), Pace(least=2, days=(3,)), Pace(least=2, days=(3,))),  # the day said anew: the edit's
])
def test_an_edited_pace_keeps_the_held_empty_days(held: Pace, said: Pace, kept: Pace) -> None:
    """"max 2 sights a day", then "and keep the last day free", replaced the pace: "pace: at most 2 sights a day → no
    sights on day 3" (a change to one wish took another away)."""
    assert pace_rule.kept_beside(held, said) == kept


@pytest.mark.parametrize(("first", "then"), [("max 2 sights a day", "and keep the last day free"),
                                             ("nothing planned on the last day", "max 2 a day")])
def test_the_chat_keeps_both_parts_of_a_pace_said_in_turn(first: str, then: str) -> None:
    app = build_chat_graph(InMemorySaver())
    after, said = said_in_thread(app, f"both-{first}", "3 days washington to orlando march 10-12 2022, 2 of us, 2500 budget",
                                 first, then)
    assert local_rules(after)["pace"] == _pace(most=2, free_days=[3]) and "at most 2 sights a day, and no sights on day 3" in said
    assert after["plan"][2]["attraction"] == "-"
