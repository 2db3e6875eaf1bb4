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

This module reads the names and judges their clauses; beside it, one job a module: ``said_alone_keys`` (the keys a
name may be said by), ``said_alone_stands`` (whether words stand as a name), ``said_alone_typos`` (a name misspelt)
and ``said_alone_choices`` (a choice of two).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from himap_travel.domain.constraints import must_see, name_keys, named_places, restaurant_names, said_in_city, sight_kinds
from himap_travel.domain.constraints.base import Spans, TripPlaces
from himap_travel.domain.constraints.said_alone_keys import WORD, Index, indexed, inside, key_of, plain_word, word_key
from himap_travel.domain.constraints.said_alone_stands import (
    BEHIND_THE,
    FANS_AFTER,
    LEG_AFTER,
    THE_BEFORE,
    ListedAfter,
    a_common_word,
    an_initial,
    another_kind,
    capitalised_said_so,
    common_words,
    english_word_goes_on,
    food_words_only,
    inner_goes_on,
    joined,
    plain_outing,
    plain_plural,
    stands_as_name,
    toured,
    unknown_cued,
    unknown_opening,
)
from himap_travel.domain.constraints.said_alone_typos import misspelt_at
from himap_travel.domain.text import negation
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.words import MUST, NOT_AFTER_ABBREVIATION

_LONGEST = 12  # words: no attraction's name is longer
# a sentence, or its part after a question ("kennywood? no thanks")
_BREAK = lazy_compile(rf"{NOT_AFTER_ABBREVIATION}[.!;\n]+(?=\s|$)|\?+\s*")
# (an item of a numbered list is a part too: "1) no flights 2) Universal Studios Florida")
_PART = lazy_compile(r",|\s+(?:but|though|although)\b|\s\(?\d{1,2}\)(?=\s)", re.IGNORECASE)
# ... never a time the name is not wanted at ("gatorland but not in the morning", "seaworld, not too early"): a time of
# the visit (named: the plan keeps a sight's day, never its hour), the name still wanted
_WHEN = (r"\s+(?:too\s+|so\s+|super\s+)?(?:in\s+the\s+(?:morning|afternoon|evening)|early|late|at\s+night|first\s+thing"
         r"|before\b|after\b|until\b|till\b|on\s+(?:day|the\s+(?:first|last)|(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
         r"|tonight\b|in\s+the\s+heat)")
_RULED_OUT = lazy_compile(
    r"\b(?:no(?!\s+(?:big\s+deal|deal[\s-]?breaker)\b)|(?<!\bwhy\s)(?<!\d\s)not(?!\s+(?:just|only|merely)\b)(?!" + _WHEN + r")"
    # (never a wish said not to be firm: "seaworld if possible, not a must", "gatorland, not essential")
    rf"(?!\s+(?:{MUST}|necessary|required)\b)"
    r"|never|none|neither(?!\s+of\b)|nor|nope|nah|nobody|no\s+one|skip\w*|avoid\w*|without|pass\s+on|hate|hates|dislike\w*"
    r"|no[\s-]go|rather\s+not"
    r"|(?:hard|we'll|i'll)\s+pass"  # "wishing tree? nah", "nauticus? hard pass"
    r"|(?:(?<=[,?:;!–—-])|(?<=[,?:;!–—-]\s))pass(?!\s+(?:by|through|the|a|it)\b)"  # "giant eyeball? pass" (never "a day pass")
    r"|steer\s+(?:clear|away)|(?:stay|keep)\s+away"
    r"|a\s+miss"  # given a miss, in British ("we'll give the legoland discovery center a miss")
    # ... or struck off ("gatorland is a tourist trap, leave it off the list", "..., ditch it")
    r"|(?:leave|keep)\s+(?:it|that|them)\s+(?:out|off)|(?:drop|ditch|cut|scrap|nix|remove)\s+(?:it|that|them))\b"
    # (never a wish not to miss it: "gatorland, can't miss it", "we wouldn't want to miss it")
    r"|n['’]t\b(?!\s+(?:possibly\s+|want\s+to\s+|wanna\s+)?miss\b)"
    rf"|\b(?:is|are|'s|’s)\s+{negation.REFUSAL}\b", re.IGNORECASE)  # "seaworld is off the table" (not "is non-negotiable")
# An aside to the reader, no ruling out ("Chili's one night, don't judge", "Hooters lol no shame")
_ASIDE = lazy_compile(r"\b(?:don'?t|do\s+not|no)\s+(?:judge|judging|judg(?:e)?ment|laugh|laughing|worry|ask|shame|regrets?"
                      r"|kidding|joke|lie)\b", re.IGNORECASE)
# Said to be optional, neither wanted nor ruled out ("seaworld doesn't have to be included", "gatorland is optional")
OPTIONAL = (r"\b(?:don['’]?t|doesn['’]?t|do\s+not|does\s+not|needn['’]?t)\s+(?:(?:really|necessarily)\s+)?(?:have|need)\s+to\b"
            r"|\bno\s+need\s+to\b|\b(?:is|are|'s|’s)\s+(?:totally\s+|completely\s+)?optional\b"
            r"|\b(?:isn['’]?t|aren['’]?t|is\s+not|are\s+not)\s+(?:a\s+must|necessary|required|essential)\b")
_OPTIONAL = lazy_compile(OPTIONAL, re.IGNORECASE)
_PAST = lazy_compile(r"\b(?:last\s+(?:time|year|summer|trip)|already|before|visited|went|been|saw|seen|did\s+that)\b", re.IGNORECASE)
# ... never a past denied ("we've never been to seaworld, so it's a must"): a wish for it
_PAST_NEGATED = lazy_compile(r"\b(?:never|not\s+yet|haven['’]?t|hasn['’]?t|didn['’]?t|did\s+not|have\s+not)\b", re.IGNORECASE)
_SHORT_PART = 5  # words: a part after the names that only rules them out ("skip it", "no thanks", "leave it off the list")


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
               common_word: Callable[[str], bool] | None = None, rare_word: Callable[[str], bool] | None = None
               ) -> list[Said]:
    """The sights and restaurants of the trip's cities ``text`` names with no cue, none inside a span readers ``taken``.
    ``unknown_word``: whether a word (lower case) is no English word; such a word opening a clause that only part of one
    sight's name holds is that sight ("motown, indian food", "vizcaya, my mom loves gardens"; never "frost").
    ``common_word``: whether it is one of English's most frequent words: in lower case, with no wish to go said before
    it, such a part of one sight's name is the word ("first time in the south": no South Carolina Aquarium).
    ``rare_word``: whether a word is one English rarely says: a restaurant's one-word name so said stands where a name
    does ("starbucks is a no"; a sight's part stays ``unknown_word``'s: "brooklyn" is no sight said alone)."""
    rare = rare_word or unknown_word
    index, sizes, short = indexed(where)
    if not index:
        return []
    words = [(m.start(), m.end(), word_key(m.group(0))) for m in WORD.finditer(text)]
    found: list[tuple[int, int, str, str]] = []
    choices: list[tuple[int, int, str, str]] = []  # words several sights share (``said_alone_keys``): read after the rest
    after_a_name = ListedAfter(text, taken)
    i = 0
    while i < len(words):
        listed = after_a_name(words[i][0])
        hit = next((size for size in sorted(sizes.get(plain_word(words[i][2]), ()), reverse=True)
                    if i + size <= len(words) and (spelled := key_of(w[2] for w in words[i:i + size])) in index
                    and all(joined(text, words[k], words[k + 1]) for k in range(i, i + size - 1))
                    and stands_as_name(text, words[i][0], words[i + size - 1][1], size, index[spelled][1], listed,
                                       size == 1 and rare is not None and rare(words[i][2]),
                                       restaurant_names.cities_of_name(where.sandbox, index[spelled][0])
                                       if index[spelled][1] == "restaurant" else (),
                                       the_own=index[spelled][0].lower().startswith("the "),
                                       owner=size == 1 and index[spelled][1] == "restaurant"
                                       and bool(restaurant_names.OWNER.fullmatch(index[spelled][0].split()[0]))
                                       # ... never an everyday word ("hey!" is no Hey' Sugar Delhi, "let's" no Let's ...)
                                       and not (common_word is not None and common_word(words[i][2])),
                                       trip_cities=tuple(where.cities or ()))
                    and not plain_plural(text, words[i], size, index[spelled][0], unknown_word)
                    and not inner_goes_on(text, spelled, index[spelled][0], words[i + size - 1][1])
                    and not english_word_goes_on(text, words[i], size, *index[spelled], unknown_word)
                    and not food_words_only(text, words[i][0], spelled, index[spelled][1])
                    and not common_words(text, words[i:i + size], index[spelled][0], common_word)
                    and not (size == 1 and an_initial(text, words[i][0], words[i][1]))  # "c.m. russell": no "The M"
                    and not FANS_AFTER.match(text, words[i + size - 1][1])  # "harry potter fan here": who they are
                    and (spelled not in short or (bool(THE_BEFORE.search(text, 0, words[i][0]))
                                                  and not a_common_word(text, words[i], size, unknown_word, common_word))
                         or (listed and not a_common_word(text, words[i], size, unknown_word, common_word))
                         or unknown_opening(text, words[i], size, unknown_word)
                         or unknown_cued(text, words[i], size, unknown_word)
                         or toured(text, words[i][0], words[i + size - 1][1])
                         or capitalised_said_so(text, words[i][0], words[i + size - 1][1])
                         # ... or a wish said right after it ("universal is a must"), no everyday word
                         or (bool(must_see.MUST_AFTER.match(text, words[i + size - 1][1]))
                             and not a_common_word(text, words[i], size, unknown_word, common_word)))
                    and not (spelled in short and (LEG_AFTER.match(text, words[i + size - 1][1])
                                                   or BEHIND_THE.search(text, 0, words[i][0])))), None)
        key: str | None = None if hit is None else key_of(w[2] for w in words[i:i + hit])
        if hit is None and (misspelt := misspelt_at(text, words, i, index, listed)) is not None:
            hit, key = misspelt
        if hit is not None and key is not None and another_kind(words, i + hit, key, index[key][0]):
            hit = None  # "Red Rocks amphitheater" is no "Red Rock Canyon Open Space": a near miss, named unread
        elif hit is not None and key is not None and plain_outing(words, i + hit, key, index[key][0], common_word):
            hit = None  # "the factory tour": an outing of a plain word, named unread
        if hit is None or key is None:
            i += 1
            continue
        start, end = words[i][0], words[i + hit - 1][1]
        key = _in_its_city(text, end, key, index, where)
        if _FOR_THE.search(text, max(0, start - 10), start) and key != key_of(re.findall(r"[a-z0-9]+", name_keys.normal(index[key][0]))):
            i += hit  # "pier 39 for the sea lions": part of a name after "for the" is what a visit is for, not Monterey Sea Lions
            continue
        if not any(s <= start and end <= e for s, e in taken):  # a word of it read alone ("Cafe") is no reading of the name
            (choices if must_see.CHOICE in index[key][0] else found).append((start, end, *index[key]))
            after_a_name.add(end)
        i += hit
    found += said_in_city.found(text, where, [*taken, *((f[0], f[1]) for f in found)])  # "the ford museum in grand rapids"
    # words several sights share, a choice of them, only where no name said with its city took them, and never as a
    # place something happens on ("a jet boat tour on the snake river")
    found += [c for c in choices if not any(f[0] < c[1] and c[0] < f[1] for f in found)
              and not _ON_THE.search(text, max(0, c[0] - 16), c[0])]
    found += _kinds_listed(text, [*taken, *((f[0], f[1]) for f in found)])
    starts = sorted(s for s, _ in [*taken, *((f[0], f[1]) for f in found)])  # where every name of the text starts
    return [said for said in (_judged(text, *f, starts=starts) for f in found
                              if not _located(text, f[0]) and not _cheered(text, f[0]) and not _owned(text, f[0]))
            if said is not None]


_IN_A_CITY = lazy_compile(r"\s+(?:in|at)\s+(?P<city>[A-Za-z][\w.'’-]*(?:\s+[A-Za-z][\w.'’-]*){0,2})", re.IGNORECASE)


def _in_its_city(text: str, end: int, key: str, index: Index, where: TripPlaces) -> str:
    """The key of the sight said with its city after it, when the data names that city's one by the city's name and the
    words said ("the river walk in san antonio" is the San Antonio River Walk, not San Angelo's River Walk); ``key``
    else."""
    said = _IN_A_CITY.match(text, end)
    if said is None:
        return key
    words = said.group("city").split()
    for size in range(len(words), 0, -1):
        city = next((c for c in where.cities or () if name_keys.normal(c) == name_keys.normal(" ".join(words[:size]))), None)
        if city is not None:
            own = key_of(word_key(w) for w in WORD.findall(name_keys.normal(city)))
            found = next((k for k in (f"{own} {key}", f"{key} {own}") if k in index and index[k][1] == index[key][1]), None)
            return found or key
    return key


def restaurants_spelled(text: str, where: TripPlaces) -> list[tuple[int, int]]:
    """Where the text spells a restaurant of the trip's cities by a key ``said_alone`` reads it by (its whole name, or
    its first words: "wasabi sushi" for Wasabi Sushi and Thai), in any case, the key holding a word that is no word of
    food: its words of food are the name's, no cuisine asked for (``parsing.query`` passes them to the cuisine check,
    so "wasabi sushi in peoria" is the restaurant, never a refusal of sushi). Linear as ``said_alone`` is."""
    index, sizes, _short = indexed(where)
    words = [(m.start(), m.end(), word_key(m.group(0))) for m in WORD.finditer(text)]
    found: list[tuple[int, int]] = []
    i = 0
    while i < len(words):
        hit = next((size for size in sorted(sizes.get(plain_word(words[i][2]), ()), reverse=True)
                    if i + size <= len(words) and (key := key_of(w[2] for w in words[i:i + size])) in index
                    and index[key][1] == "restaurant" and " " in key
                    and not set(key.split()) <= restaurant_names.FOOD_PLACE_WORDS), None)
        if hit is None:
            i += 1
            continue
        found.append((words[i][0], words[i + hit - 1][1]))
        i += hit
    return found


# A sight said by its kind as an item of a list of wishes ("the aquarium, seafood, and nothing over $300 a night",
# "fort mchenry + the science center", "..., and the lighthouse"): the one sight of that kind in the trip's cities,
# or a problem naming the candidates (``sight_kinds.resolve_sights``), never passed over.
_KIND_ITEM = lazy_compile(rf"\bthe\s+{sight_kinds.SIGHT_KIND}\b", re.IGNORECASE)
_ITEM_BEFORE = lazy_compile(r"(?:^|[.!?;,+&(]|\band|\bplus|\bn)\s*$", re.IGNORECASE)  # "the perot museum n the aquarium"
# ... or who the visit is for, closing its clause ("the aquarium for the kids"), or what it comes with ("the lighthouse
# with a climb to the top", "the lighthouse with the kids": the outing is named apart, ``parsing.bare_things``)
# ... or when it is seen, closing its clause ("the aquarium at sunset", "the lighthouse in the evening": the sight read,
# its hour named by ``parsing.caveats``)
_ITEM_AFTER = lazy_compile(r"\s*(?:$|[.!?;,+)]|and\b|plus\b|for\s+(?:the|our|my)\s+[a-z]+\s*(?:$|[.!?;,])"
                           r"|(?:at|around|after|before|in\s+the(?:\s+(?:early|late))?)\s+(?:sunset|sunrise|sundown|dusk|dawn|dark"
                           r"|night|morning|afternoon|evening)\s*(?:$|[.!?;,])"
                           r"|with\s+(?:the|our|my|an?)\s+[a-z]+(?:\s+[a-z]+){0,4}\s*(?:$|[.!?;,]))", re.IGNORECASE)


def _kinds_listed(text: str, names: Spans) -> list[tuple[int, int, str, str]]:
    """(start, end, the kind as said, "sight") for each sight said by its kind alone as an item of a list."""
    found = []
    for m in _KIND_ITEM.finditer(text):
        alone = _ITEM_BEFORE.search(text, max(0, m.start() - 8), m.start()) and _ITEM_AFTER.match(text, m.end())
        if not alone or any(s < m.end() and m.start() < e for s, e in names) or _located(text, m.start()):
            continue
        found.append((m.start(), m.end(), m.group(0).lower(), "sight"))
    return found


# A name after "our" / "my" is one of the party, a pet or a thing of theirs ("our Golden Retriever" is no meal at The
# Retriever)
_OWNED = lazy_compile(r"\b(?:our|my|his|her|their)\s+(?:[\w'’-]+\s+)?$", re.IGNORECASE)


def _owned(text: str, start: int) -> bool:
    return bool(_OWNED.search(text, max(0, start - 30), start))


# A name said where a stay should be ("a hotel near Universal Studios"): a location in town, which the data cannot
# say (named by ``parsing.unread``), no wish to see it.
_NEAR = lazy_compile(r"\b(?:near|nearby|close\s+to|next\s+to|walking\s+distance\s+(?:to|of|from)|walk(?:able)?\s+(?:to|from)"
                     r"|steps\s+(?:from|to)|minutes\s+(?:from|to)|right\s+by|by|around)\s+(?:the\s+)?$", re.IGNORECASE)


def _located(text: str, start: int) -> bool:
    return bool(_NEAR.search(text, max(0, start - 40), start))


_FOR_THE = lazy_compile(r"\bfor\s+the\s+$", re.IGNORECASE)
_ON_THE = lazy_compile(r"\b(?:on|along|across|over|down|up|in|into|through)\s+the\s+$", re.IGNORECASE)


def _cheered(text: str, start: int) -> bool:
    """Whether the name at ``start`` is a team's cheered ("go Nittany Lions": ``named_places.CHEER``), no sight."""
    return any(m.start() < start < m.end() for m in named_places.CHEER.finditer(text, max(0, start - 12), start + 60))


def inner_words_said(text: str, said: Sequence[Said]) -> list[str]:
    """The warnings for sights read by words from inside their name ("the skyride"): which sight was read, said."""
    found = []
    for one in said:
        key = key_of(word_key(w) for w in WORD.findall(text[one.start:one.end]))
        if one.kind == "sight" and inside(key, one.name):
            found.append(f"{text[one.start:one.end]!r} read as {one.name!r}: the one sight of the trip's cities whose "
                         "name holds it (name another if you meant one)")
    return found


_JUDGE_REACH = 400  # characters either side of a name its sentence is looked for in: each name reads a bounded stretch


def _judged(text: str, start: int, end: int, name: str, kind: str, starts: Sequence[int] = ()) -> Said | None:
    """The name with its clause's verdict: ruled out, wanted, or (a clause about the past) None. Its clause is the
    part of its sentence between commas (or "but"); a short part right after it may rule it out ("..., skip it",
    "kennywood? no thanks").

    A ruling-out word is this name's only where no other name (``starts``: where every name of the text starts, in
    order) is what it is said of: never one inside the name itself ("Ripley's Believe It or Not"), nor words after it
    that lead to another name in its part ("Gatorland and not SeaWorld"), nor a short part after it that names another
    ("Gatorland yes, SeaWorld no", "love Gatorland but not SeaWorld"). The sentence is looked for within
    ``_JUDGE_REACH`` of the name: a text of a thousand names in one sentence ("dominos, dominos, ...") stays linear."""
    reach_start, reach_end = max(0, start - _JUDGE_REACH), min(len(text), end + _JUDGE_REACH)
    sentence_start = max((m.end() for m in _BREAK.finditer(text, reach_start, start)), default=reach_start)
    stop = _BREAK.search(text, end, reach_end)
    sentence_end = stop.start() if stop else reach_end
    cuts = [sentence_start, *(m.start() for m in _PART.finditer(text, sentence_start, sentence_end)), sentence_end]
    part_start = max(c for c in cuts if c <= start)
    part_end = min(c for c in cuts if c >= end)
    if _OPTIONAL.search(text, part_start, part_end) and not _PAST.search(text, part_start, start):
        return None
    past = bool(_PAST.search(text, part_start, part_end))
    if past and _PAST_NEGATED.search(text, part_start, start):  # "we've never been to seaworld, so it's a must"
        return Said(start, end, name, kind, False)
    if part_end < sentence_end:  # the next part of the sentence
        after = _PART.search(text, part_end + 1, sentence_end)
        following = (part_end, after.start() if after else sentence_end)
    elif stop is not None and stop.group(0).startswith("?"):  # the next sentence, after a question
        next_end = min(len(text), stop.end() + _JUDGE_REACH)
        after = _BREAK.search(text, stop.end(), next_end)
        following = (stop.end(), after.start() if after else next_end)
    else:
        following = (len(text), len(text))
    another_after = _a_start_within(starts, end, part_end)
    another_following = _a_start_within(starts, *following)
    ruled_after = ((not another_after and _rules_out(text, end, part_end))
                   or (not another_following and len(WORD.findall(text, *following)) <= _SHORT_PART
                       and _rules_out(text, *following) and not _PAST.search(text, *following)))
    if past:  # the past is a reason only when a ruling out follows it ("we've been to seaworld already, skip it",
        # "went to gatorland before, don't need to go again")
        no_need = _OPTIONAL.search(text, end, part_end) or (not another_following and _OPTIONAL.search(text, *following))
        return Said(start, end, name, kind, True) if ruled_after or no_need else None
    return Said(start, end, name, kind, ruled_after or _rules_out(text, part_start, start))


def _a_start_within(starts: Sequence[int], start: int, end: int) -> bool:
    """Whether a name of ``starts`` (in order) starts at or after ``start`` and before ``end``."""
    at = bisect_left(starts, start)
    return at < len(starts) and starts[at] < end


# A condition put on the name, its negation the condition's ("the space needle if it's not crazy expensive", "gatorland
# unless it rains"): from its word to the part's end, no ruling out
_CONDITION = lazy_compile(r"\b(?:if|unless|as\s+long\s+as|so\s+long\s+as|provided(?:\s+that)?|assuming)\b[^,;.!?]*", re.IGNORECASE)


def _rules_out(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` holds a word ruling a name out (``_RULED_OUT``) outside an aside (``_ASIDE``) or a
    condition (``_CONDITION``)."""
    asides = [m.span() for pattern in (_ASIDE, _CONDITION) for m in pattern.finditer(text, start, end)]
    return any(not any(s <= m.start() < e for s, e in asides) for m in _RULED_OUT.finditer(text, start, end))


def with_said_alone(local: Any, said: Sequence[Said]) -> Any:
    """``local`` with the names ``said`` alone added to ``must_see`` / ``avoid_sights`` / ``eat_at`` /
    ``avoid_restaurants`` (each once, a name already read kept where its reader put it)."""
    update = {}
    for kind, keys in _KEYS.items():
        for key, ruling_out in zip(keys, (False, True), strict=True):
            read: list[str] = getattr(local, key) or []
            known = {name_keys.normal(n) for n in read}
            # (words several sights share are a choice of them, ``said_alone_keys``: ruled out, each of them is)
            names = [n for s in said if s.kind == kind and s.ruled_out == ruling_out
                     for n in (s.name.split(must_see.CHOICE) if ruling_out else [s.name])]
            added = [n for n in names if name_keys.normal(n) not in known]
            if added:
                update[key] = list(dict.fromkeys([*read, *added]))
    return local.model_copy(update=update) if update else local
