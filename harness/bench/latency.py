"""Latency scaling (Tables 15–16 analogue): wall-clock by trip length for P = 3, P = D and sequential.

Tool calls sleep a seeded simulated latency (default 50–200 ms, as the paper
samples) and the policy a simulated per-decision latency (default 100–300
ms), so the gain of parallelism shows on a CPU. Sequential is the
'sequential' ablation: one day executor and one tool call at a time (a
decision holding several calls runs them one after another); P = 3 and P = D
run that many executors, each decision's calls up to ``parallel_calls`` at
once. Each query runs alone (one at a time) under each setting in turn, with
the same seeded delays for every setting. Time is measured: the whole query,
and the day-planning phase (first day executor's start to the last one's
end, summed over iterations; see ``bench.timing``). Speedup = sequential
time / parallel time (ratio of the mean times over the queries of a trip
length).
"""

from __future__ import annotations

import json
import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel
from rich.console import Console

from himap_travel.domain.environment import plain_counts
from himap_travel.domain.sandbox.index import load_sandbox
from himap_travel.domain.sandbox.queries import QueryRow
from himap_travel.harness.bench.config import BenchConfig, BenchConfigError
from himap_travel.harness.bench.markdown import fixed, percent, table, title_block
from himap_travel.harness.bench.runner import load_rows, named_policy, plan_query, progress_bar
from himap_travel.harness.outputs import claim_output, write_whole
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.trip import MAX_DAYS
from himap_travel.tools.latency import SimulatedLatency

SEQUENTIAL, PER_DAY = "sequential", "P=D"
# Bounds of the inputs, checked before anything runs: each query runs under three settings, one at a time, and waits
# out every simulated delay, so a huge --limit or delay would not return for hours (a P above the longest trip, 30
# days, is P = D).
MAX_LIMIT = 100  # queries per trip length
MAX_DELAY_MS = 5_000.0  # the high end of a simulated tool or decision latency, per call


def settings_for(fixed_p: int) -> tuple[str, str, str]:
    """The three settings compared: sequential (P = 1), a fixed P (3 by default: "P=3"), and P = D."""
    return SEQUENTIAL, f"P={fixed_p}", PER_DAY


@dataclass(frozen=True)
class LatencyConfig:
    split: str = "validation_dev"
    policy: str = "expert"
    lengths: tuple[int, ...] = (3, 5, 7)
    limit: int = 3  # queries per trip length (the first ones of the split)
    fixed_p: int = 3
    tool_latency: SimulatedLatency | None = field(default_factory=lambda: SimulatedLatency(low_ms=50, high_ms=200))
    decision_latency: SimulatedLatency | None = field(default_factory=lambda: SimulatedLatency(low_ms=100, high_ms=300))
    seed: int = 0
    out: Path | None = None
    data: str | None = None
    base_url: str | None = None
    model: str | None = None

    def __post_init__(self) -> None:
        if not 1 <= self.limit <= MAX_LIMIT:
            raise BenchConfigError(f"--limit {self.limit}: give 1 to {MAX_LIMIT} queries per trip length")
        if not 1 <= self.fixed_p <= MAX_DAYS:
            raise BenchConfigError(f"--executors (-P) {self.fixed_p}: give 1 to {MAX_DAYS} (a P above the longest trip is P = D)")
        check_lengths(self.lengths)
        for flag, latency in (("--tool-latency", self.tool_latency), ("--decision-latency", self.decision_latency)):
            if latency is not None and latency.high_ms > MAX_DELAY_MS:
                raise BenchConfigError(f"{flag} {latency.label()}: at most {MAX_DELAY_MS:,.0f} ms per call in bench latency "
                                       "(every query waits out each delay under three settings)")

    @property
    def out_dir(self) -> Path:
        return Path(self.out) if self.out is not None else Path("runs/bench") / f"latency-{Path(self.split).stem}"

    def bench_config(self, executors: int, ablation: str | None = None) -> BenchConfig:
        return BenchConfig(split=self.split, policy=self.policy, ablation=ablation, executors=executors,
                           tool_latency=self.tool_latency, decision_latency=self.decision_latency, data=self.data,
                           base_url=self.base_url, model=self.model, out=self.out_dir)

    def setting_config(self, setting: str, days: int) -> BenchConfig:
        """The run of one setting: sequential is the 'sequential' ablation (P = 1, one tool call at a time)."""
        return self.bench_config(self.executors(setting, days), "sequential" if setting == SEQUENTIAL else None)

    @property
    def settings(self) -> tuple[str, str, str]:
        return settings_for(self.fixed_p)

    def executors(self, setting: str, days: int) -> int:
        return {SEQUENTIAL: 1, PER_DAY: days}.get(setting, self.fixed_p)


def parse_lengths(text: str) -> tuple[int, ...]:
    """``--lengths 3,5,7`` as trip lengths (read in linear time; a number of thousands of digits is no length)."""
    lengths = plain_counts(text)  # an empty item ('3,,5', '3,') or '005' is refused, never skipped or read so
    if lengths is None:
        shown = text if len(text) <= 60 else text[:60] + "..."
        raise BenchConfigError(f"--lengths {shown!r}: give trip lengths in days, comma separated, e.g. 3,5,7")
    return check_lengths(lengths)


def check_lengths(lengths: Sequence[int]) -> tuple[int, ...]:
    """Trip lengths of 1 to 30 days, each once (a length given twice would be run, and counted, twice)."""
    if not lengths:
        raise BenchConfigError("--lengths: give at least one trip length, e.g. 3,5,7")
    wrong = [n for n in lengths if not 1 <= n <= MAX_DAYS]
    if wrong:
        raise BenchConfigError(f"--lengths: {wrong[0]} is not a trip length (1 to {MAX_DAYS} days)")
    if len(set(lengths)) != len(lengths):
        raise BenchConfigError(f"--lengths: {next(n for n in lengths if list(lengths).count(n) > 1)} is given twice")
    return tuple(lengths)


class LatencyRun(BaseModel):
    position: int
    days: int
    setting: str
    executors: int
    parallel_calls: int | None = None  # tool calls a decision may run at once
    seconds: float
    day_phase_seconds: float | None
    delivered: bool
    official_pass: bool
    strict_pass: bool
    tool_calls: dict[str, int]
    error: str | None = None


class SettingFigures(BaseModel):
    executors: int
    mean_seconds: float | None
    std_seconds: float | None
    mean_day_phase: float | None
    speedup: float | None  # sequential / this, whole query
    day_phase_speedup: float | None  # sequential / this, day-planning phase
    final_pass: float | None  # official, over the queries


class LengthRow(BaseModel):
    days: int
    queries: int
    settings: dict[str, SettingFigures]


class LatencyReport(BaseModel):
    title: str
    command: str | None = None
    config: dict[str, Any]
    rows: list[LengthRow]
    runs: list[LatencyRun]

    def save(self, path: Path) -> None:
        write_whole(path, json.dumps(self.model_dump(mode="json"), indent=2, ensure_ascii=False) + "\n")


def pick_queries(rows: Sequence[QueryRow], lengths: Sequence[int], limit: int) -> list[QueryRow]:
    """The first ``limit`` queries of each trip length, in split order."""
    picked = []
    for days in lengths:
        found = [row for row in rows if row.spec.days == days][:limit]
        if not found:
            raise BenchConfigError(f"the split has no {days}-day query")
        picked += found
    return picked


def measure(config: LatencyConfig, console: Console | None = None,
            on_run: Callable[[LatencyRun], None] | None = None) -> list[LatencyRun]:
    """Run every picked query under each setting (one query at a time), measuring wall-clock."""
    probe = config.bench_config(config.fixed_p)
    sandbox = load_sandbox(config.data)
    policy = named_policy(probe, sandbox)
    queries = pick_queries(load_rows(probe), config.lengths, config.limit)
    runs = []
    with progress_bar(console) as progress:
        task = progress.add_task("latency runs", total=len(queries) * len(config.settings))
        for row in queries:
            for setting in config.settings:
                bench = config.setting_config(setting, row.spec.days)
                result = plan_query(row, bench, config.seed, sandbox, policy)
                run = LatencyRun(
                    position=row.position, days=row.spec.days, setting=setting, executors=bench.executors,
                    parallel_calls=PlannerSettings().with_ablation(bench.ablation).parallel_calls,
                    seconds=result.seconds, day_phase_seconds=result.day_phase_seconds, delivered=result.delivered,
                    official_pass=result.official_pass, strict_pass=result.strict_pass,
                    tool_calls={role: calls.tool_calls for role, calls in result.roles.items()}, error=result.error,
                )
                runs.append(run)
                if on_run is not None:
                    on_run(run)
                progress.advance(task)
    return runs


def summarize(runs: Sequence[LatencyRun], lengths: Sequence[int]) -> list[LengthRow]:
    names = list(dict.fromkeys(r.setting for r in runs))
    rows = []
    for days in lengths:
        mine = [r for r in runs if r.days == days]
        if not mine:
            continue
        by_setting = {s: [r for r in mine if r.setting == s] for s in names}
        base = _mean([r.seconds for r in by_setting[SEQUENTIAL]])
        base_phase = _mean([r.day_phase_seconds for r in by_setting[SEQUENTIAL]])
        settings = {}
        for setting, group in by_setting.items():
            seconds = [r.seconds for r in group]
            phase = _mean([r.day_phase_seconds for r in group])
            settings[setting] = SettingFigures(
                executors=group[0].executors if group else 0,
                mean_seconds=_mean(seconds),
                std_seconds=statistics.stdev(seconds) if len(seconds) > 1 else 0.0,
                mean_day_phase=phase,
                speedup=_ratio(base, _mean(seconds)),
                day_phase_speedup=_ratio(base_phase, phase),
                final_pass=_mean([float(r.official_pass) for r in group]),
            )
        rows.append(LengthRow(days=days, queries=len(by_setting[SEQUENTIAL]), settings=settings))
    return rows


def _mean(values: Sequence[float | None]) -> float | None:
    known = [v for v in values if v is not None]
    return statistics.fmean(known) if known else None


def _ratio(numerator: float | None, denominator: float | None) -> float | None:
    if numerator is None or not denominator:
        return None
    return numerator / denominator


def run_latency(config: LatencyConfig, console: Console | None = None, command: str | None = None) -> tuple[LatencyReport, Path]:
    """Measure, then write ``latency.md``, ``latency.json``, ``latency_runs.jsonl`` and ``latency_scaling.png``."""
    load_rows(config.bench_config(config.fixed_p))  # an unknown split is refused before the folder is made
    with claim_output(config.out_dir, command, data=config.data) as out:  # checked and held before anything is measured
        return _measure_and_write(config, out, console, command), out


def _measure_and_write(config: LatencyConfig, out: Path, console: Console | None, command: str | None) -> LatencyReport:
    raw = out / "latency_runs.jsonl"
    raw.unlink(missing_ok=True)  # a link left there is removed, never appended through
    raw.write_text("", encoding="utf-8")
    with raw.open("a", encoding="utf-8") as handle:  # each run as it ends: a long run shows its progress

        def record(run: LatencyRun) -> None:
            handle.write(run.model_dump_json() + "\n")
            handle.flush()

        runs = measure(config, console, record)
    report = LatencyReport(
        title=f"Latency scaling on TravelPlanner {Path(config.split).stem} ({config.policy} policy)",
        command=command,
        config={"split": config.split, "policy": config.policy, "lengths": list(config.lengths), "limit": config.limit,
                "fixed_p": config.fixed_p, "seed": config.seed,
                "tool_latency": config.tool_latency.label() if config.tool_latency else None,
                "decision_latency": config.decision_latency.label() if config.decision_latency else None},
        rows=summarize(runs, config.lengths),
        runs=runs,
    )
    report.save(out / "latency.json")
    write_whole(out / "latency.md", latency_markdown(report))
    latency_plot(report, out / "latency_scaling.png")
    return report


def latency_markdown(report: LatencyReport) -> str:
    cfg = report.config
    lines = title_block(report.title, report.command)
    lines += [(f"Simulated latency: tools {cfg['tool_latency'] or 'off'} per call, policy decisions "
              f"{cfg['decision_latency'] or 'off'} per call (seed {cfg['seed']}); the first {cfg['limit']} queries of "
              "each trip length, each run alone under every setting. Sequential runs one day executor and one tool call "
              "at a time; P = 3 and P = D run that many executors, each decision's tool calls at once. Seconds are "
              "measured wall-clock means over the queries; speedup = sequential / parallel."), ""]
    settings = settings_for(cfg["fixed_p"])
    chosen = settings[1]  # P = 3, or the --executors given
    columns = ["days", "queries", *(f"{k} s" for k in settings), f"speedup {chosen}", "speedup P=D",
              *(f"day phase {k} s" for k in settings), f"day-phase speedup {chosen}", "day-phase speedup P=D"]
    body = []
    for row in report.rows:
        s = row.settings
        body.append([row.days, row.queries, *(fixed(s[k].mean_seconds, 2) for k in settings),
                     fixed(s[chosen].speedup, 2, '×'), fixed(s[PER_DAY].speedup, 2, '×'),
                     *(fixed(s[k].mean_day_phase, 2) for k in settings),
                     fixed(s[chosen].day_phase_speedup, 2, '×'), fixed(s[PER_DAY].day_phase_speedup, 2, '×')])
    lines += ["## Wall-clock per query and of the day-planning phase", "", *table(columns, body), ""]
    passes = [[row.days, *(percent(row.settings[k].final_pass) for k in settings)] for row in report.rows]
    lines += ["## Final pass rate (official) per setting", "", "Parallelism must not change the plans' quality.", "",
              *table(["days", *settings], passes), ""]
    lines += ["![latency scaling](latency_scaling.png)", ""]
    return "\n".join(lines)


def latency_plot(report: LatencyReport, path: Path) -> Path:
    from himap_travel.domain.figures import plt, save_figure  # matplotlib only when a run writes its plots

    fig, axes = plt.subplots(1, 2, figsize=(9, 3.6))
    lengths = [row.days for row in report.rows]
    width = 0.27
    for ax, attribute, title in ((axes[0], "mean_seconds", "whole query"), (axes[1], "mean_day_phase", "day-planning phase")):
        for i, setting in enumerate(settings_for(report.config["fixed_p"])):
            values = [getattr(row.settings[setting], attribute) or 0 for row in report.rows]
            ax.bar([j + (i - 1) * width for j in range(len(lengths))], values, width, label=setting)
        ax.set_xticks(range(len(lengths)), [f"{d} days" for d in lengths])
        ax.set_ylabel("seconds (mean)")
        ax.set_title(title)
    axes[0].legend(fontsize=8)
    fig.suptitle(report.title, fontsize=10)
    return save_figure(fig, path)
