"""A message the parser read nothing new in, read against what was said before (``meant_back``): the budget or the
dates a no-plan reply offered, the count or the value the last change replaced ("sorry I meant 4", "back to the
original budget"), a rule's new number, or the last change taken back in part or whole.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.parsing.unread_wish import NOT_UNDERSTOOD
from himap_travel.nodes.chat.intent_cancel import asks_to_undo
from himap_travel.nodes.chat.message_effect import Understanding
from himap_travel.nodes.chat.not_applied import ALREADY_HAS, read_nothing
from himap_travel.nodes.chat.reading_turn import first_request
from himap_travel.nodes.chat.restated import already_said, field_back
from himap_travel.nodes.chat.said_before import (
    amount_meant,
    amount_said,
    amount_to,
    count_meant,
    offered_budget,
    offered_dates,
    opening_message,
    people_count,
    room_widened,
    rule_number,
    rule_set,
)
from himap_travel.nodes.chat.time_swap import window_meant
from himap_travel.nodes.chat.understanding import understand_message
from himap_travel.nodes.chat.undo import (
    back_from_no_plan,
    changed_fields_named,
    fields_back,
    first_back,
    kept_only,
    stay_back,
    steps,
    undo_in_part,
    undo_last,
    untouched_named,
    version_back,
)
from himap_travel.state.chat_state import ChatState

_FIELD_NAMES = {"date": "dates", "people_number": "number of people", "dest": "destination"}


def meant_back(text: str, result: Understanding, state: ChatState, sandbox: object,
                dropped: list[dict[str, Any]]) -> Understanding | dict[str, Any]:
    """A message the parser read nothing new in, read against what was said before: the budget a no-plan reply offered
    ("go with that budget"), the count the last change changed ("sorry I meant 4"), a value the last change replaced
    ("back to the original budget"), the last change taken back in part ("forget the extra person", "nah, just the 4
    days") or whole (an undo: its update is returned); else ``result`` as it was."""
    trip = state.get("trip") or {}
    # never an amount a wish named with its reason holds ("keep $500 aside for shopping": money kept apart, no budget);
    # an amount beside one is read, and the wish asked about with it ("lets say 1800 instead, and a hotel with a pool")
    explained = [u.wish for u in result.unread if not u.reason.startswith(NOT_UNDERSTOOD)]
    rest = _without_words(text, explained)
    offered = offered_budget(rest, state)
    offered = offered if offered is not None else amount_meant(rest, state)  # "hmm actually keep it at 1200"
    offered = offered if offered is not None else amount_to(rest, state)  # "bump it to 2000"
    bare = amount_said(rest, state) if offered is None else None  # "lets say 1500 instead": the budget, said so
    offered = bare[0] if bare is not None else offered
    dated = offered_dates(text, state) if offered is None else None
    counted = (count_meant(text, state, sandbox) or people_count(text, state)) if offered is None and dated is None else None
    if offered is not None and offered == trip.get("budget") and not dropped:
        # "ok actually keep it at 1700" where the budget is $1,700: held already, said so (never "not understood")
        return {"answer": f"{ALREADY_HAS} {', '.join(already_said(f'budget ${offered}', sandbox, trip))}, so nothing changed.",
                "problems": []}
    if offered is not None:  # "fine, go with that budget" after "no plan: the cheapest costs $1,716": that budget
        said = ". ".join([f"budget ${offered:,}", *explained])  # (the wishes beside it asked about, never dropped)
        result = understand_message(said, sandbox, trip, planned=state.get("planned_without"))
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
    named_back = version_back(text, result, state, lambda: first_request(state, sandbox))
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
        return first_back(text, state, lambda: first_request(state, sandbox)) or undo_last(state, steps(text))
    back = named or kept_only(text, state)  # "nah, just the 4 days": the people taken back
    return fields_back(trip, (state.get("previous") or {}).get("trip") or {}, back) if back else result


def _without_words(text: str, wishes: list[str]) -> str:
    """``text`` with the words of ``wishes`` blanked (same length), where they stand as written in any case."""
    for wish in wishes:
        text = re.sub(re.escape(wish), lambda m: " " * len(m.group(0)), text, flags=re.IGNORECASE)
    return text
