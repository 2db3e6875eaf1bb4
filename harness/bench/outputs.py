"""The files of one seed's run: the submission (official format), the evaluator's reports, the traces.

``traces.jsonl`` summarises each query's roles; ``roles.jsonl`` keeps every role
invocation in full (what it was given, its tool calls and observations), the
input of ``training/export.py``.

The reports come from ``evaluate_file`` on the submission as written, so the
evaluator's format checks run on the very file a user would submit.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from himap_travel.domain.evaluation import EvaluationReport, evaluate_file
from himap_travel.domain.evaluation.parsing import SCORINGS
from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.domain.sandbox.queries import QueryRow
from himap_travel.harness.bench.models import QueryResult

MODES = SCORINGS  # a report per scoring: official, strict


@dataclass
class SeedOutputs:
    seed: int
    folder: Path
    results: list[QueryResult | None]  # by split position (None: never planned)
    reports: dict[str, EvaluationReport]  # mode -> report


def seed_folder(out: Path, seed: int) -> Path:
    """Seed 0 writes at the top of the output folder; seed k > 0 in ``seed-k/``."""
    return out if seed == 0 else out / f"seed-{seed}"


def submission_lines(rows: Sequence[QueryRow], results: Sequence[QueryResult | None]) -> list[dict[str, Any]]:
    """One ``{"idx", "query", "plan"}`` per query in split order; ``idx`` counts from 1; undelivered → null."""
    lines = []
    for index, (row, result) in enumerate(zip(rows, results, strict=True)):
        plan = result.plan if result is not None and result.delivered else None
        lines.append({"idx": index + 1, "query": row.spec.query or "", "plan": plan})
    return lines


def write_jsonl(path: Path, records: Sequence[dict[str, Any]]) -> None:
    text = "".join(json.dumps(record, ensure_ascii=False) + "\n" for record in records)
    path.write_text(text, encoding="utf-8")


def by_position(rows: Sequence[QueryRow], results: Sequence[QueryResult]) -> list[QueryResult | None]:
    found = {result.position: result for result in results}
    return [found.get(row.position) for row in rows]


def write_seed_outputs(out: Path, seed: int, rows: Sequence[QueryRow], results: Sequence[QueryResult],
                       sandbox: Sandbox) -> SeedOutputs:
    """submission.jsonl, traces.jsonl, report_official.json and report_strict.json for one seed."""
    folder = seed_folder(out, seed)
    folder.mkdir(parents=True, exist_ok=True)
    ordered = by_position(rows, results)
    submission = folder / "submission.jsonl"
    write_jsonl(submission, submission_lines(rows, ordered))
    write_jsonl(folder / "traces.jsonl", [r.trace_line() for r in ordered if r is not None])
    write_jsonl(folder / "roles.jsonl", [r.roles_line() for r in ordered if r is not None])
    reports: dict[str, EvaluationReport] = {}
    for mode in MODES:
        reports[mode] = evaluate_file(submission, list(rows), mode, sandbox)
        reports[mode].save(folder / f"report_{mode}.json")
    return SeedOutputs(seed=seed, folder=folder, results=ordered, reports=reports)
