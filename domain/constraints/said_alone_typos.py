"""A sight's name of two words or more said alone with a small typo ("fort mchenery", "the georgia
aquariam"): the key sharing its first or last word closest to it, where a name stands.

Split from ``said_alone``: its own index of keys by their first and last words, held once per index.
"""

from __future__ import annotations

from collections.abc import Sequence

from rapidfuzz import fuzz

from himap_travel.domain.constraints import name_keys, name_matching
from himap_travel.domain.constraints.said_alone_keys import Index, key_of, plain_word
from himap_travel.domain.constraints.said_alone_stands import GAP, stands_as_name

_MISSPELT_WORDS = (2, 3, 4)  # a misspelt name is read among sight names of so many words ("fort mchenery")
_SPELLINGS: dict[int, tuple[object, dict[str, list[str]]]] = {}


def misspelt_at(text: str, words: Sequence[tuple[int, int, str]], i: int, index: Index,
                listed: bool = False) -> tuple[int, str] | None:
    """(its length in words, the key) of a sight's name of two words or more written from word ``i`` with a small
    typo ("fort mchenery", "the georgia aquariam", "alcatras island"): the key sharing its first or last word closest
    to it (``name_matching.ACCEPT``), where a name stands, or as the next item of a list after a name read (``listed``:
    "navy pier and shed aquarium"). Only keys sharing a word are compared: linear in the text."""
    anchors = _anchors(index)
    best: tuple[float, int, str] | None = None
    for size in _MISSPELT_WORDS:  # the gaps of the shorter sizes held: only the one after the last word is new
        if i + size > len(words) or not GAP.fullmatch(text, words[i + size - 2][1], words[i + size - 1][0]):
            break
        first, last = plain_word(words[i][2]), plain_word(words[i + size - 1][2])
        keys = {*anchors.get(f"<{first}", ()), *anchors.get(f">{last}", ())}
        if not keys:  # most words start and end no name: nothing to compare (issue 44: a fifth of a reading's CPU)
            continue
        said = key_of(w[2] for w in words[i:i + size])
        for key in keys:
            score = fuzz.ratio(said, key) if _one_typo(said, key) else 0
            if score >= name_matching.ACCEPT and (best is None or score > best[0]):
                best = (score, size, key)
    if best is None or not stands_as_name(text, words[i][0], words[i + best[1] - 1][1], best[1], "sight", listed):
        return None
    return best[1], best[2]


_MISSPELT_SHORTEST = 8  # characters: a shorter name is too near other words to read a typo in it
_TYPO_WORD = 75  # the one word that differs is this close (rapidfuzz ratio) to the name's, and 4 letters or more


def _one_typo(said: str, key: str) -> bool:
    """Whether ``said`` is ``key`` (as long, in words) with one word misspelt: "fort mchenery", not "pensacola and"."""
    pairs = [(a, b) for a, b in zip(said.split(), key.split(), strict=False) if a != b]
    return (len(said.split()) == len(key.split()) and len(key) >= _MISSPELT_SHORTEST and len(pairs) == 1
            and min(len(pairs[0][0]), len(pairs[0][1])) >= 4 and fuzz.ratio(*pairs[0]) >= _TYPO_WORD)


def _anchors(index: Index) -> dict[str, list[str]]:
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


def _gapped(key: str, name: str) -> bool:
    """Whether ``key`` is a name's first and last words with words between left out (``_parts``): read as said, never
    as a near spelling of other words ("space center" is no typo of "peace center", Peace River Wildlife Center)."""
    words = [plain_word(w) for w in key_of(name_keys.normal(name).split()).split()]
    said = key.split()
    return (len(said) < len(words) and said[0] == words[0] and said[-1] == words[-1]
            and " ".join(said) not in (" ".join(words[:len(said)]), " ".join(words[-len(said):])))
