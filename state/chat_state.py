"""The chat graph's state: the conversation, the current request, its plan and verdict.

``messages`` is what a chat UI shows (LangGraph's ``add_messages``): the
user's turns, the clarifying questions and the replies, never the planner's
internal tool calls. ``trip``, ``plan`` and ``verdict`` are plain JSON values
(cheap checkpoints, readable over HTTP); the remaining keys are the
bookkeeping of one turn. Each turn sets those anew; they stay in the thread's
checkpoints because a turn's outcome (``kept``, ``changed_days``, an open
question's ``draft`` and ``missing``) is read from the thread after the turn
(the FlexTravelBench replay), and most pass through two nodes (``understand``
→ ``plan_trip`` → ``reply``), longer than LangGraph's ``EphemeralValue``
lasts. They are 2% of a 10-turn thread's checkpointed bytes, the conversation
half (``benchmarks/state_size.py --chat``).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages
from pydantic import BaseModel, Field
from typing_extensions import TypedDict

from himap_travel.state.plan import ChatVerdict

# the TravelPlanner query fields: org, dest, days, visiting_city_number, date, people_number, local_constraint, budget
TripFields = dict[str, Any]
TRIP_FIELDS = ("org", "dest", "days", "visiting_city_number", "date", "people_number", "local_constraint", "budget")
ESSENTIALS = ("org", "dest", "date", "people_number", "budget")  # what a request needs before it can be planned


# What a chat message is (``nodes.chat.intent`` reads it with rules, the LLM policy by structured output).
MessageKind = Literal["request", "edit", "preference", "question", "small_talk", "out_of_scope", "help", "cancel", "undo", "unknown"]
QualityPart = Literal["hotels", "restaurants", "sights", "humane_hours"]  # a part of the trip's quality a traveller can favour
PreferencePart = Literal["cheapest", QualityPart]  # what "make it cheaper", "nicer hotels", ... favour
PlanTopic = Literal["day_cost", "total", "day", "hotel", "travel", "stays"]  # what a question about the plan asks
OutOfScope = Literal["the weather", "visas and documents", "diets", "booking and payment", "insurance", "currency",
                     "car rental", "packing", "other"]


class MessageReading(BaseModel):
    """What one chat message asks for: its kind, and the preference, topic, day or out-of-scope subject it names."""

    kind: MessageKind
    preference: PreferencePart | None = Field(default=None, description="with kind 'preference': what to favour")
    topic: PlanTopic | None = Field(default=None, description="with kind 'question': what about the plan is asked")
    day: int | None = Field(default=None, ge=-1, le=30, description="the day a question names (1-based; -1 the last day)")
    subject: OutOfScope | None = Field(default=None, description="with kind 'out_of_scope': the subject")


class ChatInput(TypedDict, total=False):
    """What a client sends: the new message(s), as Agent Chat UI does."""

    messages: Annotated[list[AnyMessage], add_messages]


class ChatOutput(TypedDict, total=False):
    """What a turn returns."""

    messages: Annotated[list[AnyMessage], add_messages]
    trip: TripFields | None
    plan: list[dict[str, Any]] | None
    verdict: ChatVerdict | None


class ChatState(TypedDict, total=False):
    messages: Annotated[list[AnyMessage], add_messages]
    trip: TripFields | None  # the current request, complete (it was planned, or is being planned)
    plan: list[dict[str, Any]] | None  # the delivered plan (the submission format's day dicts)
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
    # what the thread's disruptions changed in the sandbox (RowChange values): later plans and repairs live in it
    world: list[dict[str, Any]]
    day_costs: list[float] | None  # each delivered day's cost, as the budget check counts it (the reply and questions use it)
    answer: str | None  # this turn's direct answer (help, small talk, a question about the plan, ...): nothing is planned
    preference: str | None  # this turn re-plans the trip for a preference: "cheapest", or the quality part to favour
    cost_before: float | None  # the plan's cost before this turn's preference (the reply says how it moved)
    objective: str | None  # what the thread asked to plan for ("cheapest" after "make it cheaper", "best" after "nicer
    # hotels"); None: the chat graph's own objective
    focus: str | None  # the quality part a "nicer ..." wish favours ("hotels"): later re-plans keep favouring it, as
    # "make it cheaper" keeps the lowest cost; None after "make it cheaper" or with no such wish
    quality: dict[str, Any] | None  # the delivered plan's quality parts (``evaluation.quality.Quality``)
    quality_before: dict[str, Any] | None  # the previous plan's, on a turn that re-planned for a preference
    previous: dict[str, Any] | None  # the trip and plan before the last change ("undo" brings them back; undoing twice redoes)
    restored: bool  # this turn brought the previous trip and plan back ("undo"): nothing is planned
    no_plan: dict[str, Any] | None  # why no plan exists and the offers that work ({"reason": str, "offers": [str]}), when none does
    given_up: list[str]  # what a re-plan gave up to get there (meals skipped, lower ratings, a longer drive): the reply says it
    asked_too: list[dict[str, Any]]  # questions said along with this turn's change (``MessageReading`` values): answered after the plan
    planned_without: list[dict[str, Any]]  # wishes the user agreed to plan without (``UnreadWish`` values): every later plan reply
    # lists them as not kept, until taken back ("forget the pool") or a new trip
