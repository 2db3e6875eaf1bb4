"""A sight of the plan swapped for a named one ("swap the museum for the aquarium", "instead of gatorland can we do
seaworld", "replace the trampoline park with the arboretum"): the first left out, the second visited.

Before, the sight to drop was avoided and the one asked for dropped in silence ("swap the museum for X"), or the
message was read as a wish to take back ("instead of gatorland ..." was "not among your wishes"). Here both are read
against the plan and the data: the sight to leave is a planned one whose name has the words said ("the museum": every
planned museum), the sight to visit one of the trip's cities' sights whose name has the words said. Both found, the
trip keeps the first out ("avoid sights") and must see the second, and is re-planned. The one asked for not in the data
of the trip's cities, the reply names it and nothing changes (the sight to leave is kept: the swap was asked, not a
drop).
"""

from __future__ import annotations

import re
from typing import Any, cast

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.change_lines import changes
from himap_travel.nodes.chat.markdown import venue_name
from himap_travel.nodes.chat.message_effect import Understanding
from himap_travel.nodes.chat.not_applied import update_of
from himap_travel.nodes.chat.reading_turn import Turn

# "swap|switch|replace|trade A for|with B", "instead of A(,) (can we|let's) (do|see|visit|go to) B", "B instead of A"
_FOR = lazy_compile(r"\b(?:swap|switch|replace|trade|exchange|sub)\s+(?P<a>.+?)\s+(?:for|with|to)\s+(?P<b>.+)$"
                    r"|\binstead\s+of\s+(?P<a2>.+?)\s*(?:,\s*|\s+(?:can|could|shall)\s+we\s+|\s+let'?s\s+|\s+lets\s+"
                    r"|\s+we'?d\s+(?:rather|like\s+to)\s+|\s+i'?d\s+(?:rather|like\s+to)\s+)"
                    r"(?:(?:do|see|visit|go\s+to|check\s+out|try)\s+)?(?P<b2>.+)$"
                    r"|^(?:\W*(?:can|could)\s+we\s+)?(?:(?:do|see|visit|go\s+to)\s+)?(?P<b3>.+?)\s+instead\s+of"
                    r"\s+(?P<a3>.+)$",
                    re.IGNORECASE)
# A sight asked for by kind, not by name ("swap the museum for something outdoors"): the part swap's (``swap``)
_ANY = lazy_compile(r"^\W*(?:something|anything|another|other|others|(?:a\s+)?different|somewhere|some|one\s+more)\b",
                    re.IGNORECASE)
_FILLER = frozenset("the a an that this those these thing one place trip pls please plz instead do see visit go to "
                    "can we could lets let's maybe rather some".split())


def _words(said: str) -> list[str]:
    return [w for w in re.findall(r"[a-z0-9']+", said.lower()) if w not in _FILLER]


def _having(words: list[str], names: list[str]) -> list[str]:
    """The names that have every word said (a plural said finds the singular: "parks")."""
    def has(name: str, word: str) -> bool:
        low = name.lower()
        return re.search(rf"\b{re.escape(word)}", low) is not None or (word.endswith("s") and word[:-1] in low)
    return [n for n in names if words and all(has(n, w) for w in words)]


def swap_asked(text: str) -> tuple[str, str] | None:
    """The sight to leave and the one to visit, as said ("the museum", "the aquarium"), or None."""
    found = _FOR.search(text.strip().rstrip("?!. "))
    if found is None:
        return None
    leave = found.group("a") or found.group("a2") or found.group("a3")
    visit = found.group("b") or found.group("b2") or found.group("b3")
    return None if _ANY.match(visit) else (leave.strip(" ,"), visit.strip(" ,"))


def sight_swapped(turn: Turn) -> dict[str, Any] | None:
    """A step before the trip parser (``understand._BEFORE_PARSING``): a planned sight swapped for a named one (the
    module's note); None when the message swaps no planned sight."""
    asked = swap_asked(turn.text) if turn.editing and turn.plan else None
    if asked is None:
        return None
    planned = list(dict.fromkeys(venue_name(s) for d in turn.plan or [] for s in str(d.get("attraction")).split(";")
                                 if s.strip(" -")))
    cities = list(dict.fromkeys(s.rpartition(",")[2].strip() for d in turn.plan or []
                                for s in str(d.get("attraction")).split(";") if s.strip(" -")))
    if any(_city_said(said, cities, turn.sandbox) for said in asked):
        return None  # "swap Butte for San Jose": a city of the route swapped (the trip parser's)
    leave = _having(_words(asked[0]), planned)
    if not leave:
        return None
    sights = [a.name for c in cities for a in turn.sandbox.attractions_in(c) if a.name]
    visit = [s for s in _having(_words(asked[1]), sights) if s not in leave]
    if not visit:
        return {"answer": f"I couldn't find {asked[1]} among the sights of {', '.join(cities)} in my data, so I kept "
                          f"{' and '.join(leave)}; nothing changed. Name another sight of the city to swap it for.",
                "problems": []}
    return update_of(_swapped(turn.state.get("trip") or {}, leave, visit[0]))


def _city_said(said: str, cities: list[str], sandbox: Any) -> bool:
    """Whether the words name a city (one of the trip's, or any the data has), not a sight."""
    name = " ".join(_words(said)).title()
    return name.lower() in {c.lower() for c in cities} or sandbox.state_of(name) is not None


def _swapped(trip: dict[str, Any], leave: list[str], visit: str) -> Understanding:
    """The edit: ``leave`` kept out of the plan (and no longer a must-see, if it was), ``visit`` a sight it must see."""
    local = trip.get("local_constraint") or {}
    draft = {**trip, "local_constraint": {
        **local, "avoid sights": list(dict.fromkeys([*(local.get("avoid sights") or []), *leave])),
        "must see": list(dict.fromkeys([*(s for s in local.get("must see") or [] if s not in leave), visit]))}}
    note = f"swapped {' and '.join(leave)} for {visit} (say \"undo\" to have it back)"
    return Understanding(cast(Any, draft), [], notes=[*changes(trip, draft), note], edit=True)
