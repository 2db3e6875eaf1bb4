"""Typos of the words a reader is keyed to, read as those words ("udno" is "undo", "flght" is "flight").

The chat's intents (``nodes.chat.intent``) and the disruptions said in the chat (``planning.monitor.phrases``) read
a few keywords each; a traveller types them fast. Two rules, kept in one place: two letters swapped (no letter
changes, so even a short word is not mistaken for another), and a word spelt nearly alike (same first letter, at
most one letter longer or shorter, ``difflib``'s ratio at least a reader's threshold).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from difflib import SequenceMatcher


def swapped_letters(words: Iterable[str]) -> dict[str, str]:
    """Each word with two neighbouring letters swapped, mapped to the word ("hwo" → "how")."""
    return {w[:i] + w[i + 1] + w[i] + w[i + 2:]: w for w in words for i in range(len(w) - 1) if w[i] != w[i + 1]}


def dropped_letter(words: Iterable[str]) -> dict[str, str]:
    """Each word of four letters or more with one letter after the first left out, mapped to the word ("totl" →
    "total", "whts" → "whats"): too short for the likeness rule. A form that is itself an English word ("were" of
    "where") is the caller's to set aside."""
    return {w[:i] + w[i + 1:]: w for w in words if len(w) >= 4 for i in range(1, len(w)) if w[:i] + w[i + 1:] != w}


def closest_spelling(word: str, known: Sequence[str], least: float) -> str | None:
    """The word of ``known`` that ``word`` (lower case) is a typo of, spelt at least ``least`` alike; the first of
    ``known`` on a tie; None when none is."""
    best, ratio = None, least
    for candidate in known:
        if candidate[0] == word[0] and abs(len(candidate) - len(word)) <= 1:
            alike = SequenceMatcher(None, word, candidate).ratio()
            if alike > ratio or (best is None and alike >= ratio):
                best, ratio = candidate, alike
    return best
