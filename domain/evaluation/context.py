"""What every check receives: the query, the counted days, the look-ups and the mode."""

from __future__ import annotations

from dataclasses import dataclass

from himap_travel.domain.evaluation.lookup import VenueIndex
from himap_travel.domain.evaluation.query import Query


@dataclass(slots=True)
class Context:
    query: Query
    units: list  # the first `days` entries of the plan: only these count
    index: VenueIndex
    strict: bool
    total: float | None = None  # the plan's cost, memoised by hard.plan_cost

    @property
    def sandbox(self):
        return self.index.sandbox
