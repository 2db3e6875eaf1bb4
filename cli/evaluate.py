"""``app.py evaluate``: score a submission file (or a split's gold plans) with the 13 constraints."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from rich.console import Console

from evaluation import evaluate_file, print_metrics
from sandbox.index import load_sandbox
from sandbox.paths import DataDirError
from sandbox.queries import load_gold_plans, load_queries
from state.trip import TripSpecError

MODES = ("official", "strict")
console = Console(stderr=True)


def evaluate_command(
    plans: Path | None, queries: str, mode: str, report: Path | None, gold: str | None, data: str | None
) -> int:
    if mode not in MODES:
        return _fail("--mode must be official or strict")
    if plans is None and not gold:
        return _fail("give PLANS.jsonl or --gold SPLIT")
    try:
        if gold:
            with tempfile.TemporaryDirectory() as folder:
                plans = _gold_file(gold, data, Path(folder))
                result = evaluate_file(plans, gold, mode, load_sandbox(data))
        else:
            result = evaluate_file(plans, queries, mode, load_sandbox(data))
    except (DataDirError, TripSpecError, FileNotFoundError) as error:
        return _fail(str(error))
    print_metrics(result, Console())
    if report:
        result.save(report)
        console.print(f"report written to {report}")
    return 0


def _gold_file(split: str, data: str | None, folder: Path) -> Path:
    """The split's gold plans written as a submission file."""
    rows = load_queries(split, data)
    path = folder / "gold.jsonl"
    lines = [json.dumps({"idx": i + 1, "query": r.spec.query, "plan": p}) for i, (r, p) in enumerate(zip(rows, load_gold_plans(split, data)))]
    path.write_text("\n".join(lines) + "\n")
    return path


def _fail(message: str) -> int:
    console.print(f"[red]error:[/] {message}")
    return 2
