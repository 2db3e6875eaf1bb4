"""Score a submission file against a query split, and show the figures.

The report's JSON is a public interface: ``metrics`` (six fractions) and
``plans`` (idx, commonsense, hard, final_pass per query) keep exactly that
shape; everything else (mode, counts, per-group figures, file problems and
their number ``problem_count``, per-plan failure reasons) sits in further
top-level keys.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Sequence

from pydantic import BaseModel, model_validator
from rich.console import Console
from rich.table import Table

from evaluation.evaluate import check_mode, evaluate_plan, undelivered_verdict
from evaluation.metrics import (
    GroupMetrics,
    Metrics,
    PlanScore,
    by_days,
    by_level,
    compute_metrics,
    headline,
)
from evaluation.models import PlanVerdict
from evaluation.parsing import Scoring
from evaluation.plans_file import PlanLine, day_objects_problem, read_plan_lines
from evaluation.query import Query, to_query
from sandbox.index import Sandbox, load_sandbox
from sandbox.queries import QueryRow, load_queries
from state.trip import TripSpec


class PlanRecord(BaseModel):
    idx: Any
    commonsense: dict[str, bool | None]
    hard: dict[str, bool | None] | None
    final_pass: bool


class PlanDetail(BaseModel):
    idx: Any
    line: int | None
    delivered: bool
    total_cost: float | None
    failures: list[str]


class EvaluationReport(BaseModel):
    metrics: Metrics
    plans: list[PlanRecord]
    mode: str
    counts: dict[str, int]
    by_level: dict[str, GroupMetrics]
    by_days: dict[str, GroupMetrics]
    problems: list[str]
    problem_count: int = 0  # len(problems), kept in step by the validator and by to_json
    details: list[PlanDetail]

    @model_validator(mode="after")
    def _count_problems(self) -> "EvaluationReport":
        self.problem_count = len(self.problems)
        return self

    def to_json(self) -> dict[str, Any]:
        data = self.model_dump(mode="json")
        data["problem_count"] = len(data["problems"])  # problems may have been appended to since
        return data

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.to_json(), indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def _queries(queries: str | Path | Sequence[QueryRow | TripSpec | dict | Query]) -> list[Query]:
    if isinstance(queries, (str, Path)):
        return [to_query(row.spec) for row in load_queries(str(queries))]
    return [to_query(q.spec if isinstance(q, QueryRow) else q) for q in queries]


def evaluate_file(plans_path: str | Path, queries: str | Path | Sequence, mode: Scoring = "official",
                  sandbox: Sandbox | None = None) -> EvaluationReport:
    """Score every line of a JSONL submission against the queries (paired by position)."""
    check_mode(mode)
    sandbox = sandbox or load_sandbox()
    query_list = _queries(queries)
    lines, problems = read_plan_lines(plans_path)
    if len(lines) < len(query_list):
        problems.append(f"{len(lines)} plan line(s) for {len(query_list)} queries: queries "
                        f"{len(lines) + 1}-{len(query_list)} count as undelivered")
    elif len(lines) > len(query_list):
        problems.append(f"{len(lines) - len(query_list)} plan line(s) beyond the {len(query_list)} queries ignored")
    scores, records, details = [], [], []
    for position, query in enumerate(query_list):
        line = lines[position] if position < len(lines) else None
        verdict, delivered, problem = _score_line(line, query, sandbox, mode)
        if problem:
            problems.append(problem)
        idx = line.idx if line is not None and line.idx is not None else position + 1
        scores.append(PlanScore(delivered, verdict.commonsense, verdict.hard, query.set_local_constraints(),
                                query.level, query.days))
        records.append(PlanRecord(idx=idx, commonsense=verdict.commonsense, hard=verdict.hard,
                                  final_pass=verdict.final_pass and delivered))
        details.append(PlanDetail(idx=idx, line=line.line if line else None, delivered=delivered,
                                  total_cost=verdict.total_cost, failures=verdict.failures))
    overall = compute_metrics(scores)
    return EvaluationReport(
        metrics=headline(overall),
        plans=records,
        mode=mode,
        counts={"queries": overall.n, "commonsense_checks": overall.commonsense_checks,
                "hard_checks": overall.hard_checks, "plan_lines": len(lines)},
        by_level=by_level(scores),
        by_days=by_days(scores),
        problems=problems,
        details=details,
    )


def _score_line(line: PlanLine | None, query: Query, sandbox: Sandbox, mode: Scoring) -> tuple[PlanVerdict, bool, str | None]:
    """(verdict, delivered, problem) for one query's line."""
    if line is None:
        return undelivered_verdict("no plan line for this query"), False, None
    problem = line.problem or day_objects_problem(line, query.days)
    if problem:
        return undelivered_verdict(problem), line.delivered, problem
    return evaluate_plan(query, line.plan, sandbox, mode), line.delivered, None


# --- display ------------------------------------------------------------------------------


def print_metrics(report: EvaluationReport, console: Console | None = None,
                  err_console: Console | None = None) -> None:
    """A table of the six figures (overall, per level, per trip length) on ``console`` (stdout).

    The file's problem lines go to ``err_console`` (stderr by default), so that
    stdout carries the table only.
    """
    console = console or Console()
    err_console = err_console or Console(stderr=True)
    table = Table(title=f"TravelPlanner evaluation ({report.mode} mode)")
    table.add_column("group")
    table.add_column("n", justify="right")
    for header in ("delivery", "CS micro", "CS macro", "hard micro", "hard macro", "final pass"):
        table.add_column(header, justify="right")
    overall = report.metrics.model_dump()
    table.add_row("all", str(report.counts.get("queries", len(report.plans))), *_cells(overall))
    table.add_section()
    for name, group in report.by_level.items():
        table.add_row(name, str(group.n), *_cells(group.model_dump()))
    table.add_section()
    for days, group in report.by_days.items():
        table.add_row(f"{days} days", str(group.n), *_cells(group.model_dump()))
    console.print(table)
    for problem in report.problems:
        err_console.print(f"[yellow]problem:[/yellow] {problem}")


def _cells(values: dict[str, Any]) -> list[str]:
    keys = ("delivery_rate", "commonsense_micro", "commonsense_macro", "hard_micro", "hard_macro", "final_pass_rate")
    return [f"{100 * values[key]:.1f}%" for key in keys]
