"""Whether some reader reads a clause (``read_in``, ``a_reader_reads``): a span a reader claimed, one of the trip's
figures (people, days, cities, a budget the whole text's budget reader took), or a constraint's reader giving a value,
a warning or a problem on the clause alone (``a_constraint_reads``); ``values_read`` compares two readings.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from functools import lru_cache

from himap_travel.domain.constraints import LOCAL
from himap_travel.domain.parsing.budget_corrections import TAKEN_BACK, after_correction
from himap_travel.domain.parsing.city_count import read_stated_cities
from himap_travel.domain.parsing.misread import LOOKS_READ
from himap_travel.domain.parsing.money import read_budget
from himap_travel.domain.parsing.numbers import budget_in_digits
from himap_travel.domain.parsing.people import read_people
from himap_travel.domain.parsing.trip_length import read_stated_days
from himap_travel.domain.parsing.unread_wish import Spans
from himap_travel.domain.parsing.wish_clauses import MONEY, PRICED, STAY_OR_MEAL_PRICED
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.words import CORRECTING

MAX_CLAUSE_CHARS = 600  # a longer wish-like clause holding no place, date or number is named unread, unexamined
# (the number words of a budget said in words are here too: "eleven thousand dollars" is the trip's budget, read)
_NUMBER = lazy_compile(r"\d|\$|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:thir|four|fif|six|seven|eigh"
                       r"|nine)teen|(?:twen|thir|for|fif|six|seven|eigh|nine)ty|hundred|thousand|grand|dozen|single|solo|alone"
                       r"|couple|pair|budget)\b", re.IGNORECASE)


def values_read(clause: str) -> tuple[object, ...]:
    """What the trip's figures and each local constraint's reader read in ``clause`` (None where a reader reads
    nothing), to compare readings ("my partner and me" is two, "me" alone one)."""
    values: list[object] = [read_people(clause, []).count, read_stated_days(clause, []), read_stated_cities(clause, []),
                            read_budget(clause, [], [])[0]]
    for constraint in LOCAL:
        assert constraint.read is not None, f"{constraint.key}: a local constraint without a reader"
        values.append(constraint.read(clause, [], [], []))
    return tuple(values)


_CORRECTED_AFTER = lazy_compile(rf"\W{{0,6}}{CORRECTING}\b", re.IGNORECASE)  # a correction opening the next clause


def read_in(text: str, start: int, end: int, claimed: Spans, budgets: Collection[float] | None) -> bool:
    """Whether some reader reads something in the clause ``text[start:end]``: a span claimed, a number of the trip's
    (its budget one of ``budgets`` where given), or a reader reading the clause alone."""
    if any(s < end and start < e for s, e in claimed):
        return True
    if budgets is not None and _CORRECTED_AFTER.match(text, end) and MONEY.search(budget_in_digits(text[start:end])):
        return True  # "we can spend 1500... actually make it 1700": the amount the next clause takes back
    if end - start > MAX_CLAUSE_CHARS:  # no clause a traveller writes: not read (and named), the readers not run again
        return bool(_NUMBER.search(text, start, end)) and not PRICED.search(text, start, end)
    return a_reader_reads(text[start:end], None if budgets is None else frozenset(budgets))


def a_constraint_reads(clause: str) -> bool:
    """Whether a constraint's reader reads something in ``clause``: a value, a warning or a problem."""
    for constraint in LOCAL:
        warnings: list[str] = []
        problems: list[str] = []
        read = constraint.read
        # every local constraint has its reader: tests/unit/domain/constraints/test_constraint_registry.py
        assert read is not None, f"{constraint.key}: a local constraint without a reader"
        if read(clause, [], warnings, problems) is not None or warnings or problems:
            return True
    return False


def _a_trip_figure(clause: str, budgets: frozenset[float] | None = None) -> bool:
    """Whether ``clause`` states one of the trip's figures: its people, days, number of cities or budget (with
    ``budgets``, one of them: "100 a day for food" read alone is a budget, which the trip's is not)."""
    problems: list[str] = []
    if (read_people(clause, problems).count is not None or read_stated_days(clause, problems) is not None
            or read_stated_cities(clause, problems) is not None):
        return True  # (the budget reader, the dearest, read only when none of these is)
    amount = read_budget(clause, [], problems)[0]
    return (amount is not None and (budgets is None or amount in budgets)) or bool(problems)


@lru_cache(maxsize=1024)
def _corrections_read(clause: str) -> tuple[str, ...]:
    """``clause``, then it with each value taken back by "not" blanked, then what follows its last correction word
    (``budget_corrections.after_correction``): the texts whose budget may be the trip's (a tuple: a cached generator is spent
    once)."""
    after = after_correction(clause)
    return (clause, TAKEN_BACK.sub(lambda m: " " * len(m.group(0)), clause), *(() if after is None else (after[0],)))


def a_reader_reads(clause: str, budgets: frozenset[float] | None = None) -> bool:
    """Whether a figure of the trip (its people, days, cities or budget) or a constraint's reader reads something (a
    value, a warning, a problem) in ``clause``. A number alone reads nothing: "restaurants rated 3.5 or more" said so
    that no reader takes it is named, never taken for the trip's, and so is a price of a night or a meal ("the budget
    is $600 per person" is the trip's). With ``budgets`` (the whole text's), a clause holding an amount of money is the
    trip's only when that amount is its budget: read alone, a meal's price is a budget ("Meals $15-25 each": $25), and
    a people count beside it reads no amount ("meals around $20 for both of us")."""
    if budgets is not None and MONEY.search(budget_in_digits(clause)):  # "under a grand total" is $1000 too
        # an amount taken back ("I meant $4,500 not $4,000", "budget 1500, actually 1700") is no amount of the clause's
        trips = any(read_budget(said, [], [])[0] in budgets for said in _corrections_read(clause))
    else:
        trips = (read_people(clause, []).count is not None  # "just me", "my wife and I": no number needed
                 or bool(_NUMBER.search(clause)) and not STAY_OR_MEAL_PRICED.search(clause) and _a_trip_figure(clause, budgets))
    return trips or a_constraint_reads(LOOKS_READ.sub(lambda m: " " * len(m.group()), clause))
