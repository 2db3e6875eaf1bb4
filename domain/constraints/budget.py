"""The budget: the plan's total cost, priced by the evaluator's rules, within the request's budget (a global constraint)."""

from __future__ import annotations

from himap_travel.domain.constraints.base import CheckContext, HardConstraint, Reasons


def money(value: float) -> str:
    return f"{value:,.0f}" if float(value).is_integer() else f"{value:,.2f}"


def check(ctx: CheckContext) -> Reasons:
    total = ctx.cost()
    limit = ctx.query.budget
    if total > limit:
        yield f"budget: {money(total)} > {money(limit)} (over by {money(total - limit)})"


def flex_sentence(value: float) -> str:
    return f"My budget is {int(value) if float(value).is_integer() else value}."


CONSTRAINT = HardConstraint(
    key="budget", report_key="budget", row_key="budget", label="budget", official=True, check=check,
    describe=lambda value: f"budget ${value:,.0f}", flex_sentence=flex_sentence,
)
