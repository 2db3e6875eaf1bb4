"""Whether a word is English, and how often it is said: pyspellchecker's word counts, loaded once and only when asked.

The readers ask it where a word may be a name or a typo ("were" is no "where" with a letter left out; "tacoma" is said 50
times, "getaway" 6,048; "la" is a word, "sf" none). It sits with the shared text helpers so that every reader may ask it
without importing another reader (the gazetteer and the spelling reader both do).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

# how often a word must be said in English to be taken as a word, not a typo ("nite" is 255)
ENGLISH_AT_LEAST = 100
# A word this frequent in English is a plain word before it is part of a name ("the south", "a drive", "the park"):
# the counts put "south" at 56,778, "drive" 227,992, "battery" 15,988, "hermitage" 238
COMMON_AT_LEAST = 20_000
# A word said less often than this is rarely a plain word where a name of the trip's places stands: a brand or a place the
# word list happens to hold ("starbucks" 420, "dominos" 207, "arches" 913), never a word of everyday talk ("subway"
# 12,184, "frontier" 4,231, "costa" 709 is a name too)
RARE_UNDER = 1_000


@lru_cache(maxsize=1)
def _counts() -> Any:
    from spellchecker import SpellChecker

    return SpellChecker(language="en", distance=1).word_frequency


def english_count(word: str) -> int:
    """How often ``word`` (lower case) is said in English (0 for no word)."""
    return int(_counts()[word])


def is_english(word: str) -> bool:
    """Whether ``word`` (lower case) is an English word."""
    return english_count(word) >= ENGLISH_AT_LEAST


def is_rare_english(word: str) -> bool:
    """Whether ``word`` (lower case) is no English word or one English rarely says (``RARE_UNDER``): where a name of the
    trip's places stands, it is that name before it is a word ("starbucks is a no", "moab, arches")."""
    return english_count(word) < RARE_UNDER


def is_common_english(word: str) -> bool:
    """Whether ``word`` (lower case) is one of English's most frequent words, so no name said in short on its own."""
    return english_count(word) >= COMMON_AT_LEAST
