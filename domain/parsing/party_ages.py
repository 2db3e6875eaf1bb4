"""Travellers said by their ages: a group's ages after it, one traveller per age ("the kids (5, 8, 11)", "kids
aged 6 and 8"), and a child said by age written as a child ("our 3-year-old" as "our child", padded to the same
length so that every position reads as before: ``aged_as_children``).
"""

from __future__ import annotations

import re

from himap_travel.domain.parsing.numbers import NUM
from himap_travel.domain.text import literal_guard
from himap_travel.domain.text.lazy_regex import lazy_compile

# The ages of a group with no number right after it, one traveller per age: in brackets ("the little ones (2 and 4)",
# "the kids (5, 8, 11)"), after "aged" or "who are" ("kids aged 6 and 8", "our kids who are 12 and 15"), or a list of
# two or more ("kids 10, 12 and 3").
AGE_LIST = r"\d{1,2}(?:\s*(?:,|and|&)\s*\d{1,2})"
_AGES_AFTER = lazy_compile(rf"\s*\(\s*(?:aged?\s+|ages\s+)?{AGE_LIST}*\s*\)|,?\s+(?:aged?|ages|who\s+are)\s+{AGE_LIST}*"
                           rf"(?![\d$%]|\s*(?:years?\s+(?!old)|days?|nights?|people|dollars?|bucks))|\s+{AGE_LIST}+\b(?![\d$%]|\s*(?:days?|nights?"
                           r"|people|dollars?|bucks|years?|hours?))", re.IGNORECASE)


def ages_counted(text: str, at: int) -> int | None:
    """The number of ages listed in brackets at ``at`` ("(2 and 4)": 2), or None."""
    ages = _AGES_AFTER.match(text, at)
    return len(re.findall(r"\d{1,2}", ages.group(0))) if ages else None


# A child said by age ("our 3-year-old", "a 7 year old", "two 5-year-olds") is a companion like "our child": written so,
# padded to the same length so that every position reads as before; before a relation the age is blanked ("my
# 12-year-old son" is "my son").
# ("our 7yo", "a 4 y/o": written short, a kid)
_AGED = lazy_compile(rf"\b{NUM}(?:[\s-]+(?:years?|yrs?|months?)[\s-]+olds?\b|[\s-]*(?:yo|y/o|y\.o\.?)(?=[\s,.;:!?)]|$))"
                     r"(?P<relation>(?=[\s-]+(?:son|daughter|boy|girl|kid|child|twin|nephew"
                     r"|niece|grand\w+|brother|sister)s?\b))?", re.IGNORECASE)

# Children said by a list of ages ("our 6 and 9 year olds", "my 4, 7 and 10 year old sons"): as many as the ages
_AGES_LISTED = lazy_compile(rf"\b((?:{NUM}\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*))+{NUM})[\s-]+(?:years?|yrs?)"
                            r"[\s-]+olds?\b"
                            r"(?P<relation>(?=[\s-]+(?:son|daughter|boy|girl|kid|child|twin|nephew|niece|grand\w+|brother"
                            r"|sister)s?\b))?", re.IGNORECASE)


def aged_as_children(text: str) -> str:
    """``text`` with each child said by age written as a child ("our 3-year-old" as "our child      ", "our 6 and 9
    year olds" as "our 2 children       ")."""
    def children(m: re.Match[str]) -> str:
        count = len(re.findall(rf"(?<![\w$]){NUM}\b", m.group(1), re.IGNORECASE))
        return (f"{count}" if m.group("relation") is not None else f"{count} children").ljust(len(m.group(0)))

    def child(m: re.Match[str]) -> str:
        if m.group("relation") is not None:  # "my 12-year-old son": the son
            return " " * len(m.group(0))
        said = m.group(0)
        word = "children" if said[-1:].lower() == "s" else "child"
        return (word if len(word) <= len(said) else "kid").ljust(len(said))  # "7yo": "kid", the same length
    return _AGED.sub(child, literal_guard.sub(_AGES_LISTED, children, text))


def ages_said(text: str) -> dict[int, str]:
    """Where each child said by one age starts in ``text`` (before ``aged_as_children``), with that age: two
    companions said with different ages are two people ("our 14 year old and our 9 year old"), never one said twice."""
    return {m.start(): m.group(0).split()[0].split("-")[0] for m in _AGED.finditer(text)}


# A number of the party's own with their ages in brackets and no word for who they are ("our three (ages 3, 6 and 11)",
# "my two (4 and 9)"): that many travellers.
NUMBER_AGED = lazy_compile(rf"\b(?:my|our)\s+({NUM})(?=\s*\(\s*(?:aged?\s+|ages\s+)?{AGE_LIST}+\s*\))", re.IGNORECASE)
