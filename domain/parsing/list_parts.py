"""Parts of a clause read with the rest that ask for something no reader reads: the first or last item of a list
beside a name read (``items_unread``: "golden gate bridge and alcatraz"), a part joined by a bare "and"
(``and_parts_unread``: "we want 3 museums and italian food").
"""

from __future__ import annotations

import re

from himap_travel.domain.constraints import avoid_sights, must_see, name_matching, named_places
from himap_travel.domain.constraints.said_alone_keys import OTHER_KIND
from himap_travel.domain.parsing.clause_form import asks_nothing
from himap_travel.domain.parsing.clause_read import MAX_CLAUSE_CHARS, a_reader_reads, values_read
from himap_travel.domain.parsing.clause_talk import CRY_WORDS, PLAIN_WORDS, TRIP_PLAIN, WORD, a_reason_alone
from himap_travel.domain.parsing.party_words import PARTY_WORD
from himap_travel.domain.parsing.unread_names import NOT_A_NAME, Names
from himap_travel.domain.parsing.wish_clauses import WISH
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.words import MEALS_OF_THE_DAY

# The last item of a list after a name read, in lower case, closing its clause ("Statue of liberty and ellis island",
# "golden gate bridge and alcatraz"): a place no reader took, named, never dropped with the list read.
_LAST_ITEM = lazy_compile(r"\s*(?:,\s*(?:and\s+|&\s*|plus\s+)|\s+(?:and|plus)\s+|\s*[&+]\s*)(?:the\s+)?"
                          r"(?P<item>[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,2})"
                          r"(?:\s+(?:for\s+(?:(?:the|my|our)\s+[a-z]+|her|him|them|us|me)|please|pls|too|as\s+well|for\s+sure))?"
                          r"[\s!.]*$")  # "... for the kids", "... for her"
# ... and the first item of a list before a name read, right after the cue or the clause's start ("must see red rocks
# and the zoo": "red rocks")
_FIRST_ITEM = lazy_compile(r"\s*(?:the\s+)?(?P<item>[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,2})"
                           r"\s*(?:,\s*(?:and\s+|&\s*|plus\s+)|\s+(?:and|plus)\s+|\s*[&+]\s*)(?:the\s+)?")  # no bare comma
_LIST_CUES = (must_see.SEE_CUE, avoid_sights.AVOID_CUE, must_see.SO_IS_CUE)
_FIRST_ITEM_REACH = 60  # characters before a name looked at for its list's first item: a bounded look (linear)
_NOTHING_NAMED = frozenset("stuff such whatnot etc more so forth on things everything".split())


def items_unread(text: str, start: int, end: int, names: Names) -> list[tuple[int, str]]:
    """(where, the words) of the last item of a list after a name read (``names``) in the clause ``text[start:end]``,
    when it is lower-case words naming something (``NOT_A_NAME``, a sight's plain words, fillers apart) no reader took."""
    found = []
    for _s, e in names.ending_in(start, end + 1):  # a name ending the clause has a list before it
        # a name, capitalised as the readers write the names they take (no number, cuisine or house rule)
        said = text[_s:e].removeprefix("the ")
        if not said[:1].isupper() or named_places.is_cuisine(said):
            continue
        items = [m for m in (_LAST_ITEM.match(text, e, end), _first_item(text, max(start, _s - _FIRST_ITEM_REACH), _s))
                 if m is not None and not names.read.overlaps(m.start("item"), m.end("item"))]  # another name in it
        for m in items:
            words = m.group("item").lower().split()
            if any(PARTY_WORD.fullmatch(w.split("'")[0]) for w in words):  # one of the party ("my husband, Tampa to ...")
                continue
            if named_places.is_cuisine(m.group("item")):  # a cuisine, the cuisine readers' ("..., the aquarium and bakeries")
                continue
            if any(w.split("'")[0] not in NOT_A_NAME | name_matching.PLAIN_NAME_WORDS | _NOTHING_NAMED for w in words):
                found.append((m.start("item"), m.group("item")))
    return found


# A bare "and" joining a part a reader reads and one none does ("we want 3 museums and italian food", "lots of
# sightseeing every day and no smoking rooms"): the clause reads as read, so the other part is looked at on its own.
# (never a bound's "and up", "and above", "and older", nor "and a half")
_BARE_AND = lazy_compile(r"\s+and\s+(?!a\s+half\b|(?:up|above|over|higher|better|more|older|younger|under|below|less|lower"
                         r"|beyond|after|later|earlier|before)\b)", re.IGNORECASE)

# A comma before a new subject, a plea or a refusal ("no gambling, we want mexican food"): no clause break (a list's commas are
# none), but the part before it is a wish of its own when the rest reads as the whole does
_NEW_SUBJECT = lazy_compile(r"\s*,\s*(?=(?:we|we'd|we're|i|i'd|i'm|please|pls|plz|my|our|no|nothing|avoid|skip)\b)", re.IGNORECASE)


def and_parts_unread(text: str, start: int, end: int, taken: Names) -> list[tuple[int, str]]:
    """(where, the words) of each part of the clause ``text[start:end]`` between bare "and"s (or commas before a new
    subject: "no gambling, we want mexican food") that asks for something
    no reader reads, while the rest of the clause is read and reads as the whole does: the part adds nothing read, so it
    is a wish of its own, named (issue 38: never dropped in silence). An "and" inside a name taken, or a part holding
    one, reads as before; a part that changes the reading ("between 2 and 4 sights a day") is read with the rest."""
    subjects = list(_NEW_SUBJECT.finditer(text, start, end))
    before_comma, after_comma = {m.start() for m in subjects}, {m.end() for m in subjects}
    joins = sorted([*_BARE_AND.finditer(text, start, end), *subjects], key=lambda m: m.start())
    edges = [m.span() for m in joins if not taken.read.overlaps(*m.span())]
    if not edges or end - start > MAX_CLAUSE_CHARS:
        return []
    cuts = [start, *(at for edge in edges for at in edge), end]
    parts = list(zip(cuts[::2], cuts[1::2], strict=True))
    whole: tuple[object, ...] | None = None  # the whole clause's reading, worked out for the first part that needs it
    found = []
    for i, (s, e) in enumerate(parts):
        part = text[s:e].strip(" ,")
        if (e in before_comma or s in after_comma) and not _a_refusal_of_its_own(part):
            continue
        told = _STATEMENT_OPENS.match(part) and not WISH.search(part)  # "We are food lovers and would like ..."
        plain = all(word.lower().split("'")[0] in PLAIN_WORDS for word in WORD.findall(part))  # "the kids are 6 and 8"
        party = any(PARTY_WORD.fullmatch(word.lower().split("'")[0]) for word in WORD.findall(part))  # "me and my wife"
        if (told or plain or party or taken.read.overlaps(s, e) or asks_nothing(part, CRY_WORDS, TRIP_PLAIN)
                or a_reason_alone(part) or a_reader_reads(part) or _MEALS_ALONE.fullmatch(part)):
            continue
        rest = " and ".join(text[a:b] for j, (a, b) in enumerate(parts) if j != i)
        if not a_reader_reads(rest):
            continue
        whole = values_read(text[start:end]) if whole is None else whole
        if values_read(rest) == whole:
            found.append((s, part))
    return found


# A part that only names meals ("lunch", "breakfast, lunch") before "and": they share the wish said after the last one
# ("lunch and dinner at restaurants rated 4+")
_MEALS_ALONE = lazy_compile(rf"(?:(?:for|at|our|the|both)\s+)?{MEALS_OF_THE_DAY}(?:\s*,\s*{MEALS_OF_THE_DAY})*", re.IGNORECASE)


# A part beside such a comma is a wish of its own when it opens with a refusal and points back at nothing: never an
# opening ("As for our culinary preferences, we enjoy ..."), a reason ("..., we need sleep", "..., our rooms must allow
# them") or a refusal of what was said before it ("..., skip it", "a 3-star place is fine, nothing lower", "..., no
# exceptions")
_REFUSAL_OPENS = lazy_compile(r"(?:please\s+|pls\s+)?(?:no|nothing|avoid|skip|never)\b", re.IGNORECASE)
_POINTS_BACK = lazy_compile(r"\b(?:it|its|them|that|this|those|these|there|lower|higher|more|less|fewer|else|either|one|ones"
                            r"|worse|better|cheaper|pricier|longer|shorter|earlier|later"
                            # ... or stresses it ("entire home only, no exceptions")
                            r"|exceptions?|compromis\w*|excuses?|ifs|buts|matter|doubt|questions|way)\b", re.IGNORECASE)


def _a_refusal_of_its_own(part: str) -> bool:
    return bool(_REFUSAL_OPENS.match(part)) and not _POINTS_BACK.search(part)


# An item of a list between commas that names a kind of place ("rock cut state park, seafood, 100/night max", "coronado
# theatre, seafood"): where no reader reads it and the rest of its clause is read, it is a place the data lacks, named
# (issue 38: never dropped in silence with the list read).
_COMMA = lazy_compile(r"\s*,\s*(?:and\s+|&\s*|plus\s+)?", re.IGNORECASE)
# (a bare name: never a kind ruled out or wished with its verb, "no amusement parks", "see a water park": their readers')
_A_PLACE_ITEM = lazy_compile(r"(?!.*\b(?:no|not|skip|avoid|without|never|except|see|visit|go|wants?|loves?|likes?|needs?|must|any"
                             r"|i|we|my|our|his|her|their|you|your)\b)"  # "vizcaya, my mom loves gardens": told, no place
                             rf"(?:the\s+)?[\w'’.-]+(?:\s+[\w'’.-]+){{0,4}}?\s+(?:{OTHER_KIND})s?[\s!.]*", re.IGNORECASE)


def comma_places_unread(text: str, start: int, end: int, taken: Names) -> list[tuple[int, str]]:
    """(where, the words) of each item between commas of the clause ``text[start:end]`` that names a kind of place no
    reader reads (a word of it no plain word), while the clause is read: a place the data lacks, named."""
    if end - start > MAX_CLAUSE_CHARS or "," not in text[start:end]:
        return []
    cuts = [start, *(at for m in _COMMA.finditer(text, start, end) if not taken.read.overlaps(*m.span()) for at in m.span()), end]
    found = []
    for s, e in zip(cuts[::2], cuts[1::2], strict=True):
        s += len(text[s:e]) - len(text[s:e].lstrip())
        part = text[s:e]
        if not _A_PLACE_ITEM.fullmatch(part) or taken.read.overlaps(s, e) or a_reader_reads(part):
            continue
        said = WORD.findall(part)
        if any(w[:1].isupper() for w in said):
            continue  # a capitalised name is the names' naming (``names_unread``): named once
        if any(w.lower().split("'")[0] not in NOT_A_NAME | name_matching.PLAIN_NAME_WORDS for w in said):
            found.append((s, part.strip(" !.")))
    return found


# A part opening as a statement ("we are food lovers", "we'll be relying on taxis"), with no wish word: told, not asked
_STATEMENT_OPENS = lazy_compile(r"\W*(?:we|i|it|they|he|she|my|our)"
                                r"(?:['’](?:re|ll|m|s|ve)|\s+(?:are|am|is|was|were|will|have|had|love|like))\b", re.IGNORECASE)


def _first_item(text: str, start: int, at: int) -> re.Match[str] | None:
    """The list item right before the name at ``at`` when it is all that stands between a cue (or ``start``, the
    clause's) and the name: "must see red rocks and the zoo" is a list of two, red rocks no part of the cue."""
    cue_end = max([start, *(m.end() for cue in _LIST_CUES for m in cue.finditer(text, start, at))])
    return _FIRST_ITEM.fullmatch(text, cue_end, at)
