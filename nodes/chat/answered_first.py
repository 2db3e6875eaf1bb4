"""Messages answered before the trip parser reads them (``answered_directly``): a question about the stays' rules
or a cost checked ("$600 each, right?"), help and small talk, a question while another is open, a question out of
scope, and a preference about the plan ("make it cheaper", with whatever else the message changes: ``preference``).
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.money import money
from himap_travel.nodes.chat import more_sights, sight_asked, stay_rules
from himap_travel.nodes.chat.answers import cheapest_in_draft, direct_answer, pending_answer
from himap_travel.nodes.chat.change_lines import changes
from himap_travel.nodes.chat.confirm import checked
from himap_travel.nodes.chat.drive_choice import ways_compared
from himap_travel.nodes.chat.intent_asks import asks_lowest_cost, asks_why
from himap_travel.nodes.chat.intent_follow_up import asks_to_see
from himap_travel.nodes.chat.intent_preference_edit import without_preference
from himap_travel.nodes.chat.intent_questions import is_question
from himap_travel.nodes.chat.intent_words import LEAD
from himap_travel.nodes.chat.not_applied import NOT_READ, update_of
from himap_travel.nodes.chat.preference_waits import waiting_wish
from himap_travel.nodes.chat.snapshot import wish_before
from himap_travel.nodes.chat.understanding import understand_message
from himap_travel.nodes.chat.vague_start import seeks_a_place
from himap_travel.nodes.chat.wishes import ASKED, WISHES, WishQuestion, asked_of, understood_nowhere
from himap_travel.state.chat_state import ChatState, MessageReading
from himap_travel.state.trip import DATA_CUISINES


def answered_directly(intent: MessageReading | None, text: str, state: ChatState, pending: bool, sandbox: object) -> dict[str, Any] | None:
    """The update for a message its intent answers before the trip parser reads it (None: the parser reads it)."""
    said = stay_rules.answer(text, state, sandbox) if not pending else None  # "is the hotel pet friendly?": no rule
    said = said or (sight_asked.answer(text, state, sandbox) if not pending else None)  # "is the zoo in there?"
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
    if intent.kind == "question" and state.get("plan") and ways_compared(text) and not pending:
        # "is a taxi cheaper than driving ourselves?": each way priced, never a way asked for ("driving" no rule)
        return {"answer": direct_answer(intent, state, sandbox), "problems": []}
    if intent.kind == "question" and (asks_why(text) or asks_to_see(text)) and not pending:  # "why aren't we driving?",
        # "give me the full itinerary", "and day 2 alone?": asked, not a change
        return {"answer": direct_answer(intent, state, sandbox), "problems": []}
    if intent.kind in ("help", "small_talk"):  # never a trip field: the open question stays open
        return {"answer": direct_answer(intent, state, sandbox), "problems": []}
    if pending and intent.kind == "question" and _edit_of_the_plan(state):
        # "what do we eat on day 2?" while "plan without it?" is open on a wish for the planned trip: the plan shown
        # still stands (the change waits on the answer), so it answers; the question stays open
        return {"answer": f"{_AS_IT_STANDS} {direct_answer(intent, state, sandbox)}", "problems": []}
    town = cheapest_in_draft(text, state.get("draft"), sandbox) if pending and intent.kind == "question" else None
    if town is not None:  # "whats the cheapest hotel there?" before the trip is planned: the data answers it
        return {"answer": town, "problems": []}
    if pending and intent.kind in ("question", "preference", "out_of_scope"):
        # "how much is day 2?" while the new request's question is open: about that request (never the trip planned
        # before it), and never read as the answer ("1" is no budget); the question stays open
        waits = intent.kind == "preference" and WISHES not in (state.get("missing") or [])  # kept for the plan
        return {"answer": pending_answer(intent, state), "problems": [], **(waiting_wish(intent.preference) if waits else {})}
    if intent.kind == "out_of_scope" and is_question(text) and not seeks_a_place(text) \
            and not (intent.subject == "diets" and _CUISINE_NAMED.search(text)):  # "what's the weather in Denver?"
        # ("kinda gluten free, so italian?" asks for a cuisine: read, the diet named beside it)
        return {"answer": direct_answer(intent, state, sandbox), "problems": []}
    if intent.kind == "out_of_scope" and intent.subject == "booking and payment" and _DONE_ALONE.match(text):
        return {"answer": direct_answer(intent, state, sandbox), "problems": []}
    return None


# A booking asked for alone ("reserve a table at salsa mexican grill", "pls buy the plane tickets", "go ahead and book
# the flights"): what the chat cannot do, answered as such, never a consent to nothing offered; the place it names is
# no wish (read by the trip parser, it set the Mexican cuisine)
# (and a ride named first, with where it goes: "lyft to the rocket center", "uber from the airport pls": the place
# it names is no sight to see, read by the trip parser it became a must-see)
_DONE_ALONE = lazy_compile(LEAD + r"(?:(?:yes|yeah|yep|sure)\W+)?(?:(?:please\s+|pls\s+)?go\s+ahead\s+(?:and\s+)?)?"
                           r"(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?|(?:please|pls|plz)\s+)?"
                           r"(?:book|reserve|pay\s+for|buy|purchase|(?:an?\s+)?(?:uber|lyft|taxi|cab)s?\s+(?:from|to)\b)"
                           r"(?![^,;]*\b(?:and|also|then|plus|but)\b)",
                           re.IGNORECASE)

_AS_IT_STANDS = "The plan as it stands (the change you asked for waits on the question below):"


def _edit_of_the_plan(state: ChatState) -> bool:
    """Whether the open question is a wish's ("plan without it?") on a change of the trip planned (the same journey:
    its origin, destination and dates), never a new request's question for a field it lacks ("how many people?"),
    even one for the same journey: those are about that request alone (``pending_answer``)."""
    trip, draft = state.get("trip") or {}, state.get("draft") or {}
    wish_asked = set(state.get("missing") or []) == {WISHES}
    return wish_asked and bool(state.get("plan")) and bool(trip) and all(draft.get(k) == trip.get(k) for k in ("org", "dest", "date"))


_CUISINE_NAMED = lazy_compile(r"\b(?:" + "|".join(re.escape(c) for c in DATA_CUISINES) + r")\b", re.IGNORECASE)


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
    assert trip is not None, "a preference is applied to a planned trip only (answered_directly)"
    edit = understand_message(without_preference(text), sandbox, trip)  # the rest of the message: an edit said with it
    if edit.problems:
        return update_of(edit)
    draft = more_sights.opened(preference, trip, edit.draft)  # "pack in more sights" after "take it slow": busy now
    objective = "cheapest" if preference == "cheapest" else "best"
    focus = None if preference in ("cheapest", "overall") else preference  # "nicer hotels": stays favoured in later re-plans
    asked = asked_of(draft)
    framed = asked is not None and all(_FRAME.match(w.wish) for w in asked.wishes)  # "can we swap the": the request's frame
    unread = [] if framed else _talk_beside(asked, trip, draft)
    if unread or framed:  # "make it cheaper please, I'm on a pension", "cheaper still": the preference, the rest named as not read
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


# The words that frame a request around the preference's own ("can we swap the hotel for one with better reviews": "can we
# swap the"): the request itself, read, never named as not read
_FRAME = lazy_compile(r"^(?=\W*\w)\W*(?:(?:can|could|would|will|shall)\s+(?:we|you|u|i)\b)?(?:\s*(?:please|pls|plz)\b)?"
                      r"(?:\s*(?:swap|switch|change|replace|pick|get|find|make|give|choose|move|put|go\s+with|look\s+for)\b)?"
                      r"(?:\s*(?:the|a|an|us|me|it|that|this|our|for|to|something|one|on|of|with|some)\b)*\W*$", re.IGNORECASE)


def _talk_beside(asked: WishQuestion | None, trip: dict[str, Any], draft: dict[str, Any]) -> list[str]:
    """The rest of a preference's message when it is words no reader understood and changes nothing ("I'm on a
    pension", "still", a misspelt verb left by the preference's words: "mak it"), each said as not read; empty when
    the rest changes the trip or names a wish the data cannot check ("make it cheaper, with a pool": asked first)."""
    if asked is None or not all(understood_nowhere(w) for w in asked.wishes):
        return []
    if changes(trip, {k: v for k, v in draft.items() if k != ASKED}):
        return []
    return [f"{NOT_READ} {w.wish!r} as a change, so it changed nothing." for w in asked.wishes]
