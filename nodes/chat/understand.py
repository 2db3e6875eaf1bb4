"""understand: the newest human message as a new trip, an edit of the current one, the answer to a question,
a disruption of the current plan ("my flight on day 1 was cancelled": ``monitor.phrases``), a preference
("make it cheaper"), or a message answered directly (help, small talk, a question about the plan, out of
scope, "never mind"; ``intent`` and ``answers``). A message none of these reads is answered as not understood.

The expert policy reads it with rules (``understanding``). The LLM policy
fills the whole trip form by structured output (the planner's extractor),
given the current trip and the message; the rules still decide what is
missing (a people count the wording does not give is asked, never guessed).

This module decides the order in which a message is read; the readings live by what they do: the turn's input and
a message's text (``chat_input``), the intent and the model's reading (``message_reading``), a message read against
the turns before it (``said_before``), taking back the last change (``undo``), and the reply for a message that
changed nothing (``not_applied``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, cast

from langgraph.runtime import Runtime

from himap_travel.domain.text.money import money
from himap_travel.nodes.chat import more_sights, more_time, pet_aside, preferred, stay_rules
from himap_travel.nodes.chat.along import asked_along, services_said
from himap_travel.nodes.chat.answers import (
    cancel_answer,
    direct_answer,
    english_only,
    pending_answer,
)
from himap_travel.nodes.chat.change_lines import changes
from himap_travel.nodes.chat.chat_input import last_human_text
from himap_travel.nodes.chat.city_count_said import as_counted
from himap_travel.nodes.chat.confirm import checked
from himap_travel.nodes.chat.cost_cut import cut_asked, cut_note, cut_refused, new_budget
from himap_travel.nodes.chat.intent import (
    as_asked,
    asks_lowest_cost,
    asks_to_see,
    asks_to_undo,
    asks_why,
    calls_off_everything,
    is_question,
    starts_over,
    without_preference,
)
from himap_travel.nodes.chat.language import foreign_language
from himap_travel.nodes.chat.meal_swap import meal_asked, meal_swapped
from himap_travel.nodes.chat.message_effect import Understanding
from himap_travel.nodes.chat.message_reading import message_intent, model_reading, one_as_stay
from himap_travel.nodes.chat.not_applied import (
    ALREADY_HAS,
    CANNOT_TELL,
    NOT_READ,
    mode_already,
    nothing_read,
    read_nothing,
    update_of,
)
from himap_travel.nodes.chat.restated import field_back
from himap_travel.nodes.chat.said_before import (
    AS_BEFORE,
    BUDGET_LIFTED,
    SAME_FIELDS,
    amount_meant,
    amount_said,
    amount_to,
    count_meant,
    measure_named,
    offered_budget,
    offered_dates,
    opening_message,
    people_count,
    pet_named,
    rating_venue,
    room_widened,
    rule_not_budget,
    rule_number,
    rule_set,
    said_over,
    same_as_before,
    undone_cut,
)
from himap_travel.nodes.chat.sight_wished import sight_left_out
from himap_travel.nodes.chat.snapshot import wish_before
from himap_travel.nodes.chat.stay_swap import stays_asked_cheaper, stays_cheaper
from himap_travel.nodes.chat.swap import swap_said, swapped
from himap_travel.nodes.chat.time_swap import window_meant
from himap_travel.nodes.chat.undated import said_disruptions
from himap_travel.nodes.chat.understanding import understand_message
from himap_travel.nodes.chat.undo import (
    back_from_no_plan,
    before_change,
    changed_fields_named,
    fields_back,
    first_back,
    kept_only,
    redo,
    stay_back,
    steps,
    takes_back_last_change,
    undo_in_part,
    undo_last,
    untouched_named,
    version_back,
)
from himap_travel.nodes.chat.undo_and import undo_and_rest
from himap_travel.nodes.chat.vague_start import seeks_a_place
from himap_travel.nodes.chat.weekday_said import weekday_mismatch
from himap_travel.nodes.chat.wishes import (
    ASKED,
    WISHES,
    WishQuestion,
    asked_of,
    decided,
    dropped_now,
    left_out,
    taken_back_asked,
    understood_nowhere,
)
from himap_travel.planning.runtime.resources import resources_of, settings_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.chat_state import ChatState, MessageReading, handoffs_cleared
from himap_travel.state.trip import DATA_CUISINES


def understand(state: ChatState, runtime: Runtime[PlannerSettings]) -> dict[str, Any]:
    """Read the newest message: cancel, a disruption, a preference, a direct answer, or a change of the request."""
    text = last_human_text(state.get("messages"))
    # this turn's values, set anew (``ChatState``), the hand-offs among them
    fresh = {"notes": [], "kept": False, "changed_days": None, "preference": None, "cost_before": None, "quality_before": None,
             "restored": False, "asked_too": [], "asked_about": None, **handoffs_cleared()}
    if not text:
        return {**fresh, "problems": ["there is no message to answer: write the trip you want planned"], "missing": []}
    services = services_said(text)  # "3 of us, and book it all": what the chat cannot do, named first; the rest read
    if services is not None:
        update = _understood(services[1], state, runtime, fresh)
        return {**update, "asked_too": [*(r.model_dump() for r in services[0]), *(update.get("asked_too") or [])]}
    return _understood(text, state, runtime, fresh)


def _understood(text: str, state: ChatState, runtime: Runtime[PlannerSettings], fresh: dict[str, Any]) -> dict[str, Any]:
    """The update for the message ``text``: questions said along with a change, or the message read as a whole."""
    pending = bool(state.get("missing")) and state.get("draft") is not None  # a question is open
    settings = settings_of(runtime)
    along = asked_along(text, resources_of(settings).sandbox) if state.get("trip") and not pending else None
    if along is not None and not along[1]:  # "how much is day 1 and where do we stay?": each question answered
        sandbox = resources_of(settings).sandbox
        return {**fresh, "answer": "\n\n".join(direct_answer(reading, state, sandbox) for reading in along[0]), "problems": []}
    if along is not None:  # "make it $2,500, and how much is day 2?": the change, then the question answered (``reply``)
        update = _read_message(along[1], state, settings, pending, fresh)
        if update.get("answer") is None:  # (an undo too: "undo that, and what's the total?" is answered from the plan it restores)
            return {**update, "asked_too": [reading.model_dump() for reading in along[0]]}
    whole = _read_message(text, state, settings, pending, fresh)
    if along is not None and not _cannot_tell(whole) and _said_already(update) and not _follow_up(along[1]):
        # "oh yeah we're driving lol. total?" on a trip that drives: the question answered, and the rest said to be
        # what the trip already has (never the whole answered as a question about the drive)
        sandbox = resources_of(settings).sandbox
        answers = "\n\n".join(direct_answer(reading, state, sandbox) for reading in along[0])
        return {**fresh, "answer": f"{answers}\n\n{update['answer']}", "problems": []}
    if along is not None and not _cannot_tell(whole) and (
            _asks_alone(whole) or (_asks_alone(update) and not _follow_up(along[1]))):
        # "ok I'll do it myself. what's the total?", "oh yeah we're driving lol. total?": the question answered and the
        # rest said back as not read, never the whole answered as if the rest were part of the question
        sandbox = resources_of(settings).sandbox
        answers = "\n\n".join(direct_answer(reading, state, sandbox) for reading in along[0])
        return {**fresh, "answer": f"{answers}\n\n(I didn't read \"{along[1]}\" as a change, so nothing changed.)", "problems": []}
    return whole


# What a question's rest may be when it only narrows the question ("how much per day? day 1", "where do we stay? the
# second night"): a day or night named, nothing a change could say
_FOLLOW_UP = re.compile(r"^\W*(?:and\s+|just\s+|only\s+)?(?:(?:on|for)\s+)?(?:the\s+)?(?:(?:day|night)\s*\d+"
                        r"|(?:first|second|third|fourth|fifth|last|final)\s+(?:day|night)"
                        r"|(?:day|night)\s+(?:one|two|three|four|five))\W*$", re.IGNORECASE)


def _follow_up(rest: str) -> bool:
    """Whether the rest of a message beside its question only narrows the question (``_FOLLOW_UP``) or is a word or
    two of filler: read with the question, as the whole message."""
    return bool(_FOLLOW_UP.match(rest)) or len(rest.split()) <= 2


def _cannot_tell(update: dict[str, Any]) -> bool:
    """Whether the whole message was answered as asking what the data cannot say ("is the hotel wheelchair accessible?
    my sister uses a chair"): that answer names it, so the parts are not answered apart."""
    return str(update.get("answer") or "").startswith(CANNOT_TELL)


def _said_already(update: dict[str, Any]) -> bool:
    """Whether the rest of a message with a question in it restates what the trip already has (nothing changed)."""
    return str(update.get("answer") or "").startswith(ALREADY_HAS)


def _asks_alone(update: dict[str, Any]) -> bool:
    """Whether the rest of a message with a question in it read as nothing (the reply for a message not understood)."""
    return str(update.get("answer") or "").startswith("I didn't understand")


def _read_message(text: str, state: ChatState, settings: PlannerSettings, pending: bool, fresh: dict[str, Any]) -> dict[str, Any]:
    """The update for ``text``: cancel, undo, an answer to "plan without it?", another language, a disruption, a
    preference, a direct answer, or a change of the request."""
    text = one_as_stay(text, state) if state.get("plan") and not pending else text
    text = _NEVER_MIND_THEN.sub(r"\1, ", text)  # "nvm make it 4 of us": never mind the last thing, then the change
    text = measure_named(text) if state.get("trip") and not pending else text  # "driving's ok, max 4 hours a day"
    intent = message_intent(text, state, settings)
    asked = pending and WISHES in state["missing"]  # "plan without it?" is open
    back = taken_back_asked(text, state) if asked else None
    if back is not None:  # "forget that": the wishes just asked about, taken back (never the whole request cancelled)
        return {**fresh, **back}
    wider = room_widened(text, {"trip": state.get("draft") or {}}) if asked else None
    if wider is not None:  # "private rooms are ok too" while "plan without it?" is open: the draft's rule, still asked
        return {**fresh, "draft": wider.draft, "missing": state["missing"], "problems": [], "notes": wider.notes}
    named_before = before_change(text, state, _edit_reader(settings)) if state.get("trip") and not pending else None
    if named_before is not None:  # "go back to the version before we added the dog": that version, or none matches
        return {**fresh, **named_before}
    rest = undo_and_rest(text) if state.get("previous") and not pending else None
    both = _undone_then(rest, state, settings, fresh) if rest is not None else None
    if both is not None:  # "undo that, and add Italian food": the last change taken back, then the rest applied
        return both
    if intent is not None and intent.kind == "cancel" and not starts_over(text) and not calls_off_everything(text) \
            and takes_back_last_change(text, state, pending):
        return {**fresh, **undo_last(state)}  # "scratch that" right after "we have kids under 10": that change, taken back
    if intent is not None and intent.kind == "cancel":  # "never mind": the open question ends, the thread is ready
        answer = cancel_answer(pending, bool(state.get("trip")), restart=starts_over(text))
        return {**fresh, "answer": answer, "draft": None, "missing": [], "problems": []}
    redone = redo(text, state) if not pending else None
    if redone is not None:  # "redo that" right after an undo: the change put back
        return {**fresh, **redone}
    if intent is not None and intent.kind == "undo":  # "the first plan was better": the first request, when not one back
        sandbox = resources_of(settings).sandbox
        first = first_back(text, state, lambda: _first_request(state, sandbox))
        return {**fresh, **(first or undo_last(state, steps(text)))}
    answered = decided(text, state) if asked else None
    if answered is not None:  # "yes" to "plan without it?": planned, the wishes listed as not kept ("no": asked again)
        return {**fresh, **answered}
    language = foreign_language(text) if intent is None or intent.kind != "small_talk" else None  # "danke, das ist super": thanks
    if language is not None:  # the rules read English: a Spanish request is not half-read as English
        return {**fresh, "answer": english_only(language), "problems": []}
    plan = state.get("plan")
    dates = (state.get("trip") or {}).get("date") or []  # a closure said on a day is on its date only
    said = (_answers_asked(text, state, intent) or said_disruptions(text, plan, pending, dates)) if plan else None
    if said is not None:  # "my flight on day 1 was cancelled", "Joe's Diner closed": the run-time monitor repairs the plan,
        gone, reply_text = said  # or which booking is meant is asked ("our flight got cancelled" with two flights)
        if gone:  # two said in one message ("our flight is cancelled and the hotel is overbooked"): both, in turn
            return {**fresh, "disruption": gone[0], "disruptions_too": gone[1:], "missing": [], "problems": []}
        return {**fresh, "answer": reply_text, "problems": [], "asked_about": text if _asks_back(reply_text or "") else None}
    sandbox = resources_of(settings).sandbox
    dropped = dropped_now(text, state) if state.get("trip") and not pending else []  # "forget the pool": off the list
    verdict: dict[str, Any] = dict(state.get("verdict") or {})
    valid = verdict.get("status") == "valid"  # (a plan that passes: changed, checked again)
    meal = meal_asked(text, plan) if plan and not pending and valid else None
    if meal is not None:  # "swap day 2 dinner for something italian": that meal put right in the plan, or why not
        return {**fresh, **meal_swapped(meal, state.get("trip") or {}, state, sandbox)}
    swap = _swap(text, state, sandbox) if plan and not pending else None
    if isinstance(swap, str):  # "a different lunch spot on day 1" with no lunch that day: said so, nothing changed
        return {**fresh, "answer": swap, "problems": []}
    if swap is not None:  # "different place for dinner on day 2": that restaurant avoided, the plan made again
        return {**fresh, **update_of(swap)}
    if plan and not pending and valid and stays_asked_cheaper(text):  # "cut the hotel costs": the stays alone
        return {**fresh, **stays_cheaper(state.get("trip") or {}, state, sandbox)}
    cut = _cost_cut(text, state, sandbox) if plan and not pending else None
    if cut is not None:  # "can you cut 200 somewhere": the plan's total less that, as the budget (never a new trip)
        return {**fresh, **cut}
    # "drop the budget cap" after "no plan: the cheapest costs $1,716": that budget (a plan needs one), said so below
    lifted = offered_budget(text, state) if state.get("trip") and not pending and BUDGET_LIFTED.search(text) else None
    direct = None if lifted is not None else _answered_directly(intent, text, state, pending, sandbox)
    if direct is not None:
        return {**fresh, **direct, **(_taken_back(direct, state, dropped) if "preference" in direct else {})}
    trip = state.get("trip")
    as_before = bool(trip) and not pending and bool(AS_BEFORE.search(text))  # "..., same dates": those kept (below)
    # "undo the 2 people thing, make it 3": no 2 people; "Max is staying home" after "our dog Max": the dog
    read = pet_aside.without_asides(pet_named(undone_cut(text), state)) if trip and not pending else text  # "my cat
    # just walked on the keyboard": no pet coming along
    read = as_counted(read, trip, plan, sandbox) if trip and not pending else read  # "drop a city": the count of cities
    result = understand_message(SAME_FIELDS.sub("", read) if as_before else read, sandbox, trip, state.get("draft"),
                                state.get("missing"), planned=state.get("planned_without"))
    if as_before and trip:
        result = same_as_before(result, trip)
    named_back = version_back(text, result, state, lambda: _first_request(state, sandbox)) if trip and not pending else None
    if named_back is not None:  # "back to the one with the $1,800 budget": that version, never the value as a new edit
        return {**fresh, **named_back}
    corrected = said_over(text) if result.problems else None
    if corrected is not None:  # "no smoking... wait no, I mean I want to smoke": read as corrected, if that reads
        again = understand_message(corrected[0], sandbox, trip, state.get("draft"), state.get("missing"),
                                   planned=state.get("planned_without"))
        result = result if again.problems else _noted(again, corrected[1])
    if lifted is not None and result.problems:  # "drop the budget cap": the budget taken back, and a plan needs one
        result = _noted(understand_message(f"budget ${lifted:,}", sandbox, trip, planned=state.get("planned_without")),
                        f"a plan needs a budget, so I took the cheapest plan's cost, ${lifted:,}, as yours: say another "
                        "if you like")
    rated = rating_venue(text, result.problems, state) if trip and not pending and result.problems else None
    if rated is not None:  # "and rated 3 or better" right after "max $150 a night": the hotels', said so
        again = understand_message(rated[0], sandbox, trip, planned=state.get("planned_without"))
        result = result if again.problems else _noted(again, rated[1])
    said_plain = preferred.plain(text) if trip and not pending and read_nothing(result, state, pending) else None
    if said_plain is not None and trip:  # "actually an entire place would be better" after "private room please"
        again = understand_message(said_plain, sandbox, trip, planned=state.get("planned_without"))
        corrected_rule = not again.problems and not again.unread and preferred.only_rules(trip, again.draft)
        result = _noted(again, preferred.NOTE.format(said=text)) if corrected_rule else result
    result = _count_said_with(text, result, state, sandbox) if trip and not pending and result.unread else result
    result = (rule_not_budget(text, result, state) or result) if trip and not pending else result  # "nightly ... 150"
    longer = more_time.answer(text, trip, state.get("plan") or []) if trip and not pending else None
    if longer is not None:  # "can we spend more time in austin" on a plan visiting Austin: the nights are the planner's
        return {**fresh, "answer": longer, "problems": []}
    result = more_time.noted(text, result) if trip and not pending else result  # ... a city it adds: said so
    already = mode_already(text, state) if trip and not pending and _only_transport(result, trip) else None
    if already is not None:  # "could we fly instead?" on a trip that flies every leg: said so, nothing changed
        return {**fresh, "answer": already, "problems": []}
    if trip and not pending and _asked_not_changed(intent, text) and not read_nothing(result, state, pending):
        # "where r we sleeping 2nd nite" ("2nd" read as a date): a question about the plan is answered, never applied
        return {**fresh, **nothing_read(result, intent, text, state, pending, sandbox)}
    if trip and not pending and intent is None and read_nothing(result, state, pending):  # (a question is answered as one)
        meant = _meant_back(text, result, state, sandbox, dropped)
        if isinstance(meant, dict):  # an undo
            return {**fresh, **meant}
        result = meant
    if read_nothing(result, state, pending):
        if dropped:  # a wish planned without, taken back and nothing else: the plan stays, the list shrinks
            return {**fresh, **left_out(state, dropped), "answer": _no_longer_listed(dropped), "problems": []}
        return {**fresh, **nothing_read(result, intent, text, state, pending, sandbox)}
    if settings.policy == "llm" and not result.problems and not [m for m in result.missing if m != "people_number"]:
        result = model_reading(text, state.get("trip") if result.edit else None, result, settings)
    left = sight_left_out(text, result.draft, trip, plan, sandbox, [w.wish for w in result.unread]) \
        if trip and not pending and not result.problems else None
    result = _noted(result, left) if left else result  # "disney world is a must for the kids": the sight named too
    other_day = weekday_mismatch(text, trip, result.draft) if trip and not pending and not result.problems else None
    result = _noted(result, other_day) if other_day else result  # "home by 8pm sunday" with the return on a Monday
    update = update_of(result)
    return {**fresh, **update, **_taken_back(update, state, dropped)}


def _undone_then(rest: str, state: ChatState, settings: PlannerSettings, fresh: dict[str, Any]) -> dict[str, Any] | None:
    """The update for an undo said with a change ("undo that, and add Italian food"): the last change taken back, then
    ``rest`` read as an edit of the trip the undo brings back, the reply naming both; None when there is nothing to
    undo or the rest is no edit to plan (a question, a refusal: the message is read as before)."""
    undone = undo_last(state)
    if not undone.get("restored"):
        return None
    after = cast(ChatState, {**state, **undone})
    update = _read_message(rest, after, settings, False, fresh)
    if update.get("answer") is not None or update.get("problems") or not update.get("draft"):
        return None
    went = changes(state.get("trip") or {}, after.get("trip") or {})
    said = f"I went back to before your last change ({'; '.join(went)}), then applied the rest" if went else \
        "I went back to before your last change, then applied the rest"
    return {**fresh, **undone, **update, "restored": False, "notes": [said, *(update.get("notes") or [])]}


# "never mind" said before a change with no mark between ("nvm make it 4 of us", "nevermind 3 people"): the change
# follows it, never a wish named "make it 4 of us" to take back ("nvm the pool" still takes the pool back)
_NEVER_MIND_THEN = re.compile(r"^(\W*(?:nvm|never\s*mind|nevermind))\s+(?=(?:make|change|set|let'?s|lets|we'?re|we\s+are|it'?s"
                              r"|\d|one|two|three|four|five|six|seven|eight|nine|ten)\b)", re.IGNORECASE)


# A question asking for information about the plan ("where do we sleep ...", "what's ...", "how long ..."), never "what
# about 3 of us?", "how about March 5?" or "what if we add a day?" (changes said as questions)
_WH_ASKED = re.compile(r"^\W*(?:(?:and|so|ok|okay|hey|um|oh|wait|but|also|then|just|hmm)\W+)*"
                       r"(?:where|wheres|where's|what|whats|what's|which|when|whens|who|how|hows|how's)\b"
                       r"(?!\s+(?:about|if|abt)\b)(?![^?]*\b(?:instead|rather|change|switch|make\s+it)\b)", re.IGNORECASE)


def _swap(text: str, state: ChatState, sandbox: object) -> Understanding | str | None:
    """A part of the plan swapped ("the attractions on day 1 sound dull, pick others"), when the trip parser reads no
    change in the message ("italian for dinner on day 2 instead" is a cuisine): the edit that swaps it out, or the
    answer that the plan has no such part."""
    said = swap_said(text, state.get("plan")) if not _WH_ASKED.match(text) else None  # "what other sights on day 2?"
    trip = state.get("trip") or {}
    if said is None or not trip:
        return None
    read = understand_message(text, sandbox, trip, planned=state.get("planned_without"))
    fields = ("org", "dest", "date", "people_number", "budget", "local_constraint")
    if any(read.draft.get(k) != trip.get(k) for k in fields):
        return None
    return said if isinstance(said, str) else swapped(trip, said)


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
    return update_of(_noted(read, cut_note(asked, spent, budget)))


def _noted(again: Understanding, note: str) -> Understanding:
    """A message read again in other words (as corrected, a rating's venue named): its reading, with the note saying how
    the words were taken."""
    return Understanding(draft=again.draft, missing=again.missing, problems=[], notes=[*again.notes, note],
                         edit=again.edit, unread=again.unread, resumed=again.resumed)


def _asked_not_changed(intent: MessageReading | None, text: str) -> bool:
    """Whether the message is a question about the plan (its intent) worded as one asking for information: answered,
    whatever a reader made of its words (a day's ordinal read as a date)."""
    asked = as_asked(text)  # ("not sure what time we fly home": "what time we fly home?")
    return intent is not None and intent.kind == "question" and bool(_WH_ASKED.match(asked) or _YES_NO_ASKED.match(asked))


# A yes-no question about the plan as it is ("is the flight home really at 6am??", "are we staying there both nights?"),
# never a change asked for as one ("is it ok if we fly?", "is it possible to add a day?", "is a later flight possible?")
_YES_NO_ASKED = re.compile(r"^\W*(?:(?:and|so|ok|okay|hey|um|oh|wait|but|also|then|just|hmm)\W+)*(?:is|are|was|were|does|do|did)"
                           r"\s+(?:the|our|my|this|that|it|we|there)\b(?![^?]*\b(?:possible|ok(?:ay)?|allowed|instead|rather"
                           r"|could|can|would)\b)[^?]*\?+\s*$", re.IGNORECASE)


def _answers_asked(text: str, state: ChatState, intent: MessageReading | None) -> tuple[list[str], str | None] | None:
    """The disruption the reply before asked about ("Which restaurant is closed?", "When does the flight leave now?"),
    read with this message as its answer ("the dinner one on day 2", "it leaves at 8pm now"); None when no such question
    was asked, the message is of another kind (thanks, a question) or the two together still name no one booking."""
    asked, plan = state.get("asked_about"), state.get("plan")
    if not asked or not plan or intent is not None:
        return None
    said = said_disruptions(f"{asked}: {text}", plan, dates=(state.get("trip") or {}).get("date") or [])
    return said if said is not None and said[0] else None


def _only_transport(result: Understanding, trip: dict[str, Any]) -> bool:
    """Whether the message's reading changes the trip's transport rule and nothing else."""
    old, new = trip.get("local_constraint") or {}, result.draft.get("local_constraint") or {}
    rules = {k for k in {*old, *new} if (old.get(k) or None) != (new.get(k) or None)}
    fields = [k for k in ("org", "dest", "date", "people_number", "budget") if result.draft.get(k) != trip.get(k)]
    return rules == {"transportation"} and not fields and not result.problems and not result.unread


def _count_said_with(text: str, result: Understanding, state: ChatState, sandbox: object) -> Understanding:
    """A count said with who is coming beside another change ("two more joining so 8, and raise the budget to 5,000"),
    which the reader left unread: the message read again with the number as the people (``people_count``), when that
    reads with fewer wishes unread and no problem; else ``result`` as it was."""
    counted = people_count(text, state)
    if counted is None:
        return result
    again = understand_message(counted[0], sandbox, state.get("trip"), planned=state.get("planned_without"))
    if again.problems or len(again.unread) >= len(result.unread):
        return result
    again.notes = [*again.notes, counted[1]]
    return again


def _asks_back(reply_text: str) -> bool:
    """Whether a reply about a disruption asks which booking, or when, it means (its first sentence is a question)."""
    return "?" in re.split(r"(?<=[.!?])\s", reply_text.strip(), maxsplit=1)[0]


_FIELD_NAMES = {"date": "dates", "people_number": "number of people", "dest": "destination"}


def _meant_back(text: str, result: Understanding, state: ChatState, sandbox: object,
                dropped: list[dict[str, Any]]) -> Understanding | dict[str, Any]:
    """A message the parser read nothing new in, read against what was said before: the budget a no-plan reply offered
    ("go with that budget"), the count the last change changed ("sorry I meant 4"), a value the last change replaced
    ("back to the original budget"), the last change taken back in part ("forget the extra person", "nah, just the 4
    days") or whole (an undo: its update is returned); else ``result`` as it was."""
    trip = state.get("trip") or {}
    offered = offered_budget(text, state)
    offered = offered if offered is not None else amount_meant(text, state)  # "hmm actually keep it at 1200"
    offered = offered if offered is not None else amount_to(text, state)  # "bump it to 2000"
    bare = amount_said(text, state) if offered is None else None  # "lets say 1500 instead": the budget, said so
    offered = bare[0] if bare is not None else offered
    dated = offered_dates(text, state) if offered is None else None
    counted = (count_meant(text, state, sandbox) or people_count(text, state)) if offered is None and dated is None else None
    if offered is not None:  # "fine, go with that budget" after "no plan: the cheapest costs $1,716": that budget
        result = understand_message(f"budget ${offered:,}", sandbox, trip, planned=state.get("planned_without"))
        result.notes = [*result.notes, bare[1]] if bare is not None else result.notes
    elif dated is not None:  # "ok do those dates then" after "no plan: ... on March 3 to March 5": those dates
        result = understand_message(dated, sandbox, trip, planned=state.get("planned_without"))
    elif counted is not None:  # "sorry I meant 4" right after the people count changed: that count, said so
        result = understand_message(counted[0], sandbox, trip, planned=state.get("planned_without"))
        result.notes = [*result.notes, counted[1]]
    elif (window := window_meant(text, state)) is not None:  # "no wait, mornings are better": the window it replaces
        result = understand_message(window[0], sandbox, trip, planned=state.get("planned_without"))
        result.notes = [*result.notes, window[1]] if window[1] else result.notes
    elif (limit := rule_number(text, state)) is not None:  # "nah 3 is ok" after "hotel 4 stars min": the rule's new number
        result = rule_set(trip, *limit)
    elif (wider := room_widened(text, state)) is not None:  # "private rooms are ok too" after "entire home only"
        result = wider
    else:  # "back to the original budget": the value the last change replaced
        result = field_back(text, trip, (state.get("previous") or {}).get("trip"), opening_message(state, sandbox), sandbox) or result
    named_back = version_back(text, result, state, lambda: _first_request(state, sandbox))
    if named_back is not None:  # "go back to the 2000 dollar version": the amount names a version, never a new budget
        return named_back
    if not read_nothing(result, state, False) or dropped:
        return result
    named, changed = changed_fields_named(text, state)
    if (part := undo_in_part(text, state)) is not None:  # "undo the entire home bit": that wish alone taken back
        return understand_message(part, sandbox, trip, planned=state.get("planned_without"))
    # an undo naming only what the last change left alone ("revert the dates to march 3" after a budget cut) is no undo
    # of that change: the fields named are brought back, or the trip already has them
    untouched = untouched_named(text, state) if asks_to_undo(text) else set()
    if untouched:  # "revert the dates to march 3" after a budget cut: the last change left them as they are
        words = ", ".join(sorted(_FIELD_NAMES.get(name, name) for name in untouched))
        said = f"{ALREADY_HAS} the {words} it had before your last change, so nothing changed."
        return {"answer": said, "problems": []}
    if asks_to_undo(text) or (named and named == changed) or stay_back(text, state) \
            or back_from_no_plan(text, state):
        # "that's too bare bones, put it back", "wait no, keep the first hotel" after a swap, "ok forget it" after a
        # change no plan meets: nothing else in it
        return first_back(text, state, lambda: _first_request(state, sandbox)) or undo_last(state, steps(text))
    back = named or kept_only(text, state)  # "nah, just the 4 days": the people taken back
    return fields_back(trip, (state.get("previous") or {}).get("trip") or {}, back) if back else result


def _edit_reader(settings: PlannerSettings) -> Callable[[str, dict[str, Any]], Understanding]:
    """The trip parser reading words as an edit of a given version of the trip (``undo.before_change``)."""
    sandbox = resources_of(settings).sandbox
    return lambda words, trip: understand_message(words, sandbox, trip)


def _first_request(state: ChatState, sandbox: object) -> Understanding | None:
    """The message that opened the trip, read again as a request of its own (None when there is none)."""
    opening = opening_message(state, sandbox)
    return understand_message(opening, sandbox, None) if opening else None


def _taken_back(update: dict[str, Any], state: ChatState, dropped: list[dict[str, Any]]) -> dict[str, Any]:
    """The wishes planned without that the message takes back, as the update says it ("left out, as you said")."""
    if not dropped:
        return {}
    gone = left_out(state, dropped)
    return {**gone, "notes": [*(update.get("notes") or []), *gone["notes"]]}


def _no_longer_listed(dropped: list[dict[str, Any]]) -> str:
    named = ", ".join(repr(w["wish"]) for w in dropped)
    return (f"Okay, I've dropped {named} from your wishes: your plan was made without it, so it stays as it is "
            "and no longer lists it as not kept.")


def _answered_directly(intent: MessageReading | None, text: str, state: ChatState, pending: bool, sandbox: object) -> dict[str, Any] | None:
    """The update for a message its intent answers before the trip parser reads it (None: the parser reads it)."""
    said = stay_rules.answer(text, state, sandbox) if not pending else None  # "is the hotel pet friendly?": no rule
    said = said or (checked(text, state.get("trip"), state.get("spent")) if not pending else None)  # "$600 each, right?"
    if said is not None:
        return {"answer": said, "problems": []}
    if intent is None:
        return None
    if intent.kind == "preference" and asks_lowest_cost(text) and _cheapest_shown(state) and not pending:
        # "what's the least it can cost?" when the plan shown is the cheapest already: its cost, nothing re-planned
        return {"answer": f"The least this trip can cost is {money(state.get('spent') or 0)}: the plan you have is the cheapest one "
                          "that keeps your rules.", "problems": []}
    if intent.kind == "preference" and state.get("plan") and state.get("trip") and not pending:
        return _preference(intent.preference, text, state, sandbox)
    if intent.kind == "question" and (asks_why(text) or asks_to_see(text)) and not pending:  # "why aren't we driving?",
        # "give me the full itinerary", "and day 2 alone?": asked, not a change
        return {"answer": direct_answer(intent, state, sandbox), "problems": []}
    if intent.kind in ("help", "small_talk"):  # never a trip field: the open question stays open
        return {"answer": direct_answer(intent, state, sandbox), "problems": []}
    if pending and intent.kind in ("question", "preference", "out_of_scope"):
        # "how much is day 2?" while the new request's question is open: about that request (never the trip planned
        # before it), and never read as the answer ("1" is no budget); the question stays open
        return {"answer": pending_answer(intent, state), "problems": []}
    if intent.kind == "out_of_scope" and is_question(text) and not seeks_a_place(text) \
            and not (intent.subject == "diets" and _CUISINE_NAMED.search(text)):  # "what's the weather in Denver?"
        # ("kinda gluten free, so italian?" asks for a cuisine: read, the diet named beside it)
        return {"answer": direct_answer(intent, state, sandbox), "problems": []}
    return None


_CUISINE_NAMED = re.compile(r"\b(?:" + "|".join(re.escape(c) for c in DATA_CUISINES) + r")\b", re.IGNORECASE)


def _cheapest_shown(state: ChatState) -> bool:
    """Whether the plan shown is the cheapest one the trip can have: planned for the lowest cost, or shown as the
    cheapest when no plan fits the budget (its cost over the budget)."""
    spent, trip = state.get("spent"), state.get("trip") or {}
    return bool(state.get("plan")) and spent is not None and (
        state.get("objective") == "cheapest" or spent > (trip.get("budget") or float("inf")))


def _preference(preference: str | None, text: str, state: ChatState, sandbox: object) -> dict[str, Any]:
    """A preference, with whatever else the message changes ("make it cheaper, and a budget of $1,300"): the edit
    is applied too, never dropped; one it cannot use is refused ("make it cheaper, no early flights": the
    flight-time rule is set with it, and "no early flights" is never read as "no flights")."""
    trip = state.get("trip")
    assert trip is not None, "a preference is applied to a planned trip only (_answered_directly)"
    edit = understand_message(without_preference(text), sandbox, trip)  # the rest of the message: an edit said with it
    if edit.problems:
        return update_of(edit)
    draft = more_sights.opened(preference, trip, edit.draft)  # "pack in more sights" after "take it slow": busy now
    objective = "cheapest" if preference == "cheapest" else "best"
    focus = None if preference in ("cheapest", "overall") else preference  # "nicer hotels": stays favoured in later re-plans
    asked = asked_of(draft)
    unread = _talk_beside(asked, trip, draft)
    if unread:  # "make it cheaper please, I'm on a pension", "cheaper still": the preference, the rest named as not read
        draft = {k: v for k, v in draft.items() if k != ASKED}
        asked = None
    if asked is not None:  # a wish no plan can keep said with it: asked first, the preference waits with the answer
        draft.update(wish_before(state))
        draft[ASKED] = asked.model_copy(update={"preference": preference, "cost_before": state.get("spent"),
                                                "objective": objective, "focus": focus}).model_dump()
        return update_of(edit)
    return {"preference": preference, "cost_before": state.get("spent"), "draft": draft | wish_before(state), "edit": True, "missing": [],
            "problems": [], "notes": [*changes(trip, draft), *unread],
            "objective": objective, "focus": focus}  # later turns keep the wish


def _talk_beside(asked: WishQuestion | None, trip: dict[str, Any], draft: dict[str, Any]) -> list[str]:
    """The rest of a preference's message when it is words no reader understood and changes nothing ("I'm on a
    pension", "still", a misspelt verb left by the preference's words: "mak it"), each said as not read; empty when
    the rest changes the trip or names a wish the data cannot check ("make it cheaper, with a pool": asked first)."""
    if asked is None or not all(understood_nowhere(w) for w in asked.wishes):
        return []
    if changes(trip, {k: v for k, v in draft.items() if k != ASKED}):
        return []
    return [f"{NOT_READ} {w.wish!r} as a change, so it changed nothing." for w in asked.wishes]
