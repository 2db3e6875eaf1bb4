"""The readers the fortieth held-out conversation set (tests/unit/graphs/test_chat_heldout_fortieth.py, helper CONV40)
changed, each on other words than the set's and on words that only look like them (fail closed: nothing changed in
silence; not shut: what is legitimate still read)."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from himap_travel.graphs.chat import build_chat_graph
from himap_travel.nodes.chat.date_edits import with_month
from himap_travel.nodes.chat.hypothetical import wondered
from himap_travel.nodes.chat.language import foreign_language
from himap_travel.nodes.chat.wish_unwrapped import unwrapped
from tests.support.chat_checks import local_rules, said_in_thread

_threads = itertools.count()
_MADISON = "Appleton to Madison, March 3-5 2022, 2 people, $1,400"
_PHILLY = "Buffalo to Philadelphia, March 8-10 2022, 2 people, $1,400"


@pytest.fixture(scope="module")
def app() -> Any:
    return build_chat_graph(InMemorySaver())


def _chat(app: Any, *messages: str) -> tuple[dict, str]:
    """The state and the reply after the messages, said in one new thread."""
    return said_in_thread(app, f"conv40-fixes-{next(_threads)}", *messages)


# "Why?" after a wish refused (``why_last_no._REFUSED``): it was answered with the trip's summary, no cause named.
@pytest.mark.parametrize(("wish", "why", "cause"), [("can we go by bus?", "how come?", "bus"),
                                                    ("a hotel with a gym please", "but why", "gym"),
                                                    ("thai food please", "why not", "thai")])
def test_why_after_a_refusal_gives_its_cause(app: Any, wish: str, why: str, cause: str) -> None:
    before, _said = _chat(app, _MADISON, wish)
    state, said = _chat(app, _MADISON, wish, why)
    assert said.startswith("Because") and cause in said.lower() and state["trip"] == before["trip"]


# A comparison asked of a change (``hypothetical._COMPARISON_ASKED``): "X instead, would it be cheaper?" was applied as
# the change; it is answered, the trip kept, the change named. Said outright, it is still applied.
@pytest.mark.parametrize("text", ["would it be cheaper if we went to Green Bay instead?",
                                  "what about Green Bay instead - cheaper?",
                                  "Green Bay instead, would it be cheaper?",
                                  "what if we went to Green Bay instead, would that be less expensive?"])
def test_a_change_compared_is_not_applied(app: Any, text: str) -> None:
    before, _said = _chat(app, _MADISON)
    state, said = _chat(app, _MADISON, text)
    assert state["trip"] == before["trip"] and "I haven't changed anything" in said and "Green Bay" in said


def test_a_change_said_outright_is_still_applied(app: Any) -> None:
    state, _said = _chat(app, _MADISON, "let's go to Green Bay instead")
    assert state["trip"]["dest"] == "Green Bay"
    assert not wondered("make it cheaper please, go to Green Bay instead") and wondered("Tampa instead? cheaper?")


# Polish (``language._OTHERS``): a Polish request was "not understood"; Polish and Japanese thanks, and a farewell till
# the next talk, were not understood either (``intent_cues``).
def test_polish_is_a_language_not_english() -> None:
    assert foreign_language("Cześć, chcę pojechać z Bostonu do Chicago, 2 osoby, budżet 2000 dolarów") == "Polish"
    assert foreign_language("Boston to Chicago, 2 people, $2,000") is None


@pytest.mark.parametrize("text", ["dzięki!", "ありがとうございます", "ok, speak to you soon", "dziekuje"])
def test_thanks_in_polish_and_japanese(app: Any, text: str) -> None:
    _state, said = _chat(app, _MADISON, text)
    assert "You're welcome" in said or "Goodbye" in said


# A trip put off (``intent_cues.CANCEL_CUE``, ``intent_cancel._REASON``): "hold off on that, I'll check with my wife
# first" was asked "plan without 'hold'?"; a put-off with a wish beside it is still read.
@pytest.mark.parametrize("text", ["put it on hold, need to ask my husband", "let's hold off on the whole thing",
                                  "hold off please, I have to check with my boss first"])
def test_a_trip_put_off_while_asked_is_cancelled(app: Any, text: str) -> None:
    state, said = _chat(app, "Erie to Lexington, March 14-16 2022, $1,800", text)
    assert not state.get("draft") and not state.get("missing") and "didn't understand" not in said


# A wish list's header (``wish_unwrapped._OPENER``): "Here's our wish list:" was a wish nothing reads.
@pytest.mark.parametrize("header", ["here is what we'd like:", "my list:", "These are our must-haves -"])
def test_a_list_header_is_no_wish(app: Any, header: str) -> None:
    state, said = _chat(app, f"{header}\n- Appleton to Madison\n- March 3-5 2022\n- 2 people, $1,400\n- mexican food")
    assert state.get("plan") and local_rules(state).get("cuisine") == ["Mexican"] and "Shall I plan without" not in said


# A day of the month corrected (``date_edits._DAY_SAID_AGAIN``, ``_corrected_days``): "the 11th, no wait, the 12th"
# was a range of two days; "March 11-13, no wait, the 12th to the 14th" was no date at all (and its problem's dates
# were written as the data writes them).
def test_a_day_corrected_is_the_day_said_last() -> None:
    assert with_month("leave on the 20th, sorry, the 21st", "March") == "leave on March 21st"
    assert with_month("move it to the 5th, I mean 6th", "March") == "move it to March 6th"
    assert with_month("March 4-6 2022, oops, the 5th to the 7th", None) == "March 4-6 2022, oops, March 5th to March 7th"


def test_a_trip_opened_with_its_dates_corrected(app: Any) -> None:
    state, _said = _chat(app, "Buffalo to Philadelphia, March 4-6 2022, oops, the 5th to the 7th, 2 people, $1,400")
    assert state["trip"]["date"] == ["2022-03-05", "2022-03-06", "2022-03-07"]


def test_a_start_corrected_keeps_the_length(app: Any) -> None:
    state, _said = _chat(app, _PHILLY, "leave on the 20th, sorry, the 21st")
    assert state["trip"]["date"] == ["2022-03-21", "2022-03-22", "2022-03-23"]


# The open question turned back (``short_answer.TURNED_BACK``, ``not_applied.suggested``): "what would you suggest?"
# was "I couldn't use it" as a budget; a figure with a question is still the answer.
@pytest.mark.parametrize(("opening", "text", "field"), [
    ("Buffalo to Philadelphia, March 8-10 2022, 2 people", "what do you recommend?", "budget"),
    ("Buffalo to Philadelphia, 2 people, $1,400", "any suggestions?", "date"),
    ("Buffalo to Philadelphia, March 8-10 2022, $1,400", "what do you think?", "people_number")])
def test_a_question_turned_back_keeps_the_question(app: Any, opening: str, text: str, field: str) -> None:
    state, said = _chat(app, opening, text)
    assert field in state["missing"] and "Still open:" in said and "That's for you to say" in said


def test_a_figure_asked_back_is_still_the_answer(app: Any) -> None:
    state, _said = _chat(app, "Buffalo to Philadelphia, March 8-10 2022, 2 people", "how about $1,400?")
    assert state["trip"]["budget"] == 1400


# A wish to fly wondered (``wish_unwrapped._FLY``, ``COMPARED_AFTER``): "what if we flew instead?" was not understood.
def test_a_wish_to_fly_said_as_what_if() -> None:
    assert unwrapped("how about we fly instead?") == "no self-driving"
    assert unwrapped("what if we fly, would it be quicker?") == "no self-driving, would it be quicker?"
    assert unwrapped("what if we flew to Tampa instead") != "no self-driving"  # a place said: read as said


# A route taken back by "actually no," (``route_correction.CORRECTION``).
def test_actually_no_takes_the_route_back(app: Any) -> None:
    state, _said = _chat(app, "Appleton to Green Bay, March 3-5 2022, 2 people, $1,400, actually no, Appleton to Madison")
    assert state["trip"]["dest"] == "Madison"


# One of a pair said to come alone (``pair_narrowed``): "only my mom actually" after "my parents are joining" was not
# understood; said with no pair just joined, it is read as ever.
@pytest.mark.parametrize(("joined", "alone"), [("my parents want to come", "just my dad is coming"),
                                               ("our grandparents are joining us", "only grandma actually")])
def test_one_of_a_pair_alone(app: Any, joined: str, alone: str) -> None:
    state, _said = _chat(app, _PHILLY, joined, alone)
    assert state["trip"]["people_number"] == 3


# A comparison's offer (``consent._THANKS_ONLY``, ``_COMPARED``): "ok thanks" after it was taken as the offer taken up
# (and, the comparison kept in the order, answered again); thanks is thanks, and "ok do that" makes the change.
@pytest.mark.parametrize("text", ["great, thank you", "ok ty", "cheers"])
def test_thanks_after_a_comparison_is_thanks(app: Any, text: str) -> None:
    before, _said = _chat(app, _MADISON, "what if we went to Green Bay instead, would it be cheaper?")
    state, said = _chat(app, _MADISON, "what if we went to Green Bay instead, would it be cheaper?", text)
    assert state["trip"] == before["trip"] and "You're welcome" in said


def test_a_comparison_taken_up_makes_the_change(app: Any) -> None:
    state, _said = _chat(app, _MADISON, "Green Bay instead? cheaper?", "ok let's do that")
    assert state["trip"]["dest"] == "Green Bay"
