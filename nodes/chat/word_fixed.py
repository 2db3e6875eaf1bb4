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
from himap_travel.nodes.chat.undo import just_changed

# A word put right: "*food" (a star before it, or after it: "food*"), an amount ("*$190", "*4"), or "i meant please" /
# "meant: please"
_STARRED = lazy_compile(r"(?<![\w*])\*([a-z][a-z']*)\b|\b([a-z][a-z']*)\*(?![\w*])"
                        r"|(?<![\w*])\*\s?(\$?\d{1,6}(?:[.,]\d{1,3})?)(?![\w.,]*\d)", re.IGNORECASE)
_AMOUNT = lazy_compile(r"\$?\d{1,6}(?:[.,]\d{1,3})?")
_MEANT = lazy_compile(r"\b(?:i\s+)?meant\s*:?\s+\"?([a-z][a-z']*)\"?\s*[.!]*\s*$", re.IGNORECASE)
# The message before said again, put right ("I meant no french, sorry" after "no mediterranean food"): its change, read
# in place of the one before (``corrected_change``); one word alone is a word put right ("i meant please", ``_MEANT``)
_RESTATED = lazy_compile(r"^\W*(?:(?:sorry|soz|oops|no|nope|wait|oh|ah|ugh|my\s+bad)\W+){0,3}(?:i\s+)?meant\s*:?\s+"
                         r"(?P<rest>[^\n]{3,200}?)[\s,.!]*(?:sorry|soz|oops|lol|my\s+bad)?[\s.!]*$", re.IGNORECASE)
# The words said with a correction ("sorry", "lol", "autocorrect", "ducking autocorrect", "stupid phone", "typo")
_FILLER = frozenset("""sorry soz oops oopsie lol haha ugh omg autocorrect auto correct autocorrected ducking damn darn dang
    stupid phone typo typos my bad i meant mean that is was the it lmao""".split())


# A change by an amount ("add a day", "2 more people", "$200 less"): read twice it changes twice
# ("no more than $80 a night" is a cap, no change by an amount)
_BY_AN_AMOUNT = lazy_compile(r"\b(?:more|less|fewer)\b(?!\s+than\b)|\b(?:add|adding|extra|another|plus|minus)\b|\+",
                             re.IGNORECASE)


def _fixes(text: str) -> list[str] | None:
    """The words the message puts right, when it says nothing else (``_FILLER`` aside); None otherwise."""
    fixes = [a or b or c for a, b, c in _STARRED.findall(text)]
    rest = _STARRED.sub(" ", text)
    meant = _MEANT.search(rest)
    if meant is not None:
        fixes.append(meant.group(1))
        rest = rest[:meant.start()]
    words = re.findall(r"[a-z']+|\d", rest.lower().replace("-", " "))
    return fixes if fixes and all(word in _FILLER for word in words) else None


def _put_right(said: str, word: str) -> str | None:
    """``said`` with the word most like ``word`` (not ``word`` itself) replaced by it, an amount by the amount most like
    it ("*$190" after "hotel under $90 a night"); None when no word is near."""
    amount = word[-1].isdigit()
    said_words = _AMOUNT.findall(said) if amount else re.findall(r"[A-Za-z']+", said)
    candidates = [(SequenceMatcher(None, word.lower(), w.lower()).ratio(), w) for w in said_words
                  if w.lower() != word.lower() and (amount or abs(len(w) - len(word)) <= 2)]
    best = max(candidates, default=(0.0, ""))
    if best[0] < 0.5:
        return None
    if amount and not word.startswith("$") and best[1].startswith("$"):
        word = f"${word}"  # "*190" after "$90 a night": still dollars
    return re.sub(rf"(?<![\w$]){re.escape(best[1])}(?![\w.,]*\d)", word, said, count=1)


def corrected_change(text: str, state: Any) -> str | None:
    """The message before ``text`` put right (its words, or said again whole: "I meant no french, sorry"), when it made
    the trip's last change (``undo.just_changed``): that change is to be read again from the trip before it, so
    "*indian" after "italian food please" asks for Indian food in place of Italian, never both; None otherwise."""
    said = [message_text(m) for m in state.get("messages") or [] if isinstance(m, HumanMessage)]
    fixed = word_fixed(text, state)
    if fixed == text:
        restated = _RESTATED.match(text)
        fixed = restated.group("rest") if restated is not None and len(restated.group("rest").split()) > 1 else text
    # (a word near none of the message before puts nothing right: that message read again would change nothing)
    if fixed in (text, *said[-2:-1]) or not just_changed(state) or not state.get("previous"):
        return None
    return fixed


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
