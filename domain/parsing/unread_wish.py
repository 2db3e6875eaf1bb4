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
