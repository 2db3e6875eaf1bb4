"""The chat graph's conditional edges.

Repair a reported disruption, ask while essentials are missing, reply when the message cannot be planned.
"""

from __future__ import annotations

from typing import Literal

from himap_travel.state.chat_state import ChatState


def after_understanding(state: ChatState) -> Literal["reply", "question", "plan_trip", "repair_trip"]:
    """After ``understand`` or ``ask``: a problem is answered, a disruption repaired, a gap asked about, a complete request planned."""
    if state.get("answer") and state.get("missing") and state.get("draft") is not None:
        return "question"  # answered directly while a question is open: the question is asked again (its card stays)
    if state.get("answer") or state.get("restored"):  # answered directly (help, a question about the plan, cancel, ...): nothing to plan
        return "reply"
    if state.get("disruption"):
        return "repair_trip"
    if state.get("problems"):
        return "reply"
    if state.get("missing"):
        return "question"
    return "plan_trip"
