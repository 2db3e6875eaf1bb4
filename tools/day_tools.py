"""The day executor's meta-tools: ``cost_enquiry``, ``finish`` and ``report_infeasible``.

Both take the day in the submission format, in the world of the day's date
(``domain.sandbox.world``): ``finish`` refuses a venue a disruption closed on
that date, saying so, before anything else. ``cost_enquiry`` prices it by the
evaluator's own rules (so an executor's arithmetic cannot drift from the
scorer's), and ``finish`` turns it into Σ bookings, runs Σ's ``check`` against
the executor's snapshot and, when it passes, hands back the commit the graph
writes to Σ. ``report_infeasible`` is the executor's typed bargaining signal.
The tools are built per executor: they know its day and snapshot.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from langchain_core.tools import BaseTool, StructuredTool
from pydantic import BaseModel, ConfigDict, Field

from himap_travel.domain.evaluation import day_cost
from himap_travel.domain.evaluation.lookup import venue_index
from himap_travel.domain.evaluation.models import DayCost
from himap_travel.domain.evaluation.parsing import attractions, from_to, is_filled, name_city
from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.domain.sandbox.world import World, world_in
from himap_travel.state.days import MEALS
from himap_travel.state.plan import EMPTY, DayPlan, DayTask, Infeasibility, ViolationType
from himap_travel.state.sigma import Booking, CommitDay, Rejection, Sigma
from himap_travel.state.sigma_reducer import check
from himap_travel.state.trip import TRANSPORT_MODES
from himap_travel.state.world import Element

VENUES = ("restaurant", "attraction", "accommodation")  # the bookings a disruption may close on a date


class DayPlanArgs(BaseModel):
    """A day in the submission format: "Name, City" entries, "-" for none."""

    model_config = ConfigDict(extra="forbid")

    current_city: str = Field(description='"from A to B" on a travel day, else the city')
    transportation: str = Field(
        default=EMPTY, description='e.g. "Flight Number: F123, from A to B, Departure Time: 08:00, Arrival Time: 10:00"')
    breakfast: str = Field(default=EMPTY, description='"Name, City" or "-"')
    attraction: str = Field(default=EMPTY, description='"Name, City;Name, City;" (trailing ";") or "-"')
    lunch: str = Field(default=EMPTY, description='"Name, City" or "-"')
    dinner: str = Field(default=EMPTY, description='"Name, City" or "-"')
    accommodation: str = Field(default=EMPTY, description='"Name, City" or "-" (none on the last day)')


class InfeasibleArgs(BaseModel):
    """Why the day cannot be planned as tasked."""

    model_config = ConfigDict(extra="forbid")

    violation_type: ViolationType = Field(
        description="budget: even the cheapest day overruns what is left; availability: no transport, lodging, "
        "restaurant or sight fits; time: the schedule cannot work"
    )
    reason: str = Field(description="one sentence: what is missing or too expensive")
    cheapest_cost: float | None = Field(default=None, description="the cheapest complete day you found, for the whole party")


class FinishResult(BaseModel):
    """Σ's answer to a finished day: accepted with its commit, or the typed rejection."""

    accepted: bool
    cost: float
    commit: CommitDay | None = None
    rejection: Rejection | None = None
    plan: DayPlan | None = None
    error: str | None = None


def bookings_of(day: Mapping[str, Any], priced: DayCost) -> tuple[tuple[Booking, ...], tuple[str, ...]]:
    """Σ bookings and inter-city modes of a day, priced as the scorer prices them."""
    bookings: list[Booking] = []
    modes: list[str] = []
    costs = {item.kind: item.cost for item in priced.items}
    transport = day.get("transportation", EMPTY)
    for item in priced.items:
        if item.kind in TRANSPORT_MODES:
            _, destination = from_to(transport)
            modes.append(item.kind)
            bookings.append(Booking(kind="transport", name=transport, city=destination or "", cost=item.cost))
    for meal in MEALS:
        entry = day.get(meal, EMPTY)
        if is_filled(entry):
            name, city = name_city(entry)
            bookings.append(Booking(kind="restaurant", name=name, city=city, cost=costs.get(meal, 0.0)))
    if is_filled(day.get("attraction", EMPTY)):
        for entry in attractions(day["attraction"], strict=True):
            name, city = name_city(entry)
            bookings.append(Booking(kind="attraction", name=name, city=city, cost=0.0))
    entry = day.get("accommodation", EMPTY)
    if is_filled(entry):
        name, city = name_city(entry)
        bookings.append(Booking(kind="accommodation", name=name, city=city, cost=costs.get("accommodation", 0.0)))
    return tuple(bookings), tuple(dict.fromkeys(modes))


def unknown_entries(day: Mapping[str, Any], priced: DayCost, sandbox: Sandbox) -> list[str]:
    """The day's entries the sandbox does not have (priced items the scorer could not find, attractions)."""
    problems = [f"{item.kind} '{item.name}': {item.note}" for item in priced.items if item.note and "not found" in item.note]
    if is_filled(day.get("attraction", EMPTY)):
        index = venue_index(sandbox)
        for entry in attractions(day["attraction"], strict=True):
            if not index.entry_rows("attraction", entry, True):
                problems.append(f"attraction '{entry}': not found")
    return problems


def closed_bookings(bookings: tuple[Booking, ...], world: World, day: str) -> list[str]:
    """The day's venues that ``world`` has closed on ``day`` (a disruption), each with the date."""
    closed = [b for b in bookings if b.kind in VENUES and world.closure(Element(kind=b.kind, name=b.name, city=b.city), day)]
    return [f"{b.kind} '{b.name}, {b.city}' is unavailable on {day}" for b in closed]


def build_day_tools(sandbox: Sandbox, task: DayTask, sigma: Sigma) -> list[BaseTool]:
    """``cost_enquiry`` and ``finish`` for one executor (its day, party size and Σ snapshot)."""

    def cost_enquiry(**fields: str) -> tuple[str, DayCost]:
        priced = day_cost(fields, task.people, sandbox, mode="official")
        lines = [f"{item.kind}: {item.name} = {item.cost:,.2f}" for item in priced.items]
        left = sigma.remaining - priced.total if sigma.budget_total else None
        summary = f"total for {task.people} people: {priced.total:,.2f}"
        if left is not None:
            summary += f"; the shared budget left after this day would be {left:,.2f}" + (" (OVER BUDGET)" if left < 0 else "")
        return "\n".join([*lines, summary]), priced

    def report_infeasible(violation_type: str, reason: str, cheapest_cost: float | None = None) -> tuple[str, Infeasibility]:
        deficit = max(0.0, cheapest_cost - sigma.remaining) if cheapest_cost is not None and sigma.budget_total else 0.0
        report = Infeasibility(day=task.day, deficit=round(deficit, 2), violation_type=violation_type, reason=reason)
        return f"INFEASIBLE day {task.day}: {violation_type.upper()} (deficit {report.deficit:,.2f}): {reason}", report

    def finish(**fields: str) -> tuple[str, FinishResult]:
        priced = day_cost(fields, task.people, sandbox, mode="official")
        closed = closed_bookings(bookings_of(fields, priced)[0], world_in(sandbox), task.date)
        if closed:  # said before "not found": the day's view has no such venue because the disruption closed it
            text = "REJECTED UNAVAILABLE: " + "; ".join(closed) + ". Choose another: the searches list what is open that day."
            return text, FinishResult(accepted=False, cost=priced.total, error="; ".join(closed))
        unknown = unknown_entries(fields, priced, sandbox)
        if unknown:  # a hallucinated venue or flight never reaches Σ
            text = "REJECTED UNKNOWN_ENTRY: " + "; ".join(unknown) + ". Use names exactly as the searches list them."
            return text, FinishResult(accepted=False, cost=priced.total, error="; ".join(unknown))
        bookings, modes = bookings_of(fields, priced)
        commit = CommitDay(day=task.day, bookings=bookings, cost=priced.total, modes=modes)
        plan = DayPlan(day=task.day, **fields)
        rejection = check(sigma, commit)
        if rejection is not None and rejection.enforced:
            text = f"REJECTED {rejection.code}: {rejection.message}"
            return text, FinishResult(accepted=False, cost=priced.total, rejection=rejection, plan=plan)
        return f"OK: day {task.day} committed at {priced.total:,.2f}", FinishResult(
            accepted=True, cost=priced.total, commit=commit, rejection=rejection, plan=plan
        )

    return [
        StructuredTool.from_function(
            cost_enquiry,
            name="cost_enquiry",
            description="The exact cost of a day plan for the whole party, item by item (the evaluator's formula).",
            args_schema=DayPlanArgs,
            response_format="content_and_artifact",
        ),
        StructuredTool.from_function(
            finish,
            name="finish",
            description="Submit the finished day: Σ checks the shared budget, duplicate venues and the transport-mode lock, "
                        "then commits it or says why not.",
            args_schema=DayPlanArgs,
            response_format="content_and_artifact",
        ),
        StructuredTool.from_function(
            report_infeasible,
            name="report_infeasible",
            description="Give up on the day when it cannot be planned as tasked; the coordinator re-plans the trip.",
            args_schema=InfeasibleArgs,
            response_format="content_and_artifact",
        ),
    ]
