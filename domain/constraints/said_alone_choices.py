"""Sights named alone as a choice ("SeaWorld or Gatorland, either is fine", "either gatorland or epcot"):
the warnings that say both are planned, or that the other is no sight of the trip's cities.

Split from ``said_alone``: asked by the parser of what ``said_alone`` read, after it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from itertools import pairwise

from himap_travel.domain.constraints import must_see
from himap_travel.domain.constraints.said_alone import Said
from himap_travel.domain.text.lazy_regex import lazy_compile


def choices_said(text: str, said: Sequence[Said]) -> list[str]:
    """The warnings for sights named alone as a choice ("SeaWorld or Gatorland, either is fine"): both are read, so the
    plan visits both (more than asked, never less), said, never in silence; one the trip's cities lack beside one read
    ("either gatorland or epcot"): the one read kept, the other said."""
    wanted = sorted((s for s in said if s.kind == "sight" and not s.ruled_out), key=lambda s: s.start)
    both = [must_see.all_chosen(f"{text[one.start:one.end]} or {text[other.start:other.end]}", [one.name, other.name])
            for one, other in pairwise(wanted) if must_see.or_between(text, one.end, other.start)]
    lacking = [(one, found) for one in wanted if (found := _other_of_choice(text, one, said)) is not None]
    return both + [f"must see: {choice!r} is a choice, {one.name} kept ({other!r} is no sight of the trip's cities)"
                   for one, (choice, other) in lacking]


# The other of a choice beside a sight named alone ("either gatorland or epcot", "either epcot or gatorland"): one to
# four words up to the clause's end or a word closing the choice ("..., either works"), never a filler ("or something")
_CLOSING = r"(?:either|would|is|are|works?|for|if|please|pls)\b"
_OR_AFTER = lazy_compile(rf"\s+or\s+(?:the\s+)?(?P<other>(?!{_CLOSING})[\w'’-]+(?:\s+(?!{_CLOSING})[\w'’-]+){{0,3}})"
                         rf"(?=\s*(?:$|[,.;!?()])|\s+{_CLOSING})", re.IGNORECASE)
_OR_BEFORE = lazy_compile(r"\beither\s+(?:the\s+)?(?P<other>[\w'’-]+(?:\s+[\w'’-]+){0,3})\s+or\s+(?:the\s+)?$",
                          re.IGNORECASE)
_FILLER_OTHER = lazy_compile(r"(?:something|anything|whatever|so|not|both|neither|none|nothing|two|more)\b",
                             re.IGNORECASE)


def _other_of_choice(text: str, one: Said, said: Sequence[Said]) -> tuple[str, str] | None:
    """(the choice as said, its other words) when the sight ``one`` is said as a choice with words no name holds."""
    candidates = []
    if (after := _OR_AFTER.match(text, one.end)) is not None:
        candidates.append((after, text[one.start:after.end()]))
    if (before := _OR_BEFORE.search(text, max(0, one.start - 50), one.start)) is not None:
        candidates.append((before, text[before.start("other"):one.end]))
    for m, choice in candidates:
        other = (m.start("other"), m.end("other"))
        if not _FILLER_OTHER.match(m.group("other")) and not any(s.start < other[1] and other[0] < s.end for s in said):
            return choice, m.group("other")
    return None
