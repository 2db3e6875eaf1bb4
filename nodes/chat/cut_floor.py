"""A cost cut below the cheapest plan ("knock off 1200 bucks" on a $1,295 plan whose cheapest version costs $300): the
budget and the plan the traveller had are kept, and the reply says the cheapest that can be done, never a lower budget
set that the plan then breaks ("$300.00, over the $95 budget").

The cut's turn carries the budget it replaces in its draft (``CUT_FROM``); once the planner has planned with the lowered
budget, a plan over it means no plan costs that little: the turn is answered instead of applied (``refused``).
"""

from __future__ import annotations

from typing import Any

from himap_travel.domain.text.money import money

# The key of a cost cut's draft holding the budget before the cut (a draft's private key, as ``snapshot.WISH_BEFORE``)
CUT_FROM = "cut_from"


def marked(update: dict[str, Any], budget: float | None) -> dict[str, Any]:
    """A cost cut's update, its draft marked with the budget it replaces (``CUT_FROM``)."""
    draft = update.get("draft")
    return {**update, "draft": {**draft, CUT_FROM: budget}} if draft is not None and budget is not None else update


def refused(draft: dict[str, Any], total: float, budget: float, spent: float | None) -> dict[str, Any] | None:
    """The answer to a cost cut no plan meets (the plan made for the lowered ``budget`` costs ``total``, more than it):
    the trip and plan kept as they were, the cheapest total said; None when the turn is no cut or the plan keeps it."""
    before = draft.get(CUT_FROM)
    if before is None or total <= budget + 0.005:
        return None
    kept = f"your plan ({money(spent)})" if spent is not None else "your plan"
    said = (f"No plan costs {money(budget, False)} or less: the cheapest I can make costs {money(total)}. I kept your "
            f"budget of {money(before, False)} and {kept}; say \"make it cheaper\" for the cheapest plan, or a "
            "smaller cut.")
    return {"answer": said, "draft": None, "missing": [], "problems": [], "notes": [], "preference": None}
