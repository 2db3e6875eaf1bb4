"""Chat probes of stop 92 (issue 39): "that drive is too long, can we fly?" and "ugh, can we fly?" were not understood
(a wish to fly was read only at the message's start); on a trip where the data has no flight on any leg's day, a wish
to fly re-planned the trip by taxi at nearly twice the cost, with "(your rule: self-driving)" for the rule that bans
it; a request whose rules leave its city no place to stay got "Nashville has 0 cities with lodging, restaurants and
attractions for this request, 1 are needed (Nashville lack ...)"."""

from __future__ import annotations

from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.graphs.chat import build_chat_graph
from tests.support.chat_checks import local_rules, said_in_new_thread

# a trip the plan drives though the data has flights on both legs' days (driving is cheaper)
_PENSACOLA = "Plan a 3-day trip from Houston to Pensacola for 2 people, March 12 to 14, 2022, with a budget of $1,100."
_NEW_ORLEANS = "hi we want to go from Dallas to New Orleans march 3 to 5 2022, 2 of us, 1500 budget"


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


def _modes(state: dict[str, Any]) -> set[str]:
    return {str(day.get("transportation") or "").split(",")[0].split(" ")[0].lower() for day in state["plan"]
            if str(day.get("transportation") or "-") != "-"}


@pytest.mark.parametrize("message", ["that drive is too long, can we fly?", "ugh, can we fly?",
                                     "8 hours in the car?? can we fly instead", "the drive seems long. let's fly"])
def test_a_wish_to_fly_after_talk_flies(app: Any, message: str) -> None:
    before, _said = said_in_new_thread(app, _PENSACOLA)
    assert _modes(before) == {"self-driving"}  # the plan drives: the wish changes it
    after, said = said_in_new_thread(app, _PENSACOLA, message)
    assert local_rules(after)["transportation"] == "no self-driving" and "didn't understand" not in said
    assert _modes(after) == {"flight"}, _modes(after)


@pytest.mark.parametrize("message", ["can we fly?", "that drive is too long, can we fly?", "let's fly instead"])
def test_a_wish_to_fly_where_no_leg_has_a_flight_is_a_no_with_its_reason(app: Any, message: str) -> None:
    before, _said = said_in_new_thread(app, _NEW_ORLEANS)
    after, said = said_in_new_thread(app, _NEW_ORLEANS, message)
    assert "no flight for Dallas → New Orleans on March 3, 2022, nor New Orleans → Dallas on March 5, 2022" in said
    assert "plan is unchanged" in said and not local_rules(after).get("transportation")
    assert after["plan"] == before["plan"]


def test_a_leg_by_taxi_under_a_ban_names_the_ban_as_said(app: Any) -> None:
    _after, said = said_in_new_thread(app, _NEW_ORLEANS, "no driving ourselves please")
    assert "so this leg goes by taxi (your rule: no self-driving)" in said, said


def test_a_city_left_with_no_stay_says_what_it_lacks(app: Any) -> None:
    _after, said = said_in_new_thread(app, "Atlanta to Nashville march 8-10 2022 for 3 people $2000",
                                      "we need a place that allows pets", "oh and no more than $150 a night")
    assert "Nashville has no places to stay this request can use" in said, said
    assert "0 cities" not in said and "are needed" not in said


def test_an_undo_naming_a_wish_set_before_the_last_change_takes_back_that_wish(app: Any) -> None:
    """"undo the seafood thing" after "seafood every night" then "make it 3 people" undid the people (the last change)
    and kept the seafood."""
    after, said = said_in_new_thread(app, _PENSACOLA, "can we do seafood every night?", "actually make it 3 people",
                                     "undo the seafood thing")
    assert after["trip"]["people_number"] == 3
    assert not local_rules(after).get("meal wishes") and not local_rules(after).get("more cuisines")
    assert "taken out: also serve: Seafood" in said


@pytest.mark.parametrize("message", ["my mom is in a wheelchair", "my dad is in a wheelchair so no stairs"])
def test_a_need_the_data_cannot_check_said_as_news_is_named(app: Any, message: str) -> None:
    """"my mom is in a wheelchair" was left out as a story of someone else ("my mom lives in charleston") and answered
    "I didn't understand that"."""
    _after, said = said_in_new_thread(app, _PENSACOLA, message)
    assert "the data says nothing of accessibility" in said and "didn't understand" not in said, said


@pytest.mark.parametrize(("message", "opening"), [("can we get a hotel with a pool", "I can't apply that"),
                                                  ("could we find a place with free parking?", "I can't apply that"),
                                                  ("does the hotel have a pool?", "I can't tell you that")])
def test_a_wish_the_data_cannot_check_asked_as_a_question_is_refused_as_a_wish(app: Any, message: str, opening: str) -> None:
    """"can we get a hotel with a pool" proposes a change: answered "I can't tell you that" as if it asked of the plan."""
    _after, said = said_in_new_thread(app, _PENSACOLA, message)
    assert said.startswith(opening) and "amenities" in said, said


def test_a_sight_asked_to_be_on_a_day_is_put_there(app: Any) -> None:
    """"can fort pickens be on day 3" was answered with day 3's plan, as if it asked what day 3 holds."""
    after, said = said_in_new_thread(app, _PENSACOLA, "can fort pickens be on day 3")
    assert local_rules(after)["sight days"] == [{"sight": "Fort Pickens", "day": 3}]
    assert "Fort Pickens" in str(after["plan"][2]["attraction"]) and "Fort Pickens on day 3" in said
