"""The readers and answers the thirtieth held-out conversation set (tests/unit/graphs/test_chat_heldout_thirtieth.py,
helper CONV30) changed, each on other words than the set's and on words that only look like them."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.domain.constraints.avoid_sights import kinds_ruled_out
from himap_travel.domain.text.negation import negated
from himap_travel.graphs.chat import build_chat_graph
from himap_travel.nodes.chat.drive_choice import ways_compared
from himap_travel.nodes.chat.hypothetical import wondered
from himap_travel.nodes.chat.intent import classify
from himap_travel.nodes.chat.intent_asks import as_asked
from himap_travel.nodes.chat.said_before import measure_named
from himap_travel.nodes.chat.typed_loosely import restored
from himap_travel.nodes.chat.wish_unwrapped import stay_conditions, voiced_for_us
from himap_travel.nodes.chat.wishes import consent
from tests.support.chat_checks import local_rules, said_in_thread

_threads = itertools.count()


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


def _chat(app: Any, *messages: str) -> tuple[dict, str]:
    """The state and the reply after the messages, said in one new thread."""
    return said_in_thread(app, f"conv30-fixes-{next(_threads)}", *messages)


_local = local_rules


_OPEN = "Erie to Latrobe, March 26-28 2022, 2 people, $900"


@pytest.mark.parametrize(("text", "kinds"), [
    ("my wife doesn't really like museums", ["the museums"]), ("he can't stand zoos", ["the zoos"]),
    ("we do not enjoy aquariums", ["the aquariums"]), ("we like museums", []), ("she doesn't like it when we're late", []),
])
def test_a_dislike_of_a_kind_of_sight_rules_it_out(text: str, kinds: list[str]) -> None:
    assert [kind for _where, kind in kinds_ruled_out(text)] == kinds


@pytest.mark.parametrize(("text", "mention", "out"), [
    ("if there's no chinese place, indian works", "chinese", False), ("in case they have no pool, fine", "pool", False),
    ("no chinese place please", "chinese", True), ("we want no chinese food", "chinese", True),
])
def test_a_no_that_states_a_condition_rules_nothing_out(text: str, mention: str, out: bool) -> None:
    start = text.index(mention)
    assert negated(text, start, start + len(mention), 4) is out


@pytest.mark.parametrize(("text", "mention", "out"), [
    ("grandpa can't drive too far", "drive", False), ("no flights longer than 2 hours", "flights", False),
    ("we can't drive", "drive", True), ("no flights please", "flights", True), ("we won't drive at all", "drive", True),
])
def test_a_length_after_a_mode_bounds_it_and_bans_nothing(text: str, mention: str, out: bool) -> None:
    start = text.index(mention)
    assert negated(text, start, start + len(mention), 4) is out


@pytest.mark.parametrize(("text", "read"), [
    ("she can't drive for long, 3 hours max", "3 hours of driving max"), ("driving is ok, 5 hrs tops", "5 hrs of driving tops"),
])
def test_a_bare_bound_on_hours_beside_driving_is_the_driving(text: str, read: str) -> None:
    assert read in measure_named(text)


@pytest.mark.parametrize(("text", "read"), [
    ("Priya wants italian; Omar says no parties", "we wants italian; no parties"),
    ("everyone is easy except Tara, who hates flying", "everyone is easy but we hates flying"),
    ("Omar changed his mind, he'd prefer chinese", "instead we want chinese"),
    ("pasta... uh, pizza please", "pizza please"),
    ("Ana can't do hills so she'd like... actually forget that. no smoking", "no smoking"),
    ("what do the girls get to see on day 1", "what do we see on day 1"),
    ("Chicago is a must", "Chicago is a must"), ("It can't be over 3 hours", "It can't be over 3 hours"),
    ("my mom doesn't like crowds", "my mom doesn't like crowds"),
])
def test_a_wish_relayed_for_a_companion_is_the_partys(text: str, read: str) -> None:
    assert voiced_for_us(text) == read


@pytest.mark.parametrize(("text", "read"), [
    ("if the hotel allows pets, switch it", "stays that forbid pets"),
    ("if the apartment doesn't allow smoking change it", "smoking allowed"),
    ("5 nights is too long, 3 is fine", "3 is fine"),
    ("the hotel allows pets", "the hotel allows pets"),
])
def test_a_condition_on_the_stay_is_the_rule_it_asks_for(text: str, read: str) -> None:
    assert stay_conditions(text) == read


@pytest.mark.parametrize(("text", "read"), [
    ("3 str hotel pls", "3 stars hotel pls"), ("no fodd trucks", "no food trucks"), ("any fod nearby", "any food nearby"),
    ("fodder for thought", "fodder for thought"),
    ("were is our hotel", "where is our hotel"), ("were we supposed to fly?", "were we supposed to fly?"),
    ("street parking", "street parking"),
])
def test_a_phones_slips_in_a_wishs_words_are_put_right(text: str, read: str) -> None:
    assert restored(text) == read


@pytest.mark.parametrize(("text", "asked"), [
    ("Mike also asked where the hotel is", "where the hotel is?"), ("my sister asked how long the drive is",
                                                                  "how long the drive is?"),
    ("the kids asked if we fly home", "do we fly home?"), ("Joan asks if we are driving", "we are driving?"),
])
def test_a_question_reported_in_the_past_is_asked(text: str, asked: str) -> None:
    assert as_asked(text) == asked


@pytest.mark.parametrize(("text", "kind"), [
    ("honestly, up to you for the hotel", "small_talk"), ("you pick the restaurants", "small_talk"),
    ("anything works", "small_talk"), ("undo once more", "undo"), ("and undo the one before that too", "undo"),
])
def test_leaving_the_choice_and_undoing_further_are_read(text: str, kind: str) -> None:
    reading = classify(text)
    assert reading is not None and reading.kind == kind


@pytest.mark.parametrize(("text", "wonders"), [
    ("can we afford nicer hotels?", True), ("could I still afford a 4 star place", True),
    ("we can afford more, make it 4 stars", False),
])
def test_whether_the_budget_affords_a_change_is_only_wondered(text: str, wonders: bool) -> None:
    assert wondered(text) is wonders


def test_the_budget_left_asked_after_a_change_and_what_is_left_to_see(app: Any) -> None:
    _state, said = _chat(app, _OPEN, "so now how much money is left")
    assert "budget" in said and "left" in said
    state, said = _chat(app, _OPEN, "anything left to do on day 2?")
    assert "**Day 2**" in said and "budget" not in said


def test_the_stays_rated_when_asked_to_rate_them(app: Any) -> None:
    _state, said = _chat(app, _OPEN, "rate our hotel please")
    assert "rated" in said


def test_the_priciest_day_asked_with_an_object(app: Any) -> None:
    _state, said = _chat(app, _OPEN, "which day will cost me the most")
    assert "most expensive" in said


def test_two_parts_of_the_cost_compared_are_each_costed(app: Any) -> None:
    before, _said = _chat(app, _OPEN)
    state, said = _chat(app, _OPEN, "are the meals pricier than the hotel?")
    assert "Meals for the whole trip cost" in said and "Stays for the whole trip cost" in said and "cost more" in said
    assert state["plan"] == before["plan"]


def test_undoing_one_change_further_goes_back_two(app: Any) -> None:
    state, said = _chat(app, _OPEN, "make it 3 people", "budget 1000", "undo", "undo once more")
    assert state["trip"]["people_number"] == 2 and state["trip"]["budget"] == 900 and "one more change" in said


def test_part_of_the_party_wondered_away_changes_nothing(app: Any) -> None:
    before, _said = _chat(app, _OPEN)
    state, said = _chat(app, _OPEN, "what if one of us stays behind")
    assert state["trip"] == before["trip"] and "planning it" in said


def test_a_stop_on_the_way_of_a_one_city_trip_moves_nothing(app: Any) -> None:
    before, _said = _chat(app, _OPEN)
    state, said = _chat(app, _OPEN, "could we swing by pittsburgh en route")
    assert state["trip"] == before["trip"] and "can't add a stop in Pittsburgh" in said


def test_a_mode_the_data_lacks_wished_for_is_named(app: Any) -> None:
    _state, said = _chat(app, _OPEN, "we'd take the bus if we could")
    assert "bus" in said and "cannot be planned" in said


@pytest.mark.parametrize(("text", "said"), [("ok thank you anyway", None), ("thx anyways", None), ("plan it anyway", "yes"),
                                           ("ok go ahead anyway", "yes")])
def test_thanks_said_with_anyway_consents_to_nothing(text: str, said: str | None) -> None:
    assert consent(text) == said


def test_crowds_and_spice_disliked_are_named(app: Any) -> None:
    _state, said = _chat(app, _OPEN, "dad hates crowds")
    assert "crowds" in said and "cannot be checked" in said


def test_a_trip_organised_for_a_group_is_talk(app: Any) -> None:
    state, said = _chat(app, "planning a getaway for our running club. Erie to Latrobe, March 26-28 2022, 4 people, $1,600")
    assert state.get("plan") and "running club" not in said


@pytest.mark.parametrize(("text", "compared"), [
    ("would a cab be cheaper than our own car?", True), ("flying vs driving, which is faster?", True),
    ("we'd rather drive", False), ("is the drive long?", False), ("are we driving or flying?", False),
    ("so what else is there besides flying", True), ("can we take a taxi instead of driving?", False),
])
def test_two_ways_of_travelling_held_against_each_other(text: str, compared: bool) -> None:
    assert ways_compared(text) is compared


def test_two_ways_of_travelling_compared_are_each_priced(app: Any) -> None:
    before, _said = _chat(app, _OPEN)
    state, said = _chat(app, _OPEN, "would a cab be cheaper than driving our car?")
    assert "a taxi" in said and "driving your own car" in said and state["trip"] == before["trip"]
