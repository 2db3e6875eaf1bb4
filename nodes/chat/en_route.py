"""A stop asked for on the way ("can we stop in chicago on the way", "a quick stopover in hawaii en route") on a trip to
one city: the trip parser read the place as the new destination, so the trip moved there (to Hawaii, with no plan)
while the person asked to add a stop. A trip to one city has no stops between: the trips through several cities that the
planner makes go to a state ("Green Bay to Illinois, 5 days, 2 cities"), so the reply says why, and how to ask for one,
and nothing changes (issue 39: explain every no, never change what was not asked).
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.reading_turn import Turn

# A stop on the way: the verb of stopping, the place, then "on the way" ("stop in X on the way", "swing by X en route",
# "a stopover in X along the way")
_ON_THE_WAY = lazy_compile(r"\b(?:stop(?:ping)?|stop\s+off|stopover|swing|swinging|pass(?:ing)?|detour)\s+"
                           r"(?:(?:off|over|by|through|in|at|via)\s+)+(?P<place>[a-z][\w .'-]{1,40}?)\s+"
                           r"(?:on\s+(?:the|our)\s+way(?:\s+(?:there|back|home))?|along\s+the\s+way|en\s+route)\b",
                           re.IGNORECASE)


def stop_on_the_way(turn: Turn) -> dict[str, Any] | None:
    """A step before the trip parser: a stop asked for on the way on a trip to one city is answered with why it
    cannot be added, the trip kept (None for any other message or trip)."""
    trip = turn.state.get("trip") or {}
    asked = _ON_THE_WAY.search(turn.text) if turn.editing else None
    if asked is None or int(trip.get("visiting_city_number") or 1) != 1:
        return None
    place = re.sub(r"\s+", " ", asked.group("place")).strip().title()
    state = turn.sandbox.state_of(str(trip.get("dest") or "")) or "a state"
    return {"answer": f"I can't add a stop in {place} on the way: your trip goes from {trip.get('org')} to "
                      f"{trip.get('dest')} and back, one city, and the plans I make have no stops between cities. A trip "
                      f"through several cities goes to a state and takes at least 5 days for 2 cities (\"{trip.get('org')} "
                      f"to {state}, 5 days, 2 cities\"); say one like that if you'd like it. Your trip is unchanged.",
            "problems": []}

