"""How the thirteenth and later intent sets score what the earlier sets' tables cannot (issue 39): a follow-up that
changes the plan by what the chat just answered ("put one in then" after "is there italian food there?"), a vague wish
that must be planned for or answered with a reason ("make it nicer"), and a wish the plan already meets that must be
answered ("ok then fly" on a plan that flies), never met with "I didn't understand".
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from langchain_core.messages import AIMessage, HumanMessage

from himap_travel.nodes.chat.understand import understand
from tests.support.edit_scoring import changed
from tests.support.intent_scoring import STATE, Want, _matches, labels

# A follow-up: the question said first, the message said after the chat's answer to it, and what that message must do
# (the fields it changes, as ``edit_scoring`` reads them, or the labels ``intent_scoring`` gives)
FollowUp = tuple[str, str, dict[str, Any] | Want]


def _said_after(before: str, message: str, state: Mapping[str, Any]) -> tuple[str | None, dict[str, Any]]:
    """The chat's answer to ``before``, and what ``understand`` does with ``message`` said after it (None: ``before``
    was not answered, so the follow-up has nothing to refer back to)."""
    answer = _reply(before, state).get("answer")
    if not answer:
        return None, {}
    thread = [HumanMessage(before), AIMessage(str(answer)), HumanMessage(message)]
    return str(answer), understand({**state, "messages": thread}, None)  # type: ignore[arg-type]


def follow_up_misses(cases: Sequence[FollowUp], sandbox: Any, state: Mapping[str, Any] = STATE) -> list[str]:
    """The follow-ups that do not do what they must: an edit's draft lacking its change (or answered instead), a
    label's intent not given (its earlier question unanswered counts as a miss too)."""
    misses = []
    for before, message, want in cases:
        answer, update = _said_after(before, message, state)
        if answer is None:
            ok, got = False, f"{before!r} was not answered"
        elif isinstance(want, dict):
            ok = not update.get("answer") and not update.get("problems") and not update.get("preference") \
                and changed(update.get("draft") or {}, want)
            got = f"answer={str(update.get('answer'))[:80]!r} problems={update.get('problems')} " \
                  f"preference={update.get('preference')} draft={(update.get('draft') or {}).get('local_constraint')}"
        else:
            label = labels(message, sandbox, (before, answer), state)
            ok, got = len(label) == 1 and _matches(want, label[0]), str(label)[:160]
        if not ok:
            misses.append(message)
            print(f"wrong follow-up: {message!r} after {before!r}: want {want}, got {got}")
    print(f"follow-ups acting on an answer {len(cases) - len(misses)}/{len(cases)}")
    return misses


# How the chat's reply begins when it read nothing of a message (not understood, or the trip's summary line)
_UNREAD = ("I didn't understand", "Here is your trip as it stands")


def _reply(message: str, state: Mapping[str, Any]) -> dict[str, Any]:
    return understand({**state, "messages": [HumanMessage(message)]}, None)  # type: ignore[arg-type]


def _reasoned(update: Mapping[str, Any]) -> bool:
    """Whether the update answers with a reply of its own (a reason, what the trip already has), not as unread."""
    answer = str(update.get("answer") or "")
    return bool(answer) and not answer.startswith(_UNREAD)


def planned_or_reasoned(message: str, state: Mapping[str, Any] = STATE) -> bool:
    """Whether a vague wish was planned for by a named preference, or answered with a reply of its own (a reason, a
    question back), never left unread or met with the trip's summary line."""
    update = _reply(message, state)
    return bool(update.get("preference")) or _reasoned(update)


def answered(message: str, state: Mapping[str, Any] = STATE) -> bool:
    """Whether a wish the plan already meets is answered with a reply of its own, nothing re-planned."""
    update = _reply(message, state)
    return _reasoned(update) and not update.get("preference") and not update.get("draft")


def answered_or_held(rule: str) -> Any:
    """A way of travelling the plan already keeps: answered so (``answered``), or, said as the party's own ("lets just
    fly"), held as ``rule`` with the trip otherwise as it was (since stop 77: held, so no later change goes another way)."""
    def ok(message: str, state: Mapping[str, Any] = STATE) -> bool:
        update, trip = _reply(message, state), state.get("trip") or {}
        draft = update.get("draft") or {}
        same = all(draft.get(k) == trip.get(k) for k in ("org", "dest", "date", "people_number", "budget"))
        return answered(message, state) or (same and (draft.get("local_constraint") or {}).get("transportation") == rule)
    return ok


def check_misses(name: str, messages: Sequence[str], ok: Any) -> list[str]:
    """The ``messages`` that ``ok`` says are wrong, each printed, and the part's tally."""
    misses = [m for m in messages if not ok(m)]
    for message in misses:
        print(f"wrong {name}: {message!r}")
    print(f"{name} {len(messages) - len(misses)}/{len(messages)}")
    return misses
