"""Place names the data does not know: the words after a role's cue read as a name (``phrase_at``), a misspelling
read as the one close place (``closest_place``), and an unknown origin or destination reported with its close matches
(``unknown_place``, ``report_suspect``), also when a clause opens with it before a route's "to" (``route_opening``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from rapidfuzz import fuzz, process, utils

from himap_travel.domain.parsing.gazetteer import Gazetteer, gazetteer_for, place_key
from himap_travel.domain.parsing.place_mentions import MONTH_WORDS, Mention
from himap_travel.domain.text.lazy_regex import lazy_compile

_STOP_PHRASE_WORDS = {
    "to", "and", "for", "on", "in", "from", "with", "between", "heading", "departing", "visiting", "spanning",
    "during", "over", "starting", "the", "a", "an", "our", "my", "we", "i", "this", "that", "which", "where",
    "then", "via", "by", "at", "of", "is", "are", "will", "would", "could", "can", "please", "trip", "travel",
    "next", "here", "there", "home", "now", "today", "tomorrow", "cities", "it", "me", "us",
    "leaving", "going", "towards", "toward", "as", "so", "but", "or", "through", "until", "till", "before", "after",
    "within", "across", "around", "into", "scratch", "later", "soon",
    # a weekday is no place ("from Thursday March 17"), nor a day of the trip ("move ruby falls to day 3")
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "day", "days", "night", "nights",
}
_ABBREV_TOKENS = {"st.", "ste.", "ft.", "mt.", "d.c.", "dc."}

TO_CUE = lazy_compile(r"\s*(?:,\s*)?(?:to|-|->|=>|\u2192|and\s+(?:head|heading|going|go|travel|traveling|travelling)\s+to)\s+",
                      re.IGNORECASE)
# Between a destination said first and its origin: "tacoma from seattle", "Galveston, from Houston"
FROM_CUE = lazy_compile(r"\s*(?:,\s*)?from\s+", re.IGNORECASE)


def phrase_at(text: str, pos: int, mixed_case: bool) -> str | None:
    """The place-like words at ``text[pos:]`` (up to 4), or None when they are not a name; in mixed case a name may
    open with "the" ("to the Grand Canyon") and hold a month's word no day follows ("Cape May")."""
    words: list[str] = []
    tokens = text[pos:pos + 80].split(" ")[:5]
    for index, token in enumerate(tokens):
        if not token:
            break
        bare = token.rstrip(",;:!?\"')")
        if token.endswith(".") and token.lower() not in _ABBREV_TOKENS:
            bare = token.rstrip(".")
        if mixed_case and not words and token.lower() == "the" and index == 0:
            continue
        if not bare or bare.lower() in _STOP_PHRASE_WORDS or not bare[0].isalpha():
            break
        if mixed_case and not bare[0].isupper():
            break
        if (bare in MONTH_WORDS or bare.capitalize() in MONTH_WORDS) and not (
                mixed_case and words and not re.match(r"\d", tokens[index + 1] if index + 1 < len(tokens) else "")):
            break
        words.append(bare)
        if bare != token and token.lower() not in _ABBREV_TOKENS:
            break
        if len(words) == 4:
            break
    if not words:
        return None
    return " ".join(words)


# How alike a misspelt name and a place must be to be read as that place ("Pensacolla": Pensacola, 95), and how far
# ahead of the next place ("Nashvile": Nashville 94, Asheville 82): any closer second and the reader asks.
_CLOSE_ENOUGH, _AHEAD_BY = 85.0, 10.0


def closest_place(name: str, sandbox: object) -> str | None:
    """The one sandbox place a misspelt ``name`` can mean ("Clevland": Cleveland), or None when none is that close or
    another is nearly as close (then the name stays unknown and is asked about)."""
    gaz = gazetteer_for(sandbox)
    found = process.extract(name, list(gaz.all_names), scorer=fuzz.WRatio, processor=utils.default_process, limit=2)
    if not found or found[0][1] < _CLOSE_ENOUGH:
        return None
    if len(found) > 1 and found[0][1] - found[1][1] < _AHEAD_BY:
        return None
    return str(found[0][0])


def _suggest(name: str, choices: Iterable[str]) -> list[str]:
    found = process.extract(name, list(choices), scorer=fuzz.WRatio, processor=utils.default_process, limit=3, score_cutoff=60)
    return [choice for choice, _score, _index in found]


# Words right after a name that take it back ("Bemidji to Fargo... I mean Grand Forks"): the name is no place asked for
_TAKEN_BACK_AFTER = lazy_compile(r"[\s.,;:\u2026-]*(?:no\s*,|no\s+wait|sorry\b|(?:i|we)\s+mean[t]?\b|scratch\s+that|oops"
                                 r"|correction\s*:)", re.IGNORECASE)


def unknown_place(
    text: str, role: str, cue: re.Pattern[str], gaz: Gazetteer, mixed_case: bool, choices: Iterable[str],
    problems: list[str], suggestions: dict[str, list[str]], at: int | None = None, in_prose: bool = False,
) -> bool:
    """Report the first unknown name after a ``role`` cue (only right at ``at`` if given); True when found. A name the
    words after it take back is none; after a cue said in prose (``in_prose``: "go to", "visit"), in lower case, neither
    is a phrase of everyday words ("the little ones go to bed early": no destination "bed early"; "go to rome" is one)."""
    matches = [m for m in [cue.match(text, at)] if m] if at is not None else list(cue.finditer(text))
    for m in matches:
        phrase = phrase_at(text, m.end(), mixed_case)
        if not phrase or _TAKEN_BACK_AFTER.match(text, m.end() + len(phrase)):
            continue
        if in_prose and not mixed_case and _everyday_words(phrase):
            continue
        if gaz.knows(phrase):
            continue
        close = _suggest(phrase, choices)
        suggestions[phrase] = close
        hint = f" (close matches: {', '.join(close)})" if close else ""
        problems.append(f"unknown {role} {phrase!r}{hint}")
        return True
    return False


# Where a clause opens: the text's start, or after a sentence's or a list's mark.
CLAUSE_OPEN = lazy_compile(r"(?:^|(?<=[.!?;:|\n]))\s*")
_TYPO_MIN_CHARS = 4  # a shorter word is as close to too many names to be a typo of one ("ok", "no", "hmm")


def route_opening(text: str, gaz: Gazetteer, mixed_case: bool) -> tuple[int, int] | None:
    """Where a clause opens with a misspelt place and a route's "to" ("Nashvile to Detriot", "Milwaukie -> Minneapolis"):
    the clause's start and the name's end, so that the name is asked about with its close matches, as one after "from"
    is, not only said missing. Only a name as close to a place as a typo is ("we'd love to see the zoo" opens with no
    place). The whole phrase must be that close, by plain edit ratio: WRatio's partial match finds "ok" in Oklahoma
    City and "no" in Chattanooga, which made "ok to go" and "no, back to just me" routes."""
    for opening in CLAUSE_OPEN.finditer(text):
        phrase = phrase_at(text, opening.end(), mixed_case)
        if (phrase and len(phrase) >= _TYPO_MIN_CHARS and text.startswith(phrase, opening.end())
                and TO_CUE.match(text, opening.end() + len(phrase))
                and (process.extractOne(phrase, gaz.all_names, scorer=fuzz.ratio, processor=utils.default_process,
                                        score_cutoff=_CLOSE_ENOUGH) is not None or _swapped_name(phrase, gaz))):
            return opening.start(), opening.end() + len(phrase)
    return None


# Words that open a request before "to <a place>" and are no place: the trip itself ("Vacation to Denver"), a greeting
_NO_ORIGIN_WORDS = {"vacation", "getaway", "holiday", "honeymoon", "weekend", "flight", "flights", "drive", "road", "visit",
                    "tour", "journey", "move", "return", "back", "family", "business", "plan", "plans", "hi", "hey", "hello",
                    "help", "request", "headed", "off", "way", "escape", "roadtrip", "road trip", "girls trip", "guys trip"}


def unknown_opening(text: str, mixed_case: bool, starts: set[int], cue: re.Pattern[str] = TO_CUE) -> tuple[int, int] | None:
    """Where a clause opens with a capitalised name the data lacks before a route's "to" and a place it knows
    ("Springfield to Chicago", "Fort Worth to Austin"): the clause's start and the name's end, so that the unknown
    origin is named (the data has no such city), not only said missing. In mixed case a capitalised name; in lower
    case ("tacoma to portland") only words rare enough in English to be a name (``_name_like``), right before "to";
    never a word of the trip itself ("Vacation to Denver") or a verb's "-ing" ("Flying to Denver"). With ``cue``
    ``FROM_CUE``, the unknown destination said before its origin ("tacoma from seattle")."""
    for opening in CLAUSE_OPEN.finditer(text):
        phrase = phrase_at(text, opening.end(), mixed_case)
        if (not phrase or not text.startswith(phrase, opening.end()) or phrase.lower() in _NO_ORIGIN_WORDS
                or phrase.lower().endswith("ing") or not (mixed_case or _name_like(phrase))):
            continue
        route = cue.match(text, opening.end() + len(phrase))
        if route is not None and route.end() in starts and (mixed_case or "," not in route.group(0)):  # ("nope, to ...")
            return opening.start(), opening.end() + len(phrase)
    return None


# A word said this often in English is a word before it is a name opening a request in lower case ("getaway to
# denver", "hike to ..."; pyspellchecker's counts: "getaway" 6,048, "hike" 5,062, "boulder" 1,418, "tacoma" 50)
_NAME_AT_MOST = 2_000
# ... except a name's first word before another ("fort collins", "lake placid", "santa cruz")
_NAME_OPENERS = {"fort", "ft", "lake", "port", "mount", "mt", "cape", "san", "santa", "st", "saint", "new", "north", "south",
                 "east", "west", "grand", "palm", "hot", "big", "little", "twin", "el", "la", "las", "los", "del"}


def _name_like(phrase: str) -> bool:
    """Whether the lower-case ``phrase`` reads as a place's name: every word rare in English (a name's first word
    before another excepted)."""
    from himap_travel.domain.text.english import english_count  # (loaded only on this rare path)

    words = phrase.lower().split()
    return len(phrase) >= _TYPO_MIN_CHARS and all(  # (a short word is a chat's "pls", "lol", "nvm" before it is a name)
        (english_count(word) <= _NAME_AT_MOST or (i == 0 and len(words) > 1 and word in _NAME_OPENERS))
        and not (word.endswith("in") and english_count(word + "g") > _NAME_AT_MOST)  # a verb's "-in'": "headin to miami"
        for i, word in enumerate(words))


# A word said this often in English is an everyday word, never a place's name after a verb of going in lower case
# ("go to bed early": "bed" 155,801, "early" 156,984; "rome" 2,246 and "china" 3,019 stay names)
_EVERYDAY_AT_LEAST = 20_000


def _everyday_words(phrase: str) -> bool:
    """Whether every word of the lower-case ``phrase`` is an everyday English word (``_EVERYDAY_AT_LEAST``)."""
    from himap_travel.domain.text.english import english_count  # (loaded only on this rare path)

    return all(english_count(word) >= _EVERYDAY_AT_LEAST for word in phrase.lower().split())


def _swapped_name(phrase: str, gaz: Gazetteer) -> bool:
    """Whether swapping two letters side by side in ``phrase`` gives a place's name ("Tuscon": Tucson): a typo the
    edit ratio scores low in a short name (two edits in six letters)."""
    return any(place_key(phrase[:i] + phrase[i + 1] + phrase[i] + phrase[i + 2:]) in gaz.by_key
               for i in range(len(phrase) - 1) if phrase[i].isalpha() and phrase[i + 1].isalpha())


def report_suspect(
    mention: Mention, role: str, choices: Iterable[str], problems: list[str], suggestions: dict[str, list[str]]
) -> None:
    phrase = mention.suspect or mention.text
    close = _suggest(phrase, choices)
    suggestions[phrase] = close
    hint = f" (close matches: {', '.join(close)})" if close else ""
    problems.append(f"unknown {role} {phrase!r}{hint}")
