"""``app.py evaluate``: score a submission file (or a split's gold plans) with the 13 constraints.

Every file is checked before any work, so that a mistake costs nothing and
loses nothing: the report path first (a report that cannot be written would
lose the metrics), then the plans file (a text file, not empty), then the
queries. A file that cannot be used is exit code 2 with ``error: ...`` naming
the file and the cause; a line of the plans file that is not a plan is a
problem of that plan (listed in the report), not an error.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from rich.console import Console

from himap_travel.domain.evaluation import print_metrics
from himap_travel.domain.evaluation.parsing import Scoring, is_scoring
from himap_travel.domain.evaluation.plans_file import EvaluationFileError, check_plans_file
from himap_travel.domain.evaluation.report import (
    EvaluationReport,
    check_report_path,
    evaluate_file,
    evaluate_text,
    load_query_rows,
    queries_path,
)
from himap_travel.domain.sandbox.index import load_sandbox
from himap_travel.domain.sandbox.paths import DataDirError
from himap_travel.domain.sandbox.queries import QueryRow, load_gold_plans
from himap_travel.harness.cli.console import fail, say
from himap_travel.harness.outputs import OutputPathError, check_outside_the_data
from himap_travel.state.trip import TripSpecError

console = Console(stderr=True)
USER_ERRORS = (DataDirError, TripSpecError, EvaluationFileError, OutputPathError)


DEFAULT_QUERIES = "validation_dev"


def evaluate_command(
    plans: Path | None, queries: str | None, mode: str, report: Path | None, gold: str | None, data: str | None
) -> int:
    if not is_scoring(mode):
        return _fail("--mode must be official or strict")
    if plans is None and not gold:
        return _fail("give PLANS.jsonl or --gold SPLIT")
    if plans is not None and gold:
        return _fail("give PLANS.jsonl or --gold SPLIT, not both (--gold scores that split's gold plans)")
    if queries is not None and gold:  # gold plans exist for a split's own rows only: other queries would be ignored
        return _fail(f"--queries {queries} and --gold {gold}: give one (--gold scores the gold plans against their own split's queries)")
    queries = DEFAULT_QUERIES if queries is None else queries
    try:
        if report is not None:
            check_outside_the_data(report, "--report", data)
            check_report_path(report, plans, queries=queries_path(gold or queries, data))
        if gold:
            result = _flagged("--gold", gold, lambda: _gold_report(gold, mode, data))
        else:
            assert plans is not None  # refused above: without --gold, PLANS.jsonl is given
            result = _file_report(plans, queries, mode, data)
    except USER_ERRORS as error:
        return _fail(str(error))
    unsaved = _saved(result, report)  # before the console: a reader gone (``| head``) loses no score computed
    print_metrics(result, Console())
    if unsaved is not None:
        return _fail(f"{unsaved} (the metrics above were not saved)")
    if report:
        say(f"report written to {report}", console=console)
    return 0


def _saved(result: EvaluationReport, report: Path | None) -> EvaluationFileError | None:
    """Write the report (when asked for); the error that kept it from being written, or None."""
    if report is None:
        return None
    try:
        result.save(report)
    except EvaluationFileError as error:
        return error
    return None


def _flagged(flag: str, value: str, run: Callable[[], EvaluationReport]) -> EvaluationReport:
    """``run()``, a split that cannot be found refused naming the flag it came from (the finder names only the value)."""
    try:
        return run()
    except DataDirError as error:
        raise DataDirError(f"{flag} {value}: {error}") from None


def _file_report(plans: Path, queries: str, mode: Scoring, data: str | None) -> EvaluationReport:
    check_plans_file(plans)
    rows = load_query_rows(queries, data)
    return evaluate_file(plans, rows, mode, load_sandbox(data))


def _gold_report(split: str, mode: Scoring, data: str | None) -> EvaluationReport:
    """The split's gold plans scored as a submission, held in memory: no file is written for them."""
    rows = load_query_rows(split, data)
    return evaluate_text(_gold_lines(rows, load_gold_plans(split, data)), f"the gold plans of {split}", rows, mode,
                         load_sandbox(data))


def _gold_lines(rows: Sequence[QueryRow], gold_plans: Sequence[list[dict[str, Any]]]) -> str:
    """The split's gold plans as the lines of a submission file."""
    return "".join(json.dumps({"idx": i + 1, "query": r.spec.query, "plan": p}) + "\n"
                   for i, (r, p) in enumerate(zip(rows, gold_plans, strict=True)))


def _fail(message: str) -> int:
    return fail(message, console=console)
