"""Sights and restaurants of the trip's cities named with no cue: "the Liberty Bell obviously", "kids would LOVE the
please touch museum", "the Hermitage", "a show at the Ryman", "kennywood? no thanks", "Tony Roma's for ribs".

``must_see`` and ``avoid_sights`` read a name after (or before) the words of a wish ("visit", "skip", "is a must").
People also name a sight alone, trusting the name to say what they want. Such a name is read here, and only where the
data decides it is one: the name (case, "the" and punctuation apart) is an attraction of the trip's cities, or the
first or last words of exactly one of them ("the Ryman" for "Ryman Auditorium", "the henry ford museum"), never words
that name nothing on their own ("the art museum", "the park": ``GENERIC``). A name in lower case is read only where a
name stands (a clause's opening, after "the"), so plain words ("from my point of view") are never a sight. A
restaurant is read the same way, by its whole name written capitalised ("Beijing Cafe one night": no cafe asked
for, the readers read the text with these names blanked); a name both tables have in the trip's cities is neither.

Its clause says whether it is wanted: a clause (or the short part right after it: "skip it", "no thanks") that rules
out ("no", "not", "skip", "isn't for me", "no-go") avoids it; a clause about the past ("we saw it last year") asks
for nothing and is left to the unread naming; any other wants it. Linear in the text: at each word only the lengths of
the names that word starts are tried.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from rapidfuzz import fuzz

from himap_travel.domain.constraints import must_see, named_places, restaurant_names
from himap_travel.domain.constraints.base import Spans, TripPlaces
from himap_travel.domain.text import negation
from himap_travel.domain.text.city_names import CITY_ALIASES
from himap_travel.domain.text.words import NOT_AFTER_ABBREVIATION

GENERIC = named_places.PLAIN_NAME_WORDS  # words that name no sight on their own ("the art museum", "the park")
_JOINING = frozenset("a an and the of at in on for to by with".split())
_ORDINARY = frozenset(w.lower() for w in named_places.ORDINARY)  # "We", "Please": a sentence's first word names nothing
_MIN_SINGLE = 5  # letters: a single word in lower case shorter than this is too likely a plain word
_LONGEST = 12  # words: no attraction's name is longer
_WORD = re.compile(r"[A-Za-z0-9]+(?:['’][A-Za-z0-9]+)*|&")
# a sentence, or its part after a question ("kennywood? no thanks")
_BREAK = re.compile(rf"{NOT_AFTER_ABBREVIATION}[.!;\n]+(?=\s|$)|\?+\s*")
_PART = re.compile(r",|\s+(?:but|though|although)\b", re.IGNORECASE)
_RULED_OUT = re.compile(
    r"\b(?:no|not|never|none|nope|nah|nobody|no\s+one|skip\w*|avoid\w*|without|pass\s+on|hate|hates|dislike\w*|no[\s-]go|rather\s+not"
    r"|(?:hard|we'll|i'll)\s+pass"  # "wishing tree? nah", "nauticus? hard pass"
    r"|steer\s+(?:clear|away)|(?:stay|keep)\s+away)\b"
    rf"|n't\b|n’t\b|\b(?:is|are|'s|’s)\s+{negation.REFUSAL}\b", re.IGNORECASE)  # "seaworld is off the table" (not "is non-negotiable")
_PAST = re.compile(r"\b(?:last\s+(?:time|year|summer|trip)|already|before|visited|went|been|saw|seen|did\s+that)\b", re.IGNORECASE)
_GAP = re.compile(r"['’]?\s*[-–&|/]?\s*")  # between two words of one name: no comma ("American, Indian" is a list); "O' Time"
_SHORT_PART = 4  # words: a part after the names that only rules them out ("skip it", "no thanks")


@dataclass(frozen=True)
class Said:
    """A sight or a restaurant named alone: where (``start``, ``end``), the data's name, its ``kind`` ("sight",
    "restaurant"), and whether its clause rules it out."""

    start: int
    end: int
    name: str
    kind: str
    ruled_out: bool


# Where each kind goes: (wanted, ruled out)
_KEYS = {"sight": ("must_see", "avoid_sights"), "restaurant": ("eat_at", "avoid_restaurants")}


def said_alone(text: str, where: TripPlaces, taken: Spans, unknown_word: Callable[[str], bool] | None = None,
               common_word: Callable[[str], bool] | None = None) -> list[Said]:
    """The sights and restaurants of the trip's cities ``text`` names with no cue, none inside a span readers ``taken``.
    ``unknown_word``: whether a word (lower case) is no English word; such a word opening a clause that only part of one
    sight's name holds is that sight ("motown, indian food", "vizcaya, my mom loves gardens"; never "frost").
    ``common_word``: whether it is one of English's most frequent words: in lower case, with no wish to go said before
    it, such a part of one sight's name is the word ("first time in the south": no South Carolina Aquarium)."""
    index, sizes, short = _indexed(where)
    if not index:
        return []
    words = [(m.start(), m.end(), _word_key(m.group(0))) for m in _WORD.finditer(text)]
    found: list[tuple[int, int, str, str]] = []
    after_a_name = _ListedAfter(text, taken)
    i = 0
    while i < len(words):
        listed = after_a_name(words[i][0])
        hit = next((size for size in sorted(sizes.get(_plain(words[i][2]), ()), reverse=True)
                    if i + size <= len(words) and (spelled := _key(w[2] for w in words[i:i + size])) in index
                    and all(_joined(text, words[k], words[k + 1]) for k in range(i, i + size - 1))
                    and _stands_as_name(text, words[i][0], words[i + size - 1][1], size, index[spelled][1], listed)
                    and not _plain_plural(text, words[i], size, index[spelled][0])
                    and not _inner_goes_on(text, spelled, index[spelled][0], words[i + size - 1][1])
                    and not _common_words(text, words[i:i + size], index[spelled][0], common_word)
                    and not (size == 1 and _an_initial(text, words[i][0], words[i][1]))  # "c.m. russell": no "The M"
                    and (spelled not in short or (bool(_THE.search(text, 0, words[i][0]))
                                                  and not _a_common_word(text, words[i], size, unknown_word, common_word))
                         or (listed and not _a_common_word(text, words[i], size, unknown_word, common_word))
                         or _unknown_opening(text, words[i], size, unknown_word)
                         or _unknown_cued(text, words[i], size, unknown_word)
                         or bool(_TOURED.match(text, words[i + size - 1][1]))
                         or _capitalised_said_so(text, words[i][0], words[i + size - 1][1]))
                    and not (spelled in short and (_LEG_AFTER.match(text, words[i + size - 1][1])
                                                   or _BEHIND_THE.search(text, 0, words[i][0])))), None)
        key: str | None = None if hit is None else _key(w[2] for w in words[i:i + hit])
        if hit is None and (misspelt := _misspelt(text, words, i, index)) is not None:
            hit, key = misspelt
        if hit is not None and key is not None and _another_kind(words, i + hit, key, index[key][0]):
            hit = None  # "Red Rocks amphitheater" is no "Red Rock Canyon Open Space": a near miss, named unread
        if hit is None or key is None:
            i += 1
            continue
        start, end = words[i][0], words[i + hit - 1][1]
        if _FOR_THE.search(text, max(0, start - 10), start) and key != _key(re.findall(r"[a-z0-9]+", named_places.normal(index[key][0]))):
            i += hit  # "pier 39 for the sea lions": part of a name after "for the" is what a visit is for, not Monterey Sea Lions
            continue
        if not any(s <= start and end <= e for s, e in taken):  # a word of it read alone ("Cafe") is no reading of the name
            found.append((start, end, *index[key]))
            after_a_name.add(end)
        i += hit
    found += _kinds_listed(text, [*taken, *((f[0], f[1]) for f in found)])
    names = sorted([*taken, *((f[0], f[1]) for f in found)])  # every name of the text, read here or by the readers
    return [said for said in (_judged(text, *f, names=names) for f in found
                              if not _located(text, f[0]) and not _cheered(text, f[0]) and not _owned(text, f[0]))
            if said is not None]


# A letter of initials ("C.M.", "J. R."): part of a name's initials, never a name of one letter on its own
_INITIAL_AFTER = re.compile(r"\.\s?[A-Za-z]\.")
_INITIAL_BEFORE = re.compile(r"\b[A-Za-z]\.\s?$")


_CLAUSE_OPENING = re.compile(r"(?:^|[.!?;,(:])\s*$")


def _unknown_opening(text: str, word: tuple[int, int, str], size: int, unknown_word: Callable[[str], bool] | None) -> bool:
    """Whether one word of a name said in short opens its clause and is no English word ("motown, ...")."""
    return (size == 1 and unknown_word is not None and bool(_CLAUSE_OPENING.search(text, max(0, word[0] - 4), word[0]))
            and unknown_word(word[2]))


_DOT_GAP = re.compile(r"\.\s?")  # after a word of one or two letters: "C. M. Russell Museum", "St. Louis Cathedral"


def _unknown_cued(text: str, word: tuple[int, int, str], size: int, unknown_word: Callable[[str], bool] | None) -> bool:
    """Whether one word of a name said in short, no English word, comes right after a word that wishes or rules out a
    place ("no legoland, we're adults": LEGOLAND Discovery Center Columbus)."""
    return (size == 1 and unknown_word is not None and bool(_CUED.search(text, max(0, word[0] - 8), word[0]))
            and unknown_word(word[2]))


def _joined(text: str, word: tuple[int, int, str], following: tuple[int, int, str]) -> bool:
    """Whether two words stand in one name: nothing but an apostrophe, a dash or a space between them, or a period
    after an initial or a short form ("c.m. russell museum", "st louis cathedral" said "st. louis")."""
    return bool(_GAP.fullmatch(text, word[1], following[0])
                or (word[1] - word[0] <= 2 and _DOT_GAP.fullmatch(text, word[1], following[0])))


def _an_initial(text: str, start: int, end: int) -> bool:
    return end - start == 1 and text[end:end + 1] == "." and bool(
        _INITIAL_AFTER.match(text, end) or _INITIAL_BEFORE.search(text, max(0, start - 3), start))


# A sight said by its kind as an item of a list of wishes ("the aquarium, seafood, and nothing over $300 a night",
# "fort mchenry + the science center", "..., and the lighthouse"): the one sight of that kind in the trip's cities,
# or a problem naming the candidates (``named_places.resolve_sights``), never passed over.
_KIND_ITEM = re.compile(rf"\bthe\s+{named_places.SIGHT_KIND}\b", re.IGNORECASE)
_ITEM_BEFORE = re.compile(r"(?:^|[.!?;,+&(]|\band|\bplus|\bn)\s*$", re.IGNORECASE)  # "the perot museum n the aquarium"
_ITEM_AFTER = re.compile(r"\s*(?:$|[.!?;,+)]|and\b|plus\b)", re.IGNORECASE)


def _kinds_listed(text: str, names: Spans) -> list[tuple[int, int, str, str]]:
    """(start, end, the kind as said, "sight") for each sight said by its kind alone as an item of a list."""
    found = []
    for m in _KIND_ITEM.finditer(text):
        alone = _ITEM_BEFORE.search(text, max(0, m.start() - 8), m.start()) and _ITEM_AFTER.match(text, m.end())
        if not alone or any(s < m.end() and m.start() < e for s, e in names) or _located(text, m.start()):
            continue
        found.append((m.start(), m.end(), m.group(0).lower(), "sight"))
    return found


# Words for a kind of place: said right after a name in short, one the data's name lacks makes it another place
OTHER_KIND = ("amphitheater|amphitheatre|theater|theatre|stadium|arena|ballpark|field|park|museum|zoo|aquarium|gardens?"
              "|center|centre|hall|tower|bridge|beach|lake|falls|mountain|canyon|island|trail|castle|cathedral|church"
              "|market|pier|mall|observatory|planetarium|lighthouse|monument|memorial|palace|fort|square|site|mansion"
              "|overlook|preserve|cave|springs?|waterfall")
_OTHER_KIND = re.compile(rf"(?:{OTHER_KIND})", re.IGNORECASE)


def _another_kind(words: Sequence[tuple[int, int, str]], after: int, key: str, name: str) -> bool:
    """Whether the word after a name said in short (``key``, part of the data's ``name``; word index ``after``) is a
    kind of place the data's name does not say. A whole name may be followed by its kind ("the Broad museum")."""
    whole = _key(named_places.normal(name).split())
    if after >= len(words) or key == whole:
        return False
    word = words[after][2]
    return bool(_OTHER_KIND.fullmatch(word)) and _plain(word) not in whole.split()


# Short forms people write inside a sight's name ("cheyenne mtn zoo", "honky tonk hwy", "empire state bldg")
_SHORT_FORMS = {"mtn": "mountain", "mt": "mount", "ft": "fort", "hwy": "highway", "bldg": "building", "ctr": "center",
                "natl": "national", "intl": "international", "mus": "museum", "ww2": "wwii", "ww1": "wwi"}


def _word_key(word: str) -> str:
    """A word as a key holds it: lower case, no apostrophe, "&" as "and", a short form written out."""
    key = "and" if word == "&" else re.sub(r"['’]", "", word.lower())
    return _SHORT_FORMS.get(key, key)


_MISSPELT_WORDS = (2, 3, 4)  # a misspelt name is read among sight names of so many words ("fort mchenery")
_SPELLINGS: dict[int, tuple[object, dict[str, list[str]]]] = {}


def _misspelt(text: str, words: Sequence[tuple[int, int, str]], i: int, index: _Index) -> tuple[int, str] | None:
    """(its length in words, the key) of a sight's name of two words or more written from word ``i`` with a small
    typo ("fort mchenery", "the georgia aquariam", "alcatras island"): the key sharing its first or last word closest
    to it (``named_places.ACCEPT``), where a name stands. Only keys sharing a word are compared: linear in the text."""
    anchors = _anchors(index)
    best: tuple[float, int, str] | None = None
    for size in _MISSPELT_WORDS:  # the gaps of the shorter sizes held: only the one after the last word is new
        if i + size > len(words) or not _GAP.fullmatch(text, words[i + size - 2][1], words[i + size - 1][0]):
            break
        first, last = _plain(words[i][2]), _plain(words[i + size - 1][2])
        keys = {*anchors.get(f"<{first}", ()), *anchors.get(f">{last}", ())}
        if not keys:  # most words start and end no name: nothing to compare (issue 44: a fifth of a reading's CPU)
            continue
        said = _key(w[2] for w in words[i:i + size])
        for key in keys:
            score = fuzz.ratio(said, key) if _one_typo(said, key) else 0
            if score >= named_places.ACCEPT and (best is None or score > best[0]):
                best = (score, size, key)
    if best is None or not _stands_as_name(text, words[i][0], words[i + best[1] - 1][1], best[1], "sight"):
        return None
    return best[1], best[2]


_MISSPELT_SHORTEST = 8  # characters: a shorter name is too near other words to read a typo in it
_TYPO_WORD = 75  # the one word that differs is this close (rapidfuzz ratio) to the name's, and 4 letters or more


def _one_typo(said: str, key: str) -> bool:
    """Whether ``said`` is ``key`` (as long, in words) with one word misspelt: "fort mchenery", not "pensacola and"."""
    pairs = [(a, b) for a, b in zip(said.split(), key.split(), strict=False) if a != b]
    return (len(said.split()) == len(key.split()) and len(key) >= _MISSPELT_SHORTEST and len(pairs) == 1
            and min(len(pairs[0][0]), len(pairs[0][1])) >= 4 and fuzz.ratio(*pairs[0]) >= _TYPO_WORD)


def _anchors(index: _Index) -> dict[str, list[str]]:
    """The sight keys of two words or more by their first word ("<fort") and their last (">island"), once per index."""
    held = _SPELLINGS.get(id(index))
    if held is None or held[0] is not index:
        if len(_SPELLINGS) > 64:
            _SPELLINGS.clear()
        anchors: dict[str, list[str]] = {}
        for key, (name, kind) in index.items():
            if kind == "sight" and " " in key and not _gapped(key, name):
                anchors.setdefault(f"<{key.split()[0]}", []).append(key)
                anchors.setdefault(f">{key.split()[-1]}", []).append(key)
        held = _SPELLINGS[id(index)] = (index, anchors)
    return held[1]


# A name after "our" / "my" is one of the party, a pet or a thing of theirs ("our Golden Retriever" is no meal at The
# Retriever)
_OWNED = re.compile(r"\b(?:our|my|his|her|their)\s+(?:[\w'’-]+\s+)?$", re.IGNORECASE)


def _owned(text: str, start: int) -> bool:
    return bool(_OWNED.search(text, max(0, start - 30), start))


# A name said where a stay should be ("a hotel near Universal Studios"): a location in town, which the data cannot
# say (named by ``parsing.unread``), no wish to see it.
_NEAR = re.compile(r"\b(?:near|nearby|close\s+to|next\s+to|walking\s+distance\s+(?:to|of|from)|walk(?:able)?\s+(?:to|from)"
                   r"|steps\s+(?:from|to)|minutes\s+(?:from|to)|right\s+by|by|around)\s+(?:the\s+)?$", re.IGNORECASE)


# Between two items of a list of names ("johnny cash museum + ryman", "wynwood walls + vizcaya", "the zoo and the opry")
# (a comma alone is not enough: "Harry Potter, Hogsmeade" may be one name said with a pause; a "+" after a number is
# its "or more", no list: "4+ star lodging" names no "Star Noodle Dragon")
_LIST_GAP = re.compile(r"(?!(?<=\d)\s*\+)\s*(?:[+&/]\s*|,\s*(?:and|plus|or)\s+|\s(?:and|plus|then|or)\s+)(?:the\s+)?",
                       re.IGNORECASE)


# Every character a ``_LIST_GAP`` can hold: only a name ending in the run of these before a word can be a list's item
_GAP_RUN = re.compile(r"[\s+&/,adehlnoprstu]+", re.IGNORECASE)


class _ListedAfter:
    """Whether the word at a position is the next item of a list after a name read (the ``taken`` spans and those
    ``add``-ed): a single word that is only part of a sight's name stands as one there, as it does after "the"
    ("johnny cash museum + ryman"). Only names ending in the run of gap characters before the word are tried, found by
    bisection: testing every name per word read long texts in squared time."""

    def __init__(self, text: str, taken: Spans) -> None:
        self._text = text
        self._ends = sorted(end for _, end in taken)
        runs = [m.span() for m in _GAP_RUN.finditer(text)]
        self._run_starts, self._run_ends = [s for s, _ in runs], [e for _, e in runs]

    def add(self, end: int) -> None:
        bisect.insort(self._ends, end)

    def __call__(self, start: int) -> bool:
        run = bisect.bisect_right(self._run_starts, start - 1) - 1
        if run < 0 or self._run_ends[run] < start:  # no gap character right before the word: no list goes on here
            return False
        ends = self._ends[bisect.bisect_left(self._ends, self._run_starts[run]):bisect.bisect_right(self._ends, start)]
        return any(_LIST_GAP.fullmatch(self._text, end, start) for end in ends)


def _located(text: str, start: int) -> bool:
    return bool(_NEAR.search(text, max(0, start - 40), start))


_FOR_THE = re.compile(r"\bfor\s+the\s+$", re.IGNORECASE)


def _cheered(text: str, start: int) -> bool:
    """Whether the name at ``start`` is a team's cheered ("go Nittany Lions": ``named_places.CHEER``), no sight."""
    return any(m.start() < start < m.end() for m in named_places.CHEER.finditer(text, max(0, start - 12), start + 60))


def _plain(word: str) -> str:
    return word.removesuffix("s")


def _key(words: Iterable[str]) -> str:
    return " ".join(_plain(w) for w in words)


_Index = dict[str, tuple[str, str]]
_INDEXES: dict[tuple[int, tuple[str, ...]], tuple[object, _Index, dict[str, set[int]], frozenset[str]]] = {}
# Right before a single word that is only part of a sight's name: "a show at the Ryman". Without "the" such a word is
# as often a place of its own ("Brooklyn or Queens is fine for the stay" is no wish to see the Brooklyn Bridge).
_THE = re.compile(r"\b(?:the|either)\s+$", re.IGNORECASE)  # ... or "either" ("either alcatraz or ...": a choice)
# ... or right before a tour of it: "fenway tour!", "a wrigley tour" (a visit to the place the part names)
_TOURED = re.compile(r"\s+tours?\b", re.IGNORECASE)
# ... but never a word in short followed by a way of going: "the flight back", "the flight home" are the trip's own
# flights, no Museum of Flight
_LEG_AFTER = re.compile(r"\s+(?:back|home|there|out)\b", re.IGNORECASE)
# ... nor a word in short after "behind the": "behind the wheel" is driving, "behind the scenes" no place (never The
# Seattle Great Wheel)
_BEHIND_THE = re.compile(r"\bbehind\s+the\s+$", re.IGNORECASE)


# ... nor a common English word in short, in lower case, where a person is said to be "at the" thing ("I hate being
# at the wheel", "she doesn't like to be at the wheel": driving), unless a wish to go there is said before it ("we
# want to be at the wheel at ICON park")
_BEING_AT_THE = re.compile(r"\b(?:be|being|been|am|is|are|was|were|sit|sitting|stuck)\s+at\s+the\s+$", re.IGNORECASE)
_TO_GO = re.compile(r"\b(?:see|seeing|visit\w*|go(?:ing)?\s+to|ride|riding|tour\w*|check(?:ing)?\s+out|explor\w*"
                    r"|stop\s+at|must|wanna|head\s+to)\b[^.;!?]{0,25}$", re.IGNORECASE)


_KIND_NEXT = re.compile(rf"\s+{named_places.SIGHT_KIND}\b", re.IGNORECASE)


def _a_common_word(text: str, word: tuple[int, int, str], size: int, unknown_word: Callable[[str], bool] | None,
                   common_word: Callable[[str], bool] | None = None) -> bool:
    """Whether a one-word part of a sight's name is a common word said in another sense (``_BEING_AT_THE``, or one of
    English's most frequent words), with no wish to go there said before it."""
    start, end, _key = word
    said = text[start:end]
    if size != 1 or unknown_word is None or not said.islower() or unknown_word(said.lower()):
        return False
    # ... unless a sight's kind follows it ("the strong museum": The Strong National Museum of Play)
    common = (common_word is not None and common_word(said.lower())
              and not _KIND_NEXT.match(text, end))
    return ((common or bool(_BEING_AT_THE.search(text, max(0, start - 30), start)))
            and not _TO_GO.search(text, max(0, start - 60), start))


def _common_words(text: str, part: Sequence[tuple[int, int, str]], name: str,
                  common_word: Callable[[str], bool] | None) -> bool:
    """Whether a part of several words of a name, said in lower case with neither "the" nor a wish to go before it,
    opens on a pronoun and is only English's most frequent words, not the whole name: a statement ("phipps
    conservatory, i love plants" is no "I Love Johnstown Mural"; "rock city and ruby falls" stays a name)."""
    start, end = part[0][0], part[-1][1]
    return (len(part) > 1 and common_word is not None and text[start:end].islower()
            and text[start:part[0][1]] in _PRONOUNS
            and _key(w[2] for w in part) != _key(re.findall(r"[a-z0-9]+", named_places.normal(name)))
            and not _KIND_NEXT.match(text, end) and not _THE.search(text, max(0, start - 5), start)
            and not _TO_GO.search(text, max(0, start - 60), start)
            and all(common_word(text[s:e].lower()) for s, e, _ in part))


_PRONOUNS = frozenset("i we you they he she it my our your their".split())


def _indexed(where: TripPlaces) -> tuple[_Index, dict[str, set[int]], frozenset[str]]:
    """The trip's index, by a key's first word the lengths of its keys, and the single words that are only part of
    a name: built once per sandbox and cities (a chat turn reads several texts of one trip; rebuilding it was a tenth
    of a turn's CPU)."""
    cities = tuple(where.cities or ())
    held = _INDEXES.get((id(where.sandbox), cities))
    if held is None or held[0] is not where.sandbox:
        if len(_INDEXES) > 64:
            _INDEXES.clear()
        index, short = _index(where)
        sizes: dict[str, set[int]] = {}
        for key in index:
            sizes.setdefault(key.split()[0], set()).add(len(key.split()))
        held = _INDEXES[(id(where.sandbox), cities)] = (where.sandbox, index, sizes, short)
    return held[1], held[2], held[3]


def _parts(words: list[str]) -> Iterator[list[str]]:
    """The parts of a name's words it may be said by: its first or last words alone, or its first one or two with its
    last one or two ending on its kind, the words between left out ("anderson gardens" for Anderson Japanese Gardens,
    "evel knievel jump site"); never a part that starts or ends on a joining word ("Buffalo and" is no name)."""
    ends = [words[:size] for size in range(1, len(words))] + [words[-size:] for size in range(1, len(words))]
    if _OTHER_KIND.fullmatch(words[-1]):
        ends += [words[:head] + words[-tail:] for head in (1, 2) for tail in (1, 2) if head + tail < len(words)]
    ends += list(_inner(words))
    for part in ends:
        if part[0] not in _JOINING and part[-1] not in _JOINING:
            yield part


def _inner(words: list[str]) -> Iterator[list[str]]:
    """The parts from inside a name, touching neither end, it may be said by where no other sight of the trip's cities
    holds them (``named_places.the_whole``): one word of five letters or more ("the skyride" of Numerica SkyRide at
    Riverfront Spokane, "the boardwalk"), or two ending on a kind of place ("the slugger museum"); never words after
    "the" or "of" inside it, which name a thing of their own ("Wings Over the Rockies": the Rockies are mountains)."""
    for at in range(1, len(words) - 1):
        if words[at - 1] in ("the", "of"):
            continue
        if len(words[at]) >= _MIN_SINGLE:
            yield words[at:at + 1]
        if at + 2 < len(words) and _OTHER_KIND.fullmatch(words[at + 1]):
            yield words[at:at + 2]


def _inside(key: str, name: str) -> bool:
    """Whether ``key`` is words from inside the data's ``name``, touching neither end (``_inner``)."""
    whole, part = f" {_key(_word_key(w) for w in _WORD.findall(named_places.normal(name)))} ", f" {key} "
    return part in whole and not (whole.startswith(part) or whole.endswith(part))


# After words from inside a name, a word of another name going on ("the wright brothers memorial" is no Burgwin-Wright
# House): any word but one that closes or joins a clause
_NAME_GOES_ON = re.compile(r"\s+(?!(?:and|or|for|if|with|in|on|at|to|the|a|an|we|i|is|are|was|would|will|this|that|too"
                           r"|please|pls|but|so|though|tho|when|while|def|definitely"
                           # ... nor a cry or a laugh after it ("no segway tours lol": Detroit Segway Tours & Rides)
                           r"|lol|lmao|haha\w*|hehe\w*|omg|btw|tbh|imo|jk|plz|thx|ty|ok|okay)\b)[A-Za-z]", re.IGNORECASE)


def _inner_goes_on(text: str, key: str, name: str, end: int) -> bool:
    """Whether words from inside a name are followed by more of another name (``_NAME_GOES_ON``)."""
    return bool(_NAME_GOES_ON.match(text, end)) and _inside(key, name)


def inner_words_said(text: str, said: Sequence[Said]) -> list[str]:
    """The warnings for sights read by words from inside their name ("the skyride"): which sight was read, said."""
    found = []
    for one in said:
        key = _key(_word_key(w) for w in _WORD.findall(text[one.start:one.end]))
        if one.kind == "sight" and _inside(key, one.name):
            found.append(f"{text[one.start:one.end]!r} read as {one.name!r}: the one sight of the trip's cities whose "
                         "name holds it (name another if you meant one)")
    return found


def _gapped(key: str, name: str) -> bool:
    """Whether ``key`` is a name's first and last words with words between left out (``_parts``): read as said, never
    as a near spelling of other words ("space center" is no typo of "peace center", Peace River Wildlife Center)."""
    words = [_plain(w) for w in _key(named_places.normal(name).split()).split()]
    said = key.split()
    return (len(said) < len(words) and said[0] == words[0] and said[-1] == words[-1]
            and " ".join(said) not in (" ".join(words[:len(said)]), " ".join(words[-len(said):])))


def _index(where: TripPlaces) -> tuple[_Index, frozenset[str]]:
    """Plural-free keys -> (the data's name, its kind): the trip's sights (whole, or the first or last words of one
    alone) and restaurants (whole); a key both tables have is neither's (the data cannot decide). Also the keys that
    are one word and only part of a sight's name (read after "the" only)."""
    book = named_places.sight_book(where.sandbox)
    places = {_key(named_places.normal(p).split()) for p in (*dict(getattr(where.sandbox, "cities", {}) or {}),
                                               *dict(getattr(where.sandbox, "states", {}) or {}))}
    whole: dict[str, str] = {}
    parts: dict[str, set[str]] = {}
    for city in where.cities or ():
        for key, name in book.by_city.get(city, {}).items():
            words = [_plain(w) for w in key.split()]
            if _spelled_whole(whole.get(" ".join(words)), words):
                continue  # "riverfront park" is Spokane's Riverfront Park, not Wenatchee Riverfront Park less its city
            whole[" ".join(words)] = name
            for part in _parts(words):
                parts.setdefault(" ".join(part), set()).add(name)
    # a word of a trip city's name is no part of a sight ("Yellow Dog Eats on the vineyard" is on Martha's Vineyard)
    city_words = {word for city in where.cities or () for word in _key(named_places.normal(city).split()).split()}
    sights = {key: one for key, names in parts.items()
              if key not in city_words and (one := named_places.the_whole(names)) is not None}
    # a name's own words in their order before the same words turned round ("natural history museum" opens the Natural
    # History Museum of Utah before it turns the Garth & Jerri Frehner Museum of Natural History round)
    turned = _turned(whole)
    # a name's letters and digits written apart ("area 15" for AREA15)
    spaced = {split: name for key, name in whole.items() if (split := _LETTERS_DIGITS.sub(" ", key)) != key}
    sights = turned | _initialled(whole) | sights | spaced | _nicknamed(whole, where) | whole
    restaurants = {_key(key.split()): name for key, name in restaurant_names.names_in(where.sandbox, where.cities).items()}
    index = {key: (name, "sight") for key, name in sights.items() if key not in restaurants}
    index |= {key: (name, "restaurant") for key, name in restaurants.items() if key not in sights}
    # words that name nothing on their own are no name ("the art museum"), unless they are a sight's whole name of two
    # words or more ("the national aquarium", "times square", "city park"): the data decides
    index = {key: said for key, said in index.items() if key not in places
             and (not set(key.split()) <= GENERIC | _ORDINARY
                  or ((key in whole or key in turned) and " " in key and said[1] == "sight"))}
    return index, frozenset(key for key in index if " " not in key and key not in whole and index[key][1] == "sight")


# A name said with its kind last ("nature & science museum", "the ice cream museum") for the data's "Museum of ...":
# the words after "of", then the kind (the words before the kind, often the city's name, left out)
_KIND_OF = re.compile(r"\b(?P<kind>museum|garden|park|center|centre|zoo|aquarium|hall\s+of\s+fame)\s+of\s+(?:the\s+)?"
                      r"(?P<rest>.+)$")


def _spelled_whole(name: str | None, words: list[str]) -> bool:
    """Whether the data's ``name`` is spelled by ``words`` in full (no city's name left out of it)."""
    return name is not None and [_plain(w) for w in named_places.normal(name).split()] == words


def _nicknamed(whole: dict[str, str], where: TripPlaces) -> dict[str, str]:
    """A sight whose name opens with its city's name, said with the city's short name ("indy zoo" for the Indianapolis
    Zoo, "philly zoo"): the city's short names of ``city_names.CITY_ALIASES`` of four letters or more, one word each."""
    found: dict[str, str] = {}
    for city in where.cities or ():
        state = dict(getattr(where.sandbox, "cities", {}) or {}).get(city)
        city_key = _key(named_places.normal(city).split())
        for alias in CITY_ALIASES.get((city, str(state)), ()):
            short = _key(named_places.normal(alias).split())
            if " " in short or len(short) < 4:
                continue
            found |= {f"{short}{key[len(city_key):]}": name for key, name in whole.items()
                      if key.startswith(f"{city_key} ")}
    return found


_LETTERS_DIGITS = re.compile(r"(?<=[a-z])(?=\d)|(?<=\d)(?=[a-z])")


def _turned(whole: dict[str, str]) -> dict[str, str]:
    """Keys with a name's kind said after the words it is "of" ("museum of nature and science": "nature and science
    museum"), with the words before the kind too, from the last ("frost science museum" for Phillip & Patricia Frost
    Museum of Science), each of one name only."""
    found: dict[str, set[str]] = {}
    for key, name in whole.items():
        m = _KIND_OF.search(key)
        if m is not None:
            before = key[:m.start()].split()
            for i in range(len(before), -1, -1):
                if i == len(before) or before[i] not in _JOINING:
                    found.setdefault(" ".join([*before[i:], m.group("rest"), m.group("kind")]), set()).add(name)
    return {key: names.pop() for key, names in found.items() if len(names) == 1}


_TITLES = frozenset({"jr", "sr"})
_INITIALS = 3  # letters at least: "MLK park" for "Martin Luther King Park"


def _initialled(whole: dict[str, str]) -> dict[str, str]:
    """Keys with a run of three words or more said by their initials ("mlk park", "mfah"), each of one name only."""
    found: dict[str, set[str]] = {}
    for key, name in whole.items():
        words = [w for w in key.split() if w not in _TITLES]  # "MLK" is "Martin Luther King, Jr."
        for i in range(len(words)):
            for j in range(i + _INITIALS, len(words) + 1):
                letters = "".join(w[0] for w in words[i:j] if w not in _JOINING)
                if len(letters) >= _INITIALS and words[i] not in _JOINING and words[j - 1] not in _JOINING:
                    found.setdefault(" ".join([*words[:i], letters, *words[j:]]), set()).add(name)
    return {key: names.pop() for key, names in found.items() if len(names) == 1}


# What follows a restaurant's one-word name opening a sentence, saying it is one: "Tashan one night, heard it's great",
# "Truffles, heard it's the best", "Applebee's in Peoria", "Aromas for breakfast"
_NAMED_AFTER = re.compile(r"\s*(?:,\s*(?:heard|i\s+hear|we\s+hear|supposedly|apparently|looks|sounds|it's|its)\b"
                          r"|one\s+(?:night|day|evening|morning)\b|for\s+(?:breakfast|lunch|dinner|brunch|dessert)\b|in\s+[A-Z]"
                          r"|(?:once|at\s+least\s+once|one\s+time)\b"  # "Wagamama once"
                          r"|(?:looks|sounds|is\s+supposed\s+to\s+be)(?:\s+like)?\s+(?:great|good|amazing|fun|awesome"
                          r"|delicious|neat|cool|interesting))")


def _capitalised_said_so(text: str, start: int, end: int) -> bool:
    """Whether a single word that is only part of a sight's name, written with a capital, is followed by what says it
    is a place ("ZipQuest looks like fun" for ZipQuest - Waterfall & Treetop Adventure): a name said in short."""
    return text[start].isupper() and bool(_NAMED_AFTER.match(text, end))


def _plain_plural(text: str, word: tuple[int, int, str], size: int, name: str) -> bool:
    """Whether one word in lower case is a plain noun in the plural where the data's name holds it in the singular
    ("museum of the rockies, the dinosaurs!!" is no wish for Dinosaur Park); said as the name spells it, it is the name
    ("the domes!" for Mitchell Park Domes)."""
    return (size == 1 and text[word[0]].islower() and word[2].endswith("s")
            and word[2] not in named_places.normal(name).split())


_CUED = re.compile(r"\b(?:skip|avoid|no|not|see|visit)\s+$", re.IGNORECASE)


def _stands_as_name(text: str, start: int, end: int, size: int, kind: str, listed: bool = False) -> bool:
    """Whether the words ``text[start:end]`` stand as a name: capitalised inside a sentence, or where a name stands (a
    clause's opening, after "the"); a single word there is no short one, unless it is the next item of a list after a
    name read (``listed``: "and the opry"). A restaurant's name is capitalised as written
    (its words are often plain ones: "Green Restaurant", "Hot Fork")."""
    before = text[max(0, start - 40):start]
    # ... "either" too ("either gatorland or epcot")
    opening = bool(re.search(r"(?:^|[.!?;,(+&]|\bthe|\beither)\s*$", before, re.IGNORECASE))
    # ... or right after a word that wishes or rules out a place ("skip splash city", "we want to see splash city"),
    # unless the words end in a kind of place ("no theme parks" is no "Fun Spot America Theme Parks": a kind ruled out)
    last = text[start:end].split()[-1]
    opening = opening or (bool(_CUED.search(before)) and not _OTHER_KIND.fullmatch(last.removesuffix("s")))
    if text[start].isupper() and not re.search(r"(?:^|[.!?;]\s)\s*$", before):  # capitalised, not as a sentence's first word
        return True
    if kind == "restaurant":  # one word opening its sentence is a name when what follows says so ("Tashan one night")
        return text[start].isupper() and (size > 1 or bool(_NAMED_AFTER.match(text, end)))
    shortest = _MIN_SINGLE - 1 if listed else _MIN_SINGLE  # "..., and the opry": an item of a list after a name read
    acronym = text[start:end].isupper() and end - start >= 3  # "OMSI and the rose test garden": written as a name is
    # an item after "and" stands where a name does
    return (opening or listed) and (size > 1 or end - start >= shortest or acronym)


def _judged(text: str, start: int, end: int, name: str, kind: str, names: Sequence[tuple[int, int]] = ()) -> Said | None:
    """The name with its clause's verdict: ruled out, wanted, or (a clause about the past) None. Its clause is the
    part of its sentence between commas (or "but"); a short part right after it may rule it out ("..., skip it",
    "kennywood? no thanks").

    A ruling-out word is this name's only where no other name (``names``: every name of the text) is what it is
    said of: never one inside the name itself ("Ripley's Believe It or Not"), nor words after it that lead to another
    name in its part ("Gatorland and not SeaWorld"), nor a short part after it that names another ("Gatorland yes,
    SeaWorld no", "love Gatorland but not SeaWorld")."""
    sentence_start = max((m.end() for m in _BREAK.finditer(text, 0, start)), default=0)
    stop = _BREAK.search(text, end)
    sentence_end = stop.start() if stop else len(text)
    cuts = [sentence_start, *(m.start() for m in _PART.finditer(text, sentence_start, sentence_end)), sentence_end]
    part_start = max(c for c in cuts if c <= start)
    part_end = min(c for c in cuts if c >= end)
    if _PAST.search(text, part_start, part_end):
        return None
    if part_end < sentence_end:  # the next part of the sentence
        after = _PART.search(text, part_end + 1, sentence_end)
        following = (part_end, after.start() if after else sentence_end)
    elif stop is not None and stop.group(0).startswith("?"):  # the next sentence, after a question
        after = _BREAK.search(text, stop.end())
        following = (stop.end(), after.start() if after else len(text))
    else:
        following = (len(text), len(text))
    another_after = any(end <= s < part_end for s, _ in names)
    another_following = any(following[0] <= s < following[1] for s, _ in names)
    ruled = (bool(_RULED_OUT.search(text, part_start, start))
             or (not another_after and bool(_RULED_OUT.search(text, end, part_end)))
             or (not another_following and len(_WORD.findall(text, *following)) <= _SHORT_PART
                 and bool(_RULED_OUT.search(text, *following))))
    return Said(start, end, name, kind, ruled)


def choices_said(text: str, said: Sequence[Said]) -> list[str]:
    """The warnings for sights named alone as a choice ("SeaWorld or Gatorland, either is fine"): both are read, so the
    plan visits both (more than asked, never less), said, never in silence; one the trip's cities lack beside one read
    ("either gatorland or epcot"): the one read kept, the other said."""
    wanted = sorted((s for s in said if s.kind == "sight" and not s.ruled_out), key=lambda s: s.start)
    both = [must_see.all_chosen(f"{text[one.start:one.end]} or {text[other.start:other.end]}", [one.name, other.name])
            for one, other in pairwise(wanted) if must_see.or_between(text, one.end, other.start)]
    lacking = [(one, found) for one in wanted if (found := _other_of_choice(text, one, said)) is not None]
    return both + [f"must see: {choice!r} is a choice, {one.name} kept ({other!r} is no sight of the trip's cities)"
                   for one, (choice, other) in lacking]


# The other of a choice beside a sight named alone ("either gatorland or epcot", "either epcot or gatorland"): one to
# four words up to the clause's end or a word closing the choice ("..., either works"), never a filler ("or something")
_CLOSING = r"(?:either|would|is|are|works?|for|if|please|pls)\b"
_OR_AFTER = re.compile(rf"\s+or\s+(?:the\s+)?(?P<other>(?!{_CLOSING})[\w'’-]+(?:\s+(?!{_CLOSING})[\w'’-]+){{0,3}})"
                       rf"(?=\s*(?:$|[,.;!?()])|\s+{_CLOSING})", re.IGNORECASE)
_OR_BEFORE = re.compile(r"\beither\s+(?:the\s+)?(?P<other>[\w'’-]+(?:\s+[\w'’-]+){0,3})\s+or\s+(?:the\s+)?$",
                        re.IGNORECASE)
_FILLER_OTHER = re.compile(r"(?:something|anything|whatever|so|not|both|neither|none|nothing|two|more)\b",
                           re.IGNORECASE)


def _other_of_choice(text: str, one: Said, said: Sequence[Said]) -> tuple[str, str] | None:
    """(the choice as said, its other words) when the sight ``one`` is said as a choice with words no name holds."""
    candidates = []
    if (after := _OR_AFTER.match(text, one.end)) is not None:
        candidates.append((after, text[one.start:after.end()]))
    if (before := _OR_BEFORE.search(text, max(0, one.start - 50), one.start)) is not None:
        candidates.append((before, text[before.start("other"):one.end]))
    for m, choice in candidates:
        other = (m.start("other"), m.end("other"))
        if not _FILLER_OTHER.match(m.group("other")) and not any(s.start < other[1] and other[0] < s.end for s in said):
            return choice, m.group("other")
    return None


def with_said_alone(local: Any, said: Sequence[Said]) -> Any:
    """``local`` with the names ``said`` alone added to ``must_see`` / ``avoid_sights`` / ``eat_at`` /
    ``avoid_restaurants`` (each once, a name already read kept where its reader put it)."""
    update = {}
    for kind, keys in _KEYS.items():
        for key, ruling_out in zip(keys, (False, True), strict=True):
            read: list[str] = getattr(local, key) or []
            known = {named_places.normal(n) for n in read}
            added = [s.name for s in said if s.kind == kind and s.ruled_out == ruling_out and named_places.normal(s.name) not in known]
            if added:
                update[key] = list(dict.fromkeys([*read, *added]))
    return local.model_copy(update=update) if update else local
