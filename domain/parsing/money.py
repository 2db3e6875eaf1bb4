"""The budget.

* **budget** - "$1,700", "$2,500.00", "$3k", "2k", "2,500 dollars", "1200$", "USD 900", "a
  budget of 1700", "1800 budget", and a bare number standing as an item of the request
  ("2 travelers, 1900": the only one; a 20xx number may be a year and is asked); an amount per person, day, night or week is read with its
  unit (``units``) and multiplied out by ``parse_request``. When
  several amounts appear, prices ("dinner at $50 per person", "hotels under
  $150") give way to the amount marked as the budget ("budget", "spend",
  "$900 in total").
* **refused** (a problem, never a silent reading): a negative amount ("-$3,000",
  "$-3,000", "minus $3,000"); another currency ("3000 euros", "£2,000", "₩1400",
  "CAD 2000", "C$2,000", "R$900", "1400 Mexican pesos", "1400 BTC", "1400
  cents"): the sandbox's prices are US dollars; an amount that is not plainly
  written ("$1e9", "$1,40", "$3 million", "$500pp", "$1.400" - European
  thousands or $1.40? -, "$1 400", "$1'400"); an amount over ``MAX_BUDGET``
  ($10,000,000, also the cap of a ``TripSpec``), which also stops a 400-digit
  run from becoming an infinite budget; two budgets that differ ("$1,400,
  actually make it $2,000"): one is never dropped for the other.

Every amount read is written in the text in digits, or in words that are one
amount with a unit of money, "grand" or a budget's word beside them ("two
thousand dollars", "three grand", "twelve hundred total": read as their digits,
``numbers.budget_in_digits``; "a few thousand dollars" stays refused): the only scaling is
"k"/"thousand"/"grand" (x1000) here, and the unit (``units.read_unit``: per
person, day, night or week; per meal or a budget that leaves out part of the
trip is refused) in ``parse_request``, which does the multiplying
(``units.budget_total``: it knows the people and days).
All patterns are linear in the text (a number is matched whole and
possessively, never from inside another number).

This module decides the budget (``read_budget``); beside it, one job a module: ``money_amounts`` (an amount as
written), ``other_currencies``, ``budget_bounds`` (ranges, minimums), ``budget_prices`` (a price, not the budget),
``bare_budget`` (a bare number read as the budget) and ``budget_corrections`` (a budget corrected in the text).
"""

from __future__ import annotations

import re

from himap_travel.domain.parsing.bare_budget import (
    after_a_date,
    after_budget_word,
    bare_item,
    before_budget_word,
    capped_or_marked,
    spend_amount,
)
from himap_travel.domain.parsing.budget_bounds import lower_bound, upper_ends
from himap_travel.domain.parsing.budget_corrections import corrected_last, marked_beside, set_by_correction
from himap_travel.domain.parsing.budget_prices import BARE_PART_CAP, clause_up_to, for_one_part, is_price, other_unit, the_budget
from himap_travel.domain.parsing.money_amounts import dollar_amounts, in_words
from himap_travel.domain.parsing.numbers import budget_in_digits, shown
from himap_travel.domain.parsing.other_currencies import CURRENCY, CURRENCY_NAMES
from himap_travel.domain.parsing.units import read_unit
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.money import dollars
from himap_travel.domain.text.spans import SpanSet

_RANGE_AFTER = lazy_compile(r"(?:-|\s+(?:to|or)\s+)\$?\d", re.IGNORECASE)  # "$2-3", "$2 or 3": not one amount
_NEGATIVE_BEFORE = lazy_compile(r"(?:(?:^|[\s(:=,])-|\bminus\s+|\bnegative\s+)$", re.IGNORECASE)  # "-$3,000", not "... - $3,000"


def foreign_prices(text: str, masked: str) -> list[str]:
    """The problems of amounts in another currency that a constraint's words hold ("max £150 a night", "meals under
    €20"): ``masked`` (the text less those words, which the budget reader reads) no longer shows them, and a price's
    reader takes the number alone; never read as dollars."""
    return [f"{m.group(0).strip()!r} is in {CURRENCY_NAMES.get(mark, mark)}; the sandbox's prices are in US dollars: give "
            "it in dollars" for m in CURRENCY.finditer(text)
            if (mark := (m.group(1) or m.group(2)).strip()) and masked[m.start():m.end()] != m.group(0)]


def read_budget(
    text: str, date_spans: list[tuple[int, int]], problems: list[str], also: list[tuple[float, str | None]] | None = None,
    claims: list[tuple[int, int]] | None = None, warnings: list[str] | None = None, prices: list[tuple[int, int]] | None = None,
) -> tuple[float | None, str | None]:
    """The budget and its unit (None: the whole trip; else ``units.read_unit``'s, such as "person" or "person/day").

    A budget in another currency, or a negative one, is a problem (never read
    as dollars, never with its sign dropped). When several dollar amounts
    appear, prices ("dinner at $50 per person") give way to the amount marked
    as the budget ("budget", "in total" ...); another total that differs is a
    problem, and other amounts per person or per day ("$1,400 in total, $700
    per person") are put in ``also`` for ``parse_request`` to check against
    the total (it knows the people and the days). ``claims`` gets the words
    that are about the budget only ("excluding flights": no wish about flights),
    ``warnings`` a bare number read as the budget ("2 travelers, 1900"), ``prices`` the spans of the other amounts,
    money for one part of the trip ("parking $20 a day", "dinner ~$50 for both of us"): no budget, and a wish the
    caller accounts for (named unless a constraint reads it), never dropped.
    """
    text = budget_in_digits(text)  # "two thousand dollars", "three grand": read as "$2000" and "$3000" (same length)
    foreign = CURRENCY.search(text)
    if foreign:
        mark = (foreign.group(1) or foreign.group(2)).strip()
        name = CURRENCY_NAMES.get(mark, mark)
        problems.append(f"the budget is given in {name} ({foreign.group(0).strip()!r}); the sandbox's prices are in US dollars: give the "
                        "budget in dollars")
        return None, None
    sign = re.search(r"\$\s*-\s*\d[\d,]*", text)
    if sign:
        problems.append(f"the budget cannot be negative (read {sign.group(0)!r})")
        return None, None
    unreadable: list[str] = []
    amounts, ranges = upper_ends(text, dollar_amounts(text, unreadable), unreadable)
    if amounts and not unreadable:  # "$2,200 ... make the budget 2500 instead": both read, never one dropped in silence
        amounts = sorted([*amounts, *marked_beside(text, amounts, SpanSet(date_spans), unreadable)])
    if not amounts and not unreadable:
        amounts = (after_budget_word(text, SpanSet(date_spans), unreadable) or before_budget_word(text, unreadable)
                   or spend_amount(text, SpanSet(date_spans), unreadable))
        # "budget 1500-2000", "budget somewhere between 1500 and 2000": a range with no "$", its upper end as with one
        amounts, ranges = upper_ends(text, amounts, unreadable) if amounts and not unreadable else (amounts, ranges)
        if amounts and not unreadable:  # "budget 1800, oops i mean 2000": the amount a correction sets last is the budget
            amounts = corrected_last(text, sorted([*amounts, *set_by_correction(text, amounts, SpanSet(date_spans),
                                                                                   unreadable)]), warnings)
    if not amounts and not unreadable:
        in_words(text, unreadable)
    if not amounts and not unreadable:
        amounts = (capped_or_marked(text, SpanSet(date_spans), unreadable) or bare_item(text, SpanSet(date_spans), unreadable)
                   or after_a_date(text, date_spans, unreadable))
        if amounts and warnings is not None:  # an assumption, said: the number stands with no word of money or budget
            warnings.append(f"{text[amounts[0][0]:amounts[0][1]]!r}: read as the budget in US dollars (say 'budget' if it is not)")
    for start, end, _value in amounts:
        before = _NEGATIVE_BEFORE.search(text, max(0, start - 12), start)
        if before:
            problems.append(f"the budget cannot be negative (read {shown(text[before.start():end])})")
            return None, None
    if unreadable:
        problems.extend(unreadable)
        return None, None
    if not amounts:
        return None, None
    if all(for_one_part(text, s, e) for s, e, _v in amounts):  # "$500 for meals": no budget of the trip
        if prices is not None:
            prices.extend((s, e) for s, e, _v in amounts)
        return None, None
    distinct = list(dict.fromkeys(v for _s, _e, v in amounts))
    chosen: list[tuple[int, int, float]] | None = amounts
    if len(distinct) > 1:
        chosen = the_budget(text, amounts)
        if chosen is None:
            problems.append("several budget amounts: " + _listed(distinct))
            return None, None
    assert chosen is not None  # refused above when None
    start, end, value = chosen[0]
    if start in ranges and warnings is not None:  # an assumption, said: the range's upper end is the cap
        warnings.append(f"{ranges[start]!r}: read as a budget of {dollars(value)}, the most the trip may cost (say so if it is less)")
    ranged = _RANGE_AFTER.match(text, end)
    if ranged:
        problems.append(f"the budget must be one amount, not a range (read {shown(text[start:ranged.end()])})")
        return None, None
    if lower_bound(text, start, end):
        problems.append(f"the budget must be the most the trip may cost, not a minimum (read {_around(text, start, end)!r})")
        return None, None
    found: list[str] = []
    unit = read_unit(text, start, end, clause_up_to(text, start), found, claims)
    if found:  # a unit with no total (a meal), or a budget that leaves out part of the trip
        problems.extend(found)
        return None, None
    unit = unit or _per_person_apart(text, value, claims)
    others = [(v, other_unit(text, s, e)) for s, e, v in amounts if v != value and not is_price(text, s, e)]
    totals = [v for v, u in others if u is None]
    if totals or (others and unit is not None):
        problems.append("several budget amounts: " + _listed([value, *(v for v, _u in others)]))
        return None, None
    if also is not None:
        also.extend(others)
    if prices is not None:
        prices.extend((s, e) for s, e, v in amounts if (s, e, v) not in chosen and is_price(text, s, e))
        # "hotel max 150": no "$", still money said of a part
        prices.extend(m.span("amount" if m.group("amount") else "amount2") for m in BARE_PART_CAP.finditer(text))
    return value, unit


def _around(text: str, start: int, end: int) -> str:
    """The amount with the few words around it, for a message."""
    return " ".join(text[max(0, start - 20):end + 12].split())


def _listed(values: list[float]) -> str:
    shown_values = list(dict.fromkeys(values))
    more = f" and {len(shown_values) - 6} more" if len(shown_values) > 6 else ""
    return ", ".join(dollars(v) for v in shown_values[:6]) + more


# The budget said per person apart from its amount ("the budget is per person btw", "that's $2,200 each", "the 3000 is
# per person, not total", "Budget is per head."): the subject, then the unit (with the amount again, or none)
_PER_PERSON_APART = lazy_compile(
    r"\b(?:budget|that|this|it)(?:'s|\s+is|\s+was)\s+(?:for\s+|per\s+)?(?:\$?\s*(?P<amount>\d[\d,]*)\s+)?"
    r"(?:per\s+(?:person|head|traveller|traveler)|each(?!\s+(?:day|night|way|of\s+the))|pp|a\s+head|for\s+each\s+of\s+us)\b"
    r"|\b(?:the\s+)?\$?\s*(?P<lead>\d[\d,]*)\s+is\s+(?:per\s+(?:person|head)|each|for\s+each\s+of\s+us)\b", re.IGNORECASE)


def _per_person_apart(text: str, value: float, claims: list[tuple[int, int]] | None = None) -> str | None:
    """"person" where the text says the budget ``value`` is per person apart from its amount, else None (the
    amount, where the statement gives one, must be the budget's: "it's 50 each" says a price); the statement's words
    go to ``claims`` (about the budget only: no wish of their own)."""
    for m in _PER_PERSON_APART.finditer(text):
        said = m.group("amount") or m.group("lead")
        if said is None or float(said.replace(",", "")) == value:
            if claims is not None:
                claims.append(m.span())
            return "person"
    return None
