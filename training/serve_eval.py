"""Score a served model as the LLM policy: tool-call validity, delivery and pass rates (before/after training).

    python training/serve_eval.py --base-url http://127.0.0.1:8000/v1 --model smollm2 \
        --split validation_dev --days 3 --out results/training/eval_before.jsonl

Each query is planned from its structured fields (the extractor is not what
training changes) by the graph with ``--policy llm`` and the exact solver's
fallback off: a plan the solver rescued would say nothing about the model.
Bargaining, repairs and re-sends are bounded (flags) so a 135M model on two
CPU cores finishes a split in minutes; the same settings are used before and
after training, so the numbers compare. One JSON line per query is appended
as it finishes (a killed run keeps what it measured); the summary is printed
and written next to it.
"""

from __future__ import annotations

import argparse
import json
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import BaseModel

from himap_travel.domain.text.json_text import json_lines
from himap_travel.state.trace import RoleTrace, ToolCallRecord

if TYPE_CHECKING:
    from himap_travel.domain.sandbox.queries import QueryRow
    from himap_travel.execution.run import RunOutcome

# serve_eval's summary: counts, rates and seconds (a rate is None when nothing was there to count)
Summary = dict[str, float | int | None]

# Observations the tool loop and the ToolBox write for a call that reached no tool with valid arguments.
INVALID_NAMES = ("(unparsable)", "(no tool call)")
INVALID_PREFIXES = ("Error: unknown tool", "Error: Invalid arguments for", "Error: could not parse")


def is_valid_call(record: ToolCallRecord) -> bool:
    """A model turn that named a known tool with arguments its schema accepts (whatever the tool answered)."""
    return record.name not in INVALID_NAMES and not record.observation.startswith(INVALID_PREFIXES)


class QueryScore(BaseModel):
    """One query's line of the evaluation file."""

    position: int
    delivered: bool
    official_pass: bool
    strict_pass: bool
    commonsense_passed: int = 0  # commonsense checks passed (official mode) out of 8
    tool_calls: int = 0
    valid_calls: int = 0
    finished_days: int = 0  # executor turns that ended with a finish Σ accepted
    seconds: float = 0.0
    error: str | None = None  # why no plan: the planner's reason, or the failure below
    failure: str | None = None  # the run did not end in the planner's answer (the server failed, an exception)


def score_run(position: int, outcome: RunOutcome, seconds: float) -> QueryScore:
    """The measures of one planned query, from its result and its role traces."""
    traces: list[RoleTrace] = list(outcome.traces)
    records = [record for trace in traces if trace.role != "extractor" for record in trace.tool_calls]
    result = outcome.result
    official = outcome.official
    failure = f"{outcome.failure.kind}: {outcome.failure.message}" if outcome.failure else None
    return QueryScore(
        position=position,
        delivered=bool(result is not None and result.plan),
        official_pass=bool(official and official.final_pass),
        strict_pass=bool(outcome.strict and outcome.strict.final_pass),
        commonsense_passed=sum(1 for value in (official.commonsense if official else {}).values() if value is not False),
        tool_calls=len(records),
        valid_calls=sum(is_valid_call(record) for record in records),
        finished_days=sum(1 for record in records if record.name == "finish" and record.observation.startswith("OK:")),
        seconds=round(seconds, 2),
        error=outcome.error or failure,
        failure=failure,
    )


def summarize(scores: list[QueryScore]) -> Summary:
    """Rates over the queries scored (the numbers the before/after table shows)."""
    count = len(scores) or 1
    calls = sum(s.tool_calls for s in scores)
    return {
        "queries": len(scores),
        "tool_calls": calls,
        "tool_call_validity": round(sum(s.valid_calls for s in scores) / calls, 4) if calls else None,
        "delivery_rate": round(sum(s.delivered for s in scores) / count, 4),
        "official_pass_rate": round(sum(s.official_pass for s in scores) / count, 4),
        "strict_pass_rate": round(sum(s.strict_pass for s in scores) / count, 4),
        "commonsense_micro": round(sum(s.commonsense_passed for s in scores) / (8 * count), 4),
        "finished_days_per_query": round(sum(s.finished_days for s in scores) / count, 3),
        "mean_seconds": round(sum(s.seconds for s in scores) / count, 1),
        "errors": sum(1 for s in scores if s.failure),  # runs that ended in a failure (the server timed out), not the planner's answer
        "no_plan": sum(1 for s in scores if not s.delivered and not s.failure),  # the planner's answer was "no plan"
    }


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--base-url", default="http://127.0.0.1:8000/v1", help="the server's /v1 URL")
    parser.add_argument("--model", default="smollm2", help="the served model name")
    parser.add_argument("--split", default="validation_dev", help="query split")
    parser.add_argument("--days", type=int, default=3, help="only trips of this many days (0: all)")
    parser.add_argument("--limit", type=int, default=None, help="only the first N of those queries")
    parser.add_argument("--out", type=Path, required=True, help="JSONL file of per-query scores (appended; done positions skipped)")
    parser.add_argument("--tool-cap", type=int, default=8, help="tool calls per day executor")
    parser.add_argument("--coordinator-tool-cap", type=int, default=6, help="tool calls of the coordinator")
    parser.add_argument("--max-iterations", type=int, default=1, help="bargaining iterations")
    parser.add_argument("--queries-at-once", type=int, default=2, help="queries planned in parallel (the server batches)")
    parser.add_argument("--max-tokens", type=int, default=384, help="tokens per model reply")
    parser.add_argument("--observation-chars", type=int, default=1500, help="tool results are cut at this length (as in training)")
    parser.add_argument("--timeout", type=float, default=900.0,
                        help="seconds per model request (a CPU server with several queries queued answers slowly; a "
                             "request that times out fails its query as a server failure, recorded in `error`)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> Summary:
    from himap_travel.domain.sandbox.index import load_sandbox
    from himap_travel.domain.sandbox.queries import load_queries
    from himap_travel.execution.run import run_plan
    from himap_travel.planning.policies.llm import LLMPolicy
    from himap_travel.planning.runtime.resources import provide
    from himap_travel.planning.runtime.settings import PlannerSettings

    args = parse_args(argv)
    llm = {"base_url": args.base_url, "model": args.model, "coordinator_tool_cap": args.coordinator_tool_cap,
           "max_tokens": args.max_tokens, "max_observation_chars": args.observation_chars, "timeout": args.timeout}
    sandbox = load_sandbox()
    policy = LLMPolicy(sandbox=sandbox, **llm)
    rows = [r for r in load_queries(args.split, None) if not args.days or r.spec.days == args.days][: args.limit]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    done = ({json.loads(line)["position"] for line in json_lines(args.out.read_text(encoding="utf-8")) if line.strip()}
            if args.out.exists() else set())

    def plan(row: QueryRow) -> QueryScore:
        settings = PlannerSettings(policy="llm", llm=llm, tool_cap=args.tool_cap, max_iterations=args.max_iterations,
                                   max_repairs=0, max_resends=0, solver_fallback=False)
        started = time.perf_counter()
        try:
            outcome = run_plan({"spec": row.spec}, provide(settings, sandbox=sandbox, policy=policy))
        except Exception as error:  # noqa: BLE001 - one query's failure is a measured failure
            failure = f"{type(error).__name__}: {error}"
            return QueryScore(position=row.position, delivered=False, official_pass=False, strict_pass=False,
                              seconds=time.perf_counter() - started, error=failure, failure=failure)
        return score_run(row.position, outcome, time.perf_counter() - started)

    with ThreadPoolExecutor(max_workers=args.queries_at_once) as pool, args.out.open("a") as sink:
        for score in pool.map(plan, [r for r in rows if r.position not in done]):
            sink.write(score.model_dump_json() + "\n")
            sink.flush()
            print(f"query {score.position}: delivered={score.delivered} official={score.official_pass} "
                  f"calls={score.valid_calls}/{score.tool_calls} days={score.finished_days} {score.seconds:.0f}s", flush=True)
    wanted = {r.position for r in rows}
    scores = [QueryScore.model_validate_json(line) for line in json_lines(args.out.read_text(encoding="utf-8"))
              if line.strip()]
    summary = summarize([s for s in scores if s.position in wanted])
    args.out.with_suffix(".summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    print(json.dumps(summary, indent=2))
    return summary


if __name__ == "__main__":
    main()
