"""Asides said on a planned trip that carry a date, an amount, a city, a child or a pet of something else ("our
anniversary is on the 4th", "my friend paid 2000 for a similar trip", "last time we were in atlanta it poured", "my mom
lives in charleston", "my kids are so jealous lol"): no change asked, so the clause is left out of what the trip parser
reads (``without_stories``), as ``pet_aside`` leaves out a pet doing something that is no travel.

The request reader takes the date, the amount or the city of such a clause as the trip's: said in an opener that may be
what it means; on a planned trip it changed the dates, the budget or the destination in silence (issue 39: never a
change the person did not ask for). A clause is a story when it speaks of:

- the past: a story of an earlier time (``clause_form.told_of_the_past``: "last time we were in atlanta it poured"),
  what one used to do ("i used to live in georgia") or what would have been ("the kids would've loved this");
- someone else doing something that is no travel ("my mom lives in charleston", "my friend paid 2000", "my kids are
  so jealous", "the dog is going to miss us"); someone joining, coming, wanting in or staying is still read;
- an occasion or a duty of the travellers' own life on a date ("my birthday is march 10", "i have a meeting at 9am on
  the 5th", "the kids start school again on the 7th", "we get paid on the 1st", "we have a wedding in miami in may"),
  when the clause asks nothing of the trip (no word of moving, leaving, staying or changing it);
- money of something else ("we're bringing $300 in cash");
- a complaint let go in the same breath ("kinda pricey but worth it", "6am is rough but it's fine").

A clause that asks for something ("so can we ...", "pls", "instead", "make it") is never a story, nor is one that
names a wish's verb ("we wanted 3 days", "i said no flights"): those are read as ever.
"""

from __future__ import annotations

import re

from himap_travel.domain.parsing.clause_form import told_of_the_past

# A clause: the text between sentence marks, or before "but" / "so" / "and then"
_CLAUSE = re.compile(r"[^.;!?,]+(?:[.;!?,]+|$)")
# The past beyond a story of an earlier time (``clause_form.told_of_the_past``): what one used to do, or what would
# have been ("i used to live in georgia", "the kids would've loved this")
_FORMERLY = re.compile(r"\bused\s+to\b|\b(?:would|could)(?:'ve|\s+have)\s+\w+ed\b", re.IGNORECASE)
_OTHERS = (r"(?:(?:my|our|his|her|the)\s+(?:friend|mom|mum|mother|dad|father|parents|sister|brother|cousin|boss|neighbou?r"
           r"|co-?workers?|colleagues?|kids|children|son|daughter|aunt|uncle|grandma|grandpa|in-?laws|dog|cat|pets?|puppy)s?"
           r"|\d+\s+of\s+my\s+(?:friends|co-?workers|colleagues))")
# Someone else doing what is no travel: living somewhere, paying, being jealous, missing the travellers, going before
_OTHERS_DO = re.compile(
    rf"\b{_OTHERS}\s+(?:\w+\s+){{0,2}}?(?:lives?|lived|paid|pays|spent|went|visited|are\s+(?:so\s+)?jealous|is\s+(?:so\s+)?jealous"
    r"|(?:is|are|will\s+be)\s+(?:going\s+to|gonna)\s+miss|will\s+miss|(?:is|are)\s+(?:watching|feeding|minding|with|at)"
    r")\b",
    re.IGNORECASE)
# An occasion or a duty of the travellers' own life
_OCCASION = re.compile(
    r"\b(?:anniversary|birthday|b-?day|meeting|wedding|graduation|exam|appointment|conference|interview|shift"
    r"|school|paid|payday|married|honeymooned)\b", re.IGNORECASE)
# Money of something else than the trip's budget
_OTHER_MONEY = re.compile(r"\$?\d[\d,]*\s*(?:in\s+cash|cash|spending\s+money|pocket\s+money)\b", re.IGNORECASE)
# Words that ask something of the trip: a clause with one is never a story
_ASKS = re.compile(
    r"\b(?:can|could|(?:would|'d|’d)\s+(?:like|love|prefer|rather)|hop(?:e|ing)|pls|plz|please|instead|make\s+it|change|move|push|shift|switch|swap|add|drop|skip|leave|leaving"
    r"|come\s+back|fly|flying|stay|staying|extend|book|need|want|wanted|wanna|let's|lets|prefer|rather|avoid|no|not"
    r"|said|told|asked|meant|budget|trip|dates?|join\w*|coming|come|bring\w*|travel\w*)\b", re.IGNORECASE)
# ... though a story's own words may hold one ("my friend paid 2000 for a similar trip", "we're bringing $300 in cash")
_STORY_OWN = re.compile(r"\b(?:similar|last|such\s+a)\s+trip\b|\bbringing\s+\$?\d[\d,]*\s*(?:in\s+)?cash\b", re.IGNORECASE)


def _story(clause: str) -> bool:
    """Whether ``clause`` is an aside that asks nothing of the trip (the module's note)."""
    if told_of_the_past(clause):
        return True
    marked = (_FORMERLY.search(clause) or _OTHERS_DO.search(clause) or _OCCASION.search(clause)
              or _OTHER_MONEY.search(clause))
    return marked is not None and not _ASKS.search(_STORY_OWN.sub(" ", clause))


# A complaint let go in the same breath ("kinda pricey but worth it", "the flight is early but whatever, we'll manage",
# "6am is rough but it's fine"): accepted, so no wish; what follows the acceptance is read as ever
_LET_GO = re.compile(
    r"\bbut\s+(?:(?:honestly|tbh|i\s+guess|hey|oh\s+well)\W+)?(?:whatever|(?:it'?s|that'?s|its|thats|it\s+is)\s+(?:fine|ok(?:ay)?"
    r"|worth\s+it|all\s+good)|(?:totally\s+|so\s+)?worth\s+it|we'?ll\s+(?:manage|survive|live|cope|deal)|no\s+(?:biggie"
    r"|big\s+deal|problem)|(?:we|i)\s+don'?t\s+(?:care|mind)|all\s+good|fine\s+by\s+(?:me|us)|ok(?:ay)?|fine)\b"
    r"(?=\s*(?:[,.;!?]|lol|haha|tho|though|$))", re.IGNORECASE)


def _let_go(text: str) -> str:
    """``text`` without a complaint let go in the same breath (``_LET_GO``), when what comes before it asks nothing."""
    let_go = _LET_GO.search(text)
    if let_go is None or _ASKS.search(text[:let_go.start()]):
        return text
    return text[let_go.end():].lstrip(" ,.;!?")


def without_stories(text: str) -> str:
    """``text`` without its clauses that are asides, or a complaint let go (the module's note); the text itself when
    it has none."""
    rest = _let_go(text)
    kept = [c for c in _CLAUSE.findall(rest) if not _story(c)]
    return text if rest == text and len(kept) == len(_CLAUSE.findall(text)) else "".join(kept).strip()


__all__ = ["without_stories"]
