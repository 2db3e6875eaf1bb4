"""The repair graph's state: the planner's state of the trip, plus what the run-time monitor adds.

A repair runs on the trip's own thread, so it extends ``PlannerState``
rather than copying it: Σ, the outcomes, the candidates and the delivered
plan are the trip's. ``world`` collects every change the thread's
disruptions made to the sandbox (a repair plans in all of them, not only
the latest); ``repair`` is what the last repair delivered and why.
"""

from __future__ import annotations

import operator
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from monitor.deps import DepsView
from monitor.disruptions import Disruption, Impact
from state.graph_state import PlannerState
from state.plan import Certificate
from tools.unavailable import RowChange

RepairLevel = Literal["none", "days", "coordinator", "solver"]


class DayChange(BaseModel):
    """One field of one day that the repair changed."""

    model_config = ConfigDict(frozen=True)
    day: int
    field: str
    before: str
    after: str


class RepairReport(BaseModel):
    """What a repair changed and why: the answer ``replan`` prints, and the benchmark's measurements."""

    model_config = ConfigDict(frozen=True)
    disruption: str
    reason: str
    status: str = Field(description="valid, invalid or unsat (the checker's verdict on the repaired plan)")
    level: RepairLevel = Field(description="none: the plan stands; days: the affected days re-planned; "
                                           "coordinator: the route had to change; solver: the exact solver planned the trip")
    affected_days: list[int] = Field(default_factory=list, description="what the dependency graph says cannot stay")
    released_days: list[int] = Field(default_factory=list, description="the days Σ released (the affected set, widened if the repair had to)")
    changed_days: list[int] = Field(default_factory=list, description="days whose plan differs from before")
    changes: list[DayChange] = Field(default_factory=list)
    certificate: Certificate | None = None
    explanation: str = ""


class RepairState(PlannerState, total=False):
    disruption: Disruption | None  # the disruption being repaired (the repair graph's input)
    impact: Impact | None
    world: Annotated[list[RowChange], operator.add]  # every sandbox change of this thread's disruptions
    deps: DepsView | None  # the dependency graph of the plan the disruption hit
    before: list[dict] | None  # that plan
    affected: list[int]
    released: list[int]  # every day Σ released in this repair
    replanning: list[int]  # the days the executors are re-planning now
    repair_from: int  # the first iteration of this repair: only its candidates may be delivered
    repair_level: RepairLevel
    route_lost: bool  # the monitor found the route cannot stand (a city lost every fitting listing): straight to the coordinator
    repair: RepairReport | None
