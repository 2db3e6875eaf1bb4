"""One request, solved: gather the facts, solve within a time limit, write the plan or prove there is none."""

from __future__ import annotations

import time
from typing import Any, Literal

from pydantic import BaseModel, Field

from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.planning.policies.expert.route_planner import transport_family
from himap_travel.planning.runtime.names import ObjectiveName
from himap_travel.planning.solver.certificate import budget_certificate, rules_certificate
from himap_travel.planning.solver.facts import OutOfTime, SearchCache, TripFacts, gather
from himap_travel.planning.solver.model import Solution, TripModel, possible_leg_days, splits
from himap_travel.planning.solver.render import render
from himap_travel.state.chat_state import QualityPart
from himap_travel.state.plan import Certificate
from himap_travel.state.trip import TripSpec

DEFAULT_TIME_LIMIT = 10.0  # seconds per solve
WRITE_SECONDS = 0.25  # kept back from a best solve's limit for writing its plan: the whole call ends within the limit


class SolverResult(BaseModel):
    """``plan``: a plan within every constraint; ``unsat``: proven none, with why (for the budget, with the cheapest
    plan that keeps every other constraint: what a traveller is shown); ``unknown``: time ran out."""

    status: Literal["plan", "unsat", "unknown"]
    optimal: bool = Field(default=False, description="the plan is proven optimal for its objective (the cheapest, or the best)")
    objective: ObjectiveName = Field(default="cheapest", description="what the plan was optimized for")
    quality: int | None = Field(default=None,
                                description="best: the plan's quality points (domain.evaluation.quality; a focus counted twice)")
    plan: list[dict[str, Any]] | None = None
    cost: float | None = None
    route: list[str] = Field(default_factory=list)
    transport: str = ""
    certificate: Certificate | None = None
    seconds: float = 0.0
    searches: int = 0


def solve_trip(spec: TripSpec, sandbox: Sandbox, time_limit: float = DEFAULT_TIME_LIMIT,
               objective: ObjectiveName = "cheapest", focus: QualityPart | None = None) -> SolverResult:
    """The cheapest (or, ``objective="best"``, the best) plan that meets every constraint of ``spec``, or a certificate that none exists.

    Never runs (much) over ``time_limit``, the certificate's search included: when time runs out the best plan
    so far within the budget is returned (``optimal`` False), else "unknown" (never an unproved certificate).
    The best plan is searched first, with the budget a constraint; only when
    it finds none does the cheapest plan decide (the budget certificate is the
    cheapest plan's cost, whatever the objective). ``focus``: under "best", the part of the quality
    counted twice ("nicer hotels": ``facts.with_focus``).
    """
    started = time.perf_counter()

    def left() -> float:
        return time_limit - (time.perf_counter() - started)

    if not splits(spec.days, spec.visiting_city_number):
        shape = Certificate(kinds=["structure"], message=(
            f"{spec.days} days leave {spec.days - 1} nights, too few to stay in {spec.visiting_city_number} cities"))
        return SolverResult(status="unsat", certificate=shape, seconds=time.perf_counter() - started)
    searched: SearchCache = {}  # shared with the certificate's gathers
    try:
        facts = gather(spec, sandbox, possible_leg_days(spec.days, spec.visiting_city_number), objective, focus,
                       deadline=started + time_limit, cache=searched)
    except OutOfTime:
        return SolverResult(status="unknown", objective=objective, seconds=round(time.perf_counter() - started, 3))

    def done(**fields: Any) -> SolverResult:
        return SolverResult(seconds=round(time.perf_counter() - started, 3), searches=facts.searches, objective=objective,
                            **fields)

    if objective == "best":
        best = TripModel(facts, objective="best").solve(max(left() - WRITE_SECONDS, 0.1))
        if best.solution is not None and best.solution.total <= spec.budget:  # the model keeps the budget; checked again
            return done(status="plan", optimal=best.status == "optimal", quality=best.solution.quality,
                        **_written(spec, best.solution, facts))

    cheapest = TripModel(facts).solve(left())
    solution = cheapest.solution
    if solution is not None and solution.total > spec.budget:
        if cheapest.status == "optimal":  # the plan the certificate prices goes with it
            return done(status="unsat", certificate=budget_certificate(spec, solution), **_written(spec, solution, facts))
        solution = TripModel(facts, budget=True).solve(left()).solution  # not proven cheapest: look within the budget
    if solution is not None and solution.total <= spec.budget:
        return done(status="plan", optimal=cheapest.status == "optimal" and solution is cheapest.solution and objective == "cheapest",
                    **_written(spec, solution, facts))
    certificate = rules_certificate(facts, sandbox, started + time_limit, searched) if cheapest.status == "infeasible" else None
    if certificate is not None:
        return done(status="unsat", certificate=certificate)
    return done(status="unknown")  # out of time: neither a plan nor a proof


def _written(spec: TripSpec, solution: Solution, facts: TripFacts) -> dict[str, Any]:
    """A solution's plan and what a result says of it."""
    return {"plan": render(spec, solution, facts.open_sights()), "cost": solution.total, "route": list(solution.cities),
            "transport": transport_family(leg.option.mode for leg in solution.legs)}
