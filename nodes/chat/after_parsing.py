"""The trip parser's reading of a message (``parsed``) and the steps after it (``Later``), each putting the reading
right or answering the message: a version named by a value, a correction ("wait no, I mean ..."), the budget cap
dropped, a rating's venue, a rule said plainly, a count said beside a change, more time in a city, a mode the trip
already has, a question about the plan, a message read against what came before (``meant_back``), a message that
changed nothing, the LLM policy's reading, a sight and a weekday said with it.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat import more_time, pet_aside, preferred
from himap_travel.nodes.chat.ban_lifted import ban_lifted
from himap_travel.nodes.chat.city_count_said import as_counted, it_as_stop, place_note
from himap_travel.nodes.chat.day_rules_back import day_rules_back
from himap_travel.nodes.chat.intent_asks import as_asked
from himap_travel.nodes.chat.intent_questions import asked_last
from himap_travel.nodes.chat.intent_spelling import spelled
from himap_travel.nodes.chat.intent_words import LEAD
from himap_travel.nodes.chat.meant_back import meant_back
from himap_travel.nodes.chat.message_effect import Understanding
from himap_travel.nodes.chat.message_reading import model_reading
from himap_travel.nodes.chat.not_applied import mode_already, nothing_read, read_nothing
from himap_travel.nodes.chat.reading_turn import WH_ASKED, Turn, first_request, noted_as
from himap_travel.nodes.chat.said_before import (
    AS_BEFORE,
    SAME_FIELDS,
    people_count,
    pet_named,
    rating_venue,
    rule_not_budget,
    said_over,
    same_as_before,
    undone_cut,
)
from himap_travel.nodes.chat.sight_wished import sight_left_out
from himap_travel.nodes.chat.understanding import understand_message
from himap_travel.nodes.chat.undo import version_back
from himap_travel.nodes.chat.weekday_said import weekday_mismatch
from himap_travel.nodes.chat.wishes import left_out
from himap_travel.state.chat_state import ChatState, MessageReading


def parsed(turn: Turn) -> Understanding:
    """The trip parser's reading of the message as a change of the request (or the answer to the open question)."""
    state, text, sandbox = turn.state, turn.text, turn.sandbox
    trip = state.get("trip")
    as_before = bool(trip) and not turn.pending and bool(AS_BEFORE.search(text))  # "..., same dates": those kept (below)
    # "undo the 2 people thing, make it 3": no 2 people; "Max is staying home" after "our dog Max": the dog
    read = pet_aside.without_asides(pet_named(undone_cut(text), state)) if turn.editing else text  # "my cat
    # just walked on the keyboard": no pet coming along
    read = it_as_stop(read, _said_before(state), trip, sandbox) if turn.editing else read  # "swap it for spokane"
    placed = place_note(read, trip, turn.plan, sandbox) if turn.editing else None  # "make the 2nd stop pittsburgh"
    read = as_counted(read, trip, turn.plan, sandbox) if turn.editing else read  # "drop a city": the count of cities
    result = understand_message(SAME_FIELDS.sub("", read) if as_before else read, sandbox, trip, state.get("draft"),
                                state.get("missing"), planned=state.get("planned_without"))
    if placed and not result.problems:
        result.notes.append(placed)
    return same_as_before(result, trip) if as_before and trip else result


def _said_before(state: ChatState) -> str | None:
    """The person's message before this one, if any."""
    said = [str(m.content) for m in state.get("messages") or [] if m.type == "human"]
    return said[-2] if len(said) >= 2 else None


def version_named(turn: Turn, result: Understanding) -> Understanding | dict[str, Any]:
    """"back to the one with the $1,800 budget": that version, never the value as a new edit."""
    named_back = version_back(turn.text, result, turn.state, lambda: first_request(turn.state, turn.sandbox)) \
        if turn.editing else None
    return named_back if named_back is not None else result


def as_corrected(turn: Turn, result: Understanding) -> Understanding:
    """"no smoking... wait no, I mean I want to smoke": read as corrected, if that reads."""
    corrected = said_over(turn.text) if result.problems else None
    if corrected is None:
        return result
    state = turn.state
    again = understand_message(corrected[0], turn.sandbox, state.get("trip"), state.get("draft"), state.get("missing"),
                               planned=state.get("planned_without"))
    return result if again.problems else noted_as(again, corrected[1])


def budget_cap_dropped(turn: Turn, result: Understanding) -> Understanding:
    """"drop the budget cap": the budget taken back, and a plan needs one (the cheapest plan's cost, said so)."""
    lifted = turn.lifted
    if lifted is None or not result.problems:
        return result
    read = understand_message(f"budget ${lifted:,}", turn.sandbox, turn.state.get("trip"),
                              planned=turn.state.get("planned_without"))
    return noted_as(read, f"a plan needs a budget, so I took the cheapest plan's cost, ${lifted:,}, as yours: say another "
                        "if you like")


def rating_of_a_venue(turn: Turn, result: Understanding) -> Understanding:
    """"and rated 3 or better" right after "max $150 a night": the hotels', said so."""
    rated = rating_venue(turn.text, result.problems, turn.state) if turn.editing and result.problems else None
    if rated is None:
        return result
    again = understand_message(rated[0], turn.sandbox, turn.state.get("trip"), planned=turn.state.get("planned_without"))
    return result if again.problems else noted_as(again, rated[1])


def said_plainly(turn: Turn, result: Understanding) -> Understanding:
    """"actually an entire place would be better" after "private room please": the rule put right."""
    state, trip = turn.state, turn.state.get("trip")
    said_plain = preferred.plain(turn.text) if turn.editing and read_nothing(result, state, turn.pending) else None
    if said_plain is None or not trip:
        return result
    again = understand_message(said_plain, turn.sandbox, trip, planned=state.get("planned_without"))
    corrected_rule = not again.problems and not again.unread and preferred.only_rules(trip, again.draft)
    return noted_as(again, preferred.NOTE.format(said=turn.text)) if corrected_rule else result


def count_beside(turn: Turn, result: Understanding) -> Understanding:
    """"two more joining so 8, and raise the budget to 5,000": the count read as the people (``_count_said_with``)."""
    return _count_said_with(turn.text, result, turn.state, turn.sandbox) if turn.editing and result.unread else result


def cuisine_ban_lifted(turn: Turn, result: Understanding) -> Understanding:
    """"chinese is fine again" after "no chinese": the ban lifted, never turned into a requirement (``ban_lifted``)."""
    trip = turn.state.get("trip")
    return (ban_lifted(turn.text, result, trip) or result) if turn.editing and trip else result


def nightly_rule(turn: Turn, result: Understanding) -> Understanding:
    """"nightly ... 150": a rule's number, not the budget (``rule_not_budget``)."""
    return (rule_not_budget(turn.text, result, turn.state) or result) if turn.editing else result


def more_time_asked(turn: Turn, result: Understanding) -> Understanding | dict[str, Any]:
    """"can we spend more time in austin" on a plan visiting Austin: the nights are the planner's, said so."""
    trip = turn.state.get("trip")
    if trip and (trip.get("visiting_city_number") or 1) == 1 and ((result.draft or {}).get("days") or 0) > (trip.get("days") or 0):
        return result  # "one more day in houston" on a trip of Houston alone: the trip made longer, as asked
    longer = more_time.answer(turn.text, trip, turn.plan or []) if trip and not turn.pending else None
    return {"answer": longer, "problems": []} if longer is not None else result


def more_time_noted(turn: Turn, result: Understanding) -> Understanding:
    """... more time in a city the message adds: said so."""
    return more_time.noted(turn.text, result) if turn.editing else result


def mode_kept(turn: Turn, result: Understanding) -> Understanding | dict[str, Any]:
    """"could we fly instead?" on a trip that flies every leg: said so, nothing changed."""
    trip = turn.state.get("trip")
    rule = (result.draft.get("local_constraint") or {}).get("transportation")
    already = mode_already(turn.text, turn.state, rule) if turn.editing and trip and _only_transport(result, trip) else None
    return {"answer": already, "problems": []} if already is not None else result


def question_answered(turn: Turn, result: Understanding) -> Understanding | dict[str, Any]:
    """"where r we sleeping 2nd nite" ("2nd" read as a date): a question about the plan is answered, never applied."""
    state, pending = turn.state, turn.pending
    if turn.editing and _asked_not_changed(turn.intent, turn.text) and not read_nothing(result, state, pending):
        return nothing_read(result, turn.intent, turn.text, state, pending, turn.sandbox)
    return result


def day_rules_dropped(turn: Turn, result: Understanding) -> Understanding | dict[str, Any]:
    """"forget the day 1 thing": the rules said of that day taken back, or said to be none (``day_rules_back``)."""
    back = day_rules_back(turn.text, turn.state) if turn.editing and read_nothing(result, turn.state, turn.pending) else None
    return {"answer": back, "problems": []} if isinstance(back, str) else back or result


def meant_before(turn: Turn, result: Understanding) -> Understanding | dict[str, Any]:
    """A message that read as nothing new, read against what was said before (``meant_back``); a question is answered
    as one."""
    if turn.editing and turn.intent is None and read_nothing(result, turn.state, turn.pending):
        return meant_back(turn.text, result, turn.state, turn.sandbox, turn.dropped)  # (an update: an undo)
    return result


def nothing_read_step(turn: Turn, result: Understanding) -> Understanding | dict[str, Any]:
    """A message that changed nothing: a wish planned without, taken back and nothing else (the plan stays, the list
    shrinks), or the reply for a message not applied."""
    state, pending = turn.state, turn.pending
    if not read_nothing(result, state, pending):
        return result
    if turn.dropped:
        return {**left_out(state, turn.dropped), "answer": _no_longer_listed(turn.dropped), "problems": []}
    return nothing_read(result, turn.intent, turn.text, state, pending, turn.sandbox)


def model_read(turn: Turn, result: Understanding) -> Understanding:
    """The LLM policy: the model fills the whole trip form, given the trip and the message (the rules decided what is
    missing)."""
    if turn.settings.policy == "llm" and not result.problems and not [m for m in result.missing if m != "people_number"]:
        return model_reading(turn.text, turn.state.get("trip") if result.edit else None, result, turn.settings)
    return result


def sight_named(turn: Turn, result: Understanding) -> Understanding:
    """"disney world is a must for the kids": the sight named too."""
    trip = turn.state.get("trip")
    left = sight_left_out(turn.text, result.draft, trip, turn.plan, turn.sandbox, [w.wish for w in result.unread]) \
        if trip and not turn.pending and not result.problems else None
    return noted_as(result, left) if left else result


def weekday_off(turn: Turn, result: Understanding) -> Understanding:
    """"home by 8pm sunday" with the return on a Monday: said so."""
    trip = turn.state.get("trip")
    other_day = weekday_mismatch(turn.text, trip, result.draft) if trip and not turn.pending and not result.problems else None
    return noted_as(result, other_day) if other_day else result


def _asked_not_changed(intent: MessageReading | None, text: str) -> bool:
    """Whether the message is a question about the plan (its intent) worded as one asking for information: answered,
    whatever a reader made of its words (a day's ordinal read as a date)."""
    # ("not sure what time we fly home": "what time we fly home?"; "hw much 4 day 1": read as the intent read it,
    # spelled, since a question word mistyped is no less a question)
    asked = as_asked(spelled(text))
    return intent is not None and intent.kind == "question" and bool(WH_ASKED.match(asked) or _YES_NO_ASKED.match(asked)
                                                                      or asked_last(text))


# A yes-no question about the plan as it is ("is the flight home really at 6am??", "are we staying there both nights?"),
# never a change asked for as one ("is it ok if we fly?", "is it possible to add a day?", "is a later flight possible?")
_YES_NO_ASKED = lazy_compile(LEAD + r"(?:is|are|was|were|does|do|did)"
                             r"\s+(?:the|our|my|this|that|it|we|there)\b(?![^?]*\b(?:possible|ok(?:ay)?|allowed|instead|rather"
                             r"|could|can|would)\b)[^?]*\?+\s*$"
                             # ... or one thing or the other, the mark left out ("is it a private room or the whole house")
                             r"|" + LEAD + r"(?:is|are)\s+(?:it|the|our|this|that)\b[^?]*\s+or\s+(?:just\s+)?(?:the\s+|a\s+)?\w+[^?]*$",
                             re.IGNORECASE)


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


def _no_longer_listed(dropped: list[dict[str, Any]]) -> str:
    named = ", ".join(repr(w["wish"]) for w in dropped)
    return (f"Okay, I've dropped {named} from your wishes: your plan was made without it, so it stays as it is "
            "and no longer lists it as not kept.")
