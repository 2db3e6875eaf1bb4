"""A place said back to the end of the trip the last change moved ("actually from Norfolk", then "no wait, Petersburg
was right"): the origin the change replaced comes back, never a new destination. The trip parser reads a city named
with no "from" or "to" as the destination; when that city is the origin the last change replaced (and the message says
no "to"), the message means the origin. A place the last change replaced said to be fine ("can we switch to orlando",
then "nvm pensacola is fine") is that place back (``place_fine_back``): it was answered "none of your wishes rules that
out".
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from himap_travel.domain.constraints.name_keys import normal
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.change_lines import changes
from himap_travel.nodes.chat.message_effect import Understanding
from himap_travel.nodes.chat.reading_turn import Turn

# Words that make a named city the destination ("let's go to Petersburg", "head to Petersburg")
_TO = lazy_compile(r"\b(?:to|into|towards|visit(?:ing)?|destination)\b", re.IGNORECASE)


def origin_said_back(turn: Turn, result: Understanding) -> Understanding:
    """``result`` with a destination read from a city that is the origin the last change replaced, put back as the
    origin (the destination kept); ``result`` as it was otherwise."""
    trip = turn.state.get("trip") or {}
    before = (turn.state.get("previous") or {}).get("trip") or {}
    said = result.draft.get("dest")
    if not turn.editing or not trip or said == trip.get("dest") or said != before.get("org"):
        return result
    if before.get("org") == trip.get("org") or before.get("dest") != trip.get("dest") or _TO.search(turn.text):
        return result
    draft = {**result.draft, "org": said, "dest": trip.get("dest")}
    note = f"read {said} as the trip's start, as it was before your last change"
    return replace(result, draft=draft, notes=[*changes(dict(trip), draft), note])


# A place said to be fine after all, alone in the message ("nvm pensacola is fine", "actually pensacola was better")
_FINE = lazy_compile(r"^\W*(?:(?:nvm|never\s*mind|actually|ok(?:ay)?|no|nah|wait|hmm+|on\s+second\s+thought|forget\s+it)\W+)*"
                     r"(?P<place>[a-z][\w .'’-]{1,40}?)\s+(?:is|was|'s|’s)\s+(?:(?:totally|actually|just|probably)\s+)?"
                     r"(?:fine|ok(?:ay)?|good|better|right|great)(?:\s+(?:after\s+all|then|actually|tbh))?\W*$", re.IGNORECASE)


def place_fine_back(text: str, state: Mapping[str, Any]) -> str:
    """The message said as the change back ("back to Pensacola", "from Houston") when it says the destination or the
    origin the last change replaced is fine (``_FINE``); any other message as it is."""
    said = _FINE.match(text)
    trip, before = state.get("trip") or {}, (state.get("previous") or {}).get("trip") or {}
    if said is None or not before:
        return text
    place = normal(said.group("place"))
    for end, words in (("dest", "back to {}"), ("org", "from {}")):
        if before.get(end) and before.get(end) != trip.get(end) and normal(str(before[end])) == place:
            return words.format(before[end])
    return text
