"""The quality gap: how close a policy's trips come to the exact solver's best, query by query (issue 30).

Reads the strict evaluator reports (``report_strict.json``) that ``bench run``
writes, one folder per run of the same split, and writes ``quality.json``
(each run's quality and cost per query; the gap of each run to the reference
run, per query, and its median and minimum), a markdown table
(``quality.md``) and a plot of quality against cost (``quality_vs_cost.png``).
A query counts only where both plans are valid in strict mode: the quality of
a plan that breaks a rule is no trip to compare.

    python -m himap_travel.harness.bench.quality_gap --reference solver-best=runs/quality/solver-best \\
        expert-best=runs/quality/expert-best expert-cheapest=... --out results/quality
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path
from typing import Any, TypedDict

from himap_travel.domain.evaluation.report import EvaluationReport
from himap_travel.domain.figures import plt, save_figure

REPORT = "report_strict.json"


class QualityGapError(ValueError):
    """A run folder that cannot be compared (no strict report, another number of queries)."""


class QueryQuality(TypedDict):
    """One query of one run in ``quality.json``: None where the plan is not valid in strict mode."""

    idx: int  # the submission's 1-based position
    score: float | None
    points: int | None
    cost: float | None


class Gap(TypedDict):
    """One run's quality as a share of the reference's (``quality.json``'s ``gap``)."""

    queries: int  # the queries valid in both runs
    median: float | None
    min: float | None
    at_least_95: int
    per_query: list[float | None]


def load_run(folder: Path) -> EvaluationReport:
    path = Path(folder) / REPORT
    if not path.is_file():
        raise QualityGapError(f"{folder}: no {REPORT} (give the output folder of a bench run)")
    return EvaluationReport.model_validate_json(path.read_text(encoding="utf-8"))


def per_query(report: EvaluationReport) -> list[QueryQuality]:
    """Each query's quality score and cost; None for a plan that is not valid in strict mode."""
    rows = []
    for record, detail in zip(report.plans, report.details, strict=True):
        quality = detail.quality if record.final_pass else None  # None: not valid, or no plan to score
        rows.append(QueryQuality(idx=record.idx, score=quality.score if quality is not None else None,
                                 points=quality.points if quality is not None else None,
                                 cost=detail.total_cost if quality is not None else None))
    return rows


def gap(run: list[QueryQuality], reference: list[QueryQuality]) -> Gap:
    """The run's quality as a share of the reference's, per query where both are valid, and its median and minimum."""
    if len(run) != len(reference):
        raise QualityGapError(f"the runs cover {len(run)} and {len(reference)} queries: give runs of the same split")
    shares = [r["points"] / ref["points"] if ref["points"] else None
              for r, ref in zip(run, reference, strict=True) if r["points"] is not None and ref["points"] is not None]
    known = [share for share in shares if share is not None]
    return Gap(queries=len(known), median=statistics.median(known) if known else None,
               min=min(known) if known else None, at_least_95=sum(share >= 0.95 for share in known),
               per_query=[round(share, 4) if share is not None else None for share in shares])


def compare(runs: dict[str, Path], reference: str, out: Path) -> dict[str, Any]:
    """Write quality.json, quality.md and quality_vs_cost.png for ``runs`` (name → folder), gaps to ``reference``."""
    if reference not in runs:
        raise QualityGapError(f"the reference {reference!r} is not among the runs ({', '.join(runs)})")
    reports = {name: load_run(folder) for name, folder in runs.items()}
    queries = {name: per_query(report) for name, report in reports.items()}
    result: dict[str, Any] = {  # quality.json
        "reference": reference,
        "summary": {name: report.quality.model_dump() if report.quality else None for name, report in reports.items()},
        "gap": {name: gap(rows, queries[reference]) for name, rows in queries.items() if name != reference},
        "queries": queries,
    }
    out.mkdir(parents=True, exist_ok=True)
    (out / "quality.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    (out / "quality.md").write_text(markdown(result), encoding="utf-8")
    plot(queries, out / "quality_vs_cost.png")
    return result


FIGURES = (("mean_score", "score (points per day)", "{:.2f}"), ("mean_restaurant_rating", "restaurant rating", "{:.2f}"),
           ("mean_lodging_rating", "stay rating", "{:.2f}"), ("meals_served_share", "meals served", "{:.1%}"),
           ("sights_per_day", "sights per day", "{:.2f}"), ("budget_use", "budget used", "{:.1%}"),
           ("mean_cost", "mean cost ($)", "{:,.0f}"), ("early_departures", "departures before 07:00", "{}"),
           ("late_arrivals", "arrivals after 23:00", "{}"), ("driving_hours", "self-driving hours per trip", "{:.1f}"),
           ("plans", "valid plans", "{}"))


def markdown(result: dict[str, Any]) -> str:
    names = list(result["summary"])
    lines = ["| figure | " + " | ".join(names) + " |", "| --- |" + " ---: |" * len(names)]
    for key, label, form in FIGURES:
        cells = []
        for name in names:
            value = (result["summary"][name] or {}).get(key)
            cells.append("n/a" if value is None else form.format(value))
        lines.append(f"| {label} | " + " | ".join(cells) + " |")
    lines += ["", f"Quality gap: each run's quality points as a share of `{result['reference']}`'s, per query valid in both.", "",
              "| run | queries | median | min | queries ≥ 95% |", "| --- | ---: | ---: | ---: | ---: |"]
    for name, found in result["gap"].items():
        median = "n/a" if found["median"] is None else f"{found['median']:.1%}"
        least = "n/a" if found["min"] is None else f"{found['min']:.1%}"
        lines.append(f"| {name} | {found['queries']} | {median} | {least} | {found['at_least_95']} |")
    return "\n".join(lines) + "\n"


def plot(queries: dict[str, list[QueryQuality]], path: Path) -> Path:
    """Each valid plan's quality score against its cost, one colour per run."""
    fig, ax = plt.subplots(figsize=(6.4, 4.2))
    for name, rows in queries.items():
        kept = [(r["cost"], r["score"]) for r in rows if r["score"] is not None and r["cost"] is not None]
        ax.scatter([cost for cost, _ in kept], [score for _, score in kept], s=14, alpha=0.7, label=name)
    ax.set_xscale("log")
    ax.set_xlabel("plan cost ($, log scale)")
    ax.set_ylabel("quality score (points per day)")
    ax.set_title("Trip quality against cost (valid plans)")
    ax.legend(fontsize=8)
    return save_figure(fig, path)


def _named(text: str) -> tuple[str, Path]:
    name, _, folder = text.partition("=")
    if not folder:
        raise argparse.ArgumentTypeError(f"{text!r}: give NAME=FOLDER")
    return name, Path(folder)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reference", type=_named, required=True, help="NAME=FOLDER of the run the others are compared to")
    parser.add_argument("runs", type=_named, nargs="+", help="NAME=FOLDER of each other run")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    runs = dict([args.reference, *args.runs])
    try:
        result = compare(runs, args.reference[0], args.out)
    except QualityGapError as error:
        parser.exit(2, f"error: {error}\n")
    print(markdown(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
