"""House rules beyond the first, one stay allowing them all: "my wife and I, our two kids and our dog".

A listing's house rules name several things it forbids ("No pets & No children under 10"), so one stay can allow
several. TravelPlanner's ``house_rule`` holds one rule (its official check and meaning unchanged); the others asked
for with it are ours: not one of TravelPlanner's, so a verdict reports ``more_house_rules`` only for a request
that sets it. Every stay of the plan allows each of them (``house_rule.allows``). The searches, the expert and the
solver keep only such listings (the venue filter).

How a request states it (``read``): every house rule the text asks for (``house_rule.asked_rules``) after the
first, which is ``house_rule``'s: "our 2 kids and our dog" is children under 10, then pets.
"""

from __future__ import annotations

from typing import Any

from himap_travel.domain.constraints import house_rule
from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans


def allows(row: Any, rules: list[str]) -> bool:
    return all(house_rule.allows(row, rule) for rule in rules)


def check(ctx: CheckContext) -> Reasons:
    for number, entry, row in ctx.accommodations():
        for rule in ctx.query.more_house_rules:
            if not house_rule.allows(row, rule):
                yield f"more house rules: day {number}: '{entry}' has the house rule 'No {rule}'"


def unmet(facts: SolverFacts) -> str:
    local = facts.spec.local_constraint
    rules = [local.house_rule, *local.more_house_rules] if local.house_rule else list(local.more_house_rules)
    return f"no lodging in {facts.spec.dest} that allows {' and '.join(rules)} together fits this trip"


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> list[str] | None:
    """The house rules asked for after the first (``house_rule``'s), first mentioned first; None when one or none.

    ``house_rule.read`` reads the same text and reports its warnings and problems: not repeated here."""
    rules = house_rule.asked_rules(text)[0]
    return list(rules[1:]) if rules and len(rules) > 1 else None


CONSTRAINT = HardConstraint(
    key="more_house_rules", report_key="more_house_rules", row_key="more house rules", label="more house rules", official=False,
    check=check, describe=lambda rules: f"also allows: {', '.join(rules)}",
    flex_sentence=lambda rules: f"The accommodation should also allow {' and '.join(rules)}.",
    instruction=lambda rules: f"the accommodation must also allow each of: {', '.join(rules)}",
    unmet=unmet, venue="accommodation", allows=allows, read=read,
    mention=r"(?:other|extra|more|second)\s+house\s+rules?",
    form_description="house rules the stay must also allow, beyond house_rule, if asked",
    search=("accommodation_search", "also_allow"),
    prompt=('house rules beyond the first that the same stays must also allow: "our kids and our dog" is house rule '
            'children under 10 and more_house_rules [pets]'),
)
