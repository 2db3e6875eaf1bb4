"""understand: the newest human message as a new trip, an edit of the current one, the answer to a question,
a disruption of the current plan ("my flight on day 1 was cancelled": ``monitor.phrases``), a preference
("make it cheaper"), or a message answered directly (help, small talk, a question about the plan, out of
scope, "never mind"; ``intent`` and ``answers``). A message none of these reads is answered as not understood.

The expert policy reads it with rules (``understanding``). The LLM policy
fills the whole trip form by structured output (the planner's extractor),
given the current trip and the message; the rules still decide what is
missing (a people count the wording does not give is asked, never guessed).
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from typing import Any, Protocol, cast

from langchain_core.messages import AIMessage, AnyMessage, BaseMessage, HumanMessage, SystemMessage, ToolMessage, convert_to_messages
from langchain_core.runnables import RunnableLambda
from langgraph.runtime import Runtime
from pydantic import ValidationError

from himap_travel.domain.parsing.agreement import checked_against_text
from himap_travel.domain.parsing.query import MAX_QUERY_CHARS
from himap_travel.domain.parsing.unread import UnreadWish
from himap_travel.nodes.chat.along import asked_along, services_said
from himap_travel.nodes.chat.answers import (
    CAN_DO,
    cancel_answer,
    direct_answer,
    english_only,
    pending_answer,
    unknown_answer,
    why_none,
)
from himap_travel.nodes.chat.intent import (
    asks_to_see,
    asks_to_undo,
    asks_which,
    asks_why,
    calls_off_everything,
    classify,
    follow_up,
    is_question,
    starts_over,
    stated_as_rule,
    thanks_in,
    without_preference,
)
from himap_travel.nodes.chat.language import foreign_language
from himap_travel.nodes.chat.markdown import date_range, rules_of, summary_line, trip_lines
from himap_travel.nodes.chat.snapshot import REPAIRED, snapshot, wish_before
from himap_travel.nodes.chat.take_back import accepts, held_wishes, taken_back
from himap_travel.nodes.chat.undated import said_disruptions
from himap_travel.nodes.chat.understanding import (
    Understanding,
    already_said,
    changes,
    field_back,
    seeks_a_place,
    starts_a_trip,
    stated_in,
    understand_message,
    vague_start,
)
from himap_travel.nodes.chat.wishes import (
    ASKED,
    WISHES,
    asked_of,
    asked_unknowable,
    consent,
    decided,
    dropped_now,
    left_out,
    not_kept,
    plainly,
    taken_back_asked,
    understood_nowhere,
)
from himap_travel.nodes.extract import GraphInputError, input_object, validation_problems
from himap_travel.planning.policies.errors import ModelServerError
from himap_travel.planning.runtime.resources import resources_of, settings_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.planning.runtime.toolboxes import coordinator_toolbox
from himap_travel.state.chat_state import ESSENTIALS, ChatState, MessageReading, handoffs_cleared
from himap_travel.state.trip import TRIP_FIELDS, TripSpec, TripSpecError, banned_modes


def message_text(message: AnyMessage | str) -> str:
    """A message's text (Agent Chat UI sends content as a list of parts)."""
    content = message if isinstance(message, str) else message.content
    if isinstance(content, list):
        return " ".join(part.get("text", "") if isinstance(part, dict) else str(part) for part in content).strip()
    return str(content).strip()


def last_human_text(messages: list[AnyMessage] | None) -> str:
    for message in reversed(messages or []):
        if isinstance(message, HumanMessage):
            return message_text(message)
    return ""


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
    text = _one_as_stay(text, state) if state.get("plan") and not pending else text
    intent = _intent(text, state, settings)
    asked = pending and WISHES in state["missing"]  # "plan without it?" is open
    back = taken_back_asked(text, state) if asked else None
    if back is not None:  # "forget that": the wishes just asked about, taken back (never the whole request cancelled)
        return {**fresh, **back}
    if intent is not None and intent.kind == "cancel" and not starts_over(text) and not calls_off_everything(text) \
            and _takes_back_last_change(text, state, pending):
        return {**fresh, **_undo(state)}  # "scratch that" right after "we have kids under 10": that change, taken back
    if intent is not None and intent.kind == "cancel":  # "never mind": the open question ends, the thread is ready
        answer = cancel_answer(pending, bool(state.get("trip")), restart=starts_over(text))
        return {**fresh, "answer": answer, "draft": None, "missing": [], "problems": []}
    if intent is not None and intent.kind == "undo":
        return {**fresh, **_undo(state, several=bool(_SEVERAL_CHANGES.search(text)))}
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
    direct = _answered_directly(intent, text, state, pending, sandbox)
    if direct is not None:
        return {**fresh, **direct, **(_taken_back(direct, state, dropped) if "preference" in direct else {})}
    trip = state.get("trip")
    as_before = bool(trip) and not pending and bool(_AS_BEFORE.search(text))  # "..., same dates": those kept (below)
    result = understand_message(_SAME_FIELDS.sub("", text) if as_before else text, sandbox, trip, state.get("draft"),
                                state.get("missing"), planned=state.get("planned_without"))
    if as_before and trip:
        result = _same_as_before(result, trip)
    if trip and not pending and _asked_not_changed(intent, text) and not _read_nothing(result, state, pending):
        # "where r we sleeping 2nd nite" ("2nd" read as a date): a question about the plan is answered, never applied
        return {**fresh, **_nothing_read(result, intent, text, state, pending, sandbox)}
    if trip and not pending and intent is None and _read_nothing(result, state, pending):  # (a question is answered as one)
        meant = _meant_back(text, result, state, sandbox, dropped)
        if isinstance(meant, dict):  # an undo
            return {**fresh, **meant}
        result = meant
    if _read_nothing(result, state, pending):
        if dropped:  # a wish planned without, taken back and nothing else: the plan stays, the list shrinks
            return {**fresh, **left_out(state, dropped), "answer": _no_longer_listed(dropped), "problems": []}
        return {**fresh, **_nothing_read(result, intent, text, state, pending, sandbox)}
    if settings.policy == "llm" and not result.problems and not [m for m in result.missing if m != "people_number"]:
        result = _model_reading(text, state.get("trip") if result.edit else None, result, settings)
    update = _update(result)
    return {**fresh, **update, **_taken_back(update, state, dropped)}


# A question asking for information about the plan ("where do we sleep ...", "what's ...", "how long ..."), never "what
# about 3 of us?", "how about March 5?" or "what if we add a day?" (changes said as questions)
_WH_ASKED = re.compile(r"^\W*(?:(?:and|so|ok|okay|hey|um|oh|wait|but|also|then|just|hmm)\W+)*"
                       r"(?:where|wheres|where's|what|whats|what's|which|when|whens|who|how|hows|how's)\b"
                       r"(?!\s+(?:about|if|abt)\b)(?![^?]*\b(?:instead|rather|change|switch|make\s+it)\b)", re.IGNORECASE)


def _asked_not_changed(intent: MessageReading | None, text: str) -> bool:
    """Whether the message is a question about the plan (its intent) worded as one asking for information: answered,
    whatever a reader made of its words (a day's ordinal read as a date)."""
    return intent is not None and intent.kind == "question" and bool(_WH_ASKED.match(text))


def _answers_asked(text: str, state: ChatState, intent: MessageReading | None) -> tuple[list[str], str | None] | None:
    """The disruption the reply before asked about ("Which restaurant is closed?", "When does the flight leave now?"),
    read with this message as its answer ("the dinner one on day 2", "it leaves at 8pm now"); None when no such question
    was asked, the message is of another kind (thanks, a question) or the two together still name no one booking."""
    asked, plan = state.get("asked_about"), state.get("plan")
    if not asked or not plan or intent is not None:
        return None
    said = said_disruptions(f"{asked}: {text}", plan, dates=(state.get("trip") or {}).get("date") or [])
    return said if said is not None and said[0] else None


def _asks_back(reply_text: str) -> bool:
    """Whether a reply about a disruption asks which booking, or when, it means (its first sentence is a question)."""
    return "?" in re.split(r"(?<=[.!?])\s", reply_text.strip(), maxsplit=1)[0]


def _meant_back(text: str, result: Understanding, state: ChatState, sandbox: object,
                dropped: list[dict[str, Any]]) -> Understanding | dict[str, Any]:
    """A message the parser read nothing new in, read against what was said before: the budget a no-plan reply offered
    ("go with that budget"), the count the last change changed ("sorry I meant 4"), a value the last change replaced
    ("back to the original budget"), the last change taken back in part ("forget the extra person", "nah, just the 4
    days") or whole (an undo: its update is returned); else ``result`` as it was."""
    trip = state.get("trip") or {}
    offered = _offered_budget(text, state)
    offered = offered if offered is not None else _amount_meant(text, state)  # "hmm actually keep it at 1200"
    offered = offered if offered is not None else _amount_to(text, state)  # "bump it to 2000"
    dated = _offered_dates(text, state) if offered is None else None
    counted = _count_meant(text, state, sandbox) if offered is None and dated is None else None
    if offered is not None:  # "fine, go with that budget" after "no plan: the cheapest costs $1,716": that budget
        result = understand_message(f"budget ${offered:,}", sandbox, trip, planned=state.get("planned_without"))
    elif dated is not None:  # "ok do those dates then" after "no plan: ... on March 3 to March 5": those dates
        result = understand_message(dated, sandbox, trip, planned=state.get("planned_without"))
    elif counted is not None:  # "sorry I meant 4" right after the people count changed: that count, said so
        result = understand_message(counted[0], sandbox, trip, planned=state.get("planned_without"))
        result.notes = [*result.notes, counted[1]]
    else:  # "back to the original budget": the value the last change replaced
        result = field_back(text, trip, (state.get("previous") or {}).get("trip"), _opening(state, sandbox), sandbox) or result
    if not _read_nothing(result, state, False) or dropped:
        return result
    named, changed = _changed_fields_named(text, state)
    if asks_to_undo(text) or (named and named == changed) or _stay_back(text, state):  # "that's too bare bones, put it
        # back", "wait no, keep the first hotel" after a swap: nothing else in it
        return _undo(state, several=bool(_SEVERAL_CHANGES.search(text)))
    back = named or _kept_only(text, state)  # "nah, just the 4 days": the people taken back
    return _fields_back(trip, (state.get("previous") or {}).get("trip") or {}, back) if back else result


# A new route said as a change of the trip: "what about Atlanta to Knoxville then, same dates", "Houston to San Antonio
# instead, same people and budget", "how about Reno, rest the same"
_AS_BEFORE = re.compile(r"\bsame\b|\b(?:the\s+)?rest\s+(?:the\s+same|as\s+before|unchanged)|\binstead\b"
                        r"|^\W*(?:\w+\W+)?(?:what|how)\s+about\b", re.IGNORECASE)
# The words that say which fields stay ("same dates", "same people and budget"): read by ``_same_as_before``, never by
# the trip parser (which would ask to plan without "dates")
_SAME_WORDS = (r"(?:dates?|days|people|group|party|crew|number(?:\s+of\s+people)?|budget|money"
               r"|everything(?:\s+else)?|rest)")
_SAME_FIELDS = re.compile(rf",?\s*\b(?:(?:and|with|but|keep)\s+)?(?:the\s+)?same\s+{_SAME_WORDS}"
                          rf"(?:\s*(?:,|and|&)\s*(?:the\s+)?{_SAME_WORDS})*(?:\s+as\s+before)?\b", re.IGNORECASE)
_CARRIED = {"date": "the dates", "people_number": "the number of people", "budget": "the budget"}


def _same_as_before(result: Understanding, trip: dict[str, Any]) -> Understanding:
    """A new request said as a change of the current one ("what about Atlanta to Knoxville then, same dates"): what it
    leaves out (the dates, the people, the budget) is the current trip's, said so in the reply (a note); a field the
    message gives is never replaced. Any other new request is left as it was read (its gaps are asked)."""
    if result.edit or result.problems:
        return result
    carried = [name for name in _CARRIED if name in result.missing and trip.get(name) is not None]
    if not carried:
        return result
    draft = {**result.draft, **{name: trip[name] for name in carried}}
    if "date" in carried:
        draft["days"] = trip.get("days") or len(trip["date"])
    kept = [_CARRIED[name] + (f" ({date_range(trip['date'])})" if name == "date" else "") for name in carried]
    note = f"I kept {', '.join(kept[:-1]) + ' and ' + kept[-1] if len(kept) > 1 else kept[0]} from your trip before: " \
           "tell me if this one differs"
    return Understanding(draft=cast(Any, draft), missing=[m for m in result.missing if m not in carried],
                         problems=result.problems, notes=[*result.notes, note], edit=False, unread=result.unread,
                         resumed=result.resumed)


# The stay before the last change asked back: "keep the first hotel", "go back to the old place", "I preferred the
# original one"
_STAY_BACK = re.compile(r"\b(?:keep|want|prefer(?:red)?|liked|back\s+to|return\s+to|bring\s+back|stick\s+with"
                        r"|rather\s+have|give\s+(?:us|me)|put\s+back)\b.*"
                        r"\b(?:first|old|original|previous|earlier|other|last)\s+"
                        r"(?:one|hotel|stay|place|room|accommodation|apartment|apt|house|lodging)s?\b", re.IGNORECASE)


def _stay_back(text: str, state: ChatState) -> bool:
    """Whether the message asks for the stays the last change replaced ("wait no, keep the first hotel" right after
    "swap the hotel on night 1"): the trip itself was not changed by it, only the stays (then it is an undo)."""
    previous = state.get("previous") or {}
    if not _STAY_BACK.search(text) or previous.get("trip") != state.get("trip"):
        return False
    def stays(plan: list[dict[str, Any]] | None) -> list[Any]:
        return [day.get("accommodation") for day in plan or []]
    return bool(previous.get("plan")) and stays(previous.get("plan")) != stays(state.get("plan"))


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
    if intent is None:
        return None
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
    if intent.kind == "out_of_scope" and is_question(text) and not seeks_a_place(text):  # "what's the weather in Denver?"
        return {"answer": direct_answer(intent, state, sandbox), "problems": []}
    return None


def _nothing_read(result: Understanding, intent: MessageReading | None, text: str, state: ChatState, pending: bool,
                  sandbox: object) -> dict[str, Any]:
    """A message the parser found nothing new in: the question asked again (with why), a vague opener kept, what the
    trip already has said so, the intent's answer, or "I didn't understand"."""
    if pending and intent is None:  # the request sent again, or words that answer nothing: the question, asked again
        return {**_update(result), "notes": result.notes or [_nothing_new(text, state.get("draft") or {})]}
    vague = vague_start(text, opener=not state.get("trip")) if intent is None and not pending else None
    if vague is not None:  # "somewhere warm in March": March kept, the rest asked for
        return _update(vague)
    # a wh-question the data cannot answer ("whats the deposit", "whats parking like at the hotel?"): asked of the stays
    # or of nothing the intents read (a question about a day, "what is on day 2?", is the plan's to answer)
    about_stays = intent is None or intent.topic in ("stays", "hotel")
    cannot = _cannot_say(result.unread) or (_cannot_say(asked_unknowable(text, sandbox))
                                            if is_question(text) and about_stays else "")
    if intent is not None and intent.kind == "question" and cannot and is_question(text):
        # "does our hotel have a pool?": read as a question about the stays, but what it asks the data cannot say; said
        # first, then what the plan holds (never the stays alone, as if they answered it)
        return {"answer": f"{CANNOT_TELL}: {cannot}.\n\n{direct_answer(intent, state, sandbox)}", "problems": []}
    if intent is not None:
        return {"answer": direct_answer(intent, state, sandbox), "problems": []}
    if cannot:  # "somewhere with a pool" alone: why the data cannot say it, and nothing to plan
        after = "Your trip is unchanged." if state.get("trip") else CAN_DO
        can_not = CANNOT_TELL if is_question(text) else "I can't apply that"  # "is breakfast included?" asks
        return {"answer": f"{can_not}: {cannot}. {after}", "problems": []}
    # a question restating the trip ("what's the best restaurant in Orlando?" on a trip to Orlando) is asked, not an edit
    said = already_said(text, sandbox, state.get("trip")) if state.get("trip") and not asks_which(text) else []
    answer = f"{ALREADY_HAS} {', '.join(said)}, so nothing changed." if said else \
        _not_found(text, state) or _nothing_to_lift(text, state) or _asked_otherwise(text, state) or _thanked(text, state, sandbox) \
        or _nothing_to_confirm(text, state) \
        or _number_of_what(text, state) or unknown_answer(bool(state.get("trip")))
    return {"answer": answer, "problems": []}


def _cannot_say(unread: list[UnreadWish]) -> str:
    """The message's wishes the data cannot check ("a pool": the data has no amenities), each reason once, in plain
    words; empty when there are none (a clause no reader understood is not one: it may be talk)."""
    cannot = [w for w in unread if not understood_nowhere(w)]

    def within_another(wish: UnreadWish) -> bool:  # "is the hotel wheelchair" in "is the hotel wheelchair accessible"
        return any(wish is not other and wish.reason.split(",")[0] == other.reason.split(",")[0]
                   and wish.wish in other.wish for other in cannot)
    return "; ".join(dict.fromkeys(plainly(w) for w in cannot if not within_another(w)))


def _not_found(text: str, state: ChatState) -> str | None:
    """A take-back naming nothing the trip holds ("forget the zoo" on a trip that must see the aquarium): what was not
    found, and the wishes the trip does hold (None when the message takes nothing back)."""
    trip = state.get("trip")
    if not trip:
        return None
    missing = taken_back(text, held_wishes(trip, state.get("planned_without"))).unmatched
    if not missing:
        return None
    return (f"I couldn't find {' or '.join(repr(m) for m in missing)} among your wishes, so there was nothing to take back and "
            f"nothing changed ({_wishes_held(trip, state)}).")


def _nothing_to_lift(text: str, state: ChatState) -> str | None:
    """Something accepted that no wish of the trip keeps out ("a shared room is fine" on a trip with no room rule): already
    allowed, said so with the wishes the trip holds (None when the message accepts nothing)."""
    trip = state.get("trip")
    if not trip or not accepts(text):
        return None
    if _ban_named(text, trip):  # "flights would be fine" with flights banned: a wish does rule it out, never "none does"
        return (f"I couldn't read that as taking back one of your wishes, so nothing changed ({_wishes_held(trip, state)}). "
                "Say which to drop, e.g. \"drop the no-flight rule\".")
    return f"None of your wishes rules that out, so it is allowed already and nothing changed ({_wishes_held(trip, state)})."


# A mode named by its everyday words, for the modes a transportation rule bans (``state.trip.banned_modes``)
_MODE_NAMED = {"flight": re.compile(r"\bfl(?:y|ying|ights?|ew|own)\b|\b(?:air)?planes?\b|\bair\b", re.IGNORECASE),
               "self-driving": re.compile(r"\bdriv(?:e|es|ing|en)\b|\bdrove\b|\bcars?\b|\broad\s*trips?\b", re.IGNORECASE)}


def _ban_named(text: str, trip: Mapping[str, Any]) -> bool:
    """Whether an accepting message names a mode the trip's transportation rule bans (its wording was not read as
    lifting the ban, so the reply must not say that no wish rules it out)."""
    try:
        banned = banned_modes((trip.get("local_constraint") or {}).get("transportation"))
    except TripSpecError:
        return True  # a rule this reading does not know: never say that none rules it out
    return any(pattern.search(text) for mode, pattern in _MODE_NAMED.items() if mode in banned)


CANNOT_TELL = "I can't tell you that"  # a question the data cannot answer ("does our hotel have a pool?")
ALREADY_HAS = "Your trip already has"  # a message that restates what the trip holds ("we want Italian" when it does)
_NOT_KEPT_ASKED = re.compile(r"\b(?:not\s+kept|left\s+out|planned\s+without"
                             r"|(?:could\s*n'?o?t|can'?t|did\s*n'?o?t)\s+(?:keep|do|apply|plan))\b", re.IGNORECASE)


def _asked_otherwise(text: str, state: ChatState) -> str | None:
    """A question about the trip none of the answers reads ("how many days is the trip?", "is there a museum?"): the trip
    as it stands and what can be asked, never "I didn't understand that as a change" (None when it is no question)."""
    trip = state.get("trip")
    if not trip or not is_question(text):
        return None
    if not state.get("plan"):  # "why not?" after a trip no plan meets: the reason, again, in plain words
        return f"Your trip has no plan: {why_none(state)} Change the trip (the budget, the dates or a rule) and I'll plan it."
    if _NOT_KEPT_ASKED.search(text):  # "what's not kept?": the wishes planned without, each with why
        kept_out = not_kept(dict(state))
        return ("Your plan keeps every wish you said." if not kept_out else
                "Planned without, as you said:\n" + "\n".join(f"- {wish}" for wish in kept_out))
    return (f"Here is your trip as it stands (nothing changed): {summary_line(trip, state.get('spent')).rstrip('.')}. Ask me what a day "
            "holds (\"what's on day 2?\"), what a day or the whole trip costs, where you stay or how you travel.")


def _thanked(text: str, state: ChatState, sandbox: object) -> str | None:
    """Thanks said with words nothing reads ("thanks for sorting that", "ok thanks anyway"): answered as thanks (None when
    the message thanks no one)."""
    return direct_answer(MessageReading(kind="small_talk"), state, sandbox) if thanks_in(text) else None


def _nothing_to_confirm(text: str, state: ChatState) -> str | None:
    """"fine, plan without it" with no question open (the wish was refused, the trip left as it was): the trip stays,
    said so (None when the message is no such yes)."""
    if not state.get("trip") or consent(text) != "yes":
        return None
    return "Okay: your trip already leaves out what I couldn't apply, so it stays as it is."


_BARE_COUNT = re.compile(r"(?<![\w$.,])(?<!day\s)(?<!night\s)(\d{1,2})(?![\w.,%]|\s*(?:k\b|dollars?|bucks|usd|days?"
                         r"|nights?|weeks?|people|persons?|travell?ers|adults|of\s+us)\b)", re.IGNORECASE)


def _number_of_what(text: str, state: ChatState) -> str | None:
    """A number said with nothing that tells what it counts ("nope, she's out, back to 2"): asked which, never guessed
    (None when the message holds no such number)."""
    count = _BARE_COUNT.search(text)
    if not state.get("trip") or count is None:
        return None
    n = count.group(1)
    return f"I couldn't tell what {n} counts, so nothing changed: say \"{n} people\" or \"{n} days\", or a budget in dollars."


def _opening(state: ChatState, sandbox: object) -> str | None:
    """The message that started the current trip (the latest earlier one naming a whole route), for "the original
    budget"; None when there is none."""
    said = [message_text(m) for m in state.get("messages") or [] if isinstance(m, HumanMessage)][:-1]
    return next((text for text in reversed(said) if starts_a_trip(text, sandbox)), None)


# The budget the last reply offered, taken up ("go with that budget", "ok, the budget you suggested", "raise it then").
_THAT_BUDGET = re.compile(r"\b(?:that|this|the\s+(?:suggested|needed|required|new|offered|cheapest))\s+(?:budget|amount|price|much)\b"
                          r"|\bbudget\s+(?:you\s+)?(?:said|suggested|mentioned|offered|need(?:ed|s)?)\b"
                          r"|\b(?:make|set|change|raise)\s+(?:it|the\s+budget)\s+(?:to\s+)?that\b"
                          r"|\braise\s+(?:it|the\s+budget)(?:\s+(?:then|to\s+(?:that|it)|that\s+much|as\s+needed))?\s*[.!]*$",
                          re.IGNORECASE)
_OFFERED = re.compile(r"\ba budget of \$([\d,]+)")


def _offered_budget(text: str, state: ChatState) -> int | None:
    """The budget the last reply offered (no plan within the budget: the cheapest plan's cost, rounded up to a dollar)
    when the message takes it up; None otherwise."""
    trip, spent = state.get("trip") or {}, state.get("spent")
    verdict: Mapping[str, Any] = state.get("verdict") or {}
    if not _THAT_BUDGET.search(text) or not trip:
        return None
    if spent is not None and spent > trip.get("budget", 0) and list(verdict.get("failed") or []) == ["budget"]:
        return math.ceil(spent)
    offers = " ".join((state.get("no_plan") or {}).get("offers") or [])
    found = _OFFERED.search(offers)
    return int(found.group(1).replace(",", "")) if found else None


# The dates the last reply offered, taken up ("ok do those dates then", "the dates you suggested", "let's go then")
_THOSE_DATES = re.compile(r"\b(?:those|these|that|the\s+(?:suggested|offered|other|new|nearest|earlier|later))\s+"
                          r"(?:dates?|days?|weekend|week)\b|\bdates?\s+(?:you\s+)?(?:said|suggested|mentioned|offered|gave)\b",
                          re.IGNORECASE)
_OFFERED_DATES = re.compile(r"\bthe same trip on (\w+ \d+ to \w+ \d+, \d{4})")


def _offered_dates(text: str, state: ChatState) -> str | None:
    """The dates a no-plan reply offered (``why_not``: "the same trip on March 3 to March 5, 2022"), as a date edit,
    when the message takes them up; None otherwise (no such offer, or the message names no dates)."""
    if not _THOSE_DATES.search(text) or state.get("plan"):
        return None
    offers = " ".join((state.get("no_plan") or {}).get("offers") or [])
    found = _OFFERED_DATES.search(offers)
    return found.group(1) if found else None


# A bare amount ("keep it at 1200", "nah 1,500 is fine"): three digits or more, or a dollar sign (a count is two digits)
_BARE_AMOUNT = re.compile(r"(?<![\w.,])\$?\s?(\d{1,3}(?:,\d{3})+|\d{3,6})"
                          r"(?![\w.,%]|\s*(?:days?|nights?|people|persons?|km|miles?)\b)", re.IGNORECASE)

_BY_AMOUNT = re.compile(r"\b(?:extra|more|less|fewer|another|additional|added|plus|minus|by|up|down|off|increase"
                        r"|decrease|raise|lower|cut|add|remove)\b|\+|-\s*\$", re.IGNORECASE)


def _amount_meant(text: str, state: ChatState) -> int | None:
    """A bare amount in a message that reads nothing else, right after the budget was changed ("bump the budget to
    2000", then "hmm actually keep it at 1200"): the budget it says; None when the last change left the budget alone or
    the message holds more than one amount."""
    amounts = [] if _BY_AMOUNT.search(text) else _BARE_AMOUNT.findall(text)  # "scratch the extra $500": a change by it
    previous = state.get("previous") or {}
    before, now = previous.get("trip") or {}, state.get("trip") or {}
    if len(amounts) != 1 or not before or previous.get(REPAIRED) or before.get("budget") == now.get("budget"):
        return None
    return int(amounts[0].replace(",", ""))


# An amount said as what "it" becomes ("bump it to 2000", "can we up it to $2,500?", "lower it to 900"): the verb moves
# a number, and of the trip's numbers only the budget runs to three digits or more
_IT_TO = re.compile(r"\b(?:bump|raise|up|increase|lower|drop|cut|reduce|change|set|put|take|push|move|make)\s+"
                    r"(?:it|that|this|things|the\s+(?:total|limit|max(?:imum)?|cap|spend(?:ing)?))\s+(?:up\s+|down\s+)?to\s+"
                    r"(?:about\s+|around\s+|like\s+)?" + _BARE_AMOUNT.pattern + r"\s*[.!?]*\s*$", re.IGNORECASE)


def _amount_to(text: str, state: ChatState) -> int | None:
    """The budget a message that reads nothing else moves "it" to ("bump it to 2000"); None when it says no such amount
    or the trip has no budget to move."""
    found = _IT_TO.search(text)
    if found is None or not (state.get("trip") or {}).get("budget"):
        return None
    return int(found.group(1).replace(",", ""))


_COUNT_UNITS = {"people_number": "people", "days": "days"}


def _count_meant(text: str, state: ChatState, sandbox: object) -> tuple[str, str] | None:
    """A bare number in an edit ("sorry I meant 4", "nope, she's out, back to 2"): the count it corrects, the message
    given its unit, and the note the reply says. The count is the one the last change changed, when it changed one (the
    people or the length, by the snapshot it kept); "back to N" is the count that was N before (in that snapshot or in
    the request that started the trip) and is not now. None when the number could count either, or the message holds
    more than one."""
    counts = _BARE_COUNT.findall(text)
    previous = state.get("previous") or {}
    before, now = previous.get("trip") or {}, state.get("trip") or {}
    if len(counts) != 1 or not before or previous.get(REPAIRED):
        return None
    changed = [name for name in _COUNT_UNITS if before.get(name) != now.get(name)]
    if len(changed) != 1 and _BACK.search(text):
        opening = _opening(state, sandbox)
        earlier = [before.get(name) for name in _COUNT_UNITS], [_stated(opening, name, sandbox) for name in _COUNT_UNITS]
        changed = [name for i, name in enumerate(_COUNT_UNITS)
                   if int(counts[0]) in (earlier[0][i], earlier[1][i]) and now.get(name) != int(counts[0])]
    if len(changed) != 1:
        return None
    unit = _COUNT_UNITS[changed[0]]
    return (_BARE_COUNT.sub(lambda m: f"{m.group(1)} {unit}", text, count=1),
            f"I took {counts[0]} as the number of {unit}, the count you changed before: say so if you meant otherwise")


_BACK = re.compile(r"\b(?:back|again)\b", re.IGNORECASE)


def _stated(message: str | None, name: str, sandbox: object) -> Any:
    """A count the message states (the days its dates span too)."""
    value = stated_in(message, name, sandbox)
    dates = stated_in(message, "date", sandbox) if name == "days" and value is None else None
    return len(dates) if dates else value


def _wishes_held(trip: dict[str, Any], state: ChatState) -> str:
    held = [*rules_of(trip), *(repr(w["wish"]) for w in state.get("planned_without") or [])]
    return f"your wishes are: {'; '.join(held)}" if held else "your trip has no wishes besides its route, dates, people and budget"


def _nothing_new(text: str, draft: dict[str, Any]) -> str:
    """Why a message while a question is open changed nothing: the same request sent again, or no answer in it."""
    if draft.get("org") and draft.get("dest") and all(p.lower() in text.lower() for p in (draft["org"], draft["dest"])):
        return "That is the trip I have so far; I still need the answer to this"
    return f"I couldn't read an answer from \"{text[:80]}\""


# What a cancel word points at when it names the last thing said ("scratch that", "never mind that", "cancel the last
# change"): "it" alone ("forget it", "scrap it") may be the whole trip, so it is not read as the last change.
# ("this trip", "that whole plan" name the trip, not the last change: "never mind, we're not doing this trip" cancels)
_THE_LAST_CHANGE = re.compile(r"\b(?:(?:that|this)(?!\s+(?:whole\s+|entire\s+)?(?:trip|plan|holiday|vacation|thing)\b)"
                              r"|the\s+last\s+(?:one|change|bit|thing))\b", re.IGNORECASE)


def _takes_back_last_change(text: str, state: ChatState, pending: bool) -> bool:
    """Whether a cancel names the last change, with no question open to cancel and a change to take back ("scratch
    that" after "we have kids under 10"): an undo of it, never "there is nothing to cancel" while the change stands.
    A cancel naming nothing ("actually nvm", "never mind") said right after a change is that change taken back too;
    one naming the whole trip is not."""
    previous = state.get("previous")
    if pending or not previous or previous.get(REPAIRED):
        return False
    return bool(_THE_LAST_CHANGE.search(text)) or (_just_changed(state) and not _THE_WHOLE_TRIP.search(text))


# The words that name a field of the trip a change may have changed ("nvm about the extra day", "forget the budget bump").
_FIELD_WORDS = {"date": r"\b(?:days?|nights?|dates?|length|longer|shorter)\b",
                "people_number": r"\b(?:person|people|guests?|travell?ers?)\b",
                "budget": r"\b(?:budget|money|dollars|bucks)\b|\$", "dest": r"\b(?:destination|city|place)\b"}


def _changed_fields_named(text: str, state: ChatState) -> tuple[set[str], set[str]]:
    """The fields a take-back naming none of the trip's wishes names among those the last change changed ("nvm about
    the extra day" after "add one more day"), and all the fields it changed: that change (or that part of it) is taken
    back, never "I couldn't find it among your wishes". Nothing named: two empty sets."""
    trip, previous = state.get("trip") or {}, state.get("previous") or {}
    before = previous.get("trip") or {}
    if not before or previous.get(REPAIRED) or not taken_back(text, held_wishes(trip, state.get("planned_without"))).unmatched:
        return set(), set()
    changed = {name for name in _FIELD_WORDS if before.get(name) != trip.get(name)}
    named = {name for name, words in _FIELD_WORDS.items() if re.search(words, text, re.IGNORECASE)}
    return (named, changed) if named and named <= changed else (set(), set())


_ONLY = re.compile(r"^\W*(?:(?:nah|no|nope|ok|okay|actually|hmm+|well|so|fine|wait)\W+)*(?:just|only)\b", re.IGNORECASE)


def _kept_only(text: str, state: ChatState) -> set[str]:
    """The fields of the last change to take back when the message keeps only some of it ("nah, just the 4 days" after
    "4 days and 3 people": the people); empty when it says no such thing."""
    trip, previous = state.get("trip") or {}, state.get("previous") or {}
    before = previous.get("trip") or {}
    if not _ONLY.search(text) or not before or previous.get(REPAIRED):
        return set()
    changed = {name for name in _FIELD_WORDS if before.get(name) != trip.get(name)}
    named = {name for name, words in _FIELD_WORDS.items() if re.search(words, text, re.IGNORECASE)}
    return changed - named if named and named < changed else set()


def _fields_back(trip: dict[str, Any], before: dict[str, Any], names: set[str]) -> Understanding:
    """An edit bringing back the values ``names`` had before the last change (the length with the dates)."""
    draft = dict(trip) | {name: before.get(name) for name in names} | ({"days": before.get("days")} if "date" in names else {})
    return Understanding(draft, [], notes=changes(trip, draft), edit=True)


_THE_WHOLE_TRIP = re.compile(r"\b(?:whole|entire|trip|plan|everything|all)\b", re.IGNORECASE)


def _just_changed(state: ChatState) -> bool:
    """Whether the turn before this one changed the trip (an edit or a preference; not an undo, an answer or a new
    trip): this turn's values it left behind say so."""
    return bool(state.get("edit") and (state.get("notes") or state.get("preference")) and not state.get("restored"))


# An undo asking for more than the last change ("undo the last two changes", "undo everything"): one change is kept.
_SEVERAL_CHANGES = re.compile(r"\b(?:(?:last|past)\s+(?:two|three|few|couple|\d+)|both|all\s+(?:the\s+|my\s+)?changes|everything)\b",
                              re.IGNORECASE)


def _undo(state: ChatState, several: bool = False) -> dict[str, Any]:
    """"Undo": the trip and plan before the last change come back (and what they replace is kept, so a second undo
    redoes); with nothing to go back to, the reply says so. ``several``: more than the last change was asked for, and
    only it can come back: the reply says so (never a silent half undo)."""
    previous = state.get("previous")
    if not previous:
        return {"answer": "There is nothing to undo yet: your trip has not changed since it was planned.", "problems": []}
    if previous.get(REPAIRED):  # what the disruption took is gone: the plan before the repair cannot come back
        return {"answer": "I can't undo that: your last change was the repair around the disruption you told me about, and "
                          "the plan before it used what became unavailable. Your plan is as it is; tell me what you'd like "
                          "changed instead.", "problems": []}
    one = ["I keep only the trip before your last change, so I went back one change: tell me what else to put back"]
    return {**previous, "previous": snapshot(state), "restored": True, "draft": None, "missing": [], "problems": [],
            "edit": False, "notes": one if several else []}


def _preference(preference: str | None, text: str, state: ChatState, sandbox: object) -> dict[str, Any]:
    """A preference, with whatever else the message changes ("make it cheaper, and a budget of $1,300"): the edit
    is applied too, never dropped; one it cannot use is refused ("make it cheaper, no early flights": the
    flight-time rule is set with it, and "no early flights" is never read as "no flights")."""
    trip = state.get("trip")
    assert trip is not None, "a preference is applied to a planned trip only (_answered_directly)"
    edit = understand_message(without_preference(text), sandbox, trip)  # the rest of the message: an edit said with it
    if edit.problems:
        return _update(edit)
    draft = edit.draft
    objective = "cheapest" if preference == "cheapest" else "best"
    focus = None if preference in ("cheapest", "overall") else preference  # "nicer hotels": stays favoured in later re-plans
    asked = asked_of(draft)
    if asked is not None:  # a wish no plan can keep said with it: asked first, the preference waits with the answer
        draft.update(wish_before(state))
        draft[ASKED] = asked.model_copy(update={"preference": preference, "cost_before": state.get("spent"),
                                                "objective": objective, "focus": focus}).model_dump()
        return _update(edit)
    return {"preference": preference, "cost_before": state.get("spent"), "draft": draft | wish_before(state), "edit": True, "missing": [],
            "problems": [], "notes": changes(trip, draft),
            "objective": objective, "focus": focus}  # later turns keep the wish


class _MessageReader(Protocol):
    """What ``_intent`` asks of the policy under ``policy="llm"``: a model's reading of a chat message."""

    def read_message(self, message: str, has_plan: bool) -> MessageReading: ...


def _intent(text: str, state: ChatState, settings: PlannerSettings) -> MessageReading | None:
    """What the message asks for when it is not a request or an edit: the model's reading under the LLM policy
    (the rules' when the server fails), else the rules'. None sends the message to the trip parser."""
    asked_after = follow_up(text, _earlier_question(state))
    if asked_after is not None:  # "and the whole thing?" after "how much is day 1?": read with the question before it
        return asked_after
    if settings.policy != "llm":
        return classify(text)
    policy = cast(_MessageReader, resources_of(settings).policy)  # the LLM policy (``LLMPolicy.read_message``)

    def read(message: str) -> MessageReading:
        return policy.read_message(message, bool(state.get("plan")))

    try:  # "nostream": the model's own tokens are not chat messages
        reading = RunnableLambda(read).invoke(text, config={"tags": ["nostream"]})
    except ModelServerError:
        return classify(text)
    if reading.kind in ("request", "edit", "unknown") or stated_as_rule(reading.preference, text):
        return None  # (a flight-time wish with a bound is the hard rule the trip parser reads, as for the rules)
    return reading


_ONE = re.compile(r"\b(?:an?(?:other)?|some)\s+(?:[\w-]+\s+){0,2}?(one|ones)\b", re.IGNORECASE)


def _one_as_stay(text: str, state: ChatState) -> str:
    """"find us a better-rated one" right after a question about the stay ("what's the rating of our hotel?"): "one"
    is the stay, so the message is read as said of the hotel (a nicer stay); else the text as it was."""
    found = _ONE.search(text)
    earlier = _earlier_question(state) if found is not None else None
    if found is None or earlier is None or earlier.kind != "question" or earlier.topic not in ("hotel", "stays"):
        return text
    said = text[:found.start(1)] + "hotel" + text[found.end(1):]
    reading = classify(said)
    return said if reading is not None and reading.kind == "preference" else text


def _earlier_question(state: ChatState) -> MessageReading | None:
    """The user's message before this one, read by the rules (a follow-up leans on it), when no question of the
    chat's is open (then the earlier message was the request it asks about)."""
    said = [m for m in state.get("messages") or [] if isinstance(m, HumanMessage)]
    if len(said) < 2 or (state.get("missing") and state.get("draft") is not None):
        return None
    return classify(message_text(said[-2]))


def _read_nothing(result: Understanding, state: ChatState, pending: bool) -> bool:
    """Whether the parser found nothing in the message: no field of the trip, the answer or a new request changed.

    Such a message is answered as what it is (a question, out of scope) or as not understood; before, an edit
    that changed nothing re-sent the whole plan as "kept".
    """
    if result.problems or (result.edit and [m for m in result.missing if m != WISHES]):  # an edit that asks read
        return False  # something; one holding only wishes no plan keeps changed nothing
    if pending:
        return result.missing == list(state.get("missing") or []) and _set(result.draft) == _set(state.get("draft"))
    if result.edit:
        return not changes(state.get("trip") or {}, result.draft)
    local = result.draft.get("local_constraint") or {}
    return all(result.draft.get(name) is None for name in (*ESSENTIALS, "days")) and not any(local.values())


def _set(draft: dict[str, Any] | None) -> dict[str, Any]:
    """A draft's fields that hold a value (a field given as None and one left out say the same)."""
    return {name: value for name, value in (draft or {}).items() if value is not None}


def _update(result: Understanding) -> dict[str, Any]:
    return {"draft": result.draft, "missing": result.missing, "problems": result.problems, "notes": result.notes, "edit": result.edit,
            **result.resumed}


def _model_reading(text: str, trip: dict[str, Any] | None, rules: Understanding, settings: PlannerSettings) -> Understanding:
    """The trip as the model reads it (the current trip given as context for an edit); the rules' reading if it fails."""
    prompt = text if trip is None else (
        "The current trip: " + "; ".join(trip_lines(trip)) + f".\nThe traveller now writes: {text}\n"
        "Fill in the whole trip as it is after this change."
    )
    policy, tools = resources_of(settings).policy, coordinator_toolbox(settings, "chat-extract")

    def extract(query: str) -> TripSpec:
        return policy.extract(query, tools)

    try:  # "nostream": the model's own tokens are not chat messages
        spec = RunnableLambda(extract).invoke(prompt, config={"tags": ["nostream"]})
        if trip is None:  # a new trip: the model's reading must agree with the rules' reading of the same text
            spec = checked_against_text(spec, text, resources_of(settings).sandbox)
    except (TripSpecError, ModelServerError) as error:  # a server that is down: the rules' reading, said so
        notes = [*rules.notes, f"the model could not read this ({error}); the rules did"]
        return Understanding(rules.draft, rules.missing, rules.problems, notes, rules.edit)
    draft = spec.as_trip()
    differ = _disagreements(trip, rules.draft, draft) if trip else []
    if differ:  # an edit the rules read is the rules' to make: the model's other reading is not planned
        note = f"the model read this otherwise ({', '.join(differ)}); the rules' reading is used"
        return Understanding(rules.draft, rules.missing, rules.problems, [*rules.notes, note], rules.edit)
    if "people_number" in rules.missing:
        draft["people_number"] = None
    notes = changes(trip, draft) if trip else []
    return Understanding(draft, [m for m in rules.missing if m == "people_number"], [], notes, rules.edit)


def _disagreements(trip: dict[str, Any], ruled: dict[str, Any], read: dict[str, Any]) -> list[str]:
    """The fields the rules' edit changed that the model's reading gives otherwise (cuisines in any order)."""
    def same(a: object, b: object) -> bool:
        if isinstance(a, dict) and isinstance(b, dict):
            return all(same(a.get(k), b.get(k)) for k in {*a, *b})
        if isinstance(a, list) and isinstance(b, list):
            return sorted(map(str, a)) == sorted(map(str, b))
        if isinstance(a, (int, float)) and isinstance(b, (int, float)):
            return abs(a - b) < 0.005
        return a == b
    return [name for name in TRIP_FIELDS if not same(ruled.get(name), trip.get(name)) and not same(ruled.get(name), read.get(name))]


_MESSAGE_KEYS = frozenset().union(*(cls.model_fields for cls in (HumanMessage, AIMessage, SystemMessage, ToolMessage)), {"role"})
_SEND = 'send {"messages": [{"role": "user", "content": "..."}]}'


def check_chat_input(raw: object, held: object = None) -> object:
    """A chat turn's input: ``{"messages": ...}`` and nothing else, holding exactly one user message with text.

    Checked before the turn runs (``graphs.guard.checked_input``): a misspelt key would otherwise be
    dropped and the turn answered as if nothing was said, a message of another shape fail deep inside, a turn
    with no user text re-read the thread's previous message, and of two user messages only the last be read
    (the first silently ignored). ``held`` is what the thread holds: the turn may not write into its conversation
    anything but the user's own message (``_check_user_only``).
    """
    checked = input_object(raw, ("messages",), "the chat's input ({\"messages\": [...]})")
    messages = checked.get("messages")
    if messages is None:
        raise GraphInputError(f"no message given: {_SEND}")
    given = messages if isinstance(messages, list) else [messages]
    for message in given:
        _check_message_keys(message)
    try:
        converted = convert_to_messages(given)
    except ValidationError as error:  # its first line names only the model: the fields are in its errors
        raise GraphInputError(f"messages: {str(error).splitlines()[0]}: {validation_problems(error)[:500]}") from None
    except (ValueError, TypeError, NotImplementedError) as error:
        raise GraphInputError(f"messages: {str(error).splitlines()[0]}") from None
    _check_one_user_text([m for m in converted if isinstance(m, HumanMessage)])
    _check_user_only(converted, held)
    return raw


def _check_user_only(converted: list[BaseMessage], held: object) -> None:
    """The turn adds the user's message and nothing else to the conversation.

    ``messages`` is an ``add_messages`` channel: an assistant, system or tool message in the input would be
    written into the thread as if the chat had said it (a forged "your plan is valid" reply, a system prompt
    the LLM policy would read, no length limit), and a message carrying the id of one the thread holds would
    replace that message (rewrite an earlier reply or question). Both are refused.
    """
    others = sorted({m.type for m in converted if not isinstance(m, HumanMessage)})
    if others:
        raise GraphInputError(f"messages: only the user's message is taken (got {', '.join(others)} message(s) too); "
                              f"the thread writes the chat's own replies: {_SEND}")
    held_ids = {getattr(m, "id", None) for m in ((held or {}).get("messages") or [])} if isinstance(held, dict) else set()
    reused = sorted(str(m.id) for m in converted if m.id is not None and m.id in held_ids)
    if reused:
        raise GraphInputError(f"messages: id(s) {', '.join(reused)} name a message the thread already holds "
                              "(it would be replaced); leave 'id' out or give a new one")


def _check_message_keys(message: object) -> None:
    """A message given as a dict names only a message's fields (a misspelt one would be dropped or kept unread)."""
    if isinstance(message, dict):
        unknown = sorted(map(str, set(message) - _MESSAGE_KEYS))
        if unknown:
            raise GraphInputError(f"messages: unknown message key(s) {', '.join(unknown)}; allowed: {', '.join(sorted(_MESSAGE_KEYS))}")


def _parts(message: HumanMessage) -> list[object]:
    """The message's content parts (none when its content is one string)."""
    return list(message.content) if isinstance(message.content, list) else []


def _check_one_user_text(humans: list[HumanMessage]) -> None:
    if not humans:
        raise GraphInputError(f"messages: no user message in this turn (only the user's messages are read): {_SEND}")
    if len(humans) > 1:
        raise GraphInputError(f"messages: {len(humans)} user messages in one turn; a turn reads one: send them one turn at a time "
                              "(the thread keeps the conversation)")
    text = message_text(humans[0])
    if not text:
        raise GraphInputError(f"messages: the user message has no text: {_SEND}")
    unread = sorted({str(part.get("type")) for part in _parts(humans[0]) if isinstance(part, dict) and part.get("type") != "text"})
    if unread:  # an image or a file would be dropped unread, and the trip planned as if it had not been sent
        raise GraphInputError(f"messages: the chat reads text only; the user message holds part(s) of type "
                              f"{', '.join(unread)}: {_SEND}")
    if len(text) > MAX_QUERY_CHARS:
        raise GraphInputError(f"messages: the user message is {len(text):,} characters long; at most {MAX_QUERY_CHARS:,}")
