"""A message that only puts right a word of the one before it, as people on a phone do ("*food" after "we want Italian
fold", "ducking autocorrect. i meant please" after "no smoking pleasw", "sorry *have *food lol"): the message before,
with the word put right, is what is read.

Before, such a message was read alone: "*food" was not understood, and a correction that made the message before say
something new was lost. Read as the message before it corrected, a wish it adds is applied, and one the trip already
keeps is said to be kept (nothing re-planned). Only a message made of corrected words and the words people say with
them (``_FILLER``) is taken; anything else is read as it is.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from typing import Any

from langchain_core.messages import HumanMessage

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.chat_input import message_text

# A word put right: "*food" (a star before it, or after it: "food*"), or "i meant please" / "meant: please"
_STARRED = lazy_compile(r"(?<![\w*])\*([a-z][a-z']*)\b|\b([a-z][a-z']*)\*(?![\w*])", re.IGNORECASE)
_MEANT = lazy_compile(r"\b(?:i\s+)?meant\s*:?\s+\"?([a-z][a-z']*)\"?\s*[.!]*\s*$", re.IGNORECASE)
# The words said with a correction ("sorry", "lol", "autocorrect", "ducking autocorrect", "stupid phone", "typo")
_FILLER = frozenset("""sorry soz oops oopsie lol haha ugh omg autocorrect auto correct autocorrected ducking damn darn dang
    stupid phone typo typos my bad i meant mean that is was the it lmao""".split())


# A change by an amount ("add a day", "2 more people", "$200 less"): read twice it changes twice
_BY_AN_AMOUNT = lazy_compile(r"\b(?:more|add|adding|extra|another|less|fewer|plus|minus)\b|\+", re.IGNORECASE)


def _fixes(text: str) -> list[str] | None:
    """The words the message puts right, when it says nothing else (``_FILLER`` aside); None otherwise."""
    fixes = [a or b for a, b in _STARRED.findall(text)]
    rest = _STARRED.sub(" ", text)
    meant = _MEANT.search(rest)
    if meant is not None:
        fixes.append(meant.group(1))
        rest = rest[:meant.start()]
    words = re.findall(r"[a-z']+|\d", rest.lower().replace("-", " "))
    return fixes if fixes and all(word in _FILLER for word in words) else None


def _put_right(said: str, word: str) -> str | None:
    """``said`` with the word most like ``word`` (not ``word`` itself) replaced by it; None when no word is near."""
    candidates = [(SequenceMatcher(None, word.lower(), w.lower()).ratio(), w) for w in re.findall(r"[A-Za-z']+", said)
                  if w.lower() != word.lower() and abs(len(w) - len(word)) <= 2]
    best = max(candidates, default=(0.0, ""))
    if best[0] < 0.5:
        return None
    return re.sub(rf"\b{re.escape(best[1])}\b", word, said, count=1)


def word_fixed(text: str, state: Any) -> str:
    """The message before ``text`` with the words ``text`` puts right in place, when ``text`` only corrects words of
    it; else ``text`` as it is."""
    fixes = _fixes(text)
    said = [message_text(m) for m in state.get("messages") or [] if isinstance(m, HumanMessage)]
    if fixes is None or len(said) < 2:
        return text
    before = said[-2]
    if _BY_AN_AMOUNT.search(before):  # "add 1 person" read again would add another: the correction alone is read
        return text
    for word in fixes:
        before = _put_right(before, word) or before
    return before
