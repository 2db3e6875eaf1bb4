"""``may_match``: whether a pattern can match a text at all, told from the words it cannot match without.

Most of a reader's patterns cannot match most texts: "no hostels" needs "hostel", a date needs a digit or a month's
name. Scanning such a pattern over a text that lacks every one of those words finds nothing, at the cost of a regular
expression tried at each position (issue 44: reading the message was a third of a chat turn's CPU, most of it patterns
run over texts they cannot match). ``needed_sets`` works out from the pattern's own syntax tree (never from a list
written beside it, which could drift from the pattern) sets of lower-case words, one set per part every match matches,
each holding a word of every match ("starting 3/14" needs one of its cue words AND a "/"); a text holding no word of
one of the sets cannot match, so the scan is skipped and the answer is the one the scan would give: nothing.

Sound by construction: a word is taken only from a part every match must match (a run of literal characters, a group,
a repeat of at least one, a lookaround that must match, a small class of plain characters), an alternation gives the union of its
branches' words or none if a branch has none, and anything else gives none (no guard). The check is made on the
text's lower case, with the few letters ``re.IGNORECASE`` matches to an ASCII one made that letter ("K", the Kelvin
sign, matches "k"; "ı" and "İ" match "i"; "ſ" matches "s") and every decimal digit ``\\d`` matches made "0": a text
with a curly quote is guarded too (unguarded, "x’x’..." at the cap ran each of some 100 patterns at each word start,
1 s of CPU). ``unguarded`` turns every guard off, so a test can read texts both ways and compare.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser as sre_parse  # type: ignore[attr-defined]
from typing import Any

_MOST_CHARS = 10  # a class of more plain characters than this ("[a-z]") is no useful guard
_words_of: dict[re.Pattern[str], tuple[frozenset[str], ...]] = {}
_guarding = threading.local()


def needed_words(pattern: re.Pattern[str]) -> frozenset[str] | None:
    """Lower-case words one of which every match of ``pattern`` holds (or the text beside it, where a lookaround
    looks), or None where a match may hold none: the most telling of its ``needed_sets``."""
    sets = needed_sets(pattern)
    return sets[0] if sets else None


def needed_sets(pattern: re.Pattern[str]) -> tuple[frozenset[str], ...]:
    """Every set of words that every match of ``pattern`` holds one of (one set per part that every match matches:
    "on 3/14" needs one of the cue words AND a "/"), the most telling first; none where a match may hold no word."""
    if pattern not in _words_of:
        _words_of[pattern] = tuple(sorted(dict.fromkeys(_all_needed(sre_parse.parse(pattern.pattern, pattern.flags))),
                                          key=_selectivity, reverse=True))
    return _words_of[pattern]


def may_match(pattern: re.Pattern[str], text: str) -> bool:
    """False only where ``pattern`` cannot match ``text``: an ASCII text lacking every word of one of its
    ``needed_sets``."""
    sets = needed_sets(pattern)
    if not sets or not getattr(_guarding, "on", True):
        return True
    lowered = _lowered(text)
    for words in sets:  # (plain loops: this runs some 100 times a reading)
        for word in words:
            if word in lowered:
                break
        else:
            return False
    return True


def finditer(pattern: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """``pattern.finditer(text)``, skipped where the pattern cannot match (the same matches: none)."""
    return pattern.finditer(text) if may_match(pattern, text) else iter(())


def search(pattern: re.Pattern[str], text: str, *bounds: int) -> re.Match[str] | None:
    """``pattern.search(text, *bounds)``, skipped where the pattern cannot match (the same answer: None)."""
    return pattern.search(text, *bounds) if may_match(pattern, text) else None


def sub(pattern: re.Pattern[str], replacement: Any, text: str) -> str:
    """``pattern.sub(replacement, text)``, skipped where the pattern cannot match (the same answer: the text)."""
    return pattern.sub(replacement, text) if may_match(pattern, text) else text


def subn(pattern: re.Pattern[str], replacement: Any, text: str) -> tuple[str, int]:
    """``pattern.subn(replacement, text)``, skipped where the pattern cannot match (the same answer: the text, 0)."""
    return pattern.subn(replacement, text) if may_match(pattern, text) else (text, 0)


@contextmanager
def unguarded() -> Iterator[None]:
    """Every guard off in this thread (each pattern scanned over every text), to compare the readings both ways."""
    before = getattr(_guarding, "on", True)
    _guarding.on = False
    try:
        yield
    finally:
        _guarding.on = before


_last: list[tuple[str, str]] = [("", "")]  # the text last lowered: one reading asks of one text many times
# Every character outside ASCII that ``re.IGNORECASE`` matches to an ASCII letter (all of them, found by trying each
# code point; a unit test tries them again), and a non-ASCII character that ``\d`` matches (a decimal digit) to "0"
_TO_ASCII = {"\u0130": "i", "\u0131": "i", "\u017f": "s", "\u212a": "k"}
_NOT_ASCII = re.compile(r"[^\x00-\x7f]")


def _to_ascii(char: re.Match[str]) -> str:
    said = char.group()
    return _TO_ASCII.get(said) or ("0" if said.isdecimal() else said)


def _lowered(text: str) -> str:
    held = _last[0]
    if held[0] is not text:
        held = (text, (text if text.isascii() else _NOT_ASCII.sub(_to_ascii, text)).lower())
        _last[0] = held  # (one assignment: a thread reading another text replaces it whole)
    return held[1]


def _sequence(items: Any) -> frozenset[str] | None:
    """The best of the words each part of a sequence needs."""
    return max(_all_needed(items), key=_selectivity, default=None)


def _all_needed(items: Any) -> list[frozenset[str]]:
    """The words each part of a sequence needs, one set per part (every part matches in every match), in order."""
    candidates: list[frozenset[str]] = []
    run: list[str] = []
    for op, value in list(items) + [(None, None)]:
        if op is sre.LITERAL and value < 128:
            run.append(chr(value).lower())
            continue
        if run:
            candidates.append(frozenset({"".join(run)}))
            run = []
        if (inner := _inside(op, value)) is not None:
            candidates.extend(_all_needed(inner))  # a part every match matches: each of its parts too
        elif (words := _part(op, value)) is not None:
            candidates.append(words)
    return candidates


def _inside(op: Any, value: Any) -> Any:
    """The sequence inside a part that every match matches whole (a group, a repeat of at least one, a lookaround
    that must match), or None."""
    if op is sre.SUBPATTERN:
        return value[-1]
    if op is sre.ATOMIC_GROUP:
        return value
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT):
        least, _most, inner = value
        return inner if least >= 1 else None
    if op is sre.ASSERT:  # a lookahead's or a lookbehind's words are in the text, beside the match
        return value[1]
    return None


def _part(op: Any, value: Any) -> frozenset[str] | None:
    if op is sre.BRANCH:
        branches = [_sequence(branch) for branch in value[1]]
        if any(words is None for words in branches):
            return None
        return frozenset().union(*branches)  # type: ignore[arg-type]
    if op is sre.IN:
        return _characters(value)
    return None  # any character, a negated one, a position, a lookbehind, a back-reference: no word needed


def _characters(items: Any) -> frozenset[str] | None:
    """A class of a few plain characters (``[/-]``, ``\\d``) as one-letter words; else None."""
    chars: set[str] = set()
    for op, value in items:
        if op is sre.LITERAL and value < 128:
            chars.add(chr(value).lower())
        elif op is sre.RANGE and value[1] < 128 and value[1] - value[0] < _MOST_CHARS:
            chars.update(chr(code).lower() for code in range(value[0], value[1] + 1))
        elif op is sre.CATEGORY and value is sre.CATEGORY_DIGIT:
            chars.update("0123456789")
        else:
            return None
    return frozenset(chars) if 0 < len(chars) <= _MOST_CHARS else None


def _selectivity(words: frozenset[str]) -> tuple[int, int]:
    """Longer words are rarer in a text; of two sets with words as long, the smaller is checked faster."""
    return min(len(word) for word in words), -len(words)
