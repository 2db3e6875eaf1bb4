"""``literal_guard``: a pattern is skipped only over a text it cannot match, so every reading is the same (issue 44).

The words a guard checks are worked out from the pattern's syntax; these tests hold that working-out to what every
match needs (an optional part, an empty branch, a negative lookaround or a non-ASCII text give no guard), check each
guarded pattern against real texts (a match always passes its guard), and read texts with the guards on and off.
"""

from __future__ import annotations

import re
import sys

import pytest

from himap_travel.domain.constraints import cuisine, must_see, transportation
from himap_travel.domain.parsing import caveats, clause_form, companions, party_ages, party_left_out
from himap_travel.domain.parsing.cannot_say import _CANNOT
from himap_travel.domain.parsing.count_corrections import _CORRECTED, _CORRECTED_LATER, _CORRECTED_SO
from himap_travel.domain.parsing.date_patterns import DATE_PATTERNS
from himap_travel.domain.parsing.people_groups import group_counts
from himap_travel.domain.parsing.people_refused import unreadable_counts
from himap_travel.domain.parsing.query import QueryParseError, read_text
from himap_travel.domain.text import literal_guard
from himap_travel.domain.text.lazy_regex import is_pattern
from himap_travel.domain.text.literal_guard import may_match, needed_words, unguarded


def _scanned_in(reader: object) -> list[re.Pattern[str]]:
    """The module's patterns a reader scans (its code names them)."""
    module = sys.modules[reader.__module__]  # type: ignore[attr-defined]
    names = reader.__code__.co_names  # type: ignore[attr-defined]
    return [value for name, value in vars(module).items() if name in names and is_pattern(value)]


# Every pattern a reader scans through a guard
GUARDED = [pattern for pattern, _reason in _CANNOT] + [pattern for _kind, pattern in DATE_PATTERNS] + [
    party_left_out._STAYS_BEHIND, companions.COMPANION, companions._PARENTS, cuisine._OTHER_RE, cuisine._CUISINE_LIST,
    must_see.MUST_AFTER, transportation._MIXED_LEGS_RE, clause_form._KEPT_SAID, caveats._LACKING,
    party_ages._AGES_LISTED, _CORRECTED, _CORRECTED_LATER, _CORRECTED_SO,
    *_scanned_in(group_counts), *_scanned_in(unreadable_counts),
]
# Texts that the guarded families match and do not: dates in several shapes, what the data cannot say, plain requests
TEXTS = (
    "Dallas to Houston, March 16th to March 18th 2022, 2 people, $1500",
    "3/14-3/16 seattle -> reno, need a pool and free parking, no hostels",
    "the weekend of march 4th in Austin, dog friendly restaurants, wheelchair accessible hotel",
    "we want a HOT TUB and a Kitchenette, lake erie views; kosher food; 2 bedroom place",
    "leaving 13/3 back 3/16, nonstop flights only pls, book it for us",
    "5 days from Denver visiting 2 cities in Texas, budget 3000, nothing more",
    "Plan a trip from Miami to Orlando for one person, 3 days",
    "wk of 3/14, Mon-Wed; near the beach; late check-in",
    "me, my wife and our 2 boys plus my parents; my brother stays home; kids aged 4 and 7",
    "we love italian, mexican and thai food; must see the alamo; fly there and drive back",
    "for 4 people, no wait 5 people; 3 nights... sorry, 3 days; starting 3/14",
    "2 adults and 3 kids, 2 couples, 2 guys + 2 gals, a family of 4; at least 2 people; 3 people and 2 kids; nobody",
    # beyond ASCII: curly quotes, accents, the letters IGNORECASE folds to ASCII, a digit of another script
    "we’d love a café — no hostels ’cause my wife’s wheelchair; İstanbul-style Kebab",
    "Dallas → Houston, March ١٦th, ſeafood à la carte, a İndian place, hot tub pls 😊",
)


@pytest.mark.parametrize(("pattern", "words"), [
    (r"on\s+day", {"day"}),  # the longest run every match holds
    (r"a?bc", {"bc"}),  # an optional letter is no part of the run
    (r"(?:hostels?|motels?)\b", {"hostel", "motel"}),  # a branch: one of each branch's words
    (r"\d+/\d+", {"/"}),
    (r"[0-3]\d", {"0", "1", "2", "3"}),  # a class of a few characters: one of them
    (r"(?=.*budget)trip", {"budget"}),  # a lookahead's words are in the text too
    (r"Hotel", {"hotel"}),  # checked on the lower case
])
def test_the_words_are_those_every_match_holds(pattern: str, words: set[str]) -> None:
    assert needed_words(re.compile(pattern, re.IGNORECASE)) == words


@pytest.mark.parametrize("pattern", [
    r"(?:pool|)\s*x?", r"[^abc]+", r"(?<!no )\w+", r"(?:a|\w)", r"[a-z]+", r"b*", r"(\w)\1",
])
def test_no_guard_where_a_match_needs_no_word(pattern: str) -> None:
    assert needed_words(re.compile(pattern, re.IGNORECASE)) is None


def test_a_text_without_the_words_is_skipped_and_one_with_them_is_not() -> None:
    hostel = re.compile(r"\bno\s+hostels?\b", re.IGNORECASE)
    assert not may_match(hostel, "Dallas to Houston, 3 days")
    assert may_match(hostel, "Dallas to Houston, NO HOSTELS")
    assert list(literal_guard.finditer(hostel, "Dallas to Houston")) == []
    with unguarded():
        assert may_match(hostel, "Dallas to Houston, 3 days")


def test_every_part_a_match_needs_is_checked() -> None:
    """A cued date needs one of its cue words AND a "/": a text with the cue words but no "/" is skipped too."""
    cued = re.compile(r"(?:(?<=\bon )|(?<=\bback ))\d{1,2}/\d{1,2}\b", re.IGNORECASE)
    assert literal_guard.needed_sets(cued) == (frozenset({"on ", "back "}), frozenset({"/"}), frozenset("0123456789"))
    assert needed_words(cued) == {"on ", "back "}  # the most telling
    assert not may_match(cued, "back on 14 March")
    assert may_match(cued, "back on 3/14")
    nested = re.compile(r"(?:(?:no\s+)?hostels?\s+(?:in|near)\s+town)", re.IGNORECASE)  # a group's parts each needed
    assert not may_match(nested, "a hostel near the lake")
    assert may_match(nested, "no hostels near town")


def test_a_text_beyond_ascii_is_guarded_with_the_letters_ignorecase_folds_to_ascii() -> None:
    """Under ``re.IGNORECASE`` the Kelvin sign matches "k", a dotless "ı" and a dotted "İ" "i", a long "ſ" "s"; ``\\d``
    matches every decimal digit: a text holding them passes, one lacking the words is skipped though not ASCII."""
    king = re.compile(r"king", re.IGNORECASE)
    assert king.search("a \u212aing bed") and may_match(king, "a \u212aing bed")
    assert may_match(re.compile("in", re.IGNORECASE), "\u0131n")
    assert may_match(re.compile("istanbul", re.IGNORECASE), "\u0130stanbul")
    assert may_match(re.compile("sea", re.IGNORECASE), "\u017fea")
    digits = re.compile(r"\d+ nights")
    assert digits.search("\u0663 nights") and may_match(digits, "\u0663 nights")
    assert not may_match(king, "x\u2019" * 50)  # a curly quote no longer turns the guard off
    assert not may_match(digits, "three nights\u2019")


def test_every_character_ignorecase_folds_to_ascii_is_folded() -> None:
    """Every code point beyond ASCII that an ASCII letter or digit matches under ``re.IGNORECASE``, or that ``\\d``
    matches, is made that ASCII character before the words are looked for (tried on each code point)."""
    ascii_like = re.compile(r"[a-z0-9]", re.IGNORECASE)
    for code in range(128, sys.maxunicode + 1):
        char = chr(code)
        if ascii_like.match(char) or re.match(r"\d", char):
            word = re.compile(next(a for a in "abcdefghijklmnopqrstuvwxyz" if re.match(a, char, re.IGNORECASE))
                              if not char.isdecimal() else r"\d", re.IGNORECASE)
            assert may_match(word, f"x{char}x"), hex(code)


@pytest.mark.parametrize("pattern", GUARDED, ids=lambda pattern: pattern.pattern[:40])
def test_every_match_of_a_guarded_pattern_passes_its_guard(pattern: re.Pattern[str], validation_queries) -> None:
    texts = [*TEXTS, *(row.spec.query for row in validation_queries[:60])]
    texts += [text.upper() for text in texts]
    for text in texts:
        assert pattern.search(text) is None or may_match(pattern, text), text


def test_readings_are_the_same_with_the_guards_off(sandbox, validation_queries) -> None:
    texts = [*TEXTS, *(row.spec.query for row in validation_queries[:20])]
    assert any(not may_match(pattern, text) for pattern in GUARDED for text in texts)  # the guards do skip here
    for text in texts:
        for trip in (None, ("Dallas", "Houston", 1)):
            guarded = _reading(text, sandbox, trip)
            with unguarded():
                assert _reading(text, sandbox, trip) == guarded, text


def _reading(text: str, sandbox, trip) -> object:
    try:
        return read_text(text, sandbox, trip=trip).model_dump()
    except QueryParseError as error:
        return error.to_dict()
