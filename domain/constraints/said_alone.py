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

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from himap_travel.domain.constraints import named_places, restaurant_names
from himap_travel.domain.constraints.base import Spans, TripPlaces
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
    r"\b(?:no|not|never|none|nope|skip\w*|avoid\w*|without|pass\s+on|hate|hates|dislike\w*|no[\s-]go|rather\s+not|steer\s+clear)\b"
    r"|n't\b|n’t\b", re.IGNORECASE)
_PAST = re.compile(r"\b(?:last\s+(?:time|year|summer|trip)|already|before|visited|went|been|saw|seen|did\s+that)\b", re.IGNORECASE)
_GAP = re.compile(r"\s*[-–&|/]?\s*")  # between two words of one name: no comma ("American, Indian" is a list)
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


def said_alone(text: str, where: TripPlaces, taken: Spans) -> list[Said]:
    """The sights and restaurants of the trip's cities ``text`` names with no cue, none inside a span readers ``taken``."""
    index, sizes, short = _indexed(where)
    if not index:
        return []
    words = [(m.start(), m.end(), "and" if m.group(0) == "&" else re.sub(r"['’]", "", m.group(0).lower()))
             for m in _WORD.finditer(text)]
    found, i = [], 0
    while i < len(words):
        hit = next((size for size in sorted(sizes.get(_plain(words[i][2]), ()), reverse=True)
                    if i + size <= len(words) and (key := _key(w[2] for w in words[i:i + size])) in index
                    and all(_GAP.fullmatch(text, words[k][1], words[k + 1][0]) for k in range(i, i + size - 1))
                    and _stands_as_name(text, words[i][0], words[i + size - 1][1], size, index[key][1])
                    and (key not in short or bool(_THE.search(text, 0, words[i][0])))), None)
        if hit is None:
            i += 1
            continue
        start, end = words[i][0], words[i + hit - 1][1]
        key = _key(w[2] for w in words[i:i + hit])
        if _FOR_THE.search(text, max(0, start - 10), start) and key != _key(re.findall(r"[a-z0-9]+", named_places.normal(index[key][0]))):
            i += hit  # "pier 39 for the sea lions": part of a name after "for the" is what a visit is for, not Monterey Sea Lions
            continue
        if not any(s <= start and end <= e for s, e in taken):  # a word of it read alone ("Cafe") is no reading of the name
            found.append((start, end, *index[_key(w[2] for w in words[i:i + hit])]))
        i += hit
    names = sorted([*taken, *((f[0], f[1]) for f in found)])  # every name of the text, read here or by the readers
    return [said for said in (_judged(text, *f, names=names) for f in found if not _located(text, f[0]) and not _cheered(text, f[0]))
            if said is not None]


# A name said where a stay should be ("a hotel near Universal Studios"): a location in town, which the data cannot
# say (named by ``parsing.unread``), no wish to see it.
_NEAR = re.compile(r"\b(?:near|nearby|close\s+to|next\s+to|walking\s+distance\s+(?:to|of|from)|walk(?:able)?\s+(?:to|from)"
                   r"|steps\s+(?:from|to)|minutes\s+(?:from|to)|right\s+by|by|around)\s+(?:the\s+)?$", re.IGNORECASE)


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
_THE = re.compile(r"\bthe\s+$", re.IGNORECASE)


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
            whole[" ".join(words)] = name
            for size in range(1, len(words)):
                for part in (words[:size], words[-size:]):
                    if part[0] not in _JOINING and part[-1] not in _JOINING:  # "Buffalo and" is no name
                        parts.setdefault(" ".join(part), set()).add(name)
    sights = {key: names.pop() for key, names in parts.items() if len(names) == 1} | _initialled(whole) | whole
    restaurants = {_key(key.split()): name for key, name in restaurant_names.names_in(where.sandbox, where.cities).items()}
    index = {key: (name, "sight") for key, name in sights.items() if key not in restaurants}
    index |= {key: (name, "restaurant") for key, name in restaurants.items() if key not in sights}
    index = {key: said for key, said in index.items() if key not in places and not set(key.split()) <= GENERIC | _ORDINARY}
    return index, frozenset(key for key in index if " " not in key and key not in whole and index[key][1] == "sight")


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


def _stands_as_name(text: str, start: int, end: int, size: int, kind: str) -> bool:
    """Whether the words ``text[start:end]`` stand as a name: capitalised inside a sentence, or where a name stands (a
    clause's opening, after "the"); a single word there is no short one. A restaurant's name is capitalised as written
    (its words are often plain ones: "Green Restaurant", "Hot Fork")."""
    before = text[max(0, start - 40):start]
    opening = bool(re.search(r"(?:^|[.!?;,(+&]|\bthe)\s*$", before, re.IGNORECASE))
    if text[start].isupper() and not re.search(r"(?:^|[.!?;]\s)\s*$", before):  # capitalised, not as a sentence's first word
        return True
    if kind == "restaurant":
        return text[start].isupper() and size > 1
    return opening and (size > 1 or end - start >= _MIN_SINGLE)


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
