"""Run a split's queries: several at once, each through ``execution.run.run_plan``, saved as it finishes.

Every query gets fresh ``PlannerSettings`` (P, the ablation, the seeded
latencies; the shared sandbox and policy). What each role did and the
day-planning time are read from the run's traces (``bench.timing``). A query
that raises (a bug, a model server that is down) is recorded as undelivered
with the error text; the run goes on.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
)

from himap_travel.domain.evaluation.plans_file import EvaluationFileError
from himap_travel.domain.evaluation.query_check import refuse_unknown_places
from himap_travel.domain.parsing import parse_request
from himap_travel.domain.sandbox.index import Sandbox, load_sandbox
from himap_travel.domain.sandbox.paths import DataDirError
from himap_travel.domain.sandbox.queries import QueryRow, load_queries
from himap_travel.execution.run import RunOutcome, deciding_settings, request_key, run_plan
from himap_travel.harness.bench.config import BenchConfig, BenchConfigError
from himap_travel.harness.bench.models import QueryResult, RoleCalls
from himap_travel.harness.bench.store import ResultStore
from himap_travel.harness.bench.timing import day_phase_seconds, role_calls
from himap_travel.planning.runtime.resources import provide, resources_of
from himap_travel.planning.runtime.settings import PlannerSettings
from himap_travel.state.graph_state import PlannerInput

OnResult = Callable[[QueryResult], None]
T = TypeVar("T")  # what a pool works on
R = TypeVar("R")  # what its work returns


@dataclass
class SeedResults:
    seed: int
    run_key: str
    results: list[QueryResult]  # in split order, one per query row
    planned: int  # how many were planned by this call (the rest came from the store)


def load_rows(config: BenchConfig) -> list[QueryRow]:
    """The split's query rows (the first ``limit`` with --limit); a clear error for an unknown split, and for a row
    whose places are not in the sandbox (``evaluation.query_check``: refused, as a request naming an unknown city is,
    never planned and answered "unsat")."""
    try:
        rows = load_queries(config.split, config.data)
        rows = rows[: config.limit] if config.limit else rows
        refuse_unknown_places(rows, config.split, load_sandbox(config.data))
    except (DataDirError, EvaluationFileError) as error:
        raise BenchConfigError(str(error)) from error
    return rows


SEED_STRIDE = 100_003  # a seed's queries apart from the next seed's (a position is below it)
# the largest seed (either sign) whose queries' generators stay within the setting's 64-bit range (latency_seed)
MOST_SEED = (2**63 - 1) // SEED_STRIDE - 1


def latency_seed(seed: int, position: int) -> int:
    """The latency generator's seed for one query (the same for every P, so settings compare fairly)."""
    return seed * SEED_STRIDE + position


def make_settings(config: BenchConfig, seed: int, position: int, sandbox: Sandbox, policy: object) -> PlannerSettings:
    """Fresh settings for one query: P, ablation, seeded latencies; the shared sandbox and the (recorded) policy."""
    settings = PlannerSettings(
        policy=config.policy,
        objective=config.objective,
        executors=config.executors,
        tool_latency=config.tool_latency,
        decision_latency=config.decision_latency,
        latency_seed=latency_seed(seed, position),
        data_dir=config.data,
        llm=config.llm_settings,
    )
    return provide(settings, sandbox=sandbox, policy=policy).with_ablation(config.ablation)


def named_policy(config: BenchConfig, sandbox: Sandbox) -> object:
    """The policy object the configuration names (checked once, before any query runs)."""
    try:
        return resources_of(provide(PlannerSettings(policy=config.policy, llm=config.llm_settings), sandbox=sandbox)).policy
    except (ImportError, ValueError, TypeError) as error:
        raise BenchConfigError(f"cannot use policy {config.policy!r}: {error}") from error


def asked_of(row: QueryRow, config: BenchConfig, seed: int, sandbox: Sandbox, policy: object) -> str:
    """What a query's result answers, as a digest: the row's request (its text too, planned ``--from-text``), the data's
    fingerprint and the settings that decide a plan (``execution.run.deciding_settings``: some come from the environment).

    The run key names a setting and a position only: a queries file edited between two runs, other data, or another
    ``HIMAP_MAX_ITERATIONS`` had the store answer with a plan made for another request, reported as this one's.
    """
    settings = make_settings(config, seed, row.position, sandbox, policy)
    asked = {"request": request_key({"spec": row.spec}), "text": (row.spec.query or "") if config.from_text else None,
             "data": getattr(sandbox, "stamp", None), "settings": deciding_settings(settings)}
    return hashlib.sha256(json.dumps(asked, sort_keys=True, default=str).encode()).hexdigest()


def plan_query(row: QueryRow, config: BenchConfig, seed: int, sandbox: Sandbox, policy: object) -> QueryResult:
    """Plan and score one query; never raises (an error becomes an undelivered result)."""
    base = QueryResult(run_key=config.run_key(seed), position=row.position, asked=asked_of(row, config, seed, sandbox, policy),
                       query=row.spec.query or "", level=row.spec.level, days=row.spec.days)
    started = time.perf_counter()
    try:
        inputs, assumptions, not_kept = planner_inputs(row, config, sandbox)
        base = base.model_copy(update={"assumptions": assumptions, "not_kept": not_kept})
        outcome = run_plan(inputs, make_settings(config, seed, row.position, sandbox, policy))
    except Exception as error:  # noqa: BLE001 - one query's failure must not end the run
        return base.model_copy(update={"seconds": time.perf_counter() - started, "error": f"{type(error).__name__}: {error}"})
    seconds = time.perf_counter() - started
    result, official, strict = outcome.result, outcome.official, outcome.strict
    roles = role_calls(outcome.traces)
    return base.model_copy(update={
        "plan": result.plan if result is not None and result.plan else None,
        "official_pass": bool(official and official.final_pass),
        "strict_pass": bool(strict and strict.final_pass),
        "failed_checks_official": official.failed_checks() if official else [],
        "failed_checks_strict": strict.failed_checks() if strict else [],
        "status": result.verdict.status if result is not None else None,
        "iterations_used": result.iterations if result is not None else _coordinator_turns(roles),
        "delivered_iteration": result.iteration if result is not None else None,
        "seconds": seconds,
        "day_phase_seconds": day_phase_seconds(outcome.traces),
        "roles": roles,
        "role_traces": outcome.traces,
        "error": _error_text(outcome),
    })


def _error_text(outcome: RunOutcome) -> str | None:
    """The run's error, or why it stopped early (``RunOutcome.failure``: e.g. the model server is down)."""
    failure = outcome.failure
    if failure is not None:
        return f"{failure.kind}: {failure.message}"
    return outcome.error


def _coordinator_turns(roles: dict[str, RoleCalls]) -> int:
    """Iterations begun, when the run delivered nothing (one coordinator decision per iteration)."""
    return roles["coordinator"].invocations if "coordinator" in roles else 0


# The policies that read a request by the rules, as ``app.py plan "QUERY"`` does before planning; an LLM
# policy's own extractor reads the text inside the graph.
RULE_READERS = ("expert", "solver")


def planner_inputs(row: QueryRow, config: BenchConfig, sandbox: Sandbox) -> tuple[PlannerInput, list[str], list[str]]:
    """What the planner is given for one row, what was assumed to read it, and the wishes it cannot keep.

    From the text (``--from-text``), a rule-reading policy reads the request exactly as ``app.py plan`` does
    (``parse_request(..., people="smallest")``): a text that gives no people count is planned for the smallest
    count its wording allows (1 for I/me, 2 for we/us/our), and the assumption is recorded with the result
    (``traces.jsonl``, ``report.json``), so the benchmark and the command line answer the same text alike.
    A wish no reader keeps (``domain.parsing.unread``) is planned without, as ``plan --allow-unread`` does, and
    recorded as the query's ``not_kept``.
    """
    if not config.from_text:
        return {"spec": row.spec}, [], []
    if not row.spec.query:
        raise ValueError(f"query {row.position + 1} has no text to plan from (--from-text)")
    if config.policy not in RULE_READERS:
        return {"query": row.spec.query}, [], []
    request = parse_request(row.spec.query, sandbox, people="smallest")
    return {"spec": request.spec}, list(request.assumptions), [str(wish) for wish in request.not_kept]


def run_seed(
    config: BenchConfig,
    seed: int,
    rows: Sequence[QueryRow],
    store: ResultStore,
    sandbox: Sandbox,
    policy: object,
    progress: Progress | None = None,
    on_result: OnResult | None = None,
) -> SeedResults:
    """Plan the rows this seed's run key has not finished, ``queries_at_once`` at a time, saving each as it ends."""
    key = config.run_key(seed)
    asked = {row.position: asked_of(row, config, seed, sandbox, policy) for row in rows}
    # a failed query is tried again, and one asked otherwise (a result stored before ``asked`` was recorded stands)
    done = {r.position for r in store.load(key) if not r.failed and r.asked in ("", asked.get(r.position))}
    todo = [row for row in rows if row.position not in done]
    task = progress.add_task(f"seed {seed}: {config.variant}", total=len(rows), completed=len(rows) - len(todo)) if progress else None
    run_pool(todo, lambda row: plan_query(row, config, seed, sandbox, policy), config.queries_at_once, store.save,
             progress, task, on_result, "bench")
    wanted = {row.position for row in rows}
    results = [r for r in store.load(key) if r.position in wanted]
    return SeedResults(seed=seed, run_key=key, results=results, planned=len(todo))


def run_pool(items: Sequence[T], work: Callable[[T], R], workers: int, save: Callable[[R], None],
             progress: Progress | None = None, task: TaskID | None = None, on_result: Callable[[R], None] | None = None,
             name: str = "pool") -> None:
    """``work`` on every item, ``workers`` at a time; each result is saved as it ends (in the caller's thread),
    then the progress bar advances and ``on_result`` sees it.

    The flex replay uses it too. On an error or Ctrl-C, queued items are dropped and those in flight are not
    saved (a resumable run does them next time).
    """
    pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix=name)
    pending: set[Future[R]] = set()
    try:
        queue = iter(items)
        for item in _take(queue, workers):
            pending.add(pool.submit(work, item))
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                result = future.result()
                save(result)
                if progress is not None and task is not None:
                    progress.advance(task)
                if on_result is not None:
                    on_result(result)
                for item in _take(queue, 1):
                    pending.add(pool.submit(work, item))
    except BaseException:
        if pending:
            _abandoned_quietly()
        raise
    finally:
        pool.shutdown(wait=not pending, cancel_futures=True)


class _AbandonedWork(logging.Filter):
    """Drops ``concurrent.futures``' record of work that could not schedule its next step because the interpreter
    was shutting down (the RuntimeError "cannot schedule new futures after ... shutdown"): the work a failed run
    left in flight (not saved, by design) ends so, and was printed as a traceback after the run's own error, which
    had named the cause (a full disk's "no space left" was followed by two tracebacks)."""

    def filter(self, record: logging.LogRecord) -> bool:
        error = record.exc_info[1] if record.exc_info else None
        cause = error.__context__ if error is not None and error.__context__ is not None else error
        shut = [e for e in (error, cause) if isinstance(e, RuntimeError) and "cannot schedule new futures" in str(e)]
        return not shut


def _abandoned_quietly() -> None:
    """The work in flight when a run fails is dropped (``run_pool``): its end is not reported as a fault."""
    logger = logging.getLogger("concurrent.futures")
    if not any(isinstance(f, _AbandonedWork) for f in logger.filters):
        logger.addFilter(_AbandonedWork())


def _take(queue: Iterator[T], count: int) -> list[T]:
    taken: list[T] = []
    for item in queue:
        taken.append(item)
        if len(taken) == count:
            break
    return taken


def progress_bar(console: Console | None) -> Progress:
    return Progress(
        TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
        console=console or Console(stderr=True), transient=False, disable=console is None,
    )


@dataclass
class BenchRun:
    config: BenchConfig
    rows: list[QueryRow]
    seeds: list[SeedResults]
    out: Path


def run_queries(
    config: BenchConfig,
    console: Console | None = None,
    on_result: OnResult | None = None,
    fresh: bool = False,
    sandbox: Sandbox | None = None,
    rows: list[QueryRow] | None = None,
) -> BenchRun:
    """Plan every query for every seed (resuming from the store), without writing the outputs."""
    rows = rows if rows is not None else load_rows(config)
    sandbox = sandbox or load_sandbox(config.data)
    policy = named_policy(config, sandbox)
    out = config.out_dir
    out.mkdir(parents=True, exist_ok=True)
    seeds = []
    with ResultStore(config.db_path) as store, progress_bar(console) as progress:
        for seed in range(config.seeds):
            if fresh:
                store.forget(config.run_key(seed))
            seeds.append(run_seed(config, seed, rows, store, sandbox, policy, progress, on_result))
    return BenchRun(config=config, rows=rows, seeds=seeds, out=out)
