"""The readers and answers the thirty-first held-out conversation set (tests/unit/graphs/test_chat_heldout_thirtyfirst.py,
helper CONV31) changed, each on other words than the set's and on words that only look like them."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from langchain_core.messages import HumanMessage
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.domain.constraints import cuisine, house_rule, night_price, room_type
from himap_travel.domain.constraints.min_rating import RESTAURANTS
from himap_travel.domain.constraints.ratings import read_minimum
from himap_travel.domain.parsing import QueryParseError, parse_request
from himap_travel.domain.parsing.companions import companions_of
from himap_travel.domain.parsing.numbers import budget_in_digits
from himap_travel.domain.parsing.people import read_people
from himap_travel.graphs.chat import build_chat_graph
from himap_travel.nodes.chat.intent_questions import plan_question
from himap_travel.nodes.chat.intent_spelling import spelled
from himap_travel.nodes.chat.rule_merge import _ONLY_CUISINE
from himap_travel.nodes.chat.said_before import pet_named
from himap_travel.nodes.chat.story_aside import without_stories
from himap_travel.nodes.chat.take_back import accepts
from himap_travel.nodes.chat.vague_start import vague_start
from himap_travel.nodes.chat.wishes import consent
from tests.support.chat_checks import local_rules, said_in_thread

_threads = itertools.count()


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


def _chat(app: Any, *messages: str) -> tuple[dict, str]:
    """The state and the reply after the messages, said in one new thread."""
    return said_in_thread(app, f"conv31-fixes-{next(_threads)}", *messages)


_local = local_rules


_OPEN = "Ithaca to Binghamton, March 14-16 2022, 2 people, $900"


def test_common_words_after_go_to_in_lower_case_are_no_destination(app: Any) -> None:
    after, said = _chat(app, _OPEN, "the twins go to sleep early, so nothing with parties please")
    assert after["trip"]["dest"] == "Binghamton" and _local(after).get("stay forbids") == ["parties"]
    assert "unknown destination" not in said


@pytest.mark.parametrize(("text", "forbidden"), [
    ("nothing with smoking please", ("smoking",)), ("we don't smoke, so a place that bans it", ("smoking",)),
    ("nobody here smokes and we'd want a host that does not permit it", ("smoking",)),
    ("we dont smoke and we dont care if they allow it", ()), ("nothing fancy, parties are fine", ()),
])
def test_a_stay_rule_said_by_nothing_with_or_by_a_pronoun(text: str, forbidden: tuple[str, ...]) -> None:
    assert house_rule.read_rules(text).forbidden == forbidden


@pytest.mark.parametrize(("text", "cap"), [
    ("keep every night under $250", 250.0), ("a night no more than $180 please", 180.0), ("budget under $900", None),
])
def test_one_night_said_before_its_bound_caps_the_nightly_price(text: str, cap: float | None) -> None:
    assert night_price.read(text, [], [], []) == cap


@pytest.mark.parametrize(("text", "amount"), [
    ("raise the budget to twelve hundred", "$1200"), ("could we do the trip for three thousand", "$3000"),
    ("do it for two thousand steps", None),
])
def test_an_amount_in_words_after_a_budget_move_is_money(text: str, amount: str | None) -> None:
    written = budget_in_digits(text)
    assert (amount in written) if amount else "$" not in written


def test_a_count_with_a_magnitude_after_for_is_money_no_party() -> None:
    problems: list[str] = []
    assert read_people("can we do it for three thousand", problems).count is None and not problems


@pytest.mark.parametrize(("text", "topic", "day"), [
    ("lunch day 2", "day", 2), ("breakfast on day 3", "day", 3), ("is that any good?", "hotel", None),
    ("how much for a night", "hotel", None), ("nice trip. ratings?", "hotel", None),
])
def test_a_plan_question_said_short(text: str, topic: str, day: int | None) -> None:
    asked = plan_question(text)
    assert asked is not None and (asked.topic, asked.day) == (topic, day)


def test_a_meal_wished_on_a_day_is_no_question() -> None:
    assert plan_question("italian dinner day 1") is None


def test_a_meal_with_its_vowels_dropped_is_the_meal_and_a_word_is_kept() -> None:
    assert spelled("lnch day 2") == "lunch day 2" and spelled("the diner on day 1") == "the diner on day 1"


@pytest.mark.parametrize(("text", "count"), [("what a season, my son and I", 2), ("a reason and my sister and I", 2),
                                             ("me, my son and my daughter", 3)])
def test_a_companion_is_never_inside_a_longer_word(text: str, count: int) -> None:
    assert companions_of(text, []).count == count


@pytest.mark.parametrize(("text", "room"), [("we're ok sharing a room", None), ("we want a shared room", "shared room")])
def test_sharing_said_acceptable_asks_for_no_room_type(text: str, room: str | None) -> None:
    assert room_type.read(text, [], [], []) == room


def test_sharing_said_acceptable_is_accepting() -> None:
    assert accepts("we're fine sharing a room") and not accepts("we want to share a room")


@pytest.mark.parametrize(("text", "only"), [
    ("actually chinese is better", True), ("indian would be better", True), ("forget mexican, indian", True),
    ("forget mexican, and add indian too", False), ("chinese too", False),
])
def test_a_cuisine_said_better_or_in_place_of_another_replaces_the_others(text: str, only: bool) -> None:
    assert bool(_ONLY_CUISINE.search(text)) is only


@pytest.mark.parametrize(("text", "refused"), [("korean would be nicer", True), ("korean would be nicer for the kids", False)])
def test_a_lacking_cuisine_said_better_alone_is_named(text: str, refused: bool) -> None:
    problems: list[str] = []
    cuisine.unknown_cuisines(text, [], problems)
    assert bool(problems) is refused


@pytest.mark.parametrize(("text", "said"), [("lovely, thank you", "yes"), ("great, but add a day", None),
                                            ("wonderful, thanks so much", "yes")])
def test_approval_answers_plan_without_it(text: str, said: str | None) -> None:
    assert consent(text) == said


@pytest.mark.parametrize(("text", "kept"), [("thanks, the kids are thrilled", "thanks,"),
                                            ("where's his birthday lunch on day 2", "where's his birthday lunch on day 2")])
def test_a_remark_on_the_kids_is_an_aside_and_a_question_never(text: str, kept: str) -> None:
    assert without_stories(text).strip() == kept


@pytest.mark.parametrize(("text", "least"), [("restaurants with high ratings, 4.5 or more", 4.5),
                                             ("restaurants with good reviews, say 4+", 4.0)])
def test_a_vague_rating_given_its_number_right_after(text: str, least: float) -> None:
    assert read_minimum(text, RESTAURANTS, [], []) == least


def test_a_vague_rating_alone_is_still_asked_as_a_number() -> None:
    problems: list[str] = []
    assert read_minimum("restaurants with good reviews please", RESTAURANTS, [], problems) is None and problems


@pytest.mark.parametrize("text", ["plan us something fun", "help me plan a quick something"])
def test_a_wish_to_plan_something_opens_a_trip(text: str) -> None:
    assert vague_start(text, opener=True) is not None


def test_a_pet_named_with_its_breed_and_a_city_lived_in_are_no_wish(app: Any) -> None:
    after, said = _chat(app, "me and Rex the labrador, Ithaca to Binghamton, March 14-16 2022, $900",
                        "he grew up in Dallas, he studied in Denver, he lived in Paris")
    assert "Rex" not in said and "Paris" not in said and not after.get("missing")


@pytest.mark.parametrize(("earlier", "read"), [("me and Rex the labrador", "the dog is staying home"),
                                               ("me and Rex the clown", "Rex is staying home")])
def test_a_pet_named_with_the_and_its_kind_is_the_pet_later(earlier: str, read: str) -> None:
    state: Any = {"messages": [HumanMessage(earlier), HumanMessage("Rex is staying home")]}
    assert pet_named("Rex is staying home", state) == read


@pytest.mark.parametrize(("said", "problem"), [("i want to go to rome", "unknown destination 'rome'"),
                                               ("we go to bed early", "missing destination")])
def test_everyday_words_after_go_to_are_no_place_and_a_name_still_is(sandbox: Any, said: str, problem: str) -> None:
    with pytest.raises(QueryParseError) as caught:
        parse_request(f"from boston, {said}, march 3-5 2022, 2 people, $900", sandbox)
    assert problem in str(caught.value)
