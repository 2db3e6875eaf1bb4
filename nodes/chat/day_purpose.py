"""A day added for a place ("add a day at disney world", "another day for gatorland", "one more day at the beach";
issue 39). The chat reads "add a day" itself (``relative.RELATIVE_DAYS``), and the place said after it was dropped in
silence: the trip grew by a day, with no word of Disney World, which the data does not have in Orlando.

The message is written as the day added and the place wished for ("add a day, and we want to see disney world"),
which the trip parser reads as a sight to see (or names, with the reason the data gives).
"""

from __future__ import annotations

import re

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.relative import RELATIVE_DAYS

# What a day added is for, after it: a place ("at disney world", "for gatorland", "to see the zoo"); never who it is for,
# a way of spending it ("for the kids", "for relaxing", "at a slower pace") or where in the trip it goes ("at the end")
_PURPOSE = lazy_compile(r"\s+(?:at|for|to\s+(?:see|visit|do))\s+(?!(?:us|me|him|her|them|you|the\s+kids|my|our|your|a\s+slower"
                        r"|relax\w*|rest\w*|chill\w*|fun|shopping|sightseeing|free|nothing|now|later|sure|real|good"
                        # ... nor where in the trip it goes ("add a day at the end", "at the start", "at either end")
                        r"|(?:the|either|each|both|our)\s+(?:end|ends|start|beginning|front|back|middle|last|first|other)"
                        r"|(?:the\s+)?(?:end|start|beginning)\s+of)\b|\d)"
                        r"(?P<what>[a-z][^.;!?,]*?)\s*(?=[.;!?,]|$|\s+(?:please|pls|plz|too|then)\b)", re.IGNORECASE)


def purpose_said(text: str) -> str:
    """``text`` with the place a day added is for said as a sight wished for; else as it is."""
    for days in RELATIVE_DAYS.finditer(text):
        if (purpose := _PURPOSE.match(text, days.end())) is not None:
            return f"{text[:days.end()]}, and we want to see {purpose.group('what')}{text[purpose.end():]}"
    return text
