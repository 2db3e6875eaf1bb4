"""House rules the stay must forbid: "a smoke-free room", "no pets please, I'm allergic", "an adults-only place".

The data's house rules name what a listing forbids ("No smoking & No parties"), so a wish for a place without
smoking, pets, parties, children under 10 or visitors can be checked: every stay of the plan has each rule asked
for among its "No ..." rules. Not one of TravelPlanner's (its house rule names what the guests need *allowed*): a
verdict reports ``stay_forbids`` only for a request that sets it. The searches, the expert and the solver keep
only such listings (the venue filter); a listing with no house rules forbids nothing, so it fails (fail closed).

How a request states it (``read``): a negated house rule said of the stay (``house_rule.read_rules``): "no smoking
please", "a smoke-free room", "pets not allowed", "a host that bans parties", "no pet friendly places", and
"adults only" (children under 10). Said of the travellers it asks for nothing: "we have no pets", "nobody smokes",
"we're non-smokers". A rule both needed and forbidden is a problem (``house_rule``'s).
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.constraints import house_rule
from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans
from himap_travel.domain.text.lazy_regex import lazy_compile

# "an adults-only hotel", "adults only please": a place without children under 10
_ADULTS_ONLY = lazy_compile(r"\badults?[\s-]*only\b|\bchild[\s-]*free\s+(?:place|stay|hotel|room|rental|property|home)s?\b",
                            re.IGNORECASE)


def allows(row: Any, rules: list[str]) -> bool:
    """A listing forbids each rule when its house rules say "No <rule>"."""
    return all(not house_rule.allows(row, rule) for rule in rules)


def check(ctx: CheckContext) -> Reasons:
    for number, entry, row in ctx.accommodations():
        missing = [rule for rule in ctx.query.stay_forbids if house_rule.allows(row, rule)]
        if missing:
            yield f"stay forbids: day {number}: '{entry}' does not forbid {' or '.join(missing)}"


def unmet(facts: SolverFacts) -> str:
    rules = facts.spec.local_constraint.stay_forbids
    return f"no lodging in {facts.spec.dest} that forbids {' and '.join(rules)} fits this trip"


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> list[str] | None:
    """The house rules the stay must forbid, first said first; None when none.

    ``house_rule.read`` reads the same text and reports its warnings and problems: not repeated here."""
    reading = house_rule.read_rules(text)
    forbidden = list(reading.forbidden)
    if _ADULTS_ONLY.search(text) and "children under 10" not in forbidden:
        if reading.asked and "children under 10" in reading.asked:
            problems.append("an adults-only stay is asked for, and children under 10 travel: say which")
            return None
        forbidden.append("children under 10")
    return forbidden or None


def claims(text: str) -> list[tuple[int, int]]:
    """What the travellers say of themselves ("we have no pets", "nobody smokes"): read, and asking nothing."""
    return list(house_rule.read_rules(text).told)


def _describe(rules: list[str]) -> str:
    return f"stays that forbid {' and '.join(rules)}"


CONSTRAINT = HardConstraint(
    key="stay_forbids", report_key="stay_forbids", row_key="stay forbids", label="house rules the stay forbids", official=False,
    check=check, describe=_describe,
    flex_sentence=lambda rules: f"The accommodation should not allow {' or '.join(rules)}.",
    instruction=lambda rules: f"every accommodation must forbid each of: {', '.join(rules)} (its house rules say 'No ...')",
    unmet=unmet, venue="accommodation", allows=allows, read=read, claims=claims,
    mention=r"(?:smoke|pet|party|kid|child)[\s-]*free|non[\s-]*smoking|adults?[\s-]*only",
    form_description="house rules every stay must forbid (its house rules say 'No ...'), if asked",
    prompt='house rules the stay must forbid: "a smoke-free room" is [smoking], "no pets, I\'m allergic" is [pets]',
)
