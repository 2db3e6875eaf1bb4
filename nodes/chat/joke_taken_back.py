"""A wish said as a joke and taken back in the same message ("can we do X or Y instead? jk lol stick with Z", "bring 10
more people haha just kidding, still 3", "make the budget a million lmao. jk keep it at 900"): what comes before the
words that take the joke back was never meant, so only what comes after them is read (``without_joke``).

Read whole, the joke was applied (13 people, a new destination) or refused ("several city destinations") while the
person had already said to keep the trip as it was (issue 39: what a user takes back is never applied). The words that
take a joke back are "jk", "j/k", "just kidding", "just joking", "only joking", "kidding" and "joking", never after "not"
or "no" ("I'm not kidding, make it cheaper" means it). Only a message with words on both sides of them is touched: "lol
jk" alone, or a joke taken back with nothing after it, is read as ever.
"""

from __future__ import annotations

import re

from himap_travel.domain.text.lazy_regex import lazy_compile

# The words that take a joke back (never "not kidding" nor "no joke": those insist), with the laughter around them
_TAKEN_BACK = lazy_compile(r"(?<!\bnot\s)(?<!\bno\s)(?<!n['’]t\s)\b(?:jk|j/k|jking|(?:just|only)\s+(?:kidding|kiddin|joking|jokin)"
                           r"|kidding|joking)\b", re.IGNORECASE)
# What may stand right after them and means nothing more: marks, laughter, "obviously", "nah"
_FILLER = lazy_compile(r"^(?:[\s,.!?;:…\-–—)(]+|\b(?:lol|lmao|lmfao|rofl|haha\w{0,8}|hehe\w{0,8}|obviously|obvs|ofc|of\s+course"
                       r"|nah|ok|okay)\b){0,12}", re.IGNORECASE)
_WORD = lazy_compile(r"[A-Za-z0-9]")


def without_joke(text: str) -> str:
    """``text`` from after the last words taking a joke back (see the module's note); ``text`` as it was when there are
    none, or no words before or after them."""
    found = next(iter(reversed(list(_TAKEN_BACK.finditer(text)))), None)  # the last words taking a joke back
    if found is None or not _WORD.search(text, 0, found.start()):
        return text
    rest = _FILLER.sub("", text[found.end():], count=1).strip()
    return rest if _WORD.search(rest) else text


__all__ = ["without_joke"]
