"""A place said back to the end of the trip the last change moved ("actually from Norfolk", then "no wait, Petersburg
was right"): the origin the change replaced comes back, never a new destination. The trip parser reads a city named
with no "from" or "to" as the destination; when that city is the origin the last change replaced (and the message says
no "to"), the message means the origin.
"""

from __future__ import annotations

import re
from dataclasses import replace

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
