"""Counts given as groups and added up: "2 adults and 3 kids", "adults: 2, kids: 2", "2 couples", "two families
of 4", "2 guys and 2 gals", "me + 1", and whom a list names after them ("2 adults + baby": ``listed_after``).
"""

from __future__ import annotations

import re

from himap_travel.domain.parsing.numbers import NUM, read_count
from himap_travel.domain.parsing.party_ages import AGE_LIST, ages_counted
from himap_travel.domain.parsing.party_words import IN_LAW, KIND, MANY_COMPANIONS, ONE_COMPANION, group_size
from himap_travel.domain.parsing.people_counts import PEOPLE_WHAT
from himap_travel.domain.text import literal_guard
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.words import KIDS
from himap_travel.state.trip import MAX_PEOPLE

# Words for grown-ups of one sex: two counts of them joined are added ("2 guys and 2 gals": 4, never read as 2).
_SEXES = r"(?:guys|gals|ladies|lads|dudes|women|men|gentlemen)"
_BOTH_SEXES = lazy_compile(rf"(?<![\w$])({NUM})\s+({_SEXES})\s*(?:,|and|&|\+|plus)\s*({NUM})\s+({_SEXES})\b", re.IGNORECASE)
# "2 parents + 3 kids", "2 grown-ups", "2 moms and 3 kids": counted as adults
_ADULT = r"(?:adults?|(?:grand)?parents?|grandpas?|grandmas?|grown[\s-]?ups?|moms?|mums?|dads?|mothers?|fathers?)"
_ADULTS_KIDS = lazy_compile(rf"(?<![\w$])({NUM})\s+{_ADULT}(?:\s*(?:,|and|&|\+|plus|with|/)\s*|\s+)({NUM}|\ban?\b|(?<=/)\d{{1,2}})"
                            rf"\s+{KIDS}\b", re.IGNORECASE)  # "2 adults/2 kids": a slash between the two
_ADULTS = lazy_compile(rf"(?<![\w$])({NUM})\s+{_ADULT}\b", re.IGNORECASE)
# ... the children counted first ("3 kids and 2 adults", "our 3 kids (2 adults)", "3 kids + 2 adults"): added too
_KIDS_ADULTS = lazy_compile(rf"(?<![\w$])({NUM})\s+{KIDS}(?:\s*(?:,|and|&|\+|plus|/)\s*|\s*\(\s*(?:plus\s+|and\s+|\+\s*)?|\s+)"
                            rf"({NUM})\s+{_ADULT}\b\)?", re.IGNORECASE)
# "2 couples" (4), "three pairs" (6).
_COUPLES = lazy_compile(rf"(?<![\w$])({NUM})[\s-]+(?:(?:retired|married|young|older|elderly|senior|newlywed|other)\s+)?"
                        r"(?:couples|pairs)\b", re.IGNORECASE)  # ("two retired couples")
# "a couple with a baby" (3): one couple and whom the list names after it ("a couple" alone is ``_PAIR``'s).
_A_COUPLE = lazy_compile(r"\ba\s+couple\b(?!\s+of\b)", re.IGNORECASE)
# "two families of 4" (8): families of one size.
_FAMILIES = lazy_compile(rf"(?<![\w$])({NUM})\s+families\s+of\s+({NUM})\b", re.IGNORECASE)
# "a family of 4 plus grandpa" (5): a group of a size, and whom a list adds to it ("a family of 4 with two teenagers" is
# the four: ``with`` names who is in it)
_GROUP_PLUS = lazy_compile(rf"\b(?:family|group|party)\s+of\s+({NUM})(?=\s*,?\s*(?:\+|plus\b|and\b))", re.IGNORECASE)
# "me + 1", "me plus 2": the speaker and that many more, no word for them after the number.
_SPEAKER_PLUS = lazy_compile(rf"\b(?:me|myself)\s*(?:\+|plus)\s*({NUM})\b(?![\s-]*[a-z])", re.IGNORECASE)


def _a_count(text: str, match: re.Match[str], group: int, wrong: list[str]) -> int | None:
    """The count of ``match``'s group ("a"/"an" is one), or None with the problem added to ``wrong``."""
    if match.group(group).lower() in ("a", "an"):
        return 1
    n, problem = read_count(text, match.start(group), match.end(group), PEOPLE_WHAT, MAX_PEOPLE, match.end())
    if problem:
        wrong.append(problem)
    return n


# A form's labels for adults and children, one after the other ("adults: 2, kids: 2", "Adults = 2 / Children = 1"): the
# two added, never the adults read as the whole party.
_LABELLED_GROUPS = lazy_compile(rf"\b(?:adults|grown[\s-]?ups)\s*[:=]\s*({NUM})\s*[,;/|]?\s*"
                                rf"(?:kids|children|child|infants|minors)\s*[:=]\s*({NUM})\b", re.IGNORECASE)


def group_counts(text: str, wrong: list[str]) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """Counts given as groups: "2 adults and 3 kids" (5), "2 adults + 2 kids + grandma" (5: the list goes on with
    whom it names), "2 adults + baby" (3), "2 couples" (4). Returns (position, count) pairs and the spans read."""
    values: list[tuple[int, int]] = []  # (each pattern skipped over a text lacking its words: most say no group)
    spans: list[tuple[int, int]] = []
    for m in literal_guard.finditer(_LABELLED_GROUPS, text):
        a, k = _a_count(text, m, 1, wrong), _a_count(text, m, 2, wrong)
        if a is not None and k is not None:
            values.append((m.start(), a + k))
            spans.append(m.span())
    for m in literal_guard.finditer(_ADULTS_KIDS, text):
        a, k = _a_count(text, m, 1, wrong), _a_count(text, m, 2, wrong)
        more, end = _listed_after(text, m.end(), wrong)
        if a is not None and k is not None and more is not None:
            values.append((m.start(), a + k + more))
            spans.append((m.start(), end))
    for m in literal_guard.finditer(_KIDS_ADULTS, text):  # "3 kids and 2 adults": the two groups added
        if not any(start <= m.start() < end for start, end in spans):
            k, a = _a_count(text, m, 1, wrong), _a_count(text, m, 2, wrong)
            if a is not None and k is not None:
                values.append((m.start(), a + k))
                spans.append(m.span())
    for m in literal_guard.finditer(_ADULTS, text):  # "2 adults + baby": adults, and whom the list names after them
        if not any(start <= m.start() < end for start, end in spans):
            more, end = _listed_after(text, m.end(), wrong)
            n = _a_count(text, m, 1, wrong) if more else None
            if n is not None and more is not None:
                values.append((m.start(), n + more))
                spans.append((m.start(), end))
    for m in literal_guard.finditer(_COUPLES, text):  # "two couples and a baby": the couples, and whom the list names after them
        n = _a_count(text, m, 1, wrong)
        more, end = _listed_after(text, m.end(), wrong)
        if n is not None and more is not None:
            values.append((m.start(), 2 * n + more))
            spans.append((m.start(), end))
    for m in literal_guard.finditer(_BOTH_SEXES, text):
        first, second = _a_count(text, m, 1, wrong), _a_count(text, m, 3, wrong)
        if first is not None and second is not None and m.group(2).lower() != m.group(4).lower():
            values.append((m.start(), first + second))
            spans.append(m.span())
    for m in literal_guard.finditer(_A_COUPLE, text):
        more, end = _listed_after(text, m.end(), wrong)
        if more:
            values.append((m.start(), 2 + more))
            spans.append((m.start(), end))
    for m in literal_guard.finditer(_FAMILIES, text):
        families, size = _a_count(text, m, 1, wrong), _a_count(text, m, 2, wrong)
        if families is not None and size is not None:
            values.append((m.start(), families * size))
            spans.append(m.span())
    for m in literal_guard.finditer(_GROUP_PLUS, text):
        more, end = _listed_after(text, m.end(), wrong)
        n = _a_count(text, m, 1, wrong) if more else None
        if n is not None and more is not None:
            values.append((m.start(), n + more))
            spans.append((m.start(), end))
    for m in literal_guard.finditer(_SPEAKER_PLUS, text):
        n = _a_count(text, m, 1, wrong)
        if n is not None:
            values.append((m.start(), n + 1))
            spans.append(m.span())
    return values, spans


# One more of a list of travellers: " and grandma", " + my 2 nephews", " & our friends" (a group with no number). Not
# after a comma: "2 adults and 1 child, my wife, me and our son" names the same three again.
# ("some kids", "a few friends": a group with no number, asked)
_LIST_MORE = lazy_compile(rf"\s*(?:(?:and|&|\+|plus|with)\s*(?:(?:my|our|his|her|their|the|a|an|some|a\s+few|several)\s+)?"
                          # a count of more after a comma or a space only ("2 adults, 1 grandma", "3 adults 2 seniors")
                          rf"|,?\s*(?=(?:{NUM})\s)"
                          # ... or a group its ages count ("2 adults, kids aged 4 and 7")
                          rf"|,\s*(?:(?:my|our|the)\s+)?(?={KIND}{MANY_COMPANIONS}(?:\s*\(\s*|,?\s+(?:aged?|ages|who\s+are)\s+)"
                          rf"{AGE_LIST}))"
                          rf"(?:({NUM})\s+)?{KIND}"
                          rf"(?:({MANY_COMPANIONS})|({ONE_COMPANION}))"
                          rf"{IN_LAW}\b", re.IGNORECASE)

_TOTAL_WORDS = ("people", "persons", "travelers", "travellers")
_LINKED = lazy_compile(r"\s*(?:and|&|\+|plus|with)\b|\s*[&+]", re.IGNORECASE)


def _listed_after(text: str, at: int, wrong: list[str]) -> tuple[int | None, int]:
    """The travellers a list names after ``at`` ("+ grandma + my 2 cousins": 3) and where it ends; None (with the
    problem in ``wrong``) when one of them is a group with no number."""
    count = 0
    while more := _LIST_MORE.match(text, at):
        if (more.group(2) or "").lower() in _TOTAL_WORDS and not _LINKED.match(more.group(0)):
            break  # "1 adult, 2 people": the whole party said again after a comma, never more of it
        if more.group(1):
            n, problem = read_count(text, more.start(1), more.end(1), PEOPLE_WHAT, MAX_PEOPLE, more.end())
            if problem:
                wrong.append(problem)
                return None, at
            count += n or 0
        elif more.group(3):
            count += 1
        elif size := group_size(more.group(2)) or ages_counted(text, more.end()):
            count += size
        else:
            wrong.append(f"{PEOPLE_WHAT} cannot be counted: {more.group(0).strip(' ,&+')!r} gives no number; say how many travel in all")
            return None, at
        at = more.end()
    return count, at
