"""A cancel or an undo said with more than its cue: with its reason ("plans changed, cancel the trip", "cancel it
our passports expired"), twice over ("never mind, cancel that"), as a start over, an undo among other words ("hmm
that's too bare bones, put it back") or with a complaint ("hmm too pricey, undo that"). Apart from the cues: these
read a message clause by clause against every other intent.
"""

from __future__ import annotations

import re

from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.nodes.chat.intent_cues import (
    CANCEL_CUE,
    CANCEL_FILLER,
    DECLINED,
    RESTART,
    UNDO_CUE,
    UNDO_FILLER,
    only_cue_and_filler,
)
from himap_travel.nodes.chat.intent_preferences import PREFERENCES
from himap_travel.nodes.chat.intent_questions import ASKS
from himap_travel.nodes.chat.intent_scope import OUT_OF_SCOPE
from himap_travel.nodes.chat.intent_spelling import spelled
from himap_travel.nodes.chat.intent_words import CLAUSES, worded

_ASKS_FOR_SOMETHING = worded(
    r"\d|\$|\b(?:to|from|in|into|via|instead|days?|nights?|weeks?|people|persons?|adults?|kids?|children|dogs?|cats?"
    r"|pets?|budget|hotels?|rooms?|flights?|fly|flying|drive|driving|dates?|food|restaurants?|make|add|change(?!\s+of\b)"
    r"|switch|move|set|raise|lower|book|prefer|rather|include|extend|shorten|keep|only|january|february|march|april"
    r"|june|july|august|september|october|november|december|me|myself|alone|solo|wife|husband|partner|friends?"
    r"|family|mom|dad|parents|couple|one|two|three|four|five|six|seven|eight|nine|ten"
    # a take-back of its own ("forget the zoo, we don't need it": the zoo, not the trip)
    r"|forget|drop|skip|remove|ditch|scrap|cancel|lose|without|except|don'?t|never|meant|mean"
    # or content as it is ("nvm, it's fine": nothing to call off)
    r"|fine|good|great|perfect|works|as\s+is|no(?!\s+(?:longer|more|worries|problem))\s+\w+)\b")
# a capitalised word after the clause's first ("forget it, Denver then")
_NAME_INSIDE = lazy_compile(r"(?<=\w\s)(?!I\b|I')[A-Z][a-z]+")

# A cancel pointing at something said ("oh i meant audubon acres, forget that"): that thing dropped, not the trip.
# ("hold off on that" puts off the trip asked about: "on that" points at no wish)
_POINTS_BACK = worded(r"(?<!\bon\s)\b(?:that|this|those|these)\b")


def cancel_with_reasons(text: str) -> bool:
    if _cue_then_reason(text):  # "cancel the trip we cant go": the reason said with no mark between
        return True
    clauses = [c.strip() for c in CLAUSES.split(text) if c.strip()]
    cancels = [c for c in clauses if only_cue_and_filler(c, CANCEL_CUE, CANCEL_FILLER)]
    if len(text.split()) > 25 or not cancels or len(cancels) == len(clauses) or _POINTS_BACK.search(" ".join(cancels)):
        return False
    return not any(_asks_something(c) for c in clauses if c not in cancels)


# A reason the trip is called off, asking for no change ("the dates don't work for us anymore", "my mom is sick", "we
# can't make it"): it names a part of the trip or a traveller only to say why.
_REASON = worded(r"^(?![^\d]*\d)(?:(?:\w+'?\w*\s+){0,4}?(?:do(?:es)?n'?t|do(?:es)?\s+not|won'?t|will\s+not|can'?t"
                 r"|isn'?t\s+going\s+to|aren'?t\s+going\s+to)\s+work(?:\s+out)?(?:\s+for\s+(?:us|me))?(?:\s+any\s*more)?"
                 r"|(?:(?:my|our|the)\s+)?(?:\w+\s+){1,2}?(?:is|are|got|has\s+been|have\s+been|fell)\s+(?:really\s+|very\s+|so\s+)?"
                 r"(?:sick|ill|unwell|in\s+(?:the\s+)?hospital|hurt|injured)"
                 r"|(?:we|i)\s+(?:can'?t|cannot|won'?t\s+be\s+able\s+to)\s+(?:go|make\s+it|travel|come)(?:\s+any\s*more)?"
                 # the trip beyond the travellers' means ("we can't afford it"), and an apology ("sorry to mess u around")
                 r"|(?:we|i)\s+(?:can'?t|cannot|couldn'?t)\s+afford\s+(?:it|this|that|the\s+(?:trip|plan))(?:\s+any\s*more)?"
                 r"|(?:(?:so|really|very)\s+)?sorry\s+(?:to|for)\s+(?:mess|muck|bother|troubl|wast)\w*(?:\s+(?:you|u|ya))?"
                 r"(?:\s+(?:around|about|your\s+time))?"
                 r"|(?:we|i)\s+(?:found|got|booked)\s+(?:\w+\s+){0,3}?(?:elsewhere|somewhere\s+else)"
                 # an emergency or something that came up ("family emergency", "work stuff came up")
                 r"|(?:(?:a|an|some|big)\s+)?(?:family|medical|work|personal|health)\s+(?:emergency|issues?|stuff|things?|reasons?)"
                 r"(?:\s+came\s+up)?|something\s+(?:came|has\s+come)\s+up"
                 # someone of the party said no, or money is short ("wife said no", "money's tight this month")
                 r"|(?:(?:my|our|the)\s+)?(?:wife|husband|partner|boss|mom|mum|dad|parents|family|bank)\s+(?:said|says)\s+no"
                 # no time off to go ("boss won't give me the days off", "i can't get the time off")
                 r"|(?:(?:my|our|the)\s+)?(?:boss|work|job|company|manager)\s+(?:won'?t|wouldn'?t|didn'?t|doesn'?t|will\s+not)\s+"
                 r"(?:give|let|approve|allow|grant)\s+(?:\w+\s+){0,3}?(?:days?|time|leave|vacation|pto)(?:\s+off)?"
                 r"|(?:we|i)\s+(?:can'?t|cannot|couldn'?t)\s+get\s+(?:the\s+)?(?:days?|time|leave|vacation|pto)(?:\s+off)?"
                 r"|(?:money|cash|funds|budget|things)(?:'s|\s+is|\s+are|\s+got)\s+(?:(?:really|so|too|a\s+bit|pretty|kinda)\s+)?"
                 r"(?:tight|short)(?:\s+this\s+(?:month|year|week))?"
                 # the decision put off to ask someone first ("I'll check with my wife first", "need to ask my boss")
                 r"|(?:(?:i|we)(?:'ll|\s+will|\s+must)\s+|(?:(?:i|we)\s+)?(?:(?:need|have)\s+to|gotta)\s+|let\s+me\s+)(?:check|ask|talk|speak"
                 r"|confirm)\s+(?:with\s+)?(?:(?:my|our|the)\s+)?\w+(?:\s+first)?"
                 # a document lost or out of date ("my passport expired", "our visas got denied")
                 r"|(?:my|our)\s+(?:\w+\s+)?(?:passports?|visas?|ids?)\s+(?:(?:is|are|has|have|got|just)\s+)?(?:expired|lost|stolen"
                 r"|denied|rejected))(?:\s+(?:lol|sadly|sorry|unfortunately|tho|though|haha|ugh))*\W*$")


def _cue_then_reason(text: str) -> bool:
    """Whether a short message is a cancel and then its reason with no mark between ("cancel the trip we cant go",
    "cancel it our passports expired"): split at each word, the cancel alone before and a reason (``_REASON``) after."""
    words = text.split()
    if len(words) > 15:
        return False
    return any(only_cue_and_filler(" ".join(words[:i]), CANCEL_CUE, CANCEL_FILLER) and _REASON.match(" ".join(words[i:]))
               for i in range(1, len(words)))


def _asks_something(clause: str) -> bool:
    """Whether a clause said beside a cancel asks for anything (see ``cancel_with_reasons``)."""
    if _REASON.match(clause):
        return False
    read = (_ASKS_FOR_SOMETHING, _NAME_INSIDE, UNDO_CUE, ASKS, *(p for _part, p in PREFERENCES),
            *OUT_OF_SCOPE.values())
    return any(pattern.search(clause) for pattern in read)


def calls_off_everything(text: str) -> bool:
    """Whether a cancel is said twice over ("never mind, cancel that", "nvm, scrap that"): the whole thing is called
    off, never the last change only (a single "cancel that" right after a change takes that change back)."""
    return len(CANCEL_CUE.findall(spelled(text))) >= 2


# A way home or to a place named, not to an earlier version ("go back to Newark on day 3 instead", "fly back home a day
# later"): the trip's return, an edit (a place is told by its capital; "go back to the old plan" names none).
_BACK_TO_A_PLACE = lazy_compile(r"(?i:\b(?:go(?:ing)?|fly(?:ing)?|head(?:ing)?|driv(?:e|ing)|get(?:ting)?|travel(?:l?ing)?)\s+back\s+)"
                                r"(?:(?i:home)\b|(?i:to\s+)(?!(?i:the|that|this|what|how|before|my|our|it|its|it's)\b)[A-Z]"
                                # a place gone to twice ("no going back to the same museum as day 2"): a visit, no undo
                                r"|(?i:to\s+the\s+same\s+(?:\w+\s+)?(?:restaurants?|places?|spots?|museums?|sights?|attractions?"
                                r"|parks?)\b))")


def asks_to_undo(text: str) -> bool:
    """Whether the message holds an undo cue among other words ("hmm that's too bare bones, put it back"): ``understand``
    reads it as an undo when nothing else in it changes the trip (a cue with filler alone is ``classify``'s undo); a way
    back to a place is none (``_BACK_TO_A_PLACE``)."""
    return bool(UNDO_CUE.search(DECLINED.sub(" ", spelled(_BACK_TO_A_PLACE.sub(" ", text)))))  # "don't undo it": none


def starts_over(text: str) -> bool:
    """Whether a cancel message asks to start over ("let's start over"): the reply asks for the new trip."""
    return bool(re.search(rf"\b(?:{RESTART})\b", spelled(text), re.IGNORECASE))


# A complaint of the last change's cost or look, and nothing else ("hmm too pricey", "ugh that's way too expensive",
# "meh"): the reason an undo said beside it is asked for ("hmm too pricey, undo that"), no cheaper plan of its own
_COMPLAINT_ONLY = worded(r"^\W*(?:(?:hmm+|ugh+|oof|wow|yikes|nah|no|ok|okay|well|eh|meh|damn|geez|jeez|welp|bruh)\W+)*"
                         r"(?:(?:that'?s|thats|it'?s|its|this\s+is|way|a\s+bit|bit|kinda|too|so|pretty|really|much)\s+)*"
                         r"(?:expensive|pric(?:e)?y|costly|steep|much|worse|bad|meh|ugly)(?:\s+now)?\W*$")


def undo_for_a_complaint(text: str) -> bool:
    """Whether the message is an undo said with its reason, a complaint ("hmm too pricey, undo that"): an undo, never a
    re-plan for the lowest cost (each clause is the undo cue with filler or a complaint only, ``_COMPLAINT_ONLY``)."""
    clauses = [c for c in CLAUSES.split(text) if c.strip()]
    undo = [c for c in clauses if only_cue_and_filler(c, UNDO_CUE, UNDO_FILLER)]
    return bool(undo) and len(clauses) > len(undo) and all(c in undo or _COMPLAINT_ONLY.match(c) for c in clauses)
