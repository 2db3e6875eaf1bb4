"""A change asked with nothing named to change ("move it", "push it", "swap it", "change the time", "earlier", "less",
"a different one pls", "can we do the other one"): asked back which part of the trip is meant, nothing changed.

Read alone such a message holds no wish, so it met "I didn't understand", as if it were no change at all. It is one: the
person means a part of the trip the chat cannot guess (the dates or a flight, the budget or the party), so the reply
asks which, naming what can change (issue 39: an ambiguous turn is asked about, never guessed nor dropped).
"""

from __future__ import annotations

import re

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.state.chat_state import ChatState

_OPEN = r"^\W*(?:(?:ok(?:ay)?|hmm+|um+|uh+|so|and|actually|pls|please|plz|can\s+(?:we|you|u)|could\s+(?:we|you|u))\W+)*"
_CLOSE = r"(?:\W+(?:pls|please|plz|then|instead|maybe|again))*\W*$"
# A change verb with no object, or one that only points back ("it", "that", "the time", "the other one")
_VERB = lazy_compile(_OPEN + r"(?P<verb>move|push|shift|swap|change|switch|replace|bump)"
                     r"(?:\s+(?:it|that|this|them|em|'em|those|things|stuff|(?:the\s+)?times?|(?:that|this|the\s+other)\s+one)"
                     r"(?:\s+(?:around|back|up|over))?)?" + _CLOSE,
                     re.IGNORECASE)
_OTHER = lazy_compile(_OPEN + r"(?:(?:do\s+|try\s+|pick\s+|get\s+)?(?:an?\s+|the\s+)?(?:different|another|other)"
                      r"(?:\s+(?:one|time|option|choice|thing))?|(?:that|this)\s+one(?=\s+instead\b))" + _CLOSE, re.IGNORECASE)
_WHEN = lazy_compile(_OPEN + r"(?:an?\s+)?(?P<when>earlier|later|sooner)(?:\s+one)?" + _CLOSE, re.IGNORECASE)
# A count in words with nothing it counts ("make it three"; "make it 3" is ``said_before.number_of_what``'s)
_COUNT = lazy_compile(_OPEN + r"(?:make|change|set)\s+it\s+(?:to\s+)?(?P<n>two|three|four|five|six|seven|eight|nine|ten)"
                      + _CLOSE, re.IGNORECASE)
_AMOUNT = lazy_compile(_OPEN + r"(?P<amount>less|fewer|more)" + _CLOSE, re.IGNORECASE)

_TIME = lazy_compile(r"\btimes?\b", re.IGNORECASE)
_PARTS = "the dates, the number of people, the budget, a flight's time, the hotel, a meal or a sight"


def which_change(text: str, state: ChatState) -> str | None:
    """The question back for a change that names nothing to change, on a planned trip; None for any other message."""
    if not state.get("plan"):
        return None
    if (m := _WHEN.match(text)) is not None:
        return f"What should be {m['when'].lower()}: the dates, or a flight (the one out or the one home)? Nothing changed yet."
    if (m := _COUNT.match(text)) is not None:
        return f"{m['n'].capitalize()} of what: people, days, or sights a day? Nothing changed yet."
    if (m := _AMOUNT.match(text)) is not None:
        return (f"{m['amount'].capitalize()} of what: the budget, the people, the days, or the sights a day? "
                "Nothing changed yet.")
    if (m := _VERB.match(text)) is not None or _OTHER.match(text):
        if _TIME.search(text):  # "change the time", "different time": a time is a flight's
            return "Which flight's time should I change: the one out or the one home, and to when? Nothing changed yet."
        verb = m["verb"].lower() if m is not None else "change"
        return f"What should I {verb}: {_PARTS}? Nothing changed yet."
    return None
