"""A chat message typed loosely, put as the readers expect it before anything reads it (issue 39: people write the
same thing many ways): a "n't" typed without its apostrophe ("we dont want the water museum", "we cant go higher"),
"nite" for "night" ("add a nite", "+1 nite"), "wed" for "we'd" ("wed rather drive"), a gerund's "'s" typed bare
("drivings off the table"), a person counted by a numbered ordinal ("add a 3rd person": "a third person", never
March 3rd), and a phone's slips in a wish's words that are no English word ("4 str min", "no fast fod", "were do we
sleep"), and breakfast and sleep in slang ("brekkie", "kipping").

The readers of wishes match "don't" and "can't": typed as "dont" the negation was lost, so "we dont want the water
museum" added the museum as a sight to see. ``domain.text.negation`` already counts a bare "dont" as negating for the
rules it reads; the other readers (sights to avoid, refusals, take-backs) did not, so the chat restores the
apostrophe once, here, for every reader. Only the chat's messages are touched: a benchmark query is read as written.
"""

from __future__ import annotations

import re

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.relative import ORDINALS

# The contractions typed bare, each with its apostrophe put back ("wont" only before a verb's usual followers, as
# "won't": "as is his wont" is no negation)
_BARE = {"dont": "don't", "doesnt": "doesn't", "didnt": "didn't", "cant": "can't", "couldnt": "couldn't",
         "wouldnt": "wouldn't", "shouldnt": "shouldn't", "isnt": "isn't", "arent": "aren't", "wasnt": "wasn't",
         "werent": "weren't", "havent": "haven't", "hasnt": "hasn't"}
_BARE_WORD = lazy_compile(rf"\b({'|'.join(_BARE)})\b", re.IGNORECASE)
_WONT = lazy_compile(r"\bwont(?=\s+(?:be|go|work|do|need|want|make|come|fit|have|let|pay|spend|stay|take)\b)", re.IGNORECASE)
# "we'd" typed bare before what it wishes ("wed rather drive", "wed prefer a later flight"): never Wednesday
_WED = lazy_compile(r"\bwed(?=\s+(?:rather|prefer|like|love|want|need|much\s+rather|really\s+(?:like|prefer|rather))\b)",
                    re.IGNORECASE)
_NITE = lazy_compile(r"\bnite(s?)\b", re.IGNORECASE)
# A gerund's "'s" typed bare before a verdict on it ("drivings off the table", "smokings fine"): "driving's"
_BARE_IS = lazy_compile(r"\b([a-z]{3,}ing)s(?=\s+(?:(?:totally|completely|absolutely|just|really|definitely)\s+)?"
                        r"(?:off|out|fine|ok|okay|alright|cool|back|not|allowed|banned)\b)", re.IGNORECASE)

# A person counted by a numbered ordinal ("add a 3rd person", "a 4th traveler"): the date readers take "3rd" for a
# day of the month, so it is written as the word the party readers count ("a third person")
_NUMBERED_PERSON = lazy_compile(r"(?:(?<=\ba\s)|(?<=\ban\s))(10|[2-9])(?:st|nd|rd|th)(?=\s+(?:person|adult|travell?er|guest|passenger)\b)",
                                re.IGNORECASE)

# Slips a phone makes in the words of a wish, none an English word: "str" after a number ("4 str min": stars), "fod" and
# "foood" (food), and "were" opening a question before "do"/"is" ("were do we sleep": where; "were we ..." reads on)
_STARS = lazy_compile(r"(?<=\d)(\s*)strs?\b", re.IGNORECASE)
_FOOD = lazy_compile(r"\b(?:fod|foood+|fodd)\b", re.IGNORECASE)
# Breakfast and sleep in British and Australian slang ("mexican brekkie on the last morning", "where are we kipping",
# "another place to kip"), no English words
_BREKKIE = lazy_compile(r"\bbrekk(?:ie|y)s?\b", re.IGNORECASE)
_KIP = lazy_compile(r"\bkip(ping)?\b", re.IGNORECASE)
_WHERE = lazy_compile(r"^(\W*)were(?=\s+(?:do|does|did|is|are|r|will|can|should)\s+(?:we|i|you|u|they|the|our|my)\b)",
                      re.IGNORECASE)


def _with_case(typed: str, word: str) -> str:
    return word.capitalize() if typed[:1].isupper() else word


def restored(text: str) -> str:
    """``text`` with its bare contractions given their apostrophe and "nite" written "night" (the module's note)."""
    text = _BARE_WORD.sub(lambda m: _with_case(m.group(1), _BARE[m.group(1).lower()]), text)
    text = _WONT.sub(lambda m: _with_case(m.group(0), "won't"), text)
    text = _WED.sub(lambda m: _with_case(m.group(0), "we'd"), text)
    text = _BARE_IS.sub(r"\1's", text)
    text = _NUMBERED_PERSON.sub(lambda m: ORDINALS[int(m.group(1)) - 2], text)
    text = _FOOD.sub(lambda m: _with_case(m.group(0), "food"), _STARS.sub(r"\1stars", text))
    text = _BREKKIE.sub(lambda m: _with_case(m.group(0), "breakfast"), text)
    text = _KIP.sub(lambda m: _with_case(m.group(0), "sleeping" if m.group(1) else "sleep"), text)
    text = _WHERE.sub(lambda m: m.group(1) + _with_case(m.group(0).lstrip(" \t"), "where"), text)
    return _NITE.sub(lambda m: _with_case(m.group(0), "night") + m.group(1), text)


__all__ = ["restored"]
