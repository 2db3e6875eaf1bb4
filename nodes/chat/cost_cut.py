"""A cost cut by an amount ("can you cut 200 somewhere", "save like 100 bucks", "knock off a hundred", "bring it down by
$300", "can it be 250 cheaper?", "cut 10%"): the trip re-planned for that much less than the plan's total.

The amount is taken off the plan's total (what the traveller pays now), never off the budget: the new budget is the
total less the amount, said so in the reply's notes, and the usual re-plan reply says the new total and what was given
up; when no plan is that cheap, the no-plan reply names the cheapest total. A cut of the whole total or more is answered
at once (no plan costs nothing). Read only on a trip with a plan: before one, "save 100 bucks" is no cut of anything.
"""

from __future__ import annotations

import math
import re

from pydantic import BaseModel

from himap_travel.domain.parsing.numbers import spelled_value
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.money import money

_MONEY = r"(?:\s*(?P<unit>bucks|dollars?|usd|\$|%|percent))?"
_AMOUNT = (r"(?P<dollar>\$\s*)?(?P<amount>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?"
           r"|(?:an?\s+|a\s+couple\s+(?:of\s+)?)?[a-z]+(?:[\s-]+(?:and\s+)?[a-z]+){0,3})" + _MONEY)
_HEDGE = r"(?:(?:like|about|around|maybe|roughly|approx\w*|another|an?\s+extra|at\s+least|just)\s+)?"
_THE_COST = (r"(?:it|this|that|everything|the\s+(?:total|cost|costs|price|trip|plan|bill|whole\s+thing)"
             r"|our\s+(?:total|costs?|bill))")
# "cut 200", "save like 100 bucks", "shave $150 off", "knock off a hundred", "take 100 off the total"; "bring it down by
# 300", "lower the total by $200"; "can it be 250 cheaper", "like 100 bucks less?"
_CUT = lazy_compile(rf"\b(?:cut|shave|knock|trim|chop|slash|save|squeeze)\s+(?:off\s+)?(?:us\s+|me\s+)?{_HEDGE}{_AMOUNT}",
                    re.IGNORECASE)
# "take" cuts only with "off" ("take 100 off the total"): "i'll take 200 bucks for souvenirs" is money brought along
_TAKE_OFF = lazy_compile(rf"\btake\s+(?:us\s+|me\s+)?{_HEDGE}{_AMOUNT}(?=\s+off\b)", re.IGNORECASE)
_TAKE_OFF_FIRST = lazy_compile(rf"\btake\s+off\s+{_HEDGE}{_AMOUNT}", re.IGNORECASE)
_DOWN_BY = lazy_compile(rf"\b(?:bring|get|cut|knock|drop|lower|reduce|trim)\s+{_THE_COST}\s+(?:down\s+)?by\s+{_HEDGE}{_AMOUNT}",
                        re.IGNORECASE)
_LESS = lazy_compile(r"(?P<dollar>\$\s*)?(?P<amount>\d{1,3}(?:,\d{3})+|\d+)" + _MONEY + r"\s+(?:cheaper|less)\b",
                     re.IGNORECASE)
# what a number cut may count that is no money ("cut 2 days", "drop 1 night", "save 3 hours")
_NOT_MONEY = lazy_compile(r"\s*(?:days?|nights?|people|persons?|guests?|hours?|hrs?|minutes?|mins?|meals?|stops?|cities"
                          r"|city|sights?|museums?|restaurants?|stars?|km|miles?)\b", re.IGNORECASE)
_SMALLEST_BARE = 20  # a bare number below this is no sum of money ("cut 2"), unless said with "$" or "bucks"


class CostCut(BaseModel):
    """A cut asked: ``amount`` dollars off the total, or ``percent`` of it."""

    amount: float = 0
    percent: float = 0

    def off(self, total: float) -> float:
        """The dollars this cut takes off ``total``."""
        return round(total * self.percent / 100, 2) if self.percent else self.amount


def cut_asked(text: str) -> CostCut | None:
    """The cut ``text`` asks for, or None when it names no amount of money to save."""
    for pattern in (_CUT, _TAKE_OFF, _TAKE_OFF_FIRST, _DOWN_BY, _LESS):
        for m in pattern.finditer(text):
            said = _said_amount(m, text)
            if said is not None:
                return said
    return None


def _said_amount(m: re.Match[str], text: str) -> CostCut | None:
    """The amount one match names: digits, or words read as a number ("a hundred or so": the longest number first)."""
    raw, unit = m.group("amount"), (m.group("unit") or "").lower()
    if raw[0].isdigit():
        if _NOT_MONEY.match(text, m.end("amount")):
            return None
        value = float(raw.replace(",", ""))
        money_said = bool(m.group("dollar")) or unit not in ("", "%", "percent")
        if unit in ("%", "percent"):
            return CostCut(percent=value) if 0 < value < 100 else None
        return CostCut(amount=value) if value >= _SMALLEST_BARE or (money_said and value > 0) else None
    words = raw.lower().replace("couple of", "two").replace("couple", "two").replace("grand", "thousand").split()
    for end in range(len(words), 0, -1):
        spelled = spelled_value(" ".join(words[:end]))
        if spelled is not None and words[end - 1] not in ("a", "an", "and"):
            return CostCut(amount=float(spelled)) if spelled >= _SMALLEST_BARE or unit else None
    return None


def new_budget(cut: CostCut, spent: float) -> int | None:
    """The budget a cut re-plans with: the plan's total less the cut, in whole dollars; None when nothing is left."""
    budget = math.floor(spent - cut.off(spent))
    return budget if budget > 0 else None


def cut_note(cut: CostCut, spent: float, budget: int) -> str:
    """What the reply says of the budget taken: which figure the cut came off, and the new budget."""
    return (f"I took {money(cut.off(spent))} off the plan's total of {money(spent)}, so I planned with a budget of "
            f"{money(budget, False)}")


def cut_refused(cut: CostCut, spent: float) -> str:
    """A cut of the whole total or more: no plan costs nothing, said so; nothing changed."""
    return (f"I can't take {money(cut.off(spent))} off: the whole trip costs {money(spent)}, so nothing would be left "
            "to pay for it. Nothing changed. Say a smaller amount, or \"make it cheaper\" for the cheapest plan.")
