"""The budget.

* **budget** - "$1,700", "$2,500.00", "$3k", "2,500 dollars", "USD 900", "a
  budget of 1700"; "per person" / "per day" amounts are multiplied out. When
  several amounts appear, prices ("dinner at $50 per person", "hotels under
  $150") give way to the amount marked as the budget ("budget", "spend",
  "$900 in total").
* **refused** (a problem, never a silent reading): a negative amount ("-$3,000",
  "$-3,000", "minus $3,000") and another currency ("3000 euros", "£2,000",
  "CAD 2000", "C$2,000"): the sandbox's prices are US dollars.

(``parse_request`` does the multiplying: it knows the people and days.)
"""

from __future__ import annotations

import re

_AMOUNT = r"(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:\s*(k|thousand|grand)\b)?"
_MONEY_PATTERNS = [
    re.compile(r"(?:\bUS\s*\$|\$|\bUSD\s*|\bUS\s+dollars\s*)\s*" + _AMOUNT, re.IGNORECASE),
    re.compile(r"(?<![\w$.,])" + _AMOUNT + r"\s*(?:dollars|usd|bucks)\b", re.IGNORECASE),
]
_BUDGET_WORD = re.compile(r"\b(?:budget(?:ed)?|spend|spending|afford|total|cap|capped|limit|maximum|max|up\s+to|allocated|allowance|funds?)\b", re.IGNORECASE)
# Words right after an amount that make it the budget ("$900 in total", "$900 overall", "$2,000 budget").
_BUDGET_AFTER = re.compile(
    r"\s*(?:(?:in\s+)?total\b|overall\b|all[\s-]+in\b|altogether\b|budget\b|max(?:imum)?\b|for\s+(?:the|this|our|my)\s+(?:whole\s+|entire\s+)?(?:trip|journey|vacation|holiday)\b)",
    re.IGNORECASE,
)
# Words right before an amount that make it a price, not the budget ("dinner at $50", "flights under $200").
_PRICE_BEFORE = re.compile(
    r"\b(?:breakfast|lunch|dinner|meals?|food|restaurants?|flights?|tickets?|hotels?|rooms?|nights?|attractions?|entry|costs?|costing|priced|price|at|under|below|around|about)"
    r"(?:\s+(?:at|of|for|is|are|around|about|under|below|costs?))?\s*$",
    re.IGNORECASE,
)
_NEGATIVE_BEFORE = re.compile(r"(?:(?:^|[\s(:=,])-|\bminus\s+|\bnegative\s+)$", re.IGNORECASE)  # "-$3,000", not "... - $3,000"
_CURRENCY = re.compile(
    r"(?:(€|£|¥|₹|\b(?:EUR|GBP|JPY|CAD|AUD|CHF|INR|MXN|CNY|RMB|NZD|HKD|SGD)\b|\b(?:C|CA|A|AU|NZ|HK|S)\$)\s*\d"
    r"|\d(?:[\d,.]*\d)?\s*(?:k\b|thousand\b)?\s*(€|£|¥|₹|\b(?:EUR|GBP|JPY|CAD|AUD|CHF|INR|MXN|CNY|RMB|NZD|HKD|SGD)\b"
    r"|\b(?:euros?|pounds?(?:\s+sterling)?|quid|yen|rupees?|pesos?|yuan|renminbi|francs?|(?:canadian|australian|new\s+zealand|hong\s+kong|singapore)\s+dollars?)\b))",
    re.IGNORECASE,
)
_CURRENCY_NAMES = {"€": "euros", "£": "pounds", "¥": "yen", "₹": "rupees"}


def _amount_value(whole: str, fraction: str | None, scale: str | None) -> float:
    value = float(whole.replace(",", "") + ("." + fraction if fraction else ""))
    if scale:
        value *= 1000
    return value


def read_budget(text: str, date_spans: list[tuple[int, int]], problems: list[str]) -> tuple[float | None, str | None]:
    """The budget and its unit (None, "person" or "day").

    A budget in another currency, or a negative one, is a problem (never read
    as dollars, never with its sign dropped). When several dollar amounts
    appear, prices ("dinner at $50 per person") give way to the amount marked
    as the budget ("budget", "in total" ...).
    """
    foreign = _CURRENCY.search(text)
    if foreign:
        mark = (foreign.group(1) or foreign.group(2)).strip()
        name = _CURRENCY_NAMES.get(mark, mark)
        problems.append(f"the budget is given in {name} ({foreign.group(0).strip()!r}); the sandbox's prices are in US dollars: give the budget in dollars")
        return None, None
    sign = re.search(r"\$\s*-\s*\d[\d,]*", text)
    if sign:
        problems.append(f"the budget cannot be negative (read {sign.group(0)!r})")
        return None, None
    amounts: list[tuple[int, int, float]] = []
    covered = bytearray(len(text) + 1)
    for pattern in _MONEY_PATTERNS:
        for m in pattern.finditer(text):
            if covered[m.start()]:
                continue
            covered[m.start():m.end()] = b"\x01" * (m.end() - m.start())
            amounts.append((m.start(), m.end(), _amount_value(m.group(1), m.group(2), m.group(3))))
    amounts.sort()
    if not amounts:
        # "a budget of 1700": a bare number after the word "budget" in the same sentence.
        for m in re.finditer(r"\bbudget\b", text, re.IGNORECASE):
            sentence = re.split(r"(?<=[.!?])\s", text[m.end():m.end() + 120])[0]
            for n in re.finditer(_AMOUNT, sentence, re.IGNORECASE):
                pos = m.end() + n.start()
                tail = sentence[n.end():n.end() + 20].lower()
                if any(s <= pos < e for s, e in date_spans) or re.match(r"[\s-]*(?:days?|nights?|people|persons?|cities|weeks?|travell?ers|st|nd|rd|th)\b", tail):
                    continue
                amounts.append((pos, m.end() + n.end(), _amount_value(n.group(1), n.group(2), n.group(3))))
                break
            if amounts:
                break
    if not amounts:
        return None, None
    for start, _end, value in amounts:
        if _NEGATIVE_BEFORE.search(text[max(0, start - 12):start]):
            problems.append(f"the budget cannot be negative (read -${value:,.0f})")
            return None, None
    distinct = list(dict.fromkeys(v for _s, _e, v in amounts))
    chosen = amounts
    if len(distinct) > 1:
        chosen = _the_budget(text, amounts)
        if chosen is None:
            problems.append("several budget amounts: " + ", ".join(f"${v:,.0f}" for v in distinct))
            return None, None
    start, end, value = chosen[0]
    tail = text[end:end + 30].lower()
    unit = None
    if re.match(r"\s*(?:per|a|each|/)\s*(?:person|head|traveller|traveler|pax|individual|guest)\b|\s*each\b", tail):
        unit = "person"
    elif re.match(r"\s*(?:per|a|each|/)\s*(?:day|night)\b|\s*daily\b", tail):
        unit = "day"
    return value, unit


def _the_budget(text: str, amounts: list[tuple[int, int, float]]) -> list[tuple[int, int, float]] | None:
    """The amounts marked as the budget, when they agree; None when the text does not single one out."""
    def clause_before(start: int) -> str:
        return re.split(r"[.!?;]\s|,\s", text[max(0, start - 80):start])[-1]

    prices = [a for a in amounts if _PRICE_BEFORE.search(clause_before(a[0]))]
    rest = [a for a in amounts if a not in prices] or amounts
    marked = [a for a in rest if _BUDGET_WORD.search(clause_before(a[0])) or _BUDGET_AFTER.match(text, a[1])]
    for group in (marked, rest if len({v for _s, _e, v in rest}) == 1 else []):
        if group and len({v for _s, _e, v in group}) == 1:
            return group
    return None
