"""The readers and answers the twenty-sixth held-out conversation set (tests/unit/graphs/test_chat_heldout_twentysixth.py,
helper CONV26) changed, each on the ways people say it and on words that only look like it."""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.messages import HumanMessage

from himap_travel.domain.parsing import read_text
from himap_travel.domain.parsing.spelling import spelled
from himap_travel.nodes.chat.answers import _PART_ASKED, _diet_named, cannot_do
from himap_travel.nodes.chat.intent_preferences import PREFERENCES_BY_PART
from himap_travel.nodes.chat.loose_times import loosely_timed
from himap_travel.nodes.chat.message_effect import Understanding
from himap_travel.nodes.chat.not_applied import _kept_out_already, _only_held
from himap_travel.nodes.chat.rule_value import rule_value_said
from himap_travel.nodes.chat.said_before import people_count
from himap_travel.nodes.chat.said_likewise import likewise
from himap_travel.nodes.chat.swap import Swap, swap_said
from himap_travel.nodes.chat.take_back import held_wishes, taken_back
from himap_travel.nodes.chat.understanding import _tour_start

_PRISON = {"local_constraint": {"must see": ["Yuma Territorial Prison State Historic Park"]}}


@pytest.mark.parametrize(("text", "dropped"), [
    ("but skip the water park", []),  # a kind the held sight is not: no take-back ("park" alone is no water park)
    ("skip the prison", ["Yuma Territorial Prison State Historic Park"]),  # the held sight by its own word
    ("skip the territorial prison park", ["Yuma Territorial Prison State Historic Park"]),
])
def test_an_avoidance_by_kind_takes_back_only_a_sight_of_that_kind(text: str, dropped: list[str]) -> None:
    assert [h.item for h in taken_back(text, held_wishes(_PRISON)).dropped] == dropped


def test_a_kind_the_data_lacks_kept_out_is_said() -> None:
    note = "avoid sights: the data has no water park among the sights of Yuma, so none is planned"
    assert _kept_out_already(Understanding({}, [], notes=[note])) == (
        "Nothing changed: the data has no water park among the sights of Yuma, so none is planned.")
    assert _kept_out_already(Understanding({}, [], notes=["'1200': read as the budget"])) is None


_IDAHO = {"org": "Salt Lake City", "dest": "Idaho", "visiting_city_number": 2, "local_constraint": {}}


@pytest.mark.parametrize(("text", "org"), [("start in boise", None), ("actually start the tour in twin falls", None),
                                           ("boise to idaho", "Boise")])  # a whole route names its origin
def test_a_tours_start_is_its_first_stop_never_its_origin(sandbox: Any, text: str, org: str | None) -> None:
    reading = read_text(text, sandbox, trip=("Salt Lake City", "Idaho", 2))
    assert _tour_start(reading, _IDAHO, sandbox).org == org


@pytest.mark.parametrize(("text", "put"), [("colorado sprngs to north plate", "colorado springs to north plate"),
                                           ("Colorado Sprngs to Denver", "Colorado Springs to Denver")])
def test_a_city_word_put_right_keeps_the_case_it_was_typed_in(sandbox: Any, text: str, put: str) -> None:
    assert spelled(text, sandbox) == put


def test_two_misspelt_cities_in_lower_case_are_both_named(sandbox: Any) -> None:
    reading = read_text("colorado sprngs to north plate march 21-23 2022 2 ppl 1300", sandbox)
    assert "north plate" in reading.suggestions and "North Platte" in reading.suggestions["north plate"]


@pytest.mark.parametrize(("text", "meal"), [("how much is dinner on day 1", "dinner"),
                                            ("how much was the lunch for day 2?", "lunch"),
                                            ("how much is the food on day 2", None), ("how much is dinner", None)])
def test_one_meals_cost_asked_on_its_day(text: str, meal: str | None) -> None:
    asked = _PART_ASKED.search(text)
    assert (asked.groupdict().get("meal") if asked else None) == meal


_PLAN = [{"days": 1, "current_city": "from Saginaw to Pellston", "breakfast": "-", "lunch": "-", "attraction": "-",
          "dinner": "Zunzi's, Pellston", "accommodation": "Loft, Pellston"},
         {"days": 2, "current_city": "Pellston", "breakfast": "-", "lunch": "Marble, Pellston", "attraction": "-",
          "dinner": "-", "accommodation": "Loft, Pellston"}]


@pytest.mark.parametrize(("text", "swap"), [
    ("and we don't want the lunch place on day 2", Swap("avoid restaurants", ["Marble"], "lunch on day 2")),
    ("we dont want that dinner spot on day 1", Swap("avoid restaurants", ["Zunzi's"], "dinner on day 1")),
    ("we don't want the museum", None),
])
def test_a_meals_place_not_wanted_is_swapped(text: str, swap: Swap | None) -> None:
    assert swap_said(text, _PLAN) == swap


@pytest.mark.parametrize(("text", "avoided"), [("neither of us can stand seafood", ["Seafood"]),
                                               ("none of them can stomach indian food", ["Indian"]),
                                               ("neither of us can stand waiting, so italian please", None)])
def test_a_cuisine_none_of_the_party_can_stand_is_avoided(sandbox: Any, text: str, avoided: list[str] | None) -> None:
    assert read_text(text, sandbox, trip=("Cedar City", "Moab", 1)).local_constraint.avoid_cuisines == avoided


def _thread(*said: str) -> list[HumanMessage]:
    return [HumanMessage(content=text) for text in said]


@pytest.mark.parametrize(("said", "read"), [
    (("we must see presque isle state park", "and skip the zoo, not into zoos", "oh and the lighthouse too"),
     "also skip the lighthouse"),
    (("we must see presque isle state park", "oh and the lighthouse too"), "we also want to see the lighthouse"),
    (("skip the zoo", "and mexican too"), "and mexican too"),  # a cuisine's
])
def test_a_sight_added_to_a_sight_skipped_is_skipped(sandbox: Any, said: tuple[str, ...], read: str) -> None:
    assert likewise(said[-1], _thread(*said), sandbox) == read


@pytest.mark.parametrize("text", ["santa rosa to santa maria march 10-12 2022, just me, $900, i really want thai food",
                                  "santa rosa to santa maria march 10-12 2022, just me, $900, we want thai food"])
def test_a_cuisine_the_data_lacks_asked_for_is_named_once(sandbox: Any, text: str) -> None:
    reading = read_text(text, sandbox)
    assert not reading.unread and any("thai" in p for p in reading.problems)


@pytest.mark.parametrize(("text", "held", "said"), [
    ("ugh fine, 180 a night then", {"max night price": 150.0}, "Nothing over $180 a night for the room, please."),
    ("ugh fine, 180 a night then", {}, "ugh fine, 180 a night then"),  # no cap held: no rule of it
])
def test_a_nightly_cap_said_again_after_a_sigh(text: str, held: dict, said: str) -> None:
    assert rule_value_said(text, {"trip": {"local_constraint": held}}) == said  # type: ignore[typeddict-item]  # a partial state


@pytest.mark.parametrize("wish", ["i'd like to fly", "we want to fly", "we want to drive"])
def test_a_way_of_travelling_wished_is_talk_about_the_trip(sandbox: Any, wish: str) -> None:
    assert not read_text(f"dallas to lake charles march 8-10 2022, 1 person, $900, {wish}", sandbox).unread


_WINDOW = {"local_constraint": {"flight times": [{"leg": "every", "depart_from": "10:00", "depart_until": "14:00"}]}}


@pytest.mark.parametrize(("text", "trip", "read"), [
    ("eh make it after 5pm instead", _WINDOW, "flights after 5pm instead"),
    ("after 5pm then", _WINDOW, "flights after 5pm then"),
    ("eh make it after 5pm instead", {"local_constraint": {}}, "eh make it after 5pm instead"),  # no window held
    ("dinner after 7pm", _WINDOW, "dinner after 7pm"),
    ("no wait, by 8pm", _WINDOW, "no wait, by 8pm"),  # the held bound's new value (``rule_value``)
])
def test_a_bound_alone_changes_the_window_held(text: str, trip: dict, read: str) -> None:
    assert loosely_timed(text, trip) == read


@pytest.mark.parametrize(("text", "dest"), [("no wait, lexington was better", "Lexington"),
                                            ("actually tampa is the better pick", "Tampa"),
                                            ("lexington was better than louisville for the horses", None)])
def test_a_place_said_to_be_better_is_where_the_trip_goes(sandbox: Any, text: str, dest: str | None) -> None:
    assert read_text(text, sandbox, trip=("Owensboro", "Louisville", 1)).dest == dest


_PARTY = {"trip": {"people_number": 8}}


@pytest.mark.parametrize(("text", "read"), [("3 dropped out so 5", "3 people dropped out so 5"),
                                            ("two bailed, it's 4 now", "two bailed, it's 4 people now"),
                                            ("3 and 5", None)])
def test_the_count_of_those_who_leave_is_no_party(text: str, read: str | None) -> None:
    said = people_count(text, _PARTY)  # type: ignore[arg-type]  # a partial state
    assert (said[0] if said else None) == read


@pytest.mark.parametrize(("text", "held", "kept"), [
    ("ok just the battlefield then", ["Petersburg National Battlefield"], True),
    ("only the battlefield", ["Petersburg National Battlefield", "Blandford Church"], False),  # keeping one is a change
    ("just the zoo", ["Petersburg National Battlefield"], False),
])
def test_the_one_wish_held_said_alone_is_kept(text: str, held: list[str], kept: bool) -> None:
    state: Any = {"trip": {"local_constraint": {"must see": held}}}
    answer = _only_held(text, state)
    assert (answer is not None and "nothing changed" in answer) == kept


@pytest.mark.parametrize(("said", "named"), [("and we're vegan", "such as vegan"), ("gluten-free options?", "such as gluten-free"),
                                             ("any allergy info?", None)])
def test_a_diet_the_data_cannot_serve_is_named(said: str, named: str | None) -> None:
    answer = _diet_named(cannot_do("diets"), "diets", said)
    assert (named in answer) if named else answer == cannot_do("diets")


@pytest.mark.parametrize(("text", "nicer"), [("hmm actually go nicer", True), ("let's go nicer", True),
                                             ("go nice", False)])
def test_nicer_after_go(text: str, nicer: bool) -> None:
    assert bool(PREFERENCES_BY_PART["overall"].search(text)) == nicer


@pytest.mark.parametrize("opening", ["ok fine let's do it after all", "let's go for it", "lets do this"])
def test_going_ahead_is_talk(sandbox: Any, opening: str) -> None:
    assert not read_text(f"{opening}: gustavus to hibbing march 13-15 2022, 2 people, 1200", sandbox).unread
