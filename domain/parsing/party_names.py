"""Travellers said by their first names in the speaker's list ("me, Sam and Priya", "Jo, Ana and I"): one companion
each (``named_travellers``; written as a companion of the same length before the party is counted), never a place,
a month or a word that opens a sentence.
"""

from __future__ import annotations

import re

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.memo import per_text

# Travellers said by their first names in the speaker's list ("me, Sam and Priya", "Jo, Ana and I"): one companion
# each. A capitalised word right after "me," and closing the list before a route ("me, Dallas to Austin") or a number
# is none, nor is a month, a weekday or a word that opens a sentence.
_FIRST_NAME = r"[A-Z][a-z]+(?!\s+(?:[A-Z]|to\b|from\b))"  # "El Paso", "Dallas to Austin": a place
# At most ten names in one list: unbounded, a list tried from every comma of a long text ("Denver, Texas, Denver, ...")
# ran to the text's end each time, looking for "and I" (time grew with the square of the text: 2.7 s of CPU at the
# parser's cap, half of the whole read).
_NAMES = rf"{_FIRST_NAME}(?:\s*,\s*{_FIRST_NAME}){{0,9}}"
_NAMED_AFTER_SPEAKER = lazy_compile(rf"\b[Mm](?:e|yself)\s*(?:,|\band\b|&|\+)\s*(?P<names>{_NAMES}(?:\s*,?\s*(?:and|&)\s+"
                                    rf"{_FIRST_NAME})?)\b(?!\s+(?:to|from|and\s+I)\b|\s*[\d$-])")
_NAMED_BEFORE_SPEAKER = lazy_compile(rf"(?:^|(?<=[,.;:!?(]\s))(?P<names>{_NAMES})\s*,?\s*(?:and|&)\s+(?:I|me)"
                                     r"\b(?!['’])")
_NO_FIRST_NAMES = frozenset("""january february march april may june july august september october november december
    monday tuesday wednesday thursday friday saturday sunday the we our my and also then please thanks budget plan
    trip from to just only hi hey hello ok okay""".split())


@per_text
def named_travellers(text: str) -> list[tuple[int, int]]:
    """The spans of the first names of travellers in the speaker's list ("me, Sam and Priya": Sam, Priya)."""
    spans = []
    for pattern in (_NAMED_AFTER_SPEAKER, _NAMED_BEFORE_SPEAKER):
        for m in pattern.finditer(text):
            names = [n.span() for n in re.finditer(_FIRST_NAME, text[:m.end("names")]) if n.start() >= m.start("names")]
            if all(text[s:e].lower() not in _NO_FIRST_NAMES for s, e in names):
                spans += names
    return spans


def names_as_companions(text: str) -> str:
    """``text`` with each traveller said by first name written as a companion, same length ("Sam" as "pal")."""
    for start, end in named_travellers(text):
        text = text[:start] + ("bf" if end - start == 2 else "pal".ljust(end - start)) + text[end:]
    return text
