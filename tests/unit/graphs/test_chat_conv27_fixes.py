"""The readers and answers the twenty-seventh held-out conversation set (tests/unit/graphs/
test_chat_heldout_twentyseventh.py, helper CONV27) changed, each on the ways people say it and on words that only look
like it."""

from __future__ import annotations

from typing import Any

import pytest

from himap_travel.domain.constraints import house_rule, stay_rating
from himap_travel.nodes.chat.after_parsing import _asked_not_changed
from himap_travel.nodes.chat.along import ASKED, answers_along, asked_along
from himap_travel.nodes.chat.date_edits import with_month
from himap_travel.nodes.chat.favoured_kept import not_improved
from himap_travel.nodes.chat.intent import classify
from himap_travel.nodes.chat.intent_preference_edit import stated_as_rule
from himap_travel.nodes.chat.intent_preferences import sarcastic_part
from himap_travel.nodes.chat.intent_spelling import spelled
from himap_travel.nodes.chat.not_applied import CANNOT_TELL, _nothing_new
from himap_travel.nodes.chat.restated import field_back
from himap_travel.nodes.chat.said_before import people_count
from himap_travel.nodes.chat.understanding import understand_message
from himap_travel.nodes.chat.undo import further_back, undo_last
from himap_travel.nodes.chat.wishes import asked_unknowable
from tests.support.chat_checks import days_of
from tests.support.chat_trips import PLAN, TRIP


def _version(budget: int) -> dict[str, Any]:
    return {"trip": {**TRIP, "budget": budget}, "plan": [{"days": 1, "budget": budget}]}


def _after_an_undo() -> dict[str, Any]:
    """A thread of three versions (budgets 1000, 1200, 1400: the newest current), right after one "undo"."""
    state = {**_version(1400), "previous": _version(1200), "earlier": [_version(1000)]}
    return {**state, **undo_last(state)}


def test_undo_one_more_right_after_an_undo_goes_one_version_further_back() -> None:
    state = _after_an_undo()
    assert state["trip"]["budget"] == 1200
    for said in ("undo one more", "go back another one", "undo further"):
        assert further_back(said, state)["trip"]["budget"] == 1000
    for said in ("undo", "undo again"):  # the undo said again redoes, as its reply tells
        assert further_back(said, state) is None
    oldest = {**state, **further_back("undo one more", state)}
    assert "nothing further to undo" in further_back("undo one more", oldest)["answer"]


def test_undo_one_more_is_no_further_step_when_the_last_turn_was_no_undo() -> None:
    assert further_back("undo one more", {**_version(1400), "previous": _version(1200), "earlier": []}) is None


@pytest.mark.parametrize(("text", "read"), [
    ("hw much 4 day 1", "how much for day 1"), ("cost 4 night 2?", "cost for night 2?"),
    ("how much 4 day 2 people", "how much 4 day 2 people"),  # a length said with the party stays a length
    ("4 days in march", "4 days in march"),
])
def test_4_written_for_for_before_a_numbered_day(text: str, read: str) -> None:
    assert spelled(text) == read


def test_a_mistyped_question_word_still_asks() -> None:
    text = "hw much 4 day 1"
    assert _asked_not_changed(classify(text), text)


def test_nicer_stays_that_cannot_be_better_offer_the_stay_swapped() -> None:
    kept = not_improved("hotels", {"mean_lodging_rating": 4.0}, {"mean_lodging_rating": 4.0})
    assert kept is not None and 'say "not that hotel"' in kept
    assert "not that hotel" not in (not_improved("sights", {"sights": 4}, {"sights": 4}) or "")
    assert not_improved("hotels", {"mean_lodging_rating": 3.0}, {"mean_lodging_rating": 4.0}) is None


@pytest.mark.parametrize(("text", "part"), [
    ("wow a 2 star hotel, how luxurious. can we do better?", "hotels"),
    ("a 6am flight, just what we wanted", "humane_hours"),
    ("how nice is the hotel?", None),  # a question, no mockery
    ("how lovely, thanks!", None),  # praise of nothing the plan has
])
def test_ironic_praise_is_a_complaint_of_the_part_it_names(text: str, part: str | None) -> None:
    assert sarcastic_part(text) == part


def test_a_mocked_rating_is_no_rule() -> None:
    assert not stated_as_rule("hotels", "wow a 2 star hotel, how luxurious. can we do better?")
    assert stated_as_rule("hotels", "a better hotel, 4 stars or more")


@pytest.mark.parametrize(("text", "cannot"), [
    ("is the airport far from the hotel?", True), ("what's the distance from the hotel to the beach?", True),
    ("what airline is it?", True), ("which carrier are we on", True),
    ("how far is the drive?", False), ("how much are the flights?", False),
])
def test_what_the_data_cannot_say_of_a_trip(sandbox: Any, text: str, cannot: bool) -> None:
    assert bool(asked_unknowable(text, sandbox)) == cannot


def test_a_question_the_data_cannot_answer_beside_a_change_says_so(sandbox: Any) -> None:
    along = asked_along("add my sister so 3 of us, and does the hotel have a pool?", sandbox)
    assert along is not None
    asks, rest = along
    assert rest == "add my sister so 3 of us" and asks[0][ASKED] == "does the hotel have a pool?"
    answer = answers_along(asks, {"trip": TRIP, "plan": PLAN}, sandbox)[0]
    assert answer.startswith(CANNOT_TELL) and "amenities" in answer and "Private Oasis" in answer
    plain = asked_along("make it 3 people, and where do we stay?", sandbox)
    assert plain is not None and not answers_along(plain[0], {"trip": TRIP, "plan": PLAN}, sandbox)[0].startswith(CANNOT_TELL)


@pytest.mark.parametrize("text", ["and i meant 1300 not 1100", "its 1300 not 1100", "1300 instead of 1100"])
def test_a_value_corrected_in_its_words_is_read_whole(sandbox: Any, text: str) -> None:
    result = understand_message(text, sandbox, {**TRIP, "budget": 1100})
    assert result.draft["budget"] == 1300 and not result.missing and not result.problems


@pytest.mark.parametrize(("text", "count"), [("sorry, 3 kids not 2", 5), ("it's 2 adults, not 3", 3),
                                             ("1 kid instead of 2", 3)])
def test_a_count_of_some_travellers_corrected_changes_the_party_by_the_difference(text: str, count: int) -> None:
    counted = people_count(text, {"trip": {**TRIP, "people_number": 4}})
    assert counted is not None and f"{count} people" in counted[0]


def test_a_count_corrected_with_no_party_held_is_not_guessed() -> None:
    assert people_count("sorry, 3 kids not 2", {"trip": None}) is None


@pytest.mark.parametrize(("text", "minimum"), [("4* min", 4.0), ("hotels 3* or better", 3.0), ("**4** people", None)])
def test_an_asterisk_after_a_number_is_stars(text: str, minimum: float | None) -> None:
    assert stay_rating.read(text, [], [], []) == minimum


@pytest.mark.parametrize("text", ["the hotel not allowing smoking", "a host not permitting smoking",
                                  "somewhere banning smoking"])
def test_a_stay_not_allowing_a_rule_forbids_it(text: str) -> None:
    assert house_rule.read_rules(text).forbidden == ("smoking",)


@pytest.mark.parametrize(("text", "month", "put"), [
    ("can we do june instead, the 10th to 12th", "March", "can we do june instead, june 10th to 12th"),
    ("leave on the 16th", "March", "leave on March 16th"),
    ("we may leave on the 16th", "March", "we may leave on the 16th"),  # "may" the verb names no month
    ("june 10-12", "March", "june 10-12"),  # a month beside its days
])
def test_a_month_said_apart_gives_the_days_said_without_one(text: str, month: str, put: str) -> None:
    assert with_month(text, month) == put


_MARCH = {**TRIP, "date": days_of(12, 14), "days": 3}


@pytest.mark.parametrize(("text", "first"), [("i meant april not march", "2022-04-12"), ("move it to june", "2022-06-12"),
                                             ("april instead of march", "2022-04-12"),
                                             ("ok march then", "2022-03-12"),  # its own month: nothing moves
                                             ("we may go later", "2022-03-12")])
def test_a_month_said_alone_moves_the_trip_keeping_its_days(sandbox: Any, text: str, first: str) -> None:
    result = understand_message(text, sandbox, _MARCH)
    assert result.draft["date"][0] == first and len(result.draft["date"]) == 3
    if first != "2022-03-12":
        assert not result.missing and any("I moved the trip to" in n for n in result.notes)


def test_the_month_the_dates_had_said_back_brings_them_back() -> None:
    june = {**TRIP, "date": ["2022-06-10", "2022-06-11", "2022-06-12"], "days": 3}
    back = field_back("fine, keep march", june, {**TRIP, "date": days_of(19, 21), "days": 3})
    assert back is not None and back.draft["date"] == days_of(19, 21)
    assert field_back("fine, keep april", june, {**TRIP, "date": days_of(19, 21), "days": 3}) is None


@pytest.mark.parametrize("text", ["why do you need to know?", "why?", "but why does that matter", "how come?",
                                  "why is that needed"])
def test_the_open_question_asked_about_says_why_each_thing_is_needed(text: str) -> None:
    said = _nothing_new(text, {"org": "Belleville", "dest": "Peoria"}, ["people_number", "budget"])
    assert said.startswith("I ask because") and "number of people" in said and "budget" in said


@pytest.mark.parametrize("text", ["why not 3", "lots of us", "why do you need to know? 4 people"])
def test_other_words_while_a_question_is_open_are_no_question_about_it(text: str) -> None:
    assert _nothing_new(text, {"org": "Belleville", "dest": "Peoria"}, ["people_number"]).startswith("I couldn't read")


def test_a_question_said_along_is_answered_on_its_own_words(sandbox: Any) -> None:
    along = asked_along("make it 4 days and whats the cheapest hotel there?", sandbox)
    assert along is not None
    answer = answers_along(along[0], {"trip": TRIP, "plan": PLAN, "day_costs": [300.0, 100.0]}, sandbox)[0]
    assert "Private Oasis" in answer and "Day 2 is the cheapest" not in answer
