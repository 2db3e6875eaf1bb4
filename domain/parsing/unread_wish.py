"""``UnreadWish``: one wish the planner cannot keep, with why; the record the clause accounting (``unread``) and the
readers that name such wishes (``caveats``, ``group_amounts``, the chat) return. ``Spans`` is the type of the spans
they pass about.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel

Spans = Sequence[tuple[int, int]]


class UnreadWish(BaseModel):
    """One wish the planner cannot keep: the words (``wish``) and why (``reason``)."""

    wish: str
    reason: str

    def __str__(self) -> str:
        return self.reason


def distinct(wishes: Sequence[UnreadWish]) -> list[UnreadWish]:
    """``wishes`` with each (words, reason) once: two readers naming the same words for the same reason are one wish
    ("add alcatraz and a sunset cruise" named the cruise twice), the first kept in its place."""
    kept: dict[tuple[str, str], UnreadWish] = {}
    for wish in wishes:
        kept.setdefault((wish.wish, wish.reason), wish)
    return list(kept.values())
