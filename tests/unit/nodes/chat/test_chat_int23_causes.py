"""The causes the twenty-third held-out intents set found (tests/unit/nodes/chat/test_chat_intents_heldout_twentythird.py),
each checked on its own with sentences of its own: what ``understand`` does with one turn on the set's planned threads
(Las Vegas -> Stockton by air for one, Washington -> Orlando by car for two), and the readers some of them needed.
"""

from __future__ import annotations

from typing import Any

from langchain_core.messages import AIMessage, HumanMessage

from himap_travel.nodes.chat.answers import CAN_DO
from himap_travel.nodes.chat.intent import classify
from himap_travel.nodes.chat.typed_loosely import restored
from himap_travel.nodes.chat.understand import understand
from tests.unit.nodes.chat.test_chat_intents_heldout_twentythird import ORL, ORL_RULED, STK, STK_RULED, STK_UNDONE


def _said(thread: dict[str, Any], message: str, after: tuple[str, str] | None = None) -> dict[str, Any]:
    earlier = [HumanMessage(after[0]), AIMessage(after[1])] if after else []
    return understand({**thread, "messages": [*earlier, HumanMessage(message)]}, None)  # type: ignore[arg-type]


def _rules(update: dict[str, Any]) -> dict[str, Any]:
    return (update.get("draft") or {}).get("local_constraint") or {}


def _kept(thread: dict[str, Any], update: dict[str, Any]) -> bool:
    draft = update.get("draft")
    return not (draft and draft != thread["trip"]) and not update.get("preference") and not update.get("restored")


def _kind(message: str) -> str | None:
    reading = classify(message)
    return reading.kind if reading else None


def test_a_cancel_said_with_an_address_an_apology_or_money_short_is_a_cancel():
    # intent_cues.CANCEL_CUE, CANCEL_FILLER; intent_cancel._REASON
    for message in ("cancel it bro", "canx the lot", "we don't want to go any more, cancel",
                    "cancel pls. sorry to bother you", "cancel it, we can't afford the trip"):
        assert _kind(message) == "cancel", message
    assert _kind("cancel the hotel, we can't afford it") != "cancel"  # a part named: no cancel of the trip


def test_an_undo_a_redo_thanks_and_help_in_more_words():
    assert _kind("roll this one back") == "undo"  # intent_cues.UNDO_CUE
    assert _said(STK_UNDONE, "hold on, redo it").get("restored")  # undo._REDO
    assert _kind("spot on, ta") == "small_talk"  # intent_cues.SMALL_TALK_CUE
    assert _kind("what a day") == "small_talk"
    for message in ("what can this bot do", "what is this app able to do"):  # intent_scope.HELP
        assert _said(ORL, message).get("answer") == CAN_DO, message


def test_posher_asks_for_a_nicer_stay():
    assert _said(ORL, "a posher apartment please").get("preference") == "hotels"  # intent_preferences._BETTER


def test_a_wish_let_go_in_british_words_is_taken_back():
    # take_back.TAKE_BACK: "gone off", "is over", "don't bother with", "X can go"; _ACCEPTING: "grand", "happy to have"
    assert "French" not in (_rules(_said(ORL_RULED, "i've gone off french food")).get("cuisine") or [])
    assert "Mexican" not in (_rules(_said(ORL_RULED, "we're so over mexican")).get("cuisine") or [])
    assert "Italian" not in (_rules(_said(STK_RULED, "don't bother with italian")).get("cuisine") or [])
    assert "Haggin Museum" not in (_rules(_said(STK_RULED, "the haggin museum can go")).get("must see") or [])
    assert "Seafood" not in (_rules(_said(ORL_RULED, "glad to have seafood again")).get("avoid cuisines") or [])
    # who can go along is no wish let go of, and a cost over the budget is no wish one is over
    assert "couldn't find" not in str(_said(ORL, "my husband can go").get("answer"))
    assert "couldn't find" not in str(_said(ORL, "we're over budget").get("answer"))


def test_a_cap_said_with_no_more_is_read():
    # take_back.TAKE_BACK: "no more" closing a message caps, it takes nothing back
    assert (_rules(_said(STK, "one sight a day, no more")).get("pace") or {}).get("most") == 1


def test_questions_in_slang_and_with_the_question_word_last():
    # intent_spelling ("wot"), intent_questions (ASKS, _ASKED_LAST, "called", "set off", the rundown, "'s that")
    assert "1,394" in str(_said(STK, "wot's the total damage").get("answer"))
    assert "495" in str(_said(STK, "day two's gonna cost me what").get("answer"))
    assert "Private Apt" in str(_said(STK, "what's the place called").get("answer"))
    assert "March 15" in str(_said(ORL, "what date do we head off").get("answer"))
    assert "Shumway" in str(_said(STK, "give me the rundown of day 2").get("answer"))
    assert "Dimsum" in str(_said(STK, "breakfast on day 3, where's that").get("answer"))
    assert "406" in str(_said(STK, "am i under budget still").get("answer"))


def test_the_day_a_place_is_on_is_asked_whatever_its_name_says():
    # intent_questions._PLACE_DAY_LAST: "landing" in a sight's name is no flight
    assert "day 2" in str(_said(ORL, "the wheel at icon park's which day").get("answer")).lower()


def test_the_day_that_spends_the_most_is_asked_by_its_cash():
    # answers._MOST_COST; intent_scope: cash spent is no currency question
    answer = str(_said(ORL, "what day burns the most money"))
    assert "Day 2" in answer


def test_an_either_or_question_and_a_pet_asked_of_are_answered():
    # after_parsing._YES_NO_ASKED; stay_rules._PERMITS
    update = _said(ORL, "is the room private or the entire place")
    assert update.get("answer") and _kept(ORL, update)
    update = _said(ORL, "can our cat stay in the room")
    assert "No" in str(update.get("answer")) and _kept(ORL, update)


def test_a_planned_sight_binned_or_given_a_miss_is_avoided():
    # plan_sight_dropped._DROP, _TAKE_OFF
    assert "Seuss Landing" in (_rules(_said(ORL, "bin seuss landing")).get("avoid sights") or [])
    assert "Buckley Cove Park" in (_rules(_said(STK, "give buckley cove park a miss")).get("avoid sights") or [])


def test_slang_for_breakfast_and_sleep_is_read_as_the_words():
    # typed_loosely._BREKKIE, _KIP
    assert restored("brekky on day 1?") == "breakfast on day 1?"
    assert restored("where r we kipping tonight") == "where r we sleeping tonight"


def test_the_trip_moved_in_british_words_and_an_amount_down_to_in_words():
    # date_edits.SHIFT; said_before._BY_AMOUNT; relative._TOTAL_PEOPLE
    assert (_said(STK, "bring the trip forward two days").get("draft") or {}).get("date") == [
        "2022-03-01", "2022-03-02", "2022-03-03"]
    assert (_said(STK, "shove it back a week").get("draft") or {}).get("date") == ["2022-03-10", "2022-03-11", "2022-03-12"]
    assert (_said(ORL, "budget down to fifteen hundred").get("draft") or {}).get("budget") == 1500
    assert (_said(ORL, "my mum's coming, three of us all up").get("draft") or {}).get("people_number") == 3


def test_an_unnamed_part_pointed_at_is_asked_about():
    # change_unnamed: "round", "the other day", "forward", "shorter" of "that one", "dearer", "the other one of those"
    for message in ("swap them round", "move that to the other day", "push that forward", "make this one longer",
                    "the dearer one", "the other one of those two"):
        update = _said(STK, message)
        assert "?" in str(update.get("answer")) and _kept(STK, update), message


def test_a_yes_in_british_words_takes_up_what_was_offered():
    # answer_taken_up._FILLER; cuisine_asked._OF_THE_PLAN ("on my plan")
    before = "is there mexican food in stockton"
    answer = str(_said(STK, before).get("answer"))
    assert "Mexican" in (_rules(_said(STK, "why not, add it", (before, answer))).get("cuisine") or [])
    assert "BBQ" in str(_said(STK, "any bbq on my plan").get("answer"))


def test_that_evenings_meal_follows_the_day_asked():
    before = "what's lunch on day 2"  # intent_follow_up._THAT_DAY
    answer = str(_said(STK, before).get("answer"))
    assert "Wok On Fire" in str(_said(STK, "and that evening's dinner", (before, answer)).get("answer"))


def test_a_question_joined_by_an_ampersand_is_answered_too():
    update = _said(STK, "nicer flat & what would that cost")  # along._PARTS
    assert update.get("preference") == "hotels" and update.get("asked_too")


def test_talk_of_a_hard_week_and_kids_minded_at_home_changes_nothing():
    # intent_cues.SMALL_TALK_CUE; story_aside._OTHERS_DO
    for message in ("what a month", "my dad's looking after the kids"):
        update = _said(STK, message)
        assert _kept(STK, update) and "children under 10" not in str(_rules(update)), message


def test_a_table_booked_and_a_stay_put_in_are_refused_with_the_reason():
    assert "book" in str(_said(ORL, "book us a table at turquoise villa").get("answer"))  # intent_scope
    assert "hilton" in str(_said(ORL, "put us in the hilton").get("answer")).lower()  # venue_unknown._STAY_CUE
