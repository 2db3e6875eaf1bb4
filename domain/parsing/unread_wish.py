"""``UnreadWish``: one wish the planner cannot keep, with why; the record the clause accounting (``unread``) and the
readers that name such wishes (``caveats``, ``group_amounts``, the chat) return. ``Spans`` is the type of the spans
they pass about.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel, Field

Spans = Sequence[tuple[int, int]]


Favoured = Literal["hotels", "restaurants", "cheapest"]


class UnreadWish(BaseModel):
    """One wish the planner cannot keep: the words (``wish``) and why (``reason``).

    ``favours``: what the wish asks a plan to favour where no rule can hold it ("the nicest hotels": "hotels", "as cheap
    as possible": "cheapest"): a planner can plan for it as a preference (the chat does, and says so:
    ``nodes/chat/favoured``), though no check can pass or fail it.
    """

    wish: str
    reason: str
    favours: Favoured | None = Field(default=None, exclude=True)  # the reading's, never in a dump (state, --json)

    def __str__(self) -> str:
        return self.reason


def distinct(wishes: Sequence[UnreadWish]) -> list[UnreadWish]:
    """``wishes`` with each (words, reason) once: two readers naming the same words for the same reason are one wish
    ("add alcatraz and a sunset cruise" named the cruise twice), the first kept in its place."""
    kept: dict[tuple[str, str], UnreadWish] = {}
    for wish in wishes:
        kept.setdefault((wish.wish, wish.reason), wish)
    return list(kept.values())


_WORDS_AROUND = 5  # a long clause is quoted this many words either side of the part named in it


NOT_UNDERSTOOD = "no reader understood "  # how a wish no reader read is named (a caveat's reason says more: ``caveats``)


def not_understood(wish: str) -> str:
    """The reason for a wish no reader read."""
    return f"{NOT_UNDERSTOOD}{wish!r}, so the plan cannot keep it"


def unclear_in(part: str, clause: str) -> str:
    """The reason for ``part`` of ``clause`` that no reader understood, quoting the clause as far as it helps: whole
    when short, else the words around the part ("... 2000 budget and no gambling or clubs please"), so a long first
    message is not repeated whole beside each thing named in it."""
    return f"{NOT_UNDERSTOOD}{part!r} in {around(part, clause)!r}, so the plan cannot keep it"


def around(part: str, clause: str) -> str:
    """``clause``, or, when it is longer than the part and twice the words either side, the words around ``part``
    with "..." where it was cut (the whole clause when the part's first word is not one of the clause's)."""
    words, said = clause.split(), part.split()
    head = said[0].lower().strip(_MARKS) if said else ""
    first = next((i for i, word in enumerate(words) if word.lower().strip(_MARKS) == head), None)
    if first is None or len(words) <= len(said) + 2 * _WORDS_AROUND:
        return clause
    start, end = max(0, first - _WORDS_AROUND), min(len(words), first + len(said) + _WORDS_AROUND)
    return ("... " if start else "") + " ".join(words[start:end]) + (" ..." if end < len(words) else "")


_MARKS = ",.;:!?'\"()"


# An hour said of no flight ("dinner at 7pm", "italian for dinner at 7pm"): named whole by ``unread`` or ``caveats``
HOUR_WHY = ("{wish!r} sets an hour of no flight: a plan keeps a meal, a stay or a sight on its day, never its hour (only a "
            "flight's times are kept, as a window: 'land by 3pm'), so the time is not kept; plan without it")
