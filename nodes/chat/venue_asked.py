"""A question about one restaurant or the stay of the plan, named by a word of its name ("what's big chill rated",
"how much is dinner at zizo", "hows the zizo place rated", "whats the house rated"): answered from the data's row for
it (its rating, what it costs), nothing changed.

Before, such a question met the day the place is on, the whole trip's meal costs, or the trip's summary line: the
figure asked for was never said. Asked as a question ("what", "how"), a place is named when a word of its name that
no other place of the plan shares (three letters or more, no word of food, stays or the calendar) is in the message, or
the stay as "the hotel", "the house", "the place we stay".
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.money import money
from himap_travel.nodes.chat.intent_words import LEAD
from himap_travel.nodes.chat.markdown import venue_name
from himap_travel.nodes.chat.reading_turn import WH_ASKED, Turn
from himap_travel.nodes.chat.venue_names import without_venue_names
from himap_travel.state.days import MEALS

# What is asked of the place: its rating, or its cost
# ("is salsa mexican grill good": "good" said last asks it too)
_RATING = lazy_compile(r"\b(?:rated|rating|ratings|stars?|reviews?|how\s+good|any\s+good|good\s+at\s+all)\b"
                       r"|\b(?:good|decent|legit|ok(?:ay)?)\W*$", re.IGNORECASE)  # ("is cherry comet decent")
# ... or asked yes or no ("is elan any good"), after the words a question may open with
_ASKED_IF = lazy_compile(LEAD + r"(?:is|are|r)\b", re.IGNORECASE)
# ... or by the figure's name alone, with a question mark and no word of a request ("coconuts fish cafe rating?",
# "nightly price of the house?"; "can we get one rated 4+?" asks for a change)
# ("hotel looks meh, something rated higher?" asks for another: a word of comparison or of another one is no question)
_BY_NAME_ASKED = lazy_compile(r"^(?![^?]*\b(?:can|could|would|will|want|need|get|find|book|swap|change|switch|make|add"
                              r"|pls|please|plz|something|somewhere|one|another|other|different|higher|lower|better|nicer|cheaper|fancier"
                              r"|worse|more|less|bad|meh)\b)"
                              r"[^?]+\?+\s*$", re.IGNORECASE)
# ... or by the figure's name, a please or not ("doughlicious rating pls", "lamandier rating"): the figure asked for,
# no change (a wish names what it wants: "a higher rating pls", "cheaper price pls" hold a word of one,
# ``_BY_NAME_ASKED``'s)
_FIGURE_PLEASE = lazy_compile(r"^(?![^?]*\b(?:can|could|would|will|want|need|get|find|book|swap|change|switch|make|add"
                              r"|something|somewhere|one|another|other|different|higher|lower|better|nicer|cheaper|fancier"
                              r"|worse|more|less|min(?:imum)?|max(?:imum)?|at\s+least|under|over|above|below"
                              # ... nor a rule taken back ("forget the hotel rating", "drop the price cap")
                              r"|forget|drop|remove|lose|scrap|ditch|ignore|cancel|clear|lift|no|without|skip|never|rid)\b)"
                              r"[^?]*\b(?:rating|ratings|price|cost)(?:\s+(?:a|per|each)\s+night)?(?:\s+(?:pls|plz|please))?\W*$",
                              re.IGNORECASE)
_COST = lazy_compile(r"\b(?:how\s+much|cost|costs|price|pricey|expensive)\b", re.IGNORECASE)
# (a stay's rate is its night's price: "whats the hotel rates")
_NIGHTLY = lazy_compile(r"\b(?:a|per|each|every)\s+night\b|\bnightly\b|/\s*night\b|\brates?\b", re.IGNORECASE)
# The plan's stay said by its kind
# (and the kinds of stay ``intent_preferences._STAY`` names: "whats the rental per night")
_STAY = lazy_compile(r"\b(?:hotel|house|apartment|apt|airbnb|studio|flat|condo|bnb|rental(?!\s+cars?)|cabin|villa|loft"
                    r"|place\s+we(?:'re|\s+are)?\s+stay\w*|stay"
                    r"|place(?=\s+(?:a|per|each)\s+night)"  # ("how much is the place a night")
                    r"|(?:a|per|each)\s+night\s+(?:is|for)\s+(?:the|our)\s+place)\b", re.IGNORECASE)  # ("how much a night is the place")
# Words too common in names to tell a place by
# (and the words that name a part of a trip: "swap the second city" never names "Big City Bread Cafe", "the hotel in
# the first city" never "First Eat"; and the everyday words a message says of anything: "oh great another early morning"
# never names "The Great Kabab Factory", "everything is close" never "Brooklyn Charmer, Close to Everything NYC!")
_COMMON = frozenset("the and cafe restaurant house kitchen food bar grill hotel inn room private apartment home with"
                    " from for our day days night nights time trip plan best new one top big"
                    " city cities stop stops town first second third fourth fifth last final next"
                    " great good nice little old real close everything".split())


def venue_asked(turn: Turn) -> dict[str, Any] | None:
    """The answer to a rating or cost question about one place of the plan; None when the message asks none."""
    unnamed = without_venue_names(turn.text, turn.plan or [])  # (the words of a request read outside the names)
    if not turn.editing or not turn.plan or not (WH_ASKED.match(turn.text) or _ASKED_IF.match(turn.text)
                                                 or _BY_NAME_ASKED.match(unnamed) or _FIGURE_PLEASE.match(unnamed)):
        # asked, never "can we get one rated 4+?"
        return None
    # ("whats the flat a night": a night's price asked with no word of money)
    rating, cost = bool(_RATING.search(turn.text)), bool(_COST.search(turn.text) or _NIGHTLY.search(turn.text))
    if not (rating or cost):
        return None
    place = place_named(turn.text, turn.plan)
    if place is None or (cost and not rating and place[0] != "restaurant" and not _by_name(turn.text, place[1])
                         and not _NIGHTLY.search(turn.text)):
        return None  # "how much is the hotel": the stay's whole cost over the trip, the plan's part answer says it
    kind, name, city, days = place
    row = place_row(turn.sandbox, kind, city, name)
    if row is None:
        return None
    return {"answer": _said(kind, row, days, rating, cost), "problems": []}


def _places(plan: Sequence[Mapping[str, Any]]) -> dict[tuple[str, str, str], list[str]]:
    """Each restaurant and stay of the plan, (kind, name, city), with where it is ("day 2 dinner", "night 1")."""
    found: dict[tuple[str, str, str], list[str]] = {}
    for number, day in enumerate(plan, 1):
        for meal in MEALS:
            entry = str(day.get(meal) or "-").strip()
            if entry != "-":
                found.setdefault(("restaurant", venue_name(entry), _city(entry)), []).append(f"day {number} {meal}")
        stay = str(day.get("accommodation") or "-").strip()
        if stay != "-":
            found.setdefault(("stay", venue_name(stay), _city(stay)), []).append(f"night {number}")
    return found


def _city(entry: str) -> str:
    return entry.rsplit(",", 1)[-1].strip()


def _tokens(text: str) -> set[str]:
    """The words of ``text`` (three letters or more), apostrophes dropped: "dunderbaks" names "Dunderbak's"."""
    return {w.replace("'", "").replace("’", "") for w in re.findall(r"[a-z0-9'’]{3,}", text.lower())}


def _words(name: str) -> set[str]:
    return {w for w in _tokens(name) if w not in _COMMON}


def place_named(text: str, plan: Sequence[Mapping[str, Any]]) -> tuple[str, str, str, list[str]] | None:
    """The one place of the plan the message names by a word of its own (else the stay, said by its kind): its kind
    ("restaurant", "stay"), name, city and where the plan has it. One home for a question about it and a swap of it."""
    places = _places(plan)
    said = _tokens(text)
    counts = Counter(word for _kind, name, _town in places for word in _words(name))
    named = [key for key in places if any(counts[w] == 1 and w in said for w in _words(key[1]))]
    if len(named) == 1:
        return (*named[0], places[named[0]])
    stays = [key for key in places if key[0] == "stay"]
    if not named and len(stays) == 1 and _STAY.search(text):
        return (*stays[0], places[stays[0]])
    return None


def _by_name(text: str, name: str) -> bool:
    """Whether the message says a word of the place's own name (not only its kind, "the hotel")."""
    return bool(_words(name) & _tokens(text))


def place_row(sandbox: Any, kind: str, city: str, name: str) -> Any:
    """The data's row of a restaurant or a stay ("stay") of the plan, by its name in its city; None if none."""
    rows = sandbox.restaurants_in(city) if kind == "restaurant" else sandbox.accommodations_in(city)
    return next((r for r in rows if r.name.strip() == name), None)  # (the data has names with a space at the end)


def _said(kind: str, row: Any, where: list[str], rating: bool, cost: bool) -> str:
    """The answer: the place, where the plan has it, and the figures asked for (both when the question names neither
    plainly)."""
    parts = []
    if rating:
        score = row.rating if kind == "restaurant" else row.review_rate
        parts.append(f"rated {score:.1f} of 5 in my data" if score else "not rated in my data")
    if cost:
        parts.append(f"about {money(row.average_cost or 0)} a person for a meal" if kind == "restaurant"
                     else f"{money(row.price or 0)} a night ({row.room_type}, up to {int(row.maximum_occupancy or 1)} guests)")
    return f"{row.name.strip()} ({', '.join(where)}) is {' and '.join(parts)}. Nothing changed."
