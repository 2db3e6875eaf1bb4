"""What flows between the planning nodes: day tasks, day plans, feedback, verdicts.

A ``DayTask`` is the coordinator's sub-goal z_d for one day; a ``DayPlan`` is
the day in the TravelPlanner submission format; ``Infeasibility`` is the
executor's typed bargaining signal; a ``Verdict`` is the checker's, the one
verdict type: what a caller needs less of is a view of it (``Verdict.for_chat``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator
from typing_extensions import TypedDict  # on 3.11 pydantic builds a JSON schema only from this one

from himap_travel.state.days import DayRole, Meal
from himap_travel.state.sigma import CommitDay
from himap_travel.state.trip import REGISTERED, LocalConstraint, TransportMode

if TYPE_CHECKING:
    from himap_travel.state.evaluation import Evaluation

ViolationType = Literal["budget", "time", "availability"]  # why a day cannot be planned as tasked
EMPTY = "-"


def writable(name: str, sight: bool = False) -> bool:
    """Names a plan can carry intact: no newline; a sight also no ';' (only the attraction field is ';'-separated)."""
    return "\n" not in name and not (sight and ";" in name)


class Record(BaseModel):
    """What flows between nodes is immutable: a node's output is never changed in place."""

    model_config = ConfigDict(frozen=True)


class PlanningError(RuntimeError):
    """A request the coordinator cannot turn into any plan (no route, no lodging, no transport)."""


class Leg(Record):
    """An inter-city move on a travel day, with the mode the coordinator locked for it."""

    origin: str
    destination: str
    mode: TransportMode
    planned_times: tuple[str, str] | None = Field(
        default=None,
        description="departure and arrival of the flight the day was planned around (set by the run-time monitor): "
        "a replacement flight should leave room for the day's meals and sights as that one did",
    )


class MealSlot(Record):
    """A meal the day should have: where, whether it is required, what it must cover."""

    slot: Meal
    city: str
    required: bool = True
    cuisine: str | None = Field(default=None, description="a requested cuisine this meal must serve")
    # the cuisine is wished for at this meal ("a Mexican dinner": ``meal_wishes``), so no other meal of the day serves it
    at_this_meal: bool = Field(default=False, description="the cuisine must be served at this meal, not another")
    suggestion: str | None = Field(default=None, description="the coordinator's pick, 'Name, City'")


class DayTask(Record):
    """The coordinator's sub-goal for one day (all an executor sees of the trip)."""

    day: int
    date: str
    role: DayRole
    city: str = Field(description="the city of the day's activities and night (the arrival city on a travel day)")
    leg: Leg | None = None
    people: int
    budget_total: float
    budget_hint: float = Field(description="soft prior for the day's spend; Σ enforces the total")
    accommodation: str | None = Field(default=None, description="the stay's listing, 'Name, City'; None on the last day")
    nights_in_stay: int = 0
    cuisines: list[str] = Field(default_factory=list, description="requested cuisines this day should cover")
    meals: list[MealSlot] = Field(default_factory=list, description="meal slots to fill, in order")
    attraction_city: str | None = Field(default=None, description="where the day's attractions are; None for none")
    attractions: int = Field(default=1, description="how many attractions to plan")
    attractions_required: bool = True
    suggested_restaurants: list[str] = Field(default_factory=list)
    suggested_attractions: list[str] = Field(default_factory=list)
    constraints: LocalConstraint = Field(default_factory=LocalConstraint)
    objective: Literal["best", "cheapest"] = Field(
        default="cheapest", description="what the day spends its slack on: 'best', a better trip (flights that leave time "
                                        "for meals and sights at humane hours); 'cheapest', nothing (the run setting's value)")

    @property
    def current_city(self) -> str:
        return f"from {self.leg.origin} to {self.leg.destination}" if self.leg else self.city


class DayPlan(Record):
    """One day in the submission format (``"Name, City"`` entries, ``"-"`` for none)."""

    day: int
    current_city: str
    transportation: str = EMPTY
    breakfast: str = EMPTY
    attraction: str = EMPTY
    lunch: str = EMPTY
    dinner: str = EMPTY
    accommodation: str = EMPTY

    def to_submission(self) -> dict[str, object]:
        row = self.model_dump(exclude={"day"})
        return {"days": self.day, **row}


class Infeasibility(Record):
    """An executor's typed rejection of its sub-goal (the bargaining signal)."""

    status: Literal["infeasible"] = "infeasible"
    day: int
    deficit: float = 0.0
    violation_type: ViolationType
    reason: str


# The hard constraints a certificate can name (the registry's lines, ``state.trip.REGISTERED``), or the trip's shape.
if TYPE_CHECKING:
    CertificateKind = str  # a type checker cannot run the registry: any name here (the test of the registry checks them)
else:
    CertificateKind = Literal[(*(line.key for line in REGISTERED), "structure")]


class Certificate(Record):
    """The exact solver's proof that no plan exists: what cannot be met, and by how much."""

    kinds: list[CertificateKind]
    message: str
    cheapest_cost: float | None = Field(default=None, description="the cheapest plan meeting everything but the budget")
    deficit: float | None = Field(default=None, description="how far that plan is over the budget")


Status = Literal["valid", "invalid", "unsat"]  # a verdict's status: the one vocabulary of the checker, the CLI and the chat


class ChatVerdict(TypedDict):
    """The checker's verdict on the delivered plan, for a chat client: the schema of ``Verdict.for_chat``.

    Not a verdict of its own: only that view builds it, so the chat can never say
    something the checker's ``Verdict`` does not.
    """

    status: Status
    official: bool  # passes the official TravelPlanner evaluation
    strict: bool  # passes the strict evaluation
    failed: list[str]  # the names of the failing constraints (official or strict)
    explanation: str  # one or two sentences a user can read
    total_cost: float | None  # the delivered plan's total cost (None: no plan delivered)


class Verdict(Record):
    """The checker's judgement of an assembled plan.

    It cannot contradict itself: a ``valid`` verdict passes strict mode and lists no failure, deficit or
    certificate (what only the official scorer's quirks fail is a ``note``), so nothing downstream can print
    "valid" beside a list of failures.
    """

    status: Status
    official_pass: bool
    strict_pass: bool
    fault_days: list[int] = Field(default_factory=list)
    failures: list[str] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list,
                             description="what a valid plan fails in the official scorer only, and why that is accepted")
    total_cost: float | None = None
    deficit: float = 0.0
    certificate: Certificate | None = Field(default=None, description="unsat proven by the exact solver: why")

    @model_validator(mode="after")
    def _consistent(self) -> Verdict:
        if self.status == "valid" and (self.failures or not self.strict_pass or self.deficit > 0 or self.certificate or self.fault_days):
            raise ValueError("a valid verdict passes strict mode with no failure, fault day, deficit or certificate")
        return self

    def for_chat(self, official: Evaluation | None = None, strict: Evaluation | None = None) -> ChatVerdict:
        """The chat's view of this verdict (``ChatVerdict``): the few fields a chat client shows, and a sentence.

        ``official`` and ``strict`` are the evaluations of the delivered plan: the client sees the passes they
        scored and the names of the checks they fail (a repair that fails closed downgrades the status, not
        the scores). With no plan delivered neither is given: the client sees this verdict's own passes and no
        check names.
        """
        if official is None or strict is None:
            official_pass, strict_pass, failed = self.official_pass, self.strict_pass, []
        else:
            official_pass, strict_pass = official.final_pass, strict.final_pass
            failed = list(dict.fromkeys([*official.failed_checks(), *strict.failed_checks()]))
        return {"status": self.status, "official": official_pass, "strict": strict_pass, "failed": failed,
                "explanation": self._explain(official_pass and strict_pass, failed),
                "total_cost": self.total_cost if official is not None and strict is not None else None}

    def _explain(self, both_pass: bool, failed: list[str]) -> str:
        """One or two sentences a user can read: ``failed`` names the checks, ``failures`` say why."""
        if self.status == "valid" and both_pass:
            return "All 13 constraints pass, in the official and the strict evaluation."
        if self.status == "valid":  # the checker's rule: strict passes, official fails only its own destination rule
            return (f"Valid for the destination as given (strict evaluation passes); the official evaluation fails "
                    f"{', '.join(failed) or 'a check'} (official mode only).")
        reasons = "; ".join(self.failures[:5]) or ", ".join(failed)
        over = f" The cheapest plan found is over the budget by ${self.deficit:,.2f}." if self.deficit else ""
        return f"{'No plan meets the request' if self.status == 'unsat' else 'The plan breaks some constraints'}: {reasons}.{over}"


class Allocation(Record):
    """The coordinator's ``distribute_task`` decision: the route, the mode and one task per day."""

    route: list[str]
    transport: str = Field(description="'self-driving', or the mix of 'flight'/'taxi' used")
    tasks: list[DayTask]
    estimated_cost: float
    deficit: float = Field(default=0.0, description="how far the cheapest plan found exceeds the budget")
    alternatives: int = Field(default=0, description="other routes the coordinator could fall back on")
    rationale: str = ""


class Feedback(Record):
    """What the coordinator hears back after an iteration (the bargaining message)."""

    iteration: int
    infeasible: list[Infeasibility] = Field(default_factory=list)
    verdict: Verdict | None = None
    route: list[str] = Field(default_factory=list)
    transport: str = ""
    keep_route: bool = Field(default=False, description="a repair after a disruption: change as few of the route's cities "
                                                         "and legs as will work (the days they fix are kept)")


class DayOutcome(Record):
    """An executor's answer for its day: a plan and Σ's commit, or a typed infeasibility."""

    iteration: int
    day: int
    attempt: int = 1
    plan: DayPlan
    cost: float = 0.0
    commit: CommitDay | None = Field(default=None, description="the commit the executor sends to Σ")
    infeasible: Infeasibility | None = None
    tool_calls: int = 0

    @classmethod
    def of(
        cls, task: DayTask, iteration: int, attempt: int, tool_calls: int, *, plan: DayPlan | None = None,
        cost: float = 0.0, commit: CommitDay | None = None, infeasible: Infeasibility | None = None,
    ) -> DayOutcome:
        """An executor's answer for ``task``; a day with no plan of its own is its city and nothing else."""
        plan = plan or DayPlan(day=task.day, current_city=task.current_city)
        return cls(iteration=iteration, day=task.day, attempt=attempt, plan=plan, cost=cost, commit=commit,
                   infeasible=infeasible, tool_calls=tool_calls)
