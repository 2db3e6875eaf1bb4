"""Typos of the words the intents are read by ("cancle", "chepaer", "hwo much", "expensiveee"): corrected before a
message is read (``spelled``), a word at a time and remembered (issue 44). Apart: every intent reads the spelled text,
and the words it knows come from the other intents' lists (``KNOWN_WORDS``).
"""

from __future__ import annotations

import functools
import re

from himap_travel.domain.text.english import is_english
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.domain.text.typos import closest_spelling, dropped_letter, swapped_letters
from himap_travel.nodes.chat.intent_cues import CANCEL_FILLER, SMALL_TALK_FILLER, UNDO_FILLER
from himap_travel.nodes.chat.intent_preferences import AROUND_PREFERENCE

# Typos of the words the intents are read by ("cancle", "chepaer", "hotles", "restaurnts"): a word of five letters or
# more, one letter longer or shorter at most, spelt 80% alike (as ``take_back`` reads "forgt"), is read as the word.
_KEYWORDS = ("cancel", "cheaper", "cheapest", "expensive", "affordable", "hotels", "hotel", "restaurants", "restaurant",
             "accommodation", "accommodations", "thanks", "revert", "undo", "nicer", "better", "fancier", "cheers", "different",
             "difference", "nevermind", "total", "flight", "flights")
# Two letters swapped in a word of any length ("udno", "strat", "hwo", "waht"): the word meant, when the swap gives one
# the intents or a question are read by (a swap changes no letter, so even a short word is not mistaken for another).
_SWAPPED = swapped_letters((*_KEYWORDS, "undo", "start", "cancel", "how", "what", "when", "where", "which", "thanks", "much",
                            "the"))
# Question words with a letter dropped ("wher are we staying", "hw much"): too short for the 80% rule, so read by name.
_QUESTION_TYPOS = {"hw": "how", "wy": "why", "wher": "where", "whre": "where", "wat": "what", "wen": "when", "wich": "which",
                   "wuts": "whats", "dy": "day", "dya": "day", "nite": "night", "nites": "nights",
                   "stayin": "staying", "sleepin": "sleeping", "wheres": "where's", "r": "are",
                   # a key beside the one meant, or a letter dropped into another word, on a phone ("hiw much is it now",
                   # "wheee do I sleep": "whee" once held down)
                   "hiw": "how", "hpw": "how", "jow": "how", "whee": "where", "wjere": "where", "whst": "what",
                   # a meal with its vowels dropped ("dinr day 1", "lnch day 2"; never "diner", a word of its own)
                   "dinr": "dinner", "dinnr": "dinner", "lnch": "lunch", "brkfst": "breakfast", "brekfst": "breakfast",
                   # said as it sounds, British slang ("wots the damage", "wot time do we land")
                   "wot": "what", "wots": "whats",
                   "brekkie": "breakfast", "brekky": "breakfast"}  # (and breakfast in British and Australian slang)
# (and the day or night they ask about: "hw much is dy 2", "where r we sleeping 2nd nite")
# ... and any of those words with a letter left out ("whts the totl"), unless the form is an English word itself
_DROPPED = dropped_letter((*_KEYWORDS, "undo", "start", "cancel", "what", "whats", "when", "where", "which", "thanks",
                           "attractions"))
_DRAWN_OUT = lazy_compile(r"([a-z])\1{2,}", re.IGNORECASE)  # a letter held down ("expensiveee", "pleeease", "sooo")
_DOUBLED = lazy_compile(r"([a-z])\1", re.IGNORECASE)  # a letter doubled ("niice", "sooo" once held down)


def spelled(text: str) -> str:
    """``text`` with typos of the intents' words corrected (words it knows are kept as they are); a letter said three
    times or more is read twice ("expensiveee" is then one letter off "expensive")."""
    text = _HYPHENED.sub(lambda match: match.group(0).replace("-", ""), text)  # "un-do": "undo"
    text = _FOR_AS_4.sub(r"\1 for", text)  # "hw much 4 day 1": "how much for day 1", never a length of 4 days
    return _A_WORD.sub(lambda match: _fixed(match.group(0)), _A_WORD.sub(_held_down, text))


_A_WORD = lazy_compile(r"[A-Za-z]+")
# "4" written for "for" after a word of cost and before a numbered day or night ("hw much 4 day 1", "cost 4 night 2"):
# a length of days is never followed by a day's number (the party said after it is: "4 day 2 people" stays a length)
_FOR_AS_4 = lazy_compile(r"\b(much|cost|costs|price|pay|spend|spending)\s+4(?=\s+(?:the\s+)?(?:day|night)\s*\d+\b"
                         r"(?!\s*(?:people|persons?|adults?|ppl|pax|travell?ers?|guests?|of\s+us)\b))", re.IGNORECASE)
_HYPHENED = lazy_compile(r"\bun-do\b", re.IGNORECASE)  # an intent's word written with a hyphen


@functools.lru_cache(maxsize=8192)
def _fixed(word: str) -> str:
    """``word`` with a typo of an intent's word corrected, else as it is: a function of the word alone, remembered (a
    message is classified several times a turn, and the closest spelling compares each long word with every keyword
    of its first letter; issue 44)."""
    low = word.lower()
    if low in _QUESTION_TYPOS or low in _SWAPPED:
        return _QUESTION_TYPOS.get(low) or _SWAPPED[low]
    if low in _DROPPED and low not in _KNOWN_WORDS and not is_english(low):
        return _DROPPED[low]
    if len(low) < 5 or low in _KEYWORDS:
        return word
    if _stretched_english(low):  # "niice" is "nice" said warmly, never "nicer" (a re-plan for the best)
        return word
    return closest_spelling(low, _KEYWORDS, 0.8) or word


def _stretched_english(low: str) -> bool:
    """Whether ``low`` is no English word but one with a doubled letter said once ("niice", "gooood" after
    ``_held_down``): an everyday word drawn out, no typo of an intent's word."""
    plain = _DOUBLED.sub(r"\1", low)
    return plain != low and plain not in _KEYWORDS and not is_english(low) and is_english(plain)


def _held_down(match: re.Match[str]) -> str:
    """A word with a letter held down ("pleaseee", "sooo", "expensiveee"): the word with that letter once or twice that
    the intents know ("please", "so"), else twice (then read as a typo: "expensivee" is one letter off "expensive")."""
    word = match.group(0)
    if not _DRAWN_OUT.search(word):
        return word
    once, twice = _DRAWN_OUT.sub(r"\1", word), _DRAWN_OUT.sub(r"\1\1", word)
    return next((w for w in (once, twice) if w.lower() in _KNOWN_WORDS), twice)


# The words the intents know (their fillers and typo keywords): a held-down letter is read back to one of them.
_KNOWN_WORDS = CANCEL_FILLER | UNDO_FILLER | SMALL_TALK_FILLER | AROUND_PREFERENCE | frozenset(_KEYWORDS)
