"""The plan's bookings, and the ways a traveller names one of them in passing ("Joe's Diner", "joes diner", "the pink
house" for Olde Pink House, "joe's", "telfair", "the oasis").

A report of something gone ("telfair closed permanently??", "the oasis lost our booking") or of a new price ("oasis is
now 250/night") names the booking as people say it: often by one word of its name. One word names it only where it
cannot be taken for another thing: the first or the last word of the name, of five letters or more (or a possessive
first word, "joe's"), no word of the city, no small word, not one of English's most frequent words ("private",
"pink", "house" never name a place alone), and no other booking's name holds it. A part of a venue said
("the museum's gift shop", "the hotel pool") is not the venue (``VENUE_PART``).
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.text.english import is_common_english
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.markdown import venue_name
from himap_travel.planning.monitor.phrases import VENUE_PART
from himap_travel.state.days import MEALS

Booking = tuple[str, str, int, str]  # (kind, "Name, City", day, what it is booked as: a meal, a sight's place, "night")

SHORTEST_NAME = 4  # a shorter name ("Bo") is a word of any message, not the place
_SHORTEST_WORD = 5  # one word of a name names it from this length on ("oasis", "dhaba"; never "olde", "inn")
_WEAK_FIRST = frozenset("the a an on in of at and by to for with de la le el".split())
# A sight said by its kind ("the aquarium"): the plan's sight whose name holds that word. "sight", "tour" name no kind;
# a part of it said ("the museum's gift shop") is no it.
SIGHT_KIND = lazy_compile(r"\b(museum|park|aquarium|zoo|garden|gallery|theat(?:er|re)|monument|memorial|cathedral|church|castle"
                          rf"|market|beach|tower|bridge|fort)s?\b(?!(?:['’]s)?\s+{VENUE_PART})", re.IGNORECASE)
# A restaurant said by its kind ("the diner"): the plan's restaurant whose name holds that word.
RESTAURANT_KIND = lazy_compile(r"\b(diner|grill|pizzeria|bistro|tavern|pub|bakery|steakhouse|taqueria|cantina|deli|brewery"
                               rf"|dhaba|trattoria|brasserie|noodle\s+bar|sushi\s+bar|oyster\s+bar)s?\b(?!(?:['’]s)?\s+{VENUE_PART})",
                               re.IGNORECASE)
_PART_AFTER = lazy_compile(rf"\s+{VENUE_PART}", re.IGNORECASE)  # (on plain text: "the museums gift shop")


def _kind(text: str) -> bool:
    """Whether ``text`` is a word of a kind ("aquarium", "diner"): said alone it is read by its kind, on the day said."""
    return bool(SIGHT_KIND.fullmatch(text) or RESTAURANT_KIND.fullmatch(text))


def bookings(plan: list[dict[str, Any]]) -> list[Booking]:
    """(kind, "Name, City", day, what it is booked as) for each restaurant, sight and stay the plan books."""
    found: list[Booking] = []
    for n, day in enumerate(plan, 1):
        for meal in MEALS:
            found += [("restaurant", str(day[meal]).strip(), n, meal)] if str(day.get(meal) or "-").strip() != "-" else []
        sights = [s.strip() for s in str(day.get("attraction") or "-").split(";") if s.strip() not in ("", "-")]
        found += [("attraction", sight, n, f"{k}") for k, sight in enumerate(sights, 1)]
        stay = str(day.get("accommodation") or "-").strip()
        found += [("lodging", stay, n, "night")] if stay != "-" else []
    return found


def plain(text: str) -> str:
    """Lower case without apostrophes: "Joe's Diner" and "joes diner" are said alike."""
    return re.sub(r"['’]", "", text.lower())


def said_names(name: str, booked: list[Booking]) -> list[str]:
    """The ways a booked place is named, in plain form (the module's note): its name; its name less the first word
    where two or more words are left, the first of them no small word, and no other booking's name ends so ("pink
    house" for Olde Pink House; never "on wheels" for Dhaba On Wheels); one word of it that names nothing else."""
    said = plain(name)
    forms = [said] if len(said) >= SHORTEST_NAME else []
    words = said.split()
    others = [plain(venue_name(entry)) for _kind, entry, _day, _as in booked if plain(venue_name(entry)) != said]
    tail = " ".join(words[1:])
    if len(words) >= 3 and words[1] not in _WEAK_FIRST and len(tail) >= 2 * SHORTEST_NAME:
        forms += [tail] if not any(other.endswith(tail) for other in others) else []
    return forms + _one_words(name, words, others, booked)


def _one_words(name: str, words: list[str], others: list[str], booked: list[Booking]) -> list[str]:
    """The first or last word of a name of two words or more that names it alone (the module's note)."""
    if len(words) < 2:
        return []
    cities = {word for _kind, entry, _day, _as in booked for word in plain(entry.rpartition(",")[2]).split()}
    possessive = re.match(r"\w+['’]s\b", name) is not None  # "Joe's Diner": "joe's"
    picked = [w for w in dict.fromkeys((words[0], words[-1])) if (len(w) >= _SHORTEST_WORD or (possessive and w == words[0]))
              and w not in _WEAK_FIRST and w not in cities and not _kind(w)
              and not is_common_english(w.removesuffix("s") if possessive and w == words[0] else w)]
    return [w for w in picked if not any(re.search(rf"\b{re.escape(w)}\b", other) for other in others)]


def named_in(text: str, booked: list[Booking], kinds: tuple[str, ...] = ("restaurant", "attraction", "lodging")) -> str | None:
    """The booking of ``kinds`` that ``text`` names (``said_names``), as ``KIND:Name, City``; a part of it said ("the
    museum's gift shop") is not it. None when it names none."""
    said = plain(text)
    for kind, entry, _day, _as in booked:
        if kind not in kinds:
            continue
        found = [m for name in said_names(venue_name(entry), booked) for m in re.finditer(rf"\b{re.escape(name)}s?\b", said)]
        if found and not any(_PART_AFTER.match(said, m.end()) for m in found):
            return f"{kind}:{entry}"
    return None
