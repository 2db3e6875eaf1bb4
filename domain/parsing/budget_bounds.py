"""A budget said as a range or as a minimum: "$800-1,000", "between $1,500 and $2,000" (the upper end is the
budget, said in a warning) and "at least $1,400", "$1,400 or more" (refused: the budget is the most the trip may cost).

Split from ``money``: one job, the amount's bounds, asked of the amounts read.
"""

from __future__ import annotations

import re

from himap_travel.domain.parsing.money_amounts import AMOUNT, amount_value
from himap_travel.domain.text.lazy_regex import lazy_compile

# A lower bound is no budget: the budget is the most the trip may cost ("at least $1,400", "$1,400 or more").
# Negated ("can't go over $1,400", "no more than") it is a cap, as the budget is.
_LOWER_BEFORE = lazy_compile(
    r"\b(?:at\s+least|(?:a\s+)?minimum(?:\s+of)?|min\.?|more\s+than|over|above|upwards\s+of|(?:no|not)\s+less\s+than"
    r"|in\s+excess\s+of|exceeding|starting\s+(?:at|from))\s*(?:US\s*)?\$?\s*$",
    re.IGNORECASE,
)
# ("nothing over $500", "none of it above $2,000": a most, not a least)
_NEGATED_BEFORE = lazy_compile(r"\b(?:no|not|nothing|none|never|cannot|can'?t|don'?t|won'?t|shouldn't|mustn't|n't)\b(?:\s+\S+){0,4}\s*$",
                               re.IGNORECASE)
_LOWER_AFTER = lazy_compile(r"\s*(?:dollars?\s*)?(?:or\s+(?:more|above|higher|over)|and\s+(?:up|above|over)|\+|minimum|min\b"
                            r"|at\s+(?:the\s+)?least)",
                            re.IGNORECASE)


# A range of budgets ("$800-1,000", "$800-1k", "$1,200 to $1,700", "between $1,500 and $2,000", "1500-2000 dollars"): a
# budget is the most the trip may cost, so the range's upper end is the budget (said in a warning). A range whose first
# end is not the lower ("$2,000-1,500") stays two amounts, and is refused as before; so is "$2 or 3" (no range: either).
_SIGN_BEFORE = r"(?:US\s*\$|\$|USD\s*)?\s*"
_UPPER_AFTER = lazy_compile(rf"\s*(?:-|–|\bto\b)\s*{_SIGN_BEFORE}{AMOUNT}", re.IGNORECASE)
_UPPER_AFTER_BETWEEN = lazy_compile(rf"\s+and\s+{_SIGN_BEFORE}{AMOUNT}", re.IGNORECASE)
_BETWEEN_BEFORE = lazy_compile(rf"\bbetween\s+{_SIGN_BEFORE}$", re.IGNORECASE)
_LOWER_END_BEFORE = lazy_compile(rf"(?:\bbetween\s+{_SIGN_BEFORE}(\d[\d,.]{{0,8}})\s+and"
                                 rf"|(?<![\w$.,/-]){_SIGN_BEFORE}(\d[\d,.]{{0,8}})\s*(?:-|–|\bto\b))\s*$", re.IGNORECASE)
_RANGE_REACH = 24  # characters before an amount its range's lower end may start at (reading stays linear)


def upper_ends(
    text: str, amounts: list[tuple[int, int, float]], unreadable: list[str],
) -> tuple[list[tuple[int, int, float]], dict[int, str]]:
    """``amounts`` with each range of two ("$800-1k") made one amount, its upper end, spanning the range; and the
    ranges' texts by their start (for the warning that says the upper end was taken)."""
    out: list[tuple[int, int, float]] = []
    ranges: dict[int, str] = {}
    taken = -1
    for start, end, value in amounts:
        if start < taken:
            continue  # the upper end of a range already read
        between = _BETWEEN_BEFORE.search(text, max(0, start - _RANGE_REACH), start)
        upper = (_UPPER_AFTER_BETWEEN if between else _UPPER_AFTER).match(text, end)
        top = amount_value(text, upper, unreadable) if upper else None
        lower = _LOWER_END_BEFORE.search(text, max(0, start - _RANGE_REACH), start) if upper is None else None
        low = (lower.group(1) or lower.group(2)).replace(",", "") if lower else ""
        if upper is not None and top is not None and value < top:
            out.append((start, upper.end(), top))
            ranges[start] = text[between.start() if between else start:upper.end()]
            taken = upper.end()
        elif lower is not None and re.fullmatch(r"\d+(?:\.\d{1,2})?", low) and float(low) < value:
            out.append((start, end, value))
            ranges[start] = text[lower.start():end].strip()
        else:
            out.append((start, end, value))
    return out, ranges


def lower_bound(text: str, start: int, end: int) -> bool:
    """Whether the words around the amount make it a minimum ("at least $1,400", "$1,400 or more"), not negated."""
    before = _LOWER_BEFORE.search(text, max(0, start - 40), start)
    if before and not _NEGATED_BEFORE.search(text, max(0, before.start() - 40), before.start()):
        return True
    return bool(_LOWER_AFTER.match(text, end))
