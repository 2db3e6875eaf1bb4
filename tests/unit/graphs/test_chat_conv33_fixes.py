"""The readers the thirty-third held-out conversation set (tests/unit/graphs/test_chat_heldout_thirtythird.py, helper
CONV33) changed, each on other words than the set's and on words that only look like them (fail closed: nothing
changed in silence; not shut: what is legitimate still read)."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.domain.constraints.avoid_sights import kinds_ruled_out
from himap_travel.domain.parsing import read_text
from himap_travel.graphs.chat import build_chat_graph
from himap_travel.nodes.chat.date_edits import with_month
from himap_travel.nodes.chat.intent import classify
from himap_travel.nodes.chat.intent_questions import days_named
from himap_travel.nodes.chat.vague_start import vague_start
from tests.support.chat_checks import local_rules, said_in_thread

_threads = itertools.count()


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


def _chat(app: Any, *messages: str) -> tuple[dict, str]:
    """The state and the reply after the messages, said in one new thread."""
    return said_in_thread(app, f"conv33-fixes-{next(_threads)}", *messages)


_OPEN = "Branson to Des Moines, March 10-12 2022, 2 people, $1,200"


# A meal or a part of a day after an ordinal counts the trip's days, never the month's (the dates were moved in
# silence to the 2nd: date_edits._DAY_OF_MONTH), and the question reads that day (intent_questions._DAY).
@pytest.mark.parametrize(("text", "moved"), [
    ("dinner on the 3rd evening?", False), ("what's the 2nd breakfast", False), ("lunch the 1st afternoon", False),
    ("leave on the 14th instead", True), ("move it to the 12th", True),
])
def test_an_ordinal_before_a_part_of_a_day_is_no_date(text: str, moved: bool) -> None:
    assert ("March" in with_month(text, "March")) is moved


@pytest.mark.parametrize(("text", "days"), [
    ("dinner on the 3rd evening?", [3]), ("where's breakfast our 1st morning", [1]), ("the last evening, what's on", [-1]),
])
def test_a_day_named_by_its_ordinal_in_figures_and_its_part(text: str, days: list[int]) -> None:
    assert days_named(text) == days


def test_a_meal_asked_of_the_nth_morning_keeps_the_dates(app: Any) -> None:
    before, _said = _chat(app, _OPEN)
    after, said = _chat(app, _OPEN, "and lunch on the 3rd afternoon?")
    assert after["trip"]["date"] == before["trip"]["date"] and "Day 3" in said


# A heart typed as "<3" thanks; never a bound "under 3" (a held rating was lowered in silence: intent_cues)
@pytest.mark.parametrize(("text", "kind"), [
    ("thank u <3", "small_talk"), ("love it <3 <3", "small_talk"), ("<3", "small_talk"),
    ("ratings <3 are fine", None), ("<3 stars ok", None),
])
def test_a_typed_heart_is_thanks(text: str, kind: str | None) -> None:
    reading = classify(text)
    assert (reading.kind if reading else None) == kind


def test_a_heart_after_a_rating_keeps_the_rating(app: Any) -> None:
    after, said = _chat(app, _OPEN, "restaurants rated 4.5 or better", "thanks so much <3")
    assert local_rules(after).get("min rating") == 4.5 and said.startswith("You're welcome")


# A night's price asked in any order and with any word of cost is the stay's, never the trip's total
# (intent_questions "hotel"), and "pay" asking a price is no booking (intent_scope)
@pytest.mark.parametrize(("text", "topic"), [
    ("per night, what's that costing?", "hotel"), ("how much each night for the room?", "hotel"),
    ("what are we paying a night", "hotel"), ("what do we pay in total", "total"), ("how much is day 3", "day_cost"),
])
def test_a_nights_price_asked_any_way_is_the_stays(text: str, topic: str) -> None:
    reading = classify(text)
    assert reading is not None and reading.kind == "question" and reading.topic == topic


@pytest.mark.parametrize("text", ["can we pay with paypal", "pay the hotel for us", "take payment now"])
def test_paying_itself_is_still_out_of_scope(text: str) -> None:
    reading = classify(text)
    assert reading is not None and reading.subject == "booking and payment"


# The way there asked with a direction ("how do we get over there"), the total as "the bill" (intent_questions)
@pytest.mark.parametrize(("text", "topic"), [
    ("how are we getting down there", "travel"), ("how do i get over there", "travel"), ("and the bill?", "total"),
    ("how big is the bill", "total"),
])
def test_the_way_and_the_bill_asked(text: str, topic: str) -> None:
    reading = classify(text)
    assert reading is not None and reading.topic == topic


# Farewells and thanks of their own ("so long", "ta-ta", "god bless you") and an undo of "that one" (intent_cues)
@pytest.mark.parametrize(("text", "kind"), [
    ("so long, and thanks", "small_talk"), ("ta-ta for now", "small_talk"), ("god bless you", "small_talk"),
    ("toodle-oo", "small_talk"), ("nothing more from me, farewell", "small_talk"), ("so long as it's cheap", None),
    ("we'll take that one", None), ("please take that one back", "undo"),
])
def test_farewells_and_an_undo_of_that_one(text: str, kind: str | None) -> None:
    reading = classify(text)
    assert (reading.kind if reading else None) == kind


def test_thanks_by_a_blessing_while_a_question_is_open_is_welcomed(app: Any) -> None:
    after, said = _chat(app, "Branson to Des Moines, March 10-12 2022, 2 people", "bless you")
    assert said.startswith("You're welcome") and after.get("missing")


# A wish to travel in other words ("a long weekend", "get out of the city") starts a trip and asks for the rest
# (vague_start._TRIP_WISH)
@pytest.mark.parametrize(("text", "starts"), [
    ("need to get out of the city for a bit", True), ("thinking a long weekend somewhere", True),
    ("we want a couple of days away", True), ("my weekend was long", False),
])
def test_a_wish_to_get_away_in_other_words_starts_a_trip(text: str, starts: bool) -> None:
    assert (vague_start(text, opener=True) is not None) is starts


# A kind of sight wanted little of is ruled out, named in the reply (avoid_sights.AVOID_CUE)
@pytest.mark.parametrize(("text", "kind"), [
    ("not so many zoos please", "the zoos"), ("go easy on the parks", "the parks"), ("not that many museums", "the museums"),
    ("not too many people", None),
])
def test_a_kind_wanted_little_of_is_ruled_out(text: str, kind: str | None) -> None:
    assert [k for _at, k in kinds_ruled_out(text)][:1] == ([kind] if kind else [])


# Many sights said beside a busy pace are that pace, never named as unkept beside it (caveats._busy_pace); said alone
# they are still named
def test_many_sights_beside_a_busy_pace_are_that_pace(app: Any) -> None:
    after, said = _chat(app, _OPEN, "a full schedule please, loads of sights")
    assert (local_rules(after).get("pace") or {}).get("least") and not after.get("missing") and after.get("plan")
    after, said = _chat(app, "Branson to Des Moines, March 10-12 2022, 2 people, $1,200, loads of sights")
    assert "gives no number of sights" in said


# Words from inside a sight's name followed by a word of emphasis are that sight, never another name going on
# (said_alone_stands._NAME_GOES_ON); a word that may go on a name still stops it
@pytest.mark.parametrize(("text", "seen"), [
    ("the heritage museum naturally", True), ("heritage museum certainly", True), ("the heritage museum district", False),
])
def test_inner_words_of_a_name_then_emphasis_are_that_sight(sandbox: Any, text: str, seen: bool) -> None:
    reading = read_text(text, sandbox, trip=("Bloomington", "Muskegon", 1))
    held = (reading.local_constraint.must_see if reading.local_constraint else None) or []
    assert (held == ["Muskegon Heritage Museum of Business & Industry"]) is seen
