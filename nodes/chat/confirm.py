"""A figure checked back as a question ("so that's $600 each, right?", "we're 4 people, correct?"): the trip's own figure
said back, yes or not quite, and nothing changed.

Read as an edit, "so that's $600 each right?" set a $600 budget on a trip of four with $2,400 (issue 39: a question is
never applied). A message is such a check when it ends on a tag asking for agreement ("right?", "correct?", "is that
right?"), names an amount of money or a number of travellers, and asks for no change (no "make", "change", "instead",
"can we" ...); the amount is compared with the budget, the plan's cost, or either one shared out when it is said per
person.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.money import money

_TAG = lazy_compile(r"(?:^|[\s,])(?:right|correct|yeah|yes|isn'?t\s+it|is\s+that\s+(?:right|correct)|am\s+i\s+right)\s*\?+\s*$",
                    re.IGNORECASE)
_CHANGE = lazy_compile(r"\b(?:make|change|set|switch|add|drop|remove|raise|lower|bump|cut|up|instead|actually|rather"
                       r"|can|could|let'?s|lets|want|need|should|more|less|fewer|extra)\b", re.IGNORECASE)
_AMOUNT = lazy_compile(r"\$\s*(\d[\d,]*(?:\.\d+)?)|\b(\d[\d,]*(?:\.\d+)?)\s*(?:dollars|bucks|usd)\b", re.IGNORECASE)
_EACH = lazy_compile(r"\b(?:each|per\s+(?:person|head)|a\s+head|apiece|pp)\b", re.IGNORECASE)
_PART = lazy_compile(r"\b(?:nights?|nightly|hotels?|rooms?|stays?|meals?|food|restaurants?|dinner|lunch|breakfast|flights?"
                     r"|tickets?|taxis?|drive|gas|day\s*\d)\b", re.IGNORECASE)
_COUNT = lazy_compile(r"\b(\d{1,2})\s+(?:of\s+us|people|persons|travell?ers|adults)\b", re.IGNORECASE)
_HOW = ": say the change if you want one (\"make it 5 people\", \"budget $2,000\")"


def checked(text: str, trip: dict[str, Any] | None, spent: float | None) -> str | None:
    """The answer to a figure checked back as a question (the module's note); None when the message is no such check."""
    if not trip or not _TAG.search(text) or _CHANGE.search(_TAG.sub("", text)):
        return None
    if _PART.search(text):  # "so the hotel is $150 a night, right?": a part's price, the plan's answers' to give
        return None
    amount, count = _AMOUNT.search(text), _COUNT.search(text)
    if amount is not None:
        return _money_checked(float((amount.group(1) or amount.group(2)).replace(",", "")), bool(_EACH.search(text)),
                              trip, spent)
    if count is not None:
        people = trip.get("people_number")
        yes = "Yes" if int(count.group(1)) == people else "Not quite"
        return f"{yes}: the trip is for {people} {'person' if people == 1 else 'people'}. Nothing changed{_HOW if yes != 'Yes' else ''}."
    return None


def _money_checked(amount: float, each: bool, trip: dict[str, Any], spent: float | None) -> str:
    """An amount checked against the budget and the plan's cost (shared out per person when ``each``)."""
    people = trip.get("people_number") or 1
    budget = trip.get("budget")
    shares = people if each else 1  # "$600 each": the figures shared out among the travellers
    figures = [value for value in (budget, spent) if value is not None]
    yes = "Yes" if any(abs(value / shares - amount) < 0.5 for value in figures) else "Not quite"
    said = [f"the budget is {money(budget, False)}" + (f" for {people} people, {money(budget / people)} each"
                                                      if people > 1 else "")] if budget is not None else []
    if spent is not None:
        said.append(f"the plan costs {money(spent)}" + (f", {money(spent / people)} each" if people > 1 else ""))
    return f"{yes}: {'; '.join(said)}. Nothing changed{_HOW if yes != 'Yes' else ''}."


__all__ = ["checked"]
