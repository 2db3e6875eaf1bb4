"""Terminal rendering of a planning run (rich): the itinerary, Σ's budget by day, the verdict."""

from __future__ import annotations

from rich.console import Console
from rich.table import Table

from himap_travel.domain.constraints import REGISTRY
from himap_travel.nodes.chat.markdown import DAY_FIELDS, trip_lines
from himap_travel.state.evaluation import Evaluation
from himap_travel.state.graph_state import PlanResult
from himap_travel.state.trip import TripSpec

FIELDS = DAY_FIELDS


def itinerary_table(result: PlanResult) -> Table:
    """One block per day, one line per field (readable in a narrow terminal)."""
    table = Table(title="Itinerary", show_lines=True)
    table.add_column("day", justify="right")
    table.add_column("plan", overflow="fold")
    for day in result.plan:
        lines = [f"[bold]{name.replace('_', ' ')}[/]: {day.get(name, '-')}" for name in FIELDS]
        table.add_row(str(day.get("days")), "\n".join(lines))
    return table


def budget_table(result: PlanResult) -> Table:
    table = Table(title=f"Σ budget use (total {result.budget:,.0f})")
    table.add_column("day", justify="right")
    table.add_column("cost", justify="right")
    table.add_column("used so far", justify="right")
    used = 0.0
    for day, cost in sorted(result.spent_by_day.items()):
        used += cost
        table.add_row(str(day), f"{cost:,.2f}", f"{used:,.2f}")
    table.add_row("left", "", f"{result.budget - used:,.2f}")
    return table


def verdict_table(official: Evaluation, strict: Evaluation) -> Table:
    table = Table(title="The 13 constraints")
    table.add_column("constraint")
    table.add_column("official")
    table.add_column("strict")
    hard_o, hard_s = official.hard or {}, strict.hard or {}  # not evaluated: shown as n/a, counted failed
    rows = [(k, official.commonsense.get(k), strict.commonsense.get(k)) for k in official.commonsense]
    keys = [c.report_key for c in REGISTRY if c.official or c.report_key in hard_o or c.report_key in hard_s]
    rows += [(k, hard_o.get(k), hard_s.get(k)) for k in keys]
    for name, a, b in rows:
        table.add_row(name, _mark(a), _mark(b))
    table.add_row("final pass", _mark(official.final_pass), _mark(strict.final_pass))
    return table


def _mark(value: bool | None) -> str:
    return {True: "[green]pass[/]", False: "[red]FAIL[/]", None: "[dim]n/a[/]"}[value]


def request_lines(spec: TripSpec) -> list[str]:
    """Everything the planner understood of the request, so a user can check it before reading the plan."""
    route, constraints = trip_lines(spec.as_row())
    return [f"[bold]{route.split(' (')[0]}[/] ({route.split(' (', 1)[1]}", constraints]


def show_result(console: Console, spec: TripSpec, result: PlanResult, official: Evaluation, strict: Evaluation) -> None:
    for line in request_lines(spec):
        console.print(line)
    console.print(f"route: {' → '.join([spec.org, *result.route, spec.org])} by {result.transport}")
    console.print(itinerary_table(result))
    console.print(budget_table(result))
    delivered = "the exact solver's plan" if result.planner == "solver" else f"the plan of iteration {result.iteration}"
    console.print(f"bargaining: {result.iterations} iteration(s); delivered {delivered}")
    console.print(verdict_table(official, strict))
    status = result.verdict.status
    colour = "green" if status == "valid" else "red"
    console.print(f"verdict: [{colour}]{status}[/]" + (f" (over budget by {result.verdict.deficit:,.2f})" if result.verdict.deficit else ""))
    for failure in result.verdict.failures:
        console.print(f"  - {failure}")
    for note in result.verdict.notes:
        console.print(f"  [dim]note: {note}[/]")
    if result.verdict.certificate:
        console.print(f"[bold]proven by the exact solver:[/] {result.verdict.certificate.message}")
