"""The budget.

* **budget** - "$1,700", "$2,500.00", "$3k", "2,500 dollars", "USD 900", "a
  budget of 1700"; "per person" / "per day" amounts are multiplied out. When
  several amounts appear, the one next to "budget"/"spend"/"total" wins.

(``parse_query`` does the multiplying: it knows the people and days.)
"""

from __future__ import annotations

import re

_AMOUNT = r"(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(?:\s*(k|thousand|grand)\b)?"
_MONEY_PATTERNS = [
    re.compile(r"(?:US\s*\$|\$|USD\s*|US\s+dollars\s*)\s*" + _AMOUNT, re.IGNORECASE),
    re.compile(r"(?<![\w$.,])" + _AMOUNT + r"\s*(?:dollars|usd|bucks)\b", re.IGNORECASE),
]
_BUDGET_WORD = re.compile(r"\b(?:budget(?:ed)?|spend|spending|afford|total|cap|capped|limit|maximum|max|up\s+to|allocated|allowance|funds?)\b", re.IGNORECASE)


def _amount_value(whole: str, fraction: str | None, scale: str | None) -> float:
    value = float(whole.replace(",", "") + ("." + fraction if fraction else ""))
    if scale:
        value *= 1000
    return value


def read_budget(text: str, date_spans: list[tuple[int, int]], problems: list[str]) -> tuple[float | None, str | None]:
    """The budget and its unit (None, "person" or "day")."""
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
    distinct = list(dict.fromkeys(v for _s, _e, v in amounts))
    chosen = amounts
    if len(distinct) > 1:
        near = [a for a in amounts if _BUDGET_WORD.search(re.split(r"[.!?]\s", text[max(0, a[0] - 80):a[0]])[-1])]
        if len({v for _s, _e, v in near}) == 1:
            chosen = near
        else:
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
