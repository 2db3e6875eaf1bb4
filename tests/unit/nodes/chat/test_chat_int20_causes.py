"""The causes the twentieth held-out intents set found (tests/unit/nodes/chat/test_chat_intents_heldout_twentieth.py),
each checked on its own with sentences of its own: what ``understand`` does with one turn on the set's planned threads
(Atlanta -> Chattanooga by air, Houston -> Pensacola by car), and the helpers some of them needed.
"""

from __future__ import annotations

from typing import Any

from langchain_core.messages import AIMessage, HumanMessage

from himap_travel.domain.constraints.transportation import insisted_modes
from himap_travel.nodes.chat.intent import classify
from himap_travel.nodes.chat.intent_spelling import spelled
from himap_travel.nodes.chat.understand import understand
from tests.unit.nodes.chat.test_chat_intents_heldout_twentieth import CHA, CHA_RULED, PNS


def _said(thread: dict[str, Any], message: str) -> dict[str, Any]:
    return understand({**thread, "messages": [HumanMessage(message)]}, None)  # type: ignore[arg-type]


def _rules(update: dict[str, Any]) -> dict[str, Any]:
    return (update.get("draft") or {}).get("local_constraint") or {}


def _answer(update: dict[str, Any]) -> str:
    return str(update.get("answer") or "")


def test_the_whole_thing_pushed_back_moves_the_dates_and_keeps_the_length():
    # date_edits.SHIFT: "the whole thing" is the trip, as "the whole trip" is (it read as a week-long trip)
    draft = _said(CHA, "can u shift the whole thing forward 2 days").get("draft") or {}
    assert draft.get("days") == 3
    assert draft.get("date") == ["2022-03-05", "2022-03-06", "2022-03-07"]


def test_asking_someone_first_texted_with_w_is_talk():
    # talk_aside._AWAY: "w" and "w/" are "with"; the wife is asked, never the party counted again
    for message in ("lemme check w my husband", "gotta ask w/ the kids first"):
        update = _said(CHA, message)
        assert not update.get("draft"), message
        assert "nothing changed" in _answer(update)


def test_a_mode_insisted_on_lifts_the_ban_held_on_it():
    # transportation.insisted_modes, rule_merge.merge_rules: never both modes banned (taxis only) in silence
    assert insisted_modes("lets drive up then") == {"self-driving"}
    assert _rules(_said(CHA, "lets drive up then")).get("transportation") == "no flight"
    # wish_unwrapped.unwrapped: a wish to drive said alone on a trip banning self-driving lifts that ban too
    assert _rules(_said(CHA, "ok well just drive then")).get("transportation") == "no flight"
    # a ban said beside the trip's still adds up
    assert _rules(_said(CHA, "and no flying either")).get("transportation") == "no flight, no self-driving"


def test_a_sight_back_on_is_allowed_again_never_a_must():
    # ban_lifted._LIFTING: "back on" lifts the avoidance; it no longer stands in both lists
    rules = _rules(_said(CHA_RULED, "ok ruby falls back on the list"))
    assert "Ruby Falls" not in (rules.get("avoid sights") or [])
    assert "Ruby Falls" not in (rules.get("must see") or [])


def test_a_sights_day_asked_with_no_verb_is_a_question():
    # intent_questions._DAY_ASKED_LAST, _ASKED_LAST: "X which day", never a must-see wished
    for message in ("bay bluffs park what day", "the lighthouse on which day"):
        update = _said(PNS, message)
        assert not update.get("draft"), message
        assert "day 2" in _answer(update) or "Day 2" in _answer(update) or "not on" in _answer(update), message
    assert "is on day 2" in _answer(_said(PNS, "the lighthouse on which day"))


def test_a_cuisine_asked_on_it_is_a_question_of_the_plan():
    # cuisine_asked._OF_THE_PLAN: "on it" points at the plan, as "on the plan" does
    update = _said(PNS, "any bbq on it")
    assert not update.get("draft")
    assert "Nothing changed" in _answer(update)


def test_the_cheapest_of_the_trips_own_days_counted_is_a_question():
    # intent_asks._OF_THE_PLAN: "of the 3" names the trip's own days
    update = _said(CHA, "priciest day out of the three")
    assert not update.get("preference")
    assert _answer(update).startswith("Day 1 is the")


def test_a_warm_word_drawn_out_is_no_typo_of_an_intents_word():
    # intent_spelling._stretched_english: "niice" is "nice", never "nicer" (a re-plan for the best)
    assert spelled("so niice") == "so niice"
    assert spelled("niicer hotel") == "nicer hotel"
    update = _said(PNS, "oh niiice")
    assert not update.get("preference")
    assert not update.get("draft")


def test_a_city_inside_one_of_its_sights_names_is_not_taken_back():
    # replacing._in_a_sight: "skip the pensacola museum of art" avoids the sight, never takes the destination back
    update = _said(PNS, "skip the pensacola museum of art pls")
    assert not update.get("problems")
    assert (update.get("draft") or {}).get("dest") == "Pensacola"
    assert "Pensacola Museum of Art" in (_rules(update).get("avoid sights") or [])
    # the city itself taken back is still asked about
    assert _said(PNS, "forget pensacola").get("problems")


def test_the_plans_own_names_hold_no_wish():
    # venue_asked.without_venue_names (used by venue_asked.venue_asked and not_applied.read_nothing): "sunny one
    # bedroom" is the stay, never a number of bedrooms the data cannot check, and its "one" asks for no other one
    update = _said(CHA, "sunny one bedroom nightly price?")
    assert "$722.00 a night" in _answer(update)
    assert "bedrooms" not in _answer(update)
    # what the data cannot say is still named, the name read as the stay
    assert "no amenities" in _answer(_said(CHA, "is there a hot tub at sunny one bedroom?"))


def test_the_question_word_said_last_after_a_verb_asks():
    # intent_questions.ASKS: "costs what", "comes to what", "where at", "how much a night" said last
    assert "$473.00" in _answer(_said(PNS, "2nd day costs what"))
    assert "Watershed Cafe" in _answer(_said(PNS, "breakfast on day 3 where at"))
    assert "$339.00 a night" in _answer(_said(PNS, "the cozy apartment how much per night"))


def test_help_asked_in_other_words():
    # intent_scope.HELP: "what sorts of things can u do", "help me out, ..." before the question
    for message in ("what sorts of things can you do", "help us out, what can we ask"):
        reading = classify(message)
        assert reading is not None and reading.kind == "help", message


def test_the_last_edit_taken_back_is_an_undo():
    # intent_cues.UNDO_CUE: "take back the last change"; a wish taken back is none
    reading = classify("take back ur last change")
    assert reading is not None and reading.kind == "undo"
    assert classify("take back the museum") is None


def test_a_cuisine_the_data_lacks_ruled_out_alone_is_named():
    # cuisine._ALONE_BEFORE, cuisine.unlabelled_cuisines: "skip ethiopian pls" names Ethiopian, nothing changed
    update = _said(CHA, "skip ethiopian pls")
    assert "Ethiopian" in _answer(update)
    assert not update.get("draft")


def test_a_ride_named_first_is_asked_never_a_story():
    # story_aside._ASKS: "cab to the airport" asks for a ride (booking), never a story told
    update = _said(PNS, "cab to the airport")
    assert "can't book" in _answer(update)


def test_a_change_pointing_at_nothing_shown_is_asked_back():
    # change_unnamed: "flip them", "swap this one out", "the third option", "nah the other thing", "make it smaller",
    # "the nicer one of the two": which part is asked, nothing changed (no re-plan in silence)
    for message in ("flip them", "swap this one out", "the third option", "yeah the other thing", "make it smaller",
                    "the nicer one of the two"):
        update = _said(PNS, message)
        assert "Nothing changed yet" in _answer(update), message
        assert not update.get("draft") and not update.get("preference"), message


def test_a_meal_swapped_on_a_part_of_a_day_by_its_order():
    # swap.day_named: "the last morning", "the final day" are the trip's last day
    assert _rules(_said(PNS, "swap breakfast the final morning")).get("avoid restaurants") == ["Watershed Cafe"]
    assert _rules(_said(CHA, "new lunch the final day")).get("avoid restaurants") == ["Curry n Phulka"]


def test_that_day_points_at_the_day_asked_before():
    # intent_follow_up._THAT_DAY: "and dinner that same night?" after a question about day 1 is day 1's
    before = "whats lunch on day 1"
    answer = str(_said(PNS, before).get("answer"))
    update = understand({**PNS, "messages": [HumanMessage(before), AIMessage(answer),  # type: ignore[arg-type]
                                             HumanMessage("and dinner that same night?")]}, None)
    assert "Frog Hollow Tavern" in _answer(update)
    assert "Day 2" not in _answer(update)


def test_no_bound_named_between_the_cue_and_its_word_takes_it_back():
    # take_back.TAKE_BACK: "no meal limit", "no driving cap pls" lift that bound, as "no budget limit" names the budget
    from tests.unit.nodes.chat.test_chat_intents_heldout_twentieth import PNS_RULED

    assert _rules(_said(PNS_RULED, "no driving cap pls")).get("max driving hours") is None
    assert _rules(_said(PNS_RULED, "no driving cap pls")).get("max meal cost") == 30.0


def test_one_joining_said_with_the_total_it_makes_agrees():
    # relative._agreeing: "me and my cousin" (2) is the speaker with the one joining, so 3 in all agrees on a trip for 2
    update = _said(PNS, "my cousin is tagging along so 3 of us")
    assert not update.get("problems")
    assert (update.get("draft") or {}).get("people_number") == 3
    # a total that does not add up is still asked
    assert _said(PNS, "bringing my cousin along so 5 of us").get("problems")


def test_the_stay_asked_where_and_an_arrival_in_slang_are_questions():
    # intent_questions._TOPICS: "where's the apartment" asks the stays; "pull into pensacola" the travel
    assert "Cozy 1-Bedroom Apartment" in _answer(_said(PNS, "where's the apartment"))
    assert "845 km" in _answer(_said(PNS, "when do we pull into pensacola"))


def test_a_day_asked_to_be_run_through_is_that_day():
    # intent_questions.SHOW_ME, plan_question: "walk me thru day 3" shows day 3, never the trip's total
    update = _said(CHA, "walk me through day 3")
    assert "Hunter Museum of American Art" in _answer(update)


def test_a_places_figure_named_alone_is_asked():
    # venue_asked._FIGURE_PLEASE: "chaayos rating", "liquid price" with no please nor question mark
    assert "rated 3.3" in _answer(_said(CHA, "chaayos rating"))
    assert "$15.00 a person" in _answer(_said(CHA, "liquid price"))


def test_the_cost_split_among_the_party_is_the_share():
    # intent_questions: "split N ways", "what's that" said last: the total with each one's share
    assert "$480.00 per person" in _answer(_said(PNS, "split 2 ways whats that"))


def test_any_vehicle_rented_is_refused_by_name():
    # intent_scope.OUT_OF_SCOPE["car rental"], booked_named: "rent us some kayaks" names the kayaks in the no
    answer = _answer(_said(PNS, "rent us some kayaks"))
    assert "can't rent" in answer and "kayaks" in answer
    assert "Nor can I" not in _answer(_said(PNS, "rent us a car"))


def test_a_part_of_the_plan_moved_to_a_day_is_a_no_with_why_and_a_question():
    # change_unnamed._moved_part, unknown_places (a day of the trip is no place): "move lunch to day 3" says no wish
    # pins a meal to a day and asks what instead, never "unknown destination 'day'"; a sight moved to a day is a sight
    # on that day since stop 91 (``sight_days``: "push ruby falls to the last day" was a no)
    update = _said(CHA, "move lunch to day 3")
    assert "can't move" in _answer(update) and "?" in _answer(update)
    assert not update.get("problems") and not update.get("draft")
    moved = _said(CHA, "push ruby falls to the last day")
    assert not moved.get("problems") and "sights on days: Ruby Falls on day 3" in " ".join(moved.get("notes") or [])
    assert "What should I move" in _answer(_said(CHA, "move it"))
