"""A question whether the plan has a cuisine ("any bbq on the trip?", "is there pizza anywhere in there", "do we get
seafood at all?"): answered from the data's cuisines of the plan's restaurants, never read as a new rule (issue 39: the
trip parser read the cuisine named and ADDED it as a wish, in silence).

Only a yes/no question naming a cuisine the data labels restaurants with, and asking nothing to be done ("can you add
bbq?", "any bbq please", "we want bbq?" stay changes), is answered here; the plan is not changed.
"""

from __future__ import annotations

import re
from typing import Any

from himap_travel.domain.constraints.cuisine import mentions, served
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.reading_turn import Turn
from himap_travel.state.days import MEALS

# The form of a question about what the plan holds ("any X?", "is there X", "are there X places", "do we have X",
# "will there be X", "did you include X", "anything X on there?"), after fillers
_ASKS = lazy_compile(r"^\W*(?:(?:so|and|oh|hey|btw|also|quick\s+question|um+|hmm+|wait|ok(?:ay)?)\W+)*"
                     r"(?:any(?:thing)?|(?:is|are)\s+there(?:\s+any)?|do\s+we\s+(?:have|get)|will\s+(?:we\s+(?:have|get)|there\s+be)"
                     r"|did\s+you\s+(?:include|put|pick|plan|find)|does\s+(?:the\s+|this\s+|our\s+)?(?:trip|plan|itinerary)\s+(?:have|include)"
                     r"|do\s+they\s+(?:have|do|serve))\b",  # ("do they have french restaurants in savannah")
                     re.IGNORECASE)
# ... about the plan: a question mark, or the plan named ("on the trip", "in there", "anywhere", "at all", "on it",
# the plan asked of: "does the plan have any mexican food")
_OF_THE_PLAN = lazy_compile(r"\?|\b(?:on|in)\s+(?:the|this|our|my)\s+(?:trip|plan|itinerary)\b|\b(?:in|on)\s+there\b|\banywhere\b"
                            r"|\b(?:does|will)\s+(?:the\s+|this\s+|our\s+)?(?:trip|plan|itinerary)\s+(?:have|include)\b"
                            r"|\b(?:on|in)\s+it\s*$"
                            r"|\bat\s+all\b|\b(?:over\s+)?there\s*$|\bin\s+(?:town|the\s+city|[a-z]+(?:\s+[a-z]+)?)\s*$", re.IGNORECASE)
# Words that ask for something to be done: a change, never answered here ("any bbq please", "can you add some bbq?")
_ASKS_A_CHANGE = lazy_compile(r"\b(?:please|pls|plz|add|want|need|make|switch|swap|change|cheaper|nicer|better|instead"
                              r"|can\s+(?:you|we)|could\s+(?:you|we)|would\s+you|let'?s|then"
                              r"|any\s+(?:chance|way|possibility|hope))\b|\$|\d", re.IGNORECASE)  # "any chance we get bbq?"

# A day named ("any good italian places on day 2?"): its number asks nothing to be done (an amount would)
_A_DAY = lazy_compile(r"\b(?:day|night)\s*\d{1,2}\b|\b(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\s+(?:day|night)\b", re.IGNORECASE)


def cuisines_asked(text: str) -> list[str]:
    """The cuisines a yes/no question about the plan asks of ("any bbq on the trip?": ["BBQ"]); [] for another message."""
    if not _ASKS.match(text) or not _OF_THE_PLAN.search(text) or _ASKS_A_CHANGE.search(_A_DAY.sub(" ", text)):
        return []
    found = mentions(text, [])
    return [] if any(m.avoided or m.taken_back for m in found) else list(dict.fromkeys(m.name for m in found))


def _meals_serving(cuisine: str, plan: list[dict[str, Any]], sandbox: Any) -> list[str]:
    """Each planned meal whose restaurant the data labels with ``cuisine`` ("day 2 dinner at X")."""
    found = []
    for day, entry in enumerate(plan, start=1):
        for meal in MEALS:
            name, _, city = str(entry.get(meal) or "-").rpartition(",")
            row = next((r for r in sandbox.restaurants_in(city.strip()) if r.name == name.strip()), None) if name else None
            if row is not None and cuisine in served(row):
                found.append(f"day {day} {meal} at {row.name}")
    return found


def cuisine_asked(turn: Turn) -> dict[str, Any] | None:
    """A step before the trip parser (``understand._BEFORE_PARSING``): a question whether the plan has a cuisine,
    answered from the data, nothing changed."""
    asked = cuisines_asked(turn.text) if turn.editing else []
    if not asked:
        return None
    wish = f"(\"we want {asked[0].lower()} at least once\")"
    if not turn.plan:  # a trip no plan meets: still a question, never a new rule
        return {"answer": f"Your trip has no plan yet, so there is no meal to ask about, and nothing changed. To make "
                          f"{asked[0]} a rule, say it as a wish {wish}.", "problems": []}
    lines = []
    for cuisine in asked:
        meals = _meals_serving(cuisine, turn.plan or [], turn.sandbox)
        lines.append(f"- {cuisine}: {'; '.join(meals)}" if meals else f"- {cuisine}: no meal of the plan serves it")
    return {"answer": "From the data's cuisines of your plan's restaurants:\n" + "\n".join(lines)
                      + f"\n\nNothing changed. To make a cuisine a rule, say it as a wish {wish}.", "problems": []}
