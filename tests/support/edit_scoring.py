"""How a held-out set's edits, swaps, redos and talk are scored on a thread holding a plan (issue 39): by what
``understand`` puts in the state, not by a label, so an edit must change what it says and talk must change nothing.
Shared by the tenth and later intent sets (tests/unit/nodes/chat/test_chat_intents_heldout_tenth.py): each passes its
own lists and threads.

An edit's want is a dict of the fields it changes, each key one of the draft's fields (``org``, ``days``, ...) or a
local rule's name, with a mark that says how: ``+`` the value is in the list, ``-`` it is not, ``!`` it is not in the
text, ``~`` a rule holding those fields (a list of rules: one of them), none: equal.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from langchain_core.messages import HumanMessage

from himap_travel.nodes.chat.understand import understand
from tests.support import disruption_scoring
from tests.support.intent_scoring import STATE, Case, Label, labels, score

Edit = tuple[str, dict[str, Any]]

# The three-day plan of ``disruption_scoring`` with no rules (edits a two-day trip cannot take: shortened)
LONG: dict[str, Any] = {**disruption_scoring.STATE, "trip": {**disruption_scoring.TRIP, "local_constraint": {}}}
_GA_TRIP = {"org": "Newark", "dest": "Georgia", "days": 5, "visiting_city_number": 2,
            "date": ["2022-03-03", "2022-03-04", "2022-03-05", "2022-03-06", "2022-03-07"], "people_number": 2,
            "budget": 4000, "local_constraint": {}}


def _day(day: int, city: str, travel: str = "-") -> dict[str, Any]:
    return {"days": day, "current_city": city, "transportation": travel, "breakfast": "-", "attraction": "-",
            "lunch": "-", "dinner": "-", "accommodation": "-"}


# A two-city Georgia trip (Atlanta, then Savannah): city edits
MULTI: dict[str, Any] = {
    "trip": _GA_TRIP, "world": [], "spent": 3000.0, "day_costs": [700.0, 500.0, 600.0, 500.0, 700.0],
    "plan": [_day(1, "from Newark to Atlanta", "Flight Number: F9, from Newark to Atlanta, Departure Time: 09:00, "
                  "Arrival Time: 11:20"),
             _day(2, "Atlanta"),
             _day(3, "from Atlanta to Savannah", "Self-driving, from Atlanta to Savannah, duration: 3 hours 40 mins, "
                  "distance: 400 km, cost: 20"),
             _day(4, "Savannah"),
             _day(5, "from Savannah to Newark", "Flight Number: F8, from Savannah to Newark, Departure Time: 12:00, "
                  "Arrival Time: 14:10")]}
UNDONE: dict[str, Any] = {**STATE, "restored": True}  # the thread right after an undo

_FIELDS = ("org", "dest", "days", "date", "people_number", "budget", "visiting_city_number")


def _has(got: Any, want: Any, key: str) -> bool:
    """Whether ``got`` holds the change ``key`` names (its mark: see the module's docstring)."""
    if key.endswith("+"):
        return want in (got or [])
    if key.endswith("-"):
        return want not in (got or [])
    if key.endswith("!"):
        return want not in str(got or "")
    if key.endswith("~"):
        rules = got if isinstance(got, list) else [got]
        return any(isinstance(r, dict) and all(r.get(k) == v for k, v in want.items()) for r in rules)
    return bool(got == want or (isinstance(want, float | int) and isinstance(got, float | int) and got == want))


def changed(draft: dict[str, Any], want: dict[str, Any]) -> bool:
    """Whether the draft trip holds every change ``want`` names."""
    rules = draft.get("local_constraint") or {}
    for key, value in want.items():
        name = key.rstrip("+-!~")
        if not _has(draft.get(name) if name in _FIELDS else rules.get(name), value, key):
            return False
    return True


def _said(message: str, state: dict[str, Any]) -> dict[str, Any]:
    return understand({**state, "messages": [HumanMessage(message)]}, None)  # type: ignore[arg-type]


def edit_misses(cases: Sequence[Edit], state: dict[str, Any]) -> list[str]:
    """The edits not read as edits (answered, refused, a preference or a disruption) or not changing what they say."""
    misses = []
    for message, want in cases:
        update = _said(message, state)
        ok = not update.get("answer") and not update.get("problems") and not update.get("preference") \
            and not update.get("disruption") and changed(update.get("draft") or {}, want)
        if not ok:
            misses.append(message)
            print(f"wrong edit: {message!r}: want {want}, got answer={str(update.get('answer'))[:80]!r} "
                  f"problems={update.get('problems')} draft={update.get('draft')}")
    return misses


def swap_misses(messages: Sequence[str], state: dict[str, Any] = STATE) -> list[str]:
    """The swaps of a stay or a meal answered (refused, not understood) instead of changing the plan."""
    misses = []
    for message in messages:
        update = _said(message, state)
        draft = update.get("draft") or {}
        moved = update.get("disruption") or update.get("preference") or (draft and draft != state["trip"]) \
            or (update.get("plan") and update.get("plan") != state["plan"])
        if update.get("answer") or update.get("problems") or not moved:
            misses.append(message)
            print(f"wrong swap: {message!r}: answer={str(update.get('answer'))[:90]!r} "
                  f"problems={update.get('problems')}")
    return misses


def redo_misses(messages: Sequence[str], state: dict[str, Any] = UNDONE) -> list[str]:
    """The redos said right after an undo that do not put the change back."""
    misses = []
    for message in messages:
        update = _said(message, state)
        if not update.get("restored"):
            misses.append(message)
            print(f"wrong redo: {message!r}: answer={str(update.get('answer'))[:90]!r}")
    return misses


def quiet(got: list[Label]) -> bool:
    """Whether talk was met with nothing changed: thanked, not understood, offered help, or told that the trip stays
    as it is ("Okay: your trip ... stays as it is", a shrug's answer)."""
    if got in (["thanks"], ["unknown"], ["help"]):
        return True
    return len(got) == 1 and isinstance(got[0], tuple) and "stays as it is" in got[0][1]


def talk_misses(messages: Sequence[str], sandbox: Any) -> list[str]:
    """The talk that was not met quietly (``quiet``)."""
    misses = [m for m in messages if not quiet(labels(m, sandbox))]
    for message in misses:
        print(f"wrong talk: {message!r}: got {labels(message, sandbox)}")
    return misses


def talk_misses_on(messages: Sequence[str], sandbox: Any, threads: dict[str, dict[str, Any]]) -> list[str]:
    """The talk not met quietly (``quiet``) on every one of ``threads`` (name -> the thread's state)."""
    misses = []
    for message in messages:
        bad = [name for name, thread in threads.items() if not quiet(labels(message, sandbox, None, thread))]
        if bad:
            misses.append(message)
            print(f"wrong talk: {message!r} on {bad}")
    return misses


def tally_parts(parts: Sequence[tuple[str, int, list[str]]]) -> tuple[int, list[str]]:
    """How many messages a set's parts hold (name, size, misses), and those read wrong; each part's tally printed."""
    total, misses = 0, []
    for name, size, wrong in parts:
        print(f"{name:12} {size - len(wrong):3}/{size}")
        total += size
        misses += wrong
    print(f"all {total - len(misses)} right of {total}")
    return total, misses


def misses_with_edits(cases: list[Case], sandbox: Any, edit_sets: Sequence[tuple[Sequence[Edit], dict[str, Any]]],
                      swaps: Sequence[str], redo: Sequence[str], talk: Sequence[str]) -> tuple[int, list[str]]:
    """How many messages an intent set holds (its labelled ``cases``, its edits on their states, its swaps, redos and
    talk), and those read wrong; prints each part's tally (the eleventh and twelfth sets)."""
    _right, _wrong, misses = score(cases, sandbox)
    edits = 0
    for group, state in edit_sets:
        wrong = edit_misses(group, state)
        print(f"edits {len(group) - len(wrong)} right of {len(group)}")
        misses += wrong
        edits += len(group)
    swapped, redone, talked = swap_misses(swaps), redo_misses(redo), talk_misses(talk, sandbox)
    print(f"swaps {len(swaps) - len(swapped)}/{len(swaps)}, redo {len(redo) - len(redone)}/{len(redo)}, "
          f"talk {len(talk) - len(talked)}/{len(talk)}")
    misses += swapped + redone + talked
    total = len(cases) + edits + len(swaps) + len(redo) + len(talk)
    print(f"all {total - len(misses)} right of {total}")
    return total, misses
