"""The benchmark report: the paper's tables from the evaluator's reports and the stored results.

Every figure is a ``Stat``: the mean and standard deviation over seeds (the
sample standard deviation; 0 with one seed), with the per-seed values. The
markdown (``bench.markdown``) and ``report.json`` show the same model, and
``bench.compare`` reads the JSON.

- ``metrics``: Table 4's six columns, overall, per level and per trip length, per mode.
- ``constraints``: the pass rate of each of the 13 constraints (Table 18 style):
  commonsense over all queries, hard over the queries that set them.
- ``failures``: how many queries fall in each failure category (``bench.taxonomy``).
- ``bargaining``: iterations used, and success by the iteration that produced
  the delivered plan (Table 31 style).
- ``timing``: wall-clock per query and of the day-planning phase, tool calls per role.
- ``metrics.quality``: the trip quality of the valid plans (``domain.evaluation.quality``), read from
  the strict reports (a plan counts only if it passes there too): ratings, meals served, sights, budget use.
"""

from __future__ import annotations

import json
import statistics
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field

from himap_travel.domain.evaluation import COMMONSENSE_KEYS, HARD_KEYS, EvaluationReport
from himap_travel.domain.evaluation.query import to_query
from himap_travel.domain.evaluation.query_check import RowWarning
from himap_travel.domain.sandbox.queries import QueryRow
from himap_travel.harness.bench.models import QueryResult
from himap_travel.harness.bench.outputs import MODES, SeedOutputs
from himap_travel.harness.bench.taxonomy import CATEGORIES, failure_categories

METRIC_KEYS = ("delivery_rate", "commonsense_micro", "commonsense_macro", "hard_micro", "hard_macro", "final_pass_rate")
ROLES = ("extractor", "coordinator", "executor")
QUALITY_KEYS = ("mean_score", "mean_restaurant_rating", "mean_lodging_rating", "meals_served_share", "sights_per_day",
                "budget_use", "mean_cost", "early_departures", "late_arrivals", "driving_hours", "plans")


class Stat(BaseModel):
    """A figure over seeds: mean, sample standard deviation (0 for one seed), and the values."""

    mean: float | None
    std: float | None
    values: list[float | None] = Field(default_factory=list)


def stat(values: Sequence[float | None]) -> Stat:
    known = [float(v) for v in values if v is not None]
    if not known:
        return Stat(mean=None, std=None, values=list(values))
    std = statistics.stdev(known) if len(known) > 1 else 0.0
    return Stat(mean=statistics.fmean(known), std=std, values=[None if v is None else float(v) for v in values])


class GroupRow(BaseModel):
    group: str  # "all", "easy", "3 days", ...
    kind: Literal["overall", "level", "days"]
    n: int
    metrics: dict[str, Stat]


class ConstraintRate(BaseModel):
    key: str
    kind: Literal["commonsense", "hard"]
    applicable: int  # queries the constraint is counted on
    official: Stat
    strict: Stat


class FailureRow(BaseModel):
    category: str
    label: str
    official: Stat  # number of queries in the category
    strict: Stat


class IterationRow(BaseModel):
    iteration: int
    used: Stat  # queries whose run ended after exactly this many iterations
    delivered_from: Stat  # queries whose delivered plan came from this iteration
    passed_official: Stat  # of those, how many pass (official mode)
    passed_strict: Stat
    cumulative_official: Stat  # fraction of all queries passing with a plan from this iteration or earlier
    cumulative_strict: Stat


class Bargaining(BaseModel):
    mean_iterations: Stat
    rows: list[IterationRow]


class TimingRow(BaseModel):
    group: str  # "3 days", ..., "all"
    n: int
    mean_seconds: Stat
    median_seconds: float | None
    max_seconds: float | None
    day_phase_seconds: Stat
    tool_calls: dict[str, Stat]  # role -> mean tool calls per query


class RunError(BaseModel):
    seed: int
    position: int
    error: str


class QueryAssumptions(BaseModel):
    """What reading one query's text assumed (``--from-text``: a people count the text does not give)."""

    idx: int  # 1-based, as in the submission
    assumptions: list[str]


class QueryNotKept(BaseModel):
    """The wishes of one query's text that no reader keeps (``--from-text``): planned without, named here."""

    idx: int  # 1-based, as in the submission
    not_kept: list[str]


class BenchReport(BaseModel):
    title: str
    input: str = ""  # "structured fields" or "query text": what the planner was given
    command: str | None = None
    config: dict[str, Any]
    run_keys: list[str]
    queries: int
    seeds: int
    # "official", "strict" -> Table 4's rows; "quality" -> the valid plans' quality figures (QUALITY_KEYS -> Stat)
    metrics: dict[str, list[GroupRow] | dict[str, Stat]]
    constraints: list[ConstraintRate]
    failures: list[FailureRow]
    bargaining: Bargaining
    timing: list[TimingRow]
    errors: list[RunError]
    problems: list[str]
    # rows whose text states a field otherwise than the row: planned and scored by the row's fields (query_check)
    warnings: list[RowWarning] = Field(default_factory=list)
    assumptions: list[QueryAssumptions] = Field(default_factory=list)  # the queries planned on an assumption
    assumed_queries: int = 0  # how many there are
    not_kept: list[QueryNotKept] = Field(default_factory=list)  # the queries with a wish planned without (--from-text)
    plots: list[str] = Field(default_factory=list)

    def save(self, path: Path) -> None:
        path.write_text(json.dumps(self.model_dump(mode="json"), indent=2, ensure_ascii=False) + "\n", encoding="utf-8")

    @classmethod
    def load(cls, path: str | Path) -> BenchReport:
        return cls.model_validate_json(Path(path).read_text(encoding="utf-8"))

    def groups(self, mode: str) -> list[GroupRow]:
        """Table 4's rows of one mode (``metrics[mode]``; ``metrics["quality"]`` holds figures, not rows)."""
        found = self.metrics[mode]
        if not isinstance(found, list):
            raise KeyError(f"metrics[{mode!r}] holds no rows of a mode")
        return found

    def headline(self, mode: str = "official") -> dict[str, Stat]:
        return next(row.metrics for row in self.groups(mode) if row.kind == "overall")

    @property
    def quality(self) -> dict[str, Stat]:
        """The quality figures (``metrics.quality``); empty for a report made before them."""
        found = self.metrics.get("quality")
        return found if isinstance(found, dict) else {}


# --- metrics --------------------------------------------------------------------------------


def metric_rows(reports: Sequence[EvaluationReport]) -> list[GroupRow]:
    """Table 4's rows (overall, per level, per trip length) over the seeds' reports of one mode."""
    first = reports[0]
    rows = [GroupRow(group="all", kind="overall", n=first.counts["queries"],
                     metrics=_stats([r.metrics.model_dump() for r in reports]))]
    for kind, attribute in (("level", "by_level"), ("days", "by_days")):
        for name, group in getattr(first, attribute).items():
            label = f"{name} days" if kind == "days" else name
            values = [getattr(r, attribute)[name].model_dump() for r in reports]
            rows.append(GroupRow(group=label, kind=kind, n=group.n, metrics=_stats(values)))
    return rows


def _stats(per_seed: Sequence[dict[str, Any]]) -> dict[str, Stat]:
    return {key: stat([values[key] for values in per_seed]) for key in METRIC_KEYS}


# --- per-constraint pass rates ---------------------------------------------------------------


def constraint_rates(rows: Sequence[QueryRow], seeds: Sequence[SeedOutputs]) -> list[ConstraintRate]:
    """Each constraint's pass rate: commonsense over all queries, hard over the queries that set it."""
    applicable = [set(to_query(row.spec).set_local_constraints()) for row in rows]
    rates = []
    for kind, keys in (("commonsense", COMMONSENSE_KEYS), ("hard", HARD_KEYS)):
        for key in keys:
            counted = [i for i in range(len(rows)) if kind == "commonsense" or key in applicable[i]]
            by_mode = {mode: stat([_pass_rate(s.reports[mode], kind, key, counted) for s in seeds]) for mode in MODES}
            rates.append(ConstraintRate(key=key, kind=kind, applicable=len(counted), **by_mode))
    return rates


def _pass_rate(report: EvaluationReport, kind: str, key: str, counted: Sequence[int]) -> float | None:
    if not counted:
        return None
    passed = 0
    for index in counted:
        record = report.plans[index]
        verdicts = record.commonsense if kind == "commonsense" else (record.hard or {})
        passed += verdicts.get(key) is True and report.details[index].delivered
    return passed / len(counted)


# --- failure taxonomy ------------------------------------------------------------------------


def query_categories(report: EvaluationReport, results: Sequence[QueryResult | None]) -> list[list[str]]:
    """The failure categories of each query in one seed's report."""
    found = []
    for record, detail, result in zip(report.plans, report.details, results, strict=True):
        error = result.error if result is not None else "never planned"
        found.append(failure_categories(detail.delivered, record.commonsense, record.hard, detail.failures, error))
    return found


def failure_rows(seeds: Sequence[SeedOutputs]) -> list[FailureRow]:
    counts = {mode: [_category_counts(query_categories(s.reports[mode], s.results)) for s in seeds] for mode in MODES}
    rows = []
    for category, label in CATEGORIES.items():
        values = {mode: stat([c.get(category, 0) for c in counts[mode]]) for mode in MODES}
        rows.append(FailureRow(category=category, label=label, **values))
    return rows


def _category_counts(categories: Sequence[Sequence[str]]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for found in categories:
        for category in found:
            counts[category] = counts.get(category, 0) + 1
    return counts


# --- bargaining ------------------------------------------------------------------------------


def bargaining_stats(seeds: Sequence[SeedOutputs]) -> Bargaining:
    """Iterations used, and success by the iteration whose plan was delivered."""
    most = max([r.iterations_used for s in seeds for r in s.results if r is not None] + [1])
    rows = []
    for k in range(1, most + 1):
        per_seed = [_iteration_counts(s, k) for s in seeds]
        rows.append(IterationRow(iteration=k, **{name: stat([c[name] for c in per_seed]) for name in per_seed[0]}))
    means = [statistics.fmean([r.iterations_used for r in s.results if r is not None] or [0]) for s in seeds]
    return Bargaining(mean_iterations=stat(means), rows=rows)


def _iteration_counts(seed: SeedOutputs, k: int) -> dict[str, float]:
    passes = {mode: [p.final_pass for p in seed.reports[mode].plans] for mode in MODES}
    results = seed.results
    n = len(results) or 1
    from_k = [i for i, r in enumerate(results) if r is not None and r.delivered and r.delivered_iteration == k]
    upto_k = [i for i, r in enumerate(results) if r is not None and r.delivered and (r.delivered_iteration or 0) <= k]
    return {
        "used": sum(1 for r in results if r is not None and r.iterations_used == k),
        "delivered_from": len(from_k),
        "passed_official": sum(passes["official"][i] for i in from_k),
        "passed_strict": sum(passes["strict"][i] for i in from_k),
        "cumulative_official": sum(passes["official"][i] for i in upto_k) / n,
        "cumulative_strict": sum(passes["strict"][i] for i in upto_k) / n,
    }


# --- timing ----------------------------------------------------------------------------------


def timing_rows(seeds: Sequence[SeedOutputs]) -> list[TimingRow]:
    """Wall-clock per query by trip length (mean over queries, then mean ± std over seeds)."""
    lengths = sorted({r.days for s in seeds for r in s.results if r is not None and r.days is not None})
    groups = [(f"{d} days", lambda r, d=d: r.days == d) for d in lengths] + [("all", lambda r: True)]
    rows = []
    for name, keep in groups:
        per_seed = [[r for r in s.results if r is not None and keep(r)] for s in seeds]
        pooled = [r.seconds for results in per_seed for r in results]
        rows.append(TimingRow(
            group=name,
            n=len(per_seed[0]),
            mean_seconds=stat([_mean([r.seconds for r in results]) for results in per_seed]),
            median_seconds=statistics.median(pooled) if pooled else None,
            max_seconds=max(pooled) if pooled else None,
            day_phase_seconds=stat([_mean([r.day_phase_seconds for r in results]) for results in per_seed]),
            tool_calls={role: stat([_mean([_calls(r, role) for r in results]) for results in per_seed]) for role in ROLES
                        if any(role in r.roles for results in per_seed for r in results)},
        ))
    return rows


def _calls(result: QueryResult, role: str) -> float:
    return float(result.roles[role].tool_calls) if role in result.roles else 0.0


def _mean(values: Sequence[float | None]) -> float | None:
    known = [v for v in values if v is not None]
    return statistics.fmean(known) if known else None


# --- the whole report ------------------------------------------------------------------------


def build_report(title: str, config: dict[str, Any], rows: Sequence[QueryRow], seeds: Sequence[SeedOutputs],
                 run_keys: Sequence[str], command: str | None = None) -> BenchReport:
    errors = [RunError(seed=s.seed, position=r.position, error=r.error)
              for s in seeds for r in s.results if r is not None and r.error]
    problems = list(dict.fromkeys(p for s in seeds for mode in MODES for p in s.reports[mode].problems))
    assumed = query_assumptions(seeds)
    return BenchReport(
        title=title,
        input=config.get("input", ""),
        command=command,
        config=config,
        run_keys=list(run_keys),
        queries=len(rows),
        seeds=len(seeds),
        metrics={**{mode: metric_rows([s.reports[mode] for s in seeds]) for mode in MODES}, "quality": quality_stats(seeds)},
        constraints=constraint_rates(rows, seeds),
        failures=failure_rows(seeds),
        bargaining=bargaining_stats(seeds),
        timing=timing_rows(seeds),
        errors=errors,
        problems=problems,
        warnings=seeds[0].reports["official"].warnings if seeds else [],
        assumptions=assumed,
        assumed_queries=len(assumed),
        not_kept=queries_not_kept(seeds),
    )


def quality_stats(seeds: Sequence[SeedOutputs]) -> dict[str, Stat]:
    """Each quality figure over seeds, from the strict reports (only plans valid there are summarized)."""
    summaries = [s.reports["strict"].quality for s in seeds]
    if any(summary is None for summary in summaries):
        return {}
    return {key: stat([getattr(summary, key) for summary in summaries]) for key in QUALITY_KEYS}


def queries_not_kept(seeds: Sequence[SeedOutputs]) -> list[QueryNotKept]:
    """The queries whose text asks for what no reader keeps, in split order (a reading is the same in every seed)."""
    found: dict[int, list[str]] = {}
    for seed in seeds:
        for result in seed.results:
            if result is not None and result.not_kept:
                found.setdefault(result.position, result.not_kept)
    return [QueryNotKept(idx=position + 1, not_kept=found[position]) for position in sorted(found)]


def query_assumptions(seeds: Sequence[SeedOutputs]) -> list[QueryAssumptions]:
    """The queries whose reading assumed something, in split order (a reading is the same in every seed)."""
    found: dict[int, list[str]] = {}
    for seed in seeds:
        for result in seed.results:
            if result is not None and result.assumptions:
                found.setdefault(result.position, result.assumptions)
    return [QueryAssumptions(idx=position + 1, assumptions=found[position]) for position in sorted(found)]
