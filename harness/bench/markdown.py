"""``report.md``: the benchmark report as markdown tables (the same figures as ``report.json``)."""

from __future__ import annotations

from collections.abc import Sequence

from himap_travel.harness.bench.report import METRIC_KEYS, BenchReport, Stat

METRIC_LABELS = {
    "delivery_rate": "Delivery",
    "commonsense_micro": "CS micro",
    "commonsense_macro": "CS macro",
    "hard_micro": "Hard micro",
    "hard_macro": "Hard macro",
    "final_pass_rate": "Final pass",
}


def pct(value: Stat, digits: int = 1) -> str:
    """A fraction over seeds as ``mean ± std`` in percent."""
    if value.mean is None:
        return "n/a"
    return f"{100 * value.mean:.{digits}f} ± {100 * (value.std or 0):.{digits}f}"


def num(value: Stat, digits: int = 2) -> str:
    if value.mean is None:
        return "n/a"
    return f"{value.mean:.{digits}f} ± {(value.std or 0):.{digits}f}"


def table(header: Sequence[str], rows: Sequence[Sequence[object]], align: str | None = None) -> list[str]:
    """A markdown table; each cell is written as its ``str``."""
    align = align or "l" + "r" * (len(header) - 1)
    marks = {"l": "---", "r": "---:", "c": ":---:"}
    lines = ["| " + " | ".join(header) + " |", "| " + " | ".join(marks[a] for a in align) + " |"]
    lines += ["| " + " | ".join(str(cell).replace("|", "\\|").replace("\n", " ") for cell in row) + " |" for row in rows]
    return lines


def metrics_section(report: BenchReport, mode: str) -> list[str]:
    header = ["group", "n", *(METRIC_LABELS[k] for k in METRIC_KEYS)]
    rows = [[f"**{r.group}**" if r.kind == "overall" else r.group, r.n, *(pct(r.metrics[k]) for k in METRIC_KEYS)]
            for r in report.groups(mode)]
    return [f"### {mode.capitalize()} mode", "", *table(header, rows), ""]


QUALITY_LABELS = {
    "mean_score": ("score (points per day)", 2), "mean_restaurant_rating": ("restaurant rating", 2),
    "mean_lodging_rating": ("stay rating", 2), "meals_served_share": ("meals served", None),
    "sights_per_day": ("sights per day", 2), "budget_use": ("budget used", None), "mean_cost": ("mean cost ($)", 0),
    "early_departures": ("departures before 07:00", 0), "late_arrivals": ("arrivals after 23:00", 0),
    "driving_hours": ("self-driving hours per trip", 1), "plans": ("valid plans scored", 0),
}


def quality_section(report: BenchReport) -> list[str]:
    """The trip quality of the valid plans (docs/quality.md), objective named."""
    if not report.quality:
        return []
    rows = [[label, pct(report.quality[key]) if digits is None else num(report.quality[key], digits)]
            for key, (label, digits) in QUALITY_LABELS.items() if key in report.quality]
    objective = report.config.get("objective", "cheapest")
    return [f"## Trip quality (objective `{objective}`, valid plans, strict mode)", "", *table(["figure", "value"], rows), ""]


def constraints_section(report: BenchReport) -> list[str]:
    rows = [[c.key, c.kind, c.applicable, pct(c.official), pct(c.strict)] for c in report.constraints]
    return ["## Per-constraint pass rates (Table 18 style)", "",
            ("Commonsense constraints over all queries; hard constraints over the queries that set them "
            "(an undelivered plan, or one whose hard constraints were not evaluated, fails)."), "",
            *table(["constraint", "kind", "queries", "official %", "strict %"], rows, "llrrr"), ""]


def failures_section(report: BenchReport) -> list[str]:
    shown = [f for f in report.failures if (f.official.mean or 0) > 0 or (f.strict.mean or 0) > 0]
    lines = ["## Failure taxonomy", "",
             f"Queries (of {report.queries}) in each failure category; a query may fall in several.", ""]
    if not shown:
        return lines + ["No failures in either mode.", ""]
    rows = [[f.label, f"`{f.category}`", num(f.official, 1), num(f.strict, 1)] for f in shown]
    return lines + [*table(["failure", "category", "official", "strict"], rows, "llrr"), ""]


def bargaining_section(report: BenchReport) -> list[str]:
    b = report.bargaining
    rows = [[r.iteration, num(r.used, 1), num(r.delivered_from, 1), num(r.passed_official, 1), num(r.passed_strict, 1),
             pct(r.cumulative_official), pct(r.cumulative_strict)] for r in b.rows]
    header = ["iteration k", "runs ending after k", "plans delivered from k", "of those passing (official)",
              "(strict)", "cumulative pass ≤ k (official %)", "(strict %)"]
    return ["## Bargaining (Table 31 style)", "", f"Mean iterations used: {num(b.mean_iterations)}.", "",
            *table(header, rows), ""]


def timing_section(report: BenchReport) -> list[str]:
    roles = sorted({role for t in report.timing for role in t.tool_calls})
    header = ["trip", "n", "mean s / query", "median s", "max s", "day phase s", *(f"{r} tool calls" for r in roles)]
    rows = [[t.group, t.n, num(t.mean_seconds, 3), fixed(t.median_seconds), fixed(t.max_seconds), num(t.day_phase_seconds, 3),
             *(num(t.tool_calls[r], 1) if r in t.tool_calls else "-" for r in roles)] for t in report.timing]
    return ["## Timing", "",
            ("Wall-clock per query (planning and scoring), measured; the day-planning phase is from the first day "
            "executor's start to the last one's end, summed over iterations."), "", *table(header, rows), ""]


def fixed(value: float | None, digits: int = 3, suffix: str = "") -> str:
    """A plain number (``n/a`` when missing)."""
    return "n/a" if value is None else f"{value:.{digits}f}{suffix}"


def percent(value: float | None, digits: int = 0) -> str:
    """A fraction as a percentage (``n/a`` when missing)."""
    return "n/a" if value is None else f"{100 * value:.{digits}f}%"


def title_block(title: str, command: str | None) -> list[str]:
    """A report's title and the command that made it."""
    lines = [f"# {title}", ""]
    if command:
        lines += ["Made by:", "", "```bash", command, "```", ""]
    return lines


def write_markdown(report: BenchReport) -> str:
    cfg = report.config
    lines = title_block(report.title, report.command)
    lines += [(f"{report.queries} queries × {report.seeds} seed(s); policy `{cfg.get('policy')}`, "
              f"variant `{cfg.get('variant')}`, P = {cfg.get('executors')}, input "
              f"{report.input or 'structured fields'}, tool latency "
              f"{cfg.get('tool_latency') or 'off'}, decision latency {cfg.get('decision_latency') or 'off'}. "
              "Figures are mean ± std over seeds."), ""]
    lines += ["## Main results (Table 4 columns)", ""]
    for mode in ("official", "strict"):
        lines += metrics_section(report, mode)
    lines += quality_section(report)
    lines += constraints_section(report) + failures_section(report) + bargaining_section(report) + timing_section(report)
    if report.assumptions:
        lines += ["## Assumptions", "",
                  (f"{report.assumed_queries} of {report.queries} queries give no people count in their text; each was "
                   "planned for the smallest count its wording allows (1 for I/me, 2 for we/us/our), as `app.py plan` does."), "",
                  *table(["idx", "assumed"], [[a.idx, "; ".join(a.assumptions)] for a in report.assumptions], "rl"), ""]
    if report.not_kept:
        lines += ["## Not kept", "", (f"{len(report.not_kept)} of {report.queries} queries ask for what no reader keeps; each "
                                      "was planned without it, as `app.py plan --allow-unread` does."), "",
                  *table(["idx", "not kept"], [[q.idx, "; ".join(q.not_kept)] for q in report.not_kept], "rl"), ""]
    if report.errors:
        errors = [[e.seed, e.position + 1, e.error[:200]] for e in report.errors]
        lines += ["## Errors", "", *table(["seed", "idx", "error"], errors, "rrl"), ""]
    if report.warnings:
        lines += ["## Rows whose text disagrees with their fields", "",
                  "Each was planned and scored by its fields, as the official scorer scores it.", "",
                  *(f"- {w}" for w in report.warnings), ""]
    if report.problems:
        lines += ["## Evaluator notes", "", *(f"- {p}" for p in report.problems), ""]
    if report.plots:
        lines += ["## Plots", "", *(f"![{p}]({p})" for p in report.plots), ""]
    return "\n".join(lines)
