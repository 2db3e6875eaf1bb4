"""``python app.py bench ...``: benchmark runs, ablations, latency scaling and comparisons.

    bench run --split validation_dev --policy expert [--seeds N] [--queries-at-once Q] [-P 3] [--out DIR]
    bench run --split validation_dev --ablations all          the Table 7 analogue (full system + 5 ablations)
    bench latency --split validation_dev --limit 3            wall-clock by trip length: P = 3, P = D, sequential
    bench compare A/report.json B/report.json                 two reports side by side, with the differences
    bench disrupt --split validation_dev [--out DIR]          the run-time monitor: disrupt each plan's elements, repair
    bench load --conversations 1,8,32,64 [--db URL] [--server URL] [--processes N]   many conversations at once: turn latency, errors
"""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, NoReturn

import typer
from rich import box
from rich.console import Console
from rich.table import Table

from himap_travel.domain.environment import plain_counts
from himap_travel.harness.cli.console import fail, say, warn
from himap_travel.harness.cli.options import (
    checkpoint_store,
    data_option,
    db_option,
    file_option,
    folder_option,
    llm_flags_unused,
    llm_option,
    setting_option,
    split_option,
    unused_choices_said,
)
from himap_travel.planning.runtime.names import ABLATIONS

if TYPE_CHECKING:  # the commands import these when they run (the store pulls in SQLAlchemy)
    from himap_travel.harness.bench.ablations import AblationReport
    from himap_travel.harness.bench.report import BenchReport, Stat
    from himap_travel.tools.latency import SimulatedLatency

BENCH_FLAGS = ("policy", "objective", "executors")  # the run settings ``bench run`` has a flag for
bench_app = typer.Typer(add_completion=False, no_args_is_help=True, help=__doc__)
console = Console(stderr=True)
LOAD_DB = "runs/bench/load/threads.sqlite"  # bench load's threads when neither --db nor HIMAP_DB names a store
SHORT = {"delivery_rate": "deliv", "commonsense_micro": "CS mi", "commonsense_macro": "CS ma",
         "hard_micro": "hard mi", "hard_macro": "hard ma", "final_pass_rate": "final"}


def _errors(*more: type[Exception]) -> tuple[type[Exception], ...]:
    """The errors a bench command reports in one line (imported when needed: the store pulls in SQLAlchemy), and
    ``more`` of the command's own."""
    from himap_travel.domain.sandbox.paths import DataDirError
    from himap_travel.harness.bench.config import BenchConfigError
    from himap_travel.harness.bench.store import StoreError
    from himap_travel.harness.outputs import OutputLockError, OutputPathError
    from himap_travel.planning.runtime.settings import SettingsError
    from himap_travel.state.trip import TripSpecError
    from himap_travel.tools.latency import LatencyError

    return (BenchConfigError, LatencyError, StoreError, DataDirError, TripSpecError, OutputPathError, OutputLockError,
            SettingsError, *more)


def _latency(flag: str, text: str) -> SimulatedLatency | None:
    """``--tool-latency``/``--decision-latency`` read, a value that cannot be read refused naming its flag (the
    parser's own message names only the value, and a command takes two of them)."""
    from himap_travel.tools.latency import LatencyError, SimulatedLatency

    try:
        return SimulatedLatency.parse(text)
    except LatencyError as error:
        raise LatencyError(f"{flag}: {error}") from None


def _command() -> str | None:
    """The command line that made the outputs (recorded in the reports), when run through app.py."""
    if not sys.argv or not sys.argv[0].endswith("app.py"):
        return None
    return ".venv/bin/python app.py " + shlex.join(sys.argv[1:])


def _fail(message: str) -> NoReturn:
    raise typer.Exit(fail(message, console=console))


@bench_app.command()
def run(
    ctx: typer.Context,
    split: Annotated[str, split_option()] = "validation_dev",
    policy: str = setting_option("policy"),
    objective: str = setting_option("objective", entry="bench run"),
    seeds: Annotated[int, typer.Option(help="runs per query (seed k seeds the simulated latencies); mean ± std")] = 1,
    queries_at_once: Annotated[int, typer.Option("--queries-at-once", "-Q", help="queries planned at once")] = 4,
    concurrency: Annotated[int | None, typer.Option("--concurrency", hidden=True, help="the old name of --queries-at-once")] = None,
    executors: int = setting_option("executors", "--executors", "-P", note="within each query"),
    ablation: Annotated[str | None, typer.Option(help="one of: " + ", ".join(ABLATIONS))] = None,
    ablations: Annotated[str | None, typer.Option(help="'all', or a comma list: run the full system and these ablations")] = None,
    from_text: Annotated[bool, typer.Option("--from-text", help="plan from the query text, not the structured row")] = False,
    out: Annotated[Path | None, folder_option("output folder (default runs/bench/<split>-<policy>[-<ablation>][-text])")] = None,
    db: Annotated[Path | None, file_option("results store (default <out>/results.sqlite)")] = None,
    limit: Annotated[int | None, typer.Option(help="only the first N queries")] = None,
    tool_latency: Annotated[str, typer.Option(help="simulated tool latency LOW-HIGH ms, or off")] = "off",
    decision_latency: Annotated[str, typer.Option(help="simulated per-decision latency LOW-HIGH ms, or off")] = "off",
    fresh: Annotated[bool, typer.Option("--fresh", help="forget stored results of this setting and plan everything again")] = False,
    base_url: str | None = llm_option("base_url"),
    model: str | None = llm_option("model"),
    data: Annotated[str | None, data_option()] = None,
) -> None:
    """Run every query of a split, resuming from the results store; write the submission, reports and plots."""
    from himap_travel.harness.bench.ablations import parse_ablations, run_ablations
    from himap_travel.harness.bench.config import BenchConfig, BenchConfigError
    from himap_travel.harness.bench.pipeline import run_bench
    from himap_travel.harness.cli.deprecated import renamed_value

    queries_at_once = renamed_value(ctx, "bench run", "--concurrency", concurrency, queries_at_once, "queries_at_once")
    try:
        if ablation is not None and ablations is not None:
            raise BenchConfigError("give --ablation or --ablations, not both")
        if unused := llm_flags_unused(policy, base_url, model):
            raise BenchConfigError(unused)
        config = BenchConfig(
            split=split, policy=policy, objective=objective, ablation=ablation, seeds=seeds,
            queries_at_once=queries_at_once, executors=executors,
            from_text=from_text, tool_latency=_latency("--tool-latency", tool_latency),
            decision_latency=_latency("--decision-latency", decision_latency), limit=limit, out=out, db=db, data=data,
            base_url=base_url, model=model,
        )
        _check_choices(policy, executors, ablation, ablations)
        if ablations is not None:  # given empty, it is refused (parse_ablations), never run as the full system alone
            report, root = run_ablations(config, parse_ablations(ablations), console, fresh, _command())
            _print_ablations(report)
            say(f"ablation table: {root / 'ablations.md'}", console=console)
            return
        outcome = run_bench(config, console, fresh=fresh, command=_command())
    except _errors() as error:
        _fail(str(error))
    _print_headline(outcome.report)
    for warning in outcome.report.warnings:
        warn(warning, console)
    say(f"{outcome.planned} queries planned now, {outcome.report.queries * outcome.report.seeds - outcome.planned} "
        f"from the store; outputs in {outcome.out}/ (report.md, report.json, submission.jsonl, ...)")
    exit_on_errors([r.error for seed in outcome.seeds for r in seed.results if r is not None and r.failed and r.error is not None],
                   sum(r is not None for seed in outcome.seeds for r in seed.results), ("query", "queries"))


def exit_on_errors(errors: list[str], total: int, noun: tuple[str, str]) -> None:
    """The rule of ``bench run`` and ``flex run`` once their outputs are written: 0 when nothing errored; 1 when some
    of the ``total`` items ended in an error (the figures count them as failed); 3 when every one did (e.g. ``--policy
    llm`` with no server: the run measured nothing).

    The errors are stored as failed and planned again when the same command runs again.
    """
    if not errors:
        return
    if len(errors) == total:
        fail(f"every {noun[0]} failed ({total}), nothing was planned; the first error: {errors[0]}. "
             f"Fix the cause and run the same command again: the failed {noun[1]} are planned again")
        raise typer.Exit(3)
    fail(f"{len(errors)} of {total} {noun[1]} failed (counted as not delivered in the figures); "
         f"the first error: {errors[0]}. The same command again plans them again")
    raise typer.Exit(1)


def _print_headline(report: BenchReport) -> None:
    from himap_travel.harness.bench.report import METRIC_KEYS

    for mode in ("official", "strict"):
        view = Table(title=f"{report.title}: {mode} mode, %, mean of {report.seeds} seed(s)", box=box.SIMPLE, pad_edge=False)
        view.add_column("group", no_wrap=True)
        view.add_column("n", justify="right", no_wrap=True)
        for key in METRIC_KEYS:
            view.add_column(SHORT[key], justify="right", no_wrap=True)
        for row in report.groups(mode):
            view.add_row(row.group, str(row.n), *(_compact(row.metrics[k]) for k in METRIC_KEYS))
        Console().print(view)


def _compact(value: Stat) -> str:
    """Percent, the mean over seeds (report.md has mean ± std)."""
    return "n/a" if value.mean is None else f"{100 * value.mean:.1f}"


def _check_choices(policy: str, executors: int, ablation: str | None, ablations: str | None) -> None:
    """A choice the run would never use, refused before anything is planned (``unused_choices_said``): ``-P 5`` under
    ``--ablation sequential`` or ``--policy solver``, an ablation under the solver policy. Under ``--ablations`` each
    variant's P against sequential's is the comparison asked for: only an ablation the policy cannot run is refused."""
    from himap_travel.harness.bench.ablations import parse_ablations
    from himap_travel.harness.bench.config import BenchConfigError
    from himap_travel.planning.runtime.names import ablation_unused
    from himap_travel.planning.runtime.settings import PlannerSettings

    if ablations is not None:
        for variant in parse_ablations(ablations):
            if why := ablation_unused(policy, variant):
                raise BenchConfigError(f"--ablations {ablations} with --policy {policy}: {why}; give one or the other")
        return
    if said := unused_choices_said(PlannerSettings(policy=policy, executors=executors), ablation, BENCH_FLAGS):
        raise BenchConfigError(said)


def _print_ablations(report: AblationReport) -> None:
    from himap_travel.harness.bench.report import METRIC_KEYS

    view = Table(title=f"{report.title}: official mode, %", box=box.SIMPLE, pad_edge=False)
    view.add_column("variant", no_wrap=True)
    for key in METRIC_KEYS:
        view.add_column(SHORT[key], justify="right", no_wrap=True)
    view.add_column("Δ final", justify="right")
    for row in report.rows:
        delta = row.delta_final_pass["official"]
        view.add_row(row.variant, *(_compact(row.metrics["official"][k]) for k in METRIC_KEYS),
                     "n/a" if delta is None else f"{100 * delta:+.1f}")
    Console().print(view)


@bench_app.command()
def latency(
    split: Annotated[str, split_option()] = "validation_dev",
    policy: str = setting_option("policy"),
    limit: Annotated[int, typer.Option(help="queries per trip length (the first ones of the split)")] = 3,
    lengths: Annotated[str, typer.Option(help="trip lengths, comma separated")] = "3,5,7",
    executors: int = setting_option("executors", "--executors", "-P", note="the fixed P compared with P = D and sequential"),
    tool_latency: Annotated[str, typer.Option(help="simulated tool latency LOW-HIGH ms, or off")] = "50-200",
    decision_latency: Annotated[str, typer.Option(help="simulated per-decision latency LOW-HIGH ms, or off")] = "100-300",
    seed: Annotated[int, typer.Option(help="seed of the simulated latencies")] = 0,
    out: Annotated[Path | None, folder_option("output folder (default runs/bench/latency-<split>)")] = None,
    base_url: str | None = llm_option("base_url"),
    model: str | None = llm_option("model"),
    data: Annotated[str | None, data_option()] = None,
) -> None:
    """Latency scaling: wall-clock per query and of the day-planning phase, for P = 3, P = D and sequential."""
    from himap_travel.harness.bench.config import BenchConfigError
    from himap_travel.harness.bench.latency import LatencyConfig, parse_lengths, run_latency
    from himap_travel.harness.bench.runner import MOST_SEED

    if abs(seed) > MOST_SEED:  # each query's generator is seeded from it (runner.latency_seed), within 64 bits
        _fail(f"--seed {seed}: give a seed between {-MOST_SEED:,} and {MOST_SEED:,}")
    try:
        if unused := llm_flags_unused(policy, base_url, model):
            raise BenchConfigError(unused)
        days = parse_lengths(lengths)
        config = LatencyConfig(
            split=split, policy=policy, lengths=days, limit=limit, fixed_p=executors,
            tool_latency=_latency("--tool-latency", tool_latency), decision_latency=_latency("--decision-latency", decision_latency),
            seed=seed, out=out, data=data, base_url=base_url, model=model,
        )
        report, folder = run_latency(config, console, _command())
    except ValueError as error:  # BenchConfigError, TripSpecError and a bad --lengths
        _fail(str(error))
    except _errors() as error:
        _fail(str(error))
    sequential, fixed, per_day = config.settings
    view = Table(title=report.title, box=box.SIMPLE, pad_edge=False)
    for header in ("days", "n", "seq s", f"{fixed} s", "P=D s", f"× {fixed}", "× P=D", f"day × {fixed}", "day × P=D"):
        view.add_column(header, justify="right", no_wrap=True)
    for row in report.rows:
        s = row.settings
        view.add_row(str(row.days), str(row.queries), *(_number(s[k].mean_seconds, "") for k in (sequential, fixed, per_day)),
                     *(_number(s[k].speedup, "×") for k in (fixed, per_day)),
                     *(_number(s[k].day_phase_speedup, "×") for k in (fixed, per_day)))
    Console().print(view)
    say(f"outputs in {folder}/ (latency.md, latency.json, latency_runs.jsonl, latency_scaling.png)", console=console)


def _number(value: float | None, unit: str) -> str:
    return "n/a" if value is None else f"{value:.2f}{unit}"


@bench_app.command()
def load(
    conversations: Annotated[str, typer.Option(help="comma list of conversations at once, e.g. 1,8,32,64")] = "1,8,32,64",
    turns: Annotated[int, typer.Option(min=1, max=20, help="turns per conversation (requests, each followed by an edit)")] = 3,
    db: str | None = db_option("embedded: a SQLite file or a postgresql:// URL for the threads", LOAD_DB),
    server: Annotated[str | None, typer.Option(help="a running LangGraph server instead (e.g. http://127.0.0.1:2024)")] = None,
    tool_latency: Annotated[str, typer.Option(help="simulated tool latency LOW-HIGH ms, or off")] = "5-20",
    decision_latency: Annotated[str, typer.Option(help="simulated per-decision (model) latency LOW-HIGH ms, or off")] = "20-80",
    split: Annotated[str, split_option("the split whose requests open the conversations")] = "validation_dev",
    out: Annotated[Path, folder_option("output folder")] = Path("runs/bench/load"),
    processes: Annotated[int, typer.Option(help="embedded: worker processes sharing a postgresql:// --db "
                                               "(a conversation's turns move between them)")] = 1,
) -> None:
    """Many conversations at once against the embedded async chat graph (or a server): turn latency, throughput, errors."""
    from himap_travel.execution.errors import CheckpointFileError
    from himap_travel.harness.bench.load import (
        LoadConfig,
        LoadOptionError,
        ProcessesError,
        check_crowds,
        check_processes,
        check_server,
        run_load,
        shown_seconds,
    )
    from himap_travel.harness.cli.plan import check_store
    from himap_travel.harness.outputs import claim_output
    from himap_travel.tools.latency import LatencyError

    counts = plain_counts(conversations)  # an empty item ('1,,2', '8,') or '08' is refused, never skipped or read so
    if counts is None or min(counts) < 1:
        _fail(f"--conversations {conversations!r}: give whole numbers of at least 1, e.g. 1,8,32,64")
    crowd = list(counts)
    if twice := next((n for n in crowd if crowd.count(n) > 1), None):  # as --lengths: never measured twice
        _fail(f"--conversations {conversations!r}: {twice} is given twice; give each number of conversations once")
    given, db = db, checkpoint_store(db, LOAD_DB)
    try:
        check_crowds(crowd)
        check_processes(processes, None if server else db, server)
        if server is None:
            check_store(db, None, db_flag=given is not None)  # outside the data folder, a SQLite file of ours
        elif given is not None:  # a server keeps its threads in its own store: the --db would be ignored in silence
            raise LoadOptionError(f"--server {server} and --db {given}: a LangGraph server keeps its threads in its own "
                                  "store; give --db to load the embedded graph, or --server alone")
        else:
            check_server(server)
        config = LoadConfig(conversations=crowd, turns=turns, split=split, db=None if server else db, server=server, processes=processes,
                            tool_latency=_latency("--tool-latency", tool_latency),
                            decision_latency=_latency("--decision-latency", decision_latency))
        with claim_output(out, _command()):  # checked, and one run at a time, as every bench command's folder
            report = run_load(config, out, progress=lambda text: say(text, console=console))
    except _errors(CheckpointFileError, LatencyError, ProcessesError, LoadOptionError) as error:
        _fail(str(error))
    rows = report["by_conversations"]
    for row in rows:
        console.print(f"{row['conversations']:>3} conversations: median turn {shown_seconds(row['turn_p50_s'])}, "
                      f"p99 {shown_seconds(row['turn_p99_s'])}, alone {shown_seconds(row['single_turn_p50_s'])}, "
                      f"errors {row['errors']}, lost {row['lost_turns']}")
    say(f"outputs in {out}/ (report.json, report.md, latency_by_conversations.png)", console=console)
    if any(row["errors"] or row["lost_turns"] for row in rows):
        raise typer.Exit(1)


@bench_app.command()
def compare(
    a: Annotated[Path, typer.Argument(metavar="REPORT_A", help="report A (report.json, ablations.json or latency.json)")],
    b: Annotated[Path, typer.Argument(metavar="REPORT_B", help="report B")],
    show_all: Annotated[bool, typer.Option("--all", help="show unchanged figures too")] = False,
    out: Annotated[Path | None, file_option("also write the comparison as markdown here")] = None,
) -> None:
    """Two reports side by side: every figure of A and B, and B − A (changed figures only, unless --all)."""
    from himap_travel.harness.bench.compare import (
        CompareError,
        compare_reports,
        comparison_markdown,
        print_comparison,
    )
    from himap_travel.harness.outputs import OutputPathError, check_output_file

    try:
        if out:
            check_output_file(out, "--out", {"report A": a, "report B": b})
        comparison = compare_reports(a, b)
    except (CompareError, OutputPathError) as error:
        _fail(str(error))
    rows = comparison.rows if show_all else comparison.changed()
    if not rows:
        console.print(f"no differences in the {len(comparison.rows)} figures compared")
    else:
        print_comparison(comparison, Console(), rows)
        console.print(f"{len(comparison.changed())} of {len(comparison.rows)} figures differ")
    if out:
        _write_comparison(out, comparison_markdown(comparison, rows))


def _write_comparison(out: Path, text: str) -> None:
    """The comparison written whole or not at all (a full disk, ``ulimit -f``: exit 2 naming the file, no half file)."""
    from himap_travel.harness.outputs import OutputPathError, staged_file

    out.parent.mkdir(parents=True, exist_ok=True)  # check_output_file allowed a folder that can be created
    try:
        with staged_file(out, "--out") as temp:
            temp.write_text(text, encoding="utf-8")
    except OutputPathError as error:
        _fail(str(error))
    say(f"comparison written to {out}", console=console)


@bench_app.command()
def disrupt(
    split: Annotated[str, split_option()] = "validation_dev",
    out: Annotated[Path | None, folder_option("output folder (default runs/bench/disrupt-<split>); a run there resumes "
                                                  "(said on the console; --fresh starts over)")] = None,
    limit: Annotated[int | None, typer.Option(help="only the first N queries")] = None,
    data: Annotated[str | None, data_option()] = None,
    policy: str = setting_option("policy", note="here who plans the trips and the full re-plans: expert (the hierarchy) or solver"),
    fresh: Annotated[bool, typer.Option("--fresh", help="forget the cases already in the output folder and disrupt every query "
                                                        "again")] = False,
    mid_trip: Annotated[bool, typer.Option("--mid-trip", help="disrupt each element on its own day (--today that day: the days "
                                                              "before are lived)")] = False,
) -> None:
    """The run-time monitor: disrupt each flight, stay and some meals and sights of every plan; repair vs full re-plan."""
    from himap_travel.domain.sandbox.queries import load_queries
    from himap_travel.harness.bench.disrupt import DisruptRunError, run_disrupt
    from himap_travel.harness.outputs import claim_output

    if policy not in ("expert", "solver"):
        _fail(f"--policy {policy!r}: bench disrupt plans trips with expert or solver")
    if limit is not None and limit < 1:
        _fail("--limit must be at least 1")
    folder = out or Path("runs/bench") / (f"disrupt-{Path(split).stem}{'' if policy == 'expert' else '-' + policy}"
                                          f"{'-mid-trip' if mid_trip else ''}")
    try:
        load_queries(split, data)  # a split that cannot be read is refused before the output folder is made or claimed
        with claim_output(folder, _command(), data=data):  # checked, and one run at a time: a second would append its cases too
            _, folder = run_disrupt(split, folder, data, limit, console, _command(), policy, fresh, mid_trip)
    except _errors(DisruptRunError) as error:
        _fail(str(error))
    metrics = json.loads((folder / "report.json").read_text())["metrics"]
    view = Table(title="run-time monitor: disruption repair", box=box.SIMPLE, pad_edge=False)
    view.add_column("metric")
    view.add_column("value", justify="right")
    for key, value in metrics.items():
        view.add_row(key, "n/a" if value is None else str(value))
    Console().print(view)
    say(f"outputs in {folder}/ (report.md, report.json, cases.jsonl, disrupt_days_changed.png)", console=console)
