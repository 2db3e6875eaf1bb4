"""Misspelt words of a party corrected before it is counted: a relation or a count's noun one edit away ("my
husbnd", "2 freinds", "3 peple") and a group's word ("famliy of 4"), never a real word ("farther").
"""

from __future__ import annotations

import re

from rapidfuzz.distance import OSA

from himap_travel.domain.parsing.numbers import NUM
from himap_travel.domain.parsing.party_words import GENERIC, KIND_WORDS, MANY_WORDS, ONE_WORDS
from himap_travel.domain.text.lazy_regex import lazy_compile

# A word after "my"/"our"/a number that may be a misspelt relation ("my husbnd", "2 freinds"): corrected when one
# relation word is one edit away (a swap of two letters for short words), unless the word is a real one ("farther").
_TYPO_SLOT = lazy_compile(rf"\b(?:my|our|his|her|their|the|{NUM})\s+(?:{KIND_WORDS}\s+)?([a-z]{{4,}})\b", re.IGNORECASE)
_RELATION_WORDS = frozenset(w for w in ONE_WORDS + MANY_WORDS if " " not in w and w not in GENERIC)
# The nouns of a count, corrected too ("2 personas", "3 peple", "2 adluts"): a count's noun misspelt is still a count.
_COUNT_NOUNS = frozenset({"people", "persons", "adults", "travelers", "travellers", "passengers", "guests"})
_REAL_WORDS = frozenset({"farther", "rather", "gather", "lather", "sitter", "sifter", "brothel", "bother", "laughter", "fiend",
                         "fiends", "patents", "toddle", "person", "adult", "guest", "traveler", "traveller", "passenger",
                         "little", "rookie", "rookies"})


def _relation_for(word: str) -> str | None:
    """The one relation word or count noun ``word`` misspells, or None (one already, a real word, none or several close)."""
    low = word.lower()
    if low in _RELATION_WORDS or low in _COUNT_NOUNS or low in _REAL_WORDS:
        return None
    close = [w for w in _RELATION_WORDS | _COUNT_NOUNS if OSA.distance(low, w) == 1 and (len(w) >= 6 or sorted(w) == sorted(low))]
    return close[0] if len(close) == 1 else None


# A group's word misspelt by a letter left out or two swapped before "of" and a number ("famliy of 4", "faimly of
# five", "gruop of 6"): that word.
_GROUP_SLOT = lazy_compile(rf"\b([a-z]{{4,6}})(?=\s+of\s+{NUM})", re.IGNORECASE)
_GROUP_WORDS = ("family", "group", "party")


def _group_for(word: str) -> str | None:
    """The group's word ``word`` misspells (a letter left out, or two swapped), or None."""
    low = word.lower()
    close = [w for w in _GROUP_WORDS if low != w and OSA.distance(low, w) == 1
             and (len(low) == len(w) - 1 or sorted(low) == sorted(w))]
    return close[0] if len(close) == 1 else None


# "too" typed for "two" right before a count's noun ("too people", "too adults"): no other reading is English
_TOO_FOR_TWO = lazy_compile(r"\btoo(?=\s+(?:people|persons|ppl|adults|travell?ers|passengers|guests)\b)", re.IGNORECASE)


def relations_spelled(text: str) -> str:
    """``text`` with misspelt relation and group words corrected, so that "me + 2 freinds" counts like "me + 2 friends"
    and "famliy of 4" like "family of 4" (and "too people" like "two people")."""
    def fix(m: re.Match[str]) -> str:
        word = _relation_for(m.group(1))
        return m.group(0) if word is None else m.group(0)[:m.start(1) - m.start()] + word
    text = _TOO_FOR_TWO.sub("two", text)
    return _GROUP_SLOT.sub(lambda m: _group_for(m.group(1)) or m.group(0), _TYPO_SLOT.sub(fix, text))
