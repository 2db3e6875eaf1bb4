"""Another place wished on a planned trip without naming one ("somewhere else instead of bakersfield", "can we go
somewhere warmer", "different city pls"), the place named right after ("ok, houston then", "charlotte"), and the trip's
own place kept ("nvm keep sf", "eh keep dallas").

Read as a new trip with nothing known, such a wish asked every essential again (start, dates, people, budget): the
planned trip seemed lost, and "nvm keep sf" could then not be read (issue 39: a chat keeps what was said). The data
cannot choose a place by its weather or by taste, so the reply says so and asks for a place by name; the trip and its
plan stay as they are, and the next message naming one place of the data is that place.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.evaluation.parsing import strict_day_cities
from himap_travel.domain.parsing.gazetteer import gazetteer_for, place_key
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.chat_input import last_reply_text
from himap_travel.nodes.chat.date_edits import MONTH
from himap_travel.nodes.chat.reading_turn import Turn
from himap_travel.nodes.chat.swap import restaurant_named
from himap_travel.nodes.chat.venue_names import venue_names

# Another place, said without its name: "somewhere else", "a different city", "another state", "some other place"
_OTHER = (r"\b(?:some|any|no)\s*(?:where|place|spot)\s+(?:else|different|new|but|except|other\s+than|besides)\b"
          r"|\b(?:a\s+)?(?:different|another|other|new)\s+(?:city|destination|state|town|spot|place)(?!\s+(?:to|for)\s+\w)\b"
          r"|\bsome\s*(?:other|different)\s+(?:city|place|destination|state|town)\b")
# ... or by what it is like, which the data cannot judge: "somewhere warmer", "somewhere less cold", "somewhere sunny",
# "somewhere with a beach" (never a stay's or a meal's kind: "somewhere cheaper to stay" is the stay's)
_WEATHER = r"(?:warm|warmer|hot|hotter|sunny|sunnier|sun|cool|cooler|cold|colder|snowy|dry|drier|rainy|tropical)"
_LIKE = (rf"\bsome\s*(?:where|place)\s+(?:(?:a\s+(?:bit|little)\s+|more\s+|less\s+|nice\s+and\s+|really\s+|super\s+)?"
         rf"(?P<weather>{_WEATHER})\b"
         r"|with\s+(?:a\s+|some\s+)?(?P<scene>beach(?:es)?|mountains?|ocean|sea|lakes?|snow|skiing|desert|coast|nightlife))")
_WISHED = lazy_compile(rf"{_OTHER}|{_LIKE}", re.IGNORECASE)
# ... of a part of the plan, a new trip, or one more place: never the trip's place asked for ("somewhere else for dinner",
# "a different place to stay", "start over, somewhere else", "can we add another city?")
_NOT_THE_PLACE = lazy_compile(r"\b(?:breakfast|lunch|dinner|meals?|food|eat|restaurants?|hotels?|stays?|staying|sleep"
                              r"|rooms?|airbnb|lodging|sights?|attractions?|museums?|parks?|night\s+\d+|day\s+\d+"
                              r"|start\s+over|from\s+scratch|new\s+(?:trip|plan)|another\s+trip|restart"
                              r"|add|adding|include|including|plus|extra|one\s+more|also|too)\b", re.IGNORECASE)
_ASKED = "I can't choose the place for you"
_INSTEAD_OF = lazy_compile(r"you'd like instead of ([^,]+), and I'll")
_ASKED_BY = "I can't choose a place by"
# The words around a place named as an answer or kept: "ok, houston then", "lets do charlotte", "eh keep dallas"
_FILLER = (r"(?:ok(?:ay)?|k|fine|alright|sure|yes|yeah|yep|eh|nah|no|nvm|never\s*mind|actually|hmm+|well|then|so|oh"
           r"|how\s+about|what\s+about|let'?s\s+(?:do|try|go\s+(?:to|with))|lets|go\s+(?:to|with)|try|maybe|i\s+guess"
           r"|pls|please|instead|just|i'?d\s+say)")
_NAMED = lazy_compile(rf"^\W*(?:{_FILLER}\W+)*(?P<place>[a-z][a-z .'-]*?)(?:\W+{_FILLER})*\W*$", re.IGNORECASE)
_KEEP = lazy_compile(rf"^\W*(?:{_FILLER}\W+)*(?:(?:let'?s\s+)?(?:just\s+)?(?:keep|stick\s+with|stay\s+with)\s+"
                     rf"(?P<kept>[a-z][a-z .'-]*?)|(?P<fine>[a-z][a-z .'-]*?)(?:'s|\s+is)\s+(?:fine|ok(?:ay)?|good|great))"
                     rf"(?:\W+{_FILLER})*\W*$", re.IGNORECASE)


def place_of(words: str, sandbox: Any) -> str | None:
    """The data's city or state that ``words`` name, whole ("sf", "houston", "charlotte"), else None."""
    hit = gazetteer_for(sandbox).by_key.get(place_key(words.strip()))
    return (hit[0] or hit[1]) if hit else None


def _places_named(text: str, sandbox: Any) -> set[str]:
    """Every place of the data the text names."""
    gazetteer = gazetteer_for(sandbox)
    named = set()
    for found in gazetteer.pattern.finditer(text):
        hit = gazetteer.by_key.get(place_key(found.group(0)))
        if hit:
            named.add(str(hit[0] or hit[1]))
    return named



def _names_a_venue(text: str, plan: list[dict[str, Any]]) -> bool:
    """Whether the text names a stay, a restaurant or a sight of the plan ("not private oasis, somewhere else" is about
    that stay), a restaurant by a word of its own name too."""
    said = text.lower()
    return any(name in said for name in venue_names(plan)) \
        or restaurant_named(text, plan) is not None  # "swap elan for somewhere else": by a word of its own name


def _trip_places(turn: Turn) -> set[str]:
    """The trip's destination and the cities its plan stays in."""
    places = {str((turn.state.get("trip") or {}).get("dest") or "")}
    places |= {strict_day_cities(str(day.get("current_city") or ""))[-1] for day in turn.plan or []}
    return places - {""}


def another_place_asked(turn: Turn) -> dict[str, Any] | None:
    """A step before the trip parser (``understand._BEFORE_PARSING``): on a planned trip, another place wished without
    its name, answered (why none is chosen, a name asked for) with the trip and plan as they are; or the trip's own
    place kept ("keep dallas"), said so. None for any other message."""
    if not turn.editing or not turn.plan:
        return None
    dest = str((turn.state.get("trip") or {}).get("dest") or "")
    kept = _KEEP.match(turn.text)
    if kept and place_of(kept.group("kept") or kept.group("fine"), turn.sandbox) in _trip_places(turn):
        return {"answer": f"Then the trip stays as it is: it still goes to {dest}, and nothing changed.", "problems": []}
    wished = _WISHED.search(turn.text)
    # a month said with it ("somewhere warm in March") opens a new trip, as an opener does (``vague_start``)
    if wished is None or _NOT_THE_PLACE.search(turn.text) or MONTH.search(turn.text) \
            or _places_named(turn.text, turn.sandbox) - _trip_places(turn) or _names_a_venue(turn.text, turn.plan):
        return None
    by = wished.group("weather") or wished.group("scene")
    why = (f"{_ASKED_BY} \"{by}\": my data has no weather or scenery, so I can't tell which places are like that"
           if by else f"{_ASKED}: my data can't tell which place you'd like better")
    stops = sorted(_places_named(turn.text, turn.sandbox) & _trip_places(turn) - {dest})
    old = stops[0] if len(stops) == 1 else dest  # "somewhere else instead of bakersfield" on a trip through California
    return {"answer": f"{why}. Name the city (or, for several cities, the state) you'd like instead of {old}, and I'll "
                      f"re-plan the trip there. Until then nothing changed: your trip still goes to {dest}.",
            "problems": []}


def place_named_back(text: str, turn_state: Any, sandbox: Any) -> str:
    """The message naming one place of the data right after the reply asked for one ("ok, houston then",
    "charlotte"), read as the trip going there ("go to Houston instead"); any other message as it is."""
    said = last_reply_text(turn_state.get("messages"))
    if _ASKED not in said and _ASKED_BY not in said:
        return text
    named = _NAMED.match(text)
    place = place_of(named.group("place"), sandbox) if named else None
    dest = str((turn_state.get("trip") or {}).get("dest") or "")
    old = _INSTEAD_OF.search(said)
    if not place or place == dest:
        return text
    # one stop of a trip through several cities: that stop replaced, the rest kept ("visit Fresno instead of Bakersfield")
    return f"visit {place} instead of {old.group(1)}" if old and old.group(1) != dest else f"go to {place} instead"


__all__ = ["another_place_asked", "place_named_back", "place_of"]
