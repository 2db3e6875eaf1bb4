"""The benchmark's aggregate figures from per-plan verdicts.

N queries; 8 commonsense checks per query; H hard checks, counting budget
for every query and each local constraint only where the query sets it. A
plan whose hard constraints were not evaluated fails all of its H checks.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from pydantic import BaseModel

from himap_travel.domain.evaluation.models import COMMONSENSE_KEYS

LEVELS = ("easy", "medium", "hard")


class Metrics(BaseModel):
    """The six headline fractions, each in [0, 1] (the report's public "metrics" object)."""

    delivery_rate: float
    commonsense_micro: float
    commonsense_macro: float
    hard_micro: float
    hard_macro: float
    final_pass_rate: float


class GroupMetrics(Metrics):
    """Metrics of a group of queries, with the counts they are fractions of."""

    n: int
    commonsense_checks: int
    hard_checks: int


@dataclass(frozen=True, slots=True)
class PlanScore:
    """What the metrics need from one query's result."""

    delivered: bool
    commonsense: Mapping[str, bool | None]
    hard: Mapping[str, bool | None] | None
    applicable: tuple[str, ...]  # the hard checks the query sets (budget always)
    level: str | None = None
    days: int | None = None

    @property
    def commonsense_pass(self) -> bool:
        return self.delivered and all(self.commonsense.get(k) is not False for k in COMMONSENSE_KEYS)

    @property
    def hard_pass(self) -> bool:
        """None (not set) passes; not evaluated fails."""
        return self.delivered and self.hard is not None and all(v is not False for v in self.hard.values())

    @property
    def final_pass(self) -> bool:
        return self.commonsense_pass and self.hard_pass

    def commonsense_passed(self) -> int:
        return sum(1 for key in COMMONSENSE_KEYS if self.commonsense.get(key) is True) if self.delivered else 0

    def hard_passed(self) -> int:
        if not self.delivered or self.hard is None:
            return 0
        return sum(1 for key in self.applicable if self.hard.get(key) is True)


def _fraction(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


def compute_metrics(scores: Sequence[PlanScore]) -> GroupMetrics:
    """The six fractions over a list of per-query scores."""
    n = len(scores)
    cs_checks = len(COMMONSENSE_KEYS) * n
    hard_checks = sum(len(s.applicable) for s in scores)
    return GroupMetrics(
        delivery_rate=_fraction(sum(s.delivered for s in scores), n),
        commonsense_micro=_fraction(sum(s.commonsense_passed() for s in scores), cs_checks),
        commonsense_macro=_fraction(sum(s.commonsense_pass for s in scores), n),
        hard_micro=_fraction(sum(s.hard_passed() for s in scores), hard_checks),
        hard_macro=_fraction(sum(s.hard_pass for s in scores), n),
        final_pass_rate=_fraction(sum(s.final_pass for s in scores), n),
        n=n,
        commonsense_checks=cs_checks,
        hard_checks=hard_checks,
    )


def headline(metrics: GroupMetrics) -> Metrics:
    """Just the six public fractions."""
    return Metrics(**metrics.model_dump(include=set(Metrics.model_fields)))


def grouped(scores: Iterable[PlanScore], key: Callable[[PlanScore], str],
            order: Sequence[str] = ()) -> dict[str, GroupMetrics]:
    """Metrics per group (per level, per trip length), known groups first in the given order."""
    groups: dict[str, list[PlanScore]] = {}
    for score in scores:
        groups.setdefault(key(score), []).append(score)
    names = [g for g in order if g in groups] + sorted(g for g in groups if g not in order)
    return {name: compute_metrics(groups[name]) for name in names}


def by_level(scores: Sequence[PlanScore]) -> dict[str, GroupMetrics]:
    return grouped(scores, lambda s: s.level or "unknown", LEVELS)


def by_days(scores: Sequence[PlanScore]) -> dict[str, GroupMetrics]:
    lengths = sorted({s.days for s in scores if s.days is not None})
    return grouped(scores, lambda s: str(s.days), [str(d) for d in lengths])
