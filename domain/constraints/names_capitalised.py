"""Names of the data written in lower case after a cue ("we wanna see gatorland"), capitalised so the readers take them.

Split from ``named_places`` (which reads capitalised names): the parser runs this first, over the sights' and the
restaurants' names (``capitalised``, ``capitalised_before``), before any reader looks at the text.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Collection, Sequence

from himap_travel.domain.constraints.name_keys import normal
from himap_travel.domain.text.lazy_regex import lazy_compile

_ANY_WORD = lazy_compile(r"[A-Za-z0-9][\w'’&-]*")
# What may follow a name written in lower case ("dinner at dips one night", "eat at pizza hut and dips"): a name must
# end there, so a restaurant's name is never read inside other words ("try home cooking" names no restaurant "Home").
# (its city in brackets after it too: "lunch at martin's bbq (san antonio)")
_AFTER_NAME = lazy_compile(r"\s*(?:[.?!,;:()]|$)|\s+(?:and|or|on|for|in|at|one|once|again|please|too|during|while|with|some|every"
                           r"|each|tonight|tomorrow|day|the|if|but|so"
                           r"|lol|lmao|haha\w*|pls|plz|obvs|obviously|tbh|though|thanks|thx)\b", re.IGNORECASE)  # "not mcdonalds lol"
_LIST_SEPARATOR = lazy_compile(r"\s*(?:,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)")
_LONGEST = 12  # words: no restaurant's or attraction's name is longer
_WORD_START = lazy_compile(r"(?<![\w'’])[a-z]")  # a word's first letter ("domino's": "Domino's", never "Domino'S")
_UNKNOWN_ITEM = lazy_compile(r"[A-Za-z0-9][\w'’&-]*(?:\s+(?!and\b|or\b)[A-Za-z0-9][\w'’&-]*){0,2}")  # up to 3 words
_NAME_GAP = lazy_compile(r"\.?\s*[-–|:/]?\s*")  # between two words of a name: "harry potter - diagon alley", "p.f. chang's"


# Where a clause opens: a name of ``known`` written there in lower case is a name too ("the big blue bear!!"), read or
# named unread, never passed over as plain words (``capitalised``).
CLAUSE_OPENING = lazy_compile(r"(?:^|(?<=[.!?;,]\s))(?:the\s+)?", re.IGNORECASE)


def capitalised(text: str, known: Collection[str], cues: Sequence[re.Pattern[str]],
                first_words: Callable[[], Counter[str]] | None = None) -> str:
    """The text with each name of ``known`` (normal names: a table's) written in lower case after one of ``cues``
    ("dinner at turquoise villa", "we wanna see gatorland") capitalised as a name is, so the readers take it; only
    names spelled exactly (case, "the" and punctuation apart), ending where a name can end. Same length: every other
    position reads as before. ``first_words``: gives ``count_first_words(known)`` where the caller holds it (a table's,
    counted once per book and set of cities: ``NameBook.first_words_in``), else it is counted here; asked only when
    a list needs it."""
    if not known:
        return text
    for cue in cues:
        walked = -1  # where the last list read ended: a cue inside it starts no list again (linear in a list of names)
        for m in cue.finditer(text):
            pos = m.end()
            if pos < walked:
                continue
            pending: list[tuple[int, int]] = []  # items of the list that start one known name only ("domino's")
            starts: Counter[str] | None = None  # how many names of ``known`` each run of first words starts, once needed
            while True:
                end = _known_name_end(text, pos, known)
                if end is None and cue.match(text, pos):
                    break  # "no mcdonald's, no burger king": a cue opening the item starts a list of its own
                if end is None:  # an item no name of ``known`` spells ("avoid domino's and pizza hut"): the list goes on
                    item = _UNKNOWN_ITEM.match(text, pos)
                    if item is None or _LIST_SEPARATOR.match(text, item.end()) is None:
                        break
                    end = item.end()
                    said = normal(item.group(0))
                    if starts is None:
                        starts = first_words() if first_words else count_first_words(known)
                    if said and starts[said] == 1:
                        pending.append((pos, end))
                else:  # a list holding a known name: its items that start one are names too ("Domino's" for Domino's Pizza)
                    for start, stop in [*pending, (pos, end)]:
                        text = text[:start] + _WORD_START.sub(lambda c: c.group(0).upper(), text[start:stop]) + text[stop:]
                    pending = []
                sep = _LIST_SEPARATOR.match(text, end)
                if sep is None:
                    break
                pos = sep.end()
            walked = pos
    return text


def count_first_words(known: Collection[str]) -> Counter[str]:
    """How many names of ``known`` each run of a name's first words (never the whole name) starts: counted once, so
    that a long list of unknown items is read in time linear in the list, not in the list times the names."""
    return Counter(" ".join(words[:size]) for name in known for words in [name.split(" ")] for size in range(1, len(words)))


def _known_name_end(text: str, pos: int, known: Collection[str]) -> int | None:
    """Where the longest name of ``known`` written from ``pos`` ends, if one does (and may end there)."""
    words: list[re.Match[str]] = []
    for m in _ANY_WORD.finditer(text, pos):
        gap = text[words[-1].end() if words else pos:m.start()]
        if len(words) == _LONGEST or not _NAME_GAP.fullmatch(gap) or (not words and m.start() > pos):
            break
        words.append(m)
    for size in range(len(words), 0, -1):
        end = words[size - 1].end()
        if normal(text[pos:end]) in known and _AFTER_NAME.match(text, end):
            return end
    return None



def spelled_at(text: str, known: Collection[str]) -> list[tuple[int, int]]:
    """Where the text spells a name of ``known`` (normal names) in full, in any case, ending where a name can end: each
    word is tried as a name's first (at most ``_LONGEST`` words each: linear in the text)."""
    found: list[tuple[int, int]] = []
    at = 0
    for m in _ANY_WORD.finditer(text):
        if m.start() < at:
            continue
        end = _known_name_end(text, m.start(), known)
        if end is not None:
            found.append((m.start(), end))
            at = end
    return found


def capitalised_before(text: str, known: Collection[str], cue: re.Pattern[str]) -> str:
    """The text with a name of ``known`` written in lower case right before ``cue`` ("the denver zoo is a must")
    capitalised, as ``capitalised`` does after a cue: the longest name of at most ``_LONGEST`` words ending there."""
    if not known:
        return text
    for m in cue.finditer(text):
        end = m.start()
        if _known_name_ending(text, end, known) is None and (where := _WHERE_BEFORE.search(text, max(0, end - 48), end)):
            end = where.start()  # ... its place said between ("coco bambu in rockford for dinner"): the name before it
        while (start := _known_name_ending(text, end, known)) is not None:  # each name of a list ("x and y are musts")
            end = start + len(text[start:end].rstrip())
            text = text[:start] + re.sub(r"\b[a-z]", lambda c: c.group(0).upper(), text[start:end]) + text[end:]
            separator = _SEPARATOR_BEFORE.search(text, max(0, start - 12), start)
            if separator is None:
                break
            end = separator.start()
    return text


_WHERE_BEFORE = lazy_compile(r"\s+in\s+(?:[a-z][\w'’.-]*\s+){0,2}[a-z][\w'’.-]*\s*$")  # "in rockford", "in colorado springs"
_SEPARATOR_BEFORE = lazy_compile(r"(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+)$")


def _known_name_ending(text: str, end: int, known: Collection[str]) -> int | None:
    """Where the longest name of ``known`` (at most ``_LONGEST`` words) ending right before ``end`` starts, else None."""
    words = list(_ANY_WORD.finditer(text, max(0, end - 200), end))[-_LONGEST:]
    if not words or text[words[-1].end():end].strip():
        return None
    return next((first.start() for first in words if normal(text[first.start():end]) in known), None)


def known_in(by_city: dict[str, dict[str, str]], cities: Sequence[str] | None) -> set[str]:
    """The normal names a table (``by_city``) has in ``cities`` (none when the cities are not known)."""
    return {key for city in cities or () for key in by_city.get(city, {})}
