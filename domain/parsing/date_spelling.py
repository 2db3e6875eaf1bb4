"""Misspellings in dates and lengths, written over in the same length so that every position reads as before: a
month's name one letter off next to a day ("mrch 3-5", ``months_spelled``), a number word of a length ("thre days",
``lengths_spelled``) and a length's word with two letters swapped ("3 dyas", ``units_spelled``); never a word that is
one ("match 3", "tree days").
"""

from __future__ import annotations

import re

from rapidfuzz.distance import OSA

from himap_travel.domain.parsing.date_words import FOREIGN_MONTHS, MONTHS
from himap_travel.domain.parsing.numbers import NUM
from himap_travel.domain.text.lazy_regex import lazy_compile

# A month's name misspelt by one letter ("mrch 3-5", "Marhc 14-16", "Febuary 2", "the 3rd of Mrach"), right before or
# after a day's number: read as that month. Only the long names (no "may", "june", "july": "way 3", "tune 4"), and never
# a word that is one ("match 3", "Augusta 5-7": a city, "arch 4"). Written over with the month's name, or its short
# form padded with spaces, so that every position reads as before.
_MONTH_NAMES = tuple(name for name in MONTHS if len(name) >= 5)
_NOT_MONTHS = frozenset({"match", "marsh", "arch", "parch", "larch", "augusta", "august"})
# ... and people's names one letter off a month, read as the month only before a range of days in a text that says no
# month otherwise ("Marc 18-20": the dates; "Marc 18" or "with Marc 18-20 March": the name)
_NAMES = frozenset({"marc", "marcy", "marco"})
_DAY_RANGE_AFTER = lazy_compile(r"\.?\s*\d{1,2}(?:st|nd|rd|th)?\s*(?:-|–|to|thru|through|till|until)\s*\d{1,2}(?!\d)",
                                re.IGNORECASE)
_A_MONTH = lazy_compile(r"\b(?:" + "|".join(name for name in MONTHS if len(name) >= 3) + r")\b", re.IGNORECASE)
_MONTH_SLOT = lazy_compile(r"\b([A-Za-z]{4,9})\b(?=\.?\s*(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?!\d))"
                           r"|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?([A-Za-z]{4,9})\b")


def _month_for(word: str, text: str = "", end: int = 0) -> str | None:
    """The month name ``word`` misspells by one letter (one only), written in ``word``'s length, or None. A name
    (``_NAMES``) is a month only with a range of days right after it (at ``end`` of ``text``) and no month said."""
    low = word.lower()
    if low in MONTHS or low in FOREIGN_MONTHS or low in _NOT_MONTHS:
        return None
    if low in _NAMES and (not _DAY_RANGE_AFTER.match(text, end) or _A_MONTH.search(text)):
        return None
    close = [name for name in _MONTH_NAMES if OSA.distance(low, name) == 1]
    if len(close) != 1:
        return None
    name = close[0]
    spelled = name if len(name) == len(word) else next(k for k, v in MONTHS.items() if v == MONTHS[name] and len(k) == 3)
    spelled = spelled.ljust(len(word))
    return spelled.capitalize() if word[:1].isupper() else spelled


def months_spelled(text: str) -> str:
    """``text`` with each month name misspelt by one letter next to a day written right (``_MONTH_SLOT``)."""
    def fix(m: re.Match[str]) -> str:
        group = 1 if m.group(1) else 2
        month = _month_for(m.group(group), text, m.end(group))
        return m.group(0) if month is None else m.group(0)[:m.start(group) - m.start()] + month + m.group(0)[m.end(group) - m.start():]
    return _MONTH_SLOT.sub(fix, text)


# A number word with a letter left out or two letters swapped, right before "days", "nights" or "weeks" ("thre days",
# "fuor nights", "eigth days"): that number. Never a word that is one ("tree", "there", "seen", "even"); no letter
# changed for another ("nice days", "fine days" are no counts). Written over with its digits, padded with spaces.
_LENGTH_SLOT = lazy_compile(r"(?<![\w$-])([A-Za-z]{4,7})(?=[\s-]+(?:days?|nights?|weeks?)\b)")
_COUNT_WORDS = {"three": 3, "four": 4, "five": 5, "seven": 7, "eight": 8, "nine": 9, "eleven": 11, "twelve": 12}
_NOT_COUNTS = frozenset({"tree", "thee", "there", "seen", "even", "elven", "fore", "fiver"})


def _count_for(word: str) -> str | None:
    """The digits of the number word ``word`` misspells by a letter left out or two swapped, padded to its length."""
    low = word.lower()
    if low in _COUNT_WORDS or low in _NOT_COUNTS:
        return None
    close = [n for w, n in _COUNT_WORDS.items() if OSA.distance(low, w) == 1
             and (len(low) == len(w) - 1 or (len(low) == len(w) and sorted(low) == sorted(w)))]
    return str(close[0]).ljust(len(word)) if len(close) == 1 else None


def lengths_spelled(text: str) -> str:
    """``text`` with each misspelt number word of a length written as its digits (``_LENGTH_SLOT``)."""
    return _LENGTH_SLOT.sub(lambda m: _count_for(m.group(1)) or m.group(0), text)


# A length's word with two letters next to each other swapped, after a count ("3 dyas", "2 nihgts", "two wekes"):
# that word, written over in the same length.
_UNIT_SLOT = lazy_compile(rf"(?<![\w$])(?:{NUM})[\s-]*([A-Za-z]{{4,6}})\b", re.IGNORECASE)
_UNIT_WORDS = ("days", "nights", "weeks")


def _unit_for(word: str) -> str | None:
    """The length's word ``word`` misspells by two letters swapped, or None."""
    low = word.lower()
    close = [w for w in _UNIT_WORDS if low != w and sorted(low) == sorted(w) and OSA.distance(low, w) == 1]
    return close[0] if close else None


def units_spelled(text: str) -> str:
    """``text`` with each length's word misspelt by a swap after a count written right (``_UNIT_SLOT``)."""
    def fix(m: re.Match[str]) -> str:
        unit = _unit_for(m.group(1))
        return m.group(0) if unit is None else m.group(0)[:m.start(1) - m.start()] + unit
    return _UNIT_SLOT.sub(fix, text)
