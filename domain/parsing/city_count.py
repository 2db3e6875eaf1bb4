"""The number of cities a trip visits: as stated ("3 different cities", "a couple of cities",
``read_stated_cities``), or by the benchmark's convention from the trip's length (``cities_for_days``).
"""

from __future__ import annotations

import re

from himap_travel.domain.parsing.numbers import NUM, read_count
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.state.trip import MAX_CITIES


def cities_for_days(days: int) -> int:
    """The benchmark's number of cities for a trip of ``days`` days (3 -> 1, 5 -> 2, 7 -> 3)."""
    if days <= 4:
        return 1
    if days <= 6:
        return 2
    return 3


_CITIES_RE = lazy_compile(
    rf"(?<![\w$])({NUM}|a\s+couple\s+of|a\s+single|a\s+pair\s+of)[\s-]+(?:(?:different|distinct|unique|separate|various|other|major|more|new|diverse|individual|additional|destination|main|total)[\s-]+)?(cit(?:y|ies))\b",
    re.IGNORECASE,
)


# The nights of one city said before "one city" ("at most 3 nights in one city", "in any one city")
_ONE_CITYS_NIGHTS = lazy_compile(r"(?:\b(?:any|each|every)\s+|\bnights?\s+(?:max(?:imum)?\s+|tops\s+)?(?:in|at)\s+(?:any\s+)?)$",
                                 re.IGNORECASE)


def read_stated_cities(text: str, problems: list[str]) -> int | None:
    """The number of cities the text asks for; None if none (or they contradict: see ``problems``)."""
    values: list[int] = []
    wrong: list[str] = []
    for m in _CITIES_RE.finditer(text):
        if _ONE_CITYS_NIGHTS.search(text, max(0, m.start() - 40), m.start()):
            continue  # "3 nights max in any one city": a city's nights (named), no count of the trip's cities
        token = re.sub(r"\s+", " ", m.group(1).lower())
        if token == "a couple of" or token == "a pair of":
            values.append(2)
            continue
        if token == "a single":
            values.append(1)
            continue
        value, problem = read_count(text, m.start(1), m.end(1), "the number of cities", MAX_CITIES, m.end())
        if problem or value == 0:
            wrong.append(problem or f"the number of cities must be at least 1 (read {m.group(0)!r})")
        elif value is not None:  # read_count gives a count or a problem
            values.append(value)
    if wrong:
        problems.extend(dict.fromkeys(wrong))
        return None
    distinct = list(dict.fromkeys(values))
    if len(distinct) > 1:
        problems.append("the numbers of cities contradict each other: " + ", ".join(map(str, distinct)))
        return None
    return distinct[0] if distinct else None
