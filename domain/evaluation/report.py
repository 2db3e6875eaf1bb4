"""Score a submission file against a query split, and show the figures.

The report's JSON is a public interface: ``metrics`` (six fractions) and
``plans`` (idx, commonsense, hard, final_pass per query) keep exactly that
shape; everything else (mode, counts, per-group figures, file problems and
their number ``problem_count``, per-plan failure reasons) sits in further
top-level keys.
"""

from __future__ import annotations

import csv
import io
import json
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel, model_validator
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from himap_travel.domain.evaluation.evaluate import check_mode, evaluate_plan, undelivered_evaluation
from himap_travel.domain.evaluation.metrics import (
    GroupMetrics,
    Metrics,
    PlanScore,
    by_days,
    by_level,
    compute_metrics,
    headline,
)
from himap_travel.domain.evaluation.models import Evaluation
from himap_travel.domain.evaluation.parsing import Scoring
from himap_travel.domain.evaluation.plans_file import (
    EvaluationFileError,
    PlanLine,
    PlanLines,
    ProblemLog,
    QueryMismatchError,
    check_plans_file,
    day_objects_problem,
    plan_line,
)
from himap_travel.domain.evaluation.quality import Quality, QualitySummary, plan_quality, summarize
from himap_travel.domain.evaluation.query import Query, to_query
from himap_travel.domain.evaluation.query_check import RowWarning, refuse_unknown_places, text_warnings
from himap_travel.domain.sandbox.index import Sandbox, load_sandbox
from himap_travel.domain.sandbox.paths import DataDirError, split_file
from himap_travel.domain.sandbox.queries import QueriesFileError, QueryRow, load_queries
from himap_travel.state.trip import TripSpec


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
    quality: Quality | None = None  # None: no plan to score (undelivered, or a line that is no plan)


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
    quality: QualitySummary | None = None  # the valid plans' quality (evaluation.quality), beside the 13 constraints
    warnings: list[RowWarning] = []  # rows whose text disagrees with their fields (scored by the fields: query_check)

    @model_validator(mode="after")
    def _count_problems(self) -> EvaluationReport:
        self.problem_count = len(self.problems)
        return self

    def to_json(self) -> dict[str, Any]:
        data = self.model_dump(mode="json")
        data["problem_count"] = len(data["problems"])  # problems may have been appended to since
        return data

    def save(self, path: str | Path) -> None:
        """Write the JSON report at once (a temporary file renamed): never half a report at ``path``.

        An ``EvaluationFileError`` names the path when it cannot be written;
        the temporary file is removed whatever stopped the writing.
        """
        target = Path(os.path.abspath(path))  # not resolved: a link at ``path`` is replaced, never written through
        temporary = target.with_name(f".{target.name}.{os.getpid()}.tmp")
        try:
            text = json.dumps(self.to_json(), indent=2, ensure_ascii=False, allow_nan=False) + "\n"
            temporary.write_text(text, encoding="utf-8")
            os.replace(temporary, target)
        except (OSError, ValueError) as error:  # ValueError: text that is not UTF-8 or a number that is not JSON
            raise EvaluationFileError(f"cannot write the report {path}: {getattr(error, 'strerror', None) or error}") from None
        finally:
            temporary.unlink(missing_ok=True)


def check_report_path(path: str | Path, plans: str | Path | None = None, flag: str = "--report",
                      queries: str | Path | None = None) -> None:
    """Refuse, before any work, a report path that could not be written (the metrics would be lost).

    The path must not be a folder or another kind of file (``/dev/null``),
    nor an input (the plans file, the queries file: writing the report would
    destroy it); its folder must exist and take a new file (the report is
    written beside it first, then renamed: tried here with an empty file,
    which is removed, since permission bits do not tell root or /proc apart).
    """
    try:
        _check_report_path(Path(path), {"plans file": plans, "queries file": queries}, flag)
    except OSError as error:  # the path cannot even be examined (a folder on the way is not readable)
        raise EvaluationFileError(f"{flag} {path}: {error.strerror or error}") from None


def _check_report_path(path: Path, inputs: dict[str, str | Path | None], flag: str) -> None:
    folder = Path(os.path.abspath(path)).parent  # where ``save`` writes: a link at ``path`` is replaced, not followed
    if path.is_dir():
        raise EvaluationFileError(f"{flag} {path} is a directory: give the path of a file to write")
    if path.exists() and not path.is_file():
        raise EvaluationFileError(f"{flag} {path} is not a regular file")
    for name, source in inputs.items():
        if source is not None and path.exists() and Path(source).exists() and path.samefile(source):
            raise EvaluationFileError(f"{flag} {path} is the {name} itself: give another path")
    if not folder.exists():
        raise EvaluationFileError(f"{flag} {path}: its folder {folder} does not exist")
    if not folder.is_dir():
        raise EvaluationFileError(f"{flag} {path}: {folder} is not a folder")
    if os.statvfs(folder).f_flag & os.ST_RDONLY:  # named as such: no permission a chmod could give would help
        raise EvaluationFileError(f"{flag} {path}: {folder} is on a read-only file system; give a path elsewhere")
    if not os.access(folder, os.W_OK | os.X_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise EvaluationFileError(f"{flag} {path}: no permission to write in {folder}")
    _try_writing_in(folder, path, flag)


def _try_writing_in(folder: Path, path: Path, flag: str) -> None:
    """Create and remove an empty file in ``folder``: the one proof that the report can be written there."""
    try:
        handle, probe = tempfile.mkstemp(dir=folder, prefix=f".{path.name[:100]}.", suffix=".probe")
    except OSError as error:
        raise EvaluationFileError(f"{flag} {path}: cannot write in {folder} ({error.strerror or error})") from None
    os.close(handle)
    os.unlink(probe)


def queries_path(queries: str | Path, data: str | Path | None = None) -> Path | None:
    """The file a split name or queries path reads, or None when there is none (its loader says why)."""
    try:
        return split_file(str(queries), data)
    except DataDirError:
        return None


def _query_rows(queries: str | Path | Sequence[QueryRow | TripSpec | dict[str, Any] | Query]) -> list[Any]:
    """The queries as given: a split name or CSV path is read (and checked) once, a sequence is kept."""
    return load_query_rows(queries) if isinstance(queries, (str, Path)) else list(queries)


def _queries(items: Sequence[QueryRow | TripSpec | dict[str, Any] | Query]) -> list[Query]:
    return [to_query(q.spec if isinstance(q, QueryRow) else q) for q in items]


def load_query_rows(queries: str | Path, data: str | Path | None = None) -> list[QueryRow]:
    """The query rows of a split name or a queries CSV; a file that is not one is an ``EvaluationFileError``.

    A missing file or split stays a ``DataDirError`` and a bad row a
    ``TripSpecError`` (both name the file); a binary or unreadable file, a
    broken CSV, a CSV without rows and a row whose places are not in the
    sandbox (``evaluation.query_check``) are refused here, with the file named.
    A row whose text disagrees with its fields is not refused: it is scored by
    its fields and named in the report's ``warnings`` (``evaluate_file``).
    """
    needed = "a split name or a queries CSV is needed"
    try:
        rows = load_queries(str(queries), data)
    except QueriesFileError as error:  # binary, not a CSV, unreadable or without rows: the message names the file
        raise EvaluationFileError(str(error)) from None
    except UnicodeDecodeError:
        raise EvaluationFileError(f"queries {queries}: not a text file ({needed})") from None
    except csv.Error as error:
        raise EvaluationFileError(f"queries {queries}: not a readable CSV ({error}; {needed})") from None
    except DataDirError:
        raise  # names the missing file and the known splits
    except OSError as error:  # unreadable (permissions)
        raise EvaluationFileError(f"queries {queries}: cannot be read ({error.strerror or error})") from None
    if not rows:
        raise EvaluationFileError(f"queries {queries}: no query rows ({needed})")
    refuse_unknown_places(rows, queries, load_sandbox(data))
    return rows


def evaluate_file(plans_path: str | Path, queries: str | Path | Sequence[Any], mode: Scoring = "official",
                  sandbox: Sandbox | None = None) -> EvaluationReport:
    """Score every line of a JSONL submission against the queries (paired by position).

    The file is checked first (``check_plans_file``: an ``EvaluationFileError``
    for one that is not a text file; an empty one has no plan lines) and then
    read one line at a time: only the lines paired with a query are parsed;
    the lines beyond are counted. Rows whose text states a field otherwise
    than the row are scored by the row and listed in ``warnings``.
    """
    check_mode(mode)
    items = _query_rows(queries)
    check_plans_file(plans_path, allow_empty=True)
    problems = ProblemLog()
    return _evaluate(PlanLines(plans_path, problems), str(plans_path), items, mode, sandbox)


def evaluate_text(text: str, label: str, queries: str | Path | Sequence[Any], mode: Scoring = "official",
                  sandbox: Sandbox | None = None) -> EvaluationReport:
    """``evaluate_file`` of submission lines held in memory (a split's gold plans: no file is written to score them),
    named ``label`` in a message."""
    check_mode(mode)
    return _evaluate(PlanLines(io.StringIO(text), ProblemLog()), label, _query_rows(queries), mode, sandbox)


def _evaluate(reader: PlanLines, label: str, items: Sequence[Any], mode: Scoring, sandbox: Sandbox | None) -> EvaluationReport:
    """Every line of ``reader`` scored against the query of its position (``label`` names the lines in a message)."""
    query_list, texts = _queries(items), _query_texts(items)
    sandbox = sandbox or load_sandbox()
    problems = reader.problems
    scores, records, details, valid = [], [], [], []
    for position, query in enumerate(query_list):
        raw = reader.next_raw()
        line = plan_line(raw) if raw is not None else None
        _check_paired(label, line, position, texts[position])
        evaluation, delivered, problem = _score_line(line, query, sandbox, mode)
        if problem:
            problems.add(problem)
        idx = line.idx if line is not None and line.idx is not None else position + 1
        scores.append(PlanScore(delivered, evaluation.commonsense, evaluation.hard, query.set_local_constraints(),
                                query.level, query.days))
        records.append(PlanRecord(idx=idx, commonsense=evaluation.commonsense, hard=evaluation.hard,
                                  final_pass=evaluation.final_pass and delivered))
        quality = _quality(line, query, sandbox) if delivered and not problem else None
        if quality is not None and evaluation.final_pass:
            valid.append((quality, evaluation.total_cost, query.budget))
        details.append(PlanDetail(idx=idx, line=line.line if line else None, delivered=delivered,
                                  total_cost=evaluation.total_cost, failures=evaluation.failures, quality=quality))
    while reader.next_raw() is not None:  # lines beyond the queries: counted, not read
        pass
    _note_line_count(problems, reader.count, len(query_list))
    overall = compute_metrics(scores)
    return EvaluationReport(
        metrics=headline(overall),
        plans=records,
        mode=mode,
        counts={"queries": overall.n, "commonsense_checks": overall.commonsense_checks,
                "hard_checks": overall.hard_checks, "plan_lines": reader.count},
        by_level=by_level(scores),
        by_days=by_days(scores),
        problems=problems.finish(),
        details=details,
        quality=summarize(valid),
        warnings=text_warnings(items, sandbox),
    )


def _quality(line: PlanLine | None, query: Query, sandbox: Sandbox) -> Quality | None:
    """A readable plan's quality; None for no plan (a plan too odd to score has none, never a crash of the run)."""
    if line is None or not isinstance(line.plan, list) or not line.plan:
        return None
    try:
        return plan_quality(line.plan, query.days, sandbox, [query.date_of(i) for i in range(query.days)])
    except Exception:  # noqa: BLE001 - quality is reported beside the verdict; it must never fail the evaluation
        return None


def _check_paired(path: str | Path, line: PlanLine | None, position: int, query_text: str | None) -> None:
    """Refuse a line whose own ``query`` text is another request than the query it is paired with.

    Lines and queries are paired by position, as the official scorer pairs them; a plans file made for other
    queries (another split, another order) would otherwise be scored against requests it never answered.
    """
    if line is None or not line.query or not query_text or " ".join(line.query.split()) == " ".join(query_text.split()):
        return
    raise QueryMismatchError(
        f"{path} line {line.line} answers another request than query {position + 1} of the queries it is scored against "
        f"(its query: {line.query[:90]!r}; query {position + 1}: {query_text[:90]!r}): give the --queries the plans were "
        "made for, in the same order")


def _query_texts(queries: Sequence[Any]) -> list[str | None]:
    """Each query's request text, when the queries carry it (to check the plan lines are paired with them)."""
    texts = []
    for item in queries:
        spec = item.spec if isinstance(item, QueryRow) else item
        texts.append(spec.get("query") if isinstance(spec, dict) else getattr(spec, "query", None))
    return texts


def _note_line_count(problems: ProblemLog, lines: int, queries: int) -> None:
    if lines < queries:
        problems.add(f"{lines} plan line(s) for {queries} queries: queries {lines + 1}-{queries} count as undelivered")
    elif lines > queries:
        problems.add(f"{lines - queries} plan line(s) beyond the {queries} queries ignored")


def _score_line(line: PlanLine | None, query: Query, sandbox: Sandbox, mode: Scoring) -> tuple[Evaluation, bool, str | None]:
    """(evaluation, delivered, problem) for one query's line."""
    if line is None:
        return undelivered_evaluation("no plan line for this query"), False, None
    problem = line.problem or day_objects_problem(line, query.days)
    if problem:
        return undelivered_evaluation(problem), line.delivered, problem
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
    for warning in report.warnings:
        err_console.print(f"[yellow]warning:[/yellow] {escape(str(warning))}")
    for problem in report.problems:
        err_console.print(f"[yellow]problem:[/yellow] {escape(problem)}")


def _cells(values: dict[str, Any]) -> list[str]:
    keys = ("delivery_rate", "commonsense_micro", "commonsense_macro", "hard_micro", "hard_macro", "final_pass_rate")
    return [f"{100 * values[key]:.1f}%" for key in keys]
