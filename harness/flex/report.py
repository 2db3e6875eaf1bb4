"""The run's outputs: the final-turn submission and queries, report.json, report.md and the pass-rate-by-turn PNG.

The final-turn figures are what ``app.py evaluate final_turn_submission.jsonl
--queries final_turn_queries.csv`` prints: the report runs that same
evaluator on the two files it writes (``evaluate_file``), so the two always
agree. The per-turn figures are FlexTravelBench's ``total_pass_rate``
averaged over the instances (``scoring.py``), official checks, and strict.

Groups: by file, by removed constraint(s) (what turn 1 withholds), by
ordering (global→local / local→global, the 3-turn comparison the
HiMAP-Travel paper reports), and by level.
"""

from __future__ import annotations

import csv
import io
import json
import statistics
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from himap_travel.domain.evaluation.parsing import SCORINGS, Scoring
from himap_travel.domain.evaluation.report import EvaluationReport
from himap_travel.domain.sandbox.index import Sandbox
from himap_travel.harness.bench.markdown import percent, table, title_block
from himap_travel.harness.flex.replay import FlexResult
from himap_travel.harness.outputs import write_whole
from himap_travel.state.trip import QUERY_COLUMNS as ROW_COLUMNS

SUBMISSION = "final_turn_submission.jsonl"
QUERIES = "final_turn_queries.csv"
REPORT_JSON = "report.json"
REPORT_MD = "report.md"
PLOT = "pass_rate_by_turn.png"
# A query row (``load_queries`` reads the file back), where it came from, and what its text withholds.
QUERY_COLUMNS = (*ROW_COLUMNS, "row", "file", "removed")


def write_final_turn_files(results: Sequence[FlexResult], out: Path) -> tuple[Path, Path]:
    """One submission line and one query row per instance, in input order (``idx`` from 1, as ``bench run``)."""
    submission, queries = out / SUBMISSION, out / QUERIES
    write_whole(submission, "".join(json.dumps({"idx": number, "query": result.query, "plan": result.plan},
                                               ensure_ascii=False) + "\n" for number, result in enumerate(results, 1)))
    rows = io.StringIO(newline="")
    writer = csv.DictWriter(rows, fieldnames=QUERY_COLUMNS)
    writer.writeheader()
    for result in results:
        writer.writerow(query_csv_row(result))
    write_whole(queries, rows.getvalue())
    return submission, queries


def query_csv_row(result: FlexResult) -> dict[str, Any]:
    """The last turn's accumulated constraints as a TravelPlanner query row (literals as text, as the CSVs write them)."""
    row = result.final_row or {}
    budget = row.get("budget")
    return {
        "org": row.get("org"), "dest": row.get("dest"), "days": row.get("days"),
        "visiting_city_number": row.get("visiting_city_number"), "date": str(list(row.get("date") or [])),
        "people_number": row.get("people_number"), "local_constraint": str(row.get("local_constraint")),
        "budget": int(budget) if isinstance(budget, float) and budget.is_integer() else budget,
        "query": result.query, "level": result.level or "", "row": result.idx, "file": result.file, "removed": result.removed,
    }


def _mean(values: Sequence[float]) -> float | None:
    return sum(values) / len(values) if values else None


def _by_turn(results: Sequence[FlexResult], value: Callable[[Any], float]) -> list[float | None]:
    most = max((len(r.turns) for r in results), default=0)
    return [_mean([value(r.turns[t]) for r in results if len(r.turns) > t]) for t in range(most)]


def group_metrics(results: Sequence[FlexResult]) -> dict[str, Any]:
    """The report's figures for a group of instances (fractions; per-turn lists start at turn 1)."""
    seconds = [r.seconds for r in results]
    return {
        "instances": len(results),
        "final_turn_pass_rate": _mean([float(r.official_pass) for r in results]),
        "final_turn_pass_rate_strict": _mean([float(r.strict_pass) for r in results]),
        "hard_pass_rate_by_turn": _by_turn(results, lambda t: t.score.total_pass_rate if t.score else 0.0),
        "hard_pass_rate_by_turn_strict": _by_turn(results, lambda t: t.score_strict.total_pass_rate if t.score_strict else 0.0),
        "hard_all_pass_by_turn": _by_turn(results, lambda t: float(bool(t.score and t.score.all_pass))),
        "delivery_rate": _mean([float(r.delivered) for r in results]),
        "kept_by_turn": _by_turn(results, lambda t: float(t.kept)),
        "understood_by_turn": _by_turn(results, lambda t: float(t.understood)),
        "errors": sum(1 for r in results if r.error),
        "seconds_total": round(sum(seconds), 3),
        "seconds_median": round(statistics.median(seconds), 4) if seconds else None,
    }


def _grouped(results: Sequence[FlexResult], key: Callable[[FlexResult], str]) -> dict[str, dict[str, Any]]:
    groups: dict[str, list[FlexResult]] = {}
    for result in results:
        groups.setdefault(key(result), []).append(result)
    return {name: group_metrics(members) for name, members in groups.items()}


def build_report(results: Sequence[FlexResult], evaluated: dict[Scoring, EvaluationReport], settings: dict[str, Any],
                 wall_seconds: dict[str, float] | None = None) -> dict[str, Any]:
    """report.json: ``metrics`` (the final-turn rates as ``app.py evaluate`` finds them), ``by_file``,
    ``by_constraint``, ``by_ordering`` (3-turn instances), ``by_level``, the fallbacks, the settings."""
    overall = group_metrics(results)
    metrics = {
        "final_turn_pass_rate": evaluated["official"].metrics.final_pass_rate,
        "final_turn_pass_rate_strict": evaluated["strict"].metrics.final_pass_rate,
        "hard_pass_rate_by_turn": overall["hard_pass_rate_by_turn"],
        "delivery_rate": evaluated["official"].metrics.delivery_rate,
    }
    metrics.update({k: v for k, v in overall.items() if k not in metrics})
    by_file = _grouped(results, lambda r: r.file)
    for name, seconds in (wall_seconds or {}).items():
        if name in by_file:
            by_file[name]["wall_seconds"] = round(seconds, 3)
    fallbacks = Counter(f"turn {t.turn}: {field}" for r in results for t in r.turns for field in t.mismatch)
    return {
        "metrics": metrics,
        "by_file": by_file,
        "by_constraint": _grouped(results, lambda r: r.removed),
        "by_ordering": _grouped([r for r in results if len(r.turns) > 2], lambda r: r.ordering),
        "by_level": _grouped(results, lambda r: r.level or "unknown"),
        "fallbacks": dict(sorted(fallbacks.items())),
        "final_turn_failures": dict(Counter(c for r in results for c in r.failed_checks_strict).most_common()),
        "errors": [{"file": r.file, "position": r.position, "error": r.error} for r in results if r.error],
        "settings": settings,
    }


def _turns_cell(values: Sequence[float | None]) -> str:
    return " → ".join(percent(v, 1) for v in values)


def _group_rows(groups: dict[str, dict[str, Any]]) -> list[list[str]]:
    return [[name, str(g["instances"]), percent(g["final_turn_pass_rate"], 1), percent(g["final_turn_pass_rate_strict"], 1),
             _turns_cell(g["hard_pass_rate_by_turn"]), _turns_cell(g["kept_by_turn"][1:]),
             f"{g['seconds_total']:.1f}" + (f" (wall {g['wall_seconds']:.1f})" if "wall_seconds" in g else "")]
            for name, g in groups.items()]


GROUP_HEADER = ["", "n", "final pass (official)", "final pass (strict)", "hard pass by turn", "plan kept (turn 2+)",
                "seconds (replay; wall per file)"]


def write_markdown(report: dict[str, Any], title: str, command: str | None) -> str:
    m = report["metrics"]
    lines = title_block(title, command)
    summary = (
        f"{m['instances']} instances; final-turn pass rate **{percent(m['final_turn_pass_rate'], 1)}** official, "
        f"**{percent(m['final_turn_pass_rate_strict'], 1)}** strict (the full TravelPlanner evaluation of the last turn's "
        f"plan against the accumulated constraints, as `app.py evaluate {SUBMISSION} --queries {QUERIES}` finds); "
        f"delivery {percent(m['delivery_rate'], 1)}; {m['errors']} errors; {m['seconds_total']:.1f} s of replay in all "
        f"(median {m['seconds_median']} s per instance)."
    )
    legend = (
        "Hard pass = FlexTravelBench's `total_pass_rate` (correct / constraints with a value, on the constraints "
        "accumulated so far), averaged over the instances; all hard pass = no constraint judged so far fails "
        "(FlexTravelBench cannot judge a people count without a budget: it stays in the denominator of the hard pass "
        "rate). Kept = the chat kept the previous plan because it still passed the edited request. Understood = the "
        "chat's own reading of the message gave the accumulated constraints (else the replay's fallback wrote them in)."
    )
    lines += [summary, "", "## By turn", "", legend, ""]
    rows = []
    for t, hard in enumerate(m["hard_pass_rate_by_turn"]):
        rows.append([str(t + 1), percent(hard, 1), percent(m["hard_pass_rate_by_turn_strict"][t], 1),
                     percent(m["hard_all_pass_by_turn"][t], 1), "-" if t == 0 else percent(m["kept_by_turn"][t], 1),
                     percent(m["understood_by_turn"][t], 1)])
    lines += table(["turn", "hard pass (official)", "hard pass (strict)", "all hard pass", "plan kept", "understood"], rows)
    for heading, key in (("By removed constraint", "by_constraint"), ("By file", "by_file"),
                         ("By ordering (3-turn)", "by_ordering"), ("By level", "by_level")):
        if report[key]:
            lines += ["", f"## {heading}", ""] + table(GROUP_HEADER, _group_rows(report[key]))
    if report["fallbacks"]:
        lines += ["", "## Fallbacks (the chat's reading differed from the constraints)", ""]
        lines += table(["turn: field", "instances"], [[k, str(v)] for k, v in report["fallbacks"].items()])
    if report["final_turn_failures"]:
        lines += ["", "## Final-turn failed checks (strict)", ""]
        lines += table(["check", "instances"], [[k, str(v)] for k, v in report["final_turn_failures"].items()])
    return "\n".join(lines) + "\n"


def plot_by_turn(report: dict[str, Any], title: str, path: Path) -> Path:
    """Hard pass rate by turn (lines: each 2-turn removed constraint, each 3-turn ordering), and the final-turn pass
    rates (stars at the last turn)."""
    from himap_travel.domain.figures import plt, save_figure  # matplotlib only when a run writes its outputs

    lines = {name: g for name, g in report["by_constraint"].items() if len(g["hard_pass_rate_by_turn"]) == 2}
    lines.update(report["by_ordering"])
    fig, ax = plt.subplots(figsize=(6.4, 3.8))
    for name, group in lines.items():
        rates = [100 * (v or 0) for v in group["hard_pass_rate_by_turn"]]
        turns = list(range(1, len(rates) + 1))
        line, = ax.plot(turns, rates, marker="o", label=f"{name} (hard)")
        ax.scatter([turns[-1] + 0.08], [100 * (group["final_turn_pass_rate"] or 0)], marker="*", s=90, color=line.get_color())
    ax.scatter([], [], marker="*", color="grey", label="final pass (official)")
    most = max((len(g["hard_pass_rate_by_turn"]) for g in lines.values()), default=1)
    ax.set_xticks(range(1, most + 1), [f"turn {t}" for t in range(1, most + 1)])
    ax.set_ylim(0, 105)
    ax.set_ylabel("pass rate (%)")
    ax.set_title(title if len(title) <= 60 else title[:57] + "...")
    ax.legend(fontsize=7, loc="lower right")
    return save_figure(fig, path)


def write_outputs(results: Sequence[FlexResult], out: Path, title: str, command: str | None, settings: dict[str, Any],
                  sandbox: Sandbox | None = None, wall_seconds: dict[str, float] | None = None) -> dict[str, Any]:
    """Every output file into ``out``; returns report.json's content."""
    from himap_travel.domain.evaluation import evaluate_file

    out.mkdir(parents=True, exist_ok=True)
    submission, queries = write_final_turn_files(results, out)
    evaluated = {mode: evaluate_file(submission, queries, mode, sandbox) for mode in SCORINGS}
    report = build_report(results, evaluated, {**settings, "command": command}, wall_seconds)
    write_whole(out / REPORT_JSON, json.dumps(report, indent=2, ensure_ascii=False) + "\n")
    write_whole(out / REPORT_MD, write_markdown(report, title, command))
    plot_by_turn(report, title, out / PLOT)
    return report
