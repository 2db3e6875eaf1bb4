"""Stays to avoid: "not that hotel again", "anywhere but the Fresh Budget Room", "we won't stay at Cozy Cottage".

Not one of TravelPlanner's: a verdict reports ``avoid_stays`` only for a request that sets it. The value holds the
names of the stays ruled out (the data's names when the chat rules out a stay of the plan, which it names from the
plan itself). No night of the plan is at one of them (names compared without case, spaces or punctuation); the
searches, the expert and the solver keep only other stays (the venue filter ``allows``), so a later re-plan (another
day, another person, a cheaper trip) never puts the stay back. A stay said unwanted once is a rule kept until it is
taken back, never a one-off swap.

How a request states it (``read``): a capitalised name after a wish not to stay there ("we won't stay at Cozy
Cottage", "don't want to stay at the Pink Palace", "never book the Pink Palace"). The chat reads the plan's own stays
named as unwanted (``nodes/chat/place_banned``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons, SolverFacts, Spans
from himap_travel.domain.text.lazy_regex import lazy_compile

_NOT_STAYING = lazy_compile(
    r"\b(?:don'?t|do\s+not|won'?t|will\s+not|wouldn'?t|never)\s+(?:want\s+to\s+|like\s+to\s+)?(?:stay|sleep)\s+at"
    r"\s+(?:the\s+)?(?P<name>[A-Z*][\w'&*-]*(?:\s+[A-Z0-9&][\w'&*-]*)*)")


def flat(name: str) -> str:
    """A stay's name as compared: letters and digits only, without case ("*Fresh Budget Room": freshbudgetroom)."""
    return re.sub(r"[\W_]+", "", name.casefold())


def allows(row: Any, avoided: Iterable[str]) -> bool:
    name = getattr(row, "name", None)
    return bool(name) and flat(str(name)) not in {flat(a) for a in avoided}


def check(ctx: CheckContext) -> Reasons:
    avoided = ctx.query.avoid_stays
    for number, entry, row in ctx.accommodations():
        if not allows(row, avoided):
            yield f"avoid stays: day {number}: '{entry}' is ruled out"


def unmet(facts: SolverFacts) -> str:
    avoided = facts.spec.local_constraint.avoid_stays
    return f"no other lodging in {facts.spec.dest} than {', '.join(map(repr, avoided))} fits this trip"


def read(text: str, places: Spans, warnings: list[str], problems: list[str]) -> list[str] | None:
    """The stays the text rules out, as written; None when none."""
    return list(dict.fromkeys(m.group("name") for m in _NOT_STAYING.finditer(text))) or None


def _describe(names: list[str]) -> str:
    return f"not staying at {', '.join(names)}"


CONSTRAINT = HardConstraint(
    key="avoid_stays", report_key="avoid_stays", row_key="avoid stays", label="stays to avoid", official=False,
    check=check, describe=_describe,
    flex_sentence=lambda names: f"We don't want to stay at {' or '.join(names)}.",
    instruction=lambda names: f"no night may be at any of these accommodations: {', '.join(names)}",
    unmet=unmet, venue="accommodation", allows=allows, read=read,
    mention=r"(?:stays?|hotels?|accommodations?)\s+to\s+avoid|avoided\s+(?:stays?|hotels?)|(?:stay|hotel)\s+bans?",
    form_description="stays (accommodations) no night may be at, as written, if asked",
    prompt='stays named as not wanted, as written: "we won\'t stay at Cozy Cottage" is [Cozy Cottage]',
)
