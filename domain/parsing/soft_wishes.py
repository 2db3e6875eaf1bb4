"""Wishes said softly, with a hole, or only implied: a rule a reader reads, or none, that the plan must not keep as said
in silence (issue 38, fail closed).

* **hedged** ("a pet-friendly place would be nice if possible", "maybe italian one night?", "possibly no early
  flights, we'll see"): a preference a reader reads as a rule, kept as that rule with a warning saying so;
* **with an exception** ("no flights, except flying back is fine", "restaurants rated 4+, except breakfast can be
  anywhere", "no seafood except at one dinner"): every constraint holds on every day, leg and meal, so the reader's
  rule is stricter than asked and the exception is named as not kept (an exception of days a pace reads, "at most one
  sight a day except day 2", is the pace reader's, which refuses it: it never widens a day's rule to every day); a
  rule said "unless" something holds ("no fast food unless we're in a rush") is one too;
* **implied by a past trip** ("the drive down last spring was a nightmare", "last time we flew overnight and it nearly
  killed us", "the pizza places we tried on our last visit were awful"): a story that judges a thing the plan chooses
  asks, by implication, to avoid it; no reader reads a story (or a reader reads the thing as wanted), so it is named.
  A story that says "never again" is the readers' when one reads it ("our last airbnb was a shared room, never again").

The benchmark's "should ideally be entire rooms" is its firm rule: "ideally" and "preferably" are no hedge here.
A clause is a hedge or an exception only when a reader reads a rule in it (the registry's readers, run on that clause
alone); a story only when it judges a thing a reader knows. Linear: each pattern is bounded and runs once per clause.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from himap_travel.domain.constraints import LOCAL, cuisine, pace
from himap_travel.domain.text import negation
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.words import HEDGE

__all__ = ["HEDGED_WHY", "hedged", "soft_wish", "with_bare_hedges"]

_HEDGE = lazy_compile(HEDGE, re.IGNORECASE)
# an exception, and what it leaves out: a day, a leg, a meal, a time, a short or single one
# a clause that is a hedge and nothing else, said after the wish it hedges ("parties? maybe", "a pool. if possible")
# ("... but not a dealbreaker", "not a must though")
_BARE_HEDGE = lazy_compile(rf"\W*(?:(?:but|though|although)\s+)?(?:it['’]?s\s+|that['’]?s\s+)?(?:{_HEDGE.pattern})"
                           r"(?:\s+(?:though|tho))?\W*", re.IGNORECASE)
_EXCEPTION = lazy_compile(
    r"\b(?:except(?:\s+for)?|apart\s+from|with\s+the\s+exception\s+of|save\s+for|other\s+than\s+(?:on|for|at))\s+"
    r"(?:\w+\s+){0,3}?(?:on\s+|at\s+|for\s+)?(?:the\s+|a\s+|one\s+)?(?:days?|nights?|mornings?|evenings?|weekend|first|last|middle"
    r"|second|third|final|way\s+(?:home|back|there|out)|return|home|back|outbound|breakfasts?|lunch(?:es)?|dinners?|meals?"
    r"|once|one|short|quick|brief|\d)\b"
    r"|\bunless\s+\w", re.IGNORECASE)  # "no fast food unless we're in a rush": a rule with a hole no constraint keeps
# a story of a past trip: "last time", "on our last trip", "years ago", or a verb in the past
_PAST = lazy_compile(
    r"\b(?:last\s+(?:time|trip|visit|year|summer|spring|fall|autumn|winter|month|week|vacation|holiday)|(?:years?|months?|weeks?)"
    r"\s+ago|(?:on|during)\s+our\s+(?:last|previous)\b|previous\s+(?:trip|visit|time))\b", re.IGNORECASE)
_BAD = lazy_compile(
    r"\b(?:nightmares?|awful|terrible|horrible|horrendous|gross|disgusting|disaster|killed\s+us|nearly\s+killed|almost\s+killed"
    r"|exhausting|exhausted|zombies?|miserable|sick\s+of|tired\s+of|hated|cost\s+(?:us\s+)?a\s+fortune|rip[\s-]?off|worst"
    r"|brutal|dreadful|regrett?ed|sucked|never\s+(?:\w+\s+){0,2}again|not\s+again)\b", re.IGNORECASE)
_NEVER_AGAIN = lazy_compile(r"\b(?:never|not)\s+(?:\w+\s+){0,2}again\b", re.IGNORECASE)
# the things a story may judge that a plan chooses: a way of travel, a flight's time, a stay, a cuisine or restaurant
_A_CHOICE = lazy_compile(
    r"\b(?:dr(?:ive|ove|iving|iven)|road\s+trip|flights?|flew|fl(?:y|ying)|plane|red[\s-]?eyes?|overnight|\d{1,2}\s*(?:am|pm)"
    r"|early|late|cabs?|taxis?|ubers?|motels?|hotels?|rooms?|airbnbs?|hostels?|stars?|restaurants?|places|food|meals?|dinners?"
    r"|sights?|museums?|tours?|hours?)\b"
    rf"|{cuisine.A_CUISINE.pattern}", re.IGNORECASE)  # every cuisine of the data: its one list

# A hedged wish a reader reads as a rule is kept as that rule, a warning saying so: the rule kept always meets the
# preference whenever a plan exists, so planning it is fail closed, and refusing it would turn away a wish the data
# can answer ("we'd love Chinese food if possible" was refused, exit 2, at stop 58's first commit).
HEDGED_WHY = ("{wish!r} is said as a preference: it is kept as a rule (stricter than asked); say to "
              "leave it out to plan without it")
_HEDGED_NEGATED_WHY = ("{wish!r} is said as a preference, with a negation a rule may not keep as meant: say it as a rule, "
                       "or leave it out")
# "n't" with its apostrophe, or a "dont" typed without it (``negation.NOT``): never the end of "want" or "restaurant"
_NEGATION = lazy_compile(rf"\b(?:no|avoid\w*|skip\w*|without)\b|{negation.NOT}\b|n’t\b", re.IGNORECASE)
_EXCEPTION_WHY = ("{wish!r} holds a rule with an exception, which no constraint keeps as said (a rule holds on every day, "
                  "leg and meal): the exception is not kept; say the rule without it, or plan without it")
_STORY_WHY = ("{wish!r} tells of a past trip, and what it asks of this one is not read: say it as a wish (e.g. 'no "
              "flights', 'no self-driving', 'no pizza'), or plan without it")


def soft_wish(clause: str) -> str | None:
    """The reason ``clause`` is a wish said softly, with an exception or by a story (its ``{wish}`` to fill), else None."""
    if _HEDGE.search(clause) and _reads_a_rule(clause):
        # a hedge beside a negation ("not sure about seafood, maybe avoid it?") may be read inside out: named, not kept
        return _HEDGED_NEGATED_WHY if _negated(clause) and not _only_softens(clause) else HEDGED_WHY
    if _EXCEPTION.search(clause) and _reads_a_rule(clause) and not pace.days_left_out(clause):
        return _EXCEPTION_WHY  # (a pace's days left out are what a pace keeps: ``pace._leaving_out``)
    if _PAST.search(clause) and _BAD.search(clause) and _A_CHOICE.search(clause):
        return None if _NEVER_AGAIN.search(clause) and _reads_a_rule(clause) else _STORY_WHY
    return None


def _negated(clause: str) -> bool:
    """Whether the clause holds a negation outside its hedges ("not a dealbreaker" negates no wish)."""
    hedges = [m.span() for m in _HEDGE.finditer(clause)]
    return any(not any(s <= m.start() < e for s, e in hedges) for m in _NEGATION.finditer(clause))


def hedged(clause: str) -> bool:
    """Whether ``clause`` says its wish softly ("seaworld if possible", "maybe gatorland")."""
    return bool(_HEDGE.search(clause))


def _only_softens(clause: str) -> bool:
    """Whether the clause's one hedge is an "if ..." or a "not a must" closing it after the negated wish ("no kids at
    the place if possible", "no red-eyes if we can", "rather not eat fast food, but not a dealbreaker"), or a "would
    be nice" ("no driving would be nice", "it'd be nice not to drive"): it softens the wish as said, and cannot turn
    the negation round."""
    hedges = list(_HEDGE.finditer(clause))
    last = hedges[-1]
    if len(hedges) == 1 and last.group(0).lower().startswith(("would", "'d", "’d")):
        return True  # "no driving would be nice", "it'd be nice to not have to drive": the wish said, then praised
    closing = last.group(0).lower().startswith(("if", "not a", "no deal"))  # ("... but not a dealbreaker")
    return (len(hedges) == 1 and closing and not clause[last.end():].strip(" .!?,)")
            and bool(_NEGATION.search(clause, 0, last.start())))


def with_bare_hedges(clauses: Iterable[str]) -> Iterator[str]:
    """The clauses, each joined to a hedge said alone right after it ("parties? maybe" is one hedged wish)."""
    before: str | None = None
    for clause in clauses:
        if before is not None and _BARE_HEDGE.fullmatch(clause):
            yield f"{before}, {clause}"
            before = None
            continue
        if before is not None:
            yield before
        before = clause
    if before is not None:
        yield before


def _reads_a_rule(clause: str) -> bool:
    """Whether some reader of the registry reads a rule in ``clause`` read alone (its warnings and problems are the
    whole text's reading's, not this one's)."""
    return any(c.read is not None and c.read(clause, [], [], []) is not None for c in LOCAL)
