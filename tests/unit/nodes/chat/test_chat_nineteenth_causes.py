"""The causes the nineteenth held-out intents set found (tests/unit/nodes/chat/test_chat_intents_heldout_nineteenth.py),
each checked on its own: what ``understand`` does with one turn on the set's planned threads (Provo -> Phoenix by car,
Denver -> Bozeman by air), and the domain helper one of them needed.
"""

from __future__ import annotations

from typing import Any

from langchain_core.messages import AIMessage, HumanMessage

from himap_travel.domain.constraints.cuisine import lacking_named
from himap_travel.nodes.chat.understand import understand
from tests.unit.nodes.chat.test_chat_intents_heldout_nineteenth import BZN, BZN_UNDONE, PHX, PHX_UNDONE


def _said(thread: dict[str, Any], message: str, after: str | None = None) -> dict[str, Any]:
    """``understand``'s update for ``message`` on ``thread`` (said after the question ``after`` and its answer)."""
    earlier: list[Any] = []
    if after is not None:
        answer = understand({**thread, "messages": [HumanMessage(after)]}, None)["answer"]  # type: ignore[arg-type]
        earlier = [HumanMessage(after), AIMessage(str(answer))]
    return understand({**thread, "messages": [*earlier, HumanMessage(message)]}, None)  # type: ignore[arg-type]


def _rules(update: dict[str, Any]) -> dict[str, Any]:
    return (update.get("draft") or {}).get("local_constraint") or {}


def _answer(update: dict[str, Any]) -> str:
    return str(update.get("answer") or "")


def test_a_cuisine_the_data_lacks_names_no_cuisine_held():
    # take_back.taken_back: "korean food" named Korean, never every cuisine the trip asks for by the word "food"
    assert lacking_named("we avoid korean food") == "we avoid " + " " * len("korean food")
    update = _said(PHX, "we avoid korean food")
    assert "Korean" in _answer(update)
    assert not update.get("draft") or _rules(update).get("cuisine") == ["Indian", "American", "French", "Italian"]
    assert not _rules(update).get("avoid cuisines")
    assert _rules(_said(PHX, "we avoid korean and indian food")).get("avoid cuisines") == ["Indian"]


def test_a_wish_then_an_avoidance_joined_by_and_are_two_clauses():
    # take_back._CLAUSE_END: "add bbq and skip X" splits before "skip"; sight_wished: "bbq" is food, no sight
    update = _said(PHX, "add bbq and drop the heard museum")
    assert _rules(update).get("more cuisines") == ["BBQ"]
    assert _rules(update).get("avoid sights") == ["Heard Museum"]
    assert not any("no sight of that name" in note for note in update.get("notes") or [])


def test_the_cheapest_of_the_days_is_a_question():
    update = _said(BZN, "cheapest of the three days?")
    assert not update.get("preference")
    assert _answer(update).startswith("Day 2 is the cheapest")


def test_a_party_the_travellers_throw_is_the_parties_rule():
    # story_aside._OWN_PARTY: never an occasion told in passing
    assert _rules(_said(BZN, "were throwing a birthday party there")).get("house rule") == "parties"


def test_redo_said_otherwise():
    for message in ("apply that change again", "on second thought redo it"):
        assert _said(PHX_UNDONE, message).get("restored"), message
        assert _said(BZN_UNDONE, message).get("restored"), message


def test_the_day_of_a_sight_is_named():
    # intent_questions.ASKS ("is what day"), answers._sight_day: that sight's day, never the whole plan
    assert _answer(_said(BZN, "dinosaur park is on what day")).startswith("Dinosaur Park is on day 2")
    assert _answer(_said(PHX, "arizona falls is what day")).startswith("Arizona Falls is on day 1")
    assert _answer(_said(PHX, "which day do we see the heard museum")).startswith("Heard Museum is on day 2")


def test_a_venue_figure_asked_with_a_please_and_a_rental_by_its_kind():
    assert "rated 3.6" in _answer(_said(PHX, "doughlicious rating pls"))
    assert "$801.00 a night" in _answer(_said(BZN, "cool whats the rental per night"))


def test_follow_ups_taking_up_the_answer():
    # answer_taken_up._TAKEN_UP, _BOUND; intent_follow_up._FOLLOW_UP ("n" for "and")
    assert "Mexican" in _rules(_said(PHX, "ok add it to the plan", "any mexican food in phoenix")).get("cuisine", [])
    assert "Italian" in _rules(_said(BZN, "yes pls add", "any italian places in bozeman")).get("cuisine", [])
    windows = _rules(_said(BZN, "something after 10 then", "when does the flight out leave")).get("flight times") or []
    assert any(w.get("depart_from") == "10:00" for w in windows)
    assert "Spooky Sky" in _answer(_said(PHX, "n the second night?", "whats for dinner day 1"))


def test_the_whole_party_named_and_something_else_planned():
    # intent_cues._WHOLE_PARTY, RESTART
    assert _answer(_said(BZN, "cancel everything for the 8 of us")).startswith("There is nothing to cancel")
    assert _answer(_said(BZN, "plan me something else entirely")).startswith("Sure, let's start over")


def test_pets_and_children_said_in_passing_change_nothing():
    # pet_aside._CHORE, story_aside._KIDS_NOW; one coming along is still read
    for message in ("brb gotta walk the dog real quick", "one sec, kids yelling"):
        update = _said(BZN, message)
        assert not _rules(update).get("house rule"), message
    assert _rules(_said(BZN, "our kids are coming too")).get("house rule") == "children under 10"


def test_a_puzzled_what_is_no_question_of_the_trip():
    assert _answer(_said(BZN, "wut")).startswith("I didn't understand")


def test_a_lacking_cuisine_asked_for_some_and_a_ride_by_where_it_goes():
    assert any("japanese" in p.lower() for p in _said(PHX, "some japanese pls").get("problems") or [])
    assert "uber" in _answer(_said(PHX, "uber from the oasis pls")).lower()


def test_can_the_dog_stay_keeps_the_pets_rule():
    # take_back.TAKE_BACK: a modal needs its verb of minding ("mom will watch the dog" still takes the dog back)
    assert _rules(_said(PHX, "can the dog stay at the oasis")).get("house rule", "pets") == "pets"
    assert _rules(_said(PHX, "my mom will watch the dog")).get("house rule") is None


def test_a_change_naming_nothing_is_asked_back():
    # change_unnamed._VERB, _OTHER
    for message in ("switch those two", "go with the other", "bump it up a notch"):
        answer = _answer(_said(PHX, message))
        assert answer.startswith("What should I") and "Nothing changed yet" in answer, message


def test_a_stay_by_its_kind_asked_why():
    # intent_questions._STAY_PLACE: "the apartment" is the stay, asked why as "the hotel" is
    assert _answer(_said(BZN, "why is the apartment rated so low")).startswith("Chosen among the stays")


def test_a_question_run_into_its_verb_said_along_a_change():
    # along._ASKING: "hows" opens the question said beside "9 of us now"
    update = _said(BZN, "9 of us now, hows the budget look")
    assert (update.get("draft") or {}).get("people_number") == 9
    assert [a.get("topic") for a in update.get("asked_too") or []] == ["total"]


def test_a_bare_number_asked_with_can_u_is_asked_back():
    # not_applied._asked_otherwise: the number's meaning asked, never the trip's summary
    assert _answer(_said(PHX, "can u make it 3")).startswith("I couldn't tell what 3 counts")


def test_the_trips_own_route_named_in_a_question_is_no_new_trip():
    # understanding._own_route_alone: answered on the planned trip, its rules kept
    update = _said(PHX, "distance from provo to phoenix?")
    assert "997 km" in _answer(update)
    assert not update.get("missing")
