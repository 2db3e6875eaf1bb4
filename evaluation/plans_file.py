"""Read a submission file: JSONL, one ``{"idx", "query", "plan"}`` object per line.

A bad line never stops the run: it becomes a ``PlanLine`` with a problem
(reported with its line number) and is scored as a failed plan. Lines are
paired with queries by position, as the official scorer does.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

REQUIRED_KEYS = ("idx", "query", "plan")


@dataclass(frozen=True, slots=True)
class PlanLine:
    line: int  # 1-based line number in the file
    idx: Any
    plan: Any  # what the line's "plan" holds (None when absent or unreadable)
    problem: str | None = None  # set for a malformed line: the plan is scored as failed

    @property
    def delivered(self) -> bool:
        """Official delivery: the plan is a non-empty list."""
        return isinstance(self.plan, list) and len(self.plan) > 0


def read_plan_lines(path: str | Path) -> tuple[list[PlanLine], list[str]]:
    """The file's plan lines in order, and notes about lines that were skipped."""
    lines: list[PlanLine] = []
    notes: list[str] = []
    with Path(path).open(encoding="utf-8") as handle:
        raw_lines = handle.read().splitlines()
    while raw_lines and not raw_lines[-1].strip():
        raw_lines.pop()  # trailing blank lines are harmless
    for number, raw in enumerate(raw_lines, 1):
        if not raw.strip():
            notes.append(f"line {number}: blank line skipped")
            continue
        lines.append(parse_plan_line(number, raw))
    return lines, notes


def parse_plan_line(number: int, raw: str) -> PlanLine:
    """One line as a ``PlanLine``; malformed content is described, never raised."""
    try:
        record = json.loads(raw)
    except json.JSONDecodeError as error:
        return PlanLine(number, None, None, f"line {number}: not valid JSON ({error.msg} at column {error.colno})")
    if not isinstance(record, dict):
        return PlanLine(number, None, None, f"line {number}: a JSON {type(record).__name__}, not an object")
    idx, plan = record.get("idx"), record.get("plan")
    missing = [key for key in REQUIRED_KEYS if key not in record]
    if missing:
        return PlanLine(number, idx, plan, f"line {number}: missing key(s) {', '.join(missing)}")
    if plan is not None and not isinstance(plan, list):
        return PlanLine(number, idx, None, f"line {number}: plan is a {type(plan).__name__}, not a list of day objects")
    return PlanLine(number, idx, plan)


def day_objects_problem(line: PlanLine, days: int) -> str | None:
    """Why the counted days (the first ``days`` entries) are not all JSON objects, or None."""
    if not isinstance(line.plan, list):
        return None
    for position, unit in enumerate(line.plan[:days], 1):
        if not isinstance(unit, dict):
            return f"line {line.line}: plan day {position} is a {type(unit).__name__}, not an object"
    return None
