"""Capitalised names no reader took (``names_unread``: "the Orlando Science Center" beside a clause read for its
amount), a clause that is a name alone (``name_alone``: "Dollywood!!"), a name said before a wish to see it
(``musts_unread``: "epcot is a must"); the spans of the names the constraints read (``taken_names``), indexed once per
request (``Names``); and the words that name nothing (``NOT_A_NAME``).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence

from himap_travel.domain.constraints import city_order, must_see, named_places, said_alone_keys, sight_kinds
from himap_travel.domain.constraints.cuisine import names_a_cuisine
from himap_travel.domain.parsing.clause_talk import CRIES, PLAIN_WORDS, WORD
from himap_travel.domain.parsing.party_names import named_travellers
from himap_travel.domain.parsing.party_words import PARTY_WORD
from himap_travel.domain.parsing.unread_wish import Spans
from himap_travel.domain.text.english import is_english, is_rare_english
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.spans import SpanSet
from himap_travel.domain.text.words import DOG_BREEDS
from himap_travel.state.trip import CityPlace


def taken_names(text: str, values: Sequence[object]) -> list[tuple[int, int]]:
    """The spans of ``text`` where a name or a number read as a constraint's value is written (case aside): ``values``
    are the constraints' values as read, before matching to the data ("SeaWorld Orlando", ["Mexican", "Fast Food"],
    4.0 for "but at least 4")."""
    said = {one for value in values for v in _named(value)
            for one in v.split(must_see.CHOICE) if one.strip()}  # a choice of sights: each of its names
    numbers = {f"{v:g}" for v in values if isinstance(v, (int, float)) and not isinstance(v, bool)}
    words = [rf"(?<!\w){re.escape(v)}(?!\w)" for v in sorted(said, key=len, reverse=True)]
    words += [rf"(?<![\w.]){re.escape(n)}(?![\w]|\.\d)" for n in sorted(numbers, key=len, reverse=True)]
    if not words:
        return []
    return [m.span() for m in re.finditer("|".join(words), text, re.IGNORECASE)]


def _named(value: object) -> list[str]:
    """The names a constraint's value holds: a name, a list of names, or the cities of an order's rules."""
    items = value if isinstance(value, list) else [value]
    return [n for v in items for n in ([v] if isinstance(v, str) else city_order.cities([v]) if isinstance(v, CityPlace) else [])]


_NAME = lazy_compile(named_places.NAME)
_PARTY_REACH = 40  # characters before a name looked at for a party word: a bounded look, or a long clause reads in squared time
# "our dog Biscuit", "my husband, John,", "the dog's name is Chili", "our cat, called Miso"
_PARTY_NAMED = lazy_compile(rf"\b{PARTY_WORD.pattern}(?:['’]s\s+name\s+is|\s*,?\s*(?:named|called|aka))?\s*,?\s*$", re.IGNORECASE)
# ... or right before the name ("Biscuit our golden retriever", "Max, my dog", "Biscuit the beagle")
_NAMED_PARTY = lazy_compile(rf"\s*,?\s*(?:our|my|the)\s+(?:[a-z]+\s+){{0,2}}?(?:{PARTY_WORD.pattern}|{DOG_BREEDS})\b", re.IGNORECASE)
# ... nor do currency codes and the short words of a count ("2 pax, USD 1,000")
# ... nor the short words travellers write for their kin ("my BIL smokes", "DH and I", "SO")
_KIN_SHORT = frozenset("bil sil mil fil dh dw dd ds bf gf bff".split())
# How a letter addresses its reader ("Dear Sir or Madam", "Dear Assistant"): no name of a place
_ADDRESSED = frozenset({"dear", "sir", "madam", "assistant"})
# A list's heading ("Changes:\n* budget 1300", "Updates:", "Notes:"): no name of a place
_HEADINGS = frozenset({"changes", "updates", "edits", "notes", "details", "requirements", "request", "requests"})
NOT_A_NAME = frozenset(w.lower() for w in named_places.ORDINARY) | PLAIN_WORDS | {"usd", "us", "eur", "gbp", "cad", "aud", "pax", "ppl"} \
    | _KIN_SHORT | _ADDRESSED | _HEADINGS

_ROUTE_BEFORE = lazy_compile(r"\b(?:from|to|via|towards?)\s+(?:the\s+)?$", re.IGNORECASE)

# "... in tampa", "... (tampa)", "... near salina" (where the name is: its city, said close by)
_WHERE_AFTER_A_NAME = lazy_compile(r"\s+(?:in|at|near|outside(?:\s+of)?)\s+$|\s*\(\s*$", re.IGNORECASE)
# Where one of the party lives or comes from ("we're from Minnesota", "my sister lives in Jerome"): talk, no wish
_HOME_BEFORE = lazy_compile(r"(?:['’]re|\bare|['’]m|\bam|\bcome|\bcomes|\bcoming)\s+from\s+(?:the\s+)?$"
                            # ... or lived once ("she lived in Lyon for a year", "he studied in Boston")
                            r"|\b(?:lives?|lived|living|grew\s+up|born|raised|based|studied|worked)\s+(?:in|near|outside(?:\s+of)?)\s+"
                            r"(?:the\s+)?$"
                            # ... or the place a reason after a wish says the trip is in ("bbq at least once, it's Texas")
                            r"|,\s*(?:it['’]s|it\s+is|this\s+is)\s+$", re.IGNORECASE)
_KIND_GAP = lazy_compile(rf"\s+(?:{said_alone_keys.OTHER_KIND})", re.IGNORECASE)  # a kind of place after a name read


def _placed(text: str, at: int, names: Spans, places: Spans) -> bool:
    """Whether the word at ``at`` is in a place said of a name read just before it ("Rain Tree Grill in Denver"): where
    the name is, no wish of its own."""
    place = next(((s, e) for s, e in places if s <= at < e), None)
    if place is None:
        return False
    link = _WHERE_AFTER_A_NAME.search(text, max(0, place[0] - 6), place[0])
    # ... or read with its kind of place after it, in other words than the data's ("the air force museum in dayton")
    return link is not None and any(e == link.start() or _KIND_GAP.fullmatch(text, e, link.start()) for _, e in names)


_A_WORD = lazy_compile(r"[A-Za-z][\w'’-]*")
_MUST_REACH = 40  # characters before a wish looked at for the words it is said of


def _english_word(word: str) -> bool:
    """An English word, or one of English words joined by hyphens ("pet-friendly please" is the house rule's, no name)."""
    return all(is_english(part) for part in word.split("-") if part) if "-" in word else is_english(word)


def _plain_word(word: str) -> bool:
    """A word English says often enough to be no name of a place ("zoo", "pet-friendly"), or one of food ("bakeries are
    a must": the cuisine's reader's), where a rare one may be ("disneyland", "legoland": in the word list, but said as
    names)."""
    return names_a_cuisine(word) or all(not is_rare_english(part) for part in word.split("-") if part)


def musts_unread(text: str, start: int, end: int, names: Names) -> list[tuple[int, str]]:
    """(where, the words) of the words said right before a wish to see them in the clause ``text[start:end]`` ("epcot
    is a must for the kids") that no reader took and that are no English words: a name the data lacks, named even where
    another reader took the clause (the kids), never dropped in silence. English words end the run ("the zoo is a
    must" is the kind's reader's, "wifi" the amenities')."""
    found = []
    for wish in must_see.MUST_AFTER.finditer(text, start, end):
        words = list(_A_WORD.finditer(text, max(start, wish.start() - _MUST_REACH), wish.start()))
        run: list[re.Match[str]] = []
        # "disneyland is a must": a rare word is a name; before "please" ("skip the bakeries please") any English word ends it
        plain = _english_word if wish.group(0).strip(" ,").lower().startswith("please") else _plain_word
        for word in reversed(words):
            if (word.end() != (run[0].start() - 1 if run else wish.start()) or plain(word.group().lower())
                    or names.read.overlaps(word.start(), word.end())):
                break
            run.insert(0, word)
        if run:
            found.append((run[0].start(), text[run[0].start():run[-1].end()]))
    return found


class Names:
    """The spans of the names readers took, indexed once per request: each clause looks up the names in it by
    bisection, where a scan of them all per clause (or per word) read long texts in squared time."""

    def __init__(self, spans: Spans) -> None:
        self.spans = list(spans)
        self.read = SpanSet(self.spans)
        self._by_end = sorted(range(len(self.spans)), key=lambda i: self.spans[i][1])
        self._ends = [self.spans[i][1] for i in self._by_end]

    def ending_in(self, start: int, end: int) -> list[tuple[int, int]]:
        """The names ending in ``[start, end)``, in the order they were given."""
        at = sorted(self._by_end[bisect_left(self._ends, start):bisect_left(self._ends, end)])
        return [self.spans[i] for i in at]


# A sight said by its kind, "the" before it ("the kids would love the zoo", "the aquarium sounds fun"): one sight meant
_A_KIND = lazy_compile(rf"\bthe\s+(?:\w+\s+)?{sight_kinds.SIGHT_KIND}\b(?!['’]?s\b)", re.IGNORECASE)


def kinds_unread(text: str, start: int, end: int, names: Names) -> list[tuple[int, str]]:
    """(where, the words) of each sight said by its kind in the clause ``text[start:end]`` that no reader took: a clause
    read for something else ("the kids would love the zoo" is read for the children) would drop it in silence. A kind
    said in the plural ("kids love zoos") is a taste, talk; nor is a kind a name read in the clause holds ("the dallas
    world aquarium ..., the aquarium itself": that sight said again)."""
    named = " ".join(text[s:e].lower() for s, e in names.ending_in(start, end))
    return [(m.start(), m.group()) for m in _A_KIND.finditer(text, start, end)
            if not names.read.overlaps(m.start(), m.end()) and m.group().split()[-1].lower() not in named]


def names_unread(text: str, start: int, end: int, names: Names, places: Spans = (), route: bool = False) -> list[tuple[int, str]]:
    """(where, the words) of each capitalised name of the clause ``text[start:end]`` that is more than the names readers
    took (``names``): its words outside them, less words that name nothing ("We", "Hotel"). The word opening the clause
    is capitalised as its sentence's first ("Cheap eats ...", "Avoid San Antonio please"), not as a name's, unless it
    is a place (``places``: "Orlando has to be one of them"); a name right after a word for one of the party or a pet
    ("our dog Biscuit", "my husband John") is who travels. With ``route``, a name after "from" / "to" is skipped: a
    place said (known or not) is the places' reader's ("to Gotham City" is asked for as the destination)."""
    unread = []
    clause = text[start:end]  # where its first word is, once (a slice up to each name read long clauses in squared time)
    first = start + len(clause) - len(clause.lstrip(" ,\"'("))
    for m in _NAME.finditer(text, start, end):
        if m.start() > 0 and text[m.start() - 1].isalnum():  # inside a word or an amount ("$2K"): no name
            continue
        words = [(w.start(), w.group()) for w in re.finditer(r"[\w'’&!.-]+", m.group())]
        if m.start() <= first and words and not any(s <= m.start() + words[0][0] < e for s, e in places):
            words = words[1:]
        left = [(m.start() + at, word) for at, word in words
                if not names.read.overlaps(m.start() + at, m.start() + at + len(word))
                and not _placed(text, m.start() + at, names.spans, places)
                and word.lower().split("'")[0] not in NOT_A_NAME and re.search(r"[A-Za-z]", word)
                and not PARTY_WORD.fullmatch(word)]  # one of the party written with a capital ("mit meiner Freundin")
        if not left:  # the looks back below are the dearest: only a name with words left is worth them
            continue
        if route and _ROUTE_BEFORE.search(text, max(start, m.start() - 12), m.start()):  # "to Gotham City": the places' reader's
            continue
        if _PARTY_NAMED.search(text, max(start, m.start() - _PARTY_REACH), m.start()) or _NAMED_PARTY.match(text, m.end()):
            continue  # one of the party or a pet, "our dog Biscuit" or "Biscuit our golden retriever": who travels
        if any(s <= m.start() < e for s, e in named_travellers(text)):  # "me, Sam and Priya": travellers by first name
            continue
        if _HOME_BEFORE.search(text, max(start, m.start() - 24), m.start()):  # "we're from Minnesota": the party's home
            continue
        unread.append((left[0][0], text[m.start() + words[0][0]:m.end()].removeprefix("the ")))
    return unread


# A clause that is a name and nothing else ("Dollywood!!", "the Everglades", "Kennedy Space Center"): with no reader
# taking it, a place to see the data has no row for, named; never passed over as a sentence's first word.
_NAME_ALONE = lazy_compile(rf"[\s\"'(]*(?:the\s+)?(?P<name>{named_places.NAME})(?:\s+(?i:{said_alone_keys.OTHER_KIND}))?"
                           r"[\s\W]*")


def name_alone(text: str, start: int, end: int, taken: SpanSet) -> bool:
    """Whether the clause ``text[start:end]`` is only a capitalised name, none of it taken by a reader (``taken``) and
    not a word that names nothing ("Thanks!!", "Hello")."""
    m = _NAME_ALONE.fullmatch(text, start, end)
    if m is None or taken.overlaps(m.start("name"), m.end("name")):
        return False
    return any(w.lower().split("'")[0] not in NOT_A_NAME | CRIES for w in WORD.findall(m.group("name")))
