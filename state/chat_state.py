"""The chat graph's state: the conversation, the current request, its plan and verdict.

``messages`` is what a chat UI shows (LangGraph's ``add_messages``): the
user's turns, the clarifying questions and the replies, never the planner's
internal tool calls. ``trip``, ``plan`` and ``verdict`` are plain JSON values
(cheap checkpoints, readable over HTTP). ``ChatState`` groups its keys by how
long they live: the thread's memory and this turn's values, all checkpointed
(a run cut between two nodes resumes from the last checkpoint with what the
first node handed on).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from langchain_core.messages import AnyMessage
from langgraph.graph.message import add_messages
from pydantic import BaseModel, Field
from typing_extensions import TypedDict

from himap_travel.state.plan import ChatVerdict
from himap_travel.state.trip import TRIP_FIELDS as TRIP_FIELDS  # its home is state/trip.py; importable here as before

# The chat's form of a request: a ``TripSpec``'s ``TRIP_FIELDS`` as JSON values (``TripSpec.as_trip``; back with
# ``TripSpec.from_trip``), cheap to checkpoint and read over HTTP; a draft's lacks what is still to be asked.
TripFields = dict[str, Any]
ESSENTIALS = ("org", "dest", "date", "people_number", "budget")  # what a request needs before it can be planned


# What a chat message is (``nodes.chat.intent`` reads it with rules, the LLM policy by structured output).
MessageKind = Literal["request", "edit", "preference", "question", "small_talk", "out_of_scope", "help", "cancel", "undo", "unknown"]
QualityPart = Literal["hotels", "restaurants", "sights", "humane_hours"]  # a part of the trip's quality a traveller can favour
# what "make it cheaper", "nicer hotels", ... favour ("overall": "make it nicer", the best trip with no part favoured)
PreferencePart = Literal["cheapest", "overall", QualityPart]
# What a question about the plan asks
PlanTopic = Literal["day_cost", "total", "day", "hotel", "travel", "stays", "changes", "dates", "party", "ratings"]
# ("changes": what the last change did to the trip and its plan, "what did you change?"; "dates": how long the trip is and
# when, "how many days is the trip?"; "party": who the trip is for, "how many people is this for?"; "ratings": how the
# plan's restaurants or sights are rated, "which restaurants are the best rated?")
OutOfScope = Literal["the weather", "visas and documents", "diets", "booking and payment", "insurance", "currency",
                     "car rental", "packing", "sending", "abroad", "other"]


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
    """The chat thread's state, by how long each key lives (``benchmarks/state_size.py --chat`` measures it).

    - The thread's memory: what a later turn reads (the conversation, the trip and its plan, the standing wish,
      what "undo" brings back). Checkpointed.
    - This turn's values: set anew by each turn (``understand``'s ``fresh``, or every branch that reads a message),
      and checkpointed because they are read after a run of the turn ends: after the turn (the FlexTravelBench
      replay records ``kept``, ``changed_days``, ``problems`` and ``turn_summary``'s line; the chat's tests read
      them), by the next message (an open question's ``draft`` and ``missing``), or by the run that resumes a
      question's interrupt (``asked_too``); the replay's fallback writes ``draft``, ``missing``, ``problems``,
      ``notes`` and ``edit`` with ``update_state`` in one run and plans in the next.
    - The hand-offs (``answer``, ``disruption``, ``given_up``): this turn's values that one node passes to a later one
      of its run and nothing reads after it. They are checkpointed all the same: a run cut after ``understand``
      (a killed process, a failed step) resumes from that checkpoint, and an untracked value would be gone (the
      reply then sent the plan for a message that asked a question). Each turn starts them cleared (``handoffs_cleared``).
    """

    # --- the thread's memory
    messages: Annotated[list[AnyMessage], add_messages]
    trip: TripFields | None  # the current request, complete (it was planned, or is being planned)
    plan: list[dict[str, Any]] | None  # the delivered plan (the submission format's day dicts)
    verdict: ChatVerdict | None
    spent: float | None  # the delivered plan's total cost
    day_costs: list[float] | None  # each delivered day's cost, as the budget check counts it (the reply and questions use it)
    quality: dict[str, Any] | None  # the delivered plan's quality parts (``evaluation.quality.Quality``)
    no_plan: dict[str, Any] | None  # why no plan exists and the offers that work ({"reason": str, "offers": [str]}), when none does
    # what the thread's disruptions changed in the sandbox (RowChange values): later plans and repairs live in it
    world: list[dict[str, Any]]
    objective: str | None  # what the thread asked to plan for ("cheapest" after "make it cheaper", "best" after "nicer
    # hotels"); None: the chat graph's own objective
    focus: str | None  # the quality part a "nicer ..." wish favours ("hotels"): later re-plans keep favouring it, as
    # "make it cheaper" keeps the lowest cost; None after "make it cheaper" or with no such wish
    previous: dict[str, Any] | None  # the trip and plan before the last change ("undo" brings them back; undoing twice redoes)
    earlier: list[dict[str, Any]]  # the versions before ``previous``, oldest first ("undo the last two changes",
    # "the version before we added the dog"; ``snapshot.KEPT_VERSIONS`` in all)
    planned_without: list[dict[str, Any]]  # wishes the user agreed to plan without (``UnreadWish`` values): every later plan reply
    # lists them as not kept, until taken back ("forget the pool") or a new trip

    # --- this turn's values (set by understand/ask, plan_trip or repair_trip; read by routing, reply and after the turn)
    draft: TripFields | None  # the request being put together this turn (may still lack essentials)
    missing: list[str]  # the essentials the draft lacks: what the next question asks for
    problems: list[str]  # why this turn's message cannot be planned (the reply says so; nothing is planned)
    notes: list[str]  # what this turn changed, assumed or warns about (the reply lists them)
    edit: bool  # this turn edits the current trip (else it is a new trip)
    changed_days: list[int] | None  # days whose plan differs from the previous plan (None: nothing to compare with)
    kept: bool  # the previous plan still passed under the edited request and was kept as is
    preference: str | None  # this turn re-plans the trip for a preference: "cheapest", or the quality part to favour
    cost_before: float | None  # the plan's cost before this turn's preference (the reply says how it moved)
    quality_before: dict[str, Any] | None  # the previous plan's, on a turn that re-planned for a preference
    favoured: str | None  # the preference a request said with it ("the nicest hotels"), on the turn of its first plan
    restored: bool  # this turn brought the previous trip and plan back ("undo"): nothing is planned
    asked_too: list[dict[str, Any]]  # questions said along with this turn's change (``MessageReading`` values, each with its words:
    # ``along.ASKED``): answered after the plan
    asked_about: str | None  # a disruption this turn's reply asked about ("Which restaurant is closed?"): the next message
    # is read with it ("the dinner one on day 2"), as the answer to that question

    # --- the hand-offs (this turn's values read only within its run; cleared as each turn starts)
    answer: str | None  # this turn's direct answer (help, small talk, a question about the
    # plan, ...): routing sends it to reply (or to question, which says it before asking again); nothing is planned
    disruption: str | None  # a disruption reported by this message (KIND:TARGET, e.g.
    # flight:day1): routing sends it to repair_trip
    disruptions_too: list[str]  # the others the same message reports, in the order said ("... and the hotel for night 1
    # is overbooked"): repair_trip repairs each in turn after ``disruption``
    given_up: list[str]  # what plan_trip's re-plan gave up to get there (meals skipped,
    # lower ratings, a longer drive): reply says it


def handoffs_cleared() -> dict[str, Any]:
    """The hand-offs as a turn starts (``understand``, ``ask`` and the replay's fallback write them so): a value
    one turn handed on must never reach the next turn's routing or reply."""
    return {"answer": None, "disruption": None, "disruptions_too": [], "given_up": []}
