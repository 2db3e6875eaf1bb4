"""Venue identity: when two restaurant or attraction names are the same place.

Σ refuses to book a restaurant or attraction twice in one trip. Executors
write names the way a model copies them out of tool output, so the same venue
comes back as "Coco Bambu", "coco bambu, Rockford" or "Coco-Bambu". We compare
names in two stages:

1. **Canonicalization** absorbs the harmless variation: Unicode form, case,
   accents, punctuation, whitespace, a leading "The", "&"/"and", and a
   trailing ", City". Two names with the same *key* (the canonical form
   without spaces, and without the city repeated at its end) are the same
   venue.
2. **Fuzzy matching** (rapidfuzz) catches small spelling slips in long names.
   The score of two keys is ``1 - indel_distance / len(shorter key)``: one
   minus the share of the shorter name that has to be inserted or deleted to
   reach the other. A substitution counts as two edits. Normalizing by the *shorter* name is
   deliberately strict: over the whole TravelPlanner database, no two distinct
   venues of a city reach τ = 0.95 (the closest pair, "Aggarwal Sweet Centre" /
   "Aggarwal Sweets Centre" in Rockford, scores 0.947), whereas the usual
   ``fuzz.ratio`` or normalized Levenshtein put such pairs at or above 0.95.
   On top of the score, a name that only *adds whole words* to the other
   ("X" against "X Cafe", "Park" against "Park West") is a different venue,
   however long the shared part is.

Duplicates are only meaningful inside one city: callers compare names of the
same (canonical) city.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from rapidfuzz.distance import Indel

DEFAULT_THRESHOLD = 0.95

# Apostrophes disappear ("Joe's" -> "joes"); other punctuation separates words.
_APOSTROPHES = re.compile(r"['’‘`´ʼ]")
_NON_WORD = re.compile(r"[^\w\s]|_")
_STATE_SUFFIX = re.compile(r"\s*\([^)]*\)\s*$")


@lru_cache(maxsize=4096)
def canonical_city(city: str | None) -> str:
    """Lower-case city without a "(State)" suffix: "Rockford(Illinois)" -> "rockford"."""
    if not city:
        return ""
    text = _STATE_SUFFIX.sub("", _fold(city))
    return " ".join(_words(text))


@lru_cache(maxsize=65536)
def canonical_venue(name: str, city: str | None = None) -> str:
    """The readable canonical form of a venue name, e.g. "joes bar grill".

    Folds case and accents, drops apostrophes, turns other punctuation into
    spaces, collapses whitespace, drops a leading "the" and the connectives
    "&"/"and", and strips a trailing ", City" (only when ``city`` is given,
    since commas also occur inside names).
    """
    text = _strip_city_suffix(_fold(name), canonical_city(city))
    words = _words(text)
    if not words:
        # A name made only of punctuation ("-" is a real attraction name):
        # keep it as written rather than collapsing it to "".
        return " ".join(_fold(name).split())
    return " ".join(_drop_filler(words))


def venue_key(name: str, city: str | None = None) -> str:
    """The compact identity key: "Sea Side Cafe" and "Seaside Cafe, Rockford" share one."""
    return _key_of(canonical_venue(name, city), canonical_city(city))


def venue_similarity(key_a: str, key_b: str) -> float:
    """Score in [0, 1] of two keys: 1 − indel distance / length of the shorter."""
    if key_a == key_b:
        return 1.0
    shorter = min(len(key_a), len(key_b))
    if shorter == 0:
        return 0.0
    return max(0.0, 1.0 - Indel.distance(key_a, key_b) / shorter)


def only_adds_words(canonical_a: str, canonical_b: str) -> bool:
    """True when one name is the other plus extra words ("x" vs "x cafe")."""
    words_a, words_b = set(canonical_a.split()), set(canonical_b.split())
    return words_a != words_b and (words_a < words_b or words_b < words_a)


class VenueMatcher:
    """Decides venue identity at a fixed threshold τ."""

    def __init__(self, threshold: float = DEFAULT_THRESHOLD) -> None:
        if not 0.0 < threshold <= 1.0:
            raise ValueError(f"threshold must be in (0, 1], got {threshold!r}")
        self.threshold = threshold

    def same_canonical(self, canonical_a: str, canonical_b: str, city: str | None = None) -> bool:
        """Identity of two canonical names of venues in ``city`` (fast path for bulk use)."""
        city_key = canonical_city(city)
        key_a, key_b = _key_of(canonical_a, city_key), _key_of(canonical_b, city_key)
        if key_a == key_b:
            return True
        if only_adds_words(canonical_a, canonical_b):
            return False
        return venue_similarity(key_a, key_b) >= self.threshold

    def same(self, a: str, b: str, city: str | None = None) -> bool:
        """Identity of two raw names of venues in ``city``."""
        return self.same_canonical(canonical_venue(a, city), canonical_venue(b, city), city)



# --- helpers -----------------------------------------------------------------


def _fold(text: str) -> str:
    """Unicode-compatible, case-folded, accent-free text."""
    text = unicodedata.normalize("NFKC", text).casefold()
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _words(folded: str) -> list[str]:
    """Split folded text into words, treating punctuation as a separator."""
    text = _APOSTROPHES.sub("", folded)
    return _NON_WORD.sub(" ", text).split()


def _strip_city_suffix(folded_name: str, city: str) -> str:
    """Remove trailing ", City" / ", City(State)" parts that repeat ``city``."""
    if not city:
        return folded_name
    text = folded_name
    while "," in text:
        head, _, tail = text.rpartition(",")
        if canonical_city(tail) != city or not _words(head):
            break
        text = head
    return text


def _key_of(canonical: str, city: str) -> str:
    """Compact form of a canonical name, minus a trailing repeat of the city.

    A model that drops punctuation turns "SEA LIFE Charlotte-Concord" into
    "SEA LIFE CharlotteConcord" and "X, Jacksonville" into "X Jacksonville";
    comparing compact strings with the city cut off the end catches both.
    """
    key = canonical.replace(" ", "")
    tail = city.replace(" ", "")
    while tail and len(key) > len(tail) and key.endswith(tail):
        key = key[: -len(tail)]
    return key


def _drop_filler(words: list[str]) -> list[str]:
    """Drop "and" and a leading "the"; keep the name if nothing else is left."""
    kept = [w for w in words if w != "and"]
    if len(kept) > 1 and kept[0] == "the":
        kept = kept[1:]
    return kept or words
