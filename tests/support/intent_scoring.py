"""How a held-out set of chat messages is scored by what ``understand`` does with each (issue 39): the node itself is
run on a thread holding a plan, and its update is named as an intent, so the figures measure what the chat does, not
what one reading rule says (tests/unit/nodes/chat/test_chat_intents_heldout_second.py).

A message is labelled by what the turn then does: the previous plan restored ("undo"), a disruption handed to the
repair, a preference re-planned for ("cheaper", "nicer:hotels"), an answer (named by its kind: a cancel, a new start,
another language, small talk, help, out of scope, not understood or the trip parser's "nothing changed", or a question's
answer with its text), or nothing answered, so the trip parser's edit or request is planned ("none"). The questions
said along with it (``asked_too``) follow, answered from the state after the change. A message may come after an
earlier question and its answer (a follow-up such as "and the whole thing?"): the thread then holds both.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, get_args

from langchain_core.messages import AIMessage, HumanMessage

from himap_travel.nodes.chat.along import answers_along
from himap_travel.nodes.chat.answers import CAN_DO, direct_answer
from himap_travel.nodes.chat.understand import understand
from himap_travel.state.chat_state import MessageReading, OutOfScope
from tests.support.chat_trips import PLAN, TRIP

# The thread the messages are said on: the two-day Newark -> Savannah plan, after the budget was cut from $2,000.
STATE: dict[str, Any] = {"trip": TRIP, "plan": PLAN, "spent": 1520.0, "day_costs": [900.0, 620.0], "world": [],
                         "previous": {"trip": {**TRIP, "budget": 2000}, "plan": copy.deepcopy(PLAN), "spent": 1520.0,
                                      "day_costs": [900.0, 620.0], "objective": None, "focus": None, "world": []}}

Label = str | tuple[str, str]  # an intent's name, or ("answer", the answer's text)
Want = str | tuple[str, tuple[str, ...]]  # an intent's name, or ("question", what its answer must mention)
Case = tuple[str, list[Want]]

# How each direct answer that is not a question's begins (``answers``), with the intent it answers.
_OPENINGS = (("start_over", "Sure, let's start over"), ("cancel", "There is nothing to cancel"), ("cancel", "Okay, I've dropped"),
             ("foreign", "Sorry, I read English only"), ("thanks", "You're welcome"), ("thanks", "Goodbye"),
             ("thanks", "Sorry if that was unclear"),  # small talk that is confusion ("what?"): explained, not thanked
             ("unknown", "I didn't understand"), ("undo", "There is nothing to undo"),
             # a question none of the answers reads, met with the trip's summary line: not answered
             ("unanswered", "Here is your trip as it stands"),
             # the trip parser's answers to an edit that changed nothing (``not_applied.nothing_read``): no intent's
             ("unknown", "Your trip already has"), ("unknown", "None of your wishes rules that out"),
             ("unknown", "I couldn't tell what"), ("unknown", "I couldn't find"), ("unknown", "I can't apply that"),
             ("unknown", "Okay, nothing changed"), ("unknown", "Fine, without it"))


def Q(*mentions: str) -> tuple[str, tuple[str, ...]]:  # noqa: N802 (reads as a label in the tables)
    """A question about the plan whose answer must mention each of ``mentions``."""
    return ("question", mentions)


def labels(text: str, sandbox: Any, after: tuple[str, str] | None = None,
           thread: Mapping[str, Any] = STATE) -> list[Label]:
    """What the chat does with ``text`` on ``thread`` (``STATE`` unless another plan's thread is given), said
    ``after`` an earlier message and the chat's answer to it."""
    earlier = [HumanMessage(after[0]), AIMessage(after[1])] if after else []
    state = {**thread, "messages": [*earlier, HumanMessage(text)]}
    update = understand(state, None)  # type: ignore[arg-type]  # (a ChatState; no runtime: the default settings)
    now = {**state, **update} if update.get("restored") else state
    along: list[Label] = [("answer", answer) for answer in answers_along(update.get("asked_too") or [], now, sandbox)]
    return [_label(update, state, sandbox), *along]


def answer_to(text: str, sandbox: Any) -> str:
    """The chat's answer to a question said on ``STATE`` (the earlier turn of a follow-up)."""
    update = understand({**STATE, "messages": [HumanMessage(text)]}, None)  # type: ignore[arg-type]
    answer = update.get("answer")
    assert answer, f"{text!r} is answered on the thread (a follow-up's earlier question)"
    return str(answer)


def _label(update: dict[str, Any], state: dict[str, Any], sandbox: Any) -> Label:
    if update.get("restored"):
        return "undo"
    if update.get("disruption"):
        return "disruption"
    if update.get("preference"):
        return "cheaper" if update["preference"] == "cheapest" else f"nicer:{update['preference']}"
    answer = update.get("answer")
    if not answer:
        return "none"
    if answer == CAN_DO:
        return "help"
    for name, opening in _OPENINGS:
        if answer.startswith(opening):
            return name
    scoped = {direct_answer(MessageReading(kind="out_of_scope", subject=s), state, sandbox) for s in get_args(OutOfScope)}
    return "out_of_scope" if answer in scoped else ("answer", answer)


def _matches(want: Want, got: Label) -> bool:
    if isinstance(want, tuple):  # a question: answered, with what it asks for
        return isinstance(got, tuple) and all(mention in got[1] for mention in want[1])
    if want == "question":  # a question answered from a plan still to be made: answered at all
        return isinstance(got, tuple)
    if want == "none":  # no intent: the trip parser's (whether it reads the edit is the parser's part, not the intents')
        return got in ("none", "unknown")
    return want == got


def kind_of(want: list[Want]) -> str:
    """The kind a case is counted under: its first intent's."""
    first = want[0]
    return (first[0] if isinstance(first, tuple) else first).split(":")[0]


def score(cases: Sequence[tuple[str, list[Want], tuple[str, str] | None, str]], sandbox: Any
          ) -> tuple[Counter[str], Counter[str], list[str]]:
    """Right and wrong counts by kind, and the messages read wrong (each printed with what it got).

    A case is (message, the labels it must get, the earlier turn it follows or None, the kind it is counted under)."""
    right, wrong, misses = Counter[str](), Counter[str](), []
    for message, want, after, kind in cases:
        got = labels(message, sandbox, after)
        ok = len(got) == len(want) and all(_matches(w, g) for w, g in zip(want, got, strict=True))
        (right if ok else wrong)[kind] += 1
        if not ok:
            misses.append(message)
            shown = [g if isinstance(g, str) else ("answer", g[1][:90]) for g in got]
            print(f"wrong: {message!r}: want {want}, got {shown}")
    for name in sorted(set(right) | set(wrong)):
        print(f"{name:14} {right[name]:3} right {wrong[name]:3} wrong")
    print(f"{'all':14} {sum(right.values()):3} right {sum(wrong.values()):3} wrong")
    return right, wrong, misses


Case = tuple[str, list[Want], tuple[str, str] | None, str]  # message, wanted intents, (message before, answer), kind


def set_cases(lists: Mapping[str, Any], sandbox: Any) -> list[Case]:
    """A held-out set's cases from its module's lists (``CANCEL``, ``UNDO``, ``QUESTIONS``, ..., ``TWO``,
    ``FOLLOW_UPS``): every set of the second round on is laid out alike, so its cases are built in one place."""
    singles: list[tuple[str, list[Want]]] = [(m, ["cancel"]) for m in lists["CANCEL"]]
    singles += [(m, ["start_over"]) for m in lists["START_OVER"]]
    singles += [(m, ["undo"]) for m in lists["UNDO"]]
    singles += [(m, ["cheaper"]) for m in lists["CHEAPER"]]
    singles += [(m, [f"nicer:{part}"]) for m, part in lists["NICER"]]
    singles += [(m, ["thanks"]) for m in lists["THANKS"]]
    singles += [(m, [want]) for m, want in lists["QUESTIONS"]]
    singles += [(m, ["none"]) for m in lists["NONE"]]
    singles += [(m, ["disruption"]) for m in lists["DISRUPTION"]]
    singles += [(m, ["foreign"]) for m in lists["FOREIGN"]]
    singles += [(m, [want]) for m, want in lists["OTHER"]]
    cases: list[Case] = [(m, want, None, kind_of(want)) for m, want in singles]
    cases += [(m, want, None, "two intents") for m, want in lists["TWO"]]
    return cases + [(m, [want], (before, answer_to(before, sandbox)), "follow-up") for before, m, want in lists["FOLLOW_UPS"]]


def reused(cases: Sequence[Case], *earlier: Any) -> set[str]:
    """The messages of ``cases`` that an earlier set (its module) already holds, case and spaces aside: a held-out
    set reuses none of them."""
    said: set[str] = set()
    for module in earlier:
        for value in vars(module).values():
            if isinstance(value, list):
                said |= {_message_of(item) for item in value}
    known = {s.strip().lower() for s in said if s}
    return {m for m, _want, _after, _kind in cases if m.strip().lower() in known}


def _message_of(item: object) -> str:
    """The message of a set's list item: the item itself, or the message of (message, want) or (before, follow-up,
    want)."""
    if isinstance(item, str):
        return item
    if isinstance(item, tuple) and item and isinstance(item[0], str):
        return item[0] if len(item) == 2 else item[1]
    return ""


def run_set(all_misses: Any) -> None:
    """A held-out intent set run as a script (``python tests/unit/nodes/chat/test_chat_intents_heldout_*.py``): its
    ``all_misses`` on the real sandbox, printed (each miss is printed as it is scored)."""
    from himap_travel.domain.sandbox.index import load_sandbox

    print(all_misses(load_sandbox()))
