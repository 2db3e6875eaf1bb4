"""What a chat message asks for, when it is not a trip request or an edit of one: the rules' reading.

A message is one of: a new request, an edit, a preference ("make it cheaper", "nicer hotels"), a question
about the current plan ("how much is day 2?", "why this hotel?"), small talk ("thanks!"), a request outside
what the planner does ("what's the weather like there?"), a call for help, or the cancelling of an open
question ("never mind"). ``classify`` recognises the last six by their wording; requests and edits are the
trip parser's (``understanding``), and a message neither reads is answered honestly as not understood,
never with the unchanged plan presented as "kept".

The patterns are anchored on a few words of intent, not on any benchmark query. Cancel, help and small
talk are whole-message patterns ("thanks, make the budget $1,300" is none of them, so it is an edit).
A preference is read first, and ``understand`` still applies the edit said with it ("make it cheaper, and
a budget of $1,300"). Out-of-scope subjects and questions about the plan are taken only for a message
the trip parser finds nothing in.
"""

from __future__ import annotations

import re

from himap_travel.state.chat_state import MessageReading, OutOfScope, PlanTopic, PreferencePart


def _words(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


_CANCEL = _words(r"^\s*(?:oh\s+)?(?:never\s*mind|nevermind|nvm|cancel(?:\s+(?:that|it|this|the\s+question))?|forget\s+(?:it|that|about\s+it)"
                 r"|stop|skip\s+(?:it|that|this)|drop\s+(?:it|that)|no\s+thanks?|not\s+now)\s*[.!]*\s*$")
_HELP = _words(r"^\s*(?:help|\?+|what\s+can\s+you\s+do|how\s+does\s+this\s+work|what\s+do\s+you\s+do|who\s+are\s+you"
               r"|how\s+do\s+i\s+use\s+(?:this|you))\s*[?.!]*\s*$")
_SMALL_TALK = _words(r"^\s*(?:(?:thanks?|thank\s+you(?:\s+(?:so|very)\s+much)?|thx|ty|cheers|great|awesome|perfect|cool|nice"
                     r"|lovely|ok(?:ay)?|got\s+it|sounds\s+good|looks\s+good|hi|hello|hey|good\s+(?:morning|afternoon|evening)"
                     r"|bye|goodbye|see\s+you)[\s,.!]*)+$")
_OUT_OF_SCOPE: dict[OutOfScope, re.Pattern[str]] = {
    "the weather": _words(r"\b(?:weather|forecast|temperature|rain\w*|snow\w*|sunny|climate)\b"),
    "visas and documents": _words(r"\b(?:visas?|passports?|id\s+card|documents?)\b"),
    "diets": _words(r"\b(?:vegetarian|vegan|gluten|halal|kosher|allerg\w*|diet\w*|lactose)\b"),
    "booking and payment": _words(r"\b(?:book\s+(?:it|this|them|the\s+\w+)|reserve|reservations?|pay(?:ment)?|credit\s+card|tickets?)\b"),
    "insurance": _words(r"\binsurance\b"),
    "currency": _words(r"\b(?:currency|exchange\s+rate|cash|atm)\b"),
    "car rental": _words(r"\b(?:rent(?:al)?\s+(?:a\s+)?car|car\s+rental)\b"),
    "packing": _words(r"\bpack(?:ing)?\b"),
}
_PREFERENCES: tuple[tuple[PreferencePart, re.Pattern[str]], ...] = (
    ("cheapest", _words(r"\b(?:cheaper|cheapest|less\s+expensive|(?:lower|cut|reduce)\s+(?:the\s+)?(?:cost|price)|save\s+(?:some\s+)?money"
                        r"|spend\s+less|cost\s+less|budget[\s-]friendly|as\s+cheap\s+as)\b")),
    ("hotels", _words(r"\b(?:nicer|better|best|higher[\s-]rated|top[\s-]rated|fancier)\s+(?:hotels?|stays?|accommodations?|rooms?|places?\s+to\s+stay|lodging)\b")),
    ("restaurants", _words(r"\b(?:nicer|better|best|higher[\s-]rated|top[\s-]rated|fancier)\s+(?:restaurants?|food|meals?|dining|places?\s+to\s+eat)\b")),
    ("sights", _words(r"\bmore\s+(?:sights|attractions|sightseeing|things\s+to\s+(?:do|see))\b")),
    ("humane_hours", _words(r"\b(?:no|avoid|without|not\s+so)\s+(?:early|red[\s-]?eye)\s+(?:flights?|departures?|starts?)\b|\blater\s+flights?\b")),
)
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "first": 1, "second": 2, "third": 3,
            "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "last": -1}
_DAY = _words(r"\bday\s+(\d+|one|two|three|four|five|six|seven)\b|\b(first|second|third|fourth|fifth|sixth|seventh|last)\s+day\b")
_ASKS = _words(r"\?\s*$|^\s*(?:what|whats|what's|why|how|where|when|which|who|is|are|does|do|can|could|tell\s+me|show\s+me)\b")
_TOPICS: tuple[tuple[PlanTopic, re.Pattern[str]], ...] = (
    ("hotel", _words(r"\bwhy\b.*\b(?:hotel|stay|accommodation|place|room|lodging)\b")),
    ("travel", _words(r"\b(?:how\s+long|how\s+far|duration|distance|drive|driving|flight|fly|flying|depart\w*|arriv\w*|leave)\b")),
    ("stays", _words(r"\bwhere\b.*\b(?:stay|sleep|staying|sleeping)\b|\b(?:hotels?|accommodations?|lodging)\b")),
    ("day_cost", _words(r"\b(?:how\s+much|cost|costs|spend|price|expensive)\b(?=.*\bday\b)|\bday\b.*\b(?:cost|costs|price)\b")),
    ("total", _words(r"\b(?:how\s+much|total|cost|costs|spend|spent|price|budget|left)\b")),
    ("day", _words(r"\bday\b")),
)


def classify(text: str) -> MessageReading | None:
    """The message's intent when it is one of the six conversational kinds; None for a request, an edit or unknown."""
    if _CANCEL.match(text):
        return MessageReading(kind="cancel")
    if _HELP.match(text):
        return MessageReading(kind="help")
    if _SMALL_TALK.match(text):
        return MessageReading(kind="small_talk")
    for preference, pattern in _PREFERENCES:
        if pattern.search(text):
            return MessageReading(kind="preference", preference=preference)
    for subject, pattern in _OUT_OF_SCOPE.items():
        if pattern.search(text):
            return MessageReading(kind="out_of_scope", subject=subject)
    if _ASKS.search(text):
        day = _day_named(text)
        for topic, pattern in _TOPICS:
            if pattern.search(text) and (topic != "day" or day is not None):
                return MessageReading(kind="question", topic=topic, day=day)
    return None


def _day_named(text: str) -> int | None:
    match = _DAY.search(text)
    if match is None:
        return None
    word = (match.group(1) or match.group(2)).lower()
    return int(word) if word.isdigit() else _NUMBERS[word]
