"""The house rule: every stay allows what the guests need (smoking, parties, children under 10, visitors, pets)."""

from __future__ import annotations

from typing import get_args

from himap_travel.domain.constraints.base import HardConstraint, Reasons
from himap_travel.state.trip import HouseRule

HOUSE_RULES: tuple[str, ...] = get_args(HouseRule)


def allows(row, rule: str) -> bool:
    """A listing allows the rule unless its house rules say "No <rule>"."""
    return f"No {rule}" not in str(row.house_rules)


def check(ctx) -> Reasons:
    rule = ctx.query.house_rule
    if rule not in HOUSE_RULES:  # the official code knows these five only
        return
    for number, entry, row in ctx.accommodations():
        if not allows(row, rule):
            yield f"room rule: day {number}: '{entry}' has the house rule 'No {rule}'"


CONSTRAINT = HardConstraint(
    key="house_rule", report_key="room_rule", row_key="house rule", label="house rule", official=True, check=check,
    describe=lambda rule: f"house rule: {rule}",
    flex_sentence=lambda rule: f"The accommodation should allow for {rule}.",
    instruction=lambda rule: f"the accommodation must allow {rule}",
    unmet=lambda facts: f"no lodging in {facts.spec.dest} that allows {facts.spec.local_constraint.house_rule} fits this trip",
    venue="accommodation", allows=allows,
)
