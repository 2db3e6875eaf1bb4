"""The transportation rule: "no flight", "no self-driving", or both (taxis only) between cities."""

from __future__ import annotations

from himap_travel.domain.constraints.base import HardConstraint, Reasons
from himap_travel.state.trip import TripSpecError, banned_modes


def check(ctx) -> Reasons:
    """Official by case-sensitive substring, strict by mode. A rule the project does not know is a failure, never a pass."""
    rule = ctx.query.transportation
    try:
        banned = banned_modes(rule)
    except TripSpecError as error:
        yield f"transportation: {error}"
        return
    for number, unit in enumerate(ctx.units, 1):
        text = unit.get("transportation")
        if not ctx.filled(text):
            continue
        for mode in sorted(banned):
            word = mode.capitalize()  # the official scorer's case-sensitive "Flight" / "Self-driving"
            used = ctx.mode_of(text) == mode if ctx.strict else word in text
            if used:
                yield f"transportation: day {number} uses {mode} ('{text}'), the query says {rule}"


def unmet(facts) -> str:
    spec = facts.spec
    rule = spec.local_constraint.transportation
    if len(facts.allowed_modes) == 1:  # both modes banned: taxis only
        mode = facts.allowed_modes[0]
        return f"with {rule} ({mode} only), no {mode} route links {spec.org} and {spec.dest} on these dates"
    return f"with {rule}, no transport links {spec.org} and {spec.dest} on these dates"


CONSTRAINT = HardConstraint(
    key="transportation", report_key="transportation", row_key="transportation", label="transportation", official=True,
    check=check, describe=lambda rule: f"transport: {rule}",
    flex_sentence=lambda rule: f"Transportation requirement: {rule}.", unmet=unmet,
    instruction=lambda rule: f"transportation: {rule}",
)
