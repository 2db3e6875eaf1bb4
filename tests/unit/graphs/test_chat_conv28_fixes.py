"""The readers and answers the twenty-eighth held-out conversation set (tests/unit/graphs/
test_chat_heldout_twentyeighth.py, helper CONV28) changed, each on the ways people say it and on words that only look
like it."""

from __future__ import annotations

from typing import Any

import pytest

from himap_travel.domain.constraints import house_rule
from himap_travel.domain.parsing import read_text
from himap_travel.domain.parsing.people import read_people
from himap_travel.domain.parsing.unread_names import NOT_A_NAME
from himap_travel.nodes.chat.answers import cannot_do
from himap_travel.nodes.chat.intent import classify
from himap_travel.nodes.chat.short_answer import _core, _likely_field
from himap_travel.nodes.chat.undo import other_trip_back
from tests.support.chat_checks import days_of
from tests.support.chat_trips import PLAN, TRIP


def _rule(text: str, sandbox: Any, field: str) -> Any:
    return getattr(read_text(text, sandbox).local_constraint, field)


@pytest.mark.parametrize(("text", "budget"), [
    ("sarasota -> tampa march 19-21 2022, 2 ppl, 600 😎", 600), ("sarasota to tampa march 19-21 2022, 2 ppl, 600 💸🙏", 600),
    ("sarasota to tampa march 19-21 2022, 2 ppl, 600", 600),
])
def test_a_budget_before_an_emoji_is_read(sandbox: Any, text: str, budget: int | None) -> None:
    assert read_text(text, sandbox).budget == budget


@pytest.mark.parametrize(("text", "count"), [
    ("west palm beach to miami, jus me, $500", 1), ("savannah to charlotte, just her, $800", 1),
    ("my client, only him.", 1), ("me and my husband and our two childs", 4),
    ("just her and me", None),  # (two said: no count of one)
])
def test_slang_and_a_learners_plural_count_the_party(text: str, count: int | None) -> None:
    reading = read_people(text, [])
    assert reading.count == count if count is not None else reading.count != 1


def test_childs_ask_for_children_and_their_ages_take_it_back() -> None:
    assert house_rule.read_rules("me and my husband and our two childs").asked == ("children under 10",)
    assert house_rule.read_rules("the childs are 12 and 14 years").asked in (None, ())


@pytest.mark.parametrize(("text", "kind"), [
    ("is possible more cheap?", "preference"), ("bruh thats mad expensive 😭", "preference"),
    ("hella pricey", "preference"), ("lowkey expensive tbh", "preference"),
    ("bet 👍", "small_talk"), ("thx fam", "small_talk"), ("You are very kind. Goodbye.", "small_talk"),
    ("Thank you ever so much, you have been most helpful.", "small_talk"),
    ("what can you change about this plan?", "help"), ("what can you do for us?", "help"),
    ("wya hotel lookin like", "question"),
    ("Might you tell me what the hotel costs per night? I am on a pension and must be careful.", "question"),
])
def test_ways_people_say_the_common_intents(text: str, kind: str) -> None:
    intent = classify(text)
    assert intent is not None and intent.kind == kind


def test_mad_more_and_cheap_are_no_cost_wish_alone() -> None:
    for text in ("i'm mad about the hotel", "more sights please", "the cheap seats"):
        intent = classify(text)
        assert intent is None or intent.preference != "cheapest"


@pytest.mark.parametrize(("text", "subject"), [
    ("can you book hotels?", "booking and payment"), ("do you book flights for us", "booking and payment"),
    ("are you able to plan trips abroad, like to paris?", "abroad"), ("anything overseas?", "abroad"),
    ("can you email this to my client?", "sending"),
])
def test_what_the_assistant_cannot_do_is_named(text: str, subject: str) -> None:
    intent = classify(text)
    assert intent is not None and intent.kind == "out_of_scope" and intent.subject == subject
    assert "can't" in cannot_do(intent.subject)


@pytest.mark.parametrize("text", ["Can you send me the itinerary for day 2?", "Thanks, I'll forward it to her.",
                                  "we will share it with the group later, thanks", "book club meets on day 2"])
def test_a_day_shown_or_sent_by_the_writers_is_no_sending(text: str) -> None:
    intent = classify(text)
    assert intent is None or intent.subject != "sending"


@pytest.mark.parametrize(("text", "core", "field"), [
    ("what if it's 3?", "3", "people_number"), ("how about 4?", "4", "people_number"), ("can it be 2?", "2", "people_number"),
    ("it's 3", "3", "people_number"), ("$900?", "$900", "budget"),
])
def test_an_answer_put_as_a_question_is_the_answer(text: str, core: str, field: str) -> None:
    assert _core(text) == core and _likely_field(text) == field


def _switched() -> dict[str, Any]:
    """A thread that planned Newark -> Savannah, then opened Chicago -> Boise (the current trip)."""
    other = {**TRIP, "org": "Chicago", "dest": "Boise", "local_constraint": {}}
    return {"trip": other, "plan": None, "previous": {"trip": TRIP, "plan": PLAN}, "earlier": []}


@pytest.mark.parametrize("text", ["actually let's go back to the first trip", "back to the other trip pls",
                                  "go back to the previous trip"])
def test_the_first_trip_comes_back_after_another_was_opened(text: str) -> None:
    back = other_trip_back(text, _switched())
    assert back is not None and back["trip"] == TRIP and back["plan"] == PLAN
    assert "Newark to Savannah" in back["notes"][0]


def test_the_first_trip_is_no_other_when_every_version_has_the_route() -> None:
    state = {"trip": TRIP, "plan": PLAN, "previous": {"trip": {**TRIP, "budget": 900}, "plan": PLAN}, "earlier": []}
    assert other_trip_back("go back to the first trip", state) is None
    assert other_trip_back("undo", _switched()) is None


@pytest.mark.parametrize(("text", "key", "value"), [
    ("santa barbara to burbank march 8-10 2022 2 people 1200. Neither of us can abide cigarette smoke",
     "stay_forbids", ["smoking"]),
    ("santa barbara to burbank march 8-10 2022 2 people 1200, i can't stand dogs", "stay_forbids", ["pets"]),
    ("sacramento to medford march 13-15 2022 3 people 1500, we not eat the chinese food", "avoid_cuisines", ["Chinese"]),
    ("evansville to fort wayne march 14-16 2022 2 people 1100\n- No smoking\n- Prefer Chinese food", "cuisine",
     ["Chinese"]),
])
def test_rules_said_as_these_people_say_them(sandbox: Any, text: str, key: str, value: Any) -> None:
    assert _rule(text, sandbox, key) == value


def test_a_letters_end_date_is_read(sandbox: Any) -> None:
    reading = read_text("santa barbara to burbank, commencing on the 8th of March 2022 and concluding on the 10th, "
                        "2 people, 1200", sandbox)
    assert reading.date == days_of(8, 10) and reading.days == 3


@pytest.mark.parametrize("text", [
    "Dear Sir, I wish to tour Minnesota from Des Moines, visiting two cities over five days beginning the 16th of March "
    "2022, for myself alone, with a budget of $2,000. Yours truly, Arthur",
    "Changes:\n* evansville to fort wayne\n* march 14-16 2022\n* 2 people\n* budget 1300",
    "hold on, let me also look at something else: killeen to del rio march 24-26 2022, 1 person, 900",
    "my client wants to go from atlanta to charleston march 20-22 2022, 2 people, $1,400",
])
def test_greetings_headings_and_asides_ask_nothing(sandbox: Any, text: str) -> None:
    reading = read_text(text, sandbox)
    assert not reading.problems and not getattr(reading, "unread", None)


def test_the_words_of_address_name_no_place() -> None:
    assert {"sir", "madam", "dear", "changes", "requirements"} <= NOT_A_NAME
