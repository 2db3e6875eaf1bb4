"""Money said of one part of the trip ("parking $20 a day", "$60 for museum tickets") that no constraint reads:
named with its item (``money_for_parts``), never dropped, never refused as a second budget.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Collection, Sequence

from himap_travel.domain.parsing.budget_corrections import VALUE_CORRECTION
from himap_travel.domain.parsing.clause_read import MAX_CLAUSE_CHARS, a_constraint_reads, a_reader_reads
from himap_travel.domain.parsing.money import read_budget
from himap_travel.domain.parsing.unread_wish import Spans, UnreadWish
from himap_travel.domain.parsing.wish_clauses import MONEY
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.words import NOT_AFTER_ABBREVIATION

# An item of a request: what lies between its marks (", " and not a thousands' comma, ";", a sentence's end, a line).
_ITEM_EDGE = lazy_compile(rf"{NOT_AFTER_ABBREVIATION}[.!?;:]+(?=\s|$)|\n|\s\|(?=\s)|,(?=\s)")


def money_for_parts(text: str, spans: Spans, named: Sequence[UnreadWish]) -> list[UnreadWish]:
    """The amounts of money said of one part of the trip (``spans``: "parking $20 a day", "dinner ~$50 for both of us",
    "$60 for museum tickets") that no constraint reads, each named with its item: such money is no budget, and the
    plan keeps only the trip's budget (issue 38: never dropped in silence, never refused as a second budget)."""
    found: list[UnreadWish] = []
    for left, right in dict.fromkeys(_items_of(text, spans)):  # an item holding several amounts is read once (linear)
        item = text[left:right].strip(" ,")
        if any(wish.wish and (item in wish.wish or wish.wish in item) for wish in [*named, *found]) \
                or (len(item) <= MAX_CLAUSE_CHARS and a_constraint_reads(item)):  # (a longer item is named unexamined)
            continue
        found.append(part_money(item))
    return found


def part_money(part: str) -> UnreadWish:
    """``part``, money for one part of the trip, named with why no plan can keep it."""
    return UnreadWish(wish=part, reason=f"{part!r} is money for one part of the trip, not its budget: the plan keeps only "
                                        "the trip's budget, so it cannot be checked")


_MOST_AMOUNTS = 4
_AMOUNT = lazy_compile(r"\d[\d,]*(?:\.\d+)?")
_EMPHASIS = lazy_compile(r"\D?\d{3,}\s*%")
_DOLLARS = lazy_compile(r"\$|\d\s*(?:dollars?|bucks|usd)\b|\d\s*/?\s*pp\b|%|^(?:price|rate|cost)\b", re.IGNORECASE)  # ("price: <30")
_TAKEN_BACK_BEFORE = lazy_compile(r"\b(?:not|instead\s+of)\s+(?:the\s+)?$", re.IGNORECASE)
# Where a part of a clause opens: after a comma, "and", "with", "but" or "plus" ("a private room and $20 for tips")
_PART_OPENS = lazy_compile(r",\s|\b(?:and|with|but|plus)\b", re.IGNORECASE)


def amounts_unread(text: str, start: int, end: int, taken: Spans, budgets: Collection[float]) -> list[tuple[int, str]]:
    """The parts of the clause ``text[start:end]``, read for something else, that hold an amount of money outside every
    span a reader took (``taken``) and are no statement of the trip's budget (one of ``budgets``): "a private room and
    $20 for tips" reads the room, and the $20 would be dropped in silence. Each part runs from its opening word to the
    clause's end; a part the readers read alone is no such part. The first ``_MOST_AMOUNTS`` amounts of the clause are
    looked at (each part runs the readers: a clause of a thousand amounts stays linear), a caller passes a clause of a
    length a traveller writes."""
    found: list[tuple[int, str]] = []
    looked = 0
    for m in MONEY.finditer(text, start, end):
        if (any(s < m.end() and m.start() < e for s, e in taken) or _EMPHASIS.match(text, m.start() - 2)
                or not _DOLLARS.search(m.group(0)) or _TAKEN_BACK_BEFORE.search(text, max(0, m.start() - 16), m.start())):
            # (a hundred percent and more is emphasis, never money: "andy warhol museum 100%"; money said in dollars
            # only, never days spent, "spend 3 days in corpus christi"; an amount taken back, "$2,800, not $2,600")
            continue
        amount = _AMOUNT.search(text, m.start(), m.end() + 12)
        if amount is not None and float(amount.group(0).replace(",", "")) in budgets:
            continue  # the budget itself ("8 people ... budget $300")
        looked += 1
        if looked > _MOST_AMOUNTS:
            break
        opens = [o.end() for o in _PART_OPENS.finditer(text, start, m.start())]
        at = opens[-1] if opens else start
        part = text[at:end].strip(" ,.!?")
        if read_budget(part, [], [])[0] is not None and VALUE_CORRECTION.search(text, m.end()):
            continue  # a budget taken back by a correction after it ("we can spend 1500... actually make it 1700")
        if part and not a_reader_reads(part, frozenset(budgets)) and all(part != said for _, said in found):
            found.append((text.index(part, at), part))
    return found


def _items_of(text: str, spans: Spans) -> list[tuple[int, int]]:
    """Where the item holding each span starts and ends: after the last item edge before it (in the text cut at the
    span, so a "." right before it is an edge), up to the first edge from its end. The edges are found once (looked for
    from the text's start for each span, a long list of amounts read in squared time); only an edge the cut makes is
    looked for again, in the characters just before the span (``_EDGE_NEAR``; a run of marks longer ends there too)."""
    edges = [m.span() for m in _ITEM_EDGE.finditer(text)]
    starts, ends = [s for s, _ in edges], [e for _, e in edges]
    items = []
    for start, end in spans:
        before = bisect_left(ends, start)
        left = ends[before - 1] if before else 0
        near = [m.end() for m in _ITEM_EDGE.finditer(text, max(left, start - _EDGE_NEAR), start)]
        after = bisect_left(starts, end)
        if after and ends[after - 1] > end:  # inside an edge ("!!!"): the edge from ``end`` on, as a search from there finds
            found = _ITEM_EDGE.search(text, end)
            right = found.start() if found else len(text)
        else:
            right = starts[after] if after < len(starts) else len(text)
        items.append((max([left, *near]), right))
    return items


_EDGE_NEAR = 40
