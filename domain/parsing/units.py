"""What a budget amount is per, and the trip's total it stands for.

A budget is the most the whole trip may cost; people also state it per
traveller, per day, per night or per week. The unit is read from the words
around the amount and the amount is multiplied out to the trip's total,
which the reading then shows ("$1,400 per person × 2 travellers = $2,800"):

* **per person** - "per person", "a head", "each", "apiece", "per capita",
  "for each of us", "each of us has $1,400", "a per-person budget of";
* **per day** - "per day", "a day", "daily", "a daily budget of": x the
  trip's days;
* **per night** - "per night", "nightly": x its nights (the days less one:
  a 3-day trip has 2 nights; a 1-day trip has none, so it is refused);
* **per week** - "per week", "weekly": pro rata, x days / 7, rounded down to
  the cent (a 3-day trip on "$600 a week" may spend $257.14);
* units combine: "$700 per person per day" is x travellers x days;
* "per trip", "for the whole trip": the total, as is; so is "for everyone" ("$2,000 for everyone" is the group's
  money, as "for all of us": read per person it would multiply the budget by the party, with nothing said).

Refused, naming the words (``read_unit`` adds a problem): an amount per
meal ("$50 per meal": how many meals is not fixed, so it has no total), per
anything else ("per couple", "per room", "a month"), and a budget that
leaves out part of the trip ("$1,400 excluding flights", "flights not
included"): what the plan spends on that part could not be told apart from
the rest, so the budget could not be checked.
"""

from __future__ import annotations

import math
import re
from typing import NamedTuple

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.money import dollars

# The words for each unit an amount may be per (the singular; an "s" may follow).
_UNITS = {
    "person": r"person|head|traveller|traveler|pax|individual|guest|adult|passenger|capita|member|pp",  # "$500/pp"
    "day": r"day",
    "night": r"night",
    "week": r"week",
    "meal": r"meal|breakfast|lunch|dinner",
}
_TOTAL_WORDS = r"trip|journey|vacation|holiday|stay|visit|tour|getaway|whole\s+trip|entire\s+trip|total"
_UNIT_NOUN = "|".join(f"(?P<{unit}>{words})" for unit, words in _UNITS.items())
# One unit right after an amount (or after another unit): "per person", "a day", "each", "for each of us", "daily".
# (a few spaces at most: the text read has the words other readers took blanked out, and a word after such a gap is
# another's: "$1,100, flights under 4 hours each" is no budget per person)
_UNIT_AFTER = lazy_compile(
    rf"[ \t]{{0,3}}(?:per|a|an|each|every|/|for\s+(?:each|every))\s*(?:single\s+)?(?:{_UNIT_NOUN})s?(?![\w-])"
    r"|[ \t]{0,3},?[ \t]{0,3}(?:(?P<each>each(?!\s+(?:way|direction|leg)s?\b)|apiece|a\s+piece|per\s+capita|pp|p\.p\."
    r"|for\s+(?:each|every)(?:\s+one)?\s+of\s+us)"
    r"|(?P<daily>daily)|(?P<nightly>nightly)|(?P<weekly>weekly))(?![\w-])",
    re.IGNORECASE,
)
_TOTAL_AFTER = lazy_compile(rf"\s*(?:per|a|each|/)\s*(?:{_TOTAL_WORDS})\b", re.IGNORECASE)
# (a slash with a space on each side before a capital parts the items of a list: "$1,600 / French restaurant one night"
# is no "per French"; "$500 / couple" is per couple)
_OTHER_PER = lazy_compile(r"(?:\s*per\s*|/\s*|\s+/\s*(?-i:(?![A-Z])))(?P<word>[^\W\d_]+)"
                          r"|\s*(?P<adverb>monthly|hourly|yearly|annually)(?![\w-])"
                          r"|\s*an?\s+(?P<period>month|hour|year|couple|room|family)(?![\w-])"
                          # a flight's price said per leg ("$900 each way", "$300 one way"): no person's, no total
                          r"|\s*(?:each|every|one)\s+(?P<leg>way|direction|leg)(?![\w-])", re.IGNORECASE)
_ADVERBS = {"each": "person", "single": "person", "daily": "day", "nightly": "night", "weekly": "week"}  # group -> unit
# A unit stated before the amount: "a daily budget of $200", "our per-person budget is", "budget per day of", "each of us
# can spend $1,400".
_UNIT_BEFORE = (
    lazy_compile(
        rf"\b(?:per[\s-]+(?:{_UNIT_NOUN})|(?P<daily>daily)|(?P<nightly>nightly)|(?P<weekly>weekly)|(?P<single>individual))\s+"
        r"(?:travel\s+|trip\s+|spending\s+)?(?:budget|spending|allowance|limit|cap)\b"
        r"|\b(?P<each>each\s+of\s+us|every\s+one\s+of\s+us|each\s+(?:person|traveller|traveler)"
        r"|(?:we|they)\s+(?:can\s+|could\s+|will\s+|would\s+)?each)\b",  # "we can each do 500"
        re.IGNORECASE,
    ),
    lazy_compile(rf"\bbudget\s+(?:is\s+)?(?:per|a|each|for\s+each)\s+(?:{_UNIT_NOUN})\b", re.IGNORECASE),
)
# Part of the trip left out of the budget: "$1,400 excluding flights", "not including the hotel", "flights not included".
_PART = (r"(?:flights?|air\s*fare|plane\s+tickets?|air\s+travel|hotels?|accommodations?|lodging|rooms?|stays?|food|meals?"
         r"|dining|restaurants?|transport(?:ation)?|travel|driving|gas|fuel|car\s+rental|taxis?|attractions?|activities"
         r"|sightseeing|tickets?)")
_EXCLUDING = lazy_compile(
    r"[\s,(]*(?:(?:for|on|covering)\s+(?:everything|all|the\s+rest)\s+)?"
    rf"(?:excluding|excl\.|exclusive\s+of|not\s+including|not\s+counting|without\s+counting|except(?:\s+for)?"
    rf"|apart\s+from|aside\s+from|besides|on\s+top\s+of|plus|but\s+not|before|(?<=everything\s)but|(?<=all\s)but)\s+"
    rf"(?:the\s+|our\s+|my\s+)?"
    rf"(?:cost\s+of\s+(?:the\s+|our\s+)?|price\s+of\s+(?:the\s+)?)?(?P<part>{_PART})\b"
    rf"|[^.;!?]{{0,40}}?\b(?P<part2>{_PART})\s+(?:(?:are|is)\s+)?(?:not\s+included|excluded|extra|(?:paid\s+)?separately|on\s+top)\b",
    re.IGNORECASE,
)


def _unit_of(match: re.Match[str]) -> str:
    """The unit a match of ``_UNIT_AFTER`` or ``_UNIT_BEFORE`` names (by the group that matched)."""
    name = next(name for name, value in match.groupdict().items() if value)
    return _ADVERBS.get(name, name)


def read_unit(text: str, start: int, end: int, clause_before: str, problems: list[str],
              claims: list[tuple[int, int]] | None = None) -> str | None:
    """What the amount ``text[start:end]`` is per: None (the whole trip), or units joined by "/" ("person/day").

    ``clause_before`` is the clause the amount ends ("a daily budget of "). A
    unit with no total (a meal, a couple, a month) or a budget that leaves out
    part of the trip adds a problem naming the words, and gives None; the
    words that leave a part out ("excluding flights") are added to ``claims``:
    they are no wish about that part (no ban on flights).
    """
    units: list[str] = []
    before = next((m for m in (p.search(clause_before) for p in _UNIT_BEFORE) if m), None)
    if before:
        units.append(_unit_of(before))
    position = end
    while len(units) < 3:
        found = _UNIT_AFTER.match(text, position)
        if not found:
            break
        units.append(_unit_of(found))
        position = found.end()
    amount = text[start:position].strip(" ,")
    if not units and _TOTAL_AFTER.match(text, position):
        return None
    other = None if _TOTAL_AFTER.match(text, position) else _OTHER_PER.match(text, position)
    if other and not (other.group("word") and re.fullmatch(_UNIT_NOUN, other.group("word"), re.IGNORECASE)):
        words = text[start:other.end()].strip(" ,")
        per = other.group("word") or other.group("adverb") or other.group("period") or other.group("leg")
        problems.append(f"the budget {words!r} is per {per}: "
                        "the planner cannot work out the trip's total from it; give the budget for the whole trip")
        return None
    if "meal" in units:
        problems.append(f"the budget {amount!r} is per meal: how many meals the trip has is not fixed, so it has no total; "
                        "give the budget for the whole trip")
        return None
    excluded = _EXCLUDING.match(text, position)
    if excluded:
        part = excluded.group("part") or excluded.group("part2")
        if claims is not None:
            claims.append((position, excluded.end()))
        problems.append(f"the budget {text[start:excluded.end()].strip(' ,(')!r} leaves out {part}: a budget that excludes part "
                        "of the trip cannot be checked; give the budget for the whole trip")
        return None
    distinct = list(dict.fromkeys(units))
    return "/".join(distinct) if distinct else None


class BudgetTotal(NamedTuple):
    """The trip's total for an amount per unit: the value (None when a count is unknown), how it was worked out, a problem."""

    value: float | None
    says: str | None = None  # "$1,400 per person × 2 travellers = $2,800"
    problem: str | None = None


def budget_total(amount: float | None, unit: str | None, people: int | None, days: int | None) -> BudgetTotal:
    """``amount`` per ``unit`` (from ``read_unit``) multiplied out for a trip of ``people`` and ``days``.

    An unknown count gives no value (the count is asked for or refused on
    its own); a trip with no night has no total for an amount per night.
    """
    if amount is None or unit is None:
        return BudgetTotal(amount)
    value, factors = amount, []
    for part in unit.split("/"):
        count = {"person": people, "day": days, "night": days - 1 if days else None, "week": days}.get(part)
        if count is None:
            return BudgetTotal(None)
        if part == "night" and count == 0:
            return BudgetTotal(None, problem=f"the budget is {dollars(amount)} per night, but a 1-day trip has no night: "
                                             "give the budget for the whole trip")
        value *= count / 7 if part == "week" else count
        factors.append(_factor(part, count))
    value = math.floor(round(value * 100, 6)) / 100  # to the cent (a week's share), never above what the text allows
    return BudgetTotal(value, f"{dollars(amount)} per {' per '.join(unit.split('/'))} × {' × '.join(factors)} = {dollars(value)}")


def _factor(unit: str, count: int) -> str:
    if unit == "week":
        return f"{count}/7 week ({count} {'day' if count == 1 else 'days'})"
    word = {"person": "traveller"}.get(unit, unit)
    return f"{count} {word}{'' if count == 1 else 's'}"
