"""The planning graph's state: the request, Σ, and what each node adds.

Lists that several branches append to carry ``operator.add``; Σ carries its
own reducer, the monitor. Outcomes and candidates are kept for every
bargaining iteration (finalize picks the best), and are told apart by their
``iteration`` field.
"""

from __future__ import annotations

import operator
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field
from typing_extensions import (
    TypedDict,  # on 3.11 pydantic builds Studio's JSON schema only from this one
)

from himap_travel.state.evaluation import Evaluation
from himap_travel.state.plan import Allocation, Certificate, DayOutcome, DayTask, Feedback, Verdict
from himap_travel.state.sigma import Sigma, reduce_sigma
from himap_travel.state.trip import TripSpec
from himap_travel.state.world import RowChange


class Judged(BaseModel):
    """An assembled plan with the checker's verdict on it: what a candidate and the delivered result both are."""

    model_config = ConfigDict(frozen=True)

    plan: list[dict[str, Any]]
    verdict: Verdict
    official: Evaluation  # the evaluator's full reports, one per mode, kept so nothing scores the plan again
    strict: Evaluation
    iteration: int
    route: list[str] = Field(default_factory=list)
    transport: str = ""
    planner: str = Field(default="hierarchy", description="who planned it: 'hierarchy' (coordinator and day executors) or 'solver'")


class Candidate(Judged):
    """One iteration's assembled plan with its verdict and reward."""

    reward: float
    day_costs: dict[int, float] = Field(default_factory=dict)
    quality: int | None = Field(default=None, description="objective 'best': the plan's quality points (domain.evaluation.quality), "
                                                          "which rank candidates of equal reward; None under 'cheapest'")


class PlanResult(Judged):
    """What the run delivers: the best plan over the iterations, in the submission format."""

    iterations: int
    budget: float = 0.0
    spent_by_day: dict[int, float] = Field(default_factory=dict)


class SigmaSummary(TypedDict):
    """Σ's budget account of the delivered plan."""

    budget: float
    used: float
    remaining: float
    by_day: dict[int, float]


class FieldWarning(BaseModel):
    """A field of a structured request (``spec``) that its own text (``spec.query``) states otherwise.

    The run plans from the field, as ``bench run`` plans a benchmark row, and
    says so: the field, what the text states and what the field holds (both
    as shown, e.g. ``1400.0`` and ``99000.0``).
    """

    model_config = ConfigDict(frozen=True)

    field: str
    text: str
    value: str

    def __str__(self) -> str:
        return f"spec.query says {self.field} {self.text} but spec.{self.field} is {self.value}; planned from spec.{self.field}"


class PlannerInput(TypedDict, total=False):
    """What a caller gives: the request in plain English, or its structured fields."""

    query: str | None
    spec: TripSpec | dict[str, Any] | None  # a TripSpec, or a dict of its fields (JSON over HTTP)
    world: list[RowChange] | None  # the disruptions the trip has had so far (a chat thread's): the run plans in that world


class PlannerOutput(TypedDict, total=False):
    """What a run delivers (internals such as Σ's log stay in the state; traces go out on the custom stream)."""

    spec: TripSpec | None
    plan: list[dict[str, Any]] | None
    verdict: Verdict | None
    status: str | None  # "valid", "invalid", "unsat", or "error" (nothing could be planned)
    sigma_summary: SigmaSummary | None
    result: PlanResult | None  # all of the above as one object, for scripts
    error: str | None
    warnings: list[FieldWarning] | None  # fields of a given spec that its own query text states otherwise


class PlannerState(TypedDict, total=False):
    query: str | None
    spec: TripSpec | dict[str, Any] | None  # a dict only until extract has validated it
    world: Annotated[list[RowChange], operator.add]  # every sandbox change of the thread's disruptions (see domain.sandbox.world)
    sigma: Annotated[Sigma, reduce_sigma]
    iteration: int
    max_iterations: int  # K_max for this run (1 without bargaining)
    allocation: Allocation | None
    allocations_tried: list[str]  # each iteration's allocation as a digest (``coordinator.allocation_key``): never repeated
    stalled: str | None  # why bargaining ended early (the coordinator would have repeated an earlier allocation)
    outcomes: Annotated[list[DayOutcome], operator.add]
    feedback: Annotated[list[Feedback], operator.add]
    verdict: Verdict | None
    candidates: Annotated[list[Candidate], operator.add]
    pending: list[int]  # days to send again (Σ-rejected commits, or days the checker faulted)
    resends: int
    repairs: int
    rejections_seen: int  # Σ's rejection log length at the last join (join reads only what is newer)
    result: PlanResult | None
    plan: list[dict[str, Any]] | None
    status: str | None
    sigma_summary: SigmaSummary | None
    error: str | None
    solved: bool  # the exact solver has run (it runs at most once)
    certificate: Certificate | None  # its proof that no plan exists
    warnings: list[FieldWarning]  # fields of a given spec that its own query text states otherwise (extract)
    role_calls: Annotated[dict[str, int], add_counts]  # traces sent on the custom stream, by role (the traces are not kept)


class ExecutorInput(TypedDict):
    """The ``Send`` payload of one day executor: all it may see."""

    task: DayTask
    sigma: Sigma
    iteration: int
    attempt: int
    avoid: list[str]
    observation: str
    world: list[RowChange]  # the world the day is planned in (the thread's disruptions)


def add_counts(left: dict[str, int] | None, right: dict[str, int] | None) -> dict[str, int]:
    """The reducer of counters: counts add up by key."""
    merged = dict(left or {})
    for key, count in (right or {}).items():
        merged[key] = merged.get(key, 0) + count
    return merged


def iteration_counters(rejections_seen: int) -> dict[str, Any]:
    """What a new bargaining or repair iteration starts from: no day pending, no re-send or repair spent yet.

    ``rejections_seen``: Σ's rejection log length when the iteration starts (join reads only what is newer).
    """
    return {"pending": [], "resends": 0, "repairs": 0, "rejections_seen": rejections_seen}


def trip_of(state: PlannerState) -> TripSpec:
    """The request as extract validated it: what every node after extract reads (``spec`` is typed wider, a dict of
    fields being a caller's input until then).

    Fail closed: a node that runs without a validated spec (before extract, or on a state that lost it) stops here
    with a clear error rather than reading a field of a dict or of None.
    """
    spec = state.get("spec")
    if not isinstance(spec, TripSpec):
        raise TypeError(f"the state's spec is {type(spec).__name__}, not the TripSpec extract validates: extract runs first")
    return spec


def latest_outcomes(state: PlannerState) -> dict[int, DayOutcome]:
    """The newest outcome of each day in the current iteration."""
    latest: dict[int, DayOutcome] = {}
    for outcome in state.get("outcomes") or []:
        if outcome.iteration == state.get("iteration"):
            latest[outcome.day] = outcome
    return latest
