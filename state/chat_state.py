"""The chat graph's state: the conversation, the current request, its plan and verdict.

``messages`` is what a chat UI shows (LangGraph's ``add_messages``): the
user's turns, the clarifying questions and the replies, never the planner's
internal tool calls. ``trip``, ``plan`` and ``verdict`` are plain JSON values
(cheap checkpoints, readable over HTTP); the remaining keys are the
bookkeeping of one turn.
"""

from __future__ import annotations

from typing import Annotated, Literal

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages
from typing_extensions import TypedDict

TripFields = dict  # the TravelPlanner query fields: org, dest, days, visiting_city_number, date, people_number, local_constraint, budget
TRIP_FIELDS = ("org", "dest", "days", "visiting_city_number", "date", "people_number", "local_constraint", "budget")
ESSENTIALS = ("org", "dest", "date", "people_number", "budget")  # what a request needs before it can be planned


class ChatVerdict(TypedDict):
    """The checker's verdict on the delivered plan, for a chat client: the schema of ``Verdict.for_chat``.

    Not a verdict of its own: only that view builds it, so the chat can never say
    something the checker's ``Verdict`` does not.
    """

    status: Literal["valid", "invalid", "unsat"]
    official: bool  # passes the official TravelPlanner evaluation
    strict: bool  # passes the strict evaluation
    failed: list[str]  # the names of the failing constraints (official or strict)
    explanation: str  # one or two sentences a user can read


class ChatInput(TypedDict, total=False):
    """What a client sends: the new message(s), as Agent Chat UI does."""

    messages: Annotated[list[AnyMessage], add_messages]


class ChatOutput(TypedDict, total=False):
    """What a turn returns."""

    messages: Annotated[list[AnyMessage], add_messages]
    trip: TripFields | None
    plan: list[dict] | None
    verdict: ChatVerdict | None


class ChatState(TypedDict, total=False):
    messages: Annotated[list[AnyMessage], add_messages]
    trip: TripFields | None  # the current request, complete (it was planned, or is being planned)
    plan: list[dict] | None  # the delivered plan (the submission format's day dicts)
    verdict: ChatVerdict | None
    draft: TripFields | None  # the request being put together this turn (may still lack essentials)
    missing: list[str]  # the essentials the draft lacks: what the next question asks for
    problems: list[str]  # why this turn's message cannot be planned (the reply says so; nothing is planned)
    notes: list[str]  # what this turn changed, assumed or warns about (the reply lists them)
    edit: bool  # this turn edits the current trip (else it is a new trip)
    changed_days: list[int] | None  # days whose plan differs from the previous plan (None: nothing to compare with)
    kept: bool  # the previous plan still passed under the edited request and was kept as is
    spent: float | None  # the delivered plan's total cost
    disruption: str | None  # this turn reports a disruption of the plan (KIND:TARGET, e.g. flight:day1): it is repaired
    world: list[dict]  # what the thread's disruptions changed in the sandbox (RowChange values): later plans and repairs live in it
