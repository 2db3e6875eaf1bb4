"""A request that names no place yet ("somewhere warm in March", "plan me a trip"): the month kept for the dates
asked, every essential asked for, and a wish the data cannot judge (the weather) said plainly.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.date_edits import MONTH
from himap_travel.nodes.chat.message_effect import NO_RULES, Understanding, missing_essentials
from himap_travel.state.chat_state import ESSENTIALS

_BY_WEATHER = lazy_compile(r"\b(?:warm|warmer|hot|sunny|sun|beach|cold|snowy|cool)\b", re.IGNORECASE)
_SOMEWHERE = lazy_compile(r"\b(?:somewhere|anywhere)\b", re.IGNORECASE)
# ... said with a thing it has ("somewhere w a gym pls", "anywhere with a pool"): on a planned trip, the stay's wish
_WITH_A_THING = lazy_compile(r"\b(?:somewhere|anywhere|someplace)\s+(?:with|w/?|that\s+has)\s+(?:an?\s+)?\w", re.IGNORECASE)


# A wish to travel that names nothing else ("plan me a trip", "I need a vacation", "help me plan something"): a start,
# every essential asked for.
_TRIP_WISH = lazy_compile(r"\b(?:trip|vacation|vacay|holiday|getaway|get-away|break|travel\w*|journey|tour|weekend\s+away"
                          # ("help me plan a little something", "plan us something fun")
                          # ("looking to get out of town for a long weekend", "getting away for a few days")
                          r"|get(?:ting)?\s+(?:away|out\s+of\s+(?:town|the\s+city))|long\s+weekend|(?:few|couple(?:\s+of)?)\s+days\s+(?:away|off)"
                          r"|time\s+off|plan\s+(?:(?:me|us)\s+)?(?:an?\s+)?(?:(?:little|small|quick|short|fun|nice)\s+)?"
                          r"(?:something|smth|sth|anything|one|it\s+all))\b", re.IGNORECASE)


def vague_start(text: str, opener: bool = False) -> Understanding | None:
    """A vague opener that still says something ("somewhere warm in March"): a draft keeping the month, and every
    essential asked for; a wish the data cannot judge (warm, sunny) is said plainly. ``opener``: no trip yet, so a wish
    to travel alone ("plan me a trip") starts one too. None when it says nothing usable."""
    # with a trip planned, a weather word or a month alone ("do you like the beach?", "my air miles expire in april",
    # "can we go in april instead?") is no new trip, whose every essential would be asked again: "somewhere" must be said
    if not opener and _WITH_A_THING.search(text):  # "somewhere with a sauna": a stay wished for by what it has
        return None
    looks = opener or _SOMEWHERE.search(text) is not None
    weather = _BY_WEATHER.search(text) if looks else None
    month, by_weather = MONTH.search(text) if looks else None, weather or _SOMEWHERE.search(text)
    if month is None and by_weather is None and not (opener and _TRIP_WISH.search(text)):
        return None
    draft: dict[str, Any] = {name: None for name in ESSENTIALS} | {"local_constraint": dict(NO_RULES)}
    notes = []
    if month:
        draft["month"] = month.group(1).capitalize()
    if by_weather and _BY_WEATHER.search(by_weather.group(0)):
        notes.append(f"I can't choose a place by \"{by_weather.group(0)}\": my data has no weather, so please name a US city, "
                     "or a state for several cities")
    elif by_weather:  # "somewhere in March", "anywhere but here": no place named, none chosen for the traveller
        notes.append("I can't choose the place for you: please name a US city, or a state for several cities")
    return Understanding(draft, missing_essentials(draft), notes=notes)


def seeks_a_place(text: str) -> bool:
    """Whether the message looks for a place by what it is like ("somewhere sunny in March?"): a vague start, never a
    question about the weather, though it names the weather's words."""
    return bool(_SOMEWHERE.search(text) and _BY_WEATHER.search(text))


def kept_vague(result: Understanding, text: str) -> Understanding:
    """A new request with a vague part ("somewhere warm in March, just the two of us"): the month kept for the dates
    asked, the vague place said plainly (my data has no weather), and neither asked about as a wish no plan keeps."""
    if result.draft.get("date"):
        return result
    # a new request: its month is kept though no "somewhere" is said ("need a getaway in march, just me"); only on a
    # planned trip does ``vague_start`` read a month alone as no new trip
    month = MONTH.search(text)
    if month:
        result.draft["month"] = month.group(1).capitalize()
    vague = vague_start(text)
    if vague is None and month is None:
        return result
    result.notes = [*result.notes, *(vague.notes if vague else [])]
    result.unread = [w for w in result.unread if not (MONTH.search(w.wish) or _BY_WEATHER.search(w.wish) or _SOMEWHERE.search(w.wish))]
    return result


__all__ = ["kept_vague", "seeks_a_place", "vague_start"]
