"""A question about the rules the trip holds ("what are my rules", "what rules do I have?", "is there a rating rule?",
"what's the meal limit?", "what's my driving limit", "is there a cap on the hotel?", "what restaurants did i ask for"):
answered with the rules, each in the words the plan's reply uses ("Your rules: ..."), nothing changed.

They were answered with the day plan ("what food rules do we have"), the cost per person ("what's the per person
cap"), or, on a trip no plan meets, with the reason alone (issue 39: a person changing their mind about a rule must
be able to ask what the trip holds now). A rule of the kind asked that the trip does not hold is said so ("There is no
rating rule").
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.markdown import rules_of
from himap_travel.nodes.chat.reading_turn import Turn
from himap_travel.nodes.chat.rule_kinds import RULE_KINDS

_ASKS = lazy_compile(
    r"^\W*(?:so\s+|ok\s+|and\s+|remind\s+me\s+)?(?:what(?:'?s|\s+is|\s+are)?|which|is\s+there|are\s+there|"
    r"do\s+(?:i|we)\s+have|any|list|show|tell\s+me)\b|\?\s*$",
    re.IGNORECASE,
)
_RULE_WORDS = lazy_compile(
    r"\b(?:rules?|limits?|caps?|restrictions?|constraints?|requirements?)\b"
    r"|\b(?:did|have)\s+(?:i|we)\s+(?:ask(?:ed)?|sa(?:y|id))\s+for\b",
    re.IGNORECASE,
)
# what another answer reads: the stay's own house rules, the budget's limit
# ("whats our spending limit": the budget)
_NOT_OURS = lazy_compile(r"\bhouse\s+rules?\b|\bbudget\b|\bspending\b|\bcancell?ation\b", re.IGNORECASE)



def rules_asked(turn: Turn) -> dict[str, Any] | None:
    """The answer to a question about the trip's rules (see the module's note); None when the message is none."""
    trip, text = turn.state.get("trip") or {}, turn.text
    if not trip or turn.pending or not asks_rules(text):
        return None
    return {"answer": rules_answer(trip, text), "problems": []}


def asks_rules(text: str) -> bool:
    """Whether ``text`` asks about the rules the trip holds (the module's note)."""
    return bool(_ASKS.search(text) and _RULE_WORDS.search(text) and not _NOT_OURS.search(text))


def rules_answer(trip: dict[str, Any], text: str) -> str:
    """The trip's rules in words, and a kind the question names that the trip holds no rule of, said so."""
    local = trip.get("local_constraint") or {}
    rules = rules_of(trip)
    said = f"Your rules: {'; '.join(rules)}." if rules else "Your trip has no rules beyond its route, dates, people and budget."
    missing = [name for name, words, keys in RULE_KINDS if words.search(text) and not any(local.get(k) for k in keys)]
    if rules and missing:
        said += f" There is no {' or '.join(missing)} rule."
    return said + " Nothing changed; tell me a rule to change, add or drop."


__all__ = ["asks_rules", "rules_answer", "rules_asked"]
