"""A return said on the day the trip ends already ("and come back the 21st", "we need to be home by the 17th", "back
home on the 17th right?"): the trip parser reads no change in it (the end it names is the end the trip has), so the
message was answered as not understood, or read as a new request. It is answered as it is meant: the trip ends then
already, nothing changed (issue 39: never "I didn't understand" for something the trip already does).
"""

from __future__ import annotations

import re
from datetime import date as Date
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.change_lines import changes
from himap_travel.nodes.chat.reading_turn import Turn
from himap_travel.nodes.chat.return_date import AT_WORK, HOME_BY, OUT_SAID
from himap_travel.nodes.chat.understanding import understand_message

# The way home, then the day said ("come back the 21st", "home by march 17", "return on the 26th")
_DAY_AFTER = lazy_compile(r"\s+(?:on\s+|by\s+)?(?:the\s+)?(?:(?:mar(?:ch)?\.?|3/)\s*)?(\d{1,2})(?:st|nd|rd|th)?\b",
                          re.IGNORECASE)

# The day named a few words after a deadline ("back to work monday the 7th", "back at my desk on the 20th")
_DAY_LATER = lazy_compile(r"\b(\d{1,2})(?:st|nd|rd|th)\b", re.IGNORECASE)


# The time of the way home asked ("what time do we fly home on the 17th"), or its length or cost ("how long is the drive
# back on the 20th"): a question of the leg's, no end to confirm
_TIME_ASKED = lazy_compile(r"^\W*(?:(?:ok|so|and|hmm+)\W+)*(?:what\s+time|what'?s\s+the\s+time|(?:which|what)\s+flight"
                           r"|how\s+(?:late|early|long|far|much|many\s+hours))\b", re.IGNORECASE)


def day_said(text: str) -> int | None:
    """The day of the month a message names right after the way home ("come back the 21st": 21), if one."""
    home = HOME_BY.search(text)
    found = _DAY_AFTER.match(text, home.end()) if home else None
    return int(found.group(1)) if found else None


def ends_already(turn: Turn) -> dict[str, Any] | None:
    """A step before the trip parser (``understand._BEFORE_PARSING``): the answer that the trip ends on the day said
    already, when the message names the way home on the trip's last day and reads as no change; else None."""
    trip = turn.state.get("trip") or {}
    dates = trip.get("date") or []
    if not turn.editing or not turn.plan or not dates or OUT_SAID.search(turn.text) or _TIME_ASKED.search(turn.text):
        return None
    last = Date.fromisoformat(dates[-1])
    work = AT_WORK.search(turn.text)
    deadline = _DAY_LATER.search(turn.text, work.end(), work.end() + 30) if work else None
    if deadline is not None and last.day < int(deadline.group(1)) <= 31:  # "back at my desk on the 20th": met already
        return {"answer": f"Your trip already ends on {last:%A}, {last:%B} {last.day}, before you need to be back on the "
                          f"{deadline.group(0)}, so nothing changed.", "problems": []}
    if day_said(turn.text) != last.day:
        return None
    read = understand_message(turn.text, turn.sandbox, trip)
    if read.problems or changes(trip, read.draft):
        return None
    return {"answer": f"Your trip already ends on {last:%A}, {last:%B} {last.day} (the way home is that day), so "
                      "nothing changed.", "problems": []}
