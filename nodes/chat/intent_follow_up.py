"""A follow-up read with the question before it ("how much is day 1?", then "and the whole thing?"): the earlier
question's topic with the follow-up's scope (``follow_up``), another part of the plan asked (``ANOTHER_PART``), and a
message asking to be shown the plan (``asks_to_see``). Apart: it reads two messages, every other intent one.
"""

from __future__ import annotations

import re

from himap_travel.nodes.chat.intent_questions import SHOW_ME, day_named
from himap_travel.nodes.chat.intent_spelling import spelled
from himap_travel.nodes.chat.intent_words import worded
from himap_travel.state.chat_state import MessageReading, PlanTopic

# A follow-up that names only what it now asks about ("and the whole thing?", "and day 2?", "what about the first day?",
# "overall?", "per day?"): the whole message is these words, and it asks the question before it again about that.
_WHOLE = (r"(?:the\s+)?(?:whole\s+(?:thing|trip|lot)|entire\s+(?:thing|trip)|everything|all\s+of\s+it|overall|altogether"
          r"|all\s+together|in\s+total|total|all\s+in|both\s+days)")
_EACH_DAY = r"(?:per|each|every|a)\s+day|daily|day\s+by\s+day"
_DAY_OR_NIGHT = (r"(?:the\s+)?(?:(?:day|night)\s+(?:\d+|one|two|three|four|five|six|seven)|(?:first|second|third|fourth|fifth|sixth"
                 # an ordinal alone ("and the first?") after a question about a day: that day
                 r"|seventh|last|\d+(?:st|nd|rd|th))(?:\s+(?:day|night|one))?)")
_TOTAL_WORD = worded(r"\btotal\b|\ball\s+in\b")  # a follow-up that asks the cost whatever was asked before
_ORDINAL_ALONE = worded(r"^(?:the\s+)?(first|second|third|fourth|fifth|sixth|seventh|last|\d+(?:st|nd|rd|th))(?:\s+one)?$")
# A flight named by its leg in a follow-up about travel ("and the one back?", "the return?"): the trip's last or first.
_LEG = (r"(?:the\s+)?(?:(?:(?:one|flight|way|leg|coming|flying|going|getting)\s+){0,2}(?P<leg_end>back|home|there|out)(?:\s+home)?"
        r"|return(?:\s+(?:one|flight|leg))?)")
# The stay asked about before, by a pronoun ("which hotel is it?", then "is it any good?", "how's it rated?"): its details.
# (what it is like only: "what's it cost in total" names its own topic)
_IT_ASKED = worded(r"^\W*(?:and\s+|so\s+)?(?:is|was|how'?s|how\s+is)\s+it\s+(?:(?:any|really|actually)\s+)?(?:good|nice|decent"
                   r"|ok(?:ay)?|clean|safe|comfortable|rated(?:\s+(?:well|highly|high|ok(?:ay)?|good))?|well[\s-]rated)\b"
                   r"(?:\s+(?:tho|though|lol|at\s+least))?\W*$")
# ("n the second night?": "and" as it is texted)
_FOLLOW_UP = worded(r"^\W*(?:(?:and|n|an|or|also|plus|ok|okay|k|kk|cool|so|then|hmm|what\s+about|how\s+about|for|on|in)\W+)*"
                    rf"(?:(?P<whole>{_WHOLE})|(?P<each>{_EACH_DAY})|(?P<day>{_DAY_OR_NIGHT})|(?P<leg>{_LEG}))"
                    r"\W*(?:then|too|now|again|alone|only|by\s+itself)?\W*(?:pls|please|plz)?\W*$")
# The day asked about before pointed at ("dinner that night too?", "and lunch that same day?", "what about that
# evening"): a meal or nothing named, and "that day", so the earlier question's day (never the trip's summary)
_THAT_DAY = worded(r"^\W*(?:(?:and|n|an|also|ok|okay|so|then|hmm|what\s+about|how\s+about|whats|what'?s|where'?s|wheres)\W+)*"
                   r"(?:(?:the\s+)?(?:breakfast|brunch|lunch|dinner|supper)\s+)?(?:on\s+|for\s+)?that\s+(?:same\s+)?"
                   r"(?:day|night|morning|evening)(?:'?s\s+(?:breakfast|brunch|lunch|dinner|supper|tea))?"  # ("and that
                   # evening's dinner?")
                   r"\W*(?:too|then|as\s+well|again)?\W*(?:pls|please|plz)?\W*$")

# The parts of a plan's cost by their words (``answers``: a part's cost asked; a part asked after another)
PART_WORDS = {"meals": r"food|meals?|eating|restaurants?|dining|breakfasts?|lunch(?:es)?|dinners?",
              "stays": r"hotels?|stays?|accommodations?|lodging|rooms?|airbnbs?|places?\s+to\s+(?:stay|sleep)",
              "travel": r"flights?|flying|transport(?:ation)?|gas|fuel|taxis?|travel(?:l?ing)?"}
PART = rf"(?:the\s+|our\s+|my\s+|all\s+the\s+)?(?:{'|'.join(PART_WORDS.values())})\b"
# Another part asked right after a question ("how much is all the travel?", then "and the hotels?", "what about food?",
# "and for the hotel?"): the same question of that part
ANOTHER_PART = worded(rf"^\W*(?:and|n|what\s+about|how\s+about|same\s+for)\s+(?:(?:for|on)\s+)?(?P<part>{PART})\W*$")
_PART_TOPIC: dict[str, PlanTopic] = {"meals": "day", "stays": "stays", "travel": "travel"}


def _another_part(text: str) -> MessageReading | None:
    """A part asked after a question about the plan (``ANOTHER_PART``): a question of that part (its cost when the
    message before asked a part's cost: ``answers._part_follow_up``), never a message read alone as no question."""
    asked = ANOTHER_PART.match(text)
    if asked is None:
        return None
    part = next(name for name, words in PART_WORDS.items() if re.search(rf"\b(?:{words})\b", asked.group("part"), re.I))
    return MessageReading(kind="question", topic=_PART_TOPIC[part])


def follow_up(text: str, earlier: MessageReading | None) -> MessageReading | None:
    """The question a follow-up asks after the ``earlier`` one ("how much is day 1?", then "and the whole thing?": the
    total); None when the message is no follow-up or the earlier message asked nothing about the plan.

    The follow-up keeps the earlier question's topic and takes its scope: a day named (a total asked of one day is that
    day's cost), the whole trip (a day's cost asked of the whole is the total) or each day (the costs day by day)."""
    if earlier is None or earlier.kind != "question" or earlier.topic in (None, "changes", "dates", "party"):
        return None
    if earlier.day is not None and earlier.topic == "day" and _THAT_DAY.match(text):  # "dinner that night too?"
        return MessageReading(kind="question", topic="day", day=earlier.day)
    match = _FOLLOW_UP.match(spelled(text))
    if match is None and (part := _another_part(text)) is not None:  # "and the food?" after "and the hotels?"
        return part
    if match is None:
        stay_again = earlier.topic in ("hotel", "stays") and _IT_ASKED.match(text)
        return MessageReading(kind="question", topic="hotel") if stay_again else None
    topic = earlier.topic
    if match.group("leg"):  # the last flight for the way back, the first for the way there
        out = (match.group("leg_end") or "").lower() in ("there", "out")
        return MessageReading(kind="question", topic="travel", day=1 if out else -1) if topic == "travel" else None
    if match.group("whole"):  # "total" names the cost itself: after "hotel rating?", "total" asks the trip's total
        costly = topic == "day_cost" or _TOTAL_WORD.search(match.group("whole")) is not None
        return MessageReading(kind="question", topic="total" if costly else topic)
    if match.group("each"):
        return MessageReading(kind="question", topic="day_cost") if topic in ("total", "day_cost") else None
    said = match.group("day")  # an ordinal alone ("and the first?") names a day as "the first day" does
    ordinal = _ORDINAL_ALONE.search(said)
    day = day_named(f"{ordinal.group(1)} day" if ordinal else said)
    return MessageReading(kind="question", topic="day_cost" if topic == "total" else topic, day=day)


def asks_to_see(text: str) -> bool:
    """Whether the message asks to be shown or told something (``SHOW_ME``), or follows up the question before it
    ("and day 2 alone?"): answered as the question it is, never read as an edit ("alone" is no one traveller)."""
    return bool(SHOW_ME.match(text) or _FOLLOW_UP.match(spelled(text)))
