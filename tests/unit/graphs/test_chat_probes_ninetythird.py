"""Chat probes of stop 93 (issue 39): "no flights on the 20th" on a trip of March 12 to 14 banned flying (a chat
message was read without its trip's dates); "actually dont take us to seaworld" kept SeaWorld out and then offered
it ("Did you mean SeaWorld Orlando in Orlando? I didn't add 'seaworld'"); "can we get the earliest flight out?" was
answered "I can't tell you that", as if it asked a question."""

from __future__ import annotations

from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.graphs.chat import build_chat_graph
from tests.support.chat_checks import local_rules, said_in_new_thread

_PENSACOLA = "Plan a 3-day trip from Houston to Pensacola for 2 people, March 12 to 14, 2022, with a budget of $1,100."
_ORLANDO = "Plan a 3-day trip from Washington to Orlando for 2 people, March 10 to 12, 2022, with a budget of $2,500."


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


@pytest.mark.parametrize(("message", "why"), [
    ("no flights on the 20th", "no leg of the trip is on March 20th, so no flight is ruled out"),
    ("we dont want to fly on march 25", "no leg of the trip is on march 25, so no flight is ruled out"),
    ("no flights on wednesday", "the trip has no Wednesday, so no flight is ruled out"),
])
def test_a_ban_of_a_day_the_trip_has_no_leg_on_changes_nothing(app: Any, message: str, why: str) -> None:
    before, _said = said_in_new_thread(app, _PENSACOLA)
    after, said = said_in_new_thread(app, _PENSACOLA, message)
    assert f"Nothing changed: {why}." in said, said
    assert not local_rules(after).get("transportation") and after["plan"] == before["plan"]


def test_a_ban_of_a_day_a_leg_falls_on_still_bans(app: Any) -> None:
    after, _said = said_in_new_thread(app, _PENSACOLA, "no driving on the 14th")
    assert local_rules(after)["transportation"] == "no self-driving"


@pytest.mark.parametrize("message", ["actually dont take us to seaworld", "actually don't take us to seaworld",
                                     "please don't take us to seaworld"])
def test_a_sight_ruled_out_is_never_offered_back(app: Any, message: str) -> None:
    after, said = said_in_new_thread(app, _ORLANDO, message)
    assert local_rules(after)["avoid sights"] == ["SeaWorld Orlando"]
    assert "Did you mean" not in said and "I didn't add" not in said, said


def test_a_sight_wished_in_the_same_words_is_still_offered(app: Any) -> None:
    _after, said = said_in_new_thread(app, _ORLANDO, "take us to the seaworld park")
    assert "SeaWorld Orlando" in said


def test_asking_for_a_flight_by_its_place_in_the_day_is_a_wish_not_applied(app: Any) -> None:
    after, said = said_in_new_thread(app, _PENSACOLA, "can we get the earliest flight out?")
    assert said.startswith("I can't apply that: 'can we get the earliest flight out' picks a flight by its place in the day")
    assert "Your trip is unchanged" in said and not local_rules(after).get("transportation")


def test_asking_for_the_plans_own_figures_stays_a_question(app: Any) -> None:
    _after, said = said_in_new_thread(app, _PENSACOLA, "can we get the total?")
    assert "I can't apply that" not in said and "$1,004.00" in said, said


@pytest.mark.parametrize(("message", "named"), [("we don't care about museums", "'museums'"),
                                                ("i dont care about the zoo", "'the zoo'")])
def test_a_take_back_of_nothing_held_names_the_thing_without_its_subject(app: Any, message: str, named: str) -> None:
    """The subject was quoted with the thing: "I couldn't find 'we museums' among your wishes"."""
    _after, said = said_in_new_thread(app, _PENSACOLA, message)
    assert said.startswith(f"I couldn't find {named} among your wishes"), said


def test_a_take_back_of_nothing_beside_a_change_is_said(app: Any) -> None:
    """"no pets needed after all and we'd like mexican one night" on a trip with no pets rule: the cuisine was added and
    the take-back passed over in silence."""
    after, said = said_in_new_thread(app, _PENSACOLA, "we changed our minds, no pets needed after all and we'd like mexican one night")
    assert local_rules(after)["cuisine"] == ["Mexican"]
    assert "pets: no wish of your trip says that, so there was nothing to take back" in said, said


def test_a_sights_day_said_by_its_weekday_in_a_message_is_that_day(app: Any) -> None:
    after, said = said_in_new_thread(app, _ORLANDO, "we want to see gatorland on friday")  # (March 11, 2022: day 2)
    assert local_rules(after)["sight days"] == [{"sight": "Gatorland", "day": 2}]
    assert "Gatorland" in after["plan"][1]["attraction"], after["plan"][1]["attraction"]


def test_a_sight_asked_about_by_its_short_name_is_answered(app: Any) -> None:
    """"is seaworld on the plan?" got the whole trip and no yes or no: "SeaWorld Orlando" was matched by every word."""
    _after, said = said_in_new_thread(app, _ORLANDO, "is seaworld on the plan?")
    assert said.startswith("No: SeaWorld Orlando is not in your plan"), said


@pytest.mark.parametrize("follow", ["can we add it", "ok add it", "yes please include it"])
def test_adding_it_after_a_sight_was_offered_adds_that_sight(app: Any, follow: str) -> None:
    """"can we add it" after the answer offering SeaWorld was not understood."""
    after, said = said_in_new_thread(app, _ORLANDO, "is seaworld on the plan?", follow)
    assert local_rules(after)["must see"] == ["SeaWorld Orlando"], said
    assert any("SeaWorld Orlando" in str(day.get("attraction")) for day in after["plan"])


def test_a_swap_for_a_sight_the_plan_has_says_it_is_there(app: Any) -> None:
    _after, said = said_in_new_thread(app, _ORLANDO, "swap the science center for gatorland")
    assert "Gatorland is on your plan already (day 3)." in said and "I didn't add 'gatorland'" not in said, said


@pytest.mark.parametrize("message", ["what sights are there in orlando besides these", "what else is there to see"])
def test_other_sights_asked_are_the_datas_the_plan_does_not_visit(app: Any, message: str) -> None:
    """The plan's own sights were listed again."""
    after, said = said_in_new_thread(app, _ORLANDO, message)
    planned = {s.split(",")[0].strip() for day in after["plan"] for s in str(day.get("attraction")).split(";")}
    assert said.startswith("Other sights in Orlando that your plan does not visit: SeaWorld Orlando"), said
    assert not any(f" {name}," in said for name in planned if name not in ("-", "")), said
