"""What one of the party wants, when nothing of it is read: "the kids really want legoland" (issue 38).

A clause whose party is read ("the kids": the children-under-10 rule) counts as read, so the clause accounting
(``unread``) looks no further into it, and what the children want, no sight of the trip, was dropped in silence while
the plan was called valid. This module finds the thing wanted after a word of wanting ("want", "are dying to see",
"insists on") in a clause read for something else, and gives it back when no reader takes any of it: it is named.
"""

from __future__ import annotations

import re

from himap_travel.domain.parsing.clause_form import asks_nothing
from himap_travel.domain.parsing.clause_read import a_reader_reads
from himap_travel.domain.parsing.clause_talk import CRY_WORDS, PLAIN_WORDS, TRIP_PLAIN, WORD
from himap_travel.domain.parsing.party_words import PARTY_WORD
from himap_travel.domain.parsing.unread_wish import Spans
from himap_travel.domain.text.lazy_regex import lazy_compile

# Who wants it: one of the party ("the kids", "my wife", "dad", "our 2 boys")
_WHO = rf"\b(?P<who>{PARTY_WORD.pattern})"
# A word of wanting a thing, and the words of going that may follow it ("want to go to", "dying to see", "insists on");
# never a liking ("the kids love the beach" says who they are, as "we love museums" does)
_WANTING = (r"(?:really\s+|so\s+|badly\s+)?(?:wants?|wanna|needs?|would\s+love|'d\s+love|insists?\s+on|begs?\s+for|begging\s+for"
            r"|(?:is|are)\s+(?:dying|desperate|begging)\s+to|(?:is|are)\s+set\s+on)")
_GOING = r"(?:\s+to)?(?:\s+(?:see|visit|do|go\s+to|check\s+out|hit|try|ride))?"
# Where the thing wanted ends: the clause's end, or the next part of it ("... and the kids want ...")
_THING_END = r"\s+(?:and|but|so|because|since|as|if|when|while|though|lol|haha)\b"
_WANTED = lazy_compile(rf"{_WHO}\s+{_WANTING}{_GOING}\s+(?P<thing>(?:(?!{_THING_END})[^,.;!?])+)", re.IGNORECASE)
# Things wanted that ask the plan for nothing: the trip itself, a good time, doing things ("to come", "to relax")
_NOTHING_WANTED = lazy_compile(r"(?:to\s+)?(?:come|join|tag\s+along|go|travel|relax|rest|chill|have\s+fun|fun|it|this|that"
                               r"|everything|anything|something|more|the\s+(?:trip|same)|a\s+(?:good|great|nice|fun)\s+time"
                               # ... or the trip itself ("the four of us girls want a bachelorette wknd")
                               r"|(?:a|an|this|our|the)\s+(?:[\w'-]+\s+)?(?:break|vacation|holiday|getaway|trip|weekend|wknd"
                               r"|escape|adventure)|time\s+off|some\s+(?:rest|sun|fun)"
                               # ... or pictures of it ("my daughter wants pics"): the reason for the wish beside
                               r"|(?:some\s+|lots\s+of\s+|a\s+few\s+)?(?:pics|pictures|photos|selfies)"
                               # ... or how they must be taken ("kids need to be allowed", "the dog needs to come")
                               r"|be)\b",
                               re.IGNORECASE)


# A pet's wants and needs are a reason given for a wish ("max 2 things a day, the dog needs walks"), never one
_PET = lazy_compile(r"dogs?|dogg(?:o|ie|y)s?|cats?|pup(?:per)?s?|pupp(?:y|ies)|kittens?|kitty|pets?", re.IGNORECASE)


def wished_unread(text: str, start: int, end: int, taken: Spans) -> list[tuple[int, str]]:
    """(where, the words) of each thing one of the party wants in the clause ``text[start:end]`` that no reader reads
    and no span of ``taken`` (what readers took: places, names, a constraint's words) touches."""
    found = []
    for m in _WANTED.finditer(text, start, end):
        if _a_reason(text, start, m.start(), taken) or _SO_AFTER.search(text, m.end("thing"), end):
            continue  # ("the teens want burgers, so american food": the want is the reason of the wish after "so")
        at = m.start("thing")
        thing = text[at:min(m.end("thing"), end)].strip(" '\"")
        if (not thing or _NOTHING_WANTED.match(thing) or _PET.fullmatch(m.group("who"))
                or any(s < at + len(thing) and at < e for s, e in taken)):
            continue
        words = [word.lower() for word in WORD.findall(thing)]
        if (not words or all(word in PLAIN_WORDS for word in words) or asks_nothing(thing, CRY_WORDS, TRIP_PLAIN)
                or a_reader_reads(thing)):
            continue
        found.append((at, thing))
    return found


_SO_AFTER = lazy_compile(r"\b(?:so|hence|therefore|which\s+means)\b", re.IGNORECASE)
_PART_BREAK = lazy_compile(r"[,;:\u2013\u2014]|\s-\s")


def _a_reason(text: str, start: int, at: int, taken: Spans) -> bool:
    """Whether the wanting at ``at`` is said in a part after another part of its clause that holds something read: the
    reason for that wish ("leave after 10, the kids need sleep", "fortress of the bear, the kids are obsessed with
    bears"), never a wish of its own."""
    breaks = [m.end() for m in _PART_BREAK.finditer(text, start, at)]
    return bool(breaks) and any(start <= s and e <= breaks[-1] for s, e in taken)
