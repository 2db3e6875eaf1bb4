"""The planning graph's state: the request, Σ, and what each node adds.

Lists that several branches append to carry ``operator.add``; Σ carries its
own reducer, the monitor. Outcomes and candidates are kept for every
bargaining iteration (finalize picks the best), and are told apart by their
``iteration`` field.
"""

from __future__ import annotations

import operator
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field
from typing_extensions import TypedDict  # on 3.11 pydantic builds Studio's JSON schema only from this one

from state.plan import Allocation, DayOutcome, DayTask, Feedback, Verdict
from state.sigma import Sigma, reduce_sigma
from state.trip import TripSpec
from tools.toolbox import ToolCallRecord


class RoleTrace(BaseModel):
    """One role's episode: what it saw, the tools it called, what it decided (training data)."""

    model_config = ConfigDict(frozen=True)

    role: str  # "extractor", "coordinator", "executor"
    iteration: int
    day: int | None = None
    attempt: int = 1
    observation: str = ""
    tool_calls: list[ToolCallRecord] = Field(default_factory=list)
    decision: str = ""


class Candidate(BaseModel):
    """One iteration's assembled plan with its verdict and reward."""

    model_config = ConfigDict(frozen=True)

    iteration: int
    plan: list[dict]
    verdict: Verdict
    reward: float
    day_costs: dict[int, float] = Field(default_factory=dict)
    route: list[str] = Field(default_factory=list)
    transport: str = ""


class PlanResult(BaseModel):
    """What the run delivers: the best plan over the iterations, in the submission format."""

    model_config = ConfigDict(frozen=True)

    plan: list[dict]
    verdict: Verdict
    iteration: int
    iterations: int
    route: list[str] = Field(default_factory=list)
    transport: str = ""
    budget: float = 0.0
    spent_by_day: dict[int, float] = Field(default_factory=dict)


class PlannerState(TypedDict, total=False):
    query: str | None
    spec: TripSpec | None
    sigma: Annotated[Sigma, reduce_sigma]
    iteration: int
    max_iterations: int  # K_max for this run (1 without bargaining)
    allocation: Allocation | None
    outcomes: Annotated[list[DayOutcome], operator.add]
    feedback: Annotated[list[Feedback], operator.add]
    verdict: Verdict | None
    candidates: Annotated[list[Candidate], operator.add]
    pending: list[int]  # days to send again (Σ-rejected commits, or days the checker faulted)
    resends: int
    repairs: int
    result: PlanResult | None
    error: str | None
    traces: Annotated[list[RoleTrace], operator.add]


class ExecutorInput(TypedDict):
    """The ``Send`` payload of one day executor: all it may see."""

    task: DayTask
    sigma: Sigma
    iteration: int
    attempt: int
    avoid: list[str]
    observation: str
