"""What a message says of the travellers that changes the house rules a trip holds (issue 39): children's ages said
later ("the kids are actually 11 and 12": none under 10, so the children-under-10 rule goes; "the younger one is 7": it
comes), a party statement that contradicts a rule held ("no kids with us this time" on a trip for children under 10,
"nobody's bringing a dog" on a pet-friendly one), and the newest word between a rule the guests need allowed and one
every stay must forbid ("I need a pet-free place" on a trip with the dog: the dog's rule goes, and the reply says so;
"dogs are fine after all" takes back stays that forbid pets). One value never held both ways.

Each change is made on the edit's rules (``apply``) with a note the reply shows; a statement that changes nothing
("we have no pets btw", "nobody smokes", "we don't drink") is acknowledged in plain words (``noted``), never "I didn't
understand that".
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.constraints import house_rule
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.words import KIDS, KIDS_AWAY

_KIDS_RULE = "children under 10"
_HOUSE, _MORE, _FORBIDS = "house rule", "more house rules", "stay forbids"

# Words that say the numbers of the message are children's ages: the children, one of them, or "they" of them
_CHILD_TALK = lazy_compile(rf"\b(?:{KIDS}|sons?|daughters?|boys?|girls?|twins|the\s+(?:younger|older|youngest|oldest|little)"
                           r"(?:\s+(?:one|kid|child))?|they(?:['’]re|\s+are|\s+r)|turned|both(?=\s+(?:are\s+)?(?:over|under|older|younger|\d)))\b",
                           re.IGNORECASE)
# An age: a number of no other measure, and no count of children ("2 teenagers (13 and 15)": 13 and 15); "under 10" is
# under ten
_AGE = lazy_compile(r"(?P<under>\b(?:under|below|younger\s+than)\s+)?(?<!\bus\s)(?<!\bwe\s)"
                    r"\b(?P<age>1[0-7]|[1-9])\b(?!\s*(?:days?|nights?|people"
                    r"|persons?|adults?|dollars?|bucks|%|am|pm|:|hours?|hrs?|stars?|k\b|of\s+us|more|extra|ppl|rooms?|cities"
                    rf"|miles?|(?:little\s+|young\s+|small\s+)?(?:{KIDS}|sons?|daughters?|boys?|girls?)\b))", re.IGNORECASE)
_ALL_OVER_10 = lazy_compile(r"\b(?:over|above|older\s+than|at\s+least)\s+(?:10|ten)\b|\bteens?\b|\bteenagers?\b", re.IGNORECASE)
_MONEY_OR_DATE = lazy_compile(r"\$|\bbudget\b|\bmarch\b|\bmar\b|\bday\s+\d", re.IGNORECASE)
# No child travels this time: "no kids with us this time", "the kids aren't coming", "just the two of us adults"
# (an age is never the figure after "us" or "we": "just us 2" counts the party)
NO_KIDS_COMING = lazy_compile(rf"\bno\s+(?:{KIDS})\s+(?:with\s+us|coming|on\s+this|this\s+time|after\s+all)"
                              rf"|\b(?:{KIDS})\s+(?:aren['’]?t|are\s+not|won['’]?t\s+be|r\s+not)\s+(?:coming|joining|with\s+us)"
                              r"|\b(?:leaving|leave)\s+the\s+(?:kids|children)\s+(?:at\s+home|with)"
                              # ("the kids are staying with their aunt", "the kids stay home this time")
                              rf"|\b(?:the|our|my)\s+(?:{KIDS}){KIDS_AWAY}",
                              re.IGNORECASE)
# An age said as the one corrected ("12 not 5", "12, not 5", "12 rather than 5"): right before it, no child's age
_TAKEN_BACK_AGE = lazy_compile(r"\b(?:not|rather\s+than|instead\s+of)\s+$", re.IGNORECASE)
# One child of several ("the older one is 11 not 8", "one of the kids is 12"): the others' ages are not said, so a
# children-under-10 rule held stays
_ONE_OF_SEVERAL = lazy_compile(r"\b(?:older|younger|oldest|youngest|eldest|other|big|little)\s+(?:one|kid|child|son|daughter|boy"
                               r"|girl)\b|\bone\s+of\s+(?:the|our|my|them)\b", re.IGNORECASE)
# ... unless the one is the youngest ("the little one just turned 10", "the younger one is 11 now"): then every child is
_YOUNGEST = lazy_compile(r"\b(?:younger|youngest|little|littlest|baby)\s+(?:one|kid|child|son|daughter|boy|girl)\b", re.IGNORECASE)
AGES_SAID = lazy_compile(rf"{_CHILD_TALK.pattern}[^.;!?]{{0,40}}?\b(?:1[0-7]|[1-9])\b", re.IGNORECASE)


def children_ages(text: str) -> list[int]:
    """The children's ages a message says ("the kids are actually 11 and 12": [11, 12]; "both over 10": [10]); none
    when it speaks of no child, or its numbers are a budget, dates or a count of people."""
    if not _CHILD_TALK.search(text) or _MONEY_OR_DATE.search(text):
        return []
    ages = [int(m["age"]) - (1 if m["under"] else 0) for m in _AGE.finditer(text)
            if not _TAKEN_BACK_AGE.search(text, 0, m.start())]  # "the child is 12 not 5": 5 was the mistake
    return ages or ([10] if _ALL_OVER_10.search(text) else [])


def _held(rules: dict[str, Any]) -> list[str]:
    return [r for r in [rules.get(_HOUSE), *(rules.get(_MORE) or [])] if r]


def _set_house(rules: dict[str, Any], held: list[str]) -> None:
    """The house rules as a list, first in ``house rule`` and the rest in ``more house rules`` (a key the rules never
    held stays out)."""
    rules[_HOUSE] = held[0] if held else None
    if held[1:] or rules.get(_MORE):
        rules[_MORE] = held[1:] or None


def _without_house(rules: dict[str, Any], rule: str) -> None:
    _set_house(rules, [r for r in _held(rules) if r != rule])


def told_rules(text: str) -> set[str]:
    """The house rules a statement about the party says nobody needs ("we have no pets", "nobody smokes", "no kids with
    us this time")."""
    told = {house_rule.read(text[a:b], [], [], []) for a, b in house_rule.read_rules(text).told}
    return {r for r in told if r} | ({_KIDS_RULE} if NO_KIDS_COMING.search(text) else set())


def apply(rules: dict[str, Any], text: str, asked: tuple[str, ...] | None) -> list[str]:
    """The edit's house rules put right by what the message says of the party (module note); the notes say why."""
    notes: list[str] = []
    ages = children_ages(text)
    held = _held(rules)
    if ages and min(ages) >= 10 and _KIDS_RULE in held and (not _ONE_OF_SEVERAL.search(text) or _YOUNGEST.search(text)):
        _without_house(rules, _KIDS_RULE)
        notes.append("no child is under 10, so stays no longer need to allow children under 10")
    elif ages and min(ages) < 10 and _KIDS_RULE not in held and _KIDS_RULE not in (rules.get(_FORBIDS) or []):
        _set_house(rules, [*held, _KIDS_RULE])
        notes.append(f"a child of {min(ages)} travels, so every stay must allow children under 10")
    for rule in sorted(told_rules(text) & set(_held(rules))):
        _without_house(rules, rule)
        notes.append(f"you said nobody needs {rule}, so stays no longer need to allow it")
    notes += _newest_wins(rules, text, asked)
    return notes


def _newest_wins(rules: dict[str, Any], text: str, asked: tuple[str, ...] | None) -> list[str]:
    """A rule both needed allowed and forbidden keeps the message's word: "a pet-free place" drops the dog's rule held,
    "dogs are fine after all" or "we're bringing the dog" drops stays that forbid pets."""
    notes: list[str] = []
    forbidden = list(rules.get(_FORBIDS) or [])
    said_forbidden = set(house_rule.read_rules(text).forbidden)
    for rule in [r for r in _held(rules) if r in forbidden]:
        if rule in said_forbidden:
            _without_house(rules, rule)
            notes.append(f"stays must now forbid {rule}, so I took out the rule that they allow {rule}")
        else:
            forbidden.remove(rule)
            notes.append(f"stays must now allow {rule}, so I took out the rule that they forbid {rule}")
    for rule in [r for r in forbidden if r in (asked or ()) or _accepted(text, r)]:
        forbidden.remove(rule)
        notes.append(f"you're fine with {rule} now, so stays no longer need to forbid {rule}")
    if notes:
        rules[_FORBIDS] = forbidden or None
    return list(dict.fromkeys(notes))


_FINE = lazy_compile(r"\b(?:is|are|'s|’s|r)\s+(?:\w+\s+)?(?:fine|ok|okay|allowed|alright|no\s+problem)\b|\bafter\s+all\b",
                     re.IGNORECASE)


def _accepted(text: str, rule: str) -> bool:
    """Whether the message, or one of its clauses, says ``rule`` is fine now ("cats are fine after all", "smoking is
    ok", "no parties, smoking is fine": the clause saying it fine, whatever the other clauses forbid)."""
    return any(_FINE.search(part) and house_rule.read(part, [], [], []) == rule for part in (text, *_CLAUSE.split(text)))


_CLAUSE = lazy_compile(r"[,;.]|\bbut\b", re.IGNORECASE)  # the parts of a message apart ("no parties, smoking is fine")


def noted(text: str) -> str | None:
    """A statement about the party that asks for nothing ("we have no pets btw", "nobody smokes"), acknowledged."""
    if told_rules(text) or _PARTY_FACT.search(text):
        return "Noted, thanks. That asks nothing of the stays or the plan, so your trip is unchanged."
    ages = children_ages(text)
    if ages and min(ages) >= 10 and _ONE_OF_SEVERAL.search(text) and not _YOUNGEST.search(text):  # "the older one is 11"
        return ("Noted, thanks. One child's age alone changes nothing: the other children may be under 10, so the stays "
                "keep the rule they had for children under 10 (tell me their ages if none is under 10).")
    return None


# A habit of the travellers, said in passing: "we don't drink", "i never sleep in" (never "we don't drive", a wish, nor
# "i don't get it")
_PARTY_FACT = lazy_compile(r"^\W*(?:(?:fyi|btw|just\s+so\s+(?:you|u|ya)\s+know|for\s+the\s+record|heads\s+up|also|oh)\W+)*"
                           r"(?:we|i|nobody|no\s*one|none\s+of\s+us|my\s+\w+)\s+(?:(?:do|does)(?:n['’]?t|\s+not)|never)\s+"
                           r"(?:drink|drinks|smoke|smokes|gamble|gambles|party|parties|snore|snores|eat\s+(?:much|breakfast|out|late)"
                           r"|sleep\s+in|drink\s+alcohol)\b[^?]*$", re.IGNORECASE)
