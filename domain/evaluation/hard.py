"""The hard constraints as the evaluator runs them: the registry's checks (``domain.constraints``).

Each check is a generator of failure reasons, run only when the query sets that constraint
(one it does not set is None: not applicable; a constraint of ours beyond TravelPlanner's five
is left out of a verdict altogether then). They run only when complete_information and
within_sandbox pass. Venues are priced and judged by their first matching row (official:
substring name match; strict: exact name).
"""

from __future__ import annotations

from himap_travel.domain.constraints import REGISTRY, HardConstraint
from himap_travel.domain.evaluation.query import Query


def reported(query: Query) -> list[HardConstraint]:
    """The constraints a verdict on this query reports: TravelPlanner's five always, ours when the query sets them."""
    return [c for c in REGISTRY if c.official or c.value(query) is not None]

