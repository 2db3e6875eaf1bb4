"""A number that counts the trip's things is no head count (issue 39): "we want one of them to be miami" on a trip
through two cities, "two of them should be seafood" after the dinners were named. Said of a trip whose party is known,
"N of them" never states the party's size (a traveller counts the party as "N of us"), unless it speaks of people
("the kids, 2 of them": a count of children).
"""

from __future__ import annotations

import re

from himap_travel.domain.parsing.people import read_people
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.words import KIDS

_OF_THEM = lazy_compile(r"\b(?:one|two|three|four|five|six|\d+)\s+of\s+(?:them|those|these)\b", re.IGNORECASE)
_PEOPLE_TALK = lazy_compile(rf"\b(?:{KIDS}|people|persons?|adults?|friends?|guests?|travell?ers?|folks|family|sons?|daughters?"
                            r"|parents|cousins|coming|joining|come\s+along|tag\s+along)\b", re.IGNORECASE)


def counts_things(text: str) -> bool:
    """Whether the only head count ``text`` states is an "N of them" that speaks of no people (a trip's cities, days or
    meals): said of a known party, the party's size is not said."""
    if not _OF_THEM.search(text) or _PEOPLE_TALK.search(text):
        return False
    return read_people(_OF_THEM.sub(lambda m: " " * len(m.group()), text), []).count is None
