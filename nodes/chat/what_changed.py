"""What the last change did: the answer to "what did you change?", "what's different now?", "diff?".

Read from what the thread keeps, not from the last reply (a turn's notes live one turn): ``previous`` holds the
trip and plan as they were before the last change (what "undo" brings back; before a disruption's repair too, which
"undo" cannot bring back), so the answer compares them with the current ones. It says, in this order: what the
request changed (``change_lines.changes``, the same lines the edit's reply listed), the standing wish the thread
plans for, a disruption reported since, how the total moved, each day whose plan differs (its travel, meals, sights
and stay, before → after), and what the new plan gave up (``given_up``). A change that left the plan as it was says so.
Asked of every change ("what's changed since the start?", "so far"), the oldest version the thread keeps (``earlier``)
is compared instead: the answer of the last change alone hid the ones before it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from itertools import zip_longest
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.money import money
from himap_travel.nodes.chat.change_lines import changes
from himap_travel.nodes.chat.given_up import given_up
from himap_travel.nodes.chat.markdown import bullet_list, shown, travel_words, venue_name
from himap_travel.nodes.chat.snapshot import ANOTHER_TRIP, KEPT_VERSIONS, REPAIRED, versions
from himap_travel.state.days import MEALS
from himap_travel.state.world import RowChange

_WISHES = {"cheapest": "the lowest cost", "hotels": "better-rated stays", "restaurants": "better-rated restaurants",
           "sights": "more sights", "humane_hours": "kinder flight times", "overall": "a nicer trip in every part"}


# Asked of every change since the trip was first planned ("what's changed since the start?", "what have we changed so
# far", "how is it different from the first plan"): the oldest version the thread keeps is compared, not the last
_SINCE_START = lazy_compile(
    r"\b(?:since\s+(?:the\s+|we\s+)?(?:start(?:ed)?|beginning|began|first(?:\s+(?:plan|one|version|trip))?)|so\s+far"
    r"|(?:the\s+|my\s+|our\s+|your\s+)(?:first|original|initial|very\s+first)\s+(?:plan|one|version|trip|itinerary)"
    r"|originally|all\s+(?:the\s+|our\s+)?changes|everything\s+(?:we|i|you)(?:['’]ve|\s+have)?\s+changed)\b",
    re.IGNORECASE)


_LAST = "since before your last change"


def since_start_asked(text: str) -> bool:
    """Whether a question about the changes asks about all of them, since the trip was first planned."""
    return _SINCE_START.search(text) is not None


def what_changed(state: Mapping[str, Any], sandbox: Any, since_start: bool = False) -> str:
    """The answer, from the thread's ``previous`` snapshot and its current trip and plan; ``since_start``: from the
    oldest version the thread keeps of this trip (every change since it was first planned)."""
    since = _LAST
    kept = versions(state)
    if since_start and kept and not kept[0].get(ANOTHER_TRIP):
        since = "since I first planned it" if len(kept) < KEPT_VERSIONS else f"since the oldest version I keep, {len(kept)} changes ago"
        state = {**state, "previous": kept[0]}
    trip, previous = state.get("trip"), state.get("previous") or {}
    if not trip:
        return "There is no trip yet, so nothing has changed. Tell me one and I'll plan it."
    if not previous.get("trip"):
        reported = _world_lines(previous, state)  # a thread repaired before repairs kept the plan before them
        if reported:
            cost = f" The trip now costs {money(state['spent'])}." if state.get("spent") is not None else ""
            return "Since I first planned your trip:\n" + bullet_list(reported) + f"\n\nMy reply then listed the days I re-planned.{cost}"
        return "Nothing has changed yet: this is your trip and plan as I first made them. Change anything and ask me again."
    lines = changes(previous["trip"], trip) + _wish_lines(previous, state) + _world_lines(previous, state)
    plan, before = state.get("plan"), previous.get("plan")
    parts = [f"**What changed** ({since}):\n" + bullet_list(lines) if lines else
             f"Your request itself is as it was {'when I first planned it' if since != _LAST else 'before the last change'}."]
    if not plan:
        parts.append("No plan meets the trip as it stands now (my last answer says why)." if before else
                     "There was no plan before, and none meets the trip now either.")
        return "\n\n".join(parts)
    if not before:
        parts.append(f"There was no plan before; now there is one, costing {money(state['spent'])}." if state.get("spent") is not None
                     else "There was no plan before; now there is one.")
        return "\n\n".join(parts)
    parts.append(_cost_line(previous.get("spent"), state.get("spent")))
    days = _day_lines(before, plan)
    if days:
        parts.append("**Days that changed:**\n" + bullet_list(days))
    else:
        parts.append("Every day's plan is the same as before" + (" (only the dates moved)." if previous["trip"].get("date") !=
                                                                  trip.get("date") else "."))
    lost = given_up(before, plan, trip, sandbox, previous["trip"])
    if lost:
        parts.append("**What this gave up:**\n" + bullet_list(lost))
    return "\n\n".join(parts)


def _wish_lines(previous: dict[str, Any], state: Mapping[str, Any]) -> list[str]:
    """The standing wish ("make it cheaper", "nicer hotels") the plan is made for, when the change set or cleared it."""
    was, now = _wish(previous), _wish(state)
    if was == now:
        return []
    return [f"planned for: {_WISHES.get(was or '', 'the best trip overall')} → {_WISHES.get(now or '', 'the best trip overall')}"]


def _wish(values: Mapping[str, Any]) -> str | None:
    """The wish as ``_WISHES`` names it. The "best" objective is only ever a preference's (a thread with none keeps no
    objective), so "best" with no part favoured is "make it nicer" ("overall"), as "cheapest" is "make it cheaper"."""
    if values.get("objective") == "cheapest":
        return "cheapest"
    return (values.get("focus") or "overall") if values.get("objective") == "best" else None


def _world_lines(previous: dict[str, Any], state: Mapping[str, Any]) -> list[str]:
    """Each disruption reported since (what the thread's ``world`` gained), which the plan was repaired around; a stay
    the traveller asked to swap (a change "undo" can take back: its snapshot is not marked ``REPAIRED``) said as theirs."""
    since = [RowChange.model_validate(change) for change in (state.get("world") or [])[len(previous.get("world") or []):]]
    if previous.get("trip") and not previous.get(REPAIRED):
        return [f"you asked for another stay than {change.element.name}, and I re-planned around it" for change in since]
    return [f"you reported a disruption: {_happened(change)}, and I repaired the plan around it" for change in since]


_KINDS = {"accommodation": "the stay", "restaurant": "the restaurant", "attraction": "the sight", "flight": "flight"}


def _happened(change: RowChange) -> str:
    element = change.element
    what = f"{_KINDS[element.kind]} {element.name}" + (f" in {element.city}" if element.city else "")
    if change.removed:
        return f"{what} became unavailable"
    if change.price is not None:
        return f"{what} changed its price to {money(change.price)}"
    return f"{what} moved to leave at {change.dep_time}" if change.dep_time else f"{what} changed"


def _cost_line(was: float | None, now: float | None) -> str:
    if was is None or now is None:
        return f"The trip now costs {money(now)}." if now is not None else "The plan has no cost to report."
    if abs(now - was) < 0.005:
        return f"The total is {money(now)}, the same as before."
    return f"The total went from {money(was)} to {money(now)} ({money(abs(now - was))} {'more' if now > was else 'less'})."


def _day_lines(before: list[dict[str, Any]], after: list[dict[str, Any]]) -> list[str]:
    """Each day whose plan differs, with what differs (a day only one plan has is said as added or dropped)."""
    lines = []
    for number, (old, new) in enumerate(zip_longest(before, after), 1):
        if old == new:
            continue
        if new is None:
            lines.append(f"Day {number}: dropped (the trip is shorter now)")
            continue
        if old is None:
            lines.append(f"Day {number}: added (the trip is longer now)")
            continue
        what = [line for line in (_travel(old, new), *_meals(old, new), _sights(old, new), _stay(old, new)) if line]
        lines.append(f"Day {number}: " + ("; ".join(what) if what else "the same places, at other times"))
    return lines


def _travel(old: dict[str, Any], new: dict[str, Any]) -> str | None:
    was, now = travel_words(old.get("transportation")), travel_words(new.get("transportation"))
    return None if was == now else f"travel {was or 'none'} → {now or 'none'}"


def _meals(old: dict[str, Any], new: dict[str, Any]) -> list[str]:
    return [f"{meal} {_venue(old.get(meal))} → {_venue(new.get(meal))}" for meal in MEALS if _venue(old.get(meal)) != _venue(new.get(meal))]


def _sights(old: dict[str, Any], new: dict[str, Any]) -> str | None:
    was, now = _sight_names(old), _sight_names(new)
    if was == now:
        return None
    gone, added = [s for s in was if s not in now], [s for s in now if s not in was]
    said = ([f"sights added: {', '.join(added)}"] if added else []) + ([f"sights dropped: {', '.join(gone)}"] if gone else [])
    return "; ".join(said) or "the same sights in another order"


def _stay(old: dict[str, Any], new: dict[str, Any]) -> str | None:
    was, now = _venue(old.get("accommodation")), _venue(new.get("accommodation"))
    return None if was == now else f"stay {was} → {now}"


def _sight_names(day: dict[str, Any]) -> list[str]:
    return [shown(venue_name(s)) for s in str(day.get("attraction") or "").split(";") if s.strip() not in ("", "-")]


def _venue(entry: Any) -> str:
    return shown(venue_name(entry)) if str(entry or "-").strip() != "-" else "none"
