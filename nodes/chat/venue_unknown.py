"""A restaurant or a stay wished by a name the data lacks ("dinner at voodoo doughnut pls", "eat at mi tierra one
night", "can we stay at the ace hotel"): named, with the data's reason, never "I didn't understand".

The trip parser reads a restaurant or a stay by its name in the data of the trip's cities; one the data lacks reads
as nothing, so the message met the reply for a message not understood. Here the words after the cue ("eat at",
"dinner at", "stay at") are looked up in the trip's cities: a name none of their restaurants (stays) holds is said to
be missing from the data, with some the city has (issue 39: every no gives its reason). ``sight_wished`` does the same
for sights.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from himap_travel.domain.constraints.name_keys import normal
from himap_travel.domain.constraints.restaurant_names import EAT_CUE
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.sight_wished import trip_cities

# ("put us at the marriott", "put me up at the hilton", "put me in the marriott": the stay the travellers are put in)
_STAY_CUE = lazy_compile(r"\b(?:(?:stay(?:ing)?|sleep(?:ing)?|book(?:ing)?\s+(?:a\s+room\s+)?|put\s+(?:us|me)(?:\s+up)?)\s+at"
                         r"|put\s+(?:us|me)(?:\s+up)?\s+in(?=\s+the\s))\s+",
                         re.IGNORECASE)
# What may follow the name and is no part of it
_AFTER = lazy_compile(r"\s+(?:pls|please|plz|one\s+(?:night|day|evening|morning)|for\s+(?:a\s+|one\s+)?(?:dinner|lunch"
                      r"|breakfast|brunch|a\s+night|the\s+night|\w+\s+nights?)|once|tonight|instead|too|also|again|on\s+day\s+\d+"
                      r"|if\s+(?:we\s+)?can|then)\b.*$", re.IGNORECASE)
_LEAD = lazy_compile(r"^(?:the|a|an)\s+", re.IGNORECASE)
_NOT_A_NAME = lazy_compile(r"\b(?:there|it|that|this|home|one|some\w*|any\w*|the\s+same|a\s+different|another|hotel\s+rated"
                           r"|least|most|\d+)\b|\$", re.IGNORECASE)
_MOST_LISTED = 3


def venue_answer(text: str, trip: Mapping[str, Any] | None, plan: list[dict[str, Any]] | None, sandbox: Any) -> str | None:
    """The reply to a restaurant or stay wished by a name the trip's cities lack in the data; None for any other
    message (no such cue, or a name the data has)."""
    if not trip:
        return None
    for kind, cue in (("restaurant", EAT_CUE), ("stay", _STAY_CUE)):
        m = cue.search(text)
        said = _said(text[m.end():]) if m else None
        if said:
            return _missing(kind, said, trip_cities(trip, plan, sandbox), sandbox)
    return None


def _said(rest: str) -> str | None:
    """The name said after a cue, without what follows it or a leading article; None when the words name nothing."""
    said = _LEAD.sub("", _AFTER.sub("", re.split(r"[,.;!?]", rest, maxsplit=1)[0].strip())).strip()
    return said if said and not _NOT_A_NAME.search(said) else None


def _missing(kind: str, said: str, cities: list[str], sandbox: Any) -> str | None:
    """Why ``said`` cannot be the trip's: no place of that kind in ``cities`` has the name (None when one has)."""
    rows = [r for city in cities for r in (sandbox.restaurants_in(city) if kind == "restaurant"
                                           else sandbox.accommodations_in(city))]
    key = normal(said)
    if not cities or any(key in normal(r.name or "") for r in rows):
        return None
    some = ", ".join(list(dict.fromkeys(r.name for r in rows if r.name))[:_MOST_LISTED])
    where = " or ".join(cities)
    offer = f" {kind.capitalize()}s there include {some}." if some else ""
    return f"I can't add {said!r}: my data has no {kind} of that name in {where}, so nothing changed.{offer}"
