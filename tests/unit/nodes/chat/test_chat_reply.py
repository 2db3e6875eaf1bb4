"""The verdict line of a chat reply (nodes/chat/reply.py ``_verdict_line``): a plan that is not valid is said in a
traveller's words (the closest plan's faults, the certificate's "cheapest plan" only when the budget alone fails, the
offers that work when there is no plan), never in the evaluator's reasons."""

from __future__ import annotations

import pytest
from langchain_core.messages import AIMessage
from langgraph.runtime import Runtime

from himap_travel.nodes.chat.answers import CAN_DO
from himap_travel.nodes.chat.markdown import escape_dollars, itinerary_text, summary_line
from himap_travel.nodes.chat.question import question_text
from himap_travel.nodes.chat.reply import _verdict_line, reply, turn_summary
from himap_travel.planning.runtime.resources import provide
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.chat_state import handoffs_cleared
from tests.support.chat_trips import PLAN
from tests.support.chat_trips import TRIP as CHAT_TRIP

TRIP = {"budget": 400.0, "visiting_city_number": 1, "local_constraint": {}}
HOUSE_RULE = {**TRIP, "local_constraint": {"house rule": "pets"}}
UNSAT = {"status": "unsat", "explanation": "day 3 breakfast: 'A, B' repeats day 2 breakfast"}


def _closest(failed: list[str], trip=TRIP, spent: float = 1783.0) -> str:
    return _verdict_line({**UNSAT, "failed": failed}, trip, spent)


def test_the_cheapest_plan_over_the_budget_says_by_how_much_and_what_to_change():
    """The budget alone fails and the plan costs more: it is the cheapest that keeps the rules (``nodes.finalize``)."""
    assert _closest(["budget"]) == ("**No plan can meet this request:** the cheapest plan that keeps your rules, shown below, "
                                    "costs $1,783.00, $1,383.00 over your $400 budget. Raise the budget.")
    assert _closest(["budget"], HOUSE_RULE).endswith("over your $400 budget. Raise the budget or drop one of your rules.")


def test_a_failed_budget_the_plan_keeps_is_no_cheapest_plan_claim():
    """"Over your budget" is said only of a plan that costs more than the budget."""
    said = _closest(["budget"], spent=400.0)
    assert said.startswith("**No plan can meet this request:** the closest plan I could put together, shown below, costs $400.00")
    assert said.endswith("Raise the budget, or change the dates or the length.")


@pytest.mark.parametrize("failed, said", [
    (["room_type"], "has another room type than you asked for. Try other dates, or drop one of your rules."),
    (["diverse_restaurants", "budget"],
     "costs $1,783.00, $1,383.00 over your $400 budget and eats at some restaurants twice. Raise the budget, or change the "
     "dates or the length."),
    (["cuisine", "room_rule", "transportation"],
     "misses a cuisine you asked for, breaks a house rule you asked for and travels a way you ruled out. Try other dates, "
     "or drop one of your rules."),
    (["some_new_check"], "some new check. Try other dates, or drop one of your rules."),  # a check with no words yet: its name
    # one of our own rules: said as the request states it, never the check's name ("shown below, pace.")
    (["pace"], "does not keep your rule: at least 2 sights on day 1. Try other dates, or drop one of your rules."),
    (["flight_times", "room_type"], "does not keep your rule: flights departing 09:00 or later and has another room type "
     "than you asked for. Try other dates, or drop one of your rules."),
    (["must_see"], "does not keep your sights to include. Try other dates, or drop one of your rules."),  # the value unknown
])
def test_the_closest_plan_says_each_fault_in_words_and_what_to_change(failed, said):
    trip = {**TRIP, "local_constraint": {"pace": {"least": 2, "days": [1]},
                                         "flight times": [{"leg": "every", "depart_from": "09:00"}]}}
    assert _closest(failed, trip) == f"**No plan can meet this request:** the closest plan I could put together, shown below, {said}"


def test_the_route_check_of_a_one_city_trip_is_not_a_travellers_fault():
    """On a one-city trip the official route check always fails (it wants a state): never said to the traveller."""
    route_and_rule = ["reasonable_city_route", "room_type"]
    assert "come back" not in _closest(route_and_rule)
    assert "come back" not in _closest(route_and_rule, {**TRIP, "visiting_city_number": None})  # no count: one city
    two_cities = _closest(route_and_rule, {**TRIP, "visiting_city_number": 2})
    assert "does not come back to where it starts and has another room type" in two_cities
    # the route alone on one city: no fault left to say, so the verdict's own sentence
    assert _closest(["reasonable_city_route"]) == f"**No plan can meet this request:** {UNSAT['explanation']}"


def test_with_no_plan_the_reason_and_the_offers_that_work_are_said():
    no_plan = {"reason": "no flight reaches Minot on those dates", "offers": ["go a day later", "fly to Bismarck"]}
    assert _verdict_line({"status": "unsat"}, TRIP, None, no_plan) == (
        "**No plan can meet this request:** no flight reaches Minot on those dates.\n\n"
        "What would work (each checked):\n- go a day later\n- fly to Bismarck")
    assert _verdict_line({"status": "unsat"}, TRIP, None, {**no_plan, "offers": []}) == (
        "**No plan can meet this request:** no flight reaches Minot on those dates.\n\n"
        "I found no nearby change that works: try other cities or dates.")


def test_a_valid_plan_or_one_with_no_cost_gets_the_verdicts_own_sentence():
    valid = {"status": "valid", "official": True, "strict": True, "failed": []}
    assert _verdict_line(valid, TRIP, 300.0) == (
        "**Checked:** this plan keeps every rule of your request, the budget and the commonsense checks.")
    assert _verdict_line({**UNSAT, "failed": ["budget"]}, TRIP, None) == f"**No plan can meet this request:** {UNSAT['explanation']}"


# The whole reply (``reply``): what a traveller reads after a turn, its parts in order and in the reply's own words.

CHECKED = "**Checked:** this plan keeps every rule of your request, the budget and the commonsense checks."
VALID = {"status": "valid", "official": True, "strict": True, "failed": []}
NOT_KEPT = " It does not keep the wishes listed as not kept above: nothing in the data can check them."
CLOSEST_ROOM = ("**No plan can meet this request:** the closest plan I could put together, shown below, has another "
                "room type than you asked for. Try other dates, or drop one of your rules.")
POOL = {"wish": "a pool", "reason": "no reader understood 'and a pool', so the plan cannot keep it"}
TAXI = "Taxi, from Newark to Savannah, duration: 12 hours, cost: 900"


def _reply(state: dict, sandbox=None) -> str:
    """The text of the one message a turn answers with (the hand-offs cleared, as every finished turn leaves them)."""
    settings = provide(PlannerSettings(), sandbox=sandbox) if sandbox is not None else PlannerSettings()
    out = reply(state, Runtime(context=settings))
    assert {key: value for key, value in out.items() if key != "messages"} == handoffs_cleared()
    assert len(out["messages"]) == 1 and isinstance(out["messages"][0], AIMessage)
    return str(out["messages"][0].content)


def _planned(**state) -> dict:
    return {"trip": CHAT_TRIP, "plan": PLAN, "verdict": VALID, "spent": 900.0, **state}


def _parts(text: str, spent: float = 900.0, plan=PLAN, changed=None) -> tuple[str, str, str]:
    """(the summary line, what lies between it and the itinerary, what follows the itinerary)."""
    head = escape_dollars(summary_line(CHAT_TRIP, spent))
    days = escape_dollars(itinerary_text(plan, CHAT_TRIP["date"], None, changed))
    assert text.startswith(head + "\n\n") and days in text, text
    middle, after = text[len(head) + 2:].split(days)
    return head, middle, after


def test_a_direct_answer_is_said_as_it_is_with_its_dollars_escaped():
    """An answer wins over problems, and a question asked along is not answered again after it."""
    state = {"answer": "Day 2 costs $120.", "problems": ["no"], "asked_too": [{"kind": "help"}], "trip": CHAT_TRIP}
    assert _reply(state) == "Day 2 costs \\$120."


@pytest.mark.parametrize(("state", "ending"), [
    ({"trip": CHAT_TRIP}, "\n\nYour current trip is unchanged."),
    ({}, ""),
])
def test_a_message_that_could_not_be_acted_on_lists_why(state, ending):
    problems = ["flight:day1 is full", "no $ left"]
    assert _reply({"problems": problems, **state}) == (
        "I couldn't do that:\n- the flight on day 1 is full\n- no \\$ left" + ending)


def test_a_refusal_with_something_missing_asks_for_it_and_says_nothing_of_a_trip():
    draft = {"org": "Newark", "dest": "Savannah"}
    said = _reply({"problems": ["no budget"], "missing": ["budget"], "draft": draft, "trip": CHAT_TRIP})
    assert said == "I couldn't do that:\n- no budget\n\n" + escape_dollars(question_text(draft, ["budget"]))


def test_undoing_the_first_trip_says_there_is_none_now():
    assert _reply({"restored": True, "trip": None}) == (
        "I went back to before your first trip: there is no trip now. Tell me one whenever you're ready.")
    restored = _reply(_planned(restored=True))
    assert ("\n\nI went back to your trip and plan as they were before the last change (say \"undo\" again to redo it)."
            "\n\n") in restored


def test_questions_said_along_with_a_change_are_answered_after_it(sandbox):
    said = _reply({"problems": ["no budget"], "asked_too": [{"kind": "help"}, {"kind": "small_talk"}]}, sandbox)
    assert said == ("I couldn't do that:\n- no budget\n\n**You also asked:**\n" + escape_dollars(CAN_DO) + "\n\n"
                    + escape_dollars("Hello! " + CAN_DO))


def test_two_questions_with_one_answer_are_answered_once(sandbox):
    # (stop 94: "why is that hotel so cheap, is it any good?" said the stays twice)
    said = _reply({"problems": ["no budget"], "asked_too": [{"kind": "help"}, {"kind": "help"}]}, sandbox)
    assert said == "I couldn't do that:\n- no budget\n\n**You also asked:**\n" + escape_dollars(CAN_DO)


def test_a_small_talk_said_along_is_answered_from_the_turns_state(sandbox):
    said = _reply({"problems": ["no budget"], "trip": CHAT_TRIP, "asked_too": [{"kind": "small_talk"}]}, sandbox)
    assert said.endswith("\n\n**You also asked:**\nYou're welcome! Anything else? You can change the trip or ask about "
                         "any day.")


def test_a_first_valid_plan_is_the_summary_the_days_and_the_check():
    said = _reply(_planned())
    assert said == "\n\n".join([escape_dollars(summary_line(CHAT_TRIP, 900.0)),
                                escape_dollars(itinerary_text(PLAN, CHAT_TRIP["date"])), CHECKED])


def test_a_plan_that_is_not_valid_is_said_so_before_it_is_shown():
    _, middle, after = _parts(_reply(_planned(verdict={"status": "unsat", "failed": ["room_type"]})))
    assert (middle, after) == (CLOSEST_ROOM + "\n\n", "")


@pytest.mark.parametrize(("no_plan", "said"), [
    (None, CLOSEST_ROOM + "\n\nNo plan could be put together."),
    ({"reason": "no flight reaches Savannah", "offers": []}, CLOSEST_ROOM),  # the closest plan's faults, no offers
])
def test_with_no_plan_the_reply_says_so_once(no_plan, said):
    state = _planned(plan=None, verdict={"status": "unsat", "failed": ["room_type"]}, no_plan=no_plan)
    text = _reply(state)
    head = escape_dollars(summary_line(CHAT_TRIP, 900.0))
    assert text == head + "\n\n" + said


def test_what_the_turn_did_and_changed_comes_between_the_summary_and_the_days():
    state = _planned(edit=True, changed_days=[1], cost_before=1000.0, given_up=["the $50 museum"],
                     notes=["flight:day1 moved", "the budget is $2,000"], planned_without=[POOL])
    _, middle, after = _parts(_reply(state), changed=[1])
    assert middle == ("Changed: day 1; kept: day 2. The total is now \\$900.00 (was \\$1,000.00).\n\n"
                      "**What changed:**\n- the flight on day 1 moved\n- the budget is \\$2,000\n\n"
                      "**Not kept** (planned without, as you said):\n- I don't know how to plan for 'a pool'\n\n"
                      "**What this gave up:**\n- the \\$50 museum\n\n")
    assert after == "\n\n" + CHECKED + NOT_KEPT


def test_a_new_requests_reading_is_headed_as_such():
    _, middle, after = _parts(_reply(_planned(notes=["the budget of $600 is per person: $1,200 for 2"])))
    assert middle == "**How I read your request:**\n- the budget of \\$600 is per person: \\$1,200 for 2\n\n"
    assert after == "\n\n" + CHECKED


def test_a_name_with_markdown_marks_is_shown_as_the_data_writes_it():
    """86 names of the data hold stars, underscores or brackets ("*NO GUEST SERVICE FEE* Luxury Studio Suite"): shown
    escaped, never as italics or bold that hide the stars and run into the reply's own emphasis."""
    day = {"days": 2, "current_city": "Denver", "breakfast": "Cafe_Diva, Denver", "attraction": "[Big] Blue Bear, Denver;",
           "lunch": "-", "dinner": "-", "accommodation": "*NO GUEST SERVICE FEE* Luxury Studio Suite, Denver"}
    said = itinerary_text([day], ["2022-03-11"])
    assert "- Night: \\*NO GUEST SERVICE FEE\\* Luxury Studio Suite" in said
    assert "- Meals: breakfast at Cafe\\_Diva" in said and "- Sights: \\[Big\\] Blue Bear" in said


def test_a_note_about_a_word_keeps_the_word_it_is_about():
    """ "'3000': read as the budget ..." is shown as "3000: read as the budget ...", never as "read as the budget" with
    what was read lost."""
    _, middle, _ = _parts(_reply(_planned(notes=["'3000': read as the budget in US dollars (say 'budget' if it is not)"])))
    assert middle == ("**How I read your request:**\n- 3000: read as the budget in US dollars (say 'budget' if it is "
                      "not)\n\n")


@pytest.mark.parametrize(("rule", "said"), [
    ("no flight", "- Day 1: no self-drive option from Newark to Savannah on that date is in the data, so this leg "
                  "goes by taxi (your rule: no flight)."),
    ("no self-driving", "- Day 1: no flight option from Newark to Savannah on that date is in the data, so this leg "
                        "goes by taxi (your rule: no self-driving)."),
    ("no flight, no self-driving", ""),  # taxis only, as asked
    (None, ""),
])
def test_a_leg_by_taxi_under_a_rule_that_banned_a_mode_is_explained(rule, said):
    trip = {**CHAT_TRIP, "local_constraint": {"transportation": rule}}
    plan = [{**PLAN[0], "transportation": TAXI}, PLAN[1]]  # day 2 flies: nothing to say of it
    text = _reply({"trip": trip, "plan": plan, "verdict": VALID, "spent": 900.0})
    days = escape_dollars(itinerary_text(plan, trip["date"]))
    assert text.startswith(escape_dollars(summary_line(trip, 900.0)) + "\n\n" + (said + "\n\n" if said else "") + days)


# What the turn did (``turn_summary``, also what ``flex run`` records): whole sentences.

def _summary(days: int = 2, **state) -> str | None:
    return turn_summary({"trip": CHAT_TRIP, **state}, days)


@pytest.mark.parametrize(("state", "said"), [
    ({"edit": True, "changed_days": [1]}, "Changed: day 1; kept: day 2."),
    ({"edit": True, "changed_days": [2, 1]}, "Changed: day 2, 1."),
    ({"edit": True, "kept": True, "planned_without": [POOL]},
     "Your current plan already meets what I could apply, so it stays as it is."),
    ({"edit": True, "kept": True, "previous": {"trip": {**CHAT_TRIP, "date": ["2022-04-01", "2022-04-02"]}}},
     "Your plan works on the new dates as it is, so each day moved with them."),
    ({"edit": True, "kept": True, "previous": {"trip": {}}},
     "Your current plan already meets this, so it stays as it is."),
    ({"edit": True, "changed_days": [], "previous": {}}, "I re-planned, and every day came out the same."),
    ({"edit": True, "changed_days": [], "previous": {"trip": {**CHAT_TRIP, "date": ["2022-04-01", "2022-04-02"]}}},
     "I re-planned for the new dates, and each day's plan came out the same."),
    ({"edit": True, "changed_days": None}, "This is a new plan."),
    ({"edit": True, "changed_days": [2]}, "Changed: day 2; kept: day 1."),
])
def test_an_edit_says_what_it_did_to_each_day(state, said):
    assert _summary(**state) == said


def test_every_kept_day_is_named():
    assert _summary(3, edit=True, changed_days=[1]) == "Changed: day 1; kept: day 2, 3."


def test_an_edit_with_no_days_or_no_edit_says_nothing():
    assert _summary(0, edit=True, changed_days=[1]) is None
    assert _summary(edit=False, changed_days=[1]) is None


@pytest.mark.parametrize(("before", "after", "said"), [
    (1000.0, 900.0, "I re-planned for the lowest cost: now $900.00, $100.00 less than before ($1,000.00)."),
    (None, 900.0, "I re-planned for the lowest cost: now $900.00."),
    (900.0, 900.0, "This plan already is the cheapest: I searched every option and found none below $900.00."),
    (900.0, 899.996, "This plan already is the cheapest: I searched every option and found none below $900.00."),
    (900.0, 900.004, "This plan already is the cheapest: I searched every option and found none below $900.00."),
    (900.0, 900.01,
     "The cheapest plan that keeps your rules costs $900.01, more than the previous $900.00; it is shown below."),
    (900.0, 899.99, "I re-planned for the lowest cost: now $899.99, $0.01 less than before ($900.00)."),
    (900.0, None, "I tried to re-plan for the lowest cost, but no plan came out (see below)."),
])
def test_make_it_cheaper_says_how_the_total_moved(before, after, said):
    assert _summary(preference="cheapest", cost_before=before, spent=after, plan=PLAN) == said


def test_make_it_cheaper_with_no_plan_says_none_came_out():
    assert _summary(preference="cheapest", cost_before=900.0, spent=800.0, plan=[]) == (
        "I tried to re-plan for the lowest cost, but no plan came out (see below).")


LEAD = "I re-planned for the best trip within your budget"


@pytest.mark.parametrize(("preference", "before", "after", "spent", "said"), [
    ("hotels", {"mean_lodging_rating": 3.5}, {"mean_lodging_rating": 4.25}, 900.0,
     f"{LEAD}, giving the stays' ratings extra weight: stays rated 4.2 on average (better than stays rated 3.5 on "
     "average before). The trip now costs $900.00."),
    ("restaurants", None, {"mean_restaurant_rating": 4.0}, None,
     f"{LEAD}, giving the restaurants' ratings extra weight: restaurants rated 4.0 on average."),
    ("sights", {"sights": 5}, {"sights": 5}, None,
     f"{LEAD}, giving the sights extra weight: 5 sights, the same as before."),
    ("sights", {"sights": 5}, {"sights": 4}, None,
     f"{LEAD}, giving the sights extra weight: 4 sights (was 5 sights before). I couldn't do better for the sights: "
     "the plan before does not keep what you changed, and this is the best the budget and your rules allow now."),
    ("humane_hours", {"early_departures": 2}, {"early_departures": 1}, None,
     f"{LEAD}, giving early and late flights extra weight: 1 departures before 07:00 (better than 2 departures before "
     "07:00 before)."),
    ("humane_hours", {"early_departures": 1}, {"early_departures": 2}, None,
     f"{LEAD}, giving early and late flights extra weight: 2 departures before 07:00 (was 1 departures before 07:00 "
     "before). I couldn't do better for early and late flights: the plan before does not keep what you changed, and "
     "this is the best the budget and your rules allow now."),
    ("hotels", {"mean_lodging_rating": 3.5}, {}, 900.0,
     f"{LEAD}, giving the stays' ratings extra weight. The trip now costs $900.00."),
    ("overall", {}, {"sights": 3}, None, f"{LEAD}, by the ratings of its stays, restaurants and sights: 3 sights."),
    ("overall", {}, {}, 900.0,
     f"{LEAD}, by the ratings of its stays, restaurants and sights. The trip now costs $900.00."),
    ("hotels", {}, None, 900.0, "I tried to re-plan for that, but no plan came out (see below)."),
])
def test_a_quality_preference_says_what_it_did_to_the_part_it_favoured(preference, before, after, spent, said):
    assert _summary(preference=preference, quality_before=before, quality=after, spent=spent) == said


def test_a_trip_made_nicer_overall_lists_each_part_in_order():
    before = {"mean_lodging_rating": 3.5, "mean_restaurant_rating": 4.0, "sights": 4}
    after = {"mean_lodging_rating": 4.2, "mean_restaurant_rating": 4.0, "sights": 3}
    assert _summary(preference="overall", quality_before=before, quality=after, spent=None) == (
        f"{LEAD}, by the ratings of its stays, restaurants and sights: stays rated 4.2 on average (better than stays "
        "rated 3.5 on average before); restaurants rated 4.0 on average, the same as before; 3 sights (was 4 sights "
        "before).")


# How the total moved after an edit (``_cost_moved``) and a wish left with the previous trip (``_wish_left``): the
# sentence between the summary and the days.

@pytest.mark.parametrize(("state", "said"), [
    ({"objective": "cheapest"},
     "Re-planned for the lowest cost, as you asked earlier: the total is now $900.00 (was $1,000.00)."),
    ({"objective": "best", "focus": "hotels"},
     "Re-planned for the best trip, giving the stays' ratings extra weight, as you asked earlier: the total is now "
     "$900.00 (was $1,000.00)."),
    ({"objective": "best", "focus": "overall"}, "The total is now $900.00 (was $1,000.00)."),
    ({}, "The total is now $900.00 (was $1,000.00)."),
])
def test_an_edit_that_re_planned_says_how_the_total_moved(state, said):
    _, middle, _ = _parts(_reply(_planned(edit=True, changed_days=[], cost_before=1000.0, **state)))
    assert middle == "I re-planned, and every day came out the same. " + escape_dollars(said) + "\n\n"


@pytest.mark.parametrize(("state", "said"), [
    ({"objective": "cheapest"},
     "Re-planned for the lowest cost, as you asked earlier: the total is $900.00, as before."),
    ({"cost_before": 900.004}, None),  # no standing wish, the same total: nothing to say
    ({"cost_before": 900.5}, "The total is now $900.00 (was $900.50)."),  # fifty cents is a move
    ({"cost_before": None}, None),
])
def test_an_edit_that_kept_the_total_says_so_only_with_a_standing_wish(state, said):
    _, middle, _ = _parts(_reply(_planned(**{"edit": True, "changed_days": [], "cost_before": 900.0, **state})))
    cost = " " + escape_dollars(said) if said else ""
    assert middle == "I re-planned, and every day came out the same." + cost + "\n\n"


def test_an_edit_with_no_total_says_nothing_of_the_cost():
    _, middle, _ = _parts(_reply(_planned(edit=True, changed_days=[], cost_before=1000.0, spent=None)), spent=None)
    assert middle == "I re-planned, and every day came out the same.\n\n"


@pytest.mark.parametrize(("previous", "said"), [
    ({"objective": "cheapest"}, "Your earlier wish (planning for the lowest cost) was for your previous trip, so this "
                                "new trip is planned without it: say \"make it cheaper\" to plan it that way too."),
    ({"objective": "best", "focus": "sights"},
     "Your earlier wish (planning for the sights given extra weight) was for your previous trip, so this new trip is "
     "planned without it: say \"more sights\" to plan it that way too."),
    ({"objective": "best", "focus": "overall"}, None),
    ({"objective": None, "focus": "hotels"}, None),
])
def test_a_new_trip_says_the_standing_wish_of_the_previous_one_stayed_behind(previous, said):
    text = _reply(_planned(previous=previous))
    _, middle, _ = _parts(text)
    assert middle == (said + "\n\n" if said else "")


@pytest.mark.parametrize("state", [{"edit": True}, {"objective": "cheapest"}, {"restored": True},
                                   {"preference": "hotels"}])
def test_a_wish_that_still_holds_or_an_edit_says_nothing_of_the_previous_trips_wish(state):
    assert "earlier wish" not in _reply(_planned(previous={"objective": "cheapest"}, **state))


def test_each_days_cost_is_shown_with_the_plan():
    said = _reply(_planned(day_costs=[600.0, 300.0]))
    assert escape_dollars(itinerary_text(PLAN, CHAT_TRIP["date"], [600.0, 300.0])) + "\n\n" + CHECKED in said
    assert itinerary_text(PLAN, CHAT_TRIP["date"], [600.0, 300.0]) != itinerary_text(PLAN, CHAT_TRIP["date"])


def test_a_plan_over_budget_alone_is_called_the_cheapest_that_keeps_the_rules():
    said = _reply(_planned(verdict={"status": "unsat", "failed": ["budget"]}, spent=2000.0))
    _, middle, _ = _parts(said, spent=2000.0)
    assert middle == ("**No plan can meet this request:** the cheapest plan that keeps your rules, shown below, costs "
                      "\\$2,000.00, \\$200.00 over your \\$1,800 budget. Raise the budget or drop one of your "
                      "rules.\n\n")


def test_with_no_plan_and_no_cost_the_reason_and_the_offers_are_said():
    no_plan = {"reason": "no flight reaches Savannah on those dates", "offers": ["go a day later"]}
    said = _reply(_planned(plan=None, spent=None, verdict={"status": "unsat"}, no_plan=no_plan))
    assert said == (escape_dollars(summary_line(CHAT_TRIP, None)) + "\n\n**No plan can meet this request:** no flight "
                    "reaches Savannah on those dates.\n\nWhat would work (each checked):\n- go a day later")


def test_an_edit_with_no_plan_says_nothing_of_changed_days():
    said = _reply(_planned(plan=None, edit=True, changed_days=[], verdict={"status": "unsat", "failed": ["room_type"]}))
    head = escape_dollars(summary_line(CHAT_TRIP, 900.0))
    assert said == head + "\n\n" + CLOSEST_ROOM + "\n\nNo plan could be put together."


def test_a_preference_says_its_cost_once():
    """The preference's own line gives the new total: no second sentence on how the total moved."""
    state = _planned(preference="sights", quality_before={"sights": 2}, quality={"sights": 3}, cost_before=1000.0)
    said = _reply(state)
    _, middle, _ = _parts(said)
    assert middle == (f"{LEAD}, giving the sights extra weight: 3 sights (better than 2 sights before). The trip now "
                      "costs \\$900.00.\n\n")
