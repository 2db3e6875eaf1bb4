"""A count of the trip corrected in the same sentence: "for 4 people, no wait 5", "3 nights... sorry, 3 days", "a 5 day
trip, actually make it 7".

The count said last wins: the first count is read with the corrected number (and the corrected unit, when one is said:
"3 nights... sorry, 3 days" is 3 days), the correction's words dropped, and a warning says how it was read. Only the
trip's own counts are corrected this way (people, travellers, adults, days, nights), and only by a number said right
after a correction word: "2 people, actually 3 rooms" (another unit) and "3 days, actually make it cheap" (no number)
are left as written, to the readers. The budget's corrections are the money reader's (``budget_corrections.after_correction``).
"""

from __future__ import annotations

import re

from himap_travel.domain.parsing.numbers import NUM, NUMBER_WORDS
from himap_travel.domain.text import literal_guard
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.words import CORRECTING

_UNIT = r"(?:people|ppl|pax|guests|persons?|travell?ers|adults|kids?|children|child|days?|nights?)"  # "1 kid, no wait, 2 kids"
# the money reader's correction words ("sorry", "no wait", "i mean", "actually" ...), and "make it", "rather", and a
# bare "no," right before the number ("2 people - no, 3 -")
_CORRECTING = (rf"(?:no\s+sorry|actually\s+make\s+(?:it|that)|make\s+(?:it|that)|rather|no\s*,(?=\s*{NUM})"
               rf"|(?:nope|nah)\b\s*,?(?=\s*{NUM})|{CORRECTING})")  # "3 ppl. nope, 4"
# the gap before the correction word: a mark, an ellipsis, or a sentence's end ("3 ppl. nope, 4")
_GAP = r"(?:[,;:\u2013\u2014-]|\.{2,3}|\u2026|\.(?=\s))"
_CORRECTED = lazy_compile(
    rf"(?P<first>(?P<number>{NUM})(?P<space>\s*-?\s*)(?P<unit>{_UNIT})\b(?:\s+trip\b)?)"
    rf"(?P<gap>\s*{_GAP}?\s*{_CORRECTING}\s*[,:\u2013\u2014-]?\s*)"
    rf"(?P<second>{NUM})(?:(?P<space2>\s*-?\s*)(?P<unit2>{_UNIT})\b|(?=\s*(?:[,.;!?)\u2013\u2014-]|$|of\s+us\b)))",
    re.IGNORECASE)

# A count of under a hundred, in digits or words ("4", "four"): never an amount of money ("2600")
_SMALL = rf"(?:\d{{1,2}}(?![\d]|[.,]\d)|\b(?:{'|'.join(sorted(NUMBER_WORDS, key=len, reverse=True))})\b)"

# ... or a bare count corrected by another ("add my mom, so 3. no wait, 4 with my dad too", "we're 3, sorry, 4"): the
# number said last, when both are small (an amount of money is the money reader's: "1500, actually 1700")
_CORRECTED_BARE = lazy_compile(
    rf"(?<![\w$.,])(?P<number>{_SMALL})(?:\s+(?:now|then))?(?P<gap>\s*{_GAP}?\s*{_CORRECTING}\s*[,:\u2013\u2014-]?\s*)"
    rf"(?P<second>{_SMALL})(?![\w$%]|[.,]\d)(?=\s*(?:[,.;!?)]|$|with\b|w/|of\s+us\b|(?:in\s+)?total\b))",
    re.IGNORECASE)

# ... with a few words of the same item between ("2 nights from March 3, no wait, 3 nights"): only when the second count
# says the first's unit again, so that the words between stay (the correction replaces the count alone)
_CORRECTED_LATER = lazy_compile(
    rf"(?P<first>(?P<number>{NUM})(?P<space>\s*-?\s*)(?P<unit>{_UNIT})\b)(?P<between>[^.;!?,\n]{{1,30}}?)"
    rf"(?P<gap>\s*(?:[,;:\u2013\u2014-]|\.{{2,3}}|\u2026)\s*{_CORRECTING}\s*[,:\u2013\u2014-]?\s*)"
    rf"(?P<second>{NUM})\s*-?\s*(?P=unit)\b",
    re.IGNORECASE)

# ... or by a count a few words after the correction word say ("4 of us... oh wait, my brother can't come, so 3")
_CORRECTED_SO = lazy_compile(
    rf"(?P<first>(?P<number>{NUM})(?P<space>\s*-?\s*)(?P<unit>people|persons?|travell?ers|adults|of\s+us)\b)"
    rf"\s*(?:[,;:\u2013\u2014-]|\.{{2,3}}|\u2026)?\s*(?:oh\s+)?{_CORRECTING}\b[^.;!?\d]{{0,50}}?"
    rf"\b(?:so|now|make\s+(?:it|that)|that\s+makes|which\s+makes)\s+(?:it['’]?s\s+|just\s+|only\s+)?"
    rf"(?P<second>{NUM})(?=\s*(?:[,.;!?)]|$))",
    re.IGNORECASE)

_PLURAL = {"day": "days", "night": "nights", "person": "people", "persons": "people"}


def corrected_counts(text: str) -> tuple[str, list[str]]:
    """The text with each corrected count read as corrected, and a warning per correction."""
    warnings: list[str] = []

    def mend(m: re.Match[str]) -> str:
        unit = m.group("unit2") or m.group("unit")
        tail = m.group("first")[m.end("unit") - m.start("first"):]  # " trip" of "a 5 day trip"
        said = _PLURAL.get(unit.lower(), unit.lower())
        warnings.append(f"read {m.group('second')} {said}, as corrected in {m.group(0).strip()!r}")
        return f"{m.group('second')}{m.group('space')}{unit}{tail}"

    def mend_later(m: re.Match[str]) -> str:
        said = _PLURAL.get(m.group("unit").lower(), m.group("unit").lower())
        warnings.append(f"read {m.group('second')} {said}, as corrected in {m.group(0).strip()!r}")
        return f"{m.group('second')}{m.group('space')}{m.group('unit')}{m.group('between')}"

    def mend_bare(m: re.Match[str]) -> str:
        warnings.append(f"read {m.group('second')}, as corrected in {m.group(0).strip()!r}")
        return m.group("second")

    def mend_so(m: re.Match[str]) -> str:
        warnings.append(f"read {m.group('second')} {m.group('unit')}, as corrected in {m.group(0).strip()!r}")
        return f"{m.group('second')}{m.group('space')}{m.group('unit')}"

    # (each skipped over a text lacking its words: most texts correct no count)
    text = literal_guard.sub(_CORRECTED, mend, text)
    text = literal_guard.sub(_CORRECTED_LATER, mend_later, text)
    text = literal_guard.sub(_CORRECTED_SO, mend_so, text)
    text = literal_guard.sub(_CORRECTED_BARE, mend_bare, text)
    return text, warnings
