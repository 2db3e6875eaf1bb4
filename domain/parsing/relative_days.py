"""Days said from another day ("gatorland on day 1 and seaworld the day after", "seafood the first night and italian
the second", "the next night", "the day after we arrive") written as the days they are.

A traveller names one day and counts the next from it. The readers of a wish on a given day (a sight, a meal, a pace)
take a day by its number, so each such phrase is written as "day N" or "night N", counted from the day said last
before it, padded to the phrase's own length (as ``last_days`` writes "the last day"): every other position of the text
reads as before. A phrase with no day said before it keeps its words, and is then named as a day no rule keeps, never
read on a guessed day.

"The second" alone is a day only right after a day said by its ordinal ("the first night ... the second"), closing
its clause; said of anything else ("the second one", "the second city") it keeps its words.
"""

from __future__ import annotations

import re

from himap_travel.domain.constraints.sight_days import ORDINALS
from himap_travel.domain.text.lazy_regex import lazy_compile

# The ordinals of the days' vocabulary (``sight_days.ORDINALS``), never its cardinals: "the one" is no day
_ORDINALS = {word: day for word, day in ORDINALS.items() if word.endswith(("st", "nd", "rd", "th"))}
_ORDINAL = "|".join(_ORDINALS)
# A day said by its number or its ordinal, the base the next phrase counts from ("day 2", "the first night", "night 3")
_BASE = lazy_compile(rf"\b(?:(?P<ord>{_ORDINAL})\s+(?P<ounit>day|night|evening)|(?P<nunit>day|night)\s+(?P<num>\d{{1,2}}))\b",
                     re.IGNORECASE)
# A day counted from the one before ("the day after", "the next night", "the following day", "the day after that"),
# never one counted from an event ("the day after tomorrow", "the night before we fly": those are not the day before)
_COUNTED = lazy_compile(
    r"\b(?:(?:the\s+)?(?:next|following)\s+(?P<next>day|night|evening)"
    r"|the\s+(?P<unit>day|night|evening)\s+(?P<dir>after|before)(?!\s+(?:we|i|you|tomorrow|the|our|my|a|an)\b)(?:\s+that)?"
    # ... or the very day said before ("the last day we fly home early so nothing planned that day")
    # (never a count's: "except day 2 (3 that day)" is the pace reader's own)
    # ("that evening" keeps its words: an evening kept free is no day's pace, named)
    r"|(?<!\d\s)(?:that|the\s+same)\s+(?P<same>day|night))\b",
    re.IGNORECASE)
# "the second", "the 3rd" closing a clause: the unit said with the ordinal before ("the first night") is its unit
_ELIDED = lazy_compile(rf"\bthe\s+(?P<ord>{_ORDINAL})\b(?=\s*(?:[.,;!?)]|$|(?:and|please|pls|plz|too|then|but)\b))",
                       re.IGNORECASE)
# Days counted from the trip's own events ("the day after we arrive": day 2; "the day before we leave": the one
# before the last)
_FROM_EVENT = lazy_compile(r"\bthe\s+day\s+(?:(?P<after>after)\s+we\s+(?:arrive|land|get\s+(?:there|in))"
                           r"|(?P<before>before)\s+we\s+(?:leave|depart|fly\s+(?:home|back|out)|head\s+(?:home|back)|go\s+home))\b",
                           re.IGNORECASE)


def relative_days_written(text: str, days: int | None = None) -> str:
    """The text with each day counted from the day said before it written as that day ("day 2", "night 2"), padded to
    the phrase's length; ``days``: the trip's length, for "the day before we leave" (kept as said when unknown)."""
    text = _FROM_EVENT.sub(lambda m: _from_event(m, days), text)
    if not _COUNTED.search(text) and not _ELIDED.search(text):
        return text
    said, out, at = text, [], 0
    for m in sorted([*_COUNTED.finditer(text), *_ELIDED.finditer(text)], key=lambda found: found.start()):
        if m.start() < at:
            continue
        written = _elided(said, m) if "ord" in m.re.groupindex else _counted(text, m)
        out.append(text[at:m.start()])
        out.append(written.rjust(len(m.group(0))) if written and len(written) <= len(m.group(0)) else m.group(0))
        at = m.end()
        text = text[:m.start()] + out[-1] + text[m.end():]  # the day written is the base of the next ("the day after that")
    return "".join(out) + text[at:]


_SENTENCE_END = lazy_compile(r"[.;!?\n]")


def _from_event(m: re.Match[str], days: int | None) -> str:
    if m.group("after"):
        return "day 2".rjust(len(m.group(0)))
    return f"day {days - 1}".rjust(len(m.group(0))) if days and days > 1 else m.group(0)


def _last_base(text: str, before: int) -> re.Match[str] | None:
    """The day said last before ``before``, by its number or its ordinal."""
    return max(_BASE.finditer(text, 0, before), key=lambda m: m.start(), default=None)


def _elided(said: str, m: re.Match[str]) -> str | None:
    """The day "the second" says: of the unit of the day said last before it by an ordinal ("the first night")."""
    base = _last_base(said, m.start())
    if base is None or not base.group("ord"):
        return None
    return f"{'day' if base.group('ounit').lower() == 'day' else 'night'} {_ORDINALS[m.group('ord').lower()]}"


def _counted(text: str, m: re.Match[str]) -> str | None:
    """The day ``m`` says, counted from the day said last before it; None when none is said (the very day, "that
    day", only from a day of its sentence)."""
    base = _last_base(text, m.start())
    if base is None or m.group("same") and _SENTENCE_END.search(text, base.end(), m.start()):
        return None
    number = _ORDINALS[base.group("ord").lower()] if base.group("ord") else int(base.group("num"))
    unit = (m.group("next") or m.group("unit") or m.group("same")).lower()
    step = 0 if m.group("same") else -1 if (m.group("dir") or "").lower() == "before" else 1
    if number + step < 1:
        return None
    return f"{'day' if unit == 'day' else 'night'} {number + step}"
