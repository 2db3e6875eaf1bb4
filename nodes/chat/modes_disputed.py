"""Two ways of travelling wished by two of the party ("he wants to drive, I'd rather fly", "my wife wants to fly but
I'd rather drive"): a plan travels one way for everyone, so the chat picks neither for them. Read by the rules, the
two wishes were a clash said in their own words ("self-driving asked for, self-driving banned") or nothing understood;
the reply names both ways in plain words and says how to pick one, the trip unchanged (issue 39: every no explained,
with an offer that works).
"""

from __future__ import annotations

import re
from typing import Any

from langchain_core.messages import HumanMessage

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.chat_input import message_text
from himap_travel.nodes.chat.reading_turn import Turn

# Someone else of the party wishing ("he wants", "my wife would rather", "Tom prefers") and the speaker ("I'd rather",
# "we want", "I prefer")
_THEIRS = lazy_compile(r"\b(?:he|she|they|(?:my|our)\s+[a-z]+|(?-i:[A-Z][a-z]+))\s+(?:(?:really|still|also)\s+)?"
                       r"(?:wants?|would\s+(?:rather|like|prefer)|['’]d\s+(?:rather|like|prefer)|prefers|insists\s+on|likes|loves)\b",
                       re.IGNORECASE)
_MINE = lazy_compile(r"\b(?:i|we)(?:['’]d|\s+would)?\s+(?:(?:much|really)\s+)?(?:rather|prefer|want|like|love)\b", re.IGNORECASE)
_FLY = lazy_compile(r"\b(?:fly|flying|flights?|plane)\b", re.IGNORECASE)
_DRIVE = lazy_compile(r"\b(?:drive|driving|car|road\s*trip)\b", re.IGNORECASE)
# A way ruled out in the same message ("she wants to fly, I'd rather not drive"): no dispute, a rule
_RULED_OUT = lazy_compile(r"\b(?:no|not|never|don'?t|won'?t|can'?t|hate|hates)\b", re.IGNORECASE)


def disputed(text: str) -> bool:
    """Whether the message sets one traveller's way of travelling against another's (flying and driving each wished)."""
    return bool(_THEIRS.search(text) and _MINE.search(text) and _FLY.search(text) and _DRIVE.search(text)
                and not _RULED_OUT.search(text))


def modes_disputed(turn: Turn) -> dict[str, Any] | None:
    """A step before the trip parser (``understand._BEFORE_PARSING``): two of the party wishing different ways to
    travel, answered with both named and how to pick one, nothing changed; else None."""
    said = [m for m in turn.state.get("messages") or [] if isinstance(m, HumanMessage)]
    # (the message as typed: "I'd rather fly" alone is already said as the rule it asks, "no self-driving")
    if not turn.editing or not said or not disputed(message_text(said[-1])):
        return None
    return {"answer": "You named two ways to travel: flying and driving. A plan goes one way for all of you, so I haven't "
                      "picked one: say \"let's fly\" (no driving) or \"let's drive\" (no flights) and I'll plan it. Your "
                      "trip is unchanged.", "problems": []}
