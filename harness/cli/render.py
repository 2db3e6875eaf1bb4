"""Terminal rendering of a planning run (rich): the itinerary, Σ's budget by day, the verdict."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console
from rich.table import Table

from himap_travel.domain.constraints import REGISTRY
from himap_travel.harness.cli.console import plain, say
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
        lines = [f"[bold]{name.replace('_', ' ')}[/]: {plain(day.get(name, '-'))}" for name in FIELDS]
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
    return [f"[bold]{plain(route.split(' (')[0])}[/] ({plain(route.split(' (', 1)[1])}", plain(constraints)]


def show_result(console: Console, spec: TripSpec, result: PlanResult, official: Evaluation, strict: Evaluation,
                not_kept: Sequence[object] = (), why_not: tuple[str, Sequence[str]] | None = None) -> None:
    """The run on the terminal; ``not_kept``: the wishes planned without (--allow-unread), named after the verdict;
    ``why_not``: for a request no plan meets, the proof's reason in words and what would work instead (each checked
    by the solver; ``nodes.chat.why_not.explained``)."""
    for line in request_lines(spec):
        console.print(line)
    reason, offers = why_not or ("", ())
    if not result.plan and reason:  # nothing planned: why, and what would work, never empty tables
        show_no_plan(console, reason, offers)
        return
    say(f"{' → '.join([spec.org, *result.route, spec.org])} by {result.transport}", "route:", console=console)
    console.print(itinerary_table(result))
    console.print(budget_table(result))
    delivered = "the exact solver's plan" if result.planner == "solver" else f"the plan of iteration {result.iteration}"
    console.print(f"bargaining: {result.iterations} iteration(s); delivered {delivered}")
    console.print(verdict_table(official, strict))
    status = result.verdict.status
    colour = "green" if status == "valid" else "red"
    over = f" (over budget by {result.verdict.deficit:,.2f})" if result.verdict.deficit else ""
    console.print(f"verdict: [{colour}]{status}[/]" + over)
    for failure in result.verdict.failures:
        say(failure, "  -", console=console)
    for note in result.verdict.notes:
        say(note, "  note:", "dim", console)
    if result.verdict.certificate:
        say(result.verdict.certificate.message, "proven by the exact solver:", "bold", console)
        show_offers(console, offers)
    for wish in not_kept:  # the verdict is about the wishes kept: these were not
        say(str(wish), "not kept:", "yellow", console)


def show_no_plan(console: Console, reason: str, offers: Sequence[str]) -> None:
    """A request no plan meets: the verdict, the proof's reason in words, and what would work. The itinerary, budget and
    constraint tables of an empty plan would only show blanks and thirteen failures that say nothing about why."""
    console.print("verdict: [red]unsat[/]")
    say(reason, "no plan can meet this request:", "bold", console)
    show_offers(console, offers)


def show_offers(console: Console, offers: Sequence[str]) -> None:
    if offers:
        console.print("what would work (each checked):")
    for offer in offers:
        say(offer, "  -", console=console)
