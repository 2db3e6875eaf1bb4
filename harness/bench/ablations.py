"""The Table 7 analogue: the same queries under the full system and each ablation, in one command.

Each variant is an ordinary benchmark run in its own folder (``<out>/<variant>/``,
all sharing one results store, so an interrupted ablation run resumes too);
``ablations.md`` / ``ablations.json`` put their headline figures side by side,
with the change from the full system.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from pydantic import BaseModel
from rich.console import Console

from himap_travel.domain.sandbox.index import load_sandbox
from himap_travel.harness.bench.config import FULL, BenchConfig, BenchConfigError
from himap_travel.harness.bench.markdown import METRIC_LABELS, num, pct, table, title_block
from himap_travel.harness.bench.pipeline import BenchOutcome, run_bench
from himap_travel.harness.bench.report import METRIC_KEYS, Stat
from himap_travel.harness.bench.runner import OnResult, load_rows
from himap_travel.harness.outputs import claim_output
from himap_travel.planning.runtime.names import ABLATIONS

ABLATION_LABELS = {
    FULL: "HiMAP-Travel (full)",
    "no-sigma": "w/o synchronized monitor Σ",
    "no-coordinator": "w/o coordinator",
    "no-bargaining": "w/o bargaining",
    "sequential": "sequential executors (P = 1)",
    "no-solver": "w/o exact solver fallback",
}


class AblationRow(BaseModel):
    variant: str
    label: str
    folder: str
    metrics: dict[str, dict[str, Stat]]  # mode -> metric -> Stat
    delta_final_pass: dict[str, float | None]  # mode -> change of the mean final pass rate from the full system
    mean_iterations: Stat
    mean_seconds: Stat


class AblationReport(BaseModel):
    title: str
    command: str | None = None
    queries: int
    seeds: int
    rows: list[AblationRow]

    def save(self, path: Path) -> None:
        path.write_text(json.dumps(self.model_dump(mode="json"), indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def parse_ablations(text: str) -> list[str | None]:
    """``all`` → the full system and every ablation; else a comma list (``full`` names the full system)."""
    names = list(ABLATIONS) if text.strip() == "all" else [n.strip() for n in text.split(",")]
    if not any(names):  # '' or ',': running the full system alone would answer another command than the one given
        raise BenchConfigError(f"--ablations {text!r} names no variant; give all, or a comma list of: full, " + ", ".join(ABLATIONS))
    if not all(names):  # 'no-sigma,' or 'a,,b': a name was lost in typing, as --conversations refuses it
        raise BenchConfigError(f"--ablations {text!r} has an empty item; give a comma list of: full, " + ", ".join(ABLATIONS))
    unknown = [n for n in names if n not in ABLATIONS and n != FULL]
    if unknown:
        raise BenchConfigError(f"unknown ablation(s) {', '.join(unknown) or repr(text)}; choose from all, full, "
                               + ", ".join(ABLATIONS))
    variants = [None] + [n for n in names if n != FULL]  # the full system is always the reference
    return list(dict.fromkeys(variants))


def default_out(config: BenchConfig) -> Path:
    return Path("runs/bench") / f"{config.split_name}-{config.policy}-ablations{'-text' if config.from_text else ''}"


def run_ablations(config: BenchConfig, variants: Sequence[str | None], console: Console | None = None,
                  fresh: bool = False, command: str | None = None, on_result: OnResult | None = None) -> tuple[AblationReport, Path]:
    """Run every variant on the same queries; write ``ablations.md``, ``ablations.json`` and a plot."""
    root = Path(config.out) if config.out is not None else default_out(config)
    db = Path(config.db) if config.db is not None else root / "results.sqlite"
    rows = load_rows(config)
    with claim_output(root, command, data=config.data):  # checked and held before anything is planned (each variant's folder too)
        sandbox = load_sandbox(config.data)
        outcomes = []
        for variant in variants:
            variant_config = config.with_ablation(variant, out=root / (variant or FULL), db=db)
            if console:
                console.print(f"[bold]{ABLATION_LABELS[variant or FULL]}[/]")
            outcomes.append(run_bench(variant_config, console, on_result, fresh, command, sandbox, rows))
        report = ablation_report(outcomes, root, command)
        report.save(root / "ablations.json")
        (root / "ablations.md").write_text(ablation_markdown(report), encoding="utf-8")
        ablation_plot(report, root / "ablations.png")
    return report, root


def ablation_report(outcomes: Sequence[BenchOutcome], root: Path, command: str | None = None) -> AblationReport:
    full = outcomes[0].report
    rows = []
    for outcome in outcomes:
        report = outcome.report
        metrics = {mode: report.headline(mode) for mode in ("official", "strict")}
        delta = {mode: _delta(metrics[mode]["final_pass_rate"], full.headline(mode)["final_pass_rate"]) for mode in metrics}
        timing = next(t for t in report.timing if t.group == "all")
        rows.append(AblationRow(
            variant=outcome.config.variant,
            label=ABLATION_LABELS[outcome.config.variant],
            folder=str(outcome.out.relative_to(root)) if outcome.out.is_relative_to(root) else str(outcome.out),
            metrics=metrics,
            delta_final_pass=delta,
            mean_iterations=report.bargaining.mean_iterations,
            mean_seconds=timing.mean_seconds,
        ))
    first = outcomes[0].config
    return AblationReport(title=f"Ablations on TravelPlanner {first.split_name} ({first.policy} policy, from the {first.input})",
                          command=command, queries=full.queries, seeds=full.seeds, rows=rows)


def _delta(value: Stat, reference: Stat) -> float | None:
    if value.mean is None or reference.mean is None:
        return None
    return value.mean - reference.mean


def ablation_markdown(report: AblationReport) -> str:
    lines = title_block(report.title, report.command)
    lines += [(f"{report.queries} queries × {report.seeds} seed(s); mean ± std over seeds; Δ is the change of the "
              "final pass rate from the full system, in points. Each variant's full report is in its folder."), ""]
    for mode in ("official", "strict"):
        columns = ["variant", *(METRIC_LABELS[k] for k in METRIC_KEYS), "Δ final pass", "iterations", "s / query"]
        body = [[f"[{r.label}]({r.folder}/report.md)", *(pct(r.metrics[mode][k]) for k in METRIC_KEYS),
                 _points(r.delta_final_pass[mode]), num(r.mean_iterations), num(r.mean_seconds, 3)] for r in report.rows]
        lines += [f"## {mode.capitalize()} mode", "", *table(columns, body), ""]
    lines += ["![final pass rate by variant](ablations.png)", ""]
    return "\n".join(lines)


def _points(delta: float | None) -> str:
    return "n/a" if delta is None else f"{100 * delta:+.1f}"


def ablation_plot(report: AblationReport, path: Path) -> Path:
    from himap_travel.domain.figures import plt, save_figure  # matplotlib only when a run writes its plots

    labels = [r.variant for r in report.rows]
    fig, ax = plt.subplots(figsize=(7, 3.6))
    width = 0.38
    for offset, mode in ((-width / 2, "official"), (width / 2, "strict")):
        stats = [r.metrics[mode]["final_pass_rate"] for r in report.rows]
        bars = ax.bar([i + offset for i in range(len(labels))], [100 * (s.mean or 0) for s in stats], width,
                      yerr=[100 * (s.std or 0) for s in stats], capsize=3, label=mode)
        ax.bar_label(bars, fmt="%.1f", fontsize=8)
    ax.set_xticks(range(len(labels)), labels)
    ax.set_ylim(0, 110)
    ax.set_ylabel("final pass rate (%)")
    ax.set_title(report.title, fontsize=10)
    ax.legend(loc="lower right", fontsize=8)
    return save_figure(fig, path)
