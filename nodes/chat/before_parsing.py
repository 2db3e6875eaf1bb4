"""The steps tried before the trip parser reads a message, each taking the message or passing it on (``Step``):
wishes taken back while "plan without it?" is open, a version named, "never mind", undo and redo, another language,
a disruption of the plan ("my flight on day 1 was cancelled"), a meal or a part of the plan swapped, the stays made
cheaper, a cut by an amount, and a message answered directly (``answered_first``).
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.constraints import restaurant_names
from himap_travel.domain.constraints.base import TripPlaces
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat import cut_floor, more_time
from himap_travel.nodes.chat.answered_first import answered_directly
from himap_travel.nodes.chat.answers import cancel_answer, english_only, why_none
from himap_travel.nodes.chat.cost_cut import cut_asked, cut_note, cut_refused, new_budget
from himap_travel.nodes.chat.intent_cancel import calls_off_everything, starts_over
from himap_travel.nodes.chat.language import foreign_language
from himap_travel.nodes.chat.meal_swap import meal_asked, meal_swapped
from himap_travel.nodes.chat.message_effect import Understanding
from himap_travel.nodes.chat.not_applied import update_of
from himap_travel.nodes.chat.reading_turn import WH_ASKED, Turn, edit_reader, first_request, noted_as, taken_back
from himap_travel.nodes.chat.said_before import room_widened
from himap_travel.nodes.chat.stay_swap import stays_asked_cheaper, stays_cheaper
from himap_travel.nodes.chat.swap import MEAL, day_named, names_a_part, swap_said, swapped
from himap_travel.nodes.chat.undated import answer_named, booking_named, said_disruptions, today_of
from himap_travel.nodes.chat.understanding import understand_message
from himap_travel.nodes.chat.undo import (
    before_change,
    first_back,
    further_back,
    redo,
    steps,
    takes_back_last_change,
    undo_last,
)
from himap_travel.nodes.chat.wishes import decided, taken_back_asked
from himap_travel.state.chat_state import ChatState, MessageReading
from himap_travel.state.days import MEALS


def wishes_taken_back(turn: Turn) -> dict[str, Any] | None:
    """"forget that" while "plan without it?" is open: the wishes just asked about, taken back (never the whole request
    cancelled)."""
    return taken_back_asked(turn.text, turn.state) if turn.asked else None


def rooms_widened(turn: Turn) -> dict[str, Any] | None:
    """"private rooms are ok too" while "plan without it?" is open: the draft's rule, still asked."""
    wider = room_widened(turn.text, {"trip": turn.state.get("draft") or {}}) if turn.asked else None
    if wider is None:
        return None
    return {"draft": wider.draft, "missing": turn.state["missing"], "problems": [], "notes": wider.notes}


def version_before(turn: Turn) -> dict[str, Any] | None:
    """"go back to the version before we added the dog": that version, or none matches."""
    return before_change(turn.text, turn.state, edit_reader(turn.settings)) if turn.editing else None


def last_change_called_off(turn: Turn) -> dict[str, Any] | None:
    """"scratch that" right after "we have kids under 10": that change, taken back."""
    text, intent = turn.text, turn.intent
    if intent is not None and intent.kind == "cancel" and not starts_over(text) and not calls_off_everything(text) \
            and takes_back_last_change(text, turn.state, turn.pending):
        return undo_last(turn.state)
    return None


def called_off_step(turn: Turn) -> dict[str, Any] | None:
    """"never mind": the open question ends, the thread is ready."""
    if turn.intent is None or turn.intent.kind != "cancel":
        return None
    answer = cancel_answer(turn.pending, bool(turn.state.get("trip")), restart=starts_over(turn.text))
    return {"answer": answer, "draft": None, "missing": [], "problems": []}


def redone_step(turn: Turn) -> dict[str, Any] | None:
    """"redo that" right after an undo: the change put back."""
    return redo(turn.text, turn.state) if not turn.pending else None


def undone_step(turn: Turn) -> dict[str, Any] | None:
    """"the first plan was better": the first request, when not one back; "undo again" right after an undo: one version
    further back; else the last change(s) taken back."""
    if turn.intent is None or turn.intent.kind != "undo":
        return None
    first = first_back(turn.text, turn.state, lambda: first_request(turn.state, turn.sandbox))
    return first or further_back(turn.text, turn.state) or undo_last(turn.state, steps(turn.text))


def without_it_decided(turn: Turn) -> dict[str, Any] | None:
    """"yes" to "plan without it?": planned, the wishes listed as not kept ("no": asked again)."""
    return decided(turn.text, turn.state) if turn.asked else None


def other_language(turn: Turn) -> dict[str, Any] | None:
    """The rules read English: a Spanish request is not half-read as English ("danke, das ist super" is thanks)."""
    small_talk = turn.intent is not None and turn.intent.kind == "small_talk"
    language = foreign_language(turn.text) if not small_talk else None
    return {"answer": english_only(language), "problems": []} if language is not None else None


def disrupted(turn: Turn) -> dict[str, Any] | None:
    """"my flight on day 1 was cancelled", "Joe's Diner closed": the run-time monitor repairs the plan, or which
    booking is meant is asked ("our flight got cancelled" with two flights); also the answer to that question."""
    plan, state, text = turn.plan, turn.state, turn.text
    dates = (state.get("trip") or {}).get("date") or []  # a closure said on a day is on its date only
    people = int((state.get("trip") or {}).get("people_number") or 1)
    today = today_of(state)  # "we're on day 2 now" said before: "tonight" is night 2
    said = (_answers_asked(text, state, turn.intent) or said_disruptions(text, plan, turn.pending, dates, people, today)
            ) if plan else None
    return _disruption_update(said, text)


def disruption_picked(turn: Turn) -> dict[str, Any] | None:
    """"the last one", "the 6am one" right after "Which day's flight was cancelled?": that booking, read before any
    other step can take the words for an undo or a date ("2nd one" moved the trip to the 2nd)."""
    plan, asked = turn.state.get("plan") or [], turn.state.get("asked_about")
    if not asked or not plan:
        return None
    named = booking_named(turn.text, plan)  # "sr sol", "federal deli": a booking listed (it was read as "eat at it")
    dates = (turn.state.get("trip") or {}).get("date") or []
    said = answer_named(asked, named, plan, dates) if named else None
    if said is None and not _A_PICK.match(turn.text):
        return None
    return _disruption_update(said or _answers_asked(turn.text, turn.state, None), turn.text)


def _disruption_update(said: tuple[list[str], str | None] | None, text: str) -> dict[str, Any] | None:
    if said is None:
        return None
    gone, reply_text = said
    if gone:  # two said in one message ("our flight is cancelled and the hotel is overbooked"): both, in turn
        return {"disruption": gone[0], "disruptions_too": gone[1:], "missing": [], "problems": []}
    return {"answer": reply_text, "problems": [], "asked_about": text if _asks_back(reply_text or "") else None}


def meal_changed(turn: Turn) -> dict[str, Any] | None:
    """"swap day 2 dinner for something italian": that meal put right in the plan, or why not."""
    meal = meal_asked(turn.text, turn.plan) if turn.plan and not turn.pending and turn.valid else None
    if meal is None or _a_restaurant_named(turn):
        return None  # ("pizza hut on day 2 for lunch": the restaurant's, read as a rule by the trip parser)
    return meal_swapped(meal, turn.state.get("trip") or {}, turn.state, turn.sandbox)


def _a_restaurant_named(turn: Turn) -> bool:
    trip = turn.state.get("trip") or {}
    where = TripPlaces.of(trip.get("org"), trip.get("dest"), trip.get("visiting_city_number"), turn.sandbox)
    return restaurant_names.names_a_restaurant(turn.text, turn.sandbox, where.cities or ())


def part_swapped(turn: Turn) -> dict[str, Any] | None:
    """"different place for dinner on day 2": that restaurant avoided, the plan made again; "a different lunch spot on
    day 1" with no lunch that day: said so, nothing changed."""
    swap = _swap(turn.text, turn.state, turn.sandbox) if turn.plan and not turn.pending else None
    swap = swap or (_no_part(turn.text, turn.state, turn.sandbox) if not turn.plan and not turn.pending else None)
    if isinstance(swap, str):
        return {"answer": swap, "problems": []}
    return update_of(swap) if swap is not None else None


def stays_made_cheaper(turn: Turn) -> dict[str, Any] | None:
    """"cut the hotel costs": the stays alone."""
    if turn.plan and not turn.pending and turn.valid and stays_asked_cheaper(turn.text):
        return stays_cheaper(turn.state.get("trip") or {}, turn.state, turn.sandbox)
    return None


def cut_by_an_amount(turn: Turn) -> dict[str, Any] | None:
    """"can you cut 200 somewhere": the plan's total less that, as the budget (never a new trip)."""
    return _cost_cut(turn.text, turn.state, turn.sandbox) if turn.plan and not turn.pending else None


def nights_asked(turn: Turn) -> dict[str, Any] | None:
    """"how many nights in each?" on a plan: the nights by city, from the plan's stays (``more_time.nights_each``)."""
    said = more_time.nights_each(turn.text, turn.plan or []) if turn.editing else None
    return {"answer": said, "problems": []} if said is not None else None


def answered_first_step(turn: Turn) -> dict[str, Any] | None:
    """A message its intent answers before the trip parser reads it (``answered_directly``); not "drop the budget cap",
    read as that budget below."""
    if turn.lifted is not None:
        return None
    direct = answered_directly(turn.intent, turn.text, turn.state, turn.pending, turn.sandbox)
    if direct is None:
        return None
    return {**direct, **(taken_back(direct, turn.state, turn.dropped) if "preference" in direct else {})}


def _swap(text: str, state: ChatState, sandbox: object) -> Understanding | str | None:
    """A part of the plan swapped ("the attractions on day 1 sound dull, pick others"), when the trip parser reads no
    change in the message ("italian for dinner on day 2 instead" is a cuisine): the edit that swaps it out, or the
    answer that the plan has no such part."""
    said = swap_said(text, state.get("plan")) if not WH_ASKED.match(text) else None  # "what other sights on day 2?"
    trip = state.get("trip") or {}
    if said is None or not trip:
        return None
    read = understand_message(text, sandbox, trip, planned=state.get("planned_without"))
    fields = ("org", "dest", "date", "people_number", "budget")
    if any(read.draft.get(k) != trip.get(k) for k in fields) or (
            _rules_set(read.draft) != _rules_set(trip) and not _names_the_plans_own(text, read.draft, trip, state.get("plan") or [])):
        return None
    return said if isinstance(said, str) else swapped(trip, said)


def _no_part(text: str, state: ChatState, sandbox: object) -> str | None:
    """"We don't want to eat at that dinner place on day 1" on a trip no plan meets: the plan has no such part, said
    with why there is no plan (every no explained), when the trip parser reads no change in the message; never the
    parser's reason for a wish it did not read in it."""
    trip = state.get("trip") or {}
    if not trip or state.get("plan") or WH_ASKED.match(text) or not names_a_part(text):
        return None
    read = understand_message(text, sandbox, trip, planned=state.get("planned_without"))
    if any(read.draft.get(k) != trip.get(k) for k in ("org", "dest", "date", "people_number", "budget")) or (
            _rules_set(read.draft) != _rules_set(trip)):
        return None
    return f"Your trip has no plan, so there is no such part of it to change: {why_none(state)} Change the trip first: the " \
           "budget, the dates or a rule."


# The rules a restaurant's own name may be read as ("swap the cafe diva": eat at Cafe Diva; "change the cafe": the Cafe
# cuisine)
_NAME_READ_AS = ("eat at", "cuisine", "more cuisines")


def _names_the_plans_own(text: str, draft: Any, trip: Any, plan: list[dict[str, Any]]) -> bool:
    """Whether the rules the trip parser read in a swap that names no meal or day are only the words of the plan's own
    restaurants ("swap the cafe diva", "change the cafe"): the restaurant is what is swapped, never a wish for it."""
    if MEAL.search(text) or day_named(text, len(plan)) is not None:
        return False
    names = " ".join(str(day.get(meal) or "") for day in plan for meal in MEALS).lower()
    old, new = _rules_set(trip), _rules_set(draft)
    changed = {k for k in {*old, *new} if old.get(k) != new.get(k)}
    added = [v for k in changed for v in _listed(new.get(k)) if v not in _listed(old.get(k))]
    return changed <= set(_NAME_READ_AS) and bool(added) and all(str(v).lower() in names for v in added)


def _listed(value: Any) -> list[Any]:
    return value if isinstance(value, list) else [] if value is None else [value]


def _rules_set(trip: Any) -> dict[str, Any]:
    """The rules a trip sets, those it leaves unset (None, empty) aside: a reading that only names the unset ones
    ("cuisine": None) changes no rule."""
    return {k: v for k, v in (trip.get("local_constraint") or {}).items() if v not in (None, [], "")}


def _cost_cut(text: str, state: ChatState, sandbox: object) -> dict[str, Any] | None:
    """The update for a cut by an amount ("save like 100 bucks"): the trip re-planned with the plan's total less the
    amount as its budget, said so (``cost_cut``); a cut of the whole total is refused at once. None when no cut is asked."""
    asked, spent, trip = cut_asked(text), state.get("spent"), state.get("trip") or {}
    if asked is None or spent is None:
        return None
    lowered = (trip.get("budget") or 0) - asked.off(trip.get("budget") or 0)
    if understand_message(text, sandbox, trip).draft.get("budget") == lowered:
        return None  # "knock 500 off", "$300 less": the budget lowered by the amount, as the parser reads it
    budget = new_budget(asked, spent)
    if budget is None:
        return {"answer": cut_refused(asked, spent), "problems": []}
    read = understand_message(f"budget ${budget}", sandbox, trip, planned=state.get("planned_without"))
    return cut_floor.marked(update_of(noted_as(read, cut_note(asked, spent, budget))), trip.get("budget"))


def _answers_asked(text: str, state: ChatState, intent: MessageReading | None) -> tuple[list[str], str | None] | None:
    """The disruption the reply before asked about ("Which restaurant is closed?", "When does the flight leave now?"),
    read with this message as its answer ("the dinner one on day 2", "it leaves at 8pm now"); None when no such question
    was asked, the message is of another kind (thanks, a question) or the two together still name no one booking."""
    asked, plan = state.get("asked_about"), state.get("plan")
    picks = bool(_A_PICK.match(text))  # "the last one", "2nd one": an answer, never an undo or a date
    if not asked or not plan or intent is not None:
        return None
    dates = (state.get("trip") or {}).get("date") or []
    said = said_disruptions(f"{asked}: {text}", plan, dates=dates)
    if said is not None and said[0]:
        return said
    again = said_disruptions(asked, plan, dates=dates) if picks else None
    if again is not None and again[1]:  # a pick that names none of those listed: asked again, nothing changed
        return [], f"I couldn't tell which one \"{text.strip()}\" means, so nothing changed. {again[1]}"
    return None


# A short answer picking one of the bookings a question listed ("the last one", "the 6am one", "2nd flight", "the one
# home"): at most five words, ending in "one" or "flight" or naming the leg.
_A_PICK = lazy_compile(r"^\W*(?:(?:the|that|this|our|my)\s+)?(?:[\w:'-]+\s+){0,3}?(?:one|flight|ones)(?:\s+(?:home|back|out|there))?\W*$",
                       re.IGNORECASE)


def _asks_back(reply_text: str) -> bool:
    """Whether a reply about a disruption asks which booking, or when, it means (its first sentence is a question)."""
    return "?" in re.split(r"(?<=[.!?])\s", reply_text.strip(), maxsplit=1)[0]
