"""Who is named but does not count on top of the party: companions said to stay behind ("my husband has to stay home
with the kids", "my best friend lives in Charleston") or to call on the party where it stays ("a couple friends might
stop by"), and the members said of a group of a stated size ("a family of
4 with two teenagers"), blanked (same length) before the companions are counted.
"""

from __future__ import annotations

import re

from himap_travel.domain.parsing.numbers import NUM
from himap_travel.domain.parsing.party_words import DETERMINED, IN_LAW, KIND, MANY_COMPANIONS, ONE_COMPANION
from himap_travel.domain.text import literal_guard
from himap_travel.domain.text.lazy_regex import lazy_compile

# Companions said not to travel ("my husband has to stay home with the kids", "my boyfriend can't make it", "our kids
# are staying with my sister", "my best friend lives in Charleston": the one visited; "my daughter says I should go"):
# no traveller, blanked (same length) before the party is counted.
_COMPANION_WORDS = rf"{DETERMINED}(?:{NUM}\s+)?{KIND}(?:{MANY_COMPANIONS}|{ONE_COMPANION}){IN_LAW}\b"
_STAYS_BEHIND = lazy_compile(
    rf"\b{_COMPANION_WORDS}(?=\s+(?:(?:is|are|will\s+be|has\s+to|have\s+to|must|needs?\s+to)\s+)?(?:staying|stay|stays)\s+"
    r"(?:home|at\s+home|behind|back|with)\b|['’](?:s|re)\s+staying\b|\s+(?:can(?:'t|not|’t)\s+(?:make\s+it|come|join)"
    r"|(?:isn't|aren't|is\s+not|are\s+not|won't\s+be)\s+(?:coming|joining)|lives\s+(?:in|there|near)"
    # ... or only said to speak of the writer's going ("my daughter says I ought to get out more": never "says we")
    r"|(?:says|said|thinks|reckons|insists|(?:told|tells|keeps\s+telling)\s+me)\s+(?:that\s+)?i\b))"
    rf"|\b(?:staying|stay|stays)\s+(?:home\s+|at\s+home\s+|behind\s+)?with\s+(?P<host>{_COMPANION_WORDS})",
    re.IGNORECASE,
)


def travelling(text: str) -> str:
    """``text`` with the companions said to stay behind blanked: they are no travellers."""
    def blank(m: re.Match[str]) -> str:
        start, end = m.span("host") if m.group("host") else m.span()
        return m.group(0)[:start - m.start()] + " " * (end - start) + m.group(0)[end - m.start():]
    return _CALLERS.sub(lambda m: " " * len(m.group(0)), literal_guard.sub(_STAYS_BEHIND, blank, text))


# Companions said to call on the party where it stays ("might have a couple friends stop by", "2 friends might come
# over", "a couple of friends might visit us"): visitors (the house rule's word), no travellers, blanked with their
# count before the party is counted.
_CALLERS = lazy_compile(
    rf"\b(?:a\s+couple(?:\s+of)?\s+|a\s+few\s+|some\s+|{NUM}\s+)?{_COMPANION_WORDS}"
    r"(?=\s+(?:will\s+|would\s+|might\s+|may\s+|could\s+|can\s+|to\s+|are\s+going\s+to\s+)?"
    r"(?:(?:stop|drop|come|pop|swing)(?:ping)?\s+(?:by|over|in)\b|(?:come\s+(?:and\s+)?)?visit(?:ing)?\s+(?:us|me)\b))",
    re.IGNORECASE,
)


# Who a group of a stated size is said to hold ("a family of 4 with two teenagers", "party of 5 including 3 kids"): in
# the group, no companions of a speaker on top of it (blanked for the companions' reader, same length).
_IN_THE_GROUP = lazy_compile(rf"\b(?:group|party|family|team|crew|squad)\s+of\s+{NUM}(?P<members>\s*(?:,\s*)?(?:with|including|incl\.?)"
                             r"\s[^,.;:!?()]*)", re.IGNORECASE)


def members_blanked(text: str) -> str:
    """``text`` with the members said of a group of a stated size blanked (``_IN_THE_GROUP``)."""
    return _IN_THE_GROUP.sub(lambda m: m.group(0)[:m.start("members") - m.start()] + " " * len(m.group("members")), text)
