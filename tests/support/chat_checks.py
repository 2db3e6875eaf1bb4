"""What a chat conversation test asserts after each turn: the checks the chat corpora share (tests/unit/graphs/
test_chat_corpus.py and test_chat_heldout.py), and one turn run with the checks every turn must pass.

A check is ``(state before the turn, state after it, the reply) -> it holds``. Every reply is also scanned for the
planner's internal words, which must never reach a traveller (``INTERNAL``), and the thread must hold only the
messages the user sent (never one they did not type).
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable
from typing import Any

INTERNAL = re.compile(r"official scorer|exact solver|\bsolver\b|certificate|verdict: \w+|\$-\d|left\)\s*$|\d{4}-\d\d-\d\d"
                      r"|drop a rule|\(cancelled\)|Traceback|\{'|\w+:day\d|route: '", re.IGNORECASE)

Check = Callable[[dict, dict, str], bool]  # (state before the turn, state after it, the reply) -> it holds


# --- what a turn must leave behind ----------------------------------------------------------------------------------

def says(*phrases: str) -> Check:
    return lambda before, after, said: all(p in said for p in phrases)


def never(*phrases: str) -> Check:
    return lambda before, after, said: not any(p in said for p in phrases)


def trip(**fields: Any) -> Check:
    return lambda before, after, said: all((after.get("trip") or {}).get(k) == v for k, v in fields.items())


def draft(**fields: Any) -> Check:
    return lambda before, after, said: all((after.get("draft") or {}).get(k) == v for k, v in fields.items())


def rule(key: str, value: Any) -> Check:
    return lambda before, after, said: ((after.get("trip") or {}).get("local_constraint") or {}).get(key) == value


def draft_rule(key: str, value: Any) -> Check:
    return lambda before, after, said: ((after.get("draft") or {}).get("local_constraint") or {}).get(key) == value


def asks(*fields: str) -> Check:
    """A question is open (the thread waits on it) for these fields, and the reply asks it."""
    return lambda before, after, said: set(fields) <= set(after.get("missing") or []) and after.get("draft") is not None


def planned(before: dict, after: dict, said: str) -> bool:
    return bool(after.get("plan")) and "**Day 1**" in said and len(after["plan"]) == after["trip"]["days"]


def no_plan(before: dict, after: dict, said: str) -> bool:
    return after.get("plan") is None and "No plan can meet this request" in said


def unchanged(before: dict, after: dict, said: str) -> bool:
    """The trip and the plan are as they were before the turn."""
    return after.get("trip") == before.get("trip") and after.get("plan") == before.get("plan")


def question_kept(before: dict, after: dict, said: str) -> bool:
    """The open question is still open, its draft as it was, and the reply asks it again."""
    return after.get("missing") == before.get("missing") and after.get("draft") == before.get("draft") and "Still open:" in said


def restored(before: dict, after: dict, said: str) -> bool:
    return after.get("trip") == (before.get("previous") or {}).get("trip") and "I went back" in said


def no_question(before: dict, after: dict, said: str) -> bool:
    return not after.get("missing")


def preference(value: str | None) -> Check:
    return lambda before, after, said: after.get("preference") == value


def cost_at_most_budget(before: dict, after: dict, said: str) -> bool:
    return after.get("spent") is not None and after["spent"] <= after["trip"]["budget"]


def cheaper_or_same(before: dict, after: dict, said: str) -> bool:
    return after.get("spent") is not None and after["spent"] <= (before.get("spent") or float("inf")) + 0.005


def day_cost_said(day: int) -> Check:
    """The reply gives the day's cost as the plan's day costs hold it."""
    return lambda before, after, said: f"Day {day} costs ${after['day_costs'][day - 1]:,.2f}" in said


def total_said(before: dict, after: dict, said: str) -> bool:
    return f"The whole trip costs ${after['spent']:,.2f}" in said


WELCOME = says("You're welcome")
NOT_PLANNED_YET = says("isn't planned yet")
ENGLISH_ONLY = says("I read English only")
HOW_MANY = says("How many people")


NOT_BEFORE_8 = {"leg": "every", "depart_from": "08:00", "depart_until": None, "arrive_from": None, "arrive_until": None}


def departs_from(clock: str) -> Check:
    """A flight-time rule kept: no flight of the plan departs before ``clock``; a plan that already kept it stays as it
    was, and the reply says so (issue 39, 4)."""
    def departures(plan: list[dict] | None) -> list[str]:
        return re.findall(r"Departure Time: (\d\d:\d\d)", " ".join(str(d.get("transportation")) for d in plan or []))

    def check(before: dict, after: dict, said: str) -> bool:
        met = all(t >= clock for t in departures(before.get("plan")))
        return all(t >= clock for t in departures(after.get("plan"))) and (
            not met or (after.get("plan") == before.get("plan") and "already meets" in said))
    return check


def plan_without(*words: str) -> Check:
    """"Plan without it?" is asked, naming the wish and why (issue 38: no wish dropped in silence), and nothing is planned."""
    def check(before: dict, after: dict, said: str) -> bool:
        return (asks("wishes")(before, after, said) and "Shall I plan without" in said and all(w in said for w in words)
                and after.get("plan") == before.get("plan") and after.get("trip") == before.get("trip"))
    return check


def every_meal_kept(cuisine: str, meal: str) -> Check:
    """A cuisine asked at every ``meal`` ("seafood every night") is kept so (since stop 77): the trip's meal wishes
    hold it with ``every`` and the reply's rules say "<cuisine> for every <meal>"."""
    def check(before: dict, after: dict, said: str) -> bool:
        wishes = local_rules(after).get("meal wishes") or []
        return f"{cuisine} for every {meal}" in said and any(
            w.get("every") and w.get("meal") == meal and w.get("cuisine") == cuisine for w in wishes)
    return check


def not_kept(*words: str) -> Check:
    """Planned, the wish listed as not kept with its reason, and the verdict never vouching for it."""
    def check(before: dict, after: dict, said: str) -> bool:
        listed = said.split("**Not kept**", 1)[-1].split("**Day 1**", 1)[0] if "**Not kept**" in said else ""
        vouched = "**Checked:**" in said and "It does not keep the wishes listed as not kept" not in said
        return planned(before, after, said) and all(w in listed for w in words) and not vouched and not after.get("missing")
    return check


def house_rules(*rules: str) -> Check:
    """The trip's house rules (the first and ``more house rules``) are exactly these: none added, none lost."""
    def check(before: dict, after: dict, said: str) -> bool:
        local = (after.get("trip") or {}).get("local_constraint") or {}
        return {local.get("house rule"), *(local.get("more house rules") or [])} - {None} == set(rules)
    return check


def cuisines(*names: str) -> Check:
    """The trip's cuisine rule is exactly these cuisines, in any order."""
    def check(before: dict, after: dict, said: str) -> bool:
        held = ((after.get("trip") or {}).get("local_constraint") or {}).get("cuisine") or []
        return set(held) == set(names)
    return check


def allows_pets(kept: bool) -> Check:
    """Whether the trip's house rules ask for pets (whatever else they ask for: "1 kid" may add children under 10)."""
    def check(before: dict, after: dict, said: str) -> bool:
        local = (after.get("trip") or {}).get("local_constraint") or {}
        return ("pets" in {local.get("house rule"), *(local.get("more house rules") or [])}) == kept
    return check


def flight_from(clock: str) -> Check:
    """The trip's flight-time rule has no departure before ``clock``."""
    def check(before: dict, after: dict, said: str) -> bool:
        windows = ((after.get("trip") or {}).get("local_constraint") or {}).get("flight times") or []
        return any(w.get("depart_from") == clock for w in windows)
    return check


def night_only(night: int) -> Check:
    """A question about one night answered with that night's stay, and no other night's."""
    def check(before: dict, after: dict, said: str) -> bool:
        nights = set(re.findall(r"Night of day (\d+)", said))
        return nights == {str(night)} and answered(before, after, said)
    return check


def day_only(day: int) -> Check:
    """A question about one day answered with that day, and no other day."""
    def check(before: dict, after: dict, said: str) -> bool:
        days = set(re.findall(r"\*\*Day (\d+)\*\*", said))
        return days == {str(day)} and answered(before, after, said)
    return check


def other_stay(night: int) -> Check:
    """"Swap the hotel on night N": that night's stay is another one, or the reply says why it cannot be."""
    def check(before: dict, after: dict, said: str) -> bool:
        old = (before.get("plan") or [{}] * night)[night - 1].get("accommodation")
        new = (after.get("plan") or [{}] * night)[night - 1].get("accommodation")
        return (bool(after.get("plan")) and new != old) or "No plan" in said or "couldn't" in said
    return check


def plan_or_reason(before: dict, after: dict, said: str) -> bool:
    """Planned, or no plan with its reason (a trip the data has no plan for is answered, never guessed)."""
    return planned(before, after, said) or no_plan(before, after, said)


def answered(before: dict, after: dict, said: str) -> bool:
    """A direct answer: nothing changed, and not the reply for a message not understood."""
    return unchanged(before, after, said) and "didn't understand" not in said


def focus_kept(before: dict, after: dict, said: str) -> bool:
    """The standing "nicer hotels" wish holds, and a turn that re-planned says it planned for it."""
    return after.get("focus") == "hotels" and (after.get("plan") == before.get("plan") or "as you asked earlier" in said)


def assumed(typed: str, applied: str) -> Check:
    """A misspelt name applied as the one close place it can be, and the reply says so (the user can correct it)."""
    return lambda before, after, said: typed in said and applied in said


def not_ununderstood(before: dict, after: dict, said: str) -> bool:
    return "didn't understand" not in said


THANKED = lambda before, after, said: "You're welcome" in said or "Goodbye" in said  # noqa: E731
NO_DRAFT = lambda before, after, said: after.get("draft") is None  # noqa: E731


def turn(app: Any, config: dict[str, Any], message: str) -> tuple[dict[str, Any], str]:
    """The thread's state after the user says ``message``, and the reply as a person reads it; every turn's own
    checks asserted (no internal words, only the user's own message added to the thread)."""
    out = app.invoke({"messages": [{"role": "user", "content": message}]}, config)
    said = out["messages"][-1].content.replace("\\$", "$")
    after = app.get_state(config).values
    assert not INTERNAL.search(said), f"internal words after {message!r}: {said[:400]}"
    assert [m.content for m in after["messages"] if m.type == "human"][-1] == message  # only what the user sent
    return after, said


def said_in_thread(app: Any, thread: str, *messages: str) -> tuple[dict[str, Any], str]:
    """The state and the reply after ``messages``, said in turn in the thread ``thread`` (each ``turn``'s checks
    asserted): the fixes files' one conversation per test."""
    config = {"configurable": {"thread_id": thread}}
    after: dict[str, Any] = {}
    said = ""
    for message in messages:
        after, said = turn(app, config, message)
    return after, said


def said_in_new_thread(app: Any, *messages: str) -> tuple[dict[str, Any], str]:
    """``said_in_thread`` in a thread of its own: a probe file's one conversation per test, on one app."""
    return said_in_thread(app, f"thread-{uuid.uuid4().hex}", *messages)


def local_rules(state: dict[str, Any]) -> dict[str, Any]:
    """The trip's local constraints in a chat state (empty when none)."""
    return (state.get("trip") or {}).get("local_constraint") or {}


def days_of(first: int, last: int) -> list[str]:
    """The dates from March ``first`` to March ``last``, 2022, as the state holds them (the sets' trips are in March 2022)."""
    return [f"2022-03-{d:02d}" for d in range(first, last + 1)]
