"""The chat graph's conditional edges: ask while essentials are missing, reply when the message cannot be planned."""

from __future__ import annotations

from typing import Literal

from state.chat_state import ChatState


def after_understanding(state: ChatState) -> Literal["reply", "question", "plan_trip"]:
    """After ``understand`` or ``ask``: a problem is answered, a gap is asked about, a complete request is planned."""
    if state.get("problems"):
        return "reply"
    if state.get("missing"):
        return "question"
    return "plan_trip"
