"""The readers the twenty-fifth held-out conversation set (tests/unit/graphs/test_chat_heldout_twentyfifth.py, helper
CONV25) changed, each on the ways people say it and on words that only look like it."""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.messages import HumanMessage

from himap_travel.domain.constraints import transportation
from himap_travel.domain.constraints.stay_rating import CONSTRAINT as STAY_RATING
from himap_travel.domain.parsing import read_text
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.answered_first import _edit_of_the_plan
from himap_travel.nodes.chat.intent_preferences import PREFERENCES_BY_PART
from himap_travel.nodes.chat.intent_questions import plan_question
from himap_travel.nodes.chat.rule_merge import _added_up
from himap_travel.nodes.chat.said_likewise import likewise
from himap_travel.nodes.chat.swap import Swap, names_a_part, swap_said


def _window(**bounds: str) -> dict[str, Any]:
    return {"leg": "every", "depart_from": None, "depart_until": None, "arrive_from": None, "arrive_until": None, **bounds}


RED_EYE = _window(depart_from="05:00", depart_until="20:59", arrive_until="23:59")


@pytest.mark.parametrize(("held", "said", "kept"), [
    # "no redeye either" after "land before 6pm": both kept (the red-eye's 23:59 sets no landing bound anew)
    ([_window(arrive_until="18:00")], [RED_EYE], [_window(arrive_until="18:00"), RED_EYE]),
    # "nothing before 9am" after "no red-eyes": the start said anew, the red-eye's evening and landing bounds kept
    ([RED_EYE], [_window(depart_from="09:00")],
     [_window(depart_until="20:59", arrive_until="23:59"), _window(depart_from="09:00")]),
    # "8am, not 9am": the bound said anew replaces the held one
    ([_window(depart_from="09:00")], [_window(depart_from="08:00")], [_window(depart_from="08:00")]),
])
def test_flight_windows_add_up_bound_by_bound(held: list[dict], said: list[dict], kept: list[dict]) -> None:
    assert _added_up("flight times", held, said) == kept


@pytest.mark.parametrize(("text", "topic"), [("whats it rated", "hotel"), ("how's it rated?", "hotel"),
                                             ("ok what's its rating", "hotel"), ("whats the total", "total")])
def test_a_rating_asked_of_it_is_the_stays(text: str, topic: str) -> None:
    asked = plan_question(text)
    assert asked is not None and asked.topic == topic


@pytest.mark.parametrize(("text", "nicer"), [("hmm nicer actually", True), ("ok fancier then", True), ("nicer pls", True),
                                             ("not nicer", False), ("hmm nice", False)])
def test_nicer_alone_among_a_change_of_minds_fillers(text: str, nicer: bool) -> None:
    assert bool(PREFERENCES_BY_PART["overall"].search(text)) == nicer


@pytest.mark.parametrize(("text", "lacking"), [("can we do a train instead", True), ("bus instead?", True),
                                               ("instead of the bus we'll drive", False), ("train our dog", False)])
def test_a_mode_the_data_lacks_wished_instead(text: str, lacking: bool) -> None:
    assert bool(lazy_compile(transportation.LACKING_MODE_SAID).search(text)) == lacking


@pytest.mark.parametrize(("text", "named"), [("forget the star thing", True), ("no stars needed", True),
                                             ("hotel stars", True), ("starbucks", False)])
def test_a_stays_stars_said_alone_name_its_rating(text: str, named: bool) -> None:
    assert bool(lazy_compile(rf"\b(?:{STAY_RATING.mention})\b").search(text)) == named


def _thread(*said: str) -> list[HumanMessage]:
    return [HumanMessage(content=text) for text in said]


@pytest.mark.parametrize(("said", "read"), [
    (("we have to see presque isle park", "and the lighthouse too"), "we also want to see the lighthouse"),
    (("we have to see presque isle park", "and the lighthouse too", "and the history center as well"),
     "we also want to see the history center"),
    (("we have to see presque isle park", "and mexican too"), "and mexican too"),  # a cuisine's
    (("we have to see presque isle park", "and my mom too"), "and my mom too"),  # the party's
    (("3 people please", "and the lighthouse too"), "and the lighthouse too"),  # no sight wished before
    (("we have to see the sunsphere", "and skip the walking tours"), "and skip the walking tours"),  # an avoidance
])
def test_a_sight_added_to_a_sight_wished(sandbox: Any, said: tuple[str, ...], read: str) -> None:
    assert likewise(said[-1], _thread(*said), sandbox) == read


_PLAN = [{"days": 1, "current_city": "from Elmira to Rochester", "breakfast": "-", "lunch": "-", "attraction": "-",
          "dinner": "Zunzi's, Rochester", "accommodation": "Loft, Rochester"},
         {"days": 2, "current_city": "Rochester", "breakfast": "-", "lunch": "Marble, Rochester", "attraction": "-",
          "dinner": "-", "accommodation": "Loft, Rochester"}]


@pytest.mark.parametrize(("text", "swap"), [
    ("we don't want to eat at that dinner place on day 1", Swap("avoid restaurants", ["Zunzi's"], "dinner on day 1")),
    ("not the lunch spot on day 2", Swap("avoid restaurants", ["Marble"], "lunch on day 2")),
    ("we don't want to eat mexican", None),
    ("what's for dinner on day 1", None),
])
def test_a_meals_place_turned_down_is_swapped(text: str, swap: Swap | None) -> None:
    assert swap_said(text, _PLAN) == swap
    assert names_a_part(text) == (swap is not None)


def test_a_lower_case_route_set_apart_in_a_cased_message(sandbox: Any) -> None:
    text = ("Hello!! My sister and I are finally taking the trip we always talked about, escanaba to pellston, "
            "March 9th to 11th 2022. We've saved up about $1,300 between us.")
    reading = read_text(text, sandbox)
    assert (reading.org, reading.dest, reading.people_number) == ("Escanaba", "Pellston", 2)
    assert read_text("We love reading to mobile kids, Denver trip March 3-5 2022", sandbox).org is None


_TRIP = {"org": "Hilo", "dest": "Kona", "date": ["2022-03-16", "2022-03-17"]}


@pytest.mark.parametrize(("draft", "missing", "edit"), [
    (_TRIP, ["wishes"], True), ({**_TRIP, "dest": "Hilo", "org": "Kona"}, ["wishes"], False),
    # the planned journey asked again without its party: that new request's question, not a wish's on the plan
    (_TRIP, ["people_number"], False), (_TRIP, ["people_number", "wishes"], False)])
def test_a_question_open_on_a_change_of_the_plan(draft: dict, missing: list[str], edit: bool) -> None:
    state: Any = {"trip": _TRIP, "plan": _PLAN, "draft": draft, "missing": missing}
    assert _edit_of_the_plan(state) == edit


@pytest.mark.parametrize(("text", "wanted", "avoided"), [("we don't want to eat mexican", None, ["Mexican"]),
                                                         ("dont wanna eat seafood on this trip", None, ["Seafood"]),
                                                         ("we want to eat mexican", ["Mexican"], None)])
def test_a_cuisine_not_wanted_is_avoided(sandbox: Any, text: str, wanted: list[str] | None, avoided: list[str] | None) -> None:
    local = read_text(text, sandbox, trip=("Elmira", "Rochester", 1)).local_constraint
    assert (local.cuisine, local.avoid_cuisines) == (wanted, avoided)
