"""The planning graph's state: the request, Σ, and what each node adds.

Lists that several branches append to carry ``operator.add``; Σ carries its
own reducer, the monitor. Outcomes and candidates are kept for every
bargaining iteration (finalize picks the best), and are told apart by their
``iteration`` field. The delivered plan is stored once, in the public ``plan``;
its verdict, evaluations and account in ``result`` (a ``Delivery``: the
result without its plan; ``result_of`` joins them into the ``PlanResult``
scripts read), and its candidate's place in ``candidates`` holds a reference
(``Delivered``; ``candidates_of`` reads every candidate in full).
"""

from __future__ import annotations

import operator
from collections.abc import Mapping
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field
from typing_extensions import (
    TypedDict,  # on 3.11 pydantic builds Studio's JSON schema only from this one
)

from himap_travel.state.evaluation import Evaluation
from himap_travel.state.plan import Allocation, Certificate, DayOutcome, DayTask, Feedback, Verdict
from himap_travel.state.sigma import Sigma
from himap_travel.state.sigma_reducer import reduce_sigma
from himap_travel.state.trip import TripSpec
from himap_travel.state.world import RowChange


class Judgement(BaseModel):
    """The checker's verdict on a plan and what it was judged from, without the plan itself."""

    model_config = ConfigDict(frozen=True)

    verdict: Verdict
    official: Evaluation  # the evaluator's full reports, one per mode, kept so nothing scores the plan again
    strict: Evaluation
    iteration: int
    route: list[str] = Field(default_factory=list)
    transport: str = ""
    planner: str = Field(default="hierarchy", description="who planned it: 'hierarchy' (coordinator and day executors) or 'solver'")


class Judged(Judgement):
    """An assembled plan with the checker's verdict on it: what a candidate and the delivered result both are."""

    plan: list[dict[str, Any]]


class Candidate(Judged):
    """One iteration's assembled plan with its verdict and reward."""

    reward: float
    day_costs: dict[int, float] = Field(default_factory=dict)
    quality: int | None = Field(default=None, description="objective 'best': the plan's quality points (domain.evaluation.quality), "
                                                          "which rank candidates of equal reward; None under 'cheapest'")


class Delivery(Judgement):
    """What the state's ``result`` holds: the delivered plan's verdict, evaluations and account, without the plan.

    The plan is stored once, in the state's ``plan`` (the public key every graph answers with and the repair graph
    takes); a second copy in ``result`` doubled it in every checkpoint. ``result_of`` joins the two.
    """

    iterations: int
    budget: float = 0.0
    spent_by_day: dict[int, float] = Field(default_factory=dict)

    def with_plan(self, plan: list[dict[str, Any]]) -> PlanResult:
        """The whole result: this delivery and its plan."""
        return PlanResult(plan=plan, **{name: getattr(self, name) for name in Delivery.model_fields})


class PlanResult(Delivery, Judged):
    """What the run delivers, whole: the best plan over the iterations in the submission format, with its verdict,
    evaluations and account. Built where read (``result_of``); the state stores it as ``plan`` and ``result``."""

    def delivery(self) -> Delivery:
        """What the state stores of it in ``result`` (its plan goes to ``plan``)."""
        return Delivery(**{name: getattr(self, name) for name in Delivery.model_fields})


class Delivered(BaseModel):
    """The candidate a run delivered, by reference: its plan, evaluations, route and day costs are kept once, in the
    run's ``plan`` and ``result`` (``result_of``), not a second time in ``candidates``.

    finalize writes it in place of the candidate it delivered (``add_candidates``); ``candidates_of`` rebuilds the
    full ``Candidate``. It keeps what the result does not: the checker's own verdict (finalize may deliver
    another status), the reward and the quality that ranked it.
    """

    model_config = ConfigDict(frozen=True)

    index: int = Field(description="its place in ``candidates``")
    iteration: int
    verdict: Verdict
    reward: float
    quality: int | None = None

    def candidate(self, result: PlanResult | None) -> Candidate:
        """The full candidate, from the result it was delivered as.

        Fail closed: once a repair on the thread has delivered another plan, the result no longer holds this one,
        and asking for it is an error rather than the repaired plan under this candidate's name.
        """
        if result is None or result.iteration != self.iteration:
            raise LookupError(f"candidate {self.index} (iteration {self.iteration}) was delivered by reference, and the "
                              f"state's result is {'missing' if result is None else f'of iteration {result.iteration}'}")
        judged = {name: getattr(result, name) for name in Judged.model_fields if name != "verdict"}
        return Candidate(**judged, verdict=self.verdict, reward=self.reward, day_costs=result.spent_by_day, quality=self.quality)


def add_candidates(left: list[Candidate | Delivered] | None, right: list[Candidate | Delivered] | None) -> list[Candidate | Delivered]:
    """The reducer of ``candidates``: each check appends its candidate; a ``Delivered`` takes the place (its
    ``index``) of the candidate it stands for, so the delivered plan is stored once (in ``result``).

    A stored list given again (a repair run seeded with a finished run's state) adds up as it was stored: its
    ``Delivered`` comes at its own index. One that points past the list is an error, never appended elsewhere.
    """
    merged = list(left or [])
    for item in right or []:
        if isinstance(item, Delivered) and item.index < len(merged):
            merged[item.index] = item
        elif isinstance(item, Delivered) and item.index != len(merged):
            raise ValueError(f"a delivered candidate's reference to index {item.index} of a list of {len(merged)} candidates")
        else:
            merged.append(item)
    return merged


# Types that threads stored by earlier versions hold and no state annotation names any more: the checkpoint serializer
# keeps them on its allow-list (``execution.serialization``), so such a thread reads back whole, never as plain dicts.
# ``PlanResult``: a ``result`` stored with its plan, before the plan was stored once (``result_of`` reads it as it is).
STORED_BEFORE: tuple[type[BaseModel], ...] = (PlanResult,)


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
    result: Delivery | None  # the plan's verdict, evaluations and account (the plan is ``plan``; ``result_of`` joins them)
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
    candidates: Annotated[list[Candidate | Delivered], add_candidates]  # the delivered one by reference (read: candidates_of)
    pending: list[int]  # days to send again (Σ-rejected commits, or days the checker faulted)
    resends: int
    repairs: int
    rejections_seen: int  # Σ's rejection log length at the last join (join reads only what is newer)
    result: Delivery | None  # the delivered plan is ``plan``, stored once (``result_of``)
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


def candidates_of(state: PlannerState) -> list[Candidate]:
    """Every candidate in full: the delivered one (stored as a ``Delivered`` reference) rebuilt from ``result``."""
    return [candidate_in(state, item) for item in state.get("candidates") or []]


def candidate_in(state: PlannerState, item: Candidate | Delivered) -> Candidate:
    """One entry of ``candidates`` in full (see ``Delivered.candidate``)."""
    return item if isinstance(item, Candidate) else item.candidate(result_of(state))


def result_of(values: Mapping[str, Any]) -> PlanResult | None:
    """The delivered result whole, from a state's (or a run's output's) ``result`` and ``plan``; None: none delivered.

    A ``PlanResult`` stored whole (a thread written before the plan was stored once) is read as it is. Fail closed:
    a result without its plan is an error, never a result with no days.
    """
    stored = values.get("result")
    if stored is None or isinstance(stored, PlanResult):
        return stored
    if not isinstance(stored, Delivery):
        raise TypeError(f"the state's result is {type(stored).__name__}, not a Delivery")
    plan = values.get("plan")
    if plan is None:
        raise LookupError("the state holds a delivered result but no plan")
    return stored.with_plan(plan)


def latest_outcomes(state: PlannerState) -> dict[int, DayOutcome]:
    """The newest outcome of each day in the current iteration."""
    latest: dict[int, DayOutcome] = {}
    for outcome in state.get("outcomes") or []:
        if outcome.iteration == state.get("iteration"):
            latest[outcome.day] = outcome
    return latest
