"""Direct answers: what the chat says to a message that plans nothing (``intent``), from the thread's state.

Questions about the current plan are answered from the plan, its day costs and the sandbox; help, small
talk and requests outside the planner's reach get a sentence that says what it can do; a message nobody
could read says so honestly. No answer changes the trip or the plan.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import date as Date
from math import ceil
from typing import Any, Literal

from himap_travel.domain.constraints.sight_kinds import SIGHT_KIND
from himap_travel.domain.evaluation.parsing import entry_details, strict_transport
from himap_travel.domain.evaluation.pricing import day_cost
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.money import money
from himap_travel.nodes.chat.day_reasons import missing_reason
from himap_travel.nodes.chat.drive_choice import ASKED as ASKED_WHY_ROAD
from himap_travel.nodes.chat.drive_choice import ways_answer, ways_compared, why_driving
from himap_travel.nodes.chat.failed_checks import cheapest_over_budget
from himap_travel.nodes.chat.flight_choice import ASKED as ASKED_WHY_FLIGHT
from himap_travel.nodes.chat.flight_choice import why_flights
from himap_travel.nodes.chat.intent_cues import thanks_in
from himap_travel.nodes.chat.intent_follow_up import ANOTHER_PART as _ANOTHER_PART
from himap_travel.nodes.chat.intent_follow_up import PART as _PART
from himap_travel.nodes.chat.intent_follow_up import PART_WORDS as _PART_WORDS
from himap_travel.nodes.chat.intent_questions import DATES_BY_PRICE, days_named
from himap_travel.nodes.chat.intent_scope import booked_named
from himap_travel.nodes.chat.intent_spelling import spelled
from himap_travel.nodes.chat.markdown import date_range, day_text, left_or_over, travel_words, venue_name
from himap_travel.nodes.chat.plan_sight_dropped import planned_sights_named
from himap_travel.nodes.chat.preference_waits import waiting_said
from himap_travel.nodes.chat.ratings_answer import ratings_answer
from himap_travel.nodes.chat.route import cities_asked, day_city, route_answer
from himap_travel.nodes.chat.sight_asked import others_answer
from himap_travel.nodes.chat.snapshot import ANOTHER_TRIP
from himap_travel.nodes.chat.venue_asked import place_row
from himap_travel.nodes.chat.what_changed import since_start_asked, what_changed
from himap_travel.nodes.chat.wishes import WISHES
from himap_travel.state.chat_state import MessageReading, OutOfScope
from himap_travel.state.days import MEALS
from himap_travel.state.travel_times import duration_minutes

CAN_DO = ("I plan trips: tell me where from and to, the dates, how many people and the budget (e.g. \"3 days from "
          "Washington to Myrtle Beach, March 13–15 2022, 2 people, $1,400\"). Then you can change any of it, add rules "
          "(pets, room type, cuisines, no flying), ask about the plan (\"how much is day 2?\"), say \"make it cheaper\" or "
          "\"nicer hotels\", or tell me a flight was cancelled.")
_SCOPE: dict[OutOfScope | Literal[""], str] = {
    "the weather": "I can't look up the weather: the travel data I plan with has flights, driving distances, stays, "
                   "restaurants and sights, but no forecasts.",
    "visas and documents": "I can't advise on visas or documents: my data covers flights, driving, stays, restaurants and sights only.",
    "diets": "I can't filter for diets: the restaurant data lists cuisines, not vegetarian or allergy options. I can "
             "require or avoid cuisines, e.g. \"Indian food please\" or \"no seafood\".",
    "booking and payment": ("I can't book, reserve, pay for, cancel or refund anything: I plan the trip, and you book it "
                            "yourself (refund terms included)."),
    "insurance": "I can't help with insurance: I plan routes, stays, meals and sights.",
    "currency": "I can't help with money exchange: all my prices are in US dollars.",
    "car rental": "I can't rent cars: a trip can drive your own car (self-driving), fly, or take taxis between cities.",
    "packing": "I can't help with packing: I plan routes, stays, meals and sights.",
    "sending": ("I can't send anything (email, text or messages), call anyone, set reminders or make files: copy the "
                "plan from this chat to share it."),
    "abroad": ("I can't plan trips abroad: my travel data holds cities of the United States only, in March 2022. Name two "
               "US cities, or a US state to tour several of its cities."),
}


# What can be asked of a trip that exists: never the new-trip blurb (``CAN_DO``) once a trip is there.
ON_A_TRIP = ("You can change this trip's dates, people, budget or rules (pets, room type, cuisines, no flying), ask about it "
             "(\"how much is day 2?\", \"where do we stay?\"), say \"make it cheaper\", \"nicer hotels\" or \"undo\", or "
             "tell me a flight was cancelled.")


def unknown_answer(has_trip: bool) -> str:
    """A message nothing could read: say so, and what would work (on a trip: what can be asked or changed of it)."""
    if has_trip:
        return f"I didn't understand that as a change to your trip, so nothing changed. {ON_A_TRIP}"
    return f"I didn't understand that. {CAN_DO}"


def english_only(language: str) -> str:
    """A message in another language: said plainly, with what works."""
    return (f"Sorry, I read English only, and this looks like {language}, so I couldn't read it. Please write your "
            "request in English, e.g. \"3 days from Washington to Myrtle Beach, March 13–15 2022, 2 people, $1,400\".")


def cancel_answer(had_question: bool, has_trip: bool, restart: bool = False) -> str:
    """"never mind": the open question dropped, or nothing to cancel; "let's start over": the new trip asked for."""
    if restart:
        kept = " Your current plan stays until then." if has_trip else ""
        dropped = "I've dropped that question. " if had_question else ""
        return (f"Sure, let's start over. {dropped}Tell me the new trip: where from and to, the dates, how many people and "
                f"the budget, and I'll plan it from scratch.{kept}")
    if not had_question:
        return "There is nothing to cancel." + (" Your trip is as it was: no question is waiting on your answer and I book "
                                                "nothing, so the plan stays as it is. Say \"undo\" to take back your last "
                                                "change, or tell me a new trip." if has_trip else "")
    return "Okay, I've dropped that question." + (" Your current trip is unchanged." if has_trip else "") + \
        " Tell me a trip whenever you're ready."


# The choice left to the planner, said as small talk ("whatever you think for food", "anything works", "up to you")
LEFT_TO_US = lazy_compile(r"\bwhatever(?:['’]s|\s+is)\s+fine\s+(?:for|on|with)\b|\b(?:you|u)\s+(?:think|pick|choose|decide)\b"
                          r"|\bup\s+to\s+(?:you|u)\b|\bsurprise\s+(?:me|us)\b|\bno\s+preference\b", re.IGNORECASE)


def direct_answer(intent: MessageReading, state: Mapping[str, Any], sandbox: Any) -> str:
    """The answer to a help, small-talk, out-of-scope or question message."""
    if intent.kind == "help":
        return CAN_DO
    if intent.kind == "small_talk":
        puzzled = bool(_PUZZLED.match(_last_words(state)))  # "what?", "huh", "come again?": never thanked
        if state.get("missing") and state.get("draft") is not None:  # the open question follows ("Still open: ...")
            return "Sorry if that was unclear." if puzzled else "You're welcome!" if thanks_in(_last_words(state)) else "Sure."
        if _BYE.search(_last_words(state)):
            return "Goodbye, and have a good trip!" if state.get("plan") else "Goodbye!"
        if state.get("trip") and puzzled:
            return _UNCLEAR
        if state.get("trip") and LEFT_TO_US.search(_last_words(state)):  # "whatever you think for food": kept as planned
            return ("Okay, I'll keep the plan's choices: your trip stays as it is. Tell me if you'd like anything "
                    "changed, or ask about any day.")
        if state.get("trip"):
            return "You're welcome! Anything else? You can change the trip or ask about any day."
        # thanks with no trip ("ok thanks anyway" after a question dropped) is thanked, never greeted
        return ("You're welcome! " if thanks_in(_last_words(state)) else "Hello! ") + CAN_DO
    if intent.kind == "out_of_scope":  # what it cannot do, then what stands or what it can: never a stray "I plan trips."
        named = booked_named(_last_words(state)) if intent.subject in ("booking and payment", "car rental") else ""
        return _diet_named(cannot_do(intent.subject), intent.subject, _last_words(state)) + named + (
            " Your trip is unchanged." if state.get("trip") else " " + CAN_DO)
    if intent.kind == "preference":  # a preference with no plan to apply it to
        if state.get("trip"):  # a trip no plan meets: it is there, but nothing can be made cheaper or nicer
            return f"Your trip has no plan to change: {why_none(state)} Change the trip first: the budget, the dates or a rule."
        return "There is no trip yet to change. " + CAN_DO
    return plan_answer(intent, state, sandbox)


_DIET_SAID = lazy_compile(r"\b(?:vegetarian|vegan|gluten[\s-]free|halal|kosher|lactose[\s-]free|dairy[\s-]free|keto|paleo)\b",
                         re.IGNORECASE)


def _diet_named(answer: str, subject: OutOfScope | None, said: str) -> str:
    """The answer to a diet the data cannot serve, naming the diet said ("and we're vegan": "diets such as vegan"), so
    the person sees their wish was read."""
    diet = _DIET_SAID.search(said) if subject == "diets" else None
    return answer.replace("for diets", f"for diets such as {diet.group(0).lower()}", 1) if diet else answer


def cannot_do(subject: OutOfScope | None) -> str:
    """What the chat says of a thing it does not do (``_SCOPE``), in one sentence: alone, beside a plan, or while a
    question is open."""
    return _SCOPE.get(subject or "", "That is outside what I do.")


# A word of confusion said alone ("what?", "huh??", "wait what", "come again?"): what was said is explained, never thanked
_PUZZLED = lazy_compile(r"^\W*(?:(?:wait|sorry|um+|uh+)\W+)?(?:what|wut|wha+t*|huh+|eh|pardon|come\s+again|say\s+what|sorry)\W*$",
                        re.IGNORECASE)
_UNCLEAR = ("Sorry if that was unclear. Ask me what a day holds (\"what's on day 2?\"), what a day or the whole trip "
            "costs, where you stay or how you travel, or tell me what to change.")

_BYE = lazy_compile(r"\b(?:bye|goodbye|see\s+(?:you|ya)|laters|catch\s+(?:ya|you)|ta[\s-]?ra"
                   r"|that'?s\s+(?:all|it)|take\s+care|good\s+day\s+to\s+you"
                   r"|have\s+a\s+(?:(?:great|good|nice|lovely|wonderful|fab|safe|blessed)\s+)+(?:day|one|evening|night|weekend"
                   r"|week))\b", re.IGNORECASE)


# The words of a question said along with a change ("make it 4 days and whats the cheapest hotel there?"), given to the
# answer in place of the whole message (``along.answers_along``): its "4 days" asks no day
QUESTION_WORDS = "question_words"


def _last_words(state: Mapping[str, Any]) -> str:
    """The newest user message's text (the small talk being answered), or the question's own words when it was said
    along with a change (``QUESTION_WORDS``), its typos of the intents' words put right: read as the intents read it
    (``intent_spelling.spelled``), an answer reads what was asked in the same words ("hwo much is teh hotel" asks the
    stays' cost, as "how much is the hotel" does)."""
    if state.get(QUESTION_WORDS):
        return spelled(str(state[QUESTION_WORDS]))
    said = [m for m in state.get("messages") or [] if getattr(m, "type", None) == "human"]
    return spelled(str(said[-1].content)) if said else ""


# A follow-up naming an extreme alone ("and the most expensive?", "the priciest?"): the day asked before is its subject
_EXTREME_ALONE = lazy_compile(r"^\W*(?:and|what\s+about|how\s+about|ok(?:ay)?)?\s*(?:the\s+)?(?:most|least)\s+(?:expensive|costly)\W*$"
                              r"|^\W*(?:and|what\s+about|how\s+about|ok(?:ay)?)?\s*(?:the\s+)?(?:priciest|costliest|cheapest|dearest)"
                              r"(?:\s+one)?\W*$", re.IGNORECASE)


def _of_days_asked(state: Mapping[str, Any]) -> str:
    """``_last_words``, with "day" said when it is an extreme alone following a question of the days ("which day is the
    cheapest?", then "and the most expensive?": the most expensive day, never the trip's total)."""
    asked = _last_words(state)
    said = [m for m in state.get("messages") or [] if getattr(m, "type", None) == "human"]
    if _EXTREME_ALONE.match(asked) and len(said) > 1 and re.search(r"\bdays?\b", str(said[-2].content), re.IGNORECASE) \
            and _MOST_COST.search(str(said[-2].content)):
        return f"which day is {asked.strip(' ?!.').removeprefix('and ')}"
    return asked


def _message(state: Mapping[str, Any]) -> str:
    """The newest user message's whole text (a question said with others in it is ``_last_words``)."""
    said = [m for m in state.get("messages") or [] if getattr(m, "type", None) == "human"]
    return str(said[-1].content) if said else ""


def pending_answer(intent: MessageReading, state: Mapping[str, Any]) -> str:
    """A question, a preference or an out-of-scope message while a question about a new request is open: said
    about that request (not the trip planned before it), and the question stays open (``routing``)."""
    if intent.kind == "out_of_scope":
        return cannot_do(intent.subject)
    if intent.kind == "preference" and WISHES not in (state.get("missing") or []):  # the wish waits for the plan
        return f"{waiting_said(intent.preference)}."
    if intent.kind == "preference":
        return "I'll plan this trip as soon as I have your answer below; then you can ask for it cheaper or nicer."
    return "This trip isn't planned yet, so there is nothing to show for it: answer the question below and I'll plan it."


def why_none(state: Mapping[str, Any]) -> str:
    """Why no plan meets the trip as it stands, in plain words (every no explained, never "see above"), and what would
    work when the reply that found none offered something."""
    found = state.get("no_plan") or {}
    if not found.get("reason"):
        return "none meets it as it stands."
    offers = found.get("offers") or []
    return f"none meets it as it stands, because {found['reason']}." + (f" What would work: {'; '.join(offers)}." if offers else "")


def plan_answer(intent: MessageReading, state: Mapping[str, Any], sandbox: Any) -> str:
    """A question about the current plan, answered from it (what the last change did: from the plan before it too)."""
    if intent.topic == "changes":
        return what_changed(state, sandbox, since_start_asked(_last_words(state)))
    plan, trip = state.get("plan"), state.get("trip")
    if trip and not plan:  # a trip no plan meets: it is there, with no day to show
        return f"Your trip has no plan to ask about: {why_none(state)} Change the trip first: the budget, the dates or a rule."
    if not plan or not trip:
        return "There is no plan yet to ask about. " + CAN_DO
    if intent.day is None and intent.topic in ("day", "stays", "travel") and cities_asked(_last_words(state)):
        return route_answer(plan, trip["org"])  # "what cities are we visiting?": the cities, never only the days
    costs = state.get("day_costs") or []
    day = _day_index(intent.day, len(plan))
    if intent.day is not None and day is None:
        return f"That day is not in your trip: it has {len(plan)} days, day 1 to day {len(plan)}. Ask about one of those."
    compared = _days_compared(intent, costs, _last_words(state))
    if compared is not None:  # "is day 1 or day 2 more expensive?": both days' costs, and which costs more
        return compared
    extreme = _extreme_day(intent, plan, costs, _of_days_asked(state)) if day is None else None
    if extreme is not None:  # "which day costs the most?", "which day has the most driving?": that day, never all of them
        return extreme
    item = _extreme_item(plan, trip, _last_words(state), sandbox) if day is None else None
    if item is not None:  # "what's the most expensive meal?": that meal, never the trip's total
        return item
    rated = ratings_answer(_last_words(state), plan if day is None else plan[day:day + 1], sandbox, _message(state)) \
        if intent.topic != "hotel" else None  # (a stay's rating asked, or why: its details, the rating among them)
    if rated is not None:  # "which restaurants are the best rated?": the plan's places by rating, never every day
        return rated
    ways = ways_answer(plan, trip, sandbox) if ways_compared(_last_words(state)) else None
    if ways is not None:  # "is a taxi cheaper than driving ourselves?": each way priced, leg by leg
        return ways
    compared_parts = _parts_compared(_last_words(state))
    if compared_parts:  # "what costs more, the hotel or the food?": each part's cost, the costlier named
        return _parts_answer(compared_parts, plan, trip, day, sandbox)
    part = (_PART_ASKED.search(_last_words(state)) if intent.topic in ("total", "day_cost", "stays", "hotel", "travel")
            else None) or _part_follow_up(state)
    if part is not None:  # "how much are we spending on food?": that part's cost, on the day named or the whole trip
        return _part_cost(part, plan, trip, day, sandbox)
    if intent.topic == "day_cost" and day is not None and day < len(costs):
        said = f"Day {day + 1} costs {money(costs[day])} for {trip['people_number']} " \
               f"{'person' if trip['people_number'] == 1 else 'people'}."
        return said + (f" {_cost_parts(plan[day], trip, day, sandbox)}" if _WHY_COST.search(_last_words(state)) else "")
    if intent.topic == "day_cost" and intent.day is None and costs:  # "what's the cost per day?": each day's, then the total
        each = "\n".join(f"- Day {number}: {money(cost)}" for number, cost in enumerate(costs, start=1))
        return f"{each}\n\n" + plan_answer(intent.model_copy(update={"topic": "total"}), state, sandbox)
    if intent.topic in ("total", "day_cost"):
        spent = state.get("spent")
        if spent is None:
            return "The plan has no cost to report."
        if _OTHER_TRIP.search(_last_words(state)):  # "what was the first trip's total again?": that trip's, never this one's
            return _other_trip_total(state)
        if _BUDGET_NEEDED.search(_last_words(state)):  # "ok what budget would work": the least the plan shown needs
            return _budget_needed(spent, trip, cheapest_over_budget(state.get("verdict"), trip, spent))
        people = trip.get("people_number") or 1
        each = f" That is about {money(spent / people)} per person." if people > 1 else ""  # "how much per person?"
        return (f"The whole trip costs {money(spent)} of the {money(trip['budget'], False)} budget "
                f"({left_or_over(trip['budget'] - spent)}).{each}")
    if intent.topic == "dates":  # "how many days is the trip?": its length and dates, from the trip the plan is for
        return dates_by_price(trip) if DATES_BY_PRICE.search(_last_words(state)) else _length(trip)
    if intent.topic == "party":  # "how many people is this for?": the party the plan is for
        people = trip.get("people_number") or 1
        return f"The trip is for {people} {'person' if people == 1 else 'people'}: the plan and its costs are for all of them."
    if intent.topic == "hotel":
        return _why_stays(plan, trip, sandbox)
    if intent.topic == "stays":  # "where do we sleep night 2?": that night only ("the last night": the last one slept away)
        return _stays(plan, _last_night(plan) if intent.day == -1 else day)
    if intent.topic == "travel":  # "how long is the drive on day 1?": that day's travel only, when it has any
        if day is not None and not travel_words(plan[day].get("transportation")) and _WHY.search(_last_words(state)):
            return _no_travel_on(plan, day)  # "why no flight on day 2?": that day is spent in a city, never the flights
        flights = why_flights(plan, trip, sandbox) if ASKED_WHY_FLIGHT.search(_last_words(state)) else None
        flights = flights or (why_driving(plan, trip, sandbox) if ASKED_WHY_ROAD.search(_last_words(state)) else None)
        if flights is not None:  # "why not the cheaper flight?": each flight beside the cheaper ones, and what rules them out
            return flights
        shown = [plan[day]] if day is not None and travel_words(plan[day].get("transportation")) else plan
        legs = [f"Day {d.get('days')}: {travel_words(d.get('transportation'))}." for d in shown if travel_words(d.get("transportation"))]
        return _no_flight(_last_words(state), shown, legs) + ("\n".join(legs) or "The plan has no travel between cities.")
    others = others_answer(_last_words(state), plan, sandbox) if intent.topic == "day" and day is None else None
    if others is not None:  # "what sights are there besides these": the data's others, never the plan's again
        return others
    on = _sight_day(_last_words(state), plan) if intent.topic == "day" and day is None else None
    if on is not None:  # "dinosaur park is on what day": that sight's day, never the whole plan to search
        sight, d = on
        return f"{sight} is on day {d + 1}:\n\n" + day_text(plan[d], trip["date"][d] if d < len(trip["date"]) else None,
                                                            costs[d] if d < len(costs) else None)
    kind = _kind_day(_last_words(state), plan) if intent.topic == "day" and day is None else None
    if kind is not None:  # "which day do we see the zoo": the day of the plan's zoo, or that it has none
        return kind
    if intent.topic == "day":  # a day named, or none: the whole plan ("what's the itinerary?")
        shown = range(len(plan)) if day is None else [day]
        return "\n\n".join(day_text(plan[d], trip["date"][d] if d < len(trip["date"]) else None, costs[d] if d < len(costs) else None)
                           for d in shown) + _none_of_asked(_last_words(state), [plan[d] for d in shown], trip) \
            + _no_sights(_last_words(state), [plan[d] for d in shown], trip)
    return unknown_answer(True)


# The day of a place asked ("which day is the heard museum", "dinosaur park is on what day", "when do we see X")
_WHICH_DAY = lazy_compile(r"\b(?:which|what)\s+day\b|\bwhen\b", re.IGNORECASE)


def _sight_day(asked: str, plan: list[dict[str, Any]]) -> tuple[str, int] | None:
    """The one sight of the plan a question asking its day names, and the (0-based) day it is on; None when the
    question asks no day, names no sight of the plan or several, or the sight is on several days."""
    if not _WHICH_DAY.search(asked):
        return None
    named = planned_sights_named(asked, plan)
    if len(named) != 1:
        return None
    days = [d for d, entry in enumerate(plan) if named[0] in [venue_name(s) for s in str(entry.get("attraction") or "").split(";")]]
    return (named[0], days[0]) if len(days) == 1 else None


_KIND_ASKED = lazy_compile(rf"\b(?:the|a|an|any)\s+(?P<kind>{SIGHT_KIND})s?\b", re.IGNORECASE)


def _kind_day(asked: str, plan: list[dict[str, Any]]) -> str | None:
    """The day of a sight asked by its kind ("which day do we see the zoo", "when is the museum"): each sight of the
    plan whose name holds the kind, with its day, or that the plan has none (its sights named), never the whole plan
    to search; None when the question asks no day or names no kind (or a sight of the plan by its name)."""
    found = _KIND_ASKED.search(asked) if _WHICH_DAY.search(asked) and not planned_sights_named(asked, plan) else None
    if found is None:
        return None
    kind = found.group("kind").lower()
    sights = [(n, venue_name(s)) for n, entry in enumerate(plan, 1) for s in str(entry.get("attraction") or "").split(";")
              if venue_name(s) and venue_name(s) != "-"]
    hits = [f"{name} is on day {n}" for n, name in sights if kind in name.lower()]
    if hits:
        return "; ".join(hits) + ". Nothing changed."
    seen = ", ".join(dict.fromkeys(name for _n, name in sights)) or "none"
    return f"Your plan has no {kind} on any day (its sights: {seen}). Nothing changed."


_FLIGHT_ASKED = lazy_compile(r"\b(?:flights?|fly|flying|planes?|airlines?|take\s*off|dep(?:t|arture)?|depart\w*)\b", re.IGNORECASE)


def _no_flight(asked: str, days: list[dict[str, Any]], legs: list[str]) -> str:
    """A flight asked about ("what's the flight time?", "dep time?") on days that travel without one, said first: a list
    of drives alone leaves the person to notice that the flight they asked about is not there."""
    if not legs or not _FLIGHT_ASKED.search(asked) or any("Flight Number" in str(d.get("transportation")) for d in days):
        return ""
    return "There is no flight in the plan; it travels this way:\n"


_MEALS_ASKED = lazy_compile(r"\b(?:eat|eating|food|meals?|breakfast|lunch|dinner|empty)\b", re.IGNORECASE)


def meals_named(asked: str) -> list[str]:
    """The meals a message names by their name ("what's the cheapest dinner?": dinner), in the plan's order."""
    return [m for m in MEALS if re.search(rf"\b{m}(?:e?s)?\b", asked, re.IGNORECASE)]


def _none_of_asked(asked: str, days: list[dict[str, Any]], trip: Mapping[str, Any] | None = None) -> str:
    """The meals asked about on a day that has none, said so ("what am I eating on day 1?" on a day with no meal): the
    day's card lists only what it has, and a question answered by leaving it out reads as if it was missed. With the
    trip, each no comes with its reason ("day 2 has no lunch because you leave Savannah at 06:02", ``day_reasons``)."""
    if not _MEALS_ASKED.search(asked):
        return ""
    bare = [d for d in days if not any(str(d.get(m) or "-").strip() not in ("-", "") for m in MEALS)]
    if not bare:
        return _meal_not_planned(asked, days, trip)
    said = f"\n\nNo meals are planned on day{'s' if len(bare) > 1 else ''} {', '.join(str(d.get('days')) for d in bare)}."
    if trip is None:
        return said
    named = meals_named(asked)
    what = named[0] if len(named) == 1 else "meals"
    return said + "".join(f" Day {d.get('days')} has no {' or '.join(named) or 'meals'} {missing_reason(d, trip, what)}."
                          for d in bare)


def _meal_not_planned(asked: str, days: list[dict[str, Any]], trip: Mapping[str, Any] | None = None) -> str:
    """A meal asked for by name that a day has not ("what's for lunch day 1" on the day of the drive in, dinner only):
    said so, as the card shows only the meals it has, with its reason when the trip is known."""
    named = meals_named(asked)
    lines = [f"No {m} is planned on day {d.get('days')}" + (f", {missing_reason(d, trip, m)}." if trip else ".")
             for d in days for m in named if str(d.get(m) or "-").strip() in ("-", "")]
    return "\n\n" + " ".join(lines) if lines else ""


_SIGHTS_ASKED = lazy_compile(r"\b(?:see|seeing|sights?|sightseeing|attractions?|activities|things\s+to\s+do|to\s+do|empty)\b",
                             re.IGNORECASE)


def _no_sights(asked: str, days: list[dict[str, Any]], trip: Mapping[str, Any]) -> str:
    """Sights asked about on a day that has none ("why is there nothing to see on day 2?"): said so, with the reason."""
    if not _SIGHTS_ASKED.search(asked):
        return ""
    bare = [d for d in days if str(d.get("attraction") or "-").strip().rstrip(";") in ("", "-")]
    return "".join(f"\n\nNo sights are planned on day {d.get('days')}, {missing_reason(d, trip, 'sights')}." for d in bare)


# A day asked for by an extreme: its cost ("which day costs the most?", "what's the cheapest day", "the priciest day?")
# or its driving ("which day has the most driving?", "where's the longest drive?")
_MOST_COST = lazy_compile(r"\b(?:most|least)\s+(?:expensive|costly|pric(?:e)?y)\b|\b(?:priciest|costliest|cheapest|dearest)\b"
                          r"|\bcosts?\s+(?:us\s+|me\s+|them\s+)?the\s+(?:most|least)\b"  # ("which of the days costs us the most")
                          r"|\b(?:most|least)\s+(?:cash|money|dosh|dough)\b"  # ("which day blows the most cash")
                          r"|\b(?:highest|biggest|largest|lowest|smallest)\s+(?:single\s+)?(?:cost|spend|bill|expense)\b",
                          re.IGNORECASE)
_LEAST_COST = lazy_compile(r"\bleast\b|\bcheapest\b|\blowest\b|\bsmallest\b", re.IGNORECASE)
_MOST_DRIVING = lazy_compile(r"\b(?:most|longest|biggest|more)\s+(?:driving|drive|drives|time\s+(?:in\s+the\s+car|on\s+the\s+road)"
                             r"|hours?\s+(?:of\s+driving|in\s+the\s+car|on\s+the\s+road))\b|\bdrives?\s+the\s+(?:most|longest)\b",
                             re.IGNORECASE)


def _extreme_day(intent: MessageReading, plan: list[dict[str, Any]], costs: list[float], asked: str) -> str | None:
    """The answer to a question for the day of an extreme, the most or least costly day or the day with the most
    driving (ties named together), with the other days' figures; None for any other question."""
    if intent.topic not in ("day_cost", "day", "total", "travel"):
        return None
    if _MOST_DRIVING.search(asked):
        return _most_driving(plan)
    if not _MOST_COST.search(asked) or not re.search(r"\bdays?\b", asked, re.IGNORECASE) or len(costs) != len(plan):
        return None
    least = bool(_LEAST_COST.search(asked))
    best = min(costs) if least else max(costs)
    days = [number for number, cost in enumerate(costs, start=1) if abs(cost - best) < 0.005]
    others = ", ".join(f"day {n} {money(c)}" for n, c in enumerate(costs, start=1) if n not in days)
    which = " and ".join(f"Day {n}" for n in days)
    return (f"{which} {'is' if len(days) == 1 else 'are'} the {'cheapest' if least else 'most expensive'}: {money(best)}"
            f"{' each' if len(days) > 1 else ''}" + (f" ({others})." if others else "."))


# Anything priced asked for by an extreme ("what's the priciest thing in the plan?"): every part's items compared
_ANY_ITEM = lazy_compile(r"\b(?:thing|item|single|expense|purchase)\b", re.IGNORECASE)


def _extreme_item(plan: list[dict[str, Any]], trip: Mapping[str, Any], asked: str, sandbox: Any) -> str | None:
    """The answer to a question for the most or least costly meal, stay, leg or thing of the plan ("what's the most
    expensive meal?", "the cheapest hotel night?"), with its day and price as the budget check counts it; None for
    any other question (a day asked by its cost is ``_extreme_day``'s)."""
    if not _MOST_COST.search(asked) or re.search(r"\bdays?\b", asked, re.IGNORECASE):
        return None
    parts = [name for name, words in _PART_WORDS.items() if re.search(rf"\b(?:{words})\b", asked, re.IGNORECASE)]
    night = bool(_NIGHT_ASKED.search(asked)) and parts in ([], ["stays"])  # "cheapest night?": a night's stay
    parts = ["stays"] if night else parts
    kinds = {kind for name in parts for kind in _PART_KINDS[name]} if parts else None
    if kinds is not None and meals_named(asked):  # "the cheapest dinner": dinners only, never the day's breakfast
        kinds = (kinds - set(MEALS)) | set(meals_named(asked))
    if kinds is None and not _ANY_ITEM.search(asked):
        return None
    asked_items = [(index, item) for index, day in enumerate(plan)
                   for item in day_cost(day, trip["people_number"], sandbox, "strict",
                                        trip["date"][index] if index < len(trip["date"]) else None).items
                   if kinds is None or item.kind in kinds]
    priced = [(index, item) for index, item in asked_items if item.cost > 0]
    if not priced:  # "which hotel is the priciest" with the stay unpriced: it is named, with why none is compared
        unpriced = list(dict.fromkeys(venue_name(item.name) for _index, item in asked_items if item.kind not in _PART_KINDS["travel"]))
        named = f": {', '.join(unpriced)} {'has' if len(unpriced) == 1 else 'have'} no price in my data" if unpriced else ""
        return f"Your plan has no priced {' or '.join(parts) or 'item'} to compare{named}."
    least = bool(_LEAST_COST.search(asked))
    town = _cheapest_in_town(plan, trip, asked, sandbox) if least and parts == ["stays"] else None
    if town is not None:  # "whats the cheapest hotel there?": the town's, from the data, beside the plan's
        return town
    index, best = (min if least else max)(priced, key=lambda pair: pair[1].cost)
    if night:
        return _extreme_night(priced, best.cost, least, trip["people_number"])
    what = travel_words(best.name) if best.kind in _PART_KINDS["travel"] else f"{best.kind} at {venue_name(best.name)}"
    people = trip["people_number"]
    no_flight = "Your plan has no flight. " if best.kind != "flight" and _FLIGHT_ASKED.search(asked) else ""
    return (f"{no_flight}The {'cheapest' if least else 'most expensive'} is day {index + 1}'s {what}: {money(best.cost)} "
            f"for {people} {'person' if people == 1 else 'people'}.")


_NIGHT_ASKED = lazy_compile(r"\bnights?\b", re.IGNORECASE)
# The stays of a town asked, not the plan's ("cheapest hotel there?", "cheapest place to stay in harrisburg", "in town")
_IN_TOWN = lazy_compile(r"\b(?:there|in\s+town|in\s+(?:the\s+)?(?:city|area)|available|options?|at\s+all)\b", re.IGNORECASE)


def _cheapest_in_town(plan: list[dict[str, Any]], trip: Mapping[str, Any], asked: str, sandbox: Any) -> str | None:
    """The cheapest stay of the data in the town asked (a city of the plan's stays named, or "there": the plan's own
    town when it has one) that sleeps the party and takes a stay as long as the plan's there, with the plan's stay beside
    it; None when the question asks of the plan's stays only."""
    nights: dict[str, int] = {}
    for day in plan:
        city = str(day.get("accommodation") or "-").rpartition(",")[2].strip()
        if city and city != "-":
            nights[city] = nights.get(city, 0) + 1
    named = [c for c in nights if re.search(rf"\b{re.escape(c)}\b", asked, re.IGNORECASE)]
    if not named and not (_IN_TOWN.search(asked) and len(nights) == 1):
        return None
    city = (named or list(nights))[0]
    ours = next(venue_name(d.get("accommodation")) for d in plan if str(d.get("accommodation") or "").endswith(city))
    return _cheapest_stay(city, int(trip.get("people_number") or 1), nights[city], sandbox, ours)


def cheapest_in_draft(asked: str, draft: Mapping[str, Any] | None, sandbox: Any) -> str | None:
    """"Whats the cheapest hotel there?" while a question about a new one-city trip is open: the town's cheapest stay
    for the party and the trip's nights, from the data (no plan yet); None for any other question."""
    draft = draft or {}
    city, dates = draft.get("dest"), draft.get("date") or []
    parts = [name for name, words in _PART_WORDS.items() if re.search(rf"\b(?:{words})\b", asked, re.IGNORECASE)]
    if not (_LEAST_COST.search(asked) and parts == ["stays"] and city in getattr(sandbox, "cities", {})
            and (_IN_TOWN.search(asked) or re.search(rf"\b{re.escape(str(city))}\b", asked, re.IGNORECASE))):
        return None
    return _cheapest_stay(str(city), int(draft.get("people_number") or 1), max(len(dates) - 1, 1), sandbox, None)


def _cheapest_stay(city: str, people: int, nights: int, sandbox: Any, ours: str | None) -> str:
    """The data's cheapest stay in ``city`` that sleeps ``people`` and takes ``nights`` nights, with the plan's stay
    (``ours``) beside it."""
    fits = [a for a in sandbox.accommodations_in(city) if a.price and (a.maximum_occupancy or 0) >= people
            and (a.minimum_nights or 1) <= nights]
    if not fits:
        return f"No stay in {city} in my data sleeps {people} for {nights} night(s) at a price. Nothing changed."
    low = min(fits, key=lambda a: a.price or 0.0)
    same = "" if ours is None else " That is the one your plan books." if venue_name(low.name) == ours else \
        f" Your plan books {ours}."
    return (f"The cheapest stay in {city} that sleeps {people} for {nights} night(s) is {venue_name(low.name)}, at "
            f"{money(low.price or 0.0)} a night ({low.room_type or 'room'}, rated {low.review_rate or '?'}).{same} "
            "Nothing changed.")


def _extreme_night(priced: list[tuple[int, Any]], cost: float, least: bool, people: int) -> str:
    """The cheapest or dearest night of the plan ("what's the cheapest night?"): its stay and price for the party, the
    nights that cost the same named with it (a night is its day's stay, as the budget check counts it)."""
    nights = [(index, item) for index, item in priced if abs(item.cost - cost) < 0.005]
    which = " and ".join(f"the night of day {index + 1}" for index, _item in nights)
    where = list(dict.fromkeys(venue_name(item.name) for _index, item in nights))
    party = f"{people} {'person' if people == 1 else 'people'}"
    extreme = "cheapest" if least else "most expensive"
    if len(nights) == len(priced) > 1:  # no night is cheaper than another: said so, never one picked
        return f"The {extreme} night costs {money(cost)} for {party}, at {' and '.join(where)}: every night costs the same."
    each = " each" if len(nights) > 1 else ""
    return f"The {extreme} night is {which}, at {' and '.join(where)}: {money(cost)}{each} for {party}."


# Two or more days named with a comparison of their cost ("is day 1 or day 2 more expensive?", "does day 2 cost less
# than day 1?")
_COMPARED = lazy_compile(r"\b(?:more|less)\s+(?:expensive|costly|pric(?:e)?y)\b|\b(?:pricier|costlier|cheaper|dearer)\b"
                         r"|\bcosts?\s+(?:more|less)\b", re.IGNORECASE)


def _days_compared(intent: MessageReading, costs: list[float], asked: str) -> str | None:
    """The days named compared by cost, the costlier first; None unless two days of the plan are named with a
    comparison (one day's cost alone leaves the other to be asked again). Two days' costs asked with no comparison
    ("how much is day 1 and day 2") are each day's cost, in the order named."""
    compares = bool(_COMPARED.search(asked))
    if intent.topic not in ("day_cost", "total", "day") or not (compares or intent.topic == "day_cost"):
        return None
    days = list(dict.fromkeys(n if n > 0 else len(costs) for n in days_named(asked) if n <= len(costs)))  # (-1: the last)
    if len(days) < 2:
        return None
    if not compares:
        return "; ".join(f"Day {n} costs {money(costs[n - 1])}" for n in days) + "."
    ranked = sorted(days, key=lambda n: costs[n - 1], reverse=True)
    each = ", ".join(f"day {n} {money(costs[n - 1])}" for n in ranked)
    if abs(costs[ranked[0] - 1] - costs[ranked[-1] - 1]) < 0.005:
        return f"They cost the same: {each}."
    return f"Day {ranked[0]} costs the most: {each}."


def _most_driving(plan: list[dict[str, Any]]) -> str:
    """The day with the most driving (self-driving or taxi), with its drive; or that the trip drives nowhere."""
    minutes = [_drive_minutes(str(day.get("transportation") or "-")) for day in plan]
    if not any(minutes):
        return "There is no driving on this trip: " + (
            "; ".join(f"day {d.get('days')}: {travel_words(d.get('transportation'))}" for d in plan
                      if travel_words(d.get("transportation"))) or "it has no travel between cities") + "."
    most = max(minutes)
    days = [number for number, m in enumerate(minutes, start=1) if m == most]
    which = " and ".join(f"Day {n}" for n in days)
    drives = "; ".join(f"day {n}: {travel_words(plan[n - 1].get('transportation'))}" for n in days)
    return f"{which} {'has' if len(days) == 1 else 'have'} the most driving ({drives})."


def _drive_minutes(entry: str) -> float:
    """Minutes of a day's driving (self-driving and taxi legs), by the entry's own duration; 0 without one."""
    total = 0.0
    for leg in entry.split(";"):
        if strict_transport(leg).mode in ("self-driving", "taxi"):
            total += duration_minutes(entry_details(leg).duration) or 0.0
    return total


# A part of the cost asked about ("how much are we spending on food?", "what do the hotels cost?", "how much for
# flights on day 1?"): its kinds of cost item (``pricing.day_cost``); the part's words are
# ``intent_follow_up.PART_WORDS``; the part is what is costed: "spending on food", "how much for flights", "price of the
# hotel", "what do the hotels cost", "how much are the flights" (never a part named beside a cost: "how much is day 1
# and where do we stay?")
_ONE_MEAL = r"(?P<meal>breakfast|lunch|dinner)\b"
_PART_ASKED = lazy_compile(rf"\b(?:spend(?:ing)?|spent|costs?|price|paying|much)\s+(?:\w+\s+){{0,2}}?(?:on|for|of)\s+{_PART}"
                           rf"|\bhow\s+much\s+(?:is|are|r|were|was)\s+{_PART}(?!\s+(?:on|for)\s+(?:night|day))"
                           # one meal on its day ("how much is dinner on day 1"): that meal's price
                           rf"|\bhow\s+much\s+(?:is|was|will\s+be)\s+(?:the\s+|our\s+)?{_ONE_MEAL}(?=\s+(?:on|for)\s+(?:the\s+)?(?:day|first|second|third|last))"
                           rf"|\b(?:what|how\s+much)\s+(?:do|does|did|will)\s+{_PART}\s+cost\b"
                           # "what's the food gonna cost us", "how much is the hotel going to cost"
                           rf"|\b(?:what|how\s+much)(?:'?s|\s+is|\s+are)\s+{_PART}\s+(?:gonna|going\s+to)\s+cost\b"
                           # the part before the word of its cost ("what's the food cost", "what are the hotel costs")
                           rf"|\bwhat(?:'?s|\s+is|\s+are|\s+was)\s+{_PART}\s+(?:costs?|bill|total|spend(?:ing)?)\b"
                           # the verb before its subject, as said in broken English ("how many cost all the travel?")
                           rf"|\bhow\s+(?:much|many)\s+(?:(?:do|does|did|will|would)\s+)?costs?\s+(?:for\s+)?{_PART}"
                           # the part and its cost's word alone ("flight costs?", "hotel price?")
                           rf"|^\W*(?:(?:and|so|ok)\s+)?{_PART}\s+(?:costs?|prices?|total)\W*$"
                           # ... or its total before it ("total for food?", "the total on hotels", "total spent on meals")
                           rf"|^\W*(?:(?:and|so|ok|what's|whats|what\s+is)\s+)?(?:the\s+)?(?:total|sum)\s+(?:\w+\s+)?(?:for|on|of)\s+{_PART}\W*$",
                           re.IGNORECASE)
_PART_KINDS = {"meals": MEALS, "stays": ("accommodation",),
               "travel": ("flight", "taxi", "self-driving")}
_PART_SAID = {"meals": "meals", "stays": "stays", "travel": "travel between cities"}




# Two parts of the cost held against each other ("what costs more, the hotel or the food?", "is the hotel cheaper than
# the food overall?", "food vs stays, which is bigger?"): each part's cost, never one part's alone nor a change
_COMPARING = lazy_compile(r"\b(?:more|less|cheaper|pricier|costlier|bigger|smaller|higher|lower|than|vs\.?|versus)\b",
                          re.IGNORECASE)


def _parts_compared(asked: str) -> list[str]:
    """The parts of the cost ``asked`` compares, in the order said (two or more), or none."""
    if not _COMPARING.search(asked):
        return []
    found = sorted((m.start(), name) for name, words in _PART_WORDS.items()
                   if (m := re.search(rf"\b(?:{words})\b", asked, re.IGNORECASE)))
    return [name for _start, name in found] if len(found) > 1 else []


def _parts_answer(parts: list[str], plan: list[dict[str, Any]], trip: Mapping[str, Any], day: int | None,
                  sandbox: Any) -> str:
    """Each part's cost (``_part_cost``), then which costs more."""
    said, costs = [], []
    for part in parts:
        asked = _PART_ASKED.search(f"how much is the {_PART_ASKED_AS[part]}")
        assert asked is not None, "a part's own word is asked of (``_PART_ASKED``)"
        said.append(_part_cost(asked, plan, trip, day, sandbox))
        costs.append(float(said[-1].split("$", 1)[1].split(" ", 1)[0].replace(",", "")))
    top = max(range(len(parts)), key=lambda i: costs[i])
    verdict = f"The {_PART_SAID[parts[top]]} cost more." if len(set(costs)) > 1 else "They cost the same."
    return " ".join(said) + f" {verdict}"


_PART_ASKED_AS = {"meals": "food", "stays": "hotel", "travel": "travel"}


def _part_follow_up(state: Mapping[str, Any]) -> re.Match[str] | None:
    """The cost asked of another part right after a part's cost was asked (``_ANOTHER_PART``), as a question of it."""
    said = [str(m.content) for m in state.get("messages") or [] if getattr(m, "type", None) == "human"]
    asked = len(said) > 1 and (_PART_ASKED.search(said[-2]) or _ANOTHER_PART.match(said[-2]))  # "..., and the food?"
    other = _ANOTHER_PART.match(said[-1]) if asked else None
    return _PART_ASKED.search(f"how much is {other.group('part')}") if other else None


def _days_in_city(asked: str, plan: list[dict[str, Any]]) -> tuple[str, list[int]] | None:
    """The city of the plan a question names ("how much is the hotel in austin per night?") and the days spent there
    (a travel day's city is where it ends), or None when it names none or the trip has one city."""
    cities = [day_city(entry) for entry in plan]
    if len(set(cities)) < 2:
        return None
    for city in dict.fromkeys(cities):
        if city and re.search(rf"\b{re.escape(city)}\b", asked, re.IGNORECASE):
            return city, [index for index, there in enumerate(cities) if there == city]
    return None


def _part_cost(asked: re.Match[str], plan: list[dict[str, Any]], trip: Mapping[str, Any], day: int | None,
               sandbox: Any) -> str:
    """One part's cost (meals, stays or travel), as the budget check prices it, on one day or the whole trip, with
    its share of the whole."""
    part = next(name for name, words in _PART_WORDS.items() if re.search(rf"\b(?:{words})\b", asked.group(0), re.I))
    meal = asked.groupdict().get("meal")
    if meal and day is not None:  # "how much is dinner on day 1": that meal, named, never the day's whole cost
        return _meal_cost(meal.lower(), plan, trip, day, sandbox)
    in_city = _days_in_city(asked.string, plan) if day is None else None
    shown = [day] if day is not None else in_city[1] if in_city else list(range(len(plan)))
    whole = spent = 0.0
    for index in shown:
        date = trip["date"][index] if index < len(trip["date"]) else None
        for item in day_cost(plan[index], trip["people_number"], sandbox, "strict", date).items:
            whole += item.cost
            spent += item.cost if item.kind in _PART_KINDS[part] else 0.0
    where = f"on day {day + 1}" if day is not None else f"in {in_city[0]}" if in_city else "for the whole trip"
    share = f", of {money(whole)} {'spent there ' if in_city else ''}in all" if whole else ""
    nights = sum(str(plan[index].get("accommodation") or "-").strip() != "-" for index in shown)
    if part == "stays" and nights > 1:  # "how much per night for the room?": the night's price too
        share += f"; {money(spent / nights)} a night on average over {nights} nights"
    if part == "stays" and nights:  # "how much is the hotel?": which one it is, too
        names = dict.fromkeys(venue_name(plan[i].get("accommodation")) for i in shown
                              if str(plan[i].get("accommodation") or "-").strip() != "-")
        share += f" ({'; '.join(names)})"
    return f"{_PART_SAID[part].capitalize()} {where} cost {money(spent)} for {trip['people_number']} " \
           f"{'person' if trip['people_number'] == 1 else 'people'}{share}."


def _meal_cost(meal: str, plan: list[dict[str, Any]], trip: Mapping[str, Any], day: int, sandbox: Any) -> str:
    """One meal's place and price on its day, as the budget check prices it (or that the day plans none)."""
    date = trip["date"][day] if day < len(trip["date"]) else None
    items = [item for item in day_cost(plan[day], trip["people_number"], sandbox, "strict", date).items if item.kind == meal]
    if not items:
        return f"Day {day + 1} plans no {meal}."
    people = trip["people_number"]
    return (f"Day {day + 1}'s {meal} at {venue_name(plan[day].get(meal))} costs {money(items[0].cost)} for {people} "
            f"{'person' if people == 1 else 'people'}.")


# "why is day 2 so expensive?", "what makes day 1 so pricey", "break down day 3's cost": the day's cost asked about
# The trip planned before a new one asked about ("what was the first trip's total again?", "how much was the other one")
_OTHER_TRIP = lazy_compile(r"\b(?:first|previous|other|old|original|earlier|prior|last)\s+(?:trip|one|plan|itinerary|option)\b",
                           re.IGNORECASE)


def _other_trip_total(state: Mapping[str, Any]) -> str:
    """The total of the trip the thread planned before a new one replaced it (``snapshot.ANOTHER_TRIP``), or that no
    other trip is kept: never the current trip's total answered as the other's."""
    before = state.get("previous") or {}
    trip, spent = before.get("trip") or {}, before.get("spent")
    if not before.get(ANOTHER_TRIP) or not trip:
        return ("This thread holds one trip, the one above: no other trip is kept to compare (a new trip replaces the "
                "last one, and \"undo\" brings it back).")
    route = f"{trip.get('org')} → {trip.get('dest')}, {date_range(trip.get('date') or [])}"
    cost = (f"cost {money(spent)} of its {money(trip['budget'], False)} budget" if spent is not None
            else "had no plan")
    return f"Your previous trip ({route}, {trip.get('people_number')} people) {cost}. Say \"undo\" to go back to it."


# The budget a trip needs asked ("what budget would work", "how much do we need", "what's the minimum budget")
_BUDGET_NEEDED = lazy_compile(r"\b(?:what|which)\s+(?:\w+\s+)?budget\b|\bhow\s+much\s+(?:money\s+)?(?:do|would|will)\s+(?:we|i)\s+need\b"
                              r"|\b(?:minimum|min|lowest|smallest|least)\s+budget\b|\bbudget\s+(?:would|will|do\s+(?:we|i)\s+need)\b",
                              re.IGNORECASE)


def _budget_needed(spent: float, trip: Mapping[str, Any], cheapest: bool) -> str:
    """The budget the plan shown needs: the ``cheapest`` plan that keeps the rules (over the budget, its only fault: the
    reply's verdict says so), its cost is the least that works; within it, the plan's cost, a cheaper plan maybe
    possible; a plan over the budget that fails other rules too, its cost and those faults' being the matter."""
    budget = float(trip["budget"])
    if spent > budget and not cheapest:
        return (f"This plan costs {money(spent)}, {money(spent - budget)} over your {money(budget, False)} budget, and it "
                "breaks other rules of yours too, so no budget alone makes it work: see what the plan says it does not keep.")
    if spent > budget:
        return (f"The cheapest plan that keeps your rules costs {money(spent)}, so a budget of {money(spent)} or more works "
                f"({money(spent - budget)} more than your {money(budget, False)}): say \"make it {money(ceil(spent), False)}\" and "
                "I'll plan it.")
    return (f"Your {money(budget, False)} budget works: this plan costs {money(spent)} "
            f"({left_or_over(budget - spent)}). Say \"make it cheaper\" to see the least this trip can cost.")


_WHY_COST = lazy_compile(r"\bwhy\b|\bexpensive\b|\bpric(?:e)?y\b|\bcostly\b|\bsteep\b|\bbreak\s*down\b|\bbreakdown\b"
                         r"|\bso\s+much\b|\bwhat\s+makes\b|\bmade\s+(?:up\s+)?of\b", re.IGNORECASE)
_PART_NAMES = {"flight": "the flight", "taxi": "the taxi", "self-driving": "the drive", "accommodation": "the stay"}


def _cost_parts(day: Mapping[str, Any], trip: Mapping[str, Any], index: int, sandbox: Any) -> str:
    """What one day's cost is made of, largest part first, as the budget check prices it (the answer to "why is day 2
    so expensive?": a bare total says nothing of why)."""
    date = trip["date"][index] if index < len(trip["date"]) else None
    items = [item for item in day_cost(day, trip["people_number"], sandbox, "strict", date).items if item.cost > 0]
    if not items:
        return "Nothing on it is priced."
    items.sort(key=lambda item: item.cost, reverse=True)
    names = [_PART_NAMES.get(item.kind, str(item.kind)) for item in items]
    parts = ", ".join(f"{name} {money(item.cost)}" for name, item in zip(names, items, strict=True))
    sights = " Sights cost nothing in my data." if str(day.get("attraction") or "-").strip() != "-" else ""
    return f"It is made of {parts}; the largest part is {names[0]}.{sights}"


def dates_by_price(trip: Mapping[str, Any]) -> str:
    """"Can we leave whenever it's cheapest?": the planner plans the dates it is given and searches none, so the dates
    stay, said with why and what moves them (a stay and a meal cost the same on every date of the data; a flight's
    fare is the one price a date changes)."""
    return (f"I can't search dates by price: I plan the dates you give me, now {date_range(trip['date'])}. In my data a "
            "stay or a meal costs the same on any date; only flights differ from day to day. To compare, name other "
            "dates (\"push it a day later\", \"March 10-12\") and I'll plan them and give the new total.")


def _length(trip: Mapping[str, Any]) -> str:
    """How long the trip is and when: its days, its nights away, its dates."""
    days = len(trip["date"])
    nights = "no night away" if days == 1 else f"{days - 1} night{'s' if days > 2 else ''} away"
    back = f" You leave on {_long_date(trip['date'][0])} and come back on {_long_date(trip['date'][-1])}." if days > 1 else ""
    return (f"Your trip is {days} day{'s' if days > 1 else ''} ({nights}): {date_range(trip['date'])}, {trip['org']} → "
            f"{trip['dest']}.{back}")


def _long_date(iso: str) -> str:
    """"2022-03-04" → "Friday, March 4" (the day the trip leaves or comes back, asked for by name)."""
    day = Date.fromisoformat(iso)
    return f"{day:%A, %B} {day.day}"


def _day_index(day: int | None, days: int) -> int | None:
    if day is None:
        return None
    index = days - 1 if day == -1 else day - 1
    return index if 0 <= index < days else None


def _last_night(plan: list[dict[str, Any]]) -> int:
    """The index of the trip's last night away: the last day with a stay (the last day itself goes home)."""
    slept = [i for i, d in enumerate(plan) if str(d.get("accommodation") or "-").strip() != "-"]
    return slept[-1] if slept else len(plan) - 1


_WHY = lazy_compile(r"\b(?:why|how\s+come)\b", re.IGNORECASE)


def _no_travel_on(plan: list[dict[str, Any]], day: int) -> str:
    """Why a day (an index) has no flight or drive: the trip moves between cities only on its travel days."""
    moving = [f"day {d.get('days')}" for d in plan if travel_words(d.get("transportation"))]
    stays = str(plan[day].get("current_city") or "").strip()
    where = f", spent in {stays}" if stays and " to " not in stays else ""
    return (f"Day {day + 1} has no travel{where}: the trip moves between cities only on the days it changes city"
            + (f" ({', '.join(moving)})." if moving else "."))


def _stays(plan: list[dict[str, Any]], day: int | None = None) -> str:
    """Where the trip sleeps each night, or on the night of day ``day`` (an index) only."""
    shown = plan if day is None else plan[day:day + 1]
    nights = [(d.get("days"), venue_name(d["accommodation"])) for d in shown if str(d.get("accommodation") or "-").strip() != "-"]
    if not nights and day is not None:
        return f"The plan has no stay on the night of day {day + 1}" + (": that day you go home." if day == len(plan) - 1 else ".")
    if not nights:
        return "The plan has no overnight stays."
    return "\n".join(f"- Night of day {day}: {name}" for day, name in nights)


def _why_stays(plan: list[dict[str, Any]], trip: dict[str, Any], sandbox: Any) -> str:
    """Each stay with what the data says of it, and the rule the planner chose it by."""
    lines = []
    for entry in dict.fromkeys(d["accommodation"] for d in plan if str(d.get("accommodation") or "-").strip() != "-"):
        name, _, city = str(entry).rpartition(",")
        row = place_row(sandbox, "stay", city.strip(), name.strip())  # (the data has names with a space at the end)
        if row is None:
            lines.append(f"- {name.strip()}")
            continue
        lines.append(f"- {row.name.strip()} in {row.city}: {row.room_type}, {money(row.price or 0)} a night, rated "
                     f"{row.review_rate:g}/5, up to {row.maximum_occupancy:g} guests, at least {row.minimum_nights:g} "
                     f"night{'' if row.minimum_nights == 1 else 's'}")
    rules = "your room type and house rules, the number of guests and the minimum nights"
    return ("Chosen among the stays that fit " + rules + ", within the budget:\n" + "\n".join(lines)) if lines \
        else "The plan has no overnight stays."
