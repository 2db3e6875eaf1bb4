"""PNG plots of a benchmark report (matplotlib, Agg backend: no display needed).

matplotlib comes from ``domain.figures`` (its config in the project's cache folder).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from himap_travel.domain.figures import plt, save_figure
from himap_travel.harness.bench.models import QueryResult
from himap_travel.harness.bench.report import BenchReport

PASS_BY_LEVEL = "pass_by_level.png"
LATENCY_BY_DAYS = "latency_by_days.png"


def pass_by_level(report: BenchReport, path: Path) -> Path:
    """Final pass rate per level (official and strict), mean with std over seeds as error bars."""
    groups = {mode: [r for r in report.groups(mode) if r.kind in ("level", "overall")] for mode in ("official", "strict")}
    names = [r.group for r in groups["official"]]
    fig, ax = plt.subplots(figsize=(6, 3.6))
    width = 0.38
    for offset, mode in ((-width / 2, "official"), (width / 2, "strict")):
        stats = [r.metrics["final_pass_rate"] for r in groups[mode]]
        means = [100 * (s.mean or 0) for s in stats]
        errors = [100 * (s.std or 0) for s in stats]
        positions = [i + offset for i in range(len(names))]
        bars = ax.bar(positions, means, width, yerr=errors, capsize=3, label=mode)
        ax.bar_label(bars, fmt="%.1f", fontsize=8)
    ax.set_xticks(range(len(names)), names)
    ax.set_ylim(0, 110)
    ax.set_ylabel("final pass rate (%)")
    ax.set_title(_short(report.title))
    ax.legend(loc="lower right", fontsize=8)
    return save_figure(fig, path)


def latency_by_days(results: Sequence[QueryResult], title: str, path: Path) -> Path:
    """Wall-clock per query by trip length (box plot of the measured seconds)."""
    lengths = sorted({r.days for r in results if r.days is not None})
    data = [[r.seconds for r in results if r.days == d] for d in lengths]
    fig, ax = plt.subplots(figsize=(6, 3.6))
    if data:
        ax.boxplot(data, tick_labels=[f"{d} days" for d in lengths])
    ax.set_ylabel("seconds per query")
    ax.set_title(_short(title))
    return save_figure(fig, path)


def _short(title: str) -> str:
    return title if len(title) <= 60 else title[:57] + "..."


