"""What a message did to the request (``Understanding``), the record every reader of a message returns, and the
essentials a draft still lacks.

Its own module so that each reader (``understanding``, ``request_merge``, ``vague_start``,
``restated``) returns it without importing the others.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from himap_travel.domain.constraints import LOCAL
from himap_travel.domain.parsing.unread_wish import UnreadWish
from himap_travel.state.chat_state import ESSENTIALS, TripFields

NO_RULES = {c.row_key: None for c in LOCAL if c.official}  # TravelPlanner's four; ours appear once asked for


@dataclass
class Understanding:
    """What a message did to the request."""

    draft: TripFields
    missing: list[str]
    problems: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # what changed, or was warned about
    edit: bool = False  # an edit of the current trip (else a new trip, or the answer that completes one)
    unread: list[UnreadWish] = field(default_factory=list)  # the message's wishes no reader keeps: asked about first
    resumed: dict[str, Any] = field(default_factory=dict)  # what a "plan without it?" question held back, once it is settled


def missing_essentials(draft: TripFields) -> list[str]:
    """The essentials the draft lacks (several house rules need no choice: ``more house rules`` keeps the others)."""
    return [name for name in ESSENTIALS if draft.get(name) is None]


__all__ = ["NO_RULES", "Understanding", "missing_essentials"]
