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
