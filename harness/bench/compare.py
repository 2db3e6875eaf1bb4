"""Two report files side by side (two policies, two ablations, two runs), with the differences.

Works on any of the benchmark's JSON reports (``report.json``,
``ablations.json``, ``latency.json``): both are flattened to named figures
(``metrics.official.all.final_pass_rate``, ``constraints.budget.strict``, ...;
a mean ± std counts by its mean) and paired by name.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from pydantic import BaseModel
from rich.console import Console
from rich.table import Table

from himap_travel.domain.text.encodings import SAMPLE_BYTES, not_utf8_note
from himap_travel.domain.text.json_text import AmbiguousJSON, JSONNestingError, parse_json
from himap_travel.harness.bench.markdown import table

SKIPPED = {"config", "command", "run_keys", "plots", "problems", "warnings", "errors", "runs", "values", "title", "label", "folder"}
NAME_FIELDS = ("group", "key", "category", "variant", "iteration", "days", "setting")
FRACTIONS = {"delivery_rate", "commonsense_micro", "commonsense_macro", "hard_micro", "hard_macro", "final_pass_rate",
             "final_pass", "cumulative_official", "cumulative_strict"}


class CompareError(ValueError):
    """A report file that cannot be compared (missing, not JSON, not a report)."""


class CompareRow(BaseModel):
    name: str
    a: float | None
    b: float | None

    @property
    def delta(self) -> float | None:
        return None if self.a is None or self.b is None else self.b - self.a

    @property
    def fraction(self) -> bool:
        """A fraction in [0, 1] (shown in percent): the metrics, constraint pass rates, cumulative pass rates."""
        parts = self.name.split(".")
        return (parts[-1] in FRACTIONS or "delta_final_pass" in parts
                or (parts[0] == "constraints" and parts[-1] in ("official", "strict")))


class Comparison(BaseModel):
    a: str
    b: str
    rows: list[CompareRow]

    def changed(self, tolerance: float = 1e-9) -> list[CompareRow]:
        return [r for r in self.rows if r.delta is None or abs(r.delta) > tolerance]

    def row(self, name: str) -> CompareRow:
        return next(r for r in self.rows if r.name == name)


def load_report(path: str | Path) -> dict[str, Any]:
    path = Path(path)
    if not path.is_file():
        raise CompareError(f"report not found: {path}")
    try:
        data = parse_json(path.read_text(encoding="utf-8-sig"))  # a byte-order mark is not part of the JSON (as evaluate reads it)
    except json.JSONDecodeError as error:
        raise CompareError(f"{path} is not JSON ({error.msg}, line {error.lineno})") from error
    except (JSONNestingError, AmbiguousJSON) as error:
        raise CompareError(f"{path} is not a JSON report: {error}") from None
    except UnicodeDecodeError as error:  # another encoding, or not text at all
        note = not_utf8_note(error.object[:SAMPLE_BYTES]) or "not UTF-8 text"
        raise CompareError(f"{path} cannot be read as a JSON report ({note})") from None
    except OSError as error:  # unreadable
        raise CompareError(f"{path} cannot be read as a JSON report ({error.strerror or error})") from error
    if not isinstance(data, dict) or not ({"metrics", "rows"} & set(data)):
        raise CompareError(f"{path} is not a benchmark report (report.json, ablations.json or latency.json)")
    return data


def flatten(value: Any, prefix: str = "") -> dict[str, float]:
    """Numeric figures by dotted name; a ``{"mean", "std"}`` pair is one figure (its mean)."""
    if isinstance(value, dict):
        if "mean" in value and "std" in value:
            mean = value["mean"]
            if mean is not None and (isinstance(mean, bool) or not isinstance(mean, (int, float))):
                # a figure of text ("97%"): shown as "-", it would read as a figure one report lacks
                raise ValueError(f"the figure {prefix} is {str(mean)[:40]!r}, not a number")
            return {prefix: mean} if mean is not None else {}
        found: dict[str, float] = {}
        for key, item in value.items():
            if key in SKIPPED:
                continue
            inner = key == "metrics" and bool(prefix)  # a group's metrics: "metrics.official.all.final_pass_rate"
            found.update(flatten(item, prefix if inner else f"{prefix}.{key}" if prefix else str(key)))
        return found
    if isinstance(value, list):
        found = {}
        for index, item in enumerate(value):
            found.update(flatten(item, f"{prefix}.{_element_name(item, index)}"))
        return found
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return {prefix: float(value)}
    return {}


def _element_name(item: Any, index: int) -> str:
    if isinstance(item, dict):
        for field in NAME_FIELDS:
            if field in item:
                return str(item[field])
    return str(index)


def figures(path: str | Path) -> dict[str, float]:
    """The report's figures by name; one that is no finite number (NaN, Infinity: JSON has neither, Python reads and
    writes both) is refused naming it: compared, it would show as a change from or to nothing."""
    try:
        found = flatten(load_report(path))
    except ValueError as error:  # a CompareError is one: the report's own refusal, already naming the file
        raise error if isinstance(error, CompareError) else CompareError(f"{path}: {error}") from None
    for name, value in found.items():
        if not math.isfinite(value):
            raise CompareError(f"{path}: the figure {name} is {value}, not a number a report holds (JSON has no NaN "
                               "or Infinity)")
    return found


def compare_reports(a: str | Path, b: str | Path) -> Comparison:
    flat_a, flat_b = figures(a), figures(b)
    names = list(flat_a) + [n for n in flat_b if n not in flat_a]
    return Comparison(a=str(a), b=str(b), rows=[CompareRow(name=n, a=flat_a.get(n), b=flat_b.get(n)) for n in names])


def fmt(value: float | None, fraction: bool, signed: bool = False) -> str:
    """A figure: fractions in percent (their differences in points), others as they are."""
    if value is None:
        return "-"
    sign = "+" if signed else ""
    if fraction:
        return f"{100 * value:{sign}.1f}" + (" pt" if signed else "%")
    return f"{value:{sign}.3f}"


def cells(row: CompareRow) -> list[str]:
    return [row.name, fmt(row.a, row.fraction), fmt(row.b, row.fraction), fmt(row.delta, row.fraction, signed=True)]


def print_comparison(comparison: Comparison, console: Console, rows: list[CompareRow]) -> None:
    view = Table(title=f"A = {comparison.a}\nB = {comparison.b}")
    view.add_column("figure")
    for header in ("A", "B", "B − A"):
        view.add_column(header, justify="right")
    for row in rows:
        style = None if row.delta is None or abs(row.delta) < 1e-9 else ("green" if row.delta > 0 else "red")
        view.add_row(*cells(row), style=style)
    console.print(view)


def comparison_markdown(comparison: Comparison, rows: list[CompareRow]) -> str:
    lines = ["# Comparison", "", f"- A: `{comparison.a}`", f"- B: `{comparison.b}`", "",
             "Fractions in percent; their B − A in points (pt).", ""]
    return "\n".join(lines + table(["figure", "A", "B", "B − A"], [cells(r) for r in rows]) + [""])
