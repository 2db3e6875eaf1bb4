"""The pieces every intent's pattern is built from: a pattern read in any case (``worded``), the words a question
may open with (``LEAD``), two words of one wish said apart (``APART``), a message cut into clauses (``CLAUSES``) and its
words (``MESSAGE_WORDS``). Apart so that each intent's module builds on them without importing another's.
"""

from __future__ import annotations

import re

from himap_travel.domain.text.lazy_regex import lazy_compile


def worded(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


MESSAGE_WORDS = worded(r"[a-zà-ÿ']+")
# Two words of one wish or question said apart on a line ("the hotel is kinda sketchy, anything better?", "why ... the
# hotel"): at most 200 characters apart. Unbounded (".*"), every first word of a line was read to the line's end, and a
# long message of them ("room room room ...") took squared time: 5.5 s of CPU at the cap, 0.15 s so.
APART = r".{0,200}"
# Words a question may open with before its question word ("and what does day 2 cost", "ok so why ...", "hey, how ...").
LEAD = (r"^\W*(?:(?:and|ok|okay|so|then|hey|hi|hmm|hm|um+|uh+|well|o+h+|also|but|just|curious|quick\s+question|one\s+more\s+thing|wait"
         r"|btw|sorry|yo|bruh|bro|dude|lmao|haha+|omg|welp|alright|right|lol|thanks|thanks?\s+(?:you|u)|thx|ty|cheers|great|cool|perfect|nice|awesome"
         r"|anyway|anyways|anyhow"  # "anyway what's the priciest day"
         r"|now|so\s+now|(?:and|ok)\s+now"  # "and now how much do we have left": after a change, the question about it
         r"|ugh+|yay+|interesting|lovely|sweet|ngl|tbh|(?:sounds|looks)\s+(?:good|great)"  # ("sounds good but when do we fly home")
         r"|(?:one|quick|another|a|random|dumb|silly)\s+(?:q|qq|question)(?:\s+but)?"  # "one q: what's breakfast day 2"
         # ("random but what's for dinner", "lol forgot already, when's the flight home", "sorry to bug u, ...")
         r"|random|(?:i\s+)?forgot(?:\s+(?:already|again))?|sorry\s+to\s+(?:bug|bother)\s+(?:you|u)|gimme|give\s+me)\W+)*")

# A cancel said with its reason or an aside ("plans changed, cancel the trip", "cancel, we booked elsewhere", "ok
# thanks, but cancel it"): one clause is a cancel cue with filler, and no other clause asks for anything (a trip word, a
# number, a name, an edit's verb, a preference, an undo, a question): "cancel that, make it cheaper" and "forget LA, go
# to Denver" are no cancel of the trip.
CLAUSES = lazy_compile(r"[,.;:!?()\u2013\u2014]+|\s-\s|\bbut\b", re.IGNORECASE)
