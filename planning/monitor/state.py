"""The repair graph's state: the planner's state of the trip, plus what the run-time monitor adds.

A repair runs on the trip's own thread, so it extends ``PlannerState``
rather than copying it: Σ, the outcomes, the candidates and the delivered
plan are the trip's. ``world`` collects every change the thread's
disruptions made to the sandbox (a repair plans in all of them, not only
the latest); ``repair`` is what the last repair delivered and why.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field
from typing_extensions import TypedDict  # on 3.11 pydantic builds Studio's JSON schema only from this one

from himap_travel.planning.monitor.deps import DepsView
from himap_travel.planning.monitor.disruptions import Disruption, Impact
from himap_travel.state.graph_state import PlannerState
from himap_travel.state.plan import Certificate, Verdict
from himap_travel.state.trip import TripSpec
from himap_travel.state.world import RowChange

RepairLevel = Literal["none", "days", "coordinator", "solver"]


class DayChange(BaseModel):
    """One field of one day that the repair changed."""

    model_config = ConfigDict(frozen=True)
    day: int
    field: str
    before: str
    after: str


class Widened(BaseModel):
    """Days a repair changed outside the affected set, and why it had to: the proof that the affected days alone could not."""

    model_config = ConfigDict(frozen=True)
    days: list[int]
    why: str | None = Field(default=None, description="the exact solver's proof that no repair keeps every other day; "
                                                       "None: widened without one (never delivered by the ladder; the benchmark counts it)")


class RepairReport(BaseModel):
    """What a repair changed and why: the answer ``replan`` prints, and the benchmark's measurements."""

    model_config = ConfigDict(frozen=True)
    disruption: str
    reason: str
    status: str = Field(description="valid, invalid or unsat (the checker's verdict on the repaired plan)")
    level: RepairLevel = Field(description="none: the plan stands; days: the affected days re-planned; "
                                           "coordinator: the route had to change; solver: the exact solver planned the trip")
    affected_days: list[int] = Field(default_factory=list, description="what the dependency graph says cannot stay")
    released_days: list[int] = Field(default_factory=list,
                                     description="the days Σ released (the affected set, widened if the repair had to)")
    changed_days: list[int] = Field(default_factory=list, description="days whose plan differs from before")
    changes: list[DayChange] = Field(default_factory=list)
    certificate: Certificate | None = None
    explanation: str = ""
    today: int | None = Field(default=None, description="the trip's current day (--today); None: the disruption is before the trip")
    lived_days: list[int] = Field(default_factory=list, description="days already lived: never changed")
    past: list[str] = Field(default_factory=list, description="the fields of day `today` already past when the disruption struck")
    widened: Widened | None = Field(default=None, description="days changed outside the affected set, and the proof that they had to")


class RepairState(PlannerState, total=False):
    disruption: Disruption | None  # the disruption being repaired (the repair graph's input)
    impact: Impact | None
    deps: DepsView | None  # the dependency graph of the plan the disruption hit
    before: list[dict[str, Any]] | None  # that plan
    affected: list[int]
    released: list[int]  # every day Σ released in this repair
    replanning: list[int]  # the days the executors are re-planning now
    repair_from: int  # the first iteration of this repair: only its candidates may be delivered
    repair_level: RepairLevel
    route_lost: bool  # the monitor found the route cannot stand (a city lost every fitting listing): straight to the exact rung
    today: int | None  # the trip's current day (--today N): days before it are lived; None: before the trip
    lived: list[int]  # the lived days (never changed)
    past: list[str]  # the fields of day ``today`` already past (kept as they are)
    widen_proof: str | None  # the exact solver's proof that the affected days alone cannot be repaired (then, and only then, widen)
    repair: RepairReport | None



def before_of(state: RepairState) -> list[dict[str, Any]]:
    """The plan the disruption hit, as the monitor recorded it: every repair node after the monitor reads it."""
    before = state.get("before")
    if before is None:
        raise TypeError("the repair state holds no 'before' plan: the monitor runs first")
    return before


def impact_of(state: RepairState) -> Impact:
    """The monitor's assessment of the disruption: every repair node after the monitor reads it."""
    impact = state.get("impact")
    if impact is None:
        raise TypeError("the repair state holds no 'impact': the monitor runs first (and a disruption it refused ends the repair)")
    return impact

class RepairInput(TypedDict, total=False):
    """What a caller gives the served repair graph (``himap_travel_repair``; JSON over HTTP): a delivered trip and what happened.

    ``trip`` and ``plan`` are what a planning run delivered (its ``spec`` and ``plan``, or a chat thread's ``trip`` and
    ``plan``); on a thread that already holds a repaired trip, a ``disruption`` alone repairs it again.
    """

    trip: TripSpec  # the request's fields (org, dest, days, date, people_number, budget, local_constraint, ...)
    plan: list[dict[str, Any]]  # the delivered plan in the submission format: one object per day (days, current_city, transportation, ...)
    disruption: str | Disruption  # "flight:day1", or {"kind": "flight", "target": "day1"} (departs / amount for delay / price)
    world: list[RowChange]  # the changes earlier disruptions made (a repair's output ``world``): this one is repaired in that world
    today: int  # the trip's current day: the days before it are lived and never change (absent: before the trip)


class RepairOutput(TypedDict, total=False):
    """What the served repair graph delivers (the monitor's internals stay in the thread's state)."""

    plan: list[dict[str, Any]] | None  # the repaired plan (the submission format)
    status: str | None  # the repaired plan's verdict: valid, invalid, unsat, or error (no plan)
    verdict: Verdict | None
    repair: RepairReport | None  # what changed and why: the affected and changed days, the rung that repaired it
    world: list[RowChange]  # every change of the thread's disruptions so far: give it with the next disruption
    error: str | None
