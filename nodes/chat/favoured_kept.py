"""A preference re-plan that does not improve the part asked for ("more sights pls", "a better rated hotel"): the plan
stays as it was and the reply says it already has the most (or best) the rules and budget allow.

The re-plan for the best trip counts the favoured part twice, but the rest of the trip counts too, so it could come back
with that part the same or worse (3 sights "was 4 before", stays "rated 5.0, the same as before") and other parts moved:
a wish made the asked part worse and was kept (issue 39: never a change that goes against what was asked).
"""

from __future__ import annotations

from typing import Any

# The quality part each preference favours, whether more of it is better, and how the reply says the plan's figure.
_PARTS: dict[str, tuple[str, bool, str]] = {
    "sights": ("sights", True, "the most sights the budget and your rules allow: {:.0f} sights"),
    "hotels": ("mean_lodging_rating", True,
               "the best rated stays the budget and your rules allow: stays rated {:.1f} on average"),
    "restaurants": ("mean_restaurant_rating", True,
                    "the best rated restaurants the budget and your rules allow: restaurants rated {:.1f} on average"),
    "humane_hours": ("early_departures", False,
                     "the fewest early flights the budget and your rules allow: {:.0f} departures before 07:00"),
}


def not_improved(preference: str | None, before: dict[str, Any] | None, after: dict[str, Any] | None) -> str | None:
    """The reply's answer when the re-plan for ``preference`` does not make its part better than the plan before
    (``before``/``after``: the plans' quality parts), else None (the re-plan is kept)."""
    part = _PARTS.get(preference or "")
    if part is None or not before or not after:
        return None
    key, more_is_better, words = part
    was, now = before.get(key), after.get(key)
    if was is None or now is None:
        return None
    better = now > was + 1e-9 if more_is_better else now < was - 1e-9
    if better:
        return None
    return (f"Your plan already has {words.format(was)} (a re-plan giving them extra weight found nothing better), so I "
            f"left your plan as it is. A larger budget or fewer rules could allow more.{_OTHER_OFFERED.get(preference or '', '')}")


# What still works when the part asked better is the best already: the place itself swapped for another ("that hotel
# looks awful" is read as a wish for nicer stays; when none is better, the person may still not want that one)
_OTHER_OFFERED = {
    "hotels": " If it's the stay itself you don't want, say \"not that hotel\" and I'll pick another (it may be rated lower).",
    "restaurants": " If it's a place itself you don't want, say which meal (\"not the dinner place on day 1\") and I'll "
                   "pick another.",
}


__all__ = ["not_improved"]
