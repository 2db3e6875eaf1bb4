"""Venue identity: canonicalization and fuzzy matching, measured over the real database.

Two promises are checked on every restaurant and attraction of the sandbox:
no two distinct venues of one city are taken for one (zero false positives at
τ = 0.95), and case, punctuation, spacing and ", City" variants of every name
are recognized as that name.
"""

from __future__ import annotations

import itertools
import re
from collections import defaultdict

import pytest

from himap_travel.state.venues import (
    DEFAULT_THRESHOLD,
    VenueMatcher,
    canonical_venue,
    venue_key,
    venue_similarity,
)

# --- canonicalization ------------------------------------------------------------------

def same_venue(a: str, b: str, threshold: float = DEFAULT_THRESHOLD, *, city: str | None = None) -> bool:
    """Whether raw names ``a`` and ``b`` (of the same city) denote one venue, by Σ's matcher."""
    return VenueMatcher(threshold).same(a, b, city)



@pytest.mark.parametrize(
    ("raw", "city", "canonical"),
    [
        ("Coco Bambu", None, "coco bambu"),
        ("  COCO   BAMBU ", None, "coco bambu"),
        ("Joe's Bar & Grill", None, "joes bar grill"),
        ("Joe’s Bar and Grill", None, "joes bar grill"),
        ("The Cheesecake Factory", None, "cheesecake factory"),
        ("Café Olé!", None, "cafe ole"),
        ("Rock-n-Roll Diner", None, "rock n roll diner"),
        ("Coco Bambu, Rockford", "Rockford", "coco bambu"),
        ("Coco Bambu, Rockford(Illinois)", "Rockford(Illinois)", "coco bambu"),
        ("Museum of Fine Arts, Houston", "Houston", "museum of fine arts"),
        ("Coco Bambu, Rockford", None, "coco bambu rockford"),  # no city: commas stay meaningful
        ("Coco Bambu, Chicago", "Rockford", "coco bambu chicago"),
        ("-", None, "-"),  # a real attraction name made of punctuation only
        ("The", None, "the"),
    ],
)
def test_canonical_venue(raw, city, canonical):
    assert canonical_venue(raw, city) == canonical


def test_compact_key_ignores_spacing():
    assert venue_key("Sea Side Cafe") == venue_key("Seaside Cafe") == "seasidecafe"


@pytest.mark.parametrize(
    ("a", "b", "city"),
    [
        (
            "MOCA (Museum Of Contemporary Art), Jacksonville",
            "MOCA Museum Of Contemporary Art Jacksonville",
            "Jacksonville",
        ),
        ("SEA LIFE Charlotte-Concord", "SEA LIFE CharlotteConcord", "Concord"),
        ("Pirate Adventures Martha's Vineyard", "Pirate Adventures Martha s Vineyard", "Martha's Vineyard"),
    ],
)
def test_a_city_at_the_end_survives_lost_punctuation(a, b, city):
    assert same_venue(a, b, city=city)
    assert venue_key(a, city) == venue_key(b, city)


def test_a_name_that_is_only_the_city_keeps_its_key():
    assert venue_key("Rockford", "Rockford") == "rockford"
    assert venue_key("Rockford, Rockford", "Rockford") == "rockford"


def test_extra_words_make_a_different_venue():
    assert not same_venue("Olive Garden", "Olive Garden Cafe")
    assert not same_venue("Bringle Lake Park", "Bringle Lake Park West")
    # Even where the score alone would call them one (the longest database
    # names run to ~90 characters).
    long_name = (
        "International Museum of Contemporary Sculpture, Photography and Historic Botanical Gardens Park"
    )
    assert venue_similarity(venue_key(long_name), venue_key(long_name + " Cafe")) >= DEFAULT_THRESHOLD
    assert not same_venue(long_name, long_name + " Cafe")


def test_small_slips_in_long_names_are_caught_at_the_default_threshold():
    name = "Anderson Japanese Gardens"
    assert same_venue(name, "Anderson Japanese Garden")  # one deletion in 23 letters
    assert not same_venue(name, "Andersen Japanese Gardens")  # a substitution is two edits
    assert not same_venue(name, "Anderson Japanese Garden", threshold=1.0)


def test_threshold_must_be_a_fraction():
    with pytest.raises(ValueError):
        VenueMatcher(0.0)
    with pytest.raises(ValueError):
        VenueMatcher(95)


def test_find_returns_the_held_name():
    held = ["Le Bistro", "Coco Bambu", "Pizza Hut"]
    matcher = VenueMatcher()
    assert next(h for h in held if matcher.same("coco-bambu, Rockford", h, "Rockford")) == "Coco Bambu"
    assert not any(matcher.same("Coco Bambu Express", h, "Rockford") for h in held)


# --- over the database ----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def venues_by_city(sandbox) -> dict[str, set[str]]:
    """Every restaurant and attraction name of the sandbox, by city."""
    names: dict[str, set[str]] = defaultdict(set)
    for city in sandbox.cities:
        for venue in (*sandbox.restaurants_in(city), *sandbox.attractions_in(city)):
            if venue.name:
                names[city].add(venue.name)
    return dict(names)


def matched_pairs(venues_by_city, matcher: VenueMatcher) -> list[tuple[str, str, str]]:
    """Same-city pairs of *distinct canonical* names that ``matcher`` takes for one venue."""
    found = []
    for city, names in venues_by_city.items():
        canonical = sorted({canonical_venue(name, city) for name in names})
        for a, b in itertools.combinations(canonical, 2):
            if matcher.same_canonical(a, b, city):
                found.append((city, a, b))
    return found


def test_database_is_big_enough_to_mean_something(venues_by_city):
    assert len(venues_by_city) > 250
    assert sum(len(names) for names in venues_by_city.values()) > 13000
    pairs = sum(len(n) * (len(n) - 1) // 2 for n in venues_by_city.values())
    assert pairs > 300_000


def test_no_false_positive_among_the_databases_own_names(venues_by_city):
    assert matched_pairs(venues_by_city, VenueMatcher(DEFAULT_THRESHOLD)) == []


def test_a_looser_threshold_would_merge_distinct_venues(venues_by_city):
    """Control: the check above can fail; at τ = 0.90 real distinct shops collide."""
    loose = matched_pairs(venues_by_city, VenueMatcher(0.90))
    assert ("Rockford", "aggarwal sweet centre", "aggarwal sweets centre") in loose


def test_substring_names_exist_and_stay_apart(venues_by_city):
    """"X" and "X Cafe" in one city are two venues (the database has many such pairs)."""
    matcher = VenueMatcher()
    pairs = [
        (city, a, b)
        for city, names in venues_by_city.items()
        for a, b in itertools.permutations(sorted({canonical_venue(n, city) for n in names}), 2)
        if b.startswith(a + " ")
    ]
    assert len(pairs) > 50
    assert [p for p in pairs if matcher.same_canonical(p[1], p[2], p[0])] == []


def test_canonicalization_merges_only_spelling_variants(venues_by_city):
    """Distinct raw names that share a key differ only in case, punctuation or spacing."""
    merged = []
    for city, names in venues_by_city.items():
        groups = defaultdict(set)
        for name in names:
            groups[venue_key(name, city)].add(name)
        merged += [group for group in groups.values() if len(group) > 1]
    for group in merged:
        letters = {re.sub(r"[\W_]", "", name.casefold()) for name in group}
        assert len(letters) == 1, group


def variants(name: str, city: str) -> list[str]:
    """How a model might re-type ``name``: case, punctuation, spacing, a city suffix."""
    words = name.split()
    return [
        name.upper(),
        name.lower(),
        name.swapcase(),
        re.sub(r"[^\w\s]", "", name),  # punctuation removed
        re.sub(r"[^\w\s]", " ", name),  # punctuation turned into spaces
        "-".join(words),  # punctuation added between words
        name + ".",
        name.replace("'", "’"),
        "  ".join(words),  # doubled spaces
        f"  {name}\t",
        f"{name}, {city}",
        f"{name.lower()} ,{city.upper()}",
    ]


def test_variants_of_every_name_are_caught(venues_by_city):
    matcher = VenueMatcher()
    checked, missed = 0, []
    for city, names in venues_by_city.items():
        for name in names:
            if not re.search(r"\w", name):
                continue  # "-": nothing to vary
            for variant in variants(name, city):
                checked += 1
                if not matcher.same(name, variant, city):
                    missed.append((city, name, variant))
    assert checked > 150_000
    assert missed == []


def test_variants_keep_the_key_so_they_never_match_another_venue(venues_by_city):
    """A variant has its original's key, so the zero false positives carry over to it."""
    for city, names in venues_by_city.items():
        for name in names:
            if re.search(r"\w", name):
                assert {venue_key(v, city) for v in variants(name, city)} == {venue_key(name, city)}
