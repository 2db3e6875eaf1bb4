"""An amount a meal may cost said for the whole party ("max 60 per meal for the both of us", "meals under 90 total for
the three of us"): per person once divided by the travellers.

``domain.constraints.meal_cost`` reads the amount of a meal, which the restaurants table prices per person: said for
the party, read as it stands it would let every traveller spend the party's whole amount, and a plan breaking the wish
would be called valid (issue 38, fail closed). The meal reader knows no party, so the reading is finished here, where
the people are known: the amount is divided by them (a warning says so), or, with no count to divide by, the wish is
named as not kept. A night's price is a room's ("150 a night for both of us" is the room's price), so it stays as read.
"""

from __future__ import annotations

import re

from himap_travel.domain.constraints import meal_cost
from himap_travel.domain.parsing.unread_wish import UnreadWish
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.state.trip import LocalConstraint

__all__ = ["meal_cost_per_person"]

# Who the amount is for, right after the amount's words (or right before them): the whole party, not one person.
_FOR_THE_PARTY = (r"(?:for|between)\s+(?:the\s+|all\s+)?(?:both|two|three|four|five|six|seven|eight|\d)\s+of\s+us"
                  r"|for\s+(?:both|all)\s+of\s+us|for\s+us\s+(?:both|all|two)"
                  # the whole party by its count ("for all seven"): never "for all 3 days"
                  r"|for\s+all\s+(?:two|three|four|five|six|seven|eight|\d)\b(?!\s*(?:days?|nights?|meals?|hours?))"
                  r"|for\s+(?:the\s+|our\s+)?(?:whole\s+|entire\s+)?(?:group|family|party|lot\s+of\s+us)|for\s+everyone")
_PARTY_AFTER = lazy_compile(rf"\s*,?\s*(?:total\s+|in\s+all\s+)?(?:max\s+|tops\s+)?"
                            rf"(?:{_FOR_THE_PARTY}|together|combined|altogether|in\s+total|between\s+us)\b", re.IGNORECASE)
_PARTY_BEFORE = lazy_compile(rf"\b(?:{_FOR_THE_PARTY})\s*,?\s*$", re.IGNORECASE)
# ... or inside the statement, between its meal and its amount ("dinner for two under $80")
_PARTY_INSIDE = lazy_compile(rf"\b(?:{_FOR_THE_PARTY}|for\s+(?:two|three|four|five|six|[2-6])\b"
                             r"(?!\s*(?:days?|nights?|hours?|hrs?|weeks?|people|persons?|meals?|of\b)))", re.IGNORECASE)
# An amount said of one person ("$30 per person for the two of us") is per person whoever it is for.
_EACH = lazy_compile(r"\b(?:per\s+(?:person|head|guest)|a\s+(?:person|head)|each|apiece|pp)\b", re.IGNORECASE)
_REACH = 30  # characters before a statement looked at for its party ("for the two of us, meals under $60")


def meal_cost_per_person(text: str, local: LocalConstraint, people: int | None, warnings: list[str],
                         unread: list[UnreadWish]) -> LocalConstraint:
    """``local`` with a meal's cost said for the whole party divided by ``people``; with no count, the wish is named
    in ``unread`` and the cost left out. ``text`` is what the constraints were read from (same positions)."""
    maximum = local.max_meal_cost
    shared = [(start, end) for start, end in meal_cost.claims(text) if _for_the_party(text, start, end)]
    if maximum is None or not shared:
        return local
    said = text[shared[0][0]:shared[0][1]].strip()
    if people is None or people < 1:
        unread.append(UnreadWish(wish=said, reason=f"{said!r} is an amount for the whole party, and the number of "
                                                   "travellers is not given: say what one person's meal may cost"))
        return local.model_copy(update={"max_meal_cost": None})
    each = round(maximum / people, 2)
    warnings.append(f"{said!r} is for the party of {people}: read as ${each:,.2f} a person (the data prices a meal "
                    "per person)")
    return local.model_copy(update={"max_meal_cost": each})


def _for_the_party(text: str, start: int, end: int) -> bool:
    """Whether the amount at ``text[start:end]`` is said for the whole party (right after it, or right before it)."""
    if _EACH.search(text, start, end):
        return False
    return bool(_PARTY_AFTER.match(text, end, end + 60) or _PARTY_BEFORE.search(text, max(0, start - _REACH), start)
                or _PARTY_INSIDE.search(text, start, end))
