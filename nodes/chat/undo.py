"""Taking back the last change: "undo", "scratch that" right after a change, "nvm about the extra day" (the fields a
take-back names), "nah, just the 4 days" (the part of the change kept), "wait no, keep the first hotel" after a swap.
Its own module because an undo restores what the last turn replaced (``previous``, ``snapshot``), where every other
reading of a message builds a new request.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from himap_travel.nodes.chat.snapshot import REPAIRED, snapshot
from himap_travel.nodes.chat.take_back import has_cue, held_wishes, taken_back
from himap_travel.nodes.chat.understanding import (
    Understanding,
    changes,
    show,
)
from himap_travel.state.chat_state import ChatState

# The stay before the last change asked back: "keep the first hotel", "go back to the old place", "I preferred the
# original one"
_STAY_BACK = re.compile(r"\b(?:keep|want|prefer(?:red)?|liked|back\s+to|return\s+to|bring\s+back|stick\s+with"
                        r"|rather\s+have|give\s+(?:us|me)|put\s+back)\b.*"
                        r"\b(?:first|old|original|previous|earlier|other|last)\s+"
                        r"(?:one|hotel|stay|place|room|accommodation|apartment|apt|house|lodging)s?\b", re.IGNORECASE)


def stay_back(text: str, state: ChatState) -> bool:
    """Whether the message asks for the stays the last change replaced ("wait no, keep the first hotel" right after
    "swap the hotel on night 1"): the trip itself was not changed by it, only the stays (then it is an undo)."""
    previous = state.get("previous") or {}
    if not _STAY_BACK.search(text) or previous.get("trip") != state.get("trip"):
        return False
    def stays(plan: list[dict[str, Any]] | None) -> list[Any]:
        return [day.get("accommodation") for day in plan or []]
    return bool(previous.get("plan")) and stays(previous.get("plan")) != stays(state.get("plan"))


# What a cancel word points at when it names the last thing said ("scratch that", "never mind that", "cancel the last
# change"): "it" alone ("forget it", "scrap it") may be the whole trip, so it is not read as the last change.
# ("this trip", "that whole plan" name the trip, not the last change: "never mind, we're not doing this trip" cancels)
_THE_LAST_CHANGE = re.compile(r"\b(?:(?:that|this)(?!\s+(?:whole\s+|entire\s+)?(?:trip|plan|holiday|vacation|thing)\b)"
                              r"|the\s+last\s+(?:one|change|bit|thing))\b", re.IGNORECASE)


def takes_back_last_change(text: str, state: ChatState, pending: bool) -> bool:
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


def changed_fields_named(text: str, state: ChatState) -> tuple[set[str], set[str]]:
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


def kept_only(text: str, state: ChatState) -> set[str]:
    """The fields of the last change to take back when the message keeps only some of it ("nah, just the 4 days" after
    "4 days and 3 people": the people); empty when it says no such thing."""
    trip, previous = state.get("trip") or {}, state.get("previous") or {}
    before = previous.get("trip") or {}
    if not _ONLY.search(text) or not before or previous.get(REPAIRED):
        return set()
    changed = {name for name in _FIELD_WORDS if before.get(name) != trip.get(name)}
    named = {name for name, words in _FIELD_WORDS.items() if re.search(words, text, re.IGNORECASE)}
    return changed - named if named and named < changed else set()


def fields_back(trip: dict[str, Any], before: dict[str, Any], names: set[str]) -> Understanding:
    """An edit bringing back the values ``names`` had before the last change (the length with the dates)."""
    draft = dict(trip) | {name: before.get(name) for name in names} | ({"days": before.get("days")} if "date" in names else {})
    return Understanding(draft, [], notes=changes(trip, draft), edit=True)


_THE_WHOLE_TRIP = re.compile(r"\b(?:whole|entire|trip|plan|everything|all)\b", re.IGNORECASE)


def _just_changed(state: ChatState) -> bool:
    """Whether the turn before this one changed the trip (an edit or a preference; not an undo, an answer or a new
    trip): this turn's values it left behind say so."""
    return bool(state.get("edit") and (state.get("notes") or state.get("preference")) and not state.get("restored"))


# An undo asking for more than the last change ("undo the last two changes", "undo everything"): one change is kept.
SEVERAL_CHANGES = re.compile(r"\b(?:(?:last|past)\s+(?:two|three|few|couple|\d+)|both|all\s+(?:the\s+|my\s+)?changes|everything)\b",
                              re.IGNORECASE)


def undo_last(state: ChatState, several: bool = False) -> dict[str, Any]:
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


def back_from_no_plan(text: str, state: ChatState) -> bool:
    """Whether a take-back naming no wish ("ok forget it, keep the late flight") follows a change that left the trip
    with no plan, where the trip before it had one: that change is taken back (the plan before comes back), never
    "I didn't understand"."""
    previous = state.get("previous") or {}
    if state.get("plan") or not previous.get("plan") or previous.get(REPAIRED) or not has_cue(text):
        return False
    took = taken_back(text, held_wishes(state.get("trip"), state.get("planned_without")))
    return not took.dropped and not took.ambiguous and not took.unmatched


# An earlier version named by what it had ("go back to the version where the budget was $2000", "back to the $2k
# version", "the one with the $1,800 budget"), or the first one ("the first plan was better", "back to the original")
_VERSION_NAMED = re.compile(r"\b(?:version|one|plan|trip|itinerary|option)\s+(?:with|where|when|that\s+had|at)\b"
                            r"|(?:\$?\s?\d[\d,.]*\s*k?|\bdollars?|\bpeople|\bpersons?|\bdays?)\s+(?:dollar\s+)?(?:version|one|plan)\b",
                            re.IGNORECASE)
_BACK_TO = re.compile(r"\b(?:back|revert|return|restore|undo|prefer(?:red)?|liked|better)\b", re.IGNORECASE)
_FIRST = re.compile(r"\b(?:first|original|initial|very\s+first)\s+(?:one|plan|version|trip|itinerary|schedule|request)\b",
                    re.IGNORECASE)
_COMPARED = ("org", "dest", "date", "people_number", "budget", "local_constraint")


def version_back(text: str, result: Understanding, state: ChatState,
                 first_read: Callable[[], Understanding | None]) -> dict[str, Any] | None:
    """An undo naming the version it wants by a value ("back to the one with the $1,800 budget"): the version before the
    last change when it has that value (an undo), else the first request when it has it (re-read: ``first``, the
    message that opened the trip), else nothing changes and the reply says which values the versions kept have
    (never the value applied as a new edit: "the version where the budget was 9000" is no budget of $9,000). None when
    the message names no version by a value."""
    trip, before = state.get("trip") or {}, (state.get("previous") or {}).get("trip") or {}
    if not trip or not _VERSION_NAMED.search(text) or not _BACK_TO.search(text) or result.problems or not result.edit:
        return None
    named = [key for key in _COMPARED if key != "local_constraint" and result.draft.get(key) != trip.get(key)]
    if not named:
        return None
    if before and not (state.get("previous") or {}).get(REPAIRED) and all(before.get(k) == result.draft.get(k) for k in named):
        return undo_last(state)
    first = first_read()
    if first is not None and not first.missing and not first.problems and all(
            first.draft.get(k) == result.draft.get(k) for k in named):
        return _first_again(trip, first)
    said = ", ".join(f"{_LABELS[k]} {show(k, result.draft.get(k))}" for k in named)
    kept = ", ".join(f"{_LABELS[k]} {show(k, before.get(k))}" for k in named) if before else ""
    earlier = f" (the one before your last change had {kept})" if kept else ""
    return {"answer": f"None of the earlier versions I keep has {said}{earlier}, so nothing changed. Say \"{said}\" if you "
                      "want it set now, or \"undo\" to go back one change.", "problems": []}


_LABELS = {"org": "origin", "dest": "destination", "date": "dates", "people_number": "people", "budget": "budget"}


def first_back(text: str, state: ChatState, first_read: Callable[[], Understanding | None]) -> dict[str, Any] | None:
    """"The first plan was better" after several changes: the first request, re-read and planned again, when the
    version before the last change is not it (an undo brings back one change only); None when the message names no
    first version, or the one before the last change is the first (a plain undo). When the first request cannot be read
    again, the undo goes back one change and says so (``undo_last``'s ``several``)."""
    before = (state.get("previous") or {}).get("trip") or {}
    if not _FIRST.search(text) or not before or (state.get("previous") or {}).get(REPAIRED):
        return None
    first = first_read()
    if first is None or first.missing or first.problems:
        return undo_last(state, several=True)
    if all(first.draft.get(k) == before.get(k) for k in _COMPARED):
        return None
    return _first_again(state.get("trip") or {}, first)


def _first_again(trip: dict[str, Any], first: Understanding) -> dict[str, Any]:
    """The trip's first request as an edit of the current one, the reply saying it went back to it."""
    draft = {**trip, **{k: first.draft.get(k) for k in (*_COMPARED, "days", "visiting_city_number")}}
    notes = [*changes(trip, draft), "I went back to your first request, as it was before your changes"]
    # the first plan was made for no standing wish ("make it cheaper" said since is taken back with the rest)
    # planned anew (never the current plan kept because it passes): the first plan is what was asked back
    return {"draft": draft, "missing": [], "problems": [], "notes": notes, "edit": False, "objective": None, "focus": None}
