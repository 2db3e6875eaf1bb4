"""The hard constraints, one module each, and the registry every consumer iterates (see ``base``).

Adding a constraint is its module here (a ``CONSTRAINT`` with every hook, its reading rules and LLM form field
included) and its line in ``state.trip.REGISTERED`` (its key, this module's name, its row spelling and its value's
type). The line lives in ``state`` because ``state``'s records hold the values (``LocalConstraint``'s fields and
``state.plan.CertificateKind`` are made from the lines); ``REGISTRY`` imports each line's module, in the lines' order.
docs/adding-a-constraint.md is the guide; ``tests/unit/domain/constraints/test_constraint_plugin.py`` adds one that way.
"""

from __future__ import annotations

from importlib import import_module

from himap_travel.domain.constraints.base import HardConstraint
from himap_travel.state.trip import REGISTERED, Registered


def _constraint(line: Registered) -> HardConstraint:
    """The ``CONSTRAINT`` of a registry line's module, which must be keyed and spelled as its line."""
    constraint: HardConstraint = import_module(f"{__name__}.{line.module}").CONSTRAINT
    if (constraint.key, constraint.row_key) != (line.key, line.row_key):
        raise ImportError(f"domain/constraints/{line.module}.py's CONSTRAINT is {constraint.key!r} ({constraint.row_key!r}), "
                          f"but its line in state.trip.REGISTERED says {line.key!r} ({line.row_key!r})")
    return constraint


# In the evaluator's report order (TravelPlanner's five first): the order of ``REGISTERED``.
REGISTRY: tuple[HardConstraint, ...] = tuple(_constraint(line) for line in REGISTERED)
LOCAL: tuple[HardConstraint, ...] = tuple(c for c in REGISTRY if c.local)
# The local constraints that filter venues first (house rule, room type, rating), then those a whole route must meet
# (cuisines, transportation): the order a certificate lifts and names them in, and a model is told them in.
VENUE_FIRST: tuple[HardConstraint, ...] = tuple(sorted(LOCAL, key=lambda c: c.venue is None))
OFFICIAL_REPORT_KEYS: tuple[str, ...] = tuple(c.report_key for c in REGISTRY if c.official)


def named(name: str) -> HardConstraint:
    """The constraint any of whose spellings is ``name`` ("house rule", "house_rule", "room_rule")."""
    for constraint in REGISTRY:
        if name in constraint.spellings():
            return constraint
    raise KeyError(f"no hard constraint is called {name!r}")


__all__ = ["HardConstraint", "LOCAL", "OFFICIAL_REPORT_KEYS", "REGISTRY", "VENUE_FIRST", "named"]
