"""A benchmark run end to end: plan (resuming), write each seed's files, build and write the report."""

from __future__ import annotations

from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from rich.console import Console

from himap_travel.domain.sandbox.index import Sandbox, load_sandbox
from himap_travel.domain.sandbox.queries import QueryRow
from himap_travel.harness.bench.config import BenchConfig
from himap_travel.harness.bench.markdown import write_markdown
from himap_travel.harness.bench.outputs import SeedOutputs, seed_folder, write_seed_outputs
from himap_travel.harness.bench.report import BenchReport, build_report
from himap_travel.harness.bench.runner import BenchRun, OnResult, load_rows, run_queries
from himap_travel.harness.bench.store import ResultStore, check_store_path
from himap_travel.harness.outputs import check_output_dir, check_output_file, claim_output, staged_output


@dataclass
class BenchOutcome:
    config: BenchConfig
    out: Path
    report: BenchReport
    seeds: list[SeedOutputs]
    planned: int  # queries planned by this call (the others came from the store)


def config_summary(config: BenchConfig) -> dict[str, Any]:
    """The configuration as the report shows it (plain JSON values)."""
    data = asdict(config)
    data.update(
        variant=config.variant,
        input=config.input,
        tool_latency=config.tool_latency.label() if config.tool_latency else None,
        decision_latency=config.decision_latency.label() if config.decision_latency else None,
        out=str(config.out_dir),
        db=str(config.db_path),
    )
    data.pop("extra_llm", None)
    return data


def title_of(config: BenchConfig) -> str:
    return f"TravelPlanner {config.split_name}: {config.policy} policy, {config.variant}, from the {config.input}"


def run_bench(
    config: BenchConfig,
    console: Console | None = None,
    on_result: OnResult | None = None,
    fresh: bool = False,
    command: str | None = None,
    sandbox: Sandbox | None = None,
    rows: list[QueryRow] | None = None,
) -> BenchOutcome:
    """Plan every query (only those not already stored), then write the submission, reports and plots.

    The output folder (and the store's file) are checked before anything is planned, and the folder is held
    by this run alone until its files are written (``harness.outputs.claim_output``): a second run on the same
    ``--out`` is refused, naming this one.
    """
    # What can be refused is refused before anything is planned, and before anything is created when it can be:
    # an unknown split, output paths that cannot be written, a data or cache folder that cannot be used, then a
    # folder another run holds and a results file that is not ours.
    rows = rows if rows is not None else load_rows(config)
    check_output_dir(config.out_dir, data=config.data)
    check_store_path(config.db_path)
    check_output_file(config.db_path, "--db", data=config.data)
    sandbox = sandbox or load_sandbox(config.data)
    with claim_output(config.out_dir, command, data=config.data):
        ResultStore(config.db_path).close()
        run = run_queries(config, console, on_result, fresh, sandbox, rows)
        return _write_outputs(config, run, sandbox, command)


def _write_outputs(config: BenchConfig, run: BenchRun, sandbox: Sandbox, command: str | None) -> BenchOutcome:
    """Each seed's files, then the report (JSON and markdown) and its plots."""
    from himap_travel.harness.bench.plots import (  # matplotlib: only now
        LATENCY_BY_DAYS,
        PASS_BY_LEVEL,
        latency_by_days,
        pass_by_level,
    )
    with staged_output(run.out) as stage:  # every file written, or none (a full disk leaves the folder as it was)
        seeds = [write_seed_outputs(stage, s.seed, run.rows, s.results, sandbox) for s in run.seeds]
        report = build_report(title_of(config), config_summary(config), run.rows, seeds,
                              [s.run_key for s in run.seeds], command)
        report.plots = [
            pass_by_level(report, stage / PASS_BY_LEVEL).name,
            latency_by_days([r for s in seeds for r in s.results if r is not None],
                            f"{config.split_name}, {config.policy}, {config.variant}: wall-clock per query",
                            stage / LATENCY_BY_DAYS).name,
        ]
        report.save(stage / "report.json")
        (stage / "report.md").write_text(write_markdown(report), encoding="utf-8")
    seeds = [replace(s, folder=seed_folder(run.out, s.seed)) for s in seeds]
    return BenchOutcome(config=config, out=run.out, report=report, seeds=seeds, planned=sum(s.planned for s in run.seeds))
