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

from himap_travel.domain.constraints import named
from himap_travel.state.chat_state import MessageReading, OutOfScope, PlanTopic, PreferencePart


def _words(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE)


# Cancelling is read by its cue and what is left around it: a short message with a cancel cue and nothing but
# filler words ("never mind, cancel that", "no, cancel the whole thing", "scrap it", "ugh forget it") cancels;
# "my flight was cancelled" (no cue: "cancelled" is not "cancel") and "forget LA, go to Denver" (a place left) do not.
_CANCEL_CUE = _words(r"\b(?:never\s*mind|nevermind|nvm|cancel|abort|scrap|stop|quit|ditch|call\s+(?:it|the\s+whole\s+thing)\s+off"
                     r"|forget\s+(?:it|that|this|about\s+it|about\s+that|the\s+whole\s+thing|everything|all\s+of\s+it)"
                     r"|drop\s+(?:it|that|this)|skip\s+(?:it|that|this)|don'?t\s+bother|let'?s\s+not|no\s+thanks?|not\s+now"
                     r"|changed\s+my\s+mind|ignore\s+(?:it|that|this))\b")
_FILLER = frozenset("""no nope nah oh ok okay actually please just that it this the whole thing trip plan question all
    everything i we then sorry of about hmm um uh ugh yeah yes well wait sigh lol thing request whole entire idea
    for now anymore any more you can go ahead and let's lets do forget cancel never mind scrap stop drop skip my on
    it's its mind pls plz thanks thank""".split())
_CANCEL_WORDS = _words(r"[a-z']+")


def _is_cancel(text: str) -> bool:
    """A cancel cue and nothing else but filler (at most a dozen words)."""
    if len(text.split()) > 12 or not _CANCEL_CUE.search(text):
        return False
    left = _CANCEL_CUE.sub(" ", text.lower())
    return all(word in _FILLER for word in _CANCEL_WORDS.findall(left))


_UNDO = _words(r"^\s*(?:(?:no|hmm|actually|oh|ugh|wait)[\s,!.]+)*(?:undo(?:\s+(?:that|it|this|the\s+last\s+(?:change|edit|one)))?"
               r"|revert(?:\s+(?:that|it|this|the\s+change))?|go\s+back(?:\s+to\s+(?:the\s+)?(?:previous|last|old|earlier|original)\s+(?:plan|one|trip|version))?"
               r"|put\s+it\s+back(?:\s+the\s+way\s+it\s+was)?|(?:change|switch)\s+it\s+back|back\s+to\s+(?:the\s+)?(?:previous|last|old|earlier|original)\s+(?:plan|one|trip|version)"
               r"|take\s+that\s+back|(?:the\s+)?(?:previous|last|old|earlier)\s+(?:plan|one|version)\s+was\s+better|restore\s+(?:the\s+)?(?:previous|last|old)\s+(?:plan|one|trip|version))"
               r"(?:[\s,]+please)?\s*[.!]*\s*$")
_HELP = _words(r"^\s*(?:help|\?+|what\s+can\s+you\s+do|how\s+does\s+this\s+work|what\s+do\s+you\s+do|who\s+are\s+you"
               r"|how\s+do\s+i\s+use\s+(?:this|you))\s*[?.!]*\s*$")
_SMALL_TALK = _words(r"^\s*(?:(?:(?:thanks?|thank\s+you)(?:\s+(?:so|very)\s+much|\s+a\s+(?:lot|bunch|ton)|\s+again)?|many\s+thanks|thx|ty"
                     r"|cheers|great|awesome|perfect|cool|nice|lovely|amazing|wonderful|excellent|brilliant|fantastic|love\s+it"
                     r"|ok(?:ay)?|got\s+it|sounds\s+(?:good|great)|looks\s+(?:good|great)|hi|hello|hey|good\s+(?:morning|afternoon|evening)"
                     r"|bye|goodbye|see\s+you|gracias|merci|danke(?:\s+sch[oö]n)?|grazie|obrigad[oa]|that'?s\s+(?:all|it)(?:\s+for\s+now)?)"
                     r"[\s,.!:)(]*(?:[\U0001F300-\U0001FAFF\u2600-\u27BF]+[\s,.!]*)*)+$")
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
    # Flight times wished for with no bound ("later flights", "nicer flight times"): a soft wish the re-plan favours.
    # A bound stated in words ("no early flights", "avoid red-eyes", "no flights before 9am") is the hard flight-time
    # rule the registry reads (``stated_as_rule``), as in a request: kept or named, never merely favoured.
    ("humane_hours", _words(r"\blater\s+(?:flights?|departures?)\b|\b(?:nicer|better|friendlier|saner|more\s+(?:humane|reasonable|civili[sz]ed))"
                            r"\s+(?:flight|departure|travel)\s+(?:times?|hours?)\b|\bflights?\s+at\s+(?:a\s+)?(?:decent|reasonable|sane"
                            r"|normal|civili[sz]ed|humane)\s+(?:times?|hours?)\b")),
)
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "first": 1, "second": 2, "third": 3,
            "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "last": -1}
_DAY = _words(r"\bday\s+([-+−]?\d+(?:[.,]\d+)?|one|two|three|four|five|six|seven|zero)\b|\b(first|second|third|fourth|fifth|sixth|seventh|last)\s+day\b")
_ASKS = _words(r"\?\s*$|^\s*(?:what|whats|what's|why|how|where|when|which|who|is|are|does|do|can|could|tell\s+me|show\s+me)\b")
_TOPICS: tuple[tuple[PlanTopic, re.Pattern[str]], ...] = (
    ("hotel", _words(r"\bwhy\b.*\b(?:hotel|stay|accommodation|place|room|lodging)\b")),
    ("travel", _words(r"\b(?:how\s+long|how\s+far|duration|distance|drive|driving|flight|fly|flying|depart\w*|arriv\w*|leave"
                      r"|get(?:ting)?\s+(?:there|back|home)|travel(?:l?ing)?)\b")),
    ("stays", _words(r"\bwhere\b.*\b(?:stay|sleep|staying|sleeping)\b|\b(?:hotels?|accommodations?|lodging)\b")),
    ("day_cost", _words(r"\b(?:how\s+much|cost|costs|spend|price|expensive)\b(?=.*\bday\b)|\bday\b.*\b(?:cost|costs|price|expensive|pricey)\b")),
    ("total", _words(r"\b(?:how\s+much|total|cost|costs|spend|spent|price|budget|left)\b")),
    ("day", _words(r"\bday\b")),
)


NO_SUCH_DAY = 0  # a day named that no trip has (not a whole number from 1): the answer says so


def classify(text: str) -> MessageReading | None:
    """The message's intent when it is one of the six conversational kinds; None for a request, an edit or unknown."""
    if _is_cancel(text):
        return MessageReading(kind="cancel")
    if _UNDO.match(text):
        return MessageReading(kind="undo")
    if _HELP.match(text):
        return MessageReading(kind="help")
    if _SMALL_TALK.match(text):
        return MessageReading(kind="small_talk")
    for preference, pattern in _PREFERENCES:
        if pattern.search(text) and not stated_as_rule(preference, text):
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


def stated_as_rule(preference: str | None, text: str) -> bool:
    """Whether a wish about flight times comes with a bound a hard constraint reads ("later flights, nothing leaving
    before 10am"): then the message is an edit setting that rule (the registry's reading, as in a request), not the soft
    preference; one wish has one meaning wherever it is said."""
    return preference == "humane_hours" and bool(named("flight_times").claims(text))


def without_preference(text: str) -> str:
    """The message with its preference's words taken out ("make it cheaper, and a budget of $1,300" → ", and a budget
    of $1,300"): what is left is read as an edit said with it ("make it cheaper, no early flights" sets the flight-time
    rule too)."""
    for _part, pattern in _PREFERENCES:
        text = pattern.sub(" ", text)
    return text


def is_question(text: str) -> bool:
    """Whether the message is worded as a question ("what's the weather in Denver?")."""
    return bool(_ASKS.search(text))


def _day_named(text: str) -> int | None:
    match = _DAY.search(text)
    if match is None:
        return None
    word = (match.group(1) or match.group(2)).lower()
    if word.isdigit():
        return int(word) if int(word) <= 30 else NO_SUCH_DAY
    return _NUMBERS.get(word, NO_SUCH_DAY)  # "day 2.5", "day -1", "day zero": a day no trip has
