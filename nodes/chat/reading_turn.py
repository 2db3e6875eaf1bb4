"""One message being read (``Turn``): the text as read, the thread's state, whether a question is open, the
message's intent, and the values some reading steps need, each worked out once when first needed; with the helpers
the steps share (a reading noted with how its words were taken, the opening request read again).

``Step`` and ``Later`` are the two kinds of step ``understand`` tries in order (``before_parsing``, ``after_parsing``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.intent_words import LEAD
from himap_travel.nodes.chat.message_effect import Understanding
from himap_travel.nodes.chat.said_before import BUDGET_LIFTED, offered_budget, opening_message
from himap_travel.nodes.chat.understanding import understand_message
from himap_travel.nodes.chat.wishes import dropped_now, left_out
from himap_travel.planning.runtime.resources import resources_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.chat_state import ChatState, MessageReading


@dataclass
class Turn:
    """The message being read and what every reading step of it shares: the text as read, the thread's state, whether
    a question is open (``pending``) and "plan without it?" among them (``asked``), the message's intent (read once,
    first: the LLM policy asks the model), and the values some steps need, each worked out once when first needed."""

    text: str
    state: ChatState
    settings: PlannerSettings
    pending: bool
    fresh: dict[str, Any]
    intent: MessageReading | None
    asked: bool

    @cached_property
    def sandbox(self) -> Sandbox:
        return resources_of(self.settings).sandbox

    @property
    def plan(self) -> list[dict[str, Any]] | None:
        return self.state.get("plan")

    @property
    def editing(self) -> bool:
        """A trip is planned and no question is open: the message may edit the trip."""
        return bool(self.state.get("trip")) and not self.pending

    @property
    def valid(self) -> bool:
        """The plan passes its checks (a meal or the stays changed in it are checked again)."""
        verdict: dict[str, Any] = dict(self.state.get("verdict") or {})
        return verdict.get("status") == "valid"

    @cached_property
    def dropped(self) -> list[dict[str, Any]]:
        """The wishes planned without that the message takes back ("forget the pool": off the list)."""
        return dropped_now(self.text, self.state) if self.editing else []

    @cached_property
    def lifted(self) -> int | None:
        """"drop the budget cap" after "no plan: the cheapest costs $1,716": that budget (a plan needs one)."""
        return offered_budget(self.text, self.state) if self.editing and BUDGET_LIFTED.search(self.text) else None


# A step before the trip parser reads the message: the message's update when the step takes it, else None.
Step = Callable[[Turn], dict[str, Any] | None]
# A step after it: the reading as it now is (put right, or as it was), or the message's update when the step answers it.
Later = Callable[[Turn, Understanding], Understanding | dict[str, Any]]

# A question asking for information about the plan ("where do we sleep ...", "what's ...", "how long ..."), never "what
# about 3 of us?", "how about March 5?" or "what if we add a day?" (changes said as questions); after the words a question
# may open with (``LEAD``: "great, what day is the alamo", "ok cool, what day is ..."), as the question readers read it
WH_ASKED = lazy_compile(LEAD + r"(?:where|wheres|where's|what|whats|what's|which|when|whens|who|how|hows|how's)\b"
                       r"(?!\s+(?:about|if|abt)\b)(?![^?]*\b(?:instead|rather|change|switch|make\s+it)\b)", re.IGNORECASE)


def noted_as(again: Understanding, note: str) -> Understanding:
    """A message read again in other words (as corrected, a rating's venue named): its reading, with the note saying how
    the words were taken."""
    return Understanding(draft=again.draft, missing=again.missing, problems=[], notes=[*again.notes, note],
                         edit=again.edit, unread=again.unread, resumed=again.resumed)


def edit_reader(settings: PlannerSettings) -> Callable[[str, dict[str, Any]], Understanding]:
    """The trip parser reading words as an edit of a given version of the trip (``undo.before_change``)."""
    sandbox = resources_of(settings).sandbox
    return lambda words, trip: understand_message(words, sandbox, trip)


def first_request(state: ChatState, sandbox: object) -> Understanding | None:
    """The message that opened the trip, read again as a request of its own (None when there is none)."""
    opening = opening_message(state, sandbox)
    return understand_message(opening, sandbox, None) if opening else None


def taken_back(update: dict[str, Any], state: ChatState, dropped: list[dict[str, Any]]) -> dict[str, Any]:
    """The wishes planned without that the message takes back, as the update says it ("left out, as you said")."""
    if not dropped:
        return {}
    gone = left_out(state, dropped)
    return {**gone, "notes": [*(update.get("notes") or []), *gone["notes"]]}
