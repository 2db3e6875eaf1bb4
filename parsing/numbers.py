"""Number words and the token patterns several readers share.

``NUM`` matches a count written in digits (1-999) or in words ("three",
"twenty-one", "a dozen"), ``num_value`` reads such a match; ``KIDS`` is the
words for children (read both by the people count, "2 adults and 3 kids", and
by the ``children under 10`` house rule).
"""

from __future__ import annotations

import re

_UNIT_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
}
_TEN_WORDS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_DIGIT_WORDS = "one|two|three|four|five|six|seven|eight|nine"
NUM = (
    r"(?:\d{1,3}(?!\d|[.,]\d)"
    r"|\b(?:" + "|".join(_TEN_WORDS) + r")(?:[\s-](?:" + _DIGIT_WORDS + r"))?\b"
    r"|\b(?:" + "|".join(sorted(_UNIT_WORDS, key=len, reverse=True)) + r")\b"
    r"|\ba\s+dozen\b)"
)


def num_value(token: str) -> int | None:
    """The count a ``NUM`` match stands for ("7", "twenty-one", "a dozen"); None if it is not one."""
    word = re.sub(r"[\s-]+", " ", token.strip().lower())
    if word.isdigit():
        return int(word)
    if word in ("a dozen", "dozen"):
        return 12
    if word in _UNIT_WORDS:
        return _UNIT_WORDS[word]
    if word in _TEN_WORDS:
        return _TEN_WORDS[word]
    parts = word.split(" ")
    if len(parts) == 2 and parts[0] in _TEN_WORDS and parts[1] in _UNIT_WORDS:
        return _TEN_WORDS[parts[0]] + _UNIT_WORDS[parts[1]]
    return None


# Children, as counted travellers ("2 adults and 3 kids") and as a house rule ("travelling with kids").
KIDS = r"(?:kids?|children|child|teens?|teenagers?|infants?|toddlers?|bab(?:y|ies)|minors?)"
