"""A message on a planned trip that is only talk about people or pets who are not on it (issue 39: asides must not
edit the trip): "lol my kids would love this but they're staying with grandma", "the pet sitter is sorted so no dog
this time", "my buddy said we should do 5 days but he's not paying lol". Read as a change, the kids became a house
rule for children under 10, the dog a rule for pets (and "the pet sitter" a service asked for), and the buddy's 5 days
the trip's length, each in silence.

A message is such talk when every clause of it (split at sentence marks and at "but" / "so") is one of:

- someone's liking said of the trip, not a wish ("my kids would love this", "my mom would hate it");
- someone or a pet staying behind, or cared for at home ("they're staying with grandma", "the dog stays with my
  sister", "the pet sitter is sorted", "no dog this time"), when the trip holds no rule for them: a trip that asks
  stays to allow children or pets is changed by such news as ever (``party_said``);
- what someone else said or thinks, let go in the same message ("my buddy said we should do 5 days but he's not
  paying"): a suggestion with no "but" after it is left to the readers, since it may be taken up;
- stepping away, or asking someone first ("brb grabbing coffee", "let me check with the wife");
- a laugh or a filler ("lol", "haha", "anyway").

The reply says it was read as talk and the trip is unchanged, and how to ask for a change.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.state.chat_state import ChatState

_CLAUSES = lazy_compile(r"[.;!?]+|,|\s+(?:but|so|and\s+so)\s+", re.IGNORECASE)
_WHO = (r"(?:(?:my|our|the)\s+(?:\w+\s+)?(?:kids?|children|son|daughter|boys|girls|twins|husband|wife|partner|mom|mum"
        r"|dad|parents|sister|brother|friends?|buddy|buddies|boss|cousin|grandma|grandpa|in-?laws|dog|cat|pets?|puppy)"
        r"|they|he|she)")
# someone's liking of the trip, said as what would be
_LIKING = lazy_compile(rf"^{_WHO}\s+(?:would|will|'d|’d)\s+(?:totally\s+|so\s+|really\s+)?(?:love|like|enjoy|hate|adore)"
                       r"\s+(?:this|it|that)(?:\s+(?:trip|place|one))?$", re.IGNORECASE)
# someone or a pet staying behind or cared for at home
_BEHIND = lazy_compile(
    rf"^{_WHO}\s*(?:['’]re|['’]s|\s+are|\s+is|\s+r|\s+will\s+be|\s+gets?\s+to)?\s+(?:staying|stays?|stay)"
    r"\s+(?:home|behind|back|with\s+(?:\w+\s+){0,2}\w+|at\s+(?:\w+\s+){0,2}\w+)$"
    r"|^(?:the\s+|our\s+|my\s+)?(?:pet\s*|dog\s*|cat\s*|baby\s*)?sitter\s+(?:is|['’]s|has\s+been)\s+(?:all\s+)?"
    r"(?:sorted|booked|arranged|lined\s+up|taken\s+care\s+of)(?:\s+out)?$"
    r"|^no\s+(?P<who>kids?|children|dogs?|cats?|pets?)\s+(?:this\s+time|on\s+this\s+(?:one|trip))$", re.IGNORECASE)
# what someone else said or thinks, and its letting go
_REPORTED = lazy_compile(rf"^{_WHO}\s+(?:said|says|thinks|thought|suggested|reckons|wanted)\b", re.IGNORECASE)
_LET_GO = lazy_compile(r"^(?:he|she|they)\s*(?:['’]s|['’]re|\s+is|\s+are)\s+not\s+(?:paying|coming|going|the\s+one\s+going)"
                       r"|^(?:he|she|they)\s+(?:isn['’]?t|aren['’]?t|won['’]?t\s+be)\s+(?:paying|coming|going)"
                       r"|^(?:whatever|nah|we['’]ll\s+see)$", re.IGNORECASE)
_FILLER = lazy_compile(r"^(?:lol|lmao|haha+|hehe|ha|anyway|anyways|btw|fyi|just\s+saying|oh\s+well)$", re.IGNORECASE)
# stepping away, or asking someone first ("brb grabbing coffee", "afk", "let me check with the wife", texted "lemme
# check w the wife"): what follows the cue is what the person goes to do, no wish
_AWAY = lazy_compile(r"^(?:brb|bbl|afk|gtg|g2g|be\s+right\s+back|back\s+in\s+a\s+(?:sec|min|bit)|one\s+sec|hold\s+on)\b"
                     r"(?:\s+[\w']+){0,4}$"
                     rf"|^(?:let\s+me|lemme|gotta|i\s+(?:need\s+to|have\s+to|will|'ll)|i'll)\s+(?:check|ask|talk|run\s+it\s+by)"
                     rf"(?:\s+(?:with|w/?|to))?\s+(?:the\s+wife|the\s+hubby|{_WHO})(?:\s+first)?$", re.IGNORECASE)
_FILLER_EDGES = lazy_compile(r"^(?:(?:lol|haha+|btw|fyi|oh|ok|okay|well)\s+)+|(?:\s+(?:lol|haha+|lmao|tho|though))+$",
                             re.IGNORECASE)
_KIDS = lazy_compile(r"kid|child|boys|girls|twins|son|daughter", re.IGNORECASE)
_PETS = lazy_compile(r"dog|cat|pet|pupp", re.IGNORECASE)

NOTED = ("Okay, nothing changed: I read that as talk, not a change, so your trip stays as it is. Tell me if you'd like "
         "anything changed (\"make it 5 days\", \"add a person\", \"nicer hotels\").")


def _rules(state: ChatState) -> set[str]:
    local = (state.get("trip") or {}).get("local_constraint") or {}
    return {r for r in [local.get("house rule"), *(local.get("more house rules") or [])] if r}


def held_for(clause: str, state: ChatState) -> bool:
    """Whether the trip holds a rule for those the clause says stay behind (then the news may change it)."""
    rules = _rules(state)
    return (bool(_KIDS.search(clause)) and "children under 10" in rules) or (bool(_PETS.search(clause)) and "pets" in rules)


def _kind(clause: str, state: ChatState) -> str | None:
    """What talk the clause is ("liking", "away", "behind", "reported", "let go", "filler"), or None when it may ask
    something."""
    clause = _FILLER_EDGES.sub("", clause.strip(" \t\n-–—:()")).strip()
    if not clause or _FILLER.match(clause):
        return "filler"
    if _LIKING.match(clause):
        return "liking"
    if _AWAY.match(clause):
        return "away"
    if _BEHIND.match(clause):
        return None if held_for(clause, state) else "behind"
    if _REPORTED.match(clause):
        return "reported"
    return "let go" if _LET_GO.match(clause) else None


def aside_said(text: str, state: ChatState) -> dict[str, Any] | None:
    """The answer to a message on a planned trip that is only talk (the module's note), nothing changed; None when a
    clause of it may ask something."""
    if not state.get("plan"):
        return None
    kinds = [_kind(c, state) for c in _CLAUSES.split(text) if c and c.strip()]
    if not kinds or None in kinds or set(kinds) <= {"filler"}:
        return None
    if "reported" in kinds and "let go" not in kinds:  # "my friend said we should add a day": maybe taken up
        return None
    return {"answer": NOTED, "problems": []}


__all__ = ["NOTED", "aside_said", "held_for"]
